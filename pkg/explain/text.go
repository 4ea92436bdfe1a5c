package explain

import (
	"bytes"
	"fmt"
	"strings"

	"clauz3/pkg/diag"
	"clauz3/pkg/ir"
)

// block renders one obligation that is not proved as a diagnostic in the
// full form (see diag.Diagnostic.Full): the source line, carets under the
// span, "file:line: error: message [code]" and the notes under "| ".
// Without a usable source line it falls back to the brief form
// "file:line:col: error: message [code]" with the notes below.
func (r *report) block(e entry) []string {
	msg := verdictOf(e)
	if sanitize(msg) == "" {
		msg = "obligation " + e.ID + " is not proved"
	}
	notes := r.notes(e)
	if g := r.sentences[e.Guarantee]; g != "" && e.Kind == ir.KindGuarantee && r.documented[e.Guarantee] {
		// What was promised, in the contract's words, before how it
		// fails (a sentence built from the relation adds nothing to the
		// guarantee as written).
		notes = append([]string{"the guarantee reads: " + g}, notes...)
	}
	d := &diag.Diagnostic{Severity: diag.Error, Code: e.Code, Message: msg,
		Span: e.Span, Notes: notes}
	return d.Full(r.src)
}

// noteBlock renders a note (a branch that never runs) in the caret form.
func (r *report) noteBlock(n ir.Note) []string {
	d := &diag.Diagnostic{Severity: diag.Note, Code: "unreachable-branch", Message: n.Message, Span: n.Span}
	return d.Full(r.src)
}

// pyBool writes an answer the way proof-of-thought prints it.
func pyBool(b *bool) string {
	switch {
	case b == nil:
		return "None"
	case *b:
		return "True"
	}
	return "False"
}

func (r *report) verificationName(i int) string {
	if n := r.res.Verifications[i].Name; n != "" {
		return sanitize(n)
	}
	return fmt.Sprintf("verification #%d", i+1)
}

func (r *report) answer() string {
	return fmt.Sprintf("%s (sat=%d, unsat=%d)", pyBool(r.res.Answer), r.res.SatCount, r.res.UnsatCount)
}

// guaranteedLabel is the heading of the guaranteed list; while part of
// the program is unsupported the proofs do not cover all of it.
//
// A program that is not proved guarantees nothing (it is rejected), so
// its proved guarantees are not listed under "Guaranteed" either.
func (r *report) guaranteedLabel() string {
	switch {
	case len(r.guaranteed) == 0:
		return "Guaranteed"
	case !r.complete:
		return "Proved, but not guaranteed while part of the program is unsupported"
	case !r.proved():
		return "Proved, but not guaranteed while another check fails"
	}
	return "Guaranteed"
}

// guaranteeText is a guarantee's sentence followed by the guarantee as
// written, or only the latter when no sentence is known.
func (r *report) guaranteeText(g string) string {
	if s := r.sentences[g]; s != "" {
		return s + " (" + g + ")"
	}
	return g
}

// effectLines renders the effects the program may perform, indented
// under a heading.
func (r *report) effectLines() []string {
	var out []string
	for _, e := range r.effects() {
		head := e.fact.Relation
		if e.fact.PerformedBy != "" {
			head = "which performs the event " + head
		}
		if e.where != "" {
			head += " (" + e.where + ")"
		}
		head += ", " + e.times
		out = append(out, sanitize(head))
		for _, a := range e.args {
			out = append(out, "  "+sanitize(shorten(a)))
		}
	}
	return out
}

func writeText(b *bytes.Buffer, r *report) error {
	sep := func() {
		if b.Len() > 0 {
			b.WriteByte('\n')
		}
	}
	if r.hasObligations() {
		fmt.Fprintf(b, "%s: %s\n%s\n", sanitize(r.target), r.summary(), r.verdict())
		sep()
		if ws := r.warnings(); len(ws) > 0 {
			for _, w := range ws {
				fmt.Fprintf(b, "WARNING: %s\n", sanitize(w))
			}
			sep()
		}
		list := func(label string, items []string) {
			if len(items) == 0 {
				fmt.Fprintf(b, "%s: none\n", label)
				return
			}
			fmt.Fprintf(b, "%s:\n", label)
			for _, it := range items {
				fmt.Fprintf(b, "  %s\n", sanitize(it))
			}
		}
		var gs []string
		for _, g := range r.guaranteed {
			gs = append(gs, r.guaranteeText(g))
		}
		list(r.guaranteedLabel(), gs)
		list("Assumed", r.assumed)
		if es := r.effectLines(); len(es) > 0 {
			fmt.Fprintf(b, "Trusted calls it may make:\n")
			for _, l := range es {
				fmt.Fprintf(b, "  %s\n", l)
			}
		}
		for _, g := range r.groupedFailures() {
			sep()
			for _, l := range r.groupBlock(g) {
				b.WriteString(l)
				b.WriteByte('\n')
			}
		}
		for _, n := range r.res.Notes {
			sep()
			for _, l := range r.noteBlock(n) {
				b.WriteString(l)
				b.WriteByte('\n')
			}
		}
		if total, lines := r.timings(); total != "" {
			sep()
			fmt.Fprintf(b, "Timings: %s\n", total)
			for _, l := range lines {
				fmt.Fprintf(b, "  %s\n", l)
			}
		}
	}
	if r.proofOfThought {
		sep()
		for i, v := range r.res.Verifications {
			fmt.Fprintf(b, "%s: %s\n", r.verificationName(i), sanitize(v.Result))
		}
		fmt.Fprintf(b, "answer: %s\n", r.answer())
		if o := r.res.Optimization; o != nil {
			fmt.Fprintf(b, "optimization: %s\n", sanitize(o.Result))
			for _, l := range splitLines(strings.TrimRight(o.Model, "\n")) {
				fmt.Fprintf(b, "  %s\n", l)
			}
		}
	}
	return nil
}

func writeMarkdown(b *bytes.Buffer, r *report) error {
	para := func(format string, args ...any) {
		if b.Len() > 0 {
			b.WriteByte('\n')
		}
		fmt.Fprintf(b, format, args...)
	}
	if r.hasObligations() {
		para("### %s: %s\n", mdEscape(sanitize(r.target)), r.verdict())
		para("%s\n", mdEscape(r.summary()))
		if ws := r.warnings(); len(ws) > 0 {
			para("")
			for i, w := range ws {
				if i > 0 {
					b.WriteString(">\n") // one paragraph each, not one run-on line
				}
				fmt.Fprintf(b, "> **WARNING:** %s\n", mdEscape(sanitize(w)))
			}
		}
		list := func(label string, items []string, code bool) {
			if len(items) == 0 {
				para("**%s:** none\n", label)
				return
			}
			para("**%s:**\n\n", label)
			for _, it := range items {
				if code {
					if s := r.sentences[it]; s != "" {
						fmt.Fprintf(b, "- %s %s\n", mdEscape(sanitize(s)), mdCode(sanitize(it)))
						continue
					}
					fmt.Fprintf(b, "- %s\n", mdCode(sanitize(it)))
				} else {
					fmt.Fprintf(b, "- %s\n", mdEscape(sanitize(it)))
				}
			}
		}
		list(r.guaranteedLabel(), r.guaranteed, true)
		list("Assumed", r.assumed, false)
		if es := r.effects(); len(es) > 0 {
			para("**Trusted calls it may make:**\n\n")
			for _, e := range es {
				rest := ""
				if e.where != "" {
					rest += " (" + e.where + ")"
				}
				rest += ", " + e.times
				lead := ""
				if e.fact.PerformedBy != "" {
					lead = "which performs the event "
				}
				fmt.Fprintf(b, "- %s%s%s\n", lead, mdCode(sanitize(e.fact.Relation)), mdEscape(sanitize(rest)))
				for _, a := range e.args {
					fmt.Fprintf(b, "  - %s\n", mdEscape(sanitize(shorten(a))))
				}
			}
		}
		if gs := r.groupedFailures(); len(gs) > 0 {
			para("**Not proved:**\n")
			for _, g := range gs {
				para("%s", mdFence(r.groupBlock(g)))
			}
		}
		if len(r.res.Notes) > 0 {
			para("**Notes:**\n")
			for _, n := range r.res.Notes {
				para("%s", mdFence(r.noteBlock(n)))
			}
		}
		if total, lines := r.timings(); total != "" {
			para("**Timings:** %s\n", total)
			para("%s", mdFence(lines))
		}
	}
	if r.proofOfThought {
		para("### proof-of-thought\n")
		if len(r.res.Verifications) > 0 {
			para("")
			for i, v := range r.res.Verifications {
				fmt.Fprintf(b, "- %s: %s\n", mdCode(r.verificationName(i)), mdEscape(sanitize(v.Result)))
			}
		}
		para("**Answer:** %s\n", mdEscape(r.answer()))
		if o := r.res.Optimization; o != nil {
			para("**Optimization:** %s\n", mdEscape(sanitize(o.Result)))
			if m := strings.TrimRight(o.Model, "\n"); m != "" {
				var ls []string
				for _, l := range splitLines(m) {
					ls = append(ls, sanitize(l))
				}
				para("%s", mdFence(ls))
			}
		}
	}
	return nil
}

// mdEscape backslash-escapes the characters Markdown would interpret
// inline, and a leading block marker (heading, list item, setext line).
// Parentheses and "!" need no escape once "[" and "]" are escaped.
func mdEscape(s string) string {
	var b strings.Builder
	digits := 0
	for len(s) > digits && s[digits] >= '0' && s[digits] <= '9' {
		digits++
	}
	for i, c := range s {
		switch {
		case strings.ContainsRune("\\`*_[]<>|~&", c),
			i == 0 && strings.ContainsRune("#-+=", c),
			i == digits && digits > 0 && (c == '.' || c == ')'):
			b.WriteByte('\\')
		}
		b.WriteRune(c)
	}
	return b.String()
}

// longestRun is the longest run of c in s.
func longestRun(s string, c byte) int {
	best, n := 0, 0
	for i := 0; i < len(s); i++ {
		if s[i] == c {
			n++
			best = max(best, n)
		} else {
			n = 0
		}
	}
	return best
}

// mdCode writes s as an inline code span, whatever backticks it holds.
func mdCode(s string) string {
	ticks := strings.Repeat("`", longestRun(s, '`')+1)
	if strings.HasPrefix(s, "`") || strings.HasSuffix(s, "`") || strings.HasPrefix(s, " ") {
		s = " " + s + " "
	}
	return ticks + s + ticks
}

// mdFence writes lines as a fenced code block longer than any backtick
// run inside it.
func mdFence(lines []string) string {
	n := 3
	for _, l := range lines {
		n = max(n, longestRun(l, '`')+1)
	}
	fence := strings.Repeat("`", n)
	return fence + "text\n" + strings.Join(lines, "\n") + "\n" + fence + "\n"
}

// verdictOf phrases an obligation's claim by its status. Lower states each
// claim with the verb "holds" ("guarantee mail.none() holds"); a refuted
// claim "can fail", an undecided one "is not proved". The vacuity check
// (kind consistency) reads as what it found. Messages of unsupported
// obligations say what is not supported and are kept as they are.
func verdictOf(e entry) string {
	m := e.Message
	if e.Kind == ir.KindConsistency && e.Status == ir.StatusRefuted {
		return "the assumptions contradict each other, so every proof from them would be vacuous"
	}
	var verb string
	switch e.Status {
	case ir.StatusRefuted:
		verb = " can fail"
	case ir.StatusUnknown:
		verb = " is not proved"
	case ir.StatusUnsupported:
		// a guarantee clauz3 cannot state ("count over a fact inside two
		// loops"): not "holds"
		verb = " cannot be checked"
	default:
		return m
	}
	if i := strings.Index(m, " holds"); i >= 0 {
		return m[:i] + verb + m[i+len(" holds"):]
	}
	return m
}
