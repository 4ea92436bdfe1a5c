package replay

import (
	"fmt"
	"math"
	"math/big"
	"strconv"
	"strings"
	"unicode/utf8"

	"clauz3/pkg/dsl"
	"clauz3/pkg/ir"
)

// rfact is one recorded trusted call as a fact a relation reads: its
// fields are literals (a field whose value has no literal is absent, and
// a relation that reads it cannot be judged).
type rfact struct {
	relation string
	markers  []string
	fields   map[string]*dsl.Term
}

// factsOf turns the recorded calls into facts, with the field types the
// document gives the facts of each relation (a float field that receives
// an int keeps it in companion fields, as lower does: see ir.IsIntField).
func (e *env) factsOf(calls []call) []rfact {
	var out []rfact
	for _, c := range calls {
		f := rfact{relation: c.Name, markers: c.Markers, fields: map[string]*dsl.Term{}}
		types := map[string]string{}
		companions := map[string]bool{}
		for _, df := range e.byRel[c.Name] {
			for _, fl := range df.Fields {
				types[fl.Name] = fl.Type
				if ir.IsCompanionField(fl.Name) {
					companions[fl.Name] = true
				}
			}
		}
		for comp := range companions {
			// e.addr == UserRow.email: the call's value was read from that
			// column, as the runtime marks it
			base, schema, col, ok := ir.ColumnFieldParts(comp)
			if !ok {
				continue
			}
			if v, ok := c.Args[base]; ok {
				from := len(v.Col) == 2 && v.Col[0] == schema && v.Col[1] == col
				f.fields[comp] = dsl.Lit(from, dsl.BoolSort())
			}
		}
		for name, v := range c.Args {
			typ := types[name]
			lit := literal(v)
			if lit == nil {
				continue
			}
			switch {
			case typ == "float" && lit.Sort.Kind == dsl.KInt:
				f.fields[name] = dsl.Lit(0.0, dsl.Float64Sort())
				f.fields[ir.IsIntField(name)] = dsl.Lit(true, dsl.BoolSort())
				f.fields[ir.IntField(name)] = lit
			case typ == "float" && lit.Sort.Kind == dsl.KFP:
				f.fields[name] = lit
				if companions[ir.IsIntField(name)] {
					f.fields[ir.IsIntField(name)] = dsl.Lit(false, dsl.BoolSort())
					f.fields[ir.IntField(name)] = dsl.Lit(new(big.Int), dsl.IntSort())
				}
			case typ == "int" && lit.Sort.Kind == dsl.KBool:
				n := big.NewInt(0)
				if lit.Val.(bool) {
					n.SetInt64(1)
				}
				f.fields[name] = dsl.Lit(n, dsl.IntSort())
			default:
				f.fields[name] = lit
			}
		}
		out = append(out, f)
	}
	return out
}

// literal is a wire value as a DSL literal, or nil.
func literal(v tagged) *dsl.Term {
	switch v.T {
	case "bool":
		if b, ok := v.V.(bool); ok {
			return dsl.Lit(b, dsl.BoolSort())
		}
	case "int":
		if s, ok := v.V.(string); ok {
			if n, ok := new(big.Int).SetString(s, 0); ok {
				return dsl.Lit(n, dsl.IntSort())
			}
		}
	case "float":
		if s, ok := v.V.(string); ok {
			if f, err := strconv.ParseFloat(s, 64); err == nil {
				return dsl.Lit(f, dsl.Float64Sort())
			}
		}
	case "str":
		// U+FFFD may stand for a surrogate, which CPython's JSON carries
		// only as an escape that Go cannot decode exactly: no literal.
		if s, ok := v.V.(string); ok && !strings.ContainsRune(s, utf8.RuneError) {
			return dsl.Lit(s, dsl.StringSort())
		}
	}
	return nil
}

func selects(v *ir.View, f rfact) bool {
	if v == nil {
		return false
	}
	if f.relation == v.Name {
		return true
	}
	for _, a := range v.Also {
		if f.relation == a {
			return true
		}
	}
	for _, m := range f.markers {
		if m == v.Name {
			return true
		}
	}
	return false
}

// rowEval evaluates a row-level expression on fact f.
func rowEval(src, row string, f rfact, boolean bool) (any, error) {
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
		return nil, fmt.Errorf("%s on a recorded %s call: %w", src, f.relation, err)
	}
	v, err := dsl.Eval(t, dsl.Env{Consts: map[string]any{}})
	if err != nil {
		return nil, fmt.Errorf("%s on a recorded %s call: %w", src, f.relation, err)
	}
	return v, nil
}

// view returns the facts v selects, its where filter applied.
func view(v *ir.View, row string, facts []rfact) ([]rfact, error) {
	var out []rfact
	for _, f := range facts {
		if !selects(v, f) {
			continue
		}
		if v.Where != "" {
			r := v.Row
			if r == "" {
				r = row
			}
			w, err := rowEval(v.Where, r, f, true)
			if err != nil {
				return nil, err
			}
			if !w.(bool) {
				continue
			}
		}
		out = append(out, f)
	}
	return out, nil
}

// number is an Int or Real evaluator value as a rational.
func number(v any) (*big.Rat, bool) {
	switch x := v.(type) {
	case *big.Int:
		return new(big.Rat).SetInt(x), true
	case *big.Rat:
		return x, true
	}
	return nil, false
}

func compare(cmp string, a, b *big.Rat) (bool, error) {
	c := a.Cmp(b)
	switch cmp {
	case "<":
		return c < 0, nil
	case "<=":
		return c <= 0, nil
	case ">":
		return c > 0, nil
	case ">=":
		return c >= 0, nil
	case "==":
		return c == 0, nil
	}
	return false, fmt.Errorf("invalid comparison %q", cmp)
}

// keyEqual is Python's == on two keys: a NaN equals nothing.
func keyEqual(a, b any) bool {
	if x, ok := a.(float64); ok && math.IsNaN(x) {
		return false
	}
	if y, ok := b.(float64); ok && math.IsNaN(y) {
		return false
	}
	return pyEqual(a, b)
}

// pyEqual is Python's == on the evaluator's scalars: a bool is the int it
// equals (False == 0), an int equals a float of the same value (1 == 1.0)
// and -0.0 == 0.0 (a NaN equals nothing); other values are compared as
// the evaluator compares them.
func pyEqual(a, b any) bool {
	num := func(v any) (*big.Rat, bool, bool) { // value, is a number, is a NaN or an infinity
		switch x := v.(type) {
		case bool:
			if x {
				return big.NewRat(1, 1), true, false
			}
			return new(big.Rat), true, false
		case *big.Int:
			return new(big.Rat).SetInt(x), true, false
		case float64:
			if math.IsNaN(x) || math.IsInf(x, 0) {
				return nil, true, true
			}
			return new(big.Rat).SetFloat64(x), true, false // exact
		}
		return nil, false, false
	}
	x, okA, specialA := num(a)
	y, okB, specialB := num(b)
	if !okA || !okB {
		return dsl.ValuesEqual(a, b)
	}
	if specialA || specialB {
		fa, isA := a.(float64)
		fb, isB := b.(float64)
		return isA && isB && fa == fb // inf == inf; a NaN equals nothing
	}
	return x.Cmp(y) == 0
}

// evalRelation evaluates rel over the recorded facts, as solve expands it
// over the facts that fire. why is set when it cannot be evaluated.
func evalRelation(rel *ir.Relation, facts []rfact) (holds bool, why string) {
	ok, err := evalRel(rel, facts)
	if err != nil {
		return false, "the guarantee cannot be evaluated on the recorded calls: " + err.Error()
	}
	return ok, ""
}

func evalRel(rel *ir.Relation, facts []rfact) (bool, error) {
	switch rel.Op {
	case ir.RelTrue:
		return true, nil
	case ir.RelAnd:
		for i := range rel.Args {
			ok, err := evalRel(&rel.Args[i], facts)
			if err != nil || !ok {
				return ok, err
			}
		}
		return true, nil
	}
	sel, err := view(rel.View, rel.Row, facts)
	if err != nil {
		return false, err
	}
	switch rel.Op {
	case ir.RelAll:
		for _, f := range sel {
			p, err := rowEval(rel.Pred, rel.Row, f, true)
			if err != nil {
				return false, err
			}
			if !p.(bool) {
				return false, nil
			}
		}
		return true, nil
	case ir.RelEmpty:
		return len(sel) == 0, nil
	case ir.RelDistinct:
		keys := make([]any, len(sel))
		for i, f := range sel {
			if keys[i], err = rowEval(rel.Key, rel.Row, f, false); err != nil {
				return false, err
			}
		}
		for i := range keys {
			for j := i + 1; j < len(keys); j++ {
				if keyEqual(keys[i], keys[j]) {
					return false, nil
				}
			}
		}
		return true, nil
	case ir.RelCount:
		b, err := bound(rel.Bound)
		if err != nil {
			return false, err
		}
		return compare(rel.Cmp, new(big.Rat).SetInt64(int64(len(sel))), b)
	case ir.RelSum:
		b, err := bound(rel.Bound)
		if err != nil {
			return false, err
		}
		total := new(big.Rat)
		for _, f := range sel {
			v, err := rowEval(rel.Value, rel.Row, f, false)
			if err != nil {
				return false, err
			}
			r, ok := number(v)
			if !ok {
				return false, fmt.Errorf("sum of %s: %v is not an int", rel.Value, v)
			}
			total.Add(total, r)
		}
		return compare(rel.Cmp, total, b)
	case ir.RelSharesValue:
		other, err := view(rel.Other, rel.Row, facts)
		if err != nil {
			return false, err
		}
		for _, f := range sel {
			k, err := rowEval(rel.Key, rel.Row, f, false)
			if err != nil {
				return false, err
			}
			for _, g := range other {
				ok, err := rowEval(rel.Key, rel.Row, g, false)
				if err != nil {
					return false, err
				}
				if keyEqual(k, ok) {
					return true, nil
				}
			}
		}
		return false, nil
	}
	return false, fmt.Errorf("unknown relation op %q", rel.Op)
}

func bound(src string) (*big.Rat, error) {
	t, err := dsl.Check(src, dsl.NewScope(nil))
	if err != nil {
		return nil, fmt.Errorf("bound %s: %w", src, err)
	}
	v, err := dsl.Eval(t, dsl.Env{Consts: map[string]any{}})
	if err != nil {
		return nil, fmt.Errorf("bound %s: %w", src, err)
	}
	r, ok := number(v)
	if !ok {
		return nil, fmt.Errorf("bound %s is not a number", src)
	}
	return r, nil
}
