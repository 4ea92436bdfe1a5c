package difftest

import (
	"os"
	"strconv"
	"testing"
)

// TestShow prints program DIFFTEST_SHOW=N of -seed (with -all-features
// as the generator options).
func TestShow(t *testing.T) {
	n, err := strconv.Atoi(os.Getenv("DIFFTEST_SHOW"))
	if err != nil {
		t.Skip("set DIFFTEST_SHOW=N")
	}
	cfg := defaultConfig(t)
	p, runs := ProgramAt(*flagSeed, n, *flagRuns, cfg.Options)
	t.Logf("%s", p.Src)
	for _, r := range runs {
		t.Logf("main(%s)", joinValues(r.Args))
	}
}
