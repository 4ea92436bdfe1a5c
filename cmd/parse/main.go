// Command parse is the first clauz3 stage: it parses a Python program
// (the entry file, the trusted modules and the modules the entry imports)
// and writes the clauz3.ast/v1 document on stdout.
//
//	parse ENTRY.py [--trusted-root DIR]... [--import-root DIR]... [--target NAME] > ast.json
package main

import (
	"io"
	"os"

	"clauz3/pkg/cli"
	"clauz3/pkg/load"
	"clauz3/pkg/python/parser"
)

func main() {
	os.Exit(cli.Run("parse", os.Stderr, func() (int, error) { return run(os.Args[1:], os.Stdout) }))
}

func run(args []string, stdout io.Writer) (int, error) {
	fs := cli.Flags("parse", "parse ENTRY.py [--trusted-root DIR]... [--import-root DIR]... [--target NAME] > ast.json")
	var pf cli.ProgramFlags
	pf.Add(fs)
	if done, err := cli.Parse(fs, cli.ProgramArgs(args), stdout); done || err != nil {
		return 0, err
	}
	if fs.NArg() != 1 {
		return 0, &cli.Usage{Msg: "expected exactly one entry file"}
	}
	doc, err := load.Load(load.Config{
		Entry:        fs.Arg(0),
		TrustedRoots: pf.TrustedRoots,
		ImportRoots:  pf.ImportRoots,
		Target:       pf.Target,
		Parse:        parser.ParseFile,
	})
	if err != nil {
		return 0, err
	}
	return 0, cli.WriteJSON(stdout, doc)
}
