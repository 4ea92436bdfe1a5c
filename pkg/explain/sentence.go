package explain

import (
	"clauz3/pkg/dsl"
	"fmt"
	"regexp"
	"strings"
	"sync"

	"clauz3/pkg/ir"
	"clauz3/pkg/python/ast"
	"clauz3/pkg/python/parser"
	"clauz3/pkg/python/value"
)

// A guarantee is shown to the approving person as a sentence: the first
// paragraph of its contract's docstring with the contract's parameters
// replaced by the arguments the program passes ("At most n emails are
// sent." under mail.at_most(2) reads "At most 2 emails are sent."). The
// contract is found in the sources that travel with the result; when it
// is not found, or has no docstring, the sentence is built from the
// relation constraint lower recorded.

// contractDef is a @contract function found in a source: its docstring
// and its parameters (with their defaults, as source text).
type contractDef struct {
	path     string
	doc      string
	params   []string
	defaults map[string]string
}

// sentencer finds contracts in the sources of one result, parsing each
// source at most once.
type sentencer struct {
	d      *ir.DSL
	parsed map[string]*ast.Module // path -> module (nil: does not parse)
}

func newSentencer(d *ir.DSL) *sentencer {
	return &sentencer{d: d, parsed: map[string]*ast.Module{}}
}

func (s *sentencer) module(src ir.Source) *ast.Module {
	if m, ok := s.parsed[src.Path]; ok {
		return m
	}
	key := moduleKey{src.Path, src.Text}
	parsedMu.Lock()
	m, ok := parsedModules[key]
	parsedMu.Unlock()
	if !ok {
		var err error
		m, err = parser.ParseFile(src.Path, []byte(src.Text))
		if err != nil {
			m = nil
		}
		parsedMu.Lock()
		if len(parsedModules) >= maxParsedModules {
			clear(parsedModules)
		}
		parsedModules[key] = m
		parsedMu.Unlock()
	}
	s.parsed[src.Path] = m
	return m
}

// parsedModules keeps the syntax trees of the modules whose docstrings
// sentences read, by path and text, across the explanations of one
// process (clauz3 serve explains the same layers request after request);
// the trees are only read.
var (
	parsedMu      sync.Mutex
	parsedModules = map[moduleKey]*ast.Module{}
)

// moduleKey is a module's path and text, not joined (joining them copied
// every text at every request).
type moduleKey struct{ path, text string }

// maxParsedModules bounds parsedModules (it is emptied when full).
const maxParsedModules = 256

// parsedExprs keeps, as parsedModules does, the syntax trees of the
// expressions explanations read: Python (a guarantee as written, the
// text of a call's span) and the DSL's (lower's definitions and field
// values), by syntax and text; nil for text that does not parse. The
// trees are only read.
var parsedExprs = map[exprKey]ast.Expr{}

// exprKey is an expression's syntax (Python or DSL) and text.
type exprKey struct {
	dsl  bool
	text string
}

// maxParsedExprs bounds parsedExprs (it is emptied when full).
const maxParsedExprs = 4096

// parseExpr is parser.ParseExpr through parsedExprs; ok is false when
// text does not parse.
func parseExpr(text string) (ast.Expr, bool) {
	return parseCached(exprKey{false, text})
}

// parseDSL is dsl.Parse through parsedExprs; ok is false when text does
// not parse.
func parseDSL(text string) (ast.Expr, bool) {
	return parseCached(exprKey{true, text})
}

func parseCached(key exprKey) (e ast.Expr, ok bool) {
	parsedMu.Lock()
	e, seen := parsedExprs[key]
	parsedMu.Unlock()
	if seen {
		return e, e != nil
	}
	var err error
	if key.dsl {
		e, err = dsl.Parse(key.text)
	} else {
		e, err = parser.ParseExpr(key.text)
	}
	if err != nil {
		e = nil
	}
	parsedMu.Lock()
	if len(parsedExprs) >= maxParsedExprs {
		clear(parsedExprs)
	}
	parsedExprs[key] = e
	parsedMu.Unlock()
	return e, e != nil
}

// GuaranteeSentence is the plain-English sentence for the guarantee g
// (as written, e.g. `mail.only(["bob@example.com"])`) of the program d,
// and the relation constraint of its obligation (nil when unknown). It
// is what explain's text and markdown summaries show, for other front
// ends (tools listings, the approval page) to show the same words.
func GuaranteeSentence(d *ir.DSL, g string, rel *ir.Relation) string {
	if d == nil {
		d = &ir.DSL{}
	}
	return newSentencer(d).sentence(g, rel)
}

func (s *sentencer) sentence(g string, rel *ir.Relation) string {
	if doc := s.fromDocstring(g); doc != "" {
		return doc
	}
	if rel != nil {
		if t := relationSentence(rel); t != "" {
			return t
		}
	}
	return ""
}

// fromDocstring fills the contract's docstring with the arguments of the
// call g; "" when g is not a call of a contract with a docstring found
// in the sources, or an argument has no plain value.
func (s *sentencer) fromDocstring(g string) string {
	e, ok := parseExpr(g)
	if !ok {
		return ""
	}
	c, ok := e.(*ast.Call)
	if !ok {
		return ""
	}
	var name, alias string
	switch f := c.Func.(type) {
	case *ast.Name:
		name = f.Id
	case *ast.Attribute:
		name = f.Attr
		if n, ok := f.Value.(*ast.Name); ok {
			alias = n.Id
		}
	default:
		return ""
	}
	def := s.contract(name, alias)
	if def == nil || def.doc == "" {
		return ""
	}
	args := map[string]string{}
	doc := def.doc
	single := func(param string, a ast.Expr) {
		// "one of addresses" under ["bob@example.com"]: "'bob@example.com'"
		var n int
		switch x := a.(type) {
		case *ast.List:
			n = len(x.Elts)
		case *ast.Tuple:
			n = len(x.Elts)
		case *ast.Set:
			n = len(x.Elts)
		default:
			return
		}
		if n == 1 {
			doc = strings.ReplaceAll(doc, "one of "+param, param)
		}
	}
	for i, a := range c.Args {
		if i >= len(def.params) {
			return ""
		}
		v, ok := literalText(a)
		if !ok {
			return ""
		}
		args[def.params[i]] = v
		single(def.params[i], a)
	}
	for _, k := range c.Keywords {
		if k.Arg == "" {
			return ""
		}
		v, ok := literalText(k.Value)
		if !ok {
			return ""
		}
		args[k.Arg] = v
		single(k.Arg, k.Value)
	}
	for _, p := range def.params {
		if _, ok := args[p]; !ok {
			d, ok := def.defaults[p]
			if !ok {
				return ""
			}
			args[p] = d
		}
	}
	return fillIn(doc, args)
}

// contract finds the @contract function name. Among several, the one
// in the module the entry imports as alias wins; otherwise the one and
// only candidate.
func (s *sentencer) contract(name, alias string) *contractDef {
	var found []*contractDef
	for _, src := range s.d.Sources {
		m := s.module(src)
		if m == nil {
			continue
		}
		for _, st := range m.Body {
			fd, ok := st.(*ast.FunctionDef)
			if !ok || fd.Name != name || !isContract(fd) {
				continue
			}
			found = append(found, defOf(src.Path, fd))
		}
	}
	if len(found) == 1 {
		return found[0]
	}
	if alias == "" || len(found) == 0 {
		return nil
	}
	want := s.aliasPath(alias)
	for _, f := range found {
		if want != "" && (f.path == want+".py" || f.path == want+"/__init__.py" ||
			strings.HasSuffix(f.path, "/"+want+".py") || strings.HasSuffix(f.path, "/"+want+"/__init__.py")) {
			return f
		}
	}
	return nil
}

// aliasPath is the module path ("tools/email/trusted/contracts") the
// entry file binds to alias by an import, or "".
func (s *sentencer) aliasPath(alias string) string {
	for _, src := range s.d.Sources {
		if src.Path != s.d.Entry {
			continue
		}
		m := s.module(src)
		if m == nil {
			return ""
		}
		for _, st := range m.Body {
			switch im := st.(type) {
			case *ast.ImportFrom:
				for _, a := range im.Names {
					if a.Asname == alias || (a.Asname == "" && a.Name == alias) {
						return strings.ReplaceAll(im.Module+"."+a.Name, ".", "/")
					}
				}
			case *ast.Import:
				for _, a := range im.Names {
					if a.Asname == alias {
						return strings.ReplaceAll(a.Name, ".", "/")
					}
				}
			}
		}
	}
	return ""
}

func isContract(fd *ast.FunctionDef) bool {
	for _, d := range fd.DecoratorList {
		switch x := d.(type) {
		case *ast.Name:
			if x.Id == "contract" {
				return true
			}
		case *ast.Attribute:
			if x.Attr == "contract" {
				return true
			}
		}
	}
	return false
}

func defOf(path string, fd *ast.FunctionDef) *contractDef {
	def := &contractDef{path: path, defaults: map[string]string{}}
	if len(fd.Body) > 0 {
		if ex, ok := fd.Body[0].(*ast.ExprStmt); ok {
			if c, ok := ex.Value.(*ast.Constant); ok && c.Value.Kind == ast.ConstStr {
				def.doc = firstParagraph(c.Value.Str)
			}
		}
	}
	if fd.Args == nil {
		return def
	}
	pos := append(append([]*ast.Arg{}, fd.Args.Posonlyargs...), fd.Args.Args...)
	for _, a := range pos {
		def.params = append(def.params, a.Arg)
	}
	for i, d := range fd.Args.Defaults {
		if v, ok := literalText(d); ok {
			def.defaults[pos[len(pos)-len(fd.Args.Defaults)+i].Arg] = v
		}
	}
	for i, a := range fd.Args.Kwonlyargs {
		def.params = append(def.params, a.Arg)
		if i < len(fd.Args.KwDefaults) && fd.Args.KwDefaults[i] != nil {
			if v, ok := literalText(fd.Args.KwDefaults[i]); ok {
				def.defaults[a.Arg] = v
			}
		}
	}
	return def
}

// firstParagraph is the docstring's first paragraph on one line.
func firstParagraph(doc string) string {
	doc = strings.TrimSpace(doc)
	if i := strings.Index(doc, "\n\n"); i >= 0 {
		doc = doc[:i]
	}
	return strings.Join(strings.Fields(doc), " ")
}

// literalText renders a literal argument for a sentence: a str as its
// Python repr, numbers and booleans as Python writes them, a list, tuple
// or set as its items separated by commas.
func literalText(e ast.Expr) (string, bool) {
	switch x := e.(type) {
	case *ast.Constant:
		switch x.Value.Kind {
		case ast.ConstStr:
			return value.StrRepr(x.Value.Str), true
		case ast.ConstInt:
			return x.Value.Int.String(), true
		case ast.ConstBool:
			if x.Value.Bool {
				return "True", true
			}
			return "False", true
		case ast.ConstNone:
			return "None", true
		case ast.ConstFloat:
			return value.FloatRepr(x.Value.Float), true
		}
	case *ast.UnaryOp:
		if x.Op == ast.USub {
			if v, ok := literalText(x.Operand); ok {
				return "-" + v, true
			}
		}
	case *ast.List:
		return itemsText(x.Elts)
	case *ast.Tuple:
		return itemsText(x.Elts)
	case *ast.Set:
		return itemsText(x.Elts)
	}
	return "", false
}

func itemsText(es []ast.Expr) (string, bool) {
	if len(es) == 0 {
		return "nothing", true
	}
	var parts []string
	for _, e := range es {
		v, ok := literalText(e)
		if !ok {
			return "", false
		}
		parts = append(parts, v)
	}
	return strings.Join(parts, ", "), true
}

// fillIn replaces each whole-word occurrence of a parameter in doc by
// its value.
func fillIn(doc string, args map[string]string) string {
	var b strings.Builder
	for i := 0; i < len(doc); {
		if isIdentByte(doc[i]) && (i == 0 || !isIdentByte(doc[i-1])) {
			j := i
			for j < len(doc) && isIdentByte(doc[j]) {
				j++
			}
			if v, ok := args[doc[i:j]]; ok {
				b.WriteString(v)
				if v == "1" || v == "-1" {
					// "At most n emails" under n = 1: "At most 1 email".
					if k, w := nextWord(doc, j); w != "" {
						b.WriteString(doc[j:k-len(w)] + singular(w))
						i = k
						// and its verb: "1 email is sent"
						if k2, v := nextWord(doc, k); verbs[v] != "" {
							b.WriteString(" " + verbs[v])
							i = k2
						}
						continue
					}
				}
			} else {
				b.WriteString(doc[i:j])
			}
			i = j
			continue
		}
		b.WriteByte(doc[i])
		i++
	}
	return b.String()
}

func isIdentByte(c byte) bool {
	return c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9'
}

// columnRead matches a column companion field read in a row expression
// (ir.ColumnField): e.addr__from_UserRow__email.
var columnRead = regexp.MustCompile(`\b([A-Za-z_][A-Za-z0-9_]*)\.([A-Za-z_][A-Za-z0-9_]*?)__from_([A-Za-z_][A-Za-z0-9_]*?)__([A-Za-z_][A-Za-z0-9_]*)\b`)

// columnText writes a row expression's column companions as the
// comparison the contract wrote: e.addr == UserRow.email.
func columnText(pred string) string {
	return columnRead.ReplaceAllString(pred, "($1.$2 == $3.$4)")
}

// relationSentence phrases a relation constraint when no docstring is
// found; the row expressions are quoted as lower wrote them.
func relationSentence(rel *ir.Relation) string {
	view := func(v *ir.View) string {
		if v == nil {
			return "call"
		}
		s := strings.Join(append([]string{v.Name}, v.Also...), " or ") + " call"
		if v.Where != "" {
			s += fmt.Sprintf(" where %s", v.Where)
		}
		return s
	}
	cmp := map[string]string{"<": "less than", "<=": "at most", ">": "more than", ">=": "at least", "==": "exactly"}
	switch rel.Op {
	case ir.RelTrue:
		return "Nothing is guaranteed."
	case ir.RelAll:
		return fmt.Sprintf("Every %s satisfies %s.", view(rel.View), columnText(rel.Pred))
	case ir.RelEmpty:
		return fmt.Sprintf("No %s is made.", view(rel.View))
	case ir.RelDistinct:
		return fmt.Sprintf("No two %ss have the same %s.", view(rel.View), rel.Key)
	case ir.RelCount:
		if w, ok := cmp[rel.Cmp]; ok {
			return fmt.Sprintf("The number of %ss is %s %s.", view(rel.View), w, rel.Bound)
		}
	case ir.RelSum:
		if w, ok := cmp[rel.Cmp]; ok {
			return fmt.Sprintf("The sum of %s over %ss is %s %s.", rel.Value, view(rel.View), w, rel.Bound)
		}
	case ir.RelSharesValue:
		return fmt.Sprintf("Some %s and some %s have the same %s.", view(rel.View), view(rel.Other), rel.Key)
	case ir.RelAnd:
		var parts []string
		for i := range rel.Args {
			t := relationSentence(&rel.Args[i])
			if t == "" {
				return ""
			}
			parts = append(parts, t)
		}
		return strings.Join(parts, " ")
	}
	return ""
}

// nextWord is the word after one space at doc[j:] and the offset after
// it, or "" when there is none.
func nextWord(doc string, j int) (int, string) {
	if j >= len(doc) || doc[j] != ' ' {
		return j, ""
	}
	k := j + 1
	for k < len(doc) && doc[k] >= 'a' && doc[k] <= 'z' {
		k++
	}
	return k, doc[j+1 : k]
}

// singular drops the plural ending of an English noun ("emails",
// "times", "addresses"); other words are kept.
func singular(w string) string {
	switch {
	case len(w) < 3:
		return w
	case strings.HasSuffix(w, "sses"), strings.HasSuffix(w, "shes"), strings.HasSuffix(w, "ches"), strings.HasSuffix(w, "xes"):
		return w[:len(w)-2]
	case strings.HasSuffix(w, "s") && !strings.HasSuffix(w, "ss"):
		return w[:len(w)-1]
	}
	return w
}

// verbs are the plural verbs a singular subject changes.
var verbs = map[string]string{"are": "is", "were": "was", "have": "has"}
