package ir

import (
	"os"
	"testing"
)

// BenchmarkCheck measures schema checking of a document named by
// CLAUZ3_BENCH_DOC (kind from CLAUZ3_BENCH_KIND: ast, dsl or result).
func BenchmarkCheck(b *testing.B) {
	path := os.Getenv("CLAUZ3_BENCH_DOC")
	if path == "" {
		b.Skip("set CLAUZ3_BENCH_DOC")
	}
	data, err := os.ReadFile(path)
	if err != nil {
		b.Fatal(err)
	}
	k := map[string]Kind{"ast": KindAST, "dsl": KindDSL, "result": KindResult}[os.Getenv("CLAUZ3_BENCH_KIND")]
	b.SetBytes(int64(len(data)))
	for i := 0; i < b.N; i++ {
		if _, err := Check(path, data, k); err != nil {
			b.Fatal(err)
		}
	}
}
