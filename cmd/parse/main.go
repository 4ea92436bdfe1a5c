// Command parse is the first clauz3 stage: it parses a Python program
// (the entry file, the trusted modules and the modules the entry imports)
// and writes the clauz3.ast/v1 document on stdout.
//
//	parse ENTRY.py [--trusted-root DIR]... [--import-root DIR]... [--target NAME] > ast.json
//
// The document is indented as the other stages indent theirs, down to
// maxIndentDepth levels of nesting; deeper parts are written compact. A
// syntax tree nests as deep as the program (an if/elif chain nests each
// branch in the one before), and indenting every level made the output
// grow with the square of the nesting: 96 MB for 1,000 elif branches.
package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"os"

	"clauz3/pkg/cli"
	"clauz3/pkg/load"
	"clauz3/pkg/python/parser"
)

func main() {
	os.Exit(cli.Run("parse", os.Stderr, func() (int, error) { return run(os.Args[1:], os.Stdout) }))
}

func run(args []string, stdout io.Writer) (int, error) {
	fs := cli.Flags("parse", "parse ENTRY.py [--trusted-root DIR]... [--import-root DIR]... [--target NAME] > ast.json")
	var pf cli.ProgramFlags
	pf.Add(fs)
	if done, err := cli.Parse(fs, cli.ProgramArgs(args), stdout); done || err != nil {
		return 0, err
	}
	if fs.NArg() != 1 {
		return 0, &cli.Usage{Msg: "expected exactly one entry file"}
	}
	doc, err := load.Load(load.Config{
		Entry:        fs.Arg(0),
		TrustedRoots: pf.TrustedRoots,
		ImportRoots:  pf.ImportRoots,
		Target:       pf.Target,
		Parse:        parser.ParseFile,
	})
	if err != nil {
		return 0, err
	}
	return 0, writeJSON(stdout, doc)
}

// maxIndentDepth is the deepest nesting level parse indents. Every
// example's document nests at most 19 levels, so each is written as
// json.Indent writes it (the goldens in testdata/ are unchanged).
const maxIndentDepth = 32

// writeJSON writes v as cli.WriteJSON does (one-space indentation, no
// HTML escaping, a final newline), but indents no deeper than
// maxIndentDepth, so that the size of the output is linear in the size
// of the document.
func writeJSON(w io.Writer, v any) error {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		return fmt.Errorf("encoding output: %w", err)
	}
	compact := bytes.TrimSuffix(buf.Bytes(), []byte("\n"))
	out := append(indentBounded(make([]byte, 0, 2*len(compact)), compact, maxIndentDepth), '\n')
	_, err := w.Write(out)
	return err
}

// indentBounded appends to dst the compact JSON src indented by one space
// per level, as json.Indent(dst, src, "", " ") does, down to maxDepth
// levels; inside deeper values it copies src as it is.
func indentBounded(dst, src []byte, maxDepth int) []byte {
	newline := func(depth int) {
		dst = append(dst, '\n')
		for range depth {
			dst = append(dst, ' ')
		}
	}
	depth := 0
	needIndent := false // after { or [: indent before the first value
	inString, escaped := false, false
	for _, c := range src {
		if inString {
			dst = append(dst, c)
			switch {
			case escaped:
				escaped = false
			case c == '\\':
				escaped = true
			case c == '"':
				inString = false
			}
			continue
		}
		if needIndent && c != '}' && c != ']' {
			needIndent = false
			depth++
			if depth <= maxDepth {
				newline(depth)
			}
		}
		switch c {
		case '"':
			inString = true
			dst = append(dst, c)
		case '{', '[':
			// An empty object or array stays {} or [].
			needIndent = true
			dst = append(dst, c)
		case ',':
			dst = append(dst, c)
			if depth <= maxDepth {
				newline(depth)
			}
		case ':':
			dst = append(dst, c)
			if depth <= maxDepth {
				dst = append(dst, ' ')
			}
		case '}', ']':
			if needIndent {
				needIndent = false
			} else {
				if depth <= maxDepth {
					newline(depth - 1)
				}
				depth--
			}
			dst = append(dst, c)
		default:
			dst = append(dst, c)
		}
	}
	return dst
}
