package lower

import (
	"encoding/json"
	"math/rand"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"clauz3/pkg/dsl"
)

// TestPathSafety checks the modelled path predicates against the
// reference's own clauz3._path_safety (installed in .venv by make deps)
// on 3000 random strings over the characters they look at.
func TestPathSafety(t *testing.T) {
	py := filepath.Join(repoRoot(t), ".venv", "bin", "python")
	if _, err := os.Stat(py); err != nil {
		t.Skip("no .venv: run make deps")
	}
	rng := rand.New(rand.NewSource(7))
	alphabet := []string{".", ".", "/", "/", "\\", ":", "%", "2", "5", "e", "E", "f", "F", "c", "C", "3", "4", "6", "?", "#", "a", "..", "%2e", "/../"}
	inputs := []string{"", ".", "..", "../x", "a/../b", "C:..", "/a/./b", "/a/.", "./data/a", "a\\b", "report..txt", "x%2E%2e", "a..?q", "ok"}
	for len(inputs) < 3000 {
		var b strings.Builder
		for n := rng.Intn(7); n >= 0; n-- {
			b.WriteString(alphabet[rng.Intn(len(alphabet))])
		}
		inputs = append(inputs, b.String())
	}
	var names []string
	for n := range pathSafety {
		names = append(names, n)
	}
	sort.Strings(names)
	in, _ := json.Marshal(map[string]any{"names": names, "inputs": inputs})
	cmd := exec.Command(py, "-c", `
import json, sys
import clauz3._path_safety as ps
d = json.load(sys.stdin)
print(json.dumps({n: [getattr(ps, n)(s) for s in d["inputs"]] for n in d["names"]}))
`)
	cmd.Stdin = strings.NewReader(string(in))
	out, err := cmd.Output()
	if err != nil {
		t.Skipf("the reference's clauz3._path_safety is not importable (%v): run make deps", err)
	}
	var want map[string][]bool
	if err := json.Unmarshal(out, &want); err != nil {
		t.Fatal(err)
	}
	bad := 0
	for _, n := range names {
		for i, s := range inputs {
			got, err := dsl.EvalBool(pathSafety[n](dsl.MkStr(s)), dsl.Env{})
			if err != nil {
				t.Fatalf("%s(%q): %v", n, s, err)
			}
			if got != want[n][i] && bad < 10 {
				bad++
				t.Errorf("%s(%q) = %v, the reference says %v", n, s, got, want[n][i])
			}
		}
	}
}
