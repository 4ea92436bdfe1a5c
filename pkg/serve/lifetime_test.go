package serve

import (
	"context"
	"strings"
	"testing"
	"time"
)

// TestStuckRequest: a request whose work does not return (as a read on a
// hung file system would not) is answered as a timeout when its time is
// up, keeps its slot while the work runs (the next request waits, and
// times out too), and Shutdown gives up waiting for it when its context
// ends instead of hanging.
func TestStuckRequest(t *testing.T) {
	s, err := New(Config{Dir: t.TempDir(), Parallel: 1})
	if err != nil {
		t.Fatal(err)
	}
	release := make(chan struct{})
	stuck := func(ctx context.Context, req *Request) *Response {
		<-release // ignores ctx
		return &Response{Verdict: "proved"}
	}
	ctx, cancel := context.WithTimeout(context.Background(), 100*time.Millisecond)
	defer cancel()
	s.slots <- struct{}{} // as Prove takes it
	answered := make(chan *Response, 1)
	go func() { answered <- s.proveWithin(ctx, &Request{}, stuck) }()
	select {
	case r := <-answered:
		if r.Verdict != "timeout" || r.ExitCode != ExitTimeout {
			t.Fatalf("stuck request: %+v", r)
		}
	case <-time.After(5 * time.Second):
		close(release)
		t.Fatal("a stuck request was not answered at its timeout")
	}
	if len(s.slots) != 1 {
		t.Errorf("the slot was released while the work still runs")
	}
	if r := s.Prove(context.Background(), &Request{Path: "x.py", TimeoutMS: 50}); r.Verdict != "timeout" {
		t.Errorf("a request while the only slot is taken: %+v", r)
	}
	sctx, scancel := context.WithTimeout(context.Background(), 100*time.Millisecond)
	defer scancel()
	err = s.Shutdown(sctx)
	if err == nil || !strings.Contains(err.Error(), "1 request(s) still running") {
		t.Errorf("Shutdown with a stuck request: %v", err)
	}
	close(release)
	if err := s.Shutdown(context.Background()); err != nil {
		t.Errorf("Shutdown once the work returned: %v", err)
	}
	if len(s.slots) != 0 {
		t.Errorf("the slot was not released when the work returned")
	}
}

// TestProveWithinAnswer: the work's own answer is returned when it
// comes first, and a panic in it is an internal error, not a crash.
func TestProveWithinAnswer(t *testing.T) {
	s := newServerConfig(t, Config{Dir: t.TempDir(), Parallel: 1})
	for _, c := range []struct {
		work func(context.Context, *Request) *Response
		want int
	}{
		{func(context.Context, *Request) *Response { return &Response{ExitCode: 1} }, 1},
		{func(context.Context, *Request) *Response { panic("boom") }, 3},
	} {
		s.slots <- struct{}{}
		if r := s.proveWithin(context.Background(), &Request{}, c.work); r.ExitCode != c.want {
			t.Errorf("exit %d, want %d: %+v", r.ExitCode, c.want, r)
		}
	}
}
