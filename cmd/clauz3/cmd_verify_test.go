package main

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"clauz3/pkg/cli"
)

// clauz3Verify runs `clauz3 verify ARGS` in process.
func clauz3Verify(t *testing.T, args ...string) (int, string, string) {
	t.Helper()
	var stdout, stderr bytes.Buffer
	code := cli.Run("clauz3", &stderr, func() (int, error) {
		return run(append([]string{"verify"}, args...), &stdout)
	})
	return code, stdout.String(), stderr.String()
}

// TestVerifyCommand: in a project directory, verify proves the example
// module, writes the cache under .clauz3/cache, answers the second run
// from it, and proves again with --no-cache; the exit code says whether
// every function is verified; the formats parse; usage and bad input
// exit 2 with a message.
func TestVerifyCommand(t *testing.T) {
	src, err := os.ReadFile(filepath.Join("..", "..", "examples", "verify", "arith.py"))
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	os.WriteFile(filepath.Join(dir, "arith.py"), src, 0o644)
	os.WriteFile(filepath.Join(dir, "good.py"), []byte("import deal\n\n\n@deal.ensure(lambda x, result: result >= x)\ndef up(x: int) -> int:\n    return x + 1\n"), 0o644)
	t.Chdir(dir)

	code, out, errs := clauz3Verify(t, "arith.py")
	if code != 1 || !strings.Contains(out, "FAIL arith.py:21: clamp_unchecked: counterexample: clamp_unchecked(") ||
		!strings.Contains(out, "ok   arith.py:10: clamp: verified") || strings.Contains(out, "(cached)") {
		t.Fatalf("first run: exit %d\n%s%s", code, out, errs)
	}
	if entries, _ := filepath.Glob(filepath.Join(".clauz3", "cache", "verify", "*", "*.json")); len(entries) != 5 {
		t.Errorf("%d cache entries, want 5", len(entries))
	}
	code, out2, _ := clauz3Verify(t, "arith.py")
	if code != 1 || strings.Count(out2, "(cached)") != 5 || strings.ReplaceAll(out2, " (cached)", "") != out {
		t.Errorf("second run: exit %d, want every line of the first, cached:\n%s", code, out2)
	}
	if code, out, _ := clauz3Verify(t, "arith.py", "--no-cache"); code != 1 || strings.Contains(out, "(cached)") {
		t.Errorf("--no-cache: exit %d\n%s", code, out)
	}

	code, out, errs = clauz3Verify(t, "good.py", "--format", "json")
	var rep struct {
		Verdict      string `json:"verdict"`
		Certificates []struct {
			Function string `json:"function"`
			Status   string `json:"status"`
		} `json:"certificates"`
	}
	if err := json.Unmarshal([]byte(out), &rep); err != nil || code != 0 || rep.Verdict != "verified" ||
		len(rep.Certificates) != 1 || rep.Certificates[0].Function != "up" || rep.Certificates[0].Status != "verified" {
		t.Errorf("good.py as json: exit %d, %v\n%s%s", code, err, out, errs)
	}
	code, out, _ = clauz3Verify(t, ".", "--format", "sarif", "--no-cache")
	var log struct {
		Runs []struct {
			Results []struct {
				RuleID string `json:"ruleId"`
			} `json:"results"`
		} `json:"runs"`
	}
	if err := json.Unmarshal([]byte(out), &log); err != nil || code != 1 || len(log.Runs) != 1 || len(log.Runs[0].Results) != 2 {
		t.Errorf("sarif of the directory: exit %d, %v, want 2 results (clamp_unchecked, div_unchecked)\n%s", code, err, out)
	}

	for _, c := range []struct {
		args []string
		err  string
	}{
		{nil, "expected at least one FILE or directory"},
		{[]string{"arith.py", "--format", "markdown"}, `unknown format "markdown" (want text, json or sarif)`},
		{[]string{"arith.py", "--target", "clamp"}, "--target is not a flag of verify"},
		{[]string{"nope.py"}, "nope.py: error: cannot read: no such file or directory [no-such-file]"},
		{[]string{"arith.py", "--timeout", "soon"}, "invalid argument \"soon\" for --timeout"},
	} {
		code, out, errs := clauz3Verify(t, c.args...)
		if code != 2 || out != "" || !strings.Contains(errs, c.err) {
			t.Errorf("verify %q: exit %d, stdout %q, stderr %q; want exit 2 and %q", c.args, code, out, errs, c.err)
		}
	}
	if code, out, _ := clauz3Verify(t, "--help"); code != 0 || !strings.Contains(out, "Exit status:") || !strings.Contains(out, "--no-cache") {
		t.Errorf("--help: exit %d\n%s", code, out)
	}
}
