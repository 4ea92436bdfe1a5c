package service

import (
	"testing"

	"clauz3/pkg/approval/store/pgtest"
)

// TestTwoInstancesShareAPostgresStore: two services on one PostgreSQL
// store (as behind a load balancer): a request submitted to one is listed
// by the other, decided there, and the first one's blocked POST returns
// that decision.
func TestTwoInstancesShareAPostgresStore(t *testing.T) {
	dsn := pgtest.Start(t)
	k := newKeys(t)
	a := start(t, dsn, k, nil)
	b := start(t, dsn, k, nil)
	req := request("def main() -> None:\n    pass\n", nil, nil, nil)
	id := req["request_id"].(string)
	ch := submitAsync(t, a.url, mustJSON(t, req))
	awaitStatus(t, b.url, id, "pending")
	if r := do(t, "POST", b.url+"/requests/"+id+"/decision", []byte(`{"decision":"approved_once"}`), "Authorization: Bearer "+decideToken); r.status != 200 {
		t.Fatalf("decision on b: %s", r)
	}
	got := approvalOf(t, awaitReply(t, ch))
	if got.Decision != "approved_once" {
		t.Fatalf("a answered %+v", got)
	}
	verify(t, k, req, got.Receipt)
	// Stopping a loses nothing: b still has the record.
	a.stop(t)
	awaitStatus(t, b.url, id, "approved")
}
