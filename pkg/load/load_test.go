package load

import (
	"crypto/sha256"
	"encoding/hex"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"clauz3/pkg/diag"
	"clauz3/pkg/ir"
	"clauz3/pkg/python/parser"

	// This package has no goldens; the import makes it accept the suite's
	// -update switch, so that go test ./... -update runs here too.
	_ "clauz3/internal/golden"
)

// repoRoot is the module root, found from this file's path.
func repoRoot(t testing.TB) string {
	_, file, _, _ := runtime.Caller(0)
	return filepath.Join(filepath.Dir(file), "..", "..")
}

// goParse is the Go parser; parse errors are diag values.
func goParse(t testing.TB) ParseFunc { return parser.ParseFile }

func write(t *testing.T, dir string, files map[string]string) {
	for name, text := range files {
		p := filepath.Join(dir, name)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

func TestLoadEmailExample(t *testing.T) {
	dir := filepath.Join(repoRoot(t), "examples", "email")
	doc, err := Load(Config{
		Entry:        "cases/only_bob_pass.py",
		TrustedRoots: []string{"tools/email/trusted"},
		Dir:          dir,
		Parse:        goParse(t),
	})
	if err != nil {
		t.Fatal(err)
	}
	if doc.Version != ir.ASTVersion || doc.Target != "main" || doc.Entry != "cases/only_bob_pass.py" {
		t.Errorf("header = %q %q %q", doc.Version, doc.Target, doc.Entry)
	}
	roles := map[string]string{}
	for _, m := range doc.Modules {
		roles[m.Name] = m.Role
	}
	for name, role := range map[string]string{
		"cases.only_bob_pass":           ir.RoleEntry,
		"tools.email.trusted.effects":   ir.RoleTrusted,
		"tools.email.trusted.contracts": ir.RoleTrusted,
	} {
		if roles[name] != role {
			t.Errorf("module %s: role %q, want %q (all: %v)", name, roles[name], role, roles)
		}
	}
	entry := doc.Modules[0]
	var got []string
	for _, imp := range entry.Imports {
		got = append(got, imp.Module+"|"+imp.Path+"|"+boolStr(imp.Trusted)+"|"+boolStr(imp.Builtin))
	}
	want := []string{
		"clauz3||f|t",
		"tools.email.trusted||f|f",
		"tools.email.trusted.contracts|tools/email/trusted/contracts.py|t|f",
		"tools.email.trusted.effects|tools/email/trusted/effects.py|t|f",
	}
	// tools.email.trusted is a package: its __init__.py is found.
	want[1] = "tools.email.trusted|tools/email/trusted/__init__.py|t|f"
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("imports:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	for _, s := range doc.Sources {
		sum := sha256.Sum256([]byte(s.Text))
		if s.SHA256 != hex.EncodeToString(sum[:]) {
			t.Errorf("source %s: sha %q does not match its text", s.Path, s.SHA256)
		}
	}
	// The parent packages CPython runs on import are loaded too.
	if roles["tools"] != ir.RoleImport || roles["tools.email"] != ir.RoleImport {
		t.Errorf("parent packages: tools %q, tools.email %q", roles["tools"], roles["tools.email"])
	}
}

func boolStr(b bool) string {
	if b {
		return "t"
	}
	return "f"
}

func TestSignatures(t *testing.T) {
	dir := t.TempDir()
	write(t, dir, map[string]string{"prog.py": `
from typing import List, Mapping as M, Optional
import typing as tp
import re

class UserRow: ...

def main(a: int, b: List[str], /, c: M[str, int] = {}, *args: tp.Sequence[bool],
         d: tuple[int, ...], e: Optional[int] = None, f: "int", g: re.Pattern,
         h: set[UserRow], i: typing_unknown, **kw: float) -> None:
    pass

class K:
    def m(self, x: frozenset[str]) -> dict[str, list[int]]: ...
`})
	doc, err := Load(Config{Entry: "prog.py", Dir: dir, Parse: goParse(t)})
	if err != nil {
		t.Fatal(err)
	}
	sigs := doc.Modules[0].Signatures
	if len(sigs) != 2 || sigs[0].Name != "main" || sigs[1].Name != "K.m" {
		t.Fatalf("signatures: %+v", sigs)
	}
	var got []string
	for _, s := range sigs {
		for _, p := range s.Params {
			ty := "-"
			if p.Type != nil {
				ty = p.Type.Name
				if p.Type.Error != "" {
					ty = "ERR(" + p.Type.Error + ")"
				}
			}
			d := ""
			if p.HasDefault {
				d = "="
			}
			got = append(got, p.Name+d+":"+p.Kind+":"+ty)
		}
		if s.Returns != nil {
			got = append(got, "->"+s.Returns.Name)
		}
	}
	want := []string{
		"a:positional_only:int",
		"b:positional_only:list[str]",
		"c=:positional_or_keyword:dict[str, int]",
		"args:var_positional:list[bool]",
		"d:keyword_only:tuple[int, ...]",
		"e=:keyword_only:ERR(typing.Optional is not a supported annotation)",
		"f:keyword_only:ERR(string (forward-reference) annotations are not supported)",
		"g:keyword_only:Pattern",
		"h:keyword_only:set[UserRow]",
		"i:keyword_only:ERR(name 'typing_unknown' is not defined when the annotation is evaluated (NameError))",
		"kw:var_keyword:float",
		"->None",
		"self:positional_or_keyword:-",
		"x:positional_or_keyword:set[str]",
		"->dict[str, list[int]]",
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("got:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

func TestLoadErrors(t *testing.T) {
	dir := t.TempDir()
	write(t, dir, map[string]string{
		"prog.py":            "def main() -> None:\n    pass\n",
		"bad.py":             "def main(:\n",
		"elsewhere/t/eff.py": "x = 1\n",
	})
	cases := []struct {
		name string
		cfg  Config
		want string
	}{
		{"missing entry", Config{Entry: "nope.py"}, "nope.py: error: cannot read entry file: no such file or directory [no-such-file]"},
		{"syntax error", Config{Entry: "bad.py"}, "bad.py"},
		{"trusted root not dir", Config{Entry: "prog.py", TrustedRoots: []string{"prog.py"}}, "trusted root is not a directory"},
		{"trusted outside import roots", Config{Entry: "prog.py", TrustedRoots: []string{"/"}, ImportRoots: []string{"elsewhere"}}, ""},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			c.cfg.Dir = dir
			c.cfg.Parse = goParse(t)
			if c.name == "trusted outside import roots" {
				c.cfg.TrustedRoots = []string{filepath.Join(dir, "elsewhere")}
				c.cfg.ImportRoots = []string{filepath.Join(dir, "prog.py")}
				c.want = "trusted module is not below an import root; pass --import-root"
			}
			_, err := Load(c.cfg)
			if err == nil {
				t.Fatal("no error")
			}
			if !strings.Contains(err.Error(), c.want) {
				t.Errorf("error %q does not contain %q", err, c.want)
			}
			if code := diag.ExitCode(err); code != diag.ExitBadInput {
				t.Errorf("exit code %d, want 2", code)
			}
		})
	}
}

func TestRelativeImports(t *testing.T) {
	dir := t.TempDir()
	write(t, dir, map[string]string{
		"prog.py":         "import pkg.main\nfrom . import helper\n",
		"pkg/__init__.py": "",
		"pkg/main.py":     "from . import helper\nfrom .sub import deep\nimport missing.module\n",
		"pkg/helper.py":   "from .. import nothing\n",
		"pkg/sub/deep.py": "X = 1\n",
	})
	doc, err := Load(Config{Entry: "prog.py", Dir: dir, Parse: goParse(t)})
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, m := range doc.Modules {
		names = append(names, m.Name+":"+m.Role)
	}
	// pkg.sub is a namespace package inside the package pkg: no file
	want := "prog:entry pkg.main:import pkg:import pkg.helper:import pkg.sub.deep:import"
	if strings.Join(names, " ") != want {
		t.Errorf("modules %q, want %q", strings.Join(names, " "), want)
	}
	// The entry runs as __main__, outside any package: its relative import
	// is not resolved (CPython raises ImportError), although pkg/helper.py
	// is loaded under the name pkg.helper.
	entryImports := map[string]string{}
	for _, imp := range doc.Modules[0].Imports {
		entryImports[imp.Module] = imp.Path
	}
	if p, ok := entryImports["."]; !ok || p != "" {
		t.Errorf("the entry's relative import: %+v", doc.Modules[0].Imports)
	}
	var missing bool
	for _, imp := range doc.Modules[1].Imports {
		if imp.Module == "missing.module" && imp.Path == "" && !imp.Builtin {
			missing = true
		}
	}
	if !missing {
		t.Errorf("unresolvable import not recorded: %+v", doc.Modules[1].Imports)
	}
}

// TestCompileErrorsRefused: a module CPython's compile() refuses is bad
// input wherever it is loaded from (the entry, an imported module, a
// trusted module), even when the offending code is never run.
func TestCompileErrorsRefused(t *testing.T) {
	dir := t.TempDir()
	write(t, dir, map[string]string{
		"entry_bad.py":             "def main() -> None:\n    pass\n\ndef never_called(a, a):\n    pass\n",
		"entry_ok.py":              "import helper\n\ndef main() -> None:\n    pass\n",
		"helper.py":                "def f():\n    x = 1\n    global x\n",
		"entry_trusted.py":         "def main() -> None:\n    pass\n",
		"tools/t/trusted/eff.py":   "import deal\n\nfor x in range(3):\n    def g():\n        break\n",
		"tools/__init__.py":        "",
		"tools/t/__init__.py":      "",
		"tools/t/trusted/ok.py":    "X = 1\n",
		"late_future.py":           "import os\nfrom __future__ import annotations\n",
		"nonlocal_at_module.py":    "nonlocal x\n",
		"return_outside.py":        "if False:\n    return 1\n",
		"async_comprehension.py":   "def f():\n    return [x async for x in y]\n",
		"tools/t/trusted/ok2.py":   "Y = 2\n",
		"tools/t/trusted/sub/a.py": "Z = 3\n",
	})
	cases := []struct {
		entry   string
		trusted []string
		want    string // file:line: message
	}{
		{"entry_bad.py", nil, "entry_bad.py:4:21: error: duplicate argument 'a' in function definition [syntax-error]"},
		{"entry_ok.py", nil, "helper.py:3:5: error: name 'x' is assigned to before global declaration [syntax-error]"},
		{"entry_trusted.py", []string{"tools/t/trusted"}, "tools/t/trusted/eff.py:5:9: error: 'break' outside loop [syntax-error]"},
		{"late_future.py", nil, "late_future.py:2:1: error: from __future__ imports must occur at the beginning of the file [syntax-error]"},
		{"nonlocal_at_module.py", nil, "nonlocal_at_module.py:1:1: error: nonlocal declaration not allowed at module level [syntax-error]"},
		{"return_outside.py", nil, "return_outside.py:2:5: error: 'return' outside function [syntax-error]"},
		{"async_comprehension.py", nil, "async_comprehension.py:2:12: error: asynchronous comprehension outside of an asynchronous function [syntax-error]"},
	}
	for _, c := range cases {
		t.Run(c.entry, func(t *testing.T) {
			_, err := Load(Config{Entry: c.entry, TrustedRoots: c.trusted, Dir: dir, Parse: goParse(t)})
			if err == nil {
				t.Fatal("loaded")
			}
			if err.Error() != c.want {
				t.Errorf("error:\n%s\nwant:\n%s", err, c.want)
			}
			if code := diag.ExitCode(err); code != diag.ExitBadInput {
				t.Errorf("exit code %d, want 2", code)
			}
		})
	}
}

// TestAnnotationsAtDefinitionTime: without `from __future__ import
// annotations` an annotation is evaluated when its def statement runs, so
// it sees the bindings made before the def only; with it, annotations are
// never evaluated and name what the module finally binds.
func TestAnnotationsAtDefinitionTime(t *testing.T) {
	eager := `
def f(a: K, b: int, c: List[int]) -> None: ...
from typing import List
int = str
def g(a: int, b: List[int]): ...
class K: ...
if K:
    Maybe = K
def h(a: Maybe, b: K): ...
class C:
    X = K
    def m(self, a: X, b: K, c: C): ...
del K
def d(a: K, b: Undefined): ...
from os import *
def s(a: Anything): ...
`
	lazy := "from __future__ import annotations\n" + eager
	want := map[string][]string{
		eager: {
			"f.a: ERR(name 'K' is not defined when the annotation is evaluated (NameError))",
			"f.b: int",
			"f.c: ERR(name 'List' is not defined when the annotation is evaluated (NameError))",
			"g.a: ERR(int is a variable of the module, not a type)",
			"g.b: ERR(int is a variable of the module, not a type)",
			"h.a: ERR(name 'Maybe' may be unbound when the annotation is evaluated)",
			"h.b: K",
			"C.m.self: -",
			"C.m.a: ERR(X is a variable of the module, not a type)",
			"C.m.b: K",
			"C.m.c: ERR(name 'C' is not defined when the annotation is evaluated (NameError))",
			"d.a: ERR(name 'K' is deleted before the annotation is evaluated (NameError))",
			"d.b: ERR(name 'Undefined' is not defined when the annotation is evaluated (NameError))",
			"s.a: ERR(name 'Anything' may be bound by an import * when the annotation is evaluated)",
		},
		lazy: {
			"f.a: K",
			"f.b: int",
			"f.c: list[int]",
			"g.a: int",
			"g.b: list[int]",
			"h.a: ERR(unknown type name Maybe)",
			"h.b: K",
			"C.m.self: -",
			"C.m.a: ERR(unknown type name X)",
			"C.m.b: K",
			"C.m.c: C",
			"d.a: K",
			"d.b: ERR(unknown type name Undefined)",
			"s.a: ERR(unknown type name Anything)",
		},
	}
	for src, w := range want {
		dir := t.TempDir()
		write(t, dir, map[string]string{"prog.py": src})
		doc, err := Load(Config{Entry: "prog.py", Dir: dir, Parse: goParse(t)})
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		for _, s := range doc.Modules[0].Signatures {
			for _, p := range s.Params {
				ty := "-"
				if p.Type != nil {
					ty = p.Type.Name
					if p.Type.Error != "" {
						ty = "ERR(" + p.Type.Error + ")"
					}
				}
				got = append(got, s.Name+"."+p.Name+": "+ty)
			}
		}
		if strings.Join(got, "\n") != strings.Join(w, "\n") {
			t.Errorf("got:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(w, "\n"))
		}
	}
}

// TestTypeVarAnnotations: a name bound to typing.TypeVar with its own
// name is a type an annotation may use, as are type[T] and list[T], with
// and without postponed annotations; a TypeVar bound to another name, or
// one not from typing, is not.
func TestTypeVarAnnotations(t *testing.T) {
	body := `
from typing import TypeVar
import typing
RowT = TypeVar("RowT")
U = typing.TypeVar("U")
Wrong = TypeVar("Other")
def f(schema: type[RowT], rows: list[U], w: Wrong) -> list[RowT]: ...
`
	for _, src := range []string{body, "from __future__ import annotations\n" + body} {
		dir := t.TempDir()
		write(t, dir, map[string]string{"prog.py": src})
		doc, err := Load(Config{Entry: "prog.py", Dir: dir, Parse: goParse(t)})
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		for _, s := range doc.Modules[0].Signatures {
			for _, p := range s.Params {
				ty := p.Type.Name
				if p.Type.Error != "" {
					ty = "ERR"
				}
				got = append(got, p.Name+": "+ty)
			}
			got = append(got, "return: "+s.Returns.Name)
		}
		want := "schema: type[RowT]\nrows: list[U]\nw: ERR\nreturn: list[RowT]"
		if strings.Join(got, "\n") != want {
			t.Errorf("got:\n%s\nwant:\n%s", strings.Join(got, "\n"), want)
		}
	}
}
