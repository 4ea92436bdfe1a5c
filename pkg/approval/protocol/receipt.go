package protocol

import (
	"crypto/ed25519"
	"crypto/rand"
	"encoding/hex"
	"fmt"
	"io"
	"math"
	"math/big"
	"strings"
	"time"
)

// ReceiptPrefix is the first segment of a receipt.
const ReceiptPrefix = "clz2"

// ReceiptTTL is how long a receipt stays valid after it is issued.
const ReceiptTTL = 300 * time.Second

// ReceiptError is a receipt the runner refuses. Msg is the reference's
// text; the runner prints "error: <Msg>" and exits 2.
type ReceiptError struct{ Msg string }

func (e *ReceiptError) Error() string { return e.Msg }

// The runner's messages, in the order of its checks (APPROVAL-PROTOCOL.md §4).
const (
	MsgMalformed       = "malformed receipt"
	MsgBadSignature    = "receipt signature did not verify"
	MsgNotDecodable    = "receipt payload is not decodable"
	MsgNotObject       = "receipt payload is not an object"
	MsgWrongRequest    = "receipt is not bound to this request id"
	MsgWrongProgram    = "receipt is not bound to this program"
	MsgWrongConsent    = "receipt is not bound to these guarantees/coverage"
	MsgNotAuthorizing  = "receipt does not authorize execution"
	MsgExpired         = "receipt has expired"
	MsgMissingNonce    = "receipt is missing a nonce"
	MsgBadNonce        = "receipt nonce is not a printable token" // ours: see VerifyReceipt
	MsgReplay          = "approval receipt has already been used (replay)"
	MsgNoReceipt       = "approval response did not include a receipt"
	MsgNoServiceConfig = "no approval service configured; set CLAUZ3_APPROVAL_SERVICE"
)

// NoVerifyKeyMessage is the runner's refusal when CLAUZ3_APPROVAL_VERIFY_KEY
// is unset (checked after the approval round trip, as the reference does).
const NoVerifyKeyMessage = "refusing to run: no approval verifying key provisioned. Set " +
	VerifyKeyEnv + " to the approval service's public key."

// ReceiptPayload is the signed content of a receipt.
type ReceiptPayload struct {
	ConsentSHA256 string
	Decision      Decision
	// ExpiresAt is Unix seconds, written as a Python float.
	ExpiresAt     float64
	Nonce         string
	ProgramSHA256 string
	RequestID     string
	// Extra keys are signed too (the reference accepts and ignores them),
	// e.g. "layer_sha256". They must not repeat the keys above.
	Extra map[string]any
}

// Tree is p as the generic tree that is signed.
func (p ReceiptPayload) Tree() map[string]any {
	m := make(map[string]any, 6+len(p.Extra))
	for k, v := range p.Extra {
		m[k] = v
	}
	m["consent_sha256"] = p.ConsentSHA256
	m["decision"] = string(p.Decision)
	m["expires_at"] = p.ExpiresAt
	m["nonce"] = p.Nonce
	m["program_sha256"] = p.ProgramSHA256
	m["request_id"] = p.RequestID
	return m
}

// Binding is what a receipt must be bound to: the runner's own request
// id, the hash of the program it is about to run, and the consent hash of
// its own guarantees and coverage.
type Binding struct {
	RequestID     string
	ProgramSHA256 string
	ConsentSHA256 string
}

// NewNonce returns 32 random lowercase hex characters.
func NewNonce(r io.Reader) (string, error) {
	if r == nil {
		r = rand.Reader
	}
	var b [16]byte
	if _, err := io.ReadFull(r, b[:]); err != nil {
		return "", fmt.Errorf("reading a nonce: %w", err)
	}
	return hex.EncodeToString(b[:]), nil
}

// UnixSeconds is t as Python's time.time() gives it: float seconds.
func UnixSeconds(t time.Time) float64 { return float64(t.UnixNano()) / 1e9 }

// NewReceiptPayload is the payload a service signs at decision time: the
// binding, the decision, a fresh nonce and now + ReceiptTTL.
func NewReceiptPayload(b Binding, d Decision, now time.Time) (ReceiptPayload, error) {
	nonce, err := NewNonce(nil)
	if err != nil {
		return ReceiptPayload{}, err
	}
	return ReceiptPayload{
		ConsentSHA256: b.ConsentSHA256,
		Decision:      d,
		ExpiresAt:     UnixSeconds(now) + ReceiptTTL.Seconds(),
		Nonce:         nonce,
		ProgramSHA256: b.ProgramSHA256,
		RequestID:     b.RequestID,
	}, nil
}

// SignReceipt mints clz2.<payload>.<sig>: payload is the base64url (no
// padding) of the canonical JSON of p, sig the base64url Ed25519
// signature of the payload segment's ASCII bytes.
func SignReceipt(key ed25519.PrivateKey, p ReceiptPayload) (string, error) {
	if len(key) != ed25519.PrivateKeySize {
		return "", &KeyError{Msg: "invalid signing key"}
	}
	js, err := Canonical(p.Tree())
	if err != nil {
		return "", fmt.Errorf("encoding a receipt payload: %w", err)
	}
	seg := EncodeKey(js)
	sig := ed25519.Sign(key, []byte(seg))
	return ReceiptPrefix + "." + seg + "." + EncodeKey(sig), nil
}

// SignForRecord mints the receipt a service returns for a stored request
// record, as the reference does: bound to the record's request id
// (RequestIDFromPayload), its submitted program_sha256 (or "" when it is
// not a string) and the consent hash of its submitted guarantees and
// coverage (ConsentFromPayload), with a fresh nonce and now + ReceiptTTL.
// extra keys (such as the layer hash) are signed along.
func SignForRecord(key ed25519.PrivateKey, record map[string]any, d Decision, now time.Time, extra map[string]any) (string, error) {
	consent, err := ConsentFromPayload(record)
	if err != nil {
		return "", err
	}
	prog, _ := record["program_sha256"].(string)
	p, err := NewReceiptPayload(Binding{RequestID: RequestIDFromPayload(record), ProgramSHA256: prog, ConsentSHA256: consent}, d, now)
	if err != nil {
		return "", err
	}
	p.Extra = extra
	return SignReceipt(key, p)
}

// VerifyReceipt checks receipt for the run bound by want at time now, in
// the reference runner's order and with its messages (a *ReceiptError,
// exit 2), and returns the payload; the caller then consumes its nonce.
// key is the base64url verifying key, read after the format check as the
// reference reads it (a *KeyError when it is bad).
//
//  1. three dot-separated parts, the first "clz2" (MsgMalformed);
//  2. the Ed25519 signature of the middle segment (MsgBadSignature);
//  3. the payload decodes to a JSON object (MsgNotDecodable, MsgNotObject);
//  4. request_id, 5. program_sha256, 6. consent_sha256 equal want's;
//  7. its decision approves; 8. now <= expires_at; 9. a non-empty
//     string nonce.
//
// Lenient as the reference: an integer expires_at, extra payload keys and
// a signature in standard or padded base64 are accepted. Stricter in two
// places, both fail-closed: an expires_at of NaN is expired (Python's
// `now > nan` is false, so the reference would accept it forever), and a
// nonce with a character outside printable ASCII, or a space, is refused
// (MsgBadNonce), since the consumed-nonce file holds one nonce per line.
func VerifyReceipt(key string, receipt string, want Binding, now time.Time) (*ReceiptPayload, error) {
	parts := strings.Split(receipt, ".")
	if len(parts) != 3 || parts[0] != ReceiptPrefix {
		return nil, &ReceiptError{Msg: MsgMalformed}
	}
	seg, sigText := parts[1], parts[2]
	pub, err := ParseVerifyKey(key)
	if err != nil {
		return nil, err
	}
	sig, err := pyB64Decode(sigText)
	if err != nil || len(sig) != ed25519.SignatureSize || !ed25519.Verify(pub, []byte(seg), sig) {
		return nil, &ReceiptError{Msg: MsgBadSignature}
	}
	raw, err := pyB64Decode(seg)
	if err != nil {
		return nil, &ReceiptError{Msg: MsgNotDecodable}
	}
	v, err := Decode(raw)
	if err != nil {
		return nil, &ReceiptError{Msg: MsgNotDecodable}
	}
	m, ok := v.(map[string]any)
	if !ok {
		return nil, &ReceiptError{Msg: MsgNotObject}
	}
	if s, ok := m["request_id"].(string); !ok || s != want.RequestID {
		return nil, &ReceiptError{Msg: MsgWrongRequest}
	}
	if s, ok := m["program_sha256"].(string); !ok || s != want.ProgramSHA256 {
		return nil, &ReceiptError{Msg: MsgWrongProgram}
	}
	if s, ok := m["consent_sha256"].(string); !ok || s != want.ConsentSHA256 {
		return nil, &ReceiptError{Msg: MsgWrongConsent}
	}
	d, ok := m["decision"].(string)
	if !ok || !Decision(d).Approves() {
		return nil, &ReceiptError{Msg: MsgNotAuthorizing}
	}
	exp, ok := m["expires_at"]
	if !ok || expired(exp, now) {
		return nil, &ReceiptError{Msg: MsgExpired}
	}
	nonce, ok := m["nonce"].(string)
	if !ok || nonce == "" {
		return nil, &ReceiptError{Msg: MsgMissingNonce}
	}
	if !printableToken(nonce) {
		return nil, &ReceiptError{Msg: MsgBadNonce}
	}
	p := &ReceiptPayload{
		ConsentSHA256: want.ConsentSHA256,
		Decision:      Decision(d),
		Nonce:         nonce,
		ProgramSHA256: want.ProgramSHA256,
		RequestID:     want.RequestID,
		Extra:         map[string]any{},
	}
	if n, ok := exp.(Number); ok {
		p.ExpiresAt = n.Float64()
	}
	for k, v := range m {
		switch k {
		case "consent_sha256", "decision", "expires_at", "nonce", "program_sha256", "request_id":
		default:
			p.Extra[k] = v
		}
	}
	return p, nil
}

// expired reports whether a receipt with expiry v has expired at now, as
// Python's `not isinstance(v, (int, float)) or now > v` (a bool is an int
// there: True is 1), except that NaN counts as expired.
func expired(v any, now time.Time) bool {
	t := new(big.Float).SetPrec(200).SetFloat64(UnixSeconds(now))
	var e *big.Float
	switch x := v.(type) {
	case bool:
		e = big.NewFloat(0)
		if x {
			e = big.NewFloat(1)
		}
	case Number:
		if x.IsFloat() {
			f := x.Float64()
			if math.IsNaN(f) {
				return true
			}
			if math.IsInf(f, 0) {
				return f < 0
			}
			e = new(big.Float).SetFloat64(f)
		} else {
			i, ok := new(big.Int).SetString(string(x), 10)
			if !ok {
				return true
			}
			e = new(big.Float).SetPrec(uint(i.BitLen()) + 64).SetInt(i)
		}
	default:
		return true
	}
	return t.Cmp(e) > 0
}

// printableToken reports whether s is made of printable ASCII other than
// space only.
func printableToken(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] <= 0x20 || s[i] >= 0x7f {
			return false
		}
	}
	return s != ""
}
