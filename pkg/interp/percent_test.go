package interp_test

import (
	"errors"
	"os/exec"
	"strings"
	"testing"

	"clauz3/pkg/interp"
)

// TestPercentFormat evaluates printf-style str % arg under the
// interpreter and under CPython: the same str, or the same exception
// class. The conversions are those pkg/lower models (%s, %d, %i, %%);
// the others are refused, not computed.
func TestPercentFormat(t *testing.T) {
	if testing.Short() {
		t.Skip("runs CPython")
	}
	exprs := []string{
		`'%s' % -2`, `'%s-%s' % (1, 'a')`, `'%d|%i' % (True, -7)`, `'100%%' % ()`, `'%s' % ((1, 2),)`,
		`'%s' % [1, 2]`, `'abc' % [1]`, `'abc' % {}`, `'%s' % {1: 'x'}`, `'%s' % range(2)`, `'x' % range(0)`,
		`'%s %s' % [1]`, `'%s' % ()`, `'' % 5`, `'' % 'x'`, `'%s' % None`, `'%s' % 1.5`, `'%s' % 'é'`,
		`'é%s%%' % 'ü'`, `'%' % 1`, `'a %' % ()`, `'%d' % 'x'`, `'%d' % None`, `'%d' % [1]`, `'%i' % (1, 2)`,
		`'%s%d' % ('a', 'b')`, `'%d' % (10 ** 5000,)`, `'%s' % ValueError('v')`,
		`'%d%s' % ('a',)`,
	}
	var script strings.Builder
	for _, e := range exprs {
		script.WriteString("try:\n    print(repr(" + e + "))\nexcept Exception as e:\n    print('RAISE', type(e).__name__)\n")
	}
	out, err := exec.Command(python(t), "-I", "-c", script.String()).CombinedOutput()
	if err != nil {
		t.Fatalf("CPython: %v\n%s", err, out)
	}
	want := strings.Split(strings.TrimSuffix(string(out), "\n"), "\n")
	if len(want) != len(exprs) {
		t.Fatalf("CPython printed %d lines for %d expressions:\n%s", len(want), len(exprs), out)
	}
	for i, e := range exprs {
		r := runSrc(t, "def main():\n    print(repr("+e+"))\n", 0)
		got := strings.TrimSuffix(r.out, "\n")
		var pe *interp.Error
		switch {
		case errors.As(r.err, &pe):
			got = "RAISE " + pe.Class
		case r.err != nil:
			got = r.err.Error()
		}
		if got != want[i] {
			t.Errorf("%s: the interpreter gives %s, CPython %s", e, got, want[i])
		}
	}
	for _, e := range []string{`'%r' % 1`, `'%5s' % 'a'`, `'%(k)s' % {'k': 1}`, `'%f' % 1.5`, `'%d' % 1.5`, `'%s' % log`} {
		r := runSrc(t, "def main():\n    print("+e+")\n", 0)
		var le *interp.LimitError
		if !errors.As(r.err, &le) || !strings.Contains(le.Msg, "refused, not computed") {
			t.Errorf("%s: %q (%v), want a refusal", e, r.out, r.err)
		}
	}
}
