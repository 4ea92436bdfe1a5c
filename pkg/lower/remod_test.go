package lower

import (
	"encoding/json"
	"os/exec"
	"strings"
	"testing"

	"clauz3/pkg/dsl"
	"clauz3/pkg/python/pyre"
)

// TestRegexAgainstCPython checks the translation of Python patterns
// (remod.go) on every pair of a pattern and a string below: whether
// re.fullmatch, re.match and re.search find a match, by CPython, and by
// the language lower writes for each, matched by Go's regexp as the
// evaluator does.
func TestRegexAgainstCPython(t *testing.T) {
	py, err := exec.LookPath("python3")
	if err != nil {
		t.Skip("python3 not found")
	}
	patterns := []string{
		``, `a`, `abc`, `a|b`, `ab|cd|`, `a*`, `a+b?`, `(ab)+`, `(?:ab)*c`, `(?P<x>a)b`,
		`[a-z]+@example\.com`, `[^@]+@[^@]+`, `[-a]`, `[a-]`, `[\]]`, `[\\]`, `a.c`, `.`, `.*`,
		`a{2}`, `a{2,}`, `a{,2}`, `a{1,3}b`, `a{2,3}?`, `(a|bc){2}`, `x*?y+?z??`,
		`^ab`, `ab$`, `^ab$`, `\Aab`, `ab\Z`, `\Aab\Z`, `^`, `$`, `^$`, `a\$`, `\^a`,
		`\n`, `a\tb`, `\x41`, `\u00e9+`, `[\x00-\x1f]`, `[é-ü]`, `h[ae]llo|hi`, `(a(b(c)))`,
		`https?://[^/]+`, `^(?:https?)://[^/]+$`, `[.]`, `\.`, `\*+`, `a\ b`, `[ab][cd]`,
	}
	strs := []string{"", "a", "b", "ab", "abc", "aab", "ab\n", "ab\n\n", "\nab", "xab", "abx", "c", "cd",
		"bob@example.com", "@example.com", "x@y", "a@b@c", "-", "]", "\\", "abc\n", "aa", "aaa", "aaaa",
		"ababc", "xyz", "xxyyz", "y", "A", "é", "éé", "\x01", "hello", "hallo", "hi", "http://a.b",
		"https://x/y", "https://", "*", "**", "a b", "ac", "bd", "\t", "a\tb", "^a", "a$", "$", ".", "abcabc"}
	type pair struct{ P, S string }
	var pairs []pair
	for _, p := range patterns {
		for _, s := range strs {
			pairs = append(pairs, pair{p, s})
		}
	}
	var arrays [][2]string
	for _, p := range pairs {
		arrays = append(arrays, [2]string{p.P, p.S})
	}
	js, _ := json.Marshal(arrays)
	prog := `import json, re, sys
out = []
for p, s in json.load(sys.stdin):
    out.append([bool(re.fullmatch(p, s)), bool(re.match(p, s)), bool(re.search(p, s))])
print(json.dumps(out))
`
	cmd := exec.Command(py, "-c", prog)
	cmd.Stdin = strings.NewReader(string(js))
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("python3: %v", err)
	}
	var want [][3]bool
	if err := json.Unmarshal(out, &want); err != nil || len(want) != len(pairs) {
		t.Fatalf("python3 printed %d results: %v", len(want), err)
	}
	for i, pr := range pairs {
		re, why := pyre.Parse(pr.P)
		if why != "" {
			t.Fatalf("%q refused: %s", pr.P, why)
		}
		for k, fn := range []string{"fullmatch", "match", "search"} {
			lang := re.Language(fn)
			if !dsl.RegexOK(lang) {
				t.Fatalf("%q: the language %q is not one RegexOK accepts", pr.P, lang)
			}
			if got := dsl.MatchRegex(lang, pr.S); got != want[i][k] {
				t.Errorf("re.%s(%q, %q): CPython %v, clauz3 %v (language %s)", fn, pr.P, pr.S, want[i][k], got, lang)
			}
		}
	}
}

// TestRegexRefused lists patterns outside the subset: each is refused,
// with a reason, never guessed.
func TestRegexRefused(t *testing.T) {
	for _, p := range []string{
		`\d`, `\w+`, `\s`, `\bx`, `(a)\1`, `(?=a)`, `(?!a)`, `(?<=a)b`, `(?i)a`, `a*+`, `(?>a)`,
		`a{3,2}`, `*a`, `a**`, `(a`, `a)`, `[a`, `[]a]`, `[z-a]`, `a{x}`, `{`, `a^b`, `a$b`, `^a|b`,
		`a|b$`, `\q`, `\0`, `[[a]]`, `[a--b]`, `(?P<1>a)`, `(?P<n>a)(?P<n>b)`, `a{101}`, `\ud800`,
		`(?#c)a`, `\N{DIGIT ONE}`, `(a{100}){100}`,
	} {
		if _, why := pyre.Parse(p); why == "" {
			t.Errorf("%q is accepted", p)
		}
	}
}
