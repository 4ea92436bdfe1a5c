package prove

import (
	"bufio"
	"bytes"
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"clauz3/pkg/ir"
	"clauz3/pkg/load"
)

// TestTranslationTable proves each function of
// testdata/translation/table.py (match statements, divmod, pow, round,
// the walrus operator, tuple results) and checks the verdict its name
// states; where CPython with deal is available, check_cpython.py runs
// every _ok and _bad function on sample inputs and the two must agree (a
// _bad one breaks on some input, an _ok one on none).
func TestTranslationTable(t *testing.T) {
	dir := filepath.Join("testdata", "translation")
	src, err := os.ReadFile(filepath.Join(dir, "table.py"))
	if err != nil {
		t.Fatal(err)
	}
	names := regexp.MustCompile(`(?m)^def ([a-z0-9_]+_(ok|bad|no|unknown))\(`).FindAllStringSubmatch(string(src), -1)
	if len(names) < 15 {
		t.Fatalf("only %d functions", len(names))
	}
	for _, m := range names {
		name, want := m[1], m[2]
		t.Run(name, func(t *testing.T) {
			res, err := Prove(context.Background(), Config{Load: load.Config{Entry: "table.py", Dir: dir, Target: name}})
			if err != nil {
				t.Fatal(err)
			}
			count := map[string]int{}
			for _, o := range res.Obligations {
				count[o.Status]++
			}
			all := len(res.Obligations)
			switch want {
			case "ok":
				if count[ir.StatusProved] != all {
					t.Errorf("not proved: %v", count)
				}
			case "bad":
				if count[ir.StatusRefuted] == 0 || count[ir.StatusUnsupported] != 0 {
					t.Errorf("not refuted: %v", count)
				}
			case "no":
				if count[ir.StatusUnsupported] == 0 {
					t.Errorf("not refused: %v", count)
				}
			case "unknown":
				if count[ir.StatusProved] == all || count[ir.StatusRefuted] != 0 {
					t.Errorf("want not proved and not refuted: %v", count)
				}
			}
		})
	}
	py, err := filepath.Abs(filepath.Join("..", "..", ".venv", "bin", "python"))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(py); err != nil {
		t.Skip("no .venv with deal (make deps): the CPython check is skipped")
	}
	cmd := exec.Command(py, "check_cpython.py")
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "PYTHONDONTWRITEBYTECODE=1")
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("check_cpython.py: %v", err)
	}
	n := 0
	sc := bufio.NewScanner(bytes.NewReader(out))
	for sc.Scan() {
		f := strings.Fields(sc.Text())
		if len(f) != 2 {
			continue
		}
		n++
		if strings.HasSuffix(f[0], "_bad") != (f[1] == "breaks") {
			t.Errorf("CPython: %s %s", f[0], f[1])
		}
	}
	if n < 10 {
		t.Errorf("CPython checked only %d functions", n)
	}
}
