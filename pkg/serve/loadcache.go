package serve

import (
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"time"

	"clauz3/pkg/ir"
	"clauz3/pkg/library"
	"clauz3/pkg/load"
	"clauz3/pkg/lower"
)

// loadCache keeps load's documents by request (entry, roots, target),
// each with the state of the files it was read from (a stamp): a request
// whose stamp still holds gets the same document without loading again,
// which is most of a request answered from the result cache (reading
// every directory on the search path, parsing imports, CPython's
// compile-time checks: BENCHMARKS.md). An entry also keeps its program
// lowered, at the first request that solves it: lower is a function of
// the loaded document alone, so a request whose stamp holds is solved
// and explained afresh, but not lowered again.
//
// What load reads, and so what a stamp must cover: the sources (their
// bytes), and the listings
// and file types of the directories it searches for modules (the entry's
// directory, the import roots, the trusted roots and every package
// below them). A directory's listing changes only with its change time
// and modification time (creating, removing or renaming an entry, or
// changing its permissions), so a stamp keeps, for every directory under
// those roots, its device, inode, mode and both times, and holds while
// each is the same. A root that does not exist is stamped as missing,
// and the stamp holds only while nothing at all is at its path: not a
// directory, and not a file either (a zip archive as an import root is
// refused by load; a link, a pipe: anything). Every path is stamped by
// what is at it, not following links (pathStamp), so that a directory
// replaced by a link to one is seen too. Some trees are not cached, and so always loaded: a
// tree with a symbolic link (what it points to is not stamped), a root
// that is a file, more than maxStampDirs directories (these three are
// remembered, so that such a tree is not walked on every request), and
// a directory changed less than racyWindow before the stamp was taken
// (file system times are coarse: a change in the same tick would leave
// them equal; tried again on the next request).
//
// A source is stamped by its device, inode, mode, size and both times
// when its last change is older than racyWindow before load started: a
// later write changes its change time. A source
// changed more recently, possibly while load read it, is stamped by the
// SHA-256 of the bytes load read, which holds while the file has the
// same bytes (read again at every request). Reading and hashing every
// source was a quarter of a request answered with a cached document.
type loadCache struct {
	mu    sync.Mutex
	byKey map[string]*loadEntry
	// never are the requests whose tree cannot be stamped (links, a root
	// that is a file, too many directories): they are loaded without
	// walking the tree again (until the server restarts).
	never        map[string]bool
	max          int
	racy         time.Duration // racyWindow; tests make it shorter
	hits, misses int64
}

// loadEntry is a cached document and the stamp it holds under.
type loadEntry struct {
	doc *ir.AST
	key string // docKey(doc)
	// lowered is doc lowered, once (lower is a function of the loaded
	// program alone); mu guards it. Nothing after lower writes to a
	// document, so requests read one concurrently.
	mu       sync.Mutex
	lowered  *ir.DSL
	lowerErr error
	// verifyErr is library.Verify's answer for the request's trusted
	// roots (installed libraries unchanged since install), which holds
	// while vstamps do: the state of what Verify reads beyond the
	// stamped directories (library.VerifyInputs).
	verifyErr error
	vstamps   []pathStamp
	// dirs are the stamped roots and directories: each a directory, or
	// a root that was missing.
	dirs  []pathStamp
	files []fileStamp
}

// pathKind is what is at a path.
type pathKind uint8

const (
	// pathMissing: nothing is at the path (or a parent is not a
	// directory).
	pathMissing pathKind = iota
	// pathDir: a directory.
	pathDir
	// pathOther: anything else: a regular file, a symbolic link, a
	// named pipe, a device, a socket.
	pathOther
)

// pathStamp is what is at a path, not following a link (stat): its kind
// and, unless it is missing, its device, inode, mode, size and both
// times. What a directory's listing depends on, and what a regular
// file's bytes change with (a write changes the change time even when
// the modification time is set back), are among them; two stamps of a
// path are equal only when the same file, unchanged, is at it, so a
// stamp compares them whole.
type pathStamp struct {
	path         string
	kind         pathKind
	dev, ino     uint64
	mode         uint32 // the file type bits and the permissions
	size         int64
	mtime, ctime int64 // nanoseconds since the epoch
}

// fileStamp is a source file and the hash of its bytes, and, when its
// last change is older than the racy window, what its bytes change with
// (meta, byMeta: a regular file, stamped by stat).
type fileStamp struct {
	path, sha256 string
	meta         pathStamp
	byMeta       bool
}

const (
	// maxStampDirs bounds the directories a stamp covers; a larger tree
	// is loaded on every request.
	maxStampDirs = 256
	// racyWindow is how recent a directory's change may be for its
	// stamp to be trusted (file system clocks tick in milliseconds).
	racyWindow = time.Second
)

func newLoadCache(max int) *loadCache {
	return &loadCache{byKey: map[string]*loadEntry{}, never: map[string]bool{}, max: max, racy: racyWindow}
}

// loadKey identifies a load: the configuration, every field of it.
func loadKey(cfg load.Config) string {
	var b strings.Builder
	for _, part := range [][]string{{cfg.Entry, cfg.Target, cfg.Dir}, cfg.TrustedRoots, cfg.ImportRoots} {
		b.WriteString(string(rune(len(part))))
		for _, p := range part {
			b.WriteString(p)
			b.WriteByte(0)
		}
	}
	return b.String()
}

// load is load.Load(cfg) through the cache, with the program's docKey
// (kept with it) and its entry (nil when the program is not kept).
func (c *loadCache) load(cfg load.Config) (doc *ir.AST, key string, e *loadEntry, err error) {
	doc, e, err = c.load1(cfg)
	switch {
	case err != nil:
	case e != nil:
		key = e.key
	default:
		key = docKey(doc)
	}
	return doc, key, e, err
}

// lower is lower.Lower of the entry's program, made at the first request
// and kept.
func (e *loadEntry) lower() (*ir.DSL, error) {
	e.mu.Lock()
	defer e.mu.Unlock()
	if e.lowered == nil && e.lowerErr == nil {
		e.lowered, e.lowerErr = lower.Lower(e.doc)
	}
	return e.lowered, e.lowerErr
}

// load1 is load without the key; the entry is nil when the program was
// not kept.
func (c *loadCache) load1(cfg load.Config) (*ir.AST, *loadEntry, error) {
	key := loadKey(cfg)
	c.mu.Lock()
	e, never := c.byKey[key], c.never[key]
	c.mu.Unlock()
	if e != nil && e.holds() {
		c.mu.Lock()
		c.hits++
		c.mu.Unlock()
		return e.doc, e, nil
	}
	c.mu.Lock()
	c.misses++
	c.mu.Unlock()
	if never {
		doc, err := load.Load(cfg)
		return doc, nil, err
	}
	// The directories are stamped before load reads them: a change made
	// while it runs gives them another time, so the entry will not hold.
	start := time.Now() // before load reads any source
	dirs, st := stampDirs(cfg, c.racy)
	if st == stampNever {
		c.mu.Lock()
		if len(c.never) >= c.max {
			c.never = map[string]bool{}
		}
		c.never[key] = true
		c.mu.Unlock()
	}
	doc, err := load.Load(cfg)
	if err != nil || st != stamped {
		return doc, nil, err
	}
	files := make([]fileStamp, 0, len(doc.Sources))
	// A source changed after this may have changed after load read it.
	oldest := start.Add(-c.racy).UnixNano()
	for _, src := range doc.Sources {
		p := src.Path
		if !filepath.IsAbs(p) {
			p = filepath.Join(cfg.Dir, p)
		}
		if !within(p, dirs) {
			return doc, nil, nil // a source outside the stamped directories
		}
		fs := fileStamp{path: p, sha256: src.SHA256}
		if m, ok := stat(p); ok && m.isRegular() && m.mtime < oldest && m.ctime < oldest {
			fs.meta, fs.byMeta = m, true
		}
		files = append(files, fs)
	}
	// What library.Verify reads, stamped before it runs (a change while
	// it runs gives another stamp), beyond the directories stamped.
	vstamps, ok := stampVerify(verifyRoots(cfg), dirs, oldest)
	if !ok {
		return doc, nil, nil
	}
	e = &loadEntry{doc: doc, key: docKey(doc), dirs: dirs, files: files, vstamps: vstamps,
		verifyErr: library.Verify(verifyRoots(cfg))}
	c.mu.Lock()
	if len(c.byKey) >= c.max {
		c.byKey = map[string]*loadEntry{} // simple and bounded
	}
	c.byKey[key] = e
	c.mu.Unlock()
	return doc, e, nil
}

func (c *loadCache) stats() (hits, misses int64, size int) {
	if c == nil {
		return 0, 0, 0
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.hits, c.misses, len(c.byKey)
}

// holds reports whether every stamped path has what it had (the same
// directory, unchanged, or still nothing) and every source is unchanged
// (the same metadata, or the same bytes).
func (e *loadEntry) holds() bool {
	for _, d := range e.dirs {
		if now, ok := stat(d.path); !ok || now != d {
			return false
		}
	}
	for _, v := range e.vstamps {
		if now, ok := stat(v.path); !ok || now != v {
			return false
		}
	}
	for _, f := range e.files {
		if f.byMeta {
			if m, ok := stat(f.path); !ok || m != f.meta {
				return false
			}
			continue
		}
		// Read as load reads it: a source replaced by a named pipe or a
		// device must not block the request or be read without bound.
		data, err := load.ReadSource(f.path)
		if err != nil {
			return false
		}
		sum := sha256.Sum256(data)
		if hex.EncodeToString(sum[:]) != f.sha256 {
			return false
		}
	}
	return true
}

// verifyRoots are the trusted roots of cfg as library.Verify takes them
// (absolute: a request's are relative to the server's directory), as
// clauz3 prove checks them.
func verifyRoots(cfg load.Config) []string {
	out := make([]string, 0, len(cfg.TrustedRoots))
	for _, r := range cfg.TrustedRoots {
		if !filepath.IsAbs(r) {
			r = filepath.Join(cfg.Dir, r)
		}
		out = append(out, r)
	}
	return out
}

// stampVerify stamps what library.Verify(roots) reads
// (library.VerifyInputs) and dirs does not stamp already; ok is false
// when a path changed within the racy window (after oldest) or cannot be
// read now: Verify's answer is then not kept.
func stampVerify(roots []string, dirs []pathStamp, oldest int64) (out []pathStamp, ok bool) {
	done := map[string]bool{}
	for _, d := range dirs {
		done[d.path] = true
	}
	vdirs, vfiles := library.VerifyInputs(roots)
	for _, p := range append(vdirs, vfiles...) {
		if done[p] {
			continue
		}
		done[p] = true
		st, ok := stat(p)
		if !ok {
			return nil, false
		}
		if st.kind == pathMissing {
			// A file that must stay missing: its directory's stamp
			// covers that, one stamp for both files Verify looks for
			// in an ancestor (unless the directory changed just now:
			// /tmp does all the time).
			dir := filepath.Dir(p)
			if done[dir] {
				continue
			}
			if ds, ok := stat(dir); ok && ds.kind == pathDir && ds.mtime <= oldest && ds.ctime <= oldest {
				done[dir] = true
				out = append(out, ds)
				continue
			}
		} else if st.mtime > oldest || st.ctime > oldest {
			return nil, false
		}
		out = append(out, st)
	}
	return out, true
}

// stampStatus says whether a tree was stamped.
type stampStatus int

const (
	stamped    stampStatus = iota
	stampRacy              // a directory changed within the racy window: maybe next time
	stampNever             // a link, a root that is a file, too many directories
)

// stampDirs stamps the directories load may list for cfg: the entry's
// directory and every directory under the import roots (by default the
// working directory and the entry's) and the trusted roots (see
// loadCache for what cannot be stamped).
func stampDirs(cfg load.Config, racy time.Duration) (dirs []pathStamp, status stampStatus) {
	abs := func(p string) string {
		if filepath.IsAbs(p) {
			return filepath.Clean(p)
		}
		return filepath.Join(cfg.Dir, p)
	}
	entry := abs(cfg.Entry)
	if st, err := os.Lstat(entry); err != nil || !st.Mode().IsRegular() {
		return nil, stampRacy // a link, or no entry (load says which): the entry may change
	}
	roots := cfg.ImportRoots
	if len(roots) == 0 {
		roots = []string{".", filepath.Dir(cfg.Entry)}
	}
	tops := []string{filepath.Dir(entry)}
	for _, r := range append(append([]string{}, roots...), cfg.TrustedRoots...) {
		tops = append(tops, abs(r))
	}
	oldest := time.Now().Add(-racy).UnixNano()
	seen := map[string]bool{}
	for _, top := range tops {
		if seen[top] {
			continue
		}
		switch st, ok := stat(top); {
		case !ok:
			return nil, stampRacy // unreadable now
		case st.kind == pathMissing:
			// A root that does not exist must still not exist: the
			// stamp holds while nothing is at its path.
			seen[top] = true
			dirs = append(dirs, st)
			continue
		case st.kind != pathDir:
			return nil, stampNever // a link, a file
		}
		status = stampNever
		err := filepath.WalkDir(top, func(p string, d fs.DirEntry, err error) error {
			if err != nil {
				return err
			}
			if d.Type()&fs.ModeSymlink != 0 {
				return fs.ErrInvalid // not stamped: never cached
			}
			if !d.IsDir() {
				return nil
			}
			if seen[p] {
				return fs.SkipDir
			}
			seen[p] = true
			if len(dirs) >= maxStampDirs {
				return fs.ErrInvalid
			}
			st, ok := stat(p)
			if !ok || st.kind != pathDir || st.mtime > oldest || st.ctime > oldest {
				// Changed just now, or removed while walking.
				status = stampRacy
				return fs.ErrInvalid
			}
			dirs = append(dirs, st)
			return nil
		})
		if err != nil {
			if status == stampNever && !errors.Is(err, fs.ErrInvalid) {
				status = stampRacy // unreadable now: it may be readable later
			}
			return nil, status
		}
	}
	return dirs, stamped
}

// within reports whether p's directory is one of the stamped ones.
func within(p string, dirs []pathStamp) bool {
	dir := filepath.Dir(p)
	for _, d := range dirs {
		if d.kind == pathDir && d.path == dir {
			return true
		}
	}
	return false
}
