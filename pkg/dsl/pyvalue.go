package dsl

import (
	"fmt"
	"math"
	"math/big"
	"strconv"
	"strings"
)

// PyRepr renders s as Python's repr(str) does.
func PyRepr(s string) string {
	quote := byte('\'')
	if strings.ContainsRune(s, '\'') && !strings.ContainsRune(s, '"') {
		quote = '"'
	}
	var b strings.Builder
	b.WriteByte(quote)
	for _, r := range s {
		switch {
		case r == '\\':
			b.WriteString(`\\`)
		case r == rune(quote):
			b.WriteByte('\\')
			b.WriteByte(quote)
		case r == '\n':
			b.WriteString(`\n`)
		case r == '\r':
			b.WriteString(`\r`)
		case r == '\t':
			b.WriteString(`\t`)
		case r < 0x20 || r == 0x7f:
			fmt.Fprintf(&b, `\x%02x`, r)
		case r >= 0x80 && !pyPrintable(r):
			switch {
			case r <= 0xff:
				fmt.Fprintf(&b, `\x%02x`, r)
			case r <= 0xffff:
				fmt.Fprintf(&b, `\u%04x`, r)
			default:
				fmt.Fprintf(&b, `\U%08x`, r)
			}
		default:
			b.WriteRune(r)
		}
	}
	b.WriteByte(quote)
	return b.String()
}

// pyPrintable approximates Python's str.isprintable for non-ASCII code
// points: letters, marks, numbers, punctuation and symbols are printable;
// separators other than the space, controls, format characters,
// surrogates, private-use and unassigned code points are not.
func pyPrintable(r rune) bool {
	return strconv.IsPrint(r) && r != 0xa0 && r != 0xad
}

// PyFloatRepr renders f as Python's repr(float) does.
func PyFloatRepr(f float64) string {
	switch {
	case math.IsNaN(f):
		return "float('nan')"
	case math.IsInf(f, 1):
		return "float('inf')"
	case math.IsInf(f, -1):
		return "-float('inf')"
	}
	// Python uses repr with 17 significant digits at most, the shortest
	// round-tripping form, switching to exponent notation outside
	// 1e-4 <= |f| < 1e16.
	abs := math.Abs(f)
	if abs != 0 && (abs < 1e-4 || abs >= 1e16) {
		m := strconv.FormatFloat(f, 'e', -1, 64)
		// Go: 1e+16 → Python: 1e+16; Go: 1.5e-05 → Python 1.5e-05.
		mant, exp, _ := strings.Cut(m, "e")
		sign := exp[0]
		digits := strings.TrimLeft(exp[1:], "0")
		if len(digits) < 2 {
			digits = strings.Repeat("0", 2-len(digits)) + digits
		}
		return mant + "e" + string(sign) + digits
	}
	s := strconv.FormatFloat(f, 'f', -1, 64)
	if !strings.Contains(s, ".") {
		s += ".0"
	}
	return s
}

// pyFloatRat returns the exact rational of Python's repr of f, which is
// what z3py's RealVal(f) denotes.
func pyFloatRat(f float64) (*big.Rat, bool) {
	if math.IsNaN(f) || math.IsInf(f, 0) {
		return nil, false
	}
	r, ok := new(big.Rat).SetString(strconv.FormatFloat(f, 'g', -1, 64))
	return r, ok
}
