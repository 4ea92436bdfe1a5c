package golden

import (
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// ownUpdateFlag matches a test file that defines -update itself.
var ownUpdateFlag = regexp.MustCompile(`flag\.Bool\("update"`)

// TestEveryPackageAcceptsUpdate keeps `go test ./... -update` working: a
// test binary that does not define -update exits with "flag provided but
// not defined", so every package with tests must link this package (which
// defines it once) through one of its test files. A package that still
// defines the flag itself (the former update_flag_test.go) is accepted
// and named in the log; it must not also import this package, or its
// test binary panics on the flag defined twice.
func TestEveryPackageAcceptsUpdate(t *testing.T) {
	if testing.Short() {
		t.Skip("runs go list")
	}
	cmd := exec.Command("go", "list", "-e", "-f",
		"{{.ImportPath}}|{{.Dir}}|{{join .TestGoFiles \",\"}},{{join .XTestGoFiles \",\"}}|{{join .TestImports \",\"}},{{join .XTestImports \",\"}}", "./...")
	cmd.Dir = Root()
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("go list: %v", err)
	}
	const self = "clauz3/internal/golden"
	n := 0
	for _, line := range strings.Split(strings.TrimSpace(string(out)), "\n") {
		f := strings.Split(line, "|")
		if len(f) != 4 {
			t.Fatalf("go list printed %q", line)
		}
		pkg, dir, files, imports := f[0], f[1], strings.Trim(f[2], ","), ","+f[3]+","
		if files == "" || pkg == self {
			continue
		}
		n++
		if strings.Contains(imports, ","+self+",") {
			continue
		}
		own := ""
		for _, name := range strings.Split(files, ",") {
			if src, err := os.ReadFile(filepath.Join(dir, name)); err == nil && ownUpdateFlag.Match(src) {
				own = name
			}
		}
		if own != "" {
			t.Logf("%s defines -update itself in %s: import %s in a test file instead", pkg, own, self)
			continue
		}
		t.Errorf("%s has tests but none imports %s, so go test ./... -update fails there: "+
			"add the blank import _ %q to one of its test files", pkg, self, self)
	}
	if n < 10 {
		t.Fatalf("only %d packages with tests found: go list is not listing the module", n)
	}
}
