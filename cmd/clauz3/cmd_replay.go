package main

import (
	"context"
	"fmt"
	"io"

	"github.com/spf13/pflag"

	"clauz3/pkg/cli"
	"clauz3/pkg/ir"
	"clauz3/pkg/replay"
)

// replayFlags is prove's --replay: run each counterexample under CPython
// before showing it (pkg/replay).
type replayFlags struct {
	on bool
}

// Add registers --replay on fs.
func (r *replayFlags) Add(fs *pflag.FlagSet) {
	fs.BoolVar(&r.on, "replay", false, "run each counterexample under CPython (python3 with deal) and show only those that\nreproduce; one that does not is an internal error (exit 3)")
}

// Run replays the counterexamples of res when --replay is on. The
// program was proved from the current directory with the roots of pf.
// A missing python3 or runtime package is said on stderr and is not an
// error; a counterexample that does not reproduce is an internal error.
func (r *replayFlags) Run(ctx context.Context, res *ir.Result, pf *cli.ProgramFlags, stderr io.Writer) error {
	if !r.on {
		return nil
	}
	rep, err := replay.Run(ctx, res, replay.Config{
		ImportRoots:  pf.ImportRoots,
		TrustedRoots: pf.TrustedRoots,
	})
	if err != nil {
		return err
	}
	if rep.Notice != "" {
		fmt.Fprintf(stderr, "clauz3: %s\n", rep.Notice)
		return nil
	}
	for _, n := range rep.Notes {
		if n.Replayed == ir.ReplayNotReplayable {
			fmt.Fprintf(stderr, "clauz3: replay: the counterexample of %s was not run: %s\n", n.ID, n.Why)
		}
	}
	return nil
}
