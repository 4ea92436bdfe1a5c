package cli

import (
	"bytes"
	"errors"
	"fmt"
	"strings"
	"testing"

	"clauz3/pkg/diag"

	// This package has no goldens; the import makes it accept the suite's
	// -update switch, so that go test ./... -update runs here too.
	_ "clauz3/internal/golden"
)

func TestExpandNargs(t *testing.T) {
	lists := map[string]string{"--trusted-roots": "--trusted-root", "--import-roots": "--import-root"}
	cases := []struct{ in, want string }{
		{"plan.py --trusted-roots a b", "plan.py --trusted-root=a --trusted-root=b"},
		{"--trusted-roots a b plan.py", "--trusted-root=a --trusted-root=b plan.py"},
		{"--import-roots x --target t plan.py", "--import-root=x --target t plan.py"},
		{"--trusted-root a plan.py", "--trusted-root a plan.py"},
		{"-- --trusted-roots a", "-- --trusted-roots a"},
	}
	for _, c := range cases {
		got := strings.Join(ExpandNargs(strings.Fields(c.in), lists), " ")
		if got != c.want {
			t.Errorf("%q: got %q, want %q", c.in, got, c.want)
		}
	}
}

func TestRunRecoversPanics(t *testing.T) {
	var stderr bytes.Buffer
	code := Run("x", &stderr, func() (int, error) { panic(diag.ICE("boom")) })
	if code != diag.ExitInternalErr || !strings.Contains(stderr.String(), "internal error") || strings.Contains(stderr.String(), "goroutine") {
		t.Errorf("code %d, stderr %q", code, stderr.String())
	}
	stderr.Reset()
	code = Run("x", &stderr, func() (int, error) { var m map[string]int; m["a"] = 1; return 0, nil })
	if code != diag.ExitInternalErr || !strings.Contains(stderr.String(), "internal error") {
		t.Errorf("runtime panic: code %d, stderr %q", code, stderr.String())
	}
}

func TestReport(t *testing.T) {
	cases := []struct {
		err  error
		code int
		want string
	}{
		{&Usage{Msg: "expected one file"}, 2, "x: error: expected one file [usage]\nx: | try 'x --help' for more information\n"},
		{&Usage{Msg: "m", Cmd: "x sub"}, 2, "x: error: m [usage]\nx: | try 'x sub --help' for more information\n"},
		{diag.Errorf(diag.Span{File: "a.py", Line: 1, Col: 2}, "c", "bad"), 2, "x: a.py:1:2: error: bad [c]\n"},
		{&diag.BadInput{Err: errors.New("d.json: cannot read")}, 2, "x: error: d.json: cannot read\n"},
		{fmt.Errorf("context: %w", diag.Errorf(diag.Span{File: "a.py"}, "c", "bad")), 2, "x: error: context: a.py: error: bad [c]\n"},
		{diag.List{diag.Errorf(diag.Span{File: "a.py", Line: 1}, "c", "one"), diag.Errorf(diag.Span{File: "b.py", Line: 2}, "c", "two\x1b[2J")}, 2,
			"x: a.py:1:0: error: one [c]\nx: b.py:2:0: error: two\\x1b[2J [c]\n"},
		{errors.New("oops"), 3, "x: error: internal error (a bug in clauz3, please report it): oops [internal-error]\n"},
		{diag.ICEAt(diag.Span{File: "a.py", Line: 3, Col: 4}, "boom"), 3, "x: a.py:3:4: error: internal error (a bug in clauz3, please report it): boom [internal-error]\n"},
	}
	for _, c := range cases {
		var b bytes.Buffer
		if code := Report("x", &b, c.err); code != c.code || b.String() != c.want {
			t.Errorf("Report(%v) = %d %q, want %d %q", c.err, code, b.String(), c.code, c.want)
		}
	}
}
