// Package serve is `clauz3 serve`: a long-running prover for agent
// harnesses, over HTTP+JSON (POST /prove, GET /health, GET /metrics in
// Prometheus' text format) or JSON Lines on stdin/stdout.
//
// What a process keeps between requests, and why it does not matter for
// the answers: warm Z3 contexts (solve.Pool: a result with a
// counterexample is decided again in a fresh context, so every answer is
// the one `clauz3 prove` gives in a fresh process; a document seen to
// need that is decided there at once the next time, freshKeys), the
// syntax trees of
// the files it parsed, keyed by file name and the SHA-256 of the file's
// bytes (a changed file is parsed again; every file is read on every
// request), loaded documents kept with the state of every file and
// directory they were read from (loadCache: a request whose files and
// directories are unchanged is not loaded again), and answers keyed by
// everything they depend on (resultKey: the sources' hashes, the modules
// load made of them, the target and format), except answers with an
// obligation unknown for a reason a timeout may have caused (cacheable)
// and replayed ones.
// Several instances therefore scale out behind any load balancer
// (deploy/).
//
// Each request has a timeout and is cancelled when its client goes
// away (the running Z3 check is interrupted); at most Config.Parallel
// requests are proved at once, the others wait. Shutdown finishes the
// requests in flight.
package serve

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"sync"
	"time"

	"clauz3/pkg/cli"
	"clauz3/pkg/diag"
	"clauz3/pkg/explain"
	"clauz3/pkg/ir"
	"clauz3/pkg/library"
	"clauz3/pkg/load"
	"clauz3/pkg/lower"
	"clauz3/pkg/python/ast"
	"clauz3/pkg/python/parser"
	"clauz3/pkg/replay"
	"clauz3/pkg/solve"
)

// Config configures a Server.
type Config struct {
	// Dir is the directory request paths are relative to (default: the
	// current directory).
	Dir string
	// ProgramDir is where program texts sent in a request are written to
	// be loaded (default Dir/.clauz3/serve); each text goes to a
	// subdirectory named by the hash of its file name and text (what is
	// written there), so equal requests give equal results and a request
	// never sees another's file.
	ProgramDir string
	// Timeout bounds one request (default 30 s); a request may ask for
	// less.
	Timeout time.Duration
	// Parallel is how many requests are proved at once (default: the
	// number of CPUs Go uses).
	Parallel int
	// SolveTimeoutMS is Z3's timeout per check (default solve's).
	SolveTimeoutMS int
	// Replay runs each counterexample under CPython (pkg/replay) before
	// answering, as `clauz3 prove --replay` does. Off by default: it
	// starts a CPython process per refuted obligation (tens of
	// milliseconds), against a fraction of a millisecond for the proof.
	Replay bool
	// CacheFiles bounds the parse cache (default 4096 files).
	CacheFiles int
	// CacheResults bounds the cache of answers by content (resultKey):
	// 0 means 1024, a negative value turns it off.
	CacheResults int
	// CacheLoads bounds the cache of loaded documents by request, each
	// kept with the state of the files and directories it was read from
	// (loadCache): 0 means 1024, a negative value turns it off.
	CacheLoads int
}

// Request is one proof request: a program given by path (relative to
// Config.Dir) or by text, its roots and target, and the format of the
// explanation.
type Request struct {
	// ID is echoed in the response (JSON Lines correlation).
	ID any `json:"id,omitempty"`
	// Path is the entry file; Program its text instead (then Filename
	// names it, default "program.py"). Path and the roots are relative
	// to Config.Dir and below it (checkPaths).
	Path     string `json:"path,omitempty"`
	Program  string `json:"program,omitempty"`
	Filename string `json:"filename,omitempty"`

	TrustedRoots []string `json:"trusted_roots,omitempty"`
	ImportRoots  []string `json:"import_roots,omitempty"`
	Target       string   `json:"target,omitempty"`
	// Format of the explanation: text (default), markdown, json, sarif
	// or line.
	Format string `json:"format,omitempty"`
	// TimeoutMS bounds this request (at most Config.Timeout).
	TimeoutMS int `json:"timeout_ms,omitempty"`
	// Replay overrides Config.Replay for this request.
	Replay *bool `json:"replay,omitempty"`
}

// Response is the answer to a Request. ExitCode is what `clauz3 prove`
// would exit with: 0 proved, 1 not proved, 2 bad input, 3 internal
// error (4 here: the request timed out or was cancelled).
type Response struct {
	ID          any                `json:"id,omitempty"`
	ExitCode    int                `json:"exit_code"`
	Verdict     string             `json:"verdict"` // proved, not proved, error, timeout
	Result      *ir.Result         `json:"result,omitempty"`
	Explanation string             `json:"explanation,omitempty"`
	Diagnostics []*diag.Diagnostic `json:"diagnostics,omitempty"`
	Replay      *replay.Report     `json:"replay,omitempty"`
	// ElapsedMS is the server's time for the request.
	ElapsedMS float64 `json:"elapsed_ms"`
}

// GCPercent is the garbage collector's target that `clauz3 serve` sets
// when the environment does not set GOGC. A request allocates a few
// hundred kilobytes (the explanation, the documents, the JSON) and keeps
// little, so at Go's default of 100 the collector ran about every few
// requests: 400 took 0.3 to 0.4 ms of CPU off each uncached request
// (BenchmarkServe's cpu-ms/op, BENCHMARKS.md), for a heap that may grow
// to five times what is live (tens of megabytes).
const GCPercent = 400

// ExitTimeout is the exit code of a request that timed out or whose
// client went away.
const ExitTimeout = 4

// Server proves requests. Its methods are safe for concurrent use.
type Server struct {
	cfg     Config
	pool    *solve.Pool
	slots   chan struct{}
	cache   *parseCache
	results *resultCache // nil: off
	loads   *loadCache   // nil: off
	fresh   *freshKeys
	metrics *metrics
	wg      sync.WaitGroup
}

// New returns a server for cfg with its Z3 contexts created (one per
// parallel request), so that the first requests do not wait for them.
func New(cfg Config) (*Server, error) {
	if cfg.Dir == "" {
		wd, err := os.Getwd()
		if err != nil {
			return nil, err
		}
		cfg.Dir = wd
	}
	abs, err := filepath.Abs(cfg.Dir)
	if err != nil {
		return nil, err
	}
	cfg.Dir = abs
	if cfg.ProgramDir == "" {
		cfg.ProgramDir = filepath.Join(cfg.Dir, ".clauz3", "serve")
	}
	if cfg.Timeout <= 0 {
		cfg.Timeout = 30 * time.Second
	}
	if cfg.Parallel <= 0 {
		cfg.Parallel = runtime.GOMAXPROCS(0)
	}
	if cfg.CacheFiles <= 0 {
		cfg.CacheFiles = 4096
	}
	s := &Server{
		cfg:   cfg,
		pool:  solve.NewPool(cfg.Parallel),
		slots: make(chan struct{}, cfg.Parallel),
		cache: newParseCache(cfg.CacheFiles),
		fresh: &freshKeys{keys: map[string]bool{}, max: 4096},
	}
	if cfg.CacheResults == 0 {
		cfg.CacheResults = 1024
	}
	if cfg.CacheResults > 0 {
		s.results = &resultCache{byKey: map[string]*Response{}, max: cfg.CacheResults}
	}
	if cfg.CacheLoads == 0 {
		cfg.CacheLoads = 1024
	}
	if cfg.CacheLoads > 0 {
		s.loads = newLoadCache(cfg.CacheLoads)
	}
	s.cfg = cfg
	s.metrics = newMetrics(s)
	s.pool.Warm(cfg.Parallel)
	s.pool.SetSpares(1)
	return s, nil
}

// Close releases the server's Z3 contexts once no request is running
// (see Shutdown for a bounded wait).
func (s *Server) Close() {
	s.wg.Wait()
	s.pool.Close()
}

// Prove answers one request. It never panics: an internal error is a
// response with exit code 3.
func (s *Server) Prove(ctx context.Context, req *Request) (resp *Response) {
	start := time.Now()
	s.wg.Add(1)
	defer s.wg.Done()
	s.metrics.inflight.Inc()
	defer s.metrics.inflight.Dec()
	defer func() {
		if r := recover(); r != nil {
			resp = failure(req, diag.ExitInternalErr, panicErr(r))
		}
		resp.ID = req.ID
		resp.ElapsedMS = float64(time.Since(start).Microseconds()) / 1000
		s.metrics.observe(resp, time.Since(start))
	}()
	timeout := s.cfg.Timeout
	if req.TimeoutMS > 0 && time.Duration(req.TimeoutMS)*time.Millisecond < timeout {
		timeout = time.Duration(req.TimeoutMS) * time.Millisecond
	}
	ctx, cancel := context.WithTimeout(ctx, timeout)
	defer cancel()
	select {
	case s.slots <- struct{}{}: // released by proveWithin
	case <-ctx.Done():
		return cancelled(req, ctx)
	}
	return s.proveWithin(ctx, req, s.prove)
}

func (s *Server) prove(ctx context.Context, req *Request) *Response {
	format := req.Format
	if format == "" {
		format = explain.FormatText
	}
	if err := cli.CheckFormat(format); err != nil {
		return failure(req, diag.ExitBadInput, err)
	}
	entry, err := s.entry(req)
	if err != nil {
		return failure(req, diag.ExitBadInput, err)
	}
	lcfg := load.Config{
		Entry:        entry,
		TrustedRoots: req.TrustedRoots,
		ImportRoots:  req.ImportRoots,
		Target:       req.Target,
		Parse:        s.cache.parse,
		Dir:          s.cfg.Dir,
	}
	var doc *ir.AST
	var dkey string
	var kept *loadEntry
	if s.loads != nil {
		doc, dkey, kept, err = s.loads.load(lcfg)
	} else if doc, err = load.Load(lcfg); err == nil {
		dkey = docKey(doc)
	}
	if err != nil {
		return failure(req, diag.ExitCode(err), err)
	}
	// An installed library changed after install is refused, as clauz3
	// prove refuses it (before any cached answer is given).
	var verr error
	if kept != nil {
		verr = kept.verifyErr
	} else {
		verr = library.Verify(verifyRoots(lcfg))
	}
	if verr != nil {
		return failure(req, diag.ExitCode(verr), verr)
	}
	doReplay := s.cfg.Replay
	if req.Replay != nil {
		doReplay = *req.Replay
	}
	key := resultKey(dkey, format, s.cfg.SolveTimeoutMS)
	if !doReplay && s.results != nil {
		if r := s.results.get(key); r != nil {
			return r
		}
	}
	var dsl *ir.DSL
	if kept != nil {
		dsl, err = kept.lower() // lowered once while the program is kept
	} else {
		dsl, err = lower.Lower(doc)
	}
	if err != nil {
		return failure(req, diag.ExitCode(err), err)
	}
	var st solve.Stats
	res, err := solve.Solve(ctx, dsl, solve.Options{TimeoutMS: s.cfg.SolveTimeoutMS, Pool: s.pool, Fresh: s.fresh.has(key), Stats: &st})
	if ctx.Err() != nil {
		return cancelled(req, ctx)
	}
	if err != nil {
		return failure(req, diag.ExitCode(err), err)
	}
	resp := &Response{Result: res, ExitCode: explain.ExitCode(res)}
	if doReplay {
		rep, err := replay.Run(ctx, res, replay.Config{
			ImportRoots:  req.ImportRoots,
			TrustedRoots: req.TrustedRoots,
			Dir:          s.cfg.Dir,
		})
		if err != nil {
			return failure(req, diag.ExitCode(err), err)
		}
		resp.Replay = rep
	}
	var b bytes.Buffer
	if err := explain.RenderOptions(&b, res, explain.Options{Format: format, BaseURI: explain.DirURI(s.cfg.Dir)}); err != nil {
		return failure(req, diag.ExitInternalErr, err)
	}
	resp.Explanation = b.String()
	resp.Verdict = "not proved"
	if resp.ExitCode == diag.ExitOK {
		resp.Verdict = "proved"
	}
	if !doReplay && s.results != nil && cacheable(res) {
		s.results.put(key, resp)
	}
	if st.Contexts > 1 {
		// decided a second time in a fresh context (a counterexample Z3
		// chose, or an unknown: solve.Options.Fresh)
		s.fresh.add(key)
	}
	return resp
}

// freshKeys are the resultKeys of documents decided a second time in a
// fresh context: the next time, solve decides them there at once
// (solve.Options.Fresh), which gives the same result without the first
// run, a whole timeout for an unknown. A key wrongly kept would only
// cost a context.
type freshKeys struct {
	mu   sync.Mutex
	keys map[string]bool
	max  int
}

func (f *freshKeys) has(key string) bool {
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.keys[key]
}

func (f *freshKeys) add(key string) {
	f.mu.Lock()
	defer f.mu.Unlock()
	if len(f.keys) >= f.max {
		f.keys = map[string]bool{} // simple and bounded
	}
	f.keys[key] = true
}

// resultKey identifies what a proof depends on: the loaded program
// (docKey) and the answer's format and Z3 timeout. lower, solve and
// explain are functions of these (solve decides a counterexample in a
// fresh context, so a result does not depend on what ran before).
func resultKey(docKey, format string, timeoutMS int) string {
	return docKey + "\x00" + format + "\x00" + strconv.Itoa(timeoutMS)
}

// docKey identifies a loaded program: every source's path and content
// hash, the modules load made of them (names, roles, resolved imports:
// the roots and the files on disk as load saw them), and the target. The
// load cache keeps it with the program, computed once.
func docKey(doc *ir.AST) string {
	h := sha256.New()
	fmt.Fprintf(h, "%s\x00%s\x00%s\x00", doc.Version, doc.Target, doc.Entry)
	for _, src := range doc.Sources {
		fmt.Fprintf(h, "src\x00%s\x00%s\x00", src.Path, src.SHA256)
	}
	for _, m := range doc.Modules {
		imports, _ := json.Marshal(m.Imports)
		fmt.Fprintf(h, "mod\x00%s\x00%s\x00%s\x00%s\x00", m.Name, m.Path, m.Role, imports)
	}
	return string(h.Sum(nil))
}

// cacheable: a result that cannot depend on timing (no obligation left
// unknown for a reason a timeout could have caused).
func cacheable(res *ir.Result) bool {
	for _, o := range res.Obligations {
		if o.Status == ir.StatusUnknown && !solve.DecidedUnknown(o.Reason) {
			return false
		}
	}
	return true
}

// resultCache keeps answers by resultKey. A hit is the same answer,
// copied (the caller sets its own id and time).
type resultCache struct {
	mu           sync.Mutex
	byKey        map[string]*Response
	max          int
	hits, misses int64
}

func (c *resultCache) get(key string) *Response {
	c.mu.Lock()
	defer c.mu.Unlock()
	r, ok := c.byKey[key]
	if !ok {
		c.misses++
		return nil
	}
	c.hits++
	cp := *r
	return &cp
}

func (c *resultCache) put(key string, r *Response) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if len(c.byKey) >= c.max {
		c.byKey = map[string]*Response{} // simple and bounded
	}
	cp := *r
	c.byKey[key] = &cp
}

func (c *resultCache) stats() (hits, misses int64, size int) {
	if c == nil {
		return 0, 0, 0
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.hits, c.misses, len(c.byKey)
}

// entry is the entry file of req, relative to Config.Dir: its path, or
// its text written under Config.ProgramDir, in a directory of its own
// (programDir). It first refuses paths outside Config.Dir (checkPaths).
func (s *Server) entry(req *Request) (string, error) {
	if err := s.checkPaths(req); err != nil {
		return "", err
	}
	switch {
	case req.Path != "" && req.Program != "":
		return "", badField("/program", "give either path or program, not both")
	case req.Path != "":
		return req.Path, nil
	case req.Program == "":
		return "", badField("", "missing path or program")
	}
	name := req.Filename
	if name == "" {
		name = "program.py"
	}
	if name != filepath.Base(name) || !strings.HasSuffix(name, ".py") || strings.HasPrefix(name, ".") {
		return "", badField("/filename", fmt.Sprintf("filename %q is not a plain NAME.py", name))
	}
	dir := programDir(s.cfg.ProgramDir, name, req.Program)
	path := filepath.Join(dir, name)
	if old, err := load.ReadSource(path); err != nil || string(old) != req.Program {
		if err := os.MkdirAll(dir, 0o755); err != nil {
			return "", fmt.Errorf("serve: %w", err)
		}
		// Written aside and renamed: a concurrent request for the same
		// text never reads half a file.
		tmp, err := os.CreateTemp(dir, ".tmp-*")
		if err != nil {
			return "", fmt.Errorf("serve: %w", err)
		}
		_, werr := tmp.WriteString(req.Program)
		cerr := tmp.Close()
		if werr != nil || cerr != nil {
			os.Remove(tmp.Name())
			return "", fmt.Errorf("serve: writing the program: %w", errors.Join(werr, cerr))
		}
		if err := os.Rename(tmp.Name(), path); err != nil {
			os.Remove(tmp.Name())
			return "", fmt.Errorf("serve: %w", err)
		}
	}
	if rel, err := filepath.Rel(s.cfg.Dir, path); err == nil && !strings.HasPrefix(rel, "..") {
		return rel, nil
	}
	return path, nil
}

func failure(req *Request, code int, err error) *Response {
	return &Response{ExitCode: code, Verdict: "error", Diagnostics: cli.Diagnostics("clauz3 serve", err)}
}

func cancelled(req *Request, ctx context.Context) *Response {
	msg := "the request was cancelled"
	if errors.Is(ctx.Err(), context.DeadlineExceeded) {
		msg = "the request timed out"
	}
	return &Response{ExitCode: ExitTimeout, Verdict: "timeout",
		Diagnostics: []*diag.Diagnostic{{Severity: diag.Error, Code: "timeout", Message: msg}}}
}

func panicErr(r any) error {
	var ice *diag.ICEError
	if e, ok := r.(error); ok && errors.As(e, &ice) {
		return ice
	}
	return diag.ICE("serve: %v", r)
}

// parseCache keeps parsed files by name and content hash. A tree is
// shared by every request that reads the same bytes under the same name:
// load and lower only read trees (TestParallelRequests runs under -race).
type parseCache struct {
	mu           sync.Mutex
	trees        map[string]*ast.Module
	max          int
	hits, misses int64
}

func newParseCache(max int) *parseCache {
	return &parseCache{trees: map[string]*ast.Module{}, max: max}
}

// parse is a load.ParseFunc: a file already parsed with these bytes is
// not parsed again.
func (c *parseCache) parse(name string, src []byte) (*ast.Module, error) {
	sum := sha256.Sum256(src)
	key := name + "\x00" + string(sum[:])
	c.mu.Lock()
	if t, ok := c.trees[key]; ok {
		c.hits++
		c.mu.Unlock()
		return t, nil
	}
	c.misses++
	c.mu.Unlock()
	t, err := parser.ParseFile(name, src)
	if err != nil {
		return nil, err // errors are not kept: a bad file is usually fixed next
	}
	c.mu.Lock()
	if len(c.trees) >= c.max {
		c.trees = map[string]*ast.Module{} // simple and bounded
	}
	c.trees[key] = t
	c.mu.Unlock()
	return t, nil
}

func (c *parseCache) stats() (hits, misses int64, size int) {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.hits, c.misses, len(c.trees)
}
