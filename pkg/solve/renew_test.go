package solve

import (
	"context"
	"flag"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"clauz3/pkg/ir"
)

var flagTimeoutStress = flag.Int("timeout-stress", 0, "solve testdata/timeout/renew_strings.dsl.json this many times in one process (TestTimeoutStress; make fuzz)")

// renewDoc is lower's document of a difftest program (seed 204, program
// 1562) whose string obligations time out one after another: Z3 4.8.12
// crashed in the check after a few of them in one solver (see
// renewSolver).
func renewDoc(t *testing.T) *ir.DSL {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("testdata", "timeout", "renew_strings.dsl.json"))
	if err != nil {
		t.Fatal(err)
	}
	doc, err := DecodeProgram(data)
	if err != nil {
		t.Fatal(err)
	}
	return doc
}

// TestRenewAfterUnknown checks that a check that ends unknown leaves the
// solver it ran in: the next check runs in a new one, and the
// obligations Z3 proves in a fresh solver are still proved.
func TestRenewAfterUnknown(t *testing.T) {
	doc := renewDoc(t)
	pool := NewPool(1)
	defer pool.Close()
	var st Stats
	res, err := Solve(context.Background(), doc, Options{TimeoutMS: 100, Pool: pool, Stats: &st})
	if err != nil {
		t.Fatal(err)
	}
	unknown, proved := 0, 0
	for _, o := range res.Obligations {
		switch o.Status {
		case ir.StatusUnknown:
			unknown++
		case ir.StatusProved:
			proved++
		case ir.StatusRefuted:
			// o2 and o4 (an assertion on s13.strip and s13.replace) are
			// refuted by evaluation, which Z3 did not do within 100 ms;
			// Solve re-checks every counterexample.
			if o.Counterexample == nil {
				t.Errorf("obligation %s: refuted without a counterexample", o.ID)
			}
		default:
			t.Errorf("obligation %s: %s, want proved, refuted or unknown", o.ID, o.Status)
		}
	}
	if unknown == 0 {
		t.Fatalf("no obligation timed out at 100 ms (%d proved): the document no longer tests renewal", proved)
	}
	// Every unknown check but possibly the last is followed by another
	// check, which needs a new solver.
	if st.Renewed < 1 || st.Renewed > st.Checks {
		t.Errorf("%d solvers renewed for %d checks, %d unknown obligations", st.Renewed, st.Checks, unknown)
	}
	// These are proved with a 500 ms timeout when every check is asked
	// of Z3 (solve --smt2, before renewSolver); several are checked after
	// a renewal here.
	want := map[string]bool{"o8": true, "o9": true, "o11": true, "o12": true, "o13": true, "o14": true, "o15": true, "o16": true, "o18": true, "o19": true, "o20": true, "o21": true}
	for _, o := range res.Obligations {
		if want[o.ID] && o.Status != ir.StatusProved {
			t.Errorf("obligation %s: %s (%s), want proved", o.ID, o.Status, o.Reason)
		}
	}
}

// TestTimeoutStress solves renewDoc -timeout-stress times in one process
// with the timeout the difftest campaigns use. Before renewSolver, the
// process died with SIGSEGV inside Z3_solver_check in one to five runs.
func TestTimeoutStress(t *testing.T) {
	if *flagTimeoutStress == 0 {
		t.Skip("-timeout-stress N not given")
	}
	doc := renewDoc(t)
	for i := 0; i < *flagTimeoutStress; i++ {
		if _, err := Solve(context.Background(), doc, Options{TimeoutMS: 500}); err != nil {
			t.Fatal(err)
		}
	}
}

// TestPoolDropsLargeContexts checks that a context is not kept for reuse
// while Z3 holds more than keepBytes: it is deleted (and the C heap
// trimmed) instead, so that a server does not keep the memory of one
// large check for its whole life.
func TestPoolDropsLargeContexts(t *testing.T) {
	doc := renewDoc(t)
	for _, limit := range []uint64{1, 1 << 40} {
		old := keepBytes
		keepBytes = limit
		pool := NewPool(1)
		_, err := Solve(context.Background(), doc, Options{TimeoutMS: 10, Pool: pool})
		keepBytes = old
		if err != nil {
			t.Fatal(err)
		}
		st := pool.Stats()
		pool.Close()
		kept := st.Idle == 1 && st.Dropped == 0
		if limit == 1 && (kept || st.Dropped != 1) || limit > 1 && !kept {
			t.Errorf("keepBytes %d: %+v", limit, st)
		}
	}
}

// TestNoContext checks that a document is decided as unknown (Z3 out of
// memory), not a crash, when Z3 cannot create a context: the test runs
// itself with Z3's memory bound at 1 MB, below what a context needs.
func TestNoContext(t *testing.T) {
	if os.Getenv("CLAUZ3_TEST_NO_CONTEXT") == "1" {
		res, err := Solve(context.Background(), renewDoc(t), Options{TimeoutMS: 100, Pool: NewPool(1), Z3Only: true})
		if err != nil {
			t.Fatal(err)
		}
		for _, o := range res.Obligations {
			if o.Status != ir.StatusUnknown || o.Reason != reasonMemory {
				t.Errorf("obligation %s: %s (%s), want unknown (%s)", o.ID, o.Status, o.Reason, reasonMemory)
			}
		}
		return
	}
	cmd := exec.Command(os.Args[0], "-test.run=^TestNoContext$", "-test.v")
	cmd.Env = append(os.Environ(), "CLAUZ3_TEST_NO_CONTEXT=1", "CLAUZ3_Z3_MEMORY_MB=1")
	out, err := cmd.CombinedOutput()
	if err != nil || !strings.Contains(string(out), "--- PASS: TestNoContext") {
		t.Fatalf("%v\n%s", err, out)
	}
}
