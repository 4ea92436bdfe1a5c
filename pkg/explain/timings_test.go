package explain

import (
	"bytes"
	"strings"
	"testing"

	"clauz3/pkg/ir"
)

// TestTimings checks that check times appear only when solve recorded
// them (--timings), in text and markdown.
func TestTimings(t *testing.T) {
	ms := func(f float64) *float64 { return &f }
	res := &ir.Result{
		DSL: &ir.DSL{Target: "main", Obligations: []ir.Obligation{
			{ID: "o1", Kind: ir.KindPrecondition, Message: "precondition holds"},
			{ID: "o10", Kind: ir.KindGuarantee, Message: "guarantee g holds", Guarantee: "g"},
		}},
		Obligations: []ir.ObligationResult{{ID: "o1", Status: ir.StatusProved, TimeMS: ms(0.25)}, {ID: "o10", Status: ir.StatusProved, TimeMS: ms(12)}},
	}
	var b bytes.Buffer
	if err := Render(&b, res, FormatText); err != nil {
		t.Fatal(err)
	}
	want := "\nTimings: 12.2 ms in 2 checks\n" +
		"  o1   precondition  proved       0.2 ms\n" +
		"  o10  guarantee     proved      12.0 ms\n"
	if !strings.HasSuffix(b.String(), want) {
		t.Errorf("text:\n%s\nwant the suffix\n%s", b.String(), want)
	}
	b.Reset()
	if err := Render(&b, res, FormatMarkdown); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(b.String(), "**Timings:** 12.2 ms in 2 checks\n\n```text\no1   precondition  proved       0.2 ms\n") {
		t.Errorf("markdown:\n%s", b.String())
	}

	for i := range res.Obligations {
		res.Obligations[i].TimeMS = nil
	}
	for _, f := range []string{FormatText, FormatMarkdown} {
		b.Reset()
		if err := Render(&b, res, f); err != nil {
			t.Fatal(err)
		}
		if strings.Contains(b.String(), "Timings") {
			t.Errorf("%s without times shows timings:\n%s", f, b.String())
		}
	}
}
