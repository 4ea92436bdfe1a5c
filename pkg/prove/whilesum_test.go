package prove

import (
	"context"
	"os"
	"path/filepath"
	"strconv"
	"testing"

	"clauz3/pkg/ir"
	"clauz3/pkg/load"
	"clauz3/pkg/solve"
)

// proveEmailSource proves src written as cases/prog.py beside the email
// layer.
func proveEmailSource(t *testing.T, src string) *ir.Result {
	t.Helper()
	dir := t.TempDir()
	if err := os.CopyFS(dir, os.DirFS(example())); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "cases", "prog.py"), []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	res, err := Prove(context.Background(), Config{Load: load.Config{
		Entry: "cases/prog.py", TrustedRoots: []string{"tools/email/trusted"}, Dir: dir,
		ImportRoots: []string{dir, filepath.Join(dir, "cases")},
	}})
	if err != nil {
		t.Fatal(err)
	}
	return res
}

const whileHeader = `import clauz3
from tools.email.trusted import contracts as mail
from tools.email.trusted.effects import send_email


`

// resultOf is the result of the obligation of d with the message msg.
func resultOf(t *testing.T, res *ir.Result, msg string) ir.ObligationResult {
	t.Helper()
	for i, o := range res.DSL.Obligations {
		if o.Message == msg {
			return res.Obligations[i]
		}
	}
	t.Fatalf("no obligation %q", msg)
	return ir.ObligationResult{}
}

// TestWhileFirstFailure: a check of a summarized while loop that fails
// only in an iteration after one where another check fails first is
// not refuted (CPython stops at the first); one that fails first is,
// in a later iteration too.
func TestWhileFirstFailure(t *testing.T) {
	res := proveEmailSource(t, whileHeader+`@clauz3.guarantee(mail.at_most(100))
def main(n: int) -> None:
    m = n
    while n > 0:
        if n == 4:
            raise KeyError("k")
        if n == 3 and m > 3:
            raise ValueError("v")
        if n == 2 and m > 5:
            raise TypeError("t")
        n -= 1
`)
	key := resultOf(t, res, `KeyError: KeyError("k") is raised`)
	if key.Status != ir.StatusRefuted || key.Counterexample == nil {
		t.Fatalf("KeyError: %s (%s), want refuted", key.Status, key.Reason)
	}
	for _, msg := range []string{`ValueError: ValueError("v") is raised`, `TypeError: TypeError("t") is raised`} {
		r := resultOf(t, res, msg)
		if r.Status != ir.StatusUnknown || r.Reason != ir.ReasonEarlierIteration {
			t.Errorf("%s: %s (%s), want unknown: %s", msg, r.Status, r.Reason, ir.ReasonEarlierIteration)
		}
	}
	if err := solve.Recheck(res.DSL, res); err != nil {
		t.Error(err)
	}

	// The check at n == 3 fails first from every n >= 3, in iteration
	// n - 3: it stands.
	res = proveEmailSource(t, whileHeader+`@clauz3.guarantee(mail.at_most(100))
def main(n: int) -> None:
    if n < 5:
        return
    while n > 0:
        if n == 3:
            raise ValueError("v")
        n -= 1
`)
	r := resultOf(t, res, `ValueError: ValueError("v") is raised`)
	if r.Status != ir.StatusRefuted || r.Counterexample == nil {
		t.Fatalf("ValueError: %s (%s), want refuted", r.Status, r.Reason)
	}
}

// TestWhileIterationsListed: a counterexample lists the facts of a
// summarized while loop iteration by iteration, Recheck confirms the
// list, and refuses one with a firing dropped or an iteration count
// changed.
func TestWhileIterationsListed(t *testing.T) {
	res := proveEmailSource(t, whileHeader+`@clauz3.guarantee(mail.only(["first@example.com", "even@example.com", "last@example.com"]))
def main(n: int) -> None:
    if n > 9:
        return
    send_email("first@example.com", "a")
    while n > 0:
        if n % 2 == 0:
            send_email("even@example.com", str(n))
        send_email("each@example.com", str(n))
        n = n - 1
    send_email("last@example.com", "z")
`)
	g := resultOf(t, res, `guarantee mail.only(["first@example.com", "even@example.com", "last@example.com"]) holds`)
	ce := g.Counterexample
	if g.Status != ir.StatusRefuted || ce == nil {
		t.Fatalf("%s (%s), want refuted", g.Status, g.Reason)
	}
	if len(ce.Loops) != 1 {
		t.Fatalf("loops %+v, want one", ce.Loops)
	}
	k := ce.Loops[0].Iterations
	var got []string
	for _, f := range ce.Facts {
		if !f.Fires {
			continue
		}
		s := f.Fields[0].Repr + " " + f.Fields[1].Repr
		if f.Iteration != nil {
			s += " @" + strconv.FormatInt(*f.Iteration, 10)
		}
		got = append(got, s)
	}
	// CPython's order: first, then per iteration (n = n0 - i) the even
	// one if n is even and each, then last.
	want := []string{"'first@example.com' 'a'"}
	start, err := strconv.ParseInt(ce.Inputs[0].Repr, 10, 64)
	if err != nil {
		t.Fatal(err)
	}
	if start != k {
		t.Errorf("n = %d but the loop runs %d times", start, k)
	}
	for i := int64(0); i < k; i++ {
		n := start - i
		if n%2 == 0 {
			want = append(want, "'even@example.com' '"+strconv.FormatInt(n, 10)+"' @"+strconv.FormatInt(i, 10))
		}
		want = append(want, "'each@example.com' '"+strconv.FormatInt(n, 10)+"' @"+strconv.FormatInt(i, 10))
	}
	want = append(want, "'last@example.com' 'z'")
	if len(got) != len(want) {
		t.Fatalf("firings %q, want %q", got, want)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("firing %d is %s, want %s", i, got[i], want[i])
		}
	}
	if err := solve.Recheck(res.DSL, res); err != nil {
		t.Fatal(err)
	}
	// tampered: a firing of the loop dropped, then the count changed
	for i, f := range ce.Facts {
		if f.Iteration != nil {
			saved := ce.Facts
			ce.Facts = append(append([]ir.FactFiring{}, saved[:i]...), saved[i+1:]...)
			if solve.Recheck(res.DSL, res) == nil {
				t.Error("Recheck accepts a counterexample with a firing of the loop dropped")
			}
			ce.Facts = saved
			break
		}
	}
	ce.Loops[0].Iterations++
	if solve.Recheck(res.DSL, res) == nil {
		t.Error("Recheck accepts a wrong iteration count")
	}
}

// TestWhileStopsAtFailure: the counterexample to a check that fails in
// iteration 3 of a summarized loop lists the calls of iterations 1 and
// 2 only, none of the loop's later iterations nor after the loop (CPython
// stops at the failure), and says the loop stopped.
func TestWhileStopsAtFailure(t *testing.T) {
	res := proveEmailSource(t, whileHeader+`@clauz3.guarantee(mail.at_most(100))
def main(n: int) -> None:
    if n != 5:
        return
    while n > 0:
        send_email("bob@example.com" if n != 3 else "bob", "m")
        n -= 1
    send_email("after@example.com", "z")
`)
	r := resultOf(t, res, `precondition of send_email holds: "@" in addr`)
	ce := r.Counterexample
	if r.Status != ir.StatusRefuted || ce == nil {
		t.Fatalf("%s (%s), want refuted", r.Status, r.Reason)
	}
	var its []int64
	for _, f := range ce.Facts {
		if !f.Fires {
			continue
		}
		if f.Iteration == nil {
			t.Errorf("fact %s (%v) outside the loop is listed: the run stops in it", f.ID, f.Fields)
			continue
		}
		its = append(its, *f.Iteration)
	}
	if len(its) != 2 || its[0] != 0 || its[1] != 1 {
		t.Errorf("iterations listed %v, want [0 1]", its)
	}
	if len(ce.Loops) != 1 || ce.Loops[0].Iterations != 3 || !ce.Loops[0].Stopped {
		t.Errorf("loops %+v, want 3 iterations, stopped in the last", ce.Loops)
	}
	if err := solve.Recheck(res.DSL, res); err != nil {
		t.Fatal(err)
	}
}
