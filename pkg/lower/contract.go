package lower

import (
	"fmt"
	"strings"

	"clauz3/pkg/diag"
	"clauz3/pkg/dsl"
	"clauz3/pkg/ir"
	"clauz3/pkg/python/ast"
)

// This file interprets @contract builders statically (they are never
// executed) and compiles their relation lambdas to row expressions.

// relView is a relation (effect("name")) with its where filters.
type relView struct {
	name  string
	also  []string // more relations of effect(f, g, ...) (clauz3 0.2)
	row   string   // row variable of the filters ("" until the first where)
	where term     // nil until the first where
}

// relV is a relation value (Email, Email.where(...)).
type relV struct{ view relView }

// relMethodV is a bound method of a relation (Email.all).
type relMethodV struct {
	recv *relV
	name string
}

// aggV is Email.count() or Email.sum(f), waiting for its comparison.
type aggV struct {
	op    string // "count" | "sum"
	view  relView
	row   string
	value term
}

// specV is a finished contract: a relation constraint.
type specV struct {
	rel  ir.Relation
	goal term // instead of rel: a Bool goal (a fluent's final state)
}

// lambdaV is a lambda inside a contract body with its environment.
type lambdaV struct {
	lam *ast.Lambda
	env map[string]Value
	mod *module
}

// rowV is the row variable of a relation lambda.
type rowV struct {
	name string
	view string
}

func (*relV) typeName() string       { return "Relation" }
func (*relMethodV) typeName() string { return "method" }
func (*aggV) typeName() string       { return "Aggregate" }
func (*specV) typeName() string      { return "ContractSpec" }
func (*lambdaV) typeName() string    { return "function" }
func (*rowV) typeName() string       { return "Row" }

// specErr is why a guarantee cannot be interpreted.
type specErr struct {
	code string
	span diag.Span
	msg  string
}

func serr(code string, span diag.Span, format string, args ...any) *specErr {
	return &specErr{code: code, span: span, msg: fmt.Sprintf(format, args...)}
}

// cenv is the environment of one contract body being interpreted.
type cenv struct {
	l       *lowerer
	mod     *module
	locals  map[string]Value
	depth   int
	lambdas bool   // a lambda was made: it reads the locals when it runs
	fn      string // the function whose body this is ("" for a guarantee)
}

// guarantee interprets the argument of @clauz3.guarantee(expr) in the
// module scope of the target as CPython evaluates it at definition time.
func (l *lowerer) guarantee(expr ast.Expr, fv *funcV) (*specV, *specErr) {
	env := &cenv{l: l, mod: fv.mod, locals: fv.snapshot}
	v, err := env.eval(expr)
	if err != nil {
		return nil, err
	}
	s, ok := v.(*specV)
	if !ok {
		return nil, serr("unsupported-guarantee", expr.Span(), "a guarantee must be a contract from a trusted root, found a %s", v.typeName())
	}
	return s, nil
}

// lookup resolves a name in a contract body: locals, module globals,
// builtins. In the target's decorators the locals are the module's
// globals at definition time.
func (c *cenv) lookup(n *ast.Name) (Value, *specErr) {
	if v, ok := c.locals[n.Id]; ok {
		return v, nil
	}
	if c.depth > 0 {
		c.l.execModule(c.mod)
		if v, ok := c.mod.globals[n.Id]; ok {
			return v, nil
		}
	}
	if v := builtinName(n.Id); v != nil {
		return v, nil
	}
	return nil, serr("guarantee-name-error", n.Span(), "name %q is not defined where the guarantee is evaluated (CPython raises NameError)", n.Id)
}

func (c *cenv) eval(e ast.Expr) (Value, *specErr) {
	switch e := e.(type) {
	case *ast.Constant:
		switch e.Value.Kind {
		case ast.ConstBool, ast.ConstInt, ast.ConstStr, ast.ConstNone, ast.ConstFloat:
			f := &frame{l: c.l, mod: c.mod, reach: tTrue, lenient: true}
			v := f.constant(e)
			if _, bad := v.(*poisonV); bad {
				return nil, serr("unsupported-guarantee", e.Span(), "this constant is not supported in a contract")
			}
			return v, nil
		}
		return nil, serr("unsupported-guarantee", e.Span(), "%s constants are not supported in a contract", e.Value.Kind)
	case *ast.Name:
		v, err := c.lookup(e)
		if err != nil {
			return nil, err
		}
		if p, ok := v.(*poisonV); ok {
			return nil, serr(p.code, e.Span(), "%s", p.msg)
		}
		return v, nil
	case *ast.List, *ast.Tuple:
		var elts []ast.Expr
		tuple := false
		if x, ok := e.(*ast.List); ok {
			elts = x.Elts
		} else {
			elts = e.(*ast.Tuple).Elts
			tuple = true
		}
		out := &listV{tuple: tuple}
		for _, x := range elts {
			v, err := c.eval(x)
			if err != nil {
				return nil, err
			}
			out.elems = append(out.elems, v)
		}
		return out, nil
	case *ast.UnaryOp:
		if e.Op == ast.Not {
			x, err := c.eval(e.Operand)
			if err != nil {
				return nil, err
			}
			if b, ok := staticTruth(x); ok {
				return boolV{boolLit(!b)}, nil
			}
		}
		return c.pure(e)
	case *ast.BinOp:
		a, err := c.eval(e.Left)
		if err != nil {
			return nil, err
		}
		b, err := c.eval(e.Right)
		if err != nil {
			return nil, err
		}
		if _, isSpec := a.(*specV); isSpec && e.Op == ast.BitAnd {
			return conjunction([]Value{a, b}, e.Span())
		}
		return c.withFrame(e.Span(), func(f *frame) Value { return f.binop(e.Op, a, b, e.Span()) })
	case *ast.BoolOp:
		var v Value
		for _, x := range e.Values {
			var err *specErr
			if v, err = c.eval(x); err != nil {
				return nil, err
			}
			b, ok := staticTruth(v)
			if !ok {
				return c.pure(e)
			}
			if b == (e.Op == ast.Or) {
				return v, nil
			}
		}
		return v, nil
	case *ast.IfExp:
		t, err := c.eval(e.Test)
		if err != nil {
			return nil, err
		}
		b, ok := staticTruth(t)
		if !ok {
			return c.pure(e)
		}
		if b {
			return c.eval(e.Body)
		}
		return c.eval(e.Orelse)
	case *ast.ListComp:
		return c.comprehension(e.Elt, e.Generators, e.Span())
	case *ast.GeneratorExp:
		return c.comprehension(e.Elt, e.Generators, e.Span())
	case *ast.Attribute:
		base, err := c.eval(e.Value)
		if err != nil {
			return nil, err
		}
		switch b := base.(type) {
		case *pathV:
			if e.Attr == "value" {
				t, _ := strTerm(b.value) // newPath checked it
				return strV{t}, nil
			}
		case strV, intV, boolV, floatV, *listV:
			switch e.Attr {
			case "strip", "lstrip", "rstrip", "removeprefix", "removesuffix":
				if _, isStr := base.(strV); isStr {
					return &methodV{recv: base, name: e.Attr}, nil // staticStrMethod
				}
			}
			return c.withFrame(e.Span(), func(f *frame) Value { return f.attribute(base, e) })
		case *moduleV:
			if v := c.l.moduleAttr(b, e.Attr); v != nil {
				if p, ok := v.(*poisonV); ok {
					return nil, serr(p.code, e.Span(), "%s", p.msg)
				}
				return v, nil
			}
			return nil, serr("guarantee-name-error", e.Span(), "module %s has no attribute %s", b.name, e.Attr)
		case *relV:
			switch e.Attr {
			case "all", "where", "empty", "distinct", "count", "sum", "shares_value":
				return &relMethodV{recv: b, name: e.Attr}, nil
			}
			return nil, serr("unsupported-relation-method", e.Span(), "relation method %s is not supported", e.Attr)
		case *classV:
			if _, _, why := c.l.rowClassOf(b); why == "" {
				ref, why := c.l.columnRef(b, e.Attr)
				if ref == nil {
					return nil, serr("unsupported-guarantee", e.Span(), "%s", why)
				}
				return ref, nil
			}
			if ev, ok, why := c.l.eventOf(b); ok {
				switch e.Attr {
				case "all", "where", "empty", "distinct", "count", "sum":
					v, err := c.l.eventView(ev, e.Span())
					if err != nil {
						return nil, err
					}
					return &relMethodV{recv: &relV{view: v}, name: e.Attr}, nil
				}
				return nil, serr("unsupported-relation-method", e.Span(), "event relation method %s is not supported", e.Attr)
			} else if why != "" {
				return nil, serr("unsupported-guarantee", e.Span(), "%s", why)
			}
		case *fluentV:
			if e.Attr == "final" {
				return &finalV{fl: b}, nil
			}
		case *finalV:
			if e.Attr == "all" {
				return &finalAllV{fl: b.fl}, nil
			}
		}
		return nil, serr("unsupported-guarantee", e.Span(), "attribute %s of a %s is not supported in a contract", e.Attr, base.typeName())
	case *ast.Lambda:
		c.lambdas = true
		env := map[string]Value{}
		for k, v := range c.locals {
			env[k] = v
		}
		return &lambdaV{lam: e, env: env, mod: c.mod}, nil
	case *ast.Call:
		return c.call(e)
	case *ast.Compare:
		if v, ok, err := c.typeIs(e); ok {
			return v, err
		}
		return c.compare(e)
	case *ast.Subscript:
		if v, err := c.finalItem(e); err == nil {
			return v, nil
		}
		return c.pure(e)
	case *ast.Dict:
		return c.pure(e)
	}
	return nil, serr("unsupported-guarantee", e.Span(), "this expression is not supported in a contract")
}

// pure evaluates a constant operator expression with the program
// evaluator (no effects, no run-time checks).
func (c *cenv) pure(e ast.Expr) (Value, *specErr) {
	return c.withFrame(e.Span(), func(f *frame) Value { return f.eval(e) })
}

// withFrame runs do in a frame of the program evaluator whose names
// resolve to the contract's values; a run-time check it adds (an
// exception CPython may raise) or an unsupported construct refuses the
// expression at span. In the target's decorators the module globals are
// those at definition time.
func (c *cenv) withFrame(span diag.Span, do func(f *frame) Value) (Value, *specErr) {
	n0 := c.l.nObl
	f := &frame{l: c.l, mod: c.mod, reach: tTrue, mode: modeSpec, locals: map[string]binding{}, localNames: map[string]bool{}}
	for k, v := range c.locals {
		f.locals[k] = binding{v: v, bound: tTrue}
		f.localNames[k] = true
	}
	f.fn = &funcV{name: "<contract>", mod: c.mod}
	if c.depth == 0 {
		snap := *c.mod
		snap.globals = c.locals
		f.mod = &snap
	}
	c.l.noNaming = true
	v := do(f)
	c.l.noNaming = false
	if c.l.nObl != n0 || !isTrue(f.reach) {
		// a run-time check or an unsupported construct: undo and refuse
		c.l.out.Obligations = c.l.out.Obligations[:len(c.l.out.Obligations)-(c.l.nObl-n0)]
		c.l.nObl = n0
		return nil, serr("unsupported-guarantee", span, "this expression is not supported in a contract")
	}
	if _, bad := v.(*poisonV); bad {
		return nil, serr("unsupported-guarantee", span, "this expression is not supported in a contract")
	}
	return v, nil
}

func (c *cenv) call(e *ast.Call) (Value, *specErr) {
	callee, err := c.eval(e.Func)
	if err != nil {
		return nil, err
	}
	var args []Value
	var kws []kwArg
	for _, a := range e.Args {
		if _, ok := a.(*ast.Starred); ok {
			return nil, serr("unsupported-guarantee", a.Span(), "*args is not supported in a contract")
		}
		v, err := c.eval(a)
		if err != nil {
			return nil, err
		}
		args = append(args, v)
	}
	for _, k := range e.Keywords {
		if k.Arg == "" {
			return nil, serr("unsupported-guarantee", k.Span(), "**kwargs is not supported in a contract")
		}
		v, err := c.eval(k.Value)
		if err != nil {
			return nil, err
		}
		kws = append(kws, kwArg{name: k.Arg, v: v, span: k.Span()})
	}
	switch fn := callee.(type) {
	case *contractV:
		return c.l.interpretContract(fn, args, kws, e, c.depth+1)
	case *methodV:
		if v, ok := staticStrMethod(fn.recv, fn.name, args, kws); ok {
			return v, nil
		}
		return c.withFrame(e.Span(), func(f *frame) Value { return f.callMethod(fn, args, kws, e) })
	case *builtinV:
		if pc := pathClass(fn.name); pc != "" {
			return newPath(pc, args, kws, e.Span())
		}
		switch fn.name {
		case "clauz3.spec.ConjunctionSpec":
			if len(args) != 1 || len(kws) != 0 {
				return nil, serr("unsupported-guarantee", e.Span(), "ConjunctionSpec takes one tuple of ContractSpecs")
			}
			lv, ok := args[0].(*listV)
			if !ok || !lv.exact() {
				return nil, serr("unsupported-guarantee", e.Span(), "ConjunctionSpec takes one tuple of ContractSpecs")
			}
			return conjunction(lv.elems, e.Span())
		case "any", "all":
			if len(args) == 1 && len(kws) == 0 {
				return anyAll(fn.name, args[0], e.Span())
			}
		case "getattr":
			// getattr(schema, field) of a Row class: a column (columns.go)
			if len(args) == 2 && len(kws) == 0 {
				cls, okC := args[0].(*classV)
				name, okN := args[1].(strV)
				if okC && okN {
					if attr, ok := name.e.StrVal(); ok {
						if _, _, why := c.l.rowClassOf(cls); why == "" {
							ref, why := c.l.columnRef(cls, attr)
							if ref == nil {
								return nil, serr("unsupported-guarantee", e.Span(), "%s", why)
							}
							return ref, nil
						}
					}
				}
			}
			return nil, serr("unsupported-guarantee", e.Span(), "getattr in a contract is supported only as getattr(schema, field) of a clauz3.Row class and a str")
		case "len", "str", "int", "bool", "sorted", "min", "max", "tuple", "list", "abs":
			return c.withFrame(e.Span(), func(f *frame) Value { return f.callBuiltin(fn, args, kws, e) })
		}
		if strings.HasPrefix(fn.name, "clauz3._path_safety.") {
			return c.withFrame(e.Span(), func(f *frame) Value { return f.callBuiltin(fn, args, kws, e) })
		}
		switch fn.name {
		case "clauz3.spec.no_guarantees":
			if len(args)+len(kws) != 0 {
				return nil, serr("unsupported-guarantee", e.Span(), "no_guarantees() takes no arguments")
			}
			return &specV{rel: ir.Relation{Op: ir.RelTrue}}, nil
		case "clauz3.spec.effect":
			if v, ok := effectView(args); ok && len(kws) == 0 {
				return &relV{view: v}, nil
			}
			return nil, serr("unsupported-guarantee", e.Span(), "effect() takes one string constant, or trusted functions")
		case "len":
			return c.pure(e)
		}
		return nil, serr("unsupported-guarantee", e.Span(), "%s() is not supported in a contract", fn.name)
	case *relMethodV:
		if len(kws) != 0 {
			return nil, serr("unsupported-guarantee", e.Span(), "keyword arguments to %s() are not supported", fn.name)
		}
		return c.l.relMethod(fn, args, e)
	case *finalAllV:
		if len(kws) != 0 {
			return nil, serr("unsupported-guarantee", e.Span(), "final.all() takes no keywords")
		}
		return c.finalAll(fn, args, e)
	case *funcV:
		if fn.mod != nil && fn.mod.trusted && fn.env == nil && fn.def != nil {
			// a helper of a trusted module: run when the guarantee is built
			return c.l.interpretFunc(fn.def, fn.mod, fn.defaults, fn.kwDefaults, args, kws, e, c.depth+1)
		}
		return nil, serr("unsupported-guarantee", e.Span(), "%s is not a @contract function under a trusted root", fn.name)
	case *trustedV:
		return nil, serr("unsupported-guarantee", e.Span(), "%s is a trusted effect, not a @contract", fn.def.Name)
	}
	return nil, serr("unsupported-guarantee", e.Span(), "calling a %s is not supported in a contract", callee.typeName())
}

// compare turns `R.count() <= n` (either way round) into a constraint.
func (c *cenv) compare(e *ast.Compare) (Value, *specErr) {
	if len(e.Ops) != 1 {
		return c.pure(e)
	}
	a, err := c.eval(e.Left)
	if err != nil {
		return nil, err
	}
	b, err := c.eval(e.Comparators[0])
	if err != nil {
		return nil, err
	}
	op := e.Ops[0]
	if isScalarOrNone(a) && isScalarOrNone(b) || isList(a) || isList(b) {
		// values known when the guarantee is built (prefix == ".")
		return c.withFrame(e.Span(), func(f *frame) Value { return boolV{f.cmp(op, a, b, e.Span())} })
	}
	if t, ok := finalCompare(op, a, b); ok {
		return &specV{goal: t}, nil
	}
	flip := map[ast.CmpOp]ast.CmpOp{ast.Lt: ast.Gt, ast.LtE: ast.GtE, ast.Gt: ast.Lt, ast.GtE: ast.LtE, ast.Eq: ast.Eq}
	agg, isAgg := a.(*aggV)
	bound := b
	if !isAgg {
		agg, isAgg = b.(*aggV)
		bound = a
		if fl, ok := flip[op]; ok {
			op = fl
		} else {
			isAgg = false
		}
	}
	if !isAgg {
		return nil, serr("unsupported-guarantee", e.Span(), "a contract comparison must compare count() or sum() with an int")
	}
	cmp := map[ast.CmpOp]string{ast.Lt: "<", ast.LtE: "<=", ast.Gt: ">", ast.GtE: ">=", ast.Eq: "=="}[op]
	if cmp == "" {
		return nil, serr("unsupported-guarantee", e.Span(), "only < <= > >= == are supported on count() and sum()")
	}
	n, ok := asInt(bound)
	if _, isBool := bound.(boolV); !ok || isBool {
		// (clauz3.spec raises TypeError for a bool, as for any non-int)
		return nil, serr("unsupported-guarantee", e.Span(), "the bound of %s() must be an int, found a %s", agg.op, bound.typeName())
	}
	rel := ir.Relation{Op: agg.op, View: agg.view.ir(), Cmp: cmp, Bound: dsl.Format(n), BoundTerm: n}
	if agg.op == ir.RelSum {
		rel.Row, rel.Value, rel.ValueTerm = agg.row, dsl.Format(agg.value), agg.value
	}
	return &specV{rel: rel}, nil
}

func (v relView) ir() *ir.View {
	w := &ir.View{Name: v.name, Also: v.also, Row: v.row, WhereTerm: v.where}
	if v.where != nil {
		w.Where = dsl.Format(v.where)
	}
	return w
}

// relMethod applies a relation method.
func (l *lowerer) relMethod(m *relMethodV, args []Value, e *ast.Call) (Value, *specErr) {
	view := m.recv.view
	for _, n := range view.names() {
		if err := l.effectKnown(n, e.Span()); err != nil {
			return nil, err
		}
	}
	want := func(n int) *specErr {
		if len(args) != n {
			return serr("unsupported-guarantee", e.Span(), "%s() takes %d argument(s)", m.name, n)
		}
		return nil
	}
	// rowOf picks the row name for the relation: the filters' one if any.
	rowOf := func(lv *lambdaV) string {
		if view.row != "" {
			return view.row
		}
		return rowName(lv)
	}
	// rowArg compiles args[i], a relation lambda, over the views.
	rowArg := func(i int, views []string, want string) (string, term, *specErr) {
		lv, err := asLambda(args[i], e)
		if err != nil {
			return "", nil, err
		}
		row := rowOf(lv)
		t, err := l.compileRow(lv, row, views, want)
		return row, t, err
	}
	switch m.name {
	case "where":
		if err := want(1); err != nil {
			return nil, err
		}
		row, p, err := rowArg(0, view.names(), "bool")
		if err != nil {
			return nil, err
		}
		nv := view
		nv.row = row
		if nv.where == nil {
			nv.where = p
		} else {
			nv.where = mkAnd(nv.where, p)
		}
		return &relV{view: nv}, nil
	case "all":
		if err := want(1); err != nil {
			return nil, err
		}
		row, p, err := rowArg(0, view.names(), "bool")
		if err != nil {
			return nil, err
		}
		return &specV{rel: ir.Relation{Op: ir.RelAll, View: view.ir(), Row: row, Pred: dsl.Format(p), PredTerm: p}}, nil
	case "empty":
		if err := want(0); err != nil {
			return nil, err
		}
		return &specV{rel: ir.Relation{Op: ir.RelEmpty, View: view.ir()}}, nil
	case "distinct":
		if err := want(1); err != nil {
			return nil, err
		}
		row, k, err := rowArg(0, view.names(), "key")
		if err != nil {
			return nil, err
		}
		return &specV{rel: ir.Relation{Op: ir.RelDistinct, View: view.ir(), Row: row, Key: dsl.Format(k), KeyTerm: k}}, nil
	case "count":
		if err := want(0); err != nil {
			return nil, err
		}
		return &aggV{op: ir.RelCount, view: view}, nil
	case "sum":
		if err := want(1); err != nil {
			return nil, err
		}
		row, v, err := rowArg(0, view.names(), "int")
		if err != nil {
			return nil, err
		}
		return &aggV{op: ir.RelSum, view: view, row: row, value: v}, nil
	case "shares_value":
		if err := want(2); err != nil {
			return nil, err
		}
		other, ok := args[0].(*relV)
		if !ok {
			return nil, serr("unsupported-guarantee", e.Span(), "shares_value() takes a relation and a key lambda")
		}
		for _, n := range other.view.names() {
			if err := l.effectKnown(n, e.Span()); err != nil {
				return nil, err
			}
		}
		row, k, err := rowArg(1, append(view.names(), other.view.names()...), "key")
		if err != nil {
			return nil, err
		}
		ov := other.view
		if ov.row == "" {
			ov.row = row
		}
		return &specV{rel: ir.Relation{Op: ir.RelSharesValue, View: view.ir(), Other: ov.ir(), Row: row, Key: dsl.Format(k), KeyTerm: k}}, nil
	}
	return nil, serr("unsupported-relation-method", e.Span(), "relation method %s is not supported", m.name)
}

func asLambda(v Value, e *ast.Call) (*lambdaV, *specErr) {
	lv, ok := v.(*lambdaV)
	if !ok {
		return nil, serr("unsupported-guarantee", e.Span(), "relation methods take a lambda, found a %s", v.typeName())
	}
	return lv, nil
}

// rowName is the DSL name of a lambda's row parameter.
func rowName(lv *lambdaV) string {
	ps := append(append([]*ast.Arg{}, lv.lam.Args.Posonlyargs...), lv.lam.Args.Args...)
	if len(ps) == 1 {
		n := ps[0].Arg
		if isIdent(n) && !dslReserved[n] && !strings.HasPrefix(n, "_") {
			return n
		}
	}
	return "row"
}

// compileRow compiles a one-parameter relation lambda to a DSL expression
// over the row variable row. want is "bool", "int" or "key" (any scalar).
func (l *lowerer) compileRow(lv *lambdaV, row string, views []string, want string) (term, *specErr) {
	a := lv.lam.Args
	ps := append(append([]*ast.Arg{}, a.Posonlyargs...), a.Args...)
	if len(ps) != 1 || a.Vararg != nil || a.Kwarg != nil || len(a.Kwonlyargs) > 0 || len(a.Defaults) > 0 {
		return nil, serr("unsupported-relation-lambda", lv.lam.Span(), "a relation lambda takes exactly one parameter (the row)")
	}
	rc := &rowCompiler{l: l, lv: lv, param: ps[0].Arg, row: &rowV{name: row, view: views[0]}, views: views}
	v, err := rc.eval(lv.lam.Body)
	if err != nil {
		return nil, err
	}
	switch want {
	case "bool":
		b, ok := v.(boolV)
		if !ok {
			return nil, serr("unsupported-relation-lambda", lv.lam.Body.Span(), "a relation predicate must be a bool, found a %s", v.typeName())
		}
		return b.e, nil
	case "int":
		e, ok := asInt(v)
		if !ok {
			return nil, serr("unsupported-relation-lambda", lv.lam.Body.Span(), "sum() needs an int value, found a %s", v.typeName())
		}
		return e, nil
	}
	e, ok := scalarExpr(v)
	if !ok {
		return nil, serr("unsupported-relation-lambda", lv.lam.Body.Span(), "a key must be a bool, int or str, found a %s", v.typeName())
	}
	return e, nil
}

// rowCompiler compiles the body of a relation lambda.
type rowCompiler struct {
	l     *lowerer
	lv    *lambdaV
	param string
	row   *rowV
	views []string
}

func (rc *rowCompiler) eval(e ast.Expr) (Value, *specErr) {
	l := rc.l
	switch e := e.(type) {
	case *ast.Name:
		if e.Id == rc.param {
			return rc.row, nil
		}
		env := &cenv{l: l, mod: rc.lv.mod, locals: rc.lv.env, depth: 1}
		v, err := env.eval(e)
		if err != nil {
			return nil, err
		}
		switch v.(type) {
		case boolV, intV, strV, floatV, noneV, *listV, *builtinV, *columnRefV:
			return v, nil
		case *dictV:
			if _, ok := canonDict(v); ok {
				return v, nil // compared with a dict field only (dictCompare)
			}
		}
		return nil, serr("unsupported-relation-lambda", e.Span(), "a relation lambda may capture constants only, %s is a %s", e.Id, v.typeName())
	case *ast.Constant, *ast.List, *ast.Tuple:
		env := &cenv{l: l, mod: rc.lv.mod, locals: rc.lv.env, depth: 1}
		if lst, ok := e.(*ast.List); ok {
			out := &listV{}
			for _, x := range lst.Elts {
				v, err := rc.eval(x)
				if err != nil {
					return nil, err
				}
				out.elems = append(out.elems, v)
			}
			return out, nil
		}
		if tup, ok := e.(*ast.Tuple); ok {
			out := &listV{tuple: true}
			for _, x := range tup.Elts {
				v, err := rc.eval(x)
				if err != nil {
					return nil, err
				}
				out.elems = append(out.elems, v)
			}
			return out, nil
		}
		return env.eval(e)
	case *ast.Attribute:
		if n, ok := e.Value.(*ast.Name); ok && n.Id != rc.param {
			env := &cenv{l: l, mod: rc.lv.mod, locals: rc.lv.env, depth: 1}
			if cls, err := env.eval(n); err == nil {
				if cv, ok := cls.(*classV); ok {
					if _, _, why := l.rowClassOf(cv); why == "" {
						ref, why := l.columnRef(cv, e.Attr)
						if ref == nil {
							return nil, serr("unsupported-relation-lambda", e.Span(), "%s", why)
						}
						return ref, nil
					}
				}
			}
		}
		base, err := rc.eval(e.Value)
		if err != nil {
			return nil, err
		}
		if r, ok := base.(*rowV); ok {
			return rc.field(r, e)
		}
		if s, ok := base.(strV); ok && (e.Attr == "startswith" || e.Attr == "endswith") {
			return &methodV{recv: s, name: e.Attr}, nil
		}
		return nil, serr("unsupported-relation-lambda", e.Span(), "attribute %s is not supported in a relation lambda", e.Attr)
	case *ast.Call:
		fn, err := rc.eval(e.Func)
		if err != nil {
			return nil, err
		}
		if len(e.Keywords) > 0 || len(e.Args) != 1 {
			return nil, serr("unsupported-relation-lambda", e.Span(), "only len(x), x.startswith(y) and x.endswith(y) are supported in a relation lambda")
		}
		arg, err := rc.eval(e.Args[0])
		if err != nil {
			return nil, err
		}
		switch f := fn.(type) {
		case *builtinV:
			if f.name == "len" {
				if s, ok := arg.(strV); ok {
					return intV{mkLength(s.e)}, nil
				}
			}
		case *methodV:
			if sub, ok := arg.(strV); ok {
				fn := dsl.OpPrefixOf
				if f.name == "endswith" {
					fn = dsl.OpSuffixOf
				}
				return boolV{app(fn, boolSort, []*dsl.Sort{strSort, strSort}, sub.e, f.recv.(strV).e)}, nil
			}
		}
		return nil, serr("unsupported-relation-lambda", e.Span(), "only len(x), x.startswith(y) and x.endswith(y) are supported in a relation lambda")
	case *ast.Compare, *ast.BoolOp, *ast.UnaryOp, *ast.BinOp:
		return rc.op(e)
	}
	return nil, serr("unsupported-relation-lambda", e.Span(), "this expression is not supported in a relation lambda")
}

// op compiles operators with the program evaluator's exact semantics;
// anything needing a run-time check is refused.
func (rc *rowCompiler) op(e ast.Expr) (Value, *specErr) {
	l := rc.l
	f := &frame{l: l, mod: rc.lv.mod, reach: tTrue, mode: modeSpec, locals: map[string]binding{}, localNames: map[string]bool{},
		fn: &funcV{name: "<relation lambda>", mod: rc.lv.mod}}
	n0 := l.nObl
	nv := len(l.out.Variables)
	nk := len(l.out.KnowledgeBase)
	undo := func() {
		l.out.Obligations = l.out.Obligations[:len(l.out.Obligations)-(l.nObl-n0)]
		l.nObl = n0
	}
	var sub func(x ast.Expr) (Value, *specErr)
	sub = func(x ast.Expr) (Value, *specErr) {
		switch x := x.(type) {
		case *ast.Compare:
			left, err := sub(x.Left)
			if err != nil {
				return nil, err
			}
			var parts []term
			for i, op := range x.Ops {
				right, err := sub(x.Comparators[i])
				if err != nil {
					return nil, err
				}
				if _, isRow := left.(*rowV); isRow {
					return nil, serr("unsupported-relation-lambda", x.Span(), "a bare row cannot be compared; use a field")
				}
				_, lc := left.(*columnRefV)
				_, rcol := right.(*columnRefV)
				if lc || rcol {
					t, err := rc.columnCompare(op, left, right, x.Span())
					if err != nil {
						return nil, err
					}
					parts = append(parts, t)
					left = right
					continue
				}
				_, ld := left.(*dictFieldV)
				_, rd := right.(*dictFieldV)
				if ld || rd {
					t, ok := dictCompare(op == ast.Eq, left, right)
					if !ok || op != ast.Eq && op != ast.NotEq {
						return nil, serr("unsupported-relation-lambda", x.Span(), "a dict field is compared only with == or != and a dict literal of str keys and literal values")
					}
					parts = append(parts, t)
					left = right
					continue
				}
				parts = append(parts, f.cmp(op, left, right, x.Span()))
				left = right
			}
			return boolV{mkAnd(parts...)}, nil
		case *ast.BoolOp:
			var parts []term
			for _, v := range x.Values {
				val, err := sub(v)
				if err != nil {
					return nil, err
				}
				b, ok := val.(boolV)
				if !ok {
					return nil, serr("unsupported-relation-lambda", v.Span(), "and/or in a relation lambda need bool operands")
				}
				parts = append(parts, b.e)
			}
			if x.Op == ast.And {
				return boolV{mkAnd(parts...)}, nil
			}
			return boolV{mkOr(parts...)}, nil
		case *ast.UnaryOp:
			v, err := sub(x.Operand)
			if err != nil {
				return nil, err
			}
			if x.Op == ast.Not {
				t, ok := truthOf(v)
				if !ok {
					return nil, serr("unsupported-relation-lambda", x.Span(), "not of a %s", v.typeName())
				}
				return boolV{mkNot(t)}, nil
			}
			if n, ok := asInt(v); ok && x.Op == ast.USub {
				return intV{negInt(n)}, nil
			}
			return nil, serr("unsupported-relation-lambda", x.Span(), "this unary operator is not supported in a relation lambda")
		case *ast.BinOp:
			a, err := sub(x.Left)
			if err != nil {
				return nil, err
			}
			b, err := sub(x.Right)
			if err != nil {
				return nil, err
			}
			if x.Op != ast.Add && x.Op != ast.Sub && x.Op != ast.Mult {
				return nil, serr("unsupported-relation-lambda", x.Span(), "only + - * are supported in a relation lambda")
			}
			return f.binop(x.Op, a, b, x.Span()), nil
		}
		return rc.eval(x)
	}
	l.noNaming = true
	v, err := sub(e)
	l.noNaming = false
	if err != nil {
		undo()
		return nil, err
	}
	if l.nObl != n0 || !isTrue(f.reach) {
		undo()
		return nil, serr("unsupported-relation-lambda", e.Span(), "this expression may raise at run time; it is not supported in a relation lambda")
	}
	if _, bad := v.(*poisonV); bad {
		return nil, serr("unsupported-relation-lambda", e.Span(), "this expression is not supported in a relation lambda")
	}
	// Definitional symbols must not appear in row expressions: they could
	// mention the row. Refuse when any were created.
	if len(l.out.Variables) != nv || len(l.out.KnowledgeBase) != nk {
		l.out.Variables = l.out.Variables[:nv]
		l.out.KnowledgeBase = l.out.KnowledgeBase[:nk]
		return nil, serr("unsupported-relation-lambda", e.Span(), "this relation lambda is too large")
	}
	return v, nil
}

// field is row.f: a field of every relation the row ranges over, with
// the same type in each trusted function of the view.
func (rc *rowCompiler) field(r *rowV, e *ast.Attribute) (Value, *specErr) {
	typ := ""
	for _, view := range rc.views {
		t, err := rc.l.fieldType(view, e.Attr, e.Span())
		if err != nil {
			return nil, err
		}
		if typ != "" && t != typ {
			return nil, serr("unsupported-relation-lambda", e.Span(), "field %s has type %s in one relation and %s in another", e.Attr, typ, t)
		}
		typ = t
	}
	switch typ {
	case "str":
		return strV{dsl.RowField(r.name, e.Attr, strSort)}, nil
	case "int":
		return intV{dsl.RowField(r.name, e.Attr, intSort)}, nil
	case "bool":
		return boolV{dsl.RowField(r.name, e.Attr, boolSort)}, nil
	case "float":
		x := dsl.RowField(r.name, e.Attr, floatSort)
		if rc.l.intFloatFields[e.Attr] {
			// some call passed an int here: the value is an int or a float
			isInt := dsl.RowField(r.name, ir.IsIntField(e.Attr), boolSort)
			i := dsl.RowField(r.name, ir.IntField(e.Attr), intSort)
			return &unionV{alts: []Value{intV{i}, floatV{e: x}}, conds: []term{isInt, mkNot(isInt)}}, nil
		}
		return floatV{e: x}, nil
	}
	if strings.HasPrefix(typ, "dict[") {
		return &dictFieldV{e: dsl.RowField(r.name, e.Attr, strSort)}, nil
	}
	return nil, serr("unsupported-relation-lambda", e.Span(), "field %s has type %s, which is not supported", e.Attr, typ)
}

// trustedFunctions lists every trusted function of the trusted roots, in
// module and source order.
func (l *lowerer) trustedFunctions() []*trustedV {
	var out []*trustedV
	seen := map[*ast.FunctionDef]bool{}
	for _, m := range l.order {
		if !m.trusted {
			continue
		}
		l.execModule(m)
		for _, s := range m.ir.Tree.Body {
			fd, ok := s.(*ast.FunctionDef)
			if !ok {
				continue
			}
			if t, ok := m.globals[fd.Name].(*trustedV); ok && t.def == fd && !seen[fd] {
				seen[fd] = true
				out = append(out, t)
			}
		}
	}
	return out
}

// fieldType is the Python type of field in the facts of view (a trusted
// function name or a marker).
func (l *lowerer) fieldType(view, field string, span diag.Span) (string, *specErr) {
	if ev := l.eventNamed(view); ev != nil {
		for _, f := range ev.fields {
			if f.name == field {
				return f.typ, nil
			}
		}
		return "", serr("unknown-effect-field", span, "the event %s has no field %s", view, field)
	}
	typ := ""
	matched := 0
	for _, t := range l.trustedFunctions() {
		if t.def.Name != view && !contains(t.markers, view) {
			continue
		}
		matched++
		sig := t.mod.sigs[t.def.Name]
		ft := ""
		if sig != nil {
			for _, p := range sig.Params {
				if p.Name == field && p.Type != nil && p.Type.Error == "" {
					ft = p.Type.Name
				}
			}
		}
		if ft == "" {
			return "", serr("unknown-effect-field", span, "%s has no field %s (trusted function %s)", view, field, t.def.Name)
		}
		if typ != "" && ft != typ {
			return "", serr("unsupported-relation-lambda", span, "field %s of %s has different types (%s, %s)", field, view, typ, ft)
		}
		typ = ft
	}
	if matched == 0 {
		return "", serr("unknown-effect", span, "no trusted function is named or marked %q, so its field %s is unknown", view, field)
	}
	return typ, nil
}

// effectKnown refuses a relation that names no trusted function or
// marker: a misspelt effect("...") would otherwise make every contract
// over it hold vacuously.
func (l *lowerer) effectKnown(view string, span diag.Span) *specErr {
	if l.eventNamed(view) != nil {
		return nil
	}
	for _, t := range l.trustedFunctions() {
		if t.def.Name == view || contains(t.markers, view) {
			return nil
		}
	}
	return serr("unknown-effect", span, "effect(%q) names no trusted function and no @deal.has marker", view)
}

func contains(xs []string, s string) bool {
	for _, x := range xs {
		if x == s {
			return true
		}
	}
	return false
}

// interpretContract interprets a @contract builder body statically with
// its parameters bound as CPython binds them.
func (l *lowerer) interpretContract(cv *contractV, args []Value, kws []kwArg, call *ast.Call, depth int) (Value, *specErr) {
	l.execModule(cv.mod)
	defaults, kwDefaults, err := l.contractDefaults(cv)
	if err != nil {
		return nil, err
	}
	v, err := l.interpretFunc(cv.def, cv.mod, defaults, kwDefaults, args, kws, call, depth)
	if err != nil {
		return nil, err
	}
	if _, ok := v.(*specV); !ok {
		return nil, serr("unsupported-guarantee", call.Span(), "contract %s returns a %s, not a ContractSpec", cv.def.Name, v.typeName())
	}
	return v, nil
}

// contractDefaults evaluates a contract's parameter defaults statically.
func (l *lowerer) contractDefaults(cv *contractV) (defaults, kw []Value, err *specErr) {
	env := &cenv{l: l, mod: cv.mod, locals: map[string]Value{}, depth: 1}
	for _, d := range cv.def.Args.Defaults {
		v, err := env.eval(d)
		if err != nil {
			return nil, nil, err
		}
		defaults = append(defaults, v)
	}
	for _, d := range cv.def.Args.KwDefaults {
		if d == nil {
			kw = append(kw, nil)
			continue
		}
		v, err := env.eval(d)
		if err != nil {
			return nil, nil, err
		}
		kw = append(kw, v)
	}
	return defaults, kw, nil
}

// names are the relations a view ranges over.
func (v relView) names() []string { return append([]string{v.name}, v.also...) }

// effectView is effect("name") (a relation or a marker), effect(f) (the
// calls of the trusted function f) or effect(f, g, ...) (the calls of
// any of them: clauz3 0.2; a contract may read the fields they share).
func effectView(args []Value) (relView, bool) {
	if _, ok := args[0].(strV); ok && len(args) > 0 {
		// effect("send_email", "create_draft"): the facts of any of them
		var v relView
		for i, a := range args {
			s, ok := a.(strV)
			if !ok {
				return relView{}, false
			}
			rs, ok := strLitRunes(s.e)
			if !ok {
				return relView{}, false
			}
			if i == 0 {
				v.name = string(rs)
			} else if string(rs) != v.name && !contains(v.also, string(rs)) {
				v.also = append(v.also, string(rs))
			}
		}
		return v, true
	}
	var v relView
	for i, a := range args {
		t, ok := a.(*trustedV)
		if !ok {
			return relView{}, false
		}
		if i == 0 {
			v.name = t.def.Name
		} else if t.def.Name != v.name && !contains(v.also, t.def.Name) {
			v.also = append(v.also, t.def.Name)
		}
	}
	return v, len(args) > 0
}
