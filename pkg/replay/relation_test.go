package replay

import (
	"testing"

	"clauz3/pkg/ir"
)

func send(addr, msg string) call {
	return call{Name: "send_email", Markers: []string{"email"},
		Args: map[string]tagged{"addr": {T: "str", V: addr}, "msg": {T: "str", V: msg}}}
}

func pay(amount string) call {
	return call{Name: "pay", Markers: []string{"money"}, Args: map[string]tagged{"amount": {T: "int", V: amount}}}
}

// TestEvalRelation evaluates each relation op over recorded calls.
func TestEvalRelation(t *testing.T) {
	e := &env{byRel: map[string][]*ir.Fact{}}
	view := func(name string) *ir.View { return &ir.View{Name: name} }
	bob, eve := send("bob@x.org", "hi"), send("eve@y.org", "hi")
	for _, c := range []struct {
		name  string
		rel   ir.Relation
		calls []call
		want  bool
	}{
		{"all holds", ir.Relation{Op: ir.RelAll, View: view("send_email"), Row: "e", Pred: `e.addr == "bob@x.org"`}, []call{bob, bob}, true},
		{"all broken", ir.Relation{Op: ir.RelAll, View: view("email"), Row: "e", Pred: `e.addr == "bob@x.org"`}, []call{bob, eve}, false},
		{"all where", ir.Relation{Op: ir.RelAll, View: &ir.View{Name: "email", Where: `SuffixOf("y.org", e.addr)`}, Row: "e", Pred: `e.msg == "hi"`}, []call{bob, eve}, true},
		{"empty", ir.Relation{Op: ir.RelEmpty, View: view("pay")}, []call{bob}, true},
		{"empty broken", ir.Relation{Op: ir.RelEmpty, View: view("email")}, []call{bob}, false},
		{"distinct", ir.Relation{Op: ir.RelDistinct, View: view("email"), Row: "e", Key: "e.addr"}, []call{bob, eve}, true},
		{"distinct broken", ir.Relation{Op: ir.RelDistinct, View: view("email"), Row: "e", Key: "e.addr"}, []call{bob, eve, bob}, false},
		{"count <=", ir.Relation{Op: ir.RelCount, View: view("email"), Cmp: "<=", Bound: "1"}, []call{bob, eve}, false},
		{"count >=", ir.Relation{Op: ir.RelCount, View: view("email"), Cmp: ">=", Bound: "2"}, []call{bob, eve, pay("3")}, true},
		{"sum", ir.Relation{Op: ir.RelSum, View: view("money"), Row: "p", Value: "p.amount", Cmp: "<", Bound: "500"}, []call{pay("0x100"), pay("0xf3")}, true},
		{"sum broken", ir.Relation{Op: ir.RelSum, View: view("money"), Row: "p", Value: "p.amount", Cmp: "<", Bound: "500"}, []call{pay("0x100"), pay("0xf4")}, false},
		{"sum negative", ir.Relation{Op: ir.RelSum, View: view("money"), Row: "p", Value: "p.amount", Cmp: "==", Bound: "-1"}, []call{pay("-0x1")}, true},
		{"shares_value", ir.Relation{Op: ir.RelSharesValue, View: view("send_email"), Other: view("email"), Row: "e", Key: "e.msg"}, []call{bob}, true},
		{"shares_value none", ir.Relation{Op: ir.RelSharesValue, View: view("send_email"), Other: view("pay"), Row: "e", Key: "e.msg"}, []call{bob}, false},
		{"and", ir.Relation{Op: ir.RelAnd, Args: []ir.Relation{{Op: ir.RelTrue}, {Op: ir.RelEmpty, View: view("email")}}}, []call{bob}, false},
	} {
		got, why := evalRelation(&c.rel, e.factsOf(c.calls))
		if why != "" || got != c.want {
			t.Errorf("%s: got %v (%s), want %v", c.name, got, why, c.want)
		}
	}
	// A field the calls do not have: not evaluated, never guessed.
	if _, why := evalRelation(&ir.Relation{Op: ir.RelAll, View: view("email"), Row: "e", Pred: "e.size > 1"}, e.factsOf([]call{bob})); why == "" {
		t.Error("a missing field was evaluated")
	}
}

// TestFloatCompanions: an int passed for a float field is kept in the
// companion fields, as lower models it.
func TestFloatCompanions(t *testing.T) {
	e := &env{byRel: map[string][]*ir.Fact{"pay": {{Relation: "pay", Fields: []ir.FactField{
		{Name: "amount", Type: "float"}, {Name: ir.IsIntField("amount"), Type: "bool"}, {Name: ir.IntField("amount"), Type: "int"},
	}}}}}
	calls := []call{
		{Name: "pay", Args: map[string]tagged{"amount": {T: "int", V: "0x7"}}},
		{Name: "pay", Args: map[string]tagged{"amount": {T: "float", V: "0x1.8p+00"}}},
	}
	rel := ir.Relation{Op: ir.RelAll, View: &ir.View{Name: "pay"}, Row: "p",
		Pred: "If(p.amount__is_int, p.amount__int == 7, p.amount == 1.5)"}
	got, why := evalRelation(&rel, e.factsOf(calls))
	if why != "" || !got {
		t.Errorf("got %v (%s)", got, why)
	}
}

func TestPyText(t *testing.T) {
	for _, c := range []struct {
		v    tagged
		want string
	}{
		{tagged{T: "str", V: "it's"}, `"it's"`},
		{tagged{T: "int", V: "-0x1f"}, "-31"},
		{tagged{T: "float", V: "0x1.8p+00"}, "1.5"},
		{tagged{T: "float", V: "nan"}, "float('nan')"},
		{tagged{T: "bool", V: true}, "True"},
		{tagged{T: "none"}, "None"},
		{tagged{T: "list", V: []any{map[string]any{"t": "int", "v": "0x2"}, map[string]any{"t": "str", "v": "a"}}}, "[2, 'a']"},
	} {
		if got := pyText(c.v); got != c.want {
			t.Errorf("pyText(%v) = %s, want %s", c.v, got, c.want)
		}
	}
}
