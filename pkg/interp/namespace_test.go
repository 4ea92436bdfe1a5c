package interp_test

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"clauz3/pkg/diag"
	"clauz3/pkg/interp"
	"clauz3/pkg/load"
	"clauz3/pkg/python/parser"
)

// nsEffects is a trusted module whose function, run by CPython, prints
// the call as the interpreter's Trusted hook below records it.
const nsEffects = "def send(x: str) -> None:\n    print('CALL ' + __name__ + '.send ' + x)\n"

// nsDriver runs the entry (argv[1]) as clauz3 run does, with sys.path
// the given directories (argv[2:]) before the standard ones: the module
// is executed, then main() is called; an exception that escapes is
// printed as RAISE and its class.
const nsDriver = `import sys
entry, path = sys.argv[1], sys.argv[2:]
sys.path[0:0] = path
ns = {"__name__": "main", "__file__": entry}
try:
    exec(compile(open(entry).read(), entry, "exec"), ns)
    ns["main"]()
except BaseException as e:
    print("RAISE", type(e).__name__)
`

// TestNamespacePackages runs programs importing through namespace
// packages (PEP 420: a directory without __init__.py) under this
// interpreter and under CPython, with the same search path (the entry's
// directory proj, then lib): both must make the same trusted calls
// (qualified by the module that defines them), print the same and raise
// the same exception class. The layouts are clauz3 install's (tools/
// without __init__.py), portions of one namespace package in two
// directories of the path, and the path finder's precedence: a regular
// package or a module earlier on the path hides a namespace portion
// later, and a regular package later wins over a namespace portion
// earlier. A layout where CPython cannot import the trusted module the
// program names is refused by load (trusted-module-not-imported), not run.
func TestNamespacePackages(t *testing.T) {
	if testing.Short() {
		t.Skip("runs CPython")
	}
	py := python(t)
	lib := map[string]string{
		"lib/tools/mail/__init__.py":         "",
		"lib/tools/mail/trusted/__init__.py": "",
		"lib/tools/mail/trusted/effects.py":  nsEffects,
	}
	mailRoot := []string{"lib/tools/mail/trusted"}
	with := func(base map[string]string, extra ...string) map[string]string {
		out := map[string]string{}
		for k, v := range base {
			out[k] = v
		}
		for i := 0; i+1 < len(extra); i += 2 {
			if extra[i+1] == "<delete>" {
				delete(out, extra[i])
			} else {
				out[extra[i]] = extra[i+1]
			}
		}
		return out
	}
	cases := []struct {
		name    string
		files   map[string]string
		trusted []string
		main    string
		want    string
		// refused: load refuses the program with this code (CPython
		// cannot import the trusted module it names)
		refused string
	}{
		{
			name: "install's layout: tools/ without __init__.py", files: lib, trusted: mailRoot,
			main: "import tools.mail.trusted.effects\n" +
				"import tools.mail.trusted.effects as fx2\n" +
				"from tools.mail.trusted.effects import send\n" +
				"from tools.mail.trusted import effects as fx\n\n\n" +
				"def main():\n" +
				"    send('a')\n" +
				"    tools.mail.trusted.effects.send('b')\n" +
				"    fx.send('c')\n" +
				"    fx2.send('d')\n" +
				"    print(tools.__name__, tools.mail.__name__, fx.__name__)\n",
			want: "CALL tools.mail.trusted.effects.send a\nCALL tools.mail.trusted.effects.send b\n" +
				"CALL tools.mail.trusted.effects.send c\nCALL tools.mail.trusted.effects.send d\n" +
				"tools tools.mail tools.mail.trusted.effects\n",
		},
		{
			name: "nested namespace packages, imported by from", files: with(lib, "lib/tools/mail/__init__.py", "<delete>"), trusted: mailRoot,
			main: "import tools.mail.trusted.effects\n" +
				"from tools import mail\n" +
				"from tools.mail import trusted\n\n\n" +
				"def main():\n" +
				"    mail.trusted.effects.send('a')\n" +
				"    trusted.effects.send('b')\n" +
				"    print(mail.__name__, trusted.__name__)\n",
			want: "CALL tools.mail.trusted.effects.send a\nCALL tools.mail.trusted.effects.send b\ntools.mail tools.mail.trusted\n",
		},
		{
			name: "portions in two path entries are one package",
			files: with(lib, "proj/tools/local/trusted/__init__.py", "",
				"proj/tools/local/trusted/effects.py", nsEffects),
			trusted: []string{"proj/tools/local/trusted", "lib/tools/mail/trusted"},
			main: "import tools.local.trusted.effects\n" +
				"import tools.mail.trusted.effects\n\n\n" +
				"def main():\n" +
				"    tools.local.trusted.effects.send('a')\n" +
				"    tools.mail.trusted.effects.send('b')\n",
			want: "CALL tools.local.trusted.effects.send a\nCALL tools.mail.trusted.effects.send b\n",
		},
		{
			name: "a submodule not imported is no attribute of the namespace package",
			files: with(lib, "proj/tools/local/trusted/__init__.py", "",
				"proj/tools/local/trusted/effects.py", nsEffects),
			trusted: []string{"proj/tools/local/trusted", "lib/tools/mail/trusted"},
			main: "import tools.mail.trusted.effects\n\n\n" +
				"def main():\n" +
				"    tools.mail.trusted.effects.send('a')\n" +
				"    tools.local.trusted.effects.send('b')\n",
			want: "CALL tools.mail.trusted.effects.send a\nRAISE AttributeError\n",
		},
		{
			name:  "a regular package earlier on the path hides the namespace portion",
			files: with(lib, "proj/tools/__init__.py", ""), trusted: mailRoot,
			main: "from tools.mail.trusted.effects import send\n\n\n" +
				"def main():\n" +
				"    send('a')\n",
			want:    "RAISE ModuleNotFoundError\n",
			refused: load.CodeTrustedNotImported,
		},
		{
			name:  "a module earlier on the path hides the namespace portion",
			files: with(lib, "proj/tools.py", "X = 1\n"), trusted: mailRoot,
			main: "import tools.mail.trusted.effects\n\n\n" +
				"def main():\n" +
				"    tools.mail.trusted.effects.send('a')\n",
			want:    "RAISE ModuleNotFoundError\n",
			refused: load.CodeTrustedNotImported,
		},
		{
			name: "a regular package later on the path wins over an earlier namespace portion",
			files: with(lib, "lib/tools/__init__.py", "",
				"proj/tools/local/helper.py", "def f():\n    return 1\n"),
			trusted: mailRoot,
			main: "from tools.mail.trusted.effects import send\n\n\n" +
				"def main():\n" +
				"    send('a')\n" +
				"    import tools.local.helper\n",
			want: "CALL tools.mail.trusted.effects.send a\nRAISE ModuleNotFoundError\n",
		},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			root := t.TempDir()
			files := with(c.files, "proj/main.py", c.main)
			for name, text := range files {
				p := filepath.Join(root, filepath.FromSlash(name))
				if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
					t.Fatal(err)
				}
				if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			proj, libDir := filepath.Join(root, "proj"), filepath.Join(root, "lib")
			var trusted []string
			for _, r := range c.trusted {
				trusted = append(trusted, filepath.Join(root, filepath.FromSlash(r)))
			}
			cmd := exec.Command(py, "-I", "-B", "-c", nsDriver, filepath.Join(proj, "main.py"), proj, libDir)
			cmd.Dir = proj
			out, err := cmd.CombinedOutput()
			if err != nil {
				t.Fatalf("CPython: %v\n%s", err, out)
			}
			if string(out) != c.want {
				t.Errorf("CPython printed\n%s\nthe case expects\n%s", out, c.want)
			}
			doc, err := load.Load(load.Config{Entry: "main.py", Dir: proj, TrustedRoots: trusted,
				ImportRoots: []string{proj, libDir}, Parse: parser.ParseFile})
			if c.refused != "" {
				var list diag.List
				if !errors.As(err, &list) || list[0].Code != c.refused {
					t.Fatalf("load: %v; want a refusal [%s]", err, c.refused)
				}
				return
			}
			if err != nil {
				t.Fatalf("load: %v", err)
			}
			var ours bytes.Buffer
			_, err = interp.Run(interp.Config{Doc: doc, Stdout: &ours, Trusted: func(call *interp.Call) (interp.Value, error) {
				arg, _ := call.Args[0].(string)
				fmt.Fprintf(&ours, "CALL %s %s\n", call.Qualname(), arg)
				return interp.None, nil
			}})
			var pe *interp.Error
			switch {
			case errors.As(err, &pe):
				fmt.Fprintf(&ours, "RAISE %s\n", pe.Class)
			case err != nil:
				t.Fatalf("interp: %v", err)
			}
			if ours.String() != string(out) {
				t.Errorf("the interpreter:\n%s\nCPython:\n%s", ours.String(), out)
			}
		})
	}
}
