// Package pyre translates the patterns of Python's re module that clauz3
// models into regular languages in Go's regexp syntax (RE2), for the
// prover (pkg/lower gives them to Z3) and the interpreter (pkg/interp
// matches them with package regexp): the same subset, the same meaning.
//
// A match of re.fullmatch, re.match or re.search exists exactly when the
// string is in a regular language: the pattern's (fullmatch), the
// pattern's followed by anything (match), or that with anything before
// (search); a leading ^ or \A and a trailing $ (the end, or just before
// a final newline) or \Z narrow it.
//
// The subset: literal characters and escapes of punctuation, \n \t \r
// \f \v \a \x.. \u.... \U........, the dot (any character but a
// newline), classes with ranges and negation, groups ((...), (?:...),
// (?P<name>...)), alternation, and the quantifiers *, +, ?, {m}, {m,},
// {,n} and {m,n} (up to 100) with their lazy forms, which match the same
// strings. Everything else is refused with its reason: \d, \w, \s and
// \b (they follow Unicode's tables), backreferences, lookaround,
// possessive quantifiers and atomic groups (they change which strings
// match), inline flags, characters beyond MaxChar and lone surrogates,
// and anything CPython might reject (re.error): a pattern is never
// guessed.
package pyre

import (
	"fmt"
	"regexp"
	"regexp/syntax"
	"strconv"
	"strings"
	"unicode"
)

// MaxChar is the largest character a pattern may hold: the largest a
// Z3 4.8.12 string holds (see pkg/dsl), so that prover and interpreter
// accept the same patterns.
const MaxChar = 0x2FFFF

// maxRepeat bounds {m,n}: the language is spelled out for Z3.
const maxRepeat = 100

// Pattern is a parsed pattern: its body in Go's syntax, without the
// anchors that begin or end it.
type Pattern struct {
	Body  string
	Start bool // a leading ^ or \A
	End   byte // a trailing '$' or 'Z' (\Z), or 0
}

// anyChars is any string, newlines included, in Go's syntax.
const anyChars = `[\x{0}-\x{10ffff}]*`

// Language is the set of strings for which re.<fn> (fullmatch, match or
// search) finds a match, in Go's syntax, matched against whole strings.
func (p Pattern) Language(fn string) string {
	body := "(?:" + p.Body + ")"
	tail := ""
	switch p.End {
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
	if fn == "search" && !p.Start {
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

// Parse translates the Python pattern src (a str pattern, flags 0); why
// says what is refused, and is empty when the pattern is in the subset.
func Parse(src string) (Pattern, string) {
	p := &regexParser{src: []rune(src)}
	var out Pattern
	// leading and trailing anchors of a pattern without | at the top
	if p.peekStr("^") {
		p.i++
		out.Start = true
	} else if p.peekStr(`\A`) {
		p.i += 2
		out.Start = true
	}
	end := len(p.src)
	if n := len(p.src); n >= 2 && p.src[n-2] == '\\' && p.src[n-1] == 'Z' && !escaped(p.src, n-2) {
		end, out.End = n-2, 'Z'
	} else if n >= 1 && p.src[n-1] == '$' && !escaped(p.src, n-1) {
		end, out.End = n-1, '$'
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
		return Pattern{}, p.why
	}
	if (out.Start || out.End != 0) && topLevelBar(p.src) {
		return Pattern{}, "an anchor (^, $, \\A, \\Z) with | at the top level"
	}
	out.Body = body
	// Go's regexp bounds what a pattern may spell out (nested counted
	// repeats, (a{100}){100}, past 1000): such a pattern is refused, not
	// handed on to fail there.
	if _, err := regexp.Compile(out.Language("search")); err != nil {
		return Pattern{}, "a pattern too large to spell out (nested repeats)"
	}
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
	case r > MaxChar:
		p.fail("the character U+%04X (beyond U+%04X, the largest clauz3's strings hold)", r, MaxChar)
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
func isPyIdent(s string) bool {
	if s == "" {
		return false
	}
	for i, r := range s {
		if r != '_' && (r < 'a' || r > 'z') && (r < 'A' || r > 'Z') && (i == 0 || r < '0' || r > '9') {
			return false
		}
	}
	return true
}

// ExactString is the one string of re's language, if it has one.
func ExactString(re *syntax.Regexp) (string, bool) {
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
		return ExactString(re.Sub[0])
	case syntax.OpConcat:
		var b strings.Builder
		for _, s := range re.Sub {
			x, ok := ExactString(s)
			if !ok {
				return "", false
			}
			b.WriteString(x)
		}
		return b.String(), true
	}
	return "", false
}

// Prefix is a prefix of every string of re's language.
func Prefix(re *syntax.Regexp) string {
	if x, ok := ExactString(re); ok {
		return x
	}
	switch re.Op {
	case syntax.OpCapture, syntax.OpPlus:
		return Prefix(re.Sub[0])
	case syntax.OpConcat:
		var b strings.Builder
		for _, s := range re.Sub {
			x, ok := ExactString(s)
			if !ok {
				b.WriteString(Prefix(s))
				break
			}
			b.WriteString(x)
		}
		return b.String()
	case syntax.OpAlternate:
		common := []rune(Prefix(re.Sub[0]))
		for _, s := range re.Sub[1:] {
			x := []rune(Prefix(s))
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

// Suffix is a suffix of every string of re's language.
func Suffix(re *syntax.Regexp) string {
	if x, ok := ExactString(re); ok {
		return x
	}
	switch re.Op {
	case syntax.OpCapture, syntax.OpPlus:
		return Suffix(re.Sub[0])
	case syntax.OpConcat:
		out := ""
		for i := len(re.Sub) - 1; i >= 0; i-- {
			x, ok := ExactString(re.Sub[i])
			if !ok {
				out = Suffix(re.Sub[i]) + out
				break
			}
			out = x + out
		}
		return out
	case syntax.OpAlternate:
		common := []rune(Suffix(re.Sub[0]))
		for _, s := range re.Sub[1:] {
			x := []rune(Suffix(s))
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

// Runs are strings every string of re's language contains: the runs
// of exact parts of a concatenation, and those of what must occur.
func Runs(re *syntax.Regexp) []string {
	switch re.Op {
	case syntax.OpCapture, syntax.OpPlus:
		return Runs(re.Sub[0])
	case syntax.OpConcat:
		var out []string
		run := ""
		for _, s := range re.Sub {
			if x, ok := ExactString(s); ok {
				run += x
				continue
			}
			if run != "" {
				out = append(out, run)
				run = ""
			}
			out = append(out, Runs(s)...)
		}
		if run != "" {
			out = append(out, run)
		}
		return out
	}
	if x, ok := ExactString(re); ok && x != "" {
		return []string{x}
	}
	return nil
}

// Lens are the least and greatest lengths of re's strings (hi -1: no
// greatest).
func Lens(re *syntax.Regexp) (lo, hi int) {
	const inf = -1
	switch re.Op {
	case syntax.OpEmptyMatch:
		return 0, 0
	case syntax.OpLiteral:
		return len(re.Rune), len(re.Rune)
	case syntax.OpCharClass, syntax.OpAnyChar, syntax.OpAnyCharNotNL:
		return 1, 1
	case syntax.OpCapture:
		return Lens(re.Sub[0])
	case syntax.OpQuest:
		_, h := Lens(re.Sub[0])
		return 0, h
	case syntax.OpStar, syntax.OpPlus:
		l, h := Lens(re.Sub[0])
		if re.Op == syntax.OpStar {
			l = 0
		}
		if h == 0 {
			return l, 0
		}
		return l, inf
	case syntax.OpConcat:
		for _, s := range re.Sub {
			l, h := Lens(s)
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
			l, h := Lens(s)
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
