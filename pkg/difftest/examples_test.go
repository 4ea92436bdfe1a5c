package difftest

import (
	"context"
	"fmt"
	"math"
	"math/big"
	"math/rand/v2"
	"os/exec"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"sync"
	"testing"

	"clauz3/pkg/dsl"
	"clauz3/pkg/ir"
	"clauz3/pkg/load"
	"clauz3/pkg/lower"
	"clauz3/pkg/python/parser"
	"clauz3/pkg/replay"
)

// exampleRuns is how many random input sets each example case is run on.
const exampleRuns = 20

var (
	resultSym = regexp.MustCompile(`^(.*)_result([0-9]+)$`)
	raisedSym = regexp.MustCompile(`^_raised[0-9]+$`)
	strLit    = regexp.MustCompile(`"((?:[^"\\]|\\.)*)"`)
	intLit    = regexp.MustCompile(`(?:^|[^\w.])(-?[0-9]+)(?:[^\w.]|$)`)
)

// exampleCase is one cases/*.py of an example or a standard layer.
type exampleCase struct {
	dir, file string
	trusted   []string
}

func exampleCases(t *testing.T) []exampleCase {
	root := filepath.Join("..", "..")
	var out []exampleCase
	for _, pat := range []string{"examples/*", "layers/*"} {
		dirs, _ := filepath.Glob(filepath.Join(root, pat))
		for _, d := range dirs {
			files, _ := filepath.Glob(filepath.Join(d, "cases", "*.py"))
			trusted, _ := filepath.Glob(filepath.Join(d, "tools", "*", "trusted"))
			for i := range trusted {
				trusted[i], _ = filepath.Rel(d, trusted[i])
			}
			for _, f := range files {
				out = append(out, exampleCase{dir: d, file: filepath.Join("cases", filepath.Base(f)), trusted: trusted})
			}
		}
	}
	if len(out) < 50 {
		t.Fatalf("only %d example cases found", len(out))
	}
	return out
}

func (c exampleCase) String() string {
	return filepath.Base(c.dir) + "/" + c.file
}

// TestExampleCasesAgainstCPython runs every example case (examples/*
// and layers/*, cases/*.py) under CPython on exampleRuns random input
// sets and random trusted results each, with the trusted calls recorded
// (pkg/replay.Execute), and evaluates lower's model at the same values:
// the facts that fire must be CPython's trusted calls, in order, with
// the same field values, and CPython raises exactly when an exception,
// assertion, precondition or postcondition obligation fails, of the
// same class. A run whose trusted results break the layer's
// postconditions (the model's assumptions) is drawn again. A query whose
// rows a loop reads returns random rows (0 to 4, or about 50), and the
// model runs its loop's facts and checks for every row. Cases the model
// cannot evaluate at concrete values (unsupported or vacuous ones,
// values CPython cannot receive) are listed, and must stay few.
func TestExampleCasesAgainstCPython(t *testing.T) {
	py, err := filepath.Abs(filepath.Join("..", "..", ".venv", "bin", "python"))
	if err != nil || exec.Command(py, "-c", "import deal").Run() != nil {
		t.Fatalf("%s cannot import deal (run make deps)", py)
	}
	rt, _ := filepath.Abs(filepath.Join("..", "..", "runtime"))
	cases := exampleCases(t)
	type outcome struct {
		runs, drawn int
		skip        string
		errs        []string
	}
	outs := make([]outcome, len(cases))
	var wg sync.WaitGroup
	sem := make(chan struct{}, 2)
	for i, c := range cases {
		wg.Add(1)
		go func() {
			defer wg.Done()
			sem <- struct{}{}
			defer func() { <-sem }()
			o := &outs[i]
			o.runs, o.drawn, o.skip, o.errs = runExample(c, py, rt)
		}()
	}
	wg.Wait()
	checked, runs := 0, 0
	skipped := map[string][]string{}
	for i, c := range cases {
		o := outs[i]
		for _, e := range o.errs {
			t.Errorf("%s: %s", c, e)
		}
		switch {
		case o.skip != "":
			skipped[o.skip] = append(skipped[o.skip], c.String())
		case o.runs < exampleRuns && len(o.errs) == 0:
			t.Errorf("%s: only %d runs within the assumptions (of %d drawn)", c, o.runs, o.drawn)
		default:
			checked++
			runs += o.runs
		}
	}
	var why []string
	nskip := 0
	for k, v := range skipped {
		nskip += len(v)
		why = append(why, fmt.Sprintf("%d not compared (%s): %s", len(v), k, strings.Join(v, " ")))
	}
	sort.Strings(why)
	t.Logf("%d example cases: %d compared with CPython on %d runs\n%s", len(cases), checked, runs, strings.Join(why, "\n"))
	if checked < len(cases)*2/3 {
		t.Errorf("only %d of %d cases compared", checked, len(cases))
	}
}

// runExample lowers one case and compares it with CPython on random
// runs; skip says why it was not compared at all.
func runExample(c exampleCase, py, rt string) (runs, drawn int, skip string, errs []string) {
	abs, _ := filepath.Abs(c.dir)
	ast, err := load.Load(load.Config{Entry: c.file, TrustedRoots: c.trusted, ImportRoots: []string{"."}, Dir: abs, Parse: parser.ParseFile})
	if err != nil {
		return 0, 0, "", []string{"load: " + err.Error()}
	}
	doc, err := lower.Lower(ast)
	if err != nil {
		return 0, 0, "", []string{"lower: " + err.Error()}
	}
	m, err := NewLoopModel(doc)
	if err != nil {
		switch {
		case strings.Contains(err.Error(), "quantified"):
			return 0, 0, "nested loops over the rows of queries", nil
		case strings.Contains(err.Error(), "in a loop over rows"):
			return 0, 0, "a trusted result in a loop over rows", nil
		case strings.Contains(err.Error(), "sorts or constants"):
			return 0, 0, "sorts or constants", nil
		}
		return 0, 0, "", []string{"model: " + err.Error()}
	}
	if len(m.Unsupported) > 0 {
		return 0, 0, "unsupported, so not run", nil
	}
	for _, o := range doc.Obligations {
		if o.Kind == ir.KindLoopBound {
			// runs past the unrolling bound are not modelled (their
			// proofs are unknown), so the calls are not compared
			return 0, 0, "a while loop on an input, unrolled to a bound", nil
		}
	}
	m.Fixed = map[string]any{}
	m.Tables = map[string][]any{}
	qs, why := rowQueries(doc)
	if why != "" {
		return 0, 0, why, nil
	}
	results := map[string][]resultVar{}
	for _, v := range doc.Variables {
		switch g := resultSym.FindStringSubmatch(v.Name); {
		case raisedSym.MatchString(v.Name):
			m.Fixed[v.Name] = false // the recorder's trusted calls return
		case g != nil:
			n, _ := strconv.Atoi(g[2])
			results[g[1]] = append(results[g[1]], resultVar{n: n, sort: v.Sort})
		}
	}
	for _, in := range doc.Inputs {
		if pyTypeOf(in.Sort) != in.Type {
			return 0, 0, "an input of type " + in.Type, nil
		}
	}
	for fn, rs := range results {
		sort.Slice(rs, func(i, j int) bool { return rs[i].n < rs[j].n })
		for _, r := range rs {
			if pyTypeOf(r.sort) == "" {
				return 0, 0, "a trusted result of sort " + r.sort, nil
			}
		}
		results[fn] = rs
	}
	pool := literalPool(doc)
	cfg := replay.Config{Python: py, RuntimeDir: rt, Dir: abs, ImportRoots: []string{"."}, TrustedRoots: c.trusted}
	r := rand.New(rand.NewPCG(7, uint64(len(c.String()))*7919+uint64(strings.Count(c.String(), "_"))))
	// Runs are drawn in batches, each run under CPython in one process;
	// those whose trusted results break the layer's promises are not
	// compared.
	for batch := 0; runs < exampleRuns && batch < 6; batch++ {
		var ins []replay.Inputs
		var argss [][]Value
		var tabs []map[string][]any
		for k := 0; k < 2*exampleRuns; k++ {
			in := replay.Inputs{Inputs: map[string]replay.Arg{}, Results: map[string][]replay.Arg{}}
			var args []Value
			for _, x := range doc.Inputs {
				v := pool.draw(r, x.Type)
				in.Inputs[x.Name] = replay.Arg{V: v, Type: x.Type}
				args = append(args, fromGo(v))
			}
			for fn, rs := range results {
				for _, rv := range rs {
					typ := pyTypeOf(rv.sort)
					in.Results[fn] = append(in.Results[fn], replay.Arg{V: pool.draw(r, typ), Type: typ})
				}
			}
			tables := map[string][]any{}
			for _, q := range qs {
				n := r.IntN(5)
				if r.IntN(4) == 0 {
					n = 48 + r.IntN(8) // past the bounds programs test
				}
				var rows replay.Rows
				for i := 0; i < n; i++ {
					row := map[string]replay.Arg{}
					for _, f := range q.fields {
						x := pool.draw(r, f.typ)
						row[f.name] = replay.Arg{V: x, Type: f.typ}
						tables[f.fn] = append(tables[f.fn], x)
					}
					rows = append(rows, row)
				}
				tables[q.length] = []any{big.NewInt(int64(n))}
				in.Results[q.rel] = []replay.Arg{{V: rows, Type: "rows"}}
			}
			ins = append(ins, in)
			argss = append(argss, args)
			tabs = append(tabs, tables)
		}
		xs, err := replay.Execute(context.Background(), doc, cfg, ins)
		if err != nil {
			return runs, drawn, "", []string{fmt.Sprintf("running under CPython: %v", err)}
		}
		for k, x := range xs {
			if runs == exampleRuns {
				break
			}
			drawn++
			// The values the calls returned, in CPython's order.
			var calls []Call
			next := map[string]int{}
			for _, call := range x.Calls {
				cv := Call{Fn: call.Name}
				if vs := ins[k].Results[call.Name]; next[call.Name] < len(vs) {
					cv.Val = fromGo(vs[next[call.Name]].V)
					next[call.Name]++
				}
				calls = append(calls, cv)
			}
			for _, q := range qs {
				m.Fixed[q.length] = tabs[k][q.length][0]
				for _, f := range q.fields {
					m.Tables[f.fn] = tabs[k][f.fn]
				}
			}
			v := m.Evaluate(argss[k], calls)
			if v.Err == nil && !v.Assumed {
				continue // outside the layer's promises
			}
			runs++
			if d := compareExample(doc, v, x); d != "" {
				errs = append(errs, fmt.Sprintf("run %s: %s", runText(ins[k].Inputs, ins[k].Results), d))
				if len(errs) >= 3 {
					return
				}
			}
		}
	}
	if runs == 0 && strings.HasSuffix(c.file, "_vacuous.py") {
		return 0, drawn, "its assumptions contradict each other (a _vacuous case)", nil
	}
	return
}

// rowQuery is a query whose rows a loop reads: its length variable and
// one function per field.
type rowQuery struct {
	rel, length string
	fields      []rowFn
}

type rowFn struct {
	fn, name, typ string
}

var lenSym = regexp.MustCompile(`^(.+)_len[0-9]+$`)

// rowQueries finds the queries of doc whose rows a loop reads (lower
// names a call's length <f>_len<k> and its fields <f>_<field><m>); why
// is set when the harness cannot draw them (a query called twice, a
// field of a type it does not pass).
func rowQueries(doc *ir.DSL) ([]rowQuery, string) {
	var qs []rowQuery
	seen := map[string]bool{}
	for _, v := range doc.Variables {
		if m := lenSym.FindStringSubmatch(v.Name); m != nil {
			if seen[m[1]] {
				return nil, "a query called twice"
			}
			seen[m[1]] = true
			qs = append(qs, rowQuery{rel: m[1], length: v.Name})
		}
	}
	for _, f := range doc.Functions {
		if len(f.Domain) != 1 || f.Domain[0] != "IntSort" {
			continue
		}
		found := false
		for i := range qs {
			if rest, ok := strings.CutPrefix(f.Name, qs[i].rel+"_"); ok {
				typ := pyTypeOf(f.Range)
				if typ == "" {
					return nil, "a row field of sort " + f.Range
				}
				qs[i].fields = append(qs[i].fields, rowFn{fn: f.Name, name: strings.TrimRight(rest, "0123456789"), typ: typ})
				found = true
				break
			}
		}
		if !found {
			return nil, "a function " + f.Name + " that is no query's rows"
		}
	}
	return qs, ""
}

type resultVar struct {
	n    int
	sort string
}

// compareExample compares the model's verdict with CPython's run; ""
// when they agree.
func compareExample(doc *ir.DSL, v *Verdict, x *replay.Execution) string {
	if v.Err != nil {
		return "the model is not determined: " + v.Err.Error()
	}
	facts := map[string]*ir.Fact{}
	for i := range doc.Facts {
		facts[doc.Facts[i].ID] = &doc.Facts[i]
	}
	stopped := x.Exception != "" || x.Missing != ""
	for i, e := range v.Effects {
		if i >= len(x.Calls) {
			if stopped {
				break // CPython stopped at the exception; the model goes on as under -O
			}
			return fmt.Sprintf("the model makes call %d %s (%s, line %d), CPython does not", i+1, e.Fn, e.Fact, e.Line)
		}
		c := x.Calls[i]
		if c.Name != e.Fn {
			return fmt.Sprintf("call %d: CPython calls %s (line %d), the model %s (%s, line %d)", i+1, c.Name, c.Line, e.Fn, e.Fact, e.Line)
		}
		k := 0
		for _, fl := range facts[e.Fact].Fields {
			if ir.IsCompanionField(fl.Name) {
				continue
			}
			model, kind := e.raw[k], e.kinds[k]
			k++
			got, ok := c.Args[fl.Name]
			if !ok {
				return fmt.Sprintf("call %d %s: CPython passes no %s", i+1, c.Name, fl.Name)
			}
			if got == nil {
				continue // not a value the evaluator has (an object)
			}
			if !dsl.ValuesEqual(got, model) && !(kind == dsl.KFP && isNaN(got) && isNaN(model)) {
				if kind == dsl.KFP {
					if n, ok := got.(*big.Int); ok {
						// an int passed to a float parameter: the model
						// folds the companion field into the float
						if f, _ := new(big.Float).SetInt(n).Float64(); dsl.ValuesEqual(f, model) {
							continue
						}
					}
				}
				return fmt.Sprintf("call %d %s: %s is %s in CPython, %s in the model (%s)", i+1, c.Name, fl.Name, fromGo(got).Py(), fromGo(model).Py(), e.Fact)
			}
		}
	}
	if len(x.Calls) > len(v.Effects) {
		c := x.Calls[len(v.Effects)]
		return fmt.Sprintf("CPython makes call %d %s (line %d), the model does not", len(v.Effects)+1, c.Name, c.Line)
	}
	if x.Missing != "" {
		return "CPython calls " + x.Missing + " more often than the model has results for"
	}
	switch {
	case x.Exception == "" && len(v.Failed) > 0:
		o := v.Failed[0].o
		return fmt.Sprintf("the model fails %s (%s, line %d); CPython returns", o.ID, o.Message, o.Span.Line)
	case x.Exception != "" && len(v.Failed) == 0:
		return fmt.Sprintf("CPython raises %s at line %d; no obligation of the model fails", x.Exception, x.Line)
	case x.Exception != "":
		o := v.Failed[0].o
		if !sameException(o, x) {
			return fmt.Sprintf("CPython raises %s (%s) at line %d; the model fails %s (%s, line %d)", x.Exception, x.Contract, x.Line, o.ID, o.Message, o.Span.Line)
		}
	}
	return ""
}

// sameException reports whether the failing obligation o is the
// exception CPython raised.
func sameException(o *ir.Obligation, x *replay.Execution) bool {
	switch o.Kind {
	case ir.KindException:
		cls, _, _ := strings.Cut(o.Message, ":")
		return x.Contract == "" && cls == x.Exception
	case ir.KindAssertion:
		return x.Contract == "" && x.Exception == "AssertionError"
	case ir.KindPrecondition:
		return x.Contract == "pre"
	case ir.KindPostcondition:
		return x.Contract == "post" || x.Contract == "ensure"
	}
	return false
}

func isNaN(x any) bool {
	f, ok := x.(float64)
	return ok && math.IsNaN(f)
}

// pyTypeOf is the Python type of a value of a DSL sort the harness
// passes to CPython; "" for others.
func pyTypeOf(sort string) string {
	switch sort {
	case "IntSort":
		return "int"
	case "StringSort":
		return "str"
	case "BoolSort":
		return "bool"
	case "FPSort(11, 53)":
		return "float"
	}
	return ""
}

// pool holds the values runs are drawn from: the literals of the
// document (so that branches on them are taken) and edge cases.
type pool struct {
	strs []string
	ints []int64
}

func literalPool(doc *ir.DSL) *pool {
	p := &pool{
		strs: []string{"", "a", "@", "bob@example.com", "eve@evil.com", "x@example.com", "é", "/tmp/a.txt", "https://example.com/", "A B"},
		ints: []int64{0, 1, -1, 2, 3, 5, 10, 100, 1000, -7},
	}
	seenS, seenI := map[string]bool{}, map[int64]bool{}
	for _, s := range p.strs {
		seenS[s] = true
	}
	for _, n := range p.ints {
		seenI[n] = true
	}
	var texts []string
	for _, s := range doc.Sources {
		if s.Path == doc.Entry {
			texts = append(texts, s.Text)
		}
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
	for _, a := range doc.Assumptions {
		texts = append(texts, a.Expr)
	}
	for _, t := range texts {
		for _, m := range strLit.FindAllStringSubmatch(t, -1) {
			if s, err := strconv.Unquote(`"` + m[1] + `"`); err == nil && !seenS[s] && len(s) < 80 {
				seenS[s] = true
				p.strs = append(p.strs, s, s+"x", "x"+s)
			}
		}
		for _, m := range intLit.FindAllStringSubmatch(t, -1) {
			if n, err := strconv.ParseInt(m[1], 10, 64); err == nil && !seenI[n] && n > -1e9 && n < 1e9 {
				seenI[n] = true
				p.ints = append(p.ints, n, n+1, n-1)
			}
		}
	}
	return p
}

// draw picks a random value of Python type typ.
func (p *pool) draw(r *rand.Rand, typ string) any {
	switch typ {
	case "int":
		if r.IntN(5) == 0 {
			return big.NewInt(r.Int64N(2001) - 1000)
		}
		return big.NewInt(p.ints[r.IntN(len(p.ints))])
	case "str":
		return p.strs[r.IntN(len(p.strs))]
	case "bool":
		return r.IntN(2) == 0
	case "float":
		fs := []float64{0, -0.0, 1.5, -2.5, 0.1, 1e300, math.Inf(1), math.NaN(), 3, 100}
		if r.IntN(4) == 0 {
			return float64(p.ints[r.IntN(len(p.ints))])
		}
		return fs[r.IntN(len(fs))]
	}
	panic("draw: type " + typ)
}

func runText(inputs map[string]replay.Arg, results map[string][]replay.Arg) string {
	var parts []string
	for k, a := range inputs {
		parts = append(parts, k+"="+fromGo(a.V).Py())
	}
	for fn, as := range results {
		var vs []string
		for _, a := range as {
			vs = append(vs, fromGo(a.V).Py())
		}
		parts = append(parts, fn+"->["+strings.Join(vs, ", ")+"]")
	}
	sort.Strings(parts)
	return "(" + strings.Join(parts, ", ") + ")"
}
