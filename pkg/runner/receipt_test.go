package runner

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"clauz3/pkg/approval/protocol"
)

// These tests run Run against the Go mock approval service, which signs
// the trusted files of the request into the receipt as clauz3's service
// does, for a project in a temporary directory holding testdata/run's
// mail layer.

// mailProject copies testdata/run's mail layer and a program mailing bob
// into a temporary directory, makes it the current directory for the
// test, and returns it.
func mailProject(t *testing.T) string {
	t.Helper()
	src := filepath.Join(repoRoot(t), "testdata", "run", "tools")
	dir := t.TempDir()
	for _, f := range []string{"__init__.py", "mail/__init__.py", "mail/trusted/__init__.py", "mail/trusted/effects.py", "mail/trusted/contracts.py"} {
		data, err := os.ReadFile(filepath.Join(src, filepath.FromSlash(f)))
		if err != nil {
			t.Fatal(err)
		}
		p := filepath.Join(dir, "tools", filepath.FromSlash(f))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	prog := "import clauz3\n" +
		"from tools.mail.trusted import contracts as mail\n" +
		"from tools.mail.trusted.effects import send_email\n\n\n" +
		"@clauz3.guarantee(mail.at_most(1))\n" +
		"def main() -> None:\n" +
		"    send_email('bob@example.com', 'hi')\n"
	if err := os.WriteFile(filepath.Join(dir, "main.py"), []byte(prog), 0o644); err != nil {
		t.Fatal(err)
	}
	wd, err := os.Getwd()
	if err != nil {
		t.Fatal(err)
	}
	if err := os.Chdir(dir); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { os.Chdir(wd) })
	return dir
}

// onRequest is an approval service that calls edit when a request
// arrives, before the service answers (a layer edited while the person
// decides).
type onRequest struct {
	http.Handler
	edit func()
}

func (h *onRequest) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	h.edit()
	h.Handler.ServeHTTP(w, r)
}

// TestReceiptCheckedBeforeTrustedFiles: the run checks the trusted
// files a receipt binds only after the receipt's signature is verified.
// With the layer untouched a well-signed receipt runs the program. With
// effects.py edited while the person decides, a receipt signed with
// another key is refused for its signature (the files it binds, which no
// longer match, are not what refuses it), and a well-signed receipt is
// refused naming effects.py; nothing is sent either way, and the refused
// receipt's nonce is not spent.
func TestReceiptCheckedBeforeTrustedFiles(t *testing.T) {
	python := filepath.Join(repoRoot(t), ".venv", "bin", "python")
	if _, err := os.Stat(python); err != nil {
		t.Skip("no .venv (make deps): the trusted layer runs in CPython with deal")
	}
	dir := mailProject(t)
	box := filepath.Join(t.TempDir(), "outbox.jsonl")
	t.Setenv("CLAUZ3_RUN_OUTBOX", box)
	sign, verify := keys(t)
	key, err := protocol.ParseSigningKey(sign)
	if err != nil {
		t.Fatal(err)
	}
	otherSign, _ := keys(t)
	otherKey, err := protocol.ParseSigningKey(otherSign)
	if err != nil {
		t.Fatal(err)
	}
	effects := filepath.Join(dir, "tools", "mail", "trusted", "effects.py")
	original, err := os.ReadFile(effects)
	if err != nil {
		t.Fatal(err)
	}
	edit := func() {
		if err := os.WriteFile(effects, append(original, "\n# edited\n"...), 0o644); err != nil {
			t.Error(err)
		}
	}
	cache := filepath.Join(t.TempDir(), "cache")
	run := func(h http.Handler) (int, string, string, *Outcome) {
		t.Helper()
		if err := os.WriteFile(effects, original, 0o644); err != nil {
			t.Fatal(err)
		}
		srv := httptest.NewServer(h)
		defer srv.Close()
		env := map[string]string{
			protocol.ServiceEnv:   srv.URL,
			protocol.VerifyKeyEnv: verify,
			protocol.CacheEnv:     cache,
		}
		var stdout, stderr bytes.Buffer
		code, out := Run(context.Background(), Options{
			Program:         "main.py",
			TrustedRoots:    []string{"tools/mail/trusted"},
			ApprovalTimeout: 30 * time.Second,
			Stdout:          &stdout,
			Stderr:          &stderr,
			Getenv:          func(k string) string { return env[k] },
			Python:          python,
		})
		return code, stdout.String(), stderr.String(), out
	}
	sent := func() int {
		data, _ := os.ReadFile(box)
		return strings.Count(string(data), "\n")
	}
	ledger := func() string {
		data, _ := os.ReadFile(filepath.Join(cache, protocol.LedgerFile))
		return string(data)
	}

	// Untouched, well signed: executed; the request carried the files.
	mock := &protocol.Mock{Config: &protocol.MockConfig{Decision: protocol.ApprovedOnce}, Key: key}
	code, stdout, stderr, out := run(mock)
	if code != ExitExecuted || !strings.Contains(stdout, "executed: main\neffects: 1\n") || sent() != 1 {
		t.Fatalf("untouched: exit %d, %d sent\n%s%s", code, sent(), stdout, stderr)
	}
	if f := out.Request.Additions.TrustedFiles; f["tools/mail/trusted/effects.py"] != protocol.SHA256Hex(string(original)) || len(f) != 3 {
		t.Errorf("the request's trusted files: %v", f)
	}

	// Edited while deciding, signed with another key.
	forger := &protocol.Mock{Config: &protocol.MockConfig{Decision: protocol.ApprovedOnce}, Key: otherKey}
	code, stdout, stderr, _ = run(&onRequest{Handler: forger, edit: edit})
	if code != ExitConfig || stderr != "error: "+protocol.MsgBadSignature+"\n" {
		t.Errorf("another key, files changed: exit %d, stderr %q; want 2 and %q", code, stderr, protocol.MsgBadSignature)
	}
	if strings.Contains(stdout, "executed:") || sent() != 1 {
		t.Errorf("another key: something ran (%d sent)\n%s", sent(), stdout)
	}

	// Edited while deciding, well signed.
	before := ledger()
	mock2 := &protocol.Mock{Config: &protocol.MockConfig{Decision: protocol.ApprovedOnce}, Key: key}
	code, stdout, stderr, out = run(&onRequest{Handler: mock2, edit: edit})
	edited := protocol.SHA256Hex(string(original) + "\n# edited\n")
	want := "error: the trusted layer is not the one that was approved: tools/mail/trusted/effects.py was changed (sha256 " +
		edited[:12] + ", approved " + protocol.SHA256Hex(string(original))[:12] + "); nothing was run (prove and ask for approval again)\n"
	if code != ExitConfig || stderr != want {
		t.Errorf("well signed, files changed: exit %d, stderr %q\nwant %q", code, stderr, want)
	}
	if strings.Contains(stdout, "executed:") || sent() != 1 {
		t.Errorf("files changed: something ran (%d sent)\n%s", sent(), stdout)
	}
	if out.Reply == nil || out.Reply.Receipt == "" {
		t.Fatalf("no receipt came back: %+v", out.Reply)
	}
	if ledger() != before {
		t.Errorf("the refused receipt's nonce was spent")
	}
}

// asMain is a service that signs every request as one to run main (a
// receipt for main replayed for another function of the same program).
type asMain struct{ http.Handler }

func (h *asMain) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	var body map[string]any
	if err := json.NewDecoder(r.Body).Decode(&body); err == nil {
		body["target"] = "main"
		data, _ := json.Marshal(body)
		r.Body = io.NopCloser(bytes.NewReader(data))
		r.ContentLength = int64(len(data))
	}
	h.Handler.ServeHTTP(w, r)
}

// TestReceiptBindsTarget: a receipt our service signs binds the function
// it approved running; a run of another function of the same program,
// with the same (no) guarantees, is refused before anything runs.
func TestReceiptBindsTarget(t *testing.T) {
	python := filepath.Join(repoRoot(t), ".venv", "bin", "python")
	if _, err := os.Stat(python); err != nil {
		t.Skip("no .venv (make deps): the trusted layer runs in CPython with deal")
	}
	dir := mailProject(t)
	// (Guarantees go on the target alone: two functions share the
	// guarantees the protocol's receipt binds only when neither has any.)
	prog := "from tools.mail.trusted.effects import send_email\n\n\n" +
		"def main() -> None:\n" +
		"    send_email('bob@example.com', 'hi')\n\n\n" +
		"def other() -> None:\n" +
		"    send_email('eve@example.com', 'hi')\n"
	if err := os.WriteFile(filepath.Join(dir, "main.py"), []byte(prog), 0o644); err != nil {
		t.Fatal(err)
	}
	box := filepath.Join(t.TempDir(), "outbox.jsonl")
	t.Setenv("CLAUZ3_RUN_OUTBOX", box)
	sign, verify := keys(t)
	key, err := protocol.ParseSigningKey(sign)
	if err != nil {
		t.Fatal(err)
	}
	for _, target := range []string{"main", "other"} {
		srv := httptest.NewServer(&asMain{&protocol.Mock{Config: &protocol.MockConfig{Decision: protocol.ApprovedOnce}, Key: key}})
		env := map[string]string{
			protocol.ServiceEnv:   srv.URL,
			protocol.VerifyKeyEnv: verify,
			protocol.CacheEnv:     filepath.Join(t.TempDir(), "cache"),
		}
		var stdout, stderr bytes.Buffer
		code, _ := Run(context.Background(), Options{
			Program:         "main.py",
			Target:          target,
			TrustedRoots:    []string{"tools/mail/trusted"},
			ApprovalTimeout: 30 * time.Second,
			Stdout:          &stdout,
			Stderr:          &stderr,
			Getenv:          func(k string) string { return env[k] },
			Python:          python,
		})
		srv.Close()
		data, _ := os.ReadFile(box)
		switch target {
		case "main":
			if code != ExitExecuted || !strings.Contains(string(data), "bob@example.com") {
				t.Errorf("main: exit %d\n%s%s", code, stdout.String(), stderr.String())
			}
		case "other":
			if code != ExitConfig || !strings.Contains(stderr.String(), "the receipt approves running main, not other") || strings.Contains(string(data), "eve@") {
				t.Errorf("other with main's receipt: exit %d, outbox %q\n%s%s", code, data, stdout.String(), stderr.String())
			}
		}
	}
}

// TestDefaultImportRoots: with no import root given, a request names the
// roots the reference's client names: the working directory and the
// program's directory as given, each after its .clauz3 directory, none
// twice.
func TestDefaultImportRoots(t *testing.T) {
	wd := t.TempDir()
	for _, c := range []struct {
		program string
		want    []string
	}{
		{"cases/p1.py", []string{filepath.Join(wd, ".clauz3"), wd, "cases/.clauz3", "cases"}},
		{"p1.py", []string{filepath.Join(wd, ".clauz3"), wd}},
		{"./p1.py", []string{filepath.Join(wd, ".clauz3"), wd}},
		{"<stdin>", []string{filepath.Join(wd, ".clauz3"), wd}},
	} {
		if got := defaultImportRoots(c.program, wd); strings.Join(got, "|") != strings.Join(c.want, "|") {
			t.Errorf("%s: %q, want %q", c.program, got, c.want)
		}
	}
}
