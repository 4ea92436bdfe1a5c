package parser

import (
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
)

// BenchmarkParseStdlib parses every .py file of the Python standard library
// that parses (read into memory first); it reports bytes/s (MB/s) and
// files/s. Compare with CPython's ast.parse on the same files:
//
//	python3 testdata/bench_cpython.py
func BenchmarkParseStdlib(b *testing.B) {
	py := os.Getenv("PYTHON_STDLIB")
	if py == "" {
		py = "/root/.pyenv/versions/3.11.7/lib/python3.11"
		if _, err := os.Stat(py); err != nil {
			b.Skip("set PYTHON_STDLIB to the standard library directory")
		}
	}
	type file struct {
		name string
		src  []byte
	}
	var files []file
	var total int64
	filepath.WalkDir(py, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return nil
		}
		if d.IsDir() && (d.Name() == "site-packages" || d.Name() == "__pycache__") {
			return filepath.SkipDir
		}
		if !d.IsDir() && strings.HasSuffix(path, ".py") {
			src, err := os.ReadFile(path)
			if err == nil {
				if _, perr := ParseFile(path, src); perr == nil {
					files = append(files, file{path, src})
					total += int64(len(src))
				}
			}
		}
		return nil
	})
	sort.Slice(files, func(i, j int) bool { return files[i].name < files[j].name })
	b.SetBytes(total)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		for _, f := range files {
			if _, err := ParseFile(f.name, f.src); err != nil {
				b.Fatal(err)
			}
		}
	}
	b.ReportMetric(float64(len(files))*float64(b.N)/b.Elapsed().Seconds(), "files/s")
}
