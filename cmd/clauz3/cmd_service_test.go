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
)

// TestApprovalServiceCommand runs `clauz3 approval-service` in process:
// it prints the service URL, the submission token and the approver's
// link, keeps its requests in the default store under .clauz3/ of the
// working directory, and stops cleanly on SIGINT.
func TestApprovalServiceCommand(t *testing.T) {
	dir := t.TempDir()
	wd, _ := os.Getwd()
	if err := os.Chdir(dir); err != nil {
		t.Fatal(err)
	}
	defer os.Chdir(wd)
	t.Setenv("CLAUZ3_APPROVAL_TOKEN", "")
	t.Setenv("CLAUZ3_APPROVAL_DECISION_TOKEN", "")
	t.Setenv("CLAUZ3_APPROVAL_SIGNING_KEY", "")

	pr, pw := io.Pipe()
	type result struct {
		code int
		err  error
	}
	done := make(chan result, 1)
	go func() {
		code, err := runService([]string{"--port", "0"}, pw)
		pw.Close()
		done <- result{code, err}
	}()
	lines := bufio.NewScanner(pr)
	var got []string
	for len(got) < 3 && lines.Scan() {
		got = append(got, lines.Text())
	}
	go io.Copy(io.Discard, pr)
	if len(got) != 3 || !strings.HasPrefix(got[0], "CLAUZ3_APPROVAL_SERVICE=http://127.0.0.1:") ||
		!strings.HasPrefix(got[1], "CLAUZ3_APPROVAL_TOKEN=") || !strings.HasPrefix(got[2], "approver UI (keep private): http://127.0.0.1:") {
		t.Fatalf("printed %q", got)
	}
	base := strings.TrimPrefix(got[0], "CLAUZ3_APPROVAL_SERVICE=")
	token := strings.TrimPrefix(got[1], "CLAUZ3_APPROVAL_TOKEN=")
	_, key, _ := strings.Cut(got[2], "/ui/login?key=")
	if len(token) < 20 || len(key) < 20 || token == key {
		t.Fatalf("generated tokens %q and %q", token, key)
	}
	get := func(path, tok string) int {
		req, _ := http.NewRequest("GET", base+path, nil)
		if tok != "" {
			req.Header.Set("Authorization", "Bearer "+tok)
		}
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		return resp.StatusCode
	}
	if c := get("/health", ""); c != 200 {
		t.Errorf("health: %d", c)
	}
	// The listing is open, as the protocol keeps it; deciding needs the
	// printed key.
	if c := get("/requests", ""); c != 200 {
		t.Errorf("listing without a token: %d", c)
	}
	if c := get("/requests/nope", token); c != 404 {
		t.Errorf("an unknown request with the printed token: %d", c)
	}
	if c := get("/api/profile", key); c != 404 {
		t.Errorf("the profile with the printed key: %d", c)
	}
	if c := get("/api/profile", token); c != 401 {
		t.Errorf("the profile with the submission token: %d", c)
	}
	if _, err := os.Stat(filepath.Join(dir, ".clauz3", "approval-service.sqlite")); err != nil {
		t.Errorf("default store: %v", err)
	}
	syscall.Kill(os.Getpid(), syscall.SIGINT)
	select {
	case r := <-done:
		if r.code != 0 || r.err != nil {
			t.Errorf("stopped with %d %v", r.code, r.err)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("the service did not stop on SIGINT")
	}
}
