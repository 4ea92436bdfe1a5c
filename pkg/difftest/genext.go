package difftest

import (
	"fmt"
	"strings"

	"clauz3/pkg/dsl"
)

// This file generates the constructs MODELLING.md lists as exact since
// issue 18's second round: list methods and mutation with aliasing, sets
// of ints or strs, list and str ordering, %-formatting, str.count, re
// with literal patterns, the math module, round, and edge values of
// floats (NaN from float('nan') and math.nan, ±0.0, infinities,
// subnormals), ints (past 2**64, near CPython's 4300-digit limit of
// str(int)) and strs (non-ASCII, astral). Each is a feature of Features;
// the hooks (extStmt, extInt, ...) are called first by the generator's
// statement and expression switches and return "" (or nil) to let them
// choose as before.

// ExtFeatures are the features of this file; ext reports whether any is
// on (the hooks draw no random number otherwise). A consumer that does not run these constructs yet (pkg/interp's
// differential test) disables them with GenOptions.Disabled.
var ExtFeatures = []string{"list-methods", "list-slice", "list-order", "sorted", "set", "set-method-arity", "str-count", "str-count-free",
	"percent-format2", "re", "math", "round", "float-edge", "dict-edge", "surrogate", "list-params", "list-mul-huge", "pop-huge"}

func (g *gen) ext() bool {
	for _, f := range ExtFeatures {
		if g.on(f) {
			return true
		}
	}
	return false
}

func setOf(e *typ) *typ { return &typ{k: kSet, elem: e} }

// setElem is the element type of a generated set: sets of ints only or
// strs only are modelled.
func (g *gen) setElem() *typ {
	if g.chance(0.5) {
		return tInt
	}
	return tStr
}

// pickOne returns one of the non-empty candidates, or "".
func (g *gen) pickOne(cands ...string) string {
	var cs []string
	for _, c := range cands {
		if c != "" {
			cs = append(cs, c)
		}
	}
	if len(cs) == 0 {
		return ""
	}
	return cs[g.intn(len(cs))]
}

// ownLists are the list variables the current function may mutate.
func (sc *fscope) ownLists(k kind) []*varInfo {
	var out []*varInfo
	for _, v := range sc.ownVars(nil) {
		if v.t.k == k && !v.t.tuple {
			out = append(out, v)
		}
	}
	return out
}

// extStmt is a statement of the new features, or nil.
func (g *gen) extStmt(sc *fscope, ind int) []string {
	if !g.ext() || !g.chance(0.18) {
		return nil
	}
	pad := indent(ind)
	switch g.intn(3) {
	case 0, 1:
		if !g.on("list-methods") {
			return nil
		}
		ls := sc.ownLists(kList)
		own := true
		if g.chance(0.3) {
			// a list of an enclosing function or a module constant,
			// changed in place (its name is not rebound)
			ls, own = nil, false
			for _, v := range sc.vars {
				if v.t.k == kList && !v.t.tuple && (v.owner != sc.fn || v.fixed) && (sc.noEffects == 0 || !v.effects) {
					ls = append(ls, v)
				}
			}
		}
		if len(ls) == 0 {
			return nil
		}
		v := ls[g.intn(len(ls))]
		if sc.read != nil {
			sc.read[v] = true
		}
		return g.listMutation(sc, pad, v.name, v.t, own)
	default:
		if !g.on("set") {
			return nil
		}
		ss := sc.ownLists(kSet)
		if len(ss) == 0 {
			return nil
		}
		v := ss[g.intn(len(ss))]
		if sc.read != nil {
			sc.read[v] = true
		}
		e := g.expr(sc, v.t.elem, 1)
		name := v.name
		var pre []string
		if g.chance(0.15) {
			// an alias: the change is seen through both names
			a := g.name("v")
			pre = append(pre, pad+a+" = "+name)
			name = a
		}
		if g.chance(0.1) {
			// in place: refused today (unsupported-augassign)
			op := []string{" |= ", " &= ", " -= ", " ^= "}[g.intn(4)]
			return append(pre, pad+name+op+g.setExpr(sc, v.t, 1))
		}
		m := []string{"add", "discard", "remove"}[g.intn(3)]
		return append(pre, pad+name+"."+m+"("+e+")")
	}
}

// listMutation mutates the list named name of type t: a method, an item
// assignment, += or *=, directly, through an alias or through a
// container holding it.
func (g *gen) listMutation(sc *fscope, pad, name string, t *typ, own bool) []string {
	var pre []string
	switch g.pickW(6, 1, 1) {
	case 1:
		a := g.name("v")
		pre = append(pre, pad+a+" = "+name)
		name = a
	case 2:
		b := g.name("v")
		if g.chance(0.5) {
			pre = append(pre, pad+b+" = ["+name+", "+name+"]")
			name = fmt.Sprintf("%s[%d]", b, g.intn(2))
		} else {
			pre = append(pre, pad+b+" = ("+name+",)")
			name = b + "[0]"
		}
	}
	e := func() string { return g.expr(sc, t.elem, 1) }
	var s string
	switch g.intn(13) {
	case 0:
		s = name + ".append(" + e() + ")"
	case 1:
		s = name + ".extend(" + g.listExpr(sc, t, 1, true) + ")"
	case 2:
		s = fmt.Sprintf("%s.insert(%s, %s)", name, g.smallIndex(sc, 1), e())
	case 3:
		switch {
		case g.chance(0.5):
			s = name + ".pop()"
		case g.use("pop-huge") && g.chance(0.1):
			// past a Py_ssize_t: OverflowError
			s = name + ".pop(" + []string{"2 ** 63", "-(2 ** 63) - 1", "2 ** 63 - 1"}[g.intn(3)] + ")"
		default:
			s = name + ".pop(" + g.smallIndex(sc, 1) + ")"
		}
	case 4:
		s = name + ".remove(" + e() + ")"
	case 5:
		s = name + ".clear()"
	case 6:
		s = name + ".reverse()"
	case 7:
		s = name + ".sort()"
	case 8:
		s = fmt.Sprintf("%s[%s] = %s", name, g.smallIndex(sc, 1), e())
	case 9:
		if !own && len(pre) == 0 {
			// += would make the name local (UnboundLocalError)
			s = name + ".extend(" + g.listExpr(sc, t, 1, true) + ")"
		} else {
			s = name + " += " + g.listExpr(sc, t, 1, true)
		}
	case 10:
		if !own && len(pre) == 0 {
			s = name + ".reverse()"
		} else {
			s = fmt.Sprintf("%s *= %d", name, g.intn(4)-1)
		}
	case 11:
		if g.use("list-slice") {
			s = name + "[" + g.stepSlice() + "] = " + g.listExpr(sc, t, 1, false)
		} else {
			s = name + ".append(" + e() + ")"
		}
	default:
		// the log of an item read through the alias after the change
		s = name + ".append(" + e() + ")"
	}
	return append(pre, pad+s)
}

// stepSlice is a constant slice with a step (0 raises ValueError).
func (g *gen) stepSlice() string {
	b := func() string {
		if g.chance(0.4) {
			return ""
		}
		return fmt.Sprint(g.intn(9) - 4)
	}
	step := []string{"2", "-1", "-2", "3", "", "0", "-3"}[g.pickW(3, 3, 2, 1, 1, 1, 1)]
	if step == "" {
		return b() + ":" + b()
	}
	return b() + ":" + b() + ":" + step
}

// extList is a list of type t made by the new features, or "".
func (g *gen) extList(sc *fscope, t *typ, d int) string {
	if d <= 0 || !g.ext() || !g.chance(0.15) {
		return ""
	}
	l := func() string { return paren(g.listExpr(sc, t, d-1, false)) }
	switch g.intn(5) {
	case 0:
		if g.on("list-slice") {
			return l() + "[" + g.stepSlice() + "]"
		}
	case 1:
		if g.on("list-slice") {
			n := fmt.Sprint(g.intn(5) - 1)
			if g.use("list-mul-huge") && g.chance(0.1) {
				// a count that does not fit a Py_ssize_t: OverflowError
				n = []string{"2 ** 63", "(-(2 ** 63) - 1)", "2 ** 64", "-(2 ** 63)", "(2 ** 63 - 1) * 0"}[g.intn(5)]
			}
			if g.chance(0.5) {
				return paren(l() + " * " + n)
			}
			return paren(n + " * " + l())
		}
	case 2:
		if g.on("sorted") {
			if g.chance(0.7) && (t.elem.k == kInt || t.elem.k == kStr) {
				return "sorted(" + g.listExpr(sc, t, d-1, true) + ")"
			}
			return "list(reversed(" + g.listExpr(sc, t, d-1, true) + "))"
		}
	case 3:
		if g.on("list-methods") {
			return l() + ".copy()"
		}
	default:
		if g.on("set") && (t.elem.k == kInt || t.elem.k == kStr) && g.chance(0.05) {
			// sorted() of a set: iteration order does not matter then
			return "sorted(" + g.setExpr(sc, setOf(t.elem), d-1) + ")"
		}
	}
	return ""
}

// setExpr is a set of type t.
func (g *gen) setExpr(sc *fscope, t *typ, d int) string {
	if d <= 0 {
		return g.leaf(sc, t)
	}
	other := func() string {
		// an iterable argument of a set method: a set, a list or a tuple
		if g.chance(0.7) {
			return g.setExpr(sc, t, d-1)
		}
		return g.listExpr(sc, listOf(t.elem), d-1, true)
	}
	for {
		switch g.pickW(4, 4, 2, 4, 3, 1) {
		case 0:
			if v := g.pickVar(sc, t); v != "" {
				return v
			}
		case 1:
			n := 1 + g.intn(4)
			var es []string
			for i := 0; i < n; i++ {
				es = append(es, g.expr(sc, t.elem, d-1))
			}
			return "{" + strings.Join(es, ", ") + "}"
		case 2:
			if g.chance(0.3) {
				return "set()"
			}
			return "set(" + g.listExpr(sc, listOf(t.elem), d-1, true) + ")"
		case 3:
			op := []string{" | ", " & ", " - ", " ^ "}[g.intn(4)]
			return paren(g.setExpr(sc, t, d-1) + op + g.setExpr(sc, t, d-1))
		case 4:
			m := []string{"union", "intersection", "difference", "symmetric_difference", "copy"}[g.intn(5)]
			var args []string
			switch {
			case m == "copy":
			case m == "symmetric_difference":
				args = []string{other()}
			default:
				n := 1
				if g.use("set-method-arity") && g.chance(0.3) {
					n = []int{0, 2, 3}[g.intn(3)]
				}
				for i := 0; i < n; i++ {
					args = append(args, other())
				}
			}
			return paren(g.setExpr(sc, t, d-1)) + "." + m + "(" + strings.Join(args, ", ") + ")"
		case 5:
			if g.use("type-error") {
				// an unhashable element: TypeError
				return "{" + g.expr(sc, t.elem, d-1) + ", " + g.listExpr(sc, listOf(t.elem), d-1, false) + "}"
			}
		}
	}
}

// extBool is a bool of the new features, or "".
func (g *gen) extBool(sc *fscope, d int) string {
	if d <= 0 || !g.ext() || !g.chance(0.2) {
		return ""
	}
	switch g.intn(7) {
	case 0, 1:
		if !g.on("set") {
			return ""
		}
		t := setOf(g.setElem())
		switch g.intn(4) {
		case 0:
			x := g.expr(sc, t.elem, d-1)
			if g.chance(0.08) && g.use("type-error") {
				x = g.listExpr(sc, listOf(t.elem), d-1, false)
			}
			return paren(x + []string{" in ", " not in "}[g.intn(2)] + g.setExpr(sc, t, d-1))
		case 1:
			op := []string{" == ", " != ", " < ", " <= ", " > ", " >= "}[g.intn(6)]
			return paren(g.setExpr(sc, t, d-1) + op + g.setExpr(sc, t, d-1))
		case 2:
			m := []string{"isdisjoint", "issubset", "issuperset"}[g.intn(3)]
			arg := g.setExpr(sc, t, d-1)
			if g.chance(0.3) {
				arg = g.listExpr(sc, listOf(t.elem), d-1, true)
			}
			return paren(g.setExpr(sc, t, d-1)) + "." + m + "(" + arg + ")"
		}
		return "bool(" + g.setExpr(sc, t, d-1) + ")"
	case 2:
		if !g.on("list-order") {
			return ""
		}
		op := []string{" < ", " <= ", " > ", " >= ", " == ", " != "}[g.pickW(2, 2, 2, 2, 1, 1)]
		if g.on("tuple") && g.chance(0.3) {
			t := g.tupleType()
			u := t
			if g.chance(0.3) {
				u = g.tupleType()
			}
			return paren(g.tupleExpr(sc, t, d-1) + op + g.tupleExpr(sc, u, d-1))
		}
		t := listOf(g.scalarType())
		if g.chance(0.1) && g.use("type-error") {
			// a list and a tuple: TypeError for an ordering
			return paren(g.listExpr(sc, t, d-1, false) + op + "tuple(" + g.listExpr(sc, t, d-1, false) + ")")
		}
		return paren(g.listExpr(sc, t, d-1, false) + op + g.listExpr(sc, t, d-1, false))
	case 3:
		if !g.on("re") {
			return ""
		}
		m := g.reCall(sc, d)
		switch g.intn(3) {
		case 0:
			return paren(m + " is None")
		case 1:
			return paren(m + " is not None")
		}
		return "bool(" + m + ")"
	case 4:
		if !g.on("math") {
			return ""
		}
		fn := []string{"isnan", "isinf", "isfinite"}[g.intn(3)]
		if g.chance(0.15) {
			return "math." + fn + "(" + g.intExpr(sc, d-1) + ")"
		}
		return "math." + fn + "(" + g.floatExpr(sc, d-1) + ")"
	case 5:
		if !g.on("list-methods") {
			return ""
		}
		t := listOf(g.scalarType())
		return paren(g.expr(sc, t.elem, d-1) + " in " + paren(g.listExpr(sc, t, d-1, false)) + "[" + g.stepSlice() + "]")
	default:
		if c := g.strCount(sc, d); c != "" {
			return paren(c + " " + []string{"==", ">", "<="}[g.intn(3)] + " " + fmt.Sprint(g.intn(3)))
		}
		return ""
	}
}

// reCall is a call of re.fullmatch, re.match or re.search (or the same
// method of a compiled pattern) with a literal pattern.
func (g *gen) reCall(sc *fscope, d int) string {
	fn := []string{"fullmatch", "match", "search"}[g.intn(3)]
	p := dsl.PyRepr(g.rePattern())
	s := g.strExpr(sc, d-1)
	if g.chance(0.2) {
		return "re.compile(" + p + ")." + fn + "(" + s + ")"
	}
	if g.chance(0.1) {
		return "re." + fn + "(" + p + ", " + s + ", 0)"
	}
	return "re." + fn + "(" + p + ", " + s + ")"
}

// reAtoms are the pieces of a generated pattern: literals (non-ASCII,
// astral and escaped metacharacters too), dot, classes, groups.
var reAtoms = []string{"a", "b", "ab", "@", "1", "é", "😀", "日", " ", "\\.", "\\+", ".", "[ab]", "[^a]", "[a-c]", "[0-9]", "[é😀]",
	"(ab|b)", "(?:a|)", "(a)", "x", "-", "\\n", "\\\\", "[.]", "\\$"}

// rePattern is a random regular expression of the modelled syntax.
func (g *gen) rePattern() string {
	var b strings.Builder
	if g.chance(0.15) {
		b.WriteString("^")
	}
	if g.chance(0.1) {
		return []string{"", "a|", "|b", "a|b", "(a|b)*c?"}[g.intn(5)]
	}
	for i := 1 + g.intn(3); i > 0; i-- {
		b.WriteString(reAtoms[g.intn(len(reAtoms))])
		if g.chance(0.4) {
			b.WriteString([]string{"*", "+", "?", "{2}", "{1,2}", "*?", "+?", "{0,}"}[g.intn(8)])
		}
	}
	if g.chance(0.15) {
		b.WriteString("$")
	}
	if g.chance(0.1) {
		return b.String() + "|" + reAtoms[g.intn(len(reAtoms))]
	}
	return b.String()
}

// extInt is an int of the new features, or "".
func (g *gen) extInt(sc *fscope, d int) string {
	if d <= 0 || !g.ext() || !g.chance(0.15) {
		return ""
	}
	switch g.intn(6) {
	case 0:
		if g.on("set") {
			return "len(" + g.setExpr(sc, setOf(g.setElem()), d-1) + ")"
		}
	case 1:
		if g.on("list-methods") {
			t := listOf(g.scalarType())
			l := paren(g.listExpr(sc, t, d-1, false))
			if g.chance(0.3) {
				l = paren(g.tupleOrList(sc, t, d-1))
			}
			return l + "." + []string{"count", "index"}[g.intn(2)] + "(" + g.expr(sc, t.elem, d-1) + ")"
		}
	case 2:
		if g.on("list-methods") {
			// pop in an expression: the list changes where it is read
			var ls []*varInfo
			for _, v := range sc.ownLists(kList) {
				if v.t.elem.k == kInt && !sc.read[v] {
					ls = append(ls, v)
				}
			}
			if len(ls) > 0 {
				v := ls[g.intn(len(ls))]
				if sc.read != nil {
					sc.read[v] = true
				}
				if g.chance(0.5) {
					return v.name + ".pop()"
				}
				return v.name + ".pop(" + fmt.Sprint(g.intn(4)-2) + ")"
			}
		}
	case 3:
		if g.on("math") {
			fn := []string{"floor", "ceil", "trunc"}[g.intn(3)]
			if g.chance(0.15) {
				return "math." + fn + "(" + g.intExpr(sc, d-1) + ")"
			}
			return "math." + fn + "(" + g.floatExpr(sc, d-1) + ")"
		}
	case 4:
		if g.on("round") {
			if g.chance(0.2) {
				return "round(" + g.intExpr(sc, d-1) + ")"
			}
			return "round(" + g.floatExpr(sc, d-1) + ")"
		}
	default:
		return g.strCount(sc, d)
	}
	return ""
}

// strCount is a call of str.count, or "". lower's count is exact on
// literals and for an empty substring (str-count); otherwise it is free
// within what CPython guarantees (MODELLING.md), so its value is
// undetermined by design (str-count-free).
func (g *gen) strCount(sc *fscope, d int) string {
	if g.use("str-count-free") && g.chance(0.3) {
		return paren(g.strExpr(sc, d-1)) + ".count(" + g.strExpr(sc, d-1) + ")"
	}
	if !g.on("str-count") {
		return ""
	}
	if g.chance(0.3) {
		return paren(g.strExpr(sc, d-1)) + ".count('')"
	}
	return paren(g.strLit(sc)) + ".count(" + g.strLit(sc) + ")"
}

// tupleOrList is a tuple display of list type t's elements.
func (g *gen) tupleOrList(sc *fscope, t *typ, d int) string {
	var es []string
	for i := g.intn(4); i > 0; i-- {
		es = append(es, g.expr(sc, t.elem, d))
	}
	if len(es) == 1 {
		return "(" + es[0] + ",)"
	}
	return "(" + strings.Join(es, ", ") + ")"
}

// mathConsts are the math module's float constants.
var mathConsts = []string{"math.pi", "math.e", "math.tau", "math.inf", "math.nan", "-math.inf", "-math.nan"}

// extFloat is a float of the new features, or "".
func (g *gen) extFloat(sc *fscope, d int) string {
	if d <= 0 || !g.ext() || !g.chance(0.15) {
		return ""
	}
	switch g.intn(3) {
	case 0:
		if g.on("math") {
			if g.chance(0.3) {
				return mathConsts[g.intn(len(mathConsts))]
			}
			fn := []string{"fabs", "sqrt"}[g.intn(2)]
			if g.chance(0.2) {
				return "math." + fn + "(" + g.intExpr(sc, d-1) + ")"
			}
			return "math." + fn + "(" + g.floatExpr(sc, d-1) + ")"
		}
	case 1:
		if g.on("round") && g.chance(0.2) {
			// refused today (decimal rounding of a double): rare
			return "round(" + g.floatExpr(sc, d-1) + ", " + fmt.Sprint(g.intn(5)-1) + ")"
		}
	default:
		if g.on("float-edge") {
			return edgeFloats2[g.intn(len(edgeFloats2))]
		}
	}
	return ""
}

// edgeFloats2 are more edge floats: NaN of both kinds (float('nan') is a
// new object each time, math.nan one object), negative zero and NaN,
// subnormals, the largest finite and infinities written several ways.
var edgeFloats2 = []string{"float('nan')", "float('-nan')", "float('-0.0')", "float('-inf')", "float('infinity')", "-5e-324", "4.9e-324", "2.5e-323",
	"1e-310", "2.225073858507201e-308", "-2.2250738585072014e-308", "1.7976931348623157e308", "-1.7976931348623157e308", "1e309", "-0.0", "0.0",
	"float(2 ** 53 + 1)", "float(-(2 ** 63))", "float(10 ** 308)", "float('1e-320')"}

// extStr is a str of the new features, or "".
func (g *gen) extStr(sc *fscope, d int) string {
	if d <= 0 || !g.ext() || !g.chance(0.12) || !g.on("percent-format2") {
		return ""
	}
	// %-formatting with %s %d %i %% (CPython's TypeError, ValueError and
	// OverflowError included)
	scalarArg := func() string {
		t := g.scalarType()
		if t.k == kFloat && g.chance(0.8) {
			// %d of a float is refused today
			t = tInt
		}
		return g.expr(sc, t, d-1)
	}
	switch g.intn(5) {
	case 0:
		f := []string{"%s", "%d", "%i", "<%s>", "%s%%", "é%d😀", "%d%%"}[g.intn(7)]
		return paren(dsl.PyRepr(f) + " % " + scalarArg())
	case 1:
		f := []string{"%s-%d", "%d %i", "%s%s", "%%%s", "a%sb%sc%d"}[g.intn(5)]
		n := strings.Count(f, "%") - 2*strings.Count(f, "%%")
		if g.chance(0.1) {
			n += []int{-1, 1}[g.intn(2)] // TypeError: too few or too many
		}
		var args []string
		for i := 0; i < max(n, 0); i++ {
			args = append(args, scalarArg())
		}
		if len(args) == 1 {
			return paren(dsl.PyRepr(f) + " % (" + args[0] + ",)")
		}
		return paren(dsl.PyRepr(f) + " % (" + strings.Join(args, ", ") + ")")
	case 2:
		// a list or dict is a mapping for %: no specifier, no error
		f := []string{"abc", "", "%%", "%s"}[g.intn(4)]
		a := g.listExpr(sc, listOf(tInt), d-1, false)
		if g.on("dict") && g.chance(0.15) {
			// refused today
			a = g.dictExpr(sc, g.dictType(), d-1)
		}
		return paren(dsl.PyRepr(f) + " % " + a)
	case 3:
		// a tuple with one element, or a str without specifiers
		return paren(dsl.PyRepr([]string{"x", "%s", "%d"}[g.intn(3)]) + " % " + paren(scalarArg()+","))
	}
	if g.chance(0.2) {
		// %d of a float: refused today
		return paren(dsl.PyRepr("%d") + " % " + g.floatExpr(sc, d-1))
	}
	return paren(dsl.PyRepr("%d") + " % " + g.intExpr(sc, d-1))
}

// extDictKey is a key of an int-keyed dict equal to an int key, or a
// NaN, or "".
func (g *gen) extDictKey() string {
	if !g.on("dict-edge") || !g.chance(0.15) {
		return ""
	}
	return []string{"1.0", "True", "False", "0.0", "-0.0", "math.nan", "float('nan')", "2 ** 64", "-(2 ** 64)", "1"}[g.intn(10)]
}

// hugeInputs are int inputs past 2**64 and around CPython's 4300-digit
// limit of str(int) (10**4299 has 4300 digits, 10**4300 one too many).
var hugeInputs = []string{"18446744073709551617", "-18446744073709551616", "340282366920938463463374607431768211456",
	"1" + strings.Repeat("0", 4299), "-1" + strings.Repeat("0", 4299), "1" + strings.Repeat("0", 4300), strings.Repeat("9", 4300)}

// edgeFloatInputs are float inputs: subnormals, the largest finite,
// negative NaN.
var edgeFloatInputs = []float64{-5e-324, 1e-310, -1e-310, 2.225073858507201e-308, 1.7976931348623157e308, -1.7976931348623157e308, 4.9e-324}

// edgeStrInputs are str inputs: astral, combining, case-changing and
// width-changing characters.
var edgeStrInputs = []string{"😀😀", "𝕏", "\U00020000", "ﬁ", "İ", "Ⅻ", "é", "e\u0301", "a😀", "%s", "%d", "%%", "a.b", "ab\n", "aaa", "😀a😀"}

// withImports adds the imports of math and re to src when it uses them.
func withImports(src string) string {
	var imp string
	if strings.Contains(src, "math.") {
		imp += "import math\n"
	}
	if strings.Contains(src, "re.fullmatch(") || strings.Contains(src, "re.match(") || strings.Contains(src, "re.search(") || strings.Contains(src, "re.compile(") {
		imp += "import re\n"
	}
	return imp + src
}
