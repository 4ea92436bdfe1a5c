package service

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"clauz3/pkg/approval/policy"
)

// emailProgram is a program of the bundled email example sending one
// email to addr under the guarantee g.
func emailProgram(addr, g string) string {
	return "import clauz3\n" +
		"from tools.email.trusted import contracts as mail\n" +
		"from tools.email.trusted.effects import send_email\n\n\n" +
		"@clauz3.guarantee(" + g + ")\n" +
		"def main() -> None:\n" +
		"    send_email(\"" + addr + "\", \"hi\")\n"
}

// TestPolicy: with the operator's layer (the bundled email example), the
// policy auto-approves a program that proves the approve rule's clauses
// (a signed receipt), auto-rejects one that cannot prove the deny rule's
// (deny first, although the approve rule is listed first), leaves a third
// to a person, and refuses a request naming other roots.
func TestPolicy(t *testing.T) {
	k := newKeys(t)
	pol, err := policy.Load(filepath.Join(repoRoot(t), "testdata", "approval", "service", "policy.json"))
	if err != nil {
		t.Fatal(err)
	}
	in := start(t, sqliteDSN(t), k, func(c *Config) {
		c.Policy = pol
		c.TrustedRoots = []string{"tools/email/trusted"}
		c.ImportRoots = []string{"."}
		c.Dir = filepath.Join(repoRoot(t), "examples", "email")
		c.WaitCap = 2 * time.Second
	})
	roots := func(p string, g string) map[string]any {
		return request(p, []string{g}, []string{"tools/email/trusted"}, []string{"."})
	}

	bob := roots(emailProgram("bob@example.com", `mail.only(["bob@example.com"])`), "mail.only(['bob@example.com'])")
	a := approvalOf(t, awaitReply(t, submitAsync(t, in.url, mustJSON(t, bob))))
	if a.Decision != "auto_approved" || a.Feedback != "bounded, internal-only email" {
		t.Fatalf("bob: %+v", a)
	}
	p := verify(t, k, bob, a.Receipt)
	if p.Decision != "auto_approved" || p.Extra["trusted_layer_sha256"] == nil {
		t.Errorf("bob's receipt: %+v", p)
	}
	rec := awaitStatus(t, in.url, bob["request_id"].(string), "approved")
	if ad, _ := rec["auto_decision"].(map[string]any); ad["rule"] != "auto-pass-internal" {
		t.Errorf("auto_decision %v", rec["auto_decision"])
	}

	// ceo is also within at_most(10) but not within only([bob, ann]) and
	// not within the deny rule: rejected, with no receipt.
	ceo := roots(emailProgram("ceo@example.com", "mail.no_guarantees()"), "mail.no_guarantees()")
	a = approvalOf(t, awaitReply(t, submitAsync(t, in.url, mustJSON(t, ceo))))
	if a.Decision != "auto_rejected" || a.Receipt != "" || a.Feedback != "the program cannot prove it never emails a blocked address" {
		t.Fatalf("ceo: %+v", a)
	}

	// ann alone would pass the approve rule; press is blocked.
	annPress := roots(strings.Replace(emailProgram("ann@example.com", "mail.no_guarantees()"), "    send_email(\"ann", "    send_email(\"press@example.com\", \"x\")\n    send_email(\"ann", 1), "mail.no_guarantees()")
	a = approvalOf(t, awaitReply(t, submitAsync(t, in.url, mustJSON(t, annPress))))
	if a.Decision != "auto_rejected" {
		t.Fatalf("ann and press: %+v", a)
	}

	// No rule fires: a person decides (here: nobody, so 503 and pending).
	stranger := roots(emailProgram("stranger@partner.com", "mail.no_guarantees()"), "mail.no_guarantees()")
	r := awaitReply(t, submitAsync(t, in.url, mustJSON(t, stranger)))
	if r.status != 503 {
		t.Fatalf("stranger: %s", r)
	}
	awaitStatus(t, in.url, stranger["request_id"].(string), "pending")

	// Other roots (or the same in another order) are not the operator's.
	for _, tr := range [][]string{{"tools"}, {"tools/email/trusted", "."}} {
		other := request(emailProgram("bob@example.com", `mail.only(["bob@example.com"])`), nil, tr, []string{"."})
		r = awaitReply(t, submitAsync(t, in.url, mustJSON(t, other)))
		if r.status != 403 || !jsonEqual(string(r.body), `{"detail":"requested trusted_roots and import_roots do not match an authorized layer"}`) {
			t.Errorf("roots %v: %s", tr, r)
		}
	}
}

// TestPolicyProgramHashMismatch: the policy proves the program text; a
// request whose text does not hash to its program_sha256 is refused at
// submission, or the receipt would bind a program the policy never saw.
func TestPolicyProgramHashMismatch(t *testing.T) {
	k := newKeys(t)
	pol, err := policy.Load(filepath.Join(repoRoot(t), "testdata", "approval", "service", "policy.json"))
	if err != nil {
		t.Fatal(err)
	}
	in := start(t, sqliteDSN(t), k, func(c *Config) {
		c.Policy = pol
		c.TrustedRoots = []string{"tools/email/trusted"}
		c.ImportRoots = []string{"."}
		c.Dir = filepath.Join(repoRoot(t), "examples", "email")
		c.WaitCap = time.Second
	})
	bob := request(emailProgram("bob@example.com", `mail.only(["bob@example.com"])`), nil, []string{"tools/email/trusted"}, []string{"."})
	evil := request(emailProgram("eve@example.com", "mail.no_guarantees()"), nil, nil, nil)
	bob["program_sha256"] = evil["program_sha256"]
	if r := awaitReply(t, submitAsync(t, in.url, mustJSON(t, bob))); r.status != 400 || !strings.Contains(string(r.body), "is not the sha256 of program") {
		t.Fatalf("got %s, want 400", r)
	}
}

// copyDir copies the bundled example's layer into a temporary directory.
func copyLayer(t *testing.T) string {
	t.Helper()
	dst := t.TempDir()
	src := filepath.Join(repoRoot(t), "examples", "email", "tools")
	if out, err := exec.Command("cp", "-r", src, dst).CombinedOutput(); err != nil {
		t.Fatalf("cp: %v %s", err, out)
	}
	return dst
}

// TestRemember: "approve and remember" approves a later request with the
// same program and trusted layer at once (auto_approved, a fresh signed
// receipt); after the layer changes, a request is asked again; a person's
// rejection withdraws the remembered approval.
func TestRemember(t *testing.T) {
	k := newKeys(t)
	dir := copyLayer(t)
	in := start(t, sqliteDSN(t), k, func(c *Config) { c.Dir = dir; c.WaitCap = time.Second })
	prog := emailProgram("bob@example.com", `mail.only(["bob@example.com"])`)
	mk := func(id string) map[string]any {
		r := request(prog, []string{"mail.only(['bob@example.com'])"}, []string{"tools/email/trusted"}, []string{"."})
		r["request_id"] = id
		return r
	}
	first := mk("clr_first")
	ch := submitAsync(t, in.url, mustJSON(t, first))
	awaitStatus(t, in.url, "clr_first", "pending")
	d := do(t, "POST", in.url+"/requests/clr_first/decision", []byte(`{"decision":"approved_remember"}`), "Authorization: Bearer "+decideToken)
	if approvalOf(t, d).Decision != "approved_remember" {
		t.Fatalf("decision reply %s", d)
	}
	a := approvalOf(t, awaitReply(t, ch))
	verify(t, k, first, a.Receipt)

	second := mk("clr_second")
	b := approvalOf(t, awaitReply(t, submitAsync(t, in.url, mustJSON(t, second))))
	if b.Decision != "auto_approved" || b.Receipt == a.Receipt {
		t.Fatalf("second: %+v", b)
	}
	p1, p2 := verify(t, k, first, a.Receipt), verify(t, k, second, b.Receipt)
	if p1.Nonce == p2.Nonce || p1.Extra["trusted_layer_sha256"] != p2.Extra["trusted_layer_sha256"] {
		t.Errorf("receipts %+v %+v", p1, p2)
	}
	rec := awaitStatus(t, in.url, "clr_second", "approved")
	if ad, _ := rec["auto_decision"].(map[string]any); ad["rule"] != "remembered:clr_first" {
		t.Errorf("auto_decision %v", rec["auto_decision"])
	}

	// Another program with the same guarantee is not remembered.
	other := request(emailProgram("bob@example.com", `mail.only(["bob@example.com"])`)+"\n", []string{"mail.only(['bob@example.com'])"}, []string{"tools/email/trusted"}, []string{"."})
	if r := awaitReply(t, submitAsync(t, in.url, mustJSON(t, other))); r.status != 503 {
		t.Errorf("another program: %s", r)
	}

	// The layer changes: ask again.
	f := filepath.Join(dir, "tools", "email", "trusted", "contracts.py")
	src, _ := os.ReadFile(f)
	os.WriteFile(f, append(src, []byte("\n# changed\n")...), 0o644)
	if r := awaitReply(t, submitAsync(t, in.url, mustJSON(t, mk("clr_third")))); r.status != 503 {
		t.Errorf("changed layer: %s", r)
	}
	// clr_second was decided under the old layer: resubmitted now, its
	// approval does not carry over; it is asked again.
	if r := awaitReply(t, submitAsync(t, in.url, mustJSON(t, second))); r.status != 503 {
		t.Errorf("a decided request after the layer changed: %s", r)
	}
	awaitStatus(t, in.url, "clr_second", "pending")
	os.WriteFile(f, src, 0o644)
	if r := awaitReply(t, submitAsync(t, in.url, mustJSON(t, mk("clr_fourth")))); r.status != 200 {
		t.Errorf("layer restored: %s", r)
	}
	// A person rejects the program: the remembered approval is withdrawn.
	do(t, "POST", in.url+"/requests/clr_third/decision", []byte(`{"decision":"rejected","feedback":"no more"}`), "Authorization: Bearer "+decideToken)
	if r := awaitReply(t, submitAsync(t, in.url, mustJSON(t, mk("clr_fifth")))); r.status != 503 {
		t.Errorf("after a rejection: %s", r)
	}
}
