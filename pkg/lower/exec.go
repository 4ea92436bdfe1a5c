package lower

import (
	"math/big"

	"clauz3/pkg/diag"
	"clauz3/pkg/ir"
	"clauz3/pkg/python/ast"
)

// step counts work and reports once when lowering gets too large.
func (f *frame) step(span diag.Span) bool {
	l := f.l
	l.steps++
	l.at = span
	if l.steps > maxSteps {
		if !l.tooLarge {
			l.tooLarge = true
			l.unsupported("unsupported-too-large", span, "the program is too large to analyse (more than %d steps)", maxSteps)
		}
		f.reach = tFalse
		return false
	}
	return true
}

// execBlock runs statements in order while the point is reachable.
func (f *frame) execBlock(stmts []ast.Stmt) {
	for _, s := range stmts {
		if isFalse(f.reach) {
			return
		}
		if !f.step(s.Span()) {
			return
		}
		f.exec(s)
	}
}

func (f *frame) exec(s ast.Stmt) {
	l := f.l
	switch s := s.(type) {
	case *ast.ExprStmt:
		f.eval(s.Value)
	case *ast.Pass:
	case *ast.Assign:
		v := f.eval(s.Value)
		for _, t := range s.Targets {
			if isFalse(f.reach) {
				return
			}
			f.assign(t, v)
		}
	case *ast.AnnAssign:
		if s.Value == nil {
			if _, ok := s.Target.(*ast.Name); !ok {
				f.poison("unsupported-assign-target", s.Target.Span(), "annotating %s is not supported", exprName(s.Target))
			}
			return
		}
		v := f.eval(s.Value)
		f.assign(s.Target, v)
	case *ast.AugAssign:
		n, ok := s.Target.(*ast.Name)
		if !ok {
			f.poison("unsupported-augassign", s.Span(), "augmented assignment to %s is not supported", exprName(s.Target))
			return
		}
		old := f.lookup(n.Id, n.Span())
		switch x := old.(type) {
		case boolV, intV, strV, floatV, *unionV:
		case *listV:
			rhs := f.eval(s.Value)
			if x.tuple {
				f.assign(n, f.binop(s.Op, old, rhs, s.Span())) // a new tuple
				return
			}
			if v, ok := f.augAssignList(x, s.Op, rhs, s.Span()); ok {
				f.assign(n, v)
				return
			}
			f.assign(n, f.binop(s.Op, old, rhs, s.Span()))
			return
		default:
			f.use(old, n.Span())
			if _, isPoison := old.(*poisonV); !isPoison {
				f.poison("unsupported-augassign", s.Span(), "augmented assignment to a %s is not supported (it may mutate it in place)", old.typeName())
			}
			return
		}
		rhs := f.eval(s.Value)
		v := f.binop(s.Op, old, rhs, s.Span())
		f.assign(n, v)
	case *ast.Return:
		var v Value = noneV{}
		if s.Value != nil {
			v = f.eval(s.Value)
		}
		if isFalse(f.reach) {
			return
		}
		if f.fn == nil {
			f.poison("unsupported-module-statement", s.Span(), "return outside a function")
			return
		}
		f.returns = append(f.returns, retPath{cond: f.reach, v: v, span: s.Span()})
		f.reach = tFalse
	case *ast.If:
		t := f.truth(f.eval(s.Test), s.Test.Span())
		f.noteBranches(s, t)
		var els func()
		if len(s.Orelse) > 0 {
			els = func() { f.execBlock(s.Orelse) }
		}
		f.branch(t, func() { f.execBlock(s.Body) }, els)
	case *ast.Assert:
		// python -O removes assert statements: an assert never removes
		// paths. Without -O, the test runs, and when it fails the message
		// is evaluated (with its effects) before AssertionError.
		f.branch(mkNot(l.optimized()), func() {
			l.inAssert++
			t := f.truth(f.eval(s.Test), s.Test.Span())
			l.inAssert--
			if isFalse(f.reach) {
				return
			}
			f.branch(mkNot(t), func() {
				if s.Msg != nil {
					f.eval(s.Msg)
				}
				if isFalse(f.reach) {
					return
				}
				if !l.excAllowed("AssertionError") {
					l.oblige(ir.KindAssertion, "assertion", s.Span(), mkNot(f.reach), "assertion %s holds", l.sourceText(s.Test.Span()))
				}
				f.restrict(tFalse) // the path ends here (and callers see it end)
			}, nil)
		}, nil)
	case *ast.Raise:
		f.execRaise(s)
	case *ast.Import, *ast.ImportFrom:
		f.execImport(s)
	case *ast.FunctionDef:
		if f.compDepth > 0 {
			f.poison("unsupported-def", s.Span(), "a function defined inside a comprehension is not supported")
			return
		}
		f.defineFunction(s)
	case *ast.For:
		f.execFor(s)
	case *ast.While:
		f.execWhile(s)
	case *ast.Try, *ast.TryStar:
		f.poison("unsupported-try", s.Span(), "try statements are not supported")
	case *ast.With, *ast.AsyncWith:
		f.poison("unsupported-with", s.Span(), "with statements are not supported")
	case *ast.Match:
		f.execMatch(s)
	case *ast.AsyncFor, *ast.AsyncFunctionDef:
		f.poison("unsupported-async", s.Span(), "async code is not supported")
	case *ast.Delete:
		f.poison("unsupported-del", s.Span(), "del statements are not supported")
	case *ast.Global:
		f.poison("unsupported-global", s.Span(), "global statements are not supported (module globals are mutable state)")
	case *ast.Nonlocal:
		f.poison("unsupported-nonlocal", s.Span(), "nonlocal statements are not supported")
	case *ast.ClassDef:
		f.poison("unsupported-class", s.Span(), "a class defined inside a function is not supported")
	case *ast.Break:
		f.jump(s, true)
	case *ast.Continue:
		f.jump(s, false)
	case *ast.TypeAlias:
		f.poison("unsupported-type-alias", s.Span(), "type aliases are not supported")
	default:
		panic(diag.ICE("lower: unknown statement %T", s))
	}
}

// exprName names an expression class for messages.
func exprName(e ast.Expr) string {
	switch e.(type) {
	case *ast.Attribute:
		return "an attribute"
	case *ast.Subscript:
		return "a subscript"
	case *ast.Starred:
		return "a starred target"
	case *ast.Tuple, *ast.List:
		return "a tuple"
	case *ast.Name:
		return "a name"
	}
	return "this target"
}

// assign binds v to an assignment target.
func (f *frame) assign(t ast.Expr, v Value) {
	switch t := t.(type) {
	case *ast.Name:
		if f.isModule() {
			f.setGlobal(t.Id, v, t.Span())
			return
		}
		// A long value is named once here, so that every later read of the
		// variable costs a symbol, not a copy of the term (n = n + n, twenty
		// times, would otherwise double the document each time).
		f.locals[t.Id] = binding{v: f.l.nameValue(v), bound: tTrue}
	case *ast.Tuple, *ast.List:
		var elts []ast.Expr
		if tt, ok := t.(*ast.Tuple); ok {
			elts = tt.Elts
		} else {
			elts = t.(*ast.List).Elts
		}
		lv, ok := v.(*listV)
		if !ok || !lv.exact() {
			f.use(v, t.Span())
			if _, isPoison := v.(*poisonV); !isPoison {
				f.poison("unsupported-unpacking", t.Span(), "unpacking a %s is not supported", v.typeName())
			}
			for _, e := range elts {
				if n, isName := e.(*ast.Name); isName {
					f.assign(n, &poisonV{code: "unsupported-unpacking", msg: "unpacked value", reported: true})
				}
			}
			return
		}
		for _, e := range elts {
			if _, starred := e.(*ast.Starred); starred {
				f.poison("unsupported-unpacking", e.Span(), "starred unpacking is not supported")
				return
			}
		}
		if len(lv.elems) != len(elts) {
			f.raise("ValueError", t.Span(), "cannot unpack %d values into %d names", len(lv.elems), len(elts))
			return
		}
		for i, e := range elts {
			f.assign(e, lv.elems[i])
		}
	case *ast.Subscript:
		f.assignItem(t, v)
	case *ast.Attribute:
		f.poison("unsupported-mutation", t.Span(), "assignment to an attribute is not supported")
	default:
		f.poison("unsupported-assign-target", t.Span(), "assignment to %s is not supported", exprName(t))
	}
}

// execRaise raises the exception of a raise statement.
func (f *frame) execRaise(s *ast.Raise) {
	if s.Exc == nil {
		f.poison("unsupported-reraise", s.Span(), "a bare raise is not supported")
		f.reach = tFalse
		return
	}
	v := f.eval(s.Exc)
	if s.Cause != nil {
		f.eval(s.Cause)
	}
	if isFalse(f.reach) {
		return
	}
	name := ""
	switch x := v.(type) {
	case *excClassV:
		name = x.name
	case *excInstV:
		name = x.name
	case *classV:
		f.poison("unsupported-raise", s.Span(), "raising the program's own exception class %s is not supported", x.def.Name)
		f.reach = tFalse
		return
	default:
		f.use(v, s.Exc.Span())
		if _, isPoison := v.(*poisonV); !isPoison {
			f.raise("TypeError", s.Span(), "exceptions must derive from BaseException")
		}
		f.reach = tFalse
		return
	}
	f.raise(name, s.Span(), "%s is raised", f.l.sourceText(s.Exc.Span()))
}

// execFor unrolls a loop over range(<constant>) or a list of known length.
func (f *frame) execFor(s *ast.For) {
	items, rows, ok := f.iterateRows(s.Iter, !canLeave(s.Body))
	if rows != nil {
		f.execForRows(s, rows)
		return
	}
	if !ok {
		return
	}
	if _, isName := s.Target.(*ast.Name); !isName {
		if _, isTuple := s.Target.(*ast.Tuple); !isTuple {
			f.poison("unsupported-assign-target", s.Target.Span(), "loop target %s is not supported", exprName(s.Target))
			return
		}
	}
	lc := &loopCtx{}
	f.loops = append(f.loops, lc)
	f.iterated(items, func() {
		for _, it := range items {
			if isFalse(f.reach) {
				break
			}
			it := it
			f.branch(it.present, func() {
				f.assign(s.Target, it.v)
				f.execBlock(s.Body)
				f.joinStates(lc.conts) // continue: on to the next iteration
				lc.conts = nil
			}, nil)
		}
	})
	f.loops = f.loops[:len(f.loops)-1]
	f.execBlock(s.Orelse) // the else clause runs when no break was taken
	f.joinStates(lc.breaks)
}

// execWhile unrolls a while loop whose condition is a constant at every
// iteration (a counter over constants); a condition that depends on the
// inputs is unsupported.
func (f *frame) execWhile(s *ast.While) {
	if k, ok := s.Test.(*ast.Constant); ok && k.Value.Kind == ast.ConstBool && k.Value.Bool && !canLeave(s.Body) {
		f.poison("unsupported-while", s.Span(), "this while loop never ends (no break, return or raise)")
		f.reach = tFalse
		return
	}
	if f.whileSummary(s) {
		return
	}
	lc := &loopCtx{}
	f.loops = append(f.loops, lc)
	defer func() { f.loops = f.loops[:len(f.loops)-1] }()
	for n := 0; ; n++ {
		if isFalse(f.reach) {
			break
		}
		t := f.truth(f.eval(s.Test), s.Test.Span())
		if isFalse(t) {
			f.loops = f.loops[:len(f.loops)-1]
			f.execBlock(s.Orelse)
			f.loops = append(f.loops, lc)
			break
		}
		if n >= maxWhile {
			if !isTrue(t) && len(f.l.loops) == 0 {
				// A test that depends on the inputs: the runs that have
				// not left the loop by now are not modelled; an obligation
				// says there are none (KindLoopBound), and the model goes
				// on with those that have.
				f.l.oblige(ir.KindLoopBound, "loop-bound", s.Span(), mkImplies(f.reach, mkNot(t)),
					"the while loop ends within %d iterations", maxWhile)
				f.restrict(mkNot(t))
				f.loops = f.loops[:len(f.loops)-1]
				f.execBlock(s.Orelse)
				f.loops = append(f.loops, lc)
				break
			}
			f.poison("unsupported-loop-too-long", s.Span(), "a while loop of more than %d iterations is not unrolled", maxWhile)
			// the rest of the path is tainted: it may not happen as lowered
			break
		}
		if !isTrue(t) {
			if len(f.l.loops) > 0 {
				f.poison("unsupported-while", s.Span(), "a while loop whose condition depends on the inputs, inside a loop over rows, is not supported")
				break
			}
			// Unrolled: the runs where the test is false leave the loop
			// here (through its else), the others run the body once more.
			f.branch(t, func() {
				f.execBlock(s.Body)
				f.joinStates(lc.conts)
				lc.conts = nil
			}, func() {
				f.loops = f.loops[:len(f.loops)-1]
				f.execBlock(s.Orelse)
				f.loops = append(f.loops, lc)
				if !isFalse(f.reach) {
					lc.breaks = append(lc.breaks, pathState{reach: f.reach, locals: copyLocals(f.locals)})
					f.reach = tFalse
				}
			})
			continue
		}
		f.execBlock(s.Body)
		f.joinStates(lc.conts)
		lc.conts = nil
	}
	f.joinStates(lc.breaks)
}

// canLeave reports whether a loop body contains a break, return or raise
// of its own (not inside a nested function or loop).
func canLeave(body []ast.Stmt) bool {
	return findInBody(body, func(s ast.Stmt, nested bool) bool {
		switch s.(type) {
		case *ast.Break:
			return !nested
		case *ast.Return, *ast.Raise:
			return true
		}
		return false
	}) != nil
}

// findInBody returns the first statement of body, in source order, for
// which found holds, walking into compound statements (nested is true
// inside a nested loop's body) but not into nested functions or classes.
func findInBody(body []ast.Stmt, found func(s ast.Stmt, nested bool) bool) ast.Stmt {
	var hit ast.Stmt
	var walk func(stmts []ast.Stmt, nested bool)
	walk = func(stmts []ast.Stmt, nested bool) {
		for _, s := range stmts {
			if hit != nil {
				return
			}
			if found(s, nested) {
				hit = s
				return
			}
			switch s := s.(type) {
			case *ast.If:
				walk(s.Body, nested)
				walk(s.Orelse, nested)
			case *ast.For:
				walk(s.Body, true)
				walk(s.Orelse, nested)
			case *ast.While:
				walk(s.Body, true)
				walk(s.Orelse, nested)
			case *ast.With:
				walk(s.Body, nested)
			case *ast.Try:
				walk(s.Body, nested)
				for _, h := range s.Handlers {
					walk(h.Body, nested)
				}
				walk(s.Orelse, nested)
				walk(s.Finalbody, nested)
			case *ast.Match:
				for _, c := range s.Cases {
					walk(c.Body, nested)
				}
			}
		}
	}
	walk(body, false)
	return hit
}

// loopCtx collects the states that leave an unrolled loop iteration by
// break or continue.
type loopCtx struct {
	breaks, conts []pathState
}

// pathState is the state of one path: its condition and locals.
type pathState struct {
	reach  term
	locals map[string]binding
}

// jump leaves the current iteration by break or continue.
func (f *frame) jump(s ast.Stmt, isBreak bool) {
	if len(f.loops) == 0 {
		f.poison("unsupported-break", s.Span(), "break or continue outside a loop")
		f.reach = tFalse
		return
	}
	lc := f.loops[len(f.loops)-1]
	st := pathState{reach: f.reach, locals: copyLocals(f.locals)}
	if isBreak {
		lc.breaks = append(lc.breaks, st)
	} else {
		lc.conts = append(lc.conts, st)
	}
	f.reach = tFalse
}

// joinStates merges the current state with paths that rejoin it (the
// paths are disjoint, so each one's condition tells it apart).
func (f *frame) joinStates(states []pathState) {
	for _, st := range states {
		if isFalse(st.reach) {
			continue
		}
		if isFalse(f.reach) {
			f.reach, f.locals = st.reach, st.locals
			continue
		}
		c := f.l.name(st.reach, sortBool)
		if f.locals != nil {
			f.locals = f.mergeLocals(c, st.locals, f.locals)
		}
		f.setReach(mkOr(c, f.reach))
	}
}

// item is one element of an unrolled iteration.
type item struct {
	v       Value
	present term
	srcs    []*listV // the lists iterated over, if any (listmethods.go)
}

// iterated marks the lists items come from as being iterated over while
// do runs: changing one then is refused (CPython's loop would see it).
func (f *frame) iterated(items []item, do func()) {
	if len(items) > 0 && len(items[0].srcs) > 0 {
		n := len(f.l.iterating)
		f.l.iterating = append(f.l.iterating, items[0].srcs...)
		defer func() { f.l.iterating = f.l.iterating[:n] }()
	}
	do()
}

// iterate evaluates an iterable whose elements are known statically.
func (f *frame) iterate(iter ast.Expr, full bool) ([]item, bool) {
	items, rows, ok := f.iterateRows(iter, full)
	if rows != nil {
		f.poison("unsupported-symbolic-loop", iter.Span(), "only a for statement may iterate over the rows of a query")
		return nil, false
	}
	return items, ok
}

// iterateRows is iterate, except that the rows of a query are returned
// as they are (for a symbolic loop) instead of refused.
func (f *frame) iterateRows(iter ast.Expr, full bool) ([]item, *rowsV, bool) {
	if c, ok := iter.(*ast.Call); ok {
		if n, ok := c.Func.(*ast.Name); ok && n.Id == "range" {
			if _, isBuiltin := f.lookupQuiet("range").(*builtinV); isBuiltin {
				items, ok := f.iterateRange(c)
				return items, nil, ok
			}
		}
	}
	v := f.eval(iter)
	srcs := listSources(v)
	if l, ok := f.consume(v, iter.Span(), full); ok {
		v = l
	} else if _, isIter := v.(*iterV); isIter {
		return nil, nil, false // reported
	}
	switch x := v.(type) {
	case *listV:
		if len(x.elems) > maxUnroll {
			f.poison("unsupported-loop-too-long", iter.Span(), "a loop of more than %d iterations is not unrolled", maxUnroll)
			return nil, nil, false
		}
		var out []item
		for i, e := range x.elems {
			out = append(out, item{v: e, present: x.presentAt(i), srcs: srcs})
		}
		return out, nil, true
	case *rowsV:
		return nil, x, false
	case *poisonV:
		f.use(x, iter.Span())
		return nil, nil, false
	case strV:
		f.poison("unsupported-symbolic-loop", iter.Span(), "iterating over a str is not supported")
		return nil, nil, false
	}
	f.poison("unsupported-symbolic-loop", iter.Span(), "loops over a %s are not supported; loops must be over range(<constant>) or a list of known length", v.typeName())
	return nil, nil, false
}

// iterateRange unrolls range(stop), range(start, stop[, step]) with
// constant arguments.
func (f *frame) iterateRange(c *ast.Call) ([]item, bool) {
	if len(c.Keywords) > 0 || len(c.Args) < 1 || len(c.Args) > 3 {
		f.poison("unsupported-range", c.Span(), "range() takes 1 to 3 positional arguments here")
		return nil, false
	}
	var nums []*big.Int
	for _, a := range c.Args {
		v := f.eval(a)
		var e term
		switch x := v.(type) {
		case intV:
			e = x.e
		case boolV:
			e = boolToInt(x.e)
		default:
			f.use(v, a.Span())
			if f.unionUnsupported(v, a.Span(), "range()") {
				return nil, false
			}
			if _, isPoison := v.(*poisonV); !isPoison {
				f.raise("TypeError", a.Span(), "range() argument must be an int, not %s", v.typeName())
			}
			return nil, false
		}
		n, ok := intLit(e)
		if !ok {
			f.poison("unsupported-symbolic-loop", a.Span(), "range() with a non-constant argument is not supported")
			return nil, false
		}
		nums = append(nums, n)
	}
	start, stop, stepN := big.NewInt(0), nums[0], big.NewInt(1)
	if len(nums) >= 2 {
		start, stop = nums[0], nums[1]
	}
	if len(nums) == 3 {
		stepN = nums[2]
	}
	if stepN.Sign() == 0 {
		f.raise("ValueError", c.Span(), "range() arg 3 must not be zero")
		return nil, false
	}
	var out []item
	for i := new(big.Int).Set(start); (stepN.Sign() > 0 && i.Cmp(stop) < 0) || (stepN.Sign() < 0 && i.Cmp(stop) > 0); i.Add(i, stepN) {
		if len(out) >= maxUnroll {
			f.poison("unsupported-loop-too-long", c.Span(), "a loop of more than %d iterations is not unrolled", maxUnroll)
			return nil, false
		}
		out = append(out, item{v: intV{intTerm(new(big.Int).Set(i))}, present: tTrue})
	}
	return out, true
}

// ---------------------------------------------------------------------------
// Definitions.

// defineFunction evaluates a def statement: decorators, defaults, binding.
func (f *frame) defineFunction(s *ast.FunctionDef) {
	l := f.l
	m := f.mod
	var decos []deco
	var markers []string
	isContract, trustedMark, unknown, droppedDeco := false, false, false, false
	var vocab02, vocab014 ast.Node // a decorator of each vocabulary, when used
	var performs []performed
	performsWhy := ""
	for _, d := range s.DecoratorList {
		fn := d
		call, isCall := d.(*ast.Call)
		if isCall {
			fn = call.Func
		}
		bv, _ := f.evalStatic(fn).(*builtinV)
		name := ""
		if bv != nil {
			name = bv.name
		}
		switch {
		case name == "clauz3.guarantee" && isCall:
			decos = append(decos, deco{kind: "guarantee", call: call})
		case name == "clauz3.trusted" && !isCall && m.trusted:
			// clauz3 0.2: a trusted boundary; @deal.has adds markers.
			trustedMark = true
			vocab02 = d
		case (name == "clauz3.requires" || name == "clauz3.ensures") && isCall && m.trusted:
			// clauz3 0.2: @requires is deal.pre, @ensures deal.ensure.
			vocab02 = d
			ok := len(call.Args) == 1
			if _, isLambda := call.Args[0].(*ast.Lambda); !ok || !isLambda {
				ok = false
			}
			for _, k := range call.Keywords {
				if k.Arg != "message" {
					ok = false // exception= changes what the call raises
				}
			}
			if !ok {
				unknown = true
				continue
			}
			kind := "pre"
			if name == "clauz3.ensures" {
				// one parameter: deal.post over the result; more: deal.ensure
				kind = "ensure"
				if lam := call.Args[0].(*ast.Lambda); len(allParams(lam.Args)) <= 1 {
					kind = "post"
				}
			}
			decos = append(decos, deco{kind: kind, call: call})
		case (name == "deal.pre" || name == "deal.post" || name == "deal.ensure") && isCall:
			if m.trusted {
				vocab014 = d
			}
			// The validators are evaluated at definition time: only
			// lambdas (no effects) are modelled.
			ok := len(call.Args) > 0
			for _, a := range call.Args {
				if _, isLambda := a.(*ast.Lambda); !isLambda {
					ok = false
				}
			}
			for _, k := range call.Keywords {
				if !(m.trusted && k.Arg == "message") {
					ok = false
				}
			}
			if !ok {
				unknown = true
				if !m.trusted {
					l.unsupported("unsupported-validator", d.Span(), "@%s takes lambda validators only (no keywords)", name)
				}
				continue
			}
			decos = append(decos, deco{kind: name[len("deal."):], call: call})
		case name == "deal.raises" && isCall:
			dc := deco{kind: "raises", call: call}
			for _, a := range call.Args {
				switch x := f.evalStatic(a).(type) {
				case *excClassV:
					dc.excs = append(dc.excs, x.name)
				case *classV:
					dc.excs = append(dc.excs, x.def.Name)
				default:
					if !m.trusted {
						l.unsupported("unsupported-decorator", a.Span(), "@deal.raises takes exception classes")
					}
					unknown = true
				}
			}
			decos = append(decos, dc)
		case name == "deal.has" && isCall && m.trusted:
			trustedMark = true
			for _, a := range call.Args {
				if k, ok := a.(*ast.Constant); ok && k.Value.Kind == ast.ConstStr {
					markers = append(markers, k.Value.Str)
				}
			}
		case name == "clauz3.spec.contract" && !isCall && m.trusted:
			isContract = true
		case name == "clauz3.fluent.effect" && isCall && m.trusted && len(call.Args) == 1 && len(call.Keywords) == 0:
			if _, ok := call.Args[0].(*ast.Lambda); !ok {
				unknown = true
				continue
			}
			decos = append(decos, deco{kind: "fluent", call: call})
		case name == "clauz3.events.performs" && isCall && m.trusted:
			evs, why := f.readPerforms(s, call)
			if why != "" {
				unknown = true
				performsWhy = why
				continue
			}
			performs = append(performs, evs...)
		case name == "clauz3.spec.contract" && isCall && m.trusted && contractDescription(call):
			// clauz3 0.2: @contract(description="...") renders a sentence
			isContract = true
		case m.trusted && (name == "deal.pure" || name == "deal.safe" || name == "deal.inv" || name == "deal.reason" || name == "deal.example"):
			// trusted code: these do not change what a call does
		default:
			unknown = true
			if !m.trusted {
				l.unsupported("unsupported-decorator", d.Span(), "decorator @%s is not supported", l.sourceText(d.Span()))
			}
		}
	}
	// deal runs a function's validators nearest the def first (each
	// decorator adds its contract after those below it): @pre(A) @pre(B)
	// checks B, then A, which matters when B raises.
	var vi []int
	for i, dc := range decos {
		if dc.kind == "pre" || dc.kind == "post" || dc.kind == "ensure" {
			vi = append(vi, i)
		}
	}
	for i, j := 0, len(vi)-1; i < j; i, j = i+1, j-1 {
		decos[vi[i]], decos[vi[j]] = decos[vi[j]], decos[vi[i]]
	}
	if !m.trusted {
		decos = append(decos, l.docPreconditions(s, m.ir.Path)...)
	}
	if unknown && !m.trusted {
		// a decorator clauz3 does not model (refused above) may change
		// what a call does: what follows a call depends on it (callFunc)
		droppedDeco = true
	}
	f.checkAnnotations(s)
	defaults, kwDefaults := f.evalDefaults(s.Args)
	var v Value
	switch {
	case unknown && m.trusted && performsWhy != "":
		v = quietPoison("unsupported-decorator", s.Span(), "@performs of %s: %s", s.Name, performsWhy)
	case unknown && m.trusted:
		v = quietPoison("unsupported-decorator", s.Span(), "trusted function %s has a decorator clauz3 does not model", s.Name)
	case vocab02 != nil && vocab014 != nil:
		v = quietPoison("unsupported-decorator", vocab014.Span(), "trusted function %s mixes clauz3 0.2's @trusted/@requires/@ensures with deal's @pre/@post/@ensure; write it in one vocabulary", s.Name)
	case m.trusted && trustedMark && vocab02 != nil:
		v = &trustedV{def: s, mod: m, markers: markers, decos: decos, defaults: defaults, kwDefaults: kwDefaults, performs: performs}
	case m.trusted && trustedMark && len(markers) > 0:
		v = &trustedV{def: s, mod: m, markers: markers, decos: decos, defaults: defaults, kwDefaults: kwDefaults, performs: performs}
	case m.trusted && isContract:
		v = &contractV{def: s, mod: m}
	default:
		fv := &funcV{def: s, mod: m, name: s.Name, decos: decos, defaults: defaults, kwDefaults: kwDefaults, unmodelled: droppedDeco}
		if !f.isModule() {
			fv.env = f
		}
		if f.isModule() && m.entry && s.Name == l.out.Target {
			fv.snapshot = make(map[string]Value, len(m.globals))
			for k, g := range m.globals {
				fv.snapshot[k] = g
			}
		}
		for _, dc := range decos {
			if dc.kind == "guarantee" && !(f.isModule() && m.entry && s.Name == l.out.Target) {
				l.unsupported("unsupported-decorator", dc.call.Span(), "@clauz3.guarantee on %s, which is not the target %s", s.Name, l.out.Target)
			}
		}
		v = fv
	}
	f.bindName(s.Name, v, s.Span())
}

// checkAnnotations refuses annotations that could do something when
// CPython evaluates them at definition time (anything but type syntax).
func (f *frame) checkAnnotations(s *ast.FunctionDef) {
	if f.mod.trusted {
		return
	}
	var anns []ast.Expr
	for _, p := range allParams(s.Args) {
		if p.Annotation != nil {
			anns = append(anns, p.Annotation)
		}
	}
	if s.Returns != nil {
		anns = append(anns, s.Returns)
	}
	postponed := futureAnnotations(f.mod)
	for _, a := range anns {
		if !isStaticType(a) {
			f.l.unsupported("unsupported-annotation", a.Span(), "an annotation that is not a type expression is not supported (CPython evaluates it at definition time)")
			continue
		}
		if !postponed {
			f.resolveAnnotation(a)
		}
	}
}

// resolveAnnotation raises NameError, as CPython does when it evaluates
// an annotation at definition time, for a name that is not bound then.
// (String annotations are not evaluated.)
func (f *frame) resolveAnnotation(e ast.Expr) {
	ast.Inspect(e, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.Name:
			if !isFalse(f.reach) && f.lookupQuiet(n.Id) == nil {
				f.raise("NameError", n.Span(), "name %q is not defined (CPython evaluates this annotation when it runs the definition)", n.Id)
			}
			return false
		case *ast.Attribute:
			return true
		}
		return true
	})
}

// futureAnnotations reports whether a module has `from __future__ import
// annotations` (then annotations are never evaluated).
func futureAnnotations(m *module) bool {
	if m.ir == nil || m.ir.Tree == nil {
		return false
	}
	for _, s := range m.ir.Tree.Body {
		imp, ok := s.(*ast.ImportFrom)
		if !ok || imp.Module != "__future__" {
			continue
		}
		for _, a := range imp.Names {
			if a.Name == "annotations" {
				return true
			}
		}
	}
	return false
}

// isStaticType accepts type syntax: names, dotted names, constants,
// subscripts, X | Y, and lists of types (Callable[[int], str]).
func isStaticType(e ast.Expr) bool {
	switch e := e.(type) {
	case *ast.Name, *ast.Constant:
		return true
	case *ast.Attribute:
		return isStaticType(e.Value)
	case *ast.Subscript:
		return isStaticType(e.Value) && isStaticType(e.Slice)
	case *ast.Tuple:
		for _, x := range e.Elts {
			if !isStaticType(x) {
				return false
			}
		}
		return true
	case *ast.List:
		for _, x := range e.Elts {
			if !isStaticType(x) {
				return false
			}
		}
		return true
	case *ast.BinOp:
		return e.Op == ast.BitOr && isStaticType(e.Left) && isStaticType(e.Right)
	}
	return false
}

// evalDefaults evaluates parameter defaults at definition time.
func (f *frame) evalDefaults(a *ast.Arguments) (defaults, kw []Value) {
	for _, d := range a.Defaults {
		defaults = append(defaults, f.eval(d))
	}
	for _, d := range a.KwDefaults {
		if d == nil {
			kw = append(kw, nil)
			continue
		}
		kw = append(kw, f.eval(d))
	}
	return defaults, kw
}

// defineClass binds a class defined at module level. Only inert bodies
// are accepted (they run at import time).
func (f *frame) defineClass(s *ast.ClassDef) {
	m := f.mod
	ok := len(s.DecoratorList) == 0 && len(s.Keywords) == 0
	for _, st := range s.Body {
		switch st := st.(type) {
		case *ast.Pass:
		case *ast.ExprStmt:
			if _, isConst := st.Value.(*ast.Constant); !isConst {
				ok = false
			}
		case *ast.AnnAssign:
			if st.Value != nil && !isConstExpr(st.Value) || !isStaticType(st.Annotation) {
				ok = false
			}
		case *ast.Assign:
			if !isConstExpr(st.Value) {
				ok = false
			}
		case *ast.FunctionDef:
			for _, d := range st.DecoratorList {
				if n, isName := d.(*ast.Name); !isName || (n.Id != "staticmethod" && n.Id != "classmethod" && n.Id != "property") {
					ok = false
				}
			}
			for _, d := range st.Args.Defaults {
				if !isConstExpr(d) {
					ok = false
				}
			}
			for _, p := range allParams(st.Args) {
				if p.Annotation != nil && !isStaticType(p.Annotation) {
					ok = false
				}
			}
			if st.Returns != nil && !isStaticType(st.Returns) {
				ok = false
			}
		default:
			ok = false
		}
	}
	for _, b := range s.Bases {
		switch f.evalStatic(b).(type) {
		case *classV, *excClassV, *builtinV:
		default:
			ok = false
		}
	}
	if !ok && !m.trusted {
		f.l.unsupported("unsupported-class", s.Span(), "class %s: only classes with inert bodies (annotations, constants, methods) are supported", s.Name)
	}
	if !m.trusted && !futureAnnotations(m) {
		f.classAnnotations(s)
	}
	f.bindName(s.Name, &classV{def: s, mod: m}, s.Span())
}

// classAnnotations raises NameError, as creating the class does, for a
// name in an annotation of the class body (its variables, and its
// methods' parameters and results) that is bound neither in the class
// body before it nor outside.
func (f *frame) classAnnotations(s *ast.ClassDef) {
	bound := map[string]bool{}
	check := func(e ast.Expr) {
		if e == nil || isFalse(f.reach) {
			return
		}
		ast.Inspect(e, func(n ast.Node) bool {
			if x, ok := n.(*ast.Name); ok {
				if !bound[x.Id] && f.lookupQuiet(x.Id) == nil && !isFalse(f.reach) {
					f.raise("NameError", x.Span(), "name %q is not defined (annotations in a class body are evaluated when the class is created)", x.Id)
				}
				return false
			}
			return true
		})
	}
	for _, st := range s.Body {
		switch st := st.(type) {
		case *ast.AnnAssign:
			check(st.Annotation)
			if n, ok := st.Target.(*ast.Name); ok && st.Value != nil {
				bound[n.Id] = true
			}
		case *ast.Assign:
			for _, t := range st.Targets {
				if n, ok := t.(*ast.Name); ok {
					bound[n.Id] = true
				}
			}
		case *ast.FunctionDef:
			for _, p := range allParams(st.Args) {
				check(p.Annotation)
			}
			check(st.Returns)
			bound[st.Name] = true
		}
	}
}

// evalStatic evaluates a name or attribute chain without effects (used
// for decorators and exception classes); anything else is nil.
func (f *frame) evalStatic(e ast.Expr) Value {
	switch e := e.(type) {
	case *ast.Name:
		return f.lookupQuiet(e.Id)
	case *ast.Attribute:
		base := f.evalStatic(e.Value)
		if mv, ok := base.(*moduleV); ok {
			return f.l.moduleAttr(mv, e.Attr)
		}
	}
	return nil
}

// localNamesOf lists the names a function body binds (its locals), not
// descending into nested functions, lambdas, classes or comprehensions.
func localNamesOf(args *ast.Arguments, body []ast.Stmt) map[string]bool {
	out := map[string]bool{}
	if args != nil {
		for _, a := range allParams(args) {
			out[a.Arg] = true
		}
	}
	var target func(e ast.Expr)
	target = func(e ast.Expr) {
		switch e := e.(type) {
		case *ast.Name:
			out[e.Id] = true
		case *ast.Tuple:
			for _, x := range e.Elts {
				target(x)
			}
		case *ast.List:
			for _, x := range e.Elts {
				target(x)
			}
		case *ast.Starred:
			target(e.Value)
		}
	}
	var walkExpr func(e ast.Expr)
	walkExpr = func(e ast.Expr) {
		if e == nil {
			return
		}
		ast.Inspect(e, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.Lambda, *ast.ListComp, *ast.SetComp, *ast.DictComp, *ast.GeneratorExp:
				return false
			case *ast.NamedExpr:
				target(n.Target)
			}
			return true
		})
	}
	var walk func(stmts []ast.Stmt)
	walk = func(stmts []ast.Stmt) {
		for _, s := range stmts {
			switch s := s.(type) {
			case *ast.FunctionDef:
				out[s.Name] = true
			case *ast.AsyncFunctionDef:
				out[s.Name] = true
			case *ast.ClassDef:
				out[s.Name] = true
			case *ast.Assign:
				for _, t := range s.Targets {
					target(t)
				}
				walkExpr(s.Value)
			case *ast.AnnAssign:
				target(s.Target)
			case *ast.AugAssign:
				target(s.Target)
			case *ast.For:
				target(s.Target)
				walk(s.Body)
				walk(s.Orelse)
			case *ast.AsyncFor:
				target(s.Target)
				walk(s.Body)
				walk(s.Orelse)
			case *ast.While:
				walk(s.Body)
				walk(s.Orelse)
			case *ast.If:
				walkExpr(s.Test)
				walk(s.Body)
				walk(s.Orelse)
			case *ast.With:
				for _, it := range s.Items {
					if it.OptionalVars != nil {
						target(it.OptionalVars)
					}
				}
				walk(s.Body)
			case *ast.AsyncWith:
				walk(s.Body)
			case *ast.Try:
				walk(s.Body)
				for _, h := range s.Handlers {
					if h.Name != "" {
						out[h.Name] = true
					}
					walk(h.Body)
				}
				walk(s.Orelse)
				walk(s.Finalbody)
			case *ast.TryStar:
				walk(s.Body)
				walk(s.Orelse)
				walk(s.Finalbody)
			case *ast.Match:
				walkExpr(s.Subject)
				for _, c := range s.Cases {
					patternNames(c.Pattern, out)
					walkExpr(c.Guard)
					walk(c.Body)
				}
			case *ast.Import:
				for _, a := range s.Names {
					out[importName(a)] = true
				}
			case *ast.ImportFrom:
				for _, a := range s.Names {
					if a.Asname != "" {
						out[a.Asname] = true
					} else {
						out[a.Name] = true
					}
				}
			case *ast.Delete:
				for _, t := range s.Targets {
					target(t)
				}
			case *ast.ExprStmt:
				walkExpr(s.Value)
			case *ast.Return:
				walkExpr(s.Value)
			}
		}
	}
	walk(body)
	return out
}

// allParams lists every parameter of a signature in order.
func allParams(a *ast.Arguments) []*ast.Arg {
	var out []*ast.Arg
	out = append(out, a.Posonlyargs...)
	out = append(out, a.Args...)
	if a.Vararg != nil {
		out = append(out, a.Vararg)
	}
	out = append(out, a.Kwonlyargs...)
	if a.Kwarg != nil {
		out = append(out, a.Kwarg)
	}
	return out
}

// contractDescription reports whether a @contract(...) call only gives
// the guarantee's description template (clauz3 0.2), a str constant.
func contractDescription(call *ast.Call) bool {
	if len(call.Args) != 0 || len(call.Keywords) != 1 || call.Keywords[0].Arg != "description" {
		return false
	}
	k, ok := call.Keywords[0].Value.(*ast.Constant)
	return ok && k.Value.Kind == ast.ConstStr
}
