package difftest

import (
	"fmt"
	"strings"

	"clauz3/pkg/dsl"
)

// This file generates the str methods of lower's strmethods.go:
//
//   - on literals: lower, upper, casefold, capitalize, title, swapcase
//     (ASCII), strip/lstrip/rstrip (no argument, None or literal
//     characters), removeprefix/removesuffix, replace(old, new[, count])
//     and split([sep]);
//   - on any str (inputs, getters, computed values): removeprefix and
//     removesuffix of any str, replace(old, new, 1) (and count 0) with a
//     literal old, strip/lstrip/rstrip with no argument, None or literal
//     characters;
//
// mixed with comparisons, in, startswith/endswith, len, concatenation
// and f-strings, with receivers and arguments that stress them: Python's
// Unicode whitespace at either end (U+001C-U+001F, U+0085, U+00A0,
// U+1680, U+2000-U+200A, U+2028, U+2029, U+202F, U+205F, U+3000, and
// characters that are not whitespace: U+200B, U+FEFF, U+180E), the
// characters argument overlapping the content, empty strs, a prefix or
// suffix equal to the whole str, old at the start, the end or absent.
// The str-methods feature; str-methods-refused (rare) generates what
// lower refuses (case mapping of values or of non-ASCII literals, split
// and replace of values beyond the modelled forms, characters that are
// not literals, keyword arguments, a bool or huge count), which must be
// refused and not modelled wrongly; str-split-maxsplit generates
// split(sep, maxsplit) (D19, fixed since).

// wsChars are Python's whitespace (str.isspace) and look-alikes that
// are not whitespace (U+200B, U+FEFF, U+180E).
var wsChars = []string{" ", "\t", "\n", "\r", "\v", "\f", "\x1c", "\x1d", "\x1e", "\x1f", "\u0085", "\u00a0", "\u1680",
	"\u2000", "\u2005", "\u200a", "\u2028", "\u2029", "\u202f", "\u205f", "\u3000", "\u200b", "\ufeff", "\u180e"}

// smStrs are str literals and inputs for the methods: whitespace at the
// ends or inside, case-mixed ASCII, repeated prefixes and suffixes.
var smStrs = []string{"", " ", "  ", "a", "ab", "ba", "aba", "abab", "  ab  ", "\tab\n", "\x1cab\x1f", "\u3000a b\u3000",
	"\u00a0x\u00a0", "\u2028\u2029", "\u0085", "\u200bab\u200b", "\ufeffa", "xxabxx", "a@b.c", " A@B.C ", "Hello World",
	"hELLO wORLD", "abc-ABC_123", "mIxEd CaSe", "a,b,,c", "a b  c", ",", "a.b.c", "..a..", "\u1680a\u205f", "\u202f \u2000",
	"é ", " é", "aé", "ab\u3000", "\x1e\x1d", "-ab-", "aaa", "bab"}

// smChars are strip's literal characters arguments: overlapping the
// strs' content, whitespace, empty, absent.
var smChars = []string{"", "a", "b", "ab", "ba", " ", " a", "x", "xy", "-", "-_", ".", "a.", "\u3000", "\u00a0 ", "\t\n",
	"\x1c\x1f", "@.", "abc", "é", "\u200b", "aA", "\u2028 "}

// smAffixes are removeprefix/removesuffix arguments and replace's old.
var smAffixes = []string{"", "a", "b", "ab", "ba", " ", "@", ".", "x", "abab", "aba", "é", "\u00a0", "\u3000", "-", "A", ",", "  "}

// smNew are replace's new strs.
var smNew = []string{"", "X", "ab", "a", " ", "é", "--", "\u3000"}

// wsInputs are str inputs for the methods: whitespace around content.
var wsInputs = []string{" ab ", "\u3000ab", "ab\u3000", "\x1c\x1d\x1e\x1f", "\u0085a\u0085", "\u00a0", "\u1680b", "\u2000\u200a",
	"a\u2028", "\u2029", "\u202fab\u205f", " ", "\t\n\v\f\r", "\u200b", "\ufeffab", "\u180e", "aa", "abab", "ba", "a  b", "  ", "@a@",
	"ab@ab", ".a.", "-a-", "xab", "abx", "Ab", "AB ", "é\u00a0", " é ", "a\U0001F600 "}

// smLit is a str literal for a method's receiver or argument.
func (g *gen) smLit(pool []string) string {
	if g.chance(0.2) {
		// the generator's literals, without strLit's lone surrogates
		// (which make lower refuse the whole program)
		if g.on("nonascii") && g.chance(0.3) {
			return dsl.PyRepr(uniStrs[g.intn(len(uniStrs))])
		}
		return dsl.PyRepr(asciiStrs[g.intn(len(asciiStrs))])
	}
	if g.chance(0.2) {
		// whitespace around a short content
		var b strings.Builder
		for i := g.intn(3); i > 0; i-- {
			b.WriteString(wsChars[g.intn(len(wsChars))])
		}
		b.WriteString([]string{"", "a", "ab", "a b", "é"}[g.intn(5)])
		for i := g.intn(3); i > 0; i-- {
			b.WriteString(wsChars[g.intn(len(wsChars))])
		}
		return dsl.PyRepr(b.String())
	}
	return dsl.PyRepr(pool[g.intn(len(pool))])
}

// smRecv is the receiver of a method on a value: a str variable (an
// input most often), a getter, or any str expression.
func (g *gen) smRecv(sc *fscope, d int) string {
	switch g.pickW(5, 1, 2) {
	case 0:
		if v := g.pickVar(sc, tStr); v != "" {
			return v
		}
	case 1:
		if c := g.getter(sc, tStr); c != "" {
			return c
		}
	}
	return paren(g.strExpr(sc, d-1))
}

// smArg is a str argument that may be a value: a literal, the receiver
// itself, a part of it, or any str.
func (g *gen) smArg(sc *fscope, recv string, pool []string, d int) string {
	switch g.pickW(6, 1, 1, 1, 2) {
	case 1:
		return recv // the whole str: removes everything
	case 2:
		return paren(recv) + "[" + []string{":1", ":2", "-1:", "1:", ":-1", ":0"}[g.intn(6)] + "]"
	case 3:
		return paren(recv + ".strip()")
	case 4:
		return g.strExpr(sc, d-1)
	}
	return g.smLit(pool)
}

// smStrip is a strip call's argument list: none, None or literal
// characters.
func (g *gen) smStrip() string {
	switch g.pickW(4, 1, 5) {
	case 0:
		return ""
	case 1:
		return "None"
	}
	return g.smLit(smChars)
}

// smCount is replace's count on a literal.
func (g *gen) smCount() string {
	return []string{"-1", "0", "1", "2", "3", "100", "-5"}[g.intn(7)]
}

// smOnValue is a modelled method call on a str value.
func (g *gen) smOnValue(sc *fscope, d int) string {
	r := g.smRecv(sc, d)
	switch g.pickW(5, 3, 3, 3) {
	case 0:
		m := []string{"strip", "lstrip", "rstrip"}[g.intn(3)]
		return r + "." + m + "(" + g.smStrip() + ")"
	case 1:
		m := []string{"removeprefix", "removesuffix"}[g.intn(2)]
		return r + "." + m + "(" + g.smArg(sc, r, smAffixes, d) + ")"
	case 2:
		old := smAffixes[1+g.intn(len(smAffixes)-1)] // not empty
		nw := g.smLit(smNew)
		if g.chance(0.3) {
			nw = g.strExpr(sc, d-1)
		}
		cnt := "1"
		if g.chance(0.1) {
			cnt = "0"
		}
		return r + ".replace(" + dsl.PyRepr(old) + ", " + nw + ", " + cnt + ")"
	}
	// chained: strip then remove, or remove then strip
	m := []string{"strip", "lstrip", "rstrip"}[g.intn(3)]
	a := []string{"removeprefix", "removesuffix"}[g.intn(2)]
	if g.chance(0.5) {
		return r + "." + m + "(" + g.smStrip() + ")." + a + "(" + g.smLit(smAffixes) + ")"
	}
	return r + "." + a + "(" + g.smLit(smAffixes) + ")." + m + "(" + g.smStrip() + ")"
}

// smOnLiteral is a method call on a str literal (computed by lower).
func (g *gen) smOnLiteral(sc *fscope, d int) string {
	l := g.smLit(smStrs)
	switch g.pickW(3, 4, 3, 3, 2) {
	case 0:
		m := []string{"lower", "upper", "casefold", "capitalize", "title", "swapcase"}[g.intn(6)]
		// ASCII only: a non-ASCII literal is refused
		l = dsl.PyRepr([]string{"", "a", "AbC", "hello world", "hELLO wORLD", "a-b_c", "x1y2", "ab'c d", "  mIxEd  ", "a1b", "ABC def", "1a"}[g.intn(12)])
		return l + "." + m + "()"
	case 1:
		m := []string{"strip", "lstrip", "rstrip"}[g.intn(3)]
		return l + "." + m + "(" + g.smStrip() + ")"
	case 2:
		m := []string{"removeprefix", "removesuffix"}[g.intn(2)]
		if g.chance(0.15) {
			return l + "." + m + "(" + l + ")"
		}
		return l + "." + m + "(" + g.smLit(smAffixes) + ")"
	case 3:
		a := l + ".replace(" + g.smLit(smAffixes) + ", " + g.smLit(smNew)
		if g.chance(0.6) {
			a += ", " + g.smCount()
		}
		return a + ")"
	}
	// split: joined back, indexed
	sp := l + ".split()"
	switch g.intn(3) {
	case 0:
		sp = l + ".split(None)"
	case 1:
		sp = l + ".split(" + dsl.PyRepr([]string{",", " ", "a", "ab", ".", "\u3000", "b"}[g.intn(7)]) + ")"
	}
	if g.use("str-split-maxsplit") && g.chance(0.25) {
		// split(sep, maxsplit) (D19, fixed)
		sp = sp[:len(sp)-1]
		if !strings.HasSuffix(sp, "(") {
			sp += ", "
		} else {
			sp += "None, "
		}
		sp += []string{"-1", "0", "1", "2"}[g.intn(4)] + ")"
		if g.chance(0.3) {
			sp = g.smRecv(sc, d) + ".split(" + g.smLit([]string{",", " ", "a"}) + ", 1)"
		}
	}
	if g.chance(0.5) {
		return paren(sp) + "[" + fmt.Sprint(g.intn(4)-2) + "]"
	}
	return g.smLit([]string{"", "-", " ", ","}) + ".join(" + sp + ")"
}

// smRefused is a str method call lower refuses (or, for some, raises
// as CPython does: an empty separator, a wrong argument type).
func (g *gen) smRefused(sc *fscope, d int) string {
	r := g.smRecv(sc, d)
	switch g.intn(9) {
	case 0:
		return r + "." + []string{"lower", "upper", "casefold", "capitalize", "title", "swapcase"}[g.intn(6)] + "()"
	case 1:
		return dsl.PyRepr([]string{"É", "ß", "ǅ", "é a", "ﬁ", "İ"}[g.intn(6)]) + "." + []string{"lower", "upper", "casefold", "title", "swapcase"}[g.intn(5)] + "()"
	case 2:
		return r + ".replace(" + g.smLit(smAffixes) + ", " + g.smLit(smNew) + ")"
	case 3:
		return r + ".replace(" + g.smLit(smAffixes) + ", " + g.smLit(smNew) + ", " + g.pickOne([]string{"2", "-1", "True", "2 ** 63"}[g.intn(4)], g.intExpr(sc, d-1)) + ")"
	case 4:
		return r + "." + []string{"strip", "lstrip", "rstrip"}[g.intn(3)] + "(" + g.strExpr(sc, d-1) + ")"
	case 5:
		return dsl.PyRepr("a,b") + ".split(" + []string{"''", "sep=','", "1", "maxsplit=1"}[g.intn(4)] + ")"
	case 6:
		if g.use("type-error") {
			return r + "." + []string{"strip(1)", "removeprefix(None)", "replace(1, 'a')", "replace('a', 'b', 1.0)", "removesuffix()", "strip('a', 'b')", "upper(1)"}[g.intn(7)]
		}
	case 7:
		return "str." + []string{"strip", "upper"}[g.intn(2)] + "(" + r + ")"
	}
	return paren(r) + ".split(" + []string{"", "','", "None"}[g.intn(3)] + ")[0]"
}

// strMethodExpr is a str made by a method, or "".
func (g *gen) strMethodExpr(sc *fscope, d int) string {
	p := 0.07
	if g.opt.StrMethods > 0 {
		p = g.opt.StrMethods
	}
	if d <= 0 || !g.on("str-methods") || !g.chance(p) {
		return ""
	}
	if g.use("str-methods-refused") && g.chance(0.3) {
		return g.smRefused(sc, d)
	}
	if g.chance(0.6) {
		return g.smOnValue(sc, d)
	}
	return g.smOnLiteral(sc, d)
}

// strMethodBool is a test of a method's result, or "": the comparisons
// that make the prover reason about the method (s.strip() == s holds
// when s has no whitespace at its ends, s.removeprefix(p) != s when p is
// a non-empty prefix, ...).
func (g *gen) strMethodBool(sc *fscope, d int) string {
	p := 0.06
	if g.opt.StrMethods > 0 {
		p = g.opt.StrMethods
	}
	if d <= 0 || !g.on("str-methods") || !g.chance(p) {
		return ""
	}
	r := g.smRecv(sc, d)
	var m string
	if g.chance(0.8) {
		m = r + "." + []string{"strip", "lstrip", "rstrip"}[g.intn(3)] + "(" + g.smStrip() + ")"
		switch g.intn(4) {
		case 0:
			m = r + "." + []string{"removeprefix", "removesuffix"}[g.intn(2)] + "(" + g.smArg(sc, r, smAffixes, d) + ")"
		case 1:
			m = r + ".replace(" + dsl.PyRepr(smAffixes[1+g.intn(len(smAffixes)-1)]) + ", " + g.smLit(smNew) + ", 1)"
		}
	} else {
		m = g.smOnLiteral(sc, d)
	}
	switch g.intn(9) {
	case 0:
		return paren(m + []string{" == ", " != "}[g.intn(2)] + r)
	case 1:
		return paren(m + []string{" == ", " != "}[g.intn(2)] + g.smLit(smStrs))
	case 2:
		return paren("len(" + m + ")" + []string{" == ", " < ", " <= ", " > "}[g.intn(4)] + []string{"len(" + r + ")", "0", "1", "2"}[g.intn(4)])
	case 3:
		return paren(m) + "." + []string{"startswith", "endswith"}[g.intn(2)] + "(" + g.smLit(smAffixes) + ")"
	case 4:
		return paren(g.smLit(smAffixes) + []string{" in ", " not in "}[g.intn(2)] + m)
	case 5:
		return paren("not " + m)
	case 6:
		return paren(m + " in " + r)
	case 7:
		return paren(m + " == " + m)
	}
	op := []string{" == ", " != ", " < ", " >= "}[g.intn(4)]
	if !g.use("str-order") {
		op = []string{" == ", " != "}[g.intn(2)]
	}
	return paren(m + op + g.strExpr(sc, d-1))
}
