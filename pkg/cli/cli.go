// Package cli holds what every clauz3 binary shares: the version, reading
// a document from a file or stdin, writing JSON deterministically, and
// turning errors and internal panics into exit codes.
package cli

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"runtime/debug"
	"strings"

	"github.com/mattn/go-isatty"
	"github.com/spf13/pflag"

	"clauz3/pkg/diag"
)

// Version is the clauz3 version every binary reports.
const Version = "0.1.0"

// MaxInput bounds a document read by a stage.
const MaxInput = 512 << 20

// Usage is a usage error (exit 2). Cmd is the command whose --help
// explains the usage ("clauz3 prove"); empty means the program itself.
type Usage struct {
	Msg string
	Cmd string
	// Notes are said before the hint (a suggestion, for example).
	Notes []string
	// Hint, when set, is said instead of pointing at --help.
	Hint string
}

func (u *Usage) Error() string { return u.Msg }

// Diagnostic is u as a diagnostic for the program name.
func (u *Usage) Diagnostic(name string) *diag.Diagnostic {
	hint := u.Hint
	if hint == "" {
		cmd := u.Cmd
		if cmd == "" {
			cmd = name
		}
		hint = fmt.Sprintf("try '%s --help' for more information", cmd)
	}
	notes := append(append([]string(nil), u.Notes...), hint)
	return &diag.Diagnostic{Severity: diag.Error, Code: "usage", Message: u.Msg, Notes: notes}
}

// Run runs body as the whole program name and returns the exit code. It
// recovers panics: an ICE or any other panic is reported as an internal
// error (exit 3) without a Go trace, unless CLAUZ3_TRACE is set.
func Run(name string, stderr io.Writer, body func() (int, error)) int {
	return RunSources(name, stderr, nil, body)
}

// RunSources is Run for a program that knows the texts of the sources
// its messages point into (lower, solve: the sources a document
// carries); body may add to src while it runs. Only src is quoted, never
// a file on disk: a document names files it may not have come from, and
// a stage must not print lines of whatever local file a document names.
func RunSources(name string, stderr io.Writer, src diag.Sources, body func() (int, error)) (code int) {
	defer func() {
		if r := recover(); r != nil {
			var ice *diag.ICEError
			if e, ok := r.(error); ok && errors.As(e, &ice) {
				Print(name, stderr, ice.Diagnostic(), src)
			} else {
				Print(name, stderr, &diag.Diagnostic{Severity: diag.Error, Code: "internal-error",
					Message: fmt.Sprintf("internal error (a bug in clauz3, please report it): %v", r)}, src)
			}
			if os.Getenv("CLAUZ3_TRACE") != "" {
				stderr.Write(debug.Stack())
			}
			code = diag.ExitInternalErr
		}
	}()
	if os.Getenv("CLAUZ3_TEST_ICE") == name {
		// Lets the end-to-end tests exercise the internal-error path of
		// the real binary (exit 3, no Go trace).
		panic(diag.ICE("CLAUZ3_TEST_ICE is set"))
	}
	c, err := body()
	if err != nil {
		return report(name, stderr, err, src)
	}
	return c
}

// Report prints err on stderr through pkg/diag and returns its exit code
// (2 for usage and bad input, 3 otherwise). A diagnostic whose source
// line can be read from disk is printed in the full form (the line with
// carets under the span), any other in the brief form.
func Report(name string, stderr io.Writer, err error) int {
	return report(name, stderr, err, nil)
}

func report(name string, stderr io.Writer, err error, src diag.Sources) int {
	code := diag.ExitCode(err)
	var u *Usage
	if errors.As(err, &u) {
		code = diag.ExitBadInput
	}
	all := quotable(src) // one reader for all: a file is read once
	for _, d := range Diagnostics(name, err) {
		printDiag(name, stderr, d, all)
	}
	return code
}

// Diagnostics returns the diagnostics err reports, for the program name:
// the diagnostics of a diag.List or *diag.Diagnostic (possibly inside a
// *diag.BadInput), an internal error's, a usage error's; any other error
// is one diagnostic per line of its text, marked as an internal error
// when its exit code is 3.
func Diagnostics(name string, err error) []*diag.Diagnostic {
	if err == nil {
		return nil
	}
	text := err.Error()
	var u *Usage
	var l diag.List
	var d *diag.Diagnostic
	var ice *diag.ICEError
	switch {
	case errors.As(err, &u):
		return []*diag.Diagnostic{u.Diagnostic(name)}
	case errors.As(err, &ice) && ice.Error() == text:
		return []*diag.Diagnostic{ice.Diagnostic()}
	case errors.As(err, &l) && l.Error() == text:
		return l
	case errors.As(err, &d) && d.Error() == text:
		return []*diag.Diagnostic{d}
	}
	internal := diag.ExitCode(err) == diag.ExitInternalErr
	if internal && !strings.Contains(text, "internal error") {
		text = "internal error (a bug in clauz3, please report it): " + text
	}
	var out []*diag.Diagnostic
	for _, line := range strings.Split(text, "\n") {
		nd := &diag.Diagnostic{Severity: diag.Error, Message: line}
		if internal {
			nd.Code = "internal-error"
		}
		out = append(out, nd)
	}
	return out
}

// Print writes d on w in the full form when its source line is known
// (from src; when src is nil, from the file on disk), else in the brief
// form with each line prefixed by "name: ".
func Print(name string, w io.Writer, d *diag.Diagnostic, src diag.Sources) {
	printDiag(name, w, d, quotable(src))
}

// quotable is src, or the files on disk when src is nil, without lines
// too long to quote.
func quotable(src diag.Sources) diag.Sources {
	if src == nil {
		return shortLines{&diskSources{}}
	}
	return shortLines{src}
}

func printDiag(name string, w io.Writer, d *diag.Diagnostic, all diag.Sources) {
	if _, ok := d.Snippet(all); ok {
		for _, l := range d.Full(all) {
			fmt.Fprintln(w, l)
		}
		return
	}
	for _, l := range d.Brief() {
		fmt.Fprintf(w, "%s: %s\n", name, l)
	}
}

// Flags returns a GNU-style flag set with --help and --version. The
// caller adds its own flags, then calls Parse.
func Flags(name, synopsis string) *pflag.FlagSet {
	fs := pflag.NewFlagSet(name, pflag.ContinueOnError)
	fs.SortFlags = false
	fs.Bool("version", false, "print the version and exit")
	fs.BoolP("help", "h", false, "show this help and exit")
	fs.Usage = func() {
		fmt.Fprintf(fs.Output(), "Usage: %s\n\nFlags:\n%s\n%s", synopsis, fs.FlagUsages(), exitStatusHelp)
	}
	return fs
}

// exitStatusHelp ends every binary's --help (ARCHITECTURE.md §2).
const exitStatusHelp = `Example (the four stages piped, then the same in one process):
  parse plan.py --trusted-root tools/email/trusted | lower | solve | explain
  clauz3 prove plan.py --trusted-root tools/email/trusted

Exit status:
  0  success (solve, explain, clauz3 prove: every obligation is proved)
  1  not proved: an obligation is refuted, unknown or unsupported
  2  usage error or bad input (the message says where)
  3  internal error (a bug in clauz3)
`

// Parse parses args. It returns done=true when --help or --version was
// given (their output already written to stdout).
func Parse(fs *pflag.FlagSet, args []string, stdout io.Writer) (done bool, err error) {
	fs.SetOutput(io.Discard)
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, pflag.ErrHelp) {
			fs.SetOutput(stdout)
			fs.Usage()
			return true, nil
		}
		return false, flagError(fs, err)
	}
	if h, _ := fs.GetBool("help"); h {
		fs.SetOutput(stdout)
		fs.Usage()
		return true, nil
	}
	if v, _ := fs.GetBool("version"); v {
		fmt.Fprintf(stdout, "%s (clauz3) %s\n", fs.Name(), Version)
		return true, nil
	}
	return false, nil
}

// ReadInput reads the document named by the positional arguments: a file,
// "-" or nothing for stdin. It returns the name to use in messages.
func ReadInput(args []string, stdin io.Reader) (string, []byte, error) {
	if len(args) > 1 {
		return "", nil, &Usage{Msg: fmt.Sprintf("expected at most one input file, got %d", len(args))}
	}
	name := "-"
	if len(args) == 1 {
		name = args[0]
	}
	var r io.Reader = stdin
	display := "<stdin>"
	if len(args) == 0 && isTerminal(stdin) {
		// Waiting silently for a document typed by hand helps nobody.
		return "", nil, &Usage{Msg: "no input: give a file, or pipe a document into standard input (or name it -)"}
	}
	if name != "-" {
		f, err := os.Open(name)
		if err != nil {
			return "", nil, &diag.BadInput{Err: fmt.Errorf("%s: cannot read: %w", name, unwrapPath(err))}
		}
		defer f.Close()
		r = f
		display = name
	}
	data, err := io.ReadAll(io.LimitReader(r, MaxInput+1))
	if err != nil {
		return "", nil, &diag.BadInput{Err: fmt.Errorf("%s: %w", display, unwrapPath(err))}
	}
	if len(data) > MaxInput {
		return "", nil, &diag.BadInput{Err: fmt.Errorf("%s: input larger than %d bytes", display, MaxInput)}
	}
	return display, data, nil
}

// isTerminal reports whether r is a terminal.
func isTerminal(r io.Reader) bool {
	f, ok := r.(*os.File)
	return ok && isatty.IsTerminal(f.Fd())
}

func unwrapPath(err error) error {
	var pe *os.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	return err
}

// WriteJSON writes v as indented JSON with a final newline. Struct field
// order and sorted map keys make the bytes deterministic.
func WriteJSON(w io.Writer, v any) error {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", " ")
	if err := enc.Encode(v); err != nil {
		return fmt.Errorf("encoding output: %w", err)
	}
	_, err := w.Write(buf.Bytes())
	return err
}

// ExpandNargs rewrites upstream's argparse-style list flags
// (--trusted-roots A B, --import-roots A B) into repeated single flags,
// so existing scripts keep working: every following argument that does
// not start with "-" belongs to the list, as argparse's nargs="+", except
// a Python file (*.py), which is taken as the positional entry.
func ExpandNargs(args []string, lists map[string]string) []string {
	var out []string
	for i := 0; i < len(args); i++ {
		a := args[i]
		if a == "--" {
			out = append(out, args[i:]...)
			break
		}
		single, ok := lists[a]
		if !ok {
			out = append(out, a)
			continue
		}
		for i+1 < len(args) && !strings.HasPrefix(args[i+1], "-") && !strings.HasSuffix(args[i+1], ".py") {
			i++
			out = append(out, single+"="+args[i])
		}
	}
	return out
}
