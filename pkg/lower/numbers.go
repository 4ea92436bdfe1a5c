package lower

import (
	"errors"
	"math"
	"math/big"
	"strconv"
	"strings"

	"clauz3/pkg/diag"
	"clauz3/pkg/dsl"
	"clauz3/pkg/python/value"
)

// Python compares an int with a float exactly, by value, never after
// rounding the int to a double (2**53 + 1 != 2.0**53), while arithmetic
// mixing the two converts the int to the nearest double first (and
// raises OverflowError when it has none). The functions here keep the
// two apart.

// isFloat reports whether v is a float.
func isFloat(v Value) bool { _, ok := v.(floatV); return ok }

// intConst is the value of an int or bool whose value is known.
func intConst(v Value) (*big.Int, bool) {
	e, ok := asInt(v)
	if !ok {
		return nil, false
	}
	if b, ok := v.(boolV); ok {
		switch {
		case isTrue(b.e):
			return big.NewInt(1), true
		case isFalse(b.e):
			return big.NewInt(0), true
		}
		return nil, false
	}
	return intLit(e)
}

// toFloat converts an int or bool operand of float arithmetic to a
// float as CPython does (round to nearest, ties to even; OverflowError
// when the int is too large for a double). A float is returned as is.
func (f *frame) toFloat(v Value, span diag.Span) (floatV, bool) {
	if x, ok := v.(floatV); ok {
		return x, true
	}
	if n, ok := intConst(v); ok {
		fl, err := value.IntToFloat(n)
		if err != nil {
			f.raise("OverflowError", span, "int too large to convert to float")
			return floatV{}, false
		}
		t, _ := floatTerm(fl)
		return f.l.newFloat(t), true
	}
	if b, ok := v.(boolV); ok {
		one, _ := floatTerm(1)
		zero, _ := floatTerm(0)
		return f.l.newFloat(mkIte(b.e, one, zero)), true
	}
	e, ok := asInt(v)
	if !ok {
		return floatV{}, false
	}
	conv := f.l.name(fpFromReal(toReal(e)), sortFloat)
	f.check(mkNot(fpPred(dsl.OpFPIsInf, conv)), "OverflowError", span, "int too large to convert to float")
	return f.l.newFloat(conv), true
}

// parseFloatLiteral is float(s) for the strings whose value is certain
// here: ASCII decimal literals (underscores between digits), and nan,
// inf and infinity in any case, with a sign, around ASCII whitespace.
// ok is false for anything else (CPython may accept it, or raise).
func parseFloatLiteral(s string) (float64, bool) {
	s = strings.Trim(s, " \t\n\r\v\f")
	body := strings.TrimLeft(s, "+-")
	if len(s)-len(body) > 1 {
		return 0, false
	}
	neg := strings.HasPrefix(s, "-")
	switch strings.ToLower(body) {
	case "nan":
		return math.NaN(), true
	case "inf", "infinity":
		return math.Inf(map[bool]int{true: -1, false: 1}[neg]), true
	}
	digits, prev := 0, byte(0)
	for i := 0; i < len(body); i++ {
		c := body[i]
		switch {
		case c >= '0' && c <= '9':
			digits++
		case c == '_':
			if i == 0 || i == len(body)-1 || prev < '0' || prev > '9' || body[i+1] < '0' || body[i+1] > '9' {
				return 0, false
			}
		case c == '.' || c == 'e' || c == 'E' || c == '+' || c == '-':
		default:
			return 0, false
		}
		prev = c
	}
	if digits == 0 {
		return 0, false
	}
	x, err := strconv.ParseFloat(strings.ReplaceAll(s, "_", ""), 64)
	if err != nil && !errors.Is(err, strconv.ErrRange) {
		return 0, false
	}
	return x, true
}

// constFloatPow is a ** b for a finite float constant a and an int
// constant b from 0 to 64 whose result is an exact double (then every
// correctly rounded pow, as C's, gives it).
func (f *frame) constFloatPow(a, b Value) (Value, bool) {
	fa, ok := a.(floatV)
	if !ok {
		return nil, false // (an int base: 2 ** 0.5)
	}
	x, isLit := fa.e.FloatVal()
	if !isLit {
		return nil, false
	}
	n, ok := intConst(b)
	if !ok || !n.IsInt64() || n.Int64() < 0 || n.Int64() > 64 {
		return nil, false
	}
	if math.IsNaN(x) || math.IsInf(x, 0) {
		return nil, false
	}
	base := new(big.Float).SetPrec(64 * 64).SetFloat64(x)
	r := new(big.Float).SetPrec(64 * 64).SetFloat64(1)
	for i := int64(0); i < n.Int64(); i++ {
		r.Mul(r, base)
	}
	v, acc := r.Float64()
	if acc != big.Exact || math.IsInf(v, 0) || v == 0 && x != 0 {
		return nil, false
	}
	if v == 0 && math.Signbit(x) && n.Int64()%2 == 1 {
		v = math.Copysign(0, -1)
	}
	t, _ := floatTerm(v)
	return f.l.newFloat(t), true
}

// flipCmp is the comparison that holds of (b, a) when sym holds of (a, b).
func flipCmp(sym string) string {
	switch sym {
	case "<":
		return ">"
	case "<=":
		return ">="
	case ">":
		return "<"
	case ">=":
		return "<="
	}
	return sym
}

var fpCmp = map[string]dsl.Op{"==": dsl.OpFPEq, "<": dsl.OpFPLt, "<=": dsl.OpFPLe, ">": dsl.OpFPGt, ">=": dsl.OpFPGe}

// numCmp is a sym b for numbers (int, bool, float) with Python's exact
// semantics; ok is false when a or b is not a number.
func numCmp(sym string, a, b Value) (term, bool) {
	fa, fb := isFloat(a), isFloat(b)
	switch {
	case !fa && !fb:
		x, okA := asInt(a)
		y, okB := asInt(b)
		if !okA || !okB {
			return nil, false
		}
		if n, ok := intLit(x); ok {
			if m, ok := intLit(y); ok {
				c := n.Cmp(m)
				return boolLit(map[string]bool{"==": c == 0, "<": c < 0, "<=": c <= 0, ">": c > 0, ">=": c >= 0}[sym]), true
			}
		}
		if sym == "==" {
			return mkEq(x, y), true
		}
		return mkBin(x, sym, y), true
	case fa && fb:
		return fpCompare(fpCmp[sym], a.(floatV).e, b.(floatV).e), true
	case fb:
		if _, ok := asInt(a); !ok {
			return nil, false
		}
		return intFloatCmp(sym, a, b.(floatV).e), true
	default:
		if _, ok := asInt(b); !ok {
			return nil, false
		}
		return intFloatCmp(flipCmp(sym), b, a.(floatV).e), true
	}
}

// intFloatCmp is i sym x for an int or bool i and a float expression x,
// compared exactly: a NaN compares false, an infinity beyond every int.
func intFloatCmp(sym string, i Value, x term) term {
	if n, ok := intConst(i); ok {
		bf := new(big.Float).SetInt(n)
		fl, acc := bf.Float64()
		if acc == big.Exact {
			t, _ := floatTerm(fl)
			return fpCompare(fpCmp[sym], t, x)
		}
		// No double equals n: compare x with the doubles around n.
		var lo, hi float64
		if acc == big.Below { // fl < n
			lo, hi = fl, math.Nextafter(fl, math.Inf(1))
		} else {
			lo, hi = math.Nextafter(fl, math.Inf(-1)), fl
		}
		atLeast := func(h float64) term { // x >= h
			if math.IsInf(h, 1) {
				return mkAnd(fpPred(dsl.OpFPIsInf, x), fpPred(dsl.OpFPIsPos, x))
			}
			t, _ := floatTerm(h)
			return fpCompare(dsl.OpFPGe, x, t)
		}
		atMost := func(l float64) term { // x <= l
			if math.IsInf(l, -1) {
				return mkAnd(fpPred(dsl.OpFPIsInf, x), fpPred(dsl.OpFPIsNeg, x))
			}
			t, _ := floatTerm(l)
			return fpCompare(dsl.OpFPLe, x, t)
		}
		switch sym {
		case "==":
			return tFalse
		case "<", "<=":
			return atLeast(hi)
		default:
			return atMost(lo)
		}
	}
	e, _ := asInt(i)
	r := fpToReal(x)
	ri := toReal(e)
	nan := fpPred(dsl.OpFPIsNaN, x)
	inf := fpPred(dsl.OpFPIsInf, x)
	switch sym {
	case "==":
		return mkAnd(mkNot(nan), mkNot(inf), mkEq(ri, r))
	case "<", "<=":
		return mkIte(nan, tFalse, mkIte(inf, fpPred(dsl.OpFPIsPos, x), mkBin(ri, sym, r)))
	default:
		return mkIte(nan, tFalse, mkIte(inf, fpPred(dsl.OpFPIsNeg, x), mkBin(ri, sym, r)))
	}
}
