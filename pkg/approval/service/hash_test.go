package service

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"strings"
	"testing"
	"time"

	"clauz3/pkg/approval/protocol"
	"clauz3/pkg/approval/store"
)

// TestForgedProgramHashRefused: a request whose program_sha256 is not the
// sha256 of the program text it shows is refused at submission (400 in
// the reference's {"detail"} shape) and nothing is stored, so no decision
// can sign a receipt bound to the hash the person never saw. The first
// case is the adversarial probe's: eve's program shown, another hash
// submitted.
func TestForgedProgramHashRefused(t *testing.T) {
	in := start(t, sqliteDSN(t), newKeys(t), func(c *Config) { c.WaitCap = 300 * time.Millisecond })
	shown := "def main() -> None:\n    send_email(\"eve@example.com\", \"hi\")\n"
	other := request("def main() -> None:\n    pass\n", nil, nil, nil)
	sum := sha256.Sum256([]byte(shown))
	h := hex.EncodeToString(sum[:])
	for _, c := range []struct {
		name string
		edit func(m map[string]any)
		want string
	}{
		{"another program's hash", func(m map[string]any) { m["program_sha256"] = other["program_sha256"] }, "is not the sha256 of program (" + h + ")"},
		{"upper-case hex", func(m map[string]any) { m["program_sha256"] = strings.ToUpper(h) }, "is not the sha256 of program"},
		{"hash of CRLF text", func(m map[string]any) {
			crlf := sha256.Sum256([]byte(strings.ReplaceAll(shown, "\n", "\r\n")))
			m["program_sha256"] = hex.EncodeToString(crlf[:])
		}, "is not the sha256 of program"},
		{"no hash", func(m map[string]any) { delete(m, "program_sha256") }, "program_sha256 must be a string"},
		{"hash not a string", func(m map[string]any) { m["program_sha256"] = 1 }, "program_sha256 must be a string"},
		{"no program", func(m map[string]any) { delete(m, "program") }, "program must be a string"},
	} {
		req := request(shown, []string{"mail.at_most(1)"}, nil, nil)
		req["request_id"] = "clr_forged"
		c.edit(req)
		r := awaitReply(t, submitAsync(t, in.url, mustJSON(t, req)))
		if r.status != 400 || !strings.Contains(string(r.body), `"detail":`) || !strings.Contains(string(r.body), c.want) {
			t.Errorf("%s: got %s, want 400 with %q", c.name, r, c.want)
		}
	}
	if r := do(t, "GET", in.url+"/requests/clr_forged", nil, "Authorization: Bearer "+decideToken); r.status != 404 {
		t.Errorf("a refused request was stored: %s", r)
	}
	if r := do(t, "POST", in.url+"/requests/clr_forged/decision", []byte(`{"decision":"approved_once"}`), "Authorization: Bearer "+decideToken); r.status != 404 {
		t.Errorf("decision on a refused request: %s", r)
	}
	// The matching request is accepted (pending until the wait cap).
	if r := awaitReply(t, submitAsync(t, in.url, mustJSON(t, request(shown, nil, nil, nil)))); r.status != 503 {
		t.Errorf("an honest request: %s", r)
	}
}

// TestNoReceiptForMismatchedRecord: a record whose program text does not
// hash to its program_sha256 that is already in the store (written
// before the submission check existed) is never approved with a receipt:
// the decision is refused (422) and the record stays pending; a rejection
// is still possible.
func TestNoReceiptForMismatchedRecord(t *testing.T) {
	dsn := sqliteDSN(t)
	req := request("def main() -> None:\n    pass\n", nil, nil, nil)
	req["program_sha256"] = strings.Repeat("ab", 32)
	req["request_id"] = "clr_old"
	payload, err := protocol.Canonical(req)
	if err != nil {
		t.Fatal(err)
	}
	st, err := store.Open(context.Background(), dsn)
	if err != nil {
		t.Fatal(err)
	}
	if _, _, err := st.Put(context.Background(), "clr_old", payload, time.Now()); err != nil {
		t.Fatal(err)
	}
	st.Close()
	in := start(t, dsn, newKeys(t), nil)
	r := do(t, "POST", in.url+"/requests/clr_old/decision", []byte(`{"decision":"approved_once"}`), "Authorization: Bearer "+decideToken)
	if r.status != 422 || strings.Contains(string(r.body), "clz2.") {
		t.Errorf("approval: %s, want 422 without a receipt", r)
	}
	rec := awaitStatus(t, in.url, "clr_old", "pending")
	if rec["approval"] != nil {
		t.Errorf("approval stored: %v", rec["approval"])
	}
	if r := do(t, "POST", in.url+"/requests/clr_old/decision", []byte(`{"decision":"rejected","feedback":"no"}`), "Authorization: Bearer "+decideToken); r.status != 200 {
		t.Errorf("rejection: %s", r)
	}
}
