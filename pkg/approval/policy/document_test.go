package policy

import (
	"errors"
	"reflect"
	"testing"

	"clauz3/pkg/diag"
)

// TestParseDocumentFormats: a policy without "version" is the 0.2 format,
// one with "version": 1 the 0.1.4 format, where an auto_rejected rule may
// list its clauses under when_proven and keeps the meaning of its
// decision; reject rules come first, each kind in file order.
func TestParseDocumentFormats(t *testing.T) {
	d, err := ParseDocument("p.json", []byte(`{"imports": {"pol": "a.b"}, "rules": [
		{"name": "a1", "decision": "auto_approved", "when_proven": ["pol.x()"], "reason": null},
		{"name": "r1", "decision": "auto_rejected", "unless_proven": ["pol.y()", "pol.z(1)"], "reason": "why"}]}`))
	if err != nil || d.Format != Format02 || len(d.Notes) != 0 {
		t.Fatalf("0.2: %+v %v", d, err)
	}
	p := d.Policy
	want := []Rule{
		{Name: "r1", Decision: AutoRejected, Clauses: []string{"pol.y()", "pol.z(1)"}, Reason: "why"},
		{Name: "a1", Decision: AutoApproved, Clauses: []string{"pol.x()"}},
	}
	if !reflect.DeepEqual(p.Rules, want) || p.Imports["pol"] != "a.b" || p.ProofTimeout == 0 {
		t.Errorf("0.2: %+v", p)
	}
	d, err = ParseDocument("p.json", []byte(`{"version": 1, "rules": [
		{"name": "a1", "decision": "auto_approved", "unless_proven": ["x"]},
		{"name": "r1", "decision": "auto_rejected", "when_proven": ["y"]}]}`))
	if err != nil || d.Format != Format014 {
		t.Fatalf("0.1.4: %+v %v", d, err)
	}
	p = d.Policy
	want = []Rule{
		{Name: "r1", Decision: AutoRejected, Clauses: []string{"y"}},
		{Name: "a1", Decision: AutoApproved, Clauses: []string{"x"}},
	}
	if !reflect.DeepEqual(p.Rules, want) {
		t.Errorf("0.1.4: %+v", p.Rules)
	}
	// Each rule whose key reads against its decision is noted, with its place.
	if len(d.Notes) != 2 || d.Notes[0].Span.String() != "p.json:2:47" ||
		d.Notes[0].Message != `/rules/0/unless_proven: as in 0.1.4, rule "a1" is auto_approved when the program proves these clauses (the key does not change what the decision means)` ||
		d.Notes[1].Message != `/rules/1/when_proven: as in 0.1.4, rule "r1" is auto_rejected when the program does not prove these clauses (the key does not change what the decision means)` {
		for _, n := range d.Notes {
			t.Errorf("note %s %s", n.Span, n.Message)
		}
	}
	// The reference's own 0.2.1 sample carries 0.1.4's "version": 1 and
	// pairs its keys as 0.2 does: it reads as 0.1.4, with the same rules.
	d, err = LoadDocument("../../../testdata/approval/service/approval-policy.json")
	if err != nil || d.Format != Format014 || len(d.Notes) != 0 || len(d.Rules) != 2 || d.Rules[0].Name != "deny-blocked-recipients" {
		t.Errorf("reference sample: %+v %v", d, err)
	}
}

// FuzzParseDocument: any input gives a policy or a located bad-input
// error, never a panic.
func FuzzParseDocument(f *testing.F) {
	for _, s := range []string{
		`{"version": 1, "imports": {"pol": "a.b"}, "rules": [{"name": "r", "decision": "auto_rejected", "when_proven": ["pol.x()"]}]}`,
		`{"rules": [{"name": "a", "decision": "auto_approved", "when_proven": ["x", 1], "reason": null}]}`,
		`{"rules": [], "rules": []}`, `[`, `{"a":}`, `"x"`, `{"rules": [{"name": "a",}]}`, "{\"rules\": [\n]} x",
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		d, err := ParseDocument("p.json", data)
		if err != nil {
			var bad *diag.BadInput
			var dg *diag.Diagnostic
			if !errors.As(err, &bad) || !errors.As(err, &dg) || dg.Span.File != "p.json" || dg.Span.Line < 1 || dg.Span.Col < 1 {
				t.Fatalf("%q: %v", data, err)
			}
			return
		}
		if d.Policy == nil || len(d.Rules) == 0 {
			t.Fatalf("%q: accepted with no rules", data)
		}
	})
}
