// Command benchscale measures how clauz3's cost grows with program size:
// it writes generated programs over the bundled example layers, proves
// each in process (load, lower, solve, as `clauz3 prove` does) and prints,
// per shape and size n, the median wall time, the bytes allocated (of the
// last run), the time in solve and, inside it, in Z3's check calls (the
// rest is building terms, expanding relations and reading models), and
// the exponents k of least-squares fits time ~ n^k and allocated bytes
// ~ n^k over the three largest sizes measured (lines in log-log space).
//
//	go run ./e2e/testdata/benchscale [-shapes only,branches,...] [-max N] [-runs 3]
//
// Run from the repository root (make bench does). Every program's
// expected verdict is checked, so a shape that became wrong fails here.
package main

import (
	"context"
	"flag"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"runtime"
	"runtime/pprof"
	"sort"
	"strings"
	"time"

	"clauz3/pkg/explain"
	"clauz3/pkg/ir"
	"clauz3/pkg/load"
	"clauz3/pkg/prove"
	"clauz3/pkg/solve"
)

// shape generates a program of size n and says whether it must prove.
type shape struct {
	name, what string
	example    string // examples/<example> holds its layer
	sizes      []int
	gen        func(n int) string
	proves     bool
}

const emailHead = "import clauz3\nfrom tools.email.trusted import contracts as mail\nfrom tools.email.trusted.effects import send_email\n\n\n"

func addrs(n int) []string {
	out := make([]string, n)
	for i := range out {
		out[i] = fmt.Sprintf("%q", fmt.Sprintf("u%d@example.com", i))
	}
	return out
}

var shapes = []shape{
	{name: "only", what: "`only([n addresses])` over n calls, each under `if x > i`", example: "email",
		sizes: []int{10, 100, 300, 1000, 2000}, proves: true, gen: func(n int) string {
			var b strings.Builder
			b.WriteString(emailHead)
			fmt.Fprintf(&b, "@clauz3.guarantee(mail.only([%s]))\ndef main(x: int) -> None:\n", strings.Join(addrs(n), ", "))
			for i, a := range addrs(n) {
				fmt.Fprintf(&b, "    if x > %d:\n        send_email(%s, \"hi\")\n", i, a)
			}
			return b.String()
		}},
	{name: "branches", what: "an `if`/`elif` chain of n branches picking the recipient, `only` and `at_most(1)`", example: "email",
		sizes: []int{10, 100, 300, 1000}, proves: true, gen: func(n int) string {
			var b strings.Builder
			b.WriteString(emailHead)
			as := addrs(n)
			fmt.Fprintf(&b, "@clauz3.guarantee(mail.only([%s]))\n@clauz3.guarantee(mail.at_most(1))\ndef main(level: int) -> None:\n", strings.Join(as, ", "))
			for i, a := range as {
				kw := "elif"
				if i == 0 {
					kw = "if"
				}
				if i == n-1 {
					fmt.Fprintf(&b, "    else:\n        to = %s\n", a)
				} else {
					fmt.Fprintf(&b, "    %s level == %d:\n        to = %s\n", kw, i, a)
				}
			}
			b.WriteString("    send_email(to, \"report\")\n")
			return b.String()
		}},
	{name: "all-count-sum", what: "n calls under `if x > i` with `short_messages` (all), `at_most(n)` (count) and `total_length_at_most` (sum)", example: "email",
		sizes: []int{10, 100, 1000, 3000, 10000}, proves: true, gen: func(n int) string {
			var b strings.Builder
			b.WriteString(emailHead)
			fmt.Fprintf(&b, "@clauz3.guarantee(mail.short_messages(10))\n@clauz3.guarantee(mail.at_most(%d))\n@clauz3.guarantee(mail.total_length_at_most(%d))\ndef main(x: int) -> None:\n", n, 2*n)
			for i := 0; i < n; i++ {
				fmt.Fprintf(&b, "    if x > %d:\n        send_email(\"bob@example.com\", \"hi\")\n", i)
			}
			return b.String()
		}},
	{name: "count-exclusive", what: "n calls under `if x == i` (at most one fires) with `at_most(1)`: Z3 decides it", example: "email",
		sizes: []int{10, 100, 300, 1000}, proves: true, gen: func(n int) string {
			var b strings.Builder
			b.WriteString(emailHead)
			b.WriteString("@clauz3.guarantee(mail.at_most(1))\ndef main(x: int) -> None:\n")
			for i := 0; i < n; i++ {
				fmt.Fprintf(&b, "    if x == %d:\n        send_email(\"bob@example.com\", \"hi\")\n", i)
			}
			return b.String()
		}},
	{name: "only-fail", what: "`only` of n-1 of the n addresses sent to under `if x > i`: refuted, with a counterexample", example: "email",
		sizes: []int{10, 100, 300, 1000}, proves: false, gen: func(n int) string {
			var b strings.Builder
			b.WriteString(emailHead)
			as := addrs(n)
			fmt.Fprintf(&b, "@clauz3.guarantee(mail.only([%s]))\ndef main(x: int) -> None:\n", strings.Join(as[1:], ", "))
			for i, a := range as {
				fmt.Fprintf(&b, "    if x > %d:\n        send_email(%s, \"hi\")\n", i, a)
			}
			return b.String()
		}},
	{name: "nested", what: "n nested `if x > i:` blocks, each sending (a fact's path condition has i conjuncts; CPython allows at most 100 levels)", example: "email",
		sizes: []int{10, 30, 60, 90}, proves: true, gen: func(n int) string {
			var b strings.Builder
			b.WriteString(emailHead)
			b.WriteString("@clauz3.guarantee(mail.only([\"bob@example.com\"]))\n@clauz3.guarantee(mail.at_most(" + fmt.Sprint(n) + "))\ndef main(x: int) -> None:\n")
			for i := 0; i < n; i++ {
				ind := strings.Repeat("    ", i+1)
				fmt.Fprintf(&b, "%sif x > %d:\n%s    send_email(\"bob@example.com\", \"hi\")\n", ind, i, ind)
			}
			return b.String()
		}},
	{name: "distinct", what: "`unique_recipients` over n calls to different literal addresses under `if x > i`, and one to an input", example: "email",
		sizes: []int{10, 100, 300, 1000}, proves: true, gen: func(n int) string {
			var b strings.Builder
			b.WriteString(emailHead)
			b.WriteString("@clauz3.guarantee(mail.unique_recipients())\ndef main(x: int, other: str) -> None:\n")
			for i, a := range addrs(n) {
				fmt.Fprintf(&b, "    if x > %d:\n        send_email(%s, \"hi\")\n", i, a)
			}
			b.WriteString("    if other.endswith(\"@other.org\"):\n        send_email(other, \"hi\")\n")
			return b.String()
		}},
	{name: "helpers", what: "n helpers called from main, each through a chain of 10 more to the one that sends", example: "email",
		sizes: []int{10, 100, 300, 1000}, proves: true, gen: func(n int) string {
			var b strings.Builder
			b.WriteString(emailHead)
			b.WriteString("def c9(to: str) -> None:\n    send_email(to, \"hi\")\n\n\n")
			for i := 8; i >= 0; i-- {
				fmt.Fprintf(&b, "def c%d(to: str) -> None:\n    c%d(to)\n\n\n", i, i+1)
			}
			for i := 0; i < n; i++ {
				fmt.Fprintf(&b, "def h%d(x: int) -> None:\n    if x > %d:\n        c0(\"bob@example.com\")\n\n\n", i, i)
			}
			b.WriteString("@clauz3.guarantee(mail.only([\"bob@example.com\"]))\ndef main(x: int) -> None:\n")
			for i := 0; i < n; i++ {
				fmt.Fprintf(&b, "    h%d(x)\n", i)
			}
			return b.String()
		}},
	{name: "rows", what: "n loops over the rows of a trusted query, each sending to the rows of one domain", example: "db",
		sizes: []int{1, 10, 30, 100}, proves: true, gen: func(n int) string {
			var b strings.Builder
			b.WriteString("import clauz3\nfrom tools.db.trusted import contracts as mail\nfrom tools.db.trusted.effects import db_query_users, send_email\n\n\n")
			b.WriteString("@clauz3.guarantee(mail.only_domain(\"@example.com\"))\ndef main(greeting: str) -> None:\n")
			for i := 0; i < n; i++ {
				fmt.Fprintf(&b, "    for row%d in db_query_users(True):\n        if row%d.email.endswith(\"@example.com\"):\n            send_email(row%d.email, greeting)\n", i, i, i)
			}
			return b.String()
		}},
}

func main() {
	only := flag.String("shapes", "", "comma-separated shapes to run (default: all)")
	max := flag.Int("max", 0, "largest n to run (0: every size of each shape)")
	runs := flag.Int("runs", 3, "runs per size (the median is shown)")
	cpuprofile := flag.String("cpuprofile", "", "write a CPU profile of the whole run here")
	memprofile := flag.String("memprofile", "", "write an allocation profile at the end here")
	flag.Parse()
	if *cpuprofile != "" {
		f, err := os.Create(*cpuprofile)
		if err != nil {
			fail(err)
		}
		pprof.StartCPUProfile(f)
		defer pprof.StopCPUProfile()
	}
	// The process's first Z3 context pages in its tables (BENCHMARKS.md):
	// made before the first measurement, it is not counted in any size.
	solve.ProcessPool().Warm(1)
	root, err := os.Getwd()
	if err != nil {
		fail(err)
	}
	tmp, err := os.MkdirTemp("", "benchscale")
	if err != nil {
		fail(err)
	}
	defer os.RemoveAll(tmp)
	want := map[string]bool{}
	for _, s := range strings.Split(*only, ",") {
		if s != "" {
			want[s] = true
		}
	}
	fmt.Printf("| shape | n | time (median of %d) | allocated | in solve | in Z3's checks (calls) | Z3 contexts | verdict |\n|---|---:|---:|---:|---:|---:|---:|---|\n", *runs)
	var fits []string
	for _, sh := range shapes {
		if len(want) > 0 && !want[sh.name] {
			continue
		}
		var xs, ys, mem []float64
		for _, n := range sh.sizes {
			if *max > 0 && n > *max {
				continue
			}
			dir := filepath.Join(root, "examples", sh.example)
			file := filepath.Join(tmp, fmt.Sprintf("%s_%d.py", sh.name, n))
			if err := os.WriteFile(file, []byte(sh.gen(n)), 0o644); err != nil {
				fail(err)
			}
			var times []time.Duration
			var alloc uint64
			var st solve.Stats
			verdict := ""
			for r := 0; r < *runs; r++ {
				runtime.GC()
				var m0, m1 runtime.MemStats
				runtime.ReadMemStats(&m0)
				start := time.Now()
				res, err := prove.Prove(context.Background(), prove.Config{
					Load: load.Config{Entry: file, TrustedRoots: []string{filepath.Join(dir, "tools", sh.example, "trusted")},
						ImportRoots: []string{dir}, Dir: dir},
					Solve: solve.Options{TimeoutMS: 60000, Stats: &st},
				})
				el := time.Since(start)
				runtime.ReadMemStats(&m1)
				if err != nil {
					fail(fmt.Errorf("%s n=%d: %w", sh.name, n, err))
				}
				times = append(times, el)
				alloc = m1.TotalAlloc - m0.TotalAlloc
				verdict = "proved"
				if explain.ExitCode(res) != 0 {
					verdict = "not proved: " + statuses(res)
				}
				if (verdict == "proved") != sh.proves {
					fail(fmt.Errorf("%s n=%d: %s", sh.name, n, verdict))
				}
			}
			sort.Slice(times, func(i, j int) bool { return times[i] < times[j] })
			med := times[len(times)/2]
			fmt.Printf("| %s | %d | %s | %.1f MB | %s | %s (%d) | %d | %s |\n", sh.name, n, ms(med), float64(alloc)/1e6,
				ms(st.Total), ms(st.Check), st.Checks, st.Contexts, verdict)
			xs = append(xs, math.Log(float64(n)))
			ys = append(ys, math.Log(med.Seconds()))
			mem = append(mem, math.Log(float64(alloc)))
		}
		if len(xs) >= 2 {
			// The fit over the three largest sizes: the smaller ones are
			// dominated by fixed costs (loading the layer, one Z3 check).
			k := len(xs) - 3
			if k < 0 {
				k = 0
			}
			fits = append(fits, fmt.Sprintf("| %s | %s | %.2f | %.2f |", sh.name, sh.what, slope(xs[k:], ys[k:]), slope(xs[k:], mem[k:])))
		}
	}
	if *memprofile != "" {
		f, err := os.Create(*memprofile)
		if err != nil {
			fail(err)
		}
		pprof.Lookup("allocs").WriteTo(f, 0)
		f.Close()
	}
	fmt.Printf("\n| shape | program | time ~ n^k: k | memory ~ n^k: k |\n|---|---|---:|---:|\n%s\n", strings.Join(fits, "\n"))
}

func statuses(res *ir.Result) string {
	count := map[string]int{}
	for _, o := range res.Obligations {
		count[o.Status]++
	}
	var parts []string
	for k, v := range count {
		parts = append(parts, fmt.Sprintf("%d %s", v, k))
	}
	sort.Strings(parts)
	return strings.Join(parts, ", ")
}

// slope is the least-squares slope of ys against xs.
func slope(xs, ys []float64) float64 {
	var mx, my float64
	for i := range xs {
		mx += xs[i]
		my += ys[i]
	}
	mx /= float64(len(xs))
	my /= float64(len(ys))
	var num, den float64
	for i := range xs {
		num += (xs[i] - mx) * (ys[i] - my)
		den += (xs[i] - mx) * (xs[i] - mx)
	}
	return num / den
}

func ms(d time.Duration) string {
	return fmt.Sprintf("%.1f ms", float64(d.Microseconds())/1000)
}

func fail(err error) {
	fmt.Fprintln(os.Stderr, "benchscale:", err)
	pprof.StopCPUProfile()
	os.Exit(1)
}
