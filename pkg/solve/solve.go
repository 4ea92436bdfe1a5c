// Package solve decides dsl documents with Z3: proof-of-thought programs
// with proof-of-thought's meaning (sorts, functions, constants,
// knowledge base, rules, verifications, optimization, actions and the
// answer rule), and clauz3 obligations, each decided as a validity check
// (assumptions ∧ knowledge base ⇒ goal) with a counterexample in Python
// terms when it fails.
//
// One Z3 context per document, one simple solver, push/pop per check.
//
// Where solve deliberately differs from proof-of-thought's interpreter
// (PROOF-OF-THOUGHT.md), it refuses rather than computes something else:
//
//   - Python and/or/not and a if c else b on symbolic terms are
//     refused. z3py refuses most of them too, but it reads an equation in
//     a Boolean context as structural equality, so proof-of-thought
//     silently reads "x == 1 and y == 2" as "x == 1". A chained
//     comparison is evaluated as proof-of-thought evaluates it (Python
//     chains it, with z3py's truth of an equation of two terms: whether
//     they are the same term), so f(p) == g(p) <= 1000 is f(p) == g(p).
//     "x in [a, b]" on symbolic x (structural membership there) is
//     refused likewise.
//   - A Python float written in exponent notation next to a Real term
//     (1e20, 1.5e-05) is refused: z3py passes str(f) to Z3 4.8.12, which
//     reads 1e+20 as 0 and 1.5e-05 as 1/0.
//   - + - * / on floating-point terms are refused: z3py rounds them
//     toward zero (its default rounding mode), CPython to nearest. Write
//     fpAdd(RNE(), a, b) and so on.
//   - Sections of the wrong JSON type are refused with their pointer
//     (proof-of-thought fails on most with a TypeError; "actions" given as
//     a string would be iterated character by character there).
//   - ArraySort(P, P) is a sort (proof-of-thought reports it circular), and
//     nested array sorts are accepted.
//   - Actions "run" and "perform_actions" (infinite recursion there) and
//     the interpreter's non-callable attributes ("config", ...) are
//     refused; "get_verification_counts" does nothing; other unknown
//     actions are ignored with a warning, as there.
//   - Attribute access and method calls on terms (x.sort()), lambdas,
//     comprehensions, Function(...) and Array(...) (which need sort objects)
//     are refused. Record fields are read as x.field.
//   - s[i] on a String is At(s, i) (a string of length 0 or 1); z3py 4.8.12
//     builds seq.nth.
//   - Extensions: the string, sequence and floating-point functions of
//     Z3's Python API (see pkg/dsl), sort expressions usable without
//     declaration (StringSort, FPSort(11, 53), SeqSort(S), BitVecSort(N),
//     ArraySort(D, R)), Datatype sorts with constructor mk_<name>, and
//     Python str operands in string comparisons (s < 'b').
//
// Everything else follows z3py 4.8.12 as it is, quirks included: a
// Python float next to an Int term is truncated, Int/Int is integer
// division, ** gives a Real, a Bool next to an Int is If(b, 1, 0) (but
// cannot become a Real), b * x is If(b, x, 0), Sum and Product of Python
// values are Python's, Distinct needs a Z3 argument. testdata/pot_oracle.py
// and TestRandomOracle check this against the real z3py.
//
// Verifications are checked with push/assert/pop on a simple solver
// rather than check(cond) on z3py's combined solver; z3py uses the same
// incremental SMT core once assumptions are given, and the differential
// test against z3py (testdata/pot_oracle.py) agrees on every program.
package solve

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"time"

	"clauz3/pkg/diag"
	"clauz3/pkg/dsl"
	"clauz3/pkg/ir"
	"clauz3/pkg/z3"
)

// Options control a run.
type Options struct {
	TimeoutMS int    // per check; 0 means 5000
	Seed      int    // Z3 random seed
	SMT2Dir   string // when set, one .smt2 file per check is written here
	Timings   bool   // record wall times (output is no longer deterministic)
	// Warn receives warnings (unknown actions, skipped constants, ...).
	// Nil discards them.
	Warn func(*diag.Diagnostic)
	// CheckBuilt checks every term lower built against its text, parsed
	// and checked again (a test of lower; on when the environment sets
	// CLAUZ3_CHECK_TERMS=1, as make test does).
	CheckBuilt bool
	// Pool supplies the Z3 context; nil means the process's own pool
	// (ProcessPool), so that a process creates at most one context per
	// concurrent Solve and never deletes it.
	Pool *Pool

	// Stats, when set, receives where the time went (benchmarks).
	Stats *Stats

	// Fresh decides a clauz3 document in a never-used context, as Solve
	// decides one again when its first run, in a reused context, shows a
	// counterexample or an unknown: the result is the same either way,
	// so a caller that knows it will be one (clauz3 serve, for a
	// document it decided before) spares the first run. With a timeout,
	// the first run of an unknown costs the whole timeout.
	Fresh bool

	// Z3Only asks every check of Z3: no ground goal or case analysis is
	// decided by the evaluator (pkg/difftest compares the evaluator's
	// answers with Z3's).
	Z3Only bool

	// noGround sends every obligation to Z3 (tests compare both ways).
	noGround bool
	// abstractRegex gives Z3 every membership in a regular language as a
	// free Bool (see regex.go).
	abstractRegex bool
	// noSimplify gives Z3 the goals as expanded (benchmarks compare).
	noSimplify bool
	// pre is what decideGround found, for the Z3 path (ground.go).
	pre *preDecided
}

// Stats says where a Solve's time went: in Z3's checks, or around them
// (checking and expanding the document, building terms, reading models).
type Stats struct {
	Total    time.Duration // the whole Solve
	Check    time.Duration // inside Z3's check calls
	Checks   int           // Z3 check calls
	Skipped  int           // checks not needed (ground goals, known satisfiable bases)
	Contexts int           // Z3 contexts used (0: decided without Z3; 2: decided again for a counterexample)
	Renewed  int           // solvers made anew after a check ended unknown (see renewSolver)
	ByEval   int           // obligations refuted by values evaluation found (refute.go)
}

// DefaultTimeoutMS is the per-check timeout when Options.TimeoutMS is 0.
const DefaultTimeoutMS = 5000

type enumName struct {
	value string
	sort  *dsl.Sort
}

type program struct {
	doc  *ir.DSL
	opts Options
	// base is what assertBase keeps for each check's scope; side the
	// definitions translation adds (strip.go), asserted there too.
	base   []z3.Term
	side   []z3.Term
	nStrip int
	// approx counts the roundings to a float translated approximately
	// (approxToFP): a model is then a counterexample only once evaluation
	// confirms it.
	approx int
	// reAbs are the free Bools standing for memberships in regular
	// languages (Options.abstractRegex), by term.
	reAbs map[string]z3.Term
	// bounded is set by relation when its term over-approximates (see
	// loopCountBound).
	bounded bool
	// indexes are the constants standing for iterations of symbolic loops
	// in relation constraints (their values name rows in a counterexample).
	indexes []*dsl.Term
	z       *z3.Context
	s       *z3.Solver
	// top are the terms asserted below every scope (a proof-of-thought
	// document's rules and base) and params the solver's parameters: what
	// renewSolver needs to rebuild the solver. stale is set when a check
	// ended unknown (see renewSolver).
	top    []z3.Term
	params z3.Params
	stale  bool

	sorts     map[string]*dsl.Sort
	enumNames []enumName
	scope     *dsl.Scope

	zsorts   map[string]z3.Sort
	funcs    map[string]z3.FuncDecl
	enumVals map[string]z3.Term
	records  map[string]*record
	memo     map[*dsl.Term]z3.Term

	smt2Names  map[string]int
	smt2Header string // a comment naming the obligation being checked (--smt2)
	fresh      int    // counter for fresh loop-variable names

	// ground is set while decideGround decides a document without Z3.
	ground bool
	// skipped counts the obligations decided without a check because
	// their goal is ground and true.
	skipped int

	// membership tests over literal lists in relation predicates
	// (simplify.go): per predicate node, and decided values per test.
	members    map[*dsl.Term]*memberSet
	memberMemo map[*memberSet]map[*dsl.Term]*dsl.Term
	hasMembers map[*dsl.Term]bool
	// simp simplifies goals before Z3 (simplify.go).
	simp *simplifier
	// kb are the knowledge base's terms; defs the definitions among
	// them, kbDefsOnly set when there is nothing else (definitions).
	kb         []*dsl.Term
	defs       map[string]*dsl.Term
	kbDefsOnly bool
	// groundAssumptions is set when every assumption is ground and true.
	groundAssumptions bool
	// assumps are the assumptions' terms; loopAssumps those made inside
	// symbolic loops (loopassume.go).
	assumps     []*dsl.Term
	loopAssumps []*loopAssump
	// whileLoops are the summarized while loops (iterations.go).
	whileLoops []whileLoop
	// witnessed caches baseWitnessed (0 not asked, 1 no, 2 yes),
	// contradicts baseContradicts (the same); split splitProves, by
	// obligation.
	witnessed   int
	contradicts int
	split       map[int]bool
	splitWork   int
	interner    *interner
	// witnessWork counts the nodes the witness searches evaluated
	// (witnessWork, the constant, bounds it).
	witnessWork int
	// evalOK caches evalRefutable (0 not asked, 1 no, 2 yes); evalCE is
	// evalRefutes' counterexample by obligation (nil: none found).
	evalOK int
	evalCE map[int]*ir.Counterexample
	// searches holds, by obligation, the state its quick witness search
	// left for the deep one (searchState).
	searches map[int]*searchState
	// defWalk is the witness searches' walk of the definitions
	// (symWalk), shared by their states.
	defWalk *symWalk
	byEval  int // obligations refuted so
	// baseSyms and defSyms cache the symbols of the base's terms and of
	// the definitions (relevantBase).
	baseSyms map[*dsl.Term][]string
	defSyms  map[string][]string
	// rowChecked are the row predicates whose names are checked.
	rowChecked map[*dsl.Term]bool
}

// newProgram is the state of one Solve; z is nil when the document is
// decided without Z3 (decideGround).
func newProgram(doc *ir.DSL, opts Options, z *z3.Context) *program {
	return &program{
		doc: doc, opts: opts, z: z,
		sorts:    builtinSorts(),
		zsorts:   map[string]z3.Sort{},
		funcs:    map[string]z3.FuncDecl{},
		enumVals: map[string]z3.Term{},
		records:  map[string]*record{},
		memo:     map[*dsl.Term]z3.Term{},
	}
}

// Solve decides doc. Programs that proof-of-thought would reject, and
// malformed clauz3 documents, give a *diag.Diagnostic error naming the
// place (a JSON pointer) and the offending part of the expression.
func Solve(ctx context.Context, doc *ir.DSL, opts Options) (*ir.Result, error) {
	if doc == nil {
		return nil, &diag.BadInput{Err: errors.New("solve: no document")}
	}
	if opts.Stats != nil {
		start := time.Now()
		*opts.Stats = Stats{}
		defer func() { opts.Stats.Total = time.Since(start) }()
	}
	if opts.TimeoutMS <= 0 {
		opts.TimeoutMS = DefaultTimeoutMS
	}
	if opts.Z3Only {
		opts.noGround = true
	}
	if os.Getenv("CLAUZ3_CHECK_TERMS") == "1" {
		opts.CheckBuilt = true
	}
	if opts.Warn == nil {
		opts.Warn = func(*diag.Diagnostic) {}
	}
	res := &ir.Result{
		Version: ir.ResultVersion,
		DSL:     doc,
		Solver: ir.Solver{Name: "z3", Version: z3.Version(), Seed: opts.Seed,
			TimeoutMS: opts.TimeoutMS},
		Obligations: []ir.ObligationResult{},
	}
	// A request already cancelled, or past its deadline, is answered so
	// whether or not Z3 would be asked (the evaluator's decisions are
	// quick, but the caller bounded the whole proof).
	if err := ctx.Err(); err != nil {
		return nil, fmt.Errorf("solve: %w", err)
	}
	if groundCandidate(doc, opts) {
		g := newProgram(doc, opts, nil)
		if g.decideGround(res) {
			if opts.Stats != nil {
				opts.Stats.Skipped += g.skipped
				opts.Stats.ByEval += g.byEval
			}
			return res, nil
		}
		res.Obligations = []ir.ObligationResult{}
		if g.split != nil || g.witnessed != 0 || g.contradicts != 0 || g.evalCE != nil {
			opts.pre = &preDecided{split: g.split, witnessed: g.witnessed, contradicts: g.contradicts, refuted: g.evalCE}
		}
	}
	out, err := solveZ3(ctx, doc, opts, res)
	if err == nil {
		err = proveAbstractingRegex(ctx, doc, opts, out)
	}
	if err == nil && doc.Version != "" && hasModel(out) {
		// Every counterexample is re-checked by evaluation, independently
		// of Z3, in production: one that does not break its obligation
		// is a bug of clauz3 (an internal error), never shown as real. A
		// goal evaluation cannot decide (SMT-LIB leaves it unspecified)
		// is not a mismatch.
		if rerr := Recheck(doc, out); rerr != nil && !errors.Is(rerr, dsl.ErrUnspecified) {
			panic(diag.ICE("solve: a counterexample does not hold when evaluated: %v", rerr))
		}
	}
	return out, err
}

// solveZ3 is Solve's path through Z3.
func solveZ3(ctx context.Context, doc *ir.DSL, opts Options, res *ir.Result) (*ir.Result, error) {
	pool := opts.Pool
	if pool == nil {
		pool = processPool
	}
	// A proof-of-thought program shows Z3's models (of its verifications
	// and optimization), which depend on the context's history: it gets a
	// context never used, and needs no second run; so does a document the
	// caller knows will need one (Fresh).
	if opts.Fresh && doc.Version != "" {
		z := pool.fresh()
		return solveIn(ctx, pool, z, newProgram(doc, opts, z), res)
	}
	var z *z3.Context
	if doc.Version == "" {
		z = pool.fresh()
	} else {
		z = pool.get()
	}
	reused := z.Uses() > 0
	p := newProgram(doc, opts, z)
	out, err := solveIn(ctx, pool, z, p, res)
	if err != nil || !reused || !p.z3Chose(out) && !hasOpenUnknown(out) {
		return out, err
	}
	// Z3's models depend on the context's history (a reused context), and
	// so may its search: a check that took 15 ms in a fresh context timed
	// out in a reused one. Decide again in a fresh context, so that a
	// counterexample, or an unknown, is the one a fresh process shows,
	// whatever ran before. (An unsat answer is a proof whatever the
	// history: a result with neither a model nor an unknown stands.) The
	// evaluator's decisions (ground goals, split.go) are made there too:
	// they depend on the document alone. With --smt2 every check is made
	// (noGround), so a counterexample may differ from a run without it.
	opts.Warn = func(*diag.Diagnostic) {} // said already
	res = &ir.Result{Version: res.Version, DSL: doc, Solver: res.Solver, Obligations: []ir.ObligationResult{}}
	fresh := pool.fresh()
	return solveIn(ctx, pool, fresh, newProgram(doc, opts, fresh), res)
}

// solveIn runs p in z and gives z back to pool.
func solveIn(ctx context.Context, pool *Pool, z *z3.Context, p *program, res *ir.Result) (*ir.Result, error) {
	finished := false
	defer func() {
		// A panic (an internal error) may leave z half used: drop it.
		pool.put(z, finished)
		if st := p.opts.Stats; st != nil {
			st.Contexts++
			st.Skipped += p.skipped
			st.ByEval += p.byEval
		}
	}()
	out, err := p.solve(ctx, res)
	finished = true
	if errors.Is(err, errZ3Memory) && p.doc.Version != "" {
		// Z3 ran out of memory building a term: nothing is decided.
		return p.allUnknown(res, reasonMemory), nil
	}
	return out, err
}

// errZ3Memory is the error of a term Z3 could not build for want of
// memory (z3Err).
var errZ3Memory = errors.New("solve: z3 ran out of memory")

// hasOpenUnknown reports whether an obligation of res is unknown for a
// reason Z3's search may give otherwise in another context (a timeout,
// Z3's own unknown): not DecidedUnknown.
func hasOpenUnknown(res *ir.Result) bool {
	for _, o := range res.Obligations {
		if o.Status == ir.StatusUnknown && !DecidedUnknown(o.Reason) {
			return true
		}
	}
	for _, v := range res.Verifications {
		if v.Result == "unknown" {
			return true
		}
	}
	return false
}

// DecidedUnknown reports whether an unknown obligation's reason follows
// from checks decided (a proof or a refutation), never from a timeout or
// a model: a while loop shown to run past its bound, a proof that stands
// only for the modelled part, a count decided by the number of rows,
// contradicting assumptions. Such an unknown is the same in every Z3
// context. (A check that timed out keeps its own reason, "timeout", and
// the obligations that depend on it are downgraded only together with
// it. ir.ReasonUnsupportedValue is not one: a check that times out
// counts as depending on an unsupported value; neither are reasons that
// come with a model, ir.ReasonSurrogate and ir.ReasonRounding, nor
// ir.ReasonEarlierIteration, which rests on the model found.)
func DecidedUnknown(reason string) bool { return decidedUnknown[reason] }

var decidedUnknown = map[string]bool{
	ir.ReasonWhileBound:       true,
	ir.ReasonIncomplete:       true,
	ir.ReasonMainPrecondition: true,
	ir.ReasonLoopCheck:        true,
	ir.ReasonLoopBound:        true,
	ir.ReasonVacuous:          true,
}

// hasUnknown reports whether an obligation of res is unknown.
func hasUnknown(res *ir.Result) bool {
	for _, o := range res.Obligations {
		if o.Status == ir.StatusUnknown {
			return true
		}
	}
	for _, v := range res.Verifications {
		if v.Result == "unknown" {
			return true
		}
	}
	return false
}

// hasModel reports whether res shows a value Z3 chose: a counterexample,
// a verification's model or an optimization's model.
func hasModel(res *ir.Result) bool {
	for _, o := range res.Obligations {
		if o.Counterexample != nil {
			return true
		}
	}
	for _, v := range res.Verifications {
		if v.Model != "" {
			return true
		}
	}
	return res.Optimization != nil && res.Optimization.Model != ""
}

// z3Chose reports whether res shows a value Z3 chose (hasModel), not
// counting the counterexamples found by evaluation (refute.go), which
// depend on the document alone.
func (p *program) z3Chose(res *ir.Result) bool {
	byEval := map[*ir.Counterexample]bool{}
	for _, ce := range p.evalCE {
		if ce != nil {
			byEval[ce] = true
		}
	}
	for _, o := range res.Obligations {
		if o.Counterexample != nil && !byEval[o.Counterexample] {
			return true
		}
	}
	r := *res
	r.Obligations = nil
	return hasModel(&r)
}

// solve decides the document with Z3 (p.z).
func (p *program) solve(ctx context.Context, res *ir.Result) (*ir.Result, error) {
	doc, opts, z := p.doc, p.opts, p.z
	if errors.Is(z.Err(), z3.ErrNoContext) && doc.Version != "" {
		// No context: every obligation is unknown, as when a check runs
		// out of memory.
		return p.allUnknown(res, reasonMemory), nil
	}
	s, err := z.NewSolver(true)
	if err != nil {
		return nil, fmt.Errorf("solve: %w", err)
	}
	p.s = s
	p.params = z3.Params{TimeoutMS: uint(opts.TimeoutMS), Seed: uint(opts.Seed), SetSeed: true}
	if err := s.SetParams(p.params); err != nil {
		return nil, fmt.Errorf("solve: %w", err)
	}
	// Asserting simplifies and internalises terms, which Z3's timeout
	// does not bound (D5): the whole set-up gets one timeout, then Z3
	// is interrupted.
	stop := z.Deadline(p.backstop())
	verifs, err := p.setUp()
	stop()
	if z.Interrupted() && ctx.Err() == nil && doc.Version != "" {
		return p.timedOut(res), nil
	}
	if err != nil {
		return nil, err
	}
	facts, err := p.checkFacts()
	if err != nil {
		return nil, err
	}
	obls, err := p.checkObligations(facts)
	if err != nil {
		return nil, err
	}

	for i, a := range doc.Actions {
		switch a {
		case "verify_conditions":
			if err := p.verifyConditions(ctx, verifs, res); err != nil {
				return nil, err
			}
		case "optimize":
			if err := p.optimize(ctx, res); err != nil {
				return nil, err
			}
		case "get_verification_counts":
			// A harmless zero-argument method in proof-of-thought.
		case "run", "perform_actions":
			return nil, p.bad(fmt.Sprintf("/actions/%d", i), "bad-action",
				"action %q makes proof-of-thought's interpreter recurse forever", a)
		case "config", "json_file", "solver", "verify_timeout", "optimize_timeout",
			"sort_manager", "expression_parser", "verifier", "optimizer_runner":
			return nil, p.bad(fmt.Sprintf("/actions/%d", i), "bad-action",
				"action %q names an attribute of proof-of-thought's interpreter that is not callable (TypeError)", a)
		default:
			opts.Warn(&diag.Diagnostic{Severity: diag.Warning, Code: "unknown-action",
				Pointer: fmt.Sprintf("/actions/%d", i), Message: fmt.Sprintf("Unknown action: %s", a)})
		}
	}
	res.Answer = answer(res.SatCount, res.UnsatCount)

	if err := p.decideObligations(ctx, obls, facts, res); err != nil {
		return nil, err
	}
	if err := p.reachChecks(ctx, res); err != nil {
		return nil, err
	}
	return res, nil
}

// setUp declares the document's sorts and functions and asserts its
// knowledge base, rules and assumptions; it returns the verifications.
func (p *program) setUp() ([]verification, error) {
	if err := p.declare(); err != nil {
		return nil, err
	}
	if err := p.assertKB(); err != nil {
		return nil, err
	}
	if err := p.assertRules(); err != nil {
		return nil, err
	}
	verifs, err := p.parseVerifications()
	if err != nil {
		return nil, err
	}
	if err := p.assertAssumptions(); err != nil {
		return nil, err
	}
	return verifs, nil
}

// backstopGrace is how long past its timeout a piece of Z3 work may run
// before the Go side interrupts it (z3.Context.Deadline): Z3's own timer
// stops a check first when it can.
const backstopGrace = 250 * time.Millisecond

// backstop is the time after which p's set-up, or one check, is
// interrupted from Go: the timeout per check, plus backstopGrace.
func (p *program) backstop() time.Duration {
	return time.Duration(p.opts.TimeoutMS)*time.Millisecond + backstopGrace
}

// timedOut is the result of a document whose set-up (asserting its
// knowledge base and assumptions) ran past the timeout: every
// obligation is unknown, as one whose check times out.
func (p *program) timedOut(res *ir.Result) *ir.Result { return p.allUnknown(res, reasonTimeout) }

// allUnknown makes every obligation of res unknown for reason.
func (p *program) allUnknown(res *ir.Result, reason string) *ir.Result {
	res.Obligations = res.Obligations[:0]
	for _, o := range p.doc.Obligations {
		res.Obligations = append(res.Obligations, ir.ObligationResult{ID: o.ID, Status: ir.StatusUnknown, Reason: reason})
	}
	return res
}

// reasonTimeout is the reason of an obligation unknown because its
// check, or the set-up before it, ran past the timeout.
const reasonTimeout = "timeout"

// reachChecks decides the document's reach checks: a branch whose
// condition is unsatisfiable with the assumptions is a note. Nothing is
// said when part of the program is unsupported (the path conditions may
// not be what CPython runs) or when the assumptions contradict each other
// (then every branch is unreachable, and the vacuity is the message).
func (p *program) reachChecks(ctx context.Context, res *ir.Result) error {
	if len(p.doc.ReachChecks) == 0 {
		return nil
	}
	for i, o := range res.Obligations {
		if o.Status == ir.StatusUnsupported || i < len(p.doc.Obligations) && p.doc.Obligations[i].Kind == ir.KindConsistency && o.Status != ir.StatusProved {
			return nil
		}
	}
	for i, rc := range p.doc.ReachChecks {
		t, err := p.expr(rc.Cond, rc.CondTerm, p.scope, true)
		if err != nil {
			return p.bad(fmt.Sprintf("/reach_checks/%d/cond", i), "bad-expression", "%v", err)
		}
		never := t.IsBool(false)
		if !never && !t.IsBool(true) {
			r, _, _, _, err := p.check(ctx, "reach-"+rc.ID, p.tr(t))
			if err != nil {
				return err
			}
			never = r == z3.Unsat
		}
		if never {
			res.Notes = append(res.Notes, ir.Note{ID: rc.ID, Span: rc.Span, Message: rc.Message})
		}
	}
	return nil
}

// answer is proof-of-thought's determine_answer.
func answer(sat, unsat int) *bool {
	t, f := true, false
	switch {
	case sat > 0 && unsat == 0:
		return &t
	case unsat > 0 && sat == 0:
		return &f
	}
	return nil
}

func (p *program) bad(ptr, code, format string, args ...any) *diag.Diagnostic {
	return &diag.Diagnostic{Severity: diag.Error, Code: code, Pointer: ptr, Message: fmt.Sprintf(format, args...)}
}

// exprErr wraps an expression error with its pointer.
func (p *program) exprErr(ptr string, err error) error {
	var de *dsl.Error
	if errors.As(err, &de) {
		return &diag.Diagnostic{Severity: diag.Error, Code: "bad-expression", Pointer: ptr, Message: de.Error()}
	}
	var d *diag.Diagnostic
	if errors.As(err, &d) {
		return d
	}
	return &diag.Diagnostic{Severity: diag.Error, Code: "bad-expression", Pointer: ptr, Message: err.Error()}
}

// declare builds the global scope: sorts, then functions, constants
// (enumeration values first) and variables, later names hiding earlier
// ones as in proof-of-thought's evaluation context; then clauz3 inputs.
func (p *program) declare() error {
	if err := p.declareSorts(); err != nil {
		return err
	}
	sc := dsl.NewScope(nil)
	for name, s := range p.sorts {
		sc.DefineSort(name, s)
	}
	for i, f := range p.doc.Functions {
		ptr := fmt.Sprintf("/functions/%d", i)
		if f.Name == "" {
			return p.bad(ptr, "bad-function", "function definition missing 'name'")
		}
		var dom []*dsl.Sort
		for j, d := range f.Domain {
			s, err := p.sortRef(d)
			if err != nil {
				return p.bad(fmt.Sprintf("%s/domain/%d", ptr, j), "bad-sort", "function %q: %v", f.Name, err)
			}
			dom = append(dom, s)
		}
		rng, err := p.sortRef(f.Range)
		if err != nil {
			return p.bad(ptr+"/range", "bad-sort", "function %q: %v", f.Name, err)
		}
		sc.Define(f.Name, &dsl.Symbol{Kind: dsl.SymFunc, Domain: dom, Range: rng})
	}
	for _, s := range p.sorts {
		if s.Kind == dsl.KRecord {
			sc.Define("mk_"+s.Name, &dsl.Symbol{Kind: dsl.SymRecord, Sort: s})
		}
	}
	for _, e := range p.enumNames {
		sc.Define(e.value, &dsl.Symbol{Kind: dsl.SymTerm, Term: &dsl.Term{Op: dsl.OpEnumVal, Sort: e.sort, Name: e.value}})
	}
	for _, cat := range constantsOrder(p.doc) {
		g := p.doc.Constants[cat]
		ptr := "/constants/" + pointerEscape(cat)
		s, err := p.sortRef(g.Sort)
		if err != nil {
			return p.bad(ptr+"/sort", "bad-sort", "constants %q: %v", cat, err)
		}
		for _, m := range g.Members {
			sc.Define(m, &dsl.Symbol{Kind: dsl.SymConst, Sort: s})
		}
	}
	for i, v := range p.doc.Variables {
		s, err := p.sortRef(v.Sort)
		if err != nil {
			return p.bad(fmt.Sprintf("/variables/%d/sort", i), "bad-sort", "variable %q: %v", v.Name, err)
		}
		sc.Define(v.Name, &dsl.Symbol{Kind: dsl.SymConst, Sort: s})
	}
	for i, in := range p.doc.Inputs {
		s, err := p.sortRef(in.Sort)
		if err != nil {
			return p.bad(fmt.Sprintf("/inputs/%d/sort", i), "bad-sort", "input %q: %v", in.Name, err)
		}
		sc.Define(in.Name, &dsl.Symbol{Kind: dsl.SymConst, Sort: s})
	}
	p.scope = sc
	return nil
}

// constantsOrder is the document order of the constants categories
// when DecodeProgram recorded it, then any others in sorted order.
func constantsOrder(doc *ir.DSL) []string {
	var out []string
	seen := map[string]bool{}
	for _, c := range doc.ConstantsOrder {
		if _, ok := doc.Constants[c]; ok && !seen[c] {
			out = append(out, c)
			seen[c] = true
		}
	}
	for _, c := range sortedKeys(doc.Constants) {
		if !seen[c] {
			out = append(out, c)
		}
	}
	return out
}

func sortedKeys[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	for i := 1; i < len(keys); i++ {
		for j := i; j > 0 && keys[j] < keys[j-1]; j-- {
			keys[j], keys[j-1] = keys[j-1], keys[j]
		}
	}
	return keys
}

// boolExpr checks a Bool expression in sc and translates it.
func (p *program) boolExpr(ptr, src string, built *dsl.Term, sc *dsl.Scope) (*dsl.Term, z3.Term, error) {
	t, err := p.expr(src, built, sc, true)
	if err != nil {
		return nil, z3.Term{}, p.exprErr(ptr, err)
	}
	zt := p.tr(t)
	if err := p.z3Err(ptr, src); err != nil {
		return nil, z3.Term{}, err
	}
	return t, zt, nil
}

// reasonMemory is the reason of an obligation Z3 ran out of memory on.
const reasonMemory = "z3 ran out of memory"

// assertBase asserts a term of the document's base (its knowledge base
// and assumptions). A clauz3 document's base is asserted again in the
// scope of every check instead of once below them: Z3 4.8.12's string
// theory gives up (a timeout) on queries it decides at once when the
// definitions they rest on are asserted in the same scope, as
// "if s.endswith('@example.com'): assert '@' in s" shows (a definition
// of the branch's condition below the scope, the goal in it).
func (p *program) assertBase(zt z3.Term) error {
	if p.doc.Version != "" {
		p.base = append(p.base, zt)
		return nil
	}
	return p.assertTop(zt)
}

// assertTop asserts zt below every scope.
func (p *program) assertTop(zt z3.Term) error {
	p.top = append(p.top, zt)
	if err := p.s.Assert(zt); err != nil {
		return fmt.Errorf("solve: %w", err)
	}
	return nil
}

// renewSolver replaces the solver by a new one with the same parameters
// and top-level assertions. Z3 4.8.12's incremental solver can be left
// inconsistent by a check its timeout stops: a later check in the same
// solver read a freed clause and crashed the process (SIGSEGV in
// Z3_solver_check) on string queries after a few timeouts, about once
// in ten runs of the same eleven checks, also from C with no Go
// involved. A new solver after every unknown never crashed in 60 such
// runs (testdata/timeout/renew_strings.dsl.json, TestTimeoutStress). The
// old solver's scope is not even popped (check): that pop stopped the
// process with "UNEXPECTED CODE WAS REACHED" (TestZ3AfterTimeouts in
// pkg/difftest). A check's own assertions are in its scope, so only the
// top level is asserted again.
func (p *program) renewSolver() error {
	s, err := p.z.NewSolver(true)
	if err != nil {
		return fmt.Errorf("solve: %w", err)
	}
	if err := s.SetParams(p.params); err != nil {
		return fmt.Errorf("solve: %w", err)
	}
	for _, t := range p.top {
		if err := s.Assert(t); err != nil {
			return fmt.Errorf("solve: %w", err)
		}
	}
	p.s.Close()
	p.s, p.stale = s, false
	if st := p.opts.Stats; st != nil {
		st.Renewed++
	}
	return nil
}

func (p *program) assertKB() error {
	for i, e := range p.doc.KnowledgeBase {
		ptr := fmt.Sprintf("/knowledge_base/%d", i)
		if e.Value != nil {
			ptr += "/assertion"
		}
		t, zt, err := p.boolExpr(ptr, e.Assertion, e.Term, p.scope)
		if err != nil {
			return err
		}
		p.kb = append(p.kb, t)
		if e.Value != nil && !*e.Value {
			zt = p.z.Not(zt)
		}
		if err := p.assertBase(zt); err != nil {
			return err
		}
	}
	p.defs, p.kbDefsOnly = definitions(p.doc, p.kb)
	p.defWalk = nil
	return nil
}

// quantScope declares quantified variables (fresh constants shadowing
// earlier names) in a child scope.
func (p *program) quantScope(ptr string, vars []ir.Variable) (*dsl.Scope, []*dsl.Term, error) {
	sc := dsl.NewScope(p.scope)
	var bound []*dsl.Term
	for j, v := range vars {
		s, err := p.sortRef(v.Sort)
		if err != nil {
			return nil, nil, p.bad(fmt.Sprintf("%s/%d/sort", ptr, j), "bad-sort", "quantified variable %q: %v", v.Name, err)
		}
		if v.Name == "" {
			return nil, nil, p.bad(fmt.Sprintf("%s/%d", ptr, j), "bad-variable", "quantified variable without a name")
		}
		sc.Define(v.Name, &dsl.Symbol{Kind: dsl.SymConst, Sort: s})
		bound = append(bound, dsl.Const(v.Name, s))
	}
	return sc, bound, nil
}

func (p *program) assertRules() error {
	for i, r := range p.doc.Rules {
		ptr := fmt.Sprintf("/rules/%d", i)
		if r.ForAll != nil && len(r.ForAll) == 0 {
			return p.bad(ptr+"/forall", "bad-rule", "Empty 'forall' list in rule")
		}
		sc, bound, err := p.quantScope(ptr+"/forall", r.ForAll)
		if err != nil {
			return err
		}
		var body *dsl.Term
		switch {
		case r.Implies != nil:
			if len(bound) == 0 {
				return p.bad(ptr, "bad-rule", "Implication rules require quantified variables - use 'forall' key")
			}
			a, err := dsl.CheckBool(r.Implies.Antecedent, sc)
			if err != nil {
				return p.exprErr(ptr+"/implies/antecedent", err)
			}
			c, err := dsl.CheckBool(r.Implies.Consequent, sc)
			if err != nil {
				return p.exprErr(ptr+"/implies/consequent", err)
			}
			body = dsl.Implies(a, c)
		case r.Constraint != "":
			c, err := dsl.CheckBool(r.Constraint, sc)
			if err != nil {
				return p.exprErr(ptr+"/constraint", err)
			}
			body = c
		default:
			return p.bad(ptr, "bad-rule", "Invalid rule (must contain 'implies' or 'constraint')")
		}
		if len(bound) > 0 {
			body = &dsl.Term{Op: dsl.OpForAll, Sort: dsl.BoolSort(), Bound: bound, Args: []*dsl.Term{body}}
		}
		zt := p.tr(body)
		if err := p.z3Err(ptr, "rule"); err != nil {
			return err
		}
		if err := p.assertTop(zt); err != nil {
			return err
		}
	}
	return nil
}

type verification struct {
	name string
	ptr  string
	term z3.Term
}

// parseVerifications reads the verifications into a dict keyed by name
// ("unnamed_verification" by default): the last definition of a name
// wins, at the position of its first occurrence.
func (p *program) parseVerifications() ([]verification, error) {
	var out []verification
	index := map[string]int{}
	for i, v := range p.doc.Verifications {
		ptr := fmt.Sprintf("/verifications/%d", i)
		name := v.Name
		if name == "" {
			name = "unnamed_verification"
		}
		var t *dsl.Term
		switch {
		case v.Exists != nil:
			if len(v.Exists) == 0 {
				return nil, p.bad(ptr+"/exists", "bad-verification", "Empty 'exists' list in verification '%s'", name)
			}
			sc, bound, err := p.quantScope(ptr+"/exists", v.Exists)
			if err != nil {
				return nil, err
			}
			if v.Constraint == "" {
				return nil, p.bad(ptr, "bad-verification", "verification '%s' has 'exists' but no 'constraint'", name)
			}
			c, err := dsl.CheckBool(v.Constraint, sc)
			if err != nil {
				return nil, p.exprErr(ptr+"/constraint", err)
			}
			t = &dsl.Term{Op: dsl.OpExists, Sort: dsl.BoolSort(), Bound: bound, Args: []*dsl.Term{c}}
		case v.ForAll != nil:
			if len(v.ForAll) == 0 {
				return nil, p.bad(ptr+"/forall", "bad-verification", "Empty 'forall' list in verification '%s'", name)
			}
			sc, bound, err := p.quantScope(ptr+"/forall", v.ForAll)
			if err != nil {
				return nil, err
			}
			if v.Implies == nil {
				return nil, p.bad(ptr, "bad-verification", "verification '%s' has 'forall' but no 'implies' (proof-of-thought: KeyError 'implies')", name)
			}
			a, err := dsl.CheckBool(v.Implies.Antecedent, sc)
			if err != nil {
				return nil, p.exprErr(ptr+"/implies/antecedent", err)
			}
			c, err := dsl.CheckBool(v.Implies.Consequent, sc)
			if err != nil {
				return nil, p.exprErr(ptr+"/implies/consequent", err)
			}
			t = &dsl.Term{Op: dsl.OpForAll, Sort: dsl.BoolSort(), Bound: bound, Args: []*dsl.Term{dsl.Implies(a, c)}}
		case v.Constraint != "":
			c, err := dsl.CheckBool(v.Constraint, p.scope)
			if err != nil {
				return nil, p.exprErr(ptr+"/constraint", err)
			}
			t = c
		default:
			return nil, p.bad(ptr, "bad-verification", "Invalid verification (must contain 'exists', 'forall', or 'constraint')")
		}
		zt := p.tr(t)
		if err := p.z3Err(ptr, "verification "+name); err != nil {
			return nil, err
		}
		vf := verification{name: name, ptr: ptr, term: zt}
		if k, ok := index[name]; ok {
			out[k] = vf
		} else {
			index[name] = len(out)
			out = append(out, vf)
		}
	}
	return out, nil
}

// outOfMemory reports whether err is Z3 reaching its memory bound
// (z3.MemoryMB) or failing to create a context.
func outOfMemory(err error) bool {
	return errors.Is(err, z3.ErrNoContext) || err != nil &&
		(strings.Contains(err.Error(), "out of memory") || strings.Contains(err.Error(), "memory exceeded"))
}

// check runs one satisfiability check of the solver's assertions plus
// extra, in its own scope, writing the query to SMT2Dir when asked.
func (p *program) check(ctx context.Context, label string, extra z3.Term) (z3.Result, *z3.Model, string, time.Duration, error) {
	if p.z.Interrupted() && ctx.Err() == nil {
		// An earlier piece of work ran past its timeout (backstop): the
		// context is stopped for good.
		return z3.Unknown, nil, reasonTimeout, 0, nil
	}
	// failed answers a failure of Z3 before the check: past the backstop
	// it is a timeout; out of memory, the obligation is unknown and the
	// context, in an unknown state, decides nothing more (its later
	// obligations are unknown too) and is dropped.
	failed := func(err error) (z3.Result, *z3.Model, string, time.Duration, error) {
		switch {
		case p.z.Interrupted() && ctx.Err() == nil:
			return z3.Unknown, nil, reasonTimeout, 0, nil
		case outOfMemory(err):
			p.z.ResetErr()
			p.z.Interrupt()
			return z3.Unknown, nil, reasonMemory, 0, nil
		}
		return z3.Unknown, nil, "", 0, fmt.Errorf("solve: %w", err)
	}
	if p.stale {
		if err := p.renewSolver(); err != nil {
			return failed(err)
		}
	}
	// Push and Assert internalise terms, which Z3's timeout does not
	// bound (D5); the backstop does, and covers the check too.
	stop := p.z.Deadline(p.backstop())
	defer stop()
	if err := p.s.Push(); err != nil {
		return failed(err)
	}
	s := p.s
	defer func() {
		// A solver whose check ended unknown is not used again
		// (renewSolver), and an interrupted context decides nothing
		// more: neither is popped. Z3 4.8.12 could stop the process in
		// such a pop ("UNEXPECTED CODE WAS REACHED", smt_context.cpp:2456).
		if !p.stale && !p.z.Interrupted() {
			s.Pop(1)
		}
	}()
	for _, b := range p.base {
		if err := p.s.Assert(b); err != nil {
			return failed(err)
		}
	}
	for _, b := range p.side {
		if err := p.s.Assert(b); err != nil {
			return failed(err)
		}
	}
	if err := p.s.Assert(extra); err != nil {
		return failed(err)
	}
	if p.opts.SMT2Dir != "" {
		if err := p.writeSMT2(label, p.s.String()+"(check-sat)\n"); err != nil {
			return z3.Unknown, nil, "", 0, err
		}
	}
	cctx, cancel := context.WithTimeout(ctx, time.Duration(p.opts.TimeoutMS)*time.Millisecond+time.Second)
	defer cancel()
	if checkHook != nil {
		checkHook("before", p.z)
	}
	start := time.Now()
	r, err := p.s.Check(cctx)
	elapsed := time.Since(start)
	if !stop() {
		// The backstop fired: its interrupt may be under way, and is
		// completed before a model is asked for.
		p.z.Interrupt()
	}
	if checkHook != nil {
		checkHook("after", p.z)
	}
	if r == z3.Sat && p.z.Interrupted() {
		// The backstop passed as the check ended: Z3 has dropped the
		// model ("there is no current model"), so the obligation is
		// unknown, as past its timeout.
		r = z3.Unknown
		p.stale = true
		return r, nil, reasonTimeout, elapsed, nil
	}
	if r == z3.Unknown {
		p.stale = true
	}
	if st := p.opts.Stats; st != nil {
		st.Check += elapsed
		st.Checks++
	}
	if err != nil {
		if ctx.Err() != nil {
			return z3.Unknown, nil, "", elapsed, fmt.Errorf("solve: %w", ctx.Err())
		}
		if cctx.Err() != nil {
			return z3.Unknown, nil, "timeout", elapsed, nil
		}
		if outOfMemory(err) {
			// Z3 reached its memory bound (z3.MemoryMB): this obligation is
			// unknown, and the context, in an unknown state, decides nothing
			// more (its later obligations are unknown too) and is dropped.
			p.z.ResetErr()
			p.z.Interrupt()
			return z3.Unknown, nil, reasonMemory, elapsed, nil
		}
		if strings.Contains(err.Error(), "reached max unfolding") {
			// Z3 4.8's sequence solver gives up by raising, not by
			// answering unknown: the obligation is unknown, and the next
			// check starts in a new solver (renewSolver)
			p.z.ResetErr()
			p.stale = true
			return z3.Unknown, nil, "z3 gave up (reached max unfolding of sequences)", elapsed, nil
		}
		return z3.Unknown, nil, "", elapsed, fmt.Errorf("solve: %w", err)
	}
	switch r {
	case z3.Sat:
		m, err := p.s.Model()
		if err != nil {
			return z3.Unknown, nil, "", elapsed, fmt.Errorf("solve: %w", err)
		}
		return r, m, "", elapsed, nil
	case z3.Unknown:
		return r, nil, unknownReason(p.z.Interrupted(), ctx.Err(), p.s.ReasonUnknown), elapsed, nil
	}
	return r, nil, "", elapsed, nil
}

// unknownReason is the reason of a check that ended unknown: a check the
// backstop stopped (the context interrupted, the caller's not cancelled)
// is a timeout, as Z3's own timeout says, not Z3's "canceled" (which
// made the reason shown depend on which of the two came first). So is a
// "canceled" nobody asked for: with neither the backstop nor the caller,
// only Z3's own timeout cancels a check, which says so one way or the
// other depending on where the check was (a helper saw both under load).
// Any other is Z3's (z3Reason, asked only then).
func unknownReason(interrupted bool, ctxErr error, z3Reason func() string) string {
	if interrupted && ctxErr == nil {
		return reasonTimeout
	}
	r := z3Reason()
	if r == "canceled" && ctxErr == nil {
		return reasonTimeout
	}
	return r
}

// checkHook, when set (by tests), is called with "before" and "after"
// each check and its context: an interrupt there is the backstop passing
// as a check starts or ends.
var checkHook func(when string, z *z3.Context)

func (p *program) writeSMT2(label, text string) error {
	if p.smt2Names == nil {
		p.smt2Names = map[string]int{}
	}
	var b strings.Builder
	for _, r := range label {
		if r == '-' || r == '_' || r == '.' || r >= '0' && r <= '9' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' {
			b.WriteRune(r)
		} else {
			b.WriteByte('_')
		}
	}
	name := b.String()
	if name == "" {
		name = "check"
	}
	p.smt2Names[name]++
	if n := p.smt2Names[name]; n > 1 {
		name = fmt.Sprintf("%s.%d", name, n)
	}
	if err := os.MkdirAll(p.opts.SMT2Dir, 0o755); err != nil {
		return fmt.Errorf("solve: --smt2: %w", err)
	}
	path := filepath.Join(p.opts.SMT2Dir, name+".smt2")
	if err := os.WriteFile(path, []byte(p.smt2Header+text), 0o644); err != nil {
		return fmt.Errorf("solve: --smt2: %w", err)
	}
	return nil
}

// verifyConditions is proof-of-thought's verify_conditions: counters
// reset, each verification checked against KB ∧ rules, nothing added.
func (p *program) verifyConditions(ctx context.Context, verifs []verification, res *ir.Result) error {
	res.SatCount, res.UnsatCount = 0, 0
	res.Verifications = nil
	for _, v := range verifs {
		r, m, _, _, err := p.check(ctx, "verification-"+v.name, v.term)
		if err != nil {
			return err
		}
		vr := ir.VerificationResult{Name: v.name, Result: r.String()}
		switch r {
		case z3.Sat:
			res.SatCount++
			vr.Model = m.String()
		case z3.Unsat:
			res.UnsatCount++
		}
		res.Verifications = append(res.Verifications, vr)
	}
	return nil
}

// optimize is proof-of-thought's optimize action: a separate optimizer
// holding only the optimization constraints (no KB, no rules), whose
// result is reported but never affects the answer.
func (p *program) optimize(ctx context.Context, res *ir.Result) error {
	o := p.doc.Optimization
	if o == nil || len(o.Variables) == 0 && len(o.Constraints) == 0 && len(o.Objectives) == 0 {
		res.Optimization = &ir.OptimizationResult{Result: "none"}
		return nil
	}
	opt, err := p.z.NewOptimize()
	if err != nil {
		return fmt.Errorf("solve: %w", err)
	}
	if err := opt.SetParams(z3.Params{TimeoutMS: uint(p.opts.TimeoutMS)}); err != nil { // Optimize has no random_seed parameter
		return fmt.Errorf("solve: %w", err)
	}
	sc, _, err := p.quantScope("/optimization/variables", o.Variables)
	if err != nil {
		return err
	}
	for i, c := range o.Constraints {
		_, zt, err := p.boolExpr(fmt.Sprintf("/optimization/constraints/%d", i), c, nil, sc)
		if err != nil {
			return err
		}
		opt.Assert(zt)
	}
	for i, ob := range o.Objectives {
		ptr := fmt.Sprintf("/optimization/objectives/%d", i)
		t, err := dsl.Check(ob.Expression, sc)
		if err != nil {
			return p.exprErr(ptr+"/expression", err)
		}
		if k := t.Sort.Kind; k != dsl.KInt && k != dsl.KReal && k != dsl.KBV {
			return p.bad(ptr+"/expression", "bad-expression", "objective %q is %s, not a number", ob.Expression, t.Sort)
		}
		zt := p.tr(t)
		if err := p.z3Err(ptr, ob.Expression); err != nil {
			return err
		}
		switch ob.Type {
		case "maximize":
			opt.Maximize(zt)
		case "minimize":
			opt.Minimize(zt)
		default:
			p.opts.Warn(&diag.Diagnostic{Severity: diag.Warning, Code: "unknown-objective", Pointer: ptr + "/type",
				Message: fmt.Sprintf("Unknown optimization type: %s", ob.Type)})
		}
	}
	for _, b := range p.side { // definitions made by translation (strip.go)
		opt.Assert(b)
	}
	if err := p.z.Err(); err != nil {
		return fmt.Errorf("solve: %w", err)
	}
	if p.opts.SMT2Dir != "" {
		if err := p.writeSMT2("optimization", opt.String()); err != nil {
			return err
		}
	}
	cctx, cancel := context.WithTimeout(ctx, time.Duration(p.opts.TimeoutMS)*time.Millisecond+time.Second)
	defer cancel()
	r, err := opt.Check(cctx)
	if err != nil && ctx.Err() != nil {
		return fmt.Errorf("solve: %w", ctx.Err())
	}
	out := &ir.OptimizationResult{Result: r.String()}
	if r == z3.Sat {
		m, err := opt.Model()
		if err != nil {
			return fmt.Errorf("solve: %w", err)
		}
		out.Model = m.String()
	}
	res.Optimization = out
	return nil
}
