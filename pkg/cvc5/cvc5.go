// Package cvc5 asks a second solver, cvc5, the checks Z3 decided, so that
// a bug in our Z3 binding, in the translation to Z3, or in Z3 itself shows
// up as a disagreement instead of a wrong verdict.
//
// The input is the SMT-LIB2 text solve writes for each check
// (solve.Options.SMT2Dir): Z3's own rendering of the solver's assertions
// plus (check-sat). Z3 writes a few things in its own dialect; Dialect
// rewrites them into standard SMT-LIB 2.6 that cvc5 reads.
package cvc5

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"os/exec"
	"regexp"
	"strconv"
	"strings"
	"time"
)

// Answers of a check.
const (
	Sat     = "sat"
	Unsat   = "unsat"
	Unknown = "unknown"
)

// Find returns the path of the cvc5 binary, or an error saying how to
// install it.
func Find() (string, error) {
	p, err := exec.LookPath("cvc5")
	if err != nil {
		return "", errors.New("cvc5 is not installed (make deps installs Debian's cvc5)")
	}
	return p, nil
}

// z3Char is Z3's one-character string: (seq.unit (_ Char 98)).
var z3Char = regexp.MustCompile(`\(seq\.unit\s+\(_ Char ([0-9]+)\)\)`)

// z3CharLit is a bare character literal (_ Char 98), of Z3's sort Unicode.
var z3CharLit = regexp.MustCompile(`\(_ Char ([0-9]+)\)`)

// Dialect rewrites Z3's SMT-LIB2 rendering into standard SMT-LIB 2.6 and
// sets the logic to ALL.
func Dialect(z3text string) string {
	s := z3Char.ReplaceAllStringFunc(z3text, func(m string) string {
		n, _ := strconv.Atoi(z3Char.FindStringSubmatch(m)[1])
		return fmt.Sprintf("(_ char #x%X)", n)
	})
	if !strings.Contains(s, "(set-logic") {
		s = "(set-logic ALL)\n" + s
	}
	return s
}

// Check runs cvc5 on one SMT-LIB2 query (in Z3's dialect) ending in
// (check-sat) and returns sat, unsat or unknown. A query cvc5 cannot read
// is an error carrying cvc5's message.
func Check(ctx context.Context, bin, z3text string, timeout time.Duration) (string, error) {
	text := Dialect(z3text)
	if z3CharLit.MatchString(text) {
		return "", errors.New("the query uses Z3's Unicode character sort, which cvc5 does not have")
	}
	ms := timeout.Milliseconds()
	if ms <= 0 {
		ms = 10000
	}
	ctx, cancel := context.WithTimeout(ctx, timeout+5*time.Second)
	defer cancel()
	cmd := exec.CommandContext(ctx, bin, "--lang", "smt2", "--strings-exp", "--fp-exp", fmt.Sprintf("--tlimit-per=%d", ms))
	cmd.Stdin = strings.NewReader(text)
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	err := cmd.Run()
	lines := strings.Fields(strings.TrimSpace(out.String()))
	if len(lines) > 0 {
		switch last := lines[len(lines)-1]; last {
		case Sat, Unsat, Unknown:
			if !strings.Contains(out.String(), "(error") {
				return last, nil
			}
		}
	}
	msg := strings.TrimSpace(out.String() + " " + errb.String())
	if len(msg) > 300 {
		msg = msg[:300] + "..."
	}
	if err != nil && ctx.Err() != nil {
		return Unknown, nil
	}
	return "", fmt.Errorf("cvc5: %s", msg)
}
