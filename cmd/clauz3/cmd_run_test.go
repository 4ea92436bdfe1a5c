package main

import (
	"bytes"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"clauz3/pkg/approval/protocol"
)

// TestRunCommand runs the clauz3 binary's run command in testdata/run
// against an in-process mock approval service that approves with a
// signed receipt: the program executes (the real trusted layer appends
// to the outbox file) and prints the reference's lines; flag errors and
// unrunnable programs exit 2, a program that does not prove exits 1, and
// a rejection exits 3 with the feedback.
func TestRunCommand(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the binary")
	}
	dir := t.TempDir()
	bin := filepath.Join(dir, "clauz3")
	if out, err := exec.Command("go", "build", "-o", bin, ".").CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	signing, verify, err := protocol.GenerateKeys(nil)
	if err != nil {
		t.Fatal(err)
	}
	key, _ := protocol.ParseSigningKey(signing)
	approve := &protocol.Mock{Config: &protocol.MockConfig{Decision: protocol.ApprovedOnce}, Key: key}
	reject := &protocol.Mock{Config: &protocol.MockConfig{Decision: protocol.Rejected, Feedback: "too many emails", HasFeedback: true}, Key: key}
	approveSrv := httptest.NewServer(approve)
	defer approveSrv.Close()
	rejectSrv := httptest.NewServer(reject)
	defer rejectSrv.Close()
	box := filepath.Join(dir, "outbox.jsonl")
	run := func(url string, args ...string) (int, string, string) {
		cmd := exec.Command(bin, append([]string{"run"}, args...)...)
		cmd.Dir = "../../testdata/run"
		cmd.Env = append(os.Environ(),
			protocol.ServiceEnv+"="+url,
			protocol.VerifyKeyEnv+"="+verify,
			protocol.CacheEnv+"="+filepath.Join(dir, "cache"),
			"CLAUZ3_RUN_OUTBOX="+box)
		var stdout, stderr bytes.Buffer
		cmd.Stdout, cmd.Stderr = &stdout, &stderr
		err := cmd.Run()
		code := 0
		if ee, ok := err.(*exec.ExitError); ok {
			code = ee.ExitCode()
		} else if err != nil {
			t.Fatal(err)
		}
		return code, stdout.String(), stderr.String()
	}

	code, stdout, stderr := run(approveSrv.URL, "cases/send_bob.py", "--trusted-root", "tools/mail/trusted")
	if code != 0 {
		t.Fatalf("approve: exit %d\n%s\n%s", code, stdout, stderr)
	}
	for _, want := range []string{"PROVED", "approval: approved_once receipt=clz2.", "done 15\nexecuted: main\neffects: 3\n"} {
		if !strings.Contains(stdout, want) {
			t.Errorf("stdout lacks %q:\n%s", want, stdout)
		}
	}
	if data, _ := os.ReadFile(box); strings.Count(string(data), "\n") != 2 {
		t.Errorf("outbox: %q", data)
	}
	if n := len(approve.Requests()); n != 1 {
		t.Fatalf("the service saw %d requests", n)
	}

	code, _, stderr = run(rejectSrv.URL, "cases/send_bob.py", "--trusted-root", "tools/mail/trusted")
	if code != 3 || stderr != "approval: rejected\nfeedback: too many emails\n" {
		t.Errorf("reject: exit %d, stderr %q", code, stderr)
	}

	code, stdout, _ = run(approveSrv.URL, "cases/not_proved.py", "--trusted-root", "tools/mail/trusted")
	if code != 1 || !strings.Contains(stdout, "can fail") || len(approve.Requests()) != 1 {
		t.Errorf("not proved: exit %d, %d requests", code, len(approve.Requests()))
	}

	code, _, stderr = run(approveSrv.URL, "cases/send_bob.py", "--step-budget", "0")
	if code != 2 || !strings.Contains(stderr, "--step-budget must be at least 1") {
		t.Errorf("bad flag: exit %d, stderr %q", code, stderr)
	}

	os.WriteFile(filepath.Join(dir, "param.py"), []byte("import clauz3\nfrom tools.mail.trusted import contracts as mail\nfrom tools.mail.trusted.effects import send_email\n\n\n@clauz3.guarantee(mail.at_most(1))\ndef main(addr: str) -> None:\n    send_email(addr, 'x')\n"), 0o644)
	code, stdout, stderr = run(approveSrv.URL, filepath.Join(dir, "param.py"), "--trusted-root", "tools/mail/trusted", "--import-root", ".")
	if code != 2 || !strings.Contains(stderr, "param.py:7:10: error: run calls main() with no arguments, so parameter addr needs a default [run-target-param]") || stdout != "" {
		t.Errorf("unrunnable: exit %d, stdout %q, stderr %q", code, stdout, stderr)
	}
	if len(approve.Requests()) != 1 {
		t.Errorf("an unrunnable or unproved program reached the service")
	}
}
