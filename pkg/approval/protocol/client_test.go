package protocol

import (
	"context"
	"errors"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"
)

const approvedReply = `{"decision":"approved_once","request_id":"clr_d49e01fd79d1","feedback":"ok","receipt":"clz2.a.b"}`

func TestClientSubmit(t *testing.T) {
	var got *http.Request
	var body []byte
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		got = r
		body, _ = io.ReadAll(r.Body)
		io.WriteString(w, approvedReply)
	}))
	defer srv.Close()
	r, _, err := DecodeRequest(readFile(t, "approval-request.json"))
	if err != nil {
		t.Fatal(err)
	}
	c := &Client{URL: srv.URL, Token: "submit-token-AAAA", Timeout: 5 * time.Second}
	rep, err := c.SubmitRequest(context.Background(), r)
	if err != nil {
		t.Fatal(err)
	}
	if *rep != (Reply{Decision: ApprovedOnce, RequestID: "clr_d49e01fd79d1", Feedback: "ok", Receipt: "clz2.a.b"}) {
		t.Errorf("reply %+v", rep)
	}
	want := strings.TrimSuffix(string(readFile(t, "approval-request.wire.txt")), "\n")
	if string(body) != want {
		t.Errorf("body\n got %s\nwant %s", body, want)
	}
	if got.Method != "POST" || got.URL.Path != "/requests" || !got.Close {
		t.Errorf("request %s %s close=%v", got.Method, got.URL.Path, got.Close)
	}
	for k, v := range map[string]string{
		"Content-Type": "application/json", "Authorization": "Bearer submit-token-AAAA",
		"Accept-Encoding": "identity", "Content-Length": "849",
	} {
		if got.Header.Get(k) != v {
			t.Errorf("%s = %q, want %q", k, got.Header.Get(k), v)
		}
	}
	// No token, no Authorization header.
	c.Token = ""
	if _, err := c.SubmitRequest(context.Background(), r); err != nil {
		t.Fatal(err)
	}
	if _, ok := got.Header["Authorization"]; ok {
		t.Error("Authorization sent without a token")
	}
}

func TestClientErrors(t *testing.T) {
	reply := func(status int, body string) string {
		srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			w.WriteHeader(status)
			io.WriteString(w, body)
		}))
		defer srv.Close()
		c := &Client{URL: srv.URL, Timeout: 2 * time.Second, Backoff: 10 * time.Millisecond}
		rep, err := c.Submit(context.Background(), []byte(`{}`))
		if err != nil {
			var se *ServiceError
			var we *WaitError
			if !errors.As(err, &se) && !errors.As(err, &we) {
				t.Errorf("error of type %T", err)
			}
			return err.Error()
		}
		return "ok " + string(rep.Decision)
	}
	all := "['approved_once', 'approved_remember', 'auto_approved', 'auto_rejected', 'rejected', 'rejected_contract', 'request_more']"
	for _, c := range []struct {
		status int
		body   string
		want   string
	}{
		{401, `{"detail":"missing or invalid bearer token"}`, `approval service returned HTTP 401: {"detail":"missing or invalid bearer token"}`},
		{403, `{"detail":"origin not allowed"}`, `approval service returned HTTP 403: {"detail":"origin not allowed"}`},
		{200, `{"decision":"approved","request_id":"x"}`, "invalid approval response: decision 'approved' is not one of " + all},
		{200, `{"request_id":"x"}`, "invalid approval response: decision None is not one of " + all},
		{200, `{"decision":"denied","request_id":"x"}`, "ok denied"},
		{200, `{"decision":"request_more"}`, "ok request_more"},
		{200, `[1]`, "approval response must be a JSON object"},
		{200, `{"decision":"approved_once","receipt":5}`, "approval response contains a non-string field"},
		{200, `nope`, "invalid approval response JSON: expecting value at byte 0"},
		// A 503 that lasts past the timeout is reported as it is.
		{503, `{"detail":"approval timed out awaiting a human decision"}`, `approval service returned HTTP 503: {"detail":"approval timed out awaiting a human decision"}`},
	} {
		if got := reply(c.status, c.body); got != c.want {
			t.Errorf("%d %s:\n got %s\nwant %s", c.status, c.body, got, c.want)
		}
	}
}

func TestClientUnavailable(t *testing.T) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	url := "http://" + ln.Addr().String()
	ln.Close()
	c := &Client{URL: url, Timeout: 30 * time.Second}
	start := time.Now()
	_, err = c.Submit(context.Background(), []byte(`{}`))
	want := "approval service is unavailable: <urlopen error [Errno 111] Connection refused>"
	if err == nil || err.Error() != want {
		t.Errorf("got %v, want %s", err, want)
	}
	if time.Since(start) > 5*time.Second {
		t.Error("a service that was never reached is retried")
	}
}

func TestClientTimeout(t *testing.T) {
	release := make(chan struct{})
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		select {
		case <-release:
		case <-r.Context().Done():
		}
	}))
	defer srv.Close()
	defer close(release)
	c := &Client{URL: srv.URL, Timeout: 300 * time.Millisecond}
	_, err := c.Submit(context.Background(), []byte(`{}`))
	var we *WaitError
	if !errors.As(err, &we) || err.Error() != "timed out" {
		t.Errorf("got %v", err)
	}
}

// TestClientSurvivesRestart: the service receives the request, dies
// without answering, is down for a moment, and comes back on the same
// address; the client posts the same body again and gets the decision.
func TestClientSurvivesRestart(t *testing.T) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := ln.Addr().String()
	var mu sync.Mutex
	var bodies []string
	record := func(r *http.Request) {
		b, _ := io.ReadAll(r.Body)
		mu.Lock()
		bodies = append(bodies, string(b))
		mu.Unlock()
	}
	received := make(chan struct{})
	first := &http.Server{Handler: http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		record(r)
		close(received)
		panic(http.ErrAbortHandler) // the connection closes without a response
	})}
	go first.Serve(ln)

	var retries atomic.Int32
	c := &Client{URL: "http://" + addr, Timeout: 20 * time.Second, Backoff: 20 * time.Millisecond,
		OnRetry: func(int, error) { retries.Add(1) }}
	type result struct {
		rep *Reply
		err error
	}
	done := make(chan result, 1)
	go func() {
		rep, err := c.Submit(context.Background(), []byte(`{"request_id":"clr_1"}`))
		done <- result{rep, err}
	}()
	<-received
	first.Close() // down: connections refused
	time.Sleep(300 * time.Millisecond)
	ln2, err := net.Listen("tcp", addr)
	if err != nil {
		t.Fatalf("cannot listen again on %s: %v", addr, err)
	}
	second := &http.Server{Handler: http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		record(r)
		io.WriteString(w, `{"decision":"rejected","request_id":"clr_1","feedback":"after the restart"}`)
	})}
	go second.Serve(ln2)
	defer second.Close()
	res := <-done
	if res.err != nil {
		t.Fatal(res.err)
	}
	if res.rep.Feedback != "after the restart" {
		t.Errorf("reply %+v", res.rep)
	}
	if retries.Load() < 1 {
		t.Error("no retry reported")
	}
	mu.Lock()
	defer mu.Unlock()
	if len(bodies) != 2 || bodies[0] != bodies[1] {
		t.Errorf("bodies %q: want the same request twice", bodies)
	}
}

func TestServiceURL(t *testing.T) {
	dir := t.TempDir()
	t.Setenv(ServiceEnv, "")
	t.Setenv(URLEnv, "")
	if u, err := ServiceURL(dir); u != "" || err != nil {
		t.Errorf("nothing configured: %q %v", u, err)
	}
	os.MkdirAll(filepath.Join(dir, ".clauz3"), 0o755)
	cfg := filepath.Join(dir, ConfigFile)
	os.WriteFile(cfg, []byte(`{"url": "http://h:1//"}`), 0o644)
	if u, _ := ServiceURL(dir); u != "http://h:1" {
		t.Errorf("config file: %q", u)
	}
	t.Setenv(URLEnv, "http://u:2/")
	if u, _ := ServiceURL(dir); u != "http://u:2" {
		t.Errorf("URL env: %q", u)
	}
	t.Setenv(ServiceEnv, "http://s:3")
	if u, _ := ServiceURL(dir); u != "http://s:3" {
		t.Errorf("service env: %q", u)
	}
	t.Setenv(ServiceEnv, "")
	t.Setenv(URLEnv, "")
	os.WriteFile(cfg, []byte(`{"url": ""}`), 0o644)
	if _, err := ServiceURL(dir); err == nil || err.Error() != "approval config "+cfg+" must contain a URL" {
		t.Errorf("empty url: %v", err)
	}
	os.WriteFile(cfg, []byte(`{`), 0o644)
	if _, err := ServiceURL(dir); err == nil || !strings.HasPrefix(err.Error(), "invalid approval config "+cfg+": ") {
		t.Errorf("bad JSON: %v", err)
	}
	if _, err := NewClientFromEnv(t.TempDir(), 0); err == nil || err.Error() != MsgNoServiceConfig {
		t.Errorf("no service: %v", err)
	}
}

func TestDescribeNetError(t *testing.T) {
	// An unknown host, as the resolver reports it (built here, so that the
	// test does not depend on this machine's DNS).
	err := &url.Error{Op: "Post", URL: "http://nonexistent.invalid/requests",
		Err: &net.OpError{Op: "dial", Net: "tcp", Err: &net.DNSError{Err: "no such host", Name: "nonexistent.invalid", IsNotFound: true}}}
	if got := describeNetError(err); got != "<urlopen error [Errno -2] Name or service not known>" {
		t.Errorf("got %s", got)
	}
}
