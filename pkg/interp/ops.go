package interp

import (
	"math"
	"math/big"
	"strings"

	"clauz3/pkg/python/ast"
)

// Bounds on the work of one step: an operation whose result would exceed
// them is refused before it is computed (a run-time error, exit 1), so
// that `2 ** 10**9` or `"x" * 10**12` cannot stall the runner inside one
// step of the budget.
const (
	// MaxIntBits bounds the size of an int result.
	MaxIntBits = 1 << 22
	// MaxLen bounds the length of a str (in code points), list or tuple
	// built by one operation, and the number of elements a range is
	// materialised into.
	MaxLen = 1 << 24
	// maxStrDigits is CPython's default limit on int<->str conversions
	// (sys.get_int_max_str_digits()).
	maxStrDigits = 4300
)

var (
	bigZero = big.NewInt(0)
	bigOne  = big.NewInt(1)
)

// num is a Python number: an int (I != nil) or a float.
type num struct {
	I *big.Int
	F float64
}

func (n num) isFloat() bool { return n.I == nil }

func toNum(v Value) (num, bool) {
	switch x := v.(type) {
	case bool:
		if x {
			return num{I: bigOne}, true
		}
		return num{I: bigZero}, true
	case *big.Int:
		return num{I: x}, true
	case *Float:
		return num{F: x.F}, true
	}
	return num{}, false
}

func (in *Interp) intToFloat(i *big.Int, span spanT) float64 {
	f, _ := new(big.Float).SetInt(i).Float64()
	if math.IsInf(f, 0) {
		panic(in.raise("OverflowError", span, "int too large to convert to float"))
	}
	return f
}

func (in *Interp) asFloat(n num, span spanT) float64 {
	if n.isFloat() {
		return n.F
	}
	return in.intToFloat(n.I, span)
}

func opSymbol(op ast.Operator) string {
	return [...]string{"+", "-", "*", "@", "/", "%", "**", "<<", ">>", "|", "^", "&", "//"}[op]
}

func (in *Interp) checkBits(bits int64, span spanT) {
	if bits > MaxIntBits {
		panic(in.limit(span, "an int of about %d bits would exceed the interpreter's bound of %d bits for one step", bits, MaxIntBits))
	}
}

func (in *Interp) checkLen(n int64, span spanT, what string) {
	if n > MaxLen || n < 0 {
		panic(in.limit(span, "a %s of %d elements would exceed the interpreter's bound of %d for one step", what, n, MaxLen))
	}
}

// binary is Python's a <op> b.
func (in *Interp) binary(op ast.Operator, a, b Value, span spanT) Value {
	x, okx := toNum(a)
	y, oky := toNum(b)
	if okx && oky {
		if !x.isFloat() && !y.isFloat() {
			return in.intOp(op, x.I, y.I, span)
		}
		return in.floatOp(op, x, y, span)
	}
	switch av := a.(type) {
	case string:
		switch bv := b.(type) {
		case string:
			if op == ast.Add {
				in.checkLen(int64(len(av))+int64(len(bv)), span, "str")
				return av + bv
			}
		case *big.Int, bool:
			if op == ast.Mult {
				return in.repeatStr(av, b, span)
			}
		}
	case *List:
		switch bv := b.(type) {
		case *List:
			if op == ast.Add {
				in.checkLen(int64(len(av.Elems))+int64(len(bv.Elems)), span, "list")
				out := make([]Value, 0, len(av.Elems)+len(bv.Elems))
				return &List{Elems: append(append(out, av.Elems...), bv.Elems...)}
			}
		case *big.Int, bool:
			if op == ast.Mult {
				return &List{Elems: in.repeatSeq(av.Elems, b, span)}
			}
		}
	case *Tuple:
		switch bv := b.(type) {
		case *Tuple:
			if op == ast.Add {
				in.checkLen(int64(len(av.Elems))+int64(len(bv.Elems)), span, "tuple")
				out := make([]Value, 0, len(av.Elems)+len(bv.Elems))
				return &Tuple{Elems: append(append(out, av.Elems...), bv.Elems...)}
			}
		case *big.Int, bool:
			if op == ast.Mult {
				return &Tuple{Elems: in.repeatSeq(av.Elems, b, span)}
			}
		}
	case *big.Int, bool:
		if op == ast.Mult {
			switch bv := b.(type) {
			case string:
				return in.repeatStr(bv, a, span)
			case *List:
				return &List{Elems: in.repeatSeq(bv.Elems, a, span)}
			case *Tuple:
				return &Tuple{Elems: in.repeatSeq(bv.Elems, a, span)}
			}
		}
	}
	if op == ast.Mod {
		if _, ok := a.(string); ok {
			panic(in.unsupported(span, "%%-formatting of str is not supported by the interpreter"))
		}
	}
	panic(in.raise("TypeError", span, "unsupported operand type(s) for %s: '%s' and '%s'", opSymbol(op), typeName(a), typeName(b)))
}

func (in *Interp) count(v Value) int64 {
	n, _ := toNum(v)
	if n.I.Sign() <= 0 {
		return 0
	}
	if !n.I.IsInt64() {
		return math.MaxInt64
	}
	return n.I.Int64()
}

func (in *Interp) repeatStr(s string, k Value, span spanT) string {
	n := in.count(k)
	if n == 0 || s == "" {
		return ""
	}
	l := int64(strLen(s))
	if n > MaxLen/l {
		panic(in.limit(span, "repeating a str of %d code points %d times would exceed the interpreter's bound of %d for one step", l, n, MaxLen))
	}
	return strings.Repeat(s, int(n))
}

func (in *Interp) repeatSeq(xs []Value, k Value, span spanT) []Value {
	n := in.count(k)
	if n == 0 || len(xs) == 0 {
		return []Value{}
	}
	l := int64(len(xs))
	if n > MaxLen/l {
		panic(in.limit(span, "repeating a sequence of %d elements %d times would exceed the interpreter's bound of %d for one step", l, n, MaxLen))
	}
	out := make([]Value, 0, l*n)
	for i := int64(0); i < n; i++ {
		out = append(out, xs...)
	}
	return out
}

// floorDivMod is Python's divmod on ints.
func floorDivMod(x, y *big.Int) (*big.Int, *big.Int) {
	q, m := new(big.Int).QuoRem(x, y, new(big.Int))
	if m.Sign() != 0 && (m.Sign() < 0) != (y.Sign() < 0) {
		q.Sub(q, bigOne)
		m.Add(m, y)
	}
	return q, m
}

func (in *Interp) intOp(op ast.Operator, x, y *big.Int, span spanT) Value {
	switch op {
	case ast.Add:
		in.checkBits(int64(max(x.BitLen(), y.BitLen()))+1, span)
		return new(big.Int).Add(x, y)
	case ast.Sub:
		in.checkBits(int64(max(x.BitLen(), y.BitLen()))+1, span)
		return new(big.Int).Sub(x, y)
	case ast.Mult:
		in.checkBits(int64(x.BitLen())+int64(y.BitLen()), span)
		return new(big.Int).Mul(x, y)
	case ast.FloorDiv, ast.Mod:
		if y.Sign() == 0 {
			if op == ast.Mod {
				panic(in.raise("ZeroDivisionError", span, "integer modulo by zero"))
			}
			panic(in.raise("ZeroDivisionError", span, "integer division or modulo by zero"))
		}
		q, m := floorDivMod(x, y)
		if op == ast.FloorDiv {
			return q
		}
		return m
	case ast.Div:
		if y.Sign() == 0 {
			panic(in.raise("ZeroDivisionError", span, "division by zero"))
		}
		f, _ := new(big.Rat).SetFrac(x, y).Float64()
		if math.IsInf(f, 0) {
			panic(in.raise("OverflowError", span, "integer division result too large for a float"))
		}
		return &Float{F: f}
	case ast.Pow:
		if y.Sign() < 0 {
			if x.Sign() == 0 {
				panic(in.raise("ZeroDivisionError", span, "0.0 cannot be raised to a negative power"))
			}
			return in.floatOp(op, num{I: x}, num{I: y}, span)
		}
		if x.Sign() == 0 || x.CmpAbs(bigOne) == 0 {
			return new(big.Int).Exp(x, y, nil)
		}
		if !y.IsInt64() {
			in.checkBits(math.MaxInt64, span)
		}
		bits := (int64(x.BitLen()) - 1) * y.Int64()
		if y.Int64() > MaxIntBits || bits > MaxIntBits {
			in.checkBits(max(bits, y.Int64()), span)
		}
		return new(big.Int).Exp(x, y, nil)
	case ast.LShift:
		if y.Sign() < 0 {
			panic(in.raise("ValueError", span, "negative shift count"))
		}
		if x.Sign() == 0 {
			return bigZero
		}
		if !y.IsInt64() || int64(x.BitLen())+y.Int64() > MaxIntBits {
			in.checkBits(math.MaxInt64, span)
		}
		return new(big.Int).Lsh(x, uint(y.Int64()))
	case ast.RShift:
		if y.Sign() < 0 {
			panic(in.raise("ValueError", span, "negative shift count"))
		}
		if !y.IsInt64() || y.Int64() > int64(x.BitLen()) {
			if x.Sign() < 0 {
				return big.NewInt(-1)
			}
			return bigZero
		}
		return new(big.Int).Rsh(x, uint(y.Int64()))
	case ast.BitAnd:
		return new(big.Int).And(x, y)
	case ast.BitOr:
		return new(big.Int).Or(x, y)
	case ast.BitXor:
		return new(big.Int).Xor(x, y)
	}
	panic(in.raise("TypeError", span, "unsupported operand type(s) for %s: 'int' and 'int'", opSymbol(op)))
}

// floatDivMod is CPython's float_divmod.
func floatDivMod(vx, wx float64) (float64, float64) {
	mod := math.Mod(vx, wx)
	div := (vx - mod) / wx
	if mod != 0 {
		if (wx < 0) != (mod < 0) {
			mod += wx
			div -= 1.0
		}
	} else {
		mod = math.Copysign(0, wx)
	}
	var floordiv float64
	if div != 0 {
		floordiv = math.Floor(div)
		if div-floordiv > 0.5 {
			floordiv += 1.0
		}
	} else {
		floordiv = math.Copysign(0, vx/wx)
	}
	return floordiv, mod
}

func (in *Interp) floatOp(op ast.Operator, x, y num, span spanT) Value {
	fx := in.asFloat(x, span)
	fy := in.asFloat(y, span)
	switch op {
	case ast.Add:
		return &Float{F: fx + fy}
	case ast.Sub:
		return &Float{F: fx - fy}
	case ast.Mult:
		return &Float{F: fx * fy}
	case ast.Div:
		if fy == 0 {
			panic(in.raise("ZeroDivisionError", span, "float division by zero"))
		}
		return &Float{F: fx / fy}
	case ast.FloorDiv, ast.Mod:
		if fy == 0 {
			if op == ast.Mod {
				panic(in.raise("ZeroDivisionError", span, "float modulo"))
			}
			panic(in.raise("ZeroDivisionError", span, "float floor division by zero"))
		}
		q, m := floatDivMod(fx, fy)
		if op == ast.FloorDiv {
			return &Float{F: q}
		}
		return &Float{F: m}
	case ast.Pow:
		if fx == 0 && fy < 0 {
			panic(in.raise("ZeroDivisionError", span, "0.0 cannot be raised to a negative power"))
		}
		if fx < 0 && fy != math.Trunc(fy) && !math.IsInf(fy, 0) && !math.IsNaN(fy) {
			panic(in.unsupported(span, "a negative float to a fractional power is a complex number, which the interpreter does not support"))
		}
		r := math.Pow(fx, fy)
		if math.IsInf(r, 0) && !math.IsInf(fx, 0) && !math.IsInf(fy, 0) {
			panic(in.raise("OverflowError", span, "(34, 'Numerical result out of range')"))
		}
		return &Float{F: r}
	}
	panic(in.raise("TypeError", span, "unsupported operand type(s) for %s: 'float' and 'float'", opSymbol(op)))
}

// numCmp compares two numbers exactly; unordered when either is a NaN.
func numCmp(x, y num) (c int, unordered bool) {
	if !x.isFloat() && !y.isFloat() {
		return x.I.Cmp(y.I), false
	}
	if x.isFloat() && math.IsNaN(x.F) || y.isFloat() && math.IsNaN(y.F) {
		return 0, true
	}
	if x.isFloat() && y.isFloat() {
		switch {
		case x.F < y.F:
			return -1, false
		case x.F > y.F:
			return 1, false
		}
		return 0, false
	}
	toBF := func(n num) *big.Float {
		if n.isFloat() {
			if math.IsInf(n.F, 0) {
				return new(big.Float).SetInf(n.F < 0)
			}
			return new(big.Float).SetPrec(2000).SetFloat64(n.F)
		}
		return new(big.Float).SetPrec(uint(max(n.I.BitLen(), 64))).SetInt(n.I)
	}
	return toBF(x).Cmp(toBF(y)), false
}

// equal is Python's a == b (identity first for container elements).
func (in *Interp) equal(a, b Value, span spanT) bool {
	x, okx := toNum(a)
	y, oky := toNum(b)
	if okx && oky {
		c, un := numCmp(x, y)
		return !un && c == 0
	}
	switch av := a.(type) {
	case NoneType:
		_, ok := b.(NoneType)
		return ok
	case string:
		bv, ok := b.(string)
		return ok && av == bv
	case *List:
		bv, ok := b.(*List)
		return ok && in.seqEqual(av.Elems, bv.Elems, span)
	case *Tuple:
		bv, ok := b.(*Tuple)
		return ok && in.seqEqual(av.Elems, bv.Elems, span)
	case *Dict:
		bv, ok := b.(*Dict)
		if !ok || av.n != bv.n {
			return false
		}
		eq := true
		av.each(func(k, v Value) bool {
			w, found := bv.get(k)
			if !found || !(identical(v, w) || in.equal(v, w, span)) {
				eq = false
			}
			return eq
		})
		return eq
	case *DictView:
		bv, ok := b.(*DictView)
		if !ok || av.Kind == "values" || bv.Kind == "values" {
			return identical(a, b)
		}
		return in.equal(in.viewSet(av), in.viewSet(bv), span)
	case *Range:
		bv, ok := b.(*Range)
		if !ok {
			return false
		}
		return in.seqEqual(in.rangeElems(av, span), in.rangeElems(bv, span), span)
	}
	return identical(a, b)
}

// viewSet renders a keys/items view as a dict keyed by its elements, to
// compare views as sets.
func (in *Interp) viewSet(v *DictView) *Dict {
	d := newDict()
	for _, e := range in.viewElems(v) {
		d.set(e, None)
	}
	return d
}

func (in *Interp) seqEqual(a, b []Value, span spanT) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		in.step(span)
		if !identical(a[i], b[i]) && !in.equal(a[i], b[i], span) {
			return false
		}
	}
	return true
}

// identical is Python's `a is b`.
func identical(a, b Value) bool {
	switch av := a.(type) {
	case NoneType:
		_, ok := b.(NoneType)
		return ok
	case bool:
		bv, ok := b.(bool)
		return ok && av == bv
	case *big.Int:
		bv, ok := b.(*big.Int)
		if !ok {
			return false
		}
		if av == bv {
			return true
		}
		// CPython caches the small ints -5..256.
		return av.IsInt64() && av.Int64() >= -5 && av.Int64() <= 256 && av.Cmp(bv) == 0
	case string:
		bv, ok := b.(string)
		return ok && av == bv && strLen(av) <= 1
	case *ExcClass:
		bv, ok := b.(*ExcClass)
		return ok && av.Name == bv.Name
	case *Builtin:
		bv, ok := b.(*Builtin)
		return ok && (av == bv || av.Name == bv.Name && av.Fn == nil && bv.Fn == nil)
	case *Opaque:
		bv, ok := b.(*Opaque)
		return ok && av.Name == bv.Name
	}
	return a == b
}

// compare is Python's ordering comparison a <op> b.
func (in *Interp) order(op ast.CmpOp, a, b Value, span spanT) bool {
	x, okx := toNum(a)
	y, oky := toNum(b)
	if okx && oky {
		c, un := numCmp(x, y)
		if un {
			return false
		}
		return cmpResult(op, c)
	}
	switch av := a.(type) {
	case string:
		if bv, ok := b.(string); ok {
			return cmpResult(op, strings.Compare(av, bv))
		}
	case *List:
		if bv, ok := b.(*List); ok {
			return in.seqOrder(op, av.Elems, bv.Elems, span)
		}
	case *Tuple:
		if bv, ok := b.(*Tuple); ok {
			return in.seqOrder(op, av.Elems, bv.Elems, span)
		}
	}
	panic(in.raise("TypeError", span, "'%s' not supported between instances of '%s' and '%s'", cmpSymbol(op), typeName(a), typeName(b)))
}

func (in *Interp) seqOrder(op ast.CmpOp, a, b []Value, span spanT) bool {
	for i := 0; i < len(a) && i < len(b); i++ {
		if identical(a[i], b[i]) || in.equal(a[i], b[i], span) {
			continue
		}
		return in.order(op, a[i], b[i], span)
	}
	return cmpResult(op, len(a)-len(b))
}

func cmpSymbol(op ast.CmpOp) string {
	return [...]string{"==", "!=", "<", "<=", ">", ">=", "is", "is not", "in", "not in"}[op]
}

func cmpResult(op ast.CmpOp, c int) bool {
	switch op {
	case ast.Lt:
		return c < 0
	case ast.LtE:
		return c <= 0
	case ast.Gt:
		return c > 0
	case ast.GtE:
		return c >= 0
	case ast.Eq:
		return c == 0
	case ast.NotEq:
		return c != 0
	}
	return false
}

// contains is Python's x in c.
func (in *Interp) contains(x, c Value, span spanT) bool {
	switch cv := c.(type) {
	case string:
		s, ok := x.(string)
		if !ok {
			panic(in.raise("TypeError", span, "'in <string>' requires string as left operand, not %s", typeName(x)))
		}
		return strings.Contains(cv, s)
	case *List:
		return in.memberOf(x, cv.Elems, span)
	case *Tuple:
		return in.memberOf(x, cv.Elems, span)
	case *Dict:
		in.mustHash(x, span)
		_, ok := cv.get(x)
		return ok
	case *DictView:
		if cv.Kind == "keys" {
			in.mustHash(x, span)
			_, ok := cv.D.get(x)
			return ok
		}
		return in.memberOf(x, in.viewElems(cv), span)
	case *Range:
		n, ok := toNum(x)
		if ok && !n.isFloat() {
			return in.rangeHas(cv, n.I)
		}
		return in.memberOf(x, in.rangeElems(cv, span), span)
	case *Iterator:
		for {
			in.step(span)
			v, ok := cv.Next()
			if !ok {
				return false
			}
			if identical(v, x) || in.equal(v, x, span) {
				return true
			}
		}
	}
	panic(in.raise("TypeError", span, "argument of type '%s' is not iterable", typeName(c)))
}

func (in *Interp) memberOf(x Value, xs []Value, span spanT) bool {
	for _, e := range xs {
		in.step(span)
		if identical(e, x) || in.equal(e, x, span) {
			return true
		}
	}
	return false
}

func (in *Interp) mustHash(k Value, span spanT) {
	if !hashable(k) {
		panic(in.raise("TypeError", span, "unhashable type: '%s'", typeName(k)))
	}
}

func rangeLen(r *Range) *big.Int {
	// len = max(0, ceil((stop-start)/step))
	d := new(big.Int).Sub(r.Stop, r.Start)
	if r.Step.Sign() > 0 {
		if d.Sign() <= 0 {
			return big.NewInt(0)
		}
		d.Add(d, r.Step).Sub(d, bigOne)
		return d.Quo(d, r.Step)
	}
	if d.Sign() >= 0 {
		return big.NewInt(0)
	}
	d.Add(d, r.Step).Add(d, bigOne)
	return d.Quo(d, r.Step)
}

func (in *Interp) rangeHas(r *Range, x *big.Int) bool {
	if r.Step.Sign() > 0 && (x.Cmp(r.Start) < 0 || x.Cmp(r.Stop) >= 0) {
		return false
	}
	if r.Step.Sign() < 0 && (x.Cmp(r.Start) > 0 || x.Cmp(r.Stop) <= 0) {
		return false
	}
	d := new(big.Int).Sub(x, r.Start)
	return new(big.Int).Rem(d, r.Step).Sign() == 0
}

// rangeElems materialises r, refusing one that is too long.
func (in *Interp) rangeElems(r *Range, span spanT) []Value {
	n := rangeLen(r)
	if !n.IsInt64() || n.Int64() > MaxLen {
		panic(in.limit(span, "a range of %s elements would exceed the interpreter's bound of %d for one step", n, MaxLen))
	}
	out := make([]Value, 0, n.Int64())
	cur := new(big.Int).Set(r.Start)
	for i := int64(0); i < n.Int64(); i++ {
		out = append(out, new(big.Int).Set(cur))
		cur.Add(cur, r.Step)
	}
	return out
}
