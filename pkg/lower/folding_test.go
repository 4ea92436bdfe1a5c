package lower

import (
	"math"
	"math/big"
	"os/exec"
	"strconv"
	"strings"
	"testing"

	"clauz3/pkg/diag"
	"clauz3/pkg/ir"
)

// TestTrueDivisionOfConstants folds int / int of constants as CPython
// does (correctly rounded, with the sign of a zero quotient), each fold
// checked against python3, and raises ZeroDivisionError and
// OverflowError where CPython does.
func TestTrueDivisionOfConstants(t *testing.T) {
	l := &lowerer{out: &ir.DSL{}, symbols: map[string]bool{}, named: map[string]term{}}
	f := &frame{l: l, reach: tTrue}
	for _, c := range [][2]string{
		{"0", "-5"}, {"0", "5"}, {"-1", "10**400"}, {"1", "10**400"}, {"7", "2"}, {"1", "3"},
		{"2**53 + 1", "1"}, {"-(2**53 + 3)", "2"}, {"10**308", "1"}, {"2**1024 // 3", "2**1000"}, {"-7", "-2"},
	} {
		e := "(" + c[0] + ") / (" + c[1] + ")"
		out, err := exec.Command("python3", "-c", "print(("+e+").hex()); print("+c[0]+"); print("+c[1]+")").Output()
		if err != nil {
			t.Fatalf("python3 %s: %v", e, err)
		}
		lines := strings.Fields(string(out))
		want, err := strconv.ParseFloat(lines[0], 64)
		if err != nil {
			t.Fatal(err)
		}
		a, _ := new(big.Int).SetString(lines[1], 10)
		b, _ := new(big.Int).SetString(lines[2], 10)
		v, ok := f.trueDivide(intTerm(a), intTerm(b), diag.Span{}).(floatV)
		got, isLit := v.e.FloatVal()
		if !ok || !isLit || math.Float64bits(got) != math.Float64bits(want) {
			t.Errorf("%s: got %v, CPython %s (%v)", e, v, lines[0], want)
		}
	}
	for _, tc := range []struct{ expr, exc string }{
		{"1 / 0", "ZeroDivisionError"},
		{"10**400 / 3", "OverflowError"},
	} {
		d, err := lowerSource(t, header+"def main() -> None:\n    x = "+tc.expr+"\n")
		if err != nil {
			t.Fatal(err)
		}
		found := false
		for _, o := range d.Obligations {
			if strings.HasPrefix(o.Message, tc.exc+":") && o.Goal == "False" {
				found = true
			}
		}
		if !found {
			t.Errorf("%s: no certain %s obligation in\n%s", tc.expr, tc.exc, summary(d))
		}
	}
}

// TestMathConstants folds math's exact functions of constants as CPython
// computes them (checked against python3) and refuses what it does not
// model.
func TestMathConstants(t *testing.T) {
	for _, e := range []string{
		"math.floor(2.5)", "math.ceil(-2.5)", "math.trunc(-0.5)", "math.floor(-0.0)", "math.ceil(1e300)",
		"math.sqrt(2.0)", "math.sqrt(16)", "math.fabs(-3.0)", "math.pi", "math.tau", "math.e",
		"math.isnan(math.nan)", "math.isinf(-math.inf)", "math.isfinite(1e308)", "math.floor(7)",
	} {
		out, err := exec.Command("python3", "-c", "import math; print(repr("+e+"))").Output()
		if err != nil {
			t.Fatalf("python3 %s: %v", e, err)
		}
		want := strings.TrimSpace(string(out))
		d, err := lowerSource(t, "import math\n"+header+"def main() -> None:\n    if "+e+" == "+want+":\n        send_email('a@b', 'c')\n")
		if err != nil {
			t.Fatal(err)
		}
		if len(d.Facts) != 1 {
			t.Fatalf("%s: %d facts\n%s", e, len(d.Facts), summary(d))
		}
		cond := factCond(d)
		if strings.HasPrefix(cond, "fpEQ(") { // floats: both sides the same literal
			inner := strings.TrimSuffix(strings.TrimPrefix(cond, "fpEQ("), ")")
			half := len(inner) / 2
			if inner[:half-1] != inner[half+1:] {
				t.Errorf("%s: cond %s, want CPython's %s on both sides", e, cond, want)
			}
			continue
		}
		if cond != "True" {
			t.Errorf("%s: cond %s, want True (CPython: %s)", e, cond, want)
		}
	}
	d, err := lowerSource(t, "import math\n"+header+"def main() -> None:\n    x = math.log(2.0)\n")
	if err != nil {
		t.Fatal(err)
	}
	found := false
	for _, o := range d.Obligations {
		found = found || o.Kind == "unsupported"
	}
	if !found {
		t.Errorf("math.log is not modelled, but nothing is unsupported:\n%s", summary(d))
	}
}

// factCond is the condition of the one fact of d, its definition when it
// is named.
func factCond(d *ir.DSL) string {
	cond := d.Facts[0].Cond
	for _, kb := range d.KnowledgeBase {
		if strings.HasPrefix(kb.Assertion, "("+cond+" == ") {
			cond = strings.TrimSuffix(strings.TrimPrefix(kb.Assertion, "("+cond+" == "), ")")
		}
	}
	return cond
}

// TestSets decides set expressions that do not depend on iteration
// order, each checked against python3.
func TestSets(t *testing.T) {
	for _, e := range []string{
		"len({1, 1.0, True})", "2 in {1, 2}", "3 not in {1, 2}", "len(set([1, 2, 1]))", "len(set())",
		"bool({0})", "bool(set())", "'a' in set(('a', 'b'))", "len({0.0, -0.0})", "len(set({1, 2}))",
	} {
		out, err := exec.Command("python3", "-c", "print(repr("+e+"))").Output()
		if err != nil {
			t.Fatalf("python3 %s: %v", e, err)
		}
		want := strings.TrimSpace(string(out))
		d, err := lowerSource(t, header+"def main() -> None:\n    if ("+e+") == "+want+":\n        send_email('a@b', 'c')\n")
		if err != nil {
			t.Fatal(err)
		}
		if len(d.Facts) != 1 || factCond(d) != "True" {
			t.Errorf("%s == %s (CPython) is not decided True:\n%s", e, want, summary(d))
		}
	}
}

// TestWalrus: x := v evaluates v, binds x in the function and is v.
func TestWalrus(t *testing.T) {
	d, err := lowerSource(t, header+"def main() -> None:\n    if (k := 3) + k == 6 and k == 3:\n        send_email('a@b', 'c')\n")
	if err != nil {
		t.Fatal(err)
	}
	if len(d.Facts) != 1 || factCond(d) != "True" {
		t.Errorf("(k := 3) + k == 6 and k == 3 is not decided True:\n%s", summary(d))
	}
}
