package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"

	"clauz3/pkg/cli"
	"clauz3/pkg/diag"
	"clauz3/pkg/mcp/session"
)

func init() {
	register("start", command{
		summary: "start AGENT      launch an agent with clauz3's tools and its own approval service (see 'clauz3 start --help')",
		run:     runStart,
	})
	register("resume", command{
		summary: "resume ID        relaunch a session clauz3 start created",
		run:     runResume,
	})
}

const startHelp = `AGENT is claude (confined to clauz3's tools unless --unrestricted), codex or opencode (both need
--unrestricted: their own tools then act without approval), or any command. The agent gets
CLAUZ3_APPROVAL_SERVICE, CLAUZ3_APPROVAL_TOKEN (submission only), CLAUZ3_APPROVAL_VERIFY_KEY,
CLAUZ3_SESSION_ID and CLAUZ3_MCP_CONFIG (the MCP configuration file: this binary's mcp command);
never the signing key or the approver's token. The approver's login link is printed on stderr.
The session lives in .clauz3/sessions/ID (its record and approval store); when the agent exits the
service stops and 'clauz3 resume ID' relaunches it, unless the libraries, the policy or the skills changed.

Exit status: the agent's, or 2 when the session cannot start.
`

func sessionOptions(stdout io.Writer) (session.Options, error) {
	exe, err := os.Executable()
	if err != nil {
		return session.Options{}, fmt.Errorf("cannot find this program's path: %w", err)
	}
	if r, err := filepath.EvalSymlinks(exe); err == nil {
		exe = r
	}
	return session.Options{Exe: exe, Stdin: os.Stdin, Stdout: stdout, Stderr: os.Stderr}, nil
}

func sessionError(err error) error {
	var se *session.Error
	if errors.As(err, &se) {
		return &diag.BadInput{Err: &diag.Diagnostic{Severity: diag.Error, Code: "session", Message: se.Msg}}
	}
	return err
}

// runStart is `clauz3 start AGENT [--unrestricted] [--trusted-root R]...
// [--import-root R]... [--policy FILE] [-- ARGS...]`.
func runStart(args []string, stdout io.Writer) (int, error) {
	synopsis := "clauz3 start AGENT [--unrestricted] [--trusted-root DIR]... [--import-root DIR]... [--policy FILE] [--skills-dir DIR]... [-- ARGS...]"
	fs := cli.Flags("clauz3 start", synopsis)
	fs.Usage = func() {
		fmt.Fprintf(fs.Output(), "Usage: %s\n\nFlags:\n%s\n%s", synopsis, fs.FlagUsages(), startHelp)
	}
	unrestricted := fs.Bool("unrestricted", false, "leave the agent its own tools (they bypass approval)")
	trusted := fs.StringArray("trusted-root", nil, "a directory `DIR` of trusted modules (repeatable; default: tools/**/trusted)")
	imports := fs.StringArray("import-root", nil, "a directory `DIR` imports are resolved in (repeatable; default: .)")
	policy := fs.String("policy", "", "the approval service decides by the policy `FILE` (else a person decides)")
	skills := fs.StringArray("skills-dir", nil, "a directory `DIR` of SKILL.md documents offered to the agent (repeatable)")
	if done, err := cli.Parse(fs, cli.ProgramArgs(args), stdout); done || err != nil {
		return 0, err
	}
	if fs.NArg() == 0 {
		return 0, &cli.Usage{Msg: "missing AGENT (claude, codex, opencode or a command)", Cmd: "clauz3 start"}
	}
	o, err := sessionOptions(stdout)
	if err != nil {
		return 0, err
	}
	code, err := session.Start(context.Background(), o, session.Spec{Agent: fs.Arg(0), Args: fs.Args()[1:], Unrestricted: *unrestricted,
		TrustedRoots: *trusted, ImportRoots: *imports, SkillsDirs: *skills, Policy: *policy})
	return code, sessionError(err)
}

// runResume is `clauz3 resume ID`.
func runResume(args []string, stdout io.Writer) (int, error) {
	fs := cli.Flags("clauz3 resume", "clauz3 resume ID\n\nRelaunches the session ID (clauz3 start printed it) with a fresh key pair, tokens and\napproval service; refused when its trusted libraries or policy changed since it started.")
	if done, err := cli.Parse(fs, args, stdout); done || err != nil {
		return 0, err
	}
	if fs.NArg() != 1 {
		return 0, &cli.Usage{Msg: "expected exactly one session ID", Cmd: "clauz3 resume"}
	}
	o, err := sessionOptions(stdout)
	if err != nil {
		return 0, err
	}
	code, err := session.Resume(context.Background(), o, fs.Arg(0))
	return code, sessionError(err)
}
