package lower

// This file holds the str methods beyond the searches of call.go:
// case mapping, strip, removeprefix/removesuffix, replace and split.
// Each is exact where it is modelled and refused elsewhere:
//
//   - on a literal, the method is computed here as CPython does; case
//     mapping only on ASCII text (Python's full Unicode case mapping,
//     'ß'.upper() == 'SS', is not Go's);
//   - removeprefix and removesuffix are terms over any str;
//   - replace(old, new, 1) with a literal old is Z3's replace (the first
//     occurrence);
//   - strip, lstrip and rstrip of a str that is not a literal are the
//     DSL's PyStrip, PyLStrip and PyRStrip over the characters (Python's
//     whitespace, or a literal set): the evaluator computes them, solve
//     gives Z3 a symbol defined exactly; like str.count, only in the
//     program and outside loops over rows (the symbol would have to
//     depend on the iteration).

import (
	"fmt"
	"math/big"
	"strings"
	"unicode/utf8"

	"clauz3/pkg/dsl"
	"clauz3/pkg/python/ast"
	"clauz3/pkg/python/value"
)

// strMethods are the methods of this file, with the number of positional
// arguments they take (at least, at most).
var strMethods = map[string][2]int{
	"lower": {0, 0}, "upper": {0, 0}, "casefold": {0, 0}, "capitalize": {0, 0}, "title": {0, 0}, "swapcase": {0, 0},
	"strip": {0, 1}, "lstrip": {0, 1}, "rstrip": {0, 1},
	"removeprefix": {1, 1}, "removesuffix": {1, 1},
	"replace": {2, 3}, "split": {0, 2}, "format": {0, -1},
}

// pyWhitespace are the characters str.isspace() accepts (and strip and
// split without arguments remove): TestPyWhitespace checks them against
// CPython.
const pyWhitespace = "\t\n\v\f\r\x1c\x1d\x1e\x1f \u0085\u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000"

// callStrMethod calls the method m (one of strMethods) of a str.
func (f *frame) callStrMethod(m *methodV, args []Value, kws []kwArg, c *ast.Call) Value {
	s := m.recv.(strV)
	if m.name == "format" {
		return f.strFormat(s, args, kws, c)
	}
	arity := strMethods[m.name]
	if len(kws) > 0 {
		return f.poison("unsupported-str-method", c.Span(), "str.%s with keyword arguments is not supported", m.name)
	}
	if len(args) < arity[0] || len(args) > arity[1] {
		f.raise("TypeError", c.Span(), "str.%s takes %s (%d given)", m.name, arityText(arity), len(args))
		return quietPoison("unsupported-type", c.Span(), "bad call")
	}
	for i, a := range args {
		if p, ok := a.(*poisonV); ok {
			f.use(p, c.Span())
			return &poisonV{code: p.code, msg: p.msg, reported: true}
		}
		if u, ok := a.(*unionV); ok {
			return f.split(u, func(x Value) Value {
				next := append(append([]Value{}, args[:i]...), x)
				return f.callStrMethod(m, append(next, args[i+1:]...), kws, c)
			})
		}
	}
	lit, isLit := s.e.StrVal()
	switch m.name {
	case "lower", "upper", "casefold", "capitalize", "title", "swapcase":
		if !isLit {
			return f.poison("unsupported-str-method", c.Span(), "str.%s of a str that is not a literal is not supported", m.name)
		}
		if !isASCII(lit) {
			return f.poison("unsupported-str-method", c.Span(), "str.%s of a literal with characters outside ASCII is not supported", m.name)
		}
		return strV{dsl.MkStr(caseMap(m.name, lit))}
	case "removeprefix", "removesuffix":
		a, ok := args[0].(strV)
		if !ok {
			f.raise("TypeError", c.Span(), "%s() argument must be str, not %s", m.name, args[0].typeName())
			return quietPoison("unsupported-type", c.Span(), "bad call")
		}
		if al, ok := a.e.StrVal(); ok && isLit {
			if m.name == "removeprefix" {
				return strV{dsl.MkStr(strings.TrimPrefix(lit, al))}
			}
			return strV{dsl.MkStr(strings.TrimSuffix(lit, al))}
		}
		n, la := mkLength(s.e), mkLength(a.e)
		var has, cut term
		if m.name == "removeprefix" {
			has = app(dsl.OpPrefixOf, boolSort, []*dsl.Sort{strSort, strSort}, a.e, s.e)
			cut = mkSubstr(s.e, la, mkBin(n, "-", la))
		} else {
			has = app(dsl.OpSuffixOf, boolSort, []*dsl.Sort{strSort, strSort}, a.e, s.e)
			cut = mkSubstr(s.e, intTermI(0), mkBin(n, "-", la))
		}
		return f.l.nameValue(strV{mkIte(has, cut, s.e)})
	case "strip", "lstrip", "rstrip":
		chars := pyWhitespace
		if len(args) == 1 {
			switch a := args[0].(type) {
			case noneV:
			case strV:
				cl, ok := a.e.StrVal()
				if !ok {
					return f.poison("unsupported-str-method", c.Span(), "str.%s of characters that are not a literal is not supported", m.name)
				}
				chars = cl
			default:
				f.raise("TypeError", c.Span(), "%s arg must be None or str", m.name)
				return quietPoison("unsupported-type", c.Span(), "bad call")
			}
		}
		if isLit {
			return strV{dsl.MkStr(pyStrip(m.name, lit, chars))}
		}
		if chars == "" {
			return s
		}
		if len(f.l.loops) > 0 || f.mode != modeProgram {
			return f.poison("unsupported-str-method", c.Span(), "str.%s of a str that is not a literal is supported only in the program, outside loops over rows", m.name)
		}
		return f.l.nameValue(strV{f.l.stripTerm(m.name, s.e, chars)})
	case "replace":
		old, ok1 := args[0].(strV)
		nw, ok2 := args[1].(strV)
		if !ok1 || !ok2 {
			bad := args[0]
			if ok1 {
				bad = args[1]
			}
			f.raise("TypeError", c.Span(), "replace() argument must be str, not %s", bad.typeName())
			return quietPoison("unsupported-type", c.Span(), "bad call")
		}
		count := int64(-1)
		if len(args) == 3 {
			n, ok := args[2].(intV)
			if !ok {
				if _, isBool := args[2].(boolV); !isBool {
					f.raise("TypeError", c.Span(), "'%s' object cannot be interpreted as an integer", args[2].typeName())
					return quietPoison("unsupported-type", c.Span(), "bad call")
				}
				return f.poison("unsupported-str-method", c.Span(), "str.replace with a bool count is not supported")
			}
			v, ok := intLit(n.e)
			if !ok || !v.IsInt64() {
				return f.poison("unsupported-str-method", c.Span(), "str.replace with a count that is not a literal is not supported")
			}
			count = v.Int64()
		}
		ol, okO := old.e.StrVal()
		nl, okN := nw.e.StrVal()
		if isLit && okO && okN {
			n := int(count)
			if count < 0 || count > int64(utf8.RuneCountInString(lit))+1 {
				n = -1
			}
			r := strings.Replace(lit, ol, nl, n)
			t, ok := strTerm(r)
			if !ok {
				return f.poison("unsupported-str-literal", c.Span(), "a string with a character above U+2FFFF or a lone surrogate is not supported")
			}
			return strV{t}
		}
		switch {
		case count == 0:
			return s
		case count == 1 && okO && ol != "":
			return f.l.nameValue(strV{app(dsl.OpReplace, strSort, []*dsl.Sort{strSort, strSort, strSort}, s.e, old.e, nw.e)})
		}
		return f.poison("unsupported-str-method", c.Span(), "str.replace of a str that is not a literal is supported only with a literal old str and a count of 1")
	case "split":
		if !isLit {
			return f.poison("unsupported-str-method", c.Span(), "str.split of a str that is not a literal is not supported")
		}
		maxsplit := -1
		if len(args) == 2 {
			n, ok := args[1].(intV)
			v, lit := big.NewInt(0), false
			if ok {
				v, lit = intLit(n.e)
			}
			_, isNone := args[0].(noneV)
			if !lit || isNone || !v.IsInt64() {
				return f.poison("unsupported-str-method", c.Span(), "str.split with maxsplit is supported with a literal int and a separator only")
			}
			if v.Sign() >= 0 && v.Int64() < 1<<20 {
				maxsplit = int(v.Int64())
			}
		}
		var parts []string
		switch {
		case len(args) == 0:
			parts = strings.FieldsFunc(lit, func(r rune) bool { return strings.ContainsRune(pyWhitespace, r) })
		default:
			switch a := args[0].(type) {
			case noneV:
				parts = strings.FieldsFunc(lit, func(r rune) bool { return strings.ContainsRune(pyWhitespace, r) })
			case strV:
				sep, ok := a.e.StrVal()
				if !ok {
					return f.poison("unsupported-str-method", c.Span(), "str.split on a separator that is not a literal is not supported")
				}
				if sep == "" {
					f.raise("ValueError", c.Span(), "empty separator")
					return quietPoison("unsupported-type", c.Span(), "bad call")
				}
				if maxsplit < 0 {
					parts = strings.Split(lit, sep)
				} else {
					parts = strings.SplitN(lit, sep, maxsplit+1)
				}
			default:
				f.raise("TypeError", c.Span(), "must be str or None, not %s", args[0].typeName())
				return quietPoison("unsupported-type", c.Span(), "bad call")
			}
		}
		out := &listV{elems: []Value{}, born: f.l.iteration()}
		for _, p := range parts {
			out.elems = append(out.elems, strV{dsl.MkStr(p)})
		}
		return out
	}
	return f.poison("unsupported-str-method", c.Span(), "str.%s is not supported", m.name)
}

// arityText says how many arguments a method takes.
func arityText(a [2]int) string {
	switch {
	case a[0] == a[1] && a[0] == 0:
		return "no arguments"
	case a[0] == a[1] && a[0] == 1:
		return "exactly one argument"
	case a[0] == a[1]:
		return fmt.Sprintf("exactly %d arguments", a[0])
	}
	return fmt.Sprintf("at most %d arguments", a[1])
}

// isASCII reports whether s holds only ASCII characters.
func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= 0x80 {
			return false
		}
	}
	return true
}

// caseMap is the case-mapping method name of CPython on ASCII text.
func caseMap(name, s string) string {
	b := []byte(s)
	isLower := func(c byte) bool { return c >= 'a' && c <= 'z' }
	isUpper := func(c byte) bool { return c >= 'A' && c <= 'Z' }
	up := func(c byte) byte {
		if isLower(c) {
			return c - 32
		}
		return c
	}
	down := func(c byte) byte {
		if isUpper(c) {
			return c + 32
		}
		return c
	}
	for i, c := range b {
		switch name {
		case "lower", "casefold":
			b[i] = down(c)
		case "upper":
			b[i] = up(c)
		case "swapcase":
			if isLower(c) {
				b[i] = up(c)
			} else {
				b[i] = down(c)
			}
		case "capitalize":
			if i == 0 {
				b[i] = up(c)
			} else {
				b[i] = down(c)
			}
		case "title":
			// upper case after a character that is not cased, lower case
			// after one that is
			if i > 0 && (isLower(s[i-1]) || isUpper(s[i-1])) {
				b[i] = down(c)
			} else {
				b[i] = up(c)
			}
		}
	}
	return string(b)
}

// pyStrip is CPython's strip, lstrip or rstrip of a literal.
func pyStrip(name, s, chars string) string {
	in := func(r rune) bool { return strings.ContainsRune(chars, r) }
	switch name {
	case "lstrip":
		return strings.TrimLeftFunc(s, in)
	case "rstrip":
		return strings.TrimRightFunc(s, in)
	}
	return strings.TrimFunc(s, in)
}

// stripTerm is name (strip, lstrip or rstrip) of the str term s over the
// characters chars (not empty): the DSL's PyStrip, PyLStrip or PyRStrip,
// which the evaluator computes and solve defines exactly for Z3 (its
// strip.go). Its Z3 value is a symbol defined from s, so s must not
// depend on a quantified variable: never inside a loop over rows.
func (l *lowerer) stripTerm(name string, s term, chars string) term {
	op := map[string]dsl.Op{"strip": dsl.OpPyStrip, "lstrip": dsl.OpPyLStrip, "rstrip": dsl.OpPyRStrip}[name]
	return app(op, strSort, []*dsl.Sort{strSort, strSort}, s, dsl.MkStr(chars))
}

// mkSubstr is SubString(s, off, n).
func mkSubstr(s, off, n term) term {
	return app(dsl.OpSubStr, strSort, []*dsl.Sort{strSort, intSort, intSort}, s, off, n)
}

// strFormat is format.format(*args, **kws) for a literal format whose
// fields are {}, {N} or {name} (an identifier), with no conversion or
// !s and no format spec: each field is str() of its argument, as
// format(value, "") is for the values strOf models. Braces are doubled
// to escape them. CPython's errors are raised where it raises them,
// left to right: a single '}' or '{', switching between automatic and
// manual numbering (ValueError), an index past the arguments
// (IndexError), a missing keyword (KeyError). Attribute and index
// lookups in a field, !r, !a and format specs are refused.
func (f *frame) strFormat(format strV, args []Value, kws []kwArg, c *ast.Call) Value {
	span := c.Span()
	for _, a := range args {
		if p, ok := a.(*poisonV); ok {
			f.use(p, span)
			return &poisonV{code: p.code, msg: p.msg, reported: true}
		}
	}
	for _, kw := range kws {
		if p, ok := kw.v.(*poisonV); ok {
			f.use(p, span)
			return &poisonV{code: p.code, msg: p.msg, reported: true}
		}
	}
	runes, ok := strLitRunes(format.e)
	if !ok {
		return f.poison("unsupported-str-method", span, "str.format is supported on a literal format only")
	}
	b := strParts{res: emptyStr}
	auto, manual := 0, false
	numbered := false // a field used automatic numbering
	for i := 0; i < len(runes); i++ {
		r := runes[i]
		if r == '}' {
			if i+1 < len(runes) && runes[i+1] == '}' {
				b.add('}')
				i++
				continue
			}
			f.raise("ValueError", span, "Single '}' encountered in format string")
			return quietPoison("unsupported-dead", span, "unreachable")
		}
		if r != '{' {
			b.add(r)
			continue
		}
		if i+1 < len(runes) && runes[i+1] == '{' {
			b.add('{')
			i++
			continue
		}
		// a field: up to the matching '}' (nested braces only appear in
		// format specs, which are refused)
		j := i + 1
		for j < len(runes) && runes[j] != '}' && runes[j] != '{' {
			j++
		}
		if j == len(runes) {
			if i+1 == len(runes) {
				f.raise("ValueError", span, "Single '{' encountered in format string")
			} else {
				f.raise("ValueError", span, "expected '}' before end of string")
			}
			return quietPoison("unsupported-dead", span, "unreachable")
		}
		if runes[j] == '{' {
			return f.poison("unsupported-str-method", span, "str.format with a nested field is not supported")
		}
		field := string(runes[i+1 : j])
		i = j
		name, conv, hasConv := strings.Cut(field, "!")
		if strings.Contains(name, ":") || hasConv && strings.Contains(conv, ":") {
			return f.poison("unsupported-str-method", span, "str.format with a format spec is not supported")
		}
		if hasConv && conv != "s" {
			return f.poison("unsupported-str-method", span, "str.format with the conversion !%s is not supported", conv)
		}
		var v Value
		switch {
		case name == "":
			if manual {
				f.raise("ValueError", span, "cannot switch from manual field specification to automatic field numbering")
				return quietPoison("unsupported-dead", span, "unreachable")
			}
			numbered = true
			if auto >= len(args) {
				f.raise("IndexError", span, "Replacement index %d out of range for positional args tuple", auto)
				return quietPoison("unsupported-dead", span, "unreachable")
			}
			v = args[auto]
			auto++
		case isDigits(name) && len(name) > 9:
			return f.poison("unsupported-str-method", span, "str.format with the field {%s} is not supported", field)
		case isDigits(name):
			if numbered {
				f.raise("ValueError", span, "cannot switch from automatic field numbering to manual field specification")
				return quietPoison("unsupported-dead", span, "unreachable")
			}
			manual = true
			n := 0
			for _, d := range name {
				n = n*10 + int(d-'0')
			}
			if n >= len(args) {
				f.raise("IndexError", span, "Replacement index %d out of range for positional args tuple", n)
				return quietPoison("unsupported-dead", span, "unreachable")
			}
			v = args[n]
		case isIdent(name):
			found := false
			for _, kw := range kws {
				if kw.name == name {
					v, found = kw.v, true
				}
			}
			if !found {
				f.raise("KeyError", span, "%s", value.StrRepr(name))
				return quietPoison("unsupported-dead", span, "unreachable")
			}
		default:
			return f.poison("unsupported-str-method", span, "str.format with the field {%s} is not supported", field)
		}
		st, ok := f.strOf(v, span)
		if !ok {
			return &poisonV{code: "unsupported-str-conversion", msg: "str.format", reported: true}
		}
		b.term(st)
	}
	res := b.done()
	return f.l.nameValue(strV{copyTerm(res)}) // a new object (see columns.go)
}

// isDigits reports whether s is a non-empty run of ASCII digits.
func isDigits(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return s != ""
}
