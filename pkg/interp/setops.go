package interp

import (
	"clauz3/pkg/python/ast"
)

// A set's elements are the keys of its dict. The operations below follow
// CPython 3.11's setobject.c: which of two equal elements a result holds
// (1 or True or 1.0) is the one CPython keeps, and an unhashable element
// of an iterable argument raises TypeError when CPython hashes it. A
// result's insertion order is not CPython's hash order; iterating a set
// is refused elsewhere, so it is never observed.

func (in *Interp) copySet(o *Set) *Set {
	d := newDict()
	o.D.each(func(k, _ Value) bool { d.set(k, None); return true })
	return &Set{D: d}
}

// setAdd adds k unless an equal element is present (which is kept).
func (in *Interp) setAdd(o *Set, k Value, s spanT) {
	in.mustHash(k, s)
	in.step(s)
	if _, ok := o.D.get(k); !ok {
		o.D.set(k, None)
	}
}

// setHas is set_contains_key: a set as the key is looked up as a
// frozenset, which no set of this interpreter can hold.
func (in *Interp) setHas(o *Set, k Value, s spanT) bool {
	if _, ok := k.(*Set); ok {
		return false
	}
	in.mustHash(k, s)
	in.step(s)
	_, ok := o.D.get(k)
	return ok
}

// elemsOf returns the elements of an argument of a set method: a set's
// or a dict's keys, or any iterable's items in order.
func (in *Interp) elemsOf(v Value, s spanT) []Value {
	switch o := v.(type) {
	case *Set:
		return o.D.keys()
	case *Dict:
		return o.keys()
	}
	return in.toSlice(v, s)
}

// setFrom is set(iterable).
func (in *Interp) setFrom(v Value, s spanT) *Set {
	r := &Set{D: newDict()}
	for _, k := range in.elemsOf(v, s) {
		in.setAdd(r, k, s)
	}
	return r
}

func (in *Interp) setUnion(o *Set, others []Value, s spanT) *Set {
	r := in.copySet(o)
	for _, x := range others {
		for _, k := range in.elemsOf(x, s) {
			in.setAdd(r, k, s)
		}
	}
	return r
}

// setIntersection is set_intersection: with a set, the elements come
// from the smaller operand (the argument when the sizes are equal); with
// another iterable, from the iterable.
func (in *Interp) setIntersection(o *Set, other Value, s spanT) *Set {
	r := &Set{D: newDict()}
	if ov, ok := other.(*Set); ok {
		small, big := ov, o
		if ov.D.n > o.D.n {
			small, big = o, ov
		}
		small.D.each(func(k, _ Value) bool {
			if in.setHas(big, k, s) {
				in.setAdd(r, k, s)
			}
			return true
		})
		return r
	}
	for _, k := range in.elemsOf(other, s) {
		if in.setHas(o, k, s) {
			in.setAdd(r, k, s)
		}
	}
	return r
}

func (in *Interp) setDifference(o *Set, other Value, s spanT) *Set {
	if ov, ok := other.(*Set); ok {
		r := &Set{D: newDict()}
		o.D.each(func(k, _ Value) bool {
			if !in.setHas(ov, k, s) {
				in.setAdd(r, k, s)
			}
			return true
		})
		return r
	}
	r := in.copySet(o)
	for _, k := range in.elemsOf(other, s) {
		in.mustHash(k, s)
		in.step(s)
		r.D.del(k)
	}
	return r
}

func (in *Interp) setSymmetricDifference(o *Set, other Value, s spanT) *Set {
	ov, ok := other.(*Set)
	if !ok {
		ov = in.setFrom(other, s)
	}
	r := in.copySet(o)
	ov.D.each(func(k, _ Value) bool {
		in.step(s)
		if _, found := r.D.get(k); found {
			r.D.del(k)
		} else {
			r.D.set(k, None)
		}
		return true
	})
	return r
}

// setSubset is a <= b for two sets.
func (in *Interp) setSubset(a, b *Set, s spanT) bool {
	if a.D.n > b.D.n {
		return false
	}
	sub := true
	a.D.each(func(k, _ Value) bool {
		sub = in.setHas(b, k, s)
		return sub
	})
	return sub
}

// setOrder is an ordering comparison of two sets (subset and superset).
func (in *Interp) setOrder(op ast.CmpOp, a, b *Set, s spanT) bool {
	switch op {
	case ast.Lt:
		return a.D.n < b.D.n && in.setSubset(a, b, s)
	case ast.LtE:
		return in.setSubset(a, b, s)
	case ast.Gt:
		return a.D.n > b.D.n && in.setSubset(b, a, s)
	}
	return in.setSubset(b, a, s)
}

// setBinary is a <op> b for two sets, or nil for another operator.
func (in *Interp) setBinary(op ast.Operator, a, b *Set, s spanT) *Set {
	switch op {
	case ast.BitOr:
		return in.setUnion(a, []Value{b}, s)
	case ast.BitAnd:
		return in.setIntersection(a, b, s)
	case ast.Sub:
		return in.setDifference(a, b, s)
	case ast.BitXor:
		return in.setSymmetricDifference(a, b, s)
	}
	return nil
}

// setMethod returns the bound method o.name of a set, or nil.
func (in *Interp) setMethod(o *Set, name string) Value {
	bind := func(fn func(in *Interp, a []Value, kw []kwArg, s spanT) Value) Value {
		return &Builtin{Name: "set." + name, Fn: fn}
	}
	varargs := func(a []Value, kw []kwArg, s spanT) {
		if len(kw) > 0 {
			panic(in.raise("TypeError", s, "set.%s() takes no keyword arguments", name))
		}
	}
	switch name {
	case "add":
		return bind(func(in *Interp, a []Value, kw []kwArg, s spanT) Value {
			in.oneArg("set.add", a, kw, s)
			in.setAdd(o, a[0], s)
			return None
		})
	case "discard":
		return bind(func(in *Interp, a []Value, kw []kwArg, s spanT) Value {
			in.oneArg("set.discard", a, kw, s)
			if in.setHas(o, a[0], s) {
				o.D.del(a[0])
			}
			return None
		})
	case "remove":
		return bind(func(in *Interp, a []Value, kw []kwArg, s spanT) Value {
			in.oneArg("set.remove", a, kw, s)
			if !in.setHas(o, a[0], s) {
				if _, ok := a[0].(*Set); ok {
					panic(in.unsupported(s, "set.remove of a set (CPython's KeyError prints it in hash order)"))
				}
				panic(in.raise("KeyError", s, "%s", in.safeRepr(a[0])))
			}
			o.D.del(a[0])
			return None
		})
	case "copy":
		return bind(func(in *Interp, a []Value, kw []kwArg, s spanT) Value {
			in.noArgs("set.copy", a, kw, s)
			return in.copySet(o)
		})
	case "union":
		return bind(func(in *Interp, a []Value, kw []kwArg, s spanT) Value {
			varargs(a, kw, s)
			return in.setUnion(o, a, s)
		})
	case "intersection":
		return bind(func(in *Interp, a []Value, kw []kwArg, s spanT) Value {
			varargs(a, kw, s)
			r := in.copySet(o)
			for _, x := range a {
				r = in.setIntersection(r, x, s)
			}
			return r
		})
	case "difference":
		return bind(func(in *Interp, a []Value, kw []kwArg, s spanT) Value {
			varargs(a, kw, s)
			r := in.copySet(o)
			for _, x := range a {
				r = in.setDifference(r, x, s)
			}
			return r
		})
	case "symmetric_difference":
		return bind(func(in *Interp, a []Value, kw []kwArg, s spanT) Value {
			in.oneArg("set.symmetric_difference", a, kw, s)
			return in.setSymmetricDifference(o, a[0], s)
		})
	case "isdisjoint":
		return bind(func(in *Interp, a []Value, kw []kwArg, s spanT) Value {
			in.oneArg("set.isdisjoint", a, kw, s)
			if ov, ok := a[0].(*Set); ok {
				small, big := o, ov
				if ov.D.n < o.D.n {
					small, big = ov, o
				}
				disjoint := true
				small.D.each(func(k, _ Value) bool {
					disjoint = !in.setHas(big, k, s)
					return disjoint
				})
				return disjoint
			}
			it := in.iterate(a[0], s)
			for {
				k, ok := it()
				if !ok {
					return true
				}
				if in.setHas(o, k, s) {
					return false
				}
			}
		})
	case "issubset":
		return bind(func(in *Interp, a []Value, kw []kwArg, s spanT) Value {
			in.oneArg("set.issubset", a, kw, s)
			ov, ok := a[0].(*Set)
			if !ok {
				ov = in.setFrom(a[0], s)
			}
			return in.setSubset(o, ov, s)
		})
	case "issuperset":
		return bind(func(in *Interp, a []Value, kw []kwArg, s spanT) Value {
			in.oneArg("set.issuperset", a, kw, s)
			if ov, ok := a[0].(*Set); ok {
				return in.setSubset(ov, o, s)
			}
			it := in.iterate(a[0], s)
			for {
				k, ok := it()
				if !ok {
					return true
				}
				if !in.setHas(o, k, s) {
					return false
				}
			}
		})
	}
	return nil
}

// setView is a keys or items view as a set (its elements in the dict's
// order), or nil for another value. An items view whose values are not
// all hashable is refused: CPython compares it by lookups and ==, which a
// set of its pairs cannot stand for.
func (in *Interp) setView(v Value, s spanT) *Set {
	dv, ok := v.(*DictView)
	if !ok || dv.Kind == "values" {
		return nil
	}
	r := &Set{D: newDict()}
	for _, e := range in.viewElems(dv) {
		if !hashable(e) {
			panic(in.unsupported(s, "a set operation on the items of a dict holding an unhashable value"))
		}
		r.D.set(e, None)
	}
	return r
}

// viewBinary is a <op> b where one operand is a keys or items view
// (CPython's dictviews_or, _sub, _xor and _PyDictView_Intersect: the
// other operand may be any iterable), or nil when neither is.
func (in *Interp) viewBinary(op ast.Operator, a, b Value, s spanT) *Set {
	va, vb := in.setView(a, s), in.setView(b, s)
	if va == nil && vb == nil {
		return nil
	}
	switch op {
	case ast.BitOr, ast.Sub, ast.BitXor:
		left := va
		if left == nil {
			left = in.setFrom(a, s)
		}
		switch op {
		case ast.BitOr:
			return in.setUnion(left, []Value{b}, s)
		case ast.Sub:
			r := in.copySet(left)
			for _, k := range in.elemsOf(b, s) {
				in.mustHash(k, s)
				r.D.del(k)
			}
			return r
		}
		return in.setSymmetricDifference(left, b, s)
	case ast.BitAnd:
		self, other := va, b
		if self == nil {
			self, other = vb, a
		}
		if os, ok := other.(*Set); ok && self.D.n <= os.D.n {
			return in.setIntersection(os, &List{Elems: self.D.keys()}, s)
		}
		r := &Set{D: newDict()}
		for _, k := range in.elemsOf(other, s) {
			if in.setHas(self, k, s) {
				in.setAdd(r, k, s)
			}
		}
		return r
	}
	return nil
}
