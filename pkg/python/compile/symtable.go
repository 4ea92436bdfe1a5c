package compile

import (
	"strings"

	"clauz3/pkg/diag"
	"clauz3/pkg/python/ast"
)

// Symbol flags, as Include/internal/pycore_symtable.h.
const (
	defGlobal    = 1 << iota // global statement
	defLocal                 // assignment in the block
	defParam                 // formal parameter
	defNonlocal              // nonlocal statement
	use                      // name is read
	defFree                  // (unused here)
	defFreeClass             // (unused here)
	defImport                // bound by an import
	defAnnot                 // annotated name
	defCompIter              // comprehension iteration variable
	defTypeParam             // type parameter (3.12)

	defBound = defLocal | defParam | defImport
)

// blockKind is a symbol table block type (_Py_block_ty).
type blockKind int

const (
	functionBlock blockKind = iota
	classBlock
	moduleBlock
	annotationBlock   // only with from __future__ import annotations
	typeVarBoundBlock // 3.12
	typeAliasBlock    // 3.12
	typeParamBlock    // 3.12
)

// compKind says which comprehension a block is (_Py_comprehension_ty).
type compKind int

const (
	noComprehension compKind = iota
	listComprehension
	dictComprehension
	setComprehension
	generatorExpression
)

// scope is a symbol table entry (PySTEntryObject): one block.
type scope struct {
	kind     blockKind
	node     ast.Node
	symbols  map[string]int // mangled name -> flags
	order    []string       // the names in insertion order (dict order)
	children []*scope
	// directives are the global and nonlocal statements (and the implicit
	// ones of assignment expressions in comprehensions), for locating
	// errors the analysis finds.
	directives []directive

	generator      bool // contains yield
	coroutine      bool // async def, or contains await / async comprehension
	comprehension  compKind
	compIterExpr   int  // visiting a comprehension's iterable
	compIterTarget bool // visiting a comprehension's target
	canSeeClass    bool // 3.12 type parameter and annotation scopes in a class
}

type directive struct {
	name string
	span diag.Span
}

// functionLike is _PyST_IsFunctionLike: 3.12 counts its new annotation
// scopes as functions.
func (s *scope) functionLike(v Version) bool {
	if v == Py311 {
		return s.kind == functionBlock
	}
	switch s.kind {
	case functionBlock, annotationBlock, typeVarBoundBlock, typeAliasBlock, typeParamBlock:
		return true
	}
	return false
}

func (s *scope) lookup(name string) int { return s.symbols[name] }

// mangle is _Py_Mangle: a private name __x in class C is _C__x.
func mangle(priv, name string) string {
	if priv == "" || !strings.HasPrefix(name, "__") || strings.HasSuffix(name, "__") || strings.Contains(name, ".") {
		return name
	}
	p := strings.TrimLeft(priv, "_")
	if p == "" {
		return name
	}
	return "_" + p + name
}

// buildSymtable is the first pass of _PySymtable_Build: it visits the
// module in CPython's order and stops at the first error.
func (c *checker) buildSymtable(m *ast.Module) *scope {
	c.scopes = map[ast.Node]*scope{}
	top := c.enterBlock(moduleBlock, m, diag.Span{})
	c.global = top
	for _, s := range m.Body {
		c.visitStmt(s)
	}
	c.exitBlock()
	return top
}

func (c *checker) enterBlock(kind blockKind, node ast.Node, span diag.Span) *scope {
	prev := c.cur
	s := &scope{kind: kind, node: node, symbols: map[string]int{}}
	if prev != nil {
		// bpo-37757: every assignment expression in a comprehension's
		// outermost iterable is refused, even inside a nested lambda.
		s.compIterExpr = prev.compIterExpr
	}
	c.stack = append(c.stack, s)
	c.cur = s
	c.scopes[node] = s
	// Annotation blocks of the future feature are not children: they
	// take no part in the analysis.
	if prev != nil && kind != annotationBlock {
		prev.children = append(prev.children, s)
	}
	return s
}

func (c *checker) exitBlock() {
	c.stack = c.stack[:len(c.stack)-1]
	if len(c.stack) > 0 {
		c.cur = c.stack[len(c.stack)-1]
	} else {
		c.cur = nil
	}
}

// addDef is symtable_add_def: it records flag for name in the current
// block.
func (c *checker) addDef(name string, flag int, span diag.Span) {
	c.addDefIn(c.cur, name, flag, span)
}

// addDefIn is symtable_add_def_helper.
func (c *checker) addDefIn(s *scope, name string, flag int, span diag.Span) {
	m := mangle(c.priv, name)
	val, ok := s.symbols[m]
	if ok {
		if flag&defParam != 0 && val&defParam != 0 {
			c.errorAt(span, "duplicate argument '%s' in function definition", name)
		}
		if flag&defTypeParam != 0 && val&defTypeParam != 0 {
			c.errorAt(span, "duplicate type parameter '%s'", name)
		}
		val |= flag
	} else {
		val = flag
		s.order = append(s.order, m)
	}
	if s.compIterTarget {
		// an iteration variable: no assignment expression may have
		// bound it in this comprehension
		if val&(defGlobal|defNonlocal) != 0 {
			c.errorAt(span, "comprehension inner loop cannot rebind assignment expression target '%s'", name)
		}
		val |= defCompIter
	}
	s.symbols[m] = val
}

func (c *checker) recordDirective(name string, span diag.Span) {
	c.cur.directives = append(c.cur.directives, directive{mangle(c.priv, name), span})
}

func (c *checker) lookup(name string) int { return c.cur.lookup(mangle(c.priv, name)) }

func (c *checker) visitStmts(ss []ast.Stmt) {
	for _, s := range ss {
		c.visitStmt(s)
	}
}

func (c *checker) visitExprs(es []ast.Expr) {
	for _, e := range es {
		if e != nil {
			c.visitExpr(e)
		}
	}
}

// visitStmt is symtable_visit_stmt.
func (c *checker) visitStmt(s ast.Stmt) {
	switch s := s.(type) {
	case *ast.FunctionDef:
		c.visitFunction(s, s.Name, s.Args, s.Body, s.DecoratorList, s.Returns, s.TypeParams, false, s.Loc)
	case *ast.AsyncFunctionDef:
		c.visitFunction(s, s.Name, s.Args, s.Body, s.DecoratorList, s.Returns, s.TypeParams, true, s.Loc)
	case *ast.ClassDef:
		c.addDef(s.Name, defLocal, s.Loc)
		if c.v == Py311 {
			c.visitExprs(s.Bases)
			c.visitKeywords(s.Keywords)
			c.visitExprs(s.DecoratorList)
			c.enterBlock(classBlock, s, s.Loc)
			old := c.priv
			c.priv = s.Name
			c.visitStmts(s.Body)
			c.priv = old
			c.exitBlock()
			break
		}
		c.visitExprs(s.DecoratorList)
		old := c.priv
		if len(s.TypeParams) > 0 {
			c.enterTypeParamBlock(s.Name, typeParamsKey{s}, false, false, true, s.Loc)
			c.visitTypeParams(s.TypeParams)
		}
		c.visitExprs(s.Bases)
		c.visitKeywords(s.Keywords)
		c.enterBlock(classBlock, s, s.Loc)
		c.priv = s.Name
		if len(s.TypeParams) > 0 {
			c.addDef("__type_params__", defLocal, s.Loc)
			c.addDef(".type_params", use, s.Loc)
		}
		c.visitStmts(s.Body)
		c.priv = old
		c.exitBlock()
		if len(s.TypeParams) > 0 {
			c.exitBlock()
		}
	case *ast.TypeAlias:
		c.visitExpr(s.Name)
		name, _ := s.Name.(*ast.Name)
		id := ""
		if name != nil {
			id = name.Id
		}
		inClass := c.cur.kind == classBlock
		if len(s.TypeParams) > 0 {
			c.enterTypeParamBlock(id, typeParamsKey{s}, false, false, false, s.Loc)
			c.visitTypeParams(s.TypeParams)
		}
		c.enterBlock(typeAliasBlock, s, s.Loc)
		c.cur.canSeeClass = inClass
		if inClass {
			c.addDef("__classdict__", use, s.Value.Span())
		}
		c.visitExpr(s.Value)
		c.exitBlock()
		if len(s.TypeParams) > 0 {
			c.exitBlock()
		}
	case *ast.Return:
		if s.Value != nil {
			c.visitExpr(s.Value)
		}
	case *ast.Delete:
		c.visitExprs(s.Targets)
	case *ast.Assign:
		c.visitExprs(s.Targets)
		c.visitExpr(s.Value)
	case *ast.AnnAssign:
		if name, ok := s.Target.(*ast.Name); ok {
			cur := c.lookup(name.Id)
			if cur&(defGlobal|defNonlocal) != 0 && c.cur != c.global && s.Simple != 0 {
				if cur&defGlobal != 0 {
					c.errorAt(s.Loc, "annotated name '%s' can't be global", name.Id)
				}
				c.errorAt(s.Loc, "annotated name '%s' can't be nonlocal", name.Id)
			}
			if s.Simple != 0 {
				c.addDef(name.Id, defAnnot|defLocal, name.Loc)
			} else if s.Value != nil {
				c.addDef(name.Id, defLocal, name.Loc)
			}
		} else {
			c.visitExpr(s.Target)
		}
		c.visitAnnotation(s.Annotation)
		if s.Value != nil {
			c.visitExpr(s.Value)
		}
	case *ast.AugAssign:
		c.visitExpr(s.Target)
		c.visitExpr(s.Value)
	case *ast.For:
		c.visitExpr(s.Target)
		c.visitExpr(s.Iter)
		c.visitStmts(s.Body)
		c.visitStmts(s.Orelse)
	case *ast.AsyncFor:
		c.visitExpr(s.Target)
		c.visitExpr(s.Iter)
		c.visitStmts(s.Body)
		c.visitStmts(s.Orelse)
	case *ast.While:
		c.visitExpr(s.Test)
		c.visitStmts(s.Body)
		c.visitStmts(s.Orelse)
	case *ast.If:
		c.visitExpr(s.Test)
		c.visitStmts(s.Body)
		c.visitStmts(s.Orelse)
	case *ast.Match:
		c.visitExpr(s.Subject)
		for _, mc := range s.Cases {
			c.visitPattern(mc.Pattern)
			if mc.Guard != nil {
				c.visitExpr(mc.Guard)
			}
			c.visitStmts(mc.Body)
		}
	case *ast.Raise:
		if s.Exc != nil {
			c.visitExpr(s.Exc)
			if s.Cause != nil {
				c.visitExpr(s.Cause)
			}
		}
	case *ast.Try:
		c.visitStmts(s.Body)
		c.visitStmts(s.Orelse)
		c.visitHandlers(s.Handlers)
		c.visitStmts(s.Finalbody)
	case *ast.TryStar:
		c.visitStmts(s.Body)
		c.visitStmts(s.Orelse)
		c.visitHandlers(s.Handlers)
		c.visitStmts(s.Finalbody)
	case *ast.Assert:
		c.visitExpr(s.Test)
		if s.Msg != nil {
			c.visitExpr(s.Msg)
		}
	case *ast.Import:
		for _, a := range s.Names {
			c.visitAlias(a)
		}
	case *ast.ImportFrom:
		for _, a := range s.Names {
			c.visitAlias(a)
		}
	case *ast.Global:
		for _, name := range s.Names {
			cur := c.lookup(name)
			if cur&(defParam|defLocal|use|defAnnot) != 0 {
				switch {
				case cur&defParam != 0:
					c.errorAt(s.Loc, "name '%s' is parameter and global", name)
				case cur&use != 0:
					c.errorAt(s.Loc, "name '%s' is used prior to global declaration", name)
				case cur&defAnnot != 0:
					c.errorAt(s.Loc, "annotated name '%s' can't be global", name)
				default:
					c.errorAt(s.Loc, "name '%s' is assigned to before global declaration", name)
				}
			}
			c.addDef(name, defGlobal, s.Loc)
			c.recordDirective(name, s.Loc)
		}
	case *ast.Nonlocal:
		for _, name := range s.Names {
			cur := c.lookup(name)
			if cur&(defParam|defLocal|use|defAnnot) != 0 {
				switch {
				case cur&defParam != 0:
					c.errorAt(s.Loc, "name '%s' is parameter and nonlocal", name)
				case cur&use != 0:
					c.errorAt(s.Loc, "name '%s' is used prior to nonlocal declaration", name)
				case cur&defAnnot != 0:
					c.errorAt(s.Loc, "annotated name '%s' can't be nonlocal", name)
				default:
					c.errorAt(s.Loc, "name '%s' is assigned to before nonlocal declaration", name)
				}
			}
			c.addDef(name, defNonlocal, s.Loc)
			c.recordDirective(name, s.Loc)
		}
	case *ast.ExprStmt:
		c.visitExpr(s.Value)
	case *ast.Pass, *ast.Break, *ast.Continue:
	case *ast.With:
		c.visitWithItems(s.Items)
		c.visitStmts(s.Body)
	case *ast.AsyncWith:
		c.visitWithItems(s.Items)
		c.visitStmts(s.Body)
	}
}

// visitFunction visits a def or async def statement.
func (c *checker) visitFunction(s ast.Stmt, name string, args *ast.Arguments, body []ast.Stmt, decos []ast.Expr, returns ast.Expr, tparams []ast.TypeParam, async bool, loc diag.Span) {
	c.addDef(name, defLocal, loc)
	if args == nil {
		args = &ast.Arguments{}
	}
	c.visitExprs(args.Defaults)
	c.visitExprs(args.KwDefaults)
	if c.v == Py311 {
		c.visitAnnotations(s, args, returns)
		c.visitExprs(decos)
	} else {
		c.visitExprs(decos)
		if len(tparams) > 0 {
			hasKwDefaults := false
			for _, d := range args.KwDefaults {
				if d != nil {
					hasKwDefaults = true
				}
			}
			c.enterTypeParamBlock(name, typeParamsKey{s}, len(args.Defaults) > 0, hasKwDefaults, false, loc)
			c.visitTypeParams(tparams)
		}
		c.visitAnnotations(s, args, returns)
	}
	f := c.enterBlock(functionBlock, s, loc)
	if async {
		f.coroutine = true
	}
	c.visitParams(args)
	c.visitStmts(body)
	c.exitBlock()
	if c.v == Py312 && len(tparams) > 0 {
		c.exitBlock()
	}
}

// typeParamsKey is the node a type parameter block is registered under:
// its function, class or type alias statement (the statement itself keys
// the function or class block).
type typeParamsKey struct{ ast.Node }

// enterTypeParamBlock is symtable_enter_type_param_block (3.12).
func (c *checker) enterTypeParamBlock(name string, key ast.Node, hasDefaults, hasKwDefaults, isClass bool, loc diag.Span) {
	inClass := c.cur.kind == classBlock
	c.enterBlock(typeParamBlock, key, loc)
	if inClass {
		c.cur.canSeeClass = true
		c.addDef("__classdict__", use, loc)
	}
	if isClass {
		c.addDef(".type_params", defLocal, loc)
		c.addDef(".type_params", use, loc)
		c.priv = name
		c.addDef(".generic_base", defLocal, loc)
		c.addDef(".generic_base", use, loc)
	}
	if hasDefaults {
		c.addDef(".defaults", defParam, loc)
	}
	if hasKwDefaults {
		c.addDef(".kwdefaults", defParam, loc)
	}
}

// visitTypeParams is symtable_visit_type_param for each parameter (3.12).
func (c *checker) visitTypeParams(tps []ast.TypeParam) {
	for _, tp := range tps {
		switch tp := tp.(type) {
		case *ast.TypeVar:
			c.addDef(tp.Name, defTypeParam|defLocal, tp.Loc)
			if tp.Bound != nil {
				inClass := c.cur.canSeeClass
				c.enterBlock(typeVarBoundBlock, tp, tp.Loc)
				c.cur.canSeeClass = inClass
				if inClass {
					c.addDef("__classdict__", use, tp.Bound.Span())
				}
				c.visitExpr(tp.Bound)
				c.exitBlock()
			}
		case *ast.TypeVarTuple:
			c.addDef(tp.Name, defTypeParam|defLocal, tp.Loc)
		case *ast.ParamSpec:
			c.addDef(tp.Name, defTypeParam|defLocal, tp.Loc)
		}
	}
}

func (c *checker) visitKeywords(ks []*ast.Keyword) {
	for _, k := range ks {
		if k != nil {
			c.visitExpr(k.Value)
		}
	}
}

func (c *checker) visitWithItems(items []*ast.WithItem) {
	for _, it := range items {
		c.visitExpr(it.ContextExpr)
		if it.OptionalVars != nil {
			c.visitExpr(it.OptionalVars)
		}
	}
}

func (c *checker) visitHandlers(hs []*ast.ExceptHandler) {
	for _, h := range hs {
		if h.Type != nil {
			c.visitExpr(h.Type)
		}
		if h.Name != "" {
			c.addDef(h.Name, defLocal, h.Loc)
		}
		c.visitStmts(h.Body)
	}
}

// visitAlias is symtable_visit_alias: an import binds the first part of
// a dotted name; `import *` is refused outside the module block.
func (c *checker) visitAlias(a *ast.Alias) {
	name := a.Name
	if a.Asname != "" {
		name = a.Asname
	}
	if name == "*" {
		if c.cur.kind != moduleBlock {
			c.errorAt(a.Loc, "import * only allowed at module level")
		}
		return
	}
	store, _, _ := strings.Cut(name, ".")
	c.addDef(store, defImport, a.Loc)
}

// visitParams is symtable_visit_arguments: the parameters, in CPython's
// order (so that a duplicate is reported where CPython reports it).
func (c *checker) visitParams(a *ast.Arguments) {
	for _, p := range a.Posonlyargs {
		c.addDef(p.Arg, defParam, p.Loc)
	}
	for _, p := range a.Args {
		c.addDef(p.Arg, defParam, p.Loc)
	}
	for _, p := range a.Kwonlyargs {
		c.addDef(p.Arg, defParam, p.Loc)
	}
	if a.Vararg != nil {
		c.addDef(a.Vararg.Arg, defParam, a.Vararg.Loc)
	}
	if a.Kwarg != nil {
		c.addDef(a.Kwarg.Arg, defParam, a.Kwarg.Loc)
	}
}

// visitAnnotation is symtable_visit_annotation.
func (c *checker) visitAnnotation(e ast.Expr) {
	if c.features.Annotations {
		c.enterBlock(annotationBlock, annotationKey{e}, e.Span())
		c.visitExpr(e)
		c.exitBlock()
		return
	}
	c.visitExpr(e)
}

// annotationKey keys the future-annotations block of one annotation.
type annotationKey struct{ ast.Expr }

// visitAnnotations is symtable_visit_annotations: a function's parameter
// and return annotations.
func (c *checker) visitAnnotations(s ast.Stmt, a *ast.Arguments, returns ast.Expr) {
	if c.features.Annotations {
		c.enterBlock(annotationBlock, annotationKey{&ast.Name{Loc: s.Span()}}, s.Span())
	}
	visit := func(ps []*ast.Arg) {
		for _, p := range ps {
			if p.Annotation != nil {
				c.visitExpr(p.Annotation)
			}
		}
	}
	visit(a.Posonlyargs)
	visit(a.Args)
	if a.Vararg != nil && a.Vararg.Annotation != nil {
		c.visitExpr(a.Vararg.Annotation)
	}
	if a.Kwarg != nil && a.Kwarg.Annotation != nil {
		c.visitExpr(a.Kwarg.Annotation)
	}
	visit(a.Kwonlyargs)
	if c.features.Annotations {
		c.exitBlock()
	}
	if returns != nil {
		c.visitAnnotation(returns)
	}
}

// visitPattern is symtable_visit_pattern.
func (c *checker) visitPattern(p ast.Pattern) {
	switch p := p.(type) {
	case *ast.MatchValue:
		c.visitExpr(p.Value)
	case *ast.MatchSingleton:
	case *ast.MatchSequence:
		for _, q := range p.Patterns {
			c.visitPattern(q)
		}
	case *ast.MatchStar:
		if p.Name != "" {
			c.addDef(p.Name, defLocal, p.Loc)
		}
	case *ast.MatchMapping:
		c.visitExprs(p.Keys)
		for _, q := range p.Patterns {
			c.visitPattern(q)
		}
		if p.Rest != "" {
			c.addDef(p.Rest, defLocal, p.Loc)
		}
	case *ast.MatchClass:
		c.visitExpr(p.Cls)
		for _, q := range p.Patterns {
			c.visitPattern(q)
		}
		for _, q := range p.KwdPatterns {
			c.visitPattern(q)
		}
	case *ast.MatchAs:
		if p.Pattern != nil {
			c.visitPattern(p.Pattern)
		}
		if p.Name != "" {
			c.addDef(p.Name, defLocal, p.Loc)
		}
	case *ast.MatchOr:
		for _, q := range p.Patterns {
			c.visitPattern(q)
		}
	}
}

// raiseIfAnnotationBlock is symtable_raise_if_annotation_block: yield,
// await and assignment expressions cannot appear in an annotation that is
// never evaluated (nor, in 3.12, in type parameter scopes).
func (c *checker) raiseIfAnnotationBlock(what string, e ast.Expr) {
	switch c.cur.kind {
	case annotationBlock:
		c.errorAt(e.Span(), c.msg("'%s' can not be used within an annotation", "%s cannot be used within an annotation"), what)
	case typeVarBoundBlock:
		c.errorAt(e.Span(), "%s cannot be used within a TypeVar bound", what)
	case typeAliasBlock:
		c.errorAt(e.Span(), "%s cannot be used within a type alias", what)
	case typeParamBlock:
		c.errorAt(e.Span(), "%s cannot be used within the definition of a generic", what)
	}
}

// visitExpr is symtable_visit_expr.
func (c *checker) visitExpr(e ast.Expr) {
	switch e := e.(type) {
	case *ast.NamedExpr:
		c.raiseIfAnnotationBlock("named expression", e)
		if c.cur.compIterExpr > 0 {
			c.errorAt(e.Loc, "assignment expression cannot be used in a comprehension iterable expression")
		}
		if c.cur.comprehension != noComprehension {
			c.extendNamedExprScope(e.Target)
		}
		c.visitExpr(e.Value)
		c.visitExpr(e.Target)
	case *ast.BoolOp:
		c.visitExprs(e.Values)
	case *ast.BinOp:
		c.visitExpr(e.Left)
		c.visitExpr(e.Right)
	case *ast.UnaryOp:
		c.visitExpr(e.Operand)
	case *ast.Lambda:
		args := e.Args
		if args == nil {
			args = &ast.Arguments{}
		}
		c.visitExprs(args.Defaults)
		c.visitExprs(args.KwDefaults)
		c.enterBlock(functionBlock, e, e.Loc)
		c.visitParams(args)
		c.visitExpr(e.Body)
		c.exitBlock()
	case *ast.IfExp:
		c.visitExpr(e.Test)
		c.visitExpr(e.Body)
		c.visitExpr(e.Orelse)
	case *ast.Dict:
		c.visitExprs(e.Keys)
		c.visitExprs(e.Values)
	case *ast.Set:
		c.visitExprs(e.Elts)
	case *ast.GeneratorExp:
		c.visitComprehension(e, generatorExpression, e.Generators, e.Elt, nil)
	case *ast.ListComp:
		c.visitComprehension(e, listComprehension, e.Generators, e.Elt, nil)
	case *ast.SetComp:
		c.visitComprehension(e, setComprehension, e.Generators, e.Elt, nil)
	case *ast.DictComp:
		c.visitComprehension(e, dictComprehension, e.Generators, e.Key, e.Value)
	case *ast.Yield:
		c.raiseIfAnnotationBlock("yield expression", e)
		if e.Value != nil {
			c.visitExpr(e.Value)
		}
		c.cur.generator = true
		c.raiseIfComprehension(e)
	case *ast.YieldFrom:
		c.raiseIfAnnotationBlock("yield expression", e)
		c.visitExpr(e.Value)
		c.cur.generator = true
		c.raiseIfComprehension(e)
	case *ast.Await:
		c.raiseIfAnnotationBlock("await expression", e)
		c.visitExpr(e.Value)
		c.cur.coroutine = true
	case *ast.Compare:
		c.visitExpr(e.Left)
		c.visitExprs(e.Comparators)
	case *ast.Call:
		c.visitExpr(e.Func)
		c.visitExprs(e.Args)
		c.visitKeywords(e.Keywords)
	case *ast.FormattedValue:
		c.visitExpr(e.Value)
		if e.FormatSpec != nil {
			c.visitExpr(e.FormatSpec)
		}
	case *ast.JoinedStr:
		c.visitExprs(e.Values)
	case *ast.Constant:
	case *ast.Attribute:
		c.visitExpr(e.Value)
	case *ast.Subscript:
		c.visitExpr(e.Value)
		c.visitExpr(e.Slice)
	case *ast.Starred:
		c.visitExpr(e.Value)
	case *ast.Slice:
		if e.Lower != nil {
			c.visitExpr(e.Lower)
		}
		if e.Upper != nil {
			c.visitExpr(e.Upper)
		}
		if e.Step != nil {
			c.visitExpr(e.Step)
		}
	case *ast.Name:
		flag := defLocal
		if e.Ctx == ast.Load {
			flag = use
		}
		c.addDef(e.Id, flag, e.Loc)
		// super() reads __class__
		if e.Ctx == ast.Load && c.cur.kind == functionBlock && e.Id == "super" {
			c.addDef("__class__", use, e.Loc)
		}
	case *ast.List:
		c.visitExprs(e.Elts)
	case *ast.Tuple:
		c.visitExprs(e.Elts)
	}
}

// raiseIfComprehension refuses yield inside a comprehension's own scope
// (symtable_raise_if_comprehension_block).
func (c *checker) raiseIfComprehension(e ast.Expr) {
	switch c.cur.comprehension {
	case listComprehension:
		c.errorAt(e.Span(), "'yield' inside list comprehension")
	case setComprehension:
		c.errorAt(e.Span(), "'yield' inside set comprehension")
	case dictComprehension:
		c.errorAt(e.Span(), "'yield' inside dict comprehension")
	case generatorExpression:
		c.errorAt(e.Span(), "'yield' inside generator expression")
	}
}

// visitComprehension is symtable_handle_comprehension: the outermost
// iterable is evaluated in the enclosing scope, the rest in the
// comprehension's own.
func (c *checker) visitComprehension(e ast.Expr, kind compKind, gens []*ast.Comprehension, elt, value ast.Expr) {
	if len(gens) == 0 {
		return
	}
	outer := gens[0]
	c.cur.compIterExpr++
	c.visitExpr(outer.Iter)
	c.cur.compIterExpr--
	s := c.enterBlock(functionBlock, e, e.Span())
	s.comprehension = kind
	if outer.IsAsync != 0 {
		s.coroutine = true
	}
	c.addDef(".0", defParam, e.Span()) // the outermost iterator, an implicit argument
	s.compIterTarget = true
	c.visitExpr(outer.Target)
	s.compIterTarget = false
	c.visitExprs(outer.Ifs)
	for _, g := range gens[1:] {
		s.compIterTarget = true
		c.visitExpr(g.Target)
		s.compIterTarget = false
		s.compIterExpr++
		c.visitExpr(g.Iter)
		s.compIterExpr--
		c.visitExprs(g.Ifs)
		if g.IsAsync != 0 {
			s.coroutine = true
		}
	}
	if value != nil {
		c.visitExpr(value)
	}
	c.visitExpr(elt)
	isGen := kind == generatorExpression
	s.generator = isGen
	isAsync := s.coroutine && !isGen
	c.exitBlock()
	if isAsync {
		c.cur.coroutine = true
	}
}

// extendNamedExprScope is symtable_extend_namedexpr_scope: an assignment
// expression in a comprehension binds its target in the nearest enclosing
// function or module (never a class).
func (c *checker) extendNamedExprScope(target ast.Expr) {
	name, ok := target.(*ast.Name)
	if !ok {
		return
	}
	for i := len(c.stack) - 1; i >= 0; i-- {
		s := c.stack[i]
		if s.comprehension != noComprehension {
			if s.lookup(mangle(c.priv, name.Id))&defCompIter != 0 {
				c.errorAt(name.Loc, "assignment expression cannot rebind comprehension iteration variable '%s'", name.Id)
			}
			continue
		}
		switch s.kind {
		case functionBlock:
			if s.lookup(mangle(c.priv, name.Id))&defGlobal != 0 {
				c.addDef(name.Id, defGlobal, name.Loc)
			} else {
				c.addDef(name.Id, defNonlocal, name.Loc)
			}
			c.recordDirective(name.Id, name.Loc)
			c.addDefIn(s, name.Id, defLocal, name.Loc)
			return
		case moduleBlock:
			c.addDef(name.Id, defGlobal, name.Loc)
			c.recordDirective(name.Id, name.Loc)
			c.addDefIn(s, name.Id, defGlobal, name.Loc)
			return
		case classBlock:
			c.errorAt(name.Loc, "assignment expression within a comprehension cannot be used in a class body")
		case typeParamBlock:
			c.errorAt(name.Loc, "assignment expression within a comprehension cannot be used within the definition of a generic")
		case typeAliasBlock:
			c.errorAt(name.Loc, "assignment expression within a comprehension cannot be used in a type alias")
		case typeVarBoundBlock:
			c.errorAt(name.Loc, "assignment expression within a comprehension cannot be used in a TypeVar bound")
		}
	}
}
