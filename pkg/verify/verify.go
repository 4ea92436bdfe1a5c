// Package verify proves the contracts of pure functions, one certificate
// per function, as provably does for a decorated function: every
// top-level function and static method of a top-level class with a
// contract (@deal.pre, @deal.post, @deal.ensure, @deal.raises, or a
// docstring precondition in PyTA's form) is proved with the prover
// (package prove) as the target: postconditions from preconditions, no
// exception the function does not declare, no run-time error.
//
// A certificate names the function, the SHA-256 of its source text and of
// everything it reaches (the functions and classes of its module and of
// the modules it imports that it references, transitively, and the
// module-level code of every module the proof loads), the status, the
// contract as written, a counterexample as a Python call, the solver and
// the time. Certificates are cached by a key over those hashes, clauz3's
// build, the solver's version and the options, so that a second run
// proves nothing again, and a change to the function or to anything it
// reaches proves it again.
package verify

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"math"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"time"

	"clauz3/pkg/diag"
	"clauz3/pkg/explain"
	"clauz3/pkg/ir"
	"clauz3/pkg/load"
	"clauz3/pkg/lower"
	"clauz3/pkg/prove"
	"clauz3/pkg/python/parser"
	"clauz3/pkg/solve"
	"clauz3/pkg/z3"
)

// ProveFunc proves one target; prove.Prove is the real one. Tests give a
// wrapper that counts the calls.
type ProveFunc func(ctx context.Context, cfg prove.Config) (*ir.Result, error)

// Config is what to verify and how.
type Config struct {
	// Paths are Python files and directories (every *.py below a
	// directory, hidden directories and __pycache__ skipped).
	Paths        []string
	ImportRoots  []string // as prove's; default: . and each file's directory
	TrustedRoots []string
	// Dir is the directory paths are relative to in certificates (default:
	// the current directory).
	Dir   string
	Solve solve.Options
	// CacheDir holds the certificates by key (CacheDir/verify/KEY.json);
	// empty means no cache. With Solve.SMT2Dir set the cache is not read
	// (the checks must run to be written), only written.
	CacheDir string
	// Clauz3Version is clauz3's version, written in certificates.
	Clauz3Version string
	// Build identifies clauz3's build in the cache key (a hash of the
	// executable): a certificate of another build is not reused, since
	// what clauz3 models changes between builds of one version.
	Build string
	// Prove proves one target; nil means prove.Prove.
	Prove ProveFunc
}

// Report is the certificates of one run, in the order of the files and of
// the functions in each file.
type Report struct {
	Version      string         `json:"version"`
	Verdict      string         `json:"verdict"` // "verified" or "not_verified"
	ExitCode     int            `json:"exit_code"`
	Certificates []*Certificate `json:"certificates"`
	// Files are the Python files read, for the text output's summary.
	Files []string `json:"files"`

	sources map[string]*source // the texts of the modules loaded, by path, for quoting
}

// lowerOptions are verify's: a function is proved for the inputs its
// contract admits, so its docstring preconditions are assumptions.
var lowerOptions = lower.Options{DocPreconditions: true, ReachChecks: true, AnyCaller: true}

// keyVersion changes when what the cache key covers changes.
const keyVersion = "clauz3-verify-key/2" // 2: globals a function may rebind are not modelled

// Verify proves every function with a contract in cfg.Paths. A path that
// does not exist or a file that does not load is bad input (exit 2); a
// function that cannot be proved is a certificate saying why.
func Verify(ctx context.Context, cfg Config) (*Report, error) {
	if cfg.Prove == nil {
		cfg.Prove = prove.Prove
	}
	if cfg.Dir == "" {
		wd, err := os.Getwd()
		if err != nil {
			return nil, err
		}
		cfg.Dir = wd
	}
	files, err := pythonFiles(cfg.Dir, cfg.Paths)
	if err != nil {
		return nil, err
	}
	rep := &Report{Version: ReportVersion, Certificates: []*Certificate{}, Files: files, sources: map[string]*source{}}
	for _, file := range files {
		if err := ctx.Err(); err != nil {
			return nil, &diag.BadInput{Err: errors.New("interrupted")}
		}
		if err := verifyFile(ctx, cfg, file, rep); err != nil {
			return nil, err
		}
	}
	rep.Verdict, rep.ExitCode = StatusVerified, diag.ExitOK
	for _, c := range rep.Certificates {
		if !c.Verified() {
			rep.Verdict, rep.ExitCode = "not_verified", diag.ExitNotProved
		}
	}
	return rep, nil
}

// pythonFiles expands the paths: a file is taken as given, a directory
// gives every *.py below it, sorted. The result is relative to dir when
// the path was, without duplicates.
func pythonFiles(dir string, paths []string) ([]string, error) {
	if len(paths) == 0 {
		return nil, &diag.BadInput{Err: errors.New("no FILE or directory given")}
	}
	var out []string
	seen := map[string]bool{}
	add := func(p string) {
		abs := p
		if !filepath.IsAbs(abs) {
			abs = filepath.Join(dir, abs)
		}
		abs = filepath.Clean(abs)
		if !seen[abs] {
			seen[abs] = true
			out = append(out, filepath.Clean(p))
		}
	}
	for _, p := range paths {
		abs := p
		if !filepath.IsAbs(abs) {
			abs = filepath.Join(dir, abs)
		}
		st, err := os.Stat(abs)
		if err != nil {
			var pe *fs.PathError
			if errors.As(err, &pe) {
				err = pe.Err
			}
			return nil, &diag.BadInput{Err: diag.Errorf(diag.Span{File: p}, "no-such-file", "cannot read: %v", err)}
		}
		if !st.IsDir() {
			add(p)
			continue
		}
		var found []string
		err = filepath.WalkDir(abs, func(q string, d fs.DirEntry, err error) error {
			if err != nil {
				return err
			}
			if d.IsDir() && q != abs && (strings.HasPrefix(d.Name(), ".") || d.Name() == "__pycache__") {
				return filepath.SkipDir
			}
			if !d.IsDir() && strings.HasSuffix(q, ".py") {
				rel, _ := filepath.Rel(abs, q)
				found = append(found, filepath.Join(p, rel))
			}
			return nil
		})
		if err != nil {
			return nil, &diag.BadInput{Err: diag.Errorf(diag.Span{File: p}, "bad-directory", "reading the directory: %v", err)}
		}
		if len(found) == 0 {
			return nil, &diag.BadInput{Err: diag.Errorf(diag.Span{File: p}, "no-python-files", "no Python file (*.py) below this directory")}
		}
		sort.Strings(found)
		for _, f := range found {
			add(f)
		}
	}
	return out, nil
}

// verifyFile proves the functions with a contract of one file, adding
// their certificates to rep.
func verifyFile(ctx context.Context, cfg Config, file string, rep *Report) error {
	lc := load.Config{Entry: file, TrustedRoots: cfg.TrustedRoots, ImportRoots: cfg.ImportRoots, Dir: cfg.Dir, Parse: parser.ParseFile}
	doc, err := load.Load(lc)
	if err != nil {
		return err
	}
	prog, err := newProgram(doc)
	if err != nil {
		return err
	}
	entry := prog.entry()
	if entry == nil {
		return diag.ICE("verify: the entry %s is not among the loaded modules", doc.Entry)
	}
	for _, m := range prog.modules {
		rep.sources[m.ir.Path] = m.src
	}
	for _, f := range selectFunctions(entry.ir.Tree, entry.src) {
		c, err := verifyFunction(ctx, cfg, prog, f)
		if err != nil {
			return err
		}
		rep.Certificates = append(rep.Certificates, c)
	}
	return nil
}

// verifyFunction proves one function, or answers from the cache.
func verifyFunction(ctx context.Context, cfg Config, prog *program, f *function) (*Certificate, error) {
	entry := prog.entry()
	deps, ident := prog.reach(f)
	span := f.span
	span.File = entry.ir.Path
	c := &Certificate{
		Version:            CertificateVersion,
		Function:           f.qualname,
		Module:             entry.ir.Name,
		File:               entry.ir.Path,
		Span:               span,
		SHA256:             sha256Hex(entry.src.lines(f.span)),
		Dependencies:       append([]Dependency{}, deps...),
		DependenciesSHA256: sha256Hex(ident),
		Preconditions:      nonNil(f.pre),
		Postconditions:     nonNil(f.post),
		Raises:             nonNil(f.raises),
		Failures:           []Failure{},
		Clauz3Version:      cfg.Clauz3Version,
	}
	key := cacheKey(cfg, ident)
	if cfg.CacheDir != "" && cfg.Solve.SMT2Dir == "" {
		if hit, ok := readCache(cfg.CacheDir, key, c); ok {
			return hit, nil
		}
	}
	sopts := cfg.Solve
	smt2 := ""
	if sopts.SMT2Dir != "" {
		smt2 = smt2Dir(sopts.SMT2Dir, entry.ir.Path, f.qualname)
		if err := os.MkdirAll(smt2, 0o755); err != nil {
			return nil, &diag.BadInput{Err: diag.Errorf(diag.Span{File: smt2}, "smt2-dir", "cannot create the directory: %v", err)}
		}
		// The files of an earlier run would be taken for this run's.
		old, _ := filepath.Glob(filepath.Join(smt2, "*.smt2"))
		for _, o := range old {
			os.Remove(o)
		}
		sopts.SMT2Dir = smt2
	}
	start := time.Now()
	res, err := cfg.Prove(ctx, prove.Config{
		Load:  load.Config{Entry: entry.ir.Path, TrustedRoots: cfg.TrustedRoots, ImportRoots: cfg.ImportRoots, Target: f.qualname, Dir: cfg.Dir},
		Lower: lowerOptions,
		Solve: sopts,
	})
	elapsed := time.Since(start)
	c.TimeMS = math.Round(float64(elapsed.Microseconds())) / 1000
	var d *diag.Diagnostic
	switch {
	case err != nil && f.class != nil && errors.As(err, &d) && d.Code == "no-target":
		// lower finds only top-level functions by name.
		c.Status = StatusUnsupported
		c.Message = fmt.Sprintf("a static method cannot be proved yet: lower takes only a top-level function as the target (make %s a top-level function)", f.qualname)
		c.Failures = append(c.Failures, Failure{ID: "target", Kind: ir.KindUnsupported, Code: "unsupported-target",
			Status: ir.StatusUnsupported, Message: c.Message, Span: span})
		c.Obligations = Counts{Total: 1, Unsupported: 1}
		c.Solver = Solver{Name: "z3", Version: z3.Version()}
	case err != nil && ctx.Err() != nil:
		return nil, &diag.BadInput{Err: fmt.Errorf("interrupted while proving %s", f.qualname)}
	case err != nil:
		return nil, err
	default:
		if err := fill(c, res); err != nil {
			return nil, err
		}
		if smt2 != "" {
			if err := annotateSMT2(smt2, res); err != nil {
				return nil, err
			}
		}
	}
	if cfg.CacheDir != "" {
		if err := writeCache(cfg.CacheDir, key, c); err != nil {
			return nil, err
		}
	}
	return c, nil
}

func nonNil(s []string) []string {
	if s == nil {
		return []string{}
	}
	return s
}

// explained is the part of explain's JSON summary verify reads: each
// obligation's message phrased by its status.
type explained struct {
	Obligations []struct {
		ID      string `json:"id"`
		Message string `json:"message"`
		Reason  string `json:"reason"`
		Note    string `json:"note"`
	} `json:"obligations"`
}

// fill sets the verdict of c from a prove result.
func fill(c *Certificate, res *ir.Result) error {
	if res == nil || res.DSL == nil || len(res.DSL.Obligations) != len(res.Obligations) {
		return diag.ICE("verify: a prove result without its obligations")
	}
	var buf bytes.Buffer
	if err := explain.Render(&buf, res, explain.FormatJSON); err != nil {
		return err
	}
	var ex explained
	if err := json.Unmarshal(buf.Bytes(), &ex); err != nil {
		return diag.ICE("verify: reading explain's summary: %v", err)
	}
	msgs := map[string]string{}
	reasons := map[string]string{}
	for _, o := range ex.Obligations {
		msgs[o.ID] = o.Message
		reasons[o.ID] = o.Reason
		if reasons[o.ID] == "" {
			reasons[o.ID] = o.Note
		}
	}
	c.Solver = Solver{Name: res.Solver.Name, Version: res.Solver.Version}
	c.Notes = res.Notes
	var cex *ir.Counterexample
	var cexMsg, unsupportedMsg, unknownMsg string
	for i, r := range res.Obligations {
		ob := res.DSL.Obligations[i]
		c.Obligations.Total++
		switch r.Status {
		case ir.StatusProved:
			c.Obligations.Proved++
			continue
		case ir.StatusRefuted:
			c.Obligations.Refuted++
		case ir.StatusUnknown:
			c.Obligations.Unknown++
		case ir.StatusUnsupported:
			c.Obligations.Unsupported++
		default:
			return diag.ICE("verify: obligation %s has status %q", r.ID, r.Status)
		}
		msg := msgs[r.ID]
		if msg == "" {
			msg = ob.Message
		}
		fl := Failure{ID: r.ID, Kind: ob.Kind, Code: ob.Code, Status: r.Status, Message: msg, Reason: reasons[r.ID], Span: ob.Span}
		if r.Status == ir.StatusRefuted && r.Counterexample != nil && ob.Kind != ir.KindConsistency {
			fl.Counterexample = callText(c.Function, inputs(r.Counterexample))
		}
		c.Failures = append(c.Failures, fl)
		line := fmt.Sprintf("%s (%s:%d)", msg, ob.Span.File, ob.Span.Line)
		switch {
		case r.Status == ir.StatusRefuted && r.Counterexample != nil && ob.Kind != ir.KindConsistency && cex == nil:
			cex, cexMsg = r.Counterexample, line
		case r.Status == ir.StatusUnsupported && unsupportedMsg == "":
			unsupportedMsg = line
		case unknownMsg == "" && r.Status != ir.StatusUnsupported:
			unknownMsg = line
		}
	}
	switch {
	case c.Obligations.Total == c.Obligations.Proved:
		c.Status = StatusVerified
		switch n := c.Obligations.Total; n {
		case 0:
			c.Message = "nothing can fail: no postcondition to prove and no operation that can raise an undeclared exception"
		case 1:
			c.Message = "the 1 obligation is proved"
		default:
			c.Message = fmt.Sprintf("all %d obligations are proved", n)
		}
	case cex != nil:
		c.Status = StatusCounterexample
		in := inputs(cex)
		c.Counterexample = &Counterexample{Call: callText(c.Function, in), Inputs: in}
		c.Message = cexMsg
	case unsupportedMsg != "":
		c.Status = StatusUnsupported
		c.Message = unsupportedMsg
	default:
		c.Status = StatusUnknown
		c.Message = unknownMsg
	}
	return nil
}

// inputs are the arguments of a counterexample.
func inputs(cex *ir.Counterexample) []Input {
	out := []Input{}
	for _, v := range cex.Inputs {
		out = append(out, Input{Name: v.Name, Type: v.Type, Repr: v.Repr})
	}
	return out
}

// callText writes the call f(x=3, y=-1).
func callText(name string, in []Input) string {
	var b strings.Builder
	b.WriteString(name)
	b.WriteByte('(')
	for i, a := range in {
		if i > 0 {
			b.WriteString(", ")
		}
		b.WriteString(a.Name)
		b.WriteByte('=')
		b.WriteString(a.Repr)
	}
	b.WriteByte(')')
	return b.String()
}

// smt2Dir is the directory of one function's SMT-LIB files below the
// --smt2 directory: the file's path, then the function's name, so that
// the o1.smt2 of two functions do not overwrite each other.
func smt2Dir(root, file, qualname string) string {
	rel := strings.TrimSuffix(filepath.ToSlash(file), ".py")
	rel = strings.TrimPrefix(strings.ReplaceAll(rel, "..", "__"), "/")
	return filepath.Join(root, filepath.FromSlash(rel), qualname)
}

// annotateSMT2 puts a comment naming the obligation and its span at the
// top of each SMT-LIB file solve wrote for it (solve names a file after
// the obligation's id: o1.smt2, o1.2.smt2 for a second check).
func annotateSMT2(dir string, res *ir.Result) error {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return &diag.BadInput{Err: diag.Errorf(diag.Span{File: dir}, "smt2-dir", "reading the directory: %v", err)}
	}
	comments := map[string]string{"assumptions": "; the assumptions (preconditions, trusted postconditions) are consistent: sat is proved\n"}
	for _, ob := range res.DSL.Obligations {
		comments[ob.ID] = fmt.Sprintf("; obligation %s [%s] at %s:%d:%d-%d:%d\n; %s\n", ob.ID, ob.Code,
			ob.Span.File, ob.Span.Line, ob.Span.Col, ob.Span.EndLine, ob.Span.EndCol, strings.ReplaceAll(ob.Message, "\n", " "))
	}
	for _, e := range entries {
		name := strings.TrimSuffix(e.Name(), ".smt2")
		if e.IsDir() || name == e.Name() {
			continue
		}
		id, _, _ := strings.Cut(name, ".")
		comment, ok := comments[id]
		if !ok {
			continue
		}
		p := filepath.Join(dir, e.Name())
		data, err := os.ReadFile(p)
		if err != nil {
			return &diag.BadInput{Err: diag.Errorf(diag.Span{File: p}, "smt2-dir", "cannot read: %v", err)}
		}
		if bytes.HasPrefix(data, []byte("; ")) {
			continue
		}
		if err := os.WriteFile(p, append([]byte(comment), data...), 0o644); err != nil {
			return &diag.BadInput{Err: diag.Errorf(diag.Span{File: p}, "smt2-dir", "cannot write: %v", err)}
		}
	}
	return nil
}
