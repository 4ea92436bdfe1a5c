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
// precondition fails is the one its obligation names (Obligation.Fact,
// or Obligation.Unmade for a call never made), and the explanation marks
// that call with its arguments, not a call made before it at the place.
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
		// The failing call's arguments are constants: its precondition
		// is false wherever it is reached, so it has no fact (the call
		// is never made) and the obligation carries the call itself.
		{"helper-constant", `def tell(addr: str) -> None:
    send_email(addr, "hi")


@clauz3.guarantee(mail.at_most(10))
def main() -> None:
    tell("bob@example.com")
    tell("carol@example.com")
    tell("bad")
`, "send_email(addr='carol@example.com', msg='hi')", "send_email(addr='bad', msg='hi')"},
		{"loop-constant", `@clauz3.guarantee(mail.at_most(10))
def main() -> None:
    for a in ["bob@example.com", "bad", "carol@example.com"]:
        send_email(a, "hi")
`, "send_email(addr='bob@example.com', msg='hi')", "send_email(addr='bad', msg='hi')"},
	} {
		t.Run(c.name, func(t *testing.T) {
			res := proveEmailSource(t, whileHeader+c.src)
			var facts []string
			for _, f := range res.DSL.Facts {
				if f.Relation == "send_email" {
					facts = append(facts, f.ID)
				}
			}
			constant := strings.HasSuffix(c.name, "-constant")
			var refuted int
			for i, o := range res.DSL.Obligations {
				if o.Kind != ir.KindPrecondition || res.Obligations[i].Status != ir.StatusRefuted {
					continue
				}
				refuted++
				switch {
				case constant && (o.Fact != "" || o.Unmade == nil || o.Unmade.Relation != "send_email"):
					t.Errorf("the refuted precondition names fact %q and unmade call %+v, want no fact and the send_email never made", o.Fact, o.Unmade)
				case !constant && (len(facts) < 2 || o.Fact != facts[1]):
					t.Errorf("the refuted precondition names fact %s, want the second call's of %v", o.Fact, facts)
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
