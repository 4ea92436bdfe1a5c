package explain

import (
	"math/big"
	"strings"

	"clauz3/pkg/dsl"
	"clauz3/pkg/ir"
	"clauz3/pkg/python/value"
)

// argValues evaluates the fields of fact under the counterexample ce
// (its inputs and symbols, with lower's definitions "_dN == e" in the
// knowledge base evaluated in order), so that a call that is not made
// (its precondition fails) can still be shown with the values it
// receives. A field that needs anything else (a column of rows, a
// symbol of a sort not handled here) is not evaluated: ok is false.
func argValues(d *ir.DSL, fact *ir.Fact, ce *ir.Counterexample) (vals []ir.Value, ok bool) {
	sc := dsl.NewScope(nil)
	env := dsl.Env{Consts: map[string]any{}}
	declare := func(name, sortName string) bool {
		s := simpleSort(sortName)
		if s == nil {
			return false
		}
		sc.Define(name, &dsl.Symbol{Kind: dsl.SymConst, Sort: s})
		return true
	}
	for _, in := range d.Inputs {
		declare(in.Name, in.Sort)
	}
	for _, v := range d.Variables {
		declare(v.Name, v.Sort)
	}
	for _, vs := range [][]ir.Value{ce.Inputs, ce.Variables} {
		for _, v := range vs {
			if x, ok := goValue(v); ok {
				env.Consts[v.Name] = x
			}
		}
	}
	for _, kb := range d.KnowledgeBase {
		name, text, ok := definition(kb.Assertion)
		if !ok {
			continue
		}
		if _, known := env.Consts[name]; known {
			continue
		}
		t, err := dsl.Check(text, sc)
		if err != nil {
			continue
		}
		if x, err := dsl.Eval(t, env); err == nil {
			env.Consts[name] = x
		}
	}
	for _, f := range fact.Fields {
		if ir.IsCompanionField(f.Name) {
			continue
		}
		t, err := dsl.Check(f.Value, sc)
		if err != nil {
			return nil, false
		}
		x, err := dsl.Eval(t, env)
		if err != nil {
			return nil, false
		}
		repr, ok := pyRepr(x)
		if !ok {
			return nil, false
		}
		vals = append(vals, ir.Value{Name: f.Name, Type: f.Type, Repr: repr})
	}
	return vals, true
}

// simpleSort is the sort of a symbol explain evaluates, or nil.
func simpleSort(name string) *dsl.Sort {
	switch name {
	case "StringSort":
		return dsl.StringSort()
	case "IntSort":
		return dsl.IntSort()
	case "BoolSort":
		return dsl.BoolSort()
	}
	return nil
}

// goValue is a counterexample value as the evaluator holds it.
func goValue(v ir.Value) (any, bool) {
	switch v.Type {
	case "str":
		s, ok := v.Value.(string)
		return s, ok
	case "int":
		n, ok := new(big.Int).SetString(strings.TrimSpace(v.Repr), 10)
		return n, ok
	case "bool":
		b, ok := v.Value.(bool)
		return b, ok
	}
	return nil, false
}

// pyRepr writes an evaluated value as Python would.
func pyRepr(x any) (string, bool) {
	switch v := x.(type) {
	case string:
		return value.StrRepr(v), true
	case *big.Int:
		return v.String(), true
	case bool:
		if v {
			return "True", true
		}
		return "False", true
	}
	return "", false
}
