package cli

import (
	"testing"

	"clauz3/pkg/explain"
)

// TestSARIFVersion: the version SARIF names as its driver's is the
// binaries' (explain does not import this package, so it has its own
// constant).
func TestSARIFVersion(t *testing.T) {
	if explain.ToolVersion != Version {
		t.Errorf("explain.ToolVersion = %q, cli.Version = %q", explain.ToolVersion, Version)
	}
}
