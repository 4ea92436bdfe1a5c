package explain

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/rogpeppe/go-internal/txtar"

	"clauz3/internal/golden"
	"clauz3/pkg/ir"
)

// exampleCases are example cases whose checked-in solve output
// (testdata/NAME.txtar, out/solve.json, written by e2e's TestGolden) is
// rendered in every format: a refuted guarantee, a failed precondition,
// an unsupported construct, an unknown result, a vacuous program, a
// program with effects and no guarantees about them, and rows.
var exampleCases = []string{
	"email/branch_fail",
	"email/precondition_input_fail",
	"email/while_fail",
	"db/loop_count_unknown",
	"email/g01_target_pre_vacuous",
	"email/precondition_pass",
	"db/loop_fail",
	"home/front_locked_pass",
}

// TestExampleGoldens renders the example cases in every format against
// testdata/examples/DIR_CASE.EXT (go test ./pkg/explain -update rewrites
// them; e2e's -update rewrites the solve output they start from).
func TestExampleGoldens(t *testing.T) {
	for _, name := range exampleCases {
		ar, err := txtar.ParseFile(filepath.Join("..", "..", "testdata", name+".txtar"))
		if err != nil {
			t.Fatal(err)
		}
		var doc []byte
		for _, f := range ar.Files {
			if f.Name == "out/solve.json" {
				doc = f.Data
			}
		}
		var res ir.Result
		if err := json.Unmarshal(doc, &res); err != nil {
			t.Fatalf("%s: out/solve.json: %v", name, err)
		}
		for _, f := range Formats() {
			t.Run(name+"/"+f, func(t *testing.T) {
				got := render(t, &res, f)
				path := filepath.Join("testdata", "examples", strings.ReplaceAll(name, "/", "_")+goldenExt[f])
				if golden.Update() {
					if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
						t.Fatal(err)
					}
					if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
						t.Fatal(err)
					}
					return
				}
				want, err := os.ReadFile(path)
				if err != nil {
					t.Fatalf("%v (run go test ./pkg/explain -update)", err)
				}
				if got != string(want) {
					t.Errorf("%s differs from the golden (go test ./pkg/explain -update, then git diff):\n--- got\n%s--- want\n%s", path, got, want)
				}
			})
		}
	}
}

// TestExampleText: the text golden of each example case is the explain
// output e2e checked in beside its solve output, so the two stay one.
func TestExampleText(t *testing.T) {
	for _, name := range exampleCases {
		ar, err := txtar.ParseFile(filepath.Join("..", "..", "testdata", name+".txtar"))
		if err != nil {
			t.Fatal(err)
		}
		var e2e []byte
		for _, f := range ar.Files {
			if f.Name == "out/explain.txt" {
				e2e = f.Data
			}
		}
		mine, err := os.ReadFile(filepath.Join("testdata", "examples", strings.ReplaceAll(name, "/", "_")+".txt"))
		if err != nil {
			t.Fatal(err)
		}
		if string(e2e) != string(mine) {
			t.Errorf("%s: the text golden differs from e2e's out/explain.txt", name)
		}
	}
}
