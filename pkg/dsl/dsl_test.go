package dsl

import (
	"errors"
	"math"
	"math/big"
	"strings"
	"testing"

	"clauz3/pkg/python/ast"

	// This package has no goldens; the import makes it accept the suite's
	// -update switch, so that go test ./... -update runs here too.
	_ "clauz3/internal/golden"
)

// testScope declares the symbols the table tests use.
func testScope() *Scope {
	sc := NewScope(nil)
	person := &Sort{Kind: KUninterpreted, Name: "Person"}
	color := &Sort{Kind: KEnum, Name: "Color", Values: []string{"red", "green"}}
	for name, s := range map[string]*Sort{
		"x": IntSort(), "y": IntSort(), "r": RealSort(), "p": BoolSort(), "q": BoolSort(),
		"s": StringSort(), "b": BVSort(8), "f": Float64Sort(), "a": person, "bob": person,
		"arr": ArraySort(IntSort(), IntSort()), "xs": SeqSort(IntSort()), "col": color,
	} {
		sc.Define(name, &Symbol{Kind: SymConst, Sort: s})
	}
	sc.Define("likes", &Symbol{Kind: SymFunc, Domain: []*Sort{person, person}, Range: BoolSort()})
	sc.Define("age", &Symbol{Kind: SymFunc, Domain: []*Sort{person}, Range: IntSort()})
	sc.Define("c0", &Symbol{Kind: SymFunc, Range: IntSort()})
	for _, v := range color.Values {
		sc.Define(v, &Symbol{Kind: SymTerm, Term: &Term{Op: OpEnumVal, Sort: color, Name: v}})
	}
	sc.DefineSort("Person", person)
	return sc
}

func TestCheckZ3pySemantics(t *testing.T) {
	cases := []struct {
		expr, want string // want: the typed term, as String prints it
		why        string
	}{
		{"x / 2 == 3", "eq(div(x, 2), 3)", "Int/Int is Z3's integer div, as z3py's ArithRef.__div__"},
		{"x == 1.5", "eq(x, 1)", "z3py casts a Python float next to an Int term by truncation (IntVal(str(int(1.5))))"},
		{"x % 2.5 == 1", "eq(mod(x, 2), 1)", "same truncation for %"},
		{"r == 0.5", "eq(r, 1/2)", "next to a Real the float is exact"},
		{"r == 0.1", "eq(r, 1/10)", "RealVal(0.1) reads str(0.1), so it is 1/10 exactly"},
		{"x ** 2 > 3", "gt(pow(to_real(x), to_real(2)), 3)", "** gives a Real term"},
		{"b == 300", "eq(b, BitVecVal(44, 8))", "bit-vector literals are reduced mod 2^N"},
		{"b < 0", "bvslt(b, BitVecVal(0, 8))", "BitVec < is signed"},
		{"b / 2 == b % 3", "eq(bvsdiv(b, BitVecVal(2, 8)), bvsmod(b, BitVecVal(3, 8)))", "/ is bvsdiv, % is bvsmod"},
		{"p + x == 1", "eq(add(ite(p, 1, 0), x), 1)", "Bool is a subsort of Int in z3py: If(p, 1, 0)"},
		{"x + r > 0", "gt(add(to_real(x), r), 0)", "Int next to Real becomes ToReal"},
		{"And()", "True", "And() is true"},
		{"Or()", "False", "Or() is false"},
		{"And([p, q])", "and(p, q)", "z3py accepts a list argument"},
		{"And(p, True)", "and(p, True)", "Python bools become BoolVal"},
		{"Implies(p, Not(q))", "implies(p, not(q))", ""},
		{"If(p, x, 2) > 1", "gt(ite(p, x, 2), 1)", ""},
		{"Distinct(x, y, 3)", "distinct(x, y, 3)", ""},
		{"Sum(x, y, 1) == 0", "eq(add(x, y, 1), 0)", ""},
		{"Sum([]) == 0", "True", "Sum([]) is the Python 0, so 0 == 0 is Python True"},
		{"Product([x, 2]) == 4", "eq(mul(x, 2), 4)", ""},
		{"1 < 2 < 3", "True", "chained comparisons of Python values are Python's"},
		{"1 == 2", "False", "a Python bool is a valid verification (check(False) is unsat)"},
		{"1 in [1, 2]", "True", "membership of Python values"},
		{"True and x == 1", "eq(x, 1)", "Python's and returns its last operand when the first is true"},
		{"x != 1", "distinct(x, 1)", "!= is Distinct in z3py"},
		{"likes(a, bob)", "likes(a, bob)", ""},
		{"age(a) >= 18", "ge(age(a), 18)", ""},
		{"c0() > 0", "gt(c0, 0)", "a 0-ary function applied is a constant"},
		{"ForAll([a], likes(a, a))", "forall([a], likes(a, a))", ""},
		{"Exists(a, age(a) > 3)", "exists([a], gt(age(a), 3))", "a single bound constant needs no list"},
		{"arr[1] == 2", "eq(select(arr, 1), 2)", "indexing an array is Select"},
		{"xs[0] == 2", "eq(nth(xs, 0), 2)", ""},
		{"s + 'x' == 'abx'", "eq(concat(s, 'x'), 'abx')", "a Python str next to a String is StringVal"},
		{"Length(s) == 3", "eq(length(s), 3)", ""},
		{"PrefixOf('ab', s)", "prefixof('ab', s)", ""},
		{"Contains(s, 'é')", "contains(s, 'é')", ""},
		{"IndexOf(s, 'a') == -1", "eq(indexof(s, 'a', 0), -1)", "offset defaults to 0"},
		{"SubString(s, 0, 2) == 'ab'", "eq(substr(s, 0, 2), 'ab')", ""},
		{"fpIsNaN(f)", "fp.isNaN(f)", ""},
		{"fpAdd(RNE(), f, 1.0) == 2.0", "eq(fp.add(RNE, f, 1.0), 2.0)", "== on floats is SMT equality"},
		{"-f == f % 2", "eq(fp.neg(f), fp.rem(f, 2.0))", "unary minus and % need no rounding mode"},
		{"fpEQ(f, 0.0)", "fp.eq(f, 0.0)", ""},
		{"f < 1", "fp.lt(f, 1.0)", ""},
		{"fpLT(fpAdd(RNE(), f, 1), f)", "fp.lt(fp.add(RNE, f, 1.0), f)", ""},
		{"f == fpNaN()", "eq(f, float('nan'))", ""},
		{"col != red", "distinct(col, red)", ""},
		{"ToReal(x) == r", "eq(to_real(x), r)", ""},
		{"BitVecVal(-1, 8) == b", "eq(BitVecVal(255, 8), b)", ""},
		{"AtMost(p, q, 1)", "atmost(p, q, 1)", ""},
		{"Length(Empty(SeqSort(IntSort()))) == 0", "eq(length(empty()), 0)", ""},
		{"IntVal('12') == x", "eq(12, x)", ""},
		{"-x > +y", "gt(neg(x), y)", ""},
		{"x - -1 == 2 ** 3", "eq(sub(x, -1), 8)", "2 ** 3 is Python arithmetic"},
		{"x == 7 / 2", "eq(x, 3)", "7 / 2 is the Python float 3.5, truncated next to an Int"},
	}
	for _, tc := range cases {
		got, err := CheckBool(tc.expr, testScope())
		if err != nil {
			t.Errorf("%s: %v", tc.expr, err)
			continue
		}
		if got.String() != tc.want {
			t.Errorf("%s = %s, want %s (%s)", tc.expr, got, tc.want, tc.why)
		}
	}
}

func TestCheckErrors(t *testing.T) {
	cases := []struct {
		expr, part, msg string // part: the offending text the error points at
	}{
		{"foo > 1", "foo", "undefined name"},
		{"x > 1 and y", "x > 1", "Symbolic expressions cannot be cast"},
		{"not p", "p", "Symbolic expressions cannot be cast"},
		{"0 < x < 10", "0 < x < 10", "chained comparisons"},
		{"x if p else y", "p", "Symbolic expressions cannot be cast"},
		{"x == s", "x == s", "sort mismatch"},
		{"likes(a)", "likes(a)", "takes 2 arguments"},
		{"c0 > 0", "c0", "function c0"},
		{"ForAll([], p)", "[]", "Invalid bounded variable"},
		{"ForAll([age(a)], p)", "age(a)", "Invalid bounded variable"},
		{"x // 2 == 1", "x // 2", "unsupported operand"},
		{"r % 2 == 0", "r % 2", "integer expression expected"},
		{"x in [1, 2]", "in", "structural membership"},
		{"x", "x", "not Boolean"},
		{"And(x, p)", "x", "sort mismatch"},
		{"Not(1)", "1", "True, False or Z3 Boolean expression expected"},
		{"x +", "", "syntax error"},
		{"'abc", "'abc", "unterminated string"},
		{"lambda z: z", "lambda z: z", "lambda expressions are not supported"},
		{"[z for z in xs]", "[z for z in xs]", "comprehensions are not supported"},
		{"x.real > 1", "x.real", "attribute access"},
		{"__import__('os')", "__import__", "undefined name"},
		{"a.__class__", "a.__class__", "dunder"},
		{"r == 1e20", "1e20", "exponent notation"},
		{"-p", "-p", "bad operand type"},
		{"Function('f', x)", "Function('f', x)", "sort objects"},
		{"f + 1.0 == f", "f + 1.0", "rounds toward zero in z3py"},
		{"x == 1 # note", "# note", "comments"},
		{"x == 1\ny == 2", "\n", "newline"},
		{"s < 1", "1", "cannot convert"},
		{"{'a': 1} == x", "{'a': 1}", "dict displays"},
	}
	for _, tc := range cases {
		de := wantError(t, tc.expr, tc.part, tc.msg)
		if de == nil {
			continue
		}
		if !strings.Contains(de.Error(), tc.expr[:min(len(tc.expr), 5)]) {
			t.Errorf("%s: the message %q does not quote the expression", tc.expr, de.Error())
		}
	}
}

func TestDeepNesting(t *testing.T) {
	src := strings.Repeat("(", 10000) + "1" + strings.Repeat(")", 10000)
	if _, err := Parse(src); err == nil || !strings.Contains(err.Error(), "nested too deeply") {
		t.Fatalf("err = %v", err)
	}
	src = strings.Repeat("Not(", 5000) + "True" + strings.Repeat(")", 5000)
	if _, err := CheckBool(src, NewScope(nil)); err == nil {
		t.Fatal("deep Not accepted without a limit")
	}
}

func TestParseStrings(t *testing.T) {
	cases := map[string]string{
		`'a\nb'`:              "a\nb",
		`"it's"`:              "it's",
		`'\u00e9\x41'`:        "éA",
		`'\U0001F600'`:        "😀",
		`r'\n'`:               `\n`,
		`'a' 'b'`:             "ab",
		`'''tri"ple'''`:       `tri"ple`,
		`'\q'`:                `\q`,
		`'日本'`:                "日本",
		`'\101\0'`:            "A\x00",
		"'line\\\ncontinued'": "linecontinued",
	}
	for src, want := range cases {
		n, err := Parse(src)
		if err != nil {
			t.Errorf("%s: %v", src, err)
			continue
		}
		if s, ok := n.(*ast.Constant); !ok || s.Value.Kind != ast.ConstStr || s.Value.Str != want {
			t.Errorf("%s = %#v, want %q", src, n, want)
		}
	}
	for _, src := range []string{`b'x'`, `f'{x}'`} {
		if _, err := CheckBool(src+" == s", testScope()); err == nil {
			t.Errorf("%s accepted", src)
		}
	}
}

func TestParseNumbers(t *testing.T) {
	ints := map[string]int64{"0": 0, "42": 42, "1_000": 1000, "0x1F": 31, "0o17": 15, "0b101": 5, "00": 0}
	for src, want := range ints {
		n, err := Parse(src)
		if err != nil {
			t.Errorf("%s: %v", src, err)
			continue
		}
		if l, ok := n.(*ast.Constant); !ok || l.Value.Kind != ast.ConstInt || l.Value.Int.Int64() != want {
			t.Errorf("%s = %#v, want %d", src, n, want)
		}
	}
	floats := map[string]float64{"1.5": 1.5, ".5": 0.5, "5.": 5, "1e3": 1000, "1_0.5e-1": 1.05}
	for src, want := range floats {
		n, err := Parse(src)
		if err != nil {
			t.Errorf("%s: %v", src, err)
			continue
		}
		if l, ok := n.(*ast.Constant); !ok || l.Value.Kind != ast.ConstFloat || l.Value.Float != want {
			t.Errorf("%s = %#v, want %v", src, n, want)
		}
	}
	for _, bad := range []string{"012", "1__0", "1_", "0x", "12abc"} {
		if _, err := Parse(bad); err == nil {
			t.Errorf("%s parsed", bad)
		}
	}
}

func evalIn(t *testing.T, expr string, env Env) any {
	t.Helper()
	term, err := Check(expr, testScope())
	if err != nil {
		t.Fatalf("%s: %v", expr, err)
	}
	v, err := Eval(term, env)
	if err != nil {
		t.Fatalf("%s: %v", expr, err)
	}
	return v
}

func TestEval(t *testing.T) {
	env := Env{Consts: map[string]any{
		"x": big.NewInt(-7), "y": big.NewInt(2), "s": "héllo", "b": big.NewInt(200),
		"f": math.Inf(1), "p": true, "q": false, "r": big.NewRat(1, 3),
		"xs":  []any{big.NewInt(4), big.NewInt(5)},
		"col": EnumValue{"Color", "green"},
	}}
	cases := []struct {
		expr string
		want any
		why  string
	}{
		{"x / y", big.NewInt(-4), "SMT div is Euclidean: -7 = 2*(-4) + 1"},
		{"x % y", big.NewInt(1), "SMT mod is never negative"},
		{"x / -2", big.NewInt(4), "-7 = -2*4 + 1"},
		{"Length(s)", big.NewInt(5), "code points, not bytes"},
		{"SubString(s, 1, 3)", "éll", ""},
		{"SubString(s, 3, 10)", "lo", "clipped at the end"},
		{"SubString(s, 9, 1)", "", "out of range gives empty"},
		{"At(s, 1)", "é", ""},
		{"IndexOf(s, 'l')", big.NewInt(2), ""},
		{"IndexOf(s, 'l', 3)", big.NewInt(3), ""},
		{"IndexOf(s, 'z')", big.NewInt(-1), ""},
		{"IndexOf(s, '', 9)", big.NewInt(-1), "offset beyond the length"},
		{"Replace(s, 'l', 'L')", "héLlo", "first occurrence only"},
		{"StrToInt('012')", big.NewInt(12), ""},
		{"StrToInt('-1')", big.NewInt(-1), "not a digit string"},
		{"IntToStr(x)", "", "negative numbers give the empty string"},
		{"PrefixOf('hé', s)", true, ""},
		{"SuffixOf('lo', s)", true, ""},
		{"Contains(s, 'x')", false, ""},
		{"s < 'i'", true, "lexicographic by code point"},
		{"b < 0", true, "200 is -56 signed"},
		{"b + 56", big.NewInt(0), "wraps mod 256"},
		{"b / 3", big.NewInt(238), "bvsdiv: -56 / 3 = -18 = 238"},
		{"b % 3", big.NewInt(1), "bvsmod: -56 mod 3 = 1 (sign of the divisor)"},
		{"fpIsNaN(fpSub(RNE(), f, f))", true, "inf - inf is NaN"},
		{"fpSub(RNE(), f, f) == fpSub(RNE(), f, f)", true, "SMT = on floats: NaN equals NaN"},
		{"fpEQ(fpSub(RNE(), f, f), fpSub(RNE(), f, f))", false, "IEEE equality: NaN is not NaN"},
		{"fpEQ(fpNeg(FPVal(0.0)), FPVal(0.0))", true, "-0.0 == 0.0 in IEEE"},
		{"fpNeg(FPVal(0.0)) == FPVal(0.0)", false, "but they differ structurally"},
		{"fpAdd(RNE(), FPVal(0.1), 0.2)", 0.30000000000000004, "RNE double arithmetic"},
		{"If(p, x, y)", big.NewInt(-7), ""},
		{"And(p, q)", false, ""},
		{"Implies(q, x > 100)", true, ""},
		{"r * 3 == 1", true, ""},
		{"ToInt(ToReal(x) / 2)", big.NewInt(-4), "to_int is floor"},
		{"Sum(x, y, 1)", big.NewInt(-4), ""},
		{"Distinct(x, y, -7)", false, ""},
		{"AtMost(p, q, True, 1)", false, ""},
		{"AtLeast(p, q, True, 2)", true, ""},
		{"xs[1]", big.NewInt(5), ""},
		{"Length(Concat(xs, Unit(IntVal(1))))", big.NewInt(3), ""},
		{"col == green", true, ""},
		{"ForAll([col], Or(col == red, col == green))", true, "enumerations are finite: the quantifier is decided"},
		{"Exists([p], And(p, q))", false, ""},
	}
	for _, tc := range cases {
		got := evalIn(t, tc.expr, env)
		if !valEqual(got, tc.want) {
			t.Errorf("%s = %v, want %v (%s)", tc.expr, got, tc.want, tc.why)
		}
	}
	// Unspecified values are errors, never guesses.
	for _, expr := range []string{"x / 0", "xs[5]", "ForAll([a], likes(a, a))"} {
		term, err := Check(expr, testScope())
		if err != nil {
			t.Fatal(err)
		}
		if _, err := Eval(term, env); err == nil {
			t.Errorf("%s evaluated", expr)
		}
	}
}

func TestPyRepr(t *testing.T) {
	cases := map[string]string{
		"eve@example.com": "'eve@example.com'",
		"it's":            `"it's"`,
		`a"b'c`:           `'a"b\'c'`,
		"tab\t\n":         `'tab\t\n'`,
		"é日":              "'é日'",
		"\x00\x7f":        `'\x00\x7f'`,
		"\u00a0":          `'\xa0'`,
		`back\slash`:      `'back\\slash'`,
	}
	for in, want := range cases {
		if got := PyRepr(in); got != want {
			t.Errorf("PyRepr(%q) = %s, want %s", in, got, want)
		}
	}
	floats := map[float64]string{1.5: "1.5", 3: "3.0", 1e16: "1e+16", 1e-5: "1e-05", 0.0001: "0.0001",
		math.NaN(): "float('nan')", math.Inf(-1): "-float('inf')", 123456789.125: "123456789.125",
		math.Copysign(0, -1): "-0.0", 1e300: "1e+300"}
	pointOne, pointTwo := 0.1, 0.2 // variables: Go constant arithmetic is exact
	floats[pointOne+pointTwo] = "0.30000000000000004"
	for in, want := range floats {
		if got := PyFloatRepr(in); got != want {
			t.Errorf("PyFloatRepr(%v) = %s, want %s", in, got, want)
		}
	}
}

func TestEvalWrongEnvType(t *testing.T) {
	term, err := CheckBool("x > 1", testScope())
	if err != nil {
		t.Fatal(err)
	}
	if _, err := Eval(term, Env{Consts: map[string]any{"x": "not an int"}}); err == nil {
		t.Fatal("ill-typed environment accepted")
	}
}

// TestEvalLookup checks that a constant Consts does not hold is asked
// of Lookup, once per occurrence, with its error passed on.
func TestEvalLookup(t *testing.T) {
	term, err := CheckBool("And(x > 1, y > x)", testScope())
	if err != nil {
		t.Fatal(err)
	}
	var asked []string
	env := Env{Consts: map[string]any{"x": big.NewInt(2)}, Lookup: func(name string) (any, error) {
		asked = append(asked, name)
		if name == "y" {
			return big.NewInt(3), nil
		}
		return nil, errors.New("no " + name)
	}}
	if ok, err := EvalBool(term, env); err != nil || !ok {
		t.Fatalf("EvalBool = %v, %v; want true", ok, err)
	}
	if strings.Join(asked, " ") != "y" {
		t.Errorf("asked for %v, want [y]", asked)
	}
	delete(env.Consts, "x")
	if _, err := EvalBool(term, env); err == nil || err.Error() != "no x" {
		t.Errorf("error %v, want Lookup's \"no x\"", err)
	}
}

// FuzzCheck: no input crashes the scanner, parser or checker, and every
// error is a *dsl.Error whose span lies inside the expression.
func FuzzCheck(f *testing.F) {
	for _, s := range []string{"x + 1 > y", "And(p, Not(q))", "ForAll([a], likes(a, a))", "'é' + s == s",
		"b << 2 == 0x1F", "f / 0.0 == fpNaN()", "[1, 2][0] == x", "x if p else y", "lambda: 1", "(((", "'\\u12",
		"0b102", "s[1:2]", "{1: 2}", "{1, 2}", "not not p", "1 if 2 else 3 == 4", "x.y.z", "1e400 == r"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, src string) {
		_, err := CheckBool(src, testScope())
		if err == nil {
			return
		}
		var de *Error
		if !errors.As(err, &de) {
			t.Fatalf("%q: %T %v", src, err, err)
		}
		if de.Pos < 0 || de.End > len(src) || de.Pos > de.End {
			t.Fatalf("%q: span %d..%d outside the expression", src, de.Pos, de.End)
		}
	})
}
