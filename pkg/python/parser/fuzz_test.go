package parser

import (
	"bytes"
	"testing"

	"clauz3/pkg/python/ast"
)

var fuzzSeeds = []string{
	"x = 1\n",
	"def f(a, /, b=2, *c, d, **e) -> int:\n    return a\n",
	"class C[T: int, *Ts, **P](B, metaclass=M):\n    pass\n",
	"type X[T] = list[T]\n",
	"match p:\n    case [1, *r] | {'k': v, **kw} | C(a, b=c) if v: pass\n    case _: pass\n",
	"f'{x!r:>{w}} {y=} {\"nested\"}' rb'\\x00' u'\\N{BULLET}'\n",
	"async def f():\n    async with a as b, c: await x\n    async for i in y: yield i\n",
	"try:\n    pass\nexcept* E as e:\n    raise\nelse:\n    pass\nfinally:\n    pass\n",
	"with (a as b, c as d,):\n    pass\n",
	"x = [i for i in range(3) if i if not i] + {k: v for k, v in d} + {*a, *b}\n",
	"lambda x=1, *y, z, **w: (x := 1)\n",
	"if a:\n\tb\nelif c:\n  d\nelse:\n        e\n",
	"0x_1f + 0o17 + 0b1 + 1_000.5e-3j + 1.\n",
	"'''a\nb''' \"c\" '\\\n'\n",
	"x = (1,\n",
	"if x\n",
	"\tx\n  y\n",
	"f'{'\n",
	"# coding: latin-1\nx = '\xe9'\n",
	"\xef\xbb\xbfx = 1\n",
	"global a; nonlocal b; del c[0], d.e; assert f, g; import h.i as j; from ..k import (l as m,)\n",
}

// FuzzParse checks that ParseFile never panics, that a tree it returns
// encodes to JSON that decodes back to the same tree, and that spans lie
// inside the file.
func FuzzParse(f *testing.F) {
	for _, s := range fuzzSeeds {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, src []byte) {
		mod, err := ParseFile("fuzz.py", src)
		if err != nil {
			if mod != nil {
				t.Fatal("module and error both returned")
			}
			if err.Error() == "" {
				t.Fatal("empty error")
			}
			return
		}
		enc, err := ast.Encode(mod)
		if err != nil {
			t.Fatalf("encode: %v", err)
		}
		back, err := ast.DecodeModule(enc)
		if err != nil {
			t.Fatalf("decode of our own output: %v", err)
		}
		enc2, err := ast.Encode(back)
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(enc, enc2) && !hasSurrogatePair(mod) {
			t.Fatalf("round trip differs:\n%s\n%s", enc, enc2)
		}
		lines := bytes.Count(src, []byte("\n")) + bytes.Count(src, []byte("\r")) + 2
		ast.Inspect(mod, func(n ast.Node) bool {
			if n == nil {
				return false
			}
			s := n.Span()
			if s.Line == 0 {
				return true
			}
			if s.Line < 1 || s.Line > lines || s.EndLine < s.Line || s.EndLine == s.Line && s.EndCol < s.Col || s.Col < 1 {
				t.Fatalf("bad span %+v on %T", s, n)
			}
			return true
		})
	})
}

// hasSurrogatePair reports whether a str constant holds a lone high
// surrogate followed by a lone low surrogate ('\ud800\udc00' in Python
// source: two code points). JSON cannot tell that from the escaped astral
// character U+10000, so such a tree does not survive a JSON round trip
// (CPython's json module behaves the same); see the ast package doc.
func hasSurrogatePair(mod *ast.Module) bool {
	found := false
	ast.Inspect(mod, func(n ast.Node) bool {
		if c, ok := n.(*ast.Constant); ok && c.Value.Kind == ast.ConstStr {
			s := c.Value.Str
			for i := 0; i+5 < len(s); i++ {
				if s[i] == 0xED && s[i+1] >= 0xA0 && s[i+1] <= 0xAF && s[i+3] == 0xED && s[i+4] >= 0xB0 && s[i+4] <= 0xBF {
					found = true
				}
			}
		}
		return !found
	})
	return found
}
