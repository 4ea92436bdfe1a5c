package prove

import (
	"context"
	"path/filepath"
	"strings"
	"testing"

	"clauz3/pkg/ir"
	"clauz3/pkg/load"
)

// TestEvents proves the cases of testdata/events, a layer in clauz3 0.2's
// vocabulary whose effects declare events (@performs) in a hierarchy
// (Delete and Chmod are Writes): a relation over a class covers its
// subclasses, a call that performs several events adds each, and the
// refusals are those of the reference (a helper that raises while the
// guarantee is built, an event no trusted function performs, an event
// field that is not a parameter). Each verdict was checked against the
// reference implementation, clauz3 0.2.1.
func TestEvents(t *testing.T) {
	dir := filepath.Join("testdata", "events")
	files, _ := filepath.Glob(filepath.Join(dir, "cases", "*.py"))
	if len(files) < 8 {
		t.Fatalf("only %d cases", len(files))
	}
	refusals := map[string]string{
		"empty_prefix_refused.py": "unsupported-guarantee-raises",
		"unperformed_refused.py":  "unsupported-unknown-effect",
	}
	for _, f := range files {
		name := filepath.Base(f)
		t.Run(name, func(t *testing.T) {
			res, err := Prove(context.Background(), Config{Load: load.Config{
				Entry: filepath.Join("cases", name), Dir: dir, TrustedRoots: []string{"tools/fs/trusted"},
				ImportRoots: []string{"."},
			}})
			if err != nil {
				t.Fatal(err)
			}
			count := map[string]int{}
			codes := map[string]bool{}
			for _, o := range res.Obligations {
				count[o.Status]++
			}
			for _, o := range res.DSL.Obligations {
				codes[o.Code] = true
			}
			switch {
			case strings.HasSuffix(name, "_pass.py"):
				if count[ir.StatusProved] != len(res.Obligations) {
					t.Errorf("not proved: %v", count)
				}
			case strings.HasSuffix(name, "_fail.py"):
				if count[ir.StatusRefuted] == 0 || count[ir.StatusUnsupported] != 0 {
					t.Fatalf("not refuted: %v", count)
				}
				// the counterexample fires an event of the call
				events := map[string]bool{}
				for _, fa := range res.DSL.Facts {
					if fa.PerformedBy != "" {
						events[fa.ID] = true
					}
				}
				fired := false
				for _, o := range res.Obligations {
					if o.Status == ir.StatusRefuted && o.Counterexample != nil {
						for _, ff := range o.Counterexample.Facts {
							fired = fired || ff.Fires && events[ff.ID]
						}
					}
				}
				if !fired && name != "wipe_force_fail.py" { // a precondition fails before the call
					t.Errorf("no event fires in the counterexample")
				}
			default:
				if !codes[refusals[name]] || count[ir.StatusProved] == len(res.Obligations) {
					t.Errorf("want unsupported %s, got %v %v", refusals[name], count, codes)
				}
			}
		})
	}
	// refused: an event field that is not a parameter of the trusted
	// function; a precondition whose default differs from the function's
	// (deal passes the call's arguments through: the two would disagree)
	for entry, want := range map[string]string{
		"literal_field_refused.py":   "must be a parameter of the lambda",
		"wipe_mismatched_refused.py": "must be the function's",
	} {
		res, err := Prove(context.Background(), Config{Load: load.Config{
			Entry: entry, Dir: filepath.Join("testdata", "events_bad"),
			TrustedRoots: []string{"tools/badfs/trusted"}, ImportRoots: []string{"."},
		}})
		if err != nil {
			t.Fatal(err)
		}
		found := false
		for _, o := range res.DSL.Obligations {
			found = found || o.Kind == ir.KindUnsupported && strings.Contains(o.Message, want)
		}
		if !found {
			t.Errorf("%s: not refused (%q): %+v", entry, want, res.Obligations)
		}
	}
}
