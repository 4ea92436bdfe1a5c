// Package runtime_test runs every example case and every standard layer's
// case under CPython with the repo's own clauz3 runtime package
// (runtime/clauz3) and compares what happens with the prover's verdict.
//
// runtime/runcases.py imports each case with runtime/ first on sys.path,
// records trusted calls instead of performing them (deal's contracts still
// run), draws main's inputs from its annotations, and checks every
// guarantee concretely on what was recorded. The prover (cmd/clauz3, built
// here) is run on the same cases; its counterexamples are replayed under
// CPython as extra inputs.
package runtime_test

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"sort"
	"strings"
	"sync"
	"testing"
	"time"
)

// witness is an input tried first on a case: main's arguments as Python
// expressions and, from a prover counterexample, its variables (name ->
// repr), which fix the results of trusted calls (see runtime/runcases.py).
type witness struct {
	Inputs    map[string]string `json:"inputs"`
	Variables map[string]string `json:"variables,omitempty"`
}

// witnesses are inputs for programs whose breaking inputs random drawing
// finds rarely.
var witnesses = map[string][]witness{
	"examples/email/cases/int_to_str_fail.py":        {{Inputs: map[string]string{"count": "10**4300"}}},
	"examples/email/cases/unique_recipients_fail.py": {{Inputs: map[string]string{"addr": `"bob@example.com"`}}},
	"examples/email/cases/short_messages_fail.py":    {{Inputs: map[string]string{"text": `"x" * 21`}}},
	"examples/email/cases/float_fail.py":             {{Inputs: map[string]string{"x": `float("nan")`}}},
	"examples/email/cases/division_fail.py":          {{Inputs: map[string]string{"total": "1", "d": "0"}}},
}

// caseResult is one line of runcases.py's output.
type caseResult struct {
	Case          string `json:"case"`
	Runs          int    `json:"runs"`
	Excluded      int    `json:"excluded"`
	Aborted       int    `json:"aborted"`
	Broken        int    `json:"broken"`
	RandomBroken  int    `json:"random_broken"`
	Unchecked     int    `json:"unchecked"`
	Guarantees    int    `json:"guarantees"`
	Error         string `json:"error"`
	WitnessBroken []bool `json:"witness_broken"`
	// kept runs and the boundary functions' names, for runtime/reforacle.py
	Traces     json.RawMessage `json:"traces,omitempty"`
	Boundaries json.RawMessage `json:"boundaries,omitempty"`
	First      *struct {
		Inputs map[string]string `json:"inputs"`
		Reason string            `json:"reason"`
		Calls  []string          `json:"calls"`
	} `json:"first"`
}

// verdict is the prover's answer on one case.
type verdict struct {
	code      int       // exit status of clauz3 prove
	refuted   bool      // some obligation is refuted
	witnesses []witness // the counterexamples
}

func repo(t testing.TB) string {
	_, file, _, _ := runtime.Caller(0)
	return filepath.Dir(filepath.Dir(filepath.Dir(file)))
}

// roots are the import roots holding cases: examples/* and layers/*.
func roots(t testing.TB) []string {
	var out []string
	for _, pat := range []string{"examples/*/cases", "layers/*/cases"} {
		m, err := filepath.Glob(filepath.Join(repo(t), pat))
		if err != nil {
			t.Fatal(err)
		}
		for _, d := range m {
			out = append(out, filepath.Dir(d))
		}
	}
	sort.Strings(out)
	return out
}

var (
	buildOnce sync.Once
	binPath   string
	buildErr  error
)

// prover builds cmd/clauz3 once per test binary.
func prover(t testing.TB) string {
	buildOnce.Do(func() {
		dir, err := os.MkdirTemp("", "clauz3-runtime")
		if err != nil {
			buildErr = err
			return
		}
		binPath = filepath.Join(dir, "clauz3")
		cmd := exec.Command("go", "build", "-o", binPath, "./cmd/clauz3")
		cmd.Dir = repo(t)
		out, err := cmd.CombinedOutput()
		if err != nil {
			buildErr = fmt.Errorf("go build ./cmd/clauz3: %v\n%s", err, out)
		}
	})
	if buildErr != nil {
		t.Fatal(buildErr)
	}
	return binPath
}

// report is the part of clauz3 prove --format json the tests read.
type report struct {
	Obligations []struct {
		Status         string `json:"status"`
		Message        string `json:"message"`
		Counterexample *struct {
			Inputs []struct {
				Name string `json:"name"`
				Repr string `json:"repr"`
			} `json:"inputs"`
			Variables []struct {
				Name string `json:"name"`
				Repr string `json:"repr"`
			} `json:"variables"`
		} `json:"counterexample"`
	} `json:"obligations"`
}

// proveTimeout is the prover's limit per check, in milliseconds: four
// times the default, so that a check taking a second or two on an idle
// machine does not turn unknown while make test loads both cores.
const proveTimeout = "20000"

// proveLimit and casesLimit bound one prover run and the CPython run of
// all cases, so that a hang is reported with its case, not as the test
// binary's time-out.
const (
	proveLimit = 2 * time.Minute
	casesLimit = 3 * time.Minute
)

// prove runs the prover bin on case (a path under root) with every
// trusted root of root. It runs on worker goroutines, so it reports
// trouble as an error rather than through t.
func prove(bin, root, cas string) (verdict, error) {
	trusted := trustedRoots(root)
	args := []string{"prove", "--format", "json", "--timeout", proveTimeout}
	for _, tr := range trusted {
		rel, _ := filepath.Rel(root, tr)
		args = append(args, "--trusted-root", rel)
	}
	rel, _ := filepath.Rel(root, cas)
	args = append(args, rel)
	ctx, cancel := context.WithTimeout(context.Background(), proveLimit)
	defer cancel()
	cmd := exec.CommandContext(ctx, bin, args...)
	cmd.Dir = root
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	err := cmd.Run()
	if ctx.Err() != nil {
		return verdict{code: -1}, fmt.Errorf("clauz3 prove %s: no answer within %v", rel, proveLimit)
	}
	v := verdict{}
	if ee, ok := err.(*exec.ExitError); ok {
		v.code = ee.ExitCode()
	} else if err != nil {
		return verdict{code: -1}, fmt.Errorf("clauz3 prove %s: %v", rel, err)
	}
	if v.code > 1 {
		return v, nil
	}
	var r report
	if err := json.Unmarshal(stdout.Bytes(), &r); err != nil {
		return verdict{code: -1}, fmt.Errorf("clauz3 prove %s (exit %d): bad JSON: %v\n%s%s", rel, v.code, err, stdout.Bytes(), stderr.Bytes())
	}
	for _, o := range r.Obligations {
		if o.Status != "refuted" {
			continue
		}
		v.refuted = true
		if o.Counterexample != nil {
			w := witness{Inputs: map[string]string{}, Variables: map[string]string{}}
			for _, in := range o.Counterexample.Inputs {
				w.Inputs[in.Name] = in.Repr
			}
			for _, in := range o.Counterexample.Variables {
				w.Variables[in.Name] = in.Repr
			}
			v.witnesses = append(v.witnesses, w)
		}
	}
	return v, nil
}

// trustedRoots are root's trusted directories: tools/<domain>/trusted, and
// tools/<domain>/<sub>/trusted as in the reference's google_workspace.
func trustedRoots(root string) []string {
	a, _ := filepath.Glob(filepath.Join(root, "tools", "*", "trusted"))
	b, _ := filepath.Glob(filepath.Join(root, "tools", "*", "*", "trusted"))
	sort.Strings(a)
	sort.Strings(b)
	return append(a, b...)
}

// caseFiles are root's cases: cases/*.py (examples, layers) or
// tests/cases/*.py (the 0.2 libraries), as runtime/runcases.py reads them.
func caseFiles(root string) []string {
	dir := filepath.Join(root, "cases")
	if st, err := os.Stat(dir); err != nil || !st.IsDir() {
		dir = filepath.Join(root, "tests", "cases")
	}
	cs, _ := filepath.Glob(filepath.Join(dir, "*.py"))
	return cs
}

var (
	cacheMu sync.Mutex
	proved  = map[string]verdict{} // by case path, shared by the tests of one run
)

// proveAll runs the prover on every case of every root, two at a time,
// once per test binary: a case proved by one test is not proved again.
func proveAll(t testing.TB, rs []string) map[string]verdict {
	cacheMu.Lock()
	defer cacheMu.Unlock()
	var todo []string
	for _, r := range rs {
		cs := caseFiles(r)
		for _, c := range cs {
			if _, ok := proved[c]; !ok {
				todo = append(todo, r)
				break
			}
		}
	}
	for c, v := range proveRoots(t, todo) {
		proved[c] = v
	}
	out := map[string]verdict{}
	for _, r := range rs {
		cs := caseFiles(r)
		for _, c := range cs {
			out[c] = proved[c]
		}
	}
	return out
}

// proveRoots runs the prover on every case of every root, two at a time.
func proveRoots(t testing.TB, rs []string) map[string]verdict {
	type job struct{ root, cas string }
	var jobs []job
	for _, r := range rs {
		cs := caseFiles(r)
		for _, c := range cs {
			jobs = append(jobs, job{r, c})
		}
	}
	bin := prover(t)
	out := make(map[string]verdict, len(jobs))
	var errs []error
	var mu sync.Mutex
	var wg sync.WaitGroup
	ch := make(chan job)
	for i := 0; i < 2; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for j := range ch {
				v, err := prove(bin, j.root, j.cas)
				mu.Lock()
				out[j.cas] = v
				if err != nil {
					errs = append(errs, err)
				}
				mu.Unlock()
			}
		}()
	}
	for _, j := range jobs {
		ch <- j
	}
	close(ch)
	wg.Wait()
	for _, err := range errs {
		t.Error(err)
	}
	return out
}

// python is the project's CPython with deal (make deps).
func python(t testing.TB) string {
	py := filepath.Join(repo(t), ".venv", "bin", "python")
	if err := exec.Command(py, "-c", "import deal").Run(); err != nil {
		t.Fatalf("%s cannot import deal (run make deps): %v", py, err)
	}
	return py
}

// oracleTraces is how many runs per case runcases.py keeps for the
// reference's oracle (runtime/reforacle.py).
const oracleTraces = 6

// oracleResult is one line of runtime/reforacle.py's output.
type oracleResult struct {
	Case        string   `json:"case"`
	Compared    int      `json:"compared"`
	Agree       int      `json:"agree"`
	Differ      []string `json:"differ"`
	Unsupported []string `json:"unsupported"`
	Error       string   `json:"error"`
}

// referenceOracle evaluates the guarantees of the runs runcases.py kept
// with the reference's own concrete oracle (runtime/reforacle.py, run
// with the reference's clauz3, not ours); nil when the reference is not
// installed in .venv.
func referenceOracle(t testing.TB, rs []string, results map[string]caseResult) map[string]oracleResult {
	tmp := t.TempDir()
	probe := exec.Command(python(t), "-c", "import clauz3.differential_contracts")
	probe.Dir = tmp
	probe.Env = append(os.Environ(), "PYTHONDONTWRITEBYTECODE=1")
	if err := probe.Run(); err != nil {
		return nil
	}
	cases := map[string]any{}
	for c, r := range results {
		cases[c] = map[string]json.RawMessage{"traces": r.Traces, "boundaries": r.Boundaries}
	}
	body, _ := json.Marshal(map[string]any{"roots": rs, "cases": cases})
	ctx, cancel := context.WithTimeout(context.Background(), casesLimit)
	defer cancel()
	cmd := exec.CommandContext(ctx, python(t), filepath.Join(repo(t), "runtime", "reforacle.py"))
	cmd.Dir = tmp // not the repository: its runtime/ must not shadow the reference
	cmd.Stdin = bytes.NewReader(body)
	cmd.Env = append(os.Environ(), "PYTHONDONTWRITEBYTECODE=1", "NO_COLOR=1")
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	if err := cmd.Run(); err != nil {
		t.Fatalf("reforacle.py (limit %v): %v\n%s\nlast output:\n%s", casesLimit, err, stderr.Bytes(), lastLines(stdout.Bytes(), 3))
	}
	out := map[string]oracleResult{}
	sc := bufio.NewScanner(&stdout)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for sc.Scan() {
		var r oracleResult
		if err := json.Unmarshal(sc.Bytes(), &r); err != nil {
			t.Fatalf("reforacle.py printed %q: %v", sc.Text(), err)
		}
		out[r.Case] = r
	}
	return out
}

// runCases runs runtime/runcases.py over rs with extra witnesses per case.
func runCases(t testing.TB, rs []string, extra map[string][]witness, runs int) map[string]caseResult {
	req := map[string]any{"roots": rs, "runs": runs, "seed": 1, "witnesses": extra, "traces": oracleTraces}
	body, _ := json.Marshal(req)
	ctx, cancel := context.WithTimeout(context.Background(), casesLimit)
	defer cancel()
	cmd := exec.CommandContext(ctx, python(t), filepath.Join(repo(t), "runtime", "runcases.py"))
	cmd.Stdin = bytes.NewReader(body)
	cmd.Env = append(os.Environ(), "PYTHONDONTWRITEBYTECODE=1", "NO_COLOR=1")
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	if err := cmd.Run(); err != nil {
		t.Fatalf("runcases.py (limit %v): %v\n%s\nlast output:\n%s", casesLimit, err, stderr.Bytes(), lastLines(stdout.Bytes(), 3))
	}
	out := map[string]caseResult{}
	sc := bufio.NewScanner(&stdout)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for sc.Scan() {
		var r caseResult
		if err := json.Unmarshal(sc.Bytes(), &r); err != nil {
			t.Fatalf("runcases.py printed %q: %v", sc.Text(), err)
		}
		out[r.Case] = r
	}
	return out
}

// drawsRows reports whether replaying w needs values the counterexample
// does not give: the items of a list a trusted call returns (only its
// length, f_lenN, is shown), which the replay draws at random.
func drawsRows(w witness) bool {
	for name := range w.Variables {
		if i := strings.LastIndex(name, "_len"); i > 0 && strings.Trim(name[i+4:], "0123456789") == "" && len(name) > i+4 {
			return true
		}
	}
	return false
}

// lastLines returns the last n lines of b.
func lastLines(b []byte, n int) string {
	lines := strings.Split(strings.TrimRight(string(b), "\n"), "\n")
	if len(lines) > n {
		lines = lines[len(lines)-n:]
	}
	return strings.Join(lines, "\n")
}

func kind(cas string) string {
	base := strings.TrimSuffix(filepath.Base(cas), ".py")
	if i := strings.LastIndex(base, "_"); i >= 0 {
		return base[i+1:]
	}
	return ""
}

// TestRuntimeAgreesWithProver is the runtime test of issue 8 part 7.
func TestRuntimeAgreesWithProver(t *testing.T) {
	rs := roots(t)
	top := repo(t)
	tbl := map[string][]witness{}
	for cas, ws := range witnesses {
		tbl[filepath.Join(top, cas)] = ws
	}
	// 0.1.4's relations name @deal.has markers, which the reference's 0.2
	// oracle does not evaluate: those guarantees are counted unsupported
	agreement(t, rs, tbl, nil, 300, false)
}

// tally is what agreement counts.
type tally struct {
	cases       int // cases run under CPython
	named       int // cases whose CPython runs agree with their name
	notFound    int // _fail cases no run broke
	onlyWitness int // _fail cases only a witness broke, no random run
	agree       int // proved and never broken, or not proved and broken
	disagree    int
	cexTotal    int  // the prover's counterexamples
	cexReplayed int  // of them, those that break the program under CPython
	oracle      bool // the reference's oracle ran
	compared    int  // (run, guarantee) verdicts the reference's oracle gave
	oracleAgree int  // of them, those equal to runtime/clauz3's
	unsupported int  // guarantees the reference's oracle does not evaluate
	uncompared  int  // cases with no verdict compared
}

// agreement proves every case of rs, runs them under CPython (runs random
// inputs, after the table's witnesses tbl and the prover's
// counterexamples) and checks, case by case:
//   - a _pass case runs, completes some run and never breaks a guarantee;
//   - a _fail case breaks one on some run, unless unbroken lists it (with
//     why random runs cannot break it), and a listed case must not break;
//   - soundness: the prover never proves what CPython breaks;
//   - a counterexample of the prover that gives every trusted result it
//     needs breaks the program under CPython;
//   - when the reference is installed, its own concrete oracle gives the
//     same verdict as runtime/clauz3 for every guarantee on the kept runs
//     (runtime/reforacle.py); with strict, it must evaluate them all.
func agreement(t *testing.T, rs []string, tbl map[string][]witness, unbroken map[string]string, runs int, strict bool) tally {
	verdicts := proveAll(t, rs)
	if t.Failed() {
		return tally{}
	}
	top := repo(t)
	extra := map[string][]witness{}
	nWit := map[string]int{} // witnesses of the table, before the prover's
	for cas, ws := range tbl {
		extra[cas] = append(extra[cas], ws...)
		nWit[cas] = len(ws)
	}
	for cas, v := range verdicts {
		extra[cas] = append(extra[cas], v.witnesses...)
	}
	results := runCases(t, rs, extra, runs)
	if len(results) != len(verdicts) {
		t.Errorf("runcases.py reported %d cases, the prover saw %d", len(results), len(verdicts))
	}
	var cases []string
	for c := range verdicts {
		cases = append(cases, c)
	}
	sort.Strings(cases)
	var n tally
	var lines []string
	oracle := referenceOracle(t, rs, results)
	n.oracle = oracle != nil
	for _, cas := range cases {
		rel, _ := filepath.Rel(top, cas)
		r, ok := results[cas]
		v := verdicts[cas]
		if !ok {
			t.Errorf("%s: not run under CPython", rel)
			continue
		}
		n.cases++
		broke := r.Broken > 0
		cpython := "holds"
		switch {
		case r.Error != "":
			cpython = "error: " + r.Error
		case broke:
			cpython = "broken: " + r.First.Reason
		case r.Runs == r.Aborted:
			cpython = "no completed run"
		}
		proverSays := map[int]string{0: "proved", 1: "not proved"}[v.code]
		if v.refuted {
			proverSays = "refuted"
		}
		if proverSays == "" {
			proverSays = fmt.Sprintf("exit %d", v.code)
		}
		lines = append(lines, fmt.Sprintf("%-60s prover=%-10s cpython=%s", rel, proverSays, cpython))
		why, listed := unbroken[rel]
		switch kind(cas) {
		case "pass":
			if r.Error != "" || broke || r.Runs == r.Aborted || r.Runs == 0 {
				t.Errorf("%s: a _pass case must run and keep its guarantees on every run under CPython: %s (runs %d, aborted %d)", rel, cpython, r.Runs, r.Aborted)
			} else {
				n.named++
			}
		case "fail":
			switch {
			case broke && listed:
				t.Errorf("%s: listed as unbroken under CPython (%s), but a run breaks it: %s; take it off the list", rel, why, cpython)
			case broke:
				n.named++
				if r.RandomBroken == 0 {
					n.onlyWitness++
					lines = append(lines, fmt.Sprintf("    %s: broken by a witness only, by none of the random runs", rel))
				}
			case listed:
				n.notFound++
				lines = append(lines, fmt.Sprintf("    %s: no run breaks it, as expected: %s", rel, why))
			default:
				n.notFound++
				t.Errorf("%s: a _fail case must break a guarantee on some CPython run; %d runs did not (%s; add a witness)", rel, r.Runs, cpython)
			}
		}
		// soundness: the prover must never prove what CPython breaks
		if v.code == 0 && (broke || r.Error != "") {
			var in map[string]string
			if r.First != nil {
				in = r.First.Inputs
			}
			t.Errorf("%s: SOUNDNESS: the prover proves it, CPython breaks it: %s (inputs %v)", rel, cpython, in)
		}
		if (v.code == 0) == !broke {
			n.agree++
		} else {
			n.disagree++
		}
		if n.oracle {
			o, ok := oracle[cas]
			switch {
			case !ok:
				t.Errorf("%s: not checked by the reference's oracle", rel)
			case o.Error != "":
				t.Errorf("%s: the reference's oracle: %s", rel, o.Error)
			default:
				n.compared += o.Compared
				n.oracleAgree += o.Agree
				n.unsupported += len(o.Unsupported)
				if o.Compared == 0 {
					n.uncompared++
				}
				for _, d := range o.Differ {
					t.Errorf("%s: runtime/clauz3 and the reference's oracle differ: %s", rel, d)
				}
				if strict {
					for _, u := range o.Unsupported {
						t.Errorf("%s: the reference's oracle does not evaluate %s", rel, u)
					}
				}
			}
		}
		for i := nWit[cas]; i < len(r.WitnessBroken); i++ {
			n.cexTotal++
			if r.WitnessBroken[i] {
				n.cexReplayed++
			} else {
				w := v.witnesses[i-nWit[cas]]
				lines = append(lines, fmt.Sprintf("    %s: the prover's counterexample %v %v does not break it under CPython", rel, w.Inputs, w.Variables))
				if !drawsRows(w) {
					t.Errorf("%s: the prover's counterexample (inputs %v, variables %v) does not break the program under CPython: a counterexample CPython does not confirm", rel, w.Inputs, w.Variables)
				}
			}
		}
	}
	t.Logf("per case (prover verdict, CPython over %d random inputs plus witnesses):\n%s", runs, strings.Join(lines, "\n"))
	t.Logf("%d cases run under CPython: %d agree with their names, %d _fail cases not broken by any run, %d broken by a witness only (none of the random runs)",
		n.cases, n.named, n.notFound, n.onlyWitness)
	t.Logf("%d cases: %d agree with the prover (proved and never broken, or not proved and broken), %d differ; %d of %d prover counterexamples break the program under CPython",
		n.cases, n.agree, n.disagree, n.cexReplayed, n.cexTotal)
	if n.oracle {
		t.Logf("the reference's own oracle on up to %d distinct runs per case: %d of %d guarantee verdicts equal runtime/clauz3's; %d guarantees it does not evaluate; %d cases with no completed run to compare",
			oracleTraces, n.oracleAgree, n.compared, n.unsupported, n.uncompared)
	} else {
		t.Logf("the reference (clauz3 0.2.1) is not installed in .venv: its oracle was not asked")
	}
	return n
}

// TestRowFloatField checks that clauz3.Row stores an int given for a
// float field as the float clauz3 proves the field to be: a program
// comparing row.x with row.x + 0.0 must see one double, not 2**53 + 1.
func TestRowFloatField(t *testing.T) {
	src := `import sys
sys.path.insert(0, sys.argv[1])
import clauz3

class R(clauz3.Row):
    x: float
    n: int

r = R(x=2**53 + 1, n=2**53 + 1)
print(type(r.x).__name__, repr(r.x), r.x == r.x + 0.0, type(r.n).__name__, r.n)
try:
    R(x=2**1024, n=0)
    print("no error")
except OverflowError:
    print("OverflowError")
`
	out, err := exec.Command(python(t), "-c", src, filepath.Join(repo(t), "runtime")).CombinedOutput()
	if err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	want := "float 9007199254740992.0 True int 9007199254740993\nOverflowError\n"
	if string(out) != want {
		t.Errorf("got %q, want %q", out, want)
	}
}
