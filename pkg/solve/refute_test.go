package solve

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"clauz3/internal/golden"
	"clauz3/pkg/ir"
	"clauz3/pkg/load"
	"clauz3/pkg/lower"
	"clauz3/pkg/python/parser"
)

// goldenCase is testdata/email/<name>.txtar's lowered document and
// result.
func goldenCase(t *testing.T, name string) (*ir.DSL, []byte) {
	t.Helper()
	if !strings.Contains(name, "/") {
		name = "email/" + name
	}
	data, err := os.ReadFile(filepath.Join("..", "..", "testdata", filepath.FromSlash(name)+".txtar"))
	if err != nil {
		t.Fatal(err)
	}
	a := golden.Parse(data)
	lowered, ok1 := a.Get(golden.LowerFile)
	want, ok2 := a.Get(golden.SolveFile)
	if !ok1 || !ok2 {
		t.Fatal("the golden has no lowered document or result")
	}
	doc, err := DecodeProgram(lowered)
	if err != nil {
		t.Fatal(err)
	}
	return doc, want
}

// TestRefuteByEvaluation checks that only_bob_fail (a guarantee broken
// by an input with '@' in it) is refuted with no Z3 context, by the
// values evaluation finds, and that the result is the golden's whether
// the process has used Z3 before or not: the counterexample depends on
// the document alone.
func TestRefuteByEvaluation(t *testing.T) {
	doc, want := goldenCase(t, "only_bob_fail")
	other := renewDoc(t) // a document that needs Z3
	pool := NewPool(1)
	defer pool.Close()
	for round := 0; round < 2; round++ {
		var st Stats
		res, err := Solve(context.Background(), doc, Options{Pool: pool, Stats: &st})
		if err != nil {
			t.Fatal(err)
		}
		if st.Contexts != 0 || st.ByEval != 1 {
			t.Errorf("round %d: %d Z3 contexts, %d obligations refuted by evaluation; want 0 and 1", round, st.Contexts, st.ByEval)
		}
		refuted := 0
		for _, o := range res.Obligations {
			if o.Status == ir.StatusRefuted {
				refuted++
				if o.Counterexample == nil || len(o.Counterexample.Inputs) != 1 || o.Counterexample.Inputs[0].Repr != "'@'" {
					t.Errorf("round %d: counterexample %+v, want addr='@'", round, o.Counterexample)
				}
			}
		}
		if refuted != 1 {
			t.Errorf("round %d: %d obligations refuted, want 1", round, refuted)
		}
		if got := encode(t, res); !bytes.Equal(got, want) {
			t.Errorf("round %d: result differs from the golden", round)
		}
		// The same document after the pool's context decided another
		// one: still no context, the same bytes.
		if _, err := Solve(context.Background(), other, Options{Pool: pool, TimeoutMS: 10}); err != nil {
			t.Fatal(err)
		}
	}
}

// unrolledWhile is a while loop on an input that is unrolled, not
// summarized (its test is not an order of the counter and a bound).
const unrolledWhile = `import clauz3
from tools.email.trusted import contracts as mail
from tools.email.trusted.effects import send_email


@clauz3.guarantee(mail.at_most(1))
def main(n: int) -> None:
    while n != 0:
        n = n - 1
        send_email("bob@example.com", "tick")
`

// lowerEmail lowers src, written as cases/prog.py beside the email
// layer.
func lowerEmail(t *testing.T, src string) *ir.DSL {
	t.Helper()
	dir := t.TempDir()
	if err := os.CopyFS(dir, os.DirFS(filepath.Join("..", "..", "examples", "email"))); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "cases", "prog.py"), []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	doc, err := load.Load(load.Config{Entry: "cases/prog.py", TrustedRoots: []string{"tools/email/trusted"},
		ImportRoots: []string{"."}, Dir: dir, Parse: parser.ParseFile})
	if err != nil {
		t.Fatal(err)
	}
	out, err := lower.Lower(doc)
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// TestRefuteWhileLoopByEvaluation checks that a loop on an input
// unrolled 100 times is decided with no Z3 context: the guarantee is
// refuted by n=2, a run that leaves the loop within its bound, and the
// loop's bound by a value past it (from the bound's comparisons, which no
// literal states), so that it is unknown, as Z3 decides it; a process
// that has used Z3 gives the same bytes.
func TestRefuteWhileLoopByEvaluation(t *testing.T) {
	doc := lowerEmail(t, unrolledWhile)
	var st Stats
	res, err := Solve(context.Background(), doc, Options{Pool: NewPool(1), Stats: &st})
	if err != nil {
		t.Fatal(err)
	}
	if st.Contexts != 0 || st.ByEval != 2 {
		t.Errorf("%d Z3 contexts, %d obligations refuted by evaluation; want 0 and 2", st.Contexts, st.ByEval)
	}
	bound := 0
	for i, o := range res.Obligations {
		switch doc.Obligations[i].Kind {
		case ir.KindGuarantee:
			if o.Status != ir.StatusRefuted || o.Counterexample == nil || o.Counterexample.Inputs[0].Repr != "2" {
				t.Errorf("guarantee %s: %s %+v, want refuted by n=2", o.ID, o.Status, o.Counterexample)
			}
		case ir.KindLoopBound:
			bound++
			if o.Status != ir.StatusUnknown || o.Reason != ir.ReasonWhileBound || o.Counterexample != nil {
				t.Errorf("loop bound %s: %s (%s), want unknown (%s) with no counterexample", o.ID, o.Status, o.Reason, ir.ReasonWhileBound)
			}
		}
	}
	if bound != 1 {
		t.Fatalf("%d loop-bound obligations, want 1 (the loop unrolled)", bound)
	}
	// Z3 used first, in the same pool
	pool := NewPool(1)
	var used Stats
	if _, err := Solve(context.Background(), lowerEmail(t, whileHeaderZ3), Options{Pool: pool, Stats: &used}); err != nil {
		t.Fatal(err)
	}
	if used.Contexts == 0 {
		t.Fatal("the program meant to use Z3 did not")
	}
	again, err := Solve(context.Background(), doc, Options{Pool: pool})
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(encode(t, res), encode(t, again)) {
		t.Errorf("the result differs after Z3 was used")
	}
}

// whileHeaderZ3 is a program whose proof needs Z3.
const whileHeaderZ3 = `import clauz3
from tools.email.trusted import contracts as mail
from tools.email.trusted.effects import send_email


@clauz3.guarantee(mail.only(["bob@example.com"]))
def main(x: int, y: int) -> None:
    if x * x + y * y < 2 * x * y:
        send_email("eve@example.com", "x")
`

// TestRefuteWithinLoopBound checks that a counterexample found by
// evaluation is a run within the while loops' bounds: x = 5 breaks the
// goal, but only in a run past the bound (the loop-bound obligation's
// goal is false there), which is not a counterexample. Z3's query has
// the bounds too: the goal holds in every modelled run, and so is
// unknown, not refuted (proofs within the bound do not stand).
func TestRefuteWithinLoopBound(t *testing.T) {
	const src = `{
  "version": "clauz3.dsl/v1",
  "target": "main",
  "inputs": [{"name": "x", "type": "int", "sort": "IntSort"}],
  "obligations": [
    {"id": "o1", "kind": "loop-bound", "code": "loop-bound", "message": "the while loop ends within 100 iterations", "goal": "(x != 5)"},
    {"id": "o2", "kind": "precondition", "code": "precondition", "message": "precondition holds", "goal": "(x != 5)"},
    {"id": "o3", "kind": "precondition", "code": "precondition", "message": "precondition holds", "goal": "(x != 7)"}
  ]
}`
	doc, err := DecodeProgram([]byte(src))
	if err != nil {
		t.Fatal(err)
	}
	for _, z3Only := range []bool{false, true} {
		var st Stats
		res, err := Solve(context.Background(), doc, Options{Pool: NewPool(1), Stats: &st, Z3Only: z3Only})
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		for _, o := range res.Obligations {
			ce := ""
			if o.Counterexample != nil {
				ce = " " + o.Counterexample.Inputs[0].Repr
			}
			got = append(got, o.Status+ce)
		}
		want := "[unknown unknown refuted 7]"
		if fmt.Sprint(got) != want {
			t.Errorf("Z3Only=%v: %v, want %s", z3Only, got, want)
		}
		// o1 and o3 are refuted by evaluation; o2 is left to Z3.
		if !z3Only && st.ByEval != 2 {
			t.Errorf("%d refuted by evaluation; want 2", st.ByEval)
		}
		if err := Recheck(doc, res); err != nil {
			t.Errorf("Z3Only=%v: %v", z3Only, err)
		}
		// o2 refuted by x = 5, a run past the bound: Recheck refuses it.
		bad := *res
		bad.Obligations = append([]ir.ObligationResult{}, res.Obligations...)
		bad.Obligations[1] = res.Obligations[2]
		bad.Obligations[1].ID = "o2"
		bad.Obligations[1].Counterexample = &ir.Counterexample{Inputs: []ir.Value{{Name: "x", Type: "int", Repr: "5", Value: json.Number("5")}}}
		if err := Recheck(doc, &bad); err == nil || !strings.Contains(err.Error(), "past its bound (o1)") {
			t.Errorf("Recheck of a counterexample past the loop bound: %v", err)
		}
	}
}

// TestWhileBoundTimeout checks that a loop-bound obligation Z3 does not
// decide keeps its own reason (a timeout), not the reason of a loop shown
// to run past its bound, while the proofs it leaves standing are still
// downgraded.
func TestWhileBoundTimeout(t *testing.T) {
	const src = `{
  "version": "clauz3.dsl/v1",
  "target": "main",
  "inputs": [{"name": "x", "type": "int", "sort": "IntSort"}, {"name": "y", "type": "int", "sort": "IntSort"}, {"name": "z", "type": "int", "sort": "IntSort"}],
  "obligations": [
    {"id": "o1", "kind": "loop-bound", "code": "loop-bound", "message": "the while loop ends within 100 iterations", "goal": "((((x * x) * x) + ((y * y) * y)) != (((z * z) * z) + 42))"},
    {"id": "o2", "kind": "precondition", "code": "precondition", "message": "precondition holds", "goal": "((x * x) >= 0)"}
  ]
}`
	doc, err := DecodeProgram([]byte(src))
	if err != nil {
		t.Fatal(err)
	}
	// x^3 + y^3 = z^3 + 42 is beyond Z3 in 200 ms; x * x >= 0 takes it
	// well under a millisecond, even on a loaded machine (a timeout of
	// 1 ms left it unknown there too).
	res, err := Solve(context.Background(), doc, Options{Pool: NewPool(1), Z3Only: true, TimeoutMS: 200})
	if err != nil {
		t.Fatal(err)
	}
	o1, o2 := res.Obligations[0], res.Obligations[1]
	if o1.Status != ir.StatusUnknown || o1.Reason == ir.ReasonWhileBound {
		t.Errorf("o1: %s (%s), want unknown for its own reason", o1.Status, o1.Reason)
	}
	if o2.Status != ir.StatusUnknown || o2.Reason != ir.ReasonWhileBound {
		t.Errorf("o2: %s (%s), want unknown (%s)", o2.Status, o2.Reason, ir.ReasonWhileBound)
	}
}

// TestRefuteBoolByEvaluation checks that a Bool input is tried True:
// at_most_fail (two emails when urgent) is refuted by urgent=True with
// no Z3 context, with the golden's bytes (Z3's counterexample).
func TestRefuteBoolByEvaluation(t *testing.T) {
	doc, want := goldenCase(t, "at_most_fail")
	var st Stats
	res, err := Solve(context.Background(), doc, Options{Pool: NewPool(1), Stats: &st})
	if err != nil {
		t.Fatal(err)
	}
	if st.Contexts != 0 || st.ByEval != 1 {
		t.Errorf("%d Z3 contexts, %d refuted by evaluation; want 0 and 1", st.Contexts, st.ByEval)
	}
	for _, o := range res.Obligations {
		if o.Status == ir.StatusRefuted && (o.Counterexample == nil || o.Counterexample.Inputs[0].Repr != "True") {
			t.Errorf("%s: counterexample %+v, want urgent=True", o.ID, o.Counterexample)
		}
	}
	if got := encode(t, res); !bytes.Equal(got, want) {
		t.Errorf("result differs from the golden")
	}
}

// TestRowsByEvaluation checks that documents are decided with no Z3
// context where evaluation suffices, with the golden's result:
// refutations whose rows are one value everywhere (found by changing
// several symbols at once), a count decided by the number of rows
// (unknown, as Z3's model makes it), bounds on the rows' number read
// through len - 0 (the case analysis), and the other shapes below.
func TestRowsByEvaluation(t *testing.T) {
	for _, c := range []struct {
		name    string
		byEval  int
		refuted int
	}{
		{"db/loop_fail", 1, 1},
		{"db/loop_none_fail", 1, 1},
		{"db/paths_fail", 1, 1},
		{"db/loop_count_unknown", 1, 0},
		{"db/loop_at_most_pass", 0, 0},
		// two rows of one address (two loop variables at once, then
		// shrunk to 2 rows)
		{"db/loop_distinct_fail", 1, 1},
		{"bank/payees_distinct_fail", 1, 1},
		{"bank/balance_per_payee_fail", 1, 1},
		// a negated ForAll over rows, instantiated; age > limit and
		// age < limit, two terms compared (their difference)
		{"db/loop_none_pass", 0, 0},
		// floats: bounds and NaN
		{"email/float_pass", 0, 0},
		{"email/float_fail", 1, 1},
		// sums of two results: intervals, and both raised together
		{"bank/total_pass", 0, 0},
		{"bank/total_fail", 1, 1},
		// a stripped input equal to a literal contains it (eqSubjects)
		{"email/strip_fail", 1, 1},
		// False assumed: every obligation vacuous, without Z3
		{"email/g01_target_pre_vacuous", 0, 1},
		{"email/int_to_str_pass", 0, 0},
	} {
		doc, want := goldenCase(t, c.name)
		var st Stats
		res, err := Solve(context.Background(), doc, Options{Pool: NewPool(1), Stats: &st})
		if err != nil {
			t.Fatal(err)
		}
		refuted := 0
		for _, o := range res.Obligations {
			if o.Status == ir.StatusRefuted {
				refuted++
			}
		}
		if st.Contexts != 0 || st.ByEval != c.byEval || refuted != c.refuted {
			t.Errorf("%s: %d Z3 contexts, %d by evaluation, %d refuted; want 0, %d, %d", c.name, st.Contexts, st.ByEval, refuted, c.byEval, c.refuted)
		}
		if got := encode(t, res); !bytes.Equal(got, want) {
			t.Errorf("%s: result differs from the golden", c.name)
		}
	}
}
