package difftest

import (
	"fmt"
	"testing"

	"clauz3/pkg/dsl"
)

// pyReserved are names a parameter cannot have (keywords) or that the
// test program uses itself.
var pyReserved = map[string]bool{"True": true, "False": true, "None": true, "and": true, "or": true, "not": true,
	"if": true, "else": true, "lambda": true, "in": true, "is": true, "str": true, "len": true, "float": true,
	"int": true, "bool": true, "y": true, "s9": true, "x9": true, "get_int": true, "log_int": true, "log_str": true,
	"log_bool": true, "log_float": true}

// openNames are the parameter names of open disagreements.
var openNames = map[string]string{}

// TestDSLNames names the target's parameters like the DSL's built-ins
// and lower's fresh symbols: lower must keep them apart from the
// expressions it writes (fpNaN, Length, IndexOf, get_int_result1, ...).
func TestDSLNames(t *testing.T) {
	cfg := defaultConfig(t)
	w, err := newWorker(&cfg, 0)
	if err != nil {
		t.Fatal(err)
	}
	defer w.py.Close()
	seen := map[string]bool{}
	var names []string
	for _, nm := range append(append([]string{}, dslNames...), dsl.Builtins()...) {
		if !seen[nm] && !pyReserved[nm] {
			seen[nm] = true
			names = append(names, nm)
		}
	}
	for _, nm := range names {
		src := fmt.Sprintf(`from fx.trusted.effects import get_int, log_bool, log_float, log_int, log_str


def main(%[1]s: int, s9: str, x9: float) -> None:
    y = get_int("g")
    log_int("a", %[1]s + y // 3 - len(s9))
    log_str("b", s9[1:] + str(%[1]s))
    log_bool("c", s9.startswith("a") or "b" in s9 or s9.find("c") > 0)
    log_float("d", x9 + float(%[1]s) if x9 == x9 else float("nan"))
    log_bool("e", x9 < float("inf") and %[1]s > y and x9 != 0.0 and x9 > -float("inf"))
`, nm)
		args := "3, 'abc', float('nan')"
		args2 := "-7, 'b\u00e9', 1.5"
		runs := []Run{{ArgsPy: &args, ResultsPy: map[string]string{"get_int": "5"}}, {ArgsPy: &args2, ResultsPy: map[string]string{"get_int": "-4"}}}
		t.Run(nm, func(t *testing.T) {
			if id := openNames[nm]; id != "" && !*flagAll {
				t.Skipf("open disagreement %s (testdata/disagreements.md)", id)
			}
			pr := w.checkZ(0, src, runs, true, false)
			if pr.refused != nil {
				t.Fatalf("refused: %v", pr.refused)
			}
			if pr.finding != nil {
				t.Fatalf("parameter named %s: %s", nm, pr.finding.Mismatch)
			}
		})
	}
}
