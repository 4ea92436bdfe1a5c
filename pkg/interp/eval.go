package interp

import (
	"math/big"
	"strings"
	"unicode/utf8"

	"clauz3/pkg/python/ast"
	"clauz3/pkg/python/value"
)

// Slice is a slice object (a[lo:hi:step]).
type Slice struct{ Lo, Hi, Step Value }

// ExcValue is an exception instance (ValueError("msg")).
type ExcValue struct {
	Class *ExcClass
	Args  []Value
}

func (in *Interp) eval(e ast.Expr, sc *scope) Value {
	in.step(e.Span())
	switch e := e.(type) {
	case *ast.Constant:
		return in.constant(e)
	case *ast.Name:
		return in.lookup(sc, e.Id, e.Span())
	case *ast.Attribute:
		return in.attribute(in.eval(e.Value, sc), e.Attr, e.Span())
	case *ast.Call:
		return in.evalCall(e, sc)
	case *ast.BoolOp:
		var v Value
		for i, x := range e.Values {
			v = in.eval(x, sc)
			if i == len(e.Values)-1 {
				break
			}
			if Truth(v) == (e.Op == ast.Or) {
				return v
			}
		}
		return v
	case *ast.UnaryOp:
		return in.unary(e.Op, in.eval(e.Operand, sc), e.Span())
	case *ast.BinOp:
		a := in.eval(e.Left, sc)
		b := in.eval(e.Right, sc)
		return in.binary(e.Op, a, b, e.Span())
	case *ast.Compare:
		left := in.eval(e.Left, sc)
		for i, op := range e.Ops {
			right := in.eval(e.Comparators[i], sc)
			if !in.compare(op, left, right, e.Span()) {
				return false
			}
			left = right
		}
		return true
	case *ast.IfExp:
		if Truth(in.eval(e.Test, sc)) {
			return in.eval(e.Body, sc)
		}
		return in.eval(e.Orelse, sc)
	case *ast.List:
		return &List{Elems: in.evalElts(e.Elts, sc)}
	case *ast.Tuple:
		return &Tuple{Elems: in.evalElts(e.Elts, sc)}
	case *ast.Dict:
		d := newDict()
		for i, k := range e.Keys {
			if k == nil {
				src := in.eval(e.Values[i], sc)
				sd, ok := src.(*Dict)
				if !ok {
					panic(in.raise("TypeError", e.Values[i].Span(), "'%s' object is not a mapping", typeName(src)))
				}
				sd.each(func(k, v Value) bool { d.set(k, v); return true })
				continue
			}
			kv := in.eval(k, sc)
			vv := in.eval(e.Values[i], sc)
			in.mustHash(kv, k.Span())
			d.set(kv, vv)
		}
		return d
	case *ast.Subscript:
		obj := in.eval(e.Value, sc)
		key := in.eval(e.Slice, sc)
		return in.subscript(obj, key, e.Span())
	case *ast.Slice:
		var s Slice
		s.Lo, s.Hi, s.Step = None, None, None
		if e.Lower != nil {
			s.Lo = in.eval(e.Lower, sc)
		}
		if e.Upper != nil {
			s.Hi = in.eval(e.Upper, sc)
		}
		if e.Step != nil {
			s.Step = in.eval(e.Step, sc)
		}
		return &s
	case *ast.Lambda:
		return in.makeFunction("<lambda>", e, e.Args, nil, e.Body, sc)
	case *ast.ListComp:
		var out []Value
		in.comprehension(e, e.Generators, sc, func(c *scope) {
			out = append(out, in.eval(e.Elt, c))
			in.checkLen(int64(len(out)), e.Span(), "list")
		})
		return &List{Elems: out}
	case *ast.Set:
		d := newDict()
		for _, v := range in.evalElts(e.Elts, sc) {
			in.mustHash(v, e.Span())
			d.set(v, None)
		}
		return &Set{D: d}
	case *ast.SetComp:
		d := newDict()
		in.comprehension(e, e.Generators, sc, func(c *scope) {
			v := in.eval(e.Elt, c)
			in.mustHash(v, e.Elt.Span())
			d.set(v, None)
		})
		return &Set{D: d}
	case *ast.DictComp:
		d := newDict()
		in.comprehension(e, e.Generators, sc, func(c *scope) {
			k := in.eval(e.Key, c)
			v := in.eval(e.Value, c)
			in.mustHash(k, e.Key.Span())
			d.set(k, v)
		})
		return d
	case *ast.GeneratorExp:
		return in.generator(e, sc)
	case *ast.JoinedStr:
		var b strings.Builder
		for _, p := range e.Values {
			switch p := p.(type) {
			case *ast.Constant:
				b.WriteString(p.Value.Str)
			case *ast.FormattedValue:
				b.WriteString(in.formatted(p, sc))
			default:
				panic(in.unsupported(p.Span(), "f-string part %T", p))
			}
			in.checkStr(b.String(), e.Span())
		}
		return b.String()
	case *ast.FormattedValue:
		return in.formatted(e, sc)
	case *ast.NamedExpr:
		v := in.eval(e.Value, sc)
		in.assign(e.Target, v, sc)
		return v
	case *ast.Starred:
		panic(in.unsupported(e.Span(), "a starred expression here"))
	}
	panic(in.unsupported(e.Span(), "expression %T", e))
}

func (in *Interp) evalElts(elts []ast.Expr, sc *scope) []Value {
	out := make([]Value, 0, len(elts))
	for _, x := range elts {
		if st, ok := x.(*ast.Starred); ok {
			out = append(out, in.toSlice(in.eval(st.Value, sc), st.Span())...)
			in.checkLen(int64(len(out)), st.Span(), "sequence")
			continue
		}
		out = append(out, in.eval(x, sc))
	}
	return out
}

func (in *Interp) formatted(p *ast.FormattedValue, sc *scope) string {
	v := in.eval(p.Value, sc)
	var s string
	switch p.Conversion {
	case 'r':
		s = in.repr(v, p.Span())
	case 'a':
		s = asciiOf(in.repr(v, p.Span()))
	case 's':
		s = in.str(v, p.Span())
	default:
		if p.FormatSpec != nil {
			spec := in.eval(p.FormatSpec, sc).(string)
			if spec != "" {
				panic(in.unsupported(p.FormatSpec.Span(), "a format specification in an f-string"))
			}
		}
		return in.str(v, p.Span())
	}
	if p.FormatSpec != nil {
		spec := in.eval(p.FormatSpec, sc).(string)
		if spec != "" {
			panic(in.unsupported(p.FormatSpec.Span(), "a format specification in an f-string"))
		}
	}
	return s
}

func asciiOf(s string) string {
	var b strings.Builder
	for _, r := range s {
		switch {
		case r < 0x80:
			b.WriteRune(r)
		case r <= 0xff:
			b.WriteString(`\x` + hex2(int(r)))
		case r <= 0xffff:
			b.WriteString(`\u` + hex2(int(r)>>8) + hex2(int(r)&0xff))
		default:
			b.WriteString(`\U` + hex2(int(r)>>24) + hex2(int(r)>>16&0xff) + hex2(int(r)>>8&0xff) + hex2(int(r)&0xff))
		}
	}
	return b.String()
}

func hex2(n int) string {
	const d = "0123456789abcdef"
	return string([]byte{d[n>>4&0xf], d[n&0xf]})
}

func (in *Interp) constant(e *ast.Constant) Value {
	v := e.Value
	switch v.Kind {
	case ast.ConstNone:
		return None
	case ast.ConstBool:
		return v.Bool
	case ast.ConstInt:
		return v.Int
	case ast.ConstFloat:
		// One float object per constant, as CPython's co_consts.
		if f, ok := in.consts[e]; ok {
			return f
		}
		f := &Float{F: v.Float}
		in.consts[e] = f
		return f
	case ast.ConstStr:
		if !utf8.ValidString(v.Str) {
			panic(in.unsupported(e.Span(), "a str holding a lone surrogate"))
		}
		return v.Str
	case ast.ConstEllipsis:
		return &Opaque{Name: "Ellipsis"}
	}
	panic(in.unsupported(e.Span(), "a %s constant", v.Kind))
}

func (in *Interp) unary(op ast.UnaryOpKind, v Value, span spanT) Value {
	if op == ast.Not {
		return !Truth(v)
	}
	sym := map[ast.UnaryOpKind]string{ast.Invert: "~", ast.UAdd: "+", ast.USub: "-"}[op]
	sv, ok := scalar(v)
	if !ok {
		panic(in.raise("TypeError", span, "bad operand type for unary %s: '%s'", sym, typeName(v)))
	}
	r, err := value.UnaryOp(sym, sv)
	if err != nil {
		panic(in.valueErr(err, span))
	}
	return fromScalar(r)
}

func (in *Interp) compare(op ast.CmpOp, a, b Value, span spanT) bool {
	switch op {
	case ast.Eq:
		return in.equal(a, b, span)
	case ast.NotEq:
		return !in.equal(a, b, span)
	case ast.Is:
		return identical(a, b)
	case ast.IsNot:
		return !identical(a, b)
	case ast.In:
		return in.contains(a, b, span)
	case ast.NotIn:
		return !in.contains(a, b, span)
	}
	return in.order(op, a, b, span)
}

// attribute is v.name: module attributes and methods of built-in types.
func (in *Interp) attribute(v Value, name string, span spanT) Value {
	switch o := v.(type) {
	case *Module:
		return in.moduleAttr(o, name, span)
	case *Opaque:
		return &Opaque{Name: o.Name + "." + name}
	case *Record:
		if f, ok := o.Field(name); ok {
			return f
		}
	}
	if m := in.method(v, name, span); m != nil {
		return m
	}
	// CPython's objects have many attributes the interpreter does not
	// implement: refuse rather than raise an AttributeError CPython would
	// not raise.
	panic(in.unsupported(span, "the attribute %s of a %s", name, typeName(v)))
}

// index normalises an index of a sequence of n elements of the given
// kind ("list", "tuple", "string", "range"); msg is its IndexError's.
func (in *Interp) index(key Value, n int, span spanT, kind, msg string) int {
	k, ok := toNum(key)
	if !ok || k.isFloat() {
		if kind == "string" {
			panic(in.raise("TypeError", span, "string indices must be integers, not '%s'", typeName(key)))
		}
		panic(in.raise("TypeError", span, "%s indices must be integers or slices, not %s", kind, typeName(key)))
	}
	if kind != "range" && !k.I.IsInt64() {
		panic(in.raise("IndexError", span, "cannot fit 'int' into an index-sized integer"))
	}
	i := new(big.Int).Set(k.I)
	if i.Sign() < 0 {
		i.Add(i, big.NewInt(int64(n)))
	}
	if i.Sign() < 0 || i.Cmp(big.NewInt(int64(n))) >= 0 {
		panic(in.raise("IndexError", span, "%s", msg))
	}
	return int(i.Int64())
}

func (in *Interp) subscript(obj, key Value, span spanT) Value {
	switch o := obj.(type) {
	case string:
		rs := []rune(o)
		if s, ok := key.(*Slice); ok {
			idx := in.sliceIndices(s, len(rs), span)
			out := make([]rune, 0, len(idx))
			for _, i := range idx {
				out = append(out, rs[i])
			}
			return string(out)
		}
		return string(rs[in.index(key, len(rs), span, "string", "string index out of range")])
	case *List:
		if s, ok := key.(*Slice); ok {
			return &List{Elems: pick(o.Elems, in.sliceIndices(s, len(o.Elems), span))}
		}
		return o.Elems[in.index(key, len(o.Elems), span, "list", "list index out of range")]
	case *Tuple:
		if s, ok := key.(*Slice); ok {
			return &Tuple{Elems: pick(o.Elems, in.sliceIndices(s, len(o.Elems), span))}
		}
		return o.Elems[in.index(key, len(o.Elems), span, "tuple", "tuple index out of range")]
	case *Dict:
		in.mustHash(key, span)
		if v, ok := o.get(key); ok {
			return v
		}
		panic(in.raise("KeyError", span, "%s", in.safeRepr(key)))
	case *Range:
		if _, ok := key.(*Slice); ok {
			panic(in.unsupported(span, "slicing a range"))
		}
		n := rangeLen(o)
		if !n.IsInt64() {
			panic(in.limit(span, "a range too long to index"))
		}
		i := in.index(key, int(n.Int64()), span, "range", "range object index out of range")
		return new(big.Int).Add(o.Start, new(big.Int).Mul(big.NewInt(int64(i)), o.Step))
	case *Match:
		panic(in.unsupported(span, "a subscript of a re.Match (a match is only tested)"))
	}
	panic(in.raise("TypeError", span, "'%s' object is not subscriptable", typeName(obj)))
}

func pick(xs []Value, idx []int) []Value {
	out := make([]Value, 0, len(idx))
	for _, i := range idx {
		out = append(out, xs[i])
	}
	return out
}

// sliceIndices is slice.indices(n), expanded.
func (in *Interp) sliceIndices(s *Slice, n int, span spanT) []int {
	get := func(v Value, def int64) int64 {
		if _, ok := v.(NoneType); ok {
			return def
		}
		k, ok := toNum(v)
		if !ok || k.isFloat() {
			panic(in.raise("TypeError", span, "slice indices must be integers or None or have an __index__ method"))
		}
		if !k.I.IsInt64() {
			if k.I.Sign() < 0 {
				return -1 << 62
			}
			return 1 << 62
		}
		return k.I.Int64()
	}
	step := get(s.Step, 1)
	if step == 0 {
		panic(in.raise("ValueError", span, "slice step cannot be zero"))
	}
	N := int64(n)
	clamp := func(v int64, lo, hi int64) int64 {
		if v < 0 {
			v += N
			if v < lo {
				v = lo
			}
		} else if v > hi {
			v = hi
		}
		return v
	}
	var lo, hi int64
	if step > 0 {
		lo = clamp(get(s.Lo, 0), 0, N)
		hi = clamp(get(s.Hi, N), 0, N)
	} else {
		lo = clamp(get(s.Lo, N-1), -1, N-1)
		hi = clamp(get(s.Hi, -N-1), -1, N-1)
	}
	var out []int
	if step > 0 {
		for i := lo; i < hi; i += step {
			out = append(out, int(i))
		}
	} else {
		for i := lo; i > hi; i += step {
			out = append(out, int(i))
		}
	}
	return out
}

// comprehension runs the for/if clauses of a comprehension in its own
// scope and calls body for each element.
func (in *Interp) comprehension(node ast.Node, gens []*ast.Comprehension, sc *scope, body func(*scope)) {
	first := in.iterate(in.eval(gens[0].Iter, sc), gens[0].Iter.Span())
	c := &scope{vars: map[string]Value{}, locals: in.compLocals(node, gens), parent: sc, mod: sc.mod}
	if sc.isModule() {
		c.parent = nil
	}
	in.compLoop(gens, 0, first, c, body)
}

func (in *Interp) compLocals(node ast.Node, gens []*ast.Comprehension) map[string]bool {
	if l, ok := in.locals[node]; ok {
		return l
	}
	l := map[string]bool{}
	var target func(e ast.Expr)
	target = func(e ast.Expr) {
		switch t := e.(type) {
		case *ast.Name:
			l[t.Id] = true
		case *ast.Tuple:
			for _, x := range t.Elts {
				target(x)
			}
		case *ast.List:
			for _, x := range t.Elts {
				target(x)
			}
		case *ast.Starred:
			target(t.Value)
		}
	}
	for _, g := range gens {
		target(g.Target)
	}
	in.locals[node] = l
	return l
}

func (in *Interp) compLoop(gens []*ast.Comprehension, i int, it func() (Value, bool), c *scope, body func(*scope)) {
	g := gens[i]
	for {
		v, ok := it()
		if !ok {
			return
		}
		in.step(g.Span())
		in.assign(g.Target, v, c)
		keep := true
		for _, cond := range g.Ifs {
			if !Truth(in.eval(cond, c)) {
				keep = false
				break
			}
		}
		if !keep {
			continue
		}
		if i+1 < len(gens) {
			in.compLoop(gens, i+1, in.iterate(in.eval(gens[i+1].Iter, c), gens[i+1].Iter.Span()), c, body)
		} else {
			body(c)
		}
	}
}

// generator is a generator expression: a lazy one-shot iterator (the
// first iterable is evaluated at once, as CPython does).
func (in *Interp) generator(e *ast.GeneratorExp, sc *scope) *Iterator {
	gens := e.Generators
	first := in.iterate(in.eval(gens[0].Iter, sc), gens[0].Iter.Span())
	c := &scope{vars: map[string]Value{}, locals: in.compLocals(e, gens), parent: sc, mod: sc.mod}
	if sc.isModule() {
		c.parent = nil
	}
	// A stack of iterators, one per for clause.
	its := make([]func() (Value, bool), len(gens))
	its[0] = first
	level := 0
	done := false
	next := func() (Value, bool) {
		if done {
			return nil, false
		}
		for {
			v, ok := its[level]()
			if !ok {
				if level == 0 {
					done = true
					return nil, false
				}
				level--
				continue
			}
			g := gens[level]
			in.step(g.Span())
			in.assign(g.Target, v, c)
			keep := true
			for _, cond := range g.Ifs {
				if !Truth(in.eval(cond, c)) {
					keep = false
					break
				}
			}
			if !keep {
				continue
			}
			if level+1 < len(gens) {
				level++
				its[level] = in.iterate(in.eval(gens[level].Iter, c), gens[level].Iter.Span())
				continue
			}
			return in.eval(e.Elt, c), true
		}
	}
	return &Iterator{Name: "generator", Next: next}
}

// iterate returns the next function of iter(v).
func (in *Interp) iterate(v Value, span spanT) func() (Value, bool) {
	switch o := v.(type) {
	case *List:
		i := 0
		return func() (Value, bool) {
			if i >= len(o.Elems) {
				return nil, false
			}
			i++
			return o.Elems[i-1], true
		}
	case *Tuple:
		return sliceIter(o.Elems)
	case string:
		rs := []rune(o)
		i := 0
		return func() (Value, bool) {
			if i >= len(rs) {
				return nil, false
			}
			i++
			return string(rs[i-1]), true
		}
	case *Dict:
		return in.dictIter(o, "keys", span)
	case *DictView:
		return in.dictIter(o.D, o.Kind, span)
	case *Range:
		cur := new(big.Int).Set(o.Start)
		return func() (Value, bool) {
			if o.Step.Sign() > 0 && cur.Cmp(o.Stop) >= 0 || o.Step.Sign() < 0 && cur.Cmp(o.Stop) <= 0 {
				return nil, false
			}
			v := new(big.Int).Set(cur)
			cur.Add(cur, o.Step)
			return v, true
		}
	case *Iterator:
		return o.Next
	case *Set:
		panic(in.unsupported(span, "iterating a set (CPython's order is its hash order)"))
	}
	panic(in.raise("TypeError", span, "'%s' object is not iterable", typeName(v)))
}

func sliceIter(xs []Value) func() (Value, bool) {
	i := 0
	return func() (Value, bool) {
		if i >= len(xs) {
			return nil, false
		}
		i++
		return xs[i-1], true
	}
}

func (in *Interp) dictIter(d *Dict, kind string, span spanT) func() (Value, bool) {
	i := 0
	n := d.n
	return func() (Value, bool) {
		if d.n != n {
			panic(in.raise("RuntimeError", span, "dictionary changed size during iteration"))
		}
		for i < len(d.Keys) && !d.live[i] {
			i++
		}
		if i >= len(d.Keys) {
			return nil, false
		}
		k, v := d.Keys[i], d.Vals[i]
		i++
		switch kind {
		case "values":
			return v, true
		case "items":
			return &Tuple{Elems: []Value{k, v}}, true
		}
		return k, true
	}
}

// toSlice materialises an iterable.
func (in *Interp) toSlice(v Value, span spanT) []Value {
	switch o := v.(type) {
	case *List:
		return append([]Value{}, o.Elems...)
	case *Tuple:
		return o.Elems
	case *Range:
		return in.rangeElems(o, span)
	}
	it := in.iterate(v, span)
	var out []Value
	for {
		x, ok := it()
		if !ok {
			return out
		}
		in.step(span)
		out = append(out, x)
		in.checkLen(int64(len(out)), span, "sequence")
	}
}

func (in *Interp) viewElems(v *DictView) []Value {
	var out []Value
	it := in.dictIter(v.D, v.Kind, spanT{})
	for {
		x, ok := it()
		if !ok {
			return out
		}
		out = append(out, x)
	}
}

// safeRepr is repr(v) for a message: CPython formats an exception's
// message only when it is shown, so a repr that would fail (an int past
// the digit limit) must not change the exception raised.
func (in *Interp) safeRepr(v Value) (s string) {
	defer func() {
		if r := recover(); r != nil {
			s = "<" + typeName(v) + ">"
		}
	}()
	saved := in.steps
	s = in.repr(v, spanT{})
	in.steps = saved
	return s
}
