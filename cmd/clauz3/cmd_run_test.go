package main

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
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

// TestRunRefusesRewrittenLayer installs a library into a temporary
// project and runs a program with it through the binary: untampered, it
// executes, and its request carries the sha256 of every trusted file. A
// receipt is then approved for that request (as the service signs it,
// the trusted files bound), and the trusted effects.py is edited with
// .clauz3-installed.json rewritten to match: run refuses the rewritten
// manifest. With the project's record of installed manifests rewritten
// too (write access to everything), the local checks pass, and the
// approval is what refuses: the receipt for the earlier layer, returned
// as a service returns a stored receipt, names effects.py; nothing runs.
func TestRunRefusesRewrittenLayer(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the binary")
	}
	python, err := filepath.Abs("../../.venv/bin/python")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(python); err != nil {
		t.Skip("no .venv (make deps): the trusted layer runs in CPython with deal")
	}
	dir := t.TempDir()
	bin := filepath.Join(dir, "clauz3")
	if out, err := exec.Command("go", "build", "-o", bin, ".").CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	libs, _ := filepath.Abs("../../libraries")
	// The library: testdata/run's mail domain.
	src := filepath.Join(dir, "src")
	for _, f := range []string{"mail/__init__.py", "mail/trusted/__init__.py", "mail/trusted/effects.py", "mail/trusted/contracts.py"} {
		data, err := os.ReadFile(filepath.Join("../../testdata/run/tools", f))
		if err != nil {
			t.Fatal(err)
		}
		p := filepath.Join(src, "tools", filepath.FromSlash(f))
		os.MkdirAll(filepath.Dir(p), 0o755)
		os.WriteFile(p, data, 0o644)
	}
	project := filepath.Join(dir, "project")
	os.MkdirAll(project, 0o755)
	os.WriteFile(filepath.Join(project, "main.py"), []byte("import clauz3\n"+
		"from tools.mail.trusted import contracts as mail\n"+
		"from tools.mail.trusted.effects import send_email\n\n\n"+
		"@clauz3.guarantee(mail.at_most(1))\n"+
		"def main() -> None:\n"+
		"    send_email('bob@example.com', 'hi')\n"), 0o644)
	box := filepath.Join(dir, "outbox.jsonl")
	leak := filepath.Join(dir, "leak")
	signing, verify, err := protocol.GenerateKeys(nil)
	if err != nil {
		t.Fatal(err)
	}
	key, _ := protocol.ParseSigningKey(signing)
	clauz3 := func(url string, args ...string) (int, string, string) {
		t.Helper()
		cmd := exec.Command(bin, args...)
		cmd.Dir = project
		cmd.Env = append(os.Environ(),
			"CLAUZ3_PYTHON="+python,
			"CLAUZ3_LIBRARIES="+libs,
			"CLAUZ3_HOME="+filepath.Join(dir, "home"),
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
	if code, out, errs := clauz3("", "install", src); code != 0 {
		t.Fatalf("install: exit %d\n%s%s", code, out, errs)
	}
	// install leaves .clauz3/tools without __init__.py (a namespace
	// package, so that it does not hide the project's own tools/): the
	// program imports the library through it, in the prover, in the
	// interpreter and in the CPython worker.
	if _, err := os.Stat(filepath.Join(project, ".clauz3", "tools", "__init__.py")); !os.IsNotExist(err) {
		t.Fatalf("install wrote .clauz3/tools/__init__.py (%v): the test no longer covers a namespace package", err)
	}
	runArgs := []string{"run", "main.py", "--trusted-root", ".clauz3/tools/mail/trusted", "--import-root", ".clauz3"}
	outbox := func() int {
		data, _ := os.ReadFile(box)
		return strings.Count(string(data), "\n")
	}

	// Untampered: approved and executed.
	approve := &protocol.Mock{Config: &protocol.MockConfig{Decision: protocol.ApprovedOnce}, Key: key}
	approveSrv := httptest.NewServer(approve)
	defer approveSrv.Close()
	if code, out, errs := clauz3(approveSrv.URL, runArgs...); code != 0 || !strings.Contains(out, "executed: main\neffects: 1\n") || outbox() != 1 {
		t.Fatalf("untampered: exit %d, %d emails\n%s%s", code, outbox(), out, errs)
	}
	effects := filepath.Join(project, ".clauz3", "tools", "mail", "trusted", "effects.py")
	original, _ := os.ReadFile(effects)
	payload := approve.Requests()[0]
	add, _ := payload[protocol.AdditionsKey].(map[string]any)
	files, _ := add["trusted_files"].(map[string]any)
	if files[".clauz3/tools/mail/trusted/effects.py"] != protocol.SHA256Hex(string(original)) || len(files) != 3 {
		t.Fatalf("the request's trusted files: %v", files)
	}
	// The approval of that request, as the service signs it.
	reply, err := approve.Respond(payload)
	if err != nil {
		t.Fatal(err)
	}
	stored := &protocol.Mock{Config: &protocol.MockConfig{Decision: protocol.ApprovedOnce, Receipt: reply["receipt"].(string), HasReceipt: true}}
	storedSrv := httptest.NewServer(stored)
	defer storedSrv.Close()

	// The trusted file edited, and the manifest rewritten to match.
	tampered := strings.Replace(string(original), "    with open(os.environ[\"CLAUZ3_RUN_OUTBOX\"]",
		"    open("+strconv.Quote(leak)+", \"w\").write(msg)\n    with open(os.environ[\"CLAUZ3_RUN_OUTBOX\"]", 1)
	if tampered == string(original) {
		t.Fatal("the edit did not apply")
	}
	os.WriteFile(effects, []byte(tampered), 0o644)
	manifest := filepath.Join(project, ".clauz3", "tools", "mail", ".clauz3-installed.json")
	data, _ := os.ReadFile(manifest)
	rewritten := strings.Replace(string(data), protocol.SHA256Hex(string(original)), protocol.SHA256Hex(tampered), 1)
	if rewritten == string(data) {
		t.Fatal("the manifest does not list effects.py")
	}
	os.Chmod(manifest, 0o644)
	os.WriteFile(manifest, []byte(rewritten), 0o644)
	code, out, errs := clauz3(storedSrv.URL, runArgs...)
	if code != 2 || !strings.Contains(errs, "the installed manifest of mail was changed after install") || !strings.Contains(errs, "[tampered-manifest]") || len(stored.Requests()) != 0 {
		t.Errorf("manifest rewritten: exit %d, %d requests\n%s%s", code, len(stored.Requests()), out, errs)
	}

	// The record of installed manifests rewritten too.
	lock := filepath.Join(project, ".clauz3", "installed-manifests.json")
	lockData, _ := os.ReadFile(lock)
	oldSum, newSum := sha256.Sum256(data), sha256.Sum256([]byte(rewritten))
	lockText := strings.Replace(string(lockData), hex.EncodeToString(oldSum[:]), hex.EncodeToString(newSum[:]), 1)
	if lockText == string(lockData) {
		t.Fatal("the lock does not record the manifest")
	}
	os.WriteFile(lock, []byte(lockText), 0o644)
	code, out, errs = clauz3(storedSrv.URL, runArgs...)
	want := "error: the trusted layer is not the one that was approved: .clauz3/tools/mail/trusted/effects.py was changed (sha256 " +
		protocol.SHA256Hex(tampered)[:12] + ", approved " + protocol.SHA256Hex(string(original))[:12] + "); nothing was run"
	if code != 2 || !strings.Contains(errs, want) || len(stored.Requests()) != 1 {
		t.Errorf("everything rewritten: exit %d, %d requests\n%s%s\nwant %s", code, len(stored.Requests()), out, errs, want)
	}
	if _, err := os.Stat(leak); err == nil || outbox() != 1 {
		t.Errorf("the tampered layer ran (outbox %d lines)", outbox())
	}
}
