package solve

import (
	"math/big"
	"strings"

	"clauz3/pkg/dsl"
	"clauz3/pkg/ir"
)

// Simplification before Z3. Relation constraints expanded over many
// facts are full of parts without symbols: a literal address tested
// against a literal list, a condition over an if/elif chain whose every
// branch is a literal. Z3 would decide each part too, but building and
// asserting them costs time and memory that grow with the product of
// the facts and the list (only([n addresses]) over n calls: n^2 terms).
// simplify decides those parts with the evaluator (exact, or it refuses:
// see ground.go), so what reaches Z3 grows with the program:
//
//   - a ground Bool subterm becomes its value (True or False);
//   - And, Or, Not, Implies and If with literal operands fold;
//   - a predicate over an if/elif chain whose leaves are ground, with its
//     other operands ground, is decided at each leaf:
//     P(If(c, a, b)) = If(c, P(a), P(b)), and If(c, True, True) = True.
//
// Each rewrite is an equivalence, so validity and every model are kept.
type simplifier struct {
	memo   map[*dsl.Term]*dsl.Term
	ground map[*dsl.Term]bool
	// defs are lower's definitional symbols (_d<n> == term in the
	// knowledge base, see definitions): an If tree hidden behind one is
	// looked through when a predicate over it is decided.
	defs map[string]*dsl.Term
}

func newSimplifier(defs map[string]*dsl.Term) *simplifier {
	return &simplifier{memo: map[*dsl.Term]*dsl.Term{}, ground: map[*dsl.Term]bool{}, defs: defs}
}

// expand is x, or the (simplified) definition of the symbol x.
func (s *simplifier) expand(x *dsl.Term) *dsl.Term {
	for x.Op == dsl.OpConst {
		d, ok := s.defs[x.Name]
		if !ok || !d.Sort.Equal(x.Sort) {
			return x
		}
		x = s.simplify(d)
	}
	return x
}

// isGround reports whether t mentions no symbol (constant, function
// application or quantifier).
func (s *simplifier) isGround(t *dsl.Term) bool {
	if g, ok := s.ground[t]; ok {
		return g
	}
	g := true
	switch t.Op {
	case dsl.OpConst, dsl.OpApp, dsl.OpForAll, dsl.OpExists:
		g = false
	default:
		for _, a := range t.Args {
			if !s.isGround(a) {
				g = false
				break
			}
		}
	}
	s.ground[t] = g
	return g
}

var boolTrue, boolFalse = dsl.True(), dsl.False()

func lit(b bool) *dsl.Term {
	if b {
		return boolTrue
	}
	return boolFalse
}

// simplify simplifies a goal before Z3 (see simplifier), sharing the
// work between the goals of one document.
func (p *program) simplify(t *dsl.Term) *dsl.Term {
	if p.opts.noSimplify {
		return t
	}
	u := p.simplifier().simplify(t)
	if u.IsBool(true) && !p.opts.noGround || dagSize(t, simplifyMinSize) >= simplifyMinSize {
		return u
	}
	// A small goal Z3 decides as fast as written; it keeps its form, so
	// that Z3 finds the counterexamples it always found (the goldens).
	return t
}

// simplifyMinSize is the size (distinct nodes) from which a goal is
// given to Z3 simplified; below it only a goal that simplifies to True
// is replaced (it is then proved without a check), and only when checks
// may be skipped (not Options.noGround, which Solve's second run for a
// counterexample sets).
const simplifyMinSize = 256

// dagSize counts the distinct nodes of t, up to limit.
func dagSize(t *dsl.Term, limit int) int {
	seen := map[*dsl.Term]bool{}
	var walk func(*dsl.Term)
	walk = func(x *dsl.Term) {
		if seen[x] || len(seen) >= limit {
			return
		}
		seen[x] = true
		for _, a := range x.Args {
			walk(a)
		}
	}
	walk(t)
	return len(seen)
}

// simplifier is the document's simplifier, made on first use.
func (p *program) simplifier() *simplifier {
	if p.simp == nil {
		var defs map[string]*dsl.Term
		if !p.opts.noSimplify {
			defs = p.defs
		}
		p.simp = newSimplifier(defs)
	}
	return p.simp
}

// definitions reads the knowledge base of a clauz3 document as lower
// writes it: definitions _d<n> == term of fresh symbols, each used only
// after it is defined (doc.go of pkg/lower). It returns them, and
// whether every entry is one: then the knowledge base is satisfiable
// whatever the other symbols are (each definition picks its symbol's
// value), so it needs no vacuity check of its own. terms are the entries'
// checked terms.
func definitions(doc *ir.DSL, terms []*dsl.Term) (map[string]*dsl.Term, bool) {
	defs := map[string]*dsl.Term{}
	all := doc.Version != ""
	// used holds every constant the entries so far mention; visited
	// their nodes (lower's entries share subterms: one walk in all).
	used, visited := map[string]bool{}, map[*dsl.Term]bool{}
	var walk func(*dsl.Term)
	walk = func(t *dsl.Term) {
		if visited[t] {
			return
		}
		visited[t] = true
		if t.Op == dsl.OpConst {
			used[t.Name] = true
		}
		for _, a := range t.Args {
			walk(a)
		}
		for _, b := range t.Bound {
			walk(b)
		}
	}
	for i, e := range doc.KnowledgeBase {
		t := terms[i]
		if t == nil {
			all = false
			continue
		}
		if e.Value != nil || t.Op != dsl.OpEq || len(t.Args) != 2 ||
			t.Args[0].Op != dsl.OpConst || !strings.HasPrefix(t.Args[0].Name, "_d") {
			all = false
			walk(t)
			continue
		}
		name := t.Args[0].Name
		walk(t.Args[1])
		// Defined once, not used before, not in its own definition.
		if used[name] {
			all = false
			walk(t)
			continue
		}
		walk(t)
		defs[name] = t.Args[1]
	}
	return defs, all
}

// simplify returns a term equivalent to t (see above).
func (s *simplifier) simplify(t *dsl.Term) *dsl.Term {
	if out, ok := s.memo[t]; ok {
		return out
	}
	out := s.simplify1(t)
	s.memo[t] = out
	return out
}

func (s *simplifier) simplify1(t *dsl.Term) *dsl.Term {
	if t.Op == dsl.OpLit {
		return t
	}
	if t.Sort.Kind == dsl.KBool && s.isGround(t) {
		if v, err := dsl.EvalBool(t, groundEnv); err == nil {
			return lit(v)
		}
		return t // unspecified (division by zero, ...): Z3 decides
	}
	if t.Op == dsl.OpForAll || t.Op == dsl.OpExists {
		return t
	}
	args := make([]*dsl.Term, len(t.Args))
	changed := false
	for i, a := range t.Args {
		args[i] = s.simplify(a)
		changed = changed || args[i] != a
	}
	switch t.Op {
	case dsl.OpAnd, dsl.OpOr:
		unit, zero := true, false // And: drop True, False wins
		if t.Op == dsl.OpOr {
			unit, zero = false, true
		}
		var keep []*dsl.Term
		for _, a := range args {
			switch {
			case a.IsBool(zero):
				return lit(zero)
			case a.IsBool(unit):
				changed = true
			default:
				keep = append(keep, a)
			}
		}
		if !changed {
			return t
		}
		if t.Op == dsl.OpAnd {
			return dsl.And(keep...)
		}
		return dsl.Or(keep...)
	case dsl.OpNot:
		if args[0].Op == dsl.OpLit {
			return lit(args[0].IsBool(false))
		}
	case dsl.OpImplies:
		a, b := args[0], args[1]
		switch {
		case a.IsBool(false), b.IsBool(true):
			return boolTrue
		case a.IsBool(true):
			return b
		case b.IsBool(false):
			return dsl.Not(a)
		case conjunctOf(a, b, 0):
			// a fact's condition implies what it tests: a guarantee
			// that every email sent inside `if addr.endswith(d):` ends
			// with d
			return boolTrue
		}
	case dsl.OpIte:
		if t.Sort.Kind == dsl.KBool {
			return iteBool(args[0], args[1], args[2])
		}
		switch {
		case args[0].IsBool(true):
			return args[1]
		case args[0].IsBool(false):
			return args[2]
		}
	}
	if t.Sort.Kind == dsl.KBool {
		if u, ok := s.liftIte(t, args); ok {
			return u
		}
		if u, ok := s.bounds(t, args); ok {
			return u
		}
	}
	if !changed {
		return t
	}
	return withArgs(t, args)
}

// withArgs is a copy of t with other operands (and no cached text).
func withArgs(t *dsl.Term, args []*dsl.Term) *dsl.Term {
	return &dsl.Term{Op: t.Op, Sort: t.Sort, Args: args, Name: t.Name, Val: t.Val, Bound: t.Bound,
		Width: t.Width, Pos: t.Pos, End: t.End, Form: t.Form}
}

// iteBool is If(c, a, b) on Bool operands, folded.
func iteBool(c, a, b *dsl.Term) *dsl.Term {
	switch {
	case c.IsBool(true):
		return a
	case c.IsBool(false):
		return b
	case a.IsBool(true) && b.IsBool(true):
		return boolTrue
	case a.IsBool(false) && b.IsBool(false):
		return boolFalse
	case a.IsBool(true) && b.IsBool(false):
		return c
	case a.IsBool(false) && b.IsBool(true):
		return dsl.Not(c)
	}
	return dsl.Ite(c, a, b)
}

// maxLiftLeaves bounds the leaves liftIte decides per predicate.
const maxLiftLeaves = 1 << 16

// liftIte decides a Bool predicate (args: its simplified operands) one of
// whose operands is an If tree with ground leaves, the others ground:
// P(If(c, a, b)) = If(c, P(a), P(b)), each P(leaf) evaluated.
func (s *simplifier) liftIte(t *dsl.Term, args []*dsl.Term) (*dsl.Term, bool) {
	at := -1
	for i, a := range args {
		if s.isGround(a) {
			continue
		}
		if a = s.expand(a); a.Op != dsl.OpIte || at >= 0 {
			return nil, false
		}
		if len(s.defs) > 0 {
			args = append([]*dsl.Term(nil), args...)
			args[i] = a
		}
		at = i
	}
	if at < 0 {
		return nil, false
	}
	leaves := 0
	if !s.groundLeaves(args[at], &leaves) {
		return nil, false
	}
	memo := map[*dsl.Term]*dsl.Term{}
	var decide func(x *dsl.Term) (*dsl.Term, bool)
	decide = func(x *dsl.Term) (*dsl.Term, bool) {
		if r, ok := memo[x]; ok {
			return r, r != nil
		}
		var r *dsl.Term
		if x = s.expand(x); x.Op == dsl.OpIte && !s.isGround(x) {
			a, okA := decide(x.Args[1])
			b, okB := decide(x.Args[2])
			if okA && okB {
				r = iteBool(x.Args[0], a, b)
			}
		} else {
			as := append([]*dsl.Term(nil), args...)
			as[at] = x
			if v, err := dsl.EvalBool(withArgs(t, as), groundEnv); err == nil {
				r = lit(v)
			}
		}
		memo[x] = r
		return r, r != nil
	}
	return decide(args[at])
}

// groundLeaves reports whether the If tree x has only ground leaves
// (conditions may be symbolic), at most maxLiftLeaves of them.
func (s *simplifier) groundLeaves(x *dsl.Term, n *int) bool {
	if x = s.expand(x); x.Op != dsl.OpIte || s.isGround(x) {
		*n++
		return s.isGround(x) && *n <= maxLiftLeaves
	}
	return s.groundLeaves(x.Args[1], n) && s.groundLeaves(x.Args[2], n)
}

// memberSet is a membership test lower wrote as Or(x == l1, ..., x == ln)
// over literals: the set of the literals, so that the test for each fact
// costs one lookup when the fact's value is a literal (or an If tree of
// literals) instead of n terms.
type memberSet struct {
	x    *dsl.Term // the tested term (over the row variable)
	lits []*dsl.Term
	set  map[string]bool
}

// memberSetOf recognises t as a membership test over literals.
func memberSetOf(t *dsl.Term) *memberSet {
	if t.Op != dsl.OpOr || len(t.Args) < 2 {
		return nil
	}
	ms := &memberSet{set: map[string]bool{}}
	for _, a := range t.Args {
		if a.Op != dsl.OpEq || len(a.Args) != 2 {
			return nil
		}
		x, l := a.Args[0], a.Args[1]
		if x.Op == dsl.OpLit {
			x, l = l, x
		}
		if l.Op != dsl.OpLit || !setKind(l.Sort) {
			return nil
		}
		if ms.x == nil {
			ms.x = x
		} else if x != ms.x && dsl.SameTerm(x, ms.x) != "" {
			return nil
		}
		ms.lits = append(ms.lits, l)
		ms.set[dsl.Format(l)] = true
	}
	return ms
}

// setKind: sorts whose literal equality is equality of their printed
// form (not floats: 0.0 == -0.0 and NaN).
func setKind(s *dsl.Sort) bool {
	switch s.Kind {
	case dsl.KString, dsl.KInt, dsl.KBool:
		return true
	}
	return false
}

// member is the membership test for the value v (x substituted); an If
// tree of literals behind definitional symbols is looked through (s).
func (ms *memberSet) member(v *dsl.Term, memo map[*dsl.Term]*dsl.Term, s *simplifier) *dsl.Term {
	if r, ok := memo[v]; ok {
		return r
	}
	orig := v
	if t := s.expand(v); t.Op == dsl.OpIte || t.Op == dsl.OpLit {
		v = t
	}
	var r *dsl.Term
	switch {
	case v.Op == dsl.OpLit && v.Sort.Equal(ms.lits[0].Sort):
		r = lit(ms.set[dsl.Format(v)])
	case v.Op == dsl.OpIte:
		r = iteBool(v.Args[0], ms.member(v.Args[1], memo, s), ms.member(v.Args[2], memo, s))
	default:
		eqs := make([]*dsl.Term, len(ms.lits))
		for i, l := range ms.lits {
			eqs[i] = dsl.Eq(orig, l)
		}
		r = dsl.Or(eqs...)
	}
	memo[orig] = r
	return r
}

// substRow is dsl.SubstituteRow, except that a membership test over
// literals (memberSetOf) is decided per value instead of copied: the
// fields of one fact instance replace the row variable row in t.
func (p *program) substRow(t *dsl.Term, row string, fields map[string]*dsl.Term) (*dsl.Term, error) {
	if !p.hasMember(t) {
		return dsl.SubstituteRow(t, row, fields)
	}
	if ms := p.members[t]; ms != nil {
		x, err := dsl.SubstituteRow(ms.x, row, fields)
		if err != nil {
			return nil, err
		}
		return ms.member(x, p.memberMemo[ms], p.simplifier()), nil
	}
	args := make([]*dsl.Term, len(t.Args))
	for i, a := range t.Args {
		s, err := p.substRow(a, row, fields)
		if err != nil {
			return nil, err
		}
		args[i] = s
	}
	return withArgs(t, args), nil
}

// hasMember reports whether t contains a membership test over literals
// (and records each one in p.members).
func (p *program) hasMember(t *dsl.Term) bool {
	if p.members == nil {
		p.members = map[*dsl.Term]*memberSet{}
		p.memberMemo = map[*memberSet]map[*dsl.Term]*dsl.Term{}
		p.hasMembers = map[*dsl.Term]bool{}
	}
	if h, ok := p.hasMembers[t]; ok {
		return h
	}
	h := false
	if ms := memberSetOf(t); ms != nil && len(ms.lits) >= minMemberSet {
		p.members[t] = ms
		p.memberMemo[ms] = map[*dsl.Term]*dsl.Term{}
		h = true
	} else {
		for _, a := range t.Args {
			if p.hasMember(a) {
				h = true
			}
		}
	}
	p.hasMembers[t] = h
	return h
}

// minMemberSet is the smallest literal list decided by lookup; shorter
// lists are substituted as written.
const minMemberSet = 8

// bounds decides a comparison of an integer sum with a literal when the
// sum's range decides it: each operand ground or an If tree with ground
// leaves (a guarded count or sum: If(cond_i, v_i, 0)), so the sum lies
// between the sums of the operands' least and greatest leaves whatever
// the conditions are. sum(If(x > i, 2, 0) for n calls) <= 2n holds; Z3
// took 19 s to see that for n = 1,000 (BENCHMARKS.md).
func (s *simplifier) bounds(t *dsl.Term, args []*dsl.Term) (*dsl.Term, bool) {
	if len(args) != 2 || args[0].Sort.Kind != dsl.KInt {
		return nil, false
	}
	switch t.Op {
	case dsl.OpLe, dsl.OpLt, dsl.OpGe, dsl.OpGt:
	default:
		return nil, false
	}
	lo0, hi0, ok0 := s.intRange(args[0])
	lo1, hi1, ok1 := s.intRange(args[1])
	if !ok0 || !ok1 {
		return nil, false
	}
	// a op b with a in [lo0, hi0], b in [lo1, hi1].
	var always, never bool
	switch t.Op {
	case dsl.OpLe:
		always, never = hi0.Cmp(lo1) <= 0, lo0.Cmp(hi1) > 0
	case dsl.OpLt:
		always, never = hi0.Cmp(lo1) < 0, lo0.Cmp(hi1) >= 0
	case dsl.OpGe:
		always, never = lo0.Cmp(hi1) >= 0, hi0.Cmp(lo1) < 0
	case dsl.OpGt:
		always, never = lo0.Cmp(hi1) > 0, hi0.Cmp(lo1) <= 0
	}
	switch {
	case always:
		return boolTrue, true
	case never:
		return boolFalse, true
	}
	return nil, false
}

// intRange is the range of an Int term that is ground, an If tree with
// ground leaves, or a sum of such terms.
func (s *simplifier) intRange(t *dsl.Term) (lo, hi *big.Int, ok bool) {
	switch {
	case t.Op == dsl.OpLit:
		v, ok := t.Val.(*big.Int)
		return v, v, ok
	case t.Op == dsl.OpIte:
		lo1, hi1, ok1 := s.intRange(t.Args[1])
		lo2, hi2, ok2 := s.intRange(t.Args[2])
		if !ok1 || !ok2 {
			return nil, nil, false
		}
		lo, hi = lo1, hi1
		if lo2.Cmp(lo) < 0 {
			lo = lo2
		}
		if hi2.Cmp(hi) > 0 {
			hi = hi2
		}
		return lo, hi, true
	case t.Op == dsl.OpAdd:
		lo, hi = new(big.Int), new(big.Int)
		for _, a := range t.Args {
			l, h, ok := s.intRange(a)
			if !ok {
				return nil, nil, false
			}
			lo.Add(lo, l)
			hi.Add(hi, h)
		}
		return lo, hi, true
	case s.isGround(t):
		v, err := dsl.Eval(t, groundEnv)
		if n, isInt := v.(*big.Int); err == nil && isInt {
			return n, n, true
		}
	}
	return nil, nil, false
}

// conjunctOf reports whether b (or each conjunct of b) is, term for
// term, a conjunct of a: then a implies b.
func conjunctOf(a, b *dsl.Term, depth int) bool {
	if depth > 16 {
		return false
	}
	if b.Op == dsl.OpAnd {
		for _, x := range b.Args {
			if !conjunctOf(a, x, depth+1) {
				return false
			}
		}
		return len(b.Args) > 0
	}
	budget := 4096
	var in func(a *dsl.Term, depth int) bool
	in = func(a *dsl.Term, depth int) bool {
		if a.Op == dsl.OpAnd && depth <= 16 {
			for _, x := range a.Args {
				if in(x, depth+1) {
					return true
				}
			}
			return false
		}
		return sameTerm(a, b, &budget)
	}
	return in(a, 0)
}

// sameTerm reports whether a and b are the same term, node for node,
// comparing at most *budget nodes (past it, false). dsl.SameTerm, which
// describes the first difference, builds a message for every mismatch,
// the common case here.
func sameTerm(a, b *dsl.Term, budget *int) bool {
	if a == b {
		return true
	}
	if *budget--; *budget < 0 {
		return false
	}
	if a.Op != b.Op || a.Name != b.Name || a.Width != b.Width || a.Form != b.Form ||
		len(a.Args) != len(b.Args) || len(a.Bound) != len(b.Bound) || !a.Sort.Equal(b.Sort) {
		return false
	}
	if a.Op == dsl.OpLit && !dsl.ValuesEqual(a.Val, b.Val) {
		return false
	}
	for i := range a.Bound {
		if !sameTerm(a.Bound[i], b.Bound[i], budget) {
			return false
		}
	}
	for i := range a.Args {
		if !sameTerm(a.Args[i], b.Args[i], budget) {
			return false
		}
	}
	return true
}
