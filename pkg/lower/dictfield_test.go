package lower

import (
	"os/exec"
	"strings"
	"testing"

	"clauz3/pkg/python/parser"
)

// TestCanonDictAgreesWithCPython: two literal dicts have the same
// canonical string exactly when CPython's == says they are equal.
func TestCanonDictAgreesWithCPython(t *testing.T) {
	if _, err := exec.LookPath("python3"); err != nil {
		t.Skip("python3 is not installed")
	}
	dicts := []string{
		`{"a": True}`, `{"a": 1}`, `{"a": 1.0}`, `{"a": "1"}`, `{"a": False}`, `{"a": 0}`,
		`{"a": -0.0}`, `{"a": 0.5}`, `{"a": None}`, `{"a": 1, "b": 2}`, `{"b": 2, "a": 1}`,
		`{"a": float("inf")}`, `{"a": 1e300}`, `{}`, `{"a": 2**64}`, `{"a": 18446744073709551616.0}`,
		`{"a'": 1}`, `{"a": "x", "a": "y"}`,
	}
	l := &lowerer{symbols: map[string]bool{}, named: map[string]term{}}
	f := &frame{l: l, mod: &module{globals: map[string]Value{}}, reach: tTrue, mode: modeSpec, locals: map[string]binding{}, localNames: map[string]bool{}}
	f.fn = &funcV{name: "<test>", mod: f.mod}
	canon := make([]string, len(dicts))
	for i, d := range dicts {
		e, err := parser.ParseExpr(d)
		if err != nil {
			t.Fatal(err)
		}
		s, ok := canonDict(f.eval(e))
		if !ok {
			t.Fatalf("%s: not canonical", d)
		}
		canon[i] = s
	}
	var prog strings.Builder
	prog.WriteString("ds = [" + strings.Join(dicts, ", ") + "]\n")
	prog.WriteString("for a in ds:\n    print(''.join('1' if a == b else '0' for b in ds))\n")
	out, err := exec.Command("python3", "-c", prog.String()).Output()
	if err != nil {
		t.Fatal(err)
	}
	rows := strings.Fields(string(out))
	for i := range dicts {
		for j := range dicts {
			want := rows[i][j] == '1'
			if got := canon[i] == canon[j]; got != want {
				t.Errorf("%s == %s: canonical %v (%q, %q), CPython %v", dicts[i], dicts[j], got, canon[i], canon[j], want)
			}
		}
	}
}
