package load

import (
	"bytes"
	"io"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"syscall"

	"clauz3/pkg/diag"
)

// Imports are resolved as CPython resolves them when the program runs as
// a script with the import roots on PYTHONPATH: sys.path is the entry's
// directory (symbolic links resolved), then the import roots in order,
// then the standard library and site-packages. In each directory of a
// search path, CPython's path finder tries, in this order, a regular
// package (NAME/__init__ with any suffix), a module (NAME.so and friends,
// NAME.py, NAME.pyc), and only remembers NAME/ as a namespace package
// portion; the first directory with a package or a module wins, and a
// namespace package is made of all portions only when no directory has
// one. A submodule is searched in its package's directories only.
//
// Where the program's files would make CPython import something other
// than what clauz3 reads, Load refuses the program (exit 2) with a
// located diagnostic rather than proving something about the wrong code:
//
//   - shadowed-module: a module or package in a search directory named
//     like a standard library module or like a package clauz3 models
//     (clauz3, deal). Depending on the interpreter CPython imports the
//     file or the standard one (built-in, frozen and already imported
//     modules are never looked up on sys.path; which ones those are
//     differs between builds and site configurations), for the program
//     and for every library the trusted layer uses;
//   - compiled-module: an import CPython would satisfy with an extension
//     module or a .pyc without source;
//   - namespace-package: an imported top-level namespace package (a
//     directory without __init__.py): CPython prefers a module or
//     regular package of the same name anywhere later on sys.path, in
//     site-packages for instance, which clauz3 cannot see.
//
// A relative import in the entry is never resolved: the entry runs as
// __main__, outside any package, where CPython raises ImportError.

// Diagnostic codes of import resolution.
const (
	CodeShadowedModule   = "shadowed-module"
	CodeCompiledModule   = "compiled-module"
	CodeNamespacePackage = "namespace-package"
	CodeZipImportRoot    = "zip-import-root"
)

// modelledPackages are the third-party top-level packages clauz3 models
// (the standard library's are in stdlibNames).
var modelledPackages = map[string]bool{"clauz3": true, "deal": true}

// specKind says what CPython's path finder finds for a name.
type specKind int

const (
	notFound         specKind = iota
	regularPackage            // NAME/__init__.py
	sourceModule              // NAME.py
	namespacePackage          // NAME/ without __init__: portions only
	extensionModule           // NAME.*.so, or a package whose __init__ is one
	sourcelessModule          // NAME.pyc, or a package whose __init__ is one
)

// spec is what a name resolves to.
type spec struct {
	kind specKind
	file string   // the file CPython loads (absolute); "" for a namespace package
	path []string // where submodules are searched (packages)
}

func (s spec) isPackage() bool {
	return s.kind == regularPackage || s.kind == namespacePackage
}

// dirCache lists directories once per load.
type dirCache map[string]map[string]bool

func (c dirCache) names(dir string) map[string]bool {
	if m, ok := c[dir]; ok {
		return m
	}
	m := map[string]bool{}
	if ents, err := os.ReadDir(dir); err == nil {
		for _, e := range ents {
			m[e.Name()] = true
		}
	}
	c[dir] = m
	return m
}

func isFile(p string) bool {
	st, err := os.Stat(p)
	return err == nil && st.Mode().IsRegular()
}

func isDir(p string) bool {
	st, err := os.Stat(p)
	return err == nil && st.IsDir()
}

// fileIn finds NAME with a module suffix in dir, in the order of
// CPython's loaders: extension modules (NAME.so, NAME.abi3.so,
// NAME.cpython-3XX-PLATFORM.so: any NAME.*.so is taken for one), source,
// bytecode.
func (c dirCache) fileIn(dir, name string) (specKind, string) {
	names := c.names(dir)
	var exts []string
	for n := range names {
		if strings.HasPrefix(n, name+".") && strings.HasSuffix(n, ".so") {
			exts = append(exts, n)
		}
	}
	sort.Strings(exts)
	for _, n := range exts {
		if p := filepath.Join(dir, n); isFile(p) {
			return extensionModule, p
		}
	}
	if names[name+".py"] {
		if p := filepath.Join(dir, name+".py"); isFile(p) {
			return sourceModule, p
		}
	}
	if names[name+".pyc"] {
		if p := filepath.Join(dir, name+".pyc"); isFile(p) {
			return sourcelessModule, p
		}
	}
	return notFound, ""
}

// search is PathFinder.find_spec over dirs for the last part of a name.
func (c dirCache) search(dirs []string, name string) spec {
	var portions []string
	for _, dir := range dirs {
		names := c.names(dir)
		if names[name] {
			base := filepath.Join(dir, name)
			if kind, file := c.fileIn(base, "__init__"); kind != notFound {
				if kind == sourceModule {
					kind = regularPackage
				}
				return spec{kind: kind, file: file, path: []string{base}}
			}
			if isDir(base) {
				portions = append(portions, base)
			}
		}
		if kind, file := c.fileIn(dir, name); kind != notFound {
			return spec{kind: kind, file: file}
		}
	}
	if len(portions) > 0 {
		return spec{kind: namespacePackage, path: portions}
	}
	return spec{}
}

// findChain resolves a dotted absolute name part by part: the spec of
// each prefix, stopping at the first that is not found or not a package.
// A top-level standard library name is never looked up (shadowing is
// refused separately): the chain is empty.
func (l *loader) findChain(mod string) []spec {
	if mod == "" {
		return nil
	}
	parts := strings.Split(mod, ".")
	for _, p := range parts {
		if !isIdent(p) {
			return nil
		}
	}
	if stdlibNames[parts[0]] {
		return nil
	}
	var chain []spec
	dirs := l.path
	for _, p := range parts {
		s := l.dirs.search(dirs, p)
		chain = append(chain, s)
		if !s.isPackage() {
			break
		}
		dirs = s.path
	}
	return chain
}

// find returns the source file of a dotted module name ("" when CPython
// would not import a source file for it), and the diagnostic Load must
// report when CPython would import something clauz3 cannot read.
func (l *loader) find(mod string, span diag.Span) (string, *diag.Diagnostic) {
	chain := l.findChain(mod)
	parts := strings.Split(mod, ".")
	for i, s := range chain {
		name := strings.Join(parts[:i+1], ".")
		switch s.kind {
		case extensionModule, sourcelessModule:
			what := "an extension module"
			if s.kind == sourcelessModule {
				what = "a compiled file without source"
			}
			return "", diag.Errorf(span, CodeCompiledModule, "CPython would import %s from %s, %s clauz3 cannot read", name, l.rel(s.file), what)
		case namespacePackage:
			if i == 0 && !l.holdsTrustedRoot(s.path) {
				return "", diag.Errorf(span, CodeNamespacePackage,
					"%s is a namespace package (%s has no __init__.py): CPython would prefer a module or package %s found later on sys.path (site-packages); add %s/__init__.py",
					name, l.rel(s.path[0]), name, l.rel(s.path[0]))
			}
		}
	}
	if len(chain) < len(parts) || len(chain) == 0 {
		return "", nil
	}
	last := chain[len(chain)-1]
	if last.kind == sourceModule || last.kind == regularPackage {
		return last.file, nil
	}
	return "", nil
}

// checkShadowing refuses modules in the search directories that are named
// like a standard library module or a package clauz3 models.
func (l *loader) checkShadowing() {
	for _, dir := range l.path {
		names := l.dirs.names(dir)
		var sorted []string
		for n := range names {
			sorted = append(sorted, n)
		}
		sort.Strings(sorted)
		for _, n := range sorted {
			mod, _, _ := strings.Cut(n, ".")
			if !stdlibNames[mod] && !modelledPackages[mod] {
				continue
			}
			p := filepath.Join(dir, n)
			var file string
			switch {
			case n == mod:
				if kind, f := l.dirs.fileIn(p, "__init__"); kind != notFound {
					file = f
				}
			case n == mod+".py" || n == mod+".pyc" || strings.HasSuffix(n, ".so"):
				if isFile(p) {
					file = p
				}
			}
			if file == "" {
				continue
			}
			if modelledPackages[mod] {
				l.errs.Add(diag.Errorf(diag.Span{File: l.rel(file)}, CodeShadowedModule,
					"this module shadows the %s package that clauz3 models: CPython would import it instead, for the program and for the trusted layer; rename it", mod))
				continue
			}
			l.errs.Add(diag.Errorf(diag.Span{File: l.rel(file)}, CodeShadowedModule,
				"this module shadows the standard library module %s: CPython imports one or the other depending on the interpreter, for the program and for the libraries the trusted layer uses; rename it", mod))
		}
	}
}

// isZip reports whether p is a file starting like a zip archive (CPython
// imports from a zip archive on sys.path).
func isZip(p string) bool {
	// Only a regular file is opened, without blocking: a root that is a
	// named pipe or a device is not an archive.
	if !isFile(p) {
		return false
	}
	f, err := os.OpenFile(p, os.O_RDONLY|syscall.O_NONBLOCK, 0)
	if err != nil {
		return false
	}
	defer f.Close()
	if st, err := f.Stat(); err != nil || !st.Mode().IsRegular() {
		return false
	}
	head := make([]byte, 4)
	if _, err := io.ReadFull(f, head); err != nil {
		return false
	}
	return bytes.Equal(head, []byte("PK\x03\x04")) || bytes.Equal(head, []byte("PK\x05\x06"))
}

// holdsTrustedRoot reports whether one of the directories of a namespace
// package contains a trusted root. The operator names the trusted roots
// and the runner puts them first, so a layer laid out as the reference's
// libraries are (tools/<name>/trusted without tools/__init__.py) is
// imported from there, not from a package of the same name further down
// sys.path.
func (l *loader) holdsTrustedRoot(dirs []string) bool {
	for _, d := range dirs {
		for _, t := range l.trusted {
			if rel, err := filepath.Rel(d, t); err == nil && rel != ".." && !strings.HasPrefix(rel, ".."+string(filepath.Separator)) {
				return true
			}
		}
	}
	return false
}
