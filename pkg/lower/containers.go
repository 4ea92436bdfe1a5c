package lower

import (
	"clauz3/pkg/diag"
	"clauz3/pkg/python/ast"
)

// dictV is a dict whose keys are constants known statically (a dict
// display with literal keys), in insertion order. Dicts are immutable
// here: every mutating operation is unsupported.
type dictV struct {
	keys []Value
	vals []Value
}

func (*dictV) typeName() string { return "dict" }

// dictMethodV is a bound method of a dict (d.get).
type dictMethodV struct {
	d    *dictV
	name string
}

func (*dictMethodV) typeName() string { return "builtin_function_or_method" }

// constKey is the identity of a constant dict key under Python's ==
// (True and 1 are the same key); ok is false for non-constants.
func constKey(v Value) (string, bool) {
	switch x := v.(type) {
	case boolV, intV:
		e, _ := asInt(x)
		if b, ok := x.(boolV); ok && isBoolLit(b.e) {
			if b.e == tTrue {
				return "i1", true
			}
			return "i0", true
		}
		if n, ok := intLit(e); ok {
			return "i" + n.String(), true
		}
	case strV:
		if _, ok := strLitRunes(x.e); ok {
			return "s" + x.e, true
		}
	case noneV:
		return "none", true
	}
	return "", false
}

// dict evaluates a dict display with constant keys.
func (f *frame) dict(e *ast.Dict) Value {
	d := &dictV{}
	index := map[string]int{}
	for i, k := range e.Keys {
		if k == nil {
			return f.poison("unsupported-dict", e.Values[i].Span(), "** in a dict display is not supported")
		}
		kv := f.eval(k)
		vv := f.eval(e.Values[i])
		id, ok := constKey(kv)
		if !ok {
			f.use(kv, k.Span())
			if _, isPoison := kv.(*poisonV); isPoison {
				return &poisonV{code: "unsupported-dict", msg: "dict key", reported: true}
			}
			return f.poison("unsupported-dict", k.Span(), "dict keys must be constants (str, int, bool or None)")
		}
		if j, dup := index[id]; dup {
			d.vals[j] = vv // the first key stays, the last value wins
			continue
		}
		index[id] = len(d.keys)
		d.keys = append(d.keys, kv)
		d.vals = append(d.vals, vv)
	}
	return d
}

// lookupKey is d[k] (or d.get(k, dflt) when dflt is not nil).
func (f *frame) lookupKey(d *dictV, k Value, dflt Value, span diag.Span) Value {
	if p, ok := k.(*poisonV); ok {
		f.use(p, span)
		return &poisonV{code: p.code, msg: p.msg, reported: true}
	}
	var conds []string
	for _, key := range d.keys {
		eq, ok := f.eqValues(k, key, span)
		if !ok {
			return &poisonV{code: "unsupported-compare", msg: "dict key", reported: true}
		}
		conds = append(conds, eq)
	}
	found := mkOr(conds...)
	if dflt == nil {
		f.check(f.l.name(found, sortBool), "KeyError", span, "key not in dict")
		if f.reach == tFalse {
			return quietPoison("unsupported-dead", span, "unreachable")
		}
	}
	var res Value = dflt
	for i := len(d.keys) - 1; i >= 0; i-- {
		if conds[i] == tFalse {
			continue
		}
		if res == nil {
			res = d.vals[i]
			continue
		}
		res = f.mergeValue(f.l.name(conds[i], sortBool), d.vals[i], res)
	}
	if res == nil {
		return quietPoison("unsupported-dead", span, "unreachable")
	}
	return res
}

// callDictMethod models the read-only dict methods.
func (f *frame) callDictMethod(m *dictMethodV, args []Value, kws []kwArg, c *ast.Call) Value {
	if len(kws) > 0 {
		return f.poison("unsupported-dict-method", c.Span(), "keyword arguments to dict.%s are not supported", m.name)
	}
	switch m.name {
	case "get":
		if len(args) < 1 || len(args) > 2 {
			f.raise("TypeError", c.Span(), "get expected 1 or 2 arguments, got %d", len(args))
			return quietPoison("unsupported-type", c.Span(), "bad call")
		}
		var dflt Value = noneV{}
		if len(args) == 2 {
			dflt = args[1]
		}
		return f.lookupKey(m.d, args[0], dflt, c.Span())
	case "keys", "values", "items":
		if len(args) != 0 {
			f.raise("TypeError", c.Span(), "%s() takes no arguments", m.name)
			return quietPoison("unsupported-type", c.Span(), "bad call")
		}
		// A view is modelled by the list of its elements; only iteration,
		// len and "in" are exact on both, and == on views is refused.
		out := &listV{tuple: true}
		for i := range m.d.keys {
			switch m.name {
			case "keys":
				out.elems = append(out.elems, m.d.keys[i])
			case "values":
				out.elems = append(out.elems, m.d.vals[i])
			default:
				out.elems = append(out.elems, &listV{tuple: true, elems: []Value{m.d.keys[i], m.d.vals[i]}})
			}
		}
		return &viewV{list: out}
	}
	return f.poison("unsupported-dict-method", c.Span(), "dict.%s is not supported", m.name)
}

// viewV is a dict view or another iterable that is not a list (range,
// enumerate, zip objects): usable where an iterable is expected.
type viewV struct{ list *listV }

func (*viewV) typeName() string { return "iterable" }

// iterableList is the list of elements of an iterable value.
func iterableList(v Value) (*listV, bool) {
	switch x := v.(type) {
	case *listV:
		return x, true
	case *viewV:
		return x.list, true
	case *dictV:
		return &listV{elems: x.keys}, true
	}
	return nil, false
}

// callIterBuiltin models sum, any, all, enumerate, zip, list, tuple over
// iterables of known length.
func (f *frame) callIterBuiltin(name string, args []Value, c *ast.Call) (Value, bool) {
	switch name {
	case "sum", "any", "all", "list", "tuple", "enumerate", "zip", "sorted", "reversed":
	default:
		return nil, false
	}
	var lists []*listV
	for _, a := range args {
		l, ok := iterableList(a)
		if !ok {
			if isScalarOrNone(a) && !isStrV(a) {
				f.raise("TypeError", c.Span(), "%s object is not iterable", a.typeName())
				return quietPoison("unsupported-type", c.Span(), "not iterable"), true
			}
			return f.poison("unsupported-builtin", c.Span(), "%s() of a %s is not supported", name, a.typeName()), true
		}
		lists = append(lists, l)
	}
	one := func() (*listV, bool) {
		if len(lists) != 1 {
			f.raise("TypeError", c.Span(), "%s() takes one iterable here", name)
			return nil, false
		}
		return lists[0], true
	}
	switch name {
	case "sum":
		l, ok := one()
		if !ok {
			return quietPoison("unsupported-type", c.Span(), "bad call"), true
		}
		res := "0"
		for i, e := range l.elems {
			x, ok := asInt(e)
			if !ok {
				return f.poison("unsupported-builtin", c.Span(), "sum() is supported over ints only"), true
			}
			res = addInt(res, mkIte(l.presentAt(i), x, "0"))
		}
		return f.l.nameValue(intV{res}), true
	case "any", "all":
		l, ok := one()
		if !ok {
			return quietPoison("unsupported-type", c.Span(), "bad call"), true
		}
		var parts []string
		for i, e := range l.elems {
			t, ok := truthOf(e)
			if !ok {
				f.use(e, c.Span())
				return &poisonV{code: "unsupported-builtin", msg: name, reported: true}, true
			}
			if name == "any" {
				parts = append(parts, mkAnd(l.presentAt(i), t))
			} else {
				parts = append(parts, mkImplies(l.presentAt(i), t))
			}
		}
		if name == "any" {
			return boolV{f.l.name(mkOr(parts...), sortBool)}, true
		}
		return boolV{f.l.name(mkAnd(parts...), sortBool)}, true
	case "list", "tuple":
		if len(lists) == 0 {
			return &listV{tuple: name == "tuple"}, true
		}
		l, ok := one()
		if !ok {
			return quietPoison("unsupported-type", c.Span(), "bad call"), true
		}
		return &listV{elems: l.elems, present: l.present, tuple: name == "tuple"}, true
	case "enumerate", "zip", "sorted", "reversed":
		for _, l := range lists {
			if !l.exact() {
				return f.poison("unsupported-builtin", c.Span(), "%s() of a list of unknown length is not supported", name), true
			}
		}
		out := &listV{tuple: true}
		switch name {
		case "enumerate":
			l, ok := one()
			if !ok {
				return quietPoison("unsupported-type", c.Span(), "bad call"), true
			}
			for i, e := range l.elems {
				out.elems = append(out.elems, &listV{tuple: true, elems: []Value{intV{intTermI(int64(i))}, e}})
			}
		case "zip":
			n := -1
			for _, l := range lists {
				if n < 0 || len(l.elems) < n {
					n = len(l.elems)
				}
			}
			for i := 0; i < n; i++ {
				t := &listV{tuple: true}
				for _, l := range lists {
					t.elems = append(t.elems, l.elems[i])
				}
				out.elems = append(out.elems, t)
			}
		case "reversed":
			l, ok := one()
			if !ok {
				return quietPoison("unsupported-type", c.Span(), "bad call"), true
			}
			for i := len(l.elems) - 1; i >= 0; i-- {
				out.elems = append(out.elems, l.elems[i])
			}
		case "sorted":
			return f.poison("unsupported-builtin", c.Span(), "sorted() is not supported"), true
		}
		return &viewV{list: out}, true
	}
	return nil, false
}

func isStrV(v Value) bool { _, ok := v.(strV); return ok }

// callWithGenerator models a built-in consuming a generator expression
// at once. any() and all() stop at the first deciding element, as
// CPython does: later elements (and their effects) happen only on the
// paths where no earlier element decided. The other consumers evaluate
// every element in order, which is what a list comprehension does.
func (f *frame) callWithGenerator(b *builtinV, g *ast.GeneratorExp, c *ast.Call) Value {
	lc := &ast.ListComp{Elt: g.Elt, Generators: g.Generators, Loc: g.Loc}
	switch b.name {
	case "sum", "list", "tuple", "min", "max", "enumerate", "zip", "sorted", "reversed":
		return f.callBuiltin(b, []Value{f.listComp(lc)}, nil, c)
	case "any", "all":
	default:
		return f.poisonOrQuiet("unsupported-generator", g.Span(), "generator expressions are supported only as the argument of sum, any, all, list, tuple, min and max")
	}
	if len(g.Generators) != 1 {
		return f.poison("unsupported-generator", g.Span(), "any()/all() over a generator with several for clauses is not supported")
	}
	isAny := b.name == "any"
	done := tFalse // for any: an element was true; for all: an element was false
	gen := g.Generators[0]
	if gen.IsAsync != 0 {
		return f.poison("unsupported-async", g.Span(), "async generators are not supported")
	}
	items, ok := f.iterate(gen.Iter)
	if !ok {
		return &poisonV{code: "unsupported-generator", msg: "generator", reported: true}
	}
	names := map[string]bool{}
	collectTargets(gen.Target, names)
	type saved struct {
		b        binding
		had, loc bool
	}
	keep := map[string]saved{}
	for n := range names {
		bnd, had := f.locals[n]
		keep[n] = saved{b: bnd, had: had, loc: f.localNames[n]}
		f.localNames[n] = true
		delete(f.locals, n)
	}
	f.compDepth++
	for _, it := range items {
		it := it
		decided := ""
		f.branch(f.l.name(mkAnd(it.present, mkNot(done)), sortBool), func() {
			f.assign(gen.Target, it.v)
			var filt func(k int, cond string)
			filt = func(k int, cond string) {
				if k == len(gen.Ifs) {
					t := f.truth(f.eval(g.Elt), g.Elt.Span())
					if !isAny {
						t = mkNot(t)
					}
					decided = mkAnd(cond, t)
					return
				}
				t := f.truth(f.eval(gen.Ifs[k]), gen.Ifs[k].Span())
				f.branch(t, func() { filt(k+1, mkAnd(cond, t)) }, nil)
			}
			filt(0, tTrue)
		}, nil)
		if decided != "" {
			done = f.l.name(mkOr(done, mkAnd(it.present, decided)), sortBool)
		}
	}
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
	if isAny {
		return boolV{done}
	}
	return boolV{mkNot(done)}
}
