// Package value is Python's runtime semantics of scalar values: int as
// *big.Int, float as float64, str as string (UTF-8; a lone surrogate in
// the 3-byte WTF-8 form), bool as bool, and None as nil. It renders them
// as repr does (Repr, StrRepr, FloatRepr, BytesRepr) and applies Python's
// operators to them (UnaryOp, BinaryOp, Compare, Contains) with CPython's
// exact rules: floor division and modulo round toward negative infinity on
// ints and floats, int/float comparison is exact, an int converts to float
// rounding half to even and raises OverflowError when too large, and every
// error is the exception CPython raises, with its message.
//
// It is the single implementation of these rules in clauz3: the DSL's
// evaluator of Python literals, the compile checker's constants, lower's
// constant folding and the interpreter all use it, so that they cannot
// disagree with each other on what Python computes.
//
// A result this package does not compute although CPython would (an int
// of more than MaxIntBits bits, a float power with a non-integral
// exponent, str % formatting) is a *NotModelled error, never a guess:
// callers fail closed on it.
package value

import (
	"fmt"
	"math/big"
)

// MaxIntBits bounds the ints an operation produces: a larger result is
// NotModelled (CPython would compute it, slowly).
const MaxIntBits = 1 << 20

// MaxStrLen bounds the length in bytes of a str an operation produces.
const MaxStrLen = 1 << 20

// Exception is the Python exception an operation raises in CPython: Type
// is the class name (TypeError, ZeroDivisionError, OverflowError,
// ValueError) and Msg the message str(exc) shows.
type Exception struct {
	Type string
	Msg  string
}

// Error renders the exception as Python's traceback ends: "Type: msg".
func (e *Exception) Error() string { return e.Type + ": " + e.Msg }

func raise(typ, format string, args ...any) *Exception {
	return &Exception{Type: typ, Msg: fmt.Sprintf(format, args...)}
}

// NotModelled says that CPython computes a result this package does not
// (see the package comment): the caller must not assume any value.
type NotModelled struct {
	Msg string
}

func (e *NotModelled) Error() string { return e.Msg }

func notModelled(format string, args ...any) *NotModelled {
	return &NotModelled{Msg: fmt.Sprintf(format, args...)}
}

// TypeName is type(v).__name__ for a scalar value.
func TypeName(v any) string {
	switch v.(type) {
	case nil:
		return "NoneType"
	case bool:
		return "bool"
	case *big.Int:
		return "int"
	case float64:
		return "float"
	case string:
		return "str"
	case []byte:
		return "bytes"
	}
	return "object"
}

// Truth is Python's bool(v).
func Truth(v any) bool {
	switch v := v.(type) {
	case nil:
		return false
	case bool:
		return v
	case *big.Int:
		return v.Sign() != 0
	case float64:
		return v != 0
	case string:
		return v != ""
	case []byte:
		return len(v) != 0
	}
	return true
}

// IsNumber reports whether v is a bool, an int or a float.
func IsNumber(v any) bool {
	switch v.(type) {
	case bool, *big.Int, float64:
		return true
	}
	return false
}
