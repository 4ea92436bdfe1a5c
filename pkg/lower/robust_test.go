package lower

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"clauz3/pkg/ir"
	"clauz3/pkg/python/ast"
	"clauz3/pkg/python/parser"
)

// TestStdlibNoPanic lowers up to three top-level functions of every file
// of CPython's standard library as targets: lowering must never panic and
// must report every construct it does not model. Set LOWER_STDLIB to the
// Lib directory (for example /usr/lib/python3.11) to run it.
func TestStdlibNoPanic(t *testing.T) {
	lib := os.Getenv("LOWER_STDLIB")
	if lib == "" {
		t.Skip("set LOWER_STDLIB=/path/to/python/Lib")
	}
	var files []string
	filepath.WalkDir(lib, func(p string, d os.DirEntry, err error) error {
		if err == nil && !d.IsDir() && filepath.Ext(p) == ".py" {
			files = append(files, p)
		}
		return nil
	})
	n := 0
	for _, f := range files {
		src, err := os.ReadFile(f)
		if err != nil {
			continue
		}
		tree, err := parser.ParseFile(f, src)
		if err != nil {
			continue
		}
		var targets []string
		for _, s := range tree.Body {
			if fd, ok := s.(*ast.FunctionDef); ok && len(targets) < 3 {
				targets = append(targets, fd.Name)
			}
		}
		for _, target := range targets {
			doc := &ir.AST{Version: ir.ASTVersion, Target: target, Entry: f,
				Sources: []ir.Source{{Path: f, Text: string(src)}},
				Modules: []ir.Module{{Name: "m", Path: f, Role: ir.RoleEntry, Tree: tree}}}
			func() {
				defer func() {
					if r := recover(); r != nil {
						t.Errorf("%s %s: panic: %v", f, target, r)
					}
				}()
				d, err := Lower(doc)
				if err == nil && len(d.Obligations) == 0 {
					t.Logf("%s %s: no obligations", f, target)
				}
			}()
			n++
		}
	}
	t.Log(fmt.Sprintf("lowered %d functions", n))
}

// TestDeterministic lowers the same document twice: the JSON must be
// byte-identical (no map order, no addresses, no times).
func TestDeterministic(t *testing.T) {
	for _, name := range []string{"helper_pass.py", "branch_fail.py", "unique_recipients_pass.py"} {
		a, err := lowerExample(t, "email", name)
		if err != nil {
			t.Fatal(err)
		}
		b, err := lowerExample(t, "email", name)
		if err != nil {
			t.Fatal(err)
		}
		ja, _ := json.Marshal(a)
		jb, _ := json.Marshal(b)
		if string(ja) != string(jb) {
			t.Errorf("%s: two lowerings differ", name)
		}
	}
	doc := loadSource(t, branchy(30))
	first, _ := Lower(doc)
	want, _ := json.Marshal(first)
	for i := 0; i < 5; i++ {
		again, _ := Lower(doc)
		got, _ := json.Marshal(again)
		if string(got) != string(want) {
			t.Fatalf("lowering the same document twice differs")
		}
	}
}
