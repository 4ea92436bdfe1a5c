package solve

import (
	"context"
	"os"
	"path/filepath"
	"testing"
	"time"

	"clauz3/pkg/ir"
)

// TestTimeoutBackstop checks that every check respects its timeout even
// where Z3's timeout parameter does not reach (D5 in
// pkg/difftest/testdata/disagreements.md): lower's document of
// `5 % str(10 ** 4299).find(s)` asserts IndexOf over a 4,300-digit
// string, which kept Z3_solver_assert busy for minutes. With a 200 ms
// timeout the Go-side backstop interrupts Z3, and the obligation is
// unknown (timeout), never proved.
func TestTimeoutBackstop(t *testing.T) {
	data, err := os.ReadFile(filepath.Join("testdata", "timeout", "d5_assert.dsl.json"))
	if err != nil {
		t.Fatal(err)
	}
	doc, err := DecodeProgram(data)
	if err != nil {
		t.Fatal(err)
	}
	pool := NewPool(1)
	defer pool.Close()
	start := time.Now()
	res, err := Solve(context.Background(), doc, Options{TimeoutMS: 200, Pool: pool, Z3Only: true})
	elapsed := time.Since(start)
	if err != nil {
		t.Fatal(err)
	}
	// The set-up gets one timeout, each check one more; anything near
	// seconds means a piece of Z3 work ran unbounded.
	if elapsed > 5*time.Second {
		t.Errorf("solve took %v with a timeout of 200 ms per check", elapsed)
	}
	if len(res.Obligations) != len(doc.Obligations) || len(res.Obligations) == 0 {
		t.Fatalf("%d obligation results for %d obligations", len(res.Obligations), len(doc.Obligations))
	}
	for _, o := range res.Obligations {
		if o.Status != ir.StatusUnknown || o.Reason != reasonTimeout {
			t.Errorf("obligation %s: %s (%s), want unknown (timeout)", o.ID, o.Status, o.Reason)
		}
	}
	if st := pool.Stats(); st.Idle != 0 {
		t.Errorf("an interrupted context went back to the pool: %+v", st)
	}
}
