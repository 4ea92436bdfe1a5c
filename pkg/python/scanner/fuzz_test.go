package scanner

import (
	"testing"

	"clauz3/pkg/python/token"
)

// FuzzScan checks that the scanner terminates on any input without
// panicking, that token ranges are ordered and inside the source, and that
// INDENT and DEDENT balance.
func FuzzScan(f *testing.F) {
	for _, s := range []string{
		"x = 1\n", "if a:\n\tb\n  c\n", "f'{x!r:{y}}' f\"{'a'}\" rb'\\'' '''\n'''\n", "0x1_f 1e+5j 1.0 .5 1_0\n",
		"(\n[\n{\n", ")]}", "\\\n", "'abc\n", "\"\"\"abc", "f'{", "f'}'", "\x00", "\xff", "€ = 1", "µ = 1\n",
		"def f():\n    return [i for i in x if i]\n", "#!/usr/bin/env python\n# comment\n\n\n",
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, src []byte) {
		file := token.NewFile("fuzz.py", src)
		var s Scanner
		s.Init(file, src, func(pos, end token.Pos, msg string) {
			if msg == "" {
				t.Fatal("empty message")
			}
			if pos < 0 || int(pos) > len(src) {
				t.Fatalf("error position %d outside the source (%d bytes)", pos, len(src))
			}
		})
		last := token.Pos(0)
		depth := 0
		for i := 0; ; i++ {
			if i > 4*len(src)+100 {
				t.Fatal("scanner does not terminate")
			}
			tok := s.Scan()
			if tok.Pos < 0 || tok.End < tok.Pos || int(tok.End) > len(src) {
				t.Fatalf("token %v range [%d,%d) outside the source (%d bytes)", tok.Kind, tok.Pos, tok.End, len(src))
			}
			if tok.Kind != token.INDENT && tok.Kind != token.DEDENT && tok.Kind != token.NEWLINE && tok.Pos < last {
				t.Fatalf("token %v at %d before the previous token's end %d", tok.Kind, tok.Pos, last)
			}
			if tok.Kind != token.INDENT && tok.Kind != token.DEDENT && tok.Kind != token.NEWLINE {
				last = tok.End
			}
			switch tok.Kind {
			case token.INDENT:
				depth++
			case token.DEDENT:
				depth--
				if depth < 0 {
					t.Fatal("DEDENT without INDENT")
				}
			case token.EOF:
				if depth != 0 {
					t.Fatalf("%d INDENTs not closed at EOF", depth)
				}
				return
			}
		}
	})
}
