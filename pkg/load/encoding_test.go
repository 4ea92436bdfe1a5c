package load

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"clauz3/pkg/python/ast"
)

// TestEncodingDeclaration loads files with a PEP 263 declaration of a
// single-byte encoding: they parse as CPython decodes them, the source
// text the spans count in is the decoded UTF-8, and the hash is of the
// bytes on disk. An undeclared non-UTF-8 byte, and a byte the declared
// encoding lacks, are still refused with a place.
func TestEncodingDeclaration(t *testing.T) {
	for _, c := range []struct {
		name, src, want string // want: the value of s, "" for a refusal
		errText         string
	}{
		{"latin1.py", "# -*- coding: latin-1 -*-\ns = 'caf\xe9'\n", "café", ""},
		{"line2.py", "#!/usr/bin/env python3\n# vim: set fileencoding=iso-8859-15 :\ns = '\xa4'\n", "€", ""},
		{"cp1252.py", "# coding=cp1252\ns = '\x80'\n", "€", ""},
		{"utf8.py", "# coding: utf-8\ns = 'caf\xc3\xa9'\n", "café", ""},
		{"undeclared.py", "s = 'caf\xe9'\n", "", "not valid UTF-8"},
		{"line3.py", "x = 1\n# coding: latin-1\ns = '\xe9'\n", "", "not valid UTF-8"},
		{"unknown.py", "# coding: klingon\ns = 'x'\n", "", "unknown or unsupported encoding"},
	} {
		t.Run(c.name, func(t *testing.T) {
			dir := t.TempDir()
			write(t, dir, map[string]string{c.name: c.src})
			doc, err := Load(Config{Entry: c.name, Dir: dir, Parse: goParse(t)})
			if c.want == "" {
				if err == nil || !strings.Contains(err.Error(), c.errText) {
					t.Fatalf("err %v, want %q", err, c.errText)
				}
				if !strings.Contains(err.Error(), c.name+":") {
					t.Errorf("the refusal names no place: %v", err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			tree := doc.Modules[0].Tree
			as := tree.Body[len(tree.Body)-1].(*ast.Assign)
			if got := as.Value.(*ast.Constant).Value.Str; got != c.want {
				t.Errorf("s = %q, want %q", got, c.want)
			}
			src := doc.Sources[0]
			if !strings.Contains(src.Text, "'"+c.want+"'") {
				t.Errorf("source text %q does not hold %q", src.Text, c.want)
			}
			sum := sha256.Sum256([]byte(c.src))
			if src.SHA256 != hex.EncodeToString(sum[:]) {
				t.Errorf("the hash is not of the bytes on disk")
			}
			// CPython reads the same value from the same bytes.
			if py, err := exec.LookPath("python3"); err == nil {
				out, err := exec.Command(py, "-c", "import ast,sys; t=ast.parse(open(sys.argv[1],'rb').read()); print(ascii(t.body[-1].value.value))", filepath.Join(dir, c.name)).Output()
				if err != nil {
					t.Fatal(err)
				}
				if want := strings.TrimSpace(string(out)); want != asciiRepr(c.want) {
					t.Errorf("CPython reads %s, the test expects %s", want, asciiRepr(c.want))
				}
			}
		})
	}
}

// asciiRepr is Python's ascii() of a str.
func asciiRepr(s string) string {
	var b strings.Builder
	b.WriteByte('\'')
	for _, r := range s {
		switch {
		case r < 0x80:
			b.WriteRune(r)
		case r < 0x100:
			b.WriteString("\\x" + hex2(int(r), 2))
		case r < 0x10000:
			b.WriteString("\\u" + hex2(int(r), 4))
		default:
			b.WriteString("\\U" + hex2(int(r), 8))
		}
	}
	b.WriteByte('\'')
	return b.String()
}

func hex2(n, width int) string { return fmt.Sprintf("%0*x", width, n) }
