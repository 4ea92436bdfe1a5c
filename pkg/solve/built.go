package solve

import (
	"fmt"

	"clauz3/pkg/diag"
	"clauz3/pkg/dsl"
)

// In the front door lower hands solve the typed terms it built (the ir
// fields FooTerm next to each expression Foo), so nothing is parsed
// between the two stages. A document read from JSON has only the texts,
// which are parsed and checked as before. Both paths give the same
// terms: lower's tests check that its texts, parsed, are its terms.

// expr is the typed term of one expression of the document: built when
// lower gave it (its names checked against sc), otherwise src parsed and
// checked in sc.
func (p *program) expr(src string, built *dsl.Term, sc *dsl.Scope, boolean bool) (*dsl.Term, error) {
	if built != nil && p.opts.CheckBuilt {
		builtAgrees(src, built, built, sc)
	}
	if built != nil {
		if err := namesDeclared(built, sc); err != nil {
			return nil, err
		}
		return built, nil
	}
	if boolean {
		return dsl.CheckBool(src, sc)
	}
	return dsl.Check(src, sc)
}

// rowExpr is expr for an expression over the row variable row, for one
// fact instance whose fields are given.
func (p *program) rowExpr(src string, built *dsl.Term, row string, fields map[string]*dsl.Term, sc *dsl.Scope, boolean bool) (*dsl.Term, error) {
	if built == nil {
		return p.expr(src, nil, sc, boolean)
	}
	// The same predicate is checked for every fact: its names (not the
	// row's, which namesDeclared skips) are checked once.
	if !p.rowChecked[built] {
		if err := namesDeclared(built, sc); err != nil {
			return nil, err
		}
		if p.rowChecked == nil {
			p.rowChecked = map[*dsl.Term]bool{}
		}
		p.rowChecked[built] = true
	}
	// The fields are the fact's, checked with the fact (for a quantified
	// fact, with solve's own constants for the iteration).
	t, err := p.substRow(built, row, fields)
	if err == nil && p.opts.CheckBuilt {
		plain, _ := dsl.SubstituteRow(built, row, fields)
		builtAgrees(src, built, plain, sc)
	}
	if err != nil {
		// The text gives the established message; a text that checks
		// where the term does not is a bug of lower.
		if _, cerr := p.expr(src, nil, sc, boolean); cerr != nil {
			return nil, cerr
		}
		panic(diag.ICE("solve: lower's term %s disagrees with its text: %v", dsl.Format(built), err))
	}
	return t, nil
}

// namesDeclared checks that every constant of a built term is declared
// in sc with the term's sort: a mismatch is a bug of lower.
func namesDeclared(t *dsl.Term, sc *dsl.Scope) error {
	var bad error
	dsl.Walk(t, func(x *dsl.Term) bool {
		if bad != nil {
			return false
		}
		if x.Op != dsl.OpConst || x.Sort.Kind == dsl.KRow {
			return true
		}
		sym, ok := sc.Lookup(x.Name)
		switch {
		case !ok:
			bad = fmt.Errorf("name %s is not declared", x.Name)
		case sym.Kind != dsl.SymConst:
			bad = fmt.Errorf("%s is not a constant", x.Name)
		case !sym.Sort.Equal(x.Sort):
			bad = fmt.Errorf("%s is declared %s but used as %s", x.Name, sym.Sort, x.Sort)
		}
		return true
	})
	if bad != nil {
		panic(diag.ICE("solve: lower's term %s: %v", dsl.Format(t), bad))
	}
	return nil
}

// builtAgrees checks that lower's term built is written src and that
// src, parsed and checked in sc, is the term want (built with the row's
// fields substituted) (Options.CheckBuilt, on in tests).
func builtAgrees(src string, built, want *dsl.Term, sc *dsl.Scope) {
	if got := dsl.Format(built); got != src {
		panic(diag.ICE("solve: lower's term is written %q but the document says %q", got, src))
	}
	parsed, err := dsl.Check(src, sc)
	if err != nil {
		panic(diag.ICE("solve: lower's text %q does not check: %v", src, err))
	}
	if why := dsl.SameTerm(parsed, want); why != "" {
		panic(diag.ICE("solve: lower's term for %q differs from its text parsed: %s", src, why))
	}
}
