// Command z3floor is the floor of every clauz3 process that proves
// something: it starts, creates one Z3 context and closes it. The
// benchmarks measure it in the same run as the front door
// (BenchmarkFloor in e2e/bench_test.go).
package main

import "clauz3/pkg/z3"

func main() {
	z3.NewContext().Close()
}
