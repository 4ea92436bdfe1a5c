package runtime_test

import (
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"testing"
)

// libraryNames are the nine libraries of the 0.2 layout, ours
// (libraries/<name>) and the reference's (its wheel's stdlib/<name>).
var (
	ourLibraries       = []string{"db", "env", "filesystem", "gh", "git", "gmail", "rsync", "web_fetch", "web_search"}
	referenceLibraries = []string{"db", "env", "filesystem", "gh", "git", "google_workspace", "rsync", "web_fetch", "web_search"}
)

// unbrokenReference lists the reference's _fail cases that no CPython run
// can break, with the reason. Its prover refuses them for a reason a
// concrete run does not have; ours proves them.
var unbrokenReference = map[string]string{
	"google_workspace/tests/cases/dry_run_only_default_fail.py": "send_email's dry_run defaults to True, so every run previews; the reference fails closed because its facts leave defaults out",
}

// libraryRoots returns the roots <dir>/<name> of names, failing the test
// when one has no tests/cases.
func libraryRoots(t *testing.T, dir string, names []string) []string {
	var rs []string
	for _, n := range names {
		r := filepath.Join(dir, n)
		cs := caseFiles(r)
		if len(cs) == 0 {
			t.Fatalf("%s: no tests/cases/*.py", r)
		}
		for _, c := range cs {
			if k := kind(c); k != "pass" && k != "fail" {
				t.Errorf("%s: a library case is named *_pass.py or *_fail.py", c)
			}
		}
		rs = append(rs, r)
	}
	got, _ := filepath.Glob(filepath.Join(dir, "*", "tests", "cases"))
	if len(got) != len(names) {
		t.Errorf("%s holds %d libraries with cases, want %d (%v)", dir, len(got), len(names), names)
	}
	return rs
}

// referenceStdlib is the reference's stdlib directory in .venv, or "".
func referenceStdlib(t *testing.T) string {
	m, _ := filepath.Glob(filepath.Join(repo(t), ".venv", "lib", "python3*", "site-packages", "clauz3", "stdlib"))
	sort.Strings(m)
	if len(m) == 0 {
		return ""
	}
	return m[len(m)-1]
}

// TestOurLibrariesUnderRuntime runs every case of libraries/* under
// CPython with runtime/clauz3 (trusted calls recorded, each guarantee
// checked on what was recorded) and compares with the prover, as
// TestRuntimeAgreesWithProver does for examples and layers. Every _fail
// case must break on some run.
func TestOurLibrariesUnderRuntime(t *testing.T) {
	rs := libraryRoots(t, filepath.Join(repo(t), "libraries"), ourLibraries)
	n := agreement(t, rs, nil, nil, 300, true)
	if n.cases < 200 {
		t.Errorf("only %d cases ran", n.cases)
	}
	if n.oracle && n.compared < n.cases {
		t.Errorf("the reference's oracle compared only %d verdicts over %d cases", n.compared, n.cases)
	}
}

// TestReferenceLibrariesUnderRuntime does the same for the reference's
// nine libraries, as installed in .venv (clauz3==0.2.1): their trusted
// layers and cases run unchanged with runtime/clauz3 first on sys.path.
func TestReferenceLibrariesUnderRuntime(t *testing.T) {
	dir := referenceStdlib(t)
	if dir == "" {
		t.Skip("the reference (clauz3 0.2.1) is not installed in .venv")
	}
	if _, err := os.Stat(filepath.Join(dir, "..", "__init__.py")); err != nil {
		t.Fatalf("%s is not inside the reference's package: %v", dir, err)
	}
	rs := libraryRoots(t, dir, referenceLibraries)
	unbroken := map[string]string{}
	for rel, why := range unbrokenReference {
		full := filepath.Join(dir, rel)
		r, _ := filepath.Rel(repo(t), full)
		unbroken[r] = why
	}
	n := agreement(t, rs, nil, unbroken, 300, true)
	if n.cases < 200 {
		t.Errorf("only %d cases ran", n.cases)
	}
	if n.oracle && n.compared < n.cases {
		t.Errorf("the reference's oracle compared only %d verdicts over %d cases", n.compared, n.cases)
	}
}

// TestLibraryBodiesUnderRuntime runs the effect bodies of our nine
// libraries for real, as e2e/libraries does with the reference's package
// (its bodies.py, unchanged: temporary files, SQLite, git, rsync, and
// stand-ins for gh, gog and the web), but with runtime/clauz3 first: so
// @clauz3.requires and @clauz3.ensures are enforced by our package at
// every real call, and the libraries need nothing of the reference's.
func TestLibraryBodiesUnderRuntime(t *testing.T) {
	for _, tool := range []string{"git", "rsync"} {
		if _, err := exec.LookPath(tool); err != nil {
			t.Skipf("%s is not installed: %v", tool, err)
		}
	}
	top := repo(t)
	bodies := filepath.Join(top, "e2e", "libraries", "bodies.py")
	if _, err := os.Stat(bodies); err != nil {
		t.Skipf("no e2e/libraries/bodies.py: %v", err)
	}
	rt := filepath.Join(top, "runtime")
	script := `import sys, runpy
import clauz3
if not clauz3.__file__.startswith(sys.argv[1] + "/"):
    raise SystemExit("clauz3 is " + clauz3.__file__ + ", not runtime/clauz3")
sys.argv = sys.argv[2:]
runpy.run_path(sys.argv[0], run_name="__main__")
`
	cmd := exec.Command(python(t), "-c", script, rt, bodies, filepath.Join(top, "libraries"), t.TempDir())
	cmd.Env = append(os.Environ(), "PYTHONDONTWRITEBYTECODE=1", "PYTHONPATH="+rt)
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("bodies.py under runtime/clauz3: %v\n%s", err, out)
	}
	passed := map[string]bool{}
	for _, line := range strings.Split(strings.TrimSpace(string(out)), "\n") {
		if f := strings.Fields(line); len(f) == 3 && f[0] == "PASS" {
			passed[f[1]] = true
		}
	}
	for _, l := range ourLibraries {
		if !passed[l] {
			t.Errorf("%s: its bodies did not pass under runtime/clauz3\n%s", l, out)
		}
	}
	t.Logf("%s", out)
}

// TestReferenceEffectTestsUnderRuntime runs the reference's own unit tests
// of its effect bodies (stdlib/*/tests/test_effects.py, every subprocess
// mocked) with runtime/clauz3 first, unchanged: the reference's trusted
// layers run on our package as they do on theirs. (test_descriptions.py
// is left out: it tests the reference's installer and catalogue, not
// what a layer imports.)
func TestReferenceEffectTestsUnderRuntime(t *testing.T) {
	dir := referenceStdlib(t)
	if dir == "" {
		t.Skip("the reference (clauz3 0.2.1) is not installed in .venv")
	}
	tests, _ := filepath.Glob(filepath.Join(dir, "*", "tests", "test_effects.py"))
	if len(tests) == 0 {
		t.Skip("the reference ships no test_effects.py")
	}
	rt := filepath.Join(repo(t), "runtime")
	script := `import sys, unittest, importlib.util
import clauz3
if not clauz3.__file__.startswith(sys.argv[1] + "/"):
    raise SystemExit("clauz3 is " + clauz3.__file__ + ", not runtime/clauz3")
suite = unittest.TestSuite()
for i, path in enumerate(sys.argv[2:]):
    spec = importlib.util.spec_from_file_location(f"_reference_test_{i}", path)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    suite.addTests(unittest.defaultTestLoader.loadTestsFromModule(mod))
result = unittest.TextTestRunner(stream=sys.stdout, verbosity=2).run(suite)
print("RAN", result.testsRun)
sys.exit(0 if result.wasSuccessful() and result.testsRun > 0 else 1)
`
	cmd := exec.Command(python(t), append([]string{"-c", script, rt}, tests...)...)
	cmd.Dir = t.TempDir()
	cmd.Env = append(os.Environ(), "PYTHONDONTWRITEBYTECODE=1", "PYTHONPATH="+rt)
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("the reference's effect tests under runtime/clauz3: %v\n%s", err, out)
	}
	t.Logf("%s", out)
}
