package ir

import (
	"encoding/json"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"clauz3/pkg/python/ast"
	"clauz3/schema"
)

// TestNodeSchemaAgrees checks that the node schema (pyast.schema.json)
// and the generated typed decoder, which stages use in its place, accept
// and refuse the same trees: real CPython trees of this repository's
// Python files are accepted by both, and each mutation is refused by both.
func TestNodeSchemaAgrees(t *testing.T) {
	if _, err := exec.LookPath("python3"); err != nil {
		t.Skip("python3 not found: CPython produces the trees of this test")
	}
	files, _ := filepath.Glob("../../examples/*/cases/*.py")
	more, _ := filepath.Glob("../../examples/*/tools/*/trusted/*.py")
	files = append(files, more...)
	if len(files) < 5 {
		t.Fatalf("only %d example files", len(files))
	}
	out, err := exec.Command("python3", append([]string{"../../tools/pyast.py", "--many"}, files...)...).Output()
	if err != nil {
		t.Fatal(err)
	}
	rs, err := schema.Resolved(schema.PyAST)
	if err != nil {
		t.Fatal(err)
	}
	both := func(tree any) (schemaErr, decodeErr error) {
		schemaErr = rs.Validate(numbersToFloat(tree))
		_, decodeErr = ast.DecodeModuleValue(tree, "")
		return
	}
	lines := strings.Split(strings.TrimSpace(string(out)), "\n")
	for _, line := range lines {
		var rec struct {
			Path string
			AST  json.RawMessage
		}
		if err := json.Unmarshal([]byte(line), &rec); err != nil {
			t.Fatal(err)
		}
		var tree any
		json.Unmarshal(rec.AST, &tree)
		if s, d := both(tree); s != nil || d != nil {
			t.Errorf("%s: schema: %v; decoder: %v", rec.Path, s, d)
		}
	}
	mutations := []struct {
		name string
		from string
		to   string
	}{
		{"unknown class", `"_type":"Name"`, `"_type":"Nome"`},
		{"bad ctx", `"ctx":"Load"`, `"ctx":"Lode"`},
		{"missing field", `"_type":"Name","id":`, `"_type":"Name","idx":`},
		{"bad span", `"span":{"file"`, `"span":{"fyle"`},
		{"bad int constant", `{"int":"`, `{"int":"x`},
		{"stmt where expr expected", `"value":{"_type":"Name"`, `"value":{"_type":"Pass"`},
	}
	sample := lines[0]
	for _, m := range mutations {
		t.Run(m.name, func(t *testing.T) {
			if !strings.Contains(sample, m.from) {
				t.Skipf("sample has no %s", m.from)
			}
			bad := strings.Replace(sample, m.from, m.to, 1)
			var rec struct{ AST any }
			if err := json.Unmarshal([]byte(bad), &rec); err != nil {
				t.Skipf("mutation broke the JSON itself: %v", err)
			}
			s, d := both(rec.AST)
			if s == nil || d == nil {
				t.Errorf("disagree: schema error %v, decoder error %v", s, d)
			}
		})
	}
}
