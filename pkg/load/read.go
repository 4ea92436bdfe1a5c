package load

import (
	"fmt"
	"io"
	"io/fs"
	"os"
	"syscall"
)

// CodeNotRegular: a source (the entry, a trusted module, an imported
// module) is not a regular file: a named pipe, a device, a socket.
const CodeNotRegular = "not-a-regular-file"

// ReadError is why ReadSource did not read a file: Code is the
// diagnostic's code (no-such-file, not-a-regular-file, file-too-large)
// and Msg says what was found, without the path (the caller places it).
type ReadError struct {
	Code, Msg string
}

func (e *ReadError) Error() string { return e.Msg }

// ReadSource reads a source file: a regular file (links followed) of at
// most MaxFileSize bytes. Anything else is refused before its bytes are
// read: a named pipe would block the reader until a writer comes (no
// timeout reaches a blocked read), a device such as /dev/zero never
// ends, and a file larger than the limit is not read past it. The file
// is checked by its path before it is opened (opening some devices has
// effects), opened without blocking (a file replaced by a pipe in
// between does not block the open), checked again by the descriptor,
// and read through a limit (a file that grows while it is read).
func ReadSource(path string) ([]byte, error) {
	st, err := os.Stat(path)
	if err != nil {
		return nil, &ReadError{Code: "no-such-file", Msg: "cannot read: " + errMsg(err, "")}
	}
	if err := checkRegular(st); err != nil {
		return nil, err
	}
	f, err := os.OpenFile(path, os.O_RDONLY|syscall.O_NONBLOCK, 0)
	if err != nil {
		return nil, &ReadError{Code: "no-such-file", Msg: "cannot read: " + errMsg(err, "")}
	}
	defer f.Close()
	if st, err = f.Stat(); err != nil {
		return nil, &ReadError{Code: "no-such-file", Msg: "cannot read: " + errMsg(err, "")}
	}
	if err := checkRegular(st); err != nil {
		return nil, err
	}
	return readLimited(f)
}

// readLimited reads r to its end, refusing it once it has given more
// than MaxFileSize bytes (it reads no further).
func readLimited(r io.Reader) ([]byte, error) {
	data, err := io.ReadAll(io.LimitReader(r, MaxFileSize+1))
	if err != nil {
		return nil, &ReadError{Code: "no-such-file", Msg: "cannot read: " + errMsg(err, "")}
	}
	if len(data) > MaxFileSize {
		return nil, tooLarge(int64(len(data)), true)
	}
	return data, nil
}

// checkRegular refuses what is not a regular file, and a regular file
// larger than MaxFileSize.
func checkRegular(st fs.FileInfo) error {
	if !st.Mode().IsRegular() {
		return &ReadError{Code: CodeNotRegular, Msg: fmt.Sprintf("cannot read: %s, not a regular file", fileKind(st.Mode()))}
	}
	if st.Size() > MaxFileSize {
		return tooLarge(st.Size(), false)
	}
	return nil
}

// tooLarge is the refusal of a file of size bytes (or, when read is
// set, of a file that had more than MaxFileSize bytes to read).
func tooLarge(size int64, read bool) *ReadError {
	if read {
		return &ReadError{Code: "file-too-large", Msg: fmt.Sprintf("file has more than %d bytes; at most %d are accepted", MaxFileSize, MaxFileSize)}
	}
	return &ReadError{Code: "file-too-large", Msg: fmt.Sprintf("file is %d bytes; at most %d are accepted", size, MaxFileSize)}
}

// fileKind names the kind of a file that is not a regular file.
func fileKind(m fs.FileMode) string {
	switch {
	case m.IsDir():
		return "is a directory"
	case m&fs.ModeNamedPipe != 0:
		return "is a named pipe (FIFO)"
	case m&fs.ModeSocket != 0:
		return "is a socket"
	case m&fs.ModeCharDevice != 0:
		return "is a character device"
	case m&fs.ModeDevice != 0:
		return "is a block device"
	}
	return "is a special file"
}
