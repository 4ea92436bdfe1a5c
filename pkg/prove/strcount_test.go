package prove

import (
	"context"
	"path/filepath"
	"testing"

	"clauz3/pkg/ir"
	"clauz3/pkg/load"
)

// TestStrCount checks str.count (testdata/strcount/m.py, each target run
// under CPython when written): exact on literals and for an empty sub;
// otherwise the count is free within what CPython guarantees, so a proof
// that needs only that holds, a failure that needs no particular count
// is refuted, and one that needs a particular count is unknown, never
// refuted (its counterexample would rest on a value clauz3 does not
// compute).
func TestStrCount(t *testing.T) {
	want := map[string]string{
		"literals": ir.StatusProved,
		"empty":    ir.StatusProved,
		"absent":   ir.StatusProved,
		"bounded":  ir.StatusProved,
		"some_x":   ir.StatusRefuted,
		"not_two":  ir.StatusUnknown,
		"not_str":  ir.StatusRefuted,
	}
	for target, status := range want {
		res, err := Prove(context.Background(), Config{
			Load: load.Config{Entry: "m.py", Dir: filepath.Join("testdata", "strcount"), Target: target},
		})
		if err != nil {
			t.Fatal(err)
		}
		got := map[string]int{}
		for _, o := range res.Obligations {
			got[o.Status]++
			if o.Status == ir.StatusRefuted && o.Counterexample == nil {
				t.Errorf("%s: %s refuted without a counterexample", target, o.ID)
			}
		}
		switch status {
		case ir.StatusProved:
			// (a ground assertion that holds leaves no obligation)
			if got[ir.StatusProved] != len(res.Obligations) || len(res.DSL.Obligations) != len(res.Obligations) {
				t.Errorf("%s: %v, want every obligation proved", target, got)
			}
		default:
			if got[status] != 1 || got[ir.StatusProved]+1 != len(res.Obligations) {
				t.Errorf("%s: %v, want exactly one %s and the rest proved", target, got, status)
			}
		}
	}
}
