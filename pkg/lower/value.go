package lower

import (
	"clauz3/pkg/diag"
	"clauz3/pkg/dsl"
	"clauz3/pkg/python/ast"
)

// Value is what a Python expression evaluates to during symbolic
// execution. Scalars carry a DSL expression; the other kinds are static
// (known at lowering time): functions, modules, literal lists.
type Value interface{ typeName() string }

// boolV is a Python bool.
type boolV struct{ e term }

// intV is a Python int (unbounded, Z3 Int).
type intV struct{ e term }

// strV is a Python str (a sequence of code points, Z3 String).
type strV struct{ e term }

// floatV is a Python float (IEEE-754 double, Z3 FP). obj identifies the
// float object (see lowerer.newFloat); 0 means the object is not known
// (a value merged from several paths). A positive obj is an object the
// program made (a new object, unlike any other); a negative one an
// object from outside it (an input, a trusted result, a row's field,
// a math constant), which may be the very object another such value is
// (main(x, x); two calls returning math.nan). Identity matters where
// CPython tests it before equality (in, == of containers): a NaN is
// equal to nothing, yet x in [x] holds.
type floatV struct {
	e   term
	obj int
}

// noneV is None.
type noneV struct{}

// listV is a list or tuple whose length and element positions are known
// statically. Element i is present only when present[i] holds (nil means
// every element is present); a comprehension with a filter makes such lists.
// Lists are immutable here: every mutating operation is unsupported, so
// aliasing cannot be observed.
type listV struct {
	elems   []Value
	present []term
	tuple   bool
	// merged is set on a list made by merging two different lists after
	// a branch: it stands for one object or the other, so a change in
	// place would change neither (listmethods.go refuses it).
	merged bool
	// mergedInto is set on a list that went into such a merge: the merged
	// list holds its elements as they were, so a later change in place
	// would not be seen there (refused too).
	mergedInto bool
	// readers are the iterators made over the list (enumerate, zip,
	// reversed): they hold its elements as they were, while CPython's
	// read it as it is when they are advanced.
	readers []*iterV
	// born is the iteration of a loop over rows that made the list
	// (lowerer.iteration); 0 where it is not known to be new there.
	born int
}

// funcV is an untrusted Python function or lambda: analysed at each call.
type funcV struct {
	def        *ast.FunctionDef // nil for a lambda
	lam        *ast.Lambda
	mod        *module
	env        *frame // enclosing function frame (closures), nil at module level
	name       string
	decos      []deco
	defaults   []Value          // for the last len(defaults) positional parameters
	kwDefaults []Value          // per keyword-only parameter, nil when it has none
	snapshot   map[string]Value // module globals at definition time (the target)
	// unmodelled is set on a function with a decorator clauz3 refused
	// (a validator with keywords, @functools.cache): a call of it, and
	// the target's body, may not do what the body says.
	unmodelled bool
}

// deco is a deal or clauz3 decorator of a function, as written.
type deco struct {
	kind string // "guarantee", "pre", "post", "ensure", "raises", "docpre"
	call *ast.Call
	expr ast.Expr  // for docpre: a docstring precondition (docpre.go); nil when why says it cannot be read
	at   diag.Span // for docpre: where it is written
	why  string
	excs []string // for raises: the exception class names
}

// trustedV is a trusted function (under a trusted root, @deal.has).
type trustedV struct {
	def        *ast.FunctionDef
	mod        *module
	markers    []string
	decos      []deco
	defaults   []Value
	kwDefaults []Value
	performs   []performed // the events its @performs declares
}

// excInstV is an exception instance (the value of ValueError("x")).
type excInstV struct{ name string }

// contractV is a @contract builder under a trusted root.
type contractV struct {
	def *ast.FunctionDef
	mod *module
}

// moduleV is an imported module; mod is nil for modules clauz3 models
// itself (clauz3, deal, typing, ...).
type moduleV struct {
	name string
	mod  *module
}

// builtinV is a built-in function or a name of a modelled module, named
// by its qualified name ("len", "clauz3.guarantee", "deal.pre").
type builtinV struct{ name string }

// excClassV is a built-in exception class.
type excClassV struct{ name string }

// classV is a class defined in the program (not modelled beyond its name).
type classV struct {
	def *ast.ClassDef
	mod *module
}

// methodV is a bound method of a str value ("s.startswith").
type methodV struct {
	recv Value
	name string
}

// decoratorV is the value of a deal decorator factory call such as
// deal.pre(lambda x: ...) or clauz3.guarantee(spec), kept with its node.
type decoratorV struct {
	name string
	call *ast.Call
}

// poisonV stands for a value lowering cannot model: reading it where its
// value matters is unsupported. truth, when set, is its truthiness (a value
// of one of several types, such as the result of "x and f()").
type poisonV struct {
	code, msg string
	span      diag.Span
	reported  bool
	truth     term
}

func (boolV) typeName() string  { return "bool" }
func (intV) typeName() string   { return "int" }
func (strV) typeName() string   { return "str" }
func (floatV) typeName() string { return "float" }
func (noneV) typeName() string  { return "NoneType" }
func (v *listV) typeName() string {
	if v.tuple {
		return "tuple"
	}
	return "list"
}
func (*funcV) typeName() string      { return "function" }
func (*trustedV) typeName() string   { return "function" }
func (*contractV) typeName() string  { return "function" }
func (*moduleV) typeName() string    { return "module" }
func (*builtinV) typeName() string   { return "builtin_function_or_method" }
func (*excClassV) typeName() string  { return "type" }
func (*classV) typeName() string     { return "type" }
func (*methodV) typeName() string    { return "builtin_function_or_method" }
func (*decoratorV) typeName() string { return "function" }
func (*poisonV) typeName() string    { return "?" }
func (*excInstV) typeName() string   { return "exception" }

// scalarExpr returns the DSL expression of a scalar value.
func scalarExpr(v Value) (term, bool) {
	switch v := v.(type) {
	case boolV:
		return v.e, true
	case intV:
		return v.e, true
	case strV:
		return v.e, true
	case floatV:
		return v.e, true
	}
	return nil, false
}

// sortOf returns the DSL sort of a scalar value.
func sortOf(v Value) string {
	switch v.(type) {
	case boolV:
		return sortBool
	case intV:
		return sortInt
	case strV:
		return sortString
	case floatV:
		return sortFloat
	}
	return ""
}

// sortOfType maps a normalised Python type to a DSL sort ("" if none).
func sortOfType(t string) string {
	switch t {
	case "bool":
		return sortBool
	case "int":
		return sortInt
	case "str":
		return sortString
	case "float":
		return sortFloat
	}
	return ""
}

// sameValue reports whether a and b are certainly the same value.
func sameValue(a, b Value) bool {
	switch a := a.(type) {
	case boolV, intV, strV, floatV:
		ea, _ := scalarExpr(a)
		eb, ok := scalarExpr(b)
		return ok && sortOf(a) == sortOf(b) && same(ea, eb)
	case noneV:
		_, ok := b.(noneV)
		return ok
	case *listV:
		bl, ok := b.(*listV)
		if ok && !a.tuple {
			// a list is an object that may change in place: two equal
			// lists are two values (listmethods.go)
			return a == bl
		}
		if !ok || len(a.elems) != len(bl.elems) || a.tuple != bl.tuple {
			return false
		}
		for i := range a.elems {
			if !sameValue(a.elems[i], bl.elems[i]) || !same(a.presentAt(i), bl.presentAt(i)) {
				return false
			}
		}
		return true
	}
	return a == b
}

func (v *listV) presentAt(i int) term {
	if v.present == nil {
		return tTrue
	}
	return v.present[i]
}

// exact reports whether every element of the list is present.
func (v *listV) exact() bool {
	for i := range v.elems {
		if !isTrue(v.presentAt(i)) {
			return false
		}
	}
	return true
}

// lenExpr is the list's length as an Int expression.
func (v *listV) lenExpr() term {
	if v.exact() {
		return intTermI(int64(len(v.elems)))
	}
	var parts []term
	for i := range v.elems {
		parts = append(parts, mkIte(v.presentAt(i), intTermI(1), intTermI(0)))
	}
	return mkSum(parts)
}

// pyTypeOfSort is the Python type name of a DSL sort.
func pyTypeOfSort(s string) string {
	switch s {
	case sortBool:
		return "bool"
	case sortInt:
		return "int"
	case sortString:
		return "str"
	case sortFloat:
		return "float"
	}
	return "?"
}

// scalar is the Python value of a term of sort Bool, Int, String or
// Float64 (a float is a new object).
func (l *lowerer) scalar(t term) Value {
	switch t.Sort.Kind {
	case dsl.KBool:
		return boolV{t}
	case dsl.KInt:
		return intV{t}
	case dsl.KString:
		return strV{t}
	case dsl.KFP:
		return l.outsideFloat(t)
	}
	panic(diag.ICE("lower: no Python value of sort %s", t.Sort))
}
