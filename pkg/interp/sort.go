package interp

import (
	"math"
	"math/big"
	"sort"

	"clauz3/pkg/python/ast"
)

// sortOptions reads the keyword arguments of list.sort and sorted: key
// (None: no key) and reverse (an int, as CPython's converter).
func (in *Interp) sortOptions(kw []kwArg, s spanT) (key Value, rev bool) {
	for _, k := range kw {
		switch k.Name {
		case "key":
			if _, ok := k.Value.(NoneType); !ok {
				key = k.Value
			}
		case "reverse":
			n, ok := toNum(k.Value)
			if !ok || n.isFloat() {
				panic(in.raise("TypeError", s, "'%s' object cannot be interpreted as an integer", typeName(k.Value)))
			}
			rev = n.I.Sign() != 0
		default:
			panic(in.raise("TypeError", s, "'%s' is an invalid keyword argument for sort()", k.Name))
		}
	}
	return key, rev
}

// sortValues sorts xs in place as CPython 3.11's list.sort does. The
// keys are computed first (an exception leaves xs unchanged). A list of
// fewer than 64 elements is one run that CPython's timsort extends by
// binary insertion: that algorithm is reproduced comparison by
// comparison, so that a comparison that raises (a str and an int) raises
// the same exception and leaves xs in the same partly sorted order. A
// longer list is sorted only when its keys are totally ordered and
// comparing them cannot raise (all ints and bools, floats other than NaN
// among them, or all strs), where every stable sort agrees; otherwise it
// is refused.
func (in *Interp) sortValues(xs []Value, key Value, rev bool, s spanT) {
	n := len(xs)
	keys := xs
	if key != nil {
		keys = make([]Value, n)
		for i, x := range xs {
			keys[i] = in.call(key, []Value{x}, nil, s)
		}
	}
	if n < 2 {
		return
	}
	swap := func(i, j int) {
		xs[i], xs[j] = xs[j], xs[i]
		if key != nil {
			keys[i], keys[j] = keys[j], keys[i]
		}
	}
	reverse := func(lo, hi int) {
		for i, j := lo, hi-1; i < j; i, j = i+1, j-1 {
			swap(i, j)
		}
	}
	if rev {
		reverse(0, n)
		// CPython reverses back at the end, also when a comparison raised.
		defer reverse(0, n)
	}
	lt := func(a, b Value) bool {
		in.step(s)
		return in.order(ast.Lt, a, b, s)
	}
	if n >= 64 {
		if !totallyOrdered(keys) {
			panic(in.limit(s, "refused, not computed by the interpreter: sorting %d elements that are not all ints, all strs or all floats other than NaN", n))
		}
		idx := make([]int, n)
		for i := range idx {
			idx[i] = i
		}
		sort.SliceStable(idx, func(i, j int) bool { return lt(keys[idx[i]], keys[idx[j]]) })
		nx, nk := make([]Value, n), make([]Value, n)
		for i, j := range idx {
			nx[i], nk[i] = xs[j], keys[j]
		}
		copy(xs, nx)
		if key != nil {
			copy(keys, nk)
		}
		return
	}
	// count_run
	run := 2
	if lt(keys[1], keys[0]) {
		for run < n && lt(keys[run], keys[run-1]) {
			run++
		}
		reverse(0, run)
	} else {
		for run < n && !lt(keys[run], keys[run-1]) {
			run++
		}
	}
	// binarysort of [run, n) into the sorted prefix
	for start := run; start < n; start++ {
		pivot, pv := keys[start], xs[start]
		l, r := 0, start
		for l < r {
			p := l + (r-l)>>1
			if lt(pivot, keys[p]) {
				r = p
			} else {
				l = p + 1
			}
		}
		for p := start; p > l; p-- {
			xs[p] = xs[p-1]
			if key != nil {
				keys[p] = keys[p-1]
			}
		}
		xs[l] = pv
		if key != nil {
			keys[l] = pivot
		}
	}
}

// totallyOrdered reports whether < on keys is a total order that cannot
// raise: all strs, or all ints, bools and floats other than NaN.
func totallyOrdered(keys []Value) bool {
	strs, nums := 0, 0
	for _, k := range keys {
		switch x := k.(type) {
		case string:
			strs++
		case bool, *big.Int:
			nums++
		case *Float:
			if math.IsNaN(x.F) {
				return false
			}
			nums++
		default:
			return false
		}
	}
	return strs == len(keys) || nums == len(keys)
}
