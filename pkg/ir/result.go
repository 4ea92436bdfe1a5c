package ir

// Result is the document solve writes and explain reads
// (clauz3.result/v1): the dsl document it decided, plus a verdict per
// obligation and per proof-of-thought verification.
type Result struct {
	Version string `json:"version"`
	DSL     *DSL   `json:"dsl"`
	Solver  Solver `json:"solver"`

	// One entry per DSL obligation, in the same order.
	Obligations []ObligationResult `json:"obligations"`

	// proof-of-thought: one entry per verification actually checked, and
	// the answer rule (true iff only sat, false iff only unsat, else null).
	Verifications []VerificationResult `json:"verifications,omitempty"`
	Answer        *bool                `json:"answer"`
	SatCount      int                  `json:"sat_count"`
	UnsatCount    int                  `json:"unsat_count"`
	Optimization  *OptimizationResult  `json:"optimization,omitempty"`

	// Notes are what the reach checks found: branches that never run.
	Notes []Note `json:"notes,omitempty"`
}

// Note is a remark at a span that is not an error (a branch no input
// satisfying the assumptions reaches).
type Note struct {
	ID      string `json:"id"`
	Span    Span   `json:"span"`
	Message string `json:"message"`
}

// Solver records what decided the result. Output is deterministic, so
// wall times appear only when solve runs with --timings.
type Solver struct {
	Name      string `json:"name"`
	Version   string `json:"version"`
	Seed      int    `json:"seed"`
	TimeoutMS int    `json:"timeout_ms"`
}

// Obligation statuses.
const (
	StatusProved      = "proved"
	StatusRefuted     = "refuted"
	StatusUnknown     = "unknown"
	StatusUnsupported = "unsupported"
)

// ObligationResult is the verdict on one obligation.
type ObligationResult struct {
	ID             string          `json:"id"`
	Status         string          `json:"status"`
	Reason         string          `json:"reason,omitempty"` // for unknown: Z3's reason
	Counterexample *Counterexample `json:"counterexample,omitempty"`
	TimeMS         *float64        `json:"time_ms,omitempty"`
	// Replayed says what running the program under CPython on the
	// counterexample showed (pkg/replay): ReplayConfirmed, ReplayNotReproduced
	// or ReplayNotReplayable; empty when it was not replayed.
	Replayed string `json:"replayed,omitempty"`
}

// Replay outcomes of a refuted obligation (ObligationResult.Replayed).
const (
	ReplayConfirmed     = "confirmed"      // the run breaks it as the counterexample says
	ReplayNotReproduced = "not reproduced" // the run does not break it: a bug in clauz3
	ReplayNotReplayable = "not replayable" // the counterexample does not fix every value the run needs
)

// Counterexample is a model that violates an obligation, in Python terms.
type Counterexample struct {
	Inputs    []Value      `json:"inputs"`
	Variables []Value      `json:"variables,omitempty"` // other free symbols (trusted call results)
	Facts     []FactFiring `json:"facts"`
	// Loops are the summarized while loops whose facts Facts lists for
	// each iteration (FactFiring.Iteration), with their number of
	// iterations under the counterexample.
	Loops []LoopRun `json:"loops,omitempty"`
}

// LoopRun is how many times a summarized while loop runs under a
// counterexample; Var is its index (Quantifier.Var).
type LoopRun struct {
	Var        string `json:"var"`
	Iterations int64  `json:"iterations"`
	// Stopped: a check fails in the last iteration listed, and the run
	// stops there (the loop would run more times).
	Stopped bool `json:"stopped,omitempty"`
}

// Value is one named value: Repr is its Python literal ('eve@x.org', 3,
// True); Value is the same value as JSON.
type Value struct {
	Name  string `json:"name"`
	Type  string `json:"type"`
	Repr  string `json:"repr"`
	Value any    `json:"value"`
}

// FactFiring says whether a fact happens under the counterexample and
// with which field values.
type FactFiring struct {
	ID     string  `json:"id"`
	Fires  bool    `json:"fires"`
	Fields []Value `json:"fields,omitempty"`
	// Iteration is, for a fact of a summarized while loop, the iteration
	// (from 0) this firing is of.
	Iteration *int64 `json:"iteration,omitempty"`
}

// VerificationResult is the outcome of one proof-of-thought verification.
type VerificationResult struct {
	Name   string `json:"name"`
	Result string `json:"result"` // "sat" | "unsat" | "unknown"
	Model  string `json:"model,omitempty"`
}

// OptimizationResult reports the optimize action.
type OptimizationResult struct {
	Result string `json:"result"` // "sat" | "unsat" | "unknown" | "none"
	Model  string `json:"model,omitempty"`
}
