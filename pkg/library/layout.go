package library

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"unicode"

	"gopkg.in/yaml.v3"
)

// Names of the layout.
const (
	ProjectDir     = ".clauz3" // a project's own directory
	ToolsDir       = "tools"   // the import package that holds trusted layers
	TrustedDir     = "trusted" // a domain's trusted layer
	OriginFile     = ".clauz3-origin.json"
	InstalledFile  = ".clauz3-installed.json"
	MaxDomainDepth = 2 // tools/<domain>/trusted or tools/<org>/<domain>/trusted
)

// pyKeywords are Python's keywords: a domain named like one cannot be
// imported.
var pyKeywords = map[string]bool{
	"False": true, "None": true, "True": true, "and": true, "as": true, "assert": true, "async": true,
	"await": true, "break": true, "class": true, "continue": true, "def": true, "del": true, "elif": true,
	"else": true, "except": true, "finally": true, "for": true, "from": true, "global": true, "if": true,
	"import": true, "in": true, "is": true, "lambda": true, "nonlocal": true, "not": true, "or": true,
	"pass": true, "raise": true, "return": true, "try": true, "while": true, "with": true, "yield": true,
}

// DomainProblem says why a domain path (its parts below tools/) cannot be
// a trusted layer, or returns "".
func DomainProblem(parts []string) string {
	if len(parts) == 0 {
		return "a trusted layer needs a domain directory (tools/<domain>/trusted)"
	}
	if len(parts) > MaxDomainDepth {
		return fmt.Sprintf("domains nest at most %d levels under tools/ (tools/<org>/<domain>/trusted)", MaxDomainDepth)
	}
	for _, p := range parts {
		if !isIdentifier(p) {
			return fmt.Sprintf("%q is not a Python identifier, so it cannot be imported", p)
		}
		if pyKeywords[p] {
			return fmt.Sprintf("%q is a Python keyword, so it cannot be imported", p)
		}
	}
	return ""
}

func isIdentifier(s string) bool {
	if s == "" {
		return false
	}
	for i, r := range s {
		if r == '_' || unicode.IsLetter(r) || (i > 0 && (unicode.IsDigit(r) || unicode.Is(unicode.Mn, r) || unicode.Is(unicode.Mc, r) || unicode.Is(unicode.Pc, r))) {
			continue
		}
		return false
	}
	return true
}

// Domains returns the domains (slash-separated paths below tools, such as
// "env" or "google_workspace/gmail") that have a usable trusted/
// directory, sorted. A trusted/ directory reached through a symbolic
// link, inside another trusted/ directory, or whose domain cannot be
// imported is skipped; skipped lists those of the last kind with why.
func Domains(tools string) (domains []string, skipped []string) {
	st, err := os.Stat(tools)
	if err != nil || !st.IsDir() {
		return nil, nil
	}
	filepath.WalkDir(tools, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return nil
		}
		if p == tools {
			return nil
		}
		if d.Type()&fs.ModeSymlink != 0 {
			return nil // never followed
		}
		if !d.IsDir() {
			return nil
		}
		if d.Name() == "__pycache__" {
			return filepath.SkipDir
		}
		r, _ := filepath.Rel(tools, p)
		parts := strings.Split(filepath.ToSlash(r), "/")
		if d.Name() == TrustedDir {
			dom := parts[:len(parts)-1]
			if why := DomainProblem(dom); why != "" {
				skipped = append(skipped, fmt.Sprintf("skipping trusted layer %s: %s", p, why))
			} else {
				domains = append(domains, strings.Join(dom, "/"))
			}
			return filepath.SkipDir
		}
		if len(parts) > MaxDomainDepth+1 {
			return filepath.SkipDir
		}
		return nil
	})
	sort.Strings(domains)
	return domains, skipped
}

// ProjectTools is <project>/.clauz3/tools, where install copies layers.
func ProjectTools(project string) string {
	return filepath.Join(project, ProjectDir, ToolsDir)
}

// AuthoredTools is <project>/tools, the layers a project writes itself.
func AuthoredTools(project string) string { return filepath.Join(project, ToolsDir) }

// StoreRoot is the user-wide store: $CLAUZ3_HOME, else
// $XDG_DATA_HOME/clauz3, else ~/.local/share/clauz3.
func StoreRoot() (string, error) {
	if d := os.Getenv("CLAUZ3_HOME"); d != "" {
		return filepath.Abs(d)
	}
	data := os.Getenv("XDG_DATA_HOME")
	if data == "" {
		home, err := os.UserHomeDir()
		if err != nil {
			return "", fmt.Errorf("no user-wide store: set CLAUZ3_HOME (%v)", err)
		}
		data = filepath.Join(home, ".local", "share")
	}
	abs, err := filepath.Abs(filepath.Join(data, "clauz3"))
	if err != nil {
		return "", err
	}
	return abs, nil
}

// BundledRoot is the directory of the libraries bundled with clauz3:
// $CLAUZ3_LIBRARIES when set, else the libraries/ directory of the
// repository the executable was built in (bin/clauz3 -> libraries/),
// else libraries/ beside the executable. It returns "" when there is
// none.
func BundledRoot() (string, error) {
	if d := os.Getenv("CLAUZ3_LIBRARIES"); d != "" {
		abs, err := filepath.Abs(d)
		if err != nil {
			return "", err
		}
		if st, err := os.Stat(abs); err != nil || !st.IsDir() {
			return "", fmt.Errorf("CLAUZ3_LIBRARIES=%s is not a directory", d)
		}
		return abs, nil
	}
	exe, err := os.Executable()
	if err != nil {
		return "", nil
	}
	if r, err := filepath.EvalSymlinks(exe); err == nil {
		exe = r
	}
	dir := filepath.Dir(exe)
	for _, c := range []string{filepath.Join(dir, "..", "libraries"), filepath.Join(dir, "libraries")} {
		if st, err := os.Stat(c); err == nil && st.IsDir() {
			return filepath.Clean(c), nil
		}
	}
	return "", nil
}

// Bundles lists the bundles of the bundled root: its directories that
// hold a tools/ directory, sorted by name.
func Bundles(root string) []string {
	if root == "" {
		return nil
	}
	ents, err := os.ReadDir(root)
	if err != nil {
		return nil
	}
	var out []string
	for _, e := range ents {
		if !e.IsDir() || strings.HasPrefix(e.Name(), ".") {
			continue
		}
		if st, err := os.Stat(filepath.Join(root, e.Name(), ToolsDir)); err == nil && st.IsDir() {
			out = append(out, e.Name())
		}
	}
	sort.Strings(out)
	return out
}

// hasSymlinkBelow reports whether p, or a directory between base and p,
// is a symbolic link.
func hasSymlinkBelow(p, base string) bool {
	for cur := p; cur != base && strings.HasPrefix(cur, base+string(filepath.Separator)); cur = filepath.Dir(cur) {
		if st, err := os.Lstat(cur); err == nil && st.Mode()&os.ModeSymlink != 0 {
			return true
		}
	}
	return false
}

// rejectSymlinks refuses a tree that holds a symbolic link anywhere: a
// copy would follow it and install whatever it points to.
func rejectSymlinks(root string) error {
	st, err := os.Lstat(root)
	if err != nil {
		return bad(root, "cannot read: %v", unwrapPath(err))
	}
	if st.Mode()&os.ModeSymlink != 0 {
		return bad(root, "refusing to install a library through a symbolic link")
	}
	return filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return bad(p, "cannot read: %v", unwrapPath(err))
		}
		if d.Type()&fs.ModeSymlink != 0 {
			return bad(p, "refusing to install a library that holds a symbolic link")
		}
		if !d.IsDir() && !d.Type().IsRegular() {
			return bad(p, "refusing to install a library that holds a special file")
		}
		return nil
	})
}

// ReadSourceManifest reads the manifest of domain below tools, merged
// with its bundle's package manifest (tools/../clauz3.yaml) or, in an
// installed copy, the package snapshot install left. It returns nil when
// the domain has no manifest (and no package).
func ReadSourceManifest(tools, domain string) (*Manifest, error) {
	dir := filepath.Join(tools, filepath.FromSlash(domain))
	m, err := ReadManifest(filepath.Join(dir, ManifestFile), domain)
	if err != nil {
		return nil, err
	}
	pkg, err := sourcePackage(tools, domain)
	if err != nil {
		return nil, err
	}
	return MergePackage(m, pkg, filepath.Join(dir, ManifestFile))
}

// sourcePackage is the package manifest of domain's bundle, or of the
// snapshot an installed copy keeps.
func sourcePackage(tools, domain string) (*Manifest, error) {
	pkg, err := readPackage(filepath.Join(filepath.Dir(tools), ManifestFile))
	if err != nil {
		return nil, err
	}
	snap, err := readPackage(filepath.Join(tools, filepath.FromSlash(domain), PackageSnapshot))
	if err != nil {
		return nil, err
	}
	if pkg != nil {
		return pkg, nil
	}
	return snap, nil
}

// readPackage reads a package manifest. A clauz3.yaml there without
// "kind" (a project's own file, say) is not a package and is ignored.
func readPackage(path string) (*Manifest, error) {
	data, err := os.ReadFile(path)
	if errors.Is(err, os.ErrNotExist) {
		return nil, nil
	}
	if err == nil {
		var probe map[string]any
		if yaml.Unmarshal(data, &probe) == nil {
			if _, ok := probe["kind"]; !ok {
				return nil, nil
			}
		}
	}
	m, err := ReadManifest(path, "")
	if err != nil || m == nil || !m.IsPackage() {
		return nil, err
	}
	return m, nil
}
