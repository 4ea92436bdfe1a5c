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
// definitions and every assumption is ground and true.
func (p *program) baseSatisfiable() bool {
	return p.doc.Version != "" && !p.opts.noGround && p.opts.SMT2Dir == "" &&
		p.kbDefsOnly && p.groundAssumptions && len(p.doc.Rules) == 0
}

// decideGround decides the document into res without Z3 when every
// assumption and every obligation to decide is ground and true, and
// reports whether it did. Any error (the document is bad) is left to the
// Z3 path, which reports it as before.
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
	if p.defs, p.kbDefsOnly = definitions(p.doc, p.kb); !p.kbDefsOnly {
		return false
	}
	for _, a := range p.doc.Assumptions {
		t, err := p.expr(a.Expr, a.ExprTerm, p.scope, true)
		if err != nil || !p.groundHolds(t) {
			return false
		}
	}
	p.groundAssumptions = true
	facts, err := p.checkFacts()
	if err != nil {
		return false
	}
	obls, err := p.checkObligations(facts)
	if err != nil {
		return false
	}
	for _, ob := range obls {
		if ob.status == "" && !p.groundHolds(ob.goal) {
			return false
		}
	}
	return p.decideObligations(context.Background(), obls, facts, res) == nil
}
