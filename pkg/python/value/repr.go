package value

import (
	"fmt"
	"math"
	"math/big"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// MaxStrDigits is CPython's default limit on the decimal digits of an
// int converted to a str (sys.get_int_max_str_digits()).
const MaxStrDigits = 4300

// Str is Python's str(v): the str itself, otherwise its repr; an int of
// more than MaxStrDigits decimal digits raises ValueError, as in CPython.
func Str(v any) (string, error) {
	switch v := v.(type) {
	case string:
		return v, nil
	case *big.Int:
		s := v.String()
		if len(strings.TrimPrefix(s, "-")) > MaxStrDigits {
			return "", raise("ValueError", "Exceeds the limit (%d digits) for integer string conversion; use sys.set_int_max_str_digits() to increase the limit", MaxStrDigits)
		}
		return s, nil
	}
	return Repr(v), nil
}

// Repr is Python's repr(v) for a scalar value (nil is None; a []byte is
// a bytes value). An int is written whatever its size, for messages:
// CPython's repr raises past MaxStrDigits digits, as Str does.
func Repr(v any) string {
	switch v := v.(type) {
	case nil:
		return "None"
	case bool:
		if v {
			return "True"
		}
		return "False"
	case *big.Int:
		return v.String()
	case float64:
		return FloatRepr(v)
	case string:
		return StrRepr(v)
	case []byte:
		return BytesRepr(v)
	}
	return fmt.Sprintf("<%T>", v)
}

// FloatRepr is Python's repr(float): the shortest digits that read back
// as f, in positional notation when the decimal exponent is in
// [-4, 16), in exponent notation (at least two exponent digits)
// otherwise; "inf", "-inf" and "nan" for the special values.
func FloatRepr(f float64) string {
	switch {
	case math.IsNaN(f):
		return "nan"
	case math.IsInf(f, 1):
		return "inf"
	case math.IsInf(f, -1):
		return "-inf"
	}
	sign := ""
	if math.Signbit(f) {
		sign = "-"
		f = -f
	}
	if f == 0 {
		return sign + "0.0"
	}
	// Shortest round-trip digits and exponent: d.ddddde±XX.
	e := strconv.FormatFloat(f, 'e', -1, 64)
	mant, exps, _ := strings.Cut(e, "e")
	exp, _ := strconv.Atoi(exps)
	digits := strings.Replace(mant, ".", "", 1)
	decpt := exp + 1 // position of the decimal point relative to digits
	var b strings.Builder
	b.WriteString(sign)
	if decpt <= -4 || decpt > 16 {
		b.WriteByte(digits[0])
		if len(digits) > 1 {
			b.WriteByte('.')
			b.WriteString(digits[1:])
		}
		b.WriteByte('e')
		if exp < 0 {
			b.WriteByte('-')
			exp = -exp
		} else {
			b.WriteByte('+')
		}
		if exp < 10 {
			b.WriteByte('0')
		}
		b.WriteString(strconv.Itoa(exp))
		return b.String()
	}
	switch {
	case decpt <= 0:
		b.WriteString("0.")
		b.WriteString(strings.Repeat("0", -decpt))
		b.WriteString(digits)
	case decpt >= len(digits):
		b.WriteString(digits)
		b.WriteString(strings.Repeat("0", decpt-len(digits)))
		b.WriteString(".0")
	default:
		b.WriteString(digits[:decpt])
		b.WriteByte('.')
		b.WriteString(digits[decpt:])
	}
	return b.String()
}

// ComplexRepr is Python's repr(complex(re, im)): "imj" when re is +0,
// "(re+imj)" otherwise, each part as repr(float) without a trailing ".0".
func ComplexRepr(re, im float64) string {
	short := func(f float64) string { return strings.TrimSuffix(FloatRepr(f), ".0") }
	if re == 0 && !math.Signbit(re) {
		return short(im) + "j"
	}
	sign := "+"
	if strings.HasPrefix(FloatRepr(im), "-") {
		sign = ""
	}
	return "(" + short(re) + sign + short(im) + "j)"
}

// StrRepr is Python's repr(str): single quotes unless s holds a single
// quote and no double quote; backslash, the quote, \t, \n and \r
// escaped; other control characters as \xNN; code points that are not
// printable (str.isprintable) as \xNN, \uNNNN or \UNNNNNNNN. A lone
// surrogate may be given in WTF-8 (see DecodeRune).
func StrRepr(s string) string {
	quote := reprQuote(s)
	var b strings.Builder
	b.WriteByte(quote)
	for i := 0; i < len(s); {
		r, n := DecodeRune(s[i:])
		i += n
		switch {
		case r < 0x80:
			writeASCII(&b, byte(r), quote)
		case r >= 0xd800 && r <= 0xdfff || !unicode.IsPrint(r):
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

// BytesRepr is Python's repr(bytes).
func BytesRepr(bs []byte) string {
	quote := reprQuote(string(bs))
	var b strings.Builder
	b.WriteByte('b')
	b.WriteByte(quote)
	for _, c := range bs {
		writeASCII(&b, c, quote)
	}
	b.WriteByte(quote)
	return b.String()
}

// reprQuote is the quote repr chooses: ' unless s holds ' and no ".
func reprQuote(s string) byte {
	if strings.IndexByte(s, '\'') >= 0 && strings.IndexByte(s, '"') < 0 {
		return '"'
	}
	return '\''
}

// writeASCII writes a byte as repr does inside quote: escaped when it
// is the quote, a backslash, a control character or not ASCII.
func writeASCII(b *strings.Builder, c, quote byte) {
	switch {
	case c == quote || c == '\\':
		b.WriteByte('\\')
		b.WriteByte(c)
	case c == '\t':
		b.WriteString(`\t`)
	case c == '\n':
		b.WriteString(`\n`)
	case c == '\r':
		b.WriteString(`\r`)
	case c < ' ' || c >= 0x7f:
		fmt.Fprintf(b, `\x%02x`, c)
	default:
		b.WriteByte(c)
	}
}

// DecodeRune decodes the first code point of s, which is UTF-8 except
// that a lone surrogate (U+D800..U+DFFF) may appear in its 3-byte
// generalised form (WTF-8), as the parser stores it. An invalid byte is
// utf8.RuneError of width 1.
func DecodeRune(s string) (rune, int) {
	if len(s) >= 3 && s[0] == 0xed && s[1] >= 0xa0 && s[1] <= 0xbf && s[2] >= 0x80 && s[2] <= 0xbf {
		return rune(0xd000 | rune(s[1]&0x3f)<<6 | rune(s[2]&0x3f)), 3
	}
	return utf8.DecodeRuneInString(s)
}

// CodePoints returns the code points of a str (see DecodeRune), what
// Python's len and indexing count.
func CodePoints(s string) []rune {
	out := make([]rune, 0, len(s))
	for i := 0; i < len(s); {
		r, n := DecodeRune(s[i:])
		out = append(out, r)
		i += n
	}
	return out
}
