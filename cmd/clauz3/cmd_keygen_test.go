package main

import (
	"bytes"
	"crypto/ed25519"
	"regexp"
	"strings"
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

// TestApprovalHelps: the --help of the approval commands ends with their
// own example and exit statuses, not the prover's "four stages piped".
func TestApprovalHelps(t *testing.T) {
	for _, c := range []struct {
		args []string
		want []string
	}{
		{[]string{"approval-service", "--help"}, []string{"clauz3 approval-service --port 8765 &", "0  stopped by SIGINT or SIGTERM", "the signing key, the store"}},
		{[]string{"mock-approval-service", "--help"}, []string{"clauz3 mock-approval-service --config mock.json", "0  stopped by SIGINT or SIGTERM", "an unknown decision"}},
		{[]string{"approval-keygen", "--help"}, []string{"clauz3 approval-keygen > keys.env", "0  the key pair is printed", "takes no arguments"}},
	} {
		var out bytes.Buffer
		if code, err := run(c.args, &out); code != 0 || err != nil {
			t.Fatalf("%v: exit %d, %v", c.args, code, err)
		}
		help := out.String()
		if strings.Contains(help, "four stages") || strings.Contains(help, "an obligation is refuted") {
			t.Errorf("%v: the prover's example and exit statuses:\n%s", c.args, help)
		}
		for _, w := range c.want {
			if !strings.Contains(help, w) {
				t.Errorf("%v: no %q in:\n%s", c.args, w, help)
			}
		}
	}
}
