package lower

// This file holds events (clauz3 0.2; UPSTREAM-0.2.md section 2): what a
// trusted call does to the world, declared beside the call.
//
//	class FsEvent(Event):            # a trusted module; Event from clauz3.events
//	    path: str
//	class Read(FsEvent): ...
//	@performs(lambda src, dest: [Read(src), Write(dest)])
//	def copy(src: str, dest: str) -> None: ...
//	Read.all(lambda e: not e.path.startswith(prefix))   # in a @contract
//
// An event class is a frozen dataclass whose fields are the annotated
// names of its body and its bases' (bases first). Each call of a
// function with @performs adds, after the call's own fact, one fact per
// event it declares: the relation is the event's class, the fields its
// dataclass fields bound to the call's arguments, the condition and the
// loop quantifiers those of the call, PerformedBy the call's fact. A
// relation over an event class C ranges over the facts of C and of every
// subclass of C; one that no trusted function performs is refused, as
// every contract over it would hold vacuously.

import (
	"fmt"

	"clauz3/pkg/diag"
	"clauz3/pkg/ir"
	"clauz3/pkg/python/ast"
)

// eventClass is a subclass of clauz3.events.Event of a trusted module.
type eventClass struct {
	name   string
	def    *ast.ClassDef
	base   *eventClass // nil: derives from Event itself
	fields []rowField  // dataclass order: the bases' first
}

// eventOf reports the event class cv is, reading it (and its bases) the
// first time; why says why a class deriving from Event is not one clauz3
// can read ("" with ok false: cv is not an event class at all).
func (l *lowerer) eventOf(cv *classV) (ev *eventClass, ok bool, why string) {
	if l.events == nil {
		l.events = map[*ast.ClassDef]*eventClass{}
	}
	if ev, done := l.events[cv.def]; done {
		return ev, ev != nil, ""
	}
	l.events[cv.def] = nil // a cycle through the bases is not an event
	def := cv.def
	if len(def.Bases) != 1 {
		for _, b := range def.Bases {
			if l.derivesFromEvent(cv.mod, b) {
				return nil, false, fmt.Sprintf("event class %s must have exactly one base", def.Name)
			}
		}
		return nil, false, ""
	}
	ev = &eventClass{name: def.Name, def: def}
	switch b := l.dottedValue(cv.mod, def.Bases[0]).(type) {
	case *builtinV:
		if b.name != "clauz3.events.Event" {
			return nil, false, ""
		}
	case *classV:
		base, isEvent, why := l.eventOf(b)
		if !isEvent {
			return nil, false, why
		}
		ev.base = base
		ev.fields = append(ev.fields, base.fields...)
	default:
		return nil, false, ""
	}
	if !cv.mod.trusted {
		return nil, false, fmt.Sprintf("event class %s must be defined under a trusted root", def.Name)
	}
	if len(def.Keywords) > 0 || len(def.DecoratorList) > 0 {
		return nil, false, fmt.Sprintf("event class %s must have no decorators or keywords", def.Name)
	}
	for _, s := range def.Body {
		switch s := s.(type) {
		case *ast.AnnAssign:
			n, okN := s.Target.(*ast.Name)
			t, okT := s.Annotation.(*ast.Name)
			if !okN || !okT || sortOfType(t.Id) == "" || s.Value != nil {
				return nil, false, fmt.Sprintf("field %s of event %s must be annotated str, int, bool or float, without a default", exprName(s.Target), def.Name)
			}
			switch n.Id {
			case "all", "where", "empty", "count", "sum", "distinct":
				return nil, false, fmt.Sprintf("event %s has a field %s, a name reserved for querying it as a relation", def.Name, n.Id)
			}
			for _, f := range ev.fields {
				if f.name == n.Id {
					return nil, false, fmt.Sprintf("event %s redeclares the field %s", def.Name, n.Id)
				}
			}
			ev.fields = append(ev.fields, rowField{name: n.Id, typ: t.Id, sort: sortOfType(t.Id)})
		case *ast.Pass:
		case *ast.ExprStmt:
			if c, isConst := s.Value.(*ast.Constant); !isConst || (c.Value.Kind != ast.ConstStr && c.Value.Kind != ast.ConstEllipsis) {
				return nil, false, fmt.Sprintf("event class %s may hold only annotated fields and a docstring", def.Name)
			}
		default:
			return nil, false, fmt.Sprintf("event class %s may hold only annotated fields and a docstring", def.Name)
		}
	}
	l.events[cv.def] = ev
	return ev, true, ""
}

// derivesFromEvent reports whether the base expression b names Event or
// a class deriving from it.
func (l *lowerer) derivesFromEvent(mod *module, b ast.Expr) bool {
	switch v := l.dottedValue(mod, b).(type) {
	case *builtinV:
		return v.name == "clauz3.events.Event"
	case *classV:
		for _, bb := range v.def.Bases {
			if l.derivesFromEvent(v.mod, bb) {
				return true
			}
		}
	}
	return false
}

// isA reports whether ev is c or a subclass of c.
func (ev *eventClass) isA(c *eventClass) bool {
	for e := ev; e != nil; e = e.base {
		if e == c {
			return true
		}
	}
	return false
}

// eventClasses lists every event class of the trusted modules, in module
// and source order.
func (l *lowerer) eventClasses() []*eventClass {
	var out []*eventClass
	for _, m := range l.order {
		if !m.trusted {
			continue
		}
		l.execModule(m)
		for _, s := range m.ir.Tree.Body {
			cd, ok := s.(*ast.ClassDef)
			if !ok {
				continue
			}
			if cv, ok := m.globals[cd.Name].(*classV); ok && cv.def == cd {
				if ev, ok, _ := l.eventOf(cv); ok {
					out = append(out, ev)
				}
			}
		}
	}
	return out
}

// eventNamed is the event class whose relation is name (nil: none).
func (l *lowerer) eventNamed(name string) *eventClass {
	for _, ev := range l.eventClasses() {
		if ev.name == name {
			return ev
		}
	}
	return nil
}

// eventView is the relation over the event class ev: its facts and those
// of its subclasses. A class no trusted function performs (itself or a
// subclass) is refused: every contract over it would hold vacuously.
func (l *lowerer) eventView(ev *eventClass, span diag.Span) (relView, *specErr) {
	v := relView{name: ev.name}
	performed := false
	for _, sub := range l.eventClasses() {
		if !sub.isA(ev) {
			continue
		}
		if sub != ev {
			v.also = append(v.also, sub.name)
		}
		performed = performed || l.performers(sub)
	}
	if !performed {
		return relView{}, serr("unknown-effect", span, "no trusted function performs the event %s or a subclass of it (@performs), so every contract over it would hold vacuously", ev.name)
	}
	for _, t := range l.trustedFunctions() {
		if contains(v.names(), t.def.Name) || anyContains(t.markers, v.names()) {
			return relView{}, serr("unsupported-guarantee", span, "the event %s has the name of a trusted function or marker (%s): rename one", ev.name, t.def.Name)
		}
	}
	return v, nil
}

func anyContains(xs, ys []string) bool {
	for _, y := range ys {
		if contains(xs, y) {
			return true
		}
	}
	return false
}

// performers reports whether a trusted function declares the event ev
// itself (not a subclass) in its @performs.
func (l *lowerer) performers(ev *eventClass) bool {
	for _, t := range l.trustedFunctions() {
		for _, p := range t.performs {
			if p.class == ev {
				return true
			}
		}
	}
	return false
}

// performed is one event of a @performs declaration: the class and, for
// each of its fields, the trusted function's parameter it takes.
type performed struct {
	class  *eventClass
	params []string
}

// readPerforms reads the @performs(lambda p, ...: E(p, ...) | [E(...), ...])
// of the trusted function def in mod; why says what is wrong.
func (f *frame) readPerforms(def *ast.FunctionDef, call *ast.Call) ([]performed, string) {
	if len(call.Args) != 1 || len(call.Keywords) != 0 {
		return nil, "@performs takes one lambda"
	}
	lam, ok := call.Args[0].(*ast.Lambda)
	if !ok {
		return nil, "@performs takes one lambda"
	}
	if lam.Args.Vararg != nil || lam.Args.Kwarg != nil || len(lam.Args.Kwonlyargs) > 0 || len(lam.Args.Defaults) > 0 {
		return nil, "the lambda of @performs takes plain parameters of the function"
	}
	fnParams := map[string]bool{}
	for _, p := range allParams(def.Args) {
		fnParams[p.Arg] = true
	}
	lamParams := map[string]bool{}
	for _, p := range append(append([]*ast.Arg{}, lam.Args.Posonlyargs...), lam.Args.Args...) {
		if !fnParams[p.Arg] {
			return nil, fmt.Sprintf("%s is not a parameter of %s", p.Arg, def.Name)
		}
		lamParams[p.Arg] = true
	}
	var elts []ast.Expr
	switch b := lam.Body.(type) {
	case *ast.List:
		elts = b.Elts
	case *ast.Tuple:
		elts = b.Elts
	default:
		elts = []ast.Expr{b}
	}
	var out []performed
	for _, e := range elts {
		c, ok := e.(*ast.Call)
		if !ok {
			return nil, "each event must be a call of an event class"
		}
		cv, ok := f.l.dottedValue(f.mod, c.Func).(*classV)
		if !ok {
			return nil, fmt.Sprintf("%s is not an event class", f.l.sourceText(c.Func.Span()))
		}
		ev, isEvent, why := f.l.eventOf(cv)
		if !isEvent {
			if why == "" {
				why = fmt.Sprintf("%s does not derive from clauz3.events.Event", cv.def.Name)
			}
			return nil, why
		}
		params := make([]string, len(ev.fields))
		bind := func(i int, a ast.Expr) string {
			n, ok := a.(*ast.Name)
			if !ok || !lamParams[n.Id] {
				return fmt.Sprintf("the field %s of %s must be a parameter of the lambda", ev.fields[i].name, ev.name)
			}
			if params[i] != "" {
				return fmt.Sprintf("%s() got multiple values for %s", ev.name, ev.fields[i].name)
			}
			params[i] = n.Id
			return ""
		}
		if len(c.Args) > len(ev.fields) {
			return nil, fmt.Sprintf("%s() takes %d fields", ev.name, len(ev.fields))
		}
		for i, a := range c.Args {
			if why := bind(i, a); why != "" {
				return nil, why
			}
		}
		for _, k := range c.Keywords {
			idx := -1
			for i, fl := range ev.fields {
				if fl.name == k.Arg {
					idx = i
				}
			}
			if idx < 0 {
				return nil, fmt.Sprintf("%s has no field %s", ev.name, k.Arg)
			}
			if why := bind(idx, k.Value); why != "" {
				return nil, why
			}
		}
		for i, p := range params {
			if p == "" {
				return nil, fmt.Sprintf("%s() is missing the field %s", ev.name, ev.fields[i].name)
			}
		}
		out = append(out, performed{class: ev, params: params})
	}
	return out, ""
}

// performEvents adds the facts of the events the trusted function t
// performs at a call whose own fact is callID; conv maps its parameters
// to the values passed.
func (f *frame) performEvents(t *trustedV, conv map[string]Value, callID string, span diag.Span) {
	l := f.l
	if len(t.performs) == 0 {
		return
	}
	if l.eventNamed(t.def.Name) != nil {
		f.poison("unsupported-guarantee", span, "the trusted function %s has the name of an event class", t.def.Name)
		return
	}
	for _, p := range t.performs {
		var fields []ir.FactField
		for i, fl := range p.class.fields {
			v, ok := conv[p.params[i]]
			if !ok {
				f.poison("unsupported-trusted-argument", span, "%s performs %s from the parameter %s, which the call does not bind", t.def.Name, p.class.name, p.params[i])
				return
			}
			if fl.typ == "float" && isIntLike(v) {
				f.poison("unsupported-trusted-argument", span, "%s performs %s with an int as its float field %s, which is not modelled", t.def.Name, p.class.name, fl.name)
				return
			}
			cv, ok := coerce(v, fl.typ)
			if !ok || sortOf(cv) != fl.sort {
				f.poison("unsupported-trusted-argument", span, "%s performs %s with a %s as its field %s, annotated %s", t.def.Name, p.class.name, v.typeName(), fl.name, fl.typ)
				return
			}
			e, _ := scalarExpr(cv)
			fields = append(fields, factField(fl.name, fl.typ, fl.sort, e))
		}
		l.addFact(p.class.name, nil, fields, f.reach, span)
		l.out.Facts[len(l.out.Facts)-1].PerformedBy = callID
	}
}
