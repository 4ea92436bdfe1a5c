package interp

import (
	"clauz3/pkg/python/ast"
)

// Function is a function, nested function or lambda of the program.
type Function struct {
	Name       string
	node       ast.Node
	args       *ast.Arguments
	body       []ast.Stmt // nil for a lambda
	expr       ast.Expr   // a lambda's body
	defaults   []Value
	kwDefaults []Value // nil entries: no default
	env        *scope  // the defining scope (nil parent: module level)
	mod        *Module
}

// maxDepth bounds the Python call depth (CPython's recursion limit).
const maxDepth = 1000

func (in *Interp) makeFunction(name string, node ast.Node, args *ast.Arguments, body []ast.Stmt, expr ast.Expr, sc *scope) *Function {
	f := &Function{Name: name, node: node, args: args, body: body, expr: expr, mod: sc.mod}
	if !sc.isModule() {
		f.env = sc
	}
	for _, d := range args.Defaults {
		f.defaults = append(f.defaults, in.eval(d, sc))
	}
	for _, d := range args.KwDefaults {
		if d == nil {
			f.kwDefaults = append(f.kwDefaults, nil)
			continue
		}
		f.kwDefaults = append(f.kwDefaults, in.eval(d, sc))
	}
	return f
}

func (in *Interp) evalCall(e *ast.Call, sc *scope) Value {
	fn := in.eval(e.Func, sc)
	// str.format is the one callee whose splat errors the interpreter
	// words as CPython does (with the callee's name); it takes any
	// **mapping, even one with keys that are not str (a format field
	// only ever looks up a str key, so those are dropped)
	pre := ""
	if b, ok := fn.(*Builtin); ok && b.Name == "str.format" {
		pre = "str.format() "
	}
	var args []Value
	for _, a := range e.Args {
		if st, ok := a.(*ast.Starred); ok {
			v := in.eval(st.Value, sc)
			if pre != "" && !iterable(v) {
				panic(in.raise("TypeError", st.Span(), "%sargument after * must be an iterable, not %s", pre, typeName(v)))
			}
			args = append(args, in.toSlice(v, st.Span())...)
			continue
		}
		args = append(args, in.eval(a, sc))
	}
	var kw []Keyword
	for _, k := range e.Keywords {
		v := in.eval(k.Value, sc)
		if k.Arg == "" {
			d, ok := v.(*Dict)
			if !ok {
				panic(in.raise("TypeError", k.Value.Span(), "%sargument after ** must be a mapping, not %s", pre, typeName(v)))
			}
			var bad bool
			d.each(func(key, val Value) bool {
				s, ok := key.(string)
				if !ok {
					if pre != "" {
						return true
					}
					bad = true
					return false
				}
				kw = append(kw, Keyword{Name: s, Value: val})
				return true
			})
			if bad {
				panic(in.raise("TypeError", k.Value.Span(), "keywords must be strings"))
			}
			continue
		}
		kw = append(kw, Keyword{Name: k.Arg, Value: v})
	}
	for i := range kw {
		for j := 0; j < i; j++ {
			if kw[i].Name == kw[j].Name {
				panic(in.raise("TypeError", e.Span(), "%sgot multiple values for keyword argument '%s'", pre, kw[i].Name))
			}
		}
	}
	return in.call(fn, args, kw, e.Span())
}

// iterable reports whether the interpreter can iterate v (a set it then
// refuses to, CPython's order being its hash order).
func iterable(v Value) bool {
	switch v.(type) {
	case *List, *Tuple, string, *Dict, *DictView, *Range, *Iterator, *Set:
		return true
	}
	return false
}

// call calls fn with positional args and keyword arguments.
func (in *Interp) call(fn Value, args []Value, kw []Keyword, span spanT) Value {
	switch f := fn.(type) {
	case *Function:
		return in.callFunction(f, args, kw, span)
	case *Builtin:
		if f.Fn == nil {
			panic(in.raise("TypeError", span, "'%s' is not callable here", f.Name))
		}
		kws := make([]kwArg, len(kw))
		for i, k := range kw {
			kws[i] = kwArg{Name: k.Name, Value: k.Value}
		}
		return f.Fn(in, args, kws, span)
	case *TrustedFunc:
		return in.callTrusted(f, args, kw, span)
	case *ExcClass:
		if len(kw) > 0 {
			panic(in.raise("TypeError", span, "%s() takes no keyword arguments", f.Name))
		}
		return &ExcValue{Class: f, Args: args}
	case *Opaque:
		panic(in.unsupported(span, "calling %s", f.Name))
	}
	panic(in.raise("TypeError", span, "'%s' object is not callable", typeName(fn)))
}

func (in *Interp) callTrusted(f *TrustedFunc, args []Value, kw []Keyword, span spanT) Value {
	if in.cfg.Trusted == nil {
		panic(in.unsupported(span, "no trusted dispatcher for %s.%s", f.Module, f.Name))
	}
	c := &Call{Module: f.Module, Name: f.Name, Span: span, Markers: markersOf(f.Def)}
	for _, a := range args {
		c.Args = append(c.Args, in.copyValue(a, span))
	}
	for _, k := range kw {
		c.Kwargs = append(c.Kwargs, Keyword{Name: k.Name, Value: in.copyValue(k.Value, span)})
	}
	c.Fields = in.trustedFields(f, c.Args, c.Kwargs, span)
	v, err := in.cfg.Trusted(c)
	if err != nil {
		if e, ok := err.(*Error); ok {
			if e.Span.IsZero() {
				e.Span = span
			}
			panic(e)
		}
		panic(&TrustedError{Call: c, Err: err})
	}
	// The proof assumed the result is of the declared type: one that is
	// not stops the run here, before the program sees it.
	v, err = in.checkResult(f, c, v)
	if err != nil {
		panic(&TrustedError{Call: c, Err: err})
	}
	return v
}

// BeyondZ3 finds a character beyond U+2FFFF, the last of Z3 4.8's
// strings, over which clauz3 proves, in the strings of v.
func BeyondZ3(v Value) (rune, bool) {
	return beyondZ3(v)
}

func beyondZ3(v Value) (rune, bool) {
	switch o := v.(type) {
	case string:
		for _, r := range o {
			if r > 0x2FFFF {
				return r, true
			}
		}
	case *List:
		return beyondZ3Each(o.Elems)
	case *Tuple:
		return beyondZ3Each(o.Elems)
	case *Record:
		return beyondZ3Each(o.Vals)
	case *Dict:
		var r rune
		found := false
		o.each(func(k, val Value) bool {
			if r, found = beyondZ3(k); !found {
				r, found = beyondZ3(val)
			}
			return !found
		})
		return r, found
	}
	return 0, false
}

func beyondZ3Each(vs []Value) (rune, bool) {
	for _, e := range vs {
		if r, ok := beyondZ3(e); ok {
			return r, true
		}
	}
	return 0, false
}

// copyValue deep-copies the mutable containers of v (a trusted function
// receives a copy, never the program's own list).
func (in *Interp) copyValue(v Value, span spanT) Value {
	switch o := v.(type) {
	case *List:
		out := make([]Value, len(o.Elems))
		for i, e := range o.Elems {
			out[i] = in.copyValue(e, span)
		}
		return &List{Elems: out}
	case *Tuple:
		out := make([]Value, len(o.Elems))
		for i, e := range o.Elems {
			out[i] = in.copyValue(e, span)
		}
		return &Tuple{Elems: out}
	case *Dict:
		d := newDict()
		o.each(func(k, val Value) bool { d.set(k, in.copyValue(val, span)); return true })
		return d
	case *Set:
		return in.copySet(o)
	case *Record:
		r := &Record{Module: o.Module, Class: o.Class, Names: o.Names, Vals: make([]Value, len(o.Vals))}
		for i, e := range o.Vals {
			r.Vals[i] = in.copyValue(e, span)
		}
		return r
	}
	return v
}

func (in *Interp) callFunction(f *Function, args []Value, kw []Keyword, span spanT) Value {
	in.depth++
	defer func() { in.depth-- }()
	if in.depth > maxDepth {
		panic(in.raise("RecursionError", span, "maximum recursion depth exceeded"))
	}
	if f.node == ast.Node(in.targetDef) && in.targetDef != nil {
		in.checkTargetPre(f, args, kw, span)
	}
	locals := in.localNames(f.node, f.args, f.body)
	sc := &scope{vars: map[string]Value{}, locals: locals, decl: in.declared(f.node, f.body), parent: f.env, mod: f.mod}
	in.bind(f, args, kw, sc, span)
	if f.body == nil {
		return in.eval(f.expr, sc)
	}
	c := in.execBlock(f.body, sc)
	if c.kind == ctlReturn {
		return c.value
	}
	if c.kind != ctlNone {
		panic(in.unsupported(span, "'%s' outside a loop", c.kindName()))
	}
	return None
}

// bind binds arguments to parameters as CPython does.
func (in *Interp) bind(f *Function, args []Value, kw []Keyword, sc *scope, span spanT) {
	a := f.args
	pos := append(append([]*ast.Arg{}, a.Posonlyargs...), a.Args...)
	name := f.Name
	bound := map[string]bool{}
	for i, v := range args {
		if i < len(pos) {
			sc.vars[pos[i].Arg] = v
			bound[pos[i].Arg] = true
			continue
		}
		if a.Vararg == nil {
			panic(in.raise("TypeError", span, "%s() takes %d positional argument%s but %d were given", name, len(pos), plural(len(pos)), len(args)))
		}
	}
	if a.Vararg != nil {
		var rest []Value
		if len(args) > len(pos) {
			rest = append(rest, args[len(pos):]...)
		}
		sc.vars[a.Vararg.Arg] = &Tuple{Elems: rest}
	}
	var extra *Dict
	if a.Kwarg != nil {
		extra = newDict()
		sc.vars[a.Kwarg.Arg] = extra
	}
	for _, k := range kw {
		found := false
		for i, p := range pos {
			if p.Arg == k.Name && i >= len(a.Posonlyargs) {
				found = true
			}
		}
		for _, p := range a.Kwonlyargs {
			if p.Arg == k.Name {
				found = true
			}
		}
		if !found {
			if extra != nil {
				extra.set(k.Name, k.Value)
				continue
			}
			panic(in.raise("TypeError", span, "%s() got an unexpected keyword argument '%s'", name, k.Name))
		}
		if bound[k.Name] {
			panic(in.raise("TypeError", span, "%s() got multiple values for argument '%s'", name, k.Name))
		}
		sc.vars[k.Name] = k.Value
		bound[k.Name] = true
	}
	nd := len(f.defaults)
	var missing []string
	for i, p := range pos {
		if bound[p.Arg] {
			continue
		}
		if j := i - (len(pos) - nd); j >= 0 {
			sc.vars[p.Arg] = f.defaults[j]
			continue
		}
		missing = append(missing, p.Arg)
	}
	if len(missing) > 0 {
		panic(in.raise("TypeError", span, "%s() missing %d required positional argument%s: %s", name, len(missing), plural(len(missing)), quoteList(missing)))
	}
	for i, p := range a.Kwonlyargs {
		if bound[p.Arg] {
			continue
		}
		if i < len(f.kwDefaults) && f.kwDefaults[i] != nil {
			sc.vars[p.Arg] = f.kwDefaults[i]
			continue
		}
		missing = append(missing, p.Arg)
	}
	if len(missing) > 0 {
		panic(in.raise("TypeError", span, "%s() missing %d required keyword-only argument%s: %s", name, len(missing), plural(len(missing)), quoteList(missing)))
	}
}

func plural(n int) string {
	if n == 1 {
		return ""
	}
	return "s"
}

func quoteList(names []string) string {
	q := make([]string, len(names))
	for i, n := range names {
		q[i] = "'" + n + "'"
	}
	switch len(q) {
	case 1:
		return q[0]
	case 2:
		return q[0] + " and " + q[1]
	}
	out := ""
	for i, s := range q[:len(q)-1] {
		if i > 0 {
			out += ", "
		}
		out += s
	}
	return out + ", and " + q[len(q)-1]
}

// trustedFields binds the arguments of a trusted call to the parameters
// of its definition, defaults filled in: the fact's fields, in parameter
// order. A call CPython would refuse (TypeError) is refused here, before
// the worker is asked.
func (in *Interp) trustedFields(f *TrustedFunc, args []Value, kw []Keyword, span spanT) []Keyword {
	m := in.mods[f.Module]
	fn := &Function{Name: f.Name, node: f.Def, args: f.Def.Args, mod: m}
	sc := &scope{mod: m}
	for _, d := range f.Def.Args.Defaults {
		fn.defaults = append(fn.defaults, in.trustedDefault(d, sc))
	}
	for _, d := range f.Def.Args.KwDefaults {
		if d == nil {
			fn.kwDefaults = append(fn.kwDefaults, nil)
			continue
		}
		fn.kwDefaults = append(fn.kwDefaults, in.trustedDefault(d, sc))
	}
	bound := &scope{vars: map[string]Value{}, locals: map[string]bool{}, mod: m}
	in.bind(fn, args, kw, bound, span)
	var out []Keyword
	for _, p := range allArgs(f.Def.Args) {
		if v, ok := bound.vars[p.Arg]; ok {
			out = append(out, Keyword{Name: p.Arg, Value: v})
		}
	}
	return out
}

// trustedDefault evaluates a default of a trusted function's parameter;
// one that is not a constant expression is an opaque value.
func (in *Interp) trustedDefault(d ast.Expr, sc *scope) (v Value) {
	if !isInert(d) {
		return &Opaque{Name: "default"}
	}
	defer func() {
		if r := recover(); r != nil {
			v = &Opaque{Name: "default"}
		}
	}()
	return in.eval(d, sc)
}

// markersOf reads the markers of @deal.has("m", ...) on a trusted function.
func markersOf(def *ast.FunctionDef) []string {
	var out []string
	for _, d := range def.DecoratorList {
		c, ok := d.(*ast.Call)
		if !ok {
			continue
		}
		name := ""
		switch f := c.Func.(type) {
		case *ast.Attribute:
			name = f.Attr
		case *ast.Name:
			name = f.Id
		}
		if name != "has" {
			continue
		}
		for _, a := range c.Args {
			if k, ok := a.(*ast.Constant); ok && k.Value.Kind == ast.ConstStr {
				out = append(out, k.Value.Str)
			}
		}
	}
	return out
}
