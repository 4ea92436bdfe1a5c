package serve

import "syscall"

// stat stamps the directory at path (following links, as load's reads
// do); ok is false when it cannot be read as one.
func stat(path string) (dirStamp, bool) {
	var st syscall.Stat_t
	if err := syscall.Stat(path, &st); err != nil || st.Mode&syscall.S_IFMT != syscall.S_IFDIR {
		return dirStamp{path: path}, false
	}
	return dirStamp{path: path, ok: true, dev: uint64(st.Dev), ino: st.Ino, mode: st.Mode,
		mtime: st.Mtim.Nano(), ctime: st.Ctim.Nano()}, true
}

// statFile reads what a regular file's bytes change with: its device,
// inode, mode, size and both times (a write changes the change time
// even when the modification time is set back). ok is false for
// anything else (a link, a directory, an error).
func statFile(path string) (fileMeta, bool) {
	var st syscall.Stat_t
	if err := syscall.Lstat(path, &st); err != nil || st.Mode&syscall.S_IFMT != syscall.S_IFREG {
		return fileMeta{}, false
	}
	return fileMeta{dev: uint64(st.Dev), ino: st.Ino, mode: st.Mode, size: st.Size,
		mtime: st.Mtim.Nano(), ctime: st.Ctim.Nano()}, true
}
