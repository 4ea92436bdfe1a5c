package explain

import (
	"bytes"
	"fmt"
	"io"

	"clauz3/pkg/diag"
)

// RenderFailure writes, in the given format, what a reader of that
// format needs when clauz3 could not produce a result at all (bad input,
// exit 2; an internal error, exit 3). Only SARIF has a place for this: a
// log whose one run has a failed invocation carrying the diagnostics as
// tool execution notifications, so that a code-scanning upload still
// receives a valid log that says why it is empty. For the other formats
// it writes nothing: their readers get the diagnostics on stderr.
func RenderFailure(w io.Writer, format string, diags []*diag.Diagnostic) error {
	if format != FormatSARIF {
		return nil
	}
	r := &report{src: diag.NewTexts()}
	inv := sarifInvocation{ExecutionSuccessful: false, ToolExecutionNotifications: []sarifNotification{}}
	for _, d := range diags {
		n := sarifNotification{Level: sarifLevel(d.Severity), Message: sarifMessage{Text: d.Error()}}
		if d.Code != "" {
			n.Descriptor = &sarifDescriptorRef{ID: d.Code}
		}
		if d.Span.File == "<stdin>" {
			// not a file a SARIF viewer could open
		} else if loc, ok := r.sarifLocation(d.Span); ok {
			n.Locations = []sarifLocation{loc}
		}
		inv.ToolExecutionNotifications = append(inv.ToolExecutionNotifications, n)
	}
	run := sarifFailedRun{
		Tool:        sarifTool{Driver: sarifDriver{Name: "clauz3", Version: ToolVersion, SemanticVersion: ToolVersion, Rules: []sarifRule{}}},
		Invocations: []sarifInvocation{inv},
	}
	var b bytes.Buffer
	if err := encode(&b, sarifFailedLog{Schema: sarifSchema, Version: sarifVersion, Runs: []sarifFailedRun{run}}); err != nil {
		return fmt.Errorf("explain: rendering sarif: %w", err)
	}
	if _, err := w.Write(b.Bytes()); err != nil {
		return fmt.Errorf("explain: writing sarif output: %w", err)
	}
	return nil
}

// sarifLevel maps a severity to a SARIF notification level.
func sarifLevel(s diag.Severity) string {
	switch s {
	case diag.Warning:
		return "warning"
	case diag.Note:
		return "note"
	}
	return "error"
}

// sarifFailedLog is a SARIF log of a run that produced no results: its
// results are absent (null), which SARIF reads as "the tool failed",
// unlike an empty list, which would say "nothing was found".
type sarifFailedLog struct {
	Schema  string           `json:"$schema"`
	Version string           `json:"version"`
	Runs    []sarifFailedRun `json:"runs"`
}

type sarifFailedRun struct {
	Tool        sarifTool         `json:"tool"`
	Invocations []sarifInvocation `json:"invocations"`
}

type sarifInvocation struct {
	ExecutionSuccessful        bool                `json:"executionSuccessful"`
	ToolExecutionNotifications []sarifNotification `json:"toolExecutionNotifications"`
}

type sarifNotification struct {
	Level      string              `json:"level"`
	Message    sarifMessage        `json:"message"`
	Descriptor *sarifDescriptorRef `json:"descriptor,omitempty"`
	Locations  []sarifLocation     `json:"locations,omitempty"`
}

type sarifDescriptorRef struct {
	ID string `json:"id"`
}
