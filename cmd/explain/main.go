// Command explain is the last clauz3 stage: it renders a clauz3.result/v1
// document for the person approving the program. It exits 0 when every
// obligation is proved and 1 otherwise.
//
//	explain [result.json | -] [--format text|markdown|json|sarif|line] [--color auto|always|never]
package main

import (
	"io"
	"os"

	"clauz3/pkg/cli"
	"clauz3/pkg/diag"
	"clauz3/pkg/explain"
	"clauz3/pkg/ir"
)

func main() {
	// No sources: explain's messages are about its input document, whose
	// lines are not quoted (see cli.RunSources).
	os.Exit(cli.RunSources("explain", os.Stderr, diag.NewTexts(), func() (int, error) { return run(os.Args[1:], os.Stdin, os.Stdout) }))
}

func run(args []string, stdin io.Reader, stdout io.Writer) (int, error) {
	fs := cli.Flags("explain", "explain [result.json | -] [--format text|markdown|json|sarif|line] [--color WHEN]")
	format := fs.String("format", "text", "output format: text, markdown, json, sarif or line (one line per target, for scripts)")
	var color cli.ColorFlag
	color.Add(fs)
	if done, err := cli.Parse(fs, args, stdout); done || err != nil {
		return 0, err
	}
	if err := cli.CheckFormat(*format); err != nil {
		return 0, err
	}
	name, data, err := cli.ReadInput(fs.Args(), stdin)
	if err != nil {
		return 0, failed(stdout, *format, err)
	}
	var res ir.Result
	if err := ir.Decode(name, data, ir.KindResult, &res); err != nil {
		return 0, failed(stdout, *format, err)
	}
	// No SARIF base URI: the document's paths are relative to where
	// parse ran, which need not be here.
	opts := explain.Options{Format: *format, Color: color.Enabled(stdout, nil)}
	if err := explain.RenderOptions(stdout, &res, opts); err != nil {
		return 0, err
	}
	return explain.ExitCode(&res), nil
}

// failed writes what the format says about a run that has no result
// (a SARIF log with the reason) and returns err for stderr and the exit
// code.
func failed(stdout io.Writer, format string, err error) error {
	if werr := explain.RenderFailure(stdout, format, cli.Diagnostics("explain", err)); werr != nil {
		return werr
	}
	return err
}
