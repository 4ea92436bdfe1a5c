package solve

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"sort"
	"strconv"
	"strings"
	"time"

	"clauz3/pkg/diag"
	"clauz3/pkg/dsl"
	"clauz3/pkg/ir"
	"clauz3/pkg/z3"
)

type factInfo struct {
	f          ir.Fact
	ptr        string
	cond       *dsl.Term
	fields     map[string]*dsl.Term
	sorts      []*dsl.Sort
	values     []*dsl.Term
	quantified bool
	// For facts inside symbolic loops: loop variables and their bounds
	// (lower <= var < upper), each bound over the enclosing loops' vars.
	qvars          []string
	lowers, uppers []*dsl.Term
}

// inst is one use of a fact in a relation constraint: a quantified fact
// gets fresh loop variables per use, so that two uses (the pairs of
// distinct) range independently.
type inst struct {
	f      *factInfo
	bound  []*dsl.Term // fresh Int constants; nil for a plain fact
	sel    *dsl.Term   // loop range ∧ reachability ∧ where
	fields map[string]*dsl.Term
}

// quantify closes t over the instances' loop variables.
func quantify(forall bool, t *dsl.Term, is ...*inst) *dsl.Term {
	var bound []*dsl.Term
	for _, i := range is {
		bound = append(bound, i.bound...)
	}
	if len(bound) == 0 || forall {
		// A universal constraint over iterations is a conjunct of the
		// goal, whose validity is decided: its instance constants, fresh
		// and private to it, are universal there without a binder, and a
		// counterexample then names the iterations that break it.
		return t
	}
	op := dsl.OpExists
	if forall {
		op = dsl.OpForAll
	}
	return &dsl.Term{Op: op, Sort: dsl.BoolSort(), Bound: bound, Args: []*dsl.Term{t}}
}

func (p *program) assertAssumptions() error {
	p.groundAssumptions = true
	for i, a := range p.doc.Assumptions {
		t, zt, err := p.boolExpr(fmt.Sprintf("/assumptions/%d/expr", i), a.Expr, a.ExprTerm, p.scope)
		if err != nil {
			return err
		}
		p.assumps = append(p.assumps, t)
		if err := p.addLoopAssump(i, a, t); err != nil {
			return err
		}
		if !p.groundHolds(t) {
			p.groundAssumptions = false
		}
		if err := p.assertBase(zt); err != nil {
			return err
		}
	}
	return nil
}

// checkFacts type-checks every fact's condition and field values.
func (p *program) checkFacts() ([]*factInfo, error) {
	var out []*factInfo
	for i, f := range p.doc.Facts {
		fi := &factInfo{f: f, ptr: fmt.Sprintf("/facts/%d", i), fields: map[string]*dsl.Term{}}
		sc := p.scope
		if len(f.Quantifiers) > 0 {
			fi.quantified = true
			sc = dsl.NewScope(p.scope)
			for j, q := range f.Quantifiers {
				qp := fmt.Sprintf("%s/quantifiers/%d", fi.ptr, j)
				var bounds [2]*dsl.Term
				for k, b := range []struct {
					key, src string
					built    *dsl.Term
				}{{"lower", q.Lower, q.LowerTerm}, {"upper", q.Upper, q.UpperTerm}} {
					t, err := p.expr(b.src, b.built, sc, false)
					if err != nil {
						return nil, p.exprErr(qp+"/"+b.key, err)
					}
					if t.Sort.Kind != dsl.KInt {
						return nil, p.bad(qp+"/"+b.key, "bad-expression", "loop bound %q is %s, not Int", b.src, t.Sort)
					}
					bounds[k] = t
				}
				if q.Var == "" {
					return nil, p.bad(qp+"/var", "bad-fact", "loop variable without a name")
				}
				fi.qvars = append(fi.qvars, q.Var)
				fi.lowers = append(fi.lowers, bounds[0])
				fi.uppers = append(fi.uppers, bounds[1])
				if q.While && len(f.Quantifiers) == 1 {
					p.addWhileLoop(q.Var, bounds[1])
				}
				sc.Define(q.Var, &dsl.Symbol{Kind: dsl.SymConst, Sort: dsl.IntSort()})
			}
		}
		cond, err := p.expr(f.Cond, f.CondTerm, sc, true)
		if err != nil {
			return nil, p.exprErr(fi.ptr+"/cond", err)
		}
		fi.cond = cond
		for j, fld := range f.Fields {
			fp := fmt.Sprintf("%s/fields/%d", fi.ptr, j)
			s, err := p.sortRef(fld.Sort)
			if err != nil {
				return nil, p.bad(fp+"/sort", "bad-sort", "fact field %q: %v", fld.Name, err)
			}
			t, err := p.expr(fld.Value, fld.Term, sc, false)
			if err != nil {
				return nil, p.exprErr(fp+"/value", err)
			}
			if !t.Sort.Equal(s) {
				return nil, p.bad(fp+"/value", "bad-expression", "fact field %q has sort %s but its value %q is %s", fld.Name, s, fld.Value, t.Sort)
			}
			fi.fields[fld.Name] = t
			fi.sorts = append(fi.sorts, s)
			fi.values = append(fi.values, t)
		}
		out = append(out, fi)
	}
	return out, nil
}

type obligation struct {
	o      ir.Obligation
	goal   *dsl.Term
	status string // preset status (unsupported) or ""
	reason string
	// bounded: the goal over-approximates the relation (a count over
	// facts in symbolic loops, bounded by the loops' lengths), so a
	// model of its negation is not a counterexample.
	bounded bool
}

var validCmp = map[string]bool{"<": true, "<=": true, ">": true, ">=": true, "==": true}

func (p *program) checkObligations(facts []*factInfo) ([]*obligation, error) {
	var out []*obligation
	for i, o := range p.doc.Obligations {
		ptr := fmt.Sprintf("/obligations/%d", i)
		ob := &obligation{o: o}
		out = append(out, ob)
		if o.Kind == ir.KindUnsupported {
			ob.status = ir.StatusUnsupported
			continue
		}
		switch {
		case o.Goal != "" && o.Relation != nil:
			return nil, p.bad(ptr, "bad-obligation", "obligation %q has both a goal and a relation", o.ID)
		case o.Goal != "":
			t, err := p.expr(o.Goal, o.GoalTerm, p.scope, true)
			if err != nil {
				return nil, p.exprErr(ptr+"/goal", err)
			}
			ob.goal = p.simplify(t)
		case o.Relation != nil:
			p.bounded = false
			t, reason, err := p.relation(ptr+"/relation", o.Relation, facts)
			if err != nil {
				return nil, err
			}
			ob.bounded = p.bounded
			if reason != "" {
				ob.status, ob.reason = ir.StatusUnsupported, reason
				continue
			}
			ob.goal = p.simplify(t)
		default:
			return nil, p.bad(ptr, "bad-obligation", "obligation %q of kind %q has neither a goal nor a relation", o.ID, o.Kind)
		}
	}
	return out, nil
}

// view returns one instance of each fact a view selects, with its
// selection condition (loop range ∧ reachability ∧ where).
func (p *program) view(ptr string, v *ir.View, row string, facts []*factInfo) ([]*inst, error) {
	if v == nil {
		return nil, p.bad(ptr, "bad-relation", "relation constraint without a view")
	}
	var out []*inst
	for _, f := range facts {
		match := f.f.Relation == v.Name
		for _, a := range v.Also {
			match = match || f.f.Relation == a
		}
		for _, m := range f.f.Markers {
			if m == v.Name {
				match = true
			}
		}
		if !match {
			continue
		}
		in, err := p.instance(ptr, v, row, f)
		if err != nil {
			return nil, err
		}
		out = append(out, in)
	}
	return out, nil
}

// instance makes a fresh instance of f selected by v.
func (p *program) instance(ptr string, v *ir.View, row string, f *factInfo) (*inst, error) {
	in := &inst{f: f, fields: f.fields}
	sel := f.cond
	if f.quantified {
		p.fresh++
		sub := map[string]*dsl.Term{}
		var guards []*dsl.Term
		for k, name := range f.qvars {
			c := dsl.Const(fmt.Sprintf("%s!%s!%d", f.f.ID, name, p.fresh), dsl.IntSort())
			p.indexes = append(p.indexes, c)
			lo := dsl.Substitute(f.lowers[k], sub)
			hi := dsl.Substitute(f.uppers[k], sub)
			sub[name] = c
			in.bound = append(in.bound, c)
			guards = append(guards, dsl.Cmp("<=", lo, c), dsl.Cmp("<", c, hi))
		}
		sel = dsl.And(append(guards, dsl.Substitute(f.cond, sub))...)
		in.fields = map[string]*dsl.Term{}
		for name, t := range f.fields {
			in.fields[name] = dsl.Substitute(t, sub)
		}
	}
	if v.Where != "" {
		r := v.Row
		if r == "" {
			r = row
		}
		w, err := p.rowExpr(v.Where, v.WhereTerm, r, in.fields, p.rowScope(r, in), true)
		if err != nil {
			return nil, p.exprErr(ptr+"/where", err)
		}
		sel = dsl.And(sel, w)
	}
	in.sel = sel
	return in, nil
}

func (p *program) rowScope(row string, in *inst) *dsl.Scope {
	sc := dsl.NewScope(p.scope)
	if row != "" {
		sc.Define(row, &dsl.Symbol{Kind: dsl.SymRow, Fields: in.fields})
	}
	return sc
}

// rowTerm checks a row-level expression for an instance.
func (p *program) rowTerm(ptr, src string, built *dsl.Term, row string, in *inst, boolean bool) (*dsl.Term, error) {
	if src == "" {
		return nil, p.bad(ptr, "bad-relation", "missing row expression")
	}
	t, err := p.rowExpr(src, built, row, in.fields, p.rowScope(row, in), boolean)
	if err != nil {
		return nil, p.exprErr(ptr, fmt.Errorf("for fact %s: %w", in.f.f.ID, err))
	}
	return t, nil
}

// relation expands a relation constraint over the facts into one Bool
// term. A non-empty reason means the constraint is not modelled.
func (p *program) relation(ptr string, r *ir.Relation, facts []*factInfo) (*dsl.Term, string, error) {
	switch r.Op {
	case ir.RelTrue:
		return dsl.True(), "", nil
	case ir.RelAnd:
		var parts []*dsl.Term
		for i := range r.Args {
			t, reason, err := p.relation(fmt.Sprintf("%s/args/%d", ptr, i), &r.Args[i], facts)
			if err != nil || reason != "" {
				return nil, reason, err
			}
			parts = append(parts, t)
		}
		return dsl.And(parts...), "", nil
	}
	switch r.Op {
	case ir.RelAll, ir.RelEmpty, ir.RelDistinct, ir.RelCount, ir.RelSum, ir.RelSharesValue:
	default:
		return nil, "", p.bad(ptr+"/op", "bad-relation", "unknown relation op %q", r.Op)
	}
	sel, err := p.view(ptr+"/view", r.View, r.Row, facts)
	if err != nil {
		return nil, "", err
	}
	switch r.Op {
	case ir.RelAll:
		var parts []*dsl.Term
		for _, in := range sel {
			pred, err := p.rowTerm(ptr+"/pred", r.Pred, r.PredTerm, r.Row, in, true)
			if err != nil {
				return nil, "", err
			}
			parts = append(parts, quantify(true, dsl.Implies(in.sel, pred), in))
		}
		return dsl.And(parts...), "", nil
	case ir.RelEmpty:
		var parts []*dsl.Term
		for _, in := range sel {
			parts = append(parts, quantify(true, dsl.Not(in.sel), in))
		}
		return dsl.And(parts...), "", nil
	case ir.RelDistinct:
		keys, err := p.keys(ptr+"/key", r.Key, r.KeyTerm, r.Row, sel)
		if err != nil {
			return nil, "", err
		}
		if t, ok := p.distinctLinear(sel, keys); ok {
			return t, "", nil
		}
		// One term with the pairwise constraint: its negation (what the
		// solver checks) is one disjunction, so distinct over n facts is
		// one solver call, not n^2.
		var parts []*dsl.Term
		later := distinctCandidates(keys)
		for i := range sel {
			for _, j := range later(i) {
				a, b := sel[i], sel[j]
				ka, kb := keys[i], keys[j]
				if i != j && ka.Sort.Equal(kb.Sort) && literalsDiffer(ka, kb) {
					continue // two different literal keys: decided here (nothing allocated: n^2 pairs)
				}
				var differ *dsl.Term = boolTrue
				if i == j {
					// Two iterations of the same loop fact.
					if !a.f.quantified {
						continue
					}
					var err error
					if b, err = p.instance(ptr+"/view", r.View, r.Row, a.f); err != nil {
						return nil, "", err
					}
					if kb, err = p.rowTerm(ptr+"/key", r.Key, r.KeyTerm, r.Row, b, false); err != nil {
						return nil, "", err
					}
					var same []*dsl.Term
					for k := range a.bound {
						same = append(same, dsl.Eq(a.bound[k], b.bound[k]))
					}
					differ = dsl.Not(dsl.And(same...))
				}
				if !ka.Sort.Equal(kb.Sort) {
					return nil, "", p.bad(ptr+"/key", "bad-relation", "keys of facts %s and %s have different sorts (%s, %s)", a.f.f.ID, b.f.f.ID, ka.Sort, kb.Sort)
				}
				if literalsDiffer(ka, kb) {
					continue // two different literal keys: decided here
				}
				if i != j && excludes(a, ka, b, kb) {
					continue // a guard rules the equal keys out (see excludes)
				}
				body := dsl.Implies(dsl.And(differ, a.sel, b.sel), dsl.Not(pyEq(ka, kb)))
				parts = append(parts, quantify(true, body, a, b))
			}
		}
		return dsl.And(parts...), "", nil
	case ir.RelCount, ir.RelSum:
		if t, ok, err := p.loopCountBound(ptr, r, sel); err != nil || ok {
			return t, "", err
		}
		for _, in := range sel {
			if in.f.quantified {
				return nil, fmt.Sprintf("%s over fact %s inside a symbolic loop is not supported yet", r.Op, in.f.f.ID), nil
			}
		}
	}
	conds := make([]*dsl.Term, len(sel))
	for i, in := range sel {
		conds[i] = in.sel
	}
	switch r.Op {
	case ir.RelCount:
		if !validCmp[r.Cmp] {
			return nil, "", p.bad(ptr+"/cmp", "bad-relation", "invalid comparison %q", r.Cmp)
		}
		bound, err := p.expr(r.Bound, r.BoundTerm, p.scope, false)
		if err != nil {
			return nil, "", p.exprErr(ptr+"/bound", err)
		}
		if bound.Sort.Kind != dsl.KInt {
			return nil, "", p.bad(ptr+"/bound", "bad-relation", "count bound %q is %s, not Int", r.Bound, bound.Sort)
		}
		if k, ok := bound.Val.(*big.Int); ok && bound.Op == dsl.OpLit && k.IsInt64() && k.Int64() >= 0 && k.Int64() < 1<<30 {
			return cardinality(conds, r.Cmp, int(k.Int64())), "", nil
		}
		var terms []*dsl.Term
		one, zero := dsl.Lit(big.NewInt(1), dsl.IntSort()), dsl.Lit(new(big.Int), dsl.IntSort())
		for _, c := range conds {
			terms = append(terms, dsl.Ite(c, one, zero))
		}
		return dsl.Cmp(r.Cmp, dsl.Add(dsl.IntSort(), terms...), bound), "", nil
	case ir.RelSum:
		if !validCmp[r.Cmp] {
			return nil, "", p.bad(ptr+"/cmp", "bad-relation", "invalid comparison %q", r.Cmp)
		}
		bound, err := p.expr(r.Bound, r.BoundTerm, p.scope, false)
		if err != nil {
			return nil, "", p.exprErr(ptr+"/bound", err)
		}
		s := bound.Sort
		var vals []*dsl.Term
		for _, in := range sel {
			v, err := p.rowTerm(ptr+"/value", r.Value, r.ValueTerm, r.Row, in, false)
			if err != nil {
				return nil, "", err
			}
			if v.Sort.Kind == dsl.KFP || s.Kind == dsl.KFP {
				return nil, "float sums depend on the order of rounding and are not modelled", nil
			}
			if v.Sort.Kind != dsl.KInt && v.Sort.Kind != dsl.KReal {
				return nil, "", p.bad(ptr+"/value", "bad-relation", "sum value %q is %s, not a number", r.Value, v.Sort)
			}
			if v.Sort.Kind == dsl.KReal {
				s = v.Sort
			}
			vals = append(vals, v)
		}
		if s.Kind != dsl.KInt && s.Kind != dsl.KReal {
			return nil, "", p.bad(ptr+"/bound", "bad-relation", "sum bound %q is %s, not a number", r.Bound, s)
		}
		toS := func(t *dsl.Term) *dsl.Term {
			if s.Kind == dsl.KReal && t.Sort.Kind == dsl.KInt {
				return &dsl.Term{Op: dsl.OpToReal, Sort: s, Args: []*dsl.Term{t}}
			}
			return t
		}
		zero := dsl.Lit(new(big.Int), dsl.IntSort())
		var terms []*dsl.Term
		for i, v := range vals {
			terms = append(terms, dsl.Ite(conds[i], toS(v), toS(zero)))
		}
		return dsl.Cmp(r.Cmp, dsl.Add(s, terms...), toS(bound)), "", nil
	case ir.RelSharesValue:
		other, err := p.view(ptr+"/other", r.Other, r.Row, facts)
		if err != nil {
			return nil, "", err
		}
		keys, err := p.keys(ptr+"/key", r.Key, r.KeyTerm, r.Row, sel)
		if err != nil {
			return nil, "", err
		}
		okeys, err := p.keys(ptr+"/key", r.Key, r.KeyTerm, r.Row, other)
		if err != nil {
			return nil, "", err
		}
		var parts []*dsl.Term
		for i, a := range sel {
			for j, b := range other {
				if !keys[i].Sort.Equal(okeys[j].Sort) {
					return nil, "", p.bad(ptr+"/key", "bad-relation", "keys of facts %s and %s have different sorts", a.f.f.ID, b.f.f.ID)
				}
				parts = append(parts, quantify(false, dsl.And(a.sel, b.sel, pyEq(keys[i], okeys[j])), a, b))
			}
		}
		return dsl.Or(parts...), "", nil
	}
	return nil, "", p.bad(ptr+"/op", "bad-relation", "unknown relation op %q", r.Op)
}

// linearDistinctPairs is the number of pairs of facts whose keys are
// both symbolic from which distinct is encoded in O(n) terms instead of
// pairwise. A pair with one literal key is left pairwise whatever their
// number: it is one term, often decided before Z3 (excludes), and Z3
// decides it far better than the quantified encoding, on which it gave up
// for 1,000 literal keys and one input (BENCHMARKS.md).
const linearDistinctPairs = 512

// distinctLinear encodes distinct over many plain facts in O(n) terms:
// for every key value k, at most one selected fact has key k,
// ForAll(k, AtMost(sel_1 ∧ key_1 == k, ..., 1)). The solver checks its
// negation, where k is just a fresh constant. Quantified facts, and
// views where few pairs need the solver (literal keys), use the pairwise
// encoding, which is faster there.
func (p *program) distinctLinear(sel []*inst, keys []*dsl.Term) (*dsl.Term, bool) {
	for i, in := range sel {
		if in.f.quantified || !keys[i].Sort.Equal(keys[0].Sort) {
			return nil, false
		}
	}
	symbolic := 0
	for _, k := range keys {
		if k.Op != dsl.OpLit {
			symbolic++
		}
	}
	pairs := symbolic * (symbolic - 1) / 2
	if pairs < linearDistinctPairs {
		return nil, false
	}
	p.fresh++
	k := dsl.Const(fmt.Sprintf("distinct!key!%d", p.fresh), keys[0].Sort)
	hits := make([]*dsl.Term, len(sel))
	for i, in := range sel {
		hits[i] = dsl.And(in.sel, pyEq(keys[i], k))
	}
	atMost := &dsl.Term{Op: dsl.OpAtMost, Sort: dsl.BoolSort(), Args: hits, Width: 1}
	return &dsl.Term{Op: dsl.OpForAll, Sort: dsl.BoolSort(), Bound: []*dsl.Term{k}, Args: []*dsl.Term{atMost}}, true
}

// distinctCandidates returns, for each fact i, the facts j >= i whose
// pair with i distinct must look at, in increasing order: i itself, and
// every later fact except those whose key is a literal different from
// i's literal key. Literal keys are grouped by value, so n facts with
// literal keys cost O(n), not n^2 pairs (only([n]) with
// unique_recipients over n calls).
func distinctCandidates(keys []*dsl.Term) func(i int) []int {
	group := make([]int, len(keys)) // -1: not grouped (symbolic, other sort)
	byValue := map[string]int{}
	var members [][]int
	var ungrouped []int
	for i, k := range keys {
		group[i] = -1
		if k.Op == dsl.OpLit && setKind(k.Sort) && k.Sort.Equal(keys[0].Sort) {
			v := dsl.Format(k)
			g, ok := byValue[v]
			if !ok {
				g = len(members)
				byValue[v] = g
				members = append(members, nil)
			}
			group[i] = g
			members[g] = append(members[g], i)
			continue
		}
		ungrouped = append(ungrouped, i)
	}
	return func(i int) []int {
		if group[i] < 0 {
			out := make([]int, 0, len(keys)-i)
			for j := i; j < len(keys); j++ {
				out = append(out, j)
			}
			return out
		}
		out := []int{i}
		a, b := members[group[i]], ungrouped
		for len(a) > 0 && a[0] <= i {
			a = a[1:]
		}
		for len(b) > 0 && b[0] <= i {
			b = b[1:]
		}
		for len(a) > 0 || len(b) > 0 {
			if len(b) == 0 || len(a) > 0 && a[0] < b[0] {
				out, a = append(out, a[0]), a[1:]
			} else {
				out, b = append(out, b[0]), b[1:]
			}
		}
		return out
	}
}

// excludes reports whether two facts' keys cannot be equal while both are
// selected because one key is a literal l and the other a symbol v whose
// fact's selection is false at v = l (ground once v is replaced):
// sel_a ∧ sel_b ∧ v == l is sel_a ∧ sel_b[v:=l] ∧ v == l, and
// sel_b[v:=l] is False. Literal keys against an input guarded by
// endswith("@other.org"), say: one evaluation per pair instead of a
// string disequality for Z3.
func excludes(a *inst, ka *dsl.Term, b *inst, kb *dsl.Term) bool {
	if ka.Op == dsl.OpConst && kb.Op == dsl.OpLit {
		a, ka, b, kb = b, kb, a, ka
	}
	if ka.Op != dsl.OpLit || kb.Op != dsl.OpConst || !setKind(ka.Sort) {
		return false
	}
	sub := map[string]*dsl.Term{kb.Name: ka}
	for _, sel := range []*dsl.Term{a.sel, b.sel} {
		if !mentionsConst(sel, kb.Name) {
			continue
		}
		if v, err := dsl.EvalBool(dsl.Substitute(sel, sub), groundEnv); err == nil && !v {
			return true
		}
	}
	return false
}

// pyEq is Python's == on two keys of the same sort: on floats IEEE
// equality (0.0 == -0.0, a NaN equals nothing, not even itself), not
// Z3's structural equality of FP terms.
func pyEq(a, b *dsl.Term) *dsl.Term {
	if a.Sort.Kind == dsl.KFP {
		return &dsl.Term{Op: dsl.OpFPEq, Sort: dsl.BoolSort(), Args: []*dsl.Term{a, b}}
	}
	return dsl.Eq(a, b)
}

// literalsDiffer reports whether a and b are different literals (so
// they can never be equal).
func literalsDiffer(a, b *dsl.Term) bool {
	return a.Op == dsl.OpLit && b.Op == dsl.OpLit && a.Sort.Kind != dsl.KFP && !dsl.ValuesEqual(a.Val, b.Val)
}

func (p *program) keys(ptr, src string, built *dsl.Term, row string, is []*inst) ([]*dsl.Term, error) {
	var out []*dsl.Term
	for _, in := range is {
		k, err := p.rowTerm(ptr, src, built, row, in, false)
		if err != nil {
			return nil, err
		}
		out = append(out, k)
	}
	return out, nil
}

// cardinality encodes (number of true conds) cmp k with Z3's at-most and
// at-least constraints, which Z3 decides much faster than sums of
// if-then-else terms.
func cardinality(conds []*dsl.Term, cmp string, k int) *dsl.Term {
	conds = exclusiveGroups(conds)
	atMost := func(k int) *dsl.Term {
		if k < 0 {
			return dsl.False()
		}
		if k >= len(conds) {
			return dsl.True()
		}
		return &dsl.Term{Op: dsl.OpAtMost, Sort: dsl.BoolSort(), Args: conds, Width: k}
	}
	atLeast := func(k int) *dsl.Term {
		if k <= 0 {
			return dsl.True()
		}
		if k > len(conds) {
			return dsl.False()
		}
		return &dsl.Term{Op: dsl.OpAtLeast, Sort: dsl.BoolSort(), Args: conds, Width: k}
	}
	switch cmp {
	case "<=":
		return atMost(k)
	case "<":
		return atMost(k - 1)
	case ">=":
		return atLeast(k)
	case ">":
		return atLeast(k + 1)
	}
	return dsl.And(atMost(k), atLeast(k))
}

// minGroupedConds is the number of conditions from which cardinality
// merges mutually exclusive ones (exclusiveGroups); smaller counts, the
// examples', keep the form whose counterexamples the goldens hold.
const minGroupedConds = 16

// exclusiveGroups merges conditions that exclude each other: x == c for
// one term x and different literals c (the branches of a dispatch on x).
// At most one of a group holds, so the group counts as their Or:
// the number of true conditions is unchanged. n calls under `if x == i`
// with at_most(1) become one condition; Z3 took 5 s on them for n = 300
// and gave up at 1,000 (BENCHMARKS.md).
func exclusiveGroups(conds []*dsl.Term) []*dsl.Term {
	if len(conds) < minGroupedConds {
		return conds
	}
	type group struct {
		at   int
		lits map[string]bool
		ors  []*dsl.Term
	}
	groups := map[string]*group{}
	var out []*dsl.Term
	merged := false
	for _, c := range conds {
		x, l := eqLiteral(c)
		if x == nil {
			out = append(out, c)
			continue
		}
		key := dsl.Format(x)
		g := groups[key]
		lk := dsl.Format(l)
		if g == nil || g.lits[lk] {
			if g != nil {
				// The same literal twice: not exclusive; keep it apart.
				out = append(out, c)
				continue
			}
			g = &group{at: len(out), lits: map[string]bool{}}
			groups[key] = g
			out = append(out, nil)
		} else {
			merged = true
		}
		g.lits[lk] = true
		g.ors = append(g.ors, c)
	}
	if !merged {
		return conds
	}
	for _, g := range groups {
		out[g.at] = dsl.Or(g.ors...)
	}
	return out
}

// eqLiteral splits x == literal (an Int, String or Bool literal).
func eqLiteral(c *dsl.Term) (x, l *dsl.Term) {
	if c.Op != dsl.OpEq || len(c.Args) != 2 {
		return nil, nil
	}
	x, l = c.Args[0], c.Args[1]
	if x.Op == dsl.OpLit {
		x, l = l, x
	}
	if l.Op != dsl.OpLit || x.Op == dsl.OpLit || !setKind(l.Sort) {
		return nil, nil
	}
	return x, l
}

// decideObligations decides each obligation as validity: the negated
// goal is checked against the base assertions; unsat is proved, sat is
// refuted with a counterexample, anything else is unknown.
func (p *program) decideObligations(ctx context.Context, obls []*obligation, facts []*factInfo, res *ir.Result) error {
	vacuous := ""
	needBase := false
	for _, ob := range obls {
		if ob.status == "" {
			needBase = true
		}
	}
	if needBase && !p.ground && p.baseSatisfiable() {
		// A knowledge base of definitions and true assumptions are
		// satisfiable: nothing is vacuous (without Z3, decideGround has
		// shown that too).
		p.skipped++
		needBase = false
	}
	if needBase && p.baseContradicts() {
		// The case analysis shows the base unsatisfiable, as Z3's check
		// below would.
		p.skipped++
		needBase = false
		vacuous = ir.ReasonVacuous
	}
	if !p.ground {
		p.translateStrips(facts)
	}
	if needBase && !p.ground {
		p.smt2Header = "; the assumptions (preconditions, trusted postconditions, the knowledge base) are consistent: sat means they are\n"
		r, _, _, _, err := p.check(ctx, "assumptions", p.z.Bool(true))
		p.smt2Header = ""
		if err != nil {
			return err
		}
		if r == z3.Unsat {
			vacuous = ir.ReasonVacuous
		}
	}
	// A while loop unrolled to a bound (lower's loop-bound obligations):
	// a counterexample to anything else must be a run that left the loop
	// within it, the only runs modelled exactly.
	var bounds []z3.Term
	for _, ob := range obls {
		// (without Z3, decideGround has decided every obligation: no
		// query needs the bounds, and there is no context to build them
		// in)
		if ob.o.Kind == ir.KindLoopBound && ob.status == "" && !p.ground {
			bounds = append(bounds, p.tr(ob.goal))
		}
	}
	for i, ob := range obls {
		or := ir.ObligationResult{ID: ob.o.ID}
		switch {
		case ob.status != "":
			or.Status, or.Reason = ob.status, ob.reason
		case vacuous != "" && ob.o.Kind == ir.KindConsistency:
			// The vacuity check itself is refuted: no input satisfies the
			// assumptions (there is no counterexample to show).
			or.Status, or.Reason = ir.StatusRefuted, "no input satisfies the assumptions"
		case vacuous != "":
			or.Status, or.Reason = ir.StatusUnknown, vacuous
		case p.groundHolds(ob.goal) || ob.goal.IsBool(true) && p.opts.SMT2Dir == "" || p.splitProves(i, ob.goal):
			// The goal is true whatever the symbols are, or in every case
			// of the base (split.go): valid, which Z3's check of its
			// negation (unsat) would say too.
			or.Status = ir.StatusProved
			p.skipped++
			if p.opts.Timings {
				ms := 0.0
				or.TimeMS = &ms
			}
		case p.evalRefutes(i, ob, obls, facts):
			// Values found by evaluation make the base true and the goal
			// false (refute.go): a model of the check's query.
			or.Status = ir.StatusRefuted
			or.Counterexample = p.evalCE[i]
			if ob.bounded {
				// as for Z3's model: a count over facts in loops over rows,
				// decided by their lengths, is unknown, not refuted
				or.Status, or.Reason, or.Counterexample = ir.StatusUnknown, ir.ReasonLoopBound, nil
			}
			p.byEval++
			if p.opts.Timings {
				ms := 0.0
				or.TimeMS = &ms
			}
		case p.ground:
			panic(diag.ICE("solve: obligation %s is not ground", ob.o.ID))
		case p.z.Interrupted() && ctx.Err() == nil:
			// An earlier check ran past its timeout (the backstop): the
			// context is stopped for good.
			or.Status, or.Reason = ir.StatusUnknown, reasonTimeout
		default:
			ptr := fmt.Sprintf("/obligations/%d", i)
			goal := p.tr(ob.goal)
			if err := p.z3Err(ptr, ob.o.Goal); err != nil {
				return err
			}
			label := ob.o.ID
			if label == "" {
				label = fmt.Sprintf("obligation-%d", i)
			}
			sp := ob.o.Span
			p.smt2Header = fmt.Sprintf("; obligation %s [%s] at %s:%d:%d-%d:%d\n; %s\n; the check is valid when this query is unsat (it asserts the goal's negation)\n",
				ob.o.ID, ob.o.Code, sp.File, sp.Line, sp.Col, sp.EndLine, sp.EndCol, strings.ReplaceAll(ob.o.Message, "\n", " "))
			query := p.z.Not(goal)
			if len(bounds) > 0 && ob.o.Kind != ir.KindLoopBound {
				query = p.z.And(append([]z3.Term{query}, bounds...)...)
			}
			r, m, reason, elapsed, err := p.check(ctx, label, query)
			// A model that breaks an assumption made inside a symbolic
			// loop in another iteration is not a run: that iteration's
			// instance joins the query (loopassume.go).
			// First every such assumption joins it over all iterations
			// (quantified: Z3's model then keeps it, even where there are
			// too many iterations to check), then an instance the model
			// breaks, if any.
			quantified := false
			for round := 0; err == nil && r == z3.Sat && len(p.loopAssumps) > 0; round++ {
				inst, ok := p.modelViolation(m)
				if ok && inst == nil || !ok && quantified {
					break
				}
				if round == loopAssumeRounds {
					r, m, reason = z3.Unknown, nil, ir.ReasonLoopAssumption
					break
				}
				add := []z3.Term{query}
				if !quantified {
					for _, la := range p.loopAssumps {
						add = append(add, p.tr(p.forAll(la)))
					}
					quantified = true
				} else {
					add = append(add, p.tr(inst))
				}
				var more time.Duration
				query = p.z.And(add...)
				r, m, reason, more, err = p.check(ctx, label, query)
				elapsed += more
			}
			p.smt2Header = ""
			if err != nil {
				return err
			}
			if p.opts.Timings {
				ms := float64(elapsed.Microseconds()) / 1000
				or.TimeMS = &ms
			}
			switch r {
			case z3.Unsat:
				or.Status = ir.StatusProved
			case z3.Sat:
				free, err := p.dependsOnUnsupported(ctx, label, m, goal)
				if err != nil {
					return err
				}
				if free {
					or.Status = ir.StatusUnknown
					or.Reason = ir.ReasonUnsupportedValue
					break
				}
				if ob.bounded {
					or.Status = ir.StatusUnknown
					or.Reason = ir.ReasonLoopBound
					break
				}
				if p.approx > 0 {
					// The query approximates a rounding (approxToFP): the
					// model is a counterexample only if evaluation confirms
					// it, and then evaluation renders it.
					if ce := p.exactCounterexample(m, ob, obls, facts); ce != nil {
						or.Status, or.Counterexample = ir.StatusRefuted, ce
					} else {
						or.Status, or.Reason = ir.StatusUnknown, ir.ReasonRounding
					}
					break
				}
				or.Status = ir.StatusRefuted
				ce, err := p.counterexample(m, facts)
				if errors.Is(err, z3.ErrSurrogate) {
					or.Status, or.Reason = ir.StatusUnknown, ir.ReasonSurrogate
					break
				}
				if err != nil {
					return err
				}
				or.Counterexample = ce
			default:
				or.Status = ir.StatusUnknown
				or.Reason = reason
				if or.Reason == "" {
					or.Reason = "unknown"
				}
			}
		}
		res.Obligations = append(res.Obligations, or)
	}
	// A guarantee speaks of every effect the program may perform; while
	// part of it is unsupported those are not all known, so a guarantee
	// that holds of the modelled part is not proved.
	reason := ""
	for i, ob := range obls {
		or := res.Obligations[len(res.Obligations)-len(obls)+i]
		switch {
		case ob.o.Kind == ir.KindUnsupported:
			reason = ir.ReasonIncomplete
		case ob.o.Code == ir.CodeMainPrecondition && or.Status != ir.StatusProved && reason == "":
			reason = ir.ReasonMainPrecondition
		}
	}
	// A check of a summarized while loop refuted in iteration i: CPython
	// stops at the first failing check, so the counterexample stands only
	// when no check of the loop fails in an earlier iteration under it.
	for i, ob := range obls {
		or := &res.Obligations[len(res.Obligations)-len(obls)+i]
		if ob.o.Iteration == "" || or.Status != ir.StatusRefuted {
			continue
		}
		if !p.firstFailure(ob, obls, or.Counterexample) {
			or.Status, or.Reason, or.Counterexample = ir.StatusUnknown, ir.ReasonEarlierIteration, nil
			continue
		}
		if !ir.MayRaise(&ob.o) {
			// (a call that may raise is reached, and the run goes on
			// when it returns: all its calls stay listed)
			p.stopAtFailure(ob, or.Counterexample, facts)
		}
	}
	// A check inside a symbolic loop that may fail ends the loop early in
	// CPython; the facts of later iterations, and what follows the loop,
	// are modelled as if it never did. Only the loop's checks are decided.
	loopCheck := false
	for i, ob := range obls {
		or := res.Obligations[len(res.Obligations)-len(obls)+i]
		if ob.o.InLoop && or.Status != ir.StatusProved && or.Status != ir.StatusUnsupported {
			loopCheck = true
		}
	}
	// A while loop that may run past its bound: proofs are of the runs
	// within it only, so none stands; refutations do (they are such runs).
	// A bound left unknown (a timeout) keeps its reason: whether a run
	// goes past the bound is not known.
	whileBound := false
	for i, ob := range obls {
		or := &res.Obligations[len(res.Obligations)-len(obls)+i]
		if ob.o.Kind == ir.KindLoopBound && or.Status != ir.StatusProved && or.Status != ir.StatusUnsupported {
			whileBound = true
			if or.Status != ir.StatusUnknown || or.Reason == "" {
				or.Reason = ir.ReasonWhileBound
			}
			or.Status, or.Counterexample = ir.StatusUnknown, nil
		}
	}
	if whileBound {
		for i, ob := range obls {
			or := &res.Obligations[len(res.Obligations)-len(obls)+i]
			if ob.o.Kind != ir.KindLoopBound && ob.o.Kind != ir.KindUnsupported && ob.o.Kind != ir.KindConsistency &&
				or.Status == ir.StatusProved {
				or.Status, or.Reason = ir.StatusUnknown, ir.ReasonWhileBound
			}
		}
	}
	if loopCheck {
		for i, ob := range obls {
			or := &res.Obligations[len(res.Obligations)-len(obls)+i]
			if !ob.o.InLoop && ob.o.Kind != ir.KindUnsupported && ob.o.Kind != ir.KindConsistency &&
				(or.Status == ir.StatusProved || or.Status == ir.StatusRefuted) {
				or.Status = ir.StatusUnknown
				or.Reason = ir.ReasonLoopCheck
				or.Counterexample = nil
			}
		}
	}
	if reason != "" {
		for i, ob := range obls {
			or := &res.Obligations[len(res.Obligations)-len(obls)+i]
			if ob.o.Kind == ir.KindGuarantee && or.Status == ir.StatusProved {
				or.Status = ir.StatusUnknown
				or.Reason = reason
			}
		}
	}
	return nil
}

func (p *program) counterexample(m *z3.Model, facts []*factInfo) (*ir.Counterexample, error) {
	ce := &ir.Counterexample{Inputs: []ir.Value{}, Facts: []ir.FactFiring{}}
	for _, in := range p.doc.Inputs {
		s, _ := p.sortRef(in.Sort)
		v, err := p.modelValue(m, dsl.Const(in.Name, s), in.Type)
		if err != nil {
			return nil, err
		}
		v.Name = in.Name
		ce.Inputs = append(ce.Inputs, v)
	}
	for _, vr := range p.doc.Variables {
		s, _ := p.sortRef(vr.Sort)
		v, err := p.modelValue(m, dsl.Const(vr.Name, s), "")
		if err != nil {
			return nil, err
		}
		v.Name = vr.Name
		ce.Variables = append(ce.Variables, v)
	}
	if err := p.rowValues(m, ce); err != nil {
		return nil, err
	}
	for _, f := range facts {
		if f.quantified {
			continue
		}
		zc, err := m.Eval(p.tr(f.cond), true)
		if err != nil {
			return nil, fmt.Errorf("solve: fact %s: %w", f.f.ID, err)
		}
		fires, err := zc.BoolValue()
		if err != nil {
			return nil, fmt.Errorf("solve: fact %s: %w", f.f.ID, err)
		}
		ff := ir.FactFiring{ID: f.f.ID, Fires: fires}
		if fires {
			for j, fld := range f.f.Fields {
				v, err := p.modelValue(m, f.values[j], fld.Type)
				if err != nil {
					return nil, err
				}
				v.Name = fld.Name
				ff.Fields = append(ff.Fields, v)
			}
		}
		ce.Facts = append(ce.Facts, ff)
	}
	p.listIterations(ce, facts)
	return ce, nil
}

// pyType is the Python type used to render a value of sort s when no
// type is given.
func pyType(s *dsl.Sort) string {
	switch s.Kind {
	case dsl.KBool:
		return "bool"
	case dsl.KInt, dsl.KBV:
		return "int"
	case dsl.KFP:
		return "float"
	case dsl.KString:
		return "str"
	case dsl.KSeq:
		return "list[" + pyType(s.Elem) + "]"
	case dsl.KReal:
		return "Fraction"
	}
	return s.String()
}

// modelValue evaluates t in m and renders it as a Python value.
func (p *program) modelValue(m *z3.Model, t *dsl.Term, typ string) (ir.Value, error) {
	if typ == "" {
		typ = pyType(t.Sort)
	}
	_, repr, js, err := p.value(m, p.tr(t), t.Sort, typ)
	if err != nil {
		return ir.Value{}, fmt.Errorf("solve: value of %s: %w", t, err)
	}
	return ir.Value{Type: typ, Repr: repr, Value: js}, nil
}

// value reads the model value of zt (sort s) as an evaluator value, a
// Python literal and a JSON value.
func (p *program) value(m *z3.Model, zt z3.Term, s *dsl.Sort, typ string) (any, string, any, error) {
	v, err := m.Eval(zt, true)
	if err != nil {
		return nil, "", nil, err
	}
	switch s.Kind {
	case dsl.KBool:
		b, err := v.BoolValue()
		if err != nil {
			return nil, "", nil, err
		}
		repr, js, _ := renderScalar(b, s, typ)
		return b, repr, js, nil
	case dsl.KInt, dsl.KBV:
		i, err := v.IntValue()
		if err != nil {
			return nil, "", nil, err
		}
		repr, js, _ := renderScalar(i, dsl.IntSort(), typ)
		return i, repr, js, nil
	case dsl.KReal:
		r, _, err := v.RatValue()
		if err != nil {
			return nil, "", nil, err
		}
		repr, js, _ := renderScalar(r, s, typ)
		return r, repr, js, nil
	case dsl.KString:
		str, err := v.StringValue()
		if err != nil {
			return nil, "", nil, err
		}
		repr, js, _ := renderScalar(str, s, typ)
		return str, repr, js, nil
	case dsl.KFP:
		f, err := v.FloatValue()
		if err != nil {
			return nil, "", nil, err
		}
		repr, js, _ := renderScalar(f, s, typ)
		return f, repr, js, nil
	case dsl.KSeq:
		ln, err := m.Eval(p.z.Length(v), true)
		if err != nil {
			return nil, "", nil, err
		}
		n, err := ln.IntValue()
		if err != nil {
			return nil, "", nil, err
		}
		if !n.IsInt64() || n.Int64() > 10000 {
			return nil, "", nil, fmt.Errorf("sequence of length %s is too long to show", n)
		}
		elemType := strings.TrimSuffix(strings.TrimPrefix(typ, "list["), "]")
		var gv []any
		var reprs []string
		js := []any{}
		for i := int64(0); i < n.Int64(); i++ {
			g, r, j, err := p.value(m, p.z.Nth(v, p.z.Int64(i)), s.Elem, elemType)
			if err != nil {
				return nil, "", nil, err
			}
			gv = append(gv, g)
			reprs = append(reprs, r)
			js = append(js, j)
		}
		if gv == nil {
			gv = []any{}
		}
		return gv, "[" + strings.Join(reprs, ", ") + "]", js, nil
	case dsl.KEnum:
		name := v.String()
		return dsl.EnumValue{Sort: s.Name, Name: name}, name, name, nil
	case dsl.KRecord:
		var gv []any
		var reprs []string
		js := map[string]any{}
		p.zsort(s)
		for _, f := range s.Fields {
			g, r, j, err := p.value(m, p.z.App(p.records[s.Name].acc[f.Name], v), f.Sort, pyType(f.Sort))
			if err != nil {
				return nil, "", nil, err
			}
			gv = append(gv, g)
			reprs = append(reprs, r)
			js[f.Name] = j
		}
		return dsl.Record{Sort: s.Name, Fields: gv}, "mk_" + s.Name + "(" + strings.Join(reprs, ", ") + ")", js, nil
	}
	name := v.String()
	return dsl.Opaque{Sort: s.Name, Name: name}, name, name, nil
}

func pyBool(b bool) string {
	if b {
		return "True"
	}
	return "False"
}

// dependsOnUnsupported reports whether the counterexample m of goal
// rests on a value lower left free because it does not model the
// construct that makes it (a symbol named ir.UnsupportedPrefix+n): with
// every other free symbol fixed to its value in m, some values of those
// symbols make goal hold. Such a failure is not shown as real; an
// unknown answer counts as dependent (fail closed).
func (p *program) dependsOnUnsupported(ctx context.Context, label string, m *z3.Model, goal z3.Term) (bool, error) {
	if p.doc.Version == "" {
		return false, nil // a proof-of-thought program: no such symbols
	}
	var unsupported bool
	var fixed []z3.Term
	fix := func(name string) error {
		if strings.HasPrefix(name, ir.UnsupportedPrefix) {
			unsupported = true
			return nil
		}
		if strings.HasPrefix(name, "_d") {
			return nil // defined by the knowledge base
		}
		t, err := dsl.Check(name, p.scope)
		if err != nil {
			return fmt.Errorf("solve: %w", err)
		}
		zt := p.tr(t)
		v, err := m.Eval(zt, true)
		if err != nil {
			return fmt.Errorf("solve: %w", err)
		}
		fixed = append(fixed, p.z.Eq(zt, v))
		return nil
	}
	for _, v := range p.doc.Variables {
		if err := fix(v.Name); err != nil {
			return false, err
		}
	}
	if !unsupported {
		return false, nil
	}
	for _, in := range p.doc.Inputs {
		if err := fix(in.Name); err != nil {
			return false, err
		}
	}
	r, _, _, _, err := p.check(ctx, label+"-unsupported", p.z.And(append(fixed, goal)...))
	if err != nil {
		return false, err
	}
	return r != z3.Unsat, nil
}

// loopCountBound decides count() over facts some of which are inside
// symbolic loops (over the rows of a query). Each iteration fires a fact
// at most once. When no loop fact's condition depends on its iteration
// (and the view has no where filter), the count is exact: the facts
// outside loops that fire plus, for each loop fact that fires, the number
// of iterations; every comparison is decided. Otherwise, for < and <=,
// that number bounds the count from above: when the bound satisfies the
// comparison the relation holds; when it does not, nothing is decided
// (p.bounded). ok is false when this does not apply (no loop fact,
// nested loops, a lower bound on a count that depends on the rows).
func (p *program) loopCountBound(ptr string, r *ir.Relation, sel []*inst) (*dsl.Term, bool, error) {
	if r.Op != ir.RelCount {
		return nil, false, nil
	}
	quantified, exact := false, r.View == nil || r.View.Where == ""
	for _, in := range sel {
		if in.f.quantified {
			quantified = true
			if len(in.f.qvars) != 1 {
				return nil, false, nil
			}
			if mentionsConst(withoutRange(in.f.cond, in.f.qvars[0]), in.f.qvars[0]) {
				exact = false
			}
		}
	}
	if !quantified || !exact && r.Cmp != "<" && r.Cmp != "<=" {
		return nil, false, nil
	}
	bound, err := p.expr(r.Bound, r.BoundTerm, p.scope, false)
	if err != nil {
		return nil, false, p.exprErr(ptr+"/bound", err)
	}
	if bound.Sort.Kind != dsl.KInt {
		return nil, false, p.bad(ptr+"/bound", "bad-relation", "count bound %q is %s, not Int", r.Bound, bound.Sort)
	}
	one, zero := dsl.Lit(big.NewInt(1), dsl.IntSort()), dsl.Lit(new(big.Int), dsl.IntSort())
	var terms []*dsl.Term
	for _, in := range sel {
		if !in.f.quantified {
			terms = append(terms, dsl.Ite(in.sel, one, zero))
			continue
		}
		lo, hi := in.f.lowers[0], in.f.uppers[0]
		n := &dsl.Term{Op: dsl.OpSub, Sort: dsl.IntSort(), Args: []*dsl.Term{hi, lo}}
		fires := dsl.Cmp("<", lo, hi)
		if exact {
			// the condition does not depend on the iteration: the fact
			// fires in every iteration or in none
			fires = dsl.And(fires, withoutRange(in.f.cond, in.f.qvars[0]))
		}
		terms = append(terms, dsl.Ite(fires, n, zero))
	}
	p.bounded = !exact
	return dsl.Cmp(r.Cmp, dsl.Add(dsl.IntSort(), terms...), bound), true, nil
}

// mentionsConst reports whether t mentions the constant name.
func mentionsConst(t *dsl.Term, name string) bool {
	found := false
	dsl.Walk(t, func(u *dsl.Term) bool {
		found = found || u.Op == dsl.OpConst && u.Name == name
		return !found
	})
	return found
}

// maxRowValues bounds the rows a counterexample lists per function.
const maxRowValues = 8

// rowValues adds to ce.Variables the values, at the row indexes the
// model uses, of the functions of one Int argument (the fields of the
// rows a trusted query returns, and per-iteration results), named
// "f(i)": a person reading the counterexample sees which rows break it.
// The indexes are those of the loop variables and of the iterations a
// relation constraint instantiated.
func (p *program) rowValues(m *z3.Model, ce *ir.Counterexample) error {
	var idx []*dsl.Term
	for _, v := range p.doc.Variables {
		if v.Sort == "IntSort" && strings.HasPrefix(v.Name, "_i") {
			idx = append(idx, dsl.Const(v.Name, dsl.IntSort()))
		}
	}
	idx = append(idx, p.indexes...)
	seen := map[int64]bool{}
	var at []int64
	for _, t := range idx {
		zv, err := m.Eval(p.tr(t), true)
		if err != nil {
			return fmt.Errorf("solve: index %s: %w", t, err)
		}
		bn, err := zv.IntValue()
		if err != nil || !bn.IsInt64() {
			continue
		}
		n := bn.Int64()
		if n < 0 || seen[n] || len(at) == maxRowValues {
			continue
		}
		seen[n] = true
		at = append(at, n)
	}
	at = p.withIterations(at, seen, func(t *dsl.Term) (any, error) {
		zv, err := m.Eval(p.tr(t), true)
		if err != nil {
			return nil, err
		}
		return zv.IntValue()
	})
	sort.Slice(at, func(i, j int) bool { return at[i] < at[j] })
	for _, fn := range p.doc.Functions {
		if len(fn.Domain) != 1 || fn.Domain[0] != "IntSort" {
			continue
		}
		rng, err := p.sortRef(fn.Range)
		if err != nil {
			return err
		}
		limit := int64(-1) // the query's length, when known: rows past it do not exist
		if l := p.queryLength(fn.Name); l != "" {
			zv, err := m.Eval(p.tr(dsl.Const(l, dsl.IntSort())), true)
			if err == nil {
				if bn, err := zv.IntValue(); err == nil && bn.IsInt64() {
					limit = bn.Int64()
				}
			}
		}
		for _, n := range at {
			if limit >= 0 && n >= limit {
				continue
			}
			app := &dsl.Term{Op: dsl.OpApp, Name: fn.Name, Sort: rng, Args: []*dsl.Term{dsl.Lit(big.NewInt(n), dsl.IntSort())}}
			v, err := p.modelValue(m, app, "")
			if err != nil {
				return err
			}
			v.Name = fmt.Sprintf("%s(%d)", fn.Name, n)
			ce.Variables = append(ce.Variables, v)
		}
	}
	return nil
}

// withoutRange is a loop fact's condition without the conjuncts that
// bound its iteration variable q (lo <= q, q < hi: lower states the range
// in the path condition too); what is left says whether the iteration
// reaches the fact.
func withoutRange(t *dsl.Term, q string) *dsl.Term {
	isQ := func(u *dsl.Term) bool { return u.Op == dsl.OpConst && u.Name == q }
	switch {
	case t.Op == dsl.OpLe && len(t.Args) == 2 && isQ(t.Args[1]) && !mentionsConst(t.Args[0], q),
		t.Op == dsl.OpLt && len(t.Args) == 2 && isQ(t.Args[0]) && !mentionsConst(t.Args[1], q):
		return dsl.True()
	case t.Op == dsl.OpAnd:
		var keep []*dsl.Term
		for _, a := range t.Args {
			if r := withoutRange(a, q); !r.IsBool(true) {
				keep = append(keep, r)
			}
		}
		return dsl.And(keep...)
	}
	return t
}

// queryLength is the length variable of the query whose row function is
// fn: lower names a call's length <f>_len<k> and its fields <f>_<field><m>
// with m > k, numbered in the order it makes them; "" when there is none.
func (p *program) queryLength(fn string) string {
	num := func(s string) (string, int, bool) {
		i := len(s)
		for i > 0 && s[i-1] >= '0' && s[i-1] <= '9' {
			i--
		}
		n, err := strconv.Atoi(s[i:])
		return s[:i], n, err == nil
	}
	_, fnum, ok := num(fn)
	if !ok {
		return ""
	}
	best, bestNum := "", -1
	for _, v := range p.doc.Variables {
		stem, n, ok := num(v.Name)
		if !ok || v.Sort != "IntSort" || !strings.HasSuffix(stem, "_len") || n >= fnum || n <= bestNum {
			continue
		}
		if strings.HasPrefix(fn, strings.TrimSuffix(stem, "len")) {
			best, bestNum = v.Name, n
		}
	}
	return best
}

// maxEarlierIterations bounds the iterations firstFailure evaluates.
const maxEarlierIterations = 10000

// firstFailure reports whether ce, a counterexample to ob (a check of a
// summarized while loop, ir.Obligation.Iteration), is a run in which
// every check of the loop holds in the iterations before the one ce
// names: evaluated exactly, under ce's values with the loop's index set
// to each earlier iteration. It is false when that cannot be shown (a
// value evaluation does not know, or too many iterations).
func (p *program) firstFailure(ob *obligation, obls []*obligation, ce *ir.Counterexample) bool {
	if ce == nil {
		return false
	}
	env, err := p.envOf(ce)
	if err != nil {
		return false
	}
	at, ok := env.Consts[ob.o.Iteration].(*big.Int)
	if !ok || at.Sign() < 0 || at.Cmp(big.NewInt(maxEarlierIterations)) > 0 {
		return false
	}
	for j := int64(0); j < at.Int64(); j++ {
		env.Consts[ob.o.Iteration] = big.NewInt(j)
		for _, b := range obls {
			if b.o.Iteration != ob.o.Iteration || b.goal == nil {
				continue
			}
			holds, err := dsl.EvalBool(b.goal, env)
			if err != nil || !holds {
				return false
			}
		}
	}
	return true
}
