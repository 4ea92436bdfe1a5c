package solve

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"

	"clauz3/pkg/diag"
	"clauz3/pkg/ir"
)

// DecodeProgram reads a dsl document: a clauz3.dsl/v1 document, or (with
// no "version" key) a plain proof-of-thought program, read as
// proof-of-thought reads it: missing sections are empty, a "constants"
// that is not an object is replaced by {} (with a warning), a constants
// category whose members are neither a list nor an object is skipped
// (with a warning), knowledge-base entries may be strings or
// {"assertion", "value"} objects, unknown keys are ignored. A section of
// the wrong type is refused with its JSON pointer (proof-of-thought fails
// on most of them with a Python TypeError).
func DecodeProgram(data []byte) (*ir.DSL, error) {
	return DecodeProgramWarn(data, nil)
}

// DecodeProgramWarn is DecodeProgram reporting warnings to warn.
func DecodeProgramWarn(data []byte, warn func(*diag.Diagnostic)) (*ir.DSL, error) {
	if warn == nil {
		warn = func(*diag.Diagnostic) {}
	}
	bad := func(ptr, format string, args ...any) error {
		return &diag.Diagnostic{Severity: diag.Error, Code: "bad-program", Pointer: ptr, Message: fmt.Sprintf(format, args...)}
	}
	var top any
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.UseNumber()
	if err := dec.Decode(&top); err != nil {
		return nil, bad("", "invalid JSON: %s", jsonErr(data, err))
	}
	if dec.More() {
		return nil, bad("", "invalid JSON: extra data after the top-level value")
	}
	switch top.(type) {
	case map[string]any:
	case nil:
		return nil, bad("", "the program is null, not an object (proof-of-thought: TypeError: argument of type 'NoneType' is not iterable)")
	default:
		return nil, bad("", "the program must be a JSON object, got %s", kind(top))
	}
	var raw map[string]json.RawMessage
	if err := json.Unmarshal(data, &raw); err != nil {
		return nil, bad("", "invalid JSON: %v", err)
	}
	doc := &ir.DSL{}
	if v, ok := raw["version"]; ok {
		if err := json.Unmarshal(v, &doc.Version); err != nil || doc.Version != ir.DSLVersion {
			return nil, bad("/version", "unsupported version %s (want %q, or no version for a proof-of-thought program)", strings.TrimSpace(string(v)), ir.DSLVersion)
		}
		// The clauz3 extension sections.
		for _, f := range []struct {
			key string
			dst any
		}{
			{"target", &doc.Target}, {"entry", &doc.Entry}, {"sources", &doc.Sources},
			{"inputs", &doc.Inputs}, {"facts", &doc.Facts}, {"assumptions", &doc.Assumptions},
			{"obligations", &doc.Obligations}, {"reach_checks", &doc.ReachChecks},
		} {
			if v, ok := raw[f.key]; ok {
				if err := json.Unmarshal(v, f.dst); err != nil {
					return nil, bad("/"+f.key, "%s", typeErr(err))
				}
			}
		}
	}

	// list decodes a section that must be a JSON array, element by
	// element, so that errors carry the element's pointer.
	list := func(key string, each func(i int, elem json.RawMessage) error) error {
		v, ok := raw[key]
		if !ok {
			return nil
		}
		var elems []json.RawMessage
		if err := json.Unmarshal(v, &elems); err != nil || bytes.Equal(bytes.TrimSpace(v), []byte("null")) {
			elems, err = iterated(key, v)
			if err != nil {
				return bad("/"+key, "%s", err)
			}
		}
		for i, e := range elems {
			if err := each(i, e); err != nil {
				var d *diag.Diagnostic
				if errors.As(err, &d) {
					return d
				}
				return bad(fmt.Sprintf("/%s/%d", key, i), "%s", typeErr(err))
			}
		}
		return nil
	}
	object := func(key string, i int, e json.RawMessage, dst any, required ...string) error {
		var m map[string]json.RawMessage
		if err := json.Unmarshal(e, &m); err != nil || m == nil {
			return bad(fmt.Sprintf("/%s/%d", key, i), "an object expected, got %s", rawKind(e))
		}
		for _, r := range required {
			if _, ok := m[r]; !ok {
				return bad(fmt.Sprintf("/%s/%d", key, i), "missing %q", r)
			}
		}
		return json.Unmarshal(e, dst)
	}

	err := list("sorts", func(i int, e json.RawMessage) error {
		var s ir.Sort
		var m map[string]json.RawMessage
		if json.Unmarshal(e, &m) == nil && m != nil {
			if _, ok := m["name"]; !ok {
				return bad(fmt.Sprintf("/sorts/%d", i), "sort definition missing 'name' field")
			}
		}
		if err := object("sorts", i, e, &s, "name", "type"); err != nil {
			return err
		}
		doc.Sorts = append(doc.Sorts, s)
		return nil
	})
	if err == nil {
		err = list("functions", func(i int, e json.RawMessage) error {
			var f ir.Function
			if err := object("functions", i, e, &f, "name", "domain", "range"); err != nil {
				return err
			}
			if presentNull(e)["domain"] {
				return bad(fmt.Sprintf("/functions/%d/domain", i), "\"domain\" is null (proof-of-thought: TypeError: 'NoneType' object is not iterable)")
			}
			doc.Functions = append(doc.Functions, f)
			return nil
		})
	}
	if err == nil {
		err = list("variables", func(i int, e json.RawMessage) error {
			var v ir.Variable
			if err := object("variables", i, e, &v, "name", "sort"); err != nil {
				return err
			}
			doc.Variables = append(doc.Variables, v)
			return nil
		})
	}
	if err == nil {
		err = list("knowledge_base", func(i int, e json.RawMessage) error {
			var k ir.KBEntry
			if err := json.Unmarshal(e, &k); err != nil {
				return bad(fmt.Sprintf("/knowledge_base/%d", i), "%v", err)
			}
			doc.KnowledgeBase = append(doc.KnowledgeBase, k)
			return nil
		})
	}
	if err == nil {
		err = list("rules", func(i int, e json.RawMessage) error {
			var r ir.Rule
			if err := object("rules", i, e, &r); err != nil {
				return err
			}
			ptr := fmt.Sprintf("/rules/%d", i)
			present := presentNull(e)
			if present["forall"] {
				// proof-of-thought tests "forall" in rule, then its truth.
				r.ForAll = []ir.Variable{}
			}
			if present["implies"] {
				return bad(ptr+"/implies", "\"implies\" is null (proof-of-thought: TypeError: 'NoneType' object is not subscriptable)")
			}
			doc.Rules = append(doc.Rules, r)
			return nil
		})
	}
	if err == nil {
		err = list("verifications", func(i int, e json.RawMessage) error {
			var v ir.Verification
			if err := object("verifications", i, e, &v); err != nil {
				return err
			}
			present := presentNull(e)
			if present["exists"] {
				v.Exists = []ir.Variable{}
			}
			if present["forall"] {
				v.ForAll = []ir.Variable{}
			}
			doc.Verifications = append(doc.Verifications, v)
			return nil
		})
	}
	if err == nil {
		err = list("actions", func(i int, e json.RawMessage) error {
			var a string
			if err := json.Unmarshal(e, &a); err != nil {
				return bad(fmt.Sprintf("/actions/%d", i), "an action must be a string, got %s", rawKind(e))
			}
			doc.Actions = append(doc.Actions, a)
			return nil
		})
	}
	if err != nil {
		return nil, err
	}
	// proof-of-thought reads the optimization section only when the
	// optimize action runs, and only when it is truthy.
	if v, ok := raw["optimization"]; ok && !falsy(v) && slices.Contains(doc.Actions, "optimize") {
		var o ir.Optimization
		var m map[string]json.RawMessage
		if json.Unmarshal(v, &m) != nil {
			return nil, bad("/optimization", "\"optimization\" must be an object, got %s", rawKind(v))
		}
		if err := json.Unmarshal(v, &o); err != nil {
			return nil, bad("/optimization", "%s", typeErr(err))
		}
		if len(m) > 0 {
			doc.Optimization = &o
		}
	}
	if v, ok := raw["constants"]; ok {
		var cats []string
		var groups map[string]json.RawMessage
		if json.Unmarshal(v, &groups) != nil || groups == nil {
			warn(&diag.Diagnostic{Severity: diag.Warning, Code: "constants-not-object", Pointer: "/constants",
				Message: fmt.Sprintf("\"constants\" is %s, not an object; it is replaced by {} as proof-of-thought does", rawKind(v))})
		} else {
			cats = objectKeys(v)
			doc.Constants = map[string]ir.ConstantGroup{}
		}
		for _, cat := range cats {
			ptr := "/constants/" + pointerEscape(cat)
			var g struct {
				Sort    *string         `json:"sort"`
				Members json.RawMessage `json:"members"`
			}
			if err := json.Unmarshal(groups[cat], &g); err != nil {
				return nil, bad(ptr, "a constants category must be an object with \"sort\" and \"members\", got %s", rawKind(groups[cat]))
			}
			if g.Sort == nil {
				return nil, bad(ptr, "invalid constants definition: missing 'sort'")
			}
			if g.Members == nil {
				return nil, bad(ptr, "invalid constants definition: missing 'members'")
			}
			names, err := ir.MemberNames(g.Members)
			if ir.IsMembersFormatError(err) {
				warn(&diag.Diagnostic{Severity: diag.Warning, Code: "constants-members", Pointer: ptr + "/members",
					Message: fmt.Sprintf("invalid members format (%s); category %q is skipped as proof-of-thought skips it", rawKind(g.Members), cat)})
				continue
			}
			if err != nil {
				return nil, bad(ptr+"/members", "%v", err)
			}
			doc.Constants[cat] = ir.ConstantGroup{Sort: *g.Sort, Members: names}
			doc.ConstantsOrder = append(doc.ConstantsOrder, cat)
		}
	}
	return doc, nil
}

// iterated is what proof-of-thought's "for x in section" reads from a
// section that is not a list: nothing from a falsy value ({} or ""),
// the keys of an object for the sections whose elements are strings
// (actions, knowledge_base), the characters of a string of actions.
// Anything else fails there with a Python TypeError, and is refused.
func iterated(key string, v json.RawMessage) ([]json.RawMessage, error) {
	var x any
	if json.Unmarshal(v, &x) != nil {
		return nil, fmt.Errorf("%q must be a list, got invalid JSON", key)
	}
	var out []json.RawMessage
	add := func(s string) {
		b, _ := json.Marshal(s)
		out = append(out, b)
	}
	switch x := x.(type) {
	case map[string]any:
		if len(x) == 0 {
			return nil, nil
		}
		if key == "actions" || key == "knowledge_base" {
			for _, k := range objectKeys(v) {
				add(k)
			}
			return out, nil
		}
	case string:
		if x == "" {
			return nil, nil
		}
		if key == "actions" {
			for _, r := range x {
				add(string(r))
			}
			return out, nil
		}
	}
	return nil, fmt.Errorf("%q must be a list, got %s (proof-of-thought fails on it with a TypeError)", key, kind(x))
}

// presentNull is the set of keys of the JSON object e whose value is
// null: proof-of-thought tests a key's presence ("forall" in rule), so a
// null there is not a missing key.
func presentNull(e json.RawMessage) map[string]bool {
	var m map[string]json.RawMessage
	if json.Unmarshal(e, &m) != nil {
		return nil
	}
	out := map[string]bool{}
	for k, v := range m {
		if bytes.Equal(bytes.TrimSpace(v), []byte("null")) {
			out[k] = true
		}
	}
	return out
}

// falsy reports whether the JSON value v is false to Python's bool:
// null, false, 0, "", [] or {}.
func falsy(v json.RawMessage) bool {
	var x any
	d := json.NewDecoder(bytes.NewReader(v))
	d.UseNumber()
	if d.Decode(&x) != nil {
		return false
	}
	switch x := x.(type) {
	case nil:
		return true
	case bool:
		return !x
	case json.Number:
		f, err := x.Float64()
		return err == nil && f == 0
	case string:
		return x == ""
	case []any:
		return len(x) == 0
	case map[string]any:
		return len(x) == 0
	}
	return false
}

func objectKeys(data json.RawMessage) []string {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.Token()
	var keys []string
	seen := map[string]bool{}
	for dec.More() {
		tok, err := dec.Token()
		if err != nil {
			break
		}
		k := tok.(string)
		if !seen[k] {
			keys = append(keys, k)
			seen[k] = true
		}
		var skip json.RawMessage
		if dec.Decode(&skip) != nil {
			break
		}
	}
	return keys
}

func pointerEscape(s string) string {
	return strings.ReplaceAll(strings.ReplaceAll(s, "~", "~0"), "/", "~1")
}

func kind(v any) string {
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
		return "a list"
	case map[string]any:
		return "an object"
	}
	return fmt.Sprintf("%T", v)
}

func rawKind(v json.RawMessage) string {
	var x any
	if json.Unmarshal(v, &x) != nil {
		return "invalid JSON"
	}
	return kind(x)
}

func typeErr(err error) string {
	var te *json.UnmarshalTypeError
	if errors.As(err, &te) {
		field := te.Field
		if field == "" {
			field = "value"
		}
		return fmt.Sprintf("%s must be %s, got a JSON %s", field, goTypeName(te.Type.String()), te.Value)
	}
	return err.Error()
}

func goTypeName(t string) string {
	switch {
	case t == "string":
		return "a string"
	case strings.HasPrefix(t, "[]"):
		return "a list"
	case t == "bool", t == "*bool":
		return "a boolean"
	}
	return "an object"
}

func jsonErr(data []byte, err error) string {
	var se *json.SyntaxError
	if errors.As(err, &se) {
		line, col := 1, 1
		for _, b := range data[:min(int(se.Offset), len(data))] {
			if b == '\n' {
				line++
				col = 1
			} else {
				col++
			}
		}
		return fmt.Sprintf("%v (line %d, column %d)", se, line, col)
	}
	return err.Error()
}

// CheckDocument is the schema check solve's input gets before
// DecodeProgram: a clauz3 document (one with a "version") must match
// schema/dsl.schema.json; a proof-of-thought program (no "version") is
// read as proof-of-thought reads it, which accepts more than the schema
// says (a null or empty optimization, {} for an empty section, rules
// and verifications with null keys), so DecodeProgram alone judges it.
func CheckDocument(file string, data []byte) error {
	var top map[string]json.RawMessage
	if json.Unmarshal(data, &top) == nil && top != nil {
		if _, ok := top["version"]; !ok {
			return nil
		}
	}
	_, err := ir.Check(file, data, ir.KindDSL)
	return err
}
