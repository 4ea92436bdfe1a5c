package solve

import (
	"math/big"

	"clauz3/pkg/dsl"
)

// Intervals. The case analysis (split.go) reads a comparison of a term
// with a literal as a bound of the term; a comparison of two terms that
// are not literals, such as a sum of two trusted results against a
// limit, it decides by intervals: each side's interval on the branch,
// computed from the bounds assigned to its parts (bySubj), through sums,
// differences, negations, products with a literal and If terms. Int and
// Real arithmetic is exact, so the interval of a term holds in every
// model of the branch, and a comparison the intervals decide has that
// value in every such model. Floats are not read (their sums round).

// intervalWork bounds the terms whose intervals one branch computes: a
// while loop unrolled 100 times nests If terms a hundred deep, which
// each branch would otherwise walk again.
const intervalWork = 256

// ival is the interval of an Int or Real term: lo and hi are nil when
// unbounded.
type ival struct{ lo, hi *end }

// byIntervals decides the comparison t of two Int or Real terms from
// their intervals on the current branch.
func (s *splitter) byIntervals(t *dsl.Term) (bool, bool) {
	if len(t.Args) != 2 {
		return false, false
	}
	switch t.Op {
	case dsl.OpLt, dsl.OpLe, dsl.OpGt, dsl.OpGe, dsl.OpEq:
	default:
		return false, false
	}
	if k := t.Args[0].Sort.Kind; k != dsl.KInt && k != dsl.KReal {
		return false, false
	}
	if s.plainBound(t) {
		return false, false
	}
	a, b := s.interval(t.Args[0], 0), s.interval(t.Args[1], 0)
	op := t.Op
	if op == dsl.OpGt || op == dsl.OpGe {
		a, b = b, a
		op = mirrorOp[op]
	}
	// below: a < b in every model (strict) or a <= b.
	below := func(a, b ival) (strict, weak bool) {
		if a.hi == nil || b.lo == nil {
			return false, false
		}
		c := a.hi.r.Cmp(b.lo.r)
		return c < 0 || c == 0 && (a.hi.strict || b.lo.strict), c <= 0
	}
	switch op {
	case dsl.OpLe: // a <= b
		if _, weak := below(a, b); weak {
			return true, true
		}
		if strict, _ := below(b, a); strict {
			return false, true
		}
	case dsl.OpLt: // a < b
		if strict, _ := below(a, b); strict {
			return true, true
		}
		if _, weak := below(b, a); weak {
			return false, true
		}
	case dsl.OpEq:
		if s1, _ := below(a, b); s1 {
			return false, true
		}
		if s2, _ := below(b, a); s2 {
			return false, true
		}
	}
	return false, false
}

// plainBound reports whether t compares a symbol, shifted by literals,
// with a literal (n - 1 - 1 > 0): the bounds facts decide it (implied),
// and its interval would only repeat them.
func (s *splitter) plainBound(t *dsl.Term) bool {
	f, ok := s.factOf(t)
	return ok && f.plain
}

// interval is the interval of the Int or Real term x on the current
// branch.
func (s *splitter) interval(x *dsl.Term, depth int) ival {
	if depth > 32 {
		return ival{}
	}
	if v, ok := s.imemo[x]; ok {
		return v
	}
	if s.iwork++; s.iwork > intervalWork {
		return ival{} // unbounded: always true of x
	}
	*s.work++
	v := s.interval1(x, depth)
	s.imemo[x] = v
	return v
}

func (s *splitter) interval1(x *dsl.Term, depth int) ival {
	// A value known on the branch (a literal, or an equality assigned)
	// is the interval, checked against the one its parts give.
	var known *end
	if v := s.eval(x); v.ok {
		switch n := v.v.(type) {
		case *big.Int:
			known = &end{r: new(big.Rat).SetInt(n)}
		case *big.Rat:
			known = &end{r: n}
		default:
			return ival{}
		}
		if x.Op == dsl.OpLit {
			return ival{known, known}
		}
	}
	var out ival
	switch x.Op {
	case dsl.OpAdd:
		out = ival{&end{r: new(big.Rat)}, &end{r: new(big.Rat)}}
		for _, a := range x.Args {
			out = addIval(out, s.interval(a, depth+1))
		}
	case dsl.OpSub:
		if len(x.Args) > 0 {
			out = s.interval(x.Args[0], depth+1)
			for _, a := range x.Args[1:] {
				out = addIval(out, negIval(s.interval(a, depth+1)))
			}
		}
	case dsl.OpNeg:
		if len(x.Args) == 1 {
			out = negIval(s.interval(x.Args[0], depth+1))
		}
	case dsl.OpMul:
		// a literal times one other term
		if len(x.Args) == 2 {
			for i := 0; i < 2; i++ {
				if k, ok := ratOf(x.Args[i]); ok {
					out = scaleIval(s.interval(x.Args[1-i], depth+1), k)
					break
				}
			}
		}
	case dsl.OpIte:
		c := s.eval(x.Args[0])
		switch {
		case c.ok && c.v.(bool):
			out = s.interval(x.Args[1], depth+1)
		case c.ok:
			out = s.interval(x.Args[2], depth+1)
		default:
			out = hullIval(s.interval(x.Args[1], depth+1), s.interval(x.Args[2], depth+1))
		}
	case dsl.OpConst:
		if d, ok := s.defs[x.Name]; ok && d.Sort.Equal(x.Sort) {
			out = s.interval(d, depth+1)
		}
	case dsl.OpLength:
		out.lo = &end{r: new(big.Rat)}
	}
	// the bounds assigned to x itself
	for _, k := range s.bySubj[s.key(x)] {
		g, _ := s.factOf(s.atoms[k])
		if g.float || g.kind != factLe && g.kind != factGe {
			continue
		}
		lo, hi := bound(g, s.asg[k])
		out = meetIval(out, ival{lo, hi})
	}
	if known != nil {
		out = meetIval(out, ival{known, known})
	}
	if out.lo != nil && out.hi != nil {
		if c := out.lo.r.Cmp(out.hi.r); c > 0 || c == 0 && (out.lo.strict || out.hi.strict) {
			s.empty = true // the bounds cross: no model takes this branch
		}
	}
	return out
}

// addEnd is a + b, nil when either is.
func addEnd(a, b *end) *end {
	if a == nil || b == nil {
		return nil
	}
	return &end{r: new(big.Rat).Add(a.r, b.r), strict: a.strict || b.strict}
}

func addIval(a, b ival) ival { return ival{addEnd(a.lo, b.lo), addEnd(a.hi, b.hi)} }

func negEnd(a *end) *end {
	if a == nil {
		return nil
	}
	return &end{r: new(big.Rat).Neg(a.r), strict: a.strict}
}

func negIval(a ival) ival { return ival{negEnd(a.hi), negEnd(a.lo)} }

// scaleIval is k times a.
func scaleIval(a ival, k *big.Rat) ival {
	if k.Sign() == 0 {
		z := &end{r: new(big.Rat)}
		return ival{z, z}
	}
	mul := func(e *end) *end {
		if e == nil {
			return nil
		}
		return &end{r: new(big.Rat).Mul(e.r, k), strict: e.strict}
	}
	if k.Sign() < 0 {
		return ival{mul(a.hi), mul(a.lo)}
	}
	return ival{mul(a.lo), mul(a.hi)}
}

// meetIval is the intersection of a and b (empty when its ends cross).
func meetIval(a, b ival) ival {
	out := a
	if lo := b.lo; lo != nil && (out.lo == nil || lo.r.Cmp(out.lo.r) > 0 || lo.r.Cmp(out.lo.r) == 0 && lo.strict) {
		out.lo = lo
	}
	if hi := b.hi; hi != nil && (out.hi == nil || hi.r.Cmp(out.hi.r) < 0 || hi.r.Cmp(out.hi.r) == 0 && hi.strict) {
		out.hi = hi
	}
	return out
}

// hullIval is the smallest interval holding a and b.
func hullIval(a, b ival) ival {
	var out ival
	if a.lo != nil && b.lo != nil {
		out.lo = a.lo
		if c := b.lo.r.Cmp(a.lo.r); c < 0 || c == 0 && !b.lo.strict {
			out.lo = b.lo
		}
	}
	if a.hi != nil && b.hi != nil {
		out.hi = a.hi
		if c := b.hi.r.Cmp(a.hi.r); c > 0 || c == 0 && !b.hi.strict {
			out.hi = b.hi
		}
	}
	return out
}
