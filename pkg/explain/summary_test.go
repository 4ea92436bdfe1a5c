package explain

import (
	"bytes"
	"encoding/json"
	"regexp"
	"strings"
	"testing"

	"clauz3/pkg/ir"
)

// The plain-English parts of the summary (issue 10): guarantees as
// sentences, the trusted calls a program may make, the warning about
// effects nothing is guaranteed about, counterexamples that name calls.

const mailContracts = `from clauz3.spec import ContractSpec, contract, effect

Email = effect("send_email")


@contract
def only(addresses: list[str]) -> ContractSpec:
    """Every email goes to one of addresses.

    The second paragraph is not part of the sentence.
    """
    return Email.all(lambda e: e.addr in addresses)


@contract
def at_most(n: int, *, kind: str = "email") -> ContractSpec:
    """At most n emails are sent (of kind)."""
    return Email.count() <= n


@contract
def at_most_to(addr: str, n: int = 1) -> ContractSpec:
    """addr is emailed at most n times."""
    return Email.count() <= n


@contract
def quiet() -> ContractSpec:
    return Email.empty()


def helper(x: int) -> int:
    """Not a contract."""
    return x
`

// otherContracts defines a second contract named only, so that the
// import alias must decide.
const otherContracts = `from clauz3.spec import contract

@contract
def only(who: list[str]):
    """Only who is paid."""
`

const sentenceEntry = `import clauz3
from tools.mail.trusted import contracts as mail
from tools.pay.trusted import contracts as pay
`

func sentenceDSL() *ir.DSL {
	return &ir.DSL{
		Entry: "main.py",
		Sources: []ir.Source{
			source("main.py", sentenceEntry),
			source("tools/mail/trusted/contracts.py", mailContracts),
			source("tools/pay/trusted/contracts.py", otherContracts),
		},
	}
}

func TestGuaranteeSentence(t *testing.T) {
	d := sentenceDSL()
	count := &ir.Relation{Op: ir.RelCount, View: &ir.View{Name: "send_email"}, Cmp: "<=", Bound: "2"}
	for _, c := range []struct {
		g    string
		rel  *ir.Relation
		want string
	}{
		{`mail.only(["bob@example.com", "ops@example.com"])`, nil,
			"Every email goes to one of 'bob@example.com', 'ops@example.com'."},
		{`mail.only([])`, nil, "Every email goes to one of nothing."},
		{`mail.at_most(2)`, nil, "At most 2 emails are sent (of 'email')."},
		{`mail.at_most(1, kind="newsletter")`, nil, "At most 1 email is sent (of 'newsletter')."},
		{`mail.at_most(n=-1)`, nil, "At most -1 email is sent (of 'email')."},
		{`mail.at_most_to("bob@example.com")`, nil, "'bob@example.com' is emailed at most 1 time."},
		// The alias picks the module among two contracts named only.
		{`pay.only(["acme"])`, nil, "Only 'acme' is paid."},
		// Without a docstring, or with an argument that is not a
		// literal, the sentence comes from the relation.
		{`mail.quiet()`, &ir.Relation{Op: ir.RelEmpty, View: &ir.View{Name: "send_email"}}, "No send_email call is made."},
		{`mail.at_most(limit)`, count, "The number of send_email calls is at most 2."},
		{`mail.at_most(1, 2, 3)`, count, "The number of send_email calls is at most 2."},
		{`mail.quiet()`, &ir.Relation{Op: ir.RelEmpty, View: &ir.View{Name: "send_email", Also: []string{"send_newsletter"}}},
			"No send_email or send_newsletter call is made."},
		{`mail.helper(1)`, nil, ""},
		{`not a call(`, nil, ""},
		{`clauz3.no_guarantees()`, &ir.Relation{Op: ir.RelTrue}, "Nothing is guaranteed."},
	} {
		if got := GuaranteeSentence(d, c.g, c.rel); got != c.want {
			t.Errorf("%s: got %q, want %q", c.g, got, c.want)
		}
	}
	// An alias the entry does not bind leaves two candidates: no
	// docstring is chosen.
	if got := GuaranteeSentence(d, `other.only(["x"])`, nil); got != "" {
		t.Errorf("ambiguous contract: got %q", got)
	}
}

func TestFillIn(t *testing.T) {
	for _, c := range []struct {
		doc  string
		args map[string]string
		want string
	}{
		{"At most n emails are sent.", map[string]string{"n": "1"}, "At most 1 email is sent."},
		{"At most n addresses have mail.", map[string]string{"n": "1"}, "At most 1 address has mail."},
		{"n is not a word inside another: nn, n_x, xn.", map[string]string{"n": "3"}, "3 is not a word inside another: nn, n_x, xn."},
		{"Up to n.", map[string]string{"n": "1"}, "Up to 1."},
	} {
		if got := fillIn(c.doc, c.args); got != c.want {
			t.Errorf("fillIn(%q): got %q, want %q", c.doc, got, c.want)
		}
	}
}

// effectsDSL is a program that looks up an address, queries rows and
// emails: the descriptions of its fields cover each kind of value.
func effectsDSL() *ir.DSL {
	at := func(line int) ir.Span { return span("main.py", line, 5, line, 30) }
	return &ir.DSL{
		Target: "main",
		Entry:  "main.py",
		Inputs: []ir.Input{{Name: "level", Type: "int", Sort: "IntSort"}, {Name: "who", Type: "str", Sort: "StringSort"}},
		Variables: []ir.Variable{{Name: "_d1", Sort: "StringSort"}, {Name: "lookup_address_result1", Sort: "StringSort"},
			{Name: "db_query_users_len2", Sort: "IntSort"}, {Name: "_i4", Sort: "IntSort"}},
		Functions:     []ir.Function{{Name: "db_query_users_email3", Domain: []string{"IntSort"}, Range: "StringSort"}},
		KnowledgeBase: []ir.KBEntry{{Assertion: `(_d1 == If((level > 10), "ops@example.com", If((level > 5), "carol@example.com", "bob@example.com")))`}},
		Facts: []ir.Fact{
			{ID: "f1", Relation: "lookup_address", Markers: []string{"directory"}, Span: at(3),
				Fields: []ir.FactField{{Name: "name", Type: "str", Value: "who"}}, Cond: "True"},
			{ID: "f2", Relation: "db_query_users", Markers: []string{"db"}, Span: at(4),
				Fields: []ir.FactField{{Name: "consented_only", Type: "bool", Value: "True"}}, Cond: "True"},
			{ID: "f3", Relation: "send_email", Markers: []string{"email"}, Span: at(5), Cond: "True",
				Fields: []ir.FactField{{Name: "addr", Type: "str", Value: "_d1"}, {Name: "msg", Type: "str", Value: `"hi"`}}},
			{ID: "f4", Relation: "send_email", Markers: []string{"email"}, Span: at(6), Cond: "True",
				Fields: []ir.FactField{{Name: "addr", Type: "str", Value: "lookup_address_result1"}, {Name: "msg", Type: "str", Value: `Concat("a", who)`}}},
			{ID: "f5", Relation: "send_email", Markers: []string{"email"}, Span: span("helpers.py", 2, 5, 2, 20), Cond: "True",
				Quantifiers: []ir.Quantifier{{Var: "_i4", Lower: "0", Upper: "db_query_users_len2"}},
				Fields:      []ir.FactField{{Name: "addr", Type: "str", Value: "db_query_users_email3(_i4)"}, {Name: "msg", Type: "str", Value: "-3"}}},
			{ID: "f6", Relation: "send_email", Span: at(9), Cond: "False"},
		},
	}
}

func TestEffects(t *testing.T) {
	r := build(&ir.Result{DSL: effectsDSL()})
	var got []string
	for _, e := range r.effects() {
		got = append(got, e.fact.Relation+" | "+e.where+" | "+e.times+" | "+strings.Join(e.args, "; "))
	}
	want := []string{
		"lookup_address | line 3 | at most once | name: whatever the caller passes as who",
		"db_query_users | line 4 | at most once | consented_only: True",
		"send_email | line 5 | at most once | addr: one of 'ops@example.com', 'carol@example.com', 'bob@example.com'; msg: 'hi'",
		"send_email | line 6 | at most once | addr: the result of lookup_address (line 3); msg: a string computed by the program",
		"send_email | helpers.py:2 | at most once for each row returned by db_query_users (line 4) | addr: the email of a row returned by db_query_users (line 4); msg: -3",
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("effects:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

func TestWarnings(t *testing.T) {
	lookup := "this program may lookup_address(...) (line 3) — nothing is guaranteed about it"
	query := "this program may db_query_users(...) (line 4) — nothing is guaranteed about it"
	send := "this program may send_email(...) (line 5, line 6, helpers.py:2) — nothing is guaranteed about it"
	for _, c := range []struct {
		name string
		rels []*ir.Relation
		want []string
	}{
		// Every trusted call no guarantee speaks of is warned of, a query
		// (which returns a value) too.
		{"none", nil, []string{lookup, query, send}},
		{"no_guarantees", []*ir.Relation{{Op: ir.RelTrue}}, []string{lookup, query, send}},
		{"by name", []*ir.Relation{{Op: ir.RelEmpty, View: &ir.View{Name: "send_email"}}}, []string{lookup, query}},
		{"by marker", []*ir.Relation{{Op: ir.RelAnd, Args: []ir.Relation{{Op: ir.RelTrue},
			{Op: ir.RelCount, View: &ir.View{Name: "email"}, Cmp: "<=", Bound: "1"}}}}, []string{lookup, query}},
		{"effect(f, g)", []*ir.Relation{{Op: ir.RelEmpty, View: &ir.View{Name: "send_newsletter", Also: []string{"send_email"}}}},
			[]string{lookup, query}},
		{"other effect", []*ir.Relation{{Op: ir.RelEmpty, View: &ir.View{Name: "send_newsletter"}}}, []string{lookup, query, send}},
		{"all", []*ir.Relation{{Op: ir.RelEmpty, View: &ir.View{Name: "email"}},
			{Op: ir.RelSharesValue, View: &ir.View{Name: "directory"}, Other: &ir.View{Name: "db"}}}, nil},
	} {
		d := effectsDSL()
		for i, rel := range c.rels {
			d.Obligations = append(d.Obligations, ir.Obligation{ID: "o" + itoa(i+1), Kind: ir.KindGuarantee, Relation: rel})
		}
		got := build(&ir.Result{DSL: d}).warnings()
		if strings.Join(got, "\n") != strings.Join(c.want, "\n") {
			t.Errorf("%s: got %q, want %q", c.name, got, c.want)
		}
	}
}

func TestWarningFirstInSummary(t *testing.T) {
	d := effectsDSL()
	d.Obligations = []ir.Obligation{{ID: "o1", Kind: ir.KindGuarantee, Code: "guarantee",
		Message: "guarantee mail.no_guarantees() holds", Guarantee: "mail.no_guarantees()", Relation: &ir.Relation{Op: ir.RelTrue}}}
	res := &ir.Result{DSL: d, Obligations: []ir.ObligationResult{{ID: "o1", Status: ir.StatusProved}}}
	text := render(t, res, FormatText)
	if !strings.HasPrefix(text, "main: 1 of 1 obligation proved\nPROVED\n\nWARNING: this program may lookup_address(...)") {
		t.Errorf("the warning is not first:\n%s", text)
	}
	md := render(t, res, FormatMarkdown)
	if !strings.Contains(md, "> **WARNING:** this program may lookup\\_address(...)") {
		t.Errorf("markdown has no warning:\n%s", md)
	}
	var s Summary
	if err := json.Unmarshal([]byte(render(t, res, FormatJSON)), &s); err != nil {
		t.Fatal(err)
	}
	if len(s.Warnings) != 3 || len(s.Effects) != 5 {
		t.Errorf("json warnings %q, %d effects", s.Warnings, len(s.Effects))
	}
}

// TestCounterexampleCalls: a trusted result is said at its call, a
// number of rows in rows, a result of a call that is not made is not
// shown, and other symbols keep the "with" form.
func TestCounterexampleCalls(t *testing.T) {
	d := effectsDSL()
	d.Variables = append(d.Variables, ir.Variable{Name: "lookup_address_result9", Sort: "StringSort"}, ir.Variable{Name: "k", Sort: "IntSort"})
	d.Obligations = []ir.Obligation{{ID: "o1", Kind: ir.KindGuarantee, Code: "guarantee", Message: "guarantee g holds",
		Guarantee: "g", Span: span("main.py", 1, 1, 1, 2)}}
	ce := &ir.Counterexample{
		Inputs: []ir.Value{str("who", "bob")},
		Variables: []ir.Value{str("lookup_address_result1", "@"), integer("db_query_users_len2", 39),
			integer("k", 7), str("_d1", "ignored")},
		Facts: []ir.FactFiring{
			{ID: "f1", Fires: true, Fields: []ir.Value{str("name", "bob")}},
			{ID: "f2", Fires: true, Fields: []ir.Value{{Name: "consented_only", Repr: "True", Value: true}}},
			{ID: "f4", Fires: true, Fields: []ir.Value{str("addr", "@"), str("msg", "abob")}},
		},
	}
	res := &ir.Result{DSL: d, Obligations: []ir.ObligationResult{{ID: "o1", Status: ir.StatusRefuted, Counterexample: ce}}}
	got := strings.Join(build(res).notes(build(res).entries[0]), "\n")
	want := strings.Join([]string{
		"counterexample: main(who='bob')",
		"  with k = 7",
		"  lookup_address(name='bob') returns '@'   # line 3",
		"  db_query_users(consented_only=True) returns 39 rows   # line 4",
		"  send_email(addr='@', msg='abob')   # line 6",
	}, "\n")
	if got != want {
		t.Errorf("notes:\n%s\nwant:\n%s", got, want)
	}
	// One row; a query that is not made says nothing of its rows.
	ce.Variables = []ir.Value{integer("db_query_users_len2", 1)}
	got = strings.Join(build(res).notes(build(res).entries[0]), "\n")
	if !strings.Contains(got, "returns 1 row   # line 4") {
		t.Errorf("one row:\n%s", got)
	}
	ce.Facts = ce.Facts[:1]
	got = strings.Join(build(res).notes(build(res).entries[0]), "\n")
	if strings.Contains(got, "39") || strings.Contains(got, "db_query_users") {
		t.Errorf("a call that is not made:\n%s", got)
	}
}

// TestFailingPrecondition: the trace of a refuted precondition ends with
// the call that fails it, with the values it receives when lower's fact
// can be evaluated, else as the program writes it.
func TestFailingPrecondition(t *testing.T) {
	src := "def main(addr: str) -> None:\n    if addr != \"bob@example.com\":\n        addr = \"bob\"\n    send_email(addr, \"hi\")\n"
	call := span("main.py", 4, 5, 4, 27)
	mk := func(field string) *ir.Result {
		return &ir.Result{
			DSL: &ir.DSL{
				Target: "main", Entry: "main.py", Sources: []ir.Source{source("main.py", src)},
				Inputs: []ir.Input{{Name: "addr", Type: "str", Sort: "StringSort"}},
				Facts: []ir.Fact{{ID: "f1", Relation: "send_email", Span: call, Cond: "True",
					Fields: []ir.FactField{{Name: "addr", Type: "str", Sort: "StringSort", Value: field}, {Name: "msg", Type: "str", Sort: "StringSort", Value: `"hi"`}}}},
				Obligations: []ir.Obligation{{ID: "o1", Kind: ir.KindPrecondition, Code: "precondition",
					Message: "precondition of send_email holds: \"@\" in addr", Span: call}},
			},
			Obligations: []ir.ObligationResult{{ID: "o1", Status: ir.StatusRefuted, Counterexample: &ir.Counterexample{
				Inputs: []ir.Value{str("addr", "")}, Facts: []ir.FactFiring{{ID: "f1", Fires: false}}}}},
		}
	}
	for _, c := range []struct{ field, want string }{
		{`If(Not((addr == "bob@example.com")), "bob", addr)`, `send_email(addr='bob', msg='hi')   # line 4: its precondition fails here`},
		{`Concat(addr, "x")`, `send_email(addr='x', msg='hi')   # line 4: its precondition fails here`},
		// a column of rows cannot be evaluated: the source text is shown
		{`rows_email1(_i2)`, `send_email(addr, "hi")   # line 4: its precondition fails here`},
	} {
		res := mk(c.field)
		r := build(res)
		notes := r.notes(r.entries[0])
		if len(notes) != 2 || notes[1] != "  "+c.want {
			t.Errorf("%s: notes %q, want the call %q", c.field, notes, c.want)
		}
		if strings.Contains(strings.Join(notes, "\n"), "no trusted call") {
			t.Errorf("%s: still says no trusted call is made", c.field)
		}
	}
}

// TestNotProvedGuaranteed: while another check fails, a proved guarantee
// is not listed under "Guaranteed".
func TestNotProvedGuaranteed(t *testing.T) {
	res := &ir.Result{DSL: &ir.DSL{Target: "main", Obligations: []ir.Obligation{
		{ID: "o1", Kind: ir.KindPrecondition, Message: "precondition of f holds"},
		{ID: "o2", Kind: ir.KindGuarantee, Message: "guarantee g() holds", Guarantee: "g()"}}},
		Obligations: []ir.ObligationResult{{ID: "o1", Status: ir.StatusRefuted}, {ID: "o2", Status: ir.StatusProved}}}
	text := render(t, res, FormatText)
	if regexp.MustCompile(`(?m)^Guaranteed:\n  g\(\)`).MatchString(text) {
		t.Errorf("a NOT PROVED summary lists g() under Guaranteed:\n%s", text)
	}
	if !strings.Contains(text, "Proved, but not guaranteed while another check fails:\n  g()\n") {
		t.Errorf("text:\n%s", text)
	}
	var s Summary
	if err := json.Unmarshal([]byte(render(t, res, FormatJSON)), &s); err != nil {
		t.Fatal(err)
	}
	if len(s.Guaranteed) != 0 || len(s.ProvedGuarantees) != 1 || s.ProvedGuarantees[0] != "g()" {
		t.Errorf("json: guaranteed %q, proved_guarantees %q", s.Guaranteed, s.ProvedGuarantees)
	}
	res.Obligations[0].Status = ir.StatusProved
	if text := render(t, res, FormatText); !strings.Contains(text, "Guaranteed:\n  g()\n") {
		t.Errorf("proved:\n%s", text)
	}
	s = Summary{}
	if err := json.Unmarshal([]byte(render(t, res, FormatJSON)), &s); err != nil {
		t.Fatal(err)
	}
	if len(s.Guaranteed) != 1 || len(s.ProvedGuarantees) != 1 {
		t.Errorf("json, proved: guaranteed %q, proved_guarantees %q", s.Guaranteed, s.ProvedGuarantees)
	}
}

// TestJSONMessageByVerdict: the JSON summary never says "holds" of an
// obligation that is not proved.
func TestJSONMessageByVerdict(t *testing.T) {
	for _, c := range []struct{ status, want string }{
		{ir.StatusProved, "guarantee g() holds"},
		{ir.StatusRefuted, "guarantee g() can fail"},
		{ir.StatusUnknown, "guarantee g() is not proved"},
	} {
		res := &ir.Result{DSL: &ir.DSL{Target: "main", Obligations: []ir.Obligation{
			{ID: "o1", Kind: ir.KindGuarantee, Message: "guarantee g() holds", Guarantee: "g()"}}},
			Obligations: []ir.ObligationResult{{ID: "o1", Status: c.status}}}
		var s Summary
		if err := json.Unmarshal([]byte(render(t, res, FormatJSON)), &s); err != nil {
			t.Fatal(err)
		}
		if got := s.Obligations[0].Message; got != c.want {
			t.Errorf("%s: message %q, want %q", c.status, got, c.want)
		}
	}
}

var ansi = regexp.MustCompile("\x1b\\[[0-9;]*m")

// TestColor: colour changes no word; the verdict, warning, headings and
// the error label are coloured; other formats are never coloured.
func TestColor(t *testing.T) {
	res := onlyBobFail()
	plain := render(t, res, FormatText)
	var b bytes.Buffer
	if err := RenderOptions(&b, res, Options{Format: FormatText, Color: true}); err != nil {
		t.Fatal(err)
	}
	colored := b.String()
	if got := ansi.ReplaceAllString(colored, ""); got != plain {
		t.Errorf("colour changed the words:\n%s\nwant:\n%s", got, plain)
	}
	for _, want := range []string{"\x1b[1;31mNOT PROVED\x1b[0m\n", "\x1b[1mGuaranteed:\x1b[0m none\n",
		"\x1b[1;31m^^^^^^^^^^^^^^^^^^^^^^\x1b[0m cases/only_bob_fail.py:9: \x1b[1;31merror\x1b[0m: guarantee"} {
		if !strings.Contains(colored, want) {
			t.Errorf("no %q in:\n%s", want, colored)
		}
	}
	for _, f := range []string{FormatMarkdown, FormatJSON, FormatSARIF} {
		b.Reset()
		if err := RenderOptions(&b, res, Options{Format: f, Color: true}); err != nil {
			t.Fatal(err)
		}
		if strings.Contains(b.String(), "\x1b") {
			t.Errorf("%s is coloured", f)
		}
	}
	if got := colorize("PROVED\nWARNING: x\n"); got != "\x1b[1;32mPROVED\x1b[0m\n\x1b[1;33mWARNING:\x1b[0m x\n" {
		t.Errorf("colorize: %q", got)
	}
}

// TestSymbolCall: which call a result symbol belongs to, among several
// calls of one function: the assumption at a call's place decides, else
// the program order of symbols and calls.
func TestSymbolCall(t *testing.T) {
	d := &ir.DSL{
		Variables: []ir.Variable{{Name: "lookup_address_result1", Sort: "StringSort"}, {Name: "lookup_address_result5", Sort: "StringSort"}},
		Facts: []ir.Fact{
			{ID: "f1", Relation: "lookup_address", Span: span("m.py", 3, 1, 3, 9)},
			{ID: "f2", Relation: "lookup_address", Span: span("m.py", 7, 1, 7, 9)},
		},
	}
	which := func(name string) string {
		s, ok := newDescriber(d).symbolOf(name)
		if !ok || s.fact == nil {
			return ""
		}
		return s.fact.ID
	}
	if a, b := which("lookup_address_result1"), which("lookup_address_result5"); a != "f1" || b != "f2" {
		t.Errorf("by order: %s, %s", a, b)
	}
	d.Assumptions = []ir.Assumption{{Expr: `Contains(lookup_address_result1, "@")`, Span: span("m.py", 7, 1, 7, 9)}}
	if a := which("lookup_address_result1"); a != "f2" {
		t.Errorf("by assumption: %s", a)
	}
	d.Assumptions = nil
	d.Variables = d.Variables[:1]
	if a := which("lookup_address_result1"); a != "" {
		t.Errorf("one symbol for two calls is not placed, got %s", a)
	}
	if _, ok := newDescriber(d).symbolOf("send_email_result1"); ok {
		t.Error("a symbol lower did not declare")
	}
}

// TestBlockSaysGuarantee: a failed guarantee's block says what was
// promised in the contract's words, before the counterexample.
func TestBlockSaysGuarantee(t *testing.T) {
	d := sentenceDSL()
	d.Target = "main"
	d.Obligations = []ir.Obligation{{ID: "o1", Kind: ir.KindGuarantee, Code: "guarantee",
		Message: "guarantee mail.at_most(2) holds", Guarantee: "mail.at_most(2)", Span: span("main.py", 1, 1, 1, 7)}}
	res := &ir.Result{DSL: d, Obligations: []ir.ObligationResult{{ID: "o1", Status: ir.StatusRefuted,
		Counterexample: &ir.Counterexample{}}}}
	text := render(t, res, FormatText)
	want := "| the guarantee reads: At most 2 emails are sent (of 'email').\n| counterexample: main()\n"
	if !strings.Contains(text, want) {
		t.Errorf("no %q in:\n%s", want, text)
	}
}

// TestWheres: the variables a trusted call passes are shown with the
// values the call receives, unless they are named as the parameter.
func TestWheres(t *testing.T) {
	src := "x = 1\nsend_email(to, msg)\nsend_email(addr=who, msg=\"hi\")\nsend_email(*xs)\nsend_email(f(to), to)\nread_rows(User, path, t)\n"
	r := build(&ir.Result{DSL: &ir.DSL{Sources: []ir.Source{source("m.py", src)}}})
	vals := []ir.Value{str("addr", "carol@example.com"), str("msg", "hi")}
	for _, c := range []struct {
		line, end int
		want      []string
	}{
		{2, 20, []string{"    where to = 'carol@example.com'"}},
		{3, 31, []string{"    where who = 'carol@example.com'"}},
		{4, 16, nil},
		{5, 22, []string{"    where to = 'hi'"}},
		// more arguments than fields: a parameter that is not a field
		// (a generic query's schema) shifts the positions
		{6, 25, nil},
	} {
		got := r.wheres(span("m.py", c.line, 1, c.line, c.end), vals)
		if strings.Join(got, "\n") != strings.Join(c.want, "\n") {
			t.Errorf("line %d: got %q, want %q", c.line, got, c.want)
		}
	}
	if got := r.wheres(span("m.py", 1, 1, 1, 6), vals); got != nil {
		t.Errorf("not a call: %q", got)
	}
}

// TestEffectsGrouped: the facts of one call site (an unrolled loop) are
// one entry counted "at most N times", with each argument's values.
func TestEffectsGrouped(t *testing.T) {
	at := span("main.py", 4, 9, 4, 30)
	fact := func(id, addr, msg string) ir.Fact {
		return ir.Fact{ID: id, Relation: "send_email", Span: at, Cond: "True",
			Fields: []ir.FactField{{Name: "addr", Type: "str", Value: addr}, {Name: "msg", Type: "str", Value: msg}}}
	}
	d := &ir.DSL{Target: "main", Entry: "main.py", Inputs: []ir.Input{{Name: "who", Type: "str", Sort: "StringSort"}},
		Facts: []ir.Fact{fact("f1", `"a@x"`, `"hi"`), fact("f2", `"b@x"`, `"hi"`), fact("f3", `"a@x"`, `"hi"`)}}
	es := build(&ir.Result{DSL: d}).effects()
	if len(es) != 1 || es[0].times != "at most 3 times" || strings.Join(es[0].args, "; ") != "addr: one of 'a@x', 'b@x'; msg: 'hi'" {
		t.Errorf("grouped: %+v", es)
	}
	d.Facts = append(d.Facts, fact("f4", "who", `"hi"`))
	es = build(&ir.Result{DSL: d}).effects()
	if len(es) != 1 || es[0].args[0] != "addr: each of: 'a@x'; 'b@x'; whatever the caller passes as who" {
		t.Errorf("mixed values: %q", es[0].args)
	}
}

// TestCounterexampleRows: the cells of a query's rows that solve names
// ("db_query_users_email3(38)") are shown under the query, row by row in
// index order; those of a query that is not made are not shown.
func TestCounterexampleRows(t *testing.T) {
	d := effectsDSL()
	d.Functions = append(d.Functions, ir.Function{Name: "db_query_users_age5", Domain: []string{"IntSort"}, Range: "IntSort"})
	d.Obligations = []ir.Obligation{{ID: "o1", Kind: ir.KindGuarantee, Code: "guarantee", Message: "guarantee g holds",
		Guarantee: "g", Span: span("main.py", 1, 1, 1, 2)}}
	ce := &ir.Counterexample{
		Variables: []ir.Value{integer("db_query_users_len2", 39), str("db_query_users_email3(38)", "x@"),
			str("db_query_users_email3(2)", "y@"), integer("db_query_users_age5(38)", 7), str("nosuch_f(1)", "z")},
		Facts: []ir.FactFiring{{ID: "f2", Fires: true, Fields: []ir.Value{{Name: "consented_only", Repr: "True", Value: true}}}},
	}
	res := &ir.Result{DSL: d, Obligations: []ir.ObligationResult{{ID: "o1", Status: ir.StatusRefuted, Counterexample: ce}}}
	r := build(res)
	got := strings.Join(r.notes(r.entries[0]), "\n")
	want := strings.Join([]string{
		"counterexample: main()",
		"  with nosuch_f(1) = 'z'",
		"  db_query_users(consented_only=True) returns 39 rows   # line 4",
		"    row 2: email='y@'",
		"    row 38: email='x@', age=7",
	}, "\n")
	if got != want {
		t.Errorf("notes:\n%s\nwant:\n%s", got, want)
	}
	ce.Facts = nil
	r = build(res)
	if got := strings.Join(r.notes(r.entries[0]), "\n"); strings.Contains(got, "row ") {
		t.Errorf("rows of a query that is not made:\n%s", got)
	}
}

// TestDescribeChoices: a choice among literals, inputs and trusted
// results is phrased as such; anything else is "computed".
func TestDescribeChoices(t *testing.T) {
	x := newDescriber(effectsDSL())
	for _, c := range []struct{ expr, want string }{
		{`If(Not((who == "x")), "bob", who)`, "'bob' or whatever the caller passes as who"},
		{`If((level > 1), lookup_address_result1, If((level > 2), "a", "b"))`, "the result of lookup_address (line 3), 'a' or 'b'"},
		{`If((level > 1), "a", "a")`, "'a'"},
		{`If((level > 1), Concat(who, "x"), "a")`, "a string computed by the program"},
		{`level + 1`, "a string computed by the program"},
		{`True`, "True"},
		{`-4`, "-4"},
		{`(((`, "a value computed by the program"},
	} {
		if got := x.describe(c.expr, "str", "main.py"); got != c.want {
			t.Errorf("%s: got %q, want %q", c.expr, got, c.want)
		}
	}
}

// TestVerdictOf: a diagnostic's headline says what became of the
// obligation, never "holds" for one that is not proved.
func TestVerdictOf(t *testing.T) {
	for _, c := range []struct{ status, want string }{
		{ir.StatusRefuted, "guarantee mail.at_most(100) can fail"},
		{ir.StatusUnknown, "guarantee mail.at_most(100) is not proved"},
		{ir.StatusUnsupported, "guarantee mail.at_most(100) cannot be checked"},
		{ir.StatusProved, "guarantee mail.at_most(100) holds"},
	} {
		e := entry{Kind: ir.KindGuarantee, Message: "guarantee mail.at_most(100) holds", Status: c.status}
		if got := verdictOf(e); got != c.want {
			t.Errorf("%s: %q, want %q", c.status, got, c.want)
		}
	}
}

// TestWhileCallsNotListed: a counterexample that does not list the
// iterations of a summarized while loop (too many) says so, and does not
// say that no trusted call is made; one that lists them shows each.
func TestWhileCallsNotListed(t *testing.T) {
	span := ir.Span{File: "main.py", Line: 4, Col: 5, EndLine: 4, EndCol: 30}
	q := []ir.Quantifier{{Var: "_i1", Lower: "0", Upper: "n", While: true}}
	mk := func(ce *ir.Counterexample) *ir.Result {
		return &ir.Result{
			DSL: &ir.DSL{Target: "main", Entry: "main.py",
				Facts: []ir.Fact{{ID: "f1", Relation: "send_email", Span: span, Cond: "(_i1 < n)", Quantifiers: q,
					Fields: []ir.FactField{{Name: "addr", Type: "str", Sort: "StringSort", Value: `"bob@example.com"`}}}},
				Obligations: []ir.Obligation{{ID: "o1", Kind: ir.KindGuarantee, Code: "guarantee",
					Message: "guarantee mail.at_most(1000) holds", Guarantee: "mail.at_most(1000)", Span: span}},
			},
			Obligations: []ir.ObligationResult{{ID: "o1", Status: ir.StatusRefuted, Counterexample: ce}},
		}
	}
	n := ir.Value{Name: "n", Type: "int", Repr: "5000", Value: 5000}
	r := build(mk(&ir.Counterexample{Inputs: []ir.Value{n}, Facts: []ir.FactFiring{}}))
	text := strings.Join(r.notes(r.entries[0]), "\n")
	if !strings.Contains(text, "the calls made inside a while loop are not listed") || strings.Contains(text, "no trusted call") {
		t.Errorf("unlisted: %s", text)
	}
	zero, one := int64(0), int64(1)
	addr := []ir.Value{{Name: "addr", Type: "str", Repr: "'bob@example.com'", Value: "bob@example.com"}}
	r = build(mk(&ir.Counterexample{Inputs: []ir.Value{n}, Loops: []ir.LoopRun{{Var: "_i1", Iterations: 2}},
		Facts: []ir.FactFiring{{ID: "f1", Fires: true, Fields: addr, Iteration: &zero}, {ID: "f1", Fires: true, Fields: addr, Iteration: &one}}}))
	text = strings.Join(r.notes(r.entries[0]), "\n")
	for _, want := range []string{"# line 4, iteration 1 of the while loop", "# line 4, iteration 2 of the while loop"} {
		if !strings.Contains(text, want) {
			t.Errorf("listed: no %q in %s", want, text)
		}
	}
	if strings.Contains(text, "not listed") {
		t.Errorf("listed: %s", text)
	}
}

// TestJSONReplayed: a refuted obligation's JSON says what replaying its
// counterexample showed, when it was replayed (the text says
// "confirmed by running the program under CPython").
func TestJSONReplayed(t *testing.T) {
	for _, replayed := range []string{ir.ReplayConfirmed, ir.ReplayNotReplayable, ""} {
		res := onlyBobFail()
		for i := range res.Obligations {
			if res.Obligations[i].Status == ir.StatusRefuted {
				res.Obligations[i].Replayed = replayed
			}
		}
		var s Summary
		if err := json.Unmarshal([]byte(render(t, res, FormatJSON)), &s); err != nil {
			t.Fatal(err)
		}
		n := 0
		for _, o := range s.Obligations {
			if o.Status == ir.StatusRefuted {
				n++
				if o.Replayed != replayed {
					t.Errorf("replayed %q in the JSON, want %q", o.Replayed, replayed)
				}
			}
		}
		if n == 0 {
			t.Fatal("no refuted obligation")
		}
	}
}
