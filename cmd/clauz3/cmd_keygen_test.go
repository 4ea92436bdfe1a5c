package main

import (
	"bytes"
	"crypto/ed25519"
	"regexp"
	"testing"

	_ "clauz3/internal/golden" // go test ./... -update must work in every package
	"clauz3/pkg/approval/protocol"
)

// TestKeygenCommand: two NAME=value lines after their comments, a
// working pair, fresh each time.
func TestKeygenCommand(t *testing.T) {
	re := regexp.MustCompile(`^# approval service \(signs receipts\) — keep secret:\nCLAUZ3_APPROVAL_SIGNING_KEY=([A-Za-z0-9_-]{43})\n# runner \(verifies receipts\):\nCLAUZ3_APPROVAL_VERIFY_KEY=([A-Za-z0-9_-]{43})\n$`)
	var seen []string
	for i := 0; i < 2; i++ {
		var out bytes.Buffer
		code, err := runKeygen(nil, &out)
		if code != 0 || err != nil {
			t.Fatalf("exit %d, %v", code, err)
		}
		m := re.FindStringSubmatch(out.String())
		if m == nil {
			t.Fatalf("output %q", out.String())
		}
		sk, err := protocol.ParseSigningKey(m[1])
		if err != nil {
			t.Fatal(err)
		}
		if protocol.EncodeKey(sk.Public().(ed25519.PublicKey)) != m[2] {
			t.Error("the verify key is not the signing key's public key")
		}
		seen = append(seen, m[1])
	}
	if seen[0] == seen[1] {
		t.Error("the same key twice")
	}
	if _, err := runKeygen([]string{"x"}, &bytes.Buffer{}); err == nil {
		t.Error("an argument accepted")
	}
}
