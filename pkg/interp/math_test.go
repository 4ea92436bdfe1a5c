package interp_test

import (
	"errors"
	"os/exec"
	"strings"
	"testing"

	"clauz3/pkg/interp"
)

// TestMath evaluates the part of math that lower models under the
// interpreter and under CPython: the same repr, or the same exception
// class and message. Names lower does not model are refused, not
// computed.
func TestMath(t *testing.T) {
	if testing.Short() {
		t.Skip("runs CPython")
	}
	var exprs []string
	args := []string{"0", "-0.0", "0.0", "2", "-3", "True", "False", "2.5", "-2.5", "0.5", "-0.5", "1e308", "-1e308",
		"5e-324", "1.9999999999999998", "-7.000000000000001", "10 ** 20", "-(10 ** 20) - 1", "2 ** 1024", "-(2 ** 1023)",
		"math.inf", "-math.inf", "math.nan", "'1'", "None", "[1]", "4.0", "2.0", "1e-320", "123456789.0"}
	for _, f := range []string{"floor", "ceil", "trunc", "sqrt", "fabs", "isnan", "isinf", "isfinite"} {
		for _, a := range args {
			exprs = append(exprs, "math."+f+"("+a+")")
		}
		exprs = append(exprs, "math."+f+"()", "math."+f+"(1, 2)")
	}
	exprs = append(exprs, "math.pi", "math.e", "math.tau", "math.inf", "-math.inf", "math.nan is math.nan",
		"[math.nan] == [math.nan]", "math.nan == math.nan", "floor(2.5) + ceil(2.5)", "math.pi * 2 == math.tau",
		"math.floor", "isinstance(math.floor(2.0), int)", "isinstance(math.sqrt(4), float)")
	var script strings.Builder
	script.WriteString("import math\nfrom math import floor, ceil\n")
	for _, e := range exprs {
		script.WriteString("try:\n    print(repr(" + e + "))\nexcept Exception as e:\n    print('RAISE', type(e).__name__, e)\n")
	}
	out, err := exec.Command(python(t), "-I", "-c", script.String()).CombinedOutput()
	if err != nil {
		t.Fatalf("CPython: %v\n%s", err, out)
	}
	want := strings.Split(strings.TrimSuffix(string(out), "\n"), "\n")
	if len(want) != len(exprs) {
		t.Fatalf("CPython printed %d lines for %d expressions:\n%s", len(want), len(exprs), out)
	}
	raised := 0
	for i, e := range exprs {
		r := runSrc(t, "import math\nfrom math import floor, ceil\n\ndef main():\n    print(repr("+e+"))\n", 0)
		got := strings.TrimSuffix(r.out, "\n")
		var pe *interp.Error
		switch {
		case errors.As(r.err, &pe):
			got = "RAISE " + pe.Class + " " + pe.Msg
			raised++
		case r.err != nil:
			got = r.err.Error()
		}
		if got != want[i] {
			t.Errorf("%s: the interpreter gives %s, CPython %s", e, got, want[i])
		}
	}
	if raised < 20 {
		t.Errorf("only %d expressions raised", raised)
	}
	for _, e := range []string{"math.log(2)", "math.floor(x=1.5)", "math.gcd(2, 4)"} {
		r := runSrc(t, "import math\n\ndef main():\n    print("+e+")\n", 0)
		var ue *interp.UnsupportedError
		if !errors.As(r.err, &ue) || ue.Span.Line != 6 {
			t.Errorf("%s: %q (%v), want a refusal at line 6", e, r.out, r.err)
		}
	}
}
