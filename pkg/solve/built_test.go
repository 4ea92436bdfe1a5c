package solve

import (
	"context"
	"errors"
	"strings"
	"testing"

	"clauz3/pkg/diag"
	"clauz3/pkg/dsl"
	"clauz3/pkg/ir"
)

// builtDoc is the only_bob shape with the terms lower would hand over:
// the texts say what the terms say, except where a test changes one.
func builtDoc(pred *dsl.Term) *ir.DSL {
	addr := dsl.Const("addr", dsl.StringSort())
	f := emailFact("f1", "addr", `"hi"`, "True")
	f.CondTerm = dsl.MkBool(true)
	f.Fields[0].Term = addr
	f.Fields[1].Term = dsl.MkStr("hi")
	g := guarantee("o1", ir.Relation{Op: ir.RelAll, View: &ir.View{Name: "email"}, Row: "e",
		Pred: `(e.addr == "bob@example.com")`, PredTerm: pred})
	return emailDoc([]ir.Fact{f}, g)
}

func TestBuiltTermsAreUsed(t *testing.T) {
	t.Setenv("CLAUZ3_CHECK_TERMS", "") // make test turns the check on
	row := dsl.RowField("e", "addr", dsl.StringSort())
	good := dsl.App(dsl.OpEq, dsl.BoolSort(), nil, row, dsl.MkStr("bob@example.com"))
	res, err := Solve(context.Background(), builtDoc(good), Options{})
	if err != nil {
		t.Fatal(err)
	}
	if got := res.Obligations[0].Status; got != ir.StatusRefuted {
		t.Fatalf("status %s, want refuted (addr is free)", got)
	}
	// The term, not the text, is decided: a term saying the opposite of
	// the text gives the opposite verdict when nothing checks them...
	always := dsl.App(dsl.OpEq, dsl.BoolSort(), nil, row, row)
	res, err = Solve(context.Background(), builtDoc(always), Options{})
	if err != nil {
		t.Fatal(err)
	}
	if got := res.Obligations[0].Status; got != ir.StatusProved {
		t.Fatalf("status %s, want proved: solve parsed the text instead of taking the term", got)
	}
	// ...and CheckBuilt (on in make test) refuses the disagreement as a
	// bug of lower.
	checkICE(t, "is written", func() {
		Solve(context.Background(), builtDoc(always), Options{CheckBuilt: true})
	})
}

func TestBuiltTermUndeclaredNameIsICE(t *testing.T) {
	t.Setenv("CLAUZ3_CHECK_TERMS", "")
	bad := dsl.App(dsl.OpEq, dsl.BoolSort(), nil, dsl.RowField("e", "addr", dsl.StringSort()), dsl.Const("nobody", dsl.StringSort()))
	checkICE(t, "nobody is not declared", func() {
		Solve(context.Background(), builtDoc(bad), Options{})
	})
}

func checkICE(t *testing.T, want string, f func()) {
	t.Helper()
	defer func() {
		r := recover()
		err, _ := r.(error)
		var ice *diag.ICEError
		if !errors.As(err, &ice) || !strings.Contains(ice.Msg, want) {
			t.Errorf("recovered %v, want an internal error containing %q", r, want)
		}
	}()
	f()
}
