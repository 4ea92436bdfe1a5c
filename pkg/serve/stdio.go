package serve

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"io"

	"clauz3/pkg/diag"
)

// ServeLines answers JSON Lines: one Request per line of r, one Response
// per line of w, in the order of the requests (a request's id is echoed
// too). Up to Config.Parallel requests are proved at once. A line that is
// not a request (not JSON, an unknown field, longer than
// MaxRequestBytes) is answered with a bad-request error at its line
// number, and the next line is read as usual. It returns when r ends and
// every answer is written, or when ctx is cancelled (requests in flight
// are then cancelled and answered as timeouts).
func (s *Server) ServeLines(ctx context.Context, r io.Reader, w io.Writer) error {
	br := bufio.NewReaderSize(r, 64<<10)
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
	// The lines are read in a goroutine of their own, so that a
	// cancellation is seen while stdin has nothing to read.
	lines := make(chan input)
	go func() {
		for n := 1; ; n++ {
			line, long, err := readLine(br, MaxRequestBytes)
			select {
			case lines <- input{n: n, line: line, long: long, err: err}:
			case <-ctx.Done():
				return
			}
			if err != nil {
				return
			}
		}
	}()
	var rerr error
	for {
		var in input
		select {
		case in = <-lines:
		case <-ctx.Done():
			close(order)
			<-done
			return ctx.Err()
		}
		if in.err != nil {
			if !errors.Is(in.err, io.EOF) {
				rerr = in.err
			}
			break
		}
		if !in.long && len(bytes.TrimSpace(in.line)) == 0 {
			continue
		}
		where := diag.Span{File: "<stdin>", Line: in.n}
		ch := make(chan *Response, 1)
		if in.long {
			ch <- failure(&Request{}, diag.ExitBadInput, tooLarge(where))
		} else if req, err := decodeRequest(in.line, where); err != nil {
			resp := failure(req, diag.ExitBadInput, err)
			resp.ID = req.ID
			ch <- resp
		} else {
			go func() { ch <- s.Prove(ctx, req) }()
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
	if rerr != nil {
		return rerr
	}
	return werr
}

// input is one line read by ServeLines: its number, its bytes (or long:
// it had more than MaxRequestBytes), or the error that ended the input.
type input struct {
	n    int
	line []byte
	long bool
	err  error
}

// readLine reads the next line of r, without its end of line. A line of
// more than max bytes is read to its end but not kept: long is set and
// line is nil, so that no line makes the reader hold more than max
// bytes. The last line may lack its newline; err is io.EOF only when no
// line is left.
func readLine(r *bufio.Reader, max int) (line []byte, long bool, err error) {
	read := 0
	for {
		frag, err := r.ReadSlice('\n')
		read += len(frag)
		if !long {
			if len(line)+len(frag) > max+1 { // +1: the newline
				line, long = nil, true
			} else {
				line = append(line, frag...)
			}
		}
		switch {
		case errors.Is(err, bufio.ErrBufferFull):
			continue
		case errors.Is(err, io.EOF) && read > 0:
			err = nil
		case err != nil:
			return nil, false, err
		}
		line = bytes.TrimSuffix(line, []byte("\n"))
		if !long && len(line) > max {
			line, long = nil, true
		}
		return line, long, nil
	}
}
