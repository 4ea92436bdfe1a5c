package explain

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"clauz3/pkg/diag"
	"clauz3/pkg/ir"
)

// validateSARIF is a Python program that validates each file named on
// its command line against the official SARIF 2.1.0 schema (draft-04)
// with the jsonschema package, printing every error with its path.
const validateSARIF = `
import json, sys
import jsonschema
schema = json.load(open(sys.argv[1]))
v = jsonschema.Draft4Validator(schema)
bad = 0
for path in sys.argv[2:]:
    for e in sorted(v.iter_errors(json.load(open(path))), key=str):
        bad += 1
        print("%s: at %s: %s" % (path, "/".join(map(str, e.absolute_path)), e.message))
sys.exit(1 if bad else 0)
`

// TestSARIFSchema validates the SARIF clauz3 writes (every golden case,
// with and without a base URI, and the log of a failed run) against the
// official SARIF 2.1.0 schema, vendored under testdata/sarif-schema with
// its licence, using the Python jsonschema package from the project's
// .venv (make deps).
func TestSARIFSchema(t *testing.T) {
	python, err := filepath.Abs(filepath.Join("..", "..", ".venv", "bin", "python"))
	if err != nil {
		t.Fatal(err)
	}
	if out, err := exec.Command(python, "-c", "import jsonschema").CombinedOutput(); err != nil {
		t.Fatalf("the Python jsonschema package is missing from .venv (run make deps): %v\n%s", err, out)
	}
	dir := t.TempDir()
	files := []string{}
	write := func(name, text string) {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		files = append(files, p)
	}
	for _, c := range goldenCases {
		write(c.name+".sarif", render(t, c.res(), FormatSARIF))
		var b bytes.Buffer
		if err := RenderOptions(&b, c.res(), Options{Format: FormatSARIF, BaseURI: DirURI("/work/some dir")}); err != nil {
			t.Fatal(err)
		}
		write(c.name+"-base.sarif", b.String())
	}
	var b bytes.Buffer
	err = RenderFailure(&b, FormatSARIF, []*diag.Diagnostic{
		{Severity: diag.Error, Code: "syntax", Message: "expected ':'", Span: ir.Span{File: "plan.py", Line: 3, Col: 9, EndLine: 3, EndCol: 10}},
		{Severity: diag.Error, Message: "no place"},
	})
	if err != nil {
		t.Fatal(err)
	}
	write("failure.sarif", b.String())
	examples, _ := filepath.Glob(filepath.Join("testdata", "examples", "*.sarif"))
	if len(examples) < len(exampleCases) {
		t.Fatalf("%d example SARIF goldens, want %d", len(examples), len(exampleCases))
	}
	files = append(files, examples...)
	schema := filepath.Join("testdata", "sarif-schema", "sarif-2.1.0-rtm.5.json")
	out, err := exec.Command(python, append([]string{"-c", validateSARIF, schema}, files...)...).CombinedOutput()
	if err != nil {
		t.Fatalf("SARIF does not validate against the 2.1.0 schema: %v\n%s", err, out)
	}

	// The validator rejects what the schema forbids (so that this test
	// can fail): a result whose kind is not one SARIF knows.
	bad := strings.Replace(render(t, onlyBobFail(), FormatSARIF), `"kind": "fail"`, `"kind": "failed"`, 1)
	p := filepath.Join(dir, "bad.sarif")
	if err := os.WriteFile(p, []byte(bad), 0o644); err != nil {
		t.Fatal(err)
	}
	if out, err := exec.Command(python, "-c", validateSARIF, schema, p).CombinedOutput(); err == nil {
		t.Errorf("a SARIF log with kind \"failed\" validates:\n%s", out)
	}
}

// TestSARIFBase: with a base URI, locations are relative to the uriBaseId
// the run defines as a file:// URI; absolute paths are file:// URIs.
func TestSARIFBase(t *testing.T) {
	var b bytes.Buffer
	if err := RenderOptions(&b, onlyBobFail(), Options{Format: FormatSARIF, BaseURI: DirURI("/work/some dir")}); err != nil {
		t.Fatal(err)
	}
	out := b.String()
	for _, want := range []string{
		`"originalUriBaseIds": {
        "SRCROOT": {
          "uri": "file:///work/some%20dir/"
        }
      }`,
		`"uri": "cases/only_bob_fail.py",
                  "uriBaseId": "SRCROOT"`,
	} {
		if !strings.Contains(out, want) {
			t.Errorf("no %s in:\n%s", want, out)
		}
	}
	if got := fileURI("/abs/x y.py"); got != "file:///abs/x%20y.py" {
		t.Errorf("fileURI = %q", got)
	}
}
