package e2e

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// TestZ3MemoryBound proves a program on which Z3 runs out of memory
// (D14 in pkg/difftest/testdata/disagreements.md: chained float
// divisions) with Z3's memory bounded low (CLAUZ3_Z3_MEMORY_MB): the
// obligation is unknown and prove exits 1, never an internal error (it
// was exit 3, or a process growing past 6 GiB without a bound).
func TestZ3MemoryBound(t *testing.T) {
	dir := t.TempDir()
	layer := filepath.Join(repo(), "pkg", "difftest", "testdata", "layer", "fx")
	if err := exec.Command("cp", "-r", layer, dir).Run(); err != nil {
		t.Fatal(err)
	}
	// The precondition keeps the divisions from being refuted by
	// evaluation (x = z = 0.0 divides by zero): Z3 decides them.
	prog := `import deal

from fx.trusted.effects import get_float, log_float


@deal.pre(lambda x, y, z: x != 0 and z != 0)
def main(x: float, y: float, z: float) -> None:
    for i in range(4):
        y /= (get_float("t") * (x / z))
    log_float("y", y)
`
	if err := os.WriteFile(filepath.Join(dir, "m.py"), []byte(prog), 0o644); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(filepath.Join(binDir, "clauz3"), "prove", "m.py", "--trusted-root", "fx/trusted", "--format", "line")
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "CLAUZ3_Z3_MEMORY_MB=300")
	out, err := cmd.CombinedOutput()
	code := 0
	if ee, ok := err.(*exec.ExitError); ok {
		code = ee.ExitCode()
	} else if err != nil {
		t.Fatal(err)
	}
	if code != 1 || !strings.Contains(string(out), "unknown") {
		t.Errorf("exit %d, want 1 with an unknown obligation:\n%s", code, out)
	}
}
