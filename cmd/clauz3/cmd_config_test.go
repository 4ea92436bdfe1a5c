package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"clauz3/pkg/cli"
)

// TestConfigCommand: config in a fresh directory creates Claude Code's
// two files, a second run reports them unchanged, a file it cannot merge
// into is refused with exit 2 (untouched), an unknown agent is a usage
// error with a suggestion.
func TestConfigCommand(t *testing.T) {
	dir := t.TempDir()
	run := func(args ...string) (int, string, string) {
		var out, errOut bytes.Buffer
		code := cli.Run("clauz3", &errOut, func() (int, error) { return runConfig(args, &out) })
		return code, out.String(), errOut.String()
	}
	code, out, _ := run("--into", dir)
	if code != 0 || out != "created .mcp.json: the clauz3 MCP server\n"+
		"created .claude/settings.json: permissions.defaultMode default; allow mcp__clauz3__run, mcp__clauz3__status, mcp__clauz3__tools, mcp__clauz3__libraries, mcp__clauz3__list_skills, mcp__clauz3__read_skill, mcp__clauz3__prove, mcp__clauz3__explain, Read, Glob, Grep; deny Bash, Edit, MultiEdit, Write, NotebookEdit, WebFetch, WebSearch; enabledMcpjsonServers clauz3\n" {
		t.Errorf("fresh: exit %d\n%s", code, out)
	}
	exe, _ := os.Executable()
	if data, _ := os.ReadFile(filepath.Join(dir, ".mcp.json")); !strings.Contains(string(data), filepath.Base(exe)) {
		t.Errorf(".mcp.json does not name this binary:\n%s", data)
	}
	code, out, _ = run("--into", dir)
	if code != 0 || out != "unchanged .mcp.json\nunchanged .claude/settings.json\n" {
		t.Errorf("second run: exit %d\n%s", code, out)
	}
	os.WriteFile(filepath.Join(dir, "opencode.json"), []byte("{oops"), 0o644)
	code, _, errOut := run("--into", dir, "--agent", "opencode")
	if code != 2 || !strings.Contains(errOut, "opencode.json: error: cannot merge into it") {
		t.Errorf("invalid file: exit %d, %q", code, errOut)
	}
	if data, _ := os.ReadFile(filepath.Join(dir, "opencode.json")); string(data) != "{oops" {
		t.Errorf("the invalid file was changed: %q", data)
	}
	code, _, errOut = run("--agent", "codx")
	if code != 2 || !strings.Contains(errOut, "did you mean codex?") {
		t.Errorf("unknown agent: exit %d, %q", code, errOut)
	}
}
