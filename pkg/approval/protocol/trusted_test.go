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

// TestAuthorizeChecksTrustedFiles runs the client against the mock with
// a signing key: the request carries the trusted files the caller hashed
// and the receipt binds them, and Authorize accepts it. A layer edited
// while the person decides is refused by Authorize naming the file, and
// so is a receipt approved for the earlier layer and returned as is (the
// reference's service returns a stored receipt to a resubmission).
// SubmitRequest itself checks nothing: a receipt is judged only once its
// signature is verified, so a forged receipt binding other files is
// refused for its signature.
func TestAuthorizeChecksTrustedFiles(t *testing.T) {
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
		files, err := HashTrustedFiles(r.TrustedRoots)
		if err != nil {
			t.Fatal(err)
		}
		r.Additions = &Additions{TrustedFiles: files}
		return r
	}
	ledger := func() *Ledger { return &Ledger{Path: filepath.Join(t.TempDir(), LedgerFile)} }
	r := newReq()
	if len(r.Additions.TrustedFiles) != 4 {
		t.Errorf("trusted files %v", r.Additions.TrustedFiles)
	}
	rep, err := c.SubmitRequest(context.Background(), r)
	if err != nil {
		t.Fatal(err)
	}
	sent := mock.Requests()[0][AdditionsKey].(map[string]any)["trusted_files"].(map[string]any)
	if sent[filepath.ToSlash(effects)] != SHA256Hex("def send(to: str) -> None:\n    pass\n") {
		t.Errorf("sent %v", sent)
	}
	p := receiptPayload(rep.Receipt)
	if p[TrustedSHA256Key] == nil || p[TrustedFilesKey] == nil {
		t.Fatalf("receipt payload %v", p)
	}
	if _, err := Authorize(rep, r, testVerify, ledger(), time.Now()); err != nil {
		t.Fatalf("authorize: %v", err)
	}
	stored := rep.Receipt

	// Edited while the person decides: the reply comes back (SubmitRequest
	// does not judge it), Authorize refuses it naming the file.
	hook := httptest.NewServer(&editingMock{Mock: mock, edit: func() {
		os.WriteFile(effects, []byte("def send(to: str) -> None:\n    print('hi')\n"), 0o644)
	}})
	defer hook.Close()
	c2 := &Client{URL: hook.URL, Timeout: 5 * time.Second}
	r2 := newReq()
	rep2, err := c2.SubmitRequest(context.Background(), r2)
	if err != nil {
		t.Fatalf("submit: %v", err)
	}
	_, err = Authorize(rep2, r2, testVerify, ledger(), time.Now())
	var le *TrustedLayerError
	if !errors.As(err, &le) || len(le.Changes) != 1 || !strings.HasPrefix(le.Changes[0], filepath.ToSlash(effects)+" was changed") {
		t.Fatalf("edited while deciding: %v", err)
	}

	// The earlier approval, returned as is, after the edit.
	r3 := newReq()
	if _, err := Authorize(&Reply{Decision: ApprovedOnce, Receipt: stored}, r3, testVerify, ledger(), time.Now()); !errors.As(err, &le) ||
		!strings.Contains(err.Error(), filepath.ToSlash(effects)+" was changed") {
		t.Errorf("stored receipt after an edit: %v", err)
	}

	// A receipt binding other files, signed with another key: refused for
	// its signature, before the files are looked at.
	other, _, err := GenerateKeys(nil)
	if err != nil {
		t.Fatal(err)
	}
	otherKey, err := ParseSigningKey(other)
	if err != nil {
		t.Fatal(err)
	}
	forger := &Mock{Config: &MockConfig{Decision: ApprovedOnce}, Key: otherKey}
	fsrv := httptest.NewServer(forger)
	defer fsrv.Close()
	r4 := NewRequest("def main() -> None:\n    pass\n", "x.py", "main", []string{root}, []string{dir}, nil, nil, nil)
	r4.Additions = &Additions{TrustedFiles: map[string]string{filepath.ToSlash(effects): strings.Repeat("0", 64)}}
	rep4, err := (&Client{URL: fsrv.URL, Timeout: 5 * time.Second}).SubmitRequest(context.Background(), r4)
	if err != nil {
		t.Fatalf("submit: %v", err)
	}
	if p := receiptPayload(rep4.Receipt); p[TrustedSHA256Key] == nil {
		t.Fatalf("the forged receipt binds no files: %v", p)
	}
	_, err = Authorize(rep4, r4, testVerify, ledger(), time.Now())
	if err == nil || errors.As(err, &le) || err.Error() != MsgBadSignature {
		t.Errorf("forged receipt binding other files: %v, want %q", err, MsgBadSignature)
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

// receiptPayload decodes the payload segment of a clz2 receipt without
// verifying its signature (nil when it cannot be read).
func receiptPayload(receipt string) map[string]any {
	parts := strings.Split(receipt, ".")
	if len(parts) != 3 || parts[0] != ReceiptPrefix {
		return nil
	}
	raw, err := pyB64Decode(parts[1])
	if err != nil {
		return nil
	}
	v, err := Decode(raw)
	if err != nil {
		return nil
	}
	m, _ := v.(map[string]any)
	return m
}
