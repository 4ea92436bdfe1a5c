package main

import (
	"context"
	"crypto/rand"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"io"
	"os"
	"os/signal"
	"path/filepath"

	"clauz3/pkg/cli"
	"clauz3/pkg/explain"
	"clauz3/pkg/verify"
)

func init() {
	register("verify", command{
		summary: "verify FILE...   prove the contracts of pure functions, one certificate each (cached)",
		run:     runVerify,
	})
}

// cacheDir is where verify keeps certificates, below the working
// directory (the project's .clauz3, as for installed libraries).
var cacheDir = filepath.Join(".clauz3", "cache")

// runVerify is `clauz3 verify FILE|DIR...`: every function with a
// contract proved, one certificate each, answered from the cache when
// nothing it depends on changed. Exit 0 when every function is verified,
// 1 when one is not, 2 on bad input, 3 on an internal error.
func runVerify(args []string, stdout io.Writer) (int, error) {
	synopsis := "clauz3 verify FILE|DIR... [--import-root DIR]... [--format text|json|sarif] [--no-cache] [--smt2 DIR]\n\n" +
		"Proves every top-level function and static method (of a top-level class) with a contract: @deal.pre,\n" +
		"@deal.post, @deal.ensure, @deal.raises, or a docstring precondition (a line 'Precondition: <expr>',\n" +
		"or 'Preconditions:' followed by '- <expr>' items). For each: its postconditions hold when its\n" +
		"preconditions do, and it raises no exception it does not declare. One certificate per function:\n" +
		"its name, the sha256 of its source and of everything it reaches, the status (verified,\n" +
		"counterexample, unknown, unsupported), the contract as written, a counterexample as a call, the\n" +
		"solver and the time. Certificates are cached under .clauz3/cache/verify/ by a key over those\n" +
		"hashes, the clauz3 build, the solver version and the options: a second run proves only what\n" +
		"changed. With --smt2 DIR each function's checks are written to DIR/<file>/<function>/ (one\n" +
		"SMT-LIB file per check, headed by a comment naming the obligation and its span); the cache is\n" +
		"then not read."
	fs := cli.Flags("clauz3 verify", synopsis)
	fs.Usage = func() {
		fmt.Fprintf(fs.Output(), "Usage: %s\n\nFlags:\n%s\n%s", synopsis, fs.FlagUsages(), verifyExitStatus)
	}
	var pf cli.ProgramFlags
	pf.Add(fs)
	if err := fs.MarkHidden("target"); err != nil {
		return 0, err
	}
	format := fs.String("format", "text", "output `FORMAT`: text, json (the certificates) or sarif")
	noCache := fs.Bool("no-cache", false, "prove every function again, neither reading nor writing the cache")
	var sf cli.SolveFlags
	sf.Add(fs)
	if done, err := cli.Parse(fs, cli.ProgramArgs(args), stdout); done || err != nil {
		return 0, err
	}
	switch *format {
	case verify.FormatText, verify.FormatJSON, verify.FormatSARIF:
	default:
		return 0, &cli.Usage{Msg: fmt.Sprintf("unknown format %q (want text, json or sarif)", *format), Cmd: "clauz3 verify"}
	}
	if fs.Changed("target") {
		return 0, &cli.Usage{Msg: "--target is not a flag of verify: every function with a contract is verified", Cmd: "clauz3 verify"}
	}
	if fs.NArg() == 0 {
		return 0, &cli.Usage{Msg: "expected at least one FILE or directory", Cmd: "clauz3 verify"}
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	cfg := verify.Config{
		Paths:         fs.Args(),
		ImportRoots:   pf.ImportRoots,
		TrustedRoots:  pf.TrustedRoots,
		Solve:         solveOptions(&sf),
		Clauz3Version: cli.Version,
	}
	if !*noCache {
		cfg.CacheDir = cacheDir
		cfg.Build = buildID()
	}
	rep, err := verify.Verify(ctx, cfg)
	if err != nil {
		return 0, err
	}
	opts := verify.RenderOptions{Format: *format}
	if wd, err := os.Getwd(); err == nil {
		opts.BaseURI = explain.DirURI(wd)
	}
	if err := verify.Render(stdout, rep, opts); err != nil {
		return 0, err
	}
	return rep.ExitCode, nil
}

// buildID identifies the running clauz3 build for the cache key: the
// sha256 of the executable, so that a certificate made by another build
// (which may model Python differently) is not reused. When the
// executable cannot be read, every run is its own build: nothing cached
// is reused.
func buildID() string {
	exe, err := os.Executable()
	if err == nil {
		var f *os.File
		if f, err = os.Open(exe); err == nil {
			defer f.Close()
			h := sha256.New()
			if _, err = io.Copy(h, f); err == nil {
				return hex.EncodeToString(h.Sum(nil))
			}
		}
	}
	var nonce [16]byte
	if _, err := rand.Read(nonce[:]); err != nil {
		return fmt.Sprintf("unreadable-%d", os.Getpid())
	}
	return "unreadable-" + hex.EncodeToString(nonce[:])
}

// verifyExitStatus ends verify's --help.
const verifyExitStatus = `Exit status:
  0  every function with a contract is verified
  1  a function is not (a counterexample, unknown or unsupported)
  2  usage or bad input: a path that does not exist, a file that does not parse
  3  internal error (a bug in clauz3)
`
