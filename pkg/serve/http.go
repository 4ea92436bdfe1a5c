package serve

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"strconv"
	"sync"

	"github.com/prometheus/client_golang/prometheus/promhttp"

	"clauz3/pkg/diag"
	"clauz3/pkg/z3"
)

// MaxRequestBytes bounds a request body (a program and its options).
const MaxRequestBytes = 16 << 20

// Handler serves POST /prove, GET /health and GET /metrics.
func (s *Server) Handler() http.Handler {
	mux := http.NewServeMux()
	mux.HandleFunc("POST /prove", s.handleProve)
	mux.HandleFunc("GET /health", s.handleHealth)
	mux.Handle("GET /metrics", promhttp.HandlerFor(s.metrics.reg, promhttp.HandlerOpts{}))
	return mux
}

// handleProve answers a Request given as a JSON body. The status is 200
// for every answer about the program (proved or not: see exit_code), 400
// for a bad request or program, 500 for an internal error, 504 for a
// timeout; the body is always a Response.
func (s *Server) handleProve(w http.ResponseWriter, r *http.Request) {
	where := diag.Span{File: "<request>"}
	data, err := io.ReadAll(http.MaxBytesReader(w, r.Body, MaxRequestBytes))
	if err != nil {
		var mb *http.MaxBytesError
		if errors.As(err, &mb) {
			err = tooLarge(where)
		} else {
			err = &diag.BadInput{Err: &diag.Diagnostic{Severity: diag.Error, Code: CodeBadRequest, Span: where,
				Message: fmt.Sprintf("request: reading the body: %v", err)}}
		}
		writeJSON(w, http.StatusBadRequest, failure(&Request{}, diag.ExitBadInput, err))
		return
	}
	req, err := decodeRequest(data, where)
	if err != nil {
		resp := failure(req, diag.ExitBadInput, err)
		resp.ID = req.ID
		writeJSON(w, http.StatusBadRequest, resp)
		return
	}
	resp := s.Prove(r.Context(), req)
	status := http.StatusOK
	switch resp.ExitCode {
	case diag.ExitBadInput:
		status = http.StatusBadRequest
	case diag.ExitInternalErr:
		status = http.StatusInternalServerError
	case ExitTimeout:
		status = http.StatusGatewayTimeout
	}
	writeJSON(w, status, resp)
}

// Health is GET /health's answer.
type Health struct {
	Status   string `json:"status"`
	Z3       string `json:"z3"`
	Parallel int    `json:"parallel"`
	Idle     int    `json:"idle_contexts"`
}

func (s *Server) handleHealth(w http.ResponseWriter, r *http.Request) {
	writeJSON(w, http.StatusOK, Health{Status: "ok", Z3: z3.Version(), Parallel: s.cfg.Parallel, Idle: s.pool.Stats().Idle})
}

// writeJSON answers v, encoded whole first: the answer goes out with its
// length in one write, not in chunks as the encoder fills net/http's
// buffer (an answer holds its document, 10 to 120 KB).
func writeJSON(w http.ResponseWriter, status int, v any) {
	b := answers.Get().(*bytes.Buffer)
	defer func() {
		if b.Cap() <= 1<<20 { // a huge answer's buffer is not kept
			b.Reset()
			answers.Put(b)
		}
	}()
	enc := json.NewEncoder(b)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		// an answer is plain data: not expected; say so rather than
		// send half of one
		msg, _ := json.Marshal("internal error: encoding the answer: " + err.Error())
		b.Reset()
		fmt.Fprintf(b, "{\"exit_code\":3,\"verdict\":\"error\",\"explanation\":%s}\n", msg)
		status = http.StatusInternalServerError
	}
	w.Header().Set("Content-Type", "application/json")
	w.Header().Set("Content-Length", strconv.Itoa(b.Len()))
	w.WriteHeader(status)
	w.Write(b.Bytes())
}

// answers holds the buffers writeJSON encodes into.
var answers = sync.Pool{New: func() any { return new(bytes.Buffer) }}
