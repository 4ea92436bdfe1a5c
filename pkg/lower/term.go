package lower

import (
	"fmt"
	"math/big"
	"strings"
	"unicode/utf8"

	"clauz3/pkg/dsl"
)

// This file builds DSL expression strings (proof-of-thought syntax: Python
// expressions over z3py names). Every constructor folds the trivial cases
// (True/False operands, integer literals) so that the emitted expressions
// stay small and readable; binary operators are always parenthesised so
// that strings compose without precedence mistakes.

const (
	tTrue  = "True"
	tFalse = "False"
)

// Sort names of the DSL.
const (
	sortBool   = "BoolSort"
	sortInt    = "IntSort"
	sortString = "StringSort"
	sortFloat  = "FPSort(11, 53)"
)

// mkAnd is And over xs with True dropped and False absorbing.
func mkAnd(xs ...string) string {
	var keep []string
	seen := map[string]bool{}
	for _, x := range xs {
		switch {
		case x == tFalse:
			return tFalse
		case x == tTrue || seen[x]:
			continue
		case seen[mkNot(x)]:
			return tFalse // x and Not(x)
		}
		seen[x] = true
		keep = append(keep, x)
	}
	switch len(keep) {
	case 0:
		return tTrue
	case 1:
		return keep[0]
	}
	return "And(" + strings.Join(keep, ", ") + ")"
}

// mkOr is Or over xs with False dropped and True absorbing.
func mkOr(xs ...string) string {
	var keep []string
	seen := map[string]bool{}
	for _, x := range xs {
		switch {
		case x == tTrue:
			return tTrue
		case x == tFalse || seen[x]:
			continue
		case seen[mkNot(x)]:
			return tTrue // x or Not(x)
		}
		seen[x] = true
		keep = append(keep, x)
	}
	switch len(keep) {
	case 0:
		return tFalse
	case 1:
		return keep[0]
	}
	return "Or(" + strings.Join(keep, ", ") + ")"
}

// mkNot negates x, folding constants and double negation.
func mkNot(x string) string {
	switch x {
	case tTrue:
		return tFalse
	case tFalse:
		return tTrue
	}
	if inner, ok := unwrapCall(x, "Not"); ok {
		return inner
	}
	return "Not(" + x + ")"
}

// unwrapCall returns the single argument of x when x is exactly
// name(arg) with balanced parentheses around the whole argument.
func unwrapCall(x, name string) (string, bool) {
	if !strings.HasPrefix(x, name+"(") || !strings.HasSuffix(x, ")") {
		return "", false
	}
	inner := x[len(name)+1 : len(x)-1]
	depth := 0
	inStr := false
	for i := 0; i < len(inner); i++ {
		c := inner[i]
		if inStr {
			if c == '\\' {
				i++
			} else if c == '"' {
				inStr = false
			}
			continue
		}
		switch c {
		case '"':
			inStr = true
		case '(', '[':
			depth++
		case ')', ']':
			depth--
			if depth < 0 {
				return "", false
			}
		case ',':
			if depth == 0 {
				return "", false
			}
		}
	}
	return inner, depth == 0
}

// mkImplies is Implies(a, b) with the trivial cases folded.
func mkImplies(a, b string) string {
	switch {
	case a == tTrue:
		return b
	case a == tFalse || b == tTrue:
		return tTrue
	case b == tFalse:
		return mkNot(a)
	case a == b:
		return tTrue
	}
	return "Implies(" + a + ", " + b + ")"
}

// mkIte is If(c, a, b) folded.
func mkIte(c, a, b string) string {
	switch {
	case c == tTrue || a == b:
		return a
	case c == tFalse:
		return b
	case a == tTrue && b == tFalse:
		return c
	case a == tFalse && b == tTrue:
		return mkNot(c)
	case b == tFalse && isBoolLit(a):
		return mkAnd(c, a)
	}
	return "If(" + c + ", " + a + ", " + b + ")"
}

func isBoolLit(s string) bool { return s == tTrue || s == tFalse }

// mkBin is (a op b).
func mkBin(a, op, b string) string { return "(" + a + " " + op + " " + b + ")" }

// mkEq is a == b with literal folding.
func mkEq(a, b string) string {
	if a == b {
		return tTrue
	}
	if x, ok := intLit(a); ok {
		if y, ok := intLit(b); ok {
			return boolLit(x.Cmp(y) == 0)
		}
	}
	if _, ok := strLitRunes(a); ok {
		if _, ok := strLitRunes(b); ok {
			return boolLit(a == b) // literals are canonical (strTerm)
		}
	}
	if isBoolLit(a) && isBoolLit(b) {
		return boolLit(a == b)
	}
	if b == tTrue {
		return a
	}
	if a == tTrue {
		return b
	}
	if b == tFalse {
		return mkNot(a)
	}
	if a == tFalse {
		return mkNot(b)
	}
	return mkBin(a, "==", b)
}

func boolLit(b bool) string {
	if b {
		return tTrue
	}
	return tFalse
}

// intTerm renders an integer literal; negative values are parenthesised.
func intTerm(x *big.Int) string {
	if x.Sign() < 0 {
		return "(" + x.String() + ")"
	}
	return x.String()
}

func intTermI(i int64) string { return intTerm(big.NewInt(i)) }

// intLit parses an integer literal produced by intTerm.
func intLit(s string) (*big.Int, bool) {
	t := s
	if strings.HasPrefix(t, "(") && strings.HasSuffix(t, ")") {
		t = t[1 : len(t)-1]
	}
	if t == "" {
		return nil, false
	}
	for i, c := range t {
		if !(c >= '0' && c <= '9' || i == 0 && c == '-' && len(t) > 1) {
			return nil, false
		}
	}
	x, ok := new(big.Int).SetString(t, 10)
	return x, ok
}

// maxChar is the largest code point a Z3 4.8 string can hold. Python
// strings go up to U+10FFFF; literals beyond maxChar are unsupported.
const maxChar = 0x2FFFF

// strTerm renders a Python str (UTF-8, lone surrogates in WTF-8) as a
// double-quoted Python string literal using only ASCII. ok is false when
// a code point cannot be represented as a Z3 string character.
func strTerm(s string) (string, bool) { return strTermRunes(codePoints(s)) }

// strTermRunes renders a sequence of code points as a literal.
func strTermRunes(rs []rune) (string, bool) {
	var b strings.Builder
	b.WriteByte('"')
	for _, r := range rs {
		switch {
		case r > maxChar:
			return "", false
		case r == '"':
			b.WriteString(`\"`)
		case r == '\\':
			b.WriteString(`\\`)
		case r == '\n':
			b.WriteString(`\n`)
		case r == '\r':
			b.WriteString(`\r`)
		case r == '\t':
			b.WriteString(`\t`)
		case r < 0x20 || r == 0x7f:
			fmt.Fprintf(&b, `\x%02x`, r)
		case r < 0x80:
			b.WriteRune(r)
		case r <= 0xffff:
			fmt.Fprintf(&b, `\u%04x`, r)
		default:
			fmt.Fprintf(&b, `\U%08x`, r)
		}
	}
	b.WriteByte('"')
	return b.String(), true
}

// codePoints decodes s as generalised UTF-8 (WTF-8): lone surrogates
// encoded in three bytes are kept as their code points.
func codePoints(s string) []rune {
	var out []rune
	for i := 0; i < len(s); {
		r, size := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError && size == 1 {
			if i+2 < len(s) && s[i] == 0xED && s[i+1] >= 0xA0 && s[i+1] <= 0xBF && s[i+2] >= 0x80 && s[i+2] <= 0xBF {
				out = append(out, 0xD000|rune(s[i+1]&0x3F)<<6|rune(s[i+2]&0x3F))
				i += 3
				continue
			}
			out = append(out, utf8.RuneError)
			i++
			continue
		}
		out = append(out, r)
		i += size
	}
	return out
}

// strLitRunes decodes a literal produced by strTerm back to its code
// points; ok is false for non-literals.
func strLitRunes(s string) ([]rune, bool) {
	if len(s) < 2 || s[0] != '"' || s[len(s)-1] != '"' {
		return nil, false
	}
	body := s[1 : len(s)-1]
	out := []rune{}
	for i := 0; i < len(body); i++ {
		c := body[i]
		switch c {
		case '"':
			return nil, false // an unescaped quote: not one literal
		case '\\':
			if i+1 >= len(body) {
				return nil, false
			}
			i++
			switch body[i] {
			case 'n':
				out = append(out, '\n')
			case 'r':
				out = append(out, '\r')
			case 't':
				out = append(out, '\t')
			case '"', '\\':
				out = append(out, rune(body[i]))
			case 'x', 'u', 'U':
				n := map[byte]int{'x': 2, 'u': 4, 'U': 8}[body[i]]
				if i+1+n > len(body) {
					return nil, false
				}
				var v rune
				for _, h := range body[i+1 : i+1+n] {
					d := strings.IndexRune("0123456789abcdef", h)
					if d < 0 {
						return nil, false
					}
					v = v*16 + rune(d)
				}
				out = append(out, v)
				i += n
			default:
				return nil, false
			}
		default:
			out = append(out, rune(c))
		}
	}
	return out, true
}

// isIdent reports whether s is a plain identifier (a variable name).
func isIdent(s string) bool {
	if s == "" {
		return false
	}
	for i, r := range s {
		if r == '_' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || i > 0 && r >= '0' && r <= '9' {
			continue
		}
		return false
	}
	return true
}

// dslReserved are names an input may not take in the DSL: every function
// solve's expressions may call (dsl.Builtins), the literals, and the
// sort and helper names z3py programs use.
var dslReserved = func() map[string]bool {
	m := map[string]bool{"True": true, "False": true, "None": true, "Abs": true}
	for _, n := range dsl.Builtins() {
		m[n] = true
	}
	return m
}()
