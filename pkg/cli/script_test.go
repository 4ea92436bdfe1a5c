package cli

import (
	"errors"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"testing"

	"github.com/rogpeppe/go-internal/testscript"
)

// scriptBin is the directory TestMain builds the real binaries into.
var scriptBin string

func TestMain(m *testing.M) {
	flag.Parse()
	code := func() int {
		if !testing.Short() {
			dir, err := os.MkdirTemp("", "clauz3-script")
			if err != nil {
				fmt.Fprintln(os.Stderr, err)
				return 2
			}
			defer os.RemoveAll(dir)
			cmd := exec.Command("go", "build", "-o", dir+string(filepath.Separator),
				"clauz3/cmd/parse", "clauz3/cmd/lower", "clauz3/cmd/solve", "clauz3/cmd/explain", "clauz3/cmd/clauz3")
			cmd.Stdout, cmd.Stderr = os.Stderr, os.Stderr
			if err := cmd.Run(); err != nil {
				fmt.Fprintln(os.Stderr, "building the binaries:", err)
				return 2
			}
			scriptBin = dir
		}
		return m.Run()
	}()
	os.Exit(code)
}

// TestScripts runs the CLI scripts of testdata/script against the real
// binaries: what a person sees on stdout and stderr, and the exit codes.
// `go test ./pkg/cli -run TestScripts -update` rewrites the expected
// files a failing cmp compares against.
func TestScripts(t *testing.T) {
	if scriptBin == "" {
		t.Skip("-short: the binaries were not built")
	}
	update := false
	if f := flag.Lookup("update"); f != nil {
		update, _ = strconv.ParseBool(f.Value.String())
	}
	testscript.Run(t, testscript.Params{
		Dir:                 filepath.Join("..", "..", "testdata", "script"),
		UpdateScripts:       update,
		RequireExplicitExec: true,
		RequireUniqueNames:  true,
		Setup: func(env *testscript.Env) error {
			env.Setenv("PATH", scriptBin+string(os.PathListSeparator)+env.Getenv("PATH"))
			env.Setenv("CLAUZ3_TRACE", "")
			env.Setenv("CLAUZ3_TEST_ICE", "")
			return nil
		},
		Cmds: scriptCmds,
	})
}

// scriptCmds are the commands the scripts may use besides testscript's
// own; a platform-specific file may add one ("pty", Linux only).
var scriptCmds = map[string]func(ts *testscript.TestScript, neg bool, args []string){
	"code": cmdCode,
}

// cmdCode is the script command "code N PROG ARGS...": it runs PROG as
// exec does (its stdout and stderr can be checked next) and fails unless
// PROG exits with status N.
func cmdCode(ts *testscript.TestScript, neg bool, args []string) {
	if neg {
		ts.Fatalf("unsupported: ! code")
	}
	if len(args) < 2 {
		ts.Fatalf("usage: code N PROG [ARGS...]")
	}
	want, err := strconv.Atoi(args[0])
	if err != nil {
		ts.Fatalf("code: %q is not an exit status", args[0])
	}
	got := 0
	if err := ts.Exec(args[1], args[2:]...); err != nil {
		var ee *exec.ExitError
		if !errors.As(err, &ee) {
			ts.Fatalf("code: %v", err)
		}
		got = ee.ExitCode()
	}
	if got != want {
		ts.Fatalf("%s exited with status %d, want %d", args[1], got, want)
	}
}
