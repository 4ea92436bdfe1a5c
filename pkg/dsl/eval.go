package dsl

import (
	"errors"
	"fmt"
	"math"
	"math/big"
	"strings"
	"unicode/utf8"

	"clauz3/pkg/python/value"
)

// Values of the evaluator, by sort: Bool bool, Int *big.Int, Real
// *big.Rat, String string, bit-vectors *big.Int in [0, 2^w), floats
// float64, sequences []any, enumeration values EnumValue, uninterpreted
// values Opaque, records Record.

// EnumValue is a value of an enumeration sort.
type EnumValue struct{ Sort, Name string }

// Opaque is a value of an uninterpreted sort (Z3 names them S!val!0, ...).
type Opaque struct{ Sort, Name string }

// Record is a value of a record datatype.
type Record struct {
	Sort   string
	Fields []any
}

// Env gives the evaluator the values of constants and functions.
type Env struct {
	Consts map[string]any
	// Func, when set, applies an uninterpreted function.
	Func func(name string, args []any) (any, error)
	// Lookup, when set, gives the value of a constant Consts does not
	// hold (a caller that computes definitions on demand).
	Lookup func(name string) (any, error)
}

// ErrUnspecified is returned for terms whose value SMT-LIB leaves
// unspecified (division by zero, Nth out of range, ...) and for terms the
// evaluator cannot decide (quantifiers over infinite sorts, arrays).
var ErrUnspecified = errors.New("value not determined")

// maxEvalBytes bounds the strings (and, by 16 bytes an element, the
// sequences) the evaluator builds: a longer one is not determined.
const maxEvalBytes = 1 << 22

// Eval evaluates t under env.
func Eval(t *Term, env Env) (v any, err error) {
	defer func() {
		// A value of the wrong Go type in env (the only way the typed
		// evaluator can meet one) is an error, not a crash.
		if r := recover(); r != nil {
			if _, ok := r.(interface{ RuntimeError() }); !ok {
				panic(r)
			}
			v, err = nil, fmt.Errorf("evaluating %s: a value of the wrong type: %v", t, r)
		}
	}()
	return (&evaluator{env: env}).eval(t)
}

// EvalBool evaluates a Bool term.
func EvalBool(t *Term, env Env) (bool, error) {
	v, err := Eval(t, env)
	if err != nil {
		return false, err
	}
	b, ok := v.(bool)
	if !ok {
		return false, fmt.Errorf("%s is not Boolean", t)
	}
	return b, nil
}

type evaluator struct {
	env   Env
	bound map[string]any // the quantifiers' variables (nil: none yet)
}

func unspecified(format string, args ...any) error {
	return fmt.Errorf("%w: %s", ErrUnspecified, fmt.Sprintf(format, args...))
}

func (ev *evaluator) args(t *Term) ([]any, error) {
	out := make([]any, len(t.Args))
	for i, a := range t.Args {
		v, err := ev.eval(a)
		if err != nil {
			return nil, err
		}
		out[i] = v
	}
	return out, nil
}

func (ev *evaluator) eval(t *Term) (any, error) {
	switch t.Op {
	case OpLit:
		if t.Sort.Kind == KSeq && t.Val == nil {
			return []any{}, nil
		}
		return t.Val, nil
	case OpConst:
		if v, ok := ev.bound[t.Name]; ok {
			return v, nil
		}
		v, ok := ev.env.Consts[t.Name]
		if !ok {
			if ev.env.Lookup != nil {
				return ev.env.Lookup(t.Name)
			}
			return nil, fmt.Errorf("no value for %s", t.Name)
		}
		return v, nil
	case OpEnumVal:
		return EnumValue{t.Sort.Name, t.Name}, nil
	case OpRM:
		return t.Name, nil
	case OpEmpty:
		return []any{}, nil
	case OpForAll, OpExists:
		return ev.quantifier(t)
	case OpAnd, OpOr:
		// Evaluate all arguments: an unspecified value must not be hidden
		// by short-circuiting in a way Z3 would not.
		want := t.Op == OpOr
		var firstErr error
		for _, a := range t.Args {
			v, err := ev.eval(a)
			if err != nil {
				if firstErr == nil {
					firstErr = err
				}
				continue
			}
			if v.(bool) == want {
				return want, nil
			}
		}
		if firstErr != nil {
			return nil, firstErr
		}
		return !want, nil
	case OpIte:
		c, err := ev.eval(t.Args[0])
		if err != nil {
			return nil, err
		}
		if c.(bool) {
			return ev.eval(t.Args[1])
		}
		return ev.eval(t.Args[2])
	case OpNot:
		// the commonest operators without an argument slice
		if len(t.Args) == 1 {
			v, err := ev.eval(t.Args[0])
			if err != nil {
				return nil, err
			}
			return !v.(bool), nil
		}
	case OpEq, OpLt, OpLe, OpGt, OpGe:
		if len(t.Args) == 2 {
			x, err := ev.eval(t.Args[0])
			if err != nil {
				return nil, err
			}
			y, err := ev.eval(t.Args[1])
			if err != nil {
				return nil, err
			}
			if t.Op == OpEq {
				return valEqual(x, y), nil
			}
			return compare(t.Op, x, y)
		}
	}
	a, err := ev.args(t)
	if err != nil {
		return nil, err
	}
	switch t.Op {
	case OpApp:
		if ev.env.Func == nil {
			return nil, fmt.Errorf("no interpretation for function %s", t.Name)
		}
		return ev.env.Func(t.Name, a)
	case OpNot:
		return !a[0].(bool), nil
	case OpImplies:
		return !a[0].(bool) || a[1].(bool), nil
	case OpXor:
		return a[0].(bool) != a[1].(bool), nil
	case OpEq:
		return valEqual(a[0], a[1]), nil
	case OpDistinct:
		for i := range a {
			for j := i + 1; j < len(a); j++ {
				if valEqual(a[i], a[j]) {
					return false, nil
				}
			}
		}
		return true, nil
	case OpAtMost, OpAtLeast:
		n := 0
		for _, v := range a {
			if v.(bool) {
				n++
			}
		}
		if t.Op == OpAtMost {
			return n <= t.Width, nil
		}
		return n >= t.Width, nil
	case OpAdd, OpSub, OpMul, OpDiv, OpMod, OpNeg, OpPow:
		return arith(t, a)
	case OpLt, OpLe, OpGt, OpGe:
		return compare(t.Op, a[0], a[1])
	case OpToReal:
		return new(big.Rat).SetInt(a[0].(*big.Int)), nil
	case OpToInt:
		return ratFloor(a[0].(*big.Rat)), nil
	case OpIsInt:
		return a[0].(*big.Rat).IsInt(), nil
	case OpLength:
		switch x := a[0].(type) {
		case string:
			return big.NewInt(int64(utf8.RuneCountInString(x))), nil
		case []any:
			return big.NewInt(int64(len(x))), nil
		}
	case OpConcat:
		if t.Sort.Kind == KString {
			n := 0
			for _, v := range a {
				n += len(v.(string))
			}
			if n > maxEvalBytes {
				// (a string doubled in a loop: CPython runs out of
				// memory too, and so would this process)
				return nil, unspecified("a string of %d bytes is too long to evaluate", n)
			}
			var b strings.Builder
			b.Grow(n)
			for _, v := range a {
				b.WriteString(v.(string))
			}
			return b.String(), nil
		}
		n := 0
		for _, v := range a {
			n += len(v.([]any))
		}
		if n > maxEvalBytes/16 {
			return nil, unspecified("a sequence of %d elements is too long to evaluate", n)
		}
		var out []any
		for _, v := range a {
			out = append(out, v.([]any)...)
		}
		if out == nil {
			out = []any{}
		}
		return out, nil
	case OpUnit:
		return []any{a[0]}, nil
	case OpPrefixOf, OpSuffixOf, OpContains:
		x, y := seqOf(a[0]), seqOf(a[1])
		switch t.Op {
		case OpPrefixOf:
			return len(x) <= len(y) && seqEq(x, y[:len(x)]), nil
		case OpSuffixOf:
			return len(x) <= len(y) && seqEq(x, y[len(y)-len(x):]), nil
		}
		return seqIndex(x, y, 0) >= 0, nil
	case OpIndexOf:
		s, sub := seqOf(a[0]), seqOf(a[1])
		off := a[2].(*big.Int)
		if off.Sign() < 0 || !off.IsInt64() || off.Int64() > int64(len(s)) {
			return big.NewInt(-1), nil
		}
		return big.NewInt(int64(seqIndex(s, sub, int(off.Int64())))), nil
	case OpSubStr:
		s := seqOf(a[0])
		off, ln := a[1].(*big.Int), a[2].(*big.Int)
		if off.Sign() < 0 || !off.IsInt64() || off.Int64() >= int64(len(s)) || ln.Sign() <= 0 {
			return fromSeq(nil, t.Sort), nil
		}
		end := int64(len(s))
		if ln.IsInt64() && off.Int64()+ln.Int64() < end {
			end = off.Int64() + ln.Int64()
		}
		return fromSeq(s[off.Int64():end], t.Sort), nil
	case OpAt:
		s := seqOf(a[0])
		i := a[1].(*big.Int)
		if i.Sign() < 0 || !i.IsInt64() || i.Int64() >= int64(len(s)) {
			return fromSeq(nil, t.Sort), nil
		}
		return fromSeq(s[i.Int64():i.Int64()+1], t.Sort), nil
	case OpNth:
		s := a[0].([]any)
		i := a[1].(*big.Int)
		if i.Sign() < 0 || !i.IsInt64() || i.Int64() >= int64(len(s)) {
			return nil, unspecified("sequence index %s out of range", i)
		}
		return s[i.Int64()], nil
	case OpReplace:
		s, src, dst := seqOf(a[0]), seqOf(a[1]), seqOf(a[2])
		if len(src) == 0 {
			return fromSeq(append(append([]any{}, dst...), s...), t.Sort), nil
		}
		i := seqIndex(s, src, 0)
		if i < 0 {
			return a[0], nil
		}
		out := append(append(append([]any{}, s[:i]...), dst...), s[i+len(src):]...)
		return fromSeq(out, t.Sort), nil
	case OpStrToInt:
		s := a[0].(string)
		if s == "" || strings.Trim(s, "0123456789") != "" {
			return big.NewInt(-1), nil
		}
		v, _ := new(big.Int).SetString(s, 10)
		return v, nil
	case OpInRe:
		return MatchRegex(t.Name, a[0].(string)), nil
	case OpPyStrip, OpPyLStrip, OpPyRStrip:
		chars := a[1].(string)
		if !utf8.ValidString(a[0].(string)) || !utf8.ValidString(chars) {
			// a lone surrogate (WTF-8) would read as U+FFFD
			return nil, fmt.Errorf("strip of a str with a lone surrogate is not evaluated")
		}
		in := func(r rune) bool { return strings.ContainsRune(chars, r) }
		switch t.Op {
		case OpPyLStrip:
			return strings.TrimLeftFunc(a[0].(string), in), nil
		case OpPyRStrip:
			return strings.TrimRightFunc(a[0].(string), in), nil
		}
		return strings.TrimFunc(a[0].(string), in), nil
	case OpIntToStr:
		i := a[0].(*big.Int)
		if i.Sign() < 0 {
			return "", nil
		}
		return i.String(), nil
	case OpField:
		r := a[0].(Record)
		for i, f := range t.Args[0].Sort.Fields {
			if f.Name == t.Name {
				return r.Fields[i], nil
			}
		}
		return nil, fmt.Errorf("no field %s", t.Name)
	case OpRecord:
		return Record{Sort: t.Sort.Name, Fields: a}, nil
	case OpSelect, OpStore:
		return nil, unspecified("arrays are not evaluated")
	case OpBV2Int:
		return new(big.Int).Set(a[0].(*big.Int)), nil
	}
	if strings.HasPrefix(string(t.Op), "bv") {
		return bvOp(t, a)
	}
	if strings.HasPrefix(string(t.Op), "fp") || t.Op == OpToFP {
		return fpOp(t, a)
	}
	return nil, fmt.Errorf("cannot evaluate %s", t.Op)
}

// compare is x op y, for op a comparison of Int, Real or String values.
func compare(op Op, x, y any) (any, error) {
	var c int
	switch x := x.(type) {
	case *big.Int:
		c = x.Cmp(y.(*big.Int))
	case *big.Rat:
		c = x.Cmp(y.(*big.Rat))
	case string:
		c = strings.Compare(x, y.(string))
	default:
		return nil, fmt.Errorf("cannot compare %T", x)
	}
	return holds(op, c), nil
}

func seqOf(v any) []any {
	switch x := v.(type) {
	case string:
		out := make([]any, 0, len(x))
		for _, r := range x {
			out = append(out, r)
		}
		return out
	case []any:
		return x
	}
	return nil
}

func fromSeq(s []any, srt *Sort) any {
	if srt.Kind == KString {
		var b strings.Builder
		for _, r := range s {
			b.WriteRune(r.(rune))
		}
		return b.String()
	}
	if s == nil {
		return []any{}
	}
	return s
}

func seqEq(a, b []any) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if !valEqual(a[i], b[i]) {
			return false
		}
	}
	return true
}

func seqIndex(s, sub []any, from int) int {
	for i := from; i+len(sub) <= len(s); i++ {
		if seqEq(s[i:i+len(sub)], sub) {
			return i
		}
	}
	return -1
}

// valEqual is SMT equality on evaluator values (structural for floats:
// NaN equals NaN, 0.0 differs from -0.0).
func valEqual(a, b any) bool {
	switch x := a.(type) {
	case *big.Int:
		y, ok := b.(*big.Int)
		return ok && x.Cmp(y) == 0
	case *big.Rat:
		y, ok := b.(*big.Rat)
		return ok && x.Cmp(y) == 0
	case float64:
		y, ok := b.(float64)
		if !ok {
			return false
		}
		if math.IsNaN(x) || math.IsNaN(y) {
			return math.IsNaN(x) && math.IsNaN(y)
		}
		return math.Float64bits(x) == math.Float64bits(y)
	case []any:
		y, ok := b.([]any)
		return ok && seqEq(x, y)
	case Record:
		y, ok := b.(Record)
		if !ok || x.Sort != y.Sort || len(x.Fields) != len(y.Fields) {
			return false
		}
		for i := range x.Fields {
			if !valEqual(x.Fields[i], y.Fields[i]) {
				return false
			}
		}
		return true
	}
	return a == b
}

func ratFloor(r *big.Rat) *big.Int {
	q, _ := value.FloorDivMod(r.Num(), r.Denom())
	return q
}

// holds says whether an ordering comparison holds of the result c of a
// Cmp method.
func holds(op Op, c int) bool {
	switch op {
	case OpLt, OpBVSLt:
		return c < 0
	case OpLe, OpBVSLe:
		return c <= 0
	case OpGt, OpBVSGt:
		return c > 0
	}
	return c >= 0
}

func arith(t *Term, a []any) (any, error) {
	if t.Sort.Kind == KInt {
		x := a[0].(*big.Int)
		switch t.Op {
		case OpNeg:
			return new(big.Int).Neg(x), nil
		case OpAdd, OpMul:
			acc := new(big.Int).Set(x)
			for _, v := range a[1:] {
				if t.Op == OpAdd {
					acc.Add(acc, v.(*big.Int))
				} else {
					acc.Mul(acc, v.(*big.Int))
				}
			}
			return acc, nil
		case OpSub:
			acc := new(big.Int).Set(x)
			for _, v := range a[1:] {
				acc.Sub(acc, v.(*big.Int))
			}
			return acc, nil
		case OpDiv, OpMod:
			y := a[1].(*big.Int)
			if y.Sign() == 0 {
				return nil, unspecified("integer division by zero")
			}
			// SMT-LIB: x = y*q + r with 0 <= r < |y| (Euclidean).
			q, r := new(big.Int).QuoRem(x, y, new(big.Int))
			if r.Sign() < 0 {
				if y.Sign() > 0 {
					q.Sub(q, big.NewInt(1))
					r.Add(r, y)
				} else {
					q.Add(q, big.NewInt(1))
					r.Sub(r, y)
				}
			}
			if t.Op == OpDiv {
				return q, nil
			}
			return r, nil
		}
	}
	if t.Sort.Kind == KReal {
		x := a[0].(*big.Rat)
		switch t.Op {
		case OpNeg:
			return new(big.Rat).Neg(x), nil
		case OpAdd, OpMul, OpSub:
			acc := new(big.Rat).Set(x)
			for _, v := range a[1:] {
				switch t.Op {
				case OpAdd:
					acc.Add(acc, v.(*big.Rat))
				case OpMul:
					acc.Mul(acc, v.(*big.Rat))
				default:
					acc.Sub(acc, v.(*big.Rat))
				}
			}
			return acc, nil
		case OpDiv:
			y := a[1].(*big.Rat)
			if y.Sign() == 0 {
				return nil, unspecified("real division by zero")
			}
			return new(big.Rat).Quo(x, y), nil
		case OpPow:
			y := a[1].(*big.Rat)
			if !y.IsInt() || !y.Num().IsInt64() || y.Num().Int64() > 4096 || y.Num().Int64() < -4096 {
				return nil, unspecified("non-integer or huge power")
			}
			k := y.Num().Int64()
			if x.Sign() == 0 && k <= 0 {
				return nil, unspecified("0 ** %d", k)
			}
			neg := k < 0
			if neg {
				k = -k
			}
			num := new(big.Int).Exp(x.Num(), big.NewInt(k), nil)
			den := new(big.Int).Exp(x.Denom(), big.NewInt(k), nil)
			r := new(big.Rat).SetFrac(num, den)
			if neg {
				r.Inv(r)
			}
			return r, nil
		}
	}
	return nil, fmt.Errorf("cannot evaluate %s on %s", t.Op, t.Sort)
}

func (ev *evaluator) quantifier(t *Term) (any, error) {
	domains := make([][]any, len(t.Bound))
	for i, b := range t.Bound {
		switch b.Sort.Kind {
		case KBool:
			domains[i] = []any{false, true}
		case KEnum:
			for _, v := range b.Sort.Values {
				domains[i] = append(domains[i], EnumValue{b.Sort.Name, v})
			}
		default:
			return nil, unspecified("quantifier over %s", b.Sort)
		}
	}
	if ev.bound == nil {
		ev.bound = map[string]any{}
	}
	saved := map[string]any{}
	for _, b := range t.Bound {
		if v, ok := ev.bound[b.Name]; ok {
			saved[b.Name] = v
		}
	}
	defer func() {
		for _, b := range t.Bound {
			delete(ev.bound, b.Name)
		}
		for k, v := range saved {
			ev.bound[k] = v
		}
	}()
	forall := t.Op == OpForAll
	idx := make([]int, len(t.Bound))
	for {
		for i, b := range t.Bound {
			ev.bound[b.Name] = domains[i][idx[i]]
		}
		v, err := ev.eval(t.Args[0])
		if err != nil {
			return nil, err
		}
		if v.(bool) != forall {
			return !forall, nil
		}
		k := 0
		for ; k < len(idx); k++ {
			idx[k]++
			if idx[k] < len(domains[k]) {
				break
			}
			idx[k] = 0
		}
		if k == len(idx) {
			return forall, nil
		}
	}
}

func bvOp(t *Term, a []any) (any, error) {
	w := t.Args[0].Sort.Width
	mod := new(big.Int).Lsh(big.NewInt(1), uint(w))
	norm := func(x *big.Int) *big.Int { return new(big.Int).Mod(x, mod) }
	signed := func(x *big.Int) *big.Int {
		if x.Bit(w-1) == 1 {
			return new(big.Int).Sub(x, mod)
		}
		return x
	}
	x := a[0].(*big.Int)
	var y *big.Int
	if len(a) > 1 {
		y = a[1].(*big.Int)
	}
	switch t.Op {
	case OpBVAdd:
		return norm(new(big.Int).Add(x, y)), nil
	case OpBVSub:
		return norm(new(big.Int).Sub(x, y)), nil
	case OpBVMul:
		return norm(new(big.Int).Mul(x, y)), nil
	case OpBVNeg:
		return norm(new(big.Int).Neg(x)), nil
	case OpBVNot:
		return norm(new(big.Int).Sub(new(big.Int).Sub(mod, big.NewInt(1)), x)), nil
	case OpBVAnd:
		return new(big.Int).And(x, y), nil
	case OpBVOr:
		return new(big.Int).Or(x, y), nil
	case OpBVXor:
		return new(big.Int).Xor(x, y), nil
	case OpBVShl:
		if y.Cmp(big.NewInt(int64(w))) >= 0 {
			return new(big.Int), nil
		}
		return norm(new(big.Int).Lsh(x, uint(y.Int64()))), nil
	case OpBVAShr:
		if y.Cmp(big.NewInt(int64(w))) >= 0 {
			if signed(x).Sign() < 0 {
				return new(big.Int).Sub(mod, big.NewInt(1)), nil
			}
			return new(big.Int), nil
		}
		return norm(new(big.Int).Rsh(signed(x), uint(y.Int64()))), nil
	case OpBVSLt, OpBVSLe, OpBVSGt, OpBVSGe:
		c := signed(x).Cmp(signed(y))
		return holds(t.Op, c), nil
	case OpBVSDiv, OpBVSMod:
		// SMT-LIB definitions via unsigned division, with bvudiv(s, 0) =
		// all ones and bvurem(s, 0) = s.
		udiv := func(p, q *big.Int) *big.Int {
			if q.Sign() == 0 {
				return new(big.Int).Sub(mod, big.NewInt(1))
			}
			return new(big.Int).Quo(p, q)
		}
		urem := func(p, q *big.Int) *big.Int {
			if q.Sign() == 0 {
				return new(big.Int).Set(p)
			}
			return new(big.Int).Rem(p, q)
		}
		neg := func(p *big.Int) *big.Int { return norm(new(big.Int).Neg(p)) }
		msx, msy := x.Bit(w-1) == 1, y.Bit(w-1) == 1
		if t.Op == OpBVSDiv {
			switch {
			case !msx && !msy:
				return udiv(x, y), nil
			case msx && !msy:
				return neg(udiv(neg(x), y)), nil
			case !msx && msy:
				return neg(udiv(x, neg(y))), nil
			}
			return udiv(neg(x), neg(y)), nil
		}
		absX, absY := x, y
		if msx {
			absX = neg(x)
		}
		if msy {
			absY = neg(y)
		}
		u := urem(absX, absY)
		switch {
		case u.Sign() == 0 || !msx && !msy:
			return u, nil
		case msx && !msy:
			return norm(new(big.Int).Add(neg(u), y)), nil
		case !msx && msy:
			return norm(new(big.Int).Add(u, y)), nil
		}
		return neg(u), nil
	}
	return nil, fmt.Errorf("cannot evaluate %s", t.Op)
}

func fpOp(t *Term, a []any) (any, error) {
	rm := func(i int) (string, error) {
		s, _ := a[i].(string)
		if s != "RNE" {
			return s, unspecified("rounding mode %s in float arithmetic", s)
		}
		return s, nil
	}
	f := func(i int) float64 { return a[i].(float64) }
	switch t.Op {
	case OpFPAdd, OpFPSub, OpFPMul, OpFPDiv:
		if _, err := rm(0); err != nil {
			return nil, err
		}
		x, y := f(1), f(2)
		switch t.Op {
		case OpFPAdd:
			return x + y, nil
		case OpFPSub:
			return x - y, nil
		case OpFPMul:
			return x * y, nil
		}
		return x / y, nil
	case OpFPSqrt:
		if _, err := rm(0); err != nil {
			return nil, err
		}
		return math.Sqrt(f(1)), nil
	case OpFPRound:
		switch s, _ := a[0].(string); s {
		case "RNE":
			return math.RoundToEven(f(1)), nil
		case "RTZ":
			return math.Trunc(f(1)), nil
		}
		return nil, unspecified("rounding mode")
	case OpFPRem:
		return math.Remainder(f(0), f(1)), nil
	case OpFPNeg:
		return -f(0), nil
	case OpFPAbs:
		return math.Abs(f(0)), nil
	case OpFPMin, OpFPMax:
		x, y := f(0), f(1)
		switch {
		case math.IsNaN(x):
			return y, nil
		case math.IsNaN(y):
			return x, nil
		case x == 0 && y == 0 && math.Signbit(x) != math.Signbit(y):
			return nil, unspecified("fp.min/fp.max of zeros of different signs")
		}
		if t.Op == OpFPMin {
			return math.Min(x, y), nil
		}
		return math.Max(x, y), nil
	case OpFPLt:
		return f(0) < f(1), nil
	case OpFPLe:
		return f(0) <= f(1), nil
	case OpFPGt:
		return f(0) > f(1), nil
	case OpFPGe:
		return f(0) >= f(1), nil
	case OpFPEq:
		return f(0) == f(1), nil
	case OpFPIsNaN:
		return math.IsNaN(f(0)), nil
	case OpFPIsInf:
		return math.IsInf(f(0), 0), nil
	case OpFPIsZero:
		return f(0) == 0, nil
	case OpFPIsNorm:
		x := math.Abs(f(0))
		return x >= 0x1p-1022 && !math.IsInf(x, 0) && !math.IsNaN(x), nil
	case OpFPIsSub:
		x := math.Abs(f(0))
		return x > 0 && x < 0x1p-1022, nil
	case OpFPIsNeg:
		return !math.IsNaN(f(0)) && math.Signbit(f(0)), nil
	case OpFPIsPos:
		return !math.IsNaN(f(0)) && !math.Signbit(f(0)), nil
	case OpFPToReal:
		x := f(0)
		if math.IsNaN(x) || math.IsInf(x, 0) {
			return nil, unspecified("fp.to_real of %v", x)
		}
		return new(big.Rat).SetFloat64(x), nil
	case OpFPToSBV:
		x := f(1)
		var r float64
		switch s, _ := a[0].(string); s {
		case "RTZ":
			r = math.Trunc(x)
		case "RNE":
			r = math.RoundToEven(x)
		default:
			return nil, unspecified("rounding mode")
		}
		if math.IsNaN(r) || math.IsInf(r, 0) {
			return nil, unspecified("fp.to_sbv of %v", x)
		}
		iv, _ := new(big.Float).SetFloat64(r).Int(nil)
		lim := new(big.Int).Lsh(big.NewInt(1), uint(t.Width-1))
		if iv.Cmp(lim) >= 0 || iv.Cmp(new(big.Int).Neg(lim)) < 0 {
			return nil, unspecified("fp.to_sbv out of range")
		}
		return new(big.Int).Mod(iv, new(big.Int).Lsh(lim, 1)), nil
	case OpToFP:
		mode, _ := a[0].(string)
		switch x := a[1].(type) {
		case float64:
			return x, nil
		case *big.Rat:
			if mode != "RNE" {
				return nil, unspecified("rounding mode %s", mode)
			}
			r, _ := x.Float64()
			return r, nil
		case *big.Int:
			w := t.Args[1].Sort.Width
			v := x
			if x.Bit(w-1) == 1 {
				v = new(big.Int).Sub(x, new(big.Int).Lsh(big.NewInt(1), uint(w)))
			}
			if mode != "RNE" {
				return nil, unspecified("rounding mode %s", mode)
			}
			r, _ := new(big.Float).SetInt(v).Float64()
			return r, nil
		}
	}
	return nil, fmt.Errorf("cannot evaluate %s", t.Op)
}

// ValuesEqual is SMT equality on evaluator values (floats compare by
// bits, NaN equal to NaN).
func ValuesEqual(a, b any) bool { return valEqual(a, b) }
