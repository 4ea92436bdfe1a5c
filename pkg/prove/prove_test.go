package prove

import (
	"context"
	"path/filepath"
	"runtime"
	"testing"

	"clauz3/pkg/ir"
	"clauz3/pkg/load"

	// This package has no goldens; the import makes it accept the suite's
	// -update switch, so that go test ./... -update runs here too.
	_ "clauz3/internal/golden"
)

func example() string {
	_, file, _, _ := runtime.Caller(0)
	return filepath.Join(filepath.Dir(file), "..", "..", "examples", "email")
}

func config(entry string) Config {
	return Config{Load: load.Config{
		Entry:        entry,
		TrustedRoots: []string{"tools/email/trusted"},
		Dir:          example(),
		ImportRoots:  []string{example(), filepath.Join(example(), "cases")},
	}}
}

func TestProve(t *testing.T) {
	cases := []struct {
		entry string
		want  map[string]int // status -> count
	}{
		{"cases/only_bob_pass.py", map[string]int{ir.StatusProved: 2}},
		{"cases/only_bob_fail.py", map[string]int{ir.StatusProved: 1, ir.StatusRefuted: 1}},
		{"cases/while_fail.py", map[string]int{ir.StatusRefuted: 1, ir.StatusProved: 1}}, // the loop is summarized: its precondition holds in every iteration
	}
	for _, c := range cases {
		t.Run(c.entry, func(t *testing.T) {
			res, err := Prove(context.Background(), config(c.entry))
			if err != nil {
				t.Fatal(err)
			}
			got := map[string]int{}
			for _, o := range res.Obligations {
				got[o.Status]++
			}
			for k, v := range c.want {
				if got[k] != v {
					t.Errorf("%s: %d obligations, want %d (all: %v)", k, got[k], v, got)
				}
			}
			if len(res.Obligations) != len(res.DSL.Obligations) {
				t.Errorf("%d results for %d obligations", len(res.Obligations), len(res.DSL.Obligations))
			}
		})
	}
}

// BenchmarkProve is the in-process cost of `clauz3 prove` on a typical
// agent program (two trusted calls, a branch, a guarantee), without
// process start.
func BenchmarkProve(b *testing.B) {
	cfg := config("cases/branch_pass.py")
	for i := 0; i < b.N; i++ {
		if _, err := Prove(context.Background(), cfg); err != nil {
			b.Fatal(err)
		}
	}
}
