package diag

import "fmt"

// This file renders diagnostics for people, in the two forms of
// STYLE.md. Both forms escape control and format characters (see
// Sanitize) in every part that comes from the input, so that no message
// can change how a terminal shows the rest of the output.

// Brief renders d in the brief form: the line
// "file:line:col: severity: message [code]" (as Error, sanitised), then
// one "| note" line per note.
func (d *Diagnostic) Brief() []string {
	c := d.sanitized()
	out := []string{c.Error()}
	for _, n := range c.Notes {
		out = append(out, "| "+n)
	}
	return out
}

// Full renders d in the full form, as TRLC does: the source line, carets
// under the span followed by "file:line: severity: message [code]", then
// the notes under "| ", aligned with the carets. When src does not have
// the line the span starts on (no source, no span, a JSON pointer, a
// column off the line), it falls back to the brief form.
//
//	send_email(addr, "hi")
//	^^^^^^^^^^^^^^^^^^^^^^ plan.py:9: error: guarantee ... can fail [guarantee]
//	| counterexample: main(addr="eve@example.com")
func (d *Diagnostic) Full(src Sources) []string {
	sn, ok := d.Snippet(src)
	if !ok {
		return d.Brief()
	}
	sp := d.Span
	c := d.sanitized()
	code := ""
	if c.Code != "" {
		code = " [" + c.Code + "]"
	}
	out := []string{
		sn.Line,
		fmt.Sprintf("%s%s %s:%d: %s: %s%s", sn.Pad, sn.Carets, c.Span.File, sp.Line, c.Severity, c.Message, code),
	}
	for _, n := range c.Notes {
		out = append(out, sn.Pad+"| "+n)
	}
	return out
}

// Snippet returns the quoted source line and carets the full form shows
// for d, and false when it falls back to the brief form.
func (d *Diagnostic) Snippet(src Sources) (Snippet, bool) {
	sp := d.Span
	if src == nil || d.Pointer != "" || sp.File == "" || sp.Line < 1 {
		return Snippet{}, false
	}
	raw, ok := src.Line(sp.File, sp.Line)
	if !ok {
		return Snippet{}, false
	}
	endCol := sp.EndCol
	if sp.EndLine != 0 && sp.EndLine < sp.Line {
		endCol = sp.Col // inconsistent span: point at its start
	}
	return MakeSnippet(raw, sp.Col, endCol, sp.EndLine > sp.Line)
}

// sanitized is a copy of d whose text is safe to print (see Sanitize).
func (d *Diagnostic) sanitized() *Diagnostic {
	c := *d
	c.Severity = Severity(Sanitize(string(d.Severity)))
	c.Code = Sanitize(d.Code)
	c.Message = Sanitize(d.Message)
	c.Span.File = Sanitize(d.Span.File)
	c.Pointer = Sanitize(d.Pointer)
	c.Notes = make([]string, len(d.Notes))
	for i, n := range d.Notes {
		c.Notes[i] = Sanitize(n)
	}
	return &c
}
