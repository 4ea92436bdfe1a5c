package runner

import (
	"fmt"
	"math/big"
	"sort"

	"clauz3/pkg/dsl"
	"clauz3/pkg/interp"
	"clauz3/pkg/ir"
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

// MonitorError is a trusted call the monitor refused.
type MonitorError struct {
	Guarantee string
	Why       string
}

func (e *MonitorError) Error() string {
	return fmt.Sprintf("runtime monitor: this call would break guarantee %s (%s); the program was stopped before it", e.Guarantee, e.Why)
}

// NewMonitor collects the guarantees of a solved document.
func NewMonitor(res *ir.Result) *Monitor {
	m := &Monitor{}
	if res == nil || res.DSL == nil {
		return m
	}
	for i := range res.DSL.Obligations {
		o := &res.DSL.Obligations[i]
		if o.Kind != ir.KindGuarantee || o.Relation == nil {
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

// Check judges call c against every guarantee; on success the call is
// recorded as an effect of the prefix.
func (m *Monitor) Check(c *interp.Call) error {
	f := monFact{relation: c.Name, markers: c.Markers, fields: map[string]*dsl.Term{}}
	for _, fl := range c.Fields {
		if t := literal(fl.Value); t != nil {
			f.fields[fl.Name] = t
		}
	}
	facts := append(append([]monFact{}, m.facts...), f)
	for _, g := range m.checks {
		if why := m.violated(g.rel, facts); why != "" {
			return &MonitorError{Guarantee: g.name, Why: why}
		}
	}
	m.facts = facts
	return nil
}

// literal is a field value as a DSL literal; nil when it has none (the
// relations that read such a field are then not judged).
func literal(v interp.Value) *dsl.Term {
	switch x := v.(type) {
	case bool:
		return dsl.Lit(x, dsl.BoolSort())
	case *big.Int:
		return dsl.Lit(x, dsl.IntSort())
	case string:
		return dsl.Lit(x, dsl.StringSort())
	case *interp.Float:
		return dsl.Lit(x.F, dsl.Float64Sort())
	}
	return nil
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

// rowEval evaluates a row-level expression for fact f; ok is false when
// it cannot be evaluated (then the guarantee is not judged on f).
func rowEval(src, row string, f monFact, boolean bool) (any, bool) {
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
		return nil, false
	}
	v, err := dsl.Eval(t, dsl.Env{Consts: map[string]any{}})
	if err != nil {
		return nil, false
	}
	return v, true
}

// view returns the facts a view selects (its where filter applied); ok
// is false when a filter cannot be evaluated.
func view(v *ir.View, row string, facts []monFact) ([]monFact, bool) {
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
			w, ok := rowEval(v.Where, r, f, true)
			if !ok {
				return nil, false
			}
			if !w.(bool) {
				continue
			}
		}
		out = append(out, f)
	}
	return out, true
}

func bound(src string) (*big.Rat, bool) {
	t, err := dsl.Check(src, dsl.NewScope(nil))
	if err != nil {
		return nil, false
	}
	v, err := dsl.Eval(t, dsl.Env{Consts: map[string]any{}})
	if err != nil {
		return nil, false
	}
	return toRat(v)
}

func toRat(v any) (*big.Rat, bool) {
	switch x := v.(type) {
	case *big.Int:
		return new(big.Rat).SetInt(x), true
	case *big.Rat:
		return x, true
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
// call about to happen), or "".
func (m *Monitor) violated(rel *ir.Relation, facts []monFact) string {
	switch rel.Op {
	case ir.RelAnd:
		for i := range rel.Args {
			if why := m.violated(&rel.Args[i], facts); why != "" {
				return why
			}
		}
		return ""
	case ir.RelAll:
		sel, ok := view(rel.View, rel.Row, facts[len(facts)-1:])
		if !ok || len(sel) == 0 {
			return ""
		}
		p, ok := rowEval(rel.Pred, rel.Row, sel[0], true)
		if ok && !p.(bool) {
			return fmt.Sprintf("a %s effect that does not satisfy it", rel.View.Name)
		}
	case ir.RelEmpty:
		sel, ok := view(rel.View, rel.Row, facts[len(facts)-1:])
		if ok && len(sel) > 0 {
			return fmt.Sprintf("a %s effect where none may happen", rel.View.Name)
		}
	case ir.RelCount:
		sel, ok := view(rel.View, rel.Row, facts)
		b, okb := bound(rel.Bound)
		if ok && okb && upperBroken(rel.Cmp, new(big.Rat).SetInt64(int64(len(sel))), b) {
			return fmt.Sprintf("%d %s effects, more than the bound %s allows", len(sel), rel.View.Name, rel.Bound)
		}
	case ir.RelSum:
		sel, ok := view(rel.View, rel.Row, facts)
		b, okb := bound(rel.Bound)
		if !ok || !okb {
			return ""
		}
		total := new(big.Rat)
		for _, f := range sel {
			v, ok := rowEval(rel.Value, rel.Row, f, false)
			if !ok {
				return ""
			}
			r, ok := toRat(v)
			if !ok || r.Sign() < 0 {
				// A negative term could bring the total back under
				// the bound later: a prefix decides nothing.
				return ""
			}
			total.Add(total, r)
		}
		if upperBroken(rel.Cmp, total, b) {
			return fmt.Sprintf("a %s total of %s, over the bound %s", rel.View.Name, total.RatString(), rel.Bound)
		}
	case ir.RelDistinct:
		sel, ok := view(rel.View, rel.Row, facts)
		if !ok || len(sel) < 2 || !selectsLast(sel, facts) {
			return ""
		}
		last, ok := rowEval(rel.Key, rel.Row, sel[len(sel)-1], false)
		if !ok {
			return ""
		}
		for _, f := range sel[:len(sel)-1] {
			k, ok := rowEval(rel.Key, rel.Row, f, false)
			if ok && dsl.ValuesEqual(k, last) {
				return fmt.Sprintf("a second %s effect with the same key", rel.View.Name)
			}
		}
	}
	return ""
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
