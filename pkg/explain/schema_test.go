package explain

import (
	"encoding/json"
	"testing"

	"clauz3/pkg/ir"
)

// TestCasesAreResults checks that the golden cases marked valid are
// documents solve could have written: they pass the result schema.
func TestCasesAreResults(t *testing.T) {
	for _, c := range goldenCases {
		res := c.res()
		if !c.valid {
			continue
		}
		data, err := json.Marshal(res)
		if err != nil {
			t.Fatal(err)
		}
		var back ir.Result
		if err := ir.Decode(c.name+".json", data, ir.KindResult, &back); err != nil {
			t.Errorf("%s: %v", c.name, err)
		}
	}
}
