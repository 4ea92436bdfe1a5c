package cvc5

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"time"

	"clauz3/pkg/ir"
)

// Solver answers one SMT-LIB2 query (Z3's dialect) with sat, unsat or
// unknown. Binary is the real one; tests stub it.
type Solver interface {
	Check(ctx context.Context, query string) (string, error)
}

// Binary is the cvc5 executable as a Solver.
type Binary struct {
	Path    string
	Timeout time.Duration // per query; zero means 10 seconds
}

// Check runs cvc5 on query.
func (b Binary) Check(ctx context.Context, query string) (string, error) {
	t := b.Timeout
	if t == 0 {
		t = 10 * time.Second
	}
	return Check(ctx, b.Path, query, t)
}

// Disagreement is a check on which the two solvers answer sat and unsat.
type Disagreement struct {
	ID   string // the obligation's id, or "verification <name>"
	Z3   string
	CVC5 string
}

// Report is what CrossCheck did.
type Report struct {
	Agree         int
	Unknown       int      // cvc5 answered unknown or timed out
	Unreadable    []string // checks cvc5 could not read, with its message
	Disagreements []Disagreement
}

// ReasonDisagree is the reason of an obligation the solvers disagree on.
func ReasonDisagree(z3, cvc5 string) string {
	return fmt.Sprintf("the solvers disagree: Z3 answers %s, cvc5 answers %s", z3, cvc5)
}

// CrossCheck asks s every check of res that Z3 decided, reading the
// queries solve wrote to dir (solve.Options.SMT2Dir). An obligation on
// which s answers the opposite of Z3 becomes unknown, its reason giving
// both answers (its counterexample is dropped); so does a
// proof-of-thought verification, and the answer rule is applied again.
// A query s cannot read, or answers unknown, leaves the verdict as it
// is and is counted in the report.
func CrossCheck(ctx context.Context, res *ir.Result, dir string, s Solver) (*Report, error) {
	rep := &Report{}
	if res == nil {
		return rep, nil
	}
	names := map[string]int{}
	ask := func(label, z3 string) (string, bool, error) {
		file := labelFile(label, names)
		if z3 == "" {
			return "", false, nil
		}
		text, err := os.ReadFile(filepath.Join(dir, file))
		if err != nil {
			return "", false, fmt.Errorf("cross-check: %w", err)
		}
		got, err := s.Check(ctx, string(text))
		switch {
		case err != nil:
			if ctx.Err() != nil {
				return "", false, ctx.Err()
			}
			rep.Unreadable = append(rep.Unreadable, fmt.Sprintf("%s: %v", label, err))
			return "", false, nil
		case got == Unknown:
			rep.Unknown++
			return "", false, nil
		case got == z3:
			rep.Agree++
			return got, false, nil
		}
		return got, true, nil
	}
	// solve checks the assumptions first, then each obligation that
	// needs a check, then each verification, in document order; the file
	// names follow that order (a repeated label gets .2, .3, ...).
	if res.DSL != nil && fileExists(filepath.Join(dir, "assumptions.smt2")) {
		z3 := Sat
		for _, or := range res.Obligations {
			if strings.HasPrefix(or.Reason, "vacuous") {
				z3 = Unsat
			}
		}
		got, differ, err := ask("assumptions", z3)
		if err != nil {
			return rep, err
		}
		if differ {
			rep.Disagreements = append(rep.Disagreements, Disagreement{ID: "assumptions", Z3: z3, CVC5: got})
			for i := range res.Obligations {
				or := &res.Obligations[i]
				if or.Status == ir.StatusProved || or.Status == ir.StatusRefuted {
					or.Status, or.Reason, or.Counterexample = ir.StatusUnknown, "the check of the assumptions: "+ReasonDisagree(z3, got), nil
				}
			}
			return rep, nil
		}
	}
	for i := range res.Obligations {
		or := &res.Obligations[i]
		label := or.ID
		if label == "" {
			label = fmt.Sprintf("obligation-%d", i)
		}
		if !fileExists(filepath.Join(dir, peekFile(label, names))) {
			continue // decided without a check of its own
		}
		z3 := ""
		switch {
		case or.Status == ir.StatusProved:
			z3 = Unsat
		case or.Status == ir.StatusRefuted && or.Counterexample != nil:
			z3 = Sat
		}
		got, differ, err := ask(label, z3)
		if err != nil {
			return rep, err
		}
		if z3 == "" {
			continue
		}
		if differ {
			rep.Disagreements = append(rep.Disagreements, Disagreement{ID: or.ID, Z3: z3, CVC5: got})
			or.Status, or.Reason, or.Counterexample = ir.StatusUnknown, ReasonDisagree(z3, got), nil
		}
	}
	changed := false
	for i := range res.Verifications {
		v := &res.Verifications[i]
		z3 := ""
		if v.Result == Sat || v.Result == Unsat {
			z3 = v.Result
		}
		got, differ, err := ask("verification-"+v.Name, z3)
		if err != nil {
			return rep, err
		}
		if differ {
			rep.Disagreements = append(rep.Disagreements, Disagreement{ID: "verification " + v.Name, Z3: z3, CVC5: got})
			v.Result, v.Model = Unknown, ""
			changed = true
		}
	}
	if changed {
		res.SatCount, res.UnsatCount = 0, 0
		for _, v := range res.Verifications {
			switch v.Result {
			case Sat:
				res.SatCount++
			case Unsat:
				res.UnsatCount++
			}
		}
		// proof-of-thought's answer rule: True iff only sat, False iff
		// only unsat, else None.
		var ans *bool
		switch {
		case res.SatCount > 0 && res.UnsatCount == 0:
			t := true
			ans = &t
		case res.UnsatCount > 0 && res.SatCount == 0:
			f := false
			ans = &f
		}
		res.Answer = ans
	}
	return rep, nil
}

// labelFile is the file name solve gives the next check labelled label
// (solve's writeSMT2): odd characters become _, and a repeated name gets
// .2, .3, ...; names counts the names used so far.
func labelFile(label string, names map[string]int) string {
	name := sanitize(label)
	names[name]++
	if n := names[name]; n > 1 {
		name = fmt.Sprintf("%s.%d", name, n)
	}
	return name + ".smt2"
}

// peekFile is labelFile without counting the use.
func peekFile(label string, names map[string]int) string {
	name := sanitize(label)
	if n := names[name] + 1; n > 1 {
		name = fmt.Sprintf("%s.%d", name, n)
	}
	return name + ".smt2"
}

func sanitize(label string) string {
	var b strings.Builder
	for _, r := range label {
		if r == '-' || r == '_' || r == '.' || r >= '0' && r <= '9' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' {
			b.WriteRune(r)
		} else {
			b.WriteByte('_')
		}
	}
	if b.Len() == 0 {
		return "check"
	}
	return b.String()
}

func fileExists(p string) bool {
	_, err := os.Stat(p)
	return err == nil
}
