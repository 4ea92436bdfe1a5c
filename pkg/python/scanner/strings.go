package scanner

import "clauz3/pkg/python/token"

// MaxFStringNesting is CPython's MAXFSTRINGLEVEL.
const MaxFStringNesting = 150

// stringLit scans a string, bytes or f-string literal whose prefix has n
// bytes and starts at start (s.pos is at the prefix).
func (s *Scanner) stringLit(start, n int) token.Token {
	raw, fstr := false, false
	for _, c := range s.src[s.pos : s.pos+n] {
		switch c | 0x20 {
		case 'r':
			raw = true
		case 'f':
			fstr = true
		}
	}
	s.pos += n
	q := s.src[s.pos]
	triple := s.peek(1) == q && s.peek(2) == q
	if triple {
		s.pos += 3
	} else {
		s.pos++
	}
	if fstr {
		if s.fdepth >= MaxFStringNesting {
			s.error(start, s.pos, "too many nested f-strings")
			return token.Token{Kind: token.ILLEGAL, Pos: token.Pos(start), End: token.Pos(s.pos)}
		}
		s.fdepth++
		defer func() { s.fdepth-- }()
		fs := &token.FString{Raw: raw, Start: token.Pos(start)}
		if triple {
			fs.Quote = string([]byte{q, q, q})
		} else {
			fs.Quote = string(q)
		}
		parts, ok := s.fparts(start, q, triple, raw, false, 0)
		fs.Parts = parts
		fs.End = token.Pos(s.pos)
		if !ok {
			return token.Token{Kind: token.ILLEGAL, Pos: token.Pos(start), End: token.Pos(s.pos)}
		}
		return token.Token{Kind: token.FSTRING, Pos: token.Pos(start), End: token.Pos(s.pos), Lit: string(s.src[start:s.pos]), FString: fs}
	}
	for {
		if s.pos >= s.limit {
			if s.fquote != 0 && q == s.fquote && !triple {
				s.error(start, start+1, "f-string: expecting '}'")
			} else {
				s.unterminated(start, triple, false)
			}
			return token.Token{Kind: token.ILLEGAL, Pos: token.Pos(start), End: token.Pos(s.pos)}
		}
		c := s.src[s.pos]
		switch {
		case c == q:
			if !triple {
				s.pos++
				return token.Token{Kind: token.STRING, Pos: token.Pos(start), End: token.Pos(s.pos), Lit: string(s.src[start:s.pos])}
			}
			if s.peek(1) == q && s.peek(2) == q {
				s.pos += 3
				return token.Token{Kind: token.STRING, Pos: token.Pos(start), End: token.Pos(s.pos), Lit: string(s.src[start:s.pos])}
			}
			s.pos++
		case c == '\\':
			s.pos++
			if s.pos < s.limit {
				if s.src[s.pos] == '\r' {
					s.skipNewline()
				} else {
					s.pos++
				}
			}
		case (c == '\n' || c == '\r') && !triple:
			if s.fquote != 0 && q == s.fquote {
				// The closing quote of the enclosing f-string, read as
				// the start of a string inside a replacement field.
				s.error(start, start+1, "f-string: expecting '}'")
			} else {
				s.unterminated(start, false, false)
			}
			return token.Token{Kind: token.ILLEGAL, Pos: token.Pos(start), End: token.Pos(s.pos)}
		default:
			s.pos++
		}
	}
}

func (s *Scanner) unterminated(start int, triple, fstr bool) {
	what := "string"
	if fstr {
		what = "f-string"
	}
	line := s.line(s.pos)
	if triple {
		if s.pos >= len(s.src) && line > 1 && s.pos > 0 && (s.src[s.pos-1] == '\n' || s.src[s.pos-1] == '\r') {
			line--
		}
		s.error(start, start+1, "unterminated triple-quoted %s literal (detected at line %d)", what, line)
	} else {
		s.error(start, start+1, "unterminated %s literal (detected at line %d)", what, line)
	}
}

// fparts scans the parts of an f-string (or, with inSpec, of a format
// spec, stopping before its closing '}'), consuming the closing quote.
func (s *Scanner) fparts(start int, q byte, triple, raw, inSpec bool, level int) ([]token.FPart, bool) {
	parts := []token.FPart{}
	lit := s.pos
	flush := func() {
		if s.pos > lit {
			parts = append(parts, token.FPart{Pos: token.Pos(lit), End: token.Pos(s.pos)})
		}
	}
	for {
		if s.pos >= s.limit {
			flush()
			if inSpec {
				s.error(start, start+1, "f-string: expecting '}'")
				return parts, false
			}
			s.unterminated(start, triple, true)
			return parts, false
		}
		c := s.src[s.pos]
		switch {
		case c == q && (!triple || s.peek(1) == q && s.peek(2) == q):
			flush()
			if inSpec {
				s.error(s.pos, s.pos+1, "f-string: expecting '}'")
				return parts, false
			}
			if triple {
				s.pos += 3
			} else {
				s.pos++
			}
			return parts, true
		case (c == '\n' || c == '\r') && !triple:
			flush()
			if inSpec {
				s.error(s.pos, s.pos+1, "f-string: newlines are not allowed in format specifiers for single quoted f-strings")
				return parts, false
			}
			s.unterminated(start, false, true)
			return parts, false
		case c == '\\':
			s.pos++
			if s.pos < s.limit {
				switch s.src[s.pos] {
				case '{', '}':
					// "\{" is a backslash then a field (or an escaped brace).
				case 'N':
					if !raw && s.peek(1) == '{' {
						for s.pos < s.limit && s.src[s.pos] != '}' && s.src[s.pos] != q {
							s.pos++
						}
						if s.pos < s.limit && s.src[s.pos] == '}' {
							s.pos++
						}
					} else {
						s.pos++
					}
				case '\r':
					s.skipNewline()
				default:
					s.pos++
				}
			}
		case c == '{':
			// "{{" is a literal brace, except in a format spec, where
			// every '{' opens a nested replacement field (as CPython 3.12).
			if s.peek(1) == '{' && !inSpec {
				s.pos += 2
				continue
			}
			flush()
			f, ok := s.field(start, q, triple, raw, level)
			if f != nil {
				parts = append(parts, token.FPart{Pos: f.Pos, End: f.End, Field: f})
			}
			if !ok {
				return parts, false
			}
			lit = s.pos
		case c == '}':
			if inSpec {
				flush()
				return parts, true
			}
			if s.peek(1) == '}' {
				s.pos += 2
				continue
			}
			s.error(s.pos, s.pos+1, "f-string: single '}' is not allowed")
			s.pos++
			return parts, false
		default:
			s.pos++
		}
	}
}

// skipBlanks skips whitespace, newlines, comments and line continuations
// inside a replacement field.
func (s *Scanner) skipBlanks() {
	for s.pos < s.limit {
		switch s.src[s.pos] {
		case ' ', '\t', '\014', '\n', '\r':
			s.pos++
		case '\\':
			if s.pos+1 < s.limit && (s.src[s.pos+1] == '\n' || s.src[s.pos+1] == '\r') {
				s.pos++
				s.skipNewline()
				continue
			}
			return
		case '#':
			for s.pos < s.limit && s.src[s.pos] != '\n' && s.src[s.pos] != '\r' {
				s.pos++
			}
		default:
			return
		}
	}
}

// field scans one replacement field; s.pos is at its '{'.
func (s *Scanner) field(start int, q byte, triple, raw bool, level int) (*token.FField, bool) {
	if level >= MaxFStringNesting {
		s.error(s.pos, s.pos+1, "too many nested f-strings")
		return nil, false
	}
	f := &token.FField{Pos: token.Pos(s.pos)}
	s.pos++
	f.ExprPos = token.Pos(s.pos)
	saveInner, saveQuote := s.inner, s.fquote
	s.inner = true
	s.fquote = q
	defer func() { s.inner, s.fquote = saveInner, saveQuote }()
	base := len(s.parens)
	sawTok := false
	for {
		s.skipBlanks()
		if s.pos >= s.limit {
			s.error(start, start+1, "f-string: expecting '}'")
			return f, false
		}
		c := s.src[s.pos]
		if len(s.parens) == base {
			term := false
			switch c {
			case '}', ':':
				term = true
			case '!':
				term = s.peek(1) != '='
			case '=':
				term = s.peek(1) != '='
			}
			if term {
				break
			}
		}
		tok, _ := s.next()
		if tok.Kind == token.ILLEGAL {
			s.parens = s.parens[:min(base, len(s.parens))]
			return f, false
		}
		if tok.Kind == token.EOF {
			s.error(start, start+1, "f-string: expecting '}'")
			return f, false
		}
		if tok.Kind == token.RBRACE && len(s.parens) < base {
			// Cannot happen: '}' at base depth is a terminator.
			return f, false
		}
		sawTok = true
		f.ExprEnd = tok.End
	}
	if !sawTok {
		s.error(s.pos, s.pos+1, "f-string: valid expression required before '%c'", s.src[s.pos])
		return f, false
	}
	if s.src[s.pos] == '=' {
		s.pos++
		s.skipBlanks()
		f.Debug = string(s.src[f.ExprPos:s.pos])
		if s.pos >= s.limit {
			s.error(start, start+1, "f-string: expecting '}'")
			return f, false
		}
	}
	if s.src[s.pos] == '!' {
		f.ConvPos = token.Pos(s.pos)
		s.pos++
		if s.pos >= s.limit || !isIdentStart(s.src[s.pos]) {
			s.error(s.pos, s.pos+1, "f-string: missing conversion character")
			return f, false
		}
		ns := s.pos
		for s.pos < s.limit && (isIdentStart(s.src[s.pos]) || isDigit(s.src[s.pos])) {
			s.pos++
		}
		name := string(s.src[ns:s.pos])
		if name != "s" && name != "r" && name != "a" {
			s.error(ns, s.pos, "f-string: invalid conversion character '%s': expected 's', 'r', or 'a'", name)
			return f, false
		}
		f.Conv = name[0]
		s.skipBlanks()
		if s.pos >= s.limit {
			s.error(start, start+1, "f-string: expecting '}'")
			return f, false
		}
		if c := s.src[s.pos]; c != ':' && c != '}' {
			s.error(s.pos, s.pos+1, "f-string: expecting ':' or '}'")
			return f, false
		}
	}
	if s.src[s.pos] == ':' {
		s.pos++
		f.HasSpec = true
		f.SpecPos = token.Pos(s.pos)
		s.inner = saveInner
		spec, ok := s.fparts(start, q, triple, raw, true, level+1)
		s.inner = true
		f.Spec = spec
		f.SpecEnd = token.Pos(s.pos)
		if !ok {
			return f, false
		}
	}
	if s.pos >= s.limit || s.src[s.pos] != '}' {
		s.error(start, start+1, "f-string: expecting '}'")
		return f, false
	}
	s.pos++
	f.End = token.Pos(s.pos)
	return f, true
}
