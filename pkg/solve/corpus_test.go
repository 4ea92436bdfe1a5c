package solve

import (
	"context"
	"os"
	"path/filepath"
	"testing"

	"clauz3/pkg/ir"
)

// TestLoweredCorpus decides every dsl.json that lower wrote under
// testdata/ (the end-to-end cases) and re-checks each counterexample by
// evaluation, independently of Z3. Statuses are compared with the
// checked-in result.json when there is one.
func TestLoweredCorpus(t *testing.T) {
	files, _ := filepath.Glob("../../testdata/*/*/dsl.json")
	if len(files) == 0 {
		t.Skip("no lowered cases")
	}
	for _, path := range files {
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		doc, err := DecodeProgram(data)
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
		golden, err := os.ReadFile(filepath.Join(filepath.Dir(path), "result.json"))
		if err != nil {
			continue
		}
		var want ir.Result
		if err := ir.Decode(path, golden, ir.KindResult, &want); err != nil || len(want.Obligations) != len(res.Obligations) {
			t.Errorf("%s: golden result.json not comparable: %v", path, err)
			continue
		}
		for i, o := range res.Obligations {
			if w := want.Obligations[i]; w.Status != o.Status {
				t.Errorf("%s: obligation %s is %s, result.json says %s", path, o.ID, o.Status, w.Status)
			}
		}
	}
}
