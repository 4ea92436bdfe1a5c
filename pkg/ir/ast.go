package ir

import "clauz3/pkg/python/ast"

// AST is the document parse writes and lower reads (clauz3.ast/v1): the
// whole program — the entry module, every module under the trusted roots,
// and every module the entry imports that exists under the import roots.
type AST struct {
	Version string   `json:"version"`
	Target  string   `json:"target"` // the function to prove (default "main")
	Entry   string   `json:"entry"`  // path of the entry file, as in Sources
	Sources []Source `json:"sources"`
	Modules []Module `json:"modules"`
}

// Module roles.
const (
	RoleEntry   = "entry"   // the untrusted program being proved
	RoleTrusted = "trusted" // a module under a --trusted-root
	RoleImport  = "import"  // an untrusted module the program imports
)

// Module is one parsed Python file.
type Module struct {
	Name       string      `json:"name"` // dotted module name ("tools.email.trusted.effects")
	Path       string      `json:"path"` // as in Sources
	Role       string      `json:"role"`
	Tree       *ast.Module `json:"ast"`
	Imports    []Import    `json:"imports"`
	Signatures []Signature `json:"signatures"`
}

// Import is one module named by an import statement, resolved.
// A module that cannot be found is recorded with Path "" (not an error):
// well-known modules (clauz3, clauz3.spec, deal, typing) are Builtin.
type Import struct {
	Module  string `json:"module"`  // absolute dotted name
	Path    string `json:"path"`    // resolved file, "" if none
	Trusted bool   `json:"trusted"` // the file is under a trusted root
	Builtin bool   `json:"builtin"` // a module clauz3 models itself
	Span    Span   `json:"span"`
}

// Signature is the normalised signature of a top-level function or of a
// method of a top-level class ("Class.method").
type Signature struct {
	Name    string  `json:"name"`
	Params  []Param `json:"params"`
	Returns *Type   `json:"returns"` // nil when not annotated
	Span    Span    `json:"span"`
}

// Param kinds, as inspect.Parameter kinds.
const (
	ParamPositionalOnly = "positional_only"
	ParamNormal         = "positional_or_keyword"
	ParamVarPositional  = "var_positional"
	ParamKeywordOnly    = "keyword_only"
	ParamVarKeyword     = "var_keyword"
)

// Param is one parameter with its normalised annotation.
type Param struct {
	Name       string `json:"name"`
	Kind       string `json:"kind"`
	Type       *Type  `json:"type"` // nil when not annotated
	HasDefault bool   `json:"has_default"`
	Span       Span   `json:"span"`
}

// Type is a normalised annotation. Name is the canonical spelling
// ("int", "str", "list[str]", "dict[str, int]", "tuple[int, ...]",
// "None", or a class name such as "UserRow"); Error says why an
// annotation could not be normalised (then Name is the source text).
type Type struct {
	Name  string `json:"name"`
	Error string `json:"error,omitempty"`
}
