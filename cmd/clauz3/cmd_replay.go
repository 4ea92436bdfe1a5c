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

// Add registers --replay on fs, off by default (prove's).
func (r *replayFlags) Add(fs *pflag.FlagSet) {
	fs.BoolVar(&r.on, "replay", false, "run each counterexample under CPython (python3 with deal) and show only those that\nreproduce; one that does not is an internal error (exit 3)")
}

// AddOn registers --replay on fs, on by default (run's: --replay=false
// turns it off).
func (r *replayFlags) AddOn(fs *pflag.FlagSet) {
	fs.BoolVar(&r.on, "replay", true, "run each counterexample of a program that is not proved under CPython (python3 with\ndeal) before showing it; one that does not reproduce is an internal error")
}

// Run replays the counterexamples of res when --replay is on. The
// program was proved from the current directory with the roots of pf.
// A missing python3 or runtime package is said on stderr and is not an
// error; a counterexample that does not reproduce is an internal error.
func (r *replayFlags) Run(ctx context.Context, res *ir.Result, pf *cli.ProgramFlags, stderr io.Writer) error {
	if !r.on {
		return nil
	}
	return replayResult(ctx, res, pf.TrustedRoots, pf.ImportRoots, stderr)
}

// Hook is --replay for clauz3 run (runner.Options.Replay), nil when it
// is off: run replays what it refuses, so that the proof it shows says
// which counterexamples a real run reproduced.
func (r *replayFlags) Hook(stderr io.Writer) func(context.Context, *ir.Result, []string, []string) error {
	if !r.on {
		return nil
	}
	return func(ctx context.Context, res *ir.Result, trusted, imports []string) error {
		return replayResult(ctx, res, trusted, imports, stderr)
	}
}

// replayResult replays the counterexamples of res, proved from the
// current directory with the roots given; notices go to stderr.
func replayResult(ctx context.Context, res *ir.Result, trusted, imports []string, stderr io.Writer) error {
	rep, err := replay.Run(ctx, res, replay.Config{
		ImportRoots:  imports,
		TrustedRoots: trusted,
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
