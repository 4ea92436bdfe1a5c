package lower

import (
	"context"
	"encoding/json"
	"path/filepath"
	"strings"
	"testing"

	"clauz3/pkg/ir"
	"clauz3/pkg/solve"
)

// TestExamplesEndToEnd lowers every example case and decides it with
// solve (real Z3): a *_pass.py case must have every obligation proved; a
// *_fail.py case must have an obligation refuted with a counterexample
// and nothing unsupported; an *_unsupported.py case must have an
// unsupported obligation; a *_vacuous.py case (contradictory assumptions)
// must have nothing proved. This covers G1..G12 (the gNN_* cases).
func TestExamplesEndToEnd(t *testing.T) {
	if testing.Short() {
		t.Skip("end-to-end through solve")
	}
	for _, domain := range []string{"email", "policy"} {
		files, err := filepath.Glob(filepath.Join(repoRoot(t), "examples", domain, "cases", "*.py"))
		if err != nil || len(files) == 0 {
			t.Fatalf("no cases for %s: %v", domain, err)
		}
		for _, f := range files {
			name := filepath.Base(f)
			t.Run(domain+"/"+name, func(t *testing.T) {
				d, err := lowerExample(t, domain, name)
				if err != nil {
					t.Fatalf("Lower: %v", err)
				}
				// The document must satisfy schema/dsl.schema.json.
				data, err := json.Marshal(d)
				if err != nil {
					t.Fatal(err)
				}
				if _, err := ir.Check(name, data, ir.KindDSL); err != nil {
					t.Fatalf("the lowered document breaks the dsl schema: %v", err)
				}
				res, err := solve.Solve(context.Background(), d, solve.Options{})
				if err != nil {
					t.Fatalf("Solve: %v\n%s", err, summary(d))
				}
				counts := map[string]int{}
				withCex := 0
				for _, o := range res.Obligations {
					counts[o.Status]++
					if o.Status == ir.StatusRefuted && o.Counterexample != nil {
						withCex++
					}
				}
				report := func() string {
					var b strings.Builder
					for i, o := range res.Obligations {
						b.WriteString(o.ID + " " + o.Status + " " + d.Obligations[i].Message + " " + o.Reason + "\n")
					}
					return b.String() + summary(d)
				}
				switch {
				case strings.HasSuffix(name, "_pass.py"):
					if counts[ir.StatusProved] != len(res.Obligations) {
						t.Errorf("not every obligation proved:\n%s", report())
					}
				case strings.HasSuffix(name, "_fail.py"):
					if withCex == 0 || counts[ir.StatusUnsupported] > 0 {
						t.Errorf("want a refuted obligation with a counterexample and nothing unsupported:\n%s", report())
					}
				case strings.HasSuffix(name, "_vacuous.py"):
					// contradictory assumptions: nothing may be proved
					if counts[ir.StatusProved] > 0 {
						t.Errorf("an obligation was proved from contradictory assumptions:\n%s", report())
					}
				case strings.HasSuffix(name, "_unsupported.py"):
					if counts[ir.StatusUnsupported] == 0 {
						t.Errorf("want an unsupported obligation:\n%s", report())
					}
				default:
					t.Errorf("case name must end in _pass.py, _fail.py or _unsupported.py")
				}
			})
		}
	}
}

func solveDoc(d *ir.DSL) (*ir.Result, error) {
	return solve.Solve(context.Background(), d, solve.Options{})
}
