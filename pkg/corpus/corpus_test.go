package corpus

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"runtime"
	"sort"
	"strings"
	"testing"
	"text/tabwriter"
	"time"

	"clauz3/pkg/explain"
	"clauz3/pkg/ir"
	"clauz3/pkg/library"
	"clauz3/pkg/load"
	"clauz3/pkg/prove"
	"clauz3/pkg/replay"
	"clauz3/pkg/solve"

	_ "clauz3/internal/golden" // go test ./... -update passes -update here too
)

var (
	list     = flag.Bool("corpus.list", false, "log the verdict on every function of the corpus")
	timeout  = flag.Int("corpus.timeout", 1000, "Z3's timeout per check in milliseconds (clauz3 prove's default is 5000)")
	deadline = flag.Int("corpus.deadline", 3000, "wall-clock milliseconds after which the proof of one function is canceled (its open obligations unknown)")
	slowToo  = flag.Bool("corpus.slow", false, "prove the functions of slowFunctions too")
	replayCE = flag.Bool("corpus.replay", false, "run every counterexample under CPython (pkg/replay, the .venv's python) and fail on one that does not reproduce")
	only     = flag.String("corpus.file", "", "prove only the functions of this corpus file (for a quick look; the soundness checks then cover only it)")
)

// knownViolations are the functions on which clauz3 is unsound today:
// proved although CPython breaks them, or shown a counterexample although
// CPython runs them clean (/tmp/corpus-findings.md has a reproducer for
// each). The list may only shrink: the test fails on a violation not
// listed here and on a listed function that no longer violates.
var knownViolations = map[string]string{}

// slowFunctions are skipped unless -corpus.slow is given: each took more
// than a fifth of a second on a busy machine (most of them several
// seconds, in Z3's solver push on floating-point division, sqrt and
// rounding, which neither Z3's timeout nor the context's cancellation
// interrupts), and together they took three quarters of the test's time. They are counted
// as skipped in the table; -corpus.slow proves them and checks them like
// the rest.
var slowFunctions = map[string]bool{
	"float_arith_p000_f":       true,
	"float_arith_p000_h":       true,
	"float_arith_p002_f":       true,
	"float_arith_p003_f":       true,
	"float_arith_p004_h":       true,
	"float_arith_p007_f":       true,
	"float_arith_p007_h":       true,
	"float_arith_p019_f":       true,
	"float_arith_p022_f":       true,
	"float_arith_p023_h":       true,
	"float_arith_p025_f":       true,
	"float_arith_p027_f":       true,
	"float_arith_p028_f":       true,
	"float_arith_p028_h":       true,
	"float_arith_p030_f":       true,
	"float_arith_p032_f":       true,
	"float_arith_p040_f":       true,
	"float_arith_p040_h":       true,
	"float_arith_p042_f":       true,
	"float_arith_p043_f":       true,
	"float_arith_p051_f":       true,
	"float_arith_p057_f":       true,
	"float_arith_p058_h":       true,
	"float_arith_p069_f":       true,
	"float_arith_p079_f":       true,
	"float_arith_p079_h":       true,
	"float_arith_p080_f":       true,
	"float_arith_p085_f":       true,
	"float_arith_p085_h":       true,
	"float_arith_p086_f":       true,
	"float_arith_p089_f":       true,
	"float_arith_p089_h":       true,
	"float_arith_p090_f":       true,
	"float_arith_x000_h":       true,
	"float_arith_x001_f":       true,
	"float_arith_x002_h":       true,
	"float_arith_x004_h":       true,
	"float_arith_x005_f":       true,
	"float_arith_x008_h":       true,
	"float_arith_x009_f":       true,
	"float_arith_x012_h":       true,
	"float_arith_x013_f":       true,
	"float_conversions_p000_f": true,
	"float_conversions_p000_h": true,
	"float_conversions_p028_f": true,
	"float_conversions_p028_h": true,
	"float_conversions_p029_f": true,
	"float_conversions_p064_f": true,
	"float_conversions_p064_h": true,
	"float_conversions_x000_h": true,
	"float_conversions_x001_f": true,
	"float_conversions_x002_h": true,
	"float_conversions_x003_f": true,
	"int_bool_str_p084_h":      true,
	"int_bool_str_x018_h":      true,
	"int_bool_str_x019_f":      true,
	"int_bool_str_x023_f":      true,
	"int_bool_str_x024_h":      true,
	"int_bool_str_x025_f":      true,
	"int_float_compare_x000_h": true,
	"int_float_compare_x001_f": true,
	"int_float_compare_x002_h": true,
	"int_float_compare_x003_f": true,
	"int_float_compare_x012_h": true,
	"int_float_compare_x013_f": true,
	"int_float_compare_x018_h": true,
	"int_float_compare_x019_f": true,
	"math_p038_f":              true,
	"math_p038_h":              true,
	"math_p039_f":              true,
	"math_p039_h":              true,
	"math_p044_f":              true,
	"math_p044_h":              true,
	"math_p064_f":              true,
	"math_p064_h":              true,
	"math_p073_f":              true,
	"param_float_x002_h":       true,
	"param_float_x009_f":       true,
	"param_float_x010_h":       true,
	"param_float_x011_f":       true,
	"param_float_x021_f":       true,
	"param_float_x022_h":       true,
	"param_float_x023_f":       true,
	"param_float_x026_h":       true,
	"param_float_x027_f":       true,
	"param_float_x028_h":       true,
	"param_float_x029_f":       true,
	"param_float_x030_h":       true,
	"param_float_x038_h":       true,
	"param_float_x039_f":       true,
	"param_float_x040_f":       true,
	"param_float_x041_h":       true,
	"param_float_x042_f":       true,
	"param_float_x054_f":       true,
	"param_float_x063_h":       true,
	"param_float_x064_f":       true,
	"param_float_x065_h":       true,
	"param_float_x066_f":       true,
	"param_float_x069_h":       true,
	"param_float_x070_f":       true,
	"param_float_x071_h":       true,
	"param_float_x072_f":       true,
	"param_float_x074_f":       true,
	"param_float_x077_h":       true,
	"param_float_x083_h":       true,
	"param_float_x084_f":       true,
	"param_float_x085_h":       true,
	"param_float_x086_f":       true,
	"param_float_x089_h":       true,
	"param_float_x090_f":       true,
	"percent_format_x000_h":    true,
	"percent_format_x001_f":    true,
	"percent_format_x004_h":    true,
	"percent_format_x005_f":    true,
	"percent_format_x006_h":    true,
	"percent_format_x007_f":    true,
	"percent_format_x009_f":    true,
	"percent_format_x010_h":    true,
	"percent_format_x020_h":    true,
	"percent_format_x023_f":    true,
	"re_x014_h":                true,
	"re_x023_f":                true,
	"re_x028_h":                true,
	"str_ordering_x007_f":      true,
	"str_ordering_x016_h":      true,
	"str_ordering_x024_h":      true,
	"str_ordering_x025_f":      true,
	"str_ordering_x026_h":      true,
	"str_ordering_x027_f":      true,
	"true_division_p009_f":     true,
	"true_division_p009_h":     true,
	"true_division_p020_f":     true,
	"true_division_p020_h":     true,
	"true_division_p021_f":     true,
	"true_division_p021_h":     true,
	"true_division_p022_f":     true,
	"true_division_p022_h":     true,
	"true_division_p023_f":     true,
	"true_division_p023_h":     true,
	"true_division_p024_f":     true,
	"true_division_p024_h":     true,
	"true_division_p025_f":     true,
	"true_division_p025_h":     true,
	"true_division_p037_f":     true,
	"true_division_p037_h":     true,
	"true_division_p038_f":     true,
	"true_division_p038_h":     true,
	"true_division_p041_f":     true,
	"true_division_p041_h":     true,
	"true_division_x000_h":     true,
	"true_division_x001_f":     true,
}

// knownNotReproduced are functions that CPython breaks and clauz3
// refutes, but with a counterexample that does not reproduce under
// CPython: -corpus.replay fails on them (the default run counts them
// rightly refuted). The entries of knownViolations are exempt from the
// replay's complaint too. Like the others, the list may only shrink.
var knownNotReproduced = map[string]string{}

// knownCrashes are the functions on which clauz3 panics today (an
// internal error: `clauz3 prove` exits 3). Not a soundness violation, but
// a bug; like knownViolations the list may only shrink.
var knownCrashes = map[string]string{}

// outcomes is testdata/corpus/outcomes.json, written by record.py.
type outcomes struct {
	Python    string            `json:"python"`
	Deal      string            `json:"deal"`
	Files     map[string]string `json:"files"` // file -> SHA-256 of its bytes
	Functions []function        `json:"functions"`
}

// function is one function's CPython outcome.
type function struct {
	File      string `json:"file"`
	Name      string `json:"name"`
	Construct string `json:"construct"`
	Outcome   string `json:"outcome"` // "holds" or "breaks"
	Exception string `json:"exception,omitempty"`
	Witness   string `json:"witness,omitempty"`
	Evidence  string `json:"evidence,omitempty"`
}

// Verdicts of clauz3 on one function, from the strongest claim down: a
// function with a refuted obligation is "refuted" whatever its other
// obligations are, since the counterexample is a claim about CPython.
const (
	proved      = "proved"      // exit 0: every obligation proved
	refuted     = "refuted"     // an obligation refuted with a counterexample
	unsupported = "unsupported" // else, an obligation refused as unsupported, or the program refused
	unknown     = "unknown"     // else, an obligation neither proved nor refuted
	crashed     = "crashed"     // clauz3 panicked (an internal error, exit 3): no verdict
)

func root(t testing.TB) string {
	_, file, _, ok := runtime.Caller(0)
	if !ok {
		t.Fatal("no caller")
	}
	return filepath.Join(filepath.Dir(file), "..", "..")
}

// readOutcomes reads outcomes.json and checks that it describes the
// corpus as it is: every corpus file recorded with its current hash and
// every top-level function of each file recorded once.
func readOutcomes(t *testing.T, dir string) *outcomes {
	data, err := os.ReadFile(filepath.Join(dir, "outcomes.json"))
	if err != nil {
		t.Fatal(err)
	}
	var doc outcomes
	if err := json.Unmarshal(data, &doc); err != nil {
		t.Fatalf("outcomes.json: %v", err)
	}
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	onDisk := map[string]bool{}
	for _, e := range entries {
		n := e.Name()
		if strings.HasSuffix(n, ".py") && n != "gen.py" && n != "record.py" {
			onDisk[n] = true
		}
	}
	for n := range onDisk {
		if _, ok := doc.Files[n]; !ok {
			t.Errorf("%s is not in outcomes.json: run gen.py and record.py (testdata/corpus/README.md)", n)
		}
	}
	defs := map[string]map[string]bool{}
	def := regexp.MustCompile(`(?m)^def ([A-Za-z_][A-Za-z0-9_]*)\(`)
	for n, want := range doc.Files {
		src, err := os.ReadFile(filepath.Join(dir, n))
		if err != nil {
			t.Errorf("outcomes.json records %s: %v", n, err)
			continue
		}
		sum := sha256.Sum256(src)
		if got := hex.EncodeToString(sum[:]); got != want {
			t.Errorf("%s changed since record.py ran (sha256 %s, recorded %s): run record.py again", n, got, want)
		}
		defs[n] = map[string]bool{}
		for _, m := range def.FindAllSubmatch(src, -1) {
			defs[n][string(m[1])] = true
		}
	}
	seen := map[string]bool{}
	for _, f := range doc.Functions {
		if seen[f.Name] {
			t.Errorf("%s is recorded twice", f.Name)
		}
		seen[f.Name] = true
		if !defs[f.File][f.Name] {
			t.Errorf("%s: no function %s", f.File, f.Name)
		}
		switch f.Outcome {
		case "holds":
			if f.Evidence == "" {
				t.Errorf("%s holds without evidence", f.Name)
			}
		case "breaks":
			if f.Witness == "" || f.Exception == "" {
				t.Errorf("%s breaks without a witness and its exception", f.Name)
			}
		default:
			t.Errorf("%s: outcome %q", f.Name, f.Outcome)
		}
	}
	for n, names := range defs {
		for name := range names {
			if !seen[name] {
				t.Errorf("%s: function %s has no recorded outcome", n, name)
			}
		}
	}
	if t.Failed() {
		t.FailNow()
	}
	return &doc
}

// prover proves the functions of the corpus.
type prover struct {
	dir       string // the repository's root, where clauz3 prove runs
	emptyRoot string // an empty directory, the trusted root of -corpus.replay
	// replayed counts the refuted functions -corpus.replay ran: true for
	// those with a confirmed counterexample, false for those whose every
	// counterexample was not replayable.
	replayed map[bool]int
}

// verdict proves one function as `clauz3 prove FILE --target NAME`, run
// in the repository's root, does (same defaults: no trusted root, import
// roots . and the entry's directory, seed 0), and classifies the result;
// why is the first refused or refuted obligation.
//
// The one difference is the timeout per check: -corpus.timeout, 1000 ms
// by default rather than prove's 5000, so that the few functions on which
// Z3 times out (floats: x / 3.0 * 3.0 == x, math.sqrt) keep the test
// within a minute of one core; -corpus.deadline cancels the proof of one
// function after 3 s of wall-clock time, as a backstop for the work Z3's
// timeout does not interrupt (bit-blasting floats). A timeout or a
// cancellation only turns a verdict into unknown, which the soundness
// checks never count as proved or refuted; run with -corpus.timeout 5000
// -corpus.deadline 600000 to check the corpus exactly as prove would.
func (p *prover) verdict(ctx context.Context, f function) (v, why string, err error) {
	defer func() {
		// An internal error: `clauz3 prove` recovers it and exits 3.
		if r := recover(); r != nil {
			v, why, err = crashed, fmt.Sprint(r), nil
		}
	}()
	cfg := prove.Config{
		Load:  load.Config{Entry: filepath.Join("testdata", "corpus", f.File), Target: f.Name, Dir: p.dir},
		Solve: solve.Options{TimeoutMS: *timeout},
	}
	if err := library.Verify(cfg.Load.TrustedRoots); err != nil {
		return "", "", err
	}
	pctx, cancel := context.WithTimeout(ctx, time.Duration(*deadline)*time.Millisecond)
	defer cancel()
	res, err := prove.Prove(pctx, cfg)
	if err != nil && pctx.Err() != nil {
		// Canceled at the deadline: no verdict, no claim.
		return unknown, "canceled after -corpus.deadline: " + strings.SplitN(err.Error(), "\n", 2)[0], nil
	}
	if err != nil {
		// The program refused as a whole (exit 2): not proved, no claim.
		return unsupported, strings.SplitN(err.Error(), "\n", 2)[0], nil
	}
	if explain.ExitCode(res) == 0 {
		return proved, "", nil
	}
	msg := map[string]string{}
	for _, o := range res.DSL.Obligations {
		msg[o.ID] = fmt.Sprintf("line %d: %s", o.Span.Line, o.Message)
	}
	v = proved
	for _, o := range res.Obligations {
		switch {
		case o.Status == ir.StatusRefuted:
			if *replayCE {
				// An exact replay that does not break the obligation is
				// an internal error naming it. The corpus calls no
				// trusted function; replay wants a trusted root (else a
				// run could perform real effects): an empty directory.
				// The replay has its own time (ctx, not the deadline).
				rep, err := replay.Run(ctx, res, replay.Config{Dir: p.dir, TrustedRoots: []string{p.emptyRoot}})
				if err != nil {
					return refuted, msg[o.ID], fmt.Errorf("counterexample not reproduced under CPython: %w", err)
				}
				// A notice (part of the program unsupported, ...) means
				// nothing was run: not replayable, not a failure.
				p.replayed[rep.Notice == "" && rep.Count(ir.ReplayConfirmed) > 0]++
			}
			return refuted, msg[o.ID], nil
		case o.Status == ir.StatusUnsupported && v != unsupported:
			v, why = unsupported, msg[o.ID]
		case o.Status != ir.StatusProved && v == proved:
			v, why = unknown, msg[o.ID]+" ("+o.Reason+")"
		}
	}
	for _, o := range res.DSL.Obligations {
		if o.Kind == ir.KindUnsupported && v != unsupported {
			v, why = unsupported, msg[o.ID]
		}
	}
	if v == proved { // explain's exit code said not proved
		v, why = unknown, "explain does not count it proved"
	}
	return v, why, nil
}

// tally counts verdicts, split by CPython's outcome.
type tally struct {
	holds, breaks map[string]int
	took          time.Duration
}

func (c *tally) add(outcome, v string, took time.Duration) {
	c.took += took
	if c.holds == nil {
		c.holds, c.breaks = map[string]int{}, map[string]int{}
	}
	if outcome == "holds" {
		c.holds[v]++
	} else {
		c.breaks[v]++
	}
}

func (c *tally) row(name string) string {
	n := func(v string) int { return c.holds[v] + c.breaks[v] }
	total := n(proved) + n(refuted) + n(unknown) + n(unsupported) + n(crashed)
	h := c.holds[proved] + c.holds[refuted] + c.holds[unknown] + c.holds[unsupported] + c.holds[crashed]
	return fmt.Sprintf("%s\t%d\t%d\t%d\t%d\t%d\t%d\t%d\t%d\t%d\t%.1f\t", name, total, h, total-h,
		n(proved), n(refuted), n(unknown), n(unsupported), n(crashed), c.holds[proved]+c.breaks[refuted], c.took.Seconds())
}

// TestCorpus proves every function of testdata/corpus and checks the
// verdicts against CPython's recorded outcomes.
func TestCorpus(t *testing.T) {
	dir := root(t)
	doc := readOutcomes(t, filepath.Join(dir, "testdata", "corpus"))
	if len(doc.Functions) < 1500 {
		t.Errorf("the corpus has %d functions; issue 18 asks for at least 1500", len(doc.Functions))
	}
	for name := range knownViolations {
		found := false
		for _, f := range doc.Functions {
			found = found || f.Name == name
		}
		if !found {
			t.Errorf("knownViolations lists %s, which is not in the corpus", name)
		}
	}
	p := &prover{dir: dir, emptyRoot: t.TempDir(), replayed: map[bool]int{}}
	ctx := context.Background()
	byConstruct := map[string]*tally{}
	var all tally
	var lines bytes.Buffer
	var slow []timed
	skipped := map[string]int{}
	for name := range slowFunctions {
		found := false
		for _, f := range doc.Functions {
			found = found || f.Name == name
		}
		if !found {
			t.Errorf("slowFunctions lists %s, which is not in the corpus", name)
		}
	}
	for _, f := range doc.Functions {
		if *only != "" && f.File != *only {
			continue
		}
		if slowFunctions[f.Name] && !*slowToo {
			skipped[f.Construct]++
			skipped["total"]++
			if _, listed := knownViolations[f.Name]; listed {
				t.Errorf("%s is both slow and a known violation: prove it in the default run", f.Name)
			}
			continue
		}
		start := time.Now()
		v, why, err := p.verdict(ctx, f)
		took := time.Since(start)
		slow = append(slow, timed{f.Name, took})
		_, violates := knownViolations[f.Name]
		_, bogus := knownNotReproduced[f.Name]
		switch {
		case err != nil && !violates && !bogus:
			t.Errorf("%s:%s: %v", f.File, f.Name, err)
		case err == nil && bogus && *replayCE && (*only == "" || *only == f.File):
			t.Errorf("%s:%s: listed in knownNotReproduced (%s) but its counterexample now reproduces or is gone: remove it", f.File, f.Name, knownNotReproduced[f.Name])
		}
		if byConstruct[f.Construct] == nil {
			byConstruct[f.Construct] = &tally{}
		}
		byConstruct[f.Construct].add(f.Outcome, v, took)
		all.add(f.Outcome, v, took)
		fmt.Fprintf(&lines, "%s\t%s\t%s\t%v\t%s\n", f.Name, f.Outcome, v, took.Round(time.Millisecond), why)

		violation := ""
		switch {
		case f.Outcome == "breaks" && v == proved:
			violation = fmt.Sprintf("proved, but CPython breaks it: %s raises %s", f.Witness, f.Exception)
		case f.Outcome == "holds" && v == refuted:
			violation = fmt.Sprintf("a counterexample (%s), but CPython holds: %s", why, f.Evidence)
		}
		why2, crashListed := knownCrashes[f.Name]
		switch {
		case v == crashed && !crashListed:
			t.Errorf("%s:%s: clauz3 panics: %s", f.File, f.Name, why)
		case v != crashed && crashListed && (*only == "" || *only == f.File):
			t.Errorf("%s:%s: listed in knownCrashes (%s) but clauz3 now says %s: remove it", f.File, f.Name, why2, v)
		}
		known, listed := knownViolations[f.Name]
		switch {
		case violation != "" && !listed:
			t.Errorf("%s:%s: unsound: %s", f.File, f.Name, violation)
		case violation == "" && listed && (*only == "" || *only == f.File):
			t.Errorf("%s:%s: listed in knownViolations (%s) but clauz3 now says %s: remove it", f.File, f.Name, known, v)
		}
	}
	if *list {
		t.Logf("function\tCPython\tclauz3\ttime\twhy\n%s", lines.String())
	}

	sort.Slice(slow, func(i, j int) bool { return slow[i].d > slow[j].d })
	var total time.Duration
	for _, s := range slow {
		total += s.d
	}
	if len(slow) > 5 {
		slow = slow[:5]
	}
	if *replayCE {
		t.Logf("-corpus.replay: %d refuted functions with a counterexample CPython confirms, %d with none replayable", p.replayed[true], p.replayed[false])
	}
	t.Logf("proving took %v in all; the slowest: %v", total.Round(time.Millisecond), slow)

	names := make([]string, 0, len(byConstruct))
	for n := range byConstruct {
		names = append(names, n)
	}
	sort.Strings(names)
	var b bytes.Buffer
	w := tabwriter.NewWriter(&b, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(w, "construct\tfunctions\thold\tbreak\tproved\trefuted\tunknown\tunsupported\tcrashed\tdecided right\tseconds\tskipped (slow)\t")
	for _, n := range names {
		fmt.Fprintf(w, "%s%d\t\n", byConstruct[n].row(n), skipped[n])
	}
	fmt.Fprintf(w, "%s%d\t\n", all.row("total"), skipped["total"])
	w.Flush()
	t.Logf("clauz3 prove --target on testdata/corpus (decided right: proved among those that hold plus refuted among those that break)\n%s", b.String())
	t.Logf("of %d that hold: %d proved, %d refuted, %d unknown, %d unsupported; of %d that break: %d proved, %d refuted, %d unknown, %d unsupported",
		sum(all.holds), all.holds[proved], all.holds[refuted], all.holds[unknown], all.holds[unsupported],
		sum(all.breaks), all.breaks[proved], all.breaks[refuted], all.breaks[unknown], all.breaks[unsupported])
}

// timed is the time clauz3 took on one function.
type timed struct {
	name string
	d    time.Duration
}

func (t timed) String() string { return fmt.Sprintf("%s %v", t.name, t.d.Round(time.Millisecond)) }

func sum(m map[string]int) int {
	n := 0
	for _, v := range m {
		n += v
	}
	return n
}
