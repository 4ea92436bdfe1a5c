package lower

import (
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime"
	"sync"
	"testing"

	"clauz3/pkg/diag"
	"clauz3/pkg/ir"
	"clauz3/pkg/load"
	"clauz3/pkg/python/ast"
	"clauz3/pkg/python/parser"

	// This package has no goldens; the import makes it accept the suite's
	// -update switch, so that go test ./... -update runs here too.
	_ "clauz3/internal/golden"
)

// parseCache keeps CPython's parse of each (file name, source) pair so
// that the many small tests do not start python3 for the shared files.
var parseCache sync.Map

func repoRoot(t testing.TB) string {
	_, file, _, _ := runtime.Caller(0)
	return filepath.Join(filepath.Dir(file), "..", "..")
}

// pyParse parses with the Go parser, or, when LOWER_PYAST is set, with
// CPython through tools/pyast.py (the reference parse stage), so that a
// parser bug can be told from a lowering bug.
func pyParse(t testing.TB) load.ParseFunc {
	if os.Getenv("LOWER_PYAST") == "" {
		return parser.ParseFile
	}
	if _, err := exec.LookPath("python3"); err != nil {
		t.Skip("python3 not found: the reference parser is needed")
	}
	script := filepath.Join(repoRoot(t), "tools", "pyast.py")
	return func(filename string, src []byte) (*ast.Module, error) {
		key := filename + "\x00" + string(src)
		if out, ok := parseCache.Load(key); ok {
			return ast.DecodeModule(out.([]byte))
		}
		f := filepath.Join(t.TempDir(), "src.py")
		if err := os.WriteFile(f, src, 0o644); err != nil {
			return nil, err
		}
		out, err := exec.Command("python3", script, f, "--file-name", filename).Output()
		if err != nil {
			return nil, diag.Errorf(diag.Span{File: filename}, "syntax-error", "CPython refused the file: %v", err)
		}
		parseCache.Store(key, out)
		return ast.DecodeModule(out)
	}
}

// lowerExample loads and lowers examples/<domain>/cases/<name> with every
// examples/<domain>/tools/*/trusted as a trusted root.
func lowerExample(t testing.TB, domain, name string) (*ir.DSL, error) {
	t.Helper()
	dir := filepath.Join(repoRoot(t), "examples", domain)
	roots, _ := filepath.Glob(filepath.Join(dir, "tools", "*", "trusted"))
	for i, r := range roots {
		roots[i], _ = filepath.Rel(dir, r)
	}
	doc, err := load.Load(load.Config{
		Entry:        filepath.Join("cases", name),
		TrustedRoots: roots,
		ImportRoots:  []string{"."},
		Dir:          dir,
		Parse:        pyParse(t),
	})
	if err != nil {
		t.Fatalf("load %s: %v", name, err)
	}
	return Lower(doc)
}

// lowerSource lowers one program written next to the email trusted layer.
func lowerSource(t testing.TB, src string) (*ir.DSL, error) {
	t.Helper()
	return Lower(loadSource(t, src))
}

// lowerFiles lowers a program next to the email trusted layer with extra
// files (paths relative to examples/email) added to the copy.
func lowerFiles(t testing.TB, src string, extra map[string]string) *ir.DSL {
	t.Helper()
	d, err := Lower(loadFiles(t, src, extra))
	if err != nil {
		t.Fatalf("Lower: %v", err)
	}
	return d
}

// loadSource loads one program written next to the email trusted layer.
func loadSource(t testing.TB, src string) *ir.AST {
	t.Helper()
	return loadFiles(t, src, nil)
}

func loadFiles(t testing.TB, src string, extra map[string]string) *ir.AST {
	t.Helper()
	dir := t.TempDir()
	root := filepath.Join(repoRoot(t), "examples", "email")
	if err := os.CopyFS(dir, os.DirFS(root)); err != nil {
		t.Fatal(err)
	}
	for name, text := range extra {
		if err := os.MkdirAll(filepath.Dir(filepath.Join(dir, filepath.FromSlash(name))), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, filepath.FromSlash(name)), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.WriteFile(filepath.Join(dir, "cases", "prog.py"), []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	doc, err := load.Load(load.Config{
		Entry:        filepath.Join("cases", "prog.py"),
		TrustedRoots: []string{filepath.Join("tools", "email", "trusted")},
		ImportRoots:  []string{"."},
		Dir:          dir,
		Parse:        pyParse(t),
	})
	if err != nil {
		t.Fatalf("load: %v", err)
	}
	return doc
}

func TestDump(t *testing.T) {
	name := os.Getenv("LOWER_DUMP")
	if name == "" {
		t.Skip("set LOWER_DUMP=case.py")
	}
	d, err := lowerExample(t, "email", name)
	if err != nil {
		t.Fatal(err)
	}
	d.Sources = nil
	b, _ := json.MarshalIndent(d, "", "  ")
	t.Log(string(b))
}

// longNumber matches integer literals too long to read in test output.
var longNumber = regexp.MustCompile(`[0-9]{30,}`)

// summary renders the values that matter of a DSL document, one line each
// (integer literals of 30 digits or more are shortened to <N digits>).
func summary(d *ir.DSL) string {
	return longNumber.ReplaceAllStringFunc(summaryFull(d), func(m string) string {
		return fmt.Sprintf("<%d digits>", len(m))
	})
}

func summaryFull(d *ir.DSL) string {
	var b []byte
	for _, in := range d.Inputs {
		b = append(b, "input "+in.Name+": "+in.Sort+"\n"...)
	}
	for _, f := range d.Facts {
		line := "fact " + f.ID + " " + f.Relation + "("
		for i, fl := range f.Fields {
			if i > 0 {
				line += ", "
			}
			line += fl.Name + "=" + fl.Value
		}
		b = append(b, line+") if "+f.Cond+"\n"...)
	}
	for _, a := range d.Assumptions {
		b = append(b, "assume "+a.Kind+" "+a.Expr+"\n"...)
	}
	for _, k := range d.KnowledgeBase {
		b = append(b, "kb "+k.Assertion+"\n"...)
	}
	for _, o := range d.Obligations {
		line := o.ID + " " + o.Kind + " [" + o.Code + "] "
		if o.Goal != "" {
			line += o.Goal
		}
		if o.Relation != nil {
			r, _ := json.Marshal(o.Relation)
			line += string(r)
		}
		if o.Kind == ir.KindUnsupported {
			line += o.Message
		}
		b = append(b, line+"\n"...)
	}
	return string(b)
}

func TestDumpAll(t *testing.T) {
	if os.Getenv("LOWER_DUMP_ALL") == "" {
		t.Skip("set LOWER_DUMP_ALL=1")
	}
	files, _ := filepath.Glob(filepath.Join(repoRoot(t), "examples", "email", "cases", "*.py"))
	for _, f := range files {
		d, err := lowerExample(t, "email", filepath.Base(f))
		if err != nil {
			t.Logf("== %s: error %v", filepath.Base(f), err)
			continue
		}
		t.Logf("== %s\n%s", filepath.Base(f), summary(d))
	}
}

func TestDumpStatuses(t *testing.T) {
	if os.Getenv("LOWER_STATUS") == "" {
		t.Skip("set LOWER_STATUS=1")
	}
	for _, domain := range []string{"email", "policy"} {
		files, _ := filepath.Glob(filepath.Join(repoRoot(t), "examples", domain, "cases", "*.py"))
		for _, f := range files {
			d, err := lowerExample(t, domain, filepath.Base(f))
			if err != nil {
				t.Logf("%s: %v", f, err)
				continue
			}
			res, err := solveDoc(d)
			if err != nil {
				t.Logf("%s: %v", f, err)
				continue
			}
			line := filepath.Base(f) + ":"
			for i, o := range res.Obligations {
				line += " " + d.Obligations[i].Kind + "=" + o.Status
				if o.Counterexample != nil {
					for _, in := range o.Counterexample.Inputs {
						line += " " + in.Name + "=" + in.Repr
					}
				}
			}
			t.Log(line)
		}
	}
}
