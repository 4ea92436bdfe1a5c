package replay_test

import (
	"context"
	"encoding/json"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"sort"
	"strings"
	"testing"

	_ "clauz3/internal/golden"
	"clauz3/pkg/diag"
	"clauz3/pkg/ir"
	"clauz3/pkg/load"
	"clauz3/pkg/prove"
	"clauz3/pkg/replay"
)

func repo(t testing.TB) string {
	_, file, _, _ := runtime.Caller(0)
	return filepath.Dir(filepath.Dir(filepath.Dir(file)))
}

// python is the project's CPython with deal (make deps).
func python(t testing.TB) string {
	py := filepath.Join(repo(t), ".venv", "bin", "python")
	if err := exec.Command(py, "-c", "import deal").Run(); err != nil {
		t.Fatalf("%s cannot import deal (run make deps): %v", py, err)
	}
	return py
}

// proveCase proves cases/<name> of the example directory ex.
func proveCase(t testing.TB, ex, name string) (*ir.Result, replay.Config) {
	dir := filepath.Join(repo(t), "examples", ex)
	trusted, _ := filepath.Glob(filepath.Join(dir, "tools", "*", "trusted"))
	res, err := prove.Prove(context.Background(), prove.Config{Load: load.Config{
		Entry:        filepath.Join(dir, "cases", name),
		TrustedRoots: trusted,
		ImportRoots:  []string{dir},
		Dir:          dir,
	}})
	if err != nil {
		t.Fatalf("%s/%s: prove: %v", ex, name, err)
	}
	return res, replay.Config{
		Python:       python(t),
		RuntimeDir:   filepath.Join(repo(t), "runtime"),
		Dir:          dir,
		ImportRoots:  []string{dir},
		TrustedRoots: trusted,
	}
}

// notReplayable lists the example obligations whose counterexamples do
// not fix every value the run reads, with the reason: they are the only
// refutations of _fail cases that are not confirmed.
var notReplayable = map[string]string{
	"db/loop_distinct_fail.py o2":     "rows",
	"db/loop_fail.py o2":              "rows",
	"db/loop_none_fail.py o2":         "rows",
	"db/loop_precondition_fail.py o1": "rows",
}

// TestExampleCounterexamplesConfirmed replays every refuted obligation of
// every _fail case of the examples under CPython: each exact one must be
// confirmed, and the others must be those listed in notReplayable.
func TestExampleCounterexamplesConfirmed(t *testing.T) {
	confirmed, skipped, cases := 0, 0, 0
	var lines []string
	for _, ex := range []string{"email", "policy", "db", "home"} {
		files, _ := filepath.Glob(filepath.Join(repo(t), "examples", ex, "cases", "*_fail.py"))
		for _, f := range files {
			name := filepath.Base(f)
			cases++
			res, cfg := proveCase(t, ex, name)
			rep, err := replay.Run(context.Background(), res, cfg)
			if err != nil {
				t.Errorf("%s/%s: %v", ex, name, err)
				continue
			}
			if rep.Notice != "" {
				t.Fatalf("%s/%s: %s", ex, name, rep.Notice)
			}
			refuted := 0
			for i, or := range res.Obligations {
				if or.Status != ir.StatusRefuted || res.DSL.Obligations[i].Kind == ir.KindConsistency {
					continue
				}
				refuted++
				key := ex + "/" + name + " " + or.ID
				var why string
				for _, n := range rep.Notes {
					if n.ID == or.ID {
						why = n.Why
					}
				}
				lines = append(lines, key+": "+or.Replayed+" ("+why+")")
				_, listed := notReplayable[key]
				switch {
				case or.Replayed == ir.ReplayConfirmed && !listed:
					confirmed++
				case or.Replayed == ir.ReplayNotReplayable && listed:
					skipped++
				default:
					t.Errorf("%s: replayed %q (%s), want %s", key, or.Replayed, why,
						map[bool]string{true: "not replayable", false: "confirmed"}[listed])
				}
			}
			if refuted == 0 {
				t.Errorf("%s/%s: a _fail case with no refuted obligation", ex, name)
			}
		}
	}
	sort.Strings(lines)
	t.Logf("%d _fail cases: %d refutations confirmed under CPython, %d not replayable\n%s", cases, confirmed, skipped, strings.Join(lines, "\n"))
	if confirmed < 35 {
		t.Errorf("only %d refutations confirmed", confirmed)
	}
}

// TestCorruptedCounterexampleIsInternalError changes a counterexample's
// input so that the run keeps the guarantee: replay must refuse to show
// it (an internal error naming the obligation, exit 3).
func TestCorruptedCounterexampleIsInternalError(t *testing.T) {
	res, cfg := proveCase(t, "email", "only_bob_fail.py")
	found := false
	for i := range res.Obligations {
		or := &res.Obligations[i]
		if or.Status != ir.StatusRefuted {
			continue
		}
		for j := range or.Counterexample.Inputs {
			in := &or.Counterexample.Inputs[j]
			if in.Name == "addr" {
				in.Value, in.Repr = "bob@example.com", "'bob@example.com'"
				found = true
			}
		}
	}
	if !found {
		t.Fatal("no refuted obligation with input addr")
	}
	_, err := replay.Run(context.Background(), res, cfg)
	var ice *diag.ICEError
	if !errors.As(err, &ice) {
		t.Fatalf("got %v, want an internal error", err)
	}
	if diag.ExitCode(err) != diag.ExitInternalErr {
		t.Errorf("exit code %d, want 3", diag.ExitCode(err))
	}
	if !strings.Contains(err.Error(), "o2") || !strings.Contains(err.Error(), `mail.only(["bob@example.com"])`) {
		t.Errorf("the error does not name the obligation: %v", err)
	}
	if got := res.Obligations[1].Replayed; got != ir.ReplayNotReproduced {
		t.Errorf("replayed = %q, want not reproduced", got)
	}
}

// TestCorruptedTrustedResult gives a trusted call a result under which
// the program keeps its guarantee.
func TestCorruptedTrustedResult(t *testing.T) {
	res, cfg := proveCase(t, "email", "directory_fail.py")
	n := 0
	for i := range res.Obligations {
		or := &res.Obligations[i]
		if or.Status != ir.StatusRefuted {
			continue
		}
		for j := range or.Counterexample.Variables {
			v := &or.Counterexample.Variables[j]
			if strings.HasPrefix(v.Name, "lookup_address_result") {
				v.Value, v.Repr = "bob@example.com", "'bob@example.com'"
				n++
			}
		}
	}
	if n == 0 {
		t.Fatal("no trusted result in the counterexample")
	}
	if _, err := replay.Run(context.Background(), res, cfg); diag.ExitCode(err) != diag.ExitInternalErr {
		t.Fatalf("got %v, want an internal error", err)
	}
}

// TestNoPython: a missing interpreter is a notice, not a failure.
func TestNoPython(t *testing.T) {
	res, cfg := proveCase(t, "email", "only_bob_fail.py")
	cfg.Python = filepath.Join(t.TempDir(), "no-python3")
	rep, err := replay.Run(context.Background(), res, cfg)
	if err != nil {
		t.Fatal(err)
	}
	if rep.Notice == "" || res.Obligations[1].Replayed != ir.ReplayNotReplayable {
		t.Errorf("notice %q, replayed %q", rep.Notice, res.Obligations[1].Replayed)
	}
}

// TestCorruptions changes one value of a counterexample so that CPython
// no longer does what it says: each must be an internal error.
func TestCorruptions(t *testing.T) {
	setInput := func(name string, v any, repr string) func(*ir.Counterexample) bool {
		return func(ce *ir.Counterexample) bool {
			for j := range ce.Inputs {
				if ce.Inputs[j].Name == name {
					ce.Inputs[j].Value, ce.Inputs[j].Repr = v, repr
					return true
				}
			}
			return false
		}
	}
	for _, c := range []struct {
		ex, file string
		change   func(*ir.Counterexample) bool
		why      string
	}{
		{"email", "division_fail.py", setInput("d", json.Number("1"), "1"), "returns normally"},
		{"email", "assert_fail.py", setInput("n", json.Number("5"), "5"), "returns normally"},
		{"email", "precondition_input_fail.py", setInput("addr", "bob@example.com", "'bob@example.com'"), "returns normally"},
		{"email", "raise_fail.py", setInput("n", json.Number("3"), "3"), "returns normally"},
		{"email", "float_fail.py", setInput("x", 1.5, "1.5"), "keep it"},
		// the guarantee still breaks, but not with the effect shown
		{"email", "only_bob_fail.py", func(ce *ir.Counterexample) bool {
			for i := range ce.Facts {
				for j := range ce.Facts[i].Fields {
					if ce.Facts[i].Fields[j].Name == "addr" {
						ce.Facts[i].Fields[j].Value, ce.Facts[i].Fields[j].Repr = "eve@example.com", "'eve@example.com'"
						return true
					}
				}
			}
			return false
		}, "not the counterexample's"},
		{"home", "param_door_fail.py", setInput("door", "front2", "'front2'"), ""},
	} {
		t.Run(c.file, func(t *testing.T) {
			res, cfg := proveCase(t, c.ex, c.file)
			changed := false
			for i := range res.Obligations {
				if ce := res.Obligations[i].Counterexample; ce != nil && c.change(ce) {
					changed = true
				}
			}
			if !changed {
				t.Fatal("nothing to change")
			}
			_, err := replay.Run(context.Background(), res, cfg)
			if diag.ExitCode(err) != diag.ExitInternalErr {
				t.Fatalf("got %v, want an internal error", err)
			}
			if !strings.Contains(err.Error(), c.why) {
				t.Errorf("error %q does not say %q", err, c.why)
			}
		})
	}
}

// TestOptimizedRun: a guarantee that breaks only under python -O (the
// assert that guards the call is gone) is replayed with python3 -O.
func TestOptimizedRun(t *testing.T) {
	dir := filepath.Join(repo(t), "examples", "email")
	entry := filepath.Join(t.TempDir(), "only_under_o_fail.py")
	src := `import clauz3
from tools.email.trusted import contracts as mail
from tools.email.trusted.effects import send_email


@clauz3.guarantee(mail.none())
def main(n: int) -> None:
    assert n > 0
    if n <= 0:
        send_email("bob@example.com", "hi")
`
	if err := os.WriteFile(entry, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	trusted, _ := filepath.Glob(filepath.Join(dir, "tools", "*", "trusted"))
	res, err := prove.Prove(context.Background(), prove.Config{Load: load.Config{
		Entry: entry, TrustedRoots: trusted, ImportRoots: []string{dir}, Dir: dir,
	}})
	if err != nil {
		t.Fatal(err)
	}
	cfg := replay.Config{Python: python(t), RuntimeDir: filepath.Join(repo(t), "runtime"), Dir: dir,
		ImportRoots: []string{dir}, TrustedRoots: trusted}
	rep, err := replay.Run(context.Background(), res, cfg)
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for i, or := range res.Obligations {
		if res.DSL.Obligations[i].Kind != ir.KindGuarantee {
			continue
		}
		n++
		if or.Status != ir.StatusRefuted || or.Replayed != ir.ReplayConfirmed {
			t.Errorf("guarantee %s: %s, replayed %q (%v)", or.ID, or.Status, or.Replayed, rep.Notes)
		}
		opt := false
		for _, v := range or.Counterexample.Variables {
			if v.Name == ir.OptimizeSymbol && v.Value == true {
				opt = true
			}
		}
		if !opt {
			t.Errorf("the counterexample does not need python -O: %+v", or.Counterexample)
		}
	}
	if n != 1 {
		t.Fatalf("%d guarantees", n)
	}
}
