package solve

import (
	"math"
	"math/big"
	"strconv"
	"strings"
	"unicode/utf8"

	"clauz3/pkg/dsl"
)

// Case analysis before Z3. Most obligations of agent programs are small:
// a recipient picked by an if/elif chain of literals, a row's email that
// ends with a domain and so contains "@", bounds on a query's length. Z3
// decides each in 0.3 to 0.5 ms, and a Z3 context costs more to use and
// give back; the evaluator decides them in microseconds. Two procedures,
// both exact where they answer and silent (Z3 decides) where they do not:
//
//   - splitUnsat shows a conjunction unsatisfiable (an obligation's base
//     and negated goal: the goal is valid) by case analysis. Every Bool
//     subterm it cannot evaluate is an atom, split true and false; a
//     branch is closed when the conjunction evaluates to false there
//     (pkg/dsl's evaluator, exact on ground terms: see ground.go), or
//     when its atoms contradict each other by one of a few facts of the
//     theories (below). When every branch is closed the conjunction is
//     unsatisfiable: each model of it would pick a branch, and make the
//     conjunction true there. An atom's truth value is a function of the
//     model, whatever the branch; treating atoms as free only adds
//     branches, so the answer stays sound.
//   - witness shows the base satisfiable by evaluating it under a few
//     concrete values of its symbols: a value that makes every conjunct
//     true is a model.
//
// The facts of the theories used to close a branch, for a term x
// (keyed by its spelling) and literals:
//
//   - x == L assigned true: x is L wherever it occurs (its atoms become
//     ground);
//   - strings: PrefixOf(P, x), SuffixOf(S, x), Contains(x, C) true make
//     Contains(x, c) true for every substring c of P, S or C, PrefixOf(p,
//     x) true for every prefix p of P and SuffixOf(s, x) for every suffix
//     s of S; two prefixes (suffixes) of x neither of which extends the
//     other contradict each other; Contains(x, "") is true;
//   - integers and reals: x compared with literals bounds x; bounds that
//     cross contradict each other.
//
// TestSplitAgreesWithZ3 compares both procedures with Z3 on every golden
// document's obligations; TestSplitRandom on random conjunctions of
// these atoms.

// splitBudget bounds the branches of one case analysis, and splitSize
// the conjunctions it is tried on (distinct nodes): past them Z3
// decides.
const (
	splitBudget = 64
	// splitQuickWork bounds the first, quick case analysis of an
	// obligation, before the witness search (decideGround), in terms
	// evaluated: a proof takes little work, and an obligation values
	// refute (a guarantee a run breaks) would spend the whole
	// splitBudget before the search is tried. The example cases' proofs
	// take at most 1,162 (8 branches); a while loop unrolled 100 times
	// takes 1,200 a branch.
	splitQuickWork = 2000
	splitSize      = 4096
	// splitWork bounds the terms evaluated by the case analyses of one
	// document, so that a document of many obligations over a large base
	// costs no more than Z3 would.
	splitWork = 1 << 20
)

// splitter is one case analysis.
type splitter struct {
	defs   map[string]*dsl.Term
	budget int // of branches (splitBudget)
	// workLimit bounds *work (splitWork, or less for a quick analysis);
	// spent is set when the budget or the limit ended the analysis.
	workLimit int
	spent     bool
	// asg holds the atoms assigned on the current branch, by key.
	asg   map[int]bool
	atoms map[int]*dsl.Term
	order []int
	// memo caches partial values on the current branch, rmemo the
	// atoms resolved (resolved).
	memo  map[*dsl.Term]pval
	rmemo map[*dsl.Term]*dsl.Term
	imemo map[*dsl.Term]ival // intervals (interval.go)
	// lmemo and smemo cache lowerBound and strLenLow on the current
	// branch (k = k + k, twenty times, is a term of a million paths).
	lmemo map[*dsl.Term]lowBound
	smemo map[*dsl.Term]int64
	// empty is set when a term's interval is empty: no model takes the
	// current branch, which is closed. iwork counts the intervals the
	// branch computed (intervalWork).
	empty bool
	iwork int
	// cand is the atom to split next: the first undecided If condition
	// met, else the first undecided atom.
	cand    *dsl.Term
	candIte bool
	leaves  int
	in      *interner
	// inConcat is set while concatFacts evaluates parts.
	inConcat bool
	facts    map[*dsl.Term]factEntry
	// subst holds the values assigned equalities with literals give
	// terms, by key; undos restore it.
	subst map[int]pval
	undos []undo
	// bySubj lists the assigned atoms that are facts, by subject; eqBy
	// the assigned string equalities, by the key of each side.
	bySubj map[int][]int
	eqBy   map[int][]int
	// fresh are the atoms assigned since the last conflict check.
	fresh []int
	work  *int // terms evaluated (splitWork)
	// depth guards the expansion of definitions against a cycle (lower
	// never writes one).
	depth int
}

// pval is a partial value: known, or not determined on this branch.
type pval struct {
	v  any
	ok bool
}

var unknownVal = pval{}

// splitUnsat reports whether the conjunction of fs is shown
// unsatisfiable; defs are lower's definitions (see definitions), looked
// through.
func splitUnsat(fs []*dsl.Term, defs map[string]*dsl.Term, work *int, in *interner) bool {
	unsat, _ := splitUnsatWithin(fs, defs, work, in, splitWork)
	return unsat
}

// splitUnsatWithin is splitUnsat with the work it adds bounded by
// budget; spent reports that a failure is for want of branches or work
// (more may succeed), not an open branch (no budget would succeed).
func splitUnsatWithin(fs []*dsl.Term, defs map[string]*dsl.Term, work *int, in *interner, budget int) (unsat, spent bool) {
	if *work > splitWork {
		return false, true
	}
	size := 0
	for _, f := range fs {
		size += dagSize(f, splitSize)
		if size >= splitSize {
			return false, false
		}
	}
	s := &splitter{defs: defs, budget: splitBudget, workLimit: min(*work+budget, splitWork), asg: map[int]bool{}, atoms: map[int]*dsl.Term{}, in: in,
		work: work, memo: map[*dsl.Term]pval{}, rmemo: map[*dsl.Term]*dsl.Term{}, imemo: map[*dsl.Term]ival{}, lmemo: map[*dsl.Term]lowBound{}, smemo: map[*dsl.Term]int64{}, facts: map[*dsl.Term]factEntry{}, subst: map[int]pval{},
		bySubj: map[int][]int{}, eqBy: map[int][]int{}}
	// The conjuncts' literals hold in every model: assigned at once
	// (splitting on one, its other branch would close at once).
	for _, f := range fs {
		if !s.units(f, true, 0) {
			return true, false
		}
	}
	unsat = s.closed(fs)
	return unsat, !unsat && s.spent
}

// closed reports whether every branch below the current assignment is
// closed.
func (s *splitter) closed(fs []*dsl.Term) bool {
	clear(s.memo)
	clear(s.rmemo)
	clear(s.imemo)
	clear(s.lmemo)
	clear(s.smemo)
	s.empty, s.iwork = false, 0
	if s.conflict() {
		return true
	}
	clear(s.memo)
	clear(s.rmemo)
	clear(s.imemo)
	clear(s.lmemo)
	clear(s.smemo)
	s.iwork = 0
	s.cand, s.candIte, s.empty = nil, false, false
	v := s.conj(fs)
	switch {
	case v.ok && !v.v.(bool), s.empty:
		return true
	case s.cand == nil:
		// Open: true (or undecided) whatever the atoms not yet assigned.
		// (True with an atom left to split is not open yet: the value
		// may rest on assigned atoms that splitting decides otherwise.)
		return false
	}
	s.leaves++
	if s.leaves > s.budget || *s.work > s.workLimit {
		s.spent = true
		return false
	}
	a := s.cand
	k := s.key(a)
	if _, ok := s.asg[k]; ok {
		return false // assigned already: no progress (never expected)
	}
	for _, b := range []bool{true, false} {
		s.assign(k, a, b)
		ok := s.closed(fs)
		s.unassign(k)
		if !ok {
			return false
		}
	}
	return true
}

// units assigns the literals f (with polarity pos) is a conjunction of,
// looking through definitions; it reports false when one contradicts
// another already assigned.
func (s *splitter) units(f *dsl.Term, pos bool, depth int) bool {
	if depth > 64 {
		return true
	}
	switch f.Op {
	case dsl.OpLit, dsl.OpIte:
		return true
	case dsl.OpNot:
		return s.units(f.Args[0], !pos, depth+1)
	case dsl.OpAnd, dsl.OpOr:
		if (f.Op == dsl.OpAnd) != pos {
			return true // a disjunction: split later
		}
		for _, a := range f.Args {
			if !s.units(a, pos, depth+1) {
				return false
			}
		}
		return true
	case dsl.OpImplies:
		if pos {
			return true
		}
		return s.units(f.Args[0], true, depth+1) && s.units(f.Args[1], false, depth+1)
	case dsl.OpConst:
		if d, ok := s.defs[f.Name]; ok && d.Sort.Equal(f.Sort) {
			return s.units(d, pos, depth+1)
		}
	}
	if f.Sort.Kind != dsl.KBool {
		return true
	}
	k := s.key(f)
	if b, ok := s.asg[k]; ok {
		return b == pos
	}
	s.assign(k, f, pos)
	return true
}

// substOf is the subject and value an equality with a literal gives,
// assigned true.
func (s *splitter) substOf(a *dsl.Term) (int, pval, bool) {
	if a.Op != dsl.OpEq || len(a.Args) != 2 {
		return 0, unknownVal, false
	}
	for i := 0; i < 2; i++ {
		if a.Args[1-i].Op == dsl.OpLit && a.Args[i].Op != dsl.OpLit {
			if v, err := dsl.Eval(a.Args[1-i], groundEnv); err == nil {
				return s.key(a.Args[i]), pval{v, true}, true
			}
		}
	}
	return 0, unknownVal, false
}

func (s *splitter) assign(k int, a *dsl.Term, b bool) {
	s.asg[k] = b
	s.atoms[k] = a
	s.order = append(s.order, k)
	s.fresh = append(s.fresh, k)
	if f, ok := s.factOf(a); ok {
		s.bySubj[f.subject] = append(s.bySubj[f.subject], k)
	}
	if a.Op == dsl.OpEq && len(a.Args) == 2 && a.Args[0].Sort.Kind == dsl.KString {
		for _, x := range s.eqSubjects(a) {
			s.eqBy[x] = append(s.eqBy[x], k)
		}
	}
	u := undo{}
	if b {
		if sk, v, ok := s.substOf(a); ok {
			u.key, u.set = sk, true
			_, u.had = s.subst[sk]
			if !u.had { // the first equality assigned gives the value
				s.subst[sk] = v
			}
		}
	}
	s.undos = append(s.undos, u)
}

func (s *splitter) unassign(k int) {
	a := s.atoms[k]
	pop := func(m map[int][]int, key int) {
		if l := m[key]; len(l) > 0 && l[len(l)-1] == k {
			m[key] = l[:len(l)-1]
		}
	}
	if f, ok := s.factOf(a); ok {
		pop(s.bySubj, f.subject)
	}
	if a.Op == dsl.OpEq && len(a.Args) == 2 && a.Args[0].Sort.Kind == dsl.KString {
		subj := s.eqSubjects(a)
		for i := len(subj) - 1; i >= 0; i-- {
			pop(s.eqBy, subj[i])
		}
	}
	s.fresh = nil
	delete(s.asg, k)
	delete(s.atoms, k)
	s.order = s.order[:len(s.order)-1]
	u := s.undos[len(s.undos)-1]
	s.undos = s.undos[:len(s.undos)-1]
	if u.set && !u.had {
		delete(s.subst, u.key)
	}
}

// eqSubjects are the terms a string equality a is listed under in
// eqBy: its sides and, for a side that strips a term (PyStrip and the
// like, through definitions), that term (stripFacts).
func (s *splitter) eqSubjects(a *dsl.Term) []int {
	out := []int{s.key(a.Args[0]), s.key(a.Args[1])}
	for _, x := range a.Args {
		for d := 0; x.Op == dsl.OpConst && d < 32; d++ {
			def, ok := s.defs[x.Name]
			if !ok || !def.Sort.Equal(x.Sort) {
				break
			}
			x = def
		}
		if (x.Op == dsl.OpPyStrip || x.Op == dsl.OpPyLStrip || x.Op == dsl.OpPyRStrip) && len(x.Args) > 0 {
			out = append(out, s.key(x.Args[0]))
		}
	}
	return out
}

// undo restores subst when an assignment is undone.
type undo struct {
	key      int
	set, had bool
}

// conj evaluates the conjunction of fs: false as soon as one is false.
func (s *splitter) conj(fs []*dsl.Term) pval {
	all := true
	for _, f := range fs {
		v := s.eval(f)
		if v.ok && !v.v.(bool) {
			return v
		}
		all = all && v.ok
	}
	if all {
		return pval{true, true}
	}
	return unknownVal
}

// eval is t's partial value on the current branch.
func (s *splitter) eval(t *dsl.Term) pval {
	if v, ok := s.memo[t]; ok {
		return v
	}
	*s.work++
	v := s.eval1(t)
	s.memo[t] = v
	return v
}

// mirrorOp is the comparison with its sides swapped: a < b is b > a
// (read-only; a map built at each use cost an allocation each time).
var mirrorOp = map[dsl.Op]dsl.Op{
	dsl.OpLt: dsl.OpGt, dsl.OpLe: dsl.OpGe, dsl.OpGt: dsl.OpLt, dsl.OpGe: dsl.OpLe, dsl.OpEq: dsl.OpEq,
	dsl.OpFPLt: dsl.OpFPGt, dsl.OpFPLe: dsl.OpFPGe, dsl.OpFPGt: dsl.OpFPLt, dsl.OpFPGe: dsl.OpFPLe,
}

func (s *splitter) eval1(t *dsl.Term) pval {
	switch t.Op {
	case dsl.OpLit:
		v, err := sideValue(t, groundEnv)
		if err != nil {
			return unknownVal
		}
		return pval{v, true}
	case dsl.OpConst:
		if v, ok := s.valueOf(t); ok {
			return v
		}
		if d, ok := s.defs[t.Name]; ok && d.Sort.Equal(t.Sort) && s.depth < 64 {
			s.depth++
			v := s.eval(d)
			s.depth--
			return v
		}
		return s.atom(t)
	case dsl.OpNot:
		v := s.eval(t.Args[0])
		if !v.ok {
			return unknownVal
		}
		return pval{!v.v.(bool), true}
	case dsl.OpAnd, dsl.OpOr:
		want := t.Op == dsl.OpOr // the value that decides
		all := true
		for _, a := range t.Args {
			v := s.eval(a)
			if v.ok && v.v.(bool) == want {
				return pval{want, true}
			}
			all = all && v.ok
		}
		if all {
			return pval{!want, true}
		}
		return unknownVal
	case dsl.OpImplies:
		a, b := s.eval(t.Args[0]), s.eval(t.Args[1])
		switch {
		case a.ok && !a.v.(bool), b.ok && b.v.(bool):
			return pval{true, true}
		case a.ok && b.ok:
			return pval{false, true}
		}
		return unknownVal
	case dsl.OpIte:
		c := s.eval(t.Args[0])
		if c.ok {
			if c.v.(bool) {
				return s.eval(t.Args[1])
			}
			return s.eval(t.Args[2])
		}
		a, b := s.eval(t.Args[1]), s.eval(t.Args[2])
		if a.ok && b.ok && dsl.ValuesEqual(a.v, b.v) {
			return a
		}
		s.prefer(t.Args[0])
		return unknownVal
	case dsl.OpForAll, dsl.OpExists:
		return s.atom(t)
	}
	args := make([]any, len(t.Args))
	known := true
	for i, a := range t.Args {
		v := s.eval(a)
		args[i], known = v.v, known && v.ok
	}
	if known && t.Op != dsl.OpApp {
		if v, err := evalWith(t, args); err == nil {
			return pval{v, true}
		}
	}
	if t.Sort.Kind != dsl.KBool {
		// an assigned equality with a literal may give its value
		if v, ok := s.valueOf(t); ok {
			return v
		}
		return unknownVal
	}
	if t.Op == dsl.OpEq && s.key(t.Args[0]) == s.key(t.Args[1]) {
		return pval{true, true} // the same term: equal in every model
	}
	if r := s.resolved(t); r != t {
		// the same atom with the If terms this branch decides replaced
		// by their branches: "If(n < 0, 0, n) >= 0" with n < 0 false is
		// "n >= 0", which the facts of the theories know about
		return s.eval(r)
	}
	if b, ok := s.byLowerBound(t); ok {
		return pval{b, true}
	}
	if b, ok := s.byIntervals(t); ok {
		return pval{b, true}
	}
	return s.atom(t)
}

// resolved is the Bool atom t with every If among its (non-Bool)
// arguments whose condition the current branch decides replaced by the
// branch it takes, through definitions; t itself when there is none. In
// every model of the branch the two are equal.
func (s *splitter) resolved(t *dsl.Term) *dsl.Term {
	if r, ok := s.rmemo[t]; ok {
		return r
	}
	r := s.resolved1(t)
	s.rmemo[t] = r
	return r
}

func (s *splitter) resolved1(t *dsl.Term) *dsl.Term {
	var args []*dsl.Term
	for i, a := range t.Args {
		if r := s.resolveArg(a, 0); r != a {
			if args == nil {
				args = append([]*dsl.Term{}, t.Args...)
			}
			args[i] = r
		}
	}
	if args == nil {
		return t
	}
	return withArgs(t, args)
}

// resolveArg is resolved's replacement of the non-Bool term a.
func (s *splitter) resolveArg(a *dsl.Term, depth int) *dsl.Term {
	if a.Sort.Kind == dsl.KBool || depth > 32 || len(a.Bound) > 0 {
		return a
	}
	if r, ok := s.rmemo[a]; ok {
		return r
	}
	*s.work++
	r := s.resolveArg1(a, depth)
	s.rmemo[a] = r
	return r
}

func (s *splitter) resolveArg1(a *dsl.Term, depth int) *dsl.Term {
	switch a.Op {
	case dsl.OpIte:
		if c := s.eval(a.Args[0]); c.ok {
			if c.v.(bool) {
				return s.resolveArg(a.Args[1], depth+1)
			}
			return s.resolveArg(a.Args[2], depth+1)
		}
		return a
	case dsl.OpConst:
		if d, ok := s.defs[a.Name]; ok && d.Sort.Equal(a.Sort) {
			if r := s.resolveArg(d, depth+1); r != d {
				return r
			}
		}
		return a
	}
	var args []*dsl.Term
	for i, b := range a.Args {
		if r := s.resolveArg(b, depth+1); r != b {
			if args == nil {
				args = append([]*dsl.Term{}, a.Args...)
			}
			args[i] = r
		}
	}
	if args == nil {
		return a
	}
	return withArgs(a, args)
}

// byLowerBound decides a comparison of an integer term with a known
// integer from a lower bound of the term (lowerBound): a length is at
// least the length of the literals it concatenates.
func (s *splitter) byLowerBound(t *dsl.Term) (bool, bool) {
	if len(t.Args) != 2 || t.Args[0].Sort.Kind != dsl.KInt {
		return false, false
	}
	op, x, n := t.Op, t.Args[0], s.eval(t.Args[1])
	if !n.ok {
		op, x, n = mirrorOp[op], t.Args[1], s.eval(t.Args[0])
	}
	k, isInt := n.v.(*big.Int)
	if !n.ok || !isInt || op == "" {
		return false, false
	}
	lo, ok := s.lowerBound(x, 0)
	if !ok {
		return false, false
	}
	c := lo.Cmp(k)
	switch op {
	case dsl.OpGt: // x > k holds when lo > k
		if c > 0 {
			return true, true
		}
	case dsl.OpGe:
		if c >= 0 {
			return true, true
		}
	case dsl.OpLt: // x < k fails when lo >= k
		if c >= 0 {
			return false, true
		}
	case dsl.OpLe, dsl.OpEq:
		if c > 0 {
			return false, true
		}
	}
	return false, false
}

// lowerBound is a lower bound of the integer term x on this branch: its
// value when known, at least 0 for a length (and the literals' lengths
// for a concatenation), sums of bounds.
func (s *splitter) lowerBound(x *dsl.Term, depth int) (*big.Int, bool) {
	if depth > 32 {
		return nil, false
	}
	if b, ok := s.lmemo[x]; ok {
		return b.n, b.ok
	}
	*s.work++
	n, ok := s.lowerBound1(x, depth)
	s.lmemo[x] = lowBound{n, ok}
	return n, ok
}

// lowBound is a result of lowerBound.
type lowBound struct {
	n  *big.Int
	ok bool
}

func (s *splitter) lowerBound1(x *dsl.Term, depth int) (*big.Int, bool) {
	if v := s.eval(x); v.ok {
		n, ok := v.v.(*big.Int)
		return n, ok
	}
	switch x.Op {
	case dsl.OpLength:
		if x.Args[0].Sort.Kind == dsl.KString {
			return big.NewInt(s.strLenLow(x.Args[0], depth+1)), true
		}
		return new(big.Int), true
	case dsl.OpAdd:
		sum := new(big.Int)
		for _, a := range x.Args {
			lo, ok := s.lowerBound(a, depth+1)
			if !ok {
				return nil, false
			}
			sum.Add(sum, lo)
		}
		return sum, true
	case dsl.OpConst:
		if d, ok := s.defs[x.Name]; ok && d.Sort.Equal(x.Sort) {
			return s.lowerBound(d, depth+1)
		}
	case dsl.OpIte:
		a, ok1 := s.lowerBound(x.Args[1], depth+1)
		b, ok2 := s.lowerBound(x.Args[2], depth+1)
		if ok1 && ok2 {
			if a.Cmp(b) < 0 {
				return a, true
			}
			return b, true
		}
	}
	return nil, false
}

// strLenLow is a lower bound of the length of the string term x.
func (s *splitter) strLenLow(x *dsl.Term, depth int) int64 {
	if depth > 32 {
		return 0
	}
	if n, ok := s.smemo[x]; ok {
		return n
	}
	*s.work++
	n := s.strLenLow1(x, depth)
	s.smemo[x] = n
	return n
}

func (s *splitter) strLenLow1(x *dsl.Term, depth int) int64 {
	if v := s.eval(x); v.ok {
		if str, ok := v.v.(string); ok {
			return int64(utf8.RuneCountInString(str))
		}
		return 0
	}
	switch x.Op {
	case dsl.OpConcat:
		var n int64
		for _, a := range x.Args {
			n += s.strLenLow(a, depth+1)
		}
		return n
	case dsl.OpConst:
		if d, ok := s.defs[x.Name]; ok && d.Sort.Equal(x.Sort) {
			return s.strLenLow(d, depth+1)
		}
	case dsl.OpIte:
		return min(s.strLenLow(x.Args[1], depth+1), s.strLenLow(x.Args[2], depth+1))
	}
	return 0
}

// evalWith evaluates t's operator on the argument values args.
func evalWith(t *dsl.Term, args []any) (any, error) {
	u := *t
	u.Args = make([]*dsl.Term, len(args))
	env := dsl.Env{Consts: make(map[string]any, len(args))}
	for i, a := range t.Args {
		name := "#" + string(rune('a'+i%26)) + strings.Repeat("'", i/26)
		u.Args[i] = &dsl.Term{Op: dsl.OpConst, Sort: a.Sort, Name: name}
		env.Consts[name] = args[i]
	}
	return dsl.Eval(&u, env)
}

// prefer makes c, an undecided If condition, the next atom to split.
func (s *splitter) prefer(c *dsl.Term) {
	if s.candIte {
		return
	}
	if a := s.atomOf(c); a != nil {
		s.cand, s.candIte = a, true
	}
}

// atomOf is the first undecided atom under the Bool connectives of c.
func (s *splitter) atomOf(c *dsl.Term) *dsl.Term {
	switch c.Op {
	case dsl.OpNot, dsl.OpAnd, dsl.OpOr, dsl.OpImplies:
		for _, a := range c.Args {
			if v := s.eval(a); !v.ok {
				return s.atomOf(a)
			}
		}
		return nil
	case dsl.OpConst:
		if d, ok := s.defs[c.Name]; ok && d.Sort.Equal(c.Sort) {
			return s.atomOf(d)
		}
	}
	if _, ok := s.asg[s.key(c)]; ok {
		return nil
	}
	return c
}

// atom is the value of the Bool atom t on this branch: assigned, implied
// by the assigned atoms, or undecided (and then a candidate to split).
func (s *splitter) atom(t *dsl.Term) pval {
	if t.Sort.Kind != dsl.KBool {
		return unknownVal
	}
	k := s.key(t)
	if b, ok := s.asg[k]; ok {
		return pval{b, true}
	}
	if b, ok := s.implied(t, -1); ok {
		return pval{b, true}
	}
	if s.cand == nil {
		s.cand = t
	}
	return unknownVal
}

// valueOf is the literal value an assigned equality gives the term x.
func (s *splitter) valueOf(x *dsl.Term) (pval, bool) {
	if len(s.subst) == 0 {
		return unknownVal, false
	}
	v, ok := s.subst[s.key(x)]
	return v, ok
}

// conflict reports whether an assigned atom is contradicted by the
// others.
func (s *splitter) conflict() bool {
	fresh := s.fresh
	s.fresh = nil
	// An atom assigned earlier agreed with the others then: only the
	// atoms about the subjects of the new ones are judged again.
	judged := map[int]bool{}
	judge := func(k int) bool {
		if judged[k] {
			return false
		}
		judged[k] = true
		*s.work++
		b, ok := s.implied(s.atoms[k], k)
		return ok && b != s.asg[k]
	}
	for _, k := range fresh {
		if judge(k) {
			return true
		}
		// a comparison of numbers against the intervals of its sides
		if b, ok := s.byIntervals(s.atoms[k]); ok && b != s.asg[k] || s.empty {
			return true
		}
		subjects := []int{}
		if f, ok := s.factOf(s.atoms[k]); ok {
			subjects = append(subjects, f.subject)
		}
		if a := s.atoms[k]; a.Op == dsl.OpEq && len(a.Args) == 2 && a.Args[0].Sort.Kind == dsl.KString {
			subjects = append(subjects, s.eqSubjects(a)...)
		}
		for _, subj := range subjects {
			for _, j := range s.bySubj[subj] {
				if judge(j) {
					return true
				}
			}
		}
	}
	return false
}

// fact is an atom about a term read as a fact of a theory: the term it
// is about (subject), its kind and its literal.
type fact struct {
	subject int // the term's key
	kind    factKind
	str     string   // strings
	num     *big.Rat // integers, reals and floats
	strict  bool     // num: < or >
	// float: the subject is a float, compared by fp.lt and the like,
	// which are all false when it is NaN: a fact assigned false bounds
	// nothing (see implies).
	float bool
	// plain: the subject is a symbol (an input, a result, a row's
	// field), which no interval knows more of than its facts.
	plain bool
}

type factKind int

const (
	noFact factKind = iota
	factContains
	factPrefix
	factSuffix
	factLe // subject <= num (strict: <)
	factGe // subject >= num (strict: >)
)

// factEntry caches factOf.
type factEntry struct {
	f  fact
	ok bool
}

// factOf reads t as a fact, if it is one (readFact), once.
func (s *splitter) factOf(t *dsl.Term) (fact, bool) {
	if e, ok := s.facts[t]; ok {
		return e.f, e.ok
	}
	f, ok := s.readFact(t)
	s.facts[t] = factEntry{f, ok}
	return f, ok
}

// readFact reads t as a fact, if it is one. Strings are compared as Go
// strings, which is comparing code points when they are valid UTF-8.
func (s *splitter) readFact(t *dsl.Term) (fact, bool) {
	if len(t.Args) != 2 {
		return fact{}, false
	}
	a, b := t.Args[0], t.Args[1]
	switch t.Op {
	case dsl.OpContains:
		if c, ok := b.StrVal(); ok && a.Op != dsl.OpLit && utf8.ValidString(c) && a.Sort.Kind == dsl.KString {
			return fact{subject: s.key(a), kind: factContains, str: c}, true
		}
	case dsl.OpPrefixOf, dsl.OpSuffixOf:
		if c, ok := a.StrVal(); ok && b.Op != dsl.OpLit && utf8.ValidString(c) && b.Sort.Kind == dsl.KString {
			k := factPrefix
			if t.Op == dsl.OpSuffixOf {
				k = factSuffix
			}
			return fact{subject: s.key(b), kind: k, str: c}, true
		}
	case dsl.OpLe, dsl.OpLt, dsl.OpGe, dsl.OpGt:
		if a.Sort.Kind != dsl.KInt && a.Sort.Kind != dsl.KReal {
			return fact{}, false
		}
		op := t.Op
		x, n := a, b
		if a.Op == dsl.OpLit && b.Op != dsl.OpLit {
			x, n = b, a
			op = mirrorOp[op]
		}
		r, ok := ratOf(n)
		if !ok && a.Op != dsl.OpLit && b.Op != dsl.OpLit {
			// Two terms compared: a bound of their difference, x - y
			// compared with 0, the sides in the interner's order (so
			// that y < x is the same subject as x > y).
			x, y := a, b
			if s.key(x) > s.key(y) {
				x, y = y, x
				op = mirrorOp[op]
			}
			d := &dsl.Term{Op: dsl.OpSub, Sort: x.Sort, Args: []*dsl.Term{x, y}}
			f := fact{subject: s.key(d), num: new(big.Rat), strict: op == dsl.OpLt || op == dsl.OpGt}
			f.kind = factLe
			if op == dsl.OpGe || op == dsl.OpGt {
				f.kind = factGe
			}
			return f, true
		}
		if !ok || x.Op == dsl.OpLit {
			return fact{}, false
		}
		// x is sign·y + c: a fact about y (x - 0 <= 100 bounds x).
		y, neg, c := s.in.shifted(x, 0)
		if c != nil {
			r = new(big.Rat).Sub(r, c)
		}
		if neg {
			r = new(big.Rat).Neg(r) // r may be the literal's own value
			op = mirrorOp[op]
		}
		f := fact{subject: s.key(y), num: r, strict: op == dsl.OpLt || op == dsl.OpGt}
		f.kind = factLe
		if op == dsl.OpGe || op == dsl.OpGt {
			f.kind = factGe
		}
		switch y.Op {
		case dsl.OpApp:
			f.plain = true
		case dsl.OpConst:
			_, def := s.defs[y.Name]
			f.plain = !def
		}
		return f, true
	case dsl.OpFPLt, dsl.OpFPLe, dsl.OpFPGt, dsl.OpFPGe:
		// A float compared with a finite float literal: no shift (float
		// sums round). Infinite and NaN literals are not read.
		op := t.Op
		x, n := a, b
		if a.Op == dsl.OpLit && b.Op != dsl.OpLit {
			x, n = b, a
			op = mirrorOp[op]
		}
		if x.Op == dsl.OpLit || n.Op != dsl.OpLit || !x.Sort.Equal(dsl.Float64Sort()) {
			return fact{}, false
		}
		v, ok := n.Val.(float64)
		if !ok || math.IsNaN(v) || math.IsInf(v, 0) {
			return fact{}, false
		}
		f := fact{subject: s.key(x), num: new(big.Rat).SetFloat64(v), strict: op == dsl.OpFPLt || op == dsl.OpFPGt, float: true}
		f.kind = factLe
		if op == dsl.OpFPGe || op == dsl.OpFPGt {
			f.kind = factGe
		}
		return f, true
	}
	return fact{}, false
}

// shift is what interner.shifted reads a term as.
type shift struct {
	y   *dsl.Term
	neg bool
	c   *big.Rat
}

// shifted reads the Int or Real term x as y + c (neg false) or -y + c
// (neg true), peeling sums, differences and negations whose other parts
// are literals; c is nil for 0. The identity is exact: Int and Real
// arithmetic is unbounded. The readings are kept for the document (a
// while loop unrolled 100 times compares n - 1 - ... - 1 with 0 a
// hundred times).
func (in *interner) shifted(x *dsl.Term, depth int) (y *dsl.Term, neg bool, c *big.Rat) {
	if r, ok := in.shifts[x]; ok {
		return r.y, r.neg, r.c
	}
	y, neg, c = in.shifted1(x, depth)
	if in.shifts == nil {
		in.shifts = map[*dsl.Term]shift{}
	}
	in.shifts[x] = shift{y, neg, c}
	return y, neg, c
}

func (in *interner) shifted1(x *dsl.Term, depth int) (y *dsl.Term, neg bool, c *big.Rat) {
	if depth > 512 {
		return x, false, nil
	}
	shifted := in.shifted
	plus := func(a, b *big.Rat) *big.Rat {
		if a == nil {
			return b
		}
		if b == nil {
			return a
		}
		return new(big.Rat).Add(a, b)
	}
	minus := func(a *big.Rat) *big.Rat {
		if a == nil {
			return nil
		}
		return new(big.Rat).Neg(a)
	}
	switch x.Op {
	case dsl.OpAdd:
		var rest *dsl.Term
		var sum *big.Rat
		for _, a := range x.Args {
			if r, ok := ratOf(a); ok {
				sum = plus(sum, r)
			} else if rest == nil {
				rest = a
			} else {
				return x, false, nil
			}
		}
		if rest == nil {
			return x, false, nil
		}
		y, neg, c := shifted(rest, depth+1)
		return y, neg, plus(c, sum)
	case dsl.OpSub:
		if len(x.Args) < 2 {
			return x, false, nil
		}
		var sum *big.Rat // of the subtracted literals
		for _, a := range x.Args[1:] {
			r, ok := ratOf(a)
			if !ok {
				if len(x.Args) != 2 {
					return x, false, nil
				}
				// L - b: -(b) + L
				l, ok := ratOf(x.Args[0])
				if !ok {
					return x, false, nil
				}
				y, neg, c := shifted(a, depth+1)
				return y, !neg, plus(minus(c), l)
			}
			sum = plus(sum, r)
		}
		if _, ok := ratOf(x.Args[0]); ok {
			return x, false, nil
		}
		y, neg, c := shifted(x.Args[0], depth+1)
		return y, neg, plus(c, minus(sum))
	case dsl.OpNeg:
		if len(x.Args) != 1 {
			return x, false, nil
		}
		y, neg, c := shifted(x.Args[0], depth+1)
		return y, !neg, minus(c)
	}
	return x, false, nil
}

// ratOf is the value of an Int or Real literal.
func ratOf(t *dsl.Term) (*big.Rat, bool) {
	if t.Op != dsl.OpLit {
		return nil, false
	}
	switch v := t.Val.(type) {
	case *big.Int:
		return new(big.Rat).SetInt(v), true
	case *big.Rat:
		return v, true
	}
	return nil, false
}

// implied reports the value the assigned atoms other than skip give the
// atom t, if they give one.
func (s *splitter) implied(t *dsl.Term, skip int) (bool, bool) {
	f, ok := s.factOf(t)
	if !ok {
		return false, false
	}
	if f.kind == factContains && f.str == "" {
		return true, true
	}
	for _, k := range s.bySubj[f.subject] {
		*s.work++
		if k == skip {
			continue
		}
		g, _ := s.factOf(s.atoms[k])
		if b, ok := implies(g, s.asg[k], f); ok {
			return b, true
		}
	}
	if f.kind > factSuffix || s.inConcat {
		return false, false
	}
	s.inConcat = true // concatFacts evaluates the parts
	defer func() { s.inConcat = false }()
	for _, k := range s.eqBy[f.subject] {
		*s.work++
		if k == skip || !s.asg[k] {
			continue
		}
		for _, g := range append(s.concatFacts(s.atoms[k], f.subject), s.stripFacts(s.atoms[k], f.subject)...) {
			if b, ok := implies(g, true, f); ok {
				return b, true
			}
		}
	}
	return false, false
}

// concatFacts are the string facts about the term numbered subject that
// the equality a, assigned true, gives when it is subject == x1 + x2 +
// ...: every part whose value is known on this branch is a substring, the
// known parts at the start a prefix, at the end a suffix.
func (s *splitter) concatFacts(a *dsl.Term, subject int) []fact {
	if len(a.Args) != 2 || a.Args[0].Sort.Kind != dsl.KString {
		return nil
	}
	for i := 0; i < 2; i++ {
		x, c := a.Args[i], a.Args[1-i]
		if x.Op == dsl.OpLit || s.key(x) != subject {
			continue
		}
		ps := s.pieces(c, nil, 0)
		if len(ps) < 2 {
			continue
		}
		vals := make([]string, len(ps))
		known := make([]bool, len(ps))
		for j, p := range ps {
			if v := s.eval(p); v.ok {
				if str, ok := v.v.(string); ok && utf8.ValidString(str) {
					vals[j], known[j] = str, true
				}
			}
		}
		var out []fact
		pre := ""
		for j := 0; j < len(ps) && known[j]; j++ {
			pre += vals[j]
		}
		suf := ""
		for j := len(ps) - 1; j >= 0 && known[j]; j-- {
			suf = vals[j] + suf
		}
		out = append(out, fact{subject: subject, kind: factPrefix, str: pre}, fact{subject: subject, kind: factSuffix, str: suf})
		for j := range ps {
			if known[j] {
				out = append(out, fact{subject: subject, kind: factContains, str: vals[j]})
			}
		}
		return out
	}
	return nil
}

// stripFacts are the string facts about the term numbered subject that
// the equality a, assigned true, gives when it is PyStrip(subject, c) ==
// v (or PyLStrip, PyRStrip) with v known on this branch: v is a substring
// of subject (Python's strip only removes characters at the ends), its
// suffix after lstrip, its prefix after rstrip.
func (s *splitter) stripFacts(a *dsl.Term, subject int) []fact {
	if len(a.Args) != 2 || a.Args[0].Sort.Kind != dsl.KString {
		return nil
	}
	for i := 0; i < 2; i++ {
		st := a.Args[i]
		for d := 0; st.Op == dsl.OpConst && d < 32; d++ {
			def, ok := s.defs[st.Name]
			if !ok || !def.Sort.Equal(st.Sort) {
				break
			}
			st = def
		}
		if st.Op != dsl.OpPyStrip && st.Op != dsl.OpPyLStrip && st.Op != dsl.OpPyRStrip || s.key(st.Args[0]) != subject {
			continue
		}
		v := s.eval(a.Args[1-i])
		str, ok := v.v.(string)
		if !v.ok || !ok || !utf8.ValidString(str) {
			continue
		}
		out := []fact{{subject: subject, kind: factContains, str: str}}
		switch st.Op {
		case dsl.OpPyLStrip:
			out = append(out, fact{subject: subject, kind: factSuffix, str: str})
		case dsl.OpPyRStrip:
			out = append(out, fact{subject: subject, kind: factPrefix, str: str})
		}
		return out
	}
	return nil
}

// pieces flattens the concatenation t, looking through definitions.
func (s *splitter) pieces(t *dsl.Term, out []*dsl.Term, depth int) []*dsl.Term {
	if depth > 32 {
		return append(out, t)
	}
	switch t.Op {
	case dsl.OpConcat:
		for _, a := range t.Args {
			out = s.pieces(a, out, depth+1)
		}
		return out
	case dsl.OpConst:
		if d, ok := s.defs[t.Name]; ok && d.Sort.Equal(t.Sort) && d.Op == dsl.OpConcat {
			return s.pieces(d, out, depth+1)
		}
	}
	return append(out, t)
}

// implies reports what g, with the value gv, says of f (same subject).
func implies(g fact, gv bool, f fact) (bool, bool) {
	switch f.kind {
	case factContains, factPrefix, factSuffix:
		if gv {
			// g true: x has g.str as a prefix, suffix or substring.
			switch {
			case f.kind == factContains && g.kind <= factSuffix && g.kind != noFact && strings.Contains(g.str, f.str):
				return true, true
			case f.kind == factPrefix && g.kind == factPrefix:
				if strings.HasPrefix(g.str, f.str) {
					return true, true
				}
				if !strings.HasPrefix(f.str, g.str) {
					return false, true
				}
			case f.kind == factSuffix && g.kind == factSuffix:
				if strings.HasSuffix(g.str, f.str) {
					return true, true
				}
				if !strings.HasSuffix(f.str, g.str) {
					return false, true
				}
			}
			return false, false
		}
		// g false: x has no occurrence of g.str; then f's literal, were
		// it in x, would bring one when it contains g.str (and a prefix
		// or suffix extending a refuted one is refuted).
		switch {
		case g.kind == factContains && strings.Contains(f.str, g.str):
			return false, true
		case g.kind == factPrefix && f.kind == factPrefix && strings.HasPrefix(f.str, g.str):
			return false, true
		case g.kind == factSuffix && f.kind == factSuffix && strings.HasSuffix(f.str, g.str):
			return false, true
		}
		return false, false
	case factLe, factGe:
		if g.kind != factLe && g.kind != factGe || g.float != f.float {
			return false, false
		}
		if f.float && !gv {
			// g false: x is NaN, or outside g's interval. f true would put
			// x, a number, inside f's; when that is inside g's, f is false.
			if b, ok := implies(f, true, g); ok && b {
				return false, true
			}
			return false, false
		}
		// (g true of a float: x is a number in g's interval, as for reals.)
		lo, hi := bound(g, gv)
		// lo/hi: x > or >= lo, x < or <= hi, as g (or its negation) says.
		if f.kind == factLe { // f: x <= n (strict: x < n)
			if hi != nil && (hi.r.Cmp(f.num) < 0 || hi.r.Cmp(f.num) == 0 && (!f.strict || hi.strict)) {
				return true, true
			}
			if lo != nil && (lo.r.Cmp(f.num) > 0 || lo.r.Cmp(f.num) == 0 && (f.strict || lo.strict)) {
				return false, true
			}
		} else { // f: x >= n (strict: x > n)
			if lo != nil && (lo.r.Cmp(f.num) > 0 || lo.r.Cmp(f.num) == 0 && (!f.strict || lo.strict)) {
				return true, true
			}
			if hi != nil && (hi.r.Cmp(f.num) < 0 || hi.r.Cmp(f.num) == 0 && (f.strict || hi.strict)) {
				return false, true
			}
		}
	}
	return false, false
}

// end is one end of an interval: r, and whether r itself is excluded.
type end struct {
	r      *big.Rat
	strict bool
}

// bound is the interval g, with the value gv, puts its subject in.
func bound(g fact, gv bool) (lo, hi *end) {
	switch {
	case g.kind == factLe && gv: // x <= n, x < n
		return nil, &end{g.num, g.strict}
	case g.kind == factLe: // not x <= n: x > n; not x < n: x >= n
		return &end{g.num, !g.strict}, nil
	case gv: // x >= n, x > n
		return &end{g.num, g.strict}, nil
	default: // not x >= n: x < n; not x > n: x <= n
		return nil, &end{g.num, !g.strict}
	}
}

// key is the number of t's term (interner).
func (s *splitter) key(t *dsl.Term) int { return s.in.id(t) }

// interner numbers terms: two terms get the same number exactly when
// they are the same term (operator, name, literal value, width, sort and
// arguments). One interner serves all the case analyses of a document.
type interner struct {
	ids    map[*dsl.Term]int
	byKey  map[string]int
	buf    []byte
	shifts map[*dsl.Term]shift
}

func newInterner() *interner {
	return &interner{ids: map[*dsl.Term]int{}, byKey: map[string]int{}}
}

func (in *interner) id(t *dsl.Term) int {
	if n, ok := in.ids[t]; ok {
		return n
	}
	args := make([]int, 0, len(t.Args)+len(t.Bound))
	for _, b := range t.Bound {
		args = append(args, in.id(b))
	}
	for _, a := range t.Args {
		args = append(args, in.id(a))
	}
	b := in.buf[:0]
	b = append(b, t.Op...)
	b = append(b, 0)
	b = append(b, t.Name...)
	b = append(b, 0)
	if t.Sort != nil {
		b = append(b, t.Sort.String()...)
	}
	b = append(b, 0)
	if t.Op == dsl.OpLit {
		b = append(b, dsl.LitString(t.Val, t.Sort)...)
	}
	b = append(b, 0)
	b = append(b, t.Form...)
	b = strconv.AppendInt(append(b, 0), int64(t.Width), 10)
	b = strconv.AppendInt(append(b, 0), int64(len(t.Bound)), 10)
	for _, a := range args {
		b = strconv.AppendInt(append(b, ' '), int64(a), 10)
	}
	in.buf = b
	n, ok := in.byKey[string(b)]
	if !ok {
		n = len(in.byKey) + 1
		in.byKey[string(b)] = n
	}
	in.ids[t] = n
	return n
}

// litKey spells a literal with its sort.
func litKey(t *dsl.Term) string { return t.Sort.String() + "\x00" + dsl.LitString(t.Val, t.Sort) }
