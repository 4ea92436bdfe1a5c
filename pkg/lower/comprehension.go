package lower

// This file holds list comprehensions, unrolled over their iterables.

import "clauz3/pkg/python/ast"

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
	out := &listV{born: f.l.iteration()}
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
		f.iterated(items, func() {
			for _, it := range items {
				it := it
				f.branch(it.present, func() {
					f.assign(g.Target, it.v)
					filters(gi, 0, mkAnd(cond, it.present))
				}, nil)
			}
		})
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
