package solve

import (
	"testing"

	"clauz3/pkg/ir"
)

// TestApproxRounding checks the approximated rounding of a non-constant
// number to a float (approxToFP), with every obligation asked of Z3:
// float(n) <= n, which Z3 4.8's own to_fp called valid although
// float(2**54 - 1) is 2.0**54, is not proved; what the facts of the
// approximation give (the sign) is proved; a model evaluation confirms is
// a counterexample, rendered exactly; one it does not is unknown.
func TestApproxRounding(t *testing.T) {
	const f = "fpToFP(RNE(), ToReal(n), FPSort(11, 53))"
	const four, six = "FPVal(4.0, FPSort(11, 53))", "FPVal(6.0, FPSort(11, 53))"
	doc := &ir.DSL{
		Version: ir.DSLVersion,
		Inputs:  []ir.Input{{Name: "n", Type: "int", Sort: "IntSort"}},
		Obligations: []ir.Obligation{
			goal("rounds-up", "Implies(Not(fpIsInf("+f+")), fpToReal("+f+") <= ToReal(n))"),
			goal("sign", "Implies(n >= 0, Not(fpIsNegative("+f+")))"),
			goal("five-below-four", "Implies(n == 5, fpLT("+f+", "+four+"))"),
			goal("five-below-six", "Implies(n == 5, fpLT("+f+", "+six+"))"),
		},
	}
	res := solveDoc(t, doc, Options{noGround: true})
	if o := res.Obligations[0]; o.Status == ir.StatusProved {
		t.Errorf("float(n) <= n is proved")
	} else if o.Status == ir.StatusRefuted {
		// (then Recheck has confirmed it: n is past 2**53)
		t.Logf("float(n) <= n refuted by n = %s", input(t, o.Counterexample, "n").Repr)
	}
	status(t, res, 1, ir.StatusProved)
	if n := intInput(t, status(t, res, 2, ir.StatusRefuted).Counterexample, "n"); n != 5 {
		t.Errorf("counterexample n = %d, want 5", n)
	}
	if o := status(t, res, 3, ir.StatusUnknown); o.Reason != ir.ReasonRounding {
		t.Errorf("reason %q, want %q", o.Reason, ir.ReasonRounding)
	}
}
