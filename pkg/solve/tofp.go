package solve

import (
	"fmt"
	"math/big"

	"clauz3/pkg/dsl"
	"clauz3/pkg/z3"
)

// Z3 4.8 does not decide the rounding of a non-constant number to a
// float (to_fp of a Real term): it gives up, or runs until the timeout,
// or answers wrongly. It called float(n) > n unsatisfiable for an Int n,
// though float(2**54 - 1) is 2.0**54 (the adversarial probe of session
// 9). In a clauz3 document, Solve therefore translates such a rounding
// (lower's float(n) for a non-constant int) as a fresh float constant
// under facts of the rounding that always hold and that Z3 decides
// without rounding anything (approxToFP):
//
//   - it is not NaN;
//   - it is infinite exactly when |r| >= 2**1024 - 2**970, the midpoint
//     between the largest double and 2**1024, which ties to 2**1024;
//   - it is negative (fp.isNegative, -0.0 included) exactly when r < 0;
//   - it is +0.0 when r == 0, and for the Real of an Int only then.
//
// The query then has more models than the exact one, never fewer: its
// unsat is a proof. Its sat is not a counterexample until evaluation,
// exact (pkg/dsl rounds as CPython does), confirms it under the model's
// values (exactCounterexample); otherwise the obligation is unknown
// (ir.ReasonRounding). A proof-of-thought program keeps Z3's to_fp: its
// checks report what Z3 says.

// floatOverflow is 2**1024 - 2**970, the least magnitude that rounds to
// an infinite double (to nearest, ties to even).
var floatOverflow = new(big.Rat).SetInt(new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 1024), new(big.Int).Lsh(big.NewInt(1), 970)))

// approxToFP is the approximated translation of t, the rounding to a
// double of the Real term r (translated: zr), to nearest, ties to even.
func (p *program) approxToFP(t *dsl.Term, zr z3.Term, fs z3.Sort) z3.Term {
	z := p.z
	p.approx++
	c := z.Const(fmt.Sprintf("tofp!%d", p.approx), fs)
	zero := z.Real(new(big.Rat))
	limit := z.Real(floatOverflow)
	conds := []z3.Term{
		z.Not(z.FPIsNaN(c)),
		z.Iff(z.FPIsInf(c), z.Or(z.Ge(zr, limit), z.Le(zr, z.Real(new(big.Rat).Neg(floatOverflow))))),
		z.Iff(z.FPIsNegative(c), z.Lt(zr, zero)),
	}
	if arg := t.Args[1]; arg.Op == dsl.OpToReal && len(arg.Args) == 1 && arg.Args[0].Sort.Kind == dsl.KInt {
		conds = append(conds, z.Iff(z.FPIsZero(c), z.Eq(zr, zero)))
	} else {
		conds = append(conds, z.Implies(z.Eq(zr, zero), z.FPIsZero(c)))
	}
	p.side = append(p.side, z.And(conds...))
	return c
}
