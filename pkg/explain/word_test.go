package explain

import (
	"math/rand"
	"regexp"
	"slices"
	"testing"
)

// TestHasWord checks hasWord against the regular expression it stands
// for, on symbol names and assumptions of lower's shapes and on random
// strings over an alphabet of word and other characters.
func TestHasWord(t *testing.T) {
	cases := []struct{ s, w string }{
		{"balance_result6(_i5) >= 0", "balance_result6"},
		{"balance_result6(_i5) >= 0", "balance_result"},
		{"balance_result61 >= 0", "balance_result6"},
		{"x_balance_result6 >= 0", "balance_result6"},
		{"f3!_i5!1 < n", "f3!_i5!1"},
		{"f3!_i5!12 < n", "f3!_i5!1"},
		{"(!a!)", "!a!"},
		{"b!a!c", "!a!"},
		{"", "a"},
		{"a", "a"},
		{"aa a", "a"},
		{"aaa", "a"},
	}
	r := rand.New(rand.NewSource(1))
	const alphabet = "ab_1!( "
	for range 5000 {
		s := make([]byte, r.Intn(12))
		for i := range s {
			s[i] = alphabet[r.Intn(len(alphabet))]
		}
		w := make([]byte, 1+r.Intn(3))
		for i := range w {
			w[i] = alphabet[r.Intn(len(alphabet))]
		}
		cases = append(cases, struct{ s, w string }{string(s), string(w)})
	}
	for _, c := range cases {
		want := regexp.MustCompile(`\b` + regexp.QuoteMeta(c.w) + `\b`).MatchString(c.s)
		if got := hasWord(c.s, c.w); got != want {
			t.Errorf("hasWord(%q, %q) = %v, the expression says %v", c.s, c.w, got, want)
		}
	}
}

// TestRowCell checks rowCell against the regular expression it stands
// for, on solve's names and on random strings.
func TestRowCell(t *testing.T) {
	re := regexp.MustCompile(`^([A-Za-z_][A-Za-z0-9_]*)\(([0-9]+)\)$`)
	names := []string{"db_query_users_email2(0)", "balance_result6(12)", "f()", "(0)", "f(1)(2)", "1f(0)",
		"_(9)", "f(0", "f0)", "f(-1)", "f(0) ", "", "f", "é(0)", "f3!_i5!1", "list_payees_len1"}
	r := rand.New(rand.NewSource(2))
	const alphabet = "aZ_09()!é"
	for range 5000 {
		b := make([]byte, r.Intn(8))
		for i := range b {
			b[i] = alphabet[r.Intn(len(alphabet))]
		}
		names = append(names, string(b))
	}
	for _, n := range names {
		want, got := re.FindStringSubmatch(n), rowCell(n)
		if !slices.Equal(want, got) {
			t.Errorf("rowCell(%q) = %q, the expression says %q", n, got, want)
		}
	}
}
