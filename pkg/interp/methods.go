package interp

import (
	"math/big"
	"strings"
	"unicode/utf8"
)

// method returns the bound method v.name, or nil when v has none.
func (in *Interp) method(v Value, name string, span spanT) Value {
	bind := func(fn func(in *Interp, a []Value, kw []kwArg, s spanT) Value) Value {
		return &Builtin{Name: typeName(v) + "." + name, Fn: fn}
	}
	switch o := v.(type) {
	case *Pattern:
		return in.patternMethod(o, name)
	case string:
		switch name {
		case "startswith", "endswith":
			return bind(func(in *Interp, a []Value, kw []kwArg, s spanT) Value { return in.strFix(o, name, a, kw, s) })
		case "count":
			return bind(func(in *Interp, a []Value, kw []kwArg, s spanT) Value { return in.strCount(o, a, kw, s) })
		case "find", "index":
			return bind(func(in *Interp, a []Value, kw []kwArg, s spanT) Value { return in.strFind(o, name, a, kw, s) })
		case "join":
			return bind(func(in *Interp, a []Value, kw []kwArg, s spanT) Value {
				in.arity("join", a, kw, 1, 1, s)
				switch a[0].(type) {
				case *List, *Tuple, string, *Dict, *DictView, *Range, *Iterator, *Set:
				default:
					panic(in.raise("TypeError", s, "can only join an iterable"))
				}
				var parts []string
				total := int64(0)
				it := in.iterate(a[0], s)
				for i := 0; ; i++ {
					x, ok := it()
					if !ok {
						break
					}
					in.step(s)
					xs, ok := x.(string)
					if !ok {
						panic(in.raise("TypeError", s, "sequence item %d: expected str instance, %s found", i, typeName(x)))
					}
					total += strChars(xs) + strChars(o)
					if total > MaxStrChars {
						panic(in.strLimit(s))
					}
					parts = append(parts, xs)
				}
				return strings.Join(parts, o)
			})
		}
		if m := in.strMethod(o, name); m != nil {
			return m
		}
	case *Dict:
		switch name {
		case "get":
			return bind(func(in *Interp, a []Value, kw []kwArg, s spanT) Value {
				if len(kw) > 0 {
					panic(in.raise("TypeError", s, "dict.get() takes no keyword arguments"))
				}
				if len(a) < 1 {
					panic(in.raise("TypeError", s, "get expected at least 1 argument, got %d", len(a)))
				}
				in.arity("get", a, kw, 1, 2, s)
				in.mustHash(a[0], s)
				if x, ok := o.get(a[0]); ok {
					return x
				}
				if len(a) == 2 {
					return a[1]
				}
				return None
			})
		case "keys", "values", "items":
			return bind(func(in *Interp, a []Value, kw []kwArg, s spanT) Value {
				in.noArgs("dict."+name, a, kw, s)
				return &DictView{D: o, Kind: name}
			})
		}
	case *List:
		switch name {
		case "append":
			return bind(func(in *Interp, a []Value, kw []kwArg, s spanT) Value {
				in.oneArg("list.append", a, kw, s)
				in.checkLen(int64(len(o.Elems))+1, s, "list")
				o.Elems = append(o.Elems, a[0])
				return None
			})
		case "extend":
			return bind(func(in *Interp, a []Value, kw []kwArg, s spanT) Value {
				in.oneArg("list.extend", a, kw, s)
				xs := in.toSlice(a[0], s)
				in.checkLen(int64(len(o.Elems))+int64(len(xs)), s, "list")
				o.Elems = append(o.Elems, xs...)
				return None
			})
		}
		return in.listMethod(o, name)
	case *Tuple:
		return in.tupleMethod(o, name)
	case *Set:
		return in.setMethod(o, name)
	}
	return nil
}

func (in *Interp) strFix(o, name string, a []Value, kw []kwArg, s spanT) Value {
	in.arity(name, a, kw, 1, 3, s)
	sub := in.strRange(o, a[1:], s)
	var cands []string
	switch p := a[0].(type) {
	case string:
		cands = []string{p}
	case *Tuple:
		for _, e := range p.Elems {
			es, ok := e.(string)
			if !ok {
				panic(in.raise("TypeError", s, "tuple for %s must only contain str, not %s", name, typeName(e)))
			}
			cands = append(cands, es)
		}
	default:
		panic(in.raise("TypeError", s, "%s first arg must be str or a tuple of str, not %s", name, typeName(a[0])))
	}
	if sub == nil {
		return false
	}
	for _, c := range cands {
		if name == "startswith" && strings.HasPrefix(*sub, c) || name == "endswith" && strings.HasSuffix(*sub, c) {
			return true
		}
	}
	return false
}

// strRange applies optional start/end arguments to o, as str methods do;
// nil when start is past the end (startswith("") is then False).
func (in *Interp) strRange(o string, a []Value, s spanT) *string {
	rs := []rune(o)
	n := len(rs)
	get := func(v Value, def int) int {
		if _, ok := v.(NoneType); ok {
			return def
		}
		k, ok := toNum(v)
		if !ok || k.isFloat() {
			panic(in.raise("TypeError", s, "slice indices must be integers or None or have an __index__ method"))
		}
		i := k.I
		if !i.IsInt64() {
			if i.Sign() < 0 {
				return 0
			}
			return n
		}
		x := int(i.Int64())
		if x < 0 {
			x += n
			if x < 0 {
				x = 0
			}
		}
		return x
	}
	lo, hi := 0, n
	if len(a) > 0 {
		lo = get(a[0], 0)
	}
	if len(a) > 1 {
		hi = get(a[1], n)
	}
	if hi > n {
		hi = n
	}
	if lo > n {
		return nil
	}
	if hi < lo {
		e := ""
		return &e
	}
	sub := string(rs[lo:hi])
	return &sub
}

func (in *Interp) strFind(o, name string, a []Value, kw []kwArg, s spanT) Value {
	in.arity(name, a, kw, 1, 3, s)
	sub, ok := a[0].(string)
	if !ok {
		panic(in.raise("TypeError", s, "must be str, not %s", typeName(a[0])))
	}
	rs := []rune(o)
	lo := 0
	if len(a) > 1 {
		if _, none := a[1].(NoneType); !none {
			k, ok := toNum(a[1])
			if !ok || k.isFloat() {
				panic(in.raise("TypeError", s, "slice indices must be integers or None or have an __index__ method"))
			}
			lo = clampIndex(k.I, len(rs))
			if k.I.Cmp(big.NewInt(int64(len(rs)))) > 0 {
				// a start past the end finds nothing, not even ""
				lo = len(rs) + 1
			}
		}
	}
	hi := len(rs)
	if len(a) > 2 {
		if _, none := a[2].(NoneType); !none {
			k, ok := toNum(a[2])
			if !ok || k.isFloat() {
				panic(in.raise("TypeError", s, "slice indices must be integers or None or have an __index__ method"))
			}
			hi = clampIndex(k.I, len(rs))
		}
	}
	res := -1
	if lo <= hi && lo <= len(rs) {
		hay := string(rs[lo:hi])
		if i := strings.Index(hay, sub); i >= 0 {
			res = lo + utf8.RuneCountInString(hay[:i])
		}
	}
	if res < 0 && name == "index" {
		panic(in.raise("ValueError", s, "substring not found"))
	}
	return big.NewInt(int64(res))
}

func clampIndex(i *big.Int, n int) int {
	if !i.IsInt64() {
		if i.Sign() < 0 {
			return 0
		}
		return n
	}
	x := int(i.Int64())
	if x < 0 {
		x += n
		if x < 0 {
			x = 0
		}
	}
	if x > n {
		x = n
	}
	return x
}

// strCount is str.count(sub[, start[, end]]): non-overlapping
// occurrences of sub in o[start:end], in code points; an empty sub
// counts the positions, none when start is past the end.
func (in *Interp) strCount(o string, a []Value, kw []kwArg, s spanT) Value {
	if len(kw) > 0 {
		panic(in.raise("TypeError", s, "count() takes no keyword arguments"))
	}
	if len(a) < 1 {
		panic(in.raise("TypeError", s, "count() takes at least 1 argument (%d given)", len(a)))
	}
	if len(a) > 3 {
		panic(in.raise("TypeError", s, "count() takes at most 3 arguments (%d given)", len(a)))
	}
	sub, ok := a[0].(string)
	if !ok {
		panic(in.raise("TypeError", s, "must be str, not %s", typeName(a[0])))
	}
	rs := []rune(o)
	n := int64(len(rs))
	bound := func(v Value, def int64) int64 {
		if _, none := v.(NoneType); none {
			return def
		}
		k, ok := toNum(v)
		if !ok || k.isFloat() {
			panic(in.raise("TypeError", s, "slice indices must be integers or None or have an __index__ method"))
		}
		if !k.I.IsInt64() {
			if k.I.Sign() < 0 {
				return -1 << 62
			}
			return 1 << 62
		}
		return k.I.Int64()
	}
	start, end := int64(0), n
	if len(a) > 1 {
		start = bound(a[1], 0)
	}
	if len(a) > 2 {
		end = bound(a[2], n)
	}
	if end > n {
		end = n
	} else if end < 0 {
		end += n
		if end < 0 {
			end = 0
		}
	}
	if start < 0 {
		start += n
		if start < 0 {
			start = 0
		}
	}
	if end-start < int64(strLen(sub)) {
		return big.NewInt(0)
	}
	return big.NewInt(int64(strings.Count(string(rs[start:end]), sub)))
}
