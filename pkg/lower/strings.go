package lower

// This file holds str conversions: f-strings, str(v) and the int to
// str digit limit.

import (
	"math/big"
	"strings"
	"sync"

	"clauz3/pkg/diag"
	"clauz3/pkg/dsl"
	"clauz3/pkg/ir"
	"clauz3/pkg/python/ast"
)

// joinedStr evaluates an f-string whose fields are str, int, bool or None
// without conversion flags or format specs.
func (f *frame) joinedStr(e *ast.JoinedStr) Value {
	res := emptyStr
	for _, part := range e.Values {
		switch p := part.(type) {
		case *ast.Constant:
			if p.Value.Kind != ast.ConstStr {
				return f.poison("unsupported-fstring", p.Span(), "unexpected f-string part")
			}
			s, ok := strTerm(p.Value.Str)
			if !ok {
				return f.poison("unsupported-str-literal", p.Span(), "a string with a character above U+2FFFF or a lone surrogate is not supported")
			}
			res = concat(res, s)
		case *ast.FormattedValue:
			v := f.eval(p.Value)
			if p.FormatSpec != nil || (p.Conversion != -1 && p.Conversion != 's') {
				return f.poison("unsupported-fstring", p.Span(), "f-string conversions and format specs are not supported")
			}
			s, ok := f.strOf(v, p.Span())
			if !ok {
				return &poisonV{code: "unsupported-fstring", msg: "f-string", reported: true}
			}
			res = concat(res, s)
		default:
			return f.poison("unsupported-fstring", part.Span(), "unexpected f-string part")
		}
	}
	return f.l.nameValue(strV{res})
}

// maxStrDigits is CPython's default limit on the digits of an int
// converted to str (sys.get_int_max_str_digits(), Python 3.11+): a longer
// conversion raises ValueError.
const maxStrDigits = 4300

// checkStrDigits records the ValueError of converting a huge int to str,
// unless the value is certainly small (see smallInt).
func (f *frame) checkStrDigits(x term, span diag.Span) term {
	if smallInt(x) {
		return tTrue
	}
	limit := f.l.strLimit()
	ok := mkAnd(mkBin(negInt(limit), "<", x), mkBin(x, "<", limit))
	f.check(ok, "ValueError", span, "exceeds the limit (%d digits) for integer string conversion", maxStrDigits)
	return ok
}

// strLimit is a symbol equal to 10**4300, defined once.
func (l *lowerer) strLimit() term {
	const name = "_str_digits_limit"
	if !l.symbols[name] {
		l.symbols[name] = true
		l.out.Variables = append(l.out.Variables, ir.Variable{Name: name, Sort: sortInt})
		def, text := strLimitDef()
		l.out.KnowledgeBase = append(l.out.KnowledgeBase, ir.KBEntry{Assertion: text, Term: def})
	}
	return dsl.Const(name, intSort)
}

// strLimitDef is the definition of _str_digits_limit and its text, made
// once (the literal's 4,301 digits take a while to convert) and shared
// by every document, each of its terms with its key (see init in
// term.go).
var strLimitDef = sync.OnceValues(func() (term, string) {
	limit, _ := new(big.Int).SetString("1"+strings.Repeat("0", maxStrDigits), 10)
	c, lit := dsl.Const("_str_digits_limit", intSort), intTerm(limit)
	def := dsl.App(dsl.OpEq, boolSort, nil, c, lit)
	for _, t := range []term{c, lit, def} {
		t.Key()
	}
	return def, def.Key()
})

// smallInt reports whether an Int expression certainly has fewer than
// 4000 digits: literals, lengths and indexes of strings (no real string
// is that long), If over small values, and sums and differences of them.
func smallInt(e term) bool {
	if n, ok := intLit(e); ok {
		return n.BitLen() <= 13000 // below 2**13000 < 10**3914
	}
	switch e.Op {
	case dsl.OpLength, dsl.OpIndexOf:
		return true
	case dsl.OpIte:
		return smallInt(e.Args[1]) && smallInt(e.Args[2])
	case dsl.OpAdd, dsl.OpSub:
		return e.Form == "" && len(e.Args) == 2 && smallInt(e.Args[0]) && smallInt(e.Args[1])
	}
	return false
}

// strOf is str(v) for the values whose text lowering models exactly.
func (f *frame) strOf(v Value, span diag.Span) (term, bool) {
	if u, ok := v.(*unionV); ok {
		good := true
		r := f.split(u, func(x Value) Value {
			s, ok := f.strOf(x, span)
			if !ok {
				good = false
				return strV{emptyStr}
			}
			return strV{s}
		})
		if s, ok := r.(strV); ok && good {
			return s.e, true
		}
		if r == nil && good {
			return emptyStr, true // every path raised
		}
		return nil, false
	}
	switch x := v.(type) {
	case strV:
		return x.e, true
	case boolV:
		return mkIte(x.e, dsl.MkStr("True"), dsl.MkStr("False")), true
	case noneV:
		return dsl.MkStr("None"), true
	case intV:
		if n, ok := intLit(x.e); ok {
			if len(strings.TrimPrefix(n.String(), "-")) > maxStrDigits {
				f.raise("ValueError", span, "exceeds the limit (%d digits) for integer string conversion", maxStrDigits)
				return emptyStr, true
			}
			s, _ := strTerm(n.String())
			return s, true
		}
		v := x.e
		if ok := f.checkStrDigits(x.e, span); !isTrue(ok) {
			// Past the limit CPython raises, so the text does not matter:
			// converting 0 there keeps Z3 from building a 4300-digit
			// string when it looks for a model.
			v = f.l.name(mkIte(ok, x.e, intTermI(0)), sortInt)
		}
		return mkIte(mkBin(v, ">=", intTermI(0)), intToStr(v), concat(dsl.MkStr("-"), intToStr(negInt(v)))), true
	case *poisonV:
		f.use(x, span)
		return nil, false
	}
	f.poison("unsupported-str-conversion", span, "str() of a %s is not supported", v.typeName())
	return nil, false
}

// percentFormat is format % arg, printf-style formatting (issue 18), for
// a literal format whose conversions are %s, %d, %i and %% without
// flags, width, precision or mapping keys; anything else is refused.
// The checks are CPython's, in its order: a conversion without an
// argument ("not enough arguments"), %d of a value that is not a number,
// arguments left over ("not all arguments converted", except when the
// argument is a list or a dict, which CPython takes as a mapping).
func (f *frame) percentFormat(format strV, arg Value, span diag.Span) Value {
	if u, ok := arg.(*unionV); ok {
		return f.split(u, func(x Value) Value { return f.percentFormat(format, x, span) })
	}
	if p, ok := arg.(*poisonV); ok {
		f.use(p, span)
		return &poisonV{code: p.code, msg: p.msg, reported: true}
	}
	runes, ok := strLitRunes(format.e)
	if !ok {
		return f.poison("unsupported-str-op", span, "%% formatting is supported with a literal format only")
	}
	var args []Value
	mapping := false
	switch x := arg.(type) {
	case *listV:
		if !x.exact() {
			return f.poison("unsupported-str-op", span, "%% formatting with a %s of unknown length is not supported", x.typeName())
		}
		if x.tuple {
			args = x.elems
		} else {
			args, mapping = []Value{arg}, true
		}
	case *dictV, *rowsV:
		return f.poison("unsupported-str-op", span, "%% formatting with a %s argument is not supported", arg.typeName())
	default:
		args = []Value{arg}
	}
	b := strParts{res: emptyStr}
	k := 0
	for i := 0; i < len(runes); i++ {
		if runes[i] != '%' {
			b.add(runes[i])
			continue
		}
		i++
		if i == len(runes) {
			f.raise("ValueError", span, "incomplete format")
			return quietPoison("unsupported-dead", span, "unreachable")
		}
		c := runes[i]
		if c == '%' {
			b.add('%')
			continue
		}
		if c != 's' && c != 'd' && c != 'i' {
			return f.poison("unsupported-str-op", span, "%% formatting: only %%s, %%d, %%i and %%%% are supported, without flags, width or precision (found %%%c)", c)
		}
		if k >= len(args) {
			f.raise("TypeError", span, "not enough arguments for format string")
			return quietPoison("unsupported-dead", span, "unreachable")
		}
		v := args[k]
		k++
		if c != 's' {
			v = f.percentNumber(c, v, span)
			if v == nil {
				return quietPoison("unsupported-dead", span, "unreachable")
			}
		}
		s, ok := f.strOf(v, span)
		if !ok {
			return &poisonV{code: "unsupported-str-conversion", msg: "% formatting", reported: true}
		}
		b.term(s)
	}
	res := b.done()
	if k < len(args) && !mapping {
		f.raise("TypeError", span, "not all arguments converted during string formatting")
		return quietPoison("unsupported-dead", span, "unreachable")
	}
	return f.l.nameValue(strV{copyTerm(res)}) // a new object (see columns.go)
}

// percentNumber is the int %d and %i write for v: an int, a bool as 0
// or 1; TypeError for values that are not numbers (nil: raised); a
// float (truncated by CPython) is refused.
func (f *frame) percentNumber(c rune, v Value, span diag.Span) Value {
	switch x := v.(type) {
	case intV:
		return x
	case boolV:
		return intV{mkIte(x.e, intTermI(1), intTermI(0))}
	case floatV:
		return f.poison("unsupported-str-op", span, "%%%c of a float is not supported", c)
	case *poisonV:
		return x
	case strV, noneV, *listV, *dictV:
		f.raise("TypeError", span, "%%%c format: a real number is required, not %s", c, v.typeName())
		return nil
	}
	return f.poison("unsupported-str-op", span, "%%%c of a %s is not supported", c, v.typeName())
}

// strParts assembles a str term from literal runes and str terms, in
// order: the % operator and str.format.
type strParts struct {
	res term
	lit []rune // runes not yet in res
}

// add appends a literal rune.
func (b *strParts) add(r rune) { b.lit = append(b.lit, r) }

// term appends t.
func (b *strParts) term(t term) {
	b.flush()
	b.res = concat(b.res, t)
}

// done returns the whole string.
func (b *strParts) done() term {
	b.flush()
	return b.res
}

func (b *strParts) flush() {
	if len(b.lit) > 0 {
		t, _ := strTerm(string(b.lit)) // from a literal: representable
		b.res = concat(b.res, t)
		b.lit = nil
	}
}
