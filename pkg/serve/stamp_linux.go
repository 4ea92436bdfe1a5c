package serve

import (
	"errors"
	"syscall"
)

// stat stamps what is at path, not following a link (lstat): nothing
// (pathMissing, also when a parent is not a directory), a directory, or
// any other file, with its identity and what changes with its content.
// ok is false when it cannot be told (an error other than the path not
// existing: it may be readable later).
func stat(path string) (pathStamp, bool) {
	var st syscall.Stat_t
	if err := syscall.Lstat(path, &st); err != nil {
		if errors.Is(err, syscall.ENOENT) || errors.Is(err, syscall.ENOTDIR) {
			return pathStamp{path: path, kind: pathMissing}, true
		}
		return pathStamp{path: path}, false
	}
	kind := pathOther
	if st.Mode&syscall.S_IFMT == syscall.S_IFDIR {
		kind = pathDir
	}
	return pathStamp{path: path, kind: kind, dev: uint64(st.Dev), ino: st.Ino, mode: st.Mode, size: st.Size,
		mtime: st.Mtim.Nano(), ctime: st.Ctim.Nano()}, true
}

// isRegular reports whether a stamp's mode is a regular file's.
func (p pathStamp) isRegular() bool {
	return p.kind == pathOther && p.mode&syscall.S_IFMT == syscall.S_IFREG
}
