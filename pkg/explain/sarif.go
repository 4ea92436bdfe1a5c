package explain

import (
	"bytes"
	"net/url"
	"path/filepath"
	"sort"
	"strings"
	"unicode/utf8"

	"clauz3/pkg/ir"
)

// SARIF 2.1.0, only the parts clauz3 writes.

// ToolVersion is the version SARIF names as the driver's; it is
// cli.Version (pkg/cli's test checks that they agree: explain does not
// import cli).
const ToolVersion = "0.1.0"

const (
	sarifVersion = "2.1.0"
	sarifSchema  = "https://json.schemastore.org/sarif-2.1.0.json"
)

type sarifLog struct {
	Schema  string     `json:"$schema"`
	Version string     `json:"version"`
	Runs    []sarifRun `json:"runs"`
}

type sarifRun struct {
	Tool               sarifTool                   `json:"tool"`
	OriginalURIBaseIDs map[string]sarifArtifactURI `json:"originalUriBaseIds,omitempty"`
	ColumnKind         string                      `json:"columnKind"`
	Results            []sarifResult               `json:"results"`
	Properties         *sarifProperties            `json:"properties,omitempty"`
}

type sarifArtifactURI struct {
	URI string `json:"uri"`
}

type sarifProperties struct {
	Target  string    `json:"target,omitempty"`
	Verdict string    `json:"verdict"`
	Solver  ir.Solver `json:"solver"`
}

type sarifTool struct {
	Driver sarifDriver `json:"driver"`
}

type sarifDriver struct {
	Name            string      `json:"name"`
	Version         string      `json:"version,omitempty"`
	SemanticVersion string      `json:"semanticVersion,omitempty"`
	Rules           []sarifRule `json:"rules"`
}

type sarifRule struct {
	ID               string        `json:"id"`
	ShortDescription *sarifMessage `json:"shortDescription,omitempty"`
	FullDescription  *sarifMessage `json:"fullDescription,omitempty"`
	Help             *sarifMessage `json:"help,omitempty"`
}

type sarifResult struct {
	RuleID     string               `json:"ruleId"`
	RuleIndex  int                  `json:"ruleIndex"`
	Kind       string               `json:"kind"`
	Level      string               `json:"level"`
	Message    sarifMessage         `json:"message"`
	Locations  []sarifLocation      `json:"locations,omitempty"`
	Properties sarifResultProperies `json:"properties"`
}

type sarifResultProperies struct {
	Obligation string `json:"obligation"`
	Kind       string `json:"kind,omitempty"`
	Status     string `json:"status"`
}

type sarifMessage struct {
	Text string `json:"text"`
}

type sarifLocation struct {
	PhysicalLocation sarifPhysical `json:"physicalLocation"`
}

type sarifPhysical struct {
	ArtifactLocation sarifArtifact `json:"artifactLocation"`
	Region           *sarifRegion  `json:"region,omitempty"`
}

type sarifArtifact struct {
	URI       string `json:"uri"`
	URIBaseID string `json:"uriBaseId,omitempty"`
}

// SARIFBase is the uriBaseId of every artifact location: the paths of a
// result are relative to the directory clauz3 ran in, which a SARIF
// consumer (a code-scanning upload) takes as the root of the sources.
const SARIFBase = "SRCROOT"

type sarifRegion struct {
	StartLine   int `json:"startLine"`
	StartColumn int `json:"startColumn,omitempty"`
	EndLine     int `json:"endLine,omitempty"`
	EndColumn   int `json:"endColumn,omitempty"`
}

// writeSARIF writes one result per obligation: "fail" (level error) for
// each that is not proved, "pass" (level none) for each proved one. SARIF
// counts columns in characters, not bytes, so columns are converted with
// the source line when the result carries it (byte columns are kept when
// it does not; they agree for ASCII).
func writeSARIF(b *bytes.Buffer, r *report) error {
	index := map[string]int{}
	var ids []string
	kinds := map[string]string{}
	for _, e := range r.entries {
		id := ruleID(e)
		if _, ok := index[id]; !ok {
			index[id] = 0
			ids = append(ids, id)
			kinds[id] = e.Kind
		}
	}
	sort.Strings(ids)
	rules := []sarifRule{}
	for i, id := range ids {
		index[id] = i
		rules = append(rules, describeRule(id, kinds[id]))
	}
	verdict := "not_proved"
	if r.proved() {
		verdict = "proved"
	}
	run := sarifRun{
		Tool:       sarifTool{Driver: sarifDriver{Name: "clauz3", Version: ToolVersion, SemanticVersion: ToolVersion, Rules: rules}},
		ColumnKind: "unicodeCodePoints",
		Results:    []sarifResult{},
		Properties: &sarifProperties{Target: r.target, Verdict: verdict, Solver: r.res.Solver},
	}
	if r.baseURI != "" {
		run.OriginalURIBaseIDs = map[string]sarifArtifactURI{SARIFBase: {URI: r.baseURI}}
	}
	for _, e := range r.entries {
		id := ruleID(e)
		res := sarifResult{
			RuleID:     id,
			RuleIndex:  index[id],
			Kind:       "fail",
			Level:      "error",
			Properties: sarifResultProperies{Obligation: e.ID, Kind: e.Kind, Status: e.Status},
		}
		if e.Status == ir.StatusProved {
			res.Kind, res.Level = "pass", "none"
			text := e.Message
			if g := r.sentences[e.Guarantee]; g != "" {
				text += ": " + g
			}
			res.Message = sarifMessage{Text: text}
		} else {
			text := verdictOf(e)
			if text == "" {
				text = "obligation " + e.ID + " is not proved"
			}
			if ns := r.notes(e); len(ns) > 0 {
				text += "\n" + strings.Join(ns, "\n")
			}
			res.Message = sarifMessage{Text: text}
		}
		if res.Message.Text == "" {
			res.Message.Text = "obligation " + e.ID + " is proved"
		}
		if loc, ok := r.sarifLocation(e.Span); ok {
			res.Locations = []sarifLocation{loc}
		}
		run.Results = append(run.Results, res)
	}
	for _, n := range r.res.Notes {
		id := "unreachable-branch"
		if _, ok := index[id]; !ok {
			index[id] = len(run.Tool.Driver.Rules)
			run.Tool.Driver.Rules = append(run.Tool.Driver.Rules, sarifRule{ID: id,
				ShortDescription: &sarifMessage{Text: "A branch never runs"},
				FullDescription:  &sarifMessage{Text: "No input that satisfies the function's preconditions reaches this branch: it is dead code, or the preconditions say more than intended."},
				Help:             &sarifMessage{Text: "Remove the branch, or check the preconditions."}})
		}
		res := sarifResult{RuleID: id, RuleIndex: index[id], Kind: "informational", Level: "note",
			Message: sarifMessage{Text: n.Message}, Properties: sarifResultProperies{Obligation: n.ID, Kind: "note", Status: "note"}}
		if loc, ok := r.sarifLocation(n.Span); ok {
			res.Locations = []sarifLocation{loc}
		}
		run.Results = append(run.Results, res)
	}
	return encode(b, sarifLog{Schema: sarifSchema, Version: sarifVersion, Runs: []sarifRun{run}})
}

// describeRule gives a rule its descriptions and help, by the kind of
// obligation its code checks.
func describeRule(id, kind string) sarifRule {
	short, full, help := "", "", ""
	switch {
	case id == ir.CodeMainPrecondition:
		short = "The __main__ block's call breaks the target's preconditions"
		full = "The call of the target in the entry's __main__ block must satisfy the target's preconditions, which every proof assumes."
		help = "Call the target with arguments that satisfy its preconditions, or weaken them."
	case kind == ir.KindGuarantee:
		short = "A guarantee of the program can fail"
		full = "Every run of the target must keep each guarantee the program declares (@clauz3.guarantee) about the effects it performs."
		help = "Read the counterexample: it is a call of the target whose effects break the guarantee. Change the program so that no run does, or ask the approver for a different guarantee."
	case kind == ir.KindPrecondition:
		short = "A trusted call can break its precondition"
		full = "Each call of a trusted function must satisfy the function's preconditions (@deal.pre), or the call raises instead of acting."
		help = "Check the arguments before the call, or make sure the values reaching it always satisfy the precondition."
	case kind == ir.KindAssertion:
		short = "An assert statement can fail"
		full = "Every assert statement of the program must hold on every run (and the program must not rely on one under python -O)."
		help = "Make the asserted condition true on every path, or handle the case it excludes."
	case kind == ir.KindException:
		short = "An exception can escape the target"
		full = "An exception the target does not declare (@deal.raises) must not escape it."
		help = "Handle the exception, rule out the input that raises it, or declare it."
	case kind == ir.KindPostcondition:
		short = "A postcondition of the target can fail"
		full = "The target's postconditions (@deal.post, @deal.ensure) must hold of every result it returns."
		help = "Change the result, or the postcondition, so that they agree on every run."
	case kind == ir.KindConsistency:
		short = "The assumptions contradict each other"
		full = "The assumptions of the proof (preconditions, trusted postconditions) must be satisfiable together; otherwise every proof would hold vacuously."
		help = "Remove the contradiction between the preconditions and the trusted postconditions."
	case kind == ir.KindUnsupported || strings.HasPrefix(id, "unsupported"):
		what := strings.ReplaceAll(strings.TrimPrefix(strings.TrimPrefix(id, "unsupported"), "-"), "-", " ")
		if what == "" {
			what = "a construct"
		}
		short = "Python clauz3 does not model: " + what
		full = "clauz3 proves only the Python it models exactly; a program using anything else is rejected (fail-closed), never proved."
		help = "Rewrite this part with constructs clauz3 supports; the message says what is not supported."
	default:
		short = "An obligation is not proved"
		full = "Every obligation of the program must be proved for it to be accepted."
		help = "Read the message: it says what could not be proved."
	}
	return sarifRule{ID: id, ShortDescription: &sarifMessage{Text: short},
		FullDescription: &sarifMessage{Text: full}, Help: &sarifMessage{Text: help}}
}

// ruleID is the obligation's code, or its kind when lower left it empty.
func ruleID(e entry) string {
	switch {
	case e.Code != "":
		return e.Code
	case e.Kind != "":
		return e.Kind
	}
	return "obligation"
}

// sarifLocation converts a span; it reports false when the span names no
// file. A region is written only when its start line is valid.
func (r *report) sarifLocation(sp ir.Span) (sarifLocation, bool) {
	if sp.File == "" {
		return sarifLocation{}, false
	}
	art := sarifArtifact{URI: fileURI(sp.File)}
	if !strings.HasPrefix(art.URI, "/") && !strings.Contains(art.URI, ":") {
		art.URIBaseID = SARIFBase // a path relative to where clauz3 ran
	}
	loc := sarifLocation{PhysicalLocation: sarifPhysical{ArtifactLocation: art}}
	if sp.Line < 1 {
		return loc, true
	}
	reg := &sarifRegion{StartLine: sp.Line}
	if sp.Col >= 1 {
		reg.StartColumn = r.charCol(sp.File, sp.Line, sp.Col)
		endLine, endCol := sp.EndLine, sp.EndCol
		if endLine < sp.Line || (endLine == sp.Line && endCol < sp.Col) || endCol < 1 {
			endLine, endCol = sp.Line, sp.Col
		}
		reg.EndLine = endLine
		reg.EndColumn = r.charCol(sp.File, endLine, endCol)
	}
	loc.PhysicalLocation.Region = reg
	return loc, true
}

// charCol converts a 1-based byte column on a line to a 1-based column in
// code points, or returns it unchanged when the line is not available.
func (r *report) charCol(file string, line, col int) int {
	raw, ok := r.line(file, line)
	if !ok {
		return col
	}
	n := col - 1
	if n > len(raw) {
		return utf8.RuneCountInString(raw) + 1 + (n - len(raw))
	}
	return utf8.RuneCountInString(raw[:n]) + 1
}

// fileURI writes a path as a relative URI reference, escaping each
// segment.
func fileURI(path string) string {
	segs := strings.Split(filepath.ToSlash(path), "/")
	for i, s := range segs {
		segs[i] = url.PathEscape(s)
	}
	u := strings.Join(segs, "/")
	if strings.HasPrefix(u, "/") {
		return "file://" + u
	}
	return u
}

// DirURI is the file:// URI of the directory dir (absolute), ending in
// "/" as SARIF wants of a uriBaseId.
func DirURI(dir string) string {
	u := fileURI(filepath.Clean(dir))
	if !strings.HasSuffix(u, "/") {
		u += "/"
	}
	return u
}
