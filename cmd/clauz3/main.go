// Command clauz3 is the front door: `clauz3 prove ENTRY.py` runs parse,
// lower, solve and explain in one process and prints what explain prints.
// It exits 0 when every obligation is proved, 1 when any is refuted,
// unknown or unsupported, 2 on bad input and 3 on an internal error.
//
//	clauz3 prove ENTRY.py [--trusted-root DIR]... [--import-root DIR]... [--target NAME]
//	             [--format text|markdown|json|sarif|line] [--color auto|always|never]
//	             [--timeout MS] [--seed N] [--smt2 DIR]
//	clauz3 version
package main

import (
	"context"
	"fmt"
	"io"
	"os"
	"os/signal"
	"sort"
	"strings"

	"clauz3/pkg/cli"
	"clauz3/pkg/explain"
	"clauz3/pkg/load"
	"clauz3/pkg/prove"
	"clauz3/pkg/solve"
)

// command is one subcommand of clauz3. Each command lives in its own
// file of this package and registers itself in commands from an init
// function, so that commands are added without editing this file.
type command struct {
	summary string // one line for the help: "prove ENTRY.py   prove ..."
	run     func(args []string, stdout io.Writer) (int, error)
}

// commands maps a command name to its implementation.
var commands = map[string]command{}

func register(name string, c command) {
	if _, dup := commands[name]; dup {
		panic("clauz3: command registered twice: " + name)
	}
	commands[name] = c
}

func init() {
	register("prove", command{summary: "prove ENTRY.py   prove the guarantees of ENTRY.py (see 'clauz3 prove --help')", run: runProve})
	register("version", command{summary: "version          print the version", run: func(_ []string, stdout io.Writer) (int, error) {
		fmt.Fprintf(stdout, "clauz3 %s\n", cli.Version)
		return 0, nil
	}})
}

// usage is the help of clauz3 itself, listing the commands in order.
func usage() string {
	names := make([]string, 0, len(commands))
	for n := range commands {
		names = append(names, n)
	}
	sort.Strings(names)
	var b strings.Builder
	b.WriteString("Usage: clauz3 COMMAND [ARGS]\n\nCommands:\n")
	for _, n := range names {
		b.WriteString("  " + commands[n].summary + "\n")
	}
	b.WriteString("\nFlags:\n  -h, --help       show this help\n      --version    print the version\n")
	return b.String()
}

func main() {
	os.Exit(cli.Run("clauz3", os.Stderr, func() (int, error) { return run(os.Args[1:], os.Stdout) }))
}

func run(args []string, stdout io.Writer) (int, error) {
	if len(args) == 0 {
		return 0, &cli.Usage{Msg: "missing command (try 'clauz3 prove ENTRY.py')"}
	}
	switch args[0] {
	case "--version":
		return commands["version"].run(nil, stdout)
	case "help", "-h", "--help":
		io.WriteString(stdout, usage())
		return 0, nil
	}
	if c, ok := commands[args[0]]; ok {
		return c.run(args[1:], stdout)
	}
	names := make([]string, 0, len(commands))
	for n := range commands {
		names = append(names, n)
	}
	sort.Strings(names)
	return 0, cli.UnknownCommand("clauz3", args[0], names)
}

func runProve(args []string, stdout io.Writer) (int, error) {
	fs := cli.Flags("clauz3 prove", "clauz3 prove ENTRY.py [--trusted-root DIR]... [--import-root DIR]... [--target NAME] [--format FORMAT]")
	var pf cli.ProgramFlags
	pf.Add(fs)
	format := fs.String("format", "text", "output format: text, markdown, json, sarif or line (one line per target, for scripts)")
	var color cli.ColorFlag
	color.Add(fs)
	var sf cli.SolveFlags
	sf.Add(fs)
	var rf replayFlags
	rf.Add(fs)
	var cf crossCheckFlags
	cf.Add(fs)
	if done, err := cli.Parse(fs, cli.ProgramArgs(args), stdout); done || err != nil {
		return 0, err
	}
	if err := cli.CheckFormat(*format); err != nil {
		return 0, err
	}
	if fs.NArg() != 1 {
		return 0, &cli.Usage{Msg: "expected exactly one entry file", Cmd: "clauz3 prove"}
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	sopts, err := cf.Options(solveOptions(&sf))
	if err != nil {
		return 0, err
	}
	defer cf.Close()
	res, err := verifiedProve(ctx, prove.Config{
		Load: load.Config{
			Entry:        fs.Arg(0),
			TrustedRoots: pf.TrustedRoots,
			ImportRoots:  pf.ImportRoots,
			Target:       pf.Target,
		},
		Solve: sopts,
	})
	if err != nil {
		// A SARIF reader still gets a log saying why it is empty.
		if rerr := explain.RenderFailure(stdout, *format, cli.Diagnostics("clauz3", err)); rerr != nil {
			return 0, rerr
		}
		return 0, err
	}
	if err := cf.Run(ctx, res, sopts, os.Stderr); err != nil {
		return 0, err
	}
	if err := rf.Run(ctx, res, &pf, os.Stderr); err != nil {
		return 0, err
	}
	opts := explain.Options{Format: *format, Color: color.Enabled(stdout, nil)}
	if wd, err := os.Getwd(); err == nil {
		opts.BaseURI = explain.DirURI(wd) // SARIF's paths are relative to it
	}
	if err := explain.RenderOptions(stdout, res, opts); err != nil {
		return 0, err
	}
	return explain.ExitCode(res), nil
}

func solveOptions(sf *cli.SolveFlags) solve.Options {
	return solve.Options{TimeoutMS: sf.TimeoutMS, Seed: sf.Seed, SMT2Dir: sf.SMT2Dir, Timings: sf.Timings}
}
