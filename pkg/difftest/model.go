package difftest

import (
	"errors"
	"fmt"
	"math/big"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"

	"clauz3/pkg/dsl"
	"clauz3/pkg/ir"
	"clauz3/pkg/load"
	"clauz3/pkg/lower"
	"clauz3/pkg/python/parser"
)

// Lowerer loads and lowers programs written next to a copy of the
// trusted layer (testdata/layer) in a private directory.
type Lowerer struct {
	dir string
}

// NewLowerer copies the trusted layer at layer into dir.
func NewLowerer(layer, dir string) (*Lowerer, error) {
	if err := os.CopyFS(dir, os.DirFS(layer)); err != nil {
		return nil, fmt.Errorf("copying the trusted layer: %w", err)
	}
	return &Lowerer{dir: dir}, nil
}

// Lower loads src as the entry module prog.py and lowers its main.
func (l *Lowerer) Lower(src string) (doc *ir.DSL, err error) {
	defer func() {
		if r := recover(); r != nil {
			doc, err = nil, fmt.Errorf("lower panicked: %v", r)
		}
	}()
	if err := os.WriteFile(filepath.Join(l.dir, "prog.py"), []byte(src), 0o644); err != nil {
		return nil, err
	}
	ast, err := load.Load(load.Config{
		Entry:        "prog.py",
		TrustedRoots: []string{filepath.Join("fx", "trusted")},
		ImportRoots:  []string{"."},
		Dir:          l.dir,
		Parse:        parser.ParseFile,
	})
	if err != nil {
		return nil, fmt.Errorf("load: %w", err)
	}
	return lower.Lower(ast)
}

// Model is a lowered document prepared for evaluation at concrete
// values: every expression is type-checked once, and evaluated per run
// by pkg/dsl's ground evaluator.
type Model struct {
	Doc         *ir.DSL
	Unsupported []ir.Obligation
	inputs      []modelSym
	defs        map[string]*dsl.Term // "_d<n> == e" of the knowledge base
	constraints []*dsl.Term          // other knowledge-base entries
	facts       []modelFact
	checks      []modelCheck
	kinds       map[string]dsl.SortKind
	assumptions []*dsl.Term // the document's assumptions (trusted postconditions, ...)
	// Fixed are values Evaluate gives symbols that are neither inputs nor
	// trusted results (such as "_raised<n>": whether a trusted call
	// raises), when set.
	Fixed map[string]any
	// Tables are the values of functions of one int (the rows of a
	// query: Tables[f][i] is f(i)), when set.
	Tables map[string][]any
	// loops are the range of each loop variable.
	loops map[string][2]*dsl.Term
}

type modelSym struct {
	name string
	kind dsl.SortKind
	fn   bool // a function of a summarized while loop's iteration
}

type modelFact struct {
	f *ir.Fact
	// loop is the variable of the loop over rows the fact is in ("" for
	// none), lo and hi its range.
	loop   string
	lo, hi *dsl.Term
	cond   *dsl.Term
	fields []*dsl.Term
	kinds  []dsl.SortKind
	result string // the trusted result symbol of this call, if any
	rkind  dsl.SortKind
	rfn    bool // result is a function of the loop's iteration
}

type modelCheck struct {
	o    *ir.Obligation
	goal *dsl.Term
	exc  string
	// loop is the index of the summarized while loop the check is made
	// in ("" for none).
	loop string
}

var resultName = regexp.MustCompile(`^(.*)_result[0-9]+$`)

func parseSort(s string) (*dsl.Sort, error) {
	switch s {
	case "IntSort":
		return dsl.IntSort(), nil
	case "BoolSort":
		return dsl.BoolSort(), nil
	case "StringSort":
		return dsl.StringSort(), nil
	case "RealSort":
		return dsl.RealSort(), nil
	case "FPSort(11, 53)":
		return dsl.Float64Sort(), nil
	}
	if strings.HasPrefix(s, "SeqSort(") && strings.HasSuffix(s, ")") {
		e, err := parseSort(s[len("SeqSort(") : len(s)-1])
		if err != nil {
			return nil, err
		}
		return dsl.SeqSort(e), nil
	}
	return nil, fmt.Errorf("sort %q is not known to the harness", s)
}

// NewModel type-checks the expressions of doc.
func NewModel(doc *ir.DSL) (*Model, error) {
	return newModel(doc, false)
}

// NewLoopModel is NewModel for documents with facts in loops over the
// rows of a query (one level deep): Evaluate runs them for every row
// of Model.Tables, the loop's checks for every row too.
func NewLoopModel(doc *ir.DSL) (*Model, error) {
	return newModel(doc, true)
}

func newModel(doc *ir.DSL, loopsOK bool) (*Model, error) {
	m := &Model{Doc: doc, defs: map[string]*dsl.Term{}, kinds: map[string]dsl.SortKind{}, loops: map[string][2]*dsl.Term{}}
	for _, o := range doc.Obligations {
		if o.Kind == ir.KindUnsupported {
			m.Unsupported = append(m.Unsupported, o)
		}
	}
	if len(m.Unsupported) > 0 {
		return m, nil
	}
	if len(doc.Sorts) > 0 || len(doc.Constants) > 0 {
		return nil, fmt.Errorf("the document declares sorts or constants, which the harness does not evaluate")
	}
	sc := dsl.NewScope(nil)
	for _, f := range doc.Functions {
		var dom []*dsl.Sort
		for _, d := range f.Domain {
			s, err := parseSort(d)
			if err != nil {
				return nil, err
			}
			dom = append(dom, s)
		}
		r, err := parseSort(f.Range)
		if err != nil {
			return nil, err
		}
		sc.Define(f.Name, &dsl.Symbol{Kind: dsl.SymFunc, Domain: dom, Range: r})
	}
	declare := func(name, sortText string) (dsl.SortKind, error) {
		s, err := parseSort(sortText)
		if err != nil {
			return 0, fmt.Errorf("%s: %w", name, err)
		}
		sc.Define(name, &dsl.Symbol{Kind: dsl.SymConst, Sort: s})
		m.kinds[name] = s.Kind
		return s.Kind, nil
	}
	for _, in := range doc.Inputs {
		k, err := declare(in.Name, in.Sort)
		if err != nil {
			return nil, err
		}
		m.inputs = append(m.inputs, modelSym{in.Name, k, false})
	}
	results := map[string][]modelSym{}
	for _, v := range doc.Variables {
		k, err := declare(v.Name, v.Sort)
		if err != nil {
			return nil, err
		}
		if g := resultName.FindStringSubmatch(v.Name); g != nil {
			results[g[1]] = append(results[g[1]], modelSym{v.Name, k, false})
		}
	}
	// A trusted call's result inside a summarized while loop is a
	// function of the iteration; the k-th fact of a relation has the k-th
	// result symbol by number, a variable or such a function.
	for _, f := range doc.Functions {
		g := resultName.FindStringSubmatch(f.Name)
		if g == nil || len(f.Domain) != 1 || f.Domain[0] != "IntSort" {
			continue
		}
		r, err := parseSort(f.Range)
		if err != nil {
			return nil, err
		}
		results[g[1]] = append(results[g[1]], modelSym{f.Name, r.Kind, true})
	}
	for rel := range results {
		q := results[rel]
		sort.SliceStable(q, func(i, j int) bool { return resultNumber(q[i].name) < resultNumber(q[j].name) })
	}
	check := func(what, src string, boolean bool) (*dsl.Term, error) {
		var t *dsl.Term
		var err error
		if boolean {
			t, err = dsl.CheckBool(src, sc)
		} else {
			t, err = dsl.Check(src, sc)
		}
		if err != nil {
			return nil, fmt.Errorf("%s %q: %w", what, src, err)
		}
		return lenient(t), nil
	}
	for i, k := range doc.KnowledgeBase {
		t, err := check(fmt.Sprintf("knowledge_base[%d]", i), k.Assertion, true)
		if err != nil {
			return nil, err
		}
		if k.Value != nil && !*k.Value {
			t = dsl.Not(t)
		} else if t.Op == dsl.OpEq && t.Args[0].Op == dsl.OpConst {
			if _, dup := m.defs[t.Args[0].Name]; !dup {
				m.defs[t.Args[0].Name] = t.Args[1]
				continue
			}
		}
		m.constraints = append(m.constraints, t)
	}
	for i := range doc.Facts {
		f := &doc.Facts[i]
		if len(f.Quantifiers) > 1 || len(f.Quantifiers) == 1 && !loopsOK && !f.Quantifiers[0].While {
			return nil, fmt.Errorf("fact %s is quantified (a symbolic loop), which the harness does not evaluate", f.ID)
		}
		mf := modelFact{f: f}
		var err error
		if len(f.Quantifiers) == 1 {
			q := f.Quantifiers[0]
			mf.loop = q.Var
			if mf.lo, err = check("fact "+f.ID+" lower", q.Lower, false); err != nil {
				return nil, err
			}
			if mf.hi, err = check("fact "+f.ID+" upper", q.Upper, false); err != nil {
				return nil, err
			}
			m.loops[q.Var] = [2]*dsl.Term{mf.lo, mf.hi}
		}
		if mf.cond, err = check("fact "+f.ID+" cond", f.Cond, true); err != nil {
			return nil, err
		}
		for _, fl := range f.Fields {
			t, err := check("fact "+f.ID+" field "+fl.Name, fl.Value, false)
			if err != nil {
				return nil, err
			}
			mf.fields = append(mf.fields, t)
			mf.kinds = append(mf.kinds, t.Sort.Kind)
		}
		if q := results[f.Relation]; len(q) > 0 {
			if mf.loop != "" && !q[0].fn || mf.loop == "" && q[0].fn {
				return nil, fmt.Errorf("fact %s: a trusted result in a loop over rows, which the harness does not evaluate", f.ID)
			}
			mf.result, mf.rkind, mf.rfn = q[0].name, q[0].kind, q[0].fn
			results[f.Relation] = q[1:]
		}
		m.facts = append(m.facts, mf)
	}
	for rel, q := range results {
		if len(q) > 0 {
			return nil, fmt.Errorf("%d result symbols of %s have no fact", len(q), rel)
		}
	}
	for i, a := range doc.Assumptions {
		t, err := check(fmt.Sprintf("assumption %d (%s)", i, a.ID), a.Expr, true)
		if err != nil {
			return nil, err
		}
		m.assumptions = append(m.assumptions, t)
	}
	for i := range doc.Obligations {
		o := &doc.Obligations[i]
		if o.Kind == ir.KindGuarantee || o.Kind == ir.KindConsistency || o.Code == ir.CodeMainPrecondition {
			// Not checks a run raises at: guarantees are judged on the
			// effects, and the __main__ block's call is not run.
			continue
		}
		if o.Goal == "" {
			return nil, fmt.Errorf("obligation %s (%s) has no goal", o.ID, o.Kind)
		}
		exc := ""
		switch o.Kind {
		case ir.KindException:
			exc, _, _ = strings.Cut(o.Message, ":")
		case ir.KindAssertion:
			exc = "AssertionError"
		default:
			exc = o.Kind + " " + o.Message
		}
		g, err := check("obligation "+o.ID, o.Goal, true)
		if err != nil {
			return nil, err
		}
		c := modelCheck{o: o, goal: g, exc: exc, loop: o.Iteration}
		if c.loop != "" {
			if _, ok := m.loops[c.loop]; !ok {
				// a loop with no fact: its range from the check's own
				// path condition (0 <= i, i < k)
				hi := loopUpper(g, c.loop)
				if hi == nil {
					return nil, fmt.Errorf("obligation %s: the range of %s is not in its goal", o.ID, c.loop)
				}
				m.loops[c.loop] = [2]*dsl.Term{dsl.MkInt64(0), hi}
			}
		}
		m.checks = append(m.checks, c)
	}
	return m, nil
}

// lenient rewrites Implies(a, b) to Or(Not(a), b): the evaluator
// evaluates both operands of Implies, so an unspecified consequent (a
// division by zero under a false antecedent) would be an error although
// Z3 decides the implication.
func lenient(t *dsl.Term) *dsl.Term {
	changed := false
	args := make([]*dsl.Term, len(t.Args))
	for i, a := range t.Args {
		args[i] = lenient(a)
		changed = changed || args[i] != a
	}
	if t.Op == dsl.OpImplies {
		return &dsl.Term{Op: dsl.OpOr, Sort: t.Sort, Args: []*dsl.Term{{Op: dsl.OpNot, Sort: t.Sort, Args: args[:1]}, args[1]}}
	}
	if !changed {
		return t
	}
	c := *t
	c.Args = args
	return &c
}

// Effect is one trusted call the model says happens.
type Effect struct {
	Fact   string
	Fn     string
	Fields []Value
	Line   int
	raw    []any
	kinds  []dsl.SortKind
}

func (e Effect) String() string {
	return fmt.Sprintf("%s(%s)   [%s, line %d]", e.Fn, joinValues(e.Fields), e.Fact, e.Line)
}

// Verdict is the model's account of one run, evaluated with the trusted
// results CPython's run returned.
type Verdict struct {
	Effects []Effect
	// Failed are the exception and assertion obligations that fail.
	Failed []*modelCheck
	// Assumed is false when an assumption of the document (a trusted
	// result's postcondition) is false at this run: the run is outside
	// what the model describes. AssumedErr says why one could not be
	// evaluated.
	Assumed    bool
	AssumedErr error
	// Err is set when a condition or value is not determined by the
	// inputs and trusted results (lower is less precise than CPython),
	// or cannot be evaluated.
	Err error
	// Prefix is set when the first check that fails is in a summarized
	// while loop: the model's calls past CPython's are not compared.
	Prefix bool
	// fires, fields and holds are the evaluated fact conditions, the
	// firing facts' field values and the obligations' goals; assign
	// holds the inputs and trusted results (for CrossCheck).
	fires  []bool
	fields [][]any
	holds  []bool
	assign map[string]any
}

// Raised is the exception class the model predicts, or "".
func (v *Verdict) Raised() string {
	if len(v.Failed) == 0 {
		return ""
	}
	return v.Failed[0].exc
}

type runEval struct {
	m    *Model
	vals map[string]any
	// fnvals are the values of trusted results inside summarized while
	// loops: fnvals[f][i] is f(i), the result of the call in iteration i.
	fnvals map[string]map[int64]any
	// lazy are the definitions whose value is not determined on their
	// own (a division by zero under a false guard): they are inlined
	// into the terms that use them, where the guard decides.
	lazy     map[string]bool
	expanded map[string]*dsl.Term
}

var errUndetermined = errors.New("not determined")

func (r *runEval) eval(t *dsl.Term) (any, error) {
	r.need(t)
	if lz := r.lazyIn(t); len(lz) > 0 {
		t = dsl.Substitute(t, lz)
	}
	v, err := dsl.Eval(t, dsl.Env{Consts: r.vals, Func: r.apply})
	if err != nil {
		return nil, fmt.Errorf("%w: %v", errUndetermined, err)
	}
	return v, nil
}

// apply is f(i) for a function of Model.Tables.
func (r *runEval) apply(name string, args []any) (any, error) {
	if vs, ok := r.fnvals[name]; ok && len(args) == 1 {
		if i, ok := args[0].(*big.Int); ok && i.IsInt64() {
			if v, ok := vs[i.Int64()]; ok {
				return v, nil
			}
		}
		return nil, fmt.Errorf("%s(%v): no call in that iteration", name, args[0])
	}
	tab, ok := r.m.Tables[name]
	if !ok || len(args) != 1 {
		return nil, fmt.Errorf("function %s has no table", name)
	}
	i, ok := args[0].(*big.Int)
	if !ok || !i.IsInt64() || i.Int64() < 0 || i.Int64() >= int64(len(tab)) {
		return nil, fmt.Errorf("%s(%v) is past the rows", name, args[0])
	}
	return tab[i.Int64()], nil
}

// need evaluates the definitions t mentions that have no value yet.
func (r *runEval) need(t *dsl.Term) {
	dsl.Walk(t, func(u *dsl.Term) bool {
		if u.Op == dsl.OpConst && !r.lazy[u.Name] {
			if _, ok := r.vals[u.Name]; !ok {
				if def, ok := r.m.defs[u.Name]; ok {
					if v, err := r.eval(def); err == nil {
						r.vals[u.Name] = v
					} else {
						r.lazy[u.Name] = true
					}
				}
			}
		}
		return true
	})
}

// lazyIn maps the lazy definitions t mentions to their expansions.
func (r *runEval) lazyIn(t *dsl.Term) map[string]*dsl.Term {
	var sub map[string]*dsl.Term
	dsl.Walk(t, func(u *dsl.Term) bool {
		if u.Op == dsl.OpConst && r.lazy[u.Name] {
			if sub == nil {
				sub = map[string]*dsl.Term{}
			}
			sub[u.Name] = r.expand(u.Name)
		}
		return true
	})
	return sub
}

func (r *runEval) expand(name string) *dsl.Term {
	if e, ok := r.expanded[name]; ok {
		return e
	}
	def := r.m.defs[name]
	e := def
	if lz := r.lazyIn(def); len(lz) > 0 {
		e = dsl.Substitute(def, lz)
	}
	r.expanded[name] = e
	return e
}

func zero(k dsl.SortKind) any {
	switch k {
	case dsl.KInt:
		return big.NewInt(0)
	case dsl.KBool:
		return false
	case dsl.KString:
		return ""
	case dsl.KFP:
		return 0.0
	}
	return nil
}

// Evaluate evaluates the model at run's inputs. The i-th fact that fires
// is the i-th call CPython made; its result symbol takes the value that
// call returned in CPython (calls: CPython's recorded calls), so that the
// model and CPython see the same trusted results.
func (m *Model) Evaluate(args []Value, calls []Call) *Verdict {
	r := &runEval{m: m, vals: map[string]any{ir.OptimizeSymbol: false}, lazy: map[string]bool{}, expanded: map[string]*dsl.Term{},
		fnvals: map[string]map[int64]any{}}
	v := &Verdict{assign: map[string]any{ir.OptimizeSymbol: false}, Assumed: true}
	for k, x := range m.Fixed {
		r.vals[k] = x
		v.assign[k] = x
	}
	if len(args) != len(m.inputs) {
		v.Err = fmt.Errorf("%d arguments for %d inputs", len(args), len(m.inputs))
		return v
	}
	for i, in := range m.inputs {
		g, ok := args[i].goValue(in.kind)
		if !ok {
			v.Err = fmt.Errorf("input %s: %s does not fit", in.name, args[i].Py())
			return v
		}
		r.vals[in.name] = g
		v.assign[in.name] = g
	}
	// one evaluates one fact (at the current loop index); false when
	// the model is not determined (v.Err).
	one := func(mf modelFact) bool {
		c, err := r.eval(mf.cond)
		if err != nil {
			v.Err = fmt.Errorf("fact %s (%s, line %d) condition %s: %w", mf.f.ID, mf.f.Relation, mf.f.Span.Line, mf.f.Cond, err)
			return false
		}
		fires := c.(bool)
		v.fires = append(v.fires, fires)
		v.fields = append(v.fields, nil)
		if fires {
			e := Effect{Fact: mf.f.ID, Fn: mf.f.Relation, Line: mf.f.Span.Line}
			var all []any
			index := map[string]int{}
			for j, ft := range mf.fields {
				x, err := r.eval(ft)
				if err != nil {
					v.Err = fmt.Errorf("fact %s field %s = %s: %w", mf.f.ID, mf.f.Fields[j].Name, mf.f.Fields[j].Value, err)
					return false
				}
				all = append(all, x)
				index[mf.f.Fields[j].Name] = j
			}
			for j, x := range all {
				name, k := mf.f.Fields[j].Name, mf.kinds[j]
				if ir.IsCompanionField(name) {
					continue // folded into the field it belongs to
				}
				if b, ok := index[ir.IsIntField(name)]; ok && all[b] == true {
					// an int passed for a float parameter
					x, k = all[index[ir.IntField(name)]], mf.kinds[index[ir.IntField(name)]]
				}
				e.Fields = append(e.Fields, fromGo(x))
				e.raw = append(e.raw, x)
				e.kinds = append(e.kinds, k)
			}
			v.fields[len(v.fields)-1] = all
			v.Effects = append(v.Effects, e)
		}
		if mf.result != "" {
			val := zero(mf.rkind)
			if k := len(v.Effects) - 1; fires && k < len(calls) && calls[k].Fn == mf.f.Relation {
				if g, ok := calls[k].Val.goValue(mf.rkind); ok {
					val = g
				}
			}
			if mf.rfn {
				// inside a summarized while loop: the result at this
				// iteration
				i, _ := r.vals[mf.loop].(*big.Int)
				if r.fnvals[mf.result] == nil {
					r.fnvals[mf.result] = map[int64]any{}
				}
				if i != nil && i.IsInt64() {
					r.fnvals[mf.result][i.Int64()] = val
				}
				return true
			}
			r.vals[mf.result] = val
			v.assign[mf.result] = val
		}
		return true
	}
	for i := 0; i < len(m.facts); {
		mf := m.facts[i]
		if mf.loop == "" {
			if !one(mf) {
				return v
			}
			i++
			continue
		}
		// A loop over rows: its facts, in order, for every row.
		j := i
		for j < len(m.facts) && m.facts[j].loop == mf.loop {
			j++
		}
		lo, hi, err := r.bounds(mf.loop)
		if err != nil {
			v.Err = fmt.Errorf("fact %s: %w", mf.f.ID, err)
			return v
		}
		base := r.save()
		for k := lo; k < hi; k++ {
			r.restore(base)
			r.vals[mf.loop] = big.NewInt(k)
			for _, g := range m.facts[i:j] {
				if !one(g) {
					return v
				}
			}
		}
		r.restore(base)
		i = j
	}
	for i, a := range m.assumptions {
		// An assumption the run does not determine is not known to
		// hold: the run is not compared (Compare does not look).
		if ok, err := r.eval(a); err != nil || !ok.(bool) {
			v.Assumed = false
			if err != nil && v.AssumedErr == nil {
				v.AssumedErr = fmt.Errorf("assumption %d %s: %w", i, a, err)
			}
		}
	}
	for i, c := range m.constraints {
		ok, err := r.eval(c)
		if err != nil {
			v.Err = fmt.Errorf("knowledge_base constraint %d %s: %w", i, c, err)
			return v
		}
		if !ok.(bool) {
			v.Err = fmt.Errorf("knowledge_base constraint %s is false at this run", c)
			return v
		}
	}
	failAt := map[*modelCheck]int64{} // the first iteration a loop's check fails in
	for i := range m.checks {
		c := &m.checks[i]
		holds := true
		// A check in a loop over rows holds when it holds at every row.
		loop := ""
		dsl.Walk(c.goal, func(u *dsl.Term) bool {
			if _, ok := m.loops[u.Name]; ok && u.Op == dsl.OpConst {
				loop = u.Name
			}
			return loop == ""
		})
		lo, hi := int64(0), int64(1)
		if loop != "" {
			var err error
			if lo, hi, err = r.bounds(loop); err != nil {
				v.Err = fmt.Errorf("obligation %s: %w", c.o.ID, err)
				return v
			}
		}
		base := r.save()
		for k := lo; k < hi && holds; k++ {
			if loop != "" {
				r.restore(base)
				r.vals[loop] = big.NewInt(k)
			}
			ok, err := r.eval(c.goal)
			if err != nil {
				v.Err = fmt.Errorf("obligation %s (%s, line %d) goal %s: %w", c.o.ID, c.o.Message, c.o.Span.Line, c.o.Goal, err)
				return v
			}
			holds = ok.(bool)
			failAt[c] = k
		}
		r.restore(base)
		v.holds = append(v.holds, holds)
		if !holds {
			v.Failed = append(v.Failed, c)
		}
	}
	// CPython stops at the first check that fails. A summarized while
	// loop's checks (consecutive in the document) fail first in the
	// iteration each fails first in; checks elsewhere in document order.
	first := map[string]int{}
	for i, c := range m.checks {
		if _, ok := first[c.loop]; c.loop != "" && !ok {
			first[c.loop] = i
		}
	}
	index := map[*modelCheck]int{}
	for i := range m.checks {
		index[&m.checks[i]] = i
	}
	key := func(c *modelCheck) (int, int64, int) {
		if c.loop == "" {
			return index[c], 0, index[c]
		}
		return first[c.loop], failAt[c], index[c]
	}
	sort.SliceStable(v.Failed, func(i, j int) bool {
		a1, a2, a3 := key(v.Failed[i])
		b1, b2, b3 := key(v.Failed[j])
		if a1 != b1 {
			return a1 < b1
		}
		if a2 != b2 {
			return a2 < b2
		}
		return a3 < b3
	})
	// The loop's later iterations, and what follows the loop, make calls
	// in the model that CPython does not make once the loop's check has
	// failed: only the calls before compare.
	v.Prefix = len(v.Failed) > 0 && v.Failed[0].loop != ""
	return v
}

// bounds evaluates the range of loop variable q.
func (r *runEval) bounds(q string) (int64, int64, error) {
	b := r.m.loops[q]
	var out [2]int64
	for i, t := range b {
		x, err := r.eval(t)
		if err != nil {
			return 0, 0, fmt.Errorf("the range of %s: %w", q, err)
		}
		n, ok := x.(*big.Int)
		if !ok || !n.IsInt64() {
			return 0, 0, fmt.Errorf("the range of %s is %v", q, x)
		}
		out[i] = n.Int64()
	}
	if out[1]-out[0] > 1000 {
		return 0, 0, fmt.Errorf("the range of %s has %d rows", q, out[1]-out[0])
	}
	return out[0], out[1], nil
}

// evalState is what save keeps of a run's evaluation.
type evalState struct {
	vals map[string]any
	lazy map[string]bool
}

// save copies the values and lazy definitions known so far, which a
// loop's iterations must not share (a definition may read the index).
func (r *runEval) save() evalState {
	st := evalState{vals: map[string]any{}, lazy: map[string]bool{}}
	for k, x := range r.vals {
		st.vals[k] = x
	}
	for k, x := range r.lazy {
		st.lazy[k] = x
	}
	return st
}

func (r *runEval) restore(st evalState) {
	r.vals = map[string]any{}
	for k, x := range st.vals {
		r.vals[k] = x
	}
	r.lazy = map[string]bool{}
	for k, x := range st.lazy {
		r.lazy[k] = x
	}
}

// UnsupportedCodes lists the distinct unsupported codes of the model.
func (m *Model) UnsupportedCodes() []string {
	seen := map[string]bool{}
	var out []string
	for _, o := range m.Unsupported {
		if !seen[o.Code] {
			seen[o.Code] = true
			out = append(out, o.Code)
		}
	}
	sort.Strings(out)
	return out
}

// resultNumber is the number a result symbol ends with ("f_result12").
func resultNumber(name string) int {
	i := strings.LastIndex(name, "_result")
	n, _ := strconv.Atoi(name[i+len("_result"):])
	return n
}

// loopUpper finds k in a conjunct "v < k" of t.
func loopUpper(t *dsl.Term, v string) *dsl.Term {
	var hi *dsl.Term
	dsl.Walk(t, func(u *dsl.Term) bool {
		if hi == nil && u.Op == dsl.OpLt && len(u.Args) == 2 && u.Args[0].Op == dsl.OpConst && u.Args[0].Name == v {
			hi = u.Args[1]
		}
		return hi == nil
	})
	return hi
}
