package solve

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"clauz3/pkg/diag"
	"clauz3/pkg/ir"
)

// expectation is read from the "_"-prefixed keys of each program in
// testdata/pot (proof-of-thought ignores unknown keys): _why says why the
// expected outcome is proof-of-thought's.
type expectation struct {
	Why      string `json:"_why"`
	Answer   *bool  `json:"_answer"`
	Sat      int    `json:"_sat"`
	Unsat    int    `json:"_unsat"`
	Error    string `json:"_error"`
	Pointer  string `json:"_pointer"`
	Diverges string `json:"_diverges"`
}

func potPrograms(t *testing.T) []string {
	files, err := filepath.Glob("testdata/pot/*.json")
	if err != nil || len(files) == 0 {
		t.Fatalf("no programs: %v", err)
	}
	sort.Strings(files)
	return files
}

func runFile(t *testing.T, path string) (*ir.Result, expectation, error) {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var want expectation
	if err := json.Unmarshal(data, &want); err != nil {
		t.Fatal(err)
	}
	doc, err := DecodeProgram(data)
	if err != nil {
		return nil, want, err
	}
	res, err := Solve(context.Background(), doc, Options{})
	return res, want, err
}

func TestProofOfThoughtPrograms(t *testing.T) {
	for _, path := range potPrograms(t) {
		t.Run(strings.TrimSuffix(filepath.Base(path), ".json"), func(t *testing.T) {
			res, want, err := runFile(t, path)
			if want.Error != "" {
				var d *diag.Diagnostic
				if !errors.As(err, &d) {
					t.Fatalf("error %v, want a diagnostic containing %q (%s)", err, want.Error, want.Why)
				}
				if !strings.Contains(d.Message, want.Error) {
					t.Errorf("message %q, want %q (%s)", d.Message, want.Error, want.Why)
				}
				if want.Pointer != "" && d.Pointer != want.Pointer {
					t.Errorf("pointer %q, want %q (%s)", d.Pointer, want.Pointer, want.Why)
				}
				if diag.ExitCode(err) != diag.ExitBadInput {
					t.Errorf("exit code %d, want 2", diag.ExitCode(err))
				}
				return
			}
			if err != nil {
				t.Fatalf("%v (%s)", err, want.Why)
			}
			if !sameAnswer(res.Answer, want.Answer) || res.SatCount != want.Sat || res.UnsatCount != want.Unsat {
				t.Errorf("answer %s sat %d unsat %d, want %s %d %d (%s)", fmtAnswer(res.Answer), res.SatCount, res.UnsatCount,
					fmtAnswer(want.Answer), want.Sat, want.Unsat, want.Why)
			}
		})
	}
}

func sameAnswer(a, b *bool) bool {
	return a == nil && b == nil || a != nil && b != nil && *a == *b
}

func fmtAnswer(a *bool) string {
	if a == nil {
		return "None"
	}
	if *a {
		return "True"
	}
	return "False"
}

// TestOracle runs every program through testdata/pot_oracle.py, a
// reference interpreter built on the real z3py (Debian's python3-z3),
// and requires the same outcome: the same answer and counts, or an error
// on both sides. It is skipped when that Python has no z3 module.
func TestOracle(t *testing.T) {
	if testing.Short() {
		t.Skip("-short")
	}
	py := "/usr/bin/python3"
	if exec.Command(py, "-c", "import z3").Run() != nil {
		t.Skip("no z3py (apt-get install python3-z3)")
	}
	files := potPrograms(t)
	out, err := exec.Command(py, append([]string{"testdata/pot_oracle.py"}, files...)...).Output()
	if err != nil {
		t.Fatal(err)
	}
	sc := bufio.NewScanner(bytes.NewReader(out))
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	i := 0
	for sc.Scan() {
		var o struct {
			OK     bool   `json:"ok"`
			Answer *bool  `json:"answer"`
			Sat    int    `json:"sat"`
			Unsat  int    `json:"unsat"`
			Error  string `json:"error"`
		}
		if err := json.Unmarshal(sc.Bytes(), &o); err != nil {
			t.Fatal(err)
		}
		path := files[i]
		i++
		res, want, err := runFile(t, path)
		if want.Diverges != "" {
			continue
		}
		switch {
		case !o.OK && err == nil:
			t.Errorf("%s: oracle fails (%s), solve answers %s", path, o.Error, fmtAnswer(res.Answer))
		case o.OK && err != nil:
			t.Errorf("%s: oracle answers %s, solve fails: %v", path, fmtAnswer(o.Answer), err)
		case o.OK && (!sameAnswer(o.Answer, res.Answer) || o.Sat != res.SatCount || o.Unsat != res.UnsatCount):
			t.Errorf("%s: oracle %s %d/%d, solve %s %d/%d", path, fmtAnswer(o.Answer), o.Sat, o.Unsat,
				fmtAnswer(res.Answer), res.SatCount, res.UnsatCount)
		}
	}
	if i != len(files) {
		t.Fatalf("oracle answered %d of %d programs", i, len(files))
	}
}
