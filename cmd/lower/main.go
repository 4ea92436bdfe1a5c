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
	"clauz3/pkg/ir"
	"clauz3/pkg/lower"
)

func main() {
	os.Exit(cli.Run("lower", os.Stderr, func() (int, error) { return run(os.Args[1:], os.Stdin, os.Stdout) }))
}

func run(args []string, stdin io.Reader, stdout io.Writer) (int, error) {
	fs := cli.Flags("lower", "lower [ast.json | -] > dsl.json")
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
	out, err := lower.Lower(doc)
	if err != nil {
		return 0, err
	}
	return 0, cli.WriteJSON(stdout, out)
}
