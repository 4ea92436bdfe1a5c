package solve

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"testing"

	"clauz3/internal/golden"
	"clauz3/pkg/ir"
)

// TestRefuteByEvaluation checks that only_bob_fail (a guarantee broken
// by an input with '@' in it) is refuted with no Z3 context, by the
// values evaluation finds, and that the result is the golden's whether
// the process has used Z3 before or not: the counterexample depends on
// the document alone.
func TestRefuteByEvaluation(t *testing.T) {
	data, err := os.ReadFile(filepath.Join("..", "..", "testdata", "email", "only_bob_fail.txtar"))
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
