package lower

import (
	"fmt"
	"math/big"
	"slices"
	"strings"

	"clauz3/pkg/diag"
	"clauz3/pkg/dsl"
	"clauz3/pkg/ir"
	"clauz3/pkg/python/ast"
)

// kwArg is one keyword argument of a call.
type kwArg struct {
	name string
	v    Value
	span diag.Span
}

// evalCall evaluates a call: the callee, then the arguments left to right,
// then the call itself.
func (f *frame) evalCall(c *ast.Call) Value {
	callee := f.eval(c.Func)
	if b, ok := callee.(*builtinV); ok && len(c.Args) == 1 && len(c.Keywords) == 0 {
		if g, ok := c.Args[0].(*ast.GeneratorExp); ok {
			return f.callWithGenerator(b, g, c)
		}
	}
	var args []Value
	var kws []kwArg
	for _, a := range c.Args {
		if _, ok := a.(*ast.Starred); ok {
			return f.poison("unsupported-starred", a.Span(), "*args in a call is not supported")
		}
		args = append(args, f.eval(a))
	}
	for _, k := range c.Keywords {
		if k.Arg == "" {
			return f.poison("unsupported-kwargs", k.Span(), "**kwargs in a call is not supported")
		}
		kws = append(kws, kwArg{name: k.Arg, v: f.eval(k.Value), span: k.Span()})
	}
	if isFalse(f.reach) {
		return quietPoison("unsupported-dead", c.Span(), "unreachable")
	}
	switch fn := callee.(type) {
	case *poisonV:
		f.use(fn, c.Func.Span())
		return &poisonV{code: fn.code, msg: fn.msg, reported: true}
	case *builtinV:
		return f.callBuiltin(fn, args, kws, c)
	case *methodV:
		if p, ok := fn.recv.(*patternV); ok {
			return f.callPattern(p, fn.name, args, kws, c)
		}
		return f.callMethod(fn, args, kws, c)
	case *dictMethodV:
		return f.callDictMethod(fn, args, kws, c)
	case *listMethodV:
		return f.callListMethod(fn, args, kws, c)
	case *setMethodV:
		return f.callSetMethod(fn, args, kws, c)
	case *funcV:
		if f.mode != modeProgram {
			return f.poisonOrQuiet("unsupported-call", c.Span(), "calling %s here is not supported (only built-in functions may be called at module level and in contracts)", fn.name)
		}
		return f.callFunc(fn, args, kws, c)
	case *trustedV:
		if f.mode != modeProgram {
			return f.poisonOrQuiet("unsupported-call", c.Span(), "calling the trusted function %s here is not supported", fn.def.Name)
		}
		return f.callTrusted(fn, args, kws, c)
	case *excClassV:
		return &excInstV{name: fn.name}
	case *contractV:
		return f.poisonOrQuiet("unsupported-call", c.Span(), "calling the contract %s in program code is not supported", fn.def.Name)
	case *classV:
		if v, ok := f.newRow(fn, args, kws, c); ok {
			return v
		}
		return f.poisonOrQuiet("unsupported-class", c.Span(), "instantiating class %s is not supported", fn.def.Name)
	}
	if isScalarOrNone(callee) || isList(callee) {
		f.raise("TypeError", c.Span(), "%s object is not callable", callee.typeName())
		return quietPoison("unsupported-type", c.Span(), "not callable")
	}
	return f.poisonOrQuiet("unsupported-call", c.Span(), "calling a %s is not supported", callee.typeName())
}

func isList(v Value) bool { _, ok := v.(*listV); return ok }

// bindArgs binds call arguments to parameters as CPython does: positional
// arguments in order, keywords by name, then defaults. A non-empty errMsg
// is the TypeError CPython raises; unsup is set when binding needs
// *args/**kwargs parameters.
func bindArgs(a *ast.Arguments, defaults, kwDefaults []Value, args []Value, kws []kwArg, fname string) (bound map[string]Value, order []string, errMsg, unsup string) {
	if a.Vararg != nil || a.Kwarg != nil {
		return nil, nil, "", fmt.Sprintf("%s has *args or **kwargs parameters, which are not supported", fname)
	}
	pos := append(append([]*ast.Arg{}, a.Posonlyargs...), a.Args...)
	bound = map[string]Value{}
	if len(args) > len(pos) {
		return nil, nil, fmt.Sprintf("%s() takes %d positional arguments but %d were given", fname, len(pos), len(args)), ""
	}
	for i, v := range args {
		bound[pos[i].Arg] = v
	}
	for _, k := range kws {
		found := false
		for _, p := range a.Args {
			if p.Arg == k.name {
				found = true
			}
		}
		for _, p := range a.Kwonlyargs {
			if p.Arg == k.name {
				found = true
			}
		}
		if !found {
			return nil, nil, fmt.Sprintf("%s() got an unexpected keyword argument '%s'", fname, k.name), ""
		}
		if _, dup := bound[k.name]; dup {
			return nil, nil, fmt.Sprintf("%s() got multiple values for argument '%s'", fname, k.name), ""
		}
		bound[k.name] = k.v
	}
	firstDefault := len(pos) - len(defaults)
	for i, p := range pos {
		if _, ok := bound[p.Arg]; ok {
			continue
		}
		if i >= firstDefault && i-firstDefault < len(defaults) {
			bound[p.Arg] = defaults[i-firstDefault]
			continue
		}
		return nil, nil, fmt.Sprintf("%s() missing required argument '%s'", fname, p.Arg), ""
	}
	for i, p := range a.Kwonlyargs {
		if _, ok := bound[p.Arg]; ok {
			continue
		}
		if i < len(kwDefaults) && kwDefaults[i] != nil {
			bound[p.Arg] = kwDefaults[i]
			continue
		}
		return nil, nil, fmt.Sprintf("%s() missing required keyword-only argument '%s'", fname, p.Arg), ""
	}
	for _, p := range allParams(a) {
		order = append(order, p.Arg)
	}
	return bound, order, "", ""
}

// callFunc analyses an untrusted function or lambda at this call site:
// its preconditions are obligations here, its body runs with everything
// it does propagating (facts, obligations, unsupported constructs), and
// its postconditions are proved at its returns.
func (f *frame) callFunc(fn *funcV, args []Value, kws []kwArg, c *ast.Call) Value {
	l := f.l
	var node ast.Node = fn.lam
	params := (*ast.Arguments)(nil)
	if fn.def != nil {
		node, params = fn.def, fn.def.Args
	} else {
		params = fn.lam.Args
	}
	for _, s := range l.stack {
		if s == node {
			return f.poison("unsupported-recursion", c.Span(), "recursive call of %s is not supported", fn.name)
		}
	}
	if len(l.stack) >= maxCallDepth {
		return f.poison("unsupported-call-depth", c.Span(), "calls nested more than %d deep are not supported", maxCallDepth)
	}
	bound, order, errMsg, unsup := bindArgs(params, fn.defaults, fn.kwDefaults, args, kws, fn.name)
	if unsup != "" {
		return f.poison("unsupported-varargs", c.Span(), "%s", unsup)
	}
	if errMsg != "" {
		f.raise("TypeError", c.Span(), "%s", errMsg)
		return quietPoison("unsupported-type", c.Span(), "bad call")
	}
	var body []ast.Stmt
	if fn.def != nil {
		body = fn.def.Body
	}
	g := &frame{l: l, mod: fn.mod, fn: fn, parent: fn.env, locals: map[string]binding{},
		localNames: localNamesOf(params, body), reach: f.reach, mode: modeProgram}
	if fn.unmodelled {
		// its refused decorator (reported at the def) may raise or
		// change the call: nothing after it may make a counterexample
		g.taint()
	}
	for _, n := range order {
		g.locals[n] = binding{v: bound[n], bound: tTrue}
	}
	// The helper's own preconditions are obligations at this call.
	pushed := false
	for _, dc := range fn.decos {
		switch dc.kind {
		case "pre":
			for _, a := range dc.call.Args {
				t, ok := g.validator(a, fn.env, fn.mod, bound, nil, "pre", shapeOf(params, len(args), kws))
				if !ok {
					continue
				}
				l.oblige(ir.KindPrecondition, "precondition", c.Span(), mkImplies(g.reach, t),
					"precondition of %s holds: %s", fn.name, lambdaText(l, a))
				g.restrict(t)
			}
		case "docpre":
			if t, ok := g.docPrecondition(dc, fn.mod, bound); ok {
				l.oblige(ir.KindPrecondition, "precondition", c.Span(), mkImplies(g.reach, t),
					"precondition of %s holds: %s (its docstring)", fn.name, l.sourceText(dc.at))
				g.restrict(t)
			}
		case "raises":
			if !pushed {
				l.raises = append(l.raises, dc.excs)
				pushed = true
			} else {
				l.raises[len(l.raises)-1] = append(l.raises[len(l.raises)-1], dc.excs...)
			}
		}
	}
	l.stack = append(l.stack, node)
	if fn.def != nil {
		g.execBlock(fn.def.Body)
	} else if !isFalse(g.reach) {
		v := g.eval(fn.lam.Body)
		if !isFalse(g.reach) {
			g.returns = append(g.returns, retPath{cond: g.reach, v: v, span: fn.lam.Body.Span()})
			g.reach = tFalse
		}
	}
	if !isFalse(g.reach) {
		g.returns = append(g.returns, retPath{cond: g.reach, v: noneV{}, span: c.Span()})
		g.reach = tFalse
	}
	// The helper's own postconditions are proved at each of its returns.
	g.provePostconditions(fn.name, fn.decos, fn.env, fn.mod, bound, shapeOf(params, len(args), kws))
	g.reach = tFalse
	l.stack = l.stack[:len(l.stack)-1]
	if pushed {
		l.raises = l.raises[:len(l.raises)-1]
	}
	g.finished = true

	var live []retPath
	for _, r := range g.returns {
		if !isFalse(r.cond) {
			live = append(live, r)
		}
	}
	if len(live) == 0 {
		f.reach = tFalse
		f.restricted = true
		return quietPoison("unsupported-dead", c.Span(), "the call never returns")
	}
	res := live[len(live)-1].v
	for i := len(live) - 2; i >= 0; i-- {
		res = f.mergeValue(l.name(live[i].cond, sortBool), live[i].v, res)
	}
	if g.restricted {
		var conds []term
		for _, r := range live {
			conds = append(conds, r.cond)
		}
		f.setReach(mkOr(conds...))
		f.restricted = true
	}
	return res
}

// callShape is how a call passed its arguments: the function's
// positional parameter names, how many arguments were positional, and the
// keyword names.
type callShape struct {
	params []string
	nPos   int
	kws    []string
}

func shapeOf(a *ast.Arguments, nPos int, kws []kwArg) callShape {
	sh := callShape{nPos: nPos}
	for _, p := range append(append([]*ast.Arg{}, a.Posonlyargs...), a.Args...) {
		sh.params = append(sh.params, p.Arg)
	}
	for _, k := range kws {
		sh.kws = append(sh.kws, k.name)
	}
	return sh
}

// bindingAgrees reports whether a validator's parameters receive the same
// values whether deal passes the call's own arguments through
// (validator(*args, **kwargs), plus result= for ensure) or binds them by
// parameter name: the positional arguments must land on parameters of
// the same names, every keyword must be a parameter, and every parameter
// must be passed. Where the two readings differ the validator is refused.
func bindingAgrees(params []*ast.Arg, sh callShape, kind string) bool {
	names := map[string]bool{}
	for _, p := range params {
		names[p.Arg] = true
	}
	want := sh.nPos + len(sh.kws)
	if kind == "ensure" {
		want++
		if !names["result"] {
			return false
		}
	}
	if len(params) != want || sh.nPos > len(sh.params) {
		return false
	}
	for i := 0; i < sh.nPos; i++ {
		if params[i].Arg != sh.params[i] {
			return false
		}
	}
	for _, k := range sh.kws {
		if !names[k] {
			return false
		}
	}
	return true
}

// defaultsAgree is bindingAgrees for a validator lambda whose parameters
// have defaults (lambda to, *, dry_run=True: ...), as clauz3 0.2's layers
// write them: deal passes the call's arguments through, so a parameter
// the call does not pass takes the lambda's default, which must be the
// function's own (args holds the function's parameters as bound, its
// defaults applied); a parameter the call passes must be passed where
// the lambda has it. ok is false when the two readings could differ.
func (f *frame) defaultsAgree(lam *ast.Lambda, args map[string]Value, sh callShape, kind string) bool {
	p := lam.Args
	pos := append(append([]*ast.Arg{}, p.Posonlyargs...), p.Args...)
	passed := map[string]bool{}
	for i := 0; i < sh.nPos; i++ {
		if i >= len(sh.params) || i >= len(pos) || pos[i].Arg != sh.params[i] {
			return false
		}
		passed[sh.params[i]] = true
	}
	lamNames := map[string]bool{}
	for _, a := range append(append([]*ast.Arg{}, pos...), p.Kwonlyargs...) {
		lamNames[a.Arg] = true
	}
	for _, k := range sh.kws {
		if !lamNames[k] || passed[k] {
			return false
		}
		passed[k] = true
	}
	if kind == "ensure" {
		if !lamNames["result"] {
			return false
		}
		passed["result"] = true
	}
	check := func(a *ast.Arg, def ast.Expr) bool {
		if passed[a.Arg] {
			return true
		}
		if def == nil {
			return false // deal's call raises TypeError: not modelled
		}
		k, isConst := def.(*ast.Constant)
		if !isConst {
			return false
		}
		dv, ok1 := scalarExpr(f.constant(k))
		fv, ok2 := scalarExpr(args[a.Arg])
		return ok1 && ok2 && sortOf(f.constant(k)) == sortOf(args[a.Arg]) && dsl.SameTerm(dv, fv) == ""
	}
	off := len(pos) - len(p.Defaults)
	for i, a := range pos {
		var def ast.Expr
		if i >= off {
			def = p.Defaults[i-off]
		}
		if !check(a, def) {
			return false
		}
	}
	for i, a := range p.Kwonlyargs {
		var def ast.Expr
		if i < len(p.KwDefaults) {
			def = p.KwDefaults[i]
		}
		if !check(a, def) {
			return false
		}
	}
	return true
}

// bindingWhy says why deal's call of the validator lam for a call of
// shape sh could bind its parameters otherwise than clauz3 does ("" when
// it cannot; see defaultsAgree and bindingAgrees).
func (f *frame) bindingWhy(lam *ast.Lambda, args map[string]Value, sh callShape, kind string) string {
	if kind == "post" {
		return ""
	}
	p := lam.Args
	withDefaults := len(p.Kwonlyargs) > 0 || len(p.Defaults) > 0
	params := append(append(append([]*ast.Arg{}, p.Posonlyargs...), p.Args...), p.Kwonlyargs...)
	if withDefaults && !f.defaultsAgree(lam, args, sh, kind) {
		return "the defaults of this validator's parameters must be the function's, and the call must pass each other parameter where the validator has it"
	}
	if !withDefaults && !bindingAgrees(params, sh, kind) {
		return fmt.Sprintf("the parameters of this @deal.%s validator must be the arguments the call passes, in the function's order (deal versions bind them positionally or by name)", kind)
	}
	return ""
}

// validator evaluates a deal validator lambda. For pre and ensure its
// parameters receive the call's arguments (and result, for ensure); the
// call's shape must make deal's positional and by-name readings agree
// (bindingAgrees). For post its one parameter is the result. ok is false
// when the validator is not modelled (reported).
func (f *frame) validator(e ast.Expr, env *frame, mod *module, args map[string]Value, result Value, kind string, sh callShape) (term, bool) {
	lam, isLambda := e.(*ast.Lambda)
	if !isLambda {
		f.poison("unsupported-validator", e.Span(), "only lambda validators are supported in @deal.%s", kind)
		return nil, false
	}
	p := lam.Args
	withDefaults := len(p.Kwonlyargs) > 0 || len(p.Defaults) > 0
	if p.Vararg != nil || p.Kwarg != nil || withDefaults && kind == "post" {
		f.poison("unsupported-validator", e.Span(), "validator parameters must be plain names")
		return nil, false
	}
	params := append(append(append([]*ast.Arg{}, p.Posonlyargs...), p.Args...), p.Kwonlyargs...)
	if why := f.bindingWhy(lam, args, sh, kind); why != "" {
		f.poison("unsupported-validator-binding", e.Span(), "%s", why)
		return nil, false
	}
	v := &frame{l: f.l, mod: mod, parent: env, locals: map[string]binding{}, localNames: map[string]bool{},
		reach: f.reach, mode: modeSpec, fn: &funcV{lam: lam, mod: mod, name: "<validator>"}}
	for i, a := range params {
		var val Value
		switch {
		case kind == "post":
			if i == 0 {
				val = result
			}
		case a.Arg == "result" && kind == "ensure":
			val = result
		default:
			val = args[a.Arg]
		}
		if val == nil {
			f.poison("unsupported-validator", a.Span(), "validator parameter %s does not name a parameter of the function", a.Arg)
			return nil, false
		}
		v.locals[a.Arg] = binding{v: val, bound: tTrue}
		v.localNames[a.Arg] = true
	}
	if kind == "post" && len(params) != 1 {
		f.poison("unsupported-validator", e.Span(), "a @deal.post validator takes exactly one parameter (the result)")
		return nil, false
	}
	out := v.eval(lam.Body)
	t := v.dealHolds(out, lam.Body.Span())
	if v.restricted {
		// the validator itself raised on some paths: the call ends there
		f.setReach(v.reach)
		f.restricted = true
	}
	return t, true
}

// dealHolds is whether deal takes out, a validator's result, as holding:
// deal reads a str result as the failure's message (lambda x: x > 0 or
// "x must be positive" fails with it), whatever the string's truthiness,
// and any other result by its truthiness.
func (f *frame) dealHolds(out Value, span diag.Span) term {
	alts, conds := alternatives(out, tTrue)
	var parts []term
	for i, a := range alts {
		if _, isStr := a.(strV); isStr {
			continue // a failure wherever this alternative is the result
		}
		parts = append(parts, mkAnd(conds[i], f.truth(a, span)))
	}
	return mkOr(parts...)
}

// callTrusted records a trusted call: its preconditions are obligations
// here, the call is a fact under the current reachability, and its result
// is a fresh value constrained by its postconditions (assumed: the
// trusted layer is trusted).
func (f *frame) callTrusted(t *trustedV, args []Value, kws []kwArg, c *ast.Call) Value {
	l := f.l
	// An argument whose type depends on the path: one call per type.
	for i, a := range args {
		if u, ok := a.(*unionV); ok {
			return f.split(u, func(x Value) Value {
				as := append([]Value{}, args...)
				as[i] = x
				return f.callTrusted(t, as, kws, c)
			})
		}
	}
	for i, k := range kws {
		if u, ok := k.v.(*unionV); ok {
			return f.split(u, func(x Value) Value {
				ks := append([]kwArg{}, kws...)
				ks[i].v = x
				return f.callTrusted(t, args, ks, c)
			})
		}
	}
	name := t.def.Name
	if l.inAssert > 0 {
		// python -O drops assert statements, and their effects with them.
		return f.poison("unsupported-effect-in-assert", c.Span(), "a trusted call inside an assert test is not supported (python -O skips it)")
	}
	bound, order, errMsg, unsup := bindArgs(t.def.Args, t.defaults, t.kwDefaults, args, kws, name)
	if unsup != "" {
		return f.poison("unsupported-varargs", c.Span(), "%s", unsup)
	}
	if errMsg != "" {
		f.raise("TypeError", c.Span(), "%s", errMsg)
		return quietPoison("unsupported-type", c.Span(), "bad call")
	}
	sig := t.mod.sigs[name]
	var fields []ir.FactField
	conv := map[string]Value{}
	for _, p := range order {
		typ := ""
		if sig != nil {
			for _, sp := range sig.Params {
				if sp.Name == p && sp.Type != nil && sp.Type.Error == "" {
					typ = sp.Type.Name
				}
			}
		}
		sort := sortOfType(typ)
		v := bound[p]
		if sort == "" {
			// Any other annotation: the argument is not a field of the
			// fact (a contract that reads it is refused: see fieldType),
			// but the function's preconditions see the value passed. A
			// dict is a field a contract may compare with a dict literal
			// (dictfield.go).
			conv[p] = v
			if strings.HasPrefix(typ, "dict[") {
				if pv, isPoison := v.(*poisonV); isPoison {
					f.use(pv, c.Span())
					return &poisonV{code: pv.code, msg: pv.msg, reported: true}
				}
				d, ok := l.dictFieldTerm(v)
				if !ok && len(l.loops) > 0 {
					// one free symbol would stand for every iteration's dict
					return f.poison("unsupported-symbolic-loop", c.Span(), "%s(%s=...) receives a dict clauz3 cannot render, inside a symbolic loop: one value would stand for every iteration's", name, p)
				}
				fields = append(fields, factField(p, typ, sortString, d))
			}
			continue
		}
		if pv, isPoison := v.(*poisonV); isPoison {
			f.use(pv, c.Span())
			return &poisonV{code: pv.code, msg: pv.msg, reported: true}
		}
		conv[p] = v // the function's preconditions see the value passed
		if typ == "float" && isIntLike(v) {
			// An int stays an int: the fact keeps it in companion fields.
			e, _ := asInt(v)
			zero, _ := floatTerm(0)
			l.intFloatFields[p] = true
			fields = append(fields, factField(p, typ, sort, zero),
				factField(ir.IsIntField(p), "bool", sortBool, tTrue),
				factField(ir.IntField(p), "int", sortInt, e))
			continue
		}
		cv, ok := coerce(v, typ)
		if !ok {
			return f.poison("unsupported-trusted-argument", c.Span(), "%s(%s=...) receives a %s where %s is annotated", name, p, v.typeName(), typ)
		}
		e, _ := scalarExpr(cv)
		fields = append(fields, factField(p, typ, sort, e))
	}
	var pres []term
	firstPre := len(l.out.Obligations)
	for _, dc := range t.decos {
		if dc.kind != "pre" {
			continue
		}
		for _, a := range dc.call.Args {
			p, ok := f.validator(a, nil, t.mod, conv, nil, "pre", shapeOf(t.def.Args, len(args), kws))
			if !ok {
				continue
			}
			l.oblige(ir.KindPrecondition, "precondition", c.Span(), mkImplies(f.reach, p),
				"precondition of %s holds: %s", name, lambdaText(l, a))
			pres = append(pres, p)
		}
	}
	f.restrict(mkAnd(pres...))
	if isFalse(f.reach) {
		// never made: its precondition fails wherever it is reached
		for i := firstPre; i < len(l.out.Obligations); i++ {
			if o := &l.out.Obligations[i]; o.Kind == ir.KindPrecondition && o.Span == c.Span() {
				o.Unmade = &ir.UnmadeCall{Relation: name, Fields: fields}
			}
		}
		return quietPoison("unsupported-dead", c.Span(), "unreachable")
	}
	l.addFact(name, t.markers, fields, f.reach, c.Span())
	factID := l.out.Facts[len(l.out.Facts)-1].ID
	for i := firstPre; i < len(l.out.Obligations); i++ {
		if o := &l.out.Obligations[i]; o.Kind == ir.KindPrecondition && o.Span == c.Span() {
			o.Fact = factID // the call whose precondition it is
		}
	}
	f.performEvents(t, conv, factID, c.Span())
	f.fluentEffects(t, conv, c.Span())
	for _, dc := range t.decos {
		if dc.kind != "raises" {
			continue
		}
		for _, exc := range dc.excs {
			if !l.excAllowed(exc) {
				l.oblige(ir.KindException, "exception", c.Span(), mkNot(f.reach), "%s: %s may raise it", exc, name)
			}
			if l.excAllowed(exc) && len(l.loops) > 0 {
				f.poison("unsupported-symbolic-loop", c.Span(), "%s may raise %s, which the target lets escape: inside a loop over rows that ends the loop early, which is not modelled", name, exc)
			}
			x := l.freshValue("_raised", sortBool)
			f.restrict(mkNot(x))
		}
	}
	// The result: what the annotation says (the layer is trusted); a
	// function without one may return anything.
	if sig == nil || sig.Returns == nil || sig.Returns.Error != "" {
		return quietPoison("unsupported-trusted-result", c.Span(), "%s has no return annotation, so its result is unknown", name)
	}
	rt := sig.Returns.Name
	if rt == "None" {
		return noneV{}
	}
	if strings.HasPrefix(rt, "list[") && strings.HasSuffix(rt, "]") {
		res := f.queryResult(name, t, rt, conv, c.Span())
		if f.trustedPost(t, name, conv, res, args, kws, c) {
			return f.poison("unsupported-postcondition", c.Span(), "a postcondition of %s has a part clauz3 does not model, so what its result holds is not known", name)
		}
		return res
	}
	sort := sortOfType(rt)
	if sort == "" {
		return quietPoison("unsupported-trusted-result", c.Span(), "the result of %s has type %s, which is not modelled", name, rt)
	}
	sym := l.freshValue(name+"_result", sort)
	res := l.scalar(sym)
	nAsm := len(l.out.Assumptions)
	if f.trustedPost(t, name, conv, res, args, kws, c) {
		// The postcondition constrains the result in a way the document
		// does not say: the result is a value left free (a proof holds
		// for every value; a counterexample resting on this one is not
		// shown, nor is the value). The postcondition's modelled parts
		// still hold of it.
		if len(l.loops) > 0 || sym.Op != dsl.OpConst {
			return f.poison("unsupported-postcondition", c.Span(), "a postcondition of %s has a part clauz3 does not model, so what its result holds is not known", name)
		}
		u := l.fresh(ir.UnsupportedPrefix, sort)
		sub := map[string]*dsl.Term{sym.Name: u}
		for i := nAsm; i < len(l.out.Assumptions); i++ {
			a := &l.out.Assumptions[i]
			a.ExprTerm = dsl.Substitute(a.ExprTerm, sub)
			a.Expr = dsl.Format(a.ExprTerm)
		}
		vars := l.out.Variables[:0]
		for _, v := range l.out.Variables {
			if v.Name != sym.Name {
				vars = append(vars, v)
			}
		}
		l.out.Variables = vars
		return l.scalar(u)
	}
	return res
}

// trustedPost assumes the @deal.post and @deal.ensure contracts of the
// trusted function t of its result res at the call c (the layer is
// trusted: what it promises of its result is what the program may rely on).
//
// It reports whether a postcondition has a part lower does not model
// (a value left free, ir.UnsupportedPrefix, stands for it): the result
// is then constrained in a way the document does not say, so no
// counterexample may rest on its value (callTrusted).
func (f *frame) trustedPost(t *trustedV, name string, conv map[string]Value, res Value, args []Value, kws []kwArg, c *ast.Call) (unmodelled bool) {
	l := f.l
	for _, dc := range t.decos {
		if dc.kind != "post" && dc.kind != "ensure" {
			continue
		}
		for _, a := range dc.call.Args {
			p, ok := f.validator(a, nil, t.mod, conv, res, dc.kind, shapeOf(t.def.Args, len(args), kws))
			if !ok {
				continue
			}
			if mentionsUnsupported(p) {
				unmodelled = true
			}
			l.assume(ir.KindPostcondition, mkImplies(f.reach, p), c.Span(), "the result of %s satisfies %s", name, lambdaText(l, a))
		}
	}
	return unmodelled
}

// mentionsUnsupported reports whether t mentions a value lower left free
// for a construct it does not model (ir.UnsupportedPrefix).
func mentionsUnsupported(t term) bool {
	found := false
	dsl.Walk(t, func(x *dsl.Term) bool {
		if found {
			return false
		}
		if x.Op == dsl.OpConst && strings.HasPrefix(x.Name, ir.UnsupportedPrefix) {
			found = true
		}
		return true
	})
	return found
}

// isTypeName reports whether name is a built-in class isinstance knows.
func isTypeName(name string) bool {
	switch name {
	case "str", "int", "bool", "float", "list", "tuple", "dict", "object":
		return true
	}
	return false
}

// lambdaText is the body of a validator lambda as written.
func lambdaText(l *lowerer, e ast.Expr) string {
	if lam, ok := e.(*ast.Lambda); ok {
		if t := l.sourceText(lam.Body.Span()); t != "" {
			return t
		}
	}
	return l.sourceText(e.Span())
}

// isIntLike reports whether v is an int or a bool.
func isIntLike(v Value) bool {
	_, ok := asInt(v)
	return ok
}

// coerce is the value of a fact field of the annotated type typ for the
// argument v. Annotations convert nothing in CPython; a bool passed for
// an int is recorded as its int value, which the relation lambdas (+ - *,
// comparisons) treat exactly as the bool. An int passed for a float is
// kept as an int by callTrusted (see ir.IsIntField).
func coerce(v Value, typ string) (Value, bool) {
	switch typ {
	case "str":
		s, ok := v.(strV)
		return s, ok
	case "int":
		e, ok := asInt(v)
		return intV{e}, ok
	case "bool":
		b, ok := v.(boolV)
		return b, ok
	case "float":
		if fl, ok := v.(floatV); ok {
			return fl, true
		}
	}
	return nil, false
}

// callBuiltin models the built-in functions.
func (f *frame) callBuiltin(b *builtinV, args []Value, kws []kwArg, c *ast.Call) Value {
	if b.name == "clauz3.policy.domain_policy" && f.mod.trusted && f.isModule() {
		return f.domainPolicy(args, kws, c)
	}
	if b.name == "clauz3.fluent.fluent" && f.mod.trusted && f.isModule() {
		return f.declareFluent(args, kws, c)
	}
	if b.name == "set" {
		return f.makeSet(args, kws, c)
	}
	if strings.HasPrefix(b.name, "clauz3._path_safety.") {
		if v, ok := f.callPathSafety(strings.TrimPrefix(b.name, "clauz3._path_safety."), args, kws, c); ok {
			return v
		}
	}
	if strings.HasPrefix(b.name, "re.") {
		if v, ok := f.callRe(strings.TrimPrefix(b.name, "re."), args, kws, c); ok {
			return v
		}
	}
	if strings.HasPrefix(b.name, "math.") && len(kws) == 0 {
		if v, ok := f.callMath(strings.TrimPrefix(b.name, "math."), args, c); ok {
			return v
		}
	}
	for _, a := range args {
		if p, ok := a.(*poisonV); ok && b.name != "print" {
			f.use(p, c.Span())
			return &poisonV{code: p.code, msg: p.msg, reported: true}
		}
	}
	if len(kws) == 0 {
		if v, ok := f.callIterBuiltin(b.name, args, c); ok {
			return v
		}
		if v, ok := f.callNumBuiltin(b.name, args, c); ok {
			return v
		}
	}
	if len(kws) > 0 && b.name != "print" {
		return f.poisonOrQuiet("unsupported-builtin", c.Span(), "keyword arguments to %s() are not supported", b.name)
	}
	arity := func(n int) bool {
		if len(args) != n {
			f.raise("TypeError", c.Span(), "%s() takes %d argument(s) (%d given)", b.name, n, len(args))
			return false
		}
		return true
	}
	bad := func() Value { return quietPoison("unsupported-type", c.Span(), "bad call") }
	switch b.name {
	case "print":
		for _, a := range args {
			if !f.printable(a, c.Span(), 0) {
				return &poisonV{code: "unsupported-builtin", msg: "print", reported: true}
			}
			if isFalse(f.reach) {
				return quietPoison("unsupported-dead", c.Span(), "unreachable")
			}
		}
		for _, k := range kws {
			switch k.name {
			case "sep", "end":
				switch k.v.(type) {
				case strV, noneV:
				case *poisonV:
					f.use(k.v, k.span)
					return &poisonV{code: "unsupported-builtin", msg: "print", reported: true}
				default:
					f.raise("TypeError", k.span, "%s must be None or a string, not %s", k.name, k.v.typeName())
					return bad()
				}
			case "file":
				switch k.v.(type) {
				case noneV:
				case boolV, intV, strV, floatV, *listV, *dictV:
					f.raise("AttributeError", k.span, "%s object has no attribute 'write'", k.v.typeName())
					return bad()
				default:
					return f.poison("unsupported-builtin", k.span, "print(file=...) is supported with None only")
				}
			case "flush":
				if _, ok := truthOf(k.v); !ok {
					f.use(k.v, k.span)
					return &poisonV{code: "unsupported-builtin", msg: "print", reported: true}
				}
			default:
				f.raise("TypeError", k.span, "'%s' is an invalid keyword argument for print()", k.name)
				return bad()
			}
		}
		return noneV{}
	case "len":
		if !arity(1) {
			return bad()
		}
		switch x := args[0].(type) {
		case strV:
			if rs, ok := strLitRunes(x.e); ok {
				return intV{intTermI(int64(len(rs)))}
			}
			return intV{mkLength(x.e)}
		case *listV:
			return intV{x.lenExpr()}
		case *rowsV:
			return intV{x.n}
		case *setV:
			if n, ok := f.setLen(x, c.Span()); ok {
				return intV{n}
			}
			return &poisonV{code: "unsupported-set", msg: "len", reported: true}
		case *dictV:
			return intV{intTermI(int64(len(x.keys)))}
		case *viewV:
			return intV{x.list.lenExpr()}
		case *iterV:
			f.raise("TypeError", c.Span(), "object of type %s has no len()", x.kind)
			return bad()
		}
		if isScalarOrNone(args[0]) {
			f.raise("TypeError", c.Span(), "object of type %s has no len()", args[0].typeName())
			return bad()
		}
		return f.poisonOrQuiet("unsupported-builtin", c.Span(), "len() of a %s is not supported", args[0].typeName())
	case "bool":
		if len(args) == 0 {
			return boolV{tFalse}
		}
		if !arity(1) {
			return bad()
		}
		return boolV{f.truth(args[0], c.Span())}
	case "str":
		if len(args) == 0 {
			return strV{emptyStr}
		}
		if !arity(1) {
			return bad()
		}
		s, ok := f.strOf(args[0], c.Span())
		if !ok {
			return &poisonV{code: "unsupported-str-conversion", msg: "str()", reported: true}
		}
		return f.l.nameValue(strV{copyTerm(s)}) // a new object (see columns.go)
	case "int":
		if len(args) == 0 {
			return intV{intTermI(0)}
		}
		if len(args) == 1 {
			if e, ok := asInt(args[0]); ok {
				return intV{e}
			}
		}
		if len(args) > 2 {
			f.raise("TypeError", c.Span(), "int() takes at most 2 arguments (%d given)", len(args))
			return bad()
		}
		return f.poisonOrQuiet("unsupported-builtin", c.Span(), "int() of a %s is not supported", args[0].typeName())
	case "float":
		if len(args) == 1 {
			if fl, ok := args[0].(floatV); ok {
				return fl // float(x) is x itself
			}
			if isIntLike(args[0]) {
				if fl, ok := f.toFloat(args[0], c.Span()); ok {
					return fl
				}
				return quietPoison("unsupported-dead", c.Span(), "unreachable")
			}
			if s, ok := args[0].(strV); ok {
				if rs, ok := strLitRunes(s.e); ok {
					if x, ok := parseFloatLiteral(string(rs)); ok {
						t, _ := floatTerm(x)
						return f.l.newFloat(t)
					}
				}
			}
		}
		if len(args) == 0 {
			t, _ := floatTerm(0)
			return f.l.newFloat(t)
		}
		return f.poisonOrQuiet("unsupported-builtin", c.Span(), "this float() call is not supported")
	case "abs":
		if !arity(1) {
			return bad()
		}
		if e, ok := asInt(args[0]); ok {
			if n, ok := intLit(e); ok {
				return intV{intTerm(new(big.Int).Abs(n))}
			}
			return f.l.nameValue(intV{mkIte(mkBin(e, "<", intTermI(0)), negInt(e), e)})
		}
		if fl, ok := args[0].(floatV); ok {
			return f.l.newFloat(fpUnary(dsl.OpFPAbs, fl.e))
		}
		return f.poisonOrQuiet("unsupported-builtin", c.Span(), "abs() of a %s is not supported", args[0].typeName())
	case "min", "max":
		vals := args
		if len(args) == 0 {
			f.raise("TypeError", c.Span(), "%s expected at least 1 argument, got 0", b.name)
			return bad()
		}
		if len(args) == 1 {
			lv, ok := args[0].(*listV)
			if !ok || !lv.exact() {
				return f.poisonOrQuiet("unsupported-builtin", c.Span(), "%s() of a %s is not supported", b.name, args[0].typeName())
			}
			vals = lv.elems
		}
		if len(vals) == 0 {
			f.raise("ValueError", c.Span(), "%s() arg is an empty sequence", b.name)
			return bad()
		}
		var ints []term
		for _, v := range vals {
			x, ok := v.(intV) // bools would keep their type: not modelled
			if !ok {
				return f.poisonOrQuiet("unsupported-builtin", c.Span(), "%s() is supported over ints only", b.name)
			}
			ints = append(ints, x.e)
		}
		res := ints[0]
		op := "<"
		if b.name == "max" {
			op = ">"
		}
		for _, x := range ints[1:] {
			// Python keeps the first of equal items; for ints the value is the same.
			res = f.l.name(mkIte(mkBin(x, op, res), x, res), sortInt)
		}
		return intV{res}
	case "isinstance":
		if len(args) != 2 {
			f.raise("TypeError", c.Span(), "isinstance expected 2 arguments, got %d", len(args))
			return bad()
		}
		var classes []Value
		if l, ok := args[1].(*listV); ok && l.tuple && l.exact() {
			classes = l.elems
		} else {
			classes = []Value{args[1]}
		}
		if u, ok := args[0].(*unionV); ok {
			r := f.split(u, func(x Value) Value {
				return f.callBuiltin(b, []Value{x, args[1]}, kws, c)
			})
			return r
		}
		have := args[0].typeName()
		result := false
		for _, cl := range classes {
			bv, ok := cl.(*builtinV)
			if !ok || !isTypeName(bv.name) {
				return f.poisonOrQuiet("unsupported-builtin", c.Span(), "isinstance() is supported with built-in types only")
			}
			if have == bv.name || have == "bool" && bv.name == "int" || bv.name == "object" {
				result = true
			}
		}
		if _, ok := args[0].(*poisonV); ok || have == "?" || have == "iterable" {
			return f.poisonOrQuiet("unsupported-builtin", c.Span(), "isinstance() of this value is not supported")
		}
		return boolV{boolLit(result)}
	case "range":
		return f.poisonOrQuiet("unsupported-range", c.Span(), "range() is supported only as the iterable of a for loop or comprehension")
	case "clauz3.spec.effect":
		if v, ok := effectView(args); ok {
			return &relV{view: v}
		}
		return f.poisonOrQuiet("unsupported-effect", c.Span(), "effect() takes one string constant, or trusted functions")
	}
	return f.poisonOrQuiet("unsupported-builtin", c.Span(), "%s() is not supported", b.name)
}

// printable checks that print can write v: str() of an int, and repr()
// of the ints inside a container, raise ValueError past CPython's digit
// limit. false: v is not modelled (reported).
func (f *frame) printable(v Value, span diag.Span, depth int) bool {
	switch x := v.(type) {
	case intV:
		if n, ok := intLit(x.e); ok {
			if len(strings.TrimPrefix(n.String(), "-")) > maxStrDigits {
				f.raise("ValueError", span, "exceeds the limit (%d digits) for integer string conversion", maxStrDigits)
			}
			return true
		}
		f.checkStrDigits(x.e, span)
		return true
	case boolV, strV, floatV, noneV, *funcV, *trustedV, *builtinV, *excClassV, *excInstV:
		return true
	case *listV:
		if depth > 8 {
			f.poison("unsupported-builtin", span, "printing containers nested this deep is not supported")
			return false
		}
		ok := true
		for i, e := range x.elems {
			f.underCond(x.presentAt(i), func() { ok = ok && f.printable(e, span, depth+1) })
		}
		return ok
	case *dictV:
		ok := true
		for i := range x.keys {
			ok = ok && f.printable(x.keys[i], span, depth+1) && f.printable(x.vals[i], span, depth+1)
		}
		return ok
	case *unionV:
		ok := true
		for i, a := range x.alts {
			f.underCond(x.conds[i], func() { ok = ok && f.printable(a, span, depth+1) })
		}
		return ok
	case *rowsV:
		// a trusted list[str] (list[bool], list[float]): the repr of each
		// element never raises (an int's may: too many digits)
		if x.elem != nil && x.elem.sort != sortInt {
			return true
		}
	case *poisonV:
		f.use(x, span)
		return false
	}
	f.poison("unsupported-builtin", span, "printing a %s is not supported", v.typeName())
	return false
}

// callMethod models the str methods lowering supports.
func (f *frame) callMethod(m *methodV, args []Value, kws []kwArg, c *ast.Call) Value {
	if _, ok := strMethods[m.name]; ok {
		return f.callStrMethod(m, args, kws, c)
	}
	s := m.recv.(strV)
	if len(kws) > 0 || len(args) != 1 {
		return f.poison("unsupported-str-method", c.Span(), "str.%s is supported with one positional argument only", m.name)
	}
	arg := args[0]
	if p, ok := arg.(*poisonV); ok {
		f.use(p, c.Span())
		return &poisonV{code: p.code, msg: p.msg, reported: true}
	}
	if u, ok := arg.(*unionV); ok {
		return f.split(u, func(x Value) Value { return f.callMethod(m, []Value{x}, kws, c) })
	}
	switch m.name {
	case "join":
		l, ok := f.consume(arg, c.Span(), true)
		if !ok || !l.exact() {
			return f.poison("unsupported-str-method", c.Span(), "str.join over a %s is not supported", arg.typeName())
		}
		res := emptyStr
		for i, e := range l.elems {
			es, ok := e.(strV)
			if !ok && unknownType(e) {
				f.use(e, c.Span())
				return f.poison("unsupported-str-method", c.Span(), "str.join of an item whose type depends on the path is not supported")
			}
			if !ok {
				f.raise("TypeError", c.Span(), "sequence item %d: expected str instance, %s found", i, e.typeName())
				return quietPoison("unsupported-type", c.Span(), "bad call")
			}
			if i > 0 {
				res = concat(res, s.e)
			}
			res = concat(res, es.e)
		}
		return f.l.nameValue(strV{res})
	case "startswith", "endswith":
		fn := dsl.OpPrefixOf
		if m.name == "endswith" {
			fn = dsl.OpSuffixOf
		}
		var subs []strV
		switch x := arg.(type) {
		case strV:
			subs = []strV{x}
		case *listV:
			if !x.tuple {
				f.raise("TypeError", c.Span(), "%s first arg must be str or a tuple of str, not list", m.name)
				return quietPoison("unsupported-type", c.Span(), "bad call")
			}
			if !x.exact() {
				return f.poison("unsupported-str-method", c.Span(), "str.%s of a tuple of unknown length is not supported", m.name)
			}
			for _, e := range x.elems {
				es, ok := e.(strV)
				if !ok {
					f.raise("TypeError", c.Span(), "tuple for %s must only contain str", m.name)
					return quietPoison("unsupported-type", c.Span(), "bad call")
				}
				subs = append(subs, es)
			}
		default:
			f.raise("TypeError", c.Span(), "%s first arg must be str or a tuple of str, not %s", m.name, arg.typeName())
			return quietPoison("unsupported-type", c.Span(), "bad call")
		}
		var parts []term
		for _, sub := range subs {
			parts = append(parts, app(fn, boolSort, []*dsl.Sort{strSort, strSort}, sub.e, s.e))
		}
		return boolV{f.l.name(mkOr(parts...), sortBool)}
	case "find", "index":
		sub, ok := arg.(strV)
		if !ok {
			f.raise("TypeError", c.Span(), "must be str, not %s", arg.typeName())
			return quietPoison("unsupported-type", c.Span(), "bad call")
		}
		idx := f.l.name(app(dsl.OpIndexOf, intSort, []*dsl.Sort{strSort, strSort, intSort}, s.e, sub.e, intTermI(0)), sortInt)
		if m.name == "index" {
			f.check(mkBin(idx, ">=", intTermI(0)), "ValueError", c.Span(), "substring not found")
		}
		return intV{idx}
	case "count":
		sub, ok := arg.(strV)
		if !ok {
			f.raise("TypeError", c.Span(), "must be str, not %s", arg.typeName())
			return quietPoison("unsupported-type", c.Span(), "bad call")
		}
		return f.strCount(s, sub, c)
	}
	return f.poison("unsupported-str-method", c.Span(), "str.%s is not supported", m.name)
}

// strCount is s.count(sub): the number of non-overlapping occurrences of
// sub in s, scanned from the left (len(s)+1 for an empty sub). It is
// exact on literals and for an empty sub. Otherwise Z3 has no term for
// it: the count is a symbol left free (ir.UnsupportedPrefix) under what
// always holds in CPython, 0 exactly when sub does not occur and at most
// len(s) // len(sub) occurrences (len(s) being at most sys.maxsize), so
// a proof needs nothing else and a counterexample that needs a
// particular count is unknown, not refuted (solve's
// dependsOnUnsupported). Inside a loop over rows the count would depend
// on the iteration, which such a symbol cannot: refused there.
func (f *frame) strCount(s, sub strV, c *ast.Call) Value {
	sr, okS := strLitRunes(s.e)
	ur, okU := strLitRunes(sub.e)
	if okS && okU {
		return intV{intTermI(int64(countRunes(sr, ur)))}
	}
	if okU && len(ur) == 0 {
		return intV{f.l.name(mkBin(mkLength(s.e), "+", intTermI(1)), sortInt)}
	}
	if len(f.l.loops) > 0 || f.mode != modeProgram {
		return f.poison("unsupported-str-method", c.Span(), "str.count of a string that is not a literal is supported only in the program, outside loops over rows")
	}
	n := f.l.fresh(ir.UnsupportedPrefix, sortInt)
	contains := app(dsl.OpContains, boolSort, []*dsl.Sort{strSort, strSort}, s.e, sub.e)
	subLen := mkLength(sub.e)
	var most term
	if okU {
		most = mkBin(mkBin(n, "*", intTermI(int64(len(ur)))), "<=", mkLength(s.e))
	} else {
		most = mkBin(n, "<=", mkLength(s.e))
	}
	// (len(s) is at most sys.maxsize, so the count is too)
	nonEmpty := mkAnd(mkBin(n, ">=", intTermI(0)), mkBin(n, "<=", intTermI(1<<63-1)), mkEq(mkEq(n, intTermI(0)), mkNot(contains)), most)
	if !okU {
		nonEmpty = mkIte(mkEq(subLen, intTermI(0)), mkEq(n, mkBin(mkLength(s.e), "+", intTermI(1))), nonEmpty)
	}
	f.l.assume("type", nonEmpty, c.Span(), "str.count gives a count between 0 and len(s) // len(sub), 0 exactly when sub does not occur (the exact count is not modelled)")
	return intV{n}
}

// countRunes is Python's str.count on code points: non-overlapping
// occurrences from the left, len(s)+1 for an empty sub.
func countRunes(s, sub []rune) int {
	if len(sub) == 0 {
		return len(s) + 1
	}
	n := 0
	for i := 0; i+len(sub) <= len(s); {
		if slices.Equal(s[i:i+len(sub)], sub) {
			n++
			i += len(sub)
		} else {
			i++
		}
	}
	return n
}

// provePostconditions proves the @deal.post and @deal.ensure contracts of
// the function name at each of its returns (g.returns), in the
// environment of its definition: one obligation per contract and return.
func (g *frame) provePostconditions(name string, decos []deco, env *frame, mod *module, args map[string]Value, sh callShape) {
	l := g.l
	for _, dc := range decos {
		if dc.kind != "post" && dc.kind != "ensure" {
			continue
		}
		for _, a := range dc.call.Args {
			for _, r := range g.returns {
				if isFalse(r.cond) {
					continue
				}
				g.reach = r.cond
				t, ok := g.validator(a, env, mod, args, r.v, dc.kind, sh)
				if !ok {
					break
				}
				// (g.reach: the return's paths on which the validator
				// itself did not raise; where it raises, that exception
				// is the failure, not the postcondition)
				l.oblige(ir.KindPostcondition, "postcondition", r.span, mkImplies(g.reach, t),
					"postcondition of %s holds: %s", name, lambdaText(l, a))
			}
		}
	}
}
