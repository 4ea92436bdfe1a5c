package interp_test

import (
	"errors"
	"math/rand/v2"
	"os/exec"
	"strconv"
	"strings"
	"testing"

	"clauz3/pkg/interp"
	"clauz3/pkg/lower"
	"clauz3/pkg/python/pyre"
)

// rePatterns are hand-picked patterns: the subset's constructs and
// their edges (anchors, $ before a final newline, lazy quantifiers,
// classes with - and ^, escapes), and some pyre refuses.
var rePatterns = []string{
	``, `a`, `ab`, `a|b`, `a|`, `|a`, `(a|b)*c`, `a*`, `a+?`, `a??b`, `^a`, `a$`, `^a$`, `\Aa\Z`, `^$`, `$`, `^`,
	`\Z`, `\A`, `.`, `.*`, `^.*$`, `a.c`, `[abc]`, `[^abc]`, `[a-c]+`, `[^\n]*`, `[-a]`, `[a-]`, `[a\-z]`, `[\]]`,
	`[.]`, `\.`, `\$`, `\^`, `\\`, `\n`, `a\n`, `\t|\r`, `\x41`, `\u00e9`, `\U0001D11E`, `é+`, `𝄞`, `[é-ü]`,
	`a{2}`, `a{2,}`, `a{,2}`, `a{1,3}`, `a{0}`, `(ab){2}`, `a{2}?`, `(?:a|bc)+$`, `(?P<x>a)b`, `((a))`, `a\Z`,
	`^(a|b)$`, `x*$`, `[^a]$`, `\ `, `\#`, `a{3,3}`, `[\x00-\x7f]+`, `[^\x00-\x7f]`, `^\n`, `\n$`, `[\n]`,
	`(a*)*`, `(a|b|)+`, `.{2,4}`, `[ab]{2}c?`, `\Aa*\Z`, `^a*\Z`, `\Aa*$`,
	// refused
	`\d`, `\w+`, `\s`, `\bx`, `(?i)a`, `(?=a)`, `(a)\1`, `a*+`, `(?>a)`, `a{200}`, `a|^b`, `a$|b`, `[[a]`,
	`a**`, `(a`, `a)`, `*a`, `{1}`, `a{b`, `[z-a]`, `\q`, `[`, `\`, `(?P<1>a)`, `\ud800`, `a^`, `$a`,
}

// reStrings are the strings each pattern is matched against.
var reStrings = []string{
	"", "a", "b", "c", "ab", "ba", "abc", "aa", "aaa", "aaaa", "a\n", "\n", "\na", "a\nb", "x", ".", "é", "éé",
	"ü", "𝄞", "A", "\t", "\r", "ab\n", "bc", "abab", "xa", "-", "]", "\\", "$", "^", " ", "#", "ac", "a.c", "abcc",
	"\x00", "\x7f", "\x80", "\U0001F600", "\U000E0001", "a\U0010FFFF", "\u2028",
}

// randomPattern is a pattern of the subset, or near it, from a small
// grammar: anchors, braces and class edges among the atoms, so that many
// are refused (and must be) and the accepted ones meet the edges.
func randomPattern(r *rand.Rand, depth int) string {
	atoms := []string{"a", "b", ".", "é", `\n`, "[ab]", "[^a]", "[a-c]", `\.`, "x", "$", "^", `\Z`, `\A`, "{", "}", "{1", "[-a]", `[\]]`, `[^\n]`, `\-`, "[.]", `\$`, "[$^]", "(?:)", "()", `\x61`, `[\x00-b]`, `[^ab\n]`, "{,}", "a{,}", "{2,1}"}
	var b strings.Builder
	for n := r.IntN(3) + 1; n > 0; n-- {
		var atom string
		if depth < 2 && r.IntN(4) == 0 {
			open := []string{"(", "(?:", "(?P<g" + strconv.Itoa(depth) + strconv.Itoa(n) + ">"}[r.IntN(3)]
			atom = open + randomPattern(r, depth+1)
			if r.IntN(2) == 0 {
				atom += "|" + randomPattern(r, depth+1)
			}
			atom += ")"
		} else {
			atom = atoms[r.IntN(len(atoms))]
		}
		b.WriteString(atom)
		if r.IntN(2) == 0 {
			q := []string{"*", "+", "?", "{2}", "{1,2}", "{,2}", "{2,}", "{0,1}"}[r.IntN(8)]
			if r.IntN(4) == 0 {
				q += "?"
			}
			b.WriteString(q)
		}
	}
	s := b.String()
	if depth == 0 {
		if r.IntN(4) == 0 {
			s = []string{"^", `\A`}[r.IntN(2)] + s
		}
		if r.IntN(4) == 0 {
			s += []string{"$", `\Z`}[r.IntN(2)]
		}
		if r.IntN(5) == 0 {
			s += "|" + randomPattern(r, 1)
		}
	}
	return s
}

// randomString is a short string over the characters the patterns use.
func randomString(r *rand.Rand) string {
	chars := []rune{'a', 'b', 'c', 'x', '\n', 'é', '.'}
	rs := make([]rune, r.IntN(6))
	for i := range rs {
		rs[i] = chars[r.IntN(len(chars))]
	}
	return string(rs)
}

func pyStr(s string) string { return strconv.QuoteToASCII(s) }

// TestReDifferential matches every pattern pyre accepts against every
// string with re.fullmatch, re.match and re.search, directly and
// through re.compile, under the interpreter and under CPython (python
// -I): the same result for each, tested in the ways lower models (if m,
// m is None, m is not None, bool(m), not m); and the same TypeError for
// a string argument that is not a str. A pattern pyre refuses must be
// refused by the interpreter, not run.
func TestReDifferential(t *testing.T) {
	if testing.Short() {
		t.Skip("runs CPython")
	}
	r := rand.New(rand.NewPCG(7, 18))
	pats := append([]string{}, rePatterns...)
	for i := 0; i < 1500; i++ {
		pats = append(pats, randomPattern(r, 0))
	}
	strs := append([]string{}, reStrings...)
	for i := 0; i < 40; i++ {
		strs = append(strs, randomString(r))
	}
	var ok, refused []string
	for _, p := range pats {
		if _, why := pyre.Parse(p); why != "" {
			refused = append(refused, p)
		} else {
			ok = append(ok, p)
		}
	}
	if len(ok) < 500 || len(refused) < 200 {
		t.Fatalf("the patterns lost their spread: %d accepted, %d refused", len(ok), len(refused))
	}
	var lit strings.Builder
	lit.WriteString("PATS = [")
	for _, p := range ok {
		lit.WriteString(pyStr(p) + ", ")
	}
	lit.WriteString("]\nSTRS = [")
	for _, s := range strs {
		lit.WriteString(pyStr(s) + ", ")
	}
	lit.WriteString("]\nBAD = [1, 1.5, True, None, [1], (1,), {}]\n")
	body := `
def bit(m) -> str:
    if m:
        return "1"
    return "0"


def main():
    for p in PATS:
        c = re.compile(p)
        out = ""
        for s in STRS:
            out += bit(re.fullmatch(p, s))
            out += "0" if re.match(p, s) is None else "1"
            out += "1" if re.search(p, s) is not None else "0"
            out += "1" if bool(c.fullmatch(s)) else "0"
            out += "0" if not c.match(s) else "1"
            m = c.search(s)
            out += bit(m)
        print(out)
    for x in BAD:
        for k in range(6):
            try:
                if k == 0:
                    re.fullmatch("a", x)
                elif k == 1:
                    re.match("a", x)
                elif k == 2:
                    re.search("a", x)
                elif k == 3:
                    re.compile("a").fullmatch(x)
                elif k == 4:
                    re.compile("a").match(x)
                else:
                    re.compile("a").search(x)
                print("no error")
            except TypeError as e:
                print("TypeError", e)
`
	src := "import re\n\n" + lit.String() + body
	want, err := exec.Command(python(t), "-I", "-c", src+"\nmain()\n").CombinedOutput()
	if err != nil {
		t.Fatalf("CPython: %v\n%s", err, want)
	}
	res := runSrc(t, src, 50_000_000)
	if res.err != nil {
		t.Fatalf("interpreter: %v", res.err)
	}
	gotLines := strings.Split(res.out, "\n")
	wantLines := strings.Split(string(want), "\n")
	if len(gotLines) != len(wantLines) {
		t.Fatalf("the interpreter printed %d lines, CPython %d", len(gotLines), len(wantLines))
	}
	fns := []string{"re.fullmatch", "re.match", "re.search", "compile.fullmatch", "compile.match", "compile.search"}
	bad := 0
	for i, p := range ok {
		g, w := gotLines[i], wantLines[i]
		for j := range min(len(g), len(w)) {
			if g[j] != w[j] && bad < 20 {
				bad++
				t.Errorf("%s(%s, %s): interpreter %c, CPython %c", fns[j%6], pyStr(p), pyStr(strs[j/6]), g[j], w[j])
			}
		}
		if len(g) != len(w) {
			t.Errorf("pattern %s: %d results, CPython %d", pyStr(p), len(g), len(w))
		}
	}
	for i := len(ok); i < len(wantLines); i++ {
		if gotLines[i] != wantLines[i] {
			t.Errorf("line %d: interpreter %q, CPython %q", i, gotLines[i], wantLines[i])
		}
	}
	if !strings.Contains(string(want), "1") || !strings.Contains(string(want), "0") {
		t.Fatalf("CPython's results are all alike:\n%s", want)
	}
	for _, p := range refused {
		res := runSrc(t, "import re\n\ndef main():\n    return re.search("+pyStr(p)+", 'a')\n", 0)
		var ue *interp.UnsupportedError
		if !errors.As(res.err, &ue) || !strings.Contains(ue.Msg, "the pattern") || ue.Span.Line != 6 {
			t.Errorf("re.search(%s, 'a'): %v, want a refusal of the pattern at line 6", pyStr(p), res.err)
		}
	}
}

// TestReCalls runs the calls lower accepts other than the plain ones
// (flags 0 or False, positional or by keyword; from re import; a Match
// kept in a variable, a list, compared with None) under the interpreter
// and CPython, and the call CPython refuses for its arguments.
func TestReCalls(t *testing.T) {
	if testing.Short() {
		t.Skip("runs CPython")
	}
	exprs := []string{
		`re.fullmatch("a", "a", 0) is not None`, `re.match("a", "ab", flags=0) is None`, `bool(re.search("b", "ab", False))`,
		`re.compile("a+", 0).fullmatch("aa") is None`, `re.compile("a+", flags=False).search("b") is None`,
		`fullmatch("a|b", "b") is not None`, `[re.match("a", "a")][0] is None`, `re.match("a", "b") == None`,
		`re.match("a", "a") != None`, `re.match("a", "a") is re.match("a", "a")`, `re.compile("ab") is re.compile("ab")`,
		`re.compile("ab") == re.compile("ab")`, `re.compile("ab") != re.compile("a")`, `not re.search("a$", "a\n")`,
		`re.fullmatch("a", "a", 0, flags=0)`, `re.compile("a", 0, flags=0)`, `re.fullmatch("a", "a") or 1`,
		`re.search("", "") is not None`, `len({re.compile("a"): 1, re.compile("a"): 2})`,
	}
	var script strings.Builder
	script.WriteString("import re\nfrom re import fullmatch\n")
	for _, e := range exprs {
		script.WriteString("try:\n    print(repr(bool(" + e + ")))\nexcept Exception as e:\n    print('RAISE', type(e).__name__, e)\n")
	}
	out, err := exec.Command(python(t), "-I", "-c", script.String()).CombinedOutput()
	if err != nil {
		t.Fatalf("CPython: %v\n%s", err, out)
	}
	want := strings.Split(strings.TrimSuffix(string(out), "\n"), "\n")
	if len(want) != len(exprs) {
		t.Fatalf("CPython printed %d lines for %d expressions:\n%s", len(want), len(exprs), out)
	}
	for i, e := range exprs {
		r := runSrc(t, "import re\nfrom re import fullmatch\n\ndef main():\n    print(repr(bool("+e+")))\n", 0)
		got := strings.TrimSuffix(r.out, "\n")
		var pe *interp.Error
		switch {
		case errors.As(r.err, &pe):
			got = "RAISE " + pe.Class + " " + pe.Msg
		case r.err != nil:
			got = r.err.Error()
		}
		if got != want[i] {
			t.Errorf("%s: the interpreter gives %s, CPython %s", e, got, want[i])
		}
	}
}

// TestReRefused: what lower refuses of re, the interpreter refuses too,
// at the place of the construct, rather than compute it.
func TestReRefused(t *testing.T) {
	for _, c := range []struct{ stmt, msg string }{
		{`re.sub("a", "b", "c")`, "calling re.sub"},
		{`re.fullmatch("a", "a", re.IGNORECASE)`, "flags"},
		{`re.fullmatch("a", "a", 2)`, "flags"},
		{`re.search("a", "a", flags=1)`, "flags"},
		{`re.compile("a", 1)`, "flags"},
		{`re.match("a", "a", 0.0)`, "flags"},
		{`re.fullmatch(pattern="a", string="a")`, "keyword pattern"},
		{`re.fullmatch("a", string="a")`, "keyword string"},
		{`re.fullmatch("a")`, "re.fullmatch other than"},
		{`re.fullmatch("a", flags=0)`, "its pattern and string positional"},
		{`re.fullmatch("a", "a", 0, 1)`, "re.fullmatch other than"},
		{`re.compile()`, "re.compile other than"},
		{`re.fullmatch(r"\d", "1")`, `the pattern '\\d'`},
		{`re.compile("(?i)a")`, "the pattern"},
		// pyre accepts it, Go's regexp refuses the translation (nested
		// repeats past 1000): refused, not an internal error
		{`re.fullmatch("(a{100}){100}", "a")`, "too large to spell out"},
		{`re.match("a", "a").group()`, "the attribute group of a re.Match"},
		{`re.match("a", "a")[0]`, "a subscript of a re.Match"},
		{`print(re.match("a", "a"))`, "printing a re.Match"},
		{`print(re.compile("a"))`, "printing a re.Pattern"},
		{`print(re.match)`, "printing re.match"},
		{`print(re.compile("a").match)`, "printing re.Pattern.match"},
		{`re.compile("a").sub("", "")`, "the attribute sub of a re.Pattern"},
		{`re.compile("a").pattern`, "the attribute pattern of a re.Pattern"},
		{`re.compile("a").match("a", 1)`, "re.Pattern.match other than"},
		{`re.compile("a").match(string="a")`, "re.Pattern.match other than"},
		{`re.fullmatch(re.compile("a"), "a")`, "a pattern of type re.Pattern"},
		{`re.fullmatch(1, "a")`, "a pattern of type int"},
		{`isinstance(re.match("a", "a"), re.Match)`, "isinstance with re.Match"},
		{`re.search("a", log)`, "re.search of a function"},
		{`re.search("a", re.compile("a"))`, "re.search of a re.Pattern"},
	} {
		src := "import re\n\ndef main():\n    x = 1\n    " + c.stmt + "\n"
		r := runSrc(t, src, 0)
		var ue *interp.UnsupportedError
		if !errors.As(r.err, &ue) || !strings.Contains(ue.Msg, c.msg) || ue.Span.Line != 7 {
			t.Errorf("%s: %v, want a refusal at line 7 mentioning %q", c.stmt, r.err, c.msg)
		}
	}
}

// TestReLowerAgrees: programs with literal patterns that lower proves
// (no unsupported obligation) and Check accepts run as CPython runs
// them.
func TestReLowerAgrees(t *testing.T) {
	if testing.Short() {
		t.Skip("runs CPython")
	}
	src := `import re

P = re.compile(r"[a-z]+(\.[a-z]+)*@[a-z]+\.(com|org)$")


def main():
    for s in ["bob@example.com", "x@y.org\n", "bad@", "a.b@c.org", "@x.com"]:
        if P.fullmatch(s):
            log("full " + s)
        if P.match(s) is not None:
            log("match " + s)
        m = re.search(r"b[aeiou]?", s)
        if not m:
            log("no b " + s)
        if bool(re.match("[^@]*@", s)):
            log("at " + s)
`
	doc := program(t, "from tools.fx.trusted.effects import log\n\n"+src)
	d, err := lower.Lower(doc)
	if err != nil {
		t.Fatal(err)
	}
	if refused(d) {
		t.Fatalf("lower refuses the program: %+v", d.Obligations)
	}
	if ds := interp.Check(doc, interp.CheckOptions{}); len(ds) > 0 {
		t.Fatalf("Check refuses the program: %v", ds)
	}
	r := runSrc(t, src, 0)
	if r.err != nil {
		t.Fatal(r.err)
	}
	want, err := exec.Command(python(t), "-I", "-c", "def log(m):\n    print(f'log(msg={m!r}, level=0)')\n"+src+"\nmain()\n").CombinedOutput()
	if err != nil {
		t.Fatalf("CPython: %v\n%s", err, want)
	}
	if got := strings.Join(r.calls, "\n") + "\n"; got != string(want) {
		t.Errorf("calls differ\ninterpreter:\n%sCPython:\n%s", got, want)
	}
}
