package lower

// This file holds the methods of lists and tuples (issue 18):
// append, extend, insert, pop, clear, reverse and copy of a list, and
// count and index of both, as CPython runs them. A list is one object,
// shared by every name, container and call that holds it, so a change
// made through one is seen through all, as in CPython; a change made on
// a path (under an if, in an iteration) is made under that path's
// condition: an element it adds is present on that path only, one it
// removes is absent there.
//
// A change is refused where lower cannot tell which object it changes or
// what the change does: a list that is one of several objects
// depending on the path (a value merged after an if), a list a loop is
// iterating over (CPython's loop would see the change), a position
// (insert, pop) in a list some of whose elements are present on some
// paths only, and reverse on such a list.

import (
	"clauz3/pkg/diag"
	"clauz3/pkg/python/ast"
)

// listMethodV is a bound method of a list or tuple (xs.append).
type listMethodV struct {
	l    *listV
	name string
}

func (*listMethodV) typeName() string { return "builtin_function_or_method" }

// listMethod is the method name of x, or nil when it is not modelled.
func listMethod(x *listV, name string) *listMethodV {
	switch name {
	case "count", "index":
		return &listMethodV{l: x, name: name}
	case "append", "extend", "insert", "pop", "remove", "clear", "reverse", "sort", "copy":
		if !x.tuple {
			return &listMethodV{l: x, name: name}
		}
	}
	return nil
}

// callListMethod calls m.
func (f *frame) callListMethod(m *listMethodV, args []Value, kws []kwArg, c *ast.Call) Value {
	l := m.l
	if len(kws) > 0 {
		return f.poison("unsupported-list-method", c.Span(), "keyword arguments to %s.%s are not supported", l.typeName(), m.name)
	}
	for _, a := range args {
		if p, ok := a.(*poisonV); ok {
			f.use(p, c.Span())
			return &poisonV{code: p.code, msg: p.msg, reported: true}
		}
	}
	arity := func(lo, hi int) bool {
		if len(args) < lo || len(args) > hi {
			if lo == hi {
				f.raise("TypeError", c.Span(), "%s.%s() takes exactly %d argument(s) (%d given)", l.typeName(), m.name, lo, len(args))
			} else {
				f.raise("TypeError", c.Span(), "%s.%s() takes from %d to %d arguments (%d given)", l.typeName(), m.name, lo, hi, len(args))
			}
			return false
		}
		return true
	}
	bad := func() Value { return quietPoison("unsupported-type", c.Span(), "bad call") }
	switch m.name {
	case "count":
		if !arity(1, 1) {
			return bad()
		}
		return f.listSearch(m.name, l, args[0], c.Span())
	case "index":
		if !arity(1, 3) {
			return bad()
		}
		if len(args) == 1 {
			return f.listSearch(m.name, l, args[0], c.Span())
		}
		// index(x, start[, stop]): the search within l[start:stop]
		if !l.exact() {
			return f.poison("unsupported-list-method", c.Span(), "%s.index with bounds on a list some of whose elements are there on some paths only is not supported", l.typeName())
		}
		n := int64(len(l.elems))
		bound := func(v Value, dflt int64) (int64, bool) {
			e, ok := asInt(v)
			if !ok {
				if isScalarOrNone(v) {
					f.raise("TypeError", c.Span(), "slice indices must be integers or have an __index__ method")
				} else {
					f.poison("unsupported-list-method", c.Span(), "%s.index with a %s bound is not supported", l.typeName(), v.typeName())
				}
				return 0, false
			}
			k, ok := intLit(e)
			if !ok {
				f.poison("unsupported-list-method", c.Span(), "%s.index with bounds that are not constants is not supported", l.typeName())
				return 0, false
			}
			x := dflt
			switch {
			case !k.IsInt64():
				x = map[bool]int64{true: n, false: 0}[k.Sign() > 0]
			default:
				x = k.Int64()
			}
			if x < 0 {
				x = max(x+n, 0)
			}
			return min(x, n), true
		}
		lo, ok := bound(args[1], 0)
		if !ok {
			return &poisonV{code: "unsupported-list-method", msg: "list.index", reported: true} // (listPosition reported it)
		}
		hi := n
		if len(args) == 3 {
			if hi, ok = bound(args[2], n); !ok {
				return &poisonV{code: "unsupported-list-method", msg: "list.index", reported: true} // (listPosition reported it)
			}
		}
		var part []Value
		if lo < hi {
			part = l.elems[lo:hi]
		}
		r := f.listSearch(m.name, &listV{elems: part, tuple: l.tuple}, args[0], c.Span())
		if iv, ok := r.(intV); ok {
			return intV{f.l.name(addInt(iv.e, intTermI(lo)), sortInt)}
		}
		return r
	case "copy":
		if !arity(0, 0) {
			return bad()
		}
		return &listV{elems: append([]Value(nil), l.elems...), present: append([]term(nil), l.present...), born: f.l.iteration()}
	}
	if why := f.l.unchangeable(l); why != "" {
		return f.poison("unsupported-list-method", c.Span(), "list.%s on %s is not supported", m.name, why)
	}
	switch m.name {
	case "append":
		if !arity(1, 1) {
			return bad()
		}
		l.add(args[0], f.reach)
	case "extend":
		if !arity(1, 1) {
			return bad()
		}
		return f.listExtend(l, args[0], c.Span())
	case "insert":
		if !arity(2, 2) {
			return bad()
		}
		i, ok := f.listPosition(l, args[0], "insert", c.Span())
		if !ok {
			return &poisonV{code: "unsupported-list-method", msg: "list.insert", reported: true} // (listPosition reported it)
		}
		n := len(l.elems)
		if i < 0 {
			i = max(i+n, 0)
		}
		i = min(i, n)
		l.materialize()
		elems := append(append(append([]Value(nil), l.elems[:i]...), args[1]), l.elems[i:]...)
		present := append(append(append([]term(nil), l.present[:i]...), f.reach), l.present[i:]...)
		l.elems, l.present = elems, present
		l.normalize()
	case "pop":
		if !arity(0, 1) {
			return bad()
		}
		if !l.exact() {
			return f.poison("unsupported-list-method", c.Span(), "list.pop on a list some of whose elements are there on some paths only is not supported")
		}
		n := len(l.elems)
		i := n - 1
		if len(args) == 1 {
			k, ok := f.listPosition(l, args[0], "pop", c.Span())
			if !ok {
				return &poisonV{code: "unsupported-list-method", msg: "list.pop", reported: true} // (listPosition reported it)
			}
			i = k
			if i < 0 {
				i += n
			}
		}
		if n == 0 || i < 0 || i >= n {
			msg := "pop index out of range"
			if n == 0 {
				msg = "pop from empty list"
			}
			f.raise("IndexError", c.Span(), "%s", msg)
			return quietPoison("unsupported-dead", c.Span(), "unreachable")
		}
		v := l.elems[i]
		l.remove(i, f.reach)
		return v
	case "remove":
		if !arity(1, 1) {
			return bad()
		}
		// the first element equal to x (identity first, then ==) goes:
		// element i goes when it is the first that matches
		var hits []term
		for i, e := range l.elems {
			t, ok := f.contains(&listV{elems: []Value{e}}, args[0], c.Span())
			if !ok {
				return &poisonV{code: "unsupported-list-method", msg: "remove", reported: true}
			}
			hits = append(hits, f.l.name(mkAnd(l.presentAt(i), t), sortBool))
		}
		f.check(mkOr(hits...), "ValueError", c.Span(), "list.remove(x): x not in list")
		earlier := tFalse
		for i := range hits {
			first := f.l.name(mkAnd(hits[i], mkNot(earlier)), sortBool)
			if !isFalse(first) {
				l.remove(i, mkAnd(f.reach, first))
			}
			earlier = f.l.name(mkOr(earlier, hits[i]), sortBool)
		}
	case "clear":
		if !arity(0, 0) {
			return bad()
		}
		for i := len(l.elems) - 1; i >= 0; i-- {
			l.remove(i, f.reach)
		}
	case "sort":
		if !arity(0, 0) {
			return bad()
		}
		sorted, why := f.sortElems(l)
		if why != "" {
			return f.poison("unsupported-list-method", c.Span(), "list.sort of %s is not supported", why)
		}
		out := make([]Value, len(sorted))
		for i := range sorted {
			out[i] = f.mergeValue(f.reach, sorted[i], l.elems[i])
		}
		l.elems = out
	case "reverse":
		if !arity(0, 0) {
			return bad()
		}
		if !l.exact() {
			return f.poison("unsupported-list-method", c.Span(), "list.reverse on a list some of whose elements are there on some paths only is not supported")
		}
		n := len(l.elems)
		rev := make([]Value, n)
		for i := range l.elems {
			rev[i] = f.mergeValue(f.reach, l.elems[n-1-i], l.elems[i])
		}
		l.elems = rev // (a new slice)
	}
	return noneV{}
}

// unchangeable says why the list l cannot be changed in place ("" when
// it can): see the file comment.
func (l *lowerer) unchangeable(x *listV) string {
	if l.outlivesIteration(x.born) {
		return "a list made before this iteration of the loop over rows (the change would carry to the next row)"
	}
	if x.merged {
		return "a list that is one of several objects depending on the path"
	}
	if x.mergedInto {
		return "a list that a value merged after a branch holds as it was"
	}
	for _, it := range l.iterating {
		if it == x {
			return "the list a loop is iterating over"
		}
	}
	for _, it := range x.readers {
		if !isTrue(it.consumed) {
			return "a list an iterator (enumerate, zip, reversed) may still read"
		}
	}
	return ""
}

// listPosition reads the int constant position of insert and pop (a
// bool is an int); ok false when it was refused or raised.
func (f *frame) listPosition(l *listV, v Value, method string, span diag.Span) (int, bool) {
	if !l.exact() {
		f.poison("unsupported-list-method", span, "list.%s on a list some of whose elements are there on some paths only is not supported", method)
		return 0, false
	}
	e, ok := asInt(v)
	if !ok {
		if isScalarOrNone(v) {
			f.raise("TypeError", span, "'%s' object cannot be interpreted as an integer", v.typeName())
			return 0, false
		}
		f.poison("unsupported-list-method", span, "list.%s with a %s position is not supported", method, v.typeName())
		return 0, false
	}
	n, ok := intLit(e)
	if !ok {
		f.poison("unsupported-list-method", span, "list.%s at a position that is not a constant is not supported", method)
		return 0, false
	}
	if !n.IsInt64() {
		// CPython converts the position to a C ssize_t first
		f.raise("OverflowError", span, "Python int too large to convert to C ssize_t")
		return 0, false
	}
	if n.Int64() > 1<<40 || n.Int64() < -(1<<40) {
		if method == "pop" {
			f.raise("IndexError", span, "pop index out of range")
			return 0, false
		}
		// insert clamps its position to the list
		if n.Sign() > 0 {
			return 1 << 40, true
		}
		return -(1 << 40), true
	}
	return int(n.Int64()), true
}

// listSearch is l.count(x) or l.index(x): each element compared with x
// as "in" does (identity first, then ==).
func (f *frame) listSearch(name string, l *listV, x Value, span diag.Span) Value {
	var hits []term
	for i, e := range l.elems {
		t, ok := f.contains(&listV{elems: []Value{e}}, x, span)
		if !ok {
			return &poisonV{code: "unsupported-list-method", msg: name, reported: true}
		}
		hits = append(hits, f.l.name(mkAnd(l.presentAt(i), t), sortBool))
	}
	if name == "count" {
		n := intTermI(0)
		for _, h := range hits {
			n = addInt(n, mkIte(h, intTermI(1), intTermI(0)))
		}
		return intV{f.l.name(n, sortInt)}
	}
	f.check(mkOr(hits...), "ValueError", span, "%s is not in %s", "the value", l.typeName())
	if !l.exact() {
		return f.poison("unsupported-list-method", span, "%s.index on a list some of whose elements are there on some paths only is not supported", l.typeName())
	}
	idx := intTermI(int64(len(l.elems) - 1))
	for i := len(hits) - 2; i >= 0; i-- {
		idx = mkIte(hits[i], intTermI(int64(i)), idx)
	}
	return intV{f.l.name(idx, sortInt)}
}

// The slices of a list may be shared with another list value (list(xs)
// copies the slice headers): every change below writes new slices, never
// into the old ones.

// add appends v, present when cond holds.
func (x *listV) add(v Value, cond term) {
	if !isTrue(cond) {
		x.materialize()
	}
	x.elems = append(append([]Value(nil), x.elems...), v)
	if x.present != nil {
		x.present = append(append([]term(nil), x.present...), cond)
	}
}

// remove makes element i absent when cond holds.
func (x *listV) remove(i int, cond term) {
	x.materialize()
	if isTrue(cond) {
		x.elems = append(append([]Value(nil), x.elems[:i]...), x.elems[i+1:]...)
		x.present = append(append([]term(nil), x.present[:i]...), x.present[i+1:]...)
		x.normalize()
		return
	}
	x.present[i] = mkAnd(x.present[i], mkNot(cond))
}

// materialize writes every element's presence out, in a slice of its own.
func (x *listV) materialize() {
	p := make([]term, len(x.elems))
	for i := range p {
		p[i] = x.presentAt(i)
	}
	x.present = p
}

// normalize drops the presences when every element is there.
func (x *listV) normalize() {
	for _, p := range x.present {
		if !isTrue(p) {
			return
		}
	}
	x.present = nil
}

// listExtend is l.extend(v) (and l += v): the elements of the list or
// tuple v added to l in place.
func (f *frame) listExtend(l *listV, v Value, span diag.Span) Value {
	src, ok := v.(*listV)
	if !ok {
		if isScalarOrNone(v) && !isStrV(v) {
			f.raise("TypeError", span, "'%s' object is not iterable", v.typeName())
			return quietPoison("unsupported-type", span, "bad call")
		}
		return f.poison("unsupported-list-method", span, "list.extend with a %s is not supported", v.typeName())
	}
	elems := append([]Value(nil), src.elems...) // (xs.extend(xs) adds a copy)
	present := make([]term, len(elems))
	for i := range elems {
		present[i] = src.presentAt(i)
	}
	for i, e := range elems {
		l.add(e, mkAnd(f.reach, present[i]))
	}
	return noneV{}
}

// augAssignList is xs += v and xs *= n for a list xs, which CPython does
// in place (every name holding the list sees it); ok is false for any
// other operator.
func (f *frame) augAssignList(l *listV, op ast.Operator, v Value, span diag.Span) (Value, bool) {
	if op != ast.Add && op != ast.Mult {
		return nil, false
	}
	if why := f.l.unchangeable(l); why != "" {
		return f.poison("unsupported-augassign", span, "augmented assignment to %s is not supported", why), true
	}
	if op == ast.Add {
		if p, ok := v.(*poisonV); ok {
			f.use(p, span)
			return &poisonV{code: p.code, msg: p.msg, reported: true}, true
		}
		if r := f.listExtend(l, v, span); isPoison(r) {
			return r, true
		}
		return l, true
	}
	rep, ok := f.repeatList(l, v, span)
	if !ok {
		f.raise("TypeError", span, "can't multiply sequence by non-int of type '%s'", v.typeName())
		return quietPoison("unsupported-type", span, "bad operand"), true
	}
	rl, ok := rep.(*listV)
	if !ok {
		return rep, true
	}
	if !isTrue(f.reach) {
		return f.poison("unsupported-augassign", span, "xs *= n on a path (under a condition) is not supported"), true
	}
	l.elems, l.present = rl.elems, nil
	return l, true
}

func isPoison(v Value) bool {
	_, ok := v.(*poisonV)
	return ok
}

// assignItem is target[index] = v: for a list whose every element is
// present, the element at the index (IndexError out of range) becomes v
// on this path, in place; other subscript assignments are refused. The
// container and the index are evaluated after v, as CPython does.
func (f *frame) assignItem(t *ast.Subscript, v Value) {
	if _, isSlice := t.Slice.(*ast.Slice); isSlice {
		f.poison("unsupported-mutation", t.Span(), "assignment to a slice is not supported")
		return
	}
	c := f.eval(t.Value)
	idx := f.eval(t.Slice)
	if isFalse(f.reach) {
		return
	}
	l, ok := c.(*listV)
	if !ok || l.tuple {
		f.use(c, t.Value.Span())
		switch {
		case isPoison(c):
		case ok && l.tuple:
			f.raise("TypeError", t.Span(), "'tuple' object does not support item assignment")
		case isScalarOrNone(c):
			f.raise("TypeError", t.Span(), "'%s' object does not support item assignment", c.typeName())
		default:
			f.poison("unsupported-mutation", t.Span(), "assignment to an item of a %s is not supported", c.typeName())
		}
		return
	}
	if p, ok := idx.(*poisonV); ok {
		f.use(p, t.Slice.Span())
		return
	}
	i, ok := asInt(idx)
	if !ok {
		if isScalarOrNone(idx) || isContainer(idx) {
			f.raise("TypeError", t.Span(), "list indices must be integers or slices, not %s", idx.typeName())
		} else {
			f.poison("unsupported-mutation", t.Span(), "a list index of type %s is not supported", idx.typeName())
		}
		return
	}
	if why := f.l.unchangeable(l); why != "" {
		f.poison("unsupported-mutation", t.Span(), "assignment to an item of %s is not supported", why)
		return
	}
	if !l.exact() {
		f.poison("unsupported-mutation", t.Span(), "assignment to an item of a list some of whose elements are there on some paths only is not supported")
		return
	}
	n := int64(len(l.elems))
	inRange := mkAnd(mkBin(intTermI(-n), "<=", i), mkBin(i, "<", intTermI(n)))
	if k, ok := intLit(i); ok {
		inRange = boolLit(k.IsInt64() && -n <= k.Int64() && k.Int64() < n)
	}
	f.check(inRange, "IndexError", t.Span(), "list assignment index out of range")
	if isFalse(f.reach) {
		return
	}
	j := f.l.name(mkIte(mkBin(i, "<", intTermI(0)), addInt(i, intTermI(n)), i), sortInt)
	elems := make([]Value, n)
	for k := range l.elems {
		at := f.l.name(mkAnd(f.reach, mkEq(j, intTermI(int64(k)))), sortBool)
		switch {
		case isTrue(at):
			elems[k] = v
		case isFalse(at):
			elems[k] = l.elems[k]
		default:
			elems[k] = f.mergeValue(at, v, l.elems[k])
		}
	}
	l.elems = elems
}
