package compile

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"os/exec"
	"strings"
	"sync"
	"testing"

	"clauz3/pkg/diag"
	"clauz3/pkg/python/ast"
	"clauz3/pkg/python/parser"

	// This package has no goldens; the import makes it accept the suite's
	// -update switch, so that go test ./... -update runs here too.
	_ "clauz3/internal/golden"
)

var (
	pythonFlag    = flag.String("python", "python3", "the CPython used as the oracle (3.11 or 3.12)")
	stdlibFlag    = flag.Bool("stdlib", false, "run the differential test on the whole standard library of -python")
	diffDirFlag   = flag.String("diffdir", "", "run the differential test on every .py file under this directory")
	testSuiteFlag = flag.String("testsuite", "", "the standard library whose test/ programs -stdlib compares (default: the oracle's)")
	mutantsFlag   = flag.Int("mutants", 300, "number of mutated standard library programs in TestDifferentialMutants")
)

// oracleVerdict is CPython's answer for one program (testdata/oracle.py).
type oracleVerdict struct {
	Parse bool   `json:"parse"`
	OK    bool   `json:"ok"`
	Type  string `json:"type"`
	Msg   string `json:"msg"`
	Line  int    `json:"line"`
	Col   int    `json:"col"`
}

// String renders a compile() verdict as the table does: "ok" or
// "LINE: MESSAGE".
func (v oracleVerdict) String() string {
	if v.OK {
		return "ok"
	}
	if v.Type != "SyntaxError" {
		return fmt.Sprintf("%d: %s: %s", v.Line, v.Type, v.Msg)
	}
	return fmt.Sprintf("%d: %s", v.Line, v.Msg)
}

var (
	oracleOnce sync.Once
	oracleVer  Version
	oracleErr  error
)

// oracle returns the version of the -python oracle, skipping the test
// when there is none.
func oracle(t testing.TB) Version {
	oracleOnce.Do(func() {
		out, err := exec.Command(*pythonFlag, "-c", "import sys; print(sys.version_info[1])").Output()
		if err != nil {
			oracleErr = err
			return
		}
		switch strings.TrimSpace(string(out)) {
		case "11":
			oracleVer = Py311
		case "12":
			oracleVer = Py312
		default:
			oracleErr = fmt.Errorf("%s is Python 3.%s; the oracle must be 3.11 or 3.12", *pythonFlag, strings.TrimSpace(string(out)))
		}
	})
	if oracleErr != nil {
		t.Skipf("no CPython oracle: %v", oracleErr)
	}
	return oracleVer
}

// ask runs testdata/oracle.py once over all requests ({"src": ...} or
// {"path": ...}) and returns its verdicts in order.
func ask(t testing.TB, reqs []map[string]string) []oracleVerdict {
	t.Helper()
	cmd := exec.Command(*pythonFlag, "testdata/oracle.py")
	var in bytes.Buffer
	enc := json.NewEncoder(&in)
	for _, r := range reqs {
		if err := enc.Encode(r); err != nil {
			t.Fatal(err)
		}
	}
	cmd.Stdin = &in
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("oracle: %v\n%s", err, stderr.String())
	}
	var vs []oracleVerdict
	sc := bufio.NewScanner(bytes.NewReader(out))
	sc.Buffer(make([]byte, 1<<20), 1<<26)
	for sc.Scan() {
		var v oracleVerdict
		if err := json.Unmarshal(sc.Bytes(), &v); err != nil {
			t.Fatalf("oracle output %q: %v", sc.Text(), err)
		}
		vs = append(vs, v)
	}
	if len(vs) != len(reqs) {
		t.Fatalf("oracle answered %d of %d requests\n%s", len(vs), len(reqs), stderr.String())
	}
	return vs
}

// ours is our verdict on a source text in the table's notation; parsed is
// false when our parser refuses the text (some compile() errors, such as
// assignments to __debug__, are the parser's: the verdict is then the
// parser's first error).
func ours(name string, src []byte, v Version) (verdict string, d *diag.Diagnostic, parsed bool) {
	m, err := parser.ParseFile(name, src)
	if err != nil {
		var list diag.List
		if errors.As(err, &list) && len(list) > 0 {
			return fmt.Sprintf("%d: %s", list[0].Span.Line, list[0].Message), list[0], false
		}
		var d *diag.Diagnostic
		if errors.As(err, &d) {
			return fmt.Sprintf("%d: %s", d.Span.Line, d.Message), d, false
		}
		return "parse error: " + err.Error(), nil, false
	}
	d = CheckVersion(name, m, v)
	if d == nil {
		return "ok", nil, true
	}
	return fmt.Sprintf("%d: %s", d.Span.Line, d.Message), d, true
}

func parseSrc(src string) (*ast.Module, error) { return parser.ParseFile("table.py", []byte(src)) }
