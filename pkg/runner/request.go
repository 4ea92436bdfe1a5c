package runner

import (
	"fmt"
	"path/filepath"
	"sort"
	"strings"

	"clauz3/pkg/approval/protocol"
	"clauz3/pkg/ir"
	"clauz3/pkg/python/ast"
)

// buildRequest builds the approval request as the reference's runner does
// (APPROVAL-PROTOCOL.md §3), with our additions: a plain-English sentence
// per guarantee, the effects the program may perform, and the sha256 of
// every file of the trusted roots.
func buildRequest(doc *ir.AST, res *ir.Result, program, sourceName, target string, trusted, imports []string, wd string) (*protocol.Request, error) {
	var entry *ir.Module
	for i := range doc.Modules {
		if doc.Modules[i].Role == ir.RoleEntry {
			entry = &doc.Modules[i]
		}
	}
	if entry == nil {
		return nil, fmt.Errorf("no entry module")
	}
	guarantees, err := guaranteeTexts(entry.Tree, target)
	if err != nil {
		return nil, err
	}
	proofs := []protocol.Proof{{Name: target, Conclusion: protocol.ConclusionProved, Description: proofDescription(res)}}
	trustedRoots := trusted
	importRoots := imports
	if len(importRoots) == 0 {
		importRoots = defaultImportRoots(sourceName, wd)
	}
	req := protocol.NewRequest(program, sourceName, target, trustedRoots, importRoots, guarantees, coverage(doc, res, guarantees), proofs)
	req.Additions = additions(doc, res, guarantees)
	req.Additions.Summary = summary(doc, guarantees)
	req.Additions.LayerSHA256 = layerSHA256(doc)
	// Every file of the trusted roots, for the person approving and for
	// the receipt (a service signs them; run checks them after verifying
	// the receipt): a layer that cannot be hashed cannot be approved.
	files, err := protocol.HashTrustedFiles(trusted)
	if err != nil {
		return nil, fmt.Errorf("%w; nothing was asked", err)
	}
	req.Additions.TrustedFiles = files
	return req, nil
}

// guaranteeTexts are the arguments of the target's @clauz3.guarantee
// decorators, top to bottom, as Python's ast.unparse writes them.
func guaranteeTexts(tree *ast.Module, target string) ([]string, error) {
	var def *ast.FunctionDef
	for _, s := range tree.Body {
		if f, ok := s.(*ast.FunctionDef); ok && f.Name == target {
			def = f
		}
	}
	if def == nil {
		return nil, fmt.Errorf("no function %s", target)
	}
	out := []string{}
	for _, d := range def.DecoratorList {
		c, ok := d.(*ast.Call)
		if !ok || len(c.Args) != 1 {
			continue
		}
		name := ""
		switch f := c.Func.(type) {
		case *ast.Attribute:
			name = f.Attr
		case *ast.Name:
			name = f.Id
		}
		if name != "guarantee" {
			continue
		}
		text, ok := Unparse(c.Args[0])
		if !ok {
			return nil, fmt.Errorf("%s: the guarantee cannot be written in normal form", c.Args[0].Span())
		}
		out = append(out, text)
	}
	return out, nil
}

// proofDescription lists the kinds of the proved obligations.
func proofDescription(res *ir.Result) string {
	kinds := map[string]bool{}
	if res.DSL != nil {
		for _, o := range res.DSL.Obligations {
			kinds[o.Kind] = true
		}
	}
	var ks []string
	for k := range kinds {
		ks = append(ks, k)
	}
	sort.Strings(ks)
	return strings.Join(ks, ", ")
}

// coverage reads each trusted domain's policy (POLICY = domain_policy(...)
// in <domain>/trusted/policy.py, constant keywords) and reports, for the
// domains the program uses, whether its guarantees name the required and
// recommended contracts.
func coverage(doc *ir.AST, res *ir.Result, guarantees []string) []protocol.Coverage {
	used := map[string]bool{}
	if res.DSL != nil {
		for _, f := range res.DSL.Facts {
			used[f.Relation] = true
			for _, m := range f.Markers {
				used[m] = true
			}
		}
	}
	named := map[string]bool{}
	for _, g := range guarantees {
		head := g
		if i := strings.IndexByte(head, '('); i >= 0 {
			head = head[:i]
		}
		if i := strings.LastIndexByte(head, '.'); i >= 0 {
			head = head[i+1:]
		}
		named[head] = true
	}
	out := []protocol.Coverage{}
	for _, m := range doc.Modules {
		if m.Role != ir.RoleTrusted || !strings.HasSuffix(m.Name, ".policy") || m.Tree == nil {
			continue
		}
		parts := strings.Split(strings.TrimSuffix(m.Name, ".policy"), ".")
		domain := parts[len(parts)-1]
		if domain == "trusted" && len(parts) > 1 {
			domain = parts[len(parts)-2]
		}
		for _, p := range policies(m.Tree) {
			applies := false
			for _, w := range p.whenUsed {
				if used[w] {
					applies = true
				}
			}
			if !applies {
				continue
			}
			c := protocol.Coverage{Domain: domain, MissingRequired: []string{}, MissingRecommended: []string{}}
			stated := false
			for _, r := range p.required {
				if named[r] {
					stated = true
				} else {
					c.MissingRequired = append(c.MissingRequired, r)
				}
			}
			for _, r := range p.recommended {
				if named[r] {
					stated = true
				} else {
					c.MissingRecommended = append(c.MissingRecommended, r)
				}
			}
			switch {
			case len(c.MissingRequired) > 0:
				c.Status = protocol.CoverageRequiredGap
			case len(c.MissingRecommended) > 0 && !stated && len(guarantees) == 0:
				c.Status = protocol.CoverageSilentGap
			case len(c.MissingRecommended) > 0:
				c.Status = protocol.CoverageRecommendedGap
			default:
				c.Status = protocol.CoverageCovered
			}
			out = append(out, c)
		}
	}
	return out
}

type policy struct {
	whenUsed, required, recommended []string
}

// policies reads the domain_policy(...) calls assigned at module level.
func policies(tree *ast.Module) []policy {
	var out []policy
	for _, s := range tree.Body {
		a, ok := s.(*ast.Assign)
		if !ok {
			continue
		}
		var calls []*ast.Call
		switch v := a.Value.(type) {
		case *ast.Call:
			calls = []*ast.Call{v}
		case *ast.List:
			for _, e := range v.Elts {
				if c, ok := e.(*ast.Call); ok {
					calls = append(calls, c)
				}
			}
		}
		for _, c := range calls {
			name := ""
			switch f := c.Func.(type) {
			case *ast.Name:
				name = f.Id
			case *ast.Attribute:
				name = f.Attr
			}
			if name != "domain_policy" {
				continue
			}
			var p policy
			for _, k := range c.Keywords {
				switch k.Arg {
				case "when_used":
					p.whenUsed = strs(k.Value)
				case "required":
					p.required = strs(k.Value)
				case "recommended":
					p.recommended = strs(k.Value)
				}
			}
			out = append(out, p)
		}
	}
	return out
}

func strs(e ast.Expr) []string {
	switch v := e.(type) {
	case *ast.Constant:
		if v.Value.Kind == ast.ConstStr {
			return []string{v.Value.Str}
		}
	case *ast.List:
		var out []string
		for _, x := range v.Elts {
			out = append(out, strs(x)...)
		}
		return out
	case *ast.Tuple:
		var out []string
		for _, x := range v.Elts {
			out = append(out, strs(x)...)
		}
		return out
	}
	return nil
}

// additions are our keys of the request: one sentence per guarantee (the
// message the prover proved) and the trusted functions the program may
// call, with the lines that call them.
func additions(doc *ir.AST, res *ir.Result, guarantees []string) *protocol.Additions {
	a := &protocol.Additions{}
	if res.DSL == nil {
		return a
	}
	owner := map[string]string{}
	for _, m := range doc.Modules {
		if m.Role != ir.RoleTrusted || m.Tree == nil {
			continue
		}
		for _, s := range m.Tree.Body {
			if f, ok := s.(*ast.FunctionDef); ok {
				if _, dup := owner[f.Name]; !dup {
					owner[f.Name] = m.Name + "." + f.Name
				}
			}
		}
	}
	byFn := map[string]*protocol.Effect{}
	var order []string
	for _, f := range res.DSL.Facts {
		q := owner[f.Relation]
		if q == "" {
			q = f.Relation
		}
		e := byFn[q]
		if e == nil {
			e = &protocol.Effect{Function: q, Markers: f.Markers, Text: "calls " + f.Relation}
			byFn[q] = e
			order = append(order, q)
		}
		if len(e.Lines) == 0 || e.Lines[len(e.Lines)-1] != f.Span.Line {
			e.Lines = append(e.Lines, f.Span.Line)
		}
	}
	for _, q := range order {
		a.Effects = append(a.Effects, *byFn[q])
	}
	return a
}

// summary is one plain-English sentence per guarantee, in the order of
// the request's guarantees: the first line of the @contract's docstring
// (what the trusted layer's author wrote for people), with the
// guarantee's arguments named.
func summary(doc *ir.AST, guarantees []string) []protocol.Sentence {
	docs := map[string]string{}
	for _, m := range doc.Modules {
		if m.Role != ir.RoleTrusted || m.Tree == nil {
			continue
		}
		for _, s := range m.Tree.Body {
			f, ok := s.(*ast.FunctionDef)
			if !ok || len(f.Body) == 0 {
				continue
			}
			if e, ok := f.Body[0].(*ast.ExprStmt); ok {
				if k, ok := e.Value.(*ast.Constant); ok && k.Value.Kind == ast.ConstStr {
					line, _, _ := strings.Cut(strings.TrimSpace(k.Value.Str), "\n")
					if _, dup := docs[f.Name]; !dup {
						docs[f.Name] = line
					}
				}
			}
		}
	}
	var out []protocol.Sentence
	for _, g := range guarantees {
		head, _, _ := strings.Cut(g, "(")
		if i := strings.LastIndexByte(head, '.'); i >= 0 {
			head = head[i+1:]
		}
		text := docs[head]
		if text == "" {
			text = "The program keeps " + g + " on every run."
		} else {
			text += " (" + g + ", proved for every run)"
		}
		out = append(out, protocol.Sentence{Guarantee: g, Text: text})
	}
	return out
}

// defaultImportRoots are the import roots a request names when none was
// given, as the reference's client names them (a policy service matches
// the ordered roots exactly): the working directory, absolute, then the
// program's directory as given, each preceded by its .clauz3 directory
// (whether or not it exists), a root that resolves to one already named
// left out.
func defaultImportRoots(sourceName, wd string) []string {
	abs, _ := filepath.Abs(wd)
	roots := []string{abs}
	if sourceName != "<stdin>" && sourceName != "-" && sourceName != "" {
		roots = append(roots, filepath.Dir(sourceName))
	}
	var out []string
	seen := map[string]bool{}
	for _, r := range roots {
		cands := []string{filepath.Join(r, ".clauz3"), r}
		if filepath.Base(r) == ".clauz3" {
			cands = cands[1:]
		}
		for _, c := range cands {
			key := c
			if !filepath.IsAbs(key) {
				key = filepath.Join(abs, key)
			}
			if real, err := filepath.EvalSymlinks(key); err == nil {
				key = real
			}
			if !seen[key] {
				seen[key] = true
				out = append(out, c)
			}
		}
	}
	return out
}
