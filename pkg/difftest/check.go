package difftest

import (
	"fmt"
	"regexp"
	"strings"

	"clauz3/pkg/ir"
)

// Mismatch kinds.
const (
	// lower's model depends on something the inputs and trusted results
	// do not determine (or cannot be evaluated): less precise than CPython.
	MisUndetermined = "undetermined"
	MisMissingCall  = "missing-call" // CPython made a call the model does not
	MisExtraCall    = "extra-call"   // the model has a call CPython did not make
	MisCallValue    = "call-value"   // same call, different argument values
	MisInvented     = "invented-exception"
	MisMissed       = "missed-exception"
	MisExcClass     = "exception-class"
)

// Mismatch is one way the model disagrees with CPython on a run.
type Mismatch struct {
	Kind   string
	Detail string
}

func (m *Mismatch) String() string { return m.Kind + ": " + m.Detail }

// Compare evaluates the model on run and compares it with CPython's
// outcome; nil means they agree exactly.
func Compare(m *Model, run Run, out Outcome) (*Verdict, *Mismatch) {
	return CompareAllowed(m, run, out, nil)
}

var raisesDecorator = regexp.MustCompile(`(?m)^@deal\.raises\(([^)]*)\)\s*\ndef main\(`)

// AllowedExceptions are the classes main declares with @deal.raises.
func AllowedExceptions(src string) map[string]bool {
	m := raisesDecorator.FindStringSubmatch(src)
	if m == nil {
		return nil
	}
	out := map[string]bool{}
	for _, e := range strings.Split(m[1], ",") {
		out[strings.TrimSpace(e)] = true
	}
	return out
}

// CompareAllowed is Compare for a target that declares the exception
// classes allowed may escape (@deal.raises): when main raises one of
// them (exactly that class, as deal checks; not at import time), no
// obligation may fail; the calls must still agree.
func CompareAllowed(m *Model, run Run, out Outcome, allowed map[string]bool) (*Verdict, *Mismatch) {
	v, mm := compareOnce(m, run, out, allowed)
	if mm == nil || mm.Kind != MisUndetermined {
		return v, mm
	}
	// A Bool lower leaves free (ir.UnsupportedPrefix: whether two floats
	// from outside the program are one object) may take either value:
	// the model agrees with CPython when some choice of them does.
	var free []string
	for _, x := range m.Doc.Variables {
		if strings.HasPrefix(x.Name, ir.UnsupportedPrefix) && x.Sort == "BoolSort" {
			if _, fixed := m.Fixed[x.Name]; !fixed {
				free = append(free, x.Name)
			}
		}
	}
	if len(free) == 0 || len(free) > 8 {
		return v, mm
	}
	for mask := 0; mask < 1<<len(free); mask++ {
		m2 := *m
		m2.Fixed = map[string]any{}
		for k, x := range m.Fixed {
			m2.Fixed[k] = x
		}
		for i, name := range free {
			m2.Fixed[name] = mask&(1<<i) != 0
		}
		if v2, mm2 := compareOnce(&m2, run, out, allowed); mm2 == nil {
			return v2, nil
		}
	}
	return v, mm
}

// compareOnce is CompareAllowed for the model's symbols as they are.
func compareOnce(m *Model, run Run, out Outcome, allowed map[string]bool) (*Verdict, *Mismatch) {
	v := m.Evaluate(run.Args, out.Calls)
	if v.Err != nil {
		return v, &Mismatch{MisUndetermined, v.Err.Error()}
	}
	if len(v.Failed) > 0 && v.Failed[0].o.Kind == ir.KindLoopBound {
		// a while loop past lower's bound (100 iterations) on this run:
		// the model does not describe it (the loop-bound obligation says
		// so, and no verdict rests on such a run)
		return v, nil
	}
	n := min(len(v.Effects), len(out.Calls))
	for i := 0; i < n; i++ {
		e, c := v.Effects[i], out.Calls[i]
		if e.Fn != c.Fn {
			return v, &Mismatch{MisCallValue, fmt.Sprintf("call %d: CPython called %s, the model %s (%s)", i+1, c, e.Fn, e.Fact)}
		}
		if len(e.raw) == 0 || !sameValue(c.Tag, e.raw[0], e.kinds[0]) {
			return v, &Mismatch{MisCallValue, fmt.Sprintf("call %d: tag %s in CPython, %s in the model (%s)", i+1, c.Tag.Py(), joinValues(e.Fields), e.Fact)}
		}
		if strings.HasPrefix(e.Fn, "log_") {
			vals := append([]Value{c.Val}, c.Extra...)
			same := len(e.raw) == 1+len(vals)
			for j := 0; same && j < len(vals); j++ {
				same = sameValue(vals[j], e.raw[1+j], e.kinds[1+j])
			}
			if !same {
				return v, &Mismatch{MisCallValue, fmt.Sprintf("call %d %s: CPython logged %s, the model %s (%s)", i+1, c.Fn, joinValues(vals), joinValues(e.Fields[1:]), e.Fact)}
			}
		}
	}
	if len(out.Calls) > n {
		return v, &Mismatch{MisMissingCall, fmt.Sprintf("call %d %s: CPython made it, the model does not (model raises %s)", n+1, out.Calls[n], orNothing(v.Raised()))}
	}
	if len(v.Effects) > n && !v.Prefix {
		return v, &Mismatch{MisExtraCall, fmt.Sprintf("call %d: the model makes %s, CPython did not (CPython raised %s)", n+1, v.Effects[n], raisedText(out.Raised))}
	}
	got := v.Raised()
	if out.Raised != nil && allowed[*out.Raised] && out.Phase == "main" {
		if got != "" {
			c := v.Failed[0]
			return v, &Mismatch{MisExcClass, fmt.Sprintf("CPython raised %s, which main declares with @deal.raises; the model reports %s (%s: %s, line %d)", *out.Raised, got, c.o.ID, c.o.Message, c.o.Span.Line)}
		}
		return v, nil
	}
	switch {
	case out.Raised == nil && got != "":
		c := v.Failed[0]
		return v, &Mismatch{MisInvented, fmt.Sprintf("the model raises %s (%s: %s, line %d); CPython raised nothing", got, c.o.ID, c.o.Message, c.o.Span.Line)}
	case out.Raised != nil && got == "":
		return v, &Mismatch{MisMissed, fmt.Sprintf("CPython raised %s; the model raises nothing", *out.Raised)}
	case out.Raised != nil && got != *out.Raised:
		c := v.Failed[0]
		return v, &Mismatch{MisExcClass, fmt.Sprintf("CPython raised %s; the model raises %s (%s: %s, line %d)", *out.Raised, got, c.o.ID, c.o.Message, c.o.Span.Line)}
	}
	return v, nil
}

func orNothing(s string) string {
	if s == "" {
		return "nothing"
	}
	return s
}
