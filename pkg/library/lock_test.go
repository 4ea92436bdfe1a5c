package library

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"clauz3/pkg/diag"
)

// rewriteManifest edits file (relative to the installed domain dir) to
// text and rewrites the domain's .clauz3-installed.json to match, as
// someone hiding the edit would.
func rewriteManifest(t *testing.T, dir, file, text string) {
	t.Helper()
	if err := os.WriteFile(filepath.Join(dir, filepath.FromSlash(file)), []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	mpath := filepath.Join(dir, InstalledFile)
	data, err := os.ReadFile(mpath)
	if err != nil {
		t.Fatal(err)
	}
	var m InstalledManifest
	if err := json.Unmarshal(data, &m); err != nil {
		t.Fatal(err)
	}
	sum := sha256.Sum256([]byte(text))
	m.Files[file] = hex.EncodeToString(sum[:])
	js, _ := json.MarshalIndent(m, "", " ")
	os.Chmod(mpath, 0o644)
	if err := os.WriteFile(mpath, append(js, '\n'), 0o644); err != nil {
		t.Fatal(err)
	}
}

// TestManifestRewriteDetected: install records the sha256 of each
// domain's manifest in the lock beside tools/; a trusted file edited
// together with a consistent rewrite of the manifest passes the file
// comparison but is refused as a changed manifest, with its own code; a
// lock without the domain, or none at all, is refused too (a deleted
// lock must not switch the check off); --force records the new manifest.
func TestManifestRewriteDetected(t *testing.T) {
	bundled := fixture(t)
	project := t.TempDir()
	mustInstall(t, InstallOptions{Source: "mail", Into: project, Bundled: bundled})
	lock := filepath.Join(project, ProjectDir, LockFile)
	l, err := readLock(lock)
	if err != nil || l == nil || len(l.Manifests) != 2 || l.Manifests["mail"] == "" || l.Manifests["notes"] == "" {
		t.Fatalf("lock after install: %+v %v", l, err)
	}
	mail := filepath.Join(ProjectTools(project), "mail")
	trusted := filepath.Join(mail, TrustedDir)
	if err := Verify([]string{trusted}); err != nil {
		t.Fatalf("fresh install refused: %v", err)
	}
	wantOne := func(name, msg, code, file string) {
		t.Helper()
		err := Verify([]string{trusted})
		var ds diag.List
		if !errors.As(err, &ds) || len(ds) != 1 || ds[0].Code != code || !strings.Contains(ds[0].Message, msg) || filepath.Base(ds[0].Span.File) != file || diag.ExitCode(err) != 2 {
			t.Errorf("%s: got %v, want one [%s] %q naming %s", name, err, code, msg, file)
		}
	}
	effects, _ := os.ReadFile(filepath.Join(trusted, "effects.py"))
	rewriteManifest(t, mail, "trusted/effects.py", string(effects)+"\nimport os\n")
	wantOne("consistent rewrite", "the installed manifest of mail was changed after install", CodeManifestChanged, InstalledFile)

	mustInstall(t, InstallOptions{Source: "mail", Into: project, Bundled: bundled, Force: true})
	if err := Verify([]string{trusted}); err != nil {
		t.Fatalf("after --force: %v", err)
	}
	data, _ := os.ReadFile(lock)
	os.WriteFile(lock, []byte(strings.Replace(string(data), `"mail"`, `"other"`, 1)), 0o644)
	wantOne("domain not in the lock", "the installed manifest of mail is not recorded in", CodeManifestChanged, InstalledFile)
	os.Remove(lock)
	wantOne("lock removed", "is not recorded in", CodeManifestChanged, InstalledFile)
	os.WriteFile(lock, []byte("{"), 0o644)
	wantOne("lock unreadable", "cannot check the installed manifest of mail", CodeManifestChanged, LockFile)

	// The manifest's domain must be the directory it is in.
	os.Remove(lock)
	mustInstall(t, InstallOptions{Source: "mail", Into: project, Bundled: bundled, Force: true})
	mp := filepath.Join(mail, InstalledFile)
	data, _ = os.ReadFile(mp)
	os.Chmod(mp, 0o644)
	os.WriteFile(mp, []byte(strings.Replace(string(data), `"domain": "mail"`, `"domain": "notes"`, 1)), 0o644)
	wantOne("moved domain", `names domain "notes"`, CodeManifestChanged, InstalledFile)
}

// TestManifestDigestGlobal: an install into the user-wide store records
// its lock at the top of the store.
func TestManifestDigestGlobal(t *testing.T) {
	store := t.TempDir()
	mustInstall(t, InstallOptions{Source: "notes", Into: store, Global: true, Bundled: fixture(t)})
	if l, err := readLock(filepath.Join(store, LockFile)); err != nil || l == nil || l.Manifests["notes"] == "" {
		t.Fatalf("store lock: %+v %v", l, err)
	}
	if err := Verify([]string{filepath.Join(store, ToolsDir, "notes", TrustedDir)}); err != nil {
		t.Fatalf("store copy refused: %v", err)
	}
	// A store copy edited with its manifest rewritten is not selected
	// into a project, where it would get a fresh manifest.
	notes := filepath.Join(store, ToolsDir, "notes")
	rewriteManifest(t, notes, "trusted/effects.py", "import os\n")
	_, err := Install(context.Background(), InstallOptions{Source: "global:notes", Into: t.TempDir(), Store: store})
	var ds diag.List
	if !errors.As(err, &ds) || len(ds) != 1 || ds[0].Code != CodeManifestChanged {
		t.Errorf("tampered store copy selected: %v", err)
	}
}
