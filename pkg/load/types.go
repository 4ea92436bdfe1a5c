package load

import (
	"strings"

	"clauz3/pkg/ir"
	"clauz3/pkg/python/ast"
	"clauz3/pkg/python/compile"
)

// typingAliases maps the typing names the seed lists to the builtin
// generic they normalise to.
var typingAliases = map[string]string{
	"List": "list", "Sequence": "list", "Iterable": "list",
	"Set": "set", "FrozenSet": "set",
	"Dict": "dict", "Mapping": "dict", "MutableMapping": "dict",
	"Tuple": "tuple", "AnyStr": "str", "Sized": "Sized",
}

// names is what a module's imports bind: local name -> qualified name
// ("typing.List", "typing", "re.Pattern", "re").
type names map[string]string

func moduleNames(tree *ast.Module) names {
	ns := names{}
	for _, s := range tree.Body {
		switch s := s.(type) {
		case *ast.Import:
			for _, a := range s.Names {
				if a.Asname != "" {
					ns[a.Asname] = a.Name
				} else {
					root := strings.SplitN(a.Name, ".", 2)[0]
					ns[root] = root
				}
			}
		case *ast.ImportFrom:
			if s.Level != 0 {
				continue
			}
			for _, a := range s.Names {
				local := a.Name
				if a.Asname != "" {
					local = a.Asname
				}
				ns[local] = s.Module + "." + a.Name
			}
		case *ast.ClassDef:
			ns[s.Name] = "class:" + s.Name
		case *ast.Assign:
			if name, ok := typeVarName(s, ns); ok {
				ns[name] = typeVarPrefix + name
			}
		case *ast.FunctionDef:
			ns[s.Name] = "def:" + s.Name
		}
	}
	return ns
}

// signatures lists the top-level functions and the methods of top-level
// classes with normalised annotations. Without `from __future__ import
// annotations` CPython evaluates annotations when the def statement runs,
// so a name is looked up among the bindings made before it (a class
// defined further down is a NameError, a builtin rebound earlier is not
// the builtin); with it, annotations are never evaluated and names are
// taken from the whole module.
func signatures(tree *ast.Module) []ir.Signature {
	lazy := compile.FutureFeatures(tree).Annotations
	final := moduleNames(tree)
	final[lazyKey] = "lazy"
	env := names{}
	scope := func() names {
		if lazy {
			return final
		}
		return env
	}
	out := []ir.Signature{}
	for _, s := range tree.Body {
		switch s := s.(type) {
		case *ast.FunctionDef:
			out = append(out, signature(s.Name, s.Args, s.Returns, s.Span(), scope()))
		case *ast.AsyncFunctionDef:
			out = append(out, signature(s.Name, s.Args, s.Returns, s.Span(), scope()))
		case *ast.ClassDef:
			// methods' annotations are evaluated in the class body
			cls := scope()
			if !lazy {
				cls = env.copy()
			}
			for _, m := range s.Body {
				switch m := m.(type) {
				case *ast.FunctionDef:
					out = append(out, signature(s.Name+"."+m.Name, m.Args, m.Returns, m.Span(), cls))
				case *ast.AsyncFunctionDef:
					out = append(out, signature(s.Name+"."+m.Name, m.Args, m.Returns, m.Span(), cls))
				}
				if !lazy {
					bind(cls, m)
				}
			}
		}
		bind(env, s)
	}
	return out
}

// lazyKey marks the names of a module whose annotations are never
// evaluated (from __future__ import annotations).
const lazyKey = ""

// typeVarPrefix marks a name bound to typing.TypeVar("name", ...).
const typeVarPrefix = "typevar:"

// typeVarName is the name s binds to a type variable, RowT =
// TypeVar("RowT", ...), with TypeVar resolved through ns.
func typeVarName(s *ast.Assign, ns names) (string, bool) {
	n, ok := s.Targets[0].(*ast.Name)
	if !ok || len(s.Targets) != 1 {
		return "", false
	}
	c, ok := s.Value.(*ast.Call)
	if !ok || len(c.Args) < 1 {
		return "", false
	}
	if q, _ := qualified(c.Func, ns); q != "typing.TypeVar" {
		return "", false
	}
	k, ok := c.Args[0].(*ast.Constant)
	if !ok || k.Value.Kind != ast.ConstStr || k.Value.Str != n.Id {
		return "", false
	}
	return n.Id, true
}

// Bindings that are not import-qualified names, classes or functions.
const (
	boundValue = "value:" // bound to a value by an assignment, a loop, ...
	boundMaybe = "maybe:" // bound or not depending on the run (inside if, try, ...)
	unbound    = "unbound:"
)

func (ns names) copy() names {
	c := make(names, len(ns))
	for k, v := range ns {
		c[k] = v
	}
	return c
}

// bind records the names statement s binds in the scope it runs in.
func bind(ns names, s ast.Stmt) {
	switch s := s.(type) {
	case *ast.Import:
		for _, a := range s.Names {
			if a.Asname != "" {
				ns[a.Asname] = a.Name
			} else {
				root := strings.SplitN(a.Name, ".", 2)[0]
				ns[root] = root
			}
		}
		return
	case *ast.ImportFrom:
		for _, a := range s.Names {
			if a.Name == "*" {
				ns["*"] = boundMaybe
				continue
			}
			local := a.Name
			if a.Asname != "" {
				local = a.Asname
			}
			if s.Level != 0 {
				ns[local] = boundValue + local
				continue
			}
			ns[local] = s.Module + "." + a.Name
		}
		return
	case *ast.ClassDef:
		bindExprs(ns, s.DecoratorList, s.Bases)
		ns[s.Name] = "class:" + s.Name
		return
	case *ast.FunctionDef:
		bindExprs(ns, s.DecoratorList, nil)
		ns[s.Name] = "def:" + s.Name
		return
	case *ast.AsyncFunctionDef:
		bindExprs(ns, s.DecoratorList, nil)
		ns[s.Name] = "def:" + s.Name
		return
	case *ast.Assign:
		for _, t := range s.Targets {
			bindTarget(ns, t, boundValue)
		}
		bindExprs(ns, []ast.Expr{s.Value}, nil)
		if name, ok := typeVarName(s, ns); ok {
			ns[name] = typeVarPrefix + name
		}
		return
	case *ast.AnnAssign:
		if s.Value != nil {
			bindTarget(ns, s.Target, boundValue)
			bindExprs(ns, []ast.Expr{s.Value}, nil)
		}
		return
	case *ast.AugAssign:
		bindTarget(ns, s.Target, boundValue)
		return
	case *ast.Delete:
		for _, t := range s.Targets {
			bindTarget(ns, t, unbound)
		}
		return
	case *ast.ExprStmt:
		bindExprs(ns, []ast.Expr{s.Value}, nil)
		return
	case *ast.Global, *ast.Nonlocal, *ast.Pass, *ast.Break, *ast.Continue, *ast.Return, *ast.Raise, *ast.Assert:
		return
	}
	// A compound statement: what it binds depends on the run.
	ast.Inspect(s, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.Lambda:
			return false
		case *ast.FunctionDef:
			ns[n.Name] = boundMaybe + n.Name
			return false
		case *ast.AsyncFunctionDef:
			ns[n.Name] = boundMaybe + n.Name
			return false
		case *ast.ClassDef:
			ns[n.Name] = boundMaybe + n.Name
			return false
		case *ast.Name:
			if n.Ctx != ast.Load {
				ns[n.Id] = boundMaybe + n.Id
			}
		case *ast.Alias:
			name := n.Asname
			if name == "" {
				name = strings.SplitN(n.Name, ".", 2)[0]
			}
			ns[name] = boundMaybe + name
		case *ast.ExceptHandler:
			if n.Name != "" {
				ns[n.Name] = boundMaybe + n.Name
			}
		case *ast.MatchAs:
			if n.Name != "" {
				ns[n.Name] = boundMaybe + n.Name
			}
		case *ast.MatchStar:
			if n.Name != "" {
				ns[n.Name] = boundMaybe + n.Name
			}
		case *ast.MatchMapping:
			if n.Rest != "" {
				ns[n.Rest] = boundMaybe + n.Rest
			}
		}
		return true
	})
}

// bindTarget binds the names of an assignment target.
func bindTarget(ns names, t ast.Expr, how string) {
	ast.Inspect(t, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.Name:
			ns[n.Id] = how + n.Id
		case *ast.Attribute, *ast.Subscript:
			return false
		}
		return true
	})
}

// bindExprs binds the targets of assignment expressions (x := ...), which
// bind in the enclosing scope even inside a comprehension.
func bindExprs(ns names, a, b []ast.Expr) {
	for _, e := range append(append([]ast.Expr{}, a...), b...) {
		if e == nil {
			continue
		}
		ast.Inspect(e, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.Lambda:
				return false
			case *ast.NamedExpr:
				if name, ok := n.Target.(*ast.Name); ok {
					ns[name.Id] = boundValue + name.Id
				}
			}
			return true
		})
	}
}

func signature(name string, args *ast.Arguments, returns ast.Expr, span ir.Span, ns names) ir.Signature {
	sig := ir.Signature{Name: name, Params: []ir.Param{}, Span: span}
	if returns != nil {
		t := normalize(returns, ns)
		sig.Returns = &t
	}
	if args == nil {
		return sig
	}
	add := func(a *ast.Arg, kind string, hasDefault bool) {
		p := ir.Param{Name: a.Arg, Kind: kind, HasDefault: hasDefault, Span: a.Span()}
		if a.Annotation != nil {
			t := normalize(a.Annotation, ns)
			p.Type = &t
		}
		sig.Params = append(sig.Params, p)
	}
	positional := append(append([]*ast.Arg{}, args.Posonlyargs...), args.Args...)
	firstDefault := len(positional) - len(args.Defaults)
	for i, a := range positional {
		kind := ir.ParamNormal
		if i < len(args.Posonlyargs) {
			kind = ir.ParamPositionalOnly
		}
		add(a, kind, i >= firstDefault)
	}
	if args.Vararg != nil {
		add(args.Vararg, ir.ParamVarPositional, false)
	}
	for i, a := range args.Kwonlyargs {
		add(a, ir.ParamKeywordOnly, i < len(args.KwDefaults) && args.KwDefaults[i] != nil)
	}
	if args.Kwarg != nil {
		add(args.Kwarg, ir.ParamVarKeyword, false)
	}
	return sig
}

// normalize turns an annotation into its canonical type name, or a Type
// with Error set (Name is then the annotation's source form).
func normalize(e ast.Expr, ns names) ir.Type {
	name, err := typeName(e, ns, 0)
	if err != "" {
		return ir.Type{Name: exprText(e), Error: err}
	}
	return ir.Type{Name: name}
}

// qualified resolves a Name or Attribute chain through the bindings:
// "List" -> "typing.List" after `from typing import List`. err is set
// when the name is not bound to something an annotation can name.
func qualified(e ast.Expr, ns names) (q, err string) {
	switch x := e.(type) {
	case *ast.Name:
		v, ok := ns[x.Id]
		switch {
		case !ok && ns["*"] == boundMaybe:
			return "", "name '" + x.Id + "' may be bound by an import * when the annotation is evaluated"
		case !ok && builtinNames[x.Id]:
			return "builtins." + x.Id, ""
		case !ok && ns[lazyKey] != "":
			return "", "unknown type name " + x.Id
		case !ok:
			return "", "name '" + x.Id + "' is not defined when the annotation is evaluated (NameError)"
		case strings.HasPrefix(v, unbound):
			return "", "name '" + x.Id + "' is deleted before the annotation is evaluated (NameError)"
		case strings.HasPrefix(v, boundMaybe):
			return "", "name '" + x.Id + "' may be unbound when the annotation is evaluated"
		case strings.HasPrefix(v, boundValue):
			return "", x.Id + " is a variable of the module, not a type"
		}
		return v, ""
	case *ast.Attribute:
		base, err := qualified(x.Value, ns)
		if err != "" || base == "" {
			return "", err
		}
		return base + "." + x.Attr, ""
	}
	return "", ""
}

func typeName(e ast.Expr, ns names, depth int) (string, string) {
	if depth > 20 {
		return "", "annotation nested too deeply"
	}
	switch x := e.(type) {
	case *ast.Constant:
		if x.Value.Kind == ast.ConstNone {
			return "None", ""
		}
		if x.Value.Kind == ast.ConstStr {
			return "", "string (forward-reference) annotations are not supported"
		}
		return "", "a constant is not a type"
	case *ast.Name, *ast.Attribute:
		q, err := qualified(e, ns)
		if err != "" {
			return "", err
		}
		switch {
		case strings.HasPrefix(q, "builtins."):
			n := strings.TrimPrefix(q, "builtins.")
			switch n {
			case "bool", "int", "float", "str", "bytes", "list", "set", "dict", "tuple", "frozenset", "object", "type":
				if n == "frozenset" {
					n = "set"
				}
				return n, ""
			case "None":
				return "None", ""
			}
			return "", "unknown type name " + n
		case strings.HasPrefix(q, "typing."):
			n := strings.TrimPrefix(q, "typing.")
			if a, ok := typingAliases[n]; ok {
				return a, ""
			}
			if n == "Pattern" {
				return "Pattern", ""
			}
			return "", "typing." + n + " is not a supported annotation"
		case q == "re.Pattern":
			return "Pattern", ""
		case strings.HasPrefix(q, "class:"):
			return strings.TrimPrefix(q, "class:"), ""
		case strings.HasPrefix(q, typeVarPrefix):
			return strings.TrimPrefix(q, typeVarPrefix), ""
		case q != "":
			// A class imported from another module: keep its qualified name.
			return q, ""
		}
		return "", "unsupported annotation"
	case *ast.Subscript:
		base, err := typeName(x.Value, ns, depth+1)
		if err != "" {
			return "", err
		}
		var args []ast.Expr
		if t, ok := x.Slice.(*ast.Tuple); ok {
			args = t.Elts
		} else {
			args = []ast.Expr{x.Slice}
		}
		want := map[string]int{"list": 1, "set": 1, "dict": 2, "type": 1}
		switch base {
		case "list", "set", "dict", "type":
			if len(args) != want[base] {
				return "", base + " takes " + plural(want[base], "type argument")
			}
			var parts []string
			for _, a := range args {
				n, err := typeName(a, ns, depth+1)
				if err != "" {
					return "", err
				}
				parts = append(parts, n)
			}
			return base + "[" + strings.Join(parts, ", ") + "]", ""
		case "tuple":
			var parts []string
			for i, a := range args {
				if c, ok := a.(*ast.Constant); ok && c.Value.Kind == ast.ConstEllipsis {
					if i != 1 || len(args) != 2 {
						return "", "'...' is allowed only as tuple[T, ...]"
					}
					parts = append(parts, "...")
					continue
				}
				n, err := typeName(a, ns, depth+1)
				if err != "" {
					return "", err
				}
				parts = append(parts, n)
			}
			return "tuple[" + strings.Join(parts, ", ") + "]", ""
		}
		return "", base + " cannot be subscripted in an annotation"
	case *ast.BinOp:
		return "", "union annotations are not supported"
	}
	return "", "unsupported annotation"
}

func plural(n int, s string) string {
	if n == 1 {
		return "1 " + s
	}
	return string(rune('0'+n)) + " " + s + "s"
}

// exprText renders simple annotation expressions for messages.
func exprText(e ast.Expr) string {
	switch x := e.(type) {
	case *ast.Name:
		return x.Id
	case *ast.Attribute:
		return exprText(x.Value) + "." + x.Attr
	case *ast.Constant:
		return x.Value.String()
	case *ast.Subscript:
		return exprText(x.Value) + "[" + exprText(x.Slice) + "]"
	case *ast.Tuple:
		var parts []string
		for _, el := range x.Elts {
			parts = append(parts, exprText(el))
		}
		return strings.Join(parts, ", ")
	case *ast.BinOp:
		return exprText(x.Left) + " | " + exprText(x.Right)
	}
	return "<annotation>"
}
