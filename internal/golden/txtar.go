// Package golden keeps the expected outputs of the tests: one txtar
// archive per case (the shape of cmd/go's script tests, read and written
// here so that no module is needed for sixty lines), and the one -update
// switch of the test suite.
//
// A test binary accepts -update only if some package linked into it
// defines the flag, and `go test ./... -update` passes the flag to every
// package's test binary: a binary that does not know it fails with
// "flag provided but not defined". So every package with tests imports
// this package, those with goldens to read and write them, the others
// with a blank import (`_ "clauz3/internal/golden"`) in one of their test
// files. Only tests import it; no command carries the flag.
package golden

import (
	"bytes"
	"fmt"
	"strings"
)

// An Archive is a txtar archive: a free-form comment, then files, each
// introduced by a marker line "-- NAME --".
type Archive struct {
	Comment []byte
	Files   []File
}

// A File is one member of an Archive.
type File struct {
	Name string
	Data []byte
}

// Parse reads a txtar archive. It never fails: text before the first
// marker is the comment, and each marker starts a file that runs to the
// next marker or the end. As in golang.org/x/tools/txtar, a final line
// without a newline gets one.
func Parse(data []byte) *Archive {
	a := new(Archive)
	var name string
	a.Comment, name, data = nextFile(data)
	for name != "" {
		f := File{Name: name}
		f.Data, name, data = nextFile(data)
		a.Files = append(a.Files, f)
	}
	return a
}

// nextFile returns the text up to the next marker line, the name in that
// marker ("" at the end) and the text after it.
func nextFile(data []byte) (text []byte, name string, rest []byte) {
	for i := 0; i < len(data); {
		line := data[i:]
		if j := bytes.IndexByte(line, '\n'); j >= 0 {
			line = line[:j+1]
		}
		if n, ok := marker(line); ok {
			return fixNL(data[:i]), n, data[i+len(line):]
		}
		i += len(line)
	}
	return fixNL(data), "", nil
}

// marker reports whether line (with or without its newline) is a file
// marker "-- NAME --", and the name.
func marker(line []byte) (string, bool) {
	s := strings.TrimSuffix(strings.TrimSuffix(string(line), "\n"), "\r")
	if !strings.HasPrefix(s, "-- ") || !strings.HasSuffix(s, " --") || len(s) < len("-- x --") {
		return "", false
	}
	name := strings.TrimSpace(s[3 : len(s)-3])
	return name, name != ""
}

func fixNL(b []byte) []byte {
	if len(b) == 0 || b[len(b)-1] == '\n' {
		return b
	}
	return append(b[:len(b):len(b)], '\n')
}

// Format writes the archive. Unlike txtar.Format it refuses what Parse
// would not give back byte for byte: a file that does not end in a
// newline, a line in a file or the comment that reads as a marker, and a
// name with surrounding spaces or a newline.
func Format(a *Archive) ([]byte, error) {
	var b bytes.Buffer
	if err := checkText("the comment", a.Comment); err != nil {
		return nil, err
	}
	b.Write(a.Comment)
	for _, f := range a.Files {
		if f.Name == "" || f.Name != strings.TrimSpace(f.Name) || strings.ContainsAny(f.Name, "\r\n") {
			return nil, fmt.Errorf("golden: file name %q cannot be written in a txtar marker", f.Name)
		}
		if err := checkText(f.Name, f.Data); err != nil {
			return nil, err
		}
		fmt.Fprintf(&b, "-- %s --\n", f.Name)
		b.Write(f.Data)
	}
	return b.Bytes(), nil
}

// checkText fails on text that would not survive a round trip.
func checkText(what string, data []byte) error {
	if len(data) > 0 && data[len(data)-1] != '\n' {
		return fmt.Errorf("golden: %s does not end in a newline, a txtar archive cannot keep it byte for byte", what)
	}
	for i, line := range bytes.SplitAfter(data, []byte("\n")) {
		if _, ok := marker(line); ok {
			return fmt.Errorf("golden: line %d of %s reads as a txtar file marker: %q", i+1, what, bytes.TrimSuffix(line, []byte("\n")))
		}
	}
	return nil
}

// Get returns the data of the file called name.
func (a *Archive) Get(name string) ([]byte, bool) {
	for _, f := range a.Files {
		if f.Name == name {
			return f.Data, true
		}
	}
	return nil, false
}

// Set replaces the data of the file called name, or appends the file.
func (a *Archive) Set(name string, data []byte) {
	for i := range a.Files {
		if a.Files[i].Name == name {
			a.Files[i].Data = data
			return
		}
	}
	a.Files = append(a.Files, File{Name: name, Data: data})
}
