//go:build linux

package cli

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"unsafe"

	"github.com/rogpeppe/go-internal/testscript"
)

// openPTY opens a pseudo-terminal pair with the kernel's ptmx interface
// (no library needed): the master, which the test reads, and the slave,
// which the program gets as its stdout.
func openPTY() (master, slave *os.File, err error) {
	m, err := os.OpenFile("/dev/ptmx", os.O_RDWR|syscall.O_NOCTTY, 0)
	if err != nil {
		return nil, nil, err
	}
	var unlock int32
	if _, _, e := syscall.Syscall(syscall.SYS_IOCTL, m.Fd(), syscall.TIOCSPTLCK, uintptr(unsafe.Pointer(&unlock))); e != 0 {
		m.Close()
		return nil, nil, fmt.Errorf("unlocking the pseudo-terminal: %w", e)
	}
	var n uint32
	if _, _, e := syscall.Syscall(syscall.SYS_IOCTL, m.Fd(), syscall.TIOCGPTN, uintptr(unsafe.Pointer(&n))); e != 0 {
		m.Close()
		return nil, nil, fmt.Errorf("numbering the pseudo-terminal: %w", e)
	}
	s, err := os.OpenFile("/dev/pts/"+strconv.Itoa(int(n)), os.O_RDWR|syscall.O_NOCTTY, 0)
	if err != nil {
		m.Close()
		return nil, nil, err
	}
	return m, s, nil
}

// cmdPTY is the script command "pty N FILE PROG ARGS...": it runs PROG
// with its stdout on a pseudo-terminal (stderr as exec gives it), writes
// what the terminal received to FILE (CR LF turned into LF), and fails
// unless PROG exits with status N.
func cmdPTY(ts *testscript.TestScript, neg bool, args []string) {
	if neg || len(args) < 3 {
		ts.Fatalf("usage: pty N FILE PROG [ARGS...]")
	}
	want, err := strconv.Atoi(args[0])
	if err != nil {
		ts.Fatalf("pty: %q is not an exit status", args[0])
	}
	m, s, err := openPTY()
	if err != nil {
		ts.Fatalf("pty: %v", err)
	}
	defer m.Close()
	path := ""
	for _, dir := range filepath.SplitList(ts.Getenv("PATH")) {
		if p := filepath.Join(dir, args[2]); fileExists(p) {
			path = p
			break
		}
	}
	if path == "" {
		ts.Fatalf("pty: %s not found in the script's PATH", args[2])
	}
	cmd := exec.Command(path, args[3:]...)
	cmd.Dir = ts.Getenv("WORK")
	for _, k := range []string{"PATH", "HOME", "NO_COLOR", "TERM", "CLAUZ3_TRACE", "CLAUZ3_TEST_ICE", "TMPDIR"} {
		cmd.Env = append(cmd.Env, k+"="+ts.Getenv(k))
	}
	var stderr bytes.Buffer
	cmd.Stdin, cmd.Stdout, cmd.Stderr = nil, s, &stderr
	if err := cmd.Start(); err != nil {
		s.Close()
		ts.Fatalf("pty: %v", err)
	}
	s.Close() // the child holds its own copy; EOF (EIO) comes when it exits
	var out bytes.Buffer
	done := make(chan struct{})
	go func() {
		io.Copy(&out, m) // ends with EIO once the slave is closed
		close(done)
	}()
	werr := cmd.Wait()
	<-done
	got := 0
	var ee *exec.ExitError
	if errors.As(werr, &ee) {
		got = ee.ExitCode()
	} else if werr != nil {
		ts.Fatalf("pty: %v", werr)
	}
	text := strings.ReplaceAll(out.String(), "\r\n", "\n")
	if err := os.WriteFile(ts.MkAbs(args[1]), []byte(text), 0o644); err != nil {
		ts.Fatalf("pty: %v", err)
	}
	if stderr.Len() > 0 {
		ts.Logf("[stderr]\n%s", stderr.String())
	}
	if got != want {
		ts.Fatalf("%s exited with status %d, want %d", args[2], got, want)
	}
}

func init() { scriptCmds["pty"] = cmdPTY }

func fileExists(p string) bool {
	fi, err := os.Stat(p)
	return err == nil && !fi.IsDir()
}
