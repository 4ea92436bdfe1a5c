package lower

import (
	"testing"

	"clauz3/pkg/ir"
)

// TestUpstreamGaps lowers the programs of UPSTREAM.md §12 (G1..G12,
// examples/email/cases/gNN_*.py) that upstream wrongly proves, and checks
// that each carries the obligation that makes it fail closed here. The
// end-to-end test (e2e_test.go) runs them through solve as well.
func TestUpstreamGaps(t *testing.T) {
	type check func(t *testing.T, d *ir.DSL)
	hasOblig := func(kind, code, goal string) check {
		return func(t *testing.T, d *ir.DSL) {
			for _, o := range d.Obligations {
				if o.Kind == kind && o.Code == code && (goal == "*" || o.Goal == goal) {
					return
				}
			}
			t.Errorf("no %s/%s obligation with goal %q in:\n%s", kind, code, goal, summary(d))
		}
	}
	hasFact := func(relation, addr, cond string) check {
		return func(t *testing.T, d *ir.DSL) {
			for _, f := range d.Facts {
				if f.Relation == relation && f.Cond == cond && len(f.Fields) > 0 && f.Fields[0].Value == addr {
					return
				}
			}
			t.Errorf("no fact %s(%s) if %s in:\n%s", relation, addr, cond, summary(d))
		}
	}
	noFact := func(addr string) check {
		return func(t *testing.T, d *ir.DSL) {
			for _, f := range d.Facts {
				if len(f.Fields) > 0 && f.Fields[0].Value == addr {
					t.Errorf("unexpected fact %s in:\n%s", addr, summary(d))
				}
			}
		}
	}
	tests := []struct {
		file   string
		checks []check
	}{
		// G1: the target's own @deal.pre is an assumption; contradictory
		// assumptions are refused by the consistency obligation.
		{"g01_target_pre_vacuous.py", []check{
			hasOblig(ir.KindConsistency, "vacuous-assumptions", "False"),
			hasFact("send_email", `"ceo@example.com"`, "True"),
		}},
		// G2: a helper's @deal.post is proved, not assumed.
		{"g02_helper_post_fail.py", []check{
			hasOblig(ir.KindPostcondition, "postcondition", "False"),
			hasFact("send_email", `"ceo@example.com"`, "True"),
		}},
		// G3: a nested def does not run at its definition.
		{"g03_nested_def_fail.py", []check{hasFact("send_email", `"ceo@example.com"`, "True")}},
		// G4: a lambda's trusted call is a fact at its call.
		{"g04_lambda_fail.py", []check{hasFact("send_email", `"ceo@example.com"`, "True")}},
		// G5: trusted calls in a list comprehension are facts.
		{"g05_listcomp_fail.py", []check{
			hasFact("send_email", `"ceo@example.com"`, "True"),
			hasFact("send_email", `"cfo@example.com"`, "True"),
		}},
		// G6: an unsupported statement in a helper is reported.
		{"g06_helper_try_unsupported.py", []check{hasOblig(ir.KindUnsupported, "unsupported-try", "*")}},
		// G7: a trusted precondition inside a helper is checked.
		{"g07_helper_precondition_fail.py", []check{hasOblig(ir.KindPrecondition, "precondition", "False")}},
		// G8: a loop over a symbolic list is refused rather than counted once.
		{"g08_helper_in_loop_unsupported.py", []check{hasOblig(ir.KindUnsupported, "unsupported-param-type", "*")}},
		// G9: loop-carried state is exact (n == 2 after the loop).
		{"g09_loop_state_fail.py", []check{hasFact("send_email", `"ceo@example.com"`, "True")}},
		// G10: the right operand of "False and ..." never runs.
		{"g10_short_circuit_fail.py", []check{noFact(`"ann@example.com"`)}},
		// G12: guarantee arguments resolve at module scope.
		{"g12_guarantee_scope_unsupported.py", []check{hasOblig(ir.KindUnsupported, "unsupported-guarantee-name-error", "*")}},
	}
	// G11: the required contract applies when the trusted call is made
	// inside a helper.
	t.Run("g11_required_in_helper_fail.py", func(t *testing.T) {
		d, err := lowerExample(t, "policy", "g11_required_in_helper_fail.py")
		if err != nil {
			t.Fatal(err)
		}
		hasFact("notify", `"bob"`, "True")(t, d)
		found := false
		for _, o := range d.Obligations {
			if o.Kind == ir.KindGuarantee && o.Code == "required-guarantee" && o.Relation != nil && o.Relation.Op == ir.RelDistinct {
				found = true
			}
		}
		if !found {
			t.Errorf("no required unique_users guarantee in:\n%s", summary(d))
		}
	})
	for _, tc := range tests {
		t.Run(tc.file, func(t *testing.T) {
			d, err := lowerExample(t, "email", tc.file)
			if err != nil {
				t.Fatalf("Lower: %v", err)
			}
			for _, c := range tc.checks {
				c(t, d)
			}
		})
	}
}
