package main

import (
	"fmt"
	"io"
	"os"
	"strings"

	"clauz3/pkg/cli"
	"clauz3/pkg/diag"
	"clauz3/pkg/library"
)

func init() {
	register("libraries", command{
		summary: "libraries [QUERY] list the bundled, project and user-wide trusted libraries",
		run:     runLibraries,
	})
}

// runLibraries is `clauz3 libraries [QUERY...] [--format text|json]`:
// the libraries bundled with clauz3, those installed in the project (the
// current directory's .clauz3/tools and tools) and those of the
// user-wide store, filtered by the words of QUERY. It reads manifests
// only: nothing is imported, cloned or downloaded.
func runLibraries(args []string, stdout io.Writer) (int, error) {
	synopsis := "clauz3 libraries [QUERY...] [--format text|json]\n\n" +
		"Lists the libraries bundled with clauz3 ($CLAUZ3_LIBRARIES, else the libraries/ directory of the\n" +
		"installation), those installed in this project (.clauz3/tools/) and those of the user-wide store\n" +
		"($CLAUZ3_HOME, else $XDG_DATA_HOME/clauz3, else ~/.local/share/clauz3). A QUERY keeps the libraries\n" +
		"whose name, title, summary or manifest contains every one of its words."
	fs := cli.Flags("clauz3 libraries", synopsis)
	format := fs.String("format", "text", "output `FORMAT`: text or json")
	asJSON := fs.Bool("json", false, "the same as --format json (the reference's spelling)")
	if done, err := cli.Parse(fs, args, stdout); done || err != nil {
		return 0, err
	}
	if *asJSON {
		*format = "json"
	}
	if *format != "text" && *format != "json" {
		return 0, &cli.Usage{Msg: fmt.Sprintf("unknown format %q (want text or json)", *format), Cmd: "clauz3 libraries"}
	}
	pl, err := places()
	if err != nil {
		return 0, err
	}
	recs, err := library.Records(pl, strings.Join(fs.Args(), " "))
	if err != nil {
		return 0, err
	}
	if *format == "json" {
		return 0, cli.WriteJSON(stdout, recs)
	}
	_, err = io.WriteString(stdout, library.FormatRecords(recs))
	return 0, err
}

// places are the three places libraries are found, for the current
// directory as the project.
func places() (library.Places, error) {
	wd, err := os.Getwd()
	if err != nil {
		return library.Places{}, err
	}
	bundled, err := library.BundledRoot()
	if err != nil {
		return library.Places{}, &diag.BadInput{Err: err}
	}
	store, err := library.StoreRoot()
	if err != nil {
		store = ""
	}
	return library.Places{Bundled: bundled, Project: wd, Store: store}, nil
}
