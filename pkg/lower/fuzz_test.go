package lower

import (
	"os"
	"path/filepath"
	"testing"

	"clauz3/pkg/ir"
	"clauz3/pkg/python/parser"
)

// FuzzLower parses arbitrary source with the Go parser and lowers its
// main function: lowering must never panic, and must return either an
// error value or a document.
func FuzzLower(f *testing.F) {
	files, _ := filepath.Glob(filepath.Join(repoRoot(f), "examples", "email", "cases", "*.py"))
	for _, p := range files {
		if src, err := os.ReadFile(p); err == nil {
			f.Add(string(src))
		}
	}
	for _, p := range diffPrograms {
		f.Add(p)
	}
	f.Fuzz(func(t *testing.T, src string) {
		tree, err := parser.ParseFile("prog.py", []byte(src))
		if err != nil {
			return
		}
		doc := &ir.AST{Version: ir.ASTVersion, Target: "main", Entry: "prog.py",
			Sources: []ir.Source{{Path: "prog.py", Text: src}},
			Modules: []ir.Module{{Name: "prog", Path: "prog.py", Role: ir.RoleEntry, Tree: tree}}}
		d, err := Lower(doc)
		if err == nil && d == nil {
			t.Fatal("no document and no error")
		}
	})
}
