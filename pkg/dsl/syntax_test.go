package dsl

import (
	"errors"
	"math/big"
	"strings"
	"testing"
)

// TestPythonSyntax: expressions are Python's, parsed by pkg/python/parser;
// what the DSL refuses is refused with a message located at the
// offending text, also where Python's tree has no position of its own
// (operators) or the parser's position is narrower than the construct.
func TestPythonSyntax(t *testing.T) {
	cases := []struct {
		expr, part, msg string // msg "" means the expression is accepted
	}{
		{"(x) in [1]", "in", "structural membership"},
		{"x not in [1]", "not in", "structural membership"},
		{"(1) < 'a' < 2", "<", "TypeError: '<' not supported between instances of 'int' and 'str'"},
		{"1 is not None", "is not", `"is not" comparisons are not supported`},
		{"And(p, k=1)", "k=", "keyword arguments are not supported"},
		{"And(p, k = 1)", "k = ", "keyword arguments are not supported"},
		{"And(*[p])", "*[p]", "starred arguments"},
		{"And(**d)", "**d", "starred arguments"},
		{"await p", "await", `"await" is not allowed`},
		{"(x := 1) == 1", "x := 1", "assignment expressions"},
		{`'\ud800' == s`, `'\ud800'`, "surrogate code points"},
		{"{1, 2} == x", "{1, 2}", "set displays"},
		{"f'{x}' == s", "f'{x}'", "f-strings"},
		{"b'x' == s", "b'x'", "bytes literals"},
		{"1j == x", "1j", "complex numbers"},
		{"xs[1:2] == xs", "1:2", "slices"},
		{"arr[1, 2] == 1", "1, 2", "multiple subscripts"},
		{"x == ...", "...", "Ellipsis"},
		{"(lambda: 1)()", "lambda: 1", "lambda expressions"},
		{"And(z for z in xs)", "(z for z in xs)", "comprehensions"}, // CPython's span of a sole generator argument
		{"x == 0b2", "0b2", "syntax error: invalid digit '2' in binary literal"},
		{"x == 012", "012", "syntax error: leading zeros"},
		{"x ==\r\n1", "\r\n", "newline in expression"},
		{"x == 1\ny == 2", "\n", "newline in expression"},
		{"x == 1 # c", "# c", "comments are not allowed"},
		{"'#' == s # c", "# c", "comments are not allowed"},
		{"\ufeffx == 1", "\ufeff", "invalid character"},
		{"x == \xff", "\xff", "invalid UTF-8"},
		{"'abc' == s and 'x", "'x", "unterminated string literal"},
		{"x + (1 if p else 2) == 3", "p", "Symbolic expressions cannot be cast"},
		{"1 // 0 == x", "1 // 0", "ZeroDivisionError: integer division or modulo by zero"},
		{"2.0 ** 0.5 == r", "2.0 ** 0.5", "not computed here"},
		{"'abc'[5] == s", "5", "string index out of range"},
		{"ﬁ == 1", "ﬁ", `undefined name "fi"`}, // Python reads identifiers in NFKC
		// Accepted: Python's grammar, Python's meaning.
		{"(x ==\r\n 1)", "", ""},
		{"x == 1\n", "", ""},
		{"  x == 1", "", ""},
		{`'\N{LATIN SMALL LETTER E WITH ACUTE}' == s`, "", ""},
		{"x == 1 if p else x == 2", "", "Symbolic expressions"},
		{"1 < 2 > 1", "", ""},
		{"'\ufeff' == s", "", ""},
		{"x == \ufeff1", "\ufeff", "invalid non-printable character"},
		{"'abc'[1] == s", "", ""},
		{"x == 1 +\\\n 2", "", ""},
	}
	for _, tc := range cases {
		if tc.msg == "" {
			if _, err := CheckBool(tc.expr, testScope()); err != nil {
				t.Errorf("%q: %v", tc.expr, err)
			}
			continue
		}
		wantError(t, tc.expr, tc.part, tc.msg)
	}
}

// wantError checks that expr is refused with a *dsl.Error whose message
// contains msg and which points at part (any place if part is ""); it
// returns the error, nil after reporting a mismatch of type.
func wantError(t *testing.T, expr, part, msg string) *Error {
	t.Helper()
	_, err := CheckBool(expr, testScope())
	var de *Error
	if !errors.As(err, &de) {
		t.Errorf("%q: error %v, want a *dsl.Error", expr, err)
		return nil
	}
	if !strings.Contains(de.Msg, msg) {
		t.Errorf("%q: message %q, want %q", expr, de.Msg, msg)
	}
	if part != "" && expr[de.Pos:de.End] != part {
		t.Errorf("%q: points at %q (column %d), want %q", expr, expr[de.Pos:de.End], de.Col(), part)
	}
	return de
}

// TestBigIntLiterals: documents carry ints of any size, although CPython
// refuses decimal literals of more than 4300 digits; the value and the
// positions after the literal are kept.
func TestBigIntLiterals(t *testing.T) {
	digits := "1" + strings.Repeat("0", 5000)
	src := "x == " + digits + " and y"
	_, err := CheckBool(src, testScope())
	var de *Error
	if !errors.As(err, &de) || src[de.Pos:de.End] != "x == "+digits {
		t.Fatalf("err = %v, want the error at the comparison", err)
	}
	term, err := Check(digits+" + 1", testScope())
	if err != nil {
		t.Fatal(err)
	}
	want, _ := new(big.Int).SetString("1"+strings.Repeat("0", 4999)+"1", 10)
	if v, ok := term.Val.(*big.Int); !ok || v.Cmp(want) != 0 {
		t.Fatalf("%s + 1 = %v", digits[:10], term.Val)
	}
}
