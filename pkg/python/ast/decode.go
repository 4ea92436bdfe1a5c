package ast

import (
	"encoding/json"
	"fmt"
	"math"
	"math/big"
	"sort"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"clauz3/pkg/diag"
)

// MaxDepth is the default limit on node nesting accepted by the decoder.
// CPython itself cannot build trees much deeper than 3000 (its ast
// construction hits the recursion limit), so a deeper document is refused.
const MaxDepth = 5000

// DecodeModule builds a typed Module from its JSON form (data). A bad
// document is reported as a *diag.Diagnostic (code "bad-ast") whose Pointer
// is the JSON pointer of the offending value, for example
// `/body/3/value/_type`, with a message such as `unknown node class "Foo"`.
func DecodeModule(data []byte) (*Module, error) {
	v, err := parseJSON(data, 2*MaxDepth+16)
	if err != nil {
		return nil, err
	}
	return DecodeModuleValue(v, "")
}

// DecodeModuleValue builds a typed Module from a generic JSON value, as
// produced by encoding/json (numbers may be float64 or json.Number) or by
// this package's own reader. pointer is prepended to the JSON pointers in
// error messages (for a tree nested inside a larger document; "" for none).
func DecodeModuleValue(v any, pointer string) (*Module, error) {
	d := &decoder{prefix: pointer, maxDepth: MaxDepth}
	n := d.child(v, "", -1)
	if d.err != nil {
		return nil, d.err
	}
	m, ok := n.(*Module)
	if !ok {
		return nil, d.diag(pointer, fmt.Sprintf("expected a Module, found %s", className(v)))
	}
	return m, nil
}

// DecodeNode builds any node from a generic JSON value (see
// DecodeModuleValue).
func DecodeNode(v any, pointer string) (Node, error) {
	d := &decoder{prefix: pointer, maxDepth: MaxDepth}
	n := d.child(v, "", -1)
	if d.err != nil {
		return nil, d.err
	}
	return n, nil
}

// UnmarshalJSON implements json.Unmarshaler with DecodeModule.
func (n *Module) UnmarshalJSON(data []byte) error {
	m, err := DecodeModule(data)
	if err != nil {
		return err
	}
	*n = *m
	return nil
}

type decoder struct {
	prefix   string
	path     []string
	depth    int
	maxDepth int
	err      error
}

func (d *decoder) pointer() string {
	var b strings.Builder
	b.WriteString(d.prefix)
	for _, p := range d.path {
		if p == "" {
			continue
		}
		b.WriteByte('/')
		b.WriteString(strings.ReplaceAll(strings.ReplaceAll(p, "~", "~0"), "/", "~1"))
	}
	if b.Len() == 0 {
		return "/"
	}
	return b.String()
}

func (d *decoder) diag(ptr, msg string) *diag.Diagnostic {
	if ptr == "" {
		ptr = "/"
	}
	return &diag.Diagnostic{Severity: diag.Error, Code: "bad-ast", Message: msg, Pointer: ptr}
}

func (d *decoder) errf(format string, args ...any) {
	if d.err == nil {
		d.err = d.diag(d.pointer(), fmt.Sprintf(format, args...))
	}
}

// errAt reports an error at the current path extended by key.
func (d *decoder) errAt(key string, format string, args ...any) {
	d.push(key, -1)
	d.errf(format, args...)
	d.pop()
}

// push appends key (and index i when i >= 0) to the path; pop undoes it.
func (d *decoder) push(key string, i int) {
	if i >= 0 {
		d.path = append(d.path, key, strconv.Itoa(i))
	} else {
		d.path = append(d.path, key, "")
	}
}

func (d *decoder) pop() { d.path = d.path[:len(d.path)-2] }

func className(v any) string {
	switch v := v.(type) {
	case nil:
		return "null"
	case map[string]any:
		if c, ok := v["_type"].(string); ok {
			return strconv.Quote(c)
		}
		return "an object without _type"
	case []any:
		return "an array"
	case string:
		return "a string"
	case bool:
		return "a boolean"
	}
	return "a number"
}

// child pushes (key, i) and decodes v as a node; the caller pops. It
// returns nil after reporting an error.
func (d *decoder) child(v any, key string, i int) Node {
	d.push(key, i)
	if d.err != nil {
		return nil
	}
	m, ok := v.(map[string]any)
	if !ok {
		d.errf("expected a node object, found %s", className(v))
		return nil
	}
	tv, present := m["_type"]
	if !present {
		d.errf("node object has no \"_type\"")
		return nil
	}
	class, ok := tv.(string)
	if !ok {
		d.errAt("_type", "_type must be a string, found %s", className(tv))
		return nil
	}
	fields, known := fieldsOf[class]
	if !known {
		d.errAt("_type", "unknown node class %q", class)
		return nil
	}
	if len(m) > len(fields) || !hasAll(m, fields) {
		var extra []string
		for k := range m {
			if !contains(fields, k) {
				extra = append(extra, k)
			}
		}
		sort.Strings(extra)
		if len(extra) > 0 {
			d.errAt(extra[0], "unknown field %q for %s", extra[0], class)
			return nil
		}
		for _, f := range fields {
			if _, ok := m[f]; !ok {
				d.errf("%s node has no field %q", class, f)
				return nil
			}
		}
	}
	d.depth++
	if d.depth > d.maxDepth {
		d.errf("nodes nested deeper than %d", d.maxDepth)
		d.depth--
		return nil
	}
	n, _ := d.build(class, m)
	d.depth--
	if d.err != nil {
		return nil
	}
	return n
}

func hasAll(m map[string]any, fields []string) bool {
	for _, f := range fields {
		if _, ok := m[f]; !ok {
			return false
		}
	}
	return true
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

func (d *decoder) missing(key string) { d.errf("missing field %q", key) }

func (d *decoder) wrongClass(key string, i int, want string) {
	// child has already pushed (key, i) and reported any error of its own.
	d.errf("expected a %s node", want)
}

// list returns m[key] as an array (nil after an error).
func (d *decoder) list(m map[string]any, key string) []any {
	if d.err != nil {
		return nil
	}
	v := m[key]
	l, ok := v.([]any)
	if !ok {
		d.errAt(key, "expected an array, found %s", className(v))
		return nil
	}
	return l
}

func (d *decoder) categoryNode(x any, key string, i int, nullok bool, cat string) Node {
	if x == nil && nullok {
		d.push(key, i)
		return nil
	}
	n := d.child(x, key, i)
	if n == nil {
		if d.err == nil {
			d.errf("expected a %s node, found null", cat)
		}
		return nil
	}
	return n
}

func (d *decoder) single(m map[string]any, key string, opt bool, cat string, check func(Node) bool) Node {
	if d.err != nil {
		return nil
	}
	x := m[key]
	n := d.categoryNode(x, key, -1, opt, cat)
	if n != nil && !check(n) {
		d.errf("expected a %s node, found %s", cat, className(x))
		n = nil
	}
	d.pop()
	return n
}

func isExpr(n Node) bool      { _, ok := n.(Expr); return ok }
func isStmt(n Node) bool      { _, ok := n.(Stmt); return ok }
func isPattern(n Node) bool   { _, ok := n.(Pattern); return ok }
func isTypeParam(n Node) bool { _, ok := n.(TypeParam); return ok }

func (d *decoder) expr(m map[string]any, key string, opt bool) Expr {
	if n := d.single(m, key, opt, "expr", isExpr); n != nil {
		return n.(Expr)
	}
	return nil
}

func (d *decoder) pattern(m map[string]any, key string, opt bool) Pattern {
	if n := d.single(m, key, opt, "pattern", isPattern); n != nil {
		return n.(Pattern)
	}
	return nil
}

func (d *decoder) exprList(m map[string]any, key string, nullok bool) []Expr {
	out := []Expr{}
	for i, x := range d.list(m, key) {
		n := d.categoryNode(x, key, i, nullok, "expr")
		if n != nil {
			if e, ok := n.(Expr); ok {
				out = append(out, e)
			} else {
				d.errf("expected a expr node, found %s", className(x))
			}
		} else {
			out = append(out, nil)
		}
		d.pop()
	}
	return out
}

func (d *decoder) stmtList(m map[string]any, key string, nullok bool) []Stmt {
	out := []Stmt{}
	for i, x := range d.list(m, key) {
		if n := d.categoryNode(x, key, i, false, "stmt"); n != nil {
			if s, ok := n.(Stmt); ok {
				out = append(out, s)
			} else {
				d.errf("expected a stmt node, found %s", className(x))
			}
		}
		d.pop()
	}
	return out
}

func (d *decoder) patternList(m map[string]any, key string, nullok bool) []Pattern {
	out := []Pattern{}
	for i, x := range d.list(m, key) {
		if n := d.categoryNode(x, key, i, false, "pattern"); n != nil {
			if s, ok := n.(Pattern); ok {
				out = append(out, s)
			} else {
				d.errf("expected a pattern node, found %s", className(x))
			}
		}
		d.pop()
	}
	return out
}

func (d *decoder) typeparamList(m map[string]any, key string, nullok bool) []TypeParam {
	out := []TypeParam{}
	for i, x := range d.list(m, key) {
		if n := d.categoryNode(x, key, i, false, "type_param"); n != nil {
			if s, ok := n.(TypeParam); ok {
				out = append(out, s)
			} else {
				d.errf("expected a type_param node, found %s", className(x))
			}
		}
		d.pop()
	}
	return out
}

func (d *decoder) strList(m map[string]any, key string) []string {
	out := []string{}
	for i, x := range d.list(m, key) {
		s, ok := x.(string)
		if !ok {
			d.push(key, i)
			d.errf("expected a string, found %s", className(x))
			d.pop()
			return out
		}
		out = append(out, s)
	}
	return out
}

func (d *decoder) str(m map[string]any, key string, opt bool) string {
	if d.err != nil {
		return ""
	}
	v := m[key]
	if v == nil && opt {
		return ""
	}
	s, ok := v.(string)
	if !ok {
		d.errAt(key, "expected a string, found %s", className(v))
	}
	return s
}

func (d *decoder) enumStr(v any) string {
	s, _ := v.(string)
	return s
}

func toInt(v any) (int, bool) {
	switch v := v.(type) {
	case number:
		i, err := strconv.Atoi(string(v))
		return i, err == nil
	case json.Number:
		i, err := strconv.Atoi(string(v))
		return i, err == nil
	case float64:
		if v == math.Trunc(v) && math.Abs(v) < 1<<53 {
			return int(v), true
		}
	case int:
		return v, true
	}
	return 0, false
}

func (d *decoder) int(m map[string]any, key string) int {
	if d.err != nil {
		return 0
	}
	v := m[key]
	i, ok := toInt(v)
	if !ok {
		d.errAt(key, "expected an integer, found %s", className(v))
	}
	return i
}

func (d *decoder) span(m map[string]any) diag.Span {
	if d.err != nil {
		return diag.Span{}
	}
	d.push("span", -1)
	defer d.pop()
	sm, ok := m["span"].(map[string]any)
	if !ok {
		d.errf("expected a span object, found %s", className(m["span"]))
		return diag.Span{}
	}
	var s diag.Span
	for k := range sm {
		switch k {
		case "file", "line", "col", "end_line", "end_col":
		default:
			d.errAt(k, "unknown span field %q", k)
			return s
		}
	}
	if f, ok := sm["file"].(string); ok {
		s.File = f
	} else {
		d.errAt("file", "expected a string, found %s", className(sm["file"]))
		return s
	}
	for _, f := range []struct {
		key string
		dst *int
	}{{"line", &s.Line}, {"col", &s.Col}, {"end_line", &s.EndLine}, {"end_col", &s.EndCol}} {
		i, ok := toInt(sm[f.key])
		if !ok || i < 1 {
			d.errAt(f.key, "expected a positive integer, found %v", sm[f.key])
			return s
		}
		*f.dst = i
	}
	return s
}

func (d *decoder) constant(m map[string]any, key string) ConstValue {
	var c ConstValue
	if d.err != nil {
		return c
	}
	d.push(key, -1)
	defer d.pop()
	cm, ok := m[key].(map[string]any)
	if !ok || len(cm) != 1 {
		d.errf("expected a constant object with one key, found %s", className(m[key]))
		return c
	}
	for k, v := range cm {
		d.push(k, -1)
		defer d.pop()
		bad := func() { d.errf("bad %s constant %v", k, v) }
		switch k {
		case "none":
			c.Kind = ConstNone
			if v != true {
				bad()
			}
		case "ellipsis":
			c.Kind = ConstEllipsis
			if v != true {
				bad()
			}
		case "bool":
			c.Kind = ConstBool
			b, ok := v.(bool)
			if !ok {
				bad()
			}
			c.Bool = b
		case "int":
			c.Kind = ConstInt
			s, _ := v.(string)
			i, ok := new(big.Int).SetString(s, 10)
			if !ok || s == "" || s[0] == '+' {
				bad()
			}
			c.Int = i
		case "float", "complex":
			c.Kind = ConstFloat
			if k == "complex" {
				c.Kind = ConstComplex
			}
			s, _ := v.(string)
			f, err := ParseFloatRepr(s)
			if err != nil {
				bad()
			}
			c.Float = f
		case "str":
			c.Kind = ConstStr
			s, ok := v.(string)
			if !ok {
				bad()
			}
			c.Str = s
		case "str_code_points":
			c.Kind = ConstStr
			list, ok := v.([]any)
			if !ok {
				bad()
				return c
			}
			var b []byte
			for _, x := range list {
				n, ok := toInt(x)
				switch {
				case !ok || n < 0 || n > unicode.MaxRune:
					d.errf("str_code_points holds %v, not a code point", x)
					return c
				case n >= 0xD800 && n <= 0xDFFF:
					b = AppendSurrogate(b, rune(n))
				default:
					b = utf8.AppendRune(b, rune(n))
				}
			}
			c.Str = string(b)
		case "bytes":
			c.Kind = ConstBytes
			s, ok := v.(string)
			if !ok {
				bad()
				return c
			}
			b := make([]byte, 0, len(s))
			for _, r := range s {
				if r > 0xFF {
					d.errf("bytes constant holds U+%04X, above U+00FF", r)
					return c
				}
				b = append(b, byte(r))
			}
			c.Bytes = b
		default:
			d.errf("unknown constant kind %q", k)
		}
	}
	return c
}

// ---- a small JSON reader ------------------------------------------------
//
// encoding/json turns a lone surrogate escape ("\ud800") into U+FFFD, but a
// Python str may hold one; this reader keeps it (WTF-8, see ConstValue),
// limits nesting, and reports byte offsets.

// number is a JSON number kept as its text.
type number string

type jsonReader struct {
	data     []byte
	pos      int
	maxDepth int
}

func parseJSON(data []byte, maxDepth int) (any, error) {
	r := &jsonReader{data: data, maxDepth: maxDepth}
	r.ws()
	v, err := r.value(0)
	if err != nil {
		return nil, err
	}
	r.ws()
	if r.pos != len(r.data) {
		return nil, r.errf("unexpected data after the JSON value")
	}
	return v, nil
}

func (r *jsonReader) errf(format string, args ...any) error {
	return &diag.Diagnostic{Severity: diag.Error, Code: "bad-json",
		Message: fmt.Sprintf("invalid JSON at byte offset %d: ", r.pos) + fmt.Sprintf(format, args...)}
}

func (r *jsonReader) ws() {
	for r.pos < len(r.data) {
		switch r.data[r.pos] {
		case ' ', '\t', '\n', '\r':
			r.pos++
		default:
			return
		}
	}
}

func (r *jsonReader) value(depth int) (any, error) {
	if depth > r.maxDepth {
		return nil, r.errf("nesting deeper than %d", r.maxDepth)
	}
	if r.pos >= len(r.data) {
		return nil, r.errf("unexpected end of input")
	}
	switch c := r.data[r.pos]; {
	case c == '{':
		r.pos++
		m := map[string]any{}
		r.ws()
		if r.pos < len(r.data) && r.data[r.pos] == '}' {
			r.pos++
			return m, nil
		}
		for {
			r.ws()
			if r.pos >= len(r.data) || r.data[r.pos] != '"' {
				return nil, r.errf("expected a string key")
			}
			k, err := r.str()
			if err != nil {
				return nil, err
			}
			r.ws()
			if r.pos >= len(r.data) || r.data[r.pos] != ':' {
				return nil, r.errf("expected ':'")
			}
			r.pos++
			r.ws()
			v, err := r.value(depth + 1)
			if err != nil {
				return nil, err
			}
			if _, dup := m[k]; dup {
				return nil, r.errf("duplicate key %q", k)
			}
			m[k] = v
			r.ws()
			if r.pos < len(r.data) && r.data[r.pos] == ',' {
				r.pos++
				continue
			}
			if r.pos < len(r.data) && r.data[r.pos] == '}' {
				r.pos++
				return m, nil
			}
			return nil, r.errf("expected ',' or '}'")
		}
	case c == '[':
		r.pos++
		l := []any{}
		r.ws()
		if r.pos < len(r.data) && r.data[r.pos] == ']' {
			r.pos++
			return l, nil
		}
		for {
			r.ws()
			v, err := r.value(depth + 1)
			if err != nil {
				return nil, err
			}
			l = append(l, v)
			r.ws()
			if r.pos < len(r.data) && r.data[r.pos] == ',' {
				r.pos++
				continue
			}
			if r.pos < len(r.data) && r.data[r.pos] == ']' {
				r.pos++
				return l, nil
			}
			return nil, r.errf("expected ',' or ']'")
		}
	case c == '"':
		return r.str()
	case c == 't' || c == 'f' || c == 'n':
		for _, lit := range []struct {
			s string
			v any
		}{{"true", true}, {"false", false}, {"null", nil}} {
			if strings.HasPrefix(string(r.data[r.pos:min(r.pos+5, len(r.data))]), lit.s) {
				r.pos += len(lit.s)
				return lit.v, nil
			}
		}
		return nil, r.errf("invalid literal")
	case c == '-' || c >= '0' && c <= '9':
		start := r.pos
		r.pos++
		for r.pos < len(r.data) && strings.IndexByte("0123456789+-.eE", r.data[r.pos]) >= 0 {
			r.pos++
		}
		s := string(r.data[start:r.pos])
		if _, err := strconv.ParseFloat(s, 64); err != nil {
			r.pos = start
			return nil, r.errf("invalid number %q", s)
		}
		return number(s), nil
	}
	return nil, r.errf("unexpected character %q", r.data[r.pos])
}

func hexVal(b []byte) (rune, bool) {
	var r rune
	for _, c := range b {
		switch {
		case c >= '0' && c <= '9':
			r = r<<4 | rune(c-'0')
		case c >= 'a' && c <= 'f':
			r = r<<4 | rune(c-'a'+10)
		case c >= 'A' && c <= 'F':
			r = r<<4 | rune(c-'A'+10)
		default:
			return 0, false
		}
	}
	return r, true
}

func (r *jsonReader) str() (string, error) {
	r.pos++ // opening quote
	start := r.pos
	// Fast path: no escapes.
	for r.pos < len(r.data) {
		c := r.data[r.pos]
		if c == '"' {
			s := r.data[start:r.pos]
			r.pos++
			if !utf8.Valid(s) {
				return "", r.errf("invalid UTF-8 in string")
			}
			return string(s), nil
		}
		if c == '\\' || c < 0x20 {
			break
		}
		r.pos++
	}
	b := append([]byte(nil), r.data[start:r.pos]...)
	for r.pos < len(r.data) {
		c := r.data[r.pos]
		switch {
		case c == '"':
			r.pos++
			return string(b), nil
		case c < 0x20:
			return "", r.errf("control character in string")
		case c == '\\':
			if r.pos+1 >= len(r.data) {
				return "", r.errf("unterminated string")
			}
			e := r.data[r.pos+1]
			r.pos += 2
			switch e {
			case '"', '\\', '/':
				b = append(b, e)
			case 'b':
				b = append(b, '\b')
			case 'f':
				b = append(b, '\f')
			case 'n':
				b = append(b, '\n')
			case 'r':
				b = append(b, '\r')
			case 't':
				b = append(b, '\t')
			case 'u':
				if r.pos+4 > len(r.data) {
					return "", r.errf("short \\u escape")
				}
				u, ok := hexVal(r.data[r.pos : r.pos+4])
				if !ok {
					return "", r.errf("bad \\u escape")
				}
				r.pos += 4
				if u >= 0xD800 && u < 0xDC00 && r.pos+6 <= len(r.data) && r.data[r.pos] == '\\' && r.data[r.pos+1] == 'u' {
					if lo, ok := hexVal(r.data[r.pos+2 : r.pos+6]); ok && lo >= 0xDC00 && lo < 0xE000 {
						r.pos += 6
						b = utf8.AppendRune(b, 0x10000+(u-0xD800)<<10+(lo-0xDC00))
						continue
					}
				}
				if u >= 0xD800 && u < 0xE000 {
					b = AppendSurrogate(b, u)
				} else {
					b = utf8.AppendRune(b, u)
				}
			default:
				return "", r.errf("bad escape \\%c", e)
			}
		default:
			b = append(b, c)
			r.pos++
		}
	}
	return "", r.errf("unterminated string")
}
