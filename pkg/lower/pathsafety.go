package lower

// This file models the path predicates of the runtime package that the
// reference's standard libraries use in their preconditions
// (clauz3._path_safety): lexical checks of a str, written here as the
// same conjunctions of `in`, startswith, endswith and == (each one
// checked against the reference's implementation on random strings by
// TestPathSafety).

import (
	"clauz3/pkg/dsl"
	"clauz3/pkg/python/ast"
)

// pathSafety are the modelled predicates, by name.
var pathSafety = map[string]func(s term) term{
	"has_no_parent_segments": hasNoParentSegments,
	"has_plain_segments":     hasPlainSegments,
	"is_plain_path": func(s term) term {
		return mkAnd(hasNoParentSegments(s), hasPlainSegments(s))
	},
	"url_has_no_parent_segments": func(s term) term {
		parts := []term{hasNoParentSegments(s)}
		for _, tok := range []string{"%2e", "%2E", "%2f", "%2F", "%5c", "%5C", "%25", "%32", "%35",
			"%43", "%63", "%45", "%65", "%46", "%66", "..%", "..?", "..#"} {
			parts = append(parts, notIn(tok, s))
		}
		return mkAnd(parts...)
	},
	"is_single_path_component": func(s term) term {
		return mkAnd(notIn("/", s), notIn("\\", s), notIn(":", s),
			mkNot(mkEq(s, dsl.MkStr("."))), mkNot(mkEq(s, dsl.MkStr(".."))))
	},
}

// notIn is `tok not in s`.
func notIn(tok string, s term) term {
	return mkNot(app(dsl.OpContains, boolSort, []*dsl.Sort{strSort, strSort}, s, dsl.MkStr(tok)))
}

func startsWith(s term, p string) term {
	return app(dsl.OpPrefixOf, boolSort, []*dsl.Sort{strSort, strSort}, dsl.MkStr(p), s)
}

func endsWith(s term, p string) term {
	return app(dsl.OpSuffixOf, boolSort, []*dsl.Sort{strSort, strSort}, dsl.MkStr(p), s)
}

// hasNoParentSegments: no lexical ".." component, POSIX and Windows
// separators and the drive delimiter being boundaries.
func hasNoParentSegments(s term) term {
	return mkOr(notIn("..", s), mkAnd(
		mkNot(mkEq(s, dsl.MkStr(".."))),
		mkNot(startsWith(s, "../")),
		mkNot(startsWith(s, "..\\")),
		notIn("/../", s),
		notIn("/..\\", s),
		notIn("\\../", s),
		notIn("\\..\\", s),
		notIn(":..", s),
		mkNot(endsWith(s, "/..")),
		mkNot(endsWith(s, "\\..")),
	))
}

// hasPlainSegments: no backslash, no empty component, and no "."
// component after the first.
func hasPlainSegments(s term) term {
	return mkAnd(notIn("//", s), notIn("\\", s),
		mkOr(notIn("/.", s), mkAnd(notIn("/./", s), mkNot(endsWith(s, "/.")))))
}

// callPathSafety calls clauz3._path_safety.<name>.
func (f *frame) callPathSafety(name string, args []Value, kws []kwArg, c *ast.Call) (Value, bool) {
	pred, ok := pathSafety[name]
	if !ok {
		return nil, false
	}
	if len(args) != 1 || len(kws) != 0 {
		f.raise("TypeError", c.Span(), "%s() takes exactly one argument", name)
		return quietPoison("unsupported-type", c.Span(), "bad call"), true
	}
	s, ok := args[0].(strV)
	if !ok {
		return f.poisonOrQuiet("unsupported-builtin", c.Span(), "%s() of a %s is not modelled", name, args[0].typeName()), true
	}
	return boolV{pred(s.e)}, true
}
