package dsl

import (
	"math"
	"math/big"
	"sort"
	"strconv"
	"strings"

	"clauz3/pkg/python/ast"
	"clauz3/pkg/python/value"
)

// builtinNames are the functions expressions may call without declaring
// them: proof-of-thought's 13 whitelisted Z3 names, then clauz3's
// extensions named as in Z3's Python API.
var builtinNames = map[string]bool{
	// proof-of-thought
	"And": true, "Or": true, "Not": true, "Implies": true, "If": true, "Distinct": true,
	"Sum": true, "Product": true, "ForAll": true, "Exists": true, "Function": true,
	"Array": true, "BitVecVal": true,
	// extensions
	"Xor": true, "Length": true, "PrefixOf": true, "SuffixOf": true, "Contains": true,
	"IndexOf": true, "SubString": true, "Concat": true, "StringVal": true, "IntVal": true,
	"BoolVal": true, "RealVal": true, "Unit": true, "Empty": true, "At": true,
	"Replace": true, "PyStrip": true, "PyLStrip": true, "PyRStrip": true, "StrToInt": true, "IntToStr": true, "InRe": true, "ToReal": true, "ToInt": true,
	"IsInt": true, "Select": true, "Store": true, "BV2Int": true, "AtMost": true,
	"AtLeast": true, "RNE": true, "RTZ": true, "FPVal": true, "fpNaN": true,
	"fpPlusInfinity": true, "fpMinusInfinity": true, "fpPlusZero": true, "fpMinusZero": true,
	"fpAdd": true, "fpSub": true, "fpMul": true, "fpDiv": true, "fpRem": true, "fpSqrt": true,
	"fpRoundToIntegral": true, "fpNeg": true, "fpAbs": true, "fpMin": true, "fpMax": true,
	"fpLT": true, "fpLEQ": true, "fpGT": true, "fpGEQ": true, "fpEQ": true, "fpNEQ": true,
	"fpIsNaN": true, "fpIsInf": true, "fpIsZero": true, "fpIsNormal": true,
	"fpIsSubnormal": true, "fpIsNegative": true, "fpIsPositive": true, "fpToReal": true,
	"fpToSBV": true, "fpToFP": true,
	"Float64": true, "IntSort": true, "RealSort": true, "BoolSort": true, "StringSort": true,
	"SeqSort": true, "BitVecSort": true, "FPSort": true,
}

func isBuiltin(name string) bool { return builtinNames[name] }

// Builtins returns the names callable in expressions, sorted.
func Builtins() []string {
	var out []string
	for n := range builtinNames {
		out = append(out, n)
	}
	sort.Strings(out)
	return out
}

func (c *checker) call(n *ast.Call) (val, error) {
	f, err := c.eval(n.Func)
	if err != nil {
		return val{}, err
	}
	if len(n.Keywords) > 0 {
		kw := n.Keywords[0]
		p, e := c.span(kw)
		if kw.Arg == "" {
			return val{}, c.errAt(p, e, "starred arguments are not supported in expressions")
		}
		vp, _ := c.span(kw.Value)
		return val{}, c.errAt(p, vp, "keyword arguments are not supported")
	}
	switch f.k {
	case vFunc:
		args, err := c.evalArgs(n.Args)
		if err != nil {
			return val{}, err
		}
		sym := f.sym
		if sym.Kind == SymRecord {
			if len(args) != len(sym.Sort.Fields) {
				return val{}, c.errNode(n, "%s takes %d arguments, got %d", f.name, len(sym.Sort.Fields), len(args))
			}
			ts := make([]*Term, len(args))
			for i, a := range args {
				t, err := c.cast(a, sym.Sort.Fields[i].Sort)
				if err != nil {
					return val{}, err
				}
				ts[i] = t
			}
			return c.term(&Term{Op: OpRecord, Sort: sym.Sort, Name: f.name, Args: ts}, n), nil
		}
		if len(args) != len(sym.Domain) {
			return val{}, c.errNode(n, "%s takes %d arguments, got %d", f.name, len(sym.Domain), len(args))
		}
		ts := make([]*Term, len(args))
		for i, a := range args {
			t, err := c.cast(a, sym.Domain[i])
			if err != nil {
				return val{}, err
			}
			ts[i] = t
		}
		if len(ts) == 0 {
			return c.term(&Term{Op: OpConst, Sort: sym.Range, Name: f.name}, n), nil
		}
		return c.term(&Term{Op: OpApp, Sort: sym.Range, Name: f.name, Args: ts}, n), nil
	case vBuiltin:
		return c.builtin(n, f.name)
	}
	return val{}, c.errNode(n.Func, "%s is not callable", c.describe(f))
}

func (c *checker) evalArgs(ns []ast.Expr) ([]val, error) {
	out := make([]val, len(ns))
	for i, a := range ns {
		v, err := c.eval(a)
		if err != nil {
			return nil, err
		}
		out[i] = v
	}
	return out, nil
}

// flatten implements z3py's _get_args: f([a, b]) is f(a, b).
func flatten(args []val) []val {
	if len(args) == 1 && args[0].k == vList {
		return args[0].list
	}
	return args
}

// sortArg reads a sort argument: a declared sort name or a sort
// constructor call (IntSort(), SeqSort(IntSort()), BitVecSort(8),
// FPSort(11, 53), Float64()).
func (c *checker) sortArg(n ast.Expr) (*Sort, error) {
	if nm, ok := n.(*ast.Name); ok {
		if s, ok := c.sc.LookupSort(nm.Id); ok {
			return s, nil
		}
		switch nm.Id {
		case "IntSort":
			return IntSort(), nil
		case "RealSort":
			return RealSort(), nil
		case "BoolSort":
			return BoolSort(), nil
		case "StringSort":
			return StringSort(), nil
		case "Float64":
			return Float64Sort(), nil
		}
	}
	v, err := c.eval(n)
	if err != nil {
		return nil, err
	}
	if v.k != vSort {
		return nil, c.errNode(n, "a sort expected, got %s", c.describe(v))
	}
	return v.sort, nil
}

func (c *checker) arity(n *ast.Call, name string, min, max int) error {
	k := len(n.Args)
	if k < min || max >= 0 && k > max {
		want := strconv.Itoa(min)
		switch {
		case max < 0:
			want = "at least " + want
		case max != min:
			want += " to " + strconv.Itoa(max)
		}
		return c.errNode(n, "%s takes %s arguments, got %d", name, want, k)
	}
	return nil
}

func (c *checker) builtin(n *ast.Call, name string) (val, error) {
	p, e := c.span(n)
	mk := func(op Op, s *Sort, args ...*Term) (val, error) {
		return c.term(&Term{Op: op, Sort: s, Args: args}, n), nil
	}
	// Sort constructors and functions taking sorts read their arguments
	// as sorts, not values.
	switch name {
	case "IntSort", "RealSort", "BoolSort", "StringSort", "Float64":
		if err := c.arity(n, name, 0, 0); err != nil {
			return val{}, err
		}
		s, _ := c.sortArg(n.Func)
		return val{k: vSort, sort: s, pos: p, end: e}, nil
	case "SeqSort":
		if err := c.arity(n, name, 1, 1); err != nil {
			return val{}, err
		}
		el, err := c.sortArg(n.Args[0])
		if err != nil {
			return val{}, err
		}
		return val{k: vSort, sort: SeqSort(el), pos: p, end: e}, nil
	case "BitVecSort", "FPSort":
		want := 1
		if name == "FPSort" {
			want = 2
		}
		if err := c.arity(n, name, want, want); err != nil {
			return val{}, err
		}
		args, err := c.evalArgs(n.Args)
		if err != nil {
			return val{}, err
		}
		var ks []int
		for _, a := range args {
			iv, ok := a.py.(*big.Int)
			if a.k != vPy || !ok || !iv.IsInt64() || iv.Int64() <= 0 || iv.Int64() > 65536 {
				return val{}, c.errAt(a.pos, a.end, "a positive integer literal (at most 65536) expected")
			}
			ks = append(ks, int(iv.Int64()))
		}
		if name == "BitVecSort" {
			return val{k: vSort, sort: BVSort(ks[0]), pos: p, end: e}, nil
		}
		if ks[0] != 11 || ks[1] != 53 {
			return val{}, c.errNode(n, "only FPSort(11, 53) (Python's float) is supported")
		}
		return val{k: vSort, sort: Float64Sort(), pos: p, end: e}, nil
	case "Empty":
		if err := c.arity(n, name, 1, 1); err != nil {
			return val{}, err
		}
		s, err := c.sortArg(n.Args[0])
		if err != nil {
			return val{}, err
		}
		if s.Kind != KSeq && s.Kind != KString {
			return val{}, c.errNode(n.Args[0], "Empty needs a sequence or string sort, got %s", s)
		}
		if s.Kind == KString {
			return c.term(&Term{Op: OpLit, Sort: s, Val: ""}, n), nil
		}
		return mk(OpEmpty, s)
	case "fpNaN", "fpPlusInfinity", "fpMinusInfinity", "fpPlusZero", "fpMinusZero":
		if err := c.arity(n, name, 0, 1); err != nil {
			return val{}, err
		}
		s := Float64Sort()
		if len(n.Args) == 1 {
			var err error
			if s, err = c.sortArg(n.Args[0]); err != nil {
				return val{}, err
			}
			if !s.Equal(Float64Sort()) {
				return val{}, c.errNode(n.Args[0], "a floating-point sort expected, got %s", s)
			}
		}
		f := map[string]float64{"fpNaN": math.NaN(), "fpPlusInfinity": math.Inf(1), "fpMinusInfinity": math.Inf(-1),
			"fpPlusZero": 0, "fpMinusZero": math.Copysign(0, -1)}[name]
		return c.term(&Term{Op: OpLit, Sort: s, Val: f}, n), nil
	case "FPVal":
		if err := c.arity(n, name, 1, 2); err != nil {
			return val{}, err
		}
		s := Float64Sort()
		if len(n.Args) == 2 {
			var err error
			if s, err = c.sortArg(n.Args[1]); err != nil {
				return val{}, err
			}
			if !s.Equal(Float64Sort()) {
				return val{}, c.errNode(n.Args[1], "a floating-point sort expected, got %s", s)
			}
		}
		v, err := c.eval(n.Args[0])
		if err != nil {
			return val{}, err
		}
		if str, ok := v.py.(string); ok && v.k == vPy {
			f, err := parsePyFloat(str)
			if err != nil {
				return val{}, c.errNode(n.Args[0], "%v", err)
			}
			v.py = f
		}
		if v.k != vPy {
			return val{}, c.errNode(n.Args[0], "FPVal needs a Python number, got %s", c.describe(v))
		}
		t, err := c.cast(v, s)
		if err != nil {
			return val{}, err
		}
		return c.term(t, n), nil
	case "fpToSBV":
		if err := c.arity(n, name, 3, 3); err != nil {
			return val{}, err
		}
		rm, err := c.rmArg(n.Args[0])
		if err != nil {
			return val{}, err
		}
		x, err := c.fpArg(n.Args[1], nil)
		if err != nil {
			return val{}, err
		}
		s, err := c.sortArg(n.Args[2])
		if err != nil {
			return val{}, err
		}
		if s.Kind != KBV {
			return val{}, c.errNode(n.Args[2], "a bit-vector sort expected, got %s", s)
		}
		return c.term(&Term{Op: OpFPToSBV, Sort: s, Args: []*Term{rm, x}, Width: s.Width}, n), nil
	case "fpToFP":
		if err := c.arity(n, name, 3, 3); err != nil {
			return val{}, err
		}
		rm, err := c.rmArg(n.Args[0])
		if err != nil {
			return val{}, err
		}
		v, err := c.eval(n.Args[1])
		if err != nil {
			return val{}, err
		}
		s, err := c.sortArg(n.Args[2])
		if err != nil {
			return val{}, err
		}
		if s.Kind != KFP {
			return val{}, c.errNode(n.Args[2], "a floating-point sort expected, got %s", s)
		}
		if v.k != vTerm || (v.t.Sort.Kind != KReal && v.t.Sort.Kind != KFP && v.t.Sort.Kind != KBV) {
			return val{}, c.errNode(n.Args[1], "fpToFP converts a Real, float or bit-vector term, got %s", c.describe(v))
		}
		return mk(OpToFP, s, rm, v.t)
	case "Function", "Array":
		return val{}, c.errNode(n, "%s needs Z3 sort objects, which expressions cannot name; declare it in \"functions\" or \"sorts\" instead", name)
	case "ForAll", "Exists":
		return c.quantifier(n, name)
	}

	args, err := c.evalArgs(n.Args)
	if err != nil {
		return val{}, err
	}
	bs := BoolSort()
	switch name {
	case "And", "Or":
		vs := flatten(args)
		ts := make([]*Term, len(vs))
		for i, v := range vs {
			t, err := c.boolArg(v)
			if err != nil {
				return val{}, err
			}
			ts[i] = t
		}
		if len(ts) == 0 {
			return c.term(Lit(name == "And", bs), n), nil
		}
		op := OpAnd
		if name == "Or" {
			op = OpOr
		}
		return mk(op, bs, ts...)
	case "Not":
		if err := c.arity(n, name, 1, 1); err != nil {
			return val{}, err
		}
		t, err := c.boolArg(args[0])
		if err != nil {
			return val{}, err
		}
		return mk(OpNot, bs, t)
	case "Implies", "Xor":
		if err := c.arity(n, name, 2, 2); err != nil {
			return val{}, err
		}
		a, err := c.boolArg(args[0])
		if err != nil {
			return val{}, err
		}
		b, err := c.boolArg(args[1])
		if err != nil {
			return val{}, err
		}
		if name == "Xor" {
			return mk(OpXor, bs, a, b)
		}
		return mk(OpImplies, bs, a, b)
	case "If":
		if err := c.arity(n, name, 3, 3); err != nil {
			return val{}, err
		}
		cond, err := c.boolArg(args[0])
		if err != nil {
			return val{}, err
		}
		a, b, s, err := c.coerce2(n, args[1], args[2])
		if err != nil {
			return val{}, err
		}
		return mk(OpIte, s, cond, a, b)
	case "Distinct":
		vs := flatten(args)
		if !anyTerm(vs) {
			return val{}, c.errNode(n, "At least one of the arguments must be a Z3 expression")
		}
		ts, _, err := c.coerceList(n, vs)
		if err != nil {
			return val{}, err
		}
		if len(ts) == 1 {
			return c.term(Lit(true, bs), n), nil
		}
		return mk(OpDistinct, bs, ts...)
	case "Sum", "Product":
		vs := flatten(args)
		if len(vs) == 0 {
			// z3py returns the Python number 0 (or 1).
			if name == "Sum" {
				return val{k: vPy, py: big.NewInt(0), pos: p, end: e}, nil
			}
			return val{k: vPy, py: big.NewInt(1), pos: p, end: e}, nil
		}
		if !anyTerm(vs) {
			// z3py reduces Python values with Python's + and *.
			acc := any(big.NewInt(0))
			op := "+"
			if name == "Product" {
				acc, op = big.NewInt(1), "*"
			}
			for _, v := range vs {
				if v.k != vPy {
					return val{}, c.errAt(v.pos, v.end, "%s cannot be used as a value here", c.describe(v))
				}
				r, err := value.BinaryOp(op, acc, v.py)
				if err != nil {
					return val{}, c.errNode(n, "%v", err)
				}
				acc = r
			}
			return val{k: vPy, py: acc, pos: p, end: e}, nil
		}
		ts, s, err := c.coerceList(n, vs)
		if err != nil {
			return val{}, err
		}
		switch {
		case s.isArith():
			op := OpAdd
			if name == "Product" {
				op = OpMul
			}
			if len(ts) == 1 {
				return c.term(ts[0], n), nil
			}
			return mk(op, s, ts...)
		case s.Kind == KBV:
			op := OpBVAdd
			if name == "Product" {
				op = OpBVMul
			}
			acc := ts[0]
			for _, t := range ts[1:] {
				acc = &Term{Op: op, Sort: s, Args: []*Term{acc, t}}
			}
			return c.term(acc, n), nil
		}
		return val{}, c.errNode(n, "%s needs numbers, got %s terms", name, s)
	case "BitVecVal":
		if err := c.arity(n, name, 2, 2); err != nil {
			return val{}, err
		}
		var width int
		if args[1].k == vSort && args[1].sort.Kind == KBV {
			width = args[1].sort.Width
		} else if iv, ok := args[1].py.(*big.Int); ok && args[1].k == vPy && iv.IsInt64() && iv.Int64() > 0 && iv.Int64() <= 65536 {
			width = int(iv.Int64())
		} else {
			return val{}, c.errAt(args[1].pos, args[1].end, "a bit-vector width expected")
		}
		if args[0].k != vPy {
			return val{}, c.errAt(args[0].pos, args[0].end, "BitVecVal needs a Python integer, got %s", c.describe(args[0]))
		}
		t, err := c.cast(args[0], BVSort(width))
		if err != nil {
			return val{}, err
		}
		return c.term(t, n), nil
	case "IntVal", "RealVal", "BoolVal", "StringVal":
		if err := c.arity(n, name, 1, 1); err != nil {
			return val{}, err
		}
		v := args[0]
		if v.k != vPy {
			return val{}, c.errAt(v.pos, v.end, "%s needs a Python literal, got %s", name, c.describe(v))
		}
		s := map[string]*Sort{"IntVal": IntSort(), "RealVal": RealSort(), "BoolVal": BoolSort(), "StringVal": StringSort()}[name]
		if str, ok := v.py.(string); ok && (name == "IntVal" || name == "RealVal") {
			if name == "IntVal" {
				iv, ok := new(big.Int).SetString(strings.TrimSpace(str), 10)
				if !ok {
					return val{}, c.errAt(v.pos, v.end, "invalid integer %s", PyRepr(str))
				}
				v.py = iv
			} else {
				r, ok := new(big.Rat).SetString(strings.TrimSpace(str))
				if !ok {
					return val{}, c.errAt(v.pos, v.end, "invalid rational %s", PyRepr(str))
				}
				return c.term(Lit(r, s), n), nil
			}
		}
		t, err := c.cast(v, s)
		if err != nil {
			return val{}, err
		}
		return c.term(t, n), nil
	case "Length":
		if err := c.arity(n, name, 1, 1); err != nil {
			return val{}, err
		}
		t, err := c.seqArg(args[0], nil)
		if err != nil {
			return val{}, err
		}
		return mk(OpLength, IntSort(), t)
	case "PyStrip", "PyLStrip", "PyRStrip":
		if err := c.arity(n, name, 2, 2); err != nil {
			return val{}, err
		}
		str, err := c.seqArg(args[0], StringSort())
		if err != nil {
			return val{}, err
		}
		chars, ok := args[1].py.(string)
		if args[1].k != vPy || !ok || chars == "" || !StrLitOK(chars) {
			return val{}, c.errAt(args[1].pos, args[1].end, "%s takes the characters to strip as a non-empty str literal", name)
		}
		op := map[string]Op{"PyStrip": OpPyStrip, "PyLStrip": OpPyLStrip, "PyRStrip": OpPyRStrip}[name]
		return mk(op, StringSort(), str, MkStr(chars))
	case "PrefixOf", "SuffixOf", "Contains":
		if err := c.arity(n, name, 2, 2); err != nil {
			return val{}, err
		}
		a, b, err := c.seqPair(n, args[0], args[1])
		if err != nil {
			return val{}, err
		}
		op := map[string]Op{"PrefixOf": OpPrefixOf, "SuffixOf": OpSuffixOf, "Contains": OpContains}[name]
		return mk(op, bs, a, b)
	case "IndexOf":
		if err := c.arity(n, name, 2, 3); err != nil {
			return val{}, err
		}
		a, b, err := c.seqPair(n, args[0], args[1])
		if err != nil {
			return val{}, err
		}
		off := Lit(new(big.Int), IntSort())
		if len(args) == 3 {
			if off, err = c.cast(args[2], IntSort()); err != nil {
				return val{}, err
			}
		}
		return mk(OpIndexOf, IntSort(), a, b, off)
	case "SubString":
		if err := c.arity(n, name, 3, 3); err != nil {
			return val{}, err
		}
		s, err := c.seqArg(args[0], nil)
		if err != nil {
			return val{}, err
		}
		off, err := c.cast(args[1], IntSort())
		if err != nil {
			return val{}, err
		}
		ln, err := c.cast(args[2], IntSort())
		if err != nil {
			return val{}, err
		}
		return mk(OpSubStr, s.Sort, s, off, ln)
	case "Concat":
		vs := flatten(args)
		if len(vs) == 0 {
			return val{}, c.errNode(n, "Concat needs at least one argument")
		}
		var s *Sort
		for _, v := range vs {
			if v.k == vTerm {
				s = v.t.Sort
				break
			}
		}
		if s == nil {
			s = StringSort()
		}
		ts := make([]*Term, len(vs))
		for i, v := range vs {
			t, err := c.seqArg(v, s)
			if err != nil {
				return val{}, err
			}
			ts[i] = t
		}
		if len(ts) == 1 {
			return c.term(ts[0], n), nil
		}
		return mk(OpConcat, s, ts...)
	case "Unit":
		if err := c.arity(n, name, 1, 1); err != nil {
			return val{}, err
		}
		t, err := c.toTerm(args[0])
		if err != nil {
			return val{}, err
		}
		if t.Sort.Kind == KString {
			return val{}, c.errNode(n, "Unit of a string is not supported")
		}
		return mk(OpUnit, SeqSort(t.Sort), t)
	case "At":
		if err := c.arity(n, name, 2, 2); err != nil {
			return val{}, err
		}
		s, err := c.seqArg(args[0], nil)
		if err != nil {
			return val{}, err
		}
		i, err := c.cast(args[1], IntSort())
		if err != nil {
			return val{}, err
		}
		return mk(OpAt, s.Sort, s, i)
	case "Replace":
		if err := c.arity(n, name, 3, 3); err != nil {
			return val{}, err
		}
		s, err := c.seqArg(args[0], nil)
		if err != nil {
			return val{}, err
		}
		a, err := c.seqArg(args[1], s.Sort)
		if err != nil {
			return val{}, err
		}
		b, err := c.seqArg(args[2], s.Sort)
		if err != nil {
			return val{}, err
		}
		return mk(OpReplace, s.Sort, s, a, b)
	case "StrToInt":
		if err := c.arity(n, name, 1, 1); err != nil {
			return val{}, err
		}
		s, err := c.seqArg(args[0], StringSort())
		if err != nil {
			return val{}, err
		}
		return mk(OpStrToInt, IntSort(), s)
	case "InRe":
		if err := c.arity(n, name, 2, 2); err != nil {
			return val{}, err
		}
		str, err := c.seqArg(args[0], StringSort())
		if err != nil {
			return val{}, err
		}
		pat, ok := args[1].py.(string)
		if args[1].k != vPy || !ok {
			return val{}, c.errAt(args[1].pos, args[1].end, "InRe takes a pattern as a str literal")
		}
		if !RegexOK(pat) {
			return val{}, c.errAt(args[1].pos, args[1].end, "InRe: %q is not a regular expression of Go's syntax", pat)
		}
		return c.term(InRe(str, pat), n), nil
	case "IntToStr":
		if err := c.arity(n, name, 1, 1); err != nil {
			return val{}, err
		}
		i, err := c.cast(args[0], IntSort())
		if err != nil {
			return val{}, err
		}
		return mk(OpIntToStr, StringSort(), i)
	case "ToReal", "ToInt", "IsInt":
		if err := c.arity(n, name, 1, 1); err != nil {
			return val{}, err
		}
		from := IntSort()
		if name != "ToReal" {
			from = RealSort()
		}
		if args[0].k != vTerm || !args[0].t.Sort.Equal(from) {
			return val{}, c.errAt(args[0].pos, args[0].end, "%s needs a %s term, got %s", name, from, c.describe(args[0]))
		}
		switch name {
		case "ToReal":
			return mk(OpToReal, RealSort(), args[0].t)
		case "ToInt":
			return mk(OpToInt, IntSort(), args[0].t)
		}
		return mk(OpIsInt, bs, args[0].t)
	case "Select", "Store":
		want := 2
		if name == "Store" {
			want = 3
		}
		if err := c.arity(n, name, want, want); err != nil {
			return val{}, err
		}
		a := args[0]
		if a.k != vTerm || a.t.Sort.Kind != KArray {
			return val{}, c.errAt(a.pos, a.end, "%s needs an array, got %s", name, c.describe(a))
		}
		i, err := c.cast(args[1], a.t.Sort.Dom)
		if err != nil {
			return val{}, err
		}
		if name == "Select" {
			return mk(OpSelect, a.t.Sort.Rng, a.t, i)
		}
		v, err := c.cast(args[2], a.t.Sort.Rng)
		if err != nil {
			return val{}, err
		}
		return mk(OpStore, a.t.Sort, a.t, i, v)
	case "BV2Int":
		if err := c.arity(n, name, 1, 1); err != nil {
			return val{}, err
		}
		if args[0].k != vTerm || args[0].t.Sort.Kind != KBV {
			return val{}, c.errAt(args[0].pos, args[0].end, "BV2Int needs a bit-vector, got %s", c.describe(args[0]))
		}
		return mk(OpBV2Int, IntSort(), args[0].t)
	case "AtMost", "AtLeast":
		if len(args) < 2 {
			return val{}, c.errNode(n, "%s needs Boolean arguments and a bound", name)
		}
		k, ok := args[len(args)-1].py.(*big.Int)
		if args[len(args)-1].k != vPy || !ok || !k.IsInt64() || k.Int64() < 0 {
			last := args[len(args)-1]
			return val{}, c.errAt(last.pos, last.end, "%s needs a non-negative integer literal bound", name)
		}
		vs := flatten(args[:len(args)-1])
		ts := make([]*Term, len(vs))
		for i, v := range vs {
			t, err := c.boolArg(v)
			if err != nil {
				return val{}, err
			}
			ts[i] = t
		}
		op := OpAtMost
		if name == "AtLeast" {
			op = OpAtLeast
		}
		return c.term(&Term{Op: op, Sort: bs, Args: ts, Width: int(k.Int64())}, n), nil
	case "RNE", "RTZ":
		if err := c.arity(n, name, 0, 0); err != nil {
			return val{}, err
		}
		return c.term(&Term{Op: OpRM, Sort: &Sort{Kind: KRoundingMode}, Name: name}, n), nil
	case "fpAdd", "fpSub", "fpMul", "fpDiv":
		if err := c.arity(n, name, 3, 3); err != nil {
			return val{}, err
		}
		rm, err := c.rmValue(args[0])
		if err != nil {
			return val{}, err
		}
		a, b, s, err := c.fpPair(n, args[1], args[2])
		if err != nil {
			return val{}, err
		}
		op := map[string]Op{"fpAdd": OpFPAdd, "fpSub": OpFPSub, "fpMul": OpFPMul, "fpDiv": OpFPDiv}[name]
		return mk(op, s, rm, a, b)
	case "fpSqrt", "fpRoundToIntegral":
		if err := c.arity(n, name, 2, 2); err != nil {
			return val{}, err
		}
		rm, err := c.rmValue(args[0])
		if err != nil {
			return val{}, err
		}
		x, err := c.fpValue(args[1], nil)
		if err != nil {
			return val{}, err
		}
		op := OpFPSqrt
		if name == "fpRoundToIntegral" {
			op = OpFPRound
		}
		return mk(op, x.Sort, rm, x)
	case "fpRem", "fpMin", "fpMax":
		if err := c.arity(n, name, 2, 2); err != nil {
			return val{}, err
		}
		a, b, s, err := c.fpPair(n, args[0], args[1])
		if err != nil {
			return val{}, err
		}
		op := map[string]Op{"fpRem": OpFPRem, "fpMin": OpFPMin, "fpMax": OpFPMax}[name]
		return mk(op, s, a, b)
	case "fpLT", "fpLEQ", "fpGT", "fpGEQ", "fpEQ", "fpNEQ":
		if err := c.arity(n, name, 2, 2); err != nil {
			return val{}, err
		}
		a, b, _, err := c.fpPair(n, args[0], args[1])
		if err != nil {
			return val{}, err
		}
		if name == "fpNEQ" {
			return mk(OpNot, bs, &Term{Op: OpFPEq, Sort: bs, Args: []*Term{a, b}})
		}
		op := map[string]Op{"fpLT": OpFPLt, "fpLEQ": OpFPLe, "fpGT": OpFPGt, "fpGEQ": OpFPGe, "fpEQ": OpFPEq}[name]
		return mk(op, bs, a, b)
	case "fpNeg", "fpAbs", "fpIsNaN", "fpIsInf", "fpIsZero", "fpIsNormal", "fpIsSubnormal",
		"fpIsNegative", "fpIsPositive", "fpToReal":
		if err := c.arity(n, name, 1, 1); err != nil {
			return val{}, err
		}
		x, err := c.fpValue(args[0], nil)
		if err != nil {
			return val{}, err
		}
		switch name {
		case "fpNeg":
			return mk(OpFPNeg, x.Sort, x)
		case "fpAbs":
			return mk(OpFPAbs, x.Sort, x)
		case "fpToReal":
			return mk(OpFPToReal, RealSort(), x)
		}
		op := map[string]Op{"fpIsNaN": OpFPIsNaN, "fpIsInf": OpFPIsInf, "fpIsZero": OpFPIsZero,
			"fpIsNormal": OpFPIsNorm, "fpIsSubnormal": OpFPIsSub, "fpIsNegative": OpFPIsNeg,
			"fpIsPositive": OpFPIsPos}[name]
		return mk(op, bs, x)
	}
	return val{}, c.errNode(n.Func, "%s is not supported", name)
}

func anyTerm(vs []val) bool {
	for _, v := range vs {
		if v.k == vTerm {
			return true
		}
	}
	return false
}

func (c *checker) boolArg(v val) (*Term, error) {
	return c.cast(v, BoolSort())
}

// seqArg reads a sequence argument; a Python str is a string value. With
// want set, the sort must be want.
func (c *checker) seqArg(v val, want *Sort) (*Term, error) {
	if v.k == vPy {
		if _, ok := v.py.(string); ok && (want == nil || want.Kind == KString) {
			return c.cast(v, StringSort())
		}
	}
	if v.k != vTerm || v.t.Sort.Kind != KString && v.t.Sort.Kind != KSeq {
		return nil, c.errAt(v.pos, v.end, "a string or sequence expected, got %s", c.describe(v))
	}
	if want != nil && !v.t.Sort.Equal(want) {
		return nil, c.errAt(v.pos, v.end, "sort mismatch: expected %s, got %s", want, v.t.Sort)
	}
	return v.t, nil
}

func (c *checker) seqPair(n ast.Expr, x, y val) (*Term, *Term, error) {
	var want *Sort
	if x.k == vTerm {
		want = x.t.Sort
	} else if y.k == vTerm {
		want = y.t.Sort
	}
	a, err := c.seqArg(x, want)
	if err != nil {
		return nil, nil, err
	}
	b, err := c.seqArg(y, a.Sort)
	if err != nil {
		return nil, nil, err
	}
	return a, b, nil
}

func (c *checker) rmArg(n ast.Expr) (*Term, error) {
	v, err := c.eval(n)
	if err != nil {
		return nil, err
	}
	return c.rmValue(v)
}

func (c *checker) rmValue(v val) (*Term, error) {
	if v.k != vTerm || v.t.Sort.Kind != KRoundingMode {
		return nil, c.errAt(v.pos, v.end, "a rounding mode (RNE() or RTZ()) expected, got %s", c.describe(v))
	}
	return v.t, nil
}

func (c *checker) fpArg(n ast.Expr, want *Sort) (*Term, error) {
	v, err := c.eval(n)
	if err != nil {
		return nil, err
	}
	return c.fpValue(v, want)
}

func (c *checker) fpValue(v val, want *Sort) (*Term, error) {
	if v.k == vPy && want != nil {
		return c.cast(v, want)
	}
	if v.k != vTerm || v.t.Sort.Kind != KFP {
		return nil, c.errAt(v.pos, v.end, "a floating-point term expected, got %s", c.describe(v))
	}
	return v.t, nil
}

// fpPair is z3py's _coerce_fp_expr_list for two operands.
func (c *checker) fpPair(n ast.Expr, x, y val) (*Term, *Term, *Sort, error) {
	var s *Sort
	if x.k == vTerm && x.t.Sort.Kind == KFP {
		s = x.t.Sort
	} else if y.k == vTerm && y.t.Sort.Kind == KFP {
		s = y.t.Sort
	}
	if s == nil {
		return nil, nil, nil, c.errNode(n, "at least one of the arguments must be a Z3 floating-point expression")
	}
	a, err := c.fpValue(x, s)
	if err != nil {
		return nil, nil, nil, err
	}
	b, err := c.fpValue(y, s)
	if err != nil {
		return nil, nil, nil, err
	}
	if !a.Sort.Equal(s) || !b.Sort.Equal(s) {
		return nil, nil, nil, c.errNode(n, "sort mismatch between floating-point arguments")
	}
	return a, b, s, nil
}

func (c *checker) quantifier(n *ast.Call, name string) (val, error) {
	if err := c.arity(n, name, 2, 2); err != nil {
		return val{}, err
	}
	vs, err := c.eval(n.Args[0])
	if err != nil {
		return val{}, err
	}
	var bound []*Term
	items := []val{vs}
	if vs.k == vList {
		items = vs.list
	}
	if len(items) == 0 {
		return val{}, c.errNode(n.Args[0], "Invalid bounded variable(s): the list is empty")
	}
	for _, it := range items {
		if it.k != vTerm || it.t.Op != OpConst {
			return val{}, c.errAt(it.pos, it.end, "Invalid bounded variable(s): %s is not a declared constant or variable", c.describe(it))
		}
		bound = append(bound, it.t)
	}
	body, err := c.eval(n.Args[1])
	if err != nil {
		return val{}, err
	}
	bt, err := c.boolArg(body)
	if err != nil {
		return val{}, err
	}
	op := OpForAll
	if name == "Exists" {
		op = OpExists
	}
	return c.term(&Term{Op: op, Sort: BoolSort(), Bound: bound, Args: []*Term{bt}}, n), nil
}

func parsePyFloat(s string) (float64, error) {
	t := strings.ToLower(strings.TrimSpace(s))
	switch t {
	case "nan", "+nan", "-nan":
		return math.NaN(), nil
	case "inf", "+inf", "infinity", "+infinity":
		return math.Inf(1), nil
	case "-inf", "-infinity":
		return math.Inf(-1), nil
	}
	f, err := strconv.ParseFloat(strings.ReplaceAll(t, "_", ""), 64)
	if err != nil && !strings.Contains(err.Error(), "range") {
		return 0, err
	}
	return f, nil
}
