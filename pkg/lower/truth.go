package lower

// This file holds truthiness (bool(v)) and the short-circuit
// operators and, or and the conditional expression.

import (
	"clauz3/pkg/diag"
	"clauz3/pkg/dsl"
	"clauz3/pkg/python/ast"
)

// truthOf is the truthiness of a value (Python's bool(v)).
func truthOf(v Value) (term, bool) {
	switch x := v.(type) {
	case boolV:
		return x.e, true
	case intV:
		if n, ok := intLit(x.e); ok {
			return boolLit(n.Sign() != 0), true
		}
		return mkBin(x.e, "!=", intTermI(0)), true
	case strV:
		if s, ok := strLitRunes(x.e); ok {
			return boolLit(len(s) > 0), true
		}
		return mkBin(mkLength(x.e), ">", intTermI(0)), true
	case floatV:
		return mkNot(fpPred(dsl.OpFPIsZero, x.e)), true
	case noneV:
		return tFalse, true
	case matchV:
		return tTrue, true
	case *listV:
		if x.exact() {
			return boolLit(len(x.elems) > 0), true
		}
		return mkOr(x.present...), true
	case *dictV:
		return boolLit(len(x.keys) > 0), true
	case *rowsV:
		return mkBin(x.n, ">", intTermI(0)), true
	case *setV:
		var parts []term
		for i := range x.elems {
			parts = append(parts, x.presentAt(i))
		}
		return mkOr(parts...), true
	case *rowElemV:
		return tTrue, true
	case *viewV:
		return truthOf(x.list) // a view's truth is its length's
	case *funcV, *trustedV, *contractV, *moduleV, *builtinV, *excClassV, *classV, *methodV, *excInstV, *dictMethodV, *listMethodV, *setMethodV, *iterV:
		return tTrue, true
	case *unionV:
		var parts []term
		for i, a := range x.alts {
			t, ok := truthOf(a)
			if !ok {
				return nil, false
			}
			parts = append(parts, mkAnd(x.conds[i], t))
		}
		return mkOr(parts...), true
	case *poisonV:
		if x.truth != nil {
			return x.truth, true
		}
	}
	return nil, false
}

// truth is bool(v) at this point; an unmodelled value is unsupported.
func (f *frame) truth(v Value, span diag.Span) term {
	if t, ok := truthOf(v); ok {
		return t
	}
	f.use(v, span)
	return f.l.fresh("_u", sortBool) // unconstrained: the proof is already refused
}

// boolOp evaluates and/or with short-circuit: the right operands are
// evaluated only on the paths where Python evaluates them, and the value
// is the operand Python returns.
func (f *frame) boolOp(e *ast.BoolOp) Value {
	first := f.eval(e.Values[0])
	return f.boolRest(e, first, 1)
}

func (f *frame) boolRest(e *ast.BoolOp, left Value, i int) Value {
	if i >= len(e.Values) {
		return left
	}
	t := f.truth(left, e.Values[i-1].Span())
	cont := t // and: continue when left is truthy
	if e.Op == ast.Or {
		cont = mkNot(t)
	}
	var right Value
	f.underCond(cont, func() {
		r := f.eval(e.Values[i])
		right = f.boolRest(e, r, i+1)
		if isFalse(f.reach) {
			right = nil // every path through the operand raised
		}
	})
	if right == nil { // never evaluated
		return left
	}
	if isTrue(cont) {
		return right
	}
	if lb, ok := left.(boolV); ok {
		if rb, ok := right.(boolV); ok {
			// bool operands: the value is the Boolean connective
			if e.Op == ast.And {
				return boolV{f.l.name(mkAnd(lb.e, rb.e), sortBool)}
			}
			return boolV{f.l.name(mkOr(lb.e, rb.e), sortBool)}
		}
	}
	cont = f.l.name(cont, sortBool)
	return f.mergeValue(cont, right, left)
}

func (f *frame) ifExp(e *ast.IfExp) Value {
	t := f.truth(f.eval(e.Test), e.Test.Span())
	var a, b Value
	f.branch(t, func() { a = f.live(f.eval(e.Body)) }, func() { b = f.live(f.eval(e.Orelse)) })
	switch {
	case a == nil && b == nil:
		return quietPoison("unsupported-dead", e.Span(), "unreachable")
	case a == nil:
		return b
	case b == nil:
		return a
	}
	return f.mergeValue(f.l.name(t, sortBool), a, b)
}
