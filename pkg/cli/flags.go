package cli

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/spf13/pflag"
)

// flagError turns an error of pflag into a usage error that names the
// command, says what a flag wants without Go's strconv text, and
// suggests the flag meant when one is misspelt.
func flagError(fs *pflag.FlagSet, err error) *Usage {
	u := &Usage{Msg: err.Error(), Cmd: fs.Name()}
	var nx *pflag.NotExistError
	var iv *pflag.InvalidValueError
	switch {
	case errors.As(err, &nx):
		if nx.GetSpecifiedShortnames() == "" {
			if s := suggestFlag(fs, nx.GetSpecifiedName()); s != "" {
				u.Notes = append(u.Notes, fmt.Sprintf("did you mean --%s?", s))
			}
		}
	case errors.As(err, &iv):
		why := iv.Unwrap()
		var ne *strconv.NumError
		if errors.As(why, &ne) {
			why = errors.New("want a whole number")
		}
		u.Msg = fmt.Sprintf("invalid argument %q for --%s: %v", iv.GetValue(), iv.GetFlag().Name, why)
	}
	return u
}

// suggestFlag returns the long flag of fs (or an accepted plural alias)
// nearest to name, or "" when none is close enough to be a misspelling.
func suggestFlag(fs *pflag.FlagSet, name string) string {
	name, _, _ = strings.Cut(name, "=")
	var names []string
	fs.VisitAll(func(f *pflag.Flag) {
		if !f.Hidden {
			names = append(names, f.Name)
		}
	})
	if fs.Lookup("trusted-root") != nil {
		names = append(names, "trusted-roots", "import-roots")
	}
	return Suggest(name, names)
}

// Suggest returns the candidate nearest to word by edit distance when it
// is close enough to be a misspelling (at most 2 edits, and fewer than
// half the word), or "". Ties go to the earlier candidate.
func Suggest(word string, candidates []string) string {
	best, bestD := "", 3
	for _, c := range candidates {
		d := editDistance(word, c)
		if d < bestD && 2*d < len([]rune(word)) {
			best, bestD = c, d
		}
	}
	return best
}

// editDistance is the Levenshtein distance between a and b in runes.
func editDistance(a, b string) int {
	ra, rb := []rune(a), []rune(b)
	prev := make([]int, len(rb)+1)
	cur := make([]int, len(rb)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(ra); i++ {
		cur[0] = i
		for j := 1; j <= len(rb); j++ {
			cost := 1
			if ra[i-1] == rb[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
		}
		prev, cur = cur, prev
	}
	return prev[len(rb)]
}

// boundedInt is an int flag that accepts only whole numbers in
// [min, max] and says so in words when given anything else.
type boundedInt struct {
	p        *int
	min, max int
	what     string // "a whole number of milliseconds"
}

func (v *boundedInt) Set(s string) error {
	n, err := strconv.Atoi(strings.TrimSpace(s))
	if err != nil || n < v.min || n > v.max {
		return fmt.Errorf("want %s from %d to %d", v.what, v.min, v.max)
	}
	*v.p = n
	return nil
}

func (v *boundedInt) String() string { return strconv.Itoa(*v.p) }
func (v *boundedInt) Type() string   { return "int" }

// smt2Dir is the --smt2 flag: a directory the solver writes one SMT-LIB
// file per check into. It is created and checked for writing when the
// flag is parsed, so that an unwritable directory is a usage error
// (exit 2) before any work, not a failure in the middle of solving.
type smt2Dir struct{ p *string }

func (v *smt2Dir) Set(s string) error {
	if s == "" {
		return errors.New("want a directory")
	}
	if err := os.MkdirAll(s, 0o755); err != nil {
		return fmt.Errorf("cannot create the directory: %v", pathErr(err))
	}
	f, err := os.CreateTemp(s, ".clauz3-probe-*")
	if err != nil {
		return fmt.Errorf("cannot write in the directory: %v", pathErr(err))
	}
	name := f.Name()
	f.Close()
	os.Remove(name)
	*v.p = filepath.Clean(s)
	return nil
}

func (v *smt2Dir) String() string { return *v.p }
func (v *smt2Dir) Type() string   { return "DIR" }

// pathErr drops the path from a *os.PathError: the message names it.
func pathErr(err error) error {
	var pe *os.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	return err
}

// UnknownCommand is the usage error for a command name that prog does not
// have, suggesting the nearest of known when it looks like a misspelling.
func UnknownCommand(prog, name string, known []string) *Usage {
	u := &Usage{Msg: fmt.Sprintf("unknown command %q", name), Cmd: prog}
	if s := Suggest(name, known); s != "" {
		u.Notes = append(u.Notes, fmt.Sprintf("did you mean '%s %s'?", prog, s))
	}
	return u
}
