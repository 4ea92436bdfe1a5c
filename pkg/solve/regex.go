package solve

import (
	"context"
	"fmt"
	"regexp/syntax"
	"strings"
	"unicode"

	"clauz3/pkg/diag"
	"clauz3/pkg/dsl"
	"clauz3/pkg/ir"
	"clauz3/pkg/z3"
)

// regex is a Go regular expression (dsl.ParseRegex: simplified, so
// without counted repeats) as a Z3 regular expression over strings.
// Character ranges are cut at the largest character Z3 4.8.12 strings
// hold (z3.MaxChar): no string of Z3's has a larger one.
func (p *program) regex(re *syntax.Regexp) z3.Term {
	z := p.z
	reSort := z.ReSort(z.StringSort())
	char := z.Char
	none := func() z3.Term { return z.ReComplement(z.ReFull(reSort)) }
	ranges := func(rs []rune) z3.Term {
		var parts []z3.Term
		for i := 0; i+1 < len(rs); i += 2 {
			lo, hi := rs[i], min(rs[i+1], z3.MaxChar)
			if lo > hi {
				continue
			}
			if lo == hi {
				parts = append(parts, z.ReFromSeq(char(lo)))
			} else {
				parts = append(parts, z.ReRange(char(lo), char(hi)))
			}
		}
		switch len(parts) {
		case 0:
			return none()
		case 1:
			return parts[0]
		}
		return z.ReUnion(parts...)
	}
	subs := func() []z3.Term {
		out := make([]z3.Term, len(re.Sub))
		for i, s := range re.Sub {
			out[i] = p.regex(s)
		}
		return out
	}
	switch re.Op {
	case syntax.OpNoMatch:
		return none()
	case syntax.OpEmptyMatch:
		return z.ReFromSeq(z.String(""))
	case syntax.OpLiteral:
		var cs []z3.Term
		for _, r := range re.Rune {
			if re.Flags&syntax.FoldCase != 0 {
				// every rune of r's case-folding orbit, as Go's regexp
				// matches it (the parser writes [aA] so)
				orbit := []rune{r}
				for f := unicode.SimpleFold(r); f != r; f = unicode.SimpleFold(f) {
					orbit = append(orbit, f)
				}
				var alts []z3.Term
				for _, f := range orbit {
					if f <= z3.MaxChar {
						alts = append(alts, z.ReFromSeq(char(f)))
					}
				}
				switch len(alts) {
				case 0:
					return none()
				case 1:
					cs = append(cs, alts[0])
				default:
					cs = append(cs, z.ReUnion(alts...))
				}
				continue
			}
			if r > z3.MaxChar {
				return none() // no string of Z3's holds it
			}
			cs = append(cs, z.ReFromSeq(char(r)))
		}
		if len(cs) == 1 {
			return cs[0]
		}
		return z.ReConcat(cs...)
	case syntax.OpCharClass:
		return ranges(re.Rune)
	case syntax.OpAnyCharNotNL:
		return ranges([]rune{0, '\n' - 1, '\n' + 1, z3.MaxChar})
	case syntax.OpAnyChar:
		return ranges([]rune{0, z3.MaxChar})
	case syntax.OpCapture:
		return p.regex(re.Sub[0])
	case syntax.OpStar:
		return z.ReStar(p.regex(re.Sub[0]))
	case syntax.OpPlus:
		return z.RePlus(p.regex(re.Sub[0]))
	case syntax.OpQuest:
		return z.ReOption(p.regex(re.Sub[0]))
	case syntax.OpConcat:
		s := subs()
		if len(s) == 1 {
			return s[0]
		}
		return z.ReConcat(s...)
	case syntax.OpAlternate:
		s := subs()
		if len(s) == 1 {
			return s[0]
		}
		return z.ReUnion(s...)
	}
	panic(fmt.Errorf("solve: regular expression operator %v is not supported", re.Op))
}

// abstractRe is the free Bool standing for the membership t.
func (p *program) abstractRe(t *dsl.Term) z3.Term {
	key := dsl.Format(t)
	if b, ok := p.reAbs[key]; ok {
		return b
	}
	if p.reAbs == nil {
		p.reAbs = map[string]z3.Term{}
	}
	b := p.z.Const(fmt.Sprintf("_abstract_re%d", len(p.reAbs)), p.z.BoolSort())
	p.reAbs[key] = b
	return b
}

// proveAbstractingRegex decides again, with every membership in a
// regular language a free Bool, the obligations of a document with such
// memberships that Z3 left unknown, and takes the ones it proves.
// Z3 4.8.12 gives up on many a membership that is not asserted directly
// (behind a definition, under a disjunction) although the string facts
// lower states beside it (a prefix, a suffix, a length: see lower's
// remod.go) decide the obligation. The abstraction only forgets: what it
// proves (the goal's negation unsatisfiable whatever the memberships
// are) holds. Obligations decided by satisfiability (the assumptions'
// consistency) are not taken from it, and neither is anything else it
// says: counterexamples come from the exact run.
func proveAbstractingRegex(ctx context.Context, doc *ir.DSL, opts Options, out *ir.Result) error {
	if opts.abstractRegex || doc.Version == "" || !hasUnknown(out) || !usesRegex(doc) {
		return nil
	}
	opts.abstractRegex = true
	opts.Warn = func(*diag.Diagnostic) {}
	opts.SMT2Dir = ""
	opts.noGround = true
	res := &ir.Result{Version: out.Version, DSL: doc, Solver: out.Solver, Obligations: []ir.ObligationResult{}}
	abs, err := solveZ3(ctx, doc, opts, res)
	if err != nil {
		return err
	}
	kinds := map[string]string{}
	for _, o := range doc.Obligations {
		kinds[o.ID] = o.Kind
	}
	for i, o := range out.Obligations {
		if o.Status != ir.StatusUnknown || i >= len(abs.Obligations) || abs.Obligations[i].ID != o.ID {
			continue
		}
		if kinds[o.ID] == ir.KindConsistency || abs.Obligations[i].Status != ir.StatusProved {
			continue
		}
		out.Obligations[i] = ir.ObligationResult{ID: o.ID, Status: ir.StatusProved, TimeMS: abs.Obligations[i].TimeMS}
	}
	return nil
}

// usesRegex reports whether doc may have a membership in a regular
// language: its text mentions InRe (documents read from JSON carry text
// only; a string literal that mentions it costs a second run, no more).
func usesRegex(doc *ir.DSL) bool {
	has := func(x string) bool { return strings.Contains(x, "InRe(") }
	for _, k := range doc.KnowledgeBase {
		if has(k.Assertion) {
			return true
		}
	}
	for _, o := range doc.Obligations {
		if has(o.Goal) {
			return true
		}
	}
	for _, f := range doc.Facts {
		if has(f.Cond) {
			return true
		}
		for _, fl := range f.Fields {
			if has(fl.Value) {
				return true
			}
		}
	}
	for _, a := range doc.Assumptions {
		if has(a.Expr) {
			return true
		}
	}
	return false
}
