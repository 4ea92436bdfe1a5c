package lower

import (
	"fmt"
	"math/big"

	"clauz3/pkg/diag"
	"clauz3/pkg/dsl"
	"clauz3/pkg/python/value"
)

// This file builds the typed terms of lower's expressions (dsl.Term).
// Every constructor folds the trivial cases (True/False operands, integer
// and string literals) so that the emitted expressions stay small and
// readable, and checks sorts: an ill-sorted term is a bug of lower and
// panics with a *dsl.SortError, reported as an internal error at the
// Python construct being lowered. The document carries the terms written
// by dsl.Format; the front door hands solve the terms themselves.

// term is a typed term.
type term = *dsl.Term

var (
	tTrue    = dsl.MkBool(true)
	tFalse   = dsl.MkBool(false)
	emptyStr = dsl.MkStr("")
)

func init() {
	// Shared terms get their key now: Key caches it in the term, and
	// lowerings may run concurrently.
	for _, t := range []term{tTrue, tFalse, emptyStr, rne} {
		t.Key()
	}
}

// Sort names of the DSL, as the documents spell them.
const (
	sortBool   = "BoolSort"
	sortInt    = "IntSort"
	sortString = "StringSort"
	sortFloat  = "FPSort(11, 53)"
)

// dslSort is the sort named by one of the sort names above.
func dslSort(name string) *dsl.Sort {
	switch name {
	case sortBool:
		return dsl.BoolSort()
	case sortInt:
		return dsl.IntSort()
	case sortString:
		return dsl.StringSort()
	case sortFloat:
		return dsl.Float64Sort()
	}
	panic(diag.ICE("lower: unknown sort %q", name))
}

// sortName is the document's name of a built-in sort.
func sortName(s *dsl.Sort) string {
	switch s.Kind {
	case dsl.KBool:
		return sortBool
	case dsl.KInt:
		return sortInt
	case dsl.KString:
		return sortString
	case dsl.KFP:
		return sortFloat
	}
	panic(diag.ICE("lower: no sort name for %s", s))
}

var (
	boolSort  = dsl.BoolSort()
	intSort   = dsl.IntSort()
	strSort   = dsl.StringSort()
	floatSort = dsl.Float64Sort()
	realSort  = dsl.RealSort()
)

func isTrue(t term) bool  { return t.IsBool(true) }
func isFalse(t term) bool { return t.IsBool(false) }

// same reports whether a and b are the same term.
func same(a, b term) bool { return a == b || a.Key() == b.Key() }

// mkAnd is And over xs with True dropped and False absorbing.
func mkAnd(xs ...term) term {
	var keep []term
	seen := map[string]bool{}
	for _, x := range xs {
		dsl.MustSort(x, boolSort, "And")
		switch {
		case isFalse(x):
			return tFalse
		case isTrue(x) || seen[x.Key()]:
			continue
		case seen[mkNot(x).Key()]:
			return tFalse // x and Not(x)
		}
		seen[x.Key()] = true
		keep = append(keep, x)
	}
	switch len(keep) {
	case 0:
		return tTrue
	case 1:
		return keep[0]
	}
	return dsl.App(dsl.OpAnd, boolSort, nil, keep...)
}

// mkOr is Or over xs with False dropped and True absorbing.
func mkOr(xs ...term) term {
	var keep []term
	seen := map[string]bool{}
	for _, x := range xs {
		dsl.MustSort(x, boolSort, "Or")
		switch {
		case isTrue(x):
			return tTrue
		case isFalse(x) || seen[x.Key()]:
			continue
		case seen[mkNot(x).Key()]:
			return tTrue // x or Not(x)
		}
		seen[x.Key()] = true
		keep = append(keep, x)
	}
	switch len(keep) {
	case 0:
		return tFalse
	case 1:
		return keep[0]
	}
	return dsl.App(dsl.OpOr, boolSort, nil, keep...)
}

// mkNot negates x, folding constants and double negation.
func mkNot(x term) term {
	dsl.MustSort(x, boolSort, "Not")
	switch {
	case isTrue(x):
		return tFalse
	case isFalse(x):
		return tTrue
	case x.Op == dsl.OpNot && x.Form == "":
		return x.Args[0]
	}
	return dsl.App(dsl.OpNot, boolSort, nil, x)
}

// mkImplies is Implies(a, b) with the trivial cases folded.
func mkImplies(a, b term) term {
	dsl.MustSort(a, boolSort, "Implies")
	dsl.MustSort(b, boolSort, "Implies")
	switch {
	case isTrue(a):
		return b
	case isFalse(a) || isTrue(b):
		return tTrue
	case isFalse(b):
		return mkNot(a)
	case same(a, b):
		return tTrue
	}
	return dsl.App(dsl.OpImplies, boolSort, nil, a, b)
}

// mkIte is If(c, a, b) folded.
func mkIte(c, a, b term) term {
	dsl.MustSort(c, boolSort, "If")
	dsl.MustSame(a, b, "If")
	switch {
	case isTrue(c) || same(a, b):
		return a
	case isFalse(c):
		return b
	case isTrue(a) && isFalse(b):
		return c
	case isFalse(a) && isTrue(b):
		return mkNot(c)
	case isFalse(b) && isBoolLit(a):
		return mkAnd(c, a)
	}
	return dsl.App(dsl.OpIte, a.Sort, nil, c, a, b)
}

func isBoolLit(t term) bool { return isTrue(t) || isFalse(t) }

// cmpOps are the comparison operators of mkBin.
var binOps = map[string]dsl.Op{
	"<": dsl.OpLt, "<=": dsl.OpLe, ">": dsl.OpGt, ">=": dsl.OpGe,
	"+": dsl.OpAdd, "-": dsl.OpSub, "*": dsl.OpMul, "/": dsl.OpDiv, "%": dsl.OpMod,
}

// mkBin is (a op b) for an arithmetic operator or comparison over Int or
// Real terms of the same sort, and (a != b) over any sort.
func mkBin(a term, op string, b term) term {
	dsl.MustSame(a, b, op)
	if op == "!=" {
		n := dsl.App(dsl.OpNot, boolSort, nil, dsl.App(dsl.OpEq, boolSort, nil, a, b))
		n.Form = dsl.FormNe
		return n
	}
	o, ok := binOps[op]
	if !ok {
		panic(diag.ICE("lower: no operator %q", op))
	}
	if a.Sort.Kind != dsl.KInt && a.Sort.Kind != dsl.KReal {
		panic(&dsl.SortError{Msg: fmt.Sprintf("%s over %s", op, a.Sort)})
	}
	s := a.Sort
	switch o {
	case dsl.OpLt, dsl.OpLe, dsl.OpGt, dsl.OpGe:
		s = boolSort
	}
	return dsl.App(o, s, nil, a, b)
}

// mkEq is a == b with literal folding.
func mkEq(a, b term) term {
	dsl.MustSame(a, b, "==")
	if same(a, b) {
		return tTrue
	}
	if a.Op == dsl.OpLit && b.Op == dsl.OpLit && a.Sort.Kind != dsl.KFP {
		return boolLit(a.Key() == b.Key()) // literals are canonical
	}
	if isTrue(b) {
		return a
	}
	if isTrue(a) {
		return b
	}
	if isFalse(b) {
		return mkNot(a)
	}
	if isFalse(a) {
		return mkNot(b)
	}
	return dsl.App(dsl.OpEq, boolSort, nil, a, b)
}

func boolLit(b bool) term {
	if b {
		return tTrue
	}
	return tFalse
}

// intTerm is an integer literal.
func intTerm(x *big.Int) term { return dsl.MkInt(x) }

func intTermI(i int64) term { return dsl.MkInt64(i) }

// intLit is the value of an integer literal.
func intLit(t term) (*big.Int, bool) { return t.IntVal() }

// maxChar is the largest code point a Z3 4.8 string can hold. Python
// strings go up to U+10FFFF; literals beyond maxChar are unsupported.
const maxChar = dsl.MaxChar

// strTerm is the literal of a Python str (UTF-8, lone surrogates in
// WTF-8). ok is false when a code point cannot be represented as a Z3
// string character.
func strTerm(s string) (term, bool) {
	if !dsl.StrLitOK(s) {
		return nil, false
	}
	return dsl.MkStr(s), true
}

// strLitRunes is the code points of a string literal; ok is false for
// other terms.
func strLitRunes(t term) ([]rune, bool) {
	s, ok := t.StrVal()
	if !ok {
		return nil, false
	}
	return value.CodePoints(s), true
}

// app builds a call-like term with checked argument sorts.
func app(op dsl.Op, s *dsl.Sort, want []*dsl.Sort, args ...term) term {
	return dsl.App(op, s, want, args...)
}

// mkLength is Length(s) of a String.
func mkLength(s term) term { return app(dsl.OpLength, intSort, []*dsl.Sort{strSort}, s) }

// isIdent reports whether s is a plain identifier (a variable name).
func isIdent(s string) bool {
	if s == "" {
		return false
	}
	for i, r := range s {
		if r == '_' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || i > 0 && r >= '0' && r <= '9' {
			continue
		}
		return false
	}
	return true
}

// dslReserved are names an input may not take in the DSL: every function
// solve's expressions may call (dsl.Builtins), the literals, and the
// sort and helper names z3py programs use.
var dslReserved = func() map[string]bool {
	m := map[string]bool{"True": true, "False": true, "None": true, "Abs": true}
	for _, n := range dsl.Builtins() {
		m[n] = true
	}
	return m
}()

// mkSum is Sum(xs...) over Int terms, written as a Sum call.
func mkSum(xs []term) term {
	total, literal := new(big.Int), true
	for _, x := range xs {
		dsl.MustSort(x, intSort, "Sum")
		if v, ok := x.IntVal(); ok {
			total.Add(total, v)
		} else {
			literal = false
		}
	}
	if literal {
		return intTerm(total)
	}
	if len(xs) == 1 {
		return xs[0] // (Sum(x) reads back as x)
	}
	t := dsl.App(dsl.OpAdd, intSort, nil, xs...)
	t.Form = dsl.FormSum
	return t
}

var rne = &dsl.Term{Op: dsl.OpRM, Name: "RNE", Sort: &dsl.Sort{Kind: dsl.KRoundingMode}}

// fpPred is a Bool predicate of a float (fpIsNaN, fpIsInf, ...).
func fpPred(op dsl.Op, x term) term { return app(op, boolSort, []*dsl.Sort{floatSort}, x) }

// fpUnary is fpNeg or fpAbs.
func fpUnary(op dsl.Op, x term) term { return app(op, floatSort, []*dsl.Sort{floatSort}, x) }

// fpArith is fpAdd, fpSub, fpMul or fpDiv rounding to nearest even.
func fpArith(op dsl.Op, a, b term) term {
	return app(op, floatSort, []*dsl.Sort{nil, floatSort, floatSort}, rne, a, b)
}

// fpCompare is fpEQ, fpLT, fpLEQ, fpGT or fpGEQ.
func fpCompare(op dsl.Op, a, b term) term {
	if x, ok := a.FloatVal(); ok {
		if y, ok := b.FloatVal(); ok { // IEEE comparison: NaN is unordered, 0 == -0
			switch op {
			case dsl.OpFPEq:
				return boolLit(x == y)
			case dsl.OpFPLt:
				return boolLit(x < y)
			case dsl.OpFPLe:
				return boolLit(x <= y)
			case dsl.OpFPGt:
				return boolLit(x > y)
			case dsl.OpFPGe:
				return boolLit(x >= y)
			}
		}
	}
	return app(op, boolSort, []*dsl.Sort{floatSort, floatSort}, a, b)
}

// fpToReal is the real value of a finite float.
func fpToReal(x term) term { return app(dsl.OpFPToReal, realSort, []*dsl.Sort{floatSort}, x) }

// toReal is an Int as a Real.
func toReal(x term) term { return app(dsl.OpToReal, realSort, []*dsl.Sort{intSort}, x) }

// fpFromReal rounds a Real to the nearest float (ties to even).
func fpFromReal(r term) term {
	return app(dsl.OpToFP, floatSort, []*dsl.Sort{nil, realSort}, rne, r)
}

// intToStr is IntToStr(x): the decimal digits of a non-negative Int.
func intToStr(x term) term { return app(dsl.OpIntToStr, strSort, []*dsl.Sort{intSort}, x) }
