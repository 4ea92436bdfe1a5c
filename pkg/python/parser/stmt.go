package parser

import (
	"fmt"

	"clauz3/pkg/python/ast"
	"clauz3/pkg/python/token"
)

func (p *parser) parseModule() *ast.Module {
	mod := &ast.Module{Body: []ast.Stmt{}, TypeIgnores: []*ast.TypeIgnore{}}
	for p.kind() != token.EOF {
		if p.kind() == token.NEWLINE {
			p.next()
			continue
		}
		mod.Body = append(mod.Body, p.statementRecover()...)
	}
	return mod
}

// statementRecover parses one statement; after a syntax error it skips to
// the end of the logical line (and any block indented under it).
func (p *parser) statementRecover() (out []ast.Stmt) {
	start := p.i
	depth := p.depth
	defer func() {
		if r := recover(); r != nil {
			if _, ok := r.(bailout); !ok {
				panic(r)
			}
			p.depth = depth
			p.sync()
			if p.i == start {
				p.next()
			}
			out = nil
		}
	}()
	return p.statement()
}

// sync skips to just after the next NEWLINE and over an indented block
// that follows it.
func (p *parser) sync() {
	for p.kind() != token.NEWLINE && p.kind() != token.EOF {
		p.next()
	}
	p.got(token.NEWLINE)
	if p.kind() == token.INDENT {
		level := 0
		for p.kind() != token.EOF {
			switch p.kind() {
			case token.INDENT:
				level++
			case token.DEDENT:
				level--
			}
			p.next()
			if level == 0 {
				break
			}
		}
	}
}

// statement: compound_stmt | simple_stmts.
func (p *parser) statement() []ast.Stmt {
	t := p.tok()
	if t.Kind == token.NAME {
		switch t.Lit {
		case "def":
			return []ast.Stmt{p.funcDef(nil, t.Pos, false)}
		case "if":
			return []ast.Stmt{p.ifStmt()}
		case "class":
			return []ast.Stmt{p.classDef(nil, t.Pos)}
		case "with":
			return []ast.Stmt{p.withStmt(t.Pos, false)}
		case "for":
			return []ast.Stmt{p.forStmt(t.Pos, false)}
		case "try":
			return []ast.Stmt{p.tryStmt()}
		case "while":
			return []ast.Stmt{p.whileStmt()}
		case "async":
			switch p.peekTok(1).Lit {
			case "def":
				p.next()
				return []ast.Stmt{p.funcDef(nil, t.Pos, true)}
			case "with":
				p.next()
				return []ast.Stmt{p.withStmt(t.Pos, true)}
			case "for":
				p.next()
				return []ast.Stmt{p.forStmt(t.Pos, true)}
			}
			p.next()
			p.syntaxError()
		case "match":
			if s := p.tryMatchStmt(); s != nil {
				return []ast.Stmt{s}
			}
		case "elif", "else", "except", "finally":
			p.syntaxError()
		}
	}
	if t.Kind == token.AT {
		return []ast.Stmt{p.decorated()}
	}
	if t.Kind == token.INDENT {
		p.syntaxError()
	}
	return p.simpleStmts()
}

// simpleStmts: simple_stmt (';' simple_stmt)* [';'] NEWLINE.
func (p *parser) simpleStmts() []ast.Stmt {
	var out []ast.Stmt
	for {
		first := p.i
		out = append(out, p.simpleStmt())
		if p.kind() != token.SEMI && p.kind() != token.NEWLINE && p.kind() != token.EOF {
			p.syntaxErrorAfterStmt(first)
		}
		if !p.got(token.SEMI) {
			break
		}
		if p.kind() == token.NEWLINE || p.kind() == token.EOF {
			break
		}
	}
	if p.kind() != token.NEWLINE && p.kind() != token.EOF {
		p.syntaxError()
	}
	p.got(token.NEWLINE)
	return out
}

// lastLineEnd returns the end of the last token before the next NEWLINE.
func (p *parser) lastLineEnd() token.Pos {
	i := p.i
	for i+1 < len(p.toks) && p.toks[i+1].Kind != token.NEWLINE && p.toks[i+1].Kind != token.EOF {
		i++
	}
	return p.toks[i].End
}

// syntaxErrorAfterStmt reports junk after a complete simple statement.
func (p *parser) syntaxErrorAfterStmt(first int) {
	t := p.tok()
	if f := p.toks[first]; f.Kind == token.NAME && (f.Lit == "print" || f.Lit == "exec") && p.i == first+1 && p.startsExpr() {
		p.errorAt(f.Pos, p.lastLineEnd(), fmt.Sprintf("Missing parentheses in call to '%s'. Did you mean %s(...)?", f.Lit, f.Lit))
	}
	if p.i > 0 && p.startsExpr() && t.Kind != token.STAR && t.Kind != token.MINUS && t.Kind != token.PLUS {
		prev := p.toks[p.i-1]
		if prev.Kind == token.NAME || prev.Kind == token.NUMBER || prev.Kind == token.STRING || prev.Kind == token.RPAR || prev.Kind == token.RSQB {
			if t.Kind == token.NAME && token.IsKeyword(t.Lit) {
				p.syntaxError()
			}
		}
	}
	p.syntaxError()
}

func (p *parser) simpleStmt() ast.Stmt {
	t := p.tok()
	start := t.Pos
	p.enter()
	defer p.leave()
	if t.Kind == token.NAME {
		switch t.Lit {
		case "pass":
			p.next()
			return &ast.Pass{Loc: p.span(start)}
		case "break":
			p.next()
			return &ast.Break{Loc: p.span(start)}
		case "continue":
			p.next()
			return &ast.Continue{Loc: p.span(start)}
		case "return":
			p.next()
			var v ast.Expr
			if p.startsExpr() {
				v = p.starExpressions()
			}
			return &ast.Return{Value: v, Loc: p.span(start)}
		case "raise":
			p.next()
			var exc, cause ast.Expr
			if p.startsExpr() {
				exc = p.expression()
				if p.gotKw("from") {
					cause = p.expression()
				}
			}
			return &ast.Raise{Exc: exc, Cause: cause, Loc: p.span(start)}
		case "global", "nonlocal":
			p.next()
			names := []string{}
			for {
				n, _ := p.identifier()
				names = append(names, n)
				if !p.got(token.COMMA) {
					break
				}
			}
			if t.Lit == "global" {
				return &ast.Global{Names: names, Loc: p.span(start)}
			}
			return &ast.Nonlocal{Names: names, Loc: p.span(start)}
		case "del":
			p.next()
			targets := []ast.Expr{}
			for {
				e := p.starTarget()
				if s, ok := e.(*ast.Starred); ok {
					p.errorAt(p.startOf(s), p.endOf(s), "cannot delete starred")
				}
				p.setCtx(e, ast.Del, "delete")
				targets = append(targets, e)
				if !p.got(token.COMMA) || !p.startsTarget() {
					break
				}
			}
			return &ast.Delete{Targets: targets, Loc: p.span(start)}
		case "assert":
			p.next()
			test := p.expression()
			var msg ast.Expr
			if p.got(token.COMMA) {
				msg = p.expression()
			}
			return &ast.Assert{Test: test, Msg: msg, Loc: p.span(start)}
		case "import":
			return p.importStmt()
		case "from":
			return p.importFrom()
		case "type":
			if nt := p.peekTok(1); nt.Kind == token.NAME && !token.IsKeyword(nt.Lit) {
				if k := p.peekKind(2); k == token.EQUAL || k == token.LSQB {
					return p.typeAlias()
				}
			}
		}
	}
	return p.exprOrAssign()
}

func (p *parser) exprOrAssign() ast.Stmt {
	start := p.tok().Pos
	var first ast.Expr
	if p.isKw("yield") {
		first = p.yieldExpr()
	} else {
		first = p.starExpressions()
	}
	switch k := p.kind(); k {
	case token.EQUAL:
		targets := []ast.Expr{first}
		var value ast.Expr
		for p.got(token.EQUAL) {
			var e ast.Expr
			if p.isKw("yield") {
				e = p.yieldExpr()
			} else {
				e = p.starExpressions()
			}
			targets = append(targets, e)
		}
		value = targets[len(targets)-1]
		targets = targets[:len(targets)-1]
		for _, t := range targets {
			if _, ok := t.(*ast.Yield); ok {
				p.errorAt(p.startOf(t), p.endOf(t), "assignment to yield expression not possible")
			}
			p.assignTarget(t)
		}
		return &ast.Assign{Targets: targets, Value: value, Loc: p.span(start)}
	case token.COLON:
		// Annotated assignment (CPython checks the target only when an
		// annotation follows the ':').
		p.next()
		if !p.startsExpr() {
			p.syntaxError()
		}
		switch first.(type) {
		case *ast.Name, *ast.Attribute, *ast.Subscript:
		case *ast.Tuple:
			p.errorAt(p.startOf(first), p.endOf(first), "only single target (not tuple) can be annotated")
		case *ast.List:
			p.errorAt(p.startOf(first), p.endOf(first), "only single target (not list) can be annotated")
		default:
			p.errorAt(p.startOf(first), p.endOf(first), "illegal target for annotation")
		}
		p.setCtx(first, ast.Store, "assign to")
		ann := p.expression()
		var value ast.Expr
		if p.got(token.EQUAL) {
			if p.isKw("yield") {
				value = p.yieldExpr()
			} else {
				value = p.starExpressions()
			}
		}
		simple := 0
		if _, ok := first.(*ast.Name); ok && !p.parens[first] {
			simple = 1
		}
		return &ast.AnnAssign{Target: first, Annotation: ann, Value: value, Simple: simple, Loc: p.span(start)}
	default:
		if op, ok := augOps[k]; ok {
			switch first.(type) {
			case *ast.Name, *ast.Attribute, *ast.Subscript:
			default:
				p.errorAt(p.startOf(first), p.endOf(first), fmt.Sprintf("'%s' is an illegal expression for augmented assignment", describe(first)))
			}
			p.setCtx(first, ast.Store, "assign to")
			p.next()
			var value ast.Expr
			if p.isKw("yield") {
				value = p.yieldExpr()
			} else {
				value = p.starExpressions()
			}
			return &ast.AugAssign{Target: first, Op: op, Value: value, Loc: p.span(start)}
		}
	}
	// A starred expression statement parses (the compiler rejects it).
	return &ast.ExprStmt{Value: first, Loc: p.span(start)}
}

// assignTarget checks and marks an assignment target (Store context).
func (p *parser) assignTarget(e ast.Expr) {
	switch e.(type) {
	case *ast.Name, *ast.Attribute, *ast.Subscript, *ast.Tuple, *ast.List, *ast.Starred:
		p.setCtx(e, ast.Store, "assign to")
		return
	}
	msg := "cannot assign to " + describe(e)
	switch e.(type) {
	case *ast.Call, *ast.Constant, *ast.BinOp, *ast.UnaryOp, *ast.BoolOp, *ast.Compare, *ast.IfExp, *ast.Dict, *ast.Set,
		*ast.JoinedStr, *ast.ListComp, *ast.SetComp, *ast.DictComp, *ast.GeneratorExp, *ast.Await, *ast.Lambda, *ast.NamedExpr:
		if c, ok := e.(*ast.Constant); !ok || c.Value.Kind != ast.ConstNone && c.Value.Kind != ast.ConstBool {
			msg += " here. Maybe you meant '==' instead of '='?"
		}
	}
	p.errorAt(p.startOf(e), p.endOf(e), msg)
}

var augOps = map[token.Kind]ast.Operator{
	token.PLUSEQUAL: ast.Add, token.MINEQUAL: ast.Sub, token.STAREQUAL: ast.Mult, token.ATEQUAL: ast.MatMult,
	token.SLASHEQUAL: ast.Div, token.PERCENTEQUAL: ast.Mod, token.AMPEREQUAL: ast.BitAnd, token.VBAREQUAL: ast.BitOr,
	token.CIRCUMFLEXEQUAL: ast.BitXor, token.LEFTSHIFTEQUAL: ast.LShift, token.RIGHTSHIFTEQUAL: ast.RShift,
	token.DOUBLESTAREQUAL: ast.Pow, token.DOUBLESLASHEQUAL: ast.FloorDiv,
}

func (p *parser) dottedName() (string, token.Pos) {
	name, t := p.identifier()
	for p.kind() == token.DOT {
		p.next()
		n, _ := p.identifier()
		name += "." + n
	}
	return name, t.Pos
}

func (p *parser) importStmt() ast.Stmt {
	start := p.tok().Pos
	p.next()
	names := []*ast.Alias{}
	for {
		name, s := p.dottedName()
		a := &ast.Alias{Name: name}
		if p.gotKw("as") {
			a.Asname, _ = p.identifier()
		}
		a.Loc = p.span(s)
		names = append(names, a)
		if !p.got(token.COMMA) {
			break
		}
	}
	return &ast.Import{Names: names, Loc: p.span(start)}
}

func (p *parser) importFrom() ast.Stmt {
	start := p.tok().Pos
	p.next()
	level := 0
	for {
		if p.got(token.DOT) {
			level++
		} else if p.got(token.ELLIPSIS) {
			level += 3
		} else {
			break
		}
	}
	module := ""
	if !p.isKw("import") || level == 0 {
		module, _ = p.dottedName()
	}
	if !p.gotKw("import") {
		p.syntaxError()
	}
	names := []*ast.Alias{}
	if t := p.tok(); t.Kind == token.STAR {
		p.next()
		names = append(names, &ast.Alias{Name: "*", Loc: p.span(t.Pos)})
		return &ast.ImportFrom{Module: module, Names: names, Level: level, Loc: p.span(start)}
	}
	paren := p.got(token.LPAR)
	for {
		name, t := p.identifier()
		a := &ast.Alias{Name: name}
		if p.gotKw("as") {
			a.Asname, _ = p.identifier()
		}
		a.Loc = p.span(t.Pos)
		names = append(names, a)
		if !p.got(token.COMMA) {
			break
		}
		if paren && p.kind() == token.RPAR {
			break
		}
		if !paren && (p.kind() == token.NEWLINE || p.kind() == token.EOF) {
			p.errorAt(p.toks[p.i-1].Pos, p.toks[p.i-1].End, "trailing comma not allowed without surrounding parentheses")
		}
	}
	if paren {
		p.expect(token.RPAR)
	}
	return &ast.ImportFrom{Module: module, Names: names, Level: level, Loc: p.span(start)}
}

func (p *parser) typeAlias() ast.Stmt {
	start := p.tok().Pos
	p.next()
	name, t := p.identifier()
	n := &ast.Name{Id: name, Ctx: ast.Store, Loc: p.span(t.Pos)}
	tps := p.typeParams()
	p.expect(token.EQUAL)
	v := p.expression()
	return &ast.TypeAlias{Name: n, TypeParams: tps, Value: v, Loc: p.span(start)}
}

// typeParams: ['[' type_param (',' type_param)* [','] ']'].
func (p *parser) typeParams() []ast.TypeParam {
	out := []ast.TypeParam{}
	if !p.got(token.LSQB) {
		return out
	}
	if p.kind() == token.RSQB {
		p.syntaxError()
	}
	for p.kind() != token.RSQB {
		t := p.tok()
		switch t.Kind {
		case token.STAR:
			p.next()
			name, _ := p.identifier()
			if p.kind() == token.COLON {
				p.errorf("cannot use bound with TypeVarTuple")
			}
			out = append(out, &ast.TypeVarTuple{Name: name, Loc: p.span(t.Pos)})
		case token.DOUBLESTAR:
			p.next()
			name, _ := p.identifier()
			if p.kind() == token.COLON {
				p.errorf("cannot use bound with ParamSpec")
			}
			out = append(out, &ast.ParamSpec{Name: name, Loc: p.span(t.Pos)})
		default:
			name, _ := p.identifier()
			var bound ast.Expr
			if p.got(token.COLON) {
				bound = p.expression()
			}
			out = append(out, &ast.TypeVar{Name: name, Bound: bound, Loc: p.span(t.Pos)})
		}
		if !p.got(token.COMMA) {
			break
		}
	}
	p.expect(token.RSQB)
	return out
}

// block: NEWLINE INDENT statements DEDENT | simple_stmts. what names the
// statement for "expected an indented block after ..." messages.
func (p *parser) block(what string, line int) []ast.Stmt {
	p.enter()
	defer p.leave()
	if p.kind() != token.NEWLINE {
		if p.kind() == token.EOF && p.scanErrs > 0 {
			panic(bailout{})
		}
		return p.simpleStmts()
	}
	p.next()
	if p.kind() != token.INDENT {
		t := p.tok()
		if t.Kind == token.ILLEGAL || t.Kind == token.EOF && p.scanErrs > 0 {
			p.syntaxError()
		}
		p.errorAt(t.Pos, t.End, fmt.Sprintf("expected an indented block after %s on line %d", what, line))
	}
	p.next()
	var body []ast.Stmt
	for p.kind() != token.DEDENT && p.kind() != token.EOF {
		if p.kind() == token.NEWLINE {
			p.next()
			continue
		}
		body = append(body, p.statementRecover()...)
	}
	p.got(token.DEDENT)
	if body == nil {
		body = []ast.Stmt{}
	}
	return body
}

func (p *parser) line(pos token.Pos) int {
	l, _ := p.file.LineCol(pos)
	return l
}

// endOfBody returns the end of a compound statement whose last block has
// just been parsed: as CPython, the end of the last token that is not a
// NEWLINE, INDENT or DEDENT (so a trailing ';' is included).
func (p *parser) endOfBody(body []ast.Stmt) token.Pos {
	for i := p.i - 1; i >= 0; i-- {
		switch p.toks[i].Kind {
		case token.NEWLINE, token.INDENT, token.DEDENT:
			continue
		}
		return p.toks[i].End
	}
	return 0
}

// colon expects the ':' of a compound statement header. As CPython, a
// missing ':' is reported as such when the line ends there, and as
// "invalid syntax" when something else follows.
func (p *parser) colon() {
	if p.kind() != token.COLON {
		t := p.tok()
		if t.Kind != token.NEWLINE {
			p.syntaxError()
		}
		// CPython reports a missing ':' at the end of the previous token.
		prev := p.toks[p.i-1]
		p.errorAt(prev.End, prev.End, "expected ':'")
	}
	p.next()
}

// forcedColon is colon for the headers where CPython's grammar forces the
// ':' (def, try, finally): "expected ':'" whatever follows.
func (p *parser) forcedColon() {
	if p.kind() != token.COLON {
		t := p.tok()
		switch t.Kind {
		case token.ILLEGAL, token.INDENT, token.DEDENT:
			p.syntaxError()
		case token.NEWLINE, token.EOF:
			prev := p.toks[p.i-1]
			p.errorAt(prev.End, prev.End, "expected ':'")
		}
		p.errorAt(t.Pos, t.End, "expected ':'")
	}
	p.next()
}

func (p *parser) decorated() ast.Stmt {
	decs := []ast.Expr{}
	for p.got(token.AT) {
		decs = append(decs, p.namedExpression())
		if p.kind() != token.NEWLINE {
			p.syntaxError()
		}
		p.next()
	}
	t := p.tok()
	switch {
	case p.isKw("def"):
		return p.funcDef(decs, t.Pos, false)
	case p.isKw("async") && p.peekTok(1).Lit == "def":
		p.next()
		return p.funcDef(decs, t.Pos, true)
	case p.isKw("class"):
		return p.classDef(decs, t.Pos)
	}
	p.syntaxError()
	return nil
}

func (p *parser) funcDef(decs []ast.Expr, start token.Pos, async bool) ast.Stmt {
	defLine := p.line(p.tok().Pos)
	p.next() // def
	name, _ := p.identifier()
	var tps []ast.TypeParam
	if lsqb := p.tok(); lsqb.Kind == token.LSQB {
		// CPython's "def NAME &&'('" reports a bad type parameter list
		// as a missing '('.
		if !p.speculate(func() { tps = p.typeParams() }) {
			p.errorAt(lsqb.Pos, lsqb.End, "expected '('")
		}
	} else {
		tps = []ast.TypeParam{}
	}
	if p.kind() != token.LPAR {
		p.errorf("expected '('")
	}
	p.next()
	args := p.parameters(token.RPAR, true)
	p.expect(token.RPAR)
	var returns ast.Expr
	if p.got(token.RARROW) {
		returns = p.expression()
	}
	p.forcedColon()
	body := p.block("function definition", defLine)
	if decs == nil {
		decs = []ast.Expr{}
	}
	sp := p.spanTo(start, p.endOfBody(body))
	if async {
		return &ast.AsyncFunctionDef{Name: name, Args: args, Body: body, DecoratorList: decs, Returns: returns, TypeParams: tps, Loc: sp}
	}
	return &ast.FunctionDef{Name: name, Args: args, Body: body, DecoratorList: decs, Returns: returns, TypeParams: tps, Loc: sp}
}

func (p *parser) classDef(decs []ast.Expr, start token.Pos) ast.Stmt {
	line := p.line(p.tok().Pos)
	p.next()
	name, _ := p.identifier()
	tps := p.typeParams()
	bases, kws := []ast.Expr{}, []*ast.Keyword{}
	if p.kind() == token.LPAR {
		c := p.call(&ast.Name{}, p.tok().Pos).(*ast.Call)
		bases, kws = c.Args, c.Keywords
	}
	p.colon()
	body := p.block("class definition", line)
	if decs == nil {
		decs = []ast.Expr{}
	}
	return &ast.ClassDef{Name: name, Bases: bases, Keywords: kws, Body: body, DecoratorList: decs, TypeParams: tps, Loc: p.spanTo(start, p.endOfBody(body))}
}

func (p *parser) ifStmt() ast.Stmt {
	start := p.tok().Pos
	kw := p.tok().Lit
	line := p.line(start)
	p.next()
	test := p.namedExpression()
	p.colon()
	body := p.block(fmt.Sprintf("'%s' statement", kw), line)
	orelse := []ast.Stmt{}
	end := p.endOfBody(body)
	if p.isKw("elif") {
		e := p.ifStmt()
		orelse = []ast.Stmt{e}
		end = p.endOfBody(nil)
	} else if p.isKw("else") {
		l := p.line(p.tok().Pos)
		p.next()
		p.colon()
		orelse = p.block("'else' statement", l)
		end = p.endOfBody(orelse)
	}
	return &ast.If{Test: test, Body: body, Orelse: orelse, Loc: p.spanTo(start, end)}
}

func (p *parser) whileStmt() ast.Stmt {
	start := p.tok().Pos
	line := p.line(start)
	p.next()
	test := p.namedExpression()
	p.colon()
	body := p.block("'while' statement", line)
	orelse := []ast.Stmt{}
	end := p.endOfBody(body)
	if p.isKw("else") {
		l := p.line(p.tok().Pos)
		p.next()
		p.colon()
		orelse = p.block("'else' statement", l)
		end = p.endOfBody(orelse)
	}
	return &ast.While{Test: test, Body: body, Orelse: orelse, Loc: p.spanTo(start, end)}
}

func (p *parser) forStmt(start token.Pos, async bool) ast.Stmt {
	line := p.line(p.tok().Pos)
	p.next()
	target := p.starTargets()
	if !p.isKw("in") {
		p.syntaxError()
	}
	p.next()
	iter := p.starExpressions()
	p.colon()
	body := p.block("'for' statement", line)
	orelse := []ast.Stmt{}
	end := p.endOfBody(body)
	if p.isKw("else") {
		l := p.line(p.tok().Pos)
		p.next()
		p.colon()
		orelse = p.block("'else' statement", l)
		end = p.endOfBody(orelse)
	}
	sp := p.spanTo(start, end)
	if async {
		return &ast.AsyncFor{Target: target, Iter: iter, Body: body, Orelse: orelse, Loc: sp}
	}
	return &ast.For{Target: target, Iter: iter, Body: body, Orelse: orelse, Loc: sp}
}

func (p *parser) withItem() *ast.WithItem {
	e := p.expression()
	w := &ast.WithItem{ContextExpr: e}
	if p.gotKw("as") {
		t := p.starTarget()
		p.setCtx(t, ast.Store, "assign to")
		w.OptionalVars = t
	}
	return w
}

func (p *parser) withStmt(start token.Pos, async bool) ast.Stmt {
	line := p.line(p.tok().Pos)
	p.next()
	var items []*ast.WithItem
	if p.kind() == token.LPAR {
		ok := p.speculate(func() {
			p.next()
			var its []*ast.WithItem
			for p.kind() != token.RPAR {
				its = append(its, p.withItem())
				if !p.got(token.COMMA) {
					break
				}
			}
			p.expect(token.RPAR)
			if p.kind() != token.COLON || len(its) == 0 {
				p.syntaxError()
			}
			items = its
		})
		if !ok {
			items = nil
		}
	}
	if items == nil {
		for {
			items = append(items, p.withItem())
			if !p.got(token.COMMA) {
				break
			}
		}
	}
	p.colon()
	body := p.block("'with' statement", line)
	sp := p.spanTo(start, p.endOfBody(body))
	if async {
		return &ast.AsyncWith{Items: items, Body: body, Loc: sp}
	}
	return &ast.With{Items: items, Body: body, Loc: sp}
}

func (p *parser) tryStmt() ast.Stmt {
	start := p.tok().Pos
	line := p.line(start)
	p.next()
	p.forcedColon()
	body := p.block("'try' statement", line)
	handlers := []*ast.ExceptHandler{}
	star := -1
	end := p.endOfBody(body)
	for p.isKw("except") {
		hs := p.tok().Pos
		hl := p.line(hs)
		p.next()
		isStar := p.got(token.STAR)
		if star >= 0 && (star == 1) != isStar {
			p.errorAt(hs, p.prevEnd(), "cannot have both 'except' and 'except*' on the same 'try'")
		}
		if isStar {
			star = 1
		} else {
			star = 0
		}
		h := &ast.ExceptHandler{}
		if p.kind() != token.COLON {
			h.Type = p.expression()
			if p.kind() == token.COMMA {
				ts := p.startOf(h.Type)
				elts := []ast.Expr{h.Type}
				for p.got(token.COMMA) {
					elts = append(elts, p.expression())
				}
				if p.isKw("as") || p.kind() != token.COLON {
					p.syntaxError()
				}
				p.errorAt(ts, p.prevEnd(), "multiple exception types must be parenthesized")
			}
			if p.gotKw("as") {
				h.Name, _ = p.identifier()
			}
		} else if isStar {
			p.errorf("expected one or more exception types")
		}
		p.colon()
		what := "'except' statement"
		if isStar {
			what = "'except*' statement"
		}
		h.Body = p.block(what, hl)
		h.Loc = p.spanTo(hs, p.endOfBody(h.Body))
		end = p.endOfBody(h.Body)
		handlers = append(handlers, h)
	}
	orelse, final := []ast.Stmt{}, []ast.Stmt{}
	if p.isKw("else") {
		if len(handlers) == 0 {
			p.syntaxError()
		}
		l := p.line(p.tok().Pos)
		p.next()
		p.colon()
		orelse = p.block("'else' statement", l)
		end = p.endOfBody(orelse)
	}
	if p.isKw("finally") {
		l := p.line(p.tok().Pos)
		p.next()
		p.forcedColon()
		final = p.block("'finally' statement", l)
		end = p.endOfBody(final)
	}
	if len(handlers) == 0 && len(final) == 0 {
		p.errorf("expected 'except' or 'finally' block")
	}
	sp := p.spanTo(start, end)
	if star == 1 {
		return &ast.TryStar{Body: body, Handlers: handlers, Orelse: orelse, Finalbody: final, Loc: sp}
	}
	return &ast.Try{Body: body, Handlers: handlers, Orelse: orelse, Finalbody: final, Loc: sp}
}
