package ast

import (
	"bytes"
	"encoding/json"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	// This package has no goldens; the import makes it accept the suite's
	// -update switch, so that go test ./... -update runs here too.
	_ "clauz3/internal/golden"
)

func TestFloatRepr(t *testing.T) {
	for _, tc := range []struct {
		f    float64
		want string
	}{
		{1.5, "1.5"}, {1e16, "1e+16"}, {1e15, "1000000000000000.0"}, {123456789012345678, "1.2345678901234568e+17"},
		{0.0001, "0.0001"}, {0.00001, "1e-05"}, {1.5e-5, "1.5e-05"}, {3, "3.0"}, {0, "0.0"}, {math.Copysign(0, -1), "-0.0"},
		{math.Inf(1), "inf"}, {math.NaN(), "nan"}, {0.1, "0.1"}, {1e300, "1e+300"}, {2.5e-300, "2.5e-300"},
		{9999999999999998, "9999999999999998.0"}, {123.456, "123.456"}, {5e-324, "5e-324"},
	} {
		if got := FloatRepr(tc.f); got != tc.want {
			t.Errorf("FloatRepr(%v) = %q, want %q", tc.f, got, tc.want)
		}
	}
}

func TestDecodeErrors(t *testing.T) {
	for _, tc := range []struct{ doc, want string }{
		{`{"_type":"Module","body":[{"_type":"Expr","value":{"_type":"Foo"},"span":{"file":"f","line":1,"col":1,"end_line":1,"end_col":2}}],"type_ignores":[]}`,
			`at /body/0/value/_type: error: unknown node class "Foo" [bad-ast]`},
		{`{"_type":"Module","body":[],"type_ignores":[],"x":1}`, `at /x: error: unknown field "x" for Module`},
		{`{"_type":"Module","body":[{"_type":"Pass"}],"type_ignores":[]}`, `at /body/0: error: Pass node has no field "span"`},
		{`{"_type":"Module","body":[{"_type":"Name","id":"x","ctx":"Load","span":{"file":"f","line":1,"col":1,"end_line":1,"end_col":2}}],"type_ignores":[]}`,
			`at /body/0: error: expected a stmt node, found "Name"`},
		{`{"_type":"Module","body":[{"_type":"Expr","value":{"_type":"Name","id":"x","ctx":"Lod","span":{"file":"f","line":1,"col":1,"end_line":1,"end_col":2}},"span":{"file":"f","line":1,"col":1,"end_line":1,"end_col":2}}],"type_ignores":[]}`,
			`at /body/0/value/ctx: error: unknown expr_context "Lod"`},
		{`{"_type":"Module","body":[{"_type":"Expr","value":{"_type":"Constant","value":{"int":"1x"},"kind":null,"span":{"file":"f","line":1,"col":1,"end_line":1,"end_col":2}},"span":{"file":"f","line":1,"col":1,"end_line":1,"end_col":2}}],"type_ignores":[]}`,
			`at /body/0/value/value/int: error: bad int constant 1x`},
		{`[1,`, `invalid JSON at byte offset 3`},
		{strings.Repeat("[", 20000), `nesting deeper than`},
	} {
		_, err := DecodeModule([]byte(tc.doc))
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("DecodeModule(%.60s...) = %v, want %q", tc.doc, err, tc.want)
		}
	}
}

func TestDecodeDepthLimit(t *testing.T) {
	// -(-(-...x)) nested MaxDepth+10 times.
	n := MaxDepth + 10
	sp := `"span":{"file":"f","line":1,"col":1,"end_line":1,"end_col":2}`
	var b strings.Builder
	b.WriteString(`{"_type":"Module","body":[{"_type":"Expr","value":`)
	for i := 0; i < n; i++ {
		b.WriteString(`{"_type":"UnaryOp","op":"USub","operand":`)
	}
	b.WriteString(`{"_type":"Name","id":"x","ctx":"Load",` + sp + `}`)
	for i := 0; i < n; i++ {
		b.WriteString(`,` + sp + `}`)
	}
	b.WriteString(`,` + sp + `}],"type_ignores":[]}`)
	_, err := DecodeModule([]byte(b.String()))
	if err == nil || !strings.Contains(err.Error(), "nested deeper than") {
		t.Fatalf("got %v, want a nesting error", err)
	}
}

// TestRoundTripCPython decodes CPython's tree (tools/pyast.py) of a few
// files and checks that encoding it again gives the same JSON value.
func TestRoundTripCPython(t *testing.T) {
	py, err := exec.LookPath("python3")
	if err != nil {
		t.Skip("python3 not found")
	}
	out, err := exec.Command(py, "-c", `import sysconfig;print(sysconfig.get_paths()["stdlib"])`).Output()
	if err != nil {
		t.Skip("python3 stdlib not found")
	}
	lib := strings.TrimSpace(string(out))
	files := []string{"../../../tools/pyast.py"}
	for _, f := range []string{"ast.py", "dataclasses.py", "test/test_fstring.py", "test/test_patma.py", "test/test_grammar.py", "test/test_codecs.py", "test/test_unicode.py"} {
		if _, err := os.Stat(filepath.Join(lib, f)); err == nil {
			files = append(files, filepath.Join(lib, f))
		}
	}
	cmd := exec.Command(py, append([]string{"../../../tools/pyast.py", "--many"}, files...)...)
	out, err = cmd.Output()
	if err != nil {
		t.Fatalf("pyast.py: %v", err)
	}
	for _, line := range bytes.Split(bytes.TrimSpace(out), []byte("\n")) {
		v, err := parseJSON(line, 100000)
		if err != nil {
			t.Fatal(err)
		}
		rec := v.(map[string]any)
		if rec["error"] != nil {
			t.Logf("%s: %s", rec["path"], rec["error"])
			continue
		}
		m, err := DecodeModuleValue(rec["ast"], "")
		if err != nil {
			t.Errorf("%s: %v", rec["path"], err)
			continue
		}
		enc, err := Encode(m)
		if err != nil {
			t.Fatalf("%s: %v", rec["path"], err)
		}
		back, err := parseJSON(enc, 100000)
		if err != nil {
			t.Fatalf("%s: re-encoded JSON: %v", rec["path"], err)
		}
		if !reflect.DeepEqual(back, rec["ast"]) {
			t.Errorf("%s: round trip differs", rec["path"])
		}
		// encoding/json must accept it too.
		var mm Module
		if err := json.Unmarshal(enc, &mm); err != nil {
			t.Errorf("%s: json.Unmarshal: %v", rec["path"], err)
		}
	}
}
