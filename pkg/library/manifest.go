package library

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"sync"

	"github.com/google/jsonschema-go/jsonschema"
	"gopkg.in/yaml.v3"

	"clauz3/pkg/diag"
	"clauz3/schema"
)

// ManifestFile is the name of a manifest: tools/<domain>/clauz3.yaml for
// a domain, <bundle>/clauz3.yaml (kind: package) for a bundle.
const ManifestFile = "clauz3.yaml"

// PackageSnapshot is the copy of a bundle's package manifest that
// install leaves in each installed domain, as the reference does.
const PackageSnapshot = ".clauz3-package.yaml"

// MaxManifestSize bounds a manifest, as the reference's 128,000 bytes.
const MaxManifestSize = 128_000

// SchemaFile is the JSON Schema manifests are validated with.
const SchemaFile = "library-manifest.schema.json"

// Manifest is a domain manifest (tools/<domain>/clauz3.yaml) or, with
// Kind "package", a bundle's package manifest. Field names are the
// reference's; a null in the YAML is an absent field.
type Manifest struct {
	SchemaVersion int           `json:"schema_version"`
	Kind          string        `json:"kind,omitempty"`
	Name          string        `json:"name"`
	Title         string        `json:"title"`
	Summary       string        `json:"summary,omitempty"`
	Description   string        `json:"description,omitempty"`
	Documentation string        `json:"documentation,omitempty"`
	Dependencies  []string      `json:"dependencies,omitempty"`
	Requirements  *Requirements `json:"requirements,omitempty"`
}

// Requirements are what a person must provide for a library to work:
// Python packages, executables and setup steps. They are shown, never
// installed or executed.
type Requirements struct {
	Python []string `json:"python,omitempty"`
	Tools  []Tool   `json:"tools,omitempty"`
	Setup  []Setup  `json:"setup,omitempty"`
}

// Tool is an executable a library needs.
type Tool struct {
	Name          string `json:"name"`
	Description   string `json:"description"`
	Instructions  string `json:"instructions,omitempty"`
	Documentation string `json:"documentation,omitempty"`
}

// Setup is a step a person performs (authentication, configuration...).
type Setup struct {
	ID            string   `json:"id"`
	Kind          string   `json:"kind"`
	Title         string   `json:"title"`
	Description   string   `json:"description"`
	Instructions  string   `json:"instructions"`
	Documentation string   `json:"documentation,omitempty"`
	Permissions   []string `json:"permissions,omitempty"`
	AppliesTo     []string `json:"applies_to,omitempty"`
}

// IsPackage reports whether m is a bundle's package manifest.
func (m *Manifest) IsPackage() bool { return m.Kind == "package" }

// RequirementSummaries are the short texts the listing shows for m's
// requirements, in the reference's order: Python packages, tools, setup.
func (m *Manifest) RequirementSummaries() []string {
	if m.Requirements == nil {
		return nil
	}
	var out []string
	for _, p := range m.Requirements.Python {
		out = append(out, "Python package "+p)
	}
	for _, t := range m.Requirements.Tools {
		out = append(out, t.Description)
	}
	for _, s := range m.Requirements.Setup {
		out = append(out, s.Title)
	}
	return out
}

// ReadManifest reads and validates the manifest at path. It returns nil
// and no error when the file does not exist. domain, when not empty, is
// the domain the manifest must name.
func ReadManifest(path, domain string) (*Manifest, error) {
	st, err := os.Lstat(path)
	if errors.Is(err, os.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, bad(path, "cannot read manifest: %v", unwrapPath(err))
	}
	if st.Mode()&os.ModeSymlink != 0 {
		return nil, bad(path, "manifest must not be a symbolic link")
	}
	if !st.Mode().IsRegular() {
		return nil, bad(path, "manifest is not a regular file")
	}
	if st.Size() > MaxManifestSize {
		return nil, bad(path, "manifest is larger than %d bytes", MaxManifestSize)
	}
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, bad(path, "cannot read manifest: %v", unwrapPath(err))
	}
	return ParseManifest(path, data, domain)
}

// ParseManifest decodes a manifest from YAML, validates it against the
// JSON Schema of ours (schema/library-manifest.schema.json) and checks
// what a schema cannot say: unique setup ids and tool names, and the
// domain name (when domain is not empty). YAML aliases, duplicate keys,
// non-string keys and tags other than YAML's core scalars are refused,
// as the reference refuses them. Errors are located diagnostics (exit 2).
func ParseManifest(file string, data []byte, domain string) (*Manifest, error) {
	if len(data) > MaxManifestSize {
		return nil, bad(file, "manifest is larger than %d bytes", MaxManifestSize)
	}
	var root yaml.Node
	dec := yaml.NewDecoder(bytes.NewReader(data))
	if err := dec.Decode(&root); err != nil {
		return nil, yamlError(file, err)
	}
	var extra yaml.Node
	if err := dec.Decode(&extra); err == nil {
		return nil, at(file, &extra, "a manifest is one YAML document")
	}
	doc := &root
	if doc.Kind == yaml.DocumentNode && len(doc.Content) == 1 {
		doc = doc.Content[0]
	}
	if doc.Kind != yaml.MappingNode {
		return nil, at(file, doc, "expected a YAML mapping")
	}
	v, err := plain(file, doc, 0)
	if err != nil {
		return nil, err
	}
	obj := v.(map[string]any)
	def := "LibraryManifest"
	if _, ok := obj["kind"]; ok {
		def = "PackageManifest"
	}
	rs, err := resolvedSchema(def)
	if err != nil {
		return nil, fmt.Errorf("library manifest schema: %w", err) // a bug: exit 3
	}
	if err := rs.Validate(obj); err != nil {
		ptr, msg := locate(obj, def)
		if msg == "" {
			msg = innermost(err)
		}
		return nil, at(file, nodeAt(doc, ptr), "%s", msg)
	}
	js, err := json.Marshal(withoutNulls(obj))
	if err != nil {
		return nil, err
	}
	var m Manifest
	if err := json.Unmarshal(js, &m); err != nil {
		return nil, at(file, doc, "%v", err)
	}
	if r := m.Requirements; r != nil {
		ids := map[string]bool{}
		for i, s := range r.Setup {
			if ids[s.ID] {
				return nil, at(file, nodeAt(doc, fmt.Sprintf("/requirements/setup/%d/id", i)), "setup ids must be unique: %q appears twice", s.ID)
			}
			ids[s.ID] = true
		}
		names := map[string]bool{}
		for i, t := range r.Tools {
			if names[t.Name] {
				return nil, at(file, nodeAt(doc, fmt.Sprintf("/requirements/tools/%d/name", i)), "tool names must be unique: %q appears twice", t.Name)
			}
			names[t.Name] = true
		}
		if m.IsPackage() {
			for i, s := range r.Setup {
				if len(s.AppliesTo) > 0 {
					return nil, at(file, nodeAt(doc, fmt.Sprintf("/requirements/setup/%d/applies_to", i)), "applies_to names effects of one domain: it belongs in a domain manifest, not a package")
				}
			}
		}
	}
	if domain != "" && !m.IsPackage() && m.Name != domain {
		return nil, at(file, nodeAt(doc, "/name"), "name must be the domain %q (the directory below tools/), found %q", domain, m.Name)
	}
	return &m, nil
}

// MergePackage returns domain with the requirements its bundle's package
// manifest shares added (the package's first, as the reference merges
// them); an entry both declare differently is an error.
func MergePackage(domain, pkg *Manifest, label string) (*Manifest, error) {
	if pkg == nil || pkg.Requirements == nil {
		return domain, nil
	}
	if domain == nil {
		return nil, bad(label, "a package manifest needs a manifest in every domain")
	}
	out := *domain
	own := Requirements{}
	if domain.Requirements != nil {
		own = *domain.Requirements
	}
	shared := *pkg.Requirements
	r := &Requirements{}
	seen := map[string]bool{}
	for _, p := range append(append([]string(nil), shared.Python...), own.Python...) {
		if !seen[p] {
			seen[p] = true
			r.Python = append(r.Python, p)
		}
	}
	tools := map[string]Tool{}
	for _, t := range append(append([]Tool(nil), shared.Tools...), own.Tools...) {
		if old, ok := tools[t.Name]; ok {
			if old != t {
				return nil, bad(label, "conflicting tools requirement %q", t.Name)
			}
			continue
		}
		tools[t.Name] = t
		r.Tools = append(r.Tools, t)
	}
	setups := map[string]Setup{}
	for _, s := range append(append([]Setup(nil), shared.Setup...), own.Setup...) {
		if old, ok := setups[s.ID]; ok {
			a, _ := json.Marshal(old)
			b, _ := json.Marshal(s)
			if !bytes.Equal(a, b) {
				return nil, bad(label, "conflicting setup requirement %q", s.ID)
			}
			continue
		}
		setups[s.ID] = s
		r.Setup = append(r.Setup, s)
	}
	if len(r.Python)+len(r.Tools)+len(r.Setup) > 0 {
		out.Requirements = r
	}
	return &out, nil
}

// plain turns a YAML node into the JSON values the schema checks:
// mappings with unique string keys, sequences, and the core scalars.
func plain(file string, n *yaml.Node, depth int) (any, error) {
	if depth > 64 {
		return nil, at(file, n, "manifest nests too deeply")
	}
	if n.Kind == yaml.AliasNode {
		return nil, at(file, n, "YAML aliases are not supported in a manifest")
	}
	switch n.Kind {
	case yaml.MappingNode:
		out := map[string]any{}
		for i := 0; i+1 < len(n.Content); i += 2 {
			k, v := n.Content[i], n.Content[i+1]
			if k.Kind != yaml.ScalarNode || k.Tag != "!!str" {
				return nil, at(file, k, "manifest keys must be strings")
			}
			if _, dup := out[k.Value]; dup {
				return nil, at(file, k, "key %q appears twice", k.Value)
			}
			pv, err := plain(file, v, depth+1)
			if err != nil {
				return nil, err
			}
			out[k.Value] = pv
		}
		return out, nil
	case yaml.SequenceNode:
		out := []any{}
		for _, c := range n.Content {
			pv, err := plain(file, c, depth+1)
			if err != nil {
				return nil, err
			}
			out = append(out, pv)
		}
		return out, nil
	case yaml.ScalarNode:
		switch n.ShortTag() {
		case "!!str":
			return n.Value, nil
		case "!!null":
			return nil, nil
		case "!!bool":
			var b bool
			if err := n.Decode(&b); err != nil {
				return nil, at(file, n, "%v", err)
			}
			return b, nil
		case "!!int":
			var i int64
			if err := n.Decode(&i); err != nil {
				return nil, at(file, n, "integer out of range: %s", n.Value)
			}
			return i, nil
		case "!!float":
			var f float64
			if err := n.Decode(&f); err != nil {
				return nil, at(file, n, "%v", err)
			}
			return f, nil
		}
		return nil, at(file, n, "YAML tag %s is not supported in a manifest (quote the value to make it a string)", n.ShortTag())
	}
	return nil, at(file, n, "unexpected YAML node")
}

// withoutNulls drops the null values of optional fields.
func withoutNulls(v any) any {
	switch v := v.(type) {
	case map[string]any:
		out := map[string]any{}
		for k, x := range v {
			if x != nil {
				out[k] = withoutNulls(x)
			}
		}
		return out
	case []any:
		out := make([]any, len(v))
		for i, x := range v {
			out[i] = withoutNulls(x)
		}
		return out
	}
	return v
}

var (
	schemaOnce sync.Once
	schemaRaw  map[string]any
	schemaRes  map[string]*jsonschema.Resolved
	schemaErr  error
)

// resolvedSchema returns the schema of one definition (LibraryManifest
// or PackageManifest) of library-manifest.schema.json, resolved.
func resolvedSchema(def string) (*jsonschema.Resolved, error) {
	schemaOnce.Do(func() {
		schemaRaw, schemaErr = schema.Raw(SchemaFile)
		if schemaErr != nil {
			return
		}
		data, err := json.Marshal(schemaRaw)
		if err != nil {
			schemaErr = err
			return
		}
		schemaRes = map[string]*jsonschema.Resolved{}
		for _, d := range []string{"", "LibraryManifest", "PackageManifest"} {
			var s jsonschema.Schema
			if err := json.Unmarshal(data, &s); err != nil {
				schemaErr = err
				return
			}
			if d != "" {
				s = jsonschema.Schema{Schema: s.Schema, ID: s.ID, Ref: "#/$defs/" + d, Defs: s.Defs}
			}
			r, err := s.Resolve(&jsonschema.ResolveOptions{BaseURI: schema.Base + SchemaFile})
			if err != nil {
				schemaErr = err
				return
			}
			schemaRes[d] = r
		}
	})
	if schemaErr != nil {
		return nil, schemaErr
	}
	return schemaRes[def], nil
}

// innermost is the last line of a jsonschema error chain, without the
// "validating ..." prefixes.
func innermost(err error) string {
	s := err.Error()
	if i := strings.LastIndex(s, ": "); i >= 0 && strings.Contains(s[:i], "validating") {
		s = s[i+2:]
	}
	return s
}

// locate finds the JSON pointer of the first value of inst that breaks
// the definition def, and says why in words. It walks the raw schema
// (the keywords our schema uses); the jsonschema validator remains the
// judge, locate only explains its verdict.
func locate(inst any, def string) (string, string) {
	s, _ := schemaRaw["$defs"].(map[string]any)[def].(map[string]any)
	return walkSchema(inst, s, "")
}

func deref(s map[string]any) map[string]any {
	for i := 0; i < 8; i++ {
		ref, ok := s["$ref"].(string)
		if !ok {
			return s
		}
		defs, _ := schemaRaw["$defs"].(map[string]any)
		s, _ = defs[strings.TrimPrefix(ref, "#/$defs/")].(map[string]any)
	}
	return s
}

func walkSchema(inst any, s map[string]any, ptr string) (string, string) {
	s = deref(s)
	if s == nil {
		return "", ""
	}
	if alts, ok := s["anyOf"].([]any); ok {
		var first [2]string
		for i, a := range alts {
			p, m := walkSchema(inst, a.(map[string]any), ptr)
			if m == "" {
				return "", ""
			}
			if i == 0 || (inst != nil && first[0] == ptr) {
				first = [2]string{p, m}
			}
		}
		return first[0], first[1]
	}
	if t, ok := s["type"]; ok && !typeOK(inst, t) {
		return ptr, fmt.Sprintf("%s: expected %s, found %s", field(ptr), typeWords(t), kindOf(inst))
	}
	if e, ok := s["enum"].([]any); ok {
		found := false
		var alts []string
		for _, c := range e {
			alts = append(alts, fmt.Sprintf("%v", c))
			if c == inst {
				found = true
			}
		}
		if !found {
			return ptr, fmt.Sprintf("%s: %v is not one of %s", field(ptr), inst, strings.Join(alts, ", "))
		}
	}
	switch v := inst.(type) {
	case string:
		if p, ok := s["pattern"].(string); ok && !matches(p, v) {
			if p == `\S` {
				return ptr, fmt.Sprintf("%s must not be empty", field(ptr))
			}
			return ptr, fmt.Sprintf("%s: %q does not match %s", field(ptr), v, p)
		}
	case int64:
		if mn, ok := s["minimum"].(float64); ok && float64(v) < mn {
			return ptr, fmt.Sprintf("%s: %d is less than %v", field(ptr), v, mn)
		}
		if mx, ok := s["maximum"].(float64); ok && float64(v) > mx {
			return ptr, fmt.Sprintf("%s: %d is greater than %v (this clauz3 reads schema_version 1)", field(ptr), v, mx)
		}
	case []any:
		if items, ok := s["items"].(map[string]any); ok {
			for i, x := range v {
				if p, m := walkSchema(x, items, ptr+"/"+strconv.Itoa(i)); m != "" {
					return p, m
				}
			}
		}
	case map[string]any:
		props, _ := s["properties"].(map[string]any)
		if req, ok := s["required"].([]any); ok {
			for _, r := range req {
				if _, has := v[r.(string)]; !has {
					return ptr, fmt.Sprintf("missing required field %q", r)
				}
			}
		}
		keys := make([]string, 0, len(v))
		for k := range v {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		if s["additionalProperties"] == false {
			for _, k := range keys {
				if _, ok := props[k]; !ok {
					var known []string
					for p := range props {
						known = append(known, p)
					}
					sort.Strings(known)
					return ptr + "/" + escapePtr(k), fmt.Sprintf("unknown field %q (known: %s)", k, strings.Join(known, ", "))
				}
			}
		}
		for _, k := range keys {
			if ps, ok := props[k].(map[string]any); ok {
				if p, m := walkSchema(v[k], ps, ptr+"/"+escapePtr(k)); m != "" {
					return p, m
				}
			}
		}
	}
	return "", ""
}

func field(ptr string) string {
	if ptr == "" {
		return "the manifest"
	}
	return strings.TrimPrefix(ptr, "/")
}

func typeOK(inst any, t any) bool {
	switch t := t.(type) {
	case string:
		return kindOf(inst) == t || (t == "number" && kindOf(inst) == "integer")
	case []any:
		for _, x := range t {
			if typeOK(inst, x) {
				return true
			}
		}
	}
	return false
}

func typeWords(t any) string {
	if l, ok := t.([]any); ok {
		var parts []string
		for _, x := range l {
			parts = append(parts, fmt.Sprint(x))
		}
		return strings.Join(parts, " or ")
	}
	return fmt.Sprint(t)
}

func kindOf(v any) string {
	switch v.(type) {
	case nil:
		return "null"
	case bool:
		return "boolean"
	case int64:
		return "integer"
	case float64:
		return "number"
	case string:
		return "string"
	case []any:
		return "array"
	case map[string]any:
		return "object"
	}
	return fmt.Sprintf("%T", v)
}

func escapePtr(s string) string {
	return strings.ReplaceAll(strings.ReplaceAll(s, "~", "~0"), "/", "~1")
}

// nodeAt is the YAML node at a JSON pointer below doc (the nearest one
// that exists), for the line and column of a message.
func nodeAt(doc *yaml.Node, ptr string) *yaml.Node {
	n := doc
	if ptr == "" {
		return n
	}
	for _, part := range strings.Split(strings.TrimPrefix(ptr, "/"), "/") {
		part = strings.ReplaceAll(strings.ReplaceAll(part, "~1", "/"), "~0", "~")
		switch n.Kind {
		case yaml.MappingNode:
			found := false
			for i := 0; i+1 < len(n.Content); i += 2 {
				if n.Content[i].Value == part {
					// An unknown key is pointed at by its key, a bad
					// value by its value.
					n = n.Content[i+1]
					found = true
					break
				}
			}
			if !found {
				return n
			}
		case yaml.SequenceNode:
			i, err := strconv.Atoi(part)
			if err != nil || i < 0 || i >= len(n.Content) {
				return n
			}
			n = n.Content[i]
		default:
			return n
		}
	}
	return n
}

// at is a located error in a manifest.
func at(file string, n *yaml.Node, format string, args ...any) *diag.Diagnostic {
	sp := diag.Span{File: file}
	if n != nil && n.Line > 0 {
		sp.Line, sp.Col = n.Line, n.Column
		sp.EndLine, sp.EndCol = n.Line, n.Column
		if n.Kind == yaml.ScalarNode && !strings.Contains(n.Value, "\n") && n.Style == 0 {
			sp.EndCol = n.Column + len(n.Value)
		}
	}
	return diag.Errorf(sp, "bad-manifest", format, args...)
}

// yamlError turns a YAML syntax error ("yaml: line 3: ...") into a
// located diagnostic.
func yamlError(file string, err error) *diag.Diagnostic {
	msg := strings.TrimPrefix(err.Error(), "yaml: ")
	sp := diag.Span{File: file}
	if rest, ok := strings.CutPrefix(msg, "line "); ok {
		if i := strings.Index(rest, ": "); i > 0 {
			if n, e := strconv.Atoi(rest[:i]); e == nil {
				sp.Line = n
				msg = rest[i+2:]
			}
		}
	}
	if errors.Is(err, io.EOF) || strings.Contains(msg, "EOF") {
		msg = "empty manifest: expected a YAML mapping"
	}
	return diag.Errorf(sp, "bad-manifest", "%s", msg)
}

// bad is a diagnostic about a file as a whole.
func bad(file, format string, args ...any) *diag.Diagnostic {
	return diag.Errorf(diag.Span{File: file}, "bad-manifest", format, args...)
}

func unwrapPath(err error) error {
	var pe *os.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	return err
}

// rel is p relative to the current directory when that is shorter.
func rel(p string) string {
	if wd, err := os.Getwd(); err == nil {
		if r, err := filepath.Rel(wd, p); err == nil && !strings.HasPrefix(r, "..") {
			return r
		}
	}
	return p
}

var (
	patMu sync.Mutex
	pats  = map[string]*regexp.Regexp{}
)

// matches reports whether s matches the schema pattern p.
func matches(p, s string) bool {
	patMu.Lock()
	defer patMu.Unlock()
	re, ok := pats[p]
	if !ok {
		re = regexp.MustCompile(p)
		pats[p] = re
	}
	return re.MatchString(s)
}
