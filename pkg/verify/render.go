package verify

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"net/url"
	"path/filepath"
	"strings"
	"unicode/utf8"

	"clauz3/pkg/diag"
	"clauz3/pkg/explain"
)

// The output formats of Render.
const (
	FormatText  = "text"
	FormatJSON  = "json"
	FormatSARIF = "sarif"
)

// Formats lists the formats Render accepts.
func Formats() []string { return []string{FormatText, FormatJSON, FormatSARIF} }

// RenderOptions say how to render a report.
type RenderOptions struct {
	Format string // text (default), json or sarif
	// BaseURI is the file:// URI of the directory SARIF's relative paths
	// start from (explain.DirURI of the working directory).
	BaseURI string
}

// Render writes the report in the format asked for.
func Render(w io.Writer, rep *Report, o RenderOptions) error {
	var b bytes.Buffer
	switch o.Format {
	case "", FormatText:
		writeText(&b, rep)
	case FormatJSON:
		if err := writeJSON(&b, rep); err != nil {
			return err
		}
	case FormatSARIF:
		if err := writeSARIF(&b, rep, o.BaseURI); err != nil {
			return err
		}
	default:
		return &diag.BadInput{Err: fmt.Errorf("unknown format %q (want text, json or sarif)", o.Format)}
	}
	_, err := w.Write(b.Bytes())
	return err
}

func writeJSON(b *bytes.Buffer, v any) error {
	enc := json.NewEncoder(b)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", " ")
	if err := enc.Encode(v); err != nil {
		return fmt.Errorf("encoding the report: %w", err)
	}
	return nil
}

// writeText writes one line per function, "ok" or "FAIL", its place, name
// and status; under a function that is not verified, each obligation
// that is not proved in the full form (the source line, carets, the
// message), then a summary line.
func writeText(b *bytes.Buffer, rep *Report) {
	texts := diag.NewTexts()
	for p, s := range rep.sources {
		texts.Add(p, s.src)
	}
	verified := 0
	for _, c := range rep.Certificates {
		mark := "ok  "
		detail := c.Message
		if c.Verified() {
			verified++
		} else {
			mark = "FAIL"
			if c.Counterexample != nil {
				detail = c.Counterexample.Call
			}
		}
		cached := ""
		if c.Cached {
			cached = " (cached)"
		}
		fmt.Fprintf(b, "%s %s:%d: %s: %s: %s%s\n", mark, c.File, c.Span.Line, c.Function, c.Status,
			diag.Sanitize(detail), cached)
		for _, n := range c.Notes {
			d := &diag.Diagnostic{Severity: diag.Note, Code: "unreachable-branch", Message: n.Message, Span: n.Span}
			for _, l := range d.Full(texts) {
				fmt.Fprintf(b, "    %s\n", l)
			}
		}
		if c.Verified() {
			continue
		}
		for _, f := range c.Failures {
			d := &diag.Diagnostic{Severity: diag.Error, Code: f.Code, Message: f.Message, Span: f.Span}
			if f.Reason != "" {
				d.Notes = append(d.Notes, f.Reason)
			}
			if f.Counterexample != "" {
				d.Notes = append(d.Notes, "counterexample: "+f.Counterexample)
			}
			lines := d.Full(texts)
			for _, l := range lines {
				fmt.Fprintf(b, "    %s\n", l)
			}
		}
	}
	n := len(rep.Certificates)
	switch {
	case n == 0:
		fmt.Fprintf(b, "no function with a contract in %d file%s\n", len(rep.Files), plural(len(rep.Files)))
	case verified == n:
		fmt.Fprintf(b, "all %d function%s verified\n", n, plural(n))
	default:
		fmt.Fprintf(b, "%d of %d function%s verified\n", verified, n, plural(n))
	}
}

func plural(n int) string {
	if n == 1 {
		return ""
	}
	return "s"
}

// SARIF 2.1.0, as explain writes it for prove: one result per function
// that is not verified (a verified function gives none), an error at the
// function's definition, with the obligations that are not proved as
// related locations.

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
	Properties         sarifRunProperties          `json:"properties"`
}

type sarifRunProperties struct {
	Verdict   string `json:"verdict"`
	Functions int    `json:"functions"`
	Verified  int    `json:"verified"`
}

type sarifArtifactURI struct {
	URI string `json:"uri"`
}

type sarifTool struct {
	Driver sarifDriver `json:"driver"`
}

type sarifDriver struct {
	Name            string      `json:"name"`
	Version         string      `json:"version"`
	SemanticVersion string      `json:"semanticVersion"`
	Rules           []sarifRule `json:"rules"`
}

type sarifRule struct {
	ID               string       `json:"id"`
	ShortDescription sarifMessage `json:"shortDescription"`
	FullDescription  sarifMessage `json:"fullDescription"`
	Help             sarifMessage `json:"help"`
}

type sarifMessage struct {
	Text string `json:"text"`
}

type sarifResult struct {
	RuleID           string                 `json:"ruleId"`
	RuleIndex        int                    `json:"ruleIndex"`
	Kind             string                 `json:"kind"`
	Level            string                 `json:"level"`
	Message          sarifMessage           `json:"message"`
	Locations        []sarifLocation        `json:"locations,omitempty"`
	RelatedLocations []sarifRelatedLocation `json:"relatedLocations,omitempty"`
	Properties       sarifResultProperties  `json:"properties"`
}

type sarifResultProperties struct {
	Function           string `json:"function"`
	Status             string `json:"status"`
	SHA256             string `json:"sha256"`
	DependenciesSHA256 string `json:"dependencies_sha256"`
	Counterexample     string `json:"counterexample,omitempty"`
}

type sarifLocation struct {
	PhysicalLocation sarifPhysical `json:"physicalLocation"`
}

type sarifRelatedLocation struct {
	ID               int           `json:"id"`
	PhysicalLocation sarifPhysical `json:"physicalLocation"`
	Message          sarifMessage  `json:"message"`
}

type sarifPhysical struct {
	ArtifactLocation sarifArtifact `json:"artifactLocation"`
	Region           *sarifRegion  `json:"region,omitempty"`
}

type sarifArtifact struct {
	URI       string `json:"uri"`
	URIBaseID string `json:"uriBaseId,omitempty"`
}

type sarifRegion struct {
	StartLine   int `json:"startLine"`
	StartColumn int `json:"startColumn,omitempty"`
	EndLine     int `json:"endLine,omitempty"`
	EndColumn   int `json:"endColumn,omitempty"`
}

// sarifRules describe the statuses a result can have, in this order.
var sarifRules = []sarifRule{
	{ID: StatusCounterexample,
		ShortDescription: sarifMessage{"A function can break its contract"},
		FullDescription:  sarifMessage{"For some input satisfying the preconditions, the function returns a result its postconditions refuse, raises an exception it does not declare (@deal.raises), or fails an assert."},
		Help:             sarifMessage{"Call the function with the counterexample to see it fail; change the body or the contract so that they agree for every input."}},
	{ID: StatusUnknown,
		ShortDescription: sarifMessage{"A function's contract is not decided"},
		FullDescription:  sarifMessage{"The solver did not decide whether the function keeps its contract (a timeout, or a failure that needs a value clauz3 does not model)."},
		Help:             sarifMessage{"Simplify the function or its contract, or give the solver more time (--timeout)."}},
	{ID: StatusUnsupported,
		ShortDescription: sarifMessage{"A function uses Python clauz3 does not model"},
		FullDescription:  sarifMessage{"clauz3 proves only the Python it models exactly; a function using anything else is not verified (fail-closed)."},
		Help:             sarifMessage{"Rewrite the part the message names with constructs clauz3 supports."}},
	{ID: "unreachable-branch",
		ShortDescription: sarifMessage{"A branch never runs"},
		FullDescription:  sarifMessage{"No input that satisfies the function's preconditions reaches this branch: it is dead code, or the preconditions say more than intended."},
		Help:             sarifMessage{"Remove the branch, or check the preconditions."}},
}

func writeSARIF(b *bytes.Buffer, rep *Report, baseURI string) error {
	index := map[string]int{}
	for i, r := range sarifRules {
		index[r.ID] = i
	}
	verified := 0
	run := sarifRun{
		Tool: sarifTool{Driver: sarifDriver{Name: "clauz3", Version: explain.ToolVersion, SemanticVersion: explain.ToolVersion,
			Rules: sarifRules}},
		ColumnKind: "unicodeCodePoints",
		Results:    []sarifResult{},
	}
	if baseURI != "" {
		run.OriginalURIBaseIDs = map[string]sarifArtifactURI{explain.SARIFBase: {URI: baseURI}}
	}
	for _, c := range rep.Certificates {
		for _, n := range c.Notes {
			res := sarifResult{RuleID: "unreachable-branch", RuleIndex: index["unreachable-branch"], Kind: "informational", Level: "note",
				Message:    sarifMessage{fmt.Sprintf("%s: %s", c.Function, n.Message)},
				Properties: sarifResultProperties{Function: c.Function, Status: "note", SHA256: c.SHA256, DependenciesSHA256: c.DependenciesSHA256}}
			if loc, ok := rep.physical(n.Span); ok {
				res.Locations = []sarifLocation{{PhysicalLocation: loc}}
			}
			run.Results = append(run.Results, res)
		}
		if c.Verified() {
			verified++
			continue
		}
		i, ok := index[c.Status]
		if !ok {
			return diag.ICE("verify: a certificate with status %q", c.Status)
		}
		text := fmt.Sprintf("%s: %s", c.Function, c.Message)
		if c.Counterexample != nil {
			text += "\ncounterexample: " + c.Counterexample.Call
		}
		res := sarifResult{RuleID: c.Status, RuleIndex: i, Kind: "fail", Level: "error", Message: sarifMessage{text},
			Properties: sarifResultProperties{Function: c.Function, Status: c.Status, SHA256: c.SHA256,
				DependenciesSHA256: c.DependenciesSHA256}}
		if c.Counterexample != nil {
			res.Properties.Counterexample = c.Counterexample.Call
		}
		// The definition's first line: the whole body would mark too much.
		def := c.Span
		def.EndLine, def.EndCol = def.Line, 0
		if s := rep.sources[def.File]; s != nil && def.Line <= len(s.starts) {
			def.EndCol = len(strings.TrimRight(s.lines(diag.Span{Line: def.Line, EndLine: def.Line}), "\r\n")) + 1
		}
		if loc, ok := rep.physical(def); ok {
			res.Locations = []sarifLocation{{PhysicalLocation: loc}}
		}
		for j, f := range c.Failures {
			if loc, ok := rep.physical(f.Span); ok {
				res.RelatedLocations = append(res.RelatedLocations, sarifRelatedLocation{ID: j + 1, PhysicalLocation: loc,
					Message: sarifMessage{fmt.Sprintf("%s [%s]", f.Message, f.Code)}})
			}
		}
		run.Results = append(run.Results, res)
	}
	run.Properties = sarifRunProperties{Verdict: rep.Verdict, Functions: len(rep.Certificates), Verified: verified}
	return writeJSON(b, sarifLog{Schema: "https://json.schemastore.org/sarif-2.1.0.json", Version: "2.1.0", Runs: []sarifRun{run}})
}

// physical converts a span to a SARIF location, columns in code points
// when the source line is known; false when the span names no file.
func (rep *Report) physical(sp diag.Span) (sarifPhysical, bool) {
	if sp.File == "" {
		return sarifPhysical{}, false
	}
	segs := strings.Split(filepath.ToSlash(sp.File), "/")
	for i, s := range segs {
		segs[i] = url.PathEscape(s)
	}
	art := sarifArtifact{URI: strings.Join(segs, "/")}
	if strings.HasPrefix(art.URI, "/") {
		art.URI = "file://" + art.URI
	} else {
		art.URIBaseID = explain.SARIFBase
	}
	loc := sarifPhysical{ArtifactLocation: art}
	if sp.Line < 1 {
		return loc, true
	}
	reg := &sarifRegion{StartLine: sp.Line}
	if sp.Col >= 1 {
		reg.StartColumn = rep.charCol(sp.File, sp.Line, sp.Col)
		endLine, endCol := sp.EndLine, sp.EndCol
		if endLine < sp.Line || (endLine == sp.Line && endCol < sp.Col) || endCol < 1 {
			endLine, endCol = sp.Line, sp.Col
		}
		reg.EndLine = endLine
		reg.EndColumn = rep.charCol(sp.File, endLine, endCol)
	}
	loc.Region = reg
	return loc, true
}

// charCol converts a 1-based byte column to a 1-based column in code
// points, or keeps it when the line is not known.
func (rep *Report) charCol(file string, line, col int) int {
	s := rep.sources[file]
	if s == nil || line > len(s.starts) {
		return col
	}
	raw := strings.TrimRight(s.lines(diag.Span{Line: line, EndLine: line}), "\r\n")
	n := col - 1
	if n > len(raw) {
		return utf8.RuneCountInString(raw) + 1 + (n - len(raw))
	}
	return utf8.RuneCountInString(raw[:n]) + 1
}
