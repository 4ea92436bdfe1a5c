package lower

import (
	"math"
	"strings"
	"testing"

	"clauz3/pkg/dsl"
)

// TestTermsWriteAsBefore pins the proof-of-thought text of the terms
// lower builds: the documents must stay byte-identical to the ones the
// string builders wrote.
func TestTermsWriteAsBefore(t *testing.T) {
	x := dsl.Const("x", intSort)
	s := dsl.Const("s", strSort)
	fl := dsl.Const("f", floatSort)
	b := dsl.Const("b", boolSort)
	str, _ := strTerm("a\"\\\n\x01é\U0001F600")
	for _, tc := range []struct {
		t    term
		want string
	}{
		{mkAnd(b, mkNot(b)), "False"},
		{mkOr(b, tFalse), "b"},
		{mkAnd(b, mkBin(x, ">", intTermI(0))), "And(b, (x > 0))"},
		{mkNot(mkNot(b)), "b"},
		{mkBin(x, "!=", intTermI(-3)), "(x != (-3))"},
		{mkNot(mkBin(x, "!=", intTermI(1))), "Not((x != 1))"},
		{mkEq(intTermI(2), intTermI(2)), "True"},
		{mkEq(s, str), `(s == "a\"\\\n\x01\u00e9\U0001f600")`},
		{mkIte(b, x, intTermI(1)), "If(b, x, 1)"},
		{negInt(x), "(-x)"},
		{floorDiv(x, intTermI(-2)), "((-x) / 2)"},
		{pyMod(x, intTermI(3)), "(x % 3)"},
		{mkSum([]term{mkIte(b, intTermI(1), intTermI(0)), x}), "Sum(If(b, 1, 0), x)"},
		{concat(s, dsl.MkStr("!")), `Concat(s, "!")`},
		{mkLength(s), "Length(s)"},
		{fpArith(dsl.OpFPAdd, fl, dsl.MkFloat(0.5)), "fpAdd(RNE(), f, FPVal(0.5, FPSort(11, 53)))"},
		{fpPred(dsl.OpFPIsNaN, fl), "fpIsNaN(f)"},
		{fpFromReal(toReal(x)), "fpToFP(RNE(), ToReal(x), FPSort(11, 53))"},
		{dsl.MkFloat(math.Copysign(0, -1)), "FPVal(-0.0, FPSort(11, 53))"},
		{intToStr(x), "IntToStr(x)"},
		{dsl.RowField("e", "addr", strSort), "e.addr"},
	} {
		if got := dsl.Format(tc.t); got != tc.want {
			t.Errorf("got %s, want %s", got, tc.want)
		}
	}
}

// TestIllSortedTermPanics: a term built with the wrong sorts is a bug of
// lower, reported as a *dsl.SortError (Lower turns it into an internal
// error at the construct being lowered).
func TestIllSortedTermPanics(t *testing.T) {
	for name, build := range map[string]func(){
		"And of an Int":   func() { mkAnd(intTermI(1)) },
		"== across sorts": func() { mkEq(intTermI(1), emptyStr) },
		"Length of Int":   func() { mkLength(intTermI(1)) },
		"+ over String":   func() { mkBin(emptyStr, "+", emptyStr) },
	} {
		func() {
			defer func() {
				r := recover()
				se, ok := r.(*dsl.SortError)
				if !ok || !strings.Contains(se.Error(), "ill-sorted") {
					t.Errorf("%s: recovered %v, want a *dsl.SortError", name, r)
				}
			}()
			build()
		}()
	}
}
