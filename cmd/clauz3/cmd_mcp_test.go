package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

	"clauz3/pkg/approval/protocol"
)

// TestMCPWithPythonClient drives the clauz3 binary's mcp command with a
// client we did not write: the Python MCP SDK (the mcp package from PyPI,
// installed into .venv by make deps), script testdata/mcp/client.py. In
// examples/email it lists the tools, proves a passing and a failing
// program, lists the effects and reads a skill; in testdata/run (a mail
// layer whose effect appends to an outbox file) it runs two programs
// through our approval service deciding by the policy
// testdata/mcp/policy.json: one is auto-approved and executed, one
// auto-rejected; progress notifications arrive while they run.
func TestMCPWithPythonClient(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the binary and starts Python")
	}
	root, err := filepath.Abs("../..")
	if err != nil {
		t.Fatal(err)
	}
	python := filepath.Join(root, ".venv", "bin", "python")
	if out, err := exec.Command(python, "-c", "import mcp").CombinedOutput(); err != nil {
		t.Fatalf("the Python mcp package is missing from .venv (run make deps): %v\n%s", err, out)
	}
	dir := t.TempDir()
	bin := filepath.Join(dir, "clauz3")
	if out, err := exec.Command("go", "build", "-o", bin, ".").CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	runDir := filepath.Join(root, "testdata", "run")
	policy, _ := filepath.Abs("testdata/mcp/policy.json")

	// Our approval service, deciding by the policy, on a free port.
	signing, verify, err := protocol.GenerateKeys(nil)
	if err != nil {
		t.Fatal(err)
	}
	svc := exec.Command(bin, "approval-service", "--port", "0", "--policy", policy,
		"--trusted-root", "tools/mail/trusted", "--import-root", ".", "--store", "sqlite://"+filepath.Join(dir, "approvals.db"))
	svc.Dir = runDir
	svc.Env = append(os.Environ(), protocol.SigningKeyEnv+"="+signing,
		protocol.TokenEnv+"=submit-token-mcp-test", protocol.DecisionTokenEnv+"=decide-token-mcp-test")
	var svcErr bytes.Buffer
	svc.Stderr = &svcErr
	svcOut, err := svc.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := svc.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		svc.Process.Signal(os.Interrupt)
		done := make(chan error, 1)
		go func() { done <- svc.Wait() }()
		select {
		case <-done:
		case <-time.After(5 * time.Second):
			svc.Process.Kill()
			<-done
		}
	})
	lines := bufio.NewScanner(svcOut)
	if !lines.Scan() || !strings.HasPrefix(lines.Text(), "CLAUZ3_APPROVAL_SERVICE=") {
		t.Fatalf("the approval service did not start: %q\n%s", lines.Text(), svcErr.String())
	}
	url := strings.TrimPrefix(lines.Text(), "CLAUZ3_APPROVAL_SERVICE=")
	go func() {
		for lines.Scan() {
		}
	}()

	eve := filepath.Join(dir, "send_eve.py")
	os.WriteFile(eve, []byte("import clauz3\n"+
		"from tools.mail.trusted import contracts as mail\n"+
		"from tools.mail.trusted.effects import send_email\n\n\n"+
		"@clauz3.guarantee(mail.at_most(1))\n"+
		"def main() -> None:\n"+
		"    send_email(\"eve@elsewhere.org\", \"hi\")\n"), 0o644)
	box := filepath.Join(dir, "outbox.jsonl")
	cfg := map[string]any{
		"binary":    bin,
		"email_dir": filepath.Join(root, "examples", "email"),
		"run_dir":   runDir,
		"run_env": map[string]string{
			"PATH":                         os.Getenv("PATH"),
			"HOME":                         os.Getenv("HOME"),
			protocol.ServiceEnv:            url,
			protocol.TokenEnv:              "submit-token-mcp-test",
			protocol.VerifyKeyEnv:          verify,
			protocol.CacheEnv:              filepath.Join(dir, "cache"),
			"CLAUZ3_RUN_OUTBOX":            box,
			"CLAUZ3_PROOF_TIMEOUT_SECONDS": "60",
		},
		"files": map[string]string{
			"send_bob.py": filepath.Join(runDir, "cases", "send_bob.py"),
			"send_eve.py": eve,
		},
	}
	cfgPath := filepath.Join(dir, "client.json")
	data, _ := json.Marshal(cfg)
	os.WriteFile(cfgPath, data, 0o644)

	client := exec.Command(python, "testdata/mcp/client.py", cfgPath)
	var stdout, stderr bytes.Buffer
	client.Stdout, client.Stderr = &stdout, &stderr
	if err := client.Run(); err != nil {
		t.Fatalf("the Python client failed: %v\n%s\nservice:\n%s", err, stderr.String(), svcErr.String())
	}
	type outcome struct {
		IsError    bool           `json:"is_error"`
		Text       string         `json:"text"`
		Structured map[string]any `json:"structured"`
	}
	var seen struct {
		ServerName string   `json:"server_name"`
		ToolNames  []string `json:"tool_names"`
		Schemas    map[string]struct {
			Input  map[string]any `json:"input"`
			Output map[string]any `json:"output"`
		} `json:"schemas"`
		ProvePass   outcome  `json:"prove only_bob_pass.py"`
		ProveFail   outcome  `json:"prove only_bob_fail.py"`
		ProveSyntax outcome  `json:"prove syntax error"`
		Tools       outcome  `json:"tools"`
		ListSkills  outcome  `json:"list_skills"`
		ReadSkill   outcome  `json:"read_skill"`
		RunBob      outcome  `json:"run send_bob.py"`
		ProgressBob []string `json:"progress send_bob.py"`
		RunEve      outcome  `json:"run send_eve.py"`
		ProgressEve []string `json:"progress send_eve.py"`
		Status      outcome  `json:"status"`
	}
	if err := json.Unmarshal(stdout.Bytes(), &seen); err != nil {
		t.Fatalf("client output: %v\n%s\n%s", err, stdout.String(), stderr.String())
	}

	if seen.ServerName != "clauz3" {
		t.Errorf("server name %q", seen.ServerName)
	}
	want := []string{"explain", "libraries", "list_skills", "prove", "read_skill", "run", "status", "tools"}
	if !slices.Equal(seen.ToolNames, want) {
		t.Errorf("tools %v, want %v", seen.ToolNames, want)
	}
	for name, sc := range seen.Schemas {
		if sc.Input["type"] != "object" || sc.Output["type"] != "object" {
			t.Errorf("%s: schemas %v / %v", name, sc.Input, sc.Output)
		}
	}
	if props, _ := seen.Schemas["run"].Input["properties"].(map[string]any); props["source"] == nil {
		t.Errorf("run's input schema has no source: %v", seen.Schemas["run"].Input)
	}

	if p := seen.ProvePass; p.IsError || p.Structured["verdict"] != "proved" || p.Structured["exit_code"] != 0.0 {
		t.Errorf("prove pass: %+v", p)
	}
	f := seen.ProveFail
	if f.IsError || f.Structured["verdict"] != "not_proved" {
		t.Fatalf("prove fail: %+v", f)
	}
	// The counterexample text: an address with "@" that is not bob's,
	// and the email it causes.
	m := regexp.MustCompile(`\| counterexample: main\(addr='([^'\\]*)'\)\n.*\|   send_email\(addr='([^'\\]*)', msg='hi'\)   # line 11`).FindStringSubmatch(f.Text)
	if m == nil || m[1] != m[2] || !strings.Contains(m[1], "@") || m[1] == "bob@example.com" ||
		!strings.Contains(f.Text, "program.py:8: error: guarantee mail.only([\"bob@example.com\"]) can fail [guarantee]") {
		t.Errorf("prove fail text:\n%s", f.Text)
	}
	if s := seen.ProveSyntax; !s.IsError || !strings.Contains(s.Text, "program.py:1:") {
		t.Errorf("syntax error: %+v", s)
	}
	if !strings.Contains(seen.Tools.Text, "Effect: send_email(addr: str, msg: str) -> None") {
		t.Errorf("tools:\n%s", seen.Tools.Text)
	}
	if !strings.Contains(seen.ListSkills.Text, "builtin:clauz3-authoring") ||
		!strings.HasPrefix(seen.ReadSkill.Text, "# Writing a program clauz3 can prove") {
		t.Errorf("skills: %q / %.80q", seen.ListSkills.Text, seen.ReadSkill.Text)
	}

	bob := seen.RunBob
	if bob.IsError || bob.Structured["phase"] != "completed" || bob.Structured["decision"] != "auto_approved" ||
		!strings.Contains(bob.Text, "done 15\nexecuted: main\neffects: 3\n") {
		t.Errorf("run send_bob:\n%+v\nservice:\n%s", bob, svcErr.String())
	}
	if data, _ := os.ReadFile(box); strings.Count(string(data), "bob@example.com") != 2 {
		t.Errorf("outbox %q", data)
	}
	for _, phase := range []string{"checking", "proving", "submitting_approval", "executing", "completed"} {
		if !slices.Contains(seen.ProgressBob, phase) {
			t.Errorf("no progress notification %q: %v", phase, seen.ProgressBob)
		}
	}
	eveRun := seen.RunEve
	if eveRun.Structured["phase"] != "refused" || eveRun.Structured["exit_code"] != 3.0 || eveRun.Structured["decision"] != "auto_rejected" ||
		!strings.Contains(eveRun.Text, "mail may leave example.com") {
		t.Errorf("run send_eve:\n%+v", eveRun)
	}
	if data, _ := os.ReadFile(box); strings.Contains(string(data), "eve@") {
		t.Errorf("a rejected program sent mail: %q", data)
	}
	if st, _ := seen.Status.Structured["result"].([]any); len(st) != 2 {
		t.Errorf("status: %+v", seen.Status)
	}
}
