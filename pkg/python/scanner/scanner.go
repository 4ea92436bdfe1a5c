// Package scanner implements the Python 3.12 tokenizer: it turns source
// (already decoded to UTF-8, see Decode) into tokens with INDENT, DEDENT and
// NEWLINE exactly as CPython's tokenizer: tabs advance to the next multiple
// of 8, a form feed resets the column, blank and comment-only lines and
// lines inside brackets produce no NEWLINE, and indentation that is
// consistent under one tab size but not another is an error. An f-string is
// one FSTRING token whose parts (literal runs and replacement fields, nested
// to any depth, PEP 701 rules) are found here; the parser scans each
// replacement field's expression again with a Scanner restricted to it.
package scanner

//go:generate python3 gen_nfkc.py

import (
	"fmt"
	"unicode"
	"unicode/utf8"

	"clauz3/pkg/python/token"
)

// MaxNesting is CPython's MAXLEVEL: brackets nested deeper are an error.
const MaxNesting = 200

// maxIndent is CPython's MAXINDENT.
const maxIndent = 100

// ErrorHandler receives each error: its byte range and message.
type ErrorHandler func(pos, end token.Pos, msg string)

// Scanner holds the tokenizer's state. Use Init, then Scan until EOF.
type Scanner struct {
	file *token.File
	src  []byte
	err  ErrorHandler

	pos   int // next byte to read
	limit int // end of the region being scanned

	inner bool // scanning an f-string replacement field: no NEWLINE/INDENT

	parens     []paren // open brackets
	indents    []int   // indentation columns (tabs to multiples of 8)
	altIndents []int   // the same with tabs counted as 1
	pending    int     // DEDENTs (<0) or INDENT (>0) still to emit
	atBOL      bool    // at the beginning of a logical line
	lineHasTok bool    // the current logical line has produced a token
	eofDone    bool
	fdepth     int  // f-strings being scanned
	fquote     byte // the quote of the f-string whose replacement field is being scanned
	lastEnd    int  // end of the last token returned other than NEWLINE
	ErrorCount int
}

type paren struct {
	kind byte
	pos  int
}

// Unclosed returns the innermost bracket still open at EOF, if any. It is
// not reported by the scanner: as CPython, the parser reports "'(' was
// never closed" only when it fails at the end of the file.
func (s *Scanner) Unclosed() (pos token.Pos, ch byte, ok bool) {
	if len(s.parens) == 0 {
		return 0, 0, false
	}
	p := s.parens[len(s.parens)-1]
	return token.Pos(p.pos), p.kind, true
}

// Init prepares s to scan src, whose positions file maps.
func (s *Scanner) Init(file *token.File, src []byte, err ErrorHandler) {
	*s = Scanner{file: file, src: src, err: err, limit: len(src), indents: []int{0}, altIndents: []int{0}, atBOL: true}
}

// InitRegion prepares s to scan the expression of an f-string replacement
// field, src[pos:end], as if inside brackets: no NEWLINE, INDENT or DEDENT.
func (s *Scanner) InitRegion(file *token.File, src []byte, pos, end token.Pos, err ErrorHandler) {
	*s = Scanner{file: file, src: src, err: err, pos: int(pos), limit: int(end), inner: true, indents: []int{0}, altIndents: []int{0}}
}

func (s *Scanner) error(pos, end int, format string, args ...any) {
	s.ErrorCount++
	if s.err != nil {
		s.err(token.Pos(pos), token.Pos(end), fmt.Sprintf(format, args...))
	}
}

func (s *Scanner) line(pos int) int {
	l, _ := s.file.LineCol(token.Pos(pos))
	return l
}

func (s *Scanner) peek(i int) byte {
	if s.pos+i < s.limit {
		return s.src[s.pos+i]
	}
	return 0
}

// Scan returns the next token. After EOF it keeps returning EOF.
func (s *Scanner) Scan() token.Token {
	for {
		if s.pending < 0 {
			s.pending++
			return token.Token{Kind: token.DEDENT, Pos: token.Pos(s.pos), End: token.Pos(s.pos)}
		}
		if s.pending > 0 {
			s.pending = 0
			return token.Token{Kind: token.INDENT, Pos: token.Pos(s.lineStart()), End: token.Pos(s.pos)}
		}
		if s.atBOL && !s.inner && len(s.parens) == 0 {
			if s.indentation() {
				continue
			}
		}
		tok, ok := s.next()
		if !ok {
			continue
		}
		if tok.Kind == token.EOF && !s.inner {
			if s.lineHasTok && len(s.parens) == 0 {
				s.lineHasTok = false
				s.atBOL = true
				return token.Token{Kind: token.NEWLINE, Pos: tok.Pos, End: tok.Pos}
			}
			if len(s.indents) > 1 {
				s.indents = s.indents[:len(s.indents)-1]
				s.altIndents = s.altIndents[:len(s.altIndents)-1]
				return token.Token{Kind: token.DEDENT, Pos: tok.Pos, End: tok.Pos}
			}
			s.eofDone = true
			return tok
		}
		if tok.Kind != token.NEWLINE {
			s.lineHasTok = true
			s.lastEnd = int(tok.End)
		}
		return tok
	}
}

func (s *Scanner) lineStart() int {
	i := s.pos
	for i > 0 && s.src[i-1] != '\n' && s.src[i-1] != '\r' {
		i--
	}
	return i
}

// indentation measures the indentation of a new line. It returns true when
// it set pending INDENT/DEDENTs or skipped a blank line (the caller loops).
func (s *Scanner) indentation() bool {
	col, altcol := 0, 0
	start := s.pos
	for s.pos < s.limit {
		switch s.src[s.pos] {
		case ' ':
			col++
			altcol++
		case '\t':
			col = (col/8 + 1) * 8
			altcol++
		case '\014': // form feed
			col, altcol = 0, 0
		default:
			goto done
		}
		s.pos++
	}
done:
	c := s.peek(0)
	if s.pos >= s.limit || c == '#' || c == '\n' || c == '\r' {
		// Blank or comment-only line (or EOF): no indentation change.
		if s.pos >= s.limit {
			s.atBOL = false
			return false
		}
		if c == '#' {
			for s.pos < s.limit && s.src[s.pos] != '\n' && s.src[s.pos] != '\r' {
				s.pos++
			}
		}
		s.skipNewline()
		return true
	}
	s.atBOL = false
	top := len(s.indents) - 1
	switch {
	case col == s.indents[top]:
		if altcol != s.altIndents[top] {
			s.error(start, s.pos, "inconsistent use of tabs and spaces in indentation")
		}
	case col > s.indents[top]:
		if len(s.indents) >= maxIndent {
			s.error(start, s.pos, "too many levels of indentation")
			return false
		}
		if altcol <= s.altIndents[top] {
			s.error(start, s.pos, "inconsistent use of tabs and spaces in indentation")
		}
		s.indents = append(s.indents, col)
		s.altIndents = append(s.altIndents, altcol)
		s.pending = 1
		return true
	default:
		n := 0
		for len(s.indents) > 1 && col < s.indents[len(s.indents)-1] {
			s.indents = s.indents[:len(s.indents)-1]
			s.altIndents = s.altIndents[:len(s.altIndents)-1]
			n++
		}
		top = len(s.indents) - 1
		if col != s.indents[top] {
			s.error(start, s.pos, "unindent does not match any outer indentation level")
		} else if altcol != s.altIndents[top] {
			s.error(start, s.pos, "inconsistent use of tabs and spaces in indentation")
		}
		s.pending = -n
		return n > 0
	}
	return false
}

func (s *Scanner) skipNewline() {
	if s.pos < s.limit && s.src[s.pos] == '\r' {
		s.pos++
		if s.pos < s.limit && s.src[s.pos] == '\n' {
			s.pos++
		}
		return
	}
	if s.pos < s.limit && s.src[s.pos] == '\n' {
		s.pos++
	}
}

// next scans one raw token after skipping blanks and comments; ok is false
// when it consumed something (a newline inside brackets, an error) and the
// caller should call again.
func (s *Scanner) next() (tok token.Token, ok bool) {
	for s.pos < s.limit {
		c := s.src[s.pos]
		switch c {
		case ' ', '\t', '\014':
			s.pos++
			continue
		case '#':
			for s.pos < s.limit && s.src[s.pos] != '\n' && s.src[s.pos] != '\r' {
				s.pos++
			}
			continue
		case '\\':
			// Line continuation.
			p := s.pos
			s.pos++
			if s.pos < s.limit && (s.src[s.pos] == '\n' || s.src[s.pos] == '\r') {
				s.skipNewline()
				if s.pos >= s.limit && !s.inner {
					s.error(p, p+1, "unexpected EOF while parsing")
				}
				continue
			}
			s.error(s.pos, s.pos+1, "unexpected character after line continuation character")
			return token.Token{Kind: token.ILLEGAL, Pos: token.Pos(p), End: token.Pos(s.pos)}, true
		case '\n', '\r':
			p := s.pos
			s.skipNewline()
			if s.inner || len(s.parens) > 0 {
				continue
			}
			if !s.lineHasTok {
				s.atBOL = true
				continue
			}
			s.lineHasTok = false
			s.atBOL = true
			return token.Token{Kind: token.NEWLINE, Pos: token.Pos(p), End: token.Pos(p + 1)}, true
		}
		break
	}
	if s.pos >= s.limit {
		// As CPython's ENDMARKER, the end of file is on the last line: at
		// its final newline, if it has one.
		p := s.limit
		if !s.inner && p > s.lastEnd && s.src[p-1] == '\n' {
			p--
		}
		return token.Token{Kind: token.EOF, Pos: token.Pos(p), End: token.Pos(p)}, true
	}
	start := s.pos
	c := s.src[s.pos]
	switch {
	case c >= '0' && c <= '9' || c == '.' && isDigit(s.peek(1)):
		return s.number(), true
	case isIdentStart(c):
		// A string prefix?
		if q, n := s.stringPrefix(); q {
			return s.stringLit(start, n), true
		}
		return s.ident(), true
	case c >= utf8.RuneSelf:
		r, size := utf8.DecodeRune(s.src[s.pos:s.limit])
		if isIdentStartRune(r) {
			return s.ident(), true
		}
		s.pos += size
		if unicode.IsPrint(r) {
			s.error(start, s.pos, "invalid character '%c' (U+%04X)", r, r)
		} else {
			s.error(start, s.pos, "invalid non-printable character U+%04X", r)
		}
		return token.Token{Kind: token.ILLEGAL, Pos: token.Pos(start), End: token.Pos(s.pos)}, true
	case c == '"' || c == '\'':
		return s.stringLit(start, 0), true
	}
	return s.operator(), true
}

func isDigit(c byte) bool { return c >= '0' && c <= '9' }

func isIdentStart(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c == '_'
}

func isIdentStartRune(r rune) bool {
	return r == '_' || unicode.IsLetter(r) || unicode.Is(unicode.Nl, r) || unicode.Is(unicode.Other_ID_Start, r)
}

func isIdentContRune(r rune) bool {
	return isIdentStartRune(r) || unicode.IsDigit(r) || unicode.Is(unicode.Mn, r) || unicode.Is(unicode.Mc, r) ||
		unicode.Is(unicode.Nd, r) || unicode.Is(unicode.Pc, r) || unicode.Is(unicode.Other_ID_Continue, r)
}

func (s *Scanner) ident() token.Token {
	start := s.pos
	ascii := true
	for s.pos < s.limit {
		c := s.src[s.pos]
		if c < utf8.RuneSelf {
			if isIdentStart(c) || isDigit(c) {
				s.pos++
				continue
			}
			break
		}
		r, size := utf8.DecodeRune(s.src[s.pos:s.limit])
		if !isIdentContRune(r) {
			if r != utf8.RuneError && !unicode.IsSpace(r) && s.pos > start {
				// CPython reports the bad character inside the identifier.
				if unicode.IsPrint(r) {
					s.error(s.pos, s.pos+size, "invalid character '%c' (U+%04X)", r, r)
				} else {
					s.error(s.pos, s.pos+size, "invalid non-printable character U+%04X", r)
				}
				s.pos += size
				return token.Token{Kind: token.ILLEGAL, Pos: token.Pos(start), End: token.Pos(s.pos)}
			}
			break
		}
		ascii = false
		s.pos += size
	}
	lit := string(s.src[start:s.pos])
	if !ascii {
		lit = normalizeIdent(lit)
	}
	return token.Token{Kind: token.NAME, Pos: token.Pos(start), End: token.Pos(s.pos), Lit: lit}
}

// stringPrefix reports whether a string prefix starts at s.pos, and its length.
func (s *Scanner) stringPrefix() (bool, int) {
	for n := 1; n <= 3; n++ {
		if c := s.peek(n-1) | 0x20; c != 'r' && c != 'b' && c != 'u' && c != 'f' {
			return false, 0
		}
		if q := s.peek(n); q == '"' || q == '\'' {
			return validPrefix(string(s.src[s.pos : s.pos+n])), n
		}
	}
	return false, 0
}

func validPrefix(p string) bool {
	var r, b, u, f bool
	for i := 0; i < len(p); i++ {
		switch p[i] | 0x20 {
		case 'r':
			r = true
		case 'b':
			b = true
		case 'u':
			u = true
		case 'f':
			f = true
		}
	}
	switch {
	case u && len(p) > 1:
		return false
	case b && f:
		return false
	case len(p) == 2 && !r:
		return false
	}
	return true
}

func (s *Scanner) number() token.Token {
	start := s.pos
	bad := func(msg string) token.Token {
		// Consume the rest of the alphanumeric run.
		for s.pos < s.limit && (isIdentStart(s.src[s.pos]) || isDigit(s.src[s.pos])) {
			s.pos++
		}
		s.error(start, s.pos, "%s", msg)
		return token.Token{Kind: token.ILLEGAL, Pos: token.Pos(start), End: token.Pos(s.pos)}
	}
	digits := func(ok func(byte) bool) bool {
		// digits with single underscores between them; returns false on a bad underscore.
		n := 0
		for s.pos < s.limit {
			c := s.src[s.pos]
			if c == '_' {
				if n == 0 || s.pos+1 >= s.limit || !ok(s.src[s.pos+1]) {
					return false
				}
				s.pos++
				continue
			}
			if !ok(c) {
				break
			}
			s.pos++
			n++
		}
		return true
	}
	isHex := func(c byte) bool { return isDigit(c) || c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F' }
	isOct := func(c byte) bool { return c >= '0' && c <= '7' }
	isBin := func(c byte) bool { return c == '0' || c == '1' }
	finish := func(kind string) token.Token {
		if s.pos < s.limit {
			c := s.src[s.pos]
			if isIdentStart(c) || isDigit(c) || c >= utf8.RuneSelf {
				// Python 3.12 allows a keyword right after a number
				// (1if x else y) with a deprecation warning.
				if kind == "decimal" && s.keywordFollows() {
					return token.Token{Kind: token.NUMBER, Pos: token.Pos(start), End: token.Pos(s.pos), Lit: string(s.src[start:s.pos])}
				}
				return bad("invalid " + kind + " literal")
			}
		}
		return token.Token{Kind: token.NUMBER, Pos: token.Pos(start), End: token.Pos(s.pos), Lit: string(s.src[start:s.pos])}
	}
	if s.src[s.pos] == '0' && s.pos+1 < s.limit {
		switch s.src[s.pos+1] | 0x20 {
		case 'x':
			s.pos += 2
			if s.peek(0) == '_' {
				s.pos++
			}
			if !isHex(s.peek(0)) {
				return bad("invalid hexadecimal literal")
			}
			if !digits(isHex) {
				return bad("invalid hexadecimal literal")
			}
			return finish("hexadecimal")
		case 'o':
			s.pos += 2
			if s.peek(0) == '_' {
				s.pos++
			}
			if !isOct(s.peek(0)) {
				if isDigit(s.peek(0)) {
					return bad(fmt.Sprintf("invalid digit '%c' in octal literal", s.peek(0)))
				}
				return bad("invalid octal literal")
			}
			if !digits(isOct) {
				return bad("invalid octal literal")
			}
			if isDigit(s.peek(0)) {
				return bad(fmt.Sprintf("invalid digit '%c' in octal literal", s.peek(0)))
			}
			return finish("octal")
		case 'b':
			s.pos += 2
			if s.peek(0) == '_' {
				s.pos++
			}
			if !isBin(s.peek(0)) {
				if isDigit(s.peek(0)) {
					return bad(fmt.Sprintf("invalid digit '%c' in binary literal", s.peek(0)))
				}
				return bad("invalid binary literal")
			}
			if !digits(isBin) {
				return bad("invalid binary literal")
			}
			if isDigit(s.peek(0)) {
				return bad(fmt.Sprintf("invalid digit '%c' in binary literal", s.peek(0)))
			}
			return finish("binary")
		}
	}
	// Decimal integer, float or imaginary.
	isFloat := false
	if s.src[s.pos] != '.' {
		if !digits(isDigit) {
			return bad("invalid decimal literal")
		}
	}
	intEnd := s.pos
	if s.peek(0) == '.' {
		isFloat = true
		s.pos++
		if isDigit(s.peek(0)) {
			if !digits(isDigit) {
				return bad("invalid decimal literal")
			}
		}
	}
	if c := s.peek(0) | 0x20; c == 'e' {
		save := s.pos
		s.pos++
		if s.peek(0) == '+' || s.peek(0) == '-' {
			s.pos++
		}
		if !isDigit(s.peek(0)) {
			s.pos = save
			// "1else" is 1 followed by a keyword.
			if s.keywordFollows() {
				return token.Token{Kind: token.NUMBER, Pos: token.Pos(start), End: token.Pos(s.pos), Lit: string(s.src[start:s.pos])}
			}
			s.pos++
			return bad("invalid decimal literal")
		}
		if !digits(isDigit) {
			return bad("invalid decimal literal")
		}
		isFloat = true
	}
	if c := s.peek(0) | 0x20; c == 'j' {
		s.pos++
		return finish("imaginary")
	}
	if !isFloat {
		// Leading zeros: "0" followed by more digits must be all zeros.
		lit := s.src[start:intEnd]
		if len(lit) > 1 && lit[0] == '0' {
			for _, c := range lit {
				if c != '0' && c != '_' {
					s.error(start, intEnd, "leading zeros in decimal integer literals are not permitted; use an 0o prefix for octal integers")
					return token.Token{Kind: token.ILLEGAL, Pos: token.Pos(start), End: token.Pos(s.pos)}
				}
			}
		}
	}
	return finish("decimal")
}

// keywordFollows reports whether a keyword that may follow a number
// (and, else, for, if, in, is, not, or) starts at s.pos.
func (s *Scanner) keywordFollows() bool {
	for _, kw := range []string{"and", "else", "for", "if", "in", "is", "not", "or"} {
		if s.pos+len(kw) <= s.limit && string(s.src[s.pos:s.pos+len(kw)]) == kw {
			return true
		}
	}
	return false
}

func (s *Scanner) operator() token.Token {
	start := s.pos
	c := s.src[s.pos]
	kind, n := operatorAt(s.src[s.pos:s.limit])
	if kind == token.ILLEGAL {
		s.pos++
		if c < 0x20 || c == 0x7f {
			if c == 0 {
				s.error(start, s.pos, "source code cannot contain null bytes")
			} else {
				s.error(start, s.pos, "invalid non-printable character U+%04X", c)
			}
		} else {
			s.error(start, s.pos, "invalid syntax")
		}
		return token.Token{Kind: token.ILLEGAL, Pos: token.Pos(start), End: token.Pos(s.pos)}
	}
	s.pos += n
	switch kind {
	case token.LPAR, token.LSQB, token.LBRACE:
		if len(s.parens) >= MaxNesting {
			s.error(start, s.pos, "too many nested parentheses")
			return token.Token{Kind: token.ILLEGAL, Pos: token.Pos(start), End: token.Pos(s.pos)}
		}
		s.parens = append(s.parens, paren{c, start})
	case token.RPAR, token.RSQB, token.RBRACE:
		if len(s.parens) == 0 {
			s.error(start, s.pos, "unmatched '%c'", c)
			return token.Token{Kind: token.ILLEGAL, Pos: token.Pos(start), End: token.Pos(s.pos)}
		}
		open := s.parens[len(s.parens)-1]
		s.parens = s.parens[:len(s.parens)-1]
		if want := closerOf(open.kind); want != c {
			if s.line(open.pos) != s.line(start) {
				s.error(start, s.pos, "closing parenthesis '%c' does not match opening parenthesis '%c' on line %d", c, open.kind, s.line(open.pos))
			} else {
				s.error(start, s.pos, "closing parenthesis '%c' does not match opening parenthesis '%c'", c, open.kind)
			}
			return token.Token{Kind: token.ILLEGAL, Pos: token.Pos(start), End: token.Pos(s.pos)}
		}
	}
	return token.Token{Kind: kind, Pos: token.Pos(start), End: token.Pos(s.pos)}
}

func closerOf(c byte) byte {
	switch c {
	case '(':
		return ')'
	case '[':
		return ']'
	}
	return '}'
}

// operatorAt returns the operator at the start of b (longest match) and
// its length, or ILLEGAL.
func operatorAt(b []byte) (token.Kind, int) {
	c := b[0]
	var c1, c2 byte
	if len(b) > 1 {
		c1 = b[1]
	}
	if len(b) > 2 {
		c2 = b[2]
	}
	switch c {
	case '(':
		return token.LPAR, 1
	case ')':
		return token.RPAR, 1
	case '[':
		return token.LSQB, 1
	case ']':
		return token.RSQB, 1
	case '{':
		return token.LBRACE, 1
	case '}':
		return token.RBRACE, 1
	case ',':
		return token.COMMA, 1
	case ';':
		return token.SEMI, 1
	case '~':
		return token.TILDE, 1
	case ':':
		if c1 == '=' {
			return token.COLONEQUAL, 2
		}
		return token.COLON, 1
	case '.':
		if c1 == '.' && c2 == '.' {
			return token.ELLIPSIS, 3
		}
		return token.DOT, 1
	case '=':
		if c1 == '=' {
			return token.EQEQUAL, 2
		}
		return token.EQUAL, 1
	case '!':
		if c1 == '=' {
			return token.NOTEQUAL, 2
		}
		return token.EXCLAMATION, 1
	case '+':
		if c1 == '=' {
			return token.PLUSEQUAL, 2
		}
		return token.PLUS, 1
	case '-':
		if c1 == '=' {
			return token.MINEQUAL, 2
		}
		if c1 == '>' {
			return token.RARROW, 2
		}
		return token.MINUS, 1
	case '*':
		if c1 == '*' {
			if c2 == '=' {
				return token.DOUBLESTAREQUAL, 3
			}
			return token.DOUBLESTAR, 2
		}
		if c1 == '=' {
			return token.STAREQUAL, 2
		}
		return token.STAR, 1
	case '/':
		if c1 == '/' {
			if c2 == '=' {
				return token.DOUBLESLASHEQUAL, 3
			}
			return token.DOUBLESLASH, 2
		}
		if c1 == '=' {
			return token.SLASHEQUAL, 2
		}
		return token.SLASH, 1
	case '%':
		if c1 == '=' {
			return token.PERCENTEQUAL, 2
		}
		return token.PERCENT, 1
	case '&':
		if c1 == '=' {
			return token.AMPEREQUAL, 2
		}
		return token.AMPER, 1
	case '|':
		if c1 == '=' {
			return token.VBAREQUAL, 2
		}
		return token.VBAR, 1
	case '^':
		if c1 == '=' {
			return token.CIRCUMFLEXEQUAL, 2
		}
		return token.CIRCUMFLEX, 1
	case '@':
		if c1 == '=' {
			return token.ATEQUAL, 2
		}
		return token.AT, 1
	case '<':
		if c1 == '<' {
			if c2 == '=' {
				return token.LEFTSHIFTEQUAL, 3
			}
			return token.LEFTSHIFT, 2
		}
		if c1 == '=' {
			return token.LESSEQUAL, 2
		}
		return token.LESS, 1
	case '>':
		if c1 == '>' {
			if c2 == '=' {
				return token.RIGHTSHIFTEQUAL, 3
			}
			return token.RIGHTSHIFT, 2
		}
		if c1 == '=' {
			return token.GREATEREQUAL, 2
		}
		return token.GREATER, 1
	}
	return token.ILLEGAL, 0
}
