package prove

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"clauz3/pkg/explain"
	"clauz3/pkg/ir"
	"clauz3/pkg/load"
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

// TestLoopResultsOfHelperCalledTwice: a helper called twice loops over
// the rows of a query, and a trusted call in the loop returns a value per
// row. The counterexample shows the result at the rows of the call that
// returns them, and says how many rows each call of the query returns:
// the two calls share a place, so the symbols are tied to them by
// position, not by place (which tied both to the first call, and hid the
// value that breaks the guarantee).
func TestLoopResultsOfHelperCalledTwice(t *testing.T) {
	dir := t.TempDir()
	bank := filepath.Join(filepath.Dir(example()), "bank")
	if err := os.CopyFS(dir, os.DirFS(bank)); err != nil {
		t.Fatal(err)
	}
	src := `import clauz3
from tools.bank.trusted import contracts as bank
from tools.bank.trusted.effects import balance, list_payees, transfer


@clauz3.guarantee(bank.never_to("bad"))
def main() -> None:
    pay("a", 4)
    pay("b", 9)


def pay(owner: str, v: int) -> None:
    for p in list_payees(owner):
        if balance(p.account) == v and v == 9:
            transfer("checking", "bad", 1)
`
	if err := os.WriteFile(filepath.Join(dir, "cases", "prog.py"), []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	res, err := Prove(context.Background(), Config{Load: load.Config{
		Entry: "cases/prog.py", TrustedRoots: []string{"tools"}, Dir: dir, ImportRoots: []string{dir},
	}})
	if err != nil {
		t.Fatal(err)
	}
	var b bytes.Buffer
	if err := explain.Render(&b, res, explain.FormatText); err != nil {
		t.Fatal(err)
	}
	out := b.String()
	if !strings.Contains(out, "balance(...) returns 9 in the iteration over row 0") {
		t.Errorf("the result that breaks the guarantee is not shown:\n%s", out)
	}
	if !strings.Contains(out, "list_payees(owner='b') returns") {
		t.Errorf("the second call's rows are not counted:\n%s", out)
	}
	if strings.Contains(out, "returns 0 rows, returns") {
		t.Errorf("both calls' row counts are given to one call:\n%s", out)
	}
}
