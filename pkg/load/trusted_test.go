package load

import (
	"encoding/json"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"clauz3/pkg/diag"
)

// trustedCase is a layout with a trusted root and an entry importing a
// trusted module by name.
type trustedCase struct {
	name    string
	files   map[string]string // besides the trusted module
	trusted string            // the trusted root; the module is effects.py in it
	entry   string
	roots   []string // import roots (default: Load's)
	imp     string   // the entry's import statement (line 1)
	mod     string   // the module it imports, as the entry names it
	// refuse is the column of the refusal on line 1 (0: Load accepts)
	refuse int
	// cpython: CPython imports the trusted module's file under mod
	cpython bool
	// more are further trusted roots; at is the file refused (default:
	// the entry)
	more []string
	at   string
}

var trustedCases = []trustedCase{
	{name: "the usual layout",
		files:   map[string]string{"tools/__init__.py": "", "tools/fx/__init__.py": "", "tools/fx/trusted/__init__.py": ""},
		trusted: "tools/fx/trusted", entry: "main.py",
		imp: "from tools.fx.trusted.effects import log", mod: "tools.fx.trusted.effects", cpython: true},
	{name: "the reference's layout (namespace packages above the root)",
		trusted: "tools/fx/trusted", entry: "cases/main.py",
		imp: "from tools.fx.trusted.effects import log", mod: "tools.fx.trusted.effects", cpython: true},
	{name: "a module in the entry's directory hides the package",
		files:   map[string]string{"tools/__init__.py": "", "tools/fx/__init__.py": "", "prog/tools.py": "X = 1\n"},
		trusted: "tools/fx/trusted", entry: "prog/main.py",
		imp: "from tools.fx.trusted.effects import log", mod: "tools.fx.trusted.effects", refuse: 1},
	{name: "a regular package in the entry's directory hides it",
		files:   map[string]string{"tools/__init__.py": "", "tools/fx/__init__.py": "", "prog/tools/__init__.py": ""},
		trusted: "tools/fx/trusted", entry: "prog/main.py",
		imp: "import tools.fx.trusted.effects", mod: "tools.fx.trusted.effects", refuse: 8},
	{name: "a module of an earlier import root hides it",
		files:   map[string]string{"tools/__init__.py": "", "tools/fx/__init__.py": "", "lib/tools.py": ""},
		trusted: "tools/fx/trusted", entry: "prog/main.py", roots: []string{"lib", "."},
		imp: "from tools.fx.trusted.effects import log", mod: "tools.fx.trusted.effects", refuse: 1},
	{name: "a submodule imported by from-import is hidden",
		files:   map[string]string{"tools/__init__.py": "", "tools/fx/__init__.py": "", "prog/tools.py": ""},
		trusted: "tools/fx/trusted", entry: "prog/main.py",
		imp: "from tools.fx.trusted import effects", mod: "tools.fx.trusted.effects", refuse: 30},
	{name: "CPython imports the file under another name than clauz3's",
		files:   map[string]string{"project/tools/__init__.py": "", "project/tools/fx/__init__.py": ""},
		trusted: "project/tools/fx/trusted", entry: "project/main.py",
		imp: "from tools.fx.trusted.effects import log", mod: "tools.fx.trusted.effects", refuse: 1, cpython: true},
	{name: "the same layout with the entry's directory as the first import root",
		files:   map[string]string{"project/tools/__init__.py": "", "project/tools/fx/__init__.py": ""},
		trusted: "project/tools/fx/trusted", entry: "project/main.py", roots: []string{"project", "."},
		imp: "from tools.fx.trusted.effects import log", mod: "tools.fx.trusted.effects", cpython: true},
	{name: "a trusted module imports a hidden trusted module",
		files: map[string]string{"tools/__init__.py": "", "tools/fx/__init__.py": "", "prog/other.py": "",
			"tools/fx/trusted/effects.py": "import other.trusted.helpers\n\n\ndef log(msg: str) -> None:\n    pass\n",
			"other/trusted/helpers.py":    ""},
		trusted: "tools/fx/trusted", more: []string{"other/trusted"}, entry: "prog/main.py",
		imp: "from tools.fx.trusted.effects import log", mod: "tools.fx.trusted.effects", refuse: 8, at: "tools/fx/trusted/effects.py"},
	{name: "a hidden trusted module the program does not import",
		files:   map[string]string{"tools/__init__.py": "", "tools/fx/__init__.py": "", "prog/tools.py": ""},
		trusted: "tools/fx/trusted", entry: "prog/main.py",
		imp: "import json", mod: "json"},
}

// TestTrustedModuleNames: Load refuses (exit 2, at the import) a program
// that imports a trusted module by the name clauz3 gives it when CPython,
// running the entry as a script with the import roots on PYTHONPATH,
// would import another file under that name or none, or the trusted file
// under another name; it accepts the layouts where CPython imports the
// trusted file under clauz3's name. CPython is run on each layout to
// confirm it.
func TestTrustedModuleNames(t *testing.T) {
	py, err := exec.LookPath("python3")
	if err != nil {
		t.Skip("python3 not found")
	}
	for _, c := range trustedCases {
		t.Run(c.name, func(t *testing.T) {
			dir := t.TempDir()
			files := map[string]string{c.trusted + "/effects.py": "def log(msg: str) -> None:\n    pass\n"}
			for k, v := range c.files { // may replace effects.py
				files[k] = v
			}
			files[c.entry] = c.imp + "\n\n\ndef main() -> None:\n    pass\n"
			write(t, dir, files)
			effects := filepath.Join(dir, c.trusted, "effects.py")

			// CPython: which file it imports under c.mod
			roots := []string{dir, filepath.Join(dir, filepath.Dir(c.entry))}
			if c.roots != nil {
				roots = nil
				for _, r := range c.roots {
					roots = append(roots, filepath.Join(dir, r))
				}
			}
			script := "import json, sys\ntry:\n    " + c.imp + "\n    print(json.dumps(getattr(sys.modules.get(" + pyQuote(c.mod) + "), '__file__', '')))\nexcept Exception as e:\n    print(json.dumps('ERR:' + type(e).__name__))\n"
			os.WriteFile(filepath.Join(dir, c.entry), []byte(script+"\n\ndef main() -> None:\n    pass\n"), 0o644)
			cmd := exec.Command(py, "-B", c.entry)
			cmd.Dir = dir
			cmd.Env = append(os.Environ(), "PYTHONPATH="+strings.Join(roots, string(os.PathListSeparator)), "PYTHONDONTWRITEBYTECODE=1")
			out, err := cmd.Output()
			if err != nil {
				t.Fatalf("python3: %v\n%s", err, out)
			}
			var file string
			if err := json.Unmarshal(out, &file); err != nil {
				t.Fatalf("python3 printed %q", out)
			}
			if got := file == effects; got != c.cpython && c.mod != "json" {
				t.Fatalf("CPython imports %s from %q; the case says it imports the trusted module: %v", c.mod, file, c.cpython)
			}
			write(t, dir, map[string]string{c.entry: c.imp + "\n\n\ndef main() -> None:\n    pass\n"})

			doc, err := Load(Config{Entry: c.entry, TrustedRoots: append([]string{c.trusted}, c.more...), ImportRoots: c.roots, Dir: dir, Parse: goParse(t)})
			if c.refuse == 0 {
				if err != nil {
					t.Fatalf("Load: %v", err)
				}
				for _, m := range doc.Modules {
					if m.Role == "trusted" && m.Path == c.trusted+"/effects.py" && c.mod != "json" && m.Name != c.mod {
						t.Errorf("the trusted module is named %s, CPython imports it as %s", m.Name, c.mod)
					}
				}
				return
			}
			var list diag.List
			if !errors.As(err, &list) || len(list) != 1 || list[0].Code != CodeTrustedNotImported || diag.ExitCode(err) != diag.ExitBadInput {
				t.Fatalf("Load: %v; want a refusal [%s] (exit 2)", err, CodeTrustedNotImported)
			}
			d := list[0]
			at := c.entry
			if c.at != "" {
				at = c.at
			}
			if d.Span.File != at || d.Span.Line != 1 || d.Span.Col != c.refuse {
				t.Errorf("refused at %s, want %s:1:%d", d.Span, at, c.refuse)
			}
			t.Logf("refused: %v", err)
		})
	}
}

func pyQuote(s string) string { b, _ := json.Marshal(s); return string(b) }

// TestMaxFiles: a program that needs more files than MaxFiles is refused
// (exit 2) at the place that needs one more, never loaded in part.
func TestMaxFiles(t *testing.T) {
	if DefaultMaxFiles != 10000 {
		t.Errorf("DefaultMaxFiles = %d", DefaultMaxFiles)
	}
	dir := t.TempDir()
	write(t, dir, map[string]string{
		"main.py": "import a\nimport b\nimport c\n",
		"a.py":    "", "b.py": "", "c.py": "",
		"fx/trusted/t1.py": "", "fx/trusted/t2.py": "",
	})
	for _, c := range []struct {
		max     int
		trusted []string
		at      string // file:line of the refusal, "" for none
	}{
		{max: 4},
		{max: 0}, // the default
		{max: 3, at: "main.py:3"},
		{max: 1, at: "main.py:1"},
		{max: 5, trusted: []string{"fx/trusted"}, at: "main.py:3"},
		{max: 2, trusted: []string{"fx/trusted"}, at: "fx/trusted/t2.py:0"},
		{max: 6, trusted: []string{"fx/trusted"}},
	} {
		_, err := Load(Config{Entry: "main.py", TrustedRoots: c.trusted, Dir: dir, Parse: goParse(t), MaxFiles: c.max})
		if c.at == "" {
			if err != nil {
				t.Errorf("max %d: %v", c.max, err)
			}
			continue
		}
		var list diag.List
		if !errors.As(err, &list) || len(list) != 1 || list[0].Code != CodeTooManyFiles || diag.ExitCode(err) != diag.ExitBadInput {
			t.Errorf("max %d: %v; want a refusal [%s]", c.max, err, CodeTooManyFiles)
			continue
		}
		d := list[0]
		if got := d.Span.File + ":" + strconv.Itoa(d.Span.Line); got != c.at {
			t.Errorf("max %d: refused at %s, want %s", c.max, got, c.at)
		}
	}
}
