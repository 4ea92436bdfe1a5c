package cvc5_test

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"sort"
	"strings"
	"sync"
	"testing"
	"time"

	_ "clauz3/internal/golden"
	"clauz3/pkg/cvc5"
	"clauz3/pkg/ir"
	"clauz3/pkg/load"
	"clauz3/pkg/prove"
	"clauz3/pkg/solve"
)

func repo(t testing.TB) string {
	_, file, _, _ := runtime.Caller(0)
	return filepath.Dir(filepath.Dir(filepath.Dir(file)))
}

func TestDialect(t *testing.T) {
	got := cvc5.Dialect("(assert (= a (str.++ (seq.unit (_ Char 98)) (seq.unit (_ Char 8364)))))\n(check-sat)\n")
	want := "(set-logic ALL)\n(assert (= a (str.++ (_ char #x62) (_ char #x20AC))))\n(check-sat)\n"
	if got != want {
		t.Errorf("Dialect:\n got %q\nwant %q", got, want)
	}
}

// query is one check Z3 decided: the SMT-LIB2 file solve wrote and what
// Z3 answered.
type query struct {
	name string // case and check, for messages
	path string
	z3   string // sat or unsat
}

// z3Answer is what Z3 answered on the check of obligation i, as the
// status shows it; "" when the status does not say (unknown,
// unsupported, or a verdict solve changed after the check).
func z3Answer(ob ir.Obligation, or ir.ObligationResult) string {
	switch {
	case or.Status == ir.StatusProved:
		return cvc5.Unsat
	case or.Status == ir.StatusRefuted && or.Counterexample != nil:
		return cvc5.Sat
	}
	return ""
}

// TestCrossCheckExamples writes the SMT-LIB2 of every check of every
// example case and asks cvc5: it must never answer sat where Z3 answered
// unsat (a proof Z3 gave that cvc5 refutes) or unsat where Z3 answered
// sat. unknown and timeouts are counted, as are queries cvc5 cannot read.
func TestCrossCheckExamples(t *testing.T) {
	bin, err := cvc5.Find()
	if err != nil {
		t.Fatal(err)
	}
	var queries []query
	for _, ex := range []string{"email", "policy", "db", "home"} {
		dir := filepath.Join(repo(t), "examples", ex)
		trusted, _ := filepath.Glob(filepath.Join(dir, "tools", "*", "trusted"))
		files, _ := filepath.Glob(filepath.Join(dir, "cases", "*.py"))
		for _, f := range files {
			smt := filepath.Join(t.TempDir(), "smt2")
			res, err := prove.Prove(context.Background(), prove.Config{
				Load:  load.Config{Entry: f, TrustedRoots: trusted, ImportRoots: []string{dir}, Dir: dir},
				Solve: solve.Options{SMT2Dir: smt, Seed: 1, TimeoutMS: 10000},
			})
			if err != nil {
				t.Fatalf("%s: %v", f, err)
			}
			name := ex + "/" + filepath.Base(f)
			vacuous := false
			for i, or := range res.Obligations {
				if strings.HasPrefix(or.Reason, "vacuous") {
					vacuous = true
				}
				ob := res.DSL.Obligations[i]
				ans := z3Answer(ob, or)
				p := filepath.Join(smt, ob.ID+".smt2")
				if ans == "" {
					continue
				}
				if _, err := os.Stat(p); err != nil {
					continue // decided without a check of its own
				}
				queries = append(queries, query{name + " " + ob.ID, p, ans})
			}
			if p := filepath.Join(smt, "assumptions.smt2"); fileExists(p) {
				ans := cvc5.Sat
				if vacuous {
					ans = cvc5.Unsat
				}
				queries = append(queries, query{name + " assumptions", p, ans})
			}
		}
	}
	type verdict struct {
		q   query
		got string
		err error
	}
	out := make([]verdict, len(queries))
	var wg sync.WaitGroup
	sem := make(chan struct{}, 2)
	for i, q := range queries {
		wg.Add(1)
		go func() {
			defer wg.Done()
			sem <- struct{}{}
			defer func() { <-sem }()
			text, err := os.ReadFile(q.path)
			if err != nil {
				out[i] = verdict{q, "", err}
				return
			}
			got, err := cvc5.Check(context.Background(), bin, string(text), 5*time.Second)
			out[i] = verdict{q, got, err}
		}()
	}
	wg.Wait()
	agree, unknown := 0, 0
	var unread []string
	for _, v := range out {
		switch {
		case v.err != nil:
			unread = append(unread, fmt.Sprintf("%s: %v", v.q.name, v.err))
		case v.got == cvc5.Unknown:
			unknown++
		case v.got == v.q.z3:
			agree++
		default:
			t.Errorf("%s: Z3 answered %s, cvc5 answers %s (%s)", v.q.name, v.q.z3, v.got, v.q.path)
		}
	}
	sort.Strings(unread)
	t.Logf("%d checks of the example cases: cvc5 agrees on %d, unknown on %d, cannot read %d\n%s",
		len(queries), agree, unknown, len(unread), strings.Join(unread, "\n"))
	if agree < len(queries)*9/10 {
		t.Errorf("cvc5 decided only %d of %d checks", agree, len(queries))
	}
}

func fileExists(p string) bool {
	_, err := os.Stat(p)
	return err == nil
}

// TestCheckAnswers: Check reads cvc5's answer, and a query cvc5 cannot
// read is an error, not an answer.
func TestCheckAnswers(t *testing.T) {
	bin, err := cvc5.Find()
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ q, want string }{
		{"(declare-fun x () Int)\n(assert (> x 0))\n(check-sat)\n", cvc5.Sat},
		{"(declare-fun x () Int)\n(assert (and (> x 0) (< x 0)))\n(check-sat)\n", cvc5.Unsat},
		{"(declare-fun s () String)\n(assert (= (str.len s) 2))\n(assert (str.prefixof (seq.unit (_ Char 98)) s))\n(check-sat)\n", cvc5.Sat},
	} {
		got, err := cvc5.Check(context.Background(), bin, c.q, 5*time.Second)
		if err != nil || got != c.want {
			t.Errorf("Check(%q) = %q, %v; want %s", c.q, got, err, c.want)
		}
	}
	if got, err := cvc5.Check(context.Background(), bin, "(assert (frobnicate))\n(check-sat)\n", 5*time.Second); err == nil {
		t.Errorf("an unreadable query answered %q", got)
	}
}

// labelFile is the file name solve gives a check's label (see
// solve.Options.SMT2Dir); n counts earlier checks of the same name.
func labelFile(label string, seen map[string]int) string {
	var b strings.Builder
	for _, r := range label {
		if r == '-' || r == '_' || r == '.' || r >= '0' && r <= '9' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' {
			b.WriteRune(r)
		} else {
			b.WriteByte('_')
		}
	}
	name := b.String()
	seen[name]++
	if n := seen[name]; n > 1 {
		name = fmt.Sprintf("%s.%d", name, n)
	}
	return name + ".smt2"
}

// TestCrossCheckProofOfThought asks cvc5 every verification of the
// proof-of-thought test programs (pkg/solve/testdata/pot).
func TestCrossCheckProofOfThought(t *testing.T) {
	bin, err := cvc5.Find()
	if err != nil {
		t.Fatal(err)
	}
	files, _ := filepath.Glob(filepath.Join(repo(t), "pkg", "solve", "testdata", "pot", "*.json"))
	agree, unknown, total := 0, 0, 0
	var unread []string
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		doc, err := solve.DecodeProgram(data)
		if err != nil {
			continue // a program the test data has for its error
		}
		smt := filepath.Join(t.TempDir(), "smt2")
		res, err := solve.Solve(context.Background(), doc, solve.Options{SMT2Dir: smt, Seed: 1, TimeoutMS: 10000})
		if err != nil {
			continue
		}
		seen := map[string]int{}
		for _, v := range res.Verifications {
			p := filepath.Join(smt, labelFile("verification-"+v.Name, seen))
			if v.Result != cvc5.Sat && v.Result != cvc5.Unsat {
				continue
			}
			text, err := os.ReadFile(p)
			if err != nil {
				t.Errorf("%s: verification %s: %v", filepath.Base(f), v.Name, err)
				continue
			}
			total++
			got, err := cvc5.Check(context.Background(), bin, string(text), 5*time.Second)
			switch {
			case err != nil:
				unread = append(unread, fmt.Sprintf("%s %s: %v", filepath.Base(f), v.Name, err))
			case got == cvc5.Unknown:
				unknown++
			case got == v.Result:
				agree++
			default:
				t.Errorf("%s: verification %s: Z3 answered %s, cvc5 answers %s", filepath.Base(f), v.Name, v.Result, got)
			}
		}
	}
	sort.Strings(unread)
	t.Logf("%d verifications of %d proof-of-thought programs: cvc5 agrees on %d, unknown on %d, cannot read %d\n%s",
		total, len(files), agree, unknown, len(unread), strings.Join(unread, "\n"))
	if total == 0 || agree < total*8/10 {
		t.Errorf("cvc5 decided only %d of %d verifications", agree, total)
	}
}
