// Package load is the parse stage: it reads the entry file, every module
// under each trusted root and the modules the program imports from the
// import roots, parses them, refuses those CPython would refuse to compile
// (package compile: compile-time errors anywhere in a module, even in
// code that never runs), resolves their imports as CPython does for a
// script (resolve.go), normalises the annotations of their signatures as
// CPython evaluates them (types.go), and returns the clauz3.ast/v1
// document.
package load

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"unicode/utf8"

	"clauz3/pkg/diag"
	"clauz3/pkg/ir"
	"clauz3/pkg/python/ast"
	"clauz3/pkg/python/compile"
	"clauz3/pkg/python/parser"
)

// ParseFunc parses one Python source file. Errors must be diag values.
type ParseFunc func(filename string, src []byte) (*ast.Module, error)

// Config says what to load.
type Config struct {
	Entry        string   // the untrusted program
	TrustedRoots []string // directories of trusted modules
	ImportRoots  []string // where imports are resolved; default: cwd and the entry's directory
	Target       string   // the function to prove; default "main"
	Parse        ParseFunc
	// Dir is the directory paths are made relative to in the document
	// (default: the current directory).
	Dir string
	// MaxFiles bounds the files read (0: DefaultMaxFiles); a program that
	// needs more is refused, never loaded in part.
	MaxFiles int
}

// DefaultMaxFiles is the default bound on the files one program reads:
// the entry, the trusted roots' modules and what the program imports.
const DefaultMaxFiles = 10000

// Codes of Load's refusals of the program's layout.
const (
	// CodeTooManyFiles: the program needs more files than MaxFiles.
	CodeTooManyFiles = "too-many-files"
	// CodeTrustedNotImported: an import names a trusted module, but
	// CPython would import another file (or none) under that name, or the
	// trusted module's file under another name.
	CodeTrustedNotImported = "trusted-module-not-imported"
)

// MaxFileSize bounds one source file (CPython has no limit, but a
// program agents write is small; a huge file is refused, not parsed).
const MaxFileSize = 16 << 20

// IsBuiltin reports whether a dotted module name is modelled by clauz3
// itself rather than loaded from disk (ir.ModelledModules).
func IsBuiltin(mod string) bool { return ir.IsModelled(mod) }

type loader struct {
	cfg      Config
	dir      string
	roots    []string // absolute import roots
	path     []string // sys.path as far as clauz3 reads it: the entry's directory, then the import roots
	dirs     dirCache
	reported map[string]bool // modules whose resolution was refused already
	trusted  []string        // absolute trusted roots
	modules  map[string]*ir.Module
	order    []string // module paths in load order
	sources  map[string]ir.Source
	errs     diag.List
	maxFiles int
	capped   bool // the refusal for MaxFiles was reported
	// uses are the modules the modules import, by the names they import
	// them by (checkTrustedUses).
	uses []use
}

// use is one module an import statement of an untrusted module names:
// its dotted name, the file CPython imports for it ("" for none) and the
// place of the import.
type use struct {
	mod, path string
	span      diag.Span
}

// Load builds the ast document. A missing entry, an unreadable or invalid
// file (CPython's parser or compiler would refuse it: syntax errors and
// the compile-time errors of package compile), a trusted module outside
// every import root, files that would make CPython import something
// other than what clauz3 reads (see resolve.go; an import of a trusted
// module CPython would not import under clauz3's name, see
// checkTrustedUses), or more files than MaxFiles is a *diag.Diagnostic or
// diag.List (exit 2).
func Load(cfg Config) (*ir.AST, error) {
	if cfg.Target == "" {
		cfg.Target = "main"
	}
	if cfg.Parse == nil {
		return nil, errors.New("load: no parse function")
	}
	dir := cfg.Dir
	if dir == "" {
		wd, err := os.Getwd()
		if err != nil {
			return nil, err
		}
		dir = wd
	}
	l := &loader{cfg: cfg, dir: dir, modules: map[string]*ir.Module{}, sources: map[string]ir.Source{}, maxFiles: cfg.MaxFiles,
		dirs: dirCache{}, reported: map[string]bool{}}
	if l.maxFiles <= 0 {
		l.maxFiles = DefaultMaxFiles
	}
	entryAbs := l.abs(cfg.Entry)
	st, err := os.Stat(entryAbs)
	if err != nil || st.IsDir() {
		return nil, &diag.BadInput{Err: diag.Errorf(diag.Span{File: cfg.Entry}, "no-such-file", "cannot read entry file: %s", errMsg(err, "is a directory"))}
	}
	if !st.Mode().IsRegular() {
		return nil, &diag.BadInput{Err: diag.Errorf(diag.Span{File: cfg.Entry}, CodeNotRegular, "cannot read entry file: %s, not a regular file", fileKind(st.Mode()))}
	}
	roots := cfg.ImportRoots
	if len(roots) == 0 {
		roots = []string{".", filepath.Dir(cfg.Entry)}
	}
	seen := map[string]bool{}
	for _, r := range roots {
		a := l.abs(r)
		if !seen[a] {
			seen[a] = true
			l.roots = append(l.roots, a)
		}
	}
	// sys.path[0] is the directory of the script, symbolic links resolved.
	real := entryAbs
	if r, err := filepath.EvalSymlinks(entryAbs); err == nil {
		real = r
	}
	l.path = []string{filepath.Dir(real)}
	for _, r := range l.roots {
		if isZip(r) {
			return nil, &diag.BadInput{Err: diag.Errorf(diag.Span{File: l.rel(r)}, CodeZipImportRoot,
				"import root is a zip archive: CPython would import modules from it; clauz3 reads only directories")}
		}
		if r != l.path[0] {
			l.path = append(l.path, r)
		}
	}
	l.checkShadowing()
	for _, r := range cfg.TrustedRoots {
		a := l.abs(r)
		st, err := os.Stat(a)
		if err != nil || !st.IsDir() {
			return nil, &diag.BadInput{Err: diag.Errorf(diag.Span{File: r}, "bad-trusted-root", "trusted root is not a directory: %s", errMsg(err, "not a directory"))}
		}
		l.trusted = append(l.trusted, a)
	}

	// The entry.
	entryName := l.moduleName(entryAbs)
	if entryName == "" {
		entryName = strings.TrimSuffix(filepath.Base(entryAbs), ".py")
	}
	l.loadFile(entryAbs, entryName, ir.RoleEntry, diag.Span{File: cfg.Entry})

	// Every module under the trusted roots, sorted.
	for i, root := range l.trusted {
		var files []string
		err := filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
			if err != nil {
				return err
			}
			if d.IsDir() && p != root && (strings.HasPrefix(d.Name(), ".") || d.Name() == "__pycache__") {
				return filepath.SkipDir
			}
			if !d.IsDir() && strings.HasSuffix(p, ".py") {
				files = append(files, p)
			}
			return nil
		})
		if err != nil {
			return nil, &diag.BadInput{Err: diag.Errorf(diag.Span{File: cfg.TrustedRoots[i]}, "bad-trusted-root", "reading trusted root: %v", err)}
		}
		sort.Strings(files)
		for _, f := range files {
			name := l.moduleName(f)
			if name == "" {
				l.errs.Add(diag.Errorf(diag.Span{File: l.rel(f)}, "trusted-outside-import-root",
					"trusted module is not below an import root; pass --import-root"))
				continue
			}
			l.loadFile(f, name, ir.RoleTrusted, diag.Span{File: l.rel(f)})
		}
	}

	// Imports, transitively, from the entry and imported untrusted
	// modules; and the parent packages of every imported module, whose
	// __init__.py CPython runs first when it imports the module (the
	// entry itself runs as __main__: its parents are not imported).
	for i := 0; i < len(l.order); i++ {
		m := l.modules[l.order[i]]
		if m.Role != ir.RoleEntry {
			parts := strings.Split(m.Name, ".")
			for k := 1; k < len(parts); k++ {
				parent := strings.Join(parts[:k], ".")
				p, _ := l.find(parent, diag.Span{})
				if p == "" || filepath.Base(p) != "__init__.py" {
					continue
				}
				if _, done := l.modules[p]; done {
					continue
				}
				role := ir.RoleImport
				if l.isTrusted(p) {
					role = ir.RoleTrusted
				}
				l.loadFile(p, parent, role, diag.Span{File: m.Path})
			}
		}
		for j := range m.Imports {
			imp := &m.Imports[j]
			if imp.Path == "" || imp.Trusted {
				continue
			}
			abs := l.abs(imp.Path)
			if _, done := l.modules[abs]; done {
				continue
			}
			if m.Role == ir.RoleTrusted {
				continue // trusted code imports only what the trusted roots hold
			}
			l.loadFile(abs, imp.Module, ir.RoleImport, imp.Span)
		}
	}
	l.checkTrustedUses()
	if len(l.errs) > 0 {
		l.errs.Sort()
		return nil, l.errs
	}

	doc := &ir.AST{Version: ir.ASTVersion, Target: cfg.Target, Entry: l.rel(entryAbs)}
	paths := make([]string, 0, len(l.sources))
	for p := range l.sources {
		paths = append(paths, p)
	}
	sort.Strings(paths)
	for _, p := range paths {
		doc.Sources = append(doc.Sources, l.sources[p])
	}
	for _, abs := range l.order {
		doc.Modules = append(doc.Modules, *l.modules[abs])
	}
	return doc, nil
}

func errMsg(err error, fallback string) string {
	if err == nil {
		return fallback
	}
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return pe.Err.Error()
	}
	return err.Error()
}

func (l *loader) abs(p string) string {
	if !filepath.IsAbs(p) {
		p = filepath.Join(l.dir, p)
	}
	return filepath.Clean(p)
}

// rel is the path written in documents: relative to Dir when below it,
// with forward slashes.
func (l *loader) rel(abs string) string {
	if r, err := filepath.Rel(l.dir, abs); err == nil && !strings.HasPrefix(r, "..") {
		return filepath.ToSlash(r)
	}
	return filepath.ToSlash(abs)
}

// moduleName is the dotted name of a file relative to the first import
// root it lies under ("" when none, or when a part is not an identifier).
func (l *loader) moduleName(abs string) string {
	for _, root := range l.roots {
		r, err := filepath.Rel(root, abs)
		if err != nil || strings.HasPrefix(r, "..") {
			continue
		}
		r = strings.TrimSuffix(filepath.ToSlash(r), ".py")
		r = strings.TrimSuffix(r, "/__init__")
		parts := strings.Split(r, "/")
		ok := true
		for _, p := range parts {
			if !isIdent(p) {
				ok = false
			}
		}
		if ok {
			return strings.Join(parts, ".")
		}
	}
	return ""
}

func isIdent(s string) bool {
	if s == "" {
		return false
	}
	for i, r := range s {
		if r == '_' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= 0x80 || i > 0 && r >= '0' && r <= '9' {
			continue
		}
		return false
	}
	return true
}

func (l *loader) isTrusted(abs string) bool {
	for _, t := range l.trusted {
		if abs == t || strings.HasPrefix(abs, t+string(filepath.Separator)) {
			return true
		}
	}
	return false
}

// loadFile reads, parses and records the module name from the file abs;
// span is the place that needs it (an import, or the file itself), where
// a program needing more than MaxFiles files is refused.
func (l *loader) loadFile(abs, name, role string, span diag.Span) {
	if _, done := l.modules[abs]; done {
		return
	}
	if len(l.order) >= l.maxFiles {
		if !l.capped {
			l.capped = true
			l.errs.Add(diag.Errorf(span, CodeTooManyFiles,
				"the program needs more files than the %d clauz3 reads (the entry, the trusted roots' modules and the modules the program imports): the one needed here is not read, so the program is refused", l.maxFiles))
		}
		return
	}
	rel := l.rel(abs)
	src, err := ReadSource(abs)
	if err != nil {
		re := &ReadError{Code: "no-such-file", Msg: "cannot read: " + err.Error()}
		errors.As(err, &re)
		l.errs.Add(diag.Errorf(diag.Span{File: rel}, re.Code, "%s", re.Msg))
		return
	}
	// The text the spans count in: the file decoded as CPython decodes
	// it when a PEP 263 declaration names another encoding than UTF-8.
	// The parser decodes the bytes itself; the hash is of the bytes.
	text := src
	if enc := declaredEncoding(src); enc != "" {
		dec, d := parser.Decode(rel, src)
		if d != nil {
			l.errs.Add(d)
			return
		}
		text = dec
	} else if !utf8.Valid(src) {
		l.errs.Add(diag.Errorf(invalidUTF8At(rel, src), "invalid-utf8", "file is not valid UTF-8"))
		return
	}
	tree, err := l.cfg.Parse(rel, src)
	if err != nil {
		var list diag.List
		var d *diag.Diagnostic
		switch {
		case errors.As(err, &list):
			l.errs = append(l.errs, list...)
		case errors.As(err, &d):
			l.errs.Add(d)
		default:
			l.errs.Add(diag.Errorf(diag.Span{File: rel}, "syntax-error", "%v", err))
		}
		return
	}
	sum := sha256.Sum256(src)
	l.sources[rel] = ir.Source{Path: rel, SHA256: hex.EncodeToString(sum[:]), Text: string(text)}
	if d := compile.Check(rel, tree); d != nil {
		l.errs.Add(d)
		return
	}
	m := &ir.Module{Name: name, Path: rel, Role: role, Tree: tree, Imports: []ir.Import{}}
	m.Imports = l.imports(tree, name, abs, role == ir.RoleEntry)
	m.Signatures = signatures(tree)
	l.modules[abs] = m
	l.order = append(l.order, abs)
}

// imports resolves every import statement of a module, wherever it is
// (lower decides which positions are allowed). The entry runs as
// __main__, outside any package: its relative imports are recorded
// unresolved (CPython raises ImportError).
func (l *loader) imports(tree *ast.Module, modName, abs string, entry bool) []ir.Import {
	isPkg := filepath.Base(abs) == "__init__.py"
	out := []ir.Import{}
	ast.Inspect(tree, func(n ast.Node) bool {
		switch s := n.(type) {
		case *ast.Import:
			for _, a := range s.Names {
				imp := l.resolve(a.Name, a.Span())
				out = append(out, imp)
				if !imp.Builtin {
					l.uses = append(l.uses, use{mod: imp.Module, path: imp.Path, span: imp.Span})
				}
			}
		case *ast.ImportFrom:
			base := s.Module
			if s.Level > 0 {
				if entry {
					out = append(out, ir.Import{Module: strings.Repeat(".", s.Level) + base, Span: s.Span()})
					return true
				}
				pkg := strings.Split(modName, ".")
				if !isPkg {
					pkg = pkg[:len(pkg)-1]
				}
				up := s.Level - 1
				if up > len(pkg) {
					out = append(out, ir.Import{Module: strings.Repeat(".", s.Level) + base, Span: s.Span()})
					return true
				}
				parts := pkg[:len(pkg)-up]
				if base != "" {
					parts = append(append([]string{}, parts...), base)
				}
				base = strings.Join(parts, ".")
			}
			imp := l.resolve(base, s.Span())
			out = append(out, imp)
			if !imp.Builtin {
				l.uses = append(l.uses, use{mod: imp.Module, path: imp.Path, span: imp.Span})
			}
			for _, a := range s.Names {
				if a.Name == "*" {
					continue
				}
				sub := base + "." + a.Name
				if base == "" {
					sub = a.Name
				}
				if IsBuiltin(base) || IsBuiltin(strings.SplitN(base, ".", 2)[0]) {
					continue
				}
				p := l.findReport(sub, a.Span())
				if p != "" {
					out = append(out, ir.Import{Module: sub, Path: l.rel(p), Trusted: l.isTrusted(p), Span: a.Span()})
				}
				// a name the module may hold: a use only of a trusted
				// module of that name (checkTrustedUses)
				rel := ""
				if p != "" {
					rel = l.rel(p)
				}
				l.uses = append(l.uses, use{mod: sub, path: rel, span: a.Span()})
			}
		}
		return true
	})
	return out
}

func (l *loader) resolve(mod string, span diag.Span) ir.Import {
	imp := ir.Import{Module: mod, Span: span}
	if IsBuiltin(mod) || IsBuiltin(strings.SplitN(mod, ".", 2)[0]) && strings.HasPrefix(mod, "clauz3.") {
		imp.Builtin = true
		return imp
	}
	if p := l.findReport(mod, span); p != "" {
		imp.Path = l.rel(p)
		imp.Trusted = l.isTrusted(p)
	}
	return imp
}

// checkTrustedUses refuses an import (of the program's modules or of a
// trusted module, which the worker imports with the program's sys.path)
// that names a trusted module (by the name the loader gives it: its path below the
// first import root that holds it) when CPython, searching sys.path,
// would import another file under that name, or none (a module or
// regular package of the same top-level name earlier on the path, the
// entry's directory first, hides the trusted root); and one that CPython
// resolves to a trusted module's file under another name. The prover
// and the interpreter know modules by these names: such a program would
// be proved about code CPython does not import, and fail to import when
// run.
func (l *loader) checkTrustedUses() {
	byName := map[string]string{} // trusted module name -> its path
	byPath := map[string]string{} // trusted module path -> its name
	for _, abs := range l.order {
		if m := l.modules[abs]; m.Role == ir.RoleTrusted {
			byName[m.Name] = m.Path
			byPath[m.Path] = m.Name
		}
	}
	reported := map[string]bool{}
	for _, u := range l.uses {
		var d *diag.Diagnostic
		if want, ok := byName[u.mod]; ok && u.path != want {
			where := "could not import it"
			if u.path != "" {
				where = "would import " + u.path
			} else if hider := l.hiddenBy(u.mod); hider != "" {
				where = "could not import it: " + hider + " comes first on sys.path"
			}
			d = diag.Errorf(u.span, CodeTrustedNotImported,
				"%s is the trusted module %s, but CPython %s (sys.path: the entry's directory, then the import roots in order); rename or move the module that hides it",
				u.mod, want, where)
		} else if name, ok := byPath[u.path]; ok && name != u.mod {
			d = diag.Errorf(u.span, CodeTrustedNotImported,
				"CPython would import %s from %s, which clauz3 reads as the trusted module %s (named from the first import root that holds it); pass --import-root %s first, or import it as %s",
				u.mod, u.path, name, l.rel(rootOf(l.abs(u.path), u.mod)), name)
		}
		if d != nil && !reported[u.mod] {
			reported[u.mod] = true
			l.errs.Add(d)
		}
	}
}

// rootOf is the directory from which the file abs is the module mod.
func rootOf(abs, mod string) string {
	d := filepath.Dir(abs)
	if filepath.Base(abs) == "__init__.py" {
		d = filepath.Join(d, "..")
	}
	for range strings.Count(mod, ".") {
		d = filepath.Join(d, "..")
	}
	return filepath.Clean(d)
}

// hiddenBy names the file that keeps CPython from importing mod: the
// last module or regular package it finds for a prefix of mod ("" when
// none).
func (l *loader) hiddenBy(mod string) string {
	chain := l.findChain(mod)
	for i := len(chain) - 1; i >= 0; i-- {
		if chain[i].file != "" {
			return l.rel(chain[i].file)
		}
	}
	return ""
}

// findReport is find, reporting a refused resolution once per module.
func (l *loader) findReport(mod string, span diag.Span) string {
	p, d := l.find(mod, span)
	if d != nil && !l.reported[mod] {
		l.reported[mod] = true
		l.errs.Add(d)
	}
	return p
}

// invalidUTF8At is the place of the first byte of src that is not valid
// UTF-8, so that the message quotes the line that holds it (as CPython
// names that line).
// codingDecl is PEP 263's declaration: a comment naming the encoding.
var codingDecl = regexp.MustCompile(`^[ \t\f]*#.*?coding[:=][ \t]*([-\w.]+)`)

// declaredEncoding is the encoding a PEP 263 declaration on line 1 or 2
// of src names (line 2 counts only after a comment or blank line 1, as
// in CPython), when it is not UTF-8; "" otherwise.
func declaredEncoding(src []byte) string {
	src = bytes.TrimPrefix(src, []byte("\xef\xbb\xbf"))
	lines := bytes.SplitN(src, []byte("\n"), 3)
	for i, line := range lines {
		if i == 2 {
			break
		}
		line = bytes.TrimSuffix(line, []byte("\r"))
		if m := codingDecl.FindSubmatch(line); m != nil {
			enc := strings.ToLower(strings.ReplaceAll(string(m[1]), "_", "-"))
			if enc == "utf-8" || enc == "utf8" || strings.HasPrefix(enc, "utf-8-") {
				return ""
			}
			return string(m[1])
		}
		t := bytes.TrimLeft(line, " \t\f")
		if len(t) > 0 && t[0] != '#' {
			break
		}
	}
	return ""
}

func invalidUTF8At(file string, src []byte) diag.Span {
	line, start := 1, 0
	for i := 0; i < len(src); {
		r, size := utf8.DecodeRune(src[i:])
		if r == utf8.RuneError && size <= 1 {
			return diag.Span{File: file, Line: line, Col: i - start + 1, EndLine: line, EndCol: i - start + 2}
		}
		if src[i] == '\n' || (src[i] == '\r' && (i+1 == len(src) || src[i+1] != '\n')) {
			line, start = line+1, i+1
		}
		i += size
	}
	return diag.Span{File: file, Line: 1, Col: 1}
}
