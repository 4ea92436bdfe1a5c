package lower

import (
	"fmt"
	"math/big"

	"clauz3/pkg/diag"
	"clauz3/pkg/dsl"
	"clauz3/pkg/python/ast"
	"clauz3/pkg/python/value"
)

func sprintf(format string, args ...any) string { return fmt.Sprintf(format, args...) }

// lookupQuiet resolves a name without reporting anything (nil: unbound).
func (f *frame) lookupQuiet(name string) Value {
	for fr := f; fr != nil; fr = fr.parent {
		if fr.localNames[name] {
			if b, ok := fr.locals[name]; ok {
				return b.v
			}
			return nil
		}
	}
	if v, ok := f.mod.globals[name]; ok {
		return v
	}
	return builtinName(name)
}

// builtinName is the value of a name of Python's builtins module (and of
// the module dunders, which are not modelled).
func builtinName(name string) Value {
	if len(name) > 4 && name[:2] == "__" && name[len(name)-2:] == "__" {
		return quietPoison("unsupported-dunder", diag.Span{}, "%s is not modelled", name)
	}
	if pureBuiltins[name] {
		return &builtinV{name: name}
	}
	if isBuiltinException(name) {
		return &excClassV{name: name}
	}
	switch name {
	case "getattr", "setattr", "delattr", "exec", "eval", "compile", "__import__", "globals", "locals",
		"vars", "open", "input", "breakpoint", "isinstance", "issubclass", "type", "id", "hash",
		"sorted", "reversed", "enumerate", "zip", "map", "filter", "any", "all", "sum", "list",
		"dict", "set", "tuple", "frozenset", "iter", "next", "repr", "ord", "chr", "round",
		"divmod", "pow", "callable", "hasattr", "format", "bytes", "bytearray", "object",
		"super", "staticmethod", "classmethod", "property", "memoryview", "slice", "complex",
		"hex", "oct", "bin", "ascii", "aiter", "anext", "dir", "help", "exit", "quit":
		return &builtinV{name: name}
	}
	return nil
}

// lookup resolves a name as CPython does: locals of the current function,
// then of the enclosing functions (read at call time), then the module's
// globals, then the builtins. Unbound names raise.
func (f *frame) lookup(name string, span diag.Span) Value {
	for fr := f; fr != nil; fr = fr.parent {
		if !fr.localNames[name] {
			continue
		}
		if fr != f && fr.finished {
			return f.poison("unsupported-escaping-closure", span, "a closure that outlives its defining call is not supported (it reads %s)", name)
		}
		b, ok := fr.locals[name]
		exc := "UnboundLocalError"
		if fr != f || f.compDepth > 0 {
			// A free variable (read in a nested function, or in a
			// comprehension, its own scope in CPython 3.11 and for
			// generator expressions in 3.12): NameError, of which
			// UnboundLocalError is a subclass.
			exc = "NameError"
		}
		if !ok {
			f.raise(exc, span, "%s is read before it is assigned", name)
			return quietPoison("unsupported-unbound", span, "unbound name %s", name)
		}
		if !isTrue(b.bound) {
			f.check(b.bound, exc, span, "%s may be read before it is assigned", name)
		}
		return b.v
	}
	if v, ok := f.mod.globals[name]; ok {
		return v
	}
	if v := builtinName(name); v != nil {
		return v
	}
	f.raise("NameError", span, "name %q is not defined", name)
	return quietPoison("unsupported-unbound", span, "undefined name %s", name)
}

// eval evaluates an expression for its value and its effects.
func (f *frame) eval(e ast.Expr) Value {
	if isFalse(f.reach) {
		return quietPoison("unsupported-dead", e.Span(), "unreachable")
	}
	if !f.step(e.Span()) {
		return quietPoison("unsupported-too-large", e.Span(), "too large")
	}
	switch e := e.(type) {
	case *ast.Constant:
		return f.constant(e)
	case *ast.Name:
		return f.lookup(e.Id, e.Span())
	case *ast.Attribute:
		return f.attribute(f.eval(e.Value), e)
	case *ast.Call:
		return f.evalCall(e)
	case *ast.BoolOp:
		return f.boolOp(e)
	case *ast.UnaryOp:
		return f.unaryOp(e)
	case *ast.BinOp:
		a := f.eval(e.Left)
		b := f.eval(e.Right)
		return f.binop(e.Op, a, b, e.Span())
	case *ast.Compare:
		return f.compare(e)
	case *ast.IfExp:
		return f.ifExp(e)
	case *ast.List:
		return f.sequence(e.Elts, false)
	case *ast.Tuple:
		return f.sequence(e.Elts, true)
	case *ast.Subscript:
		return f.subscript(e)
	case *ast.Lambda:
		if f.compDepth > 0 {
			return f.poison("unsupported-lambda", e.Span(), "a lambda inside a comprehension is not supported")
		}
		defaults, kw := f.evalDefaults(e.Args)
		fv := &funcV{lam: e, mod: f.mod, name: "<lambda>", defaults: defaults, kwDefaults: kw}
		if !f.isModule() {
			fv.env = f
		}
		return fv
	case *ast.ListComp:
		return f.listComp(e)
	case *ast.JoinedStr:
		return f.joinedStr(e)
	case *ast.Set:
		return f.poison("unsupported-set", e.Span(), "sets are not supported")
	case *ast.Dict:
		return f.dict(e)
	case *ast.SetComp, *ast.DictComp:
		return f.poison("unsupported-comprehension", e.Span(), "set and dict comprehensions are not supported")
	case *ast.GeneratorExp:
		return f.poison("unsupported-generator", e.Span(), "generator expressions are not supported")
	case *ast.NamedExpr:
		return f.poison("unsupported-walrus", e.Span(), "assignment expressions (:=) are not supported")
	case *ast.Await:
		return f.poison("unsupported-async", e.Span(), "await is not supported")
	case *ast.Yield, *ast.YieldFrom:
		return f.poison("unsupported-generator", e.Span(), "generators (yield) are not supported")
	case *ast.Starred:
		return f.poison("unsupported-starred", e.Span(), "starred expressions are not supported")
	case *ast.Slice:
		return f.poison("unsupported-slice", e.Span(), "a slice outside a subscript is not supported")
	case *ast.FormattedValue:
		return f.poison("unsupported-fstring", e.Span(), "a formatted value outside an f-string")
	}
	panic(diag.ICE("lower: unknown expression %T", e))
}

func (f *frame) constant(e *ast.Constant) Value {
	c := e.Value
	switch c.Kind {
	case ast.ConstNone:
		return noneV{}
	case ast.ConstBool:
		return boolV{boolLit(c.Bool)}
	case ast.ConstInt:
		return intV{intTerm(c.Int)}
	case ast.ConstStr:
		s, ok := strTerm(c.Str)
		if !ok {
			return f.poison("unsupported-str-literal", e.Span(), "a string with a character above U+2FFFF is not supported")
		}
		return strV{s}
	case ast.ConstFloat:
		fl, ok := floatTerm(c.Float)
		if !ok {
			return f.poison("unsupported-float-literal", e.Span(), "this float literal is not supported")
		}
		return f.l.newFloat(fl)
	}
	return quietPoison("unsupported-constant", e.Span(), "%s constants are not supported", c.Kind)
}

// floatTerm is a double as an FP literal.
func floatTerm(x float64) (term, bool) { return dsl.MkFloat(x), true }

// sequence evaluates a list or tuple display.
func (f *frame) sequence(elts []ast.Expr, tuple bool) Value {
	out := &listV{tuple: tuple}
	for _, x := range elts {
		if _, ok := x.(*ast.Starred); ok {
			return f.poison("unsupported-starred", x.Span(), "starred elements are not supported")
		}
		out.elems = append(out.elems, f.eval(x))
	}
	return out
}

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
	case *listV:
		if x.exact() {
			return boolLit(len(x.elems) > 0), true
		}
		return mkOr(x.present...), true
	case *dictV:
		return boolLit(len(x.keys) > 0), true
	case *viewV:
		return truthOf(x.list) // a view's truth is its length's
	case *funcV, *trustedV, *contractV, *moduleV, *builtinV, *excClassV, *classV, *methodV, *excInstV, *dictMethodV, *iterV:
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

// live is v, or nil when the path that computed it has ended (raised):
// a value of a dead arm must not reach the join.
func (f *frame) live(v Value) Value {
	if isFalse(f.reach) {
		return nil
	}
	return v
}

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
			return intTerm(pyFloorDiv(x, y))
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
			q := pyFloorDiv(x, y)
			return intTerm(new(big.Int).Sub(x, new(big.Int).Mul(y, q)))
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
			return f.poison("unsupported-str-op", span, "%% formatting of str is not supported; use an f-string")
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
	if la, ok := a.(*listV); ok {
		if lb, ok := b.(*listV); ok && op == ast.Add && la.tuple == lb.tuple {
			out := &listV{tuple: la.tuple}
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
		return f.poison("unsupported-true-division", span, "int / int (true division, a float) is not supported; use //")
	}
	return f.poison("unsupported-int-op", span, "this int operator is not supported")
}

// repeatStr is s * n for a constant n (at most 64 repetitions).
func (f *frame) repeatStr(s strV, n Value, span diag.Span) Value {
	if b, ok := n.(boolV); ok && !isBoolLit(b.e) {
		return strV{mkIte(b.e, s.e, emptyStr)} // True * s == s, False * s == ""
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
			return b
		}
	}
	if y, ok := b.StrVal(); ok && y == "" {
		return a
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

// pyFloorDiv is Python's x // y on ints (y != 0).
func pyFloorDiv(x, y *big.Int) *big.Int {
	q, _ := value.FloorDivMod(x, y)
	return q
}
