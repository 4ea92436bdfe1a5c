package solve

import (
	"context"
	"flag"
	"fmt"
	"math"
	"math/big"
	"math/rand"
	"strings"
	"testing"
	"time"

	"clauz3/pkg/dsl"
	"clauz3/pkg/ir"
	"clauz3/pkg/z3"
)

var (
	splitN    = flag.Int("split-random", 1000, "number of random conjunctions in TestSplitRandom")
	splitSeed = flag.Int64("split-seed", 1, "seed of TestSplitRandom")
)

// TestSplitAgreesWithZ3 asks, of every obligation of every lowered
// example, whether the case analysis proves it, and of every base
// whether the witness search satisfies it, and compares with Z3 deciding
// everything itself (noGround): a goal the case analysis proves is never
// refuted by Z3, and proved unless the obligation is unknown for a reason
// of the document (vacuous assumptions, an unsupported part); a base the
// witness satisfies is never found contradictory.
func TestSplitAgreesWithZ3(t *testing.T) {
	names, docs, _ := goldenDocs(t)
	split, witnessed, goals := 0, 0, 0
	for k, doc := range docs {
		withZ3, err := Solve(context.Background(), doc, Options{noGround: true})
		if err != nil {
			t.Fatalf("%s: %v", names[k], err)
		}
		p := newProgram(doc, Options{}, nil)
		if p.decideGround(&ir.Result{}); len(p.kb) != len(doc.KnowledgeBase) || len(p.assumps) != len(doc.Assumptions) {
			continue // a term the evaluator cannot read: Z3 decides
		}
		facts, err := p.checkFacts()
		if err != nil {
			t.Fatal(err)
		}
		obls, err := p.checkObligations(facts)
		if err != nil {
			t.Fatal(err)
		}
		vacuous := false // Z3 finds the base contradictory
		for i, or := range withZ3.Obligations {
			if strings.HasPrefix(or.Reason, "vacuous") || obls[i].o.Kind == ir.KindConsistency && or.Status == ir.StatusRefuted {
				vacuous = true
			}
		}
		if p.baseWitnessed() {
			witnessed++
			if vacuous {
				t.Errorf("%s: the witness search satisfies the base, Z3 finds it contradictory", names[k])
			}
		}
		if vacuous {
			continue // every goal is valid: Solve reports the base instead
		}
		for i, ob := range obls {
			if ob.goal == nil || ob.status != "" {
				continue
			}
			goals++
			if !p.splitProves(i, ob.goal) {
				continue
			}
			split++
			or := withZ3.Obligations[i]
			switch {
			case or.Status == ir.StatusRefuted:
				t.Errorf("%s: obligation %s: the case analysis proves it, Z3 refutes it", names[k], or.ID)
			case or.Status != ir.StatusProved && or.Reason == "":
				t.Errorf("%s: obligation %s: the case analysis proves it, Z3 says %s", names[k], or.ID, or.Status)
			}
		}
	}
	t.Logf("%d documents, %d goals: %d proved by case analysis; %d bases witnessed", len(docs), goals, split, witnessed)
	if split == 0 || witnessed == 0 {
		t.Error("the examples exercise no case analysis or witness")
	}
}

// TestSplitRandom checks both procedures against Z3 on random
// conjunctions over strings (symbols, a function's value, definitions,
// concatenations, If), integers (symbols, lengths, sums, differences, negations) and Bools, built
// from the atoms the theory facts of split.go read: every conjunction
// the case analysis calls unsatisfiable must be unsat for Z3, every one
// the witness search satisfies sat. (A check Z3 does not decide in 300 ms
// is compared with nothing.)
func TestSplitRandom(t *testing.T) {
	z := z3.NewContext()
	defer z.Close()
	r := rand.New(rand.NewSource(*splitSeed))
	g := &splitGen{r: r}
	x, y := dsl.Const("x", dsl.StringSort()), dsl.Const("y", dsl.StringSort())
	n, m := dsl.Const("n", dsl.IntSort()), dsl.Const("m", dsl.IntSort())
	b, c := dsl.Const("b", dsl.BoolSort()), dsl.Const("c", dsl.BoolSort())
	fi := &dsl.Term{Op: dsl.OpApp, Name: "f", Sort: dsl.StringSort(), Args: []*dsl.Term{n}}
	d1, d2 := dsl.Const("_d1", dsl.StringSort()), dsl.Const("_d2", dsl.StringSort())
	d3 := dsl.Const("_d3", dsl.StringSort())
	defs := map[string]*dsl.Term{
		"_d1": {Op: dsl.OpIte, Sort: dsl.StringSort(), Args: []*dsl.Term{b, dsl.MkStr("a@e.com"), dsl.MkStr("b@x.org")}},
		"_d2": {Op: dsl.OpConcat, Sort: dsl.StringSort(), Args: []*dsl.Term{x, dsl.MkStr("@e.com")}},
		// a stripped input behind a definition (stripFacts, eqSubjects)
		"_d3": {Op: dsl.OpPyStrip, Sort: dsl.StringSort(), Args: []*dsl.Term{y, dsl.MkStr(" \t")}},
	}
	order := []string{"_d1", "_d2", "_d3"}
	g.strs = []*dsl.Term{x, y, fi, d1, d2, d3}
	g.ints = []*dsl.Term{n, m}
	g.bools = []*dsl.Term{b, c}
	g.floats = []*dsl.Term{dsl.Const("u", dsl.Float64Sort()), dsl.Const("v", dsl.Float64Sort())}
	unsat, sat := 0, 0
	for it := 0; it < *splitN; it++ {
		var fs []*dsl.Term
		for k := 1 + r.Intn(4); k > 0; k-- {
			fs = append(fs, g.boolean(2))
		}
		p := newProgram(&ir.DSL{}, Options{}, z)
		s, err := z.NewSolver(true)
		if err != nil {
			t.Fatal(err)
		}
		s.SetParams(z3.Params{TimeoutMS: 300})
		for _, name := range order {
			s.Assert(p.tr(dsl.Eq(dsl.Const(name, dsl.StringSort()), defs[name])))
		}
		for _, f := range fs {
			s.Assert(p.tr(f))
		}
		for _, b := range p.side { // strip's definitions
			s.Assert(b)
		}
		res, err := s.Check(context.Background())
		if err != nil {
			t.Fatal(err)
		}
		conj := dsl.And(fs...)
		work := 0
		if splitUnsat(fs, defs, &work, newInterner()) {
			unsat++
			if res == z3.Sat {
				t.Errorf("the case analysis calls %s unsatisfiable; Z3 finds a model", conj)
			}
		}
		withDefs := append([]*dsl.Term{}, fs...)
		for _, name := range order {
			withDefs = append(withDefs, dsl.Eq(dsl.Const(name, dsl.StringSort()), defs[name]))
		}
		if witness(withDefs, defs, order, new(int)) {
			sat++
			if res == z3.Unsat {
				t.Errorf("the witness search satisfies %s; Z3 says unsat", conj)
			}
		}
		z.Release()
	}
	t.Logf("%d conjunctions: %d shown unsatisfiable, %d satisfied by a witness", *splitN, unsat, sat)
	if unsat < *splitN/20 || sat < *splitN/20 {
		t.Errorf("the generator exercises too little: %d unsat, %d sat of %d", unsat, sat, *splitN)
	}
}

// splitGen generates the terms of TestSplitRandom.
type splitGen struct {
	r                         *rand.Rand
	strs, ints, bools, floats []*dsl.Term
}

// splitFloats are the float literals of TestSplitRandom: neighbours, both
// zeros, the infinities and NaN (which the bounds facts do not read).
var splitFloats = []float64{0, math.Copysign(0, -1), 0.5, 1.5, -2, 1, math.Nextafter(1, 2), math.Inf(1), math.Inf(-1), math.NaN()}

func (g *splitGen) float(depth int) *dsl.Term {
	switch k := g.r.Intn(6); {
	case k == 0:
		return dsl.Lit(splitFloats[g.r.Intn(len(splitFloats))], dsl.Float64Sort())
	case k == 1 && depth > 0:
		op := []dsl.Op{dsl.OpFPNeg, dsl.OpFPAbs}[g.r.Intn(2)]
		return &dsl.Term{Op: op, Sort: dsl.Float64Sort(), Args: []*dsl.Term{g.float(depth - 1)}}
	case k == 2 && depth > 0:
		return &dsl.Term{Op: dsl.OpIte, Sort: dsl.Float64Sort(), Args: []*dsl.Term{g.boolean(depth - 1), g.float(depth - 1), g.float(depth - 1)}}
	}
	return g.floats[g.r.Intn(len(g.floats))]
}

var splitLits = []string{"", "a", "@", "@e.com", "a@e.com", "b@x.org", "e.", "x", "é@", " a@e.com", "x@", "aAb", "Ka", "\u212a"}

func (g *splitGen) lit() *dsl.Term { return dsl.MkStr(splitLits[g.r.Intn(len(splitLits))]) }

func (g *splitGen) str(depth int) *dsl.Term {
	switch k := g.r.Intn(8); {
	case k == 0:
		return g.lit()
	case k == 1 && depth > 0:
		return &dsl.Term{Op: dsl.OpConcat, Sort: dsl.StringSort(), Args: []*dsl.Term{g.str(depth - 1), g.lit()}}
	case k == 2 && depth > 0:
		return &dsl.Term{Op: dsl.OpIte, Sort: dsl.StringSort(), Args: []*dsl.Term{g.boolean(depth - 1), g.str(depth - 1), g.str(depth - 1)}}
	case k == 4 && depth > 0:
		op := []dsl.Op{dsl.OpPyStrip, dsl.OpPyLStrip, dsl.OpPyRStrip}[g.r.Intn(3)]
		chars := []string{" ", "x@", "é", " \t", "aA", "kK"}[g.r.Intn(6)]
		return &dsl.Term{Op: op, Sort: dsl.StringSort(), Args: []*dsl.Term{g.str(depth - 1), dsl.MkStr(chars)}}
	case k == 3 && depth > 0:
		return &dsl.Term{Op: dsl.OpConcat, Sort: dsl.StringSort(), Args: []*dsl.Term{g.lit(), g.str(depth - 1), g.str(depth - 1)}}
	}
	return g.strs[g.r.Intn(len(g.strs))]
}

func (g *splitGen) integer(depth int) *dsl.Term {
	switch k := g.r.Intn(7); {
	case k == 0:
		return dsl.Lit(big.NewInt(int64(g.r.Intn(9)-2)), dsl.IntSort())
	case k == 3 && depth > 0:
		args := []*dsl.Term{g.integer(depth - 1), g.integer(depth - 1)}
		if g.r.Intn(3) == 0 {
			args = append(args, g.integer(depth-1))
		}
		return &dsl.Term{Op: dsl.OpSub, Sort: dsl.IntSort(), Args: args}
	case k == 4 && depth > 0:
		return &dsl.Term{Op: dsl.OpNeg, Sort: dsl.IntSort(), Args: []*dsl.Term{g.integer(depth - 1)}}
	case k == 1:
		return &dsl.Term{Op: dsl.OpLength, Sort: dsl.IntSort(), Args: []*dsl.Term{g.str(depth)}}
	case k == 2 && depth > 0:
		return &dsl.Term{Op: dsl.OpAdd, Sort: dsl.IntSort(), Args: []*dsl.Term{g.integer(depth - 1), g.integer(depth - 1)}}
	}
	return g.ints[g.r.Intn(len(g.ints))]
}

func (g *splitGen) boolean(depth int) *dsl.Term {
	bt := dsl.BoolSort()
	k := g.r.Intn(14)
	if depth <= 0 && k < 4 {
		k += 4
	}
	switch k {
	case 0:
		return dsl.Not(g.boolean(depth - 1))
	case 1:
		return dsl.And(g.boolean(depth-1), g.boolean(depth-1))
	case 2:
		return &dsl.Term{Op: dsl.OpOr, Sort: bt, Args: []*dsl.Term{g.boolean(depth - 1), g.boolean(depth - 1)}}
	case 3:
		return &dsl.Term{Op: dsl.OpImplies, Sort: bt, Args: []*dsl.Term{g.boolean(depth - 1), g.boolean(depth - 1)}}
	case 4:
		return &dsl.Term{Op: dsl.OpContains, Sort: bt, Args: []*dsl.Term{g.str(depth), g.lit()}}
	case 5:
		return &dsl.Term{Op: dsl.OpPrefixOf, Sort: bt, Args: []*dsl.Term{g.lit(), g.str(depth)}}
	case 6:
		return &dsl.Term{Op: dsl.OpSuffixOf, Sort: bt, Args: []*dsl.Term{g.lit(), g.str(depth)}}
	case 7:
		return dsl.Eq(g.str(depth), g.str(depth))
	case 8:
		op := []dsl.Op{dsl.OpLt, dsl.OpLe, dsl.OpGt, dsl.OpGe, dsl.OpEq}[g.r.Intn(5)]
		return &dsl.Term{Op: op, Sort: bt, Args: []*dsl.Term{g.integer(depth), g.integer(depth)}}
	case 9:
		return &dsl.Term{Op: dsl.OpContains, Sort: bt, Args: []*dsl.Term{g.str(depth), g.str(depth)}}
	case 10:
		// an integer term against a literal: the bounds facts, through
		// sums, differences and negations (shifted)
		op := []dsl.Op{dsl.OpLt, dsl.OpLe, dsl.OpGt, dsl.OpGe}[g.r.Intn(4)]
		l := dsl.Lit(big.NewInt(int64(g.r.Intn(9)-3)), dsl.IntSort())
		return &dsl.Term{Op: op, Sort: bt, Args: []*dsl.Term{g.integer(max(depth, 1)), l}}
	case 11, 12:
		// floats compared (with a literal, mostly): the bounds facts of
		// floats, false for NaN
		op := []dsl.Op{dsl.OpFPLt, dsl.OpFPLe, dsl.OpFPGt, dsl.OpFPGe, dsl.OpFPEq}[g.r.Intn(5)]
		x, y := g.float(depth), dsl.Lit(splitFloats[g.r.Intn(len(splitFloats))], dsl.Float64Sort())
		if k == 12 {
			y = g.float(depth)
		}
		if g.r.Intn(2) == 0 {
			x, y = y, x
		}
		return &dsl.Term{Op: op, Sort: bt, Args: []*dsl.Term{x, y}}
	}
	return g.bools[g.r.Intn(len(g.bools))]
}

// TestSplitResolvesIf checks that an atom whose argument is an If the
// branch decides is judged as the branch taken: If(n < 0, 0, n) >= 0 is
// valid (on the branch n < 0 false it is n >= 0, which crosses n < 0),
// also through a definition, and If(n < 0, 0, n) >= 1 is not shown
// valid (n = 0 breaks it).
func TestSplitResolvesIf(t *testing.T) {
	sc := dsl.NewScope(nil)
	sc.Define("n", &dsl.Symbol{Kind: dsl.SymConst, Sort: dsl.IntSort()})
	sc.Define("_d1", &dsl.Symbol{Kind: dsl.SymConst, Sort: dsl.IntSort()})
	term := func(src string) *dsl.Term {
		t.Helper()
		x, err := dsl.CheckBool(src, sc)
		if err != nil {
			t.Fatalf("%s: %v", src, err)
		}
		return x
	}
	ite, err := dsl.Check("If(n < 0, 0, n)", sc)
	if err != nil {
		t.Fatal(err)
	}
	defs := map[string]*dsl.Term{"_d1": ite}
	for _, c := range []struct {
		negGoal string
		unsat   bool
	}{
		{"Not(If(n < 0, 0, n) >= 0)", true},
		{"Not(_d1 >= 0)", true},
		{"Not(If(n < 0, 0, n) >= 1)", false},
	} {
		work := 0
		if got := splitUnsat([]*dsl.Term{term(c.negGoal)}, defs, &work, newInterner()); got != c.unsat {
			t.Errorf("splitUnsat(%s) = %v, want %v", c.negGoal, got, c.unsat)
		}
	}
}

// TestSplitShifted checks the bounds facts read through sums,
// differences and negations with literals (shifted): each conjunction
// is called unsatisfiable exactly when it is.
func TestSplitShifted(t *testing.T) {
	sc := dsl.NewScope(nil)
	sc.Define("n", &dsl.Symbol{Kind: dsl.SymConst, Sort: dsl.IntSort()})
	sc.Define("x", &dsl.Symbol{Kind: dsl.SymConst, Sort: dsl.RealSort()})
	for _, c := range []struct {
		conj  []string
		unsat bool
	}{
		{[]string{"n - 0 > 100", "n <= 100"}, true},
		{[]string{"n - 0 > 99", "n <= 100"}, false},
		{[]string{"-n <= -3", "n < 0"}, true},
		{[]string{"-n <= 3", "n < 0"}, false}, // n = -1
		{[]string{"5 - n > 7", "n >= -1"}, true},
		{[]string{"5 - n > 7", "n >= -3"}, false}, // n = -3
		{[]string{"n - 2 - 3 <= 0", "n > 5"}, true},
		{[]string{"n - 2 - 3 <= 0", "n > 4"}, false}, // n = 5
		{[]string{"1 + (n - 0) < 1", "n >= 0"}, true},
		{[]string{"-(n + 2) >= 0", "n > -2"}, true},
		{[]string{"-(n + 2) >= 0", "n > -3"}, false}, // n = -2
		{[]string{"x + 0.5 > 1.0", "x <= 0.5"}, true},
		{[]string{"x + 0.5 > 1.0", "x < 0.75"}, false}, // x = 0.6
		{[]string{"n + n > 3", "n <= 0"}, true},        // not a shift, but intervals: n + n <= 0
		{[]string{"n + n > 3", "n <= 2"}, false},       // n = 2
	} {
		var fs []*dsl.Term
		for _, src := range c.conj {
			x, err := dsl.CheckBool(src, sc)
			if err != nil {
				t.Fatalf("%s: %v", src, err)
			}
			fs = append(fs, x)
		}
		if got := splitUnsat(fs, nil, new(int), newInterner()); got != c.unsat {
			t.Errorf("%v: unsatisfiable %v, want %v", c.conj, got, c.unsat)
		}
	}
}

// TestSplitIntervals checks comparisons of two terms decided by their
// intervals (interval.go): a sum of two bounded trusted results against
// a limit, through differences, products with literals and If terms.
func TestSplitIntervals(t *testing.T) {
	sc := dsl.NewScope(nil)
	for _, name := range []string{"a", "b", "n"} {
		sc.Define(name, &dsl.Symbol{Kind: dsl.SymConst, Sort: dsl.IntSort()})
	}
	sc.Define("x", &dsl.Symbol{Kind: dsl.SymConst, Sort: dsl.RealSort()})
	sc.Define("c", &dsl.Symbol{Kind: dsl.SymConst, Sort: dsl.BoolSort()})
	for _, c := range []struct {
		conj  []string
		unsat bool
	}{
		{[]string{"a >= 0", "b >= 0", "a <= 7000", "b <= 7000", "a + b > 14000"}, true},
		{[]string{"a >= 0", "b >= 0", "a <= 7000", "b <= 7001", "a + b > 14000"}, false}, // b = 7001
		{[]string{"a <= 7000", "b <= 7000", "a + b > 14000"}, true},
		{[]string{"a <= 7000", "b <= 7000", "a + b >= 14000"}, false}, // both 7000
		{[]string{"a <= 7000", "b < 7000", "a + b >= 14000"}, true},
		{[]string{"a <= 10", "b >= 3", "a - b > 7"}, true},
		{[]string{"a <= 10", "b >= 3", "a - b >= 7"}, false}, // 10 - 3
		{[]string{"a >= 2", "3 * a < 6"}, true},
		{[]string{"a >= 2", "-2 * a > -4"}, true},
		{[]string{"a >= 2", "-2 * a >= -4"}, false},
		{[]string{"a >= 0", "a <= 5", "If(c, a, 5) > 5"}, true},
		{[]string{"a >= 0", "a <= 5", "If(c, a, 6) > 5"}, false}, // c false
		{[]string{"a >= 0", "b >= 1", "a + b == 0"}, true},
		{[]string{"a >= 0", "b >= 0", "a + b == 0"}, false},
		{[]string{"a > 3", "a < 1"}, true},
		{[]string{"x >= 0.5", "x + x < 1.0"}, true},
		{[]string{"x >= 0.5", "x + x <= 1.0"}, false}, // x = 0.5
		{[]string{"n * n < 0"}, false},                // a product of two symbols: no interval
	} {
		var fs []*dsl.Term
		for _, src := range c.conj {
			x, err := dsl.CheckBool(src, sc)
			if err != nil {
				t.Fatalf("%s: %v", src, err)
			}
			fs = append(fs, x)
		}
		if got := splitUnsat(fs, nil, new(int), newInterner()); got != c.unsat {
			t.Errorf("%v: unsatisfiable %v, want %v", c.conj, got, c.unsat)
		}
	}
}

// TestSplitFloatBounds checks the bounds facts of floats: a comparison
// assigned true bounds the float (and shows it is not NaN), one assigned
// false bounds nothing (the float may be NaN) but refutes the
// comparisons that would imply it.
func TestSplitFloatBounds(t *testing.T) {
	sc := dsl.NewScope(nil)
	sc.Define("x", &dsl.Symbol{Kind: dsl.SymConst, Sort: dsl.Float64Sort()})
	sc.Define("y", &dsl.Symbol{Kind: dsl.SymConst, Sort: dsl.Float64Sort()})
	f := func(v string) string { return "FPVal(" + v + ", Float64())" }
	for _, c := range []struct {
		conj  []string
		unsat bool
	}{
		{[]string{"fpGT(x, " + f("1.5") + ")", "fpLT(x, " + f("0.5") + ")"}, true},
		{[]string{"fpLT(" + f("1.5") + ", x)", "fpLT(x, " + f("0.5") + ")"}, true},
		{[]string{"fpGEQ(x, " + f("1.0") + ")", "fpLEQ(x, " + f("1.0") + ")"}, false}, // x = 1
		{[]string{"fpGT(x, " + f("1.0") + ")", "fpLEQ(x, " + f("1.0") + ")"}, true},
		// NaN: neither x < 1 nor x >= 1
		{[]string{"Not(fpLT(x, " + f("1.0") + "))", "Not(fpGEQ(x, " + f("1.0") + "))"}, false},
		{[]string{"Not(fpLEQ(x, " + f("1.0") + "))", "Not(fpGT(x, " + f("5.0") + "))"}, false},
		// x < 0.5 would make x <= 1 true
		{[]string{"Not(fpLEQ(x, " + f("1.0") + "))", "fpLT(x, " + f("0.5") + ")"}, true},
		{[]string{"Not(fpLT(x, " + f("0.5") + "))", "fpLT(x, " + f("0.2") + ")"}, true},
		{[]string{"Not(fpLT(x, " + f("0.5") + "))", "fpGT(x, " + f("0.2") + ")"}, false}, // x = 0.6
		// -0.0 and 0.0 are equal as floats
		{[]string{"fpGT(x, " + f("0.0") + ")", "fpLEQ(x, " + f("-0.0") + ")"}, true},
		{[]string{"fpGEQ(x, " + f("0.0") + ")", "fpLEQ(x, " + f("-0.0") + ")"}, false},
		// a bound of another float says nothing of x
		{[]string{"fpGT(x, " + f("1.5") + ")", "fpLT(y, " + f("0.5") + ")"}, false},
	} {
		var fs []*dsl.Term
		for _, src := range c.conj {
			x, err := dsl.CheckBool(src, sc)
			if err != nil {
				t.Fatalf("%s: %v", src, err)
			}
			fs = append(fs, x)
		}
		if got := splitUnsat(fs, nil, new(int), newInterner()); got != c.unsat {
			t.Errorf("%v: unsatisfiable %v, want %v", c.conj, got, c.unsat)
		}
	}
}

// TestWitnessSearch checks the stages of the witness search that find
// values no single change finds: two results raised together, as the
// gaps of the false comparisons lead (a sum over a limit), two rows of a
// query (two symbols changed at once), and the shrinking of a witness
// to small integers (2 rows, not the literal 100).
func TestWitnessSearch(t *testing.T) {
	sc := dsl.NewScope(nil)
	for _, name := range []string{"a", "b", "c", "x", "y", "len", "i", "j"} {
		sc.Define(name, &dsl.Symbol{Kind: dsl.SymConst, Sort: dsl.IntSort()})
	}
	for _, c := range []struct {
		conj []string
		want map[string]int64 // values the witness must give
	}{
		{[]string{"a >= 0", "b >= 0",
			"If(And(a > 0, a <= 10000), a, 0) + If(And(b > 0, b <= 10000), b, 0) > 15000"}, nil},
		// three raised in turn: more than a pair at once (the gaps)
		{[]string{"a <= 10000", "b <= 10000", "c <= 10000", "a + b + c > 25000"}, nil},
		// no single change helps (x = 5 breaks x == y as much as it
		// mends x >= 5): a pair
		{[]string{"x == y", "x >= 5"}, map[string]int64{"x": 5, "y": 5}},
		{[]string{"len >= 0", "len <= 100", "i >= 0", "i < len", "j >= 0", "j < len", "i != j"},
			map[string]int64{"len": 2}},
	} {
		var fs []*dsl.Term
		for _, src := range c.conj {
			x, err := dsl.CheckBool(src, sc)
			if err != nil {
				t.Fatalf("%s: %v", src, err)
			}
			fs = append(fs, x)
		}
		vals, ok := witnessValues(fs[:len(fs)-1], fs[len(fs)-1], nil, nil, true, true, nil, new(int))
		if !ok {
			t.Errorf("%v: no witness found", c.conj)
			continue
		}
		if !evalHolds(fs, nil, nil, vals, nil) {
			t.Errorf("%v: the witness %v does not hold", c.conj, vals)
		}
		for name, want := range c.want {
			if v, ok := vals[name].(*big.Int); !ok || v.Int64() != want {
				t.Errorf("%v: %s = %v, want %d", c.conj, name, vals[name], want)
			}
		}
	}
}

// TestWitnessRepairs checks that the witness search finds two rows of a
// query (i < j, both below its length) by repairs, a change that makes a
// false part true with a change to a symbol of a part it breaks, within
// little work, quick or deep; and that a deep search given the state a
// quick one left resumes it (less work, a witness still found).
func TestWitnessRepairs(t *testing.T) {
	sc := dsl.NewScope(nil)
	for _, name := range []string{"len", "i", "j", "b"} {
		sc.Define(name, &dsl.Symbol{Kind: dsl.SymConst, Sort: dsl.IntSort()})
	}
	var fs []*dsl.Term
	for _, src := range []string{"len >= 0", "len <= 50", "i >= 0", "i < len", "j >= 0", "j < len", "b > 0", "b <= 10000", "i < j"} {
		x, err := dsl.CheckBool(src, sc)
		if err != nil {
			t.Fatalf("%s: %v", src, err)
		}
		fs = append(fs, x)
	}
	base, goal := fs[:len(fs)-1], fs[len(fs)-1]
	fresh := new(int)
	vals, ok := witnessValues(base, goal, nil, nil, true, true, nil, fresh)
	if !ok || !evalHolds(fs, nil, nil, vals, nil) {
		t.Fatalf("no witness (%v)", vals)
	}
	const bound = 4000 // 2,376 (3,591 before hot symbols came first); without repairs no witness in 13,608
	if *fresh > bound {
		t.Errorf("the deep search took %d nodes of work, want at most %d", *fresh, bound)
	}
	// A quick search finds the second row as well (a few repairs), but
	// not three results raised in turn (the gaps): a deep search resumes
	// it.
	if _, ok := witnessValues(base, goal, nil, nil, true, false, &searchState{}, new(int)); !ok {
		t.Errorf("the quick search found no second row")
	}
	sc.Define("c", &dsl.Symbol{Kind: dsl.SymConst, Sort: dsl.IntSort()})
	fs = nil
	for _, src := range []string{"len <= 10000", "b <= 10000", "c <= 10000", "len + b + c > 25000"} {
		x, err := dsl.CheckBool(src, sc)
		if err != nil {
			t.Fatalf("%s: %v", src, err)
		}
		fs = append(fs, x)
	}
	base, goal = fs[:len(fs)-1], fs[len(fs)-1]
	fresh = new(int)
	if _, ok := witnessValues(base, goal, nil, nil, true, true, nil, fresh); !ok {
		t.Fatalf("no witness for %v", fs)
	}
	st, work := &searchState{}, new(int)
	if _, ok := witnessValues(base, goal, nil, nil, true, false, st, work); ok {
		t.Fatalf("the quick search found a witness: the case no longer needs a deep one")
	}
	if !st.tried || st.cur == nil {
		t.Fatalf("the quick search left no state: %+v", st)
	}
	quick := *work
	vals, ok = witnessValues(base, goal, nil, nil, true, true, st, work)
	if !ok || !evalHolds(fs, nil, nil, vals, nil) {
		t.Fatalf("no witness after resuming (%v)", vals)
	}
	if deep := *work - quick; deep >= *fresh {
		t.Errorf("the resumed search took %d nodes of work, a fresh one %d", deep, *fresh)
	}
}

// TestSplitSpent checks that a case analysis tells a failure at an open
// branch (final: decideGround keeps it) from one for want of work (a
// larger budget may succeed).
func TestSplitSpent(t *testing.T) {
	sc := dsl.NewScope(nil)
	for _, name := range []string{"a", "b", "c", "d"} {
		sc.Define(name, &dsl.Symbol{Kind: dsl.SymConst, Sort: dsl.IntSort()})
	}
	conj := func(srcs ...string) []*dsl.Term {
		var fs []*dsl.Term
		for _, src := range srcs {
			x, err := dsl.CheckBool(src, sc)
			if err != nil {
				t.Fatalf("%s: %v", src, err)
			}
			fs = append(fs, x)
		}
		return fs
	}
	// open: a > 0 with nothing against it
	if unsat, spent := splitUnsatWithin(conj("Or(a > 0, b > 0)", "c > 0"), nil, new(int), newInterner(), splitQuickWork); unsat || spent {
		t.Errorf("open conjunction: unsat %v, spent %v; want false, false", unsat, spent)
	}
	// unsatisfiable, but only after splitting on each disjunction
	hard := conj("Or(a > 0, b > 0)", "Or(c > 0, d > 0)", "Or(a <= 0, c <= 0)", "Or(a <= 0, d <= 0)",
		"Or(b <= 0, c <= 0)", "Or(b <= 0, d <= 0)")
	if unsat, _ := splitUnsatWithin(hard, nil, new(int), newInterner(), splitQuickWork); !unsat {
		t.Fatalf("the case analysis no longer proves %v", hard)
	}
	if unsat, spent := splitUnsatWithin(hard, nil, new(int), newInterner(), 1); unsat || !spent {
		t.Errorf("with a work budget of 1: unsat %v, spent %v; want false, true", unsat, spent)
	}
}

// TestWitnessSharedWalk checks that a search given the walk of the
// definitions that another search made (symWalk) finds what a search
// walking them itself finds, literals of the definitions included.
func TestWitnessSharedWalk(t *testing.T) {
	sc := dsl.NewScope(nil)
	for _, name := range []string{"x", "d1", "d2"} {
		sc.Define(name, &dsl.Symbol{Kind: dsl.SymConst, Sort: dsl.IntSort()})
	}
	sc.Define("s", &dsl.Symbol{Kind: dsl.SymConst, Sort: dsl.StringSort()})
	term := func(src string) *dsl.Term {
		x, err := dsl.CheckBool(src, sc)
		if err != nil {
			t.Fatalf("%s: %v", src, err)
		}
		return x
	}
	d1, d2 := term("If(Contains(s, \"zq\"), 1, 0) == 0"), term("x * 3 == 0")
	defs := map[string]*dsl.Term{"d1": d1.Args[0], "d2": d2.Args[0]}
	order := []string{"d1", "d2"}
	goal := term("And(d1 == 1, d2 < 200)") // s = "zq": only a definition says it
	fs := []*dsl.Term{term("x >= 0")}
	want, ok := witnessValues(fs, goal, defs, order, true, true, nil, new(int))
	if !ok || want["s"] != "zq" {
		t.Fatalf("witness %v (%v), want s = \"zq\"", want, ok)
	}
	shared := &symWalk{}
	for i := 0; i < 2; i++ { // the walk made, then reused
		got, ok := witnessValues(fs, goal, defs, order, true, true, &searchState{walk: shared}, new(int))
		if !ok || fmt.Sprint(got) != fmt.Sprint(want) {
			t.Errorf("run %d: with a shared walk %v (%v), want %v", i, got, ok, want)
		}
	}
	if shared.nodes == nil || len(shared.lits[dsl.KString]) == 0 {
		t.Errorf("the shared walk holds no literal of the definitions: %+v", shared)
	}
}

// TestSplitDoublingChain checks that the case analysis's lower bounds
// are computed once per term: k = k + k, thirty times over a length, is a
// term of 2**30 paths (a probe's program doubled twenty times took 30 s).
func TestSplitDoublingChain(t *testing.T) {
	sc := dsl.NewScope(nil)
	sc.Define("s", &dsl.Symbol{Kind: dsl.SymConst, Sort: dsl.StringSort()})
	sum, err := dsl.CheckBool("Length(s) + 1 == 0", sc)
	if err != nil {
		t.Fatal(err)
	}
	const n = 30
	k := sum.Args[0]
	for i := 0; i < n; i++ {
		k = dsl.App(dsl.OpAdd, dsl.IntSort(), nil, k, k)
	}
	neg, err := dsl.CheckBool("Length(s) < 0", sc)
	if err != nil {
		t.Fatal(err)
	}
	// not a unit: the disjunction is evaluated, k < 1 by k's lower bound
	goal := dsl.Or(dsl.App(dsl.OpLt, dsl.BoolSort(), nil, k, dsl.MkInt64(1)), neg)
	done := make(chan bool, 1)
	go func() { done <- splitUnsat([]*dsl.Term{goal}, nil, new(int), newInterner()) }()
	select {
	case unsat := <-done:
		if !unsat {
			t.Errorf("k < 1 is not shown unsatisfiable (its lower bound is 2**%d)", n)
		}
	case <-time.After(10 * time.Second):
		t.Fatalf("the case analysis of a doubling chain of %d runs past 10 s", n)
	}
}
