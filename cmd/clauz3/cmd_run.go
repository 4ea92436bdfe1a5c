package main

import (
	"context"
	"fmt"
	"io"
	"math"
	"os"
	"os/signal"
	"time"

	"clauz3/pkg/cli"
	"clauz3/pkg/interp"
	"clauz3/pkg/runner"
)

func init() {
	register("run", command{
		summary: "run PROGRAM      prove, ask for approval, verify the receipt, then execute (see 'clauz3 run --help')",
		run:     runRun,
	})
}

// runRun is `clauz3 run PROGRAM|- [roots] [--target NAME]
// [--approval-timeout S] [--step-budget N] [--allow-import M]`: exit 0
// executed, 1 not proved or a run-time error, 2 configuration, service or
// receipt error, 3 denied (the reference's codes).
func runRun(args []string, stdout io.Writer) (int, error) {
	synopsis := "clauz3 run PROGRAM|- [--trusted-root DIR]... [--import-root DIR]... [--target NAME]\n" +
		"                  [--approval-timeout S] [--step-budget N] [--allow-import M]...\n\n" +
		"Proves PROGRAM (- or none: stdin), asks the approval service ($CLAUZ3_APPROVAL_SERVICE, else\n" +
		"$CLAUZ3_APPROVAL_URL, else .clauz3/approval-service.json) with $CLAUZ3_APPROVAL_TOKEN, verifies the\n" +
		"receipt with $CLAUZ3_APPROVAL_VERIFY_KEY, then runs the target with no arguments in clauz3's interpreter;\n" +
		"trusted calls go to the real trusted layer in CPython. The request carries the sha256 of every file of the\n" +
		"trusted roots; a receipt that binds them (clauz3's service and mock sign them) is refused, naming each file,\n" +
		"when the files on disk differ, whatever an installed library's .clauz3-installed.json says."
	fs := cli.Flags("clauz3 run", synopsis)
	fs.Usage = func() {
		fmt.Fprintf(fs.Output(), "Usage: %s\n\nFlags:\n%s\n%s", synopsis, fs.FlagUsages(), runExitStatus)
	}
	var pf cli.ProgramFlags
	pf.Add(fs)
	timeout := fs.Float64("approval-timeout", 300, "seconds `S` to wait for the decision")
	budget := fs.Int64("step-budget", interp.DefaultStepBudget, "the most steps `N` the interpreter may take")
	allow := fs.StringArray("allow-import", nil, "a module `M` the program may import (repeatable)")
	var sf cli.SolveFlags
	sf.Add(fs)
	var rf replayFlags
	rf.AddOn(fs)
	if done, err := cli.Parse(fs, cli.ProgramArgs(args), stdout); done || err != nil {
		return 0, err
	}
	if fs.NArg() > 1 {
		return 0, &cli.Usage{Msg: "expected at most one program", Cmd: "clauz3 run"}
	}
	if *budget < 1 {
		return 0, &cli.Usage{Msg: "--step-budget must be at least 1", Cmd: "clauz3 run"}
	}
	if !(*timeout > 0) || math.IsInf(*timeout, 0) || *timeout > 1e9 {
		return 0, &cli.Usage{Msg: "--approval-timeout must be a positive number of seconds", Cmd: "clauz3 run"}
	}
	program := "-"
	if fs.NArg() == 1 {
		program = fs.Arg(0)
	}
	if err := verifyRunRoots(&pf); err != nil {
		return 0, err // an installed library changed since install
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	code, _ := runner.Run(ctx, runner.Options{
		Program:         program,
		Stdin:           os.Stdin,
		TrustedRoots:    pf.TrustedRoots,
		ImportRoots:     pf.ImportRoots,
		Target:          pf.Target,
		ApprovalTimeout: time.Duration(*timeout * float64(time.Second)),
		StepBudget:      *budget,
		AllowImports:    *allow,
		Solve:           solveOptions(&sf),
		Replay:          rf.Hook(os.Stderr),
		Stdout:          stdout,
		Stderr:          os.Stderr,
	})
	return code, nil
}

// runExitStatus ends run's --help: its exit codes are the reference's.
const runExitStatus = `Exit status:
  0  approved and executed
  1  not proved (nothing is asked), or a run-time error while executing
  2  usage, configuration, approval service or receipt error (nothing is executed)
  3  denied (the decision and the feedback are printed on stderr)
`
