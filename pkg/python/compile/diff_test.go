package compile

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"testing"
)

// stdlibDir is the standard library directory of the oracle.
func stdlibDir(t testing.TB) string {
	out, err := exec.Command(*pythonFlag, "-c", "import sysconfig; print(sysconfig.get_paths()['stdlib'])").Output()
	if err != nil {
		t.Skipf("no CPython oracle: %v", err)
	}
	return strings.TrimSpace(string(out))
}

// pyFiles lists the .py files under dir, sorted, without site-packages.
func pyFiles(dir string) []string {
	var files []string
	filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return nil
		}
		if d.IsDir() && (d.Name() == "site-packages" || d.Name() == "__pycache__") {
			return filepath.SkipDir
		}
		if !d.IsDir() && strings.HasSuffix(p, ".py") {
			files = append(files, p)
		}
		return nil
	})
	sort.Strings(files)
	return files
}

// diffStats counts a differential run.
type diffStats struct {
	programs  int // compared (both parsers accept, or our parser's refusal is compile()'s)
	refused   int // of which CPython's compile() refuses
	skipped   int // CPython's ast.parse refuses
	unparsed  int // our parser refuses what CPython parses
	mismatch  []string
	parserOut []string // our parser refuses what CPython compiles: the parser's business
	byMessage map[string]int
}

func (s diffStats) String() string {
	return fmt.Sprintf("%d programs compared (%d refused by compile()), %d skipped (ast.parse refuses them), %d refused by our parser only, %d differences",
		s.programs, s.refused, s.skipped, s.unparsed, len(s.mismatch))
}

// compare checks our verdict on each program against CPython's.
// names label the programs in messages; srcs are the texts.
func compare(t testing.TB, v Version, names []string, srcs [][]byte, got []oracleVerdict) diffStats {
	st := diffStats{byMessage: map[string]int{}}
	for i, o := range got {
		if !o.Parse {
			st.skipped++
			continue
		}
		verdict, _, parsed := ours(names[i], srcs[i], v)
		want := o.String()
		if !parsed && verdict != want {
			st.unparsed++
			if o.OK {
				st.parserOut = append(st.parserOut, fmt.Sprintf("%s: our parser refuses it (%s); CPython 3.%d compiles it", names[i], verdict, v))
			} else {
				st.parserOut = append(st.parserOut, fmt.Sprintf("%s: our parser refuses it (%s); CPython 3.%d's compile() too (%s)", names[i], verdict, v, want))
			}
			continue
		}
		st.programs++
		if !o.OK {
			st.refused++
			msg := o.Msg
			if k := strings.IndexAny(msg, "'("); k > 0 {
				msg = msg[:k]
			}
			st.byMessage[msg]++
		}
		if verdict != want {
			st.mismatch = append(st.mismatch, fmt.Sprintf("%s: ours %q, CPython 3.%d %q", names[i], verdict, v, want))
		}
	}
	return st
}

func compareFiles(t testing.TB, files []string) diffStats {
	v := oracle(t)
	var reqs []map[string]string
	var srcs [][]byte
	for _, f := range files {
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		srcs = append(srcs, src)
		reqs = append(reqs, map[string]string{"path": f})
	}
	return compare(t, v, files, srcs, ask(t, reqs))
}

func report(t *testing.T, what string, st diffStats) {
	t.Logf("%s: %s", what, st)
	if len(st.byMessage) > 0 {
		var ms []string
		for m, n := range st.byMessage {
			ms = append(ms, fmt.Sprintf("%5d  %s", n, m))
		}
		sort.Strings(ms)
		t.Logf("refusals by message:\n%s", strings.Join(ms, "\n"))
	}
	for _, m := range st.parserOut {
		t.Logf("decided by pkg/python/parser, not this package: %s", m)
	}
	for i, m := range st.mismatch {
		if i == 50 {
			t.Errorf("... and %d more differences", len(st.mismatch)-50)
			break
		}
		t.Error(m)
	}
}

// TestDifferentialStdlibSample compares a fixed sample of the standard
// library (every 40th file) with CPython; the whole of it runs with
// -stdlib.
func TestDifferentialStdlibSample(t *testing.T) {
	files := pyFiles(stdlibDir(t))
	var sample []string
	for i := 0; i < len(files); i += 40 {
		sample = append(sample, files[i])
	}
	report(t, "stdlib sample", compareFiles(t, sample))
}

// TestDifferentialStdlib compares every file of the standard library
// (-stdlib) or of -diffdir with CPython: we must accept exactly what
// compile() accepts, and refuse the rest on CPython's line with CPython's
// message. The test suite's own small programs (doctest examples, and
// string constants of test_*.py that parse) are compared too.
func TestDifferentialStdlib(t *testing.T) {
	if !*stdlibFlag && *diffDirFlag == "" {
		t.Skip("the whole-stdlib differential test runs with -stdlib (or -diffdir DIR)")
	}
	dir := *diffDirFlag
	if dir == "" {
		dir = stdlibDir(t)
	}
	report(t, dir, compareFiles(t, pyFiles(dir)))
	if *diffDirFlag != "" {
		return
	}
	v := oracle(t)
	suite := dir
	if *testSuiteFlag != "" {
		suite = *testSuiteFlag
	}
	out, err := exec.Command(*pythonFlag, "testdata/harvest.py", suite).Output()
	if err != nil {
		t.Fatalf("harvest.py: %v", err)
	}
	var names []string
	var srcs [][]byte
	var reqs []map[string]string
	sc := bufio.NewScanner(bytes.NewReader(out))
	sc.Buffer(make([]byte, 1<<20), 1<<26)
	for sc.Scan() {
		var h struct{ Src, From string }
		if err := json.Unmarshal(sc.Bytes(), &h); err != nil {
			t.Fatal(err)
		}
		names = append(names, h.From)
		srcs = append(srcs, []byte(h.Src))
		reqs = append(reqs, map[string]string{"src": h.Src})
	}
	report(t, "programs from the test suite", compare(t, v, names, srcs, ask(t, reqs)))
}
