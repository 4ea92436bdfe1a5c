package lower

// This file holds the rows a trusted query returns (a trusted function
// annotated list[R] for a class R(clauz3.Row)) and the symbolic loops
// over them (issue 8, parts 1 and 2; UPSTREAM.md G8 and G9).
//
// A query's result has a length n (a fresh Int, at least 0, constrained
// only by the function's @deal.post/@deal.ensure) and, for each field f of
// R, an uninterpreted function from the row index to the field's value:
// row i's f is <call>_f(i). `for row in rows:` is not unrolled: its body
// is lowered once for a fresh index _i<k> with 0 <= _i<k> < n, and every
// fact of the body is quantified over that index (ir.Fact.Quantifiers),
// so a guarantee speaks of every row. What one iteration leaves for the
// next (assignments read before they are made, a change in place to a
// list, set or iterator made before the iteration, break, continue,
// return, else, an exception the target may let escape) is refused with a span:
// never the one-iteration approximation. A check inside the body (a
// precondition, an exception) is proved for every row; while one may
// fail, solve decides nothing else (ir.ReasonLoopCheck), because CPython
// stops the loop there.

import (
	"fmt"
	"sort"
	"strings"

	"clauz3/pkg/diag"
	"clauz3/pkg/dsl"
	"clauz3/pkg/ir"
	"clauz3/pkg/python/ast"
)

// rowsV is the result of one call of a trusted query.
type rowsV struct {
	class  string
	n      term // Int, at least 0
	fields []rowField
	// elem, for a list of scalars (list[str], list[int], list[bool]):
	// the function giving element i; fields is then empty.
	elem *rowField
}

// rowField is one field of a Row class, with the function giving its
// value in each row.
type rowField struct {
	name, typ, sort string
	fn              string
}

// rowElemV is row idx of a query's result.
type rowElemV struct {
	rows *rowsV
	idx  term
}

func (*rowsV) typeName() string      { return "list" }
func (r *rowElemV) typeName() string { return r.rows.class }

// symLoop is a symbolic loop being lowered: its index and bounds.
type symLoop struct {
	idx term
	n   term
	// stamp numbers this lowering of the body (iteration): an object
	// made in it is new in each iteration, any other outlives one.
	stamp int
	// while marks a summarized while loop (whilesum.go).
	while bool
}

// iteration is the stamp of the innermost loop over rows being lowered,
// 0 outside every one: the born of the lists, sets and iterators made
// now.
func (l *lowerer) iteration() int {
	if len(l.loops) == 0 {
		return 0
	}
	return l.loops[len(l.loops)-1].stamp
}

// outlivesIteration reports whether an object made at iteration born (its
// born field) outlives an iteration of the innermost loop over rows being
// lowered: a change made to it in the body would be seen by the next
// row, which the body lowered once for every row does not model.
func (l *lowerer) outlivesIteration(born int) bool {
	return len(l.loops) > 0 && born != l.iteration()
}

// rowClass finds the Row class named name for the trusted module mod and
// its fields; a message says why when it cannot.
func (l *lowerer) rowClass(mod *module, name string) (*ast.ClassDef, []rowField, string) {
	l.execModule(mod)
	cv, ok := mod.globals[name].(*classV)
	if !ok {
		return nil, nil, fmt.Sprintf("%s is not a class of %s", name, mod.name)
	}
	return l.rowClassOf(cv)
}

// rowClassOf is rowClass for the class value cv.
func (l *lowerer) rowClassOf(cv *classV) (*ast.ClassDef, []rowField, string) {
	name := cv.def.Name
	def := cv.def
	isRow := false
	for _, b := range def.Bases {
		if v, ok := l.dottedValue(cv.mod, b).(*builtinV); ok && v.name == "clauz3.Row" {
			isRow = true
		}
	}
	if !isRow || len(def.Bases) != 1 || len(def.Keywords) > 0 || len(def.DecoratorList) > 0 {
		return nil, nil, fmt.Sprintf("class %s must derive from clauz3.Row alone, without decorators or keywords", name)
	}
	var fields []rowField
	seen := map[string]bool{}
	for _, s := range def.Body {
		switch s := s.(type) {
		case *ast.AnnAssign:
			n, ok := s.Target.(*ast.Name)
			t, okT := s.Annotation.(*ast.Name)
			if !ok || !okT || sortOfType(t.Id) == "" {
				field := exprName(s.Target)
				if ok {
					field = n.Id
				}
				return nil, nil, fmt.Sprintf("field %s of %s must be annotated str, int, bool or float", field, name)
			}
			switch {
			case seen[n.Id]:
				// (CPython keeps the last annotation, in the first's place)
				return nil, nil, fmt.Sprintf("field %s of %s is annotated twice", n.Id, name)
			case strings.HasPrefix(n.Id, "__") && !strings.HasSuffix(n.Id, "__"):
				// (CPython stores it as _<class>__name: a program's row.__name
				// is an AttributeError)
				return nil, nil, fmt.Sprintf("field %s of %s is a private name, which Python mangles", n.Id, name)
			}
			seen[n.Id] = true
			fields = append(fields, rowField{name: n.Id, typ: t.Id, sort: sortOfType(t.Id)})
		case *ast.Pass:
		case *ast.ExprStmt:
			if c, ok := s.Value.(*ast.Constant); !ok || c.Value.Kind != ast.ConstStr {
				return nil, nil, fmt.Sprintf("class %s may hold only annotated fields and a docstring", name)
			}
		default:
			return nil, nil, fmt.Sprintf("class %s may hold only annotated fields and a docstring", name)
		}
	}
	if len(fields) == 0 {
		return nil, nil, fmt.Sprintf("class %s has no fields", name)
	}
	return def, fields, ""
}

// dottedValue is the value of a Name or a dotted attribute chain in the
// globals of mod (nil when it is not one).
func (l *lowerer) dottedValue(mod *module, e ast.Expr) Value {
	switch e := e.(type) {
	case *ast.Name:
		if v, ok := mod.globals[e.Id]; ok {
			return v
		}
	case *ast.Attribute:
		if mv, ok := l.dottedValue(mod, e.Value).(*moduleV); ok {
			return l.moduleAttr(mv, e.Attr)
		}
	}
	return nil
}

// queryResult is the value of a call of the trusted function name whose
// result is annotated rt = "list[R]".
func (f *frame) queryResult(name string, t *trustedV, rt string, conv map[string]Value, span diag.Span) Value {
	l := f.l
	cls := strings.TrimSuffix(strings.TrimPrefix(rt, "list["), "]")
	// A generic query, read_rows(schema: type[RowT], ...) -> list[RowT]:
	// the rows are of the class the call passes as schema.
	var generic *classV
	if sig := t.mod.sigs[name]; sig != nil {
		for _, p := range sig.Params {
			if p.Type != nil && p.Type.Error == "" && p.Type.Name == "type["+cls+"]" {
				cv, ok := conv[p.Name].(*classV)
				if !ok {
					return f.poison("unsupported-trusted-result", span, "%s returns rows of the class passed as %s, which is not a class here", name, p.Name)
				}
				generic = cv
			}
		}
	}
	if len(l.loops) > 0 {
		return f.poison("unsupported-trusted-result", span, "a query (%s returns %s) inside a loop over rows is not supported", name, rt)
	}
	var fields []rowField
	var elem *rowField
	var def *ast.ClassDef
	if s := sortOfType(cls); s != "" && s != sortFloat {
		elem = &rowField{name: "item", typ: cls, sort: s}
	} else if generic != nil {
		var why string
		def, fields, why = l.rowClassOf(generic)
		if why != "" {
			return f.poison("unsupported-trusted-result", span, "the result of %s has type list[%s]: %s", name, generic.def.Name, why)
		}
		cls = generic.def.Name
	} else {
		var why string
		def, fields, why = l.rowClass(t.mod, cls)
		if why != "" {
			return f.poison("unsupported-trusted-result", span, "the result of %s has type %s: %s", name, rt, why)
		}
	}
	n := l.fresh(name+"_len", sortInt)
	// A list holds at most sys.maxsize (2**63 - 1 here) elements: CPython's
	// lengths are Py_ssize_t.
	l.assume("type", mkAnd(mkBin(n, ">=", intTermI(0)), mkBin(n, "<=", intTermI(1<<63-1))), span, "the result of %s is a list (its length is between 0 and sys.maxsize)", name)
	rows := &rowsV{class: cls, n: n}
	if elem != nil {
		elem.fn = l.freshFunction(name+"_item", []string{sortInt}, elem.sort)
		rows.elem = elem
		return rows
	}
	for _, fl := range fields {
		fl.fn = l.freshFunction(fmt.Sprintf("%s_%s", name, fl.name), []string{sortInt}, fl.sort)
		rows.fields = append(rows.fields, fl)
		l.columnFns[fl.fn] = column{def, fl.name}
	}
	return rows
}

// freshFunction declares a new uninterpreted function named prefix<n>.
func (l *lowerer) freshFunction(prefix string, dom []string, rng string) string {
	for {
		l.nVar++
		name := fmt.Sprintf("%s%d", prefix, l.nVar)
		if !l.symbols[name] {
			l.symbols[name] = true
			l.out.Functions = append(l.out.Functions, ir.Function{Name: name, Domain: dom, Range: rng})
			return name
		}
	}
}

// freshValue is a fresh value of the sort for what each execution of the
// current program point makes anew (a trusted call's result): a constant,
// or inside symbolic loops a function of their indices.
func (l *lowerer) freshValue(prefix, sort string) term {
	if len(l.loops) == 0 {
		return l.fresh(prefix, sort)
	}
	var dom []string
	var idx []term
	for _, lp := range l.loops {
		dom = append(dom, sortInt)
		idx = append(idx, lp.idx)
	}
	fn := l.freshFunction(prefix, dom, sort)
	return &dsl.Term{Op: dsl.OpApp, Name: fn, Sort: dslSort(sort), Args: idx}
}

// field is row.name: the value of the field in that row.
func (f *frame) rowField(r *rowElemV, e *ast.Attribute) Value {
	for _, fl := range r.rows.fields {
		if fl.name == e.Attr {
			t := &dsl.Term{Op: dsl.OpApp, Name: fl.fn, Sort: dslSort(fl.sort), Args: []term{r.idx}}
			if c, ok := f.l.columnFns[fl.fn]; ok {
				f.l.columnTerms[t] = c // this read (columns.go)
			}
			return f.l.scalar(t)
		}
	}
	return f.poison("unsupported-attribute", e.Span(), "%s has no field %s", r.rows.class, e.Attr)
}

// execForRows lowers `for target in rows: body` once for a symbolic
// index (see the file comment).
func (f *frame) execForRows(s *ast.For, rows *rowsV) {
	l := f.l
	target, ok := s.Target.(*ast.Name)
	switch {
	case f.isModule():
		f.poison("unsupported-symbolic-loop", s.Span(), "a loop over rows at module level is not supported; loop inside a function")
		return
	case !ok:
		f.poison("unsupported-symbolic-loop", s.Target.Span(), "a loop over rows must bind one name")
		return
	case len(s.Orelse) > 0:
		f.poison("unsupported-symbolic-loop", s.Span(), "the else clause of a loop over rows is not supported")
		return
	}
	if n := jumpOut(s.Body); n != nil {
		f.poison("unsupported-symbolic-loop", n.Span(), "break, continue and return inside a loop over rows are not supported")
		return
	}
	if isFalse(f.reach) {
		return
	}
	// Every name the body assigns holds, at the start of an iteration,
	// what the previous one left: reading it before assigning it in this
	// iteration is unsupported, and so is reading it after the loop.
	assigned := map[string]bool{target.Id: true}
	for _, st := range s.Body {
		assignedNames(st, assigned)
	}
	for _, n := range sortedKeys(assigned) {
		if !f.localNames[n] {
			f.poison("unsupported-symbolic-loop", s.Span(), "the loop over rows assigns the global %s", n)
			return
		}
	}
	entry := f.reach
	idx := l.fresh("_i", sortInt)
	l.nStamp++
	l.loops = append(l.loops, symLoop{idx: idx, n: rows.n, stamp: l.nStamp})
	noNaming := l.noNaming
	l.noNaming = true // a definitional symbol would tie every row to one index
	f.reach = mkAnd(entry, mkBin(intTermI(0), "<=", idx), mkBin(idx, "<", rows.n))
	for _, n := range sortedKeys(assigned) {
		f.locals[n] = binding{v: carried(n), bound: tTrue}
	}
	var item Value = &rowElemV{rows: rows, idx: idx}
	if rows.elem != nil {
		item = l.scalar(&dsl.Term{Op: dsl.OpApp, Name: rows.elem.fn, Sort: dslSort(rows.elem.sort), Args: []term{idx}})
	}
	f.locals[target.Id] = binding{v: item, bound: tTrue}
	f.execBlock(s.Body)
	l.noNaming = noNaming
	l.loops = l.loops[:len(l.loops)-1]
	// After the loop: the entry's paths (an iteration that raised is a
	// check of the body, decided for every row), and the body's names
	// unknown.
	f.reach = entry
	for _, n := range sortedKeys(assigned) {
		f.locals[n] = binding{v: &poisonV{code: "unsupported-symbolic-loop",
			msg: fmt.Sprintf("%s after a loop over rows (its value depends on the last row) is not supported", n)}, bound: tTrue}
	}
}

// carried is the value of a name at the start of an iteration of a loop
// over rows, before this iteration assigns it.
func carried(name string) *poisonV {
	return &poisonV{code: "unsupported-symbolic-loop",
		msg: fmt.Sprintf("%s is read before this iteration of the loop over rows assigns it (a value carried from the previous row)", name)}
}

// jumpOut finds a break, continue or return of the loop body itself (not
// of a nested loop or function).
func jumpOut(body []ast.Stmt) ast.Node {
	s := findInBody(body, func(s ast.Stmt, nested bool) bool {
		switch s.(type) {
		case *ast.Break, *ast.Continue:
			return !nested
		case *ast.Return:
			return true
		}
		return false
	})
	if s == nil {
		return nil
	}
	return s
}

// assignedNames adds the names statement s binds in its function's scope:
// by assignment, loop target, import, definition, capture pattern, and an
// assignment expression, also one inside a comprehension (it binds in the
// enclosing function) or in what a def, lambda or class evaluates when it
// is made (defaults, decorators, annotations, bases); a comprehension's
// own targets are not (they are not ast.For).
func assignedNames(s ast.Stmt, out map[string]bool) {
	var visit func(n ast.Node) bool
	// outer walks what a def, lambda or class evaluates in the enclosing
	// scope when it is made (defaults, decorators, annotations, bases):
	// an assignment expression there binds a name of the function.
	outer := func(es ...ast.Expr) {
		for _, e := range es {
			if e != nil {
				ast.Inspect(e, visit)
			}
		}
	}
	args := func(a *ast.Arguments) {
		if a == nil {
			return
		}
		outer(a.Defaults...)
		outer(a.KwDefaults...)
		for _, list := range [][]*ast.Arg{a.Posonlyargs, a.Args, a.Kwonlyargs, {a.Vararg, a.Kwarg}} {
			for _, p := range list {
				if p != nil {
					outer(p.Annotation)
				}
			}
		}
	}
	visit = func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.FunctionDef:
			out[n.Name] = true
			args(n.Args)
			outer(n.DecoratorList...)
			outer(n.Returns)
			return false // the body is its own scope
		case *ast.ClassDef:
			out[n.Name] = true
			outer(n.Bases...)
			for _, k := range n.Keywords {
				outer(k.Value)
			}
			outer(n.DecoratorList...)
			return false
		case *ast.Lambda:
			args(n.Args)
			return false // its own scope (an assignment expression in its body too)
		case *ast.MatchAs:
			if n.Name != "" {
				out[n.Name] = true // a capture pattern: case x, case [x], case int() as x
			}
		case *ast.MatchStar:
			if n.Name != "" {
				out[n.Name] = true
			}
		case *ast.MatchMapping:
			if n.Rest != "" {
				out[n.Rest] = true
			}
		case *ast.Assign:
			for _, t := range n.Targets {
				collectTargets(t, out)
			}
		case *ast.AugAssign:
			collectTargets(n.Target, out)
		case *ast.AnnAssign:
			collectTargets(n.Target, out)
		case *ast.For:
			collectTargets(n.Target, out)
		case *ast.NamedExpr:
			collectTargets(n.Target, out)
		case *ast.Import:
			for _, a := range n.Names {
				out[importName(a)] = true
			}
		case *ast.ImportFrom:
			for _, a := range n.Names {
				out[importName(a)] = true
			}
		}
		return true
	}
	ast.Inspect(s, visit)
}

// rowInstV is an instance of a Row class the program builds,
// UserRow(name="bob", ...): clauz3.Row's __init__ takes the fields as
// keywords, all of them and no other (TypeError otherwise), and stores
// them unchecked.
type rowInstV struct {
	class  string
	fields map[string]Value
}

func (r *rowInstV) typeName() string { return r.class }

// newRow is the call cv(**kws) of the Row class cv; ok false when cv is
// not a Row class clauz3 reads.
func (f *frame) newRow(cv *classV, args []Value, kws []kwArg, c *ast.Call) (Value, bool) {
	_, fields, why := f.l.rowClassOf(cv)
	if why != "" {
		return nil, false
	}
	bad := quietPoison("unsupported-type", c.Span(), "bad call")
	if len(args) > 0 {
		f.raise("TypeError", c.Span(), "Row.__init__() takes 1 positional argument but %d were given", len(args)+1)
		return bad, true
	}
	r := &rowInstV{class: cv.def.Name, fields: map[string]Value{}}
	known := map[string]bool{}
	for _, fl := range fields {
		known[fl.name] = true
	}
	var extra, missing []string
	for _, k := range kws {
		if !known[k.name] {
			extra = append(extra, "'"+k.name+"'")
			continue
		}
		if p, ok := k.v.(*poisonV); ok {
			f.use(p, k.span)
			return &poisonV{code: p.code, msg: p.msg, reported: true}, true
		}
		r.fields[k.name] = k.v
	}
	for _, fl := range fields {
		if _, ok := r.fields[fl.name]; !ok {
			missing = append(missing, "'"+fl.name+"'")
		}
	}
	// as clauz3.Row: missing fields first, each list sorted
	sort.Strings(missing)
	sort.Strings(extra)
	switch {
	case len(missing) > 0:
		f.raise("TypeError", c.Span(), "missing fields: [%s]", strings.Join(missing, ", "))
		return bad, true
	case len(extra) > 0:
		f.raise("TypeError", c.Span(), "unknown fields: [%s]", strings.Join(extra, ", "))
		return bad, true
	}
	return r, true
}
