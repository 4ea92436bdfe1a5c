package lower

// This file holds reach checks (Options.ReachChecks; issue 13, PyTA's
// unreachable branches): for each branch of an if statement in the
// program, the condition under which it runs, or-ed over every time the
// statement is lowered (a helper called twice, a loop unrolled). solve
// reports a branch whose condition no input satisfying the assumptions
// makes true as a note ("this else never runs"), never as an error.

import (
	"fmt"

	"clauz3/pkg/diag"
	"clauz3/pkg/dsl"
	"clauz3/pkg/ir"
	"clauz3/pkg/python/ast"
)

// reachAcc is one branch's condition so far.
type reachAcc struct {
	span diag.Span
	msg  string
	cond term
}

// noteBranches records the two branches of the if statement s, reached
// under f.reach, whose test is t.
func (f *frame) noteBranches(s *ast.If, t term) {
	l := f.l
	if !l.opts.ReachChecks || f.mode != modeProgram || f.isModule() || f.mod.trusted || len(s.Body) == 0 {
		return
	}
	test := l.sourceText(s.Test.Span())
	body := s.Body[0].Span()
	body.EndLine, body.EndCol = s.Body[len(s.Body)-1].Span().EndLine, s.Body[len(s.Body)-1].Span().EndCol
	l.noteBranch(body, fmt.Sprintf("the body of this if never runs: %s is false whenever it is reached", test), mkAnd(f.reach, t))
	if len(s.Orelse) > 0 {
		els := s.Orelse[0].Span()
		els.EndLine, els.EndCol = s.Orelse[len(s.Orelse)-1].Span().EndLine, s.Orelse[len(s.Orelse)-1].Span().EndCol
		l.noteBranch(els, fmt.Sprintf("this else never runs: %s holds whenever it is reached", test), mkAnd(f.reach, mkNot(t)))
	}
}

func (l *lowerer) noteBranch(span diag.Span, msg string, cond term) {
	key := fmt.Sprintf("%s:%d:%d", span.File, span.Line, span.Col)
	if l.reach == nil {
		l.reach = map[string]*reachAcc{}
	}
	if a, ok := l.reach[key]; ok {
		a.cond = mkOr(a.cond, cond)
		return
	}
	a := &reachAcc{span: span, msg: msg, cond: cond}
	l.reach[key] = a
	l.reachOrder = append(l.reachOrder, a)
}

// emitReachChecks adds the reach checks to the document.
func (l *lowerer) emitReachChecks() {
	for i, a := range l.reachOrder {
		dsl.MustSort(a.cond, boolSort, "reach check")
		l.out.ReachChecks = append(l.out.ReachChecks, ir.ReachCheck{ID: fmt.Sprintf("r%d", i+1), Span: a.span,
			Message: a.msg, Cond: dsl.Format(a.cond), CondTerm: a.cond})
	}
}
