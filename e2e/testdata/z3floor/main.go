// Command z3floor is the floor of every clauz3 process that proves
// something: it starts (loading libz3), creates one Z3 context and checks
// one trivial query (x > 0 on a simple solver), then exits. The
// benchmarks measure it in the same run as the front door (BenchmarkFloor
// in e2e/bench_test.go). It uses pkg/z3 as solve does, so the huge-page
// advice for Z3's heap applies (CLAUZ3_Z3_HUGEPAGES=0 turns it off:
// BenchmarkFloor/hugepages=off).
package main

import (
	"context"
	"fmt"
	"os"

	"clauz3/pkg/z3"
)

func main() {
	z := z3.NewContext()
	s, err := z.NewSolver(true)
	if err == nil {
		err = s.SetParams(z3.Params{})
	}
	if err == nil {
		x := z.Const("x", z.IntSort())
		err = s.Assert(z.Gt(x, z.Int64(0)))
	}
	r := z3.Unknown
	if err == nil {
		r, err = s.Check(context.Background())
	}
	if err != nil || r != z3.Sat {
		fmt.Fprintln(os.Stderr, "z3floor:", r, err)
		os.Exit(1)
	}
}
