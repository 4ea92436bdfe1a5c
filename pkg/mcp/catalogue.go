package mcp

import (
	"os"
	"path/filepath"
	"sort"
	"strings"

	"clauz3/pkg/python/ast"
	"clauz3/pkg/python/parser"
	"clauz3/pkg/runner"
)

// Catalogue is what the tools tool shows: per module of the trusted
// roots, its public API (effects, contracts, row types, with their
// imports, docstrings and preconditions) and its source. It is built
// once, from the syntax trees; no trusted code is imported or run.
type Catalogue struct {
	API    []string // one entry per module: "# path\n\n" then its API
	Source []string // one entry per module: "# path\n" then its text
	Libs   []Library
}

// Library is one trusted root as the libraries tool lists it.
type Library struct {
	Name        string `json:"name" jsonschema:"the library's name (the directory above trusted/)"`
	Path        string `json:"path" jsonschema:"the trusted root, relative to the working directory when inside it"`
	Description string `json:"description" jsonschema:"the first line of the library's docstring or README"`
	Effects     int    `json:"effects" jsonschema:"how many trusted effects it offers"`
	Contracts   int    `json:"contracts" jsonschema:"how many contracts it offers"`
}

// maxCatalogueFile bounds one module the catalogue reads.
const maxCatalogueFile = 1 << 20

// BuildCatalogue reads the modules under roots (absolute trusted roots);
// importRoots (absolute) name where their modules are imported from, dir
// is the working directory paths are shown relative to.
func BuildCatalogue(dir string, roots, importRoots []string) Catalogue {
	var c Catalogue
	for _, root := range roots {
		lib := Library{Name: libraryName(root), Path: relTo(dir, root)}
		var files []string
		filepath.WalkDir(root, func(p string, de os.DirEntry, err error) error {
			if err != nil {
				return nil
			}
			if de.IsDir() {
				if p != root && (de.Name() == "__pycache__" || strings.HasPrefix(de.Name(), ".")) {
					return filepath.SkipDir
				}
				return nil
			}
			if de.Type()&os.ModeSymlink != 0 || !strings.HasSuffix(de.Name(), ".py") {
				return nil
			}
			files = append(files, p)
			return nil
		})
		sort.Strings(files)
		for _, p := range files {
			info, err := os.Stat(p)
			if err != nil || !info.Mode().IsRegular() || info.Size() > maxCatalogueFile {
				continue
			}
			data, err := os.ReadFile(p)
			if err != nil || strings.TrimSpace(string(data)) == "" {
				continue
			}
			rel := relTo(dir, p)
			header := "# " + rel
			c.Source = append(c.Source, header+"\n"+string(data))
			tree, err := parser.ParseFile(rel, data)
			if err != nil {
				c.API = append(c.API, header+"\nCannot parse the API: "+firstLine(err.Error())+"; this file is not listed.")
				continue
			}
			if filepath.Base(p) == "__init__.py" && filepath.Dir(p) == root && lib.Description == "" {
				lib.Description = firstLine(docstring(tree.Body))
			}
			entries, effects, contracts := moduleAPI(tree, string(data), moduleName(p, importRoots), filepath.Base(p) == "__init__.py")
			lib.Effects += effects
			lib.Contracts += contracts
			if len(entries) > 0 {
				c.API = append(c.API, header+"\n\n"+strings.Join(entries, "\n\n"))
			}
		}
		if lib.Description == "" {
			lib.Description = readmeLine(filepath.Dir(root))
		}
		c.Libs = append(c.Libs, lib)
	}
	return c
}

// libraryName is the name of the directory holding trusted/ (tools/email/trusted: email).
func libraryName(root string) string {
	if filepath.Base(root) == "trusted" {
		return filepath.Base(filepath.Dir(root))
	}
	return filepath.Base(root)
}

// readmeLine is the first prose line of dir/README.md, or "".
func readmeLine(dir string) string {
	data, err := os.ReadFile(filepath.Join(dir, "README.md"))
	if err != nil {
		return ""
	}
	for _, l := range strings.Split(string(data), "\n") {
		l = strings.TrimSpace(l)
		if l != "" && !strings.HasPrefix(l, "#") {
			return l
		}
	}
	return ""
}

func relTo(dir, p string) string {
	if r, err := filepath.Rel(dir, p); err == nil && !strings.HasPrefix(r, "..") {
		return filepath.ToSlash(r)
	}
	return filepath.ToSlash(p)
}

func firstLine(s string) string {
	s, _, _ = strings.Cut(strings.TrimSpace(s), "\n")
	return s
}

// moduleName is the dotted name a program imports file p by: its path
// under the first import root that holds it.
func moduleName(p string, importRoots []string) string {
	for _, r := range importRoots {
		rel, err := filepath.Rel(r, p)
		if err != nil || strings.HasPrefix(rel, "..") {
			continue
		}
		rel = strings.TrimSuffix(filepath.ToSlash(rel), ".py")
		rel = strings.TrimSuffix(rel, "/__init__")
		return strings.ReplaceAll(rel, "/", ".")
	}
	return strings.TrimSuffix(filepath.Base(p), ".py")
}

// dotted renders a Name/Attribute chain, "" for anything else.
func dotted(e ast.Expr) string {
	switch e := e.(type) {
	case *ast.Name:
		return e.Id
	case *ast.Attribute:
		if d := dotted(e.Value); d != "" {
			return d + "." + e.Attr
		}
	}
	return ""
}

// canonical resolves a dotted name through the module's imports.
func canonical(name string, al map[string]string) string {
	first, rest, _ := strings.Cut(name, ".")
	if full, ok := al[first]; ok {
		first = full
	}
	if rest != "" {
		return first + "." + rest
	}
	return first
}

// decorator is one decorator resolved: its canonical name and whether
// it is called.
type decorator struct {
	name string
	call *ast.Call
	expr ast.Expr
}

func decorators(fn *ast.FunctionDef, al map[string]string) []decorator {
	var out []decorator
	for _, d := range fn.DecoratorList {
		fnx := d
		call, _ := d.(*ast.Call)
		if call != nil {
			fnx = call.Func
		}
		out = append(out, decorator{name: canonical(dotted(fnx), al), call: call, expr: d})
	}
	return out
}

// moduleAPI lists the public effects, contracts and row types of a
// module and counts the effects and contracts.
func moduleAPI(tree *ast.Module, src, module string, isInit bool) (entries []string, effects, contracts int) {
	al := ast.ImportAliases(tree)
	lines := strings.Split(src, "\n")
	for _, s := range tree.Body {
		switch s := s.(type) {
		case *ast.ClassDef:
			if strings.HasPrefix(s.Name, "_") {
				continue
			}
			row := false
			for _, b := range s.Bases {
				if n := canonical(dotted(b), al); n == "clauz3.Row" || n == "clauz3.row.Row" {
					row = true
				}
			}
			if !row {
				continue
			}
			e := "Row type: from " + module + " import " + s.Name
			for _, f := range s.Body {
				if a, ok := f.(*ast.AnnAssign); ok {
					e += "\n" + expr(a.Target, lines) + ": " + expr(a.Annotation, lines)
				}
			}
			entries = append(entries, e)
		case *ast.FunctionDef:
			if strings.HasPrefix(s.Name, "_") {
				continue
			}
			ds := decorators(s, al)
			effect, contract := false, false
			var pres []string
			for _, d := range ds {
				switch {
				case d.name == "deal.has" && d.call != nil, d.name == "clauz3.trusted":
					effect = !isInit
				case d.name == "clauz3.spec.contract", d.name == "clauz3.contract":
					contract = true
				case (d.name == "deal.pre" || d.name == "clauz3.requires") && d.call != nil:
					pres = append(pres, expr(d.expr, lines))
				}
			}
			var kind string
			switch {
			case effect:
				kind = "Effect"
				effects++
			case contract:
				kind = "Contract (use inside @clauz3.guarantee)"
				contracts++
			default:
				continue
			}
			sig := s.Name + "(" + arguments(s.Args, lines) + ")"
			if s.Returns != nil {
				sig += " -> " + expr(s.Returns, lines)
			}
			e := []string{kind + ": " + sig, "Import: from " + module + " import " + s.Name}
			if doc := docstring(s.Body); doc != "" {
				e = append(e, doc)
			}
			if effect && len(pres) > 0 {
				e = append(e, "Preconditions:")
				e = append(e, pres...)
			}
			entries = append(entries, strings.Join(e, "\n"))
		}
	}
	return entries, effects, contracts
}

// expr renders e as Python's ast.unparse does where runner.Unparse knows
// the expression, else as its source text.
func expr(e ast.Expr, lines []string) string {
	if s, ok := runner.Unparse(e); ok {
		return s
	}
	return sourceText(e.Span().Line, e.Span().Col, e.Span().EndLine, e.Span().EndCol, lines)
}

// sourceText is the text between two 1-based line/byte-column positions.
func sourceText(line, col, endLine, endCol int, lines []string) string {
	if line < 1 || endLine > len(lines) || endLine < line {
		return "..."
	}
	clip := func(s string, a, b int) string {
		a = max(0, min(a, len(s)))
		b = max(a, min(b, len(s)))
		return s[a:b]
	}
	if line == endLine {
		return clip(lines[line-1], col-1, endCol-1)
	}
	parts := []string{clip(lines[line-1], col-1, len(lines[line-1]))}
	for i := line; i < endLine-1; i++ {
		parts = append(parts, lines[i])
	}
	parts = append(parts, clip(lines[endLine-1], 0, endCol-1))
	return strings.Join(parts, "\n")
}

// arguments renders a parameter list as ast.unparse does.
func arguments(a *ast.Arguments, lines []string) string {
	if a == nil {
		return ""
	}
	var parts []string
	param := func(p *ast.Arg, def ast.Expr) string {
		s := p.Arg
		if p.Annotation != nil {
			s += ": " + expr(p.Annotation, lines)
			if def != nil {
				return s + " = " + expr(def, lines)
			}
			return s
		}
		if def != nil {
			s += "=" + expr(def, lines)
		}
		return s
	}
	positional := append(append([]*ast.Arg{}, a.Posonlyargs...), a.Args...)
	first := len(positional) - len(a.Defaults)
	for i, p := range positional {
		var def ast.Expr
		if i >= first && first >= 0 {
			def = a.Defaults[i-first]
		}
		parts = append(parts, param(p, def))
		if len(a.Posonlyargs) > 0 && i == len(a.Posonlyargs)-1 {
			parts = append(parts, "/")
		}
	}
	if a.Vararg != nil {
		parts = append(parts, "*"+param(a.Vararg, nil))
	} else if len(a.Kwonlyargs) > 0 {
		parts = append(parts, "*")
	}
	for i, p := range a.Kwonlyargs {
		var def ast.Expr
		if i < len(a.KwDefaults) {
			def = a.KwDefaults[i]
		}
		parts = append(parts, param(p, def))
	}
	if a.Kwarg != nil {
		parts = append(parts, "**"+param(a.Kwarg, nil))
	}
	return strings.Join(parts, ", ")
}

// docstring is the cleaned docstring of a body (inspect.cleandoc), or "".
func docstring(body []ast.Stmt) string {
	if len(body) == 0 {
		return ""
	}
	es, ok := body[0].(*ast.ExprStmt)
	if !ok {
		return ""
	}
	c, ok := es.Value.(*ast.Constant)
	if !ok || c.Value.Kind != ast.ConstStr {
		return ""
	}
	return cleandoc(c.Value.Str)
}

// cleandoc is Python's inspect.cleandoc: tabs expanded, the first line
// stripped, the common indentation of the others removed, blank lines
// at both ends dropped.
func cleandoc(s string) string {
	ls := strings.Split(strings.ReplaceAll(s, "\t", "        "), "\n")
	indent := -1
	for _, l := range ls[1:] {
		t := strings.TrimLeft(l, " ")
		if t == "" {
			continue
		}
		if n := len(l) - len(t); indent < 0 || n < indent {
			indent = n
		}
	}
	ls[0] = strings.TrimSpace(ls[0])
	for i := 1; i < len(ls); i++ {
		if indent > 0 && len(ls[i]) >= indent {
			ls[i] = ls[i][indent:]
		} else {
			ls[i] = strings.TrimLeft(ls[i], " ")
		}
		ls[i] = strings.TrimRight(ls[i], " ")
	}
	for len(ls) > 0 && strings.TrimSpace(ls[0]) == "" {
		ls = ls[1:]
	}
	for len(ls) > 0 && strings.TrimSpace(ls[len(ls)-1]) == "" {
		ls = ls[:len(ls)-1]
	}
	return strings.Join(ls, "\n")
}
