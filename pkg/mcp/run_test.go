package mcp

import (
	"context"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"clauz3/pkg/approval/protocol"
	"clauz3/pkg/library"
)

// TestRunVerifiesInstalledLibrary installs testdata/run's mail domain
// into a temporary project (.clauz3/tools, without __init__.py, as
// install lays it out) and runs a program with it through the run tool:
// as installed, it is approved and executed; with the installed
// effects.py edited, run refuses it as clauz3 run does, naming the file,
// before anything is proved, asked or run.
func TestRunVerifiesInstalledLibrary(t *testing.T) {
	python, err := filepath.Abs("../../.venv/bin/python")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(python); err != nil {
		t.Skip("no .venv (make deps): the trusted layer runs in CPython with deal")
	}
	dir := t.TempDir()
	src := filepath.Join(dir, "src")
	for _, f := range []string{"mail/__init__.py", "mail/trusted/__init__.py", "mail/trusted/effects.py", "mail/trusted/contracts.py"} {
		data, err := os.ReadFile(filepath.Join("../../testdata/run/tools", filepath.FromSlash(f)))
		if err != nil {
			t.Fatal(err)
		}
		p := filepath.Join(src, "tools", filepath.FromSlash(f))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	project := filepath.Join(dir, "project")
	if err := os.MkdirAll(project, 0o755); err != nil {
		t.Fatal(err)
	}
	bundled, _ := filepath.Abs("../../libraries")
	if _, err := library.Install(context.Background(), library.InstallOptions{Source: src, Into: project, Bundled: bundled}); err != nil {
		t.Fatalf("install: %v", err)
	}
	t.Chdir(project) // run works in the current directory
	box := filepath.Join(dir, "outbox.jsonl")
	t.Setenv("CLAUZ3_RUN_OUTBOX", box)
	signing, verify, err := protocol.GenerateKeys(nil)
	if err != nil {
		t.Fatal(err)
	}
	key, _ := protocol.ParseSigningKey(signing)
	approve := &protocol.Mock{Config: &protocol.MockConfig{Decision: protocol.ApprovedOnce}, Key: key}
	srv := httptest.NewServer(approve)
	defer srv.Close()
	env := map[string]string{protocol.ServiceEnv: srv.URL, protocol.VerifyKeyEnv: verify, protocol.CacheEnv: filepath.Join(dir, "cache")}
	s := connect(t, Config{Getenv: func(k string) string { return env[k] }, Python: python,
		TrustedRoots: []string{".clauz3/tools/mail/trusted"}, ImportRoots: []string{".clauz3"}, Heartbeat: 50 * time.Millisecond})
	program := "import clauz3\n" +
		"from tools.mail.trusted import contracts as mail\n" +
		"from tools.mail.trusted.effects import send_email\n\n\n" +
		"@clauz3.guarantee(mail.at_most(1))\n" +
		"def main() -> None:\n" +
		"    send_email('bob@example.com', 'hi')\n"
	sent := func() int {
		data, _ := os.ReadFile(box)
		return strings.Count(string(data), "\n")
	}

	res, txt := s.call(t, "run", map[string]any{"source": program}, false)
	var out RunOutput
	structured(t, res, &out)
	if out.Phase != "completed" || out.ExitCode != 0 || !strings.Contains(txt, "executed: main\neffects: 1\n") || sent() != 1 {
		t.Fatalf("as installed: %+v, %d sent\n%s", out, sent(), txt)
	}

	effects := filepath.Join(project, ".clauz3", "tools", "mail", "trusted", "effects.py")
	data, err := os.ReadFile(effects)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(effects, append(data, "\n# edited\n"...), 0o644); err != nil {
		t.Fatal(err)
	}
	res, txt = s.call(t, "run", map[string]any{"source": program}, false)
	out = RunOutput{}
	structured(t, res, &out)
	want := ".clauz3/tools/mail/trusted/effects.py: error: trusted/effects.py of installed library mail was changed after install"
	if out.Phase != "refused" || out.ExitCode != 2 || !strings.Contains(txt, want) || !strings.Contains(txt, "["+library.CodeTampered+"]") {
		t.Errorf("edited after install: %+v\n%s\nwant %s", out, txt, want)
	}
	// The same with the trusted roots found under the import root.
	s2 := connect(t, Config{Getenv: func(k string) string { return env[k] }, Python: python, ImportRoots: []string{".clauz3"}})
	res, txt = s2.call(t, "run", map[string]any{"source": program}, false)
	out = RunOutput{}
	structured(t, res, &out)
	if out.Phase != "refused" || out.ExitCode != 2 || !strings.Contains(txt, want) {
		t.Errorf("edited after install, roots found: %+v\n%s\nwant %s", out, txt, want)
	}
	if n := len(approve.Requests()); n != 1 || sent() != 1 {
		t.Errorf("edited after install: the service was asked %d times in all, %d sent", n, sent())
	}
}

// TestProveVerifiesInstalledLibrary installs testdata/run's mail domain
// into a temporary project, as TestRunVerifiesInstalledLibrary does, and
// proves a program with it through the prove and explain tools: as
// installed, it is proved; with the installed effects.py edited, both
// refuse it as clauz3 prove does, naming the file and the code, whether
// the trusted roots are given or found under the import root.
func TestProveVerifiesInstalledLibrary(t *testing.T) {
	dir := t.TempDir()
	src := filepath.Join(dir, "src")
	for _, f := range []string{"mail/__init__.py", "mail/trusted/__init__.py", "mail/trusted/effects.py", "mail/trusted/contracts.py"} {
		data, err := os.ReadFile(filepath.Join("../../testdata/run/tools", filepath.FromSlash(f)))
		if err != nil {
			t.Fatal(err)
		}
		p := filepath.Join(src, "tools", filepath.FromSlash(f))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	project := filepath.Join(dir, "project")
	if err := os.MkdirAll(project, 0o755); err != nil {
		t.Fatal(err)
	}
	bundled, _ := filepath.Abs("../../libraries")
	if _, err := library.Install(context.Background(), library.InstallOptions{Source: src, Into: project, Bundled: bundled}); err != nil {
		t.Fatalf("install: %v", err)
	}
	t.Chdir(project)
	given := connect(t, Config{TrustedRoots: []string{".clauz3/tools/mail/trusted"}, ImportRoots: []string{".clauz3"}})
	found := connect(t, Config{ImportRoots: []string{".clauz3"}})
	program := "import clauz3\n" +
		"from tools.mail.trusted import contracts as mail\n" +
		"from tools.mail.trusted.effects import send_email\n\n\n" +
		"@clauz3.guarantee(mail.at_most(1))\n" +
		"def main() -> None:\n" +
		"    send_email('bob@example.com', 'hi')\n"
	for name, s := range map[string]*session{"given": given, "found": found} {
		res, txt := s.call(t, "prove", map[string]any{"source": program}, false)
		var out ProveOutput
		structured(t, res, &out)
		if res.IsError || out.Verdict != "proved" || out.ExitCode != 0 {
			t.Fatalf("%s roots, as installed: error %v, %+v\n%s", name, res.IsError, out, txt)
		}
	}

	effects := filepath.Join(project, ".clauz3", "tools", "mail", "trusted", "effects.py")
	data, err := os.ReadFile(effects)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(effects, append(data, "\n# edited\n"...), 0o644); err != nil {
		t.Fatal(err)
	}
	want := ".clauz3/tools/mail/trusted/effects.py: error: trusted/effects.py of installed library mail was changed after install"
	for name, s := range map[string]*session{"given": given, "found": found} {
		for _, tool := range []string{"prove", "explain"} {
			res, txt := s.call(t, tool, map[string]any{"source": program}, false)
			if !res.IsError || !strings.Contains(txt, want) || !strings.Contains(txt, "["+library.CodeTampered+"]") {
				t.Errorf("%s with the %s roots, edited after install: error %v\n%s\nwant %s", tool, name, res.IsError, txt, want)
			}
		}
	}
}
