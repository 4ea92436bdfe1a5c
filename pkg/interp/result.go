package interp

import (
	"fmt"
	"math/big"
	"strings"

	"clauz3/pkg/ir"
	"clauz3/pkg/python/ast"
	"clauz3/pkg/python/value"
)

// ResultError is a trusted result that is not of the type its function
// declares: the proof assumed the declared type (the trusted layer is
// trusted to keep its annotation), so the program must not see the value.
// The run stops at the call, before any later trusted call.
type ResultError struct {
	Func     string // the trusted function, module.name
	Declared string // its return annotation, as clauz3 normalised it
	Where    string // the part of the result that is wrong ("" for all of it)
	Got      string // what came back there: its type and repr
}

func (e *ResultError) Error() string {
	where := "the result"
	if e.Where != "" {
		where = e.Where + " of the result"
	}
	return fmt.Sprintf("%s of %s, declared %s, is %s; clauz3 proved the program for a result of the declared type, so the run stops before the program sees it", where, e.Func, e.Declared, e.Got)
}

// annot is a normalised annotation (pkg/load's canonical type names:
// "int", "list[str]", "dict[str, int]", "tuple[int, ...]", "UserRow").
type annot struct {
	name string
	args []annot
}

// parseAnnot parses a canonical type name; ok is false for a form it
// does not know.
func parseAnnot(s string) (annot, bool) {
	s = strings.TrimSpace(s)
	i := strings.IndexByte(s, '[')
	if i < 0 {
		return annot{name: s}, s != "" && !strings.ContainsAny(s, "],")
	}
	if !strings.HasSuffix(s, "]") {
		return annot{}, false
	}
	a := annot{name: s[:i]}
	inner := s[i+1 : len(s)-1]
	depth, start := 0, 0
	for j := 0; j <= len(inner); j++ {
		if j < len(inner) {
			switch inner[j] {
			case '[':
				depth++
				continue
			case ']':
				depth--
				continue
			case ',':
				if depth > 0 {
					continue
				}
			default:
				continue
			}
		}
		arg, ok := parseAnnot(inner[start:j])
		if !ok {
			return annot{}, false
		}
		a.args = append(a.args, arg)
		start = j + 1
	}
	return a, depth == 0
}

func (a annot) String() string {
	if len(a.args) == 0 {
		return a.name
	}
	parts := make([]string, len(a.args))
	for i, x := range a.args {
		parts[i] = x.String()
	}
	return a.name + "[" + strings.Join(parts, ", ") + "]"
}

// resultChecker checks one trusted result against its annotation.
type resultChecker struct {
	in   *Interp
	f    *TrustedFunc
	c    *Call
	sig  *ir.Signature
	decl string
}

// checkResult checks the result v of the trusted call c of f against the
// return annotation clauz3 proved the program with (pkg/load's
// normalised signature, as pkg/lower reads it), recursively, and returns
// the value the program sees: an int where a float is declared converted
// to that float when the conversion is exact (PEP 484 lets a function
// return an int for float; clauz3 proved a float). A str or int subclass
// arrives flattened by the worker. An annotation clauz3 does not model
// (none, Optional, a typing form it refuses) made every use of the result
// unsupported: no proof rests on it, and the result is not checked.
func (in *Interp) checkResult(f *TrustedFunc, c *Call, v Value) (Value, error) {
	var sig *ir.Signature
	if info := in.infos[f.Module]; info != nil {
		for i := range info.ir.Signatures {
			if info.ir.Signatures[i].Name == f.Name {
				sig = &info.ir.Signatures[i]
			}
		}
	}
	if sig == nil || sig.Returns == nil || sig.Returns.Error != "" {
		return v, nil
	}
	a, ok := parseAnnot(sig.Returns.Name)
	if !ok {
		return v, nil
	}
	rc := &resultChecker{in: in, f: f, c: c, sig: sig, decl: sig.Returns.Name}
	return rc.check(a, v, "")
}

func (rc *resultChecker) fail(where string, v Value) error {
	got := typeName(v)
	if got == "int" {
		got = "an " + got
	} else {
		got = "a " + got
	}
	if r, err := Repr(v); err == nil {
		if rs := []rune(r); len(rs) > 80 {
			r = string(rs[:77]) + "..."
		}
		got += " (" + r + ")"
	}
	return &ResultError{Func: rc.c.Qualname(), Declared: rc.decl, Where: where, Got: got}
}

// check returns v as the program sees it, or the error of its first part
// that is not of type a.
func (rc *resultChecker) check(a annot, v Value, where string) (Value, error) {
	bare := len(a.args) == 0
	switch a.name {
	case "None":
		if _, ok := v.(NoneType); ok && bare {
			return v, nil
		}
		return nil, rc.fail(where, v)
	case "bool":
		if _, ok := v.(bool); ok && bare {
			return v, nil
		}
		return nil, rc.fail(where, v)
	case "int":
		// A bool is an int to Python, not to the proof: f"{x}" would
		// show True where the proof has 1.
		if _, ok := v.(*big.Int); ok && bare {
			return v, nil
		}
		return nil, rc.fail(where, v)
	case "str":
		if _, ok := v.(string); ok && bare {
			return v, nil
		}
		return nil, rc.fail(where, v)
	case "float":
		if !bare {
			return nil, rc.fail(where, v)
		}
		return rc.float(v, where)
	case "object":
		return v, nil
	case "list", "tuple", "dict", "set":
		return rc.container(a, v, where)
	}
	if strings.Contains(a.name, "[") || len(a.args) > 0 {
		return nil, rc.fail(where, v)
	}
	cls, known := rc.class(a.name)
	if !known {
		// A name that is neither a type clauz3 models nor a class:
		// every use of the result was refused.
		return v, nil
	}
	if cls == nil {
		return nil, rc.fail(where, v)
	}
	return rc.row(cls, v, where)
}

// float is v for a float annotation: a float, or an int that converts
// exactly (the double the program sees is then the int's value).
func (rc *resultChecker) float(v Value, where string) (Value, error) {
	switch x := v.(type) {
	case *Float:
		return x, nil
	case *big.Int:
		f, err := value.IntToFloat(x)
		if err != nil {
			return nil, rc.fail(where, v)
		}
		if back, _ := new(big.Float).SetFloat64(f).Int(nil); back.Cmp(x) != 0 {
			e := rc.fail(where, v).(*ResultError)
			e.Got += ", which float() would round: the program would see a value CPython does not"
			return nil, e
		}
		return &Float{F: f}, nil
	}
	return nil, rc.fail(where, v)
}

func (rc *resultChecker) container(a annot, v Value, where string) (Value, error) {
	at := func(i int) string {
		if where == "" {
			return fmt.Sprintf("item %d", i)
		}
		return fmt.Sprintf("%s, item %d", where, i)
	}
	switch a.name {
	case "list":
		l, ok := v.(*List)
		if !ok || len(a.args) > 1 {
			return nil, rc.fail(where, v)
		}
		if len(a.args) == 0 {
			return v, nil
		}
		out := make([]Value, len(l.Elems))
		for i, e := range l.Elems {
			x, err := rc.check(a.args[0], e, at(i))
			if err != nil {
				return nil, err
			}
			out[i] = x
		}
		return &List{Elems: out}, nil
	case "tuple":
		t, ok := v.(*Tuple)
		if !ok {
			return nil, rc.fail(where, v)
		}
		if len(a.args) == 0 {
			return v, nil
		}
		variadic := len(a.args) == 2 && a.args[1].name == "..."
		if !variadic && len(a.args) != len(t.Elems) {
			return nil, rc.fail(where, v)
		}
		out := make([]Value, len(t.Elems))
		for i, e := range t.Elems {
			ea := a.args[0]
			if !variadic {
				ea = a.args[i]
			}
			x, err := rc.check(ea, e, at(i))
			if err != nil {
				return nil, err
			}
			out[i] = x
		}
		return &Tuple{Elems: out}, nil
	case "dict":
		d, ok := v.(*Dict)
		if !ok || (len(a.args) != 0 && len(a.args) != 2) {
			return nil, rc.fail(where, v)
		}
		if len(a.args) == 0 {
			return v, nil
		}
		out := newDict()
		var err error
		i := 0
		d.each(func(k, val Value) bool {
			var kx, vx Value
			if kx, err = rc.check(a.args[0], k, at(i)+" (a key)"); err != nil {
				return false
			}
			if vx, err = rc.check(a.args[1], val, at(i)+" (a value)"); err != nil {
				return false
			}
			out.set(kx, vx)
			i++
			return true
		})
		if err != nil {
			return nil, err
		}
		return out, nil
	}
	// A set never crosses from the worker.
	return nil, rc.fail(where, v)
}

// class resolves a class name of the annotation: a TypeVar bound by a
// parameter annotated type[T] (the class the call passes), a name of the
// trusted module, or a dotted name module.Class. known is false when the
// name is none of these; cls is nil when it names something that is not
// a class.
func (rc *resultChecker) class(name string) (cls *Class, known bool) {
	for _, p := range rc.sig.Params {
		if p.Type != nil && p.Type.Error == "" && p.Type.Name == "type["+name+"]" {
			for _, fl := range rc.c.Fields {
				if fl.Name == p.Name {
					c, _ := fl.Value.(*Class)
					return c, true
				}
			}
			return nil, true
		}
	}
	if m := rc.in.mods[rc.f.Module]; m != nil {
		if v, ok := m.Globals[name]; ok {
			c, _ := v.(*Class)
			return c, true
		}
	}
	if i := strings.LastIndexByte(name, '.'); i > 0 {
		if rc.in.infos[name[:i]] != nil {
			return &Class{Module: name[:i], Name: name[i+1:]}, true
		}
	}
	return nil, false
}

// row checks a row of the Row class cls: a record of exactly that class
// with exactly its annotated fields, each of its type.
func (rc *resultChecker) row(cls *Class, v Value, where string) (Value, error) {
	r, ok := v.(*Record)
	if !ok || r.Module != cls.Module || r.Class != cls.Name {
		return nil, rc.fail(where, v)
	}
	fields, ok := rc.in.rowFields(cls)
	if !ok || len(fields) != len(r.Names) {
		return nil, rc.fail(where, v)
	}
	out := &Record{Module: r.Module, Class: r.Class, Names: r.Names, Vals: make([]Value, len(r.Vals))}
	for i, fl := range fields {
		if r.Names[i] != fl[0] {
			return nil, rc.fail(where, v)
		}
		in := "field " + fl[0]
		if where != "" {
			in = where + ", " + in
		}
		x, err := rc.check(annot{name: fl[1]}, r.Vals[i], in)
		if err != nil {
			return nil, err
		}
		out.Vals[i] = x
	}
	return out, nil
}

// rowFields lists the annotated fields of the class cls as pkg/lower
// reads a clauz3.Row subclass: name and type, in the order written.
func (in *Interp) rowFields(cls *Class) ([][2]string, bool) {
	info := in.infos[cls.Module]
	if info == nil || info.ir.Tree == nil {
		return nil, false
	}
	var def *ast.ClassDef
	for _, s := range info.ir.Tree.Body {
		if d, ok := s.(*ast.ClassDef); ok && d.Name == cls.Name {
			def = d // the last definition is the class
		}
	}
	if def == nil {
		return nil, false
	}
	var out [][2]string
	for _, b := range def.Body {
		if a, ok := b.(*ast.AnnAssign); ok {
			n, ok1 := a.Target.(*ast.Name)
			t, ok2 := a.Annotation.(*ast.Name)
			if !ok1 || !ok2 {
				return nil, false
			}
			out = append(out, [2]string{n.Id, t.Id})
		}
	}
	return out, len(out) > 0
}
