// Package lower is the lower stage: it symbolically executes the target
// function of a clauz3.ast/v1 document and writes the clauz3.dsl/v1
// document: the target's inputs, one fact per trusted call that may happen
// (with its reachability condition), the assumptions, and the obligations
// (preconditions, assertions, run-time exceptions, postconditions,
// guarantees, and every construct it does not model, as "unsupported").
//
// Soundness contract (ARCHITECTURE.md §4): a construct is either modelled
// with CPython's exact semantics or reported as an unsupported obligation
// at its span; nothing is dropped. Branches are merged at their join (no
// path explosion): every program point carries the condition under which
// CPython reaches it, and values assigned on different paths are merged
// with If. Long expressions are named by fresh definitional symbols
// ("_d<n>", defined in knowledge_base), so the document grows linearly
// with the program.
//
// # What lower models
//
// Module level (entry and imported untrusted modules): docstrings,
// imports that resolve to a module of the document or to a module clauz3
// models (ir.ModelledModules: clauz3, clauz3.spec, clauz3.policy,
// clauz3.fluent, deal, typing, __future__, and the exact part of math),
// function and class definitions (classes with inert bodies only),
// assignments of constant expressions (each global bound once), and an
// `if __name__ == "__main__":` block that calls the target once with
// constant arguments of the annotated types (an obligation checks them
// against the target's @deal.pre; while it fails no guarantee is proved).
// Annotations must be type syntax, and unless the module has `from
// __future__ import annotations` CPython evaluates those of defs, class
// bodies and module-level variables at definition time: a name not bound
// then raises NameError. Trusted modules are read, not checked: their
// effect("...") and effect(fn) relations, trusted functions, @contract
// builders (also @contract(description=...)), fluents and
// domain_policy(...) values are what lower uses. A trusted function is
// marked @deal.has(markers) (clauz3 0.1.4) or @clauz3.trusted (0.2, with
// @deal.has markers or none); its preconditions are @deal.pre or
// @clauz3.requires(pred, message=), its result's assumptions
// @deal.post/@deal.ensure or @clauz3.ensures (the two vocabularies are
// not mixed on one function). A parameter of any annotation is passed to
// the preconditions; only bool/int/str/float parameters are fact fields.
// A result annotated list[R] for a class R(clauz3.Row) with annotated
// str/int/bool/float fields, or list[str|int|bool], is a query: a length
// and one uninterpreted function per field from the row index (rows.go);
// `for x in <query result>` is a symbolic loop whose facts are quantified
// over the index (G8, G9: never unrolled once; what one iteration leaves
// for the next is refused). fluent(name, key=T, value=T, initial=v) and
// @effect(lambda ...: F.set(k, v)) on trusted functions give a state
// whose final value F.final[k] / F.final.all(...) contracts speak of
// (fluent.go).
//
// The target: parameters of type bool, int, str, float become inputs; an
// input holds a value of exactly its annotated type (the runner passes
// them so: a float parameter is a float, never an int)
// (Input.Name is the Python name, or "py_<name>" when the name is a DSL
// built-in such as And or Length, starts with "_", or is taken). Its
// decorators may only be @clauz3.guarantee(C) (C resolves, with the module
// globals of the definition time, to a @contract under a trusted root and
// is interpreted statically), @deal.pre (assumptions, plus the vacuity
// check ir.KindConsistency), @deal.post/@deal.ensure (proved at every
// return) and @deal.raises (exceptions the target may raise).
//
// Statements: expression statements, assignment to names and to tuples of
// names (unpacking a list of known length), augmented assignment to a
// name holding a bool/int/str/float, annotated assignment, return,
// if/elif/else (both arms run, merged at the join), assert (the free
// symbol ir.OptimizeSymbol is python -O, which skips it; otherwise a
// failing test evaluates the message, then raises), raise of a
// built-in exception class, pass, imports, nested def, and for over
// range(<constants>), a list/tuple/dict of known length, enumerate, zip,
// reversed, dict views (unrolled, loop-carried state exact), while loops
// whose condition is a constant at every iteration (unrolled, at most 100
// iterations) or over a counter (summarized, see below), break, continue
// and for/while else clauses.
//
// Expressions: constants (bool, int, str, float, None), names (local,
// enclosing at call time, module, builtin), attributes of modules, calls
// (helpers, lambdas and nested functions analysed at each call; trusted
// functions recorded as facts), and/or with short-circuit and operand
// values, not, conditional expressions, chained comparisons (middle
// operand once, right operands lazily), == != < <= > >= on ints/bools and
// floats (an int and a float compare exactly, never after rounding),
// == != on str/None/lists, in/not in on str, lists, dicts (elements are
// compared identity first, so x in [x] holds for a NaN: float objects
// carry an identity), is/is not with None and bools, + - * // % ** on
// ints with Python's floor semantics (** of two constants exactly, of a
// value to a constant up to 16), + - * / on floats (IEEE, RNE; an int
// operand is converted to the nearest double, OverflowError past the
// largest), ** of a float constant with an exact result, str + str,
// str * n (n a constant up to 64, or a bool),
// f-strings of str/int/bool/None, s[i], s[a:b], list[i], dict[k],
// list/tuple/dict displays (dict keys constant), list comprehensions (any
// number of for/if clauses, iterables of known length), generator
// expressions consumed by sum/any/all/list/tuple/min/max (any and all stop
// at the deciding element), lambdas. Built-ins: len, print (sep, end,
// file=None, flush; the digit limit inside containers; the output stream
// is assumed to accept every str), str, int, bool, float (of numbers and
// of number strings, nan and inf), abs, min, max, sum (with a start),
// any, all, list, tuple, enumerate (with a start), zip, reversed,
// isinstance (built-in classes); str.startswith/endswith/find/index/join;
// dict.get/keys/values/items; set displays and set() with in, len and
// truth (sets.go); x := v in functions; int / int of constants (folded as
// CPython divides); math's constants, floor/ceil/trunc, sqrt, fabs,
// isnan/isinf/isfinite (mathmod.go). enumerate, zip and reversed make one-shot
// iterators (no len(), always true, empty after a full pass; reused after
// a partial pass they are unsupported); dict views are re-iterable, sized,
// and true when non-empty; typing.TYPE_CHECKING is False.
//
// A value whose type depends on the path (`c and "x" or 0`, `s or None`)
// is a union of typed alternatives: operations split over it, each on the
// paths where it is that alternative. After an unsupported construct the
// rest of the path depends on a free symbol (ir.UnsupportedPrefix), so no
// counterexample rests on what follows it.
//
// Run-time errors are "exception" obligations (the path ends there):
// ZeroDivisionError, IndexError, KeyError, TypeError (bad operand types,
// bad calls, non-callables), NameError/UnboundLocalError (a name bound on
// one path only), ValueError (str.index, unpacking, str() of an int of
// more than 4300 digits, CPython's limit), AttributeError, OverflowError
// (int to float), and every raise, unless the target declares the exact
// class with @deal.raises (deal checks type(exc) in the declared classes,
// so a subclass is not covered).
//
// # Unsupported codes
//
// Everything else is an obligation of kind "unsupported" at its span:
// unsupported-while, -try, -with, -match, -async, -del, -global,
// -nonlocal, -class, -break, -continue, -type-alias, -module-statement,
// -main-block, -global-rebinding, -import, -import-star,
// -circular-import, -decorator, -validator, -validator-binding,
// -annotation, -param, -param-type, -target, -recursion, -call-depth,
// -too-large, -loop-too-long, -symbolic-loop, -range, -varargs, -starred,
// -kwargs, -builtin, -iterator, -call, -str-method, -list-method, -dict-method,
// -dict, -set, -comprehension, -generator, -walrus, -slice, -fstring,
// -str-literal, -float-literal, -constant, -str-op, -list-op, -int-op,
// -float-op, -pow, -true-division, -int-to-float, -str-order,
// -str-conversion, -compare, -list-compare, -is, -in, -subscript,
// -attribute, -mutation, -assign-target, -augassign, -unpacking,
// -mixed-types, -escaping-closure, -lambda, -def, -reraise, -raise,
// -dunder, -builtin-module, -effect-in-assert, -trusted-param-type, -trusted-argument, -trusted-result,
// -effect, -policy, -required-contract, and for guarantees
// -guarantee, -guarantee-name-error, -guarantee-type-error,
// -guarantee-value-error, -guarantee-raises (a contract or its helper
// raises while the guarantee is built), -relation-method,
// -relation-lambda, -contract-statement, -unknown-effect (also an event
// class no trusted function performs), -unknown-effect-field.
//
// match statements (match.go): literal and value patterns (==), None,
// True and False (is), captures, the wildcard, as-patterns, or-patterns
// without captures, sequence patterns over lists and tuples of known
// length, int()/str()/bool()/float() class patterns; others are
// unsupported-match. divmod, pow (three arguments: ints, a constant
// exponent 0..65536, by squaring modulo m) and round (half to even;
// ndigits refused) are in numbuiltins.go.
//
// A while loop over a counter whose test depends on the inputs, or that
// runs more than maxWhile times, is summarized (whilesum.go): lowered
// once for a symbolic iteration, as a loop over rows. Any other while
// loop whose test depends on the inputs is unrolled up to
// maxWhile iterations, each run that leaves the loop leaving through its
// else; a loop-bound obligation (ir.KindLoopBound) says every run has
// left by then. Not proved, it makes every proof unknown
// (ir.ReasonWhileBound); refutations stand. Inside a loop over rows such
// a while is unsupported-while.
//
// A trusted parameter annotated dict[...] is a fact field holding a
// canonical string of a literal dict (equal exactly when Python's ==
// says so) or a free value (dictfield.go); a relation lambda may compare
// it with == or != and a dict literal, nothing else.
//
// Docstring preconditions (docpre.go, PyTA's "Precondition: e" and
// "Preconditions:" lists): obligations at each call of a helper;
// assumptions about the target only with Options.DocPreconditions
// (clauz3 verify), since CPython never reads them; a line that does not
// parse is unsupported-docstring-precondition where it is used.
//
// Events (events.go): a subclass of clauz3.events.Event in a trusted
// module is a frozen dataclass; @performs(lambda p, ...: E(p) | [E(p),
// ...]) on a trusted function adds one fact per event at each call
// (relation: the class; PerformedBy: the call's fact); a relation over a
// class ranges over it and its subclasses. Contract bodies and the plain
// helpers of trusted modules they call are run statically when the
// guarantee is built (contractexec.go): assignments, if on known
// conditions, raise (refused), comprehensions over known lists,
// FilePath/DirectoryPath literals with the reference's lexical rules.
//
// # Output conventions
//
// Expressions are typed terms (dsl.Term, built with sorts checked:
// term.go), written as proof-of-thought text by dsl.Format for the
// document and handed to solve as terms in the front door (ir's *Term
// fields); lower never emits Python and/or/not. Long expressions are named by fresh symbols "_d<n>" whose
// definition "(_d<n> == e)" is in knowledge_base, which solve must assert
// for every obligation (a definitional extension: it never constrains
// the inputs). Other fresh symbols: "<fn>_result<n>" (a trusted call's
// result), "_raised<n>" (a trusted call that may raise), "_u<n>" (the
// unconstrained value of something unsupported; the proof is refused
// anyway). Fact conditions, obligation goals and fields mention only
// inputs and these symbols. Ids are o1.., f1.., a1.. in program order.
package lower
