package difftest

import (
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"testing"
)

// TestRefusals counts the unsupported messages of the first N programs
// (DIFFTEST_REFUSALS=N; programs, not obligations), to tune the
// generator towards what lower supports.
func TestRefusals(t *testing.T) {
	n, _ := strconv.Atoi(os.Getenv("DIFFTEST_REFUSALS"))
	if n == 0 {
		t.Skip("set DIFFTEST_REFUSALS=N")
	}
	low, err := NewLowerer(filepath.Join("testdata", "layer"), t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	count := map[string]int{}
	example := map[string]string{}
	for i := 0; i < n; i++ {
		p, _ := ProgramAt(*flagSeed, i, 1, GenOptions{})
		doc, err := low.Lower(p.Src)
		if err != nil {
			t.Logf("program %d: %v", i, err)
			continue
		}
		seen := map[string]bool{}
		for _, o := range doc.Obligations {
			if o.Kind != "unsupported" {
				continue
			}
			k := o.Code + ": " + o.Message
			if seen[k] {
				continue
			}
			seen[k] = true
			count[k]++
			if _, ok := example[k]; !ok && o.Span.Line > 0 {
				lines := splitLines(p.Src)
				if o.Span.Line <= len(lines) {
					example[k] = lines[o.Span.Line-1]
				}
			}
		}
	}
	var keys []string
	for k := range count {
		keys = append(keys, k)
	}
	sort.Slice(keys, func(i, j int) bool { return count[keys[i]] > count[keys[j]] })
	var out string
	for _, k := range keys {
		out += fmt.Sprintf("%5d %s\n      %s\n", count[k], k, example[k])
	}
	t.Logf("refusals in %d programs:\n%s", n, out)
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
