package solve

import (
	"context"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"clauz3/pkg/diag"
	"clauz3/pkg/ir"
)

// email builds a document with one input addr: str, n: int and the given
// facts (send_email with fields addr and msg).
func emailDoc(facts []ir.Fact, obls ...ir.Obligation) *ir.DSL {
	return &ir.DSL{
		Version: ir.DSLVersion,
		Inputs: []ir.Input{
			{Name: "addr", Type: "str", Sort: "StringSort"},
			{Name: "n", Type: "int", Sort: "IntSort"},
		},
		Facts:       facts,
		Obligations: obls,
	}
}

func emailFact(id, addr, msg, cond string) ir.Fact {
	return ir.Fact{ID: id, Relation: "send_email", Markers: []string{"email"}, Cond: cond,
		Fields: []ir.FactField{
			{Name: "addr", Type: "str", Sort: "StringSort", Value: addr},
			{Name: "msg", Type: "str", Sort: "StringSort", Value: msg},
		}}
}

func guarantee(id string, r ir.Relation) ir.Obligation {
	return ir.Obligation{ID: id, Kind: ir.KindGuarantee, Code: "guarantee", Message: id, Relation: &r}
}

func goal(id, g string) ir.Obligation {
	return ir.Obligation{ID: id, Kind: ir.KindAssertion, Code: "assertion", Message: id, Goal: g}
}

func solveDoc(t *testing.T, doc *ir.DSL, opts Options) *ir.Result {
	t.Helper()
	// Documents go through JSON as they do between stages.
	data, err := json.Marshal(doc)
	if err != nil {
		t.Fatal(err)
	}
	doc2, err := DecodeProgram(data)
	if err != nil {
		t.Fatal(err)
	}
	res, err := Solve(context.Background(), doc2, opts)
	if err != nil {
		t.Fatal(err)
	}
	// Every counterexample must violate its goal when evaluated without
	// Z3, also after a JSON round trip of the result.
	if err := Recheck(doc2, res); err != nil {
		t.Fatal(err)
	}
	out, _ := json.Marshal(res)
	var res2 ir.Result
	dec := json.NewDecoder(strings.NewReader(string(out)))
	dec.UseNumber()
	if err := dec.Decode(&res2); err != nil {
		t.Fatal(err)
	}
	if err := Recheck(doc2, &res2); err != nil {
		t.Fatalf("after a JSON round trip: %v", err)
	}
	return res
}

func status(t *testing.T, res *ir.Result, i int, want string) ir.ObligationResult {
	t.Helper()
	o := res.Obligations[i]
	if o.Status != want {
		t.Fatalf("obligation %s: %s (%s), want %s", o.ID, o.Status, o.Reason, want)
	}
	return o
}

func input(t *testing.T, ce *ir.Counterexample, name string) ir.Value {
	t.Helper()
	for _, v := range ce.Inputs {
		if v.Name == name {
			return v
		}
	}
	t.Fatalf("no input %s in %+v", name, ce)
	return ir.Value{}
}

func intInput(t *testing.T, ce *ir.Counterexample, name string) int64 {
	t.Helper()
	v := input(t, ce, name)
	n, ok := v.Value.(json.Number)
	if !ok {
		t.Fatalf("%s = %#v, not a number", name, v.Value)
	}
	i, err := n.Int64()
	if err != nil {
		t.Fatal(err)
	}
	return i
}

func TestOnlyBob(t *testing.T) {
	onlyBob := ir.Relation{Op: ir.RelAll, View: &ir.View{Name: "email"}, Row: "e", Pred: "e.addr == 'bob@example.com'"}
	// Refuted: addr is free, so some address other than bob's is emailed.
	res := solveDoc(t, emailDoc([]ir.Fact{emailFact("f1", "addr", "'hi'", "True")}, guarantee("only-bob", onlyBob)), Options{})
	o := status(t, res, 0, ir.StatusRefuted)
	a := input(t, o.Counterexample, "addr")
	if a.Value == "bob@example.com" || a.Type != "str" || !strings.HasPrefix(a.Repr, "'") {
		t.Fatalf("counterexample addr = %+v", a)
	}
	if ff := o.Counterexample.Facts[0]; !ff.Fires || ff.Fields[0].Repr != a.Repr || ff.Fields[1].Repr != "'hi'" {
		t.Fatalf("fact firing = %+v", ff)
	}
	// Proved: the call only happens when addr is bob's.
	res = solveDoc(t, emailDoc([]ir.Fact{emailFact("f1", "addr", "'hi'", "addr == 'bob@example.com'")}, guarantee("only-bob", onlyBob)), Options{})
	status(t, res, 0, ir.StatusProved)
	// Proved with the where filter: Email.where(msg == 'hi').all(addr is bob) when the other call says 'bye'.
	filtered := onlyBob
	filtered.View = &ir.View{Name: "send_email", Row: "e", Where: "e.msg == 'hi'"}
	res = solveDoc(t, emailDoc([]ir.Fact{
		emailFact("f1", "'bob@example.com'", "'hi'", "True"),
		emailFact("f2", "addr", "'bye'", "True"),
	}, guarantee("filtered", filtered)), Options{})
	status(t, res, 0, ir.StatusProved)
}

func TestNonASCIICounterexample(t *testing.T) {
	// The only firing address must be 'bøb@exämple.com'; the call happens
	// when addr starts with 'ß', so the counterexample is non-ASCII.
	r := ir.Relation{Op: ir.RelAll, View: &ir.View{Name: "email"}, Row: "e", Pred: "e.addr == 'bøb@exämple.com'"}
	res := solveDoc(t, emailDoc([]ir.Fact{emailFact("f1", "addr", "'日本'", "PrefixOf('ß\\\\', addr)")}, guarantee("g", r)), Options{})
	o := status(t, res, 0, ir.StatusRefuted)
	a := input(t, o.Counterexample, "addr")
	s, _ := a.Value.(string)
	if !strings.HasPrefix(s, "ß\\") {
		t.Fatalf("addr = %q, want a string starting with ß and a backslash", s)
	}
	if f := o.Counterexample.Facts[0].Fields[1]; f.Value != "日本" || f.Repr != "'日本'" {
		t.Fatalf("msg = %+v", f)
	}
}

func TestEmptyAndTrue(t *testing.T) {
	facts := []ir.Fact{emailFact("f1", "addr", "'x'", "n > 10"), emailFact("f2", "addr", "'y'", "False")}
	res := solveDoc(t, emailDoc(facts,
		guarantee("never", ir.Relation{Op: ir.RelEmpty, View: &ir.View{Name: "email"}}),
		guarantee("never-y", ir.Relation{Op: ir.RelEmpty, View: &ir.View{Name: "email", Row: "e", Where: "e.msg == 'y'"}}),
		guarantee("nothing", ir.Relation{Op: ir.RelTrue}),
	), Options{})
	o := status(t, res, 0, ir.StatusRefuted)
	if !o.Counterexample.Facts[0].Fires || o.Counterexample.Facts[1].Fires {
		t.Fatalf("firings = %+v", o.Counterexample.Facts)
	}
	status(t, res, 1, ir.StatusProved) // f2 never fires
	status(t, res, 2, ir.StatusProved)
}

func TestDistinct(t *testing.T) {
	r := ir.Relation{Op: ir.RelDistinct, View: &ir.View{Name: "email"}, Row: "e", Key: "e.addr"}
	// Three calls to literal, different addresses: proved.
	res := solveDoc(t, emailDoc([]ir.Fact{
		emailFact("f1", "'a@x'", "'m'", "True"), emailFact("f2", "'b@x'", "'m'", "True"), emailFact("f3", "'c@x'", "'m'", "True"),
	}, guarantee("d", r)), Options{})
	status(t, res, 0, ir.StatusProved)
	// The third address is the input: refuted when addr equals another,
	// but only if both calls fire.
	res = solveDoc(t, emailDoc([]ir.Fact{
		emailFact("f1", "'a@x'", "'m'", "True"), emailFact("f2", "'b@x'", "'m'", "n > 0"), emailFact("f3", "addr", "'m'", "n > 5"),
	}, guarantee("d", r)), Options{})
	o := status(t, res, 0, ir.StatusRefuted)
	fired := 0
	for _, f := range o.Counterexample.Facts {
		if f.Fires {
			fired++
		}
	}
	if fired < 2 {
		t.Fatalf("counterexample fires %d facts", fired)
	}
	// Same input twice, but the two calls exclude each other: proved.
	res = solveDoc(t, emailDoc([]ir.Fact{
		emailFact("f1", "addr", "'m'", "n > 0"), emailFact("f2", "addr", "'m'", "n <= 0"),
	}, guarantee("d", r)), Options{})
	status(t, res, 0, ir.StatusProved)
}

func TestCount(t *testing.T) {
	facts := []ir.Fact{
		emailFact("f1", "'bob@x'", "'m'", "n > 0"),
		emailFact("f2", "'bob@x'", "'m'", "n > 1"),
		emailFact("f3", "'bob@x'", "'m'", "n > 2"),
		emailFact("f4", "'ann@x'", "'m'", "n > 3"),
	}
	bob := &ir.View{Name: "email", Row: "e", Where: "e.addr == 'bob@x'"}
	cases := []struct {
		cmp, bound, want string
		why              string
	}{
		{"<=", "3", ir.StatusProved, "at most three calls to bob exist"},
		{"<=", "2", ir.StatusRefuted, "n = 3 sends three"},
		{"<", "4", ir.StatusProved, ""},
		{"<", "3", ir.StatusRefuted, ""},
		{">=", "0", ir.StatusProved, ""},
		{">=", "1", ir.StatusRefuted, "n = 0 sends none"},
		{">", "0", ir.StatusRefuted, ""},
		{"==", "4", ir.StatusRefuted, "ann's call is filtered out, so never 4"},
		{"<=", "n", ir.StatusRefuted, "a symbolic bound: n = -1 sends none, and 0 <= -1 is false"},
		{"<=", "If(n > 3, 3, If(n < 0, 0, n))", ir.StatusProved, "the exact count for every n"},
	}
	for _, tc := range cases {
		r := ir.Relation{Op: ir.RelCount, View: bob, Row: "e", Cmp: tc.cmp, Bound: tc.bound}
		res := solveDoc(t, emailDoc(facts, guarantee("c", r)), Options{})
		if got := res.Obligations[0].Status; got != tc.want {
			t.Errorf("count %s %s: %s, want %s (%s)", tc.cmp, tc.bound, got, tc.want, tc.why)
		}
	}
	// With an assumption n <= 2, at most two calls: proved.
	doc := emailDoc(facts, guarantee("c", ir.Relation{Op: ir.RelCount, View: bob, Row: "e", Cmp: "<=", Bound: "2"}))
	doc.Assumptions = []ir.Assumption{{ID: "a1", Kind: "precondition", Message: "n <= 2", Expr: "n <= 2"}}
	status(t, solveDoc(t, doc, Options{}), 0, ir.StatusProved)
}

func TestSum(t *testing.T) {
	pay := func(id, amount, cond string) ir.Fact {
		return ir.Fact{ID: id, Relation: "pay", Markers: []string{"money"}, Cond: cond,
			Fields: []ir.FactField{{Name: "amount", Type: "int", Sort: "IntSort", Value: amount}}}
	}
	facts := []ir.Fact{pay("p1", "200", "True"), pay("p2", "n", "And(n >= 0, n <= 300)"), pay("p3", "100", "n > 250")}
	r := func(cmp, bound string) ir.Relation {
		return ir.Relation{Op: ir.RelSum, View: &ir.View{Name: "money"}, Row: "w", Value: "w.amount", Cmp: cmp, Bound: bound}
	}
	res := solveDoc(t, emailDoc(facts,
		guarantee("le600", r("<=", "600")), // 200 + 300 + 100
		guarantee("le500", r("<=", "500")), // n = 260: 200 + 260 + 100
		guarantee("ge200", r(">=", "200")),
	), Options{})
	status(t, res, 0, ir.StatusProved)
	o := status(t, res, 1, ir.StatusRefuted)
	// Only 251 <= n <= 300 makes 200 + n + 100 exceed 500.
	if n := intInput(t, o.Counterexample, "n"); n < 251 || n > 300 {
		t.Fatalf("n = %d does not exceed 500", n)
	}
	status(t, res, 2, ir.StatusProved)
}

func TestSharesValueAndAnd(t *testing.T) {
	facts := []ir.Fact{
		emailFact("f1", "'bob@x'", "addr", "True"),
		emailFact("f2", "'ann@x'", "addr", "n > 0"),
	}
	bob := &ir.View{Name: "email", Row: "e", Where: "e.addr == 'bob@x'"}
	ann := &ir.View{Name: "email", Row: "e", Where: "e.addr == 'ann@x'"}
	share := ir.Relation{Op: ir.RelSharesValue, View: bob, Other: ann, Row: "e", Key: "e.msg"}
	res := solveDoc(t, emailDoc(facts, guarantee("share", share)), Options{})
	o := status(t, res, 0, ir.StatusRefuted) // n <= 0: ann gets nothing
	if n := intInput(t, o.Counterexample, "n"); n > 0 {
		t.Fatalf("counterexample n = %d, but ann is emailed when n > 0", n)
	}
	doc := emailDoc(facts, guarantee("both", ir.Relation{Op: ir.RelAnd, Args: []ir.Relation{
		share,
		{Op: ir.RelCount, View: &ir.View{Name: "email"}, Cmp: "<=", Bound: "2"},
	}}))
	doc.Assumptions = []ir.Assumption{{ID: "a", Kind: "precondition", Expr: "n > 0"}}
	status(t, solveDoc(t, doc, Options{}), 0, ir.StatusProved)
}

func TestGoalsAndValues(t *testing.T) {
	doc := &ir.DSL{
		Version: ir.DSLVersion,
		Inputs: []ir.Input{
			{Name: "x", Type: "int", Sort: "IntSort"},
			{Name: "f", Type: "float", Sort: "FPSort(11, 53)"},
			{Name: "ok", Type: "bool", Sort: "BoolSort"},
			{Name: "names", Type: "list[int]", Sort: "SeqSort(IntSort)"},
			{Name: "words", Type: "list[str]", Sort: "SeqSort(StringSort)"},
		},
		Variables: []ir.Variable{{Name: "ret", Sort: "IntSort"}},
		Obligations: []ir.Obligation{
			goal("plus-one", "x + 1 > x"),
			goal("odd", "x * 2 != 7"),
			goal("positive", "x > 0"),
			goal("not-nan", "Not(fpIsNaN(f))"),
			goal("ok", "ok"),
			goal("names", "Length(names) != 2"),
			goal("ret", "ret != x * x"),
			goal("words", "Length(words) != 2"),
			{ID: "u", Kind: ir.KindUnsupported, Code: "unsupported-while", Message: "while loops are not supported"},
		},
	}
	res := solveDoc(t, doc, Options{})
	status(t, res, 0, ir.StatusProved)
	status(t, res, 1, ir.StatusProved)
	o := status(t, res, 2, ir.StatusRefuted)
	if v := input(t, o.Counterexample, "x"); v.Type != "int" || strings.HasPrefix(v.Repr, "'") {
		t.Fatalf("x = %+v", v)
	}
	o = status(t, res, 3, ir.StatusRefuted)
	if v := input(t, o.Counterexample, "f"); v.Repr != "float('nan')" || v.Value != "nan" {
		t.Fatalf("f = %+v", v)
	}
	o = status(t, res, 4, ir.StatusRefuted)
	if v := input(t, o.Counterexample, "ok"); v.Repr != "False" || v.Value != false {
		t.Fatalf("ok = %+v", v)
	}
	o = status(t, res, 5, ir.StatusRefuted)
	if v := input(t, o.Counterexample, "names"); !strings.HasPrefix(v.Repr, "[") || strings.Count(v.Repr, ",") != 1 {
		t.Fatalf("names = %+v", v)
	}
	o = status(t, res, 6, ir.StatusRefuted)
	if len(o.Counterexample.Variables) != 1 || o.Counterexample.Variables[0].Name != "ret" {
		t.Fatalf("variables = %+v", o.Counterexample.Variables)
	}
	// Z3 4.8.12 cannot decide sequences of strings (incomplete theory
	// seq): the obligation stays unknown, never proved.
	o = status(t, res, 7, ir.StatusUnknown)
	if !strings.Contains(o.Reason, "seq") {
		t.Fatalf("reason %q", o.Reason)
	}
	status(t, res, 8, ir.StatusUnsupported)
}

func TestVacuousAssumptions(t *testing.T) {
	doc := emailDoc(nil, goal("g", "n > 100"), ir.Obligation{ID: "u", Kind: ir.KindUnsupported})
	doc.Assumptions = []ir.Assumption{{ID: "a1", Expr: "n > 0"}, {ID: "a2", Expr: "n < 0"}}
	res := solveDoc(t, doc, Options{})
	o := status(t, res, 0, ir.StatusUnknown)
	if !strings.Contains(o.Reason, "vacuous") {
		t.Fatalf("reason %q", o.Reason)
	}
	status(t, res, 1, ir.StatusUnsupported)
}

func TestQuantifiedFacts(t *testing.T) {
	// for i in range(n): pay(amount=i * 10); plus one plain pay(50) when n > 5.
	loop := ir.Fact{ID: "loop", Relation: "pay", Markers: []string{"money"}, Cond: "True",
		Quantifiers: []ir.Quantifier{{Var: "i", Lower: "0", Upper: "n"}},
		Fields:      []ir.FactField{{Name: "amount", Type: "int", Sort: "IntSort", Value: "i * 10"}}}
	plain := ir.Fact{ID: "plain", Relation: "pay", Markers: []string{"money"}, Cond: "n > 5",
		Fields: []ir.FactField{{Name: "amount", Type: "int", Sort: "IntSort", Value: "50"}}}
	money := &ir.View{Name: "money"}
	loopOnly := &ir.View{Name: "money", Row: "w", Where: "w.amount != 50"}
	all := func(pred string) ir.Relation {
		return ir.Relation{Op: ir.RelAll, View: money, Row: "w", Pred: pred}
	}
	cases := []struct {
		rel  ir.Relation
		want string
		why  string
	}{
		{all("w.amount >= 0"), ir.StatusProved, "i >= 0 in range(n)"},
		{all("w.amount <= 100"), ir.StatusRefuted, "n = 12 pays 110"},
		{all("w.amount % 10 == 0"), ir.StatusProved, ""},
		{ir.Relation{Op: ir.RelEmpty, View: money}, ir.StatusRefuted, "n = 1 pays 0"},
		{ir.Relation{Op: ir.RelDistinct, View: loopOnly, Row: "w", Key: "w.amount"}, ir.StatusProved, "i * 10 differs for different i"},
		{ir.Relation{Op: ir.RelDistinct, View: money, Row: "w", Key: "w.amount"}, ir.StatusRefuted, "i = 5 pays 50, as does the plain call when n > 5"},
		{ir.Relation{Op: ir.RelDistinct, View: money, Row: "w", Key: "w.amount % 30"}, ir.StatusRefuted, "i = 0 and i = 3 collide"},
		{ir.Relation{Op: ir.RelSharesValue, View: &ir.View{Name: "money", Row: "w", Where: "w.amount == 50"}, Other: &ir.View{Name: "money", Row: "w", Where: "w.amount == 70"}, Row: "w", Key: "w.amount / 100"}, ir.StatusRefuted, "n = 6: nothing pays 70"},
		{ir.Relation{Op: ir.RelCount, View: money, Cmp: "<=", Bound: "3"}, ir.StatusRefuted, "the loop fact fires in every iteration: n = 4 pays 4 times"},
		{ir.Relation{Op: ir.RelCount, View: money, Cmp: ">=", Bound: "3"}, ir.StatusRefuted, "n = 0 pays nothing"},
		{ir.Relation{Op: ir.RelCount, View: loopOnly, Cmp: "<=", Bound: "3"}, ir.StatusUnknown, "with a where filter the count depends on the rows: only bounded by n"},
		{ir.Relation{Op: ir.RelCount, View: loopOnly, Cmp: ">=", Bound: "3"}, ir.StatusUnsupported, "a lower bound on a count that depends on the rows"},
	}
	for _, tc := range cases {
		res := solveDoc(t, emailDoc([]ir.Fact{loop, plain}, guarantee("g", tc.rel)), Options{})
		if got := res.Obligations[0]; got.Status != tc.want {
			t.Errorf("%s %s %s: %s (%s), want %s (%s)", tc.rel.Op, tc.rel.Pred, tc.rel.Key, got.Status, got.Reason, tc.want, tc.why)
		}
	}
	// With n <= 11, at most 12 payments: n from the loop, one plain when
	// n > 5, counted exactly (the loop fact fires in every iteration).
	for _, c := range []struct {
		bound, want string
	}{{"12", ir.StatusProved}, {"11", ir.StatusRefuted}} {
		doc := emailDoc([]ir.Fact{loop, plain}, guarantee("g", ir.Relation{Op: ir.RelCount, View: money, Cmp: "<=", Bound: c.bound}))
		doc.Assumptions = []ir.Assumption{{ID: "a", Expr: "n <= 11"}}
		status(t, solveDoc(t, doc, Options{}), 0, c.want)
	}
	// With the assumption n <= 11, every payment is at most 100.
	doc := emailDoc([]ir.Fact{loop, plain}, guarantee("g", all("w.amount <= 100")))
	doc.Assumptions = []ir.Assumption{{ID: "a", Expr: "n <= 11"}}
	status(t, solveDoc(t, doc, Options{}), 0, ir.StatusProved)
	// Shares value when both exist: with n > 7 the loop pays 70, the plain call 50 (50/100 == 70/100 == 0).
	doc = emailDoc([]ir.Fact{loop, plain}, guarantee("g", cases[7].rel))
	doc.Assumptions = []ir.Assumption{{ID: "a", Expr: "n > 7"}}
	status(t, solveDoc(t, doc, Options{}), 0, ir.StatusProved)
}

func TestTimeoutIsUnknown(t *testing.T) {
	doc := &ir.DSL{Version: ir.DSLVersion,
		Inputs:      []ir.Input{{Name: "x", Sort: "IntSort"}, {Name: "y", Sort: "IntSort"}, {Name: "z", Sort: "IntSort"}},
		Obligations: []ir.Obligation{goal("cubes", "x*x*x + y*y*y + z*z*z != 33")}}
	res, err := Solve(context.Background(), doc, Options{TimeoutMS: 100})
	if err != nil {
		t.Fatal(err)
	}
	o := status(t, res, 0, ir.StatusUnknown)
	if o.Reason == "" {
		t.Fatal("unknown without a reason")
	}
	if res.Solver.TimeoutMS != 100 || res.Solver.Name != "z3" || res.Solver.Version == "" {
		t.Fatalf("solver = %+v", res.Solver)
	}
}

func TestCancelledContext(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	_, err := Solve(ctx, emailDoc(nil, goal("g", "n > 0")), Options{})
	if !errors.Is(err, context.Canceled) {
		t.Fatalf("err = %v", err)
	}
}

func TestBadObligations(t *testing.T) {
	cases := []struct {
		doc          *ir.DSL
		pointer, msg string
	}{
		{emailDoc(nil, goal("g", "n >")), "/obligations/0/goal", "syntax error"},
		{emailDoc(nil, goal("g", "nn > 0")), "/obligations/0/goal", `undefined name "nn"`},
		{emailDoc(nil, goal("g", "n")), "/obligations/0/goal", "not Boolean"},
		{emailDoc([]ir.Fact{emailFact("f1", "n", "'m'", "True")}), "/facts/0/fields/0/value", "has sort String"},
		{emailDoc([]ir.Fact{emailFact("f1", "addr", "'m'", "True")}, guarantee("g", ir.Relation{Op: ir.RelAll, View: &ir.View{Name: "email"}, Row: "e", Pred: "e.to == 'x'"})),
			"/obligations/0/relation/pred", `no field "to"`},
		{emailDoc(nil, guarantee("g", ir.Relation{Op: ir.RelCount, View: &ir.View{Name: "email"}, Cmp: "=<", Bound: "1"})), "/obligations/0/relation/cmp", "invalid comparison"},
		{emailDoc(nil, guarantee("g", ir.Relation{Op: "final"})), "/obligations/0/relation/op", "unknown relation op"},
		{&ir.DSL{Inputs: []ir.Input{{Name: "x", Sort: "Strng"}}}, "/inputs/0/sort", "not defined"},
	}
	for _, tc := range cases {
		_, err := Solve(context.Background(), tc.doc, Options{})
		var d *diag.Diagnostic
		if !errors.As(err, &d) || d.Pointer != tc.pointer || !strings.Contains(d.Message, tc.msg) {
			t.Errorf("err = %v, want %s: %s", err, tc.pointer, tc.msg)
		}
	}
}

func TestSMT2AndDeterminism(t *testing.T) {
	dir := t.TempDir()
	doc := emailDoc([]ir.Fact{emailFact("f1", "addr", "'hé'", "n > 0")},
		guarantee("only-bob", ir.Relation{Op: ir.RelAll, View: &ir.View{Name: "email"}, Row: "e", Pred: "e.addr == 'bob'"}),
		goal("g/1", "n == n"))
	doc.Verifications = []ir.Verification{{Name: "v", Constraint: "n > 3"}}
	doc.Actions = []string{"verify_conditions"}
	res := solveDoc(t, doc, Options{SMT2Dir: dir, Seed: 7})
	for _, name := range []string{"only-bob.smt2", "verification-v.smt2", "assumptions.smt2", "g_1.smt2"} {
		if name == "g_1.smt2" || name == "assumptions.smt2" {
			// n == n simplifies away: the query is just (assert false).
			data, err := os.ReadFile(filepath.Join(dir, name))
			if err != nil || !strings.Contains(string(data), "(check-sat)") {
				t.Fatalf("%s: %v\n%s", name, err, data)
			}
			continue
		}
		data, err := os.ReadFile(filepath.Join(dir, name))
		if err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(string(data), "(check-sat)") || !strings.Contains(string(data), "declare-fun") {
			t.Fatalf("%s:\n%s", name, data)
		}
		// an obligation's file names it, its code and its span (TRLC's
		// --debug-vcg)
		if name == "only-bob.smt2" && !strings.HasPrefix(string(data), "; obligation only-bob [") {
			t.Fatalf("%s does not name its obligation:\n%s", name, data)
		}
	}
	if res.Solver.Seed != 7 || *res.Answer != true {
		t.Fatalf("result %+v", res)
	}
	a, _ := json.Marshal(res)
	b, _ := json.Marshal(solveDoc(t, doc, Options{Seed: 7}))
	if string(a) != string(b) {
		t.Fatalf("two runs differ:\n%s\n%s", a, b)
	}
	if strings.Contains(string(a), "time_ms") {
		t.Fatal("times without Timings")
	}
	c, _ := json.Marshal(solveDoc(t, doc, Options{Seed: 7, Timings: true}))
	if !strings.Contains(string(c), "time_ms") {
		t.Fatal("no times with Timings")
	}
}

func TestRecordsAndEnumsInObligations(t *testing.T) {
	doc := &ir.DSL{
		Version: ir.DSLVersion,
		Sorts: []ir.Sort{
			{Name: "Mail", Type: "Datatype", Fields: []ir.SortField{{Name: "to", Sort: "StringSort"}, {Name: "size", Sort: "IntSort"}}},
			{Name: "Level", Type: "EnumSort", Values: []string{"low", "high"}},
		},
		Inputs: []ir.Input{{Name: "m", Type: "Mail", Sort: "Mail"}, {Name: "lv", Type: "Level", Sort: "Level"}},
		Obligations: []ir.Obligation{
			goal("ctor", "mk_Mail('a', 3).size == 3"),
			goal("small", "m.size < 10"),
			goal("level", "Or(lv == low, lv == high)"),
			goal("is-low", "lv == low"),
		},
	}
	res := solveDoc(t, doc, Options{})
	status(t, res, 0, ir.StatusProved)
	o := status(t, res, 1, ir.StatusRefuted)
	if v := input(t, o.Counterexample, "m"); !strings.HasPrefix(v.Repr, "mk_Mail('") {
		t.Fatalf("m = %+v", v)
	}
	status(t, res, 2, ir.StatusProved)
	o = status(t, res, 3, ir.StatusRefuted)
	if v := input(t, o.Counterexample, "lv"); v.Repr != "high" {
		t.Fatalf("lv = %+v", v)
	}
}

// TestDistinctMany exercises the O(n) encoding of distinct (used when at
// least linearDistinctPairs pairs of keys are not different literals)
// against the answers the pairwise encoding gives.
func TestDistinctMany(t *testing.T) {
	const n = 40 // 780 pairs of symbolic keys
	build := func(keyOf func(i int) string, condOf func(i int) string) *ir.DSL {
		doc := &ir.DSL{Version: ir.DSLVersion, Inputs: []ir.Input{{Name: "n", Type: "int", Sort: "IntSort"}, {Name: "m", Type: "int", Sort: "IntSort"}}}
		for i := 0; i < n; i++ {
			doc.Facts = append(doc.Facts, ir.Fact{ID: "f" + itoa(i), Relation: "pay", Markers: []string{"money"}, Cond: condOf(i),
				Fields: []ir.FactField{{Name: "id", Type: "int", Sort: "IntSort", Value: keyOf(i)}}})
		}
		doc.Obligations = []ir.Obligation{guarantee("d", ir.Relation{Op: ir.RelDistinct, View: &ir.View{Name: "money"}, Row: "e", Key: "e.id"})}
		return doc
	}
	shifted := func(i int) string { return "n + " + itoa(i) }
	always := func(int) string { return "True" }
	if pairs := n * (n - 1) / 2; pairs < linearDistinctPairs {
		t.Fatalf("only %d pairs: the test does not reach the linear encoding", pairs)
	}
	// n + i differs for every i: proved.
	status(t, solveDoc(t, build(shifted, always), Options{}), 0, ir.StatusProved)
	// The last key is m, which may equal some n + i when both fire: refuted.
	res := solveDoc(t, build(func(i int) string {
		if i == n-1 {
			return "m"
		}
		return shifted(i)
	}, func(i int) string { return "m > " + itoa(i) }), Options{})
	o := status(t, res, 0, ir.StatusRefuted)
	// A real collision: the last fact fires (m > n-1) and m == n + i for a
	// firing fact i < n-1 (which fires since m > i).
	nv, mv := intInput(t, o.Counterexample, "n"), intInput(t, o.Counterexample, "m")
	if i := mv - nv; mv <= n-1 || i < 0 || i > n-2 {
		t.Fatalf("n = %d, m = %d: no collision between firing facts", nv, mv)
	}
	// n + 0 twice, but never both: proved.
	status(t, solveDoc(t, build(func(i int) string {
		if i == n-1 {
			return "n"
		}
		return shifted(i)
	}, func(i int) string {
		switch i {
		case 0:
			return "m > 0"
		case n - 1:
			return "m <= 0"
		}
		return "True"
	}), Options{}), 0, ir.StatusProved)
}
