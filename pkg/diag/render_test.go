package diag

import (
	"strings"
	"testing"
)

func TestFullAndBrief(t *testing.T) {
	src := NewTexts()
	src.Add("./plan.py", "def main(addr: str) -> None:\n    send_email(addr, \"hi\")\r\n\tx = \"\u202e\" + y\n")
	d := &Diagnostic{Severity: Error, Code: "guarantee", Message: "guarantee can fail",
		Span:  Span{File: "plan.py", Line: 2, Col: 5, EndLine: 2, EndCol: 27},
		Notes: []string{"counterexample: main(addr='eve')", "bad\x1bnote"}}
	want := []string{
		`    send_email(addr, "hi")`,
		`    ^^^^^^^^^^^^^^^^^^^^^^ plan.py:2: error: guarantee can fail [guarantee]`,
		`    | counterexample: main(addr='eve')`,
		`    | bad\x1bnote`,
	}
	if got := d.Full(src); strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("Full:\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	wantBrief := []string{"plan.py:2:5: error: guarantee can fail [guarantee]", "| counterexample: main(addr='eve')", `| bad\x1bnote`}
	if got := d.Brief(); strings.Join(got, "\n") != strings.Join(wantBrief, "\n") {
		t.Errorf("Brief: %q", got)
	}

	// A tab expands, an override is escaped, and the caret stays under y.
	d2 := &Diagnostic{Severity: Warning, Message: "m", Span: Span{File: "plan.py", Line: 3, Col: 14, EndLine: 3, EndCol: 15}}
	got := d2.Full(src)
	if len(got) != 2 || got[0] != `        x = "\u202e" + y` || strings.Index(got[1], "^") != strings.Index(got[0], "y") ||
		!strings.HasSuffix(got[1], "^ plan.py:3: warning: m") {
		t.Errorf("tabs and escapes: %q", got)
	}

	// A span over several lines is clipped to the end of its first line.
	d3 := &Diagnostic{Severity: Error, Message: "m", Span: Span{File: "plan.py", Line: 1, Col: 1, EndLine: 2, EndCol: 3}}
	if got := d3.Full(src); got[1] != strings.Repeat("^", len("def main(addr: str) -> None:"))+" plan.py:1: error: m" {
		t.Errorf("multi-line span: %q", got)
	}

	// Every fallback to the brief form.
	for _, c := range []struct {
		d   Diagnostic
		src Sources
	}{
		{Diagnostic{Severity: Error, Message: "m", Span: Span{File: "plan.py", Line: 2, Col: 5}}, nil},
		{Diagnostic{Severity: Error, Message: "m", Span: Span{File: "other.py", Line: 2, Col: 5}}, src},
		{Diagnostic{Severity: Error, Message: "m", Span: Span{File: "plan.py", Line: 9, Col: 5}}, src},
		{Diagnostic{Severity: Error, Message: "m", Span: Span{File: "plan.py", Line: 2, Col: 99}}, src},
		{Diagnostic{Severity: Error, Message: "m", Span: Span{File: "plan.py"}}, src},
		{Diagnostic{Severity: Error, Message: "m", Span: Span{File: "plan.py", Line: 2, Col: 1}, Pointer: "/a"}, src},
	} {
		if got, want := c.d.Full(c.src), c.d.Brief(); strings.Join(got, "\n") != strings.Join(want, "\n") {
			t.Errorf("%+v: got %q, want the brief form %q", c.d, got, want)
		}
	}
}

func TestTexts(t *testing.T) {
	var src Texts // the zero value is usable
	if _, ok := src.Line("a.py", 1); ok {
		t.Fatal("empty Texts has a line")
	}
	src.Add("a.py", "one\rtwo\r\nthree")
	src.Add("a.py", "shadowed")
	for n, want := range map[int]string{1: "one", 2: "two", 3: "three"} {
		if got, ok := src.Line("a.py", n); !ok || got != want {
			t.Errorf("line %d = %q, %v", n, got, ok)
		}
	}
	if _, ok := src.Line("a.py", 4); ok {
		t.Error("line 4 exists")
	}
	if got, ok := src.Line("./a.py", 1); !ok || got != "one" {
		t.Errorf("cleaned path: %q %v", got, ok)
	}
}

func TestICEAt(t *testing.T) {
	e := ICEAt(Span{File: "a.py", Line: 2, Col: 3}, "no rule for %s", "While")
	if want := "a.py:2:3: internal error (a bug in clauz3, please report it): no rule for While"; e.Error() != want {
		t.Errorf("got %q", e.Error())
	}
	if ExitCode(e) != ExitInternalErr {
		t.Error("ICEAt is not exit 3")
	}
	d := e.Diagnostic()
	if d.Span != e.Span || d.Code != "internal-error" || !strings.HasPrefix(d.Message, "internal error") {
		t.Errorf("diagnostic %+v", d)
	}
	if ICE("x").Error() != "internal error (a bug in clauz3, please report it): x" {
		t.Errorf("ICE without span: %q", ICE("x").Error())
	}
}

func TestSanitize(t *testing.T) {
	for in, want := range map[string]string{
		"plain": "plain", "a\nb": `a\x0ab`, "\x1b[2J": `\x1b[2J`, "bad\xff": `bad\xff`, "rtl\u202e": `rtl\u202e`,
	} {
		if got := Sanitize(in); got != want {
			t.Errorf("Sanitize(%q) = %q, want %q", in, got, want)
		}
	}
}

// FuzzFull checks that no source text and no span make the full form
// panic, that it quotes one line (no raw control character reaches the
// output) and that its carets stay within the quoted line or one past it.
func FuzzFull(f *testing.F) {
	f.Add("x = 1\ny = 2", 1, 1, 2, 3, "m")
	f.Add("\t日本\xff\u202e", 1, 3, 1, 5, "a\nb")
	f.Add("", 1, 1, 1, 1, "")
	f.Add("abc", 0, 0, -5, -5, "m")
	f.Fuzz(func(t *testing.T, text string, line, col, endLine, endCol int, msg string) {
		src := NewTexts()
		src.Add("f.py", text)
		d := &Diagnostic{Severity: Error, Code: "c", Message: msg, Notes: []string{msg},
			Span: Span{File: "f.py", Line: line, Col: col, EndLine: endLine, EndCol: endCol}}
		out := d.Full(src)
		for _, l := range out {
			for _, r := range l {
				if r < 0x20 || r == 0x7f {
					t.Fatalf("control character %q in %q", r, l)
				}
			}
		}
		sn, ok := d.Snippet(src)
		if !ok {
			if len(out) != 2 {
				t.Fatalf("brief form has %d lines", len(out))
			}
			return
		}
		w := 0
		for _, r := range sn.Line {
			w += RuneWidth(r)
		}
		if len(sn.Carets) < 1 || len(sn.Pad)+len(sn.Carets) > w+1 {
			t.Fatalf("carets %d+%d under a line %d wide", len(sn.Pad), len(sn.Carets), w)
		}
		if out[0] != sn.Line || !strings.HasPrefix(out[1], sn.Pad+sn.Carets+" f.py:") {
			t.Fatalf("full form %q", out)
		}
	})
}
