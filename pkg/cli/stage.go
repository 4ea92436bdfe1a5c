package cli

import (
	"errors"
	"fmt"
	"math"

	"github.com/spf13/pflag"

	"clauz3/pkg/diag"
)

// ProgramFlags are the flags shared by parse and clauz3 prove, spelled as
// upstream spells them so that existing scripts work unchanged.
type ProgramFlags struct {
	TrustedRoots []string
	ImportRoots  []string
	Target       string
}

// Add registers the flags on fs.
func (p *ProgramFlags) Add(fs *pflag.FlagSet) {
	fs.StringArrayVar(&p.TrustedRoots, "trusted-root", nil, "a directory `DIR` of trusted modules (repeatable; --trusted-roots DIR... also works)")
	fs.StringArrayVar(&p.ImportRoots, "import-root", nil, "a directory `DIR` imports are resolved in (repeatable; --import-roots DIR... also works;\ndefault: . and the entry's directory)")
	fs.StringVar(&p.Target, "target", "main", "the function `NAME` to prove")
}

// ProgramArgs expands upstream's --trusted-roots/--import-roots lists.
func ProgramArgs(args []string) []string {
	return ExpandNargs(args, map[string]string{
		"--trusted-roots": "--trusted-root",
		"--import-roots":  "--import-root",
	})
}

// Formats are the renderings explain offers.
var Formats = []string{"text", "markdown", "json", "sarif", "line"}

// CheckFormat refuses an unknown --format before any input is read.
func CheckFormat(f string) error {
	for _, g := range Formats {
		if f == g {
			return nil
		}
	}
	return &Usage{Msg: fmt.Sprintf("unknown format %q (want text, markdown, json, sarif or line)", f)}
}

// SolveFlags are solve's flags, shared with clauz3 prove. (This package
// does not import solve, so that the stages without Z3 do not load libz3.)
type SolveFlags struct {
	TimeoutMS int
	Seed      int
	SMT2Dir   string
	Timings   bool
}

// MaxTimeoutMS is the largest --timeout: one day.
const MaxTimeoutMS = 24 * 60 * 60 * 1000

// Add registers the flags on fs.
func (s *SolveFlags) Add(fs *pflag.FlagSet) {
	s.TimeoutMS = 5000
	fs.Var(&boundedInt{p: &s.TimeoutMS, min: 1, max: MaxTimeoutMS, what: "a whole number of milliseconds"},
		"timeout", "timeout per check in milliseconds (`MS`)")
	fs.Var(&boundedInt{p: &s.Seed, min: 0, max: math.MaxUint32, what: "a whole number"}, "seed", "random seed `N` given to Z3")
	fs.Var(&smt2Dir{p: &s.SMT2Dir}, "smt2", "write one SMT-LIB file per check into `DIR`, created if missing (for debugging)")
	fs.BoolVar(&s.Timings, "timings", false, "record the time of each check (the output is then not deterministic)")
}

// InFile puts the input's name on a diagnostic that has no file, so a
// message always says where.
func InFile(name string, err error) error {
	var d *diag.Diagnostic
	if errors.As(err, &d) && d.Span.File == "" {
		d.Span.File = name
	}
	return err
}
