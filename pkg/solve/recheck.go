package solve

import (
	"encoding/json"
	"fmt"
	"math"
	"math/big"
	"regexp"
	"strings"

	"clauz3/pkg/dsl"
	"clauz3/pkg/ir"
)

// Recheck re-checks every counterexample of res independently of Z3: it
// evaluates each refuted obligation's goal (relation constraints
// expanded as Solve expands them) with pkg/dsl's evaluator under the
// counterexample's input and variable values, and fails unless the goal
// is false there; it also re-evaluates each fact's reachability and
// field values and compares them with the counterexample. doc must be
// the document res was computed from.
func Recheck(doc *ir.DSL, res *ir.Result) error {
	p := &program{doc: doc, sorts: builtinSorts()}
	if err := p.declare(); err != nil {
		return err
	}
	facts, err := p.checkFacts()
	if err != nil {
		return err
	}
	obls, err := p.checkObligations(facts)
	if err != nil {
		return err
	}
	for i, a := range doc.Assumptions {
		t, err := p.expr(a.Expr, a.ExprTerm, p.scope, true)
		if err != nil {
			return err
		}
		if err := p.addLoopAssump(i, a, t); err != nil {
			return err
		}
	}
	if len(res.Obligations) != len(obls) {
		return fmt.Errorf("recheck: %d obligation results for %d obligations", len(res.Obligations), len(obls))
	}
	for i, or := range res.Obligations {
		if or.Status != ir.StatusRefuted || obls[i].o.Kind == ir.KindConsistency {
			// A refuted vacuity check has no counterexample: it says no
			// input satisfies the assumptions.
			continue
		}
		ce := or.Counterexample
		if ce == nil {
			return fmt.Errorf("recheck: obligation %s is refuted without a counterexample", or.ID)
		}
		env, err := p.envOf(ce)
		if err != nil {
			return fmt.Errorf("recheck: obligation %s: %w", or.ID, err)
		}
		// Constraints over facts in symbolic loops quantify over integers,
		// which evaluation cannot decide, and the rows of a query are
		// uninterpreted functions, which a counterexample does not list;
		// their facts are still re-checked.
		if !quantifiesInts(obls[i].goal) && !appliesFunctions(obls[i].goal) && !mentionsIterations(obls[i].goal) {
			holds, err := dsl.EvalBool(obls[i].goal, env)
			if err != nil {
				return fmt.Errorf("recheck: obligation %s: goal %s: %w", or.ID, obls[i].goal, err)
			}
			if holds {
				return fmt.Errorf("recheck: obligation %s: the goal holds under the counterexample", or.ID)
			}
		}
		// A counterexample is a run that leaves every while loop within
		// its bound (the only runs modelled exactly): each loop-bound
		// goal holds under it.
		for _, b := range obls {
			if b.o.Kind != ir.KindLoopBound || b.status != "" || b == obls[i] ||
				quantifiesInts(b.goal) || appliesFunctions(b.goal) || mentionsIterations(b.goal) {
				continue
			}
			within, err := dsl.EvalBool(b.goal, env)
			if err != nil {
				return fmt.Errorf("recheck: obligation %s: loop bound %s: %w", or.ID, b.o.ID, err)
			}
			if !within {
				return fmt.Errorf("recheck: obligation %s: the counterexample runs a while loop past its bound (%s)", or.ID, b.o.ID)
			}
		}
		byID := map[string]*factInfo{}
		for _, f := range facts {
			byID[f.f.ID] = f
		}
		// Assumptions made in symbolic loops hold in every iteration
		// (those over rows or trusted results, which a counterexample
		// does not list everywhere, cannot be evaluated: not checked).
		for _, la := range p.loopAssumps {
			if inst, ok := la.violated(func(t *dsl.Term) (any, error) { return dsl.Eval(t, env) }); ok && inst != nil {
				return fmt.Errorf("recheck: obligation %s: the counterexample breaks the assumption %s", or.ID, inst)
			}
		}
		if err := recheckLoops(ce, facts, env); err != nil {
			return fmt.Errorf("recheck: obligation %s: %w", or.ID, err)
		}
		for _, ff := range ce.Facts {
			f := byID[ff.ID]
			if f == nil {
				return fmt.Errorf("recheck: obligation %s: unknown fact %s", or.ID, ff.ID)
			}
			if ff.Iteration != nil {
				v := whileVar(f)
				if v == "" {
					return fmt.Errorf("recheck: fact %s: an iteration of a fact that is not in a while loop", ff.ID)
				}
				env.Consts[v] = big.NewInt(*ff.Iteration)
			} else if len(f.qvars) > 0 {
				return fmt.Errorf("recheck: fact %s: a fact in a loop without its iteration", ff.ID)
			}
			fires, err := dsl.EvalBool(f.cond, env)
			if err != nil {
				return fmt.Errorf("recheck: fact %s: %w", ff.ID, err)
			}
			if fires != ff.Fires {
				return fmt.Errorf("recheck: fact %s: fires is %v, evaluation says %v", ff.ID, ff.Fires, fires)
			}
			for j, fv := range ff.Fields {
				want, err := dsl.Eval(f.values[j], env)
				if err != nil {
					return fmt.Errorf("recheck: fact %s field %s: %w", ff.ID, fv.Name, err)
				}
				got, err := goValue(fv, f.sorts[j])
				if err != nil {
					return fmt.Errorf("recheck: fact %s field %s: %w", ff.ID, fv.Name, err)
				}
				if !dsl.ValuesEqual(want, got) {
					return fmt.Errorf("recheck: fact %s field %s is %s, evaluation gives %v", ff.ID, fv.Name, fv.Repr, want)
				}
			}
		}
	}
	return nil
}

func (p *program) envOf(ce *ir.Counterexample) (dsl.Env, error) {
	env := dsl.Env{Consts: map[string]any{}}
	add := func(v ir.Value, sortRef string) error {
		s, err := p.sortRef(sortRef)
		if err != nil {
			return err
		}
		g, err := goValue(v, s)
		if err != nil {
			return fmt.Errorf("%s: %w", v.Name, err)
		}
		env.Consts[v.Name] = g
		return nil
	}
	for i, v := range ce.Inputs {
		if i < len(p.doc.Inputs) {
			if err := add(v, p.doc.Inputs[i].Sort); err != nil {
				return env, err
			}
		}
	}
	for i, v := range ce.Variables {
		if i < len(p.doc.Variables) {
			if err := add(v, p.doc.Variables[i].Sort); err != nil {
				return env, err
			}
		}
	}
	// After them, the values of the functions of rows and of trusted
	// results at the indices the counterexample shows ("f(3)"): the
	// evaluator knows a function there, and nowhere else.
	ranges := map[string]string{}
	for _, fn := range p.doc.Functions {
		if len(fn.Domain) == 1 && fn.Domain[0] == "IntSort" {
			ranges[fn.Name] = fn.Range
		}
	}
	apps := map[string]any{}
	for _, v := range ce.Variables[min(len(ce.Variables), len(p.doc.Variables)):] {
		m := rowCell.FindStringSubmatch(v.Name)
		if m == nil || ranges[m[1]] == "" {
			continue
		}
		s, err := p.sortRef(ranges[m[1]])
		if err != nil {
			return env, err
		}
		g, err := goValue(v, s)
		if err != nil {
			return env, fmt.Errorf("%s: %w", v.Name, err)
		}
		apps[v.Name] = g
	}
	if len(apps) > 0 {
		env.Func = func(name string, args []any) (any, error) {
			if len(args) == 1 {
				if n, ok := args[0].(*big.Int); ok {
					if v, ok := apps[name+"("+n.String()+")"]; ok {
						return v, nil
					}
				}
			}
			return nil, fmt.Errorf("the counterexample shows no value of %s at %v", name, args)
		}
	}
	return env, nil
}

// rowCell is a function's value at an index, as a counterexample names
// it: "balance_result6(2)".
var rowCell = regexp.MustCompile(`^(.+)\(([0-9]+)\)$`)

// goValue converts a counterexample value (as Solve writes it, or after a
// JSON round trip) to an evaluator value of sort s.
func goValue(v ir.Value, s *dsl.Sort) (any, error) {
	return jsonToGo(v.Value, s)
}

func jsonToGo(x any, s *dsl.Sort) (any, error) {
	bad := func() (any, error) { return nil, fmt.Errorf("value %v (%T) is not a %s", x, x, s) }
	switch s.Kind {
	case dsl.KBool:
		if b, ok := x.(bool); ok {
			return b, nil
		}
	case dsl.KInt, dsl.KBV:
		switch n := x.(type) {
		case bool:
			if n {
				return big.NewInt(1), nil
			}
			return big.NewInt(0), nil
		case json.Number:
			i, ok := new(big.Int).SetString(string(n), 10)
			if ok {
				return i, nil
			}
		case float64:
			if n == math.Trunc(n) {
				i, _ := big.NewFloat(n).Int(nil)
				return i, nil
			}
		}
	case dsl.KReal:
		var text string
		switch n := x.(type) {
		case json.Number:
			text = string(n)
		case string:
			text = n
		case float64:
			return new(big.Rat).SetFloat64(n), nil
		}
		if r, ok := new(big.Rat).SetString(text); ok {
			return r, nil
		}
	case dsl.KString:
		if str, ok := x.(string); ok {
			return str, nil
		}
	case dsl.KFP:
		switch n := x.(type) {
		case float64:
			return n, nil
		case json.Number:
			f, err := n.Float64()
			if err == nil {
				return f, nil
			}
		case string:
			switch n {
			case "nan":
				return math.NaN(), nil
			case "inf":
				return math.Inf(1), nil
			case "-inf":
				return math.Inf(-1), nil
			}
		}
	case dsl.KSeq:
		if xs, ok := x.([]any); ok {
			out := []any{}
			for _, e := range xs {
				g, err := jsonToGo(e, s.Elem)
				if err != nil {
					return nil, err
				}
				out = append(out, g)
			}
			return out, nil
		}
	case dsl.KEnum:
		if str, ok := x.(string); ok {
			return dsl.EnumValue{Sort: s.Name, Name: str}, nil
		}
	case dsl.KUninterpreted:
		if str, ok := x.(string); ok {
			return dsl.Opaque{Sort: s.Name, Name: str}, nil
		}
	case dsl.KRecord:
		if m, ok := x.(map[string]any); ok {
			r := dsl.Record{Sort: s.Name}
			for _, f := range s.Fields {
				g, err := jsonToGo(m[f.Name], f.Sort)
				if err != nil {
					return nil, fmt.Errorf("field %s: %w", f.Name, err)
				}
				r.Fields = append(r.Fields, g)
			}
			return r, nil
		}
	}
	return bad()
}

// quantifiesInts reports whether t has a quantifier over a sort the
// evaluator cannot enumerate.
func quantifiesInts(t *dsl.Term) bool {
	found := false
	dsl.Walk(t, func(u *dsl.Term) bool {
		if u.Op == dsl.OpForAll || u.Op == dsl.OpExists {
			for _, b := range u.Bound {
				if b.Sort.Kind != dsl.KBool && b.Sort.Kind != dsl.KEnum {
					found = true
				}
			}
		}
		return !found
	})
	return found
}

// appliesFunctions reports whether t applies an uninterpreted function.
func appliesFunctions(t *dsl.Term) bool {
	found := false
	dsl.Walk(t, func(u *dsl.Term) bool {
		found = found || u.Op == dsl.OpApp
		return !found
	})
	return found
}

// mentionsIterations reports whether t mentions an iteration of a
// symbolic loop (solve's instance constants, named "fact!var!n"), whose
// values a counterexample does not list.
func mentionsIterations(t *dsl.Term) bool {
	found := false
	dsl.Walk(t, func(u *dsl.Term) bool {
		found = found || u.Op == dsl.OpConst && strings.Count(u.Name, "!") == 2
		return !found
	})
	return found
}

// recheckLoops checks that ce lists every firing of the facts of each
// while loop it lists (ce.Loops), in every iteration, and no other.
func recheckLoops(ce *ir.Counterexample, facts []*factInfo, env dsl.Env) error {
	listed := map[string]bool{}
	for _, ff := range ce.Facts {
		if ff.Iteration != nil {
			listed[fmt.Sprintf("%s@%d", ff.ID, *ff.Iteration)] = true
		}
	}
	for _, run := range ce.Loops {
		for _, f := range facts {
			if whileVar(f) != run.Var {
				continue
			}
			env.Consts[run.Var] = big.NewInt(0)
			k, err := dsl.Eval(f.uppers[0], env)
			if err != nil {
				return fmt.Errorf("loop %s: %w", run.Var, err)
			}
			kb, ok := k.(*big.Int)
			if !ok || !kb.IsInt64() || kb.Int64() != run.Iterations && !(run.Stopped && kb.Int64() >= run.Iterations) {
				return fmt.Errorf("loop %s runs %v times, not %d", run.Var, k, run.Iterations)
			}
			for i := int64(0); i < run.Iterations; i++ {
				env.Consts[run.Var] = big.NewInt(i)
				fires, err := dsl.EvalBool(f.cond, env)
				if err != nil {
					return fmt.Errorf("fact %s: %w", f.f.ID, err)
				}
				if key := fmt.Sprintf("%s@%d", f.f.ID, i); fires != listed[key] {
					return fmt.Errorf("fact %s fires %v in iteration %d, which the counterexample does not say", f.f.ID, fires, i)
				}
			}
		}
	}
	return nil
}
