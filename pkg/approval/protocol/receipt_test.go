package protocol

import (
	"crypto/ed25519"
	"encoding/base64"
	"errors"
	"strings"
	"testing"
	"time"
)

// Test key pair and binding: the reference's throwaway pair and the
// first vector's binding.
const (
	testSeed   = "eo6AYbyIIFhgD-L9P0yFNAspBV1m0TyLhoW-meHjamQ"
	testVerify = "RW8_NU1fZUF5q0VY_s4Dr_1jgZOl5QvB99DyVDyjwPA"
	// otherSeed is a second, unrelated seed.
	otherSeed = "AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8"
)

var testBinding = Binding{
	RequestID:     "clr_d49e01fd79d1",
	ProgramSHA256: "d49e01fd79d1f38cc7f7bef8b4f841460bc6df8e0becf97a66bf32c999063287",
	ConsentSHA256: "357dd23714d6ba7750e09d214899588d972119e8ec4f5a3e1c4d1b5b54186a18",
}

// testNow is the fixed clock of the receipt cases (Unix seconds).
const testNow = 1795459000.0

func mustKey(t testing.TB, seed string) ed25519.PrivateKey {
	t.Helper()
	k, err := ParseSigningKey(seed)
	if err != nil {
		t.Fatal(err)
	}
	return k
}

func goodTree() map[string]any {
	return map[string]any{
		"consent_sha256": testBinding.ConsentSHA256,
		"decision":       "approved_once",
		"expires_at":     testNow + 300.25,
		"nonce":          "c7e1e4cfe4fb677950c8784507250dce",
		"program_sha256": testBinding.ProgramSHA256,
		"request_id":     testBinding.RequestID,
	}
}

// signTree signs an arbitrary payload tree (or raw payload bytes when
// tree is a []byte) with seed.
func signTree(t testing.TB, seed string, tree any) string {
	t.Helper()
	var js []byte
	if b, ok := tree.([]byte); ok {
		js = b
	} else {
		var err error
		if js, err = Canonical(tree); err != nil {
			t.Fatal(err)
		}
	}
	seg := EncodeKey(js)
	sig := ed25519.Sign(mustKey(t, seed), []byte(seg))
	return "clz2." + seg + "." + EncodeKey(sig)
}

func with(edit func(m map[string]any)) map[string]any {
	m := goodTree()
	edit(m)
	return m
}

// receiptCase is one receipt and the verdict expected from the
// reference's verify_receipt (and ours, unless goOnly says otherwise).
type receiptCase struct {
	name    string
	key     string // verifying key
	receipt string
	want    string // "" for accepted, else the message
	// goWant, when set, is our verdict where we are deliberately
	// stricter than the reference (the differential test expects the
	// reference to give want).
	goWant string
}

func receiptCases(t testing.TB) []receiptCase {
	good := signTree(t, testSeed, goodTree())
	parts := strings.Split(good, ".")
	flipped := []byte(parts[1])
	flipped[10] ^= 1
	sigRaw, _ := pyB64Decode(parts[2])
	return []receiptCase{
		{"good", testVerify, good, "", ""},
		{"prefix", testVerify, "clz1." + parts[1] + "." + parts[2], MsgMalformed, ""},
		{"two parts", testVerify, "clz2." + parts[1], MsgMalformed, ""},
		{"four parts", testVerify, good + ".x", MsgMalformed, ""},
		{"empty", testVerify, "", MsgMalformed, ""},
		{"local placeholder", testVerify, "local-clr_d49e01fd79d1", MsgMalformed, ""},
		{"malformed before a bad key", "not-a-key", "clz2.a", MsgMalformed, ""},
		{"bad verify key", "not-a-key", good, "invalid verifying key", ""},
		{"other key", testVerify, signTree(t, otherSeed, goodTree()), MsgBadSignature, ""},
		{"payload edited", testVerify, "clz2." + string(flipped) + "." + parts[2], MsgBadSignature, ""},
		{"signature garbage", testVerify, "clz2." + parts[1] + ".!!!", MsgBadSignature, ""},
		{"signature truncated", testVerify, "clz2." + parts[1] + "." + parts[2][:40], MsgBadSignature, ""},
		{"padded standard base64 signature", testVerify, "clz2." + parts[1] + "." + base64.StdEncoding.EncodeToString(sigRaw), "", ""},
		{"payload not JSON", testVerify, signTree(t, testSeed, []byte("{nope")), MsgNotDecodable, ""},
		{"payload not UTF-8", testVerify, signTree(t, testSeed, []byte("\"\xff\"")), MsgNotDecodable, ""},
		{"payload a list", testVerify, signTree(t, testSeed, []any{Number("1")}), MsgNotObject, ""},
		{"other request", testVerify, signTree(t, testSeed, with(func(m map[string]any) { m["request_id"] = "clr_000000000000" })), MsgWrongRequest, ""},
		{"no request id", testVerify, signTree(t, testSeed, with(func(m map[string]any) { delete(m, "request_id") })), MsgWrongRequest, ""},
		{"request id first", testVerify, signTree(t, testSeed, with(func(m map[string]any) {
			m["request_id"] = "clr_x"
			m["program_sha256"] = "x"
			m["decision"] = "rejected"
		})), MsgWrongRequest, ""},
		{"other program", testVerify, signTree(t, testSeed, with(func(m map[string]any) { m["program_sha256"] = strings.Repeat("0", 64) })), MsgWrongProgram, ""},
		{"other consent", testVerify, signTree(t, testSeed, with(func(m map[string]any) { m["consent_sha256"] = strings.Repeat("1", 64) })), MsgWrongConsent, ""},
		{"rejected", testVerify, signTree(t, testSeed, with(func(m map[string]any) { m["decision"] = "rejected" })), MsgNotAuthorizing, ""},
		{"approved (not a decision)", testVerify, signTree(t, testSeed, with(func(m map[string]any) { m["decision"] = "approved" })), MsgNotAuthorizing, ""},
		{"auto_approved", testVerify, signTree(t, testSeed, with(func(m map[string]any) { m["decision"] = "auto_approved" })), "", ""},
		{"approved_remember", testVerify, signTree(t, testSeed, with(func(m map[string]any) { m["decision"] = "approved_remember" })), "", ""},
		{"denied", testVerify, signTree(t, testSeed, with(func(m map[string]any) { m["decision"] = "denied" })), MsgNotAuthorizing, ""},
		{"expired", testVerify, signTree(t, testSeed, with(func(m map[string]any) { m["expires_at"] = testNow - 0.5 })), MsgExpired, ""},
		{"expires exactly now", testVerify, signTree(t, testSeed, with(func(m map[string]any) { m["expires_at"] = testNow })), "", ""},
		{"integer expiry", testVerify, signTree(t, testSeed, with(func(m map[string]any) { m["expires_at"] = Number("1795459300") })), "", ""},
		{"huge integer expiry", testVerify, signTree(t, testSeed, with(func(m map[string]any) { m["expires_at"] = Number("1" + strings.Repeat("0", 40)) })), "", ""},
		{"string expiry", testVerify, signTree(t, testSeed, with(func(m map[string]any) { m["expires_at"] = "9999999999" })), MsgExpired, ""},
		{"bool expiry", testVerify, signTree(t, testSeed, with(func(m map[string]any) { m["expires_at"] = true })), MsgExpired, ""},
		{"no expiry", testVerify, signTree(t, testSeed, with(func(m map[string]any) { delete(m, "expires_at") })), MsgExpired, ""},
		{"NaN expiry", testVerify, signTree(t, testSeed, with(func(m map[string]any) { m["expires_at"] = Number("NaN") })), "", MsgExpired},
		{"no nonce", testVerify, signTree(t, testSeed, with(func(m map[string]any) { delete(m, "nonce") })), MsgMissingNonce, ""},
		{"empty nonce", testVerify, signTree(t, testSeed, with(func(m map[string]any) { m["nonce"] = "" })), MsgMissingNonce, ""},
		{"number nonce", testVerify, signTree(t, testSeed, with(func(m map[string]any) { m["nonce"] = Number("7") })), MsgMissingNonce, ""},
		{"nonce with a newline", testVerify, signTree(t, testSeed, with(func(m map[string]any) { m["nonce"] = "a\nb" })), "", MsgBadNonce},
		{"extra keys", testVerify, signTree(t, testSeed, with(func(m map[string]any) {
			m["layer_sha256"] = strings.Repeat("a", 64)
			m["zz"] = []any{Number("1"), nil}
		})), "", ""},
		// The keys our service signs to bind the trusted files.
		{"trusted files bound", testVerify, signTree(t, testSeed, with(func(m map[string]any) {
			m[TrustedSHA256Key] = strings.Repeat("b", 64)
			m[TrustedFilesKey] = map[string]any{"tools/email/trusted/effects.py": strings.Repeat("c", 64)}
		})), "", ""},
	}
}

func TestVerifyReceiptCases(t *testing.T) {
	now := time.Unix(0, int64(testNow*1e9))
	for _, c := range receiptCases(t) {
		want := c.want
		if c.goWant != "" {
			want = c.goWant
		}
		p, err := VerifyReceipt(c.key, c.receipt, testBinding, now)
		got := ""
		if err != nil {
			got = err.Error()
			var re *ReceiptError
			var ke *KeyError
			if !errors.As(err, &re) && !errors.As(err, &ke) {
				t.Errorf("%s: error of type %T", c.name, err)
			}
		} else if p.Nonce == "" {
			t.Errorf("%s: accepted without a nonce", c.name)
		}
		if got != want {
			t.Errorf("%s: got %q, want %q", c.name, got, want)
		}
	}
}

func TestSignForRecordAndMock(t *testing.T) {
	key := mustKey(t, testSeed)
	rec := map[string]any{
		"program_sha256": testBinding.ProgramSHA256,
		"guarantees":     []any{"emails.only(['bob@example.com'])"},
		"coverage": []any{map[string]any{
			"domain": "email", "missing_recommended": []any{"unique_recipients"},
			"missing_required": []any{}, "status": "recommended_gap",
		}},
	}
	now := time.Unix(1795459000, 0)
	r, err := SignForRecord(key, rec, AutoApproved, now, map[string]any{"layer_sha256": "abc"})
	if err != nil {
		t.Fatal(err)
	}
	// No request_id in the record: derived from the program hash.
	p, err := VerifyReceipt(testVerify, r, testBinding, now.Add(299*time.Second))
	if err != nil {
		t.Fatal(err)
	}
	if p.Decision != AutoApproved || p.Extra["layer_sha256"] != "abc" || len(p.Nonce) != 32 {
		t.Errorf("payload %+v", p)
	}
	if p.ExpiresAt != 1795459300 {
		t.Errorf("expires_at %v, want now+300", p.ExpiresAt)
	}
	if _, err := VerifyReceipt(testVerify, r, testBinding, now.Add(301*time.Second)); err == nil || err.Error() != MsgExpired {
		t.Errorf("after the TTL: %v", err)
	}
	// Two receipts for one record have different nonces.
	r2, _ := SignForRecord(key, rec, AutoApproved, now, nil)
	p2, _ := VerifyReceipt(testVerify, r2, testBinding, now)
	if p2 == nil || p2.Nonce == p.Nonce {
		t.Error("nonce repeated")
	}
}

func TestPyB64Decode(t *testing.T) {
	for in, want := range map[string]string{
		"":         "",
		"YQ":       "a",
		"YQ==":     "a",
		"YWI":      "ab",
		"YWJj":     "abc",
		"-_8":      "\xfb\xff",
		"+/8=":     "\xfb\xff",
		"Y Q==":    "a", // a skipped character
		"YQ=":      "a",
		"YQ===":    "a",
		"YQ==YWJj": "a",
	} {
		got, err := pyB64Decode(in)
		if err != nil || string(got) != want {
			t.Errorf("pyB64Decode(%q) = %q, %v; want %q", in, got, err, want)
		}
	}
	for _, in := range []string{"Y", "YWJjZ", "é", "Y Q"} {
		if _, err := pyB64Decode(in); err == nil {
			t.Errorf("pyB64Decode(%q) accepted", in)
		}
	}
}
