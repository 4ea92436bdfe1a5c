package main

import (
	"fmt"
	"io"

	"clauz3/pkg/cli"
	"clauz3/pkg/library"
)

func init() {
	register("lint", command{
		summary: "lint FILE...     check trusted layers: bodies against their markers and conditions",
		run:     runLint,
	})
}

// runLint is `clauz3 lint FILE|DIR...`: the findings on stdout, exit 1
// when there are any, 0 when the files are clean, 2 when one cannot be
// read or parsed.
func runLint(args []string, stdout io.Writer) (int, error) {
	synopsis := "clauz3 lint FILE|DIR...\n\n" +
		"Checks trusted modules (a directory: every *.py below it) against what their declarations say,\n" +
		"as the reference's lint does with deal's linter:\n" +
		"  effect-calls-effect    a trusted effect calls another trusted effect (that call is no fact of its own)\n" +
		"  missed-marker          a body prints, reads, writes, runs a command, uses the network or the\n" +
		"                         environment, and its @deal.has does not declare it\n" +
		"  contradictory-markers  a trusted effect declared pure, or clauz3's and deal's conditions on one function\n" +
		"  post-contract-error    a returned literal that the postcondition refuses\n" +
		"  pre-contract-error     a call with literal arguments that the callee's precondition refuses\n" +
		"  ensure-without-result  @deal.ensure whose condition has no result parameter"
	fs := cli.Flags("clauz3 lint", synopsis)
	fs.Usage = func() {
		fmt.Fprintf(fs.Output(), "Usage: %s\n\nFlags:\n%s\n%s", synopsis, fs.FlagUsages(), lintExitStatus)
	}
	if done, err := cli.Parse(fs, args, stdout); done || err != nil {
		return 0, err
	}
	if fs.NArg() == 0 {
		return 0, &cli.Usage{Msg: "expected at least one FILE or directory", Cmd: "clauz3 lint"}
	}
	findings, err := library.LintPaths(fs.Args())
	if err != nil {
		return 0, err
	}
	for _, d := range findings {
		cli.Print("clauz3", stdout, d, nil)
	}
	if len(findings) > 0 {
		fmt.Fprintf(stdout, "%d finding%s\n", len(findings), map[bool]string{true: "", false: "s"}[len(findings) == 1])
		return 1, nil
	}
	return 0, nil
}

// lintExitStatus ends lint's --help.
const lintExitStatus = `Exit status:
  0  no findings
  1  findings (printed on standard output)
  2  usage or bad input: a file that cannot be read or parsed
`
