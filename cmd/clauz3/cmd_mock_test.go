package main

import (
	"bufio"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"clauz3/pkg/approval/protocol"
)

// TestMockCommand starts mock-approval-service on a free port with a
// signing key, submits the reference's sample request, checks the signed
// receipt, and stops the service with SIGTERM (exit 0).
func TestMockCommand(t *testing.T) {
	dir := t.TempDir()
	cfg := filepath.Join(dir, "mock.json")
	os.WriteFile(cfg, []byte(`{"decision": "approved_once", "feedback": "mock ok"}`), 0o644)
	t.Setenv(protocol.SigningKeyEnv, "eo6AYbyIIFhgD-L9P0yFNAspBV1m0TyLhoW-meHjamQ")
	pr, pw := io.Pipe()
	type result struct {
		code int
		err  error
	}
	done := make(chan result, 1)
	go func() {
		code, err := runMock([]string{"--config", cfg, "--port", "0"}, pw)
		pw.Close()
		done <- result{code, err}
	}()
	line, err := bufio.NewReader(pr).ReadString('\n')
	if err != nil {
		t.Fatal(err)
	}
	go io.Copy(io.Discard, pr)
	url, ok := strings.CutPrefix(strings.TrimSpace(line), "CLAUZ3_APPROVAL_SERVICE=http://127.0.0.1:")
	if !ok {
		t.Fatalf("first line %q", line)
	}
	url = "http://127.0.0.1:" + url
	body, err := os.ReadFile("../../testdata/approval/protocol/approval-request.json")
	if err != nil {
		t.Fatal(err)
	}
	resp, err := http.Post(url+"/requests", "application/json", strings.NewReader(string(body)))
	if err != nil {
		t.Fatal(err)
	}
	b, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	rep, err := protocol.ParseReply(b)
	if err != nil {
		t.Fatal(err)
	}
	if rep.Decision != protocol.ApprovedOnce || rep.Feedback != "mock ok" || rep.RequestID != "clr_d49e01fd79d1" {
		t.Errorf("reply %s", b)
	}
	binding := protocol.Binding{RequestID: "clr_d49e01fd79d1",
		ProgramSHA256: "d49e01fd79d1f38cc7f7bef8b4f841460bc6df8e0becf97a66bf32c999063287",
		ConsentSHA256: "357dd23714d6ba7750e09d214899588d972119e8ec4f5a3e1c4d1b5b54186a18"}
	if _, err := protocol.VerifyReceipt("RW8_NU1fZUF5q0VY_s4Dr_1jgZOl5QvB99DyVDyjwPA", rep.Receipt, binding, time.Now()); err != nil {
		t.Errorf("receipt: %v", err)
	}
	syscall.Kill(os.Getpid(), syscall.SIGTERM)
	select {
	case r := <-done:
		if r.code != 0 || r.err != nil {
			t.Errorf("exit %d, %v", r.code, r.err)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("the mock did not stop on SIGTERM")
	}
}

func TestMockCommandErrors(t *testing.T) {
	dir := t.TempDir()
	bad := filepath.Join(dir, "bad.json")
	os.WriteFile(bad, []byte(`{"decision": "approved"}`), 0o644)
	for _, c := range []struct {
		args []string
		want string
	}{
		{nil, "--config FILE is required"},
		{[]string{"--config", filepath.Join(dir, "missing.json")}, "no such file"},
		{[]string{"--config", bad}, "decision 'approved' is not one of"},
	} {
		_, err := runMock(c.args, io.Discard)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%v: %v, want %q", c.args, err, c.want)
		}
	}
}
