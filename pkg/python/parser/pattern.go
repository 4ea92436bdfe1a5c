package parser

import (
	"clauz3/pkg/python/ast"
	"clauz3/pkg/python/token"
)

// tryMatchStmt parses a match statement if the line starting with the soft
// keyword "match" is one (match subject ':' NEWLINE INDENT); nil otherwise.
func (p *parser) tryMatchStmt() ast.Stmt {
	start := p.tok().Pos
	line := p.line(start)
	var subject ast.Expr
	ok := p.speculate(func() {
		p.next()
		subject = p.subjectExpr()
		if p.kind() != token.COLON || p.peekKind(1) != token.NEWLINE {
			p.syntaxError()
		}
	})
	if !ok {
		return nil
	}
	p.next() // ':'
	p.next() // NEWLINE
	if p.kind() != token.INDENT {
		t := p.tok()
		p.errorAt(t.Pos, t.End, "expected an indented block after 'match' statement on line "+itoa(line))
	}
	p.next()
	cases := []*ast.MatchCase{}
	for p.kind() != token.DEDENT && p.kind() != token.EOF {
		if p.kind() == token.NEWLINE {
			p.next()
			continue
		}
		if !p.isKw("case") {
			p.syntaxError()
		}
		c := p.caseBlock()
		if c != nil {
			cases = append(cases, c)
		}
	}
	p.got(token.DEDENT)
	end := p.prevEnd()
	if n := len(cases); n > 0 {
		end = p.endOfBody(cases[n-1].Body)
	}
	return &ast.Match{Subject: subject, Cases: cases, Loc: p.spanTo(start, end)}
}

func itoa(i int) string {
	if i == 0 {
		return "0"
	}
	var b []byte
	for i > 0 {
		b = append([]byte{byte('0' + i%10)}, b...)
		i /= 10
	}
	return string(b)
}

func (p *parser) subjectExpr() ast.Expr {
	start := p.tok().Pos
	first := p.starNamedExpression()
	if p.kind() != token.COMMA {
		if _, ok := first.(*ast.Starred); ok {
			p.syntaxError()
		}
		return first
	}
	elts := []ast.Expr{first}
	for p.got(token.COMMA) {
		if p.kind() == token.COLON {
			break
		}
		elts = append(elts, p.starNamedExpression())
	}
	return &ast.Tuple{Elts: elts, Ctx: ast.Load, Loc: p.span(start)}
}

func (p *parser) caseBlock() (c *ast.MatchCase) {
	// A bad case is skipped like a bad statement.
	startTok := p.i
	depth := p.depth
	defer func() {
		if r := recover(); r != nil {
			if _, ok := r.(bailout); !ok {
				panic(r)
			}
			p.depth = depth
			p.sync()
			if p.i == startTok {
				p.next()
			}
			c = nil
		}
	}()
	line := p.line(p.tok().Pos)
	p.next() // case
	pat := p.patterns()
	var guard ast.Expr
	if p.gotKw("if") {
		guard = p.namedExpression()
	}
	p.colon()
	body := p.block("'case' statement", line)
	return &ast.MatchCase{Pattern: pat, Guard: guard, Body: body}
}

// patterns: open_sequence_pattern | pattern.
func (p *parser) patterns() ast.Pattern {
	start := p.tok().Pos
	first := p.maybeStarPattern()
	if p.kind() != token.COMMA {
		if _, ok := first.(*ast.MatchStar); ok {
			p.errorAt(start, p.prevEnd(), "invalid syntax")
		}
		return first
	}
	pats := []ast.Pattern{first}
	for p.got(token.COMMA) {
		if p.kind() == token.COLON || p.isKw("if") {
			break
		}
		pats = append(pats, p.maybeStarPattern())
	}
	return &ast.MatchSequence{Patterns: pats, Loc: p.span(start)}
}

func (p *parser) maybeStarPattern() ast.Pattern {
	if p.kind() == token.STAR {
		start := p.tok().Pos
		p.next()
		name, _ := p.identifier()
		if name == "_" {
			name = ""
		}
		return &ast.MatchStar{Name: name, Loc: p.span(start)}
	}
	return p.pattern()
}

// pattern: or_pattern ['as' NAME].
func (p *parser) pattern() ast.Pattern {
	p.enter()
	defer p.leave()
	start := p.tok().Pos
	pat := p.orPattern()
	if p.gotKw("as") {
		t := p.tok()
		name, _ := p.identifier()
		if name == "_" {
			p.errorAt(t.Pos, t.End, "cannot use '_' as a target")
		}
		if p.kind() == token.DOT || p.kind() == token.LPAR {
			p.errorAt(t.Pos, t.End, "invalid pattern target")
		}
		return &ast.MatchAs{Pattern: pat, Name: name, Loc: p.span(start)}
	}
	return pat
}

func (p *parser) orPattern() ast.Pattern {
	start := p.tok().Pos
	first := p.closedPattern()
	if p.kind() != token.VBAR {
		return first
	}
	pats := []ast.Pattern{first}
	for p.got(token.VBAR) {
		pats = append(pats, p.closedPattern())
	}
	return &ast.MatchOr{Patterns: pats, Loc: p.span(start)}
}

// signedNumber parses a literal number pattern value: ['-'] NUMBER, or a
// complex literal real ('+'|'-') imaginary.
func (p *parser) signedNumber() ast.Expr {
	start := p.tok().Pos
	var e ast.Expr
	neg := p.got(token.MINUS)
	t := p.tok()
	if t.Kind != token.NUMBER {
		p.syntaxError()
	}
	p.next()
	e = &ast.Constant{Value: p.number(t), Loc: p.span(t.Pos)}
	if neg {
		e = &ast.UnaryOp{Op: ast.USub, Operand: e, Loc: p.span(start)}
	}
	if k := p.kind(); k == token.PLUS || k == token.MINUS {
		op := ast.Add
		if k == token.MINUS {
			op = ast.Sub
		}
		if c, ok := e.(*ast.Constant); ok && c.Value.Kind == ast.ConstComplex || !ok && e.(*ast.UnaryOp).Operand.(*ast.Constant).Value.Kind == ast.ConstComplex {
			p.errorAt(start, p.prevEnd(), "real number required in complex literal")
		}
		p.next()
		it := p.tok()
		if it.Kind != token.NUMBER {
			p.syntaxError()
		}
		p.next()
		im := &ast.Constant{Value: p.number(it), Loc: p.span(it.Pos)}
		if im.Value.Kind != ast.ConstComplex {
			p.errorAt(it.Pos, it.End, "imaginary number required in complex literal")
		}
		e = &ast.BinOp{Left: e, Op: op, Right: im, Loc: p.span(start)}
	}
	return e
}

func (p *parser) closedPattern() ast.Pattern {
	t := p.tok()
	start := t.Pos
	switch t.Kind {
	case token.NUMBER, token.MINUS:
		v := p.signedNumber()
		return &ast.MatchValue{Value: v, Loc: p.span(start)}
	case token.STRING, token.FSTRING:
		v := p.strings()
		if _, ok := v.(*ast.JoinedStr); ok {
			p.errorAt(start, p.prevEnd(), "patterns may only match literals and attribute lookups")
		}
		return &ast.MatchValue{Value: v, Loc: p.span(start)}
	case token.NAME:
		switch t.Lit {
		case "None":
			p.next()
			return &ast.MatchSingleton{Value: ast.ConstValue{Kind: ast.ConstNone}, Loc: p.span(start)}
		case "True", "False":
			p.next()
			return &ast.MatchSingleton{Value: ast.ConstValue{Kind: ast.ConstBool, Bool: t.Lit == "True"}, Loc: p.span(start)}
		}
		name, _ := p.identifier()
		var e ast.Expr = &ast.Name{Id: name, Ctx: ast.Load, Loc: p.span(start)}
		dotted := false
		for p.got(token.DOT) {
			attr, _ := p.identifier()
			e = &ast.Attribute{Value: e, Attr: attr, Ctx: ast.Load, Loc: p.span(start)}
			dotted = true
		}
		if p.kind() == token.LPAR {
			return p.classPattern(e, start)
		}
		if dotted {
			return &ast.MatchValue{Value: e, Loc: p.span(start)}
		}
		if name == "_" {
			return &ast.MatchAs{Loc: p.span(start)}
		}
		return &ast.MatchAs{Name: name, Loc: p.span(start)}
	case token.LPAR:
		p.next()
		if p.got(token.RPAR) {
			return &ast.MatchSequence{Patterns: []ast.Pattern{}, Loc: p.span(start)}
		}
		first := p.maybeStarPattern()
		if p.got(token.RPAR) {
			if _, ok := first.(*ast.MatchStar); !ok {
				return first
			}
			return &ast.MatchSequence{Patterns: []ast.Pattern{first}, Loc: p.span(start)}
		}
		pats := []ast.Pattern{first}
		if p.kind() != token.COMMA {
			p.expect(token.RPAR)
		}
		for p.got(token.COMMA) {
			if p.kind() == token.RPAR {
				break
			}
			pats = append(pats, p.maybeStarPattern())
		}
		p.expect(token.RPAR)
		return &ast.MatchSequence{Patterns: pats, Loc: p.span(start)}
	case token.LSQB:
		p.next()
		pats := []ast.Pattern{}
		for p.kind() != token.RSQB {
			pats = append(pats, p.maybeStarPattern())
			if !p.got(token.COMMA) {
				break
			}
		}
		p.expect(token.RSQB)
		return &ast.MatchSequence{Patterns: pats, Loc: p.span(start)}
	case token.LBRACE:
		return p.mappingPattern()
	}
	p.syntaxError()
	return nil
}

func (p *parser) classPattern(cls ast.Expr, start token.Pos) ast.Pattern {
	p.next() // (
	pats, kwAttrs, kwPats := []ast.Pattern{}, []string{}, []ast.Pattern{}
	for p.kind() != token.RPAR {
		if p.kind() == token.NAME && p.peekKind(1) == token.EQUAL {
			name, _ := p.identifier()
			p.next()
			kwAttrs = append(kwAttrs, name)
			kwPats = append(kwPats, p.pattern())
		} else {
			ps := p.tok().Pos
			pat := p.pattern()
			if len(kwAttrs) > 0 {
				p.errorAt(ps, p.prevEnd(), "positional patterns follow keyword patterns")
			}
			pats = append(pats, pat)
		}
		if !p.got(token.COMMA) {
			break
		}
	}
	p.expect(token.RPAR)
	return &ast.MatchClass{Cls: cls, Patterns: pats, KwdAttrs: kwAttrs, KwdPatterns: kwPats, Loc: p.span(start)}
}

func (p *parser) mappingPattern() ast.Pattern {
	start := p.tok().Pos
	p.next()
	keys, pats := []ast.Expr{}, []ast.Pattern{}
	rest := ""
	for p.kind() != token.RBRACE {
		if p.got(token.DOUBLESTAR) {
			rest, _ = p.identifier()
			p.got(token.COMMA)
			if p.kind() != token.RBRACE {
				p.syntaxError()
			}
			break
		}
		t := p.tok()
		var key ast.Expr
		switch t.Kind {
		case token.NUMBER, token.MINUS:
			key = p.signedNumber()
		case token.STRING, token.FSTRING:
			key = p.strings()
		case token.NAME:
			switch t.Lit {
			case "None":
				p.next()
				key = &ast.Constant{Value: ast.ConstValue{Kind: ast.ConstNone}, Loc: p.span(t.Pos)}
			case "True", "False":
				p.next()
				key = &ast.Constant{Value: ast.ConstValue{Kind: ast.ConstBool, Bool: t.Lit == "True"}, Loc: p.span(t.Pos)}
			default:
				name, _ := p.identifier()
				key = &ast.Name{Id: name, Ctx: ast.Load, Loc: p.span(t.Pos)}
				if p.kind() != token.DOT {
					p.syntaxError()
				}
				for p.got(token.DOT) {
					attr, _ := p.identifier()
					key = &ast.Attribute{Value: key, Attr: attr, Ctx: ast.Load, Loc: p.span(t.Pos)}
				}
			}
		default:
			p.syntaxError()
		}
		p.expect(token.COLON)
		keys = append(keys, key)
		pats = append(pats, p.pattern())
		if !p.got(token.COMMA) {
			break
		}
	}
	p.expect(token.RBRACE)
	return &ast.MatchMapping{Keys: keys, Patterns: pats, Rest: rest, Loc: p.span(start)}
}
