package library

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"clauz3/pkg/diag"
	"clauz3/pkg/ir"
	"clauz3/pkg/load"
	"clauz3/pkg/python/ast"
	"clauz3/pkg/python/parser"
)

// Item is one trusted function or contract builder of a trusted layer.
type Item struct {
	Kind        string   `json:"kind"`   // "effect" (a trusted boundary) or "contract" (a builder)
	Module      string   `json:"module"` // dotted module name
	Path        string   `json:"path"`   // the listing path (relative to tools/: email/trusted/effects.py)
	Line        int      `json:"line"`
	Name        string   `json:"name"`
	Signature   string   `json:"signature"` // the parameters and return annotation as written: "(name: str) -> str"
	Params      []string `json:"params"`    // the parameter names
	Markers     []string `json:"markers,omitempty"`
	Requires    []string `json:"requires,omitempty"` // preconditions as written (with their message)
	Ensures     []string `json:"ensures,omitempty"`
	Performs    []string `json:"performs,omitempty"`
	Mock        bool     `json:"mock,omitempty"`
	Description string   `json:"description,omitempty"` // a contract's description template
	Doc         string   `json:"doc,omitempty"`         // the docstring's first line
	Span        ir.Span  `json:"span"`

	positional []string // the positional-or-keyword parameters (the reference lists those)
}

// ToolsOptions says which layers to list.
type ToolsOptions struct {
	TrustedRoots []string // default: every tools/**/trusted under the import roots
	ImportRoots  []string // default: the current directory's .clauz3 and the current directory
}

// DefaultImportRoots are the reference's: <dir>/.clauz3, then dir.
func DefaultImportRoots(dir string) []string {
	return []string{filepath.Join(dir, ProjectDir), dir}
}

// DiscoverTrustedRoots lists the usable <import root>/tools/**/trusted
// directories, in import-root order, each domain once.
func DiscoverTrustedRoots(importRoots []string) []string {
	var out []string
	seen := map[string]bool{}
	for _, r := range importRoots {
		tools := filepath.Join(r, ToolsDir)
		doms, _ := Domains(tools)
		for _, d := range doms {
			if seen[d] {
				continue
			}
			seen[d] = true
			out = append(out, filepath.Join(tools, filepath.FromSlash(d), TrustedDir))
		}
	}
	return out
}

// Tools reads the modules of the trusted roots with pkg/load and returns
// their effects and contract builders, in file order then definition
// order. A module clauz3 cannot read is an error (exit 2).
func Tools(o ToolsOptions) ([]Item, error) {
	wd, err := os.Getwd()
	if err != nil {
		return nil, err
	}
	imports := o.ImportRoots
	if len(imports) == 0 {
		imports = DefaultImportRoots(wd)
	}
	roots := o.TrustedRoots
	if len(roots) == 0 {
		roots = DiscoverTrustedRoots(imports)
	}
	if len(roots) == 0 {
		return nil, nil
	}
	// A root outside every import root is imported from above its
	// tools/ directory (or its parent).
	loadImports := append([]string(nil), imports...)
	for _, r := range roots {
		abs, _ := filepath.Abs(r)
		if under(abs, imports) {
			continue
		}
		base := filepath.Dir(abs)
		for cur := abs; filepath.Dir(cur) != cur; cur = filepath.Dir(cur) {
			if filepath.Base(cur) == ToolsDir {
				base = filepath.Dir(cur)
				break
			}
		}
		loadImports = append(loadImports, base)
	}
	// pkg/load reads a program with its trusted roots; an empty program
	// makes it read the trusted modules alone.
	tmp, err := os.MkdirTemp("", "clauz3-tools-")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(tmp)
	entry := filepath.Join(tmp, "__clauz3_tools__.py")
	if err := os.WriteFile(entry, nil, 0o600); err != nil {
		return nil, err
	}
	doc, err := load.Load(load.Config{Entry: entry, TrustedRoots: roots, ImportRoots: loadImports, Parse: parser.ParseFile})
	if err != nil {
		return nil, err
	}
	texts := map[string]string{}
	for _, s := range doc.Sources {
		texts[s.Path] = s.Text
	}
	var items []Item
	for _, m := range doc.Modules {
		if m.Role != ir.RoleTrusted || strings.HasSuffix(m.Path, "__init__.py") {
			continue
		}
		src := texts[m.Path]
		listing := listingPath(m.Path, roots, imports)
		aliases := ast.ImportAliases(m.Tree)
		for _, s := range m.Tree.Body {
			fd, ok := s.(*ast.FunctionDef)
			if !ok {
				continue
			}
			items = append(items, describe(fd, aliases, src, m.Name, listing)...)
		}
	}
	return items, nil
}

// under reports whether p is below one of the dirs.
func under(p string, dirs []string) bool {
	for _, d := range dirs {
		a, err := filepath.Abs(d)
		if err == nil && (p == a || strings.HasPrefix(p, a+string(filepath.Separator))) {
			return true
		}
	}
	return false
}

// listingPath is the path the reference shows: relative to the tools/
// directory of the import root the module is under (its import path),
// else to its trusted root's grandparent.
func listingPath(path string, roots, imports []string) string {
	abs, _ := filepath.Abs(path)
	for _, r := range imports {
		tools, _ := filepath.Abs(filepath.Join(r, ToolsDir))
		if strings.HasPrefix(abs, tools+string(filepath.Separator)) {
			rp, _ := filepath.Rel(tools, abs)
			return filepath.ToSlash(rp)
		}
	}
	for _, r := range roots {
		a, _ := filepath.Abs(r)
		if strings.HasPrefix(abs, a+string(filepath.Separator)) {
			rp, _ := filepath.Rel(filepath.Dir(filepath.Dir(a)), abs)
			return filepath.ToSlash(rp)
		}
	}
	return filepath.ToSlash(path)
}

// canonical resolves a decorator expression (Name/Attribute chain, or a
// call of one) through the aliases; "" when it is not such a chain or
// its first name is not imported.
func canonical(e ast.Expr, aliases map[string]string) string {
	if c, ok := e.(*ast.Call); ok {
		e = c.Func
	}
	var parts []string
	for {
		switch x := e.(type) {
		case *ast.Attribute:
			parts = append([]string{x.Attr}, parts...)
			e = x.Value
			continue
		case *ast.Name:
			full, ok := aliases[x.Id]
			if !ok {
				return ""
			}
			name := strings.Join(append([]string{full}, parts...), ".")
			// The runtime re-exports: clauz3.contract is clauz3.spec.contract.
			switch name {
			case "clauz3.contract":
				name = "clauz3.spec.contract"
			case "clauz3.performs":
				name = "clauz3.events.performs"
			}
			return name
		}
		return ""
	}
}

// describe lists fd as an effect and/or a contract builder.
func describe(fd *ast.FunctionDef, aliases map[string]string, src, module, listing string) []Item {
	it := Item{Module: module, Path: listing, Line: fd.Loc.Line, Name: fd.Name, Span: fd.Loc}
	it.Signature, it.Params = signature(fd, src)
	for _, a := range fd.Args.Args {
		it.positional = append(it.positional, a.Arg)
	}
	it.Doc = docLine(fd.Body)
	effect, contract := false, false
	for _, d := range fd.DecoratorList {
		call, isCall := d.(*ast.Call)
		switch canonical(d, aliases) {
		case "clauz3.trusted":
			effect = effect || !isCall
		case "deal.has":
			if isCall {
				for _, a := range call.Args {
					if k, ok := a.(*ast.Constant); ok && k.Value.Kind == ast.ConstStr {
						it.Markers = append(it.Markers, k.Value.Str)
					}
				}
				effect = effect || len(call.Args) > 0
			}
		case "clauz3.requires", "deal.pre":
			if isCall {
				it.Requires = append(it.Requires, conditionText(call, src))
			}
		case "clauz3.ensures", "deal.post", "deal.ensure":
			if isCall {
				it.Ensures = append(it.Ensures, conditionText(call, src))
			}
		case "clauz3.events.performs":
			if isCall {
				it.Performs = append(it.Performs, conditionText(call, src))
			}
		case "clauz3.mock":
			it.Mock = true
		case "clauz3.spec.contract":
			contract = true
			if isCall {
				for _, k := range call.Keywords {
					if c, ok := k.Value.(*ast.Constant); ok && k.Arg == "description" && c.Value.Kind == ast.ConstStr {
						it.Description = c.Value.Str
					}
				}
			}
		}
	}
	var out []Item
	if effect {
		e := it
		e.Kind = "effect"
		e.Description = ""
		out = append(out, e)
	}
	if contract {
		c := it
		c.Kind = "contract"
		c.Markers, c.Requires, c.Ensures, c.Performs = nil, nil, nil, nil
		out = append(out, c)
	}
	return out
}

// conditionText is a condition decorator's arguments as written, the
// message keyword last: "lambda name: len(name) > 0 (message: ...)".
func conditionText(call *ast.Call, src string) string {
	var parts []string
	for _, a := range call.Args {
		parts = append(parts, textOf(src, a.Span()))
	}
	var msg string
	for _, k := range call.Keywords {
		if k.Arg == "message" {
			if c, ok := k.Value.(*ast.Constant); ok && c.Value.Kind == ast.ConstStr {
				msg = c.Value.Str
				continue
			}
		}
		parts = append(parts, k.Arg+"="+textOf(src, k.Value.Span()))
	}
	s := strings.Join(parts, ", ")
	if msg != "" {
		s += fmt.Sprintf(" (message: %q)", msg)
	}
	return s
}

// signature renders fd's parameters and return annotation from the
// source text, and lists the parameter names.
func signature(fd *ast.FunctionDef, src string) (string, []string) {
	a := fd.Args
	var parts, names []string
	param := func(arg *ast.Arg, def ast.Expr, prefix string) {
		s := prefix + arg.Arg
		if arg.Annotation != nil {
			s += ": " + textOf(src, arg.Annotation.Span())
		}
		if def != nil {
			if arg.Annotation != nil {
				s += " = " + textOf(src, def.Span())
			} else {
				s += "=" + textOf(src, def.Span())
			}
		}
		parts = append(parts, s)
		names = append(names, arg.Arg)
	}
	pos := append(append([]*ast.Arg(nil), a.Posonlyargs...), a.Args...)
	first := len(pos) - len(a.Defaults)
	for i, arg := range pos {
		var def ast.Expr
		if i >= first {
			def = a.Defaults[i-first]
		}
		param(arg, def, "")
		if i == len(a.Posonlyargs)-1 {
			parts = append(parts, "/")
		}
	}
	if a.Vararg != nil {
		param(a.Vararg, nil, "*")
	} else if len(a.Kwonlyargs) > 0 {
		parts = append(parts, "*")
	}
	for i, arg := range a.Kwonlyargs {
		var def ast.Expr
		if i < len(a.KwDefaults) {
			def = a.KwDefaults[i]
		}
		param(arg, def, "")
	}
	if a.Kwarg != nil {
		param(a.Kwarg, nil, "**")
	}
	s := "(" + strings.Join(parts, ", ") + ")"
	if fd.Returns != nil {
		s += " -> " + textOf(src, fd.Returns.Span())
	}
	return s, names
}

// textOf is the source text of a span, its lines joined by spaces.
func textOf(src string, sp diag.Span) string {
	if sp.Line == 0 {
		return ""
	}
	lines := strings.Split(src, "\n")
	if sp.Line > len(lines) || sp.EndLine > len(lines) || sp.EndLine < sp.Line {
		return ""
	}
	clip := func(l string, from, to int) string {
		from, to = max(0, min(from, len(l))), max(0, min(to, len(l)))
		if from > to {
			return ""
		}
		return l[from:to]
	}
	if sp.Line == sp.EndLine {
		return clip(lines[sp.Line-1], sp.Col-1, sp.EndCol-1)
	}
	var parts []string
	parts = append(parts, strings.TrimSpace(clip(lines[sp.Line-1], sp.Col-1, len(lines[sp.Line-1]))))
	for l := sp.Line + 1; l < sp.EndLine; l++ {
		parts = append(parts, strings.TrimSpace(lines[l-1]))
	}
	parts = append(parts, strings.TrimSpace(clip(lines[sp.EndLine-1], 0, sp.EndCol-1)))
	return strings.Join(parts, " ")
}

// docLine is the first line of a body's docstring.
func docLine(body []ast.Stmt) string {
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
	for _, l := range strings.Split(strings.TrimSpace(c.Value.Str), "\n") {
		return strings.TrimSpace(l)
	}
	return ""
}

// FilterItems keeps the items whose name, module, docstring or
// description contains every word of query (case-insensitively).
func FilterItems(items []Item, query string) []Item {
	terms := strings.Fields(strings.ToLower(query))
	if len(terms) == 0 {
		return items
	}
	var out []Item
	for _, it := range items {
		text := strings.ToLower(strings.Join([]string{it.Kind, it.Name, it.Module, it.Path, it.Doc, it.Description, it.Signature}, "\n"))
		ok := true
		for _, t := range terms {
			ok = ok && strings.Contains(text, t)
		}
		if ok {
			out = append(out, it)
		}
	}
	return out
}

// FormatSource is the reference's listing: "effect PATH:NAME(ARGS)" and
// "contract PATH:NAME(ARGS)", one a line, ARGS the positional names.
func FormatSource(items []Item) string {
	var b strings.Builder
	for _, it := range items {
		// The reference lists the positional-or-keyword parameters only.
		fmt.Fprintf(&b, "%s %s:%s(%s)\n", it.Kind, it.Path, it.Name, strings.Join(it.positional, ", "))
	}
	return b.String()
}

// FormatAPI lists each module's effects and contracts with their
// signatures, conditions, description templates and docstrings.
func FormatAPI(items []Item) string {
	var b strings.Builder
	mod := ""
	for _, it := range items {
		if it.Module != mod {
			if mod != "" {
				b.WriteString("\n")
			}
			mod = it.Module
			fmt.Fprintf(&b, "%s (%s)\n", it.Module, it.Path)
		}
		fmt.Fprintf(&b, "  %s %s%s\n", it.Kind, it.Name, it.Signature)
		if it.Doc != "" {
			fmt.Fprintf(&b, "      %s\n", it.Doc)
		}
		if it.Mock {
			b.WriteString("      mock: does not perform the real effect\n")
		}
		if len(it.Markers) > 0 {
			fmt.Fprintf(&b, "      markers: %s\n", strings.Join(it.Markers, ", "))
		}
		for _, r := range it.Requires {
			fmt.Fprintf(&b, "      requires %s\n", r)
		}
		for _, e := range it.Ensures {
			fmt.Fprintf(&b, "      ensures %s\n", e)
		}
		for _, p := range it.Performs {
			fmt.Fprintf(&b, "      performs %s\n", p)
		}
		if it.Description != "" {
			fmt.Fprintf(&b, "      description: %q\n", it.Description)
		}
	}
	return b.String()
}
