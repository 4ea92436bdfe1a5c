package protocol

import (
	"crypto/ed25519"
	"crypto/rand"
	"encoding/base64"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"
)

// The environment variables of the protocol.
const (
	// ServiceEnv names the approval service's URL for the runner; URLEnv
	// is read when it is unset.
	ServiceEnv = "CLAUZ3_APPROVAL_SERVICE"
	URLEnv     = "CLAUZ3_APPROVAL_URL"
	// TokenEnv is the submission bearer token (runner and service).
	TokenEnv = "CLAUZ3_APPROVAL_TOKEN"
	// DecisionTokenEnv is the approver's credential (service).
	DecisionTokenEnv = "CLAUZ3_APPROVAL_DECISION_TOKEN"
	// SigningKeyEnv is the Ed25519 seed that signs receipts (service, mock).
	SigningKeyEnv = "CLAUZ3_APPROVAL_SIGNING_KEY"
	// VerifyKeyEnv is the Ed25519 public key that checks receipts (runner).
	VerifyKeyEnv = "CLAUZ3_APPROVAL_VERIFY_KEY"
	// CacheEnv is the directory of the consumed-nonce file (runner).
	CacheEnv = "CLAUZ3_CACHE"
	// RequestIDEnv and ReceiptEnv are exported by the runner while the
	// approved program executes.
	RequestIDEnv = "CLAUZ3_REQUEST_ID"
	ReceiptEnv   = "CLAUZ3_APPROVAL_RECEIPT"
)

// KeyError is a key that cannot be read: "invalid signing key" or
// "invalid verifying key", the reference's messages.
type KeyError struct{ Msg string }

func (e *KeyError) Error() string { return e.Msg }

// EncodeKey writes raw key bytes as the protocol does: base64url without
// padding (43 characters for 32 bytes).
func EncodeKey(raw []byte) string { return base64.RawURLEncoding.EncodeToString(raw) }

// ParseSigningKey reads a signing key: the base64url 32-byte Ed25519
// seed (decoded as leniently as the reference decodes it).
func ParseSigningKey(s string) (ed25519.PrivateKey, error) {
	raw, err := pyB64Decode(s)
	if err != nil || len(raw) != ed25519.SeedSize {
		return nil, &KeyError{Msg: "invalid signing key"}
	}
	return ed25519.NewKeyFromSeed(raw), nil
}

// ParseVerifyKey reads a verifying key: the base64url 32-byte Ed25519
// public key.
func ParseVerifyKey(s string) (ed25519.PublicKey, error) {
	raw, err := pyB64Decode(s)
	if err != nil || len(raw) != ed25519.PublicKeySize {
		return nil, &KeyError{Msg: "invalid verifying key"}
	}
	return ed25519.PublicKey(raw), nil
}

// SigningKeyFromEnv returns the signing key of CLAUZ3_APPROVAL_SIGNING_KEY,
// or nil when it is unset or empty.
func SigningKeyFromEnv() (ed25519.PrivateKey, error) {
	s := os.Getenv(SigningKeyEnv)
	if s == "" {
		return nil, nil
	}
	k, err := ParseSigningKey(s)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", SigningKeyEnv, err)
	}
	return k, nil
}

// GenerateKeys returns a fresh key pair as the protocol writes it: the
// signing seed and the public key, both base64url without padding. rand
// is crypto/rand.Reader when nil.
func GenerateKeys(r io.Reader) (signing, verify string, err error) {
	if r == nil {
		r = rand.Reader
	}
	pub, priv, err := ed25519.GenerateKey(r)
	if err != nil {
		return "", "", fmt.Errorf("generating an Ed25519 key: %w", err)
	}
	return EncodeKey(priv.Seed()), EncodeKey(pub), nil
}

// WriteKeygen prints a key pair as `clauz3 approval-keygen` does: two
// NAME=value lines, each after a comment saying where it goes.
func WriteKeygen(w io.Writer, signing, verify string) error {
	_, err := fmt.Fprintf(w, "# approval service (signs receipts) — keep secret:\n%s=%s\n# runner (verifies receipts):\n%s=%s\n",
		SigningKeyEnv, signing, VerifyKeyEnv, verify)
	return err
}

// Keygen generates a fresh key pair and writes it as WriteKeygen does:
// what `clauz3 approval-keygen` prints.
func Keygen(w io.Writer) error {
	signing, verify, err := GenerateKeys(nil)
	if err != nil {
		return err
	}
	return WriteKeygen(w, signing, verify)
}

// pyB64Decode decodes s as the reference's _b64decode does:
// base64.urlsafe_b64decode(s + "=" * (-len(s) % 4)). That is lenient:
// both alphabets are accepted ("-_" and "+/"), characters outside the
// alphabet are skipped, and decoding stops at the first complete
// padding. s must be ASCII.
func pyB64Decode(s string) ([]byte, error) {
	for i := 0; i < len(s); i++ {
		if s[i] >= 0x80 {
			return nil, errors.New("string argument should contain only ASCII characters")
		}
	}
	s += strings.Repeat("=", (4-len(s)%4)%4)
	var out []byte
	var acc uint32
	quad, pads := 0, 0
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c == '=' {
			if quad >= 2 {
				pads++
				if quad+pads >= 4 {
					return out, nil
				}
			}
			continue
		}
		v, ok := b64Value(c)
		if !ok {
			continue // non-strict mode skips it
		}
		pads = 0
		acc = acc<<6 | uint32(v)
		quad++
		switch quad {
		case 2:
			out = append(out, byte(acc>>4))
			acc &= 0xf
		case 3:
			out = append(out, byte(acc>>2))
			acc &= 0x3
		case 4:
			out = append(out, byte(acc))
			acc, quad = 0, 0
		}
	}
	switch quad {
	case 0:
		return out, nil
	case 1:
		return nil, errors.New("invalid base64: one character more than a multiple of 4")
	}
	return nil, errors.New("incorrect base64 padding")
}

func b64Value(c byte) (byte, bool) {
	switch {
	case c >= 'A' && c <= 'Z':
		return c - 'A', true
	case c >= 'a' && c <= 'z':
		return c - 'a' + 26, true
	case c >= '0' && c <= '9':
		return c - '0' + 52, true
	case c == '+' || c == '-':
		return 62, true
	case c == '/' || c == '_':
		return 63, true
	}
	return 0, false
}
