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
		// a Z3 or proof finding is checked again the same way
		pr := w.checkZ(f.Index, src, runs, f.Mismatch.Kind == MisEvalZ3, f.Mismatch.Kind == MisProof)
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
			if strings.HasPrefix(lines[i], "def main(") {
				// main's parameters are the run's inputs
				continue
			}
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
	if t := tidy(best.Src); t != best.Src {
		steps = 0
		try(t)
	}
	return best
}

// tidy makes a shrunk program readable: doubled parentheses go, imports
// of names the program no longer uses go, and top-level definitions are
// separated by two blank lines again.
func tidy(src string) string {
	lines := strings.Split(strings.TrimRight(src, "\n"), "\n")
	body := strings.Join(lines, "\n")
	var out []string
	for _, l := range lines {
		t := strings.TrimSpace(l)
		switch {
		case t == "":
			continue
		case strings.HasPrefix(t, "from fx.trusted import effects as fxe"):
			if !strings.Contains(body, "fxe.") {
				continue
			}
		case strings.HasPrefix(t, "from fx.trusted.effects import "):
			var keep []string
			for _, n := range strings.Split(strings.TrimPrefix(t, "from fx.trusted.effects import "), ", ") {
				if strings.Count(body, n+"(") > 0 {
					keep = append(keep, n)
				}
			}
			if len(keep) == 0 {
				continue
			}
			l = "from fx.trusted.effects import " + strings.Join(keep, ", ")
		default:
			l = undoubleParens(l)
			if indentOf(l) == 0 && len(out) > 0 && !strings.HasPrefix(out[len(out)-1], "@") {
				out = append(out, "", "")
			}
		}
		out = append(out, l)
	}
	return strings.Join(out, "\n") + "\n"
}

// undoubleParens rewrites "((e))" to "(e)" outside string literals.
func undoubleParens(l string) string {
	for {
		changed := false
		inStr := byte(0)
		for i := 0; i+1 < len(l); i++ {
			c := l[i]
			if inStr != 0 {
				if c == '\\' {
					i++
				} else if c == inStr {
					inStr = 0
				}
				continue
			}
			if c == '"' || c == '\'' {
				inStr = c
				continue
			}
			if c != '(' || l[i+1] != '(' || i > 0 && (isIdentByte(l[i-1]) || l[i-1] == ']' || l[i-1] == ')') {
				continue
			}
			// the matching parenthesis of the inner one must be followed
			// by the outer one's
			if j := matchParen(l, i+1); j > 0 && j+1 < len(l) && l[j+1] == ')' && matchParen(l, i) == j+1 {
				l = l[:i] + l[i+1:j+1] + l[j+2:]
				changed = true
				break
			}
		}
		if !changed {
			return l
		}
	}
}

func isIdentByte(c byte) bool {
	return c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9'
}

// matchParen returns the index of the parenthesis closing the one at i.
func matchParen(l string, i int) int {
	depth := 0
	inStr := byte(0)
	for j := i; j < len(l); j++ {
		c := l[j]
		if inStr != 0 {
			if c == '\\' {
				j++
			} else if c == inStr {
				inStr = 0
			}
			continue
		}
		switch c {
		case '"', '\'':
			inStr = c
		case '(':
			depth++
		case ')':
			depth--
			if depth == 0 {
				return j
			}
		}
	}
	return -1
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
	case MisProof:
		// a panic, a broken proof or an unconfirmed refutation
		d, _, _ := strings.Cut(f.Mismatch.Detail, " ")
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
