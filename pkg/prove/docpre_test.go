package prove

import (
	"context"
	"path/filepath"
	"strings"
	"testing"

	"clauz3/pkg/ir"
	"clauz3/pkg/load"
	"clauz3/pkg/lower"
)

// TestDocstringPreconditions checks PyTA's docstring preconditions
// (testdata/docpre/m.py): a helper's are obligations at each call, with
// a counterexample where a caller breaks one; the target's are
// assumptions only when lower is asked (clauz3 verify), since CPython
// never reads them; a line that does not parse is refused with its span.
func TestDocstringPreconditions(t *testing.T) {
	run := func(target string, assume bool) *ir.Result {
		t.Helper()
		res, err := Prove(context.Background(), Config{
			Load:  load.Config{Entry: "m.py", Dir: filepath.Join("testdata", "docpre"), Target: target},
			Lower: lower.Options{DocPreconditions: assume},
		})
		if err != nil {
			t.Fatal(err)
		}
		return res
	}
	statuses := func(res *ir.Result) map[string]int {
		m := map[string]int{}
		for _, o := range res.Obligations {
			m[o.Status]++
		}
		return m
	}
	// f's postcondition needs its docstring's x > 0
	if s := statuses(run("f", false)); s[ir.StatusRefuted] == 0 {
		t.Errorf("f without its docstring assumed: %v, want a refutation (x=0)", s)
	}
	if s := statuses(run("f", true)); s[ir.StatusProved] < 2 || len(s) != 1 {
		t.Errorf("f with its docstring assumed: %v, want proved", s)
	}
	// g calls half(k) for any k: both of half's preconditions can fail
	res := run("g", true)
	if s := statuses(res); s[ir.StatusRefuted] != 2 {
		t.Errorf("g: %v, want both of half's preconditions refuted", s)
	}
	for _, o := range res.Obligations {
		if o.Status == ir.StatusRefuted && (o.Counterexample == nil || len(o.Counterexample.Inputs) != 1) {
			t.Errorf("%s refuted without a counterexample input", o.ID)
		}
	}
	// h calls half(2 * k) only when k >= 0
	if s := statuses(run("h", false)); s[ir.StatusProved] != 2 || len(s) != 1 {
		t.Errorf("h: %v, want proved", s)
	}
	// a precondition that is not an expression: refused where it is written
	res = run("bad", true)
	found := false
	for _, o := range res.DSL.Obligations {
		if o.Code == "unsupported-docstring-precondition" {
			found = true
			if o.Span.Line != 34 || !strings.Contains(o.Message, "not a Python expression") {
				t.Errorf("refusal at %+v: %s", o.Span, o.Message)
			}
		}
	}
	if !found {
		t.Errorf("bad: the unparsable precondition is not refused")
	}
}
