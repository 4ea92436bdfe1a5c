package serve

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"path/filepath"
	"reflect"
	"sort"
	"strings"

	"clauz3/pkg/diag"
)

// CodeBadRequest is the code of a request that is not a Request: not
// JSON, not one object, an unknown field, a value of the wrong type, a
// body or line longer than MaxRequestBytes.
const CodeBadRequest = "bad-request"

// CodeOutsideDir is the code of a request naming a path outside the
// served directory (Config.Dir).
const CodeOutsideDir = "path-outside-dir"

// requestFields are the JSON names of Request's fields, in order.
var requestFields = func() []string {
	var names []string
	t := reflect.TypeOf(Request{})
	for i := 0; i < t.NumField(); i++ {
		name, _, _ := strings.Cut(t.Field(i).Tag.Get("json"), ",")
		names = append(names, name)
	}
	return names
}()

// decodeRequest decodes one request, the same way over HTTP and JSON
// Lines: one JSON object whose fields are all Request's, each of its
// type. A refusal is a bad-request diagnostic at where (the place of the
// request: "<request>", "<stdin>:LINE"), with a JSON pointer to the
// field at fault; the request's id is decoded first when it can be, so
// that the refusal echoes it.
func decodeRequest(data []byte, where diag.Span) (*Request, error) {
	req := &Request{}
	bad := func(ptr, format string, args ...any) error {
		return &diag.BadInput{Err: &diag.Diagnostic{Severity: diag.Error, Code: CodeBadRequest, Span: where, Pointer: ptr,
			Message: "request: " + fmt.Sprintf(format, args...)}}
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	var raw any
	if err := dec.Decode(&raw); err != nil {
		if errors.Is(err, io.EOF) {
			return req, bad("", "empty: expected a JSON object")
		}
		return req, bad("", "invalid JSON: %s", jsonMessage(err))
	}
	if _, err := dec.Token(); !errors.Is(err, io.EOF) {
		return req, bad("", "more than one JSON value: expected one JSON object")
	}
	obj, ok := raw.(map[string]any)
	if !ok {
		return req, bad("", "expected a JSON object, found %s", jsonKind(raw))
	}
	if id, ok := obj["id"]; ok {
		req.ID = id
	}
	var unknown []string
	for k := range obj {
		if !containsString(requestFields, k) {
			unknown = append(unknown, k)
		}
	}
	if len(unknown) > 0 {
		sort.Strings(unknown)
		return req, bad("/"+escapePointer(unknown[0]), "unknown field %q (known: %s)", unknown[0], strings.Join(requestFields, ", "))
	}
	var out Request
	if err := json.Unmarshal(data, &out); err != nil {
		var te *json.UnmarshalTypeError
		if errors.As(err, &te) && te.Field != "" {
			field, _, _ := strings.Cut(te.Field, ".")
			return req, bad("/"+escapePointer(field), "expected %s, found %s", fieldType(field), jsonKindName(te.Value))
		}
		return req, bad("", "%s", jsonMessage(err))
	}
	out.ID = req.ID
	return &out, nil
}

// fieldType says in words what a Request field holds.
func fieldType(field string) string {
	switch field {
	case "trusted_roots", "import_roots":
		return "a list of strings"
	case "timeout_ms":
		return "an integer"
	case "replay":
		return "a boolean"
	}
	return "a string"
}

// jsonKind names the JSON type of a decoded value.
func jsonKind(v any) string {
	switch v.(type) {
	case nil:
		return "null"
	case bool:
		return "a boolean"
	case float64:
		return "a number"
	case string:
		return "a string"
	case []any:
		return "an array"
	}
	return "an object"
}

// jsonKindName is the JSON type encoding/json names ("array", "number
// 1.5") in words.
func jsonKindName(v string) string {
	kind, _, _ := strings.Cut(v, " ")
	switch kind {
	case "array", "object":
		return "an " + kind
	case "number", "string", "bool":
		if kind == "bool" {
			kind = "boolean"
		}
		return "a " + kind
	}
	return v
}

// jsonMessage is a JSON syntax error without encoding/json's prefix.
func jsonMessage(err error) string {
	var se *json.SyntaxError
	if errors.As(err, &se) {
		return fmt.Sprintf("%s (at byte %d)", strings.TrimPrefix(se.Error(), "json: "), se.Offset)
	}
	if errors.Is(err, io.ErrUnexpectedEOF) {
		return "unexpected end of input"
	}
	return strings.TrimPrefix(err.Error(), "json: ")
}

// escapePointer escapes a JSON pointer token (RFC 6901).
func escapePointer(s string) string {
	return strings.ReplaceAll(strings.ReplaceAll(s, "~", "~0"), "/", "~1")
}

func containsString(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// tooLarge is the refusal of a request body or line longer than
// MaxRequestBytes.
func tooLarge(where diag.Span) error {
	return &diag.BadInput{Err: &diag.Diagnostic{Severity: diag.Error, Code: CodeBadRequest, Span: where,
		Message: fmt.Sprintf("request: longer than %d bytes", MaxRequestBytes)}}
}

// checkPaths refuses a request whose path, trusted roots or import roots
// name anything outside the served directory (Config.Dir): a path must
// be relative and must not climb out of it with "..". The directory is
// what a client may make the server read: a server others reach must not
// read /etc/passwd or /dev/zero for them, nor quote it back in a
// diagnostic. The check is on the names a request gives; symbolic links
// inside the directory are followed, as load and CPython follow them
// (what the directory holds is the operator's).
func (s *Server) checkPaths(req *Request) error {
	check := func(ptr, p string) error {
		if p == "" {
			return nil
		}
		out := func(why string) error {
			return &diag.BadInput{Err: &diag.Diagnostic{Severity: diag.Error, Code: CodeOutsideDir, Pointer: ptr,
				Message: fmt.Sprintf("%q %s: a request names paths relative to the served directory (--dir), below it", p, why)}}
		}
		if filepath.IsAbs(p) {
			return out("is an absolute path")
		}
		if rel := filepath.Clean(p); rel == ".." || strings.HasPrefix(rel, ".."+string(filepath.Separator)) {
			return out("is outside the served directory")
		}
		return nil
	}
	if err := check("/path", req.Path); err != nil {
		return err
	}
	for i, r := range req.TrustedRoots {
		if err := check(fmt.Sprintf("/trusted_roots/%d", i), r); err != nil {
			return err
		}
	}
	for i, r := range req.ImportRoots {
		if err := check(fmt.Sprintf("/import_roots/%d", i), r); err != nil {
			return err
		}
	}
	return nil
}

// programDir is the directory a program text sent as name is written to:
// named by the hash of everything written into it, the file name and the
// text, so that the directory holds that one file. (Named by the text
// alone, the same text sent under two names shared a directory, and the
// file left by one request became a module the other could import.)
func programDir(root, name, text string) string {
	h := sha256.New()
	h.Write([]byte(name))
	h.Write([]byte{0})
	h.Write([]byte(text))
	return filepath.Join(root, hex.EncodeToString(h.Sum(nil)[:8]))
}

// badField is a bad-request refusal of the request's field at the JSON
// pointer ptr ("": the request as a whole).
func badField(ptr, msg string) error {
	d := &diag.Diagnostic{Severity: diag.Error, Code: CodeBadRequest, Pointer: ptr, Message: "request: " + msg}
	if ptr == "" {
		d.Span = diag.Span{File: "<request>"}
	}
	return &diag.BadInput{Err: d}
}
