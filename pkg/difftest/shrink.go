package difftest

import (
	"strings"
)

// maxShrinkSteps bounds the candidates one shrink tries.
const maxShrinkSteps = 1500

// shrink looks for a smaller program that disagrees with CPython in the
// same way (same mismatch kind) on the same run: it deletes statements
// (with their blocks), replaces compound statements by their bodies, and
// replaces parenthesised subexpressions by their operands, until no
// candidate is accepted.
func (w *worker) shrink(f *Finding) *Finding {
	best := f
	steps := 0
	try := func(src string) bool {
		if steps >= maxShrinkSteps || src == best.Src {
			return false
		}
		steps++
		runs := []Run{best.Run}
		if best.Verdict == nil {
			runs = []Run{{}}
		}
		pr := w.check(f.Index, src, runs)
		if pr.finding == nil || signature(pr.finding) != signature(f) {
			return false
		}
		best = pr.finding
		return true
	}
	for changed := true; changed && steps < maxShrinkSteps; {
		changed = false
		lines := strings.Split(strings.TrimRight(best.Src, "\n"), "\n")
		// 1. delete a statement and its block
		for i := len(lines) - 1; i >= 1; i-- {
			if strings.TrimSpace(lines[i]) == "" || strings.HasPrefix(lines[i], "def main(") {
				continue
			}
			end := blockEnd(lines, i)
			if cand := deleteLines(lines, i, end); try(cand) {
				changed = true
				lines = strings.Split(strings.TrimRight(best.Src, "\n"), "\n")
				if i > len(lines) {
					i = len(lines)
				}
			}
		}
		// 2. replace a compound statement by its body
		for i := 1; i < len(lines); i++ {
			t := strings.TrimSpace(lines[i])
			if !strings.HasSuffix(t, ":") || strings.HasPrefix(t, "def ") {
				continue
			}
			end := blockEnd(lines, i)
			var out []string
			out = append(out, lines[:i]...)
			ind := indentOf(lines[i])
			for _, l := range lines[i+1 : end] {
				if len(l) >= 4 && indentOf(l) > ind {
					l = l[4:]
				}
				out = append(out, l)
			}
			out = append(out, lines[end:]...)
			if try(strings.Join(out, "\n") + "\n") {
				changed = true
				lines = strings.Split(strings.TrimRight(best.Src, "\n"), "\n")
			}
		}
		// 3. replace a parenthesised expression by one of its parts
		for i := 1; i < len(lines); i++ {
			for _, cand := range simplerLines(lines[i]) {
				out := append(append(append([]string{}, lines[:i]...), cand), lines[i+1:]...)
				if try(strings.Join(out, "\n") + "\n") {
					changed = true
					lines = strings.Split(strings.TrimRight(best.Src, "\n"), "\n")
					break
				}
			}
		}
	}
	return best
}

// signature is what a shrunk finding must keep: the mismatch kind, and
// for harness findings the last part of the error message.
func signature(f *Finding) string {
	switch f.Mismatch.Kind {
	case MisLowerError, MisModelError, MisPythonError:
		d := f.Mismatch.Detail
		if i := strings.LastIndex(d, ": "); i >= 0 {
			d = d[i+2:]
		}
		return f.Mismatch.Kind + ": " + d
	}
	return f.Mismatch.Kind
}

func indentOf(l string) int { return len(l) - len(strings.TrimLeft(l, " ")) }

// blockEnd returns the index after the statement at i and the lines
// indented below it (and its elif/else/except continuations when i is
// the header).
func blockEnd(lines []string, i int) int {
	ind := indentOf(lines[i])
	j := i + 1
	for j < len(lines) {
		l := lines[j]
		if strings.TrimSpace(l) == "" {
			j++
			continue
		}
		if indentOf(l) > ind {
			j++
			continue
		}
		t := strings.TrimSpace(l)
		if indentOf(l) == ind && strings.HasSuffix(strings.TrimSpace(lines[i]), ":") &&
			(strings.HasPrefix(t, "elif ") || t == "else:") && !strings.HasPrefix(strings.TrimSpace(lines[i]), "el") && !strings.HasPrefix(strings.TrimSpace(lines[i]), "else") {
			j++
			continue
		}
		break
	}
	return j
}

// deleteLines removes lines [i, end) and keeps the enclosing block
// non-empty (pass).
func deleteLines(lines []string, i, end int) string {
	out := append([]string{}, lines[:i]...)
	rest := lines[end:]
	if i > 0 && strings.HasSuffix(strings.TrimSpace(lines[i-1]), ":") {
		ind := indentOf(lines[i])
		if len(rest) == 0 || indentOf(rest[0]) < ind || strings.TrimSpace(rest[0]) == "" {
			out = append(out, strings.Repeat(" ", ind)+"pass")
		}
	}
	out = append(out, rest...)
	return strings.Join(out, "\n") + "\n"
}

// simplerLines returns variants of line in which one parenthesised group
// "(a op b)" is replaced by a or b, or a call f(x) by x.
func simplerLines(line string) []string {
	var out []string
	type span struct{ open, close int }
	var stack []int
	var groups []span
	inStr := byte(0)
	for i := 0; i < len(line); i++ {
		c := line[i]
		switch {
		case inStr != 0:
			if c == '\\' {
				i++
			} else if c == inStr {
				inStr = 0
			}
		case c == '"' || c == '\'':
			inStr = c
		case c == '(' || c == '[':
			stack = append(stack, i)
		case c == ')' || c == ']':
			if len(stack) > 0 {
				o := stack[len(stack)-1]
				stack = stack[:len(stack)-1]
				if line[o] == '(' && c == ')' {
					groups = append(groups, span{o, i})
				}
			}
		}
	}
	for _, g := range groups {
		inner := line[g.open+1 : g.close]
		for _, part := range topLevelParts(inner) {
			p := strings.TrimSpace(part)
			if p == "" || p == inner {
				continue
			}
			out = append(out, line[:g.open]+"("+p+")"+line[g.close+1:])
		}
	}
	return out
}

// topLevelParts splits an expression at top-level binary operators,
// commas and the keywords if/else/and/or.
func topLevelParts(e string) []string {
	var parts []string
	depth := 0
	inStr := byte(0)
	last := 0
	seps := []string{" if ", " else ", " and ", " or ", " + ", " - ", " * ", " // ", " % ", " / ", " == ", " != ", " < ", " <= ", " > ", " >= ", " in ", " not in ", ", ", " for "}
	for i := 0; i < len(e); i++ {
		c := e[i]
		switch {
		case inStr != 0:
			if c == '\\' {
				i++
			} else if c == inStr {
				inStr = 0
			}
			continue
		case c == '"' || c == '\'':
			inStr = c
			continue
		case c == '(' || c == '[' || c == '{':
			depth++
			continue
		case c == ')' || c == ']' || c == '}':
			depth--
			continue
		}
		if depth != 0 {
			continue
		}
		for _, s := range seps {
			if strings.HasPrefix(e[i:], s) {
				parts = append(parts, e[last:i])
				last = i + len(s)
				i += len(s) - 1
				break
			}
		}
	}
	if last == 0 {
		return nil
	}
	parts = append(parts, e[last:])
	return parts
}
