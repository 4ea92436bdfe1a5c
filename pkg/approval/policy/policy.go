// Package policy decides approval requests automatically, in the
// reference's 0.2 policy format (APPROVAL-PROTOCOL.md §6):
//
//	{"imports": {alias: module},
//	 "rules": [{"name", "decision": "auto_approved"|"auto_rejected",
//	            "when_proven"|"unless_proven": [clause...], "reason"?}]}
//
// A clause is a Python expression naming a contract of an imported
// module. A rule is decided by entailment: the clauses are added to the
// target as extra guarantees and the program is proved again with the
// operator's trusted layer. An auto_rejected rule fires when the program
// does not prove all of its clauses, an auto_approved rule when it proves
// all of them. Every reject rule is evaluated before any approve rule
// (deny wins) and the first rule that fires decides; a rule whose clauses
// cannot be checked (an error in the clause itself) is skipped, so the
// request falls to a person.
package policy

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"time"

	"clauz3/pkg/diag"
	"clauz3/pkg/explain"
	"clauz3/pkg/load"
	"clauz3/pkg/prove"
	"clauz3/pkg/python/ast"
	"clauz3/pkg/python/parser"
	"clauz3/pkg/solve"
)

// Decisions a policy can make.
const (
	AutoApproved = "auto_approved"
	AutoRejected = "auto_rejected"
)

// Rule is one rule of a policy.
type Rule struct {
	Name     string
	Decision string   // AutoApproved or AutoRejected
	Clauses  []string // when_proven (approve) or unless_proven (reject)
	Reason   string
}

// Policy is a parsed policy file.
type Policy struct {
	Imports map[string]string // alias -> module
	Rules   []Rule            // reject rules first, then approve rules, each in file order
	// ProofTimeout bounds one entailment proof (default 60 s); a proof
	// that does not finish leaves its rule skipped.
	ProofTimeout time.Duration
}

var identifier = regexp.MustCompile(`^[A-Za-z_][A-Za-z0-9_]*$`)
var dotted = regexp.MustCompile(`^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)*$`)

// Load reads and checks a policy file. Errors name the file and the rule.
func Load(path string) (*Policy, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, bad(path, "cannot read policy: %v", unwrapPath(err))
	}
	return Parse(path, data)
}

func unwrapPath(err error) error {
	if pe, ok := err.(*os.PathError); ok {
		return pe.Err
	}
	return err
}

func bad(path, format string, args ...any) error {
	return &diag.BadInput{Err: diag.Errorf(diag.Span{File: path}, "bad-policy", format, args...)}
}

type fileRule struct {
	Name         *string  `json:"name"`
	Decision     *string  `json:"decision"`
	WhenProven   []string `json:"when_proven"`
	UnlessProven []string `json:"unless_proven"`
	Reason       *string  `json:"reason"`
}

// Parse checks a policy document; name is used in messages.
func Parse(name string, data []byte) (*Policy, error) {
	var doc struct {
		Imports map[string]string `json:"imports"`
		Rules   []json.RawMessage `json:"rules"`
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	if err := dec.Decode(&doc); err != nil {
		return nil, bad(name, "policy is not a JSON object with \"imports\" (alias to module) and \"rules\" (a list): %v", err)
	}
	p := &Policy{Imports: doc.Imports, ProofTimeout: 60 * time.Second}
	if p.Imports == nil {
		p.Imports = map[string]string{}
	}
	for alias, mod := range p.Imports {
		if !identifier.MatchString(alias) {
			return nil, bad(name, "imports: alias %q is not a Python identifier", alias)
		}
		if !dotted.MatchString(mod) {
			return nil, bad(name, "imports: %q: module %q is not a dotted module name", alias, mod)
		}
	}
	if len(doc.Rules) == 0 {
		return nil, bad(name, "policy has no rules")
	}
	var reject, approve []Rule
	seen := map[string]bool{}
	for i, raw := range doc.Rules {
		var fr fileRule
		if err := json.Unmarshal(raw, &fr); err != nil {
			return nil, bad(name, "rules[%d]: %v", i, err)
		}
		where := fmt.Sprintf("rules[%d]", i)
		if fr.Name == nil || *fr.Name == "" {
			return nil, bad(name, "%s: missing \"name\"", where)
		}
		where = fmt.Sprintf("rules[%d] (%s)", i, *fr.Name)
		if seen[*fr.Name] {
			return nil, bad(name, "%s: a rule of this name comes earlier", where)
		}
		seen[*fr.Name] = true
		r := Rule{Name: *fr.Name}
		if fr.Reason != nil {
			r.Reason = *fr.Reason
		}
		if fr.Decision == nil {
			return nil, bad(name, "%s: missing \"decision\" (auto_approved or auto_rejected)", where)
		}
		switch *fr.Decision {
		case AutoApproved:
			if len(fr.WhenProven) == 0 {
				return nil, bad(name, "%s: an auto_approved rule needs a non-empty \"when_proven\" list", where)
			}
			if fr.UnlessProven != nil {
				return nil, bad(name, "%s: an auto_approved rule takes \"when_proven\", not \"unless_proven\"", where)
			}
			r.Decision, r.Clauses = AutoApproved, fr.WhenProven
			approve = append(approve, r)
		case AutoRejected:
			if len(fr.UnlessProven) == 0 {
				return nil, bad(name, "%s: an auto_rejected rule needs a non-empty \"unless_proven\" list", where)
			}
			if fr.WhenProven != nil {
				return nil, bad(name, "%s: an auto_rejected rule takes \"unless_proven\", not \"when_proven\"", where)
			}
			r.Decision, r.Clauses = AutoRejected, fr.UnlessProven
			reject = append(reject, r)
		default:
			return nil, bad(name, "%s: decision %q is not auto_approved or auto_rejected", where, *fr.Decision)
		}
		for j, c := range r.Clauses {
			if strings.TrimSpace(c) == "" || strings.ContainsAny(c, "\n\r") {
				return nil, bad(name, "%s: clause %d must be one non-empty line", where, j+1)
			}
			if _, err := parser.ParseExpr(c); err != nil {
				return nil, bad(name, "%s: clause %d is not a Python expression: %v", where, j+1, err)
			}
		}
	}
	p.Rules = append(reject, approve...)
	return p, nil
}

// Input is what a policy decides on: the program and the operator's
// layer (absolute roots).
type Input struct {
	Program      string
	Target       string // default "main"
	TrustedRoots []string
	ImportRoots  []string
	Dir          string // the directory paths are relative to
}

// Skip is a rule that could not be checked.
type Skip struct {
	Rule string
	Err  string
}

// Result is a policy's verdict. Decision is "" when no rule fired (a
// person decides).
type Result struct {
	Decision string
	Rule     string
	Reason   string
	Skipped  []Skip
}

// Evaluate applies the policy to in: the first rule that fires decides,
// reject rules first. When a reject rule cannot be checked, no approve
// rule decides (the reference's service lets one; that fails open).
func (p *Policy) Evaluate(ctx context.Context, in Input) Result {
	var res Result
	rejectSkipped := false
	for _, r := range p.Rules {
		entailed, err := p.Entails(ctx, in, r.Clauses)
		if err != nil {
			if ctx.Err() != nil {
				return Result{Skipped: append(res.Skipped, Skip{r.Name, ctx.Err().Error()})}
			}
			res.Skipped = append(res.Skipped, Skip{r.Name, err.Error()})
			rejectSkipped = rejectSkipped || r.Decision == AutoRejected
			continue
		}
		if r.Decision == AutoApproved && entailed && rejectSkipped {
			// A reject rule that could not be checked might have fired:
			// approving now would fail open. A person decides.
			return res
		}
		if (r.Decision == AutoRejected && !entailed) || (r.Decision == AutoApproved && entailed) {
			res.Decision, res.Rule, res.Reason = r.Decision, r.Name, r.Reason
			if res.Reason == "" {
				res.Reason = "policy rule " + r.Name
			}
			return res
		}
	}
	return res
}

// Entails reports whether the program proves every clause (and all its
// own obligations) with the operator's layer. An error means the clauses
// could not be checked: the program cannot be read, a clause is not a
// contract of the layer, an alias clashes with a name of the program, or
// the proof did not finish in time.
func (p *Policy) Entails(ctx context.Context, in Input, clauses []string) (bool, error) {
	target := in.Target
	if target == "" {
		target = "main"
	}
	src, first, last, err := p.withClauses(in.Program, target, clauses)
	if err != nil {
		return false, err
	}
	dir, err := os.MkdirTemp("", "clauz3-policy-")
	if err != nil {
		return false, err
	}
	defer os.RemoveAll(dir)
	entry := filepath.Join(dir, "program.py")
	if err := os.WriteFile(entry, []byte(src), 0o600); err != nil {
		return false, err
	}
	timeout := p.ProofTimeout
	if timeout == 0 {
		timeout = 60 * time.Second
	}
	ctx, cancel := context.WithTimeout(ctx, timeout)
	defer cancel()
	res, err := prove.Prove(ctx, prove.Config{
		Load:  load.Config{Entry: entry, TrustedRoots: in.TrustedRoots, ImportRoots: in.ImportRoots, Target: target, Dir: in.Dir},
		Solve: solve.Options{},
	})
	if ctx.Err() != nil {
		return false, fmt.Errorf("the proof did not finish: %w", ctx.Err())
	}
	if err != nil {
		return false, fmt.Errorf("the program with the clauses cannot be proved: %v", err)
	}
	// A clause that is itself unsupported (not a contract, a bad call) is
	// an error of the rule, not a verdict on the program.
	if res.DSL != nil {
		for _, o := range res.DSL.Obligations {
			if o.Kind == "unsupported" && o.Span.Line >= first && o.Span.Line <= last && filepath.Base(o.Span.File) == "program.py" {
				// The inserted lines: clauz3, the policy's imports, the clauses.
				if k := o.Span.Line - first - len(p.Imports); k >= 1 && k <= len(clauses) {
					return false, fmt.Errorf("clause %d (%s) cannot be checked: %s", k, clauses[k-1], o.Message)
				}
				return false, fmt.Errorf("the policy's imports cannot be checked: %s", o.Message)
			}
		}
	}
	return explain.ExitCode(res) == diag.ExitOK, nil
}

// withClauses returns the program with the policy's imports and one
// @guarantee decorator per clause inserted just above the target's
// decorators, and the line range of the inserted lines.
func (p *Policy) withClauses(program, target string, clauses []string) (string, int, int, error) {
	mod, err := parser.ParseFile("program.py", []byte(program))
	if err != nil {
		return "", 0, 0, fmt.Errorf("the program does not parse: %v", err)
	}
	line := 0
	for _, st := range mod.Body {
		if fd, ok := st.(*ast.FunctionDef); ok && fd.Name == target {
			line = fd.Loc.Line
			if len(fd.DecoratorList) > 0 {
				line = fd.DecoratorList[0].Span().Line
			}
			break
		}
	}
	if line == 0 {
		return "", 0, 0, fmt.Errorf("the program has no top-level function %s", target)
	}
	const guarantee = "_clauz3_policy_"
	aliases := make([]string, 0, len(p.Imports))
	for a := range p.Imports {
		aliases = append(aliases, a)
	}
	sort.Strings(aliases)
	// The inserted names must not rebind a name of the program, or the
	// proof would be about another program.
	for _, name := range append([]string{guarantee}, aliases...) {
		if regexp.MustCompile(`\b` + regexp.QuoteMeta(name) + `\b`).MatchString(program) {
			return "", 0, 0, fmt.Errorf("the program uses the name %s, which the policy imports", name)
		}
	}
	var ins []string
	ins = append(ins, "import clauz3 as "+guarantee)
	for _, a := range aliases {
		ins = append(ins, "import "+p.Imports[a]+" as "+a)
	}
	for _, c := range clauses {
		ins = append(ins, "@"+guarantee+".guarantee("+c+")")
	}
	lines := strings.SplitAfter(program, "\n")
	if line-1 > len(lines) {
		return "", 0, 0, fmt.Errorf("the program has no line %d", line)
	}
	var b strings.Builder
	for _, l := range lines[:line-1] {
		b.WriteString(l)
	}
	for _, l := range ins {
		b.WriteString(l + "\n")
	}
	for _, l := range lines[line-1:] {
		b.WriteString(l)
	}
	return b.String(), line, line + len(ins) - 1, nil
}
