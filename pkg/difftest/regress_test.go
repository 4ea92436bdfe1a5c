package difftest

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"clauz3/pkg/solve"
)

// regressCase is a program of testdata/regress: its header comments give
// the runs ("# run: main(ARGS)" with Python literals, optionally
// "# results: get_int=1, 2; get_str='a'"; "# supported" when lower must
// accept it; "# prove" to prove the document too, see Model.ProveCheck) and, for a disagreement that
// is still open, "# open: D<n>" (testdata/disagreements.md): the case is
// then skipped. A program lower refuses (unsupported) passes: refusing is
// not disagreeing.
type regressCase struct {
	name string
	src  string
	open string
	runs []Run
	// solveWithin > 0 also runs solve on the lowered document, which
	// must finish within this time ("# solve-within: 30s").
	solveWithin time.Duration
	// maxDSL > 0 bounds the size of the lowered document in bytes
	// ("# max-dsl-bytes: N").
	maxDSL int
	// supported requires lower to accept the program ("# supported"):
	// an edge-value case checks nothing if lower refuses it.
	supported bool
	// prove also proves the document with its inputs free
	// (Model.ProveCheck: proofs hold at the runs, refutations are
	// confirmed, solve does not panic) ("# prove").
	prove bool
}

var (
	runLine     = regexp.MustCompile(`^# run: main\((.*)\)\s*$`)
	resultsLine = regexp.MustCompile(`^# results: (.*)$`)
	openLine    = regexp.MustCompile(`^# open: (\S+)`)
	solveLine   = regexp.MustCompile(`^# solve-within: (\S+)`)
	maxDSLLine  = regexp.MustCompile(`^# max-dsl-bytes: (\d+)`)
	supportedLn = regexp.MustCompile(`^# supported\s*$`)
	proveLn     = regexp.MustCompile(`^# prove\s*$`)
)

func readRegress(t *testing.T) []regressCase {
	files, err := filepath.Glob(filepath.Join("testdata", "regress", "*.py"))
	if err != nil {
		t.Fatal(err)
	}
	var out []regressCase
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		c := regressCase{name: strings.TrimSuffix(filepath.Base(f), ".py"), src: string(data)}
		results := map[string]string{}
		for _, l := range strings.Split(c.src, "\n") {
			if m := openLine.FindStringSubmatch(l); m != nil {
				c.open = m[1]
			}
			if supportedLn.MatchString(l) {
				c.supported = true
			}
			if proveLn.MatchString(l) {
				c.prove = true
			}
			if m := maxDSLLine.FindStringSubmatch(l); m != nil {
				c.maxDSL, _ = strconv.Atoi(m[1])
			}
			if m := solveLine.FindStringSubmatch(l); m != nil {
				d, err := time.ParseDuration(m[1])
				if err != nil {
					t.Fatalf("%s: %v", f, err)
				}
				c.solveWithin = d
			}
			if m := resultsLine.FindStringSubmatch(l); m != nil {
				for _, part := range strings.Split(m[1], ";") {
					k, v, ok := strings.Cut(part, "=")
					if ok {
						results[strings.TrimSpace(k)] = v
					}
				}
			}
		}
		for _, l := range strings.Split(c.src, "\n") {
			if m := runLine.FindStringSubmatch(l); m != nil {
				args := m[1]
				c.runs = append(c.runs, Run{ArgsPy: &args, ResultsPy: results})
			}
		}
		if len(c.runs) == 0 {
			t.Fatalf("%s: no '# run: main(...)' line", f)
		}
		out = append(out, c)
	}
	return out
}

// TestRegression checks the minimal programs of the disagreements found
// so far: lower must agree with CPython on each of their runs. Open ones
// are skipped with their id.
func TestRegression(t *testing.T) {
	cfg := defaultConfig(t)
	w, err := newWorker(&cfg, 0)
	if err != nil {
		t.Fatal(err)
	}
	defer w.py.Close()
	for _, c := range readRegress(t) {
		t.Run(c.name, func(t *testing.T) {
			if c.open != "" && !*flagAll {
				t.Skipf("open disagreement %s (testdata/disagreements.md)", c.open)
			}
			pr := w.checkZ(0, c.src, c.runs, true, c.prove)
			if pr.refused != nil {
				// fail-closed is not a disagreement
				if c.supported {
					t.Fatalf("lower refuses the program (marked # supported): %v", pr.refused)
				}
				t.Logf("lower refuses the program: %v", pr.refused)
			}
			if f := pr.finding; f != nil {
				t.Fatalf("%s", f.Report(0))
			}
			if c.maxDSL > 0 {
				doc, err := w.low.Lower(c.src)
				if err != nil {
					t.Fatal(err)
				}
				data, err := json.Marshal(doc)
				if err != nil {
					t.Fatal(err)
				}
				if len(data) > c.maxDSL {
					t.Fatalf("the lowered document has %d bytes (at most %d expected)", len(data), c.maxDSL)
				}
			}
			if c.solveWithin > 0 {
				doc, err := w.low.Lower(c.src)
				if err != nil {
					t.Fatal(err)
				}
				done := make(chan error, 1)
				go func() {
					_, err := solve.Solve(context.Background(), doc, solve.Options{})
					done <- err
				}()
				select {
				case err := <-done:
					if err != nil {
						t.Fatalf("solve: %v", err)
					}
				case <-time.After(c.solveWithin):
					// the goroutine is left running: the test binary exits
					t.Fatalf("solve did not finish within %s", c.solveWithin)
				}
			}
		})
	}
}
