package explain

import (
	"bytes"
	"fmt"
	"strings"

	"clauz3/pkg/ir"
)

// FormatLine is one line per target for scripts that grep the output, in
// the style of the reference implementation's summary line:
//
//	main: proved! precondition, guarantee
//	main: failed guarantee. Example: addr='eve@example.com'.
//
// "proved!" lists the kind of each proved obligation in order (the
// vacuity check is left out); otherwise one obligation that is not
// proved is named (the first refuted, else unsupported, else undecided),
// with a counterexample's inputs and trusted results when it has one.
const FormatLine = "line"

func writeLine(b *bytes.Buffer, r *report) error {
	if !r.hasObligations() {
		fmt.Fprintf(b, "program: answer %s\n", r.answer())
		return nil
	}
	target := sanitize(r.target)
	if r.proved() {
		var kinds []string
		for _, e := range r.entries {
			if e.Kind != ir.KindConsistency {
				kinds = append(kinds, sanitize(e.Kind))
			}
		}
		if len(kinds) == 0 {
			fmt.Fprintf(b, "%s: proved! (nothing to prove)\n", target)
			return nil
		}
		fmt.Fprintf(b, "%s: proved! %s\n", target, strings.Join(kinds, ", "))
		return nil
	}
	// The line names the most telling failure: a refuted obligation (a
	// contradiction in the assumptions explains every undecided one),
	// else an unsupported construct, else an undecided obligation.
	fs := r.failures()
	e := fs[0]
	for _, want := range []string{ir.StatusRefuted, ir.StatusUnsupported} {
		found := false
		for _, f := range fs {
			if f.Status == want {
				e, found = f, true
				break
			}
		}
		if found {
			break
		}
	}
	kind := e.Kind
	if kind == "" {
		kind = "obligation"
	}
	switch e.Status {
	case ir.StatusRefuted:
		if e.Kind == ir.KindConsistency {
			fmt.Fprintf(b, "%s: failed: the assumptions contradict each other.\n", target)
			return nil
		}
		line := fmt.Sprintf("%s: failed %s.", target, kind)
		if ex := r.lineExample(e); ex != "" {
			line += " Example: " + ex + "."
		}
		fmt.Fprintln(b, sanitize(line))
	case ir.StatusUnsupported:
		fmt.Fprintf(b, "%s: unsupported: %s (line %d).\n", target, sanitize(strings.TrimSuffix(e.Message, ".")), e.Span.Line)
	default:
		fmt.Fprintf(b, "%s: unknown %s (not proved).\n", target, sanitize(kind))
	}
	return nil
}

// lineExample is "k=v, f('a') returns 3" for a counterexample: the
// target's inputs, then what trusted calls return.
func (r *report) lineExample(e entry) string {
	if e.CE == nil {
		return ""
	}
	var parts []string
	for _, v := range e.CE.Inputs {
		parts = append(parts, v.Name+"="+shorten(v.Repr))
	}
	x := r.describer()
	fields := map[string][]ir.Value{}
	for _, f := range e.CE.Facts {
		if f.Fires {
			fields[f.ID] = f.Fields
		}
	}
	for _, v := range e.CE.Variables {
		s, ok := x.symbolOf(v.Name)
		if !ok || (s.what != "result" && s.what != "len") {
			continue
		}
		c := s.rel + "(...)"
		if s.fact != nil {
			fs, fired := fields[s.fact.ID]
			if !fired {
				continue
			}
			c = call(s.rel, shownFields(fs))
		}
		what := " returns " + shorten(v.Repr)
		if s.what == "len" {
			what += " rows"
			if x.listOfValues(s.rel) {
				what = " returns " + shorten(v.Repr) + " elements"
			}
		}
		parts = append(parts, c+what)
	}
	return strings.Join(parts, ", ")
}
