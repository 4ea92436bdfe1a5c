package scanner

import (
	"fmt"
	"strings"
	"testing"

	"clauz3/pkg/python/token"

	// This package has no goldens; the import makes it accept the suite's
	// -update switch, so that go test ./... -update runs here too.
	_ "clauz3/internal/golden"
)

// scanAll returns "KIND" or "KIND:lit" for each token, and the errors.
func scanAll(src string) (toks []string, errs []string) {
	file := token.NewFile("t.py", []byte(src))
	var s Scanner
	s.Init(file, []byte(src), func(pos, end token.Pos, msg string) {
		l, c := file.LineCol(pos)
		errs = append(errs, fmt.Sprintf("%d:%d: %s", l, c, msg))
	})
	for {
		t := s.Scan()
		switch t.Kind {
		case token.NAME, token.NUMBER, token.STRING, token.FSTRING:
			toks = append(toks, t.Kind.String()+":"+t.Lit)
		default:
			toks = append(toks, t.Kind.String())
		}
		if t.Kind == token.EOF {
			return
		}
	}
}

func TestScan(t *testing.T) {
	for _, tc := range []struct{ src, want string }{
		{"", "EOF"},
		{"x = 1\n", "NAME:x = NUMBER:1 NEWLINE EOF"},
		{"x", "NAME:x NEWLINE EOF"},
		{"# comment\n\n   \nx\n", "NAME:x NEWLINE EOF"},
		{"if a:\n    b\nc\n", "NAME:if NAME:a : NEWLINE INDENT NAME:b NEWLINE DEDENT NAME:c NEWLINE EOF"},
		{"if a:\n  if b:\n    c\n", "NAME:if NAME:a : NEWLINE INDENT NAME:if NAME:b : NEWLINE INDENT NAME:c NEWLINE DEDENT DEDENT EOF"},
		{"if a:\n\tb\n\tc\n", "NAME:if NAME:a : NEWLINE INDENT NAME:b NEWLINE NAME:c NEWLINE DEDENT EOF"},
		{"(a,\n  b)\n", "( NAME:a , NAME:b ) NEWLINE EOF"},
		{"a \\\n  + b\n", "NAME:a + NAME:b NEWLINE EOF"},
		{"a->b**=c//=d...e:=f!=g<<=h>>=i@=j", "NAME:a -> NAME:b **= NAME:c //= NAME:d ... NAME:e := NAME:f != NAME:g <<= NAME:h >>= NAME:i @= NAME:j NEWLINE EOF"},
		{"0x_1F 0o17 0b10 1_000 1.5 .5 5. 1e5 1E-5 1j 1.5J 0 00 0_0", "NUMBER:0x_1F NUMBER:0o17 NUMBER:0b10 NUMBER:1_000 NUMBER:1.5 NUMBER:.5 NUMBER:5. NUMBER:1e5 NUMBER:1E-5 NUMBER:1j NUMBER:1.5J NUMBER:0 NUMBER:00 NUMBER:0_0 NEWLINE EOF"},
		{"1if x else 2", "NUMBER:1 NAME:if NAME:x NAME:else NUMBER:2 NEWLINE EOF"},
		{`'a' "b" r'\'' b"c" Rb'd' '''e
f''' u"g"`, `STRING:'a' STRING:"b" STRING:r'\'' STRING:b"c" STRING:Rb'd' STRING:'''e
f''' STRING:u"g" NEWLINE EOF`},
		{`f'{x!r:>{w}}' rf"{'a'}"`, `FSTRING:f'{x!r:>{w}}' FSTRING:rf"{'a'}" NEWLINE EOF`},
		{`f"{"a"}"`, `FSTRING:f"{"a"}" NEWLINE EOF`},
		{"r = rb = f = 1", "NAME:r = NAME:rb = NAME:f = NUMBER:1 NEWLINE EOF"},
		{"µ", "NAME:μ NEWLINE EOF"},
		{"ﬁ", "NAME:fi NEWLINE EOF"},
		{"e\u0301", "NAME:\u00e9 NEWLINE EOF"},
	} {
		toks, errs := scanAll(tc.src)
		if got := strings.Join(toks, " "); got != tc.want {
			t.Errorf("%q:\n got  %s\n want %s", tc.src, got, tc.want)
		}
		if len(errs) > 0 {
			t.Errorf("%q: unexpected errors %v", tc.src, errs)
		}
	}
}

func TestFStringParts(t *testing.T) {
	src := `f'a{b!r:>{c}}{d=}'`
	file := token.NewFile("t.py", []byte(src))
	var s Scanner
	s.Init(file, []byte(src), func(pos, end token.Pos, msg string) { t.Errorf("error: %s", msg) })
	tok := s.Scan()
	if tok.Kind != token.FSTRING {
		t.Fatalf("got %v", tok.Kind)
	}
	var got []string
	for _, p := range tok.FString.Parts {
		if p.Field == nil {
			got = append(got, "lit:"+src[p.Pos:p.End])
			continue
		}
		f := p.Field
		d := fmt.Sprintf("field:%s conv=%q debug=%q spec=%v", src[f.ExprPos:f.ExprEnd], f.Conv, f.Debug, f.HasSpec)
		for _, sp := range f.Spec {
			if sp.Field != nil {
				d += " {" + src[sp.Field.ExprPos:sp.Field.ExprEnd] + "}"
			} else {
				d += " " + src[sp.Pos:sp.End]
			}
		}
		got = append(got, d)
	}
	want := []string{"lit:a", `field:b conv='r' debug="" spec=true > {c}`, `field:d conv='\x00' debug="d=" spec=false`}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("got\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

func TestScanErrors(t *testing.T) {
	for _, tc := range []struct{ src, want string }{
		{"'abc\n", "1:1: unterminated string literal (detected at line 1)"},
		{"'''abc\n\n", "1:1: unterminated triple-quoted string literal (detected at line 2)"},
		{"f'{x\n", "1:1: f-string: expecting '}'"},
		{"if a:\n    b\n  c\n", "3:1: unindent does not match any outer indentation level"},
		{"if a:\n\tb\n        c\n", "3:1: inconsistent use of tabs and spaces in indentation"},
		{"if a:\n        b\n\tc\n", "3:1: inconsistent use of tabs and spaces in indentation"},
		{"if a:\n  \tb\n\tc\n", "3:1: inconsistent use of tabs and spaces in indentation"},
		{")", "1:1: unmatched ')'"},
		{"(]", "1:2: closing parenthesis ']' does not match opening parenthesis '('"},
		{"1_", "1:1: invalid decimal literal"},
		{"1__0", "1:1: invalid decimal literal"},
		{"0b2", "1:1: invalid digit '2' in binary literal"},
		{"0777", "1:1: leading zeros in decimal integer literals are not permitted; use an 0o prefix for octal integers"},
		{"1abc", "1:1: invalid decimal literal"},
		{"$", "1:1: invalid syntax"},
		{"a\\b", "1:3: unexpected character after line continuation character"},
		{"€", "1:1: invalid character '€' (U+20AC)"},
		{strings.Repeat("(", 201), "1:201: too many nested parentheses"},
	} {
		_, errs := scanAll(tc.src)
		if len(errs) == 0 || errs[0] != tc.want {
			t.Errorf("%q: errors %q, want %q first", tc.src, errs, tc.want)
		}
	}
}
