package difftest

import (
	"os"
	"path/filepath"
	"strconv"
	"testing"
)

// TestRefusals prints the unsupported messages of the first N programs
// (DIFFTEST_REFUSALS=N) to tune the generator.
func TestRefusals(t *testing.T) {
	n, _ := strconv.Atoi(os.Getenv("DIFFTEST_REFUSALS"))
	if n == 0 {
		t.Skip("set DIFFTEST_REFUSALS=N")
	}
	low, err := NewLowerer(filepath.Join("testdata", "layer"), t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	seen := map[string]int{}
	for i := 0; i < n; i++ {
		p, _ := ProgramAt(*flagSeed, i, 1, GenOptions{})
		doc, err := low.Lower(p.Src)
		if err != nil {
			t.Logf("program %d: %v", i, err)
			continue
		}
		for _, o := range doc.Obligations {
			if o.Kind == "unsupported" {
				seen[o.Code]++
				if seen[o.Code] <= 3 {
					line := ""
					if o.Span.Line > 0 {
						lines := splitLines(p.Src)
						if o.Span.Line <= len(lines) {
							line = lines[o.Span.Line-1]
						}
					}
					t.Logf("%s: %s\n    %s", o.Code, o.Message, line)
				}
			}
		}
	}
}

func splitLines(s string) []string {
	var out []string
	start := 0
	for i := 0; i < len(s); i++ {
		if s[i] == '\n' {
			out = append(out, s[start:i])
			start = i + 1
		}
	}
	return out
}
