package main

import (
	"context"
	"fmt"
	"io"
	"os"

	"github.com/spf13/pflag"

	"clauz3/pkg/cli"
	"clauz3/pkg/cvc5"
	"clauz3/pkg/ir"
	"clauz3/pkg/solve"
)

// crossCheckFlags is prove's --cross-check SOLVER: ask a second solver
// every check Z3 decided (pkg/cvc5); a disagreement makes the obligation
// unknown with both answers.
type crossCheckFlags struct {
	solver string
	tmp    string // the SMT-LIB2 directory made for the cross-check
}

// Add registers --cross-check on fs.
func (c *crossCheckFlags) Add(fs *pflag.FlagSet) {
	fs.StringVar(&c.solver, "cross-check", "", "ask a second `SOLVER` (cvc5) every check Z3 decided; where they disagree\nthe obligation is unknown")
}

// Options returns opts with an SMT-LIB2 directory to cross-check from:
// --smt2's when given, else a temporary one (removed by Close).
func (c *crossCheckFlags) Options(opts solve.Options) (solve.Options, error) {
	switch c.solver {
	case "":
		return opts, nil
	case "cvc5":
	default:
		return opts, &cli.Usage{Msg: fmt.Sprintf("unknown solver %q for --cross-check (the one supported is cvc5)", c.solver), Cmd: "clauz3 prove"}
	}
	if opts.SMT2Dir == "" {
		dir, err := os.MkdirTemp("", "clauz3-cross-check-")
		if err != nil {
			return opts, err
		}
		c.tmp = dir
		opts.SMT2Dir = dir
	}
	return opts, nil
}

// Close removes the temporary directory Options made, if any.
func (c *crossCheckFlags) Close() {
	if c.tmp != "" {
		os.RemoveAll(c.tmp)
		c.tmp = ""
	}
}

// Run cross-checks res from the queries solve wrote under opts (as
// Options returned them). A missing cvc5 is said on stderr; the verdicts
// are then Z3's alone.
func (c *crossCheckFlags) Run(ctx context.Context, res *ir.Result, opts solve.Options, stderr io.Writer) error {
	if c.solver == "" {
		return nil
	}
	bin, err := cvc5.Find()
	if err != nil {
		fmt.Fprintf(stderr, "clauz3: --cross-check: %v; the verdicts are Z3's alone\n", err)
		return nil
	}
	rep, err := cvc5.CrossCheck(ctx, res, opts.SMT2Dir, cvc5.Binary{Path: bin})
	if err != nil {
		return err
	}
	for _, d := range rep.Disagreements {
		fmt.Fprintf(stderr, "clauz3: --cross-check: %s: Z3 answers %s, cvc5 answers %s\n", d.ID, d.Z3, d.CVC5)
	}
	for _, u := range rep.Unreadable {
		fmt.Fprintf(stderr, "clauz3: --cross-check: cvc5 could not decide %s\n", u)
	}
	return nil
}
