package difftest

import (
	"context"
	"fmt"
	"math"
	"math/big"
	"strconv"
	"strings"

	"clauz3/pkg/dsl"
	"clauz3/pkg/ir"
	"clauz3/pkg/solve"
)

// CrossCheck decides with Z3 (solve.Solve) what the ground evaluator
// decided for v: with the inputs and trusted results fixed by the
// knowledge base, every fact condition, every firing fact's field value
// and every obligation goal must have the value the evaluator gave it.
// It returns a description of the first difference, or "".
func (m *Model) CrossCheck(ctx context.Context, v *Verdict) (string, error) {
	if v.Err != nil || len(m.loops) > 0 {
		// (a loop's facts and checks are evaluated once per iteration,
		// which the document's terms over the index do not say)
		return "", nil
	}
	size := 0
	for _, k := range m.Doc.KnowledgeBase {
		if len(k.Assertion) > 1000 {
			// long string constants (str() of a huge int) can keep Z3
			// busy in solver push, which no timeout bounds (D5)
			return "", nil
		}
		size += len(k.Assertion)
	}
	for _, f := range m.Doc.Facts {
		size += len(f.Cond)
		for _, fl := range f.Fields {
			size += len(fl.Value)
		}
	}
	if size > 200000 {
		return "", nil // a huge document (D6): Z3 would take long
	}
	if bigLiteral(m.Doc) {
		// str() of huge ints and long string constants make Z3's string
		// solver slow and memory-hungry (D5)
		return "", nil
	}
	doc := *m.Doc
	doc.Facts, doc.Obligations, doc.Assumptions = nil, nil, nil
	doc.KnowledgeBase = append([]ir.KBEntry(nil), m.Doc.KnowledgeBase...)
	for _, name := range sortedKeys(v.assign) {
		if _, declared := m.kinds[name]; !declared {
			continue
		}
		lit, ok := dslLit(v.assign[name])
		if !ok {
			return "", nil
		}
		doc.KnowledgeBase = append(doc.KnowledgeBase, ir.KBEntry{Assertion: "(" + name + " == " + lit + ")"})
	}
	var what []string
	add := func(desc, goal string) {
		doc.Obligations = append(doc.Obligations, ir.Obligation{ID: fmt.Sprintf("g%d", len(doc.Obligations)+1), Kind: ir.KindAssertion, Code: "check", Message: "check", Goal: goal})
		what = append(what, desc)
	}
	neg := func(b bool, e string) string {
		if b {
			return e
		}
		return "Not(" + e + ")"
	}
	for i, mf := range m.facts {
		add(fmt.Sprintf("fact %s fires: %v", mf.f.ID, v.fires[i]), neg(v.fires[i], mf.f.Cond))
		for j, x := range v.fields[i] {
			lit, ok := dslLit(x)
			if !ok {
				continue
			}
			add(fmt.Sprintf("fact %s field %s = %s", mf.f.ID, mf.f.Fields[j].Name, fromGo(x).Py()), "("+mf.f.Fields[j].Value+" == "+lit+")")
		}
	}
	for i, c := range m.checks {
		add(fmt.Sprintf("obligation %s (%s) holds: %v", c.o.ID, c.o.Message, v.holds[i]), neg(v.holds[i], c.o.Goal))
	}
	// Z3 alone: the evaluator's own decisions (ground goals, solve's case
	// analysis) would compare it with itself.
	res, err := solve.Solve(ctx, &doc, solve.Options{TimeoutMS: 2000, Z3Only: true})
	if err != nil {
		return "", fmt.Errorf("solve: %w", err)
	}
	for i, o := range res.Obligations {
		// unknown (a timeout: huge strings of digits) decides nothing
		if o.Status != ir.StatusProved && o.Status != ir.StatusUnknown {
			return fmt.Sprintf("the evaluator says %s; Z3: %s", what[i], o.Status), nil
		}
	}
	return "", nil
}

// bigLiteral reports whether doc has an integer literal of more than 30
// digits.
func bigLiteral(doc *ir.DSL) bool {
	texts := []string{}
	for _, k := range doc.KnowledgeBase {
		texts = append(texts, k.Assertion)
	}
	for _, f := range doc.Facts {
		texts = append(texts, f.Cond)
		for _, fl := range f.Fields {
			texts = append(texts, fl.Value)
		}
	}
	for _, o := range doc.Obligations {
		texts = append(texts, o.Goal)
	}
	for _, t := range texts {
		run := 0
		for i := 0; i < len(t); i++ {
			if t[i] >= '0' && t[i] <= '9' {
				run++
				if run > 30 {
					return true
				}
			} else {
				run = 0
			}
		}
	}
	return false
}

// dslLit renders an evaluator value as a DSL literal.
func dslLit(x any) (string, bool) {
	switch x := x.(type) {
	case bool:
		if x {
			return "True", true
		}
		return "False", true
	case *big.Int:
		if x.Sign() < 0 {
			return "(" + x.String() + ")", true
		}
		return x.String(), true
	case string:
		var b strings.Builder
		b.WriteString("StringVal(\"")
		for _, r := range x {
			switch {
			case r > 0x2FFFF:
				return "", false
			case r == '"' || r == '\\':
				b.WriteByte('\\')
				b.WriteRune(r)
			case r < 0x20 || r == 0x7f:
				fmt.Fprintf(&b, `\x%02x`, r)
			case r < 0x80:
				b.WriteRune(r)
			case r <= 0xffff:
				fmt.Fprintf(&b, `\u%04x`, r)
			default:
				fmt.Fprintf(&b, `\U%08x`, r)
			}
		}
		b.WriteString("\")")
		return b.String(), true
	case float64:
		const s = "FPSort(11, 53)"
		switch {
		case math.IsNaN(x):
			return "fpNaN(" + s + ")", true
		case math.IsInf(x, 1):
			return "fpPlusInfinity(" + s + ")", true
		case math.IsInf(x, -1):
			return "fpMinusInfinity(" + s + ")", true
		case x == 0 && math.Signbit(x):
			return "FPVal(-0.0, " + s + ")", true
		}
		return "FPVal(" + strconv.FormatFloat(x, 'g', -1, 64) + ", " + s + ")", true
	}
	_ = dsl.ValuesEqual
	return "", false
}

// ProveCheck proves m's document as clauz3 prove does (solve.Solve with
// the inputs and trusted results free) and checks the verdicts against
// the runs vs (those on which the evaluator agreed with CPython): an
// obligation Z3 proves must hold at every run, and every refutation
// must be confirmed by evaluation (solve.Recheck); and no obligation is
// proved one way and refuted the other by Z3 alone. It returns a
// description of the first difference and the index in vs of the run it
// is about (0 for a refutation), or "".
func (m *Model) ProveCheck(ctx context.Context, vs []*Verdict) (diff string, at int, err error) {
	defer func() {
		// solve panics on an internal error (a refutation its own
		// evaluation does not confirm): a finding, not a crash
		if r := recover(); r != nil {
			diff, at, err = fmt.Sprintf("solve panics: %v", r), 0, nil
		}
	}()
	if bigLiteral(m.Doc) || len(m.checks) == 0 {
		return "", 0, nil
	}
	for _, k := range m.Doc.KnowledgeBase {
		if len(k.Assertion) > 1000 {
			return "", 0, nil // D5
		}
	}
	res, err := solve.Solve(ctx, m.Doc, solve.Options{TimeoutMS: 500})
	if err != nil {
		return "", 0, fmt.Errorf("solve: %w", err)
	}
	idx := map[string]int{}
	for i, c := range m.checks {
		idx[c.o.ID] = i
	}
	refuted := false
	for _, o := range res.Obligations {
		if o.Status == ir.StatusRefuted {
			refuted = true
		}
		i, ok := idx[o.ID]
		if !ok || o.Status != ir.StatusProved {
			continue
		}
		for j, v := range vs {
			if v == nil || v.Err != nil || !v.Assumed || i >= len(v.holds) {
				continue
			}
			if !v.holds[i] {
				c := m.checks[i]
				return fmt.Sprintf("solve proves obligation %s (%s, line %d) but it fails at a run on which CPython raised %s too", c.o.ID, c.o.Message, c.o.Span.Line, c.exc), j, nil
			}
		}
	}
	if refuted {
		if err := solve.Recheck(m.Doc, res); err != nil {
			return "a refutation evaluation does not confirm: " + err.Error(), 0, nil
		}
	}
	// The evaluator's decisions (split.go's proofs, refute.go's
	// counterexamples) against Z3 alone: a goal proved one way and
	// refuted the other is a finding.
	alone, err := solve.Solve(ctx, m.Doc, solve.Options{TimeoutMS: 500, Z3Only: true})
	if err != nil {
		return "", 0, fmt.Errorf("solve with Z3 alone: %w", err)
	}
	if len(alone.Obligations) == len(res.Obligations) {
		for i, o := range res.Obligations {
			a := alone.Obligations[i]
			if o.Status == ir.StatusProved && a.Status == ir.StatusRefuted || o.Status == ir.StatusRefuted && a.Status == ir.StatusProved {
				return fmt.Sprintf("obligation %s is %s, and %s by Z3 alone", o.ID, o.Status, a.Status), 0, nil
			}
		}
	}
	return "", 0, nil
}
