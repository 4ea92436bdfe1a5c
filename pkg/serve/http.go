package serve

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"

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
	var req Request
	dec := json.NewDecoder(http.MaxBytesReader(w, r.Body, MaxRequestBytes))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&req); err != nil {
		writeJSON(w, http.StatusBadRequest, failure(&req, diag.ExitBadInput, badJSON(err)))
		return
	}
	if _, err := dec.Token(); !errors.Is(err, io.EOF) {
		writeJSON(w, http.StatusBadRequest, failure(&req, diag.ExitBadInput, badJSON(errors.New("more than one JSON value"))))
		return
	}
	resp := s.Prove(r.Context(), &req)
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

func badJSON(err error) error {
	return &diag.BadInput{Err: &diag.Diagnostic{Severity: diag.Error, Code: "bad-request",
		Message: fmt.Sprintf("request body: %v", err)}}
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

func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	enc.Encode(v)
}
