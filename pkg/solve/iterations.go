package solve

import (
	"math/big"
	"slices"

	"clauz3/pkg/dsl"
	"clauz3/pkg/ir"
)

// maxListedIterations bounds the iterations of a summarized while loop a
// counterexample lists.
const maxListedIterations = 64

// whileVar is the index of the summarized while loop fact f is made in,
// "" when it is made in none or also in a loop over rows.
func whileVar(f *factInfo) string {
	qs := f.f.Quantifiers
	if len(qs) == 1 && qs[0].While {
		return qs[0].Var
	}
	return ""
}

// inWhile reports whether fact f is made in a summarized while loop.
func inWhile(f *factInfo) bool {
	for _, q := range f.f.Quantifiers {
		if q.While {
			return true
		}
	}
	return false
}

// listIterations lists in ce the facts of the summarized while loops
// (ir.Quantifier.While) that fire under it, iteration by iteration, in
// the order CPython makes them: the facts of one loop are consecutive in
// the document, and each iteration makes them in that order. A loop is
// listed (ce.Loops) only when its number of iterations is at most
// maxListedIterations, its facts are consecutive, and every fact of it can
// be evaluated under ce's values (a trusted call's result inside the loop
// is shown at every iteration, withIterations; a row is not).
func (p *program) listIterations(ce *ir.Counterexample, facts []*factInfo) {
	var loops []string
	bad := map[string]bool{}
	for _, f := range facts {
		if !inWhile(f) {
			continue
		}
		v := whileVar(f)
		if v == "" {
			for _, q := range f.f.Quantifiers {
				bad[q.Var] = true
			}
			continue
		}
		switch {
		case len(loops) > 0 && loops[len(loops)-1] == v:
		case slices.Contains(loops, v):
			bad[v] = true // not consecutive: the order of its calls is not known
		default:
			loops = append(loops, v)
		}
	}
	if len(loops) == 0 {
		return
	}
	env, err := p.envOf(ce)
	if err != nil {
		return
	}
	runs := map[string]int64{}
	fired := map[*factInfo][]ir.FactFiring{}
	for _, f := range facts {
		v := whileVar(f)
		if v == "" || bad[v] {
			continue
		}
		k, seen := runs[v]
		if !seen {
			env.Consts[v] = big.NewInt(0)
			n, err := dsl.Eval(f.uppers[0], env)
			kb, ok := n.(*big.Int)
			if err != nil || !ok || kb.Sign() < 0 || kb.Cmp(big.NewInt(maxListedIterations)) > 0 {
				bad[v] = true
				continue
			}
			k = kb.Int64()
			runs[v] = k
		}
		for i := int64(0); i < k && !bad[v]; i++ {
			env.Consts[v] = big.NewInt(i)
			fires, err := dsl.EvalBool(f.cond, env)
			if err != nil {
				bad[v] = true
				break
			}
			if !fires {
				continue
			}
			it := i
			ff := ir.FactFiring{ID: f.f.ID, Fires: true, Iteration: &it}
			for j, fld := range f.f.Fields {
				val, err := dsl.Eval(f.values[j], env)
				typ := fld.Type
				if typ == "" {
					typ = pyType(f.values[j].Sort)
				}
				var repr string
				var js any
				ok := err == nil
				if ok {
					repr, js, ok = renderScalar(val, f.values[j].Sort, typ)
				}
				if !ok {
					bad[v] = true
					break
				}
				ff.Fields = append(ff.Fields, ir.Value{Name: fld.Name, Type: typ, Repr: repr, Value: js})
			}
			fired[f] = append(fired[f], ff)
		}
	}
	// The facts in CPython's order: those outside the loops as they are,
	// each listed loop's iteration by iteration.
	byID := map[string]ir.FactFiring{}
	for _, ff := range ce.Facts {
		byID[ff.ID] = ff
	}
	var out []ir.FactFiring
	for i := 0; i < len(facts); {
		f := facts[i]
		v := whileVar(f)
		if !inWhile(f) {
			if ff, ok := byID[f.f.ID]; ok {
				out = append(out, ff)
			}
			i++
			continue
		}
		j := i + 1
		for j < len(facts) && v != "" && whileVar(facts[j]) == v {
			j++
		}
		if v != "" && !bad[v] {
			for it := int64(0); it < runs[v]; it++ {
				for _, g := range facts[i:j] {
					for _, ff := range fired[g] {
						if *ff.Iteration == it {
							out = append(out, ff)
						}
					}
				}
			}
		}
		i = j
	}
	if out == nil {
		out = []ir.FactFiring{}
	}
	ce.Facts = out
	for _, v := range loops {
		if !bad[v] {
			ce.Loops = append(ce.Loops, ir.LoopRun{Var: v, Iterations: runs[v]})
		}
	}
}

// addWhileLoop records the iteration count of the summarized while loop
// whose index is v.
func (p *program) addWhileLoop(v string, upper *dsl.Term) {
	for _, w := range p.whileLoops {
		if w.v == v {
			return
		}
	}
	p.whileLoops = append(p.whileLoops, whileLoop{v, upper})
}

// whileLoop is a summarized while loop: its index and iteration count.
type whileLoop struct {
	v     string
	count *dsl.Term
}

// withIterations adds to at (the row indices a counterexample shows the
// functions of rows and of trusted results at, seen those in it) every
// iteration of each summarized while loop that runs at most
// maxListedIterations times under the values val gives: a trusted
// call's result inside the loop is shown at each, so that the loop's
// calls can be listed (listIterations) and replayed.
func (p *program) withIterations(at []int64, seen map[int64]bool, val func(*dsl.Term) (any, error)) []int64 {
	for _, w := range p.whileLoops {
		v, err := val(w.count)
		k, ok := v.(*big.Int)
		if err != nil || !ok || k.Cmp(big.NewInt(maxListedIterations)) > 0 {
			continue
		}
		for i := int64(0); i < k.Int64(); i++ {
			if !seen[i] {
				seen[i] = true
				at = append(at, i)
			}
		}
	}
	return at
}

// stopAtFailure cuts ce, a counterexample to ob (a check of a summarized
// while loop that fails first in the iteration ce names, firstFailure),
// where CPython stops: the loop's later iterations and the facts that
// follow the loop (ob.o.LoopEnd) are not made. The loop's run is marked
// as stopped in its last iteration listed.
func (p *program) stopAtFailure(ob *obligation, ce *ir.Counterexample, facts []*factInfo) {
	env, err := p.envOf(ce)
	if err != nil {
		return
	}
	at, ok := env.Consts[ob.o.Iteration].(*big.Int)
	if !ok || !at.IsInt64() {
		return
	}
	index := map[string]int{}
	for i, f := range facts {
		index[f.f.ID] = i
	}
	after := map[string]bool{} // the loops that follow
	for _, f := range facts[min(ob.o.LoopEnd, len(facts)):] {
		for _, q := range f.f.Quantifiers {
			after[q.Var] = true
		}
	}
	kept := ce.Facts[:0:0]
	for _, ff := range ce.Facts {
		if i, known := index[ff.ID]; !known || i >= ob.o.LoopEnd {
			continue
		}
		i := index[ff.ID]
		if ff.Iteration != nil && whileVar(facts[i]) == ob.o.Iteration && *ff.Iteration > at.Int64() {
			continue
		}
		kept = append(kept, ff)
	}
	if kept == nil {
		kept = []ir.FactFiring{}
	}
	ce.Facts = kept
	var runs []ir.LoopRun
	for _, r := range ce.Loops {
		switch {
		case after[r.Var]:
			continue
		case r.Var == ob.o.Iteration:
			r.Iterations, r.Stopped = at.Int64()+1, true
		}
		runs = append(runs, r)
	}
	ce.Loops = runs
}
