package lower

import (
	"clauz3/pkg/diag"
	"clauz3/pkg/ir"
)

// Evaluation modes of a frame.
const (
	modeProgram = iota // the program: everything modelled
	modeModule         // module top level: no calls except pure builtins
	modeSpec           // deal validators: no calls except pure builtins
)

// binding is a local variable: its value and the condition under which
// it is bound (a name assigned on one branch only is unbound on the other).
type binding struct {
	v     Value
	bound term
}

// retPath is one way out of a function: the condition under which it is
// taken and the value returned.
type retPath struct {
	cond term
	v    Value
	span diag.Span
}

// frame is the state of one function activation (or of a module's top
// level when fn is nil): its locals, the condition under which the current
// program point is reached, and the ways out taken so far.
type frame struct {
	l          *lowerer
	mod        *module
	fn         *funcV // nil at module level
	parent     *frame // lexically enclosing function frame
	locals     map[string]binding
	localNames map[string]bool
	reach      term
	returns    []retPath
	restricted bool // reach was strengthened by something other than a branch
	finished   bool
	mode       int
	lenient    bool // trusted module top level: unknown constructs become silent poison
	compDepth  int  // inside a comprehension
	loops      []*loopCtx
}

// setReach sets the reachability condition, naming it when long.
func (f *frame) setReach(c term) { f.reach = f.l.name(c, sortBool) }

// restrict strengthens the reachability condition by c: execution goes on
// only when c holds (after an assert, a precondition, a run-time check).
func (f *frame) restrict(c term) {
	if isTrue(c) {
		return
	}
	f.restricted = true
	f.setReach(mkAnd(f.reach, c))
}

// module-level frames keep their variables in the module's globals.
func (f *frame) isModule() bool { return f.fn == nil && f.locals == nil }

func copyLocals(m map[string]binding) map[string]binding {
	if m == nil {
		return nil
	}
	c := make(map[string]binding, len(m))
	for k, v := range m {
		c[k] = v
	}
	return c
}

// branch runs then under c and els under Not(c) and merges the two states
// at the join. A nil arm is an empty one.
func (f *frame) branch(c term, then, els func()) {
	if isTrue(c) {
		if then != nil {
			then()
		}
		return
	}
	if isFalse(c) {
		if els != nil {
			els()
		}
		return
	}
	c = f.l.name(c, sortBool)
	r := f.reach
	saved := copyLocals(f.locals)

	f.setReach(mkAnd(r, c))
	tStart := f.reach
	if then != nil {
		then()
	}
	tLocals, tReach := f.locals, f.reach

	f.locals = saved
	f.reach = mkAnd(r, mkNot(c)) // named below only when it is kept
	if els != nil {
		f.setReach(f.reach)
	}
	eStart := f.reach
	if els != nil {
		els()
	}
	eLocals, eReach := f.locals, f.reach
	if els == nil && !isFalse(eReach) && isFalse(tReach) {
		eReach = f.l.name(eReach, sortBool)
	}

	switch {
	case isFalse(tReach) && isFalse(eReach):
		f.reach = tFalse
		f.locals = eLocals
		return
	case isFalse(tReach):
		f.locals, f.reach = eLocals, eReach
		return
	case isFalse(eReach):
		f.locals, f.reach = tLocals, tReach
		return
	case tReach == tStart && eReach == eStart:
		f.reach = r
	default:
		f.setReach(mkOr(tReach, eReach))
	}
	if tLocals == nil && eLocals == nil {
		f.locals = nil // module level: expressions do not bind names
		return
	}
	f.locals = f.mergeLocals(c, tLocals, eLocals)
}

// mergeLocals merges two local maps at a join; c tells which arm was taken.
func (f *frame) mergeLocals(c term, a, b map[string]binding) map[string]binding {
	out := make(map[string]binding, len(a))
	names := map[string]bool{}
	for k := range a {
		names[k] = true
	}
	for k := range b {
		names[k] = true
	}
	for _, k := range sortedKeys(names) {
		x, inA := a[k]
		y, inB := b[k]
		switch {
		case inA && inB:
			if sameValue(x.v, y.v) && x.bound == y.bound {
				out[k] = x
				continue
			}
			out[k] = binding{v: f.mergeValue(c, x.v, y.v), bound: f.l.name(mkIte(c, x.bound, y.bound), sortBool)}
		case inA:
			out[k] = binding{v: x.v, bound: f.l.name(mkAnd(c, x.bound), sortBool)}
		default:
			out[k] = binding{v: y.v, bound: f.l.name(mkAnd(mkNot(c), y.bound), sortBool)}
		}
	}
	return out
}

// mergeValue is the value that is a when c holds and b otherwise.
func (f *frame) mergeValue(c term, a, b Value) Value {
	if sameValue(a, b) {
		return a
	}
	switch x := a.(type) {
	case boolV:
		if y, ok := b.(boolV); ok {
			return f.l.nameValue(boolV{mkIte(c, x.e, y.e)})
		}
	case intV:
		if y, ok := b.(intV); ok {
			return f.l.nameValue(intV{mkIte(c, x.e, y.e)})
		}
	case strV:
		if y, ok := b.(strV); ok {
			return f.l.nameValue(strV{mkIte(c, x.e, y.e)})
		}
	case floatV:
		if y, ok := b.(floatV); ok {
			return f.l.nameValue(floatV{e: mkIte(c, x.e, y.e)}) // either object
		}
	case *listV:
		if y, ok := b.(*listV); ok && len(x.elems) == len(y.elems) && x.tuple == y.tuple {
			out := &listV{tuple: x.tuple, merged: true}
			x.mergedInto, y.mergedInto = true, true
			anyCond := false
			for i := range x.elems {
				out.elems = append(out.elems, f.mergeValue(c, x.elems[i], y.elems[i]))
				p := f.l.name(mkIte(c, x.presentAt(i), y.presentAt(i)), sortBool)
				out.present = append(out.present, p)
				if !isTrue(p) {
					anyCond = true
				}
			}
			if !anyCond {
				out.present = nil
			}
			return out
		}
	}
	if unionable(a) && unionable(b) {
		return f.mergeUnion(c, a, b)
	}
	// Values of different kinds: keep the truthiness when both have one.
	for _, v := range []Value{a, b} {
		if q, ok := v.(*poisonV); ok && q.reported {
			return &poisonV{code: q.code, msg: q.msg, reported: true}
		}
	}
	p := &poisonV{code: "unsupported-mixed-types", msg: "a value that is a " + a.typeName() + " on one path and a " + b.typeName() + " on another is not supported"}
	ta, okA := truthOf(a)
	tb, okB := truthOf(b)
	if okA && okB {
		p.truth = f.l.name(mkIte(c, ta, tb), sortBool)
	}
	return p
}

// use reports a poison value the first time its value matters.
func (f *frame) use(v Value, span diag.Span) {
	p, ok := v.(*poisonV)
	if !ok || p.reported || f.lenient || isFalse(f.reach) {
		return // (on a dead path nothing is used)
	}
	p.reported = true
	sp := p.span
	if sp.IsZero() {
		sp = span
	}
	f.l.unsupported(p.code, sp, "%s", p.msg)
	f.taint()
}

// taint makes the rest of the path depend on a free symbol after an
// unsupported construct: what follows may not happen as lowered (the
// construct may raise, return, skip or change state clauz3 does not
// model), so no counterexample may rest on it (see
// ir.UnsupportedPrefix), while what happened before stays firm.
func (f *frame) taint() {
	if f.lenient || f.mode != modeProgram || isFalse(f.reach) {
		return
	}
	if !f.l.inTarget {
		f.l.topTaint = true
	}
	f.restrict(f.l.fresh(ir.UnsupportedPrefix, sortBool))
}

// poison reports an unsupported construct now (unless lenient) and
// returns a value standing for it.
func (f *frame) poison(code string, span diag.Span, format string, args ...any) *poisonV {
	p := &poisonV{code: code, span: span}
	p.msg = sprintf(format, args...)
	if !f.lenient && !isFalse(f.reach) { // dead code never runs
		p.reported = true
		f.l.unsupported(code, span, "%s", p.msg)
		f.taint()
	}
	return p
}

// quietPoison is a value that is unsupported only if it is used.
func quietPoison(code string, span diag.Span, format string, args ...any) *poisonV {
	return &poisonV{code: code, span: span, msg: sprintf(format, args...)}
}

// check records that CPython raises exc unless cond holds at this point,
// and continues only on the paths where it holds.
func (f *frame) check(cond term, exc string, span diag.Span, format string, args ...any) {
	if isTrue(cond) || isFalse(f.reach) || f.lenient {
		// (a trusted module's top level is read, not checked: what fails
		// there becomes an unsupported value where it is used)
		return
	}
	if f.l.excAllowed(exc) && len(f.l.loops) > 0 {
		f.poison("unsupported-symbolic-loop", span, "%s may be raised here and the target lets it escape: inside a loop over rows that ends the loop early, which is not modelled", exc)
	}
	if !f.l.excAllowed(exc) {
		f.l.oblige(ir.KindException, "exception", span, mkImplies(f.reach, cond), "%s: %s", exc, sprintf(format, args...))
	}
	f.restrict(cond)
}

// raise records that CPython raises exc here (on the current path).
func (f *frame) raise(exc string, span diag.Span, format string, args ...any) {
	if f.lenient {
		return
	}
	f.check(tFalse, exc, span, format, args...)
	f.reach = tFalse
}

// excAllowed reports whether an exception of class exc may escape the
// target: the target declares it (@deal.raises) and every helper being
// analysed that declares @deal.raises lists it as well.
func (l *lowerer) excAllowed(exc string) bool {
	if !excCovered(exc, l.allowed) {
		return false
	}
	for _, r := range l.raises {
		if !excCovered(exc, r) {
			return false
		}
	}
	return true
}

// excParents is the built-in exception hierarchy clauz3 knows.
var excParents = map[string]string{
	"Exception": "BaseException", "ArithmeticError": "Exception", "ZeroDivisionError": "ArithmeticError",
	"OverflowError": "ArithmeticError", "LookupError": "Exception", "IndexError": "LookupError",
	"KeyError": "LookupError", "ValueError": "Exception", "TypeError": "Exception",
	"RuntimeError": "Exception", "NotImplementedError": "RuntimeError", "RecursionError": "RuntimeError",
	"AssertionError": "Exception", "AttributeError": "Exception", "NameError": "Exception",
	"UnboundLocalError": "NameError", "OSError": "Exception", "PermissionError": "OSError",
	"FileNotFoundError": "OSError", "TimeoutError": "OSError", "ConnectionError": "OSError",
	"UnicodeError": "ValueError", "StopIteration": "Exception", "ImportError": "Exception",
	"ModuleNotFoundError": "ImportError", "KeyboardInterrupt": "BaseException", "SystemExit": "BaseException",
}

// excCovered reports whether @deal.raises(declared...) lets exc escape.
// deal compares the exception's exact class with the declared ones
// (type(exc) in exceptions), so a subclass is not covered: a KeyError
// under @deal.raises(LookupError) becomes RaisesContractError.
func excCovered(exc string, declared []string) bool {
	for _, d := range declared {
		if d == exc {
			return true
		}
	}
	return false
}

// underCond evaluates body on the paths where c holds (Python evaluating
// an operand only then) and returns to the join afterwards. The returned
// function value of body is merged by the caller.
func (f *frame) underCond(c term, body func()) {
	f.branch(c, body, nil)
}
