package prove

import (
	"context"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"clauz3/pkg/ir"
	"clauz3/pkg/load"
)

// TestRowsExample proves the database-backed email layer's cases
// (examples/db: a trusted query returning list[UserRow], loops over its
// rows) and the home layer's (examples/home: a fluent, the doors' final
// state): every _pass case is proved, every _fail case has a refuted
// obligation with a counterexample (not merely an unsupported one), and
// every _unsupported case has an unsupported obligation and every
// _unknown case an undecided guarantee (UPSTREAM.md G8 and G9: the
// one-iteration approximation is never taken).
func TestRowsExample(t *testing.T) {
	for _, c := range []struct {
		layer string
		min   int
	}{{"db", 12}, {"home", 5}} {
		exampleVerdicts(t, c.layer, c.min)
	}
}

func exampleVerdicts(t *testing.T, layer string, min int) {
	_, file, _, _ := runtime.Caller(0)
	dir := filepath.Join(filepath.Dir(file), "..", "..", "examples", layer)
	files, _ := filepath.Glob(filepath.Join(dir, "cases", "*.py"))
	if len(files) < min {
		t.Fatalf("only %d cases in %s", len(files), dir)
	}
	for _, f := range files {
		name := filepath.Base(f)
		t.Run(layer+"/"+name, func(t *testing.T) {
			res, err := Prove(context.Background(), Config{Load: load.Config{
				Entry: filepath.Join("cases", name), Dir: dir,
				TrustedRoots: []string{"tools/" + layer + "/trusted"},
				ImportRoots:  []string{dir, filepath.Join(dir, "cases")},
			}})
			if err != nil {
				t.Fatal(err)
			}
			count := map[string]int{}
			for _, o := range res.Obligations {
				count[o.Status]++
				if o.Status == ir.StatusRefuted && o.Counterexample == nil {
					t.Errorf("%s refuted without a counterexample", o.ID)
				}
			}
			switch {
			case strings.HasSuffix(name, "_pass.py"):
				if count[ir.StatusProved] != len(res.Obligations) {
					t.Errorf("not every obligation proved: %v", count)
				}
			case strings.HasSuffix(name, "_fail.py"):
				if count[ir.StatusRefuted] == 0 || count[ir.StatusUnsupported] != 0 {
					t.Errorf("want a refutation and nothing unsupported: %v", count)
				}
			case strings.HasSuffix(name, "_unknown.py"):
				if count[ir.StatusUnknown] == 0 || count[ir.StatusRefuted] != 0 || hasProvedGuarantee(res) {
					t.Errorf("want an undecided guarantee, no refutation: %v", count)
				}
			case strings.HasSuffix(name, "_unsupported.py"):
				if count[ir.StatusUnsupported] == 0 || hasProvedGuarantee(res) {
					t.Errorf("want an unsupported obligation and no proved guarantee: %v", count)
				}
			default:
				t.Fatalf("case %s is not named _pass, _fail, _unknown or _unsupported", name)
			}
		})
	}
}

func hasProvedGuarantee(res *ir.Result) bool {
	for i, o := range res.Obligations {
		if res.DSL.Obligations[i].Kind == ir.KindGuarantee && o.Status == ir.StatusProved {
			return true
		}
	}
	return false
}
