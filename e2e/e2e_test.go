// Package e2e tests the five binaries as a user runs them: the
// stage-by-stage goldens of every example case, exit codes, the piped
// stages against the front door, and refusals of bad documents.
package e2e

import (
	"bytes"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"clauz3/internal/golden"
)

var binDir string

func TestMain(m *testing.M) {
	flag.Parse()
	dir, err := os.MkdirTemp("", "clauz3-e2e")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(2)
	}
	binDir = dir
	cmd := exec.Command("go", "build", "-o", dir+"/", "../cmd/parse", "../cmd/lower", "../cmd/solve", "../cmd/explain", "../cmd/clauz3", "./testdata/z3floor")
	cmd.Stderr = os.Stderr
	if err := cmd.Run(); err != nil {
		fmt.Fprintln(os.Stderr, "building the binaries:", err)
		os.Exit(2)
	}
	code := m.Run()
	os.RemoveAll(dir)
	os.Exit(code)
}

func repo() string {
	_, file, _, _ := runtime.Caller(0)
	return filepath.Dir(filepath.Dir(file))
}

// result is one run of a binary.
type result struct {
	stdout, stderr []byte
	code           int
}

// run runs binary name in dir with args and stdin, optionally with extra
// environment.
func run(t *testing.T, dir string, stdin []byte, env []string, name string, args ...string) result {
	t.Helper()
	cmd := exec.Command(filepath.Join(binDir, name), args...)
	cmd.Dir = dir
	cmd.Stdin = bytes.NewReader(stdin)
	cmd.Env = append(os.Environ(), env...)
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	err := cmd.Run()
	code := 0
	if ee, ok := err.(*exec.ExitError); ok {
		code = ee.ExitCode()
	} else if err != nil {
		t.Fatalf("running %s: %v", name, err)
	}
	return result{out.Bytes(), errb.Bytes(), code}
}

// example is one case of a bundled example, with its golden archive
// testdata/NAME/CASE.txtar.
type example struct {
	golden.Example
	name string // examples/NAME
}

func (e example) wantCode() int {
	switch {
	case strings.HasSuffix(e.File, "_pass.py"):
		return 0
	default: // _fail.py, _unsupported.py
		return 1
	}
}

func examples(t *testing.T) []example {
	exs, err := golden.Examples()
	if err != nil {
		t.Fatal(err)
	}
	out := make([]example, len(exs))
	for i, e := range exs {
		out[i] = example{e, "examples/" + e.Name}
	}
	return out
}

// TestGolden runs each stage on the checked-in output of the stage
// before it, so a failure points at one stage. The archive also holds a
// copy of the program, which must be byte-identical to the example's.
func TestGolden(t *testing.T) {
	for _, e := range examples(t) {
		t.Run(e.name+"/"+e.File, func(t *testing.T) {
			g := golden.Open(t, e.Golden())
			defer g.Save(t)
			src, err := os.ReadFile(filepath.Join(e.Dir, e.File))
			if err != nil {
				t.Fatal(err)
			}
			g.CheckComment(t, e.Comment())
			g.Check(t, golden.InputFile, src)

			p := run(t, e.Dir, nil, nil, "parse", e.Args()...)
			if p.code != 0 {
				t.Fatalf("parse exit %d: %s", p.code, p.stderr)
			}
			g.Check(t, golden.ParseFile, p.stdout)

			l := run(t, e.Dir, g.Read(t, golden.ParseFile), nil, "lower")
			if l.code != 0 {
				t.Fatalf("lower exit %d: %s", l.code, l.stderr)
			}
			g.Check(t, golden.LowerFile, l.stdout)

			s := run(t, e.Dir, g.Read(t, golden.LowerFile), nil, "solve")
			if s.code != e.wantCode() {
				t.Errorf("solve exit %d, want %d: %s", s.code, e.wantCode(), s.stderr)
			}
			g.Check(t, golden.SolveFile, s.stdout)

			x := run(t, e.Dir, g.Read(t, golden.SolveFile), nil, "explain")
			if x.code != e.wantCode() {
				t.Errorf("explain exit %d, want %d: %s", x.code, e.wantCode(), x.stderr)
			}
			g.Check(t, golden.ExplainFile, x.stdout)
		})
	}
}

// TestNoStaleGoldens fails on anything in an example's golden directory
// testdata/NAME/ but the archives of its cases (-update removes the rest),
// so testdata/ holds exactly the cases' outputs.
func TestNoStaleGoldens(t *testing.T) {
	want := map[string]bool{}
	dirs := map[string]bool{}
	for _, e := range examples(t) {
		want[e.Golden()] = true
		dirs[filepath.Dir(e.Golden())] = true
	}
	for d := range dirs {
		entries, _ := filepath.Glob(filepath.Join(d, "*"))
		for _, f := range entries {
			if want[f] {
				continue
			}
			if golden.Update() {
				os.RemoveAll(f)
				continue
			}
			t.Errorf("stale golden %s: no example case has it (go test ./e2e -update removes it)", f)
		}
	}
}

// TestFrontDoorMatchesPipeline checks `clauz3 prove CASE` against
// `parse CASE | lower | solve | explain`: same text, same exit code; and
// the exit code the case's name promises.
func TestFrontDoorMatchesPipeline(t *testing.T) {
	for _, e := range examples(t) {
		t.Run(e.name+"/"+e.File, func(t *testing.T) {
			front := run(t, e.Dir, nil, nil, "clauz3", append([]string{"prove"}, e.Args()...)...)
			if front.code != e.wantCode() {
				t.Errorf("clauz3 prove exit %d, want %d\n%s%s", front.code, e.wantCode(), front.stdout, front.stderr)
			}
			p := run(t, e.Dir, nil, nil, "parse", e.Args()...)
			l := run(t, e.Dir, p.stdout, nil, "lower", "-")
			s := run(t, e.Dir, l.stdout, nil, "solve")
			x := run(t, e.Dir, s.stdout, nil, "explain")
			if x.code != front.code || !bytes.Equal(x.stdout, front.stdout) {
				t.Errorf("pipeline exit %d, front door %d\npipeline:\n%s\nfront door:\n%s", x.code, front.code, x.stdout, front.stdout)
			}
			if e.wantCode() == 1 && !bytes.Contains(front.stdout, []byte("error:")) {
				t.Errorf("a refused case must explain why:\n%s", front.stdout)
			}
			header, _, _ := bytes.Cut(front.stdout, []byte("\n"))
			if bytes.Contains(header, []byte("refuted")) && !bytes.Contains(front.stdout, []byte("counterexample")) &&
				!bytes.Contains(front.stdout, []byte("no input satisfies the assumptions")) {
				t.Errorf("a refuted obligation must show a counterexample:\n%s", front.stdout)
			}
		})
	}
}

// TestBadDocuments gives each document-reading stage an empty file,
// truncated JSON, JSON of the wrong shape and an unknown version.
func TestBadDocuments(t *testing.T) {
	dir := t.TempDir()
	docs := map[string]string{
		"empty":     "",
		"truncated": `{"version": "clauz3.`,
		"shape":     `["not", "an", "object"]`,
		"wrongtype": `{"version": %q, "obligations": 7, "facts": "x", "sources": 1, "modules": 2}`,
		"version":   `{"version": "clauz3.%s/v0"}`,
	}
	stages := map[string]string{"lower": "clauz3.ast/v1", "solve": "clauz3.dsl/v1", "explain": "clauz3.result/v1"}
	for stage, version := range stages {
		for name, doc := range docs {
			t.Run(stage+"/"+name, func(t *testing.T) {
				switch name {
				case "wrongtype":
					doc = fmt.Sprintf(doc, version)
				case "version":
					doc = fmt.Sprintf(doc, stage)
				}
				file := filepath.Join(dir, stage+"-"+name+".json")
				if err := os.WriteFile(file, []byte(doc), 0o644); err != nil {
					t.Fatal(err)
				}
				for _, how := range []string{"file", "stdin"} {
					var r result
					if how == "file" {
						r = run(t, dir, nil, nil, stage, file)
					} else {
						r = run(t, dir, []byte(doc), nil, stage)
					}
					msg := strings.TrimSpace(string(r.stderr))
					if r.code != 2 {
						t.Errorf("%s: exit %d, want 2; stderr %q", how, r.code, msg)
					}
					if msg == "" || strings.Contains(msg, "\n") || strings.Contains(msg, "goroutine") {
						t.Errorf("%s: want a one-line reason, got %q", how, msg)
					}
					wantPlace := file
					if how == "stdin" {
						wantPlace = "<stdin>"
					}
					if !strings.Contains(msg, wantPlace) {
						t.Errorf("%s: message does not name %s: %q", how, wantPlace, msg)
					}
					if len(r.stdout) != 0 {
						t.Errorf("%s: wrote output for a bad document: %q", how, r.stdout)
					}
				}
			})
		}
	}
}

// TestExitCodes covers usage errors (2), bad programs (2), internal
// errors (3), and --help/--version (0) on every binary.
func TestExitCodes(t *testing.T) {
	dir := t.TempDir()
	os.WriteFile(filepath.Join(dir, "bad.py"), []byte("def main(:\n"), 0o644)
	os.WriteFile(filepath.Join(dir, "ok.py"), []byte("def main() -> None:\n    pass\n"), 0o644)
	type exitCase struct {
		bin  string
		args []string
		env  []string
		code int
		out  string // in stdout or stderr
	}
	cases := []exitCase{
		{"clauz3", nil, nil, 2, "missing command"},
		{"clauz3", []string{"frobnicate"}, nil, 2, `unknown command "frobnicate"`},
		{"clauz3", []string{"prove"}, nil, 2, "expected exactly one entry file"},
		{"clauz3", []string{"prove", "--no-such-flag", "ok.py"}, nil, 2, "unknown flag: --no-such-flag"},
		{"clauz3", []string{"prove", "--format", "yaml", "ok.py"}, nil, 2, `unknown format "yaml"`},
		{"clauz3", []string{"prove", "missing.py"}, nil, 2, "missing.py"},
		{"clauz3", []string{"prove", "bad.py"}, nil, 2, "bad.py:1:"},
		{"clauz3", []string{"prove", "ok.py"}, []string{"CLAUZ3_TEST_ICE=clauz3"}, 3, "internal error"},
		{"clauz3", []string{"version"}, nil, 0, "clauz3 0."},
		{"parse", []string{"bad.py"}, nil, 2, "bad.py:1:"},
		{"parse", []string{"a.py", "b.py"}, nil, 2, "expected exactly one entry file"},
		{"lower", []string{"x.json", "y.json"}, nil, 2, "at most one input file"},
		{"lower", []string{"nonexistent.json"}, nil, 2, "nonexistent.json: cannot read: no such file or directory"},
		{"solve", []string{"--timeout", "abc"}, nil, 2, "invalid argument"},
		{"explain", []string{"--format", "xml"}, nil, 2, `unknown format "xml"`},
		{"explain", nil, []string{"CLAUZ3_TEST_ICE=explain"}, 3, "internal error"},
	}
	for _, bin := range []string{"parse", "lower", "solve", "explain", "clauz3"} {
		cases = append(cases,
			exitCase{bin, []string{"--help"}, nil, 0, "Usage"},
			exitCase{bin, []string{"--version"}, nil, 0, "0.1.0"})
	}
	for _, c := range cases {
		t.Run(c.bin+" "+strings.Join(c.args, " "), func(t *testing.T) {
			r := run(t, dir, nil, c.env, c.bin, c.args...)
			if r.code != c.code {
				t.Errorf("exit %d, want %d\nstdout: %s\nstderr: %s", r.code, c.code, r.stdout, r.stderr)
			}
			both := string(r.stdout) + string(r.stderr)
			if !strings.Contains(both, c.out) {
				t.Errorf("output does not contain %q:\n%s", c.out, both)
			}
			if strings.Contains(both, "goroutine ") {
				t.Errorf("a Go trace reached the user:\n%s", both)
			}
		})
	}
}
