package main

import (
	"context"
	"fmt"
	"io"
	"math"
	"os"
	"os/signal"
	"syscall"
	"time"

	"clauz3/pkg/cli"
	"clauz3/pkg/mcp"
)

func init() {
	register("mcp", command{
		summary: "mcp              serve clauz3's tools to an agent over MCP on stdio (see 'clauz3 mcp --help')",
		run:     runMCP,
	})
}

// mcpHelp ends mcp's --help: the tools it serves.
const mcpHelp = `Tools:
  run(source)               prove, ask for approval, execute (progress notifications while proving and waiting)
  status()                  the active and recent runs
  tools(query, view)        the trusted effects, contracts and row types (view: api or source)
  libraries(query)          the trusted libraries offered
  list_skills()             the skill documents
  read_skill(id)            one skill document
  prove(source)             the verdict and, when not proved, the counterexamples (nothing runs)
  explain(source)           the plain-English summary a person approves (nothing runs)

run uses the approval service of $CLAUZ3_APPROVAL_SERVICE (or .clauz3/approval-service.json) with
$CLAUZ3_APPROVAL_TOKEN and verifies receipts with $CLAUZ3_APPROVAL_VERIFY_KEY, as clauz3 run does.
`

// runMCP is `clauz3 mcp [--trusted-root R]... [--import-root R]...
// [--skills-dir D]...`: an MCP server on stdin/stdout working in the
// current directory, until the client closes stdin.
func runMCP(args []string, stdout io.Writer) (int, error) {
	synopsis := "clauz3 mcp [--trusted-root DIR]... [--import-root DIR]... [--skills-dir DIR]...\n\n" +
		"Serves clauz3's tools to an agent over the Model Context Protocol on stdin and stdout, working in\n" +
		"the current directory. Without --trusted-root, the trusted roots are tools/**/trusted under the\n" +
		"import roots (default: the current directory)."
	fs := cli.Flags("clauz3 mcp", synopsis)
	fs.Usage = func() {
		fmt.Fprintf(fs.Output(), "Usage: %s\n\nFlags:\n%s\n%s", synopsis, fs.FlagUsages(), mcpHelp)
	}
	trusted := fs.StringArray("trusted-root", nil, "a directory `DIR` of trusted modules (repeatable; --trusted-roots DIR... also works)")
	imports := fs.StringArray("import-root", nil, "a directory `DIR` imports are resolved in (repeatable; default: .)")
	skills := fs.StringArray("skills-dir", nil, "a directory `DIR` of SKILL.md documents offered as skills (repeatable)")
	approval := fs.Float64("approval-timeout", 300, "seconds `S` run waits for a decision")
	var sf cli.SolveFlags
	sf.Add(fs)
	if done, err := cli.Parse(fs, cli.ProgramArgs(args), stdout); done || err != nil {
		return 0, err
	}
	if fs.NArg() > 0 {
		return 0, &cli.Usage{Msg: fmt.Sprintf("unexpected argument %q", fs.Arg(0)), Cmd: "clauz3 mcp"}
	}
	if !(*approval > 0) || math.IsInf(*approval, 0) || *approval > 1e9 {
		return 0, &cli.Usage{Msg: "--approval-timeout must be a positive number of seconds", Cmd: "clauz3 mcp"}
	}
	docs, err := mcp.LoadSkills(*skills)
	if err != nil {
		return 0, &cli.Usage{Msg: err.Error(), Cmd: "clauz3 mcp"}
	}
	srv, err := mcp.New(mcp.Config{
		TrustedRoots:    *trusted,
		ImportRoots:     *imports,
		Skills:          docs,
		Solve:           solveOptions(&sf),
		ApprovalTimeout: time.Duration(*approval * float64(time.Second)),
	})
	if err != nil {
		return 0, err
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	if err := srv.Serve(ctx, &mcp.LineTransport{In: os.Stdin, Out: os.Stdout}); err != nil && ctx.Err() == nil {
		return 0, fmt.Errorf("mcp: %w", err)
	}
	return 0, nil
}
