package dsl

import (
	"fmt"
	"math"
	"math/big"
	"strconv"

	"clauz3/pkg/python/value"
)

// PyRepr renders s as Python's repr(str) does.
//
// Deprecated: use value.StrRepr, of which this is another name.
func PyRepr(s string) string { return value.StrRepr(s) }

// PyFloatRepr spells f as a Python expression that evaluates to it: its
// repr when finite, float('nan'), float('inf') or -float('inf')
// otherwise (repr's nan and inf are not expressions).
func PyFloatRepr(f float64) string {
	r := value.FloatRepr(f)
	if math.IsNaN(f) || math.IsInf(f, 0) {
		sign, name := "", r
		if r[0] == '-' {
			sign, name = "-", r[1:]
		}
		return sign + "float('" + name + "')"
	}
	return r
}

// pyReprAny spells a Python value in a message.
func pyReprAny(v any) string {
	if f, ok := v.(float64); ok {
		return PyFloatRepr(f)
	}
	return value.Repr(v)
}

// pyFloatRat returns the exact rational of Python's repr of f, which is
// what z3py's RealVal(f) denotes.
func pyFloatRat(f float64) (*big.Rat, bool) {
	if math.IsNaN(f) || math.IsInf(f, 0) {
		return nil, false
	}
	r, ok := new(big.Rat).SetString(strconv.FormatFloat(f, 'g', -1, 64))
	return r, ok
}

// pyContains is Python's x in container for a str or a list display of
// Python values.
func pyContains(x any, container val) (bool, error) {
	if container.k == vPy {
		return value.Contains(container.py, x)
	}
	for _, v := range container.list {
		eq, err := value.Compare("==", x, v.py)
		if err != nil {
			return false, err
		}
		if eq {
			return true, nil
		}
	}
	return false, nil
}

// pyErr turns an error of package value into a message: a Python
// exception as CPython prints it, or why the value is not computed.
func pyErr(err error) string {
	if nm, ok := err.(*value.NotModelled); ok {
		return fmt.Sprintf("Python's result is not computed here: %s", nm.Msg)
	}
	return err.Error()
}
