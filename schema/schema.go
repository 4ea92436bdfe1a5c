// Package schema embeds the JSON Schemas (draft 2020-12) of the three
// documents the stages exchange and resolves them for validation.
//
// ast.schema.json describes the whole ast document, Python nodes included
// (pyast.schema.json, generated from CPython's ASDL together with the Go
// node types and their decoder). Stages validate the ast document's
// envelope with the schema and its node trees with the generated typed
// decoder, which checks the same shape (both come from one generator) in
// one pass and names the JSON pointer of a bad node: the node schema's
// per-node if/then alternatives make generic validation of a large tree
// about ten times slower. TestNodeSchemaAgrees keeps the two in step.
package schema

import (
	"embed"
	"encoding/json"
	"fmt"
	"net/url"
	"path"
	"sync"

	"github.com/google/jsonschema-go/jsonschema"
)

//go:embed *.schema.json
var files embed.FS

// Base is the URI prefix of every schema's $id.
const Base = "https://clauz3.example/schema/"

// Names of the document schemas.
const (
	AST    = "ast.schema.json"
	DSL    = "dsl.schema.json"
	Result = "result.schema.json"
	// ASTEnvelope is ast.schema.json with each module's "ast" tree
	// accepted as any object (its nodes are checked by the typed decoder).
	ASTEnvelope = "ast-envelope"
	// PyAST is the node schema alone (a Module tree).
	PyAST = "pyast.schema.json"
)

type entry struct {
	once sync.Once
	res  *jsonschema.Resolved
	err  error
}

var resolved = map[string]*entry{
	AST: {}, DSL: {}, Result: {}, ASTEnvelope: {}, PyAST: {},
}

// decode reads one embedded schema file into a fresh value.
func decode(name string) (*jsonschema.Schema, error) {
	data, err := files.ReadFile(name)
	if err != nil {
		return nil, fmt.Errorf("schema %s is not embedded", name)
	}
	var s jsonschema.Schema
	if err := json.Unmarshal(data, &s); err != nil {
		return nil, fmt.Errorf("schema %s: %w", name, err)
	}
	return &s, nil
}

func loader(u *url.URL) (*jsonschema.Schema, error) {
	return decode(path.Base(u.Path))
}

func resolve(name string) (*jsonschema.Resolved, error) {
	file := name
	if name == ASTEnvelope {
		file = AST
	}
	s, err := decode(file)
	if err != nil {
		return nil, err
	}
	if name == ASTEnvelope {
		mod := s.Defs["module"]
		if mod == nil || mod.Properties["ast"] == nil {
			return nil, fmt.Errorf("schema %s has no module/ast property", AST)
		}
		mod.Properties["ast"] = &jsonschema.Schema{Type: "object"}
	}
	r, err := s.Resolve(&jsonschema.ResolveOptions{BaseURI: Base + file, Loader: loader})
	if err != nil {
		return nil, fmt.Errorf("resolving schema %s: %w", name, err)
	}
	return r, nil
}

// Resolved returns the resolved schema name (AST, ASTEnvelope, DSL,
// Result or PyAST), ready for Validate. Each is resolved once, on first
// use, so a stage pays only for the schema it reads.
func Resolved(name string) (*jsonschema.Resolved, error) {
	e, ok := resolved[name]
	if !ok {
		return nil, fmt.Errorf("unknown schema %q", name)
	}
	e.once.Do(func() { e.res, e.err = resolve(name) })
	return e.res, e.err
}

// Raw returns the decoded JSON of an embedded schema file (for locating
// the instance path of a validation failure).
func Raw(name string) (map[string]any, error) {
	if name == ASTEnvelope {
		name = AST
	}
	data, err := files.ReadFile(name)
	if err != nil {
		return nil, fmt.Errorf("unknown schema %q", name)
	}
	var m map[string]any
	if err := json.Unmarshal(data, &m); err != nil {
		return nil, err
	}
	return m, nil
}
