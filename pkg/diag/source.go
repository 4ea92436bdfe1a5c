package diag

import (
	"fmt"
	"path/filepath"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Sources gives the renderer the text of the files diagnostics point
// into, so that the full form can quote the line under a span. Explain
// passes the sources a document carries; the binaries read the files.
type Sources interface {
	// Line returns line n (1-based) of file without its line ending,
	// and false when the file or the line is not known.
	Line(file string, n int) (string, bool)
}

// Texts is Sources over file texts held in memory, in the order they
// were added. A path matches a file when it is equal to it or names the
// same file once cleaned (filepath.Clean); the first match wins.
type Texts struct {
	paths []string
	texts []string
	lines map[string][]string // file -> its lines, filled lazily
}

// NewTexts returns an empty Texts. The zero Texts is empty too.
func NewTexts() *Texts { return &Texts{lines: map[string][]string{}} }

// Add adds the text of the file at path.
func (t *Texts) Add(path, text string) {
	t.paths = append(t.paths, path)
	t.texts = append(t.texts, text)
	t.lines = nil // a file looked up before may match now
}

// Lines returns the lines of file, or nil when it is not known.
func (t *Texts) Lines(file string) []string {
	if t == nil || file == "" {
		return nil
	}
	if ls, ok := t.lines[file]; ok {
		return ls
	}
	var ls []string
	for i, p := range t.paths {
		if p == file || filepath.Clean(p) == filepath.Clean(file) {
			ls = SplitLines(t.texts[i])
			break
		}
	}
	if t.lines == nil {
		t.lines = map[string][]string{}
	}
	t.lines[file] = ls
	return ls
}

// Line implements Sources.
func (t *Texts) Line(file string, n int) (string, bool) {
	ls := t.Lines(file)
	if n < 1 || n > len(ls) {
		return "", false
	}
	return ls[n-1], true
}

// SplitLines splits text at CPython's universal newlines (\r\n, \r, \n);
// a final line ending does not start another line.
func SplitLines(text string) []string {
	var out []string
	for len(text) > 0 {
		i := strings.IndexAny(text, "\r\n")
		if i < 0 {
			out = append(out, text)
			break
		}
		out = append(out, text[:i])
		if text[i] == '\r' && i+1 < len(text) && text[i+1] == '\n' {
			i++
		}
		text = text[i+1:]
	}
	return out
}

// tabWidth is the tab stop used to expand tabs in quoted source lines, so
// that the carets line up under the span whatever the terminal does.
const tabWidth = 8

// Snippet is a quoted source line with the carets under a span.
type Snippet struct {
	Line   string // the line as displayed: tabs expanded, controls escaped
	Pad    string // spaces up to the first caret
	Carets string
}

// MakeSnippet places carets under bytes [col-1, endCol-1) of raw (1-based
// byte columns, endCol exclusive). A span that continues on later lines
// (toEOL) is clipped to the end of raw. Columns inside a UTF-8 sequence
// are widened to whole characters. It reports false when col is not on
// the line at all; a span with no width gets one caret.
func MakeSnippet(raw string, col, endCol int, toEOL bool) (Snippet, bool) {
	start := col - 1
	if start < 0 || start > len(raw) {
		return Snippet{}, false
	}
	end := endCol - 1
	if toEOL || end > len(raw) {
		end = len(raw)
	}
	if end < start {
		end = start
	}
	for start > 0 && start < len(raw) && !utf8.RuneStart(raw[start]) {
		start--
	}
	for end < len(raw) && !utf8.RuneStart(raw[end]) {
		end++
	}

	var b strings.Builder
	width, wStart, wEnd := 0, -1, -1
	for i := 0; ; {
		if i == start {
			wStart = width
		}
		if i == end {
			wEnd = width
		}
		if i >= len(raw) {
			break
		}
		r, size := utf8.DecodeRuneInString(raw[i:])
		text, w := display(r, raw[i:i+size], width)
		b.WriteString(text)
		width += w
		i += size
	}
	n := wEnd - wStart
	if n < 1 {
		n = 1
	}
	return Snippet{
		Line:   b.String(),
		Pad:    strings.Repeat(" ", wStart),
		Carets: strings.Repeat("^", n),
	}, true
}

// display returns how rune r (whose bytes are raw) is shown at display
// column at, and its width. Tabs expand to the next tab stop; control and
// format characters (including bidirectional overrides, which could make
// source read differently from what Python runs) and invalid bytes are
// shown escaped, as Python writes them.
func display(r rune, raw string, at int) (string, int) {
	if r == '\t' {
		n := tabWidth - at%tabWidth
		return strings.Repeat(" ", n), n
	}
	if esc, ok := escape(r, raw); ok {
		return esc, len(esc)
	}
	return raw, RuneWidth(r)
}

// escape returns the Python escape for a rune that must not be printed as
// is: invalid UTF-8, C0/C1 controls, format characters (Cf) and the line
// and paragraph separators.
func escape(r rune, raw string) (string, bool) {
	switch {
	case r == utf8.RuneError && len(raw) == 1:
		return fmt.Sprintf(`\x%02x`, raw[0]), true
	case r < 0x20 || (r >= 0x7f && r < 0xa0):
		return fmt.Sprintf(`\x%02x`, r), true
	case unicode.Is(unicode.Cf, r), r == 0x2028, r == 0x2029:
		if r > 0xffff {
			return fmt.Sprintf(`\U%08x`, r), true
		}
		return fmt.Sprintf(`\u%04x`, r), true
	}
	return "", false
}

// Sanitize makes s safe to print on one line: control and format
// characters (including newlines and tabs) and invalid bytes are escaped.
func Sanitize(s string) string {
	clean := true
	for i := 0; i < len(s); {
		if c := s[i]; c >= 0x20 && c < 0x7f { // printable ASCII: as is
			i++
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		if _, bad := escape(r, s[i:i+size]); bad {
			clean = false
			break
		}
		i += size
	}
	if clean {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); {
		r, size := utf8.DecodeRuneInString(s[i:])
		if esc, bad := escape(r, s[i:i+size]); bad {
			b.WriteString(esc)
		} else {
			b.WriteString(s[i : i+size])
		}
		i += size
	}
	return b.String()
}

// RuneWidth approximates the terminal width of a printable rune:
// combining marks take no column, East Asian wide and fullwidth
// characters and common emoji take two, everything else one.
func RuneWidth(r rune) int {
	if unicode.In(r, unicode.Mn, unicode.Me) {
		return 0
	}
	for _, w := range wide {
		if r >= w[0] && r <= w[1] {
			return 2
		}
	}
	return 1
}

// wide lists East Asian Wide (W) and Fullwidth (F) ranges and the emoji
// blocks terminals draw two columns wide.
var wide = [...][2]rune{
	{0x1100, 0x115f},
	{0x231a, 0x231b},
	{0x2329, 0x232a},
	{0x23e9, 0x23ec},
	{0x23f0, 0x23f0},
	{0x23f3, 0x23f3},
	{0x25fd, 0x25fe},
	{0x2614, 0x2615},
	{0x2648, 0x2653},
	{0x267f, 0x267f},
	{0x2693, 0x2693},
	{0x26a1, 0x26a1},
	{0x26aa, 0x26ab},
	{0x26bd, 0x26be},
	{0x26c4, 0x26c5},
	{0x26ce, 0x26ce},
	{0x26d4, 0x26d4},
	{0x26ea, 0x26ea},
	{0x26f2, 0x26f3},
	{0x26f5, 0x26f5},
	{0x26fa, 0x26fa},
	{0x26fd, 0x26fd},
	{0x2705, 0x2705},
	{0x270a, 0x270b},
	{0x2728, 0x2728},
	{0x274c, 0x274c},
	{0x274e, 0x274e},
	{0x2753, 0x2755},
	{0x2757, 0x2757},
	{0x2795, 0x2797},
	{0x27b0, 0x27b0},
	{0x27bf, 0x27bf},
	{0x2b1b, 0x2b1c},
	{0x2b50, 0x2b50},
	{0x2b55, 0x2b55},
	{0x2e80, 0x303e},
	{0x3041, 0x33ff},
	{0x3400, 0x4dbf},
	{0x4e00, 0x9fff},
	{0xa000, 0xa4cf},
	{0xa960, 0xa97f},
	{0xac00, 0xd7a3},
	{0xf900, 0xfaff},
	{0xfe10, 0xfe19},
	{0xfe30, 0xfe6f},
	{0xff00, 0xff60},
	{0xffe0, 0xffe6},
	{0x16fe0, 0x16fe4},
	{0x17000, 0x18cff},
	{0x1b000, 0x1b2ff},
	{0x1f004, 0x1f004},
	{0x1f0cf, 0x1f0cf},
	{0x1f18e, 0x1f18e},
	{0x1f191, 0x1f19a},
	{0x1f200, 0x1f251},
	{0x1f300, 0x1f64f},
	{0x1f680, 0x1f6ff},
	{0x1f7e0, 0x1f7eb},
	{0x1f90c, 0x1f9ff},
	{0x1fa70, 0x1faff},
	{0x20000, 0x2fffd},
	{0x30000, 0x3fffd},
}
