package solve

import (
	"context"
	"encoding/json"
	"testing"
)

func TestSmokeEmail(t *testing.T) {
	src := `{
 "version": "clauz3.dsl/v1",
 "inputs": [{"name": "addr", "type": "str", "sort": "StringSort"}],
 "facts": [{"id": "f1", "relation": "send_email", "markers": ["email"],
   "fields": [{"name": "addr", "type": "str", "sort": "StringSort", "value": "addr"},
              {"name": "msg", "type": "str", "sort": "StringSort", "value": "'hi'"}],
   "cond": "Length(addr) > 3"}],
 "obligations": [{"id": "g1", "kind": "guarantee", "code": "guarantee", "message": "only bob",
   "relation": {"op": "all", "view": {"name": "email"}, "row": "e", "pred": "e.addr == 'bob@example.com'"}}]
}`
	doc, err := DecodeProgram([]byte(src))
	if err != nil {
		t.Fatal(err)
	}
	res, err := Solve(context.Background(), doc, Options{})
	if err != nil {
		t.Fatal(err)
	}
	b, _ := json.MarshalIndent(res.Obligations, "", " ")
	t.Logf("%s", b)
}
