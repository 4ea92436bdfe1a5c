package replay

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"math/big"
	"strconv"
	"time"

	"clauz3/pkg/ir"
)

// Arg is a value passed to CPython: V is an evaluator value of pkg/dsl
// (*big.Int, float64, string, bool, or []any of them for a list) and
// Type its Python type ("int", "float", "str", "bool", "list[int]", ...).
type Arg struct {
	V    any
	Type string
}

// Call is one trusted call a run made, with its bound arguments as
// evaluator values (nil for a value that has none, such as an object).
type Call struct {
	Name string
	Args map[string]any
	Line int
}

// Execution is what one run of a target under CPython did.
type Execution struct {
	Calls []Call
	// Exception is the class of the exception that ended the run, ""
	// when it returned. Contract is deal's kind for a contract error
	// ("pre", "post", "ensure", "raises", "other"), Origin the function
	// whose contract it is; File and Line where it was raised.
	Exception, Contract, Origin, File string
	Line                              int
	// Missing names a trusted function called once more than results
	// gave values for (the run stopped there).
	Missing string
}

// Inputs are the values of one run: Inputs the target's arguments,
// Results[f] the values successive calls of trusted function f return.
type Inputs struct {
	Inputs  map[string]Arg
	Results map[string][]Arg
}

// Execute runs the target of doc under CPython once per element of
// runs, in one process, as Run replays a counterexample: the trusted
// functions record their calls and return the run's results, and the
// entry module is executed afresh for each run. The program must be on
// disk as doc holds it (cfg.Dir); what would be Run's notice (no
// CPython, unsupported parts) is an error here. cfg.Timeout bounds each
// run.
func Execute(ctx context.Context, doc *ir.DSL, cfg Config, runs []Inputs) ([]*Execution, error) {
	e, notice := setup(&ir.Result{DSL: doc}, cfg)
	if notice != "" {
		return nil, fmt.Errorf("%s", notice)
	}
	type one struct {
		Inputs  map[string]tagged   `json:"inputs"`
		Results map[string][]tagged `json:"results"`
	}
	req := struct {
		request
		Runs []one `json:"runs"`
	}{request: request{Path: e.path, Trusted: e.trusted, Entry: e.entry, Target: doc.Target, Seconds: e.timeout.Seconds(),
		Inputs: map[string]tagged{}, Results: map[string][]tagged{}}}
	for k, r := range runs {
		o := one{Inputs: map[string]tagged{}, Results: map[string][]tagged{}}
		for name, a := range r.Inputs {
			t, err := tag(a.V, a.Type)
			if err != nil {
				return nil, fmt.Errorf("run %d: input %s: %w", k+1, name, err)
			}
			o.Inputs[name] = t
		}
		for fn, as := range r.Results {
			ts := []tagged{}
			for i, a := range as {
				t, err := tag(a.V, a.Type)
				if err != nil {
					return nil, fmt.Errorf("run %d: result %d of %s: %w", k+1, i+1, fn, err)
				}
				ts = append(ts, t)
			}
			o.Results[fn] = ts
		}
		req.Runs = append(req.Runs, o)
	}
	if len(runs) == 0 {
		return nil, nil
	}
	e.timeout *= time.Duration(len(runs)) // each run is bounded by req.Seconds
	stdout, err := e.runRaw(ctx, req, false)
	if err != nil {
		return nil, err
	}
	var outs struct {
		Runs  []outcome `json:"runs"`
		Error string    `json:"error"`
	}
	if err := json.Unmarshal(stdout, &outs); err != nil {
		return nil, fmt.Errorf("CPython printed no outcome: %v", err)
	}
	if outs.Error != "" {
		return nil, errors.New("the program could not be run: " + outs.Error)
	}
	if len(outs.Runs) != len(runs) {
		return nil, fmt.Errorf("CPython reported %d runs of %d", len(outs.Runs), len(runs))
	}
	var xs []*Execution
	for k, out := range outs.Runs {
		if out.Error != "" {
			return nil, fmt.Errorf("run %d: %s", k+1, out.Error)
		}
		x := &Execution{Missing: out.Missing}
		for _, c := range out.Calls {
			args := map[string]any{}
			for name, v := range c.Args {
				if l := literal(v); l != nil {
					args[name] = l.Val
				} else {
					args[name] = nil
				}
			}
			x.Calls = append(x.Calls, Call{Name: c.Name, Args: args, Line: c.Line})
		}
		if end := out.Outcome; end != nil && end.Kind == "exception" {
			x.Exception, x.Contract, x.Origin, x.File, x.Line = end.Type, end.Contract, end.Origin, end.File, end.Line
		} else if end == nil && out.Missing == "" {
			return nil, fmt.Errorf("run %d did not finish", k+1)
		}
		xs = append(xs, x)
	}
	return xs, nil
}

// Rows is the value of a trusted query that returns rows (Arg.Type
// "rows"): each row's fields, or its one "item" for a list of scalars;
// the recorder builds the rows the function's annotation names.
type Rows []map[string]Arg

// tag is the wire form of an evaluator value of Python type typ.
func tag(v any, typ string) (tagged, error) {
	switch x := v.(type) {
	case Rows:
		if typ == "rows" {
			list := []tagged{}
			for _, row := range x {
				fields := map[string]tagged{}
				for k, a := range row {
					t, err := tag(a.V, a.Type)
					if err != nil {
						return tagged{}, fmt.Errorf("field %s: %w", k, err)
					}
					fields[k] = t
				}
				list = append(list, tagged{T: "row", V: fields})
			}
			return tagged{T: "list", V: list}, nil
		}
	case nil:
		if typ == "None" {
			return tagged{T: "none"}, nil
		}
	case bool:
		if typ == "bool" {
			return tagged{T: "bool", V: x}, nil
		}
	case *big.Int:
		if typ == "int" {
			return tagged{T: "int", V: x.String()}, nil
		}
	case float64:
		if typ == "float" {
			switch {
			case math.IsNaN(x):
				return tagged{T: "float", V: "nan"}, nil
			case math.IsInf(x, 1):
				return tagged{T: "float", V: "inf"}, nil
			case math.IsInf(x, -1):
				return tagged{T: "float", V: "-inf"}, nil
			}
			return tagged{T: "float", V: strconv.FormatFloat(x, 'x', -1, 64)}, nil
		}
	case string:
		if typ == "str" {
			return tagged{T: "str", V: x}, nil
		}
	case []any:
		if len(typ) > len("list[]") && typ[:5] == "list[" && typ[len(typ)-1] == ']' {
			elem := typ[5 : len(typ)-1]
			out := []tagged{}
			for _, e := range x {
				t, err := tag(e, elem)
				if err != nil {
					return tagged{}, err
				}
				out = append(out, t)
			}
			return tagged{T: "list", V: out}, nil
		}
	}
	return tagged{}, fmt.Errorf("%v (%T) is not a value of type %s that can be passed to CPython", v, v, typ)
}
