// Command solve is the third clauz3 stage: it decides every obligation of
// a clauz3.dsl/v1 document with Z3, and runs proof-of-thought JSON DSL
// programs unchanged. It writes the clauz3.result/v1 document and exits 0
// when every obligation is proved, 1 otherwise.
//
//	solve [dsl.json | -] [--timeout MS] [--seed N] [--smt2 DIR] > result.json
package main

import (
	"context"
	"io"
	"os"
	"os/signal"

	"clauz3/pkg/cli"
	"clauz3/pkg/diag"
	"clauz3/pkg/explain"
	"clauz3/pkg/solve"
)

func main() {
	src := diag.NewTexts()
	os.Exit(cli.RunSources("solve", os.Stderr, src, func() (int, error) { return run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr, src) }))
}

// run solves the document named by args; it adds the program's sources
// to src, so that messages quote the program as the document holds it.
func run(args []string, stdin io.Reader, stdout, stderr io.Writer, src *diag.Texts) (int, error) {
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
	if err := solve.CheckDocument(name, data); err != nil {
		return 0, err
	}
	warn := func(d *diag.Diagnostic) {
		cli.InFile(name, d)
		cli.Print("solve", stderr, d, src)
	}
	doc, err := solve.DecodeProgramWarn(data, warn)
	if err != nil {
		return 0, cli.InFile(name, err)
	}
	for _, s := range doc.Sources {
		src.Add(s.Path, s.Text)
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
