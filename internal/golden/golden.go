package golden

import (
	"bytes"
	"errors"
	"flag"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// update is the suite's one -update switch (see the package comment).
var update = flag.Bool("update", false, "rewrite the expected outputs of the golden tests (review with git diff)")

// Update reports whether the tests run with -update: they then store
// what they produced as the expected output instead of comparing.
func Update() bool { return *update }

// A Case is one golden archive under test: the expected outputs are read
// from it, and with -update what the test produced is stored in it and
// written back by Save.
type Case struct {
	Path    string
	Archive *Archive
	changed bool
}

// Open reads the archive at path. A missing archive is a failure, except
// with -update, where the case starts empty and Save creates it.
func Open(t testing.TB, path string) *Case {
	t.Helper()
	data, err := os.ReadFile(path)
	switch {
	case err == nil:
		return &Case{Path: path, Archive: Parse(data)}
	case errors.Is(err, fs.ErrNotExist) && *update:
		return &Case{Path: path, Archive: new(Archive), changed: true}
	default:
		t.Fatalf("missing golden %s (go test -update writes it): %v", path, err)
		return nil
	}
}

// Read returns the file called name: the checked-in expected output, or
// with -update the one just stored, so that the next stage reads it.
func (c *Case) Read(t testing.TB, name string) []byte {
	t.Helper()
	data, ok := c.Archive.Get(name)
	if !ok {
		t.Fatalf("%s has no file %q (go test -update writes it)", c.Path, name)
	}
	return data
}

// Check compares got with the file called name, or with -update stores
// it. A difference names the file and its first differing line.
func (c *Case) Check(t testing.TB, name string, got []byte) {
	t.Helper()
	want, ok := c.Archive.Get(name)
	if *update {
		if !ok || !bytes.Equal(want, got) {
			c.Archive.Set(name, bytes.Clone(got))
			c.changed = true
		}
		return
	}
	if !ok {
		t.Errorf("%s has no file %q (go test -update writes it)", c.Path, name)
		return
	}
	if !bytes.Equal(got, want) {
		t.Errorf("%s: %s differs from the golden (rerun with -update and review git diff):\n%s", c.Path, name, FirstDiff(want, got))
	}
}

// CheckComment is Check for the archive's comment.
func (c *Case) CheckComment(t testing.TB, got []byte) {
	t.Helper()
	if bytes.Equal(c.Archive.Comment, got) {
		return
	}
	if *update {
		c.Archive.Comment = bytes.Clone(got)
		c.changed = true
		return
	}
	t.Errorf("%s: the comment differs from the golden (rerun with -update):\n%s", c.Path, FirstDiff(c.Archive.Comment, got))
}

// Save writes the archive back when -update changed it; it does nothing
// otherwise, so the test run leaves the tree as it was.
func (c *Case) Save(t testing.TB) {
	t.Helper()
	if !*update || !c.changed {
		return
	}
	data, err := Format(c.Archive)
	if err != nil {
		t.Fatalf("%s: %v", c.Path, err)
	}
	if err := os.MkdirAll(filepath.Dir(c.Path), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(c.Path, data, 0o644); err != nil {
		t.Fatal(err)
	}
	c.changed = false
}

// FirstDiff describes the first line where got differs from want.
func FirstDiff(want, got []byte) string {
	wl, gl := strings.Split(string(want), "\n"), strings.Split(string(got), "\n")
	for i := 0; i < len(wl) || i < len(gl); i++ {
		var w, g string
		wok, gok := i < len(wl), i < len(gl)
		if wok {
			w = wl[i]
		}
		if gok {
			g = gl[i]
		}
		if w != g || wok != gok {
			return fmt.Sprintf("line %d:\nwant: %s\ngot:  %s", i+1, w, g)
		}
	}
	return "(no line differs)"
}
