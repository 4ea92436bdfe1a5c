package e2e

import (
	"path/filepath"
	"strings"
	"testing"
)

// TestRunReplaysByDefault: clauz3 run refuses a program that is not
// proved, and the proof it shows says that the counterexample was run
// under CPython and reproduced; --replay=false does not run it; a
// missing CPython is a message on stderr, not a failure of the run.
func TestRunReplaysByDefault(t *testing.T) {
	dir := filepath.Join(repo(), "examples", "email")
	args := []string{"run", "--trusted-root", "tools/email/trusted", "cases/directory_fail.py"}
	const confirmed = "confirmed by running the program"
	// No approval service is configured: a refused program never asks.
	noService := []string{"CLAUZ3_APPROVAL_SERVICE=", "CLAUZ3_APPROVAL_URL="}

	r := run(t, dir, nil, noService, "clauz3", args...)
	if r.code != 1 || !strings.Contains(string(r.stdout), confirmed) {
		t.Errorf("run: exit %d, want 1 and %q in the proof\nstdout:\n%s\nstderr:\n%s", r.code, confirmed, r.stdout, r.stderr)
	}

	off := append([]string{"run", "--replay=false"}, args[1:]...)
	r = run(t, dir, nil, noService, "clauz3", off...)
	if r.code != 1 || strings.Contains(string(r.stdout), confirmed) {
		t.Errorf("run --replay=false: exit %d, want 1 and no replay\nstdout:\n%s", r.code, r.stdout)
	}

	missing := append([]string{"CLAUZ3_PYTHON=" + filepath.Join(t.TempDir(), "python3")}, noService...)
	r = run(t, dir, nil, missing, "clauz3", args...)
	if r.code != 1 || strings.Contains(string(r.stdout), confirmed) ||
		!strings.Contains(string(r.stderr), "were not run under CPython") {
		t.Errorf("run without CPython: exit %d, want 1, no confirmation and a notice\nstdout:\n%s\nstderr:\n%s", r.code, r.stdout, r.stderr)
	}
	if !strings.Contains(string(r.stdout), "can fail [guarantee]") {
		t.Errorf("run without CPython does not show the refutation:\n%s", r.stdout)
	}
}
