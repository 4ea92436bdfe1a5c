package lower

// This file holds preconditions written in a docstring, PyTA's
// convention (seed 001):
//
//	def f(x: int, y: int) -> int:
//	    """Return ...
//
//	    Precondition: x > 0
//	    Preconditions:
//	        - y != 0
//	        - x < 100
//	    """
//
// CPython does not read them, so what they mean is a promise of the
// callers: at each call of a helper they are obligations, exactly as
// @deal.pre's. For the target they are assumptions only when the lowering
// is asked to make them (Options.DocPreconditions: clauz3 verify, which
// proves a function for the inputs its contract admits); clauz3 prove
// proves an agent's program for every input the runner may pass, so
// there a target's docstring preconditions assume nothing.

import (
	"reflect"
	"strings"

	"clauz3/pkg/diag"
	"clauz3/pkg/python/ast"
	"clauz3/pkg/python/parser"
)

// docPreconditions reads the docstring preconditions of def, parsed as
// Python expressions with spans in the source. A line the reader cannot
// place (the docstring has escapes, or the expression does not parse) is
// reported unsupported at its line.
func (l *lowerer) docPreconditions(def *ast.FunctionDef, file string) []deco {
	if len(def.Body) == 0 {
		return nil
	}
	es, ok := def.Body[0].(*ast.ExprStmt)
	if !ok {
		return nil
	}
	k, ok := es.Value.(*ast.Constant)
	if !ok || k.Value.Kind != ast.ConstStr || !strings.Contains(k.Value.Str, "Precondition") {
		return nil
	}
	span := k.Span()
	var out []deco
	inList := false
	for ln := span.Line; ln <= span.EndLine; ln++ {
		raw := l.sourceLine(file, ln)
		text := raw
		col := 0
		if ln == span.Line {
			// skip the opening quotes (and any prefix) on the first line
			from := span.Col - 1
			if from > len(text) {
				from = len(text)
			}
			q := strings.Index(text[from:], `"""`)
			if q < 0 {
				q = strings.Index(text[from:], `'''`)
			}
			if q < 0 {
				continue
			}
			col = from + q + 3
			text = text[col:]
		}
		if ln == span.EndLine {
			if q := strings.LastIndex(text, `"""`); q >= 0 {
				text = text[:q]
			} else if q := strings.LastIndex(text, `'''`); q >= 0 {
				text = text[:q]
			}
		}
		trimmed := strings.TrimLeft(text, " \t")
		col += len(text) - len(trimmed)
		trimmed = strings.TrimRight(trimmed, " \t\r\n")
		var expr string
		switch {
		case trimmed == "Preconditions:" || trimmed == "Precondition:":
			inList = true
			continue
		case strings.HasPrefix(trimmed, "Precondition:"):
			inList = false
			rest := strings.TrimPrefix(trimmed, "Precondition:")
			expr = strings.TrimLeft(rest, " \t")
			col += len("Precondition:") + len(rest) - len(expr)
		case inList && strings.HasPrefix(trimmed, "- "):
			rest := strings.TrimPrefix(trimmed, "- ")
			expr = strings.TrimLeft(rest, " \t")
			col += 2 + len(rest) - len(expr)
		default:
			inList = false
			continue
		}
		at := diag.Span{File: file, Line: ln, Col: col + 1, EndLine: ln, EndCol: col + 1 + len(expr)}
		if strings.Contains(raw, `\`) {
			out = append(out, deco{kind: "docpre", at: at, why: "a docstring precondition on a line with a backslash is not read"})
			continue
		}
		e, err := parser.ParseExpr(expr)
		if err != nil {
			out = append(out, deco{kind: "docpre", at: at, why: "this docstring precondition is not a Python expression"})
			continue
		}
		shiftSpans(e, file, ln, col)
		out = append(out, deco{kind: "docpre", expr: e, at: at})
	}
	return out
}

// sourceLine is line ln (1-based) of the source file, "" when unknown.
func (l *lowerer) sourceLine(file string, ln int) string {
	for _, s := range l.doc.Sources {
		if s.Path != file {
			continue
		}
		lines := strings.Split(s.Text, "\n")
		if ln >= 1 && ln <= len(lines) {
			return lines[ln-1]
		}
	}
	return ""
}

var spanType = reflect.TypeOf(diag.Span{})

// shiftSpans moves the spans of an expression parsed alone (line 1,
// column 1) to line ln, column col+1 of file.
func shiftSpans(e ast.Expr, file string, ln, col int) {
	ast.Inspect(e, func(n ast.Node) bool {
		v := reflect.ValueOf(n)
		if v.Kind() != reflect.Pointer || v.IsNil() {
			return true
		}
		v = v.Elem()
		if v.Kind() != reflect.Struct {
			return true
		}
		f := v.FieldByName("Loc")
		if !f.IsValid() || f.Type() != spanType || !f.CanSet() {
			return true
		}
		s := f.Interface().(diag.Span)
		s.File = file
		if s.Line == 1 {
			s.Col += col
		}
		if s.EndLine == 1 {
			s.EndCol += col
		}
		s.Line += ln - 1
		s.EndLine += ln - 1
		f.Set(reflect.ValueOf(s))
		return true
	})
}

// docPrecondition is the truth of the docstring precondition e of a
// function of mod whose parameters are bound to args (defaults applied).
func (f *frame) docPrecondition(dc deco, mod *module, args map[string]Value) (term, bool) {
	if dc.expr == nil {
		f.poison("unsupported-docstring-precondition", dc.at, "%s", dc.why)
		return nil, false
	}
	e := dc.expr
	v := &frame{l: f.l, mod: mod, locals: map[string]binding{}, localNames: map[string]bool{},
		reach: f.reach, mode: modeSpec, fn: &funcV{mod: mod, name: "<precondition>"}}
	for k, x := range args {
		v.locals[k] = binding{v: x, bound: tTrue}
		v.localNames[k] = true
	}
	out := v.eval(e)
	t := v.truth(out, e.Span())
	if v.restricted {
		f.setReach(v.reach)
		f.restricted = true
	}
	return t, true
}
