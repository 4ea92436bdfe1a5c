package solve

// Assumptions made inside symbolic loops (ir.Assumption.Quantifiers): a
// trusted postcondition of a call inside a loop over rows or a
// summarized while loop holds in every iteration, but the document
// states it of the loop's index symbol, which a query leaves free. It is
// asserted so, of one iteration: every proof stays sound (it assumes
// less than holds), but a model may break it in another iteration, and
// a counterexample that breaks a trusted postcondition is not a run of
// the program. So a counterexample is shown only when the assumption
// holds in every iteration under it: Z3's model is checked iteration by
// iteration, an iteration that breaks it is added to the query, which is
// checked again (at most loopAssumeRounds times, else unknown,
// ir.ReasonLoopAssumption); the witness search's values are checked the
// same way (evalCounterexample), and Recheck checks every
// counterexample it can evaluate.

import (
	"fmt"
	"math/big"

	"clauz3/pkg/dsl"
	"clauz3/pkg/ir"
	"clauz3/pkg/z3"
)

const (
	// loopAssumeRounds bounds the iterations added to one query.
	loopAssumeRounds = 16
	// loopAssumeIterations bounds the iterations checked under one model.
	loopAssumeIterations = 1024
)

// loopAssump is an assumption made inside symbolic loops.
type loopAssump struct {
	expr   *dsl.Term
	vars   []string    // the loops' indices, outermost first
	uppers []*dsl.Term // each index ranges from 0 below its upper bound
}

// addLoopAssump records assumption i (a, its term t) when it is made
// inside symbolic loops.
func (p *program) addLoopAssump(i int, a ir.Assumption, t *dsl.Term) error {
	if len(a.Quantifiers) == 0 {
		return nil
	}
	la := &loopAssump{expr: t}
	for j, q := range a.Quantifiers {
		ptr := fmt.Sprintf("/assumptions/%d/quantifiers/%d", i, j)
		if q.Var == "" {
			return p.bad(ptr+"/var", "bad-assumption", "loop variable without a name")
		}
		lo, err := p.expr(q.Lower, q.LowerTerm, p.scope, false)
		if err != nil {
			return p.exprErr(ptr+"/lower", err)
		}
		if v, ok := lo.IntVal(); !ok || v.Sign() != 0 {
			return p.bad(ptr+"/lower", "bad-expression", "a loop's index starts at 0, not at %q", q.Lower)
		}
		up, err := p.expr(q.Upper, q.UpperTerm, p.scope, false)
		if err != nil {
			return p.exprErr(ptr+"/upper", err)
		}
		if up.Sort.Kind != dsl.KInt {
			return p.bad(ptr+"/upper", "bad-expression", "loop bound %q is %s, not Int", q.Upper, up.Sort)
		}
		la.vars = append(la.vars, q.Var)
		la.uppers = append(la.uppers, up)
		if q.While && len(a.Quantifiers) == 1 {
			p.addWhileLoop(q.Var, up)
		}
	}
	p.loopAssumps = append(p.loopAssumps, la)
	return nil
}

// violated returns an instance of la (its indices replaced by an
// iteration's) that is false under the values val gives, nil when every
// instance is true; ok is false when val cannot tell, or there are more
// than loopAssumeIterations iterations.
func (la *loopAssump) violated(val func(*dsl.Term) (any, error)) (inst *dsl.Term, ok bool) {
	sub := map[string]*dsl.Term{}
	count := 0
	var walk func(k int) (*dsl.Term, bool)
	walk = func(k int) (*dsl.Term, bool) {
		if k == len(la.vars) {
			if count++; count > loopAssumeIterations {
				return nil, false
			}
			t := dsl.Substitute(la.expr, sub)
			v, err := val(t)
			b, isBool := v.(bool)
			switch {
			case err != nil || !isBool:
				return nil, false
			case !b:
				return t, true
			}
			return nil, true
		}
		n, err := val(dsl.Substitute(la.uppers[k], sub))
		nb, isInt := n.(*big.Int)
		if err != nil || !isInt || nb.Cmp(big.NewInt(loopAssumeIterations)) > 0 {
			return nil, false
		}
		for j := int64(0); j < nb.Int64(); j++ {
			sub[la.vars[k]] = dsl.MkInt64(j)
			if t, ok := walk(k + 1); !ok || t != nil {
				return t, ok
			}
		}
		delete(sub, la.vars[k])
		return nil, true
	}
	return walk(0)
}

// loopAssumpsHold reports whether every assumption made inside symbolic
// loops holds in every iteration under env; ok is false when that cannot
// be told.
func (p *program) loopAssumpsHold(env dsl.Env) (holds, ok bool) {
	for _, la := range p.loopAssumps {
		t, ok := la.violated(func(t *dsl.Term) (any, error) { return dsl.Eval(t, env) })
		if !ok {
			return false, false
		}
		if t != nil {
			return false, true
		}
	}
	return true, true
}

// modelViolation is an instance of an assumption made inside symbolic
// loops that model m breaks (nil when m keeps them all); ok is false
// when that cannot be told.
func (p *program) modelViolation(m *z3.Model) (inst *dsl.Term, ok bool) {
	val := func(t *dsl.Term) (any, error) {
		v, err := m.Eval(p.tr(t), true)
		if err != nil {
			return nil, err
		}
		if t.Sort.Kind == dsl.KBool {
			return v.BoolValue()
		}
		return v.IntValue()
	}
	for _, la := range p.loopAssumps {
		t, ok := la.violated(val)
		if !ok || t != nil {
			return t, ok
		}
	}
	return nil, true
}

// forAll is la over every iteration: for all indices within their
// bounds, the assumption (a formula with quantifiers, for Z3).
func (p *program) forAll(la *loopAssump) *dsl.Term {
	sub := map[string]*dsl.Term{}
	var bound, in []*dsl.Term
	for k, v := range la.vars {
		p.fresh++
		j := dsl.Const(fmt.Sprintf("%s!all!%d", v, p.fresh), dsl.IntSort())
		in = append(in, dsl.App(dsl.OpLe, dsl.BoolSort(), nil, dsl.MkInt64(0), j),
			dsl.App(dsl.OpLt, dsl.BoolSort(), nil, j, dsl.Substitute(la.uppers[k], sub)))
		sub[v] = j
		bound = append(bound, j)
	}
	body := dsl.Implies(dsl.And(in...), dsl.Substitute(la.expr, sub))
	return &dsl.Term{Op: dsl.OpForAll, Sort: dsl.BoolSort(), Bound: bound, Args: []*dsl.Term{body}}
}
