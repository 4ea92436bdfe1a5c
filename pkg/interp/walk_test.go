package interp_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"sync"
	"testing"

	"clauz3/pkg/interp"
	"clauz3/pkg/ir"
	"clauz3/pkg/load"
	"clauz3/pkg/python/ast"
	"clauz3/pkg/python/parser"
	"clauz3/pkg/runner"
)

// The construct walk: every proving case of the repository (each
// examples/*/cases/*_pass.py and each control of the adversarial corpus)
// runs under this interpreter and under CPython (testdata/run/walk.py,
// trusted calls recorded and answered alike), and both must make the
// same trusted calls with the same arguments, print the same output and
// let the same exception escape. Check must accept each of them: a
// program the prover accepts is never refused by the interpreter.

func repo(t *testing.T) string {
	wd, err := os.Getwd()
	if err != nil {
		t.Fatal(err)
	}
	return filepath.Clean(filepath.Join(wd, "..", ".."))
}

// job is one run of one case.
type job struct {
	name     string
	root     string // directory imports resolve from (the cwd)
	entry    string // relative to root
	trusted  []string
	pylib    []string
	mode     string // module | script
	optimize bool
	args     string // Python expressions
	kwargs   string
	results  string
	names    map[string]string // results' names: class -> trusted module
}

type outcome struct {
	Exception *struct {
		Type    string `json:"type"`
		Message string `json:"message"`
	} `json:"exception"`
	Facts []struct {
		Relation string            `json:"relation"`
		Fields   map[string]string `json:"fields"`
	} `json:"facts"`
	Results      []any  `json:"results"`
	ResultsError string `json:"results_error"`
	Stdout       string `json:"-"`
}

func cpython(t *testing.T, py string, j job) (*outcome, error) {
	out := filepath.Join(t.TempDir(), "out.json")
	opts := map[string]any{"entry": j.entry, "root": j.root, "trusted_roots": j.trusted, "pylib": j.pylib,
		"mode": j.mode, "target": "main", "args": j.args, "kwargs": j.kwargs, "results": j.results, "results_names": j.names, "out": out}
	b, _ := json.Marshal(opts)
	args := []string{}
	if j.optimize {
		args = append(args, "-O")
	}
	args = append(args, filepath.Join(repo(t), "testdata", "run", "walk.py"), string(b))
	cmd := exec.Command(py, args...)
	cmd.Dir = j.root
	cmd.Env = append(os.Environ(), "PYTHONDONTWRITEBYTECODE=1", "PYTHONIOENCODING=utf-8", "NO_COLOR=1")
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	if err := cmd.Run(); err != nil {
		return nil, fmt.Errorf("walk.py: %v\n%s", err, stderr.String())
	}
	data, err := os.ReadFile(out)
	if err != nil {
		return nil, err
	}
	var o outcome
	if err := json.Unmarshal(data, &o); err != nil {
		return nil, err
	}
	o.Stdout = stdout.String()
	return &o, nil
}

// pyEval evaluates a Python expression with the interpreter itself.
func pyEval(t *testing.T, expr string) interp.Value {
	t.Helper()
	src := "def f():\n    return (" + expr + ")\n"
	dir := t.TempDir()
	path := filepath.Join(dir, "expr.py")
	os.WriteFile(path, []byte(src), 0o600)
	mod, err := parser.ParseFile(path, []byte(src))
	if err != nil {
		t.Fatalf("%s: %v", expr, err)
	}
	doc := &ir.AST{Target: "f", Modules: []ir.Module{{Name: "expr", Path: path, Role: ir.RoleEntry, Tree: mod}}}
	res, err := interp.Run(interp.Config{Doc: doc, Target: "f"})
	if err != nil {
		t.Fatalf("%s: %v", expr, err)
	}
	return res.Value
}

// ours runs j under the interpreter; the i-th trusted call answers with
// the value CPython's i-th recorded call returned.
func ours(t *testing.T, j job, want *outcome) (*outcome, error) {
	wd, _ := os.Getwd()
	defer os.Chdir(wd)
	if err := os.Chdir(j.root); err != nil {
		return nil, err
	}
	doc, err := load.Load(load.Config{Entry: j.entry, TrustedRoots: j.trusted, Parse: parser.ParseFile})
	if err != nil {
		return nil, err
	}
	if ds := interp.Check(doc, interp.CheckOptions{}); len(ds) > 0 {
		return nil, fmt.Errorf("Check refuses a proving program: %v", ds)
	}
	if want.ResultsError != "" {
		return nil, fmt.Errorf("CPython's results: %s", want.ResultsError)
	}
	o := &outcome{}
	var stdout bytes.Buffer
	cfg := interp.Config{Doc: doc, Stdout: &stdout, AsMain: j.mode == "script", Optimize: j.optimize, Target: "main"}
	if a, ok := pyEval(t, j.args).(*interp.List); ok {
		cfg.Args = a.Elems
	}
	if kw, ok := pyEval(t, j.kwargs).(*interp.Dict); ok {
		kw.Each(func(k, v interp.Value) bool {
			cfg.Kwargs = append(cfg.Kwargs, interp.Keyword{Name: k.(string), Value: v})
			return true
		})
	}
	var callErr error
	cfg.Trusted = func(c *interp.Call) (interp.Value, error) {
		fields := map[string]string{}
		for _, f := range c.Fields {
			s, err := interp.Repr(f.Value)
			if err != nil {
				s = "<unprintable>"
			}
			fields[f.Name] = s
		}
		o.Facts = append(o.Facts, struct {
			Relation string            `json:"relation"`
			Fields   map[string]string `json:"fields"`
		}{c.Name, fields})
		i := len(o.Facts) - 1
		if i >= len(want.Results) {
			callErr = fmt.Errorf("trusted call %d (%s) that CPython did not make", i+1, c.Name)
			return nil, callErr
		}
		return runner.DecodeValue(want.Results[i])
	}
	_, err = interp.Run(cfg)
	o.Stdout = stdout.String()
	if callErr != nil {
		return nil, callErr
	}
	if err != nil {
		e, ok := err.(*interp.Error)
		if !ok {
			return nil, err
		}
		o.Exception = &struct {
			Type    string `json:"type"`
			Message string `json:"message"`
		}{Type: e.Class, Message: e.Msg}
	}
	return o, nil
}

func python(t *testing.T) string {
	py := filepath.Join(repo(t), ".venv", "bin", "python")
	if _, err := os.Stat(py); err != nil {
		t.Fatalf("%s is missing: run make deps", py)
	}
	return py
}

func factsText(o *outcome) string {
	var b strings.Builder
	for _, f := range o.Facts {
		keys := make([]string, 0, len(f.Fields))
		for k := range f.Fields {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		fmt.Fprintf(&b, "%s(", f.Relation)
		for i, k := range keys {
			if i > 0 {
				b.WriteString(", ")
			}
			fmt.Fprintf(&b, "%s=%s", k, f.Fields[k])
		}
		b.WriteString(")\n")
	}
	return b.String()
}

// samples are the inputs an example case's target is called with, by
// annotated type; the k-th run gives each parameter its k-th sample.
var samples = map[string][]string{
	"int":   {"0", "1", "-7", "5000"},
	"str":   {"''", "'bob'", "'bob@example.com'", "'ann@example.com'"},
	"bool":  {"True", "False", "True", "False"},
	"float": {"0.0", "-1.5", "1e300", "2.5"},
}

func exampleJobs(t *testing.T) []job {
	var jobs []job
	dirs, _ := filepath.Glob(filepath.Join(repo(t), "examples", "*", "cases"))
	if len(dirs) < 3 {
		t.Fatalf("examples: %v", dirs)
	}
	for _, d := range dirs {
		root := filepath.Dir(d)
		ex := filepath.Base(root)
		trusted, _ := filepath.Glob(filepath.Join(root, "tools", "*", "trusted"))
		for i := range trusted {
			trusted[i], _ = filepath.Rel(root, trusted[i])
		}
		cases, _ := filepath.Glob(filepath.Join(root, "cases", "*_pass.py"))
		for _, c := range cases {
			rel, _ := filepath.Rel(root, c)
			wd, _ := os.Getwd()
			os.Chdir(root)
			doc, err := load.Load(load.Config{Entry: rel, TrustedRoots: trusted, Parse: parser.ParseFile})
			os.Chdir(wd)
			if err != nil {
				t.Fatalf("%s: %v", rel, err)
			}
			var params []ir.Param
			results := []string{}
			names := map[string]string{}
			for _, m := range doc.Modules {
				for _, s := range m.Signatures {
					if m.Role == ir.RoleEntry && s.Name == "main" {
						params = s.Params
					}
					if m.Role != ir.RoleTrusted || s.Returns == nil {
						continue
					}
					switch r := s.Returns.Name; {
					case r == "str":
						results = append(results, fmt.Sprintf("%q: 'r@example.com'", s.Name))
					case strings.HasPrefix(r, "list[") && samples[strings.TrimSuffix(strings.TrimPrefix(r, "list["), "]")] != nil:
						// a list of scalars: two sample values
						v := samples[strings.TrimSuffix(strings.TrimPrefix(r, "list["), "]")]
						results = append(results, fmt.Sprintf("%q: [[%s, %s]]", s.Name, v[0], v[len(v)-1]))
					case strings.HasPrefix(r, "list[") && !strings.Contains(r, ","):
						// a query: two rows of the class, made in CPython
						class := strings.TrimSuffix(strings.TrimPrefix(r, "list["), "]")
						names[class] = m.Name
						results = append(results, fmt.Sprintf("%q: [[%s, %s]]", s.Name, rowOf(t, doc, class, 0), rowOf(t, doc, class, 1)))
					}
				}
			}
			for k := 0; k < 3; k++ {
				var args []string
				for _, p := range params {
					typ := "int"
					if p.Type != nil {
						typ = p.Type.Name
					}
					s, ok := samples[typ]
					if !ok {
						t.Fatalf("%s: no samples for a parameter of type %s", rel, typ)
					}
					args = append(args, s[k])
				}
				jobs = append(jobs, job{name: fmt.Sprintf("%s/%s#%d", ex, rel, k), root: root, entry: rel, trusted: trusted,
					mode: "module", args: "[" + strings.Join(args, ", ") + "]", kwargs: "{}", results: "{" + strings.Join(results, ", ") + "}", names: names})
				if len(params) == 0 {
					break
				}
			}
		}
	}
	return jobs
}

// rowOf is a Python expression making the k-th sample row of a
// clauz3.Row class of the document (its annotated fields).
func rowOf(t *testing.T, doc *ir.AST, class string, k int) string {
	for _, m := range doc.Modules {
		for _, st := range m.Tree.Body {
			c, ok := st.(*ast.ClassDef)
			if !ok || c.Name != class {
				continue
			}
			var fields []string
			for _, b := range c.Body {
				a, ok := b.(*ast.AnnAssign)
				if !ok {
					continue
				}
				n, _ := a.Target.(*ast.Name)
				typ, _ := a.Annotation.(*ast.Name)
				if n == nil || typ == nil {
					continue
				}
				s, ok := samples[typ.Id]
				if !ok {
					t.Fatalf("row %s: no samples for a field of type %s", class, typ.Id)
				}
				fields = append(fields, n.Id+"="+s[(k+2)%len(s)])
			}
			return class + "(" + strings.Join(fields, ", ") + ")"
		}
	}
	t.Fatalf("no class %s", class)
	return ""
}

var witnessLine = regexp.MustCompile(`(?m)^# witness: (.*)$`)

// controlJobs are the witness runs of the adversarial corpus' controls
// (the cases that must prove).
func controlJobs(t *testing.T) []job {
	root := filepath.Join(repo(t), "testdata", "adversarial")
	var jobs []job
	files, _ := filepath.Glob(filepath.Join(root, "cases", "*"))
	for _, f := range files {
		entry := f
		if st, err := os.Stat(f); err == nil && st.IsDir() {
			entry = filepath.Join(f, "main.py")
		}
		data, err := os.ReadFile(entry)
		if err != nil || !bytes.Contains(data, []byte("# expect: proved")) {
			continue
		}
		rel, _ := filepath.Rel(root, entry)
		for i, m := range witnessLine.FindAllStringSubmatch(string(data), -1) {
			w := parseWitness(m[1])
			j := job{name: fmt.Sprintf("adversarial/%s#%d", rel, i), root: root, entry: rel,
				trusted: []string{"tools/pay/trusted", "tools/mail/trusted"}, pylib: []string{filepath.Join(root, "pylib")},
				args: w["args"], kwargs: w["kwargs"], results: w["results"]}
			switch w["mode"] {
			case "module":
				j.mode = "module"
			case "script":
				j.mode = "script"
			case "O", "module-O":
				j.mode, j.optimize = "module", true
			case "script-O":
				j.mode, j.optimize = "script", true
			default:
				t.Fatalf("%s: mode %q", rel, w["mode"])
			}
			jobs = append(jobs, j)
		}
	}
	return jobs
}

// parseWitness reads "mode=... args=[...] results={...} holds" as
// witness.py does (values may hold spaces).
func parseWitness(text string) map[string]string {
	keys := []string{"mode", "target", "args", "kwargs", "results", "breaks"}
	w := map[string]string{"mode": "module", "args": "[]", "kwargs": "{}", "results": "{}"}
	type start struct {
		pos int
		key string
	}
	var starts []start
	for i := 0; i < len(text); i++ {
		if i > 0 && text[i-1] != ' ' {
			continue
		}
		for _, k := range append(keys, "holds") {
			if strings.HasPrefix(text[i:], k) {
				end := i + len(k)
				if k == "holds" && (end == len(text) || text[end] == ' ') || k != "holds" && end < len(text) && text[end] == '=' {
					starts = append(starts, start{i, k})
				}
			}
		}
	}
	for n, s := range starts {
		stop := len(text)
		if n+1 < len(starts) {
			stop = starts[n+1].pos
		}
		if s.key != "holds" {
			w[s.key] = strings.TrimSpace(text[s.pos+len(s.key)+1 : stop])
		}
	}
	return w
}

func TestConstructWalk(t *testing.T) {
	if testing.Short() {
		t.Skip("runs CPython for every case")
	}
	py := python(t)
	jobs := append(exampleJobs(t), controlJobs(t)...)
	if len(jobs) < 60 {
		t.Fatalf("only %d runs: the walk lost its cases", len(jobs))
	}
	// CPython runs in parallel (two at a time); the interpreter side runs
	// serially (it changes directory).
	wants := make([]*outcome, len(jobs))
	errs := make([]error, len(jobs))
	var wg sync.WaitGroup
	sem := make(chan bool, 2)
	for i, j := range jobs {
		wg.Add(1)
		go func() {
			defer wg.Done()
			sem <- true
			defer func() { <-sem }()
			wants[i], errs[i] = cpython(t, py, j)
		}()
	}
	wg.Wait()
	facts := map[string]int{}
	for i, j := range jobs {
		if errs[i] != nil {
			t.Errorf("%s: CPython: %v", j.name, errs[i])
			continue
		}
		compareWith(t, j, wants[i])
		facts[strings.SplitN(j.name, "/", 2)[0]] += len(wants[i].Facts)
	}
	t.Logf("%d runs compared; trusted calls by corpus: %v", len(jobs), facts)
	for _, c := range []string{"email", "policy", "db", "adversarial"} {
		if facts[c] == 0 {
			t.Errorf("no trusted call was compared in %s", c)
		}
	}
}

func compareWith(t *testing.T, j job, want *outcome) {
	got, err := ours(t, j, want)
	if err != nil {
		t.Errorf("%s: interpreter: %v", j.name, err)
		return
	}
	if g, w := factsText(got), factsText(want); g != w {
		t.Errorf("%s: trusted calls differ\ninterpreter:\n%s\nCPython:\n%s", j.name, g, w)
	}
	if got.Stdout != want.Stdout {
		t.Errorf("%s: output differs\ninterpreter: %q\nCPython:     %q", j.name, got.Stdout, want.Stdout)
	}
	ge, we := "", ""
	if got.Exception != nil {
		ge = got.Exception.Type
	}
	if want.Exception != nil {
		we = want.Exception.Type
	}
	if ge != we {
		t.Errorf("%s: exception differs: interpreter %q, CPython %q (%v)", j.name, ge, we, *want.Exception)
	}
}
