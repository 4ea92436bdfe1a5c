package ir

// ModelledModules are the modules clauz3 models itself, with the names
// each one offers ("*": any name, as typing's). load never reads them
// from disk and lower gives their names clauz3's meaning: the one table
// both stages use.
var ModelledModules = map[string]map[string]bool{
	"clauz3": {"guarantee": true, "Row": true, "spec": true, "policy": true, "fluent": true, "trusted": true, "requires": true, "ensures": true,
		"events": true, "paths": true, "FilePath": true, "DirectoryPath": true},
	"clauz3.spec":   {"ContractSpec": true, "ConjunctionSpec": true, "contract": true, "effect": true, "no_guarantees": true},
	"clauz3.fluent": {"fluent": true, "effect": true},
	"clauz3.policy": {"domain_policy": true},
	"clauz3.events": {"Event": true, "performs": true},
	"clauz3.paths":  {"FilePath": true, "DirectoryPath": true},
	// the runtime package's path predicates (lower's pathsafety.go)
	"clauz3._path_safety": {"has_no_parent_segments": true, "has_plain_segments": true, "is_plain_path": true,
		"url_has_no_parent_segments": true, "is_single_path_component": true},
	"deal":   {"pre": true, "post": true, "ensure": true, "raises": true, "has": true, "pure": true, "safe": true, "inv": true, "reason": true, "example": true},
	"typing": {"*": true},
	// math: the exact part (see lower's mathmod.go); load refuses a
	// program's own math.py, which would shadow it.
	"math": {"pi": true, "e": true, "tau": true, "inf": true, "nan": true, "floor": true, "ceil": true,
		"trunc": true, "sqrt": true, "fabs": true, "isnan": true, "isinf": true, "isfinite": true},
	// re: matching a literal pattern, tested only (lower's remod.go); load
	// refuses a program's own re.py as it does math.py.
	"re":         {"fullmatch": true, "match": true, "search": true, "compile": true},
	"__future__": {"*": true},
}

// IsModelled reports whether the dotted module name is one clauz3 models.
func IsModelled(mod string) bool {
	_, ok := ModelledModules[mod]
	return ok
}
