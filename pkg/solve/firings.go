package solve

import (
	"fmt"
	"math/big"

	"clauz3/pkg/dsl"
	"clauz3/pkg/ir"
)

// LoopFirings says, for each fact of doc named in ids, each inside one
// loop over rows, in which of the iterations 0 to n-1 it is made under
// the counterexample ce: the fact's condition evaluated with its loop's
// index at each iteration, as Recheck evaluates a fact. It is how replay
// learns which iterations call a trusted function, to give each call its
// result. An error says a condition cannot be evaluated there (a value
// the counterexample does not list).
func LoopFirings(doc *ir.DSL, ce *ir.Counterexample, ids []string, n int) (map[string][]bool, error) {
	p := &program{doc: doc, sorts: builtinSorts()}
	if err := p.declare(); err != nil {
		return nil, err
	}
	facts, err := p.checkFacts()
	if err != nil {
		return nil, err
	}
	byID := map[string]*factInfo{}
	for _, f := range facts {
		byID[f.f.ID] = f
	}
	env, err := p.envOf(ce)
	if err != nil {
		return nil, err
	}
	out := map[string][]bool{}
	for _, id := range ids {
		f := byID[id]
		if f == nil || len(f.qvars) != 1 {
			return nil, fmt.Errorf("fact %s is not in one loop", id)
		}
		fires := make([]bool, n)
		for i := range fires {
			env.Consts[f.qvars[0]] = big.NewInt(int64(i))
			b, err := dsl.EvalBool(f.cond, env)
			if err != nil {
				return nil, fmt.Errorf("fact %s at iteration %d: %w", id, i, err)
			}
			fires[i] = b
		}
		out[id] = fires
	}
	return out, nil
}
