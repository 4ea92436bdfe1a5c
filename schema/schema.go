// Package schema embeds the JSON Schemas (draft 2020-12) of the three
// documents the stages exchange and resolves them for validation.
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
)

var cache struct {
	once  sync.Once
	raw   map[string]*jsonschema.Schema
	res   map[string]*jsonschema.Resolved
	err   error
	bytes map[string][]byte
}

func load() {
	cache.raw = map[string]*jsonschema.Schema{}
	cache.res = map[string]*jsonschema.Resolved{}
	cache.bytes = map[string][]byte{}
	entries, err := files.ReadDir(".")
	if err != nil {
		cache.err = err
		return
	}
	for _, e := range entries {
		data, err := files.ReadFile(e.Name())
		if err != nil {
			cache.err = err
			return
		}
		var s jsonschema.Schema
		if err := json.Unmarshal(data, &s); err != nil {
			cache.err = fmt.Errorf("schema %s: %w", e.Name(), err)
			return
		}
		cache.raw[e.Name()] = &s
		cache.bytes[e.Name()] = data
	}
	loader := func(u *url.URL) (*jsonschema.Schema, error) {
		name := path.Base(u.Path)
		s, ok := cache.raw[name]
		if !ok {
			return nil, fmt.Errorf("no embedded schema %q", name)
		}
		return s, nil
	}
	for _, name := range []string{AST, DSL, Result} {
		s, ok := cache.raw[name]
		if !ok {
			cache.err = fmt.Errorf("schema %s is not embedded", name)
			return
		}
		r, err := s.Resolve(&jsonschema.ResolveOptions{BaseURI: Base + name, Loader: loader})
		if err != nil {
			cache.err = fmt.Errorf("resolving schema %s: %w", name, err)
			return
		}
		cache.res[name] = r
	}
}

// Resolved returns the resolved schema of one document (AST, DSL or
// Result), ready for Validate.
func Resolved(name string) (*jsonschema.Resolved, error) {
	cache.once.Do(load)
	if cache.err != nil {
		return nil, cache.err
	}
	r, ok := cache.res[name]
	if !ok {
		return nil, fmt.Errorf("unknown schema %q", name)
	}
	return r, nil
}

// Raw returns the decoded JSON of an embedded schema file (for locating
// the instance path of a validation failure).
func Raw(name string) (map[string]any, error) {
	cache.once.Do(load)
	if cache.err != nil {
		return nil, cache.err
	}
	data, ok := cache.bytes[name]
	if !ok {
		return nil, fmt.Errorf("unknown schema %q", name)
	}
	var m map[string]any
	if err := json.Unmarshal(data, &m); err != nil {
		return nil, err
	}
	return m, nil
}
