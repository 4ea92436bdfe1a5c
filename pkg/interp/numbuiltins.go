package interp

import (
	"math"
	"math/big"

	"clauz3/pkg/python/ast"
)

// bDivmod is divmod(a, b): (a // b, a % b), raising as they do.
func bDivmod(in *Interp, a []Value, kw []kwArg, s spanT) Value {
	if len(kw) > 0 {
		panic(in.raise("TypeError", s, "divmod() takes no keyword arguments"))
	}
	if len(a) != 2 {
		panic(in.raise("TypeError", s, "divmod expected 2 arguments, got %d", len(a)))
	}
	_, okA := toNum(a[0])
	_, okB := toNum(a[1])
	if !okA || !okB {
		panic(in.raise("TypeError", s, "unsupported operand type(s) for divmod(): '%s' and '%s'", typeName(a[0]), typeName(a[1])))
	}
	if na, nb := mustNum(a[0]), mustNum(a[1]); (na.isFloat() || nb.isFloat()) && (nb.isFloat() && nb.F == 0 || !nb.isFloat() && nb.I.Sign() == 0) {
		panic(in.raise("ZeroDivisionError", s, "float divmod()"))
	}
	q := in.binary(ast.FloorDiv, a[0], a[1], s)
	return &Tuple{Elems: []Value{q, in.binary(ast.Mod, a[0], a[1], s)}}
}

// bPow is pow(a, b) (a ** b) and pow(a, b, m) for ints with b >= 0; a
// negative exponent with a modulus (a modular inverse) is refused.
func bPow(in *Interp, a []Value, kw []kwArg, s spanT) Value {
	for _, k := range kw {
		switch k.Name {
		case "base", "exp", "mod":
		default:
			panic(in.raise("TypeError", s, "'%s' is an invalid keyword argument for pow()", k.Name))
		}
	}
	if len(kw) > 0 {
		panic(in.unsupported(s, "pow() with keyword arguments"))
	}
	switch len(a) {
	case 2:
		return in.binary(ast.Pow, a[0], a[1], s)
	case 3:
	case 0:
		panic(in.raise("TypeError", s, "pow() missing required argument 'base' (pos 1)"))
	case 1:
		panic(in.raise("TypeError", s, "pow() missing required argument 'exp' (pos 2)"))
	default:
		panic(in.raise("TypeError", s, "pow() takes at most 3 arguments (%d given)", len(a)))
	}
	if _, none := a[2].(NoneType); none {
		return in.binary(ast.Pow, a[0], a[1], s)
	}
	var ns [3]*big.Int
	for i, x := range a {
		n, ok := toNum(x)
		if !ok {
			panic(in.raise("TypeError", s, "unsupported operand type(s) for ** or pow(): '%s', '%s', '%s'", typeName(a[0]), typeName(a[1]), typeName(a[2])))
		}
		if n.isFloat() {
			panic(in.raise("TypeError", s, "pow() 3rd argument not allowed unless all arguments are integers"))
		}
		ns[i] = n.I
	}
	base, exp, mod := ns[0], ns[1], ns[2]
	if mod.Sign() == 0 {
		panic(in.raise("ValueError", s, "pow() 3rd argument cannot be 0"))
	}
	if exp.Sign() < 0 {
		panic(in.limit(s, "refused, not computed by the interpreter: pow() with a negative exponent and a modulus (a modular inverse)"))
	}
	m := new(big.Int).Abs(mod)
	b := new(big.Int).Mod(base, m) // in [0, |m|)
	r := new(big.Int).Exp(b, exp, m)
	if mod.Sign() < 0 && r.Sign() != 0 {
		r.Add(r, mod) // Python's result takes the modulus's sign
	}
	return r
}

// bRound is round(x[, ndigits]): an int (or a bool) rounds to an int,
// with a negative ndigits half to even at that power of ten; a float
// without ndigits rounds half to even to an int. A float with ndigits
// (decimal rounding of a double) is refused.
func bRound(in *Interp, a []Value, kw []kwArg, s spanT) Value {
	args := append([]Value{}, a...)
	for _, k := range kw {
		i := map[string]int{"number": 0, "ndigits": 1}[k.Name]
		if k.Name != "number" && k.Name != "ndigits" {
			panic(in.raise("TypeError", s, "round() got an unexpected keyword argument '%s'", k.Name))
		}
		for len(args) <= i {
			args = append(args, nil)
		}
		if args[i] != nil {
			panic(in.raise("TypeError", s, "argument for round() given by name ('%s') and position (%d)", k.Name, i+1))
		}
		args[i] = k.Value
	}
	if len(args) > 2 {
		panic(in.raise("TypeError", s, "round() takes at most 2 arguments (%d given)", len(args)))
	}
	if len(args) == 0 || args[0] == nil {
		panic(in.raise("TypeError", s, "round() missing required argument 'number' (pos 1)"))
	}
	var nd Value = None
	if len(args) == 2 && args[1] != nil {
		nd = args[1]
	}
	x := args[0]
	n, ok := toNum(x)
	if !ok {
		panic(in.raise("TypeError", s, "type %s doesn't define __round__ method", typeName(x)))
	}
	if _, none := nd.(NoneType); none {
		if !n.isFloat() {
			return n.I
		}
		if math.IsNaN(n.F) {
			panic(in.raise("ValueError", s, "cannot convert float NaN to integer"))
		}
		if math.IsInf(n.F, 0) {
			panic(in.raise("OverflowError", s, "cannot convert float infinity to integer"))
		}
		r, _ := new(big.Float).SetFloat64(math.RoundToEven(n.F)).Int(nil)
		return r
	}
	d, ok := toNum(nd)
	if !ok || d.isFloat() {
		panic(in.raise("TypeError", s, "'%s' object cannot be interpreted as an integer", typeName(nd)))
	}
	if n.isFloat() {
		panic(in.limit(s, "refused, not computed by the interpreter: round() of a float with ndigits (decimal rounding of a double)"))
	}
	if d.I.Sign() >= 0 {
		return n.I
	}
	if d.I.CmpAbs(big.NewInt(maxStrDigits)) > 0 {
		panic(in.limit(s, "refused, not computed by the interpreter: round() to 10 ** %s", new(big.Int).Neg(d.I)))
	}
	p := new(big.Int).Exp(big.NewInt(10), new(big.Int).Neg(d.I), nil)
	q, r := new(big.Int).DivMod(n.I, p, new(big.Int)) // Euclidean: r >= 0, p > 0, so floor
	c := new(big.Int).Lsh(r, 1).Cmp(p)
	if c > 0 || c == 0 && q.Bit(0) == 1 {
		q.Add(q, bigOne)
	}
	return q.Mul(q, p)
}

func mustNum(v Value) num {
	n, _ := toNum(v)
	return n
}
