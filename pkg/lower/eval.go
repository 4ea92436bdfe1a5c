package lower

// This file holds the expression evaluator's dispatch (eval), names,
// constants and displays; each kind of operation has its own file
// (truth, operators, compare, subscript, comprehension, strings, call,
// containers, numbers).

import (
	"fmt"

	"clauz3/pkg/diag"
	"clauz3/pkg/dsl"
	"clauz3/pkg/python/ast"
)

func sprintf(format string, args ...any) string { return fmt.Sprintf(format, args...) }

// lookupQuiet resolves a name without reporting anything (nil: unbound).
func (f *frame) lookupQuiet(name string) Value {
	for fr := f; fr != nil; fr = fr.parent {
		if fr.localNames[name] {
			if b, ok := fr.locals[name]; ok {
				return b.v
			}
			return nil
		}
	}
	if v, ok := f.mod.globals[name]; ok {
		return v
	}
	return builtinName(name)
}

// builtinName is the value of a name of Python's builtins module (and of
// the module dunders, which are not modelled).
func builtinName(name string) Value {
	if len(name) > 4 && name[:2] == "__" && name[len(name)-2:] == "__" {
		return quietPoison("unsupported-dunder", diag.Span{}, "%s is not modelled", name)
	}
	if pureBuiltins[name] {
		return &builtinV{name: name}
	}
	if isBuiltinException(name) {
		return &excClassV{name: name}
	}
	switch name {
	case "getattr", "setattr", "delattr", "exec", "eval", "compile", "__import__", "globals", "locals",
		"vars", "open", "input", "breakpoint", "isinstance", "issubclass", "type", "id", "hash",
		"sorted", "reversed", "enumerate", "zip", "map", "filter", "any", "all", "sum", "list",
		"dict", "set", "tuple", "frozenset", "iter", "next", "repr", "ord", "chr", "round",
		"divmod", "pow", "callable", "hasattr", "format", "bytes", "bytearray", "object",
		"super", "staticmethod", "classmethod", "property", "memoryview", "slice", "complex",
		"hex", "oct", "bin", "ascii", "aiter", "anext", "dir", "help", "exit", "quit":
		return &builtinV{name: name}
	}
	return nil
}

// lookup resolves a name as CPython does: locals of the current function,
// then of the enclosing functions (read at call time), then the module's
// globals, then the builtins. Unbound names raise.
func (f *frame) lookup(name string, span diag.Span) Value {
	for fr := f; fr != nil; fr = fr.parent {
		if !fr.localNames[name] {
			continue
		}
		if fr != f && fr.finished {
			return f.poison("unsupported-escaping-closure", span, "a closure that outlives its defining call is not supported (it reads %s)", name)
		}
		b, ok := fr.locals[name]
		exc := "UnboundLocalError"
		if fr != f || f.compDepth > 0 {
			// A free variable (read in a nested function, or in a
			// comprehension, its own scope in CPython 3.11 and for
			// generator expressions in 3.12): NameError, of which
			// UnboundLocalError is a subclass.
			exc = "NameError"
		}
		if !ok {
			f.raise(exc, span, "%s is read before it is assigned", name)
			return quietPoison("unsupported-unbound", span, "unbound name %s", name)
		}
		if !isTrue(b.bound) {
			f.check(b.bound, exc, span, "%s may be read before it is assigned", name)
		}
		return b.v
	}
	if v, ok := f.mod.globals[name]; ok {
		return v
	}
	if v := builtinName(name); v != nil {
		return v
	}
	f.raise("NameError", span, "name %q is not defined", name)
	return quietPoison("unsupported-unbound", span, "undefined name %s", name)
}

// eval evaluates an expression for its value and its effects.
func (f *frame) eval(e ast.Expr) Value {
	if isFalse(f.reach) {
		return quietPoison("unsupported-dead", e.Span(), "unreachable")
	}
	if !f.step(e.Span()) {
		return quietPoison("unsupported-too-large", e.Span(), "too large")
	}
	switch e := e.(type) {
	case *ast.Constant:
		return f.constant(e)
	case *ast.Name:
		return f.lookup(e.Id, e.Span())
	case *ast.Attribute:
		return f.attribute(f.eval(e.Value), e)
	case *ast.Call:
		return f.evalCall(e)
	case *ast.BoolOp:
		return f.boolOp(e)
	case *ast.UnaryOp:
		return f.unaryOp(e)
	case *ast.BinOp:
		a := f.eval(e.Left)
		b := f.eval(e.Right)
		return f.binop(e.Op, a, b, e.Span())
	case *ast.Compare:
		return f.compare(e)
	case *ast.IfExp:
		return f.ifExp(e)
	case *ast.List:
		return f.sequence(e.Elts, false)
	case *ast.Tuple:
		return f.sequence(e.Elts, true)
	case *ast.Subscript:
		return f.subscript(e)
	case *ast.Lambda:
		if f.compDepth > 0 {
			return f.poison("unsupported-lambda", e.Span(), "a lambda inside a comprehension is not supported")
		}
		defaults, kw := f.evalDefaults(e.Args)
		fv := &funcV{lam: e, mod: f.mod, name: "<lambda>", defaults: defaults, kwDefaults: kw}
		if !f.isModule() {
			fv.env = f
		}
		return fv
	case *ast.ListComp:
		return f.listComp(e)
	case *ast.JoinedStr:
		return f.joinedStr(e)
	case *ast.Set:
		return f.setDisplay(e)
	case *ast.Dict:
		return f.dict(e)
	case *ast.SetComp, *ast.DictComp:
		return f.poison("unsupported-comprehension", e.Span(), "set and dict comprehensions are not supported")
	case *ast.GeneratorExp:
		return f.poison("unsupported-generator", e.Span(), "generator expressions are not supported")
	case *ast.NamedExpr:
		// x := v binds x in the enclosing function (not in a comprehension
		// or a lambda, whose scopes differ: refused there).
		if f.compDepth > 0 || f.fn != nil && f.fn.lam != nil {
			return f.poison("unsupported-walrus", e.Span(), "assignment expressions (:=) inside a comprehension or a lambda are not supported")
		}
		v := f.eval(e.Value)
		if isFalse(f.reach) {
			return quietPoison("unsupported-dead", e.Span(), "unreachable")
		}
		f.assign(e.Target, v)
		return v
	case *ast.Await:
		return f.poison("unsupported-async", e.Span(), "await is not supported")
	case *ast.Yield, *ast.YieldFrom:
		return f.poison("unsupported-generator", e.Span(), "generators (yield) are not supported")
	case *ast.Starred:
		return f.poison("unsupported-starred", e.Span(), "starred expressions are not supported")
	case *ast.Slice:
		return f.poison("unsupported-slice", e.Span(), "a slice outside a subscript is not supported")
	case *ast.FormattedValue:
		return f.poison("unsupported-fstring", e.Span(), "a formatted value outside an f-string")
	}
	panic(diag.ICE("lower: unknown expression %T", e))
}

func (f *frame) constant(e *ast.Constant) Value {
	c := e.Value
	switch c.Kind {
	case ast.ConstNone:
		return noneV{}
	case ast.ConstBool:
		return boolV{boolLit(c.Bool)}
	case ast.ConstInt:
		return intV{intTerm(c.Int)}
	case ast.ConstStr:
		s, ok := strTerm(c.Str)
		if !ok {
			return f.poison("unsupported-str-literal", e.Span(), "a string with a character above U+2FFFF or a lone surrogate is not supported")
		}
		return strV{s}
	case ast.ConstFloat:
		fl, ok := floatTerm(c.Float)
		if !ok {
			return f.poison("unsupported-float-literal", e.Span(), "this float literal is not supported")
		}
		return f.l.newFloat(fl)
	}
	return quietPoison("unsupported-constant", e.Span(), "%s constants are not supported", c.Kind)
}

// floatTerm is a double as an FP literal.
func floatTerm(x float64) (term, bool) { return dsl.MkFloat(x), true }

// sequence evaluates a list or tuple display.
func (f *frame) sequence(elts []ast.Expr, tuple bool) Value {
	out := &listV{tuple: tuple, born: f.l.iteration()}
	for _, x := range elts {
		if _, ok := x.(*ast.Starred); ok {
			return f.poison("unsupported-starred", x.Span(), "starred elements are not supported")
		}
		out.elems = append(out.elems, f.eval(x))
	}
	return out
}

// live is v, or nil when the path that computed it has ended (raised):
// a value of a dead arm must not reach the join.
func (f *frame) live(v Value) Value {
	if isFalse(f.reach) {
		return nil
	}
	return v
}
