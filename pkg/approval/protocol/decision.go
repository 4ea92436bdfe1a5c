package protocol

import (
	"bytes"
	"fmt"
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Decision is a decision on an approval request, spelled exactly as on
// the wire (case-sensitive). The set is closed: anything else is a
// protocol error, never quietly read as a denial or an approval.
type Decision string

// The decisions of protocol 0.2.
const (
	ApprovedOnce     Decision = "approved_once"
	ApprovedRemember Decision = "approved_remember"
	AutoApproved     Decision = "auto_approved" // only from a policy or a remembered rule
	Rejected         Decision = "rejected"
	RejectedContract Decision = "rejected_contract"
	RequestMore      Decision = "request_more"
	AutoRejected     Decision = "auto_rejected" // only from a policy or a remembered rule
	// LegacyDenied is the deny of a 0.1.4 service. It is accepted only in
	// a reply to a runner (ParseReplyDecision), where it denies.
	LegacyDenied Decision = "denied"
)

// AllDecisions are the seven decisions of protocol 0.2, in wire order.
var AllDecisions = []Decision{ApprovedOnce, ApprovedRemember, AutoApproved, Rejected, RejectedContract, RequestMore, AutoRejected}

// UserDecisions are the decisions a person may post to the decision
// endpoint (every decision but the auto_* ones).
var UserDecisions = []Decision{ApprovedOnce, ApprovedRemember, Rejected, RejectedContract, RequestMore}

// AutoDecisions are the decisions only a policy or a remembered rule gives.
var AutoDecisions = []Decision{AutoApproved, AutoRejected}

// Approves reports whether d authorizes execution: approved_once,
// approved_remember or auto_approved. Every other value, known or not,
// denies.
func (d Decision) Approves() bool {
	return d == ApprovedOnce || d == ApprovedRemember || d == AutoApproved
}

// Known reports whether d is one of the seven decisions of protocol 0.2.
func (d Decision) Known() bool { return contains(AllDecisions, d) }

// IsAuto reports whether d is auto_approved or auto_rejected.
func (d Decision) IsAuto() bool { return d == AutoApproved || d == AutoRejected }

func contains(set []Decision, d Decision) bool {
	for _, x := range set {
		if x == d {
			return true
		}
	}
	return false
}

// UnknownDecisionError is a value outside the allowed decisions. Its
// message is the reference's: decision 'approved' is not one of
// ['approved_once', ...] (the value in Python's repr, the allowed set
// sorted).
type UnknownDecisionError struct {
	Value   any
	Allowed []Decision
}

func (e *UnknownDecisionError) Error() string {
	names := make([]string, len(e.Allowed))
	for i, d := range e.Allowed {
		names[i] = string(d)
	}
	sort.Strings(names)
	quoted := make([]string, len(names))
	for i, n := range names {
		quoted[i] = PyRepr(n)
	}
	return fmt.Sprintf("decision %s is not one of [%s]", PyRepr(e.Value), strings.Join(quoted, ", "))
}

// ParseDecision returns the decision v spells exactly, if it is one of
// allowed (AllDecisions when allowed is nil); v is a generic JSON value
// (a non-string is never a decision).
func ParseDecision(v any, allowed []Decision) (Decision, error) {
	if allowed == nil {
		allowed = AllDecisions
	}
	if s, ok := v.(string); ok && contains(allowed, Decision(s)) {
		return Decision(s), nil
	}
	return "", &UnknownDecisionError{Value: v, Allowed: allowed}
}

// ParseReplyDecision reads the decision of a service's reply as our
// runner does: one of the seven, or 0.1.4's "denied" (a deny).
func ParseReplyDecision(v any) (Decision, error) {
	if s, ok := v.(string); ok && Decision(s) == LegacyDenied {
		return LegacyDenied, nil
	}
	return ParseDecision(v, AllDecisions)
}

// Reply is the approval object: the reply to POST /requests and to the
// decision endpoint, also stored in a record's "approval".
type Reply struct {
	Decision  Decision
	RequestID string
	// Feedback is written only when non-empty.
	Feedback string
	// Receipt is written only when Decision approves.
	Receipt string
}

// MarshalJSON writes r's keys in the reference's order: decision,
// request_id, then feedback when non-empty, then receipt when the
// decision approves. (Encode it with SetEscapeHTML(false), or use
// ReplyJSON, to keep "<>&" literal as the reference does.)
func (r Reply) MarshalJSON() ([]byte, error) { return r.JSON(), nil }

// JSON is r as the reference's service writes it: compact, keys in the
// order above, non-ASCII characters and "<>&" written literally.
func (r Reply) JSON() []byte {
	var b bytes.Buffer
	b.WriteString(`{"decision":`)
	writeRaw(&b, string(r.Decision))
	b.WriteString(`,"request_id":`)
	writeRaw(&b, r.RequestID)
	if r.Feedback != "" {
		b.WriteString(`,"feedback":`)
		writeRaw(&b, r.Feedback)
	}
	if r.Decision.Approves() {
		b.WriteString(`,"receipt":`)
		writeRaw(&b, r.Receipt)
	}
	b.WriteByte('}')
	return b.Bytes()
}

// writeRaw writes s as a JSON string the way the reference's service
// (FastAPI: json.dumps with ensure_ascii=False) writes it: the short
// escapes \" \\ \n \r \t \b \f, other control characters as \u00XX, and
// every other character literally ("<>&", U+2028 and non-ASCII too). A
// lone surrogate, which Python could not encode, is written as its
// \uXXXX escape.
func writeRaw(b *bytes.Buffer, s string) {
	b.WriteByte('"')
	for i := 0; i < len(s); {
		c := s[i]
		if c < 0x80 {
			switch c {
			case '"':
				b.WriteString(`\"`)
			case '\\':
				b.WriteString(`\\`)
			case '\n':
				b.WriteString(`\n`)
			case '\r':
				b.WriteString(`\r`)
			case '\t':
				b.WriteString(`\t`)
			case '\b':
				b.WriteString(`\b`)
			case '\f':
				b.WriteString(`\f`)
			default:
				if c < 0x20 {
					fmt.Fprintf(b, `\u%04x`, c)
				} else {
					b.WriteByte(c)
				}
			}
			i++
			continue
		}
		r, size := decodeWTF8(s[i:])
		switch {
		case r >= 0xd800 && r <= 0xdfff:
			fmt.Fprintf(b, `\u%04x`, r)
		case r == utf8.RuneError && size == 1:
			b.WriteString(`\ufffd`)
		default:
			b.WriteString(s[i : i+size])
		}
		i += size
	}
	b.WriteByte('"')
}

// ParseReply reads a service's reply body as the reference's runner
// does, with the reference's messages: a JSON object whose "decision" is
// one of the seven (or 0.1.4's "denied"), and whose request_id, receipt
// and feedback are strings or absent.
func ParseReply(body []byte) (*Reply, error) {
	v, err := Decode(body)
	if err != nil {
		return nil, &ServiceError{Msg: "invalid approval response JSON: " + err.Error()}
	}
	m, ok := v.(map[string]any)
	if !ok {
		return nil, &ServiceError{Msg: "approval response must be a JSON object"}
	}
	d, err := ParseReplyDecision(m["decision"])
	if err != nil {
		return nil, &ServiceError{Msg: "invalid approval response: " + err.Error()}
	}
	r := &Reply{Decision: d}
	for key, dst := range map[string]*string{"request_id": &r.RequestID, "receipt": &r.Receipt, "feedback": &r.Feedback} {
		switch x := m[key].(type) {
		case nil:
		case string:
			*dst = x
		default:
			return nil, &ServiceError{Msg: "approval response contains a non-string field"}
		}
	}
	return r, nil
}

// DecisionBody is the body of POST /requests/{id}/decision. Fields the
// client left out are nil.
type DecisionBody struct {
	Decision Decision `json:"decision"`
	Feedback *string  `json:"feedback,omitempty"`
	Receipt  *string  `json:"receipt,omitempty"`
	Remember *bool    `json:"remember,omitempty"`
}

// ParseDecisionBody reads the body of POST /requests/{id}/decision as
// the reference's service does: a JSON object whose "decision" is one of
// UserDecisions (an *UnknownDecisionError, its 400 text, otherwise), with
// an optional string "feedback", string "receipt" and boolean "remember".
// Other keys are ignored. A body of another shape is a *RequestError
// (the reference answers 422).
func ParseDecisionBody(data []byte) (*DecisionBody, error) {
	v, err := Decode(data)
	if err != nil {
		return nil, &RequestError{Msg: "invalid JSON: " + err.Error()}
	}
	m, ok := v.(map[string]any)
	if !ok {
		return nil, &RequestError{Msg: "the decision body must be a JSON object"}
	}
	b := &DecisionBody{}
	for _, f := range []struct {
		key string
		dst **string
	}{{"feedback", &b.Feedback}, {"receipt", &b.Receipt}} {
		switch x := m[f.key].(type) {
		case nil:
		case string:
			*f.dst = &x
		default:
			return nil, &RequestError{Pointer: "/" + f.key, Msg: "expected a string"}
		}
	}
	switch x := m["remember"].(type) {
	case nil:
	case bool:
		b.Remember = &x
	default:
		return nil, &RequestError{Pointer: "/remember", Msg: "expected a boolean"}
	}
	if b.Decision, err = ParseDecision(m["decision"], UserDecisions); err != nil {
		return nil, err
	}
	return b, nil
}

// PyRepr renders a generic JSON value as Python's repr() would, for
// messages that quote a value the way the reference does: strings in
// single quotes (double quotes when they contain a ' and no "), None,
// True, False, lists and dicts.
func PyRepr(v any) string {
	switch x := v.(type) {
	case nil:
		return "None"
	case bool:
		if x {
			return "True"
		}
		return "False"
	case string:
		return pyStrRepr(x)
	case Decision:
		return pyStrRepr(string(x))
	case Number:
		if x.IsFloat() {
			f := PythonFloat(x.Float64())
			switch f {
			case "NaN":
				return "nan"
			case "Infinity":
				return "inf"
			case "-Infinity":
				return "-inf"
			}
			return f
		}
		var b bytes.Buffer
		if writeNumber(&b, x) != nil {
			return string(x)
		}
		return b.String()
	case []any:
		parts := make([]string, len(x))
		for i, e := range x {
			parts[i] = PyRepr(e)
		}
		return "[" + strings.Join(parts, ", ") + "]"
	case map[string]any:
		keys := make([]string, 0, len(x))
		for k := range x {
			keys = append(keys, k)
		}
		sort.Strings(keys) // Python keeps insertion order; the tree has none
		parts := make([]string, len(keys))
		for i, k := range keys {
			parts[i] = pyStrRepr(k) + ": " + PyRepr(x[k])
		}
		return "{" + strings.Join(parts, ", ") + "}"
	}
	return fmt.Sprint(v)
}

func pyStrRepr(s string) string {
	quote := byte('\'')
	if strings.IndexByte(s, '\'') >= 0 && strings.IndexByte(s, '"') < 0 {
		quote = '"'
	}
	var b strings.Builder
	b.WriteByte(quote)
	for i := 0; i < len(s); {
		r, size := decodeWTF8(s[i:])
		if r == utf8.RuneError && size == 1 {
			fmt.Fprintf(&b, `\x%02x`, s[i])
			i++
			continue
		}
		i += size
		switch {
		case r == rune(quote) || r == '\\':
			b.WriteByte('\\')
			b.WriteRune(r)
		case r == '\n':
			b.WriteString(`\n`)
		case r == '\r':
			b.WriteString(`\r`)
		case r == '\t':
			b.WriteString(`\t`)
		case r >= 0xd800 && r <= 0xdfff:
			fmt.Fprintf(&b, `\u%04x`, r)
		case r < 0x7f && r >= 0x20:
			b.WriteRune(r)
		case unicode.IsPrint(r):
			b.WriteRune(r)
		case r <= 0xff:
			fmt.Fprintf(&b, `\x%02x`, r)
		case r <= 0xffff:
			fmt.Fprintf(&b, `\u%04x`, r)
		default:
			fmt.Fprintf(&b, `\U%08x`, r)
		}
	}
	b.WriteByte(quote)
	return b.String()
}
