package dsl

import (
	"math"
	"math/big"
	"strings"

	"clauz3/pkg/python/ast"
	"clauz3/pkg/python/value"
)

// SymKind says what a name in a Scope denotes.
type SymKind int

// The kinds of symbols.
const (
	SymConst  SymKind = iota // an uninterpreted constant of Sort
	SymFunc                  // an uninterpreted function Domain -> Range
	SymTerm                  // a fixed term (enumeration values)
	SymRow                   // a relation row: Row.field is Fields[field]
	SymRecord                // the constructor of the record sort Sort
)

// Symbol is the meaning of a name.
type Symbol struct {
	Kind   SymKind
	Sort   *Sort
	Domain []*Sort
	Range  *Sort
	Term   *Term
	Fields map[string]*Term
}

// Scope maps names to symbols and sort names to sorts. Lookups fall back
// to the parent scope.
type Scope struct {
	parent *Scope
	syms   map[string]*Symbol
	sorts  map[string]*Sort
}

// NewScope returns an empty scope whose lookups fall back to parent.
func NewScope(parent *Scope) *Scope {
	return &Scope{parent: parent, syms: map[string]*Symbol{}, sorts: map[string]*Sort{}}
}

// Define binds name to sym in s (shadowing outer scopes).
func (s *Scope) Define(name string, sym *Symbol) { s.syms[name] = sym }

// DefineSort binds a sort name in s.
func (s *Scope) DefineSort(name string, srt *Sort) { s.sorts[name] = srt }

// Lookup finds a name.
func (s *Scope) Lookup(name string) (*Symbol, bool) {
	for ; s != nil; s = s.parent {
		if sym, ok := s.syms[name]; ok {
			return sym, true
		}
	}
	return nil, false
}

// LookupSort finds a sort name.
func (s *Scope) LookupSort(name string) (*Sort, bool) {
	for ; s != nil; s = s.parent {
		if srt, ok := s.sorts[name]; ok {
			return srt, true
		}
	}
	return nil, false
}

// CheckBool parses src and checks it as an assertion: the result must be
// Bool (a Python bool is accepted, as z3py accepts it).
func CheckBool(src string, sc *Scope) (*Term, error) {
	s, n, err := parse(src)
	if err != nil {
		return nil, err
	}
	c := &checker{source: s, sc: sc}
	v, err := c.eval(n)
	if err != nil {
		return nil, err
	}
	if v.k == vPy {
		if b, ok := v.py.(bool); ok {
			t := Lit(b, BoolSort())
			t.Pos, t.End = v.pos, v.end
			return t, nil
		}
	}
	if v.k != vTerm || v.t.Sort.Kind != KBool {
		return nil, c.errAt(v.pos, v.end, "expression is not Boolean: it is %s", c.describe(v))
	}
	return v.t, nil
}

// Check parses src and checks it as a term of any sort; Python values
// become Z3 values as z3py's _py2expr makes them (int → Int, float →
// Real, str → String, bool → Bool).
func Check(src string, sc *Scope) (*Term, error) {
	s, n, err := parse(src)
	if err != nil {
		return nil, err
	}
	c := &checker{source: s, sc: sc}
	v, err := c.eval(n)
	if err != nil {
		return nil, err
	}
	return c.toTerm(v)
}

type vkind int

const (
	vTerm vkind = iota
	vPy
	vList
	vFunc
	vBuiltin
	vRow
	vSort
)

type val struct {
	k        vkind
	t        *Term
	py       any // *big.Int, float64, bool, string, nil (None)
	list     []val
	sym      *Symbol
	name     string
	sort     *Sort
	pos, end int
}

type checker struct {
	*source
	sc *Scope
}

func (c *checker) errNode(n ast.Expr, format string, args ...any) *Error {
	p, e := c.span(n)
	return c.errAt(p, e, format, args...)
}

func (c *checker) describe(v val) string {
	switch v.k {
	case vTerm:
		return "a " + v.t.Sort.String() + " term"
	case vPy:
		return "the Python value " + pyReprAny(v.py)
	case vList:
		return "a list"
	case vFunc:
		return "the function " + v.name
	case vBuiltin:
		return "the function " + v.name
	case vRow:
		return "the row " + v.name
	case vSort:
		return "the sort " + v.sort.String()
	}
	return "a value"
}

func (c *checker) term(t *Term, n ast.Expr) val {
	p, e := c.span(n)
	if t.Pos == 0 && t.End == 0 {
		t.Pos, t.End = p, e
	}
	return val{k: vTerm, t: t, pos: p, end: e}
}

const symbolicMsg = "Symbolic expressions cannot be cast to concrete Boolean values"

func (c *checker) eval(n ast.Expr) (val, error) {
	p, e := c.span(n)
	if what := refused(n); what != "" {
		return val{}, c.errNode(n, "%s are not supported in expressions", what)
	}
	switch n := n.(type) {
	case *ast.Name:
		if sym, ok := c.sc.Lookup(n.Id); ok {
			switch sym.Kind {
			case SymConst:
				return c.term(&Term{Op: OpConst, Sort: sym.Sort, Name: n.Id, Pos: p, End: e}, n), nil
			case SymTerm:
				t := *sym.Term
				t.Pos, t.End = p, e
				return c.term(&t, n), nil
			case SymFunc, SymRecord:
				return val{k: vFunc, sym: sym, name: n.Id, pos: p, end: e}, nil
			case SymRow:
				return val{k: vRow, sym: sym, name: n.Id, pos: p, end: e}, nil
			}
		}
		if isBuiltin(n.Id) {
			return val{k: vBuiltin, name: n.Id, pos: p, end: e}, nil
		}
		return val{}, c.errNode(n, "undefined name %q", n.Id)
	case *ast.Constant:
		return c.constant(n)
	case *ast.List:
		return c.display(n, n.Elts)
	case *ast.Tuple:
		return c.display(n, n.Elts)
	case *ast.Await:
		return val{}, c.errAt(p, p+len("await"), "syntax error: \"await\" is not allowed in an expression")
	case *ast.UnaryOp:
		return c.unary(n)
	case *ast.BinOp:
		x, err := c.eval(n.Left)
		if err != nil {
			return val{}, err
		}
		y, err := c.eval(n.Right)
		if err != nil {
			return val{}, err
		}
		return c.binary(n, binOps[n.Op], x, y)
	case *ast.Compare:
		return c.compare(n)
	case *ast.BoolOp:
		var last val
		for i, x := range n.Values {
			v, err := c.eval(x)
			if err != nil {
				return val{}, err
			}
			last = v
			if i == len(n.Values)-1 {
				break
			}
			truth, err := c.truth(v, x)
			if err != nil {
				return val{}, err
			}
			if n.Op == ast.And && !truth || n.Op == ast.Or && truth {
				return v, nil
			}
		}
		last.pos, last.end = p, e
		return last, nil
	case *ast.IfExp:
		tv, err := c.eval(n.Test)
		if err != nil {
			return val{}, err
		}
		truth, err := c.truth(tv, n.Test)
		if err != nil {
			return val{}, err
		}
		if truth {
			return c.eval(n.Body)
		}
		return c.eval(n.Orelse)
	case *ast.Call:
		return c.call(n)
	case *ast.Attribute:
		x, err := c.eval(n.Value)
		if err != nil {
			return val{}, err
		}
		if strings.HasPrefix(n.Attr, "__") && strings.HasSuffix(n.Attr, "__") {
			return val{}, c.errNode(n, "access to dunder attribute %q is not allowed", n.Attr)
		}
		if x.k == vRow {
			f, ok := x.sym.Fields[n.Attr]
			if !ok {
				return val{}, c.errNode(n, "row %s has no field %q", x.name, n.Attr)
			}
			t := *f
			return val{k: vTerm, t: &t, pos: p, end: e}, nil
		}
		if x.k == vTerm && x.t.Sort.Kind == KRecord {
			for _, f := range x.t.Sort.Fields {
				if f.Name == n.Attr {
					return c.term(&Term{Op: OpField, Sort: f.Sort, Name: f.Name, Args: []*Term{x.t}}, n), nil
				}
			}
			return val{}, c.errNode(n, "%s has no field %q", x.t.Sort, n.Attr)
		}
		return val{}, c.errNode(n, "attribute access on %s is not supported", c.describe(x))
	case *ast.Subscript:
		if t, ok := n.Slice.(*ast.Tuple); ok {
			return val{}, c.errNode(t, "slices and multiple subscripts are not supported in expressions")
		}
		x, err := c.eval(n.Value)
		if err != nil {
			return val{}, err
		}
		i, err := c.eval(n.Slice)
		if err != nil {
			return val{}, err
		}
		return c.index(n, x, i)
	}
	return val{}, c.errNode(n, "unsupported expression")
}

// refused names the Python constructs that have no meaning in the DSL
// ("" for the others).
func refused(n ast.Expr) string {
	switch n.(type) {
	case *ast.Dict:
		return "dict displays"
	case *ast.Set:
		return "set displays"
	case *ast.Lambda:
		return "lambda expressions"
	case *ast.ListComp, *ast.SetComp, *ast.DictComp, *ast.GeneratorExp:
		return "comprehensions"
	case *ast.NamedExpr:
		return "assignment expressions (:=)"
	case *ast.Starred:
		return "starred arguments"
	case *ast.JoinedStr:
		return "f-strings"
	case *ast.Slice:
		return "slices"
	}
	return ""
}

// binOps spells the binary operators as package value names them.
var binOps = map[ast.Operator]string{
	ast.Add: "+", ast.Sub: "-", ast.Mult: "*", ast.MatMult: "@", ast.Div: "/", ast.Mod: "%",
	ast.Pow: "**", ast.LShift: "<<", ast.RShift: ">>", ast.BitOr: "|", ast.BitXor: "^",
	ast.BitAnd: "&", ast.FloorDiv: "//",
}

// cmpOps spells the comparison operators.
var cmpOps = map[ast.CmpOp]string{
	ast.Eq: "==", ast.NotEq: "!=", ast.Lt: "<", ast.LtE: "<=", ast.Gt: ">", ast.GtE: ">=",
	ast.Is: "is", ast.IsNot: "is not", ast.In: "in", ast.NotIn: "not in",
}

// unaryOps spells the unary operators.
var unaryOps = map[ast.UnaryOpKind]string{ast.Invert: "~", ast.Not: "not", ast.UAdd: "+", ast.USub: "-"}

// constant is the Python value of a literal; the DSL has no complex,
// bytes or Ellipsis values, and z3py's strings hold no surrogates.
func (c *checker) constant(n *ast.Constant) (val, error) {
	p, e := c.span(n)
	v := val{k: vPy, pos: p, end: e}
	switch k := n.Value; k.Kind {
	case ast.ConstNone:
		v.py = nil
	case ast.ConstBool:
		v.py = k.Bool
	case ast.ConstInt:
		v.py = k.Int
	case ast.ConstFloat:
		v.py = k.Float
	case ast.ConstStr:
		for _, r := range value.CodePoints(k.Str) {
			if r >= 0xd800 && r <= 0xdfff {
				return val{}, c.errNode(n, "surrogate code points are not supported")
			}
		}
		v.py = k.Str
	case ast.ConstComplex:
		return val{}, c.errNode(n, "complex numbers are not supported in expressions")
	case ast.ConstBytes:
		return val{}, c.errNode(n, "bytes literals are not supported in expressions")
	default:
		return val{}, c.errNode(n, "%s is not supported in expressions", k)
	}
	return v, nil
}

// display is a list or tuple display: a Python list of values.
func (c *checker) display(n ast.Expr, elts []ast.Expr) (val, error) {
	p, e := c.span(n)
	v := val{k: vList, pos: p, end: e}
	for _, x := range elts {
		xv, err := c.eval(x)
		if err != nil {
			return val{}, err
		}
		v.list = append(v.list, xv)
	}
	return v, nil
}

// truth is Python's bool(v); symbolic terms refuse, as z3py refuses all
// but structurally equal equations. We refuse those too: z3py would
// silently read "x == 1 and y == 2" as "x == 1".
func (c *checker) truth(v val, n ast.Expr) (bool, error) {
	switch v.k {
	case vPy:
		return value.Truth(v.py), nil
	case vList:
		return len(v.list) > 0, nil
	case vTerm:
		if v.t.Op == OpLit {
			if b, ok := v.t.Val.(bool); ok {
				return b, nil
			}
		}
		return false, c.errNode(n, "%s (use And, Or, Not and If instead of Python's and, or, not and if-else)", symbolicMsg)
	}
	return true, nil
}

func (c *checker) unary(n *ast.UnaryOp) (val, error) {
	x, err := c.eval(n.Operand)
	if err != nil {
		return val{}, err
	}
	p, e := c.span(n)
	op := unaryOps[n.Op]
	if op == "not" {
		truth, err := c.truth(x, n.Operand)
		if err != nil {
			return val{}, err
		}
		return val{k: vPy, py: !truth, pos: p, end: e}, nil
	}
	if x.k == vPy {
		r, err := value.UnaryOp(op, x.py)
		if err != nil {
			return val{}, c.errNode(n, "%s", pyErr(err))
		}
		return val{k: vPy, py: r, pos: p, end: e}, nil
	}
	if x.k != vTerm {
		return val{}, c.errNode(n, "bad operand type for unary %s: %s", op, c.describe(x))
	}
	t := x.t
	switch {
	case op == "+" && t.Sort.isArith():
		return x, nil
	case op == "-" && t.Sort.isArith():
		return c.term(&Term{Op: OpNeg, Sort: t.Sort, Args: []*Term{t}}, n), nil
	case op == "-" && t.Sort.Kind == KBV:
		return c.term(&Term{Op: OpBVNeg, Sort: t.Sort, Args: []*Term{t}}, n), nil
	case op == "~" && t.Sort.Kind == KBV:
		return c.term(&Term{Op: OpBVNot, Sort: t.Sort, Args: []*Term{t}}, n), nil
	case op == "-" && t.Sort.Kind == KFP:
		return c.term(&Term{Op: OpFPNeg, Sort: t.Sort, Args: []*Term{t}}, n), nil
	case op == "+" && t.Sort.Kind == KFP:
		return x, nil
	}
	return val{}, c.errNode(n, "bad operand type for unary %s: %s", op, c.describe(x))
}

// cls classifies a value for operator dispatch.
func cls(v val) string {
	if v.k == vPy {
		return "py"
	}
	if v.k != vTerm {
		return "other"
	}
	switch v.t.Sort.Kind {
	case KInt, KReal:
		return "arith"
	case KBool:
		return "bool"
	case KBV:
		return "bv"
	case KFP:
		return "fp"
	case KString, KSeq:
		return "seq"
	}
	return "other"
}

func (c *checker) binary(n ast.Expr, op string, x, y val) (val, error) {
	p, e := c.span(n)
	if x.k == vPy && y.k == vPy {
		r, err := value.BinaryOp(op, x.py, y.py)
		if err != nil {
			return val{}, c.errNode(n, "%s", pyErr(err))
		}
		return val{k: vPy, py: r, pos: p, end: e}, nil
	}
	cx, cy := cls(x), cls(y)
	if op == "*" && cx == "arith" && cy == "bool" {
		// ArithRef.__mul__ of a BoolRef is If(b, self, 0).
		zero := val{k: vPy, py: big.NewInt(0), pos: p, end: e}
		a, z, s, err := c.coerce2(n, x, zero)
		if err != nil {
			return val{}, err
		}
		return c.term(&Term{Op: OpIte, Sort: s, Args: []*Term{y.t, a, z}}, n), nil
	}
	if op == "*" && (cx == "bool" || cx == "py" && cy == "bool") {
		// BoolRef.__mul__ (and __rmul__, which calls it): p * 1 is p,
		// p * 0 is the Python 0, otherwise If(p, other, 0).
		b, other := x, y
		if cx != "bool" {
			b, other = y, x
		}
		return c.boolMul(n, b, other)
	}
	bad := func() (val, error) {
		return val{}, c.errNode(n, "unsupported operand types for %s: %s and %s", op, c.describe(x), c.describe(y))
	}
	has := func(k string) bool { return cx == k || cy == k }
	switch {
	case has("other"):
		return bad()
	case has("arith"):
		a, b, s, err := c.coerce2(n, x, y)
		if err != nil {
			return val{}, err
		}
		switch op {
		case "+":
			return c.term(&Term{Op: OpAdd, Sort: s, Args: []*Term{a, b}}, n), nil
		case "-":
			return c.term(&Term{Op: OpSub, Sort: s, Args: []*Term{a, b}}, n), nil
		case "*":
			return c.term(&Term{Op: OpMul, Sort: s, Args: []*Term{a, b}}, n), nil
		case "/":
			return c.term(&Term{Op: OpDiv, Sort: s, Args: []*Term{a, b}}, n), nil
		case "%":
			if s.Kind != KInt {
				return val{}, c.errNode(n, "Z3 integer expression expected for %%, got %s", s)
			}
			return c.term(&Term{Op: OpMod, Sort: s, Args: []*Term{a, b}}, n), nil
		case "**":
			if s.Kind == KInt {
				a = &Term{Op: OpToReal, Sort: RealSort(), Args: []*Term{a}}
				b = &Term{Op: OpToReal, Sort: RealSort(), Args: []*Term{b}}
			}
			return c.term(&Term{Op: OpPow, Sort: RealSort(), Args: []*Term{a, b}}, n), nil
		}
		return bad()
	case has("bv"):
		a, b, s, err := c.coerce2(n, x, y)
		if err != nil {
			return val{}, err
		}
		ops := map[string]Op{"+": OpBVAdd, "-": OpBVSub, "*": OpBVMul, "/": OpBVSDiv, "%": OpBVSMod,
			"&": OpBVAnd, "|": OpBVOr, "^": OpBVXor, "<<": OpBVShl, ">>": OpBVAShr}
		if o, ok := ops[op]; ok {
			return c.term(&Term{Op: o, Sort: s, Args: []*Term{a, b}}, n), nil
		}
		return bad()
	case has("fp"):
		a, b, s, err := c.coerce2(n, x, y)
		if err != nil {
			return val{}, err
		}
		if fn, ok := map[string]string{"+": "fpAdd", "-": "fpSub", "*": "fpMul", "/": "fpDiv"}[op]; ok {
			// z3py's float operators round toward zero (its default
			// rounding mode), CPython's to nearest: refuse rather than
			// pick either silently.
			return val{}, c.errNode(n, "%s on floats rounds toward zero in z3py but to nearest in Python; write %s(RNE(), a, b) (or RTZ()) explicitly", op, fn)
		}
		if op == "%" {
			return c.term(&Term{Op: OpFPRem, Sort: s, Args: []*Term{a, b}}, n), nil
		}
		return bad()
	case has("seq") && op == "+":
		a, b, s, err := c.coerce2(n, x, y)
		if err != nil {
			return val{}, err
		}
		return c.term(&Term{Op: OpConcat, Sort: s, Args: []*Term{a, b}}, n), nil
	}
	return bad()
}

// boolMul is z3py 4.8.12's BoolRef.__mul__(other).
func (c *checker) boolMul(n ast.Expr, b, other val) (val, error) {
	p, e := c.span(n)
	isNum := func(k int64) bool {
		switch other.k {
		case vPy:
			r, err := value.Compare("==", other.py, big.NewInt(k))
			return err == nil && r
		case vTerm:
			// z3py compares other == k structurally: only the literal k.
			if other.t.Op != OpLit || !other.t.Sort.isArith() {
				return false
			}
			switch v := other.t.Val.(type) {
			case *big.Int:
				return v.Cmp(big.NewInt(k)) == 0
			case *big.Rat:
				return v.Cmp(big.NewRat(k, 1)) == 0
			}
		}
		return false
	}
	if other.k == vTerm && other.t.Sort.Kind == KBool {
		return val{}, c.errAt(other.pos, other.end, "True, False or Z3 Boolean expression expected, got 1 (z3py's BoolRef * compares the other operand with 1)")
	}
	if other.k != vTerm && other.k != vPy {
		return val{}, c.errNode(n, "unsupported operand types for *: %s and %s", c.describe(b), c.describe(other))
	}
	if isNum(1) {
		b.pos, b.end = p, e
		return b, nil
	}
	if isNum(0) {
		return val{k: vPy, py: big.NewInt(0), pos: p, end: e}, nil
	}
	zero := val{k: vPy, py: big.NewInt(0), pos: p, end: e}
	x, y, s, err := c.coerce2(n, other, zero)
	if err != nil {
		return val{}, err
	}
	return c.term(&Term{Op: OpIte, Sort: s, Args: []*Term{b.t, x, y}}, n), nil
}

// subsort is z3py's subsort relation: Bool < Int < Real.
func subsort(a, b *Sort) bool {
	return a.Kind == KInt && b.Kind == KReal || a.Kind == KBool && b.isArith()
}

// merge is z3py's _coerce_expr_merge.
func merge(s, t *Sort) (*Sort, bool) {
	switch {
	case s == nil:
		return t, true
	case s.Equal(t):
		return s, true
	case subsort(s, t):
		return t, true
	case subsort(t, s):
		return s, true
	}
	return nil, false
}

// coerce2 is z3py's _coerce_exprs: Python str next to a sequence becomes
// a string value, then both operands are cast to the merged sort.
func (c *checker) coerce2(n ast.Expr, x, y val) (*Term, *Term, *Sort, error) {
	ts, s, err := c.coerceList(n, []val{x, y})
	if err != nil {
		return nil, nil, nil, err
	}
	return ts[0], ts[1], s, nil
}

func (c *checker) coerceList(n ast.Expr, vs []val) ([]*Term, *Sort, error) {
	var s *Sort
	for _, v := range vs {
		if v.k == vTerm {
			m, ok := merge(s, v.t.Sort)
			if !ok {
				return nil, nil, c.errNode(n, "sort mismatch: %s and %s", s, v.t.Sort)
			}
			s = m
		} else if v.k != vPy {
			return nil, nil, c.errAt(v.pos, v.end, "%s cannot be used as a value here", c.describe(v))
		}
	}
	if s == nil {
		// Only Python values: z3py converts each with _py2expr first.
		var ts []val
		for _, v := range vs {
			t, err := c.toTerm(v)
			if err != nil {
				return nil, nil, err
			}
			ts = append(ts, val{k: vTerm, t: t, pos: v.pos, end: v.end})
		}
		return c.coerceList(n, ts)
	}
	out := make([]*Term, len(vs))
	for i, v := range vs {
		t, err := c.cast(v, s)
		if err != nil {
			return nil, nil, err
		}
		out[i] = t
	}
	return out, s, nil
}

// toTerm is z3py's _py2expr for Python values; terms pass through.
func (c *checker) toTerm(v val) (*Term, error) {
	switch v.k {
	case vTerm:
		return v.t, nil
	case vPy:
		var s *Sort
		switch v.py.(type) {
		case bool:
			s = BoolSort()
		case *big.Int:
			s = IntSort()
		case float64:
			s = RealSort()
		case string:
			s = StringSort()
		default:
			return nil, c.errAt(v.pos, v.end, "%s cannot be converted to a Z3 expression", c.describe(v))
		}
		return c.cast(v, s)
	}
	return nil, c.errAt(v.pos, v.end, "%s cannot be used as a value here (a declared function is applied as f(...); a 0-ary one as f())", c.describe(v))
}

// cast is z3py's SortRef.cast.
func (c *checker) cast(v val, s *Sort) (*Term, error) {
	lit := func(val any) (*Term, error) {
		return &Term{Op: OpLit, Sort: s, Val: val, Pos: v.pos, End: v.end}, nil
	}
	switch v.k {
	case vTerm:
		t := v.t
		switch {
		case t.Sort.Equal(s):
			return t, nil
		case t.Sort.Kind == KInt && s.Kind == KReal:
			return &Term{Op: OpToReal, Sort: s, Args: []*Term{t}, Pos: v.pos, End: v.end}, nil
		case t.Sort.Kind == KBool && s.Kind == KInt:
			one, zero := Lit(big.NewInt(1), IntSort()), Lit(new(big.Int), IntSort())
			return &Term{Op: OpIte, Sort: IntSort(), Args: []*Term{t, one, zero}, Pos: v.pos, End: v.end}, nil
		case t.Sort.Kind == KBool && s.Kind == KReal:
			// z3py 4.8.12's RealSort.cast sends a Bool to ToReal, which
			// fails ('BoolRef' object has no attribute 'is_int').
			return nil, c.errAt(v.pos, v.end, "a Bool term cannot be used as a Real (z3py fails: 'BoolRef' object has no attribute 'is_int')")
		}
		return nil, c.errAt(v.pos, v.end, "sort mismatch: expected %s, got %s", s, t.Sort)
	case vPy:
		switch s.Kind {
		case KBool:
			if b, ok := v.py.(bool); ok {
				return lit(b)
			}
			return nil, c.errAt(v.pos, v.end, "True, False or Z3 Boolean expression expected, got %s", pyReprAny(v.py))
		case KInt, KBV:
			var iv *big.Int
			switch x := v.py.(type) {
			case bool:
				iv = big.NewInt(0)
				if x {
					iv = big.NewInt(1)
				}
			case *big.Int:
				iv = x
			case float64:
				// z3py: IntVal(1.5) is IntVal(str(int(1.5))), truncation.
				if math.IsNaN(x) || math.IsInf(x, 0) {
					return nil, c.errAt(v.pos, v.end, "cannot convert float %s to integer", PyFloatRepr(x))
				}
				iv, _ = new(big.Float).SetFloat64(math.Trunc(x)).Int(nil)
			default:
				return nil, c.errAt(v.pos, v.end, "cannot convert %s to %s", pyReprAny(v.py), s)
			}
			if s.Kind == KBV {
				m := new(big.Int).Lsh(big.NewInt(1), uint(s.Width))
				iv = new(big.Int).Mod(iv, m)
			}
			return lit(iv)
		case KReal:
			switch x := v.py.(type) {
			case *big.Int:
				return lit(new(big.Rat).SetInt(x))
			case float64:
				if strings.Contains(PyFloatRepr(x), "e") {
					// z3py builds RealVal(f) from str(f), and Z3 4.8.12
					// misreads exponent notation (1e+20 as 0, 1.5e-05 as
					// 1/0): refuse rather than compute with garbage.
					return nil, c.errAt(v.pos, v.end, "the float %s cannot be a Real: z3py writes it in exponent notation, which Z3 4.8.12 misreads; write RealVal('n/d') instead", PyFloatRepr(x))
				}
				r, ok := pyFloatRat(x)
				if !ok {
					return nil, c.errAt(v.pos, v.end, "cannot convert float %s to Real", PyFloatRepr(x))
				}
				return lit(r)
			}
			return nil, c.errAt(v.pos, v.end, "cannot convert %s to Real", pyReprAny(v.py))
		case KFP:
			switch x := v.py.(type) {
			case *big.Int:
				f, _ := new(big.Float).SetInt(x).Float64()
				return lit(f)
			case float64:
				return lit(x)
			}
			return nil, c.errAt(v.pos, v.end, "cannot convert %s to %s", pyReprAny(v.py), s)
		case KString:
			if x, ok := v.py.(string); ok {
				return lit(x)
			}
			return nil, c.errAt(v.pos, v.end, "cannot convert %s to String", pyReprAny(v.py))
		}
		return nil, c.errAt(v.pos, v.end, "Z3 expression of sort %s expected, got %s", s, pyReprAny(v.py))
	}
	return nil, c.errAt(v.pos, v.end, "%s cannot be used as a value of sort %s", c.describe(v), s)
}

func (c *checker) compare(n *ast.Compare) (val, error) {
	p, e := c.span(n)
	operands := append([]ast.Expr{n.Left}, n.Comparators...)
	ops := make([]string, len(n.Ops))
	opPos := make([]int, len(n.Ops))
	opEnd := make([]int, len(n.Ops))
	for i, o := range n.Ops {
		ops[i] = cmpOps[o]
		_, end := c.span(operands[i])
		opPos[i], opEnd[i] = c.opAt(end, ops[i])
	}
	// a < b < c is "a < b and b < c" in Python: each comparison in turn,
	// and the first that is false (by Python's bool, which z3py gives
	// symbolic terms) is the value of the whole chain, else the last.
	// Operands after a false comparison are not evaluated.
	x, err := c.eval(operands[0])
	if err != nil {
		return val{}, err
	}
	for i, op := range ops {
		y, err := c.eval(operands[i+1])
		if err != nil {
			return val{}, err
		}
		r, err := c.compareOne(n, op, x, y, opPos[i], opEnd[i], p, e)
		if err != nil || i == len(ops)-1 {
			return r, err
		}
		holds, err := c.chainTruth(r)
		if err != nil {
			return val{}, err
		}
		if !holds {
			return r, nil
		}
		x = y
	}
	panic("unreachable")
}

// chainTruth is Python's bool of one comparison of a chain, as z3py
// gives it: a Python value's truth, a Boolean literal's value, and for
// an equation of two terms whether they are the same term (z3py's
// BoolRef.__bool__); any other symbolic term refuses.
func (c *checker) chainTruth(v val) (bool, error) {
	switch v.k {
	case vPy:
		return value.Truth(v.py), nil
	case vList:
		return len(v.list) > 0, nil
	case vTerm:
		if v.t.Op == OpLit {
			if b, ok := v.t.Val.(bool); ok {
				return b, nil
			}
		}
		if v.t.Op == OpEq && len(v.t.Args) == 2 {
			return sameAST(v.t.Args[0], v.t.Args[1]), nil
		}
	}
	return false, c.errAt(v.pos, v.end, "%s (chained comparisons such as 0 < x < 10 are Python's and; write And(0 < x, x < 10))", symbolicMsg)
}

// sameAST reports whether a and b are the same term as Z3 sees it
// (z3py's ExprRef.eq): the same operator, name, sort and literal value,
// and the same arguments; nothing is folded.
func sameAST(a, b *Term) bool {
	if a == b {
		return true
	}
	if a == nil || b == nil || a.Op != b.Op || a.Name != b.Name || a.Width != b.Width ||
		len(a.Args) != len(b.Args) || len(a.Bound) != len(b.Bound) || !a.Sort.Equal(b.Sort) {
		return false
	}
	if a.Op == OpLit && !valEqual(a.Val, b.Val) {
		return false
	}
	for i := range a.Bound {
		if !sameAST(a.Bound[i], b.Bound[i]) {
			return false
		}
	}
	for i := range a.Args {
		if !sameAST(a.Args[i], b.Args[i]) {
			return false
		}
	}
	return true
}

// compareOne is the comparison x op y of node n; at..atEnd is the
// operator, p..e the whole comparison.
func (c *checker) compareOne(n *ast.Compare, op string, x, y val, at, atEnd, p, e int) (val, error) {
	switch op {
	case "is", "is not":
		return val{}, c.errAt(at, atEnd, "%q comparisons are not supported", op)
	case "in", "not in":
		if y.k == vList || y.k == vPy {
			if x.k == vPy && (y.k == vList && allPy(y.list) || y.k == vPy) {
				r, err := pyContains(x.py, y)
				if err != nil {
					return val{}, c.errAt(at, atEnd, "%s", pyErr(err))
				}
				if op == "not in" {
					r = !r
				}
				return val{k: vPy, py: r, pos: p, end: e}, nil
			}
		}
		return val{}, c.errAt(at, atEnd, "%q on symbolic values is Python's structural membership in proof-of-thought, not a constraint; write Or(x == a, x == b, ...)", op)
	}
	if x.k == vPy && y.k == vPy {
		r, err := value.Compare(op, x.py, y.py)
		if err != nil {
			return val{}, c.errAt(at, atEnd, "%s", pyErr(err))
		}
		return val{k: vPy, py: r, pos: p, end: e}, nil
	}
	if x.k == vList || y.k == vList {
		if op == "==" || op == "!=" {
			return val{}, c.errAt(p, e, "comparing a list with a Z3 expression is not supported")
		}
	}
	a, b, s, err := c.coerce2(n, x, y)
	if err != nil {
		return val{}, err
	}
	bs := BoolSort()
	switch op {
	case "==":
		return c.term(&Term{Op: OpEq, Sort: bs, Args: []*Term{a, b}}, n), nil
	case "!=":
		return c.term(&Term{Op: OpDistinct, Sort: bs, Args: []*Term{a, b}}, n), nil
	}
	ordered := map[KindOp]Op{
		{KInt, "<"}: OpLt, {KInt, "<="}: OpLe, {KInt, ">"}: OpGt, {KInt, ">="}: OpGe,
		{KReal, "<"}: OpLt, {KReal, "<="}: OpLe, {KReal, ">"}: OpGt, {KReal, ">="}: OpGe,
		{KBV, "<"}: OpBVSLt, {KBV, "<="}: OpBVSLe, {KBV, ">"}: OpBVSGt, {KBV, ">="}: OpBVSGe,
		{KFP, "<"}: OpFPLt, {KFP, "<="}: OpFPLe, {KFP, ">"}: OpFPGt, {KFP, ">="}: OpFPGe,
		{KString, "<"}: OpLt, {KString, "<="}: OpLe, {KString, ">"}: OpGt, {KString, ">="}: OpGe,
	}
	o, ok := ordered[KindOp{s.Kind, op}]
	if !ok {
		return val{}, c.errAt(at, atEnd, "%q is not supported between %s terms", op, s)
	}
	return c.term(&Term{Op: o, Sort: bs, Args: []*Term{a, b}}, n), nil
}

// KindOp keys operator tables.
type KindOp struct {
	K  SortKind
	Op string
}

func allPy(vs []val) bool {
	for _, v := range vs {
		if v.k != vPy {
			return false
		}
	}
	return true
}

func (c *checker) index(n *ast.Subscript, x, i val) (val, error) {
	p, e := c.span(n)
	if x.k == vList {
		iv, ok := i.py.(*big.Int)
		if i.k != vPy || !ok {
			return val{}, c.errNode(n.Slice, "list indices must be integers")
		}
		k := iv.Int64()
		if !iv.IsInt64() || k < -int64(len(x.list)) || k >= int64(len(x.list)) {
			return val{}, c.errNode(n.Slice, "list index out of range")
		}
		if k < 0 {
			k += int64(len(x.list))
		}
		r := x.list[k]
		r.pos, r.end = p, e
		return r, nil
	}
	if x.k == vPy {
		if s, ok := x.py.(string); ok {
			iv, ok := i.py.(*big.Int)
			rs := value.CodePoints(s)
			if i.k != vPy || !ok {
				return val{}, c.errNode(n.Slice, "string indices must be integers")
			}
			k := iv.Int64()
			if !iv.IsInt64() || k < -int64(len(rs)) || k >= int64(len(rs)) {
				return val{}, c.errNode(n.Slice, "string index out of range")
			}
			if k < 0 {
				k += int64(len(rs))
			}
			return val{k: vPy, py: string(rs[k]), pos: p, end: e}, nil
		}
	}
	if x.k != vTerm {
		return val{}, c.errNode(n, "%s is not subscriptable", c.describe(x))
	}
	s := x.t.Sort
	switch s.Kind {
	case KArray:
		it, err := c.cast(i, s.Dom)
		if err != nil {
			return val{}, err
		}
		return c.term(&Term{Op: OpSelect, Sort: s.Rng, Args: []*Term{x.t, it}}, n), nil
	case KSeq:
		it, err := c.cast(i, IntSort())
		if err != nil {
			return val{}, err
		}
		return c.term(&Term{Op: OpNth, Sort: s.Elem, Args: []*Term{x.t, it}}, n), nil
	case KString:
		it, err := c.cast(i, IntSort())
		if err != nil {
			return val{}, err
		}
		return c.term(&Term{Op: OpAt, Sort: s, Args: []*Term{x.t, it}}, n), nil
	}
	return val{}, c.errNode(n, "%s is not subscriptable", c.describe(x))
}
