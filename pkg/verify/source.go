package verify

import (
	"crypto/sha256"
	"encoding/hex"

	"clauz3/pkg/diag"
)

// source is the text of one module, as load decoded it (spans count bytes
// of this text), with the offset where each line starts.
type source struct {
	path   string
	src    string
	starts []int // starts[i] is the offset of line i+1
}

func newSource(path, text string) *source {
	s := &source{path: path, src: text, starts: []int{0}}
	for i := 0; i < len(text); i++ {
		switch text[i] {
		case '\n':
			s.starts = append(s.starts, i+1)
		case '\r':
			if i+1 < len(text) && text[i+1] == '\n' {
				i++
			}
			s.starts = append(s.starts, i+1)
		}
	}
	return s
}

// offset is the byte offset of a 1-based line and byte column, clamped to
// the text.
func (s *source) offset(line, col int) int {
	if line < 1 {
		return 0
	}
	if line > len(s.starts) {
		return len(s.src)
	}
	o := s.starts[line-1] + col - 1
	if col < 1 {
		o = s.starts[line-1]
	}
	if o > len(s.src) {
		return len(s.src)
	}
	return o
}

// text is the exact text of a span.
func (s *source) text(sp diag.Span) string {
	a, b := s.offset(sp.Line, sp.Col), s.offset(sp.EndLine, sp.EndCol)
	if b < a {
		return ""
	}
	return s.src[a:b]
}

// lines is the text of the whole lines a span covers: a definition with
// its indentation and a comment after its last statement.
func (s *source) lines(sp diag.Span) string {
	a := s.offset(sp.Line, 1)
	b := len(s.src)
	if sp.EndLine < len(s.starts) {
		b = s.starts[sp.EndLine]
	}
	if b < a {
		return ""
	}
	return s.src[a:b]
}

// sha256Hex is the hex SHA-256 of text.
func sha256Hex(text string) string {
	h := sha256.Sum256([]byte(text))
	return hex.EncodeToString(h[:])
}
