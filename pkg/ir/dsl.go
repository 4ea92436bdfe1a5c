package ir

import (
	"strings"

	"clauz3/pkg/diag"
	"clauz3/pkg/dsl"
)

// Span is the wire form of a source range.
type Span = diag.Span

// Versions of the three documents.
const (
	ASTVersion    = "clauz3.ast/v1"
	DSLVersion    = "clauz3.dsl/v1"
	ResultVersion = "clauz3.result/v1"
)

// Source is one Python file as read by parse; it travels to explain so
// that every later stage can quote source lines.
type Source struct {
	Path   string `json:"path"`
	SHA256 string `json:"sha256"`
	Text   string `json:"text"`
}

// DSL is the document lower writes and solve reads (clauz3.dsl/v1). The
// first group of fields is proof-of-thought's JSON DSL with exactly its
// meaning (see PROOF-OF-THOUGHT.md); the second group is clauz3's
// extension. A proof-of-thought program without "version" is read as a
// plain proof-of-thought program by solve.
//
// Expressions are strings in proof-of-thought syntax: Python expressions
// over Z3 names (And, Or, Not, Implies, If, Distinct, Sum, Product,
// ForAll, Exists, ...), extended with the string, sequence and
// floating-point functions of Z3's Python API (Length, PrefixOf, SuffixOf,
// Contains, IndexOf, SubString, Concat, StringVal, ...). Python string
// literals next to a String term are Z3 string values, as in z3py.
type DSL struct {
	// Version is "clauz3.dsl/v1", or empty for a plain proof-of-thought
	// program (then omitted, so a result embedding it stays valid).
	Version string `json:"version,omitempty"`

	// proof-of-thought sections.
	Sorts         []Sort                   `json:"sorts,omitempty"`
	Functions     []Function               `json:"functions,omitempty"`
	Constants     map[string]ConstantGroup `json:"constants,omitempty"`
	Variables     []Variable               `json:"variables,omitempty"`
	KnowledgeBase []KBEntry                `json:"knowledge_base,omitempty"`
	Rules         []Rule                   `json:"rules,omitempty"`
	Verifications []Verification           `json:"verifications,omitempty"`
	Optimization  *Optimization            `json:"optimization,omitempty"`
	Actions       []string                 `json:"actions,omitempty"`

	// ConstantsOrder is the document order of the Constants categories,
	// recorded by solve.DecodeProgram (encoding/json forgets the order of
	// an object, and in proof-of-thought a later category's member hides
	// an earlier one of the same name). Not serialised; without it solve
	// uses sorted order.
	ConstantsOrder []string `json:"-"`

	// clauz3 extension.
	Target      string       `json:"target,omitempty"`  // the proved function
	Entry       string       `json:"entry,omitempty"`   // path of the entry file
	Sources     []Source     `json:"sources,omitempty"` // from parse, for explain
	Inputs      []Input      `json:"inputs,omitempty"`
	Facts       []Fact       `json:"facts,omitempty"`
	Assumptions []Assumption `json:"assumptions,omitempty"`
	Obligations []Obligation `json:"obligations,omitempty"`
	// ReachChecks ask whether branches can run at all (lower's
	// Options.ReachChecks, clauz3 verify): one that cannot is a note.
	ReachChecks []ReachCheck `json:"reach_checks,omitempty"`
}

// Sort is a proof-of-thought sort declaration. Type is one of
// "DeclareSort", "EnumSort" (with Values), "BitVecSort(N)",
// "ArraySort(D, R)", "IntSort", "RealSort", "BoolSort" (aliases), and the
// clauz3 extensions "StringSort", "FPSort(11, 53)", "SeqSort(S)" and
// "Datatype" (a record with Fields, one constructor "mk_<name>").
type Sort struct {
	Name   string      `json:"name"`
	Type   string      `json:"type"`
	Values []string    `json:"values,omitempty"`
	Fields []SortField `json:"fields,omitempty"`
}

// SortField is one accessor of a Datatype sort.
type SortField struct {
	Name string `json:"name"`
	Sort string `json:"sort"`
}

// Function is an uninterpreted function declaration.
type Function struct {
	Name   string   `json:"name"`
	Domain []string `json:"domain"`
	Range  string   `json:"range"`
}

// ConstantGroup is one category of the "constants" section. Members is a
// list of names (proof-of-thought also accepts a dict whose keys are the
// names; solve handles that form when decoding raw programs).
type ConstantGroup struct {
	Sort    string   `json:"sort"`
	Members []string `json:"members"`
}

// Variable declares a free constant (or a name usable in ForAll/Exists).
type Variable struct {
	Name string `json:"name"`
	Sort string `json:"sort"`
}

// KBEntry is a knowledge-base assertion; Value false negates it.
type KBEntry struct {
	Assertion string `json:"assertion"`
	// Term is Assertion as built by lower (not serialised; nil when read).
	Term  *dsl.Term `json:"-"`
	Value *bool     `json:"value,omitempty"`
}

// Rule is a proof-of-thought rule.
type Rule struct {
	Name       string       `json:"name,omitempty"`
	ForAll     []Variable   `json:"forall,omitempty"`
	Implies    *Implication `json:"implies,omitempty"`
	Constraint string       `json:"constraint,omitempty"`
}

// Implication is antecedent => consequent.
type Implication struct {
	Antecedent string `json:"antecedent"`
	Consequent string `json:"consequent"`
}

// Verification is a proof-of-thought verification (a satisfiability check
// of KB ∧ rules ∧ condition).
type Verification struct {
	Name       string       `json:"name,omitempty"`
	Exists     []Variable   `json:"exists,omitempty"`
	ForAll     []Variable   `json:"forall,omitempty"`
	Implies    *Implication `json:"implies,omitempty"`
	Constraint string       `json:"constraint,omitempty"`
}

// Optimization is proof-of-thought's optimizer section.
type Optimization struct {
	Variables   []Variable  `json:"variables,omitempty"`
	Constraints []string    `json:"constraints,omitempty"`
	Objectives  []Objective `json:"objectives,omitempty"`
}

// Objective is one maximize/minimize goal.
type Objective struct {
	Type       string `json:"type"`
	Expression string `json:"expression"`
}

// Input is a parameter of the target: a free variable of every proof.
// Type is the normalised Python type ("str", "int", "list[str]", ...);
// Sort is its DSL sort ("StringSort", "IntSort", "SeqSort(StringSort)").
type Input struct {
	Name string `json:"name"`
	Type string `json:"type"`
	Sort string `json:"sort"`
	Span Span   `json:"span"`
}

// Fact is one trusted call that may happen: relation (the trusted
// function's name), its @deal.has markers, the bound arguments, and the
// condition under which CPython reaches the call.
type Fact struct {
	ID          string       `json:"id"`
	Relation    string       `json:"relation"`
	Markers     []string     `json:"markers"`
	Fields      []FactField  `json:"fields"`
	Cond        string       `json:"cond"`
	Quantifiers []Quantifier `json:"quantifiers,omitempty"`
	// PerformedBy is, for an event (a class of clauz3.events.Event that a
	// trusted function declares with @performs), the ID of the call's
	// fact; Relation is then the event's class.
	PerformedBy string `json:"performed_by,omitempty"`
	Span        Span   `json:"span"`

	// CondTerm is Cond as built by lower (not serialised; nil when read).
	CondTerm *dsl.Term `json:"-"`
}

// FactField is one bound argument of a fact, in parameter order.
type FactField struct {
	Name  string `json:"name"`
	Type  string `json:"type"` // Python type, for rendering values
	Sort  string `json:"sort"`
	Value string `json:"value"` // DSL expression
	// Term is Value as built by lower (not serialised; nil when read).
	Term *dsl.Term `json:"-"`
}

// Quantifier is an enclosing symbolic loop: Var ranges over
// Lower <= Var < Upper (Int expressions).
type Quantifier struct {
	Var   string `json:"var"`
	Lower string `json:"lower"`
	Upper string `json:"upper"`
	// While marks the iterations of a summarized while loop (not the rows
	// of a query): a counterexample lists its facts per iteration
	// (Counterexample.Loops).
	While bool `json:"while,omitempty"`

	// The bounds as built by lower (not serialised; nil when read).
	LowerTerm, UpperTerm *dsl.Term `json:"-"`
}

// Assumption is something every proof assumes (a trusted postcondition, a
// precondition the target declares). It is shown to the approving person.
type Assumption struct {
	ID      string `json:"id"`
	Kind    string `json:"kind"` // "precondition" | "postcondition" | "type"
	Message string `json:"message"`
	Expr    string `json:"expr"`
	// ExprTerm is Expr as built by lower (not serialised; nil when read).
	ExprTerm *dsl.Term `json:"-"`
	// Quantifiers, for an assumption made inside symbolic loops (a
	// trusted postcondition of a call there), are the loops' indices:
	// Expr, over the indices' symbols, holds in every iteration. Solve
	// asserts it of the symbols (one iteration each) and shows a
	// counterexample only when it holds in every iteration.
	Quantifiers []Quantifier `json:"quantifiers,omitempty"`
	Span        Span         `json:"span"`
}

// MayRaise reports whether o is the exception obligation of a trusted
// call that may raise (lower's message "E: f may raise it"): its claim is
// that the call is reached, and a run where the call returns goes on.
func MayRaise(o *Obligation) bool {
	_, rest, _ := strings.Cut(o.Message, ": ")
	return o.Kind == KindException && strings.HasSuffix(rest, " may raise it")
}

// Obligation kinds.
const (
	KindPrecondition  = "precondition"
	KindAssertion     = "assertion"
	KindException     = "exception"
	KindPostcondition = "postcondition"
	KindGuarantee     = "guarantee"
	KindUnsupported   = "unsupported"
	// KindConsistency is the vacuity check: Goal (the conjunction of the
	// assumptions) must be satisfiable together with the knowledge base;
	// sat is "proved", unsat is "refuted" (the assumptions contradict each
	// other, so every other proof would be vacuous).
	KindConsistency = "consistency"
	// KindLoopBound: a while loop whose test depends on the inputs is
	// unrolled a bounded number of times, and Goal says it has ended by
	// then. Not proved, it makes every proof unknown (ReasonWhileBound):
	// runs past the bound are not modelled. A counterexample to another
	// obligation still stands (it is a run within the bound).
	KindLoopBound = "loop-bound"
)

// ReasonWhileBound is the reason of the obligations a loop-bound
// obligation that is not proved leaves unknown.
const ReasonWhileBound = "a while loop may run more times than clauz3 unrolls it, and what happens after is not modelled"

// UnsupportedPrefix starts the names of the symbols lower declares for
// the values of constructs it does not model ("_u1", ...). Such a symbol
// is left free, so a counterexample that needs a particular value of one
// is not a real counterexample: solve reports the obligation unknown.
const UnsupportedPrefix = "_u"

// A fact field of a float parameter may receive an int, which stays an
// int (annotations convert nothing). Then the fact carries two companion
// fields: IsIntField(name), a Bool that holds when the value is an int,
// and IntField(name), the int; the float field holds 0.0 on that path.
// Relation lambdas read the value through them, and explain shows the
// int. When no int reaches a field, it has no companions.
func IsIntField(name string) string { return name + "__is_int" }

// IntField is the name of the int companion of a float fact field.
func IntField(name string) string { return name + "__int" }

// IsCompanionField reports whether a fact field is a companion of
// another (see IsIntField).
func IsCompanionField(name string) bool {
	return CompanionBase(name) != ""
}

// CompanionBase is the field a companion field belongs to ("" when name
// is not a companion's).
func CompanionBase(name string) string {
	if i := strings.Index(name, columnInfix); i > 0 {
		return name[:i]
	}
	for _, suf := range []string{"__is_int", "__int"} {
		if b, ok := strings.CutSuffix(name, suf); ok && b != "" {
			return b
		}
	}
	return ""
}

// ColumnField is the name of the Bool companion of fact field name that
// holds when the field's value was read from column col of the Row class
// schema in a row a trusted query returned: a relation lambda's
// e.name == Schema.col (see pkg/lower/columns.go). Explain does not show
// it; replay cannot judge a relation that reads it from a run.
func ColumnField(name, schema, col string) string {
	return name + columnInfix + schema + "__" + col
}

const columnInfix = "__from_"

// ColumnFieldParts splits a ColumnField name; ok is false for any other.
// (A schema numbered by lower because two classes share its name does
// not name a class of the run: its companions are not judged there.)
func ColumnFieldParts(name string) (field, schema, col string, ok bool) {
	field, rest, ok := strings.Cut(name, columnInfix)
	if !ok || field == "" {
		return "", "", "", false
	}
	i := strings.LastIndex(rest, "__")
	if i <= 0 || i+2 == len(rest) {
		return "", "", "", false
	}
	return field, rest[:i], rest[i+2:], true
}

// CodeMainPrecondition is the code of the obligation that the call in the
// entry's __main__ block satisfies the target's preconditions. The proof
// of every guarantee assumes them, so while it is not proved no
// guarantee is.
const CodeMainPrecondition = "main-block-precondition"

// Reasons solve gives for an unknown status of its own (not the solver's).
const (
	// ReasonUnsupportedValue: the only counterexamples found need values
	// of constructs clauz3 does not model.
	ReasonUnsupportedValue = "it fails only for some values of a construct clauz3 does not model, so the failure may not be real"
	// ReasonIncomplete: a guarantee holds of the modelled part of a
	// program, part of which is unsupported.
	ReasonIncomplete = "it holds of the modelled part, but part of the program is unsupported, so not every effect is known"
	// ReasonMainPrecondition: a guarantee holds for calls that satisfy
	// the target's preconditions, but the __main__ block's call may not.
	ReasonMainPrecondition = "it holds when the preconditions are met, but the __main__ block's call may break them (deal does not check them under python -O)"
	// ReasonLoopCheck: a check inside a symbolic loop may fail; an
	// exception there ends the loop early, which the facts of the later
	// iterations do not model, so no other verdict is decided.
	ReasonLoopCheck = "a check inside a loop over rows or a summarized while loop may fail, and an exception there ends the loop early, which is not modelled"
	// ReasonLoopAssumption: the counterexamples found break an
	// assumption made inside a symbolic loop (a trusted postcondition)
	// in another iteration than the one the query names.
	ReasonLoopAssumption = "the counterexamples found break a trusted postcondition in another iteration of a loop, so none is shown"
	// ReasonEarlierIteration: a check inside a summarized while loop
	// fails in the iteration the model names, but under the model an
	// earlier iteration already fails a check, where CPython stops.
	ReasonEarlierIteration = "the failure found is in a later iteration of a while loop than one that fails a check first, where the program stops, so it may not be reached"
	// ReasonLoopBound: a count over facts inside symbolic loops is
	// decided by the number of iterations, which does not show the bound.
	ReasonLoopBound = "the number of rows does not keep the count within the bound, and which rows send is not counted exactly"
	// ReasonVacuous: the assumptions (preconditions, trusted
	// postconditions, the knowledge base) contradict each other.
	ReasonVacuous = "vacuous: the assumptions and knowledge base contradict each other, so nothing can be proved from them"
	// ReasonSurrogate: the model's counterexample holds a string with a
	// lone surrogate, which a Go string (and so the result) cannot hold.
	ReasonSurrogate = "the counterexample Z3 found needs a lone surrogate (U+D800 to U+DFFF) in a string, which clauz3 cannot show exactly"
	// ReasonRounding: Z3 found a counterexample to the query in which
	// the rounding of a non-constant number to a float is approximated
	// (solve's approxToFP), and evaluation, exact, does not confirm it.
	ReasonRounding = "Z3 does not decide the rounding of a computed number to a float exactly, and the counterexample it found does not hold exactly"
)

// OptimizeSymbol is the Bool symbol that holds when the program runs
// under python -O (assert statements removed). lower leaves it free, so
// every proof covers both modes; a counterexample says which it needs.
const OptimizeSymbol = "_python_O"

// Obligation is one thing that must be proved. Exactly one of Goal and
// Relation is set, except for kind "unsupported", which has neither and
// is never proved. Goal is a Bool DSL expression that must be valid
// (assumptions ∧ knowledge base ⇒ goal); Relation is a relation
// constraint that solve expands over Facts.
type Obligation struct {
	ID   string `json:"id"`
	Kind string `json:"kind"`
	Code string `json:"code"` // stable kebab-case, e.g. "guarantee", "unsupported-while"
	// Message is fixed at lowering time. It states the claim with the
	// verb "holds" ("guarantee mail.none() holds"), which explain
	// rephrases by verdict ("... can fail"); for kind unsupported it says
	// what is not supported.
	Message   string `json:"message"`
	Span      Span   `json:"span"`
	Guarantee string `json:"guarantee,omitempty"` // the guarantee as written
	Goal      string `json:"goal,omitempty"`
	// InLoop marks a check made inside a symbolic loop (over the rows of a
	// trusted query, or a summarized while loop): while one is not proved,
	// solve decides no other obligation (ReasonLoopCheck).
	InLoop bool `json:"in_loop,omitempty"`
	// Iteration, for a check inside a summarized while loop, is the
	// symbol of the loop's iteration index: a counterexample to it stands
	// only when no earlier iteration fails a check of the loop (CPython
	// stops at the first), which solve confirms by evaluation.
	Iteration string `json:"iteration,omitempty"`
	// LoopEnd, with Iteration, is the number of facts made by the end of
	// the loop: the facts from that index on follow it, and a run whose
	// check fails in the loop makes none of them.
	LoopEnd int `json:"loop_end,omitempty"`
	// Fact, for the precondition of a trusted call, is the id of the
	// call's fact: the call a counterexample to it does not make (its
	// precondition fails), where other calls have the same span (a
	// helper called twice, a loop unrolled).
	Fact string `json:"fact,omitempty"`
	// Unmade, for the precondition of a trusted call that has no fact
	// (the precondition is false wherever the call is reached, so the
	// call is never made), is the call with the values it receives.
	Unmade *UnmadeCall `json:"unmade,omitempty"`
	// GoalTerm is Goal as built by lower (not serialised; nil when read).
	GoalTerm *dsl.Term `json:"-"`
	Relation *Relation `json:"relation,omitempty"`
}

// UnmadeCall is a trusted call a program reaches but never makes
// (Obligation.Unmade): its relation and the fields its fact would have.
type UnmadeCall struct {
	Relation string      `json:"relation"`
	Fields   []FactField `json:"fields"`
}

// Relation ops.
const (
	RelTrue        = "true" // no_guarantees()
	RelAll         = "all"
	RelEmpty       = "empty"
	RelDistinct    = "distinct"
	RelCount       = "count"
	RelSum         = "sum"
	RelSharesValue = "shares_value"
	RelAnd         = "and" // every Args constraint holds
)

// Relation is a relation constraint over the facts. Row-level
// expressions (Where, Pred, Key, Value) are DSL expressions over the row
// variable named Row, whose fields are written Row.field (e.addr).
//
//	all:          every fact f of View with cond_f ∧ where(f) satisfies Pred
//	empty:        no fact of View fires
//	distinct:     Key differs for every two distinct firing facts of View
//	count:        (number of firing facts of View) Cmp Bound
//	sum:          (Σ Value over firing facts of View) Cmp Bound
//	shares_value: some firing f of View and g of Other have Key(f) == Key(g)
//	and:          every constraint in Args holds
type Relation struct {
	Op    string     `json:"op"`
	View  *View      `json:"view,omitempty"`
	Other *View      `json:"other,omitempty"`
	Row   string     `json:"row,omitempty"`
	Pred  string     `json:"pred,omitempty"`
	Key   string     `json:"key,omitempty"`
	Value string     `json:"value,omitempty"`
	Cmp   string     `json:"cmp,omitempty"` // "<" "<=" ">" ">=" "=="
	Bound string     `json:"bound,omitempty"`
	Args  []Relation `json:"args,omitempty"`

	// The row expressions as built by lower (not serialised; nil when
	// read): a row's field is dsl.RowField(Row, name, sort).
	PredTerm, KeyTerm, ValueTerm, BoundTerm *dsl.Term `json:"-"`
}

// View selects facts: those whose Relation equals Name or whose Markers
// contain Name, filtered by Where (over Row) when it is set.
type View struct {
	Name string `json:"name"`
	// Also are more relations the view selects (effect(f, g) in clauz3
	// 0.2): a fact whose Relation is one of them is selected too.
	Also  []string `json:"also,omitempty"`
	Row   string   `json:"row,omitempty"`
	Where string   `json:"where,omitempty"`

	// WhereTerm is Where as built by lower (not serialised; nil when read).
	WhereTerm *dsl.Term `json:"-"`
}

// ReachCheck asks whether a branch can run: Cond is the condition under
// which it runs; where no input satisfying the assumptions makes it hold,
// the result has a Note with Message at Span. Never an error.
type ReachCheck struct {
	ID      string `json:"id"`
	Span    Span   `json:"span"`
	Message string `json:"message"`
	Cond    string `json:"cond"`

	// CondTerm is Cond as built by lower (not serialised; nil when read).
	CondTerm *dsl.Term `json:"-"`
}
