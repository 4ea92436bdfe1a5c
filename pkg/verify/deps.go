package verify

import (
	"fmt"
	"sort"
	"strings"

	"clauz3/pkg/diag"
	"clauz3/pkg/ir"
	"clauz3/pkg/python/ast"
)

// program indexes the modules of one loaded ast document: what each
// binds at module level and which modules its imports resolve to. It
// answers what a function depends on, for the certificate's hashes and
// the cache key.
type program struct {
	doc     *ir.AST
	modules []*module          // in load order
	byPath  map[string]*module // by ir.Module.Path
}

// module is one loaded module.
type module struct {
	ir  *ir.Module
	src *source
	// defs are the top-level function and class definitions by name (a
	// name defined twice has both).
	defs map[string][]ast.Stmt
	// binders are the other top-level statements by the names they bind
	// (assignments, imports, and compound statements binding a name
	// anywhere inside).
	binders map[string][]ast.Stmt
	imports []*module // the loaded modules its import statements resolve to
	// context is the module-level code other than the top-level
	// definitions, with the line of each statement: what runs when the
	// module is imported besides binding the definitions.
	context string
}

func newProgram(doc *ir.AST) (*program, error) {
	p := &program{doc: doc, byPath: map[string]*module{}}
	texts := map[string]string{}
	for _, s := range doc.Sources {
		texts[s.Path] = s.Text
	}
	for i := range doc.Modules {
		m := &doc.Modules[i]
		text, ok := texts[m.Path]
		if !ok || m.Tree == nil {
			return nil, diag.ICE("verify: module %s has no source text or tree", m.Path)
		}
		mod := &module{ir: m, src: newSource(m.Path, text), defs: map[string][]ast.Stmt{}, binders: map[string][]ast.Stmt{}}
		var ctx strings.Builder
		for _, s := range m.Tree.Body {
			switch d := s.(type) {
			case *ast.FunctionDef:
				mod.defs[d.Name] = append(mod.defs[d.Name], s)
			case *ast.AsyncFunctionDef:
				mod.defs[d.Name] = append(mod.defs[d.Name], s)
			case *ast.ClassDef:
				mod.defs[d.Name] = append(mod.defs[d.Name], s)
			default:
				for _, name := range boundNames(s) {
					mod.binders[name] = append(mod.binders[name], s)
				}
				sp := s.Span()
				fmt.Fprintf(&ctx, "@%d:%d\n%s", sp.Line, sp.Col, mod.src.lines(sp))
			}
		}
		mod.context = ctx.String()
		p.modules = append(p.modules, mod)
		p.byPath[m.Path] = mod
	}
	for _, mod := range p.modules {
		seen := map[*module]bool{}
		for _, imp := range mod.ir.Imports {
			if t := p.byPath[imp.Path]; t != nil && imp.Path != "" && !seen[t] && t != mod {
				seen[t] = true
				mod.imports = append(mod.imports, t)
			}
		}
	}
	return p, nil
}

// entry is the entry module.
func (p *program) entry() *module { return p.byPath[p.doc.Entry] }

// boundNames are the names a module-level statement binds anywhere in it
// (outside nested function and class bodies, whose own names it binds).
func boundNames(s ast.Stmt) []string {
	var out []string
	ast.Inspect(s, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.Name:
			if n.Ctx == ast.Store || n.Ctx == ast.Del {
				out = append(out, n.Id)
			}
		case *ast.Import:
			for _, a := range n.Names {
				if a.Asname != "" {
					out = append(out, a.Asname)
				} else {
					out = append(out, strings.SplitN(a.Name, ".", 2)[0])
				}
			}
		case *ast.ImportFrom:
			for _, a := range n.Names {
				if a.Asname != "" {
					out = append(out, a.Asname)
				} else {
					out = append(out, a.Name)
				}
			}
		case *ast.FunctionDef:
			out = append(out, n.Name)
			return false
		case *ast.AsyncFunctionDef:
			out = append(out, n.Name)
			return false
		case *ast.ClassDef:
			out = append(out, n.Name)
			return false
		case *ast.ExceptHandler:
			if n.Name != "" {
				out = append(out, n.Name)
			}
		case *ast.Global:
			out = append(out, n.Names...)
		}
		return true
	})
	return out
}

// identifiers are every name a node mentions: names, attribute names,
// names in global statements and imports. A reference to a definition of
// another module goes through one of them (m.f, from m import f as g:
// the "f"), so looking each up in the modules a module imports finds
// every definition a function can reach, and maybe more.
func identifiers(n ast.Node) []string {
	var out []string
	ast.Inspect(n, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.Name:
			out = append(out, n.Id)
		case *ast.Attribute:
			out = append(out, n.Attr)
		case *ast.Global:
			out = append(out, n.Names...)
		case *ast.Nonlocal:
			out = append(out, n.Names...)
		case *ast.Import:
			for _, a := range n.Names {
				out = append(out, strings.Split(a.Name, ".")...)
			}
		case *ast.ImportFrom:
			for _, a := range n.Names {
				out = append(out, a.Name)
			}
		}
		return true
	})
	return out
}

// A Dependency is a definition a function reaches: a function or class of
// its own module or of a module it imports, directly or through another
// dependency.
type Dependency struct {
	Name   string `json:"name"` // module.name
	Kind   string `json:"kind"` // "function" or "class"
	File   string `json:"file"`
	Line   int    `json:"line"`
	SHA256 string `json:"sha256"` // of the definition's source text, decorators included
}

// reach computes what the function f of the entry module depends on: the
// definitions it reaches (sorted by name, then file and line) and the
// text that identifies them all (with their places and the module-level
// code of every loaded module), whose hash is the certificate's
// dependencies hash.
func (p *program) reach(f *function) ([]Dependency, string) {
	entry := p.entry()
	type key struct {
		m    *module
		name string
	}
	seenName := map[key]bool{}
	seenStmt := map[ast.Stmt]bool{}
	var deps []Dependency
	type work struct {
		m   *module
		ids []string
	}
	queue := []work{{entry, identifiers(f.def)}}
	if f.class != nil {
		// A static method runs with its class: the class is a dependency.
		queue = append(queue, work{entry, []string{f.class.Name}})
	}
	addDef := func(m *module, s ast.Stmt) {
		if seenStmt[s] {
			return
		}
		seenStmt[s] = true
		var name, kind string
		var sp diag.Span
		switch d := s.(type) {
		case *ast.FunctionDef:
			name, kind, sp = d.Name, "function", defSpan(d.Span(), d.DecoratorList)
		case *ast.AsyncFunctionDef:
			name, kind, sp = d.Name, "function", defSpan(d.Span(), d.DecoratorList)
		case *ast.ClassDef:
			name, kind, sp = d.Name, "class", defSpan(d.Span(), d.DecoratorList)
		default:
			panic(diag.ICE("verify: a definition of kind %T", s))
		}
		if !(m == entry && s == f.def) {
			deps = append(deps, Dependency{Name: m.ir.Name + "." + name, Kind: kind, File: m.ir.Path, Line: sp.Line,
				SHA256: sha256Hex(m.src.lines(sp))})
		}
		queue = append(queue, work{m, identifiers(s)})
	}
	for len(queue) > 0 {
		w := queue[0]
		queue = queue[1:]
		for _, id := range w.ids {
			for _, m := range append([]*module{w.m}, w.m.imports...) {
				k := key{m, id}
				if seenName[k] {
					continue
				}
				seenName[k] = true
				for _, s := range m.defs[id] {
					addDef(m, s)
				}
				for _, s := range m.binders[id] {
					if !seenStmt[s] {
						seenStmt[s] = true
						queue = append(queue, work{m, identifiers(s)})
					}
				}
			}
		}
	}
	sort.Slice(deps, func(i, j int) bool {
		a, b := deps[i], deps[j]
		if a.Name != b.Name {
			return a.Name < b.Name
		}
		if a.File != b.File {
			return a.File < b.File
		}
		return a.Line < b.Line
	})

	// The identity: the function, each dependency with its place, and
	// the module-level code of every loaded module with its role (a
	// trusted module's contracts are assumed, its body never read).
	var b strings.Builder
	fmt.Fprintf(&b, "function %s %s %s:%d:%d %s\n", entry.ir.Path, f.qualname, f.span.File, f.span.Line, f.span.Col,
		sha256Hex(entry.src.lines(f.span)))
	if f.class != nil {
		fmt.Fprintf(&b, "in class %s\n", f.class.Name)
	}
	for _, d := range deps {
		fmt.Fprintf(&b, "dep %s %s %s:%d %s\n", d.Kind, d.Name, d.File, d.Line, d.SHA256)
	}
	for _, m := range p.modules {
		fmt.Fprintf(&b, "module %s %s %s %s\n", m.ir.Name, m.ir.Path, m.ir.Role, sha256Hex(m.context))
	}
	return deps, b.String()
}
