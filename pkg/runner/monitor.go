package runner

import (
	"fmt"
	"math"
	"math/big"
	"sort"
	"strings"

	"clauz3/pkg/dsl"
	"clauz3/pkg/interp"
	"clauz3/pkg/ir"
	"clauz3/pkg/python/value"
)

// Monitor is the runtime monitor: before each trusted call it checks the
// approved guarantees that can be judged on a prefix of the effects
// (all, empty, count and sum upper bounds, distinct) on the effects so
// far plus the one about to happen, and refuses the call when one would
// break. A proved program never trips it; it stops a program whose
// trusted layer does not behave as its contracts say (a postcondition
// that lies, a result outside its declared type) before the effect.
type Monitor struct {
	checks []guaranteeCheck
	facts  []monFact
	// types are the fact fields of each relation as pkg/lower declared
	// them (name to Python type), companions included (ir.IsIntField).
	types map[string]map[string]string
}

type guaranteeCheck struct {
	name string // the guarantee as written
	rel  *ir.Relation
}

type monFact struct {
	relation string
	markers  []string
	fields   map[string]*dsl.Term
}

// MonitorError is a trusted call the monitor refused: one that would
// break a guarantee, or one on which the monitor cannot judge a
// guarantee (Unjudged: a field it cannot read, a predicate it cannot
// evaluate), which it never lets through.
type MonitorError struct {
	Guarantee string
	Why       string
	Unjudged  bool
}

func (e *MonitorError) Error() string {
	if e.Unjudged {
		return fmt.Sprintf("runtime monitor: cannot judge guarantee %s on this call (%s); the program was stopped before it", e.Guarantee, e.Why)
	}
	return fmt.Sprintf("runtime monitor: this call would break guarantee %s (%s); the program was stopped before it", e.Guarantee, e.Why)
}

// unjudged is the reason a guarantee cannot be judged on a call.
type unjudged struct{ why string }

func cannot(format string, args ...any) *unjudged {
	return &unjudged{why: fmt.Sprintf(format, args...)}
}

// NewMonitor collects the guarantees of a solved document.
func NewMonitor(res *ir.Result) *Monitor {
	m := &Monitor{types: map[string]map[string]string{}}
	if res == nil || res.DSL == nil {
		return m
	}
	for _, f := range res.DSL.Facts {
		if f.PerformedBy != "" {
			continue
		}
		ts := m.types[f.Relation]
		if ts == nil {
			ts = map[string]string{}
			m.types[f.Relation] = ts
		}
		for _, fl := range f.Fields {
			ts[fl.Name] = fl.Type
		}
	}
	for i := range res.DSL.Obligations {
		o := &res.DSL.Obligations[i]
		if o.Kind != ir.KindGuarantee || o.Relation == nil {
			continue
		}
		if readsColumn(o.Relation) {
			// Where a value was read from (a column of a query's rows) is
			// a fact of the program, proved, which no trusted result can
			// change (results are checked against their Row classes):
			// not judged at run time, where it is not tracked.
			continue
		}
		name := o.Guarantee
		if name == "" {
			name = o.Message
		}
		m.checks = append(m.checks, guaranteeCheck{name: name, rel: o.Relation})
	}
	return m
}

// readsColumn reports whether a relation reads the column a value came
// from (a companion field ir.ColumnField: only_column(UserRow, "email")).
func readsColumn(r *ir.Relation) bool {
	if r == nil {
		return false
	}
	texts := []string{r.Pred, r.Key, r.Value, r.Bound}
	for _, v := range []*ir.View{r.View, r.Other} {
		if v != nil {
			texts = append(texts, v.Where)
		}
	}
	for _, t := range texts {
		for _, w := range strings.FieldsFunc(t, func(c rune) bool {
			return !(c == '_' || c == '.' || c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z')
		}) {
			if i := strings.LastIndexByte(w, '.'); i >= 0 {
				if _, _, _, ok := ir.ColumnFieldParts(w[i+1:]); ok {
					return true
				}
			}
		}
	}
	for i := range r.Args {
		if readsColumn(&r.Args[i]) {
			return true
		}
	}
	return false
}

// Check judges call c against every guarantee; on success the call is
// recorded as an effect of the prefix.
func (m *Monitor) Check(c *interp.Call) error {
	f := monFact{relation: c.Name, markers: c.Markers, fields: map[string]*dsl.Term{}}
	types := m.types[c.Name]
	for _, fl := range c.Fields {
		addField(f.fields, fl.Name, types, fl.Value)
	}
	facts := append(append([]monFact{}, m.facts...), f)
	for _, g := range m.checks {
		why, unj := m.violated(g.rel, facts)
		if unj != nil {
			return &MonitorError{Guarantee: g.name, Why: unj.why, Unjudged: true}
		}
		if why != "" {
			return &MonitorError{Guarantee: g.name, Why: why}
		}
	}
	m.facts = facts
	return nil
}

// addField adds the field name of value v to fields as the DSL literal
// pkg/lower made of it, given the types lower declared for the
// relation's fields (nil when it made no fact of the relation): an int
// or a bool for a float field is its int companion (ir.IsIntField), a
// bool for an int field its int, a dict field its canonical string
// (canonDict). A value with no literal form is left out: a relation
// that reads it cannot be evaluated, and the monitor then stops the run.
func addField(fields map[string]*dsl.Term, name string, types map[string]string, v interp.Value) {
	typ, declared := types[name]
	switch {
	case declared && typ == "float":
		_, companions := types[ir.IsIntField(name)]
		if x, ok := v.(*interp.Float); ok {
			fields[name] = dsl.Lit(x.F, dsl.Float64Sort())
			if companions {
				fields[ir.IsIntField(name)] = dsl.Lit(false, dsl.BoolSort())
				fields[ir.IntField(name)] = dsl.Lit(new(big.Int), dsl.IntSort())
			}
			return
		}
		if n, ok := intOf(v); ok && companions {
			fields[name] = dsl.Lit(0.0, dsl.Float64Sort())
			fields[ir.IsIntField(name)] = dsl.Lit(true, dsl.BoolSort())
			fields[ir.IntField(name)] = dsl.Lit(n, dsl.IntSort())
		}
		return
	case declared && typ == "int":
		if n, ok := intOf(v); ok {
			fields[name] = dsl.Lit(n, dsl.IntSort())
		}
		return
	case declared && strings.HasPrefix(typ, "dict["):
		if s, ok := canonDict(v); ok {
			fields[name] = dsl.Lit(s, dsl.StringSort())
		}
		return
	}
	switch x := v.(type) {
	case bool:
		fields[name] = dsl.Lit(x, dsl.BoolSort())
	case *big.Int:
		fields[name] = dsl.Lit(x, dsl.IntSort())
	case string:
		fields[name] = dsl.Lit(x, dsl.StringSort())
	case *interp.Float:
		fields[name] = dsl.Lit(x.F, dsl.Float64Sort())
	}
}

// intOf is the int value of an int or a bool.
func intOf(v interp.Value) (*big.Int, bool) {
	switch x := v.(type) {
	case *big.Int:
		return x, true
	case bool:
		if x {
			return big.NewInt(1), true
		}
		return new(big.Int), true
	}
	return nil, false
}

// canonDict is the canonical string pkg/lower writes for a dict field
// (lower's dictfield.go): str keys by repr, sorted, each with its value
// written so that Python-equal values are written alike (a bool as the
// int it equals, a float equal to an int as that int, other floats by
// repr, a str by repr, None). ok is false for any other dict (lower
// leaves such a dict free: a relation reading it is not judged here).
func canonDict(v interp.Value) (string, bool) {
	d, ok := v.(*interp.Dict)
	if !ok {
		return "", false
	}
	type entry struct{ k, v string }
	var es []entry
	good := true
	d.Each(func(k, val interp.Value) bool {
		ks, ok := k.(string)
		if !ok {
			good = false
			return false
		}
		vs, ok := canonScalar(val)
		if !ok {
			good = false
			return false
		}
		es = append(es, entry{value.StrRepr(ks), vs})
		return true
	})
	if !good {
		return "", false
	}
	sort.Slice(es, func(i, j int) bool { return es[i].k < es[j].k })
	var b strings.Builder
	b.WriteByte('{')
	for i, e := range es {
		if i > 0 {
			b.WriteString(", ")
		}
		b.WriteString(e.k + ": " + e.v)
	}
	b.WriteByte('}')
	return b.String(), true
}

// canonScalar is lower's canonScalar of a run-time value.
func canonScalar(v interp.Value) (string, bool) {
	switch x := v.(type) {
	case interp.NoneType:
		return "None", true
	case bool:
		if x {
			return "1", true
		}
		return "0", true
	case *big.Int:
		return x.String(), true
	case string:
		return value.StrRepr(x), true
	case *interp.Float:
		f := x.F
		if math.IsNaN(f) {
			return "", false
		}
		if f == math.Trunc(f) && !math.IsInf(f, 0) {
			n, _ := big.NewFloat(f).Int(nil)
			return n.String(), true
		}
		return value.FloatRepr(f), true
	}
	return "", false
}

func selects(v *ir.View, f monFact) bool {
	if v == nil {
		return false
	}
	if f.relation == v.Name {
		return true
	}
	for _, m := range f.markers {
		if m == v.Name {
			return true
		}
	}
	return false
}

// rowEval evaluates a row-level expression for fact f; an error says
// why it cannot be evaluated (a field the call did not give a value the
// monitor can read, an expression the evaluator does not know).
func rowEval(src, row string, f monFact, boolean bool) (any, *unjudged) {
	sc := dsl.NewScope(nil)
	sc.Define(row, &dsl.Symbol{Kind: dsl.SymRow, Fields: f.fields})
	var t *dsl.Term
	var err error
	if boolean {
		t, err = dsl.CheckBool(src, sc)
	} else {
		t, err = dsl.Check(src, sc)
	}
	if err != nil {
		return nil, cannot("%s of a %s effect: %v", src, f.relation, err)
	}
	v, err := dsl.Eval(t, dsl.Env{Consts: map[string]any{}})
	if err != nil {
		return nil, cannot("%s of a %s effect: %v", src, f.relation, err)
	}
	if b, ok := v.(bool); boolean && !ok {
		return nil, cannot("%s of a %s effect is not a bool", src, f.relation)
	} else if boolean {
		return b, nil
	}
	return v, nil
}

// view returns the facts a view selects (its where filter applied).
func view(v *ir.View, row string, facts []monFact) ([]monFact, *unjudged) {
	var out []monFact
	for _, f := range facts {
		if !selects(v, f) {
			continue
		}
		if v.Where != "" {
			r := v.Row
			if r == "" {
				r = row
			}
			w, unj := rowEval(v.Where, r, f, true)
			if unj != nil {
				return nil, unj
			}
			if !w.(bool) {
				continue
			}
		}
		out = append(out, f)
	}
	return out, nil
}

func bound(src string) (*big.Rat, *unjudged) {
	t, err := dsl.Check(src, dsl.NewScope(nil))
	if err != nil {
		return nil, cannot("the bound %s: %v", src, err)
	}
	v, err := dsl.Eval(t, dsl.Env{Consts: map[string]any{}})
	if err != nil {
		return nil, cannot("the bound %s: %v", src, err)
	}
	r, ok := toRat(v)
	if !ok {
		return nil, cannot("the bound %s is not a number the monitor compares", src)
	}
	return r, nil
}

// toRat is a number as an exact rational (a float's exact value; never
// NaN or an infinity).
func toRat(v any) (*big.Rat, bool) {
	switch x := v.(type) {
	case *big.Int:
		return new(big.Rat).SetInt(x), true
	case *big.Rat:
		return x, true
	case float64:
		if math.IsNaN(x) || math.IsInf(x, 0) {
			return nil, false
		}
		return new(big.Rat).SetFloat64(x), true
	}
	return nil, false
}

// upperBroken reports whether total already breaks `total cmp b` for
// every continuation in which the total can only grow: cmp is < <= ==.
func upperBroken(cmp string, total, b *big.Rat) bool {
	switch cmp {
	case "<":
		return total.Cmp(b) >= 0
	case "<=", "==":
		return total.Cmp(b) > 0
	}
	return false
}

// violated returns why rel is broken by facts (the last one being the
// call about to happen), or "" when it is not; a non-nil *unjudged when
// the monitor cannot tell (the run then stops: the monitor fails closed).
// A relation that no prefix of the effects can break (a lower bound) is
// not broken.
func (m *Monitor) violated(rel *ir.Relation, facts []monFact) (string, *unjudged) {
	switch rel.Op {
	case ir.RelAnd:
		for i := range rel.Args {
			if why, unj := m.violated(&rel.Args[i], facts); why != "" || unj != nil {
				return why, unj
			}
		}
	case ir.RelAll:
		sel, unj := view(rel.View, rel.Row, facts[len(facts)-1:])
		if unj != nil || len(sel) == 0 {
			return "", unj
		}
		p, unj := rowEval(rel.Pred, rel.Row, sel[0], true)
		if unj != nil {
			return "", unj
		}
		if !p.(bool) {
			return fmt.Sprintf("a %s effect that does not satisfy it", rel.View.Name), nil
		}
	case ir.RelEmpty:
		sel, unj := view(rel.View, rel.Row, facts[len(facts)-1:])
		if unj != nil {
			return "", unj
		}
		if len(sel) > 0 {
			return fmt.Sprintf("a %s effect where none may happen", rel.View.Name), nil
		}
	case ir.RelCount:
		if !upperCmp(rel.Cmp) {
			return "", nil
		}
		sel, unj := view(rel.View, rel.Row, facts)
		if unj != nil {
			return "", unj
		}
		b, unj := bound(rel.Bound)
		if unj != nil {
			return "", unj
		}
		if upperBroken(rel.Cmp, new(big.Rat).SetInt64(int64(len(sel))), b) {
			return fmt.Sprintf("%d %s effects, more than the bound %s allows", len(sel), rel.View.Name, rel.Bound), nil
		}
	case ir.RelSum:
		if !upperCmp(rel.Cmp) {
			return "", nil
		}
		sel, unj := view(rel.View, rel.Row, facts)
		if unj != nil {
			return "", unj
		}
		b, unj := bound(rel.Bound)
		if unj != nil {
			return "", unj
		}
		total := new(big.Rat)
		for _, f := range sel {
			v, unj := rowEval(rel.Value, rel.Row, f, false)
			if unj != nil {
				return "", unj
			}
			r, ok := toRat(v)
			if !ok {
				return "", cannot("%s of a %s effect is not a finite number", rel.Value, f.relation)
			}
			if r.Sign() < 0 {
				// A negative term could bring the total back under
				// the bound later: a prefix decides nothing.
				return "", nil
			}
			total.Add(total, r)
		}
		if upperBroken(rel.Cmp, total, b) {
			return fmt.Sprintf("a %s total of %s, over the bound %s", rel.View.Name, total.RatString(), rel.Bound), nil
		}
	case ir.RelDistinct:
		sel, unj := view(rel.View, rel.Row, facts)
		if unj != nil {
			return "", unj
		}
		if len(sel) < 2 || !selectsLast(sel, facts) {
			return "", nil
		}
		last, unj := rowEval(rel.Key, rel.Row, sel[len(sel)-1], false)
		if unj != nil {
			return "", unj
		}
		for _, f := range sel[:len(sel)-1] {
			k, unj := rowEval(rel.Key, rel.Row, f, false)
			if unj != nil {
				return "", unj
			}
			if dsl.ValuesEqual(k, last) {
				return fmt.Sprintf("a second %s effect with the same key", rel.View.Name), nil
			}
		}
	}
	return "", nil
}

// upperCmp reports whether `total cmp bound` can be broken by a prefix
// of the effects (the total only grows): cmp is <, <= or ==.
func upperCmp(cmp string) bool {
	return cmp == "<" || cmp == "<=" || cmp == "=="
}

// selectsLast reports whether the last of facts is the last of sel.
func selectsLast(sel, facts []monFact) bool {
	a, b := sel[len(sel)-1], facts[len(facts)-1]
	return a.relation == b.relation && sameFields(a.fields, b.fields)
}

func sameFields(a, b map[string]*dsl.Term) bool {
	if len(a) != len(b) {
		return false
	}
	keys := make([]string, 0, len(a))
	for k := range a {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		if a[k] != b[k] {
			return false
		}
	}
	return true
}
