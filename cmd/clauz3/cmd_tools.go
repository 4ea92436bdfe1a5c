package main

import (
	"fmt"
	"io"
	"strings"

	"clauz3/pkg/cli"
	"clauz3/pkg/library"
)

func init() {
	register("tools", command{
		summary: "tools [QUERY]    list the trusted effects and contracts of the trusted layers",
		run:     runTools,
	})
}

// runTools is `clauz3 tools [--trusted-root R]... [--import-root R]...
// [QUERY...] [--format text|json] [--view source|api]`.
func runTools(args []string, stdout io.Writer) (int, error) {
	synopsis := "clauz3 tools [--trusted-root DIR]... [--import-root DIR]... [QUERY...] [--format text|json] [--view source|api]\n\n" +
		"Lists the trusted effects and the contract builders of the trusted layers: by default every\n" +
		"tools/**/trusted directory under the import roots (default: ./.clauz3 and .). --view source (the\n" +
		"default) prints the reference's lines, 'effect PATH:NAME(ARGS)' and 'contract PATH:NAME(ARGS)';\n" +
		"--view api adds each signature as written, the markers, preconditions, postconditions and performed\n" +
		"events, each contract's description template and each docstring's first line. A QUERY keeps the\n" +
		"entries whose name, module or docstring contains every one of its words."
	fs := cli.Flags("clauz3 tools", synopsis)
	var pf cli.ProgramFlags
	pf.Add(fs)
	fs.MarkHidden("target")
	format := fs.String("format", "text", "output `FORMAT`: text or json")
	view := fs.String("view", "source", "the text `VIEW`: source (the reference's lines) or api")
	if done, err := cli.Parse(fs, cli.ProgramArgs(args), stdout); done || err != nil {
		return 0, err
	}
	if *format != "text" && *format != "json" {
		return 0, &cli.Usage{Msg: fmt.Sprintf("unknown format %q (want text or json)", *format), Cmd: "clauz3 tools"}
	}
	if *view != "source" && *view != "api" {
		return 0, &cli.Usage{Msg: fmt.Sprintf("unknown view %q (want source or api)", *view), Cmd: "clauz3 tools"}
	}
	items, err := library.Tools(library.ToolsOptions{TrustedRoots: pf.TrustedRoots, ImportRoots: pf.ImportRoots})
	if err != nil {
		return 0, err
	}
	items = library.FilterItems(items, strings.Join(fs.Args(), " "))
	if *format == "json" {
		if items == nil {
			items = []library.Item{}
		}
		return 0, cli.WriteJSON(stdout, items)
	}
	if len(items) == 0 {
		_, err := io.WriteString(stdout, "no trusted tools found\n")
		return 0, err
	}
	if *view == "api" {
		_, err = io.WriteString(stdout, library.FormatAPI(items))
	} else {
		_, err = io.WriteString(stdout, library.FormatSource(items))
	}
	return 0, err
}
