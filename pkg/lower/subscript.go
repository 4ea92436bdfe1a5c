package lower

// This file holds attribute access and subscripts (indexing and
// slicing of str, list, tuple and dict).

import (
	"clauz3/pkg/diag"
	"clauz3/pkg/dsl"
	"clauz3/pkg/python/ast"
)

// attribute evaluates v.attr.
func (f *frame) attribute(v Value, e *ast.Attribute) Value {
	switch x := v.(type) {
	case *patternV:
		switch e.Attr {
		case "fullmatch", "match", "search":
			return &methodV{recv: x, name: e.Attr}
		}
		return f.poison("unsupported-re", e.Span(), "re.Pattern.%s is not supported", e.Attr)
	case matchV:
		return f.poison("unsupported-re", e.Span(), "re.Match.%s is not supported: a match is only tested (if m:, m is None)", e.Attr)
	case *moduleV:
		if a := f.l.moduleAttr(x, e.Attr); a != nil {
			return a
		}
		f.raise("AttributeError", e.Span(), "module %s has no attribute %s", x.name, e.Attr)
		return quietPoison("unsupported-attribute", e.Span(), "missing attribute")
	case strV:
		switch e.Attr {
		case "startswith", "endswith", "find", "index", "join", "count":
			return &methodV{recv: x, name: e.Attr}
		}
		if _, ok := strMethods[e.Attr]; ok {
			return &methodV{recv: x, name: e.Attr}
		}
		return f.poison("unsupported-str-method", e.Span(), "str.%s is not supported", e.Attr)
	case *listV:
		if m := listMethod(x, e.Attr); m != nil {
			return m
		}
		return f.poison("unsupported-list-method", e.Span(), "%s.%s is not supported", x.typeName(), e.Attr)
	case *setV:
		if m := setMethod(x, e.Attr); m != nil {
			return m
		}
		return f.poison("unsupported-set", e.Span(), "set.%s is not supported", e.Attr)
	case *dictV:
		switch e.Attr {
		case "get", "keys", "values", "items":
			return &dictMethodV{d: x, name: e.Attr}
		}
		return f.poison("unsupported-dict-method", e.Span(), "dict.%s is not supported", e.Attr)
	case *rowElemV:
		return f.rowField(x, e)
	case *rowInstV:
		if v, ok := x.fields[e.Attr]; ok {
			return v
		}
		return f.poison("unsupported-attribute", e.Span(), "attribute %s of a %s is not supported", e.Attr, x.class)
	case *fluentEntryV:
		switch e.Attr {
		case "key":
			return x.key
		case "value":
			return x.value
		}
	case *poisonV:
		f.use(x, e.Value.Span())
		return &poisonV{code: x.code, msg: x.msg, reported: true}
	}
	return f.poison("unsupported-attribute", e.Span(), "attribute %s of a %s is not supported", e.Attr, v.typeName())
}

// subscript evaluates v[i] and v[a:b].
func (f *frame) subscript(e *ast.Subscript) Value {
	v := f.eval(e.Value)
	if sl, ok := e.Slice.(*ast.Slice); ok {
		var lo, hi Value = noneV{}, noneV{}
		if sl.Lower != nil {
			lo = f.eval(sl.Lower)
		}
		if sl.Upper != nil {
			hi = f.eval(sl.Upper)
		}
		if lv, ok := v.(*listV); ok {
			var step Value = noneV{}
			if sl.Step != nil {
				step = f.eval(sl.Step)
			}
			return f.sliceList(lv, lo, hi, step, e.Span())
		}
		if sl.Step != nil {
			return f.poison("unsupported-slice", sl.Span(), "slices of a str with a step are not supported")
		}
		s, ok := v.(strV)
		if !ok {
			f.use(v, e.Value.Span())
			return f.poison("unsupported-slice", e.Span(), "slicing a %s is not supported", v.typeName())
		}
		L := mkLength(s.e)
		norm := func(x Value, dflt term) (term, bool) {
			if _, isNone := x.(noneV); isNone {
				return dflt, true
			}
			n, ok := asInt(x)
			if !ok {
				f.use(x, e.Span())
				return nil, false
			}
			zero := intTermI(0)
			return mkIte(mkBin(n, "<", zero), mkIte(mkBin(addInt(L, n), "<", zero), zero, addInt(L, n)),
				mkIte(mkBin(n, ">", L), L, n)), true
		}
		a, okA := norm(lo, intTermI(0))
		b, okB := norm(hi, L)
		if !okA || !okB {
			return f.poison("unsupported-slice", e.Span(), "slice bounds must be ints")
		}
		a = f.l.name(a, sortInt)
		return f.l.nameValue(strV{app(dsl.OpSubStr, strSort, []*dsl.Sort{strSort, intSort, intSort}, s.e, a, subInt(b, a))})
	}
	idx := f.eval(e.Slice)
	if d, ok := v.(*dictV); ok {
		return f.lookupKey(d, idx, nil, e.Span())
	}
	i, ok := asInt(idx)
	if !ok {
		f.use(idx, e.Slice.Span())
		if f.unionUnsupported(idx, e.Slice.Span(), "an index") {
			return &poisonV{code: "unsupported-mixed-types", msg: "index", reported: true}
		}
		if _, isPoison := idx.(*poisonV); !isPoison {
			if _, isList := v.(*listV); isList || isScalarOrNone(v) {
				f.raise("TypeError", e.Span(), "indices must be integers, not %s", idx.typeName())
				return quietPoison("unsupported-type", e.Span(), "bad index")
			}
			return f.poison("unsupported-subscript", e.Span(), "subscript of a %s is not supported", v.typeName())
		}
		return &poisonV{code: "unsupported-subscript", msg: "bad index", reported: true}
	}
	switch x := v.(type) {
	case strV:
		L := mkLength(x.e)
		f.check(mkAnd(mkBin(negInt(L), "<=", i), mkBin(i, "<", L)), "IndexError", e.Span(), "string index out of range")
		j := mkIte(mkBin(i, "<", intTermI(0)), addInt(L, i), i)
		if n, ok := intLit(i); ok && n.Sign() >= 0 {
			j = i
		}
		return f.l.nameValue(strV{app(dsl.OpAt, strSort, []*dsl.Sort{strSort, intSort}, x.e, j)})
	case *listV:
		if !x.exact() {
			return f.poison("unsupported-subscript", e.Span(), "indexing a list of unknown length is not supported")
		}
		n := len(x.elems)
		if k, ok := intLit(i); ok {
			if !k.IsInt64() || k.Int64() >= int64(n) || k.Int64() < int64(-n) {
				f.raise("IndexError", e.Span(), "%s index out of range", x.typeName())
				return quietPoison("unsupported-index", e.Span(), "index out of range")
			}
			p := k.Int64()
			if p < 0 {
				p += int64(n)
			}
			return x.elems[p]
		}
		f.check(mkAnd(mkBin(intTermI(int64(-n)), "<=", i), mkBin(i, "<", intTermI(int64(n)))), "IndexError", e.Span(), "%s index out of range", x.typeName())
		if n == 0 {
			return quietPoison("unsupported-index", e.Span(), "index out of range")
		}
		res := x.elems[n-1]
		for k := n - 2; k >= 0; k-- {
			c := f.l.name(mkOr(mkEq(i, intTermI(int64(k))), mkEq(i, intTermI(int64(k-n)))), sortBool)
			res = f.mergeValue(c, x.elems[k], res)
		}
		return res
	case *poisonV:
		f.use(x, e.Value.Span())
		return &poisonV{code: x.code, msg: x.msg, reported: true}
	}
	if isScalarOrNone(v) {
		f.raise("TypeError", e.Span(), "%s object is not subscriptable", v.typeName())
		return quietPoison("unsupported-type", e.Span(), "not subscriptable")
	}
	return f.poison("unsupported-subscript", e.Span(), "subscript of a %s is not supported", v.typeName())
}

// sliceList is l[lo:hi:step] for a list or tuple whose every element is
// present and constant (or None) bounds: a new list (or tuple) of the
// same element objects, as CPython's slice.indices picks them.
func (f *frame) sliceList(l *listV, lo, hi, step Value, span diag.Span) Value {
	bound := func(v Value) (int64, bool, bool) { // value, is None, ok
		if _, isNone := v.(noneV); isNone {
			return 0, true, true
		}
		if p, isPoison := v.(*poisonV); isPoison {
			f.use(p, span)
			return 0, false, false
		}
		e, ok := asInt(v)
		if !ok {
			if isScalarOrNone(v) || isContainer(v) {
				f.raise("TypeError", span, "slice indices must be integers or None or have an __index__ method")
			} else {
				f.poison("unsupported-slice", span, "slicing with a %s is not supported", v.typeName())
			}
			return 0, false, false
		}
		n, ok := intLit(e)
		if !ok {
			f.poison("unsupported-slice", span, "slicing a %s with bounds that are not constants is not supported", l.typeName())
			return 0, false, false
		}
		// CPython clamps bounds to the ssize_t range first
		const big = int64(1) << 62
		switch {
		case !n.IsInt64() && n.Sign() > 0, n.IsInt64() && n.Int64() > big:
			return big, false, true
		case !n.IsInt64(), n.Int64() < -big:
			return -big, false, true
		}
		return n.Int64(), false, true
	}
	a, aNone, okA := bound(lo)
	b, bNone, okB := bound(hi)
	st, stNone, okS := bound(step)
	if !okA || !okB || !okS {
		return quietPoison("unsupported-slice", span, "slice")
	}
	if !l.exact() {
		return f.poison("unsupported-slice", span, "slicing a %s some of whose elements are there on some paths only is not supported", l.typeName())
	}
	if stNone {
		st = 1
	}
	if st == 0 {
		f.raise("ValueError", span, "slice step cannot be zero")
		return quietPoison("unsupported-dead", span, "unreachable")
	}
	n := int64(len(l.elems))
	adjust := func(x int64, none bool, dflt int64) int64 {
		if none {
			return dflt
		}
		if x < 0 {
			x += n
			if x < 0 {
				if st < 0 {
					return -1
				}
				return 0
			}
		} else if x >= n {
			if st < 0 {
				return n - 1
			}
			return n
		}
		return x
	}
	var start, stop int64
	if st > 0 {
		start, stop = adjust(a, aNone, 0), adjust(b, bNone, n)
	} else {
		start, stop = adjust(a, aNone, n-1), adjust(b, bNone, -1)
	}
	out := &listV{tuple: l.tuple, born: f.l.iteration()}
	for i := start; st > 0 && i < stop || st < 0 && i > stop; i += st {
		out.elems = append(out.elems, l.elems[i])
	}
	return out
}
