// Command solve is the third clauz3 stage: it decides every obligation of
// a clauz3.dsl/v1 document with Z3, and runs proof-of-thought JSON DSL
// programs unchanged. It writes the clauz3.result/v1 document and exits 0
// when every obligation is proved, 1 otherwise.
//
//	solve [dsl.json | -] [--timeout MS] [--seed N] [--smt2 DIR] > result.json
package main

import (
	"context"
	"fmt"
	"io"
	"os"
	"os/signal"

	"clauz3/pkg/cli"
	"clauz3/pkg/diag"
	"clauz3/pkg/explain"
	"clauz3/pkg/ir"
	"clauz3/pkg/solve"
)

func main() {
	os.Exit(cli.Run("solve", os.Stderr, func() (int, error) { return run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr) }))
}

func run(args []string, stdin io.Reader, stdout, stderr io.Writer) (int, error) {
	fs := cli.Flags("solve", "solve [dsl.json | -] [--timeout MS] [--seed N] [--smt2 DIR] > result.json")
	var sf cli.SolveFlags
	sf.Add(fs)
	if done, err := cli.Parse(fs, args, stdout); done || err != nil {
		return 0, err
	}
	name, data, err := cli.ReadInput(fs.Args(), stdin)
	if err != nil {
		return 0, err
	}
	if _, err := ir.Check(name, data, ir.KindDSL); err != nil {
		return 0, err
	}
	warn := func(d *diag.Diagnostic) {
		cli.InFile(name, d)
		fmt.Fprintf(stderr, "solve: %s\n", d.Error())
	}
	doc, err := solve.DecodeProgramWarn(data, warn)
	if err != nil {
		return 0, cli.InFile(name, err)
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	opts := solveOptions(&sf)
	opts.Warn = warn
	res, err := solve.Solve(ctx, doc, opts)
	if err != nil {
		return 0, cli.InFile(name, err)
	}
	if err := cli.WriteJSON(stdout, res); err != nil {
		return 0, err
	}
	return explain.ExitCode(res), nil
}

func solveOptions(sf *cli.SolveFlags) solve.Options {
	return solve.Options{TimeoutMS: sf.TimeoutMS, Seed: sf.Seed, SMT2Dir: sf.SMT2Dir, Timings: sf.Timings}
}
