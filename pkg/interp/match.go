package interp

import (
	"clauz3/pkg/python/ast"
)

// This file runs match statements (PEP 634) as CPython 3.11 does. The
// subject is evaluated once and the cases are tried in order. A pattern
// collects its captures and binds them only when it matches as a whole;
// then the guard runs (the names stay bound if it fails). Patterns over
// values the interpreter lacks (a class pattern with keyword
// sub-patterns, a class of the program) are refused.

// execMatch runs a match statement.
func (in *Interp) execMatch(s *ast.Match, sc *scope) ctl {
	subj := in.eval(s.Subject, sc)
	for _, c := range s.Cases {
		in.step(c.Pattern.Span())
		binds := map[string]Value{}
		var order []string
		if !in.matchPattern(c.Pattern, subj, sc, binds, &order) {
			continue
		}
		for _, name := range order {
			in.store(sc, name, binds[name])
		}
		if c.Guard != nil && !Truth(in.eval(c.Guard, sc)) {
			continue
		}
		return in.execBlock(c.Body, sc)
	}
	return ctl{}
}

func bindName(binds map[string]Value, order *[]string, name string, v Value) {
	if _, ok := binds[name]; !ok {
		*order = append(*order, name)
	}
	binds[name] = v
}

// isSequence is CPython's Py_TPFLAGS_SEQUENCE for the interpreter's
// values: lists, tuples and ranges (not strs).
func isSequence(v Value) bool {
	switch v.(type) {
	case *List, *Tuple, *Range:
		return true
	}
	return false
}

// selfMatching are the built-in classes whose one positional
// sub-pattern matches the subject itself.
var selfMatching = map[string]bool{"bool": true, "bytearray": true, "bytes": true, "dict": true, "float": true,
	"frozenset": true, "int": true, "list": true, "set": true, "str": true, "tuple": true}

// matchPattern reports whether v matches p, collecting its captures.
func (in *Interp) matchPattern(p ast.Pattern, v Value, sc *scope, binds map[string]Value, order *[]string) bool {
	in.step(p.Span())
	span := p.Span()
	switch p := p.(type) {
	case *ast.MatchValue:
		return in.equal(v, in.eval(p.Value, sc), span)
	case *ast.MatchSingleton:
		var want Value
		switch p.Value.Kind {
		case ast.ConstNone:
			want = None
		case ast.ConstBool:
			want = p.Value.Bool
		default:
			panic(in.unsupported(span, "a %s singleton pattern", p.Value.Kind))
		}
		return identical(v, want)
	case *ast.MatchAs:
		if p.Pattern != nil && !in.matchPattern(p.Pattern, v, sc, binds, order) {
			return false
		}
		if p.Name != "" {
			bindName(binds, order, p.Name, v)
		}
		return true
	case *ast.MatchOr:
		for _, alt := range p.Patterns {
			b := map[string]Value{}
			var o []string
			if in.matchPattern(alt, v, sc, b, &o) {
				for _, name := range o {
					bindName(binds, order, name, b[name])
				}
				return true
			}
		}
		return false
	case *ast.MatchSequence:
		if !isSequence(v) {
			return false
		}
		var xs []Value
		switch o := v.(type) {
		case *List:
			xs = o.Elems
		case *Tuple:
			xs = o.Elems
		case *Range:
			xs = in.rangeElems(o, span)
		}
		star := -1
		for i, sub := range p.Patterns {
			if _, ok := sub.(*ast.MatchStar); ok {
				star = i
			}
		}
		n := len(p.Patterns)
		if star < 0 && len(xs) != n || star >= 0 && len(xs) < n-1 {
			return false
		}
		// the items are read once, before any sub-pattern runs: a list
		// cannot change while its items are matched (no sub-pattern runs
		// the program's code but a value pattern's name lookup)
		xs = append([]Value{}, xs...)
		for i, sub := range p.Patterns {
			var item Value
			switch {
			case star < 0 || i < star:
				item = xs[i]
			case i == star:
				mid := append([]Value{}, xs[star:len(xs)-(n-1-star)]...)
				item = &List{Elems: mid}
				if name := sub.(*ast.MatchStar).Name; name != "" {
					bindName(binds, order, name, item)
				}
				continue
			default:
				item = xs[len(xs)-(n-i)]
			}
			if !in.matchPattern(sub, item, sc, binds, order) {
				return false
			}
		}
		return true
	case *ast.MatchMapping:
		d, ok := v.(*Dict)
		if !ok {
			return false
		}
		if d.Len() < len(p.Keys) {
			return false
		}
		keys := make([]Value, len(p.Keys))
		seen := newDict()
		for i, k := range p.Keys {
			keys[i] = in.eval(k, sc)
			in.mustHash(keys[i], k.Span())
			if _, dup := seen.get(keys[i]); dup {
				panic(in.raise("ValueError", span, "mapping pattern checks duplicate key (%s)", in.safeRepr(keys[i])))
			}
			seen.set(keys[i], None)
		}
		vals := make([]Value, len(keys))
		for i, k := range keys {
			x, found := d.get(k)
			if !found {
				return false
			}
			vals[i] = x
		}
		for i, sub := range p.Patterns {
			if !in.matchPattern(sub, vals[i], sc, binds, order) {
				return false
			}
		}
		if p.Rest != "" {
			rest := newDict()
			d.each(func(k, x Value) bool {
				if _, drop := seen.get(k); !drop {
					rest.set(k, x)
				}
				return true
			})
			bindName(binds, order, p.Rest, rest)
		}
		return true
	case *ast.MatchClass:
		cls := in.eval(p.Cls, sc)
		if len(p.KwdPatterns) > 0 {
			panic(in.unsupported(span, "a class pattern with keyword sub-patterns"))
		}
		switch c := cls.(type) {
		case *Builtin:
			isType := false
			for _, n := range typeNames {
				isType = isType || n == c.Name
			}
			if !isType {
				panic(in.raise("TypeError", span, "called match pattern must be a type"))
			}
			if !Truth(bIsinstance(in, []Value{v, cls}, nil, span)) {
				return false
			}
			if len(p.Patterns) == 0 {
				return true
			}
			if !selfMatching[c.Name] {
				panic(in.raise("TypeError", span, "%s() accepts 0 positional sub-patterns (%d given)", c.Name, len(p.Patterns)))
			}
			if len(p.Patterns) > 1 {
				panic(in.raise("TypeError", span, "%s() accepts 1 positional sub-pattern (%d given)", c.Name, len(p.Patterns)))
			}
			return in.matchPattern(p.Patterns[0], v, sc, binds, order)
		case *ExcClass:
			if len(p.Patterns) > 0 {
				panic(in.unsupported(span, "a class pattern of %s with positional sub-patterns", c.Name))
			}
			e, ok := v.(*ExcValue)
			return ok && excSubclass(e.Class.Name, c.Name)
		case *Class, *Opaque:
			panic(in.unsupported(span, "a class pattern of a class of the program or of a module clauz3 models"))
		}
		panic(in.raise("TypeError", span, "called match pattern must be a type"))
	case *ast.MatchStar:
		panic(in.unsupported(span, "a star pattern outside a sequence pattern"))
	}
	panic(in.unsupported(span, "pattern %T", p))
}
