package library

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"io"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"time"

	"clauz3/pkg/diag"
)

// InstallOptions says what to install where.
type InstallOptions struct {
	Source  string // stdlib:NAME or NAME, global:DOMAIN, a local path, or a git remote
	Into    string // the project (its .clauz3/tools receives the copy); with Global, the store
	Global  bool   // install into the user-wide store (Into is the store)
	Force   bool   // replace an installed copy of the selected library
	Bundled string // the bundled root ("" for none)
	Store   string // the user-wide store, for global: sources
	Git     string // the git executable (default "git")
}

// InstalledDomain is one domain Install copied.
type InstalledDomain struct {
	Source string // the source reference recorded in the origin file
	Domain string
	Dir    string // where it now is
}

// InstallResult is what Install did: the domains copied, dependencies
// first, and warnings for the person.
type InstallResult struct {
	Domains  []InstalledDomain
	Warnings []string
}

// remotePrefixes make a source a git remote rather than a path.
var remotePrefixes = []string{"gh:", "https://", "http://", "git@", "git://", "ssh://", "file://"}

// IsRemote reports whether source names a git remote.
func IsRemote(source string) bool {
	for _, p := range remotePrefixes {
		if strings.HasPrefix(source, p) {
			return true
		}
	}
	return false
}

var (
	ghShorthand = regexp.MustCompile(`^gh:([\w.-]+)/([\w.-]+?)(?:@([\w./-]+))?$`)
	domainName  = regexp.MustCompile(`^[A-Za-z_][\w-]*(/[A-Za-z_][\w-]*)*$`)
)

// installer holds the state of one Install.
type installer struct {
	o        InstallOptions
	key      string
	resolved map[string]*resolvedSource
	visiting map[string]bool
	visited  map[string]bool
	plan     []string
	tmpdirs  []string
	res      InstallResult
}

// resolvedSource is a source found on disk: its tools directory and the
// domains it provides.
type resolvedSource struct {
	ref      string // the reference the origin file records
	tools    string
	domains  []string
	revision string
	deps     []string
}

// Install copies the library o.Source, and first the libraries its
// manifests depend on that the destination lacks, into the destination:
// <Into>/.clauz3/tools/<domain> (or <store>/tools/<domain> with Global).
// Each copy gets the reference's origin file and a sha256 manifest of
// every file in it (.clauz3-installed.json), whose own sha256 is
// recorded in LockFile beside the tools directory; Verify checks both. It
// refuses a source holding symbolic links, an installed copy without
// Force, a domain the project authors itself, and a library superseded by
// (or superseding) one the destination holds. Errors are diagnostics
// (exit 2).
func Install(ctx context.Context, o InstallOptions) (*InstallResult, error) {
	if o.Git == "" {
		o.Git = "git"
	}
	in := &installer{o: o, resolved: map[string]*resolvedSource{}, visiting: map[string]bool{}, visited: map[string]bool{}}
	defer func() {
		for _, d := range in.tmpdirs {
			os.RemoveAll(d)
		}
	}()
	key, err := in.reference(o.Source)
	if err != nil {
		return nil, err
	}
	in.key = key
	if err := in.add(ctx, key); err != nil {
		return nil, err
	}
	// Superseded libraries, before anything is copied.
	for _, sel := range in.plan {
		for _, d := range in.resolved[sel].domains {
			for _, old := range superseded[d] {
				if in.has(old) {
					return nil, &diag.Diagnostic{Severity: diag.Error, Code: "superseded-library",
						Message: fmt.Sprintf("%s now provides the tools of %s, whose copy defines effects with the same names; remove %s first, then install again", d, old, in.where(old))}
				}
			}
			if newer := SupersededBy(d); newer != "" && in.has(newer) {
				return nil, &diag.Diagnostic{Severity: diag.Error, Code: "superseded-library",
					Message: fmt.Sprintf("%s is superseded by %s, which %s already holds: its effects have the same names; use %s", d, newer, in.destName(), newer)}
			}
		}
	}
	for _, sel := range in.plan {
		rs := in.resolved[sel]
		if err := in.copyLibrary(rs, sel == in.key && o.Force); err != nil {
			return nil, err
		}
	}
	return &in.res, nil
}

// reference is the canonical form of a source: stdlib:NAME for a bundled
// library, global:DOMAIN, a remote as written, else an absolute path.
func (in *installer) reference(source string) (string, error) {
	if source == "" {
		return "", &diag.Diagnostic{Severity: diag.Error, Code: "bad-source", Message: "empty library source"}
	}
	if strings.HasPrefix(source, "stdlib:") {
		return source, nil
	}
	if d, ok := strings.CutPrefix(source, "global:"); ok {
		if !domainName.MatchString(d) {
			return "", &diag.Diagnostic{Severity: diag.Error, Code: "bad-source", Message: fmt.Sprintf("invalid global library name %q", d)}
		}
		return source, nil
	}
	if IsRemote(source) {
		return source, nil
	}
	if filepath.Base(source) == source {
		if _, err := os.Stat(source); os.IsNotExist(err) {
			for _, b := range Bundles(in.o.Bundled) {
				if b == source {
					return "stdlib:" + source, nil
				}
			}
		}
	}
	abs, err := filepath.Abs(source)
	if err != nil {
		return "", err
	}
	return abs, nil
}

// add plans sel after its dependencies.
func (in *installer) add(ctx context.Context, sel string) error {
	if in.visiting[sel] {
		return &diag.Diagnostic{Severity: diag.Error, Code: "dependency-cycle", Message: "cyclic library dependency: " + sel}
	}
	if in.visited[sel] {
		return nil
	}
	in.visiting[sel] = true
	rs, err := in.resolve(ctx, sel)
	if err != nil {
		return err
	}
	in.resolved[sel] = rs
	if sel != in.key {
		all := true
		for _, d := range rs.domains {
			all = all && in.has(d)
		}
		if all {
			delete(in.visiting, sel)
			in.visited[sel] = true
			return nil
		}
	}
	for _, dep := range rs.deps {
		if strings.HasPrefix(sel, "global:") {
			// A library selected from the store takes its
			// dependencies from the store too.
			if n, ok := strings.CutPrefix(dep, "stdlib:"); ok {
				dep = "global:" + n
			}
		}
		ref, err := in.reference(dep)
		if err != nil {
			return err
		}
		if err := in.add(ctx, ref); err != nil {
			return err
		}
	}
	delete(in.visiting, sel)
	in.visited[sel] = true
	in.plan = append(in.plan, sel)
	return nil
}

// resolve finds the tools directory of a source and reads its manifests.
func (in *installer) resolve(ctx context.Context, ref string) (*resolvedSource, error) {
	rs := &resolvedSource{ref: ref}
	switch {
	case strings.HasPrefix(ref, "stdlib:"):
		name := strings.TrimPrefix(ref, "stdlib:")
		if in.o.Bundled == "" || !domainName.MatchString(name) {
			return nil, in.unknown(ref)
		}
		rs.tools = filepath.Join(in.o.Bundled, filepath.FromSlash(name), ToolsDir)
		if st, err := os.Stat(rs.tools); err != nil || !st.IsDir() {
			return nil, in.unknown(ref)
		}
	case strings.HasPrefix(ref, "global:"):
		d := strings.TrimPrefix(ref, "global:")
		if in.o.Global {
			return nil, &diag.Diagnostic{Severity: diag.Error, Code: "bad-source", Message: "select a global library into a project, not into the store itself"}
		}
		rs.tools = filepath.Join(in.o.Store, ToolsDir)
		if st, err := os.Stat(filepath.Join(rs.tools, filepath.FromSlash(d), TrustedDir)); err != nil || !st.IsDir() {
			return nil, &diag.Diagnostic{Severity: diag.Error, Code: "bad-source", Message: "global library is not installed: " + d,
				Notes: []string{"install it into the user-wide store first: clauz3 install -g " + d}}
		}
		// The copy gets a fresh manifest: a store copy changed since it
		// was installed must not be passed on as if it were not.
		if ds := verifyDir(filepath.Join(rs.tools, filepath.FromSlash(d))); len(ds) > 0 {
			return nil, ds
		}
		rs.domains = []string{d}
	case IsRemote(ref):
		dir, rev, err := in.clone(ctx, ref)
		if err != nil {
			return nil, err
		}
		rs.revision = rev
		t, err := toolsOf(dir, ref)
		if err != nil {
			return nil, err
		}
		rs.tools = t
	default:
		if _, err := os.Stat(ref); err != nil {
			return nil, &diag.Diagnostic{Severity: diag.Error, Code: "bad-source", Span: diag.Span{File: rel(ref)},
				Message: "source path does not exist" + in.hint()}
		}
		t, err := toolsOf(ref, ref)
		if err != nil {
			return nil, err
		}
		rs.tools = t
	}
	if rs.domains == nil {
		doms, skipped := Domains(rs.tools)
		rs.domains = doms
		in.res.Warnings = append(in.res.Warnings, skipped...)
	}
	if len(rs.domains) == 0 {
		return nil, &diag.Diagnostic{Severity: diag.Error, Code: "bad-source", Span: diag.Span{File: rel(rs.tools)},
			Message: "no trusted domains found (expected tools/<domain>/trusted/)"}
	}
	seen := map[string]bool{}
	for _, d := range rs.domains {
		dir := filepath.Join(rs.tools, filepath.FromSlash(d))
		if hasSymlinkBelow(dir, rs.tools) {
			return nil, bad(dir, "refusing to install a library through a symbolic link")
		}
		if err := rejectSymlinks(dir); err != nil {
			return nil, err
		}
		m, err := ReadSourceManifest(rs.tools, d)
		if err != nil {
			return nil, err
		}
		if m == nil {
			in.res.Warnings = append(in.res.Warnings, fmt.Sprintf("%s: no tools/%s/%s: the library installs, but without a description or setup guidance", d, d, ManifestFile))
			continue
		}
		for _, dep := range m.Dependencies {
			if !seen[dep] {
				seen[dep] = true
				rs.deps = append(rs.deps, dep)
			}
		}
	}
	return rs, nil
}

func (in *installer) unknown(ref string) error {
	return &diag.Diagnostic{Severity: diag.Error, Code: "bad-source", Message: "unknown bundled library: " + strings.TrimPrefix(ref, "stdlib:") + in.hint()}
}

// hint names the bundled libraries.
func (in *installer) hint() string {
	bs := Bundles(in.o.Bundled)
	if len(bs) == 0 {
		return ""
	}
	for i, b := range bs {
		bs[i] = "stdlib:" + b
	}
	return " (bundled: " + strings.Join(bs, ", ") + ")"
}

// toolsOf is the tools/ directory of a library directory (or dir itself
// when it is one).
func toolsOf(dir, label string) (string, error) {
	if filepath.Base(filepath.Clean(dir)) == ToolsDir {
		if st, err := os.Stat(dir); err == nil && st.IsDir() {
			return filepath.Clean(dir), nil
		}
	}
	t := filepath.Join(dir, ToolsDir)
	if st, err := os.Stat(t); err == nil && st.IsDir() {
		return t, nil
	}
	return "", &diag.Diagnostic{Severity: diag.Error, Code: "bad-source", Span: diag.Span{File: rel(label)}, Message: "no tools/ directory found"}
}

// clone fetches a git remote (gh:ORG/REPO[@REF] or a git URL[@REF]) into
// a temporary directory with the git executable and returns it and the
// commit checked out.
func (in *installer) clone(ctx context.Context, ref string) (string, string, error) {
	url, rev := ref, ""
	if m := ghShorthand.FindStringSubmatch(ref); m != nil {
		url, rev = "https://github.com/"+m[1]+"/"+m[2]+".git", m[3]
	} else if strings.HasPrefix(ref, "gh:") {
		return "", "", &diag.Diagnostic{Severity: diag.Error, Code: "bad-source", Message: fmt.Sprintf("invalid gh: source %q (want gh:ORG/REPO[@REF])", ref)}
	} else if i, j := strings.LastIndex(ref, "@"), strings.LastIndex(ref, "/"); i > j && j >= 0 {
		url, rev = ref[:i], ref[i+1:]
	}
	// Values git would read as options run commands (ssh -oProxyCommand=).
	for _, v := range []string{url, rev, sshHost(url)} {
		if strings.HasPrefix(v, "-") {
			return "", "", &diag.Diagnostic{Severity: diag.Error, Code: "bad-source", Message: fmt.Sprintf("git source %q may not have a part that begins with '-'", ref)}
		}
	}
	dir, err := os.MkdirTemp("", "clauz3-install-")
	if err != nil {
		return "", "", err
	}
	in.tmpdirs = append(in.tmpdirs, dir)
	dest := filepath.Join(dir, "src")
	ctx, cancel := context.WithTimeout(ctx, 5*time.Minute)
	defer cancel()
	git := func(args ...string) (string, error) {
		cmd := exec.CommandContext(ctx, in.o.Git, args...)
		cmd.Env = append(os.Environ(), "GIT_TERMINAL_PROMPT=0", "GIT_CONFIG_NOSYSTEM=1")
		var out, errb bytes.Buffer
		cmd.Stdout, cmd.Stderr = &out, &errb
		if err := cmd.Run(); err != nil {
			msg := strings.TrimSpace(errb.String())
			if msg == "" {
				msg = err.Error()
			}
			return "", &diag.Diagnostic{Severity: diag.Error, Code: "git-failed", Message: fmt.Sprintf("git %s: %s", args[0], msg)}
		}
		return strings.TrimSpace(out.String()), nil
	}
	if _, err := git("clone", "--quiet", "--no-checkout", "--", url, dest); err != nil {
		return "", "", err
	}
	target := "HEAD"
	if rev != "" {
		target = rev
		if _, err := git("-C", dest, "rev-parse", "--verify", "--quiet", "origin/"+rev+"^{commit}"); err == nil {
			target = "origin/" + rev
		}
	}
	sha, err := git("-C", dest, "rev-parse", "--verify", target+"^{commit}")
	if err != nil {
		return "", "", &diag.Diagnostic{Severity: diag.Error, Code: "git-failed", Message: fmt.Sprintf("ref %q not found in %s", target, url)}
	}
	if _, err := git("-C", dest, "-c", "core.symlinks=true", "checkout", "--quiet", "--detach", sha); err != nil {
		return "", "", err
	}
	return dest, sha, nil
}

// sshHost is the host part git hands to ssh, or "".
func sshHost(url string) string {
	if rest, ok := strings.CutPrefix(url, "ssh://"); ok {
		auth, _, _ := strings.Cut(rest, "/")
		return auth[strings.LastIndex(auth, "@")+1:]
	}
	if strings.Contains(url, "://") {
		return ""
	}
	if h, _, ok := strings.Cut(url, ":"); ok {
		return h[strings.LastIndex(h, "@")+1:]
	}
	return ""
}

// destTools is where domains are copied.
func (in *installer) destTools() string {
	if in.o.Global {
		return filepath.Join(in.o.Into, ToolsDir)
	}
	return ProjectTools(in.o.Into)
}

func (in *installer) destName() string {
	if in.o.Global {
		return "the user-wide store"
	}
	return "the project"
}

// has reports whether the destination provides domain already.
func (in *installer) has(domain string) bool {
	dirs := []string{in.destTools()}
	if !in.o.Global {
		dirs = append(dirs, AuthoredTools(in.o.Into))
	}
	for _, t := range dirs {
		if st, err := os.Stat(filepath.Join(t, filepath.FromSlash(domain), TrustedDir)); err == nil && st.IsDir() {
			return true
		}
	}
	return false
}

// where says where the destination holds domain.
func (in *installer) where(domain string) string {
	for _, t := range []string{in.destTools(), AuthoredTools(in.o.Into)} {
		p := filepath.Join(t, filepath.FromSlash(domain))
		if _, err := os.Stat(p); err == nil {
			return rel(p)
		}
	}
	return domain
}

// copyLibrary copies each domain of rs into the destination.
func (in *installer) copyLibrary(rs *resolvedSource, force bool) error {
	dest := in.destTools()
	for _, d := range rs.domains {
		dst := filepath.Join(dest, filepath.FromSlash(d))
		if !in.o.Global {
			if a := filepath.Join(AuthoredTools(in.o.Into), filepath.FromSlash(d)); exists(a) {
				return &diag.Diagnostic{Severity: diag.Error, Code: "domain-exists", Span: diag.Span{File: rel(a)},
					Message: fmt.Sprintf("the project already provides %s as a layer of its own; remove it to install the library", d)}
			}
		}
		if exists(dst) && !force {
			return &diag.Diagnostic{Severity: diag.Error, Code: "domain-exists", Span: diag.Span{File: rel(dst)},
				Message: fmt.Sprintf("%s is already installed (use --force to replace it)", d)}
		}
	}
	if !in.o.Global {
		if err := ensureProjectDir(in.o.Into); err != nil {
			return err
		}
	}
	for _, d := range rs.domains {
		src := filepath.Join(rs.tools, filepath.FromSlash(d))
		dst := filepath.Join(dest, filepath.FromSlash(d))
		if err := os.MkdirAll(filepath.Dir(dst), 0o755); err != nil {
			return bad(dst, "cannot create: %v", unwrapPath(err))
		}
		tmp, err := os.MkdirTemp(filepath.Dir(dst), ".install-")
		if err != nil {
			return bad(dst, "cannot write: %v", unwrapPath(err))
		}
		ok := false
		defer func() {
			if !ok {
				os.RemoveAll(tmp)
			}
		}()
		if err := copyTree(src, tmp); err != nil {
			return err
		}
		pkg, err := sourcePackage(rs.tools, d)
		if err != nil {
			return err
		}
		os.Remove(filepath.Join(tmp, PackageSnapshot))
		if pkg != nil {
			if data, err := os.ReadFile(filepath.Join(filepath.Dir(rs.tools), ManifestFile)); err == nil {
				if err := os.WriteFile(filepath.Join(tmp, PackageSnapshot), data, 0o644); err != nil {
					return err
				}
			} else if data, err := os.ReadFile(filepath.Join(src, PackageSnapshot)); err == nil {
				if err := os.WriteFile(filepath.Join(tmp, PackageSnapshot), data, 0o644); err != nil {
					return err
				}
			}
		}
		// The reference's spelling: json.dumps of {"source", "revision"}.
		srcj, _ := json.Marshal(rs.ref)
		revj, _ := json.Marshal(rs.revision)
		origin := fmt.Sprintf("{\"source\": %s, \"revision\": %s}\n", srcj, revj)
		if err := os.WriteFile(filepath.Join(tmp, OriginFile), []byte(origin), 0o644); err != nil {
			return err
		}
		os.Remove(filepath.Join(tmp, InstalledFile)) // never trust a copied one
		if err := writeInstalled(tmp, d, rs); err != nil {
			return err
		}
		if exists(dst) {
			if err := os.RemoveAll(dst); err != nil {
				return bad(dst, "cannot replace: %v", unwrapPath(err))
			}
		}
		if err := os.Rename(tmp, dst); err != nil {
			return bad(dst, "cannot install: %v", unwrapPath(err))
		}
		ok = true
		manifest, err := os.ReadFile(filepath.Join(dst, InstalledFile))
		if err != nil {
			return bad(dst, "cannot read the manifest just written: %v", unwrapPath(err))
		}
		if err := recordManifest(dest, d, manifest); err != nil {
			return err
		}
		if in.o.Global {
			meta := filepath.Join(in.o.Into, "metadata", filepath.FromSlash(d), "library.json")
			if err := os.MkdirAll(filepath.Dir(meta), 0o755); err != nil {
				return err
			}
			js, _ := json.Marshal(map[string]string{"origin": rs.ref})
			if err := os.WriteFile(meta, append(js, '\n'), 0o644); err != nil {
				return err
			}
		}
		in.res.Domains = append(in.res.Domains, InstalledDomain{Source: rs.ref, Domain: d, Dir: dst})
	}
	return nil
}

func exists(p string) bool {
	_, err := os.Lstat(p)
	return err == nil
}

// projectGitignore is what .clauz3/.gitignore says (the reference's).
const projectGitignore = "# Generated by clauz3. Commit installed libraries; ignore caches.\n" +
	"__pycache__/\n*.pyc\ninstall-*/\n.install-*/\nlibrary-backups/\napproval-service.json\n"

func ensureProjectDir(project string) error {
	dir := filepath.Join(project, ProjectDir)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return bad(dir, "cannot create: %v", unwrapPath(err))
	}
	gi := filepath.Join(dir, ".gitignore")
	if !exists(gi) {
		return os.WriteFile(gi, []byte(projectGitignore), 0o644)
	}
	return nil
}

// copyTree copies the regular files of src into dst, without
// __pycache__ directories and compiled files.
func copyTree(src, dst string) error {
	return filepath.WalkDir(src, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return bad(p, "cannot read: %v", unwrapPath(err))
		}
		r, _ := filepath.Rel(src, p)
		t := filepath.Join(dst, r)
		switch {
		case d.IsDir():
			if d.Name() == "__pycache__" {
				return filepath.SkipDir
			}
			return os.MkdirAll(t, 0o755)
		case strings.HasSuffix(d.Name(), ".pyc"):
			return nil
		case !d.Type().IsRegular():
			return bad(p, "refusing to install a library that holds a symbolic link or special file")
		}
		in, err := os.Open(p)
		if err != nil {
			return bad(p, "cannot read: %v", unwrapPath(err))
		}
		defer in.Close()
		out, err := os.OpenFile(t, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o644)
		if err != nil {
			return err
		}
		if _, err := io.Copy(out, in); err != nil {
			out.Close()
			return err
		}
		return out.Close()
	})
}

// InstalledManifest is .clauz3-installed.json: the sha256 of every file
// install wrote into a domain (slash-separated paths relative to it),
// the manifest itself and __pycache__ directories excepted.
type InstalledManifest struct {
	Version  int               `json:"version"`
	Domain   string            `json:"domain"`
	Source   string            `json:"source"`
	Revision string            `json:"revision"`
	Files    map[string]string `json:"files"`
}

func writeInstalled(dir, domain string, rs *resolvedSource) error {
	files, err := hashTree(dir)
	if err != nil {
		return err
	}
	m := InstalledManifest{Version: 1, Domain: domain, Source: rs.ref, Revision: rs.revision, Files: map[string]string{}}
	for _, f := range files {
		if f.err != "" {
			return bad(filepath.Join(dir, f.path), "%s", f.err)
		}
		m.Files[f.path] = f.sum
	}
	js, err := json.MarshalIndent(m, "", " ")
	if err != nil {
		return err
	}
	return os.WriteFile(filepath.Join(dir, InstalledFile), append(js, '\n'), 0o444)
}

type hashed struct {
	path string // slash-separated, relative
	sum  string
	err  string // why the entry is not a regular file
}

// hashTree hashes every file below dir except the installed manifest and
// __pycache__ directories (which CPython writes when it imports the
// layer), sorted by path. Entries that are not regular files are
// returned with err set.
func hashTree(dir string) ([]hashed, error) {
	var out []hashed
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return bad(p, "cannot read: %v", unwrapPath(err))
		}
		r, _ := filepath.Rel(dir, p)
		r = filepath.ToSlash(r)
		switch {
		case p == dir:
			return nil
		case d.Type()&fs.ModeSymlink != 0:
			out = append(out, hashed{path: r, err: "is a symbolic link"})
			return nil
		case d.IsDir():
			if d.Name() == "__pycache__" {
				return filepath.SkipDir
			}
			return nil
		case !d.Type().IsRegular():
			out = append(out, hashed{path: r, err: "is not a regular file"})
			return nil
		case r == InstalledFile:
			return nil
		}
		f, err := os.Open(p)
		if err != nil {
			return bad(p, "cannot read: %v", unwrapPath(err))
		}
		defer f.Close()
		h := sha256.New()
		if _, err := io.Copy(h, f); err != nil {
			return bad(p, "cannot read: %v", unwrapPath(err))
		}
		out = append(out, hashed{path: r, sum: hex.EncodeToString(h.Sum(nil))})
		return nil
	})
	sort.Slice(out, func(i, j int) bool { return out[i].path < out[j].path })
	return out, err
}
