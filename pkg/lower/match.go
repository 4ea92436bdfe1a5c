package lower

// This file holds match statements (PEP 634), for the patterns whose
// meaning over the modelled values is exact: literals and dotted values
// (==), the singletons None, True and False (is), captures and the
// wildcard, as-patterns, or-patterns without captures, sequence patterns
// over lists and tuples of known length, and class patterns of the
// built-in scalar types (int(), str(x): isinstance, then the subject
// itself). Anything else is unsupported-match at the pattern.
//
// The subject is evaluated once; the cases are tried in order; a
// pattern's captures are bound when it matches, before its guard runs
// (and stay bound if the guard fails, as in CPython).

import (
	"clauz3/pkg/python/ast"
)

// execMatch runs a match statement.
func (f *frame) execMatch(s *ast.Match) {
	subj := f.eval(s.Subject)
	if isFalse(f.reach) {
		return
	}
	var run func(i int)
	run = func(i int) {
		if i == len(s.Cases) || isFalse(f.reach) {
			return
		}
		c := s.Cases[i]
		var binds []capture
		cond, ok := f.matchPattern(c.Pattern, subj, &binds)
		if !ok {
			return
		}
		f.branch(cond, func() {
			for _, b := range binds {
				f.assign(&ast.Name{Id: b.name, Loc: b.at.Span()}, b.v)
			}
			if c.Guard == nil {
				f.execBlock(c.Body)
				return
			}
			g := f.truth(f.eval(c.Guard), c.Guard.Span())
			f.branch(g, func() { f.execBlock(c.Body) }, func() { run(i + 1) })
		}, func() { run(i + 1) })
	}
	run(0)
}

// capture is a name a pattern binds, and to what.
type capture struct {
	name string
	v    Value
	at   ast.Pattern
}

// matchPattern is the condition under which p matches v, adding the
// captures it makes; ok false when the pattern is not modelled (reported).
func (f *frame) matchPattern(p ast.Pattern, v Value, binds *[]capture) (term, bool) {
	unsupported := func(why string) (term, bool) {
		f.poison("unsupported-match", p.Span(), "%s", why)
		return nil, false
	}
	switch p := p.(type) {
	case *ast.MatchValue:
		x := f.eval(p.Value)
		if isFalse(f.reach) {
			return nil, false
		}
		return f.cmp(ast.Eq, v, x, p.Span()), true
	case *ast.MatchSingleton:
		x := f.constant(&ast.Constant{Value: p.Value, Loc: p.Loc})
		return f.cmp(ast.Is, v, x, p.Span()), true
	case *ast.MatchAs:
		cond := tTrue
		if p.Pattern != nil {
			var ok bool
			if cond, ok = f.matchPattern(p.Pattern, v, binds); !ok {
				return nil, false
			}
		}
		if p.Name != "" {
			*binds = append(*binds, capture{name: p.Name, v: v, at: p})
		}
		return cond, true
	case *ast.MatchOr:
		var alts []term
		for _, q := range p.Patterns {
			var inner []capture
			t, ok := f.matchPattern(q, v, &inner)
			if !ok {
				return nil, false
			}
			if len(inner) > 0 {
				return unsupported("an or-pattern with captures is not supported")
			}
			alts = append(alts, t)
		}
		return mkOr(alts...), true
	case *ast.MatchSequence:
		if _, isStr := v.(strV); isStr {
			return tFalse, true // a str is not a sequence to match
		}
		switch v.(type) {
		case intV, boolV, floatV, noneV:
			return tFalse, true
		}
		lv, ok := v.(*listV)
		if !ok || !lv.exact() {
			return unsupported("a sequence pattern over a value whose length is not known is not supported")
		}
		for _, q := range p.Patterns {
			if _, star := q.(*ast.MatchStar); star {
				return unsupported("a starred sequence pattern is not supported")
			}
		}
		if len(p.Patterns) != len(lv.elems) {
			return tFalse, true
		}
		var parts []term
		for i, q := range p.Patterns {
			t, ok := f.matchPattern(q, lv.elems[i], binds)
			if !ok {
				return nil, false
			}
			parts = append(parts, t)
		}
		return mkAnd(parts...), true
	case *ast.MatchClass:
		cls := f.eval(p.Cls)
		b, ok := cls.(*builtinV)
		if !ok || len(p.KwdPatterns) > 0 || len(p.Patterns) > 1 {
			return unsupported("a class pattern other than int(), str(), bool() or float() with at most one positional pattern is not supported")
		}
		switch b.name {
		case "int", "str", "bool", "float":
		default:
			return unsupported("a class pattern other than int(), str(), bool() or float() with at most one positional pattern is not supported")
		}
		inst := f.callBuiltin(&builtinV{name: "isinstance"}, []Value{v, cls}, nil, &ast.Call{Func: p.Cls, Loc: p.Loc})
		t, ok := truthOf(inst)
		if !ok {
			return unsupported("this class pattern is not supported")
		}
		if len(p.Patterns) == 1 {
			// int(x) and the like match the subject itself
			sub, ok := f.matchPattern(p.Patterns[0], v, binds)
			if !ok {
				return nil, false
			}
			t = mkAnd(t, sub)
		}
		return t, true
	}
	return unsupported("this pattern is not supported")
}

// patternNames adds the names p binds (captures, as-names, starred and
// mapping rests) to out: they are locals of the enclosing function.
func patternNames(p ast.Pattern, out map[string]bool) {
	switch p := p.(type) {
	case *ast.MatchAs:
		if p.Name != "" {
			out[p.Name] = true
		}
		if p.Pattern != nil {
			patternNames(p.Pattern, out)
		}
	case *ast.MatchStar:
		if p.Name != "" {
			out[p.Name] = true
		}
	case *ast.MatchOr:
		for _, q := range p.Patterns {
			patternNames(q, out)
		}
	case *ast.MatchSequence:
		for _, q := range p.Patterns {
			patternNames(q, out)
		}
	case *ast.MatchMapping:
		for _, q := range p.Patterns {
			patternNames(q, out)
		}
		if p.Rest != "" {
			out[p.Rest] = true
		}
	case *ast.MatchClass:
		for _, q := range append(append([]ast.Pattern{}, p.Patterns...), p.KwdPatterns...) {
			patternNames(q, out)
		}
	}
}
