package lower

import (
	"math"
	"math/big"
	"strings"

	"clauz3/pkg/diag"
	"clauz3/pkg/dsl"
	"clauz3/pkg/ir"
	"clauz3/pkg/python/ast"
)

// compare evaluates a (possibly chained) comparison: a < b < c is
// a < b and b < c with b evaluated once and c only when a < b.
func (f *frame) compare(e *ast.Compare) Value {
	left := f.eval(e.Left)
	return boolV{f.compareRest(e, left, 0)}
}

func (f *frame) compareRest(e *ast.Compare, left Value, i int) term {
	right := f.eval(e.Comparators[i])
	if isFalse(f.reach) {
		return tFalse
	}
	t := f.cmp(e.Ops[i], left, right, e.Span())
	if i == len(e.Ops)-1 {
		return t
	}
	var rest term
	f.underCond(t, func() { rest = f.compareRest(e, right, i+1) })
	if rest == nil {
		return t
	}
	return f.l.name(mkAnd(t, rest), sortBool)
}

// cmp is one comparison as a Bool expression.
func (f *frame) cmp(op ast.CmpOp, a, b Value, span diag.Span) term {
	if isUnion(a) || isUnion(b) {
		v, _ := f.splitPair(a, b, func(x, y Value) Value { return boolV{f.cmp(op, x, y, span)} })
		if bv, ok := v.(boolV); ok {
			return bv.e
		}
		t, _ := truthOf(v)
		if t == nil {
			return tFalse // every path raised
		}
		return t
	}
	for _, v := range []Value{a, b} {
		if p, ok := v.(*poisonV); ok {
			f.use(p, span)
			return f.l.fresh("_u", sortBool)
		}
	}
	switch op {
	case ast.Eq, ast.NotEq:
		eq, ok := f.eqValues(a, b, span)
		if !ok {
			return f.l.fresh("_u", sortBool)
		}
		if op == ast.NotEq {
			return mkNot(eq)
		}
		return eq
	case ast.Lt, ast.LtE, ast.Gt, ast.GtE:
		sym := map[ast.CmpOp]string{ast.Lt: "<", ast.LtE: "<=", ast.Gt: ">", ast.GtE: ">="}[op]
		if t, ok := numCmp(sym, a, b); ok {
			return t
		}
		_, sa := a.(strV)
		_, sb := b.(strV)
		if sa && sb {
			f.poison("unsupported-str-order", span, "ordering comparisons of str are not supported")
			return f.l.fresh("_u", sortBool)
		}
		if isScalarOrNone(a) && isScalarOrNone(b) {
			f.raise("TypeError", span, "%s not supported between %s and %s", sym, a.typeName(), b.typeName())
			return tFalse
		}
		f.poison("unsupported-compare", span, "comparing a %s with a %s is not supported", a.typeName(), b.typeName())
		return f.l.fresh("_u", sortBool)
	case ast.In, ast.NotIn:
		in, ok := f.contains(b, a, span)
		if !ok {
			return f.l.fresh("_u", sortBool)
		}
		if op == ast.NotIn {
			return mkNot(in)
		}
		return in
	case ast.Is, ast.IsNot:
		_, na := a.(noneV)
		_, nb := b.(noneV)
		var r term
		switch {
		case na || nb:
			r = boolLit(na && nb)
		default:
			ba, okA := a.(boolV)
			bb, okB := b.(boolV)
			if okA && okB {
				r = mkEq(ba.e, bb.e)
				break
			}
			if isScalarOrNone(a) && isScalarOrNone(b) && sortOf(a) != sortOf(b) {
				r = tFalse
				break
			}
			f.poison("unsupported-is", span, "identity comparison (is) is supported only with None and bools")
			return f.l.fresh("_u", sortBool)
		}
		if op == ast.IsNot {
			return mkNot(r)
		}
		return r
	}
	f.poison("unsupported-compare", span, "comparison %s is not supported", op)
	return f.l.fresh("_u", sortBool)
}

func isScalarOrNone(v Value) bool {
	switch v.(type) {
	case boolV, intV, strV, floatV, noneV:
		return true
	}
	return false
}

// eqValues is Python's a == b as a Bool expression.
func (f *frame) eqValues(a, b Value, span diag.Span) (term, bool) {
	for _, pair := range [][2]Value{{a, b}, {b, a}} {
		if u, ok := pair[0].(*unionV); ok {
			var parts []term
			for i, x := range u.alts {
				eq, ok := f.eqValues(x, pair[1], span)
				if !ok {
					return nil, false
				}
				parts = append(parts, mkAnd(u.conds[i], eq))
			}
			return f.l.name(mkOr(parts...), sortBool), true
		}
	}
	if ba, ok := a.(boolV); ok {
		if bb, ok := b.(boolV); ok {
			return mkEq(ba.e, bb.e), true
		}
	}
	if t, ok := numCmp("==", a, b); ok {
		return t, true
	}
	if sa, ok := a.(strV); ok {
		if sb, ok := b.(strV); ok {
			return mkEq(sa.e, sb.e), true
		}
	}
	if isScalarOrNone(a) && isScalarOrNone(b) {
		_, na := a.(noneV)
		_, nb := b.(noneV)
		if na && nb {
			return tTrue, true
		}
		return tFalse, true // different types: never equal
	}
	la, okA := a.(*listV)
	lb, okB := b.(*listV)
	if okA && okB {
		if la.tuple != lb.tuple {
			return tFalse, true
		}
		if !la.exact() || !lb.exact() {
			f.poison("unsupported-list-compare", span, "comparing lists of unknown length is not supported")
			return nil, false
		}
		if len(la.elems) != len(lb.elems) {
			return tFalse, true
		}
		var parts []term
		for i := range la.elems {
			eq, ok := f.itemEq(la.elems[i], lb.elems[i], span)
			if !ok {
				return nil, false
			}
			parts = append(parts, eq)
		}
		return mkAnd(parts...), true
	}
	if okA || okB {
		if isScalarOrNone(a) || isScalarOrNone(b) {
			return tFalse, true
		}
	}
	switch a.(type) {
	case *funcV, *trustedV, *contractV, *moduleV, *builtinV, *excClassV, *classV:
		return boolLit(a == b), true
	}
	f.poison("unsupported-compare", span, "comparing a %s with a %s is not supported", a.typeName(), b.typeName())
	return nil, false
}

// itemEq is how CPython compares an element of a container with another
// value (in, == of lists and tuples, dict keys): identity first, then ==.
// Identity matters only for a NaN, which is not equal to itself: x in [x]
// and [x] == [x] hold for a NaN x.
func (f *frame) itemEq(a, b Value, span diag.Span) (term, bool) {
	for _, pair := range [][2]Value{{a, b}, {b, a}} {
		if u, ok := pair[0].(*unionV); ok {
			var parts []term
			for i, x := range u.alts {
				eq, ok := f.itemEq(x, pair[1], span)
				if !ok {
					return nil, false
				}
				parts = append(parts, mkAnd(u.conds[i], eq))
			}
			return f.l.name(mkOr(parts...), sortBool), true
		}
	}
	if la, ok := a.(*listV); ok {
		if lb, ok := b.(*listV); ok && la == lb {
			return tTrue, true
		}
	}
	fa, okA := a.(floatV)
	fb, okB := b.(floatV)
	if !okA || !okB || isFloatLit(fa.e) || isFloatLit(fb.e) {
		// Not two floats, or one is a literal (never a NaN): identity
		// implies equality.
		return f.eqValues(a, b, span)
	}
	if fa.obj != 0 && fa.obj == fb.obj {
		return tTrue, true
	}
	if fa.obj != 0 && fb.obj != 0 {
		return f.eqValues(a, b, span) // two different objects
	}
	f.poison("unsupported-compare", span, "comparing a float that may be NaN with an element: CPython tests identity first, and which object this float is depends on the path")
	return nil, false
}

// isFloatLit reports whether e is a float literal other than a NaN or an
// infinity.
func isFloatLit(e term) bool {
	x, ok := e.FloatVal()
	return ok && !math.IsNaN(x) && !math.IsInf(x, 0)
}

// contains is Python's needle in container.
func (f *frame) contains(container, needle Value, span diag.Span) (term, bool) {
	switch c := container.(type) {
	case strV:
		n, ok := needle.(strV)
		if !ok {
			f.raise("TypeError", span, "'in <string>' requires string as left operand, not %s", needle.typeName())
			return tFalse, true
		}
		if x, ok := strLitRunes(c.e); ok {
			if y, ok := strLitRunes(n.e); ok {
				return boolLit(indexRunes(x, y) >= 0), true
			}
		}
		return app(dsl.OpContains, boolSort, []*dsl.Sort{strSort, strSort}, c.e, n.e), true
	case *dictV:
		if !f.checkHashable(needle, span) {
			return tFalse, true
		}
		return f.contains(&listV{elems: c.keys}, needle, span)
	case *viewV:
		if c.kind != "dict_values" && !f.checkHashable(needle, span) {
			return tFalse, true
		}
		return f.contains(c.list, needle, span)
	case *iterV:
		l, ok := f.consume(c, span, false) // in stops at the first match
		if !ok {
			return nil, false
		}
		return f.contains(l, needle, span)
	case *listV:
		var parts []term
		for i, e := range c.elems {
			eq, ok := f.itemEq(needle, e, span)
			if !ok {
				return nil, false
			}
			parts = append(parts, mkAnd(c.presentAt(i), eq))
		}
		return f.l.name(mkOr(parts...), sortBool), true
	}
	if isScalarOrNone(container) {
		f.raise("TypeError", span, "argument of type %s is not iterable", container.typeName())
		return tFalse, true
	}
	f.use(container, span)
	if _, ok := container.(*poisonV); !ok {
		f.poison("unsupported-in", span, "'in' on a %s is not supported", container.typeName())
	}
	return nil, false
}

// indexRunes is the first index of sub in s (-1 if none), as str.find.
func indexRunes(s, sub []rune) int {
	for i := 0; i+len(sub) <= len(s); i++ {
		match := true
		for j := range sub {
			if s[i+j] != sub[j] {
				match = false
				break
			}
		}
		if match {
			return i
		}
	}
	return -1
}

// attribute evaluates v.attr.
func (f *frame) attribute(v Value, e *ast.Attribute) Value {
	switch x := v.(type) {
	case *moduleV:
		if a := f.l.moduleAttr(x, e.Attr); a != nil {
			return a
		}
		f.raise("AttributeError", e.Span(), "module %s has no attribute %s", x.name, e.Attr)
		return quietPoison("unsupported-attribute", e.Span(), "missing attribute")
	case strV:
		switch e.Attr {
		case "startswith", "endswith", "find", "index", "join":
			return &methodV{recv: x, name: e.Attr}
		}
		return f.poison("unsupported-str-method", e.Span(), "str.%s is not supported", e.Attr)
	case *listV:
		return f.poison("unsupported-list-method", e.Span(), "%s.%s is not supported", x.typeName(), e.Attr)
	case *dictV:
		switch e.Attr {
		case "get", "keys", "values", "items":
			return &dictMethodV{d: x, name: e.Attr}
		}
		return f.poison("unsupported-dict-method", e.Span(), "dict.%s is not supported", e.Attr)
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
		if sl.Step != nil {
			return f.poison("unsupported-slice", sl.Span(), "slices with a step are not supported")
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

// listComp evaluates a list comprehension by unrolling its generators
// over iterables of known length; filters make elements conditional.
func (f *frame) listComp(e *ast.ListComp) Value {
	if f.isModule() {
		return f.poison("unsupported-comprehension", e.Span(), "comprehensions at module level are not supported")
	}
	for _, g := range e.Generators {
		if g.IsAsync != 0 {
			return f.poison("unsupported-async", e.Span(), "async comprehensions are not supported")
		}
	}
	// names bound by the comprehension are its own (Python 3 scoping)
	names := map[string]bool{}
	for _, g := range e.Generators {
		collectTargets(g.Target, names)
	}
	type saved struct {
		b        binding
		had, loc bool
	}
	keep := map[string]saved{}
	for n := range names {
		b, had := f.locals[n]
		keep[n] = saved{b: b, had: had, loc: f.localNames[n]}
	}
	out := &listV{}
	f.compDepth++
	first := true
	var gen func(gi int, cond term)
	var filters func(gi, k int, cond term)
	gen = func(gi int, cond term) {
		if gi == len(e.Generators) {
			v := f.eval(e.Elt)
			if isFalse(f.reach) {
				return
			}
			out.elems = append(out.elems, v)
			out.present = append(out.present, f.l.name(cond, sortBool))
			return
		}
		g := e.Generators[gi]
		if first {
			f.compDepth-- // the first iterable is evaluated in the enclosing scope
		}
		items, ok := f.iterate(g.Iter, true)
		if first {
			f.compDepth++
		}
		if first {
			// the first iterable is evaluated in the enclosing scope
			first = false
			for n := range names {
				f.localNames[n] = true
				delete(f.locals, n)
			}
		}
		if !ok {
			return
		}
		for _, it := range items {
			it := it
			f.branch(it.present, func() {
				f.assign(g.Target, it.v)
				filters(gi, 0, mkAnd(cond, it.present))
			}, nil)
		}
	}
	filters = func(gi, k int, cond term) {
		g := e.Generators[gi]
		if k == len(g.Ifs) {
			gen(gi+1, cond)
			return
		}
		t := f.truth(f.eval(g.Ifs[k]), g.Ifs[k].Span())
		f.branch(t, func() { filters(gi, k+1, mkAnd(cond, t)) }, nil)
	}
	gen(0, tTrue)
	f.compDepth--
	for n, s := range keep {
		if s.had {
			f.locals[n] = s.b
		} else {
			delete(f.locals, n)
		}
		if !s.loc {
			delete(f.localNames, n)
		}
	}
	if out.exact() {
		out.present = nil
	}
	return out
}

func collectTargets(e ast.Expr, out map[string]bool) {
	switch e := e.(type) {
	case *ast.Name:
		out[e.Id] = true
	case *ast.Tuple:
		for _, x := range e.Elts {
			collectTargets(x, out)
		}
	case *ast.List:
		for _, x := range e.Elts {
			collectTargets(x, out)
		}
	case *ast.Starred:
		collectTargets(e.Value, out)
	}
}

// joinedStr evaluates an f-string whose fields are str, int, bool or None
// without conversion flags or format specs.
func (f *frame) joinedStr(e *ast.JoinedStr) Value {
	res := emptyStr
	for _, part := range e.Values {
		switch p := part.(type) {
		case *ast.Constant:
			if p.Value.Kind != ast.ConstStr {
				return f.poison("unsupported-fstring", p.Span(), "unexpected f-string part")
			}
			s, ok := strTerm(p.Value.Str)
			if !ok {
				return f.poison("unsupported-str-literal", p.Span(), "a string with a character above U+2FFFF is not supported")
			}
			res = concat(res, s)
		case *ast.FormattedValue:
			v := f.eval(p.Value)
			if p.FormatSpec != nil || (p.Conversion != -1 && p.Conversion != 's') {
				return f.poison("unsupported-fstring", p.Span(), "f-string conversions and format specs are not supported")
			}
			s, ok := f.strOf(v, p.Span())
			if !ok {
				return &poisonV{code: "unsupported-fstring", msg: "f-string", reported: true}
			}
			res = concat(res, s)
		default:
			return f.poison("unsupported-fstring", part.Span(), "unexpected f-string part")
		}
	}
	return f.l.nameValue(strV{res})
}

// maxStrDigits is CPython's default limit on the digits of an int
// converted to str (sys.get_int_max_str_digits(), Python 3.11+): a longer
// conversion raises ValueError.
const maxStrDigits = 4300

// checkStrDigits records the ValueError of converting a huge int to str,
// unless the value is certainly small (see smallInt).
func (f *frame) checkStrDigits(x term, span diag.Span) term {
	if smallInt(x) {
		return tTrue
	}
	limit := f.l.strLimit()
	ok := mkAnd(mkBin(negInt(limit), "<", x), mkBin(x, "<", limit))
	f.check(ok, "ValueError", span, "exceeds the limit (%d digits) for integer string conversion", maxStrDigits)
	return ok
}

// strLimit is a symbol equal to 10**4300, defined once.
func (l *lowerer) strLimit() term {
	const name = "_str_digits_limit"
	if !l.symbols[name] {
		l.symbols[name] = true
		l.out.Variables = append(l.out.Variables, ir.Variable{Name: name, Sort: sortInt})
		limit, _ := new(big.Int).SetString("1"+strings.Repeat("0", maxStrDigits), 10)
		def := dsl.App(dsl.OpEq, boolSort, nil, dsl.Const(name, intSort), intTerm(limit))
		l.out.KnowledgeBase = append(l.out.KnowledgeBase, ir.KBEntry{Assertion: dsl.Format(def), Term: def})
	}
	return dsl.Const(name, intSort)
}

// smallInt reports whether an Int expression certainly has fewer than
// 4000 digits: literals, lengths and indexes of strings (no real string
// is that long), If over small values, and sums and differences of them.
func smallInt(e term) bool {
	if n, ok := intLit(e); ok {
		return len(n.String()) < 4000
	}
	switch e.Op {
	case dsl.OpLength, dsl.OpIndexOf:
		return true
	case dsl.OpIte:
		return smallInt(e.Args[1]) && smallInt(e.Args[2])
	case dsl.OpAdd, dsl.OpSub:
		return e.Form == "" && len(e.Args) == 2 && smallInt(e.Args[0]) && smallInt(e.Args[1])
	}
	return false
}

// strOf is str(v) for the values whose text lowering models exactly.
func (f *frame) strOf(v Value, span diag.Span) (term, bool) {
	if u, ok := v.(*unionV); ok {
		good := true
		r := f.split(u, func(x Value) Value {
			s, ok := f.strOf(x, span)
			if !ok {
				good = false
				return strV{emptyStr}
			}
			return strV{s}
		})
		if s, ok := r.(strV); ok && good {
			return s.e, true
		}
		if r == nil && good {
			return emptyStr, true // every path raised
		}
		return nil, false
	}
	switch x := v.(type) {
	case strV:
		return x.e, true
	case boolV:
		return mkIte(x.e, dsl.MkStr("True"), dsl.MkStr("False")), true
	case noneV:
		return dsl.MkStr("None"), true
	case intV:
		if n, ok := intLit(x.e); ok {
			if len(strings.TrimPrefix(n.String(), "-")) > maxStrDigits {
				f.raise("ValueError", span, "exceeds the limit (%d digits) for integer string conversion", maxStrDigits)
				return emptyStr, true
			}
			s, _ := strTerm(n.String())
			return s, true
		}
		v := x.e
		if ok := f.checkStrDigits(x.e, span); !isTrue(ok) {
			// Past the limit CPython raises, so the text does not matter:
			// converting 0 there keeps Z3 from building a 4300-digit
			// string when it looks for a model.
			v = f.l.name(mkIte(ok, x.e, intTermI(0)), sortInt)
		}
		return mkIte(mkBin(v, ">=", intTermI(0)), intToStr(v), concat(dsl.MkStr("-"), intToStr(negInt(v)))), true
	case *poisonV:
		f.use(x, span)
		return nil, false
	}
	f.poison("unsupported-str-conversion", span, "str() of a %s is not supported", v.typeName())
	return nil, false
}
