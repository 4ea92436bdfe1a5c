package interp

import (
	"errors"
	"math"
	"math/big"
	"strings"
	"unicode/utf8"

	"clauz3/pkg/python/ast"
	"clauz3/pkg/python/value"
)

// Bounds on the work of one step: an operation whose result would exceed
// them is refused before it is computed (a run-time error, exit 1), so
// that `2 ** 10**9` or `"x" * 10**12` cannot stall the runner inside one
// step of the budget. CPython would compute such a result: a refusal is
// a run stopped after approval (MODELLING.md), so the bounds are far
// above what a realistic program builds, and below what strains the
// machine: at MaxIntBits a multiplication takes about 0.1 s and a
// division of such an int by one of half its size about 0.6 s (Go's
// math/big, measured), at MaxStrChars a concatenation about 0.2 s.
// pkg/python/value's smaller bounds, which lower's constant folding
// keeps, are lifted here (bigBinary).
const (
	// MaxLen bounds the length of a list or tuple built by one
	// operation, the number of elements a range is materialised into,
	// and a repr.
	MaxLen = 1 << 24
	// MaxStrChars bounds the length of a str one operation builds, in
	// characters (code points) as Python's len counts them: 64 Mi.
	MaxStrChars = 1 << 26
	// MaxIntBits bounds the ints one operation builds: 2**23 bits
	// (1 MiB, about 2.5 million decimal digits).
	MaxIntBits = 1 << 23
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
	f, err := value.IntToFloat(i)
	if err != nil {
		panic(in.valueErr(err, span))
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

// strChars is the length of s as Python counts it: its code points (a
// str of the interpreter is valid UTF-8).
func strChars(s string) int64 { return int64(utf8.RuneCountInString(s)) }

// checkStr refuses s, a str an operation is building, when it holds more
// than MaxStrChars characters; its characters are counted only when its
// bytes exceed the bound.
func (in *Interp) checkStr(s string, span spanT) {
	if len(s) > MaxStrChars && strChars(s) > MaxStrChars {
		panic(in.strLimit(span))
	}
}

func (in *Interp) strLimit(span spanT) *LimitError {
	return in.limit(span, "refused, not computed by the interpreter: a str longer than %d characters", MaxStrChars)
}

// bigBinary computes a <op> b for the scalar operations pkg/python/value
// refuses by its own bounds (str + str and str * int of more than
// value.MaxStrLen bytes, int *, ** and << of more than value.MaxIntBits
// bits), within the interpreter's larger ones; ok is false when the
// operation is not one of those.
func (in *Interp) bigBinary(op ast.Operator, a, b Value, span spanT) (Value, bool) {
	if s, ok := a.(string); ok {
		switch t := b.(type) {
		case string:
			if op != ast.Add {
				return nil, false
			}
			if strChars(s)+strChars(t) > MaxStrChars {
				panic(in.strLimit(span))
			}
			return s + t, true
		}
		if op == ast.Mult {
			return in.bigRepeat(s, b, span)
		}
		return nil, false
	}
	if s, ok := b.(string); ok && op == ast.Mult {
		return in.bigRepeat(s, a, span)
	}
	x, okx := toNum(a)
	y, oky := toNum(b)
	if !okx || !oky || x.isFloat() || y.isFloat() {
		return nil, false
	}
	tooBig := func() *LimitError {
		return in.limit(span, "refused, not computed by the interpreter: an int of more than %d bits", MaxIntBits)
	}
	switch op {
	case ast.Mult:
		if x.I.BitLen()+y.I.BitLen() > MaxIntBits {
			panic(tooBig())
		}
		return new(big.Int).Mul(x.I, y.I), true
	case ast.Pow:
		if y.I.Sign() < 0 {
			return nil, false
		}
		if !y.I.IsInt64() || y.I.Int64() > MaxIntBits {
			panic(tooBig())
		}
		bits := int64(x.I.BitLen()) * y.I.Int64()
		if m := new(big.Int).Abs(x.I); m.Sign() > 0 && m.TrailingZeroBits() == uint(m.BitLen()-1) {
			bits = int64(m.BitLen()-1)*y.I.Int64() + 1 // a power of two: exact
		}
		if bits > MaxIntBits {
			panic(tooBig())
		}
		return new(big.Int).Exp(x.I, y.I, nil), true
	case ast.LShift:
		if y.I.Sign() < 0 {
			return nil, false
		}
		if !y.I.IsInt64() || int64(x.I.BitLen())+y.I.Int64() > MaxIntBits {
			panic(tooBig())
		}
		return new(big.Int).Lsh(x.I, uint(y.I.Int64())), true
	}
	return nil, false
}

// bigRepeat is s * k for a large result (see bigBinary).
func (in *Interp) bigRepeat(s string, k Value, span spanT) (Value, bool) {
	n, ok := toNum(k)
	if !ok || n.isFloat() {
		return nil, false
	}
	if n.I.Sign() <= 0 || s == "" {
		return "", true
	}
	c := strChars(s)
	if !n.I.IsInt64() || n.I.Int64() > MaxStrChars/c {
		panic(in.strLimit(span))
	}
	return strings.Repeat(s, int(n.I.Int64())), true
}

func (in *Interp) checkLen(n int64, span spanT, what string) {
	if n > MaxLen || n < 0 {
		panic(in.limit(span, "a %s of %d elements would exceed the interpreter's bound of %d for one step", what, n, MaxLen))
	}
}

// scalar converts a scalar value (None, bool, int, float, str) to
// pkg/python/value's representation.
func scalar(v Value) (any, bool) {
	switch x := v.(type) {
	case NoneType:
		return nil, true
	case bool, *big.Int, string:
		return x, true
	case *Float:
		return x.F, true
	}
	return nil, false
}

// fromScalar converts a result of pkg/python/value back.
func fromScalar(v any) Value {
	switch x := v.(type) {
	case nil:
		return None
	case float64:
		return &Float{F: x}
	}
	return v
}

// valueErr turns an error of pkg/python/value into the interpreter's:
// a Python exception, or a refusal of a result it does not compute (an
// int or str beyond its bounds, checked before any work).
func (in *Interp) valueErr(err error, span spanT) error {
	var e *value.Exception
	if errors.As(err, &e) {
		return &Error{Class: e.Type, Msg: e.Msg, Span: span}
	}
	var nm *value.NotModelled
	if errors.As(err, &nm) {
		return &LimitError{Span: span, Msg: "refused, not computed by the interpreter: " + nm.Msg}
	}
	return &UnsupportedError{Span: span, Msg: err.Error()}
}

// binary is Python's a <op> b. Scalars follow pkg/python/value, the one
// implementation of Python's scalar semantics; sequences are here.
func (in *Interp) binary(op ast.Operator, a, b Value, span spanT) Value {
	if f, ok := a.(string); ok && op == ast.Mod {
		return in.percentFormat(f, b, span)
	}
	sa, oka := scalar(a)
	sb, okb := scalar(b)
	if oka && okb {
		r, err := value.BinaryOp(opSymbol(op), sa, sb)
		if err != nil {
			var nm *value.NotModelled
			if errors.As(err, &nm) {
				if v, ok := in.bigBinary(op, a, b, span); ok {
					return v
				}
			}
			panic(in.valueErr(err, span))
		}
		return fromScalar(r)
	}
	switch av := a.(type) {
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
			case *List:
				return &List{Elems: in.repeatSeq(bv.Elems, a, span)}
			case *Tuple:
				return &Tuple{Elems: in.repeatSeq(bv.Elems, a, span)}
			}
		}
	case *Set:
		if bv, ok := b.(*Set); ok {
			if r := in.setBinary(op, av, bv, span); r != nil {
				return r
			}
		}
	case *Dict:
		if bv, ok := b.(*Dict); ok && op == ast.BitOr {
			d := newDict()
			av.each(func(k, v Value) bool { d.set(k, v); return true })
			bv.each(func(k, v Value) bool { d.set(k, v); return true })
			return d
		}
	}
	switch op {
	case ast.BitOr, ast.BitAnd, ast.Sub, ast.BitXor:
		if r := in.viewBinary(op, a, b, span); r != nil {
			return r
		}
	}
	isSeq := func(v Value) bool {
		switch v.(type) {
		case *List, *Tuple, string:
			return true
		}
		return false
	}
	switch {
	case op == ast.Add && isSeq(a):
		// list_concat, tupleconcat, PyUnicode_Concat
		name := typeName(a)
		panic(in.raise("TypeError", span, "can only concatenate %s (not \"%s\") to %s", name, typeName(b), name))
	case op == ast.Mult && isSeq(a):
		panic(in.raise("TypeError", span, "can't multiply sequence by non-int of type '%s'", typeName(b)))
	case op == ast.Mult && isSeq(b):
		// an int times a sequence was handled above
		panic(in.raise("TypeError", span, "can't multiply sequence by non-int of type '%s'", typeName(a)))
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

func (in *Interp) repeatSeq(xs []Value, k Value, span spanT) []Value {
	if c, _ := toNum(k); !c.I.IsInt64() {
		// CPython converts the count to a Py_ssize_t first
		panic(in.raise("OverflowError", span, "cannot fit 'int' into an index-sized integer"))
	}
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

// equal is Python's a == b (identity first for container elements).
func (in *Interp) equal(a, b Value, span spanT) bool {
	sa, oka := scalar(a)
	sb, okb := scalar(b)
	if oka && okb {
		r, err := value.Compare("==", sa, sb)
		if err != nil {
			panic(in.valueErr(err, span))
		}
		return r
	}
	switch av := a.(type) {
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
		if av.Kind != "values" {
			if bs, ok := b.(*Set); ok {
				return in.equal(in.setView(av, span), bs, span)
			}
		}
		bv, ok := b.(*DictView)
		if !ok || av.Kind == "values" || bv.Kind == "values" {
			return identical(a, b)
		}
		return in.equal(in.viewSet(av), in.viewSet(bv), span)
	case *Set:
		if bv, ok := b.(*DictView); ok && bv.Kind != "values" {
			return in.equal(av, in.setView(bv, span), span)
		}
		bv, ok := b.(*Set)
		if !ok || av.D.n != bv.D.n {
			return false
		}
		eq := true
		av.D.each(func(k, _ Value) bool {
			_, eq = bv.D.get(k)
			return eq
		})
		return eq
	case *Record:
		bv, ok := b.(*Record)
		return ok && av.Module == bv.Module && av.Class == bv.Class && in.seqEqual(av.Vals, bv.Vals, span)
	case *Range:
		bv, ok := b.(*Range)
		if !ok {
			return false
		}
		return in.seqEqual(in.rangeElems(av, span), in.rangeElems(bv, span), span)
	case *Pattern:
		bv, ok := b.(*Pattern)
		return ok && av.Src == bv.Src
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

// order is Python's ordering comparison a <op> b.
func (in *Interp) order(op ast.CmpOp, a, b Value, span spanT) bool {
	sa, oka := scalar(a)
	sb, okb := scalar(b)
	if oka && okb {
		r, err := value.Compare(cmpSymbol(op), sa, sb)
		if err != nil {
			panic(in.valueErr(err, span))
		}
		return r
	}
	if sa, sb := in.orderSet(a, span), in.orderSet(b, span); sa != nil && sb != nil {
		return in.setOrder(op, sa, sb, span)
	}
	switch av := a.(type) {
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

// orderSet is a set, or a keys or items view as a set, for an ordering
// comparison (subset and superset); nil for another value.
func (in *Interp) orderSet(v Value, span spanT) *Set {
	if s, ok := v.(*Set); ok {
		return s
	}
	return in.setView(v, span)
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
		sx, _ := scalar(x)
		if _, ok := scalar(x); !ok {
			panic(in.raise("TypeError", span, "'in <string>' requires string as left operand, not %s", typeName(x)))
		}
		r, err := value.Contains(cv, sx)
		if err != nil {
			panic(in.valueErr(err, span))
		}
		return r
	case *List:
		return in.memberOf(x, cv.Elems, span)
	case *Tuple:
		return in.memberOf(x, cv.Elems, span)
	case *Dict:
		in.mustHash(x, span)
		_, ok := cv.get(x)
		return ok
	case *Set:
		return in.setHas(cv, x, span)
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

// percentFormat is format % arg, printf-style formatting, for the
// conversions pkg/lower models: %s, %d, %i and %% without mapping keys,
// flags, width or precision. Any other conversion, %d of a float, and an
// argument whose class decides how CPython reads it (a record, a class
// instance) are refused, not computed. The checks are CPython's, in its
// order: a % ending the format ("incomplete format"), a conversion
// without an argument ("not enough arguments"), %d of a value that is
// not a number, and arguments left over ("not all arguments
// converted"), except when the argument is a mapping for CPython (an
// object with __getitem__ other than a tuple or a str: a list, a dict, a
// range), which is then the one argument of the conversions.
func (in *Interp) percentFormat(format string, arg Value, span spanT) Value {
	var args []Value
	mapping := false
	switch x := arg.(type) {
	case *Tuple:
		args = x.Elems
	case *List, *Dict, *Range:
		args, mapping = []Value{arg}, true
	case NoneType, bool, *big.Int, *Float, string, *Set, *DictView, *ExcValue:
		args = []Value{arg}
	default:
		panic(in.limit(span, "refused, not computed by the interpreter: %% formatting with a %s argument", typeName(arg)))
	}
	var b strings.Builder
	write := func(t string) {
		b.WriteString(t)
		in.checkStr(b.String(), span)
	}
	k := 0
	for i := 0; i < len(format); i++ {
		j := strings.IndexByte(format[i:], '%')
		if j < 0 {
			write(format[i:])
			break
		}
		write(format[i : i+j])
		i += j + 1
		if i == len(format) {
			panic(in.raise("ValueError", span, "incomplete format"))
		}
		c := format[i]
		if c == '%' {
			write("%")
			continue
		}
		if c != 's' && c != 'd' && c != 'i' {
			panic(in.limit(span, "refused, not computed by the interpreter: %% formatting other than %%s, %%d, %%i and %%%% without flags, width or precision"))
		}
		if k >= len(args) {
			panic(in.raise("TypeError", span, "not enough arguments for format string"))
		}
		v := args[k]
		k++
		if c == 's' {
			write(in.str(v, span))
			continue
		}
		switch x := v.(type) {
		case bool:
			if x {
				write("1")
			} else {
				write("0")
			}
		case *big.Int:
			write(in.intStr(x, span))
		case *Float:
			panic(in.limit(span, "refused, not computed by the interpreter: %%%c of a float", c))
		case NoneType, string, *List, *Tuple, *Dict, *Set, *DictView, *Range, *ExcValue:
			panic(in.raise("TypeError", span, "%%%c format: a real number is required, not %s", c, typeName(v)))
		default:
			panic(in.limit(span, "refused, not computed by the interpreter: %%%c of a %s", c, typeName(v)))
		}
	}
	if k < len(args) && !mapping {
		panic(in.raise("TypeError", span, "not all arguments converted during string formatting"))
	}
	return b.String()
}
