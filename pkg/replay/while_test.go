package replay_test

import (
	"context"
	"os"
	"path/filepath"
	"testing"

	"clauz3/pkg/ir"
	"clauz3/pkg/load"
	"clauz3/pkg/prove"
	"clauz3/pkg/replay"
)

// TestWhileCounterexamplesConfirmed replays counterexamples of programs
// with summarized while loops under CPython: the loop's calls, listed
// iteration by iteration, and trusted results in each iteration (kept
// within their postconditions in every one) must be what the run does.
func TestWhileCounterexamplesConfirmed(t *testing.T) {
	py := python(t)
	dir := t.TempDir()
	if err := os.CopyFS(dir, os.DirFS(filepath.Join(repo(t), "examples", "email"))); err != nil {
		t.Fatal(err)
	}
	layer := "import deal\n\n\n@deal.has(\"count\")\n@deal.ensure(lambda x, result: result > x)\ndef above(x: int) -> int:\n    return x + 1\n\n\n" +
		"@deal.has(\"risk\")\n@deal.raises(ValueError)\ndef risky(x: int) -> int:\n    return 0\n"
	if err := os.WriteFile(filepath.Join(dir, "tools", "email", "trusted", "counter.py"), []byte(layer), 0o644); err != nil {
		t.Fatal(err)
	}
	head := `import clauz3
from tools.email.trusted import contracts as mail
from tools.email.trusted.effects import send_email, lookup_address
from tools.email.trusted.counter import above, risky


`
	progs := map[string]string{
		"counter_read": `@clauz3.guarantee(mail.only(["bob@example.com"]))
def main(n: int) -> None:
    while n > 0:
        a = "bob@example.com" if n != 3 else "eve@example.com"
        send_email(a, "tick")
        n = n - 1
`,
		"lookup": `@clauz3.guarantee(mail.only(["bob@example.com"]))
def main(n: int) -> None:
    while n > 0:
        a = lookup_address("bob")
        send_email(a, "x")
        n -= 1
`,
		"above_each": `@clauz3.guarantee(mail.only(["bob@example.com"]))
def main(n: int) -> None:
    if n > 4:
        return
    i = 0
    while i < n:
        r = above(i)
        if r > i + 2:
            send_email("eve@example.com", "x")
        send_email("bob@example.com", "y")
        i += 1
`,
		"two_loops": `@clauz3.guarantee(mail.at_most(3))
def main(n: int, m: int) -> None:
    while n > 0:
        send_email("bob@example.com", "a")
        n -= 2
    while m >= 0:
        send_email("bob@example.com", "b")
        m = m - 1
`,
		"precondition_mid": `@clauz3.guarantee(mail.at_most(100))
def main(n: int) -> None:
    if n != 5:
        return
    while n > 0:
        send_email("bob@example.com" if n != 3 else "bob", "m")
        n -= 1
    send_email("after@example.com", "z")
`,
		"may_raise": `@clauz3.guarantee(mail.at_most(1000))
def main(n: int) -> None:
    if n < 3 or n > 5:
        return
    while n > 0:
        risky(n)
        send_email("a@x.com", "m")
        n -= 1
`,
		"check_in_loop": `@clauz3.guarantee(mail.at_most(100))
def main(n: int) -> None:
    while n > 0:
        if n == 3:
            raise ValueError("three")
        n -= 1
`,
	}
	trusted := []string{filepath.Join(dir, "tools", "email", "trusted")}
	for name, src := range progs {
		t.Run(name, func(t *testing.T) {
			file := name + ".py"
			if err := os.WriteFile(filepath.Join(dir, "cases", file), []byte(head+src), 0o644); err != nil {
				t.Fatal(err)
			}
			res, err := prove.Prove(context.Background(), prove.Config{Load: load.Config{
				Entry: filepath.Join(dir, "cases", file), TrustedRoots: trusted, ImportRoots: []string{dir}, Dir: dir,
			}})
			if err != nil {
				t.Fatal(err)
			}
			summarized := false
			for _, f := range res.DSL.Facts {
				summarized = summarized || len(f.Quantifiers) == 1 && f.Quantifiers[0].While
			}
			for _, o := range res.DSL.Obligations {
				summarized = summarized || o.Iteration != ""
			}
			if !summarized {
				t.Fatal("no loop is summarized")
			}
			rep, err := replay.Run(context.Background(), res, replay.Config{Python: py, RuntimeDir: filepath.Join(repo(t), "runtime"),
				Dir: dir, ImportRoots: []string{dir}, TrustedRoots: trusted})
			if err != nil {
				t.Fatal(err)
			}
			refuted := 0
			for _, or := range res.Obligations {
				if or.Status != ir.StatusRefuted {
					continue
				}
				refuted++
				why := ""
				for _, n := range rep.Notes {
					if n.ID == or.ID {
						why = n.Why
					}
				}
				t.Logf("%s: %s (%s)", or.ID, or.Replayed, why)
				if or.Replayed != ir.ReplayConfirmed {
					t.Errorf("%s: replayed %q (%s), want confirmed", or.ID, or.Replayed, why)
				}
			}
			if refuted == 0 {
				t.Error("nothing refuted")
			}
		})
	}
}
