package compile

import (
	"os"
	"path/filepath"
	"testing"

	"clauz3/pkg/python/ast"
	"clauz3/pkg/python/parser"
)

// FuzzCheck: whatever the parser accepts, the checker must not panic, and
// its verdict must be deterministic. Seeds: the table's programs.
// go test ./pkg/python/compile -fuzz FuzzCheck
func FuzzCheck(f *testing.F) {
	for _, name := range []string{"testdata/table.txt", "testdata/table312.txt"} {
		for _, c := range readTable(f, name) {
			f.Add(c.src)
		}
	}
	f.Fuzz(func(t *testing.T, src string) {
		m, err := parser.ParseFile("fuzz.py", []byte(src))
		if err != nil {
			return
		}
		for _, v := range []Version{Py311, Py312} {
			a, b := CheckVersion("fuzz.py", m, v), CheckVersion("fuzz.py", m, v)
			if (a == nil) != (b == nil) || a != nil && a.Error() != b.Error() {
				t.Fatalf("3.%d: not deterministic: %v / %v", v, a, b)
			}
		}
		Check("fuzz.py", m)
		FutureFeatures(m)
	})
}

// BenchmarkCheckStdlib checks a few large standard library modules.
func BenchmarkCheckStdlib(b *testing.B) {
	dir := stdlibDir(b)
	var srcs [][]byte
	for _, name := range []string{"typing.py", "argparse.py", "inspect.py", "dataclasses.py", "asyncio/tasks.py"} {
		src, err := os.ReadFile(filepath.Join(dir, name))
		if err != nil {
			b.Skip(err)
		}
		srcs = append(srcs, src)
	}
	var size int
	for _, s := range srcs {
		size += len(s)
	}
	var mods []*ast.Module
	for _, s := range srcs {
		m, err := parser.ParseFile("x.py", s)
		if err != nil {
			b.Fatal(err)
		}
		mods = append(mods, m)
	}
	b.SetBytes(int64(size))
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		for _, m := range mods {
			if d := Check("x.py", m); d != nil {
				b.Fatal(d)
			}
		}
	}
}
