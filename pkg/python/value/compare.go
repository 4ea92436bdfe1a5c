package value

import (
	"math"
	"math/big"
	"strings"
)

// Compare applies the comparison operator op (==, !=, <, <=, >, >=) to
// a and b as CPython does: numbers (bool, int, float) compare exactly
// by value, NaN equal to nothing; str by code points; None equals only
// None; values of other types are unequal and unordered (TypeError).
func Compare(op string, a, b any) (bool, error) {
	x, ok1 := number(a)
	y, ok2 := number(b)
	if ok1 && ok2 {
		c, unordered := numCmp(x, y)
		if unordered {
			return op == "!=", nil
		}
		return cmpResult(op, c)
	}
	sa, ok1 := a.(string)
	sb, ok2 := b.(string)
	if ok1 && ok2 {
		// UTF-8 (and WTF-8) byte order is code point order.
		return cmpResult(op, strings.Compare(sa, sb))
	}
	ba, ok1 := a.([]byte)
	bb, ok2 := b.([]byte)
	if ok1 && ok2 {
		return cmpResult(op, strings.Compare(string(ba), string(bb)))
	}
	switch op {
	case "==", "!=":
		eq := a == nil && b == nil
		return eq == (op == "=="), nil
	case "<", "<=", ">", ">=":
		return false, raise("TypeError", "'%s' not supported between instances of '%s' and '%s'", op, TypeName(a), TypeName(b))
	}
	return false, notModelled("unknown comparison operator %q", op)
}

func cmpResult(op string, c int) (bool, error) {
	switch op {
	case "<":
		return c < 0, nil
	case "<=":
		return c <= 0, nil
	case ">":
		return c > 0, nil
	case ">=":
		return c >= 0, nil
	case "==":
		return c == 0, nil
	case "!=":
		return c != 0, nil
	}
	return false, notModelled("unknown comparison operator %q", op)
}

// numCmp compares two numbers exactly (an int with a float included);
// unordered is true when either is NaN.
func numCmp(x, y any) (c int, unordered bool) {
	if xi, ok := x.(*big.Int); ok {
		if yi, ok := y.(*big.Int); ok {
			return xi.Cmp(yi), false
		}
	}
	fx, ok1 := exactFloat(x)
	fy, ok2 := exactFloat(y)
	if !ok1 || !ok2 {
		return 0, true
	}
	return fx.Cmp(fy), false
}

func exactFloat(v any) (*big.Float, bool) {
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

// Contains is Python's x in s for a str s (a substring test); other
// containers are the caller's (their elements compare with Compare).
func Contains(s, x any) (bool, error) {
	str, ok := s.(string)
	if !ok {
		return false, raise("TypeError", "argument of type '%s' is not iterable", TypeName(s))
	}
	sub, ok := x.(string)
	if !ok {
		return false, raise("TypeError", "'in <string>' requires string as left operand, not %s", TypeName(x))
	}
	return strings.Contains(str, sub), nil
}
