package protocol

import (
	"errors"
	"os"
	"time"
)

// DeniedError is a decision that does not approve. The runner prints
// "approval: <decision>", then "feedback: <feedback>" when there is
// feedback, on stderr and exits 3.
type DeniedError struct{ Reply *Reply }

func (e *DeniedError) Error() string {
	msg := "approval: " + string(e.Reply.Decision)
	if e.Reply.Feedback != "" {
		msg += "\nfeedback: " + e.Reply.Feedback
	}
	return msg
}

// ConfigError is a runner configuration the reference refuses with exit
// 2, such as a missing verifying key (NoVerifyKeyMessage).
type ConfigError struct{ Msg string }

func (e *ConfigError) Error() string { return e.Msg }

// Authorize is what the runner does between the reply and execution, in
// the reference's order:
//
//  1. a decision that does not approve: *DeniedError (exit 3);
//  2. no receipt in the reply: *ServiceError MsgNoReceipt (exit 2);
//  3. no verifying key (verifyKey empty): *ConfigError NoVerifyKeyMessage;
//  4. VerifyReceipt against req's own binding, with the program hash
//     recomputed from req.Program (the text about to run) and the consent
//     hash from req's guarantees and coverage: *ReceiptError or *KeyError;
//  5. ours: the trusted files the receipt binds, if any, are those on
//     disk (CheckTrustedFiles): *TrustedLayerError;
//  6. the nonce consumed in ledger: *ReceiptError MsgReplay, or an I/O
//     error (the run must not go ahead either way).
//
// It returns the verified payload. verifyKey is normally
// os.Getenv(VerifyKeyEnv) (see AuthorizeFromEnv).
func Authorize(reply *Reply, req *Request, verifyKey string, ledger *Ledger, now time.Time) (*ReceiptPayload, error) {
	if !reply.Decision.Approves() {
		return nil, &DeniedError{Reply: reply}
	}
	if reply.Receipt == "" {
		return nil, &ServiceError{Msg: MsgNoReceipt}
	}
	if verifyKey == "" {
		return nil, &ConfigError{Msg: NoVerifyKeyMessage}
	}
	prog := ProgramSHA256(req.Program)
	consent, err := ConsentSHA256(prog, req.Guarantees, req.Coverage)
	if err != nil {
		return nil, err
	}
	p, err := VerifyReceipt(verifyKey, reply.Receipt, Binding{RequestID: req.RequestID, ProgramSHA256: prog, ConsentSHA256: consent}, now)
	if err != nil {
		return nil, err
	}
	if err := CheckTrustedFiles(req.TrustedRoots, p.Extra); err != nil {
		return nil, err
	}
	if err := ledger.Consume(p.Nonce); err != nil {
		return nil, err
	}
	return p, nil
}

// AuthorizeFromEnv is Authorize with the verifying key of
// $CLAUZ3_APPROVAL_VERIFY_KEY, the ledger at DefaultLedgerPath and the
// current time.
func AuthorizeFromEnv(reply *Reply, req *Request) (*ReceiptPayload, error) {
	if !reply.Decision.Approves() {
		return nil, &DeniedError{Reply: reply}
	}
	ledger, err := DefaultLedger()
	if err != nil {
		return nil, err
	}
	return Authorize(reply, req, os.Getenv(VerifyKeyEnv), ledger, time.Now())
}

// ExitCode is the runner's exit code for an error of this package, as
// the reference's: 3 for a denial, 1 for a wait that ended without a
// decision, 2 for configuration, service, key and receipt errors (and
// anything else, such as a ledger that cannot be written).
func ExitCode(err error) int {
	var d *DeniedError
	var w *WaitError
	switch {
	case err == nil:
		return 0
	case errors.As(err, &d):
		return 3
	case errors.As(err, &w):
		return 1
	}
	return 2
}

// Stderr is what the reference's runner prints on stderr for an error of
// this package: the denial's lines, "runtime error: <msg>" for a wait
// that ended, "error: <msg>" otherwise. It ends with a newline.
func Stderr(err error) string {
	var d *DeniedError
	var w *WaitError
	switch {
	case errors.As(err, &d):
		return d.Error() + "\n"
	case errors.As(err, &w):
		return "runtime error: " + w.Msg + "\n"
	}
	return "error: " + err.Error() + "\n"
}
