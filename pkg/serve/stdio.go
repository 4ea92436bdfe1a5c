package serve

import (
	"bufio"
	"context"
	"encoding/json"
	"io"

	"clauz3/pkg/diag"
)

// ServeLines answers JSON Lines: one Request per line of r, one Response
// per line of w, in the order of the requests (a request's id is echoed
// too). Up to Config.Parallel requests are proved at once. It returns
// when r ends and every answer is written, or when ctx is cancelled
// (requests in flight are then cancelled and answered as timeouts).
func (s *Server) ServeLines(ctx context.Context, r io.Reader, w io.Writer) error {
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 64<<10), MaxRequestBytes)
	// order holds each request's answer channel in input order; its
	// buffer lets Parallel requests run ahead of the writer.
	order := make(chan chan *Response, s.cfg.Parallel)
	done := make(chan error, 1)
	go func() {
		enc := json.NewEncoder(w)
		enc.SetEscapeHTML(false)
		var werr error
		for ch := range order {
			resp := <-ch
			if werr == nil {
				werr = enc.Encode(resp)
			}
		}
		done <- werr
	}()
	for sc.Scan() {
		line := sc.Bytes()
		if len(trimSpace(line)) == 0 {
			continue
		}
		ch := make(chan *Response, 1)
		var req Request
		if err := json.Unmarshal(line, &req); err != nil {
			ch <- failure(&req, diag.ExitBadInput, badJSON(err))
		} else {
			go func() { ch <- s.Prove(ctx, &req) }()
		}
		select {
		case order <- ch:
		case <-ctx.Done():
			order <- ch
			close(order)
			<-done
			return ctx.Err()
		}
	}
	close(order)
	werr := <-done
	if err := sc.Err(); err != nil {
		return err
	}
	return werr
}

func trimSpace(b []byte) []byte {
	for len(b) > 0 && (b[0] == ' ' || b[0] == '\t' || b[0] == '\r') {
		b = b[1:]
	}
	for len(b) > 0 && (b[len(b)-1] == ' ' || b[len(b)-1] == '\t' || b[len(b)-1] == '\r') {
		b = b[:len(b)-1]
	}
	return b
}
