package replay_test

import (
	"context"
	"errors"
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
