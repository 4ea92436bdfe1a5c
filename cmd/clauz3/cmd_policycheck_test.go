package main

import (
	"bytes"
	"path/filepath"
	"strings"
	"testing"

	"clauz3/pkg/cli"
)

// policyCheck runs `clauz3 policy-check ARGS` in process and returns the
// exit code, stdout and stderr as the binary would print them.
func policyCheck(t *testing.T, args ...string) (int, string, string) {
	t.Helper()
	var stdout, stderr bytes.Buffer
	old := policyCheckStderr
	policyCheckStderr = &stderr
	defer func() { policyCheckStderr = old }()
	code := cli.Run("clauz3", &stderr, func() (int, error) {
		return run(append([]string{"policy-check"}, args...), &stdout)
	})
	return code, stdout.String(), stderr.String()
}

// TestPolicyCheckCommand: the example policies give the three decisions
// on the email layer through the command's flags (upstream's spellings,
// --trusted-roots as a list too); --expect mismatches exit 1; usage and
// bad input exit 2 with a message.
func TestPolicyCheckCommand(t *testing.T) {
	td := func(name string) string {
		return filepath.Join("..", "..", "testdata", "approval", "policycheck", name)
	}
	email := filepath.Join("..", "..", "examples", "email")
	layer := filepath.Join(email, "tools", "email", "trusted")
	pol := td("policy.json")
	for _, c := range []struct {
		args []string
		code int
		out  string
		err  string
	}{
		{[]string{td("approved.py"), "--policy", pol, "--import-root", email}, 0, "auto_approved: internal-only (a few emails, each to bob or ann)\n", ""},
		{[]string{td("rejected.py"), "--policy", pol, "--import-roots", email, "--trusted-roots", layer, "--expect", "auto_rejected"}, 0, "auto_rejected: never-the-ceo (the program cannot prove it never emails the CEO)\n", ""},
		{[]string{td("ask.py"), "--policy", td("policy-0.1.4.json"), "--import-root", email, "--trusted-root", layer, "--target", "main", "--expect", "ask"}, 0, "ask: no rule matched; a human would decide\n", "policy-0.1.4.json:19:7: warning: /rules/1/when_proven: as in 0.1.4"},
		{[]string{td("ask.py"), "--policy", pol, "--import-root", email, "--expect", "auto_rejected"}, 1, "ask: no rule matched; a human would decide\n", "error: expected auto_rejected, got ask\n"},
		{[]string{td("ask.py"), "--import-root", email}, 2, "", "--policy FILE is required"},
		{[]string{td("ask.py"), "--policy", pol, "--expect", "maybe"}, 2, "", `--expect "maybe" is not auto_approved, auto_rejected or ask`},
		{[]string{td("ask.py"), td("approved.py"), "--policy", pol}, 2, "", "expected at most one program"},
		{[]string{td("ask.py"), "--policy", td("nope.json"), "--import-root", email}, 2, "", "nope.json: error: cannot read policy: no such file or directory"},
		{[]string{td("ask.py"), "--policy", pol}, 2, "", "no trusted layer: no tools/NAME/trusted directory under the import roots"},
	} {
		code, out, errs := policyCheck(t, c.args...)
		if code != c.code || out != c.out || !strings.Contains(errs, c.err) || (c.err == "" && errs != "") {
			t.Errorf("%v: exit %d, stdout %q, stderr %q; want exit %d, %q, %q", c.args, code, out, errs, c.code, c.out, c.err)
		}
	}
	code, out, _ := policyCheck(t, "--help")
	if code != 0 || !strings.Contains(out, "Usage: clauz3 policy-check PROGRAM|- --policy FILE") || !strings.Contains(out, "1  --expect names another decision") {
		t.Errorf("--help: exit %d %q", code, out)
	}
}
