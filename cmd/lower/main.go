// Command lower is the second clauz3 stage: it reads a clauz3.ast/v1
// document (a file, or stdin) and writes the clauz3.dsl/v1 document: the
// program's effect facts and the obligations that must be proved.
//
//	lower [ast.json | -] > dsl.json
package main

import (
	"io"
	"os"

	"clauz3/pkg/cli"
	"clauz3/pkg/diag"
	"clauz3/pkg/ir"
	"clauz3/pkg/lower"
)

func main() {
	src := diag.NewTexts()
	os.Exit(cli.RunSources("lower", os.Stderr, src, func() (int, error) { return run(os.Args[1:], os.Stdin, os.Stdout, src) }))
}

// run lowers the document named by args; it adds the program's sources
// to src, so that messages quote the program as the document holds it.
func run(args []string, stdin io.Reader, stdout io.Writer, src *diag.Texts) (int, error) {
	fs := cli.Flags("lower", "lower [ast.json | -] > dsl.json")
	docPre := fs.Bool("docstring-preconditions", false, "assume the target's docstring preconditions (Precondition: ...), as clauz3 verify does")
	reach := fs.Bool("reach-checks", false, "ask, for every branch of an if, whether it can run (a branch that cannot is a note), as clauz3 verify does")
	if done, err := cli.Parse(fs, args, stdout); done || err != nil {
		return 0, err
	}
	name, data, err := cli.ReadInput(fs.Args(), stdin)
	if err != nil {
		return 0, err
	}
	doc, err := ir.DecodeAST(name, data)
	if err != nil {
		return 0, err
	}
	for _, s := range doc.Sources {
		src.Add(s.Path, s.Text)
	}
	out, err := lower.LowerWith(doc, lower.Options{DocPreconditions: *docPre, ReachChecks: *reach})
	if err != nil {
		return 0, err
	}
	return 0, cli.WriteJSON(stdout, out)
}
