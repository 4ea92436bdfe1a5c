package replay_test

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"clauz3/pkg/ir"
	"clauz3/pkg/load"
	"clauz3/pkg/prove"
	"clauz3/pkg/replay"
)

// TestRowLoopResultsReplayed replays counterexamples whose trusted calls
// are made inside a loop over the rows of a query: each iteration's
// result is placed, in the order CPython makes the calls, and the run
// must confirm the counterexample, also when the call is made in some
// iterations only, or outside the loop as well.
func TestRowLoopResultsReplayed(t *testing.T) {
	py := python(t)
	dir := t.TempDir()
	if err := os.CopyFS(dir, os.DirFS(filepath.Join(repo(t), "examples", "bank"))); err != nil {
		t.Fatal(err)
	}
	head := `import clauz3
from tools.bank.trusted import contracts as bank
from tools.bank.trusted.effects import balance, list_payees, transfer


`
	for _, c := range []struct{ name, src, want string }{
		{"each_row", `@clauz3.guarantee(bank.one_per_payee())
def main() -> None:
    for p in list_payees("me"):
        if balance(p.account) > 0:
            transfer("checking", p.account, 1)
`, ir.ReplayConfirmed},
		// two calls per iteration: CPython makes a, b, a, b, which
		// differs from a, a, b, b in what each returns
		{"two_calls_each_row", `@clauz3.guarantee(bank.one_per_payee())
def main() -> None:
    for p in list_payees("me"):
        a = balance(p.account)
        b = balance("savings")
        if a > 5 and b < 3:
            transfer("checking", p.account, 1)
`, ir.ReplayConfirmed},
		// made in the iterations over verified rows only: CPython's
		// calls take the results of those iterations, in order
		{"some_rows", `@clauz3.guarantee(bank.one_per_payee())
def main() -> None:
    for p in list_payees("me"):
        if p.verified and balance(p.account) > 0:
            transfer("checking", p.account, 1)
`, ir.ReplayConfirmed},
		{"some_rows_two_calls", `@clauz3.guarantee(bank.one_per_payee())
def main() -> None:
    for p in list_payees("me"):
        if p.limit > 3:
            a = balance(p.account)
        else:
            a = balance("x") - 10
        if a > 0:
            transfer("checking", p.account, 1)
`, ir.ReplayConfirmed},
		// calls outside the loop too, before and after it: each takes
		// its result in program order
		{"also_outside", `@clauz3.guarantee(bank.one_per_payee())
def main() -> None:
    if balance("x") > 100:
        return
    for p in list_payees("me"):
        if balance(p.account) > 0:
            transfer("checking", p.account, 1)
    if balance("y") == 7:
        transfer("checking", "z", 1)
        transfer("checking", "z", 1)
`, ir.ReplayConfirmed},
		// a loop over rows made twice (unrolled): two loops, one after
		// the other, each with its own rows and results
		{"loop_twice", `@clauz3.guarantee(bank.one_per_payee())
def main() -> None:
    for k in range(2):
        for p in list_payees("me"):
            if balance(p.account) > 5 * k:
                transfer("checking", p.account, 1)
`, ir.ReplayConfirmed},
	} {
		t.Run(c.name, func(t *testing.T) {
			file := filepath.Join(dir, "cases", c.name+".py")
			if err := os.WriteFile(file, []byte(head+c.src), 0o644); err != nil {
				t.Fatal(err)
			}
			trusted := []string{filepath.Join(dir, "tools")}
			res, err := prove.Prove(context.Background(), prove.Config{Load: load.Config{
				Entry: file, TrustedRoots: trusted, ImportRoots: []string{dir}, Dir: dir,
			}})
			if err != nil {
				t.Fatal(err)
			}
			rep, err := replay.Run(context.Background(), res, replay.Config{Python: py, RuntimeDir: filepath.Join(repo(t), "runtime"),
				Dir: dir, ImportRoots: []string{dir}, TrustedRoots: trusted})
			if err != nil {
				t.Fatal(err)
			}
			refuted := 0
			for _, or := range res.Obligations {
				if or.Status != ir.StatusRefuted || or.Counterexample == nil {
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
				switch {
				case c.want == ir.ReplayConfirmed && or.Replayed != ir.ReplayConfirmed:
					t.Errorf("%s: replay %s (%s), want confirmed", or.ID, or.Replayed, why)
				case c.want != ir.ReplayConfirmed && (or.Replayed != ir.ReplayNotReplayable || !strings.Contains(why, c.want)):
					t.Errorf("%s: replay %s (%s), want not replayable: %s", or.ID, or.Replayed, why, c.want)
				}
			}
			if refuted == 0 {
				t.Fatal("nothing refuted")
			}
		})
	}
}
