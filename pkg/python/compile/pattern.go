package compile

import (
	"clauz3/pkg/diag"
	"clauz3/pkg/python/ast"
)

// The checks of match statements (compiler_match and compiler_pattern_*).

// patternCtx is the part of pattern_context the checks need.
type patternCtx struct {
	stores           []string // names captured so far
	allowIrrefutable bool     // an irrefutable pattern is allowed here
}

func isWildcard(p ast.Pattern) bool {
	a, ok := p.(*ast.MatchAs)
	return ok && a.Pattern == nil && a.Name == ""
}

// compMatch is compiler_match_inner. A trailing `case _:` after other
// cases is not generated as a pattern.
func (c *checker) compMatch(s *ast.Match) {
	c.compExpr(s.Subject)
	n := len(s.Cases)
	if n == 0 {
		return
	}
	hasDefault := 0
	if isWildcard(s.Cases[n-1].Pattern) && n > 1 {
		hasDefault = 1
	}
	for i := 0; i < n-hasDefault; i++ {
		m := s.Cases[i]
		c.u.loc = m.Pattern.Span()
		pc := &patternCtx{allowIrrefutable: m.Guard != nil || i == n-1}
		c.compPattern(m.Pattern, pc)
		for _, name := range pc.stores {
			c.nameop(name, ast.Store)
		}
		if m.Guard != nil {
			c.compExpr(m.Guard)
		}
		c.compStmts(m.Body)
	}
	if hasDefault == 1 {
		m := s.Cases[n-1]
		c.u.loc = m.Pattern.Span()
		if m.Guard != nil {
			c.compExpr(m.Guard)
		}
		c.compStmts(m.Body)
	}
}

// patternLoc is where an error about pattern p is reported: 3.12 passes
// the pattern's location, 3.11 reports the last location set, which is
// the last (sub)pattern generated.
func (c *checker) patternLoc(p ast.Pattern) diag.Span {
	if c.v == Py312 {
		return p.Span()
	}
	return c.u.loc
}

// compPattern is compiler_pattern.
func (c *checker) compPattern(p ast.Pattern, pc *patternCtx) {
	c.step()
	c.u.loc = p.Span()
	switch p := p.(type) {
	case *ast.MatchValue:
		c.compExpr(p.Value)
	case *ast.MatchSingleton:
	case *ast.MatchSequence:
		c.compPatternSequence(p, pc)
	case *ast.MatchMapping:
		c.compPatternMapping(p, pc)
	case *ast.MatchClass:
		c.compPatternClass(p, pc)
	case *ast.MatchStar:
		c.storeName(p.Name, pc, p)
	case *ast.MatchAs:
		if p.Pattern == nil {
			if !pc.allowIrrefutable {
				if p.Name != "" {
					c.fail("name capture %s makes remaining patterns unreachable", reprStr(p.Name))
				}
				c.fail("wildcard makes remaining patterns unreachable")
			}
			c.storeName(p.Name, pc, p)
			return
		}
		c.compPattern(p.Pattern, pc)
		c.storeName(p.Name, pc, p)
	case *ast.MatchOr:
		c.compPatternOr(p, pc)
	}
}

// compSubpattern is compiler_pattern_subpattern: inside a pattern, an
// irrefutable subpattern is fine.
func (c *checker) compSubpattern(p ast.Pattern, pc *patternCtx) {
	allow := pc.allowIrrefutable
	pc.allowIrrefutable = true
	c.compPattern(p, pc)
	pc.allowIrrefutable = allow
}

// storeName is pattern_helper_store_name.
func (c *checker) storeName(name string, pc *patternCtx, p ast.Pattern) {
	if name == "" {
		return
	}
	at := c.patternLoc(p)
	c.forbidden(name, ast.Store, at)
	for _, s := range pc.stores {
		if s == name {
			c.errorAt(at, "multiple assignments to name %s in pattern", reprStr(name))
		}
	}
	pc.stores = append(pc.stores, name)
}

// compPatternSequence is compiler_pattern_sequence.
func (c *checker) compPatternSequence(p *ast.MatchSequence, pc *patternCtx) {
	star := -1
	onlyWildcard := true
	starWildcard := false
	for i, q := range p.Patterns {
		if s, ok := q.(*ast.MatchStar); ok {
			if star >= 0 {
				c.fail("multiple starred names in sequence pattern")
			}
			starWildcard = s.Name == ""
			onlyWildcard = onlyWildcard && starWildcard
			star = i
			continue
		}
		onlyWildcard = onlyWildcard && isWildcard(q)
	}
	switch {
	case onlyWildcard:
	case starWildcard:
		for i, q := range p.Patterns {
			if isWildcard(q) || i == star {
				continue
			}
			c.compSubpattern(q, pc)
		}
	default:
		if star >= 0 && (star >= 1<<8 || len(p.Patterns)-star-1 >= (1<<31-1)>>8) {
			c.fail("too many expressions in star-unpacking sequence pattern")
		}
		for _, q := range p.Patterns {
			c.compSubpattern(q, pc)
		}
	}
}

// compPatternMapping is compiler_pattern_mapping: keys are literals
// (folded to constants) or attribute lookups, never the same constant
// twice.
func (c *checker) compPatternMapping(p *ast.MatchMapping, pc *patternCtx) {
	if len(p.Keys) == 0 && p.Rest == "" {
		return
	}
	var seen []cval
	for _, key := range p.Keys {
		if key == nil {
			continue
		}
		if v, ok := foldConst(key); ok {
			for _, s := range seen {
				if constEqual(s, v) {
					c.fail("mapping pattern checks duplicate key (%s)", repr(v))
				}
			}
			seen = append(seen, v)
		} else if _, ok := key.(*ast.Attribute); !ok {
			c.fail("mapping pattern keys may only match literals and attribute lookups")
		}
		c.compExpr(key)
	}
	for _, q := range p.Patterns {
		if isWildcard(q) {
			continue
		}
		c.compSubpattern(q, pc)
	}
	if p.Rest != "" {
		c.storeName(p.Rest, pc, p)
	}
}

// compPatternClass is compiler_pattern_class.
func (c *checker) compPatternClass(p *ast.MatchClass, pc *patternCtx) {
	// validate_kwd_attrs
	for i, attr := range p.KwdAttrs {
		if i < len(p.KwdPatterns) {
			c.u.loc = p.KwdPatterns[i].Span()
		}
		c.forbidden(attr, ast.Store, c.u.loc)
		for j := i + 1; j < len(p.KwdAttrs); j++ {
			if p.KwdAttrs[j] == attr {
				if j < len(p.KwdPatterns) {
					c.u.loc = p.KwdPatterns[j].Span()
				}
				c.fail("attribute name repeated in class pattern: %s", attr)
			}
		}
	}
	c.u.loc = p.Loc
	c.compExpr(p.Cls)
	for _, q := range p.Patterns {
		if !isWildcard(q) {
			c.compSubpattern(q, pc)
		}
	}
	for _, q := range p.KwdPatterns {
		if !isWildcard(q) {
			c.compSubpattern(q, pc)
		}
	}
}

// compPatternOr is compiler_pattern_or: every alternative binds the same
// names; only the last may be irrefutable.
func (c *checker) compPatternOr(p *ast.MatchOr, pc *patternCtx) {
	oldStores := pc.stores
	oldAllow := pc.allowIrrefutable
	var control []string
	for i, alt := range p.Patterns {
		c.u.loc = alt.Span()
		pc.stores = nil
		pc.allowIrrefutable = i == len(p.Patterns)-1 && oldAllow
		c.compPattern(alt, pc)
		if i == 0 {
			control = pc.stores
			continue
		}
		same := len(pc.stores) == len(control)
		for _, name := range control {
			if !contains(pc.stores, name) {
				same = false
			}
		}
		if !same {
			c.errorAt(c.patternLoc(p), "alternative patterns bind different names")
		}
	}
	pc.stores = append([]string(nil), oldStores...)
	pc.allowIrrefutable = oldAllow
	for _, name := range control {
		if contains(pc.stores, name) {
			c.errorAt(c.patternLoc(p), "multiple assignments to name %s in pattern", reprStr(name))
		}
		pc.stores = append(pc.stores, name)
	}
}

func contains(ss []string, s string) bool {
	for _, x := range ss {
		if x == s {
			return true
		}
	}
	return false
}
