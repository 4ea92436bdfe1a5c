package protocol

import (
	"crypto/ed25519"
	"fmt"
	"io"
	"net/http"
	"os"
	"sync"
	"time"
)

// MockConfig is the configuration of `clauz3 mock-approval-service`, in
// the reference's keys:
//
//	{"decision": "approved_once", "feedback": "...", "receipt": "...",
//	 "require_program_sha256": "..."}
type MockConfig struct {
	// Decision is the scripted decision (approved_once when omitted); any
	// of the seven.
	Decision Decision
	// Feedback is returned when set (HasFeedback), even when empty.
	Feedback    string
	HasFeedback bool
	// Receipt, when set (HasReceipt), is returned verbatim instead of a
	// minted one.
	Receipt    string
	HasReceipt bool
	// RequireProgramSHA256, when set (HasRequire), makes the mock answer
	// "rejected" to a request with another program hash.
	RequireProgramSHA256 any
	HasRequire           bool
}

// ParseMockConfig reads a mock configuration as the reference does: a
// JSON object whose "decision", when present, is one of the seven
// decisions (an *UnknownDecisionError otherwise). "feedback" and
// "receipt" count only when they are strings.
func ParseMockConfig(data []byte) (*MockConfig, error) {
	v, err := Decode(data)
	if err != nil {
		return nil, fmt.Errorf("mock approval config is not valid JSON: %w", err)
	}
	m, ok := v.(map[string]any)
	if !ok {
		return nil, &ServiceError{Msg: "mock approval config must be a JSON object"}
	}
	c := &MockConfig{Decision: ApprovedOnce}
	if d, present := m["decision"]; present {
		if c.Decision, err = ParseDecision(d, AllDecisions); err != nil {
			return nil, err
		}
	}
	c.Feedback, c.HasFeedback = m["feedback"].(string)
	c.Receipt, c.HasReceipt = m["receipt"].(string)
	if r, present := m["require_program_sha256"]; present && r != nil {
		c.RequireProgramSHA256, c.HasRequire = r, true
	}
	return c, nil
}

// LoadMockConfig reads the mock configuration file at path.
func LoadMockConfig(path string) (*MockConfig, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("mock approval config: %w", err)
	}
	c, err := ParseMockConfig(data)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return c, nil
}

// Mock is a mock approval service: every POST /requests is answered at
// once with the configured decision. When Key is set, approving replies
// carry a real receipt signed for the submitted record, its trusted
// files included (as the approval service signs); otherwise "mock-<request id>", which a runner
// refuses.
type Mock struct {
	Config *MockConfig
	Key    ed25519.PrivateKey
	// Now is the clock (time.Now when nil).
	Now func() time.Time

	mu       sync.Mutex
	requests []map[string]any
}

// Requests returns the payloads received so far, in order.
func (m *Mock) Requests() []map[string]any {
	m.mu.Lock()
	defer m.mu.Unlock()
	return append([]map[string]any(nil), m.requests...)
}

// Respond is the mock's reply to one submitted payload, as the
// reference's approval_response_from_config.
func (m *Mock) Respond(payload map[string]any) (map[string]any, error) {
	id := RequestIDFromPayload(payload)
	c := m.Config
	if c.HasRequire && !jsonEqual(payload["program_sha256"], c.RequireProgramSHA256) {
		return map[string]any{
			"decision":   string(Rejected),
			"request_id": id,
			"feedback":   "program hash did not match mock approval config",
		}, nil
	}
	out := map[string]any{"decision": string(c.Decision), "request_id": id}
	if c.HasFeedback {
		out["feedback"] = c.Feedback
	}
	if c.Decision.Approves() {
		switch {
		case c.HasReceipt:
			out["receipt"] = c.Receipt
		case m.Key == nil:
			out["receipt"] = "mock-" + id
		default:
			now := time.Now
			if m.Now != nil {
				now = m.Now
			}
			r, err := SignForRecord(m.Key, payload, c.Decision, now(), TrustedBinding(payload))
			if err != nil {
				return nil, err
			}
			out["receipt"] = r
		}
	}
	return out, nil
}

// jsonEqual compares two generic JSON values as Python's == does for the
// types a hash can be (strings; anything else by its canonical form).
func jsonEqual(a, b any) bool {
	as, aok := a.(string)
	bs, bok := b.(string)
	if aok || bok {
		return aok && bok && as == bs
	}
	ab, err1 := Canonical(a)
	bb, err2 := Canonical(b)
	return err1 == nil && err2 == nil && string(ab) == string(bb)
}

// ServeHTTP answers POST /requests; any other path is 404, any other
// method on it 405. The body must be a JSON object (400 otherwise). The
// reply is written in the wire form (sorted keys, ASCII escapes).
func (m *Mock) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if r.URL.Path == "/health" && r.Method == http.MethodGet {
		w.Header().Set("Content-Type", "application/json")
		io.WriteString(w, `{"ok":true}`)
		return
	}
	if r.URL.Path != "/requests" {
		http.Error(w, "not found", http.StatusNotFound)
		return
	}
	if r.Method != http.MethodPost {
		http.Error(w, "method not allowed", http.StatusMethodNotAllowed)
		return
	}
	data, err := io.ReadAll(io.LimitReader(r.Body, 64<<20))
	if err != nil {
		http.Error(w, "cannot read the request body", http.StatusBadRequest)
		return
	}
	v, err := Decode(data)
	if err != nil {
		http.Error(w, "invalid JSON", http.StatusBadRequest)
		return
	}
	payload, ok := v.(map[string]any)
	if !ok {
		http.Error(w, "request must be a JSON object", http.StatusBadRequest)
		return
	}
	m.mu.Lock()
	m.requests = append(m.requests, payload)
	m.mu.Unlock()
	reply, err := m.Respond(payload)
	if err != nil {
		http.Error(w, "cannot sign a receipt: "+err.Error(), http.StatusInternalServerError)
		return
	}
	body, err := Wire(reply)
	if err != nil {
		http.Error(w, "cannot encode the reply", http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", "application/json")
	w.Write(body)
}
