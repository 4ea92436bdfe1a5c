//go:build !linux

package serve

// stat stamps nothing where the inode and change time are not read: no
// tree is then stamped, and every load is a miss (loadCache).
func stat(path string) (pathStamp, bool) { return pathStamp{path: path}, false }

// isRegular is false: no file is stamped by its metadata.
func (p pathStamp) isRegular() bool { return false }
