// Package replay runs a program under CPython on each counterexample of a
// prove result, so that "refuted" means a real run breaks the obligation.
//
// The whole program runs in CPython (replay.py, embedded): its inputs are
// the counterexample's, and each trusted function is replaced by a
// recorder that runs deal's contracts, records the call and returns the
// counterexample's value for that call (the variable <fn>_result<n> of the
// fact the call is) instead of performing the effect. Then the obligation
// is judged concretely: a guarantee by evaluating its relation over the
// recorded calls (or, for a guarantee lower wrote as a goal, such as a
// fluent's final state, by the runtime package's own check of the spec),
// a precondition by deal's PreContractError at that call, an assertion by
// the AssertionError at that statement, an exception by the exception
// escaping there, a helper's postcondition by deal's PostContractError.
//
// A replay is exact only when the counterexample fixes every value the
// run reads: the inputs and every trusted result. Rows of trusted queries,
// trusted calls that may raise, and values of unsupported constructs are
// not fixed; such obligations are marked "not replayable". An exact replay
// that does not break the obligation is a bug in clauz3: Run marks it
// "not reproduced" and returns an internal error naming it.
package replay

import (
	"bytes"
	"context"
	_ "embed"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"math/big"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"clauz3/pkg/diag"
	"clauz3/pkg/dsl"
	"clauz3/pkg/ir"
	"clauz3/pkg/python/parser"
	"clauz3/pkg/runner"
)

//go:embed replay.py
var script string

// Config says where the program lives and which CPython runs it.
type Config struct {
	// Python is the interpreter; empty: runner.FindPython(Dir) (the
	// project's .venv, else python3 on $PATH).
	Python string
	// RuntimeDir holds the clauz3 runtime package (runtime/clauz3) the
	// program imports; empty: $CLAUZ3_RUNTIME, else a runtime/ directory
	// found in Dir, beside the executable, or in one of their parents.
	RuntimeDir string
	// Dir is the directory prove ran in: the paths of the result's sources
	// and spans are relative to it. Empty: the current directory.
	Dir string
	// ImportRoots and TrustedRoots are prove's (relative to Dir). Empty
	// import roots: Dir and the entry's directory, as prove defaults.
	ImportRoots  []string
	TrustedRoots []string
	// Timeout bounds each CPython run; zero means 10 seconds.
	Timeout time.Duration
}

// Note says what happened to one refuted obligation.
type Note struct {
	ID       string `json:"id"`
	Replayed string `json:"replayed"` // ir.ReplayConfirmed, ir.ReplayNotReproduced or ir.ReplayNotReplayable
	Why      string `json:"why"`      // for not replayable and not reproduced: why; for confirmed: under which mode
}

// Report is what Run did. serve's answers carry it (as "replay", with
// the same snake_case keys as the rest of an answer).
type Report struct {
	Notes []Note `json:"notes"`
	// Notice is set when nothing could be replayed at all (no CPython,
	// no runtime package): a message for the user, not a failure.
	Notice string `json:"notice,omitempty"`
}

// Count returns how many notes have outcome r.
func (r *Report) Count(outcome string) int {
	n := 0
	for _, x := range r.Notes {
		if x.Replayed == outcome {
			n++
		}
	}
	return n
}

// Run replays every refuted obligation of res and sets its Replayed
// field. It returns an internal error (diag.ICEError, exit 3) when an
// exact replay does not reproduce a refutation; a missing CPython or
// runtime package is a Notice in the report, not an error.
func Run(ctx context.Context, res *ir.Result, cfg Config) (*Report, error) {
	rep := &Report{}
	if res == nil || res.DSL == nil {
		return rep, nil
	}
	var todo []int
	for i := range res.Obligations {
		if res.Obligations[i].Status == ir.StatusRefuted && i < len(res.DSL.Obligations) {
			k := res.DSL.Obligations[i].Kind
			if k != ir.KindUnsupported && k != ir.KindConsistency {
				todo = append(todo, i)
			}
		}
	}
	if len(todo) == 0 {
		return rep, nil
	}
	env, notice := setup(res, cfg)
	if notice != "" {
		rep.Notice = notice
		for _, i := range todo {
			res.Obligations[i].Replayed = ir.ReplayNotReplayable
			rep.Notes = append(rep.Notes, Note{ID: res.Obligations[i].ID, Replayed: ir.ReplayNotReplayable, Why: notice})
		}
		return rep, nil
	}
	var bad []string
	for _, i := range todo {
		or := &res.Obligations[i]
		ob := &res.DSL.Obligations[i]
		outcome, why, err := env.replay(ctx, ob, or)
		if err != nil {
			return rep, err
		}
		or.Replayed = outcome
		rep.Notes = append(rep.Notes, Note{ID: or.ID, Replayed: outcome, Why: why})
		if outcome == ir.ReplayNotReproduced {
			bad = append(bad, fmt.Sprintf("%s (%s at %s): %s", or.ID, ob.Message, ob.Span, why))
		}
	}
	if len(bad) > 0 {
		return rep, &diag.ICEError{Msg: "a counterexample does not reproduce under CPython, so the refutation is not shown: " + strings.Join(bad, "; ")}
	}
	return rep, nil
}

// env is what every replay of one result shares.
type env struct {
	res      *ir.Result
	python   string
	path     []string // sys.path: the runtime directory, then the import roots
	trusted  []string
	dir      string
	entry    string
	timeout  time.Duration
	byRel    map[string][]*ir.Fact // facts of each relation, in document order
	quantity bool                  // some fact is inside a loop over rows
	whiles   []string              // the summarized while loops' indices (ir.Quantifier.While)
}

// setup finds CPython and the runtime package and checks that the files
// on disk are those that were proved; a non-empty notice means nothing
// can be replayed.
func setup(res *ir.Result, cfg Config) (*env, string) {
	dir := cfg.Dir
	if dir == "" {
		dir = "."
	}
	dir, err := filepath.Abs(dir)
	if err != nil {
		return nil, "replay: " + err.Error()
	}
	py := cfg.Python
	if py == "" {
		if py, err = runner.FindPython(dir); err != nil {
			return nil, "replay: no python3 found, so the counterexamples were not run under CPython (install python3 and deal, or run make deps)"
		}
	}
	if _, err := exec.LookPath(py); err != nil {
		return nil, fmt.Sprintf("replay: %s cannot be run (%v), so the counterexamples were not run under CPython", py, err)
	}
	rt := cfg.RuntimeDir
	if rt == "" {
		rt = findRuntime(dir)
	}
	if rt == "" {
		return nil, "replay: the clauz3 runtime package (runtime/clauz3) was not found (set CLAUZ3_RUNTIME), so the counterexamples were not run under CPython"
	}
	rt, _ = filepath.Abs(rt)
	doc := res.DSL
	for _, s := range doc.Sources {
		text, err := os.ReadFile(join(dir, s.Path))
		if err == nil && string(text) != s.Text {
			// A file with a PEP 263 declaration is held decoded.
			if dec, d := parser.Decode(s.Path, text); d == nil {
				text = dec
			}
		}
		if err != nil || string(text) != s.Text {
			return nil, fmt.Sprintf("replay: %s changed since it was proved, so the counterexamples were not run under CPython", s.Path)
		}
	}
	if doc.Entry == "" || doc.Target == "" {
		return nil, "replay: the result names no entry file or target"
	}
	if len(cfg.TrustedRoots) == 0 {
		// Without them no trusted function is replaced: the run would
		// perform the real effects.
		return nil, "replay: no trusted root is given, so the counterexamples were not run under CPython"
	}
	for _, o := range doc.Obligations {
		if o.Kind == ir.KindUnsupported {
			// What clauz3 does not model may do anything when run.
			return nil, "replay: part of the program is unsupported, so it is not run under CPython"
		}
	}
	e := &env{res: res, python: py, dir: dir, timeout: cfg.Timeout, byRel: map[string][]*ir.Fact{}}
	if e.timeout == 0 {
		e.timeout = 10 * time.Second
	}
	e.entry = join(dir, doc.Entry)
	// sys.path[0] is the directory of the script, symbolic links
	// resolved, before the import roots (as load resolves imports).
	real := e.entry
	if r, err := filepath.EvalSymlinks(real); err == nil {
		real = r
	}
	e.path = append(e.path, filepath.Dir(real), rt)
	roots := cfg.ImportRoots
	if len(roots) == 0 {
		roots = []string{".", filepath.Dir(doc.Entry)}
	}
	seen := map[string]bool{filepath.Dir(real): true}
	for _, r := range roots {
		a := r
		if !filepath.IsAbs(a) {
			a = filepath.Join(dir, r)
		}
		a = filepath.Clean(a)
		if !seen[a] {
			seen[a] = true
			e.path = append(e.path, a)
		}
	}
	for _, t := range cfg.TrustedRoots {
		if !filepath.IsAbs(t) {
			t = filepath.Join(dir, t)
		}
		e.trusted = append(e.trusted, filepath.Clean(t))
	}
	for i := range doc.Facts {
		f := &doc.Facts[i]
		for _, q := range f.Quantifiers {
			if !q.While {
				e.quantity = true
			} else if !slices.Contains(e.whiles, q.Var) {
				e.whiles = append(e.whiles, q.Var)
			}
		}
		e.byRel[f.Relation] = append(e.byRel[f.Relation], f)
	}
	return e, ""
}

// join is path p of a document (relative to dir, or absolute) as an
// absolute path.
func join(dir, p string) string {
	if filepath.IsAbs(p) {
		return filepath.Clean(p)
	}
	return filepath.Join(dir, p)
}

// findRuntime looks for runtime/clauz3 in dir, beside the executable, and
// in their parents.
func findRuntime(dir string) string {
	if p := os.Getenv("CLAUZ3_RUNTIME"); p != "" {
		return p
	}
	starts := []string{dir}
	if exe, err := os.Executable(); err == nil {
		starts = append(starts, filepath.Dir(exe))
	}
	for _, d := range starts {
		for {
			p := filepath.Join(d, "runtime")
			if st, err := os.Stat(filepath.Join(p, "clauz3", "__init__.py")); err == nil && !st.IsDir() {
				return p
			}
			parent := filepath.Dir(d)
			if parent == d {
				break
			}
			d = parent
		}
	}
	return ""
}

var (
	resultVar = regexp.MustCompile(`^([A-Za-z_][A-Za-z0-9_]*?)_result([0-9]+)$`)
	lenVar    = regexp.MustCompile(`_len[0-9]+$`)
	raisedVar = regexp.MustCompile(`^_raised[0-9]+$`)
	unsupVar  = regexp.MustCompile(`^` + ir.UnsupportedPrefix + `[0-9]+$`)
	// auxVar are symbols that do not feed the run: named subterms (_d),
	// fluent keys (_k), loop indices (_i), CPython's int-to-str limit.
	auxVar = regexp.MustCompile(`^(_[dki][0-9]+|_str_digits_limit)$`)
)

// request is what replay.py reads.
type request struct {
	Path    []string            `json:"path"`
	Trusted []string            `json:"trusted"`
	Entry   string              `json:"entry"`
	Target  string              `json:"target"`
	Inputs  map[string]tagged   `json:"inputs"`
	Results map[string][]tagged `json:"results"`
	Checks  []check             `json:"checks,omitempty"`
	Seconds float64             `json:"seconds"`
}

type check struct {
	ID   string `json:"id"`
	Line int    `json:"line"`
	Col  int    `json:"col"`
}

// tagged is a Python value on the wire: t is none, bool, int (v in
// Python's int syntax, hex from CPython), float (v from float.hex, or
// nan, inf, -inf), str, list, or other (v a repr: not comparable).
type tagged struct {
	T string `json:"t"`
	V any    `json:"v,omitempty"`
	// Col, for a value read from a column of a query's rows and passed on
	// unchanged: the Row class's name and the field (the runtime's
	// column_of; see ir.ColumnField).
	Col []string `json:"col,omitempty"`
}

// outcome is what replay.py prints.
type outcome struct {
	Calls   []call         `json:"calls"`
	Outcome *ending        `json:"outcome"`
	Missing string         `json:"missing"`
	Checks  map[string]any `json:"checks"`
	Error   string         `json:"error"`
}

type call struct {
	Name    string            `json:"name"`
	Markers []string          `json:"markers"`
	Args    map[string]tagged `json:"args"`
	File    string            `json:"file"`
	Line    int               `json:"line"`
}

type ending struct {
	Kind     string `json:"kind"` // return | exception
	Type     string `json:"type"`
	Message  string `json:"message"`
	Contract string `json:"contract"` // pre | post | ensure | raises | other | ""
	Origin   string `json:"origin"`
	File     string `json:"file"`
	Line     int    `json:"line"`
}

// replay decides one refuted obligation.
func (e *env) replay(ctx context.Context, ob *ir.Obligation, or *ir.ObligationResult) (string, string, error) {
	nr := func(format string, args ...any) (string, string, error) {
		return ir.ReplayNotReplayable, fmt.Sprintf(format, args...), nil
	}
	ce := or.Counterexample
	if ce == nil {
		return nr("no counterexample")
	}
	if ob.Code == ir.CodeMainPrecondition {
		return nr("the call in the __main__ block is not replayed")
	}
	if e.quantity && len(e.whiles) > 0 {
		return nr("the program has both loops over rows and summarized while loops")
	}
	stopped := slices.ContainsFunc(ce.Loops, func(r ir.LoopRun) bool { return r.Stopped })
	for _, v := range e.whiles {
		// (a loop after one whose check stops the run is not listed)
		if !stopped && !slices.ContainsFunc(ce.Loops, func(r ir.LoopRun) bool { return r.Var == v }) {
			return nr("the counterexample does not list every iteration of a while loop")
		}
	}
	var rowVals map[string][]tagged
	exact := ""
	if e.quantity {
		// The program loops over the rows of a query, which the
		// counterexample lists only in part: ask solve for one that lists
		// every row, and run that one.
		ce2, qs, why := e.exactRows(ctx, ob)
		if why != "" {
			return nr("the program loops over the rows of a trusted query: %s", why)
		}
		rv, why := rowResults(e.res.DSL, ce2, qs)
		if why != "" {
			return nr("the program loops over the rows of a trusted query: %s", why)
		}
		lr, why := loopResults(e.res.DSL, ce2)
		if why != "" {
			return nr("the program loops over the rows of a trusted query: %s", why)
		}
		for rel, ts := range lr {
			rv[rel] = ts
		}
		ce, rowVals, exact = ce2, rv, "with every row listed: "
	}
	req := request{Path: e.path, Trusted: e.trusted, Entry: e.entry, Target: e.res.DSL.Target,
		Inputs: map[string]tagged{}, Results: map[string][]tagged{}, Seconds: e.timeout.Seconds()}
	for _, in := range ce.Inputs {
		t, ok := toTagged(in.Value, in.Type)
		if !ok {
			return nr("input %s = %s cannot be passed to CPython exactly", in.Name, in.Repr)
		}
		req.Inputs[in.Name] = t
	}
	optimize, pinned := false, false
	type numbered struct {
		n int
		v ir.Value
	}
	results := map[string][]numbered{}
	for _, v := range ce.Variables {
		switch {
		case v.Name == ir.OptimizeSymbol:
			b, _ := v.Value.(bool)
			optimize, pinned = b, true
		case unsupVar.MatchString(v.Name):
			return nr("it needs a value of a construct clauz3 does not model (%s)", v.Name)
		case raisedVar.MatchString(v.Name):
			if b, _ := v.Value.(bool); b {
				return nr("a trusted call raises in the counterexample")
			}
		case e.quantity && (lenVar.MatchString(v.Name) || rowName.MatchString(v.Name)):
			// rows: placed from rowVals
		case lenVar.MatchString(v.Name):
			return nr("a trusted query's rows are not listed by the counterexample")
		case resultVar.MatchString(v.Name):
			m := resultVar.FindStringSubmatch(v.Name)
			n, _ := strconv.Atoi(m[2])
			results[m[1]] = append(results[m[1]], numbered{n, v})
		case auxVar.MatchString(v.Name):
		case len(e.whiles) > 0 && rowName.MatchString(v.Name):
			// a trusted call's result inside a summarized while loop, at
			// an iteration: placed below
		default:
			return nr("variable %s is not a value the replay can place", v.Name)
		}
	}
	if len(e.whiles) > 0 {
		rs, why := e.whileResults(ce)
		if why != "" {
			return nr("%s", why)
		}
		results = nil
		for fn, ts := range rs {
			req.Results[fn] = ts
		}
	}
	fires := map[string]bool{}
	for _, f := range ce.Facts {
		fires[f.ID] = f.Fires
	}
	for fn, vs := range results {
		if _, placed := rowVals[fn]; placed {
			continue // called in a loop over rows too: loopResults placed every call
		}
		sort.Slice(vs, func(i, j int) bool { return vs[i].n < vs[j].n })
		facts := e.byRel[fn]
		if len(facts) != len(vs) {
			return nr("the results of %s do not match its calls one to one", fn)
		}
		ts := []tagged{}
		for k, f := range facts {
			if !fires[f.ID] {
				continue
			}
			t, ok := toTagged(vs[k].v.Value, vs[k].v.Type)
			if !ok {
				return nr("result %s = %s cannot be passed to CPython exactly", vs[k].v.Name, vs[k].v.Repr)
			}
			ts = append(ts, t)
		}
		req.Results[fn] = ts
	}
	for rel, vs := range rowVals {
		req.Results[rel] = vs
	}
	if ob.Kind == ir.KindGuarantee && ob.Relation == nil {
		if join(e.dir, ob.Span.File) != e.entry {
			return nr("the guarantee is not written on the target")
		}
		req.Checks = []check{{ID: ob.ID, Line: ob.Span.Line, Col: ob.Span.Col}}
	}
	out, err := e.run(ctx, req, optimize)
	if err != nil {
		return nr("%v", err)
	}
	verdict, why := e.judge(ob, ce, out)
	if exact != "" {
		if verdict == ir.ReplayConfirmed {
			// The run is of this counterexample: it is the one shown.
			or.Counterexample = ce
		}
		return verdict, exact + why, nil
	}
	if verdict == ir.ReplayNotReproduced && !pinned && !optimize && out.Outcome != nil && out.Outcome.Contract != "" && e.byRel[out.Outcome.Origin] == nil {
		// deal's contract of a helper stopped the run before the effect;
		// under python -O it is not checked and the program goes on,
		// which the prover models: a run there is as real. (A trusted
		// function's contract is never skipped: its precondition ends
		// the path in the model too, and its postcondition is the
		// layer's promise, which a counterexample must keep.)
		out2, err := e.run(ctx, req, true)
		if err != nil {
			return nr("%v", err)
		}
		if v2, why2 := e.judge(ob, ce, out2); v2 == ir.ReplayConfirmed {
			return v2, "under python -O: " + why2, nil
		}
	}
	return verdict, why, nil
}

// run runs replay.py on req.
func (e *env) run(ctx context.Context, req request, optimize bool) (*outcome, error) {
	stdout, err := e.runRaw(ctx, req, optimize)
	if err != nil {
		return nil, err
	}
	// The program's own prints go to stderr; stdout is the outcome.
	var out outcome
	if err := json.Unmarshal(stdout, &out); err != nil {
		return nil, fmt.Errorf("CPython printed no outcome: %v", err)
	}
	if out.Error != "" {
		return nil, errors.New("the program could not be run: " + out.Error)
	}
	return &out, nil
}

// runRaw runs replay.py on req and returns what it printed.
func (e *env) runRaw(ctx context.Context, req any, optimize bool) ([]byte, error) {
	body, err := json.Marshal(req)
	if err != nil {
		return nil, err
	}
	args := []string{"-I", "-B", "-c", script}
	if optimize {
		args = append([]string{"-O"}, args...)
	}
	ctx, cancel := context.WithTimeout(ctx, e.timeout+5*time.Second)
	defer cancel()
	cmd := exec.CommandContext(ctx, e.python, args...)
	cmd.Dir = e.dir
	cmd.Stdin = bytes.NewReader(body)
	cmd.Env = append(os.Environ(), "PYTHONDONTWRITEBYTECODE=1", "NO_COLOR=1", "PYTHONHASHSEED=0", "PYTHONIOENCODING=utf-8")
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	if err := cmd.Run(); err != nil {
		msg := strings.TrimSpace(stderr.String())
		if i := strings.LastIndex(msg, "\n"); i >= 0 {
			msg = msg[i+1:]
		}
		return nil, fmt.Errorf("CPython (%s) failed: %v %s", e.python, err, msg)
	}
	return stdout.Bytes(), nil
}

// judge says whether the run out breaks ob as the counterexample ce
// says: the obligation fails, and the trusted calls the run makes are the
// facts ce fires, in order, with the same arguments (else the effects
// explain shows are not those of a real run).
func (e *env) judge(ob *ir.Obligation, ce *ir.Counterexample, out *outcome) (string, string) {
	v, why := e.verdict(ob, ce, out)
	if v == ir.ReplayConfirmed {
		// A run that stops at an exception makes a prefix of the calls:
		// the model goes on past checks CPython stops at (as under -O).
		stopped := out.Outcome != nil && out.Outcome.Kind == "exception"
		if d := divergence(ce, e.listed(out.Calls), stopped); d != "" {
			return ir.ReplayNotReproduced, "the run breaks it, but its trusted calls are not the counterexample's: " + d
		}
	}
	return v, why
}

// verdict says whether the run out breaks ob.
func (e *env) verdict(ob *ir.Obligation, ce *ir.Counterexample, out *outcome) (string, string) {
	if out.Missing != "" {
		return ir.ReplayNotReproduced, fmt.Sprintf("CPython makes a call of %s that the counterexample does not", out.Missing)
	}
	end := out.Outcome
	if end == nil {
		return ir.ReplayNotReplayable, "the run did not finish"
	}
	what := "the run returns normally"
	if end.Kind == "exception" {
		what = fmt.Sprintf("the run raises %s at line %d", end.Type, end.Line)
	}
	if d := divergence(ce, e.listed(out.Calls), false); d != "" {
		what += "; " + d
	}
	switch ob.Kind {
	case ir.KindGuarantee:
		if ob.Relation != nil {
			holds, why := evalRelation(ob.Relation, e.factsOf(out.Calls))
			switch {
			case why != "":
				return ir.ReplayNotReplayable, why
			case !holds:
				return ir.ReplayConfirmed, "the recorded calls break it"
			}
			return ir.ReplayNotReproduced, fmt.Sprintf("the recorded calls %s keep it; %s", e.callsText(out.Calls), what)
		}
		switch v := out.Checks[ob.ID].(type) {
		case bool:
			if !v {
				return ir.ReplayConfirmed, "the runtime's check of the guarantee fails on the recorded calls"
			}
			return ir.ReplayNotReproduced, fmt.Sprintf("the recorded calls %s keep it; %s", e.callsText(out.Calls), what)
		case string:
			return ir.ReplayNotReplayable, v
		}
		return ir.ReplayNotReplayable, "the guarantee was not checked"
	case ir.KindPrecondition:
		fn := between(ob.Message, "precondition of ", " holds")
		if end.Kind == "exception" && end.Contract == "pre" && (fn == "" || end.Origin == fn) && e.at(end.File, end.Line, ob.Span) {
			return ir.ReplayConfirmed, "deal refuses the call"
		}
	case ir.KindAssertion:
		if end.Kind == "exception" && end.Type == "AssertionError" && end.Contract == "" && e.at(end.File, end.Line, ob.Span) {
			return ir.ReplayConfirmed, "the assert fails"
		}
	case ir.KindPostcondition:
		fn := between(ob.Message, "postcondition of ", " holds")
		if end.Kind == "exception" && (end.Contract == "post" || end.Contract == "ensure") && (fn == "" || end.Origin == fn) {
			return ir.ReplayConfirmed, "deal refuses the result"
		}
	case ir.KindException:
		typ, _, _ := strings.Cut(ob.Message, ": ")
		if ir.MayRaise(ob) {
			// A trusted function that may raise: the claim is that the
			// call is reached.
			for _, c := range out.Calls {
				if e.at(c.File, c.Line, ob.Span) {
					return ir.ReplayConfirmed, "the call that may raise it is reached"
				}
			}
			break
		}
		if end.Kind == "exception" && end.Type == typ && end.Contract == "" && e.at(end.File, end.Line, ob.Span) {
			return ir.ReplayConfirmed, "the exception escapes"
		}
	default:
		return ir.ReplayNotReplayable, "obligations of kind " + ob.Kind + " are not replayed"
	}
	return ir.ReplayNotReproduced, what
}

// divergence compares the recorded calls with the facts the
// counterexample fires, in order; "" when they agree.
func divergence(ce *ir.Counterexample, calls []call, prefix bool) string {
	k := 0
	for _, f := range ce.Facts {
		if !f.Fires {
			continue
		}
		if k >= len(calls) {
			if prefix {
				break
			}
			return fmt.Sprintf("the counterexample fires fact %s, which the run does not reach", f.ID)
		}
		c := calls[k]
		k++
		byName := map[string]ir.Value{}
		for _, fl := range f.Fields {
			byName[fl.Name] = fl
		}
		for _, fl := range f.Fields {
			if ir.IsCompanionField(fl.Name) {
				continue
			}
			arg, ok := c.Args[fl.Name]
			if !ok {
				return fmt.Sprintf("fact %s has field %s, which call %d of the run (%s) lacks", f.ID, fl.Name, k, c.Name)
			}
			want := fl
			if isInt, ok := byName[ir.IsIntField(fl.Name)]; ok && isInt.Value == true {
				// an int passed for a float parameter: its companion
				// holds the value (the float field is a placeholder)
				if iv, ok := byName[ir.IntField(fl.Name)]; ok {
					want = iv
				}
			}
			t, ok := toTagged(want.Value, want.Type)
			if !ok {
				continue
			}
			a, b := literal(arg), literal(t)
			if a == nil || b == nil {
				continue
			}
			if !pyEqual(a.Val, b.Val) && !(a.Sort.Kind == dsl.KFP && b.Sort.Kind == dsl.KFP && math.IsNaN(a.Val.(float64)) && math.IsNaN(b.Val.(float64))) {
				return fmt.Sprintf("fact %s has %s=%s, the run passes %s", f.ID, fl.Name, want.Repr, pyText(arg))
			}
		}
	}
	if k < len(calls) {
		return fmt.Sprintf("the run also calls %s (line %d), which the counterexample does not fire", calls[k].Name, calls[k].Line)
	}
	return ""
}

// at reports whether file:line (from CPython) lies in span.
func (e *env) at(file string, line int, span ir.Span) bool {
	if file == "" || span.File == "" {
		return false
	}
	want := join(e.dir, span.File)
	if filepath.Clean(file) != want {
		return false
	}
	end := span.EndLine
	if end < span.Line {
		end = span.Line
	}
	return line >= span.Line && line <= end
}

func between(s, pre, post string) string {
	_, rest, ok := strings.Cut(s, pre)
	if !ok {
		return ""
	}
	name, _, ok := strings.Cut(rest, post)
	if !ok {
		return ""
	}
	return name
}

// callsText is the recorded calls as Python calls, for messages.
func (e *env) callsText(calls []call) string {
	if len(calls) == 0 {
		return "(none)"
	}
	var parts []string
	for _, c := range calls {
		keys := make([]string, 0, len(c.Args))
		for k := range c.Args {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		var as []string
		for _, k := range keys {
			as = append(as, k+"="+pyText(c.Args[k]))
		}
		parts = append(parts, fmt.Sprintf("%s(%s)", c.Name, strings.Join(as, ", ")))
	}
	return strings.Join(parts, ", ")
}

// toTagged converts a counterexample value (its JSON form and Python
// type) to the wire form; ok is false when it has none.
func toTagged(v any, typ string) (tagged, bool) {
	switch {
	case typ == "None":
		return tagged{T: "none"}, v == nil
	case typ == "bool":
		b, ok := v.(bool)
		return tagged{T: "bool", V: b}, ok
	case typ == "int":
		switch n := v.(type) {
		case json.Number:
			if _, ok := new(big.Int).SetString(string(n), 10); ok {
				return tagged{T: "int", V: string(n)}, true
			}
		case float64:
			if n == math.Trunc(n) && math.Abs(n) < 1<<53 {
				return tagged{T: "int", V: strconv.FormatInt(int64(n), 10)}, true
			}
		case bool:
			if n {
				return tagged{T: "int", V: "1"}, true
			}
			return tagged{T: "int", V: "0"}, true
		}
	case typ == "float":
		switch n := v.(type) {
		case float64:
			return tagged{T: "float", V: strconv.FormatFloat(n, 'x', -1, 64)}, true
		case json.Number:
			f, err := strconv.ParseFloat(string(n), 64)
			if err == nil {
				return tagged{T: "float", V: strconv.FormatFloat(f, 'x', -1, 64)}, true
			}
		case string:
			switch n {
			case "nan", "inf", "-inf":
				return tagged{T: "float", V: n}, true
			}
		}
	case typ == "str":
		// U+FFFD may stand for a code point UTF-8 cannot carry (a
		// surrogate, which Z3 and CPython strings may hold).
		s, ok := v.(string)
		return tagged{T: "str", V: s}, ok && !strings.ContainsRune(s, utf8.RuneError)
	case strings.HasPrefix(typ, "list[") && strings.HasSuffix(typ, "]"):
		xs, ok := v.([]any)
		if !ok {
			return tagged{}, false
		}
		elem := typ[len("list[") : len(typ)-1]
		out := []tagged{}
		for _, x := range xs {
			t, ok := toTagged(x, elem)
			if !ok {
				return tagged{}, false
			}
			out = append(out, t)
		}
		return tagged{T: "list", V: out}, true
	}
	return tagged{}, false
}

// pyText is a wire value as Python would print it, for messages (a huge
// int is abbreviated).
func pyText(v tagged) string {
	switch v.T {
	case "none":
		return "None"
	case "bool":
		if b, _ := v.V.(bool); b {
			return "True"
		}
		return "False"
	case "str":
		s, _ := v.V.(string)
		return dsl.PyRepr(s)
	case "int", "float":
		if l := literal(v); l != nil {
			if n, ok := l.Val.(*big.Int); ok {
				if t := n.String(); len(t) > 40 {
					return fmt.Sprintf("<int of %d digits>", len(strings.TrimPrefix(t, "-")))
				}
				return n.String()
			}
			if f, ok := l.Val.(float64); ok {
				return dsl.PyFloatRepr(f)
			}
		}
	case "list":
		if xs, ok := v.V.([]any); ok {
			parts := make([]string, 0, len(xs))
			for _, x := range xs {
				m, _ := x.(map[string]any)
				t, _ := m["t"].(string)
				parts = append(parts, pyText(tagged{T: t, V: m["v"]}))
			}
			return "[" + strings.Join(parts, ", ") + "]"
		}
	}
	return fmt.Sprint(v.V)
}

// whileResults are the results of the trusted calls a counterexample of
// a program with summarized while loops makes, per function in the order
// of its calls: the facts' firings (ce.Facts lists a loop's iteration by
// iteration), each with its result symbol (the k-th fact of a relation,
// in the document, has the k-th result symbol by number), a variable or,
// inside a loop, a function shown at the iteration ("f_result7(2)").
func (e *env) whileResults(ce *ir.Counterexample) (map[string][]tagged, string) {
	type sym struct {
		n    int
		name string
		fn   bool
	}
	syms := map[string][]sym{}
	add := func(name string, fn bool) {
		if m := resultVar.FindStringSubmatch(name); m != nil {
			n, _ := strconv.Atoi(m[2])
			syms[m[1]] = append(syms[m[1]], sym{n, name, fn})
		}
	}
	for _, v := range e.res.DSL.Variables {
		add(v.Name, false)
	}
	for _, f := range e.res.DSL.Functions {
		add(f.Name, true)
	}
	of := map[string]sym{}
	for rel, ss := range syms {
		sort.Slice(ss, func(i, j int) bool { return ss[i].n < ss[j].n })
		facts := e.byRel[rel]
		if len(facts) != len(ss) {
			return nil, fmt.Sprintf("the results of %s do not match its calls one to one", rel)
		}
		for k, f := range facts {
			of[f.ID] = ss[k]
		}
	}
	vals := map[string]ir.Value{}
	for _, v := range ce.Variables {
		vals[v.Name] = v
	}
	rel := map[string]string{}
	for r, fs := range e.byRel {
		for _, f := range fs {
			rel[f.ID] = r
		}
	}
	out := map[string][]tagged{}
	for _, f := range ce.Facts {
		s, ok := of[f.ID]
		if !f.Fires || !ok {
			continue
		}
		name := s.name
		if s.fn {
			if f.Iteration == nil {
				return nil, fmt.Sprintf("the result of %s is a function of a loop's iteration, and the counterexample does not say which", rel[f.ID])
			}
			name = fmt.Sprintf("%s(%d)", s.name, *f.Iteration)
		}
		v, ok := vals[name]
		if !ok {
			return nil, fmt.Sprintf("the counterexample does not list %s", name)
		}
		t, ok := toTagged(v.Value, v.Type)
		if !ok {
			return nil, fmt.Sprintf("result %s = %s cannot be passed to CPython exactly", v.Name, v.Repr)
		}
		out[rel[f.ID]] = append(out[rel[f.ID]], t)
	}
	return out, ""
}
