package library

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"

	"clauz3/pkg/diag"
)

// LockFile is the record, beside the tools/ directory install writes
// into (<project>/.clauz3/installed-manifests.json, or the same name at
// the top of the user-wide store), of the sha256 of every installed
// domain's .clauz3-installed.json. Verify refuses a domain whose manifest
// no longer has that digest: someone who edits a trusted file and
// rewrites the manifest to match must rewrite this file too.
//
// This is a local file: whoever can write the whole project can rewrite
// all three consistently, and no file hash can detect that. What binds
// the trusted layer to what a person approved is the approval receipt
// (clauz3 run refuses a receipt signed for other trusted files); the
// lock makes a rewrite of the manifest alone visible and reported as
// such.
const LockFile = "installed-manifests.json"

// CodeManifestChanged is the code of a message about an installed
// library whose sha256 manifest is not the one install wrote.
const CodeManifestChanged = "tampered-manifest"

// installedLock is the content of LockFile.
type installedLock struct {
	Version   int               `json:"version"`
	Manifests map[string]string `json:"manifests"` // domain -> sha256 of its InstalledFile
}

// lockPath is the lock of the domains installed under tools.
func lockPath(tools string) string {
	return filepath.Join(filepath.Dir(tools), LockFile)
}

// readLock reads the lock at path; a missing file is (nil, nil).
func readLock(path string) (*installedLock, error) {
	data, err := os.ReadFile(path)
	if errors.Is(err, os.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	var l installedLock
	if err := json.Unmarshal(data, &l); err != nil || l.Version != 1 || l.Manifests == nil {
		return nil, fmt.Errorf("not a valid record of installed manifests")
	}
	return &l, nil
}

// recordManifest records the digest of the manifest just installed for
// domain into the lock of tools.
func recordManifest(tools, domain string, manifest []byte) error {
	path := lockPath(tools)
	l, err := readLock(path)
	if err != nil {
		return bad(path, "cannot update: %v", unwrapPath(err))
	}
	if l == nil {
		l = &installedLock{Version: 1, Manifests: map[string]string{}}
	}
	sum := sha256.Sum256(manifest)
	l.Manifests[domain] = hex.EncodeToString(sum[:])
	js, err := json.MarshalIndent(l, "", " ")
	if err != nil {
		return err
	}
	tmp, err := os.CreateTemp(filepath.Dir(path), ".installed-manifests-")
	if err != nil {
		return bad(path, "cannot write: %v", unwrapPath(err))
	}
	defer os.Remove(tmp.Name())
	if _, err := tmp.Write(append(js, '\n')); err != nil {
		tmp.Close()
		return bad(path, "cannot write: %v", unwrapPath(err))
	}
	if err := tmp.Close(); err != nil {
		return bad(path, "cannot write: %v", unwrapPath(err))
	}
	if err := os.Rename(tmp.Name(), path); err != nil {
		return bad(path, "cannot write: %v", unwrapPath(err))
	}
	return nil
}

// toolsOfInstalled finds the tools/ directory an installed domain dir
// lies in, as its path says: the nearest ancestor named tools whose
// relative path to dir is the domain the manifest names. ok is false
// when there is none (the manifest names another domain than the
// directory it is in).
func toolsOfInstalled(dir, domain string) (string, bool) {
	for cur := filepath.Dir(dir); ; cur = filepath.Dir(cur) {
		if filepath.Base(cur) == ToolsDir {
			if r, err := filepath.Rel(cur, dir); err == nil && filepath.ToSlash(r) == domain {
				return cur, true
			}
		}
		if filepath.Dir(cur) == cur {
			return "", false
		}
	}
}

// checkManifestDigest compares the manifest of the installed domain in
// dir (its bytes data, naming domain) with the digest install recorded.
func checkManifestDigest(dir, domain string, data []byte) *diag.Diagnostic {
	mpath := rel(filepath.Join(dir, InstalledFile))
	changed := func(format string, args ...any) *diag.Diagnostic {
		d := diag.Errorf(diag.Span{File: mpath}, CodeManifestChanged, format, args...)
		d.Notes = []string{"a rewritten manifest cannot show which files changed; review the library and reinstall it with 'clauz3 install SOURCE --force'"}
		return d
	}
	tools, ok := toolsOfInstalled(dir, domain)
	if !ok {
		return changed("the installed manifest of %s was changed after install: it names domain %q, not the directory it is in", rel(dir), domain)
	}
	lp := lockPath(tools)
	l, err := readLock(lp)
	if err != nil {
		d := diag.Errorf(diag.Span{File: rel(lp)}, CodeManifestChanged, "cannot check the installed manifest of %s: %s: %v", domain, LockFile, unwrapPath(err))
		d.Notes = []string{"remove it and reinstall each installed library with 'clauz3 install SOURCE --force'"}
		return d
	}
	want, listed := "", false
	if l != nil {
		want, listed = l.Manifests[domain]
	}
	if !listed {
		d := diag.Errorf(diag.Span{File: mpath}, CodeManifestChanged, "the installed manifest of %s is not recorded in %s, so a rewrite of it could not be detected", domain, rel(lp))
		d.Notes = []string{"a library installed by an older clauz3 has no record; reinstall it with 'clauz3 install SOURCE --force'"}
		return d
	}
	sum := sha256.Sum256(data)
	if got := hex.EncodeToString(sum[:]); got != want {
		return changed("the installed manifest of %s was changed after install (sha256 %s, installed %s)", domain, short(got), short(want))
	}
	return nil
}
