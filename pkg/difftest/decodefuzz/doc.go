// Package decodefuzz holds fuzz targets for the input decoders of the
// stage binaries, each decoding as its command does: lower's (ir.DecodeAST,
// then lower.Lower), solve's (the schema check, solve.DecodeProgramWarn,
// then solve.Solve) and explain's (ir.Decode of a result, then every
// rendering). Any input must give a document or an error that is a
// refusal of the input (exit 2) or a located unsupported diagnostic,
// never a panic or an internal error. parse's decoder of CPython's ast
// JSON has its own target (pkg/python/ast FuzzDecode).
//
// Seeds are the checked-in documents of every example case
// (testdata/*/*.txtar) and testdata/fuzz/<target>/ here.
//
//	go test ./pkg/difftest/decodefuzz -run '^$' -fuzz FuzzLowerInput -fuzztime 10m
package decodefuzz
