// Command benchmedian reads `go test -bench` output (several -count runs)
// on stdin and prints, per benchmark, the median of each reported unit
// (ns/op shown as ms/op) over the runs, in the order first seen.
//
//	go test ./e2e -run '^$' -bench . -count 5 | go run ./e2e/testdata/benchmedian
package main

import (
	"bufio"
	"fmt"
	"os"
	"sort"
	"strconv"
	"strings"
)

func main() {
	vals := map[string]map[string][]float64{}
	var names []string
	var units = map[string][]string{}
	sc := bufio.NewScanner(os.Stdin)
	for sc.Scan() {
		f := strings.Fields(sc.Text())
		if len(f) < 4 || !strings.HasPrefix(f[0], "Benchmark") {
			continue
		}
		name := f[0]
		if vals[name] == nil {
			vals[name] = map[string][]float64{}
			names = append(names, name)
		}
		for i := 2; i+1 < len(f); i += 2 {
			v, err := strconv.ParseFloat(f[i], 64)
			if err != nil {
				continue
			}
			u := f[i+1]
			if u == "ns/op" {
				u, v = "ms/op", v/1e6
			}
			if vals[name][u] == nil {
				units[name] = append(units[name], u)
			}
			vals[name][u] = append(vals[name][u], v)
		}
	}
	for _, n := range names {
		var parts []string
		for _, u := range units[n] {
			xs := vals[n][u]
			sort.Float64s(xs)
			parts = append(parts, fmt.Sprintf("%.4g %s", xs[len(xs)/2], u))
		}
		fmt.Printf("%-40s %s (median of %d)\n", n, strings.Join(parts, "  "), len(vals[n][units[n][0]]))
	}
}
