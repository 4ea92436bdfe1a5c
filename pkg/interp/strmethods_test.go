package interp_test

import (
	"errors"
	"math/rand/v2"
	"strings"
	"testing"
	"time"

	"clauz3/pkg/interp"
)

// pyWhitespace is every character for which CPython 3.11's str.isspace()
// is true, as a Python str literal's contents.
const pyWhitespace = `\t\n\x0b\x0c\r\x1c\x1d\x1e\x1f \x85\xa0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000`

// strCaseBodies are the case-mapping bodies: ASCII and Latin-1 run, a
// character beyond U+00FF is refused (strCaseRefused).
var strCaseBodies = []string{
	`return 'Hello, World! 123'.lower(), 'Hello, World! 123'.upper()`,
	`return ''.lower(), ''.upper(), ''.casefold(), ''.capitalize(), ''.title(), ''.swapcase()`,
	`return 'hello world'.title(), "they're bill's friends".title(), 'a1b2 c_d-e'.title(), '  x'.title()`,
	`return 'hELLO wORLD'.capitalize(), '1abc'.capitalize(), ' abc'.capitalize(), 'A'.capitalize()`,
	`return 'Hello World'.swapcase(), 'MiXeD 9'.swapcase(), 'ABC'.casefold()`,
	`return 'ß'.upper(), 'ß'.lower(), 'ß'.title(), 'ß'.casefold(), 'ß'.capitalize(), 'ß'.swapcase()`,
	`return 'µ'.upper(), 'µ'.casefold(), 'µ'.lower(), 'µ'.swapcase(), 'µx'.title()`,
	`return 'ÿ'.upper(), 'ÿ'.title(), 'Ÿ'.lower() if False else 'ÿ'.swapcase()`,
	`return 'ÉCOLE Été'.lower(), 'école été'.upper(), 'éCOLE'.capitalize(), 'àb çd'.title()`,
	`return 'ªb ºc'.title(), 'ª'.upper(), 'ª'.swapcase(), 'º'.capitalize()`,
	`return '×÷'.upper(), '×a'.title(), 'a×b'.title(), '÷'.lower()`,
	`return 'straße'.upper(), 'STRASSE'.casefold() == 'straße'.casefold(), 'ßa ßb'.title()`,
	`return '\xa0a\x85b'.title(), 'é1é'.title(), 'Éé'.swapcase()`,
	`return 'a'.lower(1)`,
	`return 'a'.upper(1, 2)`,
	`return 'a'.casefold(x=1)`,
	`return 'a'.title(None)`,
	`return 'a'.capitalize(x=1)`,
	`return 'a'.swapcase('a', x=1)`,
	`f = 'aB'.swapcase
return f(), 'Ab'.lower is not None`,
	`return [w.capitalize() for w in 'élan vital ßx'.split()], 'abc'.upper().lower().title()`,
	`return 'O\'NEIL mc-donald 3rd'.title(), 'a.b,c;d'.title(), 'aB1cD'.capitalize()`,
	`return '\x00\x7f\x80\xff'.upper(), '\xc0\xde\xd7\xf7'.lower(), '\xb5\xdf'.title()`,

	`return 'Σ'.lower()`,
	`return 'ǅ'.title()`,
	`return 'İ'.lower()`,
	`return 'ﬀ'.upper()`,
	`return 'aĀ'.casefold()`,
	`return 'x€'.swapcase()`,
	`return 'é𝄞'.capitalize()`,
}

// strCaseRefused are the bodies the interpreter must refuse: case
// mapping beyond Latin-1.
var strCaseRefused = map[string]bool{
	`return 'Σ'.lower()`:       true,
	`return 'ǅ'.title()`:       true,
	`return 'İ'.lower()`:       true,
	`return 'ﬀ'.upper()`:       true,
	`return 'aĀ'.casefold()`:   true,
	`return 'x€'.swapcase()`:   true,
	`return 'é𝄞'.capitalize()`: true,
}

// strStripBodies: strip, lstrip, rstrip, removeprefix, removesuffix.
var strStripBodies = []string{
	`return '  a b  '.strip(), '  a b  '.lstrip(), '  a b  '.rstrip()`,
	`return ''.strip(), ''.lstrip('x'), ''.rstrip(None), ' '.strip(), '\t\n'.strip()`,
	`return ('` + pyWhitespace + `a` + pyWhitespace + `').strip()`,
	`return ('` + pyWhitespace + `a` + pyWhitespace + `').lstrip()`,
	`return ('` + pyWhitespace + `a` + pyWhitespace + `').rstrip()`,
	`return '\u200ba\u200b'.strip(), '\ufeffa\ufeff'.strip(), '\u180ea'.strip(), '\x1ba\x1b'.strip(), '\x00a\x00'.strip()`,
	`return 'xxaxx'.strip('x'), 'xyaxy'.strip('yx'), 'abc'.strip(''), 'abc'.strip('abc'), 'abc'.lstrip('ba'), 'abc'.rstrip('cb')`,
	`return ' a '.strip(None), ' a '.lstrip(None), ' a '.rstrip(None)`,
	`return 'ééaé'.strip('é'), 'éaè'.lstrip('é'), '𝄞a𝄞'.rstrip('𝄞'), '日本語'.strip('語日')`,
	`return '\u3000日本\u3000'.strip(), '\xa0é\xa0'.rstrip(), '\u2028x\u2029'.lstrip()`,
	`return 'aaa'.strip('a'), 'aaa'.lstrip('a'), 'aaa'.rstrip('a')`,
	`return 'a'.strip(1)`,
	`return 'a'.lstrip(['a'])`,
	`return 'a'.rstrip(0.5)`,
	`return 'a'.strip('a', 'b')`,
	`return 'a'.lstrip(None, None)`,
	`return 'a'.rstrip(chars='a')`,
	`return 'a'.strip(chars=None)`,
	`return 'a'.strip(1, x=2)`,
	`return 'prefix-body'.removeprefix('prefix-'), 'body'.removeprefix('x'), 'ab'.removeprefix(''), ''.removeprefix('a'), 'a'.removeprefix('a')`,
	`return 'body.py'.removesuffix('.py'), 'body'.removesuffix('x'), 'ab'.removesuffix(''), ''.removesuffix(''), 'aa'.removesuffix('a')`,
	`return 'ééa'.removeprefix('é'), 'aéé'.removesuffix('éé'), '𝄞x'.removeprefix('𝄞'), 'abab'.removeprefix('ab')`,
	`return 'a'.removeprefix()`,
	`return 'a'.removeprefix('a', 'b')`,
	`return 'a'.removeprefix(1)`,
	`return 'a'.removeprefix(None)`,
	`return 'a'.removesuffix()`,
	`return 'a'.removesuffix(('a',))`,
	`return 'a'.removesuffix(suffix='a')`,
	`return 'a'.removeprefix(prefix='a')`,
	`return 'a'.removesuffix(None)`,
	`f = ' x '.strip
return f(), f(' '), f('x ')`,
	`xs = []
for w in ['  a', 'b  ', ' c ', '']:
    xs.append(w.strip() + '|' + w.lstrip() + '|' + w.rstrip())
return xs`,
	`return 'www.example.com'.strip('cmowz.'), '#...## x ##'.lstrip('#. '), 'mississippi'.rstrip('ipz')`,
	`return '\u2000\u2001a'.lstrip(), 'a\u200a\u202f'.rstrip(), '\u205fa'.strip(), '\x1fa\x1c'.strip()`,
	`return 'aXbXc'.strip('X'), 'XXX'.strip('X'), 'x'.strip('xyz'), 'é '.strip(' é')`,
	`return 'ab'.removeprefix('ab'), 'ab'.removesuffix('ab'), 'abc'.removeprefix('abcd'), 'abc'.removesuffix('zabc')`,
	`return 'a'.removeprefix(1, x=2)`,
	`return 'a'.lstrip(x=1)`,
}

// strReplaceBodies: replace.
var strReplaceBodies = []string{
	`return 'aaa'.replace('a', 'b'), 'aaa'.replace('a', 'b', 2), 'aaa'.replace('a', 'b', 0), 'aaa'.replace('a', 'b', -1)`,
	`return 'aaa'.replace('a', 'b', 100), 'aaa'.replace('a', 'b', -5), 'aaa'.replace('a', 'b', True), 'aaa'.replace('a', 'b', False)`,
	`return 'aaaa'.replace('aa', 'b'), 'aaa'.replace('aa', 'b'), 'abab'.replace('ab', ''), 'abc'.replace('x', 'y')`,
	`return 'abc'.replace('', '-'), 'abc'.replace('', '-', 2), 'abc'.replace('', '-', 0), 'abc'.replace('', '-', -1), 'abc'.replace('', '-', 10)`,
	`return ''.replace('', 'x'), ''.replace('', 'x', 0), ''.replace('', 'x', 1), ''.replace('', ''), ''.replace('a', 'b')`,
	`return 'éa'.replace('', '|'), 'ééé'.replace('é', 'e', 2), '𝄞a𝄞'.replace('𝄞', '♪'), '日本'.replace('本', '')`,
	`return 'abc'.replace('abc', ''), 'abc'.replace('abcd', 'x'), 'a.b.c'.replace('.', '..'), 'aaa'.replace('a', 'aa', 2)`,
	`return 'abc'.replace('b', 'b'), 'x'.replace('x', 'y' * 3), 'aaa'.replace('', '', 2)`,
	`return 'a'.replace('a', 'b', 2 ** 63 - 1), 'a'.replace('a', 'b', -2 ** 63)`,
	`return 'a'.replace('a', 'b', 2 ** 63)`,
	`return 'a'.replace('a', 'b', -10 ** 30)`,
	`return 'a'.replace('', 'b', 10 ** 19)`,
	`return 'a'.replace()`,
	`return 'a'.replace('a')`,
	`return 'a'.replace('a', 'b', 1, 2)`,
	`return 'a'.replace(1, 'b')`,
	`return 'a'.replace('a', 2)`,
	`return 'a'.replace(None, None)`,
	`return 'a'.replace(1, 2, 'x')`,
	`return 'a'.replace('a', 'b', 1.0)`,
	`return 'a'.replace('a', 'b', 'x')`,
	`return 'a'.replace('a', 'b', None)`,
	`return 'a'.replace(old='a', new='b')`,
	`return 'a'.replace('a', 'b', count=1)`,
	`return 'a'.replace(1, x=2)`,
	`return 'a'.replace('a', None)`,
	`f = 'a-b-c'.replace
return f('-', '+'), f('-', '+', 1), f('', '')`,
	`s = 'abc'
for i in range(3):
    s = s.replace('b', 'bb', i)
return s`,
	`return 'abcabc'.replace('bc', 'X', 1), 'abcabc'.replace('c', '', -1), 'aaa'.replace('a', '', 2)`,
	`return 'a\u3000b'.replace('\u3000', ' '), 'é'.replace('é', 'ée', 3), 'ßß'.replace('ß', 'ss')`,
	`return ''.replace('', 'ab', -1), 'x'.replace('', 'é'), '𝄞'.replace('', '.', 1)`,
	`return 'a'.replace('a', 'b', 0.0)`,
	`return 'a'.replace('a', 'b', [1])`,
}

// strSplitBodies: split.
var strSplitBodies = []string{
	`return 'a b  c'.split(), '  a b  '.split(), ''.split(), '   '.split(), 'abc'.split()`,
	`return ('` + pyWhitespace + `a` + pyWhitespace + `b` + pyWhitespace + `').split()`,
	`return 'a\u200bb'.split(), 'a\ufeffb'.split(), 'a\x1bb'.split(), 'a\x00b'.split()`,
	`return '  a  b  '.split(None, 1), ' a '.split(None, 0), '   '.split(None, 0), 'a b c'.split(None, 1), 'a b c'.split(None, 2)`,
	`return 'a b c'.split(None, -1), 'a b c'.split(None, 100), 'a b c '.split(None, 2), ' a b c '.split(None, 3), 'a  b'.split(None, True)`,
	`return 'a,b,c'.split(','), 'a,,b'.split(','), ''.split(','), ',a,'.split(','), 'abc'.split(',')`,
	`return 'a,b,c'.split(',', 1), 'a,b,c'.split(',', 0), 'a,b,c'.split(',', -1), 'a,b,c'.split(',', 10), 'a,,b'.split(',', 1)`,
	`return 'a::b::c'.split('::'), 'a:::b'.split('::'), 'aaa'.split('aa'), 'aaaa'.split('aa'), 'abc'.split('abc')`,
	`return 'é,ü,日'.split(','), 'aébéc'.split('é'), 'x𝄞y'.split('𝄞'), '日本\u3000語'.split(), 'é é'.split(None, 0)`,
	`return 'a b'.split(sep=None), 'a,b'.split(sep=','), 'a,b,c'.split(maxsplit=1, sep=','), 'a b c'.split(maxsplit=1)`,
	`return 'a,b,c'.split(',', maxsplit=1), 'a b'.split(None, maxsplit=0), 'a b'.split(sep=None, maxsplit=-1)`,
	`return 'a\tb\nc\rd\x0be\x0cf'.split(), 'a\x1cb\x1dc\x1ed\x1fe'.split(), 'a\x85b\xa0c'.split()`,
	`return 'a b'.split(None, 2 ** 63 - 1), 'a b'.split(None, -2 ** 63)`,
	`return 'a'.split('')`,
	`return 'a'.split('', 1)`,
	`return 'a'.split(sep='')`,
	`return 'a'.split(1)`,
	`return 'a'.split(sep=1)`,
	`return 'a'.split(['a'])`,
	`return 'a'.split(None, 1.0)`,
	`return 'a'.split(None, 'x')`,
	`return 'a'.split(None, None)`,
	`return 'a'.split(1, 'x')`,
	`return 'a'.split('', 'x')`,
	`return 'a'.split(sep=1, maxsplit='x')`,
	`return 'a'.split(None, 2 ** 63)`,
	`return 'a'.split(None, -10 ** 30)`,
	`return 'a'.split('', -10 ** 30)`,
	`return 'a'.split('a', 1, 2)`,
	`return 'a'.split('a', 1, maxsplit=2)`,
	`return 'a'.split(None, 1, sep=1)`,
	`return 'a'.split('a', 1, 2, x=3)`,
	`return 'a'.split('a', sep='b')`,
	`return 'a'.split(x=1)`,
	`return 'a'.split(1, x=2)`,
	`return 'a'.split('a', x=1)`,
	`return 'a'.split(sep='a', x=1)`,
	`return 'a'.split(x=1, sep='a')`,
	`return 'a'.split(x=1, y=2)`,
	`return 'a'.split(maxsplit=1, x=2)`,
	`f = 'a b,c'.split
return f(), f(','), f(maxsplit=0)`,
	`out = []
for line in ['k=v', 'k=', '=v', 'kv', 'a=b=c']:
    out.append(line.split('=', 1))
return out`,
	`return [w.upper() for w in 'the quick  brown fox'.split()], len('a b c'.split())`,
	`return 'a\nb\r\nc'.split('\n'), 'a\r\nb'.split(), '\n\n'.split('\n'), '\n'.split()`,
	`return ' a b '.split(' '), '  '.split(' '), ' '.split(' ', 0), ''.split(' ', 0), ''.split(None, 1)`,
	`return 'a\u2028b\u2029c'.split(), 'a\u1680b'.split(None, 0), ' \u3000a\u3000 '.split(None, 0)`,
	`return 'éaé'.split('é', 1), 'aé'.split('é'), 'éé'.split('é'), 'ab'.split('ab', 0)`,
	`return 'a b'.split(None, maxsplit=False), 'a,b'.split(',', True), 'a b'.split(maxsplit=1, sep=None)`,
	`return 'x'.split(maxsplit=2 ** 63)`,
	`return 'x'.split(sep=None, maxsplit=0.0)`,
}

// TestStrMethodsCase: lower, upper, casefold, capitalize, title and
// swapcase against CPython; beyond Latin-1 the interpreter refuses.
func TestStrMethodsCase(t *testing.T) { bodyDiff(t, strCaseBodies, strCaseRefused) }

// TestStrMethodsStrip: strip, lstrip, rstrip, removeprefix and
// removesuffix against CPython.
func TestStrMethodsStrip(t *testing.T) { bodyDiff(t, strStripBodies, nil) }

// TestStrMethodsReplace: replace against CPython.
func TestStrMethodsReplace(t *testing.T) { bodyDiff(t, strReplaceBodies, nil) }

// TestStrMethodsSplit: split against CPython.
func TestStrMethodsSplit(t *testing.T) { bodyDiff(t, strSplitBodies, nil) }

// TestStrMethodsRandom: 400 random calls of the methods above on
// random strings against CPython: case mapping over ASCII and Latin-1
// characters (whitespace, ß, é, É, U+00A0), the others also over
// Python's whitespace beyond Latin-1, U+200B (not whitespace) and
// characters beyond Latin-1 (CJK, astral, Σ, U+0100); counts and
// maxsplit among -7, -1, 0, 1, 2, 5 and True.
func TestStrMethodsRandom(t *testing.T) {
	r := rand.New(rand.NewPCG(11, 3))
	latin := []string{"a", "b", "A", "B", " ", "  ", "\t", "\n", ",", "é", "É", "ß", "\xa0", "µ", "ÿ"}
	wide := append(latin[:len(latin):len(latin)], "\u3000", "\u2028", "\u200b", "日", "𝄞", "Σ", "\u0100")
	str := func(n int, chars []string) string {
		var b strings.Builder
		for i := r.IntN(n); i > 0; i-- {
			b.WriteString(chars[r.IntN(len(chars))])
		}
		return pyStr(b.String())
	}
	counts := []string{"-1", "0", "1", "2", "5", "True", "-7"}
	var bodies []string
	for len(bodies) < 400 {
		var e string
		switch r.IntN(7) {
		case 0:
			m := []string{"lower", "upper", "casefold", "capitalize", "title", "swapcase"}[r.IntN(6)]
			e = str(8, latin) + "." + m + "()"
		case 1:
			m := []string{"strip", "lstrip", "rstrip"}[r.IntN(3)]
			arg := ""
			switch r.IntN(3) {
			case 1:
				arg = "None"
			case 2:
				arg = str(3, wide)
			}
			e = str(9, wide) + "." + m + "(" + arg + ")"
		case 2:
			m := []string{"removeprefix", "removesuffix"}[r.IntN(2)]
			e = str(6, wide) + "." + m + "(" + str(3, wide) + ")"
		case 3, 4:
			e = str(9, wide) + ".replace(" + str(2, wide) + ", " + str(3, wide)
			if r.IntN(2) == 0 {
				e += ", " + counts[r.IntN(len(counts))]
			}
			e += ")"
		default:
			sep := "None"
			if r.IntN(2) == 0 {
				sep = str(3, wide)
			}
			switch r.IntN(4) {
			case 0:
				e = str(10, wide) + ".split(" + sep + ")"
			case 1:
				e = str(10, wide) + ".split(" + sep + ", " + counts[r.IntN(len(counts))] + ")"
			case 2:
				e = str(10, wide) + ".split(maxsplit=" + counts[r.IntN(len(counts))] + ", sep=" + sep + ")"
			default:
				e = str(10, wide) + ".split()"
			}
		}
		bodies = append(bodies, "return "+e)
	}
	bodyDiff(t, bodies, nil)
}

// TestStrMethodsBounded: a replace whose result would exceed the
// interpreter's bound on a str (MaxStrChars characters) is refused before
// it is built, as a LimitError, quickly.
func TestStrMethodsBounded(t *testing.T) {
	for _, src := range []string{
		"def main():\n    s = 'ab' * 2 ** 18\n    log('before')\n    return s.replace('', s)\n",
		"def main():\n    s = 'a' * 2 ** 21\n    log('before')\n    return s.replace('a', 'bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb')\n",
	} {
		start := time.Now()
		r := runSrc(t, src, 0)
		var le *interp.LimitError
		if !errors.As(r.err, &le) || len(r.calls) != 1 {
			t.Errorf("%s\ngot %v after %d calls, want a LimitError after the first", src, r.err, len(r.calls))
		}
		if d := time.Since(start); d > 5*time.Second {
			t.Errorf("%s: refusing took %v", src, d)
		}
	}
}
