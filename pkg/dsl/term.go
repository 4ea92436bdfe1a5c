package dsl

import (
	"fmt"
	"math/big"
	"strings"
	"sync"
)

// SortKind classifies sorts.
type SortKind int

// The sort kinds.
const (
	KBool SortKind = iota
	KInt
	KReal
	KString
	KBV
	KFP
	KSeq
	KArray
	KUninterpreted
	KEnum
	KRecord
	KRoundingMode
	KRow // the row variable of a relation constraint, before solve substitutes each fact's fields
)

// Sort is a sort of the DSL, independent of any Z3 context. Sorts are
// compared structurally (Equal); user sorts by name.
type Sort struct {
	Kind         SortKind
	Name         string // uninterpreted, enum and record sorts
	Width        int    // bit-vectors
	EBits, SBits int    // floating point
	Elem         *Sort  // sequences
	Dom, Rng     *Sort  // arrays
	Values       []string
	Fields       []Field
}

// Field is one field of a record sort.
type Field struct {
	Name string
	Sort *Sort
}

// BoolSort returns the Bool sort; likewise for the other built-ins.
func BoolSort() *Sort { return &Sort{Kind: KBool} }

// IntSort returns the Int sort.
func IntSort() *Sort { return &Sort{Kind: KInt} }

// RealSort returns the Real sort.
func RealSort() *Sort { return &Sort{Kind: KReal} }

// StringSort returns the String sort.
func StringSort() *Sort { return &Sort{Kind: KString} }

// Float64Sort returns FloatingPoint(11, 53), IEEE-754 double.
func Float64Sort() *Sort { return &Sort{Kind: KFP, EBits: 11, SBits: 53} }

// BVSort returns the bit-vector sort of width n.
func BVSort(n int) *Sort { return &Sort{Kind: KBV, Width: n} }

// SeqSort returns the sort of sequences of elem.
func SeqSort(elem *Sort) *Sort { return &Sort{Kind: KSeq, Elem: elem} }

// ArraySort returns the sort of arrays from dom to rng.
func ArraySort(dom, rng *Sort) *Sort { return &Sort{Kind: KArray, Dom: dom, Rng: rng} }

// Equal reports whether s and t are the same sort.
func (s *Sort) Equal(t *Sort) bool {
	if s == t {
		return true
	}
	if s == nil || t == nil || s.Kind != t.Kind {
		return false
	}
	switch s.Kind {
	case KBV:
		return s.Width == t.Width
	case KFP:
		return s.EBits == t.EBits && s.SBits == t.SBits
	case KSeq:
		return s.Elem.Equal(t.Elem)
	case KArray:
		return s.Dom.Equal(t.Dom) && s.Rng.Equal(t.Rng)
	case KUninterpreted, KEnum, KRecord:
		return s.Name == t.Name
	}
	return true
}

// String names s as z3py prints it.
func (s *Sort) String() string {
	if s == nil {
		return "<no sort>"
	}
	switch s.Kind {
	case KBool:
		return "Bool"
	case KInt:
		return "Int"
	case KReal:
		return "Real"
	case KString:
		return "String"
	case KBV:
		return fmt.Sprintf("BitVec(%d)", s.Width)
	case KFP:
		return fmt.Sprintf("FPSort(%d, %d)", s.EBits, s.SBits)
	case KSeq:
		return fmt.Sprintf("Seq(%s)", s.Elem)
	case KArray:
		return fmt.Sprintf("Array(%s, %s)", s.Dom, s.Rng)
	case KRoundingMode:
		return "RoundingMode"
	case KRow:
		return "row"
	}
	return s.Name
}

func (s *Sort) isArith() bool { return s.Kind == KInt || s.Kind == KReal }

// Op is the operator of a typed term.
type Op string

// The operators of typed terms. Each has z3py's (and so Z3's) meaning.
const (
	OpConst    Op = "const"    // Name: an uninterpreted constant
	OpApp      Op = "app"      // Name(Args...): an uninterpreted function
	OpLit      Op = "lit"      // Val: bool, *big.Int (Int, BV), *big.Rat, string, float64
	OpEnumVal  Op = "enum"     // Name: a value of an enumeration sort
	OpRM       Op = "rm"       // Name: a rounding mode ("RNE", "RTZ")
	OpNot      Op = "not"      // Bool
	OpAnd      Op = "and"      // Bool, any arity (0 → true)
	OpOr       Op = "or"       // Bool, any arity (0 → false)
	OpImplies  Op = "implies"  // Bool
	OpXor      Op = "xor"      // Bool
	OpIte      Op = "ite"      // If(c, a, b)
	OpEq       Op = "eq"       // SMT equality (structural, also for floats)
	OpDistinct Op = "distinct" // pairwise distinct
	OpAdd      Op = "add"      // Int/Real, n-ary (0 → 0)
	OpSub      Op = "sub"
	OpMul      Op = "mul" // n-ary (0 → 1)
	OpDiv      Op = "div" // Int: SMT div (Euclidean); Real: division
	OpMod      Op = "mod" // Int: SMT mod (Euclidean)
	OpPow      Op = "pow" // result Real
	OpNeg      Op = "neg"
	OpLt       Op = "lt" // Int/Real, String (lexicographic)
	OpLe       Op = "le"
	OpGt       Op = "gt"
	OpGe       Op = "ge"
	OpToReal   Op = "to_real"
	OpToInt    Op = "to_int" // floor
	OpIsInt    Op = "is_int"
	OpBVAdd    Op = "bvadd"
	OpBVSub    Op = "bvsub"
	OpBVMul    Op = "bvmul"
	OpBVSDiv   Op = "bvsdiv"
	OpBVSMod   Op = "bvsmod"
	OpBVAnd    Op = "bvand"
	OpBVOr     Op = "bvor"
	OpBVXor    Op = "bvxor"
	OpBVNot    Op = "bvnot"
	OpBVNeg    Op = "bvneg"
	OpBVShl    Op = "bvshl"
	OpBVAShr   Op = "bvashr"
	OpBVSLt    Op = "bvslt"
	OpBVSLe    Op = "bvsle"
	OpBVSGt    Op = "bvsgt"
	OpBVSGe    Op = "bvsge"
	OpBV2Int   Op = "bv2int" // unsigned
	OpSelect   Op = "select"
	OpStore    Op = "store"
	OpConcat   Op = "concat" // sequences and strings, n-ary
	OpLength   Op = "length"
	OpPrefixOf Op = "prefixof" // PrefixOf(a, b): a is a prefix of b
	OpSuffixOf Op = "suffixof"
	OpContains Op = "contains" // Contains(a, b): b occurs in a
	OpIndexOf  Op = "indexof"  // IndexOf(s, sub, offset)
	OpSubStr   Op = "substr"   // SubString(s, offset, length)
	OpAt       Op = "at"       // At(s, i): a sequence of length 0 or 1
	OpNth      Op = "nth"      // element i of a sequence
	OpUnit     Op = "unit"
	OpEmpty    Op = "empty"
	OpReplace  Op = "replace" // first occurrence
	OpStrToInt Op = "str_to_int"
	OpIntToStr Op = "int_to_str"
	OpInRe     Op = "in_re"    // InRe(s, pattern): s is in the language of Name, Go regexp syntax over the whole string
	OpPyStrip  Op = "pystrip"  // PyStrip(s, chars): Python's s.strip(chars), chars a String literal
	OpPyLStrip Op = "pylstrip" // PyLStrip(s, chars): s.lstrip(chars)
	OpPyRStrip Op = "pyrstrip" // PyRStrip(s, chars): s.rstrip(chars)
	OpFPAdd    Op = "fp.add"   // Args[0] is the rounding mode
	OpFPSub    Op = "fp.sub"
	OpFPMul    Op = "fp.mul"
	OpFPDiv    Op = "fp.div"
	OpFPRem    Op = "fp.rem"
	OpFPSqrt   Op = "fp.sqrt"
	OpFPRound  Op = "fp.roundToIntegral"
	OpFPNeg    Op = "fp.neg"
	OpFPAbs    Op = "fp.abs"
	OpFPMin    Op = "fp.min"
	OpFPMax    Op = "fp.max"
	OpFPLt     Op = "fp.lt"
	OpFPLe     Op = "fp.leq"
	OpFPGt     Op = "fp.gt"
	OpFPGe     Op = "fp.geq"
	OpFPEq     Op = "fp.eq" // IEEE equality: NaN ≠ NaN, 0 = -0
	OpFPIsNaN  Op = "fp.isNaN"
	OpFPIsInf  Op = "fp.isInfinite"
	OpFPIsZero Op = "fp.isZero"
	OpFPIsNorm Op = "fp.isNormal"
	OpFPIsSub  Op = "fp.isSubnormal"
	OpFPIsNeg  Op = "fp.isNegative"
	OpFPIsPos  Op = "fp.isPositive"
	OpFPToReal Op = "fp.to_real"
	OpFPToSBV  Op = "fp.to_sbv" // Args: rm, x; Width
	OpToFP     Op = "to_fp"     // Args: rm, x (Real, FP or signed BV); Sort is the target
	OpForAll   Op = "forall"    // Bound, Args[0] body
	OpExists   Op = "exists"
	OpField    Op = "field" // Name: accessor of a record; Args[0]
	OpRecord   Op = "record"
	OpAtMost   Op = "atmost" // Width: bound
	OpAtLeast  Op = "atleast"
)

// Term is a typed term: an expression with z3py's meaning made explicit.
type Term struct {
	Op    Op
	Sort  *Sort
	Args  []*Term
	Name  string
	Val   any
	Bound []*Term
	Width int
	Pos   int // byte offsets into the expression the term came from
	End   int

	// Form is the proof-of-thought spelling of a built term whose operator
	// has several (FormNe, FormSum); empty for the default (see Format).
	Form string

	key string // Format(t), cached by Key
}

// String renders t in z3py-like syntax (for messages and tests).
func (t *Term) String() string {
	var b strings.Builder
	t.write(&b)
	return b.String()
}

func (t *Term) write(b *strings.Builder) {
	switch t.Op {
	case OpConst, OpEnumVal, OpRM:
		b.WriteString(t.Name)
		return
	case OpLit:
		b.WriteString(LitString(t.Val, t.Sort))
		return
	}
	name := string(t.Op)
	if t.Op == OpApp || t.Op == OpField {
		name = t.Name
	}
	b.WriteString(name)
	b.WriteByte('(')
	if len(t.Bound) > 0 {
		b.WriteByte('[')
		for i, v := range t.Bound {
			if i > 0 {
				b.WriteString(", ")
			}
			v.write(b)
		}
		b.WriteString("], ")
	}
	for i, a := range t.Args {
		if i > 0 {
			b.WriteString(", ")
		}
		a.write(b)
	}
	if t.Op == OpFPToSBV || t.Op == OpAtMost || t.Op == OpAtLeast {
		fmt.Fprintf(b, ", %d", t.Width)
	}
	b.WriteByte(')')
}

// LitString renders a literal value of sort s.
func LitString(v any, s *Sort) string {
	switch v := v.(type) {
	case bool:
		if v {
			return "True"
		}
		return "False"
	case *big.Int:
		if s != nil && s.Kind == KBV {
			return fmt.Sprintf("BitVecVal(%s, %d)", v, s.Width)
		}
		return IntString(v)
	case *big.Rat:
		return v.RatString()
	case string:
		return PyRepr(v)
	case float64:
		return PyFloatRepr(v)
	}
	return fmt.Sprint(v)
}

// Lit returns a literal term.
func Lit(v any, s *Sort) *Term { return &Term{Op: OpLit, Sort: s, Val: v} }

// Const returns an uninterpreted constant term.
func Const(name string, s *Sort) *Term { return &Term{Op: OpConst, Sort: s, Name: name} }

// True and False literals.
func True() *Term { return Lit(true, BoolSort()) }

// False returns the literal False.
func False() *Term { return Lit(false, BoolSort()) }

// And returns the conjunction of ts (true for none).
func And(ts ...*Term) *Term {
	switch len(ts) {
	case 0:
		return True()
	case 1:
		return ts[0]
	}
	return &Term{Op: OpAnd, Sort: BoolSort(), Args: ts}
}

// Or returns the disjunction of ts (false for none).
func Or(ts ...*Term) *Term {
	switch len(ts) {
	case 0:
		return False()
	case 1:
		return ts[0]
	}
	return &Term{Op: OpOr, Sort: BoolSort(), Args: ts}
}

// Not returns the negation of t.
func Not(t *Term) *Term { return &Term{Op: OpNot, Sort: BoolSort(), Args: []*Term{t}} }

// Implies returns a ⇒ b.
func Implies(a, b *Term) *Term {
	return &Term{Op: OpImplies, Sort: BoolSort(), Args: []*Term{a, b}}
}

// Eq returns a == b (same sorts).
func Eq(a, b *Term) *Term { return &Term{Op: OpEq, Sort: BoolSort(), Args: []*Term{a, b}} }

// Ite returns If(c, a, b).
func Ite(c, a, b *Term) *Term { return &Term{Op: OpIte, Sort: a.Sort, Args: []*Term{c, a, b}} }

// Add returns the sum of ts (all Int or all Real; 0 for none).
func Add(s *Sort, ts ...*Term) *Term {
	if len(ts) == 0 {
		if s.Kind == KReal {
			return Lit(new(big.Rat), s)
		}
		return Lit(new(big.Int), s)
	}
	if len(ts) == 1 {
		return ts[0]
	}
	return &Term{Op: OpAdd, Sort: s, Args: ts}
}

// Cmp returns a op b for op one of "<", "<=", ">", ">=", "==", "!="
// over Int or Real terms of the same sort.
func Cmp(op string, a, b *Term) *Term {
	m := map[string]Op{"<": OpLt, "<=": OpLe, ">": OpGt, ">=": OpGe, "==": OpEq}
	if op == "!=" {
		return Not(Eq(a, b))
	}
	return &Term{Op: m[op], Sort: BoolSort(), Args: []*Term{a, b}}
}

// Walk calls f for t and every subterm (pre-order) until f returns false.
func Walk(t *Term, f func(*Term) bool) {
	if !f(t) {
		return
	}
	for _, b := range t.Bound {
		Walk(b, f)
	}
	for _, a := range t.Args {
		Walk(a, f)
	}
}

// Substitute returns t with every free constant named in sub replaced by
// sub[name] (constants bound by an inner ForAll/Exists are left alone).
// Unchanged subterms are shared.
func Substitute(t *Term, sub map[string]*Term) *Term {
	if len(sub) == 0 {
		return t
	}
	switch t.Op {
	case OpConst:
		if r, ok := sub[t.Name]; ok && r.Sort.Equal(t.Sort) {
			return r
		}
		return t
	case OpForAll, OpExists:
		inner := sub
		for _, b := range t.Bound {
			if _, ok := inner[b.Name]; ok {
				cp := map[string]*Term{}
				for k, v := range inner {
					if k != b.Name {
						cp[k] = v
					}
				}
				inner = cp
			}
		}
		body := Substitute(t.Args[0], inner)
		if body == t.Args[0] {
			return t
		}
		c := *t
		c.key = ""
		c.Args = []*Term{body}
		return &c
	}
	var args []*Term
	for i, a := range t.Args {
		s := Substitute(a, sub)
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
	c.key = ""
	c.Args = args
	return &c
}

// IntString is v in decimal. A large value (a literal of 4,301 digits,
// the limit of CPython's int-to-str conversion) takes a division per
// digit group to convert: the texts of the last few are kept, found by
// the value's pointer and checked against a copy of the value (so that
// a value changed in place is not given its old text).
func IntString(v *big.Int) string {
	if v.BitLen() < 1024 {
		return v.String()
	}
	bigTexts.Lock()
	e, ok := bigTexts.m[v]
	bigTexts.Unlock()
	if ok && e.val.Cmp(v) == 0 {
		return e.text
	}
	text := v.String()
	bigTexts.Lock()
	if len(bigTexts.m) >= 64 {
		clear(bigTexts.m)
	}
	bigTexts.m[v] = bigText{new(big.Int).Set(v), text}
	bigTexts.Unlock()
	return text
}

// bigTexts holds IntString's texts, by the value's pointer (the map
// keeps the value alive, so that no other takes its address).
var bigTexts = struct {
	sync.Mutex
	m map[*big.Int]bigText
}{m: map[*big.Int]bigText{}}

type bigText struct {
	val  *big.Int
	text string
}
