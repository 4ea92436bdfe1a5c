package solve

import (
	"fmt"
	"testing"

	"clauz3/pkg/dsl"
)

// TestBoundaries checks the values the witness search takes from a
// goal's comparisons: the integers next to where a linear side (through
// definitions) crosses the other, the goal's own comparisons before its
// definitions', none for a side that is not linear, and at most
// witnessEdgeTries per symbol.
func TestBoundaries(t *testing.T) {
	sc := dsl.NewScope(nil)
	for _, name := range []string{"x", "y", "_d1", "_d3"} {
		sc.Define(name, &dsl.Symbol{Kind: dsl.SymConst, Sort: dsl.IntSort()})
	}
	sc.Define("_d2", &dsl.Symbol{Kind: dsl.SymConst, Sort: dsl.BoolSort()})
	term := func(src string) *dsl.Term {
		t.Helper()
		x, err := dsl.Check(src, sc)
		if err != nil {
			t.Fatalf("%s: %v", src, err)
		}
		return x
	}
	defs := map[string]*dsl.Term{
		"_d1": term("x - 5"),
		"_d2": term("x > 1"),
		"_d3": term("(((x - 1) - 1) - 1)"),
	}
	consts := map[string]*dsl.Sort{"x": dsl.IntSort(), "y": dsl.IntSort()}
	for _, c := range []struct{ goal, want string }{
		// 3·(x - 6) - 10 = 0 at x = 28/3: floor 9
		{"(3 * (_d1 - 1)) > 10", "map[x:[9 10 8 11]]"},
		// -x + 5 = 0 at x = 5
		{"(7 - x) >= 2", "map[x:[5 6 4 7]]"},
		// -2·x + 7 = 0 at x = 3.5: floor 3
		{"(7 - (2 * x)) < 0", "map[x:[3 4 2 5]]"},
		// through a chain of definitions: x - 3 - 1 = 0 at x = 4
		{"Not(((_d3 - 1) > 0))", "map[x:[4 5 3 6]]"},
		// the goal's comparison first, then its definition's
		{"And(_d2, (x > 40))", "map[x:[40 41 39 42 1 2 0 3]]"},
		// two symbols (y - x), a product of symbols, a division: none
		{"And((y > x), ((x * y) > 3), ((x / 2) > 3))", "map[]"},
		{"And((y == 1), (x <= -2))", "map[x:[-2 -1 -3 0] y:[1 2 0 3]]"},
		{"And((x > 0), (x > 10), (x > 20), (x > 30), (x > 40), (x > 50))", "map[x:[0 1 -1 2 10 11 9 12 20 21 19 22 30 31 29 32]]"},
	} {
		got := fmt.Sprint(boundaries(term(c.goal), defs, consts))
		if got != c.want {
			t.Errorf("boundaries(%s) = %s, want %s", c.goal, got, c.want)
		}
	}
}
