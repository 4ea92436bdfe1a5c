package solve

import (
	"encoding/json"
	"fmt"
	"math"
	"math/big"
	"slices"
	"strings"

	"clauz3/pkg/dsl"
	"clauz3/pkg/ir"
	"clauz3/pkg/z3"
)

// Counterexamples by evaluation. An obligation the case analysis does
// not prove may be refuted by values the witness search finds (split.go):
// values of the symbols under which every assertion of the base holds
// and the goal evaluates to false, exactly (pkg/dsl's evaluator refuses
// every term SMT-LIB leaves unspecified). That is what a model of Z3's
// query (the base and the goal's negation) is, so the obligation is
// refuted with these values as its counterexample, which Solve re-checks
// by evaluation like any other. They depend on the document alone (the
// defaults, then one symbol at a time set to a literal of the document,
// then several greedily),
// so a reused Z3 context, or none, shows the same counterexample as a
// fresh process, and a document whose obligations are all proved or
// refuted this way needs no Z3 context at all.
//
// Only documents whose counterexample is every input, variable, fact and
// row are searched (evaluable): a query's rows are functions of the row
// index given one value everywhere, shown at the rows the values name
// (evalRows), and facts inside loops over rows are not listed, as in a
// counterexample from Z3; no value an unsupported construct left free
// (those need Z3's model and the checks of dependsOnUnsupported). A
// while loop's bound is searched like any goal (refuted, it is unknown:
// decideObligations); the values refuting any other goal must also keep
// every loop within its bound, as Z3's query for it does.

// evalRefutable reports whether the document's counterexamples may come
// from the witness search (the conditions above).
func (p *program) evalRefutable(obls []*obligation, facts []*factInfo) bool {
	if p.evalOK != 0 {
		return p.evalOK == 2
	}
	p.evalOK = 1
	if !p.caseSplit() || !p.evaluable(facts) {
		return false
	}
	p.evalOK = 2
	return true
}

// evaluable reports whether a counterexample to the document is every
// input, variable and fact, and so can be evaluated (the conditions
// above, but the case analysis's).
func (p *program) evaluable(facts []*factInfo) bool {
	if len(p.doc.Rules) > 0 || len(p.kb) != len(p.doc.KnowledgeBase) {
		return false
	}
	for _, fn := range p.doc.Functions {
		// the rows of a query: a function of the row index, shown at the
		// rows the counterexample names (evalRows)
		s, err := p.sortRef(fn.Range)
		if err != nil || len(fn.Domain) != 1 || fn.Domain[0] != "IntSort" || s.Kind == dsl.KFP {
			return false
		}
		if _, ok := zeroOf(s); !ok {
			return false
		}
	}
	for _, v := range p.doc.Variables {
		if strings.HasPrefix(v.Name, ir.UnsupportedPrefix) {
			return false
		}
	}
	return true
}

// evalRefutes reports whether obligation i (ob) is refuted by values the
// witness search finds, and keeps its counterexample in p.evalCE.
func (p *program) evalRefutes(i int, ob *obligation, obls []*obligation, facts []*factInfo) bool {
	return p.evalRefutesWith(i, ob, obls, facts, true)
}

// evalRefutesQuick is evalRefutes without the witness search's costly
// stages (witnessValues' deep): decideGround tries it before the whole
// case analysis, and a failure is not kept (evalRefutes searches again).
func (p *program) evalRefutesQuick(i int, ob *obligation, obls []*obligation, facts []*factInfo) bool {
	return p.evalRefutesWith(i, ob, obls, facts, false)
}

func (p *program) evalRefutesWith(i int, ob *obligation, obls []*obligation, facts []*factInfo, deep bool) bool {
	if ob.goal == nil || !p.evalRefutable(obls, facts) {
		return false
	}
	if p.opts.pre != nil {
		if ce, ok := p.opts.pre.refuted[i]; ok {
			p.keepEvalCE(i, ce)
			return ce != nil
		}
	}
	if ce, ok := p.evalCE[i]; ok {
		return ce != nil
	}
	if p.searches == nil {
		p.searches = map[int]*searchState{}
	}
	if p.defWalk == nil {
		p.defWalk = &symWalk{}
	}
	st := p.searches[i]
	if st == nil || st.walk != p.defWalk {
		if p.interner == nil {
			p.interner = newInterner()
		}
		st = &searchState{walk: p.defWalk, in: p.interner}
		p.searches[i] = st
	}
	if st.goal != ob.goal {
		st.goal, st.neg = ob.goal, dsl.Not(ob.goal)
	}
	// A while loop's bound refuted is unknown, its counterexample not
	// shown (decideObligations): any witness does.
	st.anyWitness = ob.o.Kind == ir.KindLoopBound
	vals, ok := witnessValues(p.refuteBase(ob, obls), st.neg, p.defs, p.defOrder(), true, deep, st, &p.witnessWork)
	var ce *ir.Counterexample
	if ok {
		ce = p.evalCounterexample(vals, facts)
	}
	if ce != nil || deep {
		p.keepEvalCE(i, ce)
	}
	return ce != nil
}

// refuteBase is what a counterexample to ob must make true besides the
// goal's negation: the base and, unless ob is a loop bound, every while
// loop's bound (a counterexample is a run that leaves each loop within
// it, as decideObligations' query says).
func (p *program) refuteBase(ob *obligation, obls []*obligation) []*dsl.Term {
	fs := p.baseTerms(true)
	if ob.o.Kind != ir.KindLoopBound {
		for _, b := range obls {
			if b.o.Kind == ir.KindLoopBound && b.status == "" {
				fs = append(fs, b.goal)
			}
		}
	}
	return fs
}

// exactCounterexample is the counterexample to ob that the model m of a
// query with approximated roundings (approxToFP) shows, once evaluation,
// exact, confirms it: under the model's values of the symbols, the base
// (refuteBase) and the goal's negation are true. It is nil when they are
// not, or when the document's counterexamples cannot be evaluated
// (evaluable).
func (p *program) exactCounterexample(m *z3.Model, ob *obligation, obls []*obligation, facts []*factInfo) *ir.Counterexample {
	if !p.evaluable(facts) || ob.goal == nil {
		return nil
	}
	conj := append(p.refuteBase(ob, obls), dsl.Not(ob.goal))
	consts := map[string]*dsl.Sort{}
	seen := map[*dsl.Term]bool{}
	var walk func(*dsl.Term)
	walk = func(t *dsl.Term) {
		if seen[t] {
			return
		}
		seen[t] = true
		if _, def := p.defs[t.Name]; t.Op == dsl.OpConst && !def {
			consts[t.Name] = t.Sort
		}
		for _, a := range t.Args {
			walk(a)
		}
	}
	for _, t := range conj {
		walk(t)
	}
	for _, d := range p.defs {
		walk(d)
	}
	vals := map[string]any{}
	for name, s := range consts {
		v, _, _, err := p.value(m, p.tr(dsl.Const(name, s)), s, "")
		if err != nil {
			return nil
		}
		vals[name] = v
	}
	if !evalHolds(conj, p.defs, p.defOrder(), vals, nil) {
		return nil
	}
	return p.evalCounterexample(vals, facts)
}

func (p *program) keepEvalCE(i int, ce *ir.Counterexample) {
	if p.evalCE == nil {
		p.evalCE = map[int]*ir.Counterexample{}
	}
	p.evalCE[i] = ce
	if ce != nil {
		// the values satisfy the base: it is consistent
		p.witnessed = 2
	}
}

// evalCounterexample renders the values found as a counterexample (the
// same parts counterexample takes from a Z3 model), or returns nil when
// a value cannot be shown or a fact cannot be evaluated.
func (p *program) evalCounterexample(vals map[string]any, facts []*factInfo) *ir.Counterexample {
	env := dsl.Env{Consts: map[string]any{}}
	named := func(name, sortName, typ string) (ir.Value, bool) {
		s, err := p.sortRef(sortName)
		if err != nil {
			return ir.Value{}, false
		}
		v, ok := vals[name]
		if !ok {
			// a symbol no assertion mentions: its sort's default, as in
			// a completed Z3 model
			if v, ok = zeroOf(s); !ok {
				return ir.Value{}, false
			}
		}
		env.Consts[name] = v
		if typ == "" {
			typ = pyType(s)
		}
		repr, js, ok := renderScalar(v, s, typ)
		return ir.Value{Name: name, Type: typ, Repr: repr, Value: js}, ok
	}
	ce := &ir.Counterexample{Inputs: []ir.Value{}, Facts: []ir.FactFiring{}}
	for _, in := range p.doc.Inputs {
		v, ok := named(in.Name, in.Sort, in.Type)
		if !ok {
			return nil
		}
		ce.Inputs = append(ce.Inputs, v)
	}
	for _, vr := range p.doc.Variables {
		v, ok := named(vr.Name, vr.Sort, "")
		if !ok {
			return nil
		}
		ce.Variables = append(ce.Variables, v)
	}
	if !p.evalRows(vals, env.Consts, ce) {
		return nil
	}
	for name, v := range vals {
		if _, ok := env.Consts[name]; !ok {
			env.Consts[name] = v // definitions, and functions (their value everywhere)
		}
	}
	env.Func = func(name string, _ []any) (any, error) {
		if v, ok := vals[name]; ok {
			return v, nil
		}
		for _, fn := range p.doc.Functions {
			if fn.Name == name {
				s, err := p.sortRef(fn.Range)
				if err != nil {
					return nil, err
				}
				if v, ok := zeroOf(s); ok {
					return v, nil
				}
			}
		}
		return nil, fmt.Errorf("no value for %s", name)
	}
	if holds, ok := p.loopAssumpsHold(env); !holds || !ok {
		return nil // a trusted postcondition broken in an iteration (loopassume.go)
	}
	for _, f := range facts {
		if f.quantified {
			continue // as counterexample: a fact in a loop over rows is not listed
		}
		fires, err := dsl.EvalBool(f.cond, env)
		if err != nil {
			return nil
		}
		ff := ir.FactFiring{ID: f.f.ID, Fires: fires}
		if fires {
			for j, fld := range f.f.Fields {
				v, err := dsl.Eval(f.values[j], env)
				if err != nil {
					return nil
				}
				typ := fld.Type
				if typ == "" {
					typ = pyType(f.values[j].Sort)
				}
				repr, js, ok := renderScalar(v, f.values[j].Sort, typ)
				if !ok {
					return nil
				}
				ff.Fields = append(ff.Fields, ir.Value{Name: fld.Name, Type: typ, Repr: repr, Value: js})
			}
		}
		ce.Facts = append(ce.Facts, ff)
	}
	p.listIterations(ce, facts)
	return ce
}

// evalRows appends to ce the rows the witness search's values show, as
// rowValues shows those of a model: at the row indices the values give
// the loop variables and instances (consts holds them, or their
// default), below the query's length, each field of the value its
// function takes everywhere (vals) or its sort's default. It reports
// false when a value cannot be shown.
func (p *program) evalRows(vals, consts map[string]any, ce *ir.Counterexample) bool {
	if len(p.doc.Functions) == 0 {
		return true
	}
	intOf := func(name string) (int64, bool) {
		v, ok := consts[name]
		if !ok {
			v, ok = vals[name]
		}
		if !ok {
			return 0, true // no assertion mentions it: the default, 0
		}
		n, isInt := v.(*big.Int)
		if !isInt || !n.IsInt64() {
			return 0, false
		}
		return n.Int64(), true
	}
	var idx []string
	for _, v := range p.doc.Variables {
		if v.Sort == "IntSort" && strings.HasPrefix(v.Name, "_i") {
			idx = append(idx, v.Name)
		}
	}
	for _, t := range p.indexes {
		idx = append(idx, t.Name)
	}
	seen := map[int64]bool{}
	var at []int64
	for _, name := range idx {
		n, ok := intOf(name)
		if !ok || n < 0 || seen[n] || len(at) == maxRowValues {
			continue
		}
		seen[n] = true
		at = append(at, n)
	}
	at = p.withIterations(at, seen, func(t *dsl.Term) (any, error) {
		return dsl.Eval(t, dsl.Env{Consts: consts})
	})
	slices.Sort(at)
	for _, fn := range p.doc.Functions {
		rng, err := p.sortRef(fn.Range)
		if err != nil {
			return false
		}
		v, ok := vals[fn.Name]
		if !ok {
			if v, ok = zeroOf(rng); !ok {
				return false
			}
		}
		limit := int64(-1)
		if l := p.queryLength(fn.Name); l != "" {
			n, ok := intOf(l)
			if !ok {
				return false
			}
			limit = n
		}
		for _, n := range at {
			if limit >= 0 && n >= limit {
				continue
			}
			repr, js, ok := renderScalar(v, rng, pyType(rng))
			if !ok {
				return false
			}
			ce.Variables = append(ce.Variables, ir.Value{Name: fmt.Sprintf("%s(%d)", fn.Name, n), Type: pyType(rng), Repr: repr, Value: js})
		}
	}
	return true
}

// renderScalar renders an evaluator value of sort s (Bool, Int, Real,
// String or a float) as a Python literal and a JSON value, as the counterexample of
// a Z3 model shows it (value).
func renderScalar(v any, s *dsl.Sort, typ string) (string, any, bool) {
	switch s.Kind {
	case dsl.KBool:
		b, ok := v.(bool)
		return pyBool(b), b, ok
	case dsl.KInt:
		i, ok := v.(*big.Int)
		if !ok {
			return "", nil, false
		}
		if typ == "bool" && (i.Sign() == 0 || i.Cmp(big.NewInt(1)) == 0) {
			return pyBool(i.Sign() != 0), i.Sign() != 0, true
		}
		text := dsl.IntString(i)
		return text, json.Number(text), true
	case dsl.KReal:
		r, ok := v.(*big.Rat)
		if !ok {
			return "", nil, false
		}
		if r.IsInt() {
			return r.Num().String(), json.Number(r.Num().String()), true
		}
		return fmt.Sprintf("Fraction(%s, %s)", r.Num(), r.Denom()), r.RatString(), true
	case dsl.KFP:
		f, ok := v.(float64)
		if !ok {
			return "", nil, false
		}
		var js any = f
		switch {
		case math.IsNaN(f):
			js = "nan"
		case math.IsInf(f, 1):
			js = "inf"
		case math.IsInf(f, -1):
			js = "-inf"
		}
		return dsl.PyFloatRepr(f), js, true
	case dsl.KString:
		str, ok := v.(string)
		if strings.HasPrefix(typ, "dict") {
			// a dict field is its canonical text (lower's canonDict), a
			// dict display itself: shown as the dict, not as a str
			return str, str, ok
		}
		return dsl.PyRepr(str), str, ok
	}
	return "", nil, false
}
