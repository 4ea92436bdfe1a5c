package solve

import (
	"fmt"
	"testing"

	"clauz3/pkg/dsl"
	"clauz3/pkg/ir"
)

// TestRegexInZ3 checks the translation of InRe to Z3's regular
// expressions (regex.go) against Go's regexp, which the evaluator uses:
// for each language and string, Z3 must prove InRe(addr, pattern) of
// addr == the string exactly when the string matches, and refute it
// otherwise with that string as the counterexample.
func TestRegexInZ3(t *testing.T) {
	langs := []string{
		`(?:)`, `(?:\x{61})`, `(?:\x{61}|\x{62}\x{63})`, `(?:(?:\x{61})*\x{62})`, `(?:(?:\x{61}){2,3})`,
		`(?:[\x{61}-\x{7a}](?:[\x{61}-\x{7a}])*\x{40}\x{65}\x{78}\x{2e}\x{63}\x{6f}\x{6d})`,
		`(?:[^\x{40}](?:[^\x{40}])*)`, `(?:[^\x{a}])`, `[\x{0}-\x{10ffff}]*(?:\x{78})[\x{0}-\x{10ffff}]*`,
		`(?:\x{61}\x{62})(?:\x{a})?`, `(?:(?:\x{61})+(?:\x{62})?)`, `(?:[\x{e9}-\x{fc}])`,
	}
	strs := []string{"", "a", "b", "bc", "ab", "aab", "aaa", "aaaa", "bob@ex.com", "@ex.com", "x", "xyz", "\n", "ab\n", "é", "ü", "ÿ", "a@b"}
	for _, lang := range langs {
		for _, s := range strs {
			want := dsl.MatchRegex(lang, s)
			g := fmt.Sprintf("Implies(addr == %s, InRe(addr, %s))", pyStr(s), pyStr(lang))
			if !want {
				g = fmt.Sprintf("Implies(addr == %s, Not(InRe(addr, %s)))", pyStr(s), pyStr(lang))
			}
			res := solveDoc(t, emailDoc(nil, goal("o1", g)), Options{noGround: true})
			if st := res.Obligations[0].Status; st != ir.StatusProved {
				t.Errorf("%q in %s: want %v, Z3 says the claim is %s", s, lang, want, st)
			}
		}
	}
}

// pyStr is s as a Python str literal.
func pyStr(s string) string { return dsl.Format(dsl.MkStr(s)) }
