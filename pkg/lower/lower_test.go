package lower

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"clauz3/pkg/diag"
	"clauz3/pkg/ir"
)

const header = `import clauz3
import deal
from tools.email.trusted import contracts as mail
from tools.email.trusted.effects import log_event, send_email, send_newsletter
`

// TestLowerTable lowers small programs (written next to the email trusted
// layer) and compares the values that matter: inputs, facts with their
// reachability conditions, assumptions, definitions and obligations.
func TestLowerTable(t *testing.T) {
	tests := []struct {
		name string
		src  string
		want string
	}{
		{
			name: "direct-call",
			src: `
@clauz3.guarantee(mail.only(["bob@example.com"]))
def main(addr: str) -> None:
    send_email(addr, "hi")
`,
			want: `input addr: StringSort
fact f1 send_email(addr=addr, msg="hi") if Contains(addr, "@")
o1 precondition [precondition] Contains(addr, "@")
o2 guarantee [guarantee] {"op":"all","view":{"name":"send_email"},"row":"e","pred":"(e.addr == \"bob@example.com\")"}
`,
		},
		{
			name: "short-circuit-and-or-G10",
			src: `
@clauz3.guarantee(mail.no_guarantees())
def main(ok: bool) -> None:
    False and send_email("ann@example.com", "never")
    ok or send_email("bob@example.com", "not ok")
    ok and send_email("carol@example.com", "ok")
`,
			want: `input ok: BoolSort
fact f1 send_email(addr="bob@example.com", msg="not ok") if Not(ok)
fact f2 send_email(addr="carol@example.com", msg="ok") if ok
o1 precondition [precondition] True
o2 precondition [precondition] True
o3 guarantee [guarantee] {"op":"true"}
`,
		},
		{
			name: "conditional-expression",
			src: `
@clauz3.guarantee(mail.no_guarantees())
def main(c: bool) -> None:
    send_email("a@x.org", "1") if c else send_email("b@x.org", "2")
`,
			want: `input c: BoolSort
fact f1 send_email(addr="a@x.org", msg="1") if c
fact f2 send_email(addr="b@x.org", msg="2") if Not(c)
o1 precondition [precondition] True
o2 precondition [precondition] True
o3 guarantee [guarantee] {"op":"true"}
`,
		},
		{
			name: "chained-compare-evaluates-middle-once-and-right-lazily",
			src: `
def h(x: int) -> int:
    send_email("h@x.org", "h")
    return x

@clauz3.guarantee(mail.no_guarantees())
def main(n: int) -> None:
    if 0 < n < h(10):
        send_email("bob@example.com", "in range")
`,
			want: `input n: IntSort
fact f1 send_email(addr="h@x.org", msg="h") if (0 < n)
fact f2 send_email(addr="bob@example.com", msg="in range") if And((0 < n), (n < 10))
o1 precondition [precondition] True
o2 precondition [precondition] True
o3 guarantee [guarantee] {"op":"true"}
`,
		},
		{
			name: "closure-late-binding",
			src: `
@clauz3.guarantee(mail.no_guarantees())
def main() -> None:
    to = "bob@example.com"
    def go() -> None:
        send_email(to, "x")
    to = "ann@example.com"
    go()
`,
			want: `fact f1 send_email(addr="ann@example.com", msg="x") if True
o1 precondition [precondition] True
o2 guarantee [guarantee] {"op":"true"}
`,
		},
		{
			name: "aliases-and-module-attribute-calls",
			src: `
import tools.email.trusted.effects as fx
from tools.email.trusted.effects import send_email as mail_it

@clauz3.guarantee(mail.no_guarantees())
def main() -> None:
    h = send_email
    h("a@x.org", "1")
    fx.send_email("b@x.org", "2")
    mail_it(msg="3", addr="c@x.org")
`,
			want: `fact f1 send_email(addr="a@x.org", msg="1") if True
fact f2 send_email(addr="b@x.org", msg="2") if True
fact f3 send_email(addr="c@x.org", msg="3") if True
o1 precondition [precondition] True
o2 precondition [precondition] True
o3 precondition [precondition] True
o4 guarantee [guarantee] {"op":"true"}
`,
		},
		{
			name: "unbound-local-on-one-branch",
			src: `
@clauz3.guarantee(mail.no_guarantees())
def main(c: bool) -> None:
    if c:
        to = "bob@example.com"
    send_email(to, "x")
`,
			want: `input c: BoolSort
fact f1 send_email(addr="bob@example.com", msg="x") if c
o1 exception [exception] c
o2 precondition [precondition] True
o3 guarantee [guarantee] {"op":"true"}
`,
		},
		{
			name: "floor-division-and-modulo",
			src: `
@clauz3.guarantee(mail.no_guarantees())
def main(a: int, b: int) -> None:
    if a // b == a % 3 + (-7) // 2 + (-7) % 2:
        send_email("bob@example.com", "x")
`,
			want: `input a: IntSort
input b: IntSort
fact f1 send_email(addr="bob@example.com", msg="x") if _d1
kb (_d1 == And(Not((b == 0)), (If((b > 0), (a / b), ((-a) / (-b))) == (((a % 3) + (-4)) + 1))))
o1 exception [exception] Not((b == 0))
o2 precondition [precondition] True
o3 guarantee [guarantee] {"op":"true"}
`,
		},
		{
			name: "bool-is-int-and-str-code-points",
			src: `
@clauz3.guarantee(mail.none())
def main() -> None:
    if True + True != 2 or len("é€😀") != 3:
        send_email("bob@example.com", "broken")
`,
			want: `o1 guarantee [guarantee] {"op":"empty","view":{"name":"send_email"}}
`,
		},
		{
			name: "helper-pre-and-post-G2",
			src: `
@deal.pre(lambda n: n > 0)
@deal.post(lambda result: result > 1)
def double(n: int) -> int:
    return n * 2

@clauz3.guarantee(mail.no_guarantees())
def main(k: int) -> None:
    double(k)
`,
			want: `input k: IntSort
o1 precondition [precondition] (k > 0)
o2 postcondition [postcondition] Implies((k > 0), ((k * 2) > 1))
o3 guarantee [guarantee] {"op":"true"}
`,
		},
		{
			name: "target-pre-assumed-and-vacuity-checked-G1",
			src: `
@clauz3.guarantee(mail.none())
@deal.pre(lambda n: n > 5)
@deal.pre(lambda n: n < 3)
def main(n: int) -> None:
    send_email("ceo@example.com", "x")
`,
			// (in deal's order: the validator nearest the def first)
			want: `input n: IntSort
fact f1 send_email(addr="ceo@example.com", msg="x") if True
assume precondition (n < 3)
assume precondition (n > 5)
o1 precondition [precondition] True
o2 guarantee [guarantee] {"op":"empty","view":{"name":"send_email"}}
o3 consistency [vacuous-assumptions] And((n < 3), (n > 5))
`,
		},
		{
			name: "target-post",
			src: `
@clauz3.guarantee(mail.no_guarantees())
@deal.post(lambda result: result >= 0)
def main(n: int) -> int:
    if n < 0:
        return -n
    return n
`,
			want: `input n: IntSort
o1 postcondition [postcondition] Implies((n < 0), ((-n) >= 0))
o2 postcondition [postcondition] Implies(Not((n < 0)), (n >= 0))
o3 guarantee [guarantee] {"op":"true"}
`,
		},
		{
			name: "list-comprehension-with-filter",
			src: `
@clauz3.guarantee(mail.no_guarantees())
def main(skip_ann: bool) -> None:
    sent = [send_email(a, "x") for a in ["ann@x.org", "bob@x.org"] if not (skip_ann and a == "ann@x.org")]
    if len(sent) == 2:
        send_email("ops@x.org", "both")
`,
			want: `input skip_ann: BoolSort
fact f1 send_email(addr="ann@x.org", msg="x") if Not(skip_ann)
fact f2 send_email(addr="bob@x.org", msg="x") if True
fact f3 send_email(addr="ops@x.org", msg="both") if (Sum(If(Not(skip_ann), 1, 0), 1) == 2)
o1 precondition [precondition] True
o2 precondition [precondition] True
o3 precondition [precondition] True
o4 guarantee [guarantee] {"op":"true"}
`,
		},
		{
			name: "trusted-default-and-keyword-binding",
			src: `
@clauz3.guarantee(mail.no_guarantees())
def main(s: str) -> None:
    send_newsletter("ann@x.org", subject=s)
    log_event(s, level=True)
`,
			want: `input s: StringSort
fact f1 send_newsletter(addr="ann@x.org", subject=s) if (Length(s) > 0)
fact f2 log_event(kind=s, detail="", level=1) if (Length(s) > 0)
o1 precondition [precondition] (Length(s) > 0)
o2 guarantee [guarantee] {"op":"true"}
`,
		},
		{
			name: "validator-binding-must-not-depend-on-deal-version",
			src: `
@deal.pre(lambda b, a: a > 0)
def h(a: int, b: int) -> None:
    pass

@clauz3.guarantee(mail.no_guarantees())
def main() -> None:
    h(1, 0)
`,
			want: `o1 unsupported [unsupported-validator-binding] the parameters of this @deal.pre validator must be the arguments the call passes, in the function's order (deal versions bind them positionally or by name)
o2 guarantee [guarantee] {"op":"true"}
`,
		},
		{
			name: "bad-call-is-a-type-error",
			src: `
@clauz3.guarantee(mail.no_guarantees())
def main() -> None:
    send_email("a@x.org", "m", "extra")
`,
			want: `o1 exception [exception] False
o2 guarantee [guarantee] {"op":"true"}
`,
		},
		{
			name: "declared-raise-is-allowed",
			src: `
@clauz3.guarantee(mail.no_guarantees())
@deal.raises(ValueError)
def main(n: int) -> None:
    if n < 0:
        raise ValueError("negative")
    if n == 0:
        raise KeyError("zero")
`,
			want: `input n: IntSort
o1 exception [exception] Not(And(Not((n < 0)), (n == 0)))
o2 guarantee [guarantee] {"op":"true"}
`,
		},
		{
			name: "fstring-and-str",
			src: `
@clauz3.guarantee(mail.no_guarantees())
def main(n: int, name: str) -> None:
    send_email("bob@example.com", f"hi {name}, n={n}")
`,
			// CPython refuses to convert an int of more than 4300 digits
			// to str (ValueError): that is a run-time error to prove absent.
			want: `input n: IntSort
input name: StringSort
fact f1 send_email(addr="bob@example.com", msg=_d1) if And(((-_str_digits_limit) < n), (n < _str_digits_limit))
kb (_str_digits_limit == <4301 digits>)
kb (_d1 == Concat(Concat(Concat("hi ", name), ", n="), If((If(And(((-_str_digits_limit) < n), (n < _str_digits_limit)), n, 0) >= 0), IntToStr(If(And(((-_str_digits_limit) < n), (n < _str_digits_limit)), n, 0)), Concat("-", IntToStr((-If(And(((-_str_digits_limit) < n), (n < _str_digits_limit)), n, 0)))))))
o1 exception [exception] And(((-_str_digits_limit) < n), (n < _str_digits_limit))
o2 precondition [precondition] True
o3 guarantee [guarantee] {"op":"true"}
`,
		},
		{
			name: "dict-lookup-and-key-error",
			src: `
ROUTES = {"ops": "ops@example.com", "dev": "dev@example.com"}

@clauz3.guarantee(mail.only(["ops@example.com", "dev@example.com"]))
def main(team: str) -> None:
    send_email(ROUTES[team], "page")
    send_email(ROUTES.get(team, "ops@example.com"), "again")
`,
			want: `input team: StringSort
fact f1 send_email(addr=If((team == "ops"), "ops@example.com", "dev@example.com"), msg="page") if _d1
fact f2 send_email(addr=_d2, msg="again") if And(_d1, Contains(_d2, "@"))
kb (_d1 == And(Or((team == "ops"), (team == "dev")), Contains(If((team == "ops"), "ops@example.com", "dev@example.com"), "@")))
kb (_d2 == If((team == "ops"), "ops@example.com", If((team == "dev"), "dev@example.com", "ops@example.com")))
o1 exception [exception] Or((team == "ops"), (team == "dev"))
o2 precondition [precondition] Implies(Or((team == "ops"), (team == "dev")), Contains(If((team == "ops"), "ops@example.com", "dev@example.com"), "@"))
o3 precondition [precondition] Implies(_d1, Contains(_d2, "@"))
o4 guarantee [guarantee] {"op":"all","view":{"name":"send_email"},"row":"e","pred":"Or((e.addr == \"ops@example.com\"), (e.addr == \"dev@example.com\"))"}
`,
		},
		{
			name: "iteration-builtins",
			src: `
@clauz3.guarantee(mail.no_guarantees())
def main(n: int) -> None:
    xs = [1, n] + [3]
    for i, x in enumerate(xs):
        if x == i:
            send_email("bob@example.com", "eq")
    if sum(xs) > 10 and any([x > 5 for x in xs]) and all(x > 0 for x in [1]):
        send_email("ann@example.com", "big")
`,
			want: `input n: IntSort
fact f1 send_email(addr="bob@example.com", msg="eq") if (n == 1)
fact f2 send_email(addr="ann@example.com", msg="big") if And((((1 + n) + 3) > 10), (n > 5))
o1 precondition [precondition] True
o2 precondition [precondition] True
o3 guarantee [guarantee] {"op":"true"}
`,
		},
		{
			name: "any-stops-at-the-first-true-element",
			src: `
def ping(a: str) -> bool:
    send_email(a, "ping")
    return a == "b@x.org"

@clauz3.guarantee(mail.no_guarantees())
def main(first: str) -> None:
    any(ping(a) for a in [first, "b@x.org", "c@x.org"])
`,
			want: `input first: StringSort
fact f1 send_email(addr=first, msg="ping") if Contains(first, "@")
fact f2 send_email(addr="b@x.org", msg="ping") if And(Contains(first, "@"), Not((first == "b@x.org")))
o1 precondition [precondition] Contains(first, "@")
o2 precondition [precondition] True
o3 guarantee [guarantee] {"op":"true"}
`,
		},
		{
			name: "break-continue-and-while",
			src: `
@clauz3.guarantee(mail.no_guarantees())
def main(stop: bool) -> None:
    n = 0
    for a in ["a@x.org", "b@x.org", "c@x.org"]:
        if a == "b@x.org":
            continue
        if stop:
            break
        n = n + 1
    else:
        send_email("done@x.org", "no break")
    i = 0
    while i < 2:
        i += 1
        send_email("w@x.org", str(n))
`,
			want: `input stop: BoolSort
fact f1 send_email(addr="done@x.org", msg="no break") if Not(stop)
fact f2 send_email(addr="w@x.org", msg=_d1) if True
fact f3 send_email(addr="w@x.org", msg=_d1) if True
kb (_d1 == If((If(stop, 0, 2) >= 0), IntToStr(If(stop, 0, 2)), Concat("-", IntToStr((-If(stop, 0, 2))))))
o1 precondition [precondition] True
o2 precondition [precondition] True
o3 precondition [precondition] True
o4 guarantee [guarantee] {"op":"true"}
`,
		},
		{
			name: "input-renamed-when-it-is-a-dsl-name",
			src: `
@clauz3.guarantee(mail.no_guarantees())
def main(And: bool, _d1: int) -> None:
    if And and _d1 > 0:
        send_email("bob@example.com", "x")
`,
			want: `input py_And: BoolSort
input py__d1: IntSort
fact f1 send_email(addr="bob@example.com", msg="x") if And(py_And, (py__d1 > 0))
o1 precondition [precondition] True
o2 guarantee [guarantee] {"op":"true"}
`,
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			d, err := lowerSource(t, header+tc.src)
			if err != nil {
				t.Fatalf("Lower: %v", err)
			}
			if got := summary(d); got != tc.want {
				t.Errorf("got:\n%s\nwant:\n%s", got, tc.want)
			}
		})
	}
}

// TestUnsupported lowers the annotated programs of testdata/unsupported
// (as go/types tests do): each line that must be refused ends in
// "# ERROR code..." (one or more codes), and lowering must give an unsupported obligation of
// exactly that code on exactly that line, with a message and a place,
// and no unsupported obligation anywhere else in the program.
func TestUnsupported(t *testing.T) {
	files, _ := filepath.Glob(filepath.Join("testdata", "unsupported", "*.py"))
	if len(files) < 30 {
		t.Fatalf("only %d annotated programs in testdata/unsupported", len(files))
	}
	annot := regexp.MustCompile(`#\s*ERROR\s+(.+?)\s*$`)
	for _, file := range files {
		t.Run(strings.TrimSuffix(filepath.Base(file), ".py"), func(t *testing.T) {
			src, err := os.ReadFile(file)
			if err != nil {
				t.Fatal(err)
			}
			want := map[string]bool{} // "line code"
			for i, line := range strings.Split(string(src), "\n") {
				if m := annot.FindStringSubmatch(line); m != nil {
					for _, code := range strings.Fields(m[1]) {
						want[fmt.Sprintf("%d %s", i+1, code)] = true
					}
				}
			}
			if len(want) == 0 {
				t.Fatal("no # ERROR annotation")
			}
			d, err := lowerSource(t, string(src))
			if err != nil {
				t.Fatalf("Lower: %v", err)
			}
			got := map[string]bool{}
			for _, o := range d.Obligations {
				if o.Kind != ir.KindUnsupported || o.Span.File != d.Entry {
					continue
				}
				if o.Message == "" {
					t.Errorf("%s at line %d has no message", o.Code, o.Span.Line)
				}
				got[fmt.Sprintf("%d %s", o.Span.Line, o.Code)] = true
			}
			for k := range want {
				if !got[k] {
					t.Errorf("missing: line %s\n%s", k, summary(d))
				}
			}
			for k := range got {
				if !want[k] {
					t.Errorf("unexpected: line %s (annotate it or fix lower)", k)
				}
			}
		})
	}
}

// TestBadInput checks the errors (exit 2) for bad programs.
func TestBadInput(t *testing.T) {
	tests := []struct{ name, src, code string }{
		{"deal-has-in-entry", "@deal.has('x')\ndef main() -> None:\n    pass\n", "trusted-only-decorator"},
		{"contract-in-entry", "from clauz3.spec import contract\n@contract\ndef c():\n    pass\ndef main() -> None:\n    pass\n", "trusted-only-decorator"},
		{"effect-decorator", "def main() -> None:\n    @effect(lambda: 1)\n    def g():\n        pass\n", "trusted-only-decorator"},
		{"no-target", "def other() -> None:\n    pass\n", "no-target"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := lowerSource(t, header+tc.src)
			var d *diag.Diagnostic
			if !errors.As(err, &d) {
				t.Fatalf("want a diagnostic, got %v", err)
			}
			if d.Code != tc.code || d.Span.File == "" {
				t.Errorf("got %v (code %q), want code %q with a place", err, d.Code, tc.code)
			}
			if diag.ExitCode(err) != diag.ExitBadInput {
				t.Errorf("exit code %d, want 2", diag.ExitCode(err))
			}
		})
	}
}

// TestMisspeltEffect checks that a contract over an effect no trusted
// function provides is refused instead of holding vacuously.
func TestMisspeltEffect(t *testing.T) {
	d := lowerFiles(t, header+`
from tools.email.trusted import typo

@clauz3.guarantee(typo.nobody())
def main() -> None:
    send_email("ceo@example.com", "hi")
`, map[string]string{"tools/email/trusted/typo.py": `
from clauz3.spec import ContractSpec, contract, effect

Emial = effect("send_emial")


@contract
def nobody() -> ContractSpec:
    return Emial.empty()
`})
	var codes []string
	for _, o := range d.Obligations {
		codes = append(codes, o.Code)
	}
	if got := strings.Join(codes, " "); got != "precondition unsupported-unknown-effect" {
		t.Errorf("obligation codes %q, want the guarantee refused as unsupported-unknown-effect\n%s", got, summary(d))
	}
}

// TestParentPackagesRun checks that importing a.b runs a/__init__.py
// first, as CPython does, when the document holds it: its top level is
// checked like any untrusted module's.
func TestParentPackagesRun(t *testing.T) {
	doc := loadFiles(t, header+`
from helpers.util import greet

@clauz3.guarantee(mail.none())
def main() -> None:
    greet()
`, map[string]string{
		"helpers/__init__.py": "from tools.email.trusted.effects import send_email\nsend_email('ceo@example.com', 'at import')\n",
		"helpers/util.py":     "def greet() -> None:\n    pass\n",
	})
	found := false
	for _, m := range doc.Modules {
		if m.Name == "helpers" {
			found = true
		}
	}
	if !found {
		// load does not list parent packages (yet): add it as it would.
		src := "from tools.email.trusted.effects import send_email\nsend_email('ceo@example.com', 'at import')\n"
		tree, err := pyParse(t)("helpers/__init__.py", []byte(src))
		if err != nil {
			t.Fatal(err)
		}
		doc.Modules = append(doc.Modules, ir.Module{Name: "helpers", Path: "helpers/__init__.py", Role: ir.RoleImport, Tree: tree})
		doc.Sources = append(doc.Sources, ir.Source{Path: "helpers/__init__.py", Text: src})
	}
	d, err := Lower(doc)
	if err != nil {
		t.Fatal(err)
	}
	for _, o := range d.Obligations {
		if o.Code == "unsupported-module-statement" && o.Span.File == "helpers/__init__.py" && o.Span.Line == 2 {
			return
		}
	}
	t.Errorf("the parent package's top level was not checked:\n%s", summary(d))
}
