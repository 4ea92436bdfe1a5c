package main

import (
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"clauz3/pkg/cli"
	"clauz3/pkg/diag"
	"clauz3/pkg/mcp/harness"
)

func init() {
	register("config", command{
		summary: "config           give an agent harness clauz3's MCP server and only its tools (see 'clauz3 config --help')",
		run:     runConfig,
	})
}

// runConfig is `clauz3 config [--into DIR] [--agent claude|codex|opencode]
// [--force]`: it merges the harness's project configuration so that the
// agent has clauz3's MCP server (clauz3 mcp) and, besides read-only
// inspection, only its tools. A second run changes nothing.
func runConfig(args []string, stdout io.Writer) (int, error) {
	synopsis := "clauz3 config [--into DIR] [--agent claude|codex|opencode] [--force]\n\n" +
		"Gives an agent harness clauz3's MCP server (this binary's 'mcp' command) and, besides read-only\n" +
		"inspection, only its tools, merging into the project's existing settings (nothing is removed;\n" +
		"a second run changes nothing):\n" +
		"  claude    .mcp.json (the server) and .claude/settings.json (allow the clauz3 tools, Read, Glob,\n" +
		"            Grep; deny Bash, Edit, MultiEdit, Write, NotebookEdit, WebFetch, WebSearch)\n" +
		"  codex     .codex/config.toml (the server; sandbox_mode \"read-only\")\n" +
		"  opencode  opencode.json (the server; permission edit, bash, webfetch: deny)"
	fs := cli.Flags("clauz3 config", synopsis)
	into := fs.String("into", ".", "the project directory `DIR` to configure")
	agent := fs.String("agent", "claude", "the harness: claude, codex or opencode")
	force := fs.Bool("force", false, "overwrite a settings file that cannot be merged into, and replace a different clauz3 server entry")
	if done, err := cli.Parse(fs, args, stdout); done || err != nil {
		return 0, err
	}
	if fs.NArg() > 0 {
		return 0, &cli.Usage{Msg: fmt.Sprintf("unexpected argument %q", fs.Arg(0)), Cmd: "clauz3 config"}
	}
	if !slices.Contains(harness.Agents, *agent) {
		u := &cli.Usage{Msg: fmt.Sprintf("unknown agent %q (want one of %s)", *agent, strings.Join(harness.Agents, ", ")), Cmd: "clauz3 config"}
		if s := cli.Suggest(*agent, harness.Agents); s != "" {
			u.Notes = append(u.Notes, fmt.Sprintf("did you mean %s?", s))
		}
		return 0, u
	}
	if info, err := os.Stat(*into); err != nil || !info.IsDir() {
		return 0, &cli.Usage{Msg: fmt.Sprintf("--into %s is not a directory", *into), Cmd: "clauz3 config"}
	}
	exe, err := os.Executable()
	if err != nil {
		return 0, fmt.Errorf("cannot find this program's path: %w", err)
	}
	if r, err := filepath.EvalSymlinks(exe); err == nil {
		exe = r
	}
	changes, err := harness.Configure(harness.Options{Into: *into, Agent: *agent, Command: []string{exe, "mcp"}, Force: *force})
	var he *harness.Error
	if errors.As(err, &he) {
		return 0, &diag.BadInput{Err: &diag.Diagnostic{Severity: diag.Error, Code: "config-merge",
			Span: diag.Span{File: filepath.Join(*into, he.Path)}, Message: he.Msg}}
	}
	if err != nil {
		return 0, err
	}
	for _, c := range changes {
		switch {
		case c.Created:
			fmt.Fprintf(stdout, "created %s: %s\n", c.Path, strings.Join(c.Added, "; "))
		case c.Changed():
			fmt.Fprintf(stdout, "updated %s: added %s\n", c.Path, strings.Join(c.Added, "; "))
		default:
			fmt.Fprintf(stdout, "unchanged %s\n", c.Path)
		}
		for _, k := range c.Kept {
			fmt.Fprintf(stdout, "  kept %s\n", k)
		}
	}
	return 0, nil
}
