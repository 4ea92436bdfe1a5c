package lower

import (
	"strings"

	"clauz3/pkg/dsl"
	"clauz3/pkg/ir"
	"clauz3/pkg/python/ast"
)

// inputName is the DSL name of a target parameter: the Python name,
// unless it is a DSL built-in name (And, Length, ...), starts with an
// underscore (the prefix of lowering's own symbols) or is already taken;
// then it is "py_" + the name (with a numeric suffix if needed).
func (l *lowerer) inputName(py string) string {
	name := py
	if dslReserved[py] || strings.HasPrefix(py, "_") || l.symbols[py] {
		name = "py_" + py
		for i := 2; l.symbols[name]; i++ {
			name = "py_" + py + "_" + itoa(i)
		}
	}
	l.symbols[name] = true
	return name
}

func itoa(i int) string {
	const digits = "0123456789"
	if i < 10 {
		return digits[i : i+1]
	}
	return itoa(i/10) + digits[i%10:i%10+1]
}

// proveTarget lowers the target function: inputs, the target's own deal
// contracts, the body, then each guarantee.
func (l *lowerer) proveTarget(fv *funcV) {
	def := fv.def
	sig := l.entry.sigs[def.Name]
	a := def.Args
	g := &frame{l: l, mod: fv.mod, fn: fv, locals: map[string]binding{}, localNames: localNamesOf(a, def.Body),
		reach: tTrue, mode: modeProgram}
	if fv.mod.reach != nil {
		g.reach = fv.mod.reach // where importing the program raised, the target never runs
	}
	if a.Vararg != nil {
		l.unsupported("unsupported-param", a.Vararg.Span(), "*%s parameters of the target are not supported", a.Vararg.Arg)
		g.locals[a.Vararg.Arg] = binding{v: &poisonV{code: "unsupported-param", msg: "varargs", reported: true}, bound: tTrue}
	}
	if a.Kwarg != nil {
		l.unsupported("unsupported-param", a.Kwarg.Span(), "**%s parameters of the target are not supported", a.Kwarg.Arg)
		g.locals[a.Kwarg.Arg] = binding{v: &poisonV{code: "unsupported-param", msg: "kwargs", reported: true}, bound: tTrue}
	}
	params := append(append(append([]*ast.Arg{}, a.Posonlyargs...), a.Args...), a.Kwonlyargs...)
	inputs := map[string]Value{}
	for _, p := range params {
		typ, typErr := "", ""
		if sig != nil {
			for _, sp := range sig.Params {
				if sp.Name == p.Arg && sp.Type != nil {
					typ, typErr = sp.Type.Name, sp.Type.Error
				}
			}
		}
		if typErr != "" {
			typ = ""
		}
		sort := sortOfType(typ)
		if sort == "" {
			what := "has no type annotation"
			switch {
			case typErr != "":
				what = "has an annotation clauz3 does not read (" + typErr + ")"
			case typ != "":
				what = "has type " + typ
			}
			l.unsupported("unsupported-param-type", p.Span(), "parameter %s %s; the target's parameters must be bool, int, str or float", p.Arg, what)
			g.locals[p.Arg] = binding{v: &poisonV{code: "unsupported-param-type", msg: "parameter type", reported: true}, bound: tTrue}
			continue
		}
		name := l.inputName(p.Arg)
		l.out.Inputs = append(l.out.Inputs, ir.Input{Name: name, Type: typ, Sort: sort, Span: p.Span()})
		v := l.scalar(dsl.Const(name, dslSort(sort)))
		g.locals[p.Arg] = binding{v: v, bound: tTrue}
		inputs[p.Arg] = v
	}
	// The runner calls the target with every argument, positionally.
	sh := shapeOf(&ast.Arguments{Posonlyargs: a.Posonlyargs, Args: a.Args}, len(a.Posonlyargs)+len(a.Args), nil)
	for _, k := range a.Kwonlyargs {
		sh.kws = append(sh.kws, k.Arg)
	}
	l.inTarget = true // (its validators are part of the target's call)
	// deal passes a validator only the arguments of the call: a caller
	// that omits a defaulted argument (clauz3 run passes none) must bind
	// the validator as the call passing every argument does.
	var req ast.Arguments
	req.Posonlyargs = a.Posonlyargs
	req.Args = a.Args
	nReq := len(a.Posonlyargs) + len(a.Args) - len(a.Defaults)
	short := shapeOf(&req, nReq, nil)
	for i, k := range a.Kwonlyargs {
		if i >= len(a.KwDefaults) || a.KwDefaults[i] == nil {
			short.kws = append(short.kws, k.Arg)
		}
	}
	// (the omitted arguments are the function's defaults there)
	shortArgs := map[string]Value{}
	for k, v := range inputs {
		shortArgs[k] = v
	}
	pos := append(append([]*ast.Arg{}, a.Posonlyargs...), a.Args...)
	for i, d := range fv.defaults {
		if j := len(pos) - len(fv.defaults) + i; j >= 0 && j < len(pos) && d != nil {
			shortArgs[pos[j].Arg] = d
		}
	}
	for i, d := range fv.kwDefaults {
		if i < len(a.Kwonlyargs) && d != nil {
			shortArgs[a.Kwonlyargs[i].Arg] = d
		}
	}
	shortOK := func(arg ast.Expr, kind string) bool {
		lam, ok := arg.(*ast.Lambda)
		if !ok || len(a.Defaults) == 0 && len(short.kws) == len(sh.kws) {
			return true // not a lambda (refused), or no argument may be omitted
		}
		if why := g.bindingWhy(lam, shortArgs, short, kind); why != "" {
			g.poison("unsupported-validator-binding", arg.Span(), "a call of %s that omits a defaulted argument gives this validator other arguments (deal passes only the call's): %s", def.Name, why)
			return false
		}
		return true
	}
	// (an @ensure refused so is not proved either: posts lacks it)
	posts, copied := fv.decos, false
	for i, dc := range fv.decos {
		if dc.kind != "ensure" {
			continue
		}
		for _, arg := range dc.call.Args {
			if !shortOK(arg, "ensure") {
				if !copied {
					posts, copied = append([]deco(nil), fv.decos...), true
				}
				posts[i].kind = "refused"
			}
		}
	}
	// The target's own preconditions are assumptions about its inputs;
	// @deal.raises lists the exceptions it may raise. The assumptions
	// hold everywhere, so a validator that may raise is modelled only
	// when it is the target's one precondition: deal runs stacked ones in
	// turn (nearest the def first), and one that raises stops the others.
	nPre := 0
	for _, dc := range fv.decos {
		if dc.kind == "pre" {
			nPre += len(dc.call.Args)
		}
	}
	for _, dc := range fv.decos {
		switch dc.kind {
		case "pre":
			for _, arg := range dc.call.Args {
				if !shortOK(arg, "pre") {
					continue
				}
				raised := g.restricted
				g.restricted = false
				refused := len(l.refused)
				t, ok := g.validator(arg, nil, fv.mod, inputs, nil, "pre", sh)
				if g.restricted && nPre > 1 {
					g.poison("unsupported-validator", arg.Span(), "a precondition that may raise among several on the target: deal runs them in turn, and the order is not modelled here")
				}
				g.restricted = g.restricted || raised
				if !ok || len(l.refused) > refused {
					// part of the precondition is not modelled (str.lower
					// of an input): no counterexample may rest on inputs
					// it would refuse
					g.taint()
				}
				if !ok {
					continue
				}
				l.assume(ir.KindPrecondition, t, arg.Span(), "%s is only called with inputs satisfying %s", def.Name, lambdaText(l, arg))
			}
		case "raises":
			l.allowed = append(l.allowed, dc.excs...)
		case "docpre":
			if !l.opts.DocPreconditions {
				continue // CPython does not read them; see docpre.go
			}
			if t, ok := g.docPrecondition(dc, fv.mod, inputs); ok {
				l.assume(ir.KindPrecondition, t, dc.at, "%s is only called with inputs satisfying %s (its docstring)", def.Name, l.sourceText(dc.at))
			}
		}
	}
	if l.mainCall != nil {
		g.checkMainCall(fv, l.mainCall)
	}
	l.stack = append(l.stack, def)
	if fv.unmodelled {
		// a refused decorator (a precondition with keywords) may stop
		// the call: no counterexample may rest on the body running
		g.taint()
	}
	g.execBlock(def.Body)
	l.inTarget = false
	if !isFalse(g.reach) {
		g.returns = append(g.returns, retPath{cond: g.reach, v: noneV{}, span: def.Span()})
		g.reach = tFalse
	}
	g.provePostconditions(def.Name, posts, nil, fv.mod, inputs, sh)
	g.finished = true
	l.stack = l.stack[:len(l.stack)-1]
	// Guarantees: those the domains' policies require, then the target's
	// own, top to bottom.
	l.requiredGuarantees()
	for _, dc := range fv.decos {
		if dc.kind != "guarantee" {
			continue
		}
		if len(dc.call.Args) != 1 || len(dc.call.Keywords) != 0 {
			l.unsupported("unsupported-guarantee", dc.call.Span(), "clauz3.guarantee takes one contract")
			continue
		}
		arg := dc.call.Args[0]
		argText := l.sourceText(arg.Span())
		tainted := func() bool {
			if !l.topTaint {
				return false
			}
			// N = 1; N += 1 (refused): the guarantee would read N as 1,
			// and its counterexample would rest on that
			l.addObligation(ir.Obligation{Kind: ir.KindUnsupported, Code: "unsupported-guarantee", Span: arg.Span(), Guarantee: argText,
				Message: "the guarantee reads the modules' state, which an unsupported statement outside the target may have changed"})
			return true
		}
		if tainted() {
			continue
		}
		spec, err := l.guarantee(arg, fv)
		if tainted() {
			continue // a module the guarantee imported has one
		}
		if err != nil {
			code := err.code
			if !strings.HasPrefix(code, "unsupported") {
				code = "unsupported-" + code
			}
			l.addObligation(ir.Obligation{Kind: ir.KindUnsupported, Code: code, Message: err.msg, Span: err.span, Guarantee: argText})
			continue
		}
		o := ir.Obligation{Kind: ir.KindGuarantee, Code: "guarantee", Message: "guarantee " + argText + " holds",
			Span: arg.Span(), Guarantee: argText}
		if spec.goal != nil {
			o.Goal, o.GoalTerm = dsl.Format(spec.goal), spec.goal
		} else {
			r := spec.rel
			o.Relation = &r
		}
		l.addObligation(o)
	}
}
