package lower

// This file models the parts of the standard library's math module whose
// results are exact (issue 18): the constants, floor, ceil and trunc
// (exact conversions to int), sqrt and fabs (correctly rounded by IEEE
// 754, as C's are), and the predicates isnan, isinf and isfinite. Every
// other name of math is unsupported. A program's own math.py is refused
// by load (it would shadow the standard module).

import (
	"math"
	"math/big"

	"clauz3/pkg/dsl"
	"clauz3/pkg/python/ast"
)

// mathConstant is math.<name> for the float constants: the module's
// objects.
func (l *lowerer) mathConstant(name string) (Value, bool) {
	var x float64
	switch name {
	case "pi":
		x = math.Pi
	case "e":
		x = math.E
	case "tau":
		x = 2 * math.Pi
	case "inf":
		x = math.Inf(1)
	case "nan":
		x = math.NaN()
	default:
		return nil, false
	}
	t, _ := floatTerm(x)
	// one object per constant, whoever reads it: identity decides
	// [math.nan] == [math.nan] (True in CPython: containers compare
	// identical items as equal before calling ==)
	if obj, ok := l.mathObjs[name]; ok {
		return floatV{t, obj}, true
	}
	v := l.outsideFloat(t) // a trusted function may return it too
	l.mathObjs[name] = v.obj
	return v, true
}

// callMath calls math.<name>; ok is false for a name this file does not
// model.
func (f *frame) callMath(name string, args []Value, c *ast.Call) (Value, bool) {
	switch name {
	case "floor", "ceil", "trunc", "sqrt", "fabs", "isnan", "isinf", "isfinite":
	default:
		return nil, false
	}
	if len(args) != 1 {
		f.raise("TypeError", c.Span(), "math.%s() takes exactly one argument (%d given)", name, len(args))
		return quietPoison("unsupported-type", c.Span(), "bad call"), true
	}
	x := args[0]
	if u, ok := x.(*unionV); ok {
		return f.split(u, func(v Value) Value { r, _ := f.callMath(name, []Value{v}, c); return r }), true
	}
	if _, num := asInt(x); !num && !isFloat(x) {
		if _, isPoison := x.(*poisonV); isPoison {
			f.use(x, c.Span())
			return &poisonV{code: "unsupported-type", msg: "math", reported: true}, true
		}
		f.raise("TypeError", c.Span(), "must be real number, not %s", x.typeName())
		return quietPoison("unsupported-type", c.Span(), "bad call"), true
	}
	span := c.Span()
	switch name {
	case "floor", "ceil", "trunc":
		if n, ok := asInt(x); ok {
			return intV{n}, true // an int (or bool) is its own floor
		}
		fl := x.(floatV).e
		if v, ok := fl.FloatVal(); ok && !math.IsNaN(v) && !math.IsInf(v, 0) {
			// a constant: exactly, in Go (floor, ceil and trunc are exact)
			r := map[string]func(float64) float64{"floor": math.Floor, "ceil": math.Ceil, "trunc": math.Trunc}[name](v)
			n, _ := big.NewFloat(r).Int(nil)
			return intV{intTerm(n)}, true
		}
		f.check(mkNot(fpPred(dsl.OpFPIsNaN, fl)), "ValueError", span, "cannot convert float NaN to integer")
		f.check(mkNot(fpPred(dsl.OpFPIsInf, fl)), "OverflowError", span, "cannot convert float infinity to integer")
		if isFalse(f.reach) {
			return quietPoison("unsupported-dead", span, "unreachable"), true
		}
		r := fpToReal(fl)
		floor := app(dsl.OpToInt, intSort, []*dsl.Sort{realSort}, r)
		ceil := addInt(floor, mkIte(app(dsl.OpIsInt, boolSort, []*dsl.Sort{realSort}, r), intTermI(0), intTermI(1)))
		switch name {
		case "floor":
			return f.l.nameValue(intV{floor}), true
		case "ceil":
			return f.l.nameValue(intV{ceil}), true
		}
		return f.l.nameValue(intV{mkIte(fpPred(dsl.OpFPIsNeg, fl), ceil, floor)}), true
	}
	fx, ok := f.toFloat(x, span)
	if !ok {
		return quietPoison("unsupported-dead", span, "unreachable"), true
	}
	fl := fx.e
	if v, ok := fl.FloatVal(); ok && (name != "sqrt" || !(v < 0)) {
		// a constant: Go's math is IEEE 754 here (sqrt correctly rounded)
		switch name {
		case "sqrt":
			t, _ := floatTerm(math.Sqrt(v))
			return f.l.newFloat(t), true
		case "fabs":
			t, _ := floatTerm(math.Abs(v))
			return f.l.newFloat(t), true
		case "isnan":
			return boolV{boolLit(math.IsNaN(v))}, true
		case "isinf":
			return boolV{boolLit(math.IsInf(v, 0))}, true
		}
		return boolV{boolLit(!math.IsNaN(v) && !math.IsInf(v, 0))}, true
	}
	switch name {
	case "sqrt":
		f.check(mkNot(fpCompare(dsl.OpFPLt, fl, dsl.MkFloat(0))), "ValueError", span, "math domain error")
		if isFalse(f.reach) {
			return quietPoison("unsupported-dead", span, "unreachable"), true
		}
		return f.l.nameValue(f.l.newFloat(app(dsl.OpFPSqrt, floatSort, []*dsl.Sort{nil, floatSort}, rne, fl))), true
	case "fabs":
		return f.l.newFloat(fpUnary(dsl.OpFPAbs, fl)), true
	case "isnan":
		return boolV{fpPred(dsl.OpFPIsNaN, fl)}, true
	case "isinf":
		return boolV{fpPred(dsl.OpFPIsInf, fl)}, true
	}
	return boolV{mkNot(mkOr(fpPred(dsl.OpFPIsNaN, fl), fpPred(dsl.OpFPIsInf, fl)))}, true
}
