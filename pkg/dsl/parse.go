package dsl

import (
	"math/big"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// maxDepth bounds nesting so that hostile input gives an error, not a
// stack overflow.
const maxDepth = 200

type tokKind int

const (
	tEOF tokKind = iota
	tName
	tInt
	tFloat
	tStr
	tOp
)

type token struct {
	kind tokKind
	text string // operator or name text; raw text for numbers
	str  string // decoded string value
	pos  int
	end  int
	bad  string // for strings/numbers the DSL refuses (bytes, f-strings, complex)
}

type parser struct {
	src   string
	toks  []token
	i     int
	depth int
}

// Parse parses a Python expression (mode="eval") in proof-of-thought
// syntax.
func Parse(src string) (Node, error) {
	toks, err := scan(src)
	if err != nil {
		return nil, err
	}
	p := &parser{src: src, toks: toks}
	n, err := p.expr()
	if err != nil {
		return nil, err
	}
	if t := p.peek(); t.kind != tEOF {
		return nil, p.errAt(t.pos, t.end, "syntax error: unexpected %s", describe(t))
	}
	return n, nil
}

func describe(t token) string {
	switch t.kind {
	case tEOF:
		return "end of expression"
	case tStr:
		return "string"
	}
	return strconv.Quote(t.text)
}

func (p *parser) errAt(pos, end int, format string, args ...any) *Error {
	if end <= pos {
		end = pos + 1
		if end > len(p.src) {
			end = len(p.src)
		}
	}
	return &Error{Expr: p.src, Pos: pos, End: end, Msg: sprintf(format, args...)}
}

var keywords = map[string]bool{
	"False": true, "None": true, "True": true, "and": true, "as": true, "assert": true,
	"async": true, "await": true, "break": true, "class": true, "continue": true,
	"def": true, "del": true, "elif": true, "else": true, "except": true, "finally": true,
	"for": true, "from": true, "global": true, "if": true, "import": true, "in": true,
	"is": true, "lambda": true, "nonlocal": true, "not": true, "or": true, "pass": true,
	"raise": true, "return": true, "try": true, "while": true, "with": true, "yield": true,
}

var ops3 = []string{"**=", "//=", ">>=", "<<=", "..."}
var ops2 = []string{"**", "//", "<<", ">>", "<=", ">=", "==", "!=", "->", ":=", "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "@="}

const ops1 = "+-*/%@&|^~<>()[]{},:.;=!"

func scan(src string) ([]token, error) {
	var toks []token
	depth := 0
	errAt := func(pos, end int, format string, args ...any) error {
		if end <= pos {
			end = pos + 1
		}
		if end > len(src) {
			end = len(src)
		}
		return &Error{Expr: src, Pos: pos, End: end, Msg: sprintf(format, args...)}
	}
	if !utf8.ValidString(src) {
		for i := 0; i < len(src); {
			r, w := utf8.DecodeRuneInString(src[i:])
			if r == utf8.RuneError && w == 1 {
				return nil, errAt(i, i+1, "invalid UTF-8")
			}
			i += w
		}
	}
	i := 0
	for i < len(src) {
		c := src[i]
		switch {
		case c == ' ' || c == '\t' || c == '\f':
			i++
			continue
		case c == '\n' || c == '\r':
			if depth == 0 {
				return nil, errAt(i, i+1, "syntax error: newline in expression")
			}
			i++
			continue
		case c == '\\' && i+1 < len(src) && (src[i+1] == '\n' || src[i+1] == '\r'):
			i += 2
			continue
		case c == '#':
			return nil, errAt(i, len(src), "syntax error: comments are not allowed in expressions")
		}
		start := i
		r, w := utf8.DecodeRuneInString(src[i:])
		if r == '_' || unicode.IsLetter(r) {
			j := i + w
			for j < len(src) {
				r2, w2 := utf8.DecodeRuneInString(src[j:])
				if r2 != '_' && !unicode.IsLetter(r2) && !unicode.IsDigit(r2) {
					break
				}
				j += w2
			}
			word := src[i:j]
			if j < len(src) && (src[j] == '\'' || src[j] == '"') && isStrPrefix(word) {
				t, n, err := scanString(src, i, j, strings.ToLower(word))
				if err != nil {
					return nil, err
				}
				toks = append(toks, t)
				i = n
				continue
			}
			toks = append(toks, token{kind: tName, text: word, pos: i, end: j})
			i = j
			continue
		}
		if c >= '0' && c <= '9' || c == '.' && i+1 < len(src) && src[i+1] >= '0' && src[i+1] <= '9' {
			t, n, err := scanNumber(src, i)
			if err != nil {
				return nil, err
			}
			toks = append(toks, t)
			i = n
			continue
		}
		if c == '\'' || c == '"' {
			t, n, err := scanString(src, i, i, "")
			if err != nil {
				return nil, err
			}
			toks = append(toks, t)
			i = n
			continue
		}
		matched := ""
		for _, o := range ops3 {
			if strings.HasPrefix(src[i:], o) {
				matched = o
				break
			}
		}
		if matched == "" {
			for _, o := range ops2 {
				if strings.HasPrefix(src[i:], o) {
					matched = o
					break
				}
			}
		}
		if matched == "" && strings.IndexByte(ops1, c) >= 0 {
			matched = src[i : i+1]
		}
		if matched == "" || matched == "!" {
			return nil, errAt(start, start+w, "syntax error: invalid character %q", string(r))
		}
		switch matched {
		case "(", "[", "{":
			depth++
		case ")", "]", "}":
			depth--
		}
		toks = append(toks, token{kind: tOp, text: matched, pos: i, end: i + len(matched)})
		i += len(matched)
	}
	toks = append(toks, token{kind: tEOF, pos: len(src), end: len(src)})
	return toks, nil
}

func isStrPrefix(w string) bool {
	switch strings.ToLower(w) {
	case "r", "u", "b", "br", "rb", "f", "fr", "rf":
		return true
	}
	return false
}

func scanNumber(src string, i int) (token, int, error) {
	start := i
	j := i
	isFloat := false
	if src[j] == '0' && j+1 < len(src) && strings.IndexByte("xXoObB", src[j+1]) >= 0 {
		j += 2
		for j < len(src) && (isHex(src[j]) || src[j] == '_') {
			j++
		}
	} else {
		for j < len(src) && (src[j] >= '0' && src[j] <= '9' || src[j] == '_') {
			j++
		}
		if j < len(src) && src[j] == '.' {
			isFloat = true
			j++
			for j < len(src) && (src[j] >= '0' && src[j] <= '9' || src[j] == '_') {
				j++
			}
		}
		if j < len(src) && (src[j] == 'e' || src[j] == 'E') {
			k := j + 1
			if k < len(src) && (src[k] == '+' || src[k] == '-') {
				k++
			}
			if k < len(src) && src[k] >= '0' && src[k] <= '9' {
				isFloat = true
				j = k
				for j < len(src) && (src[j] >= '0' && src[j] <= '9' || src[j] == '_') {
					j++
				}
			}
		}
	}
	text := src[start:j]
	bad := ""
	if j < len(src) && (src[j] == 'j' || src[j] == 'J') {
		j++
		bad = "complex numbers"
		text = src[start:j]
	}
	if j < len(src) {
		if r, _ := utf8.DecodeRuneInString(src[j:]); r == '_' || unicode.IsLetter(r) || unicode.IsDigit(r) {
			return token{}, 0, &Error{Expr: src, Pos: start, End: j + 1, Msg: "syntax error: invalid number literal"}
		}
	}
	clean := strings.ReplaceAll(text, "_", "")
	if strings.Contains(text, "__") || strings.HasSuffix(text, "_") {
		return token{}, 0, &Error{Expr: src, Pos: start, End: j, Msg: "syntax error: invalid number literal"}
	}
	if bad == "" && !isFloat {
		if len(clean) > 1 && clean[0] == '0' && clean[1] >= '0' && clean[1] <= '9' && strings.Trim(clean, "0") != "" {
			return token{}, 0, &Error{Expr: src, Pos: start, End: j, Msg: "syntax error: leading zeros in decimal integer literals are not permitted"}
		}
		if _, ok := new(big.Int).SetString(clean, 0); !ok {
			return token{}, 0, &Error{Expr: src, Pos: start, End: j, Msg: "syntax error: invalid number literal"}
		}
	}
	kind := tInt
	if isFloat {
		kind = tFloat
	}
	return token{kind: kind, text: clean, pos: start, end: j, bad: bad}, j, nil
}

func isHex(c byte) bool {
	return c >= '0' && c <= '9' || c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F'
}

// scanString scans a string literal whose prefix starts at start and
// whose quote is at q.
func scanString(src string, start, q int, prefix string) (token, int, error) {
	quote := src[q]
	triple := strings.HasPrefix(src[q:], strings.Repeat(string(quote), 3))
	delim := string(quote)
	if triple {
		delim = strings.Repeat(string(quote), 3)
	}
	raw := strings.Contains(prefix, "r")
	i := q + len(delim)
	var b strings.Builder
	for {
		if i >= len(src) {
			return token{}, 0, &Error{Expr: src, Pos: start, End: len(src), Msg: "syntax error: unterminated string literal"}
		}
		if strings.HasPrefix(src[i:], delim) {
			i += len(delim)
			break
		}
		c := src[i]
		if (c == '\n' || c == '\r') && !triple {
			return token{}, 0, &Error{Expr: src, Pos: start, End: i, Msg: "syntax error: unterminated string literal"}
		}
		if c != '\\' {
			r, w := utf8.DecodeRuneInString(src[i:])
			b.WriteRune(r)
			i += w
			continue
		}
		if i+1 >= len(src) {
			return token{}, 0, &Error{Expr: src, Pos: start, End: len(src), Msg: "syntax error: unterminated string literal"}
		}
		if raw {
			b.WriteByte('\\')
			r, w := utf8.DecodeRuneInString(src[i+1:])
			b.WriteRune(r)
			i += 1 + w
			continue
		}
		e := src[i+1]
		i += 2
		switch e {
		case '\n':
		case '\\', '\'', '"':
			b.WriteByte(e)
		case 'a':
			b.WriteByte('\a')
		case 'b':
			b.WriteByte('\b')
		case 'f':
			b.WriteByte('\f')
		case 'n':
			b.WriteByte('\n')
		case 'r':
			b.WriteByte('\r')
		case 't':
			b.WriteByte('\t')
		case 'v':
			b.WriteByte('\v')
		case '0', '1', '2', '3', '4', '5', '6', '7':
			j := i - 1
			for j < len(src) && j < i+2 && src[j] >= '0' && src[j] <= '7' {
				j++
			}
			v, _ := strconv.ParseUint(src[i-1:j], 8, 32)
			b.WriteRune(rune(v))
			i = j
		case 'x', 'u', 'U':
			n := map[byte]int{'x': 2, 'u': 4, 'U': 8}[e]
			if i+n > len(src) {
				return token{}, 0, &Error{Expr: src, Pos: i - 2, End: len(src), Msg: "syntax error: truncated \\" + string(e) + " escape"}
			}
			v, err := strconv.ParseUint(src[i:i+n], 16, 32)
			if err != nil || v > unicode.MaxRune || (v >= 0xD800 && v <= 0xDFFF && e != 'x') {
				return token{}, 0, &Error{Expr: src, Pos: i - 2, End: i + n, Msg: "syntax error: invalid \\" + string(e) + " escape"}
			}
			if v >= 0xD800 && v <= 0xDFFF {
				return token{}, 0, &Error{Expr: src, Pos: i - 2, End: i + n, Msg: "surrogate code points are not supported"}
			}
			b.WriteRune(rune(v))
			i += n
		case 'N':
			return token{}, 0, &Error{Expr: src, Pos: i - 2, End: i, Msg: "\\N{...} escapes are not supported"}
		default:
			b.WriteByte('\\')
			i--
		}
	}
	t := token{kind: tStr, str: b.String(), pos: start, end: i}
	switch {
	case strings.Contains(prefix, "b"):
		t.bad = "bytes literals"
	case strings.Contains(prefix, "f"):
		t.bad = "f-strings"
	}
	return t, i, nil
}

func (p *parser) peek() token { return p.toks[p.i] }

func (p *parser) next() token {
	t := p.toks[p.i]
	if t.kind != tEOF {
		p.i++
	}
	return t
}

func (p *parser) isOp(s string) bool {
	t := p.peek()
	return t.kind == tOp && t.text == s
}

func (p *parser) isKw(s string) bool {
	t := p.peek()
	return t.kind == tName && t.text == s
}

func (p *parser) expect(s string) (token, error) {
	t := p.peek()
	if t.kind != tOp || t.text != s {
		return t, p.errAt(t.pos, t.end, "syntax error: expected %q, found %s", s, describe(t))
	}
	return p.next(), nil
}

func (p *parser) enter() error {
	p.depth++
	if p.depth > maxDepth {
		t := p.peek()
		return p.errAt(t.pos, t.end, "expression nested too deeply (more than %d levels)", maxDepth)
	}
	return nil
}

func (p *parser) leave() { p.depth-- }

// expr: lambda | walrus | ifexp
func (p *parser) expr() (Node, error) {
	if err := p.enter(); err != nil {
		return nil, err
	}
	defer p.leave()
	if p.isKw("lambda") {
		t := p.next()
		// Skip to the end of the lambda body conservatively: parse params
		// loosely, then the body, to give a precise span.
		for !p.isOp(":") && p.peek().kind != tEOF {
			p.next()
		}
		if _, err := p.expect(":"); err != nil {
			return nil, err
		}
		body, err := p.expr()
		if err != nil {
			return nil, err
		}
		_, e := body.Span()
		return &Unsupported{span{t.pos, e}, "lambda expressions"}, nil
	}
	x, err := p.ifExp()
	if err != nil {
		return nil, err
	}
	if p.isOp(":=") {
		p.next()
		y, err := p.expr()
		if err != nil {
			return nil, err
		}
		s, _ := x.Span()
		_, e := y.Span()
		return &Unsupported{span{s, e}, "assignment expressions (:=)"}, nil
	}
	return x, nil
}

func (p *parser) ifExp() (Node, error) {
	body, err := p.orExp()
	if err != nil {
		return nil, err
	}
	if !p.isKw("if") {
		return body, nil
	}
	p.next()
	test, err := p.orExp()
	if err != nil {
		return nil, err
	}
	if !p.isKw("else") {
		t := p.peek()
		return nil, p.errAt(t.pos, t.end, "syntax error: expected 'else' after 'if' expression")
	}
	p.next()
	orelse, err := p.expr()
	if err != nil {
		return nil, err
	}
	s, _ := body.Span()
	_, e := orelse.Span()
	return &IfExp{span{s, e}, body, test, orelse}, nil
}

func (p *parser) orExp() (Node, error)  { return p.boolOp("or", p.andExp) }
func (p *parser) andExp() (Node, error) { return p.boolOp("and", p.notExp) }

func (p *parser) boolOp(op string, sub func() (Node, error)) (Node, error) {
	x, err := sub()
	if err != nil {
		return nil, err
	}
	if !p.isKw(op) {
		return x, nil
	}
	vals := []Node{x}
	for p.isKw(op) {
		p.next()
		y, err := sub()
		if err != nil {
			return nil, err
		}
		vals = append(vals, y)
	}
	s, _ := vals[0].Span()
	_, e := vals[len(vals)-1].Span()
	return &BoolOp{span{s, e}, op, vals}, nil
}

func (p *parser) notExp() (Node, error) {
	if p.isKw("not") {
		if err := p.enter(); err != nil {
			return nil, err
		}
		defer p.leave()
		t := p.next()
		x, err := p.notExp()
		if err != nil {
			return nil, err
		}
		_, e := x.Span()
		return &Unary{span{t.pos, e}, "not", x}, nil
	}
	return p.comparison()
}

func (p *parser) compOp() (string, int, int, bool) {
	t := p.peek()
	if t.kind == tOp {
		switch t.text {
		case "<", ">", "==", ">=", "<=", "!=":
			return t.text, t.pos, t.end, true
		}
		return "", 0, 0, false
	}
	if t.kind == tName {
		switch t.text {
		case "in":
			return "in", t.pos, t.end, true
		case "not":
			if n := p.toks[p.i+1]; n.kind == tName && n.text == "in" {
				return "not in", t.pos, n.end, true
			}
		case "is":
			if n := p.toks[p.i+1]; n.kind == tName && n.text == "not" {
				return "is not", t.pos, n.end, true
			}
			return "is", t.pos, t.end, true
		}
	}
	return "", 0, 0, false
}

func (p *parser) comparison() (Node, error) {
	x, err := p.bitOr()
	if err != nil {
		return nil, err
	}
	op, pos, _, ok := p.compOp()
	if !ok {
		return x, nil
	}
	c := &Compare{Operands: []Node{x}}
	for ok {
		p.next()
		if op == "not in" || op == "is not" {
			p.next()
		}
		y, err := p.bitOr()
		if err != nil {
			return nil, err
		}
		c.Ops = append(c.Ops, op)
		c.OpPos = append(c.OpPos, pos)
		c.Operands = append(c.Operands, y)
		op, pos, _, ok = p.compOp()
	}
	s, _ := x.Span()
	_, e := c.Operands[len(c.Operands)-1].Span()
	c.span = span{s, e}
	return c, nil
}

var binLevels = [][]string{{"|"}, {"^"}, {"&"}, {"<<", ">>"}, {"+", "-"}, {"*", "/", "//", "%", "@"}}

func (p *parser) bitOr() (Node, error) { return p.binary(0) }

func (p *parser) binary(level int) (Node, error) {
	if level == len(binLevels) {
		return p.unary()
	}
	x, err := p.binary(level + 1)
	if err != nil {
		return nil, err
	}
	for {
		t := p.peek()
		if t.kind != tOp || !contains(binLevels[level], t.text) {
			return x, nil
		}
		p.next()
		y, err := p.binary(level + 1)
		if err != nil {
			return nil, err
		}
		s, _ := x.Span()
		_, e := y.Span()
		x = &Binary{span{s, e}, t.text, x, y, t.pos}
	}
}

func contains(ss []string, s string) bool {
	for _, x := range ss {
		if x == s {
			return true
		}
	}
	return false
}

func (p *parser) unary() (Node, error) {
	t := p.peek()
	if t.kind == tOp && (t.text == "-" || t.text == "+" || t.text == "~") {
		if err := p.enter(); err != nil {
			return nil, err
		}
		defer p.leave()
		p.next()
		x, err := p.unary()
		if err != nil {
			return nil, err
		}
		_, e := x.Span()
		return &Unary{span{t.pos, e}, t.text, x}, nil
	}
	return p.power()
}

func (p *parser) power() (Node, error) {
	x, err := p.primary()
	if err != nil {
		return nil, err
	}
	if p.isOp("**") {
		t := p.next()
		y, err := p.unary()
		if err != nil {
			return nil, err
		}
		s, _ := x.Span()
		_, e := y.Span()
		return &Binary{span{s, e}, "**", x, y, t.pos}, nil
	}
	return x, nil
}

func (p *parser) primary() (Node, error) {
	x, err := p.atom()
	if err != nil {
		return nil, err
	}
	for {
		t := p.peek()
		if t.kind != tOp {
			return x, nil
		}
		s, _ := x.Span()
		switch t.text {
		case ".":
			p.next()
			n := p.next()
			if n.kind != tName || keywords[n.text] {
				return nil, p.errAt(n.pos, n.end, "syntax error: expected attribute name after '.', found %s", describe(n))
			}
			x = &Attr{span{s, n.end}, x, n.text}
		case "(":
			if err := p.enter(); err != nil {
				return nil, err
			}
			p.next()
			c := &Call{Fun: x}
			for !p.isOp(")") {
				if p.isOp("*") || p.isOp("**") {
					st := p.next()
					v, err := p.expr()
					if err != nil {
						return nil, err
					}
					_, e := v.Span()
					c.Args = append(c.Args, &Unsupported{span{st.pos, e}, "starred arguments"})
				} else if n := p.peek(); n.kind == tName && p.toks[p.i+1].kind == tOp && p.toks[p.i+1].text == "=" {
					p.next()
					p.next()
					v, err := p.expr()
					if err != nil {
						return nil, err
					}
					c.KwNames = append(c.KwNames, n.text)
					c.KwValues = append(c.KwValues, v)
				} else {
					v, err := p.expr()
					if err != nil {
						return nil, err
					}
					if p.isKw("for") {
						v, err = p.comprehension(v)
						if err != nil {
							return nil, err
						}
					}
					if len(c.KwNames) > 0 {
						vs, ve := v.Span()
						return nil, p.errAt(vs, ve, "syntax error: positional argument follows keyword argument")
					}
					c.Args = append(c.Args, v)
				}
				if !p.isOp(",") {
					break
				}
				p.next()
			}
			end, err := p.expect(")")
			if err != nil {
				return nil, err
			}
			p.leave()
			c.span = span{s, end.end}
			x = c
		case "[":
			if err := p.enter(); err != nil {
				return nil, err
			}
			p.next()
			var i Node
			if p.isOp(":") {
				i = &Unsupported{span{p.peek().pos, p.peek().end}, "slices"}
			} else {
				i, err = p.expr()
				if err != nil {
					return nil, err
				}
			}
			if p.isOp(":") || p.isOp(",") {
				is, _ := i.Span()
				for !p.isOp("]") && p.peek().kind != tEOF {
					p.next()
				}
				i = &Unsupported{span{is, p.peek().pos}, "slices and multiple subscripts"}
			}
			end, err := p.expect("]")
			if err != nil {
				return nil, err
			}
			p.leave()
			x = &Index{span{s, end.end}, x, i}
		default:
			return x, nil
		}
	}
}

// comprehension consumes "for ... in ... [if ...]" after elt and returns
// an Unsupported node covering it.
func (p *parser) comprehension(elt Node) (Node, error) {
	s, _ := elt.Span()
	end := s
	for p.isKw("for") || p.isKw("async") {
		p.next()
		if _, err := p.targetList(); err != nil {
			return nil, err
		}
		if !p.isKw("in") {
			t := p.peek()
			return nil, p.errAt(t.pos, t.end, "syntax error: expected 'in' in comprehension")
		}
		p.next()
		it, err := p.orExp()
		if err != nil {
			return nil, err
		}
		_, end = it.Span()
		for p.isKw("if") {
			p.next()
			c, err := p.orExp()
			if err != nil {
				return nil, err
			}
			_, end = c.Span()
		}
	}
	return &Unsupported{span{s, end}, "comprehensions"}, nil
}

func (p *parser) targetList() (Node, error) {
	x, err := p.bitOr()
	if err != nil {
		return nil, err
	}
	for p.isOp(",") {
		p.next()
		if _, err := p.bitOr(); err != nil {
			return nil, err
		}
	}
	return x, nil
}

func (p *parser) atom() (Node, error) {
	t := p.next()
	switch t.kind {
	case tEOF:
		return nil, p.errAt(t.pos, t.end, "syntax error: unexpected end of expression")
	case tName:
		switch t.text {
		case "True":
			return &ConstLit{span{t.pos, t.end}, true}, nil
		case "False":
			return &ConstLit{span{t.pos, t.end}, false}, nil
		case "None":
			return &ConstLit{span{t.pos, t.end}, nil}, nil
		case "await", "yield":
			return nil, p.errAt(t.pos, t.end, "syntax error: %q is not allowed in an expression", t.text)
		}
		if keywords[t.text] {
			return nil, p.errAt(t.pos, t.end, "syntax error: unexpected keyword %q", t.text)
		}
		return &Name{span{t.pos, t.end}, t.text}, nil
	case tInt:
		if t.bad != "" {
			return &Unsupported{span{t.pos, t.end}, t.bad}, nil
		}
		v, _ := new(big.Int).SetString(t.text, 0)
		return &IntLit{span{t.pos, t.end}, v}, nil
	case tFloat:
		if t.bad != "" {
			return &Unsupported{span{t.pos, t.end}, t.bad}, nil
		}
		f, err := strconv.ParseFloat(t.text, 64)
		if err != nil && !strings.Contains(err.Error(), "range") {
			return nil, p.errAt(t.pos, t.end, "syntax error: invalid float literal")
		}
		return &FloatLit{span{t.pos, t.end}, f, t.text}, nil
	case tStr:
		// Adjacent literals concatenate.
		val, bad, end := t.str, t.bad, t.end
		for p.peek().kind == tStr {
			n := p.next()
			val += n.str
			if n.bad != "" {
				bad = n.bad
			}
			end = n.end
		}
		if bad != "" {
			return &Unsupported{span{t.pos, end}, bad}, nil
		}
		return &StrLit{span{t.pos, end}, val}, nil
	case tOp:
		switch t.text {
		case "(":
			if err := p.enter(); err != nil {
				return nil, err
			}
			defer p.leave()
			if p.isOp(")") {
				e := p.next()
				return &ListLit{span{t.pos, e.end}, nil, true}, nil
			}
			x, err := p.expr()
			if err != nil {
				return nil, err
			}
			if p.isKw("for") {
				x, err = p.comprehension(x)
				if err != nil {
					return nil, err
				}
			}
			if p.isOp(",") {
				elts := []Node{x}
				for p.isOp(",") {
					p.next()
					if p.isOp(")") {
						break
					}
					y, err := p.expr()
					if err != nil {
						return nil, err
					}
					elts = append(elts, y)
				}
				e, err := p.expect(")")
				if err != nil {
					return nil, err
				}
				return &ListLit{span{t.pos, e.end}, elts, true}, nil
			}
			if _, err := p.expect(")"); err != nil {
				return nil, err
			}
			return x, nil
		case "[":
			if err := p.enter(); err != nil {
				return nil, err
			}
			defer p.leave()
			var elts []Node
			for !p.isOp("]") {
				y, err := p.expr()
				if err != nil {
					return nil, err
				}
				if p.isKw("for") {
					y, err = p.comprehension(y)
					if err != nil {
						return nil, err
					}
				}
				elts = append(elts, y)
				if !p.isOp(",") {
					break
				}
				p.next()
			}
			e, err := p.expect("]")
			if err != nil {
				return nil, err
			}
			if len(elts) == 1 {
				if u, ok := elts[0].(*Unsupported); ok && u.What == "comprehensions" {
					return &Unsupported{span{t.pos, e.end}, "comprehensions"}, nil
				}
			}
			return &ListLit{span{t.pos, e.end}, elts, false}, nil
		case "{":
			if err := p.enter(); err != nil {
				return nil, err
			}
			defer p.leave()
			d := &DictLit{}
			for !p.isOp("}") {
				k, err := p.expr()
				if err != nil {
					return nil, err
				}
				if p.isOp(":") {
					p.next()
					v, err := p.expr()
					if err != nil {
						return nil, err
					}
					d.Keys = append(d.Keys, k)
					d.Values = append(d.Values, v)
				} else {
					for !p.isOp("}") && p.peek().kind != tEOF {
						p.next()
					}
					e, err := p.expect("}")
					if err != nil {
						return nil, err
					}
					return &Unsupported{span{t.pos, e.end}, "set displays"}, nil
				}
				if !p.isOp(",") {
					break
				}
				p.next()
			}
			e, err := p.expect("}")
			if err != nil {
				return nil, err
			}
			d.span = span{t.pos, e.end}
			return d, nil
		}
	}
	return nil, p.errAt(t.pos, t.end, "syntax error: unexpected %s", describe(t))
}
