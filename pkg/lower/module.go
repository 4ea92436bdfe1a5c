package lower

import (
	"fmt"
	"path"
	"strings"

	"clauz3/pkg/diag"
	"clauz3/pkg/ir"
	"clauz3/pkg/python/ast"
)

// builtinModules are the modules clauz3 models (one table with load's).
var builtinModules = ir.ModelledModules

// pureBuiltins are the built-in functions lowering models.
var pureBuiltins = map[string]bool{
	"len": true, "print": true, "range": true, "str": true, "int": true, "bool": true,
	"abs": true, "min": true, "max": true, "float": true, "sum": true, "any": true,
	"all": true, "list": true, "tuple": true, "enumerate": true, "zip": true, "reversed": true,
	"isinstance": true, "dict": true, "object": true, "divmod": true, "pow": true, "round": true,
}

// builtinExceptions are the exception classes a program may raise by name.
func isBuiltinException(name string) bool {
	_, ok := excParents[name]
	return ok || name == "BaseException"
}

// execModule runs a module's top level once (imports, definitions and
// constant assignments), filling its globals.
func (l *lowerer) execModule(m *module) {
	if m.state != 0 {
		return
	}
	m.state = 1
	// A module's top level runs once, whenever it is first imported: not
	// in an iteration of the loop over rows the import may sit in (its
	// globals and defaults outlive every iteration).
	loops, summarizing := l.loops, l.summarizing
	l.loops, l.summarizing = nil, 0
	defer func() { l.loops, l.summarizing = loops, summarizing }()
	f := &frame{l: l, mod: m, reach: tTrue, mode: modeModule, lenient: m.trusted}
	for i, s := range m.ir.Tree.Body {
		l.moduleStmt(f, s, i == 0)
	}
	m.reach = f.reach // False: importing the module raises
	if l.opts.AnyCaller {
		l.freeRebound(m)
	}
	m.state = 2
}

// setGlobal binds a module global; a name bound twice at module level is
// unsupported in untrusted code (decorators and functions would see
// different values at definition and at call time).
func (f *frame) setGlobal(name string, v Value, span diag.Span) {
	m := f.mod
	if _, dup := m.bound[name]; dup && !m.trusted {
		f.l.unsupported("unsupported-global-rebinding", span, "module global %q is bound more than once", name)
		v = &poisonV{code: "unsupported-global-rebinding", msg: fmt.Sprintf("module global %q is bound more than once", name), reported: true}
	}
	if _, dup := m.bound[name]; !dup {
		m.bound[name] = span
	}
	m.globals[name] = v
}

func (l *lowerer) moduleStmt(f *frame, s ast.Stmt, first bool) {
	m := f.mod
	bad := func(what string) {
		if !m.trusted {
			l.unsupported("unsupported-module-statement", s.Span(), "%s at module level is not supported (module level may hold imports, definitions and constant assignments)", what)
			l.topTaint = true // not run: the state after it is not known
		}
	}
	switch s := s.(type) {
	case *ast.ExprStmt:
		if _, ok := s.Value.(*ast.Constant); ok {
			return // docstring or a bare constant
		}
		bad("an expression statement")
	case *ast.Pass:
	case *ast.Import, *ast.ImportFrom:
		f.execImport(s)
	case *ast.FunctionDef:
		f.defineFunction(s)
	case *ast.AsyncFunctionDef:
		if !m.trusted {
			f.setGlobal(s.Name, quietPoison("unsupported-async", s.Span(), "async function %s is not supported", s.Name), s.Span())
		}
	case *ast.ClassDef:
		f.defineClass(s)
	case *ast.Assign:
		v := f.eval(s.Value)
		for _, t := range s.Targets {
			f.assign(t, v)
		}
	case *ast.AnnAssign:
		if !m.trusted && !isStaticType(s.Annotation) {
			l.unsupported("unsupported-annotation", s.Annotation.Span(), "an annotation that is not a type expression is not supported (CPython evaluates it at module level)")
		}
		if s.Value != nil {
			v := f.eval(s.Value)
			f.assign(s.Target, v)
		}
		if !m.trusted && !futureAnnotations(m) && isStaticType(s.Annotation) {
			f.resolveAnnotation(s.Annotation) // after the value, as CPython
		}
	case *ast.If:
		if isMainGuard(s) && !m.trusted {
			f.checkMainBlock(s)
			return
		}
		bad("an if statement")
	default:
		bad(stmtName(s))
	}
}

// isMainGuard recognises `if __name__ == "__main__":`.
func isMainGuard(s *ast.If) bool {
	c, ok := s.Test.(*ast.Compare)
	if !ok || len(c.Ops) != 1 || c.Ops[0] != ast.Eq {
		return false
	}
	n, ok := c.Left.(*ast.Name)
	if !ok || n.Id != "__name__" {
		return false
	}
	k, ok := c.Comparators[0].(*ast.Constant)
	return ok && k.Value.Kind == ast.ConstStr && k.Value.Str == "__main__"
}

// checkMainBlock accepts a __main__ block that only calls the target with
// constant arguments (the proof covers every input).
func (f *frame) checkMainBlock(s *ast.If) {
	ok := len(s.Orelse) == 0
	for _, st := range s.Body {
		es, isExpr := st.(*ast.ExprStmt)
		if !isExpr {
			ok = false
			break
		}
		c, isCall := es.Value.(*ast.Call)
		if !isCall {
			ok = false
			break
		}
		if n, isName := c.Func.(*ast.Name); !isName || n.Id != f.l.out.Target {
			ok = false
			break
		}
		for _, a := range c.Args {
			if !isConstExpr(a) {
				ok = false
			}
		}
		for _, k := range c.Keywords {
			if k.Arg == "" || !isConstExpr(k.Value) {
				ok = false
			}
		}
	}
	if !ok {
		f.l.unsupported("unsupported-main-block", s.Span(), "the __main__ block may only call %s with constant arguments", f.l.out.Target)
		return
	}
	if !f.mod.entry {
		return // runs only when its module is the script
	}
	switch len(s.Body) {
	case 0:
	case 1:
		f.l.mainCall = s.Body[0].(*ast.ExprStmt).Value.(*ast.Call)
	default:
		f.l.unsupported("unsupported-main-block", s.Span(), "the __main__ block calls %s %d times: the effects of the runs add up, which is not modelled", f.l.out.Target, len(s.Body))
	}
}

// checkMainCall checks the one call of the target in the entry's __main__
// block, which runs when the file is executed: its arguments must have
// the annotated types (the proof assumed them) and satisfy the target's
// preconditions (the proof assumed those too). The effects of that run
// are then among those the proof covers.
func (g *frame) checkMainCall(fv *funcV, c *ast.Call) {
	l := g.l
	if c.Span().Line < fv.def.Span().Line {
		l.unsupported("unsupported-main-block", c.Span(), "%s is called before it is defined (CPython raises NameError)", fv.def.Name)
		return
	}
	mf := &frame{l: l, mod: fv.mod, reach: tTrue, mode: modeModule}
	var args []Value
	for _, a := range c.Args {
		args = append(args, mf.eval(a))
	}
	var kws []kwArg
	for _, k := range c.Keywords {
		kws = append(kws, kwArg{name: k.Arg, v: mf.eval(k.Value), span: k.Span()})
	}
	bound, order, errMsg, unsup := bindArgs(fv.def.Args, fv.defaults, fv.kwDefaults, args, kws, fv.def.Name)
	if unsup != "" || errMsg != "" {
		l.unsupported("unsupported-main-block", c.Span(), "the __main__ block's call of %s does not bind: %s%s", fv.def.Name, unsup, errMsg)
		return
	}
	sh := shapeOf(fv.def.Args, len(args), kws)
	sig := l.entry.sigs[fv.def.Name]
	for _, p := range order {
		typ := ""
		if sig != nil {
			for _, sp := range sig.Params {
				if sp.Name == p && sp.Type != nil {
					typ = sp.Type.Name
				}
			}
		}
		if v := bound[p]; v.typeName() != typ {
			l.unsupported("unsupported-main-block", c.Span(), "the __main__ block passes a %s as %s, annotated %s: the proof assumed a %s", v.typeName(), p, typ, typ)
			return
		}
	}
	for _, dc := range fv.decos {
		if dc.kind == "docpre" && l.opts.DocPreconditions {
			if t, ok := g.docPrecondition(dc, fv.mod, bound); ok {
				l.oblige(ir.KindPrecondition, ir.CodeMainPrecondition, c.Span(), t,
					"the __main__ block calls %s with arguments satisfying %s (its docstring)", fv.def.Name, l.sourceText(dc.at))
			}
		}
		if dc.kind != "pre" {
			continue
		}
		for _, arg := range dc.call.Args {
			t, ok := g.validator(arg, nil, fv.mod, bound, nil, "pre", sh)
			if !ok {
				continue
			}
			l.oblige(ir.KindPrecondition, ir.CodeMainPrecondition, c.Span(), t,
				"the __main__ block calls %s with arguments satisfying %s", fv.def.Name, lambdaText(l, arg))
		}
	}
}

func isConstExpr(e ast.Expr) bool {
	switch e := e.(type) {
	case *ast.Constant:
		return true
	case *ast.UnaryOp:
		return isConstExpr(e.Operand)
	case *ast.List:
		for _, x := range e.Elts {
			if !isConstExpr(x) {
				return false
			}
		}
		return true
	case *ast.Tuple:
		for _, x := range e.Elts {
			if !isConstExpr(x) {
				return false
			}
		}
		return true
	}
	return false
}

// stmtName names a statement class for messages.
func stmtName(s ast.Stmt) string {
	switch s.(type) {
	case *ast.While:
		return "a while loop"
	case *ast.For, *ast.AsyncFor:
		return "a for loop"
	case *ast.Try, *ast.TryStar:
		return "a try statement"
	case *ast.With, *ast.AsyncWith:
		return "a with statement"
	case *ast.Match:
		return "a match statement"
	case *ast.Delete:
		return "a del statement"
	case *ast.AugAssign:
		return "an augmented assignment"
	case *ast.Global:
		return "a global statement"
	case *ast.Nonlocal:
		return "a nonlocal statement"
	case *ast.Raise:
		return "a raise statement"
	case *ast.Assert:
		return "an assert statement"
	case *ast.Return:
		return "a return statement"
	case *ast.TypeAlias:
		return "a type alias"
	case *ast.Break:
		return "break"
	case *ast.Continue:
		return "continue"
	}
	return fmt.Sprintf("%T", s)
}

// ---------------------------------------------------------------------------
// Imports.

// execImport binds the names of an import statement in the current scope.
// When importing a module raised at its top level, the path ends here.
func (f *frame) execImport(s ast.Stmt) {
	defer func() {
		var names []string
		switch s := s.(type) {
		case *ast.Import:
			for _, a := range s.Names {
				names = append(names, a.Name)
			}
		case *ast.ImportFrom:
			if base, ok := f.absModule(s); ok && s.Level == 0 || ok && !f.mod.entry {
				names = append(names, base)
				for _, a := range s.Names {
					names = append(names, base+"."+a.Name)
				}
			}
		}
		for _, n := range names {
			parts := strings.Split(n, ".")
			for i := 1; i <= len(parts); i++ {
				if m := f.l.mods[strings.Join(parts[:i], ".")]; m != nil && m.state == 2 && m.reach != nil {
					f.restrict(m.reach)
				}
			}
		}
	}()
	switch s := s.(type) {
	case *ast.Import:
		for _, a := range s.Names {
			mv := f.l.importModule(a.Name)
			if mv == nil {
				f.bindName(importName(a), f.unmodelledImport(a.Name, a.Span(), "module %s is not under an import root and is not modelled by clauz3", a.Name), a.Span())
				continue
			}
			if a.Asname != "" {
				f.bindName(a.Asname, mv, a.Span())
				continue
			}
			top := strings.SplitN(a.Name, ".", 2)[0]
			tv := f.l.importModule(top)
			if tv == nil {
				// A package without its __init__ in the document (a namespace
				// package, or not loaded): only the dotted path is usable.
				tv = &moduleV{name: top}
			}
			f.bindName(top, tv, a.Span())
		}
	case *ast.ImportFrom:
		if s.Level > 0 && f.mod.entry {
			// The entry runs as the script __main__, which has no package.
			f.raise("ImportError", s.Span(), "attempted relative import with no known parent package (the entry runs as a script)")
			return
		}
		base, ok := f.absModule(s)
		if !ok {
			f.poisonOrQuiet("unsupported-import", s.Span(), "relative import beyond the top-level package")
			return
		}
		for _, a := range s.Names {
			local := a.Name
			if a.Asname != "" {
				local = a.Asname
			}
			if a.Name == "*" {
				f.poisonOrQuiet("unsupported-import-star", a.Span(), "from %s import * is not supported", base)
				continue
			}
			v := f.l.importFrom(base, a.Name)
			if v == nil {
				v = f.unmodelledImport(base, a.Span(), "cannot resolve %s.%s (not under an import root and not modelled by clauz3)", base, a.Name)
			}
			f.bindName(local, v, a.Span())
		}
	}
}

// quietStdlib are standard modules whose import does nothing a program
// can observe but bind names (no output, no files, no network): an
// import of one that clauz3 does not model is refused where a name it
// binds is used, not at the import, so that a program that imports
// random but never calls it is still proved.
var quietStdlib = map[string]bool{
	"abc": true, "base64": true, "bisect": true, "calendar": true, "collections": true, "contextlib": true,
	"copy": true, "csv": true, "dataclasses": true, "datetime": true, "decimal": true, "difflib": true,
	"enum": true, "fnmatch": true, "fractions": true, "functools": true, "hashlib": true, "heapq": true,
	"html": true, "io": true, "ipaddress": true, "itertools": true, "json": true, "logging": true,
	"numbers": true, "operator": true, "os": true, "pathlib": true, "pprint": true, "random": true,
	"secrets": true, "shlex": true, "statistics": true, "string": true, "struct": true, "sys": true,
	"textwrap": true, "time": true, "unicodedata": true, "urllib": true, "uuid": true, "zlib": true,
}

// unmodelledImport is the value of a name an import of module binds when
// clauz3 neither models it nor finds it under an import root: refused at
// once, unless the module is one of quietStdlib (or the code trusted),
// which is refused where it is used.
func (f *frame) unmodelledImport(module string, span diag.Span, format string, args ...any) Value {
	if quietStdlib[strings.SplitN(module, ".", 2)[0]] {
		// (reported at the use: the import did nothing)
		return quietPoison("unsupported-import", diag.Span{}, format+" (imported at line %d)", append(args, span.Line)...)
	}
	return f.poisonOrQuiet("unsupported-import", span, format, args...)
}

func importName(a *ast.Alias) string {
	if a.Asname != "" {
		return a.Asname
	}
	return strings.SplitN(a.Name, ".", 2)[0]
}

// poisonOrQuiet reports now in untrusted code and stays quiet (until use)
// in trusted code.
func (f *frame) poisonOrQuiet(code string, span diag.Span, format string, args ...any) Value {
	if f.lenient {
		return quietPoison(code, span, format, args...)
	}
	return f.poison(code, span, format, args...)
}

// absModule resolves the module of a from-import, relative ones included.
func (f *frame) absModule(s *ast.ImportFrom) (string, bool) {
	if s.Level == 0 {
		return s.Module, true
	}
	parts := strings.Split(f.mod.name, ".")
	if path.Base(f.mod.ir.Path) != "__init__.py" {
		parts = parts[:len(parts)-1]
	}
	up := s.Level - 1
	if up > len(parts) {
		return "", false
	}
	parts = parts[:len(parts)-up]
	if s.Module != "" {
		parts = append(parts, s.Module)
	}
	return strings.Join(parts, "."), len(parts) > 0
}

// bindName binds a name in the current scope (module globals or locals).
func (f *frame) bindName(name string, v Value, span diag.Span) {
	if f.isModule() {
		f.setGlobal(name, v, span)
		return
	}
	f.locals[name] = binding{v: v, bound: tTrue}
}

// importModule returns the module value of a dotted name, executing the
// module's top level on first import; nil when it cannot be found.
func (l *lowerer) importModule(name string) *moduleV {
	if _, ok := builtinModules[name]; ok {
		return &moduleV{name: name}
	}
	m := l.mods[name]
	if m == nil {
		return nil
	}
	// CPython imports every parent package first (running its __init__).
	parts := strings.Split(name, ".")
	for i := 1; i < len(parts); i++ {
		if pm := l.mods[strings.Join(parts[:i], ".")]; pm != nil {
			l.execModule(pm)
		}
	}
	l.execModule(m)
	return &moduleV{name: name, mod: m}
}

// importFrom resolves `from base import name`: an attribute of the module
// or a submodule.
func (l *lowerer) importFrom(base, name string) Value {
	if names, ok := builtinModules[base]; ok {
		if names["*"] || names[name] {
			return l.builtinMember(base, name)
		}
		return quietPoison("unsupported-builtin-module", diag.Span{}, "%s.%s is not modelled", base, name)
	}
	if mv := l.importModule(base); mv != nil && mv.mod != nil {
		if v, ok := mv.mod.globals[name]; ok {
			return l.shadowedBySubmodule(base, name, v)
		}
	}
	if mv := l.importModule(base + "." + name); mv != nil {
		return mv
	}
	return nil
}

// builtinMember is the value of name in a modelled module.
func (l *lowerer) builtinMember(mod, name string) Value {
	q := mod + "." + name
	if _, isModule := builtinModules[q]; isModule {
		return &moduleV{name: q}
	}
	if q == "typing.TYPE_CHECKING" {
		return boolV{tFalse} // True only for static type checkers
	}
	if mod == "math" {
		if v, ok := l.mathConstant(name); ok {
			return v
		}
	}
	return &builtinV{name: q}
}

// moduleAttr is the attribute name of module value mv (nil: AttributeError).
func (l *lowerer) moduleAttr(mv *moduleV, name string) Value {
	if names, ok := builtinModules[mv.name]; ok {
		if names["*"] || names[name] {
			return l.builtinMember(mv.name, name)
		}
		return quietPoison("unsupported-builtin-module", diag.Span{}, "%s.%s is not modelled", mv.name, name)
	}
	if mv.mod != nil {
		l.execModule(mv.mod)
		if mv.mod.state == 1 {
			return quietPoison("unsupported-circular-import", diag.Span{}, "module %s is used while it is being imported", mv.name)
		}
		if v, ok := mv.mod.globals[name]; ok {
			return l.shadowedBySubmodule(mv.name, name, v)
		}
	}
	if sub := l.importModule(mv.name + "." + name); sub != nil {
		return sub
	}
	return nil
}

// shadowedBySubmodule is the value v of name in package pkg, unless the
// program also imports the submodule pkg.name: importing it sets the
// package's attribute name to the module, so which one a use sees
// depends on the order of the imports at run time.
func (l *lowerer) shadowedBySubmodule(pkg, name string, v Value) Value {
	if sub := l.mods[pkg+"."+name]; sub != nil && !sub.trusted {
		if _, isModule := v.(*moduleV); !isModule {
			return quietPoison("unsupported-import", diag.Span{}, "%s.%s is both a name in package %s and its submodule, which replaces the name once it is imported", pkg, name, pkg)
		}
	}
	return v
}
