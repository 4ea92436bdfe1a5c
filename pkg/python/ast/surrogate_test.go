package ast

import (
	"encoding/json"
	"testing"

	"clauz3/pkg/diag"
)

// TestSurrogateRoundTrip: a str with surrogates keeps its code points
// through JSON, with this package's reader and with encoding/json (which
// the stages' schema check uses).
func TestSurrogateRoundTrip(t *testing.T) {
	for _, s := range []string{
		string(AppendSurrogate(AppendSurrogate(nil, 0xD800), 0xDC00)), // '\ud800\udc00': two code points
		"a" + string(AppendSurrogate(nil, 0xDFFF)) + "é",
	} {
		at := diag.Span{File: "f.py", Line: 1, Col: 1, EndLine: 1, EndCol: 2}
		m := &Module{Body: []Stmt{&ExprStmt{Loc: at, Value: &Constant{Loc: at, Value: ConstValue{Kind: ConstStr, Str: s}}}}}
		data, err := Encode(m)
		if err != nil {
			t.Fatal(err)
		}
		var generic any
		if err := json.Unmarshal(data, &generic); err != nil {
			t.Fatal(err)
		}
		for name, decode := range map[string]func() (*Module, error){
			"DecodeModule":      func() (*Module, error) { return DecodeModule(data) },
			"DecodeModuleValue": func() (*Module, error) { return DecodeModuleValue(generic, "") },
		} {
			got, err := decode()
			if err != nil {
				t.Fatalf("%s: %v", name, err)
			}
			c := got.Body[0].(*ExprStmt).Value.(*Constant)
			if c.Value.Str != s || len(CodePoints(c.Value.Str)) != len(CodePoints(s)) {
				t.Errorf("%s: %q (%d code points), want %q (%d)", name, c.Value.Str, len(CodePoints(c.Value.Str)), s, len(CodePoints(s)))
			}
		}
	}
}
