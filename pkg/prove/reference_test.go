package prove

import (
	"context"
	"path/filepath"
	"strings"
	"testing"

	"clauz3/pkg/ir"
	"clauz3/pkg/load"
)

// referenceStdlib is where make deps installs the reference
// implementation's standard libraries (clauz3 0.2.1, in .venv).
func referenceStdlib(t *testing.T) string {
	t.Helper()
	matches, _ := filepath.Glob(filepath.Join(example(), "..", "..", ".venv", "lib", "python3*", "site-packages", "clauz3", "stdlib"))
	if len(matches) == 0 {
		t.Skip("the reference clauz3 0.2.1 is not installed in .venv: run make deps")
	}
	return matches[0]
}

// TestReferenceLibraries proves the cases of the reference's env and gh
// libraries, written in its 0.2 vocabulary (@clauz3.trusted,
// @clauz3.requires, effect(fn), tools/ laid out as a namespace package),
// and checks each verdict against the case's name: every _pass case is
// proved, every _fail case has a refuted obligation with a
// counterexample.
func TestReferenceLibraries(t *testing.T) {
	root := referenceStdlib(t)
	n := 0
	for _, lib := range []string{"env", "gh"} {
		dir := filepath.Join(root, lib)
		roots, _ := filepath.Glob(filepath.Join(dir, "tools", "*", "trusted"))
		var trusted []string
		for _, r := range roots {
			rel, _ := filepath.Rel(dir, r)
			trusted = append(trusted, rel)
		}
		files, _ := filepath.Glob(filepath.Join(dir, "tests", "cases", "*.py"))
		for _, f := range files {
			name := filepath.Base(f)
			n++
			t.Run(lib+"/"+name, func(t *testing.T) {
				res, err := Prove(context.Background(), Config{Load: load.Config{
					Entry: filepath.Join("tests", "cases", name), Dir: dir, TrustedRoots: trusted,
					ImportRoots: []string{dir},
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
				if strings.HasSuffix(name, "_pass.py") && count[ir.StatusProved] != len(res.Obligations) {
					t.Errorf("a _pass case not proved: %v", count)
				}
				if strings.HasSuffix(name, "_fail.py") && (count[ir.StatusRefuted] == 0 || count[ir.StatusUnsupported] != 0) {
					t.Errorf("a _fail case not refuted: %v", count)
				}
			})
		}
	}
	if n < 20 {
		t.Fatalf("only %d cases in the reference's env and gh libraries", n)
	}
}
