package parser

import (
	"encoding/json"
	"fmt"
	"sort"
	"strconv"
	"strings"
	"testing"

	"clauz3/pkg/python/ast"

	// This package has no goldens; the import makes it accept the suite's
	// -update switch, so that go test ./... -update runs here too.
	_ "clauz3/internal/golden"
)

// dump renders a node as CPython 3.11's ast.dump does (no positions; None
// fields omitted), for the table tests below.
func dump(t *testing.T, n ast.Node) string {
	b, err := ast.Encode(n)
	if err != nil {
		t.Fatal(err)
	}
	v, err := decodeGeneric(b)
	if err != nil {
		t.Fatal(err)
	}
	var sb strings.Builder
	dumpValue(&sb, v)
	return sb.String()
}

func dumpValue(sb *strings.Builder, v any) {
	switch v := v.(type) {
	case nil:
		sb.WriteString("None")
	case []any:
		sb.WriteByte('[')
		for i, x := range v {
			if i > 0 {
				sb.WriteString(", ")
			}
			dumpValue(sb, x)
		}
		sb.WriteByte(']')
	case string:
		sb.WriteString(pyQuote(v))
	case json.Number:
		sb.WriteString(v.String())
	case map[string]any:
		typ, ok := v["_type"].(string)
		if !ok {
			// A constant value.
			var keys []string
			for k := range v {
				keys = append(keys, k)
			}
			sort.Strings(keys)
			k := keys[0]
			switch k {
			case "none":
				sb.WriteString("None")
			case "bool":
				if v[k] == true {
					sb.WriteString("True")
				} else {
					sb.WriteString("False")
				}
			case "int", "float":
				sb.WriteString(v[k].(string))
			case "complex":
				sb.WriteString(v[k].(string) + "j")
			case "str":
				sb.WriteString(pyQuote(v[k].(string)))
			case "bytes":
				sb.WriteString("b" + pyQuote(v[k].(string)))
			case "ellipsis":
				sb.WriteString("Ellipsis")
			}
			return
		}
		switch typ {
		case "Load", "Store", "Del":
		}
		sb.WriteString(typ)
		sb.WriteByte('(')
		first := true
		for _, f := range fieldOrder[typ] {
			x := v[f]
			if x == nil {
				continue
			}
			if !first {
				sb.WriteString(", ")
			}
			first = false
			sb.WriteString(f + "=")
			if s, ok := x.(string); ok && (f == "ctx" || f == "op") {
				sb.WriteString(s + "()")
				continue
			}
			if l, ok := x.([]any); ok && f == "ops" {
				sb.WriteByte('[')
				for i, o := range l {
					if i > 0 {
						sb.WriteString(", ")
					}
					sb.WriteString(o.(string) + "()")
				}
				sb.WriteByte(']')
				continue
			}
			dumpValue(sb, x)
		}
		sb.WriteByte(')')
	default:
		fmt.Fprint(sb, v)
	}
}

func pyQuote(s string) string {
	q := strconv.Quote(s)
	q = strings.ReplaceAll(q[1:len(q)-1], `\"`, `"`)
	return "'" + strings.ReplaceAll(q, "'", `\'`) + "'"
}

// fieldOrder is each class's _fields (CPython 3.12).
var fieldOrder = map[string][]string{}

func init() {
	// Build it from an encoding of every class: the encoder writes fields in
	// _fields order, so reading the keys of pyast.schema.json would also
	// do; a literal table keeps the test independent.
	for _, line := range strings.Split(strings.TrimSpace(fieldTable), "\n") {
		cls, fs, _ := strings.Cut(line, ":")
		fieldOrder[cls] = strings.Fields(fs)
	}
}

const fieldTable = `
Module: body type_ignores
FunctionDef: name args body decorator_list returns type_comment type_params
AsyncFunctionDef: name args body decorator_list returns type_comment type_params
ClassDef: name bases keywords body decorator_list type_params
Return: value
Delete: targets
Assign: targets value type_comment
TypeAlias: name type_params value
AugAssign: target op value
AnnAssign: target annotation value simple
For: target iter body orelse type_comment
AsyncFor: target iter body orelse type_comment
While: test body orelse
If: test body orelse
With: items body type_comment
AsyncWith: items body type_comment
Match: subject cases
Raise: exc cause
Try: body handlers orelse finalbody
TryStar: body handlers orelse finalbody
Assert: test msg
Import: names
ImportFrom: module names level
Global: names
Nonlocal: names
Expr: value
Pass:
Break:
Continue:
BoolOp: op values
NamedExpr: target value
BinOp: left op right
UnaryOp: op operand
Lambda: args body
IfExp: test body orelse
Dict: keys values
Set: elts
ListComp: elt generators
SetComp: elt generators
DictComp: key value generators
GeneratorExp: elt generators
Await: value
Yield: value
YieldFrom: value
Compare: left ops comparators
Call: func args keywords
FormattedValue: value conversion format_spec
JoinedStr: values
Constant: value kind
Attribute: value attr ctx
Subscript: value slice ctx
Starred: value ctx
Name: id ctx
List: elts ctx
Tuple: elts ctx
Slice: lower upper step
comprehension: target iter ifs is_async
ExceptHandler: type name body
arguments: posonlyargs args vararg kwonlyargs kw_defaults kwarg defaults
arg: arg annotation type_comment
keyword: arg value
alias: name asname
withitem: context_expr optional_vars
match_case: pattern guard body
MatchValue: value
MatchSingleton: value
MatchSequence: patterns
MatchMapping: keys patterns rest
MatchClass: cls patterns kwd_attrs kwd_patterns
MatchStar: name
MatchAs: pattern name
MatchOr: patterns
TypeVar: name bound
ParamSpec: name
TypeVarTuple: name
`

// TestParse312 covers Python 3.12 syntax that the 3.11 oracle cannot
// check: type parameters, type aliases and PEP 701 f-strings. Expected
// trees were written from the 3.12 grammar and ast documentation.
func TestParse312(t *testing.T) {
	for _, tc := range []struct{ src, want string }{
		{"type X = int\n",
			"TypeAlias(name=Name(id='X', ctx=Store()), type_params=[], value=Name(id='int', ctx=Load()))"},
		{"type ListOrSet[T] = list[T] | set[T]\n",
			"TypeAlias(name=Name(id='ListOrSet', ctx=Store()), type_params=[TypeVar(name='T')], value=BinOp(left=Subscript(value=Name(id='list', ctx=Load()), slice=Name(id='T', ctx=Load()), ctx=Load()), op=BitOr(), right=Subscript(value=Name(id='set', ctx=Load()), slice=Name(id='T', ctx=Load()), ctx=Load())))"},
		{"def f[T: int, *Ts, **P](x: T) -> T: pass\n",
			"FunctionDef(name='f', args=arguments(posonlyargs=[], args=[arg(arg='x', annotation=Name(id='T', ctx=Load()))], kwonlyargs=[], kw_defaults=[], defaults=[]), body=[Pass()], decorator_list=[], returns=Name(id='T', ctx=Load()), type_params=[TypeVar(name='T', bound=Name(id='int', ctx=Load())), TypeVarTuple(name='Ts'), ParamSpec(name='P')])"},
		{"class C[T](Base): pass\n",
			"ClassDef(name='C', bases=[Name(id='Base', ctx=Load())], keywords=[], body=[Pass()], decorator_list=[], type_params=[TypeVar(name='T')])"},
		{"type = 1\n", "Assign(targets=[Name(id='type', ctx=Store())], value=Constant(value=1))"},
		{"f\"{\"a\"}\"\n", "Expr(value=JoinedStr(values=[FormattedValue(value=Constant(value='a'), conversion=-1)]))"},
		{"f'{f'{x}'}'\n", "Expr(value=JoinedStr(values=[FormattedValue(value=JoinedStr(values=[FormattedValue(value=Name(id='x', ctx=Load()), conversion=-1)]), conversion=-1)]))"},
		{"f'{'\\n'.join(a)}'\n", "Expr(value=JoinedStr(values=[FormattedValue(value=Call(func=Attribute(value=Constant(value='\\n'), attr='join', ctx=Load()), args=[Name(id='a', ctx=Load())], keywords=[]), conversion=-1)]))"},
		{"f'''{\n  x # comment\n}'''\n", "Expr(value=JoinedStr(values=[FormattedValue(value=Name(id='x', ctx=Load()), conversion=-1)]))"},
		{"f'{x = !r:>{w}}'\n", "Expr(value=JoinedStr(values=[Constant(value='x = '), FormattedValue(value=Name(id='x', ctx=Load()), conversion=114, format_spec=JoinedStr(values=[Constant(value='>'), FormattedValue(value=Name(id='w', ctx=Load()), conversion=-1)]))]))"},
		{"f'{a!=b}'\n", "Expr(value=JoinedStr(values=[FormattedValue(value=Compare(left=Name(id='a', ctx=Load()), ops=[NotEq()], comparators=[Name(id='b', ctx=Load())]), conversion=-1)]))"},
		{"f'{x:=5}'\n", "Expr(value=JoinedStr(values=[FormattedValue(value=Name(id='x', ctx=Load()), conversion=-1, format_spec=JoinedStr(values=[Constant(value='=5')]))]))"},
		{"f'\\N{BULLET} {{}} \\{x}'\n", "Expr(value=JoinedStr(values=[Constant(value='• {} \\\\'), FormattedValue(value=Name(id='x', ctx=Load()), conversion=-1)]))"},
		{"'\\N{latin small letter a}\\N{HANGUL SYLLABLE GAG}\\N{CJK UNIFIED IDEOGRAPH-4E00}'\n", "Expr(value=Constant(value='a각一'))"},
		{"µ = ﬁ = 1\n", "Assign(targets=[Name(id='μ', ctx=Store()), Name(id='fi', ctx=Store())], value=Constant(value=1))"},
		{"a[*b]\n", "Expr(value=Subscript(value=Name(id='a', ctx=Load()), slice=Tuple(elts=[Starred(value=Name(id='b', ctx=Load()), ctx=Load())], ctx=Load()), ctx=Load()))"},
		{"try:\n  pass\nexcept* E as e:\n  pass\n", "TryStar(body=[Pass()], handlers=[ExceptHandler(type=Name(id='E', ctx=Load()), name='e', body=[Pass()])], orelse=[], finalbody=[])"},
		{"1if x else 2\n", "Expr(value=IfExp(test=Name(id='x', ctx=Load()), body=Constant(value=1), orelse=Constant(value=2)))"},
	} {
		mod, err := ParseFile("t.py", []byte(tc.src))
		if err != nil {
			t.Errorf("%q: %v", tc.src, err)
			continue
		}
		if len(mod.Body) != 1 {
			t.Errorf("%q: %d statements", tc.src, len(mod.Body))
			continue
		}
		if got := dump(t, mod.Body[0]); got != tc.want {
			t.Errorf("%q:\n got  %s\n want %s", tc.src, got, tc.want)
		}
	}
}

// TestSpans312 checks PEP 701 positions of f-string parts (3.12 rules).
func TestSpans312(t *testing.T) {
	mod, err := ParseFile("t.py", []byte("x = f'ab{c!r:>{w}}d'\n"))
	if err != nil {
		t.Fatal(err)
	}
	js := mod.Body[0].(*ast.Assign).Value.(*ast.JoinedStr)
	var got []string
	ast.Inspect(js, func(n ast.Node) bool {
		if n != nil {
			s := n.Span()
			got = append(got, fmt.Sprintf("%T %d-%d", n, s.Col, s.EndCol))
		}
		return true
	})
	want := "*ast.JoinedStr 5-21 *ast.Constant 7-9 *ast.FormattedValue 9-19 *ast.Name 10-11 *ast.JoinedStr 13-18 *ast.Constant 14-15 *ast.FormattedValue 15-18 *ast.Name 16-17 *ast.Constant 19-20"
	if strings.Join(got, " ") != want {
		t.Errorf("got  %s\nwant %s", strings.Join(got, " "), want)
	}
}

func TestParseExpr(t *testing.T) {
	e, err := ParseExpr("a.b(c, *d, k=1) + [x for x in y]")
	if err != nil {
		t.Fatal(err)
	}
	want := "BinOp(left=Call(func=Attribute(value=Name(id='a', ctx=Load()), attr='b', ctx=Load()), args=[Name(id='c', ctx=Load()), Starred(value=Name(id='d', ctx=Load()), ctx=Load())], keywords=[keyword(arg='k', value=Constant(value=1))]), op=Add(), right=ListComp(elt=Name(id='x', ctx=Load()), generators=[comprehension(target=Name(id='x', ctx=Store()), iter=Name(id='y', ctx=Load()), ifs=[], is_async=0)]))"
	if got := dump(t, e); got != want {
		t.Errorf("got  %s\nwant %s", got, want)
	}
	if e, err := ParseExpr("  (a +\n b)\n"); err != nil || dump(t, e) != "BinOp(left=Name(id='a', ctx=Load()), op=Add(), right=Name(id='b', ctx=Load()))" {
		t.Errorf("ParseExpr with blanks: %v", err)
	}
	if _, err := ParseExpr("a b"); err == nil || !strings.Contains(err.Error(), "<expr>:1:3: error: invalid syntax") {
		t.Errorf("ParseExpr(\"a b\") = %v", err)
	}
}
