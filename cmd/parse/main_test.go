package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	_ "clauz3/internal/golden" // go test ./... -update passes -update here too
)

// TestIndentMatchesJSONIndent checks that indentBounded writes what
// json.Indent writes down to its depth bound: strings with escaped quotes,
// backslashes and brackets, empty objects and arrays, nested values.
func TestIndentMatchesJSONIndent(t *testing.T) {
	docs := []any{
		map[string]any{"a": []any{}, "b": map[string]any{}, "c": "x\"]}\\", "d": []any{1, "{", []any{[]any{true, nil}}}},
		[]any{map[string]any{"k": map[string]any{"k": map[string]any{"k": []any{"é", 2.5}}}}},
		"plain", 3, []any{[]any{}}, map[string]any{"": ""},
	}
	for _, d := range docs {
		compact, err := json.Marshal(d)
		if err != nil {
			t.Fatal(err)
		}
		var want bytes.Buffer
		if err := json.Indent(&want, compact, "", " "); err != nil {
			t.Fatal(err)
		}
		if got := indentBounded(nil, compact, maxIndentDepth); !bytes.Equal(got, want.Bytes()) {
			t.Errorf("%s:\ngot  %s\nwant %s", compact, got, want.Bytes())
		}
	}
}

// TestIndentBoundedDepth checks that past the bound the output stays
// compact and the same JSON value, so its size is linear in the nesting.
func TestIndentBoundedDepth(t *testing.T) {
	nested := func(n int) []byte {
		return []byte(strings.Repeat(`{"a":[`, n) + `"x: ,"` + strings.Repeat(`]}`, n))
	}
	size := func(n int) int {
		src := nested(n)
		out := indentBounded(nil, src, 4)
		var a, b any
		if err := json.Unmarshal(src, &a); err != nil {
			t.Fatal(err)
		}
		if err := json.Unmarshal(out, &b); err != nil {
			t.Fatalf("depth %d: not JSON: %v", n, err)
		}
		if fmt.Sprint(a) != fmt.Sprint(b) {
			t.Fatalf("depth %d: the value changed", n)
		}
		return len(out)
	}
	small, large := size(1000), size(4000)
	if large > 4*small+100 {
		t.Errorf("output of depth 4,000 is %d bytes, of depth 1,000 %d: not linear", large, small)
	}
}

// TestElifChainLinear parses an if/elif chain of 1,000 branches (the
// syntax tree nests each branch in the one before): the document must
// stay a few megabytes (it was 96 MB fully indented).
func TestElifChainLinear(t *testing.T) {
	dir := t.TempDir()
	var b strings.Builder
	b.WriteString("def main(x: int) -> int:\n    if x == 0:\n        return 0\n")
	for i := 1; i < 1000; i++ {
		fmt.Fprintf(&b, "    elif x == %d:\n        return %d\n", i, i)
	}
	b.WriteString("    return -1\n")
	path := filepath.Join(dir, "chain.py")
	if err := os.WriteFile(path, []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	if code, err := run([]string{path}, &out); code != 0 || err != nil {
		t.Fatalf("parse: exit %d, %v", code, err)
	}
	if out.Len() > 8<<20 {
		t.Errorf("the document of a 1,000-branch chain is %d bytes", out.Len())
	}
	if !json.Valid(out.Bytes()) {
		t.Error("the document is not JSON")
	}
}
