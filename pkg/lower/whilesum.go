package lower

// This file summarizes a while loop over a counter instead of unrolling
// it (issue 11: a loop on an input was unrolled 100 times, and whether it
// ends within them was left undecided).
//
//	while n > b:        # or >=, <, <=, or b < n ...
//	    body            # reads n, never assigns it or b
//	    n = n - d       # or n -= d; n += d for < and <=
//	    body            # (the step is any one statement of the body)
//
// with n a local int, b a local int the body does not assign or an int
// literal, and d a positive literal, runs k times, where k is 0 when the
// test is false at entry and otherwise the count of steps of d that keep
// it true: for n > b, (n0 - b - 1) // d + 1 (0 off the loop's paths). In
// iteration i (0 <= i < k) n is n0 - d*i before the step and n0 - d*(i+1)
// after it. The body is lowered once for a fresh index i, as a loop over
// rows is (rows.go): its facts and the trusted postconditions it assumes
// are quantified over i below k, and what one iteration leaves for the
// next (a name read before the iteration assigns it, a change to an object
// made before the loop, an exception the target lets escape) is refused.
// After the loop n is n0 - d*k, and the names the body assigns are not
// known.
//
// A loop the summary refuses, or one whose summary meets any unsupported
// construct, is unrolled instead: lowering starts again without summaries
// (summaryFailed), so a summary never costs a program what the unrolling
// models. A loop whose count is a literal of at most maxWhile iterations
// is unrolled too (exact, and cheap).
//
// A check inside the body (a precondition, an exception) is an
// obligation for every iteration, marked with the loop's index
// (ir.Obligation.Iteration) and the count of facts made by the loop's
// end (LoopEnd): its counterexample stands only when no earlier
// iteration fails a check, which solve confirms by evaluation, since
// CPython stops at the first failure; and it lists no call past that
// failure.

import (
	"fmt"
	"math/big"

	"clauz3/pkg/python/ast"
)

// summaryCode is the code of what a summarized loop leaves unknown; an
// obligation with it never reaches the document (summaryFailed).
const summaryCode = "unsupported-while-summary"

// counterLoop is the shape of a while loop the summary lowers.
type counterLoop struct {
	counter string   // n
	bound   ast.Expr // b
	op      ast.CmpOp
	step    *big.Int // the change of n in each iteration, d or -d
	at      int      // the index in the body of the statement that steps n
}

// counterShape matches s against the shape above (ok false otherwise).
func counterShape(s *ast.While) (c counterLoop, ok bool) {
	cmp, isCmp := s.Test.(*ast.Compare)
	if !isCmp || len(cmp.Ops) != 1 || len(s.Body) == 0 {
		return c, false
	}
	// The step: the one statement of the body (at its top level) that
	// steps a name of the test.
	var name string
	var step *big.Int
	c.at = -1
	for i, st := range s.Body {
		n, d := counterUpdate(st)
		if n == "" || !isName(cmp.Left, n) && !isName(cmp.Comparators[0], n) {
			continue
		}
		if c.at >= 0 {
			return c, false // stepped twice, or both names stepped
		}
		name, step, c.at = n, d, i
	}
	if c.at < 0 {
		return c, false
	}
	c.counter, c.step = name, step
	c.op = cmp.Ops[0]
	left, right := cmp.Left, cmp.Comparators[0]
	if l, isName := left.(*ast.Name); isName && l.Id == name {
		c.bound = right
	} else if r, isName := right.(*ast.Name); isName && r.Id == name {
		c.bound = left
		switch c.op { // b < n is n > b
		case ast.Lt:
			c.op = ast.Gt
		case ast.LtE:
			c.op = ast.GtE
		case ast.Gt:
			c.op = ast.Lt
		case ast.GtE:
			c.op = ast.LtE
		}
	} else {
		return c, false
	}
	switch b := c.bound.(type) {
	case *ast.Constant:
		if b.Value.Kind != ast.ConstInt {
			return c, false
		}
	case *ast.Name:
		if b.Id == name {
			return c, false
		}
	default:
		return c, false
	}
	// The test must move towards false: n decreasing for > and >=,
	// increasing for < and <=.
	switch c.op {
	case ast.Gt, ast.GtE:
		if step.Sign() >= 0 {
			return c, false
		}
	case ast.Lt, ast.LtE:
		if step.Sign() <= 0 {
			return c, false
		}
	default:
		return c, false
	}
	// Nothing but the step may rebind n or b, nor bind anything through
	// an assignment expression (its scope is not the body's).
	rebinds := false
	for i, st := range s.Body {
		if i == c.at {
			continue
		}
		ast.Inspect(st, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.NamedExpr, *ast.Global, *ast.Nonlocal:
				rebinds = true
			case *ast.Name:
				if n.Ctx != ast.Load && (n.Id == name || isName(c.bound, n.Id)) {
					rebinds = true
				}
			}
			return !rebinds
		})
		bound := map[string]bool{}
		assignedNames(st, bound)
		if bound[name] || isNameIn(c.bound, bound) {
			rebinds = true
		}
	}
	return c, !rebinds
}

// isName reports whether e is the name id.
func isName(e ast.Expr, id string) bool {
	n, ok := e.(*ast.Name)
	return ok && n.Id == id
}

// isNameIn reports whether e is a name in set.
func isNameIn(e ast.Expr, set map[string]bool) bool {
	n, ok := e.(*ast.Name)
	return ok && set[n.Id]
}

// counterUpdate matches `n = n - d`, `n = n + d`, `n -= d`, `n += d`
// (d a positive int literal): the name and the change (-d or d).
func counterUpdate(s ast.Stmt) (string, *big.Int) {
	var target, left, right ast.Expr
	var op ast.Operator
	switch s := s.(type) {
	case *ast.Assign:
		bin, ok := s.Value.(*ast.BinOp)
		if len(s.Targets) != 1 || !ok {
			return "", nil
		}
		target, left, op, right = s.Targets[0], bin.Left, bin.Op, bin.Right
	case *ast.AugAssign:
		target, left, op, right = s.Target, s.Target, s.Op, s.Value
	default:
		return "", nil
	}
	t, ok := target.(*ast.Name)
	if !ok || !isName(left, t.Id) {
		return "", nil
	}
	k, ok := right.(*ast.Constant)
	if !ok || k.Value.Kind != ast.ConstInt || k.Value.Int.Sign() <= 0 {
		return "", nil
	}
	switch op {
	case ast.Add:
		return t.Id, new(big.Int).Set(k.Value.Int)
	case ast.Sub:
		return t.Id, new(big.Int).Neg(k.Value.Int)
	}
	return "", nil
}

// localInt is the value of the local name id of f when it is surely bound
// to an int (not a bool).
func (f *frame) localInt(id string) (term, bool) {
	if !f.localNames[id] {
		return nil, false
	}
	b, ok := f.locals[id]
	if !ok || !isTrue(b.bound) {
		return nil, false
	}
	v, ok := b.v.(intV)
	return v.e, ok
}

// whileSummary lowers s as the file comment says, and reports whether it
// did; when it did not, nothing was lowered.
func (f *frame) whileSummary(s *ast.While) bool {
	l := f.l
	if l.noSummary || f.isModule() || len(l.loops) > 0 || f.compDepth > 0 || isFalse(f.reach) {
		return false
	}
	c, ok := counterShape(s)
	if !ok || jumpOut(s.Body) != nil {
		return false
	}
	n0, ok := f.localInt(c.counter)
	if !ok {
		return false
	}
	var b term
	switch x := c.bound.(type) {
	case *ast.Constant:
		b = intTerm(x.Value.Int)
	case *ast.Name:
		if b, ok = f.localInt(x.Id); !ok {
			return false
		}
	}
	// k, the number of iterations. For n > b with n falling by d, the
	// iterations are those with n0 - d*i > b, i.e. i <= (n0 - b - 1) // d;
	// >= is > b - 1, and < and <= are the same with the signs turned.
	d := new(big.Int).Abs(c.step)
	var gap term // how far the test is from false at entry, less one: at least 0 when it is true
	switch c.op {
	case ast.Gt:
		gap = subInt(subInt(n0, b), intTermI(1))
	case ast.GtE:
		gap = subInt(n0, b)
	case ast.Lt:
		gap = subInt(subInt(b, n0), intTermI(1))
	case ast.LtE:
		gap = subInt(b, n0)
	}
	steps := gap
	if d.Cmp(big.NewInt(1)) != 0 {
		steps = floorDiv(gap, intTerm(d))
	}
	k := mkIte(mkBin(gap, ">=", intTermI(0)), addInt(steps, intTermI(1)), intTermI(0))
	if g, isLit := intLit(gap); isLit {
		if g.Sign() < 0 {
			return false // no iteration: the unrolling says so exactly
		}
		k = addInt(steps, intTermI(1))
		if lit, _ := intLit(k); lit.Cmp(big.NewInt(maxWhile)) <= 0 {
			return false // unrolled: exact
		}
	}
	assigned := map[string]bool{}
	for i, st := range s.Body {
		if i != c.at {
			assignedNames(st, assigned)
		}
	}
	for n := range assigned {
		if !f.localNames[n] {
			return false // a global (the unrolling says so)
		}
	}
	// Off the loop's paths the count is 0: a count the inputs leave
	// undetermined there (round of a NaN before a check that raises) then
	// decides nothing.
	k = l.name(mkIte(f.reach, k, intTermI(0)), sortInt)

	l.summarizing++
	nObl := len(l.out.Obligations)
	entry := f.reach
	idx := l.fresh("_i", sortInt)
	l.nStamp++
	l.loops = append(l.loops, symLoop{idx: idx, n: k, stamp: l.nStamp, while: true})
	noNaming := l.noNaming
	l.noNaming = true // a definitional symbol would tie every iteration to one index
	f.reach = mkAnd(entry, mkBin(intTermI(0), "<=", idx), mkBin(idx, "<", k))
	for _, n := range sortedKeys(assigned) {
		f.locals[n] = binding{v: &poisonV{code: summaryCode,
			msg: fmt.Sprintf("%s is read before this iteration of the while loop assigns it (a value carried from the previous iteration)", n)}, bound: tTrue}
	}
	// n is n0 + step*i before the step, n0 + step*(i+1) after it.
	f.locals[c.counter] = binding{v: intV{addInt(n0, mulInt(intTerm(c.step), idx))}, bound: tTrue}
	f.execBlock(s.Body[:c.at])
	if !isFalse(f.reach) {
		f.locals[c.counter] = binding{v: intV{addInt(n0, mulInt(intTerm(c.step), addInt(idx, intTermI(1))))}, bound: tTrue}
		f.execBlock(s.Body[c.at+1:])
	}
	l.noNaming = noNaming
	l.loops = l.loops[:len(l.loops)-1]
	l.summarizing--
	for i := range l.out.Obligations[nObl:] {
		if o := &l.out.Obligations[nObl+i]; o.Iteration == idx.Name {
			o.LoopEnd = len(l.out.Facts)
		}
	}

	// After the loop: the entry's paths, n past its last step, and the
	// body's names unknown (they depend on the last iteration).
	f.reach = entry
	f.locals[c.counter] = binding{v: intV{l.name(addInt(n0, mulInt(intTerm(c.step), k)), sortInt)}, bound: tTrue}
	for _, n := range sortedKeys(assigned) {
		f.locals[n] = binding{v: &poisonV{code: summaryCode,
			msg: fmt.Sprintf("%s after a summarized while loop (its value depends on the last iteration) is not supported", n)}, bound: tTrue}
	}
	f.execBlock(s.Orelse) // no break: the else clause runs
	return true
}
