package prove

import (
	"context"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"testing"

	"clauz3/pkg/ir"
	"clauz3/pkg/load"
	"clauz3/pkg/solve"
)

// aboveLayer is a trusted module beside the email layer whose result is
// above its argument.
const aboveLayer = `import deal


@deal.has("count")
@deal.ensure(lambda x, result: result > x)
def above(x: int) -> int:
    return x + 1
`

// proveWith proves src (cases/prog.py) beside the email layer, with
// extra files added to the copy.
func proveWith(t *testing.T, src string, extra map[string]string) *ir.Result {
	t.Helper()
	return proveIn(t, example(), "tools/email/trusted", src, extra)
}

// proveIn proves src (cases/prog.py) in a copy of the example dir whose
// trusted root is trusted, with extra files added to the copy.
func proveIn(t *testing.T, example, trusted, src string, extra map[string]string) *ir.Result {
	t.Helper()
	dir := t.TempDir()
	if err := os.CopyFS(dir, os.DirFS(example)); err != nil {
		t.Fatal(err)
	}
	extra["cases/prog.py"] = src
	for name, text := range extra {
		if err := os.WriteFile(filepath.Join(dir, filepath.FromSlash(name)), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	res, err := Prove(context.Background(), Config{Load: load.Config{
		Entry: "cases/prog.py", TrustedRoots: []string{trusted}, Dir: dir,
		ImportRoots: []string{dir, filepath.Join(dir, "cases")},
	}})
	if err != nil {
		t.Fatal(err)
	}
	return res
}

// resultAt is a value of above's result at an iteration, as solve names it.
var resultAt = regexp.MustCompile(`^above_result[0-9]+\(([0-9]+)\)$`)

// TestLoopAssumptionEveryIteration: a trusted postcondition of a call in
// a symbolic loop holds in every iteration, not only in the one a query
// names. A guarantee that follows from it is proved (a model breaking it
// in another iteration is not a counterexample), and a counterexample
// keeps it in every iteration.
func TestLoopAssumptionEveryIteration(t *testing.T) {
	// over rows: a balance is never negative, in every row
	res := proveIn(t, filepath.Join(example(), "..", "bank"), "tools/bank/trusted", `import clauz3
from tools.bank.trusted import contracts as bank
from tools.bank.trusted.effects import balance, list_payees, transfer


@clauz3.guarantee(bank.never_to("checking"))
def main() -> None:
    for p in list_payees("me"):
        if balance(p.account) < 0:
            transfer(p.account, "checking", 1)
`, map[string]string{})
	for _, o := range res.Obligations {
		if o.Status != ir.StatusProved {
			t.Errorf("rows: %s: %s (%s), want proved: balance() >= 0 in every row", o.ID, o.Status, o.Reason)
		}
	}

	// in a summarized while loop
	layer := map[string]string{"tools/email/trusted/counter.py": aboveLayer}
	head := `import clauz3
from tools.email.trusted import contracts as mail
from tools.email.trusted.effects import send_email
from tools.email.trusted.counter import above


@clauz3.guarantee(mail.only(["bob@example.com"]))
def main(n: int) -> None:
    if n > 5:
        return
    while n > 0:
        r = above(n)
`
	res = proveWith(t, head+`        if r <= n:
            send_email("eve@example.com", "x")
        n -= 1
`, layer)
	for _, o := range res.Obligations {
		if o.Status != ir.StatusProved {
			t.Errorf("%s: %s (%s), want proved: above(n) > n in every iteration", o.ID, o.Status, o.Reason)
		}
	}

	res = proveWith(t, head+`        if r > n + 5:
            send_email("eve@example.com", "x")
        n -= 1
`, layer)
	refuted := 0
	for _, o := range res.Obligations {
		if o.Status != ir.StatusRefuted {
			continue
		}
		refuted++
		// every value above returns in the counterexample is above its
		// argument, n - i in iteration i
		n, err := strconv.Atoi(o.Counterexample.Inputs[0].Repr)
		if err != nil {
			t.Fatal(err)
		}
		seen := 0
		for _, v := range o.Counterexample.Variables {
			m := resultAt.FindStringSubmatch(v.Name)
			if m == nil {
				continue
			}
			seen++
			i, _ := strconv.Atoi(m[1])
			r, err := strconv.Atoi(v.Repr)
			if err != nil || r <= n-i {
				t.Errorf("n = %d: above returns %s in iteration %d, not above %d", n, v.Repr, i, n-i)
			}
		}
		if seen != n {
			t.Errorf("n = %d: %d values of above listed, want one per iteration", n, seen)
		}
	}
	if refuted != 1 {
		t.Fatalf("%d refuted, want the guarantee", refuted)
	}
	if err := solve.Recheck(res.DSL, res); err != nil {
		t.Fatal(err)
	}
}
