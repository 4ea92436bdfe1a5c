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
	if p.witnessed == 0 {
		p.witnessed = 1
		if p.caseSplit() && len(p.doc.Rules) == 0 && len(p.kb) == len(p.doc.KnowledgeBase) &&
			witness(p.baseTerms(true), p.defs, p.defOrder()) {
			p.witnessed = 2
		}
	}
	return p.witnessed == 2
}

// splitProves reports whether goal is shown valid under the base by case
// analysis (splitUnsat, split.go).
func (p *program) splitProves(goal *dsl.Term) bool {
	if goal == nil || !p.caseSplit() || len(p.kb) != len(p.doc.KnowledgeBase) {
		return false
	}
	if v, ok := p.split[goal]; ok {
		return v
	}
	if p.split == nil {
		p.split = map[*dsl.Term]bool{}
	}
	if p.interner == nil {
		p.interner = newInterner()
	}
	v := splitUnsat(append(p.baseTerms(false), dsl.Not(goal)), p.defs, &p.splitWork, p.interner)
	p.split[goal] = v
	return v
}

// decideGround decides the document into res without Z3 when its base
// is known satisfiable (baseSatisfiable) and every obligation to decide
// is ground and true once simplified, or shown valid by case analysis,
// and reports whether it did. Any error (the document is bad) is left to
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
	p.groundAssumptions = true
	for _, a := range p.doc.Assumptions {
		t, err := p.expr(a.Expr, a.ExprTerm, p.scope, true)
		if err != nil {
			return false
		}
		p.assumps = append(p.assumps, t)
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
	for _, ob := range obls {
		if ob.status == "" && !p.groundHolds(ob.goal) && !p.splitProves(ob.goal) {
			return false
		}
	}
	if !p.baseSatisfiable() {
		return false
	}
	return p.decideObligations(context.Background(), obls, facts, res) == nil
}
