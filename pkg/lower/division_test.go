package lower

import (
	"os/exec"
	"strconv"
	"strings"
	"testing"

	"clauz3/pkg/dsl"
)

// TestTrueDivisionOfConstants folds int / int of constants as CPython
// does (correctly rounded, with the sign of a zero quotient), each fold
// checked against python3, and raises ZeroDivisionError and
// OverflowError where CPython does.
func TestTrueDivisionOfConstants(t *testing.T) {
	for _, e := range []string{
		"0 / -5", "0 / 5", "-1 / 10**400", "1 / 10**400", "7 / 2", "1 / 3", "(2**53 + 1) / 1",
		"-(2**53 + 3) / 2", "10**308 / 1", "(2**1024 // 3) / 2**1000", "-7 / -2",
	} {
		out, err := exec.Command("python3", "-c", "print(repr("+e+"))").Output()
		if err != nil {
			t.Fatalf("python3 %s: %v", e, err)
		}
		want, err := strconv.ParseFloat(strings.TrimSpace(string(out)), 64)
		if err != nil {
			t.Fatal(err)
		}
		d, err := lowerSource(t, header+"def main() -> None:\n    if "+e+" == 1.5:\n        send_email('a@b', 'c')\n")
		if err != nil {
			t.Fatal(err)
		}
		if len(d.Facts) != 1 {
			t.Fatalf("%s: %d facts\n%s", e, len(d.Facts), summary(d))
		}
		lit := dsl.Format(dsl.MkFloat(want))
		cond := d.Facts[0].Cond
		for _, kb := range d.KnowledgeBase { // a long condition is named
			if strings.HasPrefix(kb.Assertion, "("+cond+" == ") {
				cond = strings.TrimSuffix(strings.TrimPrefix(kb.Assertion, "("+cond+" == "), ")")
			}
		}
		if got, w := cond, "fpEQ("+lit+", FPVal(1.5, FPSort(11, 53)))"; got != w {
			t.Errorf("%s: cond %s, want %s (CPython: %s)", e, got, w, strings.TrimSpace(string(out)))
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
