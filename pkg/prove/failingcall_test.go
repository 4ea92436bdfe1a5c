package prove

import (
	"bytes"
	"strings"
	"testing"

	"clauz3/pkg/explain"
	"clauz3/pkg/ir"
)

// TestFailingCallOfSameSpan: when several calls come from one place (a
// helper called twice, a loop unrolled over one line), the call whose
// precondition fails is the one its obligation names (Obligation.Fact),
// and the explanation marks that call, not the first at the place.
func TestFailingCallOfSameSpan(t *testing.T) {
	for _, c := range []struct{ name, src, good, bad string }{
		{"helper-twice", `def tell(addr: str) -> None:
    send_email(addr, "hi")


@clauz3.guarantee(mail.at_most(10))
def main(who: str) -> None:
    tell("bob@example.com")
    tell(who)
    send_email("carol@example.com", "later")
`, "send_email(addr='bob@example.com', msg='hi')", "send_email(addr='', msg='hi')"},
		{"loop-unrolled", `@clauz3.guarantee(mail.at_most(10))
def main(who: str) -> None:
    for a in ["bob@example.com", who]:
        send_email(a, "hi")
`, "send_email(addr='bob@example.com', msg='hi')", "send_email(addr='', msg='hi')"},
	} {
		t.Run(c.name, func(t *testing.T) {
			res := proveEmailSource(t, whileHeader+c.src)
			var first, second string
			for _, f := range res.DSL.Facts {
				if f.Relation != "send_email" {
					continue
				}
				if first == "" {
					first = f.ID
				} else if second == "" {
					second = f.ID
				}
			}
			var refuted int
			for i, o := range res.DSL.Obligations {
				if o.Kind != ir.KindPrecondition {
					continue
				}
				if o.Fact == "" {
					t.Errorf("precondition %s (%s) names no fact", o.ID, o.Message)
				}
				if res.Obligations[i].Status == ir.StatusRefuted {
					refuted++
					if o.Fact != second {
						t.Errorf("the refuted precondition names fact %s, want %s (the second call)", o.Fact, second)
					}
				}
			}
			if refuted != 1 {
				t.Fatalf("%d preconditions refuted, want 1", refuted)
			}
			var b bytes.Buffer
			if err := explain.Render(&b, res, explain.FormatText); err != nil {
				t.Fatal(err)
			}
			out := b.String()
			const fails = ": its precondition fails here"
			if !strings.Contains(out, c.bad) || !strings.Contains(out[strings.Index(out, c.bad):], fails) {
				t.Errorf("the failing call %s is not marked:\n%s", c.bad, out)
			}
			for _, line := range strings.Split(out, "\n") {
				if strings.Contains(line, c.good) && strings.Contains(line, fails) {
					t.Errorf("the call that passes its precondition is marked failing: %q\n%s", line, out)
				}
			}
		})
	}
}
