// Package diag is the one way clauz3 reports anything to a person: syntax
// errors, bad documents, unsupported Python, failed obligations and internal
// errors. A Diagnostic is an error value, a JSON object in the documents,
// and what explain prints.
//
// A diagnostic is rendered in one of two forms (render.go). The brief form
// is one line, "file:line:col: severity: message [code]", with the notes
// under it as "| note". The full form, as TRLC prints it, quotes the
// source line, puts carets under the span followed by
// "file:line: severity: message [code]", and aligns the notes with the
// carets; it needs the text of the source (Sources: explain passes the
// sources a document carries, the binaries read the files) and falls back
// to the brief form without it. Both forms escape control and format
// characters, so that no input can change how a terminal shows the rest.
package diag

import (
	"errors"
	"fmt"
	"sort"
	"strings"
)

// Span is a source range on the wire: 1-based lines and 1-based byte
// columns; EndCol is exclusive (one past the last byte), as CPython's
// end_col_offset+1.
type Span struct {
	File    string `json:"file"`
	Line    int    `json:"line"`
	Col     int    `json:"col"`
	EndLine int    `json:"end_line"`
	EndCol  int    `json:"end_col"`
}

// IsZero reports whether s names no place.
func (s Span) IsZero() bool { return s.File == "" && s.Line == 0 }

// String renders the start of s as file:line:col.
func (s Span) String() string {
	if s.Line == 0 {
		return s.File
	}
	return fmt.Sprintf("%s:%d:%d", s.File, s.Line, s.Col)
}

// Severity orders diagnostics.
type Severity string

// The severities.
const (
	Error   Severity = "error"
	Warning Severity = "warning"
	Note    Severity = "note"
)

// A Diagnostic is one located message. Code is stable kebab-case
// (for example "unsupported-while"); Pointer is a JSON pointer when the
// place is inside a JSON document rather than a source file.
type Diagnostic struct {
	Severity Severity `json:"severity"`
	Code     string   `json:"code"`
	Message  string   `json:"message"`
	Span     Span     `json:"span"`
	Pointer  string   `json:"pointer,omitempty"`
	Notes    []string `json:"notes,omitempty"`
}

// Error implements error in the brief form
// "file:line:col: severity: message [code]".
func (d *Diagnostic) Error() string {
	var b strings.Builder
	switch {
	case d.Pointer != "" && d.Span.File != "":
		fmt.Fprintf(&b, "%s: at %s: ", d.Span.File, d.Pointer)
	case d.Pointer != "":
		fmt.Fprintf(&b, "at %s: ", d.Pointer)
	case !d.Span.IsZero():
		b.WriteString(d.Span.String())
		b.WriteString(": ")
	}
	fmt.Fprintf(&b, "%s: %s", d.Severity, d.Message)
	if d.Code != "" {
		fmt.Fprintf(&b, " [%s]", d.Code)
	}
	return b.String()
}

// Errorf builds an error diagnostic at span.
func Errorf(span Span, code, format string, args ...any) *Diagnostic {
	return &Diagnostic{Severity: Error, Code: code, Message: fmt.Sprintf(format, args...), Span: span}
}

// List is a sorted collection of diagnostics usable as one error.
type List []*Diagnostic

// Add appends d.
func (l *List) Add(d *Diagnostic) { *l = append(*l, d) }

// Sort orders the list by file, line, column, then message.
func (l List) Sort() {
	sort.SliceStable(l, func(i, j int) bool {
		a, b := l[i].Span, l[j].Span
		if a.File != b.File {
			return a.File < b.File
		}
		if a.Line != b.Line {
			return a.Line < b.Line
		}
		if a.Col != b.Col {
			return a.Col < b.Col
		}
		return l[i].Message < l[j].Message
	})
}

// Err returns nil for an empty list and the list otherwise.
func (l List) Err() error {
	if len(l) == 0 {
		return nil
	}
	return l
}

// Error implements error: one brief line per diagnostic.
func (l List) Error() string {
	var lines []string
	for _, d := range l {
		lines = append(lines, d.Error())
	}
	return strings.Join(lines, "\n")
}

// Exit codes shared by every binary (ARCHITECTURE.md §2).
const (
	ExitOK          = 0 // success; every obligation proved
	ExitNotProved   = 1 // refuted, unknown or unsupported
	ExitBadInput    = 2 // usage or bad input
	ExitInternalErr = 3 // a bug in clauz3
)

// BadInput marks an error as the user's input being wrong (exit 2).
type BadInput struct{ Err error }

func (e *BadInput) Error() string { return e.Err.Error() }
func (e *BadInput) Unwrap() error { return e.Err }

// ICEError is an internal compiler error: an impossible state was
// reached. Span is the place of the input being processed when it is
// known (the Python construct lower was at, for example), so that the
// report says where, even though the fault is clauz3's.
type ICEError struct {
	Msg  string
	Span Span
}

// iceText introduces every internal error.
const iceText = "internal error (a bug in clauz3, please report it): "

func (e *ICEError) Error() string {
	if e.Span.IsZero() {
		return iceText + e.Msg
	}
	return e.Span.String() + ": " + iceText + e.Msg
}

// Diagnostic is e as a diagnostic at its span, for rendering.
func (e *ICEError) Diagnostic() *Diagnostic {
	return &Diagnostic{Severity: Error, Code: "internal-error", Message: iceText + e.Msg, Span: e.Span}
}

// ICE returns the value to panic with when an impossible state is reached.
// Each main recovers it once and exits 3.
func ICE(format string, args ...any) *ICEError {
	return &ICEError{Msg: fmt.Sprintf(format, args...)}
}

// ICEAt is ICE at span: the place of the input being processed.
func ICEAt(span Span, format string, args ...any) *ICEError {
	return &ICEError{Msg: fmt.Sprintf(format, args...), Span: span}
}

// ExitCode maps an error to the process exit code: nil is 0, a bad input
// (a *BadInput, *Diagnostic or List) is 2, an ICE or anything else is 3.
func ExitCode(err error) int {
	if err == nil {
		return ExitOK
	}
	var bi *BadInput
	var d *Diagnostic
	var l List
	var ice *ICEError
	switch {
	case errors.As(err, &ice):
		return ExitInternalErr
	case errors.As(err, &bi), errors.As(err, &d), errors.As(err, &l):
		return ExitBadInput
	}
	return ExitInternalErr
}
