// Package explain renders a solved document (clauz3.result/v1) for the
// person who approves an agent's program: what is guaranteed, what is
// assumed, and, for every obligation that is not proved, the place in the
// source, the message, and a counterexample written as a Python call of the
// target plus the trusted calls it makes.
//
// The same content is available as plain text (the default), Markdown (a
// PR comment or approval dialog), a compact JSON summary and SARIF 2.1.0.
// Rendering is deterministic and never panics on odd input: a missing
// source, a span out of range or an empty result degrade to the brief form
// "file:line:col: error: message [code]".
//
// Verdicts are fail-closed: an obligation counts as proved only when solve
// says "proved" and the obligation is not of kind "unsupported"; a DSL
// obligation without a result, or a status explain does not know, is not
// proved.
package explain

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"slices"
	"sort"
	"strconv"
	"strings"

	"clauz3/pkg/diag"
	"clauz3/pkg/ir"
	"clauz3/pkg/python/ast"
)

// The formats Render accepts. The empty string means FormatText.
const (
	FormatText     = "text"
	FormatMarkdown = "markdown"
	FormatJSON     = "json"
	FormatSARIF    = "sarif"
)

// ErrUnknownFormat is wrapped by the error Render returns for a format it
// does not know; the error is a *diag.BadInput, so diag.ExitCode gives 2.
var ErrUnknownFormat = errors.New("unknown format")

// Formats lists the formats Render accepts, for flag help.
func Formats() []string {
	return []string{FormatText, FormatMarkdown, FormatJSON, FormatSARIF, FormatLine}
}

// Render writes res to w in the given format ("" is text). It fails only
// for an unknown format, a nil result (both bad input) or a write error.
func Render(w io.Writer, res *ir.Result, format string) error {
	return renderTo(w, res, Options{Format: format})
}

func renderTo(w io.Writer, res *ir.Result, o Options) error {
	format := o.Format
	if format == "" {
		format = FormatText
	}
	var write func(*bytes.Buffer, *report) error
	switch format {
	case FormatText:
		write = writeText
	case FormatMarkdown:
		write = writeMarkdown
	case FormatJSON:
		write = writeJSON
	case FormatSARIF:
		write = writeSARIF
	case FormatLine:
		write = writeLine
	default:
		return &diag.BadInput{Err: fmt.Errorf("%w %q (want one of %s)",
			ErrUnknownFormat, format, strings.Join(Formats(), ", "))}
	}
	if res == nil {
		return &diag.BadInput{Err: errors.New("explain: no result to render")}
	}
	var buf bytes.Buffer
	r := build(res)
	r.baseURI = o.BaseURI
	if err := write(&buf, r); err != nil {
		return fmt.Errorf("explain: rendering %s: %w", format, err)
	}
	if _, err := w.Write(buf.Bytes()); err != nil {
		return fmt.Errorf("explain: writing %s output: %w", format, err)
	}
	return nil
}

// ExitCode is the process exit code for res: 0 iff every obligation is
// proved (a result without obligations, such as a proof-of-thought
// program, is 0), else 1. A nil result is 1: nothing was proved.
func ExitCode(res *ir.Result) int {
	if res == nil {
		return diag.ExitNotProved
	}
	d := res.DSL
	if d == nil {
		d = &ir.DSL{}
	}
	// (the entries' statuses, as build counts them, without the rest of
	// the report)
	for _, e := range join(d.Obligations, res.Obligations) {
		if e.Status != ir.StatusProved {
			return diag.ExitNotProved
		}
	}
	return diag.ExitOK
}

// entry is one obligation joined with its result, with the effective
// (fail-closed) status.
type entry struct {
	ID        string
	Kind      string
	Code      string
	Message   string
	Guarantee string
	Span      ir.Span
	Fact      string // a trusted call's precondition: the call's fact
	Unmade    *ir.UnmadeCall
	Status    string // one of the ir.Status* constants
	Reason    string // the solver's reason
	Note      string // why explain overrode the status solve gave
	CE        *ir.Counterexample
	TimeMS    *float64 // the check's wall time, recorded by solve --timings
	Replayed  string   // prove --replay: ir.ReplayConfirmed, ...
}

// report is the format-independent content every renderer prints.
type report struct {
	res     *ir.Result
	target  string // "" for a plain proof-of-thought program
	entries []entry

	// guaranteed lists, as written, the guarantees whose every
	// obligation is proved. When the program is not complete (it has an
	// unsupported obligation) they are proved only for the part clauz3
	// models, and the renderers say so.
	guaranteed []string
	sentences  map[string]string // guarantee as written -> its sentence
	documented map[string]bool   // the sentence comes from the contract's docstring
	assumed    []string
	complete   bool // no unsupported obligation

	proofOfThought bool // render verifications and the answer

	desc *describer // see describer

	// baseURI is the file:// URI of the directory relative paths are
	// relative to, for SARIF's originalUriBaseIds ("" to leave it out).
	baseURI string

	src    *diag.Texts // the program's sources, for the full form
	facts  map[string]*ir.Fact
	counts counts
}

type counts struct {
	total, proved, refuted, unknown, unsupported int
}

func (r *report) proved() bool { return r.counts.proved == r.counts.total }

// hasObligations reports whether the obligation view (header, verdict,
// guaranteed, assumed, failures) is rendered.
func (r *report) hasObligations() bool {
	return r.target != "" || len(r.entries) > 0
}

func build(res *ir.Result) *report {
	r := &report{res: res, src: diag.NewTexts(), facts: map[string]*ir.Fact{}}
	d := res.DSL
	if d == nil {
		d = &ir.DSL{}
	}
	r.target = d.Target
	for _, s := range d.Sources {
		r.src.Add(s.Path, s.Text)
	}
	for i := range d.Facts {
		if _, dup := r.facts[d.Facts[i].ID]; !dup {
			r.facts[d.Facts[i].ID] = &d.Facts[i]
		}
	}
	r.entries = join(d.Obligations, res.Obligations)
	if r.target == "" && len(r.entries) > 0 {
		r.target = "program"
	}
	r.complete = true
	for _, e := range r.entries {
		r.counts.total++
		switch e.Status {
		case ir.StatusProved:
			r.counts.proved++
		case ir.StatusRefuted:
			r.counts.refuted++
		case ir.StatusUnsupported:
			r.counts.unsupported++
			r.complete = false
		default:
			r.counts.unknown++
		}
	}
	r.guaranteed = guarantees(r.entries)
	r.sentences = map[string]string{}
	r.documented = map[string]bool{}
	sn := newSentencer(d)
	for _, o := range d.Obligations {
		if o.Kind != ir.KindGuarantee || o.Guarantee == "" {
			continue
		}
		if _, done := r.sentences[o.Guarantee]; !done {
			r.sentences[o.Guarantee] = sn.sentence(o.Guarantee, o.Relation)
			r.documented[o.Guarantee] = sn.fromDocstring(o.Guarantee) != ""
		}
	}
	for _, a := range d.Assumptions {
		msg := a.Message
		if msg == "" {
			msg = a.Expr
		}
		if msg != "" {
			r.assumed = append(r.assumed, msg)
		}
	}
	r.proofOfThought = len(res.Verifications) > 0 || res.Optimization != nil ||
		(d.Target == "" && len(r.entries) == 0)
	return r
}

// join pairs DSL obligations with their results by id (in DSL order;
// duplicates are matched in order), falling back to the same index when a
// result has no id. Results that match no DSL obligation are appended.
func join(obls []ir.Obligation, results []ir.ObligationResult) []entry {
	byID := map[string][]int{}
	for i, r := range results {
		if r.ID != "" {
			byID[r.ID] = append(byID[r.ID], i)
		}
	}
	used := make([]bool, len(results))
	var out []entry
	for i, o := range obls {
		e := entry{ID: o.ID, Kind: o.Kind, Code: o.Code, Message: o.Message,
			Guarantee: o.Guarantee, Span: o.Span, Fact: o.Fact, Unmade: o.Unmade}
		ri := -1
		for q := byID[o.ID]; len(q) > 0; q = q[1:] {
			if !used[q[0]] {
				ri = q[0]
				break
			}
		}
		if ri < 0 && i < len(results) && !used[i] && results[i].ID == "" {
			ri = i
		}
		if ri < 0 {
			e.Status = ir.StatusUnknown
			e.Note = "solve recorded no result for this obligation"
		} else {
			used[ri] = true
			setStatus(&e, results[ri])
		}
		out = append(out, e)
	}
	for i, r := range results {
		if used[i] {
			continue
		}
		e := entry{ID: r.ID, Message: "obligation " + r.ID + " (not in the program)"}
		if r.ID == "" {
			e.Message = fmt.Sprintf("obligation #%d (not in the program)", i+1)
		}
		setStatus(&e, r)
		out = append(out, e)
	}
	return out
}

// setStatus copies r into e, failing closed on anything unexpected.
func setStatus(e *entry, r ir.ObligationResult) {
	e.Status, e.Reason, e.CE, e.TimeMS, e.Replayed = r.Status, r.Reason, r.Counterexample, r.TimeMS, r.Replayed
	switch r.Status {
	case ir.StatusProved:
		if e.Kind == ir.KindUnsupported {
			e.Status = ir.StatusUnsupported
			e.Note = "solve said proved, but an unsupported obligation is never proved"
		}
	case ir.StatusRefuted, ir.StatusUnknown, ir.StatusUnsupported:
	default:
		e.Status = ir.StatusUnknown
		e.Note = fmt.Sprintf("solve gave the status %q, which explain does not know", r.Status)
	}
}

// guarantees lists, in first-appearance order, each guarantee (as
// written) all of whose obligations are proved.
func guarantees(es []entry) []string {
	var order []string
	ok := map[string]bool{}
	for _, e := range es {
		if e.Kind != ir.KindGuarantee {
			continue
		}
		g := e.Guarantee
		if g == "" {
			g = e.Message
		}
		if _, seen := ok[g]; !seen {
			order = append(order, g)
			ok[g] = true
		}
		ok[g] = ok[g] && e.Status == ir.StatusProved
	}
	var out []string
	for _, g := range order {
		if ok[g] {
			out = append(out, g)
		}
	}
	return out
}

// timings lists "id  kind  status  N ms" for each obligation whose check
// time solve recorded (solve --timings), with the total first; nil when
// none was recorded, so that deterministic output never shows times.
func (r *report) timings() (total string, lines []string) {
	var sum float64
	var timed []entry
	wID, wKind, wStatus := 0, 0, 0
	for _, e := range r.entries {
		if e.TimeMS == nil {
			continue
		}
		timed = append(timed, e)
		sum += *e.TimeMS
		wID, wKind, wStatus = max(wID, len(e.ID)), max(wKind, len(e.Kind)), max(wStatus, len(e.Status))
	}
	for _, e := range timed {
		lines = append(lines, sanitize(fmt.Sprintf("%-*s  %-*s  %-*s  %8.1f ms", wID, e.ID, wKind, e.Kind, wStatus, e.Status, *e.TimeMS)))
	}
	n := len(timed)
	if n == 0 {
		return "", nil
	}
	checks := "checks"
	if n == 1 {
		checks = "check"
	}
	return fmt.Sprintf("%.1f ms in %d %s", sum, n, checks), lines
}

// failures returns the entries that are not proved, in obligation order.
func (r *report) failures() []entry {
	var out []entry
	for _, e := range r.entries {
		if e.Status != ir.StatusProved {
			out = append(out, e)
		}
	}
	return out
}

// failureGroup is a failure shown once for more like it: the same check
// at the same place, with the same verdict and no counterexample (the
// iterations of an unrolled loop).
type failureGroup struct {
	e    entry
	more int
}

// groupedFailures is failures with such repeats folded into the first.
func (r *report) groupedFailures() []failureGroup {
	var out []failureGroup
	for _, e := range r.failures() {
		if n := len(out); n > 0 && e.CE == nil && out[n-1].e.CE == nil {
			p := out[n-1].e
			if p.Span == e.Span && p.Message == e.Message && p.Status == e.Status && p.Reason == e.Reason && p.Note == e.Note {
				out[n-1].more++
				continue
			}
		}
		out = append(out, failureGroup{e: e})
	}
	return out
}

// groupBlock is a group's block, saying how many more it stands for.
func (r *report) groupBlock(g failureGroup) []string {
	lines := r.block(g.e)
	if g.more > 0 {
		s := "s"
		if g.more == 1 {
			s = ""
		}
		lines = append(lines, fmt.Sprintf("    (and %d more check%s like it here, one for each time the loop runs this line)", g.more, s))
	}
	return lines
}

// summary is "3 of 4 obligations proved; 1 refuted".
func (r *report) summary() string {
	c := r.counts
	if c.total == 0 {
		return "no obligations"
	}
	noun := "obligations"
	if c.total == 1 {
		noun = "obligation"
	}
	s := fmt.Sprintf("%d of %d %s proved", c.proved, c.total, noun)
	var rest []string
	for _, p := range []struct {
		n    int
		what string
	}{{c.refuted, "refuted"}, {c.unknown, "unknown"}, {c.unsupported, "unsupported"}} {
		if p.n > 0 {
			rest = append(rest, fmt.Sprintf("%d %s", p.n, p.what))
		}
	}
	if len(rest) > 0 {
		s += "; " + strings.Join(rest, ", ")
	}
	return s
}

func (r *report) verdict() string {
	if r.proved() {
		return "PROVED"
	}
	return "NOT PROVED"
}

// line returns line n (1-based) of file.
func (r *report) line(file string, n int) (string, bool) { return r.src.Line(file, n) }

// notes are the "| " lines under a failure, unsanitised.
func (r *report) notes(e entry) []string {
	out := r.notesOf(e)
	if e.Status == ir.StatusRefuted && e.Replayed == ir.ReplayConfirmed {
		out = append(out, "confirmed by running the program under CPython with these values")
	}
	return out
}

func (r *report) notesOf(e entry) []string {
	var out []string
	switch e.Status {
	case ir.StatusRefuted:
		if e.Code == ir.CodeMainPrecondition {
			// The call's arguments are constants: the inputs do not matter.
			return []string{"the arguments of this call do not satisfy it; run as a script, the program breaks the assumption its proof rests on"}
		}
		if e.CE == nil {
			if e.Reason != "" {
				return []string{e.Reason}
			}
			return []string{"refuted, but no counterexample was recorded"}
		}
		out = append(out, "counterexample: "+call(r.callee(), e.CE.Inputs))
		firing := map[string]bool{}
		for _, f := range e.CE.Facts {
			firing[f.ID] = f.Fires
		}
		// A trusted call's result is said where the call is made:
		// "lookup_address(name='bob') returns '@'   # line 10".
		x := r.describer()
		returns := map[string][]string{}
		rows := map[string][]rowCells{} // fact -> the rows the model uses
		for _, v := range e.CE.Variables {
			if v.Name == ir.OptimizeSymbol && v.Repr == "True" {
				out = append(out, "  run with python -O (assert statements are skipped)")
			}
			if strings.HasPrefix(v.Name, "_") {
				continue // lower's internal symbols (definitions, limits)
			}
			if s, ok := x.symbolOf(v.Name); ok && (s.what == "result" || s.what == "len") {
				what := "returns " + shorten(v.Repr)
				if s.what == "len" {
					unit := "row"
					if x.listOfValues(s.rel) {
						unit = "element"
					}
					what += " " + unit + "s"
					if v.Repr == "1" {
						what = "returns 1 " + unit
					}
				}
				if s.fact != nil {
					if firing[s.fact.ID] {
						returns[s.fact.ID] = append(returns[s.fact.ID], what)
					}
					continue // a call that is not made returns nothing
				}
				out = append(out, fmt.Sprintf("  %s(...) %s", s.rel, what))
				continue
			}
			// A column of a query's rows at one iteration, as solve
			// names it: "db_query_users_email2(0)" is the email of row 0.
			if m := rowCell(v.Name); m != nil {
				// A trusted call's result inside a loop over rows, at one
				// iteration: "balance_result6(0)".
				if s, ok := x.symbolOf(m[1]); ok && s.what == "result" {
					if q := s.fact; q != nil && len(q.Quantifiers) == 1 && q.Quantifiers[0].While {
						i, _ := strconv.Atoi(m[2])
						k := slices.IndexFunc(e.CE.Loops, func(r ir.LoopRun) bool { return r.Var == q.Quantifiers[0].Var })
						if k < 0 || int64(i) < e.CE.Loops[k].Iterations {
							// (not past the iterations the run makes)
							out = append(out, fmt.Sprintf("  %s(...) returns %s in iteration %d of the while loop", s.rel, shorten(v.Repr), i+1))
						}
						continue
					}
					if q := s.fact; q != nil && len(q.Quantifiers) == 1 && pastRows(e.CE, q.Quantifiers[0].Upper, m[2]) {
						continue // (a row the query does not return)
					}
					out = append(out, fmt.Sprintf("  %s(...) returns %s in the iteration over row %s", s.rel, shorten(v.Repr), m[2]))
					continue
				}
				if s, ok := x.symbolOf(m[1]); ok && s.fact != nil && s.what != "result" && s.what != "len" {
					if firing[s.fact.ID] {
						cell := s.what + "=" + shorten(v.Repr)
						if s.what == "item" { // a list of plain values
							cell = shorten(v.Repr)
						}
						rows[s.fact.ID] = addCell(rows[s.fact.ID], m[2], cell)
					}
					continue
				}
			}
			out = append(out, fmt.Sprintf("  with %s = %s", v.Name, shorten(v.Repr)))
		}
		fired, failingShown := false, false
		for _, f := range e.CE.Facts {
			if !f.Fires {
				continue
			}
			fired = true
			line := "  " + r.factCall(f, e.Span.File, strings.Join(returns[f.ID], ", "))
			fact := r.facts[f.ID]
			if fact != nil && fact.PerformedBy != "" {
				line = "    which performs " + strings.TrimPrefix(line, "  ")
			}
			if fact != nil && e.Kind == ir.KindPrecondition && e.failsAt(fact) && e.Span.Line > 0 && f.Iteration == nil {
				// (a call at the same line in an earlier iteration of a
				// while loop was made: the failing one is shown below)
				line += ": its precondition fails here"
				failingShown = true
			}
			out = append(out, line)
			for _, rc := range rows[f.ID] {
				label := "row"
				if fact := r.facts[f.ID]; fact != nil && x.listOfValues(fact.Relation) {
					label = "element"
				}
				out = append(out, fmt.Sprintf("    %s %s: %s", label, rc.index, strings.Join(rc.cells, ", ")))
			}
			if fact != nil {
				out = append(out, r.wheres(fact.Span, shownFields(f.Fields))...)
			}
		}
		if e.Kind == ir.KindPrecondition && !failingShown {
			if c, wheres := r.failingCall(e); c != "" {
				out = append(out, "  "+c)
				out = append(out, wheres...)
				fired = true
			}
		}
		if r.res.DSL != nil && unlistedWhile(r.res.DSL, e.CE) {
			// (its iterations are too many to list, or its calls depend
			// on values the counterexample does not show)
			out = append(out, "  (the calls made inside a while loop are not listed)")
		} else if !fired {
			out = append(out, "  (no trusted call is made)")
		}
		if e.Reason != "" {
			out = append(out, "note: "+e.Reason)
		}
	case ir.StatusUnsupported:
		if e.Reason != "" {
			out = append(out, "not supported: "+e.Reason)
		}
		if e.Note != "" {
			out = append(out, "note: "+e.Note)
		}
		out = append(out, "clauz3 cannot prove this exactly, so the program is rejected (fail-closed)")
	default:
		solver := r.res.Solver.Name
		if solver == "" {
			solver = "the solver"
		}
		switch {
		case e.Note != "":
			out = append(out, "not decided: "+e.Note)
		case strings.HasPrefix(e.Reason, "vacuous"), e.Reason == ir.ReasonUnsupportedValue, e.Reason == ir.ReasonIncomplete, e.Reason == ir.ReasonMainPrecondition,
			e.Reason == ir.ReasonLoopCheck, e.Reason == ir.ReasonLoopBound, e.Reason == ir.ReasonWhileBound, e.Reason == ir.ReasonEarlierIteration, e.Reason == ir.ReasonLoopAssumption,
			e.Reason == ir.ReasonRounding, e.Reason == ir.ReasonSurrogate:
			out = append(out, "not decided: "+e.Reason)
		case e.Reason != "":
			out = append(out, fmt.Sprintf("unknown: %s gave up (%s)", solver, e.Reason))
		default:
			out = append(out, fmt.Sprintf("unknown: %s could not decide it", solver))
		}
		out = append(out, "not proved, so the program is rejected (fail-closed)")
	}
	return out
}

// callee is the name the counterexample calls.
func (r *report) callee() string {
	if r.res.DSL != nil && r.res.DSL.Target != "" {
		return r.res.DSL.Target
	}
	return "main"
}

// call writes name(a=repr, ...); values without a name are positional.
func call(name string, args []ir.Value) string {
	var b strings.Builder
	b.WriteString(name)
	b.WriteByte('(')
	for i, a := range args {
		if i > 0 {
			b.WriteString(", ")
		}
		if a.Name != "" {
			b.WriteString(a.Name)
			b.WriteByte('=')
		}
		b.WriteString(shorten(a.Repr))
	}
	b.WriteByte(')')
	return b.String()
}

// factCall renders a firing fact as a Python call with the line of the
// trusted call; from is the file of the obligation, so that a call in
// another file names its file.
//
// returns, when not empty, says what the call returns ("returns '@'").
func (r *report) factCall(f ir.FactFiring, from, returns string) string {
	fact := r.facts[f.ID]
	if fact == nil {
		return call(f.ID, f.Fields) + "   # unknown fact"
	}
	s := call(fact.Relation, shownFields(f.Fields))
	if len(f.Fields) == 0 && len(fact.Fields) > 0 {
		s = fact.Relation + "(...)"
	}
	if returns != "" {
		s += " " + returns
	}
	var where string
	switch {
	case fact.Span.Line == 0:
	case fact.Span.File == "" || fact.Span.File == from:
		where = fmt.Sprintf("line %d", fact.Span.Line)
	default:
		where = fmt.Sprintf("%s:%d", fact.Span.File, fact.Span.Line)
	}
	if len(fact.Quantifiers) > 0 {
		if where != "" {
			where += ", "
		}
		if f.Iteration != nil {
			where += fmt.Sprintf("iteration %d of the while loop", *f.Iteration+1)
		} else {
			where += "in a loop"
		}
	}
	if where != "" {
		s += "   # " + where
	}
	return s
}

// shownFields are the fields of a firing as the call passed them: a float
// field that received an int shows the int (from its companions, see
// ir.IsIntField), and the companions are not shown.
func shownFields(fields []ir.Value) []ir.Value {
	byName := map[string]ir.Value{}
	for _, v := range fields {
		byName[v.Name] = v
	}
	var out []ir.Value
	for _, v := range fields {
		if ir.IsCompanionField(v.Name) {
			if _, isField := byName[ir.CompanionBase(v.Name)]; isField {
				continue
			}
		}
		if isInt, ok := byName[ir.IsIntField(v.Name)]; ok && isInt.Value == true {
			if iv, ok := byName[ir.IntField(v.Name)]; ok {
				iv.Name = v.Name
				v = iv
			}
		}
		out = append(out, v)
	}
	return out
}

// shorten abbreviates a very long value (a counterexample may pick a
// 4301-digit int) so that the explanation stays readable; the full value
// is in the result document.
func shorten(repr string) string {
	const max = 80
	if len(repr) <= max {
		return repr
	}
	r := []rune(repr)
	if len(r) <= max {
		return repr
	}
	return string(r[:40]) + "..." + string(r[len(r)-20:]) + fmt.Sprintf(" (%d characters)", len(r))
}

// describer is the report's describer, made once.
func (r *report) describer() *describer {
	if r.desc == nil {
		r.desc = newDescriber(r.dsl())
	}
	return r.desc
}

// dsl is the result's program, never nil.
func (r *report) dsl() *ir.DSL {
	if r.res.DSL == nil {
		return &ir.DSL{}
	}
	return r.res.DSL
}

// failingCall names the trusted call whose precondition e can fail, as
// the program writes it, with its line: "send_email(addr, "hi")   #
// line 12: its precondition fails here". "" when the span does not
// quote one line of a known source.
//
// wheres are the lines that show the program's variables passed to it.
func (r *report) failingCall(e entry) (string, []string) {
	sp := e.Span
	text := r.spanText(sp)
	if text == "" {
		return "", nil
	}
	var wheres []string
	// The values the call receives, when lower's fact for it can be
	// evaluated under the counterexample.
	if e.CE != nil && e.Unmade != nil {
		// a call never made: the fields it would have
		f := &ir.Fact{Relation: e.Unmade.Relation, Fields: e.Unmade.Fields}
		if vals, ok := argValues(r.dsl(), f, e.CE); ok {
			text = call(f.Relation, vals)
			wheres = r.wheres(sp, vals)
		}
	}
	if e.CE != nil && e.Unmade == nil {
		for i := range r.dsl().Facts {
			f := &r.dsl().Facts[i]
			if !e.failsAt(f) {
				continue
			}
			if vals, ok := argValues(r.dsl(), f, e.CE); ok {
				text = call(f.Relation, vals)
				wheres = r.wheres(sp, vals)
			}
			break
		}
	}
	return shorten(text) + fmt.Sprintf("   # line %d: its precondition fails here", sp.Line), wheres
}

// failsAt reports whether fact f is the call whose precondition e is:
// its fact, when lower recorded it; none when the call is never made;
// else the call at e's place.
func (e entry) failsAt(f *ir.Fact) bool {
	switch {
	case e.Fact != "":
		return f.ID == e.Fact
	case e.Unmade != nil:
		return false
	}
	return f.Span == e.Span
}

// spanText is the source text of a one-line span, "" when it is not
// available.
func (r *report) spanText(sp ir.Span) string {
	if sp.Line == 0 || sp.EndLine != sp.Line || sp.Col < 1 || sp.EndCol <= sp.Col {
		return ""
	}
	line, ok := r.line(sp.File, sp.Line)
	if !ok || sp.EndCol-1 > len(line) {
		return ""
	}
	return strings.TrimSpace(line[sp.Col-1 : sp.EndCol-1])
}

// wheres shows the program's variables a trusted call at sp passes, with
// the values the call receives (vals, in parameter order): for the call
// send_email(to, "hi") receiving addr='carol@example.com', the line
// "    where to = 'carol@example.com'". An argument whose variable has the
// parameter's name is already shown by the call.
func (r *report) wheres(sp ir.Span, vals []ir.Value) []string {
	text := r.spanText(sp)
	if text == "" || len(vals) == 0 {
		return nil
	}
	ex, ok := parseExpr(text)
	if !ok {
		return nil
	}
	c, ok := ex.(*ast.Call)
	if !ok {
		return nil
	}
	byName := map[string]ir.Value{}
	for _, v := range vals {
		byName[v.Name] = v
	}
	var out []string
	seen := map[string]bool{}
	add := func(arg ast.Expr, v ir.Value) {
		n, ok := arg.(*ast.Name)
		if !ok || n.Id == v.Name || seen[n.Id] {
			return
		}
		seen[n.Id] = true
		out = append(out, fmt.Sprintf("    where %s = %s", n.Id, shorten(v.Repr)))
	}
	// A parameter that is not a field (a generic query's schema class)
	// shifts the positions: with more arguments than fields, only the
	// keywords are paired.
	for i, a := range c.Args {
		if len(c.Args)+len(c.Keywords) > len(vals) {
			break
		}
		if _, star := a.(*ast.Starred); star {
			return out // positions after *args are not known
		}
		if i < len(vals) {
			add(a, vals[i])
		}
	}
	for _, k := range c.Keywords {
		if v, ok := byName[k.Arg]; ok && k.Arg != "" {
			add(k.Value, v)
		}
	}
	return out
}

// pastRows reports whether the row index idx is past the number of rows
// the counterexample ce gives the symbol length (a loop over rows runs
// that many iterations); false when ce does not say.
func pastRows(ce *ir.Counterexample, length, idx string) bool {
	i, err := strconv.Atoi(idx)
	if err != nil {
		return false
	}
	for _, v := range ce.Variables {
		if v.Name == length {
			n, err := strconv.Atoi(v.Repr)
			return err == nil && i >= n
		}
	}
	return false
}

// rowCell reads solve's name of one cell of a query's rows: the column
// function applied to a row index ("db_query_users_email2(0)"). It is
// the regular expression ^([A-Za-z_][A-Za-z0-9_]*)\(([0-9]+)\)$'s
// FindStringSubmatch, written out (explain reads every variable of a
// counterexample with it).
func rowCell(name string) []string {
	open := strings.IndexByte(name, '(')
	if open < 1 || !strings.HasSuffix(name, ")") || open+2 >= len(name) {
		return nil
	}
	fn, idx := name[:open], name[open+1:len(name)-1]
	for i := 0; i < len(fn); i++ {
		c := fn[i]
		letter := c == '_' || 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z'
		if !letter && (i == 0 || c < '0' || c > '9') {
			return nil
		}
	}
	for i := 0; i < len(idx); i++ {
		if idx[i] < '0' || idx[i] > '9' {
			return nil
		}
	}
	return []string{name, fn, idx}
}

// rowCells are the columns of one row a counterexample names.
type rowCells struct {
	index string
	cells []string
}

// addCell adds a cell to its row, keeping the rows in index order.
func addCell(rs []rowCells, index, cell string) []rowCells {
	for i := range rs {
		if rs[i].index == index {
			rs[i].cells = append(rs[i].cells, cell)
			return rs
		}
	}
	rs = append(rs, rowCells{index: index, cells: []string{cell}})
	sort.SliceStable(rs, func(i, j int) bool {
		a, _ := strconv.Atoi(rs[i].index)
		b, _ := strconv.Atoi(rs[j].index)
		return a < b
	})
	return rs
}

// unlistedWhile reports whether d has a fact inside a summarized while
// loop whose iterations ce does not list (ir.Counterexample.Loops).
func unlistedWhile(d *ir.DSL, ce *ir.Counterexample) bool {
	for _, f := range d.Facts {
		for _, q := range f.Quantifiers {
			if q.While && !slices.ContainsFunc(ce.Loops, func(r ir.LoopRun) bool { return r.Var == q.Var }) {
				return true
			}
		}
	}
	return false
}
