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
	Tool       sarifTool        `json:"tool"`
	ColumnKind string           `json:"columnKind"`
	Results    []sarifResult    `json:"results"`
	Properties *sarifProperties `json:"properties,omitempty"`
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
	Name  string      `json:"name"`
	Rules []sarifRule `json:"rules"`
}

type sarifRule struct {
	ID string `json:"id"`
}

type sarifResult struct {
	RuleID     string               `json:"ruleId"`
	RuleIndex  int                  `json:"ruleIndex"`
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
	URI string `json:"uri"`
}

type sarifRegion struct {
	StartLine   int `json:"startLine"`
	StartColumn int `json:"startColumn,omitempty"`
	EndLine     int `json:"endLine,omitempty"`
	EndColumn   int `json:"endColumn,omitempty"`
}

// writeSARIF writes one result per obligation that is not proved. SARIF
// counts columns in characters, not bytes, so columns are converted with
// the source line when the result carries it (byte columns are kept when
// it does not; they agree for ASCII).
func writeSARIF(b *bytes.Buffer, r *report) error {
	fails := r.failures()
	index := map[string]int{}
	var ids []string
	for _, e := range fails {
		id := ruleID(e)
		if _, ok := index[id]; !ok {
			index[id] = 0
			ids = append(ids, id)
		}
	}
	sort.Strings(ids)
	rules := []sarifRule{}
	for i, id := range ids {
		index[id] = i
		rules = append(rules, sarifRule{ID: id})
	}
	verdict := "not_proved"
	if r.proved() {
		verdict = "proved"
	}
	run := sarifRun{
		Tool:       sarifTool{Driver: sarifDriver{Name: "clauz3", Rules: rules}},
		ColumnKind: "unicodeCodePoints",
		Results:    []sarifResult{},
		Properties: &sarifProperties{Target: r.target, Verdict: verdict, Solver: r.res.Solver},
	}
	for _, e := range fails {
		id := ruleID(e)
		text := verdictOf(e)
		if text == "" {
			text = "obligation " + e.ID + " is not proved"
		}
		if ns := r.notes(e); len(ns) > 0 {
			text += "\n" + strings.Join(ns, "\n")
		}
		res := sarifResult{
			RuleID:     id,
			RuleIndex:  index[id],
			Level:      "error",
			Message:    sarifMessage{Text: text},
			Properties: sarifResultProperies{Obligation: e.ID, Kind: e.Kind, Status: e.Status},
		}
		if loc, ok := r.sarifLocation(e.Span); ok {
			res.Locations = []sarifLocation{loc}
		}
		run.Results = append(run.Results, res)
	}
	return encode(b, sarifLog{Schema: sarifSchema, Version: sarifVersion, Runs: []sarifRun{run}})
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
	loc := sarifLocation{PhysicalLocation: sarifPhysical{ArtifactLocation: sarifArtifact{URI: fileURI(sp.File)}}}
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
	return strings.Join(segs, "/")
}
