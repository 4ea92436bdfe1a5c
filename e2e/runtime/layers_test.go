package runtime_test

import (
	"os"
	"path/filepath"
	"sort"
	"testing"

	// This package has no goldens; the import makes it accept the suite's
	// -update switch, so that go test ./... -update runs here too.
	_ "clauz3/internal/golden"
)

// TestLayers is the test of the standard layers (issue 8 part 6): every
// layers/*/cases/*_pass.py is proved (exit 0) and every *_fail.py is
// refuted with a counterexample (exit 1, a refuted obligation that carries
// one), not merely unsupported or unknown. Each layer has a README.
func TestLayers(t *testing.T) {
	layers, err := filepath.Glob(filepath.Join(repo(t), "layers", "*", "cases"))
	if err != nil {
		t.Fatal(err)
	}
	var rs []string
	for _, c := range layers {
		rs = append(rs, filepath.Dir(c))
	}
	sort.Strings(rs)
	want := []string{"editor", "env", "filesystem", "grep", "web_fetch", "web_search"}
	var got []string
	for _, r := range rs {
		got = append(got, filepath.Base(r))
		if _, err := os.Stat(filepath.Join(r, "README.md")); err != nil {
			t.Errorf("%s: no README.md", r)
		}
		if _, err := os.Stat(filepath.Join(r, "tools", filepath.Base(r), "trusted", "contracts.py")); err != nil {
			t.Errorf("%s: no tools/%s/trusted/contracts.py", r, filepath.Base(r))
		}
	}
	if len(got) != len(want) {
		t.Fatalf("layers %v, want %v", got, want)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Fatalf("layers %v, want %v", got, want)
		}
	}
	verdicts := proveAll(t, rs)
	perLayer := map[string][2]int{}
	for cas, v := range verdicts {
		rel, _ := filepath.Rel(repo(t), cas)
		layer := filepath.Base(filepath.Dir(filepath.Dir(cas)))
		n := perLayer[layer]
		switch kind(cas) {
		case "pass":
			n[0]++
			if v.code != 0 {
				t.Errorf("%s: exit %d, want 0 (proved)", rel, v.code)
			}
		case "fail":
			n[1]++
			if v.code != 1 || !v.refuted || len(v.witnesses) == 0 {
				t.Errorf("%s: exit %d, refuted %v, %d counterexamples; want exit 1 and a refuted obligation with a counterexample", rel, v.code, v.refuted, len(v.witnesses))
			}
		default:
			t.Errorf("%s: a layer case is named *_pass.py or *_fail.py", rel)
		}
		perLayer[layer] = n
	}
	for _, l := range want {
		n := perLayer[l]
		if n[0] == 0 || n[1] == 0 {
			t.Errorf("layer %s has %d pass and %d fail cases; it needs both", l, n[0], n[1])
		}
		t.Logf("%-11s %d pass, %d fail cases", l, n[0], n[1])
	}
}
