package runtime_test

import (
	"os/exec"
	"path/filepath"
	"testing"
)

// TestRuntimePackage runs runtime/selftest.py: the runtime package's own
// checks (guarantee, each relation primitive, Row and ColumnRef, fluents,
// policies, the recorder), including that runtime/clauz3 shadows the
// reference installed in .venv.
func TestRuntimePackage(t *testing.T) {
	cmd := exec.Command(python(t), filepath.Join(repo(t), "runtime", "selftest.py"))
	cmd.Env = append(cmd.Environ(), "PYTHONDONTWRITEBYTECODE=1")
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("runtime/selftest.py: %v\n%s", err, out)
	}
	t.Logf("%s", out)
}
