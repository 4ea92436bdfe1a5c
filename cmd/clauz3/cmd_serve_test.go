package main

import (
	"bufio"
	"encoding/json"
	"errors"
	"io"
	"net/http"
	"os"
	"strings"
	"syscall"
	"testing"
	"time"

	"clauz3/pkg/cli"
	"clauz3/pkg/serve"
)

// TestServeCommand starts `clauz3 serve` on a free port, proves an
// example over HTTP, and stops it with SIGTERM (exit 0).
func TestServeCommand(t *testing.T) {
	pr, pw := io.Pipe()
	type result struct {
		code int
		err  error
	}
	done := make(chan result, 1)
	go func() {
		code, err := runServe([]string{"--addr", "127.0.0.1:0", "--dir", "../../examples/email", "--parallel", "1"}, pw)
		pw.Close()
		done <- result{code, err}
	}()
	line, err := bufio.NewReader(pr).ReadString('\n')
	if err != nil {
		t.Fatal(err)
	}
	go io.Copy(io.Discard, pr)
	url, ok := strings.CutPrefix(strings.TrimSpace(line), "CLAUZ3_SERVE=")
	if !ok {
		t.Fatalf("first line %q", line)
	}
	r, err := http.Post(url+"/prove", "application/json",
		strings.NewReader(`{"path": "cases/only_bob_fail.py", "trusted_roots": ["tools/email/trusted"], "format": "line"}`))
	if err != nil {
		t.Fatal(err)
	}
	var resp serve.Response
	json.NewDecoder(r.Body).Decode(&resp)
	r.Body.Close()
	if resp.ExitCode != 1 || !strings.HasPrefix(resp.Explanation, "main: failed") {
		t.Errorf("only_bob_fail: %+v", resp)
	}
	syscall.Kill(syscall.Getpid(), syscall.SIGTERM)
	select {
	case res := <-done:
		if res.code != 0 || res.err != nil {
			t.Errorf("after SIGTERM: exit %d, %v", res.code, res.err)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("serve did not stop on SIGTERM")
	}
}

// TestServeStdio runs `clauz3 serve --stdio` with its stdin a pipe: one
// answer per request line, in order, and exit 0 when the input ends.
func TestServeStdio(t *testing.T) {
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	stdin := os.Stdin
	os.Stdin = r
	defer func() { os.Stdin = stdin }()
	go func() {
		w.WriteString(`{"id": 1, "path": "cases/only_bob_pass.py", "trusted_roots": ["tools/email/trusted"], "format": "line"}` + "\n")
		w.WriteString(`{"id": 2, "path": "cases/nope.py"}` + "\n")
		w.Close()
	}()
	var out strings.Builder
	code, err := runServe([]string{"--stdio", "--dir", "../../examples/email", "--parallel", "2"}, &out)
	if code != 0 || err != nil {
		t.Fatalf("exit %d, %v", code, err)
	}
	lines := strings.Split(strings.TrimSpace(out.String()), "\n")
	if len(lines) != 2 || !strings.Contains(lines[0], `"id":1,"exit_code":0`) || !strings.Contains(lines[1], `"id":2,"exit_code":2`) {
		t.Errorf("answers: %s", out.String())
	}
}

// TestServeNegativeFlags: a negative --parallel, --timeout,
// --solve-timeout, --grace, --result-cache or --load-cache has no
// documented meaning and is a usage error (exit 2), before anything is
// served; 0 keeps its documented meaning (a default, or off).
func TestServeNegativeFlags(t *testing.T) {
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	w.Close() // stdin ends at once: a server that starts returns
	stdin := os.Stdin
	os.Stdin = r
	defer func() { os.Stdin = stdin }()
	for _, flag := range []string{"--parallel=-1", "--timeout=-1s", "--solve-timeout=-5", "--grace=-1s", "--result-cache=-1", "--load-cache=-2"} {
		var out strings.Builder
		_, err := runServe([]string{"--stdio", "--dir", "../../examples/email", flag}, &out)
		var u *cli.Usage
		name, _, _ := strings.Cut(flag, "=")
		if !errors.As(err, &u) || !strings.Contains(u.Msg, name+" must not be negative") {
			t.Errorf("%s: %v, want a usage error", flag, err)
		}
	}
	for _, flag := range []string{"--parallel=0", "--solve-timeout=0", "--grace=0s", "--result-cache=0", "--load-cache=0"} {
		var out strings.Builder
		if code, err := runServe([]string{"--stdio", "--dir", "../../examples/email", flag}, &out); code != 0 || err != nil {
			t.Errorf("%s: exit %d, %v", flag, code, err)
		}
	}
}
