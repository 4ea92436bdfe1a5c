// Package interp executes an approved program: the same typed syntax tree
// that was proved (the clauz3.ast/v1 document of pkg/load), with Python's
// semantics for the subset pkg/lower models (ints unbounded, floats IEEE,
// str as code points, lists shared by aliases, closures with late binding,
// Python's exceptions). The program never runs in CPython: a call of a
// function defined under a trusted root goes to Config.Trusted (the runner
// sends it to a CPython worker that imports the real trusted layer).
//
// Scalar operators (int, float, str, bool, None) are those of
// pkg/python/value, the one implementation of Python's scalar semantics
// that lower and the DSL evaluator use too.
//
// Every expression evaluated and statement executed is one step of
// Config.StepBudget, and the work of one step is bounded (MaxIntBits,
// MaxStrChars, MaxLen, CPython's 4300-digit limit of int<->str): an
// operation that would exceed a bound is refused before it is done. Check refuses,
// before proving, the programs this interpreter could not run.
package interp

import (
	"fmt"
	"io"
	"path"
	"strings"

	"clauz3/pkg/diag"
	"clauz3/pkg/ir"
	"clauz3/pkg/python/ast"
)

type spanT = diag.Span

// DefaultStepBudget is the default number of steps (the reference's).
const DefaultStepBudget = 1_000_000

// Call is one call of a trusted function, as the program makes it.
type Call struct {
	Module string // dotted module name of the trusted function
	Name   string
	Args   []Value
	Kwargs []Keyword
	Span   diag.Span
	// Fields are the arguments bound to the parameters (defaults filled
	// in), in parameter order: the fields of the effect's fact.
	Fields []Keyword
	// Markers are the markers of the function's @deal.has.
	Markers []string
}

// Keyword is one keyword argument.
type Keyword struct {
	Name  string
	Value Value
}

// Qualname is module.name.
func (c *Call) Qualname() string { return c.Module + "." + c.Name }

// Config says what to run.
type Config struct {
	Doc *ir.AST
	// Trusted performs one trusted call and returns its result; an error
	// stops the program (it is returned by Run, wrapped in *TrustedError).
	Trusted func(c *Call) (Value, error)
	Stdout  io.Writer
	// StepBudget bounds the steps (0: DefaultStepBudget).
	StepBudget int64
	// AsMain runs the entry as a script (__name__ == "__main__") and calls
	// nothing else; otherwise the entry is imported and Target is called
	// with Args and Kwargs.
	AsMain bool
	Target string
	Args   []Value
	Kwargs []Keyword
	// Optimize is python -O: asserts are skipped.
	Optimize bool
}

// Error is a Python exception the program raised and did not handle
// (a run-time error: exit 1).
type Error struct {
	Class string
	Msg   string
	Span  diag.Span
	// Value is the exception object when the program made it
	// (raise ValueError(...)); nil for one the interpreter raised.
	Value *ExcValue
}

func (e *Error) Error() string {
	if e.Msg == "" {
		return fmt.Sprintf("%s: %s", e.Span, e.Class)
	}
	return fmt.Sprintf("%s: %s: %s", e.Span, e.Class, e.Msg)
}

// LimitError is a step budget exhausted or an operation refused because
// its work would exceed a bound (a run-time error: exit 1).
type LimitError struct {
	Msg  string
	Span diag.Span
}

func (e *LimitError) Error() string { return fmt.Sprintf("%s: %s", e.Span, e.Msg) }

// UnsupportedError is a construct met at run time that the interpreter
// does not run. Check refuses such programs before proving; this is the
// fail-closed backstop (a run-time error: exit 1).
type UnsupportedError struct {
	Msg  string
	Span diag.Span
}

func (e *UnsupportedError) Error() string {
	return fmt.Sprintf("%s: not supported by the interpreter: %s", e.Span, e.Msg)
}

// TrustedError is an error of a trusted call (the trusted function
// raised, the worker failed, or the runtime monitor stopped the call).
type TrustedError struct {
	Call *Call
	Err  error
}

func (e *TrustedError) Error() string {
	return fmt.Sprintf("%s: %s: %v", e.Call.Span, e.Call.Qualname(), e.Err)
}

func (e *TrustedError) Unwrap() error { return e.Err }

// Interp is one run of a program.
type Interp struct {
	cfg    Config
	steps  int64
	budget int64
	mods   map[string]*Module
	infos  map[string]*modInfo
	// namespaces are the namespace packages (namespacePackages).
	namespaces map[string]bool
	builtins   map[string]Value
	consts     map[*ast.Constant]Value
	locals     map[ast.Node]map[string]bool
	decls      map[ast.Node]map[string]string
	// handling is the stack of exceptions being handled (a bare raise
	// re-raises the innermost).
	handling []*Error
	depth    int
	// targetDef is the target's definition: deal checks its @deal.pre
	// at each call.
	targetDef *ast.FunctionDef
	// patterns are the compiled patterns by source (re's cache) and
	// regexps their languages compiled (remod.go).
	patterns map[string]*Pattern
	regexps  map[string]compiledRe
}

// namespacePackages are the namespace packages (PEP 420) of doc: the
// packages of the dotted names its imports resolve to that no file of
// the document defines.
//
// Which file, package or portion a name is, CPython's path finder
// decides over sys.path, and pkg/load decides it the same way when it
// reads the program: in each directory, a regular package (NAME/ with
// __init__.py) or a module (NAME.py) is what the name is, and the first
// directory holding one wins; a directory NAME/ without __init__.py only
// counts as a portion of a namespace package, made of every such
// directory in sys.path's order, when no directory holds a package or a
// module of that name. The loader records an import it resolved to a
// file (Import.Path) and loads, with the file, every regular package
// above it: so a package above a resolved and loaded module that is not
// itself a module of the document is a namespace package, and its
// portions are merged by name (each submodule is the document's module
// of that dotted name). An import the loader did not resolve to a file
// is no evidence: the name may be a module CPython finds first, which
// makes the names below it unimportable, as here.
func namespacePackages(doc *ir.AST, infos map[string]*modInfo) map[string]bool {
	out := map[string]bool{}
	for i := range doc.Modules {
		for _, imp := range doc.Modules[i].Imports {
			info := infos[imp.Module]
			if imp.Path == "" || info == nil || info.ir.Path != imp.Path {
				continue
			}
			for j := strings.IndexByte(imp.Module, '.'); j >= 0; j = nextDot(imp.Module, j) {
				pkg := imp.Module[:j]
				if infos[pkg] == nil && !builtinModuleNames[pkg] {
					out[pkg] = true
				}
			}
		}
	}
	return out
}

// nextDot is the index of the first '.' in s after index i, or -1.
func nextDot(s string, i int) int {
	if k := strings.IndexByte(s[i+1:], '.'); k >= 0 {
		return i + 1 + k
	}
	return -1
}

type modInfo struct {
	ir      *ir.Module
	trusted bool
}

// Result is what a run returns.
type Result struct {
	Value Value // the target's return value (None when AsMain)
	Steps int64
}

// Run executes the program of cfg.
func Run(cfg Config) (res *Result, err error) {
	in := newInterp(cfg)
	defer func() {
		if r := recover(); r != nil {
			switch e := r.(type) {
			case *Error, *LimitError, *UnsupportedError, *TrustedError:
				err = e.(error)
			default:
				panic(r)
			}
		}
	}()
	v := in.run()
	return &Result{Value: v, Steps: in.steps}, nil
}

func newInterp(cfg Config) *Interp {
	if cfg.Target == "" {
		cfg.Target = "main"
	}
	if cfg.Stdout == nil {
		cfg.Stdout = io.Discard
	}
	in := &Interp{cfg: cfg, budget: cfg.StepBudget, mods: map[string]*Module{}, infos: map[string]*modInfo{},
		consts: map[*ast.Constant]Value{}, locals: map[ast.Node]map[string]bool{}, decls: map[ast.Node]map[string]string{}}
	if in.budget <= 0 {
		in.budget = DefaultStepBudget
	}
	for i := range cfg.Doc.Modules {
		m := &cfg.Doc.Modules[i]
		in.infos[m.Name] = &modInfo{ir: m, trusted: m.Role == ir.RoleTrusted}
	}
	in.namespaces = namespacePackages(cfg.Doc, in.infos)
	in.builtins = builtinTable()
	return in
}

func (in *Interp) entry() *ir.Module {
	for i := range in.cfg.Doc.Modules {
		if in.cfg.Doc.Modules[i].Role == ir.RoleEntry {
			return &in.cfg.Doc.Modules[i]
		}
	}
	return nil
}

func (in *Interp) run() Value {
	e := in.entry()
	if e == nil {
		panic(&UnsupportedError{Msg: "the document has no entry module"})
	}
	name := e.Name
	if in.cfg.AsMain {
		name = "__main__"
	}
	m := &Module{Name: name, Globals: map[string]Value{}, mod: &modInfo{ir: e}}
	in.mods[e.Name] = m
	if name == "__main__" {
		in.mods["__main__"] = m
	}
	for _, s := range e.Tree.Body {
		if d, ok := s.(*ast.FunctionDef); ok && d.Name == in.cfg.Target {
			in.targetDef = d
		}
	}
	in.execModule(m)
	if in.cfg.AsMain {
		return None
	}
	t, ok := m.Globals[in.cfg.Target]
	if !ok {
		panic(in.raise("AttributeError", diag.Span{File: e.Path}, "module %q has no attribute %q", e.Name, in.cfg.Target))
	}
	return in.call(t, in.cfg.Args, in.cfg.Kwargs, diag.Span{File: e.Path})
}

// checkTargetPre evaluates the target's @deal.pre validators on its
// arguments, as deal does when the target is called: the proof assumes
// them, so the program must not run when they fail (PreContractError).
func (in *Interp) checkTargetPre(f *Function, args []Value, kwargs []Keyword, span spanT) {
	def, ok := f.node.(*ast.FunctionDef)
	if !ok || in.cfg.Optimize {
		return
	}
	bound := &scope{vars: map[string]Value{}, locals: map[string]bool{}, mod: f.mod}
	in.bind(f, args, kwargs, bound, span)
	modScope := &scope{mod: f.mod}
	for _, d := range def.DecoratorList {
		c, ok := d.(*ast.Call)
		if !ok || len(c.Args) != 1 {
			continue
		}
		name := ""
		switch fn := c.Func.(type) {
		case *ast.Attribute:
			name = fn.Attr
		case *ast.Name:
			name = fn.Id
		}
		if name != "pre" {
			continue
		}
		lam, ok := c.Args[0].(*ast.Lambda)
		if !ok {
			panic(in.unsupported(c.Span(), "a @deal.pre validator that is not a lambda on the target"))
		}
		v := in.makeFunction("<lambda>", lam, lam.Args, nil, lam.Body, modScope)
		var r Value
		la := allArgs(lam.Args)
		if _, own := bound.vars["_"]; len(la) == 1 && la[0].Arg == "_" && !own {
			// deal's short form, @deal.pre(lambda _: _.x > 0): one
			// argument whose attributes are the target's arguments
			ns := &Record{Module: "deal", Class: "namespace"}
			for _, p := range allArgs(f.args) {
				if x, ok := bound.vars[p.Arg]; ok {
					ns.Names = append(ns.Names, p.Arg)
					ns.Vals = append(ns.Vals, x)
				}
			}
			r = in.call(v, nil, []Keyword{{Name: "_", Value: ns}}, c.Span())
		} else {
			// deal calls the validator with the call's own arguments,
			// not the target's defaults (run passes none: a validator
			// parameter without a default of its own is a TypeError)
			r = in.call(v, args, kwargs, c.Span())
		}
		// deal reads a str result as the failure's message
		if msg, isStr := r.(string); isStr {
			panic(&Error{Class: "PreContractError", Msg: msg, Span: c.Span()})
		}
		if !Truth(r) {
			panic(&Error{Class: "PreContractError", Msg: "the target's precondition does not hold for its arguments", Span: c.Span()})
		}
	}
}

// step counts one step of the budget.
func (in *Interp) step(span spanT) {
	in.steps++
	if in.steps > in.budget {
		panic(&LimitError{Span: span, Msg: fmt.Sprintf("step budget exhausted (%d steps)", in.budget)})
	}
}

func (in *Interp) raise(class string, span spanT, format string, args ...any) *Error {
	return &Error{Class: class, Msg: fmt.Sprintf(format, args...), Span: span}
}

func (in *Interp) limit(span spanT, format string, args ...any) *LimitError {
	return &LimitError{Span: span, Msg: fmt.Sprintf(format, args...)}
}

func (in *Interp) unsupported(span spanT, format string, args ...any) *UnsupportedError {
	return &UnsupportedError{Span: span, Msg: fmt.Sprintf(format, args...)}
}

// ---------------------------------------------------------------- modules

func (in *Interp) execModule(m *Module) {
	m.state = 1
	m.Globals["__name__"] = m.Name
	if m.mod.trusted {
		in.execTrustedModule(m)
		m.state = 2
		return
	}
	sc := &scope{mod: m}
	for _, s := range m.mod.ir.Tree.Body {
		if c := in.exec(s, sc); c.kind != ctlNone {
			panic(in.unsupported(s.Span(), "'%s' outside a function", c.kindName()))
		}
	}
	m.state = 2
}

// execTrustedModule binds the names of a trusted module: its functions
// are trusted (calls go to the worker), classes are opaque, constants are
// evaluated; nothing of its code runs here.
func (in *Interp) execTrustedModule(m *Module) {
	sc := &scope{mod: m}
	for _, s := range m.mod.ir.Tree.Body {
		switch s := s.(type) {
		case *ast.FunctionDef:
			m.Globals[s.Name] = &TrustedFunc{Module: m.mod.ir.Name, Name: s.Name, Def: s}
		case *ast.ClassDef:
			m.Globals[s.Name] = &Class{Name: s.Name, Module: m.mod.ir.Name}
		case *ast.Assign, *ast.AnnAssign, *ast.Import, *ast.ImportFrom:
			func() {
				defer func() {
					if r := recover(); r != nil {
						switch r.(type) {
						case *Error, *LimitError, *UnsupportedError:
						default:
							panic(r)
						}
					}
				}()
				if a, ok := s.(*ast.Assign); ok && !isInert(a.Value) {
					return
				}
				if a, ok := s.(*ast.AnnAssign); ok && (a.Value == nil || !isInert(a.Value)) {
					return
				}
				in.exec(s, sc)
			}()
		}
	}
}

// isInert reports whether e has no call (evaluating it has no effect).
func isInert(e ast.Expr) bool {
	inert := true
	ast.Inspect(e, func(n ast.Node) bool {
		switch n.(type) {
		case *ast.Call, *ast.Lambda, *ast.ListComp, *ast.GeneratorExp, *ast.DictComp, *ast.SetComp:
			inert = false
		}
		return inert
	})
	return inert
}

// builtinModuleNames are the modules clauz3 models itself
// (ir.ModelledModules): they are never files of the document. Their names
// are opaque values, refused when used, except those of re (remod.go)
// and math (mathmod.go).
var builtinModuleNames = func() map[string]bool {
	out := map[string]bool{}
	for name := range ir.ModelledModules {
		out[name] = true
	}
	return out
}()

// importModule imports a module by absolute dotted name (and its parent
// packages first), as CPython does: a module of the document, a module
// clauz3 models, or a namespace package (namespacePackages).
func (in *Interp) importModule(name string, span spanT) *Module {
	if m, ok := in.mods[name]; ok {
		if m.state == 1 && !m.Builtin && !m.mod.trusted {
			// A partially initialised module, as CPython hands it out.
			return m
		}
		return m
	}
	var parent *Module
	if i := strings.LastIndexByte(name, '.'); i >= 0 {
		parent = in.importModule(name[:i], span)
	}
	var m *Module
	if builtinModuleNames[name] {
		m = &Module{Name: name, Globals: map[string]Value{}, Builtin: true, state: 2}
		switch name {
		case "typing":
			m.Globals["TYPE_CHECKING"] = false
		case "re":
			m = reModule()
		case "math":
			m = mathModule()
		}
		in.mods[name] = m
	} else if in.infos[name] == nil && in.namespaces[name] {
		// A namespace package: no code, its submodules bound as they
		// are imported.
		m = &Module{Name: name, Globals: map[string]Value{"__name__": name}, Namespace: true, state: 2}
		in.mods[name] = m
	} else {
		info := in.infos[name]
		if info == nil {
			panic(in.raise("ModuleNotFoundError", span, "No module named %q", name))
		}
		m = &Module{Name: name, Globals: map[string]Value{}, mod: info}
		in.mods[name] = m
		in.execModule(m)
	}
	if parent != nil {
		parent.Globals[name[strings.LastIndexByte(name, '.')+1:]] = m
	}
	return m
}

// absModule resolves a possibly relative `from` import in module m.
func (in *Interp) absModule(m *Module, s *ast.ImportFrom) string {
	if s.Level == 0 {
		return s.Module
	}
	pkg := m.mod.ir.Name
	if path.Base(m.mod.ir.Path) != "__init__.py" {
		if i := strings.LastIndexByte(pkg, '.'); i >= 0 {
			pkg = pkg[:i]
		} else {
			pkg = ""
		}
	}
	parts := []string{}
	if pkg != "" {
		parts = strings.Split(pkg, ".")
	}
	up := s.Level - 1
	if up > len(parts) {
		panic(in.raise("ImportError", s.Span(), "attempted relative import beyond top-level package"))
	}
	parts = parts[:len(parts)-up]
	if s.Module != "" {
		parts = append(parts, s.Module)
	}
	return strings.Join(parts, ".")
}

func (in *Interp) moduleAttr(m *Module, name string, span spanT) Value {
	if v, ok := m.Globals[name]; ok {
		return v
	}
	if m.Builtin {
		return &Opaque{Name: m.Name + "." + name}
	}
	panic(in.raise("AttributeError", span, "module '%s' has no attribute '%s'", m.Name, name))
}

// ---------------------------------------------------------------- scopes

// scope is the variables of one function call (or comprehension); a nil
// locals map means module level.
type scope struct {
	vars   map[string]Value
	locals map[string]bool
	decl   map[string]string // names declared "global" or "nonlocal" in the function
	parent *scope            // enclosing function scope (closures), nil at module level
	mod    *Module
}

func (s *scope) isModule() bool { return s.locals == nil }

func (in *Interp) lookup(sc *scope, name string, span spanT) Value {
	for s := sc; s != nil && !s.isModule(); s = s.parent {
		if s.decl[name] == "global" {
			break
		}
		if s.locals[name] {
			if v, ok := s.vars[name]; ok {
				return v
			}
			if s == sc {
				panic(in.raise("UnboundLocalError", span, "cannot access local variable '%s' where it is not associated with a value", name))
			}
			panic(in.raise("NameError", span, "cannot access free variable '%s' where it is not associated with a value in enclosing scope", name))
		}
	}
	if v, ok := sc.mod.Globals[name]; ok {
		return v
	}
	if v, ok := in.builtins[name]; ok {
		return v
	}
	if cpythonBuiltins[name] {
		panic(in.unsupported(span, "the built-in %s", name))
	}
	panic(in.raise("NameError", span, "name '%s' is not defined", name))
}

func (in *Interp) store(sc *scope, name string, v Value) {
	switch {
	case sc.isModule() || sc.decl[name] == "global":
		sc.mod.Globals[name] = v
		return
	case sc.decl[name] == "nonlocal":
		for p := sc.parent; p != nil; p = p.parent {
			if p.locals[name] {
				p.vars[name] = v
				return
			}
		}
	}
	sc.vars[name] = v
}

// unbind is `del name`.
func (in *Interp) unbind(sc *scope, name string, span spanT) {
	switch {
	case sc.isModule() || sc.decl[name] == "global":
		if _, ok := sc.mod.Globals[name]; !ok {
			panic(in.raise("NameError", span, "name '%s' is not defined", name))
		}
		delete(sc.mod.Globals, name)
		return
	case sc.decl[name] == "nonlocal":
		for p := sc.parent; p != nil; p = p.parent {
			if p.locals[name] {
				if _, ok := p.vars[name]; !ok {
					panic(in.raise("NameError", span, "cannot access free variable '%s' where it is not associated with a value in enclosing scope", name))
				}
				delete(p.vars, name)
				return
			}
		}
	}
	if _, ok := sc.vars[name]; !ok {
		panic(in.raise("UnboundLocalError", span, "cannot access local variable '%s' where it is not associated with a value", name))
	}
	delete(sc.vars, name)
}

// declared returns the names a function body declares global or
// nonlocal (not those of nested functions).
func (in *Interp) declared(key ast.Node, body []ast.Stmt) map[string]string {
	if d, ok := in.decls[key]; ok {
		return d
	}
	d := map[string]string{}
	for _, s := range body {
		ast.Inspect(s, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.FunctionDef, *ast.AsyncFunctionDef, *ast.ClassDef, *ast.Lambda:
				return false
			case *ast.Global:
				for _, name := range n.Names {
					d[name] = "global"
				}
			case *ast.Nonlocal:
				for _, name := range n.Names {
					d[name] = "nonlocal"
				}
			}
			return true
		})
	}
	in.decls[key] = d
	return d
}

// localNames is the set of names a function body binds (its locals), as
// CPython's symbol table computes them.
func (in *Interp) localNames(key ast.Node, args *ast.Arguments, body []ast.Stmt) map[string]bool {
	if l, ok := in.locals[key]; ok {
		return l
	}
	l := map[string]bool{}
	if args != nil {
		for _, a := range allArgs(args) {
			l[a.Arg] = true
		}
	}
	var target func(e ast.Expr)
	target = func(e ast.Expr) {
		switch t := e.(type) {
		case *ast.Name:
			l[t.Id] = true
		case *ast.Tuple:
			for _, x := range t.Elts {
				target(x)
			}
		case *ast.List:
			for _, x := range t.Elts {
				target(x)
			}
		case *ast.Starred:
			target(t.Value)
		}
	}
	var visit func(n ast.Node) bool
	visit = func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.FunctionDef:
			l[n.Name] = true
			return false
		case *ast.AsyncFunctionDef:
			l[n.Name] = true
			return false
		case *ast.ClassDef:
			l[n.Name] = true
			return false
		case *ast.Lambda:
			return false
		case *ast.ListComp, *ast.SetComp, *ast.DictComp, *ast.GeneratorExp:
			// their targets are their own; a walrus inside binds here
			ast.Inspect(n, func(m ast.Node) bool {
				if w, ok := m.(*ast.NamedExpr); ok {
					target(w.Target)
				}
				_, isLambda := m.(*ast.Lambda)
				return !isLambda
			})
			return false
		case *ast.Assign:
			for _, t := range n.Targets {
				target(t)
			}
		case *ast.AugAssign:
			target(n.Target)
		case *ast.AnnAssign:
			target(n.Target)
		case *ast.For:
			target(n.Target)
		case *ast.NamedExpr:
			target(n.Target)
		case *ast.Import:
			for _, a := range n.Names {
				l[aliasName(a)] = true
			}
		case *ast.ImportFrom:
			for _, a := range n.Names {
				if a.Asname != "" {
					l[a.Asname] = true
				} else {
					l[a.Name] = true
				}
			}
		case *ast.With:
			for _, it := range n.Items {
				if it.OptionalVars != nil {
					target(it.OptionalVars)
				}
			}
		case *ast.ExceptHandler:
			if n.Name != "" {
				l[n.Name] = true
			}
		case *ast.Delete:
			for _, t := range n.Targets {
				target(t)
			}
		case *ast.MatchAs:
			if n.Name != "" {
				l[n.Name] = true
			}
		case *ast.MatchStar:
			if n.Name != "" {
				l[n.Name] = true
			}
		case *ast.MatchMapping:
			if n.Rest != "" {
				l[n.Rest] = true
			}
		}
		return true
	}
	for _, s := range body {
		ast.Inspect(s, visit)
	}
	for name := range in.declared(key, body) {
		delete(l, name)
	}
	in.locals[key] = l
	return l
}

func aliasName(a *ast.Alias) string {
	if a.Asname != "" {
		return a.Asname
	}
	return strings.SplitN(a.Name, ".", 2)[0]
}

func allArgs(a *ast.Arguments) []*ast.Arg {
	var out []*ast.Arg
	out = append(out, a.Posonlyargs...)
	out = append(out, a.Args...)
	if a.Vararg != nil {
		out = append(out, a.Vararg)
	}
	out = append(out, a.Kwonlyargs...)
	if a.Kwarg != nil {
		out = append(out, a.Kwarg)
	}
	return out
}

// cpythonBuiltins are the names of CPython 3.11's builtins module: one
// the interpreter does not implement is not a NameError (CPython has it)
// but a construct it does not run.
var cpythonBuiltins = map[string]bool{
	"ArithmeticError": true, "AssertionError": true, "AttributeError": true, "BaseException": true,
	"BaseExceptionGroup": true, "BlockingIOError": true, "BrokenPipeError": true, "BufferError": true,
	"BytesWarning": true, "ChildProcessError": true, "ConnectionAbortedError": true, "ConnectionError": true,
	"ConnectionRefusedError": true, "ConnectionResetError": true, "DeprecationWarning": true, "EOFError": true,
	"Ellipsis": true, "EncodingWarning": true, "EnvironmentError": true, "Exception": true,
	"ExceptionGroup": true, "FileExistsError": true, "FileNotFoundError": true, "FloatingPointError": true,
	"FutureWarning": true, "GeneratorExit": true, "IOError": true, "ImportError": true, "ImportWarning": true,
	"IndentationError": true, "IndexError": true, "InterruptedError": true, "IsADirectoryError": true,
	"KeyError": true, "KeyboardInterrupt": true, "LookupError": true, "MemoryError": true,
	"ModuleNotFoundError": true, "NameError": true, "NotADirectoryError": true, "NotImplemented": true,
	"NotImplementedError": true, "OSError": true, "OverflowError": true, "PendingDeprecationWarning": true,
	"PermissionError": true, "ProcessLookupError": true, "RecursionError": true, "ReferenceError": true,
	"ResourceWarning": true, "RuntimeError": true, "RuntimeWarning": true, "StopAsyncIteration": true,
	"StopIteration": true, "SyntaxError": true, "SyntaxWarning": true, "SystemError": true, "SystemExit": true,
	"TabError": true, "TimeoutError": true, "TypeError": true, "UnboundLocalError": true,
	"UnicodeDecodeError": true, "UnicodeEncodeError": true, "UnicodeError": true, "UnicodeTranslateError": true,
	"UnicodeWarning": true, "UserWarning": true, "ValueError": true, "Warning": true, "ZeroDivisionError": true,
	"abs": true, "aiter": true, "all": true, "anext": true, "any": true, "ascii": true, "bin": true,
	"bool": true, "breakpoint": true, "bytearray": true, "bytes": true, "callable": true, "chr": true,
	"classmethod": true, "compile": true, "complex": true, "copyright": true, "credits": true, "delattr": true,
	"dict": true, "dir": true, "divmod": true, "enumerate": true, "eval": true, "exec": true, "exit": true,
	"filter": true, "float": true, "format": true, "frozenset": true, "getattr": true, "globals": true,
	"hasattr": true, "hash": true, "help": true, "hex": true, "id": true, "input": true, "int": true,
	"isinstance": true, "issubclass": true, "iter": true, "len": true, "license": true, "list": true,
	"locals": true, "map": true, "max": true, "memoryview": true, "min": true, "next": true, "object": true,
	"oct": true, "open": true, "ord": true, "pow": true, "print": true, "property": true, "quit": true,
	"range": true, "repr": true, "reversed": true, "round": true, "set": true, "setattr": true, "slice": true,
	"sorted": true, "staticmethod": true, "str": true, "sum": true, "super": true, "tuple": true, "type": true,
	"vars": true, "zip": true,
}
