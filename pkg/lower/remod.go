package lower

// This file models the part of the standard library's re module whose
// result is decided by the language of the pattern (issue 18):
// re.fullmatch, re.match and re.search with a literal str pattern and no
// flags (directly or through re.compile), whose result is only tested
// (if m:, m is None, bool(m)). A match exists exactly when the string is
// in a regular language: the pattern's (fullmatch), the pattern's
// followed by anything (match), or that with anything before (search);
// a leading ^ or \A and a trailing $ (the end, or just before a final
// newline) or \Z narrow it. That language is written in Go's regexp
// syntax (RE2) in an InRe term, which solve gives Z3 as a regular
// expression and the evaluator checks with package regexp.
//
// The pattern subset: literal characters and escapes of punctuation, \n
// \t \r \f \v \a \x.. \u.... \U........, the dot (any character but a
// newline), classes with ranges and negation, groups ((...), (?:...),
// (?P<name>...)), alternation, and the quantifiers *, +, ?, {m}, {m,},
// {,n} and {m,n} (up to 100) with their lazy forms, which match the same
// strings. Everything else is refused with its reason: \d, \w, \s and
// \b (they follow Unicode's tables), backreferences, lookaround,
// possessive quantifiers and atomic groups (they change which strings
// match), inline flags, and anything CPython might reject (re.error),
// since a pattern is never guessed.

import (
	"fmt"
	"regexp/syntax"
	"strconv"
	"strings"
	"unicode"

	"clauz3/pkg/diag"
	"clauz3/pkg/dsl"
	"clauz3/pkg/python/ast"
)

// patternV is a compiled pattern (re.compile of a literal).
type patternV struct{ src string }

// matchV is a re.Match object: it is true, and nothing else of it is
// modelled.
type matchV struct{}

func (*patternV) typeName() string { return "re.Pattern" }
func (matchV) typeName() string    { return "re.Match" }

// maxRepeat bounds {m,n}: the language is spelled out for Z3.
const maxRepeat = 100

// callRe calls re.<name>; ok is false for a name this file does not model.
func (f *frame) callRe(name string, args []Value, kws []kwArg, c *ast.Call) (Value, bool) {
	switch name {
	case "compile":
		src, ok := f.reArgs(name, args, kws, 1, c)
		if !ok {
			return quietPoison("unsupported-re", c.Span(), "re"), true
		}
		if _, why := parsePyRegex(src); why != "" {
			return f.poison("unsupported-re", c.Span(), "the pattern %s is not supported: %s", reprRunes(src), why), true
		}
		return &patternV{src: src}, true
	case "fullmatch", "match", "search":
		src, ok := f.reArgs(name, args, kws, 2, c)
		if !ok {
			return quietPoison("unsupported-re", c.Span(), "re"), true
		}
		return f.reMatch(name, src, args[1], c), true
	}
	return nil, false
}

// callPattern calls p.<name>(string).
func (f *frame) callPattern(p *patternV, name string, args []Value, kws []kwArg, c *ast.Call) Value {
	if name != "fullmatch" && name != "match" && name != "search" {
		return f.poison("unsupported-re", c.Span(), "re.Pattern.%s is not supported", name)
	}
	if len(kws) > 0 || len(args) != 1 {
		return f.poison("unsupported-re", c.Span(), "re.Pattern.%s is supported with one argument, the string, only", name)
	}
	return f.reMatch(name, p.src, args[0], c)
}

// reArgs checks the arguments of re.<name>(pattern, [string,] flags=0):
// the pattern must be a str literal and the flags absent or 0.
func (f *frame) reArgs(name string, args []Value, kws []kwArg, n int, c *ast.Call) (string, bool) {
	if len(args) > n+1 || len(args) < n && len(kws) == 0 {
		f.poison("unsupported-re", c.Span(), "re.%s is supported as re.%s(pattern%s) with a literal pattern", name, name, map[bool]string{true: ", string", false: ""}[n == 2])
		return "", false
	}
	flags := []Value{}
	if len(args) == n+1 {
		flags = append(flags, args[n])
	}
	for _, k := range kws {
		if k.name != "flags" {
			f.poison("unsupported-re", c.Span(), "re.%s with the keyword %s is not supported", name, k.name)
			return "", false
		}
		flags = append(flags, k.v)
	}
	for _, fl := range flags {
		n, ok := asInt(fl)
		if v, lit := intLit(n); !ok || !lit || v.Sign() != 0 {
			f.poison("unsupported-re", c.Span(), "re.%s with flags is not supported", name)
			return "", false
		}
	}
	if len(args) < n {
		f.poison("unsupported-re", c.Span(), "re.%s is supported with positional arguments only", name)
		return "", false
	}
	s, ok := args[0].(strV)
	if !ok {
		f.poison("unsupported-re", c.Span(), "re.%s is supported with a str pattern only, not a %s", name, args[0].typeName())
		return "", false
	}
	r, ok := strLitRunes(s.e)
	if !ok {
		f.poison("unsupported-re", c.Span(), "re.%s is supported with a literal pattern only", name)
		return "", false
	}
	return string(r), true
}

// reMatch is re.<name>(src, arg): a Match when the string is in the
// language (see the file comment), else None.
func (f *frame) reMatch(name, src string, arg Value, c *ast.Call) Value {
	if u, ok := arg.(*unionV); ok {
		return f.split(u, func(x Value) Value { return f.reMatch(name, src, x, c) })
	}
	if p, ok := arg.(*poisonV); ok {
		f.use(p, c.Span())
		return &poisonV{code: p.code, msg: p.msg, reported: true}
	}
	s, ok := arg.(strV)
	if !ok {
		if isScalarOrNone(arg) || isContainer(arg) {
			f.raise("TypeError", c.Span(), "expected string or bytes-like object, got '%s'", arg.typeName())
			return quietPoison("unsupported-dead", c.Span(), "unreachable")
		}
		return f.poison("unsupported-re", c.Span(), "re.%s of a %s is not supported", name, arg.typeName())
	}
	p, why := parsePyRegex(src)
	if why != "" {
		return f.poison("unsupported-re", c.Span(), "the pattern %s is not supported: %s", reprRunes(src), why)
	}
	lang := p.language(name)
	if !dsl.RegexOK(lang) {
		panic(diag.ICE("lower: the pattern %q was translated to %q, which Go's regexp refuses", src, lang))
	}
	var in term
	if r, ok := strLitRunes(s.e); ok {
		in = boolLit(dsl.MatchRegex(lang, string(r)))
	} else if t, ok := literalMatch(name, p, s.e); ok {
		in = t
	} else {
		// (not named: Z3 4.8.12 gives up on a membership behind a
		// definition, Bool == And(InRe, ...), where it decides the same
		// membership asserted directly)
		in = mkAnd(dsl.InRe(s.e, lang), implied(lang, s.e))
	}
	return &unionV{alts: []Value{matchV{}, noneV{}}, conds: []term{in, mkNot(in)}}
}

// isContainer reports whether v is a list, tuple, dict or set.
func isContainer(v Value) bool {
	switch v.(type) {
	case *listV, *dictV, *setV:
		return true
	}
	return false
}

func reprRunes(s string) string { return strconv.Quote(s) }

// pyRegex is a parsed pattern: its body in Go's syntax, without the
// anchors that begin or end it.
type pyRegex struct {
	body  string
	start bool // a leading ^ or \A
	end   byte // a trailing '$' or 'Z' (\Z), or 0
}

// anyChars is any string, newlines included, in Go's syntax.
const anyChars = `[\x{0}-\x{10ffff}]*`

// language is the set of strings for which re.<fn> finds a match.
func (p pyRegex) language(fn string) string {
	body := "(?:" + p.body + ")"
	tail := ""
	switch p.end {
	case 0:
		if fn != "fullmatch" {
			tail = anyChars
		}
	case '$':
		if fn != "fullmatch" {
			tail = `(?:\x{a})?` // $ matches at the end or before a final newline
		}
	}
	head := ""
	if fn == "search" && !p.start {
		head = anyChars
	}
	return head + body + tail
}

// regexParser reads a Python pattern.
type regexParser struct {
	src   []rune
	i     int
	why   string
	names map[string]bool // the named groups so far
}

// parsePyRegex translates src; why says what is refused.
func parsePyRegex(src string) (pyRegex, string) {
	p := &regexParser{src: []rune(src)}
	var out pyRegex
	// leading and trailing anchors of a pattern without | at the top
	if p.peekStr("^") {
		p.i++
		out.start = true
	} else if p.peekStr(`\A`) {
		p.i += 2
		out.start = true
	}
	end := len(p.src)
	if n := len(p.src); n >= 2 && p.src[n-2] == '\\' && p.src[n-1] == 'Z' && !escaped(p.src, n-2) {
		end, out.end = n-2, 'Z'
	} else if n >= 1 && p.src[n-1] == '$' && !escaped(p.src, n-1) {
		end, out.end = n-1, '$'
	}
	if end < p.i {
		end = p.i
	}
	p.src = p.src[:end]
	body := p.alternation(0)
	if p.why == "" && p.i < len(p.src) {
		p.fail("unbalanced parenthesis")
	}
	if p.why != "" {
		return pyRegex{}, p.why
	}
	if (out.start || out.end != 0) && topLevelBar(p.src) {
		return pyRegex{}, "an anchor (^, $, \\A, \\Z) with | at the top level"
	}
	out.body = body
	return out, ""
}

// escaped reports whether src[i] is preceded by an odd number of
// backslashes.
func escaped(src []rune, i int) bool {
	n := 0
	for j := i - 1; j >= 0 && src[j] == '\\'; j-- {
		n++
	}
	return n%2 == 1
}

// topLevelBar reports whether the pattern has | outside groups and
// classes.
func topLevelBar(src []rune) bool {
	depth, class := 0, false
	for i := 0; i < len(src); i++ {
		switch c := src[i]; {
		case c == '\\':
			i++
		case class:
			class = c != ']'
		case c == '[':
			class = true
		case c == '(':
			depth++
		case c == ')':
			depth--
		case c == '|' && depth == 0:
			return true
		}
	}
	return false
}

func (p *regexParser) fail(format string, args ...any) {
	if p.why == "" {
		p.why = fmt.Sprintf(format, args...)
	}
}

func (p *regexParser) peekStr(s string) bool {
	r := []rune(s)
	if p.i+len(r) > len(p.src) {
		return false
	}
	for k, c := range r {
		if p.src[p.i+k] != c {
			return false
		}
	}
	return true
}

func (p *regexParser) alternation(depth int) string {
	alts := []string{p.concat(depth)}
	for p.why == "" && p.i < len(p.src) && p.src[p.i] == '|' {
		p.i++
		alts = append(alts, p.concat(depth))
	}
	if len(alts) == 1 {
		return alts[0]
	}
	return strings.Join(alts, "|")
}

func (p *regexParser) concat(depth int) string {
	var b strings.Builder
	for p.why == "" && p.i < len(p.src) {
		c := p.src[p.i]
		if c == '|' || c == ')' && depth > 0 {
			break
		}
		atom := p.atom(depth)
		if p.why != "" {
			break
		}
		b.WriteString(p.quantified(atom))
	}
	return b.String()
}

// quantified reads the quantifier after atom, if any.
func (p *regexParser) quantified(atom string) string {
	if p.i >= len(p.src) {
		return atom
	}
	q := ""
	switch c := p.src[p.i]; c {
	case '*', '+', '?':
		p.i++
		q = string(c)
	case '{':
		lo, hi, ok := p.braces()
		if !ok {
			return atom
		}
		switch {
		case hi >= 0 && lo > hi:
			p.fail("a repeat {m,n} with m > n (CPython refuses it)")
		case lo > maxRepeat || hi > maxRepeat:
			p.fail("a repeat count above %d", maxRepeat)
		case hi < 0:
			q = fmt.Sprintf("{%d,}", lo)
		default:
			q = fmt.Sprintf("{%d,%d}", lo, hi)
		}
	default:
		return atom
	}
	if p.i < len(p.src) {
		switch p.src[p.i] {
		case '?':
			p.i++ // lazy: the same strings match
		case '+':
			p.fail("a possessive quantifier")
		}
	}
	if p.i < len(p.src) {
		switch p.src[p.i] {
		case '*', '+', '?', '{':
			p.fail("a quantifier after a quantifier")
		}
	}
	return "(?:" + atom + ")" + q
}

// braces reads {m}, {m,}, {,n} or {m,n} (hi -1: no bound); ok is false,
// with the parser refusing, for any other use of {.
func (p *regexParser) braces() (lo, hi int, ok bool) {
	j := p.i + 1
	num := func() (int, bool) {
		k := j
		for j < len(p.src) && p.src[j] >= '0' && p.src[j] <= '9' {
			j++
		}
		if j == k {
			return 0, false
		}
		n, err := strconv.Atoi(string(p.src[k:j]))
		if err != nil || n > 1<<20 {
			return maxRepeat + 1, true
		}
		return n, true
	}
	lo, okLo := num()
	hi = lo
	if j < len(p.src) && p.src[j] == ',' {
		j++
		var okHi bool
		hi, okHi = num()
		if !okHi {
			hi = -1
		}
		if !okLo && !okHi {
			p.fail("{ that is not a repeat count (CPython reads it as a literal)")
			return 0, 0, false
		}
	} else if !okLo {
		p.fail("{ that is not a repeat count (CPython reads it as a literal)")
		return 0, 0, false
	}
	if j >= len(p.src) || p.src[j] != '}' {
		p.fail("{ that is not a repeat count (CPython reads it as a literal)")
		return 0, 0, false
	}
	p.i = j + 1
	return lo, hi, true
}

func (p *regexParser) atom(depth int) string {
	c := p.src[p.i]
	switch c {
	case '(':
		p.i++
		if p.peekStr("?:") {
			p.i += 2
		} else if p.peekStr("?P<") {
			j := p.i + 3
			for j < len(p.src) && p.src[j] != '>' {
				j++
			}
			name := string(p.src[p.i+3 : min(j, len(p.src))])
			if j >= len(p.src) || !isPyIdent(name) {
				p.fail("a group name that is not an identifier")
				return ""
			}
			if p.names[name] {
				p.fail("the group name %s twice (CPython refuses it)", name)
				return ""
			}
			if p.names == nil {
				p.names = map[string]bool{}
			}
			p.names[name] = true
			p.i = j + 1
		} else if p.peekStr("?") {
			p.fail("the group (?%s...) (flags, lookaround, backreferences, comments or atomic groups)", string(p.src[p.i+1:min(p.i+2, len(p.src))]))
			return ""
		}
		inner := p.alternation(depth + 1)
		if p.why != "" {
			return ""
		}
		if p.i >= len(p.src) || p.src[p.i] != ')' {
			p.fail("missing ), unterminated subpattern")
			return ""
		}
		p.i++
		return "(?:" + inner + ")"
	case ')':
		p.fail("unbalanced parenthesis")
		return ""
	case '[':
		return p.class()
	case '.':
		p.i++
		return `[^\x{a}]`
	case '*', '+', '?', '{':
		p.fail("nothing to repeat before %c", c)
		return ""
	case '^', '$':
		p.fail("%c inside the pattern (only a leading ^ and a trailing $ are supported)", c)
		return ""
	case '\\':
		r, why := p.escape(false)
		if why != "" {
			p.fail("%s", why)
			return ""
		}
		return lit(p.char(r))
	}
	p.i++
	return lit(p.char(c))
}

// lit is one character in Go's syntax.
func lit(r rune) string { return fmt.Sprintf(`\x{%x}`, r) }

// char checks a character of the pattern: one Z3's strings hold, and not
// a lone surrogate.
func (p *regexParser) char(r rune) rune {
	switch {
	case r > maxChar:
		p.fail("the character U+%04X (beyond U+%04X, the largest clauz3's strings hold)", r, maxChar)
	case r >= 0xD800 && r <= 0xDFFF:
		p.fail("a lone surrogate")
	}
	return r
}

// escape reads \x at p.i (inside a class when class is set).
func (p *regexParser) escape(class bool) (rune, string) {
	if p.i+1 >= len(p.src) {
		return 0, "a trailing backslash"
	}
	c := p.src[p.i+1]
	p.i += 2
	switch c {
	case 'n':
		return '\n', ""
	case 't':
		return '\t', ""
	case 'r':
		return '\r', ""
	case 'f':
		return '\f', ""
	case 'v':
		return '\v', ""
	case 'a':
		return '\a', ""
	case 'x', 'u', 'U':
		n := map[rune]int{'x': 2, 'u': 4, 'U': 8}[c]
		if p.i+n > len(p.src) {
			return 0, "an incomplete \\" + string(c) + " escape"
		}
		v, err := strconv.ParseUint(string(p.src[p.i:p.i+n]), 16, 32)
		if err != nil || v > unicode.MaxRune {
			return 0, "a bad \\" + string(c) + " escape"
		}
		p.i += n
		return rune(v), ""
	case 'd', 'D', 'w', 'W', 's', 'S':
		return 0, fmt.Sprintf("\\%c (it follows Unicode's tables; write the class out, as [0-9])", c)
	case 'b', 'B':
		if class && c == 'b' {
			return '\b', ""
		}
		return 0, fmt.Sprintf("\\%c (word boundaries)", c)
	case 'A', 'Z':
		return 0, fmt.Sprintf("\\%c inside the pattern (only a leading \\A and a trailing \\Z are supported)", c)
	}
	if c < 128 && !unicode.IsLetter(c) && !unicode.IsDigit(c) {
		return c, "" // escaped punctuation (or space) is itself
	}
	return 0, fmt.Sprintf("the escape \\%c (a backreference, an octal escape, or one CPython refuses)", c)
}

// class reads [...].
func (p *regexParser) class() string {
	p.i++ // [
	var b strings.Builder
	b.WriteByte('[')
	if p.i < len(p.src) && p.src[p.i] == '^' {
		b.WriteByte('^')
		p.i++
	}
	if p.i < len(p.src) && p.src[p.i] == ']' {
		p.fail("] first in a class")
		return ""
	}
	n := 0
	for p.why == "" {
		if p.i >= len(p.src) {
			p.fail("an unterminated character set")
			return ""
		}
		c := p.src[p.i]
		if c == ']' {
			p.i++
			break
		}
		if c == '[' || p.i+1 < len(p.src) && strings.ContainsRune("-&~|", c) && p.src[p.i+1] == c {
			p.fail("%c%c in a class (CPython warns that its meaning may change)", c, p.src[min(p.i+1, len(p.src)-1)])
			return ""
		}
		lo, ok := p.classChar()
		if !ok {
			return ""
		}
		hi := lo
		if p.i+1 < len(p.src) && p.src[p.i] == '-' && p.src[p.i+1] != ']' {
			p.i++
			if hi, ok = p.classChar(); !ok {
				return ""
			}
			if hi < lo {
				p.fail("a bad character range (CPython refuses it)")
				return ""
			}
		}
		b.WriteString(lit(p.char(lo)))
		if hi != lo {
			b.WriteString("-" + lit(p.char(hi)))
		}
		n++
	}
	b.WriteByte(']')
	return b.String()
}

func (p *regexParser) classChar() (rune, bool) {
	if p.src[p.i] == '\\' {
		r, why := p.escape(true)
		if why != "" {
			p.fail("%s", why)
			return 0, false
		}
		return r, true
	}
	c := p.src[p.i]
	p.i++
	return c, true
}

// isPyIdent reports whether s is a Python identifier (ASCII here).
func isPyIdent(s string) bool { return isIdent(s) }

// literalMatch is re.<fn> of a pattern that is one literal string (with
// its anchors) as string operations, which decide the same strings as
// the language and which Z3 reasons about far better than about regular
// expressions: fullmatch is ==, match a prefix, search a substring, and
// the anchors fix an end. ok is false for any other pattern.
func literalMatch(fn string, p pyRegex, s term) (term, bool) {
	re, err := dsl.ParseRegex(p.body)
	if err != nil {
		return nil, false
	}
	lit, ok := exactString(re)
	if !ok {
		return nil, false
	}
	l, ok1 := strTerm(lit)
	ln, ok2 := strTerm(lit + "\n")
	if !ok1 || !ok2 {
		return nil, false
	}
	prefix := func(x term) term { return app(dsl.OpPrefixOf, boolSort, []*dsl.Sort{strSort, strSort}, x, s) }
	suffix := func(x term) term { return app(dsl.OpSuffixOf, boolSort, []*dsl.Sort{strSort, strSort}, x, s) }
	if fn == "fullmatch" {
		return mkEq(s, l), true
	}
	if fn == "match" || p.start {
		switch p.end {
		case 'Z':
			return mkEq(s, l), true
		case '$':
			return mkOr(mkEq(s, l), mkEq(s, ln)), true
		}
		return prefix(l), true
	}
	switch p.end {
	case 'Z':
		return suffix(l), true
	case '$':
		return mkOr(suffix(l), suffix(ln)), true
	}
	return app(dsl.OpContains, boolSort, []*dsl.Sort{strSort, strSort}, s, l), true
}

// implied is what every string of the language lang has: its common
// prefix and suffix, the literal runs every member contains, and its
// least and greatest lengths. Conjoined with the membership (which
// implies it) it gives Z3 string facts it decides well.
func implied(lang string, s term) term {
	re, err := dsl.ParseRegex(lang)
	if err != nil {
		return tTrue
	}
	var parts []term
	add := func(op dsl.Op, x string) {
		if x == "" {
			return
		}
		if t, ok := strTerm(x); ok {
			if op == dsl.OpContains {
				parts = append(parts, app(op, boolSort, []*dsl.Sort{strSort, strSort}, s, t))
			} else {
				parts = append(parts, app(op, boolSort, []*dsl.Sort{strSort, strSort}, t, s))
			}
		}
	}
	add(dsl.OpPrefixOf, rePrefix(re))
	add(dsl.OpSuffixOf, reSuffix(re))
	for _, x := range reRuns(re) {
		add(dsl.OpContains, x)
	}
	lo, hi := reLens(re)
	if lo > 0 {
		parts = append(parts, mkBin(mkLength(s), ">=", intTermI(int64(lo))))
	}
	if hi >= 0 {
		parts = append(parts, mkBin(mkLength(s), "<=", intTermI(int64(hi))))
	}
	return mkAnd(parts...)
}

// exactString is the one string of re's language, if it has one.
func exactString(re *syntax.Regexp) (string, bool) {
	switch re.Op {
	case syntax.OpEmptyMatch:
		return "", true
	case syntax.OpLiteral:
		if re.Flags&syntax.FoldCase != 0 {
			return "", false
		}
		return string(re.Rune), true
	case syntax.OpCharClass:
		if len(re.Rune) == 2 && re.Rune[0] == re.Rune[1] {
			return string(re.Rune[0]), true
		}
	case syntax.OpCapture:
		return exactString(re.Sub[0])
	case syntax.OpConcat:
		var b strings.Builder
		for _, s := range re.Sub {
			x, ok := exactString(s)
			if !ok {
				return "", false
			}
			b.WriteString(x)
		}
		return b.String(), true
	}
	return "", false
}

// rePrefix is a prefix of every string of re's language.
func rePrefix(re *syntax.Regexp) string {
	if x, ok := exactString(re); ok {
		return x
	}
	switch re.Op {
	case syntax.OpCapture, syntax.OpPlus:
		return rePrefix(re.Sub[0])
	case syntax.OpConcat:
		var b strings.Builder
		for _, s := range re.Sub {
			x, ok := exactString(s)
			if !ok {
				b.WriteString(rePrefix(s))
				break
			}
			b.WriteString(x)
		}
		return b.String()
	case syntax.OpAlternate:
		common := []rune(rePrefix(re.Sub[0]))
		for _, s := range re.Sub[1:] {
			x := []rune(rePrefix(s))
			n := 0
			for n < len(common) && n < len(x) && common[n] == x[n] {
				n++
			}
			common = common[:n]
		}
		return string(common)
	}
	return ""
}

// reSuffix is a suffix of every string of re's language.
func reSuffix(re *syntax.Regexp) string {
	if x, ok := exactString(re); ok {
		return x
	}
	switch re.Op {
	case syntax.OpCapture, syntax.OpPlus:
		return reSuffix(re.Sub[0])
	case syntax.OpConcat:
		out := ""
		for i := len(re.Sub) - 1; i >= 0; i-- {
			x, ok := exactString(re.Sub[i])
			if !ok {
				out = reSuffix(re.Sub[i]) + out
				break
			}
			out = x + out
		}
		return out
	case syntax.OpAlternate:
		common := []rune(reSuffix(re.Sub[0]))
		for _, s := range re.Sub[1:] {
			x := []rune(reSuffix(s))
			n := 0
			for n < len(common) && n < len(x) && common[len(common)-1-n] == x[len(x)-1-n] {
				n++
			}
			common = common[len(common)-n:]
		}
		return string(common)
	}
	return ""
}

// reRuns are strings every string of re's language contains: the runs
// of exact parts of a concatenation, and those of what must occur.
func reRuns(re *syntax.Regexp) []string {
	switch re.Op {
	case syntax.OpCapture, syntax.OpPlus:
		return reRuns(re.Sub[0])
	case syntax.OpConcat:
		var out []string
		run := ""
		for _, s := range re.Sub {
			if x, ok := exactString(s); ok {
				run += x
				continue
			}
			if run != "" {
				out = append(out, run)
				run = ""
			}
			out = append(out, reRuns(s)...)
		}
		if run != "" {
			out = append(out, run)
		}
		return out
	}
	if x, ok := exactString(re); ok && x != "" {
		return []string{x}
	}
	return nil
}

// reLens are the least and greatest lengths of re's strings (hi -1: no
// greatest).
func reLens(re *syntax.Regexp) (lo, hi int) {
	const inf = -1
	switch re.Op {
	case syntax.OpEmptyMatch:
		return 0, 0
	case syntax.OpLiteral:
		return len(re.Rune), len(re.Rune)
	case syntax.OpCharClass, syntax.OpAnyChar, syntax.OpAnyCharNotNL:
		return 1, 1
	case syntax.OpCapture:
		return reLens(re.Sub[0])
	case syntax.OpQuest:
		_, h := reLens(re.Sub[0])
		return 0, h
	case syntax.OpStar, syntax.OpPlus:
		l, h := reLens(re.Sub[0])
		if re.Op == syntax.OpStar {
			l = 0
		}
		if h == 0 {
			return l, 0
		}
		return l, inf
	case syntax.OpConcat:
		for _, s := range re.Sub {
			l, h := reLens(s)
			lo += l
			if hi != inf {
				if h == inf {
					hi = inf
				} else {
					hi += h
				}
			}
		}
		return lo, hi
	case syntax.OpAlternate:
		lo, hi = -2, 0
		for _, s := range re.Sub {
			l, h := reLens(s)
			if lo == -2 || l < lo {
				lo = l
			}
			if hi != inf && (h == inf || h > hi) {
				hi = h
			}
		}
		if lo < 0 {
			lo = 0
		}
		return lo, hi
	}
	return 0, inf // (NoMatch: nothing to say)
}
