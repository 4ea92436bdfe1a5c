package interp

import (
	"fmt"
	"math"
	"math/big"
	"strconv"
	"strings"
	"unicode/utf8"

	"clauz3/pkg/python/ast"
)

// Value is a Python value of the interpreter. The concrete types are:
//
//	NoneType (None), bool, *big.Int (int, never mutated), *Float (float; a
//	pointer because float objects have an identity: x in [x] holds for a
//	NaN), string (str, UTF-8; indexed by code point), *List, *Tuple, *Dict,
//	*DictView, *Range, *Iterator, *Function, *Builtin, *BoundMethod,
//	*Module, *TrustedFunc, *Class, *ExcClass, *Opaque, *Pattern, *Match.
type Value any

// NoneType is the type of None.
type NoneType struct{}

// None is Python's None.
var None = NoneType{}

// Float is a Python float object.
type Float struct{ F float64 }

// List is a Python list (mutable, shared by aliases).
type List struct{ Elems []Value }

// Tuple is a Python tuple.
type Tuple struct{ Elems []Value }

// Dict is a Python dict: insertion-ordered, keyed by hashKey.
type Dict struct {
	Keys  []Value
	Vals  []Value
	index map[string]int
	live  []bool
	n     int
}

// Set is a Python set: its elements are the keys of a dict. Iterating a
// set follows CPython's hash order, which the interpreter does not
// reproduce: it is refused (fail-closed), membership and size are not.
type Set struct{ D *Dict }

// DictView is dict.keys(), dict.values() or dict.items().
type DictView struct {
	D    *Dict
	Kind string // "keys", "values", "items"
}

// Range is a range object.
type Range struct{ Start, Stop, Step *big.Int }

// Iterator is a one-shot iterator (enumerate, zip, reversed, iter of a
// generator expression).
type Iterator struct {
	Name string
	Next func() (Value, bool)
}

// Module is an imported module object.
type Module struct {
	Name    string
	Globals map[string]Value
	Builtin bool // a module clauz3 models itself (clauz3, deal, typing, ...)
	// Namespace marks a namespace package (PEP 420): a directory without
	// __init__.py, which has no code of its own.
	Namespace bool
	state     int // 0 not run, 1 running, 2 done
	mod       *modInfo
}

// TrustedFunc is a function defined under a trusted root: a call goes to
// the Trusted dispatcher, never to this interpreter.
type TrustedFunc struct {
	Module string // dotted module name
	Name   string
	Def    *ast.FunctionDef
}

// Class is a class defined by the program (inert body).
type Class struct {
	Name   string
	Module string
}

// Record is a row a trusted query returned (an instance of a subclass of
// clauz3.Row: a frozen dataclass): its fields in declaration order.
type Record struct {
	Module string // the module defining the class
	Class  string
	Names  []string
	Vals   []Value
}

// Field returns the field name.
func (r *Record) Field(name string) (Value, bool) {
	for i, n := range r.Names {
		if n == name {
			return r.Vals[i], true
		}
	}
	return nil, false
}

// ExcClass is a built-in exception class.
type ExcClass struct{ Name string }

// Opaque is a name of a module clauz3 models itself (clauz3.guarantee,
// deal.pre, ...): it may be passed around but not used.
type Opaque struct{ Name string }

// Builtin is a built-in function or a bound method implemented in Go.
type Builtin struct {
	Name string
	Fn   func(in *Interp, args []Value, kw []kwArg, span spanT) Value
}

type kwArg struct {
	Name  string
	Value Value
}

func newDict() *Dict { return &Dict{index: map[string]int{}} }

// Len is the number of live entries.
func (d *Dict) Len() int { return d.n }

func (d *Dict) get(k Value) (Value, bool) {
	if i, ok := d.index[hashKey(k)]; ok {
		return d.Vals[i], true
	}
	return nil, false
}

func (d *Dict) set(k, v Value) {
	h := hashKey(k)
	if i, ok := d.index[h]; ok {
		d.Vals[i] = v
		return
	}
	d.index[h] = len(d.Keys)
	d.Keys = append(d.Keys, k)
	d.Vals = append(d.Vals, v)
	d.live = append(d.live, true)
	d.n++
}

func (d *Dict) del(k Value) bool {
	h := hashKey(k)
	i, ok := d.index[h]
	if !ok {
		return false
	}
	delete(d.index, h)
	d.live[i] = false
	d.Keys[i], d.Vals[i] = nil, nil
	d.n--
	return true
}

// each calls f for each live entry in insertion order; f returning false stops.
func (d *Dict) each(f func(k, v Value) bool) {
	for i := range d.Keys {
		if d.live[i] && !f(d.Keys[i], d.Vals[i]) {
			return
		}
	}
}

func (d *Dict) keys() []Value {
	out := make([]Value, 0, d.n)
	d.each(func(k, _ Value) bool { out = append(out, k); return true })
	return out
}

// hashable reports whether v can be a dict key.
func hashable(v Value) bool {
	switch v := v.(type) {
	case NoneType, bool, *big.Int, *Float, string, *ExcClass, *Class, *Function, *Builtin, *TrustedFunc, *Module, *Range, *Pattern, *Match:
		return true
	case *Tuple:
		for _, e := range v.Elems {
			if !hashable(e) {
				return false
			}
		}
		return true
	case *Record:
		for _, e := range v.Vals {
			if !hashable(e) {
				return false
			}
		}
		return true
	}
	return false
}

// hashKey maps a hashable value to a string such that two values are the
// same dict key iff their keys are equal: 1, 1.0 and True share a key; a
// NaN is a key only for itself (its identity).
func hashKey(v Value) string {
	switch v := v.(type) {
	case NoneType:
		return "N"
	case bool:
		if v {
			return "i1"
		}
		return "i0"
	case *big.Int:
		return "i" + v.String()
	case *Float:
		f := v.F
		if math.IsNaN(f) {
			return fmt.Sprintf("nan%p", v)
		}
		if f == math.Trunc(f) && !math.IsInf(f, 0) {
			bf := new(big.Float).SetFloat64(f)
			i, _ := bf.Int(nil)
			return "i" + i.String()
		}
		return "f" + strconv.FormatFloat(f, 'g', -1, 64)
	case string:
		return "s" + strconv.Itoa(len(v)) + ":" + v
	case *Tuple:
		var b strings.Builder
		b.WriteString("t(")
		for _, e := range v.Elems {
			k := hashKey(e)
			b.WriteString(strconv.Itoa(len(k)))
			b.WriteByte(':')
			b.WriteString(k)
		}
		b.WriteByte(')')
		return b.String()
	case *Record:
		return "r" + v.Module + "." + v.Class + hashKey(&Tuple{Elems: v.Vals})
	case *Pattern:
		// equal patterns (the same source) are one key
		return "P" + v.Src
	}
	return fmt.Sprintf("o%p", v)
}

// typeName is Python's type(v).__name__.
func typeName(v Value) string {
	switch v := v.(type) {
	case NoneType:
		return "NoneType"
	case bool:
		return "bool"
	case *big.Int:
		return "int"
	case *Float:
		return "float"
	case string:
		return "str"
	case *List:
		return "list"
	case *Tuple:
		return "tuple"
	case *Dict:
		return "dict"
	case *Set:
		return "set"
	case *DictView:
		return "dict_" + v.Kind
	case *Range:
		return "range"
	case *Iterator:
		return v.Name
	case *Function:
		return "function"
	case *Builtin:
		if isReFunc(v) {
			return "function"
		}
		return "builtin_function_or_method"
	case *Module:
		return "module"
	case *TrustedFunc:
		return "function"
	case *Class, *ExcClass:
		return "type"
	case *Opaque:
		return "object"
	case *Record:
		return v.Class
	case *Pattern:
		return "re.Pattern"
	case *Match:
		return "re.Match"
	}
	return fmt.Sprintf("%T", v)
}

// Truth is Python's bool(v).
func Truth(v Value) bool {
	switch v := v.(type) {
	case NoneType:
		return false
	case bool:
		return v
	case *big.Int:
		return v.Sign() != 0
	case *Float:
		return v.F != 0
	case string:
		return v != ""
	case *List:
		return len(v.Elems) > 0
	case *Tuple:
		return len(v.Elems) > 0
	case *Dict:
		return v.n > 0
	case *Set:
		return v.D.n > 0
	case *DictView:
		return v.D.n > 0
	case *Range:
		return rangeLen(v).Sign() > 0
	}
	return true
}

func strLen(s string) int { return utf8.RuneCountInString(s) }

// NewDict returns an empty dict.
func NewDict() *Dict { return newDict() }

// Set sets d[k] = v (k must be hashable).
func (d *Dict) Set(k, v Value) { d.set(k, v) }

// Each calls f for each entry in insertion order until f returns false.
func (d *Dict) Each(f func(k, v Value) bool) { d.each(f) }

// Hashable reports whether v can be a dict key.
func Hashable(v Value) bool { return hashable(v) }

// Repr is Python's repr(v) (an error for a value repr cannot render
// within the interpreter's bounds).
func Repr(v Value) (s string, err error) {
	in := &Interp{budget: 1 << 62}
	defer func() {
		if r := recover(); r != nil {
			if e, ok := r.(error); ok {
				s, err = "", e
				return
			}
			panic(r)
		}
	}()
	return in.repr(v, spanT{}), nil
}

// Equal is Python's a == b.
func Equal(a, b Value) bool {
	in := &Interp{budget: 1 << 62}
	return in.equal(a, b, spanT{})
}
