package interp

import (
	"encoding/json"
	"os/exec"
	"path/filepath"
	"testing"
)

// TestStrCaseAndSpaceTables checks the tables strmethods.go keeps against
// CPython 3.11 (the repository's .venv): pyIsSpace over every code
// point, and caseMap's six methods over every Latin-1 character and
// every pair of them (title, capitalize and swapcase depend on the
// neighbours), by the same strings.
func TestStrCaseAndSpaceTables(t *testing.T) {
	if testing.Short() {
		t.Skip("runs CPython")
	}
	py, err := filepath.Abs(filepath.Join("..", "..", ".venv", "bin", "python"))
	if err != nil {
		t.Fatal(err)
	}
	const script = `
import json
ms = ['lower', 'upper', 'casefold', 'capitalize', 'title', 'swapcase']
ins = [chr(a) for a in range(256)] + [chr(a) + chr(b) for a in range(256) for b in range(256)]
print(json.dumps({'space': [c for c in range(0x110000) if chr(c).isspace()],
                  'case': {m: [getattr(s, m)() for s in ins] for m in ms}}))
`
	out, err := exec.Command(py, "-I", "-c", script).Output()
	if err != nil {
		t.Fatalf("CPython: %v", err)
	}
	var want struct {
		Space []rune
		Case  map[string][]string
	}
	if err := json.Unmarshal(out, &want); err != nil {
		t.Fatal(err)
	}
	spaces := map[rune]bool{}
	for _, r := range want.Space {
		spaces[r] = true
	}
	for r := rune(0); r < 0x110000; r++ {
		if pyIsSpace(r) != spaces[r] {
			t.Errorf("pyIsSpace(%U) = %v, CPython %v", r, pyIsSpace(r), spaces[r])
		}
	}
	var ins []string
	for a := rune(0); a < 256; a++ {
		ins = append(ins, string(a))
	}
	for a := rune(0); a < 256; a++ {
		for b := rune(0); b < 256; b++ {
			ins = append(ins, string(a)+string(b))
		}
	}
	checked := 0
	for m, ws := range want.Case {
		if len(ws) != len(ins) {
			t.Fatalf("%s: %d results for %d strings", m, len(ws), len(ins))
		}
		for i, in := range ins {
			got, ok := caseMap(in, m)
			if !ok || got != ws[i] {
				t.Errorf("%q.%s() = %q (%v), CPython %q", in, m, got, ok, ws[i])
			}
			checked++
		}
	}
	if len(want.Case) != 6 || checked != 6*(256+256*256) {
		t.Fatalf("checked %d strings over %d methods", checked, len(want.Case))
	}
	for _, s := range []string{"\u0100", "a\u0100", "\u20ac", "\U0001d11e", "\u03a3"} {
		if _, ok := caseMap(s, "lower"); ok {
			t.Errorf("caseMap(%q) claims to be exact beyond Latin-1", s)
		}
	}
}
