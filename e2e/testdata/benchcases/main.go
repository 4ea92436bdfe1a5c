// Command benchcases times every example case as a whole process, the
// way an agent harness runs clauz3: `clauz3 prove CASE --trusted-root
// tools --import-root .` in the case's example directory, each run beside
// a run of the floor (e2e/testdata/z3floor: a process that loads libz3,
// creates one Z3 context and checks a trivial query), in turn, so that
// both see the same load. It prints, per case, the median of the case's
// runs, the median of the floor's runs beside them and the difference,
// then the cases furthest over the floor and how many are more than
// -limit ms over it (issue 11 asks for none past 15 ms).
//
//	go run ./e2e/testdata/benchcases [-runs 11] [-limit 15] [-worst 8]
//
// Run from the repository root (make bench does). A case whose process
// exits with anything but 0 (proved) or 1 (not proved) is reported and
// makes the command fail: its time would not be a prover's.
package main

import (
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"time"
)

func main() {
	runs := flag.Int("runs", 11, "runs of each case (and of the floor beside it)")
	limit := flag.Float64("limit", 15, "report the cases more than this many ms over the floor")
	worst := flag.Int("worst", 8, "list this many cases furthest over the floor")
	flag.Parse()
	if err := run(*runs, *limit, *worst); err != nil {
		fmt.Fprintln(os.Stderr, "benchcases:", err)
		os.Exit(1)
	}
}

type result struct {
	name      string
	ms, floor float64
}

func run(runs int, limit float64, worst int) error {
	tmp, err := os.MkdirTemp("", "benchcases")
	if err != nil {
		return err
	}
	defer os.RemoveAll(tmp)
	clauz3, floor := filepath.Join(tmp, "clauz3"), filepath.Join(tmp, "z3floor")
	for bin, pkg := range map[string]string{clauz3: "./cmd/clauz3", floor: "./e2e/testdata/z3floor"} {
		if out, err := exec.Command("go", "build", "-o", bin, pkg).CombinedOutput(); err != nil {
			return fmt.Errorf("go build %s: %v\n%s", pkg, err, out)
		}
	}
	cases, err := filepath.Glob(filepath.Join("examples", "*", "cases", "*.py"))
	if err != nil || len(cases) == 0 {
		return fmt.Errorf("no example cases under examples/*/cases (run from the repository root)")
	}
	slices.Sort(cases)
	var res []result
	var failed []string
	for _, c := range cases {
		dir := filepath.Dir(filepath.Dir(c))
		rel, _ := filepath.Rel(dir, c)
		var ts, fs []float64
		for i := 0; i < runs; i++ {
			f, _, err := timed(dir, floor)
			if err != nil {
				return fmt.Errorf("the floor: %v", err)
			}
			t, code, err := timed(dir, clauz3, "prove", rel, "--trusted-root", "tools", "--import-root", ".")
			if err != nil {
				return err
			}
			if code != 0 && code != 1 {
				failed = append(failed, fmt.Sprintf("%s: exit %d", c, code))
				break
			}
			ts, fs = append(ts, t), append(fs, f)
		}
		if len(ts) == runs {
			r := result{name: c, ms: median(ts), floor: median(fs)}
			res = append(res, r)
			fmt.Printf("%-50s %7.2f ms  floor %6.2f ms  over %6.2f ms\n", c, r.ms, r.floor, r.ms-r.floor)
		}
	}
	var overs, floors, times []float64
	for _, r := range res {
		overs, floors, times = append(overs, r.ms-r.floor), append(floors, r.floor), append(times, r.ms)
	}
	slices.SortFunc(res, func(a, b result) int {
		switch {
		case a.ms-a.floor > b.ms-b.floor:
			return -1
		case a.ms-a.floor < b.ms-b.floor:
			return 1
		}
		return 0
	})
	n := 0
	for _, r := range res {
		if r.ms-r.floor > limit {
			n++
		}
	}
	fmt.Printf("\n%d cases, %d runs each beside the floor: floor median %.2f ms, case median %.2f ms, median over the floor %.2f ms\n",
		len(res), runs, median(floors), median(times), median(overs))
	fmt.Printf("cases more than %g ms over the floor: %d\n", limit, n)
	fmt.Println("furthest over the floor:")
	for _, r := range res[:min(worst, len(res))] {
		fmt.Printf("  %-50s %7.2f ms, %6.2f ms over the floor of %.2f ms\n", r.name, r.ms, r.ms-r.floor, r.floor)
	}
	if len(failed) > 0 {
		for _, f := range failed {
			fmt.Fprintln(os.Stderr, "benchcases:", f)
		}
		return fmt.Errorf("%d cases did not run to a verdict", len(failed))
	}
	return nil
}

// timed runs name with args in dir, output discarded, and returns its
// wall time in ms and exit code.
func timed(dir, name string, args ...string) (float64, int, error) {
	cmd := exec.Command(name, args...)
	cmd.Dir = dir
	start := time.Now()
	err := cmd.Run()
	ms := float64(time.Since(start).Microseconds()) / 1000
	if ee, ok := err.(*exec.ExitError); ok {
		return ms, ee.ExitCode(), nil
	}
	if err != nil {
		return 0, 0, err
	}
	return ms, 0, nil
}

func median(xs []float64) float64 {
	if len(xs) == 0 {
		return 0
	}
	s := slices.Clone(xs)
	slices.Sort(s)
	if len(s)%2 == 1 {
		return s[len(s)/2]
	}
	return (s[len(s)/2-1] + s[len(s)/2]) / 2
}
