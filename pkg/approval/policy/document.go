package policy

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"
	"time"

	"clauz3/pkg/diag"
	"clauz3/pkg/python/parser"
)

// Format names the policy format a document is written in.
type Format string

// The two policy formats ParseDocument reads.
//
// Format014 is the reference's 0.1.4 format (UPSTREAM.md §10): a
// top-level "version": 1, and each rule lists its clauses under
// "when_proven" or "unless_proven" whatever its decision; the decision
// alone says what the clauses mean (an auto_rejected rule fires when
// the program does not prove them, an auto_approved rule when it does).
//
// Format02 is the 0.2 format the approval service reads
// (APPROVAL-PROTOCOL.md §6): no "version"; an auto_approved rule lists
// its clauses under "when_proven" and an auto_rejected rule under
// "unless_proven".
const (
	Format014 Format = "0.1.4"
	Format02  Format = "0.2"
)

// Document is a policy read by ParseDocument.
type Document struct {
	*Policy
	Format Format
	// Notes are warnings about rules that are valid but easy to misread:
	// a 0.1.4 rule whose clause key reads against its decision.
	Notes []*diag.Diagnostic
}

// ParseDocument reads a policy strictly, in either format, and says which
// format it is. Unlike Parse it refuses unknown keys, duplicate keys,
// a value of the wrong JSON type and a 0.1.4-only rule in a 0.2 document
// (a mix of the formats), and every message carries the line and column
// in name and the JSON pointer of the offending value.
func ParseDocument(name string, data []byte) (*Document, error) {
	root, err := decodeJSON(name, data)
	if err != nil {
		return nil, err
	}
	d := &docReader{name: name, data: data}
	p, f := d.policy(root)
	if d.err != nil {
		return nil, d.err
	}
	return &Document{Policy: p, Format: f, Notes: d.notes}, nil
}

// LoadDocument reads the file at path with ParseDocument.
func LoadDocument(path string) (*Document, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, bad(path, "cannot read policy: %v", unwrapPath(err))
	}
	return ParseDocument(path, data)
}

// jv is a JSON value with the byte offset where it starts.
type jv struct {
	off    int
	kind   byte // 'o' object, 'a' array, 's' string, 'n' number, 'b' bool, 'z' null
	keys   []string
	keyOff map[string]int
	fields map[string]*jv
	elems  []*jv
	str    string
	num    json.Number
}

func (v *jv) typeName() string {
	switch v.kind {
	case 'o':
		return "an object"
	case 'a':
		return "a list"
	case 's':
		return "a string"
	case 'n':
		return "a number"
	case 'b':
		return "a boolean"
	}
	return "null"
}

// decodeJSON parses data into a tree of jv, refusing syntax errors,
// duplicate keys and trailing data with their line and column.
func decodeJSON(name string, data []byte) (*jv, error) {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.UseNumber()
	// start is the offset of the next token: the decoder's offset is
	// just after the previous one.
	start := func() int {
		off := int(dec.InputOffset())
		for off < len(data) && strings.IndexByte(" \t\r\n:,", data[off]) >= 0 {
			off++
		}
		return off
	}
	syntax := func(err error, off int) error {
		var se *json.SyntaxError
		if errors.As(err, &se) {
			off = int(se.Offset) // the offset of the offending byte
		}
		msg := err.Error()
		if err == io.EOF || errors.Is(err, io.ErrUnexpectedEOF) {
			msg = "unexpected end of the document"
		}
		return locatedAt(name, data, off, "", "the policy is not valid JSON: %s", msg)
	}
	var value func(depth int) (*jv, error)
	value = func(depth int) (*jv, error) {
		if depth > 64 {
			off := start()
			return nil, locatedAt(name, data, off, "", "the policy nests deeper than 64 levels")
		}
		off := start()
		tok, err := dec.Token()
		if err != nil {
			return nil, syntax(err, off)
		}
		v := &jv{off: off}
		switch t := tok.(type) {
		case json.Delim:
			if t == '{' {
				v.kind, v.fields, v.keyOff = 'o', map[string]*jv{}, map[string]int{}
				for dec.More() {
					koff := start()
					kt, err := dec.Token()
					if err != nil {
						return nil, syntax(err, koff)
					}
					k, _ := kt.(string)
					if _, dup := v.fields[k]; dup {
						return nil, locatedAt(name, data, koff, "", "key %q appears twice in one object", k)
					}
					e, err := value(depth + 1)
					if err != nil {
						return nil, err
					}
					v.keys = append(v.keys, k)
					v.keyOff[k] = koff
					v.fields[k] = e
				}
			} else {
				v.kind = 'a'
				for dec.More() {
					e, err := value(depth + 1)
					if err != nil {
						return nil, err
					}
					v.elems = append(v.elems, e)
				}
			}
			eoff := start()
			if _, err := dec.Token(); err != nil {
				return nil, syntax(err, eoff)
			}
		case string:
			v.kind, v.str = 's', t
		case json.Number:
			v.kind, v.num = 'n', t
		case bool:
			v.kind = 'b'
		default:
			v.kind = 'z'
		}
		return v, nil
	}
	root, err := value(0)
	if err != nil {
		return nil, err
	}
	off := start()
	if _, err := dec.Token(); err != io.EOF {
		return nil, locatedAt(name, data, off, "", "the policy has more after its JSON object")
	}
	return root, nil
}

// locatedAt is a bad-input error at byte offset off of data, naming the
// JSON pointer ptr when there is one.
func locatedAt(name string, data []byte, off int, ptr, format string, args ...any) error {
	if off > len(data) {
		off = len(data)
	}
	line, col := lineCol(data, off)
	msg := fmt.Sprintf(format, args...)
	if ptr != "" {
		msg = ptr + ": " + msg
	}
	return &diag.BadInput{Err: diag.Errorf(diag.Span{File: name, Line: line, Col: col}, "bad-policy", "%s", msg)}
}

// lineCol is the 1-based line and byte column of offset off in data.
func lineCol(data []byte, off int) (int, int) {
	if off > len(data) {
		off = len(data)
	}
	return 1 + bytes.Count(data[:off], []byte("\n")), off - bytes.LastIndexByte(data[:off], '\n')
}

// pointer renders a JSON pointer (RFC 6901) from its tokens.
func pointer(parts ...any) string {
	var b strings.Builder
	for _, p := range parts {
		b.WriteByte('/')
		switch p := p.(type) {
		case int:
			b.WriteString(strconv.Itoa(p))
		case string:
			b.WriteString(strings.NewReplacer("~", "~0", "/", "~1").Replace(p))
		}
	}
	return b.String()
}

// docReader checks the tree; the first error is kept.
type docReader struct {
	name  string
	data  []byte
	err   error
	notes []*diag.Diagnostic
}

func (d *docReader) fail(off int, ptr, format string, args ...any) {
	if d.err == nil {
		d.err = locatedAt(d.name, d.data, off, ptr, format, args...)
	}
}

// keys refuses keys of obj not in allowed, at the key.
func (d *docReader) keys(obj *jv, ptr string, allowed []string, what string) {
	for _, k := range obj.keys {
		ok := false
		for _, a := range allowed {
			ok = ok || a == k
		}
		if !ok {
			d.fail(obj.keyOff[k], ptr+pointer(k), "unknown key %q: %s has only %s", k, what, quoteList(allowed))
		}
	}
}

func quoteList(xs []string) string {
	q := make([]string, len(xs))
	for i, x := range xs {
		q[i] = strconv.Quote(x)
	}
	if len(q) == 1 {
		return q[0]
	}
	return strings.Join(q[:len(q)-1], ", ") + " and " + q[len(q)-1]
}

// pythonKeywords may not be import aliases: "import m as class" is not Python.
var pythonKeywords = map[string]bool{
	"False": true, "None": true, "True": true, "and": true, "as": true, "assert": true, "async": true,
	"await": true, "break": true, "class": true, "continue": true, "def": true, "del": true, "elif": true,
	"else": true, "except": true, "finally": true, "for": true, "from": true, "global": true, "if": true,
	"import": true, "in": true, "is": true, "lambda": true, "nonlocal": true, "not": true, "or": true,
	"pass": true, "raise": true, "return": true, "try": true, "while": true, "with": true, "yield": true,
}

func (d *docReader) policy(root *jv) (*Policy, Format) {
	if root.kind != 'o' {
		d.fail(root.off, "", "a policy is a JSON object with \"imports\" and \"rules\", not %s", root.typeName())
		return nil, ""
	}
	format := Format02
	if v, ok := root.fields["version"]; ok {
		format = Format014
		if v.kind != 'n' || v.num.String() != "1" {
			d.fail(v.off, "/version", "the 0.1.4 policy format has \"version\": 1 (a policy without \"version\" is read as 0.2), not %s", string(d.data[v.off:min(len(d.data), v.off+20)]))
		}
	}
	allowed := []string{"imports", "rules"}
	if format == Format014 {
		allowed = []string{"version", "imports", "rules"}
	}
	d.keys(root, "", allowed, "a policy")
	p := &Policy{Imports: map[string]string{}, ProofTimeout: 60 * time.Second}
	if im, ok := root.fields["imports"]; ok {
		if im.kind != 'o' {
			d.fail(im.off, "/imports", "\"imports\" maps aliases to module names: an object, not %s", im.typeName())
		} else {
			for _, alias := range im.keys {
				m := im.fields[alias]
				ptr := pointer("imports", alias)
				switch {
				case !identifier.MatchString(alias) || pythonKeywords[alias]:
					d.fail(im.keyOff[alias], ptr, "alias %q is not a Python identifier", alias)
				case m.kind != 's':
					d.fail(m.off, ptr, "a module name is a string, not %s", m.typeName())
				case !dotted.MatchString(m.str):
					d.fail(m.off, ptr, "%q is not a dotted module name", m.str)
				}
				p.Imports[alias] = m.str
			}
		}
	}
	rules, ok := root.fields["rules"]
	switch {
	case !ok:
		d.fail(0, "", "the policy has no \"rules\"")
		return nil, ""
	case rules.kind != 'a':
		d.fail(rules.off, "/rules", "\"rules\" is a list of rules, not %s", rules.typeName())
		return nil, ""
	case len(rules.elems) == 0:
		d.fail(rules.off, "/rules", "the policy has no rules: every request would be left to a person")
		return nil, ""
	}
	var reject, approve []Rule
	seen := map[string]int{}
	for i, rv := range rules.elems {
		r, ok := d.rule(rv, i, format, seen)
		if !ok {
			continue
		}
		if r.Decision == AutoRejected {
			reject = append(reject, r)
		} else {
			approve = append(approve, r)
		}
	}
	p.Rules = append(reject, approve...)
	return p, format
}

func (d *docReader) rule(rv *jv, i int, format Format, seen map[string]int) (Rule, bool) {
	ptr := pointer("rules", i)
	if rv.kind != 'o' {
		d.fail(rv.off, ptr, "a rule is an object with \"name\", \"decision\", its clauses and a \"reason\", not %s", rv.typeName())
		return Rule{}, false
	}
	d.keys(rv, ptr, []string{"name", "decision", "when_proven", "unless_proven", "reason"}, "a rule")
	var r Rule
	nv, ok := rv.fields["name"]
	switch {
	case !ok:
		d.fail(rv.off, ptr, "the rule has no \"name\"")
		return r, false
	case nv.kind != 's' || strings.TrimSpace(nv.str) == "":
		d.fail(nv.off, ptr+"/name", "a rule's name is a non-empty string")
		return r, false
	}
	r.Name = nv.str
	if j, dup := seen[r.Name]; dup {
		d.fail(nv.off, ptr+"/name", "rule %q is already the name of /rules/%d", r.Name, j)
	}
	seen[r.Name] = i
	dv, ok := rv.fields["decision"]
	switch {
	case !ok:
		d.fail(rv.off, ptr, "rule %q has no \"decision\" (auto_approved or auto_rejected)", r.Name)
		return r, false
	case dv.kind != 's' || (dv.str != AutoApproved && dv.str != AutoRejected):
		d.fail(dv.off, ptr+"/decision", "a decision is \"auto_approved\" or \"auto_rejected\", not %s", string(d.data[dv.off:min(len(d.data), dv.off+40)]))
		return r, false
	}
	r.Decision = dv.str
	if rs, ok := rv.fields["reason"]; ok && rs.kind != 'z' {
		if rs.kind != 's' {
			d.fail(rs.off, ptr+"/reason", "a reason is a string, not %s", rs.typeName())
		}
		r.Reason = rs.str
	}
	want, other := "when_proven", "unless_proven"
	if r.Decision == AutoRejected {
		want, other = other, want
	}
	wv, hasWant := rv.fields[want]
	ov, hasOther := rv.fields[other]
	switch {
	case hasWant && hasOther:
		d.fail(rv.keyOff[other], ptr+"/"+other, "rule %q has both \"when_proven\" and \"unless_proven\"; an %s rule lists its clauses under %q", r.Name, r.Decision, want)
		return r, false
	case !hasWant && !hasOther:
		d.fail(rv.off, ptr, "rule %q has no clauses: an %s rule lists them under %q", r.Name, r.Decision, want)
		return r, false
	case hasOther && format == Format02:
		// The 0.1.4 reading of an auto_rejected rule with when_proven is
		// "reject unless proven"; the 0.2 service refuses it. Read it only
		// in a document that says it is 0.1.4.
		d.fail(rv.keyOff[other], ptr+"/"+other, "an %s rule with %q is the 0.1.4 format, but this policy has no \"version\": 1 and is read as 0.2, where an %s rule lists its clauses under %q; rename the key, or add \"version\": 1 to read the whole policy as 0.1.4", r.Decision, other, r.Decision, want)
		return r, false
	case hasOther:
		wv, want = ov, other
		line, col := lineCol(d.data, rv.keyOff[other])
		meaning := "does not prove"
		if r.Decision == AutoApproved {
			meaning = "proves"
		}
		d.notes = append(d.notes, &diag.Diagnostic{Severity: diag.Warning, Code: "policy-0.1.4-key",
			Span:    diag.Span{File: d.name, Line: line, Col: col},
			Message: fmt.Sprintf("%s/%s: as in 0.1.4, rule %q is %s when the program %s these clauses (the key does not change what the decision means)", ptr, other, r.Name, r.Decision, meaning)})
	}
	if wv.kind != 'a' {
		d.fail(wv.off, ptr+"/"+want, "%q is a list of contract expressions, not %s", want, wv.typeName())
		return r, false
	}
	if len(wv.elems) == 0 {
		d.fail(wv.off, ptr+"/"+want, "rule %q has an empty %q list (a rule with no clauses would decide every request)", r.Name, want)
		return r, false
	}
	for j, cv := range wv.elems {
		cptr := fmt.Sprintf("%s/%s/%d", ptr, want, j)
		if cv.kind != 's' {
			d.fail(cv.off, cptr, "a clause is a string holding a Python expression, not %s", cv.typeName())
			continue
		}
		c := cv.str
		if strings.TrimSpace(c) == "" || strings.ContainsAny(c, "\n\r") {
			d.fail(cv.off, cptr, "a clause is one non-empty line")
			continue
		}
		if _, err := parser.ParseExpr(c); err != nil {
			d.fail(cv.off, cptr, "%q is not a Python expression: %v", c, err)
			continue
		}
		r.Clauses = append(r.Clauses, c)
	}
	return r, true
}
