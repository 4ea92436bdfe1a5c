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

// BenchmarkFloor is a process that only creates a Z3 context and
// closes it: the least any proving process costs on this machine, to
// read the other figures against (measured in the same run).
func BenchmarkFloor(b *testing.B) {
	bin := filepath.Join(binDir, "z3floor")
	for i := 0; i < b.N; i++ {
		if out, err := exec.Command(bin).CombinedOutput(); err != nil {
			b.Fatalf("%v: %s", err, out)
		}
	}
}

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

// BenchmarkPipeline is `parse CASE | lower | solve | explain` as a shell
// runs it: four processes started together, connected by pipes, each
// validating the document it reads.
func BenchmarkPipeline(b *testing.B) {
	stages := [][]string{
		{"parse", "--trusted-root", "tools/email/trusted", benchCase},
		{"lower"}, {"solve"}, {"explain"},
	}
	for i := 0; i < b.N; i++ {
		var cmds []*exec.Cmd
		var out bytes.Buffer
		for j, st := range stages {
			cmd := exec.Command(filepath.Join(binDir, st[0]), st[1:]...)
			cmd.Dir = benchDir()
			if j > 0 {
				pipe, err := cmds[j-1].StdoutPipe()
				if err != nil {
					b.Fatal(err)
				}
				cmd.Stdin = pipe
			}
			cmds = append(cmds, cmd)
		}
		cmds[len(cmds)-1].Stdout = &out
		for _, c := range cmds {
			if err := c.Start(); err != nil {
				b.Fatal(err)
			}
		}
		for j := len(cmds) - 1; j >= 0; j-- {
			if err := cmds[j].Wait(); err != nil {
				b.Fatalf("%s: %v", stages[j][0], err)
			}
		}
		if !bytes.Contains(out.Bytes(), []byte("PROVED")) {
			b.Fatalf("unexpected output: %s", out.Bytes())
		}
	}
}
