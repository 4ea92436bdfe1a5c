package lower

// This file holds comparisons: ==, !=, <, ..., in, is, with CPython's
// rules (identity before equality in containers, exact int/float
// comparison).

import (
	"clauz3/pkg/diag"
	"clauz3/pkg/dsl"
	"clauz3/pkg/ir"
	"clauz3/pkg/python/ast"
	"math"
	"slices"
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
	if sa, ok := a.(*setV); ok {
		if sb, ok := b.(*setV); ok && op != ast.In && op != ast.NotIn && op != ast.Is && op != ast.IsNot {
			return f.setCompare(op, sa, sb, span)
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
		if la, ok := a.(*listV); ok {
			if lb, ok := b.(*listV); ok {
				return f.listOrder(sym, la, lb, span)
			}
		}
		x, sa := a.(strV)
		y, sb := b.(strV)
		if sa && sb {
			// code point by code point, a proper prefix first: Z3's str.<
			// and str.<= on the characters Z3 holds (every literal's,
			// see maxChar)
			return strOrder(sym, x.e, y.e)
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
	if fa.obj > 0 && fb.obj != 0 || fb.obj > 0 && fa.obj != 0 {
		return f.eqValues(a, b, span) // two different objects: one is new
	}
	if fa.obj < 0 && fb.obj < 0 {
		// Two objects from outside the program, which may be one: when
		// both are NaN, whether they are the same object decides, and
		// nothing here says. That is a Bool left free
		// (ir.UnsupportedPrefix), as str.count's count is: a proof must
		// hold either way, and a counterexample that needs one answer is
		// unknown, not refuted. Inside a loop over rows it would depend
		// on the iteration, which such a symbol cannot: refused there.
		eq, ok := f.eqValues(a, b, span)
		if !ok {
			return nil, false
		}
		if len(f.l.loops) > 0 || f.mode != modeProgram {
			f.poison("unsupported-compare", span, "comparing two floats from outside the program that may be NaN with an element, inside a loop over rows: CPython tests identity first, and whether they are one object is not known")
			return nil, false
		}
		same := f.l.fresh(ir.UnsupportedPrefix, sortBool)
		return f.l.name(mkOr(eq, mkAnd(fpPred(dsl.OpFPIsNaN, fa.e), fpPred(dsl.OpFPIsNaN, fb.e), same)), sortBool), true
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
	case *setV:
		if !f.checkHashable(needle, span) {
			return tFalse, true
		}
		return f.contains(&listV{elems: c.elems, present: c.present}, needle, span)
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

// strOrder is a sym b for strings (<, <=, >, >=), folded on literals.
func strOrder(sym string, a, b term) term {
	if sym == ">" || sym == ">=" {
		a, b = b, a
		sym = map[string]string{">": "<", ">=": "<="}[sym]
	}
	if x, ok := strLitRunes(a); ok {
		if y, ok := strLitRunes(b); ok {
			c := slices.Compare(x, y)
			return boolLit(c < 0 || sym == "<=" && c == 0)
		}
	}
	op := dsl.OpLt
	if sym == "<=" {
		op = dsl.OpLe
	}
	return app(op, boolSort, []*dsl.Sort{strSort, strSort}, a, b)
}

// listOrder is a sym b for two lists or two tuples, as CPython compares
// them: at the first position where the items are not equal (identity
// first, then ==) the items are compared with sym (which may raise);
// when one runs out first, the lengths. A list and a tuple are not
// ordered (TypeError).
func (f *frame) listOrder(sym string, a, b *listV, span diag.Span) term {
	if a.tuple != b.tuple {
		f.raise("TypeError", span, "'%s' not supported between instances of '%s' and '%s'", sym, a.typeName(), b.typeName())
		return tFalse
	}
	if !a.exact() || !b.exact() {
		f.poison("unsupported-list-compare", span, "ordering %ss some of whose elements are there on some paths only is not supported", a.typeName())
		return f.l.fresh("_u", sortBool)
	}
	n := min(len(a.elems), len(b.elems))
	op := map[string]ast.CmpOp{"<": ast.Lt, "<=": ast.LtE, ">": ast.Gt, ">=": ast.GtE}[sym]
	lens := map[string]bool{"<": len(a.elems) < len(b.elems), "<=": len(a.elems) <= len(b.elems),
		">": len(a.elems) > len(b.elems), ">=": len(a.elems) >= len(b.elems)}[sym]
	// prefix: all items before i are equal
	prefix := tTrue
	var diffs, results []term
	for i := 0; i < n; i++ {
		var eq term
		f.underCond(prefix, func() {
			t, ok := f.contains(&listV{elems: []Value{a.elems[i]}}, b.elems[i], span)
			if !ok {
				t = f.l.fresh("_u", sortBool)
			}
			eq = t
		})
		if eq == nil {
			eq = tTrue // (the prefix cannot hold)
		}
		differ := f.l.name(mkAnd(prefix, mkNot(eq)), sortBool)
		var r term
		f.underCond(differ, func() { r = f.cmp(op, a.elems[i], b.elems[i], span) })
		if r == nil {
			r = tFalse
		}
		diffs = append(diffs, differ)
		results = append(results, r)
		prefix = f.l.name(mkAnd(prefix, eq), sortBool)
	}
	out := boolLit(lens)
	for i := n - 1; i >= 0; i-- {
		out = mkIte(diffs[i], results[i], out)
	}
	return f.l.name(out, sortBool)
}
