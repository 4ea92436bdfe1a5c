package solve

import (
	"context"
	"os"
	"testing"

	"clauz3/internal/golden"
	"clauz3/pkg/ir"
)

// TestLoweredCorpus decides the document lower wrote for every example
// case (out/lower.json of testdata/NAME/CASE.txtar) and re-checks each
// counterexample by evaluation, independently of Z3. Statuses are
// compared with the case's out/solve.json.
func TestLoweredCorpus(t *testing.T) {
	exs, err := golden.Examples()
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range exs {
		path := e.Golden()
		data, err := os.ReadFile(path)
		if err != nil {
			t.Errorf("%v (go test ./e2e -update writes it)", err)
			continue
		}
		a := golden.Parse(data)
		lowered, ok1 := a.Get(golden.LowerFile)
		solved, ok2 := a.Get(golden.SolveFile)
		if !ok1 || !ok2 {
			t.Errorf("%s: no %s or %s", path, golden.LowerFile, golden.SolveFile)
			continue
		}
		doc, err := DecodeProgram(lowered)
		if err != nil {
			t.Errorf("%s: %v", path, err)
			continue
		}
		res, err := Solve(context.Background(), doc, Options{})
		if err != nil {
			t.Errorf("%s: %v", path, err)
			continue
		}
		if err := Recheck(doc, res); err != nil {
			t.Errorf("%s: %v", path, err)
		}
		var want ir.Result
		if err := ir.Decode(path, solved, ir.KindResult, &want); err != nil || len(want.Obligations) != len(res.Obligations) {
			t.Errorf("%s: %s not comparable: %v", path, golden.SolveFile, err)
			continue
		}
		for i, o := range res.Obligations {
			if w := want.Obligations[i]; w.Status != o.Status {
				t.Errorf("%s: obligation %s is %s, %s says %s", path, o.ID, o.Status, golden.SolveFile, w.Status)
			}
		}
	}
}
