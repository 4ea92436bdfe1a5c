package difftest

import (
	"bytes"
	"context"
	"encoding/json"
	"math/rand/v2"
	"path/filepath"
	"testing"
	"time"

	"clauz3/pkg/ir"
	"clauz3/pkg/solve"
)

// lowerDeadline bounds one lowering in FuzzLower: the generator's
// programs are small (lowering one takes milliseconds), so a lowering
// that takes longer hangs.
const lowerDeadline = 5 * time.Second

// FuzzLower lowers random well-formed programs of the generator (the
// fuzzer chooses the seed, the index and the size): lower must not
// panic or hang, must write the same document twice, and each
// refutation Z3 finds in it must be one that evaluation confirms
// (solve.Recheck: the goal is false and the facts fire as the
// counterexample says, by pkg/dsl's evaluator, not by Z3).
//
//	go test ./pkg/difftest -run '^$' -fuzz FuzzLower -fuzztime 10m
func FuzzLower(f *testing.F) {
	low, err := NewLowerer(filepath.Join("testdata", "layer"), f.TempDir())
	if err != nil {
		f.Fatal(err)
	}
	for _, s := range []struct {
		seed, idx uint64
		scale     uint8
		all       bool
	}{{1, 0, 1, false}, {1, 7, 1, true}, {9, 3, 2, false}, {42, 100, 1, true}, {7, 11, 3, false}} {
		f.Add(s.seed, s.idx, s.scale, s.all)
	}
	f.Fuzz(func(t *testing.T, seed, idx uint64, scale uint8, all bool) {
		opt := GenOptions{Scale: 1 + int(scale%3), Disabled: map[string]bool{}}
		for c := range crashFeatures {
			// term-growth makes lower's document grow exponentially (D6,
			// a known limit), which would only measure memory.
			opt.Disabled[c] = true
		}
		if !all {
			for _, feat := range Features {
				if knownOpen[feat] != "" {
					opt.Disabled[feat] = true
				}
			}
		}
		p := Generate(rand.New(rand.NewPCG(seed, idx)), opt)
		doc1 := lowerWithin(t, low, p.Src)
		doc2 := lowerWithin(t, low, p.Src)
		if doc1 == nil || doc2 == nil {
			if (doc1 == nil) != (doc2 == nil) {
				t.Fatalf("lower refuses the program once and accepts it once:\n%s", p.Src)
			}
			return
		}
		j1, _ := json.Marshal(doc1)
		j2, _ := json.Marshal(doc2)
		if !bytes.Equal(j1, j2) {
			t.Fatalf("lower writes two different documents for one program:\n%s", p.Src)
		}
		if bigLiteral(doc1) {
			return // Z3 is slow on ints of many digits (D5): not a lower question
		}
		res, err := solveWithin(doc1)
		if err != nil {
			t.Fatalf("solve refuses lower's document: %v\n%s", err, p.Src)
		}
		if res == nil {
			return
		}
		for _, o := range res.Obligations {
			if o.Status == ir.StatusRefuted {
				if err := solve.Recheck(doc1, res); err != nil {
					t.Fatalf("a refutation evaluation does not confirm: %v\n%s", err, p.Src)
				}
				break
			}
		}
	})
}

// solveWithin solves doc, or gives up (nil) after solveDeadline: Z3
// does not always stop a check at its timeout (D5 in
// testdata/disagreements.md), and go test's fuzzing kills an input that
// runs for more than about 10 s as hung. The abandoned solve ends at its
// context's deadline. The error is solve's refusal of the document.
func solveWithin(doc *ir.DSL) (*ir.Result, error) {
	type out struct {
		res *ir.Result
		err error
	}
	done := make(chan out, 1)
	go func() {
		ctx, cancel := context.WithTimeout(context.Background(), solveDeadline)
		defer cancel()
		res, err := solve.Solve(ctx, doc, solve.Options{TimeoutMS: 300})
		if ctx.Err() != nil {
			res, err = nil, nil
		}
		done <- out{res, err}
	}()
	select {
	case o := <-done:
		return o.res, o.err
	case <-time.After(solveDeadline):
		return nil, nil
	}
}

// solveDeadline bounds the solving of one program in FuzzLower.
const solveDeadline = 3 * time.Second

// lowerWithin lowers src, failing the test on a panic, on an error that
// is not a refusal of the input, or when it takes longer than
// lowerDeadline; nil means lower refused the program.
func lowerWithin(t *testing.T, low *Lowerer, src string) *ir.DSL {
	type out struct {
		doc *ir.DSL
		err error
	}
	done := make(chan out, 1)
	go func() {
		doc, err := low.Lower(src)
		done <- out{doc, err}
	}()
	select {
	case o := <-done:
		if o.err != nil {
			t.Fatalf("lower fails on a generated program: %v\n%s", o.err, src)
		}
		return o.doc
	case <-time.After(lowerDeadline):
		t.Fatalf("lower takes more than %v:\n%s", lowerDeadline, src)
	}
	return nil
}
