// Package policycheck is `clauz3 policy-check`: it reports the decision
// an approval policy would make for a program (auto_approved,
// auto_rejected or ask) without a service and without running the
// program, as the reference's command does (UPSTREAM.md §10).
//
// The policy is read by policy.ParseDocument (the 0.1.4 and the 0.2
// formats, strictly; warnings go to stderr) and decided by policy.Evaluate: each rule's clauses
// are added to the target as extra guarantees and the program is proved
// again with the trusted layer; deny rules first, the first rule that
// fires decides, no rule: ask.
//
// Output: one line on stdout,
//
//	auto_approved: RULE (REASON)
//	auto_rejected: RULE (REASON)
//	ask: no rule matched; a human would decide
//
// where REASON is "no reason" when the rule has none. Exit 0; 1 when
// --expect names another decision (stderr: "error: expected X, got Y");
// 2 for bad input (policy, program, roots), with a located message.
package policycheck

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"

	"clauz3/pkg/approval/policy"
	"clauz3/pkg/approval/protocol"
	"clauz3/pkg/diag"
	"clauz3/pkg/load"
	"clauz3/pkg/python/ast"
	"clauz3/pkg/python/parser"
)

// Decisions policy-check prints; Ask is the one of no rule.
const (
	AutoApproved = policy.AutoApproved
	AutoRejected = policy.AutoRejected
	Ask          = "ask"
)

// Options are the command's inputs.
type Options struct {
	Program      string    // a file, or "" / "-" for Stdin
	Stdin        io.Reader // the program when Program is "" or "-"
	Policy       string    // the policy file
	TrustedRoots []string  // default: <import root>/tools/**/trusted
	ImportRoots  []string  // default: the working directory, its .clauz3, the program's directory
	Target       string    // default "main"
	Expect       string    // "", or a decision the result must be
	Dir          string    // the working directory (default: the process's)
	Stdout       io.Writer // the decision line
	Stderr       io.Writer // rules that could not be checked, --expect mismatches
}

// Outcome is what Check decided.
type Outcome struct {
	Decision string // AutoApproved, AutoRejected or Ask
	Rule     string // the rule that fired ("" for Ask)
	Reason   string // its reason ("" when it has none)
	Format   policy.Format
	Notes    []*diag.Diagnostic // warnings about the policy
	Skipped  []policy.Skip
	// The roots the policy was evaluated with (absolute).
	TrustedRoots, ImportRoots []string
}

// Line is the line policy-check prints for o.
func (o Outcome) Line() string {
	if o.Decision == Ask {
		return "ask: no rule matched; a human would decide"
	}
	reason := o.Reason
	if reason == "" {
		reason = "no reason"
	}
	return fmt.Sprintf("%s: %s (%s)", o.Decision, o.Rule, reason)
}

// Run is the command: it prints the decision and returns the exit code;
// an error is bad input (exit 2).
func Run(ctx context.Context, o Options) (int, error) {
	out, err := Check(ctx, o)
	if err != nil {
		return 0, err
	}
	for _, n := range out.Notes {
		fmt.Fprintln(o.Stderr, n.Error())
	}
	for _, s := range out.Skipped {
		n := &diag.Diagnostic{Severity: diag.Note, Code: "policy-rule-skipped", Span: diag.Span{File: o.Policy},
			Message: fmt.Sprintf("rule %q was not checked, so it decides nothing: %s", s.Rule, oneLine(s.Err))}
		fmt.Fprintln(o.Stderr, n.Error())
	}
	fmt.Fprintln(o.Stdout, out.Line())
	if o.Expect != "" && o.Expect != out.Decision {
		fmt.Fprintf(o.Stderr, "error: expected %s, got %s\n", o.Expect, out.Decision)
		return diag.ExitNotProved, nil
	}
	return diag.ExitOK, nil
}

func oneLine(s string) string {
	return strings.Join(strings.Fields(s), " ")
}

// Check decides the policy for the program.
func Check(ctx context.Context, o Options) (Outcome, error) {
	switch o.Expect {
	case "", AutoApproved, AutoRejected, Ask:
	default:
		return Outcome{}, badf(diag.Span{}, "--expect %q is not auto_approved, auto_rejected or ask", o.Expect)
	}
	target := o.Target
	if target == "" {
		target = "main"
	}
	if o.Policy == "" {
		return Outcome{}, badf(diag.Span{}, "--policy FILE is required")
	}
	dir := o.Dir
	if dir == "" {
		var err error
		if dir, err = os.Getwd(); err != nil {
			return Outcome{}, err
		}
	}
	data, err := os.ReadFile(inDir(dir, o.Policy))
	if err != nil {
		var pe *os.PathError
		if errors.As(err, &pe) {
			err = pe.Err
		}
		return Outcome{}, badf(diag.Span{File: o.Policy}, "cannot read policy: %v", err)
	}
	doc, err := policy.ParseDocument(o.Policy, data)
	if err != nil {
		return Outcome{}, err
	}
	pol := doc.Policy
	program, name, err := readProgram(o, dir)
	if err != nil {
		return Outcome{}, err
	}
	if err := checkTarget(program, name, target); err != nil {
		return Outcome{}, err
	}
	imports, trusted, err := roots(o, dir)
	if err != nil {
		return Outcome{}, err
	}
	res := pol.Evaluate(ctx, policy.Input{Program: program, Target: target, TrustedRoots: trusted, ImportRoots: imports, Dir: dir})
	if ctx.Err() != nil {
		return Outcome{}, badf(diag.Span{}, "interrupted before the policy decided: %v", ctx.Err())
	}
	out := Outcome{Decision: Ask, Format: doc.Format, Notes: doc.Notes, Skipped: res.Skipped, TrustedRoots: trusted, ImportRoots: imports}
	if res.Decision != "" {
		out.Decision, out.Rule = res.Decision, res.Rule
		// Evaluate fills a missing reason in for the service's feedback;
		// the command prints "no reason" as the reference does.
		for _, r := range pol.Rules {
			if r.Name == res.Rule {
				out.Reason = r.Reason
			}
		}
	}
	return out, nil
}

var identifier = regexp.MustCompile(`^[A-Za-z_][A-Za-z0-9_]*$`)

// inDir is path read from dir: the paths of Options are relative to
// Options.Dir, as the command's are to the working directory.
func inDir(dir, path string) string {
	if filepath.IsAbs(path) {
		return path
	}
	return filepath.Join(dir, path)
}

func badf(span diag.Span, format string, args ...any) error {
	return &diag.BadInput{Err: diag.Errorf(span, "bad-input", format, args...)}
}

// readProgram reads the program as Python's text mode reads it.
func readProgram(o Options, dir string) (program, name string, err error) {
	var raw []byte
	if o.Program == "" || o.Program == "-" {
		name = "<stdin>"
		if o.Stdin == nil {
			return "", name, badf(diag.Span{File: name}, "no program on stdin")
		}
		raw, err = io.ReadAll(io.LimitReader(o.Stdin, load.MaxFileSize+1))
		if err != nil {
			return "", name, badf(diag.Span{File: name}, "cannot read the program: %v", err)
		}
	} else {
		name = o.Program
		raw, err = os.ReadFile(inDir(dir, o.Program))
		if err != nil {
			var pe *os.PathError
			if errors.As(err, &pe) {
				err = pe.Err
			}
			return "", name, badf(diag.Span{File: name}, "cannot read the program: %v", err)
		}
	}
	if len(raw) > load.MaxFileSize {
		return "", name, badf(diag.Span{File: name}, "the program is larger than %d bytes", load.MaxFileSize)
	}
	program, err = protocol.NormalizeProgram(raw)
	if err != nil {
		return "", name, badf(diag.Span{File: name}, "%v", err)
	}
	return program, name, nil
}

// checkTarget refuses a program that does not parse or has no top-level
// function target: the policy would have nothing to decide on. (The
// reference skips every rule then and answers ask.)
func checkTarget(program, name, target string) error {
	mod, err := parser.ParseFile(name, []byte(program))
	if err != nil {
		var d *diag.Diagnostic
		var l diag.List
		if errors.As(err, &d) || errors.As(err, &l) {
			return &diag.BadInput{Err: err}
		}
		return badf(diag.Span{File: name}, "the program does not parse: %v", err)
	}
	for _, st := range mod.Body {
		if fd, ok := st.(*ast.FunctionDef); ok && fd.Name == target {
			return nil
		}
	}
	return badf(diag.Span{File: name, Line: 1, Col: 1}, "the program has no top-level function %s (--target)", target)
}

// roots returns the absolute import and trusted roots: the given ones,
// or the reference's defaults. Each must be a directory.
func roots(o Options, dir string) (imports, trusted []string, err error) {
	abs := func(p string) string {
		if !filepath.IsAbs(p) {
			p = filepath.Join(dir, p)
		}
		return filepath.Clean(p)
	}
	if len(o.ImportRoots) > 0 {
		for _, r := range o.ImportRoots {
			imports = append(imports, abs(r))
		}
	} else {
		// As the reference: the working directory and the program's,
		// each after its .clauz3 (installed libraries) when there is one.
		base := []string{dir}
		if o.Program != "" && o.Program != "-" {
			base = append(base, filepath.Dir(abs(o.Program)))
		}
		seen := map[string]bool{}
		for _, b := range base {
			for _, c := range []string{filepath.Join(b, ".clauz3"), b} {
				if fi, err := os.Stat(c); seen[c] || (c != dir && (err != nil || !fi.IsDir())) {
					continue
				}
				seen[c] = true
				imports = append(imports, c)
			}
		}
	}
	for _, r := range o.TrustedRoots {
		trusted = append(trusted, abs(r))
	}
	for _, r := range append(append([]string{}, imports...), trusted...) {
		if fi, err := os.Stat(r); err != nil || !fi.IsDir() {
			return nil, nil, badf(diag.Span{File: r}, "root %s is not a directory", r)
		}
	}
	if len(trusted) == 0 {
		trusted = discover(imports)
		if len(trusted) == 0 {
			return nil, nil, badf(diag.Span{}, "no trusted layer: no tools/NAME/trusted directory under the import roots %s; give --trusted-root", strings.Join(imports, ", "))
		}
	}
	return imports, trusted, nil
}

// discover finds the default trusted roots as the reference does:
// directories named trusted under each import root's tools/ (domains may
// be nested, as tools/acme/mail/trusted; each part a Python identifier,
// no symbolic links), import roots in order, each root's finds sorted,
// each directory once.
func discover(imports []string) []string {
	var out []string
	seen := map[string]bool{}
	for _, r := range imports {
		base := filepath.Join(r, "tools")
		var found []string
		filepath.WalkDir(base, func(p string, de os.DirEntry, err error) error {
			if err != nil || !de.IsDir() {
				return nil
			}
			rel, _ := filepath.Rel(base, p)
			if strings.Count(rel, string(filepath.Separator)) > 3 || strings.HasPrefix(de.Name(), ".") || de.Name() == "__pycache__" {
				return filepath.SkipDir
			}
			if p != base && !identifier.MatchString(de.Name()) {
				return filepath.SkipDir // not an importable package
			}
			if de.Name() == "trusted" && p != base {
				found = append(found, p)
				return filepath.SkipDir
			}
			return nil
		})
		sort.Strings(found)
		for _, f := range found {
			real, err := filepath.EvalSymlinks(f)
			if err != nil {
				real = f
			}
			if !seen[real] {
				seen[real] = true
				out = append(out, f)
			}
		}
	}
	return out
}
