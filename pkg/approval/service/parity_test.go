package service

import (
	"bufio"
	"context"
	"fmt"
	"io"
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

// startReference starts the reference's approval-service (0.2.1, in
// .venv from `make deps`) with the test tokens and signing key, and
// returns its URL once it answers.
func startReference(t *testing.T, k keys) string {
	t.Helper()
	ref := filepath.Join(repoRoot(t), ".venv", "bin", "clauz3")
	if _, err := os.Stat(ref); err != nil {
		t.Fatalf("the reference clauz3 0.2.1 is missing (%v): run `make deps`", err)
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	port := ln.Addr().(*net.TCPAddr).Port
	ln.Close()
	ctx, cancel := context.WithCancel(context.Background())
	cmd := exec.CommandContext(ctx, ref, "approval-service", "--port", fmt.Sprint(port))
	cmd.Dir = t.TempDir()
	cmd.Env = append(os.Environ(), protocol.TokenEnv+"="+submitToken, protocol.DecisionTokenEnv+"="+decideToken,
		protocol.SigningKeyEnv+"="+k.signing, "HOME="+cmd.Dir)
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	var stderr strings.Builder
	cmd.Stderr = &stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { cancel(); cmd.Wait() })
	url := ""
	sc := bufio.NewScanner(stdout)
	for sc.Scan() {
		if v, ok := strings.CutPrefix(sc.Text(), protocol.ServiceEnv+"="); ok {
			url = v
			break
		}
	}
	go io.Copy(io.Discard, stdout)
	if url == "" {
		t.Fatalf("the reference service did not start (%q):\n%s", url, stderr.String())
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

// TestReferenceParity sends the same exchanges to the reference's plain
// service and to ours, with the reference's request pending on both, and
// compares the replies: the record routes are open (the reference's MCP
// bridge and managed sessions poll them without a token), remember:true
// is refused with the reference's 400, and the profile routes answer the
// reference's 404 "profiles are not enabled" (after its checks).
func TestReferenceParity(t *testing.T) {
	k := newKeys(t)
	refURL := startReference(t, k)
	ours := start(t, sqliteDSN(t), k, nil)
	body, _ := protocol.Wire(sampleRequest(t))
	const id = "clr_d49e01fd79d1"
	for _, url := range []string{refURL, ours.url} {
		submitAsync(t, url, body)
	}
	for _, url := range []string{refURL, ours.url} {
		deadline := time.Now().Add(30 * time.Second)
		for {
			r := do(t, "GET", url+"/requests/"+id, nil)
			if r.status == 200 && strings.Contains(string(r.body), `"status":"pending"`) {
				break
			}
			if time.Now().After(deadline) {
				t.Fatalf("%s: GET /requests/%s without a token never showed it pending: %s", url, id, r)
			}
			time.Sleep(50 * time.Millisecond)
		}
	}
	approver := "Authorization: Bearer " + decideToken
	for _, c := range []struct {
		method, path, body string
		headers            []string
		sameBody           bool // else the same status only
	}{
		{"GET", "/requests/" + id, "", nil, false},
		{"GET", "/api/requests/" + id, "", nil, false},
		{"GET", "/requests", "", nil, false},
		{"GET", "/api/requests", "", nil, false},
		{"GET", "/requests/nope", "", nil, true},
		{"POST", "/requests/" + id + "/decision", `{"decision":"approved_once","remember":true}`, []string{approver}, true},
		{"POST", "/requests/" + id + "/decision", `{"decision":"rejected","remember":true}`, []string{approver}, true},
		{"POST", "/requests/nope/decision", `{"decision":"approved_once","remember":true}`, []string{approver}, true},
		{"GET", "/api/profile", "", []string{approver}, true},
		{"GET", "/api/profile", "", nil, true},
		{"GET", "/api/profile", "", []string{"Authorization: Bearer " + submitToken}, true},
		{"POST", "/api/profile/remember", `{"id":"x"}`, []string{approver}, true},
		{"POST", "/api/profile/disable", `{"id":"x"}`, []string{approver}, true},
		{"POST", "/api/profile/remember", `{"id":"x"}`, nil, true},
		{"POST", "/api/profile/remember", `{"id":"x"}`, []string{approver, "Origin: http://evil.example"}, true},
	} {
		var b []byte
		if c.body != "" {
			b = []byte(c.body)
		}
		want := do(t, c.method, refURL+c.path, b, c.headers...)
		got := do(t, c.method, ours.url+c.path, b, c.headers...)
		if got.status != want.status || (c.sameBody && !jsonEqual(string(got.body), string(want.body))) {
			t.Errorf("%s %s %s %v: ours %s, the reference's %s", c.method, c.path, c.body, c.headers, got, want)
		}
	}
	// remember:true changed nothing: both still pending.
	if r := do(t, "GET", ours.url+"/requests/"+id, nil); !strings.Contains(string(r.body), `"status":"pending"`) {
		t.Errorf("after remember:true: %s", r)
	}
}
