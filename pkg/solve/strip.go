package solve

import (
	"fmt"
	"math/big"

	"clauz3/pkg/dsl"
	"clauz3/pkg/z3"
)

// strip translates Python's strip, lstrip or rstrip (t's operator) of s
// over the characters of t's second argument, a literal. Z3 has no such
// operation; the value is a fresh string m defined exactly: s == l + m +
// r with l and r runs of those characters (l empty for rstrip, r for
// lstrip), and m empty or neither starting (strip, lstrip) nor ending
// (strip, rstrip) with one of them. Then l and r are the longest runs and
// m is CPython's result (when m is empty, how s splits into l and r does
// not matter). The definition goes to p.side, asserted in the scope of
// every check; Z3 4.8 decides such equations over concatenations far
// better than the same runs written with SubString and lengths.
func (p *program) strip(t *dsl.Term, s z3.Term) z3.Term {
	z := p.z
	chars, _ := t.Args[1].StrVal() // a literal: the checker requires it
	// The characters as a Z3 union of single characters, built here (a
	// Go pattern would be simplified by its parser: [aA] becomes a
	// case-folded a).
	var alts []z3.Term
	seen := map[rune]bool{}
	for _, r := range chars {
		if !seen[r] && r <= z3.MaxChar {
			seen[r] = true
			alts = append(alts, z.ReFromSeq(z.Char(r)))
		}
	}
	var one z3.Term
	switch len(alts) {
	case 0:
		one = z.ReComplement(z.ReFull(z.ReSort(z.StringSort())))
	case 1:
		one = alts[0]
	default:
		one = z.ReUnion(alts...)
	}
	run := z.ReStar(one)
	p.nStrip++
	name := func(part string) string { return fmt.Sprintf("strip!%d!%s", p.nStrip, part) }
	str := z.StringSort()
	m := z.Const(name("m"), str)
	parts := []z3.Term{m}
	var conds, edge []z3.Term
	if t.Op != dsl.OpPyRStrip {
		l := z.Const(name("l"), str)
		parts = append([]z3.Term{l}, parts...)
		conds = append(conds, z.InRe(l, run))
		edge = append(edge, z.Not(z.InRe(z.At(m, z.Int(big.NewInt(0))), one)))
	}
	if t.Op != dsl.OpPyLStrip {
		r := z.Const(name("r"), str)
		parts = append(parts, r)
		conds = append(conds, z.InRe(r, run))
		last := z.Sub(z.Length(m), z.Int(big.NewInt(1)))
		edge = append(edge, z.Not(z.InRe(z.At(m, last), one)))
	}
	conds = append(conds, z.Eq(s, z.Concat(parts...)), z.Or(z.Eq(m, z.String("")), z.And(edge...)))
	// Implied, and stated for Z3's sake: s contains m (ends with it after
	// lstrip, starts with it after rstrip).
	switch t.Op {
	case dsl.OpPyLStrip:
		conds = append(conds, z.SuffixOf(m, s))
	case dsl.OpPyRStrip:
		conds = append(conds, z.PrefixOf(m, s))
	default:
		conds = append(conds, z.Contains(s, m))
	}
	p.side = append(p.side, z.And(conds...))
	return m
}

// translateStrips translates, before any check, the conditions and
// field values of the facts that mention a strip: a counterexample reads
// them in the model of a check, which must hold their definitions
// (p.side), not define them afterwards (D20: a strip first translated
// for the counterexample was free in the model).
func (p *program) translateStrips(facts []*factInfo) {
	seen := map[*dsl.Term]bool{}
	var has func(t *dsl.Term) bool
	has = func(t *dsl.Term) bool {
		if seen[t] {
			return false // looked at already (and translated if it had one)
		}
		seen[t] = true
		switch t.Op {
		case dsl.OpPyStrip, dsl.OpPyLStrip, dsl.OpPyRStrip:
			return true
		}
		for _, a := range t.Args {
			if has(a) {
				return true
			}
		}
		return false
	}
	for _, f := range facts {
		if f.quantified {
			continue
		}
		if f.cond != nil && has(f.cond) {
			p.tr(f.cond)
		}
		for _, v := range f.values {
			if v != nil && has(v) {
				p.tr(v)
			}
		}
	}
}
