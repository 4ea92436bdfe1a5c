package solve

import (
	"context"
	"os"
	"testing"

	"clauz3/pkg/ir"
)

// BenchmarkProofOfThought decides a typical LLM-written proof-of-thought
// program (DeclareSort, functions, constants, a forall+implies rule, KB
// facts, one verification): decode, build, check.
func BenchmarkProofOfThought(b *testing.B) {
	data, err := os.ReadFile("testdata/pot/rule_entails.json")
	if err != nil {
		b.Fatal(err)
	}
	for i := 0; i < b.N; i++ {
		doc, err := DecodeProgram(data)
		if err != nil {
			b.Fatal(err)
		}
		res, err := Solve(context.Background(), doc, Options{})
		if err != nil || res.Answer == nil || *res.Answer {
			b.Fatal(err, res)
		}
	}
}

// BenchmarkEmailGuarantees decides a typical agent program's guarantees:
// three trusted calls, an only(...) guarantee (refuted, with a
// counterexample), a count and a distinct guarantee.
func BenchmarkEmailGuarantees(b *testing.B) {
	doc := emailDoc([]ir.Fact{
		emailFact("f1", "'bob@example.com'", "'hi'", "True"),
		emailFact("f2", "addr", "'report'", "n > 0"),
		emailFact("f3", "'ann@example.com'", "'bye'", "n > 5"),
	},
		guarantee("only", ir.Relation{Op: ir.RelAll, View: &ir.View{Name: "email"}, Row: "e", Pred: "Or(e.addr == 'bob@example.com', e.addr == 'ann@example.com')"}),
		guarantee("count", ir.Relation{Op: ir.RelCount, View: &ir.View{Name: "email"}, Cmp: "<=", Bound: "3"}),
		guarantee("distinct", ir.Relation{Op: ir.RelDistinct, View: &ir.View{Name: "email"}, Row: "e", Key: "e.addr"}),
	)
	for i := 0; i < b.N; i++ {
		res, err := Solve(context.Background(), doc, Options{})
		if err != nil || res.Obligations[0].Status != ir.StatusRefuted || res.Obligations[1].Status != ir.StatusProved {
			b.Fatal(err, res)
		}
	}
}

// BenchmarkDistinct50 is distinct over 50 guarded facts with literal
// keys, plus a count: one solver call each, O(n) terms (linear encoding).
func BenchmarkDistinct50(b *testing.B) {
	doc := &ir.DSL{Version: ir.DSLVersion, Inputs: []ir.Input{{Name: "n", Type: "int", Sort: "IntSort"}}}
	for i := 0; i < 50; i++ {
		id := "f" + itoa(i)
		doc.Facts = append(doc.Facts, ir.Fact{ID: id, Relation: "send", Markers: []string{"email"},
			Cond:   "n > " + itoa(i),
			Fields: []ir.FactField{{Name: "addr", Type: "str", Sort: "StringSort", Value: "'u" + itoa(i) + "@x'"}}})
	}
	doc.Obligations = []ir.Obligation{
		guarantee("distinct", ir.Relation{Op: ir.RelDistinct, View: &ir.View{Name: "email"}, Row: "e", Key: "e.addr"}),
		guarantee("count", ir.Relation{Op: ir.RelCount, View: &ir.View{Name: "email"}, Cmp: "<=", Bound: "3"}),
	}
	for i := 0; i < b.N; i++ {
		res, err := Solve(context.Background(), doc, Options{})
		if err != nil || res.Obligations[0].Status != ir.StatusProved || res.Obligations[1].Status != ir.StatusRefuted {
			b.Fatal(err, res.Obligations)
		}
	}
}

func itoa(i int) string {
	if i < 10 {
		return string(rune('0' + i))
	}
	return itoa(i/10) + string(rune('0'+i%10))
}

// BenchmarkDistinct50Symbolic is distinct over 50 guarded facts whose
// keys are symbolic (n + i, and m for the last): one query, O(n) terms.
func BenchmarkDistinct50Symbolic(b *testing.B) {
	doc := &ir.DSL{Version: ir.DSLVersion, Inputs: []ir.Input{{Name: "n", Type: "int", Sort: "IntSort"}, {Name: "m", Type: "int", Sort: "IntSort"}}}
	for i := 0; i < 50; i++ {
		key := "n + " + itoa(i)
		if i == 49 {
			key = "m"
		}
		doc.Facts = append(doc.Facts, ir.Fact{ID: "f" + itoa(i), Relation: "pay", Markers: []string{"money"},
			Cond:   "m > " + itoa(i),
			Fields: []ir.FactField{{Name: "id", Type: "int", Sort: "IntSort", Value: key}}})
	}
	doc.Obligations = []ir.Obligation{
		guarantee("distinct", ir.Relation{Op: ir.RelDistinct, View: &ir.View{Name: "money"}, Row: "e", Key: "e.id"}),
	}
	for i := 0; i < b.N; i++ {
		res, err := Solve(context.Background(), doc, Options{})
		if err != nil || res.Obligations[0].Status != ir.StatusRefuted {
			b.Fatal(err, res.Obligations)
		}
	}
}
