package service

import (
	"bytes"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"clauz3/pkg/approval/policy"
)

// referenceProject is a project for the reference's runner: its own
// bundled email tutorial layer (a mock sender) and one program.
func referenceProject(t *testing.T, venv string) (dir, program string) {
	t.Helper()
	layers, _ := filepath.Glob(filepath.Join(venv, "lib", "python3*", "site-packages", "clauz3", "tutorials", "email", "tools"))
	if len(layers) != 1 {
		t.Fatalf("the reference's email tutorial layer is not in %s", venv)
	}
	dir = t.TempDir()
	if out, err := exec.Command("cp", "-r", layers[0], dir).CombinedOutput(); err != nil {
		t.Fatalf("cp: %v %s", err, out)
	}
	program = "import clauz3\n" +
		"from tools.email.trusted import contracts as emails\n" +
		"from tools.email.trusted.effects import send_email\n\n\n" +
		"@clauz3.guarantee(emails.only([\"bob@example.com\"]))\n" +
		"def main() -> None:\n" +
		"    send_email(\"bob@example.com\", \"hi\")\n"
	if err := os.WriteFile(filepath.Join(dir, "bob.py"), []byte(program), 0o644); err != nil {
		t.Fatal(err)
	}
	return dir, program
}

// TestReferenceRunAgainstOurService: the reference's own `clauz3 run`
// (0.2.1, in .venv from `make deps`) submits to our service; an approval
// through our JSON API lets it execute (our receipt passes its checks),
// a rejection makes it exit 3 with the feedback.
func TestReferenceRunAgainstOurService(t *testing.T) {
	venv := filepath.Join(repoRoot(t), ".venv")
	ref := filepath.Join(venv, "bin", "clauz3")
	if _, err := os.Stat(ref); err != nil {
		t.Fatalf("the reference clauz3 0.2.1 is missing (%v): run `make deps`", err)
	}
	k := newKeys(t)
	in := start(t, sqliteDSN(t), k, nil)
	dir, _ := referenceProject(t, venv)
	cache := t.TempDir()

	run := func(decision, feedback string) (int, string, string) {
		t.Helper()
		return refRun(t, ref, dir, in.url, k, cache, []string{"--trusted-root", "tools/email/trusted", "--import-root", ".", "bob.py"}, decision, feedback)
	}

	code, out, errOut := run("approved_once", "fine")
	if code != 0 || !strings.Contains(out, "approval: approved_once receipt=clz2.") || !strings.Contains(out, "executed: main") || !strings.Contains(out, "effects: 1") {
		t.Fatalf("approve: exit %d\nstdout:\n%s\nstderr:\n%s", code, out, errOut)
	}

	// The same program again is the same request, decided: our service
	// answers with the stored approval, whose nonce the runner has
	// consumed (the reference behaves so too); a rejection of a changed
	// program makes the runner exit 3 with the feedback.
	src, _ := os.ReadFile(filepath.Join(dir, "bob.py"))
	os.WriteFile(filepath.Join(dir, "bob.py"), append(src, []byte("\n# again\n")...), 0o644)
	code, out, errOut = run("rejected", "not today")
	if code != 3 || !strings.Contains(errOut, "approval: rejected") || !strings.Contains(errOut, "not today") || strings.Contains(out, "executed") {
		t.Fatalf("reject: exit %d\nstdout:\n%s\nstderr:\n%s", code, out, errOut)
	}
}

// refRun runs the reference's `clauz3 run ARGS` in dir against the
// service at url; when decision is not "", the approver posts it (with
// feedback) on the request the runner submitted. It returns the exit
// code, stdout and stderr.
func refRun(t *testing.T, ref, dir, url string, k keys, cache string, args []string, decision, feedback string) (int, string, string) {
	t.Helper()
	cmd := exec.Command(ref, append([]string{"run"}, args...)...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(),
		"CLAUZ3_APPROVAL_SERVICE="+url, "CLAUZ3_APPROVAL_TOKEN="+submitToken,
		"CLAUZ3_APPROVAL_VERIFY_KEY="+k.verify, "CLAUZ3_CACHE="+cache, "HOME="+cache)
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	done := make(chan error, 1)
	go func() { done <- cmd.Wait() }()
	if decision != "" {
		// The approver decides the pending request the runner submitted.
		id := ""
		deadline := time.Now().Add(90 * time.Second)
		for id == "" && time.Now().Before(deadline) {
			select {
			case err := <-done:
				t.Fatalf("the reference's run ended before a decision: %v\n%s%s", err, stdout.String(), stderr.String())
			case <-time.After(100 * time.Millisecond):
			}
			var recs []map[string]any
			json.Unmarshal(do(t, "GET", url+"/requests", nil, "Authorization: Bearer "+decideToken).body, &recs)
			for _, r := range recs {
				if r["status"] == "pending" {
					id = r["request_id"].(string)
				}
			}
		}
		if id == "" {
			cmd.Process.Kill()
			t.Fatal("the reference's run never submitted")
		}
		b, _ := json.Marshal(map[string]string{"decision": decision, "feedback": feedback})
		if r := do(t, "POST", url+"/requests/"+id+"/decision", b, "Authorization: Bearer "+decideToken); r.status != 200 {
			t.Fatalf("decision: %s", r)
		}
	}
	select {
	case <-done:
	case <-time.After(120 * time.Second):
		cmd.Process.Kill()
		t.Fatal("the reference's run did not finish")
	}
	return cmd.ProcessState.ExitCode(), stdout.String(), stderr.String()
}

// TestReferenceRunAgainstOurPolicy: our service in policy mode, with a
// layer both implementations read (testdata/approval/service/project),
// auto-approves the reference runner's program (it executes with our
// signed receipt) and auto-rejects one that emails a blocked address
// (exit 3 with the rule's reason). A request naming other roots is
// refused (403: exit 2): here the default import roots, which are not the
// operator's.
func TestReferenceRunAgainstOurPolicy(t *testing.T) {
	venv := filepath.Join(repoRoot(t), ".venv")
	ref := filepath.Join(venv, "bin", "clauz3")
	if _, err := os.Stat(ref); err != nil {
		t.Fatalf("the reference clauz3 0.2.1 is missing (%v): run `make deps`", err)
	}
	dir := t.TempDir()
	if out, err := exec.Command("cp", "-r", filepath.Join(repoRoot(t), "testdata", "approval", "service", "project", "tools"), dir).CombinedOutput(); err != nil {
		t.Fatalf("cp: %v %s", err, out)
	}
	pol, err := policy.Load(filepath.Join(repoRoot(t), "testdata", "approval", "service", "policy.json"))
	if err != nil {
		t.Fatal(err)
	}
	k := newKeys(t)
	in := start(t, sqliteDSN(t), k, func(c *Config) {
		c.Policy, c.TrustedRoots, c.ImportRoots, c.Dir = pol, []string{"tools"}, []string{"."}, dir
	})
	cache := t.TempDir()
	write := func(name, addr string) {
		prog := "import clauz3\n" +
			"from tools.email.trusted import contracts as emails\n" +
			"from tools.email.trusted.effects import send_email\n\n\n" +
			"@clauz3.guarantee(emails.at_most(1))\n" +
			"def main() -> None:\n" +
			"    send_email(\"" + addr + "\", \"hi\")\n"
		if err := os.WriteFile(filepath.Join(dir, name), []byte(prog), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write("bob.py", "bob@example.com")
	write("ceo.py", "ceo@example.com")
	roots := []string{"--trusted-root", "tools", "--import-root", "."}

	code, out, errOut := refRun(t, ref, dir, in.url, k, cache, append(roots, "bob.py"), "", "")
	if code != 0 || !strings.Contains(out, "approval: auto_approved receipt=clz2.") || !strings.Contains(out, "executed: main") || !strings.Contains(out, "tools.email.trusted.effects.send_email('bob@example.com', 'hi')") {
		t.Fatalf("bob: exit %d\nstdout:\n%s\nstderr:\n%s", code, out, errOut)
	}
	code, out, errOut = refRun(t, ref, dir, in.url, k, cache, append(roots, "ceo.py"), "", "")
	if code != 3 || !strings.Contains(errOut, "approval: auto_rejected") || !strings.Contains(errOut, "never emails a blocked address") || strings.Contains(out, "executed") {
		t.Fatalf("ceo: exit %d\nstdout:\n%s\nstderr:\n%s", code, out, errOut)
	}
	code, out, errOut = refRun(t, ref, dir, in.url, k, cache, []string{"--trusted-root", "tools", "bob.py"}, "", "")
	if code != 2 || !strings.Contains(errOut, "403") || strings.Contains(out, "executed") {
		t.Fatalf("other roots: exit %d\nstdout:\n%s\nstderr:\n%s", code, out, errOut)
	}
}
