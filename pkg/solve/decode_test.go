package solve

import (
	"context"
	"errors"
	"strings"
	"sync"
	"testing"
	"time"

	"clauz3/pkg/diag"
	"clauz3/pkg/ir"
)

func TestDecodeProgram(t *testing.T) {
	bad := []struct {
		src, pointer, msg string
	}{
		{`null`, "", "null"},
		{`[1]`, "", "must be a JSON object"},
		{`{"sorts": [}`, "", "invalid JSON"},
		{"{\n \"a\": 1,\n \"b\": }", "", "line 3"},
		{`{} {}`, "", "extra data"},
		{`{"version": "clauz3.dsl/v9"}`, "/version", "unsupported version"},
		{`{"sorts": {"name": "P"}}`, "/sorts", "must be a list"},
		{`{"rules": "abc"}`, "/rules", "must be a list"},
		{`{"actions": 5}`, "/actions", "must be a list"},
		{`{"sorts": "P"}`, "/sorts", "must be a list"},
		{`{"rules": [{"implies": null, "constraint": "True"}]}`, "/rules/0/implies", "null"},
		{`{"functions": [{"name": "f", "domain": null, "range": "IntSort"}]}`, "/functions/0/domain", "null"},
		{`{"actions": [1]}`, "/actions/0", "must be a string"},
		{`{"sorts": [{"type": "DeclareSort"}]}`, "/sorts/0", "missing 'name'"},
		{`{"sorts": [{"name": "P"}]}`, "/sorts/0", `missing "type"`},
		{`{"sorts": [5]}`, "/sorts/0", "an object expected"},
		{`{"functions": [{"name": "f", "domain": "P", "range": "BoolSort"}]}`, "/functions/0", "must be a list"},
		{`{"knowledge_base": [{"value": false}]}`, "/knowledge_base/0", "assertion"},
		{`{"knowledge_base": [null]}`, "/knowledge_base/0", "must be a string"},
		{`{"optimization": [1], "actions": ["optimize"]}`, "/optimization", "must be an object"},
		{`{"constants": {"c": {"members": []}}}`, "/constants/c", "missing 'sort'"},
		{`{"constants": {"a/b": {"sort": "IntSort"}}}`, "/constants/a~1b", "missing 'members'"},
	}
	for _, tc := range bad {
		_, err := DecodeProgram([]byte(tc.src))
		var d *diag.Diagnostic
		if !errors.As(err, &d) || d.Pointer != tc.pointer || !strings.Contains(d.Message, tc.msg) {
			t.Errorf("%s: err = %v, want %q at %q", tc.src, err, tc.msg, tc.pointer)
		}
	}

	var warnings []*diag.Diagnostic
	warn := func(d *diag.Diagnostic) { warnings = append(warnings, d) }
	doc, err := DecodeProgramWarn([]byte(`{
	  "constants": {"z": {"sort": "IntSort", "members": {"k": 1, "j": 2}}, "a": {"sort": "IntSort", "members": 7},
	                "m": {"sort": "RealSort", "members": ["k"]}},
	  "knowledge_base": ["k > 0", {"assertion": "k < 9", "value": null}, {"assertion": "k != 3", "value": "yes"}],
	  "optimization": {}, "extra": 1}`), warn)
	if err != nil {
		t.Fatal(err)
	}
	if len(warnings) != 1 || warnings[0].Pointer != "/constants/a/members" {
		t.Fatalf("warnings = %v", warnings)
	}
	if strings.Join(doc.ConstantsOrder, ",") != "z,m" || strings.Join(doc.Constants["z"].Members, ",") != "k,j" {
		t.Fatalf("constants = %v %v", doc.ConstantsOrder, doc.Constants)
	}
	kb := doc.KnowledgeBase
	if len(kb) != 3 || kb[0].Value != nil || *kb[1].Value != false || *kb[2].Value != true {
		t.Fatalf("knowledge base = %+v", kb)
	}
	if doc.Optimization != nil {
		t.Fatal("{} optimization is no optimization section")
	}
	// The later category wins: k is a Real (m comes after z), so k * 2 == 19
	// is satisfiable (k = 9.5 meets k > 0, Not(k < 9) and k != 3); an Int k
	// could not be.
	doc.Verifications = []ir.Verification{{Name: "v", Constraint: "k * 2 == 19"}}
	doc.Actions = []string{"verify_conditions"}
	res, err := Solve(context.Background(), doc, Options{})
	if err != nil || res.Answer == nil || !*res.Answer {
		t.Fatalf("answer %v, err %v", res, err)
	}

	warnings = nil
	_, err = DecodeProgramWarn([]byte(`{"constants": [], "knowledge_base": []}`), warn)
	if err != nil || len(warnings) != 1 || warnings[0].Pointer != "/constants" {
		t.Fatalf("err %v, warnings %v", err, warnings)
	}
}

func TestUnknownActionWarns(t *testing.T) {
	var warnings []*diag.Diagnostic
	doc := &ir.DSL{Actions: []string{"verify_conditions", "explain_everything"}}
	res, err := Solve(context.Background(), doc, Options{Warn: func(d *diag.Diagnostic) { warnings = append(warnings, d) }})
	if err != nil {
		t.Fatal(err)
	}
	if len(warnings) != 1 || warnings[0].Pointer != "/actions/1" || !strings.Contains(warnings[0].Message, "Unknown action: explain_everything") {
		t.Fatalf("warnings = %v", warnings)
	}
	if res.Answer != nil {
		t.Fatal("no verifications, yet an answer")
	}
	for _, a := range []string{"config", "run"} {
		_, err := Solve(context.Background(), &ir.DSL{Actions: []string{a}}, Options{})
		if diag.ExitCode(err) != diag.ExitBadInput {
			t.Errorf("action %s: err = %v", a, err)
		}
	}
}

// TestConcurrentSolves: one Z3 context per call, so calls may run in
// parallel goroutines.
func TestConcurrentSolves(t *testing.T) {
	var wg sync.WaitGroup
	errs := make(chan error, 8)
	for i := 0; i < 8; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			doc := emailDoc([]ir.Fact{emailFact("f1", "addr", "'m'", "n > 2")},
				guarantee("g", ir.Relation{Op: ir.RelAll, View: &ir.View{Name: "email"}, Row: "e", Pred: "e.addr == 'bob'"}))
			res, err := Solve(context.Background(), doc, Options{})
			if err == nil && res.Obligations[0].Status != ir.StatusRefuted {
				err = errors.New(res.Obligations[0].Status)
			}
			errs <- err
		}()
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		if err != nil {
			t.Fatal(err)
		}
	}
}

// FuzzDecodeSolve: no document makes DecodeProgram or Solve panic; every
// refusal is a bad-input error.
func FuzzDecodeSolve(f *testing.F) {
	for _, s := range []string{`{}`, `null`, `{"sorts": [{"name": "P", "type": "ArraySort(P, P)"}]}`,
		`{"variables": [{"name": "x", "sort": "IntSort"}], "knowledge_base": ["x > 1"], "verifications": [{"constraint": "x < 3"}], "actions": ["verify_conditions"]}`,
		`{"constants": {"c": {"sort": "IntSort", "members": {"a": 1}}}, "rules": [{"forall": [{"name": "y", "sort": "IntSort"}], "constraint": "y == a"}]}`,
		`{"version": "clauz3.dsl/v1", "inputs": [{"name": "s", "type": "str", "sort": "StringSort"}], "facts": [{"id": "f", "relation": "r", "markers": [], "fields": [{"name": "a", "type": "str", "sort": "StringSort", "value": "s"}], "cond": "True"}], "obligations": [{"id": "o", "kind": "guarantee", "relation": {"op": "distinct", "view": {"name": "r"}, "row": "e", "key": "e.a"}}]}`,
		`{"sorts": [{"name": "B", "type": "BitVecSort("}]}`, `{"sorts": [{"name": "E", "type": "EnumSort", "values": ["a", "a"]}]}`} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		doc, err := DecodeProgram(data)
		if err != nil {
			if diag.ExitCode(err) != diag.ExitBadInput {
				t.Fatalf("decode: %v is not a bad-input error", err)
			}
			return
		}
		ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
		defer cancel()
		if _, err := Solve(ctx, doc, Options{TimeoutMS: 200}); err != nil && diag.ExitCode(err) != diag.ExitBadInput && ctx.Err() == nil {
			t.Fatalf("solve: %v (exit %d)", err, diag.ExitCode(err))
		}
	})
}
