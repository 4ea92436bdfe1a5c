package z3

import (
	"context"
	"errors"
	"math"
	"math/big"
	"strings"
	"testing"
	"time"

	// This package has no goldens; the import makes it accept the suite's
	// -update switch, so that go test ./... -update runs here too.
	_ "clauz3/internal/golden"
)

func newCtx(t testing.TB) *Context {
	t.Helper()
	c := NewContext()
	t.Cleanup(c.Close)
	return c
}

func solver(t testing.TB, c *Context) *Solver {
	t.Helper()
	s, err := c.NewSolver(true)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func check(t testing.TB, s *Solver, want Result, assumptions ...Term) {
	t.Helper()
	got, err := s.Check(context.Background(), assumptions...)
	if err != nil {
		t.Fatal(err)
	}
	if got != want {
		t.Fatalf("check = %v, want %v\n%s", got, want, s)
	}
}

func TestVersion(t *testing.T) {
	if v := Version(); !strings.HasPrefix(v, "4.") {
		t.Fatalf("Version() = %q", v)
	}
}

func TestSortMismatchIsAnError(t *testing.T) {
	c := newCtx(t)
	x := c.Const("x", c.IntSort())
	b := c.Const("b", c.BoolSort())
	if e := c.Eq(x, b); !e.IsZero() {
		t.Fatalf("Eq(Int, Bool) = %v, want zero term", e)
	}
	var ze *Error
	if !errors.As(c.Err(), &ze) || !strings.Contains(ze.Msg, "incompatible") {
		t.Fatalf("Err() = %v, want a sort error", c.Err())
	}
	// Sticky: later constructors are no-ops, nothing crashes.
	if a := c.Add(x, x); !a.IsZero() {
		t.Fatal("constructor after an error returned a term")
	}
	c.ResetErr()
	if a := c.Add(x, x); a.IsZero() || c.Err() != nil {
		t.Fatalf("after ResetErr: %v %v", a, c.Err())
	}
}

func TestIntArithmetic(t *testing.T) {
	c := newCtx(t)
	s := solver(t, c)
	x := c.Const("x", c.IntSort())
	// x*x == 2**100 + ... : big numerals round-trip.
	big2 := new(big.Int).Lsh(big.NewInt(1), 100)
	if err := s.Assert(c.Eq(c.Add(x, c.Int64(1)), c.Int(big2))); err != nil {
		t.Fatal(err)
	}
	check(t, s, Sat)
	m, err := s.Model()
	if err != nil {
		t.Fatal(err)
	}
	v, err := m.Eval(x, true)
	if err != nil {
		t.Fatal(err)
	}
	got, err := v.IntValue()
	if err != nil {
		t.Fatal(err)
	}
	want := new(big.Int).Sub(big2, big.NewInt(1))
	if got.Cmp(want) != 0 {
		t.Fatalf("x = %v, want %v", got, want)
	}
	// Int division is Euclidean in Z3: -7 div 2 = -4, -7 mod 2 = 1.
	d, _ := c.Simplify(c.Div(c.Int64(-7), c.Int64(2))).IntValue()
	md, _ := c.Simplify(c.Mod(c.Int64(-7), c.Int64(2))).IntValue()
	if d.Int64() != -4 || md.Int64() != 1 {
		t.Fatalf("-7 div 2 = %v, mod = %v", d, md)
	}
}

func TestRealValue(t *testing.T) {
	c := newCtx(t)
	s := solver(t, c)
	r := c.Const("r", c.RealSort())
	s.Assert(c.Eq(c.Mul(r, c.Numeral("3", c.RealSort())), c.Numeral("1", c.RealSort())))
	check(t, s, Sat)
	m, _ := s.Model()
	v, _ := m.Eval(r, true)
	q, exact, err := v.RatValue()
	if err != nil || !exact || q.Cmp(big.NewRat(1, 3)) != 0 {
		t.Fatalf("r = %v exact=%v err=%v", q, exact, err)
	}
}

func TestPushPopAndAssumptions(t *testing.T) {
	c := newCtx(t)
	s := solver(t, c)
	p := c.Const("p", c.BoolSort())
	s.Assert(p)
	check(t, s, Unsat, c.Not(p))
	check(t, s, Sat)
	s.Push()
	s.Assert(c.Not(p))
	check(t, s, Unsat)
	s.Pop(1)
	check(t, s, Sat)
}

func TestStringsRoundTrip(t *testing.T) {
	cases := []string{
		"", "plain", "eve@example.com", "é", "naïve café", "日本語", "emoji 😀",
		`back\slash`, `\u{41}`, `\u{15c}`, "tab\tnew\nline", "nul\x00byte", "q\"uote",
		"\U0002FFFF", `\\`, "mixed \\u{e9} é",
	}
	c := newCtx(t)
	s := solver(t, c)
	for _, want := range cases {
		x := c.FreshConst("s", c.StringSort())
		s.Push()
		s.Assert(c.Eq(x, c.String(want)))
		check(t, s, Sat)
		m, _ := s.Model()
		v, err := m.Eval(x, true)
		if err != nil {
			t.Fatal(err)
		}
		got, err := v.StringValue()
		if err != nil {
			t.Fatalf("%q: %v", want, err)
		}
		if got != want {
			t.Errorf("round trip %q gave %q", want, got)
		}
		// Length counts code points.
		n, _ := c.Simplify(c.Length(c.String(want))).IntValue()
		if int(n.Int64()) != len([]rune(want)) {
			t.Errorf("Length(%q) = %v, want %d", want, n, len([]rune(want)))
		}
		s.Pop(1)
	}
	if c.Err() != nil {
		t.Fatal(c.Err())
	}
}

func TestStringBeyondZ3Range(t *testing.T) {
	c := newCtx(t)
	if s := c.String("\U0010FFFF"); !s.IsZero() {
		t.Fatal("U+10FFFF accepted; libz3 4.8.12 crashes on it")
	}
	if c.Err() == nil || !strings.Contains(c.Err().Error(), "U+10FFFF") {
		t.Fatalf("Err() = %v", c.Err())
	}
	c.ResetErr()
	if s := c.String("bad \xff utf8"); !s.IsZero() {
		t.Fatal("invalid UTF-8 accepted")
	}
}

func TestStringOps(t *testing.T) {
	c := newCtx(t)
	s := solver(t, c)
	x := c.Const("x", c.StringSort())
	s.Assert(c.PrefixOf(c.String("bob"), x))
	s.Assert(c.SuffixOf(c.String("@example.com"), x))
	s.Assert(c.Eq(c.Length(x), c.Int64(16)))
	s.Assert(c.Contains(x, c.String("é")))
	check(t, s, Sat)
	m, _ := s.Model()
	v, _ := m.Eval(x, true)
	got, err := v.StringValue()
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(got, "bob") || !strings.HasSuffix(got, "@example.com") ||
		len([]rune(got)) != 16 || !strings.Contains(got, "é") {
		t.Fatalf("model string %q violates the constraints", got)
	}
	i, _ := c.Simplify(c.IndexOf(c.String("abcabc"), c.String("c"), c.Int64(3))).IntValue()
	if i.Int64() != 5 {
		t.Fatalf("IndexOf = %v", i)
	}
	sub, _ := c.Simplify(c.Extract(c.String("héllo"), c.Int64(1), c.Int64(3))).StringValue()
	if sub != "éll" {
		t.Fatalf("Extract = %q", sub)
	}
}

func TestSequences(t *testing.T) {
	c := newCtx(t)
	s := solver(t, c)
	ss := c.SeqSort(c.IntSort())
	x := c.Const("xs", ss)
	s.Assert(c.Eq(c.Length(x), c.Int64(2)))
	s.Assert(c.Eq(c.Nth(x, c.Int64(0)), c.Int64(7)))
	s.Assert(c.PrefixOf(c.Concat(c.SeqUnit(c.Int64(7)), c.SeqUnit(c.Int64(8))), x))
	check(t, s, Sat)
	s.Assert(c.Eq(x, c.Empty(ss)))
	check(t, s, Unsat)
}

func TestFloats(t *testing.T) {
	c := newCtx(t)
	d := c.FPSort(11, 53)
	rne := c.RNE()
	pointOne, pointTwo := 0.1, 0.2 // variables: Go constant arithmetic is exact
	cases := []struct {
		name string
		term Term
		want float64
	}{
		{"0.1+0.2", c.FPAdd(rne, c.Float(0.1, d), c.Float(0.2, d)), pointOne + pointTwo},
		{"1/0", c.FPDiv(rne, c.Float(1, d), c.Float(0, d)), math.Inf(1)},
		{"-1/0", c.FPDiv(rne, c.Float(-1, d), c.Float(0, d)), math.Inf(-1)},
		{"-0", c.FPNeg(c.Float(0, d)), math.Copysign(0, -1)},
		{"nan", c.FPSub(rne, c.Float(math.Inf(1), d), c.Float(math.Inf(1), d)), math.NaN()},
		{"1e308*10", c.FPMul(rne, c.Float(1e308, d), c.Float(10, d)), math.Inf(1)},
		{"5e-324", c.Float(5e-324, d), 5e-324},
	}
	for _, tc := range cases {
		got, err := c.Simplify(tc.term).FloatValue()
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		same := got == tc.want && math.Signbit(got) == math.Signbit(tc.want) ||
			math.IsNaN(got) && math.IsNaN(tc.want)
		if !same {
			t.Errorf("%s = %v, want %v", tc.name, got, tc.want)
		}
	}
	// NaN != NaN under fp.eq, and a model can produce NaN.
	s := solver(t, c)
	x := c.Const("x", d)
	s.Assert(c.Not(c.FPEq(x, x)))
	check(t, s, Sat)
	m, _ := s.Model()
	v, _ := m.Eval(x, true)
	f, err := v.FloatValue()
	if err != nil || !math.IsNaN(f) {
		t.Fatalf("x = %v (%v), want NaN", f, err)
	}
}

func TestBitVectors(t *testing.T) {
	c := newCtx(t)
	b := c.Const("b", c.BVSort(8))
	// 300 is reduced mod 256.
	v, _ := c.Simplify(c.BV(big.NewInt(300), 8)).IntValue()
	if v.Int64() != 44 {
		t.Fatalf("BV(300, 8) = %v", v)
	}
	s := solver(t, c)
	// Signed: 0x80 < 0 holds.
	s.Assert(c.Eq(b, c.BV(big.NewInt(128), 8)))
	check(t, s, Sat, c.BVSLt(b, c.BV(big.NewInt(0), 8)))
	check(t, s, Unsat, c.BVULt(b, c.BV(big.NewInt(0), 8)))
}

func TestEnumRecordArrayFunctions(t *testing.T) {
	c := newCtx(t)
	color, vals := c.EnumSort("Color", []string{"red", "green", "blue"})
	if len(vals) != 3 || color.Name() != "Color" {
		t.Fatalf("EnumSort: %v %v", color, vals)
	}
	s := solver(t, c)
	x := c.Const("x", color)
	// Exhaustive and distinct.
	check(t, s, Unsat, c.And(c.Distinct(x, vals[0]), c.Distinct(x, vals[1]), c.Distinct(x, vals[2])))
	check(t, s, Unsat, c.Eq(vals[0], vals[1]))

	rec, mk, acc := c.RecordSort("Email", "mk_Email", []string{"addr", "n"}, []Sort{c.StringSort(), c.IntSort()})
	if rec.IsZero() || mk.Name() != "mk_Email" || acc[0].Name() != "addr" {
		t.Fatalf("RecordSort: %v %v %v (%v)", rec, mk, acc, c.Err())
	}
	e := c.App(mk, c.String("bob"), c.Int64(3))
	got, _ := c.Simplify(c.App(acc[0], e)).StringValue()
	if got != "bob" {
		t.Fatalf("addr = %q", got)
	}

	person := c.UninterpretedSort("Person")
	f := c.FuncDecl("likes", []Sort{person, person}, c.BoolSort())
	p := c.Const("p", person)
	a := c.Const("alice", person)
	s.Assert(c.Quantify(ForAll, []Term{p}, c.App(f, p, a)))
	check(t, s, Unsat, c.Not(c.App(f, a, a)))
	check(t, s, Sat, c.Quantify(Exists, []Term{p}, c.Not(c.App(f, a, p))))
	if q := c.Quantify(ForAll, []Term{c.App(f, a, a)}, c.Bool(true)); !q.IsZero() {
		t.Fatal("quantifier over a non-constant accepted")
	}
	c.ResetErr()

	arr := c.Const("arr", c.ArraySort(c.IntSort(), c.IntSort()))
	s.Assert(c.Eq(c.Select(c.Store(arr, c.Int64(1), c.Int64(5)), c.Int64(1)), c.Int64(6)))
	check(t, s, Unsat)
}

func TestCardinality(t *testing.T) {
	c := newCtx(t)
	s := solver(t, c)
	var bs []Term
	for i := 0; i < 5; i++ {
		bs = append(bs, c.FreshConst("b", c.BoolSort()))
	}
	s.Assert(c.AtMost(bs, 2))
	check(t, s, Unsat, c.And(bs[0], bs[1], bs[2]))
	check(t, s, Sat, c.And(bs[0], bs[4]))
	check(t, s, Unsat, c.AtLeast(bs, 3))
}

func TestOptimize(t *testing.T) {
	c := newCtx(t)
	o, err := c.NewOptimize()
	if err != nil {
		t.Fatal(err)
	}
	x := c.Const("x", c.IntSort())
	o.Assert(c.Le(x, c.Int64(10)))
	o.Maximize(x)
	r, err := o.Check(context.Background())
	if err != nil || r != Sat {
		t.Fatal(r, err)
	}
	m, _ := o.Model()
	v, _ := m.Eval(x, true)
	n, _ := v.IntValue()
	if n.Int64() != 10 {
		t.Fatalf("max x = %v", n)
	}
}

func TestCancel(t *testing.T) {
	c := newCtx(t)
	s := solver(t, c)
	// A hard nonlinear problem that does not finish quickly.
	x, y, z := c.Const("x", c.IntSort()), c.Const("y", c.IntSort()), c.Const("z", c.IntSort())
	cube := func(a Term) Term { return c.Mul(a, a, a) }
	s.Assert(c.Eq(c.Add(cube(x), cube(y), cube(z)), c.Int64(33)))
	ctx, cancel := context.WithTimeout(context.Background(), 50*time.Millisecond)
	defer cancel()
	r, err := s.Check(ctx)
	if r != Unknown || !errors.Is(err, context.DeadlineExceeded) {
		t.Fatalf("Check = %v, %v; want unknown, deadline exceeded", r, err)
	}
}

func TestTimeoutParam(t *testing.T) {
	c := newCtx(t)
	s := solver(t, c)
	if err := s.SetParams(Params{TimeoutMS: 50, Seed: 3, SetSeed: true}); err != nil {
		t.Fatal(err)
	}
	x, y, z := c.Const("x", c.IntSort()), c.Const("y", c.IntSort()), c.Const("z", c.IntSort())
	cube := func(a Term) Term { return c.Mul(a, a, a) }
	s.Assert(c.Eq(c.Add(cube(x), cube(y), cube(z)), c.Int64(33)))
	r, err := s.Check(context.Background())
	if err != nil || r != Unknown {
		t.Fatalf("Check = %v, %v", r, err)
	}
	if s.ReasonUnknown() == "" {
		t.Fatal("no reason for unknown")
	}
}

func TestSolverString(t *testing.T) {
	c := newCtx(t)
	s := solver(t, c)
	x := c.Const("who", c.StringSort())
	s.Assert(c.Eq(x, c.String("é")))
	txt := s.String()
	if !strings.Contains(txt, "declare-fun who") || !strings.Contains(txt, "assert") {
		t.Fatalf("SMT2 text:\n%s", txt)
	}
}

func BenchmarkSmallQuery(b *testing.B) {
	for i := 0; i < b.N; i++ {
		c := NewContext()
		s, _ := c.NewSolver(true)
		x := c.Const("addr", c.StringSort())
		s.Assert(c.Or(c.Eq(x, c.String("bob@example.com")), c.Eq(x, c.String("eve@example.com"))))
		if r, _ := s.Check(context.Background(), c.Not(c.Eq(x, c.String("bob@example.com")))); r != Sat {
			b.Fatal(r)
		}
		c.Close()
	}
}

// TestDeadlineInterruptsAssert checks the backstop for work Z3's timeout
// parameter does not bound (D5): asserting that a 4,300-digit string
// contains a symbolic one at index 0 keeps Z3_solver_assert busy for
// minutes; a Deadline interrupts it, and the context is not reused.
func TestDeadlineInterruptsAssert(t *testing.T) {
	c := newCtx(t)
	s := solver(t, c)
	if err := s.SetParams(Params{TimeoutMS: 100}); err != nil {
		t.Fatal(err)
	}
	digits := "1" + strings.Repeat("0", 4299)
	x := c.Const("s", c.StringSort())
	stop := c.Deadline(200 * time.Millisecond)
	defer stop()
	start := time.Now()
	s.Assert(c.Eq(c.IndexOf(c.String(digits), x, c.Int(big.NewInt(0))), c.Int(big.NewInt(0))))
	s.Check(context.Background())
	if d := time.Since(start); d > 10*time.Second {
		t.Fatalf("assert and check took %v after a deadline of 200 ms", d)
	}
	if !c.Interrupted() || c.Reusable() {
		t.Fatalf("interrupted = %v, reusable = %v after the deadline passed", c.Interrupted(), c.Reusable())
	}
}

// TestDeadlineStopped checks that a deadline stopped in time does not
// interrupt: the context stays reusable.
func TestDeadlineStopped(t *testing.T) {
	c := newCtx(t)
	stop := c.Deadline(50 * time.Millisecond)
	if !stop() {
		t.Fatal("stop reports the deadline already fired")
	}
	time.Sleep(100 * time.Millisecond)
	if c.Interrupted() || !c.Reusable() {
		t.Fatalf("interrupted = %v, reusable = %v after the deadline was stopped", c.Interrupted(), c.Reusable())
	}
}

// TestSolverClose checks that a solver closed before its context is
// refused afterwards, that its context goes on with a new solver, and
// that releasing and closing the context does not release it again
// (which Z3 would answer with a crash or a corrupted heap).
func TestSolverClose(t *testing.T) {
	ctx := NewContext()
	defer ctx.Close()
	x := ctx.Const("x", ctx.IntSort())
	s, err := ctx.NewSolver(true)
	if err != nil {
		t.Fatal(err)
	}
	if err := s.Assert(ctx.Gt(x, ctx.Int64(1))); err != nil {
		t.Fatal(err)
	}
	s.Close()
	s.Close()
	if _, err := s.Check(context.Background()); !errors.Is(err, ErrClosed) {
		t.Errorf("Check on a closed solver: %v, want ErrClosed", err)
	}
	if err := s.Assert(ctx.Bool(true)); !errors.Is(err, ErrClosed) {
		t.Errorf("Assert on a closed solver: %v, want ErrClosed", err)
	}
	s2, err := ctx.NewSolver(true)
	if err != nil {
		t.Fatal(err)
	}
	// The first solver's assertion is gone with it.
	if err := s2.Assert(ctx.Lt(x, ctx.Int64(0))); err != nil {
		t.Fatal(err)
	}
	if r, err := s2.Check(context.Background()); err != nil || r != Sat {
		t.Fatalf("new solver: %v %v, want sat", r, err)
	}
	ctx.Release()
	s3, err := ctx.NewSolver(false)
	if err != nil {
		t.Fatal(err)
	}
	s3.Close()
	ctx.Close()
	s3.Close()
}

// TestCheckedInterruptUnderWay checks the answer of a check whose
// cancellation fired as it ended (its interrupt not stopped in time): the
// interrupt is completed, and a Sat becomes Unknown with the context's
// error, since Z3 has dropped the model.
func TestCheckedInterruptUnderWay(t *testing.T) {
	c := newCtx(t)
	gctx, cancel := context.WithCancel(context.Background())
	cancel()
	r, err := c.checked("Check", Sat, false, gctx)
	if r != Unknown || err == nil || !c.Interrupted() {
		t.Fatalf("checked = %v, %v (interrupted %v), want Unknown, context canceled (true)", r, err, c.Interrupted())
	}
	c2 := newCtx(t)
	if r, err := c2.checked("Check", Sat, true, context.Background()); r != Sat || err != nil || c2.Interrupted() {
		t.Fatalf("a check stopped in time: %v, %v (interrupted %v)", r, err, c2.Interrupted())
	}
}
