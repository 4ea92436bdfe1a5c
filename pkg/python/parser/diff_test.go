package parser

import (
	"bufio"
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"io/fs"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"clauz3/pkg/python/ast"
)

var (
	stdlibFlag = flag.Bool("stdlib", false, "run the differential test on the whole Python standard library")
	diffDir    = flag.String("diffdir", "", "run the differential test on every .py file under this directory")
	pythonFlag = flag.String("python", "python3", "the CPython used as the oracle (3.12 or later: f-string spans are compared too)")
)

// oracleIs312 reports whether the oracle is CPython 3.12 or later, whose
// f-string positions follow PEP 701 as this parser does.
func oracleIs312(t testing.TB) bool {
	out, err := exec.Command(*pythonFlag, "-c", "import sys;print(sys.version_info >= (3, 12))").Output()
	return err == nil && strings.TrimSpace(string(out)) == "True"
}

// pyast runs tools/pyast.py --many over files and returns, per file, the
// JSON tree CPython produced or its error.
func pyast(t testing.TB, files []string) map[string]json.RawMessage {
	py, err := exec.LookPath(*pythonFlag)
	if err != nil {
		t.Skip("python3 not found: differential test skipped")
	}
	cmd := exec.Command(py, "../../../tools/pyast.py", "--many", "-")
	cmd.Stdin = strings.NewReader(strings.Join(files, "\n") + "\n")
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("pyast.py: %v\n%s", err, stderr.String())
	}
	res := map[string]json.RawMessage{}
	sc := bufio.NewScanner(bytes.NewReader(out))
	sc.Buffer(make([]byte, 1<<20), 1<<30)
	for sc.Scan() {
		var rec struct {
			Path  string          `json:"path"`
			AST   json.RawMessage `json:"ast"`
			Error string          `json:"error"`
		}
		if err := json.Unmarshal(sc.Bytes(), &rec); err != nil {
			t.Fatalf("pyast.py output: %v", err)
		}
		if rec.Error != "" {
			res[rec.Path] = nil
			continue
		}
		res[rec.Path] = append(json.RawMessage(nil), rec.AST...)
	}
	return res
}

func decodeGeneric(data []byte) (any, error) {
	d := json.NewDecoder(bytes.NewReader(data))
	d.UseNumber()
	var v any
	err := d.Decode(&v)
	return v, err
}

// firstDiff returns the JSON path of the first difference between our tree
// a and CPython's b, or "". Spans of the literal parts of f-strings
// (Constant, FormattedValue and JoinedStr nodes inside a JoinedStr) are not
// compared: CPython 3.11 gives them the span of the whole f-string, 3.12
// (which this parser follows) their own.
func firstDiff(a, b any, path string, inF bool) string {
	return firstDiffMode(a, b, path, inF, false)
}

// firstDiffMode is firstDiff; exact compares f-string spans too (for a
// CPython 3.12 oracle).
func firstDiffMode(a, b any, path string, inF, exact bool) string {
	switch av := a.(type) {
	case map[string]any:
		bv, ok := b.(map[string]any)
		if !ok {
			return path
		}
		typ, _ := av["_type"].(string)
		keys := map[string]bool{}
		for k := range av {
			keys[k] = true
		}
		for k := range bv {
			keys[k] = true
		}
		var ks []string
		for k := range keys {
			ks = append(ks, k)
		}
		sort.Strings(ks)
		childF := inF || typ == "JoinedStr"
		for _, k := range ks {
			if k == "span" && inF && !exact && (typ == "Constant" || typ == "FormattedValue" || typ == "JoinedStr") {
				continue
			}
			if k == "value" && typ == "FormattedValue" && !exact {
				// CPython 3.11 parses a replacement field as "(expr)", so
				// a bare tuple there starts at the "{"; 3.12 at its first
				// element. Compare such a tuple without its span.
				if x, ok := av[k].(map[string]any); ok && x["_type"] == "Tuple" {
					y, _ := bv[k].(map[string]any)
					if y == nil {
						return path + "/value"
					}
					xs, ys := copyWithout(x, "span"), copyWithout(y, "span")
					if d := firstDiffMode(xs, ys, path+"/value", childF, exact); d != "" {
						return d
					}
					continue
				}
			}
			x, okA := av[k]
			y, okB := bv[k]
			if !okA || !okB {
				return path + "/" + k
			}
			if d := firstDiffMode(x, y, path+"/"+k, childF, exact); d != "" {
				return d
			}
		}
		return ""
	case []any:
		bv, ok := b.([]any)
		if !ok {
			return path
		}
		for i := 0; i < len(av) && i < len(bv); i++ {
			if d := firstDiffMode(av[i], bv[i], fmt.Sprintf("%s/%d", path, i), inF, exact); d != "" {
				return d
			}
		}
		if len(av) != len(bv) {
			return fmt.Sprintf("%s/%d", path, min(len(av), len(bv)))
		}
		return ""
	default:
		if a != b {
			return path
		}
		return ""
	}
}

func copyWithout(m map[string]any, key string) map[string]any {
	c := map[string]any{}
	for k, v := range m {
		if k != key {
			c[k] = v
		}
	}
	return c
}

func lookup(v any, path string) any {
	for _, p := range strings.Split(strings.TrimPrefix(path, "/"), "/") {
		switch x := v.(type) {
		case map[string]any:
			v = x[p]
		case []any:
			var i int
			fmt.Sscan(p, &i)
			if i < len(x) {
				v = x[i]
			} else {
				return nil
			}
		}
	}
	return v
}

func short(v any) string {
	b, _ := json.Marshal(v)
	if len(b) > 300 {
		b = append(b[:300], "..."...)
	}
	return string(b)
}

// compareFiles parses each file with ParseFile and compares the tree with
// CPython's; it returns the number of files compared, identical, and the
// differences.
func compareFiles(t *testing.T, files []string, base string) (compared, same int, diffs []string) {
	ref := pyast(t, files)
	exact := oracleIs312(t)
	for _, f := range files {
		want, ok := ref[f]
		if !ok {
			t.Fatalf("no pyast.py output for %s", f)
		}
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		mod, perr := ParseFile(f, src)
		if want == nil {
			// CPython 3.11 cannot parse it: we must not either, unless it
			// is valid 3.12.
			if perr == nil {
				t.Logf("%s: CPython 3.11 rejects it, we accept it", f)
			}
			continue
		}
		compared++
		if perr != nil {
			diffs = append(diffs, fmt.Sprintf("%s: we fail: %v", f, firstLine(perr.Error())))
			continue
		}
		got, err := ast.Encode(mod)
		if err != nil {
			t.Fatalf("%s: encode: %v", f, err)
		}
		gv, err := decodeGeneric(got)
		if err != nil {
			t.Fatalf("%s: our JSON: %v", f, err)
		}
		wv, err := decodeGeneric(want)
		if err != nil {
			t.Fatalf("%s: CPython JSON: %v", f, err)
		}
		if d := firstDiffMode(gv, wv, "", false, exact); d != "" {
			diffs = append(diffs, fmt.Sprintf("%s: first difference at %s:\n  ours:    %s\n  CPython: %s", f, d, short(lookup(gv, d)), short(lookup(wv, d))))
			continue
		}
		same++
	}
	return
}

func firstLine(s string) string {
	if i := strings.IndexByte(s, '\n'); i >= 0 {
		return s[:i] + " ..."
	}
	return s
}

func stdlibDir(t *testing.T) string {
	py, err := exec.LookPath("python3")
	if err != nil {
		t.Skip("python3 not found: differential test skipped")
	}
	out, err := exec.Command(py, "-c", `import sysconfig;print(sysconfig.get_paths()["stdlib"])`).Output()
	if err != nil {
		t.Skipf("python3 stdlib not found: %v", err)
	}
	return strings.TrimSpace(string(out))
}

// quickFiles is the always-on subset of the standard library: files that
// exercise most of the grammar.
var quickFiles = []string{
	"ast.py", "dataclasses.py", "typing.py", "enum.py", "functools.py", "inspect.py", "argparse.py",
	"asyncio/tasks.py", "json/decoder.py", "re/_parser.py", "tokenize.py", "string.py", "decimal.py",
	"test/test_grammar.py", "test/test_patma.py", "test/test_fstring.py", "test/test_syntax.py",
	"test/test_string_literals.py", "test/test_unicode_identifiers.py", "test/test_coroutines.py",
	"test/test_exceptions.py", "test/test_except_star.py", "test/test_types.py", "test/test_utf8source.py",
	"test/test_source_encoding.py", "test/test_positional_only_arg.py", "test/test_named_expressions.py",
	"test/test_keywordonlyarg.py", "test/test_unpack_ex.py", "test/test_genexps.py", "test/test_listcomps.py",
	"test/test_with.py", "test/test_decorators.py", "test/test_float.py", "test/test_long.py", "test/test_complex.py",
}

func TestDifferentialQuick(t *testing.T) {
	lib := stdlibDir(t)
	var files []string
	for _, f := range quickFiles {
		p := filepath.Join(lib, f)
		if _, err := os.Stat(p); err == nil {
			files = append(files, p)
		}
	}
	local, _ := filepath.Glob("testdata/*.py")
	files = append(files, local...)
	compared, same, diffs := compareFiles(t, files, lib)
	t.Logf("%d files compared, %d identical", compared, same)
	for _, d := range diffs {
		t.Error(d)
	}
}

// TestDifferentialStdlib compares every .py file of the standard library
// (go test -run Stdlib -stdlib).
func TestDifferentialStdlib(t *testing.T) {
	if !*stdlibFlag && *diffDir == "" {
		t.Skip("the whole-stdlib differential test runs with -stdlib (or -diffdir DIR)")
	}
	lib := *diffDir
	if lib == "" {
		lib = stdlibDir(t)
	}
	var files []string
	filepath.WalkDir(lib, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return nil
		}
		if d.IsDir() && *diffDir == "" && (d.Name() == "site-packages" || d.Name() == "__pycache__") {
			return filepath.SkipDir
		}
		if !d.IsDir() && strings.HasSuffix(path, ".py") {
			files = append(files, path)
		}
		return nil
	})
	sort.Strings(files)
	compared, same, diffs := compareFiles(t, files, lib)
	t.Logf("%s: %d .py files, %d parsed by CPython and compared, %d identical, %d differ", lib, len(files), compared, same, len(diffs))
	for _, d := range diffs {
		t.Error(d)
	}
}

// TestDifferentialSnippets compares the small programs of
// testdata/snippets.txt (separated by "#~~~~" lines) with CPython: both
// must accept or both reject each one, and accepted trees must agree.
func TestDifferentialSnippets(t *testing.T) {
	testSnippets(t, "testdata/snippets.txt")
}

// TestDifferentialSnippets312 is TestDifferentialSnippets for Python 3.12
// syntax (type parameters, PEP 701 f-strings); it needs a 3.12 oracle:
// go test -run Snippets312 -python python3.12.
func TestDifferentialSnippets312(t *testing.T) {
	if !oracleIs312(t) {
		t.Skip("needs a CPython 3.12 oracle (-python PATH)")
	}
	testSnippets(t, "testdata/snippets312.txt")
}

func testSnippets(t *testing.T, name string) {
	data, err := os.ReadFile(name)
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	var files []string
	for i, s := range strings.Split(string(data), "#~~~~\n")[1:] {
		f := filepath.Join(dir, fmt.Sprintf("s%03d.py", i))
		if err := os.WriteFile(f, []byte(s), 0o644); err != nil {
			t.Fatal(err)
		}
		files = append(files, f)
	}
	ref := pyast(t, files)
	for _, f := range files {
		src, _ := os.ReadFile(f)
		_, perr := ParseFile(f, src)
		if ref[f] == nil && perr == nil {
			t.Errorf("%q: CPython rejects it, we accept it", src)
		}
	}
	_, same, diffs := compareFiles(t, files, dir)
	t.Logf("%d snippets, %d accepted by CPython and identical", len(files), same)
	for _, d := range diffs {
		t.Error(d)
	}
}

var mutants = flag.Int("mutants", 0, "run the mutation differential test on this many mutated programs")

// TestDifferentialMutants mutates lines of testdata/grammar.py and of
// stdlib files (inserting, deleting and copying bytes and tokens, seeded,
// so the set is reproducible) and checks that CPython and ParseFile accept
// the same programs with the same trees. Run with -mutants N.
func TestDifferentialMutants(t *testing.T) {
	if *mutants == 0 {
		t.Skip("the mutation differential test runs with -mutants N")
	}
	lib := stdlibDir(t)
	var lines []string
	for _, f := range []string{"testdata/grammar.py", "testdata/snippets312.txt", filepath.Join(lib, "typing.py"), filepath.Join(lib, "test/test_patma.py"),
		filepath.Join(lib, "test/test_fstring.py"), filepath.Join(lib, "test/test_grammar.py"), filepath.Join(lib, "argparse.py")} {
		src, err := os.ReadFile(f)
		if err != nil {
			continue
		}
		lines = append(lines, strings.SplitAfter(string(src), "\n")...)
	}
	toks := []string{"(", ")", "[", "]", "{", "}", ":", ",", "=", "*", "**", "lambda", "if", "else", "for", "in", "not",
		"await", "yield", "async", "def", "class", "return", "'", `"`, "f'", `\`, "\n", "\t", " ", "    ", "@", ".", "...",
		":=", "->", "!", "import", "from", "as", "with", "match", "case", "_", "0", "1.", "0x", "j", "#", ";", "global",
		"del", "pass", "try", "except", "finally", "-", "~", "is", "and", "or", "{x}", "except*", "|", "+=", "b'", "'''"}
	rng := rand.New(rand.NewPCG(1, 2))
	dir := os.Getenv("MUTANTS_DIR") // to keep the mutants for inspection
	if dir == "" {
		dir = t.TempDir()
	}
	var files []string
	for i := 0; i < *mutants; i++ {
		a := rng.IntN(len(lines))
		chunk := strings.Join(lines[a:min(len(lines), a+1+rng.IntN(8))], "")
		chunk = dedent(chunk)
		for n := 1 + rng.IntN(3); n > 0; n-- {
			p := rng.IntN(len(chunk) + 1)
			switch r := rng.Float64(); {
			case r < 0.45:
				chunk = chunk[:p] + toks[rng.IntN(len(toks))] + chunk[p:]
			case r < 0.8:
				q := min(len(chunk), p+1+rng.IntN(4))
				chunk = chunk[:p] + chunk[q:]
			default:
				q := rng.IntN(len(chunk) + 1)
				chunk = chunk[:p] + chunk[q:min(len(chunk), q+6)] + chunk[p:]
			}
		}
		f := filepath.Join(dir, fmt.Sprintf("m%05d.py", i))
		os.WriteFile(f, []byte(chunk), 0o644)
		files = append(files, f)
	}
	ref := pyast(t, files)
	onlyUs := 0
	for _, f := range files {
		src, _ := os.ReadFile(f)
		if _, err := ParseFile(f, src); err == nil && ref[f] == nil {
			onlyUs++
			t.Logf("CPython 3.11 rejects, we accept (valid 3.12?): %q", src)
		}
	}
	compared, same, diffs := compareFiles(t, files, dir)
	t.Logf("%d mutants: %d accepted by CPython, %d identical; %d accepted only by us", len(files), compared, same, onlyUs)
	for _, d := range diffs {
		t.Error(d)
	}
}

// dedent removes the common leading whitespace of the lines of s.
func dedent(s string) string {
	lines := strings.SplitAfter(s, "\n")
	prefix := ""
	first := true
	for _, l := range lines {
		if strings.TrimSpace(l) == "" {
			continue
		}
		ws := l[:len(l)-len(strings.TrimLeft(l, " \t"))]
		if first {
			prefix, first = ws, false
			continue
		}
		for !strings.HasPrefix(ws, prefix) {
			prefix = prefix[:len(prefix)-1]
		}
	}
	for i, l := range lines {
		lines[i] = strings.TrimPrefix(l, prefix)
	}
	return strings.Join(lines, "")
}
