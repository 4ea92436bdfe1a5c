// Package ir holds the Go types of the three documents the stages
// exchange (ast, dsl, result), their versions, and the one way to read
// them: Check validates a document against its JSON Schema and names the
// JSON pointer of the offending value when it is refused.
package ir

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"regexp"
	"sort"
	"strconv"
	"strings"

	"clauz3/pkg/diag"
	"clauz3/pkg/python/ast"
	"clauz3/schema"
)

// Kind names one of the three documents.
type Kind struct {
	Name    string // "ast", "dsl", "result"
	Version string
	Schema  string
	// VersionOptional is true for dsl: a document without "version" is a
	// plain proof-of-thought program.
	VersionOptional bool
}

// The document kinds.
var (
	KindAST    = Kind{"ast", ASTVersion, schema.ASTEnvelope, false}
	KindDSL    = Kind{"dsl", DSLVersion, schema.DSL, true}
	KindResult = Kind{"result", ResultVersion, schema.Result, false}
)

// MaxDepth bounds the nesting of any document (deeper documents are
// refused before they can exhaust a stack).
const MaxDepth = 10000

// badDoc builds the exit-2 diagnostic for a refused document.
func badDoc(file, pointer, format string, args ...any) error {
	return &diag.Diagnostic{
		Severity: diag.Error,
		Code:     "bad-document",
		Message:  fmt.Sprintf(format, args...),
		Span:     diag.Span{File: file},
		Pointer:  pointer,
	}
}

// Check validates data as a document of kind k read from file (a path or
// "-" for stdin, used in messages). It returns the decoded generic value.
// Every refusal is a *diag.Diagnostic naming the file and, where the
// document is syntactically JSON, the JSON pointer of the offending value.
func Check(file string, data []byte, k Kind) (any, error) {
	v, err := checkEnvelope(file, data, k)
	if err != nil {
		return nil, err
	}
	if k.Name == KindAST.Name {
		if _, err := decodeTrees(file, v.(map[string]any)); err != nil {
			return nil, err
		}
	}
	return v, nil
}

// checkEnvelope is Check without the node trees of an ast document.
func checkEnvelope(file string, data []byte, k Kind) (any, error) {
	if len(bytes.TrimSpace(data)) == 0 {
		return nil, badDoc(file, "", "empty input: expected a %s document", k.Name)
	}
	if d := maxNesting(data); d > MaxDepth {
		return nil, badDoc(file, "", "document nested %d levels deep; at most %d allowed", d, MaxDepth)
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.UseNumber()
	var v any
	if err := dec.Decode(&v); err != nil {
		return nil, jsonSyntaxError(file, data, err)
	}
	if dec.More() {
		off := dec.InputOffset()
		line, col := lineCol(data, int(off))
		return nil, &diag.Diagnostic{Severity: diag.Error, Code: "bad-json",
			Message: "invalid JSON: extra data after the document",
			Span:    diag.Span{File: file, Line: line, Col: col, EndLine: line, EndCol: col}}
	}
	obj, ok := v.(map[string]any)
	if !ok {
		return nil, badDoc(file, "", "expected a JSON object (a %s document), found %s", k.Name, jsonTypeName(v))
	}
	ver, has := obj["version"]
	switch {
	case !has && !k.VersionOptional:
		return nil, badDoc(file, "/version", "missing \"version\": expected %q", k.Version)
	case has:
		s, isStr := ver.(string)
		if !isStr {
			return nil, badDoc(file, "/version", "version must be a string, found %s", jsonTypeName(ver))
		}
		if s != k.Version {
			return nil, badDoc(file, "/version", "unknown version %q: this program reads %q", s, k.Version)
		}
	}
	rs, err := schema.Resolved(k.Schema)
	if err != nil {
		return nil, fmt.Errorf("loading schema: %w", err) // a bug: exit 3
	}
	if err := rs.Validate(numbersToFloat(v)); err != nil {
		ptr, msg := locate(v, k.Schema)
		if msg == "" {
			msg = innermost(err)
		}
		return nil, badDoc(file, ptr, "%s", msg)
	}
	return v, nil
}

// decodeTrees decodes the node tree of every module of an ast document
// with the decoder generated with the node schema (see package schema),
// which checks each node and names the bad node's pointer.
func decodeTrees(file string, obj map[string]any) ([]*ast.Module, error) {
	mods, _ := obj["modules"].([]any)
	trees := make([]*ast.Module, len(mods))
	for i, m := range mods {
		tree := m.(map[string]any)["ast"]
		t, err := ast.DecodeModuleValue(tree, fmt.Sprintf("/modules/%d/ast", i))
		if err != nil {
			var d *diag.Diagnostic
			if errors.As(err, &d) {
				return nil, badDoc(file, d.Pointer, "%s", d.Message)
			}
			return nil, badDoc(file, fmt.Sprintf("/modules/%d/ast", i), "%v", err)
		}
		trees[i] = t
	}
	return trees, nil
}

// DecodeAST checks data as an ast document and decodes it, decoding each
// node tree once.
func DecodeAST(file string, data []byte) (*AST, error) {
	v, err := checkEnvelope(file, data, KindAST)
	if err != nil {
		return nil, err
	}
	obj := v.(map[string]any)
	trees, err := decodeTrees(file, obj)
	if err != nil {
		return nil, err
	}
	// The envelope without its trees is small: decode it by re-encoding.
	for _, m := range obj["modules"].([]any) {
		delete(m.(map[string]any), "ast")
	}
	env, err := json.Marshal(obj)
	if err != nil {
		return nil, err
	}
	var doc AST
	if err := json.Unmarshal(env, &doc); err != nil {
		return nil, badDoc(file, "", "%v", err)
	}
	for i := range doc.Modules {
		doc.Modules[i].Tree = trees[i]
	}
	return &doc, nil
}

// Decode checks data as a document of kind k and decodes it into out.
func Decode(file string, data []byte, k Kind, out any) error {
	if _, err := Check(file, data, k); err != nil {
		return err
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.UseNumber() // values of any type keep every digit (Python ints are unbounded)
	if err := dec.Decode(out); err != nil {
		var te *json.UnmarshalTypeError
		if errors.As(err, &te) {
			return badDoc(file, "/"+strings.ReplaceAll(te.Field, ".", "/"), "expected %s, found %s", te.Type, te.Value)
		}
		return badDoc(file, "", "%v", err)
	}
	return nil
}

// maxNesting returns the deepest bracket nesting of a JSON text, ignoring
// brackets inside strings. It never recurses.
func maxNesting(data []byte) int {
	depth, max := 0, 0
	inStr, esc := false, false
	for _, c := range data {
		switch {
		case inStr:
			switch {
			case esc:
				esc = false
			case c == '\\':
				esc = true
			case c == '"':
				inStr = false
			}
		case c == '"':
			inStr = true
		case c == '[' || c == '{':
			depth++
			if depth > max {
				max = depth
			}
		case c == ']' || c == '}':
			depth--
		}
	}
	return max
}

func jsonSyntaxError(file string, data []byte, err error) error {
	var se *json.SyntaxError
	off := len(data)
	msg := err.Error()
	switch {
	case errors.As(err, &se):
		off = int(se.Offset) - 1 // Offset is just past the offending byte
		if off < 0 {
			off = 0
		}
	case errors.Is(err, io.ErrUnexpectedEOF), errors.Is(err, io.EOF):
		msg = "unexpected end of input (truncated document?)"
	}
	line, col := lineCol(data, off)
	return &diag.Diagnostic{Severity: diag.Error, Code: "bad-json",
		Message: "invalid JSON: " + msg,
		Span:    diag.Span{File: file, Line: line, Col: col, EndLine: line, EndCol: col}}
}

// lineCol converts a byte offset into a 1-based line and byte column.
func lineCol(data []byte, off int) (int, int) {
	if off > len(data) {
		off = len(data)
	}
	line, col := 1, 1
	for _, c := range data[:off] {
		if c == '\n' {
			line++
			col = 1
		} else {
			col++
		}
	}
	return line, col
}

func jsonTypeName(v any) string {
	switch v.(type) {
	case nil:
		return "null"
	case bool:
		return "a boolean"
	case json.Number, float64:
		return "a number"
	case string:
		return "a string"
	case []any:
		return "an array"
	case map[string]any:
		return "an object"
	}
	return fmt.Sprintf("%T", v)
}

// numbersToFloat rewrites json.Number into float64 (or int64 when
// integral) for the validator, which does not know json.Number.
func numbersToFloat(v any) any {
	switch x := v.(type) {
	case json.Number:
		if i, err := x.Int64(); err == nil {
			return i
		}
		f, _ := x.Float64()
		return f
	case []any:
		out := make([]any, len(x))
		for i, e := range x {
			out[i] = numbersToFloat(e)
		}
		return out
	case map[string]any:
		out := make(map[string]any, len(x))
		for k, e := range x {
			out[k] = numbersToFloat(e)
		}
		return out
	}
	return v
}

var validatingRE = regexp.MustCompile(`validating [^:]*: `)

// innermost strips the validator's "validating <schema>:" prefixes.
func innermost(err error) string {
	return validatingRE.ReplaceAllString(err.Error(), "")
}

// locate re-walks the instance against the raw schema (a small subset of
// draft 2020-12: $ref, type, const, enum, required, properties,
// additionalProperties, items, anyOf/oneOf, allOf with if/then, minimum,
// minLength, pattern)
// and returns the JSON pointer and message of the first failure. It only
// explains a failure the real validator found; it never decides validity.
func locate(inst any, schemaName string) (string, string) {
	l := &locator{docs: map[string]map[string]any{}}
	root, err := l.doc(schemaName)
	if err != nil {
		return "", ""
	}
	f := l.walk(inst, root, schemaName, "", 0)
	if f == nil {
		return "", ""
	}
	return f.ptr, f.msg
}

type failure struct{ ptr, msg string }

type locator struct{ docs map[string]map[string]any }

func (l *locator) doc(name string) (map[string]any, error) {
	if d, ok := l.docs[name]; ok {
		return d, nil
	}
	d, err := schema.Raw(name)
	if err != nil {
		return nil, err
	}
	l.docs[name] = d
	return d, nil
}

// resolve follows a $ref relative to the schema file cur.
func (l *locator) resolve(ref, cur string) (map[string]any, string) {
	file, frag, _ := strings.Cut(ref, "#")
	if file == "" {
		file = cur
	} else {
		file = file[strings.LastIndex(file, "/")+1:]
	}
	d, err := l.doc(file)
	if err != nil {
		return nil, ""
	}
	var node any = d
	for _, part := range strings.Split(strings.TrimPrefix(frag, "/"), "/") {
		if part == "" {
			continue
		}
		m, ok := node.(map[string]any)
		if !ok {
			return nil, ""
		}
		node = m[part]
	}
	m, _ := node.(map[string]any)
	return m, file
}

func escapePtr(s string) string {
	return strings.ReplaceAll(strings.ReplaceAll(s, "~", "~0"), "/", "~1")
}

func (l *locator) walk(inst any, s map[string]any, file, ptr string, depth int) *failure {
	if s == nil || depth > MaxDepth+50 {
		return nil
	}
	if ref, ok := s["$ref"].(string); ok {
		rs, rfile := l.resolve(ref, file)
		if f := l.walk(inst, rs, rfile, ptr, depth+1); f != nil {
			return f
		}
	}
	if c, ok := s["const"]; ok && !jsonEqual(inst, c) {
		return &failure{ptr, fmt.Sprintf("expected %s, found %s", compact(c), compact(inst))}
	}
	if e, ok := s["enum"].([]any); ok {
		found := false
		for _, c := range e {
			if jsonEqual(inst, c) {
				found = true
			}
		}
		if !found {
			var alts []string
			for _, c := range e {
				alts = append(alts, compact(c))
			}
			return &failure{ptr, fmt.Sprintf("%s is not one of %s", compact(inst), strings.Join(alts, ", "))}
		}
	}
	if t, ok := s["type"]; ok && !typeMatches(inst, t) {
		return &failure{ptr, fmt.Sprintf("expected %s, found %s", typeWant(t), jsonTypeName(inst))}
	}
	for _, key := range []string{"oneOf", "anyOf"} {
		alts, ok := s[key].([]any)
		if !ok {
			continue
		}
		if f := l.alternatives(inst, alts, file, ptr, depth); f != nil {
			return f
		}
	}
	if all, ok := s["allOf"].([]any); ok {
		for _, a := range all {
			as, afile := l.deref(a, file)
			if cond, ok := as["if"].(map[string]any); ok {
				if l.walk(inst, cond, afile, ptr, depth+1) != nil {
					continue // the condition does not hold: "then" does not apply
				}
				as, _ = as["then"].(map[string]any)
			}
			if f := l.walk(inst, as, afile, ptr, depth+1); f != nil {
				return f
			}
		}
	}
	switch x := inst.(type) {
	case map[string]any:
		props, _ := s["properties"].(map[string]any)
		if req, ok := s["required"].([]any); ok {
			for _, r := range req {
				name, _ := r.(string)
				if _, has := x[name]; !has {
					return &failure{ptr, fmt.Sprintf("missing required property %q", name)}
				}
			}
		}
		keys := make([]string, 0, len(x))
		for k := range x {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		for _, k := range keys {
			sub, ok := props[k].(map[string]any)
			if !ok {
				if ap, isBool := s["additionalProperties"].(bool); isBool && !ap {
					return &failure{ptr + "/" + escapePtr(k), fmt.Sprintf("unknown property %q", k)}
				}
				continue
			}
			if f := l.walk(x[k], sub, file, ptr+"/"+escapePtr(k), depth+1); f != nil {
				return f
			}
		}
	case []any:
		if items, ok := s["items"].(map[string]any); ok {
			for i, e := range x {
				if f := l.walk(e, items, file, ptr+"/"+strconv.Itoa(i), depth+1); f != nil {
					return f
				}
			}
		}
	case string:
		if m, ok := s["minLength"].(float64); ok && len([]rune(x)) < int(m) {
			return &failure{ptr, fmt.Sprintf("string shorter than %d characters", int(m))}
		}
		if p, ok := s["pattern"].(string); ok {
			if re, err := regexp.Compile(p); err == nil && !re.MatchString(x) {
				return &failure{ptr, fmt.Sprintf("%q does not match %s", x, p)}
			}
		}
	case json.Number:
		if m, ok := s["minimum"].(float64); ok {
			if f, err := x.Float64(); err == nil && f < m {
				return &failure{ptr, fmt.Sprintf("%s is less than %v", x, m)}
			}
		}
	}
	return nil
}

// alternatives handles oneOf/anyOf. For node objects it follows the
// alternative whose "_type" const matches, so the pointer goes deep.
func (l *locator) alternatives(inst any, alts []any, file, ptr string, depth int) *failure {
	if obj, ok := inst.(map[string]any); ok {
		if tag, ok := obj["_type"].(string); ok {
			known := false
			for _, a := range alts {
				as, afile := l.deref(a, file)
				props, _ := as["properties"].(map[string]any)
				tp, _ := props["_type"].(map[string]any)
				if c, ok := tp["const"].(string); ok && c == tag {
					return l.walk(inst, as, afile, ptr, depth+1)
				}
				if tp != nil {
					known = true
				}
			}
			if known {
				return &failure{ptr + "/_type", fmt.Sprintf("unknown node class %q", tag)}
			}
		}
	}
	var first *failure
	for _, a := range alts {
		as, afile := l.deref(a, file)
		f := l.walk(inst, as, afile, ptr, depth+1)
		if f == nil {
			return nil
		}
		if first == nil || len(f.ptr) > len(first.ptr) {
			first = f
		}
	}
	if first != nil && first.ptr == ptr {
		return &failure{ptr, fmt.Sprintf("%s matches none of the allowed forms", compact(inst))}
	}
	return first
}

func (l *locator) deref(a any, file string) (map[string]any, string) {
	m, _ := a.(map[string]any)
	if ref, ok := m["$ref"].(string); ok && len(m) == 1 {
		return l.resolve(ref, file)
	}
	return m, file
}

func typeMatches(inst any, t any) bool {
	switch x := t.(type) {
	case string:
		return typeIs(inst, x)
	case []any:
		for _, e := range x {
			if s, ok := e.(string); ok && typeIs(inst, s) {
				return true
			}
		}
	}
	return false
}

func typeIs(inst any, t string) bool {
	switch t {
	case "null":
		return inst == nil
	case "boolean":
		_, ok := inst.(bool)
		return ok
	case "string":
		_, ok := inst.(string)
		return ok
	case "array":
		_, ok := inst.([]any)
		return ok
	case "object":
		_, ok := inst.(map[string]any)
		return ok
	case "number":
		_, ok := inst.(json.Number)
		return ok
	case "integer":
		n, ok := inst.(json.Number)
		if !ok {
			return false
		}
		_, err := n.Int64()
		return err == nil
	}
	return false
}

func typeWant(t any) string {
	switch x := t.(type) {
	case string:
		return x
	case []any:
		var s []string
		for _, e := range x {
			s = append(s, fmt.Sprint(e))
		}
		return strings.Join(s, " or ")
	}
	return fmt.Sprint(t)
}

func jsonEqual(a, b any) bool {
	return compact(a) == compact(b)
}

// compact renders a JSON value briefly for messages.
func compact(v any) string {
	if n, ok := v.(json.Number); ok {
		return n.String()
	}
	if f, ok := v.(float64); ok {
		return strconv.FormatFloat(f, 'g', -1, 64)
	}
	data, err := json.Marshal(v)
	if err != nil {
		return fmt.Sprint(v)
	}
	if len(data) > 60 {
		return string(data[:57]) + "..."
	}
	return string(data)
}
