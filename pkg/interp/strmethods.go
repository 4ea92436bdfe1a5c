package interp

import (
	"strings"
	"unicode/utf8"
)

// strMethod returns the bound method o.name for the str methods of this
// file (case mapping, strip, removeprefix/removesuffix, replace and
// split) and format (strformat.go), or nil when name is none of them.
func (in *Interp) strMethod(o, name string) Value {
	var fn func(in *Interp, a []Value, kw []kwArg, s spanT) Value
	switch name {
	case "lower", "upper", "casefold", "capitalize", "title", "swapcase":
		fn = func(in *Interp, a []Value, kw []kwArg, s spanT) Value {
			in.noArgs("str."+name, a, kw, s)
			r, ok := caseMap(o, name)
			if !ok {
				panic(in.unsupported(s, "str.%s() of a str with a character beyond U+00FF (only ASCII and Latin-1 case mapping is reproduced exactly)", name))
			}
			return r // as long as o in bytes: Latin-1's mappings keep the length
		}
	case "strip", "lstrip", "rstrip":
		fn = func(in *Interp, a []Value, kw []kwArg, s spanT) Value { return in.strStrip(o, name, a, kw, s) }
	case "removeprefix", "removesuffix":
		fn = func(in *Interp, a []Value, kw []kwArg, s spanT) Value {
			in.oneArg("str."+name, a, kw, s)
			x, ok := a[0].(string)
			if !ok {
				panic(in.raise("TypeError", s, "%s() argument must be str, not %s", name, clinicTypeName(a[0])))
			}
			if name == "removeprefix" {
				return strings.TrimPrefix(o, x)
			}
			return strings.TrimSuffix(o, x)
		}
	case "replace":
		fn = func(in *Interp, a []Value, kw []kwArg, s spanT) Value { return in.strReplace(o, a, kw, s) }
	case "split":
		fn = func(in *Interp, a []Value, kw []kwArg, s spanT) Value { return in.strSplit(o, a, kw, s) }
	case "format":
		fn = func(in *Interp, a []Value, kw []kwArg, s spanT) Value { return in.strFormat(o, a, kw, s) }
	default:
		return nil
	}
	return &Builtin{Name: "str." + name, Fn: fn}
}

// clinicTypeName names v's type as CPython's argument clinic does in
// "must be str, not ..." (_PyArg_BadArgument): None is "None".
func clinicTypeName(v Value) string {
	if _, ok := v.(NoneType); ok {
		return "None"
	}
	return typeName(v)
}

// pyIsSpace reports whether str.isspace() is true of the one-character
// str r in CPython 3.11 (the characters of bidirectional class WS, B or
// S, or of category Zs).
func pyIsSpace(r rune) bool {
	switch {
	case r == ' ' || '\t' <= r && r <= '\r' || 0x1c <= r && r <= 0x1f:
		return true
	case r < 0x80:
		return false
	case r == 0x85 || r == 0xa0 || r == 0x1680 || 0x2000 <= r && r <= 0x200a:
		return true
	}
	return r == 0x2028 || r == 0x2029 || r == 0x202f || r == 0x205f || r == 0x3000
}

// strStrip is str.strip, lstrip and rstrip: with no argument or None,
// the characters str.isspace() accepts are removed; with a str, its
// characters (code points).
func (in *Interp) strStrip(o, name string, a []Value, kw []kwArg, s spanT) Value {
	if len(kw) > 0 {
		panic(in.raise("TypeError", s, "str.%s() takes no keyword arguments", name))
	}
	if len(a) > 1 {
		panic(in.raise("TypeError", s, "%s expected at most 1 argument, got %d", name, len(a)))
	}
	cut := pyIsSpace
	if len(a) == 1 {
		switch c := a[0].(type) {
		case NoneType:
		case string:
			cut = func(r rune) bool { return strings.ContainsRune(c, r) }
		default:
			panic(in.raise("TypeError", s, "%s arg must be None or str", name))
		}
	}
	switch name {
	case "lstrip":
		return strings.TrimLeftFunc(o, cut)
	case "rstrip":
		return strings.TrimRightFunc(o, cut)
	}
	return strings.TrimFunc(o, cut)
}

// strReplace is str.replace(old, new[, count]): at most count
// non-overlapping occurrences of old, from the left, replaced by new (all
// of them when count is negative); an empty old matches before each code
// point and at the end.
func (in *Interp) strReplace(o string, a []Value, kw []kwArg, s spanT) Value {
	if len(kw) > 0 {
		panic(in.raise("TypeError", s, "str.replace() takes no keyword arguments"))
	}
	if len(a) < 2 {
		panic(in.raise("TypeError", s, "replace expected at least 2 arguments, got %d", len(a)))
	}
	if len(a) > 3 {
		panic(in.raise("TypeError", s, "replace expected at most 3 arguments, got %d", len(a)))
	}
	var args [2]string
	for i := range args {
		x, ok := a[i].(string)
		if !ok {
			panic(in.raise("TypeError", s, "replace() argument %d must be str, not %s", i+1, clinicTypeName(a[i])))
		}
		args[i] = x
	}
	old, repl := args[0], args[1]
	count := int64(-1)
	if len(a) == 3 {
		count = in.ssize(a[2], s)
	}
	n := int64(strings.Count(o, old))
	if count >= 0 && count < n {
		n = count
	}
	if n == 0 {
		return o
	}
	if grow := n * (strChars(repl) - strChars(old)); grow > 0 && strChars(o)+grow > MaxStrChars {
		panic(in.strLimit(s))
	}
	return strings.Replace(o, old, repl, int(n))
}

// strSplit is str.split(sep=None, maxsplit=-1), its arguments parsed as
// CPython 3.11's argument clinic parses them (positional or keyword,
// maxsplit converted before sep is checked).
func (in *Interp) strSplit(o string, a []Value, kw []kwArg, s spanT) Value {
	names := [2]string{"sep", "maxsplit"}
	if len(a)+len(kw) > 2 {
		panic(in.raise("TypeError", s, "split() takes at most 2 arguments (%d given)", len(a)+len(kw)))
	}
	var args [2]Value
	copy(args[:], a)
	left := len(kw)
	for i := len(a); i < 2; i++ {
		for _, k := range kw {
			if k.Name == names[i] {
				args[i] = k.Value
				left--
			}
		}
	}
	if left > 0 {
		for i := range a {
			for _, k := range kw {
				if k.Name == names[i] {
					panic(in.raise("TypeError", s, "argument for split() given by name ('%s') and position (%d)", names[i], i+1))
				}
			}
		}
		for _, k := range kw {
			if k.Name != names[0] && k.Name != names[1] {
				panic(in.raise("TypeError", s, "'%s' is an invalid keyword argument for split()", k.Name))
			}
		}
		panic(in.raise("TypeError", s, "invalid keyword argument for split()"))
	}
	maxsplit := int64(-1)
	if args[1] != nil {
		maxsplit = in.ssize(args[1], s)
	}
	if maxsplit < 0 {
		maxsplit = 1<<63 - 1
	}
	var parts []string
	add := func(p string) {
		in.step(s)
		in.checkLen(int64(len(parts))+1, s, "list")
		parts = append(parts, p)
	}
	switch sep := args[0].(type) {
	case nil, NoneType:
		// CPython's split_whitespace: runs of whitespace separate, none
		// at the ends; after maxsplit splits the rest, without its
		// leading whitespace, is the last part
		i := 0
		for ; maxsplit > 0; maxsplit-- {
			i = skip(o, i, true)
			if i == len(o) {
				break
			}
			j := skip(o, i, false)
			add(o[i:j])
			i = j
		}
		if i < len(o) {
			if i = skip(o, i, true); i < len(o) {
				add(o[i:])
			}
		}
	case string:
		if sep == "" {
			panic(in.raise("ValueError", s, "empty separator"))
		}
		rest := o
		for ; maxsplit > 0; maxsplit-- {
			k := strings.Index(rest, sep)
			if k < 0 {
				break
			}
			add(rest[:k])
			rest = rest[k+len(sep):]
		}
		add(rest)
	default:
		panic(in.raise("TypeError", s, "must be str or None, not %s", typeName(sep)))
	}
	elems := make([]Value, len(parts))
	for i, p := range parts {
		elems[i] = p
	}
	return &List{Elems: elems}
}

// skip returns the byte index of the first code point of o from i on
// whose str.isspace() differs from space (len(o) when there is none).
func skip(o string, i int, space bool) int {
	for i < len(o) {
		r, n := utf8.DecodeRuneInString(o[i:])
		if pyIsSpace(r) != space {
			break
		}
		i += n
	}
	return i
}

// caseMap applies the case method name (lower, upper, casefold,
// capitalize, title or swapcase) to o as CPython 3.11 does, when every
// character of o is at most U+00FF; ok is false otherwise. Within
// Latin-1 CPython's full mappings are these: the letters A-Z, U+00C0 to
// U+00DE but U+00D7 are upper case with lower case 32 above; a-z, U+00E0
// to U+00FE but U+00F7 are lower case with upper (and title) case 32
// below; U+00DF ß upper cases to SS, title cases to Ss and folds to ss;
// U+00B5 µ upper cases to U+039C and folds to U+03BC; U+00FF ÿ upper
// cases to U+0178; U+00AA and U+00BA are lower case without mappings. No
// Latin-1 character is title case, and Σ, whose lower case depends on
// its neighbours, is beyond Latin-1.
func caseMap(o, name string) (string, bool) {
	for i := 0; i < len(o); i++ {
		if o[i] >= 0xc4 { // the first byte of a code point beyond U+00FF
			return "", false
		}
	}
	var b strings.Builder
	cased := false // whether the previous character is cased (title)
	first := true
	for _, r := range o {
		switch name {
		case "lower":
			b.WriteString(latinLower(r))
		case "upper":
			b.WriteString(latinUpper(r, false))
		case "casefold":
			b.WriteString(latinFold(r))
		case "capitalize":
			if first {
				b.WriteString(latinUpper(r, true))
			} else {
				b.WriteString(latinLower(r))
			}
		case "title":
			if cased {
				b.WriteString(latinLower(r))
			} else {
				b.WriteString(latinUpper(r, true))
			}
			cased = latinIsUpper(r) || latinIsLower(r)
		case "swapcase":
			switch {
			case latinIsUpper(r):
				b.WriteString(latinLower(r))
			case latinIsLower(r):
				b.WriteString(latinUpper(r, false))
			default:
				b.WriteRune(r)
			}
		}
		first = false
	}
	return b.String(), true
}

// latinIsUpper is CPython's Py_UNICODE_ISUPPER for r <= U+00FF.
func latinIsUpper(r rune) bool {
	return 'A' <= r && r <= 'Z' || 0xc0 <= r && r <= 0xde && r != 0xd7
}

// latinIsLower is CPython's Py_UNICODE_ISLOWER for r <= U+00FF.
func latinIsLower(r rune) bool {
	return 'a' <= r && r <= 'z' || r == 0xaa || r == 0xb5 || r == 0xba || 0xdf <= r && r <= 0xff && r != 0xf7
}

// latinLower is CPython's full lower case mapping of r <= U+00FF.
func latinLower(r rune) string {
	if latinIsUpper(r) {
		return string(r + 0x20)
	}
	return string(r)
}

// latinUpper is CPython's full upper case mapping of r <= U+00FF, or
// its full title case mapping when title is set.
func latinUpper(r rune, title bool) string {
	switch {
	case 'a' <= r && r <= 'z' || 0xe0 <= r && r <= 0xfe && r != 0xf7:
		return string(r - 0x20)
	case r == 0xb5:
		return "\u039c"
	case r == 0xdf && title:
		return "Ss"
	case r == 0xdf:
		return "SS"
	case r == 0xff:
		return "\u0178"
	}
	return string(r)
}

// latinFold is CPython's full case folding of r <= U+00FF.
func latinFold(r rune) string {
	switch r {
	case 0xb5:
		return "\u03bc"
	case 0xdf:
		return "ss"
	}
	return latinLower(r)
}
