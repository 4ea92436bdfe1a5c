package cli

import (
	"bytes"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"clauz3/pkg/diag"
)

// TestPrintFullFromDisk checks that a located diagnostic quotes its line
// with carets when the file can be read, and stays brief otherwise.
func TestPrintFullFromDisk(t *testing.T) {
	dir := t.TempDir()
	py := filepath.Join(dir, "bad.py")
	os.WriteFile(py, []byte("def main(x: int) -> None:\n\ty = (x +\n"), 0o644)
	d := &diag.Diagnostic{Severity: diag.Error, Code: "syntax-error", Message: "'(' was never closed",
		Span: diag.Span{File: py, Line: 2, Col: 6, EndLine: 2, EndCol: 7}, Notes: []string{"a note"}}
	var b bytes.Buffer
	Print("parse", &b, d, nil)
	want := "        y = (x +\n" +
		"            ^ " + py + ":2: error: '(' was never closed [syntax-error]\n" +
		"            | a note\n"
	if b.String() != want {
		t.Errorf("got\n%s\nwant\n%s", b.String(), want)
	}

	// A line past the end of the file, a missing file, a JSON document,
	// a line too long to quote: brief.
	doc := filepath.Join(dir, "doc.json")
	os.WriteFile(doc, []byte("{\"version\": \"clauz3.\n"), 0o644)
	long := filepath.Join(dir, "long.py")
	os.WriteFile(long, []byte("x = "+strings.Repeat("1", maxLine)+"\n"), 0o644)
	for _, sp := range []diag.Span{{File: py, Line: 9, Col: 1}, {File: filepath.Join(dir, "none.py"), Line: 1, Col: 1},
		{File: doc, Line: 1, Col: 2}, {File: long, Line: 1, Col: 1}} {
		b.Reset()
		d.Span = sp
		Print("parse", &b, d, nil)
		if !strings.HasPrefix(b.String(), "parse: "+sp.String()+": error:") {
			t.Errorf("span %v: want the brief form, got\n%s", sp, b.String())
		}
	}
}

// TestRunSourcesICE checks that an internal error with a span, raised
// while a program runs, is printed with its source line from the texts
// the program registered, exits 3 and shows no Go trace.
func TestRunSourcesICE(t *testing.T) {
	src := diag.NewTexts()
	var stderr bytes.Buffer
	code := RunSources("lower", &stderr, src, func() (int, error) {
		src.Add("mem.py", "x = 1\nwhile x:\n    pass\n")
		panic(diag.ICEAt(diag.Span{File: "mem.py", Line: 2, Col: 1, EndLine: 3, EndCol: 9}, "no rule for %s", "While"))
	})
	want := "while x:\n^^^^^^^^ mem.py:2: error: internal error (a bug in clauz3, please report it): no rule for While [internal-error]\n"
	if code != diag.ExitInternalErr || stderr.String() != want {
		t.Errorf("code %d, stderr\n%s\nwant\n%s", code, stderr.String(), want)
	}
}

// TestFlagErrors checks the usage errors of the shared flags: no Go
// strconv text, bounds refused, suggestions for misspellings.
func TestFlagErrors(t *testing.T) {
	notDir := filepath.Join(t.TempDir(), "file")
	os.WriteFile(notDir, nil, 0o644)
	cases := []struct {
		args []string
		want []string // each in the rendered message
	}{
		{[]string{"--timeout", "abc"}, []string{`invalid argument "abc" for --timeout: want a whole number of milliseconds from 1 to 86400000`, "try 'solve --help'"}},
		{[]string{"--timeout=-5"}, []string{`invalid argument "-5" for --timeout`}},
		{[]string{"--timeout", "0"}, []string{`invalid argument "0" for --timeout`}},
		{[]string{"--timeout", "86400001"}, []string{`invalid argument "86400001"`}},
		{[]string{"--seed", "-1"}, []string{`invalid argument "-1" for --seed: want a whole number from 0 to 4294967295`}},
		{[]string{"--tiemout", "5"}, []string{"unknown flag: --tiemout", "did you mean --timeout?"}},
		{[]string{"--trusted-rots", "x"}, []string{"did you mean --trusted-roots?"}},
		{[]string{"--zzzzzz"}, []string{"unknown flag: --zzzzzz"}},
		{[]string{"--smt2", filepath.Join(notDir, "sub")}, []string{"for --smt2: cannot create the directory: not a directory"}},
	}
	for _, c := range cases {
		fs := Flags("solve", "solve")
		var sf SolveFlags
		sf.Add(fs)
		var pf ProgramFlags
		pf.Add(fs)
		_, err := Parse(fs, c.args, io.Discard)
		var b bytes.Buffer
		if code := Report("solve", &b, err); code != diag.ExitBadInput {
			t.Errorf("%q: exit %d, want 2", c.args, code)
		}
		for _, w := range c.want {
			if !strings.Contains(b.String(), w) {
				t.Errorf("%q: message does not contain %q:\n%s", c.args, w, b.String())
			}
		}
		suggests := strings.Contains(strings.Join(c.want, " "), "did you mean")
		if strings.Contains(b.String(), "strconv") || strings.Contains(b.String(), "did you mean") != suggests {
			t.Errorf("%q: %s", c.args, b.String())
		}
	}
}

func TestGoodFlags(t *testing.T) {
	fs := Flags("solve", "solve")
	var sf SolveFlags
	sf.Add(fs)
	dir := filepath.Join(t.TempDir(), "a", "b")
	if _, err := Parse(fs, []string{"--timeout", "250", "--seed", "7", "--smt2", dir}, io.Discard); err != nil {
		t.Fatal(err)
	}
	if sf.TimeoutMS != 250 || sf.Seed != 7 || sf.SMT2Dir != dir {
		t.Errorf("got %+v", sf)
	}
	if ents, err := os.ReadDir(dir); err != nil || len(ents) != 0 {
		t.Errorf("--smt2 directory: %v, %d entries left", err, len(ents))
	}
	fs = Flags("solve", "solve")
	sf = SolveFlags{}
	sf.Add(fs)
	if _, err := Parse(fs, nil, io.Discard); err != nil || sf.TimeoutMS != 5000 {
		t.Errorf("default timeout %d, %v", sf.TimeoutMS, err)
	}
}

func TestSuggest(t *testing.T) {
	names := []string{"target", "timeout", "trusted-root", "format"}
	for in, want := range map[string]string{
		"taget": "target", "timout": "timeout", "fromat": "format", "formats": "format",
		"x": "", "ab": "", "trusted-rot": "trusted-root", "target=main": "",
	} {
		if got := Suggest(in, names); got != want {
			t.Errorf("Suggest(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestUnknownCommand(t *testing.T) {
	var b bytes.Buffer
	Report("clauz3", &b, UnknownCommand("clauz3", "porve", []string{"prove", "run", "version"}))
	want := "clauz3: error: unknown command \"porve\" [usage]\nclauz3: | did you mean 'clauz3 prove'?\nclauz3: | try 'clauz3 --help' for more information\n"
	if b.String() != want {
		t.Errorf("got\n%s\nwant\n%s", b.String(), want)
	}
	if u := UnknownCommand("clauz3", "frobnicate", []string{"prove"}); len(u.Notes) != 0 {
		t.Errorf("suggested %q", u.Notes)
	}
}

// TestDocumentSourcesOnly checks that a stage reading a document quotes
// only the sources the document carries, never a file on disk it names.
func TestDocumentSourcesOnly(t *testing.T) {
	secret := filepath.Join(t.TempDir(), "secret.txt")
	os.WriteFile(secret, []byte("password=hunter2\n"), 0o644)
	d := &diag.Diagnostic{Severity: diag.Error, Message: "m", Span: diag.Span{File: secret, Line: 1, Col: 1}}
	var b bytes.Buffer
	Print("lower", &b, d, diag.NewTexts())
	if strings.Contains(b.String(), "hunter2") || !strings.HasPrefix(b.String(), "lower: "+secret+":1:1: error: m") {
		t.Errorf("got %q", b.String())
	}
	b.Reset()
	Print("parse", &b, d, nil)
	if !strings.HasPrefix(b.String(), "password=hunter2\n^ ") {
		t.Errorf("parse reads the file it parsed: got %q", b.String())
	}
}
