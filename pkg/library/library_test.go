package library

import (
	"context"
	"encoding/json"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"strconv"
	"strings"
	"testing"

	"clauz3/pkg/diag"

	// The -update switch of the suite; this package has no goldens.
	_ "clauz3/internal/golden"
)

// referenceStdlib is the reference's bundled libraries (clauz3 0.2.1 in
// the project's .venv, installed by make deps).
func referenceStdlib(t *testing.T) string {
	t.Helper()
	dirs, _ := filepath.Glob(filepath.Join("..", "..", ".venv", "lib", "python3*", "site-packages", "clauz3", "stdlib"))
	if len(dirs) == 0 {
		t.Skip("the reference clauz3 0.2.1 is not installed in .venv (make deps)")
	}
	abs, _ := filepath.Abs(dirs[0])
	return abs
}

// TestReferenceManifestsValidate: every manifest the reference ships
// (nine domains, one package) decodes and validates against our schema,
// with the reference's fields.
func TestReferenceManifestsValidate(t *testing.T) {
	root := referenceStdlib(t)
	libs, err := Bundled(root)
	if err != nil {
		t.Fatal(err)
	}
	domains := 0
	for _, l := range libs {
		if len(l.Manifests) != len(l.Domains) || len(l.Domains) == 0 {
			t.Errorf("%s: %d manifests for domains %v", l.Source, len(l.Manifests), l.Domains)
		}
		for _, m := range l.Manifests {
			domains++
			if m.SchemaVersion != 1 || m.Title == "" || m.Summary == "" || m.Description == "" {
				t.Errorf("%s: incomplete %+v", l.Source, m)
			}
		}
	}
	if len(libs) != 9 || domains != 9 {
		t.Errorf("%d libraries, %d domain manifests; want 9 and 9", len(libs), domains)
	}
	gw, err := ReadManifest(filepath.Join(root, "google_workspace", ManifestFile), "")
	if err != nil || gw == nil || !gw.IsPackage() || gw.Requirements == nil || len(gw.Requirements.Setup) != 1 {
		t.Errorf("google_workspace package: %+v %v", gw, err)
	}
	// The merged gmail manifest has the package's tool and setup first.
	for _, l := range libs {
		if l.Source == "stdlib:google_workspace" {
			want := []string{"The gog CLI is required for operations that access Google services.", "Select the Google account used by Clauz3", "Authorize a Google account for Gmail", "Use the gog backend for Gmail drafts"}
			if !reflect.DeepEqual(l.Requirements, want) || l.Title != "Google Workspace" {
				t.Errorf("google_workspace: title %q requirements %q", l.Title, l.Requirements)
			}
		}
	}
}

// TestManifestErrors: bad manifests are refused with the line and column
// of the offending value.
func TestManifestErrors(t *testing.T) {
	good := "schema_version: 1\nname: env\ntitle: Env\nsummary: S.\ndescription: D.\n"
	for _, c := range []struct {
		text, domain, want string
		line               int
	}{
		{good, "env", "", 0},
		{good, "other", `name must be the domain "other" (the directory below tools/), found "env"`, 2},
		{strings.Replace(good, "title: Env\n", "", 1), "env", `missing required field "title"`, 1},
		{good + "homepage: x\n", "env", `unknown field "homepage"`, 6},
		{strings.Replace(good, "schema_version: 1", "schema_version: 2", 1), "env", "schema_version: 2 is greater than 1", 1},
		{strings.Replace(good, "summary: S.", "summary: ' '", 1), "env", "summary must not be empty", 4},
		{good + "dependencies: [pip:requests]\n", "env", `dependencies/0: "pip:requests" does not match`, 6},
		{good + "requirements:\n  setup:\n  - id: a\n    kind: magic\n    title: T\n    description: D\n    instructions: I\n", "env", "requirements/setup/0/kind: magic is not one of authentication, configuration, service, access", 9},
		{good + "requirements:\n  tools:\n  - {name: t, description: d}\n  - {name: t, description: e}\n", "env", `tool names must be unique: "t" appears twice`, 9},
		{good + "title: Again\n", "env", `key "title" appears twice`, 6},
		{"base: &a {x: 1}\n" + good + "other: *a\n", "env", "YAML aliases are not supported", 7},
		{good + "when: 2024-01-01\n", "env", "YAML tag !!timestamp is not supported", 6},
		{"- a\n- b\n", "env", "expected a YAML mapping", 1},
		{"name: [\n", "env", "did not find expected node content", 0},
		{"", "env", "empty manifest", 0},
		{good + "documentation: null\nrequirements: null\n", "env", "", 0},
	} {
		m, err := ParseManifest("clauz3.yaml", []byte(c.text), c.domain)
		if c.want == "" {
			if err != nil || m == nil || m.Name != "env" {
				t.Errorf("%q: %v", c.text, err)
			}
			continue
		}
		var d *diag.Diagnostic
		if !errors.As(err, &d) || !strings.Contains(d.Message, c.want) || (c.line != 0 && d.Span.Line != c.line) || diag.ExitCode(err) != 2 {
			t.Errorf("%q: got %v (line %d), want %q at line %d", c.text, err, spanLine(d), c.want, c.line)
		}
	}
}

func spanLine(d *diag.Diagnostic) int {
	if d == nil {
		return -1
	}
	return d.Span.Line
}

// fixture is the bundled root of our test libraries (mail depends on
// notes).
func fixture(t *testing.T) string {
	abs, err := filepath.Abs(filepath.Join("testdata", "bundled"))
	if err != nil {
		t.Fatal(err)
	}
	return abs
}

func mustInstall(t *testing.T, o InstallOptions) *InstallResult {
	t.Helper()
	res, err := Install(context.Background(), o)
	if err != nil {
		t.Fatalf("install %s: %v", o.Source, err)
	}
	return res
}

// TestInstallVerify: install copies the library after its dependency,
// writes the origin and the sha256 manifest, Verify accepts it; any
// change, addition or removal afterwards is refused naming the file; a
// second install needs --force, which restores the library.
func TestInstallVerify(t *testing.T) {
	bundled := fixture(t)
	project := t.TempDir()
	res := mustInstall(t, InstallOptions{Source: "mail", Into: project, Bundled: bundled})
	var got []string
	for _, d := range res.Domains {
		got = append(got, d.Source+" "+d.Domain)
	}
	if want := []string{"stdlib:notes notes", "stdlib:mail mail"}; !reflect.DeepEqual(got, want) {
		t.Fatalf("installed %q, want %q (dependency first)", got, want)
	}
	mail := filepath.Join(ProjectTools(project), "mail")
	origin, _ := os.ReadFile(filepath.Join(mail, OriginFile))
	if string(origin) != "{\"source\": \"stdlib:mail\", \"revision\": \"\"}\n" {
		t.Errorf("origin %q", origin)
	}
	snap, err := os.ReadFile(filepath.Join(mail, PackageSnapshot))
	if err != nil || !strings.Contains(string(snap), "kind: package") {
		t.Errorf("package snapshot: %q %v", snap, err)
	}
	var man InstalledManifest
	data, _ := os.ReadFile(filepath.Join(mail, InstalledFile))
	if err := json.Unmarshal(data, &man); err != nil {
		t.Fatal(err)
	}
	var files []string
	for f := range man.Files {
		files = append(files, f)
	}
	sortStrings(files)
	if want := []string{".clauz3-origin.json", ".clauz3-package.yaml", "clauz3.yaml", "trusted/contracts.py", "trusted/effects.py"}; !reflect.DeepEqual(files, want) {
		t.Errorf("manifest lists %q, want %q", files, want)
	}
	trusted := filepath.Join(mail, TrustedDir)
	if err := Verify([]string{trusted}); err != nil {
		t.Fatalf("fresh install refused: %v", err)
	}
	// CPython's bytecode cache is not a change.
	os.MkdirAll(filepath.Join(trusted, "__pycache__"), 0o755)
	os.WriteFile(filepath.Join(trusted, "__pycache__", "effects.cpython-311.pyc"), []byte("x"), 0o644)
	if err := Verify([]string{trusted}); err != nil {
		t.Fatalf("__pycache__ refused: %v", err)
	}
	for _, c := range []struct {
		name   string
		change func()
		want   string
		file   string
	}{
		{"changed", func() { appendFile(t, filepath.Join(trusted, "effects.py"), "\nprint('x')\n") }, "trusted/effects.py of installed library mail was changed after install", "effects.py"},
		{"added", func() { os.WriteFile(filepath.Join(trusted, "evil.py"), []byte("x = 1\n"), 0o644) }, "trusted/evil.py was added to installed library mail after install", "evil.py"},
		{"added pyc", func() { os.WriteFile(filepath.Join(trusted, "evil.pyc"), []byte("x"), 0o644) }, "trusted/evil.pyc was added", "evil.pyc"},
		{"removed", func() { os.Remove(filepath.Join(trusted, "contracts.py")) }, "trusted/contracts.py of installed library mail was removed after install", "contracts.py"},
		{"symlink", func() { os.Symlink("/etc/passwd", filepath.Join(trusted, "link.py")) }, "trusted/link.py in installed library mail is a symbolic link", "link.py"},
		{"manifest removed", func() { os.Remove(filepath.Join(mail, InstalledFile)) }, "has no sha256 manifest", InstalledFile},
	} {
		mustInstall(t, InstallOptions{Source: "stdlib:mail", Into: project, Bundled: bundled, Force: true})
		c.change()
		// Both a root inside the library and one holding it find it.
		for _, root := range []string{trusted, ProjectTools(project)} {
			err := Verify([]string{root})
			var l diag.List
			if !errors.As(err, &l) || len(l) == 0 || !strings.Contains(l[0].Message, c.want) || filepath.Base(l[0].Span.File) != c.file || l[0].Code != CodeTampered || diag.ExitCode(err) != 2 {
				t.Errorf("%s (root %s): got %v, want %q naming %s", c.name, root, err, c.want, c.file)
			}
		}
	}
	// Without --force an installed library is not replaced.
	_, err = Install(context.Background(), InstallOptions{Source: "mail", Into: project, Bundled: bundled})
	if err == nil || !strings.Contains(err.Error(), "mail is already installed (use --force to replace it)") {
		t.Errorf("second install: %v", err)
	}
	mustInstall(t, InstallOptions{Source: "mail", Into: project, Bundled: bundled, Force: true})
	if err := Verify([]string{trusted}); err != nil {
		t.Errorf("after --force: %v", err)
	}
	// An authored layer is not checked (no origin file).
	authored := filepath.Join(project, "tools", "own", "trusted")
	os.MkdirAll(authored, 0o755)
	os.WriteFile(filepath.Join(authored, "effects.py"), nil, 0o644)
	if err := Verify([]string{authored}); err != nil {
		t.Errorf("authored layer: %v", err)
	}
}

func appendFile(t *testing.T, p, s string) {
	f, err := os.OpenFile(p, os.O_APPEND|os.O_WRONLY, 0)
	if err != nil {
		t.Fatal(err)
	}
	f.WriteString(s)
	f.Close()
}

func sortStrings(s []string) {
	for i := 1; i < len(s); i++ {
		for j := i; j > 0 && s[j] < s[j-1]; j-- {
			s[j], s[j-1] = s[j-1], s[j]
		}
	}
}

// TestInstallRefusals: a superseded library beside its successor (both
// ways), a domain the project authors, a missing source, a source with a
// symbolic link, an unknown bundled name.
func TestInstallRefusals(t *testing.T) {
	src := t.TempDir()
	write := func(p, s string) {
		os.MkdirAll(filepath.Dir(p), 0o755)
		if err := os.WriteFile(p, []byte(s), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write(filepath.Join(src, "gw", "tools", "google_workspace", "gmail", "trusted", "effects.py"), "")
	write(filepath.Join(src, "old", "tools", "email", "trusted", "effects.py"), "")
	project := t.TempDir()
	mustInstall(t, InstallOptions{Source: filepath.Join(src, "old"), Into: project})
	_, err := Install(context.Background(), InstallOptions{Source: filepath.Join(src, "gw"), Into: project})
	if err == nil || !strings.Contains(err.Error(), "google_workspace/gmail now provides the tools of email") {
		t.Errorf("successor beside a superseded library: %v", err)
	}
	if exists(filepath.Join(ProjectTools(project), "google_workspace")) {
		t.Errorf("a refused install copied files")
	}
	p2 := t.TempDir()
	mustInstall(t, InstallOptions{Source: filepath.Join(src, "gw"), Into: p2})
	_, err = Install(context.Background(), InstallOptions{Source: filepath.Join(src, "old"), Into: p2})
	if err == nil || !strings.Contains(err.Error(), "email is superseded by google_workspace/gmail") {
		t.Errorf("superseded library beside its successor: %v", err)
	}
	p3 := t.TempDir()
	write(filepath.Join(p3, "tools", "email", "trusted", "effects.py"), "")
	if _, err := Install(context.Background(), InstallOptions{Source: filepath.Join(src, "old"), Into: p3}); err == nil || !strings.Contains(err.Error(), "already provides email as a layer of its own") {
		t.Errorf("authored domain: %v", err)
	}
	if _, err := Install(context.Background(), InstallOptions{Source: filepath.Join(src, "nope"), Into: p3}); err == nil || !strings.Contains(err.Error(), "source path does not exist") {
		t.Errorf("missing source: %v", err)
	}
	os.Symlink("/etc/hostname", filepath.Join(src, "old", "tools", "email", "trusted", "x.py"))
	if _, err := Install(context.Background(), InstallOptions{Source: filepath.Join(src, "old"), Into: t.TempDir()}); err == nil || !strings.Contains(err.Error(), "symbolic link") {
		t.Errorf("symlink: %v", err)
	}
	if _, err := Install(context.Background(), InstallOptions{Source: "stdlib:nope", Into: t.TempDir(), Bundled: fixture(t)}); err == nil || !strings.Contains(err.Error(), "unknown bundled library: nope (bundled: stdlib:mail, stdlib:notes)") {
		t.Errorf("unknown bundled: %v", err)
	}
}

// TestInstallGit: a git remote (a local bare repository through file://)
// is cloned with the git executable; the origin records the commit.
func TestInstallGit(t *testing.T) {
	if _, err := exec.LookPath("git"); err != nil {
		t.Skip("no git")
	}
	work := t.TempDir()
	repo := filepath.Join(work, "repo")
	if err := copyTree(filepath.Join(fixture(t), "notes"), repo); err != nil {
		t.Fatal(err)
	}
	git := func(dir string, args ...string) string {
		cmd := exec.Command("git", args...)
		cmd.Dir = dir
		cmd.Env = append(os.Environ(), "GIT_AUTHOR_NAME=t", "GIT_AUTHOR_EMAIL=t@example.com", "GIT_COMMITTER_NAME=t", "GIT_COMMITTER_EMAIL=t@example.com", "GIT_CONFIG_GLOBAL=/dev/null")
		out, err := cmd.CombinedOutput()
		if err != nil {
			t.Fatalf("git %v: %v\n%s", args, err, out)
		}
		return strings.TrimSpace(string(out))
	}
	git(repo, "init", "-q", "-b", "main")
	git(repo, "add", ".")
	git(repo, "commit", "-q", "-m", "notes")
	sha := git(repo, "rev-parse", "HEAD")
	git(work, "clone", "-q", "--bare", repo, "bare.git")
	url := "file://" + filepath.Join(work, "bare.git")
	project := t.TempDir()
	for _, src := range []string{url, url + "@main"} {
		res := mustInstall(t, InstallOptions{Source: src, Into: project, Force: true})
		if len(res.Domains) != 1 || res.Domains[0].Domain != "notes" {
			t.Fatalf("%s: %+v", src, res.Domains)
		}
		origin, _ := os.ReadFile(filepath.Join(ProjectTools(project), "notes", OriginFile))
		var o Origin
		json.Unmarshal(origin, &o)
		if o.Source != src || o.Revision != sha {
			t.Errorf("%s: origin %+v, want revision %s", src, o, sha)
		}
		if err := Verify([]string{filepath.Join(ProjectTools(project), "notes", TrustedDir)}); err != nil {
			t.Error(err)
		}
	}
	if _, err := Install(context.Background(), InstallOptions{Source: url + "@nope", Into: t.TempDir()}); err == nil || !strings.Contains(err.Error(), `ref "nope" not found`) {
		t.Errorf("bad ref: %v", err)
	}
	if _, err := Install(context.Background(), InstallOptions{Source: "ssh://-oProxyCommand=x/repo", Into: t.TempDir()}); err == nil || !strings.Contains(err.Error(), "begins with '-'") {
		t.Errorf("option-like host: %v", err)
	}
}

// TestRecords: the three places, the query, the installed flag.
func TestRecords(t *testing.T) {
	bundled := fixture(t)
	project, store := t.TempDir(), t.TempDir()
	recs, err := Records(Places{Bundled: bundled, Project: project, Store: store}, "")
	if err != nil || len(recs) != 2 || recs[0].Source != "stdlib:mail" || recs[0].Installed || recs[0].Title != "Test mail" {
		t.Fatalf("%+v %v", recs, err)
	}
	mustInstall(t, InstallOptions{Source: "notes", Into: project, Bundled: bundled})
	mustInstall(t, InstallOptions{Source: "notes", Into: store, Global: true, Bundled: bundled})
	recs, _ = Records(Places{Bundled: bundled, Project: project, Store: store}, "")
	var got []string
	for _, r := range recs {
		got = append(got, r.Source+" "+r.Visibility+" "+map[bool]string{true: "present", false: "absent"}[r.Installed])
	}
	if want := []string{"stdlib:mail bundled absent", "global:notes global present", "stdlib:notes project present"}; !reflect.DeepEqual(got, want) {
		t.Errorf("records %q, want %q", got, want)
	}
	recs, _ = Records(Places{Bundled: bundled, Project: project, Store: store}, "SENDMAIL executable")
	if len(recs) != 1 || recs[0].Source != "stdlib:mail" {
		t.Errorf("query: %+v", recs)
	}
	if text := FormatRecords(nil); text != "No libraries match. Try clauz3 libraries without a query.\n" {
		t.Errorf("%q", text)
	}
}

// TestLint: each rule on a small layer, and a clean one.
func TestLint(t *testing.T) {
	dir := t.TempDir()
	effects := filepath.Join(dir, "tools", "x", "trusted", "effects.py")
	os.MkdirAll(filepath.Dir(effects), 0o755)
	src := `import subprocess
import deal
import clauz3


@deal.has("email")
def send(addr: str) -> None:
    print(addr)
    subprocess.run(["true"])


@clauz3.trusted
def forward(addr: str) -> None:
    send(addr)


@clauz3.ensures(lambda result: result >= 0)
@clauz3.trusted
def count() -> int:
    return -1


@clauz3.requires(lambda name: len(name) > 0)
@deal.pre(lambda name: True)
@clauz3.trusted
def mixed(name: str) -> None:
    return None


@deal.pure
@clauz3.trusted
def pure_effect() -> int:
    return 1


@deal.ensure(lambda x: x > 0)
def helper(x: int) -> int:
    return x


@clauz3.requires(lambda path: path.startswith("/"))
@clauz3.trusted
def read(path: str) -> str:
    return ""


def caller() -> None:
    read("relative")
    read("/absolute")
`
	os.WriteFile(effects, []byte(src), 0o644)
	got, err := LintPaths([]string{dir})
	if err != nil {
		t.Fatal(err)
	}
	var lines []string
	for _, d := range got {
		lines = append(lines, strconv.Itoa(d.Span.Line)+" "+d.Code)
	}
	want := []string{"8 missed-marker", "9 missed-marker", "14 effect-calls-effect", "20 post-contract-error", "24 contradictory-markers", "32 contradictory-markers", "36 ensure-without-result", "48 pre-contract-error"}
	if !reflect.DeepEqual(lines, want) {
		t.Errorf("findings:\n%s\nwant %q", FormatList(got), want)
	}
	clean := filepath.Join(dir, "clean.py")
	os.WriteFile(clean, []byte("import deal\n\n\n@deal.has(\"stdout\")\ndef hello() -> None:\n    print(\"hi\")\n"), 0o644)
	if got, err := LintPaths([]string{clean}); err != nil || len(got) != 0 {
		t.Errorf("clean: %v %v", got, err)
	}
	bad := filepath.Join(dir, "bad.py")
	os.WriteFile(bad, []byte("def (:\n"), 0o644)
	if _, err := LintPaths([]string{bad}); diag.ExitCode(err) != 2 {
		t.Errorf("syntax error: %v", err)
	}
}

// FormatList renders findings one a line, for failure messages.
func FormatList(l diag.List) string { return l.Error() }

// TestBundledManifestsValidate: the libraries bundled with clauz3
// (libraries/ of the repository) have a valid manifest in every domain.
func TestBundledManifestsValidate(t *testing.T) {
	root, _ := filepath.Abs(filepath.Join("..", "..", "libraries"))
	if _, err := os.Stat(root); err != nil {
		t.Skip("no libraries/ directory yet")
	}
	libs, err := Bundled(root)
	if err != nil {
		t.Fatal(err)
	}
	for _, l := range libs {
		if len(l.Domains) == 0 || len(l.Manifests) != len(l.Domains) {
			t.Errorf("%s: domains %v, %d manifests", l.Source, l.Domains, len(l.Manifests))
		}
	}
}
