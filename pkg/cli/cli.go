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

	"github.com/spf13/pflag"

	"clauz3/pkg/diag"
)

// Version is the clauz3 version every binary reports.
const Version = "0.1.0"

// MaxInput bounds a document read by a stage.
const MaxInput = 512 << 20

// Usage is a usage error (exit 2).
type Usage struct{ Msg string }

func (u *Usage) Error() string { return u.Msg }

// Run runs body as the whole program name and returns the exit code. It
// recovers panics: an ICE or any other panic is reported as an internal
// error (exit 3) without a Go trace, unless CLAUZ3_TRACE is set.
func Run(name string, stderr io.Writer, body func() (int, error)) (code int) {
	defer func() {
		if r := recover(); r != nil {
			var ice *diag.ICEError
			if e, ok := r.(error); ok && errors.As(e, &ice) {
				fmt.Fprintf(stderr, "%s: %v\n", name, ice)
			} else {
				fmt.Fprintf(stderr, "%s: internal error (a bug in clauz3, please report it): %v\n", name, r)
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
		return Report(name, stderr, err)
	}
	return c
}

// Report prints err on stderr, one line per diagnostic, and returns its
// exit code (2 for usage and bad input, 3 otherwise).
func Report(name string, stderr io.Writer, err error) int {
	var u *Usage
	if errors.As(err, &u) {
		fmt.Fprintf(stderr, "%s: %s\n", name, u.Msg)
		fmt.Fprintf(stderr, "Try '%s --help' for more information.\n", name)
		return diag.ExitBadInput
	}
	code := diag.ExitCode(err)
	msg := err.Error()
	if code == diag.ExitInternalErr && !strings.Contains(msg, "internal error") {
		msg = "internal error (a bug in clauz3, please report it): " + msg
	}
	for _, line := range strings.Split(msg, "\n") {
		fmt.Fprintf(stderr, "%s: %s\n", name, line)
	}
	return code
}

// Flags returns a GNU-style flag set with --help and --version. The
// caller adds its own flags, then calls Parse.
func Flags(name, synopsis string) *pflag.FlagSet {
	fs := pflag.NewFlagSet(name, pflag.ContinueOnError)
	fs.SortFlags = false
	fs.Bool("version", false, "print the version and exit")
	fs.BoolP("help", "h", false, "show this help and exit")
	fs.Usage = func() {
		fmt.Fprintf(fs.Output(), "Usage: %s\n\nFlags:\n%s", synopsis, fs.FlagUsages())
	}
	return fs
}

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
		return false, &Usage{Msg: err.Error()}
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
