package load

import (
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"clauz3/pkg/diag"
)

// loadWithin is Load(cfg) that fails the test when Load has not
// returned after a few seconds (a read that blocks, or never ends).
func loadWithin(t *testing.T, cfg Config) error {
	t.Helper()
	done := make(chan error, 1)
	go func() {
		_, err := Load(cfg)
		done <- err
	}()
	select {
	case err := <-done:
		return err
	case <-time.After(5 * time.Second):
		t.Fatal("Load did not return within 5 s")
		return nil
	}
}

// TestLoadSpecialFiles: a source that is not a regular file (a named
// pipe as the entry, as a trusted module, as an import root; a device
// that never ends) or that is larger than MaxFileSize is refused with a
// diagnostic at its path, and without blocking or reading it whole.
func TestLoadSpecialFiles(t *testing.T) {
	dir := t.TempDir()
	write(t, dir, map[string]string{
		"prog.py":             "def main() -> None:\n    pass\n",
		"tools/t/__init__.py": "",
		"tools/t/eff.py":      "x = 1\n",
	})
	for _, p := range []string{"fifo.py", "tools/t/zfifo.py", "fiforoot"} {
		if err := syscall.Mkfifo(filepath.Join(dir, p), 0o644); err != nil {
			t.Skipf("mkfifo: %v", err)
		}
	}
	big := filepath.Join(dir, "big.py")
	if err := os.WriteFile(big, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Truncate(big, MaxFileSize+1); err != nil { // sparse: no disk used
		t.Fatal(err)
	}
	if err := os.Symlink(big, filepath.Join(dir, "biglink.py")); err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		name string
		cfg  Config
		want string
	}{
		{"fifo entry", Config{Entry: "fifo.py"},
			"fifo.py: error: cannot read entry file: is a named pipe (FIFO), not a regular file [not-a-regular-file]"},
		{"fifo entry by absolute path", Config{Entry: filepath.Join(dir, "fifo.py")},
			"is a named pipe (FIFO), not a regular file [not-a-regular-file]"},
		{"device entry", Config{Entry: "/dev/zero"},
			"/dev/zero: error: cannot read entry file: is a character device, not a regular file [not-a-regular-file]"},
		{"fifo trusted module", Config{Entry: "prog.py", TrustedRoots: []string{"tools/t"}, ImportRoots: []string{"."}},
			"tools/t/zfifo.py: error: cannot read: is a named pipe (FIFO), not a regular file [not-a-regular-file]"},
		{"large entry", Config{Entry: "big.py"},
			"big.py: error: file is 16777217 bytes; at most 16777216 are accepted [file-too-large]"},
		{"large entry by a link", Config{Entry: "biglink.py"}, "[file-too-large]"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			c.cfg.Dir = dir
			c.cfg.Parse = goParse(t)
			err := loadWithin(t, c.cfg)
			if err == nil {
				t.Fatal("no error")
			}
			if !strings.Contains(err.Error(), c.want) {
				t.Errorf("error %q does not contain %q", err, c.want)
			}
			if code := diag.ExitCode(err); code != diag.ExitBadInput {
				t.Errorf("exit code %d, want 2", code)
			}
		})
	}
	// A named pipe as an import root is not an archive, and is not
	// opened in a way that blocks.
	if err := loadWithin(t, Config{Entry: "prog.py", ImportRoots: []string{".", "fiforoot"}, Dir: dir, Parse: goParse(t)}); err != nil {
		t.Errorf("a named pipe as an import root: %v", err)
	}
}

// endless is a reader that never ends, as /dev/zero or a file that
// grows while it is read.
type endless struct{ n int64 }

func (e *endless) Read(p []byte) (int, error) {
	clear(p)
	e.n += int64(len(p))
	return len(p), nil
}

// TestReadSourceLimit: ReadSource reads a regular file, and no source
// is read past MaxFileSize+1 bytes, whatever its size said when it was
// checked.
func TestReadSourceLimit(t *testing.T) {
	p := filepath.Join(t.TempDir(), "ok.py")
	if err := os.WriteFile(p, []byte("x = 1\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	data, err := ReadSource(p)
	if err != nil || string(data) != "x = 1\n" {
		t.Fatalf("ReadSource: %q, %v", data, err)
	}
	if _, err := ReadSource(filepath.Join(t.TempDir(), "nope.py")); err == nil || !strings.Contains(err.Error(), "no such file") {
		t.Errorf("a missing file: %v", err)
	}
	r := &endless{}
	_, err = readLimited(r)
	if err == nil || !strings.Contains(err.Error(), "file has more than 16777216 bytes") {
		t.Errorf("an endless file: %v", err)
	}
	if r.n > MaxFileSize+64<<10 {
		t.Errorf("%d bytes read, want at most about %d", r.n, MaxFileSize+1)
	}
}
