package main

import (
	"bytes"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"clauz3/pkg/cli"
)

// clauz3Cmd runs `clauz3 ARGS` in process: exit code, stdout, stderr.
func clauz3Cmd(t *testing.T, args ...string) (int, string, string) {
	t.Helper()
	var stdout, stderr bytes.Buffer
	code := cli.Run("clauz3", &stderr, func() (int, error) { return run(args, &stdout) })
	return code, stdout.String(), stderr.String()
}

// reference returns the reference's python and its stdlib directory
// (clauz3 0.2.1 in .venv, installed by make deps).
func reference(t *testing.T) (python, stdlib string) {
	t.Helper()
	python, _ = filepath.Abs(filepath.Join("..", "..", ".venv", "bin", "python"))
	dirs, _ := filepath.Glob(filepath.Join("..", "..", ".venv", "lib", "python3*", "site-packages", "clauz3", "stdlib"))
	if _, err := os.Stat(python); err != nil || len(dirs) == 0 {
		t.Skip("the reference clauz3 0.2.1 is not installed in .venv (make deps)")
	}
	stdlib, _ = filepath.Abs(dirs[0])
	return python, stdlib
}

// TestLibrariesAndToolsAgreeWithReference: with the reference's own
// libraries as our bundled root, `clauz3 libraries` (text and json)
// lists what the reference lists (less its one remote registry entry,
// which we do not carry), before and after installing two libraries
// (with our install and with the reference's), and `clauz3 tools` prints
// the reference's lines for the installed layers.
func TestLibrariesAndToolsAgreeWithReference(t *testing.T) {
	python, stdlib := reference(t)
	t.Setenv("CLAUZ3_LIBRARIES", stdlib)
	t.Setenv("CLAUZ3_HOME", t.TempDir())
	ours, theirs := t.TempDir(), t.TempDir()
	ref := func(dir string, args ...string) string {
		cmd := exec.Command(python, append([]string{"-m", "clauz3"}, args...)...)
		cmd.Dir = dir
		out, err := cmd.Output()
		if err != nil {
			t.Fatalf("reference %v: %v", args, err)
		}
		return string(out)
	}
	withoutRemote := func(text string) string {
		var keep []string
		skip := false
		for _, l := range strings.Split(strings.TrimRight(text, "\n"), "\n") {
			if !strings.HasPrefix(l, " ") {
				skip = strings.HasPrefix(l, "gh:")
			}
			if !skip {
				keep = append(keep, l)
			}
		}
		return strings.Join(keep, "\n") + "\n"
	}
	compare := func(stage string) {
		t.Chdir(ours)
		code, text, errs := clauz3Cmd(t, "libraries")
		if code != 0 || errs != "" {
			t.Fatalf("%s: libraries: exit %d %s", stage, code, errs)
		}
		if want := withoutRemote(ref(theirs, "libraries")); text != want {
			t.Errorf("%s: libraries:\n%s\nreference:\n%s", stage, text, want)
		}
		_, js, _ := clauz3Cmd(t, "libraries", "--format", "json")
		var got, want []map[string]any
		json.Unmarshal([]byte(js), &got)
		json.Unmarshal([]byte(ref(theirs, "libraries", "--json")), &want)
		var wantLocal []map[string]any
		for _, r := range want {
			if !strings.HasPrefix(r["source"].(string), "gh:") {
				wantLocal = append(wantLocal, r)
			}
		}
		if len(got) == 0 || !reflect.DeepEqual(got, wantLocal) {
			t.Errorf("%s: libraries --format json differs from the reference's --json", stage)
		}
	}
	compare("nothing installed")
	for _, lib := range []string{"env", "google_workspace"} {
		t.Chdir(ours)
		if code, _, errs := clauz3Cmd(t, "install", lib); code != 0 {
			t.Fatalf("install %s: %s", lib, errs)
		}
		ref(theirs, "install", lib)
	}
	compare("env and google_workspace installed")
	t.Chdir(ours)
	code, text, _ := clauz3Cmd(t, "tools")
	if want := ref(theirs, "tools"); code != 0 || text != want || !strings.Contains(text, "effect env/trusted/effects.py:read_env(name)") {
		t.Errorf("tools:\n%s\nreference:\n%s", text, want)
	}
	// A query narrows the listing as the reference's does.
	_, text, _ = clauz3Cmd(t, "libraries", "gmail", "drafts")
	if want := withoutRemote(ref(theirs, "libraries", "gmail", "drafts")); text != want {
		t.Errorf("libraries gmail drafts:\n%s\nreference:\n%s", text, want)
	}
}

// TestLibraryCommandsUsage: usage errors exit 2 with the command's help
// named.
func TestLibraryCommandsUsage(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"libraries", "--format", "xml"}, `unknown format "xml" (want text or json)`},
		{[]string{"install"}, "expected exactly one SOURCE"},
		{[]string{"install", "x", "-g", "--into", "."}, "--into and -g/--global exclude each other"},
		{[]string{"tools", "--view", "all"}, `unknown view "all"`},
		{[]string{"test"}, "expected exactly one LIBRARY"},
		{[]string{"lint"}, "expected at least one FILE or directory"},
		{[]string{"lint", "no-such.py"}, "no-such.py: error: cannot read: no such file or directory"},
	} {
		code, _, errs := clauz3Cmd(t, c.args...)
		if code != 2 || !strings.Contains(errs, c.want) {
			t.Errorf("%v: exit %d %q, want 2 and %q", c.args, code, errs, c.want)
		}
	}
	for _, cmd := range []string{"libraries", "install", "tools", "test", "lint"} {
		code, out, _ := clauz3Cmd(t, cmd, "--help")
		if code != 0 || !strings.HasPrefix(out, "Usage: clauz3 "+cmd) {
			t.Errorf("%s --help: exit %d %q", cmd, code, out)
		}
	}
}
