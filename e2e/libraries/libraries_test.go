// Package libraries_test runs the effect bodies of the standard libraries
// under libraries/ for real (bodies.py, under the project's .venv/bin/python,
// where make deps installs deal and the reference's clauz3 runtime package):
// files in a temporary directory, a temporary SQLite database, git in a
// temporary repository with a push to a local bare one, rsync between two
// temporary directories, and local stand-ins for what must not be reached
// from a test (a fake gh and gog on PATH, a local HTTP server).
package libraries_test

import (
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"testing"

	// This package has no goldens; the import makes it accept the suite's
	// -update switch, so that go test ./... -update runs here too.
	_ "clauz3/internal/golden"
)

func repo() string {
	_, file, _, _ := runtime.Caller(0)
	return filepath.Dir(filepath.Dir(filepath.Dir(file)))
}

// minChecks is, per library, the number of checks bodies.py makes: a
// library whose checks were skipped or removed shows up here.
var minChecks = map[string]int{
	"db": 9, "env": 4, "filesystem": 15, "gh": 16, "git": 23,
	"gmail": 5, "rsync": 7, "web_fetch": 6, "web_search": 3,
}

func TestBodies(t *testing.T) {
	py := filepath.Join(repo(), ".venv", "bin", "python")
	if _, err := os.Stat(py); err != nil {
		t.Skip("no .venv: run make deps")
	}
	for _, tool := range []string{"git", "rsync"} {
		if _, err := exec.LookPath(tool); err != nil {
			t.Fatalf("%s is not installed (make deps installs it): %v", tool, err)
		}
	}
	work := t.TempDir()
	cmd := exec.Command(py, filepath.Join(repo(), "e2e", "libraries", "bodies.py"), filepath.Join(repo(), "libraries"), work)
	cmd.Env = append(os.Environ(), "PYTHONDONTWRITEBYTECODE=1")
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("bodies.py: %v\n%s", err, out)
	}
	got := map[string]int{}
	for _, line := range strings.Split(strings.TrimSpace(string(out)), "\n") {
		f := strings.Fields(line)
		if len(f) == 3 && f[0] == "PASS" {
			n, _ := strconv.Atoi(f[2])
			got[f[1]] = n
		}
	}
	for lib, want := range minChecks {
		if got[lib] < want {
			t.Errorf("%s: %d checks passed, want %d\n%s", lib, got[lib], want, out)
		}
	}
	// The real things happened in work: the database and the pushed
	// repository are there.
	for _, f := range []string{"app.db", "remote.git/HEAD", "dst/d/f.txt"} {
		if _, err := os.Stat(filepath.Join(work, f)); err != nil {
			t.Errorf("%v", err)
		}
	}
	t.Logf("%s", out)
}
