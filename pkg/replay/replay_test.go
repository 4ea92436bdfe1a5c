package replay_test

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"sync"
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
	return proveIn(t, filepath.Join(repo(t), "examples", ex), name)
}

// proveIn proves cases/<name> of the import root dir.
func proveIn(t testing.TB, dir, name string) (*ir.Result, replay.Config) {
	res, cfg, err := proveAt(dir, name, python(t))
	if err != nil {
		t.Fatal(err)
	}
	return res, cfg
}

// proveAt proves cases/<name> of the import root dir with every trusted
// root under tools/, and returns the replay configuration for it.
func proveAt(dir, name, py string) (*ir.Result, replay.Config, error) {
	trusted, _ := filepath.Glob(filepath.Join(dir, "tools", "*", "trusted"))
	res, err := prove.Prove(context.Background(), prove.Config{Load: load.Config{
		Entry:        filepath.Join(dir, "cases", name),
		TrustedRoots: trusted,
		ImportRoots:  []string{dir},
		Dir:          dir,
	}})
	if err != nil {
		return nil, replay.Config{}, fmt.Errorf("%s/%s: prove: %v", filepath.Base(dir), name, err)
	}
	return res, replay.Config{
		Python:       py,
		RuntimeDir:   filepath.Join(filepath.Dir(filepath.Dir(dir)), "runtime"),
		Dir:          dir,
		ImportRoots:  []string{dir},
		TrustedRoots: trusted,
	}, nil
}

// caseRun is one _fail case proved and replayed.
type caseRun struct {
	key string // <dir>/<file>
	res *ir.Result
	rep *replay.Report
	err error
}

// replayAll proves and replays every cases/*_fail.py of dirs, two at a
// time, in a stable order.
func replayAll(t *testing.T, dirs []string) []caseRun {
	py := python(t)
	var runs []caseRun
	var jobs [][2]string
	for _, d := range dirs {
		files, _ := filepath.Glob(filepath.Join(d, "cases", "*_fail.py"))
		for _, f := range files {
			jobs = append(jobs, [2]string{d, filepath.Base(f)})
		}
	}
	runs = make([]caseRun, len(jobs))
	var wg sync.WaitGroup
	sem := make(chan struct{}, 2)
	for i, j := range jobs {
		wg.Add(1)
		go func() {
			defer wg.Done()
			sem <- struct{}{}
			defer func() { <-sem }()
			r := caseRun{key: filepath.Base(j[0]) + "/" + j[1]}
			res, cfg, err := proveAt(j[0], j[1], py)
			if err == nil {
				r.res = res
				r.rep, r.err = replay.Run(context.Background(), res, cfg)
			} else {
				r.err = err
			}
			runs[i] = r
		}()
	}
	wg.Wait()
	return runs
}

// rowsOnly is the one reason an example's counterexample may not be
// replayed: the program loops over the rows of a trusted query, and no
// counterexample lists them all (one needs more rows than solve lists).
func rowsOnly(res *ir.Result) bool {
	for _, f := range res.DSL.Facts {
		if len(f.Quantifiers) > 0 && !f.Quantifiers[0].While {
			return true
		}
	}
	for _, v := range res.DSL.Variables {
		if strings.Contains(v.Name, "_len") {
			return true
		}
	}
	return false
}

// TestExampleCounterexamplesConfirmed replays every refuted obligation of
// every _fail case of the examples under CPython: each must be confirmed
// (a program over the rows of a query on a counterexample solve finds
// again with every row listed, with the trusted results of each
// iteration), or, only for a program over rows whose refutation needs
// more rows than a counterexample lists, be not replayable (none is,
// today).
func TestExampleCounterexamplesConfirmed(t *testing.T) {
	var dirs []string
	for _, ex := range []string{"email", "policy", "db", "home", "bank"} {
		dirs = append(dirs, filepath.Join(repo(t), "examples", ex))
	}
	runs := replayAll(t, dirs)
	confirmed, skipped, rows := 0, 0, 0
	var lines []string
	for _, r := range runs {
		if r.err != nil {
			t.Errorf("%s: %v", r.key, r.err)
			continue
		}
		if r.rep.Notice != "" {
			t.Fatalf("%s: %s", r.key, r.rep.Notice)
		}
		refuted := 0
		for i, or := range r.res.Obligations {
			if or.Status != ir.StatusRefuted || r.res.DSL.Obligations[i].Kind == ir.KindConsistency {
				continue
			}
			refuted++
			key := r.key + " " + or.ID
			var why string
			for _, n := range r.rep.Notes {
				if n.ID == or.ID {
					why = n.Why
				}
			}
			lines = append(lines, key+": "+or.Replayed+" ("+why+")")
			listed := rowsOnly(r.res) && strings.Contains(why, "rows")
			switch {
			case or.Replayed == ir.ReplayConfirmed:
				confirmed++
				if rowsOnly(r.res) {
					rows++
				}
			case or.Replayed == ir.ReplayNotReplayable && listed:
				skipped++
			default:
				t.Errorf("%s: replayed %q (%s), want %s", key, or.Replayed, why,
					map[bool]string{true: "not replayable", false: "confirmed"}[listed])
			}
		}
		if refuted == 0 {
			t.Errorf("%s: a _fail case with no refuted obligation", r.key)
		}
	}
	t.Logf("%d _fail cases: %d refutations confirmed under CPython (%d over query rows), %d not replayable\n%s", len(runs), confirmed, rows, skipped, strings.Join(lines, "\n"))
	if confirmed < 52 {
		t.Errorf("only %d refutations confirmed", confirmed)
	}
	if rows < 11 {
		t.Errorf("only %d refutations of programs over query rows confirmed", rows)
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

// TestLayerCounterexamples replays every refutation of the standard
// layers' _fail cases (layers/*): none may fail to reproduce.
func TestLayerCounterexamples(t *testing.T) {
	dirs, _ := filepath.Glob(filepath.Join(repo(t), "layers", "*"))
	confirmed, skipped := 0, 0
	var notes []string
	for _, r := range replayAll(t, dirs) {
		if r.err != nil {
			t.Errorf("%s: %v", r.key, r.err)
			continue
		}
		confirmed += r.rep.Count(ir.ReplayConfirmed)
		skipped += r.rep.Count(ir.ReplayNotReplayable)
		for _, n := range r.rep.Notes {
			if n.Replayed != ir.ReplayConfirmed {
				notes = append(notes, fmt.Sprintf("%s %s: %s (%s)", r.key, n.ID, n.Replayed, n.Why))
			}
		}
	}
	t.Logf("layers: %d refutations confirmed, %d not replayable\n%s", confirmed, skipped, strings.Join(notes, "\n"))
	if confirmed < 27 {
		t.Errorf("only %d layer refutations confirmed", confirmed)
	}
}

// TestReplayedInSchema: a replayed result is still a valid result
// document (the field is in schema/result.schema.json), and the field is
// absent when nothing was replayed.
func TestReplayedInSchema(t *testing.T) {
	res, cfg := proveCase(t, "email", "only_bob_fail.py")
	data, _ := json.Marshal(res)
	if strings.Contains(string(data), `"replayed"`) {
		t.Errorf("a result that was not replayed has the field")
	}
	if _, err := replay.Run(context.Background(), res, cfg); err != nil {
		t.Fatal(err)
	}
	data, _ = json.Marshal(res)
	if !strings.Contains(string(data), `"replayed":"confirmed"`) {
		t.Errorf("no replayed field: %s", data)
	}
	if _, err := ir.Check("result.json", data, ir.KindResult); err != nil {
		t.Errorf("schema: %v", err)
	}
	res.Obligations[1].Replayed = "maybe"
	data, _ = json.Marshal(res)
	if _, err := ir.Check("result.json", data, ir.KindResult); err == nil {
		t.Errorf("the schema accepts replayed: maybe")
	}
}

// TestResultBreakingTrustedPost gives a trusted call a result its own
// @deal.post refuses: no real run returns it, so the counterexample does
// not reproduce, even though python -O (which skips deal) would go on and
// break the guarantee.
func TestResultBreakingTrustedPost(t *testing.T) {
	res, cfg := proveCase(t, "email", "directory_fail.py")
	n := 0
	for i := range res.Obligations {
		or := &res.Obligations[i]
		if or.Counterexample == nil {
			continue
		}
		for j := range or.Counterexample.Variables {
			v := &or.Counterexample.Variables[j]
			if strings.HasPrefix(v.Name, "lookup_address_result") {
				v.Value, v.Repr = "nobody", "'nobody'"
				n++
			}
		}
		for j := range or.Counterexample.Facts {
			for k := range or.Counterexample.Facts[j].Fields {
				if f := &or.Counterexample.Facts[j].Fields[k]; f.Name == "addr" {
					f.Value, f.Repr = "nobody", "'nobody'"
				}
			}
		}
	}
	if n == 0 {
		t.Fatal("no trusted result in the counterexample")
	}
	_, err := replay.Run(context.Background(), res, cfg)
	if diag.ExitCode(err) != diag.ExitInternalErr || !strings.Contains(err.Error(), "PostContractError") {
		t.Fatalf("got %v, want an internal error naming deal's PostContractError", err)
	}
}

// TestWrongRowModelIsInternalError gives a program over the rows of a
// query a model that is wrong about it (the loop's email goes to
// eve@evil.com, and only for rows without "@", where CPython sends
// nothing): the counterexample solve finds again, with every row
// listed, does not reproduce, which is an internal error.
func TestWrongRowModelIsInternalError(t *testing.T) {
	res, cfg := proveCase(t, "db", "loop_fail.py")
	// Through JSON, so that solve reads the facts' text, not the terms
	// lower built.
	data, err := json.Marshal(res.DSL)
	if err != nil {
		t.Fatal(err)
	}
	var doc ir.DSL
	if err := json.Unmarshal(data, &doc); err != nil {
		t.Fatal(err)
	}
	res.DSL = &doc
	changed := false
	for i := range doc.Facts {
		f := &doc.Facts[i]
		if f.Relation != "send_email" || len(f.Quantifiers) != 1 {
			continue
		}
		q := f.Quantifiers[0]
		f.Cond = fmt.Sprintf("And(0 <= %s, %s < %s, Not(Contains(db_query_users_email2(%s), \"@\")))", q.Var, q.Var, q.Upper, q.Var)
		for j := range f.Fields {
			if f.Fields[j].Name == "addr" {
				f.Fields[j].Value = `"eve@evil.com"`
				changed = true
			}
		}
	}
	if !changed {
		t.Fatal("no send_email fact in a loop over rows")
	}
	_, err = replay.Run(context.Background(), res, cfg)
	if diag.ExitCode(err) != diag.ExitInternalErr || !strings.Contains(err.Error(), "o2") {
		t.Fatalf("got %v, want an internal error naming o2", err)
	}
}

// TestLibraryCounterexamples replays every refuted obligation of every
// _fail case of our nine libraries (libraries/*/tests/cases), whose
// layers are in clauz3 0.2's vocabulary: events (@performs) included,
// each performed event is recorded after its call as lower's facts are.
// Each refutation must be confirmed, or not replayable with a reason;
// never an error.
func TestLibraryCounterexamples(t *testing.T) {
	py := python(t)
	libs, _ := filepath.Glob(filepath.Join(repo(t), "libraries", "*", "tests", "cases"))
	if len(libs) < 9 {
		t.Fatalf("only %d libraries", len(libs))
	}
	confirmed, events := 0, 0
	var notes []string
	for _, cases := range libs {
		dir := filepath.Dir(filepath.Dir(cases))
		files, _ := filepath.Glob(filepath.Join(cases, "*_fail.py"))
		for _, f := range files {
			key := filepath.Base(dir) + "/" + filepath.Base(f)
			trusted, _ := filepath.Glob(filepath.Join(dir, "tools", "*", "trusted"))
			res, err := prove.Prove(context.Background(), prove.Config{Load: load.Config{
				Entry: f, TrustedRoots: trusted, ImportRoots: []string{dir}, Dir: dir,
			}})
			if err != nil {
				t.Errorf("%s: prove: %v", key, err)
				continue
			}
			rep, err := replay.Run(context.Background(), res, replay.Config{
				Python: py, RuntimeDir: filepath.Join(repo(t), "runtime"), Dir: dir,
				ImportRoots: []string{dir}, TrustedRoots: trusted,
			})
			if err != nil {
				t.Errorf("%s: %v", key, err)
				continue
			}
			if rep.Notice != "" {
				t.Errorf("%s: %s", key, rep.Notice)
			}
			hasEvents := false
			for _, fact := range res.DSL.Facts {
				hasEvents = hasEvents || fact.PerformedBy != ""
			}
			for _, n := range rep.Notes {
				switch n.Replayed {
				case ir.ReplayConfirmed:
					confirmed++
					if hasEvents {
						events++
					}
				case ir.ReplayNotReplayable:
					notes = append(notes, fmt.Sprintf("%s %s: not replayable (%s)", key, n.ID, n.Why))
				default:
					t.Errorf("%s %s: %s (%s)", key, n.ID, n.Replayed, n.Why)
				}
			}
		}
	}
	t.Logf("libraries: %d refutations confirmed (%d of programs whose calls perform events)\n%s", confirmed, events, strings.Join(notes, "\n"))
	if confirmed < 100 || events < 20 {
		t.Errorf("only %d refutations confirmed, %d with events", confirmed, events)
	}
}

// TestGenericQueryRows replays a counterexample whose rows come from a
// generic query (the db library's read_rows(schema: type[RowT], ...) ->
// list[RowT]): each row is made of the class the call passes as schema.
// The replay built None rows from the unresolved type variable, and the
// run's AttributeError made the refutation an internal error.
func TestGenericQueryRows(t *testing.T) {
	dir := t.TempDir()
	if err := os.CopyFS(dir, os.DirFS(filepath.Join(repo(t), "libraries", "db"))); err != nil {
		t.Fatal(err)
	}
	os.MkdirAll(filepath.Join(dir, "cases"), 0o755)
	src := `import clauz3
from tools.db.trusted import contracts as db
from tools.db.trusted.effects import read_rows, insert_row


class User(clauz3.Row):
    email: str
    n: int


@clauz3.guarantee(db.no_db_writes())
def main() -> None:
    for u in read_rows(User, "/srv/app/users.db", "users", {}):
        if u.n != 5:
            insert_row("/srv/app/other.db", "users", u)
`
	if err := os.WriteFile(filepath.Join(dir, "cases", "generic_fail.py"), []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	res, cfg := proveIn(t, dir, "generic_fail.py")
	cfg.RuntimeDir = filepath.Join(repo(t), "runtime")
	rep, err := replay.Run(context.Background(), res, cfg)
	if err != nil {
		t.Fatal(err)
	}
	if rep.Count(ir.ReplayConfirmed) == 0 {
		t.Errorf("no refutation confirmed: %+v", rep.Notes)
	}
}
