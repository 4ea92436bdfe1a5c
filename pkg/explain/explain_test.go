package explain

import (
	"bytes"
	"encoding/json"
	"errors"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/rogpeppe/go-internal/txtar"

	"clauz3/internal/golden"
	"clauz3/pkg/diag"
	"clauz3/pkg/ir"
)

// goldenExt is the file extension of each format's golden.
var goldenExt = map[string]string{
	FormatText:     ".txt",
	FormatMarkdown: ".md",
	FormatJSON:     ".json",
	FormatSARIF:    ".sarif",
	FormatLine:     ".line",
}

func render(t *testing.T, res *ir.Result, format string) string {
	t.Helper()
	var b bytes.Buffer
	if err := Render(&b, res, format); err != nil {
		t.Fatalf("Render(%s): %v", format, err)
	}
	return b.String()
}

func TestGolden(t *testing.T) {
	for _, c := range goldenCases {
		for _, f := range Formats() {
			t.Run(c.name+"/"+f, func(t *testing.T) {
				got := render(t, c.res(), f)
				if again := render(t, c.res(), f); again != got {
					t.Fatalf("output is not deterministic:\n%s\n---\n%s", got, again)
				}
				path := filepath.Join("testdata", c.name+goldenExt[f])
				if golden.Update() {
					if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
						t.Fatal(err)
					}
					return
				}
				want, err := os.ReadFile(path)
				if err != nil {
					t.Fatalf("%v (run go test ./pkg/explain -update)", err)
				}
				if got != string(want) {
					t.Errorf("%s differs from the golden (go test ./pkg/explain -update, then git diff):\n--- got\n%s--- want\n%s", path, got, want)
				}
			})
		}
		t.Run(c.name+"/exit", func(t *testing.T) {
			if got := ExitCode(c.res()); got != c.exit {
				t.Errorf("ExitCode = %d, want %d", got, c.exit)
			}
		})
	}
}

// TestStyleExample checks the text format against the example in
// STYLE.md ("Positions and messages"), which the goldens could drift from.
func TestStyleExample(t *testing.T) {
	got := render(t, onlyBobFail(), FormatText)
	want := `main: 1 of 2 obligations proved; 1 refuted
NOT PROVED

Guaranteed: none
Assumed: none
Trusted calls it may make:
  send_email (line 9), at most once
    addr: whatever the caller passes as addr
    msg: 'hi'

        send_email(addr, "hi")
        ^^^^^^^^^^^^^^^^^^^^^^ cases/only_bob_fail.py:9: error: guarantee mail.only(["bob@example.com"]) can fail [guarantee]
        | counterexample: main(addr='eve@example.com')
        |   send_email(addr='eve@example.com', msg='hi')   # line 9
`
	if got != want {
		t.Errorf("got:\n%s\nwant:\n%s", got, want)
	}
}

func TestExitCode(t *testing.T) {
	proved := func(kind, status string) *ir.Result {
		return &ir.Result{
			DSL:         &ir.DSL{Target: "main", Obligations: []ir.Obligation{{ID: "o1", Kind: kind}}},
			Obligations: []ir.ObligationResult{{ID: "o1", Status: status}},
		}
	}
	tests := []struct {
		name string
		res  *ir.Result
		want int
	}{
		{"nil result", nil, 1},
		{"empty result", &ir.Result{}, 0},
		{"no obligations, target", &ir.Result{DSL: &ir.DSL{Target: "main"}}, 0},
		{"proof-of-thought answer False", &ir.Result{Answer: ptrBool(false), UnsatCount: 1,
			Verifications: []ir.VerificationResult{{Name: "v", Result: "unsat"}}}, 0},
		{"proved", proved(ir.KindGuarantee, ir.StatusProved), 0},
		{"refuted", proved(ir.KindGuarantee, ir.StatusRefuted), 1},
		{"unknown", proved(ir.KindGuarantee, ir.StatusUnknown), 1},
		{"unsupported", proved(ir.KindGuarantee, ir.StatusUnsupported), 1},
		{"unsupported kind said proved", proved(ir.KindUnsupported, ir.StatusProved), 1},
		{"unrecognised status", proved(ir.KindGuarantee, "PROVED"), 1},
		{"empty status", proved(ir.KindGuarantee, ""), 1},
		{"obligation without result", &ir.Result{DSL: &ir.DSL{Obligations: []ir.Obligation{{ID: "o1", Kind: ir.KindAssertion}}}}, 1},
		{"result for another id", &ir.Result{
			DSL:         &ir.DSL{Obligations: []ir.Obligation{{ID: "o1", Kind: ir.KindAssertion}}},
			Obligations: []ir.ObligationResult{{ID: "o2", Status: ir.StatusProved}}}, 1},
		{"duplicate ids both proved", &ir.Result{
			DSL:         &ir.DSL{Obligations: []ir.Obligation{{ID: "o", Kind: ir.KindAssertion}, {ID: "o", Kind: ir.KindAssertion}}},
			Obligations: []ir.ObligationResult{{ID: "o", Status: ir.StatusProved}, {ID: "o", Status: ir.StatusProved}}}, 0},
		{"duplicate ids, one result", &ir.Result{
			DSL:         &ir.DSL{Obligations: []ir.Obligation{{ID: "o", Kind: ir.KindAssertion}, {ID: "o", Kind: ir.KindAssertion}}},
			Obligations: []ir.ObligationResult{{ID: "o", Status: ir.StatusProved}}}, 1},
		{"results without ids, by index", &ir.Result{
			DSL:         &ir.DSL{Obligations: []ir.Obligation{{Kind: ir.KindAssertion}, {Kind: ir.KindAssertion}}},
			Obligations: []ir.ObligationResult{{Status: ir.StatusProved}, {Status: ir.StatusProved}}}, 0},
		{"pot program whose obligations were not decided", &ir.Result{
			DSL:           &ir.DSL{Obligations: []ir.Obligation{{ID: "o1", Kind: ir.KindGuarantee}}},
			Verifications: []ir.VerificationResult{{Name: "v", Result: "sat"}}}, 1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := ExitCode(tt.res); got != tt.want {
				t.Errorf("ExitCode = %d, want %d", got, tt.want)
			}
		})
	}
}

func TestRenderErrors(t *testing.T) {
	var b bytes.Buffer
	err := Render(&b, &ir.Result{}, "html")
	if !errors.Is(err, ErrUnknownFormat) {
		t.Fatalf("Render(html) = %v, want ErrUnknownFormat", err)
	}
	if diag.ExitCode(err) != diag.ExitBadInput {
		t.Errorf("exit code for unknown format = %d, want %d", diag.ExitCode(err), diag.ExitBadInput)
	}
	if !strings.Contains(err.Error(), `"html"`) || !strings.Contains(err.Error(), "sarif") {
		t.Errorf("message %q should name the format and the known ones", err)
	}
	err = Render(&b, nil, FormatText)
	if err == nil || diag.ExitCode(err) != diag.ExitBadInput {
		t.Errorf("Render(nil) = %v, want a bad-input error", err)
	}
	if b.Len() != 0 {
		t.Errorf("failed renders wrote %q", b.String())
	}
	if err := Render(failWriter{}, &ir.Result{}, ""); err == nil {
		t.Error("Render to a failing writer returned nil")
	}
	// "" is text.
	if a, b := render(t, onlyBobFail(), ""), render(t, onlyBobFail(), FormatText); a != b {
		t.Error(`format "" differs from "text"`)
	}
}

type failWriter struct{}

func (failWriter) Write([]byte) (int, error) { return 0, errors.New("disk full") }

// TestBlock checks the full and brief forms of one failure.
func TestBlock(t *testing.T) {
	src := "def main(x):\n\tassert x > 0\n    y = \"日本\" + z\ncafé = z\n    call(\n        x)\r\nlast"
	res := &ir.Result{DSL: &ir.DSL{Target: "main", Sources: []ir.Source{{Path: "a.py", Text: src}}}}
	tests := []struct {
		name string
		span ir.Span
		want []string
	}{
		{"ascii", span("a.py", 1, 5, 1, 9), []string{
			"def main(x):",
			"    ^^^^ a.py:1: error: m [c]"}},
		{"tab expanded", span("a.py", 2, 2, 2, 14), []string{
			"        assert x > 0",
			"        ^^^^^^^^^^^^ a.py:2: error: m [c]"}},
		{"after wide characters, byte columns", span("a.py", 3, 20, 3, 21), []string{
			"    y = \"日本\" + z",
			"                 ^ a.py:3: error: m [c]"}},
		{"wide characters under the span", span("a.py", 3, 10, 3, 16), []string{
			"    y = \"日本\" + z",
			"         ^^^^ a.py:3: error: m [c]"}},
		{"after two-byte character", span("a.py", 4, 9, 4, 10), []string{
			"café = z",
			"       ^ a.py:4: error: m [c]"}},
		{"column inside a character widens", span("a.py", 4, 5, 4, 5), []string{
			"café = z",
			"   ^ a.py:4: error: m [c]"}},
		{"multi-line span clipped to first line", span("a.py", 5, 5, 6, 11), []string{
			"    call(",
			"    ^^^^^ a.py:5: error: m [c]"}},
		{"crlf line", span("a.py", 6, 9, 6, 11), []string{
			"        x)",
			"        ^^ a.py:6: error: m [c]"}},
		{"last line without newline", span("a.py", 7, 1, 7, 5), []string{
			"last",
			"^^^^ a.py:7: error: m [c]"}},
		{"end before start: one caret", span("a.py", 1, 5, 1, 2), []string{
			"def main(x):",
			"    ^ a.py:1: error: m [c]"}},
		{"end line before start line: one caret", span("a.py", 5, 5, 4, 9), []string{
			"    call(",
			"    ^ a.py:5: error: m [c]"}},
		{"end past the line is clipped", span("a.py", 1, 10, 1, 80), []string{
			"def main(x):",
			"         ^^^ a.py:1: error: m [c]"}},
		{"at end of line", span("a.py", 1, 13, 1, 13), []string{
			"def main(x):",
			"            ^ a.py:1: error: m [c]"}},
		{"no end: one caret", ir.Span{File: "a.py", Line: 1, Col: 1}, []string{
			"def main(x):",
			"^ a.py:1: error: m [c]"}},
		{"missing source", span("b.py", 1, 5, 1, 9), []string{"b.py:1:5: error: m [c]"}},
		{"line out of range", span("a.py", 8, 1, 8, 2), []string{"a.py:8:1: error: m [c]"}},
		{"line zero", span("a.py", 0, 0, 0, 0), []string{"a.py: error: m [c]"}},
		{"negative line", span("a.py", -3, 1, 1, 1), []string{"a.py:-3:1: error: m [c]"}},
		{"column zero", span("a.py", 1, 0, 1, 3), []string{"a.py:1:0: error: m [c]"}},
		{"column past the line", span("a.py", 1, 14, 1, 15), []string{"a.py:1:14: error: m [c]"}},
		{"no place", ir.Span{}, []string{"error: m [c]"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := build(res)
			e := entry{ID: "o", Code: "c", Message: "m", Span: tt.span, Status: ir.StatusUnsupported}
			got := r.block(e)
			note := "| clauz3 cannot prove this exactly, so the program is rejected (fail-closed)"
			if len(got) != len(tt.want)+1 {
				t.Fatalf("got %d lines %q, want %q and a note", len(got), got, tt.want)
			}
			for i, w := range tt.want {
				if got[i] != w {
					t.Errorf("line %d:\n got %q\nwant %q", i+1, got[i], w)
				}
			}
			// The note lines up under the first caret.
			last := got[len(got)-1]
			pad := ""
			if len(tt.want) == 2 {
				pad = tt.want[1][:strings.Index(tt.want[1], "^")]
			}
			if last != pad+note {
				t.Errorf("note:\n got %q\nwant %q", last, pad+note)
			}
		})
	}
}

// TestSanitize checks that nothing in a quoted line or a message can
// change how the terminal shows the rest of the output.
func TestSanitize(t *testing.T) {
	tests := []struct{ in, want string }{
		{"plain", "plain"},
		{"héllo 世界", "héllo 世界"},
		{"a\nb", `a\x0ab`},
		{"\x1b[2Jx", `\x1b[2Jx`},
		{"tab\there", `tab\x09here`},
		{"admin\u202e\u2066 ", `admin\u202e\u2066 `},
		{"bad\xffbyte", `bad\xffbyte`},
		{"\u0085", `\x85`},
		{"zwsp\u200b", `zwsp\u200b`},
		{"tag\U000e0041", `tag\U000e0041`},
	}
	for _, tt := range tests {
		if got := sanitize(tt.in); got != tt.want {
			t.Errorf("sanitize(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
	// Source lines keep carets aligned under escaped text.
	sn, ok := makeSnippet("x = \"\u202e\" + y", 13, 14, false)
	if !ok {
		t.Fatal("makeSnippet failed")
	}
	if want := `x = "\u202e" + y`; sn.line != want {
		t.Errorf("line = %q, want %q", sn.line, want)
	}
	if col := len(sn.pad); sn.line[col:col+1] != "y" || sn.carets != "^" {
		t.Errorf("caret at %d (%q) under %q, want under y", col, sn.carets, sn.line)
	}
}

func TestSARIF(t *testing.T) {
	var log struct {
		Version string `json:"version"`
		Runs    []struct {
			Tool struct {
				Driver struct {
					Rules []struct{ ID string } `json:"rules"`
				} `json:"driver"`
			} `json:"tool"`
			Results []struct {
				RuleID    string `json:"ruleId"`
				RuleIndex int    `json:"ruleIndex"`
				Kind      string `json:"kind"`
				Level     string `json:"level"`
				Message   struct{ Text string }
				Locations []struct {
					PhysicalLocation struct {
						ArtifactLocation struct{ URI string }
						Region           *struct {
							StartLine, StartColumn, EndLine, EndColumn int
						}
					}
				}
			} `json:"results"`
		} `json:"runs"`
	}
	out := render(t, mixed(), FormatSARIF)
	if err := json.Unmarshal([]byte(out), &log); err != nil {
		t.Fatal(err)
	}
	if log.Version != "2.1.0" || len(log.Runs) != 1 {
		t.Fatalf("version %q, %d runs", log.Version, len(log.Runs))
	}
	run := log.Runs[0]
	r := build(mixed())
	// One result per obligation: a failure is kind "fail", level error;
	// a proved one kind "pass", level none.
	if len(run.Results) != len(r.entries) || len(r.failures()) == 0 || len(r.failures()) == len(r.entries) {
		t.Fatalf("%d SARIF results, want %d", len(run.Results), len(r.entries))
	}
	var fails []int
	for i, res := range run.Results {
		want := [2]string{"fail", "error"}
		if r.entries[i].Status == ir.StatusProved {
			want = [2]string{"pass", "none"}
		} else {
			fails = append(fails, i)
		}
		if [2]string{res.Kind, res.Level} != want || res.RuleID == "" || run.Tool.Driver.Rules[res.RuleIndex].ID != res.RuleID {
			t.Errorf("result %d: kind %q level %q rule %q index %d", i, res.Kind, res.Level, res.RuleID, res.RuleIndex)
		}
	}
	first := run.Results[fails[0]]
	if first.RuleID != "guarantee" || !strings.Contains(first.Message.Text, "counterexample: main(addr='eve@example.com', n=-1)") {
		t.Errorf("first result: %q %q", first.RuleID, first.Message.Text)
	}
	// send_email on line 9 starts at byte 31, after a tab, "é" (2 bytes)
	// and "世界" (6 bytes): code point column 31-1-4 = 26.
	reg := first.Locations[0].PhysicalLocation.Region
	if reg == nil || *reg != (struct{ StartLine, StartColumn, EndLine, EndColumn int }{9, 26, 9, 52}) {
		t.Errorf("region = %+v, want 9:26-9:52 in code points", reg)
	}
	if uri := first.Locations[0].PhysicalLocation.ArtifactLocation.URI; uri != "cases/mixed.py" {
		t.Errorf("uri = %q", uri)
	}
	// An empty result has no SARIF results but is still a valid log.
	empty := render(t, &ir.Result{}, FormatSARIF)
	if !strings.Contains(empty, `"results": []`) {
		t.Errorf("empty result SARIF:\n%s", empty)
	}
}

func TestJSON(t *testing.T) {
	var s Summary
	if err := json.Unmarshal([]byte(render(t, onlyBobFail(), FormatJSON)), &s); err != nil {
		t.Fatal(err)
	}
	if s.Verdict != "not_proved" || s.ExitCode != 1 || s.Counts != (SummaryCounts{2, 1, 1, 0, 0}) {
		t.Errorf("verdict %q exit %d counts %+v", s.Verdict, s.ExitCode, s.Counts)
	}
	o := s.Obligations[1]
	if o.Status != ir.StatusRefuted || o.Counterexample == nil ||
		o.Counterexample.Call != "main(addr='eve@example.com')" ||
		len(o.Counterexample.Calls) != 1 ||
		o.Counterexample.Calls[0].Call != "send_email(addr='eve@example.com', msg='hi')" {
		t.Errorf("obligation o2 = %+v", o)
	}
	if err := json.Unmarshal([]byte(render(t, payBillPass(), FormatJSON)), &s); err != nil {
		t.Fatal(err)
	}
	if s.Verdict != "proved" || s.ExitCode != 0 || len(s.Guaranteed) != 2 {
		t.Errorf("pay_bill: verdict %q exit %d guaranteed %q", s.Verdict, s.ExitCode, s.Guaranteed)
	}
}

// TestGuaranteed checks that a guarantee is listed only when all of its
// obligations are proved, and that an unsupported construct changes the
// heading.
func TestGuaranteed(t *testing.T) {
	r := build(mixed())
	if len(r.guaranteed) != 1 || r.guaranteed[0] != "mail.at_most(2)" {
		t.Errorf("guaranteed = %q, want only mail.at_most(2)", r.guaranteed)
	}
	out := render(t, mixed(), FormatText)
	if !strings.Contains(out, "Proved, but not guaranteed while part of the program is unsupported:\n  mail.at_most(2)\n") {
		t.Errorf("text output lacks the qualified heading:\n%s", out)
	}
	if strings.Contains(out, "Guaranteed:") {
		t.Errorf("text output claims a guarantee while part of the program is unsupported:\n%s", out)
	}
}

func TestMarkdownFence(t *testing.T) {
	lines := []string{"x = '```'", "y"}
	got := mdFence(lines)
	if !strings.HasPrefix(got, "````text\n") || !strings.HasSuffix(got, "\n````\n") {
		t.Errorf("mdFence = %q", got)
	}
	if got := mdCode("a`b"); got != "``a`b``" {
		t.Errorf("mdCode = %q", got)
	}
	if got := mdCode("`x"); got != "`` `x ``" {
		t.Errorf("mdCode = %q", got)
	}
	for in, want := range map[string]string{
		"a*b_[c]<d>":   `a\*b\_\[c\]\<d\>`,
		"# heading":    `\# heading`,
		"- item":       `\- item`,
		"12. x (y).":   `12\. x (y).`,
		"1x. y":        `1x. y`,
		"f(x) = a-b.c": `f(x) = a-b.c`,
	} {
		if got := mdEscape(in); got != want {
			t.Errorf("mdEscape(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestSplitLines(t *testing.T) {
	got := splitLines("a\r\nb\rc\n\nd")
	want := []string{"a", "b", "c", "", "d"}
	if strings.Join(got, "|") != strings.Join(want, "|") || len(got) != len(want) {
		t.Errorf("splitLines = %q, want %q", got, want)
	}
	if got := splitLines("a\n"); len(got) != 1 {
		t.Errorf("splitLines(a\\n) = %q", got)
	}
}

// FuzzSnippet checks that no line and no columns make makeSnippet panic,
// and that the carets stay inside the displayed line (or one past it).
func FuzzSnippet(f *testing.F) {
	f.Add("x = 1", 1, 2, false)
	f.Add("\t日本\xff\u202e", 3, 5, false)
	f.Add("", 1, 1, true)
	f.Add("abc", 0, -5, false)
	f.Fuzz(func(t *testing.T, line string, col, endCol int, toEOL bool) {
		sn, ok := makeSnippet(line, col, endCol, toEOL)
		if !ok {
			if col >= 1 && col <= len(line)+1 {
				t.Fatalf("makeSnippet(%q, %d) refused a column on the line", line, col)
			}
			return
		}
		if len(sn.carets) < 1 {
			t.Fatal("no caret")
		}
		if w := displayWidth(sn.line); len(sn.pad)+len(sn.carets) > w+1 {
			t.Fatalf("carets end at %d, line is %d wide", len(sn.pad)+len(sn.carets), w)
		}
	})
}

func displayWidth(s string) int {
	w := 0
	for _, r := range s {
		w += runeWidth(r)
	}
	return w
}

// TestRenderOddResults renders results with missing pieces in every
// format: none may panic or fail.
func TestRenderOddResults(t *testing.T) {
	odd := []*ir.Result{
		{},
		{DSL: &ir.DSL{}},
		{DSL: &ir.DSL{Target: "main", Obligations: []ir.Obligation{{}}}},
		{Obligations: []ir.ObligationResult{{Status: ir.StatusRefuted, Counterexample: &ir.Counterexample{
			Facts: []ir.FactFiring{{ID: "nope", Fires: true}}}}}},
		{DSL: &ir.DSL{Target: "main", Facts: []ir.Fact{{ID: "f", Relation: "r", Fields: []ir.FactField{{Name: "a"}}}},
			Obligations: []ir.Obligation{{ID: "o", Span: span("x.py", 1, 1, 1, 2)}},
			Sources:     []ir.Source{{Path: "x.py"}}},
			Obligations: []ir.ObligationResult{{ID: "o", Status: ir.StatusRefuted, Counterexample: &ir.Counterexample{
				Inputs: []ir.Value{{Name: "v", Repr: "nan", Value: nanFloat()}},
				Facts:  []ir.FactFiring{{ID: "f", Fires: true}}}}}},
		{Optimization: &ir.OptimizationResult{}},
	}
	for i, res := range odd {
		for _, f := range Formats() {
			var b bytes.Buffer
			if err := Render(&b, res, f); err != nil {
				t.Errorf("case %d, %s: %v", i, f, err)
			}
		}
	}
	// A fact with fields but no recorded values is not shown as a call
	// without arguments.
	out := render(t, odd[4], FormatText)
	if !strings.Contains(out, "|   r(...)") {
		t.Errorf("fact without values:\n%s", out)
	}
}

func nanFloat() float64 {
	zero := 0.0
	return zero / zero
}

// FuzzRender decodes arbitrary result documents and renders them in every
// format: whatever decodes must render without a panic or an error.
func FuzzRender(f *testing.F) {
	for _, c := range goldenCases {
		doc, err := json.Marshal(c.res())
		if err != nil {
			f.Fatal(err)
		}
		f.Add(doc)
	}
	// Real results (sources with contracts, facts, rows) reach the
	// sentences, effects and counterexample calls.
	for _, name := range exampleCases {
		ar, err := txtar.ParseFile(filepath.Join("..", "..", "testdata", name+".txtar"))
		if err != nil {
			f.Fatal(err)
		}
		for _, file := range ar.Files {
			if file.Name == "out/solve.json" {
				f.Add(file.Data)
			}
		}
	}
	f.Fuzz(func(t *testing.T, doc []byte) {
		var res ir.Result
		if json.Unmarshal(doc, &res) != nil {
			return
		}
		for _, format := range Formats() {
			var b bytes.Buffer
			if err := Render(&b, &res, format); err != nil {
				t.Fatalf("Render(%s): %v", format, err)
			}
		}
		_ = ExitCode(&res)
	})
}

func BenchmarkRender(b *testing.B) {
	for _, f := range Formats() {
		b.Run(f, func(b *testing.B) {
			res := mixed()
			for b.Loop() {
				if err := Render(io.Discard, res, f); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
