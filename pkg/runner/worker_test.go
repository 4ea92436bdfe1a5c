package runner

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"clauz3/pkg/interp"
	"clauz3/pkg/load"
	"clauz3/pkg/python/parser"
)

// TestWorker runs a program whose trusted calls go to the real CPython
// worker: values of every kind cross both ways unchanged, the trusted
// function's output is the program's, and an exception it raises ends
// the program as that Python exception.
func TestWorker(t *testing.T) {
	root := filepath.Join(repoRoot(t), "testdata", "run")
	dir := t.TempDir()
	src := `from tools.echo.trusted.effects import boom, echo


def main():
    vals = [None, True, 0, -(2 ** 100), 1.5, -0.0, float('inf'), 'héllo 😀', [1, [2]], (1, 'a'), {(1, 2): 'k', 'x': [3.0]}]
    back = echo(vals)
    print(back == vals, back is vals, repr(back[5]), isinstance(back[9], tuple))
    nan = echo(float('nan'))
    print(nan == nan, repr(nan))
    boom('bad input')
    print('not reached')
`
	entry := filepath.Join(dir, "main.py")
	os.WriteFile(entry, []byte(src), 0o644)
	doc, err := load.Load(load.Config{Entry: entry, TrustedRoots: []string{"tools/echo/trusted"}, ImportRoots: []string{"."}, Dir: root, Parse: parser.ParseFile})
	if err != nil {
		t.Fatal(err)
	}
	py, err := FindPython(root)
	if err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	w, err := StartWorker(WorkerConfig{Python: py, Path: []string{dir, root}, Dir: root, Stdout: &out})
	if err != nil {
		t.Fatal(err)
	}
	defer w.Close()
	_, err = interp.Run(interp.Config{Doc: doc, Stdout: &out, Trusted: w.Call})
	var e *interp.Error
	if !errors.As(err, &e) || e.Class != "ValueError" {
		t.Fatalf("want the trusted ValueError, got %v", err)
	}
	want := "True False -0.0 True\nFalse nan\nabout to fail\n"
	if out.String() != want {
		t.Fatalf("output %q, want %q", out.String(), want)
	}
}

// TestWorkerMutatedArgument: a trusted function that changes a list
// passed to it (grab appends to it) stops the run at the call: under
// CPython the program would see the change, which clauz3 proved it
// without (the interpreter's list is a copy, unchanged).
func TestWorkerMutatedArgument(t *testing.T) {
	root := filepath.Join(repoRoot(t), "testdata", "run")
	py, err := FindPython(root)
	if err != nil {
		t.Fatal(err)
	}
	for _, call := range []string{"grab(xs)", "grab(xs=xs)", "grab([[1], 2])"} {
		dir := t.TempDir()
		src := "from tools.echo.trusted.effects import echo, grab\n\n\ndef main():\n    xs = [1, 2]\n    echo(xs)\n    n = " + call + "\n    print('after', xs)\n"
		entry := filepath.Join(dir, "main.py")
		os.WriteFile(entry, []byte(src), 0o644)
		doc, err := load.Load(load.Config{Entry: entry, TrustedRoots: []string{"tools/echo/trusted"}, ImportRoots: []string{"."}, Dir: root, Parse: parser.ParseFile})
		if err != nil {
			t.Fatal(err)
		}
		var out bytes.Buffer
		w, err := StartWorker(WorkerConfig{Python: py, Path: []string{dir, root}, Dir: root, Stdout: &out})
		if err != nil {
			t.Fatal(err)
		}
		var calls []string
		_, err = interp.Run(interp.Config{Doc: doc, Stdout: &out, Trusted: func(call *interp.Call) (interp.Value, error) {
			calls = append(calls, call.Name)
			return w.Call(call)
		}})
		w.Close()
		var me *MutatedError
		if !errors.As(err, &me) || !strings.Contains(err.Error(), "grab changed an argument in place") {
			t.Errorf("%s: error %v, want a MutatedError", call, err)
		}
		if len(calls) != 2 || strings.Contains(out.String(), "after") {
			t.Errorf("%s: the program went on: calls %q, output %q", call, calls, out.String())
		}
	}
}

// TestWorkerRefusesAnotherModule: a trusted module CPython imports from
// another file than the one clauz3 proved (a same-named package earlier
// or later on sys.path) is refused, never called.
func TestWorkerRefusesAnotherModule(t *testing.T) {
	dir := t.TempDir()
	other := t.TempDir()
	os.WriteFile(filepath.Join(dir, "layer.py"), []byte("def f():\n    return 1\n"), 0o644)
	os.WriteFile(filepath.Join(other, "layer.py"), []byte("def f():\n    return 2\n"), 0o644)
	py, err := FindPython(dir)
	if err != nil {
		t.Fatal(err)
	}
	// sys.path finds other's layer.py first; the proved one is dir's.
	_, err = StartWorker(WorkerConfig{Python: py, Path: []string{other, dir}, Dir: dir,
		Modules: []string{"layer"}, Files: map[string]string{"layer": filepath.Join(dir, "layer.py")}})
	if err == nil || !strings.Contains(err.Error(), "the module clauz3 proved") {
		t.Fatalf("want the import refused, got %v", err)
	}
	w, err := StartWorker(WorkerConfig{Python: py, Path: []string{dir, other}, Dir: dir,
		Modules: []string{"layer"}, Files: map[string]string{"layer": filepath.Join(dir, "layer.py")}})
	if err != nil {
		t.Fatalf("the proved module: %v", err)
	}
	w.Close()
}

// TestWorkerLoneSurrogate: a str holding a lone surrogate never crosses
// from CPython to the interpreter (Go's JSON would make it U+FFFD): a
// result holding one, at any depth, or an exception message holding one
// stops the run at the call with a SurrogateError; what a trusted
// function prints is shown with the surrogate escaped.
func TestWorkerLoneSurrogate(t *testing.T) {
	root := filepath.Join(repoRoot(t), "testdata", "run")
	py, err := FindPython(root)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ call, want string }{
		{"tag()", "the result holds the lone surrogate U+D800 (at index 3 of a str)"},
		{"tags()", "the result holds the lone surrogate U+DFFF (at index 1 of a str)"},
		{"boom_surrogate()", "the message of the ValueError it raised holds the lone surrogate U+DC80"},
		{"shout()", ""},
	} {
		dir := t.TempDir()
		src := "from tools.echo.trusted.effects import boom_surrogate, echo, shout, tag, tags\n\n\ndef main():\n    x = " + c.call + "\n    print('after')\n    echo(1)\n"
		entry := filepath.Join(dir, "main.py")
		os.WriteFile(entry, []byte(src), 0o644)
		doc, err := load.Load(load.Config{Entry: entry, TrustedRoots: []string{"tools/echo/trusted"}, ImportRoots: []string{"."}, Dir: root, Parse: parser.ParseFile})
		if err != nil {
			t.Fatal(err)
		}
		var out bytes.Buffer
		w, err := StartWorker(WorkerConfig{Python: py, Path: []string{dir, root}, Dir: root, Stdout: &out})
		if err != nil {
			t.Fatal(err)
		}
		var calls []string
		_, err = interp.Run(interp.Config{Doc: doc, Stdout: &out, Trusted: func(call *interp.Call) (interp.Value, error) {
			calls = append(calls, call.Name)
			return w.Call(call)
		}})
		w.Close()
		if c.want == "" {
			if err != nil || out.String() != "loud \\ud800\nafter\n" {
				t.Errorf("%s: error %v, output %q", c.call, err, out.String())
			}
			continue
		}
		var se *SurrogateError
		if !errors.As(err, &se) || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: error %v, want a SurrogateError with %q", c.call, err, c.want)
		}
		if len(calls) != 1 || strings.Contains(out.String(), "after") {
			t.Errorf("%s: the program went on: calls %q, output %q", c.call, calls, out.String())
		}
	}
}

// TestWorkerRunsProvedSources: the worker runs the project's modules from
// the texts clauz3 proved, not from disk (a trusted file swapped between
// the run's check and CPython's import is not what runs), and puts no
// project directory on sys.path: a project file named like a standard
// module (inspect.py) or an installed one shadows nothing, and one named
// like a module that is not installed is not imported.
func TestWorkerRunsProvedSources(t *testing.T) {
	dir := t.TempDir()
	py, err := FindPython(filepath.Join(repoRoot(t), "testdata", "run"))
	if err != nil {
		t.Fatal(err)
	}
	write := func(name, text string) string {
		p := filepath.Join(dir, filepath.FromSlash(name))
		os.MkdirAll(filepath.Dir(p), 0o755)
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	evil := "import json\nopen(" + strconv.Quote(filepath.Join(dir, "ran")) + ", 'w').write('x')\n"
	write("inspect.py", evil)
	write("notinstalled_zz.py", evil)
	effects := write("tools/t/trusted/effects.py", "def who():\n    return 'disk'\n")
	proved := "import inspect\n\n\ndef who():\n    return 'proved ' + inspect.__name__\n\n\ndef other():\n    import notinstalled_zz\n    return 'imported'\n"
	w, err := StartWorker(WorkerConfig{Python: py, Path: []string{dir}, Dir: dir,
		Modules: []string{"tools.t.trusted.effects"},
		Files:   map[string]string{"tools.t.trusted.effects": effects},
		Sources: map[string]Source{"tools.t.trusted.effects": {Path: effects, Text: proved}}})
	if err != nil {
		t.Fatal(err)
	}
	defer w.Close()
	v, err := w.Call(&interp.Call{Module: "tools.t.trusted.effects", Name: "who"})
	if err != nil || v != "proved inspect" {
		t.Errorf("who() = %v (%v), want the proved text's 'proved inspect'", v, err)
	}
	_, err = w.Call(&interp.Call{Module: "tools.t.trusted.effects", Name: "other"})
	var e *interp.Error
	if !errors.As(err, &e) || e.Class != "ModuleNotFoundError" {
		t.Errorf("importing a project file no source names: %v, want ModuleNotFoundError", err)
	}
	if _, err := os.Stat(filepath.Join(dir, "ran")); err == nil {
		t.Error("a project file shadowing a module ran in the worker")
	}
}
