package difftest

import (
	"fmt"
	"math"
	"math/big"
	"math/rand/v2"
	"sort"
	"strings"

	"clauz3/pkg/dsl"
)

// Features are the generator's switchable constructs. A feature whose
// programs disagree with CPython in a known, still-open way (see
// testdata/disagreements.md) is left out of the default test run and
// enabled in long runs (-all-features, make fuzz).
var Features = []string{
	"float",         // float values and arithmetic
	"float-minmax",  // min/max over floats (NaN and -0.0 ordering)
	"mixed-numeric", // int/float mixing in arithmetic and comparisons
	"float-str",     // str() and f-strings of floats
	"int-str-conv",  // int(str), float(str)
	"str-order",     // < <= > >= and min/max on str
	"true-division", // int / int
	"float-floordiv",
	"pow",
	"float-pow",
	"int-of-float",
	"step-slice",
	"float-sum",
	"bigint",        // ints beyond 2**63
	"nonascii",      // non-ASCII strings
	"list-mutation", // subscript assignment, append, aliasing
	"unbound",       // names bound on one path only
	"while",
	"while-input",   // a while loop whose count the inputs decide (past lower's bound)
	"while-counter", // a counter against a bound, stepped once per iteration (lower summarizes it)
	"match",         // match statements (pkg/interp does not run them)
	"nested-def",
	"lambda",
	"comprehension",
	"genexpr",
	"dict",
	"zip", "enumerate", "reversed",
	"str-iter", // for c in "..."
	"andor-mixed",
	"truthiness",
	"exceptions",    // raise, assert
	"helper-assert", // assert in a helper, nested function
	"fstring",
	"keyword-args",
	"unpack",
	"getters",
	"late-binding",  // functions defined in a loop and called after it
	"loop-var-leak", // a loop variable read after the loop
	"target-reuse",  // a loop target that is an existing variable
	"default-args",  // defaults of nested functions and lambdas (evaluated at def time)
	"shadow-local",  // a nested function assigning a name it reads first (UnboundLocalError)
	"andor-typed",   // a or b, a and b on operands of one type
	"chained-assign",
	"bad-call", // calls with a wrong number of arguments (TypeError)
	"fstring-spec",
	"huge-int",       // 10 ** 400, 10 ** 4300 (float overflow, str digit limit)
	"iter-reuse",     // an iterator (zip, enumerate, reversed) or view held in a variable and iterated twice
	"nan-identity",   // x in [x], [x] == [x] for floats (identity before equality)
	"bool-as-int",    // a bool where an int is expected (str(max(b, 0)) is 'True')
	"cross-type-key", // d[1.0], d[True] on int keys
	"reversed-range",
	"annotated-assign",
	"module-attr",    // fxe.log_int(...) through a module alias
	"is",             // is / is not with None and bools
	"genexpr-minmax", // min(gen), max(gen), list(gen), tuple(gen)
	"print",
	"type-error",        // ill-typed operations (TypeError)
	"dsl-names",         // parameters and variables named like DSL built-ins and lower's fresh symbols
	"sum-start",         // sum(xs, start), enumerate(xs, start)
	"module-const-expr", // module constants computed from the ones before
	"tuple",             // tuple values: indexing, unpacking, lists of pairs
	"percent-format",    // "%s" % x (unsupported today)
	"bitwise",           // & | ^ << >> (unsupported today)
	"float-keys",        // float keys equal to int keys (unsupported today)
	"deal-raises",       // @deal.raises on main: the exceptions it may raise
	// a statement reading one variable twice, or assigning a variable an
	// expression that reads it (x = x + x): values grow exponentially
	// in loops, and so do lower's terms (D6)
	"term-growth",
	// genext.go: the constructs modelled since issue 18's second round
	"list-methods",     // append, extend, insert, pop, remove, clear, reverse, sort, copy, count, index, xs[i] = v, +=, *=, aliasing
	"list-slice",       // xs[a:b:c] with constant bounds and steps, slice assignment, xs * n
	"list-order",       // < <= > >= of lists and tuples
	"sorted",           // sorted(), list(reversed())
	"set",              // sets of ints or strs: | & - ^, comparisons, methods
	"set-method-arity", // s.union(), s.intersection(a, b), ...: no or several iterables
	"str-count",        // str.count of literals, or of an empty substring (exact)
	"str-count-free",   // str.count of values: lower's count is free within bounds (MODELLING.md), undetermined by design
	"percent-format2",  // %s %d %i %% with one argument, tuples, lists and dicts
	"re",               // re.fullmatch/match/search with a literal pattern, tested only
	"math",             // math.floor, ceil, trunc, fabs, sqrt, isnan, isinf, isfinite and constants
	"round",            // round(x), round(x, n)
	"float-edge",       // NaN (float('nan'), math.nan), -0.0, inf, subnormals in literals and inputs
	"dict-edge",        // int-keyed dicts read with equal bool/float keys and NaN
	"list-mul-huge",    // xs * 2**63 and other counts past a Py_ssize_t (OverflowError)
	"pop-huge",         // xs.pop(2**63): OverflowError
	"list-params",      // helpers taking lists (changed in place; a list default is shared by all calls)
	"surrogate",        // str literals holding lone surrogates ('\ud800'; '\ud83d\ude00' is two of them)
	// genstr.go: str methods (lower's strmethods.go)
	"str-methods",         // strip/lstrip/rstrip, removeprefix/removesuffix, replace of values and literals; case mapping and split of literals; whitespace-laden inputs
	"str-methods-refused", // str methods lower refuses (case mapping of values, replace without count 1, chars that are not literals, keywords)
	"str-split-maxsplit",  // s.split(sep, maxsplit) (D19, fixed)
}

// GenOptions tunes the generator.
type GenOptions struct {
	// Disabled features are never generated.
	Disabled map[string]bool
	// Scale > 1 makes bigger programs (more statements; loops nest one
	// level deeper).
	Scale int
	// Rare is the probability of generating a rare feature where it may
	// be generated (0: 0.08).
	Rare float64
	// StrMethods is the probability of a str method call where a str
	// may be generated (0: 0.07; genstr.go).
	StrMethods float64
}

type kind int

const (
	kInt kind = iota
	kFloat
	kStr
	kBool
	kList
	kDict
	kFunc
	kAny
	kNone
	kTuple
	kSet
)

type typ struct {
	k      kind
	elems  []*typ // tuple elements
	elem   *typ   // list element, dict value
	key    *typ   // dict key
	tuple  bool
	params []*typ
	ret    *typ
}

var (
	tInt   = &typ{k: kInt}
	tFloat = &typ{k: kFloat}
	tStr   = &typ{k: kStr}
	tBool  = &typ{k: kBool}
	tAny   = &typ{k: kAny}
	tNone  = &typ{k: kNone}
)

func listOf(e *typ) *typ        { return &typ{k: kList, elem: e} }
func dictOf(k, v *typ) *typ     { return &typ{k: kDict, key: k, elem: v} }
func (t *typ) scalar() bool     { return t.k <= kBool }
func (t *typ) seq() bool        { return t.k == kList }
func (t *typ) same(u *typ) bool { return typeName(t) == typeName(u) }

func typeName(t *typ) string {
	switch t.k {
	case kTuple:
		var es []string
		for _, e := range t.elems {
			es = append(es, typeName(e))
		}
		return "tuple[" + strings.Join(es, ", ") + "]"
	case kInt:
		return "int"
	case kFloat:
		return "float"
	case kStr:
		return "str"
	case kBool:
		return "bool"
	case kList:
		return "list[" + typeName(t.elem) + "]"
	case kSet:
		return "set[" + typeName(t.elem) + "]"
	case kDict:
		return "dict[" + typeName(t.key) + ", " + typeName(t.elem) + "]"
	case kFunc:
		var ps []string
		for _, p := range t.params {
			ps = append(ps, typeName(p))
		}
		return "func(" + strings.Join(ps, ", ") + ") -> " + typeName(t.ret)
	case kNone:
		return "None"
	}
	return "any"
}

type varInfo struct {
	pnames  []string // a function value's positional parameters
	name    string
	t       *typ
	owner   int  // the function that may assign it
	fixed   bool // never reassigned (loop counters, comprehension variables, globals)
	effects bool // a function value whose call has effects
}

type helper struct {
	name     string
	params   []*typ
	pnames   []string
	defaults []string // for the last len(defaults) params
	ret      *typ
	effects  bool
}

type fscope struct {
	vars      []*varInfo
	fn        int // id of the function being generated
	loop      int
	ret       *typ // return type of a helper or nested def; nil in main
	noEffects int
	depth     int // function nesting: 0 main/helper, 1 nested def
	main      bool
	escape    []*varInfo // names bound in a loop body that stay visible after the loop
	// read are the variables read by the statement being generated,
	// hidden from it when term-growth is off (each is read at most once)
	read    map[*varInfo]bool
	effects *bool
}

type gen struct {
	used    map[string]bool // DSL-like names already taken
	r       *rand.Rand
	opt     GenOptions
	n       int // names
	tags    int
	fns     int
	helpers []*helper
	globals []*varInfo
	budget  int
}

func (g *gen) on(f string) bool { return !g.opt.Disabled[f] }

// rareFeatures are constructs lower refuses today (fail-closed): they
// are generated rarely so that most programs are supported, and still
// checked when lower starts modelling them.
var rareFeatures = map[string]bool{
	"true-division": true, "float-floordiv": true, "str-iter": true,
	"float-str": true, "step-slice": true, "float-sum": true,
	"float-minmax": true, "float-pow": true, "int-of-float": true, "fstring-spec": true,
	"bad-call": true, "huge-int": true, "loop-var-leak": true, "shadow-local": true,
	"int-str-conv": true, "reversed-range": true, "type-error": true, "print": true,
	"percent-format": true, "bitwise": true, "float-keys": true,
	"str-methods-refused": true,
}

// use reports whether to generate feature f now.
func (g *gen) use(f string) bool {
	if !g.on(f) {
		return false
	}
	if rareFeatures[f] {
		if g.opt.Rare > 0 {
			return g.chance(g.opt.Rare)
		}
		return g.chance(0.08)
	}
	return true
}

func (g *gen) intn(n int) int { return g.r.IntN(n) }

func (g *gen) chance(p float64) bool { return g.r.Float64() < p }

// pickW returns an index chosen with the given weights (0 weights skip).
func (g *gen) pickW(ws ...int) int {
	total := 0
	for _, w := range ws {
		total += w
	}
	x := g.intn(total)
	for i, w := range ws {
		if x < w {
			return i
		}
		x -= w
	}
	return len(ws) - 1
}

func (g *gen) name(prefix string) string {
	g.n++
	if (prefix == "v" && g.chance(0.03) || (prefix == "n" || prefix == "x" || prefix == "s" || prefix == "b") && g.chance(0.1)) && g.on("dsl-names") {
		if g.used == nil {
			g.used = map[string]bool{}
		}
		nm := dslNames[g.intn(len(dslNames))]
		if !g.used[nm] {
			g.used[nm] = true
			return nm
		}
	}
	return fmt.Sprintf("%s%d", prefix, g.n)
}

// dslNames are valid Python names that are DSL built-ins, Z3 names or
// lower's fresh symbols: lower must rename them (doc.go: "py_<name>").
var dslNames = []string{"And", "Or", "Not", "If", "Implies", "Length", "Int", "Real", "Bool", "String",
	"StringVal", "IntVal", "Sum", "Product", "ForAll", "Exists", "Distinct", "Concat", "Contains",
	"SubString", "IndexOf", "PrefixOf", "SuffixOf", "fpNaN", "FPVal", "FPSort", "RNE", "ToReal",
	"get_int_result1", "get_str_result2", "get_float_result3", "log_int_result1", "_d1", "_d2",
	"_python_O", "_u1", "_raised1", "_str_digits_limit", "py_x", "result", "e", "x", "True_"}

func (g *gen) tag() string {
	g.tags++
	return fmt.Sprintf("\"t%d\"", g.tags)
}

// Program is a generated program: its source and the types of main's
// parameters.
type Program struct {
	Src    string
	Params []string // "int", "str", "float", "bool"
}

// Generate makes a random program.
func Generate(r *rand.Rand, opt GenOptions) *Program {
	scale := max(opt.Scale, 1)
	g := &gen{r: r, opt: opt, budget: (14 + r.IntN(14)) * scale}
	var out []string
	out = append(out, "from fx.trusted import effects as fxe", "from fx.trusted.effects import get_bool, get_float, get_int, get_str, log_bool, log_float, log_int, log_pair, log_str", "", "")
	// module constants
	for i := g.intn(3); i > 0; i-- {
		t := g.scalarType()
		if g.chance(0.3) {
			t = listOf(g.scalarType())
		}
		sc := &fscope{fn: -1, noEffects: 1}
		name := strings.ToUpper(g.name("k"))
		val := g.literal(sc, t)
		if g.use("module-const-expr") && g.chance(0.15) {
			// a constant expression over the constants before it
			sc.vars = append(sc.vars, g.globals...)
			val = g.expr(sc, t, 1)
		}
		out = append(out, fmt.Sprintf("%s = %s", name, val))
		g.globals = append(g.globals, &varInfo{name: name, t: t, owner: -1, fixed: true})
	}
	if len(g.globals) > 0 {
		out = append(out, "", "")
	}
	for i := g.pickW(3, 4, 3, 1); i > 0; i-- {
		out = append(out, g.helperDef()...)
		out = append(out, "", "")
	}
	// main
	p := &Program{}
	sc := &fscope{fn: g.newFn(), main: true}
	var params []string
	for i := 1 + g.intn(4); i > 0; i-- {
		t := g.scalarType()
		nm := g.name(map[kind]string{kInt: "n", kFloat: "x", kStr: "s", kBool: "b"}[t.k])
		params = append(params, nm+": "+typeName(t))
		p.Params = append(p.Params, typeName(t))
		sc.vars = append(sc.vars, &varInfo{name: nm, t: t, owner: sc.fn})
	}
	if g.use("deal-raises") && g.chance(0.15) {
		// exceptions main may raise: exactly these classes (deal compares
		// type(exc) with each)
		pool := []string{"ValueError", "KeyError", "IndexError", "ZeroDivisionError", "TypeError", "AssertionError", "LookupError", "ArithmeticError", "Exception", "RuntimeError", "OverflowError", "NameError", "UnboundLocalError"}
		var excs []string
		for i := 1 + g.intn(3); i > 0; i-- {
			excs = append(excs, pool[g.intn(len(pool))])
		}
		out = append(out, "@deal.raises("+strings.Join(excs, ", ")+")")
		out[0] = "import deal\n" + out[0]
	}
	out = append(out, "def main("+strings.Join(params, ", ")+") -> None:")
	body := g.block(sc, 1, (3+g.intn(6))*scale, true)
	out = append(out, body...)
	p.Src = withImports(strings.Join(out, "\n") + "\n")
	return p
}

// maxLoops is how deep loops nest.
func (g *gen) maxLoops() int {
	if g.opt.Scale > 1 {
		return 3
	}
	return 2
}

// depth is the nesting depth of a statement's expression.
func (g *gen) depth() int { return 1 + g.pickW(3, 5, 1) }

func (g *gen) newFn() int {
	g.fns++
	return g.fns
}

func (g *gen) scalarType() *typ {
	for {
		switch g.pickW(4, 2, 3, 2) {
		case 0:
			return tInt
		case 1:
			if g.on("float") {
				return tFloat
			}
		case 2:
			return tStr
		default:
			return tBool
		}
	}
}

func (g *gen) tupleType() *typ {
	t := &typ{k: kTuple}
	for i := 1 + g.intn(3); i > 0; i-- {
		t.elems = append(t.elems, g.scalarType())
	}
	return t
}

func (g *gen) anyType() *typ {
	switch g.pickW(10, 2, 1, 1, 1) {
	case 0:
		return g.scalarType()
	case 4:
		if g.on("set") {
			return setOf(g.setElem())
		}
		return g.scalarType()
	case 1:
		return listOf(g.scalarType())
	case 3:
		if g.on("tuple") {
			return g.tupleType()
		}
		return g.scalarType()
	}
	if !g.on("dict") {
		return listOf(g.scalarType())
	}
	return g.dictType()
}

func (g *gen) dictType() *typ {
	k := tStr
	if g.chance(0.4) {
		k = tInt
	}
	return dictOf(k, g.scalarType())
}

func indent(n int) string { return strings.Repeat("    ", n) }

// helperDef generates a module-level helper function.
func (g *gen) helperDef() []string {
	h := &helper{name: g.name("h")}
	sc := &fscope{fn: g.newFn(), effects: &h.effects}
	for _, gv := range g.globals {
		sc.vars = append(sc.vars, gv)
	}
	np := g.intn(4)
	var ps []string
	for i := 0; i < np; i++ {
		t := g.scalarType()
		if g.on("list-params") && g.chance(0.25) {
			// a list the helper may change in place: the caller's list
			// (or, for a default, the one list all calls share)
			t = listOf(t)
		}
		nm := g.name("a")
		h.params = append(h.params, t)
		h.pnames = append(h.pnames, nm)
		sc.vars = append(sc.vars, &varInfo{name: nm, t: t, owner: sc.fn})
	}
	if np > 0 && g.chance(0.3) && g.on("keyword-args") {
		t := h.params[np-1]
		d := g.literal(&fscope{noEffects: 1}, t)
		if gs := (&fscope{vars: g.globals}).varsOf(t); len(gs) > 0 && g.chance(0.3) {
			d = gs[g.intn(len(gs))].name // evaluated at definition time
		}
		h.defaults = []string{d}
	}
	for i, nm := range h.pnames {
		p := nm + ": " + typeName(h.params[i])
		if k := i - (np - len(h.defaults)); k >= 0 {
			p += " = " + h.defaults[k]
		}
		ps = append(ps, p)
	}
	if g.chance(0.2) {
		h.ret = tNone
	} else {
		h.ret = g.scalarType()
	}
	sc.ret = h.ret
	lines := []string{fmt.Sprintf("def %s(%s) -> %s:", h.name, strings.Join(ps, ", "), typeName(h.ret))}
	body := g.block(sc, 1, 1+g.intn(4), true)
	lines = append(lines, body...)
	if h.ret.k != kNone && !terminated(body, 1) {
		lines = append(lines, indent(1)+"return "+g.expr(sc, h.ret, 2))
	}
	g.helpers = append(g.helpers, h)
	return lines
}

// terminated reports whether a block's last statement leaves it.
func terminated(lines []string, ind int) bool {
	if len(lines) == 0 || indentOf(lines[len(lines)-1]) != 4*ind {
		return false
	}
	last := strings.TrimSpace(lines[len(lines)-1])
	return strings.HasPrefix(last, "return") || strings.HasPrefix(last, "raise")
}

// block generates n statements at the given indentation.
func (g *gen) block(sc *fscope, ind, n int, top bool) []string {
	mark := len(sc.vars)
	var out []string
	for i := 0; i < n; i++ {
		s, ends := g.stmt(sc, ind, top && i == n-1)
		out = append(out, s...)
		if ends {
			break
		}
	}
	if len(out) == 0 {
		out = append(out, indent(ind)+"pass")
	}
	sc.vars = sc.vars[:mark]
	return out
}

// ownVars are the variables of type t the current function may assign.
func (sc *fscope) ownVars(t *typ) []*varInfo {
	var out []*varInfo
	for _, v := range sc.vars {
		if v.owner == sc.fn && !v.fixed && (t == nil || v.t.same(t)) {
			out = append(out, v)
		}
	}
	return out
}

func (sc *fscope) varsOf(t *typ) []*varInfo {
	var out []*varInfo
	for _, v := range sc.vars {
		if v.t.same(t) && (sc.noEffects == 0 || !v.effects) && !sc.read[v] {
			out = append(out, v)
		}
	}
	return out
}

func (g *gen) stmt(sc *fscope, ind int, last bool) ([]string, bool) {
	if !g.on("term-growth") {
		saved := sc.read
		sc.read = map[*varInfo]bool{}
		defer func() { sc.read = saved }()
	}
	g.budget--
	pad := indent(ind)
	small := g.budget <= 0
	if s := g.extStmt(sc, ind); s != nil {
		return s, false
	}
	for {
		w := []int{
			10, // 0 assign new
			4,  // 1 reassign
			3,  // 2 augassign
			10, // 3 log
			7,  // 4 if
			5,  // 5 for
			1,  // 6 while
			1,  // 7 assert
			1,  // 8 raise
			2,  // 9 short-circuit effect
			1,  // 10 return
			3,  // 11 break/continue
			1,  // 12 nested def
			2,  // 13 lambda
			2,  // 14 unpack
			2,  // 15 call statement
			1,  // 16 mutation
			2,  // 17 iterator reuse
		}
		if small {
			for _, i := range []int{4, 5, 6, 12} {
				w[i] = 0
			}
		}
		switch g.pickW(w...) {
		case 0:
			t := g.anyType()
			if g.chance(0.25) {
				t = g.scalarType()
			}
			nm := g.name("v")
			e := g.expr(sc, t, g.depth())
			sc.vars = append(sc.vars, &varInfo{name: nm, t: t, owner: sc.fn})
			if g.use("annotated-assign") && g.chance(0.08) && t.scalar() {
				return []string{pad + nm + ": " + typeName(t) + " = " + e}, false
			}
			if g.use("chained-assign") && g.chance(0.08) {
				nm2 := g.name("v")
				sc.vars = append(sc.vars, &varInfo{name: nm2, t: t, owner: sc.fn})
				return []string{pad + nm + " = " + nm2 + " = " + e}, false
			}
			return []string{pad + nm + " = " + e}, false
		case 1:
			vs := sc.ownVars(nil)
			if len(vs) == 0 {
				continue
			}
			v := vs[g.intn(len(vs))]
			if v.t.k == kFunc {
				continue
			}
			if sc.read != nil {
				sc.read[v] = true
			}
			return []string{pad + v.name + " = " + g.expr(sc, v.t, g.depth())}, false
		case 2:
			var vs []*varInfo
			for _, v := range sc.ownVars(nil) {
				if v.t.k == kInt || v.t.k == kStr || v.t.k == kFloat {
					vs = append(vs, v)
				}
			}
			if len(vs) == 0 {
				continue
			}
			v := vs[g.intn(len(vs))]
			if sc.read != nil {
				sc.read[v] = true
			}
			switch v.t.k {
			case kInt:
				op := []string{"+=", "-=", "*=", "//=", "%="}[g.pickW(4, 3, 2, 1, 1)]
				return []string{pad + v.name + " " + op + " " + g.expr(sc, tInt, 2)}, false
			case kFloat:
				op := []string{"+=", "-=", "*=", "/="}[g.pickW(3, 2, 2, 1)]
				return []string{pad + v.name + " " + op + " " + g.expr(sc, tFloat, 2)}, false
			default:
				if g.chance(0.2) {
					return []string{pad + v.name + " *= " + fmt.Sprint(g.intn(3))}, false
				}
				return []string{pad + v.name + " += " + g.expr(sc, tStr, 2)}, false
			}
		case 3:
			if sc.noEffects > 0 {
				continue
			}
			return []string{pad + g.logCall(sc, g.depth())}, false
		case 4:
			return g.ifStmt(sc, ind), false
		case 5:
			if sc.loop >= g.maxLoops() {
				continue
			}
			return g.forStmt(sc, ind), false
		case 6:
			if sc.loop >= 2 || !g.on("while") {
				continue
			}
			return g.whileStmt(sc, ind), false
		case 7:
			if !g.on("exceptions") || !sc.main && !g.on("helper-assert") {
				continue
			}
			sc.noEffects++
			c := g.cond(sc, 2)
			sc.noEffects--
			if g.chance(0.3) {
				if g.chance(0.3) {
					// the message is evaluated only when the assert fails
					return []string{pad + "assert " + c + ", " + g.strExpr(sc, 1)}, false
				}
				return []string{pad + "assert " + c + ", " + g.strLit(sc)}, false
			}
			return []string{pad + "assert " + c}, false
		case 8:
			if !g.on("exceptions") {
				continue
			}
			exc := []string{"ValueError(\"bad\")", "KeyError(\"k\")", "RuntimeError", "ZeroDivisionError()", "TypeError(\"t\")", "IndexError"}[g.intn(6)]
			return []string{pad + "if " + g.cond(sc, 2) + ":", pad + "    raise " + exc}, false
		case 9:
			if sc.noEffects > 0 {
				continue
			}
			op := []string{" and ", " or "}[g.intn(2)]
			return []string{pad + g.cond(sc, 2) + op + g.logCall(sc, 2)}, false
		case 10:
			if ind == 1 && !last {
				// a return at the top of a body would end it early
				continue
			}
			if sc.ret == nil || sc.ret.k == kNone {
				return []string{pad + "return"}, true
			}
			return []string{pad + "return " + g.expr(sc, sc.ret, 2)}, true
		case 11:
			if sc.loop == 0 {
				continue
			}
			kw := []string{"break", "continue"}[g.intn(2)]
			return []string{pad + "if " + g.cond(sc, 2) + ":", pad + "    " + kw}, false
		case 12:
			if sc.depth > 0 || !g.on("nested-def") {
				continue
			}
			return g.nestedDef(sc, ind), false
		case 13:
			if !g.on("lambda") {
				continue
			}
			return g.lambdaDef(sc, ind), false
		case 14:
			if !g.on("unpack") {
				continue
			}
			if s := g.unpack(sc, ind); s != nil {
				return s, false
			}
		case 15:
			if sc.noEffects > 0 {
				continue
			}
			if g.use("print") {
				args := []string{g.expr(sc, g.anyType(), 1)}
				if g.chance(0.5) {
					args = append(args, g.expr(sc, g.scalarType(), 1))
				}
				if g.chance(0.3) {
					args = append(args, "sep="+g.strLit(sc))
				}
				return []string{pad + "print(" + strings.Join(args, ", ") + ")"}, false
			}
			if s := g.callAny(sc, 2); s != "" {
				return []string{pad + s}, false
			}
		case 16:
			if !g.use("list-mutation") {
				continue
			}
			if s := g.mutation(sc, ind); s != nil {
				return s, false
			}
		case 17:
			if sc.loop >= 2 || small || !g.on("iter-reuse") {
				continue
			}
			return g.iterReuse(sc, ind), false
		}
	}
}

func (g *gen) logCall(sc *fscope, d int) string {
	if g.chance(0.1) {
		return g.logPair(sc, d)
	}
	t := g.scalarType()
	fn := "log_" + typeName(t)
	if g.use("module-attr") && g.chance(0.1) {
		fn = "fxe." + fn
	}
	arg := g.expr(sc, t, d)
	tag := g.tag()
	if g.chance(0.05) {
		// a computed tag: evaluation order of the arguments matters
		tag = g.strExpr(sc, 1)
	}
	if sc.effects != nil {
		*sc.effects = true
	}
	if g.on("keyword-args") && g.chance(0.1) {
		if g.chance(0.5) {
			return fmt.Sprintf("%s(x=%s, tag=%s)", fn, arg, tag)
		}
		return fmt.Sprintf("%s(%s, x=%s)", fn, tag, arg)
	}
	if g.chance(0.2) && g.use("bad-call") {
		switch g.intn(3) {
		case 0:
			return fmt.Sprintf("%s(%s)", fn, tag)
		case 1:
			return fmt.Sprintf("%s(%s, %s, %s)", fn, tag, arg, g.literal(sc, t))
		}
		return fmt.Sprintf("%s(%s, %s, tag=%s)", fn, tag, arg, g.tag())
	}
	return fmt.Sprintf("%s(%s, %s)", fn, tag, arg)
}

// logPair calls the trusted log_pair(tag, a: int, b: str = "-"): a
// default, keywords in any order.
func (g *gen) logPair(sc *fscope, d int) string {
	tag := g.tag()
	a := g.intExpr(sc, d)
	if sc.effects != nil {
		*sc.effects = true
	}
	switch g.intn(5) {
	case 0:
		return fmt.Sprintf("log_pair(%s, %s)", tag, a)
	case 1:
		return fmt.Sprintf("log_pair(%s, %s, %s)", tag, a, g.strExpr(sc, d))
	case 2:
		if g.on("keyword-args") {
			return fmt.Sprintf("log_pair(b=%s, a=%s, tag=%s)", g.strExpr(sc, d), a, tag)
		}
	case 3:
		if g.on("keyword-args") {
			return fmt.Sprintf("log_pair(%s, b=%s, a=%s)", tag, g.strExpr(sc, d), a)
		}
	}
	return fmt.Sprintf("log_pair(%s, a=%s)", tag, a)
}

func (g *gen) ifStmt(sc *fscope, ind int) []string {
	if g.on("match") && g.chance(0.15) {
		return g.matchStmt(sc, ind)
	}
	pad := indent(ind)
	out := []string{pad + "if " + g.cond(sc, g.depth()) + ":"}
	// a variable bound in the if arm only stays visible after it
	// (NameError/UnboundLocalError when the arm did not run)
	var maybe *varInfo
	if g.on("unbound") && g.chance(0.08) {
		t := g.scalarType()
		maybe = &varInfo{name: g.name("v"), t: t, owner: sc.fn}
		out = append(out, pad+"    "+maybe.name+" = "+g.expr(sc, t, 2))
	}
	out = append(out, g.block(sc, ind+1, 1+g.intn(3), false)...)
	for g.chance(0.25) {
		out = append(out, pad+"elif "+g.cond(sc, 2)+":")
		out = append(out, g.block(sc, ind+1, 1+g.intn(2), false)...)
	}
	if g.chance(0.4) {
		out = append(out, pad+"else:")
		out = append(out, g.block(sc, ind+1, 1+g.intn(3), false)...)
	}
	if maybe != nil {
		sc.vars = append(sc.vars, maybe)
	}
	return out
}

// iterable returns an iterable expression and the types its target(s)
// take (one type, or two for enumerate, zip and dict.items()).
func (g *gen) iterable(sc *fscope, d int) (string, []*typ) {
	for {
		switch g.pickW(5, 6, 2, 2, 1, 3, 1) {
		case 0:
			switch g.intn(4) {
			case 0, 1:
				return fmt.Sprintf("range(%d)", g.intn(5)), []*typ{tInt}
			case 2:
				a := g.intn(5) - 2
				return fmt.Sprintf("range(%d, %d)", a, a+g.intn(5)), []*typ{tInt}
			default:
				a := g.intn(7) - 3
				step := []int{-2, -1, 2, 3}[g.intn(4)]
				return fmt.Sprintf("range(%d, %d, %d)", a, a+step*g.intn(4), step), []*typ{tInt}
			}
		case 1:
			if g.on("tuple") && g.chance(0.15) {
				a, b := g.scalarType(), g.scalarType()
				var es []string
				for i := g.intn(4); i > 0; i-- {
					es = append(es, "("+g.expr(sc, a, d-1)+", "+g.expr(sc, b, d-1)+")")
				}
				return "[" + strings.Join(es, ", ") + "]", []*typ{a, b}
			}
			t := listOf(g.scalarType())
			return g.listExpr(sc, t, d, true), []*typ{t.elem}
		case 2:
			if !g.on("enumerate") {
				continue
			}
			t := listOf(g.scalarType())
			if g.chance(0.2) {
				return fmt.Sprintf("enumerate(%s, %d)", g.listExpr(sc, t, d, true), g.intn(4)-1), []*typ{tInt, t.elem}
			}
			return "enumerate(" + g.listExpr(sc, t, d, true) + ")", []*typ{tInt, t.elem}
		case 3:
			if !g.on("zip") {
				continue
			}
			a, b := listOf(g.scalarType()), listOf(g.scalarType())
			if g.chance(0.15) {
				c := listOf(g.scalarType())
				return "zip(" + g.listExpr(sc, a, d, true) + ", " + g.listExpr(sc, b, d, true) + ", " + g.listExpr(sc, c, d, true) + ")", []*typ{a.elem, b.elem, c.elem}
			}
			return "zip(" + g.listExpr(sc, a, d, true) + ", " + g.listExpr(sc, b, d, true) + ")", []*typ{a.elem, b.elem}
		case 4:
			if !g.on("reversed") {
				continue
			}
			if g.use("reversed-range") {
				return fmt.Sprintf("reversed(range(%d))", g.intn(4)), []*typ{tInt}
			}
			if g.on("dict") && g.chance(0.1) {
				dt := g.dictType()
				return "reversed(" + g.dictExpr(sc, dt, d) + ")", []*typ{dt.key}
			}
			t := listOf(g.scalarType())
			return "reversed(" + g.listExpr(sc, t, d, true) + ")", []*typ{t.elem}
		case 5:
			if !g.on("dict") {
				continue
			}
			t := g.dictType()
			e := g.dictExpr(sc, t, d)
			switch g.intn(4) {
			case 0:
				return e, []*typ{t.key}
			case 1:
				return e + ".keys()", []*typ{t.key}
			case 2:
				return e + ".values()", []*typ{t.elem}
			}
			return e + ".items()", []*typ{t.key, t.elem}
		case 6:
			if !g.use("str-iter") {
				continue
			}
			if g.chance(0.5) {
				return g.strLit(sc), []*typ{tStr}
			}
			return g.expr(sc, tStr, 1), []*typ{tStr}
		}
	}
}

func (g *gen) targets(sc *fscope, ts []*typ, fixed bool) string {
	var names []string
	for _, t := range ts {
		nm := g.name("i")
		names = append(names, nm)
		sc.vars = append(sc.vars, &varInfo{name: nm, t: t, owner: sc.fn, fixed: fixed})
	}
	return strings.Join(names, ", ")
}

func (g *gen) forStmt(sc *fscope, ind int) []string {
	pad := indent(ind)
	it, ts := g.iterable(sc, 2)
	mark := len(sc.vars)
	var tgt string
	var leak []*varInfo
	if own := sc.ownVars(ts[0]); len(ts) == 1 && len(own) > 0 && g.use("target-reuse") && g.chance(0.15) {
		tgt = own[g.intn(len(own))].name
	} else {
		tgt = g.targets(sc, ts, false)
		if g.use("loop-var-leak") {
			leak = append(leak, sc.vars[mark:]...)
		}
	}
	out := []string{pad + "for " + tgt + " in " + it + ":"}
	saved := sc.escape
	sc.escape = nil
	sc.loop++
	out = append(out, g.block(sc, ind+1, 1+g.intn(3), false)...)
	sc.loop--
	esc := sc.escape
	sc.escape = saved
	sc.vars = sc.vars[:mark]
	if g.chance(0.2) {
		out = append(out, pad+"else:")
		out = append(out, g.block(sc, ind+1, 1+g.intn(2), false)...)
	}
	sc.vars = append(append(sc.vars, esc...), leak...)
	return out
}

// iterReuse holds an iterator (one-shot) or a dict view (re-iterable) in
// a variable and iterates it twice; a break in the first loop leaves the
// rest of an iterator to the second.
func (g *gen) iterReuse(sc *fscope, ind int) []string {
	pad := indent(ind)
	var it string
	var ts []*typ
	for it == "" {
		switch g.intn(5) {
		case 0:
			if g.on("zip") {
				a, b := listOf(g.scalarType()), listOf(g.scalarType())
				it, ts = "zip("+g.listExpr(sc, a, 1, true)+", "+g.listExpr(sc, b, 1, true)+")", []*typ{a.elem, b.elem}
			}
		case 1:
			if g.on("enumerate") {
				a := listOf(g.scalarType())
				it, ts = "enumerate("+g.listExpr(sc, a, 1, true)+")", []*typ{tInt, a.elem}
			}
		case 2:
			if g.on("reversed") {
				a := listOf(g.scalarType())
				it, ts = "reversed("+g.listExpr(sc, a, 1, true)+")", []*typ{a.elem}
			}
		case 3:
			if g.on("dict") {
				d := g.dictType()
				it, ts = g.dictExpr(sc, d, 1)+".items()", []*typ{d.key, d.elem}
			}
		default:
			if g.on("dict") {
				d := g.dictType()
				if g.chance(0.5) {
					it, ts = g.dictExpr(sc, d, 1)+".keys()", []*typ{d.key}
				} else {
					it, ts = g.dictExpr(sc, d, 1)+".values()", []*typ{d.elem}
				}
			}
		}
	}
	v := g.name("it")
	out := []string{pad + v + " = " + it}
	mark := len(sc.vars)
	for pass := 0; pass < 2; pass++ {
		tgt := g.targets(sc, ts, false)
		out = append(out, pad+"for "+tgt+" in "+v+":")
		sc.loop++
		if pass == 0 && g.chance(0.15) {
			out = append(out, pad+"    if "+g.cond(sc, 1)+":", pad+"        break")
		}
		out = append(out, g.block(sc, ind+1, 1+g.intn(2), false)...)
		sc.loop--
		sc.vars = sc.vars[:mark]
	}
	if g.chance(0.3) {
		out = append(out, pad+"log_bool("+g.tag()+", bool("+v+"))")
	}
	return out
}

func (g *gen) whileStmt(sc *fscope, ind int) []string {
	pad := indent(ind)
	w := g.name("w")
	n := 1 + g.intn(4)
	var out []string
	// a count the inputs decide, which can be past lower's bound (100
	// iterations): the loop-bound obligation is not proved, and every
	// counterexample must be a run within the bound
	var count string
	if g.chance(0.25) && g.use("while-input") {
		count = fmt.Sprintf("(%s) %% %d", g.intExpr(sc, 2), 100+g.intn(200))
	}
	mark := len(sc.vars)
	sc.vars = append(sc.vars, &varInfo{name: w, t: tInt, owner: sc.fn, fixed: true})
	// a counter the inputs start, against a bound, stepped once per
	// iteration, first or last in the body: lower summarizes it
	// (whilesum.go); the start is bounded, so that CPython's runs end
	var step string
	first := false
	if count == "" && g.chance(0.4) && g.use("while-counter") {
		d := 1 + g.intn(3)
		b := g.intn(7) - 3
		start := fmt.Sprintf("(%s) %% %d", g.intExpr(sc, 2), 20+g.intn(60))
		op, flip := [4]string{">", ">=", "<", "<="}[g.intn(4)], g.chance(0.3)
		var test string
		switch op {
		case ">", ">=":
			step = fmt.Sprintf("%s -= %d", w, d)
			if g.chance(0.5) {
				step = fmt.Sprintf("%s = %s - %d", w, w, d)
			}
		default:
			start = "-" + start
			step = fmt.Sprintf("%s += %d", w, d)
		}
		test = fmt.Sprintf("%s %s %d", w, op, b)
		if flip {
			rev := map[string]string{">": "<", ">=": "<=", "<": ">", "<=": ">="}[op]
			test = fmt.Sprintf("%d %s %s", b, rev, w)
		}
		out = []string{pad + w + " = " + start, pad + "while " + test + ":"}
		if first = g.chance(0.5); first {
			out = append(out, pad+"    "+step)
		}
	} else {
		out = g.whileHead(sc, pad, w, n, count)
	}
	saved := sc.escape
	sc.escape = nil
	sc.loop++
	out = append(out, g.block(sc, ind+1, 1+g.intn(3), false)...)
	sc.loop--
	esc := sc.escape
	sc.escape = saved
	if step != "" && !first {
		out = append(out, pad+"    "+step)
	}
	if g.chance(0.2) {
		out = append(out, pad+"else:")
		out = append(out, g.block(sc, ind+1, 1, false)...)
	}
	// the counter stays readable after the loop
	sc.vars = append(sc.vars[:mark+1], esc...)
	return out
}

// whileHead is the counter's start and the head of a while loop other
// than a counter's against a bound (whileStmt).
func (g *gen) whileHead(sc *fscope, pad, w string, n int, count string) []string {
	var out []string
	switch {
	case count != "":
		out = []string{pad + w + " = " + count, pad + "while " + w + " > 0:", pad + fmt.Sprintf("    %s -= %d", w, 1+g.intn(3))}
	case g.chance(0.3):
		// a test that depends on the inputs, bounded: lower unrolls it
		// and proves its loop-bound obligation
		out = []string{pad + w + " = 0", pad + fmt.Sprintf("while %s < %d and (%s):", w, n, g.cond(sc, 2)), pad + "    " + w + " += 1"}
	case g.chance(0.5):
		out = []string{pad + w + " = 0", pad + fmt.Sprintf("while %s < %d:", w, n), pad + "    " + w + " += 1"}
	default:
		out = []string{pad + w + " = 0", pad + "while True:", pad + "    " + w + " += 1", pad + fmt.Sprintf("    if %s > %d:", w, n), pad + "        break"}
	}
	return out
}

func (g *gen) nestedDef(sc *fscope, ind int) []string {
	pad := indent(ind)
	nm := g.name("f")
	inner := &fscope{fn: g.newFn(), depth: sc.depth + 1}
	effects := false
	inner.effects = &effects
	inner.vars = append(inner.vars, sc.vars...)
	var ps, pnames []string
	var pts []*typ
	var defaulted []*varInfo
	for i := g.intn(3); i > 0; i-- {
		t := g.scalarType()
		pn := g.name("a")
		pv := &varInfo{name: pn, t: t, owner: inner.fn}
		if g.use("default-args") && g.chance(0.25) {
			// evaluated once, at definition time, in the enclosing scope
			ps = append(ps, pn+": "+typeName(t)+" = "+g.expr(sc, t, 1))
			defaulted = append(defaulted, pv)
		} else {
			if len(defaulted) > 0 {
				// a parameter without default cannot follow one with
				ps = append(ps, pn+": "+typeName(t)+" = "+g.literal(sc, t))
				defaulted = append(defaulted, pv)
			} else {
				ps = append(ps, pn+": "+typeName(t))
				pts = append(pts, t)
				pnames = append(pnames, pn)
			}
		}
		inner.vars = append(inner.vars, pv)
	}
	ret := g.scalarType()
	inner.ret = ret
	out := []string{pad + fmt.Sprintf("def %s(%s) -> %s:", nm, strings.Join(ps, ", "), typeName(ret))}
	if g.use("shadow-local") {
		// reading a name the function also assigns: it is local, so the
		// read raises UnboundLocalError
		var cands []*varInfo
		for _, v := range sc.vars {
			if v.t != nil && v.t.scalar() {
				cands = append(cands, v)
			}
		}
		if len(cands) > 0 {
			v := cands[g.intn(len(cands))]
			effects = true
			out = append(out, pad+"    log_"+typeName(v.t)+"("+g.tag()+", "+v.name+")", pad+"    "+v.name+" = "+g.literal(sc, v.t))
		}
	}
	body := g.block(inner, ind+1, 1+g.intn(3), true)
	out = append(out, body...)
	if !terminated(body, ind+1) {
		out = append(out, pad+"    return "+g.expr(inner, ret, 2))
	}
	fv := &varInfo{name: nm, t: &typ{k: kFunc, params: pts, ret: ret}, owner: sc.fn, fixed: true, effects: effects, pnames: pnames}
	sc.vars = append(sc.vars, fv)
	if sc.loop > 0 && g.use("late-binding") && g.chance(0.3) {
		sc.escape = append(sc.escape, fv)
	}
	if effects && sc.effects != nil {
		*sc.effects = true
	}
	return out
}

func (g *gen) lambdaDef(sc *fscope, ind int) []string {
	nm := g.name("l")
	inner := &fscope{fn: g.newFn(), depth: sc.depth + 1, noEffects: sc.noEffects, read: sc.read}
	effects := false
	inner.effects = &effects
	inner.vars = append(inner.vars, sc.vars...)
	var ps []string
	var pts []*typ
	for i := g.intn(3); i > 0; i-- {
		t := g.scalarType()
		pn := g.name("a")
		pts = append(pts, t)
		ps = append(ps, pn)
		inner.vars = append(inner.vars, &varInfo{name: pn, t: t, owner: inner.fn, fixed: true})
	}
	pnames := append([]string(nil), ps...)
	if g.use("default-args") && g.chance(0.25) {
		// a default captures the value now (the classic fix of late binding)
		t := g.scalarType()
		pn := g.name("a")
		ps = append(ps, pn+"="+g.expr(sc, t, 1))
		inner.vars = append(inner.vars, &varInfo{name: pn, t: t, owner: inner.fn, fixed: true})
	}
	ret := g.scalarType()
	body := g.expr(inner, ret, 2)
	if strings.Contains(body, "get_") || strings.Contains(body, "log_") {
		effects = true
	}
	fv := &varInfo{name: nm, t: &typ{k: kFunc, params: pts, ret: ret}, owner: sc.fn, fixed: true, effects: effects, pnames: pnames}
	sc.vars = append(sc.vars, fv)
	if sc.loop > 0 && g.use("late-binding") && g.chance(0.3) {
		sc.escape = append(sc.escape, fv)
	}
	if len(ps) == 0 {
		return []string{indent(ind) + nm + " = lambda: " + body}
	}
	return []string{indent(ind) + nm + " = lambda " + strings.Join(ps, ", ") + ": " + body}
}

func (g *gen) unpack(sc *fscope, ind int) []string {
	pad := indent(ind)
	switch g.intn(3) {
	case 0:
		a, b := g.scalarType(), g.scalarType()
		ea, eb := g.expr(sc, a, 2), g.expr(sc, b, 2)
		na, nb := g.name("v"), g.name("v")
		sc.vars = append(sc.vars, &varInfo{name: na, t: a, owner: sc.fn}, &varInfo{name: nb, t: b, owner: sc.fn})
		return []string{pad + na + ", " + nb + " = " + ea + ", " + eb}
	case 1:
		t := g.scalarType()
		vs := sc.ownVars(t)
		if len(vs) < 2 {
			return nil
		}
		a, b := vs[g.intn(len(vs))], vs[g.intn(len(vs))]
		if a == b {
			return nil
		}
		return []string{pad + a.name + ", " + b.name + " = " + b.name + ", " + a.name}
	}
	if g.on("tuple") && g.chance(0.3) {
		var tvs []*varInfo
		for _, v := range sc.vars {
			if v.t != nil && v.t.k == kTuple && !sc.read[v] {
				tvs = append(tvs, v)
			}
		}
		if len(tvs) > 0 {
			tv := tvs[g.intn(len(tvs))]
			var names []string
			for _, e := range tv.t.elems {
				nm := g.name("v")
				names = append(names, nm)
				sc.vars = append(sc.vars, &varInfo{name: nm, t: e, owner: sc.fn})
			}
			if len(names) == 1 {
				return []string{pad + names[0] + ", = " + tv.name}
			}
			return []string{pad + strings.Join(names, ", ") + " = " + tv.name}
		}
	}
	t := listOf(g.scalarType())
	e := g.listExpr(sc, t, 2, false)
	if g.chance(0.8) {
		e = "[" + g.expr(sc, t.elem, 1) + ", " + g.expr(sc, t.elem, 1) + "]"
	}
	na, nb := g.name("v"), g.name("v")
	sc.vars = append(sc.vars, &varInfo{name: na, t: t.elem, owner: sc.fn}, &varInfo{name: nb, t: t.elem, owner: sc.fn})
	return []string{pad + na + ", " + nb + " = " + e}
}

func (g *gen) mutation(sc *fscope, ind int) []string {
	pad := indent(ind)
	var lists []*varInfo
	for _, v := range sc.ownVars(nil) {
		if v.t.k == kList && !v.t.tuple {
			lists = append(lists, v)
		}
	}
	if len(lists) == 0 {
		return nil
	}
	v := lists[g.intn(len(lists))]
	switch g.intn(3) {
	case 0:
		return []string{pad + fmt.Sprintf("%s[%d] = %s", v.name, g.intn(4)-1, g.expr(sc, v.t.elem, 2))}
	case 1:
		return []string{pad + v.name + ".append(" + g.expr(sc, v.t.elem, 2) + ")"}
	}
	nm := g.name("v")
	sc.vars = append(sc.vars, &varInfo{name: nm, t: v.t, owner: sc.fn})
	return []string{pad + nm + " = " + v.name, pad + fmt.Sprintf("%s[0] = %s", nm, g.expr(sc, v.t.elem, 1))}
}

// callAny is a call statement: a helper (any result) or a function value.
func (g *gen) callAny(sc *fscope, d int) string {
	if g.on("getters") && g.chance(0.15) {
		// a trusted result thrown away
		return g.getter(sc, g.scalarType())
	}
	if len(g.helpers) > 0 && g.chance(0.7) {
		h := g.helpers[g.intn(len(g.helpers))]
		return g.helperCall(sc, h, d)
	}
	var fs []*varInfo
	for _, v := range sc.vars {
		if v.t.k == kFunc {
			fs = append(fs, v)
		}
	}
	if len(fs) == 0 {
		return ""
	}
	f := fs[g.intn(len(fs))]
	return g.funcCall(sc, f, d)
}

func (g *gen) helperCall(sc *fscope, h *helper, d int) string {
	if h.effects && sc.effects != nil {
		*sc.effects = true
	}
	var args []string
	kw := g.on("keyword-args") && g.chance(0.2)
	n := len(h.params)
	if len(h.defaults) > 0 && g.chance(0.5) {
		n -= len(h.defaults)
	}
	for i := 0; i < n; i++ {
		a := g.expr(sc, h.params[i], d-1)
		if kw && i >= n/2 {
			a = h.pnames[i] + "=" + a
		}
		args = append(args, a)
	}
	if g.use("bad-call") {
		if len(args) > 0 && (kw || g.chance(0.5)) {
			args = args[:len(args)-1]
		} else {
			args = append(args, g.expr(sc, g.scalarType(), 0))
		}
	}
	return h.name + "(" + strings.Join(args, ", ") + ")"
}

func (g *gen) funcCall(sc *fscope, f *varInfo, d int) string {
	if f.effects && sc.effects != nil {
		*sc.effects = true
	}
	var args []string
	kw := len(f.pnames) == len(f.t.params) && g.on("keyword-args") && g.chance(0.2)
	for i, p := range f.t.params {
		a := g.expr(sc, p, d-1)
		if kw && i >= len(f.t.params)/2 {
			a = f.pnames[i] + "=" + a
		}
		args = append(args, a)
	}
	return f.name + "(" + strings.Join(args, ", ") + ")"
}

// noneHelper is a call of a helper that returns None, or "".
func (g *gen) noneHelper(sc *fscope) string {
	for _, h := range g.helpers {
		if h.ret.k == kNone && (sc.noEffects == 0 || !h.effects) {
			return g.helperCall(sc, h, 1)
		}
	}
	return ""
}

// calls returns call expressions producing t: helpers and function
// values.
func (g *gen) callOf(sc *fscope, t *typ, d int) string {
	var cands []func() string
	for _, h := range g.helpers {
		if h.ret.same(t) && (sc.noEffects == 0 || !h.effects) {
			h := h
			cands = append(cands, func() string { return g.helperCall(sc, h, d) })
		}
	}
	for _, v := range sc.vars {
		if v.t.k == kFunc && v.t.ret.same(t) && (sc.noEffects == 0 || !v.effects) {
			v := v
			cands = append(cands, func() string { return g.funcCall(sc, v, d) })
		}
	}
	if len(cands) == 0 {
		return ""
	}
	return cands[g.intn(len(cands))]()
}

// ---- expressions ----

func (g *gen) cond(sc *fscope, d int) string {
	if g.on("re") && g.chance(0.03) {
		// a match object (or None) tested for truth
		return g.reCall(sc, max(d, 1))
	}
	if g.on("truthiness") && g.chance(0.15) {
		return g.expr(sc, g.anyType(), d)
	}
	return g.expr(sc, tBool, d)
}

func (g *gen) pickVar(sc *fscope, t *typ) string {
	vs := sc.varsOf(t)
	if len(vs) == 0 {
		return ""
	}
	v := vs[g.intn(len(vs))]
	if sc.read != nil && t.k != kFunc {
		sc.read[v] = true
	}
	return v.name
}

// expr generates an expression of type t with nesting depth at most d.
func (g *gen) expr(sc *fscope, t *typ, d int) string {
	if d > 0 && t.k <= kStr && g.chance(0.04) && g.use("andor-typed") {
		// and/or return an operand: the value is one of the operands
		op := []string{" and ", " or "}[g.intn(2)]
		return paren(g.expr(sc, t, d-1) + op + g.expr(sc, t, d-1))
	}
	if t.k <= kBool && g.on("tuple") && g.chance(0.04) {
		if e := g.tupleIndex(sc, t, d); e != "" {
			return e
		}
	}
	switch t.k {
	case kTuple:
		return g.tupleExpr(sc, t, d)
	case kInt:
		return g.intExpr(sc, d)
	case kFloat:
		return g.floatExpr(sc, d)
	case kStr:
		return g.strExpr(sc, d)
	case kBool:
		return g.boolExpr(sc, d)
	case kList:
		return g.listExpr(sc, t, d, false)
	case kDict:
		return g.dictExpr(sc, t, d)
	case kSet:
		return g.setExpr(sc, t, d)
	case kAny:
		return g.anyExpr(sc, d)
	}
	return "None"
}

func (g *gen) leaf(sc *fscope, t *typ) string {
	if g.chance(0.65) {
		if v := g.pickVar(sc, t); v != "" {
			return v
		}
	}
	return g.literal(sc, t)
}

var smallInts = []string{"0", "1", "2", "3", "-1", "-2", "4", "5", "7", "10", "-7", "100"}
var bigInts = []string{"2 ** 53", "2 ** 53 + 1", "2 ** 63", "-(2 ** 63) - 1", "2 ** 64", "10 ** 20", "9007199254740993", "18446744073709551616", "-9223372036854775809", "10 ** 30"}

var floatLits = []string{"0.0", "-0.0", "1.0", "1.5", "-2.5", "0.1", "0.5", "3.0", "2.0", "-1.0", "0.2", "1e-07"}
var edgeFloats = []string{"1e308", "-1e308", "5e-324", "1e16", "9007199254740993.0", "float('nan')", "float('inf')", "-float('inf')", "0.30000000000000004", "1.7976931348623157e+308", "2.2250738585072014e-308"}

var asciiStrs = []string{"", "a", "b", "ab", "abc", "ba", "x y", "@", "a@b", "12", "-3", "0", "True", "A", "aAb", " ", "1.5", "nan", "abcabc"}
var uniStrs = []string{"é", "日本", "😀", "a😀b", "ß", "ẞ", "e\u0301", "Ω", "١٢", "\u00a0", "\t", "ab\n", "ǅ",
	"\"", "'", "\\", "a\\b", "\x00", "a\x7fb", "\U0002FFFF", "\ud7ff", "\ue000", "\\u0041", "{}", "%s"}

func (g *gen) literal(sc *fscope, t *typ) string {
	switch t.k {
	case kTuple:
		var es []string
		for _, e := range t.elems {
			es = append(es, g.literal(sc, e))
		}
		if len(es) == 1 {
			return "(" + es[0] + ",)"
		}
		return "(" + strings.Join(es, ", ") + ")"
	case kInt:
		if g.use("huge-int") {
			return []string{"10 ** 400", "-(10 ** 400)", "10 ** 4299", "10 ** 4300", "2 ** 1024", "2 ** 1023 * 3"}[g.intn(6)]
		}
		if g.on("bigint") && g.chance(0.08) {
			return bigInts[g.intn(len(bigInts))]
		}
		return smallInts[g.intn(len(smallInts))]
	case kFloat:
		if g.chance(0.2) {
			return edgeFloats[g.intn(len(edgeFloats))]
		}
		return floatLits[g.intn(len(floatLits))]
	case kStr:
		return g.strLit(sc)
	case kBool:
		return []string{"True", "False"}[g.intn(2)]
	case kList:
		n := 1 + g.intn(3)
		if g.chance(0.1) {
			n = 0
		}
		var es []string
		for i := 0; i < n; i++ {
			es = append(es, g.literal(sc, t.elem))
		}
		return "[" + strings.Join(es, ", ") + "]"
	case kDict:
		return g.dictLit(sc, t, 0)
	case kSet:
		if g.chance(0.15) {
			return "set()"
		}
		var es []string
		for i := 1 + g.intn(3); i > 0; i-- {
			es = append(es, g.literal(sc, t.elem))
		}
		return "{" + strings.Join(es, ", ") + "}"
	}
	return g.literal(sc, g.scalarType())
}

func (g *gen) strLit(sc *fscope) string {
	if g.use("surrogate") && g.chance(0.05) {
		// Go strings hold no surrogates: the escapes are written as text
		return []string{`'\ud800'`, `'\udfff'`, `'a\ud83d'`, `'\ud83d\ude00'`}[g.intn(4)]
	}
	if g.on("nonascii") && g.chance(0.2) {
		return dsl.PyRepr(uniStrs[g.intn(len(uniStrs))])
	}
	return dsl.PyRepr(asciiStrs[g.intn(len(asciiStrs))])
}

func (g *gen) getter(sc *fscope, t *typ) string {
	if sc.noEffects > 0 || !g.on("getters") {
		return ""
	}
	if sc.effects != nil {
		*sc.effects = true
	}
	return "get_" + typeName(t) + "(" + g.tag() + ")"
}

func paren(s string) string { return "(" + s + ")" }

func (g *gen) intExpr(sc *fscope, d int) string {
	if g.chance(0.04) && g.use("bool-as-int") {
		return g.boolExpr(sc, d-1)
	}
	if d <= 0 {
		return g.leaf(sc, tInt)
	}
	if e := g.extInt(sc, d); e != "" {
		return e
	}
	for {
		switch g.pickW(4, 6, 2, 2, 1, 1, 2, 3, 2, 1, 2, 2, 2, 2, 3, 2, 1, 1) {
		case 0:
			return g.leaf(sc, tInt)
		case 1:
			op := []string{" + ", " - ", " * "}[g.pickW(3, 3, 2)]
			if g.chance(0.2) && g.use("bitwise") {
				op = []string{" & ", " | ", " ^ ", " << ", " >> "}[g.intn(5)]
				return paren(g.intExpr(sc, d-1) + op + g.intExpr(sc, d-1))
			}
			if g.use("type-error") {
				return paren(g.intExpr(sc, d-1) + op + g.expr(sc, []*typ{tStr, listOf(tInt), tAny}[g.intn(3)], d-1))
			}
			return paren(g.intExpr(sc, d-1) + op + g.intExpr(sc, d-1))
		case 2:
			op := []string{" // ", " % "}[g.intn(2)]
			return paren(g.intExpr(sc, d-1) + op + g.intExpr(sc, d-1))
		case 3:
			op := []string{"-", "~", "+"}[g.pickW(4, 1, 1)]
			return paren(op + g.intExpr(sc, d-1))
		case 4:
			if !g.on("pow") {
				continue
			}
			return paren(g.intExpr(sc, d-1) + " ** " + fmt.Sprint(g.intn(4)))
		case 5:
			return "abs(" + g.intExpr(sc, d-1) + ")"
		case 6:
			fn := []string{"min", "max"}[g.intn(2)]
			if g.use("genexpr-minmax") && g.chance(0.2) {
				e, it := g.genExpr(sc, tInt, d)
				return fn + "(" + e + " for " + it + ")"
			}
			if g.chance(0.3) {
				return fn + "(" + g.listExpr(sc, listOf(tInt), d-1, false) + ")"
			}
			if g.chance(0.3) {
				return fn + "(" + g.intExpr(sc, d-1) + ", " + g.intExpr(sc, d-1) + ", " + g.intExpr(sc, d-1) + ")"
			}
			return fn + "(" + g.intExpr(sc, d-1) + ", " + g.intExpr(sc, d-1) + ")"
		case 7:
			switch g.intn(4) {
			case 0, 1:
				return "len(" + g.strExpr(sc, d-1) + ")"
			case 2:
				if g.on("tuple") && g.chance(0.2) {
					return "len(" + g.tupleExpr(sc, g.tupleType(), d-1) + ")"
				}
				return "len(" + g.listExpr(sc, listOf(g.scalarType()), d-1, false) + ")"
			}
			if !g.on("dict") {
				continue
			}
			return "len(" + g.dictExpr(sc, g.dictType(), d-1) + []string{"", ".keys()", ".values()", ".items()"}[g.intn(4)] + ")"
		case 8:
			m := []string{"find", "index"}[g.pickW(4, 1)]
			return paren(g.strExpr(sc, d-1)) + "." + m + "(" + g.strExpr(sc, d-1) + ")"
		case 9:
			return g.indexExpr(sc, tInt, d)
		case 10:
			if !g.on("dict") {
				continue
			}
			return g.dictLookup(sc, tInt, d)
		case 11:
			if g.on("genexpr") && g.chance(0.5) {
				e, it := g.genExpr(sc, tInt, d)
				return "sum(" + e + " for " + it + ")"
			}
			if g.chance(0.2) {
				return "sum(" + g.listExpr(sc, listOf(tBool), d-1, false) + ")"
			}
			if g.use("sum-start") && g.chance(0.2) {
				return "sum(" + g.listExpr(sc, listOf(tInt), d-1, false) + ", " + g.intExpr(sc, d-1) + ")"
			}
			return "sum(" + g.listExpr(sc, listOf(tInt), d-1, false) + ")"
		case 12:
			switch g.intn(4) {
			case 0:
				return "int(" + g.boolExpr(sc, d-1) + ")"
			case 1:
				if !g.on("float") || !g.use("int-of-float") {
					continue
				}
				return "int(" + g.floatExpr(sc, d-1) + ")"
			case 2:
				if !g.use("int-str-conv") {
					continue
				}
				if g.chance(0.7) {
					return "int(" + dsl.PyRepr([]string{"12", "-3", " 7 ", "1_0", "0", "+5", "\u0661\u0662", "x", "99999999999999999999"}[g.intn(9)]) + ")"
				}
				return "int(" + g.strExpr(sc, d-1) + ")"
			}
			return "int(" + g.intExpr(sc, d-1) + ")"
		case 13:
			return paren(g.intExpr(sc, d-1) + " if " + g.cond(sc, d-1) + " else " + g.intExpr(sc, d-1))
		case 14:
			if c := g.callOf(sc, tInt, d); c != "" {
				return c
			}
		case 15:
			if c := g.getter(sc, tInt); c != "" {
				return c
			}
		case 16:
			return paren(g.boolExpr(sc, d-1) + []string{" + ", " - ", " * "}[g.intn(3)] + g.intExpr(sc, d-1))
		case 17:
			return "len(str(" + g.intExpr(sc, d-1) + "))"
		}
	}
}

func (g *gen) floatExpr(sc *fscope, d int) string {
	if d <= 0 {
		return g.leaf(sc, tFloat)
	}
	if e := g.extFloat(sc, d); e != "" {
		return e
	}
	for {
		switch g.pickW(4, 6, 2, 2, 2, 2, 1, 2, 3, 2, 1, 1, 1) {
		case 0:
			return g.leaf(sc, tFloat)
		case 1:
			op := []string{" + ", " - ", " * "}[g.intn(3)]
			a, b := g.floatExpr(sc, d-1), g.floatExpr(sc, d-1)
			if g.on("mixed-numeric") && g.chance(0.3) {
				if g.chance(0.5) {
					a = g.intExpr(sc, d-1)
				} else {
					b = g.intExpr(sc, d-1)
				}
			}
			return paren(a + op + b)
		case 2:
			return paren(g.floatExpr(sc, d-1) + " / " + g.floatExpr(sc, d-1))
		case 3:
			if g.chance(0.5) {
				return paren("-" + g.floatExpr(sc, d-1))
			}
			return "abs(" + g.floatExpr(sc, d-1) + ")"
		case 4:
			if !g.use("float-minmax") {
				continue
			}
			fn := []string{"min", "max"}[g.intn(2)]
			a, b := g.floatExpr(sc, d-1), g.floatExpr(sc, d-1)
			if g.on("mixed-numeric") && g.chance(0.3) {
				b = g.intExpr(sc, d-1)
			}
			return fn + "(" + a + ", " + b + ")"
		case 5:
			switch g.intn(3) {
			case 0:
				return "float(" + g.intExpr(sc, d-1) + ")"
			case 1:
				return "float(" + g.boolExpr(sc, d-1) + ")"
			}
			if !g.use("int-str-conv") {
				continue
			}
			if g.chance(0.7) {
				return "float(" + dsl.PyRepr([]string{"1.5", "nan", "-inf", "1e400", " 2 ", "-0", "x", "1_0.5", "1e-5"}[g.intn(9)]) + ")"
			}
			return "float(" + g.strExpr(sc, d-1) + ")"
		case 6:
			if !g.use("float-sum") {
				continue
			}
			if g.on("genexpr") && g.chance(0.5) {
				e, it := g.genExpr(sc, tFloat, d)
				return "sum(" + e + " for " + it + ")"
			}
			return "sum(" + g.listExpr(sc, listOf(tFloat), d-1, false) + ")"
		case 7:
			return paren(g.floatExpr(sc, d-1) + " if " + g.cond(sc, d-1) + " else " + g.floatExpr(sc, d-1))
		case 8:
			if c := g.callOf(sc, tFloat, d); c != "" {
				return c
			}
		case 9:
			if c := g.getter(sc, tFloat); c != "" {
				return c
			}
		case 10:
			if !g.use("true-division") {
				continue
			}
			return paren(g.intExpr(sc, d-1) + " / " + g.intExpr(sc, d-1))
		case 11:
			if !g.use("float-pow") {
				continue
			}
			return paren(g.floatExpr(sc, d-1) + " ** " + fmt.Sprint(g.intn(3)))
		case 12:
			if !g.use("float-floordiv") {
				continue
			}
			return paren(g.floatExpr(sc, d-1) + []string{" // ", " % "}[g.intn(2)] + g.floatExpr(sc, d-1))
		}
	}
}

func (g *gen) strExpr(sc *fscope, d int) string {
	if d <= 0 {
		return g.leaf(sc, tStr)
	}
	if e := g.extStr(sc, d); e != "" {
		return e
	}
	if e := g.strMethodExpr(sc, d); e != "" {
		return e
	}
	for {
		switch g.pickW(4, 5, 2, 1, 4, 3, 3, 2, 2, 3, 2, 1, 1, 1) {
		case 0:
			return g.leaf(sc, tStr)
		case 1:
			return paren(g.strExpr(sc, d-1) + " + " + g.strExpr(sc, d-1))
		case 2:
			switch g.intn(3) {
			case 0:
				return paren(g.strExpr(sc, d-1) + " * " + fmt.Sprint(g.intn(5)-1))
			case 1:
				return paren(fmt.Sprint(g.intn(4)) + " * " + g.strExpr(sc, d-1))
			}
			return paren(g.strExpr(sc, d-1) + " * " + g.boolExpr(sc, d-1))
		case 3:
			return paren(g.strExpr(sc, d-1)) + "[" + g.smallIndex(sc, d-1) + "]"
		case 4:
			s := paren(g.strExpr(sc, d-1))
			switch g.intn(5) {
			case 0:
				return s + "[" + g.smallIndex(sc, d-1) + ":]"
			case 1:
				return s + "[:" + g.smallIndex(sc, d-1) + "]"
			case 2:
				return s + "[" + g.smallIndex(sc, d-1) + ":" + g.smallIndex(sc, d-1) + "]"
			case 3:
				if g.use("step-slice") {
					return s + "[::-1]"
				}
				return s + "[" + g.smallIndex(sc, d-1) + ":]"
			}
			if g.use("step-slice") {
				return s + "[" + g.smallIndex(sc, d-1) + ":" + g.smallIndex(sc, d-1) + ":" + []string{"2", "-1", "-2"}[g.intn(3)] + "]"
			}
			return s + "[" + g.smallIndex(sc, d-1) + ":" + g.smallIndex(sc, d-1) + "]"
		case 5:
			t := g.scalarType()
			if t.k == kFloat && !g.use("float-str") {
				continue
			}
			return "str(" + g.expr(sc, t, d-1) + ")"
		case 6:
			if !g.on("fstring") {
				continue
			}
			return g.fstring(sc, d)
		case 7:
			sep := g.strLit(sc)
			if g.on("genexpr") && g.chance(0.4) {
				e, it := g.genExpr(sc, tStr, d)
				return sep + ".join([" + e + " for " + it + "])"
			}
			return sep + ".join(" + g.listExpr(sc, listOf(tStr), d-1, false) + ")"
		case 8:
			return paren(g.strExpr(sc, d-1) + " if " + g.cond(sc, d-1) + " else " + g.strExpr(sc, d-1))
		case 9:
			if c := g.callOf(sc, tStr, d); c != "" {
				return c
			}
		case 10:
			if c := g.getter(sc, tStr); c != "" {
				return c
			}
		case 11:
			return g.indexExpr(sc, tStr, d)
		case 12:
			if !g.on("dict") {
				continue
			}
			return g.dictLookup(sc, tStr, d)
		case 13:
			if g.use("percent-format") {
				return paren(dsl.PyRepr([]string{"%s", "%d", "<%s>", "%r"}[g.intn(4)]) + " % " + g.expr(sc, g.scalarType(), d-1))
			}
			if !g.use("str-order") {
				continue
			}
			return []string{"min", "max"}[g.intn(2)] + "(" + g.strExpr(sc, d-1) + ", " + g.strExpr(sc, d-1) + ")"
		}
	}
}

func (g *gen) smallIndex(sc *fscope, d int) string {
	switch g.pickW(5, 2, 2, 2) {
	case 0:
		return "0"
	case 1:
		return "-1"
	case 2:
		return fmt.Sprint(g.intn(7) - 3)
	}
	return g.intExpr(sc, d)
}

func (g *gen) fstring(sc *fscope, d int) string {
	var b strings.Builder
	b.WriteString("f\"")
	for i := 1 + g.intn(3); i > 0; i-- {
		b.WriteString([]string{"", "-", ":", "ab", " ", "é"}[g.intn(6)])
		t := g.scalarType()
		if t.k == kFloat && !g.use("float-str") {
			t = tInt
		}
		e := g.expr(sc, t, d-1)
		if h := g.noneHelper(sc); h != "" && g.chance(0.1) {
			e = h
		}
		// the expression must not contain the f-string's quote nor a
		// backslash (Python 3.11)
		if strings.Contains(e, "\"") && !strings.Contains(e, "'") {
			e = strings.ReplaceAll(e, "\"", "'")
		}
		if strings.ContainsAny(e, "\"\\{}") {
			e = g.leafNoStr(sc, t)
		}
		if g.chance(0.3) && g.use("fstring-spec") {
			e += []string{"!r", "!s", ":>4", ":x", ":05", ":.2f", ":,"}[g.intn(7)]
		}
		b.WriteString("{" + e + "}")
	}
	b.WriteString("\"")
	return b.String()
}

func (g *gen) leafNoStr(sc *fscope, t *typ) string {
	if v := g.pickVar(sc, t); v != "" {
		return v
	}
	switch t.k {
	case kStr:
		return "'ab'"
	case kFloat:
		return "1.5"
	case kBool:
		return "True"
	}
	return "3"
}

func (g *gen) boolExpr(sc *fscope, d int) string {
	if d <= 0 {
		return g.leaf(sc, tBool)
	}
	if e := g.extBool(sc, d); e != "" {
		return e
	}
	if e := g.strMethodBool(sc, d); e != "" {
		return e
	}
	for {
		switch g.pickW(2, 9, 2, 3, 3, 2, 1, 2, 2, 1, 2, 1) {
		case 0:
			return g.leaf(sc, tBool)
		case 1:
			return g.compare(sc, d)
		case 2:
			if g.on("truthiness") && g.chance(0.5) {
				return paren("not " + g.expr(sc, g.anyType(), d-1))
			}
			return paren("not " + g.boolExpr(sc, d-1))
		case 3:
			op := []string{" and ", " or "}[g.intn(2)]
			return paren(g.boolExpr(sc, d-1) + op + g.boolExpr(sc, d-1))
		case 4:
			not := []string{" in ", " not in "}[g.pickW(3, 1)]
			switch g.intn(3) {
			case 0:
				return paren(g.strExpr(sc, d-1) + not + g.strExpr(sc, d-1))
			case 1:
				if fv := g.pickVar(sc, tFloat); fv != "" && g.use("nan-identity") && g.chance(0.3) {
					if g.chance(0.5) {
						return paren(fv + not + "[" + g.floatExpr(sc, 0) + ", " + fv + "]")
					}
					return paren("[" + fv + "] " + []string{"==", "!="}[g.intn(2)] + " [" + g.floatExpr(sc, 0) + "]")
				}
				t := listOf(g.scalarType())
				return paren(g.expr(sc, t.elem, d-1) + not + g.listExpr(sc, t, d-1, true))
			}
			if !g.on("dict") {
				continue
			}
			t := g.dictType()
			switch g.intn(4) {
			case 0:
				return paren(g.expr(sc, t.elem, d-1) + not + g.dictExpr(sc, t, d-1) + ".values()")
			case 1:
				return paren(g.expr(sc, t.key, d-1) + not + g.dictExpr(sc, t, d-1) + ".keys()")
			}
			return paren(g.expr(sc, t.key, d-1) + not + g.dictExpr(sc, t, d-1))
		case 5:
			m := []string{"startswith", "endswith"}[g.intn(2)]
			if g.chance(0.1) {
				return paren(g.strExpr(sc, d-1)) + "." + m + "((" + g.strExpr(sc, d-1) + ", " + g.strExpr(sc, d-1) + "))"
			}
			return paren(g.strExpr(sc, d-1)) + "." + m + "(" + g.strExpr(sc, d-1) + ")"
		case 6:
			cls := []string{"int", "str", "float", "bool", "(int, float)", "list", "dict", "tuple", "object", "(str, bool)"}[g.intn(10)]
			if g.use("is") && g.chance(0.4) {
				if h := g.noneHelper(sc); h != "" && g.chance(0.3) {
					return paren(h + []string{" is None", " is not None"}[g.intn(2)])
				}
				if g.chance(0.2) {
					return paren(g.expr(sc, g.anyType(), d-1) + []string{" == None", " != None"}[g.intn(2)])
				}
				return paren(g.expr(sc, []*typ{tBool, tAny}[g.intn(2)], d-1) + []string{" is ", " is not "}[g.intn(2)] + []string{"True", "False", "None"}[g.intn(3)])
			}
			return "isinstance(" + g.expr(sc, g.anyType(), d-1) + ", " + cls + ")"
		case 7:
			if !g.on("truthiness") {
				continue
			}
			return "bool(" + g.expr(sc, g.anyType(), d-1) + ")"
		case 8:
			fn := []string{"any", "all"}[g.intn(2)]
			if g.on("dict") && g.chance(0.15) {
				return fn + "(" + g.dictExpr(sc, g.dictType(), d-1) + []string{"", ".values()", ".keys()"}[g.intn(3)] + ")"
			}
			if g.on("genexpr") && g.chance(0.6) {
				e, it := g.genExpr(sc, tBool, d)
				return fn + "(" + e + " for " + it + ")"
			}
			return fn + "(" + g.listExpr(sc, listOf(g.scalarType()), d-1, false) + ")"
		case 9:
			return paren(g.boolExpr(sc, d-1) + " if " + g.cond(sc, d-1) + " else " + g.boolExpr(sc, d-1))
		case 10:
			if c := g.callOf(sc, tBool, d); c != "" {
				return c
			}
		case 11:
			if c := g.getter(sc, tBool); c != "" {
				return c
			}
		}
	}
}

func (g *gen) compare(sc *fscope, d int) string {
	var a, b *typ
	for a == nil {
		switch g.pickW(5, 2, 2, 2, 1, 1, 1, 1) {
		case 0:
			a, b = tInt, tInt
		case 1:
			if g.on("float") {
				a, b = tFloat, tFloat
			}
		case 2:
			if g.on("mixed-numeric") && g.on("float") {
				a, b = tInt, tFloat
				if g.chance(0.5) {
					a, b = b, a
				}
			}
		case 3:
			a, b = tStr, tStr
		case 4:
			a, b = tBool, tInt
			if g.on("float") && g.chance(0.3) {
				b = tFloat
			}
		case 5:
			a, b = tBool, tBool
		case 6:
			if g.on("tuple") && g.chance(0.3) {
				t := g.tupleType()
				return paren(g.tupleExpr(sc, t, d-1) + []string{" == ", " != "}[g.intn(2)] + g.tupleExpr(sc, t, d-1))
			}
			t := listOf(g.scalarType())
			return paren(g.listExpr(sc, t, d-1, false) + []string{" == ", " != "}[g.intn(2)] + g.listExpr(sc, t, d-1, false))
		case 7:
			return paren(g.expr(sc, g.anyType(), d-1) + []string{" == ", " != "}[g.intn(2)] + g.expr(sc, g.anyType(), d-1))
		}
	}
	ops := []string{" == ", " != ", " < ", " <= ", " > ", " >= "}
	op := func(t *typ) string {
		if t.k == kStr && !g.use("str-order") {
			return ops[g.intn(2)]
		}
		return ops[g.intn(6)]
	}
	s := g.expr(sc, a, d-1) + op(a) + g.expr(sc, b, d-1)
	if g.chance(0.25) {
		c := b
		if b.k != kStr && g.chance(0.3) && g.on("float") && g.on("mixed-numeric") {
			c = []*typ{tInt, tFloat}[g.intn(2)]
		}
		s += op(b) + g.expr(sc, c, d-1)
	}
	return paren(s)
}

func (g *gen) anyExpr(sc *fscope, d int) string {
	if d <= 0 || !g.on("andor-mixed") {
		return g.expr(sc, g.scalarType(), d)
	}
	switch g.pickW(3, 3, 2) {
	case 0:
		return g.expr(sc, g.scalarType(), d)
	case 1:
		op := []string{" and ", " or "}[g.intn(2)]
		return paren(g.expr(sc, g.anyType(), d-1) + op + g.expr(sc, g.anyType(), d-1))
	}
	return paren(g.expr(sc, g.scalarType(), d-1) + " if " + g.cond(sc, d-1) + " else " + g.expr(sc, g.scalarType(), d-1))
}

// tupleExpr is a tuple of type t: a variable or a display.
func (g *gen) tupleExpr(sc *fscope, t *typ, d int) string {
	if v := g.pickVar(sc, t); v != "" && g.chance(0.6) {
		return v
	}
	var es []string
	for _, e := range t.elems {
		es = append(es, g.expr(sc, e, d-1))
	}
	if len(es) == 1 {
		return "(" + es[0] + ",)"
	}
	return "(" + strings.Join(es, ", ") + ")"
}

// tupleIndex reads an element of type t from a tuple variable, or "".
func (g *gen) tupleIndex(sc *fscope, t *typ, d int) string {
	var cands []string
	for _, v := range sc.vars {
		if v.t == nil || v.t.k != kTuple || sc.read[v] {
			continue
		}
		for i, e := range v.t.elems {
			if e.same(t) {
				idx := i
				if g.chance(0.3) {
					idx = i - len(v.t.elems)
				}
				cands = append(cands, fmt.Sprintf("%s[%d]", v.name, idx))
			}
		}
	}
	if len(cands) == 0 {
		return ""
	}
	return cands[g.intn(len(cands))]
}

// listExpr generates a list (or, when ro, possibly a tuple) of type t.
func (g *gen) listExpr(sc *fscope, t *typ, d int, ro bool) string {
	if d <= 0 {
		return g.leaf(sc, t)
	}
	if e := g.extList(sc, t, d); e != "" {
		return e
	}
	for {
		switch g.pickW(4, 4, 2, 1, 1) {
		case 0:
			if v := g.pickVar(sc, t); v != "" {
				return v
			}
		case 1:
			n := 1 + g.intn(4)
			if g.chance(0.1) {
				n = 0
			}
			var es []string
			for i := 0; i < n; i++ {
				es = append(es, g.expr(sc, t.elem, d-1))
			}
			if ro && g.chance(0.3) {
				if n == 1 {
					return "(" + es[0] + ",)"
				}
				return "(" + strings.Join(es, ", ") + ")"
			}
			return "[" + strings.Join(es, ", ") + "]"
		case 2:
			if !g.on("comprehension") {
				continue
			}
			e, it := g.genExprP(sc, t.elem, d, 0.08)
			if g.use("genexpr-minmax") && g.chance(0.2) {
				if ro && g.chance(0.5) {
					return "tuple(" + e + " for " + it + ")"
				}
				return "list(" + e + " for " + it + ")"
			}
			return "[" + e + " for " + it + "]"
		case 3:
			if t.elem.k != kInt {
				continue
			}
			return fmt.Sprintf("[i for i in range(%d)]", g.intn(4))
		case 4:
			if g.chance(0.5) {
				return paren(g.listExpr(sc, t, d-1, false) + " + " + g.listExpr(sc, t, d-1, false))
			}
			if g.chance(0.3) {
				// list() of a list, a tuple, a dict's keys
				if t.elem.k <= kInt && g.on("dict") && g.chance(0.3) {
					dt := g.dictType()
					if dt.key.same(t.elem) {
						return "list(" + g.dictExpr(sc, dt, max(d-1, 0)) + ")"
					}
				}
				return "list(" + g.listExpr(sc, t, d-1, true) + ")"
			}
			if !g.on("reversed") {
				continue
			}
			return "list(reversed(" + g.listExpr(sc, t, d-1, false) + "))"
		}
	}
}

// genExpr returns the element expression and the "x in it [if c]" part
// of a comprehension or generator expression.
func (g *gen) genExpr(sc *fscope, elem *typ, d int) (string, string) {
	return g.genExprP(sc, elem, d, 0.3)
}

func (g *gen) genExprP(sc *fscope, elem *typ, d int, filter float64) (string, string) {
	it, ts := g.iterable(sc, d-1)
	mark := len(sc.vars)
	tgt := g.targets(sc, ts, true)
	e := g.expr(sc, elem, d-1)
	clause := tgt + " in " + it
	if g.chance(filter) {
		clause += " if " + g.cond(sc, d-1)
	}
	sc.vars = sc.vars[:mark]
	return e, clause
}

func (g *gen) indexExpr(sc *fscope, elem *typ, d int) string {
	l := g.listExpr(sc, listOf(elem), d-1, true)
	return paren(l) + "[" + g.smallIndex(sc, d-1) + "]"
}

var strKeys = []string{"\"a\"", "\"b\"", "\"c\"", "\"\"", "\"ab\""}
var intKeys = []string{"0", "1", "2", "-1", "True", "False"}

func (g *gen) dictKey(sc *fscope, t *typ, d int) string {
	if g.chance(0.7) {
		if t.k == kStr {
			return strKeys[g.intn(len(strKeys))]
		}
		return intKeys[g.intn(len(intKeys))]
	}
	return g.expr(sc, t, d)
}

func (g *gen) dictLit(sc *fscope, t *typ, d int) string {
	s, _ := g.dictLitKeys(sc, t, d)
	return s
}

func (g *gen) dictLitKeys(sc *fscope, t *typ, d int) (string, []string) {
	n := 1 + g.intn(3)
	if g.chance(0.1) {
		n = 0
	}
	keys := strKeys
	if t.key.k == kInt {
		keys = intKeys
	}
	var es, ks []string
	for i := 0; i < n; i++ {
		k := keys[g.intn(len(keys))]
		if t.key.k == kInt && g.use("float-keys") {
			k = []string{"1.0", "-0.0", "2.0"}[g.intn(3)] // equal to int keys
		}
		ks = append(ks, k)
		var v string
		if d <= 0 {
			v = g.literal(sc, t.elem)
		} else {
			v = g.expr(sc, t.elem, d-1)
		}
		es = append(es, k+": "+v)
	}
	return "{" + strings.Join(es, ", ") + "}", ks
}

func (g *gen) dictExpr(sc *fscope, t *typ, d int) string {
	if v := g.pickVar(sc, t); v != "" && g.chance(0.6) {
		return v
	}
	return g.dictLit(sc, t, d)
}

func (g *gen) dictLookup(sc *fscope, elem *typ, d int) string {
	t := g.dictType()
	t.elem = elem
	dct := g.pickVar(sc, t)
	var ks []string
	if dct == "" || g.chance(0.4) {
		dct, ks = g.dictLitKeys(sc, t, d-1)
	}
	k := g.dictKey(sc, t.key, d-1)
	if len(ks) > 0 && g.chance(0.7) {
		k = ks[g.intn(len(ks))]
	}
	if t.key.k == kInt && g.use("cross-type-key") && g.chance(0.2) {
		k = []string{"1.0", "True", "False", "0.0", "-0.0", "2.5"}[g.intn(6)]
	}
	if e := g.extDictKey(); e != "" && t.key.k == kInt {
		k = e
	}
	if g.chance(0.5) {
		return paren(dct) + ".get(" + k + ", " + g.expr(sc, elem, d-1) + ")"
	}
	return paren(dct) + "[" + k + "]"
}

// ---- inputs and trusted results ----

var poolInts = []int64{0, 1, -1, 2, 3, -2, 4, 5, 7, 10, -7, 100, 1 << 31, -(1 << 31)}
var poolBigInts = []string{"9007199254740992", "9007199254740993", "9223372036854775807", "9223372036854775808", "-9223372036854775809", "18446744073709551616", "100000000000000000000", "-1000000000000000000000000000000"}
var poolFloats = []float64{0, math.Copysign(0, -1), 1, -1, 1.5, -2.5, 0.1, 0.5, 2, 3, 1e16, 1e308, -1e308, 5e-324, math.Inf(1), math.Inf(-1), math.NaN(), 9007199254740992, 0.30000000000000004, 2.2250738585072014e-308, 4.5, -0.5}
var poolStrs = append(append([]string{}, asciiStrs...), "b@", "xyz", "abab", "1", "-0", " 12 ", "1_0", "aé@z")

// poolUniStrs are the non-ASCII inputs: also code points beyond Z3's
// strings (U+30000 and up), which no literal of a supported program has.
var poolUniStrs = append(append([]string{}, uniStrs...), "\U0010FFFF", "a\U00030000")

func (g *gen) value(t string) Value {
	switch t {
	case "int":
		if g.on("huge-int") && g.chance(0.03) {
			x, _ := new(big.Int).SetString(hugeInputs[g.intn(len(hugeInputs))], 10)
			return Int(x)
		}
		if g.on("bigint") && g.chance(0.1) {
			x, _ := new(big.Int).SetString(poolBigInts[g.intn(len(poolBigInts))], 10)
			return Int(x)
		}
		if g.chance(0.6) {
			return IntOf(int64(g.intn(9) - 3))
		}
		return IntOf(poolInts[g.intn(len(poolInts))])
	case "float":
		if g.on("float-edge") && g.chance(0.1) {
			return Float(edgeFloatInputs[g.intn(len(edgeFloatInputs))])
		}
		if g.chance(0.15) {
			return Float(float64(g.intn(7) - 3))
		}
		return Float(poolFloats[g.intn(len(poolFloats))])
	case "str":
		if g.on("str-methods") && g.chance(0.15) {
			return Str(wsInputs[g.intn(len(wsInputs))])
		}
		if g.on("nonascii") && g.chance(0.1) {
			return Str(edgeStrInputs[g.intn(len(edgeStrInputs))])
		}
		if g.on("nonascii") && g.chance(0.2) {
			return Str(poolUniStrs[g.intn(len(poolUniStrs))])
		}
		return Str(poolStrs[g.intn(len(poolStrs))])
	}
	return Bool(g.chance(0.5))
}

// Runs makes n runs of p: random arguments and random trusted results.
func Runs(r *rand.Rand, p *Program, n int, opt GenOptions) []Run {
	g := &gen{r: r, opt: opt}
	var out []Run
	for i := 0; i < n; i++ {
		run := Run{Results: map[string][]Value{}}
		for _, t := range p.Params {
			run.Args = append(run.Args, g.value(t))
		}
		for _, t := range []string{"int", "str", "float", "bool"} {
			for j := 0; j < 8; j++ {
				run.Results["get_"+t] = append(run.Results["get_"+t], g.value(t))
			}
		}
		out = append(out, run)
	}
	return out
}

// sortedKeys returns the keys of m in order.
func sortedKeys[V any](m map[string]V) []string {
	var ks []string
	for k := range m {
		ks = append(ks, k)
	}
	sort.Strings(ks)
	return ks
}

// matchStmt is a match over an int: literal, or- and capture patterns
// with guards, and the wildcard (lower's match.go).
func (g *gen) matchStmt(sc *fscope, ind int) []string {
	pad := indent(ind)
	out := []string{pad + "match " + g.intExpr(sc, 2) + ":"}
	for i, n := 0, 1+g.intn(3); i < n; i++ {
		a, b := g.intn(5)-2, g.intn(5)-2
		switch g.intn(3) {
		case 0:
			out = append(out, pad+fmt.Sprintf("    case %d:", a))
		case 1:
			out = append(out, pad+fmt.Sprintf("    case %d | %d:", a, b))
		default:
			out = append(out, pad+fmt.Sprintf("    case (%d | %d) if %s:", a, b, g.cond(sc, 2)))
		}
		out = append(out, g.block(sc, ind+2, 1+g.intn(2), false)...)
	}
	if g.chance(0.6) {
		out = append(out, pad+"    case _:")
		out = append(out, g.block(sc, ind+2, 1, false)...)
	}
	return out
}
