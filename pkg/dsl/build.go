package dsl

import (
	"fmt"
	"math"
	"math/big"
	"strconv"
	"strings"

	pyvalue "clauz3/pkg/python/value"
)

// This file builds typed terms programmatically (lower builds its
// expressions with these) and writes them in proof-of-thought syntax
// (Format), the form the documents carry. A built term is checked for
// sorts when it is made: an ill-sorted term panics with a *SortError,
// which is always a bug of the builder, never bad input.

// SortError is the panic value of a constructor given ill-sorted
// arguments.
type SortError struct{ Msg string }

func (e *SortError) Error() string { return "ill-sorted term: " + e.Msg }

func sortErr(format string, args ...any) {
	panic(&SortError{Msg: fmt.Sprintf(format, args...)})
}

// Forms: the proof-of-thought spellings a built term may ask for when its
// operator has several.
const (
	FormNe  = "!="  // on OpNot over OpEq: (a != b)
	FormSum = "Sum" // on OpAdd: Sum(a, b, ...) instead of (a + b)
)

// MustSort panics with a *SortError unless t has sort s.
func MustSort(t *Term, s *Sort, what string) {
	if t == nil {
		sortErr("%s: missing term", what)
	}
	if !t.Sort.Equal(s) {
		sortErr("%s: %s has sort %s, want %s", what, Format(t), t.Sort, s)
	}
}

// MustSame panics with a *SortError unless a and b have the same sort.
func MustSame(a, b *Term, what string) {
	if a == nil || b == nil {
		sortErr("%s: missing term", what)
	}
	if !a.Sort.Equal(b.Sort) {
		sortErr("%s: %s is %s but %s is %s", what, Format(a), a.Sort, Format(b), b.Sort)
	}
}

// App builds the term op(args...) of sort s after checking that every
// argument has the sort given for it in want (nil skips the check).
func App(op Op, s *Sort, want []*Sort, args ...*Term) *Term {
	if want != nil {
		if len(want) != len(args) {
			sortErr("%s takes %d arguments, got %d", op, len(want), len(args))
		}
		for i, a := range args {
			if want[i] != nil {
				MustSort(a, want[i], string(op))
			}
		}
	}
	for _, a := range args {
		if a == nil {
			sortErr("%s: missing argument", op)
		}
	}
	return &Term{Op: op, Sort: s, Args: args}
}

// MkInt returns the Int literal x.
func MkInt(x *big.Int) *Term { return Lit(x, IntSort()) }

// MkInt64 returns the Int literal i.
func MkInt64(i int64) *Term { return MkInt(big.NewInt(i)) }

// MkStr returns the String literal of the code points of s (WTF-8: lone
// surrogates encoded in three bytes are code points too).
func MkStr(s string) *Term { return Lit(s, StringSort()) }

// MkFloat returns the Float64 literal x.
func MkFloat(x float64) *Term { return Lit(x, Float64Sort()) }

// MkBool returns True or False.
func MkBool(b bool) *Term { return Lit(b, BoolSort()) }

// IsBool reports whether t is the Bool literal b.
func (t *Term) IsBool(b bool) bool {
	v, ok := t.Val.(bool)
	return t.Op == OpLit && ok && v == b
}

// IntVal returns the value of an Int literal.
func (t *Term) IntVal() (*big.Int, bool) {
	if t.Op != OpLit || t.Sort.Kind != KInt {
		return nil, false
	}
	v, ok := t.Val.(*big.Int)
	return v, ok
}

// StrVal returns the value of a String literal.
func (t *Term) StrVal() (string, bool) {
	if t.Op != OpLit || t.Sort.Kind != KString {
		return "", false
	}
	v, ok := t.Val.(string)
	return v, ok
}

// FloatVal returns the value of a Float64 literal.
func (t *Term) FloatVal() (float64, bool) {
	if t.Op != OpLit || t.Sort.Kind != KFP {
		return 0, false
	}
	v, ok := t.Val.(float64)
	return v, ok
}

// Key is t written in proof-of-thought syntax, computed once: two built
// terms with the same key are the same term.
func (t *Term) Key() string {
	if t.key == "" {
		t.key = Format(t)
	}
	return t.key
}

// Format writes t in proof-of-thought syntax, the syntax of the
// documents: binary operators parenthesised, string literals in double
// quotes with ASCII escapes, negative integers parenthesised, floats as
// FPVal with the shortest decimal that reads back exactly.
func Format(t *Term) string {
	if t.key != "" {
		return t.key
	}
	var b strings.Builder
	format(&b, t)
	return b.String()
}

// potNames are the call spellings of operators written as calls.
var potNames = map[Op]string{
	OpNot: "Not", OpAnd: "And", OpOr: "Or", OpImplies: "Implies", OpIte: "If",
	OpDistinct: "Distinct", OpToReal: "ToReal", OpToInt: "ToInt", OpIsInt: "IsInt",
	OpConcat: "Concat", OpLength: "Length", OpPrefixOf: "PrefixOf", OpSuffixOf: "SuffixOf",
	OpContains: "Contains", OpIndexOf: "IndexOf", OpSubStr: "SubString", OpAt: "At",
	OpReplace: "Replace", OpStrToInt: "StrToInt", OpIntToStr: "IntToStr",
	OpPyStrip: "PyStrip", OpPyLStrip: "PyLStrip", OpPyRStrip: "PyRStrip",
	OpFPAdd: "fpAdd", OpFPSub: "fpSub", OpFPMul: "fpMul", OpFPDiv: "fpDiv", OpFPRem: "fpRem",
	OpFPSqrt: "fpSqrt", OpFPRound: "fpRoundToIntegral", OpFPNeg: "fpNeg", OpFPAbs: "fpAbs",
	OpFPMin: "fpMin", OpFPMax: "fpMax", OpFPLt: "fpLT", OpFPLe: "fpLEQ", OpFPGt: "fpGT",
	OpFPGe: "fpGEQ", OpFPEq: "fpEQ", OpFPIsNaN: "fpIsNaN", OpFPIsInf: "fpIsInf",
	OpFPIsZero: "fpIsZero", OpFPIsNorm: "fpIsNormal", OpFPIsSub: "fpIsSubnormal",
	OpFPIsNeg: "fpIsNegative", OpFPIsPos: "fpIsPositive", OpFPToReal: "fpToReal",
	OpToFP: "fpToFP",
}

// potInfix are the operators written (a op b).
var potInfix = map[Op]string{
	OpEq: "==", OpAdd: "+", OpSub: "-", OpMul: "*", OpDiv: "/", OpMod: "%", OpPow: "**",
	OpLt: "<", OpLe: "<=", OpGt: ">", OpGe: ">=",
}

func format(b *strings.Builder, t *Term) {
	if t.key != "" {
		b.WriteString(t.key)
		return
	}
	switch t.Op {
	case OpConst, OpEnumVal:
		b.WriteString(t.Name)
		return
	case OpRM:
		b.WriteString(t.Name + "()")
		return
	case OpLit:
		b.WriteString(potLit(t))
		return
	case OpField:
		format(b, t.Args[0])
		b.WriteString("." + t.Name)
		return
	case OpApp:
		call(b, t.Name, t.Args, "")
		return
	case OpNeg:
		b.WriteString("(-")
		format(b, t.Args[0])
		b.WriteString(")")
		return
	case OpNot:
		if t.Form == FormNe && len(t.Args) == 1 && t.Args[0].Op == OpEq {
			infix(b, "!=", t.Args[0].Args)
			return
		}
	case OpAdd:
		if t.Form == FormSum {
			call(b, "Sum", t.Args, "")
			return
		}
	case OpToFP:
		call(b, "fpToFP", t.Args, potSort(t.Sort))
		return
	case OpInRe:
		b.WriteString("InRe(")
		format(b, t.Args[0])
		b.WriteString(", " + potLit(MkStr(t.Name)) + ")")
		return
	}
	if op, ok := potInfix[t.Op]; ok && len(t.Args) == 2 {
		infix(b, op, t.Args)
		return
	}
	if name, ok := potNames[t.Op]; ok {
		call(b, name, t.Args, "")
		return
	}
	panic(&SortError{Msg: fmt.Sprintf("no proof-of-thought spelling for %s", t.Op)})
}

func infix(b *strings.Builder, op string, args []*Term) {
	b.WriteByte('(')
	format(b, args[0])
	b.WriteString(" " + op + " ")
	format(b, args[1])
	b.WriteByte(')')
}

func call(b *strings.Builder, name string, args []*Term, extra string) {
	b.WriteString(name + "(")
	for i, a := range args {
		if i > 0 {
			b.WriteString(", ")
		}
		format(b, a)
	}
	if extra != "" {
		b.WriteString(", " + extra)
	}
	b.WriteByte(')')
}

// potSort is the proof-of-thought spelling of a built-in sort.
func potSort(s *Sort) string {
	switch s.Kind {
	case KBool:
		return "BoolSort()"
	case KInt:
		return "IntSort()"
	case KReal:
		return "RealSort()"
	case KString:
		return "StringSort()"
	case KFP:
		return fmt.Sprintf("FPSort(%d, %d)", s.EBits, s.SBits)
	}
	panic(&SortError{Msg: fmt.Sprintf("no proof-of-thought spelling for sort %s", s)})
}

// MaxChar is the largest code point a Z3 4.8 string holds.
const MaxChar = 0x2FFFF

func potLit(t *Term) string {
	switch v := t.Val.(type) {
	case bool:
		if v {
			return "True"
		}
		return "False"
	case *big.Int:
		if t.Sort.Kind != KInt {
			break
		}
		if v.Sign() < 0 {
			return "(" + IntString(v) + ")"
		}
		return IntString(v)
	case string:
		if t.Sort.Kind != KString {
			break
		}
		return potString(v)
	case float64:
		if t.Sort.Kind != KFP {
			break
		}
		sort := potSort(t.Sort)
		switch {
		case math.IsNaN(v):
			return "fpNaN(" + sort + ")"
		case math.IsInf(v, 1):
			return "fpPlusInfinity(" + sort + ")"
		case math.IsInf(v, -1):
			return "fpMinusInfinity(" + sort + ")"
		}
		s := strconv.FormatFloat(v, 'g', -1, 64)
		if math.Signbit(v) && v == 0 {
			s = "-0.0"
		}
		return "FPVal(" + s + ", " + sort + ")"
	}
	panic(&SortError{Msg: fmt.Sprintf("no proof-of-thought spelling for the literal %v of sort %s", t.Val, t.Sort)})
}

// potString writes a str (WTF-8) as a double-quoted literal in ASCII.
// A code point beyond MaxChar cannot be a Z3 string character: builders
// check with StrLitOK first.
func potString(s string) string {
	var b strings.Builder
	b.WriteByte('"')
	for _, r := range pyvalue.CodePoints(s) {
		switch {
		case r > MaxChar:
			panic(&SortError{Msg: fmt.Sprintf("code point U+%X is beyond Z3's strings", r)})
		case r == '"':
			b.WriteString(`\"`)
		case r == '\\':
			b.WriteString(`\\`)
		case r == '\n':
			b.WriteString(`\n`)
		case r == '\r':
			b.WriteString(`\r`)
		case r == '\t':
			b.WriteString(`\t`)
		case r < 0x20 || r == 0x7f:
			fmt.Fprintf(&b, `\x%02x`, r)
		case r < 0x80:
			b.WriteRune(r)
		case r <= 0xffff:
			fmt.Fprintf(&b, `\u%04x`, r)
		default:
			fmt.Fprintf(&b, `\U%08x`, r)
		}
	}
	b.WriteByte('"')
	return b.String()
}

// StrLitOK reports whether every code point of s fits a Z3 string
// literal: at most MaxChar, and not a lone surrogate (U+D800..U+DFFF,
// which a Python str may hold but Z3's string literals, read from UTF-8,
// and the evaluator do not).
func StrLitOK(s string) bool {
	for _, r := range pyvalue.CodePoints(s) {
		if r > MaxChar || r >= 0xD800 && r <= 0xDFFF {
			return false
		}
	}
	return true
}

// RowField is the field name (of sort s) of the row variable row in a
// relation constraint: solve replaces it by that field of each fact the
// relation ranges over (SubstituteRow).
func RowField(row, name string, s *Sort) *Term {
	return &Term{Op: OpField, Name: name, Sort: s, Args: []*Term{{Op: OpConst, Name: row, Sort: &Sort{Kind: KRow}}}}
}

// SubstituteRow replaces every field of the row variable row in t by the
// term fields gives for it. It fails when a field is missing or has
// another sort (the relation ranges over a fact without that field).
func SubstituteRow(t *Term, row string, fields map[string]*Term) (*Term, error) {
	var err error
	var sub func(t *Term) *Term
	sub = func(t *Term) *Term {
		if t.Op == OpField && len(t.Args) == 1 && t.Args[0].Op == OpConst && t.Args[0].Sort.Kind == KRow {
			if t.Args[0].Name != row {
				err = fmt.Errorf("unknown row variable %s", t.Args[0].Name)
				return t
			}
			v, ok := fields[t.Name]
			if !ok {
				err = fmt.Errorf("the row has no field %s", t.Name)
				return t
			}
			if !v.Sort.Equal(t.Sort) {
				err = fmt.Errorf("field %s is %s, not %s", t.Name, v.Sort, t.Sort)
				return t
			}
			return v
		}
		var args []*Term
		for i, a := range t.Args {
			s := sub(a)
			if s != a && args == nil {
				args = append([]*Term(nil), t.Args...)
			}
			if args != nil {
				args[i] = s
			}
		}
		if args == nil {
			return t
		}
		c := *t
		c.Args = args
		c.key = ""
		return &c
	}
	out := sub(t)
	return out, err
}

// SameTerm compares two terms by structure and value (not by position or
// spelling); it returns "" when they are the same, else where they differ.
func SameTerm(a, b *Term) string {
	if a == b {
		return ""
	}
	if a == nil || b == nil {
		return "a missing term"
	}
	if d := sameShape(a, b); d == "" || !ground(a) || !ground(b) {
		return d
	}
	// Ground terms may be folded by one side only: compare values.
	va, errA := Eval(a, Env{})
	vb, errB := Eval(b, Env{})
	if errA != nil || errB != nil || !a.Sort.Equal(b.Sort) || !ValuesEqual(va, vb) {
		return fmt.Sprintf("%s differs from %s", a, b)
	}
	return ""
}

// neAsDistinct is t, or Distinct(x, y) for t = Not(x == y) written x != y.
func neAsDistinct(t *Term) *Term {
	if t.Op == OpNot && t.Form == FormNe && len(t.Args) == 1 && t.Args[0].Op == OpEq && len(t.Args[0].Args) == 2 {
		return &Term{Op: OpDistinct, Sort: t.Sort, Args: t.Args[0].Args}
	}
	return t
}

// ground reports whether t has no constants.
func ground(t *Term) bool {
	g := true
	Walk(t, func(x *Term) bool {
		if x.Op == OpConst || x.Op == OpApp || x.Op == OpForAll || x.Op == OpExists {
			g = false
		}
		return g
	})
	return g
}

func sameShape(a, b *Term) string {
	// (a != b) is written as lower builds it, Not(a == b), and read back
	// by the checker as Distinct(a, b), as proof-of-thought reads it: the
	// same constraint.
	a, b = neAsDistinct(a), neAsDistinct(b)
	if a.Op != b.Op || a.Name != b.Name || a.Width != b.Width || len(a.Args) != len(b.Args) || len(a.Bound) != len(b.Bound) {
		return fmt.Sprintf("%s differs from %s", a, b)
	}
	if !a.Sort.Equal(b.Sort) {
		return fmt.Sprintf("%s has sort %s, %s has sort %s", a, a.Sort, b, b.Sort)
	}
	if a.Op == OpLit && !valEqual(a.Val, b.Val) {
		return fmt.Sprintf("literal %s differs from %s", a, b)
	}
	for i := range a.Bound {
		if d := SameTerm(a.Bound[i], b.Bound[i]); d != "" {
			return d
		}
	}
	for i := range a.Args {
		if d := SameTerm(a.Args[i], b.Args[i]); d != "" {
			return d
		}
	}
	return ""
}
