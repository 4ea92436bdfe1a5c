// Package runner is `clauz3 run`: refuse what the interpreter cannot run,
// prove, ask the approval service (the reference's 0.2 protocol, package
// protocol), verify the clz2 receipt, check that the trusted files it
// binds are those on disk, consume its nonce, then execute the proved
// tree in pkg/interp, each trusted call performed by a CPython worker
// that imports the real trusted layer, under the runtime monitor.
//
// Exit codes are the reference's: 0 executed, 1 not proved or a run-time
// error, 2 configuration, service or receipt error, 3 denied.
package runner

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"time"

	"clauz3/pkg/approval/protocol"
	"clauz3/pkg/diag"
	"clauz3/pkg/explain"
	"clauz3/pkg/interp"
	"clauz3/pkg/ir"
	"clauz3/pkg/load"
	"clauz3/pkg/lower"
	"clauz3/pkg/python/parser"
	"clauz3/pkg/solve"
)

// Exit codes of run.
const (
	ExitExecuted = 0
	ExitFailed   = 1 // not proved, or a run-time error
	ExitConfig   = 2 // configuration, service or receipt error
	ExitDenied   = 3
)

// Options configure one run.
type Options struct {
	Program      string // a path; "" or "-" reads Stdin
	Stdin        io.Reader
	TrustedRoots []string
	ImportRoots  []string
	Target       string
	// ApprovalTimeout bounds the wait for a decision (default 300 s).
	ApprovalTimeout time.Duration
	// StepBudget bounds the interpreter's steps (default
	// interp.DefaultStepBudget).
	StepBudget   int64
	AllowImports []string
	Solve        solve.Options
	Stdout       io.Writer
	Stderr       io.Writer
	// Getenv reads the environment (os.Getenv when nil).
	Getenv func(string) string
	// Now is the clock receipts are checked against (time.Now when nil).
	Now func() time.Time
	// Python is the CPython of the worker (FindPython when empty).
	Python string
	// Replay, when set, is given a result that is not proved before it
	// is shown: it runs the counterexamples under CPython and marks those
	// that reproduce (clauz3 run wires pkg/replay, which imports this
	// package); an error stops the run before anything is shown.
	Replay func(ctx context.Context, res *ir.Result, trustedRoots, importRoots []string) error
	// Progress, when set, is told each phase as it starts: "proving",
	// "submitting_approval" (then waiting for the decision), "executing"
	// (clauz3 mcp turns them into progress notifications).
	Progress func(phase string)
}

// Outcome is what a run did (for tests): the request sent, the reply,
// and the trusted calls made.
type Outcome struct {
	Request *protocol.Request
	Reply   *protocol.Reply
	Effects []*interp.Call
}

type failure struct {
	code int
	msg  string
}

func (f *failure) Error() string { return f.msg }

func fail(code int, format string, args ...any) *failure {
	return &failure{code: code, msg: fmt.Sprintf(format, args...)}
}

// Run runs the program of o and returns the exit code; messages go to
// o.Stderr, the proof, the decision, the program's output and the effects
// to o.Stdout.
func Run(ctx context.Context, o Options) (int, *Outcome) {
	out := &Outcome{}
	if o.Stdout == nil {
		o.Stdout = io.Discard
	}
	if o.Stderr == nil {
		o.Stderr = io.Discard
	}
	err := run(ctx, o, out)
	if err == nil {
		return ExitExecuted, out
	}
	var f *failure
	if errors.As(err, &f) {
		if f.msg != "" {
			fmt.Fprintln(o.Stderr, f.msg)
		}
		return f.code, out
	}
	var l diag.List
	var d *diag.Diagnostic
	var bi *diag.BadInput
	switch {
	case errors.As(err, &l), errors.As(err, &d), errors.As(err, &bi):
		for _, line := range strings.Split(strings.TrimRight(err.Error(), "\n"), "\n") {
			fmt.Fprintln(o.Stderr, line)
		}
		return ExitConfig, out
	}
	fmt.Fprintf(o.Stderr, "error: %v\n", err)
	return ExitConfig, out
}

func (o *Options) getenv(k string) string {
	if o.Getenv != nil {
		return o.Getenv(k)
	}
	return os.Getenv(k)
}

func (o *Options) progress(phase string) {
	if o.Progress != nil {
		o.Progress(phase)
	}
}

func run(ctx context.Context, o Options, out *Outcome) error {
	if o.Target == "" {
		o.Target = "main"
	}
	if o.StepBudget < 0 {
		return fail(ExitConfig, "error: step budget must be at least 1, got %d", o.StepBudget)
	}
	// The program, as Python reads it.
	var raw []byte
	var err error
	sourceName := o.Program
	entry := o.Program
	if o.Program == "" || o.Program == "-" {
		sourceName = "<stdin>"
		if o.Stdin == nil {
			return fail(ExitConfig, "error: no program on stdin")
		}
		raw, err = io.ReadAll(io.LimitReader(o.Stdin, load.MaxFileSize+1))
		if err != nil {
			return fail(ExitConfig, "error: reading stdin: %v", err)
		}
	} else {
		raw, err = os.ReadFile(o.Program)
		if err != nil {
			return fail(ExitConfig, "error: cannot read %s: %v", o.Program, unwrapPath(err))
		}
	}
	program, err := protocol.NormalizeProgram(raw)
	if err != nil {
		return fail(ExitConfig, "error: %s: %v", sourceName, err)
	}
	if entry == "" || entry == "-" {
		// The loader reads files: the program from stdin is written to a
		// private temporary file, imports resolve from the current
		// directory as for `python -`.
		dir, err := os.MkdirTemp("", "clauz3-run-")
		if err != nil {
			return err
		}
		defer os.RemoveAll(dir)
		entry = filepath.Join(dir, "stdin.py")
		if err := os.WriteFile(entry, []byte(program), 0o600); err != nil {
			return err
		}
	}
	wd, err := os.Getwd()
	if err != nil {
		return err
	}
	trusted := o.TrustedRoots
	if len(trusted) == 0 {
		trusted = discoverTrustedRoots(o.ImportRoots, wd)
	}
	imports := o.ImportRoots
	if len(imports) == 0 && (o.Program == "" || o.Program == "-") {
		imports = []string{"."}
	}
	doc, err := load.Load(load.Config{Entry: entry, TrustedRoots: trusted, ImportRoots: imports, Target: o.Target, Parse: parser.ParseFile})
	if err != nil {
		return err
	}
	// The tree that will be proved and run must be the text that is
	// hashed and approved: the loader read the file again.
	if err := sameProgram(doc, raw); err != nil {
		return err
	}
	// 1. What the interpreter cannot run is refused before proving.
	if ds := interp.Check(doc, interp.CheckOptions{CallTarget: true}); len(ds) > 0 {
		return ds
	}
	if ds := checkImports(doc, o.AllowImports); len(ds) > 0 {
		return ds
	}
	// 2. Prove.
	o.progress("proving")
	d, err := lower.Lower(doc)
	if err != nil {
		return err
	}
	res, err := solve.Solve(ctx, d, o.Solve)
	if err != nil {
		return err
	}
	if o.Replay != nil && explain.ExitCode(res) != 0 {
		if err := o.Replay(ctx, res, trusted, imports); err != nil {
			return err
		}
	}
	if err := explain.Render(o.Stdout, res, "text"); err != nil {
		return err
	}
	if explain.ExitCode(res) != 0 {
		return fail(ExitFailed, "")
	}
	// 3. The request.
	req, err := buildRequest(doc, res, program, sourceName, o.Target, trusted, imports, wd)
	if err != nil {
		return err
	}
	out.Request = req
	// 4. Ask.
	timeout := o.ApprovalTimeout
	if timeout <= 0 {
		timeout = 300 * time.Second
	}
	url, err := protocol.ServiceURL(wd)
	if err != nil {
		return fail(ExitConfig, "error: %v", err)
	}
	if u := o.getenv(protocol.ServiceEnv); u != "" {
		url = strings.TrimRight(u, "/")
	} else if u := o.getenv(protocol.URLEnv); u != "" && url == "" {
		url = strings.TrimRight(u, "/")
	}
	if url == "" {
		return fail(ExitConfig, "error: %s", protocol.MsgNoServiceConfig)
	}
	client := &protocol.Client{URL: url, Token: o.getenv(protocol.TokenEnv), Timeout: timeout}
	o.progress("submitting_approval")
	reply, err := client.SubmitRequest(ctx, req)
	if err != nil {
		var we *protocol.WaitError
		if errors.As(err, &we) {
			return fail(ExitFailed, "runtime error: %v", err)
		}
		return fail(ExitConfig, "error: %v", err)
	}
	out.Reply = reply
	if !reply.Decision.Approves() {
		msg := "approval: " + string(reply.Decision)
		if reply.Feedback != "" {
			msg += "\nfeedback: " + reply.Feedback
		}
		return fail(ExitDenied, "%s", msg)
	}
	// 5. Verify the receipt, check the trusted files it binds, consume
	// its nonce.
	if reply.Receipt == "" {
		return fail(ExitConfig, "error: %s", protocol.MsgNoReceipt)
	}
	key := o.getenv(protocol.VerifyKeyEnv)
	if key == "" {
		return fail(ExitConfig, "error: %s", protocol.NoVerifyKeyMessage)
	}
	consent, err := req.ConsentSHA256()
	if err != nil {
		return err
	}
	now := time.Now()
	if o.Now != nil {
		now = o.Now()
	}
	payload, err := protocol.VerifyReceipt(key, reply.Receipt, protocol.Binding{
		RequestID:     req.RequestID,
		ProgramSHA256: protocol.ProgramSHA256(program),
		ConsentSHA256: consent,
	}, now)
	if err != nil {
		return fail(ExitConfig, "error: %v", err)
	}
	// The receipt is the service's: the trusted files it binds, if any,
	// must be those on disk now (whatever an installed library's own
	// manifest says), before the nonce is spent and anything runs.
	if err := protocol.CheckTrustedFiles(trusted, payload.Extra); err != nil {
		return fail(ExitConfig, "error: %v", err)
	}
	if err := protocol.CheckTarget(o.Target, payload.Extra); err != nil {
		return fail(ExitConfig, "error: %v", err)
	}
	ledger, err := ledgerFor(&o)
	if err != nil {
		return fail(ExitConfig, "error: %v", err)
	}
	if err := ledger.Consume(payload.Nonce); err != nil {
		return fail(ExitConfig, "error: %v", err)
	}
	fmt.Fprintf(o.Stdout, "approval: %s receipt=%s\n", reply.Decision, reply.Receipt)
	// 6. Execute the tree that was proved (doc: the program text hashed
	// above is the file loaded; a stdin program was written once). The
	// trusted layer the worker imports must still be the one proved.
	if err := sameLayer(doc, wd); err != nil {
		return err
	}
	o.progress("executing")
	return execute(o, doc, res, req, reply, entry, imports, wd, out)
}

func ledgerFor(o *Options) (*protocol.Ledger, error) {
	if dir := o.getenv(protocol.CacheEnv); dir != "" && o.Getenv != nil {
		return &protocol.Ledger{Path: filepath.Join(dir, protocol.LedgerFile)}, nil
	}
	return protocol.DefaultLedger()
}

func execute(o Options, doc *ir.AST, res *ir.Result, req *protocol.Request, reply *protocol.Reply, entry string, imports []string, wd string, out *Outcome) error {
	python := o.Python
	if python == "" {
		var err error
		if python, err = FindPython(wd); err != nil {
			return fail(ExitConfig, "error: %v", err)
		}
	}
	// sys.path as CPython sets it for the script: its directory, then
	// the import roots.
	path := []string{}
	if abs, err := filepath.Abs(filepath.Dir(entry)); err == nil {
		if real, err := filepath.EvalSymlinks(abs); err == nil {
			abs = real
		}
		path = append(path, abs)
	}
	roots := imports
	if len(roots) == 0 {
		roots = []string{"."}
	}
	for _, r := range roots {
		if abs, err := filepath.Abs(r); err == nil {
			path = append(path, abs)
		}
	}
	files := map[string]string{}
	for _, m := range doc.Modules {
		if m.Role == ir.RoleTrusted {
			p := m.Path
			if !filepath.IsAbs(p) {
				p = filepath.Join(wd, p)
			}
			files[m.Name] = p
		}
	}
	// The project's modules run from the texts that were proved and
	// approved (the worker reads none of them from disk again): the
	// trusted layer, the packages above it and what it imports from the
	// project, not the entry (the interpreter runs the program).
	texts := map[string]string{}
	for _, src := range doc.Sources {
		texts[src.Path] = src.Text
	}
	sources := map[string]Source{}
	for _, m := range doc.Modules {
		if m.Role == ir.RoleEntry {
			continue
		}
		text, ok := texts[m.Path]
		if !ok {
			continue
		}
		p := m.Path
		if !filepath.IsAbs(p) {
			p = filepath.Join(wd, p)
		}
		sources[m.Name] = Source{Path: p, Text: text}
	}
	w, err := StartWorker(WorkerConfig{
		Python: python, Path: path, Dir: wd, Files: files, Sources: sources, Stdout: o.Stdout, Stderr: o.Stderr,
		Env: []string{protocol.RequestIDEnv + "=" + req.RequestID, protocol.ReceiptEnv + "=" + reply.Receipt},
	})
	if err != nil {
		return fail(ExitConfig, "error: %v", err)
	}
	defer w.Close()
	mon := NewMonitor(res)
	_, err = interp.Run(interp.Config{
		Doc:        doc,
		Stdout:     o.Stdout,
		StepBudget: o.StepBudget,
		Target:     o.Target,
		Trusted: func(c *interp.Call) (interp.Value, error) {
			if err := mon.Check(c); err != nil {
				return nil, err
			}
			out.Effects = append(out.Effects, c)
			v, err := w.Call(c)
			if err != nil {
				return v, err
			}
			// clauz3 proves over Z3 4.8's strings, whose characters stop
			// at U+2FFFF: a result holding one beyond (a tag character
			// of a flag emoji) is outside what was proved, and the run
			// stops here.
			if r, ok := interp.BeyondZ3(v); ok {
				return nil, fmt.Errorf("the result holds the character U+%04X, beyond U+2FFFF (the last character clauz3 proves over)", r)
			}
			return v, nil
		},
	})
	if err != nil {
		printEffects(o.Stdout, out.Effects)
		return fail(ExitFailed, "runtime error: %v", err)
	}
	fmt.Fprintf(o.Stdout, "executed: %s\n", o.Target)
	printEffects(o.Stdout, out.Effects)
	return nil
}

// printEffects lists the trusted calls made, as the reference does.
func printEffects(w io.Writer, effects []*interp.Call) {
	fmt.Fprintf(w, "effects: %d\n", len(effects))
	for _, c := range effects {
		var parts []string
		for _, a := range c.Args {
			parts = append(parts, reprOf(a))
		}
		for _, k := range c.Kwargs {
			parts = append(parts, k.Name+"="+reprOf(k.Value))
		}
		fmt.Fprintf(w, "  %s(%s)\n", c.Qualname(), strings.Join(parts, ", "))
	}
}

func reprOf(v interp.Value) string {
	s, err := interp.Repr(v)
	if err != nil {
		return "<unprintable>"
	}
	return s
}

func unwrapPath(err error) error {
	var pe *os.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	return err
}

// discoverTrustedRoots finds tools/**/trusted directories under the
// import roots (default: the current directory), as the reference does
// when no --trusted-root is given.
func discoverTrustedRoots(importRoots []string, wd string) []string {
	roots := importRoots
	if len(roots) == 0 {
		roots = []string{wd}
	}
	var out []string
	seen := map[string]bool{}
	for _, r := range roots {
		base := filepath.Join(r, "tools")
		filepath.WalkDir(base, func(p string, de os.DirEntry, err error) error {
			if err != nil || !de.IsDir() {
				return nil
			}
			rel, _ := filepath.Rel(base, p)
			if strings.Count(rel, string(filepath.Separator)) > 3 {
				return filepath.SkipDir
			}
			if de.Name() == "trusted" {
				abs, _ := filepath.Abs(p)
				if !seen[abs] {
					seen[abs] = true
					out = append(out, abs)
				}
				return filepath.SkipDir
			}
			return nil
		})
	}
	sort.Strings(out)
	return out
}

// checkImports refuses, before proving, an import the interpreter cannot
// satisfy: one that resolves neither to a module of the document nor to
// a module clauz3 models. --allow-import names modules the reference
// would let CPython import; our interpreter runs no module it has not
// loaded, so such a module is refused here too, with a message saying so.
func checkImports(doc *ir.AST, allowed []string) diag.List {
	var out diag.List
	loaded := map[string]bool{}
	for _, m := range doc.Modules {
		loaded[m.Name] = true
	}
	for _, m := range doc.Modules {
		if m.Role == ir.RoleTrusted {
			continue
		}
		for _, im := range m.Imports {
			if im.Builtin || loaded[im.Module] || im.Path != "" {
				continue
			}
			note := ""
			for _, a := range allowed {
				if a == im.Module || strings.HasPrefix(im.Module, a+".") {
					note = " (--allow-import lets CPython import it, but the interpreter runs only the program's own modules and the trusted layer)"
				}
			}
			out.Add(diag.Errorf(diag.Span{File: im.Span.File, Line: im.Span.Line, Col: im.Span.Col, EndLine: im.Span.EndLine, EndCol: im.Span.EndCol},
				"run-import", "module %s cannot be imported by the interpreter%s", im.Module, note))
		}
	}
	return out
}

// sameProgram checks that the entry module the loader read is raw.
func sameProgram(doc *ir.AST, raw []byte) error {
	want := protocol.SHA256Hex(string(raw))
	for _, src := range doc.Sources {
		if src.Path == doc.Entry {
			if src.SHA256 != want {
				return fail(ExitConfig, "error: %s changed while it was read; nothing was run", doc.Entry)
			}
			return nil
		}
	}
	return fail(ExitConfig, "error: the loaded program has no entry source")
}

// sameLayer checks that each trusted module file still has the content
// that was proved (the worker imports the files from disk).
func sameLayer(doc *ir.AST, wd string) error {
	hashes := map[string]string{}
	for _, src := range doc.Sources {
		hashes[src.Path] = src.SHA256
	}
	for _, m := range doc.Modules {
		if m.Role != ir.RoleTrusted {
			continue
		}
		p := m.Path
		if !filepath.IsAbs(p) {
			p = filepath.Join(wd, p)
		}
		data, err := os.ReadFile(p)
		if err != nil || protocol.SHA256Hex(string(data)) != hashes[m.Path] {
			return fail(ExitConfig, "error: the trusted module %s changed after it was proved; nothing was run", m.Path)
		}
	}
	return nil
}

// layerSHA256 identifies the trusted layer: the sha256 of its modules'
// paths and hashes, sorted.
func layerSHA256(doc *ir.AST) string {
	hashes := map[string]string{}
	for _, src := range doc.Sources {
		hashes[src.Path] = src.SHA256
	}
	var lines []string
	for _, m := range doc.Modules {
		if m.Role == ir.RoleTrusted {
			lines = append(lines, m.Name+" "+hashes[m.Path])
		}
	}
	sort.Strings(lines)
	return protocol.SHA256Hex(strings.Join(lines, "\n"))
}
