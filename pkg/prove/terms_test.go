package prove

import (
	"context"
	"path/filepath"
	"testing"

	"clauz3/pkg/ir"
	"clauz3/pkg/load"
	"clauz3/pkg/lower"
	"clauz3/pkg/python/parser"
	"clauz3/pkg/solve"
)

// TestNoParsingBetweenLowerAndSolve: in the front door solve decides the
// terms lower built, never their texts. Every expression text of the
// lowered documents is replaced by one that does not even parse, and
// every example case must still get exactly the statuses it gets from
// the untouched document.
func TestNoParsingBetweenLowerAndSolve(t *testing.T) {
	t.Setenv("CLAUZ3_CHECK_TERMS", "") // that check reads the texts on purpose
	files, _ := filepath.Glob(filepath.Join(example(), "cases", "*.py"))
	if len(files) < 40 {
		t.Fatalf("only %d example cases", len(files))
	}
	for _, f := range files {
		entry := filepath.Join("cases", filepath.Base(f))
		cfg := config(entry)
		cfg.Load.Parse = parser.ParseFile
		doc, err := load.Load(cfg.Load)
		if err != nil {
			continue // bad-input cases
		}
		want := solveLowered(t, doc, false)
		got := solveLowered(t, doc, true)
		for i := range want {
			if want[i] != got[i] {
				t.Errorf("%s: obligation %d is %s from the terms alone, %s with the texts", entry, i, got[i], want[i])
			}
		}
	}
}

func solveLowered(t *testing.T, doc *ir.AST, garble bool) []string {
	d, err := lower.Lower(doc)
	if err != nil {
		t.Fatal(err)
	}
	if garble {
		const bad = "((not an expression"
		for i := range d.KnowledgeBase {
			d.KnowledgeBase[i].Assertion = bad
		}
		for i := range d.Facts {
			d.Facts[i].Cond = bad
			for j := range d.Facts[i].Fields {
				d.Facts[i].Fields[j].Value = bad
			}
		}
		for i := range d.Assumptions {
			d.Assumptions[i].Expr = bad
		}
		for i := range d.Obligations {
			o := &d.Obligations[i]
			if o.Goal != "" {
				o.Goal = bad
			}
			garbleRelation(o.Relation, bad)
		}
	}
	res, err := solve.Solve(context.Background(), d, solve.Options{})
	if err != nil {
		t.Fatalf("garbled=%v: %v", garble, err)
	}
	var out []string
	for _, o := range res.Obligations {
		out = append(out, o.Status)
	}
	return out
}

func garbleRelation(r *ir.Relation, bad string) {
	if r == nil {
		return
	}
	for _, s := range []*string{&r.Pred, &r.Key, &r.Value, &r.Bound} {
		if *s != "" {
			*s = bad
		}
	}
	for _, v := range []*ir.View{r.View, r.Other} {
		if v != nil && v.Where != "" {
			v.Where = bad
		}
	}
	for i := range r.Args {
		garbleRelation(&r.Args[i], bad)
	}
}
