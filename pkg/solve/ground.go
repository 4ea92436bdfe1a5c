package solve

import (
	"context"

	"clauz3/pkg/dsl"
	"clauz3/pkg/ir"
)

// Ground obligations. An obligation whose goal mentions no symbol (no
// input, no trusted result, no quantified variable) has one truth value,
// which pkg/dsl's evaluator computes exactly: the evaluator follows
// SMT-LIB's semantics and refuses (dsl.ErrUnspecified) every term whose
// value SMT-LIB leaves open (division by zero, Nth out of range, ...),
// and those are left to Z3. A goal that evaluates to true is valid, so
// the obligation is proved without asking Z3; one that evaluates to
// false is refuted, but Z3 still makes its counterexample (the values
// of the inputs it does not mention are Z3's to choose, and the goldens
// hold Z3's). TestGroundAgreesWithZ3 decides every obligation of every
// lowered example both ways.
//
// A document whose knowledge base holds only lower's definitions, whose
// assumptions are all ground and true and whose obligations are all
// ground and true once simplified (decideGround) is decided without
// creating a Z3 context at all: the most expensive step of a short-lived
// process.

// groundEnv is the empty environment: a term that evaluates in it is
// ground.
var groundEnv = dsl.Env{}

// groundHolds reports whether t evaluates to true without any symbol.
// With --smt2 every check is written out, so nothing is skipped.
func (p *program) groundHolds(t *dsl.Term) bool {
	if t == nil || p.opts.SMT2Dir != "" || p.opts.noGround {
		return false
	}
	ok, err := dsl.EvalBool(t, groundEnv)
	return err == nil && ok
}

// groundCandidate reports whether doc may be decided without Z3: a
// clauz3 document (not a proof-of-thought program, whose verifications,
// optimization and models need Z3) with no knowledge base or rules.
func groundCandidate(doc *ir.DSL, opts Options) bool {
	return doc.Version != "" && opts.SMT2Dir == "" && !opts.noGround &&
		len(doc.Rules) == 0 && len(doc.Verifications) == 0 &&
		doc.Optimization == nil && len(doc.Actions) == 0 && len(doc.ReachChecks) == 0
}

// baseSatisfiable reports whether the knowledge base and assumptions are
// known satisfiable without Z3: the knowledge base holds only lower's
// definitions and every assumption is ground and true, or values of the
// symbols that make them all true are found (baseWitnessed).
func (p *program) baseSatisfiable() bool {
	if p.doc.Version == "" || p.opts.noGround || p.opts.SMT2Dir != "" || len(p.doc.Rules) > 0 {
		return false
	}
	return p.kbDefsOnly && p.groundAssumptions || p.baseWitnessed()
}

// caseSplit reports whether the case analysis and witness search of
// split.go may decide for Z3: never in a proof-of-thought program, with
// --smt2 (every check is written out) or when every check is asked of Z3
// (Options.noGround).
func (p *program) caseSplit() bool {
	return p.doc.Version != "" && !p.opts.noGround && p.opts.SMT2Dir == ""
}

// baseTerms are the terms of the document's base as the evaluator reads
// them: the knowledge base's entries (negated where their value is
// False), without its definitions when defs is false (the case analysis
// looks through them), and the assumptions.
func (p *program) baseTerms(defs bool) []*dsl.Term {
	var out []*dsl.Term
	for i, t := range p.kb {
		e := p.doc.KnowledgeBase[i]
		if e.Value == nil && !defs && t.Op == dsl.OpEq && len(t.Args) == 2 && t.Args[0].Op == dsl.OpConst &&
			p.defs[t.Args[0].Name] == t.Args[1] {
			continue
		}
		if e.Value != nil && !*e.Value {
			t = dsl.Not(t)
		}
		out = append(out, t)
	}
	return append(out, p.assumps...)
}

// defOrder lists the definitions in the order of the knowledge base.
func (p *program) defOrder() []string {
	var out []string
	for i, t := range p.kb {
		if p.doc.KnowledgeBase[i].Value == nil && t.Op == dsl.OpEq && len(t.Args) == 2 &&
			t.Args[0].Op == dsl.OpConst && p.defs[t.Args[0].Name] == t.Args[1] {
			out = append(out, t.Args[0].Name)
		}
	}
	return out
}

// baseWitnessed reports whether concrete values satisfying the base are
// found (witness, split.go).
func (p *program) baseWitnessed() bool {
	if p.witnessed == 0 && p.opts.pre != nil && p.caseSplit() {
		p.witnessed = p.opts.pre.witnessed
	}
	if p.witnessed == 0 {
		p.witnessed = 1
		if p.caseSplit() && len(p.doc.Rules) == 0 && len(p.kb) == len(p.doc.KnowledgeBase) &&
			witness(p.baseTerms(true), p.defs, p.defOrder(), &p.witnessWork) {
			p.witnessed = 2
		}
	}
	return p.witnessed == 2
}

// baseContradicts reports whether the case analysis shows the base
// unsatisfiable (the assumptions contradict each other, or the
// knowledge base does), which Z3's check of the base would answer
// unsat: every obligation is then vacuous. A base witnessed satisfiable
// is not analysed.
func (p *program) baseContradicts() bool {
	if p.contradicts == 0 && p.opts.pre != nil && p.caseSplit() {
		p.contradicts = p.opts.pre.contradicts
	}
	if p.contradicts == 0 {
		p.contradicts = 1
		if p.caseSplit() && len(p.doc.Rules) == 0 && len(p.kb) == len(p.doc.KnowledgeBase) && p.witnessed != 2 {
			if p.interner == nil {
				p.interner = newInterner()
			}
			if splitUnsat(p.baseTerms(false), p.defs, &p.splitWork, p.interner) {
				p.contradicts = 2
			}
		}
	}
	return p.contradicts == 2
}

// preDecided carries what decideGround found to the Z3 path when it
// could not decide the whole document: which obligations (by index) the
// case analysis proves, whether the base is witnessed, and which are
// refuted by evaluation (refute.go).
type preDecided struct {
	split       map[int]bool
	witnessed   int
	contradicts int
	refuted     map[int]*ir.Counterexample
}

// splitProves reports whether goal, the goal of obligation i, is shown
// valid under the base by case analysis (splitUnsat, split.go).
func (p *program) splitProves(i int, goal *dsl.Term) bool {
	if goal == nil || !p.caseSplit() || len(p.kb) != len(p.doc.KnowledgeBase) {
		return false
	}
	if p.opts.pre != nil {
		if v, ok := p.opts.pre.split[i]; ok {
			return v
		}
	}
	if v, ok := p.split[i]; ok {
		return v
	}
	if p.split == nil {
		p.split = map[int]bool{}
	}
	if ce, ok := p.evalCE[i]; ok && ce != nil {
		// refuted by evaluation (decideGround tries that first)
		p.split[i] = false
		return false
	}
	if p.opts.pre != nil && p.opts.pre.refuted[i] != nil {
		p.split[i] = false
		return false
	}
	if p.interner == nil {
		p.interner = newInterner()
	}
	v := splitUnsat(append(p.relevantBase(goal), dsl.Not(goal)), p.defs, &p.splitWork, p.interner)
	p.split[i] = v
	return v
}

// splitQuick reports whether the case analysis proves goal, the goal of
// obligation i, within splitQuickWork; a proof is kept for splitProves,
// and so is a failure at an open branch (a failure for want of work is
// not: splitProves tries again with the whole budget).
func (p *program) splitQuick(i int, goal *dsl.Term) bool {
	if goal == nil || !p.caseSplit() || len(p.kb) != len(p.doc.KnowledgeBase) {
		return false
	}
	if p.opts.pre != nil {
		if v, ok := p.opts.pre.split[i]; ok {
			return v
		}
	}
	if v, ok := p.split[i]; ok {
		return v
	}
	if p.interner == nil {
		p.interner = newInterner()
	}
	unsat, spent := splitUnsatWithin(append(p.relevantBase(goal), dsl.Not(goal)), p.defs, &p.splitWork, p.interner, splitQuickWork)
	if !unsat && spent {
		return false // splitProves tries again with the whole budget
	}
	if p.split == nil {
		p.split = map[int]bool{}
	}
	p.split[i] = unsat // an open branch: the whole budget fails as well
	return unsat
}

// relevantBase is the part of the base (baseTerms without definitions)
// that shares a symbol with goal, directly or through other such parts:
// dropping the rest keeps an unsatisfiable conjunction's proof sound (a
// part of it is unsatisfiable) and makes each obligation's case analysis
// cost what it is about, not the whole document.
func (p *program) relevantBase(goal *dsl.Term) []*dsl.Term {
	if p.baseSyms == nil {
		p.baseSyms = map[*dsl.Term][]string{}
		p.defSyms = map[string][]string{}
	}
	base := p.baseTerms(false)
	for _, b := range base {
		if _, ok := p.baseSyms[b]; !ok {
			p.baseSyms[b] = p.symbolsOf(b)
		}
	}
	want := map[string]bool{}
	for _, n := range p.symbolsOf(goal) {
		want[n] = true
	}
	var out []*dsl.Term
	taken := make([]bool, len(base))
	for grew := true; grew; {
		grew = false
		for i, b := range base {
			if taken[i] {
				continue
			}
			for _, n := range p.baseSyms[b] {
				if want[n] {
					taken[i], grew = true, true
					out = append(out, b)
					for _, m := range p.baseSyms[b] {
						want[m] = true
					}
					break
				}
			}
		}
	}
	return out
}

// symbolsOf lists the constants and functions t mentions, through lower's
// definitions (each definition's list is computed once).
func (p *program) symbolsOf(t *dsl.Term) []string {
	seen := map[string]bool{}
	visited := map[*dsl.Term]bool{}
	var out []string
	var walk func(*dsl.Term)
	walk = func(x *dsl.Term) {
		if visited[x] {
			return
		}
		visited[x] = true
		switch x.Op {
		case dsl.OpConst, dsl.OpApp:
			if !seen[x.Name] {
				seen[x.Name] = true
				out = append(out, x.Name)
			}
			if d, ok := p.defs[x.Name]; ok && x.Op == dsl.OpConst {
				syms, ok := p.defSyms[x.Name]
				if !ok {
					p.defSyms[x.Name] = nil // a cycle (never written) ends here
					syms = p.symbolsOf(d)
					p.defSyms[x.Name] = syms
				}
				for _, n := range syms {
					if !seen[n] {
						seen[n] = true
						out = append(out, n)
					}
				}
			}
		}
		for _, a := range x.Args {
			walk(a)
		}
		for _, b := range x.Bound {
			walk(b)
		}
	}
	walk(t)
	return out
}

// decideGround decides the document into res without Z3 when its base
// is known satisfiable (baseSatisfiable) and every obligation to decide
// is ground and true once simplified, shown valid by case analysis, or
// refuted by values evaluation finds (refute.go), and reports whether it
// did. Any error (the document is bad) is left to
// the Z3 path, which reports it as before.
func (p *program) decideGround(res *ir.Result) (ok bool) {
	p.ground = true
	if err := p.declare(); err != nil {
		return false
	}
	for _, e := range p.doc.KnowledgeBase {
		t, err := p.expr(e.Assertion, e.Term, p.scope, true)
		if err != nil {
			return false
		}
		p.kb = append(p.kb, t)
	}
	p.defs, p.kbDefsOnly = definitions(p.doc, p.kb)
	p.defWalk = nil
	p.groundAssumptions = true
	for i, a := range p.doc.Assumptions {
		t, err := p.expr(a.Expr, a.ExprTerm, p.scope, true)
		if err != nil {
			return false
		}
		p.assumps = append(p.assumps, t)
		if p.addLoopAssump(i, a, t) != nil {
			return false
		}
		if !p.groundHolds(t) {
			p.groundAssumptions = false
		}
	}
	facts, err := p.checkFacts()
	if err != nil {
		return false
	}
	obls, err := p.checkObligations(facts)
	if err != nil {
		return false
	}
	if !p.baseSatisfiable() && p.baseContradicts() {
		// every obligation is vacuous (decideObligations)
		return p.decideObligations(context.Background(), obls, facts, res) == nil
	}
	all := true
	for i, ob := range obls {
		if ob.status != "" || p.groundHolds(ob.goal) {
			continue
		}
		// A while loop's bound is refuted by an input that makes the
		// loop run longer, most often: values are tried first.
		bound := ob.o.Kind == ir.KindLoopBound
		if bound && p.evalRefutesQuick(i, ob, obls, facts) {
			continue
		}
		if !p.splitQuick(i, ob.goal) && (bound || !p.evalRefutesQuick(i, ob, obls, facts)) &&
			!p.splitProves(i, ob.goal) && !p.evalRefutes(i, ob, obls, facts) {
			all = false
		}
	}
	if !all || !p.baseSatisfiable() {
		return false
	}
	return p.decideObligations(context.Background(), obls, facts, res) == nil
}
