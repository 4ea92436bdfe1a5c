package lower

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"math/big"
	"math/rand"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"clauz3/pkg/dsl"
	"clauz3/pkg/ir"
	"clauz3/pkg/solve"
)

// diffPrograms exercise the value semantics lowering must get exactly
// right: Python's floor division and modulo, bool as int, str slicing and
// indexing in code points, f-strings, short-circuit operands, loops with
// break, comprehensions, dicts and run-time errors.
var diffPrograms = []string{
	`def main(a: int, b: int, s: str, t: bool) -> None:
    if b != 0:
        log_event("div", str(a // b), a % b)
    log_event("neg", str(-a // 3), (-a) % -3)
    if a > b and t or s == "x":
        log_event("cond", s, a - b)
    x = a if t else b
    log_event("ifexp", s + s, x * 2 + True)
    log_event("pow", str(a ** 3), abs(b) - ~a)
`,
	`def main(a: int, b: int, s: str, t: bool) -> None:
    if "@" in s:
        log_event("at", s[1:3], len(s))
    if s.startswith("a") or s.endswith("z"):
        log_event("affix", s[-1] if len(s) > 0 else "", s.find("b"))
    log_event("fmt", f"{a}-{t}-{s}!", a < b <= 3)
    if len(s) > a:
        log_event("index", s[a], 0)
    log_event("slice", s[a:] + "|" + s[:b] + "|" + s[a:b], s.find(""))
`,
	`def main(a: int, b: int, s: str, t: bool) -> None:
    n = 0
    for i in range(3):
        if i == a:
            break
        n = n + i
    t and log_event("and", "", n)
    t or log_event("or", "", n)
    vals = [v for v in [a, b, 3] if v > 0]
    log_event("sum", str(sum(vals)), len(vals))
    log_event("max", str(max([a, b])), min(a, b, 7))
    d = {"x": 1, "y": 2, "a": a}
    log_event("get", s, d.get(s, 0))
    k = 0
    while k < 3:
        k += 1
        if k == b:
            continue
        log_event("while", str(k), k * k)
`,
	`def helper(x: int) -> int:
    if x < 0:
        return -x
    log_event("helper", "", x)
    return x + 1


def main(a: int, b: int, s: str, t: bool) -> None:
    if a == 3:
        raise ValueError("three")
    log_event("q", "", 10 // (b + 1))
    log_event("h", "", helper(a) + helper(b))
    assert a != 4
    log_event("d", s, {"x": 5}[s] if s == "x" else 0)
    f = lambda y: log_event("lam", s, y)
    f(b)
    if any(v > 2 for v in [a, b]):
        log_event("any", "", 1)
`,
}

var diffProgramsMore = []string{
	`def main(a: int, b: int, s: str, t: bool) -> None:
    log_event(s or "empty", s and "set", (a or b) + (a if t else 0))
    xs = [a, b, 7]
    if -3 <= a <= 2:
        log_event("idx", str(xs[a]), xs[-1 - a % 3])
    for i, (u, v) in enumerate(zip([a, b], ["p", "q"])):
        log_event(v, str(u), i)
    if s in ["x", "y", ""] and not t:
        log_event("in", s, True + True * 2)
    log_event("cmp", str(a == b) + str(s != "x"), (a > 0) - (b > 0))
    if "b" in s:
        log_event("index", "", s.index("b"))
    log_event("isinst", str(isinstance(a, int)) + str(isinstance(t, int)) + str(isinstance(s, (int, float))), 0)
    log_event("idx2", "", s.index("@"))
`,
	`def make(prefix: str):
    def g(x: str) -> str:
        return prefix + x
    return g


def main(a: int, b: int, s: str, t: bool) -> None:
    k = "k"
    def h(y: int) -> int:
        log_event("h", k, y)
        return y * 2
    k = "k2"
    r = h(a) if t else h(b)
    log_event("r", str(r), r // 3)
    if t and h(1) > a or h(2) < b:
        log_event("x", "", 0)
    total = 0
    for w in [a, b, a + b]:
        if w < 0:
            continue
        total += w
        if total > 5:
            break
    else:
        log_event("else", "", total)
    log_event("total", str(total), len(str(total)))
`,
}

var diffProgramsDicts = []string{
	`def main(a: int, b: int, s: str, t: bool) -> None:
    d = {1: "one", True: "uno", "x": s, 0: "zero"}
    for k, v in d.items():
        log_event("item", v, len(d))
    if b in d:
        log_event("in", d[b], b)
    log_event("get", d.get(t, "none"), len(list(d.keys())))
    words = {"hi": 1, "yo": 2}
    total = sum(words[w] for w in ["hi", "yo", "hi"] if w in words)
    log_event("total", s[:1] * 3 + 2 * "-" + s * 0 + s * -1 + t * "!", total)
    u = [w for w in words if len(w) == 2 and w != s]
    log_event("u", ", ".join(["a", s, str(len(u))]) + "".join([]) + "-".join(("x",)), 0)
`,
}

// diffProgramsSoundness exercise the classes of issue #14: exact int and
// float comparison, identity before equality, one-shot iterators, dict
// views, sum and enumerate with a start, values whose type depends on
// the path, asserts.
var diffProgramsSoundness = []string{
	`def main(a: int, b: int, s: str, t: bool) -> None:
    big = 2 ** 53 + a
    f = 2.0 ** 53
    log_event("eq", str(big == f), big < f)
    log_event("in", str(big in [f, 1.5]), (a * 1.0 + 0.5 > a) + (b <= 2.5))
    x = float("nan")
    log_event("nan", str(x in [x]) + str([x] == [x]) + str(x == x), (x,) == (x,))
    log_event("sum", s, sum([a, b], 10) + sum([], a))
    for i, c in enumerate(["p", "q"], a):
        log_event(c, s, i)
    it = zip([a, b], [s, s])
    n = 0
    for u, v in it:
        n += u
    for u, v in it:
        n += 100
    log_event("zip", s, n)
    d = {}
    if not d.keys() and d.values() is not None:
        log_event("view", s, len(d.items()))
    label = a > b and "big" or 7
    log_event("mixed", str(label), 1 if label == "big" else 2)
    y = s or 0
    log_event("or", str(y), y == 0)
    if t:
        assert a != b, log_event("msg", s, a)
    log_event("after", s, 10 ** 18 // (b * b + 1))
`,
}

var diffStrings = []string{"", "a", "x", "y", "ab@z", "@", "b@", "aé@z", "z", "xyz", "abc"}

// TestDifferentialCPython runs each program under CPython for random
// inputs (recording the trusted calls) and checks the lowered document
// against the runs: under those inputs exactly the recorded calls' facts
// fire, in order, with the recorded field values, and an exception or
// assertion obligation fails exactly when CPython raised. solve (real
// Z3) evaluates the DSL expressions.
func TestDifferentialCPython(t *testing.T) {
	if testing.Short() {
		t.Skip("differential test against CPython")
	}
	if _, err := exec.LookPath("python3"); err != nil {
		t.Skip("python3 not found")
	}
	rng := rand.New(rand.NewSource(1))
	type prog struct {
		Src    string  `json:"src"`
		Inputs [][]any `json:"inputs"`
	}
	var spec struct {
		Programs []prog `json:"programs"`
	}
	const runs = 25
	all := append(append(append(append([]string{}, diffPrograms...), diffProgramsMore...), diffProgramsDicts...), diffProgramsSoundness...)
	for _, src := range all {
		p := prog{Src: "from tools.email.trusted.effects import log_event\n\n\n" + src}
		for i := 0; i < runs; i++ {
			p.Inputs = append(p.Inputs, []any{rng.Intn(13) - 6, rng.Intn(13) - 6, diffStrings[rng.Intn(len(diffStrings))], rng.Intn(2) == 1})
		}
		spec.Programs = append(spec.Programs, p)
	}
	in, _ := json.Marshal(spec)
	cmd := exec.Command("python3", filepath.Join("testdata", "run_cases.py"))
	cmd.Stdin = bytes.NewReader(in)
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("run_cases.py: %v", err)
	}
	var res struct {
		Results [][]struct {
			Calls  [][]any `json:"calls"`
			Raised *string `json:"raised"`
		} `json:"results"`
	}
	dec := json.NewDecoder(bytes.NewReader(out))
	dec.UseNumber() // ints beyond 2**53 stay exact
	if err := dec.Decode(&res); err != nil {
		t.Fatal(err)
	}
	for pi, p := range spec.Programs {
		d, err := lowerSource(t, p.Src)
		if err != nil {
			t.Fatalf("program %d: %v", pi, err)
		}
		for _, o := range d.Obligations {
			if o.Kind == ir.KindUnsupported {
				t.Fatalf("program %d: unsupported: %s at %v", pi, o.Message, o.Span)
			}
		}
		for ri, args := range p.Inputs {
			run := res.Results[pi][ri]
			where := fmt.Sprintf("program %d, main%v", pi, args)
			// The inputs are substituted by their values (Z3's string
			// theory decides ground terms by rewriting).
			vals := map[string]string{ir.OptimizeSymbol: "False"} // python3 without -O
			for i, in := range d.Inputs {
				switch in.Sort {
				case sortInt:
					vals[in.Name] = "IntVal(" + pyLiteral(t, args[i]) + ")"
				case sortString:
					vals[in.Name] = "StringVal(" + pyLiteral(t, args[i]) + ")"
				default:
					vals[in.Name] = pyLiteral(t, args[i])
				}
			}
			// Pass 1: which facts fire, which obligations fail.
			var goals []string
			for _, f := range d.Facts {
				c := substIdents(f.Cond, vals)
				goals = append(goals, c, "Not("+c+")")
			}
			var checked []ir.Obligation
			for _, o := range d.Obligations {
				if o.Goal != "" && (o.Kind == ir.KindException || o.Kind == ir.KindAssertion) {
					checked = append(checked, o)
					goals = append(goals, substIdents(o.Goal, vals))
				}
			}
			st := decide(t, d, goals, vals)
			var fired []ir.Fact
			for i, f := range d.Facts {
				switch {
				case st[2*i] == ir.StatusProved:
					fired = append(fired, f)
				case st[2*i+1] != ir.StatusProved:
					t.Fatalf("%s: fact %s is not determined by the inputs", where, f.ID)
				}
			}
			failed := false
			for i := range checked {
				if st[2*len(d.Facts)+i] != ir.StatusProved {
					failed = true
				}
			}
			if failed != (run.Raised != nil) {
				t.Errorf("%s: CPython raised %v, lowering predicts an exception: %v", where, deref(run.Raised), failed)
			}
			if len(fired) != len(run.Calls) {
				t.Errorf("%s: CPython made %d calls %v, %d facts fire", where, len(run.Calls), run.Calls, len(fired))
				continue
			}
			// Pass 2: the field values.
			goals = nil
			for i, f := range fired {
				for j, fl := range f.Fields {
					goals = append(goals, "("+substIdents(fl.Value, vals)+" == "+pyLiteral(t, run.Calls[i][j])+")")
				}
			}
			st = decide(t, d, goals, vals)
			k := 0
			for i, f := range fired {
				for j, fl := range f.Fields {
					if st[k] != ir.StatusProved {
						t.Errorf("%s: call %d: %s is %v in CPython, lowering says %s", where, i, fl.Name, run.Calls[i][j], fl.Value)
					}
					k++
				}
			}
		}
	}
}

func deref(s *string) string {
	if s == nil {
		return "nothing"
	}
	return *s
}

// substIdents replaces the identifiers of e named in vals (outside string
// literals and attribute names) by their values.
func substIdents(e string, vals map[string]string) string {
	var b strings.Builder
	for i := 0; i < len(e); {
		c := e[i]
		switch {
		case c == '"':
			j := i + 1
			for j < len(e) && e[j] != '"' {
				if e[j] == '\\' {
					j++
				}
				j++
			}
			b.WriteString(e[i : j+1])
			i = j + 1
		case c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z':
			j := i
			for j < len(e) && (e[j] == '_' || e[j] >= 'a' && e[j] <= 'z' || e[j] >= 'A' && e[j] <= 'Z' || e[j] >= '0' && e[j] <= '9') {
				j++
			}
			id := e[i:j]
			if v, ok := vals[id]; ok && (i == 0 || e[i-1] != '.') {
				b.WriteString(v)
			} else {
				b.WriteString(id)
			}
			i = j
		default:
			b.WriteByte(c)
			i++
		}
	}
	return b.String()
}

// pyLiteral renders a JSON value of a run as a DSL literal.
func pyLiteral(t *testing.T, v any) string {
	switch v := v.(type) {
	case bool:
		return dsl.Format(boolLit(v))
	case json.Number:
		n, ok := new(big.Int).SetString(v.String(), 10)
		if !ok {
			t.Fatalf("number %s is not an int", v)
		}
		return dsl.Format(intTerm(n))
	case float64:
		return dsl.Format(intTermI(int64(v)))
	case int:
		return dsl.Format(intTermI(int64(v)))
	case string:
		s, ok := strTerm(v)
		if !ok {
			t.Fatalf("string %q", v)
		}
		return dsl.Format(s)
	}
	t.Fatalf("unexpected value %v (%T)", v, v)
	return ""
}

// decide proves each goal in the context of d (its inputs, symbols and
// definitions) and returns the statuses.
func decide(t *testing.T, d *ir.DSL, goals []string, vals map[string]string) []string {
	doc := *d
	doc.Assumptions = nil
	doc.Obligations = nil
	doc.Facts = nil
	doc.KnowledgeBase = nil
	for _, k := range d.KnowledgeBase {
		doc.KnowledgeBase = append(doc.KnowledgeBase, ir.KBEntry{Assertion: substIdents(k.Assertion, vals)})
	}
	for i, g := range goals {
		doc.Obligations = append(doc.Obligations, ir.Obligation{ID: fmt.Sprintf("g%d", i), Kind: ir.KindAssertion, Code: "check", Message: "check", Goal: g})
	}
	res, err := solve.Solve(context.Background(), &doc, solve.Options{})
	if err != nil {
		t.Fatalf("solve: %v\n%s", err, strings.Join(goals, "\n"))
	}
	var out []string
	for _, o := range res.Obligations {
		out = append(out, o.Status)
	}
	return out
}
