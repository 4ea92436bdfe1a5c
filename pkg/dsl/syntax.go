// Package dsl reads proof-of-thought expression strings: they are Python
// expressions, parsed by pkg/python/parser (never eval); a checker gives
// each expression z3py's meaning as a typed term (sorts, coercions and
// Python-level constant folding made explicit, the folding done by
// pkg/python/value); and an evaluator of typed terms over Go values
// re-checks counterexamples independently of Z3.
//
// Positions are byte offsets into the expression string; Error reports
// them as 1-based columns.
package dsl

import (
	"fmt"
	"math/big"
	"strings"
	"unicode/utf8"

	"clauz3/pkg/diag"
	"clauz3/pkg/python/ast"
	"clauz3/pkg/python/parser"
	"clauz3/pkg/python/scanner"
	"clauz3/pkg/python/token"
)

// Error is a problem with an expression: the expression, the byte span
// of the offending part, and a message.
type Error struct {
	Expr     string
	Pos, End int
	Msg      string
}

func (e *Error) Error() string {
	part := ""
	if e.Pos >= 0 && e.End <= len(e.Expr) && e.Pos < e.End {
		part = fmt.Sprintf(" at %q", e.Expr[e.Pos:e.End])
	}
	return fmt.Sprintf("in expression %q, column %d%s: %s", e.Expr, e.Pos+1, part, e.Msg)
}

// Col is the 1-based column of the offending part.
func (e *Error) Col() int { return e.Pos + 1 }

// source is a parsed expression: its text, the table of its lines (to
// turn the parser's line and column into byte offsets) and its tokens
// (to find the operators, which the tree does not place).
type source struct {
	src  string
	file *token.File
	toks []token.Token
}

// errAt builds an Error for the bytes [pos, end) of the expression, at
// least one byte wide where the expression has one.
func (s *source) errAt(pos, end int, format string, args ...any) *Error {
	if end <= pos {
		end = pos + 1
	}
	if end > len(s.src) {
		end = len(s.src)
	}
	if pos > end {
		pos = end
	}
	return &Error{Expr: s.src, Pos: pos, End: end, Msg: fmt.Sprintf(format, args...)}
}

// offset turns a 1-based line and byte column into a byte offset.
func (s *source) offset(line, col int) int {
	p := int(s.file.LineStart(line)) + col - 1
	return max(0, min(p, len(s.src)))
}

// span returns the byte offsets [pos, end) of a node.
func (s *source) span(n ast.Node) (int, int) {
	sp := n.Span()
	return s.offset(sp.Line, sp.Col), s.offset(sp.EndLine, sp.EndCol)
}

// Parse parses src as a Python expression (eval mode) in
// proof-of-thought syntax. Python's grammar decides; on top of it the DSL
// refuses comments and a second expression after a newline, and reports
// every problem as an *Error located in src.
func Parse(src string) (ast.Expr, error) {
	_, e, err := parse(src)
	return e, err
}

func parse(src string) (*source, ast.Expr, error) {
	s := &source{src: src, file: token.NewFile("<expr>", []byte(src))}
	for i := 0; i < len(src); {
		r, w := utf8.DecodeRuneInString(src[i:])
		if r == utf8.RuneError && w == 1 {
			return nil, nil, s.errAt(i, i+1, "invalid UTF-8")
		}
		i += w
	}
	if strings.HasPrefix(src, "\ufeff") {
		// CPython drops a leading byte order mark, which would move
		// every position of the first line.
		return nil, nil, s.errAt(0, len("\ufeff"), "syntax error: invalid character %q", "\ufeff")
	}
	if err := s.scan(); err != nil {
		return nil, nil, err
	}
	e, err := parser.ParseExpr(s.withBigInts())
	if err != nil {
		var list diag.List
		if l, ok := err.(diag.List); ok && len(l) > 0 {
			list = l
		}
		if list == nil {
			return nil, nil, s.errAt(0, len(src), "syntax error: %v", err)
		}
		return nil, nil, s.syntaxError(list[0])
	}
	return s, e, nil
}

// syntaxError locates a diagnostic of the Python parser in the
// expression.
func (s *source) syntaxError(d *diag.Diagnostic) *Error {
	pos := s.offset(d.Span.Line, d.Span.Col)
	end := s.offset(d.Span.EndLine, d.Span.EndCol)
	msg := d.Message
	switch {
	case strings.HasPrefix(msg, "unterminated string literal"), strings.HasPrefix(msg, "unterminated triple-quoted string literal"):
		// The parser points at the opening quote; the literal runs to
		// the end of its line (of the expression, if triple-quoted).
		end = len(s.src)
		if !strings.Contains(msg, "triple") {
			if i := strings.IndexAny(s.src[pos:], "\r\n"); i >= 0 {
				end = pos + i
			}
		}
	case strings.HasPrefix(msg, "too many nested parentheses"):
		return s.errAt(pos, end, "expression nested too deeply (more than %d levels)", scanner.MaxNesting)
	}
	return s.errAt(pos, end, "syntax error: %s", msg)
}

// scan tokenizes the expression to keep the positions of its operators
// and to refuse what Python's grammar would skip: a comment, and a
// newline outside brackets followed by more tokens. A scanning error is
// left to the parser, which reports it with its context.
func (s *source) scan() error {
	// The scanner reads CPython's decoded text, in which every line ends
	// in "\n": "\r\n" and "\r" are rewritten in place, keeping offsets.
	text := []byte(s.src)
	for i, c := range text {
		if c == '\r' {
			if i+1 < len(text) && text[i+1] == '\n' {
				text[i] = ' '
			} else {
				text[i] = '\n'
			}
		}
	}
	failed := false
	var sc scanner.Scanner
	sc.Init(token.NewFile("<expr>", text), text, func(token.Pos, token.Pos, string) { failed = true })
	covered := make([]bool, len(text)+1)
	newline := -1
	for {
		t := sc.Scan()
		if failed {
			s.toks = nil
			return nil
		}
		if t.Kind == token.EOF {
			break
		}
		switch t.Kind {
		case token.NEWLINE:
			if newline < 0 {
				newline = int(t.Pos)
			}
			continue
		case token.INDENT, token.DEDENT:
			continue
		}
		if newline >= 0 {
			end := newline + 1
			if newline > 0 && s.src[newline-1] == '\r' {
				newline-- // "\r\n", rewritten " \n" above
			}
			return s.errAt(newline, end, "syntax error: newline in expression")
		}
		for i := int(t.Pos); i < int(t.End) && i < len(covered); i++ {
			covered[i] = true
		}
		s.toks = append(s.toks, t)
	}
	for i, c := range text {
		if c == '#' && !covered[i] {
			end := len(text)
			if j := strings.IndexByte(string(text[i:]), '\n'); j >= 0 {
				end = i + j
			}
			return s.errAt(i, end, "syntax error: comments are not allowed in expressions")
		}
	}
	return nil
}

// withBigInts returns the expression with each decimal integer literal
// of more than 4300 digits respelled in hexadecimal, padded with leading
// zeros to the same length, so that offsets do not move. CPython refuses
// such literals (its int_max_str_digits limit, which the parser
// reproduces), but the limit is on converting strings at run time, not a
// property of the DSL: documents carry Python ints of any size.
func (s *source) withBigInts() string {
	var b []byte
	for _, t := range s.toks {
		lit := s.src[t.Pos:t.End]
		if t.Kind != token.NUMBER || len(lit) <= 4300 || strings.ContainsAny(lit, ".eEjJxXoObB") {
			continue
		}
		i, ok := new(big.Int).SetString(strings.ReplaceAll(lit, "_", ""), 10)
		if !ok {
			continue // the parser reports it
		}
		hex := i.Text(16)
		if b == nil {
			b = []byte(s.src)
		}
		copy(b[t.Pos:t.End], "0x"+strings.Repeat("0", len(lit)-2-len(hex))+hex)
	}
	if b == nil {
		return s.src
	}
	return string(b)
}

// opAt returns the span of the operator that follows the byte offset
// from (the end of an operand), skipping the closing brackets of the
// operand: the operator's first token and, for "not in" and "is not",
// its second.
func (s *source) opAt(from int, op string) (int, int) {
	words := strings.Fields(op)
	for i, t := range s.toks {
		if int(t.Pos) < from || t.Kind == token.RPAR || t.Kind == token.RSQB || t.Kind == token.RBRACE {
			continue
		}
		end := int(t.End)
		if len(words) == 2 && i+1 < len(s.toks) {
			end = int(s.toks[i+1].End)
		}
		return int(t.Pos), end
	}
	return from, from + len(op)
}
