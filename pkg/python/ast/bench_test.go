package ast_test

import (
	"os"
	"testing"

	"clauz3/pkg/python/ast"
	"clauz3/pkg/python/parser"
)

func benchModule(b *testing.B) *ast.Module {
	src, err := os.ReadFile("../parser/testdata/grammar.py")
	if err != nil {
		b.Fatal(err)
	}
	mod, err := parser.ParseFile("grammar.py", src)
	if err != nil {
		b.Fatal(err)
	}
	return mod
}

// BenchmarkEncode measures the JSON encoder (bytes of JSON per second).
func BenchmarkEncode(b *testing.B) {
	mod := benchModule(b)
	enc, _ := ast.Encode(mod)
	b.SetBytes(int64(len(enc)))
	buf := make([]byte, 0, len(enc))
	for i := 0; i < b.N; i++ {
		var err error
		if buf, err = ast.AppendJSON(buf[:0], mod); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkDecode measures DecodeModule (bytes of JSON per second).
func BenchmarkDecode(b *testing.B) {
	enc, _ := ast.Encode(benchModule(b))
	b.SetBytes(int64(len(enc)))
	for i := 0; i < b.N; i++ {
		if _, err := ast.DecodeModule(enc); err != nil {
			b.Fatal(err)
		}
	}
}
