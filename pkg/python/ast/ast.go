// Package ast declares the Python 3.12 syntax tree of clauz3: one Go struct
// per CPython ast class, with CPython's field names, and an explicit span on
// every node CPython gives a position. The JSON form of the tree (Encode,
// DecodeModule) is the node part of the clauz3.ast/v1 document.
//
// Naming: a struct is named as its CPython class, except that the statement
// class Expr is ExprStmt (Expr is the expression interface, as in go/ast) and
// the lower-case product classes are capitalised: Arguments (arguments), Arg,
// Keyword, Alias, WithItem (withitem), MatchCase (match_case), Comprehension.
// Fields are CPython's in Go CamelCase (decorator_list is DecoratorList, id is
// Id). JSON always uses CPython's class and field names.
//
// Optional values: a node-valued field that CPython sets to None is nil; an
// optional identifier or string (ImportFrom.module, alias.asname,
// keyword.arg, ExceptHandler.name, Constant.kind, type_comment, ...) is ""
// for None. Dict.Keys holds nil for a ** entry and Arguments.KwDefaults holds
// nil for a keyword-only parameter without a default, as in CPython.
//
// Spans: positioned nodes keep their span in the Loc field (1-based line,
// 1-based byte column, end column exclusive, i.e. CPython's
// end_col_offset+1). The classes CPython gives no position (arguments,
// comprehension, withitem, match_case, Module) have no span in JSON; their
// Span method computes the smallest span covering their positioned children
// (zero when there are none). TypeIgnore's span has only its line.
//
// The generated files (nodes_gen.go, codec_gen.go, walk_gen.go and the
// schema/pyast.schema.json document) come from Python.asdl by gen_ast.py.
package ast

//go:generate python3 gen_ast.py

import "clauz3/pkg/diag"

// Node is any node of the tree.
type Node interface {
	Span() diag.Span
}

// Expr is an expression node (CPython's expr).
type Expr interface {
	Node
	exprNode()
}

// Stmt is a statement node (CPython's stmt).
type Stmt interface {
	Node
	stmtNode()
}

// Pattern is a match-statement pattern node (CPython's pattern).
type Pattern interface {
	Node
	patternNode()
}

// TypeParam is a PEP 695 type parameter node (CPython's type_param).
type TypeParam interface {
	Node
	typeParamNode()
}

// cover returns the smallest span covering a and b; a zero span is ignored.
func cover(a, b diag.Span) diag.Span {
	if a.Line == 0 {
		return b
	}
	if b.Line == 0 {
		return a
	}
	if b.Line < a.Line || b.Line == a.Line && b.Col < a.Col {
		a.Line, a.Col = b.Line, b.Col
	}
	if b.EndLine > a.EndLine || b.EndLine == a.EndLine && b.EndCol > a.EndCol {
		a.EndLine, a.EndCol = b.EndLine, b.EndCol
	}
	return a
}

func spanOf(n Node) diag.Span {
	if n == nil {
		return diag.Span{}
	}
	return n.Span()
}

// Span returns the span covering all parameters, defaults and annotations;
// zero for an empty parameter list.
func (n *Arguments) Span() diag.Span {
	var s diag.Span
	for _, a := range n.Posonlyargs {
		s = cover(s, a.Span())
	}
	for _, a := range n.Args {
		s = cover(s, a.Span())
	}
	if n.Vararg != nil {
		s = cover(s, n.Vararg.Span())
	}
	for _, a := range n.Kwonlyargs {
		s = cover(s, a.Span())
	}
	for _, e := range n.KwDefaults {
		s = cover(s, spanOf(e))
	}
	if n.Kwarg != nil {
		s = cover(s, n.Kwarg.Span())
	}
	for _, e := range n.Defaults {
		s = cover(s, spanOf(e))
	}
	return s
}

// Span returns the span from the target to the last condition (the
// "for"/"async" keywords are not included: CPython records no position).
func (n *Comprehension) Span() diag.Span {
	s := cover(spanOf(n.Target), spanOf(n.Iter))
	for _, e := range n.Ifs {
		s = cover(s, spanOf(e))
	}
	return s
}

// Span returns the span of the context expression and its target.
func (n *WithItem) Span() diag.Span {
	return cover(spanOf(n.ContextExpr), spanOf(n.OptionalVars))
}

// Span returns the span from the pattern to the end of the body.
func (n *MatchCase) Span() diag.Span {
	s := cover(spanOf(n.Pattern), spanOf(n.Guard))
	for _, st := range n.Body {
		s = cover(s, spanOf(st))
	}
	return s
}

// Span returns the span covering the module's statements.
func (n *Module) Span() diag.Span {
	var s diag.Span
	for _, st := range n.Body {
		s = cover(s, spanOf(st))
	}
	return s
}

// Span returns a span holding only the comment's line.
func (n *TypeIgnore) Span() diag.Span { return diag.Span{Line: n.Lineno} }
