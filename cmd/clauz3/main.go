// Command clauz3 is the front door: `clauz3 prove ENTRY.py` runs parse,
// lower, solve and explain in one process and prints what explain prints.
// It exits 0 when every obligation is proved, 1 when any is refuted,
// unknown or unsupported, 2 on bad input and 3 on an internal error.
//
//	clauz3 prove ENTRY.py [--trusted-root DIR]... [--import-root DIR]... [--target NAME]
//	             [--format text|markdown|json|sarif] [--timeout MS] [--seed N] [--smt2 DIR]
//	clauz3 version
package main

import (
	"context"
	"fmt"
	"io"
	"os"
	"os/signal"

	"clauz3/pkg/cli"
	"clauz3/pkg/explain"
	"clauz3/pkg/load"
	"clauz3/pkg/prove"
	"clauz3/pkg/solve"
)

const usage = `Usage: clauz3 COMMAND [ARGS]

Commands:
  prove ENTRY.py   prove the guarantees of ENTRY.py (see 'clauz3 prove --help')
  version          print the version

Flags:
  -h, --help       show this help
      --version    print the version
`

func main() {
	os.Exit(cli.Run("clauz3", os.Stderr, func() (int, error) { return run(os.Args[1:], os.Stdout) }))
}

func run(args []string, stdout io.Writer) (int, error) {
	if len(args) == 0 {
		return 0, &cli.Usage{Msg: "missing command (try 'clauz3 prove ENTRY.py')"}
	}
	switch args[0] {
	case "prove":
		return runProve(args[1:], stdout)
	case "version", "--version":
		fmt.Fprintf(stdout, "clauz3 %s\n", cli.Version)
		return 0, nil
	case "help", "-h", "--help":
		io.WriteString(stdout, usage)
		return 0, nil
	}
	return 0, &cli.Usage{Msg: fmt.Sprintf("unknown command %q", args[0])}
}

func runProve(args []string, stdout io.Writer) (int, error) {
	fs := cli.Flags("clauz3 prove", "clauz3 prove ENTRY.py [--trusted-root DIR]... [--import-root DIR]... [--target NAME] [--format FORMAT]")
	var pf cli.ProgramFlags
	pf.Add(fs)
	format := fs.String("format", "text", "output format: text, markdown, json or sarif")
	var sf cli.SolveFlags
	sf.Add(fs)
	if done, err := cli.Parse(fs, cli.ProgramArgs(args), stdout); done || err != nil {
		return 0, err
	}
	if err := cli.CheckFormat(*format); err != nil {
		return 0, err
	}
	if fs.NArg() != 1 {
		return 0, &cli.Usage{Msg: "expected exactly one entry file"}
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	res, err := prove.Prove(ctx, prove.Config{
		Load: load.Config{
			Entry:        fs.Arg(0),
			TrustedRoots: pf.TrustedRoots,
			ImportRoots:  pf.ImportRoots,
			Target:       pf.Target,
		},
		Solve: solveOptions(&sf),
	})
	if err != nil {
		return 0, err
	}
	if err := explain.Render(stdout, res, *format); err != nil {
		return 0, err
	}
	return explain.ExitCode(res), nil
}

func solveOptions(sf *cli.SolveFlags) solve.Options {
	return solve.Options{TimeoutMS: sf.TimeoutMS, Seed: sf.Seed, SMT2Dir: sf.SMT2Dir, Timings: sf.Timings}
}
