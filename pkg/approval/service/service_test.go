package service

import (
	"encoding/json"
	"fmt"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"clauz3/pkg/approval/protocol"
)

// readSample reads a reference sample copied into testdata.
func readSample(t *testing.T, name string) []byte {
	t.Helper()
	b, err := os.ReadFile(filepath.Join(repoRoot(t), "testdata", "approval", "service", name))
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func sampleRequest(t *testing.T) map[string]any {
	t.Helper()
	v, err := protocol.Decode(readSample(t, "approval-request.json"))
	if err != nil {
		t.Fatal(err)
	}
	return v.(map[string]any)
}

// TestApproveThroughAPI: the reference's own request, submitted with the
// submission token, is pending until the approver decides through the
// JSON API; the blocked POST then returns the approval with a receipt
// that verifies for that request.
func TestApproveThroughAPI(t *testing.T) {
	k := newKeys(t)
	in := start(t, sqliteDSN(t), k, nil)
	req := sampleRequest(t)
	body, _ := protocol.Wire(req)
	ch := submitAsync(t, in.url, body)
	rec := awaitStatus(t, in.url, "clr_d49e01fd79d1", "pending")
	if rec["program"] != req["program"] || rec["approval"] != nil {
		t.Fatalf("pending record: %v", rec)
	}
	select {
	case r := <-ch:
		t.Fatalf("the POST returned before a decision: %s", r)
	case <-time.After(300 * time.Millisecond):
	}
	dec := do(t, "POST", in.url+"/api/requests/clr_d49e01fd79d1/decision", []byte(`{"decision":"approved_once","feedback":"  looks fine \n"}`),
		"Authorization: Bearer "+decideToken)
	da := approvalOf(t, dec)
	a := approvalOf(t, awaitReply(t, ch))
	if a.Decision != "approved_once" || a.RequestID != "clr_d49e01fd79d1" || a.Feedback != "looks fine" || a.Receipt != da.Receipt {
		t.Fatalf("approval %+v, decision reply %+v", a, da)
	}
	// Key order as the reference's approval object.
	if r := awaitReply(t, submitAsync(t, in.url, body)); !strings.HasPrefix(string(r.body), `{"decision":"approved_once","request_id":"clr_d49e01fd79d1","feedback":"looks fine","receipt":"clz2.`) {
		t.Errorf("resubmission reply %s", r.body)
	}
	p := verify(t, k, req, a.Receipt)
	if p.Decision != "approved_once" {
		t.Errorf("receipt decision %q", p.Decision)
	}
	if p.Extra["trusted_layer_sha256"] != nil {
		t.Errorf("a layer hash for roots the service cannot read: %v", p.Extra)
	}
	rec = awaitStatus(t, in.url, "clr_d49e01fd79d1", "approved")
	if ap, _ := rec["approval"].(map[string]any); ap["receipt"] != a.Receipt {
		t.Errorf("stored approval %v", rec["approval"])
	}
	// A receipt verifies only with the service's key.
	other := newKeys(t)
	if _, err := protocol.VerifyReceipt(other.verify, a.Receipt, protocol.Binding{RequestID: "clr_d49e01fd79d1", ProgramSHA256: req["program_sha256"].(string)}, time.Now()); err == nil {
		t.Error("receipt verified with another key")
	}
}

// TestRejectWithFeedback: a rejection answers the blocked POST with the
// feedback and no receipt.
func TestRejectWithFeedback(t *testing.T) {
	in := start(t, sqliteDSN(t), newKeys(t), nil)
	req := request("def main() -> None:\n    pass\n", nil, nil, nil)
	ch := submitAsync(t, in.url, mustJSON(t, req))
	id := req["request_id"].(string)
	awaitStatus(t, in.url, id, "pending")
	do(t, "POST", in.url+"/requests/"+id+"/decision", []byte(`{"decision":"rejected","feedback":"no thanks"}`), "Authorization: Bearer "+decideToken)
	r := awaitReply(t, ch)
	want := fmt.Sprintf(`{"decision":"rejected","request_id":"%s","feedback":"no thanks"}`, id)
	if r.status != 200 || string(r.body) != want {
		t.Fatalf("got %s, want 200 %s", r, want)
	}
	awaitStatus(t, in.url, id, "denied")
}

// TestHTTPErrors replays the reference's observed error replies
// (http-errors.json) that apply to a plain service.
func TestHTTPErrors(t *testing.T) {
	in := start(t, sqliteDSN(t), newKeys(t), nil)
	// The request the samples decide on, pending.
	body, _ := protocol.Wire(sampleRequest(t))
	submitAsync(t, in.url, body)
	awaitStatus(t, in.url, "clr_d49e01fd79d1", "pending")
	var cases []struct {
		Method, Path  string
		Authorization *string
		Origin        *string
		RequestBody   *string `json:"request_body"`
		Status        int
		ResponseBody  string `json:"response_body"`
		HostHeader    string `json:"host_header"`
		Note          string
	}
	if err := json.Unmarshal(readSample(t, "http-errors.json"), &cases); err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, c := range cases {
		if strings.Contains(c.Note, "profile mode only") || strings.Contains(c.Note, "policy or profile") || c.Status == 503 {
			continue // other modes; the 503 is TestWaitCap's
		}
		path := strings.ReplaceAll(c.Path, "<id>", "clr_d49e01fd79d1")
		var headers []string
		if c.Authorization != nil {
			a := strings.ReplaceAll(*c.Authorization, "<decision token>", decideToken)
			headers = append(headers, "Authorization: "+strings.ReplaceAll(a, "<submission token>", submitToken))
		}
		if c.Origin != nil {
			headers = append(headers, "Origin: "+*c.Origin)
		}
		if c.HostHeader != "" {
			headers = append(headers, "Host: "+c.HostHeader)
		}
		var b []byte
		if c.RequestBody != nil {
			b = []byte(*c.RequestBody)
		}
		if c.Method == "POST" && path == "/requests" && c.Status == 422 {
			headers = append(headers, "Authorization: Bearer "+submitToken)
		}
		status, want := c.Status, c.ResponseBody
		r := do(t, c.Method, in.url+path, b, headers...)
		n++
		if r.status != status {
			t.Errorf("%s %s: status %d, want %d (%s)", c.Method, path, r.status, status, r.body)
			continue
		}
		if want == "<html page>" {
			if !strings.Contains(r.header.Get("Content-Type"), "text/html") {
				t.Errorf("%s %s: not an HTML page: %s", c.Method, path, r.header.Get("Content-Type"))
			}
			continue
		}
		if !jsonEqual(string(r.body), want) {
			t.Errorf("%s %s: body %s, want %s", c.Method, path, r.body, want)
		}
	}
	if n < 12 {
		t.Errorf("only %d cases replayed", n)
	}
}

// jsonEqual compares two JSON texts as values (or as text if either is
// not JSON).
func jsonEqual(a, b string) bool {
	var x, y any
	if json.Unmarshal([]byte(a), &x) != nil || json.Unmarshal([]byte(b), &y) != nil {
		return a == b
	}
	xa, _ := json.Marshal(x)
	ya, _ := json.Marshal(y)
	return string(xa) == string(ya)
}

// TestOpenListing: GET /requests and /requests/{id} are open, as the
// protocol keeps them (a managed session polls the status without a
// token); a caller without a credential sees the record but not its
// receipt, which either token or the approver's cookie shows. Deciding
// still needs the approver.
func TestOpenListing(t *testing.T) {
	in := start(t, sqliteDSN(t), newKeys(t), nil)
	req := request("def main() -> None:\n    pass\n", nil, nil, nil)
	ch := submitAsync(t, in.url, mustJSON(t, req))
	id := req["request_id"].(string)
	awaitStatus(t, in.url, id, "pending")
	login := do(t, "GET", in.url+"/ui/login?key="+decideToken, nil)
	if login.status != http.StatusSeeOther || login.header.Get("Location") != "/ui" {
		t.Fatalf("login: %s %v", login, login.header)
	}
	cookie := login.header.Get("Set-Cookie")
	for _, want := range []string{"clauz3_approver_session=", "HttpOnly", "Path=/", "SameSite=Strict"} {
		if !strings.Contains(cookie, want) {
			t.Errorf("cookie %q lacks %q", cookie, want)
		}
	}
	cookie, _, _ = strings.Cut(cookie, ";")
	// The cookie decides, but the submission token does not.
	if r := do(t, "POST", in.url+"/requests/"+id+"/decision", []byte(`{"decision":"approved_once"}`), "Authorization: Bearer "+submitToken); r.status != 401 {
		t.Errorf("submission token decided: %s", r)
	}
	if r := do(t, "POST", in.url+"/requests/"+id+"/decision", []byte(`{"decision":"approved_once"}`), "Cookie: "+cookie, "Origin: "+in.url); r.status != 200 {
		t.Errorf("cookie decision: %s", r)
	}
	receipt := approvalOf(t, awaitReply(t, ch)).Receipt
	if !strings.HasPrefix(receipt, "clz2.") {
		t.Fatalf("receipt %q", receipt)
	}
	for _, path := range []string{"/requests", "/api/requests", "/requests/" + id, "/api/requests/" + id} {
		for _, c := range []struct {
			header  string
			receipt bool
		}{
			{"", false},
			{"Authorization: Bearer wrong", false},
			{"Cookie: clauz3_approver_session=forged.value", false},
			{"Authorization: Bearer " + submitToken, true},
			{"Authorization: Bearer " + decideToken, true},
			{"Cookie: " + cookie, true},
		} {
			var r reply
			if c.header == "" {
				r = do(t, "GET", in.url+path, nil)
			} else {
				r = do(t, "GET", in.url+path, nil, c.header)
			}
			if r.status != 200 || !strings.Contains(string(r.body), `"status":"approved"`) || !strings.Contains(string(r.body), "def main") {
				t.Errorf("GET %s with %q: %s", path, c.header, r)
			}
			if got := strings.Contains(string(r.body), receipt); got != c.receipt {
				t.Errorf("GET %s with %q shows the receipt: %v, want %v", path, c.header, got, c.receipt)
			}
		}
	}
}

// TestRestart: a request pending when the service is stopped is still
// there after a restart on the same store; a new blocking POST for it
// waits for the same record, and the decision made after the restart is
// returned (and kept over a second restart).
func TestRestart(t *testing.T) {
	k := newKeys(t)
	dsn := sqliteDSN(t)
	a := start(t, dsn, k, nil)
	req := request("def main() -> None:\n    x = 1\n", nil, nil, nil)
	id := req["request_id"].(string)
	body := mustJSON(t, req)
	first := submitAsync(t, a.url, body)
	awaitStatus(t, a.url, id, "pending")
	a.stop(t)
	if r := awaitReply(t, first); r.status == 200 {
		t.Fatalf("the POST to the stopped service was answered: %s", r)
	}

	b := start(t, dsn, k, nil)
	rec := awaitStatus(t, b.url, id, "pending")
	if rec["program"] != req["program"] {
		t.Fatalf("record after restart: %v", rec)
	}
	second := submitAsync(t, b.url, body)
	time.Sleep(200 * time.Millisecond)
	if r := do(t, "GET", b.url+"/requests", nil, "Authorization: Bearer "+submitToken); strings.Count(string(r.body), `"request_id"`) != 1 {
		t.Fatalf("resubmission made a second record: %s", r.body)
	}
	do(t, "POST", b.url+"/requests/"+id+"/decision", []byte(`{"decision":"approved_once"}`), "Authorization: Bearer "+decideToken)
	got := approvalOf(t, awaitReply(t, second))
	if got.Decision != "approved_once" {
		t.Fatalf("after restart: %+v", got)
	}
	verify(t, k, req, got.Receipt)
	b.stop(t)

	c := start(t, dsn, k, nil)
	rec = awaitStatus(t, c.url, id, "approved")
	if ap, _ := rec["approval"].(map[string]any); ap["receipt"] != got.Receipt {
		t.Errorf("decision lost over a restart: %v", rec["approval"])
	}
}

// TestConcurrent: 200 requests submitted at once to one service are all
// stored, all decided by an approver working through the listing, and
// every blocked POST gets its own decision.
func TestConcurrent(t *testing.T) {
	k := newKeys(t)
	in := start(t, sqliteDSN(t), k, nil)
	const n = 200
	reqs := make([]map[string]any, n)
	replies := make([]chan reply, n)
	for i := range reqs {
		reqs[i] = request(fmt.Sprintf("def main() -> None:\n    x = %d\n", i), nil, nil, nil)
	}
	var wg sync.WaitGroup
	for i := range reqs {
		wg.Add(1)
		go func() {
			defer wg.Done()
			replies[i] = submitAsync(t, in.url, mustJSON(t, reqs[i]))
		}()
	}
	wg.Wait()
	want := map[string]string{}
	for i, r := range reqs {
		d := "approved_once"
		if i%3 == 0 {
			d = "rejected"
		}
		want[r["request_id"].(string)] = d
	}
	// The approver decides whatever is pending until all are decided.
	decided := map[string]bool{}
	deadline := time.Now().Add(2 * time.Minute)
	for len(decided) < n && time.Now().Before(deadline) {
		r := do(t, "GET", in.url+"/api/requests", nil, "Authorization: Bearer "+decideToken)
		var recs []map[string]any
		if err := json.Unmarshal(r.body, &recs); err != nil {
			t.Fatal(err)
		}
		for _, rec := range recs {
			id := rec["request_id"].(string)
			if rec["status"] != "pending" || decided[id] {
				continue
			}
			dr := do(t, "POST", in.url+"/api/requests/"+id+"/decision", []byte(`{"decision":"`+want[id]+`"}`), "Authorization: Bearer "+decideToken)
			if dr.status != 200 {
				t.Fatalf("deciding %s: %s", id, dr)
			}
			decided[id] = true
		}
		time.Sleep(20 * time.Millisecond)
	}
	if len(decided) != n {
		t.Fatalf("only %d of %d requests reached the listing", len(decided), n)
	}
	for i, ch := range replies {
		a := approvalOf(t, awaitReply(t, ch))
		id := reqs[i]["request_id"].(string)
		if a.RequestID != id || a.Decision != want[id] {
			t.Fatalf("request %d: got %+v, want %s", i, a, want[id])
		}
		if a.Decision == "approved_once" {
			verify(t, k, reqs[i], a.Receipt)
		}
	}
	r := do(t, "GET", in.url+"/requests", nil, "Authorization: Bearer "+submitToken)
	var recs []map[string]any
	json.Unmarshal(r.body, &recs)
	if len(recs) != n {
		t.Fatalf("%d records, want %d", len(recs), n)
	}
	for _, rec := range recs {
		if rec["status"] == "pending" {
			t.Errorf("%v still pending", rec["request_id"])
		}
	}
}

// TestWaitCap: without a decision the blocking POST answers 503 after the
// cap and the record stays pending.
func TestWaitCap(t *testing.T) {
	in := start(t, sqliteDSN(t), newKeys(t), func(c *Config) { c.WaitCap = 500 * time.Millisecond })
	req := request("def main() -> None:\n    pass\n", nil, nil, nil)
	r := awaitReply(t, submitAsync(t, in.url, mustJSON(t, req)))
	if r.status != 503 || !jsonEqual(string(r.body), `{"detail":"approval timed out awaiting a human decision"}`) {
		t.Fatalf("got %s", r)
	}
	awaitStatus(t, in.url, req["request_id"].(string), "pending")
}

// TestConflictingResubmission: the same request id with other guarantees
// is refused rather than answered with the first request's approval.
func TestConflictingResubmission(t *testing.T) {
	in := start(t, sqliteDSN(t), newKeys(t), func(c *Config) { c.WaitCap = 300 * time.Millisecond })
	req := request("def main() -> None:\n    pass\n", []string{"a.b()"}, nil, nil)
	awaitReply(t, submitAsync(t, in.url, mustJSON(t, req)))
	req["guarantees"] = []any{"a.c()"}
	r := awaitReply(t, submitAsync(t, in.url, mustJSON(t, req)))
	if r.status != 409 {
		t.Fatalf("got %s, want 409", r)
	}
}

// TestServiceOwnedKeysStripped: a submitter cannot pre-set the status,
// the approval or the service's own checks.
func TestServiceOwnedKeysStripped(t *testing.T) {
	in := start(t, sqliteDSN(t), newKeys(t), func(c *Config) { c.WaitCap = 300 * time.Millisecond })
	req := request("def main() -> None:\n    pass\n", nil, nil, nil)
	req["status"] = "approved"
	req["approval"] = map[string]any{"decision": "approved_once", "receipt": "clz2.x.y"}
	req["service_checks"] = map[string]any{"program_sha256_matches": false}
	req["trusted_layer_sha256"] = strings.Repeat("0", 64)
	req["request_id"] = "clr_lie"
	r := awaitReply(t, submitAsync(t, in.url, mustJSON(t, req)))
	if r.status != 503 {
		t.Fatalf("got %s", r)
	}
	rec := awaitStatus(t, in.url, "clr_lie", "pending")
	if rec["approval"] != nil {
		t.Errorf("approval kept: %v", rec["approval"])
	}
	if sc, _ := rec["service_checks"].(map[string]any); sc["program_sha256_matches"] != true {
		t.Errorf("service checks %v", rec["service_checks"])
	}
	if rec["trusted_layer_sha256"] != nil {
		t.Errorf("trusted_layer_sha256 kept: %v", rec["trusted_layer_sha256"])
	}
}

// TestReceiptBindsTrustedFiles: a request carrying our trusted_files is
// approved with a receipt that signs their digest and the list as
// submitted, which the runner's check (protocol.CheckTrustedFiles)
// compares with the files on disk.
func TestReceiptBindsTrustedFiles(t *testing.T) {
	k := newKeys(t)
	in := start(t, sqliteDSN(t), k, nil)
	req := request("def main() -> None:\n    print('bound')\n", nil, nil, nil)
	files := map[string]any{"tools/email/trusted/effects.py": strings.Repeat("e", 64)}
	req[protocol.AdditionsKey] = map[string]any{"trusted_files": files}
	id := req["request_id"].(string)
	ch := submitAsync(t, in.url, mustJSON(t, req))
	awaitStatus(t, in.url, id, "pending")
	do(t, "POST", in.url+"/requests/"+id+"/decision", []byte(`{"decision":"approved_once"}`), "Authorization: Bearer "+decideToken)
	a := approvalOf(t, awaitReply(t, ch))
	p := verify(t, k, req, a.Receipt)
	want, _ := protocol.TrustedFilesSHA256(files)
	got, _ := p.Extra[protocol.TrustedFilesKey].(map[string]any)
	if p.Extra[protocol.TrustedSHA256Key] != want || len(got) != 1 || got["tools/email/trusted/effects.py"] != files["tools/email/trusted/effects.py"] {
		t.Fatalf("receipt extra %v, want the digest %s and the list", p.Extra, want)
	}
}

// TestTrustedFilesChangedShown: once a request with some trusted roots
// is approved, a later request with the same roots whose trusted files
// differ is shown to the person with the files that changed (what a
// rewritten .clauz3-installed.json would hide); the same request
// resubmitted with other trusted files is asked again rather than
// answered with the receipt for the old files; a request with the same
// files shows nothing.
func TestTrustedFilesChangedShown(t *testing.T) {
	k := newKeys(t)
	in := start(t, sqliteDSN(t), k, nil)
	roots := []string{"tools/email/trusted"}
	withFiles := func(program string, files map[string]any) map[string]any {
		req := request(program, nil, roots, nil)
		req[protocol.AdditionsKey] = map[string]any{"trusted_files": files}
		return req
	}
	approve := func(req map[string]any) string {
		t.Helper()
		id := req["request_id"].(string)
		ch := submitAsync(t, in.url, mustJSON(t, req))
		awaitStatus(t, in.url, id, "pending")
		do(t, "POST", in.url+"/requests/"+id+"/decision", []byte(`{"decision":"approved_once"}`), "Authorization: Bearer "+decideToken)
		return approvalOf(t, awaitReply(t, ch)).Receipt
	}
	good := map[string]any{"tools/email/trusted/effects.py": strings.Repeat("1", 64), "tools/email/trusted/contracts.py": strings.Repeat("2", 64)}
	bad := map[string]any{"tools/email/trusted/effects.py": strings.Repeat("3", 64), "tools/email/trusted/contracts.py": strings.Repeat("2", 64), "tools/email/trusted/extra.py": strings.Repeat("4", 64)}
	first := withFiles("def main() -> None:\n    print(1)\n", good)
	firstID := first["request_id"].(string)
	receipt := approve(first)

	checksOf := func(rec map[string]any) map[string]any {
		c, _ := rec["service_checks"].(map[string]any)
		return c
	}
	second := withFiles("def main() -> None:\n    print(2)\n", bad)
	submitAsync(t, in.url, mustJSON(t, second))
	c := checksOf(awaitStatus(t, in.url, second["request_id"].(string), "pending"))
	got, _ := c["trusted_files_changed"].([]any)
	if len(got) != 2 || got[0] != "tools/email/trusted/effects.py changed" || got[1] != "tools/email/trusted/extra.py added" || c["trusted_files_compared_with"] != firstID {
		t.Errorf("changes shown: %v", c)
	}
	same := withFiles("def main() -> None:\n    print(3)\n", good)
	submitAsync(t, in.url, mustJSON(t, same))
	if c := checksOf(awaitStatus(t, in.url, same["request_id"].(string), "pending")); c["trusted_files_changed"] != nil {
		t.Errorf("same files: %v", c)
	}

	// The approved request again, with other files: asked again.
	again := withFiles("def main() -> None:\n    print(1)\n", bad)
	ch := submitAsync(t, in.url, mustJSON(t, again))
	rec := awaitStatus(t, in.url, firstID, "pending")
	if c := checksOf(rec); c["trusted_files_compared_with"] != firstID {
		t.Errorf("resubmission's checks: %v", c)
	}
	do(t, "POST", in.url+"/requests/"+firstID+"/decision", []byte(`{"decision":"approved_once"}`), "Authorization: Bearer "+decideToken)
	if r := approvalOf(t, awaitReply(t, ch)).Receipt; r == receipt || r == "" {
		t.Errorf("the receipt for the old files was returned again")
	}
}
