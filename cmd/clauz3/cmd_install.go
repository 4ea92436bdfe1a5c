package main

import (
	"context"
	"fmt"
	"io"
	"os"
	"os/signal"
	"path/filepath"

	"clauz3/pkg/cli"
	"clauz3/pkg/diag"
	"clauz3/pkg/ir"
	"clauz3/pkg/library"
	"clauz3/pkg/prove"
)

func init() {
	register("install", command{
		summary: "install SOURCE   install a trusted library into the project (or -g: the user-wide store)",
		run:     runInstall,
	})
}

// installStderr is where install writes its warnings (a variable so that
// tests can read them).
var installStderr io.Writer = os.Stderr

// runInstall is `clauz3 install SOURCE [-g | --into DIR] [--force]`.
func runInstall(args []string, stdout io.Writer) (int, error) {
	synopsis := "clauz3 install SOURCE [--into DIR | -g] [--force]\n\n" +
		"Copies the trusted layer of a library, after the libraries its manifests depend on, into the\n" +
		"project's .clauz3/tools/ (or, with -g, the user-wide store). SOURCE is a bundled library (NAME or\n" +
		"stdlib:NAME, see 'clauz3 libraries'), global:DOMAIN (a library of the user-wide store), a local\n" +
		"directory holding tools/ (or a tools/ directory), or a git remote (gh:ORG/REPO[@REF], https://...,\n" +
		"file://..., ssh://..., git@HOST:PATH, each with an optional @REF). Each installed domain gets\n" +
		".clauz3-origin.json and .clauz3-installed.json, the sha256 of every file installed, and the\n" +
		"manifest's own sha256 is recorded in .clauz3/installed-manifests.json: 'clauz3 prove' and 'clauz3 run'\n" +
		"refuse an installed library whose files, or manifest, changed since. These are local files: someone\n" +
		"who can write them all can rewrite them all; 'clauz3 run' also refuses a receipt approved for other\n" +
		"trusted files, which no local rewrite gets past."
	fs := cli.Flags("clauz3 install", synopsis)
	into := fs.String("into", "", "the project `DIR` to install into (default: the current directory)")
	global := fs.BoolP("global", "g", false, "install into the user-wide store instead of a project")
	force := fs.Bool("force", false, "replace an installed copy of the library")
	if done, err := cli.Parse(fs, args, stdout); done || err != nil {
		return 0, err
	}
	if fs.NArg() != 1 {
		return 0, &cli.Usage{Msg: "expected exactly one SOURCE", Cmd: "clauz3 install"}
	}
	if *global && *into != "" {
		return 0, &cli.Usage{Msg: "--into and -g/--global exclude each other", Cmd: "clauz3 install"}
	}
	pl, err := places()
	if err != nil {
		return 0, err
	}
	dest := *into
	switch {
	case *global:
		if pl.Store == "" {
			return 0, &diag.BadInput{Err: fmt.Errorf("no user-wide store: set CLAUZ3_HOME")}
		}
		dest = pl.Store
	case dest == "":
		dest = pl.Project
	}
	if abs, err := filepath.Abs(dest); err == nil {
		dest = abs
	}
	if st, err := os.Stat(dest); (err != nil || !st.IsDir()) && !*global {
		return 0, &diag.BadInput{Err: diag.Errorf(diag.Span{File: *into}, "bad-destination", "the project to install into is not a directory")}
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	res, err := library.Install(ctx, library.InstallOptions{
		Source: fs.Arg(0), Into: dest, Global: *global, Force: *force,
		Bundled: pl.Bundled, Store: pl.Store,
	})
	if err != nil {
		return 0, err
	}
	for _, w := range res.Warnings {
		fmt.Fprintf(installStderr, "clauz3: warning: %s\n", w)
	}
	for _, d := range res.Domains {
		fmt.Fprintf(stdout, "installed trusted layer: %s (from %s)\n", d.Dir, d.Source)
		if *global {
			fmt.Fprintf(stdout, "select in a project: clauz3 install global:%s\n", d.Domain)
		}
	}
	return 0, nil
}

// verifiedProve is prove.Prove after library.Verify: an installed
// library a trusted root lies in or holds whose files changed since
// install is refused (exit 2) before anything is proved.
func verifiedProve(ctx context.Context, cfg prove.Config) (*ir.Result, error) {
	if err := library.Verify(cfg.Load.TrustedRoots); err != nil {
		return nil, err
	}
	return prove.Prove(ctx, cfg)
}

// verifyRunRoots is library.Verify over the trusted roots `clauz3 run`
// uses: those given, else the tools/ directories of the import roots (of
// the current directory without any), where the runner discovers them.
func verifyRunRoots(pf *cli.ProgramFlags) error {
	roots := pf.TrustedRoots
	if len(roots) == 0 {
		imports := pf.ImportRoots
		if len(imports) == 0 {
			imports = []string{"."}
		}
		for _, r := range imports {
			roots = append(roots, filepath.Join(r, library.ToolsDir))
		}
	}
	return library.Verify(roots)
}
