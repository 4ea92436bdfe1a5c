package protocol

import (
	"fmt"
	"unicode/utf8"
)

// maxIntDigits is CPython's default limit on the digits of an int read
// from text (sys.int_info.str_digits_check_threshold); json.loads refuses
// a longer integer literal, so Decode does too.
const maxIntDigits = 4300

// SyntaxError is a JSON document Python's json.loads would refuse.
type SyntaxError struct {
	Msg    string
	Offset int // byte offset of the problem
}

func (e *SyntaxError) Error() string { return fmt.Sprintf("%s at byte %d", e.Msg, e.Offset) }

// Decode reads data as Python's json.loads(data.decode()) does and
// returns the generic tree (nil, bool, Number, string, []any,
// map[string]any):
//
//   - data must be UTF-8 without a byte order mark;
//   - NaN, Infinity and -Infinity are accepted, as Python does;
//   - numbers keep their literal (Number); an integer longer than 4300
//     digits is refused, as CPython refuses it;
//   - a \uXXXX escape of a lone surrogate is kept (as WTF-8) so that
//     Canonical writes it back unchanged; an escaped pair is combined;
//   - raw control characters in strings are refused (strict mode);
//   - a repeated key keeps its last value.
func Decode(data []byte) (any, error) {
	if !utf8.Valid(data) {
		return nil, &SyntaxError{Msg: "invalid UTF-8", Offset: firstInvalidUTF8(data)}
	}
	if len(data) >= 3 && data[0] == 0xef && data[1] == 0xbb && data[2] == 0xbf {
		return nil, &SyntaxError{Msg: "unexpected UTF-8 byte order mark", Offset: 0}
	}
	d := &decoder{data: data}
	d.space()
	v, err := d.value(0)
	if err != nil {
		return nil, err
	}
	d.space()
	if d.pos != len(d.data) {
		return nil, d.fail("extra data")
	}
	return v, nil
}

func firstInvalidUTF8(b []byte) int {
	for i := 0; i < len(b); {
		r, n := utf8.DecodeRune(b[i:])
		if r == utf8.RuneError && n <= 1 {
			return i
		}
		i += n
	}
	return len(b)
}

type decoder struct {
	data []byte
	pos  int
}

func (d *decoder) fail(msg string) error { return &SyntaxError{Msg: msg, Offset: d.pos} }

func (d *decoder) space() {
	for d.pos < len(d.data) {
		switch d.data[d.pos] {
		case ' ', '\t', '\n', '\r':
			d.pos++
		default:
			return
		}
	}
}

func (d *decoder) literal(word string) bool {
	if len(d.data)-d.pos >= len(word) && string(d.data[d.pos:d.pos+len(word)]) == word {
		d.pos += len(word)
		return true
	}
	return false
}

func (d *decoder) value(depth int) (any, error) {
	if depth > maxDepth {
		return nil, d.fail(fmt.Sprintf("nesting deeper than %d", maxDepth))
	}
	if d.pos >= len(d.data) {
		return nil, d.fail("expecting value")
	}
	switch c := d.data[d.pos]; {
	case c == '{':
		return d.object(depth)
	case c == '[':
		return d.array(depth)
	case c == '"':
		return d.str()
	case d.literal("null"):
		return nil, nil
	case d.literal("true"):
		return true, nil
	case d.literal("false"):
		return false, nil
	case d.literal("NaN"):
		return Number("NaN"), nil
	case d.literal("Infinity"):
		return Number("Infinity"), nil
	case d.literal("-Infinity"):
		return Number("-Infinity"), nil
	case c == '-' || (c >= '0' && c <= '9'):
		return d.number()
	}
	return nil, d.fail("expecting value")
}

func (d *decoder) digits() int {
	start := d.pos
	for d.pos < len(d.data) && d.data[d.pos] >= '0' && d.data[d.pos] <= '9' {
		d.pos++
	}
	return d.pos - start
}

// number reads -?(0|[1-9]\d*)(\.\d+)?([eE][-+]?\d+)? as Python's scanner
// does: a fraction or exponent that is not complete is left unread (and
// then fails as extra data).
func (d *decoder) number() (any, error) {
	start := d.pos
	if d.data[d.pos] == '-' {
		d.pos++
	}
	if d.pos < len(d.data) && d.data[d.pos] == '0' {
		d.pos++
	} else if d.digits() == 0 {
		d.pos = start
		return nil, d.fail("expecting value")
	}
	intEnd := d.pos
	if d.pos+1 < len(d.data) && d.data[d.pos] == '.' && isDigit(d.data[d.pos+1]) {
		d.pos++
		d.digits()
	}
	if d.pos < len(d.data) && (d.data[d.pos] == 'e' || d.data[d.pos] == 'E') {
		save := d.pos
		d.pos++
		if d.pos < len(d.data) && (d.data[d.pos] == '+' || d.data[d.pos] == '-') {
			d.pos++
		}
		if d.digits() == 0 {
			d.pos = save
		}
	}
	lit := Number(d.data[start:d.pos])
	if d.pos == intEnd {
		n := intEnd - start
		if d.data[start] == '-' {
			n--
		}
		if n > maxIntDigits {
			d.pos = start
			return nil, d.fail(fmt.Sprintf("integer literal longer than %d digits", maxIntDigits))
		}
	}
	return lit, nil
}

func isDigit(c byte) bool { return c >= '0' && c <= '9' }

func (d *decoder) array(depth int) (any, error) {
	d.pos++ // [
	out := []any{}
	d.space()
	if d.pos < len(d.data) && d.data[d.pos] == ']' {
		d.pos++
		return out, nil
	}
	for {
		d.space()
		v, err := d.value(depth + 1)
		if err != nil {
			return nil, err
		}
		out = append(out, v)
		d.space()
		if d.pos >= len(d.data) {
			return nil, d.fail("expecting ',' delimiter")
		}
		switch d.data[d.pos] {
		case ',':
			d.pos++
		case ']':
			d.pos++
			return out, nil
		default:
			return nil, d.fail("expecting ',' delimiter")
		}
	}
}

func (d *decoder) object(depth int) (any, error) {
	d.pos++ // {
	out := map[string]any{}
	d.space()
	if d.pos < len(d.data) && d.data[d.pos] == '}' {
		d.pos++
		return out, nil
	}
	for {
		d.space()
		if d.pos >= len(d.data) || d.data[d.pos] != '"' {
			return nil, d.fail("expecting property name enclosed in double quotes")
		}
		k, err := d.str()
		if err != nil {
			return nil, err
		}
		d.space()
		if d.pos >= len(d.data) || d.data[d.pos] != ':' {
			return nil, d.fail("expecting ':' delimiter")
		}
		d.pos++
		d.space()
		v, err := d.value(depth + 1)
		if err != nil {
			return nil, err
		}
		out[k.(string)] = v
		d.space()
		if d.pos >= len(d.data) {
			return nil, d.fail("expecting ',' delimiter")
		}
		switch d.data[d.pos] {
		case ',':
			d.pos++
		case '}':
			d.pos++
			return out, nil
		default:
			return nil, d.fail("expecting ',' delimiter")
		}
	}
}

func (d *decoder) str() (any, error) {
	d.pos++ // "
	var b []byte
	for {
		if d.pos >= len(d.data) {
			return nil, d.fail("unterminated string")
		}
		c := d.data[d.pos]
		switch {
		case c == '"':
			d.pos++
			return string(b), nil
		case c < 0x20:
			return nil, d.fail("invalid control character in string")
		case c != '\\':
			b = append(b, c)
			d.pos++
			continue
		}
		// An escape.
		if d.pos+1 >= len(d.data) {
			return nil, d.fail("unterminated string")
		}
		e := d.data[d.pos+1]
		d.pos += 2
		switch e {
		case '"', '\\', '/':
			b = append(b, e)
		case 'b':
			b = append(b, '\b')
		case 'f':
			b = append(b, '\f')
		case 'n':
			b = append(b, '\n')
		case 'r':
			b = append(b, '\r')
		case 't':
			b = append(b, '\t')
		case 'u':
			r, ok := d.hex4(d.pos)
			if !ok {
				d.pos -= 2
				return nil, d.fail("invalid \\uXXXX escape")
			}
			d.pos += 4
			if r >= 0xd800 && r <= 0xdbff && d.pos+1 < len(d.data) && d.data[d.pos] == '\\' && d.data[d.pos+1] == 'u' {
				if lo, ok := d.hex4(d.pos + 2); ok && lo >= 0xdc00 && lo <= 0xdfff {
					r = 0x10000 + (r-0xd800)<<10 + (lo - 0xdc00)
					d.pos += 6
				}
			}
			b = appendWTF8(b, r)
		default:
			d.pos -= 2
			return nil, d.fail("invalid \\escape")
		}
	}
}

func (d *decoder) hex4(at int) (rune, bool) {
	if at+4 > len(d.data) {
		return 0, false
	}
	var r rune
	for _, c := range d.data[at : at+4] {
		r <<= 4
		switch {
		case c >= '0' && c <= '9':
			r |= rune(c - '0')
		case c >= 'a' && c <= 'f':
			r |= rune(c-'a') + 10
		case c >= 'A' && c <= 'F':
			r |= rune(c-'A') + 10
		default:
			return 0, false
		}
	}
	return r, true
}
