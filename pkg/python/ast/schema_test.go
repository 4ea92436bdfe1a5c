package ast_test

import (
	"encoding/json"
	"os"
	"strings"
	"testing"

	"github.com/google/jsonschema-go/jsonschema"

	"clauz3/pkg/python/ast"
	"clauz3/pkg/python/parser"
)

// TestSchema validates the encoding of a tree that uses every kind of node
// against schema/pyast.schema.json, and checks that a wrong document fails.
func TestSchema(t *testing.T) {
	data, err := os.ReadFile("../../../schema/pyast.schema.json")
	if err != nil {
		t.Fatal(err)
	}
	var s jsonschema.Schema
	if err := json.Unmarshal(data, &s); err != nil {
		t.Fatal(err)
	}
	rs, err := s.Resolve(nil)
	if err != nil {
		t.Fatal(err)
	}
	src, err := os.ReadFile("../parser/testdata/grammar.py")
	if err != nil {
		t.Fatal(err)
	}
	src = append(src, "type T[X: int, *Y, **Z] = X\n"...)
	mod, err := parser.ParseFile("grammar.py", src)
	if err != nil {
		t.Fatal(err)
	}
	enc, err := ast.Encode(mod)
	if err != nil {
		t.Fatal(err)
	}
	var v any
	if err := json.Unmarshal(enc, &v); err != nil {
		t.Fatal(err)
	}
	if err := rs.Validate(v); err != nil {
		t.Fatalf("our output does not match the schema: %v", err)
	}
	bad := strings.Replace(string(enc), `"_type":"Pass"`, `"_type":"Pas"`, 1)
	if err := json.Unmarshal([]byte(bad), &v); err != nil {
		t.Fatal(err)
	}
	if err := rs.Validate(v); err == nil {
		t.Fatal("a document with an unknown class validates")
	}
}
