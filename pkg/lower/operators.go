package lower

// This file holds the arithmetic operators on int, bool, str and
// float: unary -, + and ~, and the binary operators with Python's
// semantics (floor division, modulo, repetition, concatenation).

import (
	"clauz3/pkg/diag"
	"clauz3/pkg/dsl"
	"clauz3/pkg/python/ast"
	"clauz3/pkg/python/value"
	"math"
	"math/big"
)

func boolToInt(e term) term { return mkIte(e, intTermI(1), intTermI(0)) }

// asInt converts int and bool to an Int expression.
func asInt(v Value) (term, bool) {
	switch x := v.(type) {
	case intV:
		return x.e, true
	case boolV:
		return boolToInt(x.e), true
	}
	return nil, false
}

func (f *frame) unaryOp(e *ast.UnaryOp) Value {
	v := f.eval(e.Operand)
	if e.Op == ast.Not {
		return boolV{mkNot(f.truth(v, e.Operand.Span()))}
	}
	return f.unary(e, v)
}

// unary applies -, + and ~ to v.
func (f *frame) unary(e *ast.UnaryOp, v Value) Value {
	if u, ok := v.(*unionV); ok {
		return f.split(u, func(x Value) Value { return f.unary(e, x) })
	}
	if fl, ok := v.(floatV); ok {
		switch e.Op {
		case ast.UAdd:
			return fl
		case ast.USub:
			if v, ok := fl.e.FloatVal(); ok {
				t, _ := floatTerm(-v) // exact, NaN included
				return f.l.newFloat(t)
			}
			return f.l.newFloat(fpUnary(dsl.OpFPNeg, fl.e))
		}
	}
	x, ok := asInt(v)
	if !ok {
		f.use(v, e.Operand.Span())
		if _, isPoison := v.(*poisonV); !isPoison {
			f.raise("TypeError", e.Span(), "bad operand type for unary operator: %s", v.typeName())
		}
		return quietPoison("unsupported-type", e.Span(), "bad operand")
	}
	switch e.Op {
	case ast.UAdd:
		return intV{x}
	case ast.USub:
		return intV{negInt(x)}
	case ast.Invert:
		return intV{subInt(negInt(x), intTermI(1))}
	}
	panic(diag.ICE("lower: unary op %v", e.Op))
}

func negInt(x term) term {
	if n, ok := intLit(x); ok {
		return intTerm(new(big.Int).Neg(n))
	}
	return app(dsl.OpNeg, intSort, []*dsl.Sort{intSort}, x)
}

func addInt(a, b term) term {
	if x, ok := intLit(a); ok {
		if y, ok := intLit(b); ok {
			return intTerm(new(big.Int).Add(x, y))
		}
		if x.Sign() == 0 {
			return b
		}
	}
	if y, ok := intLit(b); ok && y.Sign() == 0 {
		return a
	}
	return mkBin(a, "+", b)
}

func subInt(a, b term) term {
	if x, ok := intLit(a); ok {
		if y, ok := intLit(b); ok {
			return intTerm(new(big.Int).Sub(x, y))
		}
	}
	if y, ok := intLit(b); ok && y.Sign() == 0 {
		return a
	}
	return mkBin(a, "-", b)
}

func mulInt(a, b term) term {
	if x, ok := intLit(a); ok {
		if y, ok := intLit(b); ok {
			return intTerm(new(big.Int).Mul(x, y))
		}
	}
	return mkBin(a, "*", b)
}

// floorDiv is Python's a // b (b != 0): Z3's div is Euclidean, which is
// floor division when b > 0; for b < 0, floor(a/b) == (-a) div (-b).
func floorDiv(a, b term) term {
	if x, ok := intLit(a); ok {
		if y, ok := intLit(b); ok && y.Sign() != 0 {
			q, _ := value.FloorDivMod(x, y)
			return intTerm(q)
		}
	}
	if y, ok := intLit(b); ok {
		if y.Sign() > 0 {
			return mkBin(a, "/", b)
		}
		return mkBin(negInt(a), "/", negInt(b))
	}
	return mkIte(mkBin(b, ">", intTermI(0)), mkBin(a, "/", b), mkBin(negInt(a), "/", negInt(b)))
}

// pyMod is Python's a % b (b != 0): a - b * (a // b).
func pyMod(a, b term) term {
	if x, ok := intLit(a); ok {
		if y, ok := intLit(b); ok && y.Sign() != 0 {
			_, m := value.FloorDivMod(x, y)
			return intTerm(m)
		}
	}
	if y, ok := intLit(b); ok && y.Sign() > 0 {
		return mkBin(a, "%", b) // Z3 mod is in [0, b) for b > 0, as Python's
	}
	return subInt(a, mulInt(b, floorDiv(a, b)))
}

// binop applies a binary operator with Python's semantics.
func (f *frame) binop(op ast.Operator, a, b Value, span diag.Span) Value {
	if isUnion(a) || isUnion(b) {
		v, _ := f.splitPair(a, b, func(x, y Value) Value { return f.binop(op, x, y, span) })
		return v
	}
	for _, v := range []Value{a, b} {
		if p, ok := v.(*poisonV); ok {
			f.use(p, span)
			return &poisonV{code: p.code, msg: p.msg, reported: true}
		}
	}
	// str
	if sa, ok := a.(strV); ok {
		if sb, ok := b.(strV); ok && op == ast.Add {
			return strV{concat(sa.e, sb.e)}
		}
		if op == ast.Mult {
			return f.repeatStr(sa, b, span)
		}
		if op == ast.Mod {
			return f.percentFormat(sa, b, span)
		}
		return f.typeError(span, op, a, b)
	}
	if sb, ok := b.(strV); ok {
		if op == ast.Mult {
			return f.repeatStr(sb, a, span)
		}
		return f.typeError(span, op, a, b)
	}
	// float
	_, fa := a.(floatV)
	_, fb := b.(floatV)
	if fa || fb {
		return f.floatBinop(op, a, b, span)
	}
	// bool & | ^ stay bool
	if ba, ok := a.(boolV); ok {
		if bb, ok := b.(boolV); ok {
			switch op {
			case ast.BitAnd:
				return boolV{mkAnd(ba.e, bb.e)}
			case ast.BitOr:
				return boolV{mkOr(ba.e, bb.e)}
			case ast.BitXor:
				return boolV{mkNot(mkEq(ba.e, bb.e))}
			}
		}
	}
	if sa, ok := a.(*setV); ok {
		if sb, ok := b.(*setV); ok {
			return f.setOp(op, sa, sb, span)
		}
	}
	if op == ast.Mult {
		if v, ok := f.repeatList(a, b, span); ok {
			return v
		}
		if v, ok := f.repeatList(b, a, span); ok {
			return v
		}
	}
	if la, ok := a.(*listV); ok {
		if lb, ok := b.(*listV); ok && op == ast.Add && la.tuple == lb.tuple {
			out := &listV{tuple: la.tuple, born: f.l.iteration()}
			out.elems = append(append(out.elems, la.elems...), lb.elems...)
			if !la.exact() || !lb.exact() {
				for i := range la.elems {
					out.present = append(out.present, la.presentAt(i))
				}
				for i := range lb.elems {
					out.present = append(out.present, lb.presentAt(i))
				}
			}
			return out
		}
	}
	x, okA := asInt(a)
	y, okB := asInt(b)
	if !okA || !okB {
		for _, v := range []Value{a, b} {
			switch v.(type) {
			case *listV:
				return f.poison("unsupported-list-op", span, "list and tuple operators are not supported")
			case *dictV, *viewV:
				return f.poison("unsupported-dict", span, "dict and dict view operators are not supported")
			}
		}
		if !isScalarOrNone(a) || !isScalarOrNone(b) {
			return f.poison("unsupported-int-op", span, "%s between a %s and a %s is not supported", op, a.typeName(), b.typeName())
		}
		return f.typeError(span, op, a, b)
	}
	switch op {
	case ast.Add:
		return intV{addInt(x, y)}
	case ast.Sub:
		return intV{subInt(x, y)}
	case ast.Mult:
		return intV{mulInt(x, y)}
	case ast.FloorDiv:
		f.check(mkNot(mkEq(y, intTermI(0))), "ZeroDivisionError", span, "integer division by zero")
		if isFalse(f.reach) {
			return quietPoison("unsupported-dead", span, "unreachable")
		}
		return f.l.nameValue(intV{floorDiv(x, y)})
	case ast.Mod:
		f.check(mkNot(mkEq(y, intTermI(0))), "ZeroDivisionError", span, "integer modulo by zero")
		if isFalse(f.reach) {
			return quietPoison("unsupported-dead", span, "unreachable")
		}
		return f.l.nameValue(intV{pyMod(x, y)})
	case ast.Pow:
		n, ok := intLit(y)
		if b, isLit := intLit(x); isLit && ok && n.Sign() >= 0 {
			// Both known: computed exactly, up to a million bits.
			if b.BitLen() <= 1 || n.IsInt64() && int64(b.BitLen())*n.Int64() <= 1<<20 {
				if b.BitLen() <= 1 && !n.IsInt64() {
					n = big.NewInt(2 + int64(n.Bit(0))) // 0, 1 and -1 to a huge power
				}
				return intV{intTerm(new(big.Int).Exp(b, n, nil))}
			}
		}
		if !ok || n.Sign() < 0 || n.Cmp(big.NewInt(16)) > 0 {
			return f.poison("unsupported-pow", span, "** is supported only with a constant exponent from 0 to 16")
		}
		res := intTermI(1)
		for i := int64(0); i < n.Int64(); i++ {
			res = mulInt(res, x)
		}
		return f.l.nameValue(intV{res})
	case ast.Div:
		return f.trueDivide(x, y, span)
	}
	return f.poison("unsupported-int-op", span, "this int operator is not supported")
}

// repeatStr is s * n for a constant n (at most 64 repetitions).
func (f *frame) repeatStr(s strV, n Value, span diag.Span) Value {
	if b, ok := n.(boolV); ok && !isBoolLit(b.e) {
		return strV{mkIte(b.e, copyTerm(s.e), emptyStr)} // True * s == s, False * s == ""
	}
	e, ok := asInt(n)
	if !ok {
		return f.typeError(span, ast.Mult, s, n)
	}
	k, ok := intLit(e)
	if ok && !k.IsInt64() {
		// CPython needs the count as a C ssize_t first.
		f.raise("OverflowError", span, "cannot fit 'int' into an index-sized integer")
		return quietPoison("unsupported-dead", span, "unreachable")
	}
	if !ok || k.Cmp(big.NewInt(64)) > 0 {
		return f.poison("unsupported-str-op", span, "str * n is supported for a constant n up to 64")
	}
	res := emptyStr
	for i := int64(0); i < k.Int64(); i++ {
		res = concat(res, s.e)
	}
	return f.l.nameValue(strV{res})
}

func (f *frame) typeError(span diag.Span, op ast.Operator, a, b Value) Value {
	f.raise("TypeError", span, "unsupported operand types for %s: %s and %s", op, a.typeName(), b.typeName())
	return quietPoison("unsupported-type", span, "type error")
}

func concat(a, b term) term {
	if x, ok := a.StrVal(); ok {
		if y, ok := b.StrVal(); ok {
			return dsl.MkStr(x + y) // both fit Z3's strings already
		}
		if x == "" {
			return copyTerm(b) // a new object (see columns.go)
		}
	}
	if y, ok := b.StrVal(); ok && y == "" {
		return copyTerm(a)
	}
	return app(dsl.OpConcat, strSort, []*dsl.Sort{strSort, strSort}, a, b)
}

func (f *frame) floatBinop(op ast.Operator, a, b Value, span diag.Span) Value {
	_, numA := asInt(a)
	_, numB := asInt(b)
	if !(numA || isFloat(a)) || !(numB || isFloat(b)) {
		return f.typeError(span, op, a, b)
	}
	switch op {
	case ast.Add, ast.Sub, ast.Mult, ast.Div:
	case ast.Pow:
		if v, ok := f.constFloatPow(a, b); ok {
			return v
		}
		return f.poison("unsupported-float-op", span, "** on floats is supported only for a float constant to a small non-negative int constant with an exact result")
	default:
		return f.poison("unsupported-float-op", span, "this float operator is not supported")
	}
	fx, okA := f.toFloat(a, span)
	if !okA {
		return quietPoison("unsupported-dead", span, "unreachable")
	}
	fy, okB := f.toFloat(b, span)
	if !okB {
		return quietPoison("unsupported-dead", span, "unreachable")
	}
	x, y := fx.e, fy.e
	switch op {
	case ast.Add:
		return f.l.nameValue(f.l.newFloat(fpArith(dsl.OpFPAdd, x, y)))
	case ast.Sub:
		return f.l.nameValue(f.l.newFloat(fpArith(dsl.OpFPSub, x, y)))
	case ast.Mult:
		return f.l.nameValue(f.l.newFloat(fpArith(dsl.OpFPMul, x, y)))
	case ast.Div:
		f.check(mkNot(fpPred(dsl.OpFPIsZero, y)), "ZeroDivisionError", span, "float division by zero")
		if isFalse(f.reach) {
			return quietPoison("unsupported-dead", span, "unreachable")
		}
		return f.l.nameValue(f.l.newFloat(fpArith(dsl.OpFPDiv, x, y)))
	}
	return f.poison("unsupported-float-op", span, "this float operator is not supported")
}

// trueDivide is int / int for constants: the exact quotient rounded
// once to the nearest double (ties to even), as CPython's
// long_true_divide; a zero quotient has the sign of the exact quotient
// (0 / -5 is -0.0). With a symbolic operand it is unsupported: Z3 4.8
// does not decide the rounding of a non-constant real (to_fp is
// incomplete there), so the division would only ever be unknown.
func (f *frame) trueDivide(x, y term, span diag.Span) Value {
	a, okA := intLit(x)
	b, okB := intLit(y)
	if !okA || !okB {
		return f.poison("unsupported-true-division", span, "int / int (true division, a float) of values that are not constants is not supported; use //")
	}
	if b.Sign() == 0 {
		f.raise("ZeroDivisionError", span, "division by zero")
		return quietPoison("unsupported-dead", span, "unreachable")
	}
	q, _ := new(big.Rat).SetFrac(a, b).Float64()
	if math.IsInf(q, 0) {
		f.raise("OverflowError", span, "integer division result too large for a float")
		return quietPoison("unsupported-dead", span, "unreachable")
	}
	if q == 0 && (a.Sign() < 0) != (b.Sign() < 0) && a.Sign() != 0 || a.Sign() == 0 && b.Sign() < 0 {
		q = math.Copysign(0, -1)
	}
	t, _ := floatTerm(q)
	return f.l.newFloat(t)
}

// maxRepeatedList bounds the length of l * n.
const maxRepeatedList = 4096

// repeatList is l * n (or n * l) for a list or tuple l whose every
// element is present and an int (or bool) constant n: the same element
// objects n times; ok is false when l is not a list or n not an int.
func (f *frame) repeatList(a, b Value, span diag.Span) (Value, bool) {
	l, ok := a.(*listV)
	if !ok {
		return nil, false
	}
	e, ok := asInt(b)
	if !ok {
		return nil, false
	}
	k, ok := intLit(e)
	if !ok {
		return f.poison("unsupported-list-op", span, "%s * n is supported for a constant n only", l.typeName()), true
	}
	if !l.exact() {
		return f.poison("unsupported-list-op", span, "%s * n of a %s some of whose elements are there on some paths only is not supported", l.typeName(), l.typeName()), true
	}
	out := &listV{tuple: l.tuple, born: f.l.iteration()}
	if !k.IsInt64() {
		// CPython needs the count as a C ssize_t first, whatever the list
		f.raise("OverflowError", span, "cannot fit 'int' into an index-sized integer")
		return quietPoison("unsupported-dead", span, "unreachable"), true
	}
	if k.Sign() <= 0 || len(l.elems) == 0 {
		return out, true
	}
	if !k.IsInt64() || k.Int64() > maxRepeatedList || k.Int64()*int64(len(l.elems)) > maxRepeatedList {
		return f.poison("unsupported-list-op", span, "a %s of more than %d elements is not supported", l.typeName(), maxRepeatedList), true
	}
	for i := int64(0); i < k.Int64(); i++ {
		out.elems = append(out.elems, l.elems...)
	}
	return out, true
}
