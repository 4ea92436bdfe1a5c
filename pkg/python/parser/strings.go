package parser

import (
	"bufio"
	"bytes"
	"compress/gzip"
	_ "embed"
	"fmt"
	"math/big"
	"strconv"
	"strings"
	"sync"
	"unicode/utf8"

	"clauz3/pkg/diag"
	"clauz3/pkg/python/ast"
	"clauz3/pkg/python/scanner"
	"clauz3/pkg/python/token"
)

// ---- numbers ----------------------------------------------------------------

// number converts a NUMBER token to its value.
func (p *parser) number(t token.Token) ast.ConstValue {
	lit := strings.ReplaceAll(t.Lit, "_", "")
	last := lit[len(lit)-1] | 0x20
	if last == 'j' {
		f, _ := strconv.ParseFloat(lit[:len(lit)-1], 64)
		return ast.ConstValue{Kind: ast.ConstComplex, Float: f}
	}
	if len(lit) > 1 && lit[0] == '0' {
		base := 0
		switch lit[1] | 0x20 {
		case 'x':
			base = 16
		case 'o':
			base = 8
		case 'b':
			base = 2
		}
		if base != 0 {
			i, ok := new(big.Int).SetString(lit[2:], base)
			if !ok {
				p.errorAt(t.Pos, t.End, "invalid number literal")
			}
			return ast.ConstValue{Kind: ast.ConstInt, Int: i}
		}
	}
	if strings.ContainsAny(lit, ".eE") {
		f, err := strconv.ParseFloat(lit, 64)
		if err != nil {
			if ne, ok := err.(*strconv.NumError); !ok || ne.Err != strconv.ErrRange {
				p.errorAt(t.Pos, t.End, "invalid number literal")
			}
		}
		return ast.ConstValue{Kind: ast.ConstFloat, Float: f}
	}
	if len(lit) > 4300 {
		// CPython refuses to convert decimal integers with more than 4300
		// digits (sys.int_info.default_max_str_digits).
		p.errorAt(t.Pos, t.End, fmt.Sprintf("Exceeds the limit (4300 digits) for integer string conversion: value has %d digits; use sys.set_int_max_str_digits() to increase the limit - Consider hexadecimal for huge integer literals to avoid decimal conversion limits.", len(lit)))
	}
	i, ok := new(big.Int).SetString(lit, 10)
	if !ok {
		p.errorAt(t.Pos, t.End, "invalid number literal")
	}
	return ast.ConstValue{Kind: ast.ConstInt, Int: i}
}

// ---- strings ----------------------------------------------------------------

// prefixOf splits a string token into its prefix flags and body (between
// the quotes).
func prefixOf(lit string) (raw, isBytes, isU bool, body string, bodyOff int) {
	i := 0
	for i < len(lit) && lit[i] != '"' && lit[i] != '\'' {
		switch lit[i] | 0x20 {
		case 'r':
			raw = true
		case 'b':
			isBytes = true
		case 'u':
			isU = true
		}
		i++
	}
	q := 1
	if len(lit)-i >= 6 && lit[i+1] == lit[i] && lit[i+2] == lit[i] {
		q = 3
	}
	return raw, isBytes, isU, lit[i+q : len(lit)-q], i + q
}

type strPiece struct {
	val      []byte
	pos, end token.Pos
	kind     string // "u" when the first piece is a u-prefixed string
}

// strings parses one or more adjacent string literals (implicit
// concatenation): a Constant, or a JoinedStr when any is an f-string.
func (p *parser) strings() ast.Expr {
	start := p.tok().Pos
	first := p.i
	for p.kind() == token.STRING || p.kind() == token.FSTRING {
		p.next()
	}
	toks := p.toks[first:p.i]
	end := p.prevEnd()
	hasF := false
	_, firstBytes, firstU, _, _ := prefixOf(toks[0].Lit)
	if toks[0].Kind == token.FSTRING {
		firstBytes = false
	}
	for _, t := range toks {
		isB := false
		if t.Kind == token.FSTRING {
			hasF = true
		} else {
			_, isB, _, _, _ = prefixOf(t.Lit)
		}
		if isB != firstBytes {
			p.errorAt(t.Pos, t.End, "cannot mix bytes and nonbytes literals")
		}
	}
	kind := ""
	if firstU {
		kind = "u"
	}
	if !hasF {
		var buf []byte
		for _, t := range toks {
			buf = append(buf, p.decodeString(t)...)
		}
		v := ast.ConstValue{Kind: ast.ConstStr, Str: string(buf)}
		if firstBytes {
			v = ast.ConstValue{Kind: ast.ConstBytes, Bytes: buf}
			if v.Bytes == nil {
				v.Bytes = []byte{}
			}
		}
		return &ast.Constant{Value: v, Kind: kind, Loc: p.spanTo(start, end)}
	}
	values := []ast.Expr{}
	var pend *strPiece
	// As CPython 3.12, a plain string, even empty, starts or extends the
	// pending constant; an empty result is dropped when flushed.
	add := func(val []byte, pos, end token.Pos, kind string) {
		if pend == nil {
			pend = &strPiece{pos: pos, kind: kind}
		}
		pend.val = append(pend.val, val...)
		pend.end = end
	}
	flush := func() {
		if pend != nil && len(pend.val) > 0 {
			values = append(values, &ast.Constant{Value: ast.ConstValue{Kind: ast.ConstStr, Str: string(pend.val)}, Kind: pend.kind, Loc: p.spanTo(pend.pos, pend.end)})
		}
		pend = nil
	}
	for _, t := range toks {
		if t.Kind == token.STRING {
			k := ""
			if _, _, isU, _, _ := prefixOf(t.Lit); isU {
				k = "u"
			}
			add(p.decodeString(t), t.Pos, t.End, k)
			continue
		}
		fs := t.FString
		for _, part := range fs.Parts {
			if part.Field == nil {
				add(p.decodeFLiteral(fs, part.Pos, part.End), part.Pos, part.End, "")
				continue
			}
			f := part.Field
			if f.Debug != "" {
				add([]byte(f.Debug), f.ExprPos, f.ExprPos+token.Pos(len(f.Debug)), "")
			}
			flush()
			values = append(values, p.formattedValue(fs, f))
		}
	}
	flush()
	return &ast.JoinedStr{Values: values, Loc: p.spanTo(start, end)}
}

// formattedValue builds the FormattedValue of one replacement field.
func (p *parser) formattedValue(fs *token.FString, f *token.FField) ast.Expr {
	value := p.fieldExpr(f.ExprPos, f.ExprEnd)
	conv := -1
	if f.Conv != 0 {
		conv = int(f.Conv)
	} else if f.Debug != "" && !f.HasSpec {
		conv = 'r'
	}
	var spec ast.Expr
	if f.HasSpec {
		vals := []ast.Expr{}
		var pend *strPiece
		flush := func() {
			if pend != nil {
				vals = append(vals, &ast.Constant{Value: ast.ConstValue{Kind: ast.ConstStr, Str: string(pend.val)}, Loc: p.spanTo(pend.pos, pend.end)})
				pend = nil
			}
		}
		for _, part := range f.Spec {
			if part.Field == nil {
				v := p.decodeFLiteral(fs, part.Pos, part.End)
				if len(v) > 0 {
					if pend == nil {
						pend = &strPiece{pos: part.Pos}
					}
					pend.val = append(pend.val, v...)
					pend.end = part.End
				}
				continue
			}
			if part.Field.Debug != "" {
				if pend == nil {
					pend = &strPiece{pos: part.Field.ExprPos}
				}
				pend.val = append(pend.val, part.Field.Debug...)
				pend.end = part.Field.ExprPos + token.Pos(len(part.Field.Debug))
			}
			flush()
			vals = append(vals, p.formattedValue(fs, part.Field))
		}
		flush()
		// As CPython 3.12, the spec's JoinedStr starts at the ':'.
		spec = &ast.JoinedStr{Values: vals, Loc: p.spanTo(f.SpecPos-1, f.SpecEnd)}
	}
	return &ast.FormattedValue{Value: value, Conversion: conv, FormatSpec: spec, Loc: p.spanTo(f.Pos, f.End)}
}

// fieldExpr parses the expression of a replacement field, src[pos:end]:
// (yield_expr | star_expressions).
func (p *parser) fieldExpr(pos, end token.Pos) ast.Expr {
	sub := &parser{file: p.file, src: p.src, lineDiag: p.lineDiag, parens: p.parens, spec: p.spec, depth: p.depth, inner: true, scanDiags: p.scanDiags}
	defer func() { p.errs = append(p.errs, sub.errs...) }()
	var s scanner.Scanner
	s.InitRegion(p.file, p.src, pos, end, sub.scanError)
	for {
		t := s.Scan()
		sub.toks = append(sub.toks, t)
		if t.Kind == token.EOF {
			break
		}
	}
	sub.scanErrs = s.ErrorCount
	if t := sub.tok(); sub.isKw("lambda") {
		// A ':' ends the expression of a replacement field.
		sub.errorAt(t.Pos, t.End, "f-string: lambda expressions are not allowed without parentheses")
	}
	var e ast.Expr
	if sub.isKw("yield") {
		e = sub.yieldExpr()
	} else {
		e = sub.starExpressions()
	}
	if sub.kind() != token.EOF {
		if sub.kind() == token.COLONEQUAL || sub.kind() == token.EQUAL {
			sub.errorf("f-string: expecting '}'")
		}
		sub.syntaxError()
	}
	return e
}

func (p *parser) decodeString(t token.Token) []byte {
	raw, isBytes, _, body, off := prefixOf(t.Lit)
	val, err := decodeBody([]byte(body), raw, isBytes, false)
	if err != nil {
		p.errorAt(t.Pos, t.End, err.msg(t.Pos+token.Pos(off)))
	}
	return val
}

func (p *parser) decodeFLiteral(fs *token.FString, pos, end token.Pos) []byte {
	val, err := decodeBody(p.src[pos:end], fs.Raw, false, true)
	if err != nil {
		p.errorAt(pos, end, err.msg(pos))
	}
	return val
}

type litError struct {
	format   string
	from, to int
}

func (e *litError) msg(token.Pos) string {
	if strings.Contains(e.format, "%d-%d") {
		return fmt.Sprintf(e.format, e.from, e.to)
	}
	if strings.Contains(e.format, "%d") {
		return fmt.Sprintf(e.format, e.from)
	}
	return e.format
}

// decodeBody decodes the escapes of a string body. For bytes, the result
// is the bytes; for str, UTF-8 text in which surrogate code points are
// kept in WTF-8 form. fstr halves "{{" and "}}".
func decodeBody(b []byte, raw, isBytes, fstr bool) ([]byte, *litError) {
	if isBytes {
		for _, c := range b {
			if c >= 0x80 {
				return nil, &litError{format: "bytes can only contain ASCII literal characters"}
			}
		}
	}
	if raw && !fstr {
		return append([]byte(nil), b...), nil
	}
	if !fstr && bytes.IndexByte(b, '\\') < 0 {
		return append([]byte(nil), b...), nil
	}
	out := make([]byte, 0, len(b))
	uerr := func(i, j int, what string) *litError {
		return &litError{format: "(unicode error) 'unicodeescape' codec can't decode bytes in position %d-%d: " + what, from: i, to: j}
	}
	for i := 0; i < len(b); {
		c := b[i]
		if fstr && (c == '{' || c == '}') && i+1 < len(b) && b[i+1] == c {
			out = append(out, c)
			i += 2
			continue
		}
		if c != '\\' || raw {
			out = append(out, c)
			i++
			continue
		}
		if i+1 >= len(b) {
			out = append(out, c)
			i++
			continue
		}
		e := b[i+1]
		i += 2
		switch e {
		case '\n':
		case '\\', '\'', '"':
			out = append(out, e)
		case 'a':
			out = append(out, 7)
		case 'b':
			out = append(out, 8)
		case 'f':
			out = append(out, 12)
		case 'n':
			out = append(out, '\n')
		case 'r':
			out = append(out, '\r')
		case 't':
			out = append(out, '\t')
		case 'v':
			out = append(out, 11)
		case '0', '1', '2', '3', '4', '5', '6', '7':
			v := rune(e - '0')
			for n := 0; n < 2 && i < len(b) && b[i] >= '0' && b[i] <= '7'; n++ {
				v = v*8 + rune(b[i]-'0')
				i++
			}
			if isBytes {
				out = append(out, byte(v))
			} else {
				out = utf8.AppendRune(out, v)
			}
		case 'x':
			v, ok := hexN(b, i, 2)
			if !ok {
				if isBytes {
					return nil, &litError{format: "(value error) invalid \\x escape at position %d", from: i - 2}
				}
				return nil, uerr(i-2, min(i+1, len(b)-1), "truncated \\xXX escape")
			}
			i += 2
			if isBytes {
				out = append(out, byte(v))
			} else {
				out = utf8.AppendRune(out, v)
			}
		case 'u', 'U', 'N':
			if isBytes {
				out = append(out, '\\', e)
				continue
			}
			var v rune
			switch e {
			case 'u', 'U':
				n := 4
				if e == 'U' {
					n = 8
				}
				var ok bool
				v, ok = hexN(b, i, n)
				if !ok {
					return nil, uerr(i-2, min(i+n-1, len(b)-1), fmt.Sprintf("truncated \\%cXXXX%s escape", e, strings.Repeat("X", n-4)))
				}
				i += n
				if v > 0x10FFFF || v < 0 {
					return nil, uerr(i-n-2, i-1, "illegal Unicode character")
				}
			case 'N':
				if i >= len(b) || b[i] != '{' {
					return nil, uerr(i-2, i-1, "malformed \\N character escape")
				}
				j := bytes.IndexByte(b[i:], '}')
				if j < 0 || j == 1 {
					return nil, uerr(i-2, len(b)-1, "malformed \\N character escape")
				}
				name := string(b[i+1 : i+j])
				r, ok := lookupName(name)
				if !ok {
					return nil, uerr(i-2, i+j, "unknown Unicode character name")
				}
				v = r
				i += j + 1
			}
			if v >= 0xD800 && v < 0xE000 {
				out = ast.AppendSurrogate(out, v)
			} else {
				out = utf8.AppendRune(out, v)
			}
		default:
			// An invalid escape keeps its backslash (a warning in CPython).
			out = append(out, '\\')
			i--
		}
	}
	return out, nil
}

func hexN(b []byte, i, n int) (rune, bool) {
	if i+n > len(b) {
		return 0, false
	}
	var v rune
	for _, c := range b[i : i+n] {
		switch {
		case c >= '0' && c <= '9':
			v = v<<4 | rune(c-'0')
		case c >= 'a' && c <= 'f':
			v = v<<4 | rune(c-'a'+10)
		case c >= 'A' && c <= 'F':
			v = v<<4 | rune(c-'A'+10)
		default:
			return 0, false
		}
	}
	return v, true
}

// ---- Unicode character names --------------------------------------------------

//go:embed unicodenames.gz
var unicodeNamesGz []byte

// unicodeNames is the name table, built on first use and read-only after.
var unicodeNames = sync.OnceValue(func() map[string]rune {
	m := make(map[string]rune, 33000)
	zr, err := gzip.NewReader(bytes.NewReader(unicodeNamesGz))
	if err != nil {
		panic(diag.ICE("parser: embedded Unicode name table: %v", err))
	}
	sc := bufio.NewScanner(zr)
	for sc.Scan() {
		line := sc.Text()
		hex, name, _ := strings.Cut(line, ";")
		cp, err := strconv.ParseUint(hex, 16, 32)
		if err != nil {
			panic(diag.ICE("parser: embedded Unicode name table: %v", err))
		}
		m[name] = rune(cp)
	}
	return m
})

// Hangul syllable name parts (Unicode §3.12).
var (
	jamoL = []string{"G", "GG", "N", "D", "DD", "R", "M", "B", "BB", "S", "SS", "", "J", "JJ", "C", "K", "T", "P", "H"}
	jamoV = []string{"A", "AE", "YA", "YAE", "EO", "E", "YEO", "YE", "O", "WA", "WAE", "OE", "YO", "U", "WEO", "WE", "WI", "YU", "EU", "YI", "I"}
	jamoT = []string{"", "G", "GG", "GS", "N", "NJ", "NH", "D", "L", "LG", "LM", "LB", "LS", "LT", "LP", "LH", "M", "B", "BS", "S", "SS", "NG", "J", "C", "K", "T", "P", "H"}
)

// lookupName finds a character by its Unicode name (case-insensitive), as
// the "\N{...}" escape does. Name aliases and named sequences are not
// supported (an alias is reported as an unknown name).
func lookupName(name string) (rune, bool) {
	name = strings.ToUpper(name)
	if r, ok := unicodeNames()[name]; ok {
		return r, true
	}
	for _, a := range algorithmicNames {
		if strings.HasPrefix(name, a.prefix) {
			v, err := strconv.ParseUint(name[len(a.prefix):], 16, 32)
			if err == nil && rune(v) >= a.lo && rune(v) <= a.hi && len(name)-len(a.prefix) >= 4 {
				return rune(v), true
			}
		}
	}
	if rest, ok := strings.CutPrefix(name, "HANGUL SYLLABLE "); ok {
		for l, ls := range jamoL {
			if !strings.HasPrefix(rest, ls) {
				continue
			}
			for v, vs := range jamoV {
				if !strings.HasPrefix(rest[len(ls):], vs) {
					continue
				}
				for t, ts := range jamoT {
					if rest[len(ls)+len(vs):] == ts {
						return rune(0xAC00 + (l*21+v)*28 + t), true
					}
				}
			}
		}
	}
	return 0, false
}
