package interp

import (
	"math/big"
	"reflect"
)

// ssize converts an index argument as CPython's "n" converter does (an
// int or a bool; OverflowError beyond a C ssize_t).
func (in *Interp) ssize(v Value, s spanT) int64 {
	n, ok := toNum(v)
	if !ok || n.isFloat() {
		panic(in.raise("TypeError", s, "'%s' object cannot be interpreted as an integer", typeName(v)))
	}
	if !n.I.IsInt64() {
		panic(in.raise("OverflowError", s, "Python int too large to convert to C ssize_t"))
	}
	return n.I.Int64()
}

// sliceArg converts a start or stop argument of index() as CPython's
// _PyEval_SliceIndexNotNone does: an int or a bool, clamped to the
// range of a C ssize_t (never an OverflowError).
func (in *Interp) sliceArg(v Value, s spanT) int64 {
	n, ok := toNum(v)
	if !ok || n.isFloat() {
		panic(in.raise("TypeError", s, "slice indices must be integers or have an __index__ method"))
	}
	if !n.I.IsInt64() {
		if n.I.Sign() < 0 {
			return -1 << 62
		}
		return 1 << 62
	}
	return n.I.Int64()
}

// noArgs checks that a method taking no arguments got none.
func (in *Interp) noArgs(name string, a []Value, kw []kwArg, s spanT) {
	if len(kw) > 0 {
		panic(in.raise("TypeError", s, "%s() takes no keyword arguments", name))
	}
	if len(a) > 0 {
		panic(in.raise("TypeError", s, "%s() takes no arguments (%d given)", name, len(a)))
	}
}

// oneArg checks that a METH_O method got exactly one argument.
func (in *Interp) oneArg(name string, a []Value, kw []kwArg, s spanT) {
	if len(kw) > 0 {
		panic(in.raise("TypeError", s, "%s() takes no keyword arguments", name))
	}
	if len(a) != 1 {
		panic(in.raise("TypeError", s, "%s() takes exactly one argument (%d given)", name, len(a)))
	}
}

// same is the comparison of list.count, index, remove and `in`: identity
// first, then ==.
func (in *Interp) same(x, y Value, s spanT) bool {
	return identical(x, y) || in.equal(x, y, s)
}

// seqCount is list.count(x) and tuple.count(x).
func (in *Interp) seqCount(name string, xs func() []Value, a []Value, kw []kwArg, s spanT) Value {
	in.oneArg(name, a, kw, s)
	n := 0
	for i := 0; i < len(xs()); i++ {
		in.step(s)
		if in.same(xs()[i], a[0], s) {
			n++
		}
	}
	return big.NewInt(int64(n))
}

// seqIndex is list.index(x[, start[, stop]]) and tuple.index. xs is read
// again after each comparison, as CPython reads the live list.
func (in *Interp) seqIndex(kind string, xs func() []Value, a []Value, kw []kwArg, s spanT) Value {
	if len(kw) > 0 {
		panic(in.raise("TypeError", s, "index() takes no keyword arguments"))
	}
	if len(a) < 1 {
		panic(in.raise("TypeError", s, "index expected at least 1 argument, got %d", len(a)))
	}
	if len(a) > 3 {
		panic(in.raise("TypeError", s, "index expected at most 3 arguments, got %d", len(a)))
	}
	start, stop := int64(0), int64(1<<62)
	if len(a) > 1 {
		start = in.sliceArg(a[1], s)
	}
	if len(a) > 2 {
		stop = in.sliceArg(a[2], s)
	}
	n := int64(len(xs()))
	if start < 0 {
		start += n
		if start < 0 {
			start = 0
		}
	}
	if stop < 0 {
		stop += n
		if stop < 0 {
			stop = 0
		}
	}
	for i := start; i < stop && i < int64(len(xs())); i++ {
		in.step(s)
		if in.same(xs()[i], a[0], s) {
			return big.NewInt(i)
		}
	}
	if kind == "tuple" {
		panic(in.raise("ValueError", s, "tuple.index(x): x not in tuple"))
	}
	panic(in.raise("ValueError", s, "%s is not in list", in.safeRepr(a[0])))
}

// listMethod returns the bound method o.name of a list, or nil.
func (in *Interp) listMethod(o *List, name string) Value {
	bind := func(fn func(in *Interp, a []Value, kw []kwArg, s spanT) Value) Value {
		return &Builtin{Name: "list." + name, Fn: fn}
	}
	elems := func() []Value { return o.Elems }
	switch name {
	case "insert":
		return bind(func(in *Interp, a []Value, kw []kwArg, s spanT) Value {
			if len(kw) > 0 {
				panic(in.raise("TypeError", s, "insert() takes no keyword arguments"))
			}
			if len(a) != 2 {
				panic(in.raise("TypeError", s, "insert expected 2 arguments, got %d", len(a)))
			}
			i := in.ssize(a[0], s)
			in.checkLen(int64(len(o.Elems))+1, s, "list")
			n := int64(len(o.Elems))
			if i < 0 {
				i += n
				if i < 0 {
					i = 0
				}
			}
			if i > n {
				i = n
			}
			out := make([]Value, 0, n+1)
			out = append(append(append(out, o.Elems[:i]...), a[1]), o.Elems[i:]...)
			o.Elems = out
			return None
		})
	case "pop":
		return bind(func(in *Interp, a []Value, kw []kwArg, s spanT) Value {
			if len(kw) > 0 {
				panic(in.raise("TypeError", s, "pop() takes no keyword arguments"))
			}
			if len(a) > 1 {
				panic(in.raise("TypeError", s, "pop expected at most 1 argument, got %d", len(a)))
			}
			i := int64(-1)
			if len(a) == 1 {
				i = in.ssize(a[0], s)
			}
			n := int64(len(o.Elems))
			if n == 0 {
				panic(in.raise("IndexError", s, "pop from empty list"))
			}
			if i < 0 {
				i += n
			}
			if i < 0 || i >= n {
				panic(in.raise("IndexError", s, "pop index out of range"))
			}
			v := o.Elems[i]
			out := make([]Value, 0, n-1)
			o.Elems = append(append(out, o.Elems[:i]...), o.Elems[i+1:]...)
			return v
		})
	case "remove":
		return bind(func(in *Interp, a []Value, kw []kwArg, s spanT) Value {
			in.oneArg("list.remove", a, kw, s)
			for i := 0; i < len(o.Elems); i++ {
				in.step(s)
				if in.same(o.Elems[i], a[0], s) {
					if i < len(o.Elems) {
						out := make([]Value, 0, len(o.Elems)-1)
						o.Elems = append(append(out, o.Elems[:i]...), o.Elems[i+1:]...)
					}
					return None
				}
			}
			panic(in.raise("ValueError", s, "list.remove(x): x not in list"))
		})
	case "clear":
		return bind(func(in *Interp, a []Value, kw []kwArg, s spanT) Value {
			in.noArgs("list.clear", a, kw, s)
			o.Elems = o.Elems[:0:0]
			return None
		})
	case "reverse":
		return bind(func(in *Interp, a []Value, kw []kwArg, s spanT) Value {
			in.noArgs("list.reverse", a, kw, s)
			for i, j := 0, len(o.Elems)-1; i < j; i, j = i+1, j-1 {
				o.Elems[i], o.Elems[j] = o.Elems[j], o.Elems[i]
			}
			return None
		})
	case "copy":
		return bind(func(in *Interp, a []Value, kw []kwArg, s spanT) Value {
			in.noArgs("list.copy", a, kw, s)
			return &List{Elems: append([]Value{}, o.Elems...)}
		})
	case "count":
		return bind(func(in *Interp, a []Value, kw []kwArg, s spanT) Value {
			return in.seqCount("list.count", elems, a, kw, s)
		})
	case "index":
		return bind(func(in *Interp, a []Value, kw []kwArg, s spanT) Value {
			return in.seqIndex("list", elems, a, kw, s)
		})
	case "sort":
		return bind(func(in *Interp, a []Value, kw []kwArg, s spanT) Value {
			if len(a) > 0 {
				panic(in.raise("TypeError", s, "sort() takes no positional arguments"))
			}
			key, rev := in.sortOptions(kw, s)
			// CPython empties the list while it sorts; a key function
			// that changes it makes sort raise ValueError. Such a change
			// is detected (the interpreter replaces the empty slice) and
			// refused, not reproduced.
			saved := o.Elems
			backing := make([]Value, 1)
			empty := backing[:0:0]
			o.Elems = empty
			var err any
			func() {
				defer func() { err = recover() }()
				in.sortValues(saved, key, rev, s)
			}()
			if len(o.Elems) != 0 || reflect.ValueOf(o.Elems).Pointer() != reflect.ValueOf(empty).Pointer() {
				panic(in.unsupported(s, "a list changed while it is sorted"))
			}
			o.Elems = saved
			if err != nil {
				panic(err)
			}
			return None
		})
	}
	return nil
}

// tupleMethod returns the bound method o.name of a tuple, or nil.
func (in *Interp) tupleMethod(o *Tuple, name string) Value {
	elems := func() []Value { return o.Elems }
	switch name {
	case "count":
		return &Builtin{Name: "tuple.count", Fn: func(in *Interp, a []Value, kw []kwArg, s spanT) Value {
			return in.seqCount("tuple.count", elems, a, kw, s)
		}}
	case "index":
		return &Builtin{Name: "tuple.index", Fn: func(in *Interp, a []Value, kw []kwArg, s spanT) Value {
			return in.seqIndex("tuple", elems, a, kw, s)
		}}
	}
	return nil
}
