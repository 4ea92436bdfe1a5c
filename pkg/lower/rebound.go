package lower

import (
	"fmt"
	"strings"

	"clauz3/pkg/python/ast"
)

// Module globals a function may rebind (Options.AnyCaller). A function
// proved for every caller (clauz3 verify) may run after any function of
// the program did: one whose body says `global LIMIT` and assigns it, or
// assigns `cfg.LIMIT` through an imported module, leaves LIMIT holding a
// value the module's top level does not say. Such a global is read as
// unsupported. (clauz3 prove runs its target from the program's start:
// a function it never calls rebinds nothing.)

// reboundGlobals finds, in every function of every module of the
// document, the module globals it may rebind: module name to global
// name to the function that does.
func (l *lowerer) reboundGlobals() map[string]map[string]string {
	out := map[string]map[string]string{}
	add := func(mod, name, fn string) {
		if out[mod] == nil {
			out[mod] = map[string]string{}
		}
		if _, ok := out[mod][name]; !ok {
			out[mod][name] = fn
		}
	}
	for _, m := range l.doc.Modules {
		if m.Tree == nil {
			continue
		}
		// the names the module binds to imported modules (import a.b as c)
		imported := map[string]string{}
		ast.Inspect(m.Tree, func(n ast.Node) bool {
			if imp, ok := n.(*ast.Import); ok {
				for _, a := range imp.Names {
					if a.Asname != "" {
						imported[a.Asname] = a.Name
					} else {
						imported[strings.SplitN(a.Name, ".", 2)[0]] = strings.SplitN(a.Name, ".", 2)[0]
					}
				}
			}
			return true
		})
		ast.Inspect(m.Tree, func(n ast.Node) bool {
			fd, ok := n.(*ast.FunctionDef)
			if !ok {
				return true
			}
			ast.Inspect(fd, func(x ast.Node) bool {
				switch x := x.(type) {
				case *ast.Global:
					for _, name := range x.Names {
						add(m.Name, name, fd.Name)
					}
				case *ast.Assign:
					for _, t := range x.Targets {
						attrTarget(t, imported, fd.Name, add)
					}
				case *ast.AugAssign:
					attrTarget(x.Target, imported, fd.Name, add)
				case *ast.AnnAssign:
					attrTarget(x.Target, imported, fd.Name, add)
				}
				return true
			})
			return true
		})
	}
	return out
}

// attrTarget records mod.name = ... (mod an imported module's name).
func attrTarget(t ast.Expr, imported map[string]string, fn string, add func(mod, name, fn string)) {
	a, ok := t.(*ast.Attribute)
	if !ok {
		return
	}
	base, ok := a.Value.(*ast.Name)
	if !ok {
		return
	}
	if mod, ok := imported[base.Id]; ok {
		add(mod, a.Attr, fn)
	}
}

// freeRebound replaces the globals of m that a function may rebind by
// values clauz3 does not model (Options.AnyCaller).
func (l *lowerer) freeRebound(m *module) {
	if l.rebound == nil {
		l.rebound = l.reboundGlobals()
	}
	for name, fn := range l.rebound[m.name] {
		if _, ok := m.globals[name]; !ok {
			continue
		}
		msg := fmt.Sprintf("module global %q is rebound by %s (a global statement or an assignment through the module), which any caller may have run first", name, fn)
		m.globals[name] = &poisonV{code: "unsupported-global-rebinding", msg: msg}
	}
}
