package golden

import (
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"sort"
	"strings"
)

// The files of an example case's archive, testdata/NAME/CASE.txtar: the
// program (a copy of examples/NAME/cases/CASE.py, checked to be
// byte-identical) and the expected output of each stage.
const (
	InputFile   = "input.py"
	ParseFile   = "out/parse.json"
	LowerFile   = "out/lower.json"
	SolveFile   = "out/solve.json"
	ExplainFile = "out/explain.txt"
)

// Root is the repository's root directory.
func Root() string {
	_, file, _, _ := runtime.Caller(0)
	return filepath.Join(filepath.Dir(file), "..", "..")
}

// An Example is one case of a bundled example: the program
// examples/NAME/CASE.py, run in examples/NAME with every
// examples/NAME/tools/*/trusted as a trusted root.
type Example struct {
	Dir     string   // examples/NAME, absolute
	Name    string   // NAME, e.g. "email"
	File    string   // cases/CASE.py, relative to Dir
	Trusted []string // tools/*/trusted, relative to Dir
}

// Examples lists every case of every bundled example, in a fixed order.
func Examples() ([]Example, error) {
	var out []Example
	dirs, _ := filepath.Glob(filepath.Join(Root(), "examples", "*"))
	for _, d := range dirs {
		if st, err := os.Stat(d); err != nil || !st.IsDir() {
			continue
		}
		roots, _ := filepath.Glob(filepath.Join(d, "tools", "*", "trusted"))
		var trusted []string
		for _, r := range roots {
			rel, _ := filepath.Rel(d, r)
			trusted = append(trusted, rel)
		}
		cases, _ := filepath.Glob(filepath.Join(d, "cases", "*.py"))
		sort.Strings(cases)
		for _, c := range cases {
			rel, _ := filepath.Rel(d, c)
			out = append(out, Example{Dir: d, Name: filepath.Base(d), File: rel, Trusted: trusted})
		}
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("no example cases under %s", filepath.Join(Root(), "examples"))
	}
	return out, nil
}

// Case is the case's name: the program's base name without ".py".
func (e Example) Case() string { return strings.TrimSuffix(filepath.Base(e.File), ".py") }

// Golden is the path of the case's archive, testdata/NAME/CASE.txtar.
func (e Example) Golden() string {
	return filepath.Join(Root(), "testdata", e.Name, e.Case()+".txtar")
}

// Args are parse's (and clauz3 prove's) arguments for the case, run in Dir.
func (e Example) Args() []string {
	args := []string{e.File}
	for _, r := range e.Trusted {
		args = append(args, "--trusted-root", r)
	}
	return args
}

// Comment is the comment of the case's archive: where the program is and
// how the stages are run on it.
func (e Example) Comment() []byte {
	return []byte(fmt.Sprintf("Example case examples/%s/%s (TestGolden in e2e/).\n"+
		"In examples/%s: parse %s\n"+
		"gives %s; lower, solve and explain each read the checked-in output\n"+
		"of the stage before. go test ./e2e -update rewrites the outputs and\n"+
		"%s (a copy of the program), never the program itself.\n",
		e.Name, e.File, e.Name, strings.Join(e.Args(), " "), ParseFile, InputFile))
}
