package dsl

import (
	"errors"
	"fmt"
	"math"
	"math/big"
	"strings"
)

// Python-level arithmetic on literals, done before z3py ever sees them.

func pyNum(v any) (any, bool) {
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

func intToFloat(i *big.Int) (float64, error) {
	f, _ := new(big.Float).SetInt(i).Float64()
	if math.IsInf(f, 0) {
		return 0, errors.New("OverflowError: int too large to convert to float")
	}
	return f, nil
}

func pyUnary(op string, v any) (any, error) {
	n, ok := pyNum(v)
	if !ok {
		return nil, fmt.Errorf("bad operand type for unary %s: '%s'", op, pyTypeName(v))
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
		return nil, errors.New("bad operand type for unary ~: 'float'")
	}
	return nil, fmt.Errorf("unsupported unary operator %s", op)
}

const maxPyIntBits = 1 << 16

func pyBinary(op string, a, b any) (any, error) {
	if sa, ok := a.(string); ok {
		switch y := b.(type) {
		case string:
			if op == "+" {
				return sa + y, nil
			}
		case *big.Int, bool:
			if op == "*" {
				n, _ := pyNum(y)
				k := n.(*big.Int)
				if k.Sign() <= 0 {
					return "", nil
				}
				if !k.IsInt64() || int64(len(sa))*k.Int64() > 1<<20 {
					return nil, errors.New("string repetition too large")
				}
				return strings.Repeat(sa, int(k.Int64())), nil
			}
		}
		return nil, fmt.Errorf("unsupported operand type(s) for %s: 'str' and '%s'", op, pyTypeName(b))
	}
	if _, ok := b.(string); ok {
		if op == "*" {
			return pyBinary(op, b, a)
		}
		return nil, fmt.Errorf("unsupported operand type(s) for %s: '%s' and 'str'", op, pyTypeName(a))
	}
	x, ok1 := pyNum(a)
	y, ok2 := pyNum(b)
	if !ok1 || !ok2 {
		return nil, fmt.Errorf("unsupported operand type(s) for %s: '%s' and '%s'", op, pyTypeName(a), pyTypeName(b))
	}
	xi, xInt := x.(*big.Int)
	yi, yInt := y.(*big.Int)
	if xInt && yInt {
		switch op {
		case "+":
			return new(big.Int).Add(xi, yi), nil
		case "-":
			return new(big.Int).Sub(xi, yi), nil
		case "*":
			if xi.BitLen()+yi.BitLen() > maxPyIntBits {
				return nil, errors.New("integer result too large")
			}
			return new(big.Int).Mul(xi, yi), nil
		case "/":
			if yi.Sign() == 0 {
				return nil, errors.New("ZeroDivisionError: division by zero")
			}
			// Python rounds the exact quotient once.
			q, _ := new(big.Rat).SetFrac(xi, yi).Float64()
			if math.IsInf(q, 0) {
				return nil, errors.New("OverflowError: integer division result too large for a float")
			}
			return q, nil
		case "//", "%":
			if yi.Sign() == 0 {
				return nil, errors.New("ZeroDivisionError: integer division or modulo by zero")
			}
			q, m := floorDivMod(xi, yi)
			if op == "//" {
				return q, nil
			}
			return m, nil
		case "**":
			if yi.Sign() < 0 {
				fx, err := intToFloat(xi)
				if err != nil {
					return nil, err
				}
				fy, _ := intToFloat(yi)
				if fx == 0 {
					return nil, errors.New("ZeroDivisionError: 0.0 cannot be raised to a negative power")
				}
				return math.Pow(fx, fy), nil
			}
			if !yi.IsInt64() || int64(xi.BitLen())*yi.Int64() > maxPyIntBits {
				if xi.CmpAbs(big.NewInt(1)) > 0 {
					return nil, errors.New("integer result too large")
				}
			}
			return new(big.Int).Exp(xi, yi, nil), nil
		case "<<", ">>":
			if yi.Sign() < 0 {
				return nil, errors.New("ValueError: negative shift count")
			}
			if !yi.IsInt64() || yi.Int64() > maxPyIntBits {
				return nil, errors.New("shift count too large")
			}
			if op == "<<" {
				return new(big.Int).Lsh(xi, uint(yi.Int64())), nil
			}
			return new(big.Int).Rsh(xi, uint(yi.Int64())), nil
		case "&":
			return new(big.Int).And(xi, yi), nil
		case "|":
			return new(big.Int).Or(xi, yi), nil
		case "^":
			return new(big.Int).Xor(xi, yi), nil
		}
		return nil, fmt.Errorf("unsupported operand type(s) for %s: 'int' and 'int'", op)
	}
	var fx, fy float64
	var err error
	if xInt {
		if fx, err = intToFloat(xi); err != nil {
			return nil, err
		}
	} else {
		fx = x.(float64)
	}
	if yInt {
		if fy, err = intToFloat(yi); err != nil {
			return nil, err
		}
	} else {
		fy = y.(float64)
	}
	switch op {
	case "+":
		return fx + fy, nil
	case "-":
		return fx - fy, nil
	case "*":
		return fx * fy, nil
	case "/":
		if fy == 0 {
			return nil, errors.New("ZeroDivisionError: float division by zero")
		}
		return fx / fy, nil
	case "//", "%":
		if fy == 0 {
			return nil, errors.New("ZeroDivisionError: float modulo")
		}
		d, m := floatDivMod(fx, fy)
		if op == "//" {
			return d, nil
		}
		return m, nil
	case "**":
		if fx == 0 && fy < 0 {
			return nil, errors.New("ZeroDivisionError: 0.0 cannot be raised to a negative power")
		}
		if fx < 0 && fy != math.Trunc(fy) {
			return nil, errors.New("complex results are not supported")
		}
		r := math.Pow(fx, fy)
		if math.IsInf(r, 0) && !math.IsInf(fx, 0) && !math.IsInf(fy, 0) {
			return nil, errors.New("OverflowError: (34, 'Numerical result out of range')")
		}
		return r, nil
	}
	return nil, fmt.Errorf("unsupported operand type(s) for %s: '%s' and '%s'", op, pyTypeName(a), pyTypeName(b))
}

// floorDivMod is Python's divmod on ints.
func floorDivMod(x, y *big.Int) (*big.Int, *big.Int) {
	q, m := new(big.Int).QuoRem(x, y, new(big.Int))
	if m.Sign() != 0 && (m.Sign() < 0) != (y.Sign() < 0) {
		q.Sub(q, big.NewInt(1))
		m.Add(m, y)
	}
	return q, m
}

// floatDivMod is CPython's float_divmod.
func floatDivMod(vx, wx float64) (float64, float64) {
	mod := math.Mod(vx, wx)
	div := (vx - mod) / wx
	if mod != 0 {
		if (wx < 0) != (mod < 0) {
			mod += wx
			div -= 1.0
		}
	} else {
		mod = math.Copysign(0, wx)
	}
	var floordiv float64
	if div != 0 {
		floordiv = math.Floor(div)
		if div-floordiv > 0.5 {
			floordiv += 1.0
		}
	} else {
		floordiv = math.Copysign(0, vx/wx)
	}
	return floordiv, mod
}

// pyCompare compares two Python values as Python does.
func pyCompare(op string, a, b any) (bool, error) {
	x, ok1 := pyNum(a)
	y, ok2 := pyNum(b)
	if ok1 && ok2 {
		c, unordered := numCmp(x, y)
		if unordered {
			return op == "!=", nil
		}
		return cmpResult(op, c), nil
	}
	sa, ok1 := a.(string)
	sb, ok2 := b.(string)
	if ok1 && ok2 {
		return cmpResult(op, strings.Compare(sa, sb)), nil
	}
	if op == "==" || op == "!=" {
		eq := a == nil && b == nil
		return eq == (op == "=="), nil
	}
	return false, fmt.Errorf("TypeError: '%s' not supported between instances of '%s' and '%s'", op, pyTypeName(a), pyTypeName(b))
}

func cmpResult(op string, c int) bool {
	switch op {
	case "<":
		return c < 0
	case "<=":
		return c <= 0
	case ">":
		return c > 0
	case ">=":
		return c >= 0
	case "==":
		return c == 0
	case "!=":
		return c != 0
	}
	return false
}

// numCmp compares Python numbers exactly (int vs float included).
func numCmp(x, y any) (int, bool) {
	toF := func(v any) (*big.Float, bool) {
		switch v := v.(type) {
		case *big.Int:
			return new(big.Float).SetInt(v), true
		case float64:
			if math.IsNaN(v) {
				return nil, false
			}
			return big.NewFloat(v), true
		}
		return nil, false
	}
	if xi, ok := x.(*big.Int); ok {
		if yi, ok := y.(*big.Int); ok {
			return xi.Cmp(yi), false
		}
	}
	fx, ok1 := toF(x)
	fy, ok2 := toF(y)
	if !ok1 || !ok2 {
		return 0, true
	}
	return fx.Cmp(fy), false
}

func pyContains(x any, container value) (bool, error) {
	if container.k == vPy {
		s, ok := container.py.(string)
		if !ok {
			return false, fmt.Errorf("TypeError: argument of type '%s' is not iterable", pyTypeName(container.py))
		}
		sub, ok := x.(string)
		if !ok {
			return false, fmt.Errorf("TypeError: 'in <string>' requires string as left operand, not %s", pyTypeName(x))
		}
		return strings.Contains(s, sub), nil
	}
	for _, v := range container.list {
		eq, err := pyCompare("==", x, v.py)
		if err != nil {
			return false, err
		}
		if eq {
			return true, nil
		}
	}
	return false, nil
}
