package verify

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"clauz3/pkg/load"
	"clauz3/pkg/python/parser"
)

// TestDocstringPreconditions: the forms lower reads (its docpre.go), and
// what is not a precondition.
func TestDocstringPreconditions(t *testing.T) {
	for _, c := range []struct {
		doc  string
		want []string
	}{
		{"Precondition: x > 0", []string{"x > 0"}},
		{"Return x.\n\n    Precondition: x > 0\n    Precondition:   y != 0\n", []string{"x > 0", "y != 0"}},
		{"Preconditions:\n    - x > 0\n    - y < x\nReturns a thing.\n- z", []string{"x > 0", "y < x"}},
		{"Precondition:\n  - a\n  - b", []string{"a", "b"}},
		{"Preconditions:\n  - a\n\n  - b", []string{"a"}}, // a blank line ends the list, as lower reads it
		{"preconditions:\n  - a", nil},                    // lower is case-sensitive
		{"Postcondition: x > 0", nil},
		{"No contract here.", nil},
		{"Preconditions:\n  -a", nil}, // an item is "- expr"
	} {
		src := "def f(x: int, y: int) -> int:\n    \"\"\"" + c.doc + "\"\"\"\n    return x\n"
		mod, err := parser.ParseFile("m.py", []byte(src))
		if err != nil {
			t.Fatal(err)
		}
		_, _, body, _ := parts(mod.Body[0])
		if got := docstringPreconditions(body); strings.Join(got, "|") != strings.Join(c.want, "|") {
			t.Errorf("%q: %q, want %q", c.doc, got, c.want)
		}
	}
}

// TestSelect: which functions verify proves, by how deal is imported,
// with the contract as written.
func TestSelect(t *testing.T) {
	src := `import deal as d
from deal import pre as requires, post
import deal


@d.pre(lambda x: x > 0)
def a(x: int) -> int:
    return x


@requires(lambda x: x > 0)
@post(lambda result: result > 0)
def b(x: int) -> int:
    return x


@deal.raises()
def c(x: int) -> int:
    return x


@deal.pure
def not_a_contract(x: int) -> int:
    return x


def plain(x: int) -> int:
    return x


def doc(x: int) -> int:
    """Precondition: x > 0"""
    return x


@deal.ensure(lambda x, result: result == x)
async def e(x: int) -> int:
    return x


class K:
    @staticmethod
    @deal.post(lambda result: result > 0)
    def s() -> int:
        return 1

    @deal.post(lambda result: result > 0)
    def method(self) -> int:
        return 1

    @classmethod
    @deal.post(lambda result: result > 0)
    def cm(cls) -> int:
        return 1
`
	mod, err := parser.ParseFile("m.py", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, f := range selectFunctions(mod, newSource("m.py", src)) {
		got = append(got, f.qualname+" pre="+strings.Join(f.pre, ";")+" post="+strings.Join(f.post, ";")+
			" raises="+strings.Join(f.raises, ";")+" line="+strconv.Itoa(f.span.Line))
	}
	want := []string{
		"a pre=lambda x: x > 0 post= raises= line=6",
		"b pre=lambda x: x > 0 post=lambda result: result > 0 raises= line=11",
		"c pre= post= raises= line=17",
		"doc pre=x > 0 post= raises= line=31",
		"e pre= post=lambda x, result: result == x raises= line=36",
		"K.s pre= post=lambda result: result > 0 raises= line=42",
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("selected:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

// TestReach: what a function depends on, through the routes Python
// has: a helper of its module, from-imports under another name, a
// module attribute, a module-level alias, transitively across modules;
// and not what it does not reach.
func TestReach(t *testing.T) {
	dir := t.TempDir()
	files := map[string]string{
		"main.py": `import deal
import lib
from lib import f as g

h = lib.k


def helper(x: int) -> int:
    return g(x) + 1


def unrelated(x: int) -> int:
    return x


@deal.post(lambda result: result > 0)
def target(x: int) -> int:
    return helper(x) + lib.j(x) + h(x)


@deal.post(lambda result: result > 0)
def rec(x: int) -> int:
    return rec(x - 1) if x > 1 else 1
`,
		"lib.py": `from base import deep


def f(x: int) -> int:
    return deep(x)


def j(x: int) -> int:
    return x


def k(x: int) -> int:
    return x


def other(x: int) -> int:
    return x
`,
		"base.py": `def deep(x: int) -> int:
    return x


def shallow(x: int) -> int:
    return x
`,
	}
	for name, text := range files {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	doc, err := load.Load(load.Config{Entry: "main.py", Dir: dir, Parse: parser.ParseFile})
	if err != nil {
		t.Fatal(err)
	}
	p, err := newProgram(doc)
	if err != nil {
		t.Fatal(err)
	}
	fns := selectFunctions(p.entry().ir.Tree, p.entry().src)
	if len(fns) != 2 {
		t.Fatalf("%d functions selected, want target and rec", len(fns))
	}
	names := func(f *function) string {
		deps, _ := p.reach(f)
		var out []string
		for _, d := range deps {
			out = append(out, d.Name)
		}
		return strings.Join(out, " ")
	}
	if got, want := names(fns[0]), "base.deep lib.f lib.j lib.k main.helper"; got != want {
		t.Errorf("target reaches %q, want %q", got, want)
	}
	if got := names(fns[1]); got != "" {
		t.Errorf("rec reaches %q, want nothing but itself", got)
	}
}
