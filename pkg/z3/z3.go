// Package z3 is clauz3's thin cgo binding over Debian's libz3 (4.8.12). It
// is the only package of clauz3 that imports "C".
//
// Error discipline. Z3's default error handler prints and exits the
// process, so every Context installs no handler and checks
// Z3_get_error_code after each call that can fail. A failure is recorded
// as the Context's sticky error: the failing call returns a zero Term (or
// Sort, FuncDecl), every later constructor becomes a no-op returning zero
// values, and Err reports the first failure. Calls that decide something
// (Check, Eval, values) return their error directly as well.
//
// Memory. A Context is created with Z3_mk_context_rc; every AST, sort,
// declaration, solver, model and parameter set this package hands out is
// inc_ref'd once and released at Close. There are no finalizers. A
// Context is not safe for concurrent use, except Interrupt, which may be
// called from any goroutine (that is how timeouts and cancellation work).
package z3

/*
#cgo LDFLAGS: -lz3
#include <stdlib.h>
#include <stdint.h>
#include <malloc.h>
#include <sys/mman.h>
#include <z3.h>

// clauz3_hugepage_heap prepares the C heap for Z3's first context, which
// allocates two tables of 8 MiB and touches every page of them: about
// 4,250 first-touch page faults. It keeps allocations of up to 64 MiB in
// the brk heap (not in separate mappings, which glibc gives back on
// free), grows the heap once by size bytes (a block allocated and freed,
// which stays as the heap's free top) and asks the kernel for
// transparent huge pages there (MADV_HUGEPAGE, as glibc's
// glibc.malloc.hugetlb=1 tunable would), so the tables fault in 2 MiB at
// a time. It returns 0 when the advice was taken.
static int clauz3_hugepage_heap(size_t size) {
	mallopt(M_MMAP_THRESHOLD, 64 << 20);
	mallopt(M_TRIM_THRESHOLD, 128 << 20);
	char *p = malloc(size);
	if (p == NULL) return -1;
	uintptr_t huge = 2 << 20;
	uintptr_t lo = ((uintptr_t)p + huge - 1) & ~(huge - 1);
	uintptr_t hi = ((uintptr_t)p + size) & ~(huge - 1);
	int r = -1;
	if (hi > lo) r = madvise((void *)lo, hi - lo, MADV_HUGEPAGE);
	free(p);
	return r;
}
*/
import "C"

import (
	"errors"
	"fmt"
	"os"
	"sync"
	"time"
	"unsafe"
)

// Error is a failure reported by Z3 (a sort mismatch, an invalid
// argument, ...) for the operation Op.
type Error struct {
	Op   string
	Code int
	Msg  string
}

func (e *Error) Error() string {
	return fmt.Sprintf("z3: %s: %s", e.Op, e.Msg)
}

// ErrClosed is returned by operations on a closed Context or Solver.
var ErrClosed = errors.New("z3: context or solver is closed")

// Context owns a Z3 context and everything created in it.
type Context struct {
	c   C.Z3_context
	err error

	asts []C.Z3_ast // inc_ref'd ASTs, released at Close
	rel  []func()   // release functions for solvers, models, params

	mu     sync.Mutex // guards closed against Interrupt
	closed bool

	// datatypes is set once an enumeration or record sort is declared:
	// Z3 replaces a datatype's definition when a later declaration
	// reuses its name, so such a context is not handed to another
	// program (Reusable).
	datatypes bool
	// uses counts the programs that used the context (Release).
	uses int
	// interrupted is set by Interrupt: whether Z3 clears its cancel flag
	// for the next check is not documented, so such a context is not
	// reused.
	interrupted bool
}

// hugeHeap is how far the C heap is grown and advised for huge pages
// before the first context (see NewContext).
const hugeHeap = 56 << 20

// heapOnce prepares the C heap before the process's first context.
var heapOnce sync.Once

// HugePages reports whether the C heap was advised to use transparent
// huge pages for Z3 (see NewContext); set after the first NewContext.
var HugePages bool

// MemoryMB is the memory, in MiB, Z3 may use in a process (its global
// memory_max_size; $CLAUZ3_Z3_MEMORY_MB overrides it).
const MemoryMB = 4096

// NewContext returns a fresh Z3 context with reference counting and no
// error handler. When Z3 cannot create one, the Context returned is
// closed and its Err is ErrNoContext.
//
// Before the process's first context, the C heap is advised to use
// transparent huge pages (unless the environment sets
// CLAUZ3_Z3_HUGEPAGES=0): creating a context touches about 17 MiB, and
// on the VMs this project runs on a 4 KiB page fault costs about 1 to
// 12 µs, so the first context took 10 to 50 ms; with huge pages it takes
// a third of that (BENCHMARKS.md). The advised heap (hugeHeap) holds
// two contexts and what they allocate: a refuted obligation in a fresh
// process is decided again in a second context (pkg/solve), which with
// a heap of one context's size paid about 2,500 page faults of 4 KiB
// (4,291 minor faults for the process against 1,733), and a server
// keeps one per parallel request and a spare. Advice reserves nothing:
// pages are only faulted in when touched.
func NewContext() *Context {
	heapOnce.Do(func() {
		if os.Getenv("CLAUZ3_Z3_HUGEPAGES") != "0" {
			HugePages = C.clauz3_hugepage_heap(hugeHeap) == 0
		}
		// Z3's memory is bounded (MemoryMB): past it a check fails with
		// "out of memory", which solve reports as unknown, instead of the
		// process growing without bound (D14: chained float divisions).
		mb := os.Getenv("CLAUZ3_Z3_MEMORY_MB")
		if mb == "" {
			mb = fmt.Sprint(MemoryMB)
		}
		k, v := C.CString("memory_max_size"), C.CString(mb)
		C.Z3_global_param_set(k, v)
		C.free(unsafe.Pointer(k))
		C.free(unsafe.Pointer(v))
	})
	cfg := C.Z3_mk_config()
	c := C.Z3_mk_context_rc(cfg)
	C.Z3_del_config(cfg)
	if c == nil {
		// Z3 gives no context when creating one fails: out of memory,
		// when other contexts of the process hold MemoryMB already.
		return &Context{closed: true, err: ErrNoContext}
	}
	C.Z3_set_error_handler(c, nil)
	return &Context{c: c}
}

// ErrNoContext is the error of a Context Z3 could not create (see
// NewContext): it is closed, and every operation on it fails.
var ErrNoContext = errors.New("z3: no context could be created (Z3 is out of memory)")

// Close releases the context and everything created in it. Terms, sorts,
// solvers and models of ctx must not be used afterwards.
func (ctx *Context) Close() {
	ctx.mu.Lock()
	defer ctx.mu.Unlock()
	if ctx.closed {
		return
	}
	ctx.closed = true
	for i := len(ctx.rel) - 1; i >= 0; i-- {
		ctx.rel[i]()
	}
	ctx.decRefAll()
	ctx.rel, ctx.asts = nil, nil
	C.Z3_del_context(ctx.c)
}

// Release releases everything created in ctx (terms, sorts,
// declarations, solvers, models, parameter sets) and clears its sticky
// error (Reusable must be asked before), but keeps the context itself, whose tables are already paged
// in: a long-running process (clauz3 serve) decides the next program in
// it without paying for a new context. Terms of ctx must not be used
// afterwards. Only a Reusable context should be released and used again.
func (ctx *Context) Release() {
	ctx.mu.Lock()
	defer ctx.mu.Unlock()
	if ctx.closed {
		return
	}
	for i := len(ctx.rel) - 1; i >= 0; i-- {
		ctx.rel[i]()
	}
	ctx.decRefAll()
	ctx.rel, ctx.asts = nil, nil
	ctx.err = nil
	ctx.uses++
}

// Reusable reports whether ctx may decide another program after
// Release: it is open, it had no error, and no datatype (enumeration or
// record sort) was declared in it, since a later program may declare a
// different datatype of the same name, which Z3 would let replace the
// first.
func (ctx *Context) Reusable() bool {
	ctx.mu.Lock()
	defer ctx.mu.Unlock()
	return !ctx.closed && ctx.err == nil && !ctx.datatypes && !ctx.interrupted
}

// Uses is the number of times ctx was released for reuse.
func (ctx *Context) Uses() int { return ctx.uses }

// decRefAll releases the kept ASTs, the last created first (a datatype's
// sort goes after its constructors and accessors).
func (ctx *Context) decRefAll() {
	for i := len(ctx.asts) - 1; i >= 0; i-- {
		C.Z3_dec_ref(ctx.c, ctx.asts[i])
	}
}

// Interrupt asks Z3 to stop the running check as soon as possible. It may
// be called from any goroutine, also after Close (then it does nothing).
func (ctx *Context) Interrupt() {
	ctx.mu.Lock()
	defer ctx.mu.Unlock()
	if !ctx.closed {
		ctx.interrupted = true
		C.Z3_interrupt(ctx.c)
	}
}

// Interrupted reports whether Interrupt was called on ctx (by a
// cancelled check, or by a Deadline that passed).
func (ctx *Context) Interrupted() bool {
	ctx.mu.Lock()
	defer ctx.mu.Unlock()
	return ctx.interrupted
}

// Deadline interrupts ctx after d unless the returned stop is called
// first. It is the backstop for work Z3's timeout parameter does not
// bound: that parameter only bounds the search of a check, while
// Z3_solver_assert and Z3_solver_push simplify and internalise terms
// without looking at it (a 4,300-digit string constant searched with
// IndexOf kept Z3_solver_assert busy for minutes: D5 in
// pkg/difftest/testdata/disagreements.md). Z3_interrupt stops that work
// too. An interrupted context is not reused (Reusable).
func (ctx *Context) Deadline(d time.Duration) (stop func() bool) {
	return time.AfterFunc(d, ctx.Interrupt).Stop
}

// Err returns the first error of a constructor call, or nil.
func (ctx *Context) Err() error { return ctx.err }

// ResetErr clears the sticky error, so that the context may be used again
// after a failure the caller has reported.
func (ctx *Context) ResetErr() { ctx.err = nil }

// check converts Z3's error code after a call into the sticky error.
func (ctx *Context) check(op string) error {
	code := C.Z3_get_error_code(ctx.c)
	if code == C.Z3_OK {
		return nil
	}
	msg := C.GoString(C.Z3_get_error_msg(ctx.c, code))
	err := &Error{Op: op, Code: int(code), Msg: msg}
	if ctx.err == nil {
		ctx.err = err
	}
	return err
}

// fail records err as the sticky error unless one is already set.
func (ctx *Context) fail(err error) {
	if ctx.err == nil {
		ctx.err = err
	}
}

// usable reports whether a constructor may call Z3: no sticky error, the
// context is open and no argument is a zero value.
func (ctx *Context) usable(op string, ts ...Term) bool {
	if ctx.err != nil {
		return false
	}
	if ctx.closed {
		ctx.err = ErrClosed
		return false
	}
	for _, t := range ts {
		if t.a == nil {
			ctx.fail(&Error{Op: op, Msg: "invalid (zero) term argument"})
			return false
		}
	}
	return true
}

// keep inc_refs a after a successful call and wraps it.
func (ctx *Context) keep(a C.Z3_ast, op string) Term {
	if ctx.check(op) != nil || a == nil {
		if ctx.err == nil {
			ctx.err = &Error{Op: op, Msg: "z3 returned no term"}
		}
		return Term{}
	}
	C.Z3_inc_ref(ctx.c, a)
	ctx.asts = append(ctx.asts, a)
	return Term{ctx: ctx, a: a}
}

func (ctx *Context) keepSort(s C.Z3_sort, op string) Sort {
	if ctx.check(op) != nil || s == nil {
		if ctx.err == nil {
			ctx.err = &Error{Op: op, Msg: "z3 returned no sort"}
		}
		return Sort{}
	}
	a := C.Z3_sort_to_ast(ctx.c, s)
	C.Z3_inc_ref(ctx.c, a)
	ctx.asts = append(ctx.asts, a)
	return Sort{ctx: ctx, s: s}
}

func (ctx *Context) keepDecl(d C.Z3_func_decl, op string) FuncDecl {
	if ctx.check(op) != nil || d == nil {
		if ctx.err == nil {
			ctx.err = &Error{Op: op, Msg: "z3 returned no declaration"}
		}
		return FuncDecl{}
	}
	a := C.Z3_func_decl_to_ast(ctx.c, d)
	C.Z3_inc_ref(ctx.c, a)
	ctx.asts = append(ctx.asts, a)
	return FuncDecl{ctx: ctx, d: d}
}

func (ctx *Context) symbol(name string) C.Z3_symbol {
	cs := C.CString(name)
	defer C.free(unsafe.Pointer(cs))
	return C.Z3_mk_string_symbol(ctx.c, cs)
}

// Allocated is Z3's estimate of the memory it holds now, in bytes, over
// every context of the process.
func Allocated() uint64 { return uint64(C.Z3_get_estimated_alloc_size()) }

// TrimHeap gives the C heap's free memory back to the system
// (malloc_trim): memory a closed context freed otherwise stays in the
// process's resident set, in the C library's free lists.
func TrimHeap() { C.malloc_trim(0) }

// Version returns Z3's version, e.g. "4.8.12.0".
func Version() string {
	var major, minor, build, rev C.uint
	C.Z3_get_version(&major, &minor, &build, &rev)
	return fmt.Sprintf("%d.%d.%d.%d", major, minor, build, rev)
}

// Term is a Z3 expression (formula or term) of some Context. The zero
// Term is invalid; constructors return it after a failure.
type Term struct {
	ctx *Context
	a   C.Z3_ast
}

// IsZero reports whether t is the invalid zero Term.
func (t Term) IsZero() bool { return t.a == nil }

// String renders t in SMT-LIB syntax.
func (t Term) String() string {
	if t.a == nil || t.ctx.closed {
		return "<invalid>"
	}
	return C.GoString(C.Z3_ast_to_string(t.ctx.c, t.a))
}

// Sort returns the sort of t.
func (t Term) Sort() Sort {
	if t.a == nil || t.ctx.err != nil {
		return Sort{}
	}
	return t.ctx.keepSort(C.Z3_get_sort(t.ctx.c, t.a), "Sort")
}

// Equal reports whether t and u are the same (hash-consed) term.
func (t Term) Equal(u Term) bool {
	if t.a == nil || u.a == nil {
		return t.a == u.a
	}
	return bool(C.Z3_is_eq_ast(t.ctx.c, t.a, u.a))
}

// ID is a number unique to t's structure within its context.
func (t Term) ID() uint {
	return uint(C.Z3_get_ast_id(t.ctx.c, t.a))
}

// SortKind classifies sorts.
type SortKind int

// The sort kinds (mirroring Z3_sort_kind).
const (
	KindUninterpreted SortKind = iota
	KindBool
	KindInt
	KindReal
	KindBV
	KindArray
	KindDatatype
	KindRelation
	KindFiniteDomain
	KindFP
	KindRoundingMode
	KindSeq
	KindRe
	KindUnknown SortKind = 1000
)

// Sort is a Z3 sort of some Context.
type Sort struct {
	ctx *Context
	s   C.Z3_sort
}

// IsZero reports whether s is the invalid zero Sort.
func (s Sort) IsZero() bool { return s.s == nil }

// Kind returns the kind of s.
func (s Sort) Kind() SortKind {
	if s.s == nil {
		return KindUnknown
	}
	return SortKind(C.Z3_get_sort_kind(s.ctx.c, s.s))
}

// Equal reports whether s and u are the same sort.
func (s Sort) Equal(u Sort) bool {
	if s.s == nil || u.s == nil {
		return s.s == u.s
	}
	return bool(C.Z3_is_eq_sort(s.ctx.c, s.s, u.s))
}

// String renders s in SMT-LIB syntax (Int, String, (_ BitVec 8), ...).
func (s Sort) String() string {
	if s.s == nil {
		return "<invalid>"
	}
	return C.GoString(C.Z3_sort_to_string(s.ctx.c, s.s))
}

// Name is the sort's declared name (for uninterpreted, enum and record
// sorts).
func (s Sort) Name() string {
	if s.s == nil {
		return ""
	}
	return C.GoString(C.Z3_get_symbol_string(s.ctx.c, C.Z3_get_sort_name(s.ctx.c, s.s)))
}

// IsString reports whether s is Z3's String sort (Seq Unicode).
func (s Sort) IsString() bool {
	return s.s != nil && bool(C.Z3_is_string_sort(s.ctx.c, s.s))
}

// BVSize is the width of a bit-vector sort.
func (s Sort) BVSize() int {
	return int(C.Z3_get_bv_sort_size(s.ctx.c, s.s))
}

// FPBits returns the exponent and significand widths of an FP sort.
func (s Sort) FPBits() (ebits, sbits int) {
	return int(C.Z3_fpa_get_ebits(s.ctx.c, s.s)), int(C.Z3_fpa_get_sbits(s.ctx.c, s.s))
}

// ArrayDomain is the index sort of an array sort.
func (s Sort) ArrayDomain() Sort {
	return s.ctx.keepSort(C.Z3_get_array_sort_domain(s.ctx.c, s.s), "ArrayDomain")
}

// ArrayRange is the element sort of an array sort.
func (s Sort) ArrayRange() Sort {
	return s.ctx.keepSort(C.Z3_get_array_sort_range(s.ctx.c, s.s), "ArrayRange")
}

// SeqElem is the element sort of a sequence sort.
func (s Sort) SeqElem() Sort {
	return s.ctx.keepSort(C.Z3_get_seq_sort_basis(s.ctx.c, s.s), "SeqElem")
}

// FuncDecl is a function declaration (uninterpreted function, enum value,
// datatype constructor or accessor).
type FuncDecl struct {
	ctx *Context
	d   C.Z3_func_decl
}

// IsZero reports whether f is the invalid zero FuncDecl.
func (f FuncDecl) IsZero() bool { return f.d == nil }

// Name is the declared name of f.
func (f FuncDecl) Name() string {
	return C.GoString(C.Z3_get_symbol_string(f.ctx.c, C.Z3_get_decl_name(f.ctx.c, f.d)))
}

// Arity is the number of arguments of f.
func (f FuncDecl) Arity() int { return int(C.Z3_get_arity(f.ctx.c, f.d)) }

// Domain returns the sort of argument i of f.
func (f FuncDecl) Domain(i int) Sort {
	return f.ctx.keepSort(C.Z3_get_domain(f.ctx.c, f.d, C.uint(i)), "Domain")
}

// Range returns the result sort of f.
func (f FuncDecl) Range() Sort {
	return f.ctx.keepSort(C.Z3_get_range(f.ctx.c, f.d), "Range")
}

// String renders f in SMT-LIB syntax.
func (f FuncDecl) String() string {
	return C.GoString(C.Z3_func_decl_to_string(f.ctx.c, f.d))
}

// Equal reports whether f and g are the same declaration.
func (f FuncDecl) Equal(g FuncDecl) bool {
	if f.d == nil || g.d == nil {
		return f.d == g.d
	}
	return bool(C.Z3_is_eq_func_decl(f.ctx.c, f.d, g.d))
}

// IsConst reports whether t is an uninterpreted constant: an application
// of a 0-ary declaration that Z3 did not define itself. Only such terms
// may be bound by a quantifier.
func (t Term) IsConst() bool {
	if t.a == nil {
		return false
	}
	c := t.ctx.c
	if C.Z3_get_ast_kind(c, t.a) != C.Z3_APP_AST {
		return false
	}
	app := C.Z3_to_app(c, t.a)
	if C.Z3_get_app_num_args(c, app) != 0 {
		return false
	}
	d := C.Z3_get_app_decl(c, app)
	return C.Z3_get_decl_kind(c, d) == C.Z3_OP_UNINTERPRETED
}

// IsNumeral reports whether t is a numeral (integer, rational, bit-vector).
func (t Term) IsNumeral() bool {
	return t.a != nil && bool(C.Z3_is_numeral_ast(t.ctx.c, t.a))
}

// IsStringValue reports whether t is a string literal.
func (t Term) IsStringValue() bool {
	return t.a != nil && bool(C.Z3_is_string(t.ctx.c, t.a))
}

// Decl returns the declaration of an application term.
func (t Term) Decl() (FuncDecl, bool) {
	if t.a == nil || C.Z3_get_ast_kind(t.ctx.c, t.a) != C.Z3_APP_AST {
		return FuncDecl{}, false
	}
	app := C.Z3_to_app(t.ctx.c, t.a)
	return t.ctx.keepDecl(C.Z3_get_app_decl(t.ctx.c, app), "Decl"), true
}

// NumArgs returns the number of arguments of an application term.
func (t Term) NumArgs() int {
	if t.a == nil || C.Z3_get_ast_kind(t.ctx.c, t.a) != C.Z3_APP_AST {
		return 0
	}
	return int(C.Z3_get_app_num_args(t.ctx.c, C.Z3_to_app(t.ctx.c, t.a)))
}

// Arg returns argument i of an application term.
func (t Term) Arg(i int) Term {
	app := C.Z3_to_app(t.ctx.c, t.a)
	return t.ctx.keep(C.Z3_get_app_arg(t.ctx.c, app, C.uint(i)), "Arg")
}

func asts(ts []Term) (*C.Z3_ast, C.uint) {
	if len(ts) == 0 {
		return nil, 0
	}
	v := make([]C.Z3_ast, len(ts))
	for i, t := range ts {
		v[i] = t.a
	}
	return &v[0], C.uint(len(v))
}

func sorts(ss []Sort) (*C.Z3_sort, C.uint) {
	if len(ss) == 0 {
		return nil, 0
	}
	v := make([]C.Z3_sort, len(ss))
	for i, s := range ss {
		v[i] = s.s
	}
	return &v[0], C.uint(len(v))
}
