package parser

import (
	"strings"
	"testing"

	"clauz3/pkg/diag"
)

// syntaxErrors pairs a source with its first diagnostic, "line:col: message".
// Messages and positions are CPython's (3.12 wording where it changed).
var syntaxErrors = []struct{ src, want string }{
	{"x = (1,\n", "1:5: '(' was never closed"},
	{"def main() -> None:\n    x = (1 +\n", "2:9: '(' was never closed"},
	{"x = [1, 2\ny = 3\n", "1:5: '[' was never closed"},
	{"if x\n  pass\n", "1:5: expected ':'"},
	{"for x in y\n  pass\n", "1:11: expected ':'"},
	{"class A\n", "1:8: expected ':'"},
	{"def f(:\n", "1:7: invalid syntax"},
	{"f(**a, *b)\n", "1:8: iterable argument unpacking follows keyword argument unpacking"},
	{"f(a=1, b)\n", "1:8: positional argument follows keyword argument"},
	{"f(**a, b)\n", "1:8: positional argument follows keyword argument unpacking"},
	{"x = 'abc\n", "1:5: unterminated string literal (detected at line 1)"},
	{"x = '''abc\n\n", "1:5: unterminated triple-quoted string literal (detected at line 2)"},
	{"x = f'abc\n", "1:5: unterminated f-string literal (detected at line 1)"},
	{"if x:\npass\n", "2:1: expected an indented block after 'if' statement on line 1"},
	{"def f():\nreturn\n", "2:1: expected an indented block after function definition on line 1"},
	{"  x = 1\n", "1:2: unexpected indent"},
	{"    x = 'abc\n", "1:4: unexpected indent"},
	{"if x:\n    a\n  b\n", "3:1: unindent does not match any outer indentation level"},
	{"if x:\n\ta\n        b\n", "3:1: inconsistent use of tabs and spaces in indentation"},
	{"1 = x\n", "1:1: cannot assign to literal here. Maybe you meant '==' instead of '='?"},
	{"f() = 1\n", "1:1: cannot assign to function call here. Maybe you meant '==' instead of '='?"},
	{"[x for x in y] = 1\n", "1:1: cannot assign to list comprehension here. Maybe you meant '==' instead of '='?"},
	{"None = 1\n", "1:1: cannot assign to None"},
	{"x = yield = 1\n", "1:5: assignment to yield expression not possible"},
	{"for f() in x: pass\n", "1:5: cannot assign to function call"},
	{"del f()\n", "1:5: cannot delete function call"},
	{"(a, b) += 1\n", "1:1: 'tuple' is an illegal expression for augmented assignment"},
	{"x +\n", "1:4: invalid syntax"},
	{"a b\n", "1:3: invalid syntax"},
	{"x = 1 +* 2\n", "1:8: invalid syntax"},
	{"print 'x'\n", "1:1: Missing parentheses in call to 'print'. Did you mean print(...)?"},
	{"f'{}'\n", "1:4: f-string: valid expression required before '}'"},
	{"f'{x!z}'\n", "1:6: f-string: invalid conversion character 'z': expected 's', 'r', or 'a'"},
	{"f'}'\n", "1:3: f-string: single '}' is not allowed"},
	{"0777\n", "1:1: leading zeros in decimal integer literals are not permitted; use an 0o prefix for octal integers"},
	{"1_\n", "1:1: invalid decimal literal"},
	{"0x\n", "1:1: invalid hexadecimal literal"},
	{"0o8\n", "1:1: invalid digit '8' in octal literal"},
	{"1e\n", "1:1: invalid decimal literal"},
	{"1.2.3\n", "1:4: invalid syntax"},
	{"x = $\n", "1:5: invalid syntax"},
	{"x = €\n", "1:5: invalid character '€' (U+20AC)"},
	{"x = \u00a0\n", "1:5: invalid non-printable character U+00A0"},
	{"a\\ b\n", "1:3: unexpected character after line continuation character"},
	{"try:\n  pass\n", "2:7: expected 'except' or 'finally' block"},
	{"except:\n  pass\n", "1:1: invalid syntax"},
	{"def f(a=1, b): pass\n", "1:12: parameter without a default follows parameter with a default"},
	{"def f(*): pass\n", "1:7: named arguments must follow bare *"},
	{"from x import a,\n", "1:16: trailing comma not allowed without surrounding parentheses"},
	{"x = )\n", "1:5: unmatched ')'"},
	{"x = (]\n", "1:6: closing parenthesis ']' does not match opening parenthesis '('"},
	{"x = (\n]\n", "2:1: closing parenthesis ']' does not match opening parenthesis '(' on line 1"},
	{"x = {1: 2, 3}\n", "1:12: ':' expected after dictionary key"},
	{"a := 1\n", "1:3: invalid syntax"},
	{"f(x for x in y, 1)\n", "1:3: Generator expression must be parenthesized"},
	{"'a' b'b'\n", "1:5: cannot mix bytes and nonbytes literals"},
	{"b'é'\n", "1:1: bytes can only contain ASCII literal characters"},
	{"'\\N{NOT A NAME}'\n", "1:1: (unicode error) 'unicodeescape' codec can't decode bytes in position 0-13: unknown Unicode character name"},
	{"'\\x4'\n", "1:1: (unicode error) 'unicodeescape' codec can't decode bytes in position 0-2: truncated \\xXX escape"},
	{"b'\\x4'\n", "1:1: (value error) invalid \\x escape at position 0"},
	{strings.Repeat("(", 201) + ")" + "\n", "1:201: too many nested parentheses"},
	{"x = 1\x00\n", "1:6: source code cannot contain null bytes"},
	{"x = '\xff'\n", "1:6: Non-UTF-8 code starting with '\\xff' on line 1, but no encoding declared; see https://peps.python.org/pep-0263/ for details"},
	{"# coding: klingon\n", "1:1: unknown or unsupported encoding: klingon"},
	{"\xef\xbb\xbf# coding: latin-1\n", "1:1: encoding problem: latin-1 with BOM"},
	{"try:\n  pass\nexcept E:\n  pass\nexcept* F:\n  pass\n", "5:1: cannot have both 'except' and 'except*' on the same 'try'"},
	{"except* E:\n  pass\n", "1:1: invalid syntax"},
	{"match x:\n    case 1 + : pass\n", "2:14: invalid syntax"},
	{"match x:\n    case a as _: pass\n", "2:15: cannot use '_' as a target"},
	{"match x:\n    case C(a=1, b): pass\n", "2:17: positional patterns follow keyword patterns"},
	{"class C[]: pass\n", "1:9: invalid syntax"},
	{"def f[]: pass\n", "1:6: expected '('"},
	{"f'{lambda x: 1}'\n", "1:4: f-string: lambda expressions are not allowed without parentheses"},
	{"f'{x'\n", "1:5: f-string: expecting '}'"},
	{"f'{x!r=}'\n", "1:7: f-string: expecting ':' or '}'"},
	{"f'{a}' b'c'\n", "1:8: cannot mix bytes and nonbytes literals"},
	{"x = [\n" + strings.Repeat("-", 3000) + "1]\n", "2:2898: too many nested expressions or statements: source too complex to parse (nesting deeper than 2900)"},
	{"elif x:\n  pass\n", "1:1: invalid syntax"},
	{"lambda: (yield)\nf(a b)\n", "2:3: invalid syntax. Perhaps you forgot a comma?"},
}

func TestSyntaxErrors(t *testing.T) {
	for _, tc := range syntaxErrors {
		_, err := ParseFile("f.py", []byte(tc.src))
		if err == nil {
			t.Errorf("%q: no error, want %s", tc.src, tc.want)
			continue
		}
		l, ok := err.(diag.List)
		if !ok || len(l) == 0 {
			t.Fatalf("%q: error %T is not a diag.List", tc.src, err)
		}
		d := l[0]
		got := itoa(d.Span.Line) + ":" + itoa(d.Span.Col) + ": " + d.Message
		if got != tc.want {
			t.Errorf("%q:\n got  %s\n want %s", tc.src, got, tc.want)
		}
		if d.Code != "syntax-error" || d.Span.File != "f.py" || d.Severity != diag.Error {
			t.Errorf("%q: diagnostic %+v", tc.src, d)
		}
	}
}

// TestSeveralErrors checks recovery: one diagnostic per bad statement.
func TestSeveralErrors(t *testing.T) {
	src := "x = = 1\ny = 2\nif z\n    pass\nw = (1 2)\ndef f():\n    return )\nok = 1\n"
	_, err := ParseFile("f.py", []byte(src))
	l, _ := err.(diag.List)
	var got []string
	for _, d := range l {
		got = append(got, itoa(d.Span.Line)+": "+d.Message)
	}
	want := []string{"1: invalid syntax", "3: expected ':'", "5: invalid syntax. Perhaps you forgot a comma?", "7: unmatched ')'"}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("got\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}
