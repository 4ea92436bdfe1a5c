package load

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"clauz3/pkg/diag"
)

// resolveCase is a directory tree, a program run as a script with the
// import roots on PYTHONPATH, and the modules it imports: Load must
// resolve each import to the file CPython imports, or leave it unresolved
// where CPython fails, or refuse the program with the given code.
type resolveCase struct {
	name    string
	files   map[string]string // relative path -> content ("@symlink:TARGET" makes a symbolic link)
	entry   string
	roots   []string // import roots (default: Load's default, "." and the entry's directory)
	imports []string // import statements in the entry, one per line
	refuse  string   // the code of the diagnostic Load must refuse the program with
}

var resolveCases = []resolveCase{
	{name: "package before module",
		files:   map[string]string{"h.py": "", "h/__init__.py": ""},
		entry:   "main.py",
		imports: []string{"import h"}},
	{name: "module before namespace",
		files:   map[string]string{"h.py": "", "h/limits.py": ""},
		entry:   "main.py",
		imports: []string{"import h", "import h.limits"}},
	{name: "entry directory first",
		files:   map[string]string{"limits.py": "", "cases/limits.py": ""},
		entry:   "cases/main.py",
		imports: []string{"import limits"}},
	{name: "import roots in order",
		files:   map[string]string{"r1/m.py": "", "r2/m.py": "", "r2/n.py": ""},
		entry:   "prog/main.py",
		roots:   []string{"r1", "r2"},
		imports: []string{"import m", "import n"}},
	{name: "regular package of a later root beats an earlier namespace portion",
		files:   map[string]string{"r1/p/a.py": "", "r2/p/__init__.py": "", "r2/p/b.py": ""},
		entry:   "prog/main.py",
		roots:   []string{"r1", "r2"},
		imports: []string{"import p", "import p.a", "import p.b"}},
	{name: "module of a later root beats an earlier namespace portion",
		files:   map[string]string{"r1/p/a.py": "", "r2/p.py": ""},
		entry:   "prog/main.py",
		roots:   []string{"r1", "r2"},
		imports: []string{"import p", "import p.a"}},
	{name: "a module is not a package",
		files:   map[string]string{"m.py": "", "m/sub.py": ""},
		entry:   "main.py",
		imports: []string{"import m.sub"}},
	{name: "subpackages: regular, namespace, module, package before module",
		files: map[string]string{"p/__init__.py": "", "p/q/__init__.py": "", "p/q.py": "", "p/ns/x.py": "",
			"p/m.py": "", "p/ns/y/__init__.py": ""},
		entry:   "main.py",
		imports: []string{"import p.q", "import p.ns.x", "import p.ns.y", "import p.m", "import p.nothing"}},
	{name: "submodules only in the package's directory",
		files:   map[string]string{"r1/p/__init__.py": "", "r2/p/extra.py": "", "r2/extra.py": ""},
		entry:   "prog/main.py",
		roots:   []string{"r1", "r2"},
		imports: []string{"import p", "import p.extra"}},
	{name: "from-import of a submodule",
		files:   map[string]string{"p/__init__.py": "", "p/sub.py": ""},
		entry:   "main.py",
		imports: []string{"from p import sub"}},
	{name: "relative imports in an imported module",
		files: map[string]string{"p/__init__.py": "", "p/a.py": "from . import b\nfrom .c import d\n", "p/b.py": "",
			"p/c/__init__.py": "", "p/c/d.py": ""},
		entry:   "main.py",
		imports: []string{"import p.a", "import p.b", "import p.c.d"}},
	{name: "relative import in the entry",
		files:   map[string]string{"helpers.py": ""},
		entry:   "main.py",
		imports: []string{"from . import helpers"}},
	{name: "symbolic link to the entry: its real directory is searched",
		files: map[string]string{"real/main.py": "@entry", "real/near.py": "", "links/main.py": "@symlink:../real/main.py",
			"links/near.py": ""},
		entry:   "links/main.py",
		roots:   []string{"nowhere"},
		imports: []string{"import near"}},
	{name: "a standard library name is not looked up in an import root's subdirectory",
		files:   map[string]string{"p/__init__.py": "", "p/json.py": ""},
		entry:   "main.py",
		imports: []string{"import json", "import p.json"}},
	{name: "shadowed standard library module",
		files:   map[string]string{"typing.py": "TYPE_CHECKING = True\n"},
		entry:   "main.py",
		imports: []string{"import typing"},
		refuse:  CodeShadowedModule},
	{name: "shadowed standard library package in an import root, not imported",
		files:   map[string]string{"lib/email/__init__.py": ""},
		entry:   "main.py",
		roots:   []string{".", "lib"},
		imports: []string{"import os"},
		refuse:  CodeShadowedModule},
	{name: "shadowed __future__",
		files:   map[string]string{"__future__.py": "annotations = 1\n"},
		entry:   "main.py",
		imports: []string{"import __future__"},
		refuse:  CodeShadowedModule},
	{name: "shadowed deal",
		files:   map[string]string{"deal.py": ""},
		entry:   "main.py",
		imports: []string{"import deal"},
		refuse:  CodeShadowedModule},
	{name: "shadowed clauz3 (a package)",
		files:   map[string]string{"clauz3/__init__.py": ""},
		entry:   "main.py",
		imports: []string{"import clauz3"},
		refuse:  CodeShadowedModule},
	{name: "shadowed sys (CPython never reads it)",
		files:   map[string]string{"sys.py": ""},
		entry:   "main.py",
		imports: []string{"import sys"},
		refuse:  CodeShadowedModule},
	{name: "a namespace directory named like a standard module does not shadow it",
		files:   map[string]string{"json/x.py": ""},
		entry:   "main.py",
		imports: []string{"import json"}},
	{name: "extension module before source",
		files:   map[string]string{"fast.py": "", "fast.cpython-311-x86_64-linux-gnu.so": "not really ELF"},
		entry:   "main.py",
		imports: []string{"import fast"},
		refuse:  CodeCompiledModule},
	{name: "bytecode without source",
		files:   map[string]string{"compiled.pyc": "@pyc"},
		entry:   "main.py",
		imports: []string{"import compiled"},
		refuse:  CodeCompiledModule},
	{name: "top-level namespace package",
		files:   map[string]string{"helpers/limits.py": ""},
		entry:   "main.py",
		imports: []string{"import helpers.limits"},
		refuse:  CodeNamespacePackage},
}

// TestResolveAgainstCPython builds each case's tree, runs the entry under
// CPython as a script (python3 -B ENTRY with PYTHONPATH=ROOTS, in the
// tree's directory), and compares the file CPython imported for each
// module with the one Load resolved.
func TestResolveAgainstCPython(t *testing.T) {
	py, err := exec.LookPath("python3")
	if err != nil {
		t.Skip("python3 not found")
	}
	// the interpreter itself, not a wrapper script (pyenv's shims are slow)
	if out, err := exec.Command(py, "-c", "import sys; print(sys.executable)").Output(); err == nil && len(out) > 1 {
		py = strings.TrimSpace(string(out))
	}
	for _, c := range resolveCases {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			dir := t.TempDir()
			entry := entryScript(c.imports)
			for name, text := range c.files {
				p := filepath.Join(dir, name)
				if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
					t.Fatal(err)
				}
				switch {
				case strings.HasPrefix(text, "@symlink:"):
					if err := os.Symlink(strings.TrimPrefix(text, "@symlink:"), p); err != nil {
						t.Fatal(err)
					}
					continue
				case text == "@entry":
					text = entry
				case text == "@pyc":
					src := filepath.Join(t.TempDir(), "compiled.py")
					os.WriteFile(src, []byte("X = 1\n"), 0o644)
					out, err := exec.Command(py, "-c", "import py_compile, sys; py_compile.compile(sys.argv[1], cfile=sys.argv[2], doraise=True)", src, p).CombinedOutput()
					if err != nil {
						t.Fatalf("py_compile: %v\n%s", err, out)
					}
					continue
				}
				if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			if _, ok := c.files[c.entry]; !ok {
				write(t, dir, map[string]string{c.entry: entry})
			}
			// CPython
			var roots []string
			for _, r := range c.roots {
				roots = append(roots, filepath.Join(dir, r))
			}
			if c.roots == nil {
				roots = []string{dir, filepath.Join(dir, filepath.Dir(c.entry))}
			}
			cmd := exec.Command(py, "-B", c.entry)
			cmd.Dir = dir
			cmd.Env = append(os.Environ(), "PYTHONPATH="+strings.Join(roots, string(os.PathListSeparator)), "PYTHONDONTWRITEBYTECODE=1")
			out, err := cmd.Output()
			if err != nil {
				t.Fatalf("python3 %s: %v\n%s", c.entry, err, out)
			}
			var cpython map[string]string
			if err := json.Unmarshal(out, &cpython); err != nil {
				t.Fatalf("python3 output %q: %v", out, err)
			}
			// Load
			doc, err := Load(Config{Entry: c.entry, ImportRoots: c.roots, Dir: dir, Parse: goParse(t)})
			if c.refuse != "" {
				var list diag.List
				if err == nil || !errors.As(err, &list) || list[0].Code != c.refuse || diag.ExitCode(err) != diag.ExitBadInput {
					t.Fatalf("Load: %v; want a refusal [%s] (CPython imported: %v)", err, c.refuse, cpython)
				}
				t.Logf("refused as it must be: %v (CPython imported: %v)", err, cpython)
				return
			}
			if err != nil {
				t.Fatalf("Load: %v", err)
			}
			got := map[string]string{}
			for _, imp := range doc.Modules[0].Imports {
				if imp.Path != "" {
					got[imp.Module] = filepath.Join(dir, imp.Path)
				}
			}
			for _, m := range doc.Modules[1:] {
				for _, imp := range m.Imports {
					if imp.Path != "" {
						got[imp.Module] = filepath.Join(dir, imp.Path)
					}
				}
			}
			var mods []string
			for m := range cpython {
				mods = append(mods, m)
			}
			sort.Strings(mods)
			for _, m := range mods {
				want := cpython[m]
				if strings.HasPrefix(want, "ERR:") || !strings.HasPrefix(want, dir) {
					want = "" // CPython fails, or imports it from outside the tree (the standard library)
				}
				if want != "" {
					if r, err := filepath.EvalSymlinks(want); err == nil {
						want = r
					}
				}
				g := got[m]
				if g != "" {
					if r, err := filepath.EvalSymlinks(g); err == nil {
						g = r
					}
				}
				if g != want {
					t.Errorf("%s: Load resolved %q, CPython imported %q (%s)", m, g, want, cpython[m])
				}
			}
		})
	}
}

// entryScript is a program that runs each import statement and prints,
// as JSON, the file of every module it names (or the exception).
func entryScript(imports []string) string {
	var b strings.Builder
	b.WriteString("import json as _json, sys as _sys\n_res = {}\n")
	for _, imp := range imports {
		var names []string
		switch f := strings.Fields(imp); {
		case f[0] == "import":
			names = []string{f[1]}
		case f[0] == "from" && strings.HasPrefix(f[1], "."):
			names = []string{f[1] + f[3]}
		default:
			names = []string{f[1], f[1] + "." + f[3]}
		}
		fmt.Fprintf(&b, "try:\n    %s\n", imp)
		for _, n := range names {
			fmt.Fprintf(&b, "    _res[%q] = getattr(_sys.modules.get(%q), '__file__', None) or 'ERR:not a module'\n", n, n)
		}
		fmt.Fprintf(&b, "except Exception as _e:\n    _res[%q] = 'ERR:' + type(_e).__name__\n", names[0])
	}
	b.WriteString("print(_json.dumps(_res))\n")
	return b.String()
}

// TestZipImportRoot: CPython imports modules from a zip archive on
// sys.path; Load refuses such an import root rather than ignoring it.
func TestZipImportRoot(t *testing.T) {
	dir := t.TempDir()
	write(t, dir, map[string]string{"main.py": "import helpers\n", "notzip.txt": "hello"})
	zipPath := filepath.Join(dir, "lib.zip")
	out, err := exec.Command("python3", "-c", `import sys, zipfile
with zipfile.ZipFile(sys.argv[1], "w") as z:
    z.writestr("helpers.py", "X = 1\n")`, zipPath).CombinedOutput()
	if err != nil {
		t.Skipf("python3 cannot write a zip: %v %s", err, out)
	}
	_, err = Load(Config{Entry: "main.py", ImportRoots: []string{".", "lib.zip"}, Dir: dir, Parse: goParse(t)})
	var bi *diag.BadInput
	var d *diag.Diagnostic
	if !errors.As(err, &bi) || !errors.As(err, &d) || d.Code != CodeZipImportRoot {
		t.Fatalf("Load: %v; want a %s refusal", err, CodeZipImportRoot)
	}
	// A root that is a plain file is skipped, as CPython skips it.
	if _, err := Load(Config{Entry: "main.py", ImportRoots: []string{".", "notzip.txt"}, Dir: dir, Parse: goParse(t)}); err != nil {
		t.Fatalf("Load with a plain file as import root: %v", err)
	}
}
