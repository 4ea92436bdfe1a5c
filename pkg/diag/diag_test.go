package diag

import (
	"errors"
	"fmt"
	"testing"

	// This package has no goldens; the import makes it accept the suite's
	// -update switch, so that go test ./... -update runs here too.
	_ "clauz3/internal/golden"
)

func TestError(t *testing.T) {
	cases := []struct {
		d    Diagnostic
		want string
	}{
		{Diagnostic{Severity: Error, Code: "unsupported-while", Message: "while loops are not supported",
			Span: Span{File: "a.py", Line: 3, Col: 5}}, "a.py:3:5: error: while loops are not supported [unsupported-while]"},
		{Diagnostic{Severity: Error, Code: "bad-document", Message: "missing x", Span: Span{File: "d.json"}, Pointer: "/facts/0"},
			"d.json: at /facts/0: error: missing x [bad-document]"},
		{Diagnostic{Severity: Warning, Message: "m", Pointer: "/a"}, "at /a: warning: m"},
		{Diagnostic{Severity: Error, Message: "no place"}, "error: no place"},
		{Diagnostic{Severity: Error, Message: "file only", Span: Span{File: "f.py"}}, "f.py: error: file only"},
	}
	for _, c := range cases {
		if got := c.d.Error(); got != c.want {
			t.Errorf("got  %q\nwant %q", got, c.want)
		}
	}
}

func TestExitCode(t *testing.T) {
	d := Errorf(Span{File: "x"}, "c", "m")
	cases := []struct {
		err  error
		want int
	}{
		{nil, ExitOK},
		{d, ExitBadInput},
		{fmt.Errorf("wrapped: %w", d), ExitBadInput},
		{List{d, d}, ExitBadInput},
		{&BadInput{Err: errors.New("x")}, ExitBadInput},
		{ICE("impossible %d", 1), ExitInternalErr},
		{errors.New("plain"), ExitInternalErr},
	}
	for _, c := range cases {
		if got := ExitCode(c.err); got != c.want {
			t.Errorf("ExitCode(%v) = %d, want %d", c.err, got, c.want)
		}
	}
}

func TestListSortAndErr(t *testing.T) {
	var l List
	if l.Err() != nil {
		t.Fatal("empty list is an error")
	}
	l.Add(Errorf(Span{File: "b.py", Line: 1, Col: 1}, "c", "second file"))
	l.Add(Errorf(Span{File: "a.py", Line: 9, Col: 1}, "c", "later line"))
	l.Add(Errorf(Span{File: "a.py", Line: 2, Col: 7}, "c", "earlier line"))
	l.Sort()
	want := "a.py:2:7: error: earlier line [c]\na.py:9:1: error: later line [c]\nb.py:1:1: error: second file [c]"
	if got := l.Err().Error(); got != want {
		t.Errorf("got\n%s\nwant\n%s", got, want)
	}
}
