package protocol

import (
	"encoding/json"
	"errors"
	"io"
	"net/http"
	"net/http/httptest"
	"os/exec"
	"strings"
	"testing"
	"time"
)

func TestNormalizeProgram(t *testing.T) {
	for in, want := range map[string]string{
		"a\r\nb\rc\n":   "a\nb\nc\n",
		"\r\r\n":        "\n\n",
		"x":             "x",
		"\ufeffa\r\n":   "\ufeffa\n",
		"é\u2028\r\n\n": "é\u2028\n\n",
	} {
		got, err := NormalizeProgram([]byte(in))
		if err != nil || got != want {
			t.Errorf("NormalizeProgram(%q) = %q, %v; want %q", in, got, err, want)
		}
	}
	if _, err := NormalizeProgram([]byte("\xff")); err == nil {
		t.Error("invalid UTF-8 accepted")
	}
}

func TestRequestID(t *testing.T) {
	if got := RequestID("d49e01fd79d1f38cc7f7"); got != "clr_d49e01fd79d1" {
		t.Errorf("got %s", got)
	}
	for _, c := range []struct {
		payload map[string]any
		want    string
	}{
		{map[string]any{"request_id": "clr_given", "program_sha256": "abcdefabcdef00"}, "clr_given"},
		{map[string]any{"request_id": "", "program_sha256": "abcdefabcdef00"}, "clr_abcdefabcdef"},
		{map[string]any{"request_id": Number("1"), "program_sha256": "abcdefabcdef00"}, "clr_abcdefabcdef"},
		{map[string]any{"program_sha256": Number("5")}, "clr_unknown"},
		{map[string]any{}, "clr_unknown"},
	} {
		if got := RequestIDFromPayload(c.payload); got != c.want {
			t.Errorf("RequestIDFromPayload(%v) = %s, want %s", c.payload, got, c.want)
		}
	}
}

func TestDecodeRequestErrors(t *testing.T) {
	good := string(readFile(t, "approval-request.json"))
	for _, c := range []struct {
		edit func(m map[string]any)
		want string
	}{
		{func(m map[string]any) { m["schema_version"] = "1" }, "at /schema_version: expected an integer"},
		{func(m map[string]any) { delete(m, "program") }, "at /program: expected a string"},
		{func(m map[string]any) { m["guarantees"] = []any{"a", 1} }, "at /guarantees/1: expected a string"},
		{func(m map[string]any) { m["coverage"] = map[string]any{} }, "at /coverage: expected a list"},
		{func(m map[string]any) {
			m["coverage"] = []any{map[string]any{"domain": "d", "status": "s", "missing_required": []any{}}}
		},
			"at /coverage/0/missing_recommended: expected a list of strings"},
		{func(m map[string]any) { m["proofs"] = []any{map[string]any{"name": "main"}} }, "at /proofs/0: expected string name, conclusion and description"},
		{func(m map[string]any) { m[AdditionsKey] = map[string]any{"summary": "x"} }, "at /clauz3_go: json: cannot unmarshal string into Go struct field Additions.summary of type []protocol.Sentence"},
	} {
		var m map[string]any
		json.Unmarshal([]byte(good), &m)
		c.edit(m)
		b, _ := json.Marshal(m)
		_, tree, err := DecodeRequest(b)
		if err == nil || err.Error() != c.want {
			t.Errorf("got %v, want %s", err, c.want)
		}
		if tree == nil {
			t.Error("the tree is not returned with a typed error")
		}
		var re *RequestError
		if !errors.As(err, &re) {
			t.Errorf("error of type %T", err)
		}
	}
	if _, _, err := DecodeRequest([]byte(`[1,2]`)); err == nil || err.Error() != "request must be a JSON object" {
		t.Errorf("list: %v", err)
	}
}

// TestAdditionsRoundTrip: our additions travel under their own key, are
// read back, and leave the consent hash alone.
func TestAdditionsRoundTrip(t *testing.T) {
	r, _, err := DecodeRequest(readFile(t, "approval-request.json"))
	if err != nil {
		t.Fatal(err)
	}
	before, _ := r.ConsentSHA256()
	r.Additions = &Additions{
		Summary:     []Sentence{{Guarantee: r.Guarantees[0], Text: "Only bob@example.com is emailed."}},
		Effects:     []Effect{{Function: "tools.email.trusted.effects.send_email", Markers: []string{"email"}, Text: "sends an email", Lines: []int{10}}},
		LayerSHA256: strings.Repeat("ab", 32),
	}
	w, err := r.Wire()
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(w), `"clauz3_go": {"effects": [{"function": "tools.email.trusted.effects.send_email", "lines": [10], "markers": ["email"], "text": "sends an email"}], "layer_sha256": "`) {
		t.Errorf("wire %s", w)
	}
	back, _, err := DecodeRequest(w)
	if err != nil {
		t.Fatal(err)
	}
	if back.Additions == nil || back.Additions.Summary[0].Text != "Only bob@example.com is emailed." || back.Additions.Effects[0].Lines[0] != 10 {
		t.Errorf("additions %+v", back.Additions)
	}
	after, _ := back.ConsentSHA256()
	if after != before {
		t.Error("the additions changed the consent hash")
	}
}

func TestDecisions(t *testing.T) {
	for _, d := range AllDecisions {
		want := d == ApprovedOnce || d == ApprovedRemember || d == AutoApproved
		if d.Approves() != want {
			t.Errorf("%s approves = %v", d, d.Approves())
		}
		if !d.Known() {
			t.Errorf("%s not known", d)
		}
	}
	for _, d := range []Decision{LegacyDenied, "approved", "Approved_Once", ""} {
		if d.Approves() || d.Known() {
			t.Errorf("%q approves or is known", d)
		}
	}
	_, err := ParseDecision("auto_approved", UserDecisions)
	if err == nil || err.Error() != "decision 'auto_approved' is not one of ['approved_once', 'approved_remember', 'rejected', 'rejected_contract', 'request_more']" {
		t.Errorf("user decisions: %v", err)
	}
	if _, err := ParseDecision("denied", nil); err == nil {
		t.Error("denied accepted outside a reply")
	}
	if d, err := ParseReplyDecision("denied"); err != nil || d.Approves() {
		t.Errorf("denied in a reply: %v %v", d, err)
	}
	for v, want := range map[any]string{nil: "None", true: "True", "it's": `"it's"`, `a'"b`: `'a\'"b'`, "é\n\x01": `'é\n\x01'`, Number("1.50"): "1.5"} {
		if got := PyRepr(v); got != want {
			t.Errorf("PyRepr(%#v) = %s, want %s", v, got, want)
		}
	}
}

func TestReplyJSON(t *testing.T) {
	for _, c := range []struct {
		r    Reply
		want string
	}{
		{Reply{Decision: ApprovedOnce, RequestID: "clr_1", Feedback: "looks fine", Receipt: "clz2.a.b"}, `{"decision":"approved_once","request_id":"clr_1","feedback":"looks fine","receipt":"clz2.a.b"}`},
		{Reply{Decision: Rejected, RequestID: "clr_1", Feedback: "no <thanks> é", Receipt: "ignored"}, `{"decision":"rejected","request_id":"clr_1","feedback":"no <thanks> é"}`},
		{Reply{Decision: AutoApproved, RequestID: "clr_1", Receipt: "r"}, `{"decision":"auto_approved","request_id":"clr_1","receipt":"r"}`},
	} {
		if got := string(c.r.JSON()); got != c.want {
			t.Errorf("got  %s\nwant %s", got, c.want)
		}
	}
	// The samples parse as replies.
	for _, name := range []string{"approval-reply-approved.json", "decision-reply-rejected.json"} {
		r, err := ParseReply(readFile(t, name))
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if r.RequestID == "" || r.Feedback == "" {
			t.Errorf("%s: %+v", name, r)
		}
	}
}

func TestMock(t *testing.T) {
	if _, err := ParseMockConfig([]byte(`{"decision":"approved"}`)); err == nil || !strings.HasPrefix(err.Error(), "decision 'approved' is not one of") {
		t.Errorf("unknown decision: %v", err)
	}
	if _, err := ParseMockConfig([]byte(`[]`)); err == nil || err.Error() != "mock approval config must be a JSON object" {
		t.Errorf("list: %v", err)
	}
	// The reference's sample config parses (its placeholder strings
	// included), and its default decision is approved_once.
	c, err := ParseMockConfig(readFile(t, "mock-approval-config.json"))
	if err != nil || c.Decision != ApprovedOnce || !c.HasRequire || !c.HasReceipt {
		t.Fatalf("sample config: %+v %v", c, err)
	}
	c, _ = ParseMockConfig([]byte(`{}`))
	if c.Decision != ApprovedOnce || c.HasFeedback {
		t.Errorf("empty config: %+v", c)
	}

	payload := map[string]any{"program_sha256": testBinding.ProgramSHA256, "guarantees": []any{"emails.only(['bob@example.com'])"},
		"coverage": []any{map[string]any{"domain": "email", "missing_recommended": []any{"unique_recipients"}, "missing_required": []any{}, "status": "recommended_gap"}}}
	wire := func(m *Mock) string {
		srv := httptest.NewServer(m)
		defer srv.Close()
		b, _ := Wire(payload)
		resp, err := http.Post(srv.URL+"/requests", "application/json", strings.NewReader(string(b)))
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		out, _ := io.ReadAll(resp.Body)
		return string(out)
	}
	if got := wire(&Mock{Config: &MockConfig{Decision: ApprovedOnce, Feedback: "", HasFeedback: true}}); got != `{"decision": "approved_once", "feedback": "", "receipt": "mock-clr_d49e01fd79d1", "request_id": "clr_d49e01fd79d1"}` {
		t.Errorf("no key: %s", got)
	}
	if got := wire(&Mock{Config: &MockConfig{Decision: RequestMore, RequireProgramSHA256: testBinding.ProgramSHA256, HasRequire: true}}); got != `{"decision": "request_more", "request_id": "clr_d49e01fd79d1"}` {
		t.Errorf("deny, hash matching: %s", got)
	}
	if got := wire(&Mock{Config: &MockConfig{Decision: ApprovedOnce, RequireProgramSHA256: "other", HasRequire: true}}); got != `{"decision": "rejected", "feedback": "program hash did not match mock approval config", "request_id": "clr_d49e01fd79d1"}` {
		t.Errorf("hash mismatch: %s", got)
	}
	// With a key: a receipt bound to the record, verifying for the binding.
	m := &Mock{Config: &MockConfig{Decision: AutoApproved}, Key: mustKey(t, testSeed)}
	got := wire(m)
	rep, err := ParseReply([]byte(got))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := VerifyReceipt(testVerify, rep.Receipt, testBinding, time.Now()); err != nil {
		t.Errorf("mock receipt: %v (%s)", err, got)
	}
	if len(m.Requests()) != 1 {
		t.Errorf("%d requests recorded", len(m.Requests()))
	}
	// Other routes.
	srv := httptest.NewServer(m)
	defer srv.Close()
	for path, want := range map[string]int{"/requests": 405, "/nope": 404, "/health": 200} {
		resp, err := http.Get(srv.URL + path)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		if resp.StatusCode != want {
			t.Errorf("GET %s: %d, want %d", path, resp.StatusCode, want)
		}
	}
	resp, _ := http.Post(srv.URL+"/requests", "application/json", strings.NewReader(`[1]`))
	if resp.StatusCode != 400 {
		t.Errorf("a list body: %d", resp.StatusCode)
	}
	resp.Body.Close()
}

func TestParseDecisionBody(t *testing.T) {
	b, err := ParseDecisionBody([]byte(`{"decision":"approved_once","remember":false,"feedback":""}`))
	if err != nil || b.Decision != ApprovedOnce || b.Remember == nil || *b.Remember || b.Feedback == nil || *b.Feedback != "" || b.Receipt != nil {
		t.Errorf("bundled UI body: %+v %v", b, err)
	}
	for body, want := range map[string]string{
		`{"decision":"approved"}`:                  "decision 'approved' is not one of ['approved_once', 'approved_remember', 'rejected', 'rejected_contract', 'request_more']",
		`{"decision":"auto_approved"}`:             "decision 'auto_approved' is not one of ['approved_once', 'approved_remember', 'rejected', 'rejected_contract', 'request_more']",
		`{}`:                                       "decision None is not one of ['approved_once', 'approved_remember', 'rejected', 'rejected_contract', 'request_more']",
		`{"decision":"rejected","feedback":1}`:     "at /feedback: expected a string",
		`{"decision":"rejected","remember":"yes"}`: "at /remember: expected a boolean",
		`[1]`: "the decision body must be a JSON object",
	} {
		if _, err := ParseDecisionBody([]byte(body)); err == nil || err.Error() != want {
			t.Errorf("%s: %v, want %s", body, err, want)
		}
	}
}

// TestReplyJSONAgainstPython: the approval object's bytes are those of
// json.dumps(..., ensure_ascii=False, separators=(",", ":")), which the
// reference's service (FastAPI) writes.
func TestReplyJSONAgainstPython(t *testing.T) {
	py, err := exec.LookPath("python3")
	if err != nil {
		t.Skip("python3 not found (make deps installs it)")
	}
	feedback := "a\"b\\c\n\r\t\b\f\x01\x7f <&> é \u2028 😀 /"
	r := Reply{Decision: ApprovedOnce, RequestID: "clr_é", Feedback: feedback, Receipt: "clz2.x.y"}
	script := `import json, sys
d = json.load(sys.stdin)
sys.stdout.buffer.write(json.dumps({"decision": "approved_once", "request_id": d["id"], "feedback": d["f"], "receipt": "clz2.x.y"},
    ensure_ascii=False, separators=(",", ":")).encode())`
	in, _ := json.Marshal(map[string]string{"id": "clr_é", "f": feedback})
	cmd := exec.Command(py, "-c", script)
	cmd.Stdin = strings.NewReader(string(in))
	want, err := cmd.Output()
	if err != nil {
		t.Fatal(err)
	}
	if got := r.JSON(); string(got) != string(want) {
		t.Errorf("got  %s\nwant %s", got, want)
	}
}

// TestConsentOfNilLists: a Coverage with nil lists hashes as it is sent
// (empty lists), whether or not it went through NewRequest.
func TestConsentOfNilLists(t *testing.T) {
	r := &Request{ProgramSHA256: "p", Guarantees: nil, Coverage: []Coverage{{Domain: "d", Status: CoverageSilentGap}}}
	got, err := r.ConsentSHA256()
	if err != nil {
		t.Fatal(err)
	}
	want, _ := ConsentFromPayload(map[string]any{"program_sha256": "p", "guarantees": []any{},
		"coverage": []any{map[string]any{"domain": "d", "status": "silent_gap", "missing_required": []any{}, "missing_recommended": []any{}}}})
	if got != want {
		t.Errorf("consent %s, want %s", got, want)
	}
	w, _ := r.Wire()
	if !strings.Contains(string(w), `"missing_recommended": [], "missing_required": []`) {
		t.Errorf("wire %s", w)
	}
}
