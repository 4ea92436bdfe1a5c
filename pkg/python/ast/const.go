package ast

import (
	"math"
	"math/big"
	"strconv"

	"clauz3/pkg/python/value"
)

// ConstKind says which Python type a ConstValue holds.
type ConstKind uint8

// The constant kinds; the zero ConstValue is None.
const (
	ConstNone ConstKind = iota
	ConstBool
	ConstInt
	ConstFloat
	ConstComplex
	ConstStr
	ConstBytes
	ConstEllipsis
)

var constKindNames = [...]string{"none", "bool", "int", "float", "complex", "str", "bytes", "ellipsis"}

// String returns the JSON tag of k ("none", "int", ...).
func (k ConstKind) String() string {
	if int(k) < len(constKindNames) {
		return constKindNames[k]
	}
	return "ConstKind(?)"
}

// ConstValue is the value of a Constant or MatchSingleton node. Only the
// field named by Kind is meaningful: Bool; Int (never nil for ConstInt);
// Float (the value of a float, or the imaginary part of a complex, which
// the parser only produces with a zero real part); Str, a str as UTF-8,
// where a lone surrogate (from an escape such as "\ud800") is kept in its
// 3-byte generalised UTF-8 (WTF-8) form; Bytes, a bytes value.
//
// In JSON a str holding any surrogate is written as its code points
// ({"str_code_points": [...]}), because JSON strings cannot carry them
// faithfully: readers turn a lone surrogate escape into U+FFFD and an
// adjacent pair ('\ud800\udc00', two code points) into one character.
type ConstValue struct {
	Kind  ConstKind
	Bool  bool
	Int   *big.Int
	Float float64
	Str   string
	Bytes []byte
}

// String renders v as Python's repr would for simple values (used in
// messages and tests; strings are quoted Go-style).
func (v ConstValue) String() string {
	switch v.Kind {
	case ConstNone:
		return "None"
	case ConstBool:
		if v.Bool {
			return "True"
		}
		return "False"
	case ConstInt:
		return v.Int.String()
	case ConstFloat:
		return FloatRepr(v.Float)
	case ConstComplex:
		return FloatRepr(v.Float) + "j"
	case ConstStr:
		return strconv.Quote(v.Str)
	case ConstBytes:
		return "b" + strconv.Quote(string(v.Bytes))
	case ConstEllipsis:
		return "Ellipsis"
	}
	return "?"
}

// FloatRepr formats f exactly as Python's repr(float) (see
// value.FloatRepr, the one implementation).
func FloatRepr(f float64) string { return value.FloatRepr(f) }

// ParseFloatRepr parses the float spellings FloatRepr produces.
func ParseFloatRepr(s string) (float64, error) {
	switch s {
	case "inf":
		return math.Inf(1), nil
	case "-inf":
		return math.Inf(-1), nil
	case "nan":
		return math.NaN(), nil
	case "-nan":
		return math.Copysign(math.NaN(), -1), nil
	}
	return strconv.ParseFloat(s, 64)
}
