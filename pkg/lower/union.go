package lower

import (
	"clauz3/pkg/diag"
)

// unionV is a scalar whose type depends on the path, as in
// `n > 0 and "yes" or 0` or `d.get(k)`: alternative i when conds[i]
// holds; exactly one holds. The alternatives are of different types
// among bool, int, str, float and None. An operation on a union runs once
// per alternative, on the paths where it is that alternative (split), so
// effects and exceptions stay exact.
type unionV struct {
	alts  []Value
	conds []term
}

func (*unionV) typeName() string { return "?" }

// unionable reports whether v can be an alternative of a union.
func unionable(v Value) bool {
	switch v.(type) {
	case boolV, intV, strV, floatV, noneV, *unionV:
		return true
	}
	return false
}

// alternatives lists v's alternatives with their conditions (under c).
func alternatives(v Value, c term) ([]Value, []term) {
	if u, ok := v.(*unionV); ok {
		var conds []term
		for _, x := range u.conds {
			conds = append(conds, mkAnd(c, x))
		}
		return u.alts, conds
	}
	return []Value{v}, []term{c}
}

// mergeUnion is the value that is a when c holds and b otherwise, for
// scalars (or unions) of different types.
func (f *frame) mergeUnion(c term, a, b Value) Value {
	aa, ac := alternatives(a, c)
	ba, bc := alternatives(b, mkNot(c))
	alts := append(append([]Value{}, aa...), ba...)
	conds := append(append([]term{}, ac...), bc...)
	out := &unionV{}
	for i, v := range alts {
		j := -1
		for k, w := range out.alts {
			if w.typeName() == v.typeName() {
				j = k
			}
		}
		if j < 0 {
			out.alts = append(out.alts, v)
			out.conds = append(out.conds, conds[i])
			continue
		}
		ci := f.l.name(conds[i], sortBool)
		out.alts[j] = f.mergeValue(ci, v, out.alts[j])
		out.conds[j] = mkOr(out.conds[j], ci)
	}
	for i := range out.conds {
		out.conds[i] = f.l.name(out.conds[i], sortBool)
	}
	if len(out.alts) == 1 {
		return out.alts[0]
	}
	return out
}

// split evaluates body once per alternative of u, on the paths where u is
// that alternative, and merges the results.
func (f *frame) split(u *unionV, body func(Value) Value) Value {
	if i, ok := f.l.chosen[u]; ok {
		return body(u.alts[i]) // inside a split of u already
	}
	choose := func(i int) Value {
		if f.l.chosen == nil {
			f.l.chosen = map[*unionV]int{}
		}
		f.l.chosen[u] = i
		defer delete(f.l.chosen, u)
		return body(u.alts[i])
	}
	var rec func(i int) Value
	rec = func(i int) Value {
		if i == len(u.alts)-1 {
			return choose(i)
		}
		dead := quietPoison("unsupported-dead", diag.Span{}, "unreachable")
		var a, b Value
		f.branch(u.conds[i], func() { a = f.live(choose(i)) }, func() { b = f.live(rec(i + 1)) })
		switch {
		case a == nil && b == nil:
			return dead
		case a == nil:
			return b
		case b == nil:
			return a
		}
		return f.mergeValue(f.l.name(u.conds[i], sortBool), a, b)
	}
	return rec(0)
}

// splitPair splits a and then b when either is a union and applies body to
// every combination of alternatives; ok is false when neither is a union.
func (f *frame) splitPair(a, b Value, body func(a, b Value) Value) (Value, bool) {
	if u, isU := a.(*unionV); isU {
		return f.split(u, func(x Value) Value {
			v, _ := f.splitPair(x, b, body)
			return v
		}), true
	}
	if u, isU := b.(*unionV); isU {
		return f.split(u, func(y Value) Value { return body(a, y) }), true
	}
	return body(a, b), false
}

func isUnion(v Value) bool { _, ok := v.(*unionV); return ok }

// unknownType reports whether v's type is not known statically (a union,
// or a value lowering does not model); a check on its type must not
// raise then.
func unknownType(v Value) bool {
	switch v.(type) {
	case *unionV, *poisonV:
		return true
	}
	return false
}

// unionUnsupported reports a union where an operation does not split.
func (f *frame) unionUnsupported(v Value, span diag.Span, what string) bool {
	if _, ok := v.(*unionV); ok {
		f.poison("unsupported-mixed-types", span, "%s of a value whose type depends on the path is not supported", what)
		return true
	}
	return false
}
