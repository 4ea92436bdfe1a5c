package protocol

import (
	"bytes"
	"crypto/ed25519"
	"encoding/hex"
	"encoding/json"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"
)

// testdata is the folder of samples copied from the reference
// (APPROVAL-PROTOCOL.md's approval-0.2.1 folder).
const testdata = "../../../testdata/approval/protocol"

func readFile(t *testing.T, name string) []byte {
	t.Helper()
	b, err := os.ReadFile(filepath.Join(testdata, name))
	if err != nil {
		t.Fatal(err)
	}
	return b
}

type vector struct {
	Name                  string   `json:"name"`
	VerifyKey             string   `json:"verify_key_b64url"`
	SigningKey            string   `json:"signing_key_b64url_TEST_ONLY"`
	RequestID             string   `json:"request_id"`
	Program               string   `json:"program"`
	ProgramSHA256         string   `json:"program_sha256"`
	Guarantees            []string `json:"guarantees"`
	Coverage              any      `json:"coverage"`
	ConsentCanonicalJSON  string   `json:"consent_canonical_json"`
	ConsentSHA256         string   `json:"consent_sha256"`
	Receipt               string   `json:"receipt"`
	PayloadSegmentDecoded string   `json:"payload_segment_decoded"`
	SignatureHex          string   `json:"signature_hex"`
}

func loadVectors(t *testing.T) []vector {
	t.Helper()
	var vs []vector
	if err := json.Unmarshal(readFile(t, "receipt-test-vectors.json"), &vs); err != nil {
		t.Fatal(err)
	}
	if len(vs) != 2 {
		t.Fatalf("want 2 vectors, got %d", len(vs))
	}
	return vs
}

// TestReceiptVectors reproduces both of the reference's receipt test
// vectors byte for byte: program hash, request id, consent JSON and
// hash, payload segment and signature, and the whole receipt.
func TestReceiptVectors(t *testing.T) {
	for _, v := range loadVectors(t) {
		t.Run(v.Name, func(t *testing.T) {
			if got := ProgramSHA256(v.Program); got != v.ProgramSHA256 {
				t.Errorf("program sha256 = %s, want %s", got, v.ProgramSHA256)
			}
			if got := RequestID(v.ProgramSHA256); got != v.RequestID {
				t.Errorf("request id = %s, want %s", got, v.RequestID)
			}
			// Coverage both as a generic tree (a service) and typed (a runner).
			raw, _ := json.Marshal(v.Coverage)
			tree, err := Decode(raw)
			if err != nil {
				t.Fatal(err)
			}
			cj, err := ConsentJSON(v.ProgramSHA256, v.Guarantees, tree)
			if err != nil {
				t.Fatal(err)
			}
			if string(cj) != v.ConsentCanonicalJSON {
				t.Errorf("consent JSON\n got %s\nwant %s", cj, v.ConsentCanonicalJSON)
			}
			var typed []Coverage
			if err := json.Unmarshal(raw, &typed); err != nil {
				t.Fatal(err)
			}
			for _, cov := range []any{tree, typed} {
				h, err := ConsentSHA256(v.ProgramSHA256, v.Guarantees, cov)
				if err != nil {
					t.Fatal(err)
				}
				if h != v.ConsentSHA256 {
					t.Errorf("consent sha256 (%T) = %s, want %s", cov, h, v.ConsentSHA256)
				}
			}

			// Re-sign the vector's own payload: Ed25519 is deterministic, so
			// the receipt must come out identical.
			var pl map[string]any
			dec := json.NewDecoder(strings.NewReader(v.PayloadSegmentDecoded))
			dec.UseNumber()
			if err := dec.Decode(&pl); err != nil {
				t.Fatal(err)
			}
			exp, err := pl["expires_at"].(json.Number).Float64()
			if err != nil {
				t.Fatal(err)
			}
			p := ReceiptPayload{
				ConsentSHA256: pl["consent_sha256"].(string),
				Decision:      Decision(pl["decision"].(string)),
				ExpiresAt:     exp,
				Nonce:         pl["nonce"].(string),
				ProgramSHA256: pl["program_sha256"].(string),
				RequestID:     pl["request_id"].(string),
			}
			canon, err := Canonical(p.Tree())
			if err != nil {
				t.Fatal(err)
			}
			if string(canon) != v.PayloadSegmentDecoded {
				t.Errorf("payload\n got %s\nwant %s", canon, v.PayloadSegmentDecoded)
			}
			key, err := ParseSigningKey(v.SigningKey)
			if err != nil {
				t.Fatal(err)
			}
			if got := EncodeKey(key.Public().(ed25519.PublicKey)); got != v.VerifyKey {
				t.Errorf("public key of the seed = %s, want %s", got, v.VerifyKey)
			}
			rc, err := SignReceipt(key, p)
			if err != nil {
				t.Fatal(err)
			}
			if rc != v.Receipt {
				t.Errorf("receipt\n got %s\nwant %s", rc, v.Receipt)
			}
			sig, _ := hex.DecodeString(v.SignatureHex)
			if got := strings.Split(rc, ".")[2]; got != EncodeKey(sig) {
				t.Errorf("signature = %s, want %s", got, EncodeKey(sig))
			}

			// And the vector's receipt verifies for its binding, before expiry.
			b := Binding{RequestID: v.RequestID, ProgramSHA256: v.ProgramSHA256, ConsentSHA256: v.ConsentSHA256}
			got, err := VerifyReceipt(v.VerifyKey, v.Receipt, b, time.Unix(int64(exp)-10, 0))
			if err != nil {
				t.Fatalf("verify: %v", err)
			}
			if got.Nonce != p.Nonce || got.ExpiresAt != exp || got.Decision != ApprovedOnce {
				t.Errorf("verified payload = %+v", got)
			}
		})
	}
}

// TestRequestWire reproduces approval-request.wire.txt from
// approval-request.json, through the typed Request and through the
// generic tree, and the Content-Length of the recorded headers.
func TestRequestWire(t *testing.T) {
	want := bytes.TrimSuffix(readFile(t, "approval-request.wire.txt"), []byte("\n"))
	r, tree, err := DecodeRequest(readFile(t, "approval-request.json"))
	if err != nil {
		t.Fatal(err)
	}
	got, err := r.Wire()
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, want) {
		t.Errorf("typed wire\n got %s\nwant %s", got, want)
	}
	got2, err := Wire(tree)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got2, want) {
		t.Errorf("tree wire\n got %s\nwant %s", got2, want)
	}
	var headers map[string]string
	if err := json.Unmarshal(readFile(t, "approval-request.http-headers.json"), &headers); err != nil {
		t.Fatal(err)
	}
	if n, _ := strconv.Atoi(headers["Content-Length"]); n != len(got) {
		t.Errorf("wire length %d, recorded Content-Length %d", len(got), n)
	}
	// The same request built from its parts: hash, id, and bytes.
	built := NewRequest(r.Program, r.SourceName, r.Target, r.TrustedRoots, r.ImportRoots, r.Guarantees, r.Coverage, r.Proofs)
	if built.ProgramSHA256 != r.ProgramSHA256 || built.RequestID != r.RequestID {
		t.Errorf("derived hash/id %s %s, want %s %s", built.ProgramSHA256, built.RequestID, r.ProgramSHA256, r.RequestID)
	}
	got3, _ := built.Wire()
	if !bytes.Equal(got3, want) {
		t.Errorf("built wire\n got %s\nwant %s", got3, want)
	}
	// The receipt sample is bound to this request's consent.
	c, err := r.ConsentSHA256()
	if err != nil {
		t.Fatal(err)
	}
	if c != "357dd23714d6ba7750e09d214899588d972119e8ec4f5a3e1c4d1b5b54186a18" {
		t.Errorf("consent = %s", c)
	}
}

// TestKeygenOutput checks the keygen text against the reference's sample
// (same throwaway pair) and that a fresh pair is a working pair.
func TestKeygenOutput(t *testing.T) {
	want := string(readFile(t, "approval-keygen-output.txt"))
	var b bytes.Buffer
	if err := WriteKeygen(&b, "eo6AYbyIIFhgD-L9P0yFNAspBV1m0TyLhoW-meHjamQ", "RW8_NU1fZUF5q0VY_s4Dr_1jgZOl5QvB99DyVDyjwPA"); err != nil {
		t.Fatal(err)
	}
	if b.String() != want {
		t.Errorf("keygen output\n got %q\nwant %q", b.String(), want)
	}
	s, v, err := GenerateKeys(nil)
	if err != nil {
		t.Fatal(err)
	}
	if len(s) != 43 || len(v) != 43 {
		t.Errorf("key lengths %d %d, want 43", len(s), len(v))
	}
	sk, err := ParseSigningKey(s)
	if err != nil {
		t.Fatal(err)
	}
	if EncodeKey(sk.Public().(ed25519.PublicKey)) != v {
		t.Error("verify key is not the public key of the signing seed")
	}
}
