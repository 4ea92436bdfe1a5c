package z3

import (
	"context"
	"testing"
)

// BenchmarkContextFresh creates, uses and deletes a context per
// operation (in a process that has made contexts before).
func BenchmarkContextFresh(b *testing.B) {
	NewContext().Close()
	for i := 0; i < b.N; i++ {
		z := NewContext()
		trivialCheck(b, z)
		z.Close()
	}
}

// BenchmarkContextReleased reuses one context, releasing what each
// operation created (what solve's Pool does).
func BenchmarkContextReleased(b *testing.B) {
	z := NewContext()
	defer z.Close()
	for i := 0; i < b.N; i++ {
		trivialCheck(b, z)
		z.Release()
	}
}

// trivialCheck checks x > 0 on a simple solver.
func trivialCheck(b *testing.B, z *Context) {
	s, err := z.NewSolver(true)
	if err != nil {
		b.Fatal(err)
	}
	s.SetParams(Params{}) // ctrl_c off: Z3 leaves SIGINT to Go
	x := z.Const("x", z.IntSort())
	if err := s.Assert(z.Gt(x, z.Int64(0))); err != nil {
		b.Fatal(err)
	}
	if r, err := s.Check(context.Background()); err != nil || r != Sat {
		b.Fatal(r, err)
	}
}

// TestRelease decides in a released context again and refuses reuse of
// contexts that declared a datatype or were interrupted.
func TestRelease(t *testing.T) {
	z := NewContext()
	defer z.Close()
	for i := 0; i < 3; i++ {
		s, err := z.NewSolver(true)
		if err != nil {
			t.Fatal(err)
		}
		s.SetParams(Params{}) // ctrl_c off: Z3 leaves SIGINT to Go
		x := z.Const("x", z.IntSort())
		s.Assert(z.Gt(x, z.Int64(int64(i))))
		s.Assert(z.Lt(x, z.Int64(int64(i+1))))
		if r, err := s.Check(context.Background()); err != nil || r != Unsat {
			t.Fatalf("round %d: %v %v, want unsat", i, r, err)
		}
		if !z.Reusable() {
			t.Fatalf("round %d: not reusable", i)
		}
		z.Release()
		if len(z.asts) != 0 || len(z.rel) != 0 {
			t.Fatalf("round %d: %d terms, %d handles kept after Release", i, len(z.asts), len(z.rel))
		}
	}
	if z.Uses() != 3 {
		t.Errorf("uses %d, want 3", z.Uses())
	}
	z.EnumSort("Color", []string{"red", "green"})
	if z.Reusable() {
		t.Error("a context with a datatype is reusable")
	}
	w := NewContext()
	defer w.Close()
	w.Interrupt()
	if w.Reusable() {
		t.Error("an interrupted context is reusable")
	}
	e := NewContext()
	defer e.Close()
	e.Eq(e.Int64(1), e.Bool(true)) // a sort mismatch: Z3 reports an error
	if e.Reusable() {
		t.Error("a context with an error is reusable")
	}
}
