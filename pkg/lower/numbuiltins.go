package lower

// This file holds divmod, pow and round, as CPython 3.11 computes them.

import (
	"math"
	"math/big"

	"clauz3/pkg/dsl"
	"clauz3/pkg/python/ast"
)

// callNumBuiltin is divmod(a, b), pow(a, b[, m]) or round(x); ok false
// when name is none of them.
func (f *frame) callNumBuiltin(name string, args []Value, c *ast.Call) (Value, bool) {
	switch name {
	case "divmod", "pow", "round":
	default:
		return nil, false
	}
	span := c.Span()
	for i, a := range args {
		if u, ok := a.(*unionV); ok {
			return f.split(u, func(x Value) Value {
				as := append([]Value{}, args...)
				as[i] = x
				v, _ := f.callNumBuiltin(name, as, c)
				return v
			}), true
		}
	}
	bad := func() Value { return quietPoison("unsupported-type", span, "bad call") }
	num := func(v Value) bool { _, isInt := asInt(v); return isInt || isFloat(v) }
	switch name {
	case "divmod":
		if len(args) != 2 {
			f.raise("TypeError", span, "divmod expected 2 arguments, got %d", len(args))
			return bad(), true
		}
		if !num(args[0]) || !num(args[1]) {
			return f.poisonOrQuiet("unsupported-builtin", span, "divmod() of a %s and a %s is not supported", args[0].typeName(), args[1].typeName()), true
		}
		// divmod(a, b) is (a // b, a % b), the same checks raising
		q := f.binop(ast.FloorDiv, args[0], args[1], span)
		if isFalse(f.reach) {
			return quietPoison("unsupported-dead", span, "unreachable"), true
		}
		r := f.binop(ast.Mod, args[0], args[1], span)
		return &listV{elems: []Value{q, r}, tuple: true}, true
	case "pow":
		switch len(args) {
		case 2:
			return f.binop(ast.Pow, args[0], args[1], span), true
		case 3:
			return f.powMod(args, c), true
		}
		f.raise("TypeError", span, "pow expected 2 or 3 arguments, got %d", len(args))
		return bad(), true
	case "round":
		if len(args) == 2 {
			if _, isNone := args[1].(noneV); !isNone {
				return f.poisonOrQuiet("unsupported-builtin", span, "round() with ndigits is not supported (decimal rounding of a double)"), true
			}
		} else if len(args) != 1 {
			f.raise("TypeError", span, "round() takes at most 2 arguments (%d given)", len(args))
			return bad(), true
		}
		x := args[0]
		if n, ok := asInt(x); ok {
			return intV{n}, true // an int (or a bool, as an int) rounds to itself
		}
		fv, ok := x.(floatV)
		if !ok {
			return f.poisonOrQuiet("unsupported-builtin", span, "round() of a %s is not supported", x.typeName()), true
		}
		if v, ok := fv.e.FloatVal(); ok && !math.IsNaN(v) && !math.IsInf(v, 0) {
			n, _ := big.NewFloat(math.RoundToEven(v)).Int(nil)
			return intV{intTerm(n)}, true
		}
		f.check(mkNot(fpPred(dsl.OpFPIsNaN, fv.e)), "ValueError", span, "cannot convert float NaN to integer")
		f.check(mkNot(fpPred(dsl.OpFPIsInf, fv.e)), "OverflowError", span, "cannot convert float infinity to integer")
		if isFalse(f.reach) {
			return quietPoison("unsupported-dead", span, "unreachable"), true
		}
		// half to even: IEEE's roundToIntegral in RNE is Python's round,
		// and the integral double converts to its int exactly
		ri := app(dsl.OpFPRound, floatSort, []*dsl.Sort{nil, floatSort}, rne, fv.e)
		res := app(dsl.OpToInt, intSort, []*dsl.Sort{realSort}, fpToReal(ri))
		return f.l.nameValue(intV{res}), true
	}
	return nil, false
}

// maxPowExp bounds the exponent of a three-argument pow that is unrolled.
const maxPowExp = 1 << 16

// powMod is pow(a, b, m) for ints: a constant exponent b >= 0 (a negative
// one asks for a modular inverse, which is not modelled), by squaring and
// multiplying modulo m, which equals (a ** b) % m with Python's sign rule
// (% by m is a ring map onto the residues Python picks).
func (f *frame) powMod(args []Value, c *ast.Call) Value {
	span := c.Span()
	a, okA := asInt(args[0])
	b, okB := asInt(args[1])
	m, okM := asInt(args[2])
	if !okA || !okB || !okM {
		if isFloat(args[0]) || isFloat(args[1]) || isFloat(args[2]) {
			f.raise("TypeError", span, "pow() 3rd argument not allowed unless all arguments are integers")
			return quietPoison("unsupported-type", span, "bad call")
		}
		return f.poisonOrQuiet("unsupported-builtin", span, "pow() of a %s, a %s and a %s is not supported", args[0].typeName(), args[1].typeName(), args[2].typeName())
	}
	n, ok := intLit(b)
	if !ok || n.Sign() < 0 || n.Cmp(big.NewInt(maxPowExp)) > 0 {
		return f.poisonOrQuiet("unsupported-pow", span, "pow(a, b, m) with an exponent that is not a constant between 0 and %d is not supported", maxPowExp)
	}
	f.check(mkNot(mkEq(m, intTermI(0))), "ValueError", span, "pow() 3rd argument cannot be 0")
	if isFalse(f.reach) {
		return quietPoison("unsupported-dead", span, "unreachable")
	}
	mod := func(x term) term { return f.l.name(pyMod(x, m), sortInt) }
	res := mod(intTermI(1))
	base := mod(a)
	for i := n.BitLen() - 1; i >= 0; i-- {
		res = mod(mulInt(res, res))
		if n.Bit(i) == 1 {
			res = mod(mulInt(res, base))
		}
	}
	return intV{res}
}
