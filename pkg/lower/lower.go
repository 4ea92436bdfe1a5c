package lower

import (
	"fmt"
	"sort"
	"strings"

	"clauz3/pkg/diag"
	"clauz3/pkg/dsl"
	"clauz3/pkg/ir"
	"clauz3/pkg/python/ast"
)

// Limits that keep lowering linear and bounded; exceeding one is an
// unsupported obligation, never a crash.
const (
	maxCallDepth = 48     // nested helper calls being analysed at once
	maxSteps     = 200000 // statements and expressions evaluated in total
	maxUnroll    = 1000   // iterations of one unrolled for loop
	maxWhile     = 100    // iterations of one unrolled while loop
	nameAbove    = 72     // expressions longer than this get a definitional symbol
)

// module is one module of the document with its lazily built globals.
type module struct {
	ir      *ir.Module
	name    string
	trusted bool
	entry   bool
	state   int  // 0: not executed, 1: executing, 2: done
	reach   term // after its top level ran: False when importing it raises
	globals map[string]Value
	bound   map[string]diag.Span // where each global was first bound
	sigs    map[string]*ir.Signature
}

// lowerer holds the state of one Lower call.
type lowerer struct {
	doc   *ir.AST
	out   *ir.DSL
	mods  map[string]*module
	order []*module
	entry *module

	// rebound caches reboundGlobals (Options.AnyCaller).
	rebound map[string]map[string]string

	nFact, nObl, nVar, nAsm int
	nObj                    int             // float objects made so far (newFloat)
	symbols                 map[string]bool // DSL names in use

	allowed  []string   // exception classes the target declares (@deal.raises)
	raises   [][]string // @deal.raises of the helpers being analysed, outermost first
	stack    []ast.Node // functions being analysed (recursion check)
	steps    int
	tooLarge bool
	noNaming bool            // compiling row expressions: no definitional symbols
	named    map[string]term // expression -> its definitional symbol
	mainCall *ast.Call       // the target's call in the entry's __main__ block
	// inTarget is set while the target's body is lowered; topTaint when
	// an unsupported construct tainted a path outside it (the modules'
	// top levels, what they call), whose state the guarantees read.
	inTarget, topTaint bool
	refused            map[string]bool // the unsupported obligations made, by code, message and span
	chosen             map[*unionV]int
	// intFloatFields are the float fact fields an int reached (by
	// parameter name): every fact with such a field gets its companions.
	intFloatFields map[string]bool               // the alternative of each union being split
	inAssert       int                           // evaluating the test of an assert statement
	at             diag.Span                     // the construct being lowered (for internal errors)
	loops          []symLoop                     // the symbolic loops being lowered, outermost first
	nStamp         int                           // the last symLoop.stamp
	events         map[*ast.ClassDef]*eventClass // the event classes read so far (nil: not one)
	opts           Options
	reach          map[string]*reachAcc // reach checks by span (reach.go)
	reachOrder     []*reachAcc
	defs           map[string]term // definitional symbol -> its expression (name)
	// columnFns are the functions giving a column of a query's rows;
	// columnReqs the companion fields relation lambdas read (columns.go).
	columnFns   map[string]column
	columnReqs  map[string]columnReq
	columnNames map[*ast.ClassDef]string
	columnTerms map[term]column // each read of a row's field, by identity
	namedTerms  map[term]bool   // the definitional symbols name made
	mathObjs    map[string]int  // the float objects of math's constants (mathConstant)
	iterating   []*listV        // the lists loops are iterating over (listmethods.go)
	// noSummary unrolls every while loop; summarizing counts the
	// summarized while loops being lowered, and summaryFailed says one
	// met an unsupported construct (whilesum.go).
	noSummary     bool
	summarizing   int
	summaryFailed bool
}

// Options change what lower assumes.
type Options struct {
	// DocPreconditions makes the target's docstring preconditions
	// assumptions (clauz3 verify; see docpre.go). A helper's are
	// obligations at each call either way.
	DocPreconditions bool
	// ReachChecks asks, for every branch of an if in the program,
	// whether it can run (reach.go): one that cannot is a note.
	ReachChecks bool
	// AnyCaller proves the target for every caller (clauz3 verify): a
	// module global some function may rebind is not modelled
	// (rebound.go).
	AnyCaller bool
}

// Lower lowers doc to the DSL document. It returns an error only when the
// input itself is wrong (no target function, trusted-only decorators in
// untrusted code): a *diag.Diagnostic. Everything outside the modelled
// subset is an "unsupported" obligation in the result.
func Lower(doc *ir.AST) (out *ir.DSL, err error) { return LowerWith(doc, Options{}) }

// LowerWith is Lower with options.
func LowerWith(doc *ir.AST, opts Options) (out *ir.DSL, err error) {
	if doc == nil {
		return nil, &diag.BadInput{Err: fmt.Errorf("lower: no document")}
	}
	out, failed, err := lowerOnce(doc, opts, false)
	if err == nil && failed {
		// A summarized while loop met a construct it does not model:
		// every loop is unrolled instead (whilesum.go).
		out, _, err = lowerOnce(doc, opts, true)
	}
	return out, err
}

// lowerOnce is LowerWith, with every while loop unrolled when noSummary
// is set; failed reports that a summary met an unsupported construct.
func lowerOnce(doc *ir.AST, opts Options, noSummary bool) (out *ir.DSL, failed bool, err error) {
	l := &lowerer{
		doc:     doc,
		out:     &ir.DSL{Version: ir.DSLVersion, Target: doc.Target, Entry: doc.Entry, Sources: doc.Sources},
		mods:    map[string]*module{},
		symbols: map[string]bool{},

		intFloatFields: map[string]bool{},
		named:          map[string]term{},
		opts:           opts,
		defs:           map[string]term{},
		columnFns:      map[string]column{},
		columnReqs:     map[string]columnReq{},
		columnNames:    map[*ast.ClassDef]string{},
		columnTerms:    map[term]column{},
		namedTerms:     map[term]bool{},
		mathObjs:       map[string]int{},
		noSummary:      noSummary,
	}
	if l.out.Target == "" {
		l.out.Target = "main"
	}
	for i := range doc.Modules {
		m := &doc.Modules[i]
		if m.Tree == nil {
			return nil, false, diag.Errorf(diag.Span{File: m.Path}, "bad-ast", "module %s has no syntax tree", m.Name)
		}
		mod := &module{ir: m, name: m.Name, trusted: m.Role == ir.RoleTrusted, entry: m.Role == ir.RoleEntry,
			globals: map[string]Value{}, bound: map[string]diag.Span{}, sigs: map[string]*ir.Signature{}}
		for j := range m.Signatures {
			mod.sigs[m.Signatures[j].Name] = &m.Signatures[j]
		}
		if _, dup := l.mods[m.Name]; !dup {
			l.mods[m.Name] = mod
		}
		l.order = append(l.order, mod)
		if mod.entry && l.entry == nil {
			l.entry = mod
		}
	}
	if l.entry == nil {
		return nil, false, diag.Errorf(diag.Span{File: doc.Entry}, "no-entry", "the document has no entry module")
	}
	// Trusted-only decorators in untrusted code are a usage error, as upstream.
	for _, m := range l.order {
		if m.trusted {
			continue
		}
		if d := checkUntrustedDecorators(m.ir.Tree); d != nil {
			return nil, false, d
		}
	}
	defer func() {
		// A term built ill-sorted is a bug of lower: an internal error at
		// the Python construct it came from.
		if r := recover(); r != nil {
			if se, ok := r.(*dsl.SortError); ok {
				panic(diag.ICEAt(l.at, "lower: %v", se))
			}
			panic(r)
		}
	}()
	if err := l.run(); err != nil {
		return nil, false, err
	}
	l.emitReachChecks()
	return l.out, l.summaryFailed, nil
}

// forbiddenDecorators are rejected in untrusted modules (upstream's
// validate_untrusted_source list).
var forbiddenDecorators = map[string]bool{
	"contract": true, "clauz3.spec.contract": true, "deal.has": true, "has": true,
	"clauz3.solver": true, "solver": true, "effect": true, "clauz3.fluent.effect": true,
}

func checkUntrustedDecorators(tree *ast.Module) *diag.Diagnostic {
	var found *diag.Diagnostic
	ast.Inspect(tree, func(n ast.Node) bool {
		if found != nil {
			return false
		}
		var decos []ast.Expr
		switch n := n.(type) {
		case *ast.FunctionDef:
			decos = n.DecoratorList
		case *ast.AsyncFunctionDef:
			decos = n.DecoratorList
		case *ast.ClassDef:
			decos = n.DecoratorList
		}
		for _, d := range decos {
			e := d
			if c, ok := d.(*ast.Call); ok {
				e = c.Func
			}
			if name := dotted(e); forbiddenDecorators[name] {
				found = diag.Errorf(d.Span(), "trusted-only-decorator", "@%s is only allowed in trusted roots", name)
				return false
			}
		}
		return true
	})
	return found
}

// dotted renders a Name/Attribute chain ("deal.has"), "" otherwise.
func dotted(e ast.Expr) string {
	switch e := e.(type) {
	case *ast.Name:
		return e.Id
	case *ast.Attribute:
		if b := dotted(e.Value); b != "" {
			return b + "." + e.Attr
		}
	}
	return ""
}

// run executes the entry module, then the target.
func (l *lowerer) run() error {
	l.execModule(l.entry)
	target := l.out.Target
	var def *ast.FunctionDef
	var async ast.Node
	for _, s := range l.entry.ir.Tree.Body {
		switch s := s.(type) {
		case *ast.FunctionDef:
			if s.Name == target {
				def = s
			}
		case *ast.AsyncFunctionDef:
			if s.Name == target {
				async = s
			}
		case *ast.ClassDef:
			for _, m := range s.Body {
				if fd, ok := m.(*ast.FunctionDef); ok && fd.Name == target && def == nil {
					l.unsupported("unsupported-target", fd.Span(), "a static method as the target is not supported; make %s a top-level function", target)
					l.finish()
					return nil
				}
			}
		}
	}
	if def == nil && async != nil {
		l.unsupported("unsupported-async", async.Span(), "async function %s is not supported", target)
		l.finish()
		return nil
	}
	if def == nil {
		return diag.Errorf(diag.Span{File: l.entry.ir.Path}, "no-target", "no top-level function %q in %s", target, l.entry.ir.Path)
	}
	fv, _ := l.entry.globals[target].(*funcV)
	if fv == nil || fv.def != def {
		l.unsupported("unsupported-target", def.Span(), "%s is rebound at module level after its definition", target)
		l.finish()
		return nil
	}
	l.proveTarget(fv)
	l.finish()
	return nil
}

// finish appends the vacuity check (ir.KindConsistency): its Goal is the
// conjunction of every assumption, which solve decides as satisfiability,
// so that contradictory assumptions never make the other obligations hold
// vacuously (UPSTREAM.md G1).
func (l *lowerer) finish() {
	l.intCompanions()
	l.columnCompanions()
	if len(l.out.Assumptions) == 0 {
		return
	}
	var parts []term
	for _, a := range l.out.Assumptions {
		parts = append(parts, a.ExprTerm)
	}
	span := l.out.Assumptions[0].Span
	goal := mkAnd(parts...)
	l.addObligation(ir.Obligation{Kind: ir.KindConsistency, Code: "vacuous-assumptions",
		Message: "the assumptions are consistent (a contradiction would make every proof vacuous)",
		Span:    span, Goal: dsl.Format(goal), GoalTerm: goal})
}

// intCompanions gives every fact with a float field that an int reached
// somewhere its companion fields (ir.IsIntField), so that every fact of a
// relation has the same fields: a float value is not an int.
func (l *lowerer) intCompanions() {
	for i := range l.out.Facts {
		f := &l.out.Facts[i]
		have := map[string]bool{}
		for _, fl := range f.Fields {
			have[fl.Name] = true
		}
		fields := make([]ir.FactField, 0, len(f.Fields))
		for _, fl := range f.Fields {
			fields = append(fields, fl)
			if fl.Type == "float" && l.intFloatFields[fl.Name] && !have[ir.IsIntField(fl.Name)] {
				fields = append(fields, factField(ir.IsIntField(fl.Name), "bool", sortBool, tFalse),
					factField(ir.IntField(fl.Name), "int", sortInt, intTermI(0)))
			}
		}
		f.Fields = fields
	}
}

// ---------------------------------------------------------------------------
// Output helpers.

func (l *lowerer) addObligation(o ir.Obligation) {
	if len(l.loops) > 0 && o.Kind != ir.KindUnsupported {
		o.InLoop = true
		if l.loops[0].while {
			o.Iteration = l.loops[0].idx.Name
		}
	}
	l.nObl++
	o.ID = fmt.Sprintf("o%d", l.nObl)
	l.out.Obligations = append(l.out.Obligations, o)
}

// unsupported records an unsupported obligation at span.
func (l *lowerer) unsupported(code string, span diag.Span, format string, args ...any) {
	if !strings.HasPrefix(code, "unsupported") {
		code = "unsupported-" + code
	}
	if l.summarizing > 0 || code == summaryCode {
		l.summaryFailed = true
	}
	msg := fmt.Sprintf(format, args...)
	// one obligation per construct and reason: a loop unrolled 100 times
	// meets the same refusal 100 times
	key := code + "\x00" + msg + "\x00" + fmt.Sprint(span)
	if l.refused[key] {
		return
	}
	if l.refused == nil {
		l.refused = map[string]bool{}
	}
	l.refused[key] = true
	l.addObligation(ir.Obligation{Kind: ir.KindUnsupported, Code: code, Message: msg, Span: span})
}

// oblige records an obligation whose goal must be valid.
func (l *lowerer) oblige(kind, code string, span diag.Span, goal term, format string, args ...any) {
	dsl.MustSort(goal, boolSort, "goal")
	l.addObligation(ir.Obligation{Kind: kind, Code: code, Message: fmt.Sprintf(format, args...), Span: span,
		Goal: dsl.Format(goal), GoalTerm: goal})
}

// factField is a fact field with its value term.
func factField(name, typ, sort string, v term) ir.FactField {
	dsl.MustSort(v, dslSort(sort), "field "+name)
	return ir.FactField{Name: name, Type: typ, Sort: sort, Value: dsl.Format(v), Term: v}
}

// fresh declares a new DSL symbol of the given sort, named prefix<n>.
func (l *lowerer) fresh(prefix, sort string) term {
	if l.summarizing > 0 && prefix == ir.UnsupportedPrefix {
		// a value left free is one symbol, which every iteration of the
		// summarized loop would share: the loop is unrolled instead
		l.summaryFailed = true
	}
	for {
		l.nVar++
		name := fmt.Sprintf("%s%d", prefix, l.nVar)
		if !l.symbols[name] {
			l.symbols[name] = true
			l.out.Variables = append(l.out.Variables, ir.Variable{Name: name, Sort: sort})
			return dsl.Const(name, dslSort(sort))
		}
	}
}

// optimized is the Bool symbol that holds when the program runs under
// python -O (asserts removed); it is free, so every proof covers both.
func (l *lowerer) optimized() term {
	const name = ir.OptimizeSymbol
	if !l.symbols[name] {
		l.symbols[name] = true
		l.out.Variables = append(l.out.Variables, ir.Variable{Name: name, Sort: sortBool})
	}
	return dsl.Const(name, boolSort)
}

// newFloat is a new float object with value e: every evaluation that
// makes a float in CPython (a literal, arithmetic, a call) makes one.
func (l *lowerer) newFloat(e term) floatV {
	l.nObj++
	return floatV{e, l.nObj}
}

// outsideFloat is a float object from outside the program, with value e
// (see floatV).
func (l *lowerer) outsideFloat(e term) floatV {
	l.nObj++
	return floatV{e, -l.nObj}
}

// name returns e itself when short or a literal (folding needs its
// value), otherwise a fresh symbol _d<n> of the
// sort, defined by e in the knowledge base (a definitional extension: it
// never constrains the other symbols).
func (l *lowerer) name(e term, sort string) term {
	dsl.MustSort(e, dslSort(sort), "named value")
	if e.Op == dsl.OpConst || e.Op == dsl.OpLit || l.noNaming || len(e.Key()) <= nameAbove {
		return e
	}
	if v, ok := l.named[sort+"\x00"+e.Key()]; ok && !l.readsColumn(e) {
		return v
	}
	v := l.fresh("_d", sort)
	l.named[sort+"\x00"+e.Key()] = v
	l.defs[v.Name] = e
	l.namedTerms[v] = true
	def := dsl.App(dsl.OpEq, boolSort, nil, v, e)
	l.out.KnowledgeBase = append(l.out.KnowledgeBase, ir.KBEntry{Assertion: dsl.Format(def), Term: def})
	return v
}

// nameValue names the expression of a scalar value (see name).
func (l *lowerer) nameValue(v Value) Value {
	switch x := v.(type) {
	case boolV:
		return boolV{l.name(x.e, sortBool)}
	case intV:
		return intV{l.name(x.e, sortInt)}
	case strV:
		return strV{l.name(x.e, sortString)}
	case floatV:
		return floatV{l.name(x.e, sortFloat), x.obj}
	}
	return v
}

func (l *lowerer) addFact(relation string, markers []string, fields []ir.FactField, cond term, span diag.Span) {
	dsl.MustSort(cond, boolSort, "fact condition")
	if fields == nil {
		fields = []ir.FactField{} // a call without arguments: [] in the document, as its schema wants
	}
	l.nFact++
	if markers == nil {
		markers = []string{}
	}
	if fields == nil {
		fields = []ir.FactField{}
	}
	l.out.Facts = append(l.out.Facts, ir.Fact{ID: fmt.Sprintf("f%d", l.nFact), Relation: relation,
		Markers: markers, Fields: fields, Cond: dsl.Format(cond), CondTerm: cond, Quantifiers: l.quantifiers(), Span: span})
}

// quantifiers are the indices of the symbolic loops being lowered, and
// their bounds.
func (l *lowerer) quantifiers() []ir.Quantifier {
	var qs []ir.Quantifier
	for _, lp := range l.loops {
		zero := intTermI(0)
		qs = append(qs, ir.Quantifier{Var: lp.idx.Name, Lower: dsl.Format(zero), Upper: dsl.Format(lp.n),
			While: lp.while, LowerTerm: zero, UpperTerm: lp.n})
	}
	return qs
}

// assume records an assumption; inside symbolic loops it holds in every
// iteration (its quantifiers), though the document's expression names
// one, the index's own.
func (l *lowerer) assume(kind string, expr term, span diag.Span, format string, args ...any) {
	dsl.MustSort(expr, boolSort, "assumption")
	l.nAsm++
	l.out.Assumptions = append(l.out.Assumptions, ir.Assumption{ID: fmt.Sprintf("a%d", l.nAsm), Kind: kind,
		Message: fmt.Sprintf(format, args...), Expr: dsl.Format(expr), ExprTerm: expr, Quantifiers: l.quantifiers(), Span: span})
}

// sourceText returns the source text of span ("" when unknown).
func (l *lowerer) sourceText(span diag.Span) string {
	for _, s := range l.doc.Sources {
		if s.Path != span.File {
			continue
		}
		lines := strings.SplitAfter(s.Text, "\n")
		if span.Line < 1 || span.EndLine > len(lines) || span.EndLine < span.Line {
			return ""
		}
		var b strings.Builder
		for ln := span.Line; ln <= span.EndLine; ln++ {
			text := lines[ln-1]
			from, to := 0, len(text)
			if ln == span.Line {
				from = span.Col - 1
			}
			if ln == span.EndLine {
				to = span.EndCol - 1
			}
			if from < 0 || to > len(text) || from > to {
				return ""
			}
			b.WriteString(text[from:to])
		}
		return b.String()
	}
	return ""
}

// sortedKeys returns the keys of m in order (deterministic iteration).
func sortedKeys[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}
