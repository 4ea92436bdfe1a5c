package parser

import (
	"strings"
	"testing"
)

// TestLimits feeds inputs nested far beyond what CPython accepts: each must
// give a diagnostic, never a panic or a Go stack overflow.
func TestLimits(t *testing.T) {
	const n = 100000
	for _, tc := range []struct {
		name, src, want string
	}{
		{"parens", strings.Repeat("(", n) + strings.Repeat(")", n), "too many nested parentheses"},
		{"unary", strings.Repeat("-", n) + "1", "nesting deeper than"},
		{"not", strings.Repeat("not ", n) + "x", "nesting deeper than"},
		{"power", strings.Repeat("2**", n) + "2", "nesting deeper than"},
		{"await", "async def f():\n    " + strings.Repeat("await ", n) + "x", "invalid syntax"},
		{"lambda", strings.Repeat("lambda: ", n) + "x", "nesting deeper than"},
		{"ifexp", strings.Repeat("a if b else ", n) + "c", "nesting deeper than"},
		{"binop chain", strings.Repeat("a+", n) + "a", "nesting deeper than"},
		{"attribute chain", "a" + strings.Repeat(".b", n), "nesting deeper than"},
		{"call chain", "f" + strings.Repeat("()", n), "nesting deeper than"},
		{"walrus", strings.Repeat("(a := ", 150) + "1" + strings.Repeat(")", 150) + "\n" + "x = " + strings.Repeat("(a := ", 199) + "1" + strings.Repeat(")", 199), ""},
		{"blocks", nestedIfs(101), "too many levels of indentation"},
		{"fstrings", nestedF(160), "too many nested f-strings"},
		{"many statements", strings.Repeat("x = 1\n", n), ""},
		{"long string", "x = '" + strings.Repeat("a", 10*n) + "'\n", ""},
		{"huge int", "x = " + strings.Repeat("9", 5000) + "\n", "Exceeds the limit (4300 digits)"},
		{"huge hex int", "x = 0x" + strings.Repeat("f", 5000) + "\n", ""},
	} {
		_, err := ParseFile("t.py", []byte(tc.src))
		switch {
		case tc.want == "" && err != nil:
			t.Errorf("%s: unexpected error %v", tc.name, firstLine(err.Error()))
		case tc.want != "" && (err == nil || !strings.Contains(err.Error(), tc.want)):
			got := "no error"
			if err != nil {
				got = firstLine(err.Error())
			}
			t.Errorf("%s: got %s, want %q", tc.name, got, tc.want)
		}
	}
	big := make([]byte, MaxFileSize+1)
	if _, err := ParseFile("big.py", big); err == nil || !strings.Contains(err.Error(), "file too large") {
		t.Errorf("a %d-byte file: %v", len(big), err)
	}
}

func nestedIfs(n int) string {
	var b strings.Builder
	for i := 0; i < n; i++ {
		b.WriteString(strings.Repeat(" ", i) + "if x:\n")
	}
	b.WriteString(strings.Repeat(" ", n) + "pass\n")
	return b.String()
}

func nestedF(n int) string {
	s := "x"
	for i := 0; i < n; i++ {
		s = "f'{" + s + "}'"
	}
	return s
}
