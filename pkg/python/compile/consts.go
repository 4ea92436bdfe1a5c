package compile

import (
	"math"
	"math/big"

	"clauz3/pkg/python/ast"
	"clauz3/pkg/python/value"
)

// cval is a constant after CPython's AST optimizer has folded it: a
// mapping pattern key such as -1 or 1+2j is a constant by the time the
// code generator looks for duplicates.
type cval struct {
	kind ast.ConstKind
	b    bool
	i    *big.Int
	re   float64 // a float, or a complex's real part
	im   float64 // a complex's imaginary part
	s    string
	bs   []byte
}

// foldConst folds a literal pattern key (a constant, a negated number, or
// real ± imaginary) as ast_opt.c does; ok is false when CPython would not
// fold it.
func foldConst(e ast.Expr) (v cval, ok bool) {
	switch e := e.(type) {
	case *ast.Constant:
		k := e.Value
		switch k.Kind {
		case ast.ConstNone, ast.ConstEllipsis:
			return cval{kind: k.Kind}, true
		case ast.ConstBool:
			return cval{kind: k.Kind, b: k.Bool}, true
		case ast.ConstInt:
			return cval{kind: k.Kind, i: k.Int}, true
		case ast.ConstFloat:
			return cval{kind: k.Kind, re: k.Float}, true
		case ast.ConstComplex:
			return cval{kind: k.Kind, im: k.Float}, true
		case ast.ConstStr:
			return cval{kind: k.Kind, s: k.Str}, true
		case ast.ConstBytes:
			return cval{kind: k.Kind, bs: k.Bytes}, true
		}
	case *ast.UnaryOp:
		if e.Op != ast.USub {
			return cval{}, false
		}
		x, ok := foldConst(e.Operand)
		if !ok {
			return cval{}, false
		}
		switch x.kind {
		case ast.ConstInt:
			return cval{kind: ast.ConstInt, i: new(big.Int).Neg(x.i)}, true
		case ast.ConstFloat:
			return cval{kind: ast.ConstFloat, re: -x.re}, true
		case ast.ConstComplex:
			return cval{kind: ast.ConstComplex, re: -x.re, im: -x.im}, true
		}
	case *ast.BinOp:
		if e.Op != ast.Add && e.Op != ast.Sub {
			return cval{}, false
		}
		l, ok1 := foldConst(e.Left)
		r, ok2 := foldConst(e.Right)
		if !ok1 || !ok2 {
			return cval{}, false
		}
		lre, lim, ok1 := asComplex(l)
		rre, rim, ok2 := asComplex(r)
		if !ok1 || !ok2 || l.kind != ast.ConstComplex && r.kind != ast.ConstComplex {
			return cval{}, false // only real ± imaginary occurs in patterns
		}
		if e.Op == ast.Add {
			return cval{kind: ast.ConstComplex, re: lre + rre, im: lim + rim}, true
		}
		return cval{kind: ast.ConstComplex, re: lre - rre, im: lim - rim}, true
	}
	return cval{}, false
}

// asComplex converts a number to a complex as Python's complex() does;
// an int too large for a float does not convert (OverflowError: the
// optimizer leaves the expression unfolded).
func asComplex(v cval) (re, im float64, ok bool) {
	switch v.kind {
	case ast.ConstBool:
		if v.b {
			return 1, 0, true
		}
		return 0, 0, true
	case ast.ConstInt:
		f, acc := new(big.Float).SetInt(v.i).Float64()
		if math.IsInf(f, 0) || acc != big.Exact && math.Abs(f) == math.MaxFloat64 {
			return 0, 0, false
		}
		return f, 0, true
	case ast.ConstFloat:
		return v.re, 0, true
	case ast.ConstComplex:
		return v.re, v.im, true
	}
	return 0, 0, false
}

func isNumber(k ast.ConstKind) bool {
	return k == ast.ConstBool || k == ast.ConstInt || k == ast.ConstFloat || k == ast.ConstComplex
}

// constEqual is Python's == on two folded constants (what a set of keys
// uses: True == 1 == 1.0 == 1+0j).
func constEqual(a, b cval) bool {
	if isNumber(a.kind) && isNumber(b.kind) {
		ar, ai := realImag(a)
		br, bi := realImag(b)
		return ai.Cmp(bi) == 0 && ar.Cmp(br) == 0
	}
	if a.kind != b.kind {
		return false
	}
	switch a.kind {
	case ast.ConstNone, ast.ConstEllipsis:
		return true
	case ast.ConstStr:
		return a.s == b.s
	case ast.ConstBytes:
		return string(a.bs) == string(b.bs)
	}
	return false
}

// exact is a number compared exactly: a rational or an infinity.
type exact struct {
	inf int // -1, 0, +1
	r   *big.Rat
	nan bool
}

func (x exact) Cmp(y exact) int {
	if x.nan || y.nan {
		return 1 // nan equals nothing
	}
	if x.inf != 0 || y.inf != 0 {
		if x.inf == y.inf {
			return 0
		}
		return 1
	}
	return x.r.Cmp(y.r)
}

func exactFloat(f float64) exact {
	switch {
	case math.IsNaN(f):
		return exact{nan: true}
	case math.IsInf(f, 1):
		return exact{inf: 1}
	case math.IsInf(f, -1):
		return exact{inf: -1}
	}
	return exact{r: new(big.Rat).SetFloat64(f)}
}

func realImag(v cval) (exact, exact) {
	zero := exact{r: new(big.Rat)}
	switch v.kind {
	case ast.ConstBool:
		if v.b {
			return exact{r: big.NewRat(1, 1)}, zero
		}
		return zero, zero
	case ast.ConstInt:
		return exact{r: new(big.Rat).SetInt(v.i)}, zero
	case ast.ConstFloat:
		return exactFloat(v.re), zero
	}
	return exactFloat(v.re), exactFloat(v.im)
}

// repr renders a folded constant as Python's repr.
func repr(v cval) string {
	switch v.kind {
	case ast.ConstNone:
		return "None"
	case ast.ConstEllipsis:
		return "Ellipsis"
	case ast.ConstBool:
		return value.Repr(v.b)
	case ast.ConstInt:
		return value.Repr(v.i)
	case ast.ConstFloat:
		return value.FloatRepr(v.re)
	case ast.ConstComplex:
		return value.ComplexRepr(v.re, v.im)
	case ast.ConstStr:
		return value.StrRepr(v.s)
	case ast.ConstBytes:
		return value.BytesRepr(v.bs)
	}
	return "?"
}

// reprStr is Python's repr of a str (s in UTF-8, lone surrogates in
// WTF-8), for names in messages.
func reprStr(s string) string { return value.StrRepr(s) }
