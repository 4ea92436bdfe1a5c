package solve

import (
	"fmt"
	"math/big"
	"strings"

	"clauz3/pkg/diag"
	"clauz3/pkg/dsl"
	"clauz3/pkg/z3"
)

// sortKey identifies a sort for the Z3 sort cache.
func sortKey(s *dsl.Sort) string {
	switch s.Kind {
	case dsl.KUninterpreted:
		return "U:" + s.Name
	case dsl.KEnum:
		return "E:" + s.Name
	case dsl.KRecord:
		return "R:" + s.Name
	}
	return s.String()
}

type record struct {
	mk  z3.FuncDecl
	acc map[string]z3.FuncDecl
}

// zsort returns the Z3 sort of s, declaring it on first use.
func (p *program) zsort(s *dsl.Sort) z3.Sort {
	key := sortKey(s)
	if zs, ok := p.zsorts[key]; ok {
		return zs
	}
	z := p.z
	var zs z3.Sort
	switch s.Kind {
	case dsl.KBool:
		zs = z.BoolSort()
	case dsl.KInt:
		zs = z.IntSort()
	case dsl.KReal:
		zs = z.RealSort()
	case dsl.KString:
		zs = z.StringSort()
	case dsl.KBV:
		zs = z.BVSort(s.Width)
	case dsl.KFP:
		zs = z.FPSort(s.EBits, s.SBits)
	case dsl.KSeq:
		zs = z.SeqSort(p.zsort(s.Elem))
	case dsl.KArray:
		zs = z.ArraySort(p.zsort(s.Dom), p.zsort(s.Rng))
	case dsl.KUninterpreted:
		zs = z.UninterpretedSort(s.Name)
	case dsl.KEnum:
		var vals []z3.Term
		zs, vals = z.EnumSort(s.Name, s.Values)
		for i, v := range vals {
			p.enumVals[s.Name+"\x00"+s.Values[i]] = v
		}
	case dsl.KRecord:
		names := make([]string, len(s.Fields))
		fsorts := make([]z3.Sort, len(s.Fields))
		for i, f := range s.Fields {
			names[i] = f.Name
			fsorts[i] = p.zsort(f.Sort)
		}
		var mk z3.FuncDecl
		var acc []z3.FuncDecl
		zs, mk, acc = z.RecordSort(s.Name, "mk_"+s.Name, names, fsorts)
		r := &record{mk: mk, acc: map[string]z3.FuncDecl{}}
		for i, a := range acc {
			r.acc[names[i]] = a
		}
		p.records[s.Name] = r
	default:
		panic(diag.ICE("no Z3 sort for %s", s))
	}
	p.zsorts[key] = zs
	return zs
}

func (p *program) funcDecl(name string, dom []*dsl.Sort, rng *dsl.Sort) z3.FuncDecl {
	var key strings.Builder
	key.WriteString(name)
	for _, d := range dom {
		key.WriteString("\x00" + sortKey(d))
	}
	key.WriteString("\x00" + sortKey(rng))
	if f, ok := p.funcs[key.String()]; ok {
		return f
	}
	zd := make([]z3.Sort, len(dom))
	for i, d := range dom {
		zd[i] = p.zsort(d)
	}
	f := p.z.FuncDecl(name, zd, p.zsort(rng))
	p.funcs[key.String()] = f
	return f
}

// tr translates a typed term to Z3. Failures show up as the context's
// sticky error (checked by the caller).
func (p *program) tr(t *dsl.Term) z3.Term {
	if zt, ok := p.memo[t]; ok {
		return zt
	}
	zt := p.tr1(t)
	p.memo[t] = zt
	return zt
}

func (p *program) trArgs(t *dsl.Term) []z3.Term {
	out := make([]z3.Term, len(t.Args))
	for i, a := range t.Args {
		out[i] = p.tr(a)
	}
	return out
}

func (p *program) tr1(t *dsl.Term) z3.Term {
	z := p.z
	switch t.Op {
	case dsl.OpConst:
		return z.Const(t.Name, p.zsort(t.Sort))
	case dsl.OpLit:
		return p.lit(t)
	case dsl.OpEnumVal:
		p.zsort(t.Sort)
		return p.enumVals[t.Sort.Name+"\x00"+t.Name]
	case dsl.OpRM:
		if t.Name == "RTZ" {
			return z.RTZ()
		}
		return z.RNE()
	case dsl.OpEmpty:
		return z.Empty(p.zsort(t.Sort))
	case dsl.OpForAll, dsl.OpExists:
		bound := make([]z3.Term, len(t.Bound))
		for i, b := range t.Bound {
			bound[i] = p.tr(b)
		}
		return z.Quantify(t.Op == dsl.OpForAll, bound, p.tr(t.Args[0]))
	}
	a := p.trArgs(t)
	switch t.Op {
	case dsl.OpApp:
		dom := make([]*dsl.Sort, len(t.Args))
		for i, x := range t.Args {
			dom[i] = x.Sort
		}
		return z.App(p.funcDecl(t.Name, dom, t.Sort), a...)
	case dsl.OpNot:
		return z.Not(a[0])
	case dsl.OpAnd:
		if len(a) == 0 {
			return z.Bool(true)
		}
		return z.And(a...)
	case dsl.OpOr:
		if len(a) == 0 {
			return z.Bool(false)
		}
		return z.Or(a...)
	case dsl.OpImplies:
		return z.Implies(a[0], a[1])
	case dsl.OpXor:
		return z.Xor(a[0], a[1])
	case dsl.OpIte:
		return z.Ite(a[0], a[1], a[2])
	case dsl.OpEq:
		return z.Eq(a[0], a[1])
	case dsl.OpDistinct:
		return z.Distinct(a...)
	case dsl.OpAdd:
		return z.Add(a...)
	case dsl.OpSub:
		return z.Sub(a...)
	case dsl.OpMul:
		return z.Mul(a...)
	case dsl.OpDiv:
		return z.Div(a[0], a[1])
	case dsl.OpMod:
		return z.Mod(a[0], a[1])
	case dsl.OpPow:
		return z.Power(a[0], a[1])
	case dsl.OpNeg:
		return z.Neg(a[0])
	case dsl.OpLt, dsl.OpLe, dsl.OpGt, dsl.OpGe:
		if t.Args[0].Sort.Kind == dsl.KString {
			switch t.Op {
			case dsl.OpLt:
				return z.StrLt(a[0], a[1])
			case dsl.OpLe:
				return z.StrLe(a[0], a[1])
			case dsl.OpGt:
				return z.StrLt(a[1], a[0])
			}
			return z.StrLe(a[1], a[0])
		}
		switch t.Op {
		case dsl.OpLt:
			return z.Lt(a[0], a[1])
		case dsl.OpLe:
			return z.Le(a[0], a[1])
		case dsl.OpGt:
			return z.Gt(a[0], a[1])
		}
		return z.Ge(a[0], a[1])
	case dsl.OpToReal:
		return z.ToReal(a[0])
	case dsl.OpToInt:
		return z.ToInt(a[0])
	case dsl.OpIsInt:
		return z.IsInt(a[0])
	case dsl.OpAtMost:
		return z.AtMost(a, t.Width)
	case dsl.OpAtLeast:
		return z.AtLeast(a, t.Width)
	case dsl.OpBVAdd:
		return z.BVAdd(a[0], a[1])
	case dsl.OpBVSub:
		return z.BVSub(a[0], a[1])
	case dsl.OpBVMul:
		return z.BVMul(a[0], a[1])
	case dsl.OpBVSDiv:
		return z.BVSDiv(a[0], a[1])
	case dsl.OpBVSMod:
		return z.BVSMod(a[0], a[1])
	case dsl.OpBVAnd:
		return z.BVAnd(a[0], a[1])
	case dsl.OpBVOr:
		return z.BVOr(a[0], a[1])
	case dsl.OpBVXor:
		return z.BVXor(a[0], a[1])
	case dsl.OpBVNot:
		return z.BVNot(a[0])
	case dsl.OpBVNeg:
		return z.BVNeg(a[0])
	case dsl.OpBVShl:
		return z.BVShl(a[0], a[1])
	case dsl.OpBVAShr:
		return z.BVAShr(a[0], a[1])
	case dsl.OpBVSLt:
		return z.BVSLt(a[0], a[1])
	case dsl.OpBVSLe:
		return z.BVSLe(a[0], a[1])
	case dsl.OpBVSGt:
		return z.BVSGt(a[0], a[1])
	case dsl.OpBVSGe:
		return z.BVSGe(a[0], a[1])
	case dsl.OpBV2Int:
		return z.BV2Int(a[0], false)
	case dsl.OpSelect:
		return z.Select(a[0], a[1])
	case dsl.OpStore:
		return z.Store(a[0], a[1], a[2])
	case dsl.OpConcat:
		return z.Concat(a...)
	case dsl.OpLength:
		return z.Length(a[0])
	case dsl.OpPrefixOf:
		return z.PrefixOf(a[0], a[1])
	case dsl.OpSuffixOf:
		return z.SuffixOf(a[0], a[1])
	case dsl.OpContains:
		return z.Contains(a[0], a[1])
	case dsl.OpIndexOf:
		return z.IndexOf(a[0], a[1], a[2])
	case dsl.OpSubStr:
		return z.Extract(a[0], a[1], a[2])
	case dsl.OpAt:
		return z.At(a[0], a[1])
	case dsl.OpNth:
		return z.Nth(a[0], a[1])
	case dsl.OpUnit:
		return z.SeqUnit(a[0])
	case dsl.OpReplace:
		return z.Replace(a[0], a[1], a[2])
	case dsl.OpPyStrip, dsl.OpPyLStrip, dsl.OpPyRStrip:
		return p.strip(t, a[0])
	case dsl.OpInRe:
		if p.opts.abstractRegex {
			return p.abstractRe(t)
		}
		re, err := dsl.ParseRegex(t.Name)
		if err != nil {
			panic(fmt.Errorf("solve: InRe pattern %q: %w", t.Name, err))
		}
		return z.InRe(a[0], p.regex(re))
	case dsl.OpStrToInt:
		return z.StrToInt(a[0])
	case dsl.OpIntToStr:
		return z.IntToStr(a[0])
	case dsl.OpFPAdd:
		return z.FPAdd(a[0], a[1], a[2])
	case dsl.OpFPSub:
		return z.FPSub(a[0], a[1], a[2])
	case dsl.OpFPMul:
		return z.FPMul(a[0], a[1], a[2])
	case dsl.OpFPDiv:
		return z.FPDiv(a[0], a[1], a[2])
	case dsl.OpFPRem:
		return z.FPRem(a[0], a[1])
	case dsl.OpFPSqrt:
		return z.FPSqrt(a[0], a[1])
	case dsl.OpFPRound:
		return z.FPRoundToIntegral(a[0], a[1])
	case dsl.OpFPNeg:
		return z.FPNeg(a[0])
	case dsl.OpFPAbs:
		return z.FPAbs(a[0])
	case dsl.OpFPMin:
		return z.FPMin(a[0], a[1])
	case dsl.OpFPMax:
		return z.FPMax(a[0], a[1])
	case dsl.OpFPLt:
		return z.FPLt(a[0], a[1])
	case dsl.OpFPLe:
		return z.FPLe(a[0], a[1])
	case dsl.OpFPGt:
		return z.FPGt(a[0], a[1])
	case dsl.OpFPGe:
		return z.FPGe(a[0], a[1])
	case dsl.OpFPEq:
		return z.FPEq(a[0], a[1])
	case dsl.OpFPIsNaN:
		return z.FPIsNaN(a[0])
	case dsl.OpFPIsInf:
		return z.FPIsInf(a[0])
	case dsl.OpFPIsZero:
		return z.FPIsZero(a[0])
	case dsl.OpFPIsNorm:
		return z.FPIsNormal(a[0])
	case dsl.OpFPIsSub:
		return z.FPIsSubnormal(a[0])
	case dsl.OpFPIsNeg:
		return z.FPIsNegative(a[0])
	case dsl.OpFPIsPos:
		return z.FPIsPositive(a[0])
	case dsl.OpFPToReal:
		return z.FPToReal(a[0])
	case dsl.OpFPToSBV:
		return z.FPToSBV(a[0], a[1], t.Width)
	case dsl.OpToFP:
		zs := p.zsort(t.Sort)
		switch t.Args[1].Sort.Kind {
		case dsl.KReal:
			if p.doc.Version != "" && t.Args[1].Op != dsl.OpLit && t.Args[0].Op == dsl.OpRM && t.Args[0].Name == "RNE" &&
				t.Sort.EBits == 11 && t.Sort.SBits == 53 {
				return p.approxToFP(t, a[1], zs)
			}
			return z.FPFromReal(a[0], a[1], zs)
		case dsl.KFP:
			return z.FPFromFP(a[0], a[1], zs)
		}
		return z.FPFromSBV(a[0], a[1], zs)
	case dsl.OpField:
		p.zsort(t.Args[0].Sort)
		return z.App(p.records[t.Args[0].Sort.Name].acc[t.Name], a[0])
	case dsl.OpRecord:
		p.zsort(t.Sort)
		return z.App(p.records[t.Sort.Name].mk, a...)
	}
	panic(diag.ICE("solve: no Z3 translation for %s", t.Op))
}

func (p *program) lit(t *dsl.Term) z3.Term {
	z := p.z
	switch v := t.Val.(type) {
	case bool:
		return z.Bool(v)
	case *big.Int:
		if t.Sort.Kind == dsl.KBV {
			return z.BV(v, t.Sort.Width)
		}
		return z.Int(v)
	case *big.Rat:
		return z.Real(v)
	case string:
		return z.String(v)
	case float64:
		return z.Float(v, p.zsort(t.Sort))
	case nil:
		if t.Sort.Kind == dsl.KSeq {
			return z.Empty(p.zsort(t.Sort))
		}
	}
	panic(diag.ICE("solve: literal %v of sort %s", t.Val, t.Sort))
}

// z3Err converts a Z3 failure while building the terms of one
// expression into a bad-input diagnostic (the checker accepted something
// Z3 refuses) and clears the sticky error.
func (p *program) z3Err(ptr, expr string) error {
	err := p.z.Err()
	if err == nil {
		return nil
	}
	p.z.ResetErr()
	if outOfMemory(err) {
		p.z.Interrupt() // the context decides nothing more
		return errZ3Memory
	}
	return &diag.Diagnostic{Severity: diag.Error, Code: "z3-error", Pointer: ptr,
		Message: fmt.Sprintf("in expression %q: Z3 refused it: %v", expr, err)}
}
