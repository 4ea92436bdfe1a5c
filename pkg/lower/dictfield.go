package lower

// This file holds trusted parameters annotated dict[...] as fields of a
// fact, for contracts that compare them with a dict literal
// (only_where({"consented": True}): e.where == filter_dict). A dict whose
// keys are str literals and whose values are literal scalars is written
// as a canonical string in which two dicts are equal exactly when Python
// says they are: keys sorted, a bool as the int it equals, a float equal
// to an int as that int, other floats by repr, str by repr (NaN, whose
// equality depends on identity, is left out). Any other dict is a free
// value (ir.UnsupportedPrefix): no counterexample may depend on it.

import (
	"clauz3/pkg/ir"
	"math"
	"math/big"
	"sort"
	"strings"

	"clauz3/pkg/dsl"
	"clauz3/pkg/python/value"
)

// dictFieldV is a dict field of a row in a relation lambda: its
// canonical string; only == and != with a dict literal are modelled.
type dictFieldV struct{ e term }

func (*dictFieldV) typeName() string { return "dict" }

// canonDict is the canonical string of d, ok false when d is not a dict
// of str literal keys and literal scalar values.
func canonDict(v Value) (string, bool) {
	d, ok := v.(*dictV)
	if !ok {
		return "", false
	}
	type entry struct{ k, v string }
	var es []entry
	for i, k := range d.keys {
		ks, ok := k.(strV)
		if !ok {
			return "", false
		}
		kr, ok := ks.e.StrVal()
		if !ok {
			return "", false
		}
		vs, ok := canonScalar(d.vals[i])
		if !ok {
			return "", false
		}
		es = append(es, entry{value.StrRepr(kr), vs})
	}
	sort.Slice(es, func(i, j int) bool { return es[i].k < es[j].k })
	var b strings.Builder
	b.WriteByte('{')
	for i, e := range es {
		if i > 0 {
			b.WriteString(", ")
		}
		b.WriteString(e.k + ": " + e.v)
	}
	b.WriteByte('}')
	return b.String(), true
}

// canonScalar writes a literal scalar so that Python-equal values are
// written alike.
func canonScalar(v Value) (string, bool) {
	switch x := v.(type) {
	case noneV:
		return "None", true
	case boolV:
		if isTrue(x.e) {
			return "1", true
		}
		if isFalse(x.e) {
			return "0", true
		}
	case intV:
		if n, ok := intLit(x.e); ok {
			return n.String(), true
		}
	case strV:
		if s, ok := x.e.StrVal(); ok {
			return value.StrRepr(s), true
		}
	case floatV:
		f, ok := x.e.FloatVal()
		if !ok || math.IsNaN(f) {
			return "", false
		}
		if f == math.Trunc(f) && !math.IsInf(f, 0) {
			n, _ := big.NewFloat(f).Int(nil)
			return n.String(), true
		}
		return value.FloatRepr(f), true
	}
	return "", false
}

// dictFieldTerm is the fact field of a dict argument v: its canonical
// text, or (ok false) a value left free.
func (l *lowerer) dictFieldTerm(v Value) (t term, ok bool) {
	if s, ok := canonDict(v); ok {
		if t, ok := strTerm(s); ok {
			return t, true
		}
	}
	return l.fresh(ir.UnsupportedPrefix, sortString), false
}

// dictCompare compiles a == b or a != b where one side is a dict field
// and the other a dict literal (or another dict field).
func dictCompare(eq bool, a, b Value) (term, bool) {
	side := func(v Value) (term, bool) {
		switch x := v.(type) {
		case *dictFieldV:
			return x.e, true
		case *dictV:
			s, ok := canonDict(x)
			if !ok {
				return nil, false
			}
			return strTerm(s)
		}
		return nil, false
	}
	_, aField := a.(*dictFieldV)
	_, bField := b.(*dictFieldV)
	if !aField && !bField {
		return nil, false
	}
	x, ok1 := side(a)
	y, ok2 := side(b)
	if !ok1 || !ok2 {
		return nil, false
	}
	t := dsl.App(dsl.OpEq, boolSort, nil, x, y)
	if !eq {
		return mkNot(t), true
	}
	return t, true
}
