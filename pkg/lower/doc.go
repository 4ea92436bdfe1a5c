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
// models (clauz3, clauz3.spec, clauz3.policy, deal, typing, __future__),
// function and class definitions (classes with inert bodies only),
// assignments of constant expressions (each global bound once), and an
// `if __name__ == "__main__":` block that only calls the target with
// constant arguments. Annotations must be type syntax (CPython evaluates
// them at definition time). Trusted modules are read, not checked: their
// effect("...") relations, @deal.has functions, @contract builders and
// domain_policy(...) values are what lower uses.
//
// The target: parameters of type bool, int, str, float become inputs
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
// if/elif/else (both arms run, merged at the join), assert, raise of a
// built-in exception class, pass, imports, nested def, and for over
// range(<constants>), a list/tuple/dict of known length, enumerate, zip,
// reversed, dict views (unrolled, loop-carried state exact), while loops
// whose condition is a constant at every iteration (unrolled, at most 100
// iterations), break, continue and for/while else clauses.
//
// Expressions: constants (bool, int, str, float, None), names (local,
// enclosing at call time, module, builtin), attributes of modules, calls
// (helpers, lambdas and nested functions analysed at each call; trusted
// functions recorded as facts), and/or with short-circuit and operand
// values, not, conditional expressions, chained comparisons (middle
// operand once, right operands lazily), == != < <= > >= on ints/bools and
// floats, == != on str/None/lists, in/not in on str, lists, dicts, is/is
// not with None and bools, + - * // % ** (constant exponent) on ints with
// Python's floor semantics, + - * / on floats (IEEE, RNE), str + str,
// str * n (n a constant up to 64, or a bool),
// f-strings of str/int/bool/None, s[i], s[a:b], list[i], dict[k],
// list/tuple/dict displays (dict keys constant), list comprehensions (any
// number of for/if clauses, iterables of known length), generator
// expressions consumed by sum/any/all/list/tuple/min/max (any and all stop
// at the deciding element), lambdas. Built-ins: len, print, str, int,
// bool, float, abs, min, max, sum, any, all, list, tuple, enumerate, zip,
// reversed, isinstance (built-in classes); str.startswith/endswith/find/
// index/join; dict.get/keys/values/items.
//
// Run-time errors are "exception" obligations (the path ends there):
// ZeroDivisionError, IndexError, KeyError, TypeError (bad operand types,
// bad calls, non-callables), NameError/UnboundLocalError (a name bound on
// one path only), ValueError (str.index, unpacking, str() of an int of
// more than 4300 digits, CPython's limit), AttributeError, and
// every raise, unless the target declares the class with @deal.raises.
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
// -kwargs, -builtin, -call, -str-method, -list-method, -dict-method,
// -dict, -set, -comprehension, -generator, -walrus, -slice, -fstring,
// -str-literal, -float-literal, -constant, -str-op, -list-op, -int-op,
// -float-op, -pow, -true-division, -int-to-float, -str-order,
// -str-conversion, -compare, -list-compare, -is, -in, -subscript,
// -attribute, -mutation, -assign-target, -augassign, -unpacking,
// -mixed-types, -escaping-closure, -lambda, -def, -reraise, -raise,
// -dunder, -builtin-module, -effect-in-assert, -trusted-param-type, -trusted-argument, -trusted-result,
// -effect, -policy, -required-contract, and for guarantees
// -guarantee, -guarantee-name-error, -guarantee-type-error,
// -relation-method, -relation-lambda, -contract-statement,
// -unknown-effect, -unknown-effect-field.
//
// # Output conventions
//
// Expressions are proof-of-thought strings; lower never emits Python
// and/or/not. Long expressions are named by fresh symbols "_d<n>" whose
// definition "(_d<n> == e)" is in knowledge_base, which solve must assert
// for every obligation (a definitional extension: it never constrains
// the inputs). Other fresh symbols: "<fn>_result<n>" (a trusted call's
// result), "_raised<n>" (a trusted call that may raise), "_u<n>" (the
// unconstrained value of something unsupported; the proof is refused
// anyway). Fact conditions, obligation goals and fields mention only
// inputs and these symbols. Ids are o1.., f1.., a1.. in program order.
package lower
