package explain

import (
	"fmt"
	"regexp"
	"sort"
	"strconv"
	"strings"

	"clauz3/pkg/ir"
	"clauz3/pkg/python/ast"
	"clauz3/pkg/python/value"
)

// The effects a program may perform are its facts: every trusted call
// lower found, with the line, whether it sits in a loop over rows, and
// what each argument can be. describer phrases a fact field (a DSL
// expression over the inputs and lower's fresh symbols) for a person:
// a literal as Python writes it, an input as "the argument addr", a
// trusted result as "what lookup_address returns (line 10)", a column of
// a row as "the email of a row db_query_users returns (line 8)", a choice
// of literals as "one of 'a', 'b'".

// describer reads the symbols of one DSL document.
type describer struct {
	d *ir.DSL
	// defText is the text of each definition _dN; defs caches those
	// parsed so far (a definition is parsed when a phrase needs it, not
	// all of them for every report: a loop unrolled a hundred times has
	// thousands).
	defText map[string]string
	defs    map[string]ast.Expr
	inputs  map[string]bool
	syms    map[string]bool // variables and functions lower declared
	// described caches describe's phrases (the facts of a loop unrolled
	// a hundred times repeat the same few values).
	described map[[3]string]string
}

var defRe = regexp.MustCompile(`^\((_d[0-9]+) == (.*)\)$`)

func newDescriber(d *ir.DSL) *describer {
	x := &describer{d: d, defText: map[string]string{}, defs: map[string]ast.Expr{}, inputs: map[string]bool{}, syms: map[string]bool{},
		described: map[[3]string]string{}}
	for _, in := range d.Inputs {
		x.inputs[in.Name] = true
	}
	for _, v := range d.Variables {
		x.syms[v.Name] = true
	}
	for _, f := range d.Functions {
		x.syms[f.Name] = true
	}
	for _, kb := range d.KnowledgeBase {
		if name, text, ok := definition(kb.Assertion); ok {
			x.defText[name] = text
		}
	}
	return x
}

// definition splits lower's "(_dN == term)" into _dN and the term's
// text; false for any other assertion.
func definition(a string) (name, text string, ok bool) {
	if !strings.HasPrefix(a, "(_d") || !strings.HasSuffix(a, ")") {
		return "", "", false
	}
	m := defRe.FindStringSubmatch(a)
	if m == nil {
		return "", "", false
	}
	return m[1], m[2], true
}

// def is the parsed definition of name; false when name is not a
// definition or its text does not parse.
func (x *describer) def(name string) (ast.Expr, bool) {
	if e, ok := x.defs[name]; ok {
		return e, e != nil
	}
	text, ok := x.defText[name]
	if !ok {
		return nil, false
	}
	e, ok := parseDSL(text)
	x.defs[name] = e
	return e, ok
}

// symbol is one of lower's symbols for what a trusted call returned:
// its result ("result"), the number of rows ("len"), or a column of the
// rows (the column's name).
type symbol struct {
	fact *ir.Fact // the call, nil when it cannot be told
	rel  string
	what string
}

var symRe = regexp.MustCompile(`^(.+)_([A-Za-z_][A-Za-z0-9_]*?)([0-9]+)$`)

// symbolOf reads name as a trusted call's symbol "<fn>_result<n>",
// "<fn>_len<n>" or "<fn>_<column><n>" of a relation that has facts.
func (x *describer) symbolOf(name string) (symbol, bool) {
	if !x.syms[name] {
		return symbol{}, false
	}
	best := symbol{}
	for i := range x.d.Facts {
		r := x.d.Facts[i].Relation
		if !strings.HasPrefix(name, r+"_") || len(r) <= len(best.rel) {
			continue
		}
		rest := strings.TrimRight(name[len(r)+1:], "0123456789")
		if rest == "" || len(rest) == len(name)-len(r)-1 {
			continue
		}
		best = symbol{rel: r, what: rest}
	}
	if best.rel == "" {
		return symbol{}, false
	}
	best.fact = x.factOf(name, best)
	return best, true
}

// factOf finds the call a symbol belongs to: the only call of the
// function; else the only call at the place of an assumption about the
// symbol (a trusted postcondition); else, when each call has one symbol
// of this kind, the one in the same position (lower numbers both in
// program order).
func (x *describer) factOf(name string, s symbol) *ir.Fact {
	var facts []*ir.Fact
	for i := range x.d.Facts {
		if x.d.Facts[i].Relation == s.rel {
			facts = append(facts, &x.d.Facts[i])
		}
	}
	if len(facts) == 1 {
		return facts[0]
	}
	for _, a := range x.d.Assumptions {
		if !hasWord(a.Expr, name) {
			continue
		}
		// (several calls at that place, a helper's called twice: the
		// place does not say which; the positions below do)
		var at []*ir.Fact
		for _, f := range facts {
			if f.Span == a.Span {
				at = append(at, f)
			}
		}
		if len(at) == 1 {
			return at[0]
		}
	}
	var same []string
	for n := range x.syms {
		if t, ok := x.symbolKind(n, s.rel); ok && t == s.what {
			same = append(same, n)
		}
	}
	sort.Slice(same, func(i, j int) bool { return symNum(same[i]) < symNum(same[j]) })
	if len(same) == len(facts) {
		for i, n := range same {
			if n == name {
				return facts[i]
			}
		}
	}
	return nil
}

// hasWord reports whether s holds w between word boundaries, as the
// regular expression \bw\b matches (ASCII word characters): the
// assumptions of a request are searched for each symbol, and compiling
// an expression for each cost more than the search.
func hasWord(s, w string) bool {
	if w == "" {
		return false
	}
	isWord := func(c byte) bool {
		return c == '_' || '0' <= c && c <= '9' || 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z'
	}
	boundary := func(i int) bool { // between s[i-1] and s[i]
		before := i > 0 && isWord(s[i-1])
		after := i < len(s) && isWord(s[i])
		return before != after
	}
	for from := 0; from <= len(s)-len(w); {
		i := strings.Index(s[from:], w)
		if i < 0 {
			return false
		}
		i += from
		if boundary(i) && boundary(i+len(w)) {
			return true
		}
		from = i + 1
	}
	return false
}

func (x *describer) symbolKind(name, rel string) (string, bool) {
	if !strings.HasPrefix(name, rel+"_") {
		return "", false
	}
	rest := strings.TrimRight(name[len(rel)+1:], "0123456789")
	if rest == "" || len(rest) == len(name)-len(rel)-1 {
		return "", false
	}
	return rest, true
}

func symNum(name string) int {
	m := symRe.FindStringSubmatch(name)
	if m == nil {
		return 0
	}
	n, _ := strconv.Atoi(m[3])
	return n
}

// where is "line 10" or "file.py:10" for a span seen from file from.
func where(sp ir.Span, from string) string {
	switch {
	case sp.Line == 0:
		return ""
	case sp.File == "" || sp.File == from:
		return fmt.Sprintf("line %d", sp.Line)
	}
	return fmt.Sprintf("%s:%d", sp.File, sp.Line)
}

// describe phrases the DSL expression src, the value of a field of Go
// type typ, as seen from file from.
func (x *describer) describe(src, typ, from string) string {
	key := [3]string{src, typ, from}
	if s, ok := x.described[key]; ok {
		return s
	}
	s := "a value computed by the program"
	if e, ok := parseDSL(src); ok {
		s = x.phrase(e, typ, from, 0)
	}
	x.described[key] = s
	return s
}

func (x *describer) phrase(e ast.Expr, typ, from string, depth int) string {
	if lits, ok := x.literals(e, 0); ok {
		if len(lits) == 1 {
			return lits[0]
		}
		return "one of " + strings.Join(lits, ", ")
	}
	switch n := e.(type) {
	case *ast.Name:
		if x.inputs[n.Id] {
			return "whatever the caller passes as " + n.Id
		}
		if d, ok := x.def(n.Id); ok && depth < 8 {
			return x.phrase(d, typ, from, depth+1)
		}
		if s, ok := x.symbolOf(n.Id); ok && s.what == "result" {
			return "the result of " + x.callName(s, from)
		}
	case *ast.Call:
		if f, ok := n.Func.(*ast.Name); ok {
			if s, ok := x.symbolOf(f.Id); ok && s.what == "item" {
				return "an element of the list returned by " + x.callName(s, from)
			}
			if s, ok := x.symbolOf(f.Id); ok && s.what != "result" && s.what != "len" {
				return fmt.Sprintf("the %s of a row returned by %s", s.what, x.callName(s, from))
			}
		}
	}
	// A choice (If) among values each of which can be phrased.
	if alts, ok := x.alternatives(e, typ, from, depth); ok && len(alts) > 1 {
		return strings.Join(alts[:len(alts)-1], ", ") + " or " + alts[len(alts)-1]
	}
	if typ == "str" {
		return "a string computed by the program"
	}
	return "a value computed by the program"
}

// callName is "lookup_address (line 10)" for a symbol's call.
func (x *describer) callName(s symbol, from string) string {
	if s.fact == nil {
		return s.rel
	}
	if w := where(s.fact.Span, from); w != "" {
		return s.rel + " (" + w + ")"
	}
	return s.rel
}

// literals lists the Python literals e can be: a literal, or an If whose
// branches are literals (through definitions); false otherwise.
func (x *describer) literals(e ast.Expr, depth int) ([]string, bool) {
	if depth > 16 {
		return nil, false
	}
	switch n := e.(type) {
	case *ast.Constant:
		switch n.Value.Kind {
		case ast.ConstStr:
			return []string{value.StrRepr(n.Value.Str)}, true
		case ast.ConstInt:
			return []string{n.Value.Int.String()}, true
		case ast.ConstBool:
			if n.Value.Bool {
				return []string{"True"}, true
			}
			return []string{"False"}, true
		}
	case *ast.UnaryOp:
		if c, ok := n.Operand.(*ast.Constant); ok && n.Op == ast.USub && c.Value.Kind == ast.ConstInt {
			return []string{"-" + c.Value.Int.String()}, true
		}
	case *ast.Name:
		if d, ok := x.def(n.Id); ok {
			return x.literals(d, depth+1)
		}
	case *ast.Call:
		f, ok := n.Func.(*ast.Name)
		if !ok || f.Id != "If" || len(n.Args) != 3 || len(n.Keywords) != 0 {
			return nil, false
		}
		a, ok := x.literals(n.Args[1], depth+1)
		if !ok {
			return nil, false
		}
		b, ok := x.literals(n.Args[2], depth+1)
		if !ok {
			return nil, false
		}
		out := a
		for _, v := range b {
			if !contains(out, v) {
				out = append(out, v)
			}
		}
		return out, true
	}
	return nil, false
}

func contains(xs []string, s string) bool {
	for _, x := range xs {
		if x == s {
			return true
		}
	}
	return false
}

// effect is one trusted call the program may make, phrased.
type effect struct {
	fact  *ir.Fact
	where string   // "line 10"
	times string   // "at most once", "once for each row ..."
	args  []string // "addr: one of 'a', 'b'"
}

// effects lists the program's trusted calls in program order. The facts
// of one call site (a loop over a constant range is unrolled into one
// fact per iteration) are one entry: "at most 3 times", with the values
// each argument takes over the iterations.
func (r *report) effects() []effect {
	d := r.res.DSL
	if d == nil || len(d.Facts) == 0 {
		return nil
	}
	x := r.describer()
	type site struct {
		e      effect
		n      int
		quant  bool
		values [][]string // per argument, its distinct descriptions
		names  []string
	}
	var sites []*site
	bySpan := map[string]*site{}
	for i := range d.Facts {
		f := &d.Facts[i]
		if f.Cond == "False" {
			continue
		}
		key := fmt.Sprintf("%s|%s:%d:%d-%d:%d", f.Relation, f.Span.File, f.Span.Line, f.Span.Col, f.Span.EndLine, f.Span.EndCol)
		st := bySpan[key]
		if st == nil || f.Span.Line == 0 {
			st = &site{e: effect{fact: f, where: where(f.Span, d.Entry), times: "at most once"}}
			if len(f.Quantifiers) > 0 {
				st.quant = true
				st.e.times = "any number of times, in a loop"
				if len(f.Quantifiers) == 1 && f.Quantifiers[0].While {
					st.e.times = "any number of times, at most once in each iteration of a while loop"
				}
				if s, ok := x.symbolOf(f.Quantifiers[len(f.Quantifiers)-1].Upper); ok && s.what == "len" && len(f.Quantifiers) == 1 {
					st.e.times = "at most once for each row returned by " + x.callName(s, d.Entry)
					if x.listOfValues(s.rel) {
						st.e.times = "at most once for each element of the list returned by " + x.callName(s, d.Entry)
					}
				}
			}
			bySpan[key] = st
			sites = append(sites, st)
		} else if len(f.Quantifiers) > 0 && !st.quant {
			st.quant = true
			st.e.times = "any number of times, in a loop"
		}
		st.n++
		k := 0
		for _, fl := range f.Fields {
			if ir.IsCompanionField(fl.Name) {
				continue
			}
			desc := x.describe(fl.Value, fl.Type, d.Entry)
			if k == len(st.values) {
				st.values = append(st.values, nil)
				st.names = append(st.names, fl.Name)
			}
			if k < len(st.values) && !contains(st.values[k], desc) {
				st.values[k] = append(st.values[k], desc)
			}
			k++
		}
	}
	var out []effect
	for _, st := range sites {
		if st.n > 1 && !st.quant {
			st.e.times = fmt.Sprintf("at most %d times", st.n)
		}
		for k, vs := range st.values {
			st.e.args = append(st.e.args, st.names[k]+": "+joinValues(vs))
		}
		out = append(out, st.e)
	}
	return out
}

// joinValues phrases the distinct descriptions of one argument over the
// facts of a call site: the one, "one of" the literals, or each.
func joinValues(vs []string) string {
	if len(vs) == 1 {
		return vs[0]
	}
	var lits []string
	for _, v := range vs {
		v = strings.TrimPrefix(v, "one of ")
		lits = append(lits, v)
	}
	for _, v := range vs {
		if !isLiteralText(v) {
			return "each of: " + strings.Join(vs, "; ")
		}
	}
	return "one of " + strings.Join(lits, ", ")
}

// isLiteralText reports whether a description is a literal or a choice
// of literals ("'a'", "3", "one of 'a', 'b'").
func isLiteralText(v string) bool {
	v = strings.TrimPrefix(v, "one of ")
	if v == "" {
		return false
	}
	c := v[0]
	return c == '\'' || c == '"' || c == '-' || (c >= '0' && c <= '9') || v == "True" || v == "False"
}

// unguarded lists, in program order, the trusted functions the program
// may call that no guarantee speaks of (only no_guarantees(), or none):
// the approving person must be told first. A trusted function that
// returns a value is no exception: a query has effects too (@deal.has
// says which), and a fetch sends its argument somewhere.
func (r *report) unguarded() []string {
	d := r.res.DSL
	if d == nil || d.Target == "" {
		return nil
	}
	var names []string
	for _, o := range d.Obligations {
		if o.Kind != ir.KindGuarantee {
			continue
		}
		if o.Relation == nil {
			return nil // what it speaks of is not known: no claim either way
		}
		names = viewNames(o.Relation, names)
	}
	seen := map[string]bool{}
	// a call is spoken of when one of the events it performs is
	eventCovered := map[string]bool{}
	for _, f := range d.Facts {
		if f.PerformedBy != "" && contains(names, f.Relation) {
			eventCovered[f.PerformedBy] = true
		}
	}
	var out []string
	for _, f := range d.Facts {
		if f.Cond == "False" || seen[f.Relation] || f.PerformedBy != "" {
			continue
		}
		covered := contains(names, f.Relation) || eventCovered[f.ID]
		for _, m := range f.Markers {
			covered = covered || contains(names, m)
		}
		if !covered {
			seen[f.Relation] = true
			out = append(out, f.Relation)
		}
	}
	return out
}

// viewNames adds the names of the views rel speaks of.
func viewNames(rel *ir.Relation, names []string) []string {
	if rel.Op == ir.RelTrue {
		return names
	}
	for _, v := range []*ir.View{rel.View, rel.Other} {
		if v != nil {
			names = append(append(names, v.Name), v.Also...)
		}
	}
	for i := range rel.Args {
		names = viewNames(&rel.Args[i], names)
	}
	return names
}

// linesOf is "line 10", "lines 10, 12" or "line 10, other.py:3" for
// the calls of rel.
func (r *report) linesOf(rel string) string {
	d := r.res.DSL
	var nums, all []string
	local := true
	for _, f := range d.Facts {
		if f.Relation != rel || f.Cond == "False" || f.Span.Line == 0 {
			continue
		}
		w := where(f.Span, d.Entry)
		if contains(all, w) {
			continue
		}
		all = append(all, w)
		nums = append(nums, strconv.Itoa(f.Span.Line))
		local = local && strings.HasPrefix(w, "line ")
	}
	switch {
	case len(all) == 0:
		return ""
	case !local || len(all) == 1:
		return strings.Join(all, ", ")
	}
	return "lines " + strings.Join(nums, ", ")
}

// warnings are the loud first lines: effects nothing is guaranteed about.
func (r *report) warnings() []string {
	var out []string
	for _, rel := range r.unguarded() {
		w := "this program may " + rel + "(...)"
		if l := r.linesOf(rel); l != "" {
			w += " (" + l + ")"
		}
		out = append(out, w+" — nothing is guaranteed about it")
	}
	return out
}

// listOfValues reports whether the trusted function rel returns a list
// of plain values (lower names its elements "<fn>_item<n>"), not rows.
func (x *describer) listOfValues(rel string) bool {
	for n := range x.syms {
		if k, ok := x.symbolKind(n, rel); ok && k == "item" {
			return true
		}
	}
	return false
}

// alternatives phrases each value an If-tree (through definitions) can
// take; false when a leaf cannot be phrased.
func (x *describer) alternatives(e ast.Expr, typ, from string, depth int) ([]string, bool) {
	if depth > 16 {
		return nil, false
	}
	if n, ok := e.(*ast.Name); ok {
		if d, ok := x.def(n.Id); ok {
			return x.alternatives(d, typ, from, depth+1)
		}
	}
	if c, ok := e.(*ast.Call); ok {
		if f, ok := c.Func.(*ast.Name); ok && f.Id == "If" && len(c.Args) == 3 && len(c.Keywords) == 0 {
			a, ok := x.alternatives(c.Args[1], typ, from, depth+1)
			if !ok {
				return nil, false
			}
			b, ok := x.alternatives(c.Args[2], typ, from, depth+1)
			if !ok {
				return nil, false
			}
			for _, v := range b {
				if !contains(a, v) {
					a = append(a, v)
				}
			}
			return a, true
		}
	}
	p := x.phrase(e, typ, from, 17) // a leaf: no further choices
	if strings.HasSuffix(p, "computed by the program") {
		return nil, false
	}
	return []string{p}, true
}
