package serve

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"clauz3/pkg/load"
)

// loadServer is a server without the result cache (every request is
// lowered and solved) whose load cache trusts directory times older than
// 20 ms, for tests that change files and directories between requests.
func loadServer(t *testing.T, dir string) *Server {
	t.Helper()
	s := newServerConfig(t, Config{Dir: dir, Parallel: 1, CacheResults: -1})
	s.loads.racy = 20 * time.Millisecond
	time.Sleep(60 * time.Millisecond) // the copied tree is older than that now
	return s
}

// settle waits until what a test just changed is older than the load
// cache's racy window, so that the next stamp is trusted.
func settle() { time.Sleep(60 * time.Millisecond) }

func answer(t *testing.T, s *Server, req *Request) *Response {
	t.Helper()
	r := s.Prove(context.Background(), req)
	if r.Verdict == "timeout" {
		t.Fatalf("timeout: %+v", r.Diagnostics)
	}
	return r
}

// TestLoadCacheHit: an unchanged program is not loaded again, and the
// answer is the one a server without the load cache gives.
func TestLoadCacheHit(t *testing.T) {
	dir := exampleDir(t)
	s := loadServer(t, dir)
	req := &Request{Path: "cases/only_bob_fail.py", TrustedRoots: []string{trusted}, ImportRoots: []string{"."}}
	first := answer(t, s, req)
	second := answer(t, s, req)
	if hits, misses, _ := s.loads.stats(); hits != 1 || misses != 1 {
		t.Fatalf("load cache: %d hits, %d misses, want 1 and 1", hits, misses)
	}
	plain := newServerConfig(t, Config{Dir: dir, Parallel: 1, CacheResults: -1, CacheLoads: -1})
	third := answer(t, plain, req)
	a, _ := json.Marshal(first.Result)
	b, _ := json.Marshal(second.Result)
	c, _ := json.Marshal(third.Result)
	if string(a) != string(b) || string(a) != string(c) || second.Explanation != third.Explanation || second.ExitCode != 1 {
		t.Errorf("the answers differ:\n%s\n%s\n%s", a, b, c)
	}
}

// TestLoadCacheChangedFile: a trusted layer whose bytes change (the size
// kept, so only the content tells) is loaded again, and the answer
// follows it.
func TestLoadCacheChangedFile(t *testing.T) {
	dir := exampleDir(t)
	s := loadServer(t, dir)
	prog := filepath.Join(dir, "cases", "contact.py")
	os.WriteFile(prog, []byte("import clauz3\nfrom tools.email.trusted import contracts as mail\nfrom tools.email.trusted.effects import send_email\n\n\n"+
		"@clauz3.guarantee(mail.only([\"bob\"]))\ndef main() -> None:\n    send_email(\"bob\", \"hi\")\n"), 0o644)
	settle()
	req := &Request{Path: "cases/contact.py", TrustedRoots: []string{trusted}}
	if r := answer(t, s, req); r.ExitCode != 1 {
		t.Fatalf("\"@\" in addr is required: %+v", r)
	}
	if r := answer(t, s, req); r.ExitCode != 1 {
		t.Fatalf("again: %+v", r)
	}
	effects := filepath.Join(dir, trusted, "effects.py")
	src, _ := os.ReadFile(effects)
	old := `lambda addr, msg: "@" in addr`
	changed := strings.Replace(string(src), old, `lambda addr, msg: len(addr)>0`, 1)
	if changed == string(src) || len(changed) != len(src) {
		t.Fatal("the precondition to change is not in effects.py")
	}
	os.WriteFile(effects, []byte(changed), 0o644)
	if r := answer(t, s, req); r.ExitCode != 0 {
		t.Errorf("after the layer changed: %+v", r)
	}
	if hits, misses, _ := s.loads.stats(); hits != 1 || misses != 2 {
		t.Errorf("load cache: %d hits, %d misses, want 1 and 2", hits, misses)
	}
}

// TestLoadCacheNewFile: a file created next to the program changes what
// CPython would import (here it shadows the standard library's json,
// which load refuses); the cached document must not be used, and once the
// file is gone again the program loads as before.
func TestLoadCacheNewFile(t *testing.T) {
	dir := exampleDir(t)
	s := loadServer(t, dir)
	req := &Request{Path: "cases/only_bob_pass.py", TrustedRoots: []string{trusted}}
	if r := answer(t, s, req); r.ExitCode != 0 {
		t.Fatalf("first: %+v", r)
	}
	answer(t, s, req)
	shadow := filepath.Join(dir, "cases", "json.py")
	os.WriteFile(shadow, []byte("x = 1\n"), 0o644)
	if r := answer(t, s, req); r.ExitCode != 2 {
		t.Errorf("with cases/json.py: exit %d, want 2 (shadowed-module): %+v", r.ExitCode, r.Diagnostics)
	}
	os.Remove(shadow)
	if r := answer(t, s, req); r.ExitCode != 0 {
		t.Errorf("without cases/json.py again: %+v", r)
	}
	settle()
	answer(t, s, req)
	if r := answer(t, s, req); r.ExitCode != 0 {
		t.Errorf("last: %+v", r)
	}
	if hits, misses, _ := s.loads.stats(); hits != 2 || misses != 4 {
		t.Errorf("load cache: %d hits, %d misses, want 2 and 4", hits, misses)
	}
}

// TestLoadCacheUntrusted: a tree with a symbolic link, and a directory
// changed within the racy window, are loaded on every request.
func TestLoadCacheUntrusted(t *testing.T) {
	dir := exampleDir(t)
	s := loadServer(t, dir)
	req := &Request{Path: "cases/only_bob_pass.py", TrustedRoots: []string{trusted}}
	if err := os.Symlink(filepath.Join(dir, "tools"), filepath.Join(dir, "cases", "link")); err != nil {
		t.Fatal(err)
	}
	settle()
	answer(t, s, req)
	answer(t, s, req)
	if hits, _, _ := s.loads.stats(); hits != 0 {
		t.Errorf("a tree with a symbolic link was answered from the load cache")
	}
	// The tree is not walked again for this request (until a restart),
	// even once the link is gone.
	os.Remove(filepath.Join(dir, "cases", "link"))
	settle()
	answer(t, s, req)
	if hits, _, _ := s.loads.stats(); hits != 0 || !s.loads.never[loadKey(load.Config{Entry: req.Path, TrustedRoots: req.TrustedRoots, Dir: s.cfg.Dir})] {
		t.Errorf("a request whose tree had a link was not remembered as such")
	}
	other := &Request{Path: "cases/branch_pass.py", TrustedRoots: []string{trusted}}
	s.loads.racy = time.Hour // every directory is recent
	answer(t, s, other)
	answer(t, s, other)
	if hits, _, _ := s.loads.stats(); hits != 0 {
		t.Errorf("a recently changed directory was answered from the load cache")
	}
	s.loads.racy = 20 * time.Millisecond // no longer recent: cached now
	answer(t, s, other)
	answer(t, s, other)
	if hits, _, _ := s.loads.stats(); hits != 1 {
		t.Errorf("load cache hits %d after the racy window, want 1", hits)
	}
}

// TestLoadCacheRootNotADirectory: an import root that is a file (load
// finds no module in it) is never cached, since replacing it by a
// directory of modules changes what CPython imports; a missing root is
// stamped as missing, and creating it is seen.
func TestLoadCacheRootNotADirectory(t *testing.T) {
	dir := exampleDir(t)
	os.WriteFile(filepath.Join(dir, "notadir"), []byte("x"), 0o644)
	s := loadServer(t, dir)
	for _, root := range []string{"notadir", "missing"} {
		req := &Request{Path: "cases/only_bob_pass.py", TrustedRoots: []string{trusted}, ImportRoots: []string{".", root}}
		answer(t, s, req)
		answer(t, s, req)
	}
	if hits, misses, _ := s.loads.stats(); hits != 1 || misses != 3 {
		t.Errorf("load cache: %d hits, %d misses, want 1 (the missing root) and 3", hits, misses)
	}
	os.Mkdir(filepath.Join(dir, "missing"), 0o755)
	answer(t, s, &Request{Path: "cases/only_bob_pass.py", TrustedRoots: []string{trusted}, ImportRoots: []string{".", "missing"}})
	if hits, _, _ := s.loads.stats(); hits != 1 {
		t.Errorf("a root created since was answered from the load cache")
	}
}

// TestLoadCacheParallel proves the same cached document from several
// goroutines at once (run under -race: lower, solve and explain only
// read the document they share).
func TestLoadCacheParallel(t *testing.T) {
	dir := exampleDir(t)
	s := newServerConfig(t, Config{Dir: dir, Parallel: 2, CacheResults: -1})
	s.loads.racy = 20 * time.Millisecond
	settle()
	req := &Request{Path: "cases/only_bob_fail.py", TrustedRoots: []string{trusted}}
	want := answer(t, s, req)
	var wg sync.WaitGroup
	for i := 0; i < 4; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for j := 0; j < 3; j++ {
				r := s.Prove(context.Background(), req)
				if r.Explanation != want.Explanation || r.ExitCode != want.ExitCode {
					t.Errorf("a parallel answer differs:\n%s\n%s", r.Explanation, want.Explanation)
				}
			}
		}()
	}
	wg.Wait()
	if hits, _, _ := s.loads.stats(); hits < 12 {
		t.Errorf("load cache hits %d, want 12", hits)
	}
}

// TestLoadCacheSourceStamps: sources older than the racy window are
// stamped by their metadata, not read again at each request, and a
// change of the bytes that keeps the size and sets the modification
// time back is still seen (the change time moves); a source changed
// within the window is stamped by its bytes.
func TestLoadCacheSourceStamps(t *testing.T) {
	dir := exampleDir(t)
	s := loadServer(t, dir)
	req := &Request{Path: "cases/only_bob_fail.py", TrustedRoots: []string{trusted}, ImportRoots: []string{"."}}
	if r := answer(t, s, req); r.ExitCode != 1 {
		t.Fatalf("only_bob_fail: %+v", r)
	}
	entry := func() *loadEntry {
		s.loads.mu.Lock()
		defer s.loads.mu.Unlock()
		if len(s.loads.byKey) != 1 {
			t.Fatalf("%d cached documents, want 1", len(s.loads.byKey))
		}
		for _, e := range s.loads.byKey {
			return e
		}
		return nil
	}
	e := entry()
	if len(e.files) < 3 {
		t.Fatalf("%d sources stamped", len(e.files))
	}
	for _, f := range e.files {
		if !f.byMeta {
			t.Errorf("%s: stamped by its bytes, want its metadata (it is older than the racy window)", f.path)
		}
	}
	// The same size and modification time, other bytes: the program no
	// longer sends any email, and the guarantee holds.
	prog := filepath.Join(dir, "cases", "only_bob_fail.py")
	st, err := os.Stat(prog)
	if err != nil {
		t.Fatal(err)
	}
	src, _ := os.ReadFile(prog)
	changed := strings.Replace(string(src), `if "@" in addr:`, `if "@" in "bc":`, 1)
	if changed == string(src) || len(changed) != len(src) {
		t.Fatal("the condition to change is not in only_bob_fail.py")
	}
	if err := os.WriteFile(prog, []byte(changed), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Chtimes(prog, st.ModTime(), st.ModTime()); err != nil {
		t.Fatal(err)
	}
	if r := answer(t, s, req); r.ExitCode != 0 {
		t.Fatalf("after the program changed: %+v", r)
	}
	if hits, misses, _ := s.loads.stats(); hits != 0 || misses != 2 {
		t.Errorf("load cache: %d hits, %d misses, want 0 and 2", hits, misses)
	}
	// Stamped at once after the change: the program is within the racy
	// window, so its bytes are its stamp; the request after that is a hit.
	stamped := 0
	for _, f := range entry().files {
		if f.path == prog {
			stamped++
			if f.byMeta {
				t.Errorf("%s changed within the racy window but is stamped by its metadata", f.path)
			}
		}
	}
	if stamped != 1 {
		t.Fatalf("the program is stamped %d times", stamped)
	}
	if r := answer(t, s, req); r.ExitCode != 0 {
		t.Fatalf("again: %+v", r)
	}
	if hits, _, _ := s.loads.stats(); hits != 1 {
		t.Errorf("load cache: %d hits after an unchanged request, want 1", hits)
	}
}

// TestLoadCacheMissingRootBecomesFile: an import root that did not exist
// is stamped as missing, and the stamp no longer holds once anything is
// at its path: here a zip archive, or a link to one (CPython would import
// from it; load refuses it), which is neither missing nor a directory.
func TestLoadCacheMissingRootBecomesFile(t *testing.T) {
	for _, how := range []string{"zip", "link to a zip"} {
		t.Run(how, func(t *testing.T) {
			// The example below the served directory, which is then
			// not stamped itself (it is no root): only the missing
			// root's own stamp can tell that something is there now.
			dir := t.TempDir()
			if err := os.Rename(exampleDir(t), filepath.Join(dir, "email")); err != nil {
				t.Fatal(err)
			}
			s := loadServer(t, dir)
			req := &Request{Path: "email/cases/only_bob_pass.py", TrustedRoots: []string{"email/" + trusted}, ImportRoots: []string{"extra", "email"}}
			for i := 0; i < 2; i++ {
				if r := answer(t, s, req); r.ExitCode != 0 {
					t.Fatalf("without extra: %+v", r)
				}
			}
			if hits, _, _ := s.loads.stats(); hits != 1 {
				t.Fatalf("load cache hits %d, want 1", hits)
			}
			archive := filepath.Join(dir, "extra")
			if how != "zip" {
				archive = filepath.Join(t.TempDir(), "extra.zip")
			}
			// The smallest zip archive: an end of central directory.
			if err := os.WriteFile(archive, append([]byte("PK\x05\x06"), make([]byte, 18)...), 0o644); err != nil {
				t.Fatal(err)
			}
			if how != "zip" {
				if err := os.Symlink(archive, filepath.Join(dir, "extra")); err != nil {
					t.Fatal(err)
				}
			}
			r := answer(t, s, req)
			if r.ExitCode != 2 || len(r.Diagnostics) == 0 || r.Diagnostics[0].Code != load.CodeZipImportRoot {
				t.Errorf("with extra a %s: exit %d %+v, want 2 [%s]", how, r.ExitCode, r.Diagnostics, load.CodeZipImportRoot)
			}
		})
	}
}
