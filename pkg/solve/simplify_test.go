package solve

import (
	"testing"

	"clauz3/pkg/dsl"
)

// TestSimplifyImpliesConjunct checks that an implication whose
// conclusion is, term for term, a conjunct of its premise simplifies to
// True (a fact's condition implies what the program tested), and that
// one whose conclusion differs in any node, a float's sign included, is
// left to the solver.
func TestSimplifyImpliesConjunct(t *testing.T) {
	sc := dsl.NewScope(nil)
	sc.Define("i", &dsl.Symbol{Kind: dsl.SymConst, Sort: dsl.IntSort()})
	sc.Define("n", &dsl.Symbol{Kind: dsl.SymConst, Sort: dsl.IntSort()})
	sc.Define("s", &dsl.Symbol{Kind: dsl.SymConst, Sort: dsl.StringSort()})
	sc.Define("x", &dsl.Symbol{Kind: dsl.SymConst, Sort: dsl.Float64Sort()})
	for _, c := range []struct {
		src  string
		true bool
	}{
		{`Implies(And(And(0 <= i, i < n), And(n >= 18, SuffixOf("@example.com", s))), SuffixOf("@example.com", s))`, true},
		{`Implies(And(0 <= i, i < n, n >= 18), And(i < n, 0 <= i))`, true},
		{`Implies(And(0 <= i, i < n), i <= n)`, false},
		{`Implies(And(0 <= i, SuffixOf("@example.com", s)), SuffixOf("@example.org", s))`, false},
		{`Implies(And(0 <= i, fpLT(x, FPVal(0.0, Float64()))), fpLT(x, FPVal(-0.0, Float64())))`, false},
		{`Implies(Or(0 <= i, i < n), 0 <= i)`, false},
	} {
		x, err := dsl.CheckBool(c.src, sc)
		if err != nil {
			t.Fatalf("%s: %v", c.src, err)
		}
		got := newSimplifier(nil).simplify(x)
		if got.IsBool(true) != c.true {
			t.Errorf("%s simplified to %s", c.src, got)
		}
	}
}
