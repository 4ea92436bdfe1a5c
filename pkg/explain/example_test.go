package explain_test

import (
	"fmt"
	"os"

	"clauz3/pkg/explain"
	"clauz3/pkg/ir"
)

// A refuted precondition, rendered for the person approving the program.
func ExampleRender() {
	src := "def main(amount: int) -> None:\n    pay_bill(\"acme\", amount)\n"
	call := ir.Span{File: "pay.py", Line: 2, Col: 5, EndLine: 2, EndCol: 29}
	res := &ir.Result{
		DSL: &ir.DSL{
			Target:      "main",
			Sources:     []ir.Source{{Path: "pay.py", Text: src}},
			Facts:       []ir.Fact{{ID: "f1", Relation: "pay_bill", Span: call}},
			Assumptions: []ir.Assumption{{Message: "pay_bill returns None"}},
			Obligations: []ir.Obligation{{ID: "o1", Kind: ir.KindPrecondition, Code: "precondition",
				Message: "precondition of pay_bill can fail: amount > 0", Span: call}},
		},
		Obligations: []ir.ObligationResult{{ID: "o1", Status: ir.StatusRefuted, Counterexample: &ir.Counterexample{
			Inputs: []ir.Value{{Name: "amount", Type: "int", Repr: "0", Value: 0}},
			Facts: []ir.FactFiring{{ID: "f1", Fires: true, Fields: []ir.Value{
				{Name: "payee", Repr: "'acme'"}, {Name: "amount", Repr: "0"}}}},
		}}},
	}
	if err := explain.Render(os.Stdout, res, "text"); err != nil {
		fmt.Println(err)
	}
	fmt.Println("exit", explain.ExitCode(res))
	// Output:
	// main: 0 of 1 obligation proved; 1 refuted
	// NOT PROVED
	//
	// WARNING: this program may pay_bill(...) (pay.py:2) — nothing is guaranteed about it
	//
	// Guaranteed: none
	// Assumed:
	//   pay_bill returns None
	// Trusted calls it may make:
	//   pay_bill (pay.py:2), at most once
	//
	//     pay_bill("acme", amount)
	//     ^^^^^^^^^^^^^^^^^^^^^^^^ pay.py:2: error: precondition of pay_bill can fail: amount > 0 [precondition]
	//     | counterexample: main(amount=0)
	//     |   pay_bill(payee='acme', amount=0)   # line 2: its precondition fails here
	// exit 1
}
