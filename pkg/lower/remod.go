package lower

// This file models the part of the standard library's re module whose
// result is decided by the language of the pattern (issue 18):
// re.fullmatch, re.match and re.search with a literal str pattern and no
// flags (directly or through re.compile), whose result is only tested
// (if m:, m is None, bool(m)). A match exists exactly when the string is
// in a regular language: the pattern's (fullmatch), the pattern's
// followed by anything (match), or that with anything before (search);
// a leading ^ or \A and a trailing $ (the end, or just before a final
// newline) or \Z narrow it. That language is written in Go's regexp
// syntax (RE2) in an InRe term, which solve gives Z3 as a regular
// expression and the evaluator checks with package regexp.
//
// The pattern subset and its translation are package pyre's, which the
// interpreter shares.

import (
	"clauz3/pkg/diag"
	"clauz3/pkg/dsl"
	"clauz3/pkg/python/ast"
	"clauz3/pkg/python/pyre"
	"clauz3/pkg/python/value"
)

// patternV is a compiled pattern (re.compile of a literal).
type patternV struct{ src string }

// matchV is a re.Match object: it is true, and nothing else of it is
// modelled.
type matchV struct{}

func (*patternV) typeName() string { return "re.Pattern" }
func (matchV) typeName() string    { return "re.Match" }

// callRe calls re.<name>; ok is false for a name this file does not model.
func (f *frame) callRe(name string, args []Value, kws []kwArg, c *ast.Call) (Value, bool) {
	switch name {
	case "compile":
		src, ok := f.reArgs(name, args, kws, 1, c)
		if !ok {
			return quietPoison("unsupported-re", c.Span(), "re"), true
		}
		if _, why := pyre.Parse(src); why != "" {
			return f.poison("unsupported-re", c.Span(), "the pattern %s is not supported: %s", value.StrRepr(src), why), true
		}
		return &patternV{src: src}, true
	case "fullmatch", "match", "search":
		src, ok := f.reArgs(name, args, kws, 2, c)
		if !ok {
			return quietPoison("unsupported-re", c.Span(), "re"), true
		}
		return f.reMatch(name, src, args[1], c), true
	}
	return nil, false
}

// callPattern calls p.<name>(string).
func (f *frame) callPattern(p *patternV, name string, args []Value, kws []kwArg, c *ast.Call) Value {
	if name != "fullmatch" && name != "match" && name != "search" {
		return f.poison("unsupported-re", c.Span(), "re.Pattern.%s is not supported", name)
	}
	if len(kws) > 0 || len(args) != 1 {
		return f.poison("unsupported-re", c.Span(), "re.Pattern.%s is supported with one argument, the string, only", name)
	}
	return f.reMatch(name, p.src, args[0], c)
}

// reArgs checks the arguments of re.<name>(pattern, [string,] flags=0):
// the pattern must be a str literal and the flags absent or 0.
func (f *frame) reArgs(name string, args []Value, kws []kwArg, n int, c *ast.Call) (string, bool) {
	if len(args) > n+1 || len(args) < n && len(kws) == 0 {
		f.poison("unsupported-re", c.Span(), "re.%s is supported as re.%s(pattern%s) with a literal pattern", name, name, map[bool]string{true: ", string", false: ""}[n == 2])
		return "", false
	}
	flags := []Value{}
	if len(args) == n+1 {
		flags = append(flags, args[n])
	}
	for _, k := range kws {
		if k.name != "flags" {
			f.poison("unsupported-re", c.Span(), "re.%s with the keyword %s is not supported", name, k.name)
			return "", false
		}
		if len(flags) > 0 {
			f.raise("TypeError", c.Span(), "%s() got multiple values for argument 'flags'", name)
			return "", false
		}
		flags = append(flags, k.v)
	}
	for _, fl := range flags {
		if p, ok := fl.(*poisonV); ok {
			f.use(p, c.Span())
			return "", false
		}
		n, ok := asInt(fl)
		if !ok {
			f.poison("unsupported-re", c.Span(), "re.%s with flags is not supported", name)
			return "", false
		}
		if v, lit := intLit(n); !lit || v.Sign() != 0 {
			f.poison("unsupported-re", c.Span(), "re.%s with flags is not supported", name)
			return "", false
		}
	}
	if len(args) < n {
		f.poison("unsupported-re", c.Span(), "re.%s is supported with positional arguments only", name)
		return "", false
	}
	s, ok := args[0].(strV)
	if !ok {
		f.poison("unsupported-re", c.Span(), "re.%s is supported with a str pattern only, not a %s", name, args[0].typeName())
		return "", false
	}
	r, ok := strLitRunes(s.e)
	if !ok {
		f.poison("unsupported-re", c.Span(), "re.%s is supported with a literal pattern only", name)
		return "", false
	}
	return string(r), true
}

// reMatch is re.<name>(src, arg): a Match when the string is in the
// language (see the file comment), else None.
func (f *frame) reMatch(name, src string, arg Value, c *ast.Call) Value {
	if u, ok := arg.(*unionV); ok {
		return f.split(u, func(x Value) Value { return f.reMatch(name, src, x, c) })
	}
	if p, ok := arg.(*poisonV); ok {
		f.use(p, c.Span())
		return &poisonV{code: p.code, msg: p.msg, reported: true}
	}
	s, ok := arg.(strV)
	if !ok {
		if isScalarOrNone(arg) || isContainer(arg) {
			f.raise("TypeError", c.Span(), "expected string or bytes-like object, got '%s'", arg.typeName())
			return quietPoison("unsupported-dead", c.Span(), "unreachable")
		}
		return f.poison("unsupported-re", c.Span(), "re.%s of a %s is not supported", name, arg.typeName())
	}
	p, why := pyre.Parse(src)
	if why != "" {
		return f.poison("unsupported-re", c.Span(), "the pattern %s is not supported: %s", value.StrRepr(src), why)
	}
	lang := p.Language(name)
	if !dsl.RegexOK(lang) {
		panic(diag.ICE("lower: the pattern %q was translated to %q, which Go's regexp refuses", src, lang))
	}
	var in term
	if r, ok := strLitRunes(s.e); ok {
		in = boolLit(dsl.MatchRegex(lang, string(r)))
	} else if t, ok := literalMatch(name, p, s.e); ok {
		in = t
	} else {
		// (not named: Z3 4.8.12 gives up on a membership behind a
		// definition, Bool == And(InRe, ...), where it decides the same
		// membership asserted directly)
		in = mkAnd(dsl.InRe(s.e, lang), implied(lang, s.e))
	}
	return &unionV{alts: []Value{matchV{}, noneV{}}, conds: []term{in, mkNot(in)}}
}

// isContainer reports whether v is a list, tuple, dict or set.
func isContainer(v Value) bool {
	switch v.(type) {
	case *listV, *dictV, *setV:
		return true
	}
	return false
}

// literalMatch is re.<fn> of a pattern that is one literal string (with
// its anchors) as string operations, which decide the same strings as
// the language and which Z3 reasons about far better than about regular
// expressions: fullmatch is ==, match a prefix, search a substring, and
// the anchors fix an end. ok is false for any other pattern.
func literalMatch(fn string, p pyre.Pattern, s term) (term, bool) {
	re, err := dsl.ParseRegex(p.Body)
	if err != nil {
		return nil, false
	}
	lit, ok := pyre.ExactString(re)
	if !ok {
		return nil, false
	}
	l, ok1 := strTerm(lit)
	ln, ok2 := strTerm(lit + "\n")
	if !ok1 || !ok2 {
		return nil, false
	}
	prefix := func(x term) term { return app(dsl.OpPrefixOf, boolSort, []*dsl.Sort{strSort, strSort}, x, s) }
	suffix := func(x term) term { return app(dsl.OpSuffixOf, boolSort, []*dsl.Sort{strSort, strSort}, x, s) }
	if fn == "fullmatch" {
		return mkEq(s, l), true
	}
	if fn == "match" || p.Start {
		switch p.End {
		case 'Z':
			return mkEq(s, l), true
		case '$':
			return mkOr(mkEq(s, l), mkEq(s, ln)), true
		}
		return prefix(l), true
	}
	switch p.End {
	case 'Z':
		return suffix(l), true
	case '$':
		return mkOr(suffix(l), suffix(ln)), true
	}
	return app(dsl.OpContains, boolSort, []*dsl.Sort{strSort, strSort}, s, l), true
}

// implied is what every string of the language lang has: its common
// prefix and suffix, the literal runs every member contains, and its
// least and greatest lengths. Conjoined with the membership (which
// implies it) it gives Z3 string facts it decides well.
func implied(lang string, s term) term {
	re, err := dsl.ParseRegex(lang)
	if err != nil {
		return tTrue
	}
	var parts []term
	add := func(op dsl.Op, x string) {
		if x == "" {
			return
		}
		if t, ok := strTerm(x); ok {
			if op == dsl.OpContains {
				parts = append(parts, app(op, boolSort, []*dsl.Sort{strSort, strSort}, s, t))
			} else {
				parts = append(parts, app(op, boolSort, []*dsl.Sort{strSort, strSort}, t, s))
			}
		}
	}
	add(dsl.OpPrefixOf, pyre.Prefix(re))
	add(dsl.OpSuffixOf, pyre.Suffix(re))
	for _, x := range pyre.Runs(re) {
		add(dsl.OpContains, x)
	}
	lo, hi := pyre.Lens(re)
	if lo > 0 {
		parts = append(parts, mkBin(mkLength(s), ">=", intTermI(int64(lo))))
	}
	if hi >= 0 {
		parts = append(parts, mkBin(mkLength(s), "<=", intTermI(int64(hi))))
	}
	return mkAnd(parts...)
}
