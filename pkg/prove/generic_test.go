package prove

import (
	"context"
	"path/filepath"
	"strings"
	"testing"

	"clauz3/pkg/ir"
	"clauz3/pkg/load"
)

// TestGenericQueriesAndRows proves testdata/generic: a query generic in
// its Row class (read_rows(schema: type[RowT], ...) -> list[RowT]) yields
// rows of the class the program passes, and Row instances are built with
// keyword fields only, all of them, as clauz3.Row's __init__ requires:
// a missing field or a positional argument is the TypeError CPython
// raises (both checked under CPython with the reference's runtime: the
// messages below are its).
func TestGenericQueriesAndRows(t *testing.T) {
	dir := filepath.Join("testdata", "generic")
	for name, want := range map[string]string{
		"copy_pass.py":          "",
		"missing_field_fail.py": "TypeError: missing fields: ['age']",
		"positional_fail.py":    "TypeError: Row.__init__() takes 1 positional argument but 3 were given",
	} {
		t.Run(name, func(t *testing.T) {
			res, err := Prove(context.Background(), Config{Load: load.Config{Entry: name, Dir: dir,
				TrustedRoots: []string{"tools/store/trusted"}, ImportRoots: []string{"."}}})
			if err != nil {
				t.Fatal(err)
			}
			refuted := ""
			for i, o := range res.Obligations {
				switch o.Status {
				case ir.StatusProved:
				case ir.StatusRefuted:
					refuted = res.DSL.Obligations[i].Message
				default:
					t.Errorf("%s is %s: %s", o.ID, o.Status, res.DSL.Obligations[i].Message)
				}
			}
			if want == "" && refuted != "" || want != "" && !strings.Contains(refuted, want) {
				t.Errorf("refuted %q, want %q", refuted, want)
			}
		})
	}
}
