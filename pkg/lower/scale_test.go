package lower

import (
	"encoding/json"
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"clauz3/pkg/load"
)

// branchy returns a program with n sequential ifs that each update a
// variable and may send an email: without merging at joins its paths
// (and, with naive If terms, its expressions) double with every if.
func branchy(n int) string {
	var b strings.Builder
	b.WriteString(header)
	b.WriteString("\n@clauz3.guarantee(mail.at_most(" + fmt.Sprint(n) + "))\ndef main(k: int, flag: bool) -> None:\n    x = 0\n")
	for i := 0; i < n; i++ {
		fmt.Fprintf(&b, "    if k > %d and flag:\n        x = x + %d\n        send_email(\"bob@example.com\", \"step\")\n    else:\n        x = x - 1\n", i, i)
	}
	b.WriteString("    assert x > -1000000\n")
	return b.String()
}

// TestLinearSize checks that the document grows linearly with the number
// of branches (definitional symbols keep every expression small).
func TestLinearSize(t *testing.T) {
	size := func(n int) int {
		d, err := lowerSource(t, branchy(n))
		if err != nil {
			t.Fatal(err)
		}
		d.Sources = nil
		b, _ := json.Marshal(d)
		if len(d.Facts) != n {
			t.Fatalf("%d facts for %d branches", len(d.Facts), n)
		}
		return len(b)
	}
	s50, s200 := size(50), size(200)
	if ratio := float64(s200) / float64(s50); ratio > 4.6 {
		t.Errorf("document size grows superlinearly: %d bytes for 50 branches, %d for 200 (x%.1f)", s50, s200, ratio)
	}
}

func BenchmarkLowerBranchy(b *testing.B) {
	src := branchy(100)
	d, err := lowerSource(b, src)
	if err != nil || len(d.Facts) != 100 {
		b.Fatal(err)
	}
	// Re-lower the same loaded program: lowering alone, no parsing.
	doc := loadSource(b, src)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, err := Lower(doc); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkLowerTypical lowers a typical agent program (helper_pass.py:
// a helper, branches, two guarantees) from its loaded document.
func BenchmarkLowerTypical(b *testing.B) {
	dir := filepath.Join(repoRoot(b), "examples", "email")
	doc, err := load.Load(load.Config{Entry: filepath.Join("cases", "helper_pass.py"),
		TrustedRoots: []string{filepath.Join("tools", "email", "trusted")}, ImportRoots: []string{"."},
		Dir: dir, Parse: pyParse(b)})
	if err != nil {
		b.Fatal(err)
	}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, err := Lower(doc); err != nil {
			b.Fatal(err)
		}
	}
}
