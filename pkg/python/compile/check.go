// Package compile makes the checks CPython's compile() makes after parsing:
// the future statements (Python/future.c), the symbol table
// (Python/symtable.c) and the code generator's own checks
// (Python/compile.c). ast.parse accepts `def g(a, a): pass`, `return` at
// module level or `nonlocal x` without an enclosing binding; compile()
// refuses them, and CPython refuses the whole module, even when the
// offending code is inside a function that is never called. A program
// clauz3 proves must be one CPython runs, so the parse stage refuses what
// this package refuses.
//
// The checker emulates CPython 3.11 and 3.12 (CheckVersion): the same
// passes in the same order (future statements, then the symbol table's
// visit and its analysis, then the code generator), so that, as CPython,
// it reports the first error CPython reports, with CPython's message and
// line. Check refuses what either version refuses.
//
// The checks, by CPython source file:
//
//   - future.c: future statements after other statements, unknown
//     features, "not a chance" (braces);
//   - symtable.c: duplicate parameters (after name mangling), global and
//     nonlocal after use, assignment or annotation of the name, of a
//     parameter, both at once, at module level, without a binding in an
//     enclosing function (or, in 3.12, of a type parameter); annotated
//     global or nonlocal names; import * outside the module; yield in a
//     comprehension; assignment expressions in a comprehension's iterable,
//     rebinding an iteration variable, in a class body (or, in 3.12, a
//     type parameter scope); yield, await and assignment expressions in
//     annotations under from __future__ import annotations and in 3.12's
//     type parameter, bound and alias scopes; duplicate type parameters;
//   - compile.c: return, yield, yield from, await, async for, async with
//     and asynchronous comprehensions outside (async) functions, return
//     with a value in an async generator, yield from in an async
//     function, break and continue outside a loop (a def or class in the
//     loop is outside it), break, continue and return in except*, a
//     default except: before other handlers, too many statically nested
//     blocks (20 in 3.11, 21 in 3.12 plus one for a generator's body),
//     starred assignment targets, several of them, or 256 targets before
//     one, starred expressions where no sequence is built, repeated
//     keyword arguments (in calls and class definitions), assignment to or
//     deletion of __debug__ (names, attributes, parameters, keywords,
//     imports, functions, classes, patterns, type parameters), and the
//     match statement's checks: irrefutable patterns before the last case,
//     names bound twice, alternatives binding different names, several
//     starred names, duplicate mapping keys (after constant folding,
//     compared as Python compares them: 1 == 1.0 == True), repeated class
//     pattern attributes.
//
// Tests (testdata/oracle.py asks CPython for its verdict): TestTable and
// TestTable312 (testdata/table*.txt, about 190 programs, each with
// CPython's verdict, checked against the -python oracle too),
// TestDifferentialStdlibSample (every 40th standard library file),
// TestDifferentialMutants (seeded mutants of standard library modules,
// -mutants N), and, with -stdlib, TestDifferentialStdlib: the whole
// standard library plus the small programs of its test suite (doctest
// examples and string constants of test_*.py files; -testsuite DIR
// takes them from another installation). -python PATH picks the oracle
// (3.11 or 3.12); the verdicts compared are that version's.
//
// What is not checked: the interpreter's -O flag is assumed off (with -O
// CPython does not compile assert statements, so `assert (yield)` at module
// level compiles there); syntax only 3.12 accepts inside f-strings (PEP
// 701) is the parser's business; compile()'s warnings (SyntaxWarning,
// DeprecationWarning) are not errors and are not reported; limits of the C
// implementation other than "too many statically nested blocks" and "too
// many expressions in star-unpacking assignment" (the parser bounds
// nesting depth) are not modelled.
package compile

import (
	"fmt"

	"clauz3/pkg/diag"
	"clauz3/pkg/python/ast"
)

// Version is the CPython minor version whose compile() is emulated.
type Version int

// The emulated versions.
const (
	Py311 Version = 11
	Py312 Version = 12
)

// Code is the diagnostic code of every error this package reports: CPython
// raises them as SyntaxError, like the parser's errors.
const Code = "syntax-error"

// Check returns the error CPython's compile() raises for the module, or
// nil when both CPython 3.12 and 3.11 compile it. When only 3.11 refuses
// the module the message says so. filename is the span's file.
func Check(filename string, m *ast.Module) *diag.Diagnostic {
	if d := CheckVersion(filename, m, Py312); d != nil {
		return d
	}
	if d := CheckVersion(filename, m, Py311); d != nil {
		d.Notes = append(d.Notes, "CPython 3.11 refuses this; 3.12 accepts it")
		return d
	}
	return nil
}

// CheckVersion returns the first error CPython 3.<v>'s compile(source,
// filename, "exec") raises after parsing the module, with CPython's message
// and position, or nil.
func CheckVersion(filename string, m *ast.Module, v Version) (d *diag.Diagnostic) {
	if m == nil {
		return nil
	}
	defer func() {
		if r := recover(); r != nil {
			b, ok := r.(bailout)
			if !ok {
				panic(r)
			}
			d = b.d
		}
	}()
	c := &checker{file: filename, v: v}
	c.future(m)
	if v == Py311 {
		c.refuse312Syntax(m)
	}
	top := c.buildSymtable(m)
	c.analyze(top)
	c.compileModule(m, top)
	return nil
}

// Features are the compiler features a module's future statements enable.
type Features struct {
	Annotations  bool // from __future__ import annotations: annotations are not evaluated
	BarryAsFLUFL bool // from __future__ import barry_as_FLUFL
}

// FutureFeatures returns the features the module's future statements
// enable (as CPython 3.12 reads them; an invalid future statement, which
// Check refuses, enables nothing after it).
func FutureFeatures(m *ast.Module) Features {
	if m == nil {
		return Features{}
	}
	c := &checker{v: Py312}
	func() {
		defer func() {
			if r := recover(); r != nil {
				if _, ok := r.(bailout); !ok {
					panic(r)
				}
			}
		}()
		c.future(m)
	}()
	return c.features
}

// bailout carries the first error up to CheckVersion.
type bailout struct{ d *diag.Diagnostic }

// checker holds the state of one check.
type checker struct {
	file     string
	v        Version
	features Features
	// futureLoc is the span of the last future statement at the top of
	// the module (ff_location; zero when there is none).
	futureLoc diag.Span

	// the symbol table
	cur    *scope
	stack  []*scope
	global *scope // the module's scope (st_global)
	scopes map[ast.Node]*scope
	priv   string // the class whose private names are mangled (st_private)

	// the code generator
	u     *unit
	steps int
}

// errorAt stops the check with a syntax error at span.
func (c *checker) errorAt(span diag.Span, format string, args ...any) {
	span.File = c.file
	panic(bailout{&diag.Diagnostic{Severity: diag.Error, Code: Code, Message: fmt.Sprintf(format, args...), Span: span}})
}

// msg picks the 3.11 or the 3.12 wording of a message.
func (c *checker) msg(m311, m312 string) string {
	if c.v == Py311 {
		return m311
	}
	return m312
}
