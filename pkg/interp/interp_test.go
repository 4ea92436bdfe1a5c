package interp_test

import (
	"bytes"
	"errors"
	"math/big"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"clauz3/pkg/interp"
	"clauz3/pkg/ir"
	"clauz3/pkg/load"
	"clauz3/pkg/python/parser"
)

const layer = `import deal


@deal.has("log")
def log(msg: str, level: int = 0) -> None:
    pass


@deal.has("sensor")
def reading() -> float:
    return 0.0
`

// program loads src (the entry main.py) with a trusted layer
// tools/fx/trusted/effects.py holding log(msg, level=0).
func program(t *testing.T, src string) *ir.AST {
	t.Helper()
	dir := t.TempDir()
	files := map[string]string{
		"main.py":                      src,
		"tools/__init__.py":            "",
		"tools/fx/__init__.py":         "",
		"tools/fx/trusted/__init__.py": "",
		"tools/fx/trusted/effects.py":  layer,
	}
	for name, text := range files {
		p := filepath.Join(dir, name)
		os.MkdirAll(filepath.Dir(p), 0o755)
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	wd, _ := os.Getwd()
	defer os.Chdir(wd)
	os.Chdir(dir)
	doc, err := load.Load(load.Config{Entry: "main.py", TrustedRoots: []string{"tools/fx/trusted"}, Parse: parser.ParseFile, Dir: dir})
	if err != nil {
		t.Fatal(err)
	}
	return doc
}

type run struct {
	out   string
	calls []string
	err   error
}

func runSrc(t *testing.T, src string, budget int64) run {
	t.Helper()
	doc := program(t, "from tools.fx.trusted.effects import log\n\n"+src)
	var out bytes.Buffer
	var r run
	_, r.err = interp.Run(interp.Config{Doc: doc, Stdout: &out, StepBudget: budget, Trusted: func(c *interp.Call) (interp.Value, error) {
		var parts []string
		for _, f := range c.Fields {
			s, _ := interp.Repr(f.Value)
			parts = append(parts, f.Name+"="+s)
		}
		r.calls = append(r.calls, c.Name+"("+strings.Join(parts, ", ")+")")
		return interp.None, nil
	}})
	r.out = out.String()
	return r
}

func TestSemantics(t *testing.T) {
	for _, c := range []struct{ src, out string }{
		{"def main():\n    print(7 // -2, 7 % -2, -7 // 2, 2 ** 100, 1 / 3, 10 ** 30 / 7)\n",
			"-4 -1 -4 1267650600228229401496703205376 0.3333333333333333 1.4285714285714285e+29\n"},
		{"def main():\n    x = float('nan')\n    print(x in [x], x == x, [x] == [x], 2 ** 53 + 1 == 2.0 ** 53, 1 == 1.0, True + True)\n",
			"True False True False True 2\n"},
		{"def main():\n    fs = [lambda: i for i in range(3)]\n    print([f() for f in fs])\n", "[2, 2, 2]\n"},
		{"def main():\n    xs = [1, 2]\n    ys = xs\n    ys[0] = 9\n    print(xs, {'a': 1, 'b': (2,)}, (1,), None, -0.0, 1e16, 1.5e-05)\n",
			"[9, 2] {'a': 1, 'b': (2,)} (1,) None -0.0 1e+16 1.5e-05\n"},
		{"def main():\n    s = 'héllo'\n    print(len(s), s[1], s[-1:], f'{s!r}:{3}', s.find('l'), s.startswith(('x', 'h')))\n",
			"5 é o 'héllo':3 2 True\n"},
		{"def main():\n    print(sum(x * x for x in range(4)), any([]), all(()), min(3, 1, 2), max([1, 5], key=lambda v: -v), sorted([3, 1, 2]))\n",
			"14 False True 1 1 [1, 2, 3]\n"},
		{"def main():\n    d = {1: 'a', 2: 'b'}\n    print(list(d.items()), d.get(3, 'z'), 1.0 in d, [k for k, v in d.items() if v == 'b'])\n",
			"[(1, 'a'), (2, 'b')] z True [2]\n"},
		{"def main():\n    e = enumerate(['a', 'b'], 1)\n    print(list(e), list(e), list(zip([1, 2, 3], 'ab')), list(reversed((1, 2))))\n",
			"[(1, 'a'), (2, 'b')] [] [(1, 'a'), (2, 'b')] [2, 1]\n"},
		{"def main():\n    n = 0\n    while n < 5:\n        n += 1\n        if n == 2:\n            continue\n        if n == 4:\n            break\n    else:\n        n = 100\n    print(n, 0 or '' or [], 3 and 'x', 1 < 2 < 3 > 2)\n",
			"4 [] x True\n"},
		{"def main():\n    out = []\n    try:\n        x = 1 // 0\n    except (KeyError, ZeroDivisionError) as e:\n        out.append(str(e))\n    else:\n        out.append('else')\n    finally:\n        out.append('fin')\n    try:\n        try:\n            raise ValueError('v', 2)\n        except ValueError as e:\n            out.append(repr(e))\n            raise\n    except Exception as e:\n        out.append(str(e))\n    xs = [1, 2, 3, 4, 5]\n    xs[1:3] = [9]\n    del xs[0]\n    xs[::2] = [7, 8]\n    d = {1: 2, 3: 4}\n    del d[1]\n    out.append(xs)\n    out.append(d)\n    def f():\n        for i in range(3):\n            try:\n                if i == 1:\n                    return i\n            finally:\n                out.append(i)\n    out.append(f())\n    n = 0\n    def g():\n        nonlocal n\n        n += 5\n    g()\n    out.append(n)\n    print(out)\n",
			"['integer division or modulo by zero', 'fin', \"ValueError('v', 2)\", \"('v', 2)\", [7, 4, 8], {3: 4}, 0, 1, 1, 5]\n"},
		{"def main():\n    print(repr(KeyError('k')), str(KeyError('k')), repr(ValueError()), str(ValueError('a', 1)))\n", "KeyError('k') 'k' ValueError() ('a', 1)\n"},
		{"def main():\n    s = {1, 2, 2.0, 'a'}\n    print(len(s), 2 in s, 3 in s, {x % 2 for x in range(5)} == {0, 1}, bool(set()) if False else 0)\n", "3 True False True 0\n"},
		{"K = 1\n\n\ndef bump():\n    global K\n    K = K + 1\n\n\ndef main():\n    bump()\n    bump()\n    print(K)\n", "3\n"},
	} {
		r := runSrc(t, c.src, 0)
		if r.err != nil || r.out != c.out {
			t.Errorf("%s\ngot %q (%v)\nwant %q", c.src, r.out, r.err, c.out)
		}
	}
}

func TestExceptions(t *testing.T) {
	for _, c := range []struct{ src, class string }{
		{"def main():\n    return 1 // 0\n", "ZeroDivisionError"},
		{"def main():\n    return [1][3]\n", "IndexError"},
		{"def main():\n    return {}['k']\n", "KeyError"},
		{"def main():\n    return 'a' + 1\n", "TypeError"},
		{"def main():\n    print(x)\n    x = 1\n", "UnboundLocalError"},
		{"def main():\n    assert 1 == 2, 'no'\n", "AssertionError"},
		{"def main():\n    raise ValueError('bad')\n", "ValueError"},
		{"def main():\n    return str(10 ** 5000)\n", "ValueError"},
		{"def main():\n    return float(10 ** 400)\n", "OverflowError"},
		{"def main():\n    log(level=1)\n", "TypeError"},
	} {
		r := runSrc(t, c.src, 0)
		var e *interp.Error
		if !errors.As(r.err, &e) || e.Class != c.class {
			t.Errorf("%s\ngot %v, want %s", c.src, r.err, c.class)
		}
	}
}

func TestTrustedCallsBindFields(t *testing.T) {
	r := runSrc(t, "def main():\n    for i in range(2):\n        log(f'n={i}')\n    log(level=3, msg='x')\n", 0)
	want := []string{"log(msg='n=0', level=0)", "log(msg='n=1', level=0)", "log(msg='x', level=3)"}
	if r.err != nil || strings.Join(r.calls, ";") != strings.Join(want, ";") {
		t.Fatalf("calls %q (%v), want %q", r.calls, r.err, want)
	}
}

// TestFloatResult: an int a trusted function annotated float returns
// reaches the program as the float clauz3 proved it to be when the
// conversion is exact (2**53 becomes 2.0**53); one float() would round
// (2**53 + 1) or cannot convert (2**1024) stops the run: the program
// would see a value CPython does not.
func TestFloatResult(t *testing.T) {
	for _, cs := range []struct {
		result *big.Int
		want   string
	}{
		{new(big.Int).Lsh(big.NewInt(1), 53), "log(msg='9007199254740992.0 True', level=0)"},
		{new(big.Int).Add(new(big.Int).Lsh(big.NewInt(1), 53), big.NewInt(1)), "the result of tools.fx.trusted.effects.reading, declared float, is an int (9007199254740993), which float() would round"},
		{new(big.Int).Lsh(big.NewInt(1), 1024), "the result of tools.fx.trusted.effects.reading, declared float, is an int (1797"},
	} {
		doc := program(t, "from tools.fx.trusted.effects import log, reading\n\ndef main():\n    x = reading()\n    log(repr(x) + ' ' + str(x == x + 0.0))\n")
		var calls []string
		_, err := interp.Run(interp.Config{Doc: doc, Stdout: &bytes.Buffer{}, Trusted: func(c *interp.Call) (interp.Value, error) {
			if c.Name == "reading" {
				return cs.result, nil
			}
			var parts []string
			for _, f := range c.Fields {
				s, _ := interp.Repr(f.Value)
				parts = append(parts, f.Name+"="+s)
			}
			calls = append(calls, c.Name+"("+strings.Join(parts, ", ")+")")
			return interp.None, nil
		}})
		got := strings.Join(calls, ";")
		if err != nil {
			got = err.Error()
		}
		if !strings.Contains(got, cs.want) {
			t.Errorf("result %s: got %q, want %q", cs.result, got, cs.want)
		}
	}
}

// TestBeyondZ3: BeyondZ3 finds a character past U+2FFFF (Z3 4.8's
// last, over which clauz3 proves) in a value's strings, nested ones too.
func TestBeyondZ3(t *testing.T) {
	for _, c := range []struct {
		v    interp.Value
		want rune
	}{
		{"\U0002FFFF", 0},
		{"a\U000E0067", 0xE0067},
		{&interp.List{Elems: []interp.Value{"ok", &interp.Tuple{Elems: []interp.Value{"\U00030000"}}}}, 0x30000},
		{&interp.Record{Names: []string{"x"}, Vals: []interp.Value{"\U0010FFFF"}}, 0x10FFFF},
	} {
		r, ok := interp.BeyondZ3(c.v)
		if ok != (c.want != 0) || r != c.want {
			t.Errorf("%v: got %U %v, want %U", c.v, r, ok, c.want)
		}
	}
}

// TestOneStepWork: an operation whose work would be huge is refused
// before it is done, quickly, as a run-time error.
func TestOneStepWork(t *testing.T) {
	for _, src := range []string{
		"def main():\n    log('before')\n    return 2 ** 10 ** 9\n",
		"def main():\n    log('before')\n    return 'x' * 10 ** 12\n",
		"def main():\n    log('before')\n    return list(range(10 ** 12))\n",
		"def main():\n    log('before')\n    return [0] * 10 ** 10\n",
		"def main():\n    log('before')\n    return 1 << 10 ** 12\n",
		"def main():\n    log('before')\n    x = 3 ** 100000\n    return x * x * x * x * x * x * x * x * x * x * x * x * x * x * x * x * x * x * x * x * x * x * x * x * x * x * x * x * x * x * x * x * x * x * x * x * x * x * x * x * x * x * x * x * x * x * x * x * x * x * x * x * x * x * x * x * x * x * x * x * x * x * x * x * x * x * x * x * x * x * x * x * x * x * x * x * x * x * x * x * x * x * x * x\n",
	} {
		start := time.Now()
		r := runSrc(t, src, 0)
		var le *interp.LimitError
		if !errors.As(r.err, &le) || len(r.calls) != 1 {
			t.Errorf("%s\ngot %v after %d calls, want a LimitError after the first", src, r.err, len(r.calls))
		}
		if d := time.Since(start); d > 5*time.Second {
			t.Errorf("%s: refusing took %v", src, d)
		}
	}
}

func TestStepBudget(t *testing.T) {
	src := "def main():\n    log('a')\n    n = 0\n    for i in range(10 ** 12):\n        n += i\n    log('b')\n"
	r := runSrc(t, src, 1000)
	var le *interp.LimitError
	if !errors.As(r.err, &le) || !strings.Contains(le.Msg, "step budget exhausted (1000 steps)") || len(r.calls) != 1 {
		t.Fatalf("got %v with %d calls", r.err, len(r.calls))
	}
	if r := runSrc(t, "def main():\n    log('a')\n", 1000); r.err != nil || len(r.calls) != 1 {
		t.Fatalf("a short program under the budget: %v", r.err)
	}
}

// TestTargetPre: the target's @deal.pre is checked on its arguments
// before its body runs (the proof assumed it).
// TestNotRun: what the interpreter does not implement, met at run time
// (lower refuses each where reachable, so only dead code holds one), is
// an UnsupportedError, never a Python exception CPython would not raise.
func TestNotRun(t *testing.T) {
	for _, src := range []string{
		"def main():\n    return f'{3:>4}'\n",
		"def main():\n    return frozenset([7, 2])\n",
		"def main():\n    return '\\u0100'.upper()\n",
		"def main():\n    return 'a'.expandtabs()\n",
	} {
		r := runSrc(t, src, 0)
		var u *interp.UnsupportedError
		if !errors.As(r.err, &u) {
			t.Errorf("%s\ngot %v, want an UnsupportedError", src, r.err)
		}
	}
}

func TestTargetPre(t *testing.T) {
	for _, c := range []struct{ pre, class string }{
		{"lambda n=3: n > 5", "PreContractError"},
		{"lambda n=3: n > 5 or 'n must be more than 5'", "PreContractError"},
		// deal passes the validator the call's own arguments, none here
		{"lambda n: n > 5", "TypeError"},
	} {
		r := runSrc(t, "import deal\n\n\n@deal.pre("+c.pre+")\ndef main(n: int = 3):\n    log('ran')\n", 0)
		var e *interp.Error
		if !errors.As(r.err, &e) || e.Class != c.class || len(r.calls) != 0 {
			t.Errorf("%s: got %v with calls %v, want %s", c.pre, r.err, r.calls, c.class)
		}
	}
	r := runSrc(t, "import deal\n\n\n@deal.pre(lambda n=3: n > 2 or 'message')\ndef main(n: int = 3):\n    log('ran')\n", 0)
	if r.err != nil || len(r.calls) != 1 {
		t.Errorf("a holding precondition: got %v with calls %v", r.err, r.calls)
	}
}

func TestCheck(t *testing.T) {
	for _, c := range []struct{ src, msg string }{
		{"def main():\n    yield 1\n", "a Yield is not supported"},
		{"def main():\n    with open('f') as f:\n        pass\n", "a With is not supported"},
		{"async def helper():\n    pass\n\n\ndef main():\n    pass\n", "an AsyncFunctionDef is not supported"},
		{"def main(n: int):\n    pass\n", "parameter n needs a default"},
		{"def main(n: int = 1.5):\n    pass\n", "the default of n must be a constant of its annotated type"},
		{"import deal\n\n\n@deal.pre(lambda n: n > 0)\ndef main(n: int = 1):\n    pass\n", "its parameter n receives none (TypeError)"},
		{"import deal\n\n\n@deal.ensure(lambda n, result: n > 0)\ndef main(n: int = 1):\n    pass\n", "its parameter n receives none (TypeError)"},
	} {
		doc := program(t, "from tools.fx.trusted.effects import log\n\n"+c.src)
		ds := interp.Check(doc, interp.CheckOptions{CallTarget: true})
		if len(ds) == 0 || !strings.Contains(ds.Error(), c.msg) || ds[0].Span.Line == 0 {
			t.Errorf("%s\nCheck: %v, want a located %q", c.src, ds, c.msg)
		}
	}
	doc := program(t, "from tools.fx.trusted.effects import log\n\n\ndef helper(x: int) -> int:\n    return x + 1\n\n\ndef main(n: int = 2, s: str = 'a'):\n    log(s, level=helper(n))\n")
	if ds := interp.Check(doc, interp.CheckOptions{CallTarget: true}); len(ds) != 0 {
		t.Errorf("Check refuses a runnable program: %v", ds)
	}
}
