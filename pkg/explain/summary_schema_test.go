package explain

import (
	"encoding/json"
	"net/url"
	"os"
	"path"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/jsonschema-go/jsonschema"

	"clauz3/pkg/ir"
)

// summarySchema resolves schema/explain.schema.json, reading the schemas
// it refers to from the same directory.
func summarySchema(t *testing.T) *jsonschema.Resolved {
	t.Helper()
	dir := filepath.Join("..", "..", "schema")
	load := func(name string) (*jsonschema.Schema, error) {
		data, err := os.ReadFile(filepath.Join(dir, name))
		if err != nil {
			return nil, err
		}
		var s jsonschema.Schema
		if err := json.Unmarshal(data, &s); err != nil {
			return nil, err
		}
		return &s, nil
	}
	s, err := load("explain.schema.json")
	if err != nil {
		t.Fatal(err)
	}
	r, err := s.Resolve(&jsonschema.ResolveOptions{
		BaseURI: "https://clauz3.example/schema/explain.schema.json",
		Loader:  func(u *url.URL) (*jsonschema.Schema, error) { return load(path.Base(u.Path)) },
	})
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// TestSummarySchema: the JSON summary of every golden case, and of a
// program with effects and a warning, is what schema/explain.schema.json
// describes; a summary that breaks it is refused.
func TestSummarySchema(t *testing.T) {
	r := summarySchema(t)
	d := effectsDSL()
	d.Obligations = []ir.Obligation{{ID: "o1", Kind: ir.KindGuarantee, Code: "guarantee", Message: "guarantee g() holds",
		Guarantee: "g()", Relation: &ir.Relation{Op: ir.RelTrue}}}
	extra := &ir.Result{DSL: d, Obligations: []ir.ObligationResult{{ID: "o1", Status: ir.StatusProved}}}
	docs := map[string]string{"effects": render(t, extra, FormatJSON)}
	for _, c := range goldenCases {
		docs[c.name] = render(t, c.res(), FormatJSON)
	}
	examples, _ := filepath.Glob(filepath.Join("testdata", "examples", "*.json"))
	if len(examples) < len(exampleCases) {
		t.Fatalf("%d example JSON goldens, want %d", len(examples), len(exampleCases))
	}
	for _, p := range examples {
		data, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		docs[p] = string(data)
	}
	for name, doc := range docs {
		var v any
		if err := json.Unmarshal([]byte(doc), &v); err != nil {
			t.Fatal(err)
		}
		if err := r.Validate(v); err != nil {
			t.Errorf("%s: %v", name, err)
		}
	}
	if !strings.Contains(docs["effects"], `"warnings"`) || !strings.Contains(docs["effects"], `"effects"`) {
		t.Fatalf("the effects case has no warnings or effects:\n%s", docs["effects"])
	}
	bad := strings.Replace(docs["only_bob_fail"], `"status": "refuted"`, `"status": "failed"`, 1)
	var v any
	if err := json.Unmarshal([]byte(bad), &v); err != nil {
		t.Fatal(err)
	}
	if err := r.Validate(v); err == nil {
		t.Error("a summary with status \"failed\" validates")
	}
}
