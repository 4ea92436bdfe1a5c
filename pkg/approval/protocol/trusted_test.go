package protocol

import (
	"context"
	"errors"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// trustedLayer writes a small trusted root under dir and returns it.
func trustedLayer(t *testing.T, dir string) string {
	t.Helper()
	root := filepath.Join(dir, "tools", "mail", "trusted")
	for name, text := range map[string]string{
		"effects.py":              "def send(to: str) -> None:\n    pass\n",
		"contracts.py":            "def only(xs):\n    return xs\n",
		"__pycache__/effects.pyc": "bytecode",
		"data/allowed.txt":        "bob@example.com\n",
		"__init__.py":             "",
		"stale.cpython-311.pyc":   "x",
	} {
		p := filepath.Join(root, filepath.FromSlash(name))
		os.MkdirAll(filepath.Dir(p), 0o755)
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return root
}

// TestHashTrustedFiles: every regular file of the roots, keyed by the
// root as given joined with its path, bytecode left out; a missing root
// is an error.
func TestHashTrustedFiles(t *testing.T) {
	root := trustedLayer(t, t.TempDir())
	files, err := HashTrustedFiles([]string{root})
	if err != nil {
		t.Fatal(err)
	}
	slash := filepath.ToSlash(root)
	want := map[string]string{
		slash + "/effects.py":       SHA256Hex("def send(to: str) -> None:\n    pass\n"),
		slash + "/contracts.py":     SHA256Hex("def only(xs):\n    return xs\n"),
		slash + "/data/allowed.txt": SHA256Hex("bob@example.com\n"),
		slash + "/__init__.py":      SHA256Hex(""),
	}
	if len(files) != len(want) {
		t.Errorf("hashed %v, want %v", files, want)
	}
	for k, v := range want {
		if files[k] != v {
			t.Errorf("%s: %q, want %q", k, files[k], v)
		}
	}
	if _, err := HashTrustedFiles([]string{filepath.Join(root, "missing")}); err == nil {
		t.Error("a missing root hashed")
	}
	// A link to a file is hashed as that file; a link to a directory
	// is refused (the files below it would not be bound).
	os.Symlink(filepath.Join(root, "effects.py"), filepath.Join(root, "link.py"))
	if files, err := HashTrustedFiles([]string{root}); err != nil || files[slash+"/link.py"] != want[slash+"/effects.py"] {
		t.Errorf("link to a file: %v %v", files, err)
	}
	os.Symlink(t.TempDir(), filepath.Join(root, "dir"))
	if _, err := HashTrustedFiles([]string{root}); err == nil || !strings.Contains(err.Error(), "dir is a symbolic link to something other than a regular file") {
		t.Errorf("link to a directory: %v", err)
	}
}

// TestCheckTrustedFiles: a receipt binding the files on disk passes; an
// edited, added or removed file is refused naming it; without the list
// (a large layer) the refusal names nothing; a list that is not the one
// the digest binds is not believed; a receipt without the binding (the
// reference's service) passes.
func TestCheckTrustedFiles(t *testing.T) {
	root := trustedLayer(t, t.TempDir())
	roots := []string{root}
	files, err := HashTrustedFiles(roots)
	if err != nil {
		t.Fatal(err)
	}
	record := map[string]any{AdditionsKey: map[string]any{"trusted_files": toTree(files)}}
	bound := TrustedBinding(record)
	if bound == nil || bound[TrustedFilesKey] == nil || bound[TrustedSHA256Key] == nil {
		t.Fatalf("binding %v", bound)
	}
	if err := CheckTrustedFiles(roots, bound); err != nil {
		t.Fatalf("the approved files refused: %v", err)
	}
	if err := CheckTrustedFiles(roots, map[string]any{"layer_sha256": "x"}); err != nil {
		t.Errorf("a receipt without the binding: %v", err)
	}
	if TrustedBinding(map[string]any{"program": "x"}) != nil {
		t.Error("a record without trusted files bound")
	}
	slash := filepath.ToSlash(root)
	effects := filepath.Join(root, "effects.py")
	os.WriteFile(effects, []byte("def send(to: str) -> None:\n    import os\n"), 0o644)
	os.WriteFile(filepath.Join(root, "evil.py"), []byte("x = 1\n"), 0o644)
	os.Remove(filepath.Join(root, "data", "allowed.txt"))
	err = CheckTrustedFiles(roots, bound)
	var le *TrustedLayerError
	if !errors.As(err, &le) || len(le.Changes) != 3 ||
		!strings.HasPrefix(le.Changes[0], slash+"/data/allowed.txt was removed") ||
		!strings.HasPrefix(le.Changes[1], slash+"/effects.py was changed (sha256 ") ||
		!strings.HasPrefix(le.Changes[2], slash+"/evil.py was added") ||
		ExitCode(err) != 2 || !strings.Contains(err.Error(), "nothing was run") {
		t.Fatalf("tampered layer: %v", err)
	}
	// Only the digest: refused, nothing named.
	err = CheckTrustedFiles(roots, map[string]any{TrustedSHA256Key: bound[TrustedSHA256Key]})
	if !errors.As(err, &le) || len(le.Changes) != 0 {
		t.Errorf("digest only: %v", err)
	}
	// A list that is not the signed one names nothing.
	forged := map[string]any{TrustedSHA256Key: bound[TrustedSHA256Key], TrustedFilesKey: map[string]any{slash + "/x.py": "00"}}
	if err := CheckTrustedFiles(roots, forged); !errors.As(err, &le) || len(le.Changes) != 0 {
		t.Errorf("forged list: %v", err)
	}
}

func toTree(m map[string]string) map[string]any {
	out := map[string]any{}
	for k, v := range m {
		out[k] = v
	}
	return out
}

// TestSubmitBindsTrustedFiles runs the client against the mock with a
// signing key: the request carries the trusted files and the receipt
// binds them; a layer edited while the person decides is refused naming
// the file; a receipt approved for the earlier layer and returned as is
// (the reference's service returns a stored receipt to a resubmission) is
// refused after an edit too; Authorize checks the verified payload the
// same way.
func TestSubmitBindsTrustedFiles(t *testing.T) {
	dir := t.TempDir()
	root := trustedLayer(t, dir)
	key := mustKey(t, testSeed)
	effects := filepath.Join(root, "effects.py")
	mock := &Mock{Config: &MockConfig{Decision: ApprovedOnce}, Key: key}
	srv := httptest.NewServer(mock)
	defer srv.Close()
	c := &Client{URL: srv.URL, Timeout: 5 * time.Second}
	newReq := func() *Request {
		r := NewRequest("def main() -> None:\n    pass\n", "x.py", "main", []string{root}, []string{dir}, nil, nil, nil)
		r.Additions = &Additions{}
		return r
	}
	r := newReq()
	rep, err := c.SubmitRequest(context.Background(), r)
	if err != nil {
		t.Fatal(err)
	}
	if len(r.Additions.TrustedFiles) != 4 {
		t.Errorf("trusted files %v", r.Additions.TrustedFiles)
	}
	sent := mock.Requests()[0][AdditionsKey].(map[string]any)["trusted_files"].(map[string]any)
	if sent[filepath.ToSlash(effects)] != SHA256Hex("def send(to: str) -> None:\n    pass\n") {
		t.Errorf("sent %v", sent)
	}
	p := receiptPayload(rep.Receipt)
	if p[TrustedSHA256Key] == nil || p[TrustedFilesKey] == nil {
		t.Fatalf("receipt payload %v", p)
	}
	ledger := &Ledger{Path: filepath.Join(t.TempDir(), LedgerFile)}
	if _, err := Authorize(rep, r, testVerify, ledger, time.Now()); err != nil {
		t.Fatalf("authorize: %v", err)
	}
	stored := rep.Receipt

	// Edited while the person decides.
	hook := httptest.NewServer(&editingMock{Mock: mock, edit: func() {
		os.WriteFile(effects, []byte("def send(to: str) -> None:\n    print('hi')\n"), 0o644)
	}})
	defer hook.Close()
	c2 := &Client{URL: hook.URL, Timeout: 5 * time.Second}
	_, err = c2.SubmitRequest(context.Background(), newReq())
	var le *TrustedLayerError
	if !errors.As(err, &le) || len(le.Changes) != 1 || !strings.HasPrefix(le.Changes[0], filepath.ToSlash(effects)+" was changed") {
		t.Fatalf("edited while deciding: %v", err)
	}

	// The earlier approval, returned as is, after the edit.
	fixed := &Mock{Config: &MockConfig{Decision: ApprovedOnce, Receipt: stored, HasReceipt: true}}
	fsrv := httptest.NewServer(fixed)
	defer fsrv.Close()
	c3 := &Client{URL: fsrv.URL, Timeout: 5 * time.Second}
	r3 := newReq()
	_, err = c3.SubmitRequest(context.Background(), r3)
	if !errors.As(err, &le) || !strings.Contains(err.Error(), filepath.ToSlash(effects)+" was changed") {
		t.Fatalf("stored receipt after an edit: %v", err)
	}
	if _, err := Authorize(&Reply{Decision: ApprovedOnce, Receipt: stored}, r3, testVerify, &Ledger{Path: filepath.Join(t.TempDir(), LedgerFile)}, time.Now()); !errors.As(err, &le) {
		t.Errorf("authorize after an edit: %v", err)
	}
}

// editingMock is the mock that runs edit when a request arrives, before
// it answers (a layer edited while the person decides).
type editingMock struct {
	*Mock
	edit func()
}

func (m *editingMock) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	m.edit()
	m.Mock.ServeHTTP(w, r)
}
