package ir

import (
	"encoding/json"
	"strings"
	"testing"

	"clauz3/pkg/diag"

	// This package has no goldens; the import makes it accept the suite's
	// -update switch, so that go test ./... -update runs here too.
	_ "clauz3/internal/golden"
)

const goodAST = `{"version":"clauz3.ast/v1","target":"main","entry":"x.py","sources":[],
"modules":[{"name":"x","path":"x.py","role":"entry","imports":[],"signatures":[],
"ast":{"_type":"Module","type_ignores":[],"body":[
 {"_type":"Expr","value":{"_type":"Name","id":"a","ctx":"Load","span":{"file":"x.py","line":1,"col":1,"end_line":1,"end_col":2}},
  "span":{"file":"x.py","line":1,"col":1,"end_line":1,"end_col":2}}]}}]}`

func TestCheckRefusals(t *testing.T) {
	cases := []struct {
		name string
		kind Kind
		doc  string
		want string // the whole brief message
	}{
		{"empty", KindDSL, "", "in.json: error: empty input: expected a dsl document [bad-document]"},
		{"blank", KindResult, " \n\t", "in.json: error: empty input: expected a result document [bad-document]"},
		{"truncated", KindAST, `{"version": "clauz3.ast/v1", "modules": [`, "in.json:1:42: error: invalid JSON: unexpected end of input (truncated document?) [bad-json]"},
		{"syntax", KindDSL, "{\n  \"a\": tru\n}", "in.json:2:11: error: invalid JSON: invalid character '\\n' in literal true (expecting 'e') [bad-json]"},
		{"trailing", KindDSL, `{} {}`, "in.json:1:4: error: invalid JSON: extra data after the document [bad-json]"},
		{"array", KindDSL, `[1]`, "in.json: error: expected a JSON object (a dsl document), found an array [bad-document]"},
		{"unknown version", KindDSL, `{"version":"clauz3.dsl/v9"}`, `in.json: at /version: error: unknown version "clauz3.dsl/v9": this program reads "clauz3.dsl/v1" [bad-document]`},
		{"missing version", KindResult, `{}`, `in.json: at /version: error: missing "version": expected "clauz3.result/v1" [bad-document]`},
		{"version type", KindAST, `{"version":1}`, `in.json: at /version: error: version must be a string, found a number [bad-document]`},
		{"wrong shape", KindDSL, `{"version":"clauz3.dsl/v1","facts":[{"id":"f1"}]}`, `in.json: at /facts/0: error: missing required property "relation" [bad-document]`},
		{"wrong type", KindDSL, `{"sorts":[{"name":"P","type":3}]}`, `in.json: at /sorts/0/type: error: expected string, found a number [bad-document]`},
		{"bad enum", KindDSL, `{"version":"clauz3.dsl/v1","obligations":[{"id":"o","kind":"wish","code":"c","message":"m","span":{"file":"f","line":1,"col":1,"end_line":1,"end_col":1}}]}`, `in.json: at /obligations/0/kind: error: "wish" is not one of "precondition", "assertion", "exception", "postcondition", "guarantee", "unsupported", "consistency", "loop-bound" [bad-document]`},
		{"unknown node", KindAST, strings.Replace(goodAST, `"_type":"Name"`, `"_type":"Foo"`, 1), `in.json: at /modules/0/ast/body/0/value/_type: error: unknown node class "Foo" [bad-document]`},
		{"bad node field", KindAST, strings.Replace(goodAST, `"ctx":"Load"`, `"ctx":"Lode"`, 1), `in.json: at /modules/0/ast/body/0/value/ctx: error: unknown expr_context "Lode" [bad-document]`},
		{"unknown property", KindAST, strings.Replace(goodAST, `"target":"main"`, `"target":"main","extra":1`, 1), `in.json: at /extra: error: unknown property "extra" [bad-document]`},
		{"deep", KindDSL, strings.Repeat("[", 20000) + strings.Repeat("]", 20000), "in.json: error: document nested 20000 levels deep; at most 10000 allowed [bad-document]"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, err := Check("in.json", []byte(c.doc), c.kind)
			if err == nil {
				t.Fatal("accepted")
			}
			if !strings.HasPrefix(err.Error(), c.want) {
				t.Errorf("got  %s\nwant %s", err, c.want)
			}
			if strings.Contains(err.Error(), "\n") {
				t.Errorf("message is not one line: %q", err)
			}
			if code := diag.ExitCode(err); code != diag.ExitBadInput {
				t.Errorf("exit code %d, want 2", code)
			}
		})
	}
}

func TestCheckAccepts(t *testing.T) {
	cases := []struct {
		name string
		kind Kind
		doc  string
	}{
		{"ast", KindAST, goodAST},
		{"pot program without version", KindDSL, `{"sorts":[{"name":"Person","type":"DeclareSort"}],"knowledge_base":["x"],"Actions":[1]}`},
		{"pot constants list", KindDSL, `{"constants":[]}`},
		{"dsl", KindDSL, `{"version":"clauz3.dsl/v1","obligations":[{"id":"o1","kind":"guarantee","code":"guarantee","message":"m","span":{"file":"f","line":1,"col":1,"end_line":1,"end_col":2},"relation":{"op":"all","view":{"name":"send_email","row":"e"},"row":"e","pred":"e.addr == \"b\""}}]}`},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if _, err := Check("in.json", []byte(c.doc), c.kind); err != nil {
				t.Fatal(err)
			}
		})
	}
}

func TestDecodeAST(t *testing.T) {
	var doc AST
	if err := Decode("in.json", []byte(goodAST), KindAST, &doc); err != nil {
		t.Fatal(err)
	}
	if len(doc.Modules) != 1 || doc.Modules[0].Tree == nil || len(doc.Modules[0].Tree.Body) != 1 {
		t.Fatalf("decoded %+v", doc)
	}
	if got := doc.Modules[0].Tree.Body[0].Span().Line; got != 1 {
		t.Errorf("span line %d", got)
	}
}

func TestDecodeASTMatchesDecode(t *testing.T) {
	var a AST
	if err := Decode("in.json", []byte(goodAST), KindAST, &a); err != nil {
		t.Fatal(err)
	}
	b, err := DecodeAST("in.json", []byte(goodAST))
	if err != nil {
		t.Fatal(err)
	}
	ja, _ := json.Marshal(a)
	jb, _ := json.Marshal(b)
	if string(ja) != string(jb) {
		t.Errorf("DecodeAST differs from Decode:\n%s\n%s", ja, jb)
	}
	if _, err := DecodeAST("in.json", []byte(strings.Replace(goodAST, `"ctx":"Load"`, `"ctx":"Lode"`, 1))); err == nil ||
		!strings.Contains(err.Error(), "at /modules/0/ast/body/0/value/ctx") {
		t.Errorf("bad tree: %v", err)
	}
}
