package ir

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strings"
)

// The proof-of-thought forms that encoding/json cannot read into the
// typed sections directly: a knowledge-base entry is a string or an
// object, and constant members are a list of names or an object whose
// keys are the names. Marshalling always writes the canonical forms
// (object, list).

// UnmarshalJSON reads a knowledge-base entry: a string, or an object with
// "assertion" and an optional "value" whose Python truthiness decides
// (false, 0, "", null, [] and {} negate the assertion).
func (e *KBEntry) UnmarshalJSON(data []byte) error {
	data = bytes.TrimSpace(data)
	if len(data) > 0 && data[0] == '"' {
		var s string
		if err := json.Unmarshal(data, &s); err != nil {
			return err
		}
		*e = KBEntry{Assertion: s}
		return nil
	}
	if len(data) == 0 || data[0] != '{' {
		return fmt.Errorf("knowledge-base entry must be a string or an object with \"assertion\", got %s", jsonKind(data))
	}
	var raw map[string]json.RawMessage
	if err := json.Unmarshal(data, &raw); err != nil {
		return err
	}
	a, ok := raw["assertion"]
	if !ok {
		return fmt.Errorf("knowledge-base entry has no \"assertion\"")
	}
	var s string
	if err := json.Unmarshal(a, &s); err != nil {
		return fmt.Errorf("\"assertion\" must be a string, got %s", jsonKind(a))
	}
	*e = KBEntry{Assertion: s}
	if v, ok := raw["value"]; ok {
		t := pyTruthy(v)
		e.Value = &t
	}
	return nil
}

// pyTruthy is Python's bool() of a JSON value.
func pyTruthy(v json.RawMessage) bool {
	var x any
	if err := json.Unmarshal(v, &x); err != nil {
		return true
	}
	switch x := x.(type) {
	case nil:
		return false
	case bool:
		return x
	case float64:
		return x != 0
	case string:
		return x != ""
	case []any:
		return len(x) > 0
	case map[string]any:
		return len(x) > 0
	}
	return true
}

func jsonKind(data []byte) string {
	data = bytes.TrimSpace(data)
	if len(data) == 0 {
		return "nothing"
	}
	switch data[0] {
	case '"':
		return "a string"
	case '{':
		return "an object"
	case '[':
		return "a list"
	case 't', 'f':
		return "a boolean"
	case 'n':
		return "null"
	}
	return "a number"
}

// UnmarshalJSON reads a constants category: "members" is a list of names
// or an object whose keys are the names (in document order; the values
// are ignored, as proof-of-thought ignores them). Any other members value
// is an error; solve's DecodeProgram skips such categories with a
// warning, as proof-of-thought does.
func (g *ConstantGroup) UnmarshalJSON(data []byte) error {
	var raw struct {
		Sort    *string         `json:"sort"`
		Members json.RawMessage `json:"members"`
	}
	if err := json.Unmarshal(data, &raw); err != nil {
		return err
	}
	if raw.Sort == nil {
		return fmt.Errorf("invalid constants definition: missing 'sort'")
	}
	if raw.Members == nil {
		return fmt.Errorf("invalid constants definition: missing 'members'")
	}
	names, err := MemberNames(raw.Members)
	if err != nil {
		return err
	}
	*g = ConstantGroup{Sort: *raw.Sort, Members: names}
	return nil
}

// MemberNames reads constant members: a list of strings, or an object
// whose keys, in document order, are the names.
func MemberNames(data json.RawMessage) ([]string, error) {
	data = bytes.TrimSpace(data)
	if len(data) > 0 && data[0] == '[' {
		var names []string
		if err := json.Unmarshal(data, &names); err != nil {
			return nil, fmt.Errorf("constant members must be names: %w", err)
		}
		if names == nil {
			names = []string{}
		}
		return names, nil
	}
	if len(data) > 0 && data[0] == '{' {
		dec := json.NewDecoder(bytes.NewReader(data))
		dec.Token() // {
		names := []string{}
		for dec.More() {
			tok, err := dec.Token()
			if err != nil {
				return nil, err
			}
			names = append(names, tok.(string))
			var skip json.RawMessage
			if err := dec.Decode(&skip); err != nil {
				return nil, err
			}
		}
		return names, nil
	}
	return nil, fmt.Errorf("invalid members format: expected a list or an object, got %s", jsonKind(data))
}

// IsMembersFormatError reports whether err is MemberNames' complaint
// about a members value of the wrong shape.
func IsMembersFormatError(err error) bool {
	return err != nil && strings.HasPrefix(err.Error(), "invalid members format")
}
