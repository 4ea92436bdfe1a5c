package policycheck

import (
	"bytes"
	"context"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"clauz3/pkg/diag"

	_ "clauz3/internal/golden" // every package accepts go test ./... -update
)

func repoRoot(t *testing.T) string {
	t.Helper()
	dir, err := filepath.Abs("../../..")
	if err != nil {
		t.Fatal(err)
	}
	return dir
}

func testdata(t *testing.T, name string) string {
	return filepath.Join(repoRoot(t), "testdata", "approval", "policycheck", name)
}

// run runs the command in process in dir and returns its exit code,
// stdout and stderr; a returned error is reported as the CLI reports it
// (its exit code and message).
func run(t *testing.T, dir string, o Options) (int, string, string) {
	t.Helper()
	var stdout, stderr bytes.Buffer
	o.Dir, o.Stdout, o.Stderr = dir, &stdout, &stderr
	code, err := Run(context.Background(), o)
	if err != nil {
		code = diag.ExitCode(err)
		stderr.WriteString("error: " + err.Error() + "\n")
	}
	return code, stdout.String(), stderr.String()
}

// TestPolicyCheckEmail: on the bundled email layer (examples/email, the
// trusted roots found under tools/), the example policies give each of
// the three decisions; the 0.1.4 policy (an auto_rejected rule with
// when_proven, read as "reject unless proven") decides as the 0.2 one;
// --expect mismatches exit 1 with the reference's message; the program
// may come on stdin.
func TestPolicyCheckEmail(t *testing.T) {
	dir := filepath.Join(repoRoot(t), "examples", "email")
	for _, c := range []struct{ program, policy, want string }{
		{"approved.py", "policy.json", "auto_approved: internal-only (a few emails, each to bob or ann)\n"},
		{"rejected.py", "policy.json", "auto_rejected: never-the-ceo (the program cannot prove it never emails the CEO)\n"},
		{"ask.py", "policy.json", "ask: no rule matched; a human would decide\n"},
		{"approved.py", "policy-0.1.4.json", "auto_approved: internal-only (no reason)\n"},
		{"rejected.py", "policy-0.1.4.json", "auto_rejected: never-the-ceo (the program cannot prove it never emails the CEO)\n"},
		{"ask.py", "policy-0.1.4.json", "ask: no rule matched; a human would decide\n"},
		{"main_block.py", "policy.json", "auto_approved: internal-only (a few emails, each to bob or ann)\n"},
	} {
		code, out, errs := run(t, dir, Options{Program: testdata(t, c.program), Policy: testdata(t, c.policy)})
		// The 0.1.4 policy's reject rule lists when_proven: its meaning
		// is said on stderr.
		note := ""
		if c.policy == "policy-0.1.4.json" {
			note = testdata(t, c.policy) + ":19:7: warning: /rules/1/when_proven: as in 0.1.4, rule \"never-the-ceo\" is auto_rejected when the program does not prove these clauses (the key does not change what the decision means) [policy-0.1.4-key]\n"
		}
		if code != 0 || out != c.want || errs != note {
			t.Errorf("%s with %s: exit %d, stdout %q, stderr %q; want %q", c.program, c.policy, code, out, errs, c.want)
		}
	}
	// G1: a contradictory @deal.pre on the target does not make the
	// clauses hold vacuously: the proof is refused, so the deny rule
	// fires. (0.1.4 answered auto_approved; 0.2.1 refuses deal.pre on
	// this path, skips every rule and asks.)
	code, out, _ := run(t, dir, Options{Program: filepath.Join(dir, "cases", "g01_target_pre_vacuous.py"), Policy: testdata(t, "policy.json")})
	if code != 0 || !strings.HasPrefix(out, "auto_rejected: never-the-ceo") {
		t.Errorf("G1: exit %d %q", code, out)
	}
	code, out, errs := run(t, dir, Options{Program: testdata(t, "ask.py"), Policy: testdata(t, "policy.json"), Expect: "auto_approved"})
	if code != 1 || out != "ask: no rule matched; a human would decide\n" || errs != "error: expected auto_approved, got ask\n" {
		t.Errorf("--expect mismatch: exit %d %q %q", code, out, errs)
	}
	code, _, errs = run(t, dir, Options{Program: testdata(t, "rejected.py"), Policy: testdata(t, "policy.json"), Expect: "auto_rejected"})
	if code != 0 || errs != "" {
		t.Errorf("--expect match: exit %d %q", code, errs)
	}
	src, err := os.ReadFile(testdata(t, "approved.py"))
	if err != nil {
		t.Fatal(err)
	}
	code, out, _ = run(t, dir, Options{Program: "-", Stdin: bytes.NewReader(src), Policy: testdata(t, "policy.json")})
	if code != 0 || !strings.HasPrefix(out, "auto_approved: internal-only") {
		t.Errorf("stdin: exit %d %q", code, out)
	}
	// The same program on stdin with the trusted root named: the roots
	// are the ones given.
	code, out, _ = run(t, t.TempDir(), Options{Program: "-", Stdin: bytes.NewReader(src), Policy: testdata(t, "policy.json"),
		ImportRoots: []string{dir}, TrustedRoots: []string{filepath.Join(dir, "tools", "email", "trusted")}})
	if code != 0 || !strings.HasPrefix(out, "auto_approved: internal-only") {
		t.Errorf("explicit roots: exit %d %q", code, out)
	}
}

// TestPolicyCheckSkippedRule: a rule whose clause is not a contract of
// the layer is skipped (a note on stderr); when it is a reject rule no
// approve rule decides after it (a person does: the reference lets one
// approve, which fails open); a program whose own guarantee fails is rejected by a
// deny rule (its proof with the clauses is not OK).
func TestPolicyCheckSkippedRule(t *testing.T) {
	dir := filepath.Join(repoRoot(t), "examples", "email")
	pol := filepath.Join(t.TempDir(), "p.json")
	os.WriteFile(pol, []byte(`{"imports":{"pol":"tools.email.trusted.contracts"},"rules":[
		{"name":"typo","decision":"auto_rejected","unless_proven":["pol.at_mots(0)"]},
		{"name":"ok","decision":"auto_approved","when_proven":["pol.at_most(5)"]}]}`), 0o644)
	code, out, errs := run(t, dir, Options{Program: testdata(t, "ask.py"), Policy: pol})
	if code != 0 || out != "ask: no rule matched; a human would decide\n" || !strings.Contains(errs, `p.json: note: rule "typo" was not checked`) || !strings.Contains(errs, "clause 1 (pol.at_mots(0)) cannot be checked") {
		t.Errorf("exit %d %q %q", code, out, errs)
	}
	code, out, _ = run(t, dir, Options{Program: filepath.Join(dir, "cases", "at_most_fail.py"), Policy: testdata(t, "policy.json")})
	if code != 0 || !strings.HasPrefix(out, "auto_rejected: never-the-ceo") {
		t.Errorf("a program that does not prove: exit %d %q", code, out)
	}
}

// TestPolicyCheckBadInput: every bad input exits 2 with a message naming
// the file, the line and column and, in a policy, the JSON pointer.
func TestPolicyCheckBadInput(t *testing.T) {
	dir := filepath.Join(repoRoot(t), "examples", "email")
	tmp := t.TempDir()
	write := func(name, text string) string {
		p := filepath.Join(tmp, name)
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	good := testdata(t, "policy.json")
	approved := testdata(t, "approved.py")
	for _, c := range []struct {
		name string
		o    Options
		want string
	}{
		{"missing policy", Options{Program: approved, Policy: filepath.Join(tmp, "nope.json")}, "nope.json: error: cannot read policy: no such file or directory"},
		{"missing program", Options{Program: filepath.Join(tmp, "nope.py"), Policy: good}, "nope.py: error: cannot read the program: no such file or directory"},
		{"syntax", Options{Program: approved, Policy: write("syntax.json", "{\"rules\": [\n  {\"name\": \"a\",}\n]}")}, "syntax.json:2:16: error: the policy is not valid JSON"},
		{"truncated", Options{Program: approved, Policy: write("trunc.json", `{"rules": [`)}, "trunc.json:1:12: error: the policy is not valid JSON: unexpected end of the document"},
		{"unknown top key", Options{Program: approved, Policy: write("top.json", "{\"rules\": [],\n \"rule\": 1}")}, `top.json:2:2: error: /rule: unknown key "rule": a policy has only "imports" and "rules"`},
		{"unknown rule key", Options{Program: approved, Policy: write("rk.json", `{"rules": [{"name": "a", "decision": "auto_approved", "when_proven": ["x"], "why": "?"}]}`)}, `rk.json:1:77: error: /rules/0/why: unknown key "why"`},
		{"duplicate key", Options{Program: approved, Policy: write("dup.json", `{"rules": [], "rules": []}`)}, `dup.json:1:15: error: key "rules" appears twice`},
		{"wrong type", Options{Program: approved, Policy: write("type.json", `{"rules": {"name": "a"}}`)}, `type.json:1:11: error: /rules: "rules" is a list of rules, not an object`},
		{"bad decision", Options{Program: approved, Policy: write("dec.json", `{"rules": [{"name": "a", "decision": "approved_once", "when_proven": ["x"]}]}`)}, `dec.json:1:38: error: /rules/0/decision: a decision is "auto_approved" or "auto_rejected", not "approved_once"`},
		{"bad clause", Options{Program: approved, Policy: write("cl.json", `{"rules": [{"name": "a", "decision": "auto_approved", "when_proven": ["pol.at_most(", 3]}]}`)}, `cl.json:1:71: error: /rules/0/when_proven/0: "pol.at_most(" is not a Python expression`},
		{"empty clauses", Options{Program: approved, Policy: write("empty.json", `{"rules": [{"name": "a", "decision": "auto_rejected", "unless_proven": []}]}`)}, `empty.json:1:72: error: /rules/0/unless_proven: rule "a" has an empty "unless_proven" list`},
		{"mix", Options{Program: approved, Policy: write("mix.json", `{"rules": [{"name": "a", "decision": "auto_rejected", "when_proven": ["x"]}]}`)}, `mix.json:1:55: error: /rules/0/when_proven: an auto_rejected rule with "when_proven" is the 0.1.4 format, but this policy has no "version": 1`},
		{"both keys", Options{Program: approved, Policy: write("both.json", `{"version": 1, "rules": [{"name": "a", "decision": "auto_approved", "when_proven": ["x"], "unless_proven": ["y"]}]}`)}, `both.json:1:91: error: /rules/0/unless_proven: rule "a" has both "when_proven" and "unless_proven"`},
		{"bad version", Options{Program: approved, Policy: write("ver.json", `{"version": 2, "rules": []}`)}, `ver.json:1:13: error: /version: the 0.1.4 policy format has "version": 1`},
		{"duplicate rule", Options{Program: approved, Policy: write("dr.json", `{"rules": [{"name": "a", "decision": "auto_approved", "when_proven": ["x"]}, {"name": "a", "decision": "auto_approved", "when_proven": ["x"]}]}`)}, `dr.json:1:87: error: /rules/1/name: rule "a" is already the name of /rules/0`},
		{"bad alias", Options{Program: approved, Policy: write("al.json", `{"imports": {"class": "m"}, "rules": [{"name": "a", "decision": "auto_approved", "when_proven": ["x"]}]}`)}, `al.json:1:14: error: /imports/class: alias "class" is not a Python identifier`},
		{"no rules", Options{Program: approved, Policy: write("none.json", `{"imports": {}}`)}, `none.json:1:1: error: the policy has no "rules"`},
		{"not an object", Options{Program: approved, Policy: write("arr.json", `[]`)}, `arr.json:1:1: error: a policy is a JSON object`},
		{"program syntax", Options{Program: write("bad.py", "def main(:\n    pass\n"), Policy: good}, "bad.py:1:10: error"},
		{"no target", Options{Program: approved, Policy: good, Target: "other"}, "approved.py:1:1: error: the program has no top-level function other (--target)"},
		{"bad root", Options{Program: approved, Policy: good, TrustedRoots: []string{filepath.Join(tmp, "none")}}, "none: error: root " + filepath.Join(tmp, "none") + " is not a directory"},
		{"no layer", Options{Program: "-", Stdin: strings.NewReader("def main():\n    pass\n"), Policy: good, ImportRoots: []string{tmp}}, "error: no trusted layer: no tools/NAME/trusted directory under the import roots " + tmp},
		{"bad expect", Options{Program: approved, Policy: good, Expect: "approved"}, `error: --expect "approved" is not auto_approved, auto_rejected or ask`},
	} {
		code, out, errs := run(t, dir, c.o)
		if code != 2 || out != "" || !strings.Contains(errs, c.want) {
			t.Errorf("%s: exit %d, stdout %q, stderr %q; want exit 2 and %q", c.name, code, out, errs, c.want)
		}
	}
}

// referenceProject is a copy of the bundled email layer that the
// reference 0.2.1 accepts: its namespace ancestors (tools/, tools/email/)
// have no __init__.py (the reference refuses a parent package that would
// run outside the trusted root), and the marker-level relation
// effect("email") with its one contract is left out (the reference
// accepts only function names there). The example programs are copied
// next to it.
func referenceProject(t *testing.T) string {
	t.Helper()
	dst := t.TempDir()
	src := filepath.Join(repoRoot(t), "examples", "email", "tools")
	if out, err := exec.Command("cp", "-r", src, dst).CombinedOutput(); err != nil {
		t.Fatalf("cp: %v %s", err, out)
	}
	for _, f := range []string{"tools/__init__.py", "tools/email/__init__.py"} {
		os.Remove(filepath.Join(dst, f))
	}
	os.RemoveAll(filepath.Join(dst, "tools", "email", "trusted", "__pycache__"))
	cf := filepath.Join(dst, "tools", "email", "trusted", "contracts.py")
	b, err := os.ReadFile(cf)
	if err != nil {
		t.Fatal(err)
	}
	s := strings.Replace(string(b), "AnyMail = effect(\"email\")\n", "", 1)
	s = regexp.MustCompile(`(?s)\n\n@contract\ndef nothing_sent\(\).*?return AnyMail\.empty\(\)\n`).ReplaceAllString(s, "\n")
	if strings.Contains(s, "AnyMail") {
		t.Fatal("the email layer changed: update referenceProject")
	}
	os.WriteFile(cf, []byte(s), 0o644)
	for _, f := range []string{"approved.py", "rejected.py", "ask.py", "main_block.py", "policy.json", "policy-0.1.4.json"} {
		b, err := os.ReadFile(testdata(t, f))
		if err != nil {
			t.Fatal(err)
		}
		os.WriteFile(filepath.Join(dst, f), b, 0o644)
	}
	return dst
}

// referenceDriver runs the reference's command line (the entry point
// of .venv/bin/clauz3) once per argument list read as JSON from stdin,
// in one interpreter so that clauz3 and Z3 are imported once, and
// prints each exit code, stdout and stderr as JSON.
const referenceDriver = `
import contextlib, io, json, sys
from clauz3 import cli
out = []
for args in json.load(sys.stdin):
    o, e = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(o), contextlib.redirect_stderr(e):
        try:
            code = cli.main(["policy-check", *args])
        except SystemExit as x:
            code = x.code
    out.append({"code": code, "out": o.getvalue(), "err": e.getvalue()})
json.dump(out, sys.stdout)
`

// reference runs the reference's `clauz3 policy-check ARGS` in dir for
// each ARGS of calls.
func reference(t *testing.T, dir string, calls [][]string) []refResult {
	t.Helper()
	py := filepath.Join(repoRoot(t), ".venv", "bin", "python")
	if _, err := os.Stat(filepath.Join(repoRoot(t), ".venv", "bin", "clauz3")); err != nil {
		t.Fatalf("the reference clauz3 0.2.1 is missing (%v): run `make deps`", err)
	}
	in, _ := json.Marshal(calls)
	cmd := exec.Command(py, "-c", referenceDriver)
	cmd.Dir = dir
	cmd.Stdin = bytes.NewReader(in)
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	if err := cmd.Run(); err != nil {
		t.Fatalf("the reference: %v\n%s", err, stderr.String())
	}
	var res []struct {
		Code     int
		Out, Err string
	}
	if err := json.Unmarshal(stdout.Bytes(), &res); err != nil || len(res) != len(calls) {
		t.Fatalf("the reference's results %q: %v", stdout.String(), err)
	}
	out := make([]refResult, len(res))
	for i, r := range res {
		out[i] = refResult{r.Code, r.Out, r.Err}
	}
	return out
}

// refCall is one run of policy-check, by the reference (args) and by us (o).
type refCall struct {
	name string
	args []string
	o    Options
}

// refResult is what a run printed.
type refResult struct {
	code     int
	out, err string
}

// TestPolicyCheckAgainstReference runs the reference's policy-check and
// ours on the same project, programs and policies. Where we mean to
// agree, the stdout line and the exit code must be the same (and the
// --expect message); where we differ on purpose, both sides are checked.
func TestPolicyCheckAgainstReference(t *testing.T) {
	dir := referenceProject(t)
	os.WriteFile(filepath.Join(dir, "typo.json"), []byte(`{"imports": {"pol": "tools.email.trusted.contracts"}, "rules": [
 {"name": "a", "decision": "auto_approved", "when_proven": ["pol.at_most(1)"], "unles_proven": ["pol.none()"]}]}`), 0o644)
	same := []refCall{
		{"approved", []string{"approved.py", "--policy", "policy.json"}, Options{Program: "approved.py", Policy: "policy.json"}},
		{"rejected", []string{"rejected.py", "--policy", "policy.json", "--trusted-root", "tools/email/trusted", "--import-root", "."},
			Options{Program: "rejected.py", Policy: "policy.json", TrustedRoots: []string{"tools/email/trusted"}, ImportRoots: []string{"."}}},
		{"ask", []string{"ask.py", "--policy", "policy.json", "--expect", "auto_approved"}, Options{Program: "ask.py", Policy: "policy.json", Expect: "auto_approved"}},
	}
	differ := []refCall{
		{"main block", []string{"main_block.py", "--policy", "policy.json"}, Options{Program: "main_block.py", Policy: "policy.json"}},
		{"0.1.4 policy", []string{"rejected.py", "--policy", "policy-0.1.4.json"}, Options{Program: "rejected.py", Policy: "policy-0.1.4.json"}},
		{"unknown key", []string{"ask.py", "--policy", "typo.json"}, Options{Program: "ask.py", Policy: "typo.json"}},
	}
	all := append(append([]refCall{}, same...), differ...)
	args := make([][]string, len(all))
	for i, c := range all {
		args[i] = c.args
	}
	ref := reference(t, dir, args)
	ours := make([]refResult, len(all))
	for i, c := range all {
		code, out, errs := run(t, dir, c.o)
		ours[i] = refResult{code, out, errs}
	}
	for i, c := range same {
		r, o := ref[i], ours[i]
		if o.code != r.code || o.out != r.out {
			t.Errorf("%s: ours exit %d %q, the reference's exit %d %q (stderr %q)", c.name, o.code, o.out, r.code, r.out, r.err)
		}
		if r.code == 1 && (o.err == "" || !strings.Contains(r.err, strings.TrimSpace(o.err))) {
			t.Errorf("%s: our --expect message %q is not the reference's %q", c.name, o.err, r.err)
		}
	}
	for _, want := range []string{"auto_approved", "auto_rejected", "ask"} {
		seen := false
		for _, r := range ref[:len(same)] {
			seen = seen || strings.HasPrefix(r.out, want+":")
		}
		if !seen {
			t.Errorf("the reference never answered %s: the comparison does not cover it", want)
		}
	}
	d := func(i int) (refResult, refResult) { return ref[len(same)+i], ours[len(same)+i] }

	// 1. An `if __name__ == "__main__":` block calling the target: the
	// reference refuses any module-level if on the policy path, skips
	// every rule and asks; we accept the block (it only calls the target)
	// and decide.
	r, o := d(0)
	if r.code != 0 || r.out != "ask: no rule matched; a human would decide\n" {
		t.Errorf("reference, main block: exit %d %q", r.code, r.out)
	}
	if o.code != 0 || o.out != "auto_approved: internal-only (a few emails, each to bob or ann)\n" {
		t.Errorf("ours, main block: exit %d %q", o.code, o.out)
	}
	// 2. A 0.1.4 policy whose auto_rejected rule lists when_proven: the
	// reference 0.2.1 refuses it (exit 2); we read it as 0.1.4 because
	// of its "version": 1, with the meaning 0.1.4 gave it.
	r, o = d(1)
	if r.code != 2 || r.out != "" || !strings.Contains(r.err, "unless_proven") {
		t.Errorf("reference, 0.1.4 policy: exit %d %q %q", r.code, r.out, r.err)
	}
	if o.code != 0 || !strings.HasPrefix(o.out, "auto_rejected: never-the-ceo") {
		t.Errorf("ours, 0.1.4 policy: exit %d %q", o.code, o.out)
	}
	// 3. A policy with an unknown key: the reference ignores it (here a
	// misspelt "unless_proven", so the rule approves); we refuse it.
	r, o = d(2)
	if r.code != 0 || !strings.HasPrefix(r.out, "auto_approved: a") {
		t.Errorf("reference, unknown key: exit %d %q", r.code, r.out)
	}
	if o.code != 2 || o.out != "" || !strings.Contains(o.err, `typo.json:2:80: error: /rules/0/unles_proven: unknown key "unles_proven"`) {
		t.Errorf("ours, unknown key: exit %d %q %q", o.code, o.out, o.err)
	}
}

// TestPolicyCheckDefaultRoots: the import roots are the working
// directory and the program's, each after its .clauz3 when there is one;
// the trusted roots are the tools/**/trusted directories under them, in
// import-root order, sorted within a root, nested domains included, a
// directory that is no Python package name skipped.
func TestPolicyCheckDefaultRoots(t *testing.T) {
	wd, prog := t.TempDir(), t.TempDir()
	for _, d := range []string{
		filepath.Join(wd, ".clauz3", "tools", "zeta", "trusted"),
		filepath.Join(wd, "tools", "mail", "trusted"),
		filepath.Join(wd, "tools", "acme", "lims", "trusted"),
		filepath.Join(wd, "tools", "bad-name", "trusted"),
		filepath.Join(prog, "tools", "home", "trusted"),
	} {
		if err := os.MkdirAll(d, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	imports, trusted, err := roots(Options{Program: filepath.Join(prog, "p.py")}, wd)
	if err != nil {
		t.Fatal(err)
	}
	wantImports := []string{filepath.Join(wd, ".clauz3"), wd, prog}
	wantTrusted := []string{
		filepath.Join(wd, ".clauz3", "tools", "zeta", "trusted"),
		filepath.Join(wd, "tools", "acme", "lims", "trusted"),
		filepath.Join(wd, "tools", "mail", "trusted"),
		filepath.Join(prog, "tools", "home", "trusted"),
	}
	if strings.Join(imports, "\n") != strings.Join(wantImports, "\n") || strings.Join(trusted, "\n") != strings.Join(wantTrusted, "\n") {
		t.Errorf("imports %v\ntrusted %v", imports, trusted)
	}
	// Explicit roots are taken as given (relative to the working
	// directory), and the trusted roots are then found under them only.
	imports, trusted, err = roots(Options{Program: "-", ImportRoots: []string{"tools/.."}}, wd)
	if err != nil || strings.Join(imports, ",") != wd || len(trusted) != 2 {
		t.Errorf("explicit: %v %v %v", imports, trusted, err)
	}
}
