// Package parser implements a parser for Python 3.12 source files. It
// builds the tree of package ast with CPython's classes, fields and
// positions (a span on every positioned node, identical to CPython's
// lineno/col_offset/end_lineno/end_col_offset, columns in UTF-8 bytes plus
// one), and reports syntax errors as diagnostics with CPython's messages
// where it has them, recovering at the next statement so that one file can
// yield several errors (at most one per line).
package parser

//go:generate python3 gen_tables.py
//go:generate python3 gen_unicodenames.py

import (
	"bytes"
	"fmt"
	"strings"

	"clauz3/pkg/diag"
	"clauz3/pkg/python/ast"
	"clauz3/pkg/python/scanner"
	"clauz3/pkg/python/token"
)

// MaxFileSize is the largest source file ParseFile accepts.
const MaxFileSize = 64 << 20

// MaxDepth bounds the nesting of statements and expressions. CPython
// cannot build trees much deeper (its ast construction stops near 3000
// levels), and ast.DecodeModule refuses deeper documents.
const MaxDepth = 2900

// ParseFile parses the source of one Python file. filename is used in the
// spans. The error, when not nil, is a diag.List of syntax errors; the
// returned module is then nil.
func ParseFile(filename string, src []byte) (*ast.Module, error) {
	text, d := Decode(filename, src)
	if d != nil {
		return nil, diag.List{d}
	}
	p := newParser(filename, text)
	mod := p.parseModule()
	if len(p.errs) > 0 {
		return nil, p.errorList()
	}
	return mod, nil
}

// errorList returns the diagnostics in file order. CPython reports one
// error: a tokenizer error found after the point where its parser failed
// replaces the parser's error. Here both are reported, in file order, so
// the first diagnostic is not CPython's error in that case (the tokenizer
// error is among the others).
func (p *parser) errorList() diag.List {
	p.errs.Sort()
	return p.errs
}

// ParseExpr parses a single expression, as Python's eval mode: leading
// whitespace is allowed and newlines are ignored as inside brackets. Spans
// use the file name "<expr>".
func ParseExpr(src string) (ast.Expr, error) {
	text, d := Decode("<expr>", []byte(src))
	if d != nil {
		return nil, diag.List{d}
	}
	p := newParserMode("<expr>", text, true)
	var e ast.Expr
	func() {
		defer p.recoverStmt()
		p.skipNewlines()
		e = p.starExpressions()
		for p.kind() == token.NEWLINE {
			p.next()
		}
		if p.kind() != token.EOF {
			p.syntaxError()
		}
	}()
	if len(p.errs) > 0 {
		return nil, p.errorList()
	}
	return e, nil
}

type parser struct {
	file     *token.File
	src      []byte
	toks     []token.Token
	i        int
	errs     diag.List
	lineDiag map[int]*diag.Diagnostic // the error reported on each line
	scanning bool                     // the scanner is reporting
	depth    int
	spec     int // > 0 while parsing speculatively: errors only unwind
	parens   map[ast.Expr]bool
	scanErrs int
	inner    bool // parsing an f-string replacement field

	scanDiags   map[*diag.Diagnostic]bool // the diagnostics that come from the scanner
	unclosed    string                    // "'(' was never closed" when a bracket is open at EOF
	unclosedPos token.Pos
}

// bailout unwinds the parser to the enclosing statement after an error.
type bailout struct{}

func newParser(filename string, src []byte) *parser {
	return newParserMode(filename, src, false)
}

// newParserMode scans src; with inner, as an expression (no NEWLINE,
// INDENT or DEDENT tokens).
func newParserMode(filename string, src []byte, inner bool) *parser {
	p := &parser{file: token.NewFile(filename, src), src: src, lineDiag: map[int]*diag.Diagnostic{}, parens: map[ast.Expr]bool{}, scanDiags: map[*diag.Diagnostic]bool{}}
	var s scanner.Scanner
	if inner {
		s.InitRegion(p.file, src, 0, token.Pos(len(src)), p.scanError)
	} else {
		s.Init(p.file, src, p.scanError)
	}
	p.scanning = true
	defer func() { p.scanning = false }()
	p.toks = make([]token.Token, 0, len(src)/4+16)
	for {
		t := s.Scan()
		p.toks = append(p.toks, t)
		if t.Kind == token.EOF {
			break
		}
	}
	p.scanErrs = s.ErrorCount
	if pos, ch, ok := s.Unclosed(); ok {
		p.unclosed = fmt.Sprintf("'%c' was never closed", ch)
		p.unclosedPos = pos
	}
	return p
}

func (p *parser) scanError(pos, end token.Pos, msg string) {
	if d := p.report(pos, end, msg); d != nil {
		p.scanDiags[d] = true
	}
}

func (p *parser) report(pos, end token.Pos, msg string) *diag.Diagnostic {
	line, _ := p.file.LineCol(pos)
	if old := p.lineDiag[line]; old != nil {
		// CPython reports an unexpected indent before it reads the rest of
		// the line (for other parser errors it looks for a tokenizer error
		// further on and reports that instead).
		if msg == "unexpected indent" && p.scanDiags[old] && !p.scanning && pos < p.file.LineStart(old.Span.Line)+token.Pos(old.Span.Col-1) {
			delete(p.scanDiags, old)
			if end <= pos {
				end = pos + 1
			}
			old.Message, old.Span = msg, p.file.Span(pos, end)
			return old
		}
		return nil
	}
	if end <= pos {
		end = pos + 1
		if int(end) > len(p.src) {
			end = pos
		}
	}
	d := &diag.Diagnostic{Severity: diag.Error, Code: "syntax-error", Message: msg, Span: p.file.Span(pos, end)}
	p.errs.Add(d)
	p.lineDiag[line] = d
	return d
}

// errorAt reports msg at [pos, end) and unwinds to the statement.
func (p *parser) errorAt(pos, end token.Pos, msg string) {
	if p.unclosed != "" && (p.atEnd() || p.line(p.tok().Pos) > p.line(p.unclosedPos)) {
		pos, end, msg = p.unclosedPos, p.unclosedPos+1, p.unclosed
	}
	if p.spec == 0 {
		p.report(pos, end, msg)
	}
	panic(bailout{})
}

func (p *parser) errorf(format string, args ...any) {
	t := p.tok()
	p.errorAt(t.Pos, t.End, fmt.Sprintf(format, args...))
}

// syntaxError reports "invalid syntax" (or a more precise message) at the
// current token.
func (p *parser) syntaxError() {
	t := p.tok()
	switch t.Kind {
	case token.ILLEGAL:
		// The scanner has reported it.
		if p.spec == 0 && p.scanErrs == 0 {
			p.report(t.Pos, t.End, "invalid syntax")
		}
		panic(bailout{})
	case token.INDENT:
		p.errorAt(max(t.Pos, t.End-1), t.End, "unexpected indent")
	case token.DEDENT:
		p.errorAt(t.Pos, t.End, "unindent does not match any outer indentation level")
	case token.EOF:
		if p.scanErrs > 0 && p.unclosed == "" {
			panic(bailout{})
		}
		p.errorAt(t.Pos, t.End, "invalid syntax")
	}
	p.errorAt(t.Pos, t.End, "invalid syntax")
}

func (p *parser) recoverStmt() {
	if r := recover(); r != nil {
		if _, ok := r.(bailout); !ok {
			panic(r)
		}
	}
}

// ---- token access ---------------------------------------------------------

func (p *parser) tok() token.Token { return p.toks[p.i] }

// atEnd reports whether only the end of the file is left: NEWLINE,
// DEDENT and EOF tokens (the scanner closes the indentation there).
func (p *parser) atEnd() bool {
	for _, t := range p.toks[p.i:] {
		switch t.Kind {
		case token.NEWLINE, token.DEDENT, token.EOF:
		default:
			return false
		}
	}
	return true
}
func (p *parser) kind() token.Kind { return p.toks[p.i].Kind }
func (p *parser) peekKind(n int) token.Kind {
	if p.i+n < len(p.toks) {
		return p.toks[p.i+n].Kind
	}
	return token.EOF
}
func (p *parser) peekTok(n int) token.Token {
	if p.i+n < len(p.toks) {
		return p.toks[p.i+n]
	}
	return p.toks[len(p.toks)-1]
}

func (p *parser) next() {
	if p.i < len(p.toks)-1 {
		p.i++
	}
}

// isKw reports whether the current token is the (hard or soft) keyword kw.
func (p *parser) isKw(kw string) bool {
	t := p.toks[p.i]
	return t.Kind == token.NAME && t.Lit == kw
}

func (p *parser) got(k token.Kind) bool {
	if p.kind() == k {
		p.next()
		return true
	}
	return false
}

func (p *parser) gotKw(kw string) bool {
	if p.isKw(kw) {
		p.next()
		return true
	}
	return false
}

func (p *parser) expect(k token.Kind) token.Token {
	t := p.tok()
	if t.Kind != k {
		if t.Kind == token.ILLEGAL || t.Kind == token.INDENT || t.Kind == token.DEDENT || t.Kind == token.EOF && p.scanErrs > 0 {
			p.syntaxError()
		}
		if k == token.COLON {
			p.errorf("expected '%s'", k)
		}
		p.syntaxError()
	}
	p.next()
	return t
}

// prevEnd is the end of the last consumed token.
func (p *parser) prevEnd() token.Pos {
	if p.i == 0 {
		return 0
	}
	return p.toks[p.i-1].End
}

func (p *parser) span(start token.Pos) diag.Span { return p.file.Span(start, p.prevEnd()) }
func (p *parser) spanTo(start, end token.Pos) diag.Span {
	return p.file.Span(start, end)
}

func startOf(n ast.Node, f *token.File) token.Pos {
	s := n.Span()
	return f.LineStart(s.Line) + token.Pos(s.Col-1)
}

func (p *parser) startOf(n ast.Node) token.Pos { return startOf(n, p.file) }

func (p *parser) endOf(n ast.Node) token.Pos {
	s := n.Span()
	return p.file.LineStart(s.EndLine) + token.Pos(s.EndCol-1)
}

func (p *parser) enter() {
	p.depth++
	if p.depth > MaxDepth {
		t := p.tok()
		p.errorAt(t.Pos, t.End, fmt.Sprintf("too many nested expressions or statements: source too complex to parse (nesting deeper than %d)", MaxDepth))
	}
}

func (p *parser) leave() { p.depth-- }

// identifier expects a NAME that is not a hard keyword.
func (p *parser) identifier() (string, token.Token) {
	t := p.tok()
	if t.Kind != token.NAME || token.IsKeyword(t.Lit) {
		p.syntaxError()
	}
	p.next()
	return t.Lit, t
}

func (p *parser) isIdent() bool {
	t := p.tok()
	return t.Kind == token.NAME && !token.IsKeyword(t.Lit)
}

// speculate runs f with errors suppressed and reports whether it ran to
// completion; on failure the token position is restored.
func (p *parser) speculate(f func()) (ok bool) {
	save, depth := p.i, p.depth
	p.spec++
	defer func() {
		p.spec--
		if r := recover(); r != nil {
			if _, isB := r.(bailout); !isB {
				panic(r)
			}
			p.i, p.depth = save, depth
			ok = false
		}
	}()
	f()
	return true
}

func (p *parser) skipNewlines() {
	for p.kind() == token.NEWLINE {
		p.next()
	}
}

// Decode converts the bytes of a source file to UTF-8 text as CPython
// reads them: a UTF-8 BOM is dropped, a PEP 263 coding declaration on line
// 1 or 2 selects the encoding (UTF-8, or a single-byte encoding from the
// built-in tables; others are an error), "\r\n" and "\r" become "\n", and
// invalid UTF-8, null bytes and files over MaxFileSize are diagnostics.
func Decode(filename string, src []byte) ([]byte, *diag.Diagnostic) {
	at := func(line, col int, format string, args ...any) *diag.Diagnostic {
		return diag.Errorf(diag.Span{File: filename, Line: line, Col: col, EndLine: line, EndCol: col + 1}, "syntax-error", format, args...)
	}
	if len(src) > MaxFileSize {
		return nil, at(1, 1, "file too large: %d bytes (the limit is %d MiB)", len(src), MaxFileSize>>20)
	}
	bom := bytes.HasPrefix(src, []byte("\xef\xbb\xbf"))
	if bom {
		src = src[3:]
	}
	enc, line := codingSpec(src)
	if enc != "" {
		norm := normalizeEncoding(enc)
		gn := strings.ToLower(strings.ReplaceAll(enc, "_", "-"))
		switch {
		case bom && gn != "utf-8" && !strings.HasPrefix(gn, "utf-8-"):
			// CPython's get_normal_name does not map "utf8" to "utf-8".
			return nil, at(line, 1, "encoding problem: %s with BOM", enc)
		case norm == "utf-8":
		default:
			table, ok := singleByteTable(norm)
			if !ok {
				return nil, at(line, 1, "unknown or unsupported encoding: %s", enc)
			}
			var b strings.Builder
			for _, c := range src {
				if c < 0x80 {
					b.WriteByte(c)
					continue
				}
				r := table[c-0x80]
				if r == 0xFFFD {
					return nil, at(1, 1, "(unicode error) '%s' codec can't decode byte 0x%02x", norm, c)
				}
				b.WriteRune(r)
			}
			src = []byte(b.String())
		}
	}
	// Newlines and validity.
	var out []byte
	line = 1
	col := 1
	for i := 0; i < len(src); {
		c := src[i]
		if c == '\r' {
			if out == nil {
				out = append(make([]byte, 0, len(src)), src[:i]...)
			}
			out = append(out, '\n')
			i++
			if i < len(src) && src[i] == '\n' {
				i++
			}
			line++
			col = 1
			continue
		}
		if c == 0 {
			return nil, at(line, col, "source code cannot contain null bytes")
		}
		if c < 0x80 {
			if out != nil {
				out = append(out, c)
			}
			if c == '\n' {
				line++
				col = 1
			} else {
				col++
			}
			i++
			continue
		}
		n := validUTF8Len(src[i:])
		if n == 0 {
			return nil, at(line, col, "Non-UTF-8 code starting with '\\x%02x' on line %d, but no encoding declared; see https://peps.python.org/pep-0263/ for details", c, line)
		}
		if out != nil {
			out = append(out, src[i:i+n]...)
		}
		i += n
		col += n
	}
	if out == nil {
		out = src
	}
	return out, nil
}

// validUTF8Len returns the length of the valid UTF-8 sequence at b, or 0.
// Surrogates are invalid, as in CPython's decoder.
func validUTF8Len(b []byte) int {
	c := b[0]
	cont := func(i int) bool { return i < len(b) && b[i]&0xC0 == 0x80 }
	switch {
	case c >= 0xC2 && c <= 0xDF:
		if cont(1) {
			return 2
		}
	case c >= 0xE0 && c <= 0xEF:
		if cont(1) && cont(2) {
			if c == 0xE0 && b[1] < 0xA0 || c == 0xED && b[1] >= 0xA0 {
				return 0
			}
			return 3
		}
	case c >= 0xF0 && c <= 0xF4:
		if cont(1) && cont(2) && cont(3) {
			if c == 0xF0 && b[1] < 0x90 || c == 0xF4 && b[1] >= 0x90 {
				return 0
			}
			return 4
		}
	}
	return 0
}

// codingSpec returns the encoding named by a PEP 263 declaration in the
// first two lines (the second only when the first is blank or a comment).
func codingSpec(src []byte) (string, int) {
	for line := 1; line <= 2; line++ {
		end := bytes.IndexByte(src, '\n')
		var l []byte
		if end < 0 {
			l = src
		} else {
			l = src[:end]
		}
		t := bytes.TrimLeft(l, " \t\f")
		if len(t) > 0 && t[0] == '#' {
			if enc := codingIn(t); enc != "" {
				return enc, line
			}
		} else if len(bytes.TrimSpace(t)) > 0 {
			return "", 0
		}
		if end < 0 {
			break
		}
		src = src[end+1:]
	}
	return "", 0
}

func codingIn(comment []byte) string {
	s := string(comment)
	for {
		i := strings.Index(s, "coding")
		if i < 0 {
			return ""
		}
		s = s[i+6:]
		if len(s) > 0 && (s[0] == ':' || s[0] == '=') {
			s = strings.TrimLeft(s[1:], " \t")
			j := 0
			for j < len(s) && (s[j] == '-' || s[j] == '_' || s[j] == '.' || s[j] >= '0' && s[j] <= '9' || s[j]|0x20 >= 'a' && s[j]|0x20 <= 'z') {
				j++
			}
			if j > 0 {
				return s[:j]
			}
		}
	}
}

// normalizeEncoding maps an encoding name to the canonical names used here,
// as CPython's get_normal_name and codec lookup do.
func normalizeEncoding(enc string) string {
	e := strings.ToLower(strings.ReplaceAll(enc, "_", "-"))
	switch {
	case e == "utf-8" || e == "utf8" || strings.HasPrefix(e, "utf-8-"):
		return "utf-8"
	case e == "latin-1" || e == "latin1" || e == "iso-8859-1" || e == "iso8859-1" || e == "l1" || e == "iso-latin-1" ||
		strings.HasPrefix(e, "latin-1-") || strings.HasPrefix(e, "iso-8859-1-") || strings.HasPrefix(e, "iso-latin-1-"):
		return "latin-1"
	case e == "ascii" || e == "us-ascii":
		return "ascii"
	}
	e = strings.ReplaceAll(e, "-", "")
	if strings.HasPrefix(e, "iso8859") {
		return "iso8859-" + e[len("iso8859"):]
	}
	return e
}
