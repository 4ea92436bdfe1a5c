package difftest

import (
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"sort"
	"strings"
	"testing"
	"time"

	// This package has no goldens; the import makes it accept the suite's
	// -update switch, so that go test ./... -update runs here too.
	_ "clauz3/internal/golden"
)

var (
	flagPrograms = flag.Int("programs", 0, "number of programs to generate (0: the default run)")
	flagSeed     = flag.Uint64("seed", 1, "generator seed")
	flagFirst    = flag.Int("first", 0, "index of the first program")
	flagRuns     = flag.Int("runs", 6, "CPython runs per program")
	flagAll      = flag.Bool("all-features", false, "also generate the features of known-open disagreements")
	flagCrashers = flag.Bool("crashers", false, "also the features that can exhaust memory (crashFeatures)")
	flagShrink   = flag.Int("shrink", 40, "shrink at most this many findings")
	flagReport   = flag.String("report", "", "write every finding's reproducer to this file")
	flagWorkers  = flag.Int("workers", 0, "parallel workers (default GOMAXPROCS)")
	flagZ3Stress = flag.Bool("z3-stress", false, "run TestZ3AfterTimeouts (two programs of 1.8 GB in Z3)")
	flagTrace    = flag.String("trace", "", "append each program's index to this file before checking it")
	flagScale    = flag.Int("scale", 1, "program size factor (more statements, deeper loops)")
	flagZ3       = flag.Int("z3", 20, "cross-check the ground evaluator with Z3 on every N-th program (0: never)")
	flagProve    = flag.Int("prove", 0, "prove every N-th program's document with its inputs free and check the proofs and refutations against the runs (0: never)")
	flagStrMeth  = flag.Float64("str-methods", 0, "probability of a str method call where a str may be generated (0: 0.07)")
	flagDisable  = flag.String("disable", "", "comma-separated features never to generate (e.g. surrogate, whose literals make lower refuse the whole program)")
	flagRare     = flag.Float64("rare", 0, "probability of a rare feature where it may be generated (0: 0.08)")
)

// knownOpen maps the generator features whose programs hit a
// disagreement still open in testdata/disagreements.md to its id; the
// default run leaves them out so that it passes until lower is fixed.
var knownOpen = map[string]string{
	// not a disagreement: MODELLING.md documents str.count of values as
	// free within CPython's bounds, so runs whose effects depend on the
	// count are undetermined
	"str-count-free": "str.count (MODELLING.md)",
}

// crashFeatures are features that can exhaust the harness's memory: with
// term-growth, values (not only lower's terms, D6) grow exponentially, and
// pkg/dsl's evaluator turns each string into a slice of runes. Every run
// leaves them out unless -crashers.
var crashFeatures = map[string]bool{"term-growth": true}

// knownFindings recognise findings of open disagreements that no
// generator feature avoids: the default run logs them instead of failing.
var knownFindings = []struct {
	id    string
	match func(*Finding) bool
}{
	// D18, a list changed in a loop over zip/enumerate/reversed of it, is
	// refused by lower since.
	// D20 (solve's internal error on a strip with literal characters
	// read by a fact) is fixed since.
}

func knownFinding(f *Finding) string {
	if *flagAll {
		return ""
	}
	for _, k := range knownFindings {
		if k.match(f) {
			return k.id
		}
	}
	return ""
}

func defaultConfig(t *testing.T) Config {
	if _, err := exec.LookPath("python3"); err != nil {
		t.Skip("python3 not found")
	}
	workers := *flagWorkers
	if workers <= 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	disabled := map[string]bool{}
	repro := ""
	if *flagCrashers {
		repro += " -crashers"
	} else {
		for f := range crashFeatures {
			disabled[f] = true
		}
	}
	if *flagScale > 1 {
		repro += fmt.Sprintf(" -scale %d", *flagScale)
	}
	if *flagRare > 0 {
		repro += fmt.Sprintf(" -rare %g", *flagRare)
	}
	if *flagDisable != "" {
		for _, f := range strings.Split(*flagDisable, ",") {
			disabled[strings.TrimSpace(f)] = true
		}
		repro += " -disable " + *flagDisable
	}
	if *flagStrMeth > 0 {
		repro += fmt.Sprintf(" -str-methods %g", *flagStrMeth)
	}
	if *flagAll {
		repro += " -all-features"
	} else {
		for f := range knownOpen {
			disabled[f] = true
		}
	}
	return Config{
		Seed:       *flagSeed,
		First:      *flagFirst,
		Runs:       *flagRuns,
		Workers:    workers,
		Options:    GenOptions{Disabled: disabled, Scale: *flagScale, Rare: *flagRare, StrMethods: *flagStrMeth},
		Script:     filepath.Join("testdata", "run.py"),
		Layer:      filepath.Join("testdata", "layer"),
		TempDir:    t.TempDir(),
		MaxShrink:  *flagShrink,
		Z3Every:    *flagZ3,
		ProveEvery: *flagProve,
		ReproFlags: repro,
		Log:        t.Logf,
	}
}

// TestDifferential generates random programs, runs each under CPython
// with random inputs and trusted results, and checks that lower's model
// predicts exactly the same trusted calls, values and exception. The
// default run is short; -programs N -seed S makes a long one (make fuzz).
func TestDifferential(t *testing.T) {
	if testing.Short() {
		t.Skip("differential test against CPython")
	}
	cfg := defaultConfig(t)
	cfg.Programs = *flagPrograms
	if cfg.Programs == 0 {
		cfg.Programs = 2000
	}
	if *flagTrace != "" {
		tf, err := os.OpenFile(*flagTrace, os.O_CREATE|os.O_WRONLY|os.O_APPEND, 0o644)
		if err != nil {
			t.Fatal(err)
		}
		defer tf.Close()
		cfg.Trace = func(idx int) { fmt.Fprintf(tf, "%d\n", idx) }
	}
	st, findings, err := Fuzz(cfg)
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("%s", st.Summary())
	var rep strings.Builder
	for _, f := range findings {
		rep.WriteString(f.Report(cfg.Seed))
		rep.WriteString("\n")
	}
	if *flagReport != "" {
		if err := os.WriteFile(*flagReport, []byte(st.Summary()+"\n\n"+rep.String()), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	shown, known, failing := 0, 0, 0
	for _, f := range findings {
		if id := knownFinding(f); id != "" {
			t.Logf("known open disagreement %s (testdata/disagreements.md): program %d: %s", id, f.Index, f.Mismatch)
			known++
			continue
		}
		failing++
		if f.Shrunk != nil || shown < 10 {
			t.Errorf("%s", f.Report(cfg.Seed))
			shown++
		}
	}
	if failing > shown {
		t.Errorf("%d more findings (use -report FILE)", failing-shown)
	}
}

// Summary is a few lines of counts.
func (st *Stats) Summary() string {
	var b strings.Builder
	fmt.Fprintf(&b, "%d programs in %s: %d supported (%.1f%%), %d refused; %d CPython runs compared (%d raised, %d trusted calls), %d timeouts; %d runs cross-checked with Z3, %d programs proved with free inputs; %d disagreeing programs\n",
		st.Programs, st.Elapsed.Round(time.Millisecond), st.Supported, 100*float64(st.Supported)/float64(max(1, st.Programs)), st.Refused, st.Runs, st.Raised, st.Calls, st.Timeouts, st.Z3Checked, st.Proved, st.Disagreeing)
	type kv struct {
		k string
		v int
	}
	var codes []kv
	for k, v := range st.Codes {
		codes = append(codes, kv{k, v})
	}
	sort.Slice(codes, func(i, j int) bool {
		return codes[i].v > codes[j].v || codes[i].v == codes[j].v && codes[i].k < codes[j].k
	})
	b.WriteString("refusals by code (programs):")
	for _, c := range codes {
		fmt.Fprintf(&b, " %s %d,", c.k, c.v)
	}
	if len(st.TimedOut) > 0 {
		fmt.Fprintf(&b, "\nprograms with a timed-out run: %v", st.TimedOut)
	}
	b.WriteString("\nCPython raised (runs):")
	for _, k := range sortedKeys(st.RaisedBy) {
		fmt.Fprintf(&b, " %s %d,", k, st.RaisedBy[k])
	}
	b.WriteString("\nfindings by kind:")
	for _, k := range sortedKeys(st.Kinds) {
		fmt.Fprintf(&b, " %s %d,", k, st.Kinds[k])
	}
	return b.String()
}

// TestZ3AfterTimeouts runs the stretch of a campaign (seed 206, programs
// 970 to 985, every program proved, every fourth cross-checked) after
// which Z3 4.8.12 stopped the whole process ("UNEXPECTED CODE WAS
// REACHED", smt_context.cpp:2456, exit 114) in 5 of 6 runs: a scope
// popped after a check that ended unknown. pkg/solve no longer pops such
// a solver (it makes a new one); 0 of 6 runs stopped after that.
//
// Programs 984 and 985 take 1.8 GB each in Z3, and Z3 4.8.12 does not
// always survive reaching its memory bound (an out_of_memory_error thrown
// while a solver is deleted aborts the process): the test is run on
// demand (-z3-stress), not in make test.
func TestZ3AfterTimeouts(t *testing.T) {
	if !*flagZ3Stress {
		t.Skip("-z3-stress not given")
	}
	disabled := map[string]bool{"surrogate": true}
	for f := range knownOpen {
		disabled[f] = true
	}
	for f := range crashFeatures {
		disabled[f] = true
	}
	st, findings, err := Fuzz(Config{
		Seed: 206, First: 970, Programs: 16, Runs: 6, Workers: 2,
		Options:    GenOptions{Disabled: disabled, StrMethods: 0.3},
		Script:     filepath.Join("testdata", "run.py"),
		Layer:      filepath.Join("testdata", "layer"),
		TempDir:    t.TempDir(),
		Z3Every:    4,
		ProveEvery: 1,
	})
	if err != nil {
		t.Fatal(err)
	}
	if st.Proved == 0 {
		t.Errorf("no program proved: %s", st.Summary())
	}
	for _, f := range findings {
		t.Errorf("program %d: %s", f.Index, f.Mismatch)
	}
}
