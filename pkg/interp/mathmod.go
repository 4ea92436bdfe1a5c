package interp

// This file runs the part of the standard library's math module that
// pkg/lower models (its mathmod.go): the constants pi, e, tau, inf and
// nan (one object each, as the module's), floor, ceil and trunc (exact
// conversions to int), sqrt and fabs (IEEE 754, correctly rounded, as
// C's are) and isnan, isinf and isfinite, with CPython's errors. The
// module's other names are opaque (moduleAttr), refused when called.

import (
	"math"
	"math/big"

	"clauz3/pkg/python/value"
)

// mathFuncs are the functions of module math that are run.
var mathFuncs = []string{"floor", "ceil", "trunc", "sqrt", "fabs", "isnan", "isinf", "isfinite"}

// mathModule is the module object of math.
func mathModule() *Module {
	m := &Module{Name: "math", Globals: map[string]Value{"__name__": "math"}, Builtin: true, state: 2}
	for name, x := range map[string]float64{"pi": math.Pi, "e": math.E, "tau": 2 * math.Pi, "inf": math.Inf(1), "nan": math.NaN()} {
		m.Globals[name] = &Float{F: x}
	}
	for _, name := range mathFuncs {
		name := name
		m.Globals[name] = &Builtin{Name: name, Fn: func(in *Interp, a []Value, kw []kwArg, s spanT) Value {
			return in.mathCall(name, a, kw, s)
		}}
	}
	return m
}

// mathCall is math.<name>(x).
func (in *Interp) mathCall(name string, a []Value, kw []kwArg, s spanT) Value {
	if len(kw) > 0 {
		panic(in.unsupported(s, "math.%s with a keyword argument", name))
	}
	if len(a) != 1 {
		panic(in.raise("TypeError", s, "math.%s() takes exactly one argument (%d given)", name, len(a)))
	}
	n, ok := toNum(a[0])
	if !ok {
		if name == "trunc" {
			panic(in.raise("TypeError", s, "type %s doesn't define __trunc__ method", typeName(a[0])))
		}
		panic(in.raise("TypeError", s, "must be real number, not %s", typeName(a[0])))
	}
	switch name {
	case "floor", "ceil", "trunc":
		if !n.isFloat() {
			return new(big.Int).Set(n.I) // an int (or bool) is its own floor
		}
		switch {
		case math.IsNaN(n.F):
			panic(in.raise("ValueError", s, "cannot convert float NaN to integer"))
		case math.IsInf(n.F, 0):
			panic(in.raise("OverflowError", s, "cannot convert float infinity to integer"))
		}
		r := map[string]func(float64) float64{"floor": math.Floor, "ceil": math.Ceil, "trunc": math.Trunc}[name](n.F)
		i, _ := new(big.Float).SetFloat64(r).Int(nil)
		return i
	}
	x := n.F
	if !n.isFloat() {
		f, err := value.IntToFloat(n.I)
		if err != nil {
			panic(in.valueErr(err, s))
		}
		x = f
	}
	switch name {
	case "sqrt":
		if x < 0 {
			panic(in.raise("ValueError", s, "math domain error"))
		}
		return &Float{F: math.Sqrt(x)}
	case "fabs":
		return &Float{F: math.Abs(x)}
	case "isnan":
		return math.IsNaN(x)
	case "isinf":
		return math.IsInf(x, 0)
	}
	return !math.IsNaN(x) && !math.IsInf(x, 0)
}
