package solve

import (
	"bytes"
	"context"
	"encoding/json"
	"os"
	"testing"

	"clauz3/internal/golden"
	"clauz3/pkg/dsl"
	"clauz3/pkg/ir"
	"clauz3/pkg/z3"
)

// goldenDocs returns the lowered document and the solve output of every
// example case (testdata/NAME/CASE.txtar).
func goldenDocs(t *testing.T) (names []string, docs []*ir.DSL, solved [][]byte) {
	t.Helper()
	exs, err := golden.Examples()
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range exs {
		data, err := os.ReadFile(e.Golden())
		if err != nil {
			t.Fatal(err)
		}
		a := golden.Parse(data)
		lowered, ok1 := a.Get(golden.LowerFile)
		out, ok2 := a.Get(golden.SolveFile)
		if !ok1 || !ok2 {
			continue
		}
		doc, err := DecodeProgram(lowered)
		if err != nil {
			t.Fatalf("%s: %v", e.Golden(), err)
		}
		names = append(names, e.Golden())
		docs = append(docs, doc)
		solved = append(solved, out)
	}
	if len(docs) < 50 {
		t.Fatalf("only %d lowered examples", len(docs))
	}
	return names, docs, solved
}

// encode writes res as cmd/solve does (cli.WriteJSON).
func encode(t *testing.T, res *ir.Result) []byte {
	t.Helper()
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", " ")
	if err := enc.Encode(res); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// TestGroundAgreesWithZ3 decides every obligation of every lowered
// example both ways: each goal the evaluator decides without symbols
// (true: proved, false: refuted) must get the same status from Z3, every
// obligation the same verdict with and without the evaluator's decisions
// (ground goals, split.go's proofs and refute.go's counterexamples), and
// the result must be the golden.
func TestGroundAgreesWithZ3(t *testing.T) {
	names, docs, solved := goldenDocs(t)
	grounds, trues, whole, byEval := 0, 0, 0, 0
	for k, doc := range docs {
		withZ3, err := Solve(context.Background(), doc, Options{noGround: true})
		if err != nil {
			t.Fatalf("%s: %v", names[k], err)
		}
		var st Stats
		fast, err := Solve(context.Background(), doc, Options{Stats: &st})
		byEval += st.ByEval
		if err != nil {
			t.Fatalf("%s: %v", names[k], err)
		}
		// The verdicts agree; a counterexample may differ (Z3's model
		// depends on the checks made before it in the context).
		for i := range withZ3.Obligations {
			a, b := withZ3.Obligations[i], fast.Obligations[i]
			if a.Status != b.Status || a.Reason != b.Reason || (a.Counterexample == nil) != (b.Counterexample == nil) {
				t.Errorf("%s: obligation %s: %s (%s) with Z3 alone, %s (%s) with the evaluator's decisions", names[k], a.ID, a.Status, a.Reason, b.Status, b.Reason)
			}
		}
		if got := encode(t, fast); !bytes.Equal(got, solved[k]) {
			t.Errorf("%s: result differs from the golden %s", names[k], golden.SolveFile)
		}
		// Each ground goal, evaluated, against Z3's status.
		p := newProgram(doc, Options{}, nil)
		if err := p.declare(); err != nil {
			t.Fatal(err)
		}
		facts, err := p.checkFacts()
		if err != nil {
			t.Fatal(err)
		}
		obls, err := p.checkObligations(facts)
		if err != nil {
			t.Fatal(err)
		}
		allTrue := true
		for i, ob := range obls {
			if ob.goal == nil {
				continue
			}
			v, err := dsl.EvalBool(ob.goal, dsl.Env{})
			if err != nil {
				allTrue = false
				continue
			}
			grounds++
			or := withZ3.Obligations[i]
			if or.Reason != "" && or.Status == ir.StatusUnknown {
				continue // vacuous assumptions or an unsupported part: not the goal's verdict
			}
			want := ir.StatusRefuted
			if v {
				want = ir.StatusProved
				trues++
			} else {
				allTrue = false
			}
			if or.Status != want {
				t.Errorf("%s: obligation %s: the evaluator says %v, Z3 says %s", names[k], or.ID, v, or.Status)
			}
		}
		if allTrue && len(doc.Assumptions) == 0 {
			whole++
		}
	}
	t.Logf("%d documents, %d ground obligations (%d true), %d documents decidable without Z3, %d obligations refuted by evaluation", len(docs), grounds, trues, whole, byEval)
	if grounds == 0 || trues == 0 || whole == 0 || byEval == 0 {
		t.Errorf("the corpus exercises no ground decision")
	}
}

// TestPoolReuse solves every lowered example in one reused context: the
// results must be the goldens, byte for byte, as in a fresh process, and
// only results with a counterexample or an unknown may need a new context.
func TestPoolReuse(t *testing.T) {
	names, docs, solved := goldenDocs(t)
	// The examples are all decided without Z3 (ground goals, case
	// analysis, evaluation): a product of two inputs is not, and both
	// answers are decided in the reused context (the refuted one again
	// in a fresh one), each as a fresh process decides it.
	for _, g := range []string{"n * n != 2", "n * n != 49"} {
		doc := emailDoc(nil, goal("o1", g))
		data, err := json.Marshal(doc)
		if err != nil {
			t.Fatal(err)
		}
		if doc, err = DecodeProgram(data); err != nil {
			t.Fatal(err)
		}
		res, err := Solve(context.Background(), doc, Options{})
		if err != nil {
			t.Fatal(err)
		}
		names, docs, solved = append(names, g), append(docs, doc), append(solved, encode(t, res))
	}
	pool := NewPool(1)
	defer pool.Close()
	models := 0
	for round := 0; round < 2; round++ {
		for k, doc := range docs {
			res, err := Solve(context.Background(), doc, Options{Pool: pool})
			if err != nil {
				t.Fatalf("%s: %v", names[k], err)
			}
			if got := encode(t, res); !bytes.Equal(got, solved[k]) {
				t.Errorf("round %d: %s: result in a reused context differs from the golden:\n%s", round, names[k], got)
			}
			if hasModel(res) || hasUnknown(res) {
				models++ // decided again in a fresh context
			}
		}
	}
	st := pool.Stats()
	t.Logf("pool: %+v", st)
	if models == 0 {
		t.Error("no result with a model: n * n != 49 is not refuted")
	}
	if st.Reused == 0 || st.Created > int64(1+models) {
		t.Errorf("the pool did not reuse its context: %+v", st)
	}
}

// TestFreshAgrees decides every lowered example with Options.Fresh (in a
// never-used context, checking everything, no first run) and without,
// in a pool whose contexts were used before: the results must be
// byte-identical, so that clauz3 serve may choose either.
func TestFreshAgrees(t *testing.T) {
	names, docs, _ := goldenDocs(t)
	pool := NewPool(1)
	defer pool.Close()
	for k, doc := range docs {
		plain, err := Solve(context.Background(), doc, Options{Pool: pool})
		if err != nil {
			t.Fatalf("%s: %v", names[k], err)
		}
		fresh, err := Solve(context.Background(), doc, Options{Pool: pool, Fresh: true})
		if err != nil {
			t.Fatalf("%s: %v", names[k], err)
		}
		if a, b := encode(t, plain), encode(t, fresh); !bytes.Equal(a, b) {
			t.Errorf("%s: results differ with and without Fresh:\n%s\n---\n%s", names[k], a, b)
		}
	}
}

// TestDecidedUnknownStands checks that an unknown that follows from a
// decided check (here a while loop's bound Z3 refutes: the loop may run
// past lower's bound) is not decided again in a fresh context, as a
// timeout would be: it is the same in every context.
func TestDecidedUnknownStands(t *testing.T) {
	pool := NewPool(1)
	defer pool.Close()
	warm := emailDoc(nil, goal("o1", "n * n != 2"))
	bound := emailDoc(nil, goal("o1", "n * n >= 0"),
		ir.Obligation{ID: "o2", Kind: ir.KindLoopBound, Code: "loop-bound", Message: "o2", Goal: "n * n != 49"})
	for _, doc := range []*ir.DSL{warm, bound} {
		data, err := json.Marshal(doc)
		if err != nil {
			t.Fatal(err)
		}
		if doc, err = DecodeProgram(data); err != nil {
			t.Fatal(err)
		}
		var st Stats
		res, err := Solve(context.Background(), doc, Options{Pool: pool, Stats: &st})
		if err != nil {
			t.Fatal(err)
		}
		if doc.Obligations[0].Goal == "n * n >= 0" {
			for _, o := range res.Obligations {
				if o.Status != ir.StatusUnknown || !DecidedUnknown(o.Reason) {
					t.Errorf("%s: %s (%s), want unknown for a decided reason", o.ID, o.Status, o.Reason)
				}
			}
			if st.Contexts != 1 {
				t.Errorf("decided in %d contexts, want 1 (the warm one)", st.Contexts)
			}
		}
	}
}

// TestInterruptAsCheckEnds checks a check that ends sat as the backstop
// interrupts the context: Z3 has then dropped the model (asking for it
// fails, "there is no current model"), and the obligation is unknown
// (timeout), not an error of solve. A differential run met it on a
// loaded machine. An interrupt just before a check (which Z3 forgets as
// the check starts) has dropped the model as well. A check the backstop
// stops is a timeout too, not Z3's "canceled" (unknownReason).
func TestInterruptAsCheckEnds(t *testing.T) {
	doc := emailDoc(nil, goal("o1", "n * n != 49"))
	data, err := json.Marshal(doc)
	if err != nil {
		t.Fatal(err)
	}
	if doc, err = DecodeProgram(data); err != nil {
		t.Fatal(err)
	}
	for _, when := range []string{"before", "after"} {
		checkHook = func(w string, c *z3.Context) {
			if w == when {
				c.Interrupt()
			}
		}
		res, err := Solve(context.Background(), doc, Options{Z3Only: true})
		checkHook = nil
		if err != nil {
			t.Fatalf("interrupted %s the check: solve: %v", when, err)
		}
		if len(res.Obligations) != 1 || res.Obligations[0].Status != ir.StatusUnknown || res.Obligations[0].Reason != reasonTimeout {
			t.Fatalf("interrupted %s the check: obligations %+v, want o1 unknown (%s)", when, res.Obligations, reasonTimeout)
		}
	}
}

// TestUnknownReason checks the reason of a check that ended unknown: the
// backstop's interrupt is a timeout whatever Z3 says, and so is a
// "canceled" the caller did not ask for; otherwise Z3's reason stands.
func TestUnknownReason(t *testing.T) {
	z3Says := func(r string) func() string { return func() string { return r } }
	for _, c := range []struct {
		interrupted bool
		ctxErr      error
		z3, want    string
	}{
		{true, nil, "canceled", reasonTimeout},
		{true, nil, "timeout", reasonTimeout},
		{false, nil, "canceled", reasonTimeout}, // Z3's own timeout
		{false, nil, "incomplete (theory strings)", "incomplete (theory strings)"},
		{true, context.Canceled, "canceled", "canceled"},
	} {
		if got := unknownReason(c.interrupted, c.ctxErr, z3Says(c.z3)); got != c.want {
			t.Errorf("unknownReason(%v, %v, %q) = %q, want %q", c.interrupted, c.ctxErr, c.z3, got, c.want)
		}
	}
}
