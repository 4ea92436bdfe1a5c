package interp

import (
	"fmt"
	"strings"

	"clauz3/pkg/diag"
	"clauz3/pkg/ir"
	"clauz3/pkg/python/ast"
)

// CheckOptions says how the program will be run.
type CheckOptions struct {
	// CallTarget: the target is called with no arguments (clauz3 run), so
	// each of its parameters needs a default.
	CallTarget bool
}

// Check returns a located diagnostic for each construct of the entry
// module and of the untrusted modules it imports that this interpreter
// cannot run. It is called before proving, so that a program is never
// refused after approval. An empty result means every statement and
// expression of the program has a handler here.
func Check(doc *ir.AST, opt CheckOptions) diag.List {
	var out diag.List
	for i := range doc.Modules {
		m := &doc.Modules[i]
		if m.Role == ir.RoleTrusted || m.Tree == nil {
			continue
		}
		c := &checker{out: &out}
		for _, s := range m.Tree.Body {
			c.stmt(s)
		}
		if m.Role == ir.RoleEntry && opt.CallTarget {
			c.target(m, doc.Target)
		}
	}
	out.Sort()
	return out
}

type checker struct {
	out *diag.List
}

func (c *checker) errorf(n ast.Node, code, format string, args ...any) {
	c.out.Add(diag.Errorf(n.Span(), code, format, args...))
}

func (c *checker) target(m *ir.Module, target string) {
	if target == "" {
		target = "main"
	}
	var def *ast.FunctionDef
	for _, s := range m.Tree.Body {
		if f, ok := s.(*ast.FunctionDef); ok && f.Name == target {
			def = f
		}
	}
	if def == nil {
		c.out.Add(diag.Errorf(diag.Span{File: m.Path}, "run-no-target", "no function %s to run", target))
		return
	}
	a := def.Args
	if a.Vararg != nil || a.Kwarg != nil {
		c.errorf(a, "run-target-param", "run calls %s() with no arguments: *args and **kwargs are not supported on the target", target)
	}
	pos := append(append([]*ast.Arg{}, a.Posonlyargs...), a.Args...)
	for i, p := range pos {
		if j := i - (len(pos) - len(a.Defaults)); j >= 0 {
			c.targetDefault(target, p, a.Defaults[j])
			continue
		}
		c.errorf(p, "run-target-param", "run calls %s() with no arguments, so parameter %s needs a default", target, p.Arg)
	}
	for i, p := range a.Kwonlyargs {
		if i >= len(a.KwDefaults) || a.KwDefaults[i] == nil {
			c.errorf(p, "run-target-param", "run calls %s() with no arguments, so parameter %s needs a default", target, p.Arg)
			continue
		}
		c.targetDefault(target, p, a.KwDefaults[i])
	}
	// deal calls a @deal.pre (or @deal.ensure) validator with the call's
	// own arguments, never the function's defaults: called with none, a
	// validator parameter without a default of its own raises TypeError
	// before the target runs.
	for _, d := range def.DecoratorList {
		call, ok := d.(*ast.Call)
		if !ok || len(call.Args) == 0 {
			continue
		}
		kind := ""
		if at, ok := call.Func.(*ast.Attribute); ok {
			kind = at.Attr
		}
		lam, ok := call.Args[0].(*ast.Lambda)
		if !ok || kind != "pre" && kind != "ensure" && kind != "requires" && kind != "ensures" {
			continue
		}
		la := lam.Args
		lpos := append(append([]*ast.Arg{}, la.Posonlyargs...), la.Args...)
		if kind == "ensures" && len(lpos)+len(la.Kwonlyargs) == 1 {
			continue // deal.post: it receives the result
		}
		for i, p := range lpos {
			if i >= len(lpos)-len(la.Defaults) || (kind == "ensure" || kind == "ensures") && p.Arg == "result" {
				continue
			}
			c.errorf(p, "run-target-param", "run calls %s() with no arguments, and deal passes this @%s validator only the call's arguments: its parameter %s receives none (TypeError); give it the target's default", target, exprText(call.Func), p.Arg)
		}
		for i, p := range la.Kwonlyargs {
			if i < len(la.KwDefaults) && la.KwDefaults[i] != nil || (kind == "ensure" || kind == "ensures") && p.Arg == "result" {
				continue
			}
			c.errorf(p, "run-target-param", "run calls %s() with no arguments, and deal passes this @%s validator only the call's arguments: its parameter %s receives none (TypeError); give it the target's default", target, exprText(call.Func), p.Arg)
		}
	}
}

// exprText spells a decorator's dotted name (deal.pre).
func exprText(e ast.Expr) string {
	switch e := e.(type) {
	case *ast.Name:
		return e.Id
	case *ast.Attribute:
		return exprText(e.Value) + "." + e.Attr
	}
	return "..."
}

// targetDefault requires the default of a target parameter to be a
// constant of exactly the annotated type: the proof assumes an input of
// that type (lower's contract with the runner).
func (c *checker) targetDefault(target string, p *ast.Arg, d ast.Expr) {
	ann, _ := p.Annotation.(*ast.Name)
	e := d
	if u, ok := e.(*ast.UnaryOp); ok && (u.Op == ast.USub || u.Op == ast.UAdd) {
		e = u.Operand
	}
	k, ok := e.(*ast.Constant)
	if ann != nil && ok {
		switch {
		case ann.Id == "int" && k.Value.Kind == ast.ConstInt,
			ann.Id == "float" && k.Value.Kind == ast.ConstFloat,
			ann.Id == "str" && k.Value.Kind == ast.ConstStr && d == e,
			ann.Id == "bool" && k.Value.Kind == ast.ConstBool && d == e:
			return
		}
	}
	c.errorf(d, "run-target-param", "run calls %s() with no arguments: the default of %s must be a constant of its annotated type (int, float, str or bool)", target, p.Arg)
}

func (c *checker) stmts(body []ast.Stmt) {
	for _, s := range body {
		c.stmt(s)
	}
}

func (c *checker) stmt(s ast.Stmt) {
	switch s := s.(type) {
	case *ast.ExprStmt:
		c.expr(s.Value)
	case *ast.Pass, *ast.Break, *ast.Continue:
	case *ast.Assign:
		for _, t := range s.Targets {
			c.target_(t)
		}
		c.expr(s.Value)
	case *ast.AnnAssign:
		c.target_(s.Target)
		if s.Value != nil {
			c.expr(s.Value)
		}
	case *ast.AugAssign:
		switch t := s.Target.(type) {
		case *ast.Name:
		case *ast.Subscript:
			c.expr(t.Value)
			c.expr(t.Slice)
		default:
			c.errorf(s, "run-unsupported", "augmented assignment to %s is not supported by the interpreter", nodeName(s.Target))
		}
		c.binop(s, s.Op)
		c.expr(s.Value)
	case *ast.Return:
		if s.Value != nil {
			c.expr(s.Value)
		}
	case *ast.If:
		c.expr(s.Test)
		c.stmts(s.Body)
		c.stmts(s.Orelse)
	case *ast.For:
		c.target_(s.Target)
		c.expr(s.Iter)
		c.stmts(s.Body)
		c.stmts(s.Orelse)
	case *ast.While:
		c.expr(s.Test)
		c.stmts(s.Body)
		c.stmts(s.Orelse)
	case *ast.FunctionDef:
		// Decorators are not evaluated by the interpreter: they are the
		// guarantees and deal contracts the prover read and proved.
		c.args(s.Args)
		c.stmts(s.Body)
	case *ast.ClassDef:
	case *ast.Assert:
		c.expr(s.Test)
		if s.Msg != nil {
			c.expr(s.Msg)
		}
	case *ast.Raise:
		if s.Exc == nil {
			return
		}
		c.expr(s.Exc)
		if s.Cause != nil {
			c.expr(s.Cause)
		}
	case *ast.Try:
		c.stmts(s.Body)
		for _, h := range s.Handlers {
			if h.Type != nil {
				c.expr(h.Type)
			}
			c.stmts(h.Body)
		}
		c.stmts(s.Orelse)
		c.stmts(s.Finalbody)
	case *ast.Match:
		c.expr(s.Subject)
		for _, mc := range s.Cases {
			c.pattern(mc.Pattern)
			if mc.Guard != nil {
				c.expr(mc.Guard)
			}
			c.stmts(mc.Body)
		}
	case *ast.Global, *ast.Nonlocal:
	case *ast.Delete:
		for _, t := range s.Targets {
			c.target_(t)
		}
	case *ast.Import:
	case *ast.ImportFrom:
		for _, a := range s.Names {
			if a.Name == "*" {
				c.errorf(s, "run-unsupported", "import * is not supported by the interpreter")
			}
		}
	default:
		c.errorf(s, "run-unsupported", "%s is not supported by the interpreter", nodeName(s))
	}
}

// pattern checks the expressions of a match pattern (values, classes
// and mapping keys); the patterns themselves all have a handler (a
// class pattern with keyword sub-patterns is refused at run time, where
// lower refuses it too).
func (c *checker) pattern(p ast.Pattern) {
	switch p := p.(type) {
	case *ast.MatchValue:
		c.expr(p.Value)
	case *ast.MatchSingleton, *ast.MatchStar:
	case *ast.MatchAs:
		if p.Pattern != nil {
			c.pattern(p.Pattern)
		}
	case *ast.MatchOr:
		for _, x := range p.Patterns {
			c.pattern(x)
		}
	case *ast.MatchSequence:
		for _, x := range p.Patterns {
			c.pattern(x)
		}
	case *ast.MatchMapping:
		c.exprs(p.Keys)
		for _, x := range p.Patterns {
			c.pattern(x)
		}
	case *ast.MatchClass:
		c.expr(p.Cls)
		for _, x := range p.Patterns {
			c.pattern(x)
		}
		for _, x := range p.KwdPatterns {
			c.pattern(x)
		}
	default:
		c.errorf(p, "run-unsupported", "%s is not supported by the interpreter", nodeName(p))
	}
}

func (c *checker) args(a *ast.Arguments) {
	for _, d := range a.Defaults {
		c.expr(d)
	}
	for _, d := range a.KwDefaults {
		if d != nil {
			c.expr(d)
		}
	}
}

func (c *checker) target_(t ast.Expr) {
	switch t := t.(type) {
	case *ast.Name:
	case *ast.Tuple:
		for _, e := range t.Elts {
			c.target_(e)
		}
	case *ast.List:
		for _, e := range t.Elts {
			c.target_(e)
		}
	case *ast.Starred:
		c.target_(t.Value)
	case *ast.Subscript:
		c.expr(t.Value)
		c.expr(t.Slice)
	default:
		c.errorf(t, "run-unsupported", "assignment to %s is not supported by the interpreter", nodeName(t))
	}
}

func (c *checker) binop(n ast.Node, op ast.Operator) {
	if op == ast.MatMult {
		c.errorf(n, "run-unsupported", "the @ operator is not supported by the interpreter")
	}
}

func (c *checker) exprs(es []ast.Expr) {
	for _, e := range es {
		c.expr(e)
	}
}

func (c *checker) expr(e ast.Expr) {
	switch e := e.(type) {
	case *ast.Constant:
		switch e.Value.Kind {
		case ast.ConstComplex, ast.ConstBytes:
			c.errorf(e, "run-unsupported", "a %s constant is not supported by the interpreter", e.Value.Kind)
		}
	case *ast.Name:
	case *ast.Attribute:
		c.expr(e.Value)
	case *ast.Call:
		c.call(e)
	case *ast.BoolOp:
		c.exprs(e.Values)
	case *ast.UnaryOp:
		c.expr(e.Operand)
	case *ast.BinOp:
		c.binop(e, e.Op)
		c.expr(e.Left)
		c.expr(e.Right)
	case *ast.Compare:
		c.expr(e.Left)
		c.exprs(e.Comparators)
	case *ast.IfExp:
		c.expr(e.Test)
		c.expr(e.Body)
		c.expr(e.Orelse)
	case *ast.List:
		c.elts(e.Elts)
	case *ast.Tuple:
		c.elts(e.Elts)
	case *ast.Dict:
		for i, k := range e.Keys {
			if k != nil {
				c.expr(k)
			}
			c.expr(e.Values[i])
		}
	case *ast.Subscript:
		c.expr(e.Value)
		c.expr(e.Slice)
	case *ast.Slice:
		for _, x := range []ast.Expr{e.Lower, e.Upper, e.Step} {
			if x != nil {
				c.expr(x)
			}
		}
	case *ast.Lambda:
		c.args(e.Args)
		c.expr(e.Body)
	case *ast.ListComp:
		c.comp(e.Generators)
		c.expr(e.Elt)
	case *ast.Set:
		c.elts(e.Elts)
	case *ast.SetComp:
		c.comp(e.Generators)
		c.expr(e.Elt)
	case *ast.DictComp:
		c.comp(e.Generators)
		c.expr(e.Key)
		c.expr(e.Value)
	case *ast.GeneratorExp:
		c.comp(e.Generators)
		c.expr(e.Elt)
	case *ast.JoinedStr:
		for _, p := range e.Values {
			c.expr(p)
		}
	case *ast.FormattedValue:
		c.expr(e.Value)
		if e.FormatSpec != nil {
			// Not run (a run-time error if reached): lower refuses a
			// format specification wherever the program can reach it.
			c.expr(e.FormatSpec)
		}
	case *ast.NamedExpr:
		c.target_(e.Target)
		c.expr(e.Value)
	default:
		c.errorf(e, "run-unsupported", "%s is not supported by the interpreter", nodeName(e))
	}
}

func (c *checker) elts(es []ast.Expr) {
	for _, x := range es {
		if st, ok := x.(*ast.Starred); ok {
			c.expr(st.Value)
			continue
		}
		c.expr(x)
	}
}

func (c *checker) comp(gens []*ast.Comprehension) {
	for _, g := range gens {
		if g.IsAsync != 0 {
			c.errorf(g, "run-unsupported", "an async comprehension is not supported by the interpreter")
		}
		c.target_(g.Target)
		c.expr(g.Iter)
		c.exprs(g.Ifs)
	}
}

// call checks a call. Which function a call reaches depends on values
// (a name may be rebound, a method's receiver may be of any type): a
// built-in or a method the interpreter lacks is not refused here but is
// a run-time error if reached. lower refuses each of them wherever the
// program can reach it, so only code lower proved dead may hold one;
// Check refuses just the names that can never be bound, which no
// reachable code can call either.
func (c *checker) call(e *ast.Call) {
	switch f := e.Func.(type) {
	case *ast.Name:
	case *ast.Attribute:
		c.expr(f.Value)
	default:
		c.expr(e.Func)
	}
	c.elts(e.Args)
	for _, k := range e.Keywords {
		c.expr(k.Value)
	}
}

func nodeName(n ast.Node) string {
	name := fmt.Sprintf("%T", n)
	if i := len("*ast."); len(name) > i {
		name = name[i:]
	}
	if name == "ExprStmt" {
		name = "Expr"
	}
	if strings.ContainsRune("AEIOU", rune(name[0])) {
		return "an " + name
	}
	return "a " + name
}
