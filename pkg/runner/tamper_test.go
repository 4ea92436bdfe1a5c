package runner

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"clauz3/pkg/load"
	"clauz3/pkg/python/parser"
)

// TestTamperedFilesRefused: the program executed must be the text that
// was hashed, and the trusted layer the worker imports the one proved.
func TestTamperedFilesRefused(t *testing.T) {
	dir := t.TempDir()
	files := map[string]string{
		"main.py":                      "from tools.fx.trusted.effects import log\n\n\ndef main():\n    log('x')\n",
		"tools/__init__.py":            "",
		"tools/fx/__init__.py":         "",
		"tools/fx/trusted/__init__.py": "",
		"tools/fx/trusted/effects.py":  "import deal\n\n\n@deal.has('log')\ndef log(msg: str) -> None:\n    pass\n",
	}
	for name, text := range files {
		p := filepath.Join(dir, name)
		os.MkdirAll(filepath.Dir(p), 0o755)
		os.WriteFile(p, []byte(text), 0o644)
	}
	doc, err := load.Load(load.Config{Entry: "main.py", TrustedRoots: []string{"tools/fx/trusted"}, Parse: parser.ParseFile, Dir: dir, ImportRoots: []string{dir}})
	if err != nil {
		t.Fatal(err)
	}
	if err := sameProgram(doc, []byte(files["main.py"])); err != nil {
		t.Fatalf("the same program refused: %v", err)
	}
	if err := sameProgram(doc, []byte(files["main.py"]+"log('y')\n")); err == nil || !strings.Contains(err.Error(), "changed while it was read") {
		t.Fatalf("a program read twice with different texts: %v", err)
	}
	if err := sameLayer(doc, dir); err != nil {
		t.Fatalf("the same layer refused: %v", err)
	}
	os.WriteFile(filepath.Join(dir, "tools/fx/trusted/effects.py"), []byte(files["tools/fx/trusted/effects.py"]+"# edited\n"), 0o644)
	if err := sameLayer(doc, dir); err == nil || !strings.Contains(err.Error(), "changed after it was proved") {
		t.Fatalf("an edited trusted module: %v", err)
	}
}
