// Package service is the approval service: the HTTP server a harness
// submits proved programs to and a person (or a policy) decides on. It
// speaks the reference's 0.2 protocol (APPROVAL-PROTOCOL.md §2): the
// blocking POST /requests answered when decided, the approver's decision
// route, bearer tokens, a login link that sets a session cookie, Host and
// Origin checks, the closed decision set and clz2 receipts signed with
// Ed25519. Unlike the reference it keeps its requests in a durable store
// (pkg/approval/store), so a pending request survives a restart; it
// refuses a request whose program text does not hash to its
// program_sha256 (a receipt binds that hash); and its open GET routes
// leave out the receipts, which only a holder of a credential sees.
package service

import (
	"context"
	"crypto/ed25519"
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"
	"crypto/subtle"
	"encoding/base64"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log"
	"net"
	"net/http"
	"net/url"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"time"

	"clauz3/pkg/approval/page"
	"clauz3/pkg/approval/policy"
	"clauz3/pkg/approval/protocol"
	"clauz3/pkg/approval/store"
)

// DefaultWaitCap is how long the blocking POST /requests waits for a
// decision before answering 503, as the reference does.
const DefaultWaitCap = 300 * time.Second

// CookieName is the approver's session cookie, named as the reference's.
const CookieName = "clauz3_approver_session"

// maxBody bounds a request body: a program is at most 16 MiB (pkg/load)
// and the rest of a request is small.
const maxBody = 20 << 20

// Config configures a Server.
type Config struct {
	Host          string // the bind host; also accepted in Host and Origin headers
	SubmitToken   string // bearer token of submitters (runners)
	DecisionToken string // bearer token of approvers; also the login key
	NoAuth        bool   // no token is required anywhere (the reference's --no-auth)
	SigningKey    ed25519.PrivateKey
	Store         *store.Store
	// Policy decides requests automatically when set; it requires
	// TrustedRoots or ImportRoots (the operator's layer).
	Policy       *policy.Policy
	TrustedRoots []string // operator roots, as given on the command line
	ImportRoots  []string
	Dir          string        // the directory roots are resolved against (the service's cwd)
	WaitCap      time.Duration // 0 means DefaultWaitCap
	// PollInterval is how often a waiting POST re-reads the store, to see
	// decisions made by another instance sharing it (default 1 s).
	PollInterval time.Duration
	Now          func() time.Time
	Log          *log.Logger // nil: no log
}

// Server is the approval service. Create it with New; it is an
// http.Handler.
type Server struct {
	cfg     Config
	mux     *http.ServeMux
	mu      sync.Mutex
	waiters map[string]chan struct{} // closed when the request is decided
	// policySem serialises policy proofs: each runs the prover.
	policySem chan struct{}
	// authorized layer of policy mode: the operator roots, absolute.
	opTrusted, opImport []string
}

// New checks cfg and returns the server.
func New(cfg Config) (*Server, error) {
	if cfg.Store == nil {
		return nil, errors.New("approval service: no store")
	}
	if !cfg.NoAuth {
		if cfg.SubmitToken == "" || cfg.DecisionToken == "" {
			return nil, errors.New("approval service: both tokens are required unless --no-auth is given")
		}
		if cfg.SubmitToken == cfg.DecisionToken {
			return nil, errors.New("approval service: the decision token must differ from the submission token")
		}
	}
	if cfg.Policy != nil && len(cfg.TrustedRoots) == 0 && len(cfg.ImportRoots) == 0 {
		return nil, errors.New("approval service: a policy requires the operator's --trusted-root and/or --import-root")
	}
	if cfg.Host == "" {
		cfg.Host = "127.0.0.1"
	}
	if cfg.WaitCap == 0 {
		cfg.WaitCap = DefaultWaitCap
	}
	if cfg.PollInterval == 0 {
		cfg.PollInterval = time.Second
	}
	if cfg.Now == nil {
		cfg.Now = time.Now
	}
	if cfg.Dir == "" {
		cfg.Dir = "."
	}
	dir, err := filepath.Abs(cfg.Dir)
	if err != nil {
		return nil, fmt.Errorf("approval service: %w", err)
	}
	cfg.Dir = dir
	s := &Server{cfg: cfg, waiters: map[string]chan struct{}{}, policySem: make(chan struct{}, 1)}
	s.opTrusted = s.resolve(cfg.TrustedRoots)
	s.opImport = s.resolve(cfg.ImportRoots)
	s.routes()
	return s, nil
}

func (s *Server) logf(format string, args ...any) {
	if s.cfg.Log != nil {
		s.cfg.Log.Printf(format, args...)
	}
}

func (s *Server) routes() {
	m := http.NewServeMux()
	for _, prefix := range []string{"", "/api"} {
		m.HandleFunc("GET "+prefix+"/health", s.health)
		m.HandleFunc("POST "+prefix+"/requests", s.submit)
		m.HandleFunc("GET "+prefix+"/requests", s.list)
		m.HandleFunc("GET "+prefix+"/requests/{id}", s.get)
		m.HandleFunc("POST "+prefix+"/requests/{id}/decision", s.decide)
	}
	m.HandleFunc("GET /api/profile", s.profile)
	m.HandleFunc("POST /api/profile/{action}", s.profile)
	m.HandleFunc("GET /ui/login", s.login)
	m.HandleFunc("GET /{$}", s.page)
	m.HandleFunc("GET /ui", s.page)
	m.HandleFunc("GET /ui/{$}", s.page)
	m.HandleFunc("GET /ui/requests/{id}", s.page)
	m.HandleFunc("GET /ui/assets/{name}", s.asset)
	m.HandleFunc("/", func(w http.ResponseWriter, r *http.Request) {
		writeDetail(w, http.StatusNotFound, "Not Found")
	})
	s.mux = m
}

// ServeHTTP checks the Host header (against DNS rebinding) and routes.
func (s *Server) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if !s.allowedHost(hostOnly(r.Host)) {
		w.Header().Set("Content-Type", "text/plain; charset=utf-8")
		w.WriteHeader(http.StatusBadRequest)
		io.WriteString(w, "Invalid host header")
		return
	}
	w.Header().Set("X-Content-Type-Options", "nosniff")
	w.Header().Set("Cache-Control", "no-store")
	s.mux.ServeHTTP(w, r)
}

// hostOnly strips the port (and IPv6 brackets) from a Host header value.
func hostOnly(hostport string) string {
	if h, _, err := net.SplitHostPort(hostport); err == nil {
		return h
	}
	return strings.TrimSuffix(strings.TrimPrefix(hostport, "["), "]")
}

// allowedHost reports whether a host name is the bind host or a loopback
// alias, the set the reference accepts.
func (s *Server) allowedHost(h string) bool {
	h = strings.ToLower(h)
	switch h {
	case "127.0.0.1", "localhost", "::1":
		return true
	}
	return h != "" && h == strings.ToLower(hostOnly(s.cfg.Host))
}

// originOK is the CSRF check of the POST routes: a request without an
// Origin (a runner, curl) passes; a browser's Origin must name an allowed
// host.
func (s *Server) originOK(r *http.Request) bool {
	o := r.Header.Get("Origin")
	if o == "" {
		return true
	}
	u, err := url.Parse(o)
	if err != nil || u.Host == "" {
		return false
	}
	return s.allowedHost(u.Hostname())
}

// bearer returns the bearer token of r, or "".
func bearer(r *http.Request) string {
	h := r.Header.Get("Authorization")
	if len(h) > 7 && strings.EqualFold(h[:7], "bearer ") {
		return strings.TrimSpace(h[7:])
	}
	return ""
}

func same(a, b string) bool {
	return b != "" && subtle.ConstantTimeCompare([]byte(a), []byte(b)) == 1
}

func (s *Server) isSubmitter(r *http.Request) bool {
	return s.cfg.NoAuth || same(bearer(r), s.cfg.SubmitToken)
}

// isApprover: the decision token as a bearer token, or a valid session
// cookie.
func (s *Server) isApprover(r *http.Request) bool {
	if s.cfg.NoAuth || same(bearer(r), s.cfg.DecisionToken) {
		return true
	}
	c, err := r.Cookie(CookieName)
	return err == nil && s.validSession(c.Value)
}

// newSession returns a session cookie value: a random nonce and its HMAC
// under the decision token. Sessions need no server-side state, so they
// survive a restart and work across instances sharing the token.
func (s *Server) newSession() string {
	nonce := make([]byte, 24)
	rand.Read(nonce)
	n := base64.RawURLEncoding.EncodeToString(nonce)
	return n + "." + s.sessionMAC(n)
}

func (s *Server) sessionMAC(nonce string) string {
	m := hmac.New(sha256.New, []byte("clauz3 approver session\x00"+s.cfg.DecisionToken))
	m.Write([]byte(nonce))
	return base64.RawURLEncoding.EncodeToString(m.Sum(nil))
}

func (s *Server) validSession(v string) bool {
	nonce, mac, ok := strings.Cut(v, ".")
	return ok && nonce != "" && hmac.Equal([]byte(mac), []byte(s.sessionMAC(nonce)))
}

// writeJSON writes v with encoding/json (key order of structs kept).
func writeJSON(w http.ResponseWriter, code int, v any) {
	b, err := json.Marshal(v)
	if err != nil {
		code, b = http.StatusInternalServerError, []byte(`{"detail":"internal error"}`)
	}
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(code)
	w.Write(b)
}

// writeTree writes a protocol tree (the generic JSON of a record).
func writeTree(w http.ResponseWriter, code int, v any) {
	b, err := protocol.Canonical(v)
	if err != nil {
		writeDetail(w, http.StatusInternalServerError, "internal error")
		return
	}
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(code)
	w.Write(b)
}

// writeDetail writes the reference's error shape {"detail": msg}.
func writeDetail(w http.ResponseWriter, code int, msg string) {
	writeJSON(w, code, map[string]string{"detail": msg})
}

func (s *Server) health(w http.ResponseWriter, r *http.Request) {
	writeJSON(w, http.StatusOK, map[string]bool{"ok": true})
}

// readObject reads the body as a JSON object (a protocol tree). On
// failure it has written the reply (422 in FastAPI's validation shape, or
// 413) and returns nil.
func readObject(w http.ResponseWriter, r *http.Request) map[string]any {
	body, err := io.ReadAll(http.MaxBytesReader(w, r.Body, maxBody))
	if err != nil {
		var tooBig *http.MaxBytesError
		if errors.As(err, &tooBig) {
			writeDetail(w, http.StatusRequestEntityTooLarge, fmt.Sprintf("request body larger than %d bytes", maxBody))
			return nil
		}
		writeDetail(w, http.StatusBadRequest, "cannot read request body")
		return nil
	}
	v, err := protocol.Decode(body)
	if err != nil {
		pos := 0
		var se *protocol.SyntaxError
		if errors.As(err, &se) {
			pos = se.Offset
		}
		writeJSON(w, http.StatusUnprocessableEntity, map[string]any{"detail": []any{map[string]any{
			"type": "json_invalid", "loc": []any{"body", pos}, "msg": "JSON decode error",
			"input": map[string]any{}, "ctx": map[string]any{"error": err.Error()},
		}}})
		return nil
	}
	obj, ok := v.(map[string]any)
	if !ok {
		detail := map[string]any{"type": "dict_type", "loc": []any{"body"}, "msg": "Input should be a valid dictionary", "input": v}
		writeTree(w, http.StatusUnprocessableEntity, map[string]any{"detail": []any{detail}})
		return nil
	}
	return obj
}

// pyRepr is Python's repr of a str, for messages that quote a value as
// the reference's do.
func pyRepr(s string) string {
	q := "'"
	if strings.Contains(s, "'") && !strings.Contains(s, `"`) {
		q = `"`
	}
	var b strings.Builder
	b.WriteString(q)
	for _, r := range s {
		switch {
		case r == '\\':
			b.WriteString(`\\`)
		case string(r) == q:
			b.WriteString(`\` + q)
		case r == '\n':
			b.WriteString(`\n`)
		case r == '\r':
			b.WriteString(`\r`)
		case r == '\t':
			b.WriteString(`\t`)
		case r < 0x20 || r == 0x7f:
			fmt.Fprintf(&b, `\x%02x`, r)
		default:
			b.WriteRune(r)
		}
	}
	b.WriteString(q)
	return b.String()
}

// requestIDPattern bounds what a request id may be: it appears in URL
// paths and in the page.
var requestIDPattern = regexp.MustCompile(`^[A-Za-z0-9_.:-]{1,128}$`)

// requestID is the id of a submitted payload, as the reference chooses
// it: the payload's own, else derived from program_sha256 (or from the
// program text), else clr_unknown.
func requestID(p map[string]any) string {
	if id, ok := p["request_id"].(string); ok && id != "" {
		return id
	}
	if h, ok := p["program_sha256"].(string); ok && len(h) >= 12 {
		return "clr_" + h[:12]
	}
	if prog, ok := p["program"].(string); ok {
		sum := sha256.Sum256([]byte(prog))
		return "clr_" + hex.EncodeToString(sum[:])[:12]
	}
	return "clr_unknown"
}

// programHashProblem says why the payload p's program_sha256 is not the
// hash of its program text as the protocol defines it (the lower-case hex
// sha256 of the UTF-8 bytes of "program"), or returns "" when it is. A
// receipt binds program_sha256 while the person sees the text, so the two
// must agree.
func programHashProblem(p map[string]any) string {
	prog, ok := p["program"].(string)
	if !ok {
		return "program must be a string: the program text"
	}
	claimed, ok := p["program_sha256"].(string)
	if !ok {
		return "program_sha256 must be a string: the hex sha256 of program"
	}
	sum := sha256.Sum256([]byte(prog))
	if got := hex.EncodeToString(sum[:]); got != claimed {
		return fmt.Sprintf("program_sha256 %s is not the sha256 of program (%s)", pyRepr(claimed), got)
	}
	return ""
}

// errHashMismatch refuses a receipt for a record whose program text does
// not hash to its program_sha256 (one stored before the submission check
// existed, or written into the store by other means).
var errHashMismatch = errors.New("the program text does not hash to program_sha256")

// serviceOwned are the record keys only the service writes; a submitter's
// copies are dropped (the reference's list, plus ours).
var serviceOwned = []string{
	"status", "approval", "auto_decision",
	"library_mock_declarations", "contract_documentation", "contract_descriptions", "contract_identities",
	"profile_eligible", "profile_signature", "history_id", "profile_error", "approvals_paused",
	"trusted_layer_sha256", "service_checks",
}

// consentSHA256 is the consent hash a receipt binds, computed over the
// stored payload as the reference's service computes it.
func consentSHA256(p map[string]any) (string, error) { return protocol.ConsentFromPayload(p) }

// Approval is the approval object: the reply to POST /requests and to a
// decision, and record.approval. Keys in the reference's order.
type Approval struct {
	Decision  string `json:"decision"`
	RequestID string `json:"request_id"`
	Feedback  string `json:"feedback,omitempty"`
	Receipt   string `json:"receipt,omitempty"`
}

// AutoDecision records which rule decided a request without a person.
type AutoDecision struct {
	Rule   string `json:"rule"`
	Reason string `json:"reason"`
}

// submit is POST /requests: store the request, let a remembered approval
// or the policy decide it, else wait for a person.
func (s *Server) submit(w http.ResponseWriter, r *http.Request) {
	if !s.isSubmitter(r) {
		writeDetail(w, http.StatusUnauthorized, "missing or invalid bearer token")
		return
	}
	if !s.originOK(r) {
		writeDetail(w, http.StatusForbidden, "origin not allowed")
		return
	}
	p := readObject(w, r)
	if p == nil {
		return
	}
	for _, k := range serviceOwned {
		delete(p, k)
	}
	if msg := programHashProblem(p); msg != "" {
		writeDetail(w, http.StatusBadRequest, msg)
		return
	}
	id := requestID(p)
	if !requestIDPattern.MatchString(id) {
		writeDetail(w, http.StatusUnprocessableEntity, "request_id must be 1 to 128 letters, digits or _.:-")
		return
	}
	p["request_id"] = id
	if s.cfg.Policy != nil && !s.layerAuthorized(p) {
		writeDetail(w, http.StatusForbidden, "requested trusted_roots and import_roots do not match an authorized layer")
		return
	}
	// What the service checked itself, for the page: does the program
	// text hash to program_sha256, and the hash of the trusted layer the
	// request names (used by "remember").
	prog, _ := p["program"].(string)
	sum := sha256.Sum256([]byte(prog))
	claimed, _ := p["program_sha256"].(string)
	checks := map[string]any{"program_sha256_matches": hex.EncodeToString(sum[:]) == claimed}
	p["service_checks"] = checks
	if layer, err := s.layerHash(p); err == nil {
		p["trusted_layer_sha256"] = layer
	}
	// The trusted files that changed since a request with the same
	// trusted roots was last approved, for the page.
	if changed, since, err := s.trustedChanges(r.Context(), p); err != nil {
		s.logf("submit %s: %v", id, err)
	} else if since != "" {
		list := make([]any, len(changed))
		for i, c := range changed {
			list[i] = c
		}
		checks["trusted_files_changed"] = list
		checks["trusted_files_compared_with"] = since
	}
	payload, err := protocol.Canonical(p)
	if err != nil {
		writeDetail(w, http.StatusUnprocessableEntity, "request cannot be encoded: "+err.Error())
		return
	}
	ctx := r.Context()
	rec, created, err := s.cfg.Store.Put(ctx, id, payload, s.cfg.Now())
	if err != nil {
		s.logf("submit %s: %v", id, err)
		writeDetail(w, http.StatusInternalServerError, "the store failed")
		return
	}
	stored, err := decodePayload(rec.Payload)
	if err != nil {
		writeDetail(w, http.StatusInternalServerError, "the store holds an unreadable record")
		return
	}
	if !created {
		a, _ := consentSHA256(stored)
		b, _ := consentSHA256(p)
		if a != b || stored["program"] != p["program"] {
			writeDetail(w, http.StatusConflict, fmt.Sprintf("request id %s is already used by a different request", id))
			return
		}
		if stored["trusted_layer_sha256"] != p["trusted_layer_sha256"] || trustedDigest(stored) != trustedDigest(p) {
			// The trusted layer changed since the request was stored (as
			// the service reads it, or as the runner hashed it): a
			// decision (and its receipt) about the old layer does not
			// carry over; the request is asked again.
			if err := s.cfg.Store.Reset(ctx, id, payload, s.cfg.Now()); err != nil {
				s.logf("submit %s: %v", id, err)
				writeDetail(w, http.StatusInternalServerError, "the store failed")
				return
			}
			s.notify(id)
			s.logf("request %s: the trusted layer changed, asking again", id)
			if rec, err = s.cfg.Store.Get(ctx, id); err != nil {
				writeDetail(w, http.StatusInternalServerError, "the store failed")
				return
			}
			stored = p
		}
	} else {
		s.logf("request %s submitted", id)
	}
	// A remembered approval decides at once, also when an earlier round
	// of the same request was decided (a fresh receipt each time).
	if done, err := s.tryRemembered(ctx, rec, stored); err != nil {
		s.logf("remembered %s: %v", id, err)
	} else if done {
		if rec, err = s.cfg.Store.Get(ctx, id); err != nil {
			s.logf("submit %s: %v", id, err)
			writeDetail(w, http.StatusInternalServerError, "the store failed")
			return
		}
	}
	if rec.Status == store.StatusPending && s.cfg.Policy != nil {
		s.applyPolicy(ctx, rec, stored)
	}
	rec, err = s.wait(ctx, id)
	if err != nil {
		if errors.Is(err, errTimedOut) {
			writeDetail(w, http.StatusServiceUnavailable, "approval timed out awaiting a human decision")
			return
		}
		if ctx.Err() != nil {
			// The client went away, or the service is stopping: the
			// request stays pending, and a POST to the restarted service
			// waits for the same record.
			writeDetail(w, http.StatusServiceUnavailable, "the approval service is stopping; the request stays pending: submit it again")
			return
		}
		s.logf("wait %s: %v", id, err)
		writeDetail(w, http.StatusInternalServerError, "the store failed")
		return
	}
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(http.StatusOK)
	w.Write(approvalBytes(rec))
}

// approvalBytes re-encodes a stored approval in the reference's key order.
func approvalBytes(rec *store.Record) []byte {
	var a Approval
	if err := json.Unmarshal(rec.Approval, &a); err != nil {
		return rec.Approval
	}
	b, _ := json.Marshal(a)
	return b
}

func decodePayload(b []byte) (map[string]any, error) {
	v, err := protocol.Decode(b)
	if err != nil {
		return nil, err
	}
	m, ok := v.(map[string]any)
	if !ok {
		return nil, errors.New("record payload is not an object")
	}
	return m, nil
}

var errTimedOut = errors.New("timed out")

// waiter returns the channel closed when id is next decided in this
// process.
func (s *Server) waiter(id string) chan struct{} {
	s.mu.Lock()
	defer s.mu.Unlock()
	ch, ok := s.waiters[id]
	if !ok {
		ch = make(chan struct{})
		s.waiters[id] = ch
	}
	return ch
}

// notify wakes the waiters of id.
func (s *Server) notify(id string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if ch, ok := s.waiters[id]; ok {
		close(ch)
		delete(s.waiters, id)
	}
}

// wait blocks until id is decided (returning its record), the wait cap
// passes (errTimedOut) or ctx ends. It is woken by decisions made in this
// process and re-reads the store every PollInterval for decisions made by
// another instance.
func (s *Server) wait(ctx context.Context, id string) (*store.Record, error) {
	deadline := time.NewTimer(s.cfg.WaitCap)
	defer deadline.Stop()
	tick := time.NewTicker(s.cfg.PollInterval)
	defer tick.Stop()
	for {
		ch := s.waiter(id) // before reading, so no decision is missed
		rec, err := s.cfg.Store.Get(ctx, id)
		if err != nil {
			return nil, err
		}
		if rec.Status != store.StatusPending && rec.Approval != nil {
			return rec, nil
		}
		select {
		case <-ch:
		case <-tick.C:
		case <-deadline.C:
			return nil, errTimedOut
		case <-ctx.Done():
			return nil, ctx.Err()
		}
	}
}

// recordJSON is a record as the GET routes show it: the payload plus
// status, approval and auto_decision.
func recordJSON(rec *store.Record) (map[string]any, error) {
	p, err := decodePayload(rec.Payload)
	if err != nil {
		return nil, err
	}
	p["request_id"] = rec.ID
	p["status"] = rec.Status
	if rec.Approval != nil {
		a, err := protocol.Decode(rec.Approval)
		if err != nil {
			return nil, err
		}
		p["approval"] = a
	}
	if rec.AutoDecision != nil {
		a, err := protocol.Decode(rec.AutoDecision)
		if err != nil {
			return nil, err
		}
		p["auto_decision"] = a
	}
	return p, nil
}

// openView is a record as the open GET routes show it to a caller without
// a credential: the protocol keeps GET /requests and /requests/{id} open
// (a managed session polls the status without a token), so everything is
// shown but the receipt, a signed permission to run the program that only
// a holder of a credential sees.
func (s *Server) openView(r *http.Request, m map[string]any) map[string]any {
	if s.isSubmitter(r) || s.isApprover(r) {
		return m
	}
	if a, ok := m["approval"].(map[string]any); ok {
		delete(a, "receipt")
	}
	return m
}

func (s *Server) list(w http.ResponseWriter, r *http.Request) {
	recs, err := s.cfg.Store.List(r.Context())
	if err != nil {
		s.logf("list: %v", err)
		writeDetail(w, http.StatusInternalServerError, "the store failed")
		return
	}
	out := make([]any, 0, len(recs))
	for _, rec := range recs {
		m, err := recordJSON(rec)
		if err != nil {
			continue
		}
		out = append(out, s.openView(r, m))
	}
	writeTree(w, http.StatusOK, out)
}

func (s *Server) get(w http.ResponseWriter, r *http.Request) {
	rec, err := s.cfg.Store.Get(r.Context(), r.PathValue("id"))
	if errors.Is(err, store.ErrNotFound) {
		writeDetail(w, http.StatusNotFound, "request not found")
		return
	}
	if err != nil {
		s.logf("get: %v", err)
		writeDetail(w, http.StatusInternalServerError, "the store failed")
		return
	}
	m, err := recordJSON(rec)
	if err != nil {
		writeDetail(w, http.StatusInternalServerError, "the store holds an unreadable record")
		return
	}
	writeTree(w, http.StatusOK, s.openView(r, m))
}

// humanDecisions are the decisions a person may post, in the reference's
// order (its 400 message lists them so).
var humanDecisions = []string{"approved_once", "approved_remember", "rejected", "rejected_contract", "request_more"}

// approving reports whether a decision lets the program run.
func approving(d string) bool {
	return d == "approved_once" || d == "approved_remember" || d == "auto_approved"
}

// decide is POST /requests/{id}/decision.
func (s *Server) decide(w http.ResponseWriter, r *http.Request) {
	if !s.isApprover(r) {
		writeDetail(w, http.StatusUnauthorized, "missing or invalid approver credential")
		return
	}
	if !s.originOK(r) {
		writeDetail(w, http.StatusForbidden, "origin not allowed")
		return
	}
	body := readObject(w, r)
	if body == nil {
		return
	}
	decision, ok := body["decision"].(string)
	if !ok {
		writeJSON(w, http.StatusUnprocessableEntity, map[string]any{"detail": []any{map[string]any{
			"type": "string_type", "loc": []any{"body", "decision"}, "msg": "Input should be a valid string"}}})
		return
	}
	feedback, _ := body["feedback"].(string)
	receipt, hasReceipt := body["receipt"].(string)
	remember, _ := body["remember"].(bool)
	known := false
	for _, d := range humanDecisions {
		known = known || d == decision
	}
	if !known {
		quoted := make([]string, len(humanDecisions))
		for i, d := range humanDecisions {
			quoted[i] = pyRepr(d)
		}
		writeDetail(w, http.StatusBadRequest, fmt.Sprintf("decision %s is not one of [%s]", pyRepr(decision), strings.Join(quoted, ", ")))
		return
	}
	ctx := r.Context()
	id := r.PathValue("id")
	rec, err := s.cfg.Store.Get(ctx, id)
	if errors.Is(err, store.ErrNotFound) {
		writeDetail(w, http.StatusNotFound, "request not found")
		return
	}
	if err != nil {
		s.logf("decide %s: %v", id, err)
		writeDetail(w, http.StatusInternalServerError, "the store failed")
		return
	}
	if remember {
		// The reference remembers only in profile mode, which this
		// service does not have; "approved_remember" as the decision is
		// how a person remembers an approval here.
		writeDetail(w, http.StatusBadRequest, "this request cannot be remembered")
		return
	}
	p, err := decodePayload(rec.Payload)
	if err != nil {
		writeDetail(w, http.StatusInternalServerError, "the store holds an unreadable record")
		return
	}
	var rule *store.Rule
	if decision == "approved_remember" {
		rule, err = s.ruleFor(p)
		if err != nil {
			writeDetail(w, http.StatusBadRequest, "this request cannot be remembered: "+err.Error())
			return
		}
	}
	a := Approval{Decision: decision, RequestID: id, Feedback: strings.TrimSpace(feedback)}
	if approving(decision) {
		if hasReceipt && receipt != "" {
			a.Receipt = receipt // the reference returns an approver's own receipt verbatim
		} else if a.Receipt, err = s.receipt(p, decision, "local-"); errors.Is(err, errHashMismatch) {
			writeDetail(w, http.StatusUnprocessableEntity, "this request cannot be approved: its program text does not hash to its program_sha256")
			return
		} else if err != nil {
			s.logf("decide %s: signing: %v", id, err)
			writeDetail(w, http.StatusInternalServerError, "cannot sign the receipt")
			return
		}
	}
	if err := s.record(ctx, id, a, nil, false); err != nil {
		s.logf("decide %s: %v", id, err)
		writeDetail(w, http.StatusInternalServerError, "the store failed")
		return
	}
	if !approving(decision) {
		// A person's rejection withdraws every earlier "remember" of the
		// same program.
		if prog, _ := p["program_sha256"].(string); prog != "" {
			if err := s.cfg.Store.Forget(ctx, prog); err != nil {
				s.logf("decide %s: %v", id, err)
			}
		}
	}
	if rule != nil {
		rule.Created = s.cfg.Now()
		if err := s.cfg.Store.Remember(ctx, *rule); err != nil {
			s.logf("decide %s: %v", id, err)
		}
	}
	s.logf("request %s decided: %s", id, decision)
	writeJSON(w, http.StatusOK, a)
}

// record stores a decision and wakes the waiters. With onlyPending it
// does nothing unless the request is still pending.
func (s *Server) record(ctx context.Context, id string, a Approval, auto *AutoDecision, onlyPending bool) error {
	status := store.StatusDenied
	if approving(a.Decision) {
		status = store.StatusApproved
	}
	ab, err := json.Marshal(a)
	if err != nil {
		return err
	}
	var autob []byte
	if auto != nil {
		if autob, err = json.Marshal(auto); err != nil {
			return err
		}
	}
	if _, err := s.cfg.Store.Decide(ctx, id, status, ab, autob, onlyPending, s.cfg.Now()); err != nil {
		return err
	}
	s.notify(id)
	return nil
}

// receipt returns the receipt of an approving decision on the request p:
// a clz2 receipt signed with the signing key (binding, besides the
// reference's keys, the service's own hash of the layer and the trusted
// files the request showed), or, without a key, the
// reference's placeholder prefix+id (which no 0.2 runner accepts). It
// refuses (errHashMismatch) a record whose program text does not hash to
// its program_sha256: the receipt would let a program run that the person
// or the policy never saw.
func (s *Server) receipt(p map[string]any, decision, placeholder string) (string, error) {
	if programHashProblem(p) != "" {
		return "", errHashMismatch
	}
	id, _ := p["request_id"].(string)
	if s.cfg.SigningKey == nil {
		return placeholder + id, nil
	}
	// The trusted files the request showed the person are bound too:
	// the runner refuses a receipt whose files differ from those on disk.
	extra := protocol.TrustedBinding(p)
	if layer, _ := p["trusted_layer_sha256"].(string); layer != "" {
		if extra == nil {
			extra = map[string]any{}
		}
		extra["trusted_layer_sha256"] = layer
	}
	return protocol.SignForRecord(s.cfg.SigningKey, p, protocol.Decision(decision), s.cfg.Now(), extra)
}

// profile answers the profile routes (GET /api/profile, POST
// /api/profile/remember and /disable) as the reference's plain service
// does: this service has no profile mode, so after the reference's checks
// (a JSON object body, the Origin, the approver) they are 404 "profiles
// are not enabled".
func (s *Server) profile(w http.ResponseWriter, r *http.Request) {
	if r.Method == http.MethodPost {
		if readObject(w, r) == nil {
			return
		}
		if !s.originOK(r) {
			writeDetail(w, http.StatusForbidden, "origin not allowed")
			return
		}
	}
	if !s.isApprover(r) {
		writeDetail(w, http.StatusUnauthorized, "missing or invalid approver credential")
		return
	}
	writeDetail(w, http.StatusNotFound, "profiles are not enabled")
}

// login is GET /ui/login?key=: the approver's link sets the session
// cookie and redirects to the page.
func (s *Server) login(w http.ResponseWriter, r *http.Request) {
	if s.cfg.NoAuth {
		http.Redirect(w, r, "/ui", http.StatusSeeOther)
		return
	}
	if !same(r.URL.Query().Get("key"), s.cfg.DecisionToken) {
		page.WriteUnauthorized(w, "This login link is not valid. Open the approver link the service printed when it started.")
		return
	}
	http.SetCookie(w, &http.Cookie{Name: CookieName, Value: s.newSession(), Path: "/", HttpOnly: true, SameSite: http.SameSiteStrictMode})
	http.Redirect(w, r, "/ui", http.StatusSeeOther)
}

// page serves the approver's page (401 without a session).
func (s *Server) page(w http.ResponseWriter, r *http.Request) {
	if !s.isApprover(r) {
		page.WriteUnauthorized(w, "You are not signed in. Open the approver link the service printed when it started.")
		return
	}
	page.WriteIndex(w)
}

// asset serves the page's scripts and styles (an allowlist; no auth, as
// the reference: they hold no data).
func (s *Server) asset(w http.ResponseWriter, r *http.Request) {
	if !page.WriteAsset(w, r.PathValue("name")) {
		writeDetail(w, http.StatusNotFound, "Not Found")
	}
}
