package interp_test

import (
	"flag"
	"fmt"
	"math"
	"math/big"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"clauz3/pkg/difftest"
	"clauz3/pkg/interp"
	"clauz3/pkg/ir"
	"clauz3/pkg/load"
	"clauz3/pkg/lower"
	"clauz3/pkg/python/parser"

	// This package has no goldens; the import makes it accept the suite's
	// -update switch, so that go test ./... -update runs here too.
	_ "clauz3/internal/golden"
)

var (
	diffPrograms = flag.Int("interp-programs", 1000, "random programs TestDifferentialCPython runs")
	diffSeed     = flag.Uint64("interp-seed", 1, "seed of TestDifferentialCPython's programs")
)

// TestDifferentialCPython runs pkg/difftest's random programs (every
// construct of the subset lower models, with its edge values) that lower
// accepts (no unsupported obligation) under this interpreter and under
// CPython (difftest's run.py, trusted calls recorded and answered from
// the same results): Check must accept each, and both must make the same
// trusted calls with the same values, in order, and raise the same
// exception class.
func TestDifferentialCPython(t *testing.T) {
	if testing.Short() {
		t.Skip("runs CPython")
	}
	root := repo(t)
	dir := t.TempDir()
	if err := os.CopyFS(dir, os.DirFS(filepath.Join(root, "pkg", "difftest", "testdata", "layer"))); err != nil {
		t.Fatal(err)
	}
	py, err := difftest.StartPython(filepath.Join(root, "pkg", "difftest", "testdata", "run.py"))
	if err != nil {
		t.Fatal(err)
	}
	defer py.Close()
	accepted, runs, calls, raised := 0, 0, 0, 0
	for idx := 0; idx < *diffPrograms; idx++ {
		p, rs := difftest.ProgramAt(*diffSeed, idx, 4, difftest.GenOptions{})
		if err := os.WriteFile(filepath.Join(dir, "prog.py"), []byte(p.Src), 0o644); err != nil {
			t.Fatal(err)
		}
		doc, err := load.Load(load.Config{Entry: "prog.py", TrustedRoots: []string{filepath.Join("fx", "trusted")},
			ImportRoots: []string{"."}, Dir: dir, Parse: parser.ParseFile})
		if err != nil {
			continue // CPython would refuse to compile it too
		}
		d, err := lower.Lower(doc)
		if err != nil || refused(d) {
			continue
		}
		accepted++
		if ds := interp.Check(doc, interp.CheckOptions{}); len(ds) > 0 {
			t.Errorf("program %d: Check refuses what lower accepts: %v\n%s", idx, ds, p.Src)
			continue
		}
		outs, err := py.Exec(p.Src, rs)
		if err != nil {
			t.Fatal(err)
		}
		for i, r := range rs {
			want := outs[i]
			if want.Raised != nil && *want.Raised == "<timeout>" {
				continue
			}
			runs++
			got, err := interpRun(doc, r)
			if err != nil {
				t.Errorf("program %d run %d: %v\n%s", idx, i, err, p.Src)
				continue
			}
			calls += len(want.Calls)
			if want.Raised != nil {
				raised++
			}
			if g, w := callsOf(got.calls), wantCalls(want.Calls); g != w {
				t.Errorf("program %d run %d (args %v): trusted calls differ\ninterpreter:\n%s\nCPython:\n%s\n%s", idx, i, r.Args, g, w, p.Src)
				continue
			}
			wr := ""
			if want.Raised != nil {
				wr = *want.Raised
			}
			if got.raised != wr {
				t.Errorf("program %d run %d (args %v): interpreter raised %q (%v), CPython %q\n%s", idx, i, r.Args, got.raised, got.err, wr, p.Src)
			}
		}
	}
	t.Logf("%d of %d programs accepted by lower; %d runs, %d trusted calls, %d raised", accepted, *diffPrograms, runs, calls, raised)
	if accepted < *diffPrograms/4 || calls == 0 || raised == 0 {
		t.Fatalf("the walk lost its programs: %d accepted, %d calls, %d raised", accepted, calls, raised)
	}
}

func refused(d *ir.DSL) bool {
	for _, o := range d.Obligations {
		if o.Kind == ir.KindUnsupported {
			return true
		}
	}
	return false
}

type call struct {
	fn   string
	vals []interp.Value
}

type diffOutcome struct {
	calls  []call
	raised string
	err    error
}

func toInterp(v difftest.Value) interp.Value {
	switch v.K {
	case 'i':
		return new(big.Int).Set(v.I)
	case 'f':
		return &interp.Float{F: v.F}
	case 's':
		return v.S
	case 'b':
		return v.B
	}
	return interp.None
}

func interpRun(doc *ir.AST, r difftest.Run) (*diffOutcome, error) {
	o := &diffOutcome{}
	var args []interp.Value
	for _, a := range r.Args {
		args = append(args, toInterp(a))
	}
	used := map[string]int{}
	_, err := interp.Run(interp.Config{Doc: doc, Args: args, Target: "main", StepBudget: 10_000_000,
		Trusted: func(c *interp.Call) (interp.Value, error) {
			var vals []interp.Value
			for _, f := range c.Fields {
				vals = append(vals, f.Value)
			}
			if strings.HasPrefix(c.Name, "get_") {
				res := r.Results[c.Name]
				if len(res) == 0 {
					return nil, fmt.Errorf("no results for %s", c.Name)
				}
				v := toInterp(res[used[c.Name]%len(res)])
				used[c.Name]++
				vals = append(vals, v)
				o.calls = append(o.calls, call{c.Name, vals})
				return v, nil
			}
			o.calls = append(o.calls, call{c.Name, vals})
			return interp.None, nil
		}})
	if err != nil {
		e, ok := err.(*interp.Error)
		if !ok {
			return nil, err
		}
		o.raised, o.err = e.Class, e
	}
	return o, nil
}

// valueText renders a value so that equal texts mean the same Python
// value and type (floats by their bits, any NaN alike).
func valueText(v interp.Value) string {
	switch x := v.(type) {
	case *big.Int:
		return "i" + x.String()
	case *interp.Float:
		if math.IsNaN(x.F) {
			return "fnan"
		}
		return fmt.Sprintf("f%016x", math.Float64bits(x.F))
	case string:
		return "s" + fmt.Sprintf("%q", x)
	case bool:
		return fmt.Sprint("b", x)
	case interp.NoneType:
		return "n"
	}
	s, _ := interp.Repr(v)
	return "o" + s
}

func callsOf(cs []call) string {
	var b strings.Builder
	for _, c := range cs {
		b.WriteString(c.fn)
		for _, v := range c.vals {
			b.WriteString(" " + valueText(v))
		}
		b.WriteByte('\n')
	}
	return b.String()
}

func wantCalls(cs []difftest.Call) string {
	var b strings.Builder
	for _, c := range cs {
		b.WriteString(c.Fn)
		vals := append([]difftest.Value{c.Tag}, c.Val)
		vals = append(vals, c.Extra...)
		for _, v := range vals {
			if v.K == 'o' {
				b.WriteString(" o" + v.S)
				continue
			}
			b.WriteString(" " + valueText(toInterp(v)))
		}
		b.WriteByte('\n')
	}
	return b.String()
}
