package verify

import (
	"clauz3/pkg/diag"
	"clauz3/pkg/ir"
)

// CertificateVersion is the version of a certificate
// (schema/certificate.schema.json).
const CertificateVersion = "clauz3.certificate/v1"

// ReportVersion is the version of the JSON report of `clauz3 verify`:
// the certificates of one run.
const ReportVersion = "clauz3.verify/v1"

// The statuses of a certificate, as provably names them.
const (
	StatusVerified       = "verified"       // every obligation proved
	StatusCounterexample = "counterexample" // an input breaks it, shown as a call
	StatusUnknown        = "unknown"        // the solver did not decide (timeout, or a value clauz3 does not model)
	StatusUnsupported    = "unsupported"    // the function uses Python clauz3 does not model exactly
)

// A Certificate says what was proved of one function, of which source
// text, by which solver.
type Certificate struct {
	Version string `json:"version"`
	// Function is the function's __qualname__ ("clamp", "Shape.area").
	Function string    `json:"function"`
	Module   string    `json:"module"` // the dotted module name
	File     string    `json:"file"`
	Span     diag.Span `json:"span"` // the definition, decorators included
	// SHA256 is the hash of the function's source text (its lines, from
	// the first decorator to the end of the body).
	SHA256 string `json:"sha256"`
	// Dependencies are the definitions the function reaches (calls,
	// classes), transitively, each with the hash of its text.
	Dependencies []Dependency `json:"dependencies"`
	// DependenciesSHA256 covers the function, its dependencies with their
	// places, and the module-level code of every module the proof loads:
	// a change to any of them changes it.
	DependenciesSHA256 string `json:"dependencies_sha256"`

	Status string `json:"status"`
	// Preconditions and Postconditions are the contract as written:
	// @deal.pre validators and docstring preconditions; @deal.post and
	// @deal.ensure validators. Raises are the @deal.raises arguments.
	Preconditions  []string `json:"preconditions"`
	Postconditions []string `json:"postconditions"`
	Raises         []string `json:"raises"`
	// Counterexample is set when Status is counterexample.
	Counterexample *Counterexample `json:"counterexample,omitempty"`
	// Message says what was found: what was proved, or the first
	// obligation that was not.
	Message string `json:"message"`
	// Obligations counts what the proof had to show.
	Obligations Counts `json:"obligations"`
	// Failures are the obligations that are not proved, each at its
	// place, in the order of the proof.
	Failures []Failure `json:"failures"`
	// Notes are branches of the function no input satisfying its
	// preconditions reaches (PyTA's unreachable code): never a failure.
	Notes []ir.Note `json:"notes,omitempty"`

	Solver        Solver  `json:"solver"`
	Clauz3Version string  `json:"clauz3_version"`
	TimeMS        float64 `json:"time_ms"` // the proof's wall time
	// Cached is true when this run answered from the cache (TimeMS is
	// then the time of the run that proved it).
	Cached bool `json:"cached"`
}

// Counterexample is an input under which the function breaks its
// contract, as a Python call.
type Counterexample struct {
	Call   string  `json:"call"` // clamp(x=-2, lo=-1, hi=0)
	Inputs []Input `json:"inputs"`
}

// Input is one argument of a counterexample.
type Input struct {
	Name string `json:"name"`
	Type string `json:"type"`
	Repr string `json:"repr"` // Python's repr of the value
}

// Counts are the numbers of obligations by status.
type Counts struct {
	Total       int `json:"total"`
	Proved      int `json:"proved"`
	Refuted     int `json:"refuted"`
	Unknown     int `json:"unknown"`
	Unsupported int `json:"unsupported"`
}

// Failure is one obligation that is not proved.
type Failure struct {
	ID      string    `json:"id"`
	Kind    string    `json:"kind"`
	Code    string    `json:"code"`
	Status  string    `json:"status"` // refuted, unknown or unsupported
	Message string    `json:"message"`
	Reason  string    `json:"reason,omitempty"`
	Span    diag.Span `json:"span"`
	// Counterexample is the call that breaks a refuted obligation.
	Counterexample string `json:"counterexample,omitempty"`
}

// Solver names the solver that decided the obligations.
type Solver struct {
	Name    string `json:"name"`
	Version string `json:"version"`
}

// Verified reports whether the certificate proves the function's
// contract.
func (c *Certificate) Verified() bool { return c.Status == StatusVerified }
