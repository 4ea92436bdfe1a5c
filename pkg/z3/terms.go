package z3

/*
#include <stdlib.h>
#include <z3.h>
*/
import "C"

import (
	"fmt"
	"math"
	"math/big"
	"strings"
	"unsafe"
)

// BoolSort returns the Bool sort.
func (ctx *Context) BoolSort() Sort {
	if !ctx.usable("BoolSort") {
		return Sort{}
	}
	return ctx.keepSort(C.Z3_mk_bool_sort(ctx.c), "BoolSort")
}

// IntSort returns the Int sort.
func (ctx *Context) IntSort() Sort {
	if !ctx.usable("IntSort") {
		return Sort{}
	}
	return ctx.keepSort(C.Z3_mk_int_sort(ctx.c), "IntSort")
}

// RealSort returns the Real sort.
func (ctx *Context) RealSort() Sort {
	if !ctx.usable("RealSort") {
		return Sort{}
	}
	return ctx.keepSort(C.Z3_mk_real_sort(ctx.c), "RealSort")
}

// StringSort returns the String sort (sequences of Unicode characters).
func (ctx *Context) StringSort() Sort {
	if !ctx.usable("StringSort") {
		return Sort{}
	}
	return ctx.keepSort(C.Z3_mk_string_sort(ctx.c), "StringSort")
}

// BVSort returns the bit-vector sort of width n (n > 0).
func (ctx *Context) BVSort(n int) Sort {
	if !ctx.usable("BVSort") {
		return Sort{}
	}
	if n <= 0 {
		ctx.fail(&Error{Op: "BVSort", Msg: fmt.Sprintf("invalid bit-vector width %d", n)})
		return Sort{}
	}
	return ctx.keepSort(C.Z3_mk_bv_sort(ctx.c, C.uint(n)), "BVSort")
}

// FPSort returns the floating-point sort with ebits exponent and sbits
// significand bits; FPSort(11, 53) is IEEE-754 double.
func (ctx *Context) FPSort(ebits, sbits int) Sort {
	if !ctx.usable("FPSort") {
		return Sort{}
	}
	if ebits < 2 || sbits < 2 {
		ctx.fail(&Error{Op: "FPSort", Msg: fmt.Sprintf("invalid floating-point sort (%d, %d)", ebits, sbits)})
		return Sort{}
	}
	return ctx.keepSort(C.Z3_mk_fpa_sort(ctx.c, C.uint(ebits), C.uint(sbits)), "FPSort")
}

// SeqSort returns the sort of sequences of elem.
func (ctx *Context) SeqSort(elem Sort) Sort {
	if !ctx.usableSorts("SeqSort", elem) {
		return Sort{}
	}
	return ctx.keepSort(C.Z3_mk_seq_sort(ctx.c, elem.s), "SeqSort")
}

// ReSort returns the sort of regular expressions over seq.
func (ctx *Context) ReSort(seq Sort) Sort {
	if !ctx.usableSorts("ReSort", seq) {
		return Sort{}
	}
	return ctx.keepSort(C.Z3_mk_re_sort(ctx.c, seq.s), "ReSort")
}

// ArraySort returns the sort of arrays from dom to rng.
func (ctx *Context) ArraySort(dom, rng Sort) Sort {
	if !ctx.usableSorts("ArraySort", dom, rng) {
		return Sort{}
	}
	return ctx.keepSort(C.Z3_mk_array_sort(ctx.c, dom.s, rng.s), "ArraySort")
}

// UninterpretedSort returns the uninterpreted sort called name.
func (ctx *Context) UninterpretedSort(name string) Sort {
	if !ctx.usable("UninterpretedSort") {
		return Sort{}
	}
	return ctx.keepSort(C.Z3_mk_uninterpreted_sort(ctx.c, ctx.symbol(name)), "UninterpretedSort")
}

// EnumSort returns an enumeration sort with the given values, which are
// pairwise distinct and exhaustive, and the constants naming them.
func (ctx *Context) EnumSort(name string, values []string) (Sort, []Term) {
	if !ctx.usable("EnumSort") {
		return Sort{}, nil
	}
	if len(values) == 0 {
		ctx.fail(&Error{Op: "EnumSort", Msg: fmt.Sprintf("enumeration sort %s has no values", name)})
		return Sort{}, nil
	}
	ctx.datatypes = true
	n := len(values)
	syms := make([]C.Z3_symbol, n)
	for i, v := range values {
		syms[i] = ctx.symbol(v)
	}
	consts := make([]C.Z3_func_decl, n)
	testers := make([]C.Z3_func_decl, n)
	s := C.Z3_mk_enumeration_sort(ctx.c, ctx.symbol(name), C.uint(n), &syms[0], &consts[0], &testers[0])
	srt := ctx.keepSort(s, "EnumSort")
	if srt.IsZero() {
		return Sort{}, nil
	}
	// Every declaration is referenced before the next call that makes a
	// term: Z3 may free an unreferenced result at any later call (the
	// testers were, and closing the context then crashed).
	decls := make([]FuncDecl, n)
	for i := range consts {
		decls[i] = ctx.keepDecl(consts[i], "EnumSort")
		ctx.keepDecl(testers[i], "EnumSort")
	}
	terms := make([]Term, n)
	for i, d := range decls {
		terms[i] = ctx.App(d)
	}
	return srt, terms
}

// RecordSort returns a datatype with one constructor (called ctor) whose
// accessors are fields with the given sorts, plus the constructor and
// accessor declarations.
func (ctx *Context) RecordSort(name, ctor string, fields []string, fieldSorts []Sort) (Sort, FuncDecl, []FuncDecl) {
	if !ctx.usableSorts("RecordSort", fieldSorts...) {
		return Sort{}, FuncDecl{}, nil
	}
	if len(fields) != len(fieldSorts) {
		ctx.fail(&Error{Op: "RecordSort", Msg: "field names and sorts differ in number"})
		return Sort{}, FuncDecl{}, nil
	}
	ctx.datatypes = true
	n := len(fields)
	syms := make([]C.Z3_symbol, n+1)
	srts := make([]C.Z3_sort, n+1)
	refs := make([]C.uint, n+1)
	accs := make([]C.Z3_func_decl, n+1)
	for i, f := range fields {
		syms[i] = ctx.symbol(f)
		srts[i] = fieldSorts[i].s
	}
	con := C.Z3_mk_constructor(ctx.c, ctx.symbol(ctor), ctx.symbol("is_"+ctor), C.uint(n), &syms[0], &srts[0], &refs[0])
	if ctx.check("RecordSort") != nil {
		return Sort{}, FuncDecl{}, nil
	}
	defer C.Z3_del_constructor(ctx.c, con)
	s := C.Z3_mk_datatype(ctx.c, ctx.symbol(name), 1, &con)
	srt := ctx.keepSort(s, "RecordSort")
	if srt.IsZero() {
		return Sort{}, FuncDecl{}, nil
	}
	var mk, tester C.Z3_func_decl
	C.Z3_query_constructor(ctx.c, con, C.uint(n), &mk, &tester, &accs[0])
	md := ctx.keepDecl(mk, "RecordSort")
	ctx.keepDecl(tester, "RecordSort")
	acc := make([]FuncDecl, n)
	for i := 0; i < n; i++ {
		acc[i] = ctx.keepDecl(accs[i], "RecordSort")
	}
	return srt, md, acc
}

func (ctx *Context) usableSorts(op string, ss ...Sort) bool {
	if !ctx.usable(op) {
		return false
	}
	for _, s := range ss {
		if s.s == nil {
			ctx.fail(&Error{Op: op, Msg: "invalid (zero) sort argument"})
			return false
		}
	}
	return true
}

// Const returns the constant name of sort s. Two constants with the same
// name and sort are the same term.
func (ctx *Context) Const(name string, s Sort) Term {
	if !ctx.usableSorts("Const", s) {
		return Term{}
	}
	return ctx.keep(C.Z3_mk_const(ctx.c, ctx.symbol(name), s.s), "Const")
}

// FreshConst returns a constant of sort s whose name starts with prefix
// and that differs from every other constant.
func (ctx *Context) FreshConst(prefix string, s Sort) Term {
	if !ctx.usableSorts("FreshConst", s) {
		return Term{}
	}
	cs := C.CString(prefix)
	defer C.free(unsafe.Pointer(cs))
	return ctx.keep(C.Z3_mk_fresh_const(ctx.c, cs, s.s), "FreshConst")
}

// FuncDecl declares the uninterpreted function name: domain -> rng.
func (ctx *Context) FuncDecl(name string, domain []Sort, rng Sort) FuncDecl {
	if !ctx.usableSorts("FuncDecl", append(domain[:len(domain):len(domain)], rng)...) {
		return FuncDecl{}
	}
	p, n := sorts(domain)
	return ctx.keepDecl(C.Z3_mk_func_decl(ctx.c, ctx.symbol(name), n, p, rng.s), "FuncDecl")
}

// App applies f to args.
func (ctx *Context) App(f FuncDecl, args ...Term) Term {
	if !ctx.usable("App", args...) {
		return Term{}
	}
	if f.d == nil {
		ctx.fail(&Error{Op: "App", Msg: "invalid (zero) declaration"})
		return Term{}
	}
	if len(args) != f.Arity() {
		ctx.fail(&Error{Op: "App", Msg: fmt.Sprintf("%s takes %d arguments, got %d", f.Name(), f.Arity(), len(args))})
		return Term{}
	}
	p, n := asts(args)
	return ctx.keep(C.Z3_mk_app(ctx.c, f.d, n, p), "App")
}

// Bool returns the Bool literal b.
func (ctx *Context) Bool(b bool) Term {
	if !ctx.usable("Bool") {
		return Term{}
	}
	if b {
		return ctx.keep(C.Z3_mk_true(ctx.c), "Bool")
	}
	return ctx.keep(C.Z3_mk_false(ctx.c), "Bool")
}

// Numeral returns the numeral text ("12", "-3", "1/3", "0.5") of sort s
// (Int, Real or a bit-vector sort).
func (ctx *Context) Numeral(text string, s Sort) Term {
	if !ctx.usableSorts("Numeral", s) {
		return Term{}
	}
	cs := C.CString(text)
	defer C.free(unsafe.Pointer(cs))
	return ctx.keep(C.Z3_mk_numeral(ctx.c, cs, s.s), "Numeral")
}

// Int returns the Int numeral v.
func (ctx *Context) Int(v *big.Int) Term { return ctx.Numeral(v.String(), ctx.IntSort()) }

// Int64 returns the Int numeral v.
func (ctx *Context) Int64(v int64) Term { return ctx.Numeral(fmt.Sprint(v), ctx.IntSort()) }

// Real returns the Real numeral v.
func (ctx *Context) Real(v *big.Rat) Term { return ctx.Numeral(v.RatString(), ctx.RealSort()) }

// BV returns the bit-vector numeral v mod 2^n of width n.
func (ctx *Context) BV(v *big.Int, n int) Term {
	s := ctx.BVSort(n)
	if s.IsZero() {
		return Term{}
	}
	m := new(big.Int).Lsh(big.NewInt(1), uint(n))
	r := new(big.Int).Mod(v, m)
	return ctx.Numeral(r.String(), s)
}

// MaxChar is the largest code point a Z3 4.8.12 string can hold. Larger
// code points crash libz3, so String refuses them.
const MaxChar = 0x2FFFF

// EscapeString encodes s for Z3_mk_string: printable ASCII other than the
// backslash stays as is, every other code point becomes \u{hex}. It fails
// on invalid UTF-8 and on code points Z3 cannot represent.
func EscapeString(s string) (string, error) {
	var b strings.Builder
	for i, r := range s {
		if r == '\uFFFD' && !strings.HasPrefix(s[i:], "\uFFFD") {
			return "", fmt.Errorf("invalid UTF-8 at byte %d", i)
		}
		switch {
		case r > MaxChar:
			return "", fmt.Errorf("code point U+%04X is beyond what Z3 4.8.12 strings hold (U+%04X)", r, MaxChar)
		case r >= 0x20 && r < 0x7f && r != '\\':
			b.WriteRune(r)
		default:
			fmt.Fprintf(&b, "\\u{%x}", r)
		}
	}
	return b.String(), nil
}

// String returns the string literal s (a Go UTF-8 string; every code
// point is one character).
func (ctx *Context) String(s string) Term {
	if !ctx.usable("String") {
		return Term{}
	}
	esc, err := EscapeString(s)
	if err != nil {
		ctx.fail(&Error{Op: "String", Msg: err.Error()})
		return Term{}
	}
	cs := C.CString(esc)
	defer C.free(unsafe.Pointer(cs))
	return ctx.keep(C.Z3_mk_string(ctx.c, cs), "String")
}

// Empty returns the empty sequence of sequence sort s.
func (ctx *Context) Empty(s Sort) Term {
	if !ctx.usableSorts("Empty", s) {
		return Term{}
	}
	return ctx.keep(C.Z3_mk_seq_empty(ctx.c, s.s), "Empty")
}

// ConstArray returns the array over dom whose every element is v.
func (ctx *Context) ConstArray(dom Sort, v Term) Term {
	if !ctx.usableSorts("ConstArray", dom) || !ctx.usable("ConstArray", v) {
		return Term{}
	}
	return ctx.keep(C.Z3_mk_const_array(ctx.c, dom.s, v.a), "ConstArray")
}

// BV2Int converts a bit-vector to Int, signed or unsigned.
func (ctx *Context) BV2Int(a Term, signed bool) Term {
	if !ctx.usable("BV2Int", a) {
		return Term{}
	}
	return ctx.keep(C.Z3_mk_bv2int(ctx.c, a.a, C.bool(signed)), "BV2Int")
}

// Int2BV converts an Int to a bit-vector of width n (mod 2^n).
func (ctx *Context) Int2BV(a Term, n int) Term {
	if !ctx.usable("Int2BV", a) {
		return Term{}
	}
	return ctx.keep(C.Z3_mk_int2bv(ctx.c, C.uint(n), a.a), "Int2BV")
}

// RNE is the rounding mode round-to-nearest-ties-to-even (Python's).
func (ctx *Context) RNE() Term {
	if !ctx.usable("RNE") {
		return Term{}
	}
	return ctx.keep(C.Z3_mk_fpa_rne(ctx.c), "RNE")
}

// RTZ is the rounding mode round-toward-zero (Python's int(float)).
func (ctx *Context) RTZ() Term {
	if !ctx.usable("RTZ") {
		return Term{}
	}
	return ctx.keep(C.Z3_mk_fpa_rtz(ctx.c), "RTZ")
}

// Float returns the FP literal v of sort s, including NaN, ±inf and -0.
func (ctx *Context) Float(v float64, s Sort) Term {
	if !ctx.usableSorts("Float", s) {
		return Term{}
	}
	switch {
	case math.IsNaN(v):
		return ctx.keep(C.Z3_mk_fpa_nan(ctx.c, s.s), "Float")
	case math.IsInf(v, 0):
		return ctx.keep(C.Z3_mk_fpa_inf(ctx.c, s.s, C.bool(v < 0)), "Float")
	case v == 0:
		return ctx.keep(C.Z3_mk_fpa_zero(ctx.c, s.s, C.bool(math.Signbit(v))), "Float")
	}
	return ctx.keep(C.Z3_mk_fpa_numeral_double(ctx.c, C.double(v), s.s), "Float")
}

// FPAdd returns a + b rounded with rm; likewise FPSub, FPMul, FPDiv.
func (ctx *Context) FPAdd(rm, a, b Term) Term {
	if !ctx.usable("FPAdd", rm, a, b) {
		return Term{}
	}
	return ctx.keep(C.Z3_mk_fpa_add(ctx.c, rm.a, a.a, b.a), "FPAdd")
}

// FPSub returns a - b rounded with rm.
func (ctx *Context) FPSub(rm, a, b Term) Term {
	if !ctx.usable("FPSub", rm, a, b) {
		return Term{}
	}
	return ctx.keep(C.Z3_mk_fpa_sub(ctx.c, rm.a, a.a, b.a), "FPSub")
}

// FPMul returns a * b rounded with rm.
func (ctx *Context) FPMul(rm, a, b Term) Term {
	if !ctx.usable("FPMul", rm, a, b) {
		return Term{}
	}
	return ctx.keep(C.Z3_mk_fpa_mul(ctx.c, rm.a, a.a, b.a), "FPMul")
}

// FPDiv returns a / b rounded with rm.
func (ctx *Context) FPDiv(rm, a, b Term) Term {
	if !ctx.usable("FPDiv", rm, a, b) {
		return Term{}
	}
	return ctx.keep(C.Z3_mk_fpa_div(ctx.c, rm.a, a.a, b.a), "FPDiv")
}

// FPSqrt returns the square root of a rounded with rm.
func (ctx *Context) FPSqrt(rm, a Term) Term {
	if !ctx.usable("FPSqrt", rm, a) {
		return Term{}
	}
	return ctx.keep(C.Z3_mk_fpa_sqrt(ctx.c, rm.a, a.a), "FPSqrt")
}

// FPRoundToIntegral rounds a to an integral float with rm.
func (ctx *Context) FPRoundToIntegral(rm, a Term) Term {
	if !ctx.usable("FPRoundToIntegral", rm, a) {
		return Term{}
	}
	return ctx.keep(C.Z3_mk_fpa_round_to_integral(ctx.c, rm.a, a.a), "FPRoundToIntegral")
}

// FPFromReal converts a Real term to FP sort s with rm.
func (ctx *Context) FPFromReal(rm, a Term, s Sort) Term {
	if !ctx.usable("FPFromReal", rm, a) || !ctx.usableSorts("FPFromReal", s) {
		return Term{}
	}
	return ctx.keep(C.Z3_mk_fpa_to_fp_real(ctx.c, rm.a, a.a, s.s), "FPFromReal")
}

// FPFromFP converts an FP term to FP sort s with rm.
func (ctx *Context) FPFromFP(rm, a Term, s Sort) Term {
	if !ctx.usable("FPFromFP", rm, a) || !ctx.usableSorts("FPFromFP", s) {
		return Term{}
	}
	return ctx.keep(C.Z3_mk_fpa_to_fp_float(ctx.c, rm.a, a.a, s.s), "FPFromFP")
}

// FPFromSBV converts a signed bit-vector to FP sort s with rm.
func (ctx *Context) FPFromSBV(rm, a Term, s Sort) Term {
	if !ctx.usable("FPFromSBV", rm, a) || !ctx.usableSorts("FPFromSBV", s) {
		return Term{}
	}
	return ctx.keep(C.Z3_mk_fpa_to_fp_signed(ctx.c, rm.a, a.a, s.s), "FPFromSBV")
}

// FPToSBV converts an FP term to a signed bit-vector of width n with rm
// (unspecified for NaN, inf and out-of-range values).
func (ctx *Context) FPToSBV(rm, a Term, n int) Term {
	if !ctx.usable("FPToSBV", rm, a) {
		return Term{}
	}
	return ctx.keep(C.Z3_mk_fpa_to_sbv(ctx.c, rm.a, a.a, C.uint(n)), "FPToSBV")
}

// Quantifier kinds for Quantify.
const (
	ForAll = true
	Exists = false
)

// Quantify returns ForAll (forall=true) or Exists of body over the bound
// constants, which must be uninterpreted 0-ary constants (IsConst).
func (ctx *Context) Quantify(forall bool, bound []Term, body Term) Term {
	if !ctx.usable("Quantify", append(bound[:len(bound):len(bound)], body)...) {
		return Term{}
	}
	if len(bound) == 0 {
		ctx.fail(&Error{Op: "Quantify", Msg: "no bound variables"})
		return Term{}
	}
	apps := make([]C.Z3_app, len(bound))
	for i, b := range bound {
		if !b.IsConst() {
			ctx.fail(&Error{Op: "Quantify", Msg: fmt.Sprintf("bound variable %s is not a constant", b)})
			return Term{}
		}
		apps[i] = C.Z3_to_app(ctx.c, b.a)
	}
	if forall {
		return ctx.keep(C.Z3_mk_forall_const(ctx.c, 0, C.uint(len(apps)), &apps[0], 0, nil, body.a), "ForAll")
	}
	return ctx.keep(C.Z3_mk_exists_const(ctx.c, 0, C.uint(len(apps)), &apps[0], 0, nil, body.a), "Exists")
}

// AtMost returns the cardinality constraint "at most k of bs hold".
func (ctx *Context) AtMost(bs []Term, k int) Term {
	if !ctx.usable("AtMost", bs...) {
		return Term{}
	}
	if k < 0 {
		return ctx.Bool(false)
	}
	if len(bs) == 0 {
		return ctx.Bool(true)
	}
	p, n := asts(bs)
	return ctx.keep(C.Z3_mk_atmost(ctx.c, n, p, C.uint(k)), "AtMost")
}

// AtLeast returns the cardinality constraint "at least k of bs hold".
func (ctx *Context) AtLeast(bs []Term, k int) Term {
	if !ctx.usable("AtLeast", bs...) {
		return Term{}
	}
	if k <= 0 {
		return ctx.Bool(true)
	}
	if len(bs) == 0 {
		return ctx.Bool(false)
	}
	p, n := asts(bs)
	return ctx.keep(C.Z3_mk_atleast(ctx.c, n, p, C.uint(k)), "AtLeast")
}

// Simplify returns Z3's simplification of t.
func (ctx *Context) Simplify(t Term) Term {
	if !ctx.usable("Simplify", t) {
		return Term{}
	}
	return ctx.keep(C.Z3_simplify(ctx.c, t.a), "Simplify")
}

// ReFull returns the regular expression accepting every sequence of the
// regular-expression sort re.
func (ctx *Context) ReFull(re Sort) Term {
	if !ctx.usableSorts("ReFull", re) {
		return Term{}
	}
	return ctx.keep(C.Z3_mk_re_full(ctx.c, re.s), "ReFull")
}
