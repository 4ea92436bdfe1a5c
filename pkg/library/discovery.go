package library

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
)

// Library is one library as the listing shows it: a bundle of the
// bundled root, an installed copy in the project, or a domain of the
// user-wide store.
type Library struct {
	Source       string      // stdlib:NAME, global:DOMAIN, or the origin an installed copy records
	Description  string      // the summaries of its domains, one a line
	Domains      []string    // the domains it provides
	Dependencies []string    // the sources its manifests name, installed first
	Requirements []string    // short texts of what a person must provide
	URL          string      // the source's address, when known
	Visibility   string      // bundled, project or global
	Origin       string      // where it came from (for an installed copy)
	Title        string      // the bundle's title, else its domains'
	Manifests    []*Manifest // the domain manifests, package requirements merged in
	Dir          string      // the bundle's or store's directory on disk ("" when none)
}

// Record is a listing entry in the reference's JSON shape (clauz3
// libraries --json).
type Record struct {
	Source         string      `json:"source"`
	Description    string      `json:"description"`
	Domains        []string    `json:"domains"`
	Dependencies   []string    `json:"dependencies"`
	Requirements   []string    `json:"requirements"`
	URL            string      `json:"url"`
	Visibility     string      `json:"visibility"`
	Installed      bool        `json:"installed"`
	InstallCommand string      `json:"install_command"`
	Origin         string      `json:"origin"`
	Title          string      `json:"title"`
	Manifests      []*Manifest `json:"manifests"`
}

// superseded maps a library to the older libraries whose tools it now
// provides (the reference's table): their effects have the same names,
// so the two cannot be proved side by side.
var superseded = map[string][]string{
	"filesystem":             {"coreutils", "editor", "find", "grep", "text"},
	"google_workspace/gmail": {"email"},
}

// SupersededBy returns the domain that supersedes domain, or "".
func SupersededBy(domain string) string {
	for newer, olds := range superseded {
		for _, o := range olds {
			if o == domain {
				return newer
			}
		}
	}
	return ""
}

// fromManifests builds the listing entry of source from its domains'
// manifests (nil for a domain without one).
func fromManifests(source string, domains []string, ms map[string]*Manifest, visibility, origin, title string) *Library {
	lib := &Library{Source: source, Domains: domains, Visibility: visibility, Origin: origin, Title: title}
	var summaries, titles []string
	seenDep, seenReq := map[string]bool{}, map[string]bool{}
	for _, d := range domains {
		m := ms[d]
		if m == nil {
			continue
		}
		lib.Manifests = append(lib.Manifests, m)
		summaries = append(summaries, m.Summary)
		titles = append(titles, m.Title)
		for _, dep := range m.Dependencies {
			if !seenDep[dep] {
				seenDep[dep] = true
				lib.Dependencies = append(lib.Dependencies, dep)
			}
		}
		for _, r := range m.RequirementSummaries() {
			if !seenReq[r] {
				seenReq[r] = true
				lib.Requirements = append(lib.Requirements, r)
			}
		}
	}
	lib.Description = strings.Join(summaries, "\n")
	if lib.Description == "" {
		lib.Description = "Installed library; no description manifest provided."
	}
	if lib.Origin == "" {
		lib.Origin = source
	}
	if lib.Title == "" {
		lib.Title = strings.Join(titles, ", ")
	}
	if lib.Title == "" {
		lib.Title = strings.Join(domains, ", ")
	}
	return lib
}

// Bundled returns the libraries of the bundled root, one per bundle,
// sorted by name, each with the source stdlib:NAME.
func Bundled(root string) ([]*Library, error) {
	var out []*Library
	for _, b := range Bundles(root) {
		lib, err := readBundle(filepath.Join(root, b), "stdlib:"+b, "bundled")
		if err != nil {
			return nil, err
		}
		out = append(out, lib)
	}
	return out, nil
}

// readBundle reads the manifests of a library directory (one holding
// tools/).
func readBundle(dir, source, visibility string) (*Library, error) {
	tools := filepath.Join(dir, ToolsDir)
	domains, _ := Domains(tools)
	ms := map[string]*Manifest{}
	for _, d := range domains {
		m, err := ReadSourceManifest(tools, d)
		if err != nil {
			return nil, err
		}
		ms[d] = m
	}
	title := ""
	if pkg, err := readPackage(filepath.Join(dir, ManifestFile)); err != nil {
		return nil, err
	} else if pkg != nil {
		title = pkg.Title
	}
	lib := fromManifests(source, domains, ms, visibility, "", title)
	lib.Dir = dir
	return lib, nil
}

// Origin is the reference's origin file (.clauz3-origin.json) in an
// installed domain.
type Origin struct {
	Source   string `json:"source"`
	Revision string `json:"revision"`
}

// readOrigin reads the origin file of an installed domain directory; ok
// is false when there is none.
func readOrigin(dir string) (o Origin, ok bool, err error) {
	p := filepath.Join(dir, OriginFile)
	data, err := os.ReadFile(p)
	if os.IsNotExist(err) {
		return o, false, nil
	}
	if err != nil {
		return o, false, bad(p, "cannot read: %v", unwrapPath(err))
	}
	if err := json.Unmarshal(data, &o); err != nil || o.Source == "" {
		return o, false, bad(p, "invalid library origin: expected {\"source\": ..., \"revision\": ...}")
	}
	return o, true, nil
}

// allDomains returns every directory below tools with a trusted/
// directory, at any depth (what a project provides, importable or not).
func allDomains(tools string) map[string]bool {
	out := map[string]bool{}
	filepath.WalkDir(tools, func(p string, d os.DirEntry, err error) error {
		if err != nil || !d.IsDir() {
			return nil
		}
		if d.Name() == "__pycache__" {
			return filepath.SkipDir
		}
		if d.Name() == TrustedDir && p != tools {
			r, _ := filepath.Rel(tools, filepath.Dir(p))
			out[filepath.ToSlash(r)] = true
			return filepath.SkipDir
		}
		return nil
	})
	return out
}

// ProjectDomains is every domain a project provides, installed under
// .clauz3/tools or authored under tools.
func ProjectDomains(project string) map[string]bool {
	out := map[string]bool{}
	for _, t := range []string{ProjectTools(project), AuthoredTools(project)} {
		for d := range allDomains(t) {
			out[d] = true
		}
	}
	return out
}

// Installed returns the libraries installed in (or authored by) project
// that have a manifest or an origin file, grouped by the source they came
// from; the installed copy is listed first.
func Installed(project string) ([]*Library, error) {
	type group struct {
		domains []string
		ms      map[string]*Manifest
		title   string
	}
	groups := map[string]*group{}
	var order []string
	seen := map[string]bool{}
	for _, tools := range []string{ProjectTools(project), AuthoredTools(project)} {
		doms := allDomains(tools)
		names := make([]string, 0, len(doms))
		for d := range doms {
			names = append(names, d)
		}
		sort.Strings(names)
		for _, d := range names {
			if seen[d] {
				continue
			}
			seen[d] = true
			dir := filepath.Join(tools, filepath.FromSlash(d))
			m, err := ReadSourceManifest(tools, d)
			if err != nil {
				return nil, err
			}
			o, hasOrigin, err := readOrigin(dir)
			if err != nil {
				return nil, err
			}
			if m == nil && !hasOrigin {
				continue
			}
			source := "project:" + d
			if hasOrigin {
				source = o.Source
			}
			g := groups[source]
			if g == nil {
				g = &group{ms: map[string]*Manifest{}}
				groups[source] = g
				order = append(order, source)
			}
			g.domains = append(g.domains, d)
			g.ms[d] = m
			if pkg, err := sourcePackage(tools, d); err == nil && pkg != nil {
				g.title = pkg.Title
			}
		}
	}
	var out []*Library
	for _, s := range order {
		g := groups[s]
		out = append(out, fromManifests(s, g.domains, g.ms, "project", "", g.title))
	}
	return out, nil
}

// Global returns the domains of the user-wide store at store, each with
// the source global:DOMAIN.
func Global(store string) ([]*Library, error) {
	if store == "" {
		return nil, nil
	}
	tools := filepath.Join(store, ToolsDir)
	doms := allDomains(tools)
	names := make([]string, 0, len(doms))
	for d := range doms {
		names = append(names, d)
	}
	sort.Strings(names)
	var out []*Library
	for _, d := range names {
		dir := filepath.Join(tools, filepath.FromSlash(d))
		m, err := ReadSourceManifest(tools, d)
		if err != nil {
			return nil, err
		}
		origin := ""
		meta := filepath.Join(store, "metadata", filepath.FromSlash(d), "library.json")
		if data, err := os.ReadFile(meta); err == nil {
			var md struct {
				Origin string `json:"origin"`
			}
			if err := json.Unmarshal(data, &md); err != nil {
				return nil, bad(meta, "invalid library metadata: %v", err)
			}
			origin = md.Origin
		} else if o, ok, _ := readOrigin(dir); ok {
			origin = o.Source
		}
		var lib *Library
		if m != nil {
			lib = fromManifests("global:"+d, []string{d}, map[string]*Manifest{d: m}, "global", origin, "")
		} else {
			lib = &Library{Source: "global:" + d, Description: "User-wide trusted library.", Domains: []string{d}, Visibility: "global", Origin: origin}
		}
		for i, dep := range lib.Dependencies {
			if n, ok := strings.CutPrefix(dep, "stdlib:"); ok {
				lib.Dependencies[i] = "global:" + n
			}
		}
		lib.Dir = store
		out = append(out, lib)
	}
	return out, nil
}

// Places says where to look for libraries.
type Places struct {
	Bundled string // the bundled root ("" for none)
	Project string // the project directory
	Store   string // the user-wide store ("" for none)
}

// Records lists the libraries of the three places whose text contains
// every word of query (case-insensitively), as the reference lists them:
// the bundled ones not already described by an installed copy, then the
// user-wide store, then the project's; an entry with the same source as
// an earlier one replaces it in place.
func Records(pl Places, query string) ([]Record, error) {
	bundled, err := Bundled(pl.Bundled)
	if err != nil {
		return nil, err
	}
	global, err := Global(pl.Store)
	if err != nil {
		return nil, err
	}
	local, err := Installed(pl.Project)
	if err != nil {
		return nil, err
	}
	described := map[string]bool{}
	for _, l := range local {
		for _, d := range l.Domains {
			described[d] = true
		}
	}
	var all []*Library
	for _, b := range bundled {
		overlap := false
		for _, d := range b.Domains {
			overlap = overlap || described[d]
		}
		if !overlap {
			all = append(all, b)
		}
	}
	all = append(all, global...)
	all = append(all, local...)
	index := map[string]int{}
	var choices []*Library
	for _, l := range all {
		if i, ok := index[l.Source]; ok {
			choices[i] = l
			continue
		}
		index[l.Source] = len(choices)
		choices = append(choices, l)
	}
	present := ProjectDomains(pl.Project)
	terms := strings.Fields(strings.ToLower(query))
	out := []Record{}
	for _, l := range choices {
		if !matchesAll(l, terms) {
			continue
		}
		installed := len(l.Domains) > 0
		for _, d := range l.Domains {
			installed = installed && present[d]
		}
		r := Record{
			Source: l.Source, Description: l.Description, Domains: nonNil(l.Domains),
			Dependencies: nonNil(l.Dependencies), Requirements: nonNil(l.Requirements),
			URL: l.URL, Visibility: l.Visibility, Installed: installed,
			InstallCommand: "clauz3 install " + l.Source, Origin: l.Origin, Title: l.Title,
			Manifests: l.Manifests,
		}
		if r.Origin == "" {
			r.Origin = l.Source
		}
		if r.Title == "" {
			r.Title = strings.Join(l.Domains, ", ")
		}
		if r.Title == "" {
			r.Title = l.Source
		}
		if r.Manifests == nil {
			r.Manifests = []*Manifest{}
		}
		out = append(out, r)
	}
	return out, nil
}

// matchesAll reports whether every term occurs in the library's text:
// its source, title, description, domains, requirements and manifests.
func matchesAll(l *Library, terms []string) bool {
	if len(terms) == 0 {
		return true
	}
	js, _ := json.Marshal(l.Manifests)
	text := strings.ToLower(strings.Join([]string{
		l.Source, l.Title, l.Description, strings.Join(l.Domains, " "), strings.Join(l.Dependencies, " "),
		strings.Join(l.Requirements, " "), l.URL, l.Origin, l.Visibility, string(js),
	}, "\n"))
	for _, t := range terms {
		if !strings.Contains(text, t) {
			return false
		}
	}
	return true
}

// FormatRecords is the text listing, in the reference's words.
func FormatRecords(rs []Record) string {
	if len(rs) == 0 {
		return "No libraries match. Try clauz3 libraries without a query.\n"
	}
	var b strings.Builder
	for _, r := range rs {
		status := "not installed"
		if r.Installed {
			status = "project domains present"
		}
		fmt.Fprintf(&b, "%s [%s; %s]\n", r.Source, r.Visibility, status)
		fmt.Fprintf(&b, "  %s\n", r.Description)
		if len(r.Dependencies) > 0 {
			fmt.Fprintf(&b, "  Library dependencies: %s\n", strings.Join(r.Dependencies, ", "))
		}
		if len(r.Requirements) > 0 {
			fmt.Fprintf(&b, "  Runtime requirements: %s\n", strings.Join(r.Requirements, ", "))
		}
		if r.URL != "" {
			fmt.Fprintf(&b, "  Source: %s\n", r.URL)
		}
		if r.Origin != r.Source {
			fmt.Fprintf(&b, "  Stored from: %s\n", r.Origin)
		}
		fmt.Fprintf(&b, "  Install: %s\n", r.InstallCommand)
	}
	return b.String()
}

func nonNil(s []string) []string {
	if s == nil {
		return []string{}
	}
	return s
}
