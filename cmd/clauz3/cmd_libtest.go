package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/signal"
	"path/filepath"
	"strings"

	"clauz3/pkg/cli"
	"clauz3/pkg/diag"
	"clauz3/pkg/explain"
	"clauz3/pkg/ir"
	"clauz3/pkg/library"
	"clauz3/pkg/load"
	"clauz3/pkg/prove"
	"clauz3/pkg/solve"
)

func init() {
	register("test", command{
		summary: "test LIBRARY     prove a library's cases: each _pass must prove, each _fail must not",
		run:     runLibTest,
	})
}

// caseResult is the outcome of one case of `clauz3 test`.
type caseResult struct {
	Case    string `json:"case"`    // the path, relative to the library
	Expect  string `json:"expect"`  // "prove" or "fail"
	Verdict string `json:"verdict"` // proved, refuted, unknown, unsupported, refused or internal-error
	Match   bool   `json:"match"`
	Detail  string `json:"detail,omitempty"` // the first message when not proved
}

// runLibTest is `clauz3 test LIBRARY|DIR [--format text|json]`: every
// tests/cases/*_{pass,fail}.py of the library proved in process with the
// library's trusted roots and the library as import root. Exit 0 when
// every case agrees with its name, 1 otherwise, 2 on bad input.
func runLibTest(args []string, stdout io.Writer) (int, error) {
	synopsis := "clauz3 test LIBRARY|DIR [--format text|json]\n\n" +
		"Proves every tests/cases/*.py of a library (a bundled NAME or stdlib:NAME, or a directory holding\n" +
		"tools/ and tests/cases/) with every tools/**/trusted of the library as trusted roots and the library\n" +
		"as import root, and checks each verdict against the case's name: *_pass.py must prove, *_fail.py\n" +
		"must not (refuted, unknown, unsupported or refused). One line per case."
	fs := cli.Flags("clauz3 test", synopsis)
	fs.Usage = func() {
		fmt.Fprintf(fs.Output(), "Usage: %s\n\nFlags:\n%s\n%s", synopsis, fs.FlagUsages(), libTestExitStatus)
	}
	format := fs.String("format", "text", "output `FORMAT`: text or json")
	var sf cli.SolveFlags
	sf.Add(fs)
	if done, err := cli.Parse(fs, args, stdout); done || err != nil {
		return 0, err
	}
	if *format != "text" && *format != "json" {
		return 0, &cli.Usage{Msg: fmt.Sprintf("unknown format %q (want text or json)", *format), Cmd: "clauz3 test"}
	}
	if fs.NArg() != 1 {
		return 0, &cli.Usage{Msg: "expected exactly one LIBRARY", Cmd: "clauz3 test"}
	}
	pl, err := places()
	if err != nil {
		return 0, err
	}
	suite, err := library.ResolveSuite(fs.Arg(0), pl.Bundled)
	if err != nil {
		return 0, err
	}
	if err := library.Verify(suite.TrustedRoots); err != nil {
		return 0, err
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	var results []caseResult
	mismatches := 0
	for _, c := range suite.Cases {
		if ctx.Err() != nil {
			return 0, &diag.BadInput{Err: errors.New("interrupted")}
		}
		r := proveCase(ctx, suite, c, solveOptions(&sf))
		if !r.Match {
			mismatches++
		}
		results = append(results, r)
		if *format == "text" {
			mark := "ok  "
			if !r.Match {
				mark = "FAIL"
			}
			line := fmt.Sprintf("%s %s: %s (must %s)", mark, r.Case, r.Verdict, r.Expect)
			if !r.Match && r.Detail != "" {
				line += ": " + r.Detail
			}
			fmt.Fprintln(stdout, line)
		}
	}
	if *format == "json" {
		if err := cli.WriteJSON(stdout, map[string]any{"library": suite.Dir, "cases": results, "mismatches": mismatches}); err != nil {
			return 0, err
		}
	} else if mismatches > 0 {
		fmt.Fprintf(stdout, "%d of %d cases did not match their names\n", mismatches, len(results))
	} else {
		fmt.Fprintf(stdout, "all %d cases matched their names\n", len(results))
	}
	if mismatches > 0 {
		return 1, nil
	}
	return 0, nil
}

// proveCase proves one case in process. An internal error is a mismatch
// whatever the name says: a bug is never a verdict.
func proveCase(ctx context.Context, s *library.Suite, path string, sopts solve.Options) (r caseResult) {
	r.Case, _ = filepath.Rel(s.Dir, path)
	r.Expect = "fail"
	if strings.HasSuffix(path, library.PassSuffix) {
		r.Expect = "prove"
	}
	defer func() {
		if p := recover(); p != nil {
			r.Verdict, r.Match, r.Detail = "internal-error", false, fmt.Sprint(p)
		}
	}()
	res, err := prove.Prove(ctx, prove.Config{
		Load:  load.Config{Entry: path, TrustedRoots: s.TrustedRoots, ImportRoots: s.ImportRoots},
		Solve: sopts,
	})
	switch {
	case err != nil && diag.ExitCode(err) == diag.ExitInternalErr:
		r.Verdict, r.Detail = "internal-error", firstLine(err.Error())
		return r
	case err != nil:
		r.Verdict, r.Detail = "refused", firstLine(err.Error())
	case explain.ExitCode(res) == 0:
		r.Verdict = "proved"
	default:
		r.Verdict, r.Detail = worst(res)
	}
	r.Match = (r.Verdict == "proved") == (r.Expect == "prove")
	return r
}

// worst is the verdict of a result that is not proved, and the message
// of its first obligation with that status.
func worst(res *ir.Result) (string, string) {
	for _, st := range []string{ir.StatusUnsupported, ir.StatusRefuted, ir.StatusUnknown} {
		for i, o := range res.Obligations {
			if o.Status == st {
				msg := ""
				if res.DSL != nil && i < len(res.DSL.Obligations) {
					ob := res.DSL.Obligations[i]
					msg = fmt.Sprintf("%s:%d: %s [%s]", ob.Span.File, ob.Span.Line, ob.Message, ob.Code)
				}
				return st, msg
			}
		}
	}
	return "not proved", ""
}

func firstLine(s string) string {
	l, _, _ := strings.Cut(s, "\n")
	return l
}

// libTestExitStatus ends test's --help.
const libTestExitStatus = `Exit status:
  0  every case agrees with its name
  1  a case does not (a _pass case not proved, a _fail case proved, or an internal error)
  2  usage or bad input: no such library, a case named neither _pass nor _fail
`
