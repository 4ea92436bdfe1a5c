package lower

// This file interprets the bodies of @contract builders and of the plain
// helper functions of trusted modules they call (_under(event, root),
// _spellings(prefix)), statically, as CPython runs them when the
// guarantee is built: every value is known then (the arguments are the
// literals of the guarantee), so each if takes one branch, each loop
// over a constant list runs, and a raise refuses the guarantee (CPython
// raises when the program is imported; nothing runs).
//
// It also holds clauz3.paths' FilePath and DirectoryPath, the typed
// path literals of clauz3 0.2, with the reference's lexical rules.

import (
	"strings"

	"clauz3/pkg/diag"
	"clauz3/pkg/dsl"
	"clauz3/pkg/ir"
	"clauz3/pkg/python/ast"
)

// pathV is clauz3.paths.FilePath(value) or DirectoryPath(value).
type pathV struct {
	class string // "FilePath" | "DirectoryPath"
	value string
}

func (p *pathV) typeName() string { return p.class }

// pathClass is the class a builtin names, "" when it is not a path class.
func pathClass(name string) string {
	switch name {
	case "clauz3.FilePath", "clauz3.paths.FilePath":
		return "FilePath"
	case "clauz3.DirectoryPath", "clauz3.paths.DirectoryPath":
		return "DirectoryPath"
	}
	return ""
}

// newPath builds a path literal as clauz3.paths does, or says which
// exception CPython raises and why.
func newPath(class string, args []Value, kws []kwArg, span diag.Span) (Value, *specErr) {
	var arg Value
	switch {
	case len(args) == 1 && len(kws) == 0:
		arg = args[0]
	case len(args) == 0 && len(kws) == 1 && kws[0].name == "value":
		arg = kws[0].v
	default:
		return nil, serr("guarantee-type-error", span, "%s() takes one argument, value (CPython raises TypeError)", class)
	}
	s, ok := arg.(strV)
	if !ok {
		return nil, serr("guarantee-type-error", span, "%s(): a path must be a string (CPython raises TypeError)", class)
	}
	rs, ok := strLitRunes(s.e)
	if !ok {
		return nil, serr("unsupported-guarantee", span, "%s() of a value that is not a literal", class)
	}
	v := string(rs)
	if _, ok := strTerm(v); !ok {
		return nil, serr("unsupported-guarantee", span, "%s() of a string Z3 cannot represent", class)
	}
	if v == "" || strings.ContainsAny(v, "\x00:") || !plainPath(v) {
		return nil, serr("guarantee-value-error", span, "%s(%q): a path must be nonempty with plain POSIX path segments (CPython raises ValueError)", class, v)
	}
	if class == "FilePath" && (v == "." || strings.HasSuffix(v, "/")) {
		return nil, serr("guarantee-value-error", span, "FilePath(%q): a file path must name a file, not a directory (CPython raises ValueError)", v)
	}
	return &pathV{class: class, value: v}, nil
}

// plainPath is clauz3._path_safety.is_plain_path of a known string.
func plainPath(s string) bool {
	t, ok := strTerm(s)
	if !ok {
		return false
	}
	b, err := dsl.EvalBool(mkAnd(hasNoParentSegments(t), hasPlainSegments(t)), dsl.Env{})
	return err == nil && b
}

// staticTruth is bool(v) when it is known without a solver.
func staticTruth(v Value) (bool, bool) {
	switch v.(type) {
	case *pathV, *specV, *relV, *lambdaV:
		return true, true
	}
	t, ok := truthOf(v)
	if !ok {
		return false, false
	}
	if isTrue(t) {
		return true, true
	}
	if isFalse(t) {
		return false, true
	}
	// a ground term (no input, no trusted result): evaluate it
	if b, err := dsl.EvalBool(t, dsl.Env{}); err == nil {
		return b, true
	}
	return false, false
}

// staticStrMethod is a str method whose receiver and arguments are
// literals, evaluated as CPython does; ok false when it is not one of
// these.
func staticStrMethod(recv Value, name string, args []Value, kws []kwArg) (Value, bool) {
	s, ok := recv.(strV)
	if !ok || len(kws) != 0 {
		return nil, false
	}
	rs, ok := strLitRunes(s.e)
	if !ok {
		return nil, false
	}
	var lits [][]rune
	for _, a := range args {
		as, ok := a.(strV)
		if !ok {
			return nil, false
		}
		r, ok := strLitRunes(as.e)
		if !ok {
			return nil, false
		}
		lits = append(lits, r)
	}
	str := func(r []rune) (Value, bool) {
		t, ok := strTerm(string(r))
		return strV{t}, ok
	}
	in := func(set []rune, r rune) bool {
		for _, x := range set {
			if x == r {
				return true
			}
		}
		return false
	}
	switch name {
	case "strip", "lstrip", "rstrip":
		if len(lits) != 1 {
			return nil, false // whitespace: Unicode's, not modelled here
		}
		from, to := 0, len(rs)
		if name != "rstrip" {
			for from < to && in(lits[0], rs[from]) {
				from++
			}
		}
		if name != "lstrip" {
			for to > from && in(lits[0], rs[to-1]) {
				to--
			}
		}
		return str(rs[from:to])
	case "removeprefix", "removesuffix":
		if len(lits) != 1 {
			return nil, false
		}
		p := string(lits[0])
		if name == "removeprefix" {
			return str([]rune(strings.TrimPrefix(string(rs), p)))
		}
		return str([]rune(strings.TrimSuffix(string(rs), p)))
	}
	return nil, false
}

// ctlFlow is how a statement list ended.
type ctlFlow int

const (
	flowNext   ctlFlow = iota // fell through
	flowReturn                // return: the value is set
)

// interpretFunc runs the body of def (a @contract builder or a helper of a
// trusted module) with its parameters bound as CPython binds them.
func (l *lowerer) interpretFunc(def *ast.FunctionDef, mod *module, defaults, kwDefaults []Value, args []Value, kws []kwArg, call *ast.Call, depth int) (Value, *specErr) {
	if depth > 16 {
		return nil, serr("unsupported-guarantee", call.Span(), "contracts nested more than 16 deep")
	}
	l.execModule(mod)
	bound, order, errMsg, unsup := bindArgs(def.Args, defaults, kwDefaults, args, kws, def.Name)
	if unsup != "" {
		return nil, serr("unsupported-guarantee", call.Span(), "%s", unsup)
	}
	if errMsg != "" {
		return nil, serr("guarantee-type-error", call.Span(), "%s (CPython raises TypeError)", errMsg)
	}
	env := &cenv{l: l, mod: mod, locals: map[string]Value{}, depth: depth, fn: def.Name}
	for _, n := range order {
		env.locals[n] = bound[n]
	}
	flow, v, err := env.exec(def.Body, true)
	if err != nil {
		return nil, err
	}
	if flow == flowNext {
		return noneV{}, nil
	}
	return v, nil
}

// exec runs a statement list; top is the function's own body (where a
// leading string is its docstring).
func (c *cenv) exec(body []ast.Stmt, top bool) (ctlFlow, Value, *specErr) {
	for i, s := range body {
		switch s := s.(type) {
		case *ast.ExprStmt:
			if k, ok := s.Value.(*ast.Constant); ok && (k.Value.Kind == ast.ConstStr && i == 0 && top || k.Value.Kind == ast.ConstEllipsis) {
				continue
			}
			if done, err := c.appendStmt(s.Value); done || err != nil {
				if err != nil {
					return 0, nil, err
				}
				continue
			}
			if _, err := c.eval(s.Value); err != nil {
				return 0, nil, err
			}
		case *ast.For:
			it, err := c.eval(s.Iter)
			if err != nil {
				return 0, nil, err
			}
			lv, ok := it.(*listV)
			if !ok || !lv.exact() || len(s.Orelse) > 0 {
				return 0, nil, serr("unsupported-contract-statement", s.Span(), "%s: a for loop is interpreted over a list known when the guarantee is built, without else", c.fn)
			}
			if findInBody(s.Body, func(st ast.Stmt, nested bool) bool {
				switch st.(type) {
				case *ast.Break, *ast.Continue:
					return !nested
				}
				return false
			}) != nil {
				return 0, nil, serr("unsupported-contract-statement", s.Span(), "%s: break and continue are not interpreted", c.fn)
			}
			for _, x := range append([]Value{}, lv.elems...) {
				if err := c.assign(s.Target, x); err != nil {
					return 0, nil, err
				}
				flow, v, err := c.exec(s.Body, false)
				if err != nil || flow != flowNext {
					return flow, v, err
				}
			}
		case *ast.Pass:
		case *ast.Assign:
			if len(s.Targets) != 1 {
				return 0, nil, serr("unsupported-contract-statement", s.Span(), "%s: chained assignment is not interpreted", c.fn)
			}
			v, err := c.eval(s.Value)
			if err != nil {
				return 0, nil, err
			}
			if err := c.assign(s.Targets[0], v); err != nil {
				return 0, nil, err
			}
		case *ast.AnnAssign:
			if s.Value == nil {
				continue
			}
			v, err := c.eval(s.Value)
			if err != nil {
				return 0, nil, err
			}
			if err := c.assign(s.Target, v); err != nil {
				return 0, nil, err
			}
		case *ast.If:
			t, err := c.eval(s.Test)
			if err != nil {
				return 0, nil, err
			}
			b, ok := staticTruth(t)
			if !ok {
				return 0, nil, serr("unsupported-contract-statement", s.Test.Span(), "%s: this condition is not known when the guarantee is built", c.fn)
			}
			branch := s.Body
			if !b {
				branch = s.Orelse
			}
			flow, v, err := c.exec(branch, false)
			if err != nil || flow != flowNext {
				return flow, v, err
			}
		case *ast.Raise:
			what := "an exception"
			if s.Exc != nil {
				what = c.l.sourceText(s.Exc.Span())
			}
			return 0, nil, serr("guarantee-raises", s.Span(), "%s raises %s while the guarantee is built: CPython fails when the program is imported", c.fn, what)
		case *ast.Return:
			if s.Value == nil {
				return flowReturn, noneV{}, nil
			}
			v, err := c.eval(s.Value)
			if err != nil {
				return 0, nil, err
			}
			return flowReturn, v, nil
		default:
			return 0, nil, serr("unsupported-contract-statement", s.Span(), "%s: only assignments, if, raise and return are interpreted", c.fn)
		}
	}
	return flowNext, nil, nil
}

// appendStmt runs xs.append(v) for a list xs of the contract (in place,
// as CPython: every name bound to it sees the element); done is false
// when e is not such a call.
func (c *cenv) appendStmt(e ast.Expr) (bool, *specErr) {
	call, ok := e.(*ast.Call)
	if !ok || len(call.Args) != 1 || len(call.Keywords) != 0 {
		return false, nil
	}
	at, ok := call.Func.(*ast.Attribute)
	if !ok || at.Attr != "append" {
		return false, nil
	}
	recv, err := c.eval(at.Value)
	if err != nil {
		return true, err
	}
	lv, ok := recv.(*listV)
	if !ok || lv.tuple || !lv.exact() {
		return false, nil
	}
	if c.lambdas {
		// a relation lambda made before would see the element when the
		// guarantee is checked, after it was compiled
		return true, serr("unsupported-contract-statement", call.Span(), "%s appends to a list after a relation lambda was made", c.fn)
	}
	v, err := c.eval(call.Args[0])
	if err != nil {
		return true, err
	}
	lv.elems = append(lv.elems, v)
	if lv.present != nil {
		lv.present = append(lv.present, tTrue)
	}
	return true, nil
}

// assign binds target (a name, or a tuple or list of names) to v.
func (c *cenv) assign(target ast.Expr, v Value) *specErr {
	switch t := target.(type) {
	case *ast.Name:
		if _, rebound := c.locals[t.Id]; rebound && c.lambdas {
			// A relation lambda made before reads the new value when the
			// guarantee is checked (late binding).
			return serr("unsupported-contract-statement", t.Span(), "%s rebinds %s after a relation lambda was made; the lambda would see the new value", c.fn, t.Id)
		}
		c.locals[t.Id] = v
		return nil
	case *ast.Tuple, *ast.List:
		var elts []ast.Expr
		if x, ok := t.(*ast.Tuple); ok {
			elts = x.Elts
		} else {
			elts = t.(*ast.List).Elts
		}
		lv, ok := v.(*listV)
		if !ok || !lv.exact() {
			return serr("unsupported-contract-statement", t.Span(), "%s: unpacking a %s is not interpreted", c.fn, v.typeName())
		}
		if len(lv.elems) != len(elts) {
			return serr("guarantee-value-error", t.Span(), "%s: cannot unpack %d values into %d names (CPython raises ValueError)", c.fn, len(lv.elems), len(elts))
		}
		for i, e := range elts {
			if err := c.assign(e, lv.elems[i]); err != nil {
				return err
			}
		}
		return nil
	}
	return serr("unsupported-contract-statement", target.Span(), "%s: only names are assigned", c.fn)
}

// comprehension is a list comprehension or generator expression over
// lists known when the guarantee is built, as a list.
func (c *cenv) comprehension(elt ast.Expr, gens []*ast.Comprehension, span diag.Span) (Value, *specErr) {
	out := &listV{}
	saved := map[string]Value{}
	for k, v := range c.locals {
		saved[k] = v
	}
	defer func() { c.locals = saved }()
	var loop func(i int) *specErr
	loop = func(i int) *specErr {
		if i == len(gens) {
			v, err := c.eval(elt)
			if err != nil {
				return err
			}
			out.elems = append(out.elems, v)
			return nil
		}
		g := gens[i]
		if g.IsAsync != 0 {
			return serr("unsupported-guarantee", span, "async comprehensions are not supported in a contract")
		}
		it, err := c.eval(g.Iter)
		if err != nil {
			return err
		}
		lv, ok := it.(*listV)
		if !ok || !lv.exact() {
			return serr("unsupported-guarantee", g.Iter.Span(), "a comprehension in a contract iterates over a list or tuple known when the guarantee is built, found a %s", it.typeName())
		}
		if len(lv.elems) > maxUnroll {
			return serr("unsupported-guarantee", g.Iter.Span(), "a comprehension over more than %d elements", maxUnroll)
		}
		for _, x := range lv.elems {
			if err := c.assign(g.Target, x); err != nil {
				return err
			}
			keep := true
			for _, cond := range g.Ifs {
				t, err := c.eval(cond)
				if err != nil {
					return err
				}
				b, ok := staticTruth(t)
				if !ok {
					return serr("unsupported-guarantee", cond.Span(), "this condition is not known when the guarantee is built")
				}
				keep = keep && b
			}
			if !keep {
				continue
			}
			if err := loop(i + 1); err != nil {
				return err
			}
		}
		return nil
	}
	if err := loop(0); err != nil {
		return nil, err
	}
	return out, nil
}

// anyAll is any(xs) or all(xs) over a list known when the guarantee is
// built.
func anyAll(name string, v Value, span diag.Span) (Value, *specErr) {
	lv, ok := v.(*listV)
	if !ok || !lv.exact() {
		return nil, serr("unsupported-guarantee", span, "%s() in a contract takes a list known when the guarantee is built", name)
	}
	for _, x := range lv.elems {
		b, ok := staticTruth(x)
		if !ok {
			return nil, serr("unsupported-guarantee", span, "the truth of an element of %s() is not known when the guarantee is built", name)
		}
		if b == (name == "any") {
			return boolV{boolLit(b)}, nil
		}
	}
	return boolV{boolLit(name == "all")}, nil
}

// typeIs decides `type(x) is C` and `type(x) is not C`, and x is None,
// when the guarantee is built; ok false when e is not such a test.
func (c *cenv) typeIs(e *ast.Compare) (Value, bool, *specErr) {
	if len(e.Ops) != 1 || (e.Ops[0] != ast.Is && e.Ops[0] != ast.IsNot) {
		return nil, false, nil
	}
	call, ok := e.Left.(*ast.Call)
	if !ok || len(call.Args) != 1 || len(call.Keywords) != 0 {
		return nil, false, nil
	}
	if n, ok := call.Func.(*ast.Name); !ok || n.Id != "type" {
		return nil, false, nil
	}
	if _, shadowed := c.locals["type"]; shadowed {
		return nil, false, nil
	}
	x, err := c.eval(call.Args[0])
	if err != nil {
		return nil, true, err
	}
	cls, err := c.eval(e.Comparators[0])
	if err != nil {
		return nil, true, err
	}
	var have string
	switch v := x.(type) {
	case *pathV:
		have = v.class
	case *listV:
		have = "list"
		if v.tuple {
			have = "tuple"
		}
	case strV:
		have = "str"
	case intV:
		have = "int"
	case boolV:
		have = "bool"
	case floatV:
		have = "float"
	case noneV:
		have = "NoneType"
	default:
		return nil, true, serr("unsupported-guarantee", e.Span(), "the type of a %s is not decided in a contract", x.typeName())
	}
	want := ""
	if b, ok := cls.(*builtinV); ok {
		want = b.name
		if pc := pathClass(b.name); pc != "" {
			want = pc
		}
	}
	switch want {
	case "list", "tuple", "str", "int", "bool", "float", "FilePath", "DirectoryPath":
	default:
		return nil, true, serr("unsupported-guarantee", e.Comparators[0].Span(), "type(x) is compared with a class clauz3 does not decide here")
	}
	same := have == want
	if e.Ops[0] == ast.IsNot {
		same = !same
	}
	return boolV{boolLit(same)}, true, nil
}

// conjunction is ConjunctionSpec((a, b, ...)) or a & b: every part holds.
func conjunction(parts []Value, span diag.Span) (Value, *specErr) {
	rel := ir.Relation{Op: ir.RelAnd}
	for _, p := range parts {
		s, ok := p.(*specV)
		if !ok {
			return nil, serr("unsupported-guarantee", span, "a conjunction of contracts takes ContractSpecs, found a %s", p.typeName())
		}
		if s.goal != nil {
			return nil, serr("unsupported-guarantee", span, "a conjunction with a fluent's final state is not supported")
		}
		rel.Args = append(rel.Args, s.rel)
	}
	if len(rel.Args) == 0 {
		return &specV{rel: ir.Relation{Op: ir.RelTrue}}, nil
	}
	return &specV{rel: rel}, nil
}
