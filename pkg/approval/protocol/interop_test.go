package protocol

// Interop tests against the reference implementation, clauz3 0.2.1,
// installed in the project's .venv by `make deps`. They are skipped, with
// a message saying so, only when .venv/bin/clauz3 is missing.

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"
)

// repoRoot is the module root (where go.mod is).
func repoRoot(t testing.TB) string {
	t.Helper()
	dir, err := os.Getwd()
	if err != nil {
		t.Fatal(err)
	}
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			return dir
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			t.Fatal("go.mod not found")
		}
		dir = parent
	}
}

// reference returns the .venv's python and clauz3, or skips the test.
func reference(t testing.TB) (python, clauz3 string) {
	t.Helper()
	venv := filepath.Join(repoRoot(t), ".venv", "bin")
	clauz3 = filepath.Join(venv, "clauz3")
	if _, err := os.Stat(clauz3); err != nil {
		t.Skip("the reference clauz3 0.2.1 is not installed in .venv (run make deps): skipping the interop test")
	}
	return filepath.Join(venv, "python"), clauz3
}

// runPython runs script with the reference's python, stdin as input, and
// returns stdout.
func runPython(t testing.TB, script string, input any) []byte {
	t.Helper()
	py, _ := reference(t)
	in, err := json.Marshal(input)
	if err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(py, "-c", script)
	cmd.Stdin = bytes.NewReader(in)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("reference python: %v\n%s", err, stderr.String())
	}
	return out
}

// TestInteropReferenceVerifiesReceiptCases gives every receipt case to
// the reference's own verify_receipt (the function its runner calls) and
// expects its verdict: the good receipts we mint are accepted, and each
// bad one is refused with the same message, in the same order of checks,
// as ours.
func TestInteropReferenceVerifiesReceiptCases(t *testing.T) {
	reference(t)
	cases := receiptCases(t)
	type in struct {
		Key     string `json:"key"`
		Receipt string `json:"receipt"`
	}
	var ins []in
	for _, c := range cases {
		ins = append(ins, in{c.key, c.receipt})
	}
	script := fmt.Sprintf(`
import json, sys
from clauz3.approvals.receipts import verify_receipt, ReceiptError
out = []
for c in json.load(sys.stdin):
    try:
        verify_receipt(verify_key_b64=c["key"], receipt=c["receipt"], request_id=%q,
                       program_sha256=%q, consent_sha256=%q, now=%s)
        out.append("")
    except ReceiptError as e:
        out.append(str(e))
print(json.dumps(out))
`, testBinding.RequestID, testBinding.ProgramSHA256, testBinding.ConsentSHA256, PythonFloat(testNow))
	var got []string
	if err := json.Unmarshal(runPython(t, script, ins), &got); err != nil {
		t.Fatal(err)
	}
	for i, c := range cases {
		if got[i] != c.want {
			t.Errorf("%s: the reference says %q, want %q", c.name, got[i], c.want)
		}
	}
}

// TestInteropReferenceMintsWeVerify has the reference mint receipts (its
// service's sign_approval_receipt over a stored record, ASCII and not) and
// compute consent digests, and checks that ours agree and that our
// VerifyReceipt accepts its receipts for the right binding only.
func TestInteropReferenceMintsWeVerify(t *testing.T) {
	reference(t)
	vs := loadVectors(t)
	type rec struct {
		RequestID     string `json:"request_id,omitempty"`
		ProgramSHA256 string `json:"program_sha256"`
		Guarantees    any    `json:"guarantees"`
		Coverage      any    `json:"coverage"`
	}
	recs := []rec{
		{vs[0].RequestID, vs[0].ProgramSHA256, vs[0].Guarantees, vs[0].Coverage},
		{"", vs[1].ProgramSHA256, vs[1].Guarantees, vs[1].Coverage},
		// Generic coverage a service must hash as submitted: numbers,
		// nesting, unusual characters.
		{"clr_custom", vs[0].ProgramSHA256, []string{"x.only(['\u2028<&>'])", "\U0001F600"},
			[]any{map[string]any{"n": 1.5, "i": -0, "big": 1e300, "s": "\x00\x7f\"\\/", "l": []any{nil, true}}}},
	}
	script := fmt.Sprintf(`
import json, sys
from clauz3.approvals.client import sign_approval_receipt, request_id_from_payload
from clauz3.approvals.receipts import consent_digest
from clauz3.approvals.decisions import Decision
out = []
for r in json.load(sys.stdin):
    receipt = sign_approval_receipt(signing_key_b64=%q, request_id=request_id_from_payload(r),
                                    request_payload=r, decision=Decision.AUTO_APPROVED)
    consent = consent_digest(program_sha256=r["program_sha256"], guarantees=r["guarantees"], coverage=r["coverage"])
    out.append({"receipt": receipt, "consent": consent})
print(json.dumps(out))
`, testSeed)
	// The records go through encoding/json here, then Python; our side
	// reads the same bytes with Decode, as a service would.
	raw, _ := json.Marshal(recs)
	var got []struct{ Receipt, Consent string }
	if err := json.Unmarshal(runPython(t, script, json.RawMessage(raw)), &got); err != nil {
		t.Fatal(err)
	}
	tree, err := Decode(raw)
	if err != nil {
		t.Fatal(err)
	}
	for i, r := range tree.([]any) {
		m := r.(map[string]any)
		c, err := ConsentFromPayload(m)
		if err != nil {
			t.Fatal(err)
		}
		if c != got[i].Consent {
			t.Errorf("record %d: consent %s, the reference's %s", i, c, got[i].Consent)
		}
		b := Binding{RequestID: RequestIDFromPayload(m), ProgramSHA256: m["program_sha256"].(string), ConsentSHA256: c}
		p, err := VerifyReceipt(testVerify, got[i].Receipt, b, time.Now())
		if err != nil {
			t.Errorf("record %d: our verify of the reference's receipt: %v", i, err)
			continue
		}
		if p.Decision != AutoApproved {
			t.Errorf("record %d: decision %s", i, p.Decision)
		}
		// Bound: another request id is refused.
		b.RequestID = "clr_other"
		if _, err := VerifyReceipt(testVerify, got[i].Receipt, b, time.Now()); err == nil || err.Error() != MsgWrongRequest {
			t.Errorf("record %d: bound to another request: %v", i, err)
		}
	}
}

// tutorialProject makes a project in a temporary directory with the
// reference's bundled email layer (tools/email/trusted) and writes
// program under cases/.
func tutorialProject(t *testing.T, name, program string) string {
	t.Helper()
	py, _ := reference(t)
	out, err := exec.Command(py, "-c", "import clauz3, os; print(os.path.dirname(clauz3.__file__))").Output()
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	copyTree(t, filepath.Join(strings.TrimSpace(string(out)), "tutorials", "email", "tools"), filepath.Join(dir, "tools"))
	if err := os.MkdirAll(filepath.Join(dir, "cases"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "cases", name), []byte(program), 0o644); err != nil {
		t.Fatal(err)
	}
	return dir
}

// copyTree copies the files under src to dst, leaving __pycache__ out.
func copyTree(t *testing.T, src, dst string) {
	t.Helper()
	err := filepath.WalkDir(src, func(p string, d os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && d.Name() == "__pycache__" {
			return filepath.SkipDir
		}
		rel, _ := filepath.Rel(src, p)
		target := filepath.Join(dst, rel)
		if d.IsDir() {
			return os.MkdirAll(target, 0o755)
		}
		b, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		return os.WriteFile(target, b, 0o644)
	})
	if err != nil {
		t.Fatal(err)
	}
}

// capture is a mock service that records the raw body and headers of
// each POST.
type capture struct {
	mock    *Mock
	mu      sync.Mutex
	bodies  [][]byte
	headers []http.Header
}

func (c *capture) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	body, _ := io.ReadAll(r.Body)
	c.mu.Lock()
	c.bodies = append(c.bodies, body)
	c.headers = append(c.headers, r.Header.Clone())
	c.mu.Unlock()
	r.Body = io.NopCloser(bytes.NewReader(body))
	c.mock.ServeHTTP(w, r)
}

// refRun runs the reference's `clauz3 run` on cases/NAME in dir against
// the service at url.
func refRun(t *testing.T, dir, name, url, cache string) (code int, stdout, stderr string) {
	t.Helper()
	_, clauz3 := reference(t)
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, clauz3, "run", "cases/"+name, "--trusted-root", "tools/email/trusted", "--import-root", ".", "--approval-timeout", "60")
	cmd.Dir = dir
	cmd.Env = append(os.Environ(),
		ServiceEnv+"="+url, TokenEnv+"=submit-token-AAAA", VerifyKeyEnv+"="+testVerify,
		CacheEnv+"="+cache, "HOME="+dir)
	var o, e bytes.Buffer
	cmd.Stdout, cmd.Stderr = &o, &e
	err := cmd.Run()
	code = cmd.ProcessState.ExitCode()
	if err != nil && code < 0 {
		t.Fatalf("reference run: %v\n%s", err, e.String())
	}
	return code, o.String(), e.String()
}

// TestInteropReferenceRun points the reference's own `clauz3 run` at our
// mock service. Approved with a receipt we sign: it executes. The body it
// sent is parsed by our decoder and re-encoded by our encoder byte for
// byte; its program is our normalisation of the file (written with CRLF
// line ends), with our hash and id; its headers are the recorded ones.
// Rejected: exit 3 with the feedback. Signed with another key: exit 2,
// nothing executed. A nonce consumed by our ledger is a replay for the
// reference, and a nonce the reference consumed is one for our ledger.
func TestInteropReferenceRun(t *testing.T) {
	reference(t)
	program := strings.ReplaceAll(loadVectors(t)[0].Program, "\n", "\r\n")
	dir := tutorialProject(t, "only_bob_pass.py", program)

	cap := &capture{mock: &Mock{Config: &MockConfig{Decision: ApprovedOnce, Feedback: "mock ok", HasFeedback: true}, Key: mustKey(t, testSeed)}}
	srv := httptest.NewServer(cap)
	defer srv.Close()
	code, out, errOut := refRun(t, dir, "only_bob_pass.py", srv.URL, t.TempDir())
	if code != 0 || !strings.Contains(out, "executed: main") || !strings.Contains(out, "send_email('bob@example.com', 'hi')") {
		t.Fatalf("approved run: exit %d\nstdout:\n%s\nstderr:\n%s", code, out, errOut)
	}
	if len(cap.bodies) != 1 {
		t.Fatalf("%d requests received", len(cap.bodies))
	}
	body := cap.bodies[0]
	req, tree, err := DecodeRequest(body)
	if err != nil {
		t.Fatalf("our decoder refuses the reference's request: %v\n%s", err, body)
	}
	again, err := req.Wire()
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(again, body) {
		t.Errorf("our encoding of the reference's request differs\n got %s\nwant %s", again, body)
	}
	want, err := NormalizeProgram([]byte(program))
	if err != nil {
		t.Fatal(err)
	}
	if req.Program != want || req.ProgramSHA256 != ProgramSHA256(want) || req.RequestID != RequestID(ProgramSHA256(want)) {
		t.Errorf("program/hash/id: got %q %s %s", req.Program, req.ProgramSHA256, req.RequestID)
	}
	if req.ProgramSHA256 != testBinding.ProgramSHA256 {
		t.Errorf("the CRLF program hashes to %s, want the LF program's %s", req.ProgramSHA256, testBinding.ProgramSHA256)
	}
	if len(tree) != 12 || req.SchemaVersion != 1 || req.Kind != RequestKind || req.SourceName != "cases/only_bob_pass.py" ||
		req.Target != "main" || fmt.Sprint(req.TrustedRoots) != "[tools/email/trusted]" || fmt.Sprint(req.ImportRoots) != "[.]" {
		t.Errorf("request fields: %d keys, %+v", len(tree), req)
	}
	t.Logf("the reference's request for the tutorial layer: guarantees %q, coverage %+v, proofs %+v", req.Guarantees, req.Coverage, req.Proofs)
	h := cap.headers[0]
	for k, v := range map[string]string{
		"Content-Type": "application/json", "Authorization": "Bearer submit-token-AAAA",
		"Accept-Encoding": "identity", "Content-Length": fmt.Sprint(len(body)),
	} {
		if h.Get(k) != v {
			t.Errorf("header %s = %q, want %q", k, h.Get(k), v)
		}
	}
	consent, err := req.ConsentSHA256()
	if err != nil {
		t.Fatal(err)
	}
	binding := Binding{RequestID: req.RequestID, ProgramSHA256: req.ProgramSHA256, ConsentSHA256: consent}
	key := mustKey(t, testSeed)
	mint := func() (string, string) {
		p, err := NewReceiptPayload(binding, ApprovedOnce, time.Now())
		if err != nil {
			t.Fatal(err)
		}
		r, err := SignReceipt(key, p)
		if err != nil {
			t.Fatal(err)
		}
		return r, p.Nonce
	}

	t.Run("rejected", func(t *testing.T) {
		t.Parallel()
		srv := httptest.NewServer(&Mock{Config: &MockConfig{Decision: Rejected, Feedback: "no thanks", HasFeedback: true}})
		defer srv.Close()
		code, out, errOut := refRun(t, dir, "only_bob_pass.py", srv.URL, t.TempDir())
		if code != 3 || errOut != "approval: rejected\nfeedback: no thanks\n" || strings.Contains(out, "executed") {
			t.Errorf("exit %d\nstdout:\n%s\nstderr:\n%s", code, out, errOut)
		}
	})
	t.Run("other key", func(t *testing.T) {
		t.Parallel()
		srv := httptest.NewServer(&Mock{Config: &MockConfig{Decision: ApprovedOnce}, Key: mustKey(t, otherSeed)})
		defer srv.Close()
		code, out, errOut := refRun(t, dir, "only_bob_pass.py", srv.URL, t.TempDir())
		if code != 2 || errOut != "error: receipt signature did not verify\n" || strings.Contains(out, "executed") {
			t.Errorf("exit %d\nstdout:\n%s\nstderr:\n%s", code, out, errOut)
		}
	})
	t.Run("nonces shared with our ledger", func(t *testing.T) {
		t.Parallel()
		cache := t.TempDir()
		ledger := &Ledger{Path: filepath.Join(cache, LedgerFile)}
		// A receipt whose nonce our runner consumed: the reference refuses it.
		r1, n1 := mint()
		if err := ledger.Consume(n1); err != nil {
			t.Fatal(err)
		}
		srv := httptest.NewServer(&Mock{Config: &MockConfig{Decision: ApprovedOnce, Receipt: r1, HasReceipt: true}})
		defer srv.Close()
		code, out, errOut := refRun(t, dir, "only_bob_pass.py", srv.URL, cache)
		if code != 2 || errOut != "error: "+MsgReplay+"\n" || strings.Contains(out, "executed") {
			t.Errorf("consumed by us: exit %d\nstdout:\n%s\nstderr:\n%s", code, out, errOut)
		}
		// A fresh receipt: the reference runs it and consumes it; our
		// ledger then refuses it.
		r2, n2 := mint()
		srv2 := httptest.NewServer(&Mock{Config: &MockConfig{Decision: ApprovedOnce, Receipt: r2, HasReceipt: true}})
		defer srv2.Close()
		code, out, errOut = refRun(t, dir, "only_bob_pass.py", srv2.URL, cache)
		if code != 0 || !strings.Contains(out, "executed: main") {
			t.Fatalf("fresh receipt: exit %d\nstdout:\n%s\nstderr:\n%s", code, out, errOut)
		}
		if used, err := ledger.Consumed(n2); err != nil || !used {
			t.Errorf("our ledger does not see the nonce the reference consumed: %v %v", used, err)
		}
		if err := ledger.Consume(n2); err == nil || err.Error() != MsgReplay {
			t.Errorf("consume after the reference: %v", err)
		}
	})
}

// freePort returns a loopback port that was free a moment ago.
func freePort(t *testing.T) int {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	return ln.Addr().(*net.TCPAddr).Port
}

// startReferenceService starts the reference's approval-service with the
// sample tokens and the test signing key and waits until it answers.
func startReferenceService(t *testing.T) string {
	t.Helper()
	_, clauz3 := reference(t)
	port := freePort(t)
	ctx, cancel := context.WithCancel(context.Background())
	cmd := exec.CommandContext(ctx, clauz3, "approval-service", "--port", fmt.Sprint(port))
	cmd.Dir = t.TempDir()
	cmd.Env = append(os.Environ(), TokenEnv+"=submit-token-AAAA", DecisionTokenEnv+"=decide-token-BBBB", SigningKeyEnv+"="+testSeed, "HOME="+cmd.Dir)
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		cancel()
		cmd.Wait()
	})
	url := ""
	sc := bufio.NewScanner(stdout)
	for sc.Scan() {
		if v, ok := strings.CutPrefix(sc.Text(), ServiceEnv+"="); ok {
			url = v
			break
		}
	}
	go io.Copy(io.Discard, stdout)
	if url == "" {
		t.Fatalf("the reference service did not start:\n%s", stderr.String())
	}
	deadline := time.Now().Add(60 * time.Second)
	for time.Now().Before(deadline) {
		if resp, err := http.Get(url + "/health"); err == nil {
			resp.Body.Close()
			return url
		}
		time.Sleep(100 * time.Millisecond)
	}
	t.Fatalf("the reference service does not answer:\n%s", stderr.String())
	return ""
}

// decide posts a decision to a service as the approver.
func decide(t *testing.T, url, id, body string) {
	t.Helper()
	req, _ := http.NewRequest(http.MethodPost, url+"/requests/"+id+"/decision", strings.NewReader(body))
	req.Header.Set("Authorization", "Bearer decide-token-BBBB")
	req.Header.Set("Content-Type", "application/json")
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	b, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	if resp.StatusCode != 200 {
		t.Fatalf("decision: HTTP %d %s", resp.StatusCode, b)
	}
}

// waitPending waits until the service lists id as pending.
func waitPending(t *testing.T, url, id string) map[string]any {
	t.Helper()
	deadline := time.Now().Add(30 * time.Second)
	for time.Now().Before(deadline) {
		resp, err := http.Get(url + "/requests/" + id)
		if err == nil {
			b, _ := io.ReadAll(resp.Body)
			resp.Body.Close()
			if resp.StatusCode == 200 {
				v, err := Decode(b)
				if m, ok := v.(map[string]any); err == nil && ok && m["status"] == "pending" {
					return m
				}
			}
		}
		time.Sleep(50 * time.Millisecond)
	}
	t.Fatalf("request %s never pending", id)
	return nil
}

// TestInteropClientAgainstReferenceService submits our requests with our
// client to the reference's approval-service: it stores exactly what we
// sent; a person approves through its decision endpoint and the receipt
// it signs verifies with ours for our own binding; a rejection comes back
// with its feedback; without the bearer token we get its 401 text.
func TestInteropClientAgainstReferenceService(t *testing.T) {
	reference(t)
	url := startReferenceService(t)
	for _, v := range loadVectors(t) {
		v := v
		t.Run(v.Name, func(t *testing.T) {
			var cov []Coverage
			raw, _ := json.Marshal(v.Coverage)
			json.Unmarshal(raw, &cov)
			r := NewRequest(v.Program, "cases/x.py", "main", []string{"tools/email/trusted"}, []string{"."}, v.Guarantees, cov,
				[]Proof{{Name: "main", Conclusion: ConclusionProved, Description: "assertion, guarantee"}})
			// Trusted files as a runner fills them (this test has no
			// layer to hash); the reference must store them as sent.
			r.Additions = &Additions{Summary: []Sentence{{Guarantee: v.Guarantees[0], Text: "only the listed address is emailed"}},
				TrustedFiles: map[string]string{"tools/email/trusted/effects.py": strings.Repeat("d", 64)}}
			c := &Client{URL: url, Token: "submit-token-AAAA", Timeout: 60 * time.Second}
			type result struct {
				reply *Reply
				err   error
			}
			done := make(chan result, 1)
			go func() {
				rep, err := c.SubmitRequest(context.Background(), r)
				done <- result{rep, err}
			}()
			rec := waitPending(t, url, r.RequestID)
			// The record is what we sent, plus the service's own keys.
			for k, want := range r.Tree() {
				a, _ := Canonical(want)
				b, _ := Canonical(rec[k])
				if !bytes.Equal(a, b) {
					t.Errorf("stored %s = %s, sent %s", k, b, a)
				}
			}
			decide(t, url, r.RequestID, `{"decision":"approved_once","feedback":"looks fine"}`)
			res := <-done
			if res.err != nil {
				t.Fatal(res.err)
			}
			if res.reply.Decision != ApprovedOnce || res.reply.Feedback != "looks fine" || res.reply.RequestID != r.RequestID {
				t.Errorf("reply %+v", res.reply)
			}
			consent, _ := r.ConsentSHA256()
			if consent != v.ConsentSHA256 {
				t.Errorf("consent %s, want %s", consent, v.ConsentSHA256)
			}
			p, err := VerifyReceipt(testVerify, res.reply.Receipt, Binding{r.RequestID, r.ProgramSHA256, consent}, time.Now())
			if err != nil {
				t.Fatalf("the reference service's receipt: %v", err)
			}
			if p.Decision != ApprovedOnce {
				t.Errorf("receipt decision %s", p.Decision)
			}
		})
	}
	t.Run("rejected", func(t *testing.T) {
		r := NewRequest("def main() -> None:\n    pass\n", "cases/r.py", "main", nil, nil, nil, nil, nil)
		c := &Client{URL: url, Token: "submit-token-AAAA", Timeout: 60 * time.Second}
		done := make(chan *Reply, 1)
		go func() {
			rep, err := c.SubmitRequest(context.Background(), r)
			if err != nil {
				t.Error(err)
			}
			done <- rep
		}()
		waitPending(t, url, r.RequestID)
		decide(t, url, r.RequestID, `{"decision":"rejected","feedback":"no thanks"}`)
		rep := <-done
		if rep == nil || rep.Decision != Rejected || rep.Feedback != "no thanks" || rep.Receipt != "" || rep.Decision.Approves() {
			t.Errorf("reply %+v", rep)
		}
	})
	t.Run("no token", func(t *testing.T) {
		c := &Client{URL: url, Timeout: 10 * time.Second}
		_, err := c.Submit(context.Background(), []byte(`{"program":"x"}`))
		want := `approval service returned HTTP 401: {"detail":"missing or invalid bearer token"}`
		if err == nil || err.Error() != want {
			t.Errorf("got %v, want %s", err, want)
		}
	})
}

// TestInteropKeygen: a key pair from GenerateKeys (what
// `clauz3 approval-keygen` prints) works in the reference: it signs with
// our seed, and we verify with our public key, and the other way round.
func TestInteropKeygen(t *testing.T) {
	reference(t)
	signing, verify, err := GenerateKeys(nil)
	if err != nil {
		t.Fatal(err)
	}
	now := time.Now()
	p, err := NewReceiptPayload(testBinding, ApprovedOnce, now)
	if err != nil {
		t.Fatal(err)
	}
	sk, _ := ParseSigningKey(signing)
	ours, err := SignReceipt(sk, p)
	if err != nil {
		t.Fatal(err)
	}
	script := fmt.Sprintf(`
import json, sys, time
from clauz3.approvals.receipts import sign_receipt, verify_receipt
c = json.load(sys.stdin)
theirs = sign_receipt(signing_key_b64=c["signing"], request_id=%[1]q, program_sha256=%[2]q,
                      decision="approved_once", expires_at=time.time() + 300, nonce="ab" * 16, consent_sha256=%[3]q)
nonce = verify_receipt(verify_key_b64=c["verify"], receipt=c["ours"], request_id=%[1]q, program_sha256=%[2]q,
                       consent_sha256=%[3]q, now=time.time())
print(json.dumps({"theirs": theirs, "nonce": nonce}))
`, testBinding.RequestID, testBinding.ProgramSHA256, testBinding.ConsentSHA256)
	var got struct{ Theirs, Nonce string }
	out := runPython(t, script, map[string]string{"signing": signing, "verify": verify, "ours": ours})
	if err := json.Unmarshal(out, &got); err != nil {
		t.Fatal(err)
	}
	if got.Nonce != p.Nonce {
		t.Errorf("the reference read nonce %q, want %q", got.Nonce, p.Nonce)
	}
	if _, err := VerifyReceipt(verify, got.Theirs, testBinding, now); err != nil {
		t.Errorf("the reference's receipt with our key: %v", err)
	}
}
