package explain

import (
	"bytes"
	"encoding/json"

	"clauz3/pkg/ir"
)

// SummaryVersion names the JSON summary's shape.
const SummaryVersion = "clauz3.explain/v1"

// Summary is the JSON format: a compact machine summary of a result.
// Verdict is "proved" or "not_proved" and ExitCode is ExitCode's value.
type Summary struct {
	Version  string        `json:"version"`
	Target   string        `json:"target,omitempty"`
	Verdict  string        `json:"verdict"`
	ExitCode int           `json:"exit_code"`
	Counts   SummaryCounts `json:"counts"`
	// Guaranteed lists, as written, what the program guarantees: its
	// guarantees when every obligation is proved, else none (a program
	// that is not proved is rejected and guarantees nothing).
	// ProvedGuarantees lists the guarantees all of whose obligations are
	// proved, whatever the verdict.
	Guaranteed       []string            `json:"guaranteed"`
	ProvedGuarantees []string            `json:"proved_guarantees"`
	Complete         bool                `json:"complete"` // no unsupported obligation
	Assumed          []string            `json:"assumed"`
	Obligations      []SummaryObligation `json:"obligations"`

	// Warnings say first what the program may do that no guarantee
	// speaks of; Effects are the trusted calls it may make. Both are
	// the sentences the text and markdown summaries show.
	Warnings []string `json:"warnings,omitempty"`
	// Notes are branches no input satisfying the assumptions reaches.
	Notes   []ir.Note       `json:"notes,omitempty"`
	Effects []SummaryEffect `json:"effects,omitempty"`

	// proof-of-thought, present when the result is a proof-of-thought run.
	Verifications []ir.VerificationResult `json:"verifications,omitempty"`
	Answer        *SummaryAnswer          `json:"answer,omitempty"`
	Optimization  *ir.OptimizationResult  `json:"optimization,omitempty"`
}

// SummaryCounts counts obligations by effective status.
type SummaryCounts struct {
	Total       int `json:"total"`
	Proved      int `json:"proved"`
	Refuted     int `json:"refuted"`
	Unknown     int `json:"unknown"`
	Unsupported int `json:"unsupported"`
}

// SummaryObligation is one obligation with its effective (fail-closed)
// status. Reason is the solver's; Note says why explain overrode the
// status solve gave (fail-closed).
type SummaryObligation struct {
	ID             string          `json:"id"`
	Kind           string          `json:"kind"`
	Code           string          `json:"code"`
	Status         string          `json:"status"`
	Message        string          `json:"message"`
	Span           ir.Span         `json:"span"`
	Guarantee      string          `json:"guarantee,omitempty"`
	Sentence       string          `json:"sentence,omitempty"` // the guarantee in words
	Reason         string          `json:"reason,omitempty"`
	Note           string          `json:"note,omitempty"`
	Counterexample *SummaryExample `json:"counterexample,omitempty"`
	// Replayed, with prove --replay, is what running the counterexample
	// under CPython showed (ir.ReplayConfirmed, ...).
	Replayed string `json:"replayed,omitempty"`
}

// SummaryExample is a counterexample: Call is the target called with its
// inputs, Calls the trusted calls that happen, both as Python source.
type SummaryExample struct {
	Call      string        `json:"call"`
	Inputs    []ir.Value    `json:"inputs"`
	Variables []ir.Value    `json:"variables"`
	Calls     []SummaryCall `json:"calls"`
}

// SummaryCall is one trusted call that happens in a counterexample.
type SummaryCall struct {
	Fact     string     `json:"fact"`
	Relation string     `json:"relation"`
	Call     string     `json:"call"`
	Fields   []ir.Value `json:"fields"`
	Span     *ir.Span   `json:"span,omitempty"`
}

// SummaryEffect is one trusted call the program may make: the function,
// where, how often ("at most once", ...) and what each argument can be
// ("addr: one of 'a', 'b'").
type SummaryEffect struct {
	Function string `json:"function"`
	// Event is set for an event a call performs (@performs); Function is
	// then the event's class.
	Event bool     `json:"event,omitempty"`
	Span  ir.Span  `json:"span"`
	Times string   `json:"times"`
	Args  []string `json:"args"`
}

// SummaryAnswer is proof-of-thought's answer: Value is true, false or
// null (None).
type SummaryAnswer struct {
	Value      *bool `json:"value"`
	SatCount   int   `json:"sat_count"`
	UnsatCount int   `json:"unsat_count"`
}

// summarize builds the JSON summary of r.
func summarize(r *report) *Summary {
	s := &Summary{
		Version:          SummaryVersion,
		Target:           r.target,
		Verdict:          "not_proved",
		ExitCode:         1,
		Counts:           SummaryCounts{r.counts.total, r.counts.proved, r.counts.refuted, r.counts.unknown, r.counts.unsupported},
		Guaranteed:       []string{},
		ProvedGuarantees: append([]string{}, r.guaranteed...),
		Complete:         r.complete,
		Assumed:          append([]string{}, r.assumed...),
		Obligations:      []SummaryObligation{},
	}
	if r.proved() {
		s.Verdict, s.ExitCode = "proved", 0
		s.Guaranteed = append(s.Guaranteed, r.guaranteed...)
	}
	for _, e := range r.entries {
		// The message is phrased by verdict: a refuted guarantee "can
		// fail", it does not "hold".
		o := SummaryObligation{ID: e.ID, Kind: e.Kind, Code: e.Code, Status: e.Status,
			Message: verdictOf(e), Span: e.Span, Guarantee: e.Guarantee, Reason: e.Reason, Note: e.Note,
			Sentence: r.sentences[e.Guarantee]}
		if e.Status == ir.StatusRefuted && e.CE != nil {
			o.Counterexample = r.example(e.CE)
			o.Replayed = e.Replayed
		}
		s.Obligations = append(s.Obligations, o)
	}
	s.Warnings = r.warnings()
	s.Notes = r.res.Notes
	for _, e := range r.effects() {
		s.Effects = append(s.Effects, SummaryEffect{Function: e.fact.Relation, Event: e.fact.PerformedBy != "", Span: e.fact.Span,
			Times: e.times, Args: append([]string{}, e.args...)})
	}
	if r.proofOfThought {
		s.Verifications = r.res.Verifications
		s.Answer = &SummaryAnswer{r.res.Answer, r.res.SatCount, r.res.UnsatCount}
		s.Optimization = r.res.Optimization
	}
	return s
}

func (r *report) example(ce *ir.Counterexample) *SummaryExample {
	x := &SummaryExample{
		Call:      call(r.callee(), ce.Inputs),
		Inputs:    nonNil(ce.Inputs),
		Variables: nonNil(ce.Variables),
		Calls:     []SummaryCall{},
	}
	for _, f := range ce.Facts {
		if !f.Fires {
			continue
		}
		c := SummaryCall{Fact: f.ID, Relation: f.ID, Fields: nonNil(f.Fields)}
		if fact := r.facts[f.ID]; fact != nil {
			c.Relation = fact.Relation
			sp := fact.Span
			c.Span = &sp
		}
		c.Call = call(c.Relation, f.Fields)
		x.Calls = append(x.Calls, c)
	}
	return x
}

// nonNil copies vs for the summary: never null, and a value JSON cannot
// hold (a NaN or infinite float built in process) is written as its repr.
func nonNil(vs []ir.Value) []ir.Value {
	out := make([]ir.Value, len(vs))
	copy(out, vs)
	for i := range out {
		if _, err := json.Marshal(out[i].Value); err != nil {
			out[i].Value = out[i].Repr
		}
	}
	return out
}

func writeJSON(b *bytes.Buffer, r *report) error {
	return encode(b, summarize(r))
}

// encode writes v as indented JSON without HTML escaping (the output is
// read by people and programs, not embedded in HTML).
func encode(b *bytes.Buffer, v any) error {
	enc := json.NewEncoder(b)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	return enc.Encode(v)
}
