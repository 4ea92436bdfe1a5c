package lower

// This file holds sets (issue 18): displays {a, b}, set() and set(x) of a
// list, tuple or set of known length, and what does not depend on the
// order CPython's hashing gives them: in, not in, len and truth, and the
// operators, comparisons and methods below. Iterating a set is
// unsupported (its order depends on hashing).

import (
	"clauz3/pkg/diag"
	"clauz3/pkg/python/ast"
)

// setV is a set: element i is in it when present[i] holds (nil: always);
// equal elements may repeat (len counts each value once).
type setV struct {
	elems   []Value
	present []term
	born    int // as listV.born
}

func (*setV) typeName() string { return "set" }

func (s *setV) presentAt(i int) term {
	if s.present == nil {
		return tTrue
	}
	return s.present[i]
}

// setDisplay evaluates {a, b, ...}.
func (f *frame) setDisplay(e *ast.Set) Value {
	out := &setV{born: f.l.iteration()}
	for _, x := range e.Elts {
		if _, ok := x.(*ast.Starred); ok {
			return f.poison("unsupported-starred", x.Span(), "starred elements are not supported")
		}
		out.elems = append(out.elems, f.eval(x))
	}
	// CPython evaluates every element, then adds them in order: the first
	// unhashable one raises after the later ones ran
	for i, v := range out.elems {
		if !f.checkHashable(v, e.Elts[i].Span()) {
			return &poisonV{code: "unsupported-set", msg: "set element", reported: true}
		}
	}
	return out
}

// makeSet is set(), set(x) for x a list, tuple or set of known length.
func (f *frame) makeSet(args []Value, kws []kwArg, c *ast.Call) Value {
	if len(kws) > 0 || len(args) > 1 {
		f.raise("TypeError", c.Span(), "set expected at most 1 argument, got %d", len(args)+len(kws))
		return quietPoison("unsupported-type", c.Span(), "bad call")
	}
	if len(args) == 0 {
		return &setV{born: f.l.iteration()}
	}
	switch x := args[0].(type) {
	case *setV:
		return &setV{elems: x.elems, present: x.present, born: f.l.iteration()}
	case *listV:
		out := &setV{born: f.l.iteration()}
		for i, v := range x.elems {
			if !f.checkHashable(v, c.Span()) {
				return &poisonV{code: "unsupported-set", msg: "set element", reported: true}
			}
			out.elems = append(out.elems, v)
			out.present = append(out.present, x.presentAt(i))
		}
		return out
	case *poisonV:
		f.use(x, c.Span())
		return &poisonV{code: x.code, msg: x.msg, reported: true}
	}
	if isScalarOrNone(args[0]) && !isStrV(args[0]) {
		f.raise("TypeError", c.Span(), "%s object is not iterable", args[0].typeName())
		return quietPoison("unsupported-type", c.Span(), "bad call")
	}
	return f.poison("unsupported-set", c.Span(), "set() of a %s is not supported", args[0].typeName())
}

// setLen is len(s): the number of distinct values present.
func (f *frame) setLen(s *setV, span diag.Span) (term, bool) {
	var parts []term
	for i, e := range s.elems {
		first := s.presentAt(i)
		for j := 0; j < i; j++ {
			eq, ok := f.itemEq(s.elems[j], e, span)
			if !ok {
				return nil, false
			}
			first = mkAnd(first, mkNot(mkAnd(s.presentAt(j), eq)))
		}
		parts = append(parts, mkIte(first, intTermI(1), intTermI(0)))
	}
	if len(parts) == 0 {
		return intTermI(0), true
	}
	return f.l.name(mkSum(parts), sortInt), true
}

// The operators and methods of sets (issue 18). An element is in a set
// when it is present and no equal element came before it: membership,
// not position, is all a result depends on, so the operators are exact
// over the elements' presence conditions. Which of two equal elements a
// result keeps depends in CPython on the operands' sizes; for an int and
// a bool, or a str read from a column and an equal literal, that is
// observable, so the operators and comparisons are modelled for sets of
// ints only or of strs only (not bools, floats or mixed kinds), and
// refused otherwise.

// setMethodV is a bound method of a set (s.add).
type setMethodV struct {
	s    *setV
	name string
}

func (*setMethodV) typeName() string { return "builtin_function_or_method" }

// setMethod is the method name of s, or nil when it is not modelled.
func setMethod(s *setV, name string) *setMethodV {
	switch name {
	case "add", "discard", "remove", "union", "intersection", "difference", "symmetric_difference",
		"isdisjoint", "issubset", "issuperset", "copy":
		return &setMethodV{s: s, name: name}
	}
	return nil
}

// plainSet reports whether every element of the sets is an int (not a
// bool) or every element a str: equal elements are then
// indistinguishable.
func plainSet(sets ...*setV) bool {
	kind := ""
	for _, s := range sets {
		for _, e := range s.elems {
			k := ""
			switch e.(type) {
			case intV:
				k = "int"
			case strV:
				k = "str"
			default:
				return false
			}
			if kind != "" && k != kind {
				return false
			}
			kind = k
		}
	}
	return true
}

// setHas is x in s.
func (f *frame) setHas(s *setV, x Value, span diag.Span) (term, bool) {
	return f.contains(&listV{elems: s.elems, present: s.present}, x, span)
}

// setOp is a op b for two sets: | & - ^.
func (f *frame) setOp(op ast.Operator, a, b *setV, span diag.Span) Value {
	switch op {
	case ast.BitOr, ast.BitAnd, ast.Sub, ast.BitXor:
	default:
		return f.typeError(span, op, a, b)
	}
	if !plainSet(a, b) {
		return f.poison("unsupported-set", span, "set operators are supported over sets of ints only or of strs only")
	}
	out := &setV{born: f.l.iteration()}
	add := func(e Value, p term) {
		out.elems = append(out.elems, e)
		out.present = append(out.present, f.l.name(p, sortBool))
	}
	switch op {
	case ast.BitOr:
		for i, e := range a.elems {
			add(e, a.presentAt(i))
		}
		for i, e := range b.elems {
			add(e, b.presentAt(i))
		}
	case ast.BitAnd, ast.Sub:
		for i, e := range a.elems {
			in, ok := f.setHas(b, e, span)
			if !ok {
				return &poisonV{code: "unsupported-set", msg: "set", reported: true}
			}
			if op == ast.Sub {
				in = mkNot(in)
			}
			add(e, mkAnd(a.presentAt(i), in))
		}
	case ast.BitXor:
		for _, pair := range [][2]*setV{{a, b}, {b, a}} {
			for i, e := range pair[0].elems {
				in, ok := f.setHas(pair[1], e, span)
				if !ok {
					return &poisonV{code: "unsupported-set", msg: "set", reported: true}
				}
				add(e, mkAnd(pair[0].presentAt(i), mkNot(in)))
			}
		}
	default:
		return f.typeError(span, op, a, b)
	}
	return out
}

// subset is a <= b: every element of a is in b.
func (f *frame) subset(a, b *setV, span diag.Span) (term, bool) {
	var parts []term
	for i, e := range a.elems {
		in, ok := f.setHas(b, e, span)
		if !ok {
			return nil, false
		}
		parts = append(parts, mkImplies(a.presentAt(i), in))
	}
	return f.l.name(mkAnd(parts...), sortBool), true
}

// setCompare is a op b for two sets (== != < <= > >=).
func (f *frame) setCompare(op ast.CmpOp, a, b *setV, span diag.Span) term {
	if !plainSet(a, b) {
		f.poison("unsupported-set", span, "comparing sets is supported for sets of ints only or of strs only")
		return f.l.fresh("_u", sortBool)
	}
	ab, ok1 := f.subset(a, b, span)
	ba, ok2 := f.subset(b, a, span)
	if !ok1 || !ok2 {
		return f.l.fresh("_u", sortBool)
	}
	switch op {
	case ast.Eq:
		return mkAnd(ab, ba)
	case ast.NotEq:
		return mkNot(mkAnd(ab, ba))
	case ast.LtE:
		return ab
	case ast.Lt:
		return mkAnd(ab, mkNot(ba))
	case ast.GtE:
		return ba
	}
	return mkAnd(ba, mkNot(ab)) // >
}

// asSet is the argument of a set method: a set, or a list, tuple or
// dict of known length as the set of its elements (keys).
func (f *frame) asSet(v Value, c *ast.Call) (*setV, bool) {
	switch x := v.(type) {
	case *setV:
		return x, true
	case *listV, *dictV:
		var elems []Value
		var present []term
		if l, ok := x.(*listV); ok {
			for i, e := range l.elems {
				elems, present = append(elems, e), append(present, l.presentAt(i))
			}
		} else {
			for _, k := range x.(*dictV).keys {
				elems, present = append(elems, k), append(present, tTrue)
			}
		}
		s := f.makeSet([]Value{&listV{elems: elems, present: present}}, nil, c)
		out, ok := s.(*setV)
		return out, ok
	}
	if isScalarOrNone(v) && !isStrV(v) {
		f.raise("TypeError", c.Span(), "'%s' object is not iterable", v.typeName())
		return nil, false
	}
	f.poison("unsupported-set", c.Span(), "a set method with a %s is not supported", v.typeName())
	return nil, false
}

// callSetMethod calls m.
func (f *frame) callSetMethod(m *setMethodV, args []Value, kws []kwArg, c *ast.Call) Value {
	s := m.s
	if len(kws) > 0 {
		return f.poison("unsupported-set", c.Span(), "keyword arguments to set.%s are not supported", m.name)
	}
	for _, a := range args {
		if p, ok := a.(*poisonV); ok {
			f.use(p, c.Span())
			return &poisonV{code: p.code, msg: p.msg, reported: true}
		}
	}
	bad := func() Value { return quietPoison("unsupported-type", c.Span(), "bad call") }
	one := func() bool {
		if len(args) != 1 {
			f.raise("TypeError", c.Span(), "set.%s() takes exactly one argument (%d given)", m.name, len(args))
			return false
		}
		return true
	}
	switch m.name {
	case "copy":
		if len(args) != 0 {
			f.raise("TypeError", c.Span(), "set.copy() takes no arguments (%d given)", len(args))
			return bad()
		}
		return &setV{elems: append([]Value(nil), s.elems...), present: append([]term(nil), s.present...), born: f.l.iteration()}
	case "add", "discard", "remove":
		if f.l.outlivesIteration(s.born) {
			return f.poison("unsupported-set", c.Span(), "set.%s on a set made before this iteration of the loop over rows (the change would carry to the next row) is not supported", m.name)
		}
		if !one() || !f.checkHashable(args[0], c.Span()) {
			return bad()
		}
		if !plainSet(s, &setV{elems: args}) {
			return f.poison("unsupported-set", c.Span(), "set.%s is supported for sets of ints only or of strs only", m.name)
		}
		x := args[0]
		if m.name == "add" {
			present := make([]term, len(s.elems)+1)
			for i := range s.elems {
				present[i] = s.presentAt(i)
			}
			present[len(s.elems)] = f.reach
			s.elems = append(append([]Value(nil), s.elems...), x)
			s.present = present
			return noneV{}
		}
		if m.name == "remove" {
			in, ok := f.setHas(s, x, c.Span())
			if !ok {
				return bad()
			}
			f.check(in, "KeyError", c.Span(), "the element is not in the set")
		}
		present := make([]term, len(s.elems))
		for i, e := range s.elems {
			eq, ok := f.itemEq(e, x, c.Span())
			if !ok {
				return &poisonV{code: "unsupported-set", msg: "set", reported: true}
			}
			present[i] = f.l.name(mkAnd(s.presentAt(i), mkNot(mkAnd(f.reach, eq))), sortBool)
		}
		s.present = present
		return noneV{}
	}
	switch m.name {
	case "union", "intersection", "difference":
		// any number of iterables, applied in turn (none: a copy)
		op := map[string]ast.Operator{"union": ast.BitOr, "intersection": ast.BitAnd, "difference": ast.Sub}[m.name]
		others := make([]*setV, len(args))
		for i, a := range args {
			o, ok := f.asSet(a, c)
			if !ok {
				return bad()
			}
			others[i] = o
		}
		var out Value = &setV{elems: append([]Value(nil), s.elems...), present: append([]term(nil), s.present...), born: f.l.iteration()}
		for _, o := range others {
			cur, ok := out.(*setV)
			if !ok {
				return out
			}
			out = f.setOp(op, cur, o, c.Span())
		}
		return out
	}
	if !one() {
		return bad()
	}
	other, ok := f.asSet(args[0], c)
	if !ok {
		return bad()
	}
	if m.name == "symmetric_difference" {
		return f.setOp(ast.BitXor, s, other, c.Span())
	}
	if !plainSet(s, other) {
		return f.poison("unsupported-set", c.Span(), "set.%s is supported for sets of ints only or of strs only", m.name)
	}
	switch m.name {
	case "issubset":
		t, ok := f.subset(s, other, c.Span())
		if !ok {
			return bad()
		}
		return boolV{t}
	case "issuperset":
		t, ok := f.subset(other, s, c.Span())
		if !ok {
			return bad()
		}
		return boolV{t}
	}
	// isdisjoint
	both, ok := f.setOp(ast.BitAnd, s, other, c.Span()).(*setV)
	if !ok {
		return bad()
	}
	var parts []term
	for i := range both.elems {
		parts = append(parts, mkNot(both.presentAt(i)))
	}
	return boolV{f.l.name(mkAnd(parts...), sortBool)}
}
