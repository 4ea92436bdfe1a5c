package replay

import (
	"context"
	"fmt"
	"regexp"
	"sort"
	"strconv"
	"strings"

	"clauz3/pkg/dsl"
	"clauz3/pkg/ir"
	"clauz3/pkg/solve"
)

// maxListedRows is how many row indexes solve lists in a counterexample
// (its maxRowValues): an exact counterexample of a program over query
// rows lists every row, so its queries return at most this many rows,
// fewer the loop indexes that take slots.
const maxListedRows = 8

var (
	lenName = regexp.MustCompile(`^(.+)_len([0-9]+)$`)
	rowName = regexp.MustCompile(`^(.+)\(([0-9]+)\)$`)
	iterVar = regexp.MustCompile(`^_i[0-9]+$`)
)

// query is one call of a trusted query whose rows a loop reads: its
// length variable and its row functions, one per field ("item" for a
// list of scalars).
type query struct {
	rel    string
	length string
	num    int
	fields []rowField
}

type rowField struct {
	fn, name string
}

// queries finds the row functions of doc: lower names a call's length
// <f>_len<k> and its fields <f>_<field><m>, m > k, numbered in the order
// it makes them.
func queries(doc *ir.DSL) ([]*query, bool) {
	var qs []*query
	for _, v := range doc.Variables {
		if m := lenName.FindStringSubmatch(v.Name); m != nil && v.Sort == "IntSort" {
			n, _ := strconv.Atoi(m[2])
			qs = append(qs, &query{rel: m[1], length: v.Name, num: n})
		}
	}
	sort.Slice(qs, func(i, j int) bool { return qs[i].num < qs[j].num })
	for _, f := range doc.Functions {
		if len(f.Domain) != 1 || f.Domain[0] != "IntSort" {
			continue
		}
		var owner *query
		for _, q := range qs {
			rest, ok := strings.CutPrefix(f.Name, q.rel+"_")
			if !ok {
				continue
			}
			i := len(rest)
			for i > 0 && rest[i-1] >= '0' && rest[i-1] <= '9' {
				i--
			}
			n, err := strconv.Atoi(rest[i:])
			if err != nil || i == 0 || n <= q.num {
				continue
			}
			if owner == nil || q.num > owner.num {
				owner = q
			}
		}
		if owner == nil {
			if loopResultFn(doc, f.Name) {
				continue // a trusted call's result in a loop over rows (loopResults)
			}
			return nil, false // a function of one int lower made for something else
		}
		rest := strings.TrimPrefix(f.Name, owner.rel+"_")
		owner.fields = append(owner.fields, rowField{fn: f.Name, name: strings.TrimRight(rest, "0123456789")})
	}
	return qs, len(qs) > 0
}

// maxReplayRows bounds the rows per query of a counterexample exactRows
// builds in several rounds of solving.
const maxReplayRows = 64

// exactRows asks solve again for a counterexample of obligation ob in
// which every row of every query is listed, so that the program can be
// run on exactly its values: first with queries of at most as many rows
// as a counterexample lists (pins of extra loop indexes make solve list
// them); when that proves the obligation, with up to maxReplayRows
// rows, listed in rounds, each round pinning the rows listed so far and
// the lengths. It returns that counterexample, or "" and why there is
// none.
func (e *env) exactRows(ctx context.Context, ob *ir.Obligation) (*ir.Counterexample, []*query, string) {
	doc := e.res.DSL
	qs, ok := queries(doc)
	if !ok {
		return nil, nil, "the rows of a query are not named as lower names them"
	}
	used := 0
	for _, v := range doc.Variables {
		if iterVar.MatchString(v.Name) && v.Sort == "IntSort" {
			used++
		}
	}
	slots := maxListedRows - used
	if slots < 1 {
		return nil, nil, "the counterexample cannot list every row (too many loops)"
	}
	lengths := func(n int) []string {
		var kb []string
		for _, q := range qs {
			kb = append(kb, fmt.Sprintf("%s <= %d", q.length, n))
		}
		return kb
	}
	ce, why := e.solveWith(ctx, ob, lengths(slots), 0, slots)
	if ce != nil {
		return ce, qs, ""
	}
	// More rows: list them a few at a time.
	ce, why2 := e.solveWith(ctx, ob, lengths(maxReplayRows), 0, slots)
	if ce == nil {
		return nil, nil, why + "; " + why2
	}
	listed := map[string]ir.Value{}
	var pins []string
	most := 0
	for _, q := range qs {
		n, ok := 0, false
		for _, v := range ce.Variables {
			if v.Name == q.length {
				n, ok = intOf(v.Value)
				pins = append(pins, fmt.Sprintf("%s == %d", q.length, n))
			}
		}
		if !ok {
			return nil, nil, "the counterexample has no length for " + q.length
		}
		most = max(most, n)
	}
	for from := 0; ; from += slots {
		for _, v := range ce.Variables {
			if rowName.MatchString(v.Name) {
				if _, done := listed[v.Name]; !done {
					listed[v.Name] = v
					pin, ok := pinRow(v)
					if !ok {
						return nil, nil, fmt.Sprintf("row value %s = %s cannot be pinned", v.Name, v.Repr)
					}
					pins = append(pins, pin)
				}
			}
		}
		if from+slots >= most {
			break
		}
		next, why := e.solveWith(ctx, ob, pins, from+slots, slots)
		if next == nil {
			return nil, nil, "listing the rows from " + strconv.Itoa(from+slots) + ": " + why
		}
		ce = next
	}
	// The last model keeps every pin: its rows, with those listed before.
	var vars []ir.Value
	for _, v := range ce.Variables {
		if !rowName.MatchString(v.Name) {
			vars = append(vars, v)
		}
	}
	// In solve's order: by function, then by row.
	order := map[string]int{}
	for i, f := range doc.Functions {
		order[f.Name] = i
	}
	names := make([]string, 0, len(listed))
	for n := range listed {
		names = append(names, n)
	}
	key := func(n string) (int, int) {
		m := rowName.FindStringSubmatch(n)
		k, _ := strconv.Atoi(m[2])
		return order[m[1]], k
	}
	sort.Slice(names, func(i, j int) bool {
		fi, ki := key(names[i])
		fj, kj := key(names[j])
		return fi < fj || fi == fj && ki < kj
	})
	for _, n := range names {
		vars = append(vars, listed[n])
	}
	ce.Variables = vars
	return ce, qs, ""
}

// solveWith solves ob alone, with the extra knowledge kb and loop
// indexes pinned to from, from+1, ... (slots of them); the
// counterexample, or nil and why there is none.
func (e *env) solveWith(ctx context.Context, ob *ir.Obligation, kb []string, from, slots int) (*ir.Counterexample, string) {
	doc := e.res.DSL
	d := *doc
	d.Obligations = []ir.Obligation{*ob}
	d.KnowledgeBase = append([]ir.KBEntry(nil), doc.KnowledgeBase...)
	d.Variables = append([]ir.Variable(nil), doc.Variables...)
	for _, a := range kb {
		d.KnowledgeBase = append(d.KnowledgeBase, ir.KBEntry{Assertion: a})
	}
	for k := 0; k < slots; k++ {
		name := fmt.Sprintf("_i%d", pinBase+k)
		d.Variables = append(d.Variables, ir.Variable{Name: name, Sort: "IntSort"})
		d.KnowledgeBase = append(d.KnowledgeBase, ir.KBEntry{Assertion: fmt.Sprintf("%s == %d", name, from+k)})
	}
	res, err := solve.Solve(ctx, &d, solve.Options{TimeoutMS: e.res.Solver.TimeoutMS, Seed: e.res.Solver.Seed})
	if err != nil {
		return nil, fmt.Sprintf("solving again: %v", err)
	}
	if len(res.Obligations) != 1 || res.Obligations[0].Status != ir.StatusRefuted || res.Obligations[0].Counterexample == nil {
		st := ""
		if len(res.Obligations) == 1 {
			st = res.Obligations[0].Status
		}
		return nil, fmt.Sprintf("no counterexample with %s (%s)", strings.Join(kb, ", "), st)
	}
	ce := res.Obligations[0].Counterexample
	// Drop the pins: they are not part of the program.
	var vars []ir.Value
	for _, v := range ce.Variables {
		if n, err := strconv.Atoi(strings.TrimPrefix(v.Name, "_i")); err == nil && strings.HasPrefix(v.Name, "_i") && n >= pinBase {
			continue
		}
		vars = append(vars, v)
	}
	ce.Variables = vars
	return ce, ""
}

// pinBase numbers the loop indexes exactRows pins (far beyond lower's).
const pinBase = 900000

// pinRow is the assertion that a listed row value ("f(3)") is what the
// counterexample says.
func pinRow(v ir.Value) (string, bool) {
	m := rowName.FindStringSubmatch(v.Name)
	t, ok := toTagged(v.Value, v.Type)
	if m == nil || !ok {
		return "", false
	}
	l := literal(t)
	if l == nil {
		return "", false
	}
	k, _ := strconv.ParseInt(m[2], 10, 64)
	app := &dsl.Term{Op: dsl.OpApp, Name: m[1], Sort: l.Sort, Args: []*dsl.Term{dsl.MkInt64(k)}}
	return dsl.Format(&dsl.Term{Op: dsl.OpEq, Sort: dsl.BoolSort(), Args: []*dsl.Term{app, l}}), true
}

// rowResults turns the rows of ce into the values the query calls
// return: per query function, one list per call that fires, each row a
// {"t": "row", "v": {field: value}} the recorder builds the annotated
// row class from (or the one value of an "item" for a list of scalars).
func rowResults(doc *ir.DSL, ce *ir.Counterexample, qs []*query) (map[string][]tagged, string) {
	vals, fires := valuesOf(ce)
	calls := map[string][]*ir.Fact{}
	for i := range doc.Facts {
		f := &doc.Facts[i]
		calls[f.Relation] = append(calls[f.Relation], f)
	}
	out := map[string][]tagged{}
	seen := map[string]int{}
	for _, q := range qs {
		k := seen[q.rel]
		seen[q.rel]++
		fs := calls[q.rel]
		if k >= len(fs) {
			return nil, fmt.Sprintf("query %s has more lengths than calls", q.rel)
		}
		if len(fs[k].Quantifiers) > 0 {
			return nil, fmt.Sprintf("a call of %s is inside a loop over rows", q.rel)
		}
		if !fires[fs[k].ID] {
			continue
		}
		lv, ok := vals[q.length]
		if !ok {
			return nil, fmt.Sprintf("the counterexample has no length for %s", q.length)
		}
		n, ok := intOf(lv.Value)
		if !ok || n < 0 || n > maxReplayRows {
			return nil, fmt.Sprintf("%s = %s is not a listed number of rows", q.length, lv.Repr)
		}
		list := []tagged{}
		for i := 0; i < n; i++ {
			row := map[string]tagged{}
			for _, fl := range q.fields {
				v, ok := vals[fmt.Sprintf("%s(%d)", fl.fn, i)]
				if !ok {
					return nil, fmt.Sprintf("the counterexample does not list row %d of %s", i, q.rel)
				}
				t, ok := toTagged(v.Value, v.Type)
				if !ok {
					return nil, fmt.Sprintf("row %d of %s: %s cannot be passed to CPython exactly", i, q.rel, v.Repr)
				}
				row[fl.name] = t
			}
			list = append(list, tagged{T: "row", V: row})
		}
		out[q.rel] = append(out[q.rel], tagged{T: "list", V: list})
	}
	return out, ""
}

// loopResultFn reports whether lower made the function name for the
// results of a trusted call inside a loop over rows: <f>_result<k>, f
// the relation of a fact in such a loop and not a query's (whose columns
// lower names <f>_<field><k>).
func loopResultFn(doc *ir.DSL, name string) bool {
	m := resultVar.FindStringSubmatch(name)
	if m == nil {
		return false
	}
	for _, v := range doc.Variables {
		if lm := lenName.FindStringSubmatch(v.Name); lm != nil && lm[1] == m[1] {
			return false
		}
	}
	for _, f := range doc.Facts {
		if f.Relation == m[1] && len(f.Quantifiers) > 0 && !f.Quantifiers[0].While {
			return true
		}
	}
	return false
}

// loopResults places the results of every call of each function called
// inside a loop over rows, from the counterexample ce that lists every
// row: a call outside the loops returns its result variable's value
// when it is made, a call in a loop returns, in each iteration that
// makes it (solve.LoopFirings), its result function's value at the
// iteration's index. CPython makes them in program order, a loop's
// calls iteration by iteration. lower numbers a function's result
// symbols in the order of its calls, as it makes the calls' facts, which
// ties each call to its symbol. A loop inside another is refused (why).
func loopResults(doc *ir.DSL, ce *ir.Counterexample) (map[string][]tagged, string) {
	vals, fires := valuesOf(ce)
	type sym struct {
		n    int
		name string
		fn   bool
	}
	syms := map[string][]sym{} // relation -> its result symbols
	looped := map[string]bool{}
	num := func(name string) int {
		k, _ := strconv.Atoi(resultVar.FindStringSubmatch(name)[2])
		return k
	}
	for _, f := range doc.Functions {
		if len(f.Domain) == 1 && f.Domain[0] == "IntSort" && loopResultFn(doc, f.Name) {
			rel := resultVar.FindStringSubmatch(f.Name)[1]
			syms[rel] = append(syms[rel], sym{num(f.Name), f.Name, true})
			looped[rel] = true
		}
	}
	for _, v := range doc.Variables {
		if m := resultVar.FindStringSubmatch(v.Name); m != nil && looped[m[1]] {
			syms[m[1]] = append(syms[m[1]], sym{num(v.Name), v.Name, false})
		}
	}
	rels := make([]string, 0, len(syms))
	for rel := range syms {
		rels = append(rels, rel)
	}
	sort.Strings(rels)
	out := map[string][]tagged{}
	for _, rel := range rels {
		ss := syms[rel]
		sort.Slice(ss, func(i, j int) bool { return ss[i].n < ss[j].n })
		var facts []*ir.Fact
		for i := range doc.Facts {
			if doc.Facts[i].Relation == rel {
				facts = append(facts, &doc.Facts[i])
			}
		}
		if len(facts) != len(ss) {
			return nil, fmt.Sprintf("the results of %s do not match its calls one to one", rel)
		}
		place := func(name string) string {
			v, ok := vals[name]
			if !ok {
				return fmt.Sprintf("the counterexample does not list %s", name)
			}
			t, ok := toTagged(v.Value, v.Type)
			if !ok {
				return fmt.Sprintf("result %s = %s cannot be passed to CPython exactly", name, v.Repr)
			}
			out[rel] = append(out[rel], t)
			return ""
		}
		for k := 0; k < len(facts); {
			q := facts[k].Quantifiers
			if len(q) == 0 {
				// a call outside the loops
				if ss[k].fn {
					return nil, fmt.Sprintf("the result of a call of %s outside loops is a function", rel)
				}
				if fires[facts[k].ID] {
					if why := place(ss[k].name); why != "" {
						return nil, why
					}
				}
				k++
				continue
			}
			if len(q) != 1 || q[0].While || q[0].Lower != "0" {
				return nil, fmt.Sprintf("a call of %s is not in one loop over rows", rel)
			}
			// The facts of one loop are consecutive among rel's: its
			// body is lowered once.
			end := k
			var ids []string
			for end < len(facts) && len(facts[end].Quantifiers) == 1 && facts[end].Quantifiers[0].Var == q[0].Var {
				if !ss[end].fn {
					return nil, fmt.Sprintf("the result of a call of %s in a loop is not a function of its rows", rel)
				}
				ids = append(ids, facts[end].ID)
				end++
			}
			nv, ok := vals[q[0].Upper]
			if !ok {
				return nil, fmt.Sprintf("the counterexample has no value for %s", q[0].Upper)
			}
			n, ok := intOf(nv.Value)
			if !ok || n < 0 || n > maxReplayRows {
				return nil, fmt.Sprintf("%s = %s is not a listed number of rows", q[0].Upper, nv.Repr)
			}
			firings, err := solve.LoopFirings(doc, ce, ids, n)
			if err != nil {
				return nil, fmt.Sprintf("which iterations call %s is not known: %v", rel, err)
			}
			for i := 0; i < n; i++ {
				for j := k; j < end; j++ {
					if firings[facts[j].ID][i] {
						if why := place(fmt.Sprintf("%s(%d)", ss[j].name, i)); why != "" {
							return nil, why
						}
					}
				}
			}
			k = end
		}
	}
	return out, ""
}

// valuesOf indexes ce: its variables by name, and whether each fact fires.
func valuesOf(ce *ir.Counterexample) (map[string]ir.Value, map[string]bool) {
	vals := map[string]ir.Value{}
	for _, v := range ce.Variables {
		vals[v.Name] = v
	}
	fires := map[string]bool{}
	for _, f := range ce.Facts {
		fires[f.ID] = f.Fires
	}
	return vals, fires
}

func intOf(v any) (int, bool) {
	switch n := v.(type) {
	case float64:
		return int(n), n == float64(int(n))
	case interface{ String() string }:
		i, err := strconv.Atoi(n.String())
		return i, err == nil
	}
	return 0, false
}

// loopCall reports whether a recorded call is made at a fact inside a
// loop over rows (whose firings a counterexample does not list).
func (e *env) loopCall(c call) bool {
	for i := range e.res.DSL.Facts {
		f := &e.res.DSL.Facts[i]
		if len(f.Quantifiers) > 0 && !f.Quantifiers[0].While && f.Relation == c.Name && e.at(c.File, c.Line, f.Span) {
			return true
		}
	}
	return false
}

// listed is the recorded calls a counterexample lists as facts: all of
// them, but those made inside loops over rows.
func (e *env) listed(calls []call) []call {
	if !e.quantity {
		return calls
	}
	var out []call
	for _, c := range calls {
		if !e.loopCall(c) {
			out = append(out, c)
		}
	}
	return out
}
