// Package prove runs the four stages in one process: load (parse),
// lower, solve; cmd/clauz3 renders the result with explain. The result is
// the same document the piped stage binaries produce.
package prove

import (
	"context"

	"clauz3/pkg/ir"
	"clauz3/pkg/load"
	"clauz3/pkg/lower"
	"clauz3/pkg/python/parser"
	"clauz3/pkg/solve"
)

// Config is what to prove and how.
type Config struct {
	Load  load.Config
	Lower lower.Options
	Solve solve.Options
}

// Prove loads, lowers and solves the program of cfg.
func Prove(ctx context.Context, cfg Config) (*ir.Result, error) {
	if cfg.Load.Parse == nil {
		cfg.Load.Parse = parser.ParseFile
	}
	doc, err := load.Load(cfg.Load)
	if err != nil {
		return nil, err
	}
	d, err := lower.LowerWith(doc, cfg.Lower)
	if err != nil {
		return nil, err
	}
	return solve.Solve(ctx, d, cfg.Solve)
}
