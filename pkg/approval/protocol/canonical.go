package protocol

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math"
	"math/big"
	"reflect"
	"sort"
	"strconv"
	"strings"
	"unicode/utf8"
)

// Number is a JSON number kept as the literal text it was read from, so
// that an integer of any size survives a round trip. A literal with a
// '.', 'e' or 'E' is a Python float; any other is a Python int.
type Number string

// IsFloat reports whether n is a float literal (Python reads it as float).
func (n Number) IsFloat() bool { return strings.ContainsAny(string(n), ".eE") || n.isSpecial() }

func (n Number) isSpecial() bool { return n == "NaN" || n == "Infinity" || n == "-Infinity" }

// Float64 returns n as a float64, as Python's float(n) would: an
// out-of-range float literal is an infinity.
func (n Number) Float64() float64 {
	switch n {
	case "NaN":
		return math.NaN()
	case "Infinity":
		return math.Inf(1)
	case "-Infinity":
		return math.Inf(-1)
	}
	f, err := strconv.ParseFloat(string(n), 64)
	if err != nil {
		// ParseFloat returns ±Inf with ErrRange for overflow, which is
		// what Python does; any other error cannot happen for a literal
		// accepted by Decode.
		return f
	}
	return f
}

// separators of json.dumps: the item and the key separators.
type separators struct{ item, key string }

var (
	compactSeps = separators{",", ":"}   // separators=(",", ":")
	wireSeps    = separators{", ", ": "} // json.dumps's default
)

// Canonical returns v as Python's json.dumps(v, sort_keys=True,
// separators=(",", ":")) writes it, with ensure_ascii: the bytes the
// consent hash and the receipt payload are computed over.
func Canonical(v any) ([]byte, error) { return encode(v, compactSeps) }

// Wire returns v as Python's json.dumps(v, sort_keys=True) writes it: the
// body `clauz3 run` POSTs to the approval service.
func Wire(v any) ([]byte, error) { return encode(v, wireSeps) }

func encode(v any, seps separators) ([]byte, error) {
	var b bytes.Buffer
	if err := writeValue(&b, v, seps, 0); err != nil {
		return nil, err
	}
	return b.Bytes(), nil
}

// maxDepth bounds nesting, as Python's recursion limit does.
const maxDepth = 500

func writeValue(b *bytes.Buffer, v any, seps separators, depth int) error {
	if depth > maxDepth {
		return fmt.Errorf("json: nesting deeper than %d", maxDepth)
	}
	switch x := v.(type) {
	case nil:
		b.WriteString("null")
	case bool:
		if x {
			b.WriteString("true")
		} else {
			b.WriteString("false")
		}
	case string:
		writeString(b, x)
	case Number:
		return writeNumber(b, x)
	case json.Number:
		return writeNumber(b, Number(x))
	case float64:
		b.WriteString(PythonFloat(x))
	case float32:
		b.WriteString(PythonFloat(float64(x)))
	case int:
		b.WriteString(strconv.Itoa(x))
	case int64:
		b.WriteString(strconv.FormatInt(x, 10))
	case int32:
		b.WriteString(strconv.FormatInt(int64(x), 10))
	case uint64:
		b.WriteString(strconv.FormatUint(x, 10))
	case *big.Int:
		b.WriteString(x.String())
	case []any:
		b.WriteByte('[')
		for i, e := range x {
			if i > 0 {
				b.WriteString(seps.item)
			}
			if err := writeValue(b, e, seps, depth+1); err != nil {
				return err
			}
		}
		b.WriteByte(']')
	case []string:
		b.WriteByte('[')
		for i, e := range x {
			if i > 0 {
				b.WriteString(seps.item)
			}
			writeString(b, e)
		}
		b.WriteByte(']')
	case map[string]any:
		keys := make([]string, 0, len(x))
		for k := range x {
			keys = append(keys, k)
		}
		// Go compares strings bytewise; on UTF-8 (and on the WTF-8 that
		// Decode uses for lone surrogates) that is code point order,
		// which is how Python sorts str keys.
		sort.Strings(keys)
		b.WriteByte('{')
		for i, k := range keys {
			if i > 0 {
				b.WriteString(seps.item)
			}
			writeString(b, k)
			b.WriteString(seps.key)
			if err := writeValue(b, x[k], seps, depth+1); err != nil {
				return err
			}
		}
		b.WriteByte('}')
	case map[string]string:
		m := make(map[string]any, len(x))
		for k, e := range x {
			m[k] = e
		}
		return writeValue(b, m, seps, depth)
	default:
		// Structs and other Go values: through encoding/json, then as a
		// generic tree. A float field whose value is integral comes back
		// as an int, so types that hash floats build a generic tree
		// themselves (see ReceiptPayload).
		rv := reflect.ValueOf(v)
		if (rv.Kind() == reflect.Pointer || rv.Kind() == reflect.Slice || rv.Kind() == reflect.Map) && rv.IsNil() {
			b.WriteString("null")
			return nil
		}
		raw, err := json.Marshal(v)
		if err != nil {
			return fmt.Errorf("json: %w", err)
		}
		tree, err := Decode(raw)
		if err != nil {
			return err
		}
		return writeValue(b, tree, seps, depth)
	}
	return nil
}

// writeNumber writes a number literal as Python re-serialises the value
// json.loads made of it: ints in plain decimal (so "-0" is "0"), floats
// by repr.
func writeNumber(b *bytes.Buffer, n Number) error {
	if n.IsFloat() {
		b.WriteString(PythonFloat(n.Float64()))
		return nil
	}
	i, ok := new(big.Int).SetString(string(n), 10)
	if !ok {
		return fmt.Errorf("json: invalid number literal %q", string(n))
	}
	b.WriteString(i.String())
	return nil
}

// PythonFloat formats f as Python's repr(float) and json.dumps do: the
// shortest digits that round-trip, in positional notation when the
// decimal exponent is in [-4, 16) (with ".0" when integral), else in
// scientific notation with a signed exponent of at least two digits;
// NaN and the infinities as json.dumps spells them.
func PythonFloat(f float64) string {
	switch {
	case math.IsNaN(f):
		return "NaN"
	case math.IsInf(f, 1):
		return "Infinity"
	case math.IsInf(f, -1):
		return "-Infinity"
	}
	// Shortest round-trip digits and the exponent, e.g. "-1.2345e+06".
	s := strconv.FormatFloat(f, 'e', -1, 64)
	sign := ""
	if s[0] == '-' {
		sign, s = "-", s[1:]
	}
	epos := strings.IndexByte(s, 'e')
	mant, expText := s[:epos], s[epos+1:]
	exp, _ := strconv.Atoi(expText)
	digits := strings.Replace(mant, ".", "", 1)
	if exp < -4 || exp >= 16 {
		out := digits[:1]
		if len(digits) > 1 {
			out += "." + digits[1:]
		}
		esign := "+"
		if exp < 0 {
			esign, exp = "-", -exp
		}
		return fmt.Sprintf("%s%se%s%02d", sign, out, esign, exp)
	}
	// Positional: the decimal point goes after exp+1 digits.
	point := exp + 1
	var out string
	switch {
	case point <= 0:
		out = "0." + strings.Repeat("0", -point) + digits
	case point >= len(digits):
		out = digits + strings.Repeat("0", point-len(digits)) + ".0"
	default:
		out = digits[:point] + "." + digits[point:]
	}
	return sign + out
}

// writeString writes s with ensure_ascii: the short escapes \" \\ \n \r
// \t \b \f, every other byte outside 0x20-0x7E as lowercase \uXXXX, code
// points above U+FFFF as a surrogate pair, and "/", "<", ">", "&" literal.
// A lone surrogate (WTF-8 in s, as Decode keeps it) is written as its own
// \uXXXX, as Python writes a str holding one.
func writeString(b *bytes.Buffer, s string) {
	b.WriteByte('"')
	for i := 0; i < len(s); {
		c := s[i]
		if c >= 0x20 && c < 0x7f {
			switch c {
			case '"':
				b.WriteString(`\"`)
			case '\\':
				b.WriteString(`\\`)
			default:
				b.WriteByte(c)
			}
			i++
			continue
		}
		if c < 0x80 {
			switch c {
			case '\n':
				b.WriteString(`\n`)
			case '\r':
				b.WriteString(`\r`)
			case '\t':
				b.WriteString(`\t`)
			case '\b':
				b.WriteString(`\b`)
			case '\f':
				b.WriteString(`\f`)
			default:
				fmt.Fprintf(b, `\u%04x`, c)
			}
			i++
			continue
		}
		r, size := decodeWTF8(s[i:])
		if r > 0xffff {
			r -= 0x10000
			fmt.Fprintf(b, `\u%04x\u%04x`, 0xd800+(r>>10), 0xdc00+(r&0x3ff))
		} else {
			fmt.Fprintf(b, `\u%04x`, r)
		}
		i += size
	}
	b.WriteByte('"')
}

// decodeWTF8 decodes one code point from s, accepting the three-byte
// encodings of surrogates (U+D800-U+DFFF) that UTF-8 forbids. An invalid
// byte decodes as U+FFFD, one byte long, as utf8.DecodeRuneInString.
func decodeWTF8(s string) (rune, int) {
	if len(s) >= 3 && s[0] == 0xed && s[1] >= 0xa0 && s[1] <= 0xbf && s[2]&0xc0 == 0x80 {
		return rune(0xd000) | rune(s[1]&0x3f)<<6 | rune(s[2]&0x3f), 3
	}
	return utf8.DecodeRuneInString(s)
}

// appendWTF8 appends the code point r to b; a surrogate gets the
// three-byte encoding UTF-8 forbids, so that it survives in a Go string.
func appendWTF8(b []byte, r rune) []byte {
	if r >= 0xd800 && r <= 0xdfff {
		return append(b, 0xed, byte(0xa0|(r>>6)&0x1f), byte(0x80|r&0x3f))
	}
	return utf8.AppendRune(b, r)
}
