package lower

import (
	"strings"
	"testing"

	"clauz3/pkg/ir"
)

// whileProgram is a program of the email layer whose main takes n and m
// and runs body (indented by four).
func whileProgram(body string) string {
	return `import clauz3
from tools.email.trusted import contracts as mail
from tools.email.trusted.effects import send_email, lookup_address


@clauz3.guarantee(mail.at_most(1))
def main(n: int, m: int) -> None:
` + body
}

// summarized reports whether d has a summarized while loop: a fact
// quantified over a while loop's iterations.
func summarized(d *ir.DSL) bool {
	for _, f := range d.Facts {
		for _, q := range f.Quantifiers {
			if q.While {
				return true
			}
		}
	}
	return false
}

// TestWhileSummaryShapes lowers the loops the summary takes (their facts
// quantified over the iterations, no bound obligation) and those it
// leaves to the unrolling (a bound obligation or exact facts), and checks
// that a refused summary leaves no trace.
func TestWhileSummaryShapes(t *testing.T) {
	cases := []struct {
		name, body string
		summary    bool
		upper      string // the loop's count, when summarized
	}{
		{"down", "    while n > 0:\n        send_email('bob@example.com', 't')\n        n = n - 1\n", true, "If(((n - 1) >= 0), ((n - 1) + 1), 0)"},
		{"bound-left", "    while 0 < n:\n        send_email('bob@example.com', 't')\n        n -= 1\n", true, "If(((n - 1) >= 0), ((n - 1) + 1), 0)"},
		{"up-step", "    i = 0\n    while i < n:\n        send_email('bob@example.com', 't')\n        i += 2\n", true, "If(((n - 1) >= 0), (((n - 1) / 2) + 1), 0)"},
		{"ge-step", "    while n >= m:\n        send_email('bob@example.com', 't')\n        n -= 3\n", true, "If(((n - m) >= 0), (((n - m) / 3) + 1), 0)"},
		{"le", "    while m <= n:\n        send_email('bob@example.com', 't')\n        m += 1\n", true, "If(((n - m) >= 0), ((n - m) + 1), 0)"},
		{"literal-long", "    i = 0\n    while i < 5000:\n        send_email('bob@example.com', 't')\n        i += 1\n", true, "5000"},
		{"step-first", "    while n > 0:\n        n -= 1\n        send_email('bob@example.com', 't')\n", true, "If(((n - 1) >= 0), ((n - 1) + 1), 0)"},
		{"counter-read", "    while n > 0:\n        a = 'bob@example.com' if n != 3 else 'eve@example.com'\n        send_email(a, 't')\n        n = n - 1\n", true, "If(((n - 1) >= 0), ((n - 1) + 1), 0)"},
		{"postcondition", "    while n > 0:\n        a = lookup_address('bob')\n        send_email(a, 't')\n        n -= 1\n", true, "If(((n - 1) >= 0), ((n - 1) + 1), 0)"},

		// left to the unrolling
		{"literal-short", "    i = 0\n    while i < 3:\n        send_email('bob@example.com', 't')\n        i += 1\n", false, ""},
		{"wrong-direction", "    while n > 0:\n        send_email('bob@example.com', 't')\n        n += 1\n", false, ""},
		{"not-equal", "    while n != 0:\n        n -= 1\n        send_email('bob@example.com', 't')\n", false, ""},
		{"stepped-twice", "    while n > 0:\n        n -= 1\n        send_email('bob@example.com', 't')\n        n -= 1\n", false, ""},
		{"step-in-if", "    while n > 0:\n        send_email('bob@example.com', 't')\n        if n > 5:\n            n -= 1\n", false, ""},
		{"counter-assigned", "    while n > 0:\n        n = 5\n        send_email('bob@example.com', 't')\n        n -= 1\n", false, ""},
		{"bound-assigned", "    while n > m:\n        m = m + 1\n        n -= 1\n", false, ""},
		{"carried", "    t = 0\n    while n > 0:\n        t = t + 1\n        n -= 1\n    if t > 3:\n        send_email('bob@example.com', 't')\n", false, ""},
		{"read-after", "    while n > 0:\n        t = n\n        n -= 1\n    send_email('bob@example.com', str(t))\n", false, ""},
		{"break", "    while n > 0:\n        if n == 3:\n            break\n        n -= 1\n", false, ""},
		{"bool-counter", "    b = n > 0\n    while b > 0:\n        send_email('bob@example.com', 't')\n        b = b - 1\n", false, ""},
		{"float-bound", "    x = 0.5\n    while n > x:\n        send_email('bob@example.com', 't')\n        n -= 1\n", false, ""},
		{"chained", "    while 0 < n < 10:\n        n -= 1\n", false, ""},
		{"match-capture", "    a = 'bob@example.com'\n    while n > 0:\n        send_email(a, 't')\n        match 'eve@example.com':\n            case a:\n                pass\n        n -= 1\n", false, ""},
		{"match-star", "    a = ['bob@example.com']\n    while n > 0:\n        send_email(a[0], 't')\n        match ['eve@example.com']:\n            case [*a]:\n                pass\n        n -= 1\n", false, ""},
		{"walrus-in-comprehension", "    a = 'bob@example.com'\n    while n > 0:\n        send_email(a, 't')\n        [(a := 'eve@example.com') for _ in [1]]\n        n -= 1\n", false, ""},
		{"walrus", "    while n > 0:\n        if (k := n) > 2:\n            send_email('bob@example.com', 't')\n        n -= 1\n", false, ""},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			d, err := lowerSource(t, whileProgram(c.body))
			if err != nil {
				t.Fatal(err)
			}
			if got := summarized(d); got != c.summary {
				t.Fatalf("summarized = %v, want %v", got, c.summary)
			}
			bound := false
			for _, o := range d.Obligations {
				if o.Kind == ir.KindLoopBound {
					bound = true
				}
				if o.Code == summaryCode || strings.Contains(o.Message, "summarized") {
					t.Errorf("obligation %s is from a summary: %s", o.ID, o.Message)
				}
				if c.summary && o.InLoop && o.Iteration == "" {
					t.Errorf("check %s in the summarized loop has no iteration", o.ID)
				}
			}
			if c.summary {
				if bound {
					t.Error("a summarized loop has a bound obligation")
				}
				for _, a := range d.Assumptions {
					// a trusted postcondition in the body holds in every iteration
					if a.Kind == "postcondition" && (len(a.Quantifiers) != 1 || a.Quantifiers[0].Upper != c.upper || !a.Quantifiers[0].While) {
						t.Errorf("assumption %s: quantifiers %+v, want the loop's", a.ID, a.Quantifiers)
					}
				}
				for _, f := range d.Facts {
					if len(f.Quantifiers) != 1 || f.Quantifiers[0].Upper != c.upper {
						t.Errorf("fact %s: quantifiers %+v, want one up to %s", f.ID, f.Quantifiers, c.upper)
					}
				}
			}
		})
	}
}

// TestWhileSummaryCounter checks the counter's value in the body and
// after the loop: n0 - d*i in iteration i, n0 - d*k after.
func TestWhileSummaryCounter(t *testing.T) {
	d, err := lowerSource(t, whileProgram("    while n > 0:\n        send_email('bob@example.com', str(n))\n        n = n - 2\n        send_email('eve@example.com', str(n))\n    send_email('bob@example.com', str(n))\n"))
	if err != nil {
		t.Fatal(err)
	}
	if len(d.Facts) != 3 {
		t.Fatalf("%d facts, want 3", len(d.Facts))
	}
	in := d.Facts[0].Fields[1].Value
	idx := d.Facts[0].Quantifiers[0].Var
	if !strings.Contains(in, "(n + ((-2) * "+idx+"))") {
		t.Errorf("the message in the loop is %s, want one of n - 2*%s", in, idx)
	}
	// after the step: n - 2*(i+1)
	if stepped := d.Facts[1].Fields[1].Value; !strings.Contains(stepped, "(n + ((-2) * ("+idx+" + 1)))") {
		t.Errorf("the message after the step is %s, want one of n - 2*(%s + 1)", stepped, idx)
	}
	// after the loop: n - 2*k, k the count
	k := d.Facts[0].Quantifiers[0].Upper
	found := false
	for _, kb := range d.KnowledgeBase {
		if strings.Contains(kb.Assertion, "(n + ((-2) * "+k+"))") {
			found = true
		}
	}
	if !found {
		t.Errorf("no definition of n - 2*%s after the loop in %+v", k, d.KnowledgeBase)
	}
}

// TestWhileSummaryCountOffPath: under a guard, the loop's count is 0
// off the guard's paths, so that a count the inputs leave undetermined
// there (round of a NaN, which raises before the loop) decides nothing
// (difftest seed 321, program 92).
func TestWhileSummaryCountOffPath(t *testing.T) {
	d, err := lowerSource(t, whileProgram("    if m > 0:\n        while n > 0:\n            send_email('bob@example.com', 't')\n            n -= 1\n"))
	if err != nil {
		t.Fatal(err)
	}
	if len(d.Facts) != 1 || len(d.Facts[0].Quantifiers) != 1 {
		t.Fatalf("facts %+v, want one in a summarized loop", d.Facts)
	}
	if up := d.Facts[0].Quantifiers[0].Upper; up != "If((m > 0), If(((n - 1) >= 0), ((n - 1) + 1), 0), 0)" {
		t.Errorf("the count is %s, want 0 unless m > 0", up)
	}
}

// TestWhileSummaryNoSharedFreeValue: a value an unsupported construct
// leaves free (a dict argument lower cannot render) is one symbol, which
// a summary would share between every iteration, though each makes its
// own: such a loop is unrolled instead.
func TestWhileSummaryNoSharedFreeValue(t *testing.T) {
	layer := map[string]string{"tools/email/trusted/tags.py": `import deal


@deal.has("tag")
def tag(d: dict[str, int]) -> None:
    return None
`}
	src := `import clauz3
from tools.email.trusted import contracts as mail
from tools.email.trusted.tags import tag


@clauz3.guarantee(mail.no_guarantees())
def main(n: int) -> None:
    while n > 0:
        tag({"a": n})
        n -= 1
`
	d := lowerFiles(t, src, layer)
	if summarized(d) {
		t.Fatalf("summarized, with a free value shared by every iteration\n%s", summary(d))
	}
}
