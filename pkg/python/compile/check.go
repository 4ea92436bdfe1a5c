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
