package compile

import (
	"unicode/utf8"

	"clauz3/pkg/diag"
	"clauz3/pkg/python/ast"
)

// future reads the future statements at the top of the module as
// Python/future.c does (future_parse): after an optional docstring, every
// `from __future__ import ...` until the first other statement. Unknown
// features are errors. (A later future statement is refused by the code
// generator, see importFrom.)
func (c *checker) future(m *ast.Module) {
	body := m.Body
	i := 0
	if len(body) > 0 && isDocstring(body[0]) {
		i = 1
	}
	done := false
	prevLine := 0
	for ; i < len(body); i++ {
		s := body[i]
		line := s.Span().Line
		if c.v == Py311 {
			// 3.11 keeps reading the rest of the line after the first
			// non-future statement ("import os; from __future__ import x").
			if done && line > prevLine {
				return
			}
			prevLine = line
		}
		imp, ok := s.(*ast.ImportFrom)
		if !ok || imp.Module != "__future__" {
			if c.v == Py311 {
				done = true
				continue
			}
			return
		}
		if done {
			c.errorAt(imp.Loc, "from __future__ imports must occur at the beginning of the file")
		}
		c.futureFeatures(imp)
		c.futureLoc = imp.Loc
	}
}

// futureFeatures checks the names of one future statement
// (future_check_features).
func (c *checker) futureFeatures(s *ast.ImportFrom) {
	for _, a := range s.Names {
		at := s.Loc
		if c.v == Py312 {
			at = a.Loc
		}
		switch a.Name {
		case "nested_scopes", "generators", "division", "absolute_import", "with_statement",
			"print_function", "unicode_literals", "generator_stop":
		case "barry_as_FLUFL":
			c.features.BarryAsFLUFL = true
		case "annotations":
			c.features.Annotations = true
		case "braces":
			c.errorAt(at, "not a chance")
		default:
			c.errorAt(at, "future feature %s is not defined", truncate(a.Name, 100))
		}
	}
}

// lateFuture reports whether a from-import of __future__ at span comes
// after the future statements at the top of the module (the code
// generator's test: 3.11 compares lines, 3.12 positions).
func (c *checker) lateFuture(span diag.Span) bool {
	ff := c.futureLoc
	if ff.Line == 0 {
		return true
	}
	if c.v == Py311 {
		return span.Line > ff.Line
	}
	return span.Line > ff.Line || span.Line == ff.Line && span.Col > ff.EndCol
}

// isDocstring reports whether s is a docstring: an expression statement
// holding a str constant (_PyAST_GetDocString).
func isDocstring(s ast.Stmt) bool {
	e, ok := s.(*ast.ExprStmt)
	if !ok {
		return false
	}
	k, ok := e.Value.(*ast.Constant)
	return ok && k.Value.Kind == ast.ConstStr
}

// truncate cuts s to at most n bytes (C's "%.100s") without splitting a
// character.
func truncate(s string, n int) string {
	if len(s) <= n {
		return s
	}
	for n > 0 && !utf8.RuneStart(s[n]) {
		n--
	}
	return s[:n]
}

// refuse312Syntax refuses the first type parameter list or type alias
// statement (PEP 695): CPython 3.11 cannot parse them.
func (c *checker) refuse312Syntax(m *ast.Module) {
	var first ast.Node
	before := func(n ast.Node) bool {
		if first == nil {
			return true
		}
		a, b := n.Span(), first.Span()
		return a.Line < b.Line || a.Line == b.Line && a.Col < b.Col
	}
	ast.Inspect(m, func(n ast.Node) bool {
		var found ast.Node
		switch n := n.(type) {
		case *ast.TypeAlias:
			found = n
		case *ast.FunctionDef:
			if len(n.TypeParams) > 0 {
				found = n.TypeParams[0]
			}
		case *ast.AsyncFunctionDef:
			if len(n.TypeParams) > 0 {
				found = n.TypeParams[0]
			}
		case *ast.ClassDef:
			if len(n.TypeParams) > 0 {
				found = n.TypeParams[0]
			}
		}
		if found != nil && before(found) {
			first = found
		}
		return true
	})
	if first == nil {
		return
	}
	if _, ok := first.(*ast.TypeAlias); ok {
		c.errorAt(first.Span(), "invalid syntax: the type statement needs Python 3.12")
	}
	c.errorAt(first.Span(), "invalid syntax: type parameter lists need Python 3.12")
}
