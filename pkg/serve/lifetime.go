package serve

import (
	"context"
	"fmt"

	"clauz3/pkg/diag"
)

// proveWithin answers req with prove (Server.prove), run in a goroutine of its own
// that holds the request's slot (taken by Prove) until prove returns, or
// as a timeout when ctx ends first. Solve and replay stop when ctx ends,
// but a file system can keep load waiting (a read that never returns on
// a hung network mount), and no request may then go unanswered past its
// timeout, nor keep its caller (the HTTP handler, JSON Lines' writer,
// shutdown) waiting. The slot stays taken while prove runs: the number
// of requests running is never more than Config.Parallel.
func (s *Server) proveWithin(ctx context.Context, req *Request, prove func(context.Context, *Request) *Response) *Response {
	ch := make(chan *Response, 1)
	s.wg.Add(1)
	go func() {
		defer s.wg.Done()
		defer func() { <-s.slots }()
		defer func() {
			if r := recover(); r != nil {
				ch <- failure(req, diag.ExitInternalErr, panicErr(r))
			}
		}()
		growStack()
		ch <- prove(ctx, req)
	}()
	select {
	case resp := <-ch:
		return resp
	case <-ctx.Done():
		select {
		case resp := <-ch: // finished as ctx ended: its answer
			return resp
		default:
			return cancelled(req, ctx)
		}
	}
}

// Shutdown releases the server's Z3 contexts once no request is running,
// as Close does, but waits at most until ctx ends: the requests still
// running then (their contexts should have been cancelled before) are
// left to the process's exit, and the contexts are not released. The
// error, a warning diagnostic, says how many were left.
func (s *Server) Shutdown(ctx context.Context) error {
	done := make(chan struct{})
	go func() {
		s.wg.Wait()
		close(done)
	}()
	select {
	case <-done:
		s.pool.Close()
		return nil
	case <-ctx.Done():
		return &diag.Diagnostic{Severity: diag.Warning, Code: "shutdown",
			Message: fmt.Sprintf("%d request(s) still running at the end of the grace period were abandoned", len(s.slots))}
	}
}

// growStack grows the calling goroutine's stack to 128 KiB in one step,
// while it is nearly empty: a request's lowering, evaluation and
// rendering recurse deeply, and a new goroutine's stack (8 KiB) would
// otherwise be copied at each doubling, the deeper frames each time
// (about 5 % of an uncached request's time on the slowest example cases,
// measured in process). The frame stays under the compiler's limit for
// a variable on the stack (128 KiB), past which it would be allocated on
// the heap.
//
//go:noinline
func growStack() {
	var pad [100 << 10]byte
	stackSink(pad[:])
}

//go:noinline
func stackSink(b []byte) {
	if len(b) == 0 {
		panic("empty")
	}
}
