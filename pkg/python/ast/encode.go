package ast

import (
	"strconv"
	"unicode/utf8"

	"clauz3/pkg/diag"
)

// Encode returns the JSON form of n (deterministic, compact).
func Encode(n Node) ([]byte, error) {
	return AppendJSON(nil, n)
}

// AppendJSON appends the JSON form of n to buf.
func AppendJSON(buf []byte, n Node) ([]byte, error) {
	e := encoder{buf: buf}
	e.node(n)
	if e.err != nil {
		return nil, e.err
	}
	return e.buf, nil
}

// MarshalJSON implements json.Marshaler with Encode.
func (n *Module) MarshalJSON() ([]byte, error) { return Encode(n) }

type encoder struct {
	buf []byte
	err error
}

func (e *encoder) fail(err error) {
	if e.err == nil {
		e.err = err
	}
}

func (e *encoder) raw(s string) { e.buf = append(e.buf, s...) }
func (e *encoder) null()        { e.buf = append(e.buf, "null"...) }
func (e *encoder) int(i int)    { e.buf = strconv.AppendInt(e.buf, int64(i), 10) }

func (e *encoder) optStr(s string) {
	if s == "" {
		e.null()
		return
	}
	e.str(s)
}

func (e *encoder) strs(ss []string) {
	e.buf = append(e.buf, '[')
	for i, s := range ss {
		if i > 0 {
			e.buf = append(e.buf, ',')
		}
		e.str(s)
	}
	e.buf = append(e.buf, ']')
}

const hexDigits = "0123456789abcdef"

func (e *encoder) u4(r rune) {
	e.buf = append(e.buf, '\\', 'u', hexDigits[r>>12&15], hexDigits[r>>8&15], hexDigits[r>>4&15], hexDigits[r&15])
}

// str writes s as a JSON string. s is UTF-8 in which a surrogate code
// point may appear in its 3-byte form (WTF-8); it is written as a \uXXXX
// escape. Other invalid bytes become U+FFFD.
func (e *encoder) str(s string) {
	e.buf = append(e.buf, '"')
	for i := 0; i < len(s); {
		c := s[i]
		if c < utf8.RuneSelf {
			switch {
			case c == '"' || c == '\\':
				e.buf = append(e.buf, '\\', c)
			case c == '\n':
				e.buf = append(e.buf, '\\', 'n')
			case c == '\r':
				e.buf = append(e.buf, '\\', 'r')
			case c == '\t':
				e.buf = append(e.buf, '\\', 't')
			case c < 0x20 || c == 0x7f:
				e.u4(rune(c))
			default:
				e.buf = append(e.buf, c)
			}
			i++
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError && size == 1 {
			if sr, ok := surrogateAt(s, i); ok {
				e.u4(sr)
				i += 3
				continue
			}
			e.u4(utf8.RuneError)
			i++
			continue
		}
		if r == 0x2028 || r == 0x2029 {
			e.u4(r)
		} else {
			e.buf = append(e.buf, s[i:i+size]...)
		}
		i += size
	}
	e.buf = append(e.buf, '"')
}

// surrogateAt decodes a WTF-8 surrogate (ED A0..BF 80..BF) at s[i:].
func surrogateAt(s string, i int) (rune, bool) {
	if i+2 < len(s) && s[i] == 0xED && s[i+1] >= 0xA0 && s[i+1] <= 0xBF && s[i+2] >= 0x80 && s[i+2] <= 0xBF {
		return 0xD000 | rune(s[i+1]&0x3F)<<6 | rune(s[i+2]&0x3F), true
	}
	return 0, false
}

// AppendSurrogate appends the WTF-8 form of the surrogate code point r
// (U+D800..U+DFFF) to b.
func AppendSurrogate(b []byte, r rune) []byte {
	return append(b, 0xED, byte(0x80|(r>>6)&0x3F), byte(0x80|r&0x3F))
}

func (e *encoder) span(s diag.Span) {
	e.raw(`,"span":{"file":`)
	e.str(s.File)
	e.raw(`,"line":`)
	e.int(s.Line)
	e.raw(`,"col":`)
	e.int(s.Col)
	e.raw(`,"end_line":`)
	e.int(s.EndLine)
	e.raw(`,"end_col":`)
	e.int(s.EndCol)
	e.raw(`}`)
}

func (e *encoder) constant(v *ConstValue) {
	switch v.Kind {
	case ConstNone:
		e.raw(`{"none":true}`)
	case ConstBool:
		if v.Bool {
			e.raw(`{"bool":true}`)
		} else {
			e.raw(`{"bool":false}`)
		}
	case ConstInt:
		e.raw(`{"int":"`)
		if v.Int == nil {
			e.raw("0")
		} else {
			e.buf = v.Int.Append(e.buf, 10)
		}
		e.raw(`"}`)
	case ConstFloat:
		e.raw(`{"float":"`)
		e.raw(FloatRepr(v.Float))
		e.raw(`"}`)
	case ConstComplex:
		e.raw(`{"complex":"`)
		e.raw(FloatRepr(v.Float))
		e.raw(`"}`)
	case ConstStr:
		if hasSurrogate(v.Str) {
			// JSON cannot carry surrogates faithfully (a reader turns a lone
			// one into U+FFFD and an adjacent pair into one character), so
			// such a str is written as its code points.
			e.raw(`{"str_code_points":[`)
			for i, r := range CodePoints(v.Str) {
				if i > 0 {
					e.raw(",")
				}
				e.int(int(r))
			}
			e.raw(`]}`)
			break
		}
		e.raw(`{"str":`)
		e.str(v.Str)
		e.raw(`}`)
	case ConstBytes:
		e.raw(`{"bytes":"`)
		for _, c := range v.Bytes {
			switch {
			case c == '"' || c == '\\':
				e.buf = append(e.buf, '\\', c)
			case c < 0x20 || c == 0x7f:
				e.u4(rune(c))
			case c < 0x80:
				e.buf = append(e.buf, c)
			default:
				e.buf = utf8.AppendRune(e.buf, rune(c))
			}
		}
		e.raw(`"}`)
	case ConstEllipsis:
		e.raw(`{"ellipsis":true}`)
	default:
		e.raw(`{"none":true}`)
		e.fail(diag.ICE("ast: constant of unknown kind %d", v.Kind))
	}
}

// hasSurrogate reports whether s holds a surrogate code point in its
// WTF-8 form.
func hasSurrogate(s string) bool {
	for i := 0; i+2 < len(s); i++ {
		if _, ok := surrogateAt(s, i); ok {
			return true
		}
	}
	return false
}

// CodePoints decodes a Python str held as WTF-8 (UTF-8 in which a
// surrogate may appear in its 3-byte form) into its code points; other
// invalid bytes become U+FFFD.
func CodePoints(s string) []rune {
	var out []rune
	for i := 0; i < len(s); {
		if sr, ok := surrogateAt(s, i); ok {
			out = append(out, sr)
			i += 3
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		out = append(out, r)
		i += size
	}
	return out
}
