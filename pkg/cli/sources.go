package cli

import (
	"io"
	"os"
	"path/filepath"
	"strings"

	"clauz3/pkg/diag"
)

// maxQuoted bounds the size of a file read from disk only to quote a
// line of it in a message.
const maxQuoted = 16 << 20

// maxLine bounds a quoted line: a longer one (minified JSON, generated
// code) would bury the message, which is then given in the brief form.
const maxLine = 1000

// shortLines refuses lines longer than maxLine.
type shortLines struct{ diag.Sources }

func (s shortLines) Line(file string, n int) (string, bool) {
	l, ok := s.Sources.Line(file, n)
	if !ok || len(l) > maxLine {
		return "", false
	}
	return l, true
}

// diskSources reads the files messages point into from disk, each at
// most once: regular files of at most maxQuoted bytes. Standard input
// and JSON documents (the stages' inputs, written by programs, whose
// messages have a JSON pointer or a line and column) are not quoted.
type diskSources struct {
	texts diag.Texts
	tried map[string]bool
}

func (s *diskSources) Line(file string, n int) (string, bool) {
	if s.tried == nil {
		s.tried = map[string]bool{}
	}
	if !s.tried[file] {
		s.tried[file] = true
		if text, ok := readSmall(file); ok {
			s.texts.Add(file, text)
		}
	}
	return s.texts.Line(file, n)
}

// readSmall reads the regular file at path if it is small enough.
func readSmall(path string) (string, bool) {
	if path == "" || path == "-" || path == "<stdin>" || strings.EqualFold(filepath.Ext(path), ".json") {
		return "", false
	}
	// Stat before opening: opening a FIFO would block.
	if st, err := os.Stat(path); err != nil || !st.Mode().IsRegular() || st.Size() > maxQuoted {
		return "", false
	}
	f, err := os.Open(path)
	if err != nil {
		return "", false
	}
	defer f.Close()
	data, err := io.ReadAll(io.LimitReader(f, maxQuoted+1))
	if err != nil || len(data) > maxQuoted {
		return "", false
	}
	return string(data), true
}
