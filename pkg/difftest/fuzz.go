package difftest

import (
	"context"
	"fmt"
	"math/rand/v2"
	"os"
	"runtime"
	"sort"
	"strconv"
	"strings"
	"sync"
	"time"
)

// Config is one differential run.
type Config struct {
	Seed     uint64
	First    int // index of the first program (programs are Seed/index)
	Programs int
	Runs     int // runs per program
	Workers  int
	Options  GenOptions
	Script   string // testdata/run.py
	Layer    string // testdata/layer
	TempDir  string
	// Shrink findings (at most MaxShrink of them, the first of each kind
	// first).
	MaxShrink int
	// Z3Every > 0 cross-checks the evaluator with Z3 on the runs of
	// every Z3Every-th program.
	Z3Every int
	// ProveEvery > 0 also proves the document of every ProveEvery-th
	// program with its inputs free (Model.ProveCheck): a proof a run
	// breaks, or a refutation evaluation does not confirm, is a finding.
	ProveEvery int
	Log        func(format string, args ...any)
	// ReproFlags are the extra flags of TestDifferential that select
	// this generator (e.g. "-all-features"), for reproducer commands.
	ReproFlags string
	// Trace, when set, is called with each program's index before it is
	// checked (to find a program that hangs or exhausts memory).
	Trace func(idx int)
	// MemLimit (bytes, default 6 GiB) and ProgramTimeout (default 10
	// minutes) stop the run with the programs in flight named when
	// lowering or evaluating one of them exhausts memory or hangs.
	MemLimit       uint64
	ProgramTimeout time.Duration
}

// Finding is a program on which lower disagrees with CPython (or which
// the harness could not judge: Mismatch.Kind "lower-error",
// "model-error" or "python-error").
type Finding struct {
	Index    int
	Cmd      string // the command that reproduces it
	Src      string
	Run      Run
	Outcome  Outcome
	Verdict  *Verdict
	Mismatch *Mismatch
	Shrunk   *Finding
}

// Stats counts what a run did.
type Stats struct {
	Programs    int
	Supported   int // lowered without unsupported obligations
	Refused     int // lowered with unsupported obligations
	Runs        int // CPython runs compared
	Raised      int // runs in which CPython raised
	RaisedBy    map[string]int
	Calls       int // trusted calls compared
	Z3Checked   int // runs cross-checked with Z3
	Proved      int // programs proved with their inputs free (ProveCheck)
	Timeouts    int
	TimedOut    []int // the first programs with a timed-out run
	Disagreeing int   // supported programs with a disagreement
	Codes       map[string]int
	Kinds       map[string]int
	Elapsed     time.Duration
}

// Harness kinds that are not disagreements of lower with CPython but
// still findings.
const (
	MisLowerError  = "lower-error"
	MisModelError  = "model-error"
	MisPythonError = "python-error"
	// The ground evaluator and Z3 disagree on the model's value.
	MisEvalZ3 = "eval-vs-z3"
	// A proof that a run breaks, or a refutation that evaluation does
	// not confirm (ProveCheck).
	MisProof = "proof-vs-run"
)

type worker struct {
	cfg *Config
	py  *Python
	low *Lowerer
}

func newWorker(cfg *Config, n int) (*worker, error) {
	dir, err := os.MkdirTemp(cfg.TempDir, fmt.Sprintf("w%d-", n))
	if err != nil {
		return nil, err
	}
	low, err := NewLowerer(cfg.Layer, dir)
	if err != nil {
		return nil, err
	}
	py, err := StartPython(cfg.Script)
	if err != nil {
		return nil, err
	}
	return &worker{cfg: cfg, py: py, low: low}, nil
}

// result of one program.
type progResult struct {
	refused  []string
	runs     int
	raised   int
	raisedBy []string
	calls    int
	z3       int
	proved   int
	timeouts int
	finding  *Finding
}

// check lowers src and runs it under CPython on runs; the first run that
// disagrees is the finding.
func (w *worker) check(idx int, src string, runs []Run) progResult {
	return w.checkZ(idx, src, runs, false, false)
}

func (w *worker) checkZ(idx int, src string, runs []Run, z3, prove bool) progResult {
	var pr progResult
	doc, err := w.low.Lower(src)
	if err != nil {
		pr.finding = &Finding{Index: idx, Src: src, Mismatch: &Mismatch{MisLowerError, err.Error()}}
		return pr
	}
	m, err := NewModel(doc)
	if err != nil {
		pr.finding = &Finding{Index: idx, Src: src, Mismatch: &Mismatch{MisModelError, err.Error()}}
		return pr
	}
	if len(m.Unsupported) > 0 {
		pr.refused = m.UnsupportedCodes()
		return pr
	}
	allowed := AllowedExceptions(src)
	outs, err := w.py.Exec(src, runs)
	if err != nil {
		pr.finding = &Finding{Index: idx, Src: src, Mismatch: &Mismatch{MisPythonError, err.Error()}}
		if strings.Contains(err.Error(), "python3 answer") || strings.Contains(err.Error(), "reading from") || strings.Contains(err.Error(), "writing to") {
			// the process died: start a new one
			w.py.Close()
			if py, err := StartPython(w.cfg.Script); err == nil {
				w.py = py
			}
		}
		return pr
	}
	var agreed []*Verdict
	var agreedRuns []int
	for i, out := range outs {
		if out.Raised != nil && strings.HasPrefix(*out.Raised, "<") {
			pr.timeouts++
			continue
		}
		if runs[i].Args == nil {
			runs[i].Args = out.Args
		}
		pr.runs++
		pr.calls += len(out.Calls)
		if out.Raised != nil {
			pr.raised++
			pr.raisedBy = append(pr.raisedBy, *out.Raised)
		}
		v, mis := CompareAllowed(m, runs[i], out, allowed)
		if mis == nil && z3 && pr.finding == nil {
			pr.z3++
			diff, err := m.CrossCheck(context.Background(), v)
			if err != nil {
				diff = err.Error()
			}
			if diff != "" {
				mis = &Mismatch{MisEvalZ3, diff}
			}
		}
		if mis != nil && pr.finding == nil {
			pr.finding = &Finding{Index: idx, Src: src, Run: runs[i], Outcome: out, Verdict: v, Mismatch: mis}
		}
		if mis == nil {
			agreed = append(agreed, v)
			agreedRuns = append(agreedRuns, i)
		}
	}
	if prove && pr.finding == nil && len(agreed) > 0 {
		pr.proved++
		diff, k, err := m.ProveCheck(context.Background(), agreed)
		if err != nil {
			diff = err.Error()
		}
		if diff != "" {
			i := agreedRuns[k]
			pr.finding = &Finding{Index: idx, Src: src, Run: runs[i], Outcome: outs[i], Verdict: agreed[k], Mismatch: &Mismatch{MisProof, diff}}
		}
	}
	return pr
}

// ProgramAt generates program idx of seed and its runs.
func ProgramAt(seed uint64, idx, nruns int, opt GenOptions) (*Program, []Run) {
	p := Generate(rand.New(rand.NewPCG(seed, uint64(idx))), opt)
	runs := Runs(rand.New(rand.NewPCG(seed^0x9e3779b97f4a7c15, uint64(idx))), p, nruns, opt)
	return p, runs
}

// Fuzz generates and checks cfg.Programs programs.
func Fuzz(cfg Config) (*Stats, []*Finding, error) {
	start := time.Now()
	if cfg.Workers <= 0 {
		cfg.Workers = 1
	}
	if cfg.Runs <= 0 {
		cfg.Runs = 6
	}
	logf := cfg.Log
	if logf == nil {
		logf = func(string, ...any) {}
	}
	st := &Stats{Codes: map[string]int{}, Kinds: map[string]int{}, RaisedBy: map[string]int{}}
	var findings []*Finding
	var mu sync.Mutex
	shrinking := map[string]int{}
	shrunkTotal := 0
	jobs := make(chan int)
	inflight := map[int]time.Time{}
	stopWatch := make(chan struct{})
	defer close(stopWatch)
	go watchdog(&cfg, &mu, inflight, stopWatch)
	var wg sync.WaitGroup
	var firstErr error
	for n := 0; n < cfg.Workers; n++ {
		w, err := newWorker(&cfg, n)
		if err != nil {
			return nil, nil, err
		}
		wg.Add(1)
		go func() {
			defer wg.Done()
			defer w.py.Close()
			for idx := range jobs {
				p, runs := ProgramAt(cfg.Seed, idx, cfg.Runs, cfg.Options)
				if cfg.Trace != nil {
					cfg.Trace(idx)
				}
				mu.Lock()
				inflight[idx] = time.Now()
				mu.Unlock()
				pr := w.checkZ(idx, p.Src, runs, cfg.Z3Every > 0 && idx%cfg.Z3Every == 0, cfg.ProveEvery > 0 && idx%cfg.ProveEvery == 0)
				f := pr.finding
				doShrink := false
				mu.Lock()
				delete(inflight, idx)
				st.Programs++
				if pr.refused != nil {
					st.Refused++
					for _, c := range pr.refused {
						st.Codes[c]++
					}
				} else if f == nil || f.Mismatch.Kind != MisLowerError && f.Mismatch.Kind != MisModelError {
					st.Supported++
				}
				st.Runs += pr.runs
				st.Raised += pr.raised
				for _, r := range pr.raisedBy {
					st.RaisedBy[r]++
				}
				st.Calls += pr.calls
				st.Z3Checked += pr.z3
				st.Proved += pr.proved
				st.Timeouts += pr.timeouts
				if pr.timeouts > 0 && len(st.TimedOut) < 10 {
					st.TimedOut = append(st.TimedOut, idx)
				}
				if f != nil {
					st.Kinds[f.Mismatch.Kind]++
					if f.Verdict != nil {
						st.Disagreeing++
					}
					f.Cmd = fmt.Sprintf("go test ./pkg/difftest -run 'TestDifferential$' -v -seed %d -first %d -programs 1 -runs %d%s", cfg.Seed, idx, cfg.Runs, cfg.ReproFlags)
					findings = append(findings, f)
					if shrunkTotal < cfg.MaxShrink && shrinking[signature(f)] < max(1, cfg.MaxShrink/4) {
						shrinking[signature(f)]++
						shrunkTotal++
						doShrink = true
					}
				}
				if st.Programs%1000 == 0 {
					logf("%d programs, %d supported, %d runs, %d findings, %s", st.Programs, st.Supported, st.Runs, len(findings), time.Since(start).Round(time.Second))
				}
				mu.Unlock()
				if doShrink {
					f.Shrunk = w.shrink(f)
				}
			}
		}()
	}
	for i := 0; i < cfg.Programs; i++ {
		jobs <- cfg.First + i
	}
	close(jobs)
	wg.Wait()
	sort.Slice(findings, func(i, j int) bool { return findings[i].Index < findings[j].Index })
	st.Elapsed = time.Since(start)
	return st, findings, firstErr
}

// watchdog panics, naming the programs in flight, when the heap grows
// beyond cfg.MemLimit or a program takes longer than cfg.ProgramTimeout
// (a crash with the culprit named beats an out-of-memory kill).
func watchdog(cfg *Config, mu *sync.Mutex, inflight map[int]time.Time, stop chan struct{}) {
	limit := cfg.MemLimit
	if limit == 0 {
		limit = 6 << 30
	}
	timeout := cfg.ProgramTimeout
	if timeout == 0 {
		timeout = 10 * time.Minute
	}
	tick := time.NewTicker(250 * time.Millisecond)
	defer tick.Stop()
	for {
		select {
		case <-stop:
			return
		case <-tick.C:
		}
		var ms runtime.MemStats
		runtime.ReadMemStats(&ms)
		// Z3 (the cross-check) allocates outside the Go heap: watch the
		// resident set too
		if rss := residentBytes(); rss > ms.HeapAlloc {
			ms.HeapAlloc = rss
		}
		mu.Lock()
		var progs []string
		slow := false
		for idx, t := range inflight {
			progs = append(progs, fmt.Sprintf("%d (%s)", idx, time.Since(t).Round(time.Second)))
			if time.Since(t) > timeout {
				slow = true
			}
		}
		mu.Unlock()
		sort.Strings(progs)
		if ms.HeapAlloc > limit || slow {
			panic(fmt.Sprintf("difftest: memory %d MiB (limit %d MiB); programs in flight (seed %d): %s: lowering or evaluating one of them exhausts memory or hangs",
				ms.HeapAlloc>>20, limit>>20, cfg.Seed, strings.Join(progs, ", ")))
		}
	}
}

// residentBytes is the process's resident set size (0 if unknown).
func residentBytes() uint64 {
	data, err := os.ReadFile("/proc/self/statm")
	if err != nil {
		return 0
	}
	f := strings.Fields(string(data))
	if len(f) < 2 {
		return 0
	}
	pages, err := strconv.ParseUint(f[1], 10, 64)
	if err != nil {
		return 0
	}
	return pages * uint64(os.Getpagesize())
}

// Report renders a finding as a reproducer.
func (f *Finding) Report(seed uint64) string {
	var b strings.Builder
	fmt.Fprintf(&b, "=== %s (seed %d, program %d): %s\n", f.Mismatch.Kind, seed, f.Index, f.Mismatch.Detail)
	if f.Cmd != "" {
		fmt.Fprintf(&b, "--- reproduce: %s\n", f.Cmd)
	}
	g := f
	if f.Shrunk != nil {
		g = f.Shrunk
		b.WriteString("--- shrunk program:\n")
	} else {
		b.WriteString("--- program:\n")
	}
	b.WriteString(g.Src)
	if g.Verdict == nil {
		return b.String()
	}
	if f.Shrunk != nil {
		fmt.Fprintf(&b, "--- shrunk disagreement: %s: %s\n", g.Mismatch.Kind, g.Mismatch.Detail)
	}
	fmt.Fprintf(&b, "--- run: main(%s)\n", joinValues(g.Run.Args))
	used := map[string]int{}
	for _, c := range g.Outcome.Calls {
		if strings.HasPrefix(c.Fn, "get_") {
			used[c.Fn]++
		}
	}
	for _, fn := range sortedKeys(used) {
		fmt.Fprintf(&b, "    %s returns %s\n", fn, joinValues(g.Run.Results[fn][:min(used[fn], len(g.Run.Results[fn]))]))
	}
	b.WriteString("--- CPython:\n")
	b.WriteString(callsText(g.Outcome.Calls, "    "))
	fmt.Fprintf(&b, "    raised: %s\n", raisedText(g.Outcome.Raised))
	b.WriteString("--- lower:\n")
	if g.Verdict.Err != nil {
		fmt.Fprintf(&b, "    (evaluation stopped: %v)\n", g.Verdict.Err)
	}
	if len(g.Verdict.Effects) == 0 {
		b.WriteString("    (no calls)\n")
	}
	for i, e := range g.Verdict.Effects {
		fmt.Fprintf(&b, "    %d. %s\n", i+1, e)
	}
	if len(g.Verdict.Failed) > 0 {
		c := g.Verdict.Failed[0]
		fmt.Fprintf(&b, "    raised: %s (%s %s, line %d)\n", c.exc, c.o.ID, c.o.Message, c.o.Span.Line)
	} else if g.Verdict.Err == nil {
		b.WriteString("    raised: nothing\n")
	}
	return b.String()
}
