package interp

import (
	"math/big"
	"strings"
	"unicode"
)

// strFormat is str.format(*args, **kwargs), following CPython 3.11's
// Objects/stringlib/unicode_format.h: the format string is read from the
// left, one literal run or replacement field at a time, and each field is
// rendered before the next is parsed, so that of two faults the first in
// the string is the one raised. A field is a name (empty: the next
// automatic index; decimal digits: a positional index; otherwise a
// keyword), an optional conversion (!s, !r, !a) and an optional format
// spec; {{ and }} are literal braces. Supported exactly: every parse
// error of CPython, automatic and manual numbering and their mixing,
// missing indexes and keywords, the conversions, and an empty format spec
// (format(v, "") is str(v) for every value the interpreter prints).
// Refused (UnsupportedError): a non-empty or nested format spec, an
// attribute or item lookup after the name ({0.x}, {0[1]}), and a name
// made of non-ASCII decimal digits (CPython reads them as an index by its
// Unicode tables). Extra arguments are ignored, as CPython does.
func (in *Interp) strFormat(o string, a []Value, kw []kwArg, s spanT) Value {
	rs := []rune(o)
	n := len(rs)
	var b strings.Builder
	state := 0 // 0: no numbered field yet, 1: automatic, 2: manual
	next := 0  // the next automatic index
	i := 0
	for i < n {
		in.step(s)
		// the literal text up to the first brace
		start := i
		var c rune
		markup := false
		for i < n {
			c = rs[i]
			i++
			if c == '{' || c == '}' {
				markup = true
				break
			}
		}
		atEnd := i >= n
		lit := rs[start:i]
		if c == '}' && markup && (atEnd || rs[i] != '}') {
			panic(in.raise("ValueError", s, "Single '}' encountered in format string"))
		}
		if atEnd && markup && c == '{' {
			panic(in.raise("ValueError", s, "Single '{' encountered in format string"))
		}
		if markup {
			if rs[i] == c {
				// an escaped brace: literal text, no field
				i++
				markup = false
			} else {
				lit = lit[:len(lit)-1]
			}
		}
		b.WriteString(string(lit))
		in.checkStr(b.String(), s)
		if !markup {
			continue
		}
		// the field: its name up to '}', ':' or '!'
		nameStart := i
		c = 0
		for i < n {
			c = rs[i]
			i++
			if c == '{' {
				panic(in.raise("ValueError", s, "unexpected '{' in field name"))
			}
			if c == '[' {
				for i < n && rs[i] != ']' {
					i++
				}
				continue
			}
			if c == '}' || c == ':' || c == '!' {
				break
			}
		}
		name := rs[nameStart:max(nameStart, i-1)]
		var conv rune
		spec, nested := false, false
		switch {
		case c == '!' || c == ':':
			if c == '!' {
				if i >= n {
					panic(in.raise("ValueError", s, "end of string while looking for conversion specifier"))
				}
				conv = rs[i]
				i++
				if i < n {
					c = rs[i]
					i++
					if c == '}' {
						break
					}
					if c != ':' {
						panic(in.raise("ValueError", s, "expected ':' after conversion specifier"))
					}
				}
			}
			// the format spec, up to the '}' matching the field's '{'
			count := 1
			closed := false
			for i < n {
				r := rs[i]
				i++
				if r == '{' {
					nested = true
					count++
				} else if r == '}' {
					count--
					if count == 0 {
						closed = true
						break
					}
				}
				spec = true
			}
			if !closed {
				panic(in.raise("ValueError", s, "unmatched '{' in format spec"))
			}
		case c != '}':
			panic(in.raise("ValueError", s, "expected '}' before end of string"))
		}

		// the object: the first part of the name, up to '.' or '['
		firstEnd := len(name)
		for k, r := range name {
			if r == '.' || r == '[' {
				firstEnd = k
				break
			}
		}
		first := name[:firstEnd]
		idx := int64(-1)
		if len(first) > 0 {
			digits := true
			for _, r := range first {
				if r >= 0x80 && unicode.IsDigit(r) {
					panic(in.unsupported(s, "a str.format field named by non-ASCII digits"))
				}
				if r < '0' || r > '9' {
					digits = false
				}
			}
			if digits {
				v, ok := new(big.Int).SetString(string(first), 10)
				if !ok || !v.IsInt64() {
					panic(in.raise("ValueError", s, "Too many decimal digits in format string"))
				}
				idx = v.Int64()
			}
		}
		empty := len(first) == 0
		if empty || idx >= 0 {
			if state == 0 {
				state = 2
				if empty {
					state = 1
				}
			}
			if state == 2 && empty {
				panic(in.raise("ValueError", s, "cannot switch from manual field specification to automatic field numbering"))
			}
			if state == 1 && !empty {
				panic(in.raise("ValueError", s, "cannot switch from automatic field numbering to manual field specification"))
			}
			if empty {
				idx = int64(next)
				next++
			}
		}
		var obj Value
		if idx < 0 {
			key := string(first)
			found := false
			for _, k := range kw {
				if k.Name == key {
					obj, found = k.Value, true
					break
				}
			}
			if !found {
				panic(in.raise("KeyError", s, "%s", in.safeRepr(key)))
			}
		} else {
			if idx >= int64(len(a)) {
				panic(in.raise("IndexError", s, "Replacement index %d out of range for positional args tuple", idx))
			}
			obj = a[idx]
		}
		if firstEnd < len(name) {
			panic(in.unsupported(s, "an attribute or item lookup in a str.format field"))
		}
		var out string
		switch conv {
		case 0, 's':
			out = in.str(obj, s)
		case 'r':
			out = in.repr(obj, s)
		case 'a':
			out = asciiOf(in.repr(obj, s))
		default:
			if conv > 32 && conv < 127 {
				panic(in.raise("ValueError", s, "Unknown conversion specifier %c", conv))
			}
			panic(in.raise("ValueError", s, "Unknown conversion specifier \\x%x", conv))
		}
		if nested || spec {
			panic(in.unsupported(s, "a format spec in a str.format field"))
		}
		b.WriteString(out)
		in.checkStr(b.String(), s)
	}
	return b.String()
}
