package z3

/*
#include <stdlib.h>
#include <z3.h>
*/
import "C"

import (
	"context"
	"errors"
	"fmt"
	"math"
	"math/big"
	"strconv"
	"strings"
	"unicode/utf8"
	"unsafe"
)

// Result is the outcome of a satisfiability check.
type Result int

// The three outcomes.
const (
	Unknown Result = iota
	Sat
	Unsat
)

func (r Result) String() string {
	switch r {
	case Sat:
		return "sat"
	case Unsat:
		return "unsat"
	}
	return "unknown"
}

func lbool(r C.Z3_lbool) Result {
	switch r {
	case C.Z3_L_TRUE:
		return Sat
	case C.Z3_L_FALSE:
		return Unsat
	}
	return Unknown
}

// Params are solver parameters. Zero fields are left at Z3's default.
type Params struct {
	TimeoutMS uint // "timeout"
	Seed      uint // "random_seed" (set whenever SetSeed is true)
	SetSeed   bool
}

func (ctx *Context) params(p Params, seedKey string) (C.Z3_params, error) {
	ps := C.Z3_mk_params(ctx.c)
	if err := ctx.check("Params"); err != nil {
		return nil, err
	}
	C.Z3_params_inc_ref(ctx.c, ps)
	ctx.rel = append(ctx.rel, func() { C.Z3_params_dec_ref(ctx.c, ps) })
	// Z3 installs its own SIGINT handler during a check unless ctrl_c is
	// false, and restores Go's without SA_ONSTACK: the next ^C (or the
	// SIGINT that stops a server) then kills the process with a Go trace.
	C.Z3_params_set_bool(ctx.c, ps, ctx.symbol("ctrl_c"), false)
	if p.TimeoutMS > 0 {
		C.Z3_params_set_uint(ctx.c, ps, ctx.symbol("timeout"), C.uint(p.TimeoutMS))
	}
	if p.SetSeed {
		C.Z3_params_set_uint(ctx.c, ps, ctx.symbol(seedKey), C.uint(p.Seed))
	}
	return ps, ctx.check("Params")
}

// Solver is a Z3 solver of some Context.
type Solver struct {
	ctx *Context
	s   C.Z3_solver
	// closed is shared with the release function NewSolver registers, so
	// that a solver released early (Close) is not released again.
	closed *bool
}

// NewSolver returns a solver. A simple solver (Z3_mk_simple_solver) is
// several times faster on small incremental queries than the default
// combined solver (Z3_mk_solver), which z3py's Solver() is.
func (ctx *Context) NewSolver(simple bool) (*Solver, error) {
	if !ctx.usable("NewSolver") {
		return nil, ctx.err
	}
	var s C.Z3_solver
	if simple {
		s = C.Z3_mk_simple_solver(ctx.c)
	} else {
		s = C.Z3_mk_solver(ctx.c)
	}
	if err := ctx.check("NewSolver"); err != nil {
		return nil, err
	}
	C.Z3_solver_inc_ref(ctx.c, s)
	closed := new(bool)
	ctx.rel = append(ctx.rel, func() {
		if !*closed {
			*closed = true
			C.Z3_solver_dec_ref(ctx.c, s)
		}
	})
	return &Solver{ctx: ctx, s: s, closed: closed}, nil
}

// Close releases the solver before its context does; it must not be
// used afterwards. Closing twice, or after the context is closed or
// released, does nothing.
func (s *Solver) Close() {
	if s.ctx.closed || *s.closed {
		return
	}
	*s.closed = true
	C.Z3_solver_dec_ref(s.ctx.c, s.s)
}

// SetParams sets the solver's timeout and random seed.
func (s *Solver) SetParams(p Params) error {
	if s.ctx.closed || *s.closed {
		return ErrClosed
	}
	ps, err := s.ctx.params(p, "random_seed")
	if err != nil {
		return err
	}
	C.Z3_solver_set_params(s.ctx.c, s.s, ps)
	return s.ctx.check("SetParams")
}

// Assert adds t (a Bool term) to the solver.
func (s *Solver) Assert(t Term) error {
	if *s.closed {
		return ErrClosed
	}
	if !s.ctx.usable("Assert", t) {
		return s.ctx.err
	}
	C.Z3_solver_assert(s.ctx.c, s.s, t.a)
	return s.ctx.check("Assert")
}

// Push opens a backtracking scope.
func (s *Solver) Push() error {
	if s.ctx.closed || *s.closed {
		return ErrClosed
	}
	C.Z3_solver_push(s.ctx.c, s.s)
	return s.ctx.check("Push")
}

// Pop closes n scopes.
func (s *Solver) Pop(n int) error {
	if s.ctx.closed || *s.closed {
		return ErrClosed
	}
	C.Z3_solver_pop(s.ctx.c, s.s, C.uint(n))
	return s.ctx.check("Pop")
}

// Check decides the conjunction of the assertions and assumptions. When
// gctx is cancelled (or its deadline passes) the check is interrupted and
// returns Unknown with gctx's error.
func (s *Solver) Check(gctx context.Context, assumptions ...Term) (Result, error) {
	if *s.closed {
		return Unknown, ErrClosed
	}
	if !s.ctx.usable("Check", assumptions...) {
		return Unknown, s.ctx.err
	}
	if err := gctx.Err(); err != nil {
		return Unknown, err
	}
	stop := context.AfterFunc(gctx, s.ctx.Interrupt)
	var r C.Z3_lbool
	if len(assumptions) == 0 {
		r = C.Z3_solver_check(s.ctx.c, s.s)
	} else {
		p, n := asts(assumptions)
		r = C.Z3_solver_check_assumptions(s.ctx.c, s.s, n, p)
	}
	return s.ctx.checked("Check", lbool(r), stop(), gctx)
}

// checked is the answer of a check that returned res, stopped telling
// whether the interrupt watching gctx was stopped before it ran. When it
// was not, it may be running still: it is completed here, and a Sat
// becomes Unknown, since Z3 drops the model of an interrupted context
// ("there is no current model").
func (ctx *Context) checked(op string, res Result, stopped bool, gctx context.Context) (Result, error) {
	if !stopped {
		ctx.Interrupt()
	}
	if err := ctx.check(op); err != nil {
		return Unknown, err
	}
	if res == Unknown || !stopped {
		if err := gctx.Err(); err != nil {
			return Unknown, err
		}
	}
	return res, nil
}

// ReasonUnknown explains the last Unknown result.
func (s *Solver) ReasonUnknown() string {
	if s.ctx.closed || *s.closed {
		return ""
	}
	r := C.GoString(C.Z3_solver_get_reason_unknown(s.ctx.c, s.s))
	s.ctx.check("ReasonUnknown")
	return r
}

// String returns the solver's assertions in SMT-LIB2.
func (s *Solver) String() string {
	if s.ctx.closed || *s.closed {
		return ""
	}
	return C.GoString(C.Z3_solver_to_string(s.ctx.c, s.s))
}

// Model returns the model of the last Sat check.
func (s *Solver) Model() (*Model, error) {
	if s.ctx.closed || *s.closed {
		return nil, ErrClosed
	}
	m := C.Z3_solver_get_model(s.ctx.c, s.s)
	if err := s.ctx.check("Model"); err != nil {
		return nil, err
	}
	return s.ctx.keepModel(m)
}

func (ctx *Context) keepModel(m C.Z3_model) (*Model, error) {
	if m == nil {
		return nil, &Error{Op: "Model", Msg: "no model"}
	}
	C.Z3_model_inc_ref(ctx.c, m)
	ctx.rel = append(ctx.rel, func() { C.Z3_model_dec_ref(ctx.c, m) })
	return &Model{ctx: ctx, m: m}, nil
}

// Optimize is a Z3 optimization context.
type Optimize struct {
	ctx *Context
	o   C.Z3_optimize
}

// NewOptimize returns an empty optimizer.
func (ctx *Context) NewOptimize() (*Optimize, error) {
	if !ctx.usable("NewOptimize") {
		return nil, ctx.err
	}
	o := C.Z3_mk_optimize(ctx.c)
	if err := ctx.check("NewOptimize"); err != nil {
		return nil, err
	}
	C.Z3_optimize_inc_ref(ctx.c, o)
	ctx.rel = append(ctx.rel, func() { C.Z3_optimize_dec_ref(ctx.c, o) })
	return &Optimize{ctx: ctx, o: o}, nil
}

// SetParams sets the optimizer's timeout and random seed.
func (o *Optimize) SetParams(p Params) error {
	ps, err := o.ctx.params(p, "random_seed")
	if err != nil {
		return err
	}
	C.Z3_optimize_set_params(o.ctx.c, o.o, ps)
	return o.ctx.check("SetParams")
}

// Assert adds a hard constraint.
func (o *Optimize) Assert(t Term) error {
	if !o.ctx.usable("Assert", t) {
		return o.ctx.err
	}
	C.Z3_optimize_assert(o.ctx.c, o.o, t.a)
	return o.ctx.check("Assert")
}

// Maximize adds the objective "maximize t".
func (o *Optimize) Maximize(t Term) error {
	if !o.ctx.usable("Maximize", t) {
		return o.ctx.err
	}
	C.Z3_optimize_maximize(o.ctx.c, o.o, t.a)
	return o.ctx.check("Maximize")
}

// Minimize adds the objective "minimize t".
func (o *Optimize) Minimize(t Term) error {
	if !o.ctx.usable("Minimize", t) {
		return o.ctx.err
	}
	C.Z3_optimize_minimize(o.ctx.c, o.o, t.a)
	return o.ctx.check("Minimize")
}

// Check solves the optimization problem; see Solver.Check for gctx.
func (o *Optimize) Check(gctx context.Context) (Result, error) {
	if !o.ctx.usable("Check") {
		return Unknown, o.ctx.err
	}
	if err := gctx.Err(); err != nil {
		return Unknown, err
	}
	stop := context.AfterFunc(gctx, o.ctx.Interrupt)
	r := C.Z3_optimize_check(o.ctx.c, o.o, 0, nil)
	return o.ctx.checked("Check", lbool(r), stop(), gctx)
}

// ReasonUnknown explains the last Unknown result.
func (o *Optimize) ReasonUnknown() string {
	return C.GoString(C.Z3_optimize_get_reason_unknown(o.ctx.c, o.o))
}

// Model returns the model of the last Sat check.
func (o *Optimize) Model() (*Model, error) {
	m := C.Z3_optimize_get_model(o.ctx.c, o.o)
	if err := o.ctx.check("Model"); err != nil {
		return nil, err
	}
	return o.ctx.keepModel(m)
}

// String returns the optimizer's problem in SMT-LIB2.
func (o *Optimize) String() string {
	return C.GoString(C.Z3_optimize_to_string(o.ctx.c, o.o))
}

// Model is a satisfying assignment.
type Model struct {
	ctx *Context
	m   C.Z3_model
}

// String renders the model as Z3 prints it.
func (m *Model) String() string {
	if m.ctx.closed {
		return ""
	}
	return C.GoString(C.Z3_model_to_string(m.ctx.c, m.m))
}

// Eval evaluates t in the model. With completion, symbols the model does
// not mention get a default value, so the result is a value.
func (m *Model) Eval(t Term, completion bool) (Term, error) {
	if !m.ctx.usable("Eval", t) {
		return Term{}, m.ctx.err
	}
	var r C.Z3_ast
	ok := C.Z3_model_eval(m.ctx.c, m.m, t.a, C.bool(completion), &r)
	if err := m.ctx.check("Eval"); err != nil {
		return Term{}, err
	}
	if !bool(ok) || r == nil {
		return Term{}, &Error{Op: "Eval", Msg: "cannot evaluate " + t.String()}
	}
	return m.ctx.keep(r, "Eval"), nil
}

// ErrNotValue is returned when a term is not a value of the asked kind.
var ErrNotValue = errors.New("z3: term is not a value of that kind")

// ErrSurrogate is returned for a string value holding a lone surrogate
// (U+D800 to U+DFFF): a Python str may hold one, a Go string cannot.
var ErrSurrogate = errors.New("z3: the string holds a lone surrogate")

// BoolValue returns the value of a Bool literal.
func (t Term) BoolValue() (bool, error) {
	if t.a == nil {
		return false, ErrNotValue
	}
	switch C.Z3_get_bool_value(t.ctx.c, t.a) {
	case C.Z3_L_TRUE:
		return true, nil
	case C.Z3_L_FALSE:
		return false, nil
	}
	return false, fmt.Errorf("%w: %s is not a Bool literal", ErrNotValue, t)
}

// IntValue returns the value of an Int or bit-vector numeral (bit-vectors
// read as unsigned).
func (t Term) IntValue() (*big.Int, error) {
	if !t.IsNumeral() {
		return nil, fmt.Errorf("%w: %s is not a numeral", ErrNotValue, t)
	}
	s := C.GoString(C.Z3_get_numeral_string(t.ctx.c, t.a))
	if err := t.ctx.check("IntValue"); err != nil {
		return nil, err
	}
	v, ok := new(big.Int).SetString(s, 10)
	if !ok {
		return nil, fmt.Errorf("%w: %s is not an integer", ErrNotValue, s)
	}
	return v, nil
}

// RatValue returns the value of a Real (or Int) numeral. Irrational
// algebraic numbers are approximated to 30 decimal digits and exact is
// false.
func (t Term) RatValue() (v *big.Rat, exact bool, err error) {
	if t.a == nil {
		return nil, false, ErrNotValue
	}
	if bool(C.Z3_is_algebraic_number(t.ctx.c, t.a)) {
		s := C.GoString(C.Z3_get_numeral_decimal_string(t.ctx.c, t.a, 30))
		s = strings.TrimSuffix(s, "?")
		r, ok := new(big.Rat).SetString(s)
		if !ok {
			return nil, false, fmt.Errorf("%w: algebraic %s", ErrNotValue, s)
		}
		return r, false, nil
	}
	if !t.IsNumeral() {
		return nil, false, fmt.Errorf("%w: %s is not a numeral", ErrNotValue, t)
	}
	s := C.GoString(C.Z3_get_numeral_string(t.ctx.c, t.a))
	if err := t.ctx.check("RatValue"); err != nil {
		return nil, false, err
	}
	r, ok := new(big.Rat).SetString(s)
	if !ok {
		return nil, false, fmt.Errorf("%w: %s is not a rational", ErrNotValue, s)
	}
	return r, true, nil
}

// FloatValue returns the value of a FloatingPoint(11, 53) literal,
// including NaN, ±inf and -0.
func (t Term) FloatValue() (float64, error) {
	if t.a == nil {
		return 0, ErrNotValue
	}
	c := t.ctx.c
	if s := t.Sort(); s.Kind() != KindFP {
		return 0, fmt.Errorf("%w: %s is not a float", ErrNotValue, t)
	} else if e, sb := s.FPBits(); e != 11 || sb != 53 {
		return 0, fmt.Errorf("%w: %s is not a double", ErrNotValue, t)
	}
	switch {
	case bool(C.Z3_fpa_is_numeral_nan(c, t.a)):
		return math.NaN(), nil
	case bool(C.Z3_fpa_is_numeral_inf(c, t.a)):
		if bool(C.Z3_fpa_is_numeral_negative(c, t.a)) {
			return math.Inf(-1), nil
		}
		return math.Inf(1), nil
	case bool(C.Z3_fpa_is_numeral_zero(c, t.a)):
		if bool(C.Z3_fpa_is_numeral_negative(c, t.a)) {
			return math.Copysign(0, -1), nil
		}
		return 0, nil
	}
	if err := t.ctx.check("FloatValue"); err != nil {
		return 0, err
	}
	bv := t.ctx.Simplify(t.ctx.FPToIEEEBV(t))
	if bv.IsZero() {
		return 0, t.ctx.err
	}
	bits, err := bv.IntValue()
	if err != nil {
		return 0, fmt.Errorf("%w: %s is not a float literal", ErrNotValue, t)
	}
	return math.Float64frombits(bits.Uint64()), nil
}

// StringValue returns the value of a string literal as a Go string.
func (t Term) StringValue() (string, error) {
	if !t.IsStringValue() {
		return "", fmt.Errorf("%w: %s is not a string literal", ErrNotValue, t)
	}
	raw := C.GoString(C.Z3_get_string(t.ctx.c, t.a))
	if err := t.ctx.check("StringValue"); err != nil {
		return "", err
	}
	// Z3 4.8.12 prints non-printable code points as \u{..} but leaves a
	// backslash in the value unescaped, so decoding is ambiguous. Decode
	// greedily and confirm by rebuilding the literal; when that fails,
	// read the string one character at a time.
	if s, ok := decodeZ3String(raw); ok {
		if esc, err := EscapeString(s); err == nil {
			cs := C.CString(esc)
			u := C.Z3_mk_string(t.ctx.c, cs)
			C.free(unsafe.Pointer(cs))
			if C.Z3_get_error_code(t.ctx.c) == C.Z3_OK && u != nil {
				C.Z3_inc_ref(t.ctx.c, u)
				same := bool(C.Z3_is_eq_ast(t.ctx.c, u, t.a))
				C.Z3_dec_ref(t.ctx.c, u)
				if same {
					return s, nil
				}
			}
		}
	}
	return t.stringByChars()
}

func (t Term) stringByChars() (string, error) {
	ctx := t.ctx
	n, err := ctx.Simplify(ctx.Length(t)).IntValue()
	if err != nil {
		return "", err
	}
	var b strings.Builder
	for i := int64(0); i < n.Int64(); i++ {
		ch := ctx.Simplify(ctx.At(t, ctx.Int64(i)))
		if ch.IsZero() || !ch.IsStringValue() {
			return "", fmt.Errorf("%w: cannot read character %d of %s", ErrNotValue, i, t)
		}
		raw := C.GoString(C.Z3_get_string(ctx.c, ch.a))
		if utf8.RuneCountInString(raw) == 1 {
			b.WriteString(raw)
			continue
		}
		if v, ok := z3CodePoint(raw); ok && v >= 0xD800 && v <= 0xDFFF {
			return "", fmt.Errorf("%w: character %d is %s", ErrSurrogate, i, raw)
		}
		s, ok := decodeZ3String(raw)
		if !ok || utf8.RuneCountInString(s) != 1 {
			return "", fmt.Errorf("%w: cannot read character %q", ErrNotValue, raw)
		}
		b.WriteString(s)
	}
	return b.String(), nil
}

// z3CodePoint reads Z3's printed form of one character, \u{hex}.
func z3CodePoint(raw string) (uint64, bool) {
	if !strings.HasPrefix(raw, `\u{`) || !strings.HasSuffix(raw, "}") {
		return 0, false
	}
	v, err := strconv.ParseUint(raw[3:len(raw)-1], 16, 32)
	return v, err == nil
}

// decodeZ3String decodes Z3's printed string form: \u{hex} is one code
// point, every other byte stands for itself.
func decodeZ3String(raw string) (string, bool) {
	var b strings.Builder
	for i := 0; i < len(raw); {
		if strings.HasPrefix(raw[i:], `\u{`) {
			j := strings.IndexByte(raw[i:], '}')
			if j > 3 {
				v, err := strconv.ParseUint(raw[i+3:i+j], 16, 32)
				if err == nil && v >= 0xD800 && v <= 0xDFFF {
					return "", false // a lone surrogate: no Go string holds it
				}
				if err == nil && v <= MaxChar {
					b.WriteRune(rune(v))
					i += j + 1
					continue
				}
			}
		}
		// Bytes >= 0x80 do not occur in Z3's printed form; treat each as
		// Latin-1 defensively.
		c := raw[i]
		if c >= 0x80 {
			b.WriteRune(rune(c))
		} else {
			b.WriteByte(c)
		}
		i++
	}
	return b.String(), true
}
