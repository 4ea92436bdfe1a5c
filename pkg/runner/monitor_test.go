package runner

import (
	"errors"
	"math/big"
	"strings"
	"testing"

	"clauz3/pkg/interp"
	"clauz3/pkg/ir"

	// This package has no goldens; the import makes it accept the suite's
	// -update switch, so that go test ./... -update runs here too.
	_ "clauz3/internal/golden"
)

func send(addr, msg string) *interp.Call {
	return &interp.Call{Module: "m", Name: "send_email", Markers: []string{"email"},
		Fields: []interp.Keyword{{Name: "addr", Value: addr}, {Name: "msg", Value: msg}}}
}

func pay(amount int64) *interp.Call {
	return &interp.Call{Module: "m", Name: "transfer", Markers: []string{"pay"},
		Fields: []interp.Keyword{{Name: "amount", Value: big.NewInt(amount)}}}
}

func monitorOf(rels ...ir.Relation) *Monitor {
	d := &ir.DSL{}
	for i, r := range rels {
		r := r
		d.Obligations = append(d.Obligations, ir.Obligation{ID: "o", Kind: ir.KindGuarantee, Code: "guarantee", Guarantee: "g" + string(rune('0'+i)), Relation: &r})
	}
	return NewMonitor(&ir.Result{DSL: d})
}

// TestMonitor: each prefix-checkable relation lets the calls that keep
// it through and refuses the first call that would break it.
func TestMonitor(t *testing.T) {
	email := &ir.View{Name: "email"}
	for _, c := range []struct {
		name   string
		rel    ir.Relation
		calls  []*interp.Call
		stopAt int // index of the refused call; -1: none
	}{
		{"all", ir.Relation{Op: ir.RelAll, View: email, Row: "e", Pred: `e.addr == "bob@example.com"`},
			[]*interp.Call{send("bob@example.com", "a"), send("eve@example.com", "b")}, 1},
		{"all where", ir.Relation{Op: ir.RelAll, View: &ir.View{Name: "send_email", Row: "e", Where: `Length(e.msg) > 3`}, Row: "e", Pred: `e.addr == "bob@example.com"`},
			[]*interp.Call{send("eve@example.com", "hi"), send("eve@example.com", "hello")}, 1},
		{"empty", ir.Relation{Op: ir.RelEmpty, View: &ir.View{Name: "pay"}},
			[]*interp.Call{send("a@b", "x"), pay(1)}, 1},
		{"count <=", ir.Relation{Op: ir.RelCount, View: email, Cmp: "<=", Bound: "2"},
			[]*interp.Call{send("a@b", "1"), pay(5), send("a@b", "2"), send("a@b", "3")}, 3},
		{"count <", ir.Relation{Op: ir.RelCount, View: email, Cmp: "<", Bound: "1"},
			[]*interp.Call{send("a@b", "1")}, 0},
		{"count >= is not judged on a prefix", ir.Relation{Op: ir.RelCount, View: email, Cmp: ">=", Bound: "5"},
			[]*interp.Call{send("a@b", "1")}, -1},
		{"sum", ir.Relation{Op: ir.RelSum, View: &ir.View{Name: "transfer"}, Row: "p", Value: "p.amount", Cmp: "<=", Bound: "100"},
			[]*interp.Call{pay(60), pay(40), pay(1)}, 2},
		{"distinct", ir.Relation{Op: ir.RelDistinct, View: email, Row: "e", Key: "e.addr"},
			[]*interp.Call{send("a@b", "1"), send("c@d", "2"), send("a@b", "3")}, 2},
		{"and", ir.Relation{Op: ir.RelAnd, Args: []ir.Relation{
			{Op: ir.RelCount, View: email, Cmp: "<=", Bound: "5"},
			{Op: ir.RelEmpty, View: &ir.View{Name: "transfer"}}}},
			[]*interp.Call{send("a@b", "1"), pay(3)}, 1},
		{"shares_value is not judged on a prefix", ir.Relation{Op: ir.RelSharesValue, View: email, Other: email, Row: "e", Key: "e.msg"},
			[]*interp.Call{send("a@b", "1")}, -1},
	} {
		m := monitorOf(c.rel)
		stopped := -1
		for i, call := range c.calls {
			if err := m.Check(call); err != nil {
				if !strings.Contains(err.Error(), "would break guarantee g0") {
					t.Errorf("%s: message %q", c.name, err)
				}
				stopped = i
				break
			}
		}
		if stopped != c.stopAt {
			t.Errorf("%s: stopped at call %d, want %d", c.name, stopped, c.stopAt)
		}
	}
}

// TestMonitorFailsClosed: a call on which a guarantee cannot be judged
// (a field that has no value the monitor reads, as a list where the
// proof assumed a str) is stopped, never let through; fields typed as
// pkg/lower declared them (an int for a float with its companions, a
// bool for an int, a dict as its canonical string) are judged.
func TestMonitorFailsClosed(t *testing.T) {
	email := &ir.View{Name: "email"}
	domain := ir.Relation{Op: ir.RelAll, View: email, Row: "e", Pred: `SuffixOf("@example.com", e.addr)`}
	for _, c := range []struct {
		name     string
		addr     interp.Value
		stop     bool
		unjudged bool
	}{
		{"str kept", "bob@example.com", false, false},
		{"str broken", "eve@evil.org", true, false},
		{"list", &interp.List{Elems: []interp.Value{"eve@evil.org"}}, true, true},
		{"None", interp.None, true, true},
		{"int", big.NewInt(0), true, true},
		{"bool", true, true, true},
		{"dict", interp.NewDict(), true, true},
	} {
		m := monitorOf(domain)
		call := &interp.Call{Module: "m", Name: "send_email", Markers: []string{"email"},
			Fields: []interp.Keyword{{Name: "addr", Value: c.addr}, {Name: "msg", Value: "hi"}}}
		err := m.Check(call)
		var me *MonitorError
		if (err != nil) != c.stop || (c.stop && (!errors.As(err, &me) || me.Unjudged != c.unjudged)) {
			t.Errorf("%s: error %v, want stop %v (unjudged %v)", c.name, err, c.stop, c.unjudged)
		}
		if c.unjudged && err != nil && !strings.Contains(err.Error(), "runtime monitor: cannot judge guarantee g0 on this call") {
			t.Errorf("%s: message %q", c.name, err)
		}
	}

	// An int passed for a float parameter is its int companion, as
	// lower's fact has it; a bool for an int is its int.
	d := &ir.DSL{Facts: []ir.Fact{{Relation: "transfer", Fields: []ir.FactField{
		{Name: "amount", Type: "float"}, {Name: ir.IsIntField("amount"), Type: "bool"}, {Name: ir.IntField("amount"), Type: "int"},
		{Name: "n", Type: "int"}, {Name: "meta", Type: "dict[str, int]"}}}}}
	all := ir.Relation{Op: ir.RelAll, View: &ir.View{Name: "transfer"}, Row: "p",
		Pred: `And(p.amount__is_int, p.amount__int <= 100, p.n == 1, p.meta == "{'a': 1}")`}
	d.Obligations = []ir.Obligation{{ID: "o", Kind: ir.KindGuarantee, Guarantee: "g0", Relation: &all}}
	meta := interp.NewDict()
	meta.Set("a", true)
	pay := func(amount interp.Value) *interp.Call {
		return &interp.Call{Module: "m", Name: "transfer", Fields: []interp.Keyword{{Name: "amount", Value: amount}, {Name: "n", Value: true}, {Name: "meta", Value: meta}}}
	}
	m := NewMonitor(&ir.Result{DSL: d})
	if err := m.Check(pay(big.NewInt(60))); err != nil {
		t.Errorf("an int for a float: %v", err)
	}
	if err := m.Check(pay(big.NewInt(160))); err == nil || strings.Contains(err.Error(), "cannot judge") {
		t.Errorf("an int for a float over the bound: %v", err)
	}
	if err := m.Check(pay(&interp.Float{F: 1})); err == nil || strings.Contains(err.Error(), "cannot judge") {
		t.Errorf("a float (not an int): %v", err)
	}
}

// TestMonitorSkipsColumns checks that a guarantee over the column a value
// came from (only_column: e.addr read from UserRow.email) is not judged
// at run time, where provenance is not tracked (it is proved, and no
// trusted result can change it), while the others still are.
func TestMonitorSkipsColumns(t *testing.T) {
	col := ir.Relation{Op: ir.RelAll, View: &ir.View{Name: "send_email"}, Row: "e",
		Pred: "e." + ir.ColumnField("addr", "UserRow", "email")}
	domain := ir.Relation{Op: ir.RelAll, View: &ir.View{Name: "email"}, Row: "e", Pred: `SuffixOf("@example.com", e.addr)`}
	call := func(addr string) *interp.Call {
		return &interp.Call{Module: "m", Name: "send_email", Markers: []string{"email"},
			Fields: []interp.Keyword{{Name: "addr", Value: addr}, {Name: "msg", Value: "hi"}}}
	}
	if err := monitorOf(col).Check(call("bob@example.com")); err != nil {
		t.Errorf("a column guarantee stopped the run: %v", err)
	}
	nested := ir.Relation{Op: ir.RelAnd, Args: []ir.Relation{domain, col}}
	if !readsColumn(&nested) || readsColumn(&domain) {
		t.Errorf("readsColumn: %v for and(domain, column), %v for domain", readsColumn(&nested), readsColumn(&domain))
	}
	if err := monitorOf(domain, col).Check(call("eve@evil.org")); err == nil {
		t.Error("the domain guarantee beside a column one was not judged")
	}
}
