package prove

import (
	"bufio"
	"context"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"clauz3/pkg/ir"
	"clauz3/pkg/load"
)

// expectLine is "# expect: VERDICT" before a target's decorators.
var (
	expectLine = regexp.MustCompile(`^# expect: (proved|refuted|unknown|unsupported)$`)
	defLine    = regexp.MustCompile(`^def ([A-Za-z_][A-Za-z0-9_]*)\((\)?)`)
)

// TestCases proves every target of testdata/cases/*.py, each a function
// marked "# expect: VERDICT": proved (every
// obligation), refuted (a counterexample, and nothing unsupported),
// unknown or unsupported (that status, and nothing refuted or proved as
// a guarantee). The expectations of the targets without parameters are
// checked under CPython (the project's .venv, with deal) when it is
// there: a proved target runs without an exception, a refuted one
// raises. A target with parameters may not be expected refuted (its
// counterexample would need a witness run).
func TestCases(t *testing.T) {
	files, _ := filepath.Glob(filepath.Join("testdata", "cases", "*.py"))
	if len(files) == 0 {
		t.Fatal("no cases")
	}
	for _, file := range files {
		want, params := expectations(t, file)
		if len(want) == 0 {
			t.Fatalf("%s: no # expect: lines", file)
		}
		checkUnderCPython(t, file, want, params)
		for target, verdict := range want {
			res, err := Prove(context.Background(), Config{Load: load.Config{
				Entry: filepath.Base(file), Dir: filepath.Dir(file), Target: target,
			}})
			if err != nil {
				t.Fatalf("%s: %v", target, err)
			}
			got := map[string]int{}
			for _, o := range res.Obligations {
				got[o.Status]++
				if o.Status == ir.StatusRefuted && o.Counterexample == nil {
					t.Errorf("%s: %s refuted without a counterexample", target, o.ID)
				}
			}
			ok := false
			switch verdict {
			case ir.StatusProved:
				ok = got[ir.StatusProved] == len(res.Obligations)
			case ir.StatusRefuted:
				ok = got[ir.StatusRefuted] > 0 && got[ir.StatusUnsupported] == 0
			default:
				ok = got[verdict] > 0 && got[ir.StatusRefuted] == 0
			}
			if !ok {
				t.Errorf("%s:%s: %v, want %s", filepath.Base(file), target, got, verdict)
			}
		}
	}
}

// expectations reads the targets of file and their expected verdicts.
func expectations(t *testing.T, file string) (want map[string]string, params map[string]bool) {
	f, err := os.Open(file)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	want, params = map[string]string{}, map[string]bool{}
	pending := ""
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := sc.Text()
		if m := expectLine.FindStringSubmatch(line); m != nil {
			pending = m[1]
		} else if m := defLine.FindStringSubmatch(line); m != nil && pending != "" {
			if m[2] == "" {
				if pending == ir.StatusRefuted {
					t.Fatalf("%s: %s has parameters and is expected refuted", file, m[1])
				}
				params[m[1]] = true
			}
			want[m[1]] = pending
			pending = ""
		}
	}
	return want, params
}

// checkUnderCPython runs each target of file with .venv's python (deal
// installed) and checks that the proved ones return and the refuted ones
// raise.
func checkUnderCPython(t *testing.T, file string, want map[string]string, params map[string]bool) {
	py := filepath.Join("..", "..", ".venv", "bin", "python")
	if _, err := os.Stat(py); err != nil {
		t.Logf("%s not found (make deps): the expectations are not checked under CPython", py)
		return
	}
	prog := `import importlib.util, json, sys
spec = importlib.util.spec_from_file_location("m", sys.argv[1])
m = importlib.util.module_from_spec(spec)
spec.loader.exec_module(m)
out = {}
for name in json.loads(sys.argv[2]):
    try:
        getattr(m, name)()
        out[name] = ""
    except BaseException as e:
        out[name] = type(e).__name__
print(json.dumps(out))
`
	var names []string
	for n := range want {
		if !params[n] {
			names = append(names, n)
		}
	}
	js, _ := json.Marshal(names)
	out, err := exec.Command(py, "-c", prog, file, string(js)).Output()
	if err != nil {
		t.Fatalf("%s under CPython: %v", file, err)
	}
	var raised map[string]string
	if err := json.Unmarshal(out, &raised); err != nil {
		t.Fatalf("CPython printed %q", strings.TrimSpace(string(out)))
	}
	for n, v := range want {
		if params[n] {
			continue
		}
		switch {
		case v == ir.StatusProved && raised[n] != "":
			t.Errorf("%s: expected proved, but CPython raises %s", n, raised[n])
		case v == ir.StatusRefuted && raised[n] == "":
			t.Errorf("%s: expected refuted, but CPython runs it without an exception", n)
		}
	}
}
