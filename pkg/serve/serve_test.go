package serve

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"io"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	// This package has no goldens; the import makes it accept the suite's
	// -update flag like every other package.
	_ "clauz3/internal/golden"
	"clauz3/pkg/ir"
)

// exampleDir copies examples/email into a temporary directory (tests
// may change its files) and returns it.
func exampleDir(t *testing.T) string {
	t.Helper()
	src, err := filepath.Abs("../../examples/email")
	if err != nil {
		t.Fatal(err)
	}
	dst := t.TempDir()
	err = filepath.Walk(src, func(p string, info os.FileInfo, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(src, p)
		if strings.Contains(rel, "__pycache__") || strings.HasPrefix(rel, ".clauz3") {
			return nil
		}
		if info.IsDir() {
			return os.MkdirAll(filepath.Join(dst, rel), 0o755)
		}
		data, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		return os.WriteFile(filepath.Join(dst, rel), data, 0o644)
	})
	if err != nil {
		t.Fatal(err)
	}
	return dst
}

func newServer(t *testing.T, dir string, parallel int) *Server {
	t.Helper()
	return newServerConfig(t, Config{Dir: dir, Parallel: parallel})
}

func newServerConfig(t *testing.T, cfg Config) *Server {
	t.Helper()
	s, err := New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(s.Close)
	return s
}

// listen serves s over real HTTP on a free port.
func listen(t *testing.T, s *Server) (string, *http.Server) {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	hs := &http.Server{Handler: s.Handler()}
	go hs.Serve(ln)
	t.Cleanup(func() { hs.Close() })
	return "http://" + ln.Addr().String(), hs
}

func post(t *testing.T, url string, req any) (int, *Response) {
	t.Helper()
	body, _ := json.Marshal(req)
	r, err := http.Post(url+"/prove", "application/json", bytes.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	defer r.Body.Close()
	var resp Response
	if err := json.NewDecoder(r.Body).Decode(&resp); err != nil {
		t.Fatal(err)
	}
	return r.StatusCode, &resp
}

const trusted = "tools/email/trusted"

func TestHTTP(t *testing.T) {
	dir := exampleDir(t)
	url, _ := listen(t, newServer(t, dir, 2))

	code, resp := post(t, url, Request{Path: "cases/only_bob_pass.py", TrustedRoots: []string{trusted}})
	if code != 200 || resp.ExitCode != 0 || resp.Verdict != "proved" || !strings.Contains(resp.Explanation, "PROVED") {
		t.Errorf("only_bob_pass: %d %+v", code, resp)
	}
	code, resp = post(t, url, Request{ID: "x1", Path: "cases/only_bob_fail.py", TrustedRoots: []string{trusted}, Format: "line"})
	if code != 200 || resp.ExitCode != 1 || resp.ID != "x1" || resp.Result == nil {
		t.Fatalf("only_bob_fail: %d %+v", code, resp)
	}
	refuted := 0
	for _, o := range resp.Result.Obligations {
		if o.Status == ir.StatusRefuted && o.Counterexample != nil {
			refuted++
		}
	}
	if refuted == 0 || !strings.HasPrefix(resp.Explanation, "main: failed") {
		t.Errorf("only_bob_fail: no counterexample or explanation %q", resp.Explanation)
	}

	// The program as text, twice: the same answer.
	prog, _ := os.ReadFile(filepath.Join(dir, "cases/only_bob_fail.py"))
	var first string
	for i := 0; i < 2; i++ {
		_, r := post(t, url, Request{Program: string(prog), Filename: "plan.py", TrustedRoots: []string{trusted}})
		if r.ExitCode != 1 {
			t.Fatalf("program text: %+v", r)
		}
		out, _ := json.Marshal(r.Result)
		if i == 0 {
			first = string(out)
		} else if string(out) != first {
			t.Errorf("the same program text gave two results")
		}
	}

	// Bad requests: exit 2 with a located message, never a crash.
	code, resp = post(t, url, Request{Path: "cases/missing.py"})
	if code != 400 || resp.ExitCode != 2 || len(resp.Diagnostics) == 0 {
		t.Errorf("missing file: %d %+v", code, resp)
	}
	r, err := http.Post(url+"/prove", "application/json", strings.NewReader(`{"path": 3}`))
	if err != nil {
		t.Fatal(err)
	}
	r.Body.Close()
	if r.StatusCode != 400 {
		t.Errorf("bad JSON: status %d", r.StatusCode)
	}
	code, resp = post(t, url, Request{Program: "x = 1\n", Filename: "../evil.py"})
	if code != 400 || resp.ExitCode != 2 {
		t.Errorf("bad filename: %d %+v", code, resp)
	}

	h, err := http.Get(url + "/health")
	if err != nil {
		t.Fatal(err)
	}
	var health Health
	json.NewDecoder(h.Body).Decode(&health)
	h.Body.Close()
	if health.Status != "ok" || health.Z3 == "" {
		t.Errorf("health: %+v", health)
	}
	m, err := http.Get(url + "/metrics")
	if err != nil {
		t.Fatal(err)
	}
	metrics, _ := io.ReadAll(m.Body)
	m.Body.Close()
	for _, want := range []string{
		`clauz3_requests_total{verdict="proved"} 1`,
		`clauz3_requests_total{verdict="not proved"} 3`,
		`clauz3_requests_total{verdict="error"} 2`,
		"clauz3_parse_cache_hits_total",
		"clauz3_z3_contexts_reused_total",
		"clauz3_request_duration_seconds_bucket",
		"clauz3_result_cache_hits_total 1", // the program text, the second time
	} {
		if !strings.Contains(string(metrics), want) {
			t.Errorf("metrics lack %q", want)
		}
	}
}

// TestJSONLines answers requests written to a pipe, in order, ids echoed.
func TestJSONLines(t *testing.T) {
	dir := exampleDir(t)
	s := newServer(t, dir, 2)
	pr, pw := io.Pipe()
	var out bytes.Buffer
	done := make(chan error)
	go func() { done <- s.ServeLines(context.Background(), pr, &out) }()
	cases := []string{"only_bob_pass", "only_bob_fail", "branch_pass", "branch_fail", "unique_recipients_pass"}
	for i, c := range cases {
		line, _ := json.Marshal(Request{ID: i, Path: "cases/" + c + ".py", TrustedRoots: []string{trusted}, Format: "line"})
		pw.Write(append(line, '\n'))
	}
	pw.Write([]byte("not json\n\n"))
	pw.Close()
	if err := <-done; err != nil {
		t.Fatal(err)
	}
	sc := bufio.NewScanner(&out)
	i := 0
	for sc.Scan() {
		var r Response
		if err := json.Unmarshal(sc.Bytes(), &r); err != nil {
			t.Fatalf("line %d: %v", i, err)
		}
		if i < len(cases) {
			want := 0
			if strings.HasSuffix(cases[i], "_fail") {
				want = 1
			}
			if id, _ := r.ID.(float64); int(id) != i || r.ExitCode != want {
				t.Errorf("line %d: id %v exit %d, want id %d exit %d", i, r.ID, r.ExitCode, i, want)
			}
		} else if r.ExitCode != 2 {
			t.Errorf("bad line: exit %d", r.ExitCode)
		}
		i++
	}
	if i != len(cases)+1 {
		t.Errorf("%d answers for %d lines", i, len(cases)+1)
	}
}

// TestCacheInvalidation changes a trusted layer between two requests:
// the second answer follows the file, and the file is parsed again.
func TestCacheInvalidation(t *testing.T) {
	dir := exampleDir(t)
	s := newServer(t, dir, 1)
	prog := "import clauz3\nfrom tools.email.trusted import contracts as mail\nfrom tools.email.trusted.effects import send_email\n\n\n" +
		"@clauz3.guarantee(mail.only([\"bob\"]))\ndef main() -> None:\n    send_email(\"bob\", \"hi\")\n"
	req := &Request{Program: prog, TrustedRoots: []string{trusted}}
	if r := s.Prove(context.Background(), req); r.ExitCode != 1 {
		t.Fatalf("\"@\" in addr is required: %+v", r)
	}
	_, misses, _ := s.cache.stats()
	if r := s.Prove(context.Background(), req); r.ExitCode != 1 {
		t.Fatalf("again: %+v", r)
	}
	hits, misses2, _ := s.cache.stats()
	if misses2 != misses || hits == 0 {
		t.Errorf("unchanged files were parsed again: misses %d then %d, hits %d", misses, misses2, hits)
	}
	effects := filepath.Join(dir, trusted, "effects.py")
	src, _ := os.ReadFile(effects)
	changed := strings.Replace(string(src), `lambda addr, msg: "@" in addr`, `lambda addr, msg: len(addr) > 0`, 1)
	if changed == string(src) {
		t.Fatal("the precondition to change is not in effects.py")
	}
	os.WriteFile(effects, []byte(changed), 0o644)
	r := s.Prove(context.Background(), req)
	if r.ExitCode != 0 {
		t.Errorf("after the layer changed: %+v", r)
	}
	if _, misses3, _ := s.cache.stats(); misses3 != misses2+1 {
		t.Errorf("the changed file was not parsed again (misses %d then %d)", misses2, misses3)
	}
}

// TestCancellation: a request whose client is gone, or that waits past
// its timeout for a slot, is answered as a timeout and frees its slot.
func TestCancellation(t *testing.T) {
	dir := exampleDir(t)
	s := newServer(t, dir, 1)
	req := &Request{Path: "cases/branch_pass.py", TrustedRoots: []string{trusted}}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if r := s.Prove(ctx, req); r.ExitCode != ExitTimeout || r.Verdict != "timeout" {
		t.Errorf("cancelled: %+v", r)
	}
	s.slots <- struct{}{} // the only slot is busy
	r := s.Prove(context.Background(), &Request{Path: req.Path, TrustedRoots: req.TrustedRoots, TimeoutMS: 50})
	if r.ExitCode != ExitTimeout || !strings.Contains(r.Diagnostics[0].Message, "timed out") {
		t.Errorf("timed out waiting: %+v", r)
	}
	<-s.slots
	if r := s.Prove(context.Background(), req); r.ExitCode != 0 {
		t.Errorf("after cancellations: %+v", r)
	}
}

// TestShutdown: a request in flight when shutdown starts is answered;
// Shutdown returns once it is.
func TestShutdown(t *testing.T) {
	dir := exampleDir(t)
	s := newServer(t, dir, 1)
	url, hs := listen(t, s)
	s.slots <- struct{}{} // hold the request in flight
	got := make(chan int, 1)
	go func() {
		code, resp := post(t, url, Request{Path: "cases/only_bob_pass.py", TrustedRoots: []string{trusted}})
		got <- code*10 + resp.ExitCode
	}()
	for s.metrics.inflightValue() == 0 {
		time.Sleep(time.Millisecond)
	}
	var wg sync.WaitGroup
	wg.Add(1)
	var serr error
	go func() { defer wg.Done(); serr = hs.Shutdown(context.Background()) }()
	time.Sleep(20 * time.Millisecond)
	select {
	case <-got:
		t.Fatal("answered before its slot was free")
	default:
	}
	<-s.slots
	if v := <-got; v != 2000 {
		t.Errorf("in-flight request: status*10+exit = %d, want 2000", v)
	}
	wg.Wait()
	if serr != nil {
		t.Errorf("shutdown: %v", serr)
	}
	if _, err := http.Get(url + "/health"); err == nil {
		t.Error("the server still answers after shutdown")
	}
}

// TestParallelRequests proves example cases from several goroutines at
// once (run it with -race: parsed trees are shared between requests).
func TestParallelRequests(t *testing.T) {
	dir := exampleDir(t)
	s := newServerConfig(t, Config{Dir: dir, Parallel: 2, CacheResults: -1}) // every request solved
	// (the load cache keeps each program lowered once: the requests
	// share its document, which nothing may write to after lower)
	cases := []string{"only_bob_pass", "only_bob_fail", "branch_pass", "helper_fail", "at_most_pass", "domain_fail",
		"while_fail", "while_pass", "int_to_str_fail"}
	want := map[string]string{}
	for _, c := range cases {
		r := s.Prove(context.Background(), &Request{Path: "cases/" + c + ".py", TrustedRoots: []string{trusted}})
		r.ElapsedMS = 0
		out, _ := json.Marshal(r)
		want[c] = string(out)
	}
	var wg sync.WaitGroup
	for g := 0; g < 4; g++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for _, c := range cases {
				r := s.Prove(context.Background(), &Request{Path: "cases/" + c + ".py", TrustedRoots: []string{trusted}})
				r.ElapsedMS = 0
				if out, _ := json.Marshal(r); string(out) != want[c] {
					t.Errorf("%s: a different answer under concurrency", c)
				}
			}
		}()
	}
	wg.Wait()
}

// TestResultCache: the same program answers from the cache, with the
// result the solver gave; a changed layer is a new key.
func TestResultCache(t *testing.T) {
	dir := exampleDir(t)
	s := newServer(t, dir, 1)
	req := &Request{Path: "cases/only_bob_fail.py", TrustedRoots: []string{trusted}}
	first := s.Prove(context.Background(), req)
	second := s.Prove(context.Background(), req)
	if hits, _, _ := s.results.stats(); hits != 1 {
		t.Fatalf("cache hits %d, want 1", hits)
	}
	a, _ := json.Marshal(first.Result)
	b, _ := json.Marshal(second.Result)
	if string(a) != string(b) || first.Explanation != second.Explanation || second.ExitCode != 1 {
		t.Errorf("the cached answer differs")
	}
	uncached := newServerConfig(t, Config{Dir: dir, Parallel: 1, CacheResults: -1})
	c, _ := json.Marshal(uncached.Prove(context.Background(), req).Result)
	if string(c) != string(a) {
		t.Errorf("a fresh server answers differently")
	}
	contracts := filepath.Join(dir, trusted, "contracts.py")
	src, _ := os.ReadFile(contracts)
	os.WriteFile(contracts, append(src, []byte("\n# changed\n")...), 0o644)
	s.Prove(context.Background(), req)
	if hits, _, _ := s.results.stats(); hits != 1 {
		t.Errorf("a changed layer was answered from the cache")
	}
}

// TestResultCacheDecidedUnknowns: an answer whose unknowns follow from
// decided checks (a while loop shown to run past its bound, contradicting
// assumptions) is cached; one with an unknown a timeout could have caused
// is not.
func TestResultCacheDecidedUnknowns(t *testing.T) {
	dir := exampleDir(t)
	// a while loop on an input unrolled (not summarized: its test is
	// not an order), with a bound shown to be exceeded
	unrolled := `import clauz3
from tools.email.trusted import contracts as mail
from tools.email.trusted.effects import send_email


@clauz3.guarantee(mail.at_most(1))
def main(n: int) -> None:
    while n != 0:
        n = n - 1
        send_email("bob@example.com", "tick")
`
	if err := os.WriteFile(filepath.Join(dir, "cases", "while_unrolled.py"), []byte(unrolled), 0o644); err != nil {
		t.Fatal(err)
	}
	s := newServer(t, dir, 1)
	for i, c := range []struct {
		path   string
		cached bool
	}{
		{"cases/while_unrolled.py", true},
		{"cases/g01_target_pre_vacuous.py", true},
		{"cases/only_bob_pass.py", true},
	} {
		req := &Request{Path: c.path, TrustedRoots: []string{trusted}}
		first := s.Prove(context.Background(), req)
		hits0, _, _ := s.results.stats()
		second := s.Prove(context.Background(), req)
		hits1, _, _ := s.results.stats()
		if got := hits1 == hits0+1; got != c.cached {
			t.Errorf("%d %s: answered from the cache %v, want %v", i, c.path, got, c.cached)
		}
		a, _ := json.Marshal(first.Result)
		b, _ := json.Marshal(second.Result)
		if string(a) != string(b) {
			t.Errorf("%s: the cached answer differs", c.path)
		}
		if i == 0 && !strings.Contains(string(a), ir.ReasonWhileBound) {
			t.Errorf("%s: no obligation is unknown for the loop's bound: %s", c.path, a)
		}
	}
	timedOut := &ir.Result{Obligations: []ir.ObligationResult{
		{ID: "o1", Status: ir.StatusUnknown, Reason: "timeout"},
		{ID: "o2", Status: ir.StatusUnknown, Reason: ir.ReasonWhileBound},
	}}
	if cacheable(timedOut) {
		t.Errorf("an answer with a timeout is cacheable")
	}
	timedOut.Obligations[0].Reason = ir.ReasonUnsupportedValue
	if cacheable(timedOut) {
		t.Errorf("an answer with an unknown that a timeout may have made (%s) is cacheable", ir.ReasonUnsupportedValue)
	}
	timedOut.Obligations[0].Reason = ir.ReasonLoopCheck
	if !cacheable(timedOut) {
		t.Errorf("an answer whose unknowns follow from decided checks is not cacheable")
	}
}

// TestAnswerWhole checks that an answer goes out whole, with its length
// (not chunked), and that the body is that many bytes of JSON.
func TestAnswerWhole(t *testing.T) {
	url, _ := listen(t, newServer(t, exampleDir(t), 1))
	body, _ := json.Marshal(Request{Path: "cases/only_bob_fail.py", TrustedRoots: []string{trusted}})
	r, err := http.Post(url+"/prove", "application/json", bytes.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	defer r.Body.Close()
	data, err := io.ReadAll(r.Body)
	if err != nil {
		t.Fatal(err)
	}
	if len(r.TransferEncoding) != 0 || r.ContentLength != int64(len(data)) || r.ContentLength < 1000 {
		t.Errorf("transfer encoding %v, length %d, body %d bytes", r.TransferEncoding, r.ContentLength, len(data))
	}
	var resp Response
	if err := json.Unmarshal(data, &resp); err != nil || resp.ExitCode != 1 {
		t.Errorf("answer %v, exit %d", err, resp.ExitCode)
	}
}
