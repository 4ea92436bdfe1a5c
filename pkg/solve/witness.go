package solve

import (
	"fmt"
	"math"
	"math/big"
	"slices"
	"strings"

	"clauz3/pkg/dsl"
)

// The witness search: concrete values of a conjunction's symbols under
// which every conjunct evaluates to true, exactly (pkg/dsl's evaluator
// refuses every term SMT-LIB leaves unspecified). Such values are a
// model: the conjunction is satisfiable (a base is consistent), and with
// an obligation's negated goal among the conjuncts they refute it
// (refute.go).

// Bounds of the witness search. witnessSize bounds the conjunctions
// searched (distinct nodes, definitions included); witnessTries the
// values tried after the defaults, witnessEdgeTries those of them taken
// from the goal's comparisons (boundaries); witnessWork the nodes the
// searches of one document evaluate, so that a document whose searches
// all fail costs little more than its checks in Z3; witnessPairTries the
// values of several symbols at once a round tries (repairs and pairs),
// witnessRepairDepth the symbols one repair changes, and
// witnessQuickRepairs the repairs a round of a search that is not deep
// tries (the second row of a query takes 9).
const (
	witnessSize         = 4 * splitSize
	witnessTries        = 64
	witnessEdgeTries    = 16
	witnessPairTries    = 1024
	witnessRepairDepth  = 3
	witnessQuickRepairs = 32
	witnessWork         = 1 << 18
)

// witness reports whether the conjunction of fs is shown satisfiable by
// evaluation under a few concrete values of its symbols: the defaults
// (0, 0.0, "", False, and the same for every function application), then
// each symbol given, in turn, each literal of its sort in fs (and an
// integer literal's neighbours; True for a Bool). Definitions (defs, in order) take the
// value of their term. Symbols of other sorts, quantifiers the evaluator
// cannot decide, unspecified values: no witness (Z3 decides).
func witness(fs []*dsl.Term, defs map[string]*dsl.Term, order []string, work *int) bool {
	_, ok := witnessValues(fs, nil, defs, order, true, false, nil, work)
	return ok
}

// witnessValues is witness's search for values that make fs and goal
// true (goal may be nil). It returns the values found (of the symbols fs,
// goal and the definitions mention, and of the definitions). With funcs
// false, a term applying a function makes no witness; with funcs true a
// function takes one value everywhere, its range's default or, in turn,
// each literal of its range (vals holds it under the function's name).
//
// goal, an obligation's negated goal, is evaluated first (most values
// tried make it false), and definitions are evaluated as they are needed
// (all of them before values are accepted). After the literals, each
// integer symbol tries the values where a comparison of goal changes its
// truth value (boundaries): a loop's bound that no literal states. When
// no single change works, several are made greedily (conjuncts): each
// round keeps the first change that makes more conjuncts true. work
// counts the nodes evaluated; past witnessWork no search starts. The
// gaps, most repairs and the pairs (below) are tried only when deep is
// set: they cost most when no witness exists, as for an obligation that
// holds. A search that is not deep leaves its state in st (when not
// nil), and a deep one given that state resumes where it ended.
func witnessValues(fs []*dsl.Term, goal *dsl.Term, defs map[string]*dsl.Term, order []string, funcsOK, deep bool, st *searchState, work *int) (map[string]any, bool) {
	if *work > witnessWork {
		return nil, false
	}
	var conj []*dsl.Term
	if goal != nil {
		conj = append(conj, goal)
	}
	for _, f := range fs {
		// A definition's own equation holds by construction: every
		// definition takes its term's value (below).
		if f.Op == dsl.OpEq && len(f.Args) == 2 && f.Args[0].Op == dsl.OpConst && defs[f.Args[0].Name] == f.Args[1] {
			continue
		}
		conj = append(conj, f)
	}
	// The symbols, functions and literals of conj, then of the
	// definitions (walked once per st.walk, when given).
	var dw *symWalk
	if st != nil && st.walk != nil {
		dw = st.walk
		if dw.nodes == nil {
			dw.init()
			for _, name := range order {
				dw.walk(defs[name], defs, nil)
			}
		}
	}
	cw := &symWalk{}
	cw.init()
	for _, f := range conj {
		cw.walk(f, defs, dw)
	}
	if dw == nil {
		for _, name := range order {
			cw.walk(defs[name], defs, nil)
		}
	} else {
		cw.merge(dw)
	}
	consts, funcs, lits := cw.consts, cw.funcs, cw.lits
	size := len(cw.nodes)
	if dw != nil {
		size += len(dw.nodes)
	}
	if !cw.ok || (cw.apps && !funcsOK) || size >= witnessSize {
		return nil, false
	}
	base := map[string]any{}
	names := make([]string, 0, len(consts))
	for name, srt := range consts {
		v, ok := zeroOf(srt)
		if !ok {
			return nil, false
		}
		base[name] = v
		names = append(names, name)
	}
	var fnames []string
	for name, srt := range funcs {
		if _, ok := zeroOf(srt); !ok {
			return nil, false
		}
		fnames = append(fnames, name)
	}
	slices.Sort(fnames)
	// A conjunct x == literal fixes x in every try (lower states
	// constants so: the digit limit of int-to-str conversions).
	var forced func(*dsl.Term)
	forced = func(f *dsl.Term) {
		switch {
		case f.Op == dsl.OpAnd:
			for _, a := range f.Args {
				forced(a)
			}
		case f.Op == dsl.OpEq && len(f.Args) == 2:
			x, l := f.Args[0], f.Args[1]
			if x.Op == dsl.OpLit {
				x, l = l, x
			}
			if x.Op != dsl.OpConst || l.Op != dsl.OpLit {
				return
			}
			if _, ok := base[x.Name]; !ok {
				return // a definition
			}
			if v, err := dsl.Eval(l, groundEnv); err == nil {
				base[x.Name] = v
			}
		}
	}
	for _, f := range fs {
		forced(f)
	}
	// Strings also try each literal padded with a space on either side
	// (what strip removes), and strings of each small integer literal's
	// length (what a bound on len needs), after the literals themselves.
	var extra []any
	for _, v := range lits[dsl.KString] {
		if str := v.(string); str != "" {
			extra = append(extra, " "+str, str+" ")
		}
	}
	for _, v := range lits[dsl.KInt] {
		if n := v.(*big.Int); n.Sign() > 0 && n.Cmp(big.NewInt(256)) <= 0 {
			extra = append(extra, strings.Repeat("a", int(n.Int64())))
		}
	}
	lits[dsl.KString] = append(lits[dsl.KString], extra...)
	// A Bool symbol tries the value that is not its default; a float,
	// after the literals, the values no literal spells (NaN is not
	// equal to itself, infinities pass every bound of one side, -0.0
	// equals 0.0 but has the other sign).
	lits[dsl.KBool] = []any{true}
	lits[dsl.KFP] = append(lits[dsl.KFP], math.NaN(), math.Inf(1), math.Inf(-1), math.Copysign(0, -1))
	slices.Sort(names) // the order of tries is deterministic
	// A function (the rows of a query) tries, after the constants, each
	// literal of its range as its value everywhere: vals holds it under
	// its name (evalHolds).
	kindOf := func(name string) dsl.SortKind {
		if s, ok := consts[name]; ok {
			return s.Kind
		}
		return funcs[name].Kind
	}
	names = append(names, fnames...)
	try := func(vals map[string]any) bool {
		*work += size
		return evalHolds(conj, defs, order, vals, funcs)
	}
	copyOf := func() map[string]any {
		m := make(map[string]any, len(base)+len(order))
		for k, v := range base {
			m[k] = v
		}
		return m
	}
	resumed := deep && st != nil && st.tried && slices.Equal(st.conj, conj)
	if m := copyOf(); !resumed && try(m) {
		return m, true
	}
	// The parts of conj, each with the symbols it mentions: a try that
	// changes one symbol from the defaults evaluates only the parts that
	// mention it, and so does each change of the greedy search (below).
	in := (*interner)(nil)
	if st != nil {
		in = st.in
	}
	if in == nil {
		in = newInterner()
	}
	parts := conjuncts(conj, in)
	// partSyms are the symbols part k mentions, through definitions.
	defSyms := map[string]map[string]bool{}
	var symsOf func(t *dsl.Term, out map[string]bool, depth int)
	symsOf = func(t *dsl.Term, out map[string]bool, depth int) {
		switch t.Op {
		case dsl.OpConst:
			if d, ok := defs[t.Name]; ok && depth < 64 {
				ds, done := defSyms[t.Name]
				if !done {
					ds = map[string]bool{}
					defSyms[t.Name] = ds
					symsOf(d, ds, depth+1)
				}
				for n := range ds {
					out[n] = true
				}
				return
			}
			out[t.Name] = true
		case dsl.OpApp:
			out[t.Name] = true
		}
		for _, a := range t.Args {
			symsOf(a, out, depth)
		}
	}
	psyms := make([]map[string]bool, len(parts))
	partsOf := map[string][]int{} // the parts that mention a symbol, in order
	for k, t := range parts {
		psyms[k] = map[string]bool{}
		symsOf(t, psyms[k], 0)
		for name := range psyms[k] {
			partsOf[name] = append(partsOf[name], k)
		}
	}
	// score scores vals, every part.
	score := func(vals map[string]any) (int, float64, []partValue) {
		*work += size
		return evalScore(parts, defs, vals, funcs, nil, nil, nil)
	}
	// scoreKV is score with the changes kv (name, value, name, value,
	// ...) made to vals, which holds no definition's value: they are
	// made in vals itself, and undone after, with the values of the
	// definitions evaluated under them (a search tries hundreds of
	// changes, and copying vals for each cost more than scoring it).
	// The parts idx are evaluated; the others keep their values in
	// prev.
	var added []string
	type undo struct {
		name string
		v    any
		had  bool
	}
	var undos []undo
	scoreKV := func(vals map[string]any, prev []partValue, idx []int, kv ...any) (int, float64, []partValue) {
		*work += size
		undos = undos[:0]
		for i := 0; i < len(kv); i += 2 {
			name := kv[i].(string)
			old, had := vals[name]
			undos = append(undos, undo{name, old, had})
			vals[name] = kv[i+1]
		}
		added = added[:0]
		n, g, ps := evalScore(parts, defs, vals, funcs, idx, prev, &added)
		for _, d := range added {
			delete(vals, d)
		}
		for i := len(undos) - 1; i >= 0; i-- {
			if u := undos[i]; u.had {
				vals[u.name] = u.v
			} else {
				delete(vals, u.name)
			}
		}
		return n, g, ps
	}
	// shrink brings each integer symbol of the witness w nearer to 0
	// while the witness holds (a query of 2 rows rather than of 100, the
	// literal tried first), by halving the distance: a smaller
	// counterexample reads better, and any witness is as good a model.
	// Each step evaluates the parts that mention the symbol (scoreKV),
	// and the witness shrunk is checked whole at the end (w is kept
	// when it does not hold, which the parts' values rule out).
	shrink := func(w map[string]any) map[string]any {
		if st != nil && st.anyWitness {
			return w
		}
		clean := make(map[string]any, len(w))
		for k, x := range w {
			if _, def := defs[k]; !def {
				clean[k] = x
			}
		}
		added = added[:0]
		n, _, ps := evalScore(parts, defs, clean, funcs, nil, nil, &added)
		for _, d := range added {
			delete(clean, d)
		}
		if n < len(parts) {
			return w
		}
		holds := func(name string, v *big.Int) bool {
			n, _, ps2 := scoreKV(clean, ps, partsOf[name], name, v)
			if n < len(parts) {
				return false
			}
			clean[name], ps = v, ps2
			return true
		}
		for _, name := range names {
			v, ok := clean[name].(*big.Int)
			if !ok || v.Sign() == 0 {
				continue
			}
			good := v // holds
			bad := new(big.Int)
			// Halving would not come near 0 in 64 steps from a value of
			// more bits: such a value (a literal's neighbour) is kept.
			for i := 0; i < 64 && v.BitLen() <= 64 && *work <= witnessWork; i++ {
				d := new(big.Int).Sub(good, bad)
				if d.CmpAbs(big.NewInt(1)) <= 0 {
					break
				}
				mid := new(big.Int).Add(bad, d.Quo(d, big.NewInt(2)))
				if holds(name, mid) {
					good = mid
				} else {
					bad = mid
				}
			}
			if good == v {
				holds(name, new(big.Int)) // 0 itself, which halving never tries
			}
		}
		final := make(map[string]any, len(clean)+len(order))
		for k, x := range clean {
			final[k] = x
		}
		if !evalHolds(conj, defs, order, final, funcs) {
			return w
		}
		return final
	}
	// mentions lists the parts that mention a symbol of kv, in order.
	mentions := func(kv ...any) []int {
		if len(kv) == 2 {
			return partsOf[kv[0].(string)]
		}
		var idx []int
		for i := 0; i < len(kv); i += 2 {
			idx = append(idx, partsOf[kv[i].(string)]...)
		}
		slices.Sort(idx)
		return slices.Compact(idx)
	}
	// single reports whether the defaults with name set to v make a
	// witness, which it keeps in *w: the parts that mention name are
	// evaluated, the others keep their values under the defaults
	// (baseParts), and the whole of conj is evaluated when every part
	// holds.
	//
	// The values of the parts a change evaluates are kept (memo): the
	// greedy search (below) starts from the defaults too, and tries the
	// same changes round after round; a part is evaluated again only when
	// a symbol it mentions, other than the one the change sets, has
	// changed since. ver[k] counts the changes of the symbols of part k,
	// symVer those of each symbol: the changes of part k's symbols other
	// than name are ver[k]-symVer[name], the part's stamp.
	type change struct {
		name string
		v    any // a float64 as its bits (floatBits): -0.0 is not 0.0
	}
	keyOf := func(name string, v any) change {
		if f, ok := v.(float64); ok {
			return change{name, floatBits(math.Float64bits(f))}
		}
		return change{name, v}
	}
	type memoVal struct {
		vals []partValue // of the parts partsOf[name], in order
		vers []int       // stamp of each, when evaluated
	}
	memo := map[change]*memoVal{}
	ver := make([]int, len(parts))
	symVer := map[string]int{}
	// remember keeps ps's values of the parts that mention name, under
	// the change of name to v, in mv (nil: a new entry of memo).
	remember := func(name string, v any, ps []partValue, mv *memoVal) {
		idx, sv := partsOf[name], symVer[name]
		if mv == nil {
			mv = &memoVal{vals: make([]partValue, len(idx)), vers: make([]int, len(idx))}
			memo[keyOf(name, v)] = mv
		}
		for j, k := range idx {
			mv.vals[j], mv.vers[j] = ps[k], ver[k]-sv
		}
	}
	var baseParts []partValue
	var baseN int
	var baseGap float64
	var defaults map[string]any
	// A change of one symbol leaves the parts that do not mention it as
	// they are: unless it is mentioned by every part false under the
	// defaults (baseFalse), it makes no witness, and is not evaluated
	// (it counts as work all the same, so that the budget is spent as
	// when it was).
	var baseFalse []int
	single := func(name string, v any, w *map[string]any) bool {
		if baseParts == nil {
			baseN, baseGap, baseParts = score(copyOf())
			defaults = copyOf()
			for k, pv := range baseParts {
				if !pv.ok {
					baseFalse = append(baseFalse, k)
				}
			}
		}
		for _, k := range baseFalse {
			if !psyms[k][name] {
				*work += size
				return false
			}
		}
		n, _, ps := scoreKV(defaults, baseParts, partsOf[name], name, v)
		remember(name, v, ps, memo[keyOf(name, v)])
		if n < len(parts) {
			return false
		}
		m := copyOf()
		m[name] = v
		*w = m
		return try(m)
	}
	var w map[string]any
	tries := 0
	for _, name := range names {
		if resumed {
			break
		}
		for _, v := range lits[kindOf(name)] {
			if tries++; tries > witnessTries || *work > witnessWork {
				return nil, false
			}
			if single(name, v, &w) {
				return shrink(w), true
			}
		}
	}
	if goal == nil {
		return nil, false
	}
	var edges map[string][]any
	if st != nil && st.edges != nil && st.edgesGoal == goal && slices.Equal(st.edgesConj, conj) {
		edges = st.edges // the same goal and symbols
	} else {
		edges = boundaries(goal, defs, consts)
		if st != nil {
			st.edges, st.edgesGoal, st.edgesConj = edges, goal, conj
		}
	}
	tried := map[string]bool{}
	for _, v := range lits[dsl.KInt] {
		tried[v.(*big.Int).String()] = true
	}
	tries = 0
	for _, name := range names {
		if resumed {
			break
		}
		for _, v := range edges[name] {
			if tried[v.(*big.Int).String()] {
				continue
			}
			if tries++; tries > witnessEdgeTries || *work > witnessWork {
				return nil, false
			}
			if single(name, v, &w) {
				return shrink(w), true
			}
		}
	}
	// Then several symbols at once, greedily: from the defaults, each
	// round keeps the first value (literals, then boundaries) that makes
	// more of the conjuncts true, until all are (a row that exists, with
	// a field that breaks the goal) or no value helps.
	cur := copyOf()
	if resumed && st.cur != nil {
		cur = st.cur
	}
	if st != nil && !deep {
		st.tried, st.conj = true, conj
		defer func() { st.cur = cur }()
	}
	var best int
	var gap float64
	var curParts []partValue
	if fromDefaults := !resumed && baseParts != nil; fromDefaults {
		*work += size
		best, gap, curParts = baseN, baseGap, baseParts
	} else {
		clear(memo)
		best, gap, curParts = score(cur)
	}
	// Each round keeps the first change that makes more parts true or,
	// when none does, the change that brings the false comparisons
	// nearest to true (a sum of two results over a limit needs both
	// raised: neither alone makes a part true). When no single change
	// helps, two symbols are changed at once (a second row, and a query
	// long enough to hold it), up to witnessPairTries.
	pairs := 0
	for round := 0; round < 2*len(names) && *work <= witnessWork; round++ {
		var next map[string]any
		var nextKV []any // the changes of cur next makes
		var nextParts []partValue
		nextBest, nextGap := best, gap
		// consider scores m (cur with some changes); it reports whether
		// the search is over: m is a witness, or the work is spent.
		found := map[string]any(nil)
		var considerScored func(kv []any, s int, g float64, ps []partValue) bool
		var changed func(kv ...any) map[string]any
		var curClean map[string]any // cur without definitions' values
		consider := func(kv ...any) bool {
			if *work > witnessWork {
				return true
			}
			if curClean == nil {
				curClean = changed()
			}
			s, g, ps := scoreKV(curClean, curParts, mentions(kv...), kv...)
			return considerScored(kv, s, g, ps)
		}
		// considerScored keeps the changes kv of cur, scored s, g and ps,
		// when they make a witness or the best change so far.
		considerScored = func(kv []any, s int, g float64, ps []partValue) bool {
			if *work > witnessWork {
				return true
			}
			if s > best {
				if s == len(parts) {
					if final := changed(kv...); try(final) {
						found = final
						return true
					}
				}
				if s > nextBest {
					next, nextKV, nextParts, nextBest, nextGap = changed(kv...), kv, ps, s, g
				}
				return false
			}
			if deep && s == best && nextBest == best && g < nextGap {
				next, nextKV, nextParts, nextGap = changed(kv...), kv, ps, g
			}
			return false
		}
		changed = func(kv ...any) map[string]any {
			m := make(map[string]any, len(cur))
			for k, x := range cur {
				if _, def := defs[k]; !def {
					m[k] = x
				}
			}
			for i := 0; i < len(kv); i += 2 {
				m[kv[i].(string)] = kv[i+1]
			}
			return m
		}
		candsOf := func(name string) []any {
			return append(append([]any(nil), lits[kindOf(name)]...), edges[name]...)
		}
		// The symbols of parts still false (hot) first, since a change
		// that makes one true is more often among theirs; then the
		// repairs, then the other symbols; then, deep, the pairs.
		hot := map[string]bool{}
		for k, pv := range curParts {
			if !pv.ok {
				for name := range psyms[k] {
					hot[name] = true
				}
			}
		}
		var hotNames, coldNames []string
		for _, name := range names {
			if hot[name] {
				hotNames = append(hotNames, name)
			} else {
				coldNames = append(coldNames, name)
			}
		}
		// singles tries each value of each symbol of syms until one
		// makes more parts true; over reports that the search is over.
		// considerSingle is consider of the change of name to v, which
		// evaluates only the parts memo does not hold.
		var stale []int
		considerSingle := func(name string, v any) bool {
			if *work > witnessWork {
				return true
			}
			if curClean == nil {
				curClean = changed()
			}
			idx, sv := partsOf[name], symVer[name]
			mv := memo[keyOf(name, v)]
			var ps []partValue
			if mv == nil {
				_, _, ps = scoreKV(curClean, curParts, idx, name, v)
			} else {
				// (a part's stamp: the changes of its symbols other
				// than name)
				stale = stale[:0]
				for j, k := range idx {
					if mv.vers[j] != ver[k]-sv {
						stale = append(stale, k)
					}
				}
				if len(stale) > 0 {
					_, _, ps = scoreKV(curClean, curParts, stale, name, v)
				} else {
					*work += size
					ps = slices.Clone(curParts)
				}
				for j, k := range idx {
					if mv.vers[j] == ver[k]-sv {
						ps[k] = mv.vals[j]
					}
				}
			}
			remember(name, v, ps, mv)
			s, g := tally(ps)
			return considerScored([]any{name, v}, s, g, ps)
		}
		singles := func(syms []string) (over bool) {
			for _, name := range syms {
				for _, v := range candsOf(name) {
					if considerSingle(name, v) {
						return true
					}
					if nextBest > best {
						return false
					}
				}
			}
			return false
		}
		if singles(hotNames) {
			if found != nil {
				return shrink(found), true
			}
			return nil, false
		}
		if next == nil {
			// The repairs: a change that makes a false part true, then
			// changes to symbols of the parts it makes false, each
			// making one of them true, up to witnessRepairDepth changes
			// (a second row: an index raised past another, and the
			// query's length past it). A search that is not deep makes
			// a few (witnessQuickRepairs).
			repairs := witnessPairTries
			if !deep {
				repairs = min(pairs+witnessQuickRepairs, witnessPairTries)
			}
			stop := false
			var repair func(kv []any, ps []partValue) bool
			repair = func(kv []any, ps []partValue) bool {
				inKV := func(name string) bool {
					for i := 0; i < len(kv); i += 2 {
						if kv[i] == name {
							return true
						}
					}
					return false
				}
				syms := map[string]bool{}
				for k, pv := range ps {
					if !pv.ok && (len(kv) == 0 || curParts[k].ok) {
						for name := range psyms[k] {
							syms[name] = true
						}
					}
				}
				for _, b := range names {
					if !syms[b] || inKV(b) {
						continue
					}
					for _, vb := range candsOf(b) {
						if pairs++; pairs > repairs {
							return true
						}
						kv2 := append(append([]any(nil), kv...), b, vb)
						if curClean == nil {
							curClean = changed()
						}
						sc, g, ps2 := scoreKV(curClean, ps, mentions(b, vb), kv2...)
						fixed := false
						for k, pv := range ps2 {
							if pv.ok && !ps[k].ok {
								fixed = true
								break
							}
						}
						if !fixed {
							continue
						}
						if len(kv) > 0 {
							if considerScored(kv2, sc, g, ps2) {
								stop = true
								return true
							}
							if nextBest > best {
								return true
							}
						}
						if len(kv2) < 2*witnessRepairDepth && repair(kv2, ps2) {
							return true
						}
					}
				}
				return false
			}
			repair(nil, curParts)
			if stop {
				if found != nil {
					return shrink(found), true
				}
				return nil, false
			}
		}
		if nextBest == best && singles(coldNames) {
			if found != nil {
				return shrink(found), true
			}
			return nil, false
		}
		if next == nil && deep {
			// The pairs with a hot symbol come first, those with two
			// before those with one.
			type pair struct{ a, b string }
			var order []pair
			for rank := 2; rank >= 1; rank-- {
				for i, a := range names {
					for _, b := range names[i+1:] {
						n := 0
						if hot[a] {
							n++
						}
						if hot[b] {
							n++
						}
						if n == rank {
							order = append(order, pair{a, b})
						}
					}
				}
			}
		pairsLoop:
			for _, pr := range order {
				if next != nil {
					break
				}
				for _, va := range candsOf(pr.a) {
					for _, vb := range candsOf(pr.b) {
						if pairs++; pairs > witnessPairTries {
							break pairsLoop
						}
						if consider(pr.a, va, pr.b, vb) {
							if found != nil {
								return shrink(found), true
							}
							return nil, false
						}
						if nextBest > best {
							break pairsLoop
						}
					}
				}
			}
		}
		if next == nil {
			break
		}
		cur, curParts, best, gap = next, nextParts, nextBest, nextGap
		for i := 0; i < len(nextKV); i += 2 {
			name := nextKV[i].(string)
			symVer[name]++
			for _, k := range partsOf[name] {
				ver[k]++
			}
		}
	}
	return nil, false
}

// floatBits is a float64's bits, a key of witnessValues' memo: as floats
// -0.0 and 0.0 are one key, and NaN none.
type floatBits uint64

// symWalk collects the symbols (consts, not definitions), functions and
// literals of terms (with each integer literal's neighbours, in the
// order met), and the nodes walked; ok is false when a name has two
// sorts, apps is set when a function is applied.
type symWalk struct {
	consts, funcs map[string]*dsl.Sort
	lits          map[dsl.SortKind][]any
	seenLit       map[string]bool
	litKeys       map[dsl.SortKind][]string // of lits, one a literal
	nodes         map[*dsl.Term]bool
	ok, apps      bool
}

func (w *symWalk) init() {
	w.consts, w.funcs = map[string]*dsl.Sort{}, map[string]*dsl.Sort{}
	w.lits, w.seenLit, w.litKeys = map[dsl.SortKind][]any{}, map[string]bool{}, map[dsl.SortKind][]string{}
	w.nodes, w.ok = map[*dsl.Term]bool{}, true
}

// walk walks t, but not the nodes skip (not nil) holds.
func (w *symWalk) walk(t *dsl.Term, defs map[string]*dsl.Term, skip *symWalk) {
	if w.nodes[t] || !w.ok || (skip != nil && skip.nodes[t]) {
		return
	}
	w.nodes[t] = true
	switch t.Op {
	case dsl.OpConst:
		if _, def := defs[t.Name]; !def {
			w.sym(w.consts, t.Name, t.Sort)
		}
	case dsl.OpApp:
		w.apps = true
		w.sym(w.funcs, t.Name, t.Sort)
	case dsl.OpLit:
		if k := t.Sort.Kind; (k == dsl.KInt || k == dsl.KString || k == dsl.KReal || k == dsl.KFP) && !w.seenLit[litKey(t)] {
			w.seenLit[litKey(t)] = true
			if v, err := dsl.Eval(t, groundEnv); err == nil {
				w.lit(k, litKey(t), v)
			}
		}
	}
	for _, a := range t.Args {
		w.walk(a, defs, skip)
	}
}

// sym records name's sort in m; one name of two sorts makes no witness.
func (w *symWalk) sym(m map[string]*dsl.Sort, name string, srt *dsl.Sort) {
	if prev, had := m[name]; had && !prev.Equal(srt) {
		w.ok = false
	}
	m[name] = srt
}

func (w *symWalk) lit(k dsl.SortKind, key string, v any) {
	w.seenLit[key] = true
	w.litKeys[k] = append(w.litKeys[k], key)
	w.lits[k] = append(w.lits[k], v)
	if n, isInt := v.(*big.Int); isInt {
		w.lits[k] = append(w.lits[k], new(big.Int).Add(n, big.NewInt(1)), new(big.Int).Sub(n, big.NewInt(1)))
	}
}

// merge adds what d (a walk of other terms, whose nodes w skipped)
// collected, after what w did, but not its nodes.
func (w *symWalk) merge(d *symWalk) {
	if !d.ok {
		w.ok = false
	}
	w.apps = w.apps || d.apps
	for name, srt := range d.consts {
		w.sym(w.consts, name, srt)
	}
	for name, srt := range d.funcs {
		w.sym(w.funcs, name, srt)
	}
	for _, k := range []dsl.SortKind{dsl.KInt, dsl.KString, dsl.KReal, dsl.KFP} {
		step := 1
		if k == dsl.KInt {
			step = 3 // a literal and its neighbours
		}
		for i := 0; i < len(d.lits[k]); i += step {
			if key := d.litKeys[k][i/step]; !w.seenLit[key] {
				w.lit(k, key, d.lits[k][i])
			}
		}
	}
}

// searchState carries a search that was not deep (witnessValues) to a
// deep one of the same conjunction, which resumes it rather than starting
// again: tried is set when the single changes (literals, boundaries) were
// all tried in vain, and cur holds the values the greedy rounds ended
// at, for the conjunction conj (a search of another starts again). goal
// and neg are the caller's: an obligation's goal and the negation it
// searches for (kept, so that conj holds the same terms).
type searchState struct {
	walk       *symWalk  // of the definitions, shared (nil: none)
	in         *interner // the program's, shared (nil: one of its own)
	anyWitness bool      // set: a witness found is not shrunk
	tried      bool
	conj       []*dsl.Term
	cur        map[string]any
	edges      map[string][]any // boundaries(edgesGoal), for edgesConj
	edgesGoal  *dsl.Term
	edgesConj  []*dsl.Term
	goal, neg  *dsl.Term
}

// conjuncts flattens a conjunction: the arguments of And, and of a
// negated Or or Implies as De Morgan gives them, recursively, each part
// once (a loop's index bounds recur in each of its facts), as in tells.
func conjuncts(fs []*dsl.Term, in *interner) []*dsl.Term {
	var out []*dsl.Term
	seen := map[int]bool{}
	keep := func(t *dsl.Term) {
		if k := in.id(t); !seen[k] {
			seen[k] = true
			out = append(out, t)
		}
	}
	var add func(t *dsl.Term, neg bool)
	add = func(t *dsl.Term, neg bool) {
		switch {
		case t.Op == dsl.OpNot && len(t.Args) == 1:
			add(t.Args[0], !neg)
		case t.Op == dsl.OpAnd && !neg, t.Op == dsl.OpOr && neg:
			for _, a := range t.Args {
				add(a, neg)
			}
		case t.Op == dsl.OpImplies && neg && len(t.Args) == 2:
			add(t.Args[0], false)
			add(t.Args[1], true)
		case neg:
			keep(dsl.Not(t))
		default:
			keep(t)
		}
	}
	for _, f := range fs {
		add(f, false)
	}
	return out
}

// evalHolds reports whether every term of conj evaluates to true under
// vals, exactly, the definitions (defs, in order) taking the values of
// their terms, which are added to vals (each evaluated when a term
// needs it, and all of them at the end). An application of a function
// named in funcs takes its sort's default; any other is not determined.
func evalHolds(conj []*dsl.Term, defs map[string]*dsl.Term, order []string, vals map[string]any, funcs map[string]*dsl.Sort) bool {
	env := witnessEnv(defs, vals, funcs, nil)
	for _, f := range conj {
		if ok, err := dsl.EvalBool(f, env); err != nil || !ok {
			return false
		}
	}
	for _, name := range order {
		if _, done := vals[name]; !done {
			v, err := dsl.Eval(defs[name], env)
			if err != nil {
				return false
			}
			vals[name] = v
		}
	}
	return true
}

// witnessEnv is the evaluation environment of the values vals (see
// evalHolds): definitions are evaluated when a term needs them, and
// added to vals (and their names to *added, when added is not nil).
func witnessEnv(defs map[string]*dsl.Term, vals map[string]any, funcs map[string]*dsl.Sort, added *[]string) dsl.Env {
	var pending map[string]bool // made at the first definition
	var env dsl.Env
	env = dsl.Env{Consts: vals,
		Func: func(name string, _ []any) (any, error) {
			s, ok := funcs[name]
			if !ok {
				return nil, fmt.Errorf("no value for %s", name)
			}
			if v, ok := vals[name]; ok {
				return v, nil // the value everywhere witnessValues tries
			}
			v, _ := zeroOf(s)
			return v, nil
		},
		Lookup: func(name string) (any, error) {
			d, ok := defs[name]
			if !ok || pending[name] {
				return nil, fmt.Errorf("no value for %s", name)
			}
			if pending == nil {
				pending = map[string]bool{}
			}
			pending[name] = true
			v, err := dsl.Eval(d, env)
			if err != nil {
				return nil, err
			}
			vals[name] = v
			if added != nil {
				*added = append(*added, name)
			}
			return v, nil
		}}
	return env
}

// evalScore is how near vals come to making every part true: the number
// of parts true, and the sum of the gaps of the false parts that compare
// two numbers (how far the sides are from making them true; 1 for any
// other false part). More parts true is nearer; with as many, a smaller
// gap is. With prev, only the parts idx are evaluated; the others keep
// their values in prev. It returns the values of every part.
// The definitions it evaluates are added to vals, and their names to
// *added when added is not nil (witnessEnv).
func evalScore(parts []*dsl.Term, defs map[string]*dsl.Term, vals map[string]any, funcs map[string]*dsl.Sort, idx []int, prev []partValue, added *[]string) (int, float64, []partValue) {
	env := witnessEnv(defs, vals, funcs, added)
	out := make([]partValue, len(parts))
	if prev == nil {
		for k, t := range parts {
			out[k] = scorePart(t, env)
		}
	} else {
		copy(out, prev)
		for _, k := range idx {
			out[k] = scorePart(parts[k], env)
		}
	}
	n, gap := tally(out)
	return n, gap, out
}

// tally is the number of parts true among ps, and the sum of the gaps of
// the others, in order.
func tally(ps []partValue) (n int, gap float64) {
	for _, pv := range ps {
		if pv.ok {
			n++
		} else {
			gap += pv.gap
		}
	}
	return n, gap
}

// partValue is a part's value under some values (evalScore): true, or
// false at a gap.
type partValue struct {
	ok  bool
	gap float64
}

// scorePart is part t's value under env (evalScore): a comparison of
// two numbers (or its negation) is decided from its sides' values, which
// also give its gap (comparePart); any other part is evaluated, and a
// false one is at gap 1.
func scorePart(t *dsl.Term, env dsl.Env) partValue {
	if holds, gap, ok := comparePart(t, env); ok {
		if holds {
			return partValue{ok: true}
		}
		return partValue{gap: gap}
	}
	if ok, err := dsl.EvalBool(t, env); err == nil && ok {
		return partValue{ok: true}
	}
	return partValue{gap: 1}
}

// sideValue is dsl.Eval(t, env), read directly for a literal or a symbol
// env holds (the commonest sides of a comparison), as the evaluator
// reads them.
func sideValue(t *dsl.Term, env dsl.Env) (any, error) {
	switch t.Op {
	case dsl.OpLit:
		if t.Sort.Kind != dsl.KSeq || t.Val != nil {
			return t.Val, nil
		}
	case dsl.OpConst:
		if v, ok := env.Consts[t.Name]; ok {
			return v, nil
		}
	}
	return dsl.Eval(t, env)
}

// comparePart evaluates t, when it is a comparison of two Int or Real
// terms (or its negation) whose sides evaluate to numbers of one kind,
// from its sides' values: whether it holds, exactly as the evaluator
// compares them, and when it does not, the distance between its sides
// (how much one side must move for t to hold; between integers, a
// strict comparison needs one more), as a float64: a heuristic's
// measure, 1 for a negated equality (any other value). ok is false for
// any other term, which the evaluator must decide.
func comparePart(t *dsl.Term, env dsl.Env) (holds bool, gap float64, ok bool) {
	neg := false
	if t.Op == dsl.OpNot && len(t.Args) == 1 {
		t, neg = t.Args[0], true
	}
	switch t.Op {
	case dsl.OpLt, dsl.OpLe, dsl.OpGt, dsl.OpGe, dsl.OpEq:
	default:
		return false, 0, false
	}
	if len(t.Args) != 2 {
		return false, 0, false
	}
	var v [2]any
	for i, a := range t.Args {
		x, err := sideValue(a, env)
		if err != nil {
			return false, 0, false
		}
		v[i] = x
	}
	var c int
	xi, xok := v[0].(*big.Int)
	yi, yok := v[1].(*big.Int)
	xr, xrok := v[0].(*big.Rat)
	yr, yrok := v[1].(*big.Rat)
	switch {
	case xok && yok:
		c = xi.Cmp(yi)
	case xrok && yrok:
		c = xr.Cmp(yr)
	default:
		return false, 0, false
	}
	op := t.Op
	switch op {
	case dsl.OpLt:
		holds = c < 0
	case dsl.OpLe:
		holds = c <= 0
	case dsl.OpGt:
		holds = c > 0
	case dsl.OpGe:
		holds = c >= 0
	case dsl.OpEq:
		holds = c == 0
	}
	if neg {
		holds = !holds
	}
	if holds {
		return true, 0, true
	}
	if neg {
		// the comparison that must become true
		switch op {
		case dsl.OpLt:
			op = dsl.OpGe
		case dsl.OpLe:
			op = dsl.OpGt
		case dsl.OpGt:
			op = dsl.OpLe
		case dsl.OpGe:
			op = dsl.OpLt
		default:
			return false, 1, true // a distinct pair: any other value
		}
	}
	// d is how far the left side is above the right (below, for > and
	// >=), as a float64 (a gap is a heuristic's measure).
	var d float64
	switch {
	case xok && xi.IsInt64() && yi.IsInt64() && math.Abs(float64(xi.Int64()))+math.Abs(float64(yi.Int64())) < 1<<62:
		d = float64(xi.Int64() - yi.Int64())
	case xok:
		d, _ = new(big.Rat).Sub(new(big.Rat).SetInt(xi), new(big.Rat).SetInt(yi)).Float64()
	default:
		d, _ = new(big.Rat).Sub(xr, yr).Float64()
	}
	if op == dsl.OpGt || op == dsl.OpGe {
		d = -d
	}
	switch {
	case op == dsl.OpEq:
		d = math.Abs(d)
	case (op == dsl.OpLt || op == dsl.OpGt) && t.Args[0].Sort.Kind == dsl.KInt:
		d++ // between integers a strict comparison needs one more
	}
	return false, d, true
}

// boundaries lists, for each integer symbol of consts, the values at
// which a comparison in t changes its truth value: for a comparison whose
// sides differ by a·x + b (x the symbol, a and b integers, through
// definitions that are such sums), the integers next to -b/a. The
// comparisons of t itself come first, then those of the definitions it
// mentions, and so on; at most witnessEdgeTries values per symbol, none
// already listed.
func boundaries(t *dsl.Term, defs map[string]*dsl.Term, consts map[string]*dsl.Sort) map[string][]any {
	out := map[string][]any{}
	listed := map[string]bool{}
	lf := linearForms{defs: defs, consts: consts, memo: map[*dsl.Term]linear{}}
	seen := map[*dsl.Term]bool{}
	visited := 0
	level := []*dsl.Term{t}
	for len(level) > 0 && visited < witnessSize {
		var next []*dsl.Term
		var walk func(*dsl.Term)
		walk = func(t *dsl.Term) {
			if seen[t] || visited >= witnessSize {
				return
			}
			seen[t] = true
			visited++
			switch t.Op {
			case dsl.OpConst:
				if d, ok := defs[t.Name]; ok {
					next = append(next, d)
				}
				return
			case dsl.OpLt, dsl.OpLe, dsl.OpGt, dsl.OpGe, dsl.OpEq:
				if len(t.Args) == 2 && t.Args[0].Sort.Kind == dsl.KInt {
					a, b := lf.of(t.Args[0]), lf.of(t.Args[1])
					if d := a.minus(b); d.ok && d.sym != "" && d.a.Sign() != 0 {
						// a·x + b = 0 at x = -b/a: its floor and the integers
						// on either side
						a, nb := d.a, new(big.Int).Neg(d.b)
						if a.Sign() < 0 {
							a, nb = new(big.Int).Neg(a), nb.Neg(nb)
						}
						x0 := nb.Div(nb, a) // Euclidean, by a > 0: the floor
						for _, k := range []int64{0, 1, -1, 2} {
							v := new(big.Int).Add(x0, big.NewInt(k))
							key := d.sym + "\x00" + v.String()
							if !listed[key] && len(out[d.sym]) < witnessEdgeTries {
								listed[key] = true
								out[d.sym] = append(out[d.sym], v)
							}
						}
					}
				}
			}
			for _, a := range t.Args {
				walk(a)
			}
		}
		for _, t := range level {
			walk(t)
		}
		level = next
	}
	return out
}

// linear is a term's value as a·sym + b, or as b alone (sym ""); ok is
// false for a term not of that form.
type linear struct {
	sym  string
	a, b *big.Int
	ok   bool
}

// minus is l - m, when it is of the form.
func (l linear) minus(m linear) linear {
	if !l.ok || !m.ok || l.sym != "" && m.sym != "" && l.sym != m.sym {
		return linear{}
	}
	sym := l.sym
	if sym == "" {
		sym = m.sym
	}
	return linear{sym: sym, a: new(big.Int).Sub(l.a, m.a), b: new(big.Int).Sub(l.b, m.b), ok: true}
}

// linearForms computes integer terms' linear forms, through
// definitions.
type linearForms struct {
	defs   map[string]*dsl.Term
	consts map[string]*dsl.Sort
	memo   map[*dsl.Term]linear
}

func (lf linearForms) of(t *dsl.Term) linear {
	if l, ok := lf.memo[t]; ok {
		return l
	}
	lf.memo[t] = linear{} // a cycle (lower writes none) is not of the form
	l := lf.of1(t)
	lf.memo[t] = l
	return l
}

func (lf linearForms) of1(t *dsl.Term) linear {
	if t.Sort.Kind != dsl.KInt {
		return linear{}
	}
	zero := func() *big.Int { return new(big.Int) }
	switch t.Op {
	case dsl.OpLit:
		if n, ok := t.Val.(*big.Int); ok {
			return linear{a: zero(), b: new(big.Int).Set(n), ok: true}
		}
	case dsl.OpConst:
		if d, ok := lf.defs[t.Name]; ok {
			return lf.of(d)
		}
		if s, ok := lf.consts[t.Name]; ok && s.Kind == dsl.KInt {
			return linear{sym: t.Name, a: big.NewInt(1), b: zero(), ok: true}
		}
	case dsl.OpNeg:
		if len(t.Args) == 1 {
			return linear{a: zero(), b: zero(), ok: true}.minus(lf.of(t.Args[0]))
		}
	case dsl.OpAdd, dsl.OpSub:
		acc := linear{a: zero(), b: zero(), ok: true}
		for i, a := range t.Args {
			x := lf.of(a)
			if t.Op == dsl.OpAdd || i == 0 {
				acc = acc.minus(linear{a: zero(), b: zero(), ok: true}.minus(x))
			} else {
				acc = acc.minus(x)
			}
		}
		return acc
	case dsl.OpMul:
		acc := linear{a: zero(), b: big.NewInt(1), ok: true}
		for _, a := range t.Args {
			x := lf.of(a)
			switch {
			case !x.ok || !acc.ok:
				return linear{}
			case x.sym == "" || x.a.Sign() == 0:
				acc = linear{sym: acc.sym, a: new(big.Int).Mul(acc.a, x.b), b: new(big.Int).Mul(acc.b, x.b), ok: true}
			case acc.sym == "" || acc.a.Sign() == 0:
				acc = linear{sym: x.sym, a: new(big.Int).Mul(x.a, acc.b), b: new(big.Int).Mul(x.b, acc.b), ok: true}
			default:
				return linear{} // a product of two symbols
			}
		}
		return acc
	}
	return linear{}
}

// zeroOf is the default value of a sort the witness search assigns.
func zeroOf(s *dsl.Sort) (any, bool) {
	switch s.Kind {
	case dsl.KBool:
		return false, true
	case dsl.KInt:
		return new(big.Int), true
	case dsl.KReal:
		return new(big.Rat), true
	case dsl.KString:
		return "", true
	case dsl.KFP:
		if s.EBits == 11 && s.SBits == 53 {
			return 0.0, true // a float: Go's float64 is IEEE-754 binary64
		}
	}
	return nil, false
}
