package parser

import "flag"

// The flag is accepted so that 'go test ./... -update', which rewrites
// the goldens of the packages that have them, runs here too; this
// package has no goldens.
var _ = flag.Bool("update", false, "rewrite golden files (none in this package)")
