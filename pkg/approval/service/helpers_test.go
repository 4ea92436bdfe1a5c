package service

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"clauz3/pkg/approval/protocol"
	"clauz3/pkg/approval/store"

	_ "clauz3/internal/golden" // every package accepts go test ./... -update
)

// The tokens of the reference's samples.
const (
	submitToken = "submit-token-AAAA"
	decideToken = "decide-token-BBBB"
)

// keys is a fresh key pair for one test.
type keys struct{ signing, verify string }

func newKeys(t *testing.T) keys {
	t.Helper()
	s, v, err := protocol.GenerateKeys(nil)
	if err != nil {
		t.Fatal(err)
	}
	return keys{s, v}
}

// instance is one running service.
type instance struct {
	url    string
	cancel context.CancelFunc
	done   chan error
	srv    *Server
	once   sync.Once
}

// stop cancels the service and waits for it to return.
func (in *instance) stop(t *testing.T) {
	t.Helper()
	in.once.Do(func() {
		in.cancel()
		select {
		case err := <-in.done:
			if err != nil {
				t.Errorf("serve: %v", err)
			}
		case <-time.After(10 * time.Second):
			t.Error("the service did not stop")
		}
	})
}

// start runs a service on a free loopback port with the SQLite store at
// dsn; edit changes the configuration before the server is built.
func start(t *testing.T, dsn string, k keys, edit func(*Config)) *instance {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	st, err := store.Open(ctx, dsn)
	if err != nil {
		t.Fatal(err)
	}
	cfg := Config{Host: "127.0.0.1", SubmitToken: submitToken, DecisionToken: decideToken, Store: st, PollInterval: 200 * time.Millisecond}
	if k.signing != "" {
		cfg.SigningKey, err = protocol.ParseSigningKey(k.signing)
		if err != nil {
			t.Fatal(err)
		}
	}
	if edit != nil {
		edit(&cfg)
	}
	srv, err := New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	in := &instance{url: "http://" + ln.Addr().String(), cancel: cancel, done: make(chan error, 1), srv: srv}
	go func() {
		err := srv.Serve(ctx, ln)
		st.Close()
		in.done <- err
	}()
	t.Cleanup(func() { in.stop(t) })
	return in
}

func sqliteDSN(t *testing.T) string {
	return "sqlite://" + filepath.Join(t.TempDir(), "approvals.sqlite")
}

// reply is one HTTP answer.
type reply struct {
	status int
	body   []byte
	header http.Header
}

func (r reply) String() string { return fmt.Sprintf("%d %s", r.status, r.body) }

// do sends one request; headers are "Name: value" strings.
func do(t *testing.T, method, url string, body []byte, headers ...string) reply {
	t.Helper()
	req, err := http.NewRequest(method, url, bytes.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	if body != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	for _, h := range headers {
		k, v, _ := strings.Cut(h, ": ")
		if k == "Host" {
			req.Host = v
			continue
		}
		req.Header.Set(k, v)
	}
	client := &http.Client{CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
	resp, err := client.Do(req)
	if err != nil {
		t.Fatalf("%s %s: %v", method, url, err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return reply{resp.StatusCode, b, resp.Header}
}

// request builds a run request for program, as `clauz3 run` would.
func request(program string, guarantees []string, trustedRoots, importRoots []string) map[string]any {
	sum := sha256.Sum256([]byte(program))
	h := hex.EncodeToString(sum[:])
	gs := make([]any, len(guarantees))
	for i, g := range guarantees {
		gs[i] = g
	}
	list := func(l []string) []any {
		out := make([]any, len(l))
		for i, s := range l {
			out[i] = s
		}
		return out
	}
	return map[string]any{
		"schema_version": 1, "kind": "clauz3.run", "request_id": "clr_" + h[:12], "program_sha256": h,
		"source_name": "case.py", "target": "main", "trusted_roots": list(trustedRoots), "import_roots": list(importRoots),
		"guarantees": gs,
		"coverage":   []any{map[string]any{"domain": "email", "status": "covered", "missing_required": []any{}, "missing_recommended": []any{}}},
		"proofs":     []any{map[string]any{"name": "main", "conclusion": "proved!", "description": "assertion, guarantee"}},
		"program":    program,
	}
}

func mustJSON(t *testing.T, v any) []byte {
	t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// submitAsync posts a request in the background (it blocks until decided).
func submitAsync(t *testing.T, url string, body []byte) chan reply {
	ch := make(chan reply, 1)
	go func() {
		req, _ := http.NewRequest("POST", url+"/requests", bytes.NewReader(body))
		req.Header.Set("Authorization", "Bearer "+submitToken)
		req.Header.Set("Content-Type", "application/json")
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			ch <- reply{status: -1, body: []byte(err.Error())}
			return
		}
		defer resp.Body.Close()
		b, _ := io.ReadAll(resp.Body)
		ch <- reply{status: resp.StatusCode, body: b}
	}()
	return ch
}

// awaitStatus polls GET /requests/{id} until its status is want.
func awaitStatus(t *testing.T, url, id, want string) map[string]any {
	t.Helper()
	deadline := time.Now().Add(30 * time.Second)
	for time.Now().Before(deadline) {
		r := do(t, "GET", url+"/requests/"+id, nil, "Authorization: Bearer "+decideToken)
		if r.status == 200 {
			var m map[string]any
			if err := json.Unmarshal(r.body, &m); err != nil {
				t.Fatal(err)
			}
			if m["status"] == want {
				return m
			}
		}
		time.Sleep(50 * time.Millisecond)
	}
	t.Fatalf("request %s never reached status %s", id, want)
	return nil
}

func awaitReply(t *testing.T, ch chan reply) reply {
	t.Helper()
	select {
	case r := <-ch:
		return r
	case <-time.After(60 * time.Second):
		t.Fatal("the blocked POST was never answered")
		return reply{}
	}
}

// approvalOf decodes an approval object.
func approvalOf(t *testing.T, r reply) Approval {
	t.Helper()
	if r.status != 200 {
		t.Fatalf("expected 200 with an approval, got %s", r)
	}
	var a Approval
	if err := json.Unmarshal(r.body, &a); err != nil {
		t.Fatalf("approval %s: %v", r.body, err)
	}
	return a
}

// verify checks a receipt as a runner would, against the request it made.
func verify(t *testing.T, k keys, req map[string]any, receipt string) *protocol.ReceiptPayload {
	t.Helper()
	consent, err := protocol.ConsentFromPayload(req)
	if err != nil {
		t.Fatal(err)
	}
	p, err := protocol.VerifyReceipt(k.verify, receipt, protocol.Binding{
		RequestID: req["request_id"].(string), ProgramSHA256: req["program_sha256"].(string), ConsentSHA256: consent,
	}, time.Now())
	if err != nil {
		t.Fatalf("receipt %q does not verify: %v", receipt, err)
	}
	return p
}

// repoRoot is the module's root directory.
func repoRoot(t *testing.T) string {
	t.Helper()
	dir, err := filepath.Abs("../../..")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(filepath.Join(dir, "go.mod")); err != nil {
		t.Fatalf("repository root not found: %v", err)
	}
	return dir
}
