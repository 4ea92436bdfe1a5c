package protocol

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"unicode/utf8"
)

// The fixed values of a run request.
const (
	SchemaVersion = 1            // "schema_version"
	RequestKind   = "clauz3.run" // "kind"
	// AdditionsKey is the key under which our additions travel in a
	// request. The reference ignores keys it does not know and stores them
	// with the record.
	AdditionsKey = "clauz3_go"
)

// The coverage statuses of a domain.
const (
	CoverageCovered        = "covered"
	CoverageRecommendedGap = "recommended_gap"
	CoverageSilentGap      = "silent_gap"
	CoverageRequiredGap    = "required_gap"
)

// ConclusionProved is the conclusion the reference writes in a request's
// proofs for a proved target (its description lists the kinds of
// obligations proved, e.g. "assertion, guarantee").
const ConclusionProved = "proved!"

// Request is the payload `clauz3 run` POSTs to the approval service: the
// reference's 12 keys, plus our additions under AdditionsKey (omitted
// when nil, so that a request without them is byte for byte the
// reference's).
type Request struct {
	SchemaVersion int        `json:"schema_version"`
	Kind          string     `json:"kind"`
	RequestID     string     `json:"request_id"`
	ProgramSHA256 string     `json:"program_sha256"`
	SourceName    string     `json:"source_name"`
	Target        string     `json:"target"`
	TrustedRoots  []string   `json:"trusted_roots"`
	ImportRoots   []string   `json:"import_roots"`
	Guarantees    []string   `json:"guarantees"`
	Coverage      []Coverage `json:"coverage"`
	Proofs        []Proof    `json:"proofs"`
	Program       string     `json:"program"`
	Additions     *Additions `json:"clauz3_go,omitempty"`
}

// Coverage is one domain's coverage entry of a request.
type Coverage struct {
	Domain             string   `json:"domain"`
	Status             string   `json:"status"`
	MissingRequired    []string `json:"missing_required"`
	MissingRecommended []string `json:"missing_recommended"`
}

// Proof is one proved target of a request.
type Proof struct {
	Name        string `json:"name"`
	Conclusion  string `json:"conclusion"`
	Description string `json:"description"`
}

// Additions are what our runner adds to a request for the person
// approving it and for the service. All fields are optional.
type Additions struct {
	// Summary holds one plain-English sentence per guarantee, in the
	// order of Request.Guarantees.
	Summary []Sentence `json:"summary,omitempty"`
	// Effects are the trusted functions the program may call.
	Effects []Effect `json:"effects,omitempty"`
	// LayerSHA256 identifies the trusted layer the program was proved
	// against (a hash over its files), so that "approve and remember"
	// applies only to the same layer.
	LayerSHA256 string `json:"layer_sha256,omitempty"`
	// TrustedFiles is the sha256 of every file of the trusted roots
	// (HashTrustedFiles), for the person approving and for the receipt:
	// a service signs it (TrustedBinding) and the runner refuses to run
	// when the files on disk differ (CheckTrustedFiles, after the
	// receipt's signature is verified).
	TrustedFiles map[string]string `json:"trusted_files,omitempty"`
}

// Sentence is a guarantee and its plain-English reading.
type Sentence struct {
	Guarantee string `json:"guarantee"`
	Text      string `json:"text"`
}

// Effect is one trusted function the program may call.
type Effect struct {
	// Function is the qualified name of the trusted function, e.g.
	// "tools.email.trusted.effects.send_email".
	Function string `json:"function"`
	// Markers are its effect markers (deal.has), e.g. ["email"].
	Markers []string `json:"markers,omitempty"`
	// Text is a plain-English description, e.g. "sends an email".
	Text string `json:"text,omitempty"`
	// Lines are the 1-based lines of the program where it is called.
	Lines []int `json:"lines,omitempty"`
}

// NormalizeProgram returns src as Python's text mode reads it, which is
// the text the reference hashes and submits: universal newlines ("\r\n"
// and a lone "\r" become "\n"); a byte order mark is kept, as Python's
// utf-8 codec keeps it. src must be UTF-8.
func NormalizeProgram(src []byte) (string, error) {
	if !utf8.Valid(src) {
		return "", errors.New("program is not valid UTF-8")
	}
	s := string(src)
	if strings.IndexByte(s, '\r') < 0 {
		return s, nil
	}
	s = strings.ReplaceAll(s, "\r\n", "\n")
	return strings.ReplaceAll(s, "\r", "\n"), nil
}

// SHA256Hex is the lowercase hex sha256 of the UTF-8 bytes of s.
func SHA256Hex(s string) string {
	sum := sha256.Sum256([]byte(s))
	return hex.EncodeToString(sum[:])
}

// ProgramSHA256 is the program hash of a request: the hex sha256 of the
// normalised program's UTF-8 bytes.
func ProgramSHA256(program string) string { return SHA256Hex(program) }

// RequestID derives the request id from a program hash: "clr_" and its
// first 12 hex characters.
func RequestID(programSHA256 string) string {
	if len(programSHA256) < 12 {
		return "clr_" + programSHA256
	}
	return "clr_" + programSHA256[:12]
}

// RequestIDFromPayload is the id a service gives a submitted payload, as
// the reference does: the payload's non-empty string "request_id", else
// one derived from a non-empty string "program_sha256", else
// "clr_unknown".
func RequestIDFromPayload(payload map[string]any) string {
	if id, ok := payload["request_id"].(string); ok && id != "" {
		return id
	}
	if h, ok := payload["program_sha256"].(string); ok && h != "" {
		return RequestID(h)
	}
	return "clr_unknown"
}

// ConsentSHA256 is the consent hash a receipt is bound to: the hex
// sha256 of the canonical JSON of {"coverage", "guarantees",
// "program_sha256"}. coverage may be []Coverage or a generic tree (a
// service hashes what was submitted, as submitted).
func ConsentSHA256(programSHA256 string, guarantees []string, coverage any) (string, error) {
	gs := make([]any, len(guarantees))
	for i, g := range guarantees {
		gs[i] = g
	}
	b, err := ConsentJSON(programSHA256, gs, coverage)
	if err != nil {
		return "", err
	}
	sum := sha256.Sum256(b)
	return hex.EncodeToString(sum[:]), nil
}

// ConsentJSON is the canonical JSON the consent hash is computed over.
// guarantees is a generic list ([]any) or []string.
func ConsentJSON(programSHA256 string, guarantees any, coverage any) ([]byte, error) {
	if cs, ok := coverage.([]Coverage); ok {
		coverage = coverageTree(cs) // as on the wire: nil lists are []
	}
	return Canonical(map[string]any{
		"program_sha256": programSHA256,
		"guarantees":     guarantees,
		"coverage":       coverage,
	})
}

// ConsentFromPayload computes the consent hash of a stored request
// record as the reference's service does when it signs: program_sha256
// if it is a string (else ""), guarantees if they are a list (else []),
// coverage as submitted (null when missing).
func ConsentFromPayload(payload map[string]any) (string, error) {
	prog, _ := payload["program_sha256"].(string)
	gs, ok := payload["guarantees"].([]any)
	if !ok {
		gs = []any{}
	}
	b, err := ConsentJSON(prog, gs, payload["coverage"])
	if err != nil {
		return "", err
	}
	sum := sha256.Sum256(b)
	return hex.EncodeToString(sum[:]), nil
}

// NewRequest builds the request for program (already normalised) with
// the derived hash and id and the fixed schema version and kind. Nil
// slices become empty lists on the wire.
func NewRequest(program, sourceName, target string, trustedRoots, importRoots, guarantees []string, coverage []Coverage, proofs []Proof) *Request {
	h := ProgramSHA256(program)
	return &Request{
		SchemaVersion: SchemaVersion,
		Kind:          RequestKind,
		RequestID:     RequestID(h),
		ProgramSHA256: h,
		SourceName:    sourceName,
		Target:        target,
		TrustedRoots:  nonNil(trustedRoots),
		ImportRoots:   nonNil(importRoots),
		Guarantees:    nonNil(guarantees),
		Coverage:      nonNilCov(coverage),
		Proofs:        nonNilProofs(proofs),
		Program:       program,
	}
}

func nonNil(s []string) []string {
	if s == nil {
		return []string{}
	}
	return s
}

func nonNilCov(s []Coverage) []Coverage {
	if s == nil {
		return []Coverage{}
	}
	for i := range s {
		s[i].MissingRequired = nonNil(s[i].MissingRequired)
		s[i].MissingRecommended = nonNil(s[i].MissingRecommended)
	}
	return s
}

func nonNilProofs(s []Proof) []Proof {
	if s == nil {
		return []Proof{}
	}
	return s
}

// ConsentSHA256 is the consent hash of r's own program hash, guarantees
// and coverage: what the runner checks a receipt against.
func (r *Request) ConsentSHA256() (string, error) {
	return ConsentSHA256(r.ProgramSHA256, r.Guarantees, r.Coverage)
}

// Tree returns r as a generic tree (the form Canonical and Wire write).
func (r *Request) Tree() map[string]any {
	strs := func(ss []string) []any {
		out := make([]any, len(ss))
		for i, s := range ss {
			out[i] = s
		}
		return out
	}
	cov := coverageTree(r.Coverage)
	proofs := make([]any, len(r.Proofs))
	for i, p := range r.Proofs {
		proofs[i] = map[string]any{"name": p.Name, "conclusion": p.Conclusion, "description": p.Description}
	}
	m := map[string]any{
		"schema_version": Number(fmt.Sprint(r.SchemaVersion)),
		"kind":           r.Kind,
		"request_id":     r.RequestID,
		"program_sha256": r.ProgramSHA256,
		"source_name":    r.SourceName,
		"target":         r.Target,
		"trusted_roots":  strs(r.TrustedRoots),
		"import_roots":   strs(r.ImportRoots),
		"guarantees":     strs(r.Guarantees),
		"coverage":       cov,
		"proofs":         proofs,
		"program":        r.Program,
	}
	if r.Additions != nil {
		m[AdditionsKey] = r.Additions
	}
	return m
}

// Wire returns the body `clauz3 run` POSTs: one JSON line with sorted
// keys, ", " and ": " separators and ASCII escapes, as the reference's
// json.dumps(payload, sort_keys=True).
func (r *Request) Wire() ([]byte, error) { return Wire(r.Tree()) }

// coverageTree is cs as a generic tree, nil lists written as [].
func coverageTree(cs []Coverage) []any {
	out := make([]any, len(cs))
	for i, c := range cs {
		out[i] = map[string]any{
			"domain":              c.Domain,
			"status":              c.Status,
			"missing_required":    stringsTree(c.MissingRequired),
			"missing_recommended": stringsTree(c.MissingRecommended),
		}
	}
	return out
}

func stringsTree(ss []string) []any {
	out := make([]any, len(ss))
	for i, s := range ss {
		out[i] = s
	}
	return out
}

// RequestError is a submitted body that is not a request we can read;
// Pointer is the JSON pointer of the offending value.
type RequestError struct {
	Pointer string
	Msg     string
}

func (e *RequestError) Error() string {
	if e.Pointer == "" {
		return e.Msg
	}
	return fmt.Sprintf("at %s: %s", e.Pointer, e.Msg)
}

// DecodeRequest reads a submitted body. It returns the generic tree (the
// record a service stores and signs over, unchanged) and the typed
// request. The tree must be a JSON object; the typed view is strict:
// every one of the 12 keys present with its type (a service that only
// needs the tree can ignore the typed error).
func DecodeRequest(body []byte) (*Request, map[string]any, error) {
	v, err := Decode(body)
	if err != nil {
		return nil, nil, &RequestError{Msg: "invalid JSON: " + err.Error()}
	}
	m, ok := v.(map[string]any)
	if !ok {
		return nil, nil, &RequestError{Msg: "request must be a JSON object"}
	}
	r, err := RequestFromTree(m)
	return r, m, err
}

// RequestFromTree reads the typed request out of a generic tree.
func RequestFromTree(m map[string]any) (*Request, error) {
	r := &Request{}
	var err error
	str := func(key string, dst *string) {
		if err != nil {
			return
		}
		s, ok := m[key].(string)
		if !ok {
			err = &RequestError{Pointer: "/" + key, Msg: "expected a string"}
			return
		}
		*dst = s
	}
	strList := func(ptr string, v any, dst *[]string) {
		if err != nil {
			return
		}
		l, ok := v.([]any)
		if !ok {
			err = &RequestError{Pointer: ptr, Msg: "expected a list of strings"}
			return
		}
		out := make([]string, len(l))
		for i, e := range l {
			s, ok := e.(string)
			if !ok {
				err = &RequestError{Pointer: fmt.Sprintf("%s/%d", ptr, i), Msg: "expected a string"}
				return
			}
			out[i] = s
		}
		*dst = out
	}
	if n, ok := m["schema_version"].(Number); !ok || n.IsFloat() {
		return nil, &RequestError{Pointer: "/schema_version", Msg: "expected an integer"}
	} else if _, e := fmt.Sscan(string(n), &r.SchemaVersion); e != nil {
		return nil, &RequestError{Pointer: "/schema_version", Msg: "expected a small integer"}
	}
	str("kind", &r.Kind)
	str("request_id", &r.RequestID)
	str("program_sha256", &r.ProgramSHA256)
	str("source_name", &r.SourceName)
	str("target", &r.Target)
	str("program", &r.Program)
	strList("/trusted_roots", m["trusted_roots"], &r.TrustedRoots)
	strList("/import_roots", m["import_roots"], &r.ImportRoots)
	strList("/guarantees", m["guarantees"], &r.Guarantees)
	if err != nil {
		return nil, err
	}
	cov, ok := m["coverage"].([]any)
	if !ok {
		return nil, &RequestError{Pointer: "/coverage", Msg: "expected a list"}
	}
	r.Coverage = make([]Coverage, len(cov))
	for i, e := range cov {
		ptr := fmt.Sprintf("/coverage/%d", i)
		c, ok := e.(map[string]any)
		if !ok {
			return nil, &RequestError{Pointer: ptr, Msg: "expected an object"}
		}
		d, ok1 := c["domain"].(string)
		s, ok2 := c["status"].(string)
		if !ok1 || !ok2 {
			return nil, &RequestError{Pointer: ptr, Msg: "expected string domain and status"}
		}
		r.Coverage[i] = Coverage{Domain: d, Status: s}
		strList(ptr+"/missing_required", c["missing_required"], &r.Coverage[i].MissingRequired)
		strList(ptr+"/missing_recommended", c["missing_recommended"], &r.Coverage[i].MissingRecommended)
		if err != nil {
			return nil, err
		}
	}
	proofs, ok := m["proofs"].([]any)
	if !ok {
		return nil, &RequestError{Pointer: "/proofs", Msg: "expected a list"}
	}
	r.Proofs = make([]Proof, len(proofs))
	for i, e := range proofs {
		ptr := fmt.Sprintf("/proofs/%d", i)
		p, ok := e.(map[string]any)
		if !ok {
			return nil, &RequestError{Pointer: ptr, Msg: "expected an object"}
		}
		n, ok1 := p["name"].(string)
		c, ok2 := p["conclusion"].(string)
		d, ok3 := p["description"].(string)
		if !ok1 || !ok2 || !ok3 {
			return nil, &RequestError{Pointer: ptr, Msg: "expected string name, conclusion and description"}
		}
		r.Proofs[i] = Proof{Name: n, Conclusion: c, Description: d}
	}
	if a, ok := m[AdditionsKey]; ok && a != nil {
		add, err := additionsFromTree(a)
		if err != nil {
			return nil, err
		}
		r.Additions = add
	}
	return r, nil
}

func additionsFromTree(v any) (*Additions, error) {
	// The additions are ours and hash nothing, so encoding/json reads
	// them; keys it does not know are ignored (a later runner may add some).
	raw, err := Canonical(v)
	if err != nil {
		return nil, &RequestError{Pointer: "/" + AdditionsKey, Msg: err.Error()}
	}
	var a Additions
	if err := json.Unmarshal(raw, &a); err != nil {
		return nil, &RequestError{Pointer: "/" + AdditionsKey, Msg: err.Error()}
	}
	return &a, nil
}
