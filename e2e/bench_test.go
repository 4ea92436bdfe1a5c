package e2e

import (
	"bytes"
	"os/exec"
	"path/filepath"
	"testing"
)

// The typical agent program of the benchmarks: a few trusted calls, a
// branch and a few guarantees.
const benchCase = "cases/branch_pass.py"

func benchDir() string { return filepath.Join(repo(), "examples", "email") }

// BenchmarkFrontDoor is the whole process `clauz3 prove CASE`, process
// start included, as an agent harness runs it.
func BenchmarkFrontDoor(b *testing.B) {
	bin := filepath.Join(binDir, "clauz3")
	for i := 0; i < b.N; i++ {
		cmd := exec.Command(bin, "prove", "--trusted-root", "tools/email/trusted", benchCase)
		cmd.Dir = benchDir()
		if out, err := cmd.Output(); err != nil {
			b.Fatalf("%v: %s", err, out)
		}
	}
}

// BenchmarkPipeline is `parse CASE | lower | solve | explain`: four
// processes, each validating the document it reads.
func BenchmarkPipeline(b *testing.B) {
	for i := 0; i < b.N; i++ {
		var in []byte
		for _, stage := range [][]string{
			{"parse", "--trusted-root", "tools/email/trusted", benchCase},
			{"lower"}, {"solve"}, {"explain"},
		} {
			cmd := exec.Command(filepath.Join(binDir, stage[0]), stage[1:]...)
			cmd.Dir = benchDir()
			cmd.Stdin = bytes.NewReader(in)
			out, err := cmd.Output()
			if err != nil {
				b.Fatalf("%s: %v", stage[0], err)
			}
			in = out
		}
	}
}
