package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"net/http"
	"net/http/cookiejar"
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

// TestStartAndResume: `clauz3 start` with a scripted agent (a small MCP
// client, testdata/mcp/agent.py, on the Python MCP SDK) in a copy of
// testdata/run. The agent sees the submission token and the verify key
// but neither the signing key, the approver's token nor the stale
// approval variables of start's environment; its program is approved by
// the test through the approval page's API (logged in with the printed
// link) and executed; the service is gone once the agent exits. `resume`
// relaunches it with fresh credentials; after a library file changes,
// resume refuses.
func TestStartAndResume(t *testing.T) {
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
	tmp := t.TempDir()
	bin := filepath.Join(tmp, "clauz3")
	if out, err := exec.Command("go", "build", "-o", bin, ".").CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	project := filepath.Join(tmp, "project")
	if out, err := exec.Command("cp", "-r", filepath.Join(root, "testdata", "run"), project).CombinedOutput(); err != nil {
		t.Fatalf("cp: %v %s", err, out)
	}
	outDir := filepath.Join(tmp, "agent")
	os.Mkdir(outDir, 0o755)
	agent, _ := filepath.Abs("testdata/mcp/agent.py")
	box := filepath.Join(tmp, "outbox.jsonl")
	env := append(os.Environ(),
		"CLAUZ3_PYTHON="+python,
		"CLAUZ3_RUN_OUTBOX="+box,
		protocol.CacheEnv+"="+filepath.Join(tmp, "cache"),
		// Stale variables of another session: none may reach the agent.
		protocol.URLEnv+"=http://127.0.0.1:1/stale",
		protocol.SigningKeyEnv+"=c3RhbGU",
		protocol.DecisionTokenEnv+"=stale-approver-token",
		protocol.TokenEnv+"=stale-submit-token")

	// start: the test reads the login link from its stderr and approves.
	skill := filepath.Join(project, "skills", "house-style", "SKILL.md")
	os.MkdirAll(filepath.Dir(skill), 0o755)
	os.WriteFile(skill, []byte("Mail bob only.\n"), 0o644)
	start := exec.Command(bin, "start", "--trusted-root", "tools/mail/trusted", "--skills-dir", "skills", python, "--", agent, outDir, filepath.Join(project, "cases", "send_bob.py"))
	start.Dir = project
	start.Env = env
	stderrPipe, err := start.StderrPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := start.Start(); err != nil {
		t.Fatal(err)
	}
	var stderr bytes.Buffer
	link := make(chan string, 1)
	stderrDone := make(chan struct{})
	go func() {
		defer close(stderrDone)
		sc := bufio.NewScanner(stderrPipe)
		for sc.Scan() {
			stderr.WriteString(sc.Text() + "\n")
			if l, ok := strings.CutPrefix(sc.Text(), "approver (keep private): "); ok {
				link <- l
			}
		}
	}()
	var login string
	select {
	case login = <-link:
	case <-time.After(30 * time.Second):
		start.Process.Kill()
		t.Fatalf("no login link printed")
	}
	base, approverKey, _ := strings.Cut(login, "/ui/login?key=")
	jar, _ := cookiejar.New(nil)
	page := &http.Client{Jar: jar, Timeout: 10 * time.Second}
	if resp, err := page.Get(login); err != nil || resp.StatusCode != 200 {
		t.Fatalf("login: %v %v", resp, err)
	} else {
		resp.Body.Close()
	}
	approved := ""
	for i := 0; i < 300 && approved == ""; i++ {
		resp, err := page.Get(base + "/api/requests")
		if err != nil {
			t.Fatal(err)
		}
		var recs []map[string]any
		json.NewDecoder(resp.Body).Decode(&recs)
		resp.Body.Close()
		for _, r := range recs {
			if r["status"] == "pending" {
				// A person takes a moment: the agent's run reports
				// awaiting_approval meanwhile.
				time.Sleep(time.Second)
				id := r["request_id"].(string)
				resp, err := page.Post(base+"/api/requests/"+id+"/decision", "application/json", strings.NewReader(`{"decision": "approved_once"}`))
				if err != nil || resp.StatusCode != 200 {
					t.Fatalf("decision: %v %v", resp, err)
				}
				resp.Body.Close()
				approved = id
			}
		}
		time.Sleep(100 * time.Millisecond)
	}
	if approved == "" {
		start.Process.Kill()
		t.Fatal("no request reached the approval page")
	}
	done := make(chan error, 1)
	go func() { <-stderrDone; done <- start.Wait() }()
	select {
	case err = <-done:
	case <-time.After(60 * time.Second):
		start.Process.Kill()
		t.Fatalf("start did not end:\n%s", stderr.String())
	}
	if err != nil {
		t.Fatalf("start: %v\n%s", err, stderr.String())
	}

	// What the agent saw.
	var seen map[string]string
	data, _ := os.ReadFile(filepath.Join(outDir, "env-0.json"))
	if err := json.Unmarshal(data, &seen); err != nil {
		t.Fatalf("env-0.json: %v %q\n%s", err, data, stderr.String())
	}
	if seen[protocol.ServiceEnv] != base || seen[protocol.TokenEnv] == "" || seen[protocol.TokenEnv] == "stale-submit-token" ||
		seen[protocol.TokenEnv] == approverKey || seen[protocol.VerifyKeyEnv] == "" {
		t.Errorf("agent environment %v", seen)
	}
	for _, k := range []string{protocol.SigningKeyEnv, protocol.DecisionTokenEnv, protocol.URLEnv} {
		if _, ok := seen[k]; ok {
			t.Errorf("the agent sees %s", k)
		}
	}
	for _, v := range seen {
		if strings.Contains(v, approverKey) {
			t.Errorf("the approver's token reached the agent: %v", seen)
		}
	}
	var result struct {
		Structured map[string]any `json:"structured"`
		Phases     []string       `json:"phases"`
	}
	data, _ = os.ReadFile(filepath.Join(outDir, "result-0.json"))
	json.Unmarshal(data, &result)
	if result.Structured["phase"] != "completed" || result.Structured["decision"] != "approved_once" ||
		!slices.Contains(result.Phases, "awaiting_approval") || !slices.Contains(result.Phases, "executing") {
		t.Errorf("the agent's run: %s", data)
	}
	if out, _ := os.ReadFile(box); strings.Count(string(out), "bob@example.com") != 2 {
		t.Errorf("outbox %q", out)
	}
	if resp, err := http.Get(base + "/health"); err == nil {
		resp.Body.Close()
		t.Errorf("the approval service still answers after the agent exited")
	}
	m := regexp.MustCompile(`Resume with: clauz3 resume ([0-9a-f-]{36})\n`).FindStringSubmatch(stderr.String())
	if m == nil {
		t.Fatalf("no resume line:\n%s", stderr.String())
	}
	id := m[1]

	// resume relaunches the agent with fresh credentials.
	resume := func() (int, string) {
		cmd := exec.Command(bin, "resume", id)
		cmd.Dir = project
		cmd.Env = env
		var errOut bytes.Buffer
		cmd.Stderr = &errOut
		err := cmd.Run()
		if ee, ok := err.(*exec.ExitError); ok {
			return ee.ExitCode(), errOut.String()
		} else if err != nil {
			t.Fatal(err)
		}
		return 0, errOut.String()
	}
	code, errOut := resume()
	if code != 0 {
		t.Fatalf("resume: exit %d\n%s", code, errOut)
	}
	var again map[string]string
	data, _ = os.ReadFile(filepath.Join(outDir, "env-1.json"))
	json.Unmarshal(data, &again)
	if again[protocol.TokenEnv] == "" || again[protocol.TokenEnv] == seen[protocol.TokenEnv] ||
		again[protocol.VerifyKeyEnv] == seen[protocol.VerifyKeyEnv] || again[protocol.ServiceEnv] == "" {
		t.Errorf("resumed environment %v (first %v)", again, seen)
	}
	data, _ = os.ReadFile(filepath.Join(outDir, "result-1.json"))
	var listed struct{ Tools, Skills []string }
	json.Unmarshal(data, &listed)
	if !slices.Contains(listed.Tools, "run") || !slices.Contains(listed.Skills, "skill:skills/house-style") {
		t.Errorf("resumed agent's tools: %s", data)
	}

	// A changed skill, then a changed library: resume refuses, naming
	// the file.
	os.WriteFile(skill, []byte("Mail anyone.\n"), 0o644)
	code, errOut = resume()
	if code != 2 || !strings.Contains(errOut, "the skills changed since it started (skills/house-style/SKILL.md changed)") {
		t.Errorf("resume after a skill changed: exit %d\n%s", code, errOut)
	}
	os.WriteFile(skill, []byte("Mail bob only.\n"), 0o644)
	f, _ := os.OpenFile(filepath.Join(project, "tools", "mail", "trusted", "effects.py"), os.O_APPEND|os.O_WRONLY, 0)
	f.WriteString("\n# changed\n")
	f.Close()
	code, errOut = resume()
	if code != 2 || !strings.Contains(errOut, "tools/mail/trusted/effects.py changed") {
		t.Errorf("resume after a change: exit %d\n%s", code, errOut)
	}
	if _, err := os.Stat(filepath.Join(outDir, "env-2.json")); err == nil {
		t.Error("the agent was launched after the library changed")
	}
	if code, errOut = func() (int, string) {
		cmd := exec.Command(bin, "resume", "../../etc")
		cmd.Dir = project
		out, err := cmd.CombinedOutput()
		if ee, ok := err.(*exec.ExitError); ok {
			return ee.ExitCode(), string(out)
		}
		return 0, string(out)
	}(); code != 2 || !strings.Contains(errOut, "is not a session id") {
		t.Errorf("resume of a bad id: exit %d %s", code, errOut)
	}
}
