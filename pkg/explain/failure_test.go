package explain

import (
	"bytes"
	"encoding/json"
	"testing"

	"clauz3/pkg/diag"
)

func TestRenderFailure(t *testing.T) {
	diags := []*diag.Diagnostic{
		diag.Errorf(diag.Span{File: "plan.py", Line: 2, Col: 5, EndLine: 2, EndCol: 6}, "syntax-error", "invalid syntax"),
		{Severity: diag.Warning, Message: "from stdin", Span: diag.Span{File: "<stdin>", Line: 1, Col: 1}},
	}
	for _, f := range []string{FormatText, FormatMarkdown, FormatJSON} {
		var b bytes.Buffer
		if err := RenderFailure(&b, f, diags); err != nil || b.Len() != 0 {
			t.Errorf("%s: wrote %q, %v", f, b.String(), err)
		}
	}
	var b bytes.Buffer
	if err := RenderFailure(&b, FormatSARIF, diags); err != nil {
		t.Fatal(err)
	}
	var log struct {
		Version string
		Runs    []struct {
			Results     *[]any `json:"results"`
			Invocations []struct {
				ExecutionSuccessful        *bool `json:"executionSuccessful"`
				ToolExecutionNotifications []struct {
					Level      string
					Message    struct{ Text string }
					Descriptor *struct{ ID string }
					Locations  []struct {
						PhysicalLocation struct {
							ArtifactLocation struct{ URI string }
							Region           struct{ StartLine, StartColumn int }
						}
					}
				}
			}
		}
	}
	if err := json.Unmarshal(b.Bytes(), &log); err != nil {
		t.Fatal(err)
	}
	if log.Version != "2.1.0" || len(log.Runs) != 1 || log.Runs[0].Results != nil || len(log.Runs[0].Invocations) != 1 {
		t.Fatalf("log: %s", b.String())
	}
	inv := log.Runs[0].Invocations[0]
	if inv.ExecutionSuccessful == nil || *inv.ExecutionSuccessful || len(inv.ToolExecutionNotifications) != 2 {
		t.Fatalf("invocation: %s", b.String())
	}
	n := inv.ToolExecutionNotifications[0]
	if n.Level != "error" || n.Message.Text != "plan.py:2:5: error: invalid syntax [syntax-error]" || n.Descriptor == nil ||
		n.Descriptor.ID != "syntax-error" || len(n.Locations) != 1 || n.Locations[0].PhysicalLocation.ArtifactLocation.URI != "plan.py" ||
		n.Locations[0].PhysicalLocation.Region.StartLine != 2 || n.Locations[0].PhysicalLocation.Region.StartColumn != 5 {
		t.Errorf("first notification: %+v", n)
	}
	if n := inv.ToolExecutionNotifications[1]; n.Level != "warning" || n.Descriptor != nil || len(n.Locations) != 0 {
		t.Errorf("second notification: %+v", n)
	}
}
