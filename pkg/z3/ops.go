// One wrapper per Z3 constructor of fixed shape; special cases live in terms.go.

package z3

// #include <z3.h>
import "C"

// Not returns Z3_mk_not(a).
func (ctx *Context) Not(a Term) Term {
	if !ctx.usable("Not", a) {
		return Term{}
	}
	return ctx.keep(C.Z3_mk_not(ctx.c, a.a), "Not")
}

// Neg returns Z3_mk_unary_minus(a).
func (ctx *Context) Neg(a Term) Term {
	if !ctx.usable("Neg", a) {
		return Term{}
	}
	return ctx.keep(C.Z3_mk_unary_minus(ctx.c, a.a), "Neg")
}

// ToReal returns Z3_mk_int2real(a).
func (ctx *Context) ToReal(a Term) Term {
	if !ctx.usable("ToReal", a) {
		return Term{}
	}
	return ctx.keep(C.Z3_mk_int2real(ctx.c, a.a), "ToReal")
}

// ToInt returns Z3_mk_real2int(a).
func (ctx *Context) ToInt(a Term) Term {
	if !ctx.usable("ToInt", a) {
		return Term{}
	}
	return ctx.keep(C.Z3_mk_real2int(ctx.c, a.a), "ToInt")
}

// IsInt returns Z3_mk_is_int(a).
func (ctx *Context) IsInt(a Term) Term {
	if !ctx.usable("IsInt", a) {
		return Term{}
	}
	return ctx.keep(C.Z3_mk_is_int(ctx.c, a.a), "IsInt")
}

// BVNot returns Z3_mk_bvnot(a).
func (ctx *Context) BVNot(a Term) Term {
	if !ctx.usable("BVNot", a) {
		return Term{}
	}
	return ctx.keep(C.Z3_mk_bvnot(ctx.c, a.a), "BVNot")
}

// BVNeg returns Z3_mk_bvneg(a).
func (ctx *Context) BVNeg(a Term) Term {
	if !ctx.usable("BVNeg", a) {
		return Term{}
	}
	return ctx.keep(C.Z3_mk_bvneg(ctx.c, a.a), "BVNeg")
}

// SeqUnit returns Z3_mk_seq_unit(a).
func (ctx *Context) SeqUnit(a Term) Term {
	if !ctx.usable("SeqUnit", a) {
		return Term{}
	}
	return ctx.keep(C.Z3_mk_seq_unit(ctx.c, a.a), "SeqUnit")
}

// Length returns Z3_mk_seq_length(a).
func (ctx *Context) Length(a Term) Term {
	if !ctx.usable("Length", a) {
		return Term{}
	}
	return ctx.keep(C.Z3_mk_seq_length(ctx.c, a.a), "Length")
}

// StrToInt returns Z3_mk_str_to_int(a).
func (ctx *Context) StrToInt(a Term) Term {
	if !ctx.usable("StrToInt", a) {
		return Term{}
	}
	return ctx.keep(C.Z3_mk_str_to_int(ctx.c, a.a), "StrToInt")
}

// IntToStr returns Z3_mk_int_to_str(a).
func (ctx *Context) IntToStr(a Term) Term {
	if !ctx.usable("IntToStr", a) {
		return Term{}
	}
	return ctx.keep(C.Z3_mk_int_to_str(ctx.c, a.a), "IntToStr")
}

// FPNeg returns Z3_mk_fpa_neg(a).
func (ctx *Context) FPNeg(a Term) Term {
	if !ctx.usable("FPNeg", a) {
		return Term{}
	}
	return ctx.keep(C.Z3_mk_fpa_neg(ctx.c, a.a), "FPNeg")
}

// FPAbs returns Z3_mk_fpa_abs(a).
func (ctx *Context) FPAbs(a Term) Term {
	if !ctx.usable("FPAbs", a) {
		return Term{}
	}
	return ctx.keep(C.Z3_mk_fpa_abs(ctx.c, a.a), "FPAbs")
}

// FPIsNaN returns Z3_mk_fpa_is_nan(a).
func (ctx *Context) FPIsNaN(a Term) Term {
	if !ctx.usable("FPIsNaN", a) {
		return Term{}
	}
	return ctx.keep(C.Z3_mk_fpa_is_nan(ctx.c, a.a), "FPIsNaN")
}

// FPIsInf returns Z3_mk_fpa_is_infinite(a).
func (ctx *Context) FPIsInf(a Term) Term {
	if !ctx.usable("FPIsInf", a) {
		return Term{}
	}
	return ctx.keep(C.Z3_mk_fpa_is_infinite(ctx.c, a.a), "FPIsInf")
}

// FPIsZero returns Z3_mk_fpa_is_zero(a).
func (ctx *Context) FPIsZero(a Term) Term {
	if !ctx.usable("FPIsZero", a) {
		return Term{}
	}
	return ctx.keep(C.Z3_mk_fpa_is_zero(ctx.c, a.a), "FPIsZero")
}

// FPIsNormal returns Z3_mk_fpa_is_normal(a).
func (ctx *Context) FPIsNormal(a Term) Term {
	if !ctx.usable("FPIsNormal", a) {
		return Term{}
	}
	return ctx.keep(C.Z3_mk_fpa_is_normal(ctx.c, a.a), "FPIsNormal")
}

// FPIsSubnormal returns Z3_mk_fpa_is_subnormal(a).
func (ctx *Context) FPIsSubnormal(a Term) Term {
	if !ctx.usable("FPIsSubnormal", a) {
		return Term{}
	}
	return ctx.keep(C.Z3_mk_fpa_is_subnormal(ctx.c, a.a), "FPIsSubnormal")
}

// FPIsNegative returns Z3_mk_fpa_is_negative(a).
func (ctx *Context) FPIsNegative(a Term) Term {
	if !ctx.usable("FPIsNegative", a) {
		return Term{}
	}
	return ctx.keep(C.Z3_mk_fpa_is_negative(ctx.c, a.a), "FPIsNegative")
}

// FPIsPositive returns Z3_mk_fpa_is_positive(a).
func (ctx *Context) FPIsPositive(a Term) Term {
	if !ctx.usable("FPIsPositive", a) {
		return Term{}
	}
	return ctx.keep(C.Z3_mk_fpa_is_positive(ctx.c, a.a), "FPIsPositive")
}

// FPToReal returns Z3_mk_fpa_to_real(a).
func (ctx *Context) FPToReal(a Term) Term {
	if !ctx.usable("FPToReal", a) {
		return Term{}
	}
	return ctx.keep(C.Z3_mk_fpa_to_real(ctx.c, a.a), "FPToReal")
}

// FPToIEEEBV returns Z3_mk_fpa_to_ieee_bv(a).
func (ctx *Context) FPToIEEEBV(a Term) Term {
	if !ctx.usable("FPToIEEEBV", a) {
		return Term{}
	}
	return ctx.keep(C.Z3_mk_fpa_to_ieee_bv(ctx.c, a.a), "FPToIEEEBV")
}

// ReStar returns Z3_mk_re_star(a).
func (ctx *Context) ReStar(a Term) Term {
	if !ctx.usable("ReStar", a) {
		return Term{}
	}
	return ctx.keep(C.Z3_mk_re_star(ctx.c, a.a), "ReStar")
}

// RePlus returns Z3_mk_re_plus(a).
func (ctx *Context) RePlus(a Term) Term {
	if !ctx.usable("RePlus", a) {
		return Term{}
	}
	return ctx.keep(C.Z3_mk_re_plus(ctx.c, a.a), "RePlus")
}

// ReOption returns Z3_mk_re_option(a).
func (ctx *Context) ReOption(a Term) Term {
	if !ctx.usable("ReOption", a) {
		return Term{}
	}
	return ctx.keep(C.Z3_mk_re_option(ctx.c, a.a), "ReOption")
}

// ReComplement returns Z3_mk_re_complement(a).
func (ctx *Context) ReComplement(a Term) Term {
	if !ctx.usable("ReComplement", a) {
		return Term{}
	}
	return ctx.keep(C.Z3_mk_re_complement(ctx.c, a.a), "ReComplement")
}

// ReFromSeq returns Z3_mk_seq_to_re(a).
func (ctx *Context) ReFromSeq(a Term) Term {
	if !ctx.usable("ReFromSeq", a) {
		return Term{}
	}
	return ctx.keep(C.Z3_mk_seq_to_re(ctx.c, a.a), "ReFromSeq")
}

// Implies returns Z3_mk_implies(a, b).
func (ctx *Context) Implies(a, b Term) Term {
	if !ctx.usable("Implies", a, b) {
		return Term{}
	}
	return ctx.keep(C.Z3_mk_implies(ctx.c, a.a, b.a), "Implies")
}

// Iff returns Z3_mk_iff(a, b).
func (ctx *Context) Iff(a, b Term) Term {
	if !ctx.usable("Iff", a, b) {
		return Term{}
	}
	return ctx.keep(C.Z3_mk_iff(ctx.c, a.a, b.a), "Iff")
}

// Xor returns Z3_mk_xor(a, b).
func (ctx *Context) Xor(a, b Term) Term {
	if !ctx.usable("Xor", a, b) {
		return Term{}
	}
	return ctx.keep(C.Z3_mk_xor(ctx.c, a.a, b.a), "Xor")
}

// Eq returns Z3_mk_eq(a, b).
func (ctx *Context) Eq(a, b Term) Term {
	if !ctx.usable("Eq", a, b) {
		return Term{}
	}
	return ctx.keep(C.Z3_mk_eq(ctx.c, a.a, b.a), "Eq")
}

// Div returns Z3_mk_div(a, b).
func (ctx *Context) Div(a, b Term) Term {
	if !ctx.usable("Div", a, b) {
		return Term{}
	}
	return ctx.keep(C.Z3_mk_div(ctx.c, a.a, b.a), "Div")
}

// Mod returns Z3_mk_mod(a, b).
func (ctx *Context) Mod(a, b Term) Term {
	if !ctx.usable("Mod", a, b) {
		return Term{}
	}
	return ctx.keep(C.Z3_mk_mod(ctx.c, a.a, b.a), "Mod")
}

// Rem returns Z3_mk_rem(a, b).
func (ctx *Context) Rem(a, b Term) Term {
	if !ctx.usable("Rem", a, b) {
		return Term{}
	}
	return ctx.keep(C.Z3_mk_rem(ctx.c, a.a, b.a), "Rem")
}

// Power returns Z3_mk_power(a, b).
func (ctx *Context) Power(a, b Term) Term {
	if !ctx.usable("Power", a, b) {
		return Term{}
	}
	return ctx.keep(C.Z3_mk_power(ctx.c, a.a, b.a), "Power")
}

// Lt returns Z3_mk_lt(a, b).
func (ctx *Context) Lt(a, b Term) Term {
	if !ctx.usable("Lt", a, b) {
		return Term{}
	}
	return ctx.keep(C.Z3_mk_lt(ctx.c, a.a, b.a), "Lt")
}

// Le returns Z3_mk_le(a, b).
func (ctx *Context) Le(a, b Term) Term {
	if !ctx.usable("Le", a, b) {
		return Term{}
	}
	return ctx.keep(C.Z3_mk_le(ctx.c, a.a, b.a), "Le")
}

// Gt returns Z3_mk_gt(a, b).
func (ctx *Context) Gt(a, b Term) Term {
	if !ctx.usable("Gt", a, b) {
		return Term{}
	}
	return ctx.keep(C.Z3_mk_gt(ctx.c, a.a, b.a), "Gt")
}

// Ge returns Z3_mk_ge(a, b).
func (ctx *Context) Ge(a, b Term) Term {
	if !ctx.usable("Ge", a, b) {
		return Term{}
	}
	return ctx.keep(C.Z3_mk_ge(ctx.c, a.a, b.a), "Ge")
}

// BVAdd returns Z3_mk_bvadd(a, b).
func (ctx *Context) BVAdd(a, b Term) Term {
	if !ctx.usable("BVAdd", a, b) {
		return Term{}
	}
	return ctx.keep(C.Z3_mk_bvadd(ctx.c, a.a, b.a), "BVAdd")
}

// BVSub returns Z3_mk_bvsub(a, b).
func (ctx *Context) BVSub(a, b Term) Term {
	if !ctx.usable("BVSub", a, b) {
		return Term{}
	}
	return ctx.keep(C.Z3_mk_bvsub(ctx.c, a.a, b.a), "BVSub")
}

// BVMul returns Z3_mk_bvmul(a, b).
func (ctx *Context) BVMul(a, b Term) Term {
	if !ctx.usable("BVMul", a, b) {
		return Term{}
	}
	return ctx.keep(C.Z3_mk_bvmul(ctx.c, a.a, b.a), "BVMul")
}

// BVSDiv returns Z3_mk_bvsdiv(a, b).
func (ctx *Context) BVSDiv(a, b Term) Term {
	if !ctx.usable("BVSDiv", a, b) {
		return Term{}
	}
	return ctx.keep(C.Z3_mk_bvsdiv(ctx.c, a.a, b.a), "BVSDiv")
}

// BVUDiv returns Z3_mk_bvudiv(a, b).
func (ctx *Context) BVUDiv(a, b Term) Term {
	if !ctx.usable("BVUDiv", a, b) {
		return Term{}
	}
	return ctx.keep(C.Z3_mk_bvudiv(ctx.c, a.a, b.a), "BVUDiv")
}

// BVSMod returns Z3_mk_bvsmod(a, b).
func (ctx *Context) BVSMod(a, b Term) Term {
	if !ctx.usable("BVSMod", a, b) {
		return Term{}
	}
	return ctx.keep(C.Z3_mk_bvsmod(ctx.c, a.a, b.a), "BVSMod")
}

// BVSRem returns Z3_mk_bvsrem(a, b).
func (ctx *Context) BVSRem(a, b Term) Term {
	if !ctx.usable("BVSRem", a, b) {
		return Term{}
	}
	return ctx.keep(C.Z3_mk_bvsrem(ctx.c, a.a, b.a), "BVSRem")
}

// BVURem returns Z3_mk_bvurem(a, b).
func (ctx *Context) BVURem(a, b Term) Term {
	if !ctx.usable("BVURem", a, b) {
		return Term{}
	}
	return ctx.keep(C.Z3_mk_bvurem(ctx.c, a.a, b.a), "BVURem")
}

// BVAnd returns Z3_mk_bvand(a, b).
func (ctx *Context) BVAnd(a, b Term) Term {
	if !ctx.usable("BVAnd", a, b) {
		return Term{}
	}
	return ctx.keep(C.Z3_mk_bvand(ctx.c, a.a, b.a), "BVAnd")
}

// BVOr returns Z3_mk_bvor(a, b).
func (ctx *Context) BVOr(a, b Term) Term {
	if !ctx.usable("BVOr", a, b) {
		return Term{}
	}
	return ctx.keep(C.Z3_mk_bvor(ctx.c, a.a, b.a), "BVOr")
}

// BVXor returns Z3_mk_bvxor(a, b).
func (ctx *Context) BVXor(a, b Term) Term {
	if !ctx.usable("BVXor", a, b) {
		return Term{}
	}
	return ctx.keep(C.Z3_mk_bvxor(ctx.c, a.a, b.a), "BVXor")
}

// BVShl returns Z3_mk_bvshl(a, b).
func (ctx *Context) BVShl(a, b Term) Term {
	if !ctx.usable("BVShl", a, b) {
		return Term{}
	}
	return ctx.keep(C.Z3_mk_bvshl(ctx.c, a.a, b.a), "BVShl")
}

// BVAShr returns Z3_mk_bvashr(a, b).
func (ctx *Context) BVAShr(a, b Term) Term {
	if !ctx.usable("BVAShr", a, b) {
		return Term{}
	}
	return ctx.keep(C.Z3_mk_bvashr(ctx.c, a.a, b.a), "BVAShr")
}

// BVLShr returns Z3_mk_bvlshr(a, b).
func (ctx *Context) BVLShr(a, b Term) Term {
	if !ctx.usable("BVLShr", a, b) {
		return Term{}
	}
	return ctx.keep(C.Z3_mk_bvlshr(ctx.c, a.a, b.a), "BVLShr")
}

// BVSLt returns Z3_mk_bvslt(a, b).
func (ctx *Context) BVSLt(a, b Term) Term {
	if !ctx.usable("BVSLt", a, b) {
		return Term{}
	}
	return ctx.keep(C.Z3_mk_bvslt(ctx.c, a.a, b.a), "BVSLt")
}

// BVSLe returns Z3_mk_bvsle(a, b).
func (ctx *Context) BVSLe(a, b Term) Term {
	if !ctx.usable("BVSLe", a, b) {
		return Term{}
	}
	return ctx.keep(C.Z3_mk_bvsle(ctx.c, a.a, b.a), "BVSLe")
}

// BVSGt returns Z3_mk_bvsgt(a, b).
func (ctx *Context) BVSGt(a, b Term) Term {
	if !ctx.usable("BVSGt", a, b) {
		return Term{}
	}
	return ctx.keep(C.Z3_mk_bvsgt(ctx.c, a.a, b.a), "BVSGt")
}

// BVSGe returns Z3_mk_bvsge(a, b).
func (ctx *Context) BVSGe(a, b Term) Term {
	if !ctx.usable("BVSGe", a, b) {
		return Term{}
	}
	return ctx.keep(C.Z3_mk_bvsge(ctx.c, a.a, b.a), "BVSGe")
}

// BVULt returns Z3_mk_bvult(a, b).
func (ctx *Context) BVULt(a, b Term) Term {
	if !ctx.usable("BVULt", a, b) {
		return Term{}
	}
	return ctx.keep(C.Z3_mk_bvult(ctx.c, a.a, b.a), "BVULt")
}

// BVULe returns Z3_mk_bvule(a, b).
func (ctx *Context) BVULe(a, b Term) Term {
	if !ctx.usable("BVULe", a, b) {
		return Term{}
	}
	return ctx.keep(C.Z3_mk_bvule(ctx.c, a.a, b.a), "BVULe")
}

// BVUGt returns Z3_mk_bvugt(a, b).
func (ctx *Context) BVUGt(a, b Term) Term {
	if !ctx.usable("BVUGt", a, b) {
		return Term{}
	}
	return ctx.keep(C.Z3_mk_bvugt(ctx.c, a.a, b.a), "BVUGt")
}

// BVUGe returns Z3_mk_bvuge(a, b).
func (ctx *Context) BVUGe(a, b Term) Term {
	if !ctx.usable("BVUGe", a, b) {
		return Term{}
	}
	return ctx.keep(C.Z3_mk_bvuge(ctx.c, a.a, b.a), "BVUGe")
}

// Select returns Z3_mk_select(a, b).
func (ctx *Context) Select(a, b Term) Term {
	if !ctx.usable("Select", a, b) {
		return Term{}
	}
	return ctx.keep(C.Z3_mk_select(ctx.c, a.a, b.a), "Select")
}

// PrefixOf returns Z3_mk_seq_prefix(a, b).
func (ctx *Context) PrefixOf(a, b Term) Term {
	if !ctx.usable("PrefixOf", a, b) {
		return Term{}
	}
	return ctx.keep(C.Z3_mk_seq_prefix(ctx.c, a.a, b.a), "PrefixOf")
}

// SuffixOf returns Z3_mk_seq_suffix(a, b).
func (ctx *Context) SuffixOf(a, b Term) Term {
	if !ctx.usable("SuffixOf", a, b) {
		return Term{}
	}
	return ctx.keep(C.Z3_mk_seq_suffix(ctx.c, a.a, b.a), "SuffixOf")
}

// Contains returns Z3_mk_seq_contains(a, b).
func (ctx *Context) Contains(a, b Term) Term {
	if !ctx.usable("Contains", a, b) {
		return Term{}
	}
	return ctx.keep(C.Z3_mk_seq_contains(ctx.c, a.a, b.a), "Contains")
}

// At returns Z3_mk_seq_at(a, b).
func (ctx *Context) At(a, b Term) Term {
	if !ctx.usable("At", a, b) {
		return Term{}
	}
	return ctx.keep(C.Z3_mk_seq_at(ctx.c, a.a, b.a), "At")
}

// Nth returns Z3_mk_seq_nth(a, b).
func (ctx *Context) Nth(a, b Term) Term {
	if !ctx.usable("Nth", a, b) {
		return Term{}
	}
	return ctx.keep(C.Z3_mk_seq_nth(ctx.c, a.a, b.a), "Nth")
}

// StrLt returns Z3_mk_str_lt(a, b).
func (ctx *Context) StrLt(a, b Term) Term {
	if !ctx.usable("StrLt", a, b) {
		return Term{}
	}
	return ctx.keep(C.Z3_mk_str_lt(ctx.c, a.a, b.a), "StrLt")
}

// StrLe returns Z3_mk_str_le(a, b).
func (ctx *Context) StrLe(a, b Term) Term {
	if !ctx.usable("StrLe", a, b) {
		return Term{}
	}
	return ctx.keep(C.Z3_mk_str_le(ctx.c, a.a, b.a), "StrLe")
}

// InRe returns Z3_mk_seq_in_re(a, b).
func (ctx *Context) InRe(a, b Term) Term {
	if !ctx.usable("InRe", a, b) {
		return Term{}
	}
	return ctx.keep(C.Z3_mk_seq_in_re(ctx.c, a.a, b.a), "InRe")
}

// ReRange returns Z3_mk_re_range(a, b).
func (ctx *Context) ReRange(a, b Term) Term {
	if !ctx.usable("ReRange", a, b) {
		return Term{}
	}
	return ctx.keep(C.Z3_mk_re_range(ctx.c, a.a, b.a), "ReRange")
}

// FPRem returns Z3_mk_fpa_rem(a, b).
func (ctx *Context) FPRem(a, b Term) Term {
	if !ctx.usable("FPRem", a, b) {
		return Term{}
	}
	return ctx.keep(C.Z3_mk_fpa_rem(ctx.c, a.a, b.a), "FPRem")
}

// FPMin returns Z3_mk_fpa_min(a, b).
func (ctx *Context) FPMin(a, b Term) Term {
	if !ctx.usable("FPMin", a, b) {
		return Term{}
	}
	return ctx.keep(C.Z3_mk_fpa_min(ctx.c, a.a, b.a), "FPMin")
}

// FPMax returns Z3_mk_fpa_max(a, b).
func (ctx *Context) FPMax(a, b Term) Term {
	if !ctx.usable("FPMax", a, b) {
		return Term{}
	}
	return ctx.keep(C.Z3_mk_fpa_max(ctx.c, a.a, b.a), "FPMax")
}

// FPLt returns Z3_mk_fpa_lt(a, b).
func (ctx *Context) FPLt(a, b Term) Term {
	if !ctx.usable("FPLt", a, b) {
		return Term{}
	}
	return ctx.keep(C.Z3_mk_fpa_lt(ctx.c, a.a, b.a), "FPLt")
}

// FPLe returns Z3_mk_fpa_leq(a, b).
func (ctx *Context) FPLe(a, b Term) Term {
	if !ctx.usable("FPLe", a, b) {
		return Term{}
	}
	return ctx.keep(C.Z3_mk_fpa_leq(ctx.c, a.a, b.a), "FPLe")
}

// FPGt returns Z3_mk_fpa_gt(a, b).
func (ctx *Context) FPGt(a, b Term) Term {
	if !ctx.usable("FPGt", a, b) {
		return Term{}
	}
	return ctx.keep(C.Z3_mk_fpa_gt(ctx.c, a.a, b.a), "FPGt")
}

// FPGe returns Z3_mk_fpa_geq(a, b).
func (ctx *Context) FPGe(a, b Term) Term {
	if !ctx.usable("FPGe", a, b) {
		return Term{}
	}
	return ctx.keep(C.Z3_mk_fpa_geq(ctx.c, a.a, b.a), "FPGe")
}

// FPEq returns Z3_mk_fpa_eq(a, b).
func (ctx *Context) FPEq(a, b Term) Term {
	if !ctx.usable("FPEq", a, b) {
		return Term{}
	}
	return ctx.keep(C.Z3_mk_fpa_eq(ctx.c, a.a, b.a), "FPEq")
}

// Ite returns Z3_mk_ite(a, b, d).
func (ctx *Context) Ite(a, b, d Term) Term {
	if !ctx.usable("Ite", a, b, d) {
		return Term{}
	}
	return ctx.keep(C.Z3_mk_ite(ctx.c, a.a, b.a, d.a), "Ite")
}

// Store returns Z3_mk_store(a, b, d).
func (ctx *Context) Store(a, b, d Term) Term {
	if !ctx.usable("Store", a, b, d) {
		return Term{}
	}
	return ctx.keep(C.Z3_mk_store(ctx.c, a.a, b.a, d.a), "Store")
}

// Extract returns Z3_mk_seq_extract(a, b, d).
func (ctx *Context) Extract(a, b, d Term) Term {
	if !ctx.usable("Extract", a, b, d) {
		return Term{}
	}
	return ctx.keep(C.Z3_mk_seq_extract(ctx.c, a.a, b.a, d.a), "Extract")
}

// IndexOf returns Z3_mk_seq_index(a, b, d).
func (ctx *Context) IndexOf(a, b, d Term) Term {
	if !ctx.usable("IndexOf", a, b, d) {
		return Term{}
	}
	return ctx.keep(C.Z3_mk_seq_index(ctx.c, a.a, b.a, d.a), "IndexOf")
}

// Replace returns Z3_mk_seq_replace(a, b, d).
func (ctx *Context) Replace(a, b, d Term) Term {
	if !ctx.usable("Replace", a, b, d) {
		return Term{}
	}
	return ctx.keep(C.Z3_mk_seq_replace(ctx.c, a.a, b.a, d.a), "Replace")
}

// And returns Z3_mk_and over args (at least one argument).
func (ctx *Context) And(args ...Term) Term {
	if !ctx.usable("And", args...) {
		return Term{}
	}
	if len(args) == 0 {
		ctx.fail(&Error{Op: "And", Msg: "no arguments"})
		return Term{}
	}
	p, n := asts(args)
	return ctx.keep(C.Z3_mk_and(ctx.c, n, p), "And")
}

// Or returns Z3_mk_or over args (at least one argument).
func (ctx *Context) Or(args ...Term) Term {
	if !ctx.usable("Or", args...) {
		return Term{}
	}
	if len(args) == 0 {
		ctx.fail(&Error{Op: "Or", Msg: "no arguments"})
		return Term{}
	}
	p, n := asts(args)
	return ctx.keep(C.Z3_mk_or(ctx.c, n, p), "Or")
}

// Add returns Z3_mk_add over args (at least one argument).
func (ctx *Context) Add(args ...Term) Term {
	if !ctx.usable("Add", args...) {
		return Term{}
	}
	if len(args) == 0 {
		ctx.fail(&Error{Op: "Add", Msg: "no arguments"})
		return Term{}
	}
	p, n := asts(args)
	return ctx.keep(C.Z3_mk_add(ctx.c, n, p), "Add")
}

// Sub returns Z3_mk_sub over args (at least one argument).
func (ctx *Context) Sub(args ...Term) Term {
	if !ctx.usable("Sub", args...) {
		return Term{}
	}
	if len(args) == 0 {
		ctx.fail(&Error{Op: "Sub", Msg: "no arguments"})
		return Term{}
	}
	p, n := asts(args)
	return ctx.keep(C.Z3_mk_sub(ctx.c, n, p), "Sub")
}

// Mul returns Z3_mk_mul over args (at least one argument).
func (ctx *Context) Mul(args ...Term) Term {
	if !ctx.usable("Mul", args...) {
		return Term{}
	}
	if len(args) == 0 {
		ctx.fail(&Error{Op: "Mul", Msg: "no arguments"})
		return Term{}
	}
	p, n := asts(args)
	return ctx.keep(C.Z3_mk_mul(ctx.c, n, p), "Mul")
}

// Distinct returns Z3_mk_distinct over args (at least one argument).
func (ctx *Context) Distinct(args ...Term) Term {
	if !ctx.usable("Distinct", args...) {
		return Term{}
	}
	if len(args) == 0 {
		ctx.fail(&Error{Op: "Distinct", Msg: "no arguments"})
		return Term{}
	}
	p, n := asts(args)
	return ctx.keep(C.Z3_mk_distinct(ctx.c, n, p), "Distinct")
}

// Concat returns Z3_mk_seq_concat over args (at least one argument).
func (ctx *Context) Concat(args ...Term) Term {
	if !ctx.usable("Concat", args...) {
		return Term{}
	}
	if len(args) == 0 {
		ctx.fail(&Error{Op: "Concat", Msg: "no arguments"})
		return Term{}
	}
	p, n := asts(args)
	return ctx.keep(C.Z3_mk_seq_concat(ctx.c, n, p), "Concat")
}

// ReUnion returns Z3_mk_re_union over args (at least one argument).
func (ctx *Context) ReUnion(args ...Term) Term {
	if !ctx.usable("ReUnion", args...) {
		return Term{}
	}
	if len(args) == 0 {
		ctx.fail(&Error{Op: "ReUnion", Msg: "no arguments"})
		return Term{}
	}
	p, n := asts(args)
	return ctx.keep(C.Z3_mk_re_union(ctx.c, n, p), "ReUnion")
}

// ReConcat returns Z3_mk_re_concat over args (at least one argument).
func (ctx *Context) ReConcat(args ...Term) Term {
	if !ctx.usable("ReConcat", args...) {
		return Term{}
	}
	if len(args) == 0 {
		ctx.fail(&Error{Op: "ReConcat", Msg: "no arguments"})
		return Term{}
	}
	p, n := asts(args)
	return ctx.keep(C.Z3_mk_re_concat(ctx.c, n, p), "ReConcat")
}

// ReIntersect returns Z3_mk_re_intersect over args (at least one argument).
func (ctx *Context) ReIntersect(args ...Term) Term {
	if !ctx.usable("ReIntersect", args...) {
		return Term{}
	}
	if len(args) == 0 {
		ctx.fail(&Error{Op: "ReIntersect", Msg: "no arguments"})
		return Term{}
	}
	p, n := asts(args)
	return ctx.keep(C.Z3_mk_re_intersect(ctx.c, n, p), "ReIntersect")
}
