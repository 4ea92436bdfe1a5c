package compile

import (
	"fmt"
	"math/rand/v2"
	"os"
	"strings"
	"testing"

	"clauz3/pkg/python/ast"
	"clauz3/pkg/python/parser"
)

// TestDifferentialMutants mutates standard library modules in ways that
// provoke the compiler's checks (a duplicated parameter, `global` of a
// parameter, `def` made `async def` and back, a statement such as
// `break`, `return 1`, `yield`, `nonlocal x` or a late future import
// inserted before a random statement) and compares our verdict on each
// mutant with CPython's. Reproducible: the seed is fixed; -mutants N sets
// the number.
func TestDifferentialMutants(t *testing.T) {
	v := oracle(t)
	var files []string
	for _, f := range pyFiles(stdlibDir(t)) {
		if st, err := os.Stat(f); err == nil && st.Size() < 60_000 {
			files = append(files, f)
		}
	}
	if len(files) == 0 {
		t.Skip("no standard library files")
	}
	rng := rand.New(rand.NewPCG(14, 2024))
	var names []string
	var srcs [][]byte
	var reqs []map[string]string
	for tries := 0; len(srcs) < *mutantsFlag && tries < 20**mutantsFlag; tries++ {
		f := files[rng.IntN(len(files))]
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		m, err := parser.ParseFile(f, src)
		if err != nil {
			continue
		}
		mut, what := mutate(rng, string(src), m)
		if what == "" {
			continue
		}
		names = append(names, fmt.Sprintf("%s (%s)", f, what))
		srcs = append(srcs, []byte(mut))
		reqs = append(reqs, map[string]string{"src": mut})
	}
	st := compare(t, v, names, srcs, ask(t, reqs))
	report(t, "mutants", st)
	if st.refused < st.programs/4 {
		t.Errorf("only %d of %d mutants are refused by compile(): the mutations are too weak", st.refused, st.programs)
	}
}

// insertions are statements inserted before a random statement.
var insertions = []string{
	"break", "continue", "return", "return 1", "yield", "x = yield from y", "await x",
	"global x", "nonlocal x", "x: int", "from __future__ import annotations", "from os import *",
	"__debug__ = 1", "[(yield) for _ in ()]", "[(y := 1) for y in ()]", "[y async for y in z]",
	"*a = b", "f(a=1, a=2)", "x = [i for i in (j := ())]", "del __debug__",
}

// mutate returns a mutant of src and what was done ("" when the chosen
// mutation does not apply).
func mutate(rng *rand.Rand, src string, m *ast.Module) (string, string) {
	lines := strings.SplitAfter(src, "\n")
	var funcs []ast.Node
	var stmts []ast.Stmt
	ast.Inspect(m, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.FunctionDef, *ast.AsyncFunctionDef, *ast.Lambda:
			funcs = append(funcs, n)
		}
		if s, ok := n.(ast.Stmt); ok {
			stmts = append(stmts, s)
		}
		return true
	})
	// startsLine reports whether only blanks precede the statement on its
	// line, and returns them.
	startsLine := func(s ast.Stmt) (string, bool) {
		sp := s.Span()
		if sp.Line < 1 || sp.Line > len(lines) || sp.Col < 1 || sp.Col-1 > len(lines[sp.Line-1]) {
			return "", false
		}
		indent := lines[sp.Line-1][:sp.Col-1]
		return indent, strings.TrimLeft(indent, " \t") == ""
	}
	insertLine := func(line int, text string) string {
		out := append([]string{}, lines[:line-1]...)
		out = append(out, text+"\n")
		return strings.Join(append(out, lines[line-1:]...), "")
	}
	firstParam := func(n ast.Node) *ast.Arg {
		var a *ast.Arguments
		switch n := n.(type) {
		case *ast.FunctionDef:
			a = n.Args
		case *ast.AsyncFunctionDef:
			a = n.Args
		case *ast.Lambda:
			a = n.Args
		}
		if a == nil {
			return nil
		}
		for _, ps := range [][]*ast.Arg{a.Posonlyargs, a.Args, a.Kwonlyargs} {
			if len(ps) > 0 {
				return ps[0]
			}
		}
		return nil
	}
	body := func(n ast.Node) []ast.Stmt {
		switch n := n.(type) {
		case *ast.FunctionDef:
			return n.Body
		case *ast.AsyncFunctionDef:
			return n.Body
		}
		return nil
	}
	switch k := rng.IntN(10); {
	case k < 4 && len(stmts) > 0:
		s := stmts[rng.IntN(len(stmts))]
		indent, ok := startsLine(s)
		if !ok {
			return "", ""
		}
		ins := insertions[rng.IntN(len(insertions))]
		return insertLine(s.Span().Line, indent+ins), fmt.Sprintf("%q inserted at line %d", ins, s.Span().Line)
	case k < 6 && len(funcs) > 0:
		f := funcs[rng.IntN(len(funcs))]
		p := firstParam(f)
		if p == nil || p.Loc.EndLine != p.Loc.Line {
			return "", ""
		}
		l := lines[p.Loc.EndLine-1]
		if p.Loc.EndCol-1 > len(l) {
			return "", ""
		}
		at := p.Loc.EndCol - 1
		if p.Annotation != nil {
			at = p.Annotation.Span().EndCol - 1
			if p.Annotation.Span().EndLine != p.Loc.Line {
				return "", ""
			}
		}
		out := append([]string{}, lines...)
		out[p.Loc.Line-1] = l[:at] + ", " + p.Arg + l[at:]
		return strings.Join(out, ""), fmt.Sprintf("parameter %s duplicated at line %d", p.Arg, p.Loc.Line)
	case k < 8 && len(funcs) > 0:
		f := funcs[rng.IntN(len(funcs))]
		b := body(f)
		if len(b) == 0 {
			return "", ""
		}
		indent, ok := startsLine(b[0])
		if !ok || b[0].Span().Line == f.Span().Line {
			return "", ""
		}
		name := "x"
		if p := firstParam(f); p != nil && rng.IntN(2) == 0 {
			name = p.Arg
		}
		kw := []string{"global", "nonlocal"}[rng.IntN(2)]
		if rng.IntN(2) == 0 {
			// after the body instead
			last := b[len(b)-1].Span().EndLine
			return insertLine(last+1, indent+kw+" "+name), fmt.Sprintf("%s %s after the body ending at line %d", kw, name, last)
		}
		return insertLine(b[0].Span().Line, indent+kw+" "+name), fmt.Sprintf("%s %s at line %d", kw, name, b[0].Span().Line)
	default:
		var defs []ast.Stmt
		for _, s := range stmts {
			switch s.(type) {
			case *ast.FunctionDef, *ast.AsyncFunctionDef:
				defs = append(defs, s)
			}
		}
		if len(defs) == 0 {
			return "", ""
		}
		s := defs[rng.IntN(len(defs))]
		sp := s.Span()
		l := lines[sp.Line-1]
		rest := l[sp.Col-1:]
		out := append([]string{}, lines...)
		switch {
		case strings.HasPrefix(rest, "def "):
			out[sp.Line-1] = l[:sp.Col-1] + "async " + rest
			return strings.Join(out, ""), fmt.Sprintf("def made async at line %d", sp.Line)
		case strings.HasPrefix(rest, "async def "):
			out[sp.Line-1] = l[:sp.Col-1] + strings.TrimPrefix(rest, "async ")
			return strings.Join(out, ""), fmt.Sprintf("async def made def at line %d", sp.Line)
		}
		return "", ""
	}
}
