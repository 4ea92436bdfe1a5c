package verify

import (
	"strings"

	"clauz3/pkg/diag"
	"clauz3/pkg/python/ast"
)

// A function is one function of an entry module that verify proves: a
// top-level function, or a static method of a top-level class, with a
// contract.
type function struct {
	def   ast.Stmt      // a *ast.FunctionDef or *ast.AsyncFunctionDef
	class *ast.ClassDef // the enclosing class of a static method, else nil
	// Qualname is Python's __qualname__: "clamp", or "Shape.area".
	qualname string
	span     diag.Span // from the first decorator's line to the end of the def

	pre, post, raises []string // the contract as written (source text)
}

// deal's contract decorators that select a function, by what they state.
const (
	dealPre    = "pre"
	dealPost   = "post"
	dealEnsure = "ensure"
	dealRaises = "raises"
)

// dealNames is how a module refers to deal's decorators: the names bound
// to the module deal itself (import deal, import deal as d) and the names
// bound to one of its decorators (from deal import pre as requires).
type dealNames struct {
	modules    map[string]bool
	decorators map[string]string // local name -> deal's name
}

// bindDeal reads the module-level imports of deal. Imports inside
// functions do not bind module-level names, so decorators cannot use
// them.
func bindDeal(mod *ast.Module) dealNames {
	d := dealNames{modules: map[string]bool{}, decorators: map[string]string{}}
	var visit func([]ast.Stmt)
	visit = func(body []ast.Stmt) {
		for _, s := range body {
			switch s := s.(type) {
			case *ast.Import:
				for _, a := range s.Names {
					if a.Name == "deal" {
						name := a.Name
						if a.Asname != "" {
							name = a.Asname
						}
						d.modules[name] = true
					}
				}
			case *ast.ImportFrom:
				if s.Module == "deal" && s.Level == 0 {
					for _, a := range s.Names {
						name := a.Name
						if a.Asname != "" {
							name = a.Asname
						}
						d.decorators[name] = a.Name
					}
				}
			case *ast.If:
				visit(s.Body)
				visit(s.Orelse)
			case *ast.Try:
				visit(s.Body)
				visit(s.Orelse)
				visit(s.Finalbody)
				for _, h := range s.Handlers {
					visit(h.Body)
				}
			}
		}
	}
	visit(mod.Body)
	return d
}

// dealDecorator returns which of deal's decorators a decorator calls
// ("pre", "post", ...) and the call, or "" when it is none of them.
func (d dealNames) dealDecorator(e ast.Expr) (string, *ast.Call) {
	call, ok := e.(*ast.Call)
	if !ok {
		return "", nil
	}
	switch f := call.Func.(type) {
	case *ast.Attribute:
		if base, ok := f.Value.(*ast.Name); ok && d.modules[base.Id] {
			return f.Attr, call
		}
	case *ast.Name:
		if name, ok := d.decorators[f.Id]; ok {
			return name, call
		}
	}
	return "", nil
}

// isStaticMethod reports whether a method is decorated with the builtin
// staticmethod.
func isStaticMethod(decorators []ast.Expr) bool {
	for _, dec := range decorators {
		if n, ok := dec.(*ast.Name); ok && n.Id == "staticmethod" {
			return true
		}
	}
	return false
}

// parts are the name, decorators and body of a function definition, nil
// for any other statement.
func parts(s ast.Stmt) (string, []ast.Expr, []ast.Stmt, bool) {
	switch d := s.(type) {
	case *ast.FunctionDef:
		return d.Name, d.DecoratorList, d.Body, true
	case *ast.AsyncFunctionDef:
		return d.Name, d.DecoratorList, d.Body, true
	}
	return "", nil, nil, false
}

// selectFunctions lists the functions of an entry module that have a
// contract, in source order: top-level functions (async ones too, which
// the prover reports unsupported) and the static methods of top-level
// classes. src is the module's source, for the contract as written.
func selectFunctions(mod *ast.Module, src *source) []*function {
	deal := bindDeal(mod)
	var out []*function
	consider := func(def ast.Stmt, class *ast.ClassDef) {
		name, decorators, body, _ := parts(def)
		f := &function{def: def, class: class, qualname: name}
		if class != nil {
			f.qualname = class.Name + "." + name
		}
		f.span = defSpan(def.Span(), decorators)
		contract := false
		for _, dec := range decorators {
			kind, call := deal.dealDecorator(dec)
			var texts []string
			if call != nil {
				for _, a := range call.Args {
					texts = append(texts, src.text(a.Span()))
				}
			}
			switch kind {
			case dealPre:
				f.pre = append(f.pre, texts...)
			case dealPost, dealEnsure:
				f.post = append(f.post, texts...)
			case dealRaises:
				f.raises = append(f.raises, texts...)
			default:
				continue
			}
			contract = true // even @deal.raises() with no argument
		}
		if doc := docstringPreconditions(body); len(doc) > 0 {
			f.pre = append(f.pre, doc...)
			contract = true
		}
		if contract {
			out = append(out, f)
		}
	}
	for _, s := range mod.Body {
		switch s := s.(type) {
		case *ast.FunctionDef, *ast.AsyncFunctionDef:
			consider(s, nil)
		case *ast.ClassDef:
			for _, m := range s.Body {
				if _, decorators, _, ok := parts(m); ok && isStaticMethod(decorators) {
					consider(m, s)
				}
			}
		}
	}
	return out
}

// defSpan is the span of a definition with its decorators: CPython's
// span of a FunctionDef starts at "def", the decorators are above it.
func defSpan(sp diag.Span, decorators []ast.Expr) diag.Span {
	for _, dec := range decorators {
		if d := dec.Span(); d.Line > 0 && d.Line < sp.Line {
			sp.Line, sp.Col = d.Line, max(d.Col-1, 1) // the '@'
		}
	}
	return sp
}

// docstringPreconditions reads the preconditions a docstring states
// (PyTA's convention), line by line as lower reads them (its docpre.go),
// so that a certificate lists what the proof assumed: a line
// "Precondition: <expr>" states one; a line "Preconditions:" (or
// "Precondition:" alone) starts a list of "- <expr>" items, which any
// other line ends.
func docstringPreconditions(body []ast.Stmt) []string {
	doc, ok := docstring(body)
	if !ok || !strings.Contains(doc, "Precondition") {
		return nil
	}
	var out []string
	inList := false
	for _, line := range strings.Split(doc, "\n") {
		t := strings.TrimRight(strings.TrimLeft(line, " \t"), " \t\r\n")
		switch {
		case t == "Preconditions:" || t == "Precondition:":
			inList = true
		case strings.HasPrefix(t, "Precondition:"):
			inList = false
			out = append(out, strings.TrimLeft(strings.TrimPrefix(t, "Precondition:"), " \t"))
		case inList && strings.HasPrefix(t, "- "):
			out = append(out, strings.TrimLeft(strings.TrimPrefix(t, "- "), " \t"))
		default:
			inList = false
		}
	}
	return out
}

// docstring returns the docstring of a body: its first statement when
// that is a string constant.
func docstring(body []ast.Stmt) (string, bool) {
	if len(body) == 0 {
		return "", false
	}
	e, ok := body[0].(*ast.ExprStmt)
	if !ok {
		return "", false
	}
	c, ok := e.Value.(*ast.Constant)
	if !ok || c.Value.Kind != ast.ConstStr {
		return "", false
	}
	return c.Value.Str, true
}
