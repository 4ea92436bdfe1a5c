package runner

import (
	"strings"

	"clauz3/pkg/interp"
	"clauz3/pkg/python/ast"
)

// Precedences of Python's ast.unparse (_Precedence).
const (
	pTuple = iota
	pYield
	pTest
	pOr
	pAnd
	pNot
	pCmp
	pExpr
	pBor
	pBxor
	pBand
	pShift
	pArith
	pTerm
	pFactor
	pPower
	pAwait
	pAtom
)

var binPrec = map[ast.Operator]int{
	ast.Add: pArith, ast.Sub: pArith, ast.Mult: pTerm, ast.MatMult: pTerm, ast.Div: pTerm,
	ast.Mod: pTerm, ast.FloorDiv: pTerm, ast.Pow: pPower, ast.LShift: pShift, ast.RShift: pShift,
	ast.BitOr: pBor, ast.BitXor: pBxor, ast.BitAnd: pBand,
}

var binSym = map[ast.Operator]string{
	ast.Add: "+", ast.Sub: "-", ast.Mult: "*", ast.MatMult: "@", ast.Div: "/", ast.Mod: "%",
	ast.FloorDiv: "//", ast.Pow: "**", ast.LShift: "<<", ast.RShift: ">>", ast.BitOr: "|",
	ast.BitXor: "^", ast.BitAnd: "&",
}

var cmpSym = []string{"==", "!=", "<", "<=", ">", ">=", "is", "is not", "in", "not in"}

// Unparse renders an expression as Python's ast.unparse does, for the
// expressions guarantees are written in (the reference submits
// guarantees in this normalised form). ok is false for an expression it
// does not render.
func Unparse(e ast.Expr) (s string, ok bool) {
	defer func() {
		if r := recover(); r != nil {
			if _, is := r.(unparseErr); is {
				s, ok = "", false
				return
			}
			panic(r)
		}
	}()
	var b strings.Builder
	unparse(&b, e, pTest)
	return b.String(), true
}

type unparseErr struct{}

func unparse(b *strings.Builder, e ast.Expr, prec int) {
	paren := func(p int, f func()) {
		if prec > p {
			b.WriteByte('(')
			f()
			b.WriteByte(')')
			return
		}
		f()
	}
	switch e := e.(type) {
	case *ast.Constant:
		unparseConst(b, e)
	case *ast.Name:
		b.WriteString(e.Id)
	case *ast.Attribute:
		unparse(b, e.Value, pAtom)
		if c, ok := e.Value.(*ast.Constant); ok && c.Value.Kind == ast.ConstInt {
			b.WriteByte(' ')
		}
		b.WriteString("." + e.Attr)
	case *ast.Call:
		unparse(b, e.Func, pAtom)
		b.WriteByte('(')
		first := true
		for _, a := range e.Args {
			if !first {
				b.WriteString(", ")
			}
			first = false
			unparse(b, a, pTest)
		}
		for _, k := range e.Keywords {
			if !first {
				b.WriteString(", ")
			}
			first = false
			if k.Arg == "" {
				b.WriteString("**")
			} else {
				b.WriteString(k.Arg + "=")
			}
			unparse(b, k.Value, pTest)
		}
		b.WriteByte(')')
	case *ast.List:
		b.WriteByte('[')
		elts(b, e.Elts)
		b.WriteByte(']')
	case *ast.Tuple:
		b.WriteByte('(')
		elts(b, e.Elts)
		if len(e.Elts) == 1 {
			b.WriteByte(',')
		}
		b.WriteByte(')')
	case *ast.Set:
		b.WriteByte('{')
		elts(b, e.Elts)
		b.WriteByte('}')
	case *ast.Dict:
		b.WriteByte('{')
		for i, k := range e.Keys {
			if i > 0 {
				b.WriteString(", ")
			}
			if k == nil {
				b.WriteString("**")
				unparse(b, e.Values[i], pExpr)
				continue
			}
			unparse(b, k, pTest)
			b.WriteString(": ")
			unparse(b, e.Values[i], pTest)
		}
		b.WriteByte('}')
	case *ast.Starred:
		b.WriteByte('*')
		unparse(b, e.Value, pExpr)
	case *ast.UnaryOp:
		var sym string
		var p int
		switch e.Op {
		case ast.Not:
			sym, p = "not ", pNot
		case ast.USub:
			sym, p = "-", pFactor
		case ast.UAdd:
			sym, p = "+", pFactor
		case ast.Invert:
			sym, p = "~", pFactor
		}
		paren(p, func() {
			b.WriteString(sym)
			unparse(b, e.Operand, p)
		})
	case *ast.BinOp:
		p := binPrec[e.Op]
		paren(p, func() {
			lp, rp := p, p+1
			if e.Op == ast.Pow {
				lp, rp = p+1, p
			}
			unparse(b, e.Left, lp)
			b.WriteString(" " + binSym[e.Op] + " ")
			unparse(b, e.Right, rp)
		})
	case *ast.BoolOp:
		p, sym := pAnd, " and "
		if e.Op == ast.Or {
			p, sym = pOr, " or "
		}
		paren(p, func() {
			for i, v := range e.Values {
				if i > 0 {
					b.WriteString(sym)
				}
				unparse(b, v, p+1)
			}
		})
	case *ast.Compare:
		paren(pCmp, func() {
			unparse(b, e.Left, pCmp+1)
			for i, op := range e.Ops {
				b.WriteString(" " + cmpSym[op] + " ")
				unparse(b, e.Comparators[i], pCmp+1)
			}
		})
	case *ast.IfExp:
		paren(pTest, func() {
			unparse(b, e.Body, pTest+1)
			b.WriteString(" if ")
			unparse(b, e.Test, pTest+1)
			b.WriteString(" else ")
			unparse(b, e.Orelse, pTest)
		})
	case *ast.Lambda:
		paren(pTest, func() {
			b.WriteString("lambda")
			var names []string
			for _, a := range e.Args.Args {
				names = append(names, a.Arg)
			}
			if len(names) > 0 || len(e.Args.Defaults) > 0 || e.Args.Vararg != nil || e.Args.Kwarg != nil || len(e.Args.Kwonlyargs) > 0 || len(e.Args.Posonlyargs) > 0 {
				if len(e.Args.Defaults) > 0 || e.Args.Vararg != nil || e.Args.Kwarg != nil || len(e.Args.Kwonlyargs) > 0 || len(e.Args.Posonlyargs) > 0 {
					panic(unparseErr{})
				}
				b.WriteString(" " + strings.Join(names, ", "))
			}
			b.WriteString(": ")
			unparse(b, e.Body, pTest)
		})
	case *ast.Subscript:
		unparse(b, e.Value, pAtom)
		b.WriteByte('[')
		if t, ok := e.Slice.(*ast.Tuple); ok && len(t.Elts) > 0 {
			elts(b, t.Elts)
			if len(t.Elts) == 1 {
				b.WriteByte(',')
			}
		} else {
			unparse(b, e.Slice, pTuple)
		}
		b.WriteByte(']')
	case *ast.Slice:
		if e.Lower != nil {
			unparse(b, e.Lower, pTest)
		}
		b.WriteByte(':')
		if e.Upper != nil {
			unparse(b, e.Upper, pTest)
		}
		if e.Step != nil {
			b.WriteByte(':')
			unparse(b, e.Step, pTest)
		}
	default:
		panic(unparseErr{})
	}
}

func elts(b *strings.Builder, es []ast.Expr) {
	for i, x := range es {
		if i > 0 {
			b.WriteString(", ")
		}
		unparse(b, x, pTest)
	}
}

func unparseConst(b *strings.Builder, c *ast.Constant) {
	v := c.Value
	switch v.Kind {
	case ast.ConstNone:
		b.WriteString("None")
	case ast.ConstBool:
		if v.Bool {
			b.WriteString("True")
		} else {
			b.WriteString("False")
		}
	case ast.ConstInt:
		b.WriteString(v.Int.String())
	case ast.ConstFloat:
		s, err := interp.Repr(&interp.Float{F: v.Float})
		if err != nil {
			panic(unparseErr{})
		}
		if s == "inf" {
			s = "1e309"
		}
		b.WriteString(s)
	case ast.ConstStr:
		s, err := interp.Repr(v.Str)
		if err != nil {
			panic(unparseErr{})
		}
		b.WriteString(s)
	case ast.ConstEllipsis:
		b.WriteString("...")
	default:
		panic(unparseErr{})
	}
}
