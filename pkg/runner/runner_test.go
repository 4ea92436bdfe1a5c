package runner

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"clauz3/pkg/approval/protocol"
)

// These tests run `clauz3 run` (runner.Run) against the reference's own
// approval service (clauz3 0.2.1 in .venv, installed by make deps) on a
// free loopback port, with the real trusted layer of testdata/run
// performed by the CPython worker: an email is a line the layer appends
// to the file $CLAUZ3_RUN_OUTBOX, which the tests read.

const (
	submitToken = "submit-token-test"
	decideToken = "decide-token-test"
)

func repoRoot(t *testing.T) string {
	t.Helper()
	wd, err := os.Getwd()
	if err != nil {
		t.Fatal(err)
	}
	return filepath.Join(wd, "..", "..")
}

// refService starts the reference approval service signing with
// signingKey; it is stopped at the end of the test.
func refService(t *testing.T, signingKey string) string {
	t.Helper()
	bin := filepath.Join(repoRoot(t), ".venv", "bin", "clauz3")
	if _, err := os.Stat(bin); err != nil {
		t.Fatalf("the reference clauz3 (%s) is missing: run make deps", bin)
	}
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	port := l.Addr().(*net.TCPAddr).Port
	l.Close()
	cmd := exec.Command(bin, "approval-service", "--host", "127.0.0.1", "--port", fmt.Sprint(port))
	cmd.Env = append(os.Environ(),
		protocol.SigningKeyEnv+"="+signingKey,
		protocol.TokenEnv+"="+submitToken,
		protocol.DecisionTokenEnv+"="+decideToken)
	var logs bytes.Buffer
	cmd.Stdout, cmd.Stderr = &logs, &logs
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		cmd.Process.Kill()
		cmd.Wait()
	})
	url := fmt.Sprintf("http://127.0.0.1:%d", port)
	for i := 0; ; i++ {
		resp, err := http.Get(url + "/health")
		if err == nil {
			resp.Body.Close()
			if resp.StatusCode == 200 {
				return url
			}
		}
		if i > 300 {
			t.Fatalf("the reference approval service did not start:\n%s", logs.String())
		}
		time.Sleep(100 * time.Millisecond)
	}
}

func records(t *testing.T, url string) []map[string]any {
	t.Helper()
	resp, err := http.Get(url + "/requests")
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	var out []map[string]any
	if err := json.NewDecoder(resp.Body).Decode(&out); err != nil {
		t.Fatal(err)
	}
	return out
}

// decide waits for a pending request and posts body as the approver.
func decide(t *testing.T, url string, body map[string]any) {
	t.Helper()
	deadline := time.Now().Add(60 * time.Second)
	for time.Now().Before(deadline) {
		for _, r := range records(t, url) {
			if r["status"] != "pending" {
				continue
			}
			b, _ := json.Marshal(body)
			req, _ := http.NewRequest("POST", url+"/requests/"+r["request_id"].(string)+"/decision", bytes.NewReader(b))
			req.Header.Set("Authorization", "Bearer "+decideToken)
			req.Header.Set("Content-Type", "application/json")
			resp, err := http.DefaultClient.Do(req)
			if err != nil {
				t.Fatal(err)
			}
			resp.Body.Close()
			if resp.StatusCode != 200 {
				t.Fatalf("decision: HTTP %d", resp.StatusCode)
			}
			return
		}
		time.Sleep(50 * time.Millisecond)
	}
	t.Fatal("no pending request reached the service")
}

type result struct {
	code           int
	stdout, stderr string
	out            *Outcome
}

// runCase runs a program of testdata/run and, in parallel, lets the
// approver act on the service.
func runCase(t *testing.T, env map[string]string, program string, roots []string, budget int64, approver func()) result {
	t.Helper()
	var stdout, stderr bytes.Buffer
	done := make(chan result, 1)
	go func() {
		code, out := Run(context.Background(), Options{
			Program:         program,
			TrustedRoots:    roots,
			ApprovalTimeout: 60 * time.Second,
			StepBudget:      budget,
			Stdout:          &stdout,
			Stderr:          &stderr,
			Getenv:          func(k string) string { return env[k] },
		})
		done <- result{code: code, out: out}
	}()
	if approver != nil {
		approver()
	}
	select {
	case r := <-done:
		r.stdout, r.stderr = stdout.String(), stderr.String()
		return r
	case <-time.After(120 * time.Second):
		t.Fatal("clauz3 run did not finish")
	}
	return result{}
}

func outbox(t *testing.T, path string) []map[string]string {
	t.Helper()
	data, err := os.ReadFile(path)
	if os.IsNotExist(err) {
		return nil
	}
	if err != nil {
		t.Fatal(err)
	}
	var out []map[string]string
	for _, line := range strings.Split(strings.TrimSpace(string(data)), "\n") {
		if line == "" {
			continue
		}
		var m map[string]string
		if err := json.Unmarshal([]byte(line), &m); err != nil {
			t.Fatal(err)
		}
		out = append(out, m)
	}
	return out
}

type fixture struct {
	env    map[string]string
	url    string
	outbox string
}

func setup(t *testing.T, serviceKey, runnerKey string) *fixture {
	t.Helper()
	if err := os.Chdir(filepath.Join(repoRoot(t), "testdata", "run")); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { os.Chdir(filepath.Join(repoRoot(t), "pkg", "runner")) })
	url := refService(t, serviceKey)
	dir := t.TempDir()
	box := filepath.Join(dir, "outbox.jsonl")
	t.Setenv("CLAUZ3_RUN_OUTBOX", box)
	return &fixture{
		url:    url,
		outbox: box,
		env: map[string]string{
			protocol.ServiceEnv:   url,
			protocol.TokenEnv:     submitToken,
			protocol.VerifyKeyEnv: runnerKey,
			protocol.CacheEnv:     filepath.Join(dir, "cache"),
		},
	}
}

func keys(t *testing.T) (string, string) {
	t.Helper()
	s, v, err := protocol.GenerateKeys(nil)
	if err != nil {
		t.Fatal(err)
	}
	return s, v
}

var mailRoot = []string{"tools/mail/trusted"}

func TestApproveExecutesThenReplayRefused(t *testing.T) {
	sign, verify := keys(t)
	f := setup(t, sign, verify)
	r := runCase(t, f.env, "cases/send_bob.py", mailRoot, 0, func() { decide(t, f.url, map[string]any{"decision": "approved_once"}) })
	if r.code != 0 {
		t.Fatalf("exit %d, want 0\nstdout:\n%s\nstderr:\n%s", r.code, r.stdout, r.stderr)
	}
	got := outbox(t, f.outbox)
	want := []map[string]string{{"addr": "bob@example.com", "msg": "hello bob #1"}, {"addr": "bob@example.com", "msg": "hello bob #2"}}
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Fatalf("the real trusted layer sent %v, want %v", got, want)
	}
	for _, s := range []string{"approval: approved_once receipt=clz2.", "done 15\n", "executed: main\n", "effects: 3\n",
		"  tools.mail.trusted.effects.lookup('bob')\n", "  tools.mail.trusted.effects.send_email('bob@example.com', 'hello bob #2')\n"} {
		if !strings.Contains(r.stdout, s) {
			t.Errorf("stdout lacks %q:\n%s", s, r.stdout)
		}
	}
	// The request carries the reference's keys and ours.
	req := r.out.Request
	if req.RequestID != protocol.RequestID(req.ProgramSHA256) || len(req.Guarantees) != 2 ||
		req.Guarantees[0] != "mail.domain('@example.com')" || req.Guarantees[1] != "mail.at_most(2)" {
		t.Errorf("request: id %s, guarantees %q", req.RequestID, req.Guarantees)
	}
	if req.Additions == nil || len(req.Additions.Summary) != 2 || req.Additions.Summary[1].Text != "At most n emails are sent. (mail.at_most(2), proved for every run)" {
		t.Errorf("request summary: %+v", req.Additions)
	}
	if req.Additions == nil || len(req.Additions.Effects) != 2 || req.Additions.Effects[1].Function != "tools.mail.trusted.effects.send_email" {
		t.Errorf("request additions: %+v", req.Additions)
	}
	// The plain reference service hands the stored approval (the same
	// receipt) back for the same program: its nonce is consumed, so the
	// second run is refused and sends nothing.
	r2 := runCase(t, f.env, "cases/send_bob.py", mailRoot, 0, nil)
	if r2.code != 2 || !strings.Contains(r2.stderr, protocol.MsgReplay) {
		t.Fatalf("replayed receipt: exit %d, stderr %q; want 2 and %q", r2.code, r2.stderr, protocol.MsgReplay)
	}
	if n := len(outbox(t, f.outbox)); n != 2 {
		t.Fatalf("after the replay the outbox has %d emails, want 2", n)
	}
}

func TestRejectExits3WithFeedback(t *testing.T) {
	sign, verify := keys(t)
	f := setup(t, sign, verify)
	r := runCase(t, f.env, "cases/send_bob.py", mailRoot, 0, func() {
		decide(t, f.url, map[string]any{"decision": "rejected", "feedback": "not today, use the newsletter"})
	})
	if r.code != 3 {
		t.Fatalf("exit %d, want 3\nstderr:\n%s", r.code, r.stderr)
	}
	if want := "approval: rejected\nfeedback: not today, use the newsletter\n"; r.stderr != want {
		t.Errorf("stderr %q, want %q", r.stderr, want)
	}
	if got := outbox(t, f.outbox); len(got) != 0 {
		t.Errorf("a rejected program sent %v", got)
	}
}

func TestReceiptOfAnotherKeyRefused(t *testing.T) {
	sign, _ := keys(t)
	_, otherVerify := keys(t)
	f := setup(t, sign, otherVerify)
	r := runCase(t, f.env, "cases/send_bob.py", mailRoot, 0, func() { decide(t, f.url, map[string]any{"decision": "approved_once"}) })
	if r.code != 2 || !strings.Contains(r.stderr, "error: "+protocol.MsgBadSignature) {
		t.Fatalf("exit %d, stderr %q; want 2 and %q", r.code, r.stderr, protocol.MsgBadSignature)
	}
	if strings.Contains(r.stdout, "executed:") || len(outbox(t, f.outbox)) != 0 {
		t.Fatalf("something ran: stdout %q", r.stdout)
	}
}

func TestReceiptForAnotherProgramRefused(t *testing.T) {
	sign, verify := keys(t)
	f := setup(t, sign, verify)
	// The approver hands back a correctly signed receipt minted for a
	// different program (as a tampered program would present).
	key, err := protocol.ParseSigningKey(sign)
	if err != nil {
		t.Fatal(err)
	}
	other := protocol.ProgramSHA256("print('other')\n")
	consent, _ := protocol.ConsentSHA256(other, []string{}, []protocol.Coverage{})
	p, err := protocol.NewReceiptPayload(protocol.Binding{RequestID: protocol.RequestID(other), ProgramSHA256: other, ConsentSHA256: consent}, protocol.ApprovedOnce, time.Now())
	if err != nil {
		t.Fatal(err)
	}
	receipt, err := protocol.SignReceipt(key, p)
	if err != nil {
		t.Fatal(err)
	}
	r := runCase(t, f.env, "cases/send_bob.py", mailRoot, 0, func() {
		decide(t, f.url, map[string]any{"decision": "approved_once", "receipt": receipt})
	})
	if r.code != 2 || !strings.Contains(r.stderr, protocol.MsgWrongRequest) {
		t.Fatalf("exit %d, stderr %q; want 2 and %q", r.code, r.stderr, protocol.MsgWrongRequest)
	}
	if len(outbox(t, f.outbox)) != 0 {
		t.Fatal("something was sent")
	}
}

func TestNotProvedNeverReachesService(t *testing.T) {
	sign, verify := keys(t)
	f := setup(t, sign, verify)
	r := runCase(t, f.env, "cases/not_proved.py", mailRoot, 0, nil)
	if r.code != 1 || !strings.Contains(r.stdout, "can fail") {
		t.Fatalf("exit %d, want 1; stdout:\n%s", r.code, r.stdout)
	}
	if n := len(records(t, f.url)); n != 0 {
		t.Fatalf("the service received %d requests", n)
	}
	if r.out.Request != nil {
		t.Fatal("a request was built for a program that does not prove")
	}
}

func TestMonitorStopsWeakenedLayer(t *testing.T) {
	sign, verify := keys(t)
	f := setup(t, sign, verify)
	r := runCase(t, f.env, "cases/weak.py", []string{"tools/weak/trusted"}, 0, func() { decide(t, f.url, map[string]any{"decision": "approved_once"}) })
	if r.code != 1 {
		t.Fatalf("exit %d, want 1\nstdout:\n%s\nstderr:\n%s", r.code, r.stdout, r.stderr)
	}
	if !strings.Contains(r.stderr, "runtime monitor: this call would break guarantee mail.domain") {
		t.Errorf("stderr does not name the monitor and the guarantee: %q", r.stderr)
	}
	got := outbox(t, f.outbox)
	if len(got) != 1 || got[0]["addr"] != "ann@example.com" {
		t.Fatalf("sent %v; want only the first email (the second is stopped before it happens)", got)
	}
}

func TestStepBudget(t *testing.T) {
	sign, verify := keys(t)
	f := setup(t, sign, verify)
	r := runCase(t, f.env, "cases/budget.py", mailRoot, 60, func() { decide(t, f.url, map[string]any{"decision": "approved_once"}) })
	if r.code != 1 || !strings.Contains(r.stderr, "step budget exhausted (60 steps)") {
		t.Fatalf("exit %d, stderr %q", r.code, r.stderr)
	}
	if !strings.Contains(r.stdout, "effects: 1\n") || strings.Contains(r.stdout, "executed:") {
		t.Errorf("stdout:\n%s", r.stdout)
	}
	if len(outbox(t, f.outbox)) != 1 {
		t.Fatal("want exactly the email sent before the budget ran out")
	}
}

func TestRowsFromTrustedQuery(t *testing.T) {
	sign, verify := keys(t)
	f := setup(t, sign, verify)
	r := runCase(t, f.env, "cases/rows.py", []string{"tools/db/trusted"}, 0, func() { decide(t, f.url, map[string]any{"decision": "approved_once"}) })
	if r.code != 0 {
		t.Fatalf("exit %d\nstdout:\n%s\nstderr:\n%s", r.code, r.stdout, r.stderr)
	}
	got := outbox(t, f.outbox)
	if len(got) != 1 || got[0]["addr"] != "bob@example.com" {
		t.Fatalf("sent %v, want only bob (eve is not @example.com, kid is 12, ann did not consent)", got)
	}
}

// TestResultBeyondZ3 runs a program whose trusted call returns a str
// with characters beyond U+2FFFF, the last of the strings clauz3 proves
// over: the run stops at that call, after the first email.
func TestResultBeyondZ3(t *testing.T) {
	sign, verify := keys(t)
	f := setup(t, sign, verify)
	r := runCase(t, f.env, "cases/flag.py", []string{"tools/mail/trusted", "tools/echo/trusted"}, 0, func() { decide(t, f.url, map[string]any{"decision": "approved_once"}) })
	if r.code != 1 || !strings.Contains(r.stderr, "the result holds the character U+E0067, beyond U+2FFFF") {
		t.Fatalf("exit %d\nstdout:\n%s\nstderr:\n%s", r.code, r.stdout, r.stderr)
	}
	if got := outbox(t, f.outbox); len(got) != 1 || got[0]["msg"] != "before" {
		t.Fatalf("sent %v, want only the email before the call", got)
	}
}

func TestOneStepWorkInRun(t *testing.T) {
	sign, verify := keys(t)
	f := setup(t, sign, verify)
	start := time.Now()
	r := runCase(t, f.env, "cases/big_work.py", []string{"tools/mail/trusted", "tools/echo/trusted"}, 0, func() { decide(t, f.url, map[string]any{"decision": "approved_once"}) })
	if r.code != 1 || !strings.Contains(r.stderr, "runtime error: ") || !strings.Contains(r.stderr, "refused, not computed by the interpreter: an int of more than") {
		t.Fatalf("exit %d, stderr %q", r.code, r.stderr)
	}
	if strings.Contains(r.stdout, "computed") || !strings.Contains(r.stdout, "effects: 2\n") {
		t.Errorf("stdout:\n%s", r.stdout)
	}
	if len(outbox(t, f.outbox)) != 1 {
		t.Error("want exactly the email sent before the refused step")
	}
	if d := time.Since(start); d > 60*time.Second {
		t.Errorf("took %v", d)
	}
}

// TestLyingResultStopsRun runs a proved program whose trusted lookup
// (annotated str, postcondition @example.com, deal switched off) returns
// something else: a result not of its declared type stops the run at
// the lookup, naming the function, the declared type and what came back,
// before the second email; a str of the wrong domain reaches the runtime
// monitor, which stops the send; a lone surrogate stops the run at the
// result.
func TestLyingResultStopsRun(t *testing.T) {
	liar := []string{"tools/liar/trusted"}
	for _, c := range []struct {
		program, lie, want string
	}{
		{"cases/liar.py", `["eve@evil.org"]`, "the result of tools.liar.trusted.effects.lookup, declared str, is a list (['eve@evil.org'])"},
		{"cases/liar.py", `None`, "the result of tools.liar.trusted.effects.lookup, declared str, is a NoneType (None)"},
		{"cases/liar.py", `0`, "declared str, is an int (0)"},
		{"cases/liar.py", `True`, "declared str, is a bool (True)"},
		{"cases/liar.py", `{"addr": "eve@evil.org"}`, "declared str, is a dict"},
		{"cases/liar.py", `"eve@evil.org"`, "runtime monitor: this call would break guarantee mail.domain"},
		{"cases/surrogate.py", `"tag\ud800"`, "the result holds the lone surrogate U+D800 (at index 3 of a str)"},
	} {
		t.Run(c.lie, func(t *testing.T) {
			sign, verify := keys(t)
			f := setup(t, sign, verify)
			t.Setenv("CLAUZ3_TEST_LIE", c.lie)
			r := runCase(t, f.env, c.program, liar, 0, func() { decide(t, f.url, map[string]any{"decision": "approved_once"}) })
			if r.code != 1 || !strings.Contains(r.stderr, "runtime error: ") || !strings.Contains(r.stderr, c.want) {
				t.Fatalf("exit %d, want 1 with %q\nstdout:\n%s\nstderr:\n%s", r.code, c.want, r.stdout, r.stderr)
			}
			if strings.Contains(r.stdout, "executed:") {
				t.Errorf("stdout says it executed:\n%s", r.stdout)
			}
			got := outbox(t, f.outbox)
			if len(got) != 1 || got[0]["addr"] != "'ann@example.com'" {
				t.Fatalf("sent %v; want only the first email", got)
			}
		})
	}
}
