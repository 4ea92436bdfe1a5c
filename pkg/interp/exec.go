package interp

import (
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
			panic(&Error{Class: e.Class.Name, Msg: in.excMessage(e, s.Span()), Span: s.Span()})
		}
		panic(in.raise("TypeError", s.Span(), "exceptions must derive from BaseException"))
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
			} else if in.infos[name+"."+a.Name] != nil || builtinModuleNames[name+"."+a.Name] {
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

// inplace is a <op>= b: lists extend in place, everything else rebinds.
func (in *Interp) inplace(op ast.Operator, a, b Value, span spanT) Value {
	if l, ok := a.(*List); ok && op == ast.Add {
		xs := in.toSlice(b, span)
		in.checkLen(int64(len(l.Elems))+int64(len(xs)), span, "list")
		l.Elems = append(l.Elems, xs...)
		return l
	}
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
		if _, ok := key.(*Slice); ok {
			panic(in.unsupported(span, "slice assignment"))
		}
		i := in.index(key, len(o.Elems), span, "list assignment index out of range")
		o.Elems[i] = v
	case *Dict:
		in.mustHash(key, span)
		o.set(key, v)
	default:
		panic(in.raise("TypeError", span, "'%s' object does not support item assignment", typeName(obj)))
	}
}
