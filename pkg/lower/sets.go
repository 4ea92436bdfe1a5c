package lower

// This file holds sets (issue 18): displays {a, b}, set() and set(x) of a
// list, tuple or set of known length, and what does not depend on the
// order CPython's hashing gives them: in, not in, len and truth. Iterating
// a set, its methods and operators are unsupported.

import (
	"clauz3/pkg/diag"
	"clauz3/pkg/python/ast"
)

// setV is a set: element i is in it when present[i] holds (nil: always);
// equal elements may repeat (len counts each value once).
type setV struct {
	elems   []Value
	present []term
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
	out := &setV{}
	for _, x := range e.Elts {
		if _, ok := x.(*ast.Starred); ok {
			return f.poison("unsupported-starred", x.Span(), "starred elements are not supported")
		}
		v := f.eval(x)
		if !f.checkHashable(v, x.Span()) {
			return &poisonV{code: "unsupported-set", msg: "set element", reported: true}
		}
		out.elems = append(out.elems, v)
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
		return &setV{}
	}
	switch x := args[0].(type) {
	case *setV:
		return &setV{elems: x.elems, present: x.present}
	case *listV:
		out := &setV{}
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
