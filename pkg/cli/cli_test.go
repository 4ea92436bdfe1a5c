package cli

import (
	"bytes"
	"errors"
	"strings"
	"testing"

	"clauz3/pkg/diag"
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
		{&Usage{Msg: "expected one file"}, 2, "x: expected one file\nTry 'x --help' for more information.\n"},
		{diag.Errorf(diag.Span{File: "a.py", Line: 1, Col: 2}, "c", "bad"), 2, "x: a.py:1:2: error: bad [c]\n"},
		{errors.New("oops"), 3, "x: internal error (a bug in clauz3, please report it): oops\n"},
	}
	for _, c := range cases {
		var b bytes.Buffer
		if code := Report("x", &b, c.err); code != c.code || b.String() != c.want {
			t.Errorf("Report(%v) = %d %q, want %d %q", c.err, code, b.String(), c.code, c.want)
		}
	}
}
