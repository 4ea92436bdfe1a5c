package ast

import "testing"

// FuzzDecode checks that DecodeModule never panics on any input and that a
// document it accepts encodes and decodes to the same JSON.
func FuzzDecode(f *testing.F) {
	sp := `"span":{"file":"f","line":1,"col":1,"end_line":1,"end_col":2}`
	for _, s := range []string{
		`{"_type":"Module","body":[],"type_ignores":[]}`,
		`{"_type":"Module","body":[{"_type":"Expr","value":{"_type":"Constant","value":{"int":"12345678901234567890"},"kind":null,` + sp + `},` + sp + `}],"type_ignores":[]}`,
		`{"_type":"Module","body":[{"_type":"Expr","value":{"_type":"Dict","keys":[null],"values":[{"_type":"Name","id":"x","ctx":"Load",` + sp + `}],` + sp + `},` + sp + `}],"type_ignores":[]}`,
		`{"_type":"Module","body":[{"_type":"Expr","value":{"_type":"Constant","value":{"str":"\ud800\u00e9"},"kind":"u",` + sp + `},` + sp + `}],"type_ignores":[]}`,
		`{"_type":"Module","body":[{"_type":"Expr","value":{"_type":"Constant","value":{"float":"1e+16"},"kind":null,` + sp + `},` + sp + `}],"type_ignores":[]}`,
		`[`, `{"_type":1}`, `{"_type":"Foo"}`, `null`,
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		m, err := DecodeModule(data)
		if err != nil {
			return
		}
		enc, err := Encode(m)
		if err != nil {
			t.Fatalf("encode: %v", err)
		}
		m2, err := DecodeModule(enc)
		if err != nil {
			t.Fatalf("decode of re-encoded document: %v\n%s", err, enc)
		}
		enc2, err := Encode(m2)
		if err != nil || string(enc2) != string(enc) {
			t.Fatalf("not stable:\n%s\n%s", enc, enc2)
		}
	})
}
