package lower

import (
	"clauz3/pkg/diag"
	"clauz3/pkg/python/ast"
	"fmt"
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
			if isTrue(b.e) {
				return "i1", true
			}
			return "i0", true
		}
		if n, ok := intLit(e); ok {
			return "i" + n.String(), true
		}
	case strV:
		if _, ok := strLitRunes(x.e); ok {
			return "s" + x.e.Key(), true
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
	if !f.checkHashable(k, span) {
		return quietPoison("unsupported-dead", span, "unreachable")
	}
	var conds []term
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
		if isFalse(f.reach) {
			return quietPoison("unsupported-dead", span, "unreachable")
		}
	}
	var res Value = dflt
	for i := len(d.keys) - 1; i >= 0; i-- {
		if isFalse(conds[i]) {
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
		// len, truth and "in" are exact on both, and == on views is refused.
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
		return &viewV{list: out, kind: "dict_" + m.name}
	}
	return f.poison("unsupported-dict-method", c.Span(), "dict.%s is not supported", m.name)
}

// viewV is a dict view (kind dict_keys, dict_values or dict_items): it
// has a length, its truth is its length's, and it can be iterated again.
type viewV struct {
	list *listV
	kind string
}

func (v *viewV) typeName() string { return v.kind }

// iterV is an iterator object (enumerate, zip, reversed): no length,
// always true, and exhausted by one pass. consumed is the condition
// under which a full pass has already happened (then a new pass sees
// nothing); after a partial pass (a loop that may break, any/all, in)
// the position is not tracked and any further use is unsupported.
type iterV struct {
	list     *listV
	kind     string
	consumed term
	partial  bool
	// srcs are the lists the iterator reads (enumerate(xs), zip(xs, ys),
	// reversed(xs)): a loop over it iterates over them (listmethods.go).
	srcs []*listV
	born int // as listV.born
}

func (v *iterV) typeName() string { return v.kind }

// iterableList is the list of elements of an iterable value that can be
// iterated any number of times (not an iterator: see consume).
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

// consume is the list of elements one pass over v sees, for iterables of
// any kind. An iterator yields its elements only where no earlier full
// pass exhausted it; full says whether this pass runs to the end (else
// the iterator's position becomes unknown). ok is false when v is not
// iterable here (nothing is reported).
func (f *frame) consume(v Value, span diag.Span, full bool) (*listV, bool) {
	it, ok := v.(*iterV)
	if !ok {
		return iterableList(v)
	}
	if f.l.outlivesIteration(it.born) {
		f.poison("unsupported-iterator", span, "advancing an iterator (%s) made before this iteration of the loop over rows is not supported (the next row would see it where this one left it)", it.kind)
		return nil, false
	}
	if it.partial {
		f.poison("unsupported-iterator", span, "this %s iterator was partly consumed before (a loop that may break, any(), all() or in), so what it yields now is not modelled", it.kind)
		return nil, false
	}
	out := &listV{tuple: it.list.tuple, elems: it.list.elems}
	if !isFalse(it.consumed) {
		for i := range it.list.elems {
			out.present = append(out.present, f.l.name(mkAnd(it.list.presentAt(i), mkNot(it.consumed)), sortBool))
		}
	} else {
		out.present = it.list.present
	}
	if full {
		it.consumed = f.l.name(mkOr(it.consumed, f.reach), sortBool)
	} else {
		it.partial = true
	}
	return out, true
}

// hashable reports whether v can be a dict key (CPython raises TypeError
// "unhashable type" otherwise); ok is false when v is not modelled.
func hashable(v Value) (bool, bool) {
	switch x := v.(type) {
	case *listV:
		if !x.tuple {
			return false, true
		}
		for i, e := range x.elems {
			if h, ok := hashable(e); !ok || !h {
				if !isTrue(x.presentAt(i)) {
					return false, false // only when that element is there
				}
				return h, ok
			}
		}
		return true, true
	case *dictV:
		return false, true
	case *viewV:
		return x.kind == "dict_values", true
	case *poisonV:
		return false, false
	}
	return true, true
}

// checkHashable raises TypeError when v cannot be a dict key; false when
// the path ends or v is not modelled (reported).
func (f *frame) checkHashable(v Value, span diag.Span) bool {
	h, ok := hashable(v)
	if !ok {
		if _, isPoison := v.(*poisonV); isPoison {
			f.use(v, span)
		} else {
			f.poison("unsupported-dict", span, "whether this %s can be a dict key depends on the path", v.typeName())
		}
		return false
	}
	if !h {
		f.raise("TypeError", span, "unhashable type: %s", v.typeName())
		return false
	}
	return true
}

// callIterBuiltin models sum, any, all, enumerate, zip, list, tuple and
// reversed over iterables of known length.
func (f *frame) callIterBuiltin(name string, args []Value, c *ast.Call) (Value, bool) {
	switch name {
	case "sum", "any", "all", "list", "tuple", "enumerate", "zip", "sorted", "reversed":
	default:
		return nil, false
	}
	bad := func() Value { return quietPoison("unsupported-type", c.Span(), "bad call") }
	maxArgs := map[string]int{"sum": 2, "enumerate": 2, "zip": -1, "list": 1, "tuple": 1}[name]
	if maxArgs == 0 {
		maxArgs = 1
	}
	minArgs := 1
	if name == "zip" || name == "list" || name == "tuple" {
		minArgs = 0
	}
	if len(args) < minArgs || maxArgs >= 0 && len(args) > maxArgs {
		f.raise("TypeError", c.Span(), "%s() takes from %d to %d arguments (%d given)", name, minArgs, maxArgs, len(args))
		return bad(), true
	}
	iters := args
	var start Value
	if (name == "sum" || name == "enumerate") && len(args) == 2 {
		iters, start = args[:1], args[1]
	}
	if name == "reversed" {
		switch x := args[0].(type) {
		case *iterV:
			f.raise("TypeError", c.Span(), "%s object is not reversible", x.kind)
			return bad(), true
		case strV:
			return f.poison("unsupported-builtin", c.Span(), "reversed() of a str is not supported"), true
		}
	}
	full := name != "any" && name != "all" && name != "enumerate" && name != "zip" && name != "reversed"
	var lists []*listV
	for _, a := range iters {
		if isScalarOrNone(a) && !isStrV(a) {
			f.raise("TypeError", c.Span(), "%s object is not iterable", a.typeName())
			return bad(), true
		}
		l, ok := f.consume(a, c.Span(), full)
		if !ok {
			if _, isIter := a.(*iterV); isIter {
				return &poisonV{code: "unsupported-iterator", msg: "iterator", reported: true}, true
			}
			f.use(a, c.Span())
			if _, isPoison := a.(*poisonV); isPoison {
				return &poisonV{code: "unsupported-builtin", msg: name, reported: true}, true
			}
			return f.poison("unsupported-builtin", c.Span(), "%s() of a %s is not supported", name, a.typeName()), true
		}
		lists = append(lists, l)
	}
	switch name {
	case "sum":
		l := lists[0]
		res := intTermI(0)
		if _, isBool := start.(boolV); isBool {
			// sum adds to start: over no element it is start itself, a bool
			switch {
			case len(l.elems) == 0:
				return start, true
			case !l.exact():
				return f.poison("unsupported-builtin", c.Span(), "sum() of a list of unknown length with a bool start is not supported"), true
			}
		}
		if start != nil {
			switch s := start.(type) {
			case intV, boolV:
				res, _ = asInt(s)
			case strV:
				f.raise("TypeError", c.Span(), "sum() can't sum strings [use ''.join(seq) instead]")
				return bad(), true
			default:
				f.use(start, c.Span())
				return f.poisonOrQuiet("unsupported-builtin", c.Span(), "sum() with a %s start is not supported", start.typeName()), true
			}
		}
		for i, e := range l.elems {
			x, ok := asInt(e)
			if !ok {
				return f.poison("unsupported-builtin", c.Span(), "sum() is supported over ints only"), true
			}
			res = addInt(res, mkIte(l.presentAt(i), x, intTermI(0)))
		}
		return f.l.nameValue(intV{res}), true
	case "any", "all":
		l := lists[0]
		var parts []term
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
			return &listV{tuple: name == "tuple", born: f.l.iteration()}, true
		}
		l := lists[0]
		return &listV{elems: l.elems, present: l.present, tuple: name == "tuple", born: f.l.iteration()}, true
	case "sorted":
		l := lists[0]
		elems, why := f.sortElems(l)
		if why != "" {
			return f.poison("unsupported-builtin", c.Span(), "sorted() of %s is not supported", why), true
		}
		return &listV{elems: elems, born: f.l.iteration()}, true
	}
	// enumerate, zip, reversed: iterators.
	for _, l := range lists {
		if !l.exact() {
			return f.poison("unsupported-builtin", c.Span(), "%s() of an iterable of unknown length is not supported", name), true
		}
	}
	out := &listV{tuple: true}
	switch name {
	case "enumerate":
		first := intTermI(0)
		if start != nil {
			n, ok := start.(intV)
			if !ok {
				if isScalarOrNone(start) && !isIntLike(start) {
					f.raise("TypeError", c.Span(), "%s object cannot be interpreted as an integer", start.typeName())
					return bad(), true
				}
				f.use(start, c.Span())
				return f.poisonOrQuiet("unsupported-builtin", c.Span(), "enumerate() with a %s start is not supported", start.typeName()), true
			}
			first = n.e
		}
		for i, e := range lists[0].elems {
			idx := f.l.name(addInt(first, intTermI(int64(i))), sortInt)
			out.elems = append(out.elems, &listV{tuple: true, elems: []Value{intV{idx}, e}})
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
		l := lists[0]
		for i := len(l.elems) - 1; i >= 0; i-- {
			out.elems = append(out.elems, l.elems[i])
		}
	}
	var srcs []*listV
	for _, a := range iters {
		srcs = append(srcs, listSources(a)...)
	}
	it := &iterV{list: out, kind: name, consumed: tFalse, srcs: srcs, born: f.l.iteration()}
	for _, l := range srcs {
		l.readers = append(l.readers, it)
	}
	return it, true
}

func isStrV(v Value) bool { _, ok := v.(strV); return ok }

// callWithGenerator models a built-in consuming a generator expression
// at once. any() and all() stop at the first deciding element, as
// CPython does: later elements (and their effects) happen only on the
// paths where no earlier element decided. The other consumers evaluate
// every element in order, which is what a list comprehension does.
func (f *frame) callWithGenerator(b *builtinV, g *ast.GeneratorExp, c *ast.Call) Value {
	if f.isModule() {
		return f.poisonOrQuiet("unsupported-generator", g.Span(), "generator expressions at module level are not supported")
	}
	lc := &ast.ListComp{Elt: g.Elt, Generators: g.Generators, Loc: g.Loc}
	switch b.name {
	case "sum", "list", "tuple", "min", "max", "sorted":
		// consumed at once, in order: what the list comprehension does
		return f.callBuiltin(b, []Value{f.listComp(lc)}, nil, c)
	case "reversed":
		f.raise("TypeError", c.Span(), "'generator' object is not reversible")
		return quietPoison("unsupported-type", c.Span(), "bad call")
	case "enumerate", "zip":
		return f.poison("unsupported-generator", g.Span(), "%s() of a generator is not supported: the generator runs lazily, interleaved with the loop", b.name)
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
	items, ok := f.iterate(gen.Iter, false)
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
	f.iterated(items, func() { f.anyAllItems(items, gen, g, isAny, &done) })
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

// anyAllItems runs the loop of any() or all() over a generator's items,
// setting *done where an element decided the result.
func (f *frame) anyAllItems(items []item, gen *ast.Comprehension, g *ast.GeneratorExp, isAny bool, done *term) {
	for _, it := range items {
		it := it
		var decided term
		f.branch(f.l.name(mkAnd(it.present, mkNot(*done)), sortBool), func() {
			f.assign(gen.Target, it.v)
			var filt func(k int, cond term)
			filt = func(k int, cond term) {
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
		if decided != nil {
			*done = f.l.name(mkOr(*done, mkAnd(it.present, decided)), sortBool)
		}
	}
}

// maxSorted bounds the lists sorted() and list.sort() sort symbolically.
const maxSorted = 12

// sortElems sorts a list whose every element is present and every
// element an int (not a bool) or every element a str, in ascending
// order, as CPython's stable sort does: an odd-even transposition
// network whose exchanges happen only when the first is greater, so
// that equal elements keep their order (the objects themselves: an
// element is the value it was). why says what is refused.
func (f *frame) sortElems(l *listV) ([]Value, string) {
	if !l.exact() {
		return nil, "a list some of whose elements are there on some paths only"
	}
	n := len(l.elems)
	if n > maxSorted {
		return nil, fmt.Sprintf("more than %d elements", maxSorted)
	}
	out := append([]Value(nil), l.elems...)
	if n < 2 {
		return out, ""
	}
	_, ints := out[0].(intV)
	_, strs := out[0].(strV)
	for _, e := range out {
		_, i := e.(intV)
		_, s := e.(strV)
		if !(ints && i) && !(strs && s) {
			return nil, "elements other than all ints or all strs (bools, floats, mixed or other kinds)"
		}
	}
	for round := 0; round < n; round++ {
		for i := round % 2; i+1 < n; i += 2 {
			var le term
			if ints {
				le = mkBin(out[i].(intV).e, "<=", out[i+1].(intV).e)
			} else {
				le = strOrder("<=", out[i].(strV).e, out[i+1].(strV).e)
			}
			le = f.l.name(le, sortBool)
			if isTrue(le) {
				continue
			}
			a, b := out[i], out[i+1]
			out[i] = f.mergeValue(le, a, b)
			out[i+1] = f.mergeValue(le, b, a)
		}
	}
	return out, ""
}

// listSources are the lists a loop over v iterates over: v itself, or
// those an iterator reads.
func listSources(v Value) []*listV {
	switch x := v.(type) {
	case *listV:
		return []*listV{x}
	case *iterV:
		return x.srcs
	}
	return nil
}
