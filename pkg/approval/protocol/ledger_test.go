package protocol

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
)

func TestLedgerConsume(t *testing.T) {
	l := &Ledger{Path: filepath.Join(t.TempDir(), "sub", LedgerFile)}
	if used, err := l.Consumed("abc"); err != nil || used {
		t.Fatalf("empty ledger: %v %v", used, err)
	}
	if err := l.Consume("abc"); err != nil {
		t.Fatal(err)
	}
	if err := l.Consume("abc"); err == nil || err.Error() != MsgReplay {
		t.Errorf("second consume: %v", err)
	}
	if err := l.Consume("abcd"); err != nil {
		t.Errorf("a longer nonce is another nonce: %v", err)
	}
	for _, bad := range []string{"", "a b", "a\nb", "é", "a\x00"} {
		if err := l.Consume(bad); err == nil || err.Error() != MsgBadNonce {
			t.Errorf("Consume(%q): %v", bad, err)
		}
	}
	b, _ := os.ReadFile(l.Path)
	if string(b) != "abc\nabcd\n" {
		t.Errorf("file %q, want one nonce per line", b)
	}
	if fi, _ := os.Stat(l.Path); fi.Mode().Perm() != 0o600 {
		t.Errorf("mode %v", fi.Mode())
	}
	// A torn last line (no newline) is not glued to the next nonce.
	os.WriteFile(l.Path, []byte("abc\nxy"), 0o600)
	if err := l.Consume("z"); err != nil {
		t.Fatal(err)
	}
	if err := l.Consume("xyz"); err != nil {
		t.Errorf("xy + z is not xyz: %v", err)
	}
	if err := l.Consume("xy"); err == nil {
		t.Error("the torn line is still a consumed nonce")
	}
	// Lines as Python's splitlines reads them (CRLF from another tool).
	os.WriteFile(l.Path, []byte("n1\r\nn2\r"), 0o600)
	for _, n := range []string{"n1", "n2"} {
		if err := l.Consume(n); err == nil {
			t.Errorf("%s not seen as consumed", n)
		}
	}
}

func TestDefaultLedgerPath(t *testing.T) {
	t.Setenv(CacheEnv, "/x/y")
	if p, _ := DefaultLedgerPath(); p != "/x/y/consumed-receipts.txt" {
		t.Errorf("got %s", p)
	}
	t.Setenv("HOME", "/home/u")
	t.Setenv(CacheEnv, "~/c")
	if p, _ := DefaultLedgerPath(); p != "/home/u/c/consumed-receipts.txt" {
		t.Errorf("got %s", p)
	}
	t.Setenv(CacheEnv, "")
	if p, _ := DefaultLedgerPath(); p != "/home/u/.cache/clauz3/consumed-receipts.txt" {
		t.Errorf("got %s", p)
	}
}

// TestLedgerConcurrentGoroutines: many goroutines race to consume the
// same nonces; each nonce is won exactly once.
func TestLedgerConcurrentGoroutines(t *testing.T) {
	path := filepath.Join(t.TempDir(), LedgerFile)
	const workers, nonces = 16, 20
	var wins [nonces]atomic.Int32
	var wg sync.WaitGroup
	for w := 0; w < workers; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			l := &Ledger{Path: path} // each its own file handle
			for n := 0; n < nonces; n++ {
				err := l.Consume(fmt.Sprintf("nonce%02d", n))
				switch {
				case err == nil:
					wins[n].Add(1)
				case err.Error() != MsgReplay:
					t.Error(err)
				}
			}
		}()
	}
	wg.Wait()
	for n := range wins {
		if got := wins[n].Load(); got != 1 {
			t.Errorf("nonce %d consumed %d times", n, got)
		}
	}
}

// ledgerChildEnv makes the test binary a ledger client: it consumes the
// nonces given in the environment and prints one line per win.
const ledgerChildEnv = "CLAUZ3_TEST_LEDGER_CHILD"

func TestMain(m *testing.M) {
	if path := os.Getenv(ledgerChildEnv); path != "" {
		l := &Ledger{Path: path}
		for _, n := range strings.Fields(os.Getenv("CLAUZ3_TEST_LEDGER_NONCES")) {
			err := l.Consume(n)
			switch {
			case err == nil:
				fmt.Println("won", n)
			case err.Error() != MsgReplay:
				fmt.Fprintln(os.Stderr, err)
				os.Exit(1)
			}
		}
		os.Exit(0)
	}
	os.Exit(m.Run())
}

// TestLedgerConcurrentProcesses: separate processes (this test binary
// re-executed) race for the same nonces; each is won exactly once.
func TestLedgerConcurrentProcesses(t *testing.T) {
	path := filepath.Join(t.TempDir(), LedgerFile)
	var nonces []string
	for i := 0; i < 40; i++ {
		nonces = append(nonces, fmt.Sprintf("%032x", i))
	}
	const procs = 6
	outs := make([]bytes.Buffer, procs)
	cmds := make([]*exec.Cmd, procs)
	for i := range cmds {
		cmd := exec.Command(os.Args[0], "-test.run=^$")
		cmd.Env = append(os.Environ(), ledgerChildEnv+"="+path, "CLAUZ3_TEST_LEDGER_NONCES="+strings.Join(nonces, " "))
		cmd.Stdout = &outs[i]
		cmd.Stderr = os.Stderr
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		cmds[i] = cmd
	}
	wins := map[string]int{}
	for i, cmd := range cmds {
		if err := cmd.Wait(); err != nil {
			t.Fatalf("child %d: %v", i, err)
		}
		for _, line := range strings.Split(strings.TrimSpace(outs[i].String()), "\n") {
			if n, ok := strings.CutPrefix(line, "won "); ok {
				wins[n]++
			}
		}
	}
	for _, n := range nonces {
		if wins[n] != 1 {
			t.Errorf("nonce %s won %d times", n, wins[n])
		}
	}
	b, _ := os.ReadFile(path)
	if got := strings.Count(string(b), "\n"); got != len(nonces) {
		t.Errorf("%d lines in the ledger, want %d", got, len(nonces))
	}
}
