package interp

import (
	"fmt"
	"math"
	"math/big"
	"regexp"
	"strconv"
	"strings"
	"unicode"

	"clauz3/pkg/python/value"
)

// typeNames are the built-in classes a program may name (str, int, ...):
// callable as constructors and usable with isinstance.
var typeNames = []string{"str", "int", "bool", "float", "list", "tuple", "dict", "set", "object", "range"}

// excClasses are the built-in exception classes and their bases.
var excClasses = map[string]string{
	"BaseException": "", "Exception": "BaseException", "ArithmeticError": "Exception",
	"ZeroDivisionError": "ArithmeticError", "OverflowError": "ArithmeticError",
	"LookupError": "Exception", "IndexError": "LookupError", "KeyError": "LookupError",
	"ValueError": "Exception", "TypeError": "Exception", "AssertionError": "Exception",
	"RuntimeError": "Exception", "NotImplementedError": "RuntimeError", "RecursionError": "RuntimeError",
	"NameError": "Exception", "UnboundLocalError": "NameError", "AttributeError": "Exception",
	"OSError": "Exception", "PermissionError": "OSError", "FileNotFoundError": "OSError",
	"ImportError": "Exception", "ModuleNotFoundError": "ImportError", "UnicodeError": "ValueError",
}

func builtinTable() map[string]Value {
	t := map[string]Value{
		"len":        &Builtin{Name: "len", Fn: bLen},
		"print":      &Builtin{Name: "print", Fn: bPrint},
		"abs":        &Builtin{Name: "abs", Fn: bAbs},
		"min":        &Builtin{Name: "min", Fn: func(in *Interp, a []Value, kw []kwArg, s spanT) Value { return in.minmax("min", a, kw, s) }},
		"max":        &Builtin{Name: "max", Fn: func(in *Interp, a []Value, kw []kwArg, s spanT) Value { return in.minmax("max", a, kw, s) }},
		"sum":        &Builtin{Name: "sum", Fn: bSum},
		"any":        &Builtin{Name: "any", Fn: func(in *Interp, a []Value, kw []kwArg, s spanT) Value { return in.anyAll(true, a, kw, s) }},
		"all":        &Builtin{Name: "all", Fn: func(in *Interp, a []Value, kw []kwArg, s spanT) Value { return in.anyAll(false, a, kw, s) }},
		"enumerate":  &Builtin{Name: "enumerate", Fn: bEnumerate},
		"zip":        &Builtin{Name: "zip", Fn: bZip},
		"reversed":   &Builtin{Name: "reversed", Fn: bReversed},
		"sorted":     &Builtin{Name: "sorted", Fn: bSorted},
		"isinstance": &Builtin{Name: "isinstance", Fn: bIsinstance},
		"divmod":     &Builtin{Name: "divmod", Fn: bDivmod},
		"pow":        &Builtin{Name: "pow", Fn: bPow},
		"round":      &Builtin{Name: "round", Fn: bRound},
		"repr": &Builtin{Name: "repr", Fn: func(in *Interp, a []Value, kw []kwArg, s spanT) Value {
			in.arity("repr", a, kw, 1, 1, s)
			return in.repr(a[0], s)
		}},
	}
	for _, n := range typeNames {
		n := n
		t[n] = &Builtin{Name: n, Fn: func(in *Interp, a []Value, kw []kwArg, s spanT) Value { return in.construct(n, a, kw, s) }}
	}
	for n := range excClasses {
		t[n] = &ExcClass{Name: n}
	}
	return t
}

func (in *Interp) arity(name string, a []Value, kw []kwArg, lo, hi int, s spanT) {
	if len(kw) > 0 {
		panic(in.raise("TypeError", s, "%s() takes no keyword arguments", name))
	}
	if len(a) < lo || len(a) > hi {
		if lo == hi {
			panic(in.raise("TypeError", s, "%s() takes exactly %d argument%s (%d given)", name, lo, plural(lo), len(a)))
		}
		panic(in.raise("TypeError", s, "%s expected at most %d arguments, got %d", name, hi, len(a)))
	}
}

func bLen(in *Interp, a []Value, kw []kwArg, s spanT) Value {
	in.arity("len", a, kw, 1, 1, s)
	switch o := a[0].(type) {
	case string:
		return big.NewInt(int64(strLen(o)))
	case *List:
		return big.NewInt(int64(len(o.Elems)))
	case *Tuple:
		return big.NewInt(int64(len(o.Elems)))
	case *Dict:
		return big.NewInt(int64(o.n))
	case *Set:
		return big.NewInt(int64(o.D.n))
	case *DictView:
		return big.NewInt(int64(o.D.n))
	case *Range:
		n := rangeLen(o)
		if !n.IsInt64() {
			panic(in.raise("OverflowError", s, "Python int too large to convert to C ssize_t"))
		}
		return n
	}
	panic(in.raise("TypeError", s, "object of type '%s' has no len()", typeName(a[0])))
}

func bPrint(in *Interp, a []Value, kw []kwArg, s spanT) Value {
	sep, end := " ", "\n"
	for _, k := range kw {
		switch k.Name {
		case "sep", "end":
			var v string
			switch x := k.Value.(type) {
			case NoneType:
				v = map[string]string{"sep": " ", "end": "\n"}[k.Name]
			case string:
				v = x
			default:
				panic(in.raise("TypeError", s, "%s must be None or a string, not %s", k.Name, typeName(k.Value)))
			}
			if k.Name == "sep" {
				sep = v
			} else {
				end = v
			}
		case "file":
			if _, ok := k.Value.(NoneType); !ok {
				panic(in.unsupported(s, "print(file=...) other than None"))
			}
		case "flush":
		default:
			panic(in.raise("TypeError", s, "'%s' is an invalid keyword argument for print()", k.Name))
		}
	}
	var b strings.Builder
	for i, v := range a {
		if i > 0 {
			b.WriteString(sep)
		}
		b.WriteString(in.str(v, s))
	}
	b.WriteString(end)
	io := in.cfg.Stdout
	fmt.Fprint(io, b.String())
	return None
}

func bAbs(in *Interp, a []Value, kw []kwArg, s spanT) Value {
	in.arity("abs", a, kw, 1, 1, s)
	n, ok := toNum(a[0])
	if !ok {
		panic(in.raise("TypeError", s, "bad operand type for abs(): '%s'", typeName(a[0])))
	}
	if n.isFloat() {
		return &Float{F: math.Abs(n.F)}
	}
	return new(big.Int).Abs(n.I)
}

func (in *Interp) minmax(name string, a []Value, kw []kwArg, s spanT) Value {
	var key Value
	var def Value
	hasDef := false
	for _, k := range kw {
		switch k.Name {
		case "key":
			if _, ok := k.Value.(NoneType); !ok {
				key = k.Value
			}
		case "default":
			def, hasDef = k.Value, true
		default:
			panic(in.raise("TypeError", s, "'%s' is an invalid keyword argument for %s()", k.Name, name))
		}
	}
	var xs []Value
	switch {
	case len(a) == 0:
		panic(in.raise("TypeError", s, "%s expected at least 1 argument, got 0", name))
	case len(a) == 1:
		xs = in.toSlice(a[0], s)
	default:
		if hasDef {
			panic(in.raise("TypeError", s, "Cannot specify a default for %s() with multiple positional arguments", name))
		}
		xs = a
	}
	if len(xs) == 0 {
		if hasDef {
			return def
		}
		panic(in.raise("ValueError", s, "%s() arg is an empty sequence", name))
	}
	best := xs[0]
	bestKey := best
	if key != nil {
		bestKey = in.call(key, []Value{best}, nil, s)
	}
	for _, x := range xs[1:] {
		k := x
		if key != nil {
			k = in.call(key, []Value{x}, nil, s)
		}
		op := map[string]int{"min": 0, "max": 1}[name]
		var better bool
		if op == 0 {
			better = in.order(2 /* Lt */, k, bestKey, s)
		} else {
			better = in.order(4 /* Gt */, k, bestKey, s)
		}
		if better {
			best, bestKey = x, k
		}
	}
	return best
}

func bSum(in *Interp, a []Value, kw []kwArg, s spanT) Value {
	var start Value = bigZero
	for _, k := range kw {
		if k.Name != "start" {
			panic(in.raise("TypeError", s, "'%s' is an invalid keyword argument for sum()", k.Name))
		}
		start = k.Value
	}
	if len(a) == 2 {
		start = a[1]
	} else if len(a) != 1 {
		panic(in.raise("TypeError", s, "sum() takes at most 2 arguments (%d given)", len(a)))
	}
	if _, ok := start.(string); ok {
		panic(in.raise("TypeError", s, "sum() can't sum strings [use ''.join(seq) instead]"))
	}
	acc := start
	it := in.iterate(a[0], s)
	for {
		x, ok := it()
		if !ok {
			return acc
		}
		in.step(s)
		acc = in.binary(0 /* Add */, acc, x, s)
	}
}

func (in *Interp) anyAll(isAny bool, a []Value, kw []kwArg, s spanT) Value {
	name := "all"
	if isAny {
		name = "any"
	}
	in.arity(name, a, kw, 1, 1, s)
	it := in.iterate(a[0], s)
	for {
		x, ok := it()
		if !ok {
			return !isAny
		}
		in.step(s)
		if Truth(x) == isAny {
			return isAny
		}
	}
}

func bEnumerate(in *Interp, a []Value, kw []kwArg, s spanT) Value {
	var start Value = bigZero
	for _, k := range kw {
		if k.Name != "start" {
			panic(in.raise("TypeError", s, "'%s' is an invalid keyword argument for enumerate()", k.Name))
		}
		start = k.Value
	}
	if len(a) == 2 {
		start = a[1]
	} else if len(a) != 1 {
		panic(in.raise("TypeError", s, "enumerate() takes at most 2 arguments (%d given)", len(a)))
	}
	n, ok := toNum(start)
	if !ok || n.isFloat() {
		panic(in.raise("TypeError", s, "'%s' object cannot be interpreted as an integer", typeName(start)))
	}
	it := in.iterate(a[0], s)
	i := new(big.Int).Set(n.I)
	return &Iterator{Name: "enumerate", Next: func() (Value, bool) {
		x, ok := it()
		if !ok {
			return nil, false
		}
		v := &Tuple{Elems: []Value{new(big.Int).Set(i), x}}
		i.Add(i, bigOne)
		return v, true
	}}
}

func bZip(in *Interp, a []Value, kw []kwArg, s spanT) Value {
	strict := false
	for _, k := range kw {
		if k.Name != "strict" {
			panic(in.raise("TypeError", s, "zip() got an unexpected keyword argument '%s'", k.Name))
		}
		strict = Truth(k.Value)
	}
	if strict {
		panic(in.unsupported(s, "zip(strict=True)"))
	}
	its := make([]func() (Value, bool), len(a))
	for i, x := range a {
		its[i] = in.iterate(x, s)
	}
	done := false
	return &Iterator{Name: "zip", Next: func() (Value, bool) {
		if done || len(its) == 0 {
			return nil, false
		}
		t := make([]Value, len(its))
		for i, it := range its {
			x, ok := it()
			if !ok {
				done = true
				return nil, false
			}
			t[i] = x
		}
		return &Tuple{Elems: t}, true
	}}
}

func bReversed(in *Interp, a []Value, kw []kwArg, s spanT) Value {
	in.arity("reversed", a, kw, 1, 1, s)
	var xs []Value
	switch o := a[0].(type) {
	case *List:
		// A list_reverseiterator reads the live list by index.
		i := len(o.Elems) - 1
		return &Iterator{Name: "list_reverseiterator", Next: func() (Value, bool) {
			if i < 0 || i >= len(o.Elems) {
				i = -1
				return nil, false
			}
			i--
			return o.Elems[i+1], true
		}}
	case *Tuple, string, *Range, *Dict, *DictView:
		if d, ok := o.(*Dict); ok {
			xs = d.keys()
		} else {
			xs = in.toSlice(o, s)
		}
	default:
		panic(in.raise("TypeError", s, "'%s' object is not reversible", typeName(a[0])))
	}
	out := make([]Value, len(xs))
	for i, x := range xs {
		out[len(xs)-1-i] = x
	}
	return &Iterator{Name: "reversed", Next: sliceIter(out)}
}

func bSorted(in *Interp, a []Value, kw []kwArg, s spanT) Value {
	if len(a) != 1 {
		panic(in.raise("TypeError", s, "sorted expected 1 argument, got %d", len(a)))
	}
	key, rev := in.sortOptions(kw, s)
	if set, ok := a[0].(*Set); ok {
		// CPython iterates a set in its hash order, which the
		// interpreter does not reproduce; without a key, elements
		// totally ordered sort to one result whatever the order
		xs := set.D.keys()
		if key != nil || !totallyOrdered(xs) {
			panic(in.unsupported(s, "sorted() of a set with a key or of elements not all ints, all strs or all floats other than NaN (CPython's order is its hash order)"))
		}
		in.sortValues(xs, nil, rev, s)
		return &List{Elems: xs}
	}
	xs := append([]Value{}, in.toSlice(a[0], s)...)
	in.sortValues(xs, key, rev, s)
	return &List{Elems: xs}
}

func bIsinstance(in *Interp, a []Value, kw []kwArg, s spanT) Value {
	in.arity("isinstance", a, kw, 2, 2, s)
	var classes []Value
	if t, ok := a[1].(*Tuple); ok {
		classes = t.Elems
	} else {
		classes = []Value{a[1]}
	}
	for _, c := range classes {
		switch c := c.(type) {
		case *Builtin:
			if c.Name == "object" {
				return true
			}
			tn := typeName(a[0])
			if tn == c.Name || c.Name == "int" && tn == "bool" {
				return true
			}
			isType := false
			for _, n := range typeNames {
				if n == c.Name {
					isType = true
				}
			}
			if !isType {
				panic(in.raise("TypeError", s, "isinstance() arg 2 must be a type, a tuple of types, or a union"))
			}
		case *ExcClass:
			if e, ok := a[0].(*ExcValue); ok && excSubclass(e.Class.Name, c.Name) {
				return true
			}
		case *Class:
		case *Opaque:
			// a name of a module clauz3 models (re.Match, typing.List):
			// CPython may take it as a class
			panic(in.unsupported(s, "isinstance with %s", c.Name))
		default:
			panic(in.raise("TypeError", s, "isinstance() arg 2 must be a type, a tuple of types, or a union"))
		}
	}
	return false
}

func excSubclass(c, base string) bool {
	for c != "" {
		if c == base {
			return true
		}
		c = excClasses[c]
	}
	return false
}

// construct is str(x), int(x), ... called as functions.
func (in *Interp) construct(name string, a []Value, kw []kwArg, s spanT) Value {
	switch name {
	case "str":
		if len(kw) == 1 && kw[0].Name == "object" && len(a) == 0 {
			return in.str(kw[0].Value, s)
		}
		in.arity("str", a, kw, 0, 1, s)
		if len(a) == 0 {
			return ""
		}
		return in.str(a[0], s)
	case "bool":
		in.arity("bool", a, kw, 0, 1, s)
		return len(a) == 1 && Truth(a[0])
	case "int":
		if len(kw) > 0 || len(a) > 1 {
			panic(in.unsupported(s, "int() with a base"))
		}
		if len(a) == 0 {
			return bigZero
		}
		return in.toInt(a[0], s)
	case "float":
		in.arity("float", a, kw, 0, 1, s)
		if len(a) == 0 {
			return &Float{}
		}
		return in.toFloat(a[0], s)
	case "list":
		in.arity("list", a, kw, 0, 1, s)
		if len(a) == 0 {
			return &List{}
		}
		return &List{Elems: in.toSlice(a[0], s)}
	case "tuple":
		in.arity("tuple", a, kw, 0, 1, s)
		if len(a) == 0 {
			return &Tuple{}
		}
		if t, ok := a[0].(*Tuple); ok {
			return t
		}
		return &Tuple{Elems: in.toSlice(a[0], s)}
	case "set":
		if len(kw) > 0 {
			panic(in.raise("TypeError", s, "set() takes no keyword arguments"))
		}
		if len(a) > 1 {
			panic(in.raise("TypeError", s, "set expected at most 1 argument, got %d", len(a)))
		}
		if len(a) == 0 {
			return &Set{D: newDict()}
		}
		return in.setFrom(a[0], s)
	case "dict":
		d := newDict()
		if len(a) > 1 {
			panic(in.raise("TypeError", s, "dict expected at most 1 argument, got %d", len(a)))
		}
		if len(a) == 1 {
			if src, ok := a[0].(*Dict); ok {
				src.each(func(k, v Value) bool { d.set(k, v); return true })
			} else {
				for _, p := range in.toSlice(a[0], s) {
					kv := in.toSlice(p, s)
					if len(kv) != 2 {
						panic(in.raise("ValueError", s, "dictionary update sequence element has length %d; 2 is required", len(kv)))
					}
					in.mustHash(kv[0], s)
					d.set(kv[0], kv[1])
				}
			}
		}
		for _, k := range kw {
			d.set(k.Name, k.Value)
		}
		return d
	case "range":
		if len(kw) > 0 {
			panic(in.raise("TypeError", s, "range() takes no keyword arguments"))
		}
		ints := make([]*big.Int, len(a))
		for i, x := range a {
			n, ok := toNum(x)
			if !ok || n.isFloat() {
				panic(in.raise("TypeError", s, "'%s' object cannot be interpreted as an integer", typeName(x)))
			}
			ints[i] = n.I
		}
		switch len(a) {
		case 1:
			return &Range{Start: bigZero, Stop: ints[0], Step: bigOne}
		case 2:
			return &Range{Start: ints[0], Stop: ints[1], Step: bigOne}
		case 3:
			if ints[2].Sign() == 0 {
				panic(in.raise("ValueError", s, "range() arg 3 must not be zero"))
			}
			return &Range{Start: ints[0], Stop: ints[1], Step: ints[2]}
		}
		panic(in.raise("TypeError", s, "range expected at least 1 argument, got %d", len(a)))
	case "object":
		panic(in.unsupported(s, "object()"))
	}
	panic(in.unsupported(s, "%s()", name))
}

var intLiteral = regexp.MustCompile(`^[+-]?[0-9](_?[0-9])*$`)

func (in *Interp) toInt(v Value, s spanT) Value {
	switch x := v.(type) {
	case bool:
		if x {
			return bigOne
		}
		return bigZero
	case *big.Int:
		return x
	case *Float:
		if math.IsNaN(x.F) {
			panic(in.raise("ValueError", s, "cannot convert float NaN to integer"))
		}
		if math.IsInf(x.F, 0) {
			panic(in.raise("OverflowError", s, "cannot convert float infinity to integer"))
		}
		i, _ := new(big.Float).SetFloat64(math.Trunc(x.F)).Int(nil)
		return i
	case string:
		t := strings.TrimFunc(x, unicode.IsSpace)
		t = asciiDigits(t)
		if !intLiteral.MatchString(t) {
			panic(in.raise("ValueError", s, "invalid literal for int() with base 10: %s", in.repr(x, s)))
		}
		t = strings.ReplaceAll(t, "_", "")
		digits := strings.TrimLeft(t, "+-")
		if len(digits) > maxStrDigits {
			panic(in.raise("ValueError", s, "Exceeds the limit (%d digits) for integer string conversion: value has %d digits; use sys.set_int_max_str_digits() to increase the limit", maxStrDigits, len(digits)))
		}
		i, _ := new(big.Int).SetString(t, 10)
		return i
	}
	panic(in.raise("TypeError", s, "int() argument must be a string, a bytes-like object or a real number, not '%s'", typeName(v)))
}

// asciiDigits replaces Unicode decimal digits by ASCII ones (int() and
// float() accept them).
func asciiDigits(s string) string {
	var b strings.Builder
	for _, r := range s {
		if r > 0x7f && unicode.Is(unicode.Nd, r) {
			z := r
			for z > 0 && unicode.Is(unicode.Nd, z-1) {
				z--
			}
			b.WriteByte(byte('0' + (r-z)%10))
			continue
		}
		b.WriteRune(r)
	}
	return b.String()
}

var floatLiteral = regexp.MustCompile(`^[+-]?(([0-9](_?[0-9])*)?\.?[0-9](_?[0-9])*([eE][+-]?[0-9](_?[0-9])*)?|[0-9](_?[0-9])*\.([eE][+-]?[0-9](_?[0-9])*)?)$`)

func (in *Interp) toFloat(v Value, s spanT) Value {
	switch x := v.(type) {
	case bool, *big.Int:
		n, _ := toNum(x)
		return &Float{F: in.intToFloat(n.I, s)}
	case *Float:
		return x
	case string:
		t := asciiDigits(strings.TrimFunc(x, unicode.IsSpace))
		low := strings.ToLower(strings.TrimLeft(t, "+-"))
		neg := strings.HasPrefix(t, "-")
		if len(t)-len(strings.TrimLeft(t, "+-")) <= 1 {
			switch low {
			case "nan":
				return &Float{F: math.NaN()}
			case "inf", "infinity":
				if neg {
					return &Float{F: math.Inf(-1)}
				}
				return &Float{F: math.Inf(1)}
			}
		}
		if !floatLiteral.MatchString(t) {
			panic(in.raise("ValueError", s, "could not convert string to float: %s", in.repr(x, s)))
		}
		f, err := strconv.ParseFloat(strings.ReplaceAll(t, "_", ""), 64)
		if err != nil && !strings.Contains(err.Error(), "range") {
			panic(in.raise("ValueError", s, "could not convert string to float: %s", in.repr(x, s)))
		}
		return &Float{F: f}
	}
	panic(in.raise("TypeError", s, "float() argument must be a string or a real number, not '%s'", typeName(v)))
}

// str is Python's str(v).
func (in *Interp) str(v Value, s spanT) string {
	switch x := v.(type) {
	case string:
		return x
	case *ExcValue:
		return in.excMessage(x, s)
	}
	return in.repr(v, s)
}

func (in *Interp) excMessage(e *ExcValue, s spanT) string {
	switch len(e.Args) {
	case 0:
		return ""
	case 1:
		if e.Class.Name == "KeyError" {
			return in.safeRepr(e.Args[0])
		}
		return in.str(e.Args[0], s)
	}
	return in.repr(&Tuple{Elems: e.Args}, s)
}

// repr is Python's repr(v).
func (in *Interp) repr(v Value, s spanT) string {
	var b strings.Builder
	in.reprTo(&b, v, s, 0)
	return b.String()
}

func (in *Interp) reprTo(b *strings.Builder, v Value, s spanT, depth int) {
	if depth > 200 {
		panic(in.limit(s, "a value nested too deeply to print"))
	}
	if b.Len() > MaxLen {
		panic(in.limit(s, "a repr longer than the interpreter's bound of %d for one step", MaxLen))
	}
	switch x := v.(type) {
	case NoneType:
		b.WriteString("None")
	case bool:
		if x {
			b.WriteString("True")
		} else {
			b.WriteString("False")
		}
	case *big.Int:
		b.WriteString(in.intStr(x, s))
	case *Float:
		b.WriteString(value.FloatRepr(x.F))
	case string:
		b.WriteString(value.StrRepr(x))
	case *List:
		b.WriteByte('[')
		for i, e := range x.Elems {
			if i > 0 {
				b.WriteString(", ")
			}
			in.step(s)
			in.reprTo(b, e, s, depth+1)
		}
		b.WriteByte(']')
	case *Tuple:
		b.WriteByte('(')
		for i, e := range x.Elems {
			if i > 0 {
				b.WriteString(", ")
			}
			in.step(s)
			in.reprTo(b, e, s, depth+1)
		}
		if len(x.Elems) == 1 {
			b.WriteByte(',')
		}
		b.WriteByte(')')
	case *Dict:
		b.WriteByte('{')
		i := 0
		x.each(func(k, val Value) bool {
			if i > 0 {
				b.WriteString(", ")
			}
			i++
			in.step(s)
			in.reprTo(b, k, s, depth+1)
			b.WriteString(": ")
			in.reprTo(b, val, s, depth+1)
			return true
		})
		b.WriteByte('}')
	case *Set:
		panic(in.unsupported(s, "printing a set (CPython's order is its hash order)"))
	case *DictView:
		b.WriteString("dict_" + x.Kind + "(")
		in.reprTo(b, &List{Elems: in.viewElems(x)}, s, depth+1)
		b.WriteByte(')')
	case *Range:
		if x.Step.Cmp(bigOne) == 0 {
			fmt.Fprintf(b, "range(%s, %s)", x.Start, x.Stop)
		} else {
			fmt.Fprintf(b, "range(%s, %s, %s)", x.Start, x.Stop, x.Step)
		}
	case *ExcValue:
		b.WriteString(x.Class.Name)
		if len(x.Args) == 1 {
			b.WriteByte('(')
			in.reprTo(b, x.Args[0], s, depth+1)
			b.WriteByte(')')
			break
		}
		in.reprTo(b, &Tuple{Elems: x.Args}, s, depth+1)
	case *Record:
		b.WriteString(x.Class + "(")
		for i, n := range x.Names {
			if i > 0 {
				b.WriteString(", ")
			}
			b.WriteString(n + "=")
			in.reprTo(b, x.Vals[i], s, depth+1)
		}
		b.WriteByte(')')
	case *ExcClass:
		fmt.Fprintf(b, "<class '%s'>", x.Name)
	case *Builtin:
		if strings.Contains(x.Name, ".") {
			// a bound method or one of re's functions: CPython prints
			// its address
			panic(in.unsupported(s, "printing %s", x.Name))
		}
		fmt.Fprintf(b, "<built-in function %s>", x.Name)
	case *Function:
		panic(in.unsupported(s, "printing a function"))
	default:
		panic(in.unsupported(s, "printing a %s", typeName(v)))
	}
}

// intStr is str(int) with CPython's 4300-digit limit.
func (in *Interp) intStr(x *big.Int, s spanT) string {
	if x.BitLen() > 14500 {
		panic(in.raise("ValueError", s, "Exceeds the limit (%d digits) for integer string conversion; use sys.set_int_max_str_digits() to increase the limit", maxStrDigits))
	}
	t := x.String()
	if n := len(strings.TrimPrefix(t, "-")); n > maxStrDigits {
		panic(in.raise("ValueError", s, "Exceeds the limit (%d digits) for integer string conversion; use sys.set_int_max_str_digits() to increase the limit", maxStrDigits))
	}
	return t
}
