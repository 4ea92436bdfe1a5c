package value

import (
	"errors"
	"math"
	"math/big"
	"strings"
)

// The operators, spelled as in Python source.
//
// Binary: + - * / // % ** << >> & | ^ @.
// Unary: + - ~ not.
// Comparison: == != < <= > >= (Compare) and in, not in (Contains).

// number returns v as an int or a float (a bool is an int); ok is false
// for other types.
func number(v any) (any, bool) {
	switch x := v.(type) {
	case bool:
		if x {
			return big.NewInt(1), true
		}
		return big.NewInt(0), true
	case *big.Int, float64:
		return x, true
	}
	return nil, false
}

// IntToFloat is Python's float(i): rounded half to even, OverflowError
// when the rounded value is not finite.
func IntToFloat(i *big.Int) (float64, error) {
	f, _ := new(big.Float).SetInt(i).Float64()
	if math.IsInf(f, 0) {
		return 0, raise("OverflowError", "int too large to convert to float")
	}
	return f, nil
}

// UnaryOp applies the unary operator op (+, -, ~ or not) to v.
func UnaryOp(op string, v any) (any, error) {
	if op == "not" {
		return !Truth(v), nil
	}
	n, ok := number(v)
	if !ok {
		return nil, raise("TypeError", "bad operand type for unary %s: '%s'", op, TypeName(v))
	}
	switch op {
	case "+":
		return n, nil
	case "-":
		if i, ok := n.(*big.Int); ok {
			return new(big.Int).Neg(i), nil
		}
		return -n.(float64), nil
	case "~":
		if i, ok := n.(*big.Int); ok {
			return new(big.Int).Not(i), nil
		}
		return nil, raise("TypeError", "bad operand type for unary ~: 'float'")
	}
	return nil, notModelled("unknown unary operator %q", op)
}

func unsupported(op string, a, b any) error {
	name := op
	if op == "**" {
		name = "** or pow()"
	}
	return raise("TypeError", "unsupported operand type(s) for %s: '%s' and '%s'", name, TypeName(a), TypeName(b))
}

// BinaryOp applies the binary operator op to a and b as CPython does.
func BinaryOp(op string, a, b any) (any, error) {
	if s, ok := a.(string); ok {
		return strBinary(op, s, a, b)
	}
	if s, ok := b.(string); ok {
		if op == "*" {
			if isInt(a) {
				return repeat(s, a)
			}
			return nil, raise("TypeError", "can't multiply sequence by non-int of type '%s'", TypeName(a))
		}
		return nil, unsupported(op, a, b)
	}
	if ba, ok := a.(bool); ok {
		if bb, ok := b.(bool); ok {
			switch op {
			case "&":
				return ba && bb, nil
			case "|":
				return ba || bb, nil
			case "^":
				return ba != bb, nil
			}
		}
	}
	x, ok1 := number(a)
	y, ok2 := number(b)
	if !ok1 || !ok2 {
		return nil, unsupported(op, a, b)
	}
	xi, xInt := x.(*big.Int)
	yi, yInt := y.(*big.Int)
	if xInt && yInt {
		r, err := intBinary(op, xi, yi)
		if err == errUnsupported {
			return nil, unsupported(op, a, b)
		}
		return r, err
	}
	switch op {
	case "<<", ">>", "&", "|", "^", "@":
		return nil, unsupported(op, a, b)
	}
	var fx, fy float64
	var err error
	if xInt {
		if fx, err = IntToFloat(xi); err != nil {
			return nil, err
		}
	} else {
		fx = x.(float64)
	}
	if yInt {
		if fy, err = IntToFloat(yi); err != nil {
			return nil, err
		}
	} else {
		fy = y.(float64)
	}
	r, err := floatBinary(op, fx, fy)
	if err == errUnsupported {
		return nil, unsupported(op, a, b)
	}
	return r, err
}

func isInt(v any) bool {
	switch v.(type) {
	case bool, *big.Int:
		return true
	}
	return false
}

func strBinary(op, s string, a, b any) (any, error) {
	switch op {
	case "+":
		if t, ok := b.(string); ok {
			if len(s)+len(t) > MaxStrLen {
				return nil, notModelled("a str longer than %d bytes", MaxStrLen)
			}
			return s + t, nil
		}
		return nil, raise("TypeError", "can only concatenate str (not \"%s\") to str", TypeName(b))
	case "*":
		if isInt(b) {
			return repeat(s, b)
		}
		return nil, raise("TypeError", "can't multiply sequence by non-int of type '%s'", TypeName(b))
	case "%":
		return nil, notModelled("str %% formatting")
	}
	return nil, unsupported(op, a, b)
}

// repeat is s * k.
func repeat(s string, k any) (any, error) {
	n, _ := number(k)
	c := n.(*big.Int)
	if !c.IsInt64() {
		return nil, raise("OverflowError", "cannot fit 'int' into an index-sized integer")
	}
	if c.Sign() <= 0 || s == "" {
		return "", nil
	}
	if !c.IsInt64() || c.Int64() > int64(MaxStrLen/len(s)) {
		return nil, notModelled("a str longer than %d bytes", MaxStrLen)
	}
	return strings.Repeat(s, int(c.Int64())), nil
}

func tooLarge() error {
	return notModelled("an int of more than %d bits", MaxIntBits)
}

func intBinary(op string, x, y *big.Int) (any, error) {
	switch op {
	case "+":
		return new(big.Int).Add(x, y), nil
	case "-":
		return new(big.Int).Sub(x, y), nil
	case "*":
		if x.BitLen()+y.BitLen() > MaxIntBits {
			return nil, tooLarge()
		}
		return new(big.Int).Mul(x, y), nil
	case "/":
		if y.Sign() == 0 {
			return nil, raise("ZeroDivisionError", "division by zero")
		}
		if x.Sign() == 0 && y.Sign() < 0 {
			return math.Copysign(0, -1), nil
		}
		// CPython rounds the exact quotient once.
		q, _ := new(big.Rat).SetFrac(x, y).Float64()
		if math.IsInf(q, 0) {
			return nil, raise("OverflowError", "integer division result too large for a float")
		}
		return q, nil
	case "//":
		if y.Sign() == 0 {
			return nil, raise("ZeroDivisionError", "integer division or modulo by zero")
		}
		q, _ := FloorDivMod(x, y)
		return q, nil
	case "%":
		if y.Sign() == 0 {
			return nil, raise("ZeroDivisionError", "integer modulo by zero")
		}
		_, m := FloorDivMod(x, y)
		return m, nil
	case "**":
		if y.Sign() < 0 {
			// int.__pow__ with a negative exponent is float's.
			fx, err := IntToFloat(x)
			if err != nil {
				return nil, err
			}
			fy, err := IntToFloat(y)
			if err != nil {
				return nil, err
			}
			return floatPow(fx, fy)
		}
		if x.CmpAbs(big.NewInt(1)) > 0 && (!y.IsInt64() || y.Int64() > MaxIntBits || int64(x.BitLen()-1)*y.Int64() > MaxIntBits) {
			return nil, tooLarge()
		}
		return new(big.Int).Exp(x, y, nil), nil
	case "<<":
		if y.Sign() < 0 {
			return nil, raise("ValueError", "negative shift count")
		}
		if x.Sign() == 0 {
			return new(big.Int), nil
		}
		if !y.IsInt64() || y.Int64() > MaxIntBits || int64(x.BitLen())+y.Int64() > MaxIntBits {
			return nil, tooLarge()
		}
		return new(big.Int).Lsh(x, uint(y.Int64())), nil
	case ">>":
		if y.Sign() < 0 {
			return nil, raise("ValueError", "negative shift count")
		}
		if !y.IsInt64() || y.Int64() >= int64(x.BitLen()) {
			if x.Sign() < 0 {
				return big.NewInt(-1), nil
			}
			return new(big.Int), nil
		}
		return new(big.Int).Rsh(x, uint(y.Int64())), nil
	case "&":
		return new(big.Int).And(x, y), nil
	case "|":
		return new(big.Int).Or(x, y), nil
	case "^":
		return new(big.Int).Xor(x, y), nil
	}
	return nil, errUnsupported
}

// errUnsupported stands for the TypeError that names the operand types.
var errUnsupported = errors.New("unsupported operand types")

func floatBinary(op string, x, y float64) (any, error) {
	switch op {
	case "+":
		return x + y, nil
	case "-":
		return x - y, nil
	case "*":
		return x * y, nil
	case "/":
		if y == 0 {
			return nil, raise("ZeroDivisionError", "float division by zero")
		}
		return x / y, nil
	case "//":
		if y == 0 {
			return nil, raise("ZeroDivisionError", "float floor division by zero")
		}
		q, _ := FloatDivMod(x, y)
		return q, nil
	case "%":
		if y == 0 {
			return nil, raise("ZeroDivisionError", "float modulo")
		}
		_, m := FloatDivMod(x, y)
		return m, nil
	case "**":
		return floatPow(x, y)
	}
	return nil, errUnsupported
}

// FloorDivMod is Python's divmod on ints (y != 0): the quotient rounded
// toward negative infinity and the remainder with the sign of y.
func FloorDivMod(x, y *big.Int) (q, m *big.Int) {
	q, m = new(big.Int).QuoRem(x, y, new(big.Int))
	if m.Sign() != 0 && (m.Sign() < 0) != (y.Sign() < 0) {
		q.Sub(q, big.NewInt(1))
		m.Add(m, y)
	}
	return q, m
}

// FloatDivMod is CPython's float divmod (y != 0), _float_div_mod in
// floatobject.c step by step.
func FloatDivMod(x, y float64) (floordiv, mod float64) {
	mod = math.Mod(x, y)
	div := (x - mod) / y
	if mod != 0 {
		if (y < 0) != (mod < 0) {
			mod += y
			div -= 1.0
		}
	} else {
		mod = math.Copysign(0, y)
	}
	if div != 0 {
		floordiv = math.Floor(div)
		if div-floordiv > 0.5 {
			floordiv += 1.0
		}
	} else {
		floordiv = math.Copysign(0, x/y)
	}
	return floordiv, mod
}

// isOddInteger is DOUBLE_IS_ODD_INTEGER of floatobject.c.
func isOddInteger(f float64) bool {
	return math.Mod(f, 2) == 1 || math.Mod(f, 2) == -1
}

// floatPow is CPython's float_pow, special cases in its order. The
// platform's pow is computed here only for integral exponents, exactly
// and then rounded; a result too close to a rounding boundary for the C
// library's pow to be sure to agree, or a non-integral exponent, is
// NotModelled.
func floatPow(iv, iw float64) (any, error) {
	switch {
	case iw == 0:
		return 1.0, nil
	case math.IsNaN(iv):
		return iv, nil
	case math.IsNaN(iw):
		if iv == 1 {
			return 1.0, nil
		}
		return iw, nil
	case math.IsInf(iw, 0):
		iv = math.Abs(iv)
		if iv == 1 {
			return 1.0, nil
		}
		if (iw > 0) == (iv > 1) {
			return math.Abs(iw), nil
		}
		return 0.0, nil
	case math.IsInf(iv, 0):
		odd := isOddInteger(iw)
		if iw > 0 {
			if odd {
				return iv, nil
			}
			return math.Abs(iv), nil
		}
		if odd {
			return math.Copysign(0, iv), nil
		}
		return 0.0, nil
	case iv == 0:
		odd := isOddInteger(iw)
		if iw < 0 {
			return nil, raise("ZeroDivisionError", "0.0 cannot be raised to a negative power")
		}
		if odd {
			return iv, nil
		}
		return 0.0, nil
	case iv == 1:
		return 1.0, nil
	}
	negate := false
	if iv < 0 {
		if iw != math.Floor(iw) {
			return nil, notModelled("a negative float to a non-integral power is a complex number")
		}
		iv = -iv
		negate = isOddInteger(iw)
	}
	if iv == 1 {
		if negate {
			return -1.0, nil
		}
		return 1.0, nil
	}
	r, err := powExact(iv, iw)
	if err != nil {
		return nil, err
	}
	if negate {
		r = -r
	}
	return r, nil
}

// powExact is x ** y for a finite x > 0, x != 1 and a finite y != 0,
// rounded to nearest; OverflowError as CPython's when the result is not
// finite.
func powExact(x, y float64) (float64, error) {
	if y != math.Floor(y) {
		return 0, notModelled("a float power with a non-integral exponent (C libraries round it differently)")
	}
	// log2 of the result, to a relative error far below the margins
	// used: past the float range the answer is an overflow or zero
	// whatever the digits.
	l := y * math.Log2(x)
	if l > 1030 {
		return 0, raise("OverflowError", "(34, 'Numerical result out of range')")
	}
	if l < -1080 {
		return 0, nil
	}
	if math.Abs(y) > 4096 {
		return 0, notModelled("a float power with an exponent above 4096")
	}
	xr := new(big.Rat).SetFloat64(x)
	n := big.NewInt(int64(math.Abs(y)))
	num := new(big.Int).Exp(xr.Num(), n, nil)
	den := new(big.Int).Exp(xr.Denom(), n, nil)
	if y < 0 {
		num, den = den, num
	}
	exact := new(big.Rat).SetFrac(num, den)
	f, _ := exact.Float64()
	if math.IsInf(f, 0) {
		return 0, raise("OverflowError", "(34, 'Numerical result out of range')")
	}
	if new(big.Rat).SetFloat64(f).Cmp(exact) == 0 {
		return f, nil
	}
	if f == 0 || isSubnormal(f) {
		return 0, notModelled("a float power that underflows")
	}
	// The C library's pow errs by up to about 0.52 ulp: it agrees with
	// the correctly rounded f unless the exact value lies within 0.02 ulp
	// of the midpoint between f and a neighbour.
	ulp := ulpRat(f)
	diff := new(big.Rat).Sub(exact, new(big.Rat).SetFloat64(f))
	diff.Abs(diff)
	dist := new(big.Rat).Sub(new(big.Rat).Mul(ulp, big.NewRat(1, 2)), diff)
	if dist.Cmp(new(big.Rat).Mul(ulp, big.NewRat(1, 50))) < 0 {
		return 0, notModelled("a float power too close to a rounding boundary")
	}
	return f, nil
}

func isSubnormal(f float64) bool {
	return f != 0 && math.Abs(f) < 0x1p-1022
}

// ulpRat is the distance from |f| to the next float away from zero.
func ulpRat(f float64) *big.Rat {
	a := math.Abs(f)
	next := math.Nextafter(a, math.Inf(1))
	if math.IsInf(next, 0) {
		next = math.Nextafter(a, 0)
		return new(big.Rat).Sub(new(big.Rat).SetFloat64(a), new(big.Rat).SetFloat64(next))
	}
	return new(big.Rat).Sub(new(big.Rat).SetFloat64(next), new(big.Rat).SetFloat64(a))
}
