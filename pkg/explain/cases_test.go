package explain

import (
	"crypto/sha256"
	"encoding/hex"

	"clauz3/pkg/ir"
)

// The golden cases: results as solve would write them, built by hand so
// that no solver is needed.

func ptrBool(b bool) *bool { return &b }

func str(name, v string) ir.Value {
	return ir.Value{Name: name, Type: "str", Repr: "'" + v + "'", Value: v}
}

func integer(name string, v int) ir.Value {
	return ir.Value{Name: name, Type: "int", Repr: itoa(v), Value: v}
}

func itoa(v int) string {
	neg := v < 0
	if neg {
		v = -v
	}
	var b []byte
	for {
		b = append([]byte{byte('0' + v%10)}, b...)
		v /= 10
		if v == 0 {
			break
		}
	}
	if neg {
		b = append([]byte{'-'}, b...)
	}
	return string(b)
}

// source is a Source with its real digest.
func source(path, text string) ir.Source {
	sum := sha256.Sum256([]byte(text))
	return ir.Source{Path: path, SHA256: hex.EncodeToString(sum[:]), Text: text}
}

func span(file string, line, col, endLine, endCol int) ir.Span {
	return ir.Span{File: file, Line: line, Col: col, EndLine: endLine, EndCol: endCol}
}

var solver = ir.Solver{Name: "z3", Version: "4.8.12", Seed: 0, TimeoutMS: 10000}

const onlyBobSrc = `import clauz3
from tools.email.trusted.effects import send_email
from tools.email.trusted.contracts import emails as mail


@clauz3.guarantee(mail.only(["bob@example.com"]))
def main(addr: str) -> None:
    if addr.endswith("@example.com"):
        send_email(addr, "hi")
`

// onlyBobFail is the seed's running example: the guarantee is refuted.
func onlyBobFail() *ir.Result {
	const file = "cases/only_bob_fail.py"
	call := span(file, 9, 9, 9, 31)
	return &ir.Result{
		Version: ir.ResultVersion,
		Solver:  solver,
		DSL: &ir.DSL{
			Version: ir.DSLVersion,
			Target:  "main",
			Entry:   file,
			Sources: []ir.Source{source(file, onlyBobSrc)},
			Inputs:  []ir.Input{{Name: "addr", Type: "str", Sort: "StringSort", Span: span(file, 7, 10, 7, 19)}},
			Facts: []ir.Fact{{
				ID: "f1", Relation: "send_email", Markers: []string{"email"},
				Fields: []ir.FactField{
					{Name: "addr", Type: "str", Sort: "StringSort", Value: "addr"},
					{Name: "msg", Type: "str", Sort: "StringSort", Value: `"hi"`},
				},
				Cond: `SuffixOf("@example.com", addr)`,
				Span: call,
			}},
			Obligations: []ir.Obligation{
				{ID: "o1", Kind: ir.KindPrecondition, Code: "precondition",
					Message: "precondition of send_email can fail", Span: call, Goal: "True"},
				{ID: "o2", Kind: ir.KindGuarantee, Code: "guarantee",
					Message:   `guarantee mail.only(["bob@example.com"]) can fail`,
					Span:      call,
					Guarantee: `mail.only(["bob@example.com"])`,
					Relation:  &ir.Relation{Op: ir.RelAll, View: &ir.View{Name: "email"}, Row: "e", Pred: `e.addr == "bob@example.com"`}},
			},
		},
		Obligations: []ir.ObligationResult{
			{ID: "o1", Status: ir.StatusProved},
			{ID: "o2", Status: ir.StatusRefuted, Counterexample: &ir.Counterexample{
				Inputs: []ir.Value{str("addr", "eve@example.com")},
				Facts: []ir.FactFiring{{ID: "f1", Fires: true, Fields: []ir.Value{
					str("addr", "eve@example.com"), str("msg", "hi")}}},
			}},
		},
	}
}

const payBillSrc = `import clauz3
import deal
from tools.bank.trusted.effects import get_balance, pay_bill
from tools.bank.trusted.contracts import bank


@clauz3.guarantee(bank.total_paid_at_most(500))
@clauz3.guarantee(bank.only_payee("acme"))
@deal.pre(lambda amount: 0 < amount <= 500)
def main(amount: int) -> None:
    if get_balance() >= amount:
        pay_bill("acme", amount)
`

// payBillPass proves everything, under two assumptions.
func payBillPass() *ir.Result {
	const file = "cases/pay_bill_pass.py"
	pay := span(file, 12, 9, 12, 33)
	return &ir.Result{
		Version: ir.ResultVersion,
		Solver:  solver,
		DSL: &ir.DSL{
			Version: ir.DSLVersion,
			Target:  "main",
			Entry:   file,
			Sources: []ir.Source{source(file, payBillSrc)},
			Inputs:  []ir.Input{{Name: "amount", Type: "int", Sort: "IntSort", Span: span(file, 10, 10, 10, 21)}},
			Facts: []ir.Fact{{ID: "f1", Relation: "pay_bill", Markers: []string{"payment"},
				Fields: []ir.FactField{{Name: "payee", Type: "str", Sort: "StringSort", Value: `"acme"`},
					{Name: "amount", Type: "int", Sort: "IntSort", Value: "amount"}},
				Cond: "balance_0 >= amount", Span: pay}},
			Assumptions: []ir.Assumption{
				{ID: "a1", Kind: "precondition", Message: "0 < amount <= 500 (precondition of main)",
					Expr: "And(0 < amount, amount <= 500)", Span: span(file, 9, 11, 9, 43)},
				{ID: "a2", Kind: "postcondition", Message: "get_balance() >= 0 (postcondition of get_balance)",
					Expr: "balance_0 >= 0", Span: span(file, 11, 8, 11, 21)},
			},
			Obligations: []ir.Obligation{
				{ID: "o1", Kind: ir.KindPrecondition, Code: "precondition",
					Message: "precondition of pay_bill can fail", Span: pay, Goal: "amount > 0"},
				{ID: "o2", Kind: ir.KindGuarantee, Code: "guarantee",
					Message: "guarantee bank.total_paid_at_most(500) can fail", Span: span(file, 7, 2, 7, 47),
					Guarantee: "bank.total_paid_at_most(500)",
					Relation:  &ir.Relation{Op: ir.RelSum, View: &ir.View{Name: "payment"}, Row: "p", Value: "p.amount", Cmp: "<=", Bound: "500"}},
				{ID: "o3", Kind: ir.KindGuarantee, Code: "guarantee",
					Message: `guarantee bank.only_payee("acme") can fail`, Span: span(file, 8, 2, 8, 42),
					Guarantee: `bank.only_payee("acme")`,
					Relation:  &ir.Relation{Op: ir.RelAll, View: &ir.View{Name: "payment"}, Row: "p", Pred: `p.payee == "acme"`}},
			},
		},
		Obligations: []ir.ObligationResult{
			{ID: "o1", Status: ir.StatusProved},
			{ID: "o2", Status: ir.StatusProved},
			{ID: "o3", Status: ir.StatusProved},
		},
	}
}

// mixedSrc has a tab-indented line, non-ASCII text before a span, a
// multi-line call and a while loop.
const mixedSrc = "import clauz3\n" + // 1
	"from tools.email.trusted.effects import send_email, notify\n" + // 2
	"from tools.email.trusted.contracts import emails as mail\n" + // 3
	"from helpers import fan_out\n" + // 4
	"\n" + // 5
	"@clauz3.guarantee(mail.only([\"bob@example.com\"]))\n" + // 6
	"@clauz3.guarantee(mail.at_most(2))\n" + // 7
	"def main(addr: str, n: int) -> None:\n" + // 8
	"\tgreeting = \"héllo, 世界\"; send_email(addr, greeting)\n" + // 9
	"    notify(\n" + // 10
	"        addr,\n" + // 11
	"    )\n" + // 12
	"    while n > 0:\n" + // 13
	"        n -= 1\n" + // 14
	"    fan_out(addr, n)\n" // 15

const helpersSrc = "def fan_out(addr, n):\n" + // 1
	"    for row in lookup(n):\n" + // 2
	"        send_email(row.addr, \"x\")\n" // 3

// mixed exercises every way an obligation can fail and every way a span
// can be odd.
func mixed() *ir.Result {
	const file = "cases/mixed.py"
	send := span(file, 9, 31, 9, 57) // send_email(addr, greeting), after non-ASCII text
	notify := span(file, 10, 5, 12, 6)
	return &ir.Result{
		Version: ir.ResultVersion,
		Solver:  solver,
		DSL: &ir.DSL{
			Version: ir.DSLVersion,
			Target:  "main",
			Entry:   file,
			Sources: []ir.Source{
				source(file, mixedSrc),
				source("helpers.py", helpersSrc),
			},
			Inputs: []ir.Input{
				{Name: "addr", Type: "str", Sort: "StringSort", Span: span(file, 8, 10, 8, 19)},
				{Name: "n", Type: "int", Sort: "IntSort", Span: span(file, 8, 21, 8, 27)},
			},
			Facts: []ir.Fact{
				{ID: "f1", Relation: "send_email", Markers: []string{"email"},
					Fields: []ir.FactField{{Name: "addr", Type: "str", Sort: "StringSort", Value: "addr"},
						{Name: "msg", Type: "str", Sort: "StringSort", Value: "greeting"}},
					Cond: "True", Span: send},
				{ID: "f2", Relation: "notify", Markers: []string{"email"},
					Fields: []ir.FactField{{Name: "addr", Type: "str", Sort: "StringSort", Value: "addr"}},
					Cond:   "False", Span: notify},
				{ID: "f3", Relation: "send_email", Markers: []string{"email"},
					Fields: []ir.FactField{{Name: "addr", Type: "str", Sort: "StringSort", Value: "rows[i].addr"},
						{Name: "msg", Type: "str", Sort: "StringSort", Value: `"x"`}},
					Cond:        "True",
					Quantifiers: []ir.Quantifier{{Var: "i", Lower: "0", Upper: "Length(rows)"}},
					Span:        span("helpers.py", 3, 9, 3, 34)},
			},
			Obligations: []ir.Obligation{
				{ID: "o1", Kind: ir.KindGuarantee, Code: "guarantee",
					Message: `guarantee mail.only(["bob@example.com"]) can fail`, Span: send,
					Guarantee: `mail.only(["bob@example.com"])`},
				{ID: "o2", Kind: ir.KindPrecondition, Code: "precondition",
					Message: "precondition of notify can fail", Span: notify, Goal: "Length(addr) > 0"},
				{ID: "o3", Kind: ir.KindUnsupported, Code: "unsupported-while",
					Message: "while loops are not supported", Span: span(file, 13, 5, 14, 15)},
				{ID: "o4", Kind: ir.KindUnsupported, Code: "unsupported-call",
					Message: "call to lookup cannot be resolved statically", Span: span("helpers.py", 2, 16, 2, 25)},
				{ID: "o5", Kind: ir.KindGuarantee, Code: "guarantee",
					Message: "guarantee mail.at_most(2) can fail", Span: span(file, 7, 2, 7, 35),
					Guarantee: "mail.at_most(2)"},
				{ID: "o6", Kind: ir.KindAssertion, Code: "assertion",
					Message: "assertion can fail", Span: span("elsewhere.py", 4, 5, 4, 20), Goal: "True"},
				{ID: "o7", Kind: ir.KindException, Code: "exception",
					Message: "ZeroDivisionError can be raised", Span: span(file, 99, 1, 99, 2), Goal: "True"},
				{ID: "o8", Kind: ir.KindPostcondition, Code: "postcondition",
					Message: "postcondition of fan_out can fail", Span: span(file, 15, 5, 15, 21), Goal: "True"},
				{ID: "o9", Kind: ir.KindAssertion, Code: "assertion",
					Message: "assertion can fail", Span: span(file, 15, 40, 15, 41), Goal: "True"},
				{ID: "o10", Kind: ir.KindGuarantee, Code: "guarantee",
					Message: `guarantee mail.only(["bob@example.com"]) can fail`, Span: span(file, 15, 5, 15, 21),
					Guarantee: `mail.only(["bob@example.com"])`},
			},
		},
		Obligations: []ir.ObligationResult{
			{ID: "o1", Status: ir.StatusRefuted, Counterexample: &ir.Counterexample{
				Inputs:    []ir.Value{str("addr", "eve@example.com"), integer("n", -1)},
				Variables: []ir.Value{{Name: "len(lookup(n))", Type: "int", Repr: "1", Value: 1}},
				Facts: []ir.FactFiring{
					{ID: "f1", Fires: true, Fields: []ir.Value{str("addr", "eve@example.com"), str("msg", "héllo, 世界")}},
					{ID: "f2", Fires: false},
					{ID: "f3", Fires: true, Fields: []ir.Value{str("addr", "mallory@example.com"), str("msg", "x")}},
				},
			}},
			{ID: "o2", Status: ir.StatusUnknown, Reason: "timeout"},
			{ID: "o3", Status: ir.StatusUnsupported},
			{ID: "o4", Status: ir.StatusProved}, // never proved: kind unsupported
			{ID: "o5", Status: ir.StatusProved},
			{ID: "o6", Status: ir.StatusRefuted, Counterexample: &ir.Counterexample{
				Inputs: []ir.Value{str("addr", ""), integer("n", 0)}, Facts: []ir.FactFiring{}}},
			{ID: "o7", Status: ir.StatusRefuted},
			// o8 has no result.
			{ID: "o9", Status: "maybe"},
			{ID: "o10", Status: ir.StatusProved},
			{ID: "o11", Status: ir.StatusUnknown},
		},
	}
}

// proofOfThought is a plain proof-of-thought run.
func proofOfThought() *ir.Result {
	return &ir.Result{
		Version: ir.ResultVersion,
		Solver:  solver,
		DSL: &ir.DSL{
			Version:       ir.DSLVersion,
			Sorts:         []ir.Sort{{Name: "Person", Type: "DeclareSort"}},
			Verifications: []ir.Verification{{Name: "socrates_mortal"}, {Name: "zeus_mortal"}, {}},
			Optimization:  &ir.Optimization{},
			Actions:       []string{"verify_conditions", "optimize"},
		},
		Verifications: []ir.VerificationResult{
			{Name: "socrates_mortal", Result: "sat", Model: "[socrates = Person!val!0]"},
			{Name: "zeus_mortal", Result: "unsat"},
			{Name: "", Result: "unknown"},
		},
		Obligations:  []ir.ObligationResult{},
		Answer:       nil,
		SatCount:     1,
		UnsatCount:   1,
		Optimization: &ir.OptimizationResult{Result: "sat", Model: "[x = 3,\n y = 4]\n"},
	}
}

// proofOfThoughtTrue answers True and has no optimization.
func proofOfThoughtTrue() *ir.Result {
	return &ir.Result{
		Version:       ir.ResultVersion,
		DSL:           &ir.DSL{Version: ir.DSLVersion, Verifications: []ir.Verification{{Name: "v"}}},
		Obligations:   []ir.ObligationResult{},
		Verifications: []ir.VerificationResult{{Name: "v", Result: "sat"}},
		Answer:        ptrBool(true),
		SatCount:      1,
	}
}

// goldenCases are rendered in every format and compared with testdata.
// Cases with valid set are also valid clauz3.result/v1 documents; the
// others hold what the schema refuses but an in-process run could still
// hand to Render (an unknown status, no version).
var goldenCases = []struct {
	name  string
	res   func() *ir.Result
	exit  int
	valid bool
}{
	{"only_bob_fail", onlyBobFail, 1, true},
	{"pay_bill_pass", payBillPass, 0, true},
	{"mixed", mixed, 1, false},
	{"proof_of_thought", proofOfThought, 0, true},
	{"proof_of_thought_true", proofOfThoughtTrue, 0, true},
	{"empty", func() *ir.Result { return &ir.Result{} }, 0, false},
	{"no_dsl_results_only", func() *ir.Result {
		return &ir.Result{Obligations: []ir.ObligationResult{{ID: "o1", Status: ir.StatusProved}, {Status: ir.StatusRefuted}}}
	}, 1, false},
}
