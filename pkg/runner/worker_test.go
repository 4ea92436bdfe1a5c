package runner

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"clauz3/pkg/interp"
	"clauz3/pkg/load"
	"clauz3/pkg/python/parser"
)

// TestWorker runs a program whose trusted calls go to the real CPython
// worker: values of every kind cross both ways unchanged, the program's
// list is not changed by a trusted function that mutates its copy, the
// trusted function's output is the program's, and an exception it raises
// ends the program as that Python exception.
func TestWorker(t *testing.T) {
	root := filepath.Join(repoRoot(t), "testdata", "run")
	dir := t.TempDir()
	src := `from tools.echo.trusted.effects import boom, echo, grab


def main():
    vals = [None, True, 0, -(2 ** 100), 1.5, -0.0, float('inf'), 'héllo 😀', [1, [2]], (1, 'a'), {(1, 2): 'k', 'x': [3.0]}]
    back = echo(vals)
    print(back == vals, back is vals, repr(back[5]), isinstance(back[9], tuple))
    nan = echo(float('nan'))
    print(nan == nan, repr(nan))
    xs = [1, 2]
    print(grab(xs), xs)
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
	want := "True False -0.0 True\nFalse nan\n3 [1, 2]\nabout to fail\n"
	if out.String() != want {
		t.Fatalf("output %q, want %q", out.String(), want)
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
