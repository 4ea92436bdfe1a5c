package library

import (
	"encoding/json"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sort"

	"clauz3/pkg/diag"
)

// CodeTampered is the code of a message about an installed library whose
// files are not those install wrote.
const CodeTampered = "tampered-library"

// Verify checks every installed library a trusted root lies in or holds
// (a directory with an origin file or a sha256 manifest) against the
// sha256 manifest install wrote: a changed, missing or added file, a
// symbolic link, or an installed library without a manifest is refused
// with a message naming the file (a diag.List, exit 2). The manifest
// itself must still have the sha256 install recorded in LockFile: a
// manifest rewritten to match edited files is refused as such
// (CodeManifestChanged), though it cannot name the files. Libraries the
// project authors itself (no origin file) are not checked. __pycache__
// directories are not compared: CPython writes them on import.
func Verify(roots []string) error {
	seen := map[string]bool{}
	var dirs []string
	findInstalled(roots, nil, nil, func(d string) {
		if !seen[d] {
			seen[d] = true
			dirs = append(dirs, d)
		}
	})
	sort.Strings(dirs)
	var out diag.List
	for _, d := range dirs {
		out = append(out, verifyDir(d)...)
	}
	return out.Err()
}

// findInstalled finds the installed libraries Verify checks: for each
// root, the one it lies in (the first of it and its ancestors that is
// one) and those it holds (below it, __pycache__ skipped), calling
// installed with each. It calls ancestor with each path it tests on the
// way up, and below with each directory it lists below a root, when they
// are not nil (VerifyInputs).
func findInstalled(roots []string, ancestor, below, installed func(dir string)) {
	for _, r := range roots {
		abs, err := filepath.Abs(r)
		if err != nil {
			continue
		}
		// The library the root lies in.
		for cur := abs; ; cur = filepath.Dir(cur) {
			if ancestor != nil {
				ancestor(cur)
			}
			if isInstalledDir(cur) {
				installed(cur)
				break
			}
			if filepath.Dir(cur) == cur {
				break
			}
		}
		// The libraries the root holds.
		filepath.WalkDir(abs, func(p string, d fs.DirEntry, err error) error {
			if err != nil || !d.IsDir() {
				return nil
			}
			if d.Name() == "__pycache__" {
				return filepath.SkipDir
			}
			if below != nil {
				below(p)
			}
			if isInstalledDir(p) {
				installed(p)
				return filepath.SkipDir
			}
			return nil
		})
	}
}

// isInstalledDir reports whether dir is an installed domain.
func isInstalledDir(dir string) bool {
	return exists(filepath.Join(dir, InstalledFile)) || exists(filepath.Join(dir, OriginFile))
}

// verifyDir compares one installed domain with its manifest.
func verifyDir(dir string) diag.List {
	name := rel(dir)
	mpath := filepath.Join(dir, InstalledFile)
	tampered := func(file, format string, args ...any) *diag.Diagnostic {
		return diag.Errorf(diag.Span{File: file}, CodeTampered, format, args...)
	}
	data, err := os.ReadFile(mpath)
	if err != nil {
		d := tampered(rel(mpath), "installed library %s has no sha256 manifest (%s), so its files cannot be checked", name, InstalledFile)
		d.Notes = []string{"reinstall it with 'clauz3 install SOURCE --force' (a copy installed by another tool has no manifest)"}
		return diag.List{d}
	}
	var m InstalledManifest
	if err := json.Unmarshal(data, &m); err != nil || m.Version != 1 || m.Files == nil {
		return diag.List{tampered(rel(mpath), "the sha256 manifest of installed library %s is not valid", name)}
	}
	files, err := hashTree(dir)
	if err != nil {
		return diag.List{tampered(name, "cannot read installed library: %v", err)}
	}
	var out diag.List
	if d := checkManifestDigest(dir, m.Domain, data); d != nil {
		// The files are still compared with it: a rewrite that is not
		// consistent is named too.
		out.Add(d)
	}
	found := map[string]bool{}
	for _, f := range files {
		p := rel(filepath.Join(dir, filepath.FromSlash(f.path)))
		found[f.path] = true
		want, listed := m.Files[f.path]
		switch {
		case f.err != "":
			out.Add(tampered(p, "%s in installed library %s %s", f.path, m.Domain, f.err))
		case !listed:
			out.Add(tampered(p, "%s was added to installed library %s after install", f.path, m.Domain))
		case want != f.sum:
			out.Add(tampered(p, "%s of installed library %s was changed after install (sha256 %s, installed %s)", f.path, m.Domain, short(f.sum), short(want)))
		}
	}
	var missing []string
	for p := range m.Files {
		if !found[p] {
			missing = append(missing, p)
		}
	}
	sort.Strings(missing)
	for _, p := range missing {
		out.Add(tampered(rel(filepath.Join(dir, filepath.FromSlash(p))), "%s of installed library %s was removed after install", p, m.Domain))
	}
	if len(out) > 0 && out[len(out)-1].Code == CodeTampered {
		how := "'clauz3 install " + m.Source + " --force'"
		if m.Source == "" {
			how = "'clauz3 install SOURCE --force'"
		}
		out[len(out)-1].Notes = []string{"review the change; to get the library as installed back, reinstall it with " + how}
	}
	return out
}

func short(sum string) string {
	if len(sum) > 12 {
		return sum[:12]
	}
	return fmt.Sprint(sum)
}

// VerifyInputs lists what Verify(roots) reads, for a caller that keeps
// its answer (clauz3 serve) to tell when it may have changed: dirs are
// the directories whose listings decide which installed libraries it
// finds and which files they hold (every directory below a root, every
// directory of an installed library), files the files it reads or looks
// for (in each root and its ancestors up to the first installed library,
// the manifest and origin file that would make it one, which may be
// missing; every file of an installed library; the record of installed
// manifests beside each tools directory above it, which may be missing).
// __pycache__ directories are skipped, as Verify skips them.
func VerifyInputs(roots []string) (dirs, files []string) {
	seenDir, seenFile := map[string]bool{}, map[string]bool{}
	addDir := func(p string) {
		if !seenDir[p] {
			seenDir[p] = true
			dirs = append(dirs, p)
		}
	}
	addFile := func(p string) {
		if !seenFile[p] {
			seenFile[p] = true
			files = append(files, p)
		}
	}
	installed := func(dir string) {
		filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
			switch {
			case err != nil:
				return nil
			case d.IsDir() && d.Name() == "__pycache__" && p != dir:
				return filepath.SkipDir
			case d.IsDir():
				addDir(p)
			default:
				addFile(p)
			}
			return nil
		})
		addFile(filepath.Join(dir, InstalledFile))
		addFile(filepath.Join(dir, OriginFile))
		for cur := filepath.Dir(dir); ; cur = filepath.Dir(cur) {
			if filepath.Base(cur) == ToolsDir {
				addFile(lockPath(cur))
			}
			if filepath.Dir(cur) == cur {
				break
			}
		}
	}
	findInstalled(roots, func(cur string) {
		// (an ancestor decides only by holding one of these: its whole
		// listing, which a busy directory like /tmp changes all the
		// time, is not needed)
		addFile(filepath.Join(cur, InstalledFile))
		addFile(filepath.Join(cur, OriginFile))
	}, addDir, installed)
	sort.Strings(dirs)
	sort.Strings(files)
	return dirs, files
}
