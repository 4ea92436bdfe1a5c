package prove

import (
	"context"
	"path/filepath"
	"strings"
	"testing"

	"clauz3/pkg/ir"
	"clauz3/pkg/load"
)

// TestUnmodelledPostcondition checks a trusted result whose postcondition
// has a part clauz3 does not model (testdata/unsuppost: strip of the
// result, each target run under CPython when written): the result is a
// value left free, so no counterexample rests on its value (status can
// never return 'o', though nothing modelled says so), a failure whatever
// it returns is refuted without showing one, and the modelled parts of
// the postcondition still prove what they say.
func TestUnmodelledPostcondition(t *testing.T) {
	for target, want := range map[string]string{
		"eq_o":          ir.StatusUnknown,
		"not_in":        ir.StatusUnknown,
		"always":        ir.StatusRefuted,
		"modelled_part": ir.StatusProved,
		"listed":        ir.StatusUnknown,
	} {
		res, err := Prove(context.Background(), Config{
			Load: load.Config{Entry: "m.py", Dir: filepath.Join("testdata", "unsuppost"), Target: target,
				TrustedRoots: []string{filepath.Join("tools", "st", "trusted")}},
		})
		if err != nil {
			t.Fatal(err)
		}
		var got *ir.ObligationResult
		for i, o := range res.DSL.Obligations {
			if o.Kind == ir.KindAssertion {
				got = &res.Obligations[i]
			}
		}
		if got == nil || got.Status != want {
			t.Errorf("%s: the assertion is %v, want %s", target, got, want)
			continue
		}
		if ce := got.Counterexample; ce != nil {
			for _, v := range ce.Variables {
				if strings.HasPrefix(v.Name, "status_result") {
					t.Errorf("%s: the counterexample shows status returning %s", target, v.Repr)
				}
			}
		}
	}
}
