package lower

// This file holds fluents (issue 8 part 4; UPSTREAM.md section 8): state
// that trusted calls update and whose final value a guarantee speaks of.
//
//	Door = fluent("door", key=str, value=str, initial="unlocked")   # trusted module
//	@effect(lambda door, state: Door.set(door, state))              # on a trusted function
//	Door.final.all(lambda d: d.value == "locked")                   # in a @contract
//	Door.final["front"] == "locked"
//
// Each call of a function with an @effect records its updates, in
// program order, with the condition under which the call happens (after
// its preconditions). The final value at a key is folded over them:
// If(cond_n ∧ key_n == k, value_n, ... If(cond_1 ∧ key_1 == k, value_1,
// initial)). final.all(p) is p at a fresh key k, which the check of
// validity quantifies over. Updates inside a loop over rows are refused.

import (
	"fmt"

	"clauz3/pkg/diag"
	"clauz3/pkg/dsl"
	"clauz3/pkg/ir"
	"clauz3/pkg/python/ast"
)

// fluentV is a fluent declared by fluent(...).
type fluentV struct {
	name       string
	key, value string // sort names
	initial    term
	updates    []fluentUpdate
}

// fluentUpdate is one F.set(key, value) of a trusted call.
type fluentUpdate struct{ cond, key, value term }

// finalV is F.final; finalAllV its all method.
type finalV struct{ fl *fluentV }
type finalAllV struct{ fl *fluentV }

// fluentEntryV is the row d of F.final.all(lambda d: ...): d.key, d.value.
type fluentEntryV struct{ key, value Value }

func (*fluentV) typeName() string      { return "Fluent" }
func (*finalV) typeName() string       { return "FluentFinal" }
func (*finalAllV) typeName() string    { return "method" }
func (*fluentEntryV) typeName() string { return "FluentEntry" }

// declareFluent is fluent(name, key=T, value=T, initial=literal).
func (f *frame) declareFluent(args []Value, kws []kwArg, c *ast.Call) Value {
	bad := func(why string) Value {
		return f.poisonOrQuiet("unsupported-fluent", c.Span(), "fluent(name, key=T, value=T, initial=literal): %s", why)
	}
	if len(args) != 1 {
		return bad("one positional argument, the name")
	}
	name, ok := args[0].(strV)
	if !ok {
		return bad("the name must be a str constant")
	}
	nm, ok := name.e.StrVal()
	if !ok {
		return bad("the name must be a str constant")
	}
	fl := &fluentV{name: nm}
	var initial Value
	for _, k := range kws {
		switch k.name {
		case "key", "value":
			b, ok := k.v.(*builtinV)
			if !ok || sortOfType(b.name) == "" || b.name == "float" {
				return bad(k.name + " must be str, int or bool")
			}
			if k.name == "key" {
				fl.key = sortOfType(b.name)
			} else {
				fl.value = sortOfType(b.name)
			}
		case "initial":
			initial = k.v
		default:
			return bad("unknown keyword " + k.name)
		}
	}
	if fl.key == "" || fl.value == "" || initial == nil {
		return bad("key, value and initial are required")
	}
	t, ok := scalarExpr(initial)
	if !ok || t.Op != dsl.OpLit || sortOf(initial) != fl.value {
		return bad("initial must be a literal of the value type")
	}
	fl.initial = t
	return fl
}

// fluentEffects records the updates of the @effect decorators of the
// trusted function t at a call that happens under f.reach; conv maps its
// parameters to the values passed.
func (f *frame) fluentEffects(t *trustedV, conv map[string]Value, span diag.Span) {
	l := f.l
	hasEffect, mayRaise := false, false
	for _, dc := range t.decos {
		hasEffect = hasEffect || dc.kind == "fluent"
		mayRaise = mayRaise || dc.kind == "raises"
	}
	if hasEffect && mayRaise {
		// Whether the update happened before the exception depends on the
		// function's body, which is not read.
		f.poison("unsupported-fluent", span, "%s updates a fluent and may raise (@deal.raises): whether the update happens then is not known", t.def.Name)
		f.unknownUpdates(t)
		return
	}
	for _, dc := range t.decos {
		if dc.kind != "fluent" {
			continue
		}
		lam := dc.call.Args[0].(*ast.Lambda)
		var sets []ast.Expr
		switch b := lam.Body.(type) {
		case *ast.List:
			sets = b.Elts
		case *ast.Tuple:
			sets = b.Elts
		default:
			sets = []ast.Expr{b}
		}
		params := map[string]bool{}
		for _, p := range append(append([]*ast.Arg{}, lam.Args.Posonlyargs...), lam.Args.Args...) {
			params[p.Arg] = true
		}
		for _, s := range sets {
			if len(l.loops) > 0 {
				f.poison("unsupported-fluent", span, "a fluent update inside a loop over rows is not supported")
				f.unknownUpdates(t)
				return
			}
			fl, key, value, why := f.fluentSet(t, s, params, conv)
			if why != "" {
				f.poison("unsupported-fluent", s.Span(), "@effect of %s: %s", t.def.Name, why)
				f.unknownUpdates(t)
				return
			}
			fl.updates = append(fl.updates, fluentUpdate{cond: f.reach, key: key, value: value})
		}
	}
}

// unknownUpdates records, for each fluent of t's module, an update of
// unknown key and value on this path: a refused update may have changed
// any of them, so a guarantee over their final values rests on symbols
// left free (ir.UnsupportedPrefix), never on the update's absence (put(True,
// 7) refused, slot_is(1, 7) was refuted although True is the key 1).
func (f *frame) unknownUpdates(t *trustedV) {
	for _, name := range sortedKeys(t.mod.globals) {
		if fl, ok := t.mod.globals[name].(*fluentV); ok {
			fl.updates = append(fl.updates, fluentUpdate{cond: f.reach,
				key: f.l.fresh(ir.UnsupportedPrefix, fl.key), value: f.l.fresh(ir.UnsupportedPrefix, fl.value)})
		}
	}
}

// fluentSet evaluates one F.set(key, value) of an @effect lambda: F a
// fluent of the trusted module, key and value a parameter or a literal.
func (f *frame) fluentSet(t *trustedV, e ast.Expr, params map[string]bool, conv map[string]Value) (*fluentV, term, term, string) {
	c, ok := e.(*ast.Call)
	if !ok || len(c.Args) != 2 || len(c.Keywords) != 0 {
		return nil, nil, nil, "each update must be F.set(key, value)"
	}
	at, ok := c.Func.(*ast.Attribute)
	if !ok || at.Attr != "set" {
		return nil, nil, nil, "each update must be F.set(key, value)"
	}
	fl, ok := f.l.dottedValue(t.mod, at.Value).(*fluentV)
	if !ok {
		return nil, nil, nil, fmt.Sprintf("%s is not a fluent of %s", f.l.sourceText(at.Value.Span()), t.mod.name)
	}
	var out [2]term
	for i, a := range c.Args {
		var v Value
		switch a := a.(type) {
		case *ast.Name:
			if !params[a.Id] {
				return nil, nil, nil, fmt.Sprintf("%s is not a parameter of the lambda", a.Id)
			}
			if v, ok = conv[a.Id]; !ok {
				return nil, nil, nil, fmt.Sprintf("%s is not a parameter of %s", a.Id, t.def.Name)
			}
		case *ast.Constant:
			v = f.constant(a)
		default:
			return nil, nil, nil, "keys and values must be parameters or literals"
		}
		want := fl.key
		if i == 1 {
			want = fl.value
		}
		x, ok := scalarExpr(v)
		if !ok || sortOf(v) != want {
			return nil, nil, nil, fmt.Sprintf("the %s of %s.set must be a %s", []string{"key", "value"}[i], fl.name, pyTypeOfSort(want))
		}
		out[i] = x
	}
	return fl, out[0], out[1], ""
}

// finalAt is the final value of fl at key k.
func (fl *fluentV) finalAt(k term) term {
	acc := fl.initial
	for _, u := range fl.updates {
		acc = mkIte(mkAnd(u.cond, mkEq(u.key, k)), u.value, acc)
	}
	return acc
}

// finalAll is F.final.all(lambda d: ...): the predicate at a fresh key.
func (c *cenv) finalAll(fa *finalAllV, args []Value, e *ast.Call) (Value, *specErr) {
	if len(args) != 1 {
		return nil, serr("unsupported-guarantee", e.Span(), "final.all() takes one lambda")
	}
	lv, ok := args[0].(*lambdaV)
	if !ok {
		return nil, serr("unsupported-guarantee", e.Span(), "final.all() takes a lambda")
	}
	a := lv.lam.Args
	ps := append(append([]*ast.Arg{}, a.Posonlyargs...), a.Args...)
	if len(ps) != 1 || a.Vararg != nil || a.Kwarg != nil || len(a.Kwonlyargs) > 0 || len(a.Defaults) > 0 {
		return nil, serr("unsupported-guarantee", lv.lam.Span(), "final.all() takes a lambda of one parameter")
	}
	l := c.l
	k := l.fresh("_k", fa.fl.key)
	entry := &fluentEntryV{key: l.scalar(k), value: l.scalar(fa.fl.finalAt(k))}
	locals := map[string]Value{}
	for n, v := range lv.env {
		locals[n] = v
	}
	locals[ps[0].Arg] = entry
	body := &cenv{l: l, mod: lv.mod, locals: locals, depth: c.depth}
	v, err := body.pure(lv.lam.Body)
	if err != nil {
		return nil, err
	}
	b, ok := v.(boolV)
	if !ok {
		return nil, serr("unsupported-guarantee", lv.lam.Body.Span(), "final.all() needs a bool predicate, found a %s", v.typeName())
	}
	return &specV{goal: b.e}, nil
}

// finalItem is F.final[key] in a contract: the final value at key.
func (c *cenv) finalItem(e *ast.Subscript) (Value, *specErr) {
	base, err := c.eval(e.Value)
	if err != nil {
		return nil, err
	}
	fv, ok := base.(*finalV)
	if !ok {
		return nil, serr("unsupported-guarantee", e.Span(), "subscript of a %s is not supported in a contract", base.typeName())
	}
	k, err := c.eval(e.Slice)
	if err != nil {
		return nil, err
	}
	kt, ok := scalarExpr(k)
	if !ok || sortOf(k) != fv.fl.key {
		return nil, serr("unsupported-guarantee", e.Slice.Span(), "the key of %s.final must be a %s", fv.fl.name, pyTypeOfSort(fv.fl.key))
	}
	return &finalValueV{v: c.l.scalar(fv.fl.finalAt(kt))}, nil
}

// finalValueV is F.final[key] in a contract, to be compared.
type finalValueV struct{ v Value }

func (*finalValueV) typeName() string { return "FluentValue" }

// finalCompare is F.final[key] == v or != v (either way round).
func finalCompare(op ast.CmpOp, a, b Value) (term, bool) {
	if op != ast.Eq && op != ast.NotEq {
		return nil, false
	}
	fa, okA := a.(*finalValueV)
	fb, okB := b.(*finalValueV)
	switch {
	case okA && okB:
		a, b = fa.v, fb.v
	case okA:
		a = fa.v
	case okB:
		b = fb.v
	default:
		return nil, false
	}
	x, okX := scalarExpr(a)
	y, okY := scalarExpr(b)
	if !okX || !okY || sortOf(a) != sortOf(b) || sortOf(a) == sortFloat {
		return nil, false
	}
	if op == ast.NotEq {
		return mkNot(mkEq(x, y)), true
	}
	return mkEq(x, y), true
}
