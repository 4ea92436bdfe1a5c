package policy

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"clauz3/pkg/diag"

	_ "clauz3/internal/golden" // every package accepts go test ./... -update
)

func TestParseErrors(t *testing.T) {
	for _, c := range []struct{ doc, want string }{
		{`[]`, "not a JSON object"},
		{`{"imports":{},"rules":[]}`, "policy has no rules"},
		{`{"imports":{"1x":"m"},"rules":[]}`, `alias "1x" is not a Python identifier`},
		{`{"imports":{"p":"a b"},"rules":[]}`, `module "a b" is not a dotted module name`},
		{`{"rules":[{"decision":"auto_approved","when_proven":["x"]}]}`, `rules[0]: missing "name"`},
		{`{"rules":[{"name":"r","when_proven":["x"]}]}`, `rules[0] (r): missing "decision"`},
		{`{"rules":[{"name":"r","decision":"approved_once","when_proven":["x"]}]}`, `decision "approved_once" is not auto_approved or auto_rejected`},
		{`{"rules":[{"name":"r","decision":"auto_approved","when_proven":[]}]}`, `needs a non-empty "when_proven" list`},
		{`{"rules":[{"name":"r","decision":"auto_approved","unless_proven":["x"]}]}`, `needs a non-empty "when_proven" list`},
		{`{"rules":[{"name":"r","decision":"auto_rejected","when_proven":["x"]}]}`, `needs a non-empty "unless_proven" list`},
		{`{"rules":[{"name":"r","decision":"auto_rejected","unless_proven":["x"],"when_proven":["y"]}]}`, `takes "unless_proven", not "when_proven"`},
		{`{"rules":[{"name":"r","decision":"auto_rejected","unless_proven":["x\ny"]}]}`, `clause 1 must be one non-empty line`},
		{`{"rules":[{"name":"r","decision":"auto_rejected","unless_proven":["pol.at_most("]}]}`, `clause 1 is not a Python expression`},
		{`{"rules":[{"name":"r","decision":"auto_rejected","unless_proven":["x"]},{"name":"r","decision":"auto_rejected","unless_proven":["x"]}]}`, `rules[1] (r): a rule of this name comes earlier`},
	} {
		_, err := Parse("p.json", []byte(c.doc))
		var bad *diag.BadInput
		if err == nil || !errors.As(err, &bad) || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: got %v, want a bad-input error containing %q", c.doc, err, c.want)
		}
	}
	if _, err := Load(filepath.Join(t.TempDir(), "missing.json")); err == nil || !strings.Contains(err.Error(), "cannot read policy") {
		t.Errorf("missing file: %v", err)
	}
}

// TestParseOrder: reject rules come first, each kind in file order; the
// reference's 0.1.4 "version" key is ignored.
func TestParseOrder(t *testing.T) {
	p, err := Parse("p.json", []byte(`{"version":1,"imports":{"pol":"a.b"},"rules":[
		{"name":"a1","decision":"auto_approved","when_proven":["x"]},
		{"name":"r1","decision":"auto_rejected","unless_proven":["y"],"reason":"why"},
		{"name":"a2","decision":"auto_approved","when_proven":["z"]},
		{"name":"r2","decision":"auto_rejected","unless_proven":["w"]}]}`))
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, r := range p.Rules {
		names = append(names, r.Name)
	}
	if got := strings.Join(names, ","); got != "r1,r2,a1,a2" {
		t.Errorf("order %s", got)
	}
}

func emailDir(t *testing.T) string {
	dir, err := filepath.Abs("../../../examples/email")
	if err != nil {
		t.Fatal(err)
	}
	return dir
}

func input(t *testing.T, body string) Input {
	dir := emailDir(t)
	return Input{
		Program: "import clauz3\nfrom tools.email.trusted import contracts as mail\nfrom tools.email.trusted.effects import send_email\n\n\n" +
			"@clauz3.guarantee(mail.no_guarantees())\ndef main() -> None:\n" + body,
		Target: "main", TrustedRoots: []string{filepath.Join(dir, "tools/email/trusted")}, ImportRoots: []string{dir}, Dir: dir,
	}
}

// TestEvaluate decides by entailment with the real prover: deny first
// (an approve rule listed first that would fire does not), a clause that
// is not a contract skips its rule, an alias the program uses skips the
// rule rather than changing the program.
func TestEvaluate(t *testing.T) {
	ctx := context.Background()
	p, err := Parse("p.json", []byte(`{"imports":{"pol":"tools.email.trusted.contracts"},"rules":[
		{"name":"bounded","decision":"auto_approved","when_proven":["pol.at_most(10)"],"reason":"few emails"},
		{"name":"no-ceo","decision":"auto_rejected","unless_proven":["pol.at_most_to('ceo@example.com', 0)"],"reason":"ceo"}]}`))
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		name, body, decision, rule string
	}{
		{"bob", "    send_email(\"bob@example.com\", \"hi\")\n", "auto_approved", "bounded"},
		{"ceo", "    send_email(\"ceo@example.com\", \"hi\")\n", "auto_rejected", "no-ceo"},
		{"unbounded", "    for i in range(20):\n        send_email(\"bob@example.com\", \"hi\")\n", "", ""},
	} {
		res := p.Evaluate(ctx, input(t, c.body))
		if res.Decision != c.decision || res.Rule != c.rule {
			t.Errorf("%s: %+v, want %s by %s", c.name, res, c.decision, c.rule)
		}
	}

	bad, _ := Parse("p.json", []byte(`{"imports":{"pol":"tools.email.trusted.contracts"},"rules":[
		{"name":"typo","decision":"auto_rejected","unless_proven":["pol.at_mostx(0)"]},
		{"name":"bounded","decision":"auto_approved","when_proven":["pol.at_most(10)"]}]}`))
	res := bad.Evaluate(ctx, input(t, "    send_email(\"bob@example.com\", \"hi\")\n"))
	// The reject rule could not be checked, so the approve rule must not
	// decide: a person does (fail closed).
	if res.Decision != "" || len(res.Skipped) != 1 || res.Skipped[0].Rule != "typo" {
		t.Errorf("a reject rule that cannot be checked: %+v, want no decision", res)
	}

	// The program has its own `pol`: importing the policy's would change
	// what main does, so the rule is skipped.
	in := input(t, "    send_email(pol, \"hi\")\n")
	in.Program = strings.Replace(in.Program, "\n\n\n@", "\n\npol = \"bob@example.com\"\n\n\n@", 1)
	res = p.Evaluate(ctx, in)
	if res.Decision != "" || len(res.Skipped) != 2 || !strings.Contains(res.Skipped[0].Err, "uses the name pol") {
		t.Errorf("alias clash: %+v", res)
	}
}

func TestLoadReferencePolicy(t *testing.T) {
	b, err := os.ReadFile("../../../testdata/approval/service/approval-policy.json")
	if err != nil {
		t.Fatal(err)
	}
	p, err := Parse("approval-policy.json", b)
	if err != nil {
		t.Fatal(err)
	}
	if len(p.Rules) != 2 || p.Rules[0].Name != "deny-blocked-recipients" || len(p.Rules[1].Clauses) != 3 || p.Imports["pol"] != "tools.email.trusted.contracts" {
		t.Errorf("%+v", p)
	}
}
