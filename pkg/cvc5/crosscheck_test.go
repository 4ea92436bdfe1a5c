package cvc5_test

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"clauz3/pkg/cvc5"
	"clauz3/pkg/ir"
	"clauz3/pkg/load"
	"clauz3/pkg/prove"
	"clauz3/pkg/solve"
)

// always is a stub second solver that gives one answer to every query.
type always string

func (a always) Check(context.Context, string) (string, error) { return string(a), nil }

func proveWithSMT2(t *testing.T, ex, name string) (*ir.Result, string) {
	dir := filepath.Join(repo(t), "examples", ex)
	trusted, _ := filepath.Glob(filepath.Join(dir, "tools", "*", "trusted"))
	smt := t.TempDir()
	res, err := prove.Prove(context.Background(), prove.Config{
		Load:  load.Config{Entry: filepath.Join(dir, "cases", name), TrustedRoots: trusted, ImportRoots: []string{dir}, Dir: dir},
		Solve: solve.Options{SMT2Dir: smt, Seed: 1, TimeoutMS: 10000},
	})
	if err != nil {
		t.Fatal(err)
	}
	return res, smt
}

// TestCrossCheckAgrees: with the real cvc5 nothing changes.
func TestCrossCheckAgrees(t *testing.T) {
	bin, err := cvc5.Find()
	if err != nil {
		t.Fatal(err)
	}
	res, smt := proveWithSMT2(t, "email", "only_bob_fail.py")
	before := []string{}
	for _, or := range res.Obligations {
		before = append(before, or.Status)
	}
	rep, err := cvc5.CrossCheck(context.Background(), res, smt, cvc5.Binary{Path: bin})
	if err != nil {
		t.Fatal(err)
	}
	if len(rep.Disagreements) != 0 || rep.Agree != 3 || rep.Unknown != 0 || len(rep.Unreadable) != 0 {
		t.Errorf("report %+v, want 3 agreements (assumptions, o1, o2)", rep)
	}
	for i, or := range res.Obligations {
		if or.Status != before[i] {
			t.Errorf("%s: %s became %s", or.ID, before[i], or.Status)
		}
	}
}

// TestCrossCheckDisagreement: a second solver that answers sat to every
// query disagrees with Z3's proof of o1, which becomes unknown with both
// answers; the refuted o2 (sat for both) keeps its counterexample.
func TestCrossCheckDisagreement(t *testing.T) {
	res, smt := proveWithSMT2(t, "email", "only_bob_fail.py")
	if res.Obligations[0].Status != ir.StatusProved || res.Obligations[1].Status != ir.StatusRefuted {
		t.Fatalf("statuses %s %s", res.Obligations[0].Status, res.Obligations[1].Status)
	}
	rep, err := cvc5.CrossCheck(context.Background(), res, smt, always(cvc5.Sat))
	if err != nil {
		t.Fatal(err)
	}
	o1, o2 := res.Obligations[0], res.Obligations[1]
	if o1.Status != ir.StatusUnknown || o1.Reason != cvc5.ReasonDisagree("unsat", "sat") {
		t.Errorf("o1: %s (%s)", o1.Status, o1.Reason)
	}
	if o2.Status != ir.StatusRefuted || o2.Counterexample == nil {
		t.Errorf("o2: %s", o2.Status)
	}
	if len(rep.Disagreements) != 1 || rep.Disagreements[0].ID != "o1" {
		t.Errorf("disagreements %+v", rep.Disagreements)
	}
	// unknown from the second solver changes nothing
	res2, smt2 := proveWithSMT2(t, "email", "only_bob_fail.py")
	rep2, err := cvc5.CrossCheck(context.Background(), res2, smt2, always(cvc5.Unknown))
	if err != nil || rep2.Unknown != 3 || res2.Obligations[0].Status != ir.StatusProved {
		t.Errorf("unknown answers: %+v %v %s", rep2, err, res2.Obligations[0].Status)
	}
}

// TestCrossCheckVerifications: a disagreement on a proof-of-thought
// verification makes it unknown and the answer rule is applied again.
func TestCrossCheckVerifications(t *testing.T) {
	files, _ := filepath.Glob(filepath.Join(repo(t), "pkg", "solve", "testdata", "pot", "*.json"))
	for _, f := range files {
		data, _ := os.ReadFile(f)
		doc, err := solve.DecodeProgram(data)
		if err != nil {
			continue
		}
		smt := t.TempDir()
		res, err := solve.Solve(context.Background(), doc, solve.Options{SMT2Dir: smt, Seed: 1})
		if err != nil || res.SatCount != 1 || res.UnsatCount != 0 || len(res.Verifications) != 1 {
			continue
		}
		// one sat verification, answer True; the stub says unsat
		rep, err := cvc5.CrossCheck(context.Background(), res, smt, always(cvc5.Unsat))
		if err != nil {
			t.Fatal(err)
		}
		if res.Verifications[0].Result != cvc5.Unknown || res.Answer != nil || res.SatCount != 0 {
			t.Errorf("%s: %+v answer %v", filepath.Base(f), res.Verifications, res.Answer)
		}
		if len(rep.Disagreements) != 1 || !strings.HasPrefix(rep.Disagreements[0].ID, "verification ") {
			t.Errorf("%s: %+v", filepath.Base(f), rep.Disagreements)
		}
		return
	}
	t.Fatal("no proof-of-thought program with exactly one sat verification")
}
