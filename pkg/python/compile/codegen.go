package compile

import (
	"strings"

	"clauz3/pkg/diag"
	"clauz3/pkg/python/ast"
)

// The code generator's checks (Python/compile.c). The walk follows the
// order in which CPython generates code, which is not always source order
// (an assignment's value before its targets, a class body before its
// bases, a comprehension's body before its outermost iterable in 3.11),
// because CPython reports the first error it meets.

// scopeType is the kind of code object being generated
// (COMPILER_SCOPE_*).
type scopeType int

const (
	scopeModule scopeType = iota
	scopeClass
	scopeFunction
	scopeAsyncFunction
	scopeLambda
	scopeComprehension
	scopeTypeParams // 3.12: the hidden function of a generic or a type alias
)

// fblockKind is a frame block type (enum fblocktype).
type fblockKind int

const (
	whileLoop fblockKind = iota
	forLoop
	tryExcept
	finallyTry
	finallyEnd
	withBlock
	asyncWith
	handlerCleanup
	popValue
	exceptionHandler
	exceptionGroupHandler
	asyncComprehensionGenerator
	stopIteration // 3.12: the implicit handler around a generator's body
)

type fblock struct {
	kind  fblockKind
	final []ast.Stmt // finally body of a finallyTry block
}

// unit is one code object being generated (struct compiler_unit).
type unit struct {
	typ     scopeType
	ste     *scope
	fblocks []fblock
	loc     diag.Span // the current location (u_lineno and friends)
}

// maxBlocks is CO_MAXBLOCKS, the static block nesting limit.
func (c *checker) maxBlocks() int {
	if c.v == Py311 {
		return 20
	}
	return 21
}

// maxSteps bounds the work of the code generator's walk, which, as
// CPython's, visits a finally body once more for every return, break or
// continue leaving it (exponential in the nesting of finally blocks).
const maxSteps = 4_000_000

// ComplexityCode is the code of the diagnostic for a program whose check
// would take too long (CPython would compile it slowly; it is refused).
const ComplexityCode = "program-too-complex"

func (c *checker) step() {
	c.steps++
	if c.steps > maxSteps {
		panic(bailout{&diag.Diagnostic{Severity: diag.Error, Code: ComplexityCode,
			Message: "program too complex to check (finally blocks nested too deeply)", Span: diag.Span{File: c.file, Line: c.u.loc.Line, Col: c.u.loc.Col}}})
	}
}

func (c *checker) fail(format string, args ...any) {
	c.errorAt(c.u.loc, format, args...)
}

func (c *checker) scopeOf(n ast.Node) *scope {
	if s := c.scopes[n]; s != nil {
		return s
	}
	return &scope{kind: functionBlock, node: n, symbols: map[string]int{}}
}

// enterUnit starts generating a new code object and returns the previous
// one, to be restored with exitUnit.
func (c *checker) enterUnit(typ scopeType, ste *scope, loc diag.Span) *unit {
	prev := c.u
	c.u = &unit{typ: typ, ste: ste, loc: loc}
	return prev
}

func (c *checker) exitUnit(prev *unit) { c.u = prev }

func (c *checker) pushBlock(kind fblockKind, final []ast.Stmt) {
	if len(c.u.fblocks) >= c.maxBlocks() {
		c.fail("too many statically nested blocks")
	}
	c.u.fblocks = append(c.u.fblocks, fblock{kind, final})
}

func (c *checker) popBlock() { c.u.fblocks = c.u.fblocks[:len(c.u.fblocks)-1] }

// compileModule generates the module's code.
func (c *checker) compileModule(m *ast.Module, top *scope) {
	c.u = &unit{typ: scopeModule, ste: top}
	c.compStmts(m.Body)
}

func (c *checker) compStmts(ss []ast.Stmt) {
	for _, s := range ss {
		c.compStmt(s)
	}
}

// forbidden is forbidden_name: __debug__ cannot be assigned or deleted.
func (c *checker) forbidden(name string, ctx ast.ExprContext, at diag.Span) {
	if name != "__debug__" {
		return
	}
	switch ctx {
	case ast.Store:
		c.errorAt(at, "cannot assign to __debug__")
	case ast.Del:
		c.errorAt(at, "cannot delete __debug__")
	}
}

// nameop is compiler_nameop's check.
func (c *checker) nameop(name string, ctx ast.ExprContext) {
	c.forbidden(name, ctx, c.u.loc)
}

// compStmt is compiler_visit_stmt.
func (c *checker) compStmt(s ast.Stmt) {
	c.step()
	c.u.loc = s.Span()
	switch s := s.(type) {
	case *ast.FunctionDef:
		c.compFunction(s, s.Name, s.Args, s.Body, s.DecoratorList, s.Returns, s.TypeParams, false)
	case *ast.AsyncFunctionDef:
		c.compFunction(s, s.Name, s.Args, s.Body, s.DecoratorList, s.Returns, s.TypeParams, true)
	case *ast.ClassDef:
		c.compClass(s)
	case *ast.Return:
		c.compReturn(s)
	case *ast.Delete:
		c.compExprs(s.Targets)
	case *ast.Assign:
		c.compExpr(s.Value)
		c.compExprs(s.Targets)
	case *ast.TypeAlias:
		c.compTypeAlias(s)
	case *ast.AugAssign:
		c.compAugAssign(s)
	case *ast.AnnAssign:
		c.compAnnAssign(s)
	case *ast.For:
		c.pushBlock(forLoop, nil)
		c.compExpr(s.Iter)
		c.compExpr(s.Target)
		c.compStmts(s.Body)
		c.popBlock()
		c.compStmts(s.Orelse)
	case *ast.AsyncFor:
		if c.u.typ != scopeAsyncFunction {
			c.fail("'async for' outside async function")
		}
		c.compExpr(s.Iter)
		c.pushBlock(forLoop, nil)
		c.compExpr(s.Target)
		c.compStmts(s.Body)
		c.popBlock()
		c.compStmts(s.Orelse)
	case *ast.While:
		c.pushBlock(whileLoop, nil)
		c.compExpr(s.Test)
		c.compStmts(s.Body)
		c.popBlock()
		c.compStmts(s.Orelse)
	case *ast.If:
		c.compExpr(s.Test)
		c.compStmts(s.Body)
		c.compStmts(s.Orelse)
	case *ast.Match:
		c.compMatch(s)
	case *ast.Raise:
		if s.Exc != nil {
			c.compExpr(s.Exc)
			if s.Cause != nil {
				c.compExpr(s.Cause)
			}
		}
	case *ast.Try:
		if len(s.Finalbody) > 0 {
			c.compTryFinally(s.Finalbody, func() {
				if len(s.Handlers) > 0 {
					c.compTryExcept(s.Body, s.Handlers, s.Orelse)
				} else {
					c.compStmts(s.Body)
				}
			})
		} else {
			c.compTryExcept(s.Body, s.Handlers, s.Orelse)
		}
	case *ast.TryStar:
		if len(s.Finalbody) > 0 {
			c.compTryFinally(s.Finalbody, func() { c.compTryStarExcept(s.Body, s.Handlers, s.Orelse) })
		} else {
			c.compTryStarExcept(s.Body, s.Handlers, s.Orelse)
		}
	case *ast.Assert:
		c.compExpr(s.Test)
		if s.Msg != nil {
			c.compExpr(s.Msg)
		}
	case *ast.Import:
		for _, a := range s.Names {
			name := a.Asname
			if name == "" {
				name, _, _ = strings.Cut(a.Name, ".")
			}
			c.nameop(name, ast.Store)
		}
	case *ast.ImportFrom:
		if s.Module == "__future__" && c.lateFuture(s.Loc) {
			c.fail("from __future__ imports must occur at the beginning of the file")
		}
		for i, a := range s.Names {
			if i == 0 && strings.HasPrefix(a.Name, "*") {
				return
			}
			name := a.Name
			if a.Asname != "" {
				name = a.Asname
			}
			c.nameop(name, ast.Store)
		}
	case *ast.Global, *ast.Nonlocal, *ast.Pass:
	case *ast.ExprStmt:
		if _, ok := s.Value.(*ast.Constant); !ok {
			c.compExpr(s.Value)
		}
	case *ast.Break:
		at := c.u.loc
		if c.unwind(false, true) == nil {
			c.errorAt(at, "'break' outside loop")
		}
	case *ast.Continue:
		at := c.u.loc
		if c.unwind(false, true) == nil {
			c.errorAt(at, "'continue' not properly in loop")
		}
	case *ast.With:
		c.compWith(s.Items, s.Body, false)
	case *ast.AsyncWith:
		c.compWith(s.Items, s.Body, true)
	}
}

// unwind is compiler_unwind_fblock_stack: leaving the blocks a return,
// break or continue jumps out of, which generates each finally body
// again. With toLoop it stops at the innermost loop and returns it (nil
// when there is none).
func (c *checker) unwind(preserveTOS, toLoop bool) *fblock {
	n := len(c.u.fblocks)
	if n == 0 {
		return nil
	}
	top := c.u.fblocks[n-1]
	if top.kind == exceptionGroupHandler {
		c.fail("'break', 'continue' and 'return' cannot appear in an except* block")
	}
	if toLoop && (top.kind == whileLoop || top.kind == forLoop) {
		return &top
	}
	c.u.fblocks = c.u.fblocks[:n-1]
	if top.kind == finallyTry {
		if preserveTOS {
			c.pushBlock(popValue, nil)
		}
		c.compStmts(top.final)
		if preserveTOS {
			c.popBlock()
		}
	}
	loop := c.unwind(preserveTOS, toLoop)
	c.u.fblocks = append(c.u.fblocks, top)
	return loop
}

// compReturn is compiler_return.
func (c *checker) compReturn(s *ast.Return) {
	if !c.u.ste.functionLike(c.v) {
		c.fail("'return' outside function")
	}
	if s.Value != nil && c.u.ste.coroutine && c.u.ste.generator {
		c.fail("'return' with value in async generator")
	}
	_, isConst := s.Value.(*ast.Constant)
	preserve := s.Value != nil && !isConst
	if preserve {
		c.compExpr(s.Value)
	}
	c.unwind(preserve, false)
}

// compWith is compiler_with and compiler_async_with: one block per item.
func (c *checker) compWith(items []*ast.WithItem, body []ast.Stmt, async bool) {
	kind := withBlock
	if async {
		kind = asyncWith
		if c.u.typ != scopeAsyncFunction {
			c.fail("'async with' outside async function")
		}
	}
	for _, it := range items {
		c.compExpr(it.ContextExpr)
		c.pushBlock(kind, nil)
		if it.OptionalVars != nil {
			c.compExpr(it.OptionalVars)
		}
	}
	c.compStmts(body)
	for range items {
		c.popBlock()
	}
}

// compTryFinally is compiler_try_finally: the finally body is generated
// twice, after the protected code and as the exception path.
func (c *checker) compTryFinally(final []ast.Stmt, body func()) {
	c.pushBlock(finallyTry, final)
	body()
	c.popBlock()
	c.compStmts(final)
	c.pushBlock(finallyEnd, nil)
	c.compStmts(final)
	c.popBlock()
}

// compTryExcept is compiler_try_except.
func (c *checker) compTryExcept(body []ast.Stmt, handlers []*ast.ExceptHandler, orelse []ast.Stmt) {
	c.pushBlock(tryExcept, nil)
	c.compStmts(body)
	c.popBlock()
	c.compStmts(orelse)
	c.pushBlock(exceptionHandler, nil)
	for i, h := range handlers {
		c.u.loc = h.Loc
		if h.Type == nil && i < len(handlers)-1 {
			c.fail("default 'except:' must be last")
		}
		if h.Type != nil {
			c.compExpr(h.Type)
		}
		if h.Name != "" {
			c.nameop(h.Name, ast.Store)
		}
		c.pushBlock(handlerCleanup, nil)
		c.compStmts(h.Body)
		c.popBlock()
	}
	c.popBlock()
}

// compTryStarExcept is compiler_try_star_except.
func (c *checker) compTryStarExcept(body []ast.Stmt, handlers []*ast.ExceptHandler, orelse []ast.Stmt) {
	c.pushBlock(tryExcept, nil)
	c.compStmts(body)
	c.popBlock()
	c.pushBlock(exceptionGroupHandler, nil)
	for _, h := range handlers {
		c.u.loc = h.Loc
		if h.Type != nil {
			c.compExpr(h.Type)
		}
		if h.Name != "" {
			c.nameop(h.Name, ast.Store)
		}
		c.pushBlock(handlerCleanup, nil)
		c.compStmts(h.Body)
		c.popBlock()
	}
	c.popBlock()
	c.compStmts(orelse)
}

// checkDebugArgs is compiler_check_debug_args: no parameter may be
// called __debug__.
func (c *checker) checkDebugArgs(a *ast.Arguments) {
	check := func(p *ast.Arg) {
		if p == nil {
			return
		}
		at := c.u.loc
		if c.v == Py312 {
			at = p.Loc
		}
		c.forbidden(p.Arg, ast.Store, at)
	}
	for _, p := range a.Posonlyargs {
		check(p)
	}
	for _, p := range a.Args {
		check(p)
	}
	check(a.Vararg)
	for _, p := range a.Kwonlyargs {
		check(p)
	}
	check(a.Kwarg)
}

// compDefaults is compiler_default_arguments.
func (c *checker) compDefaults(a *ast.Arguments) {
	c.compExprs(a.Defaults)
	for _, d := range a.KwDefaults {
		if d != nil {
			c.compExpr(d)
		}
	}
}

// compAnnotations is compiler_visit_annotations: annotations are
// evaluated when the function is defined, unless the annotations future
// feature turns them into strings.
func (c *checker) compAnnotations(a *ast.Arguments, returns ast.Expr) {
	if c.features.Annotations {
		return
	}
	ann := func(e ast.Expr) {
		if e == nil {
			return
		}
		if st, ok := e.(*ast.Starred); ok {
			// *args: *Ts
			c.compExpr(st.Value)
			return
		}
		c.compExpr(e)
	}
	for _, p := range a.Args {
		ann(p.Annotation)
	}
	for _, p := range a.Posonlyargs {
		ann(p.Annotation)
	}
	if a.Vararg != nil {
		ann(a.Vararg.Annotation)
	}
	for _, p := range a.Kwonlyargs {
		ann(p.Annotation)
	}
	if a.Kwarg != nil {
		ann(a.Kwarg.Annotation)
	}
	ann(returns)
}

// compFunction is compiler_function.
func (c *checker) compFunction(s ast.Stmt, name string, args *ast.Arguments, body []ast.Stmt, decos []ast.Expr, returns ast.Expr, tparams []ast.TypeParam, async bool) {
	if args == nil {
		args = &ast.Arguments{}
	}
	loc := c.u.loc
	c.checkDebugArgs(args)
	c.compExprs(decos)
	c.compDefaults(args)
	var outer *unit
	if c.v == Py312 && len(tparams) > 0 {
		outer = c.enterUnit(scopeTypeParams, c.scopeOf(typeParamsKey{s}), loc)
		c.compTypeParams(tparams)
	}
	c.compAnnotations(args, returns)
	ste := c.scopeOf(s)
	typ := scopeFunction
	if async {
		typ = scopeAsyncFunction
	}
	prev := c.enterUnit(typ, ste, loc)
	if c.v == Py312 && (ste.generator || ste.coroutine) {
		c.u.fblocks = append(c.u.fblocks, fblock{kind: stopIteration})
	}
	c.compStmts(body)
	c.exitUnit(prev)
	if outer != nil {
		c.exitUnit(outer)
	}
	c.u.loc = loc
	c.nameop(name, ast.Store)
}

// compTypeParams is compiler_type_params (3.12): each parameter name is
// stored; bounds are evaluated lazily in their own scope.
func (c *checker) compTypeParams(tps []ast.TypeParam) {
	for _, tp := range tps {
		c.u.loc = tp.Span()
		switch tp := tp.(type) {
		case *ast.TypeVar:
			if tp.Bound != nil {
				prev := c.enterUnit(scopeTypeParams, c.scopeOf(tp), tp.Loc)
				c.compExpr(tp.Bound)
				c.exitUnit(prev)
			}
			c.u.loc = tp.Loc
			c.nameop(tp.Name, ast.Store)
		case *ast.TypeVarTuple:
			c.nameop(tp.Name, ast.Store)
		case *ast.ParamSpec:
			c.nameop(tp.Name, ast.Store)
		}
	}
}

// compTypeAlias is compiler_typealias (3.12).
func (c *checker) compTypeAlias(s *ast.TypeAlias) {
	loc := s.Loc
	var outer *unit
	if len(s.TypeParams) > 0 {
		outer = c.enterUnit(scopeTypeParams, c.scopeOf(typeParamsKey{s}), loc)
		c.compTypeParams(s.TypeParams)
	}
	prev := c.enterUnit(scopeTypeParams, c.scopeOf(s), loc)
	c.compExpr(s.Value)
	c.exitUnit(prev)
	if outer != nil {
		c.exitUnit(outer)
	}
	c.u.loc = loc
	if n, ok := s.Name.(*ast.Name); ok {
		c.nameop(n.Id, ast.Store)
	}
}

// compClass is compiler_class: decorators, the body, then the bases and
// keywords (a call to __build_class__).
func (c *checker) compClass(s *ast.ClassDef) {
	loc := c.u.loc
	c.compExprs(s.DecoratorList)
	var outer *unit
	if c.v == Py312 && len(s.TypeParams) > 0 {
		outer = c.enterUnit(scopeTypeParams, c.scopeOf(typeParamsKey{s}), loc)
		c.compTypeParams(s.TypeParams)
	}
	prev := c.enterUnit(scopeClass, c.scopeOf(s), loc)
	c.compStmts(s.Body)
	c.exitUnit(prev)
	c.u.loc = loc
	c.compCallArgs(s.Bases, s.Keywords)
	if outer != nil {
		c.exitUnit(outer)
	}
	c.u.loc = loc
	c.nameop(s.Name, ast.Store)
}

// compAugAssign is compiler_augassign.
func (c *checker) compAugAssign(s *ast.AugAssign) {
	t := s.Target
	old := c.u.loc
	c.u.loc = t.Span()
	switch t := t.(type) {
	case *ast.Attribute:
		c.compExpr(t.Value)
	case *ast.Subscript:
		c.compExpr(t.Value)
		c.compExpr(t.Slice)
	}
	c.u.loc = old
	c.compExpr(s.Value)
	c.u.loc = t.Span()
	if n, ok := t.(*ast.Name); ok {
		c.nameop(n.Id, ast.Store)
	}
}

// compAnnAssign is compiler_annassign.
func (c *checker) compAnnAssign(s *ast.AnnAssign) {
	if s.Value != nil {
		c.compExpr(s.Value)
		c.compExpr(s.Target)
	}
	moduleOrClass := c.u.typ == scopeModule || c.u.typ == scopeClass
	switch t := s.Target.(type) {
	case *ast.Name:
		c.nameop(t.Id, ast.Store)
		if s.Simple != 0 && moduleOrClass && !c.features.Annotations {
			c.compExpr(s.Annotation)
		}
	case *ast.Attribute:
		c.nameop(t.Attr, ast.Store)
		if s.Value == nil {
			c.compExpr(t.Value)
		}
	case *ast.Subscript:
		if s.Value == nil {
			c.compExpr(t.Value)
			c.compAnnSubscript(t.Slice)
		}
	}
	if s.Simple == 0 && !c.features.Annotations && moduleOrClass {
		c.compExpr(s.Annotation)
	}
}

// compAnnSubscript is check_ann_subscr.
func (c *checker) compAnnSubscript(e ast.Expr) {
	switch e := e.(type) {
	case *ast.Slice:
		for _, x := range []ast.Expr{e.Lower, e.Upper, e.Step} {
			if x != nil {
				c.compExpr(x)
			}
		}
	case *ast.Tuple:
		for _, x := range e.Elts {
			c.compAnnSubscript(x)
		}
	default:
		c.compExpr(e)
	}
}

func (c *checker) compExprs(es []ast.Expr) {
	for _, e := range es {
		if e != nil {
			c.compExpr(e)
		}
	}
}

// compExpr is compiler_visit_expr: the location is the expression's while
// it is generated.
func (c *checker) compExpr(e ast.Expr) {
	c.step()
	old := c.u.loc
	c.u.loc = e.Span()
	c.compExpr1(e)
	c.u.loc = old
}

// compExpr1 is compiler_visit_expr1.
func (c *checker) compExpr1(e ast.Expr) {
	switch e := e.(type) {
	case *ast.NamedExpr:
		c.compExpr(e.Value)
		c.compExpr(e.Target)
	case *ast.BoolOp:
		c.compExprs(e.Values)
	case *ast.BinOp:
		c.compExpr(e.Left)
		c.compExpr(e.Right)
	case *ast.UnaryOp:
		c.compExpr(e.Operand)
	case *ast.Lambda:
		c.compLambda(e)
	case *ast.IfExp:
		c.compExpr(e.Test)
		c.compExpr(e.Body)
		c.compExpr(e.Orelse)
	case *ast.Dict:
		for i, v := range e.Values {
			if i < len(e.Keys) && e.Keys[i] != nil {
				c.compExpr(e.Keys[i])
			}
			c.compExpr(v)
		}
	case *ast.Set:
		c.compElements(e.Elts)
	case *ast.GeneratorExp:
		c.compComprehension(e, generatorExpression, e.Generators, e.Elt, nil)
	case *ast.ListComp:
		c.compComprehension(e, listComprehension, e.Generators, e.Elt, nil)
	case *ast.SetComp:
		c.compComprehension(e, setComprehension, e.Generators, e.Elt, nil)
	case *ast.DictComp:
		c.compComprehension(e, dictComprehension, e.Generators, e.Key, e.Value)
	case *ast.Yield:
		if !c.u.ste.functionLike(c.v) {
			c.fail("'yield' outside function")
		}
		if e.Value != nil {
			c.compExpr(e.Value)
		}
	case *ast.YieldFrom:
		if !c.u.ste.functionLike(c.v) {
			c.fail("%s", c.msg("'yield' outside function", "'yield from' outside function"))
		}
		if c.u.typ == scopeAsyncFunction {
			c.fail("'yield from' inside async function")
		}
		c.compExpr(e.Value)
	case *ast.Await:
		if !c.u.ste.functionLike(c.v) {
			c.fail("'await' outside function")
		}
		if c.u.typ != scopeAsyncFunction && c.u.typ != scopeComprehension {
			c.fail("'await' outside async function")
		}
		c.compExpr(e.Value)
	case *ast.Compare:
		c.compExpr(e.Left)
		c.compExprs(e.Comparators)
	case *ast.Call:
		c.compCall(e)
	case *ast.FormattedValue:
		c.compExpr(e.Value)
		if e.FormatSpec != nil {
			c.compExpr(e.FormatSpec)
		}
	case *ast.JoinedStr:
		c.compExprs(e.Values)
	case *ast.Constant:
	case *ast.Attribute:
		c.compExpr(e.Value)
		if e.Ctx == ast.Store {
			c.nameop(e.Attr, ast.Store)
		}
	case *ast.Subscript:
		c.compExpr(e.Value)
		c.compExpr(e.Slice)
	case *ast.Starred:
		if e.Ctx == ast.Store {
			c.fail("starred assignment target must be in a list or tuple")
		}
		c.fail("can't use starred expression here")
	case *ast.Slice:
		for _, x := range []ast.Expr{e.Lower, e.Upper, e.Step} {
			if x != nil {
				c.compExpr(x)
			}
		}
	case *ast.Name:
		c.nameop(e.Id, e.Ctx)
	case *ast.List:
		c.compSequence(e.Elts, e.Ctx)
	case *ast.Tuple:
		c.compSequence(e.Elts, e.Ctx)
	}
}

// compSequence generates a list or tuple display or target.
func (c *checker) compSequence(elts []ast.Expr, ctx ast.ExprContext) {
	switch ctx {
	case ast.Store:
		// assignment_helper / unpack_helper
		star := -1
		for i, x := range elts {
			if _, ok := x.(*ast.Starred); ok {
				if star >= 0 {
					c.fail("multiple starred expressions in assignment")
				}
				if i >= 1<<8 || len(elts)-i-1 >= (1<<31-1)>>8 {
					c.fail("too many expressions in star-unpacking assignment")
				}
				star = i
			}
		}
		for _, x := range elts {
			if st, ok := x.(*ast.Starred); ok {
				c.compExpr(st.Value)
			} else {
				c.compExpr(x)
			}
		}
	case ast.Load:
		c.compElements(elts)
	default:
		c.compExprs(elts)
	}
}

// compElements is starunpack_helper: a starred element's value is
// generated directly.
func (c *checker) compElements(elts []ast.Expr) {
	for _, x := range elts {
		if st, ok := x.(*ast.Starred); ok {
			c.compExpr(st.Value)
		} else {
			c.compExpr(x)
		}
	}
}

// compCall is compiler_call (and maybe_optimize_method_call, which
// generates in the same order).
func (c *checker) compCall(e *ast.Call) {
	if a, ok := e.Func.(*ast.Attribute); ok && a.Ctx == ast.Load && c.methodCall(e) {
		c.validateKeywords(e.Keywords)
		c.compExpr(a.Value)
		c.compExprs(e.Args)
		for _, k := range e.Keywords {
			c.compExpr(k.Value)
		}
		return
	}
	c.compExpr(e.Func)
	c.compCallArgs(e.Args, e.Keywords)
}

// methodCall reports whether CPython generates a call as a method call
// (LOAD_METHOD): a few arguments, no * or ** arguments.
func (c *checker) methodCall(e *ast.Call) bool {
	nk := len(e.Keywords)
	extra := 0
	if nk > 0 {
		extra = 1
	}
	if len(e.Args)+nk+extra >= 30 {
		return false
	}
	for _, a := range e.Args {
		if _, ok := a.(*ast.Starred); ok {
			return false
		}
	}
	for _, k := range e.Keywords {
		if k.Arg == "" {
			return false
		}
	}
	return true
}

// compCallArgs is compiler_call_helper: the keywords are validated before
// any argument is generated.
func (c *checker) compCallArgs(args []ast.Expr, kws []*ast.Keyword) {
	c.validateKeywords(kws)
	c.compElements(args)
	for _, k := range kws {
		c.compExpr(k.Value)
	}
}

// validateKeywords is validate_keywords.
func (c *checker) validateKeywords(kws []*ast.Keyword) {
	for i, k := range kws {
		if k.Arg == "" {
			continue
		}
		at := c.u.loc
		if c.v == Py312 {
			at = k.Loc
		}
		c.forbidden(k.Arg, ast.Store, at)
		for _, o := range kws[i+1:] {
			if o.Arg == k.Arg {
				c.errorAt(o.Loc, "keyword argument repeated: %s", k.Arg)
			}
		}
	}
}

// compLambda is compiler_lambda.
func (c *checker) compLambda(e *ast.Lambda) {
	args := e.Args
	if args == nil {
		args = &ast.Arguments{}
	}
	c.checkDebugArgs(args)
	c.compDefaults(args)
	prev := c.enterUnit(scopeLambda, c.scopeOf(e), e.Loc)
	c.compExpr(e.Body)
	c.exitUnit(prev)
}

// compComprehension is compiler_comprehension. In 3.12 list, set and dict
// comprehensions are inlined (PEP 709): generated in the enclosing code
// object, outermost iterable first.
func (c *checker) compComprehension(e ast.Expr, kind compKind, gens []*ast.Comprehension, elt, val ast.Expr) {
	if len(gens) == 0 {
		return
	}
	ste := c.scopeOf(e)
	enclosing := c.u.typ
	inlined := c.v == Py312 && kind != generatorExpression
	var prev *unit
	if inlined {
		c.compExpr(gens[0].Iter)
		c.u.loc = e.Span()
	} else {
		prev = c.enterUnit(scopeComprehension, ste, e.Span())
	}
	if ste.coroutine && kind != generatorExpression && enclosing != scopeAsyncFunction && enclosing != scopeComprehension {
		c.fail("asynchronous comprehension outside of an asynchronous function")
	}
	c.compGenerators(gens, 0, elt, val)
	if inlined {
		return
	}
	c.exitUnit(prev)
	c.compExpr(gens[0].Iter)
}

// compGenerators is compiler_comprehension_generator for generator i.
func (c *checker) compGenerators(gens []*ast.Comprehension, i int, elt, val ast.Expr) {
	g := gens[i]
	async := g.IsAsync != 0
	if i > 0 {
		iter := g.Iter
		if !async {
			// for y in [f(x)]: the element is generated, not the list
			var elts []ast.Expr
			switch it := iter.(type) {
			case *ast.List:
				elts = it.Elts
			case *ast.Tuple:
				elts = it.Elts
			}
			if len(elts) == 1 {
				if _, starred := elts[0].(*ast.Starred); !starred {
					iter = elts[0]
				}
			}
		}
		c.compExpr(iter)
	}
	if async {
		c.pushBlock(asyncComprehensionGenerator, nil)
	}
	c.compExpr(g.Target)
	c.compExprs(g.Ifs)
	if i+1 < len(gens) {
		c.compGenerators(gens, i+1, elt, val)
	} else {
		c.compExpr(elt)
		if val != nil {
			c.compExpr(val)
		}
	}
	if async {
		c.popBlock()
	}
}
