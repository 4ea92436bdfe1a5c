package interp

import (
	"math/big"
	"strings"

	"clauz3/pkg/python/ast"
)

type ctlKind uint8

const (
	ctlNone ctlKind = iota
	ctlReturn
	ctlBreak
	ctlContinue
)

// ctl is how a statement ends.
type ctl struct {
	kind  ctlKind
	value Value
}

func (c ctl) kindName() string {
	return [...]string{"", "return", "break", "continue"}[c.kind]
}

func (in *Interp) execBlock(body []ast.Stmt, sc *scope) ctl {
	for _, s := range body {
		if c := in.exec(s, sc); c.kind != ctlNone {
			return c
		}
	}
	return ctl{}
}

func (in *Interp) exec(s ast.Stmt, sc *scope) ctl {
	in.step(s.Span())
	switch s := s.(type) {
	case *ast.ExprStmt:
		in.eval(s.Value, sc)
	case *ast.Pass:
	case *ast.Assign:
		v := in.eval(s.Value, sc)
		for _, t := range s.Targets {
			in.assign(t, v, sc)
		}
	case *ast.AnnAssign:
		if s.Value != nil {
			in.assign(s.Target, in.eval(s.Value, sc), sc)
		}
	case *ast.AugAssign:
		in.augAssign(s, sc)
	case *ast.Return:
		if s.Value == nil {
			return ctl{kind: ctlReturn, value: None}
		}
		return ctl{kind: ctlReturn, value: in.eval(s.Value, sc)}
	case *ast.If:
		if Truth(in.eval(s.Test, sc)) {
			return in.execBlock(s.Body, sc)
		}
		return in.execBlock(s.Orelse, sc)
	case *ast.For:
		it := in.iterate(in.eval(s.Iter, sc), s.Iter.Span())
		for {
			v, ok := it()
			if !ok {
				break
			}
			in.assign(s.Target, v, sc)
			c := in.execBlock(s.Body, sc)
			switch c.kind {
			case ctlBreak:
				return ctl{}
			case ctlReturn:
				return c
			}
			in.step(s.Span())
		}
		return in.execBlock(s.Orelse, sc)
	case *ast.While:
		for Truth(in.eval(s.Test, sc)) {
			c := in.execBlock(s.Body, sc)
			switch c.kind {
			case ctlBreak:
				return ctl{}
			case ctlReturn:
				return c
			}
		}
		return in.execBlock(s.Orelse, sc)
	case *ast.Break:
		return ctl{kind: ctlBreak}
	case *ast.Continue:
		return ctl{kind: ctlContinue}
	case *ast.FunctionDef:
		in.store(sc, s.Name, in.makeFunction(s.Name, s, s.Args, s.Body, nil, sc))
	case *ast.ClassDef:
		in.store(sc, s.Name, &Class{Name: s.Name, Module: sc.mod.Name})
	case *ast.Assert:
		if in.cfg.Optimize {
			return ctl{}
		}
		if !Truth(in.eval(s.Test, sc)) {
			msg := ""
			if s.Msg != nil {
				msg = in.str(in.eval(s.Msg, sc), s.Msg.Span())
			}
			panic(&Error{Class: "AssertionError", Msg: msg, Span: s.Span()})
		}
	case *ast.Raise:
		if s.Exc == nil {
			if n := len(in.handling); n > 0 {
				panic(in.handling[n-1])
			}
			panic(in.raise("RuntimeError", s.Span(), "No active exception to reraise"))
		}
		v := in.eval(s.Exc, sc)
		if s.Cause != nil {
			in.eval(s.Cause, sc)
		}
		switch e := v.(type) {
		case *ExcClass:
			panic(&Error{Class: e.Name, Span: s.Span()})
		case *ExcValue:
			panic(&Error{Class: e.Class.Name, Msg: in.excMessage(e, s.Span()), Span: s.Span(), Value: e})
		}
		panic(in.raise("TypeError", s.Span(), "exceptions must derive from BaseException"))
	case *ast.Try:
		return in.execTry(s, sc)
	case *ast.Match:
		return in.execMatch(s, sc)
	case *ast.Global, *ast.Nonlocal:
		// declarations: read by declared()
	case *ast.Delete:
		for _, t := range s.Targets {
			in.delete(t, sc)
		}
	case *ast.Import:
		for _, a := range s.Names {
			m := in.importModule(a.Name, s.Span())
			if a.Asname != "" {
				in.store(sc, a.Asname, m)
			} else {
				top := a.Name
				for i := 0; i < len(top); i++ {
					if top[i] == '.' {
						top = top[:i]
						break
					}
				}
				in.store(sc, top, in.mods[top])
			}
		}
	case *ast.ImportFrom:
		name := in.absModule(sc.mod, s)
		m := in.importModule(name, s.Span())
		for _, a := range s.Names {
			if a.Name == "*" {
				panic(in.unsupported(s.Span(), "import *"))
			}
			var v Value
			if x, ok := m.Globals[a.Name]; ok {
				v = x
			} else if in.infos[name+"."+a.Name] != nil || builtinModuleNames[name+"."+a.Name] || in.namespaces[name+"."+a.Name] {
				v = in.importModule(name+"."+a.Name, s.Span())
			} else if m.Builtin {
				v = &Opaque{Name: name + "." + a.Name}
			} else {
				panic(in.raise("ImportError", s.Span(), "cannot import name '%s' from '%s'", a.Name, name))
			}
			bind := a.Name
			if a.Asname != "" {
				bind = a.Asname
			}
			in.store(sc, bind, v)
		}
	default:
		panic(in.unsupported(s.Span(), "statement %T", s))
	}
	return ctl{}
}

func (in *Interp) augAssign(s *ast.AugAssign, sc *scope) {
	switch t := s.Target.(type) {
	case *ast.Name:
		cur := in.lookup(sc, t.Id, t.Span())
		in.store(sc, t.Id, in.inplace(s.Op, cur, in.eval(s.Value, sc), s.Span()))
	case *ast.Subscript:
		obj := in.eval(t.Value, sc)
		key := in.eval(t.Slice, sc)
		cur := in.subscript(obj, key, t.Span())
		in.setItem(obj, key, in.inplace(s.Op, cur, in.eval(s.Value, sc), s.Span()), t.Span())
	default:
		panic(in.unsupported(s.Span(), "augmented assignment to %T", s.Target))
	}
}

// inplace is a <op>= b: a list extends (+= any iterable) or repeats
// (*= an int) in place, a set is updated in place by another set (|=,
// &=, -=, ^=), a dict by another dict (|=), and everything else rebinds to a <op> b, whose TypeError
// names the augmented operator as CPython's does.
func (in *Interp) inplace(op ast.Operator, a, b Value, span spanT) Value {
	switch l := a.(type) {
	case *List:
		switch op {
		case ast.Add:
			xs := in.toSlice(b, span)
			in.checkLen(int64(len(l.Elems))+int64(len(xs)), span, "list")
			l.Elems = append(l.Elems, xs...)
			return l
		case ast.Mult:
			switch b.(type) {
			case *big.Int, bool:
				l.Elems = in.repeatSeq(l.Elems, b, span)
				return l
			}
		}
	case *Set:
		if bv, ok := b.(*Set); ok {
			if r := in.setBinary(op, l, bv, span); r != nil {
				l.D = r.D
				return l
			}
		}
	case *Dict:
		if op == ast.BitOr {
			bv, ok := b.(*Dict)
			if !ok {
				panic(in.unsupported(span, "d |= x for a %s x", typeName(b)))
			}
			for _, k := range bv.keys() {
				v, _ := bv.get(k)
				l.set(k, v)
			}
			return l
		}
	}
	defer func() {
		if r := recover(); r != nil {
			if e, ok := r.(*Error); ok && e.Class == "TypeError" {
				sym := opSymbol(op)
				e.Msg = strings.Replace(e.Msg, "unsupported operand type(s) for "+sym+":", "unsupported operand type(s) for "+sym+"=:", 1)
			}
			panic(r)
		}
	}()
	return in.binary(op, a, b, span)
}

func (in *Interp) assign(t ast.Expr, v Value, sc *scope) {
	switch t := t.(type) {
	case *ast.Name:
		in.store(sc, t.Id, v)
	case *ast.Tuple:
		in.unpack(t.Elts, v, sc, t.Span())
	case *ast.List:
		in.unpack(t.Elts, v, sc, t.Span())
	case *ast.Subscript:
		obj := in.eval(t.Value, sc)
		key := in.eval(t.Slice, sc)
		in.setItem(obj, key, v, t.Span())
	default:
		panic(in.unsupported(t.Span(), "assignment to %T", t))
	}
}

func (in *Interp) unpack(targets []ast.Expr, v Value, sc *scope, span spanT) {
	xs := in.toSlice(v, span)
	star := -1
	for i, t := range targets {
		if _, ok := t.(*ast.Starred); ok {
			star = i
		}
	}
	if star < 0 {
		if len(xs) > len(targets) {
			panic(in.raise("ValueError", span, "too many values to unpack (expected %d)", len(targets)))
		}
		if len(xs) < len(targets) {
			panic(in.raise("ValueError", span, "not enough values to unpack (expected %d, got %d)", len(targets), len(xs)))
		}
		for i, t := range targets {
			in.assign(t, xs[i], sc)
		}
		return
	}
	if len(xs) < len(targets)-1 {
		panic(in.raise("ValueError", span, "not enough values to unpack (expected at least %d, got %d)", len(targets)-1, len(xs)))
	}
	for i := 0; i < star; i++ {
		in.assign(targets[i], xs[i], sc)
	}
	rest := len(targets) - star - 1
	mid := append([]Value{}, xs[star:len(xs)-rest]...)
	in.assign(targets[star].(*ast.Starred).Value, &List{Elems: mid}, sc)
	for i := 0; i < rest; i++ {
		in.assign(targets[star+1+i], xs[len(xs)-rest+i], sc)
	}
}

func (in *Interp) setItem(obj, key, v Value, span spanT) {
	switch o := obj.(type) {
	case *List:
		if sl, ok := key.(*Slice); ok {
			in.setSlice(o, sl, v, span)
			return
		}
		i := in.index(key, len(o.Elems), span, "list", "list assignment index out of range")
		o.Elems[i] = v
	case *Dict:
		in.mustHash(key, span)
		o.set(key, v)
	default:
		panic(in.raise("TypeError", span, "'%s' object does not support item assignment", typeName(obj)))
	}
}

// setSlice is xs[a:b:c] = v.
func (in *Interp) setSlice(o *List, sl *Slice, v Value, span spanT) {
	src := in.toSlice(v, span)
	if _, none := sl.Step.(NoneType); none || identical(sl.Step, bigOne) {
		idx := in.sliceIndices(&Slice{Lo: sl.Lo, Hi: sl.Hi, Step: None}, len(o.Elems), span)
		lo, hi := 0, 0
		if len(idx) > 0 {
			lo, hi = idx[0], idx[len(idx)-1]+1
		} else {
			// An empty slice inserts at its (clamped) start.
			lo = len(in.sliceIndices(&Slice{Lo: None, Hi: sl.Lo, Step: None}, len(o.Elems), span))
			if _, none := sl.Lo.(NoneType); none {
				lo = 0
			}
			hi = lo
		}
		in.checkLen(int64(len(o.Elems)-(hi-lo)+len(src)), span, "list")
		out := make([]Value, 0, len(o.Elems)-(hi-lo)+len(src))
		out = append(out, o.Elems[:lo]...)
		out = append(out, src...)
		out = append(out, o.Elems[hi:]...)
		o.Elems = out
		return
	}
	idx := in.sliceIndices(sl, len(o.Elems), span)
	if len(idx) != len(src) {
		panic(in.raise("ValueError", span, "attempt to assign sequence of size %d to extended slice of size %d", len(src), len(idx)))
	}
	for i, j := range idx {
		o.Elems[j] = src[i]
	}
}

// delete is `del target`.
func (in *Interp) delete(t ast.Expr, sc *scope) {
	switch t := t.(type) {
	case *ast.Name:
		in.unbind(sc, t.Id, t.Span())
	case *ast.Tuple:
		for _, e := range t.Elts {
			in.delete(e, sc)
		}
	case *ast.List:
		for _, e := range t.Elts {
			in.delete(e, sc)
		}
	case *ast.Subscript:
		obj := in.eval(t.Value, sc)
		key := in.eval(t.Slice, sc)
		switch o := obj.(type) {
		case *Dict:
			in.mustHash(key, t.Span())
			if !o.del(key) {
				panic(in.raise("KeyError", t.Span(), "%s", in.safeRepr(key)))
			}
		case *List:
			if sl, ok := key.(*Slice); ok {
				drop := map[int]bool{}
				for _, i := range in.sliceIndices(sl, len(o.Elems), t.Span()) {
					drop[i] = true
				}
				var out []Value
				for i, e := range o.Elems {
					if !drop[i] {
						out = append(out, e)
					}
				}
				o.Elems = out
				return
			}
			i := in.index(key, len(o.Elems), t.Span(), "list", "list assignment index out of range")
			o.Elems = append(o.Elems[:i:i], o.Elems[i+1:]...)
		default:
			panic(in.raise("TypeError", t.Span(), "'%s' object doesn't support item deletion", typeName(obj)))
		}
	default:
		panic(in.unsupported(t.Span(), "del of %T", t))
	}
}

// execTry is try/except/else/finally. Only Python exceptions (*Error)
// are caught; a step budget or a bound exhausted, a construct not run,
// and a call the monitor stopped end the program.
func (in *Interp) execTry(s *ast.Try, sc *scope) (res ctl) {
	if len(s.Finalbody) > 0 {
		defer func() {
			r := recover()
			if r != nil {
				if _, ok := r.(*Error); !ok {
					panic(r)
				}
			}
			if c := in.execBlock(s.Finalbody, sc); c.kind != ctlNone {
				res = c // a return/break in finally discards the exception
				return
			}
			if r != nil {
				panic(r)
			}
		}()
	}
	err, c := in.tryBody(s.Body, sc)
	if err == nil {
		if c.kind != ctlNone {
			return c
		}
		return in.execBlock(s.Orelse, sc)
	}
	for _, h := range s.Handlers {
		if h.Type != nil && !in.excMatches(err, in.eval(h.Type, sc), h.Type.Span()) {
			continue
		}
		if h.Name != "" {
			in.store(sc, h.Name, in.excObject(err))
		}
		in.handling = append(in.handling, err)
		func() {
			defer func() { in.handling = in.handling[:len(in.handling)-1] }()
			res = in.execBlock(h.Body, sc)
		}()
		if h.Name != "" {
			// CPython deletes the name at the end of the handler.
			if sc.isModule() || sc.decl[h.Name] == "global" {
				delete(sc.mod.Globals, h.Name)
			} else {
				delete(sc.vars, h.Name)
			}
		}
		return res
	}
	panic(err)
}

func (in *Interp) tryBody(body []ast.Stmt, sc *scope) (err *Error, c ctl) {
	defer func() {
		if r := recover(); r != nil {
			e, ok := r.(*Error)
			if !ok {
				panic(r)
			}
			err = e
		}
	}()
	return nil, in.execBlock(body, sc)
}

// excMatches is `except T` for the raised err.
func (in *Interp) excMatches(err *Error, t Value, span spanT) bool {
	switch x := t.(type) {
	case *ExcClass:
		if excSubclass(err.Class, x.Name) {
			return true
		}
		// A class the interpreter does not know (raised by a trusted
		// function, e.g. deal's) derives from Exception.
		_, known := excClasses[err.Class]
		return !known && (x.Name == "Exception" || x.Name == "BaseException")
	case *Tuple:
		for _, e := range x.Elems {
			if in.excMatches(err, e, span) {
				return true
			}
		}
		return false
	}
	panic(in.raise("TypeError", span, "catching classes that do not inherit from BaseException is not allowed"))
}

// excObject is the exception object an `except ... as e` binds.
func (in *Interp) excObject(err *Error) Value {
	if err.Value != nil {
		return err.Value
	}
	cls := &ExcClass{Name: err.Class}
	if err.Msg == "" {
		return &ExcValue{Class: cls}
	}
	return &ExcValue{Class: cls, Args: []Value{err.Msg}}
}
