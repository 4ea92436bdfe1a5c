package protocol

import (
	"errors"
	"path/filepath"
	"testing"
	"time"
)

func TestAuthorize(t *testing.T) {
	req, _, err := DecodeRequest(readFile(t, "approval-request.json"))
	if err != nil {
		t.Fatal(err)
	}
	key := mustKey(t, testSeed)
	now := time.Now()
	consent, _ := req.ConsentSHA256()
	mint := func(d Decision) string {
		p, err := NewReceiptPayload(Binding{req.RequestID, req.ProgramSHA256, consent}, d, now)
		if err != nil {
			t.Fatal(err)
		}
		r, err := SignReceipt(key, p)
		if err != nil {
			t.Fatal(err)
		}
		return r
	}
	ledger := &Ledger{Path: filepath.Join(t.TempDir(), LedgerFile)}
	check := func(name string, reply *Reply, r *Request, vk string, wantCode int, wantStderr string) {
		t.Helper()
		_, err := Authorize(reply, r, vk, ledger, now)
		if ExitCode(err) != wantCode || (err != nil && Stderr(err) != wantStderr) {
			t.Errorf("%s: exit %d, %v; want %d %q", name, ExitCode(err), err, wantCode, wantStderr)
		}
	}
	good := mint(ApprovedOnce)
	check("rejected", &Reply{Decision: Rejected, Feedback: "no thanks"}, req, testVerify, 3, "approval: rejected\nfeedback: no thanks\n")
	check("legacy denied", &Reply{Decision: LegacyDenied}, req, testVerify, 3, "approval: denied\n")
	check("no receipt", &Reply{Decision: ApprovedOnce}, req, testVerify, 2, "error: approval response did not include a receipt\n")
	check("no key", &Reply{Decision: ApprovedOnce, Receipt: good}, req, "", 2, "error: "+NoVerifyKeyMessage+"\n")
	edited := *req
	edited.Program += "\n"
	check("program edited", &Reply{Decision: ApprovedOnce, Receipt: good}, &edited, testVerify, 2, "error: receipt is not bound to this program\n")
	other := *req
	other.Guarantees = []string{"emails.only(['eve@example.com'])"}
	check("other guarantees", &Reply{Decision: ApprovedOnce, Receipt: good}, &other, testVerify, 2, "error: receipt is not bound to these guarantees/coverage\n")
	check("receipt denies", &Reply{Decision: ApprovedOnce, Receipt: mint(RejectedContract)}, req, testVerify, 2, "error: receipt does not authorize execution\n")
	check("good", &Reply{Decision: ApprovedOnce, Receipt: good}, req, testVerify, 0, "")
	check("replay", &Reply{Decision: AutoApproved, Receipt: good}, req, testVerify, 2, "error: approval receipt has already been used (replay)\n")
	// The reply's request id does not matter (lenient, as the reference).
	check("reply id", &Reply{Decision: ApprovedOnce, RequestID: "clr_other", Receipt: mint(ApprovedOnce)}, req, testVerify, 0, "")

	if ExitCode(&WaitError{Msg: "timed out"}) != 1 || Stderr(&WaitError{Msg: "timed out"}) != "runtime error: timed out\n" {
		t.Error("wait error")
	}
	if ExitCode(errors.New("x")) != 2 || ExitCode(nil) != 0 {
		t.Error("exit codes")
	}
}
