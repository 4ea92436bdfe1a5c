package serve

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"clauz3/pkg/library"
)

// TestTamperedLibraryRefused: an installed library edited after install
// is refused by serve as clauz3 prove refuses it (exit 2, the file
// named), with the load cache and result cache on or off, also when the
// program was proved and cached before the edit, and also when the edit
// is to a file that is not a source (the manifest); reinstalled, it
// proves again.
func TestTamperedLibraryRefused(t *testing.T) {
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
	if err := os.MkdirAll(filepath.Join(project, "cases"), 0o755); err != nil {
		t.Fatal(err)
	}
	bundled, _ := filepath.Abs("../../libraries")
	install := func() {
		t.Helper()
		if _, err := library.Install(context.Background(), library.InstallOptions{Source: src, Into: project, Bundled: bundled, Force: true}); err != nil {
			t.Fatalf("install: %v", err)
		}
	}
	install()
	program := "import clauz3\n" +
		"from tools.mail.trusted import contracts as mail\n" +
		"from tools.mail.trusted.effects import send_email\n\n\n" +
		"@clauz3.guarantee(mail.at_most(1))\n" +
		"def main() -> None:\n" +
		"    send_email('bob@example.com', 'hi')\n"
	if err := os.WriteFile(filepath.Join(project, "cases", "p.py"), []byte(program), 0o644); err != nil {
		t.Fatal(err)
	}
	req := &Request{Path: "cases/p.py", TrustedRoots: []string{".clauz3/tools/mail/trusted"}, ImportRoots: []string{".clauz3"}, Replay: new(bool)}
	for _, caches := range []struct {
		name           string
		results, loads int
	}{{"no caches", -1, -1}, {"load cache", -1, 0}, {"all caches", 0, 0}} {
		t.Run(caches.name, func(t *testing.T) {
			install()
			time.Sleep(20 * time.Millisecond) // past the racy window below
			s := newServerConfig(t, Config{Dir: project, CacheResults: caches.results, CacheLoads: caches.loads})
			if s.loads != nil {
				s.loads.racy = 10 * time.Millisecond
			}
			for i := 0; i < 2; i++ { // a second time from the caches
				if r := s.Prove(context.Background(), req); r.ExitCode != 0 {
					t.Fatalf("as installed: exit %d\n%s", r.ExitCode, r.Explanation)
				}
			}
			// (the manifest is not a source: only the stamps of what
			// library.Verify reads notice its change)
			for _, f := range []string{"trusted/effects.py", "trusted/__init__.py", ".clauz3-installed.json"} {
				p := filepath.Join(project, ".clauz3", "tools", "mail", filepath.FromSlash(f))
				data, err := os.ReadFile(p)
				if err != nil {
					t.Fatal(err)
				}
				edit := "\n# edited\n"
				if strings.HasSuffix(f, ".json") {
					edit = "\n" // still valid, with another sha256
				}
				if err := os.WriteFile(p, append(data, edit...), 0o644); err != nil {
					t.Fatal(err)
				}
				r := s.Prove(context.Background(), req)
				text := r.Explanation
				for _, d := range r.Diagnostics {
					text += d.Span.File + ": " + d.Message + " [" + d.Code + "]\n"
				}
				want, code := f+" of installed library mail was changed after install", library.CodeTampered
				if strings.HasSuffix(f, ".json") {
					want, code = "the installed manifest of mail was changed after install", library.CodeManifestChanged
				}
				if r.ExitCode != 2 || !strings.Contains(text, want) || !strings.Contains(text, "["+code+"]") {
					t.Errorf("%s edited: exit %d\n%s\nwant exit 2 and %q", f, r.ExitCode, text, want)
				}
				install()
				time.Sleep(20 * time.Millisecond)
				if r := s.Prove(context.Background(), req); r.ExitCode != 0 {
					t.Errorf("%s reinstalled: exit %d\n%s", f, r.ExitCode, r.Explanation)
				}
			}
		})
	}
}
