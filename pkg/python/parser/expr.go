package parser

import (
	"clauz3/pkg/python/ast"
	"clauz3/pkg/python/token"
)

// ---- expressions ------------------------------------------------------------

// starExpressions: star_expression (',' star_expression)* [','], a Tuple
// when there is a comma.
func (p *parser) starExpressions() ast.Expr {
	start := p.tok().Pos
	e := p.starExpression()
	if p.kind() != token.COMMA {
		return e
	}
	elts := []ast.Expr{e}
	for p.got(token.COMMA) {
		if !p.startsExpr() {
			break
		}
		elts = append(elts, p.starExpression())
	}
	return &ast.Tuple{Elts: elts, Ctx: ast.Load, Loc: p.span(start)}
}

// startsExpr reports whether the current token can start an expression.
func (p *parser) startsExpr() bool {
	t := p.tok()
	switch t.Kind {
	case token.NAME:
		switch t.Lit {
		case "and", "as", "assert", "async", "break", "class", "continue", "def", "del", "elif",
			"else", "except", "finally", "for", "from", "global", "if", "import", "in", "is",
			"nonlocal", "or", "pass", "raise", "return", "try", "while", "with", "yield":
			return false
		}
		return true
	case token.NUMBER, token.STRING, token.FSTRING, token.LPAR, token.LSQB, token.LBRACE,
		token.MINUS, token.PLUS, token.TILDE, token.STAR, token.ELLIPSIS:
		return true
	}
	return false
}

// starExpression: '*' bitwise_or | expression.
func (p *parser) starExpression() ast.Expr {
	if p.kind() == token.STAR {
		start := p.tok().Pos
		p.next()
		v := p.bitwiseOr()
		return &ast.Starred{Value: v, Ctx: ast.Load, Loc: p.span(start)}
	}
	return p.expression()
}

// starNamedExpression: '*' bitwise_or | named_expression.
func (p *parser) starNamedExpression() ast.Expr {
	if p.kind() == token.STAR {
		start := p.tok().Pos
		p.next()
		v := p.bitwiseOr()
		return &ast.Starred{Value: v, Ctx: ast.Load, Loc: p.span(start)}
	}
	return p.namedExpression()
}

// namedExpression: NAME ':=' expression | expression.
func (p *parser) namedExpression() ast.Expr {
	if p.kind() == token.NAME && p.peekKind(1) == token.COLONEQUAL && !token.IsKeyword(p.tok().Lit) {
		t := p.tok()
		p.next()
		p.next()
		target := &ast.Name{Id: t.Lit, Ctx: ast.Store, Loc: p.file.Span(t.Pos, t.End)}
		p.enter()
		v := p.expression()
		p.leave()
		return &ast.NamedExpr{Target: target, Value: v, Loc: p.span(t.Pos)}
	}
	e := p.expression()
	if p.kind() == token.COLONEQUAL {
		p.errorAt(p.startOf(e), p.endOf(e), "cannot use assignment expressions with "+describe(e))
	}
	return e
}

// expression: disjunction ['if' disjunction 'else' expression] | lambdef.
func (p *parser) expression() ast.Expr {
	p.enter()
	defer p.leave()
	if p.isKw("lambda") {
		return p.lambdef()
	}
	start := p.tok().Pos
	e := p.disjunction()
	if p.isKw("if") {
		p.next()
		test := p.disjunction()
		if !p.isKw("else") {
			if p.kind() == token.COLON {
				p.syntaxError()
			}
			p.errorAt(p.startOf(e), p.endOf(test), "expected 'else' after 'if' expression")
		}
		p.next()
		orelse := p.expression()
		return &ast.IfExp{Test: test, Body: e, Orelse: orelse, Loc: p.span(start)}
	}
	return e
}

func (p *parser) disjunction() ast.Expr {
	start := p.tok().Pos
	e := p.conjunction()
	if !p.isKw("or") {
		return e
	}
	vals := []ast.Expr{e}
	for p.gotKw("or") {
		vals = append(vals, p.conjunction())
	}
	return &ast.BoolOp{Op: ast.Or, Values: vals, Loc: p.span(start)}
}

func (p *parser) conjunction() ast.Expr {
	start := p.tok().Pos
	e := p.inversion()
	if !p.isKw("and") {
		return e
	}
	vals := []ast.Expr{e}
	for p.gotKw("and") {
		vals = append(vals, p.inversion())
	}
	return &ast.BoolOp{Op: ast.And, Values: vals, Loc: p.span(start)}
}

func (p *parser) inversion() ast.Expr {
	if p.isKw("not") {
		start := p.tok().Pos
		p.next()
		p.enter()
		e := p.inversion()
		p.leave()
		return &ast.UnaryOp{Op: ast.Not, Operand: e, Loc: p.span(start)}
	}
	return p.comparison()
}

func (p *parser) compOp() (ast.CmpOp, bool) {
	t := p.tok()
	switch t.Kind {
	case token.EQEQUAL:
		return ast.Eq, true
	case token.NOTEQUAL:
		return ast.NotEq, true
	case token.LESS:
		return ast.Lt, true
	case token.LESSEQUAL:
		return ast.LtE, true
	case token.GREATER:
		return ast.Gt, true
	case token.GREATEREQUAL:
		return ast.GtE, true
	case token.NAME:
		switch t.Lit {
		case "in":
			return ast.In, true
		case "is":
			if p.peekTok(1).Kind == token.NAME && p.peekTok(1).Lit == "not" {
				return ast.IsNot, true
			}
			return ast.Is, true
		case "not":
			if p.peekTok(1).Kind == token.NAME && p.peekTok(1).Lit == "in" {
				return ast.NotIn, true
			}
		}
	}
	return 0, false
}

func (p *parser) comparison() ast.Expr {
	start := p.tok().Pos
	e := p.bitwiseOr()
	op, ok := p.compOp()
	if !ok {
		return e
	}
	var ops []ast.CmpOp
	var comps []ast.Expr
	for ok {
		p.next()
		if op == ast.IsNot || op == ast.NotIn {
			p.next()
		}
		ops = append(ops, op)
		comps = append(comps, p.bitwiseOr())
		op, ok = p.compOp()
	}
	return &ast.Compare{Left: e, Ops: ops, Comparators: comps, Loc: p.span(start)}
}

// binOpOf returns the binary operator of token kind k and its precedence
// (1 for '|' up to 6 for '*', '/', '//', '%', '@'), or 0.
func binOpOf(k token.Kind) (ast.Operator, int) {
	switch k {
	case token.VBAR:
		return ast.BitOr, 1
	case token.CIRCUMFLEX:
		return ast.BitXor, 2
	case token.AMPER:
		return ast.BitAnd, 3
	case token.LEFTSHIFT:
		return ast.LShift, 4
	case token.RIGHTSHIFT:
		return ast.RShift, 4
	case token.PLUS:
		return ast.Add, 5
	case token.MINUS:
		return ast.Sub, 5
	case token.STAR:
		return ast.Mult, 6
	case token.SLASH:
		return ast.Div, 6
	case token.DOUBLESLASH:
		return ast.FloorDiv, 6
	case token.PERCENT:
		return ast.Mod, 6
	case token.AT:
		return ast.MatMult, 6
	}
	return 0, 0
}

// binary parses the left-associative binary operators of precedence at
// least minPrec by precedence climbing (bitwise_or down to term).
func (p *parser) binary(minPrec int) ast.Expr {
	start := p.tok().Pos
	e := p.factor()
	n := 0
	for {
		op, prec := p.binOp()
		if prec == 0 || prec < minPrec {
			break
		}
		p.next()
		p.enter()
		n++
		r := p.binary(prec + 1)
		e = &ast.BinOp{Left: e, Op: op, Right: r, Loc: p.span(start)}
	}
	p.depth -= n
	return e
}

func (p *parser) binOp() (ast.Operator, int) { return binOpOf(p.kind()) }

// bitwiseOr parses CPython's bitwise_or rule.
func (p *parser) bitwiseOr() ast.Expr { return p.binary(1) }

func (p *parser) factor() ast.Expr {
	var op ast.UnaryOpKind
	switch p.kind() {
	case token.PLUS:
		op = ast.UAdd
	case token.MINUS:
		op = ast.USub
	case token.TILDE:
		op = ast.Invert
	default:
		return p.power()
	}
	start := p.tok().Pos
	p.next()
	p.enter()
	e := p.factor()
	p.leave()
	return &ast.UnaryOp{Op: op, Operand: e, Loc: p.span(start)}
}

func (p *parser) power() ast.Expr {
	start := p.tok().Pos
	e := p.awaitPrimary()
	if p.kind() == token.DOUBLESTAR {
		p.next()
		p.enter()
		r := p.factor()
		p.leave()
		return &ast.BinOp{Left: e, Op: ast.Pow, Right: r, Loc: p.span(start)}
	}
	return e
}

func (p *parser) awaitPrimary() ast.Expr {
	if p.isKw("await") {
		start := p.tok().Pos
		p.next()
		p.enter()
		e := p.primary()
		p.leave()
		return &ast.Await{Value: e, Loc: p.span(start)}
	}
	return p.primary()
}

// primary: atom followed by attribute references, calls and subscripts.
func (p *parser) primary() ast.Expr {
	start := p.tok().Pos
	e := p.atom()
	n := 0
	defer func() { p.depth -= n }()
	for {
		switch p.kind() {
		case token.DOT:
			p.next()
			name, _ := p.identifier()
			e = &ast.Attribute{Value: e, Attr: name, Ctx: ast.Load, Loc: p.span(start)}
		case token.LPAR:
			e = p.call(e, start)
		case token.LSQB:
			p.next()
			s := p.slices()
			p.expect(token.RSQB)
			e = &ast.Subscript{Value: e, Slice: s, Ctx: ast.Load, Loc: p.span(start)}
		default:
			return e
		}
		p.enter()
		n++
	}
}

// call parses the arguments of a call of fn; the current token is '('.
func (p *parser) call(fn ast.Expr, start token.Pos) ast.Expr {
	lpar := p.tok().Pos
	p.next()
	args := []ast.Expr{}
	kws := []*ast.Keyword{}
	sawKw, sawDoubleStar := false, false
	for p.kind() != token.RPAR {
		t := p.tok()
		switch {
		case t.Kind == token.DOUBLESTAR:
			p.next()
			v := p.expression()
			kws = append(kws, &ast.Keyword{Value: v, Loc: p.span(t.Pos)})
			sawDoubleStar = true
		case t.Kind == token.STAR:
			p.next()
			v := p.expression()
			if sawDoubleStar {
				p.errorAt(t.Pos, p.prevEnd(), "iterable argument unpacking follows keyword argument unpacking")
			}
			args = append(args, &ast.Starred{Value: v, Ctx: ast.Load, Loc: p.span(t.Pos)})
		case t.Kind == token.NAME && p.peekKind(1) == token.EQUAL:
			if token.IsKeyword(t.Lit) {
				if t.Lit == "True" || t.Lit == "False" || t.Lit == "None" {
					p.errorAt(t.Pos, t.End, "cannot assign to "+t.Lit)
				}
				p.syntaxError()
			}
			p.next()
			p.next()
			v := p.expression()
			kws = append(kws, &ast.Keyword{Arg: t.Lit, Value: v, Loc: p.span(t.Pos)})
			sawKw = true
		default:
			e := p.namedExpression()
			if p.isKw("for") || p.isKw("async") && p.peekTok(1).Lit == "for" {
				gens := p.forIfClauses()
				if len(args) > 0 || len(kws) > 0 || p.kind() != token.RPAR {
					if p.kind() == token.COMMA && p.peekKind(1) == token.RPAR && len(args) == 0 && len(kws) == 0 {
						p.next()
					} else {
						p.errorAt(p.startOf(e), p.prevEnd(), "Generator expression must be parenthesized")
					}
				}
				p.expect(token.RPAR)
				g := &ast.GeneratorExp{Elt: e, Generators: gens, Loc: p.span(lpar)}
				return &ast.Call{Func: fn, Args: []ast.Expr{g}, Keywords: kws, Loc: p.span(start)}
			}
			if p.kind() == token.EQUAL {
				p.errorAt(p.startOf(e), p.endOf(e), `expression cannot contain assignment, perhaps you meant "=="?`)
			}
			if sawDoubleStar {
				p.errorAt(p.startOf(e), p.endOf(e), "positional argument follows keyword argument unpacking")
			}
			if sawKw {
				p.errorAt(p.startOf(e), p.endOf(e), "positional argument follows keyword argument")
			}
			args = append(args, e)
		}
		if !p.got(token.COMMA) {
			break
		}
	}
	if p.kind() != token.RPAR {
		if p.kind() == token.NAME || p.kind() == token.NUMBER || p.kind() == token.STRING {
			t := p.tok()
			prev := p.toks[p.i-1]
			p.errorAt(prev.Pos, t.End, "invalid syntax. Perhaps you forgot a comma?")
		}
		p.expect(token.RPAR)
	}
	p.next()
	return &ast.Call{Func: fn, Args: args, Keywords: kws, Loc: p.span(start)}
}

// slices: slice | slice (',' slice)* [','] (a Tuple without brackets).
func (p *parser) slices() ast.Expr {
	start := p.tok().Pos
	s := p.slice()
	if p.kind() != token.COMMA {
		if _, ok := s.(*ast.Starred); ok {
			// a[*b] subscripts with the tuple (*b,) (PEP 646).
			return &ast.Tuple{Elts: []ast.Expr{s}, Ctx: ast.Load, Loc: p.span(start)}
		}
		return s
	}
	elts := []ast.Expr{s}
	for p.got(token.COMMA) {
		if p.kind() == token.RSQB {
			break
		}
		elts = append(elts, p.slice())
	}
	return &ast.Tuple{Elts: elts, Ctx: ast.Load, Loc: p.span(start)}
}

// slice: [expression] ':' [expression] [':' [expression]] | named or starred expression.
func (p *parser) slice() ast.Expr {
	start := p.tok().Pos
	var lower ast.Expr
	if p.kind() != token.COLON {
		if p.kind() == token.STAR {
			return p.starNamedExpression()
		}
		lower = p.namedExpression()
		if p.kind() != token.COLON {
			return lower
		}
		if _, ok := lower.(*ast.NamedExpr); ok && !p.parens[lower] {
			p.syntaxError()
		}
	}
	p.expect(token.COLON)
	var upper, step ast.Expr
	if p.kind() != token.COLON && p.kind() != token.COMMA && p.kind() != token.RSQB {
		upper = p.expression()
	}
	if p.got(token.COLON) {
		if p.kind() != token.COMMA && p.kind() != token.RSQB {
			step = p.expression()
		}
	}
	return &ast.Slice{Lower: lower, Upper: upper, Step: step, Loc: p.span(start)}
}

func (p *parser) atom() ast.Expr {
	t := p.tok()
	switch t.Kind {
	case token.NAME:
		switch t.Lit {
		case "True", "False":
			p.next()
			return &ast.Constant{Value: ast.ConstValue{Kind: ast.ConstBool, Bool: t.Lit == "True"}, Loc: p.span(t.Pos)}
		case "None":
			p.next()
			return &ast.Constant{Value: ast.ConstValue{Kind: ast.ConstNone}, Loc: p.span(t.Pos)}
		}
		if token.IsKeyword(t.Lit) {
			p.syntaxError()
		}
		p.next()
		return &ast.Name{Id: t.Lit, Ctx: ast.Load, Loc: p.span(t.Pos)}
	case token.NUMBER:
		p.next()
		return &ast.Constant{Value: p.number(t), Loc: p.span(t.Pos)}
	case token.STRING, token.FSTRING:
		return p.strings()
	case token.ELLIPSIS:
		p.next()
		return &ast.Constant{Value: ast.ConstValue{Kind: ast.ConstEllipsis}, Loc: p.span(t.Pos)}
	case token.LPAR:
		return p.parenAtom()
	case token.LSQB:
		return p.listAtom()
	case token.LBRACE:
		return p.braceAtom()
	}
	p.syntaxError()
	return nil
}

func (p *parser) isFor() bool {
	return p.isKw("for") || p.isKw("async") && p.peekTok(1).Kind == token.NAME && p.peekTok(1).Lit == "for"
}

func (p *parser) parenAtom() ast.Expr {
	start := p.tok().Pos
	p.next()
	p.enter()
	defer p.leave()
	if p.got(token.RPAR) {
		return &ast.Tuple{Elts: []ast.Expr{}, Ctx: ast.Load, Loc: p.span(start)}
	}
	if p.isKw("yield") {
		e := p.yieldExpr()
		p.expect(token.RPAR)
		p.parens[e] = true
		return e
	}
	first := p.starNamedExpression()
	if p.isFor() {
		if _, ok := first.(*ast.Starred); ok {
			p.errorAt(p.startOf(first), p.endOf(first), "iterable unpacking cannot be used in comprehension")
		}
		gens := p.forIfClauses()
		p.expect(token.RPAR)
		return &ast.GeneratorExp{Elt: first, Generators: gens, Loc: p.span(start)}
	}
	if p.got(token.RPAR) {
		if _, ok := first.(*ast.Starred); ok {
			p.errorAt(p.startOf(first), p.endOf(first), "cannot use starred expression here")
		}
		p.parens[first] = true
		return first
	}
	elts := []ast.Expr{first}
	if p.kind() != token.COMMA {
		p.expectCloser(token.RPAR, first)
	}
	for p.got(token.COMMA) {
		if p.kind() == token.RPAR {
			break
		}
		elts = append(elts, p.starNamedExpression())
	}
	p.expectCloser(token.RPAR, elts[len(elts)-1])
	return &ast.Tuple{Elts: elts, Ctx: ast.Load, Loc: p.span(start)}
}

// expectCloser expects the closing bracket k after the element last,
// reporting a missing comma between two expressions as CPython does.
func (p *parser) expectCloser(k token.Kind, last ast.Expr) {
	if p.kind() == k {
		p.next()
		return
	}
	if p.startsExpr() && p.kind() != token.STAR {
		t := p.tok()
		p.errorAt(p.startOf(last), t.End, "invalid syntax. Perhaps you forgot a comma?")
	}
	p.expect(k)
}

func (p *parser) listAtom() ast.Expr {
	start := p.tok().Pos
	p.next()
	p.enter()
	defer p.leave()
	if p.got(token.RSQB) {
		return &ast.List{Elts: []ast.Expr{}, Ctx: ast.Load, Loc: p.span(start)}
	}
	first := p.starNamedExpression()
	if p.isFor() {
		if _, ok := first.(*ast.Starred); ok {
			p.errorAt(p.startOf(first), p.endOf(first), "iterable unpacking cannot be used in comprehension")
		}
		gens := p.forIfClauses()
		p.expect(token.RSQB)
		return &ast.ListComp{Elt: first, Generators: gens, Loc: p.span(start)}
	}
	elts := []ast.Expr{first}
	for p.got(token.COMMA) {
		if p.kind() == token.RSQB {
			break
		}
		elts = append(elts, p.starNamedExpression())
	}
	p.expectCloser(token.RSQB, elts[len(elts)-1])
	return &ast.List{Elts: elts, Ctx: ast.Load, Loc: p.span(start)}
}

func (p *parser) braceAtom() ast.Expr {
	start := p.tok().Pos
	p.next()
	p.enter()
	defer p.leave()
	if p.got(token.RBRACE) {
		return &ast.Dict{Keys: []ast.Expr{}, Values: []ast.Expr{}, Loc: p.span(start)}
	}
	// Dict display or comprehension?
	if p.kind() == token.DOUBLESTAR {
		return p.dictRest(start, nil, nil)
	}
	first := p.starNamedExpression()
	if p.kind() == token.COLON {
		if _, ok := first.(*ast.Starred); ok {
			p.errorAt(p.startOf(first), p.endOf(first), "cannot use a starred expression in a dictionary value")
		}
		p.next()
		v := p.expression()
		if p.isFor() {
			gens := p.forIfClauses()
			p.expect(token.RBRACE)
			return &ast.DictComp{Key: first, Value: v, Generators: gens, Loc: p.span(start)}
		}
		return p.dictRest(start, first, v)
	}
	if p.isFor() {
		if _, ok := first.(*ast.Starred); ok {
			p.errorAt(p.startOf(first), p.endOf(first), "iterable unpacking cannot be used in comprehension")
		}
		gens := p.forIfClauses()
		p.expect(token.RBRACE)
		return &ast.SetComp{Elt: first, Generators: gens, Loc: p.span(start)}
	}
	elts := []ast.Expr{first}
	for p.got(token.COMMA) {
		if p.kind() == token.RBRACE {
			break
		}
		elts = append(elts, p.starNamedExpression())
	}
	p.expectCloser(token.RBRACE, elts[len(elts)-1])
	return &ast.Set{Elts: elts, Loc: p.span(start)}
}

// dictRest parses the rest of a dict display after its first entry (or at
// a leading '**' when k is nil and v is nil).
func (p *parser) dictRest(start token.Pos, k, v ast.Expr) ast.Expr {
	keys, vals := []ast.Expr{}, []ast.Expr{}
	if v != nil {
		keys = append(keys, k)
		vals = append(vals, v)
		if !p.got(token.COMMA) {
			p.expect(token.RBRACE)
			return &ast.Dict{Keys: keys, Values: vals, Loc: p.span(start)}
		}
	}
	for p.kind() != token.RBRACE {
		if p.got(token.DOUBLESTAR) {
			keys = append(keys, nil)
			vals = append(vals, p.bitwiseOr())
		} else {
			key := p.expression()
			if p.kind() != token.COLON {
				p.errorAt(p.startOf(key), p.endOf(key), "':' expected after dictionary key")
			}
			p.next()
			keys = append(keys, key)
			vals = append(vals, p.expression())
		}
		if !p.got(token.COMMA) {
			break
		}
	}
	p.expect(token.RBRACE)
	return &ast.Dict{Keys: keys, Values: vals, Loc: p.span(start)}
}

// forIfClauses: (['async'] 'for' star_targets 'in' disjunction ('if' disjunction)*)+.
func (p *parser) forIfClauses() []*ast.Comprehension {
	var gens []*ast.Comprehension
	for p.isFor() {
		isAsync := 0
		if p.gotKw("async") {
			isAsync = 1
		}
		p.next() // for
		target := p.starTargets()
		if !p.isKw("in") {
			p.syntaxError()
		}
		p.next()
		iter := p.disjunction()
		ifs := []ast.Expr{}
		for p.gotKw("if") {
			ifs = append(ifs, p.disjunction())
		}
		gens = append(gens, &ast.Comprehension{Target: target, Iter: iter, Ifs: ifs, IsAsync: isAsync})
	}
	return gens
}

// starTargets: star_target (',' star_target)* [','], with Store context.
func (p *parser) starTargets() ast.Expr {
	start := p.tok().Pos
	e := p.starTarget()
	if p.kind() != token.COMMA {
		p.setCtx(e, ast.Store, "assign to")
		return e
	}
	elts := []ast.Expr{e}
	for p.got(token.COMMA) {
		if !p.startsTarget() {
			break
		}
		elts = append(elts, p.starTarget())
	}
	t := &ast.Tuple{Elts: elts, Ctx: ast.Load, Loc: p.span(start)}
	p.setCtx(t, ast.Store, "assign to")
	return t
}

func (p *parser) startsTarget() bool {
	switch p.kind() {
	case token.NAME:
		return !token.IsKeyword(p.tok().Lit) || p.tok().Lit == "None" || p.tok().Lit == "True" || p.tok().Lit == "False"
	case token.LPAR, token.LSQB, token.STAR, token.LBRACE, token.NUMBER, token.STRING, token.FSTRING:
		return true
	}
	return false
}

func (p *parser) starTarget() ast.Expr {
	if p.kind() == token.STAR {
		start := p.tok().Pos
		p.next()
		if p.kind() == token.STAR {
			p.syntaxError()
		}
		v := p.bitwiseOr()
		return &ast.Starred{Value: v, Ctx: ast.Load, Loc: p.span(start)}
	}
	return p.bitwiseOr()
}

// describe names an expression kind as CPython's error messages do.
func describe(e ast.Expr) string {
	switch e := e.(type) {
	case *ast.Attribute:
		return "attribute"
	case *ast.Subscript:
		return "subscript"
	case *ast.Starred:
		return "starred"
	case *ast.Name:
		return "name"
	case *ast.List:
		return "list"
	case *ast.Tuple:
		return "tuple"
	case *ast.Lambda:
		return "lambda"
	case *ast.Call:
		return "function call"
	case *ast.BoolOp, *ast.BinOp, *ast.UnaryOp:
		return "expression"
	case *ast.GeneratorExp:
		return "generator expression"
	case *ast.Yield, *ast.YieldFrom:
		return "yield expression"
	case *ast.Await:
		return "await expression"
	case *ast.ListComp:
		return "list comprehension"
	case *ast.SetComp:
		return "set comprehension"
	case *ast.DictComp:
		return "dict comprehension"
	case *ast.Dict:
		return "dict literal"
	case *ast.Set:
		return "set display"
	case *ast.JoinedStr, *ast.FormattedValue:
		return "f-string expression"
	case *ast.Constant:
		switch e.Value.Kind {
		case ast.ConstNone:
			return "None"
		case ast.ConstBool:
			if e.Value.Bool {
				return "True"
			}
			return "False"
		case ast.ConstEllipsis:
			return "ellipsis"
		}
		return "literal"
	case *ast.Compare:
		return "comparison"
	case *ast.IfExp:
		return "conditional expression"
	case *ast.NamedExpr:
		return "named expression"
	}
	return "expression"
}

// setCtx gives a target expression the context ctx, recursively through
// tuples, lists and starred expressions, and reports invalid targets
// ("cannot assign to function call").
func (p *parser) setCtx(e ast.Expr, ctx ast.ExprContext, verb string) {
	switch e := e.(type) {
	case *ast.Name:
		e.Ctx = ctx
		if e.Id == "__debug__" {
			p.errorAt(p.startOf(e), p.endOf(e), "cannot "+verb+" __debug__")
		}
		return
	case *ast.Attribute:
		e.Ctx = ctx
		return
	case *ast.Subscript:
		e.Ctx = ctx
		return
	case *ast.Starred:
		if ctx == ast.Del {
			break
		}
		e.Ctx = ctx
		p.setCtx(e.Value, ctx, verb)
		return
	case *ast.Tuple:
		e.Ctx = ctx
		for _, x := range e.Elts {
			p.setCtx(x, ctx, verb)
		}
		return
	case *ast.List:
		e.Ctx = ctx
		for _, x := range e.Elts {
			p.setCtx(x, ctx, verb)
		}
		return
	}
	p.errorAt(p.startOf(e), p.endOf(e), "cannot "+verb+" "+describe(e))
}

func (p *parser) lambdef() ast.Expr {
	start := p.tok().Pos
	p.next()
	args := p.parameters(token.COLON, false)
	p.expect(token.COLON)
	body := p.expression()
	return &ast.Lambda{Args: args, Body: body, Loc: p.span(start)}
}

// parameters parses a parameter list up to (not including) the token end;
// annotations are allowed in def, not in lambda.
func (p *parser) parameters(end token.Kind, annotations bool) *ast.Arguments {
	a := &ast.Arguments{Posonlyargs: []*ast.Arg{}, Args: []*ast.Arg{}, Kwonlyargs: []*ast.Arg{}, KwDefaults: []ast.Expr{}, Defaults: []ast.Expr{}}
	param := func(starAnn bool) *ast.Arg {
		name, t := p.identifier()
		arg := &ast.Arg{Arg: name}
		if annotations && p.got(token.COLON) {
			if starAnn && p.kind() == token.STAR {
				s := p.tok().Pos
				p.next()
				v := p.bitwiseOr()
				arg.Annotation = &ast.Starred{Value: v, Ctx: ast.Load, Loc: p.span(s)}
			} else {
				arg.Annotation = p.expression()
			}
		}
		arg.Loc = p.span(t.Pos)
		return arg
	}
	seenStar, seenDefault, seenSlash := false, false, false
	for p.kind() != end {
		t := p.tok()
		switch {
		case t.Kind == token.SLASH:
			if seenSlash {
				p.errorf("/ may appear only once")
			}
			if seenStar {
				p.errorf("/ must be ahead of *")
			}
			if len(a.Args) == 0 {
				p.errorf("at least one argument must precede /")
			}
			p.next()
			seenSlash = true
			a.Posonlyargs, a.Args = a.Args, []*ast.Arg{}
		case t.Kind == token.STAR:
			if seenStar {
				p.errorf("* argument may appear only once")
			}
			p.next()
			seenStar = true
			if p.kind() == token.COMMA {
				if p.peekKind(1) == end {
					p.errorAt(t.Pos, t.End, "named arguments must follow bare *")
				}
			} else if p.kind() == end {
				p.errorAt(t.Pos, t.End, "named arguments must follow bare *")
			} else {
				a.Vararg = param(true)
			}
		case t.Kind == token.DOUBLESTAR:
			p.next()
			a.Kwarg = param(false)
			p.got(token.COMMA)
			if p.kind() != end {
				p.errorf("arguments cannot follow var-keyword argument")
			}
			return a
		default:
			arg := param(false)
			var def ast.Expr
			if p.got(token.EQUAL) {
				def = p.expression()
			}
			if seenStar {
				a.Kwonlyargs = append(a.Kwonlyargs, arg)
				a.KwDefaults = append(a.KwDefaults, def)
			} else {
				a.Args = append(a.Args, arg)
				if def != nil {
					a.Defaults = append(a.Defaults, def)
					seenDefault = true
				} else if seenDefault {
					p.errorAt(p.startOf(arg), p.prevEnd(), "parameter without a default follows parameter with a default")
				}
			}
		}
		if !p.got(token.COMMA) {
			break
		}
	}
	return a
}

func (p *parser) yieldExpr() ast.Expr {
	start := p.tok().Pos
	p.next()
	if p.gotKw("from") {
		v := p.expression()
		return &ast.YieldFrom{Value: v, Loc: p.span(start)}
	}
	var v ast.Expr
	if p.startsExpr() {
		v = p.starExpressions()
	}
	return &ast.Yield{Value: v, Loc: p.span(start)}
}
