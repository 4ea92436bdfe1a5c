package decodefuzz

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/rogpeppe/go-internal/txtar"

	"clauz3/internal/golden"
	"clauz3/pkg/diag"
	"clauz3/pkg/explain"
	"clauz3/pkg/ir"
	"clauz3/pkg/lower"
	"clauz3/pkg/solve"
)

// addGoldens seeds f with the file name of every example case's archive
// (out/parse.json, out/lower.json or out/solve.json).
func addGoldens(f *testing.F, name string) {
	files, _ := filepath.Glob(filepath.Join(golden.Root(), "testdata", "*", "*.txtar"))
	if len(files) == 0 {
		f.Fatal("no example archives")
	}
	for _, p := range files {
		ar, err := txtar.ParseFile(p)
		if err != nil {
			f.Fatal(err)
		}
		for _, file := range ar.Files {
			if file.Name == name {
				f.Add(file.Data)
			}
		}
	}
}

// refusal reports whether err is what a stage may answer to bad input:
// exit 2, or diagnostics located in the program (exit 1: lower reports
// what it does not support as an error list).
func refusal(err error) bool {
	var ice *diag.ICEError
	if errors.As(err, &ice) {
		return false
	}
	code := diag.ExitCode(err)
	return code == diag.ExitBadInput || code == diag.ExitNotProved
}

// guard turns a panic of fn into a test failure that names the input.
func guard(t *testing.T, what string, data []byte, fn func()) {
	defer func() {
		if r := recover(); r != nil {
			t.Fatalf("%s panics: %v\ninput: %q", what, r, truncate(data))
		}
	}()
	fn()
}

func truncate(b []byte) []byte {
	if len(b) > 2000 {
		return b[:2000]
	}
	return b
}

// FuzzLowerInput decodes arbitrary documents as the lower command does
// and lowers those that decode.
func FuzzLowerInput(f *testing.F) {
	addGoldens(f, "out/parse.json")
	f.Fuzz(func(t *testing.T, data []byte) {
		guard(t, "lower", data, func() {
			doc, err := ir.DecodeAST("ast.json", data)
			if err != nil {
				if !refusal(err) {
					t.Fatalf("DecodeAST: %v (exit %d) is not a refusal of the input", err, diag.ExitCode(err))
				}
				return
			}
			done := make(chan error, 1)
			go func() {
				defer func() {
					if r := recover(); r != nil {
						done <- fmt.Errorf("panic: %v", r)
					}
				}()
				_, err := lower.Lower(doc)
				done <- err
			}()
			select {
			case err := <-done:
				if err != nil && !refusal(err) {
					t.Fatalf("lower: %v (exit %d) on a document the schema accepts\ninput: %q", err, diag.ExitCode(err), truncate(data))
				}
			case <-time.After(20 * time.Second):
				t.Fatalf("lower takes more than 20 s\ninput: %q", truncate(data))
			}
		})
	})
}

// FuzzSolveInput decodes arbitrary documents as the solve command does
// (solve.CheckDocument: the schema check of a clauz3 document; then the
// decoder that also takes proof-of-thought programs) and solves those
// that decode.
func FuzzSolveInput(f *testing.F) {
	addGoldens(f, "out/lower.json")
	pots, _ := filepath.Glob(filepath.Join(golden.Root(), "pkg", "solve", "testdata", "pot", "*.json"))
	for _, p := range pots {
		if data, err := os.ReadFile(p); err == nil {
			f.Add(data)
		}
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		guard(t, "solve", data, func() {
			if err := solve.CheckDocument("dsl.json", data); err != nil {
				if !refusal(err) {
					t.Fatalf("Check: %v (exit %d) is not a refusal of the input", err, diag.ExitCode(err))
				}
				return
			}
			doc, err := solve.DecodeProgramWarn(data, func(*diag.Diagnostic) {})
			if err != nil {
				if !refusal(err) {
					t.Fatalf("DecodeProgramWarn: %v (exit %d) is not a refusal of the input", err, diag.ExitCode(err))
				}
				return
			}
			ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
			defer cancel()
			if _, err := solve.Solve(ctx, doc, solve.Options{TimeoutMS: 300}); err != nil && ctx.Err() == nil && !refusal(err) {
				t.Fatalf("Solve: %v (exit %d) on a document the decoder accepts\ninput: %q", err, diag.ExitCode(err), truncate(data))
			}
		})
	})
}

// FuzzExplainInput decodes arbitrary documents as the explain command
// does and renders those that decode in every format.
func FuzzExplainInput(f *testing.F) {
	addGoldens(f, "out/solve.json")
	f.Fuzz(func(t *testing.T, data []byte) {
		guard(t, "explain", data, func() {
			var res ir.Result
			if err := ir.Decode("result.json", data, ir.KindResult, &res); err != nil {
				if !refusal(err) {
					t.Fatalf("Decode: %v (exit %d) is not a refusal of the input", err, diag.ExitCode(err))
				}
				return
			}
			for _, format := range explain.Formats() {
				var b bytes.Buffer
				if err := explain.Render(&b, &res, format); err != nil {
					t.Fatalf("Render(%s): %v on a result the schema accepts", format, err)
				}
			}
			_ = explain.ExitCode(&res)
		})
	})
}
