package library

import (
	"math/big"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"clauz3/pkg/diag"
	"clauz3/pkg/python/ast"
	"clauz3/pkg/python/parser"
)

// Lint codes: what a trusted layer's declarations say against what its
// bodies do (the checks the reference runs deal's linter for).
const (
	LintEffectCallsEffect = "effect-calls-effect"   // a trusted effect calls another: that call is no fact of its own
	LintMissedMarker      = "missed-marker"         // a body does what its @deal.has markers do not declare
	LintContradictory     = "contradictory-markers" // a boundary declared pure, or two vocabularies on one function
	LintPostError         = "post-contract-error"   // a return value the postcondition refuses
	LintPreError          = "pre-contract-error"    // a call whose constant arguments the precondition refuses
	LintEnsureResult      = "ensure-without-result" // @deal.ensure whose condition has no result parameter
)

// ioMarkers are the markers deal's "io" stands for.
var ioMarkers = map[string]bool{"read": true, "write": true, "stdout": true, "stderr": true, "network": true, "stdin": true, "syscall": true}

// lintFunc is a top-level function of a linted module.
type lintFunc struct {
	def      *ast.FunctionDef
	file     string
	src      string
	aliases  map[string]string
	effect   bool
	markers  []string // @deal.has arguments; nil without @deal.has
	hasHas   bool
	pure     bool
	pres     []*ast.Lambda
	posts    []*ast.Lambda // one-parameter postconditions (the result)
	vocab02  ast.Node
	vocab014 ast.Node
}

// LintPaths lints the Python files named (directories: every *.py below
// them, sorted). A file that cannot be read or parsed is an error (exit
// 2); findings are returned sorted.
func LintPaths(paths []string) (diag.List, error) {
	var files []string
	for _, p := range paths {
		st, err := os.Stat(p)
		if err != nil {
			return nil, diag.Errorf(diag.Span{File: p}, "no-such-file", "cannot read: %v", unwrapPath(err))
		}
		if st.IsDir() {
			filepath.WalkDir(p, func(q string, d os.DirEntry, err error) error {
				if err == nil && !d.IsDir() && strings.HasSuffix(q, ".py") {
					files = append(files, q)
				}
				if err == nil && d.IsDir() && d.Name() == "__pycache__" {
					return filepath.SkipDir
				}
				return nil
			})
			continue
		}
		if !strings.HasSuffix(p, ".py") {
			return nil, diag.Errorf(diag.Span{File: p}, "not-python", "not a Python file or a directory")
		}
		files = append(files, p)
	}
	sort.Strings(files)
	// Every function of every file first: a call in one file may reach
	// an effect of another (from tools.x.trusted.effects import f).
	byModule := map[string]map[string]*lintFunc{} // dotted path suffix -> name -> function
	var all []*lintFunc
	var errs diag.List
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			return nil, diag.Errorf(diag.Span{File: f}, "no-such-file", "cannot read: %v", unwrapPath(err))
		}
		tree, err := parser.ParseFile(f, data)
		if err != nil {
			if d, ok := err.(*diag.Diagnostic); ok {
				errs.Add(d)
				continue
			}
			if l, ok := err.(diag.List); ok {
				errs = append(errs, l...)
				continue
			}
			return nil, err
		}
		aliases := ast.ImportAliases(tree)
		funcs := map[string]*lintFunc{}
		for _, s := range tree.Body {
			if fd, ok := s.(*ast.FunctionDef); ok {
				lf := classify(fd, f, string(data), aliases)
				funcs[fd.Name] = lf
				all = append(all, lf)
			}
		}
		mod := strings.TrimSuffix(filepath.ToSlash(f), ".py")
		byModule[mod] = funcs
	}
	if len(errs) > 0 {
		return nil, errs
	}
	var out diag.List
	for _, lf := range all {
		out = append(out, lintOne(lf, byModule)...)
	}
	out.Sort()
	return out, nil
}

// classify reads a function's decorators.
func classify(fd *ast.FunctionDef, file, src string, aliases map[string]string) *lintFunc {
	lf := &lintFunc{def: fd, file: file, src: src, aliases: aliases}
	for _, d := range fd.DecoratorList {
		call, isCall := d.(*ast.Call)
		name := canonical(d, aliases)
		switch name {
		case "clauz3.trusted":
			lf.effect = true
			lf.vocab02 = d
		case "deal.has":
			if isCall {
				lf.hasHas = true
				lf.markers = []string{}
				for _, a := range call.Args {
					if k, ok := a.(*ast.Constant); ok && k.Value.Kind == ast.ConstStr {
						lf.markers = append(lf.markers, k.Value.Str)
					}
				}
				lf.effect = lf.effect || len(call.Args) > 0
			}
		case "deal.pure":
			lf.pure = true
		case "clauz3.requires", "deal.pre":
			if name == "clauz3.requires" {
				lf.vocab02 = d
			} else {
				lf.vocab014 = d
			}
			if isCall && len(call.Args) > 0 {
				if l, ok := call.Args[0].(*ast.Lambda); ok {
					lf.pres = append(lf.pres, l)
				}
			}
		case "clauz3.ensures", "deal.post", "deal.ensure":
			if name == "clauz3.ensures" {
				lf.vocab02 = d
			} else {
				lf.vocab014 = d
			}
			if isCall && len(call.Args) > 0 {
				if l, ok := call.Args[0].(*ast.Lambda); ok && name != "deal.ensure" && len(l.Args.Args) == 1 {
					lf.posts = append(lf.posts, l)
				}
			}
		}
	}
	return lf
}

// lintOne checks one function.
func lintOne(lf *lintFunc, mods map[string]map[string]*lintFunc) diag.List {
	var out diag.List
	fd := lf.def
	add := func(n ast.Node, code, format string, args ...any) {
		out.Add(diag.Errorf(n.Span(), code, format, args...))
	}
	if lf.vocab02 != nil && lf.vocab014 != nil {
		add(lf.vocab014, LintContradictory, "%s mixes clauz3's @trusted/@requires/@ensures with deal's @pre/@post/@ensure: write it in one vocabulary", fd.Name)
	}
	if lf.effect && (lf.pure || (lf.hasHas && len(lf.markers) == 0)) {
		add(fd, LintContradictory, "%s is a trusted effect but is declared pure (@deal.pure or @deal.has() without markers)", fd.Name)
	}
	for _, d := range fd.DecoratorList {
		if call, ok := d.(*ast.Call); ok && canonical(d, lf.aliases) == "deal.ensure" && len(call.Args) > 0 {
			if l, ok := call.Args[0].(*ast.Lambda); ok && !hasParam(l, "result") {
				add(l, LintEnsureResult, "the condition of @deal.ensure must have a parameter named result")
			}
		}
	}
	markers := map[string]bool{}
	for _, m := range lf.markers {
		markers[m] = true
	}
	checkMarkers := lf.hasHas || lf.pure
	declared := func(m string) bool { return markers[m] || (ioMarkers[m] && markers["io"]) }
	reported := map[string]bool{}
	walkBody(fd.Body, func(n ast.Node) {
		switch n := n.(type) {
		case *ast.Call:
			callee := canonical(n.Func, lf.aliases)
			if callee == "" {
				if nm, ok := n.Func.(*ast.Name); ok {
					callee = nm.Id
				}
			}
			if lf.effect {
				if other := resolveEffect(n.Func, lf, mods); other != nil && other.def != fd {
					add(n, LintEffectCallsEffect, "trusted effect %s calls trusted effect %s: the inner call is not recorded as a fact of its own, so no guarantee sees it; call a plain helper instead", fd.Name, other.def.Name)
				}
			}
			if checkMarkers {
				if m := markerOf(callee, n); m != "" && !declared(m) && !reported[m] {
					reported[m] = true
					add(n, LintMissedMarker, "%s does %s (%s) but @deal.has does not declare %q", fd.Name, m, callee, m)
				}
			}
			lintPreCall(n, lf, mods, &out)
		case *ast.Attribute:
			if checkMarkers {
				name := canonical(n, lf.aliases)
				m := ""
				switch name {
				case "os.environ":
					m = "global"
				case "sys.stdout":
					m = "stdout"
				case "sys.stderr":
					m = "stderr"
				case "sys.stdin":
					m = "stdin"
				}
				if m != "" && !declared(m) && !reported[m] {
					reported[m] = true
					add(n, LintMissedMarker, "%s uses %s but @deal.has does not declare %q", fd.Name, name, m)
				}
			}
		case *ast.Global:
			if checkMarkers && !declared("global") && !reported["global"] {
				reported["global"] = true
				add(n, LintMissedMarker, "%s assigns a global but @deal.has does not declare \"global\"", fd.Name)
			}
		case *ast.Import, *ast.ImportFrom:
			if checkMarkers && !declared("import") && !reported["import"] {
				reported["import"] = true
				add(n, LintMissedMarker, "%s imports a module but @deal.has does not declare \"import\"", fd.Name)
			}
		case *ast.Return:
			if n.Value == nil {
				return
			}
			for _, post := range lf.posts {
				v, ok := constValue(n.Value)
				if !ok {
					continue
				}
				res, ok := evalCond(post.Body, map[string]pyVal{post.Args.Args[0].Arg: v})
				if ok && !res.truthy() {
					add(n, LintPostError, "%s returns %s, which its postcondition %s refuses", fd.Name, textOf(lf.src, n.Value.Span()), textOf(lf.src, post.Span()))
				}
			}
		}
	})
	return out
}

// walkBody visits the nodes of a function body, without entering nested
// function or class definitions (their bodies run elsewhere).
func walkBody(body []ast.Stmt, f func(ast.Node)) {
	for _, s := range body {
		ast.Inspect(s, func(n ast.Node) bool {
			switch n.(type) {
			case *ast.FunctionDef, *ast.AsyncFunctionDef, *ast.ClassDef, *ast.Lambda:
				return false
			}
			if n != nil {
				f(n)
			}
			return true
		})
	}
}

func hasParam(l *ast.Lambda, name string) bool {
	for _, a := range append(append(append([]*ast.Arg(nil), l.Args.Posonlyargs...), l.Args.Args...), l.Args.Kwonlyargs...) {
		if a.Arg == name {
			return true
		}
	}
	return false
}

// resolveEffect is the trusted effect a call's callee names: a function
// of the same module, or one imported from a linted module.
func resolveEffect(fn ast.Expr, lf *lintFunc, mods map[string]map[string]*lintFunc) *lintFunc {
	own := mods[strings.TrimSuffix(filepath.ToSlash(lf.file), ".py")]
	if n, ok := fn.(*ast.Name); ok {
		if g := own[n.Id]; g != nil && g.effect {
			return g
		}
	}
	full := canonical(fn, lf.aliases)
	if full == "" {
		return nil
	}
	i := strings.LastIndex(full, ".")
	if i < 0 {
		return nil
	}
	modPath, name := strings.ReplaceAll(full[:i], ".", "/"), full[i+1:]
	for p, funcs := range mods {
		if p == modPath || strings.HasSuffix(p, "/"+modPath) {
			if g := funcs[name]; g != nil && g.effect {
				return g
			}
		}
	}
	return nil
}

// markerOf is the marker a call needs, as deal's linter infers it.
func markerOf(callee string, c *ast.Call) string {
	switch {
	case callee == "print":
		for _, k := range c.Keywords {
			if k.Arg == "file" {
				if canonical(k.Value, map[string]string{"sys": "sys"}) == "sys.stderr" {
					return "stderr"
				}
			}
		}
		return "stdout"
	case callee == "input":
		return "stdin"
	case callee == "open" || callee == "io.open":
		mode := "r"
		if len(c.Args) > 1 {
			if k, ok := c.Args[1].(*ast.Constant); ok && k.Value.Kind == ast.ConstStr {
				mode = k.Value.Str
			}
		}
		for _, k := range c.Keywords {
			if v, ok := k.Value.(*ast.Constant); ok && k.Arg == "mode" && v.Value.Kind == ast.ConstStr {
				mode = v.Value.Str
			}
		}
		if strings.ContainsAny(mode, "wax+") {
			return "write"
		}
		return "read"
	case strings.HasPrefix(callee, "subprocess."), callee == "os.system", callee == "os.popen",
		strings.HasPrefix(callee, "os.exec"), strings.HasPrefix(callee, "os.spawn"), callee == "os.kill":
		return "syscall"
	case strings.HasPrefix(callee, "urllib.request."), strings.HasPrefix(callee, "requests."),
		strings.HasPrefix(callee, "http.client."), strings.HasPrefix(callee, "socket."), strings.HasPrefix(callee, "httpx."):
		return "network"
	case callee == "os.getenv", callee == "os.putenv", callee == "os.unsetenv":
		return "global"
	case strings.HasPrefix(callee, "random."):
		return "random"
	case callee == "time.time", callee == "time.monotonic", callee == "time.perf_counter", callee == "datetime.datetime.now", callee == "datetime.date.today":
		return "time"
	case callee == "os.remove", callee == "os.unlink", callee == "os.rename", callee == "os.replace", callee == "os.mkdir",
		callee == "os.makedirs", callee == "os.rmdir", callee == "os.chmod", callee == "shutil.rmtree", callee == "shutil.copy",
		callee == "shutil.copyfile", callee == "shutil.copytree", callee == "shutil.move":
		return "write"
	case callee == "os.listdir", callee == "os.scandir", callee == "os.walk", callee == "glob.glob":
		return "read"
	}
	return ""
}

// lintPreCall reports a call to a trusted function of the linted files
// whose constant arguments its precondition refuses.
func lintPreCall(c *ast.Call, lf *lintFunc, mods map[string]map[string]*lintFunc, out *diag.List) {
	var callee *lintFunc
	own := mods[strings.TrimSuffix(filepath.ToSlash(lf.file), ".py")]
	if n, ok := c.Func.(*ast.Name); ok {
		callee = own[n.Id]
	}
	if callee == nil {
		callee = resolveAny(c.Func, lf, mods)
	}
	if callee == nil || len(callee.pres) == 0 {
		return
	}
	// Bind constant arguments to the callee's parameters by position and
	// keyword; a call with anything else is not judged.
	params := callee.def.Args.Args
	if len(c.Args) > len(params) {
		return
	}
	env := map[string]pyVal{}
	for i, a := range c.Args {
		v, ok := constValue(a)
		if !ok {
			return
		}
		env[params[i].Arg] = v
	}
	for _, k := range c.Keywords {
		if k.Arg == "" {
			return
		}
		v, ok := constValue(k.Value)
		if !ok {
			return
		}
		env[k.Arg] = v
	}
	for _, pre := range callee.pres {
		local := map[string]pyVal{}
		for _, p := range append(append([]*ast.Arg(nil), pre.Args.Posonlyargs...), pre.Args.Args...) {
			v, ok := env[p.Arg]
			if !ok {
				local = nil
				break
			}
			local[p.Arg] = v
		}
		if local == nil {
			continue
		}
		if res, ok := evalCond(pre.Body, local); ok && !res.truthy() {
			out.Add(diag.Errorf(c.Span(), LintPreError, "this call of %s breaks its precondition %s", callee.def.Name, textOf(callee.src, pre.Span())))
		}
	}
}

// resolveAny is any function of the linted files a callee names.
func resolveAny(fn ast.Expr, lf *lintFunc, mods map[string]map[string]*lintFunc) *lintFunc {
	full := canonical(fn, lf.aliases)
	i := strings.LastIndex(full, ".")
	if i < 0 {
		return nil
	}
	modPath, name := strings.ReplaceAll(full[:i], ".", "/"), full[i+1:]
	for p, funcs := range mods {
		if p == modPath || strings.HasSuffix(p, "/"+modPath) {
			return funcs[name]
		}
	}
	return nil
}

// pyVal is a Python value the condition evaluator knows: None, bool,
// int, str, or a list of those.
type pyVal struct {
	kind string // "none", "bool", "int", "str", "list"
	b    bool
	i    *big.Int
	s    string
	l    []pyVal
}

func (v pyVal) truthy() bool {
	switch v.kind {
	case "bool":
		return v.b
	case "int":
		return v.i.Sign() != 0
	case "str":
		return v.s != ""
	case "list":
		return len(v.l) > 0
	}
	return false
}

func (v pyVal) equal(w pyVal) bool {
	if v.kind == "bool" && w.kind == "int" || v.kind == "int" && w.kind == "bool" {
		return v.asInt().Cmp(w.asInt()) == 0
	}
	if v.kind != w.kind {
		return false
	}
	switch v.kind {
	case "none":
		return true
	case "bool":
		return v.b == w.b
	case "int":
		return v.i.Cmp(w.i) == 0
	case "str":
		return v.s == w.s
	case "list":
		if len(v.l) != len(w.l) {
			return false
		}
		for i := range v.l {
			if !v.l[i].equal(w.l[i]) {
				return false
			}
		}
		return true
	}
	return false
}

func (v pyVal) asInt() *big.Int {
	if v.kind == "bool" {
		if v.b {
			return big.NewInt(1)
		}
		return big.NewInt(0)
	}
	return v.i
}

// constValue is the value of a literal (with a unary minus, lists).
func constValue(e ast.Expr) (pyVal, bool) {
	switch e := e.(type) {
	case *ast.Constant:
		switch e.Value.Kind {
		case ast.ConstNone:
			return pyVal{kind: "none"}, true
		case ast.ConstBool:
			return pyVal{kind: "bool", b: e.Value.Bool}, true
		case ast.ConstInt:
			return pyVal{kind: "int", i: e.Value.Int}, true
		case ast.ConstStr:
			return pyVal{kind: "str", s: e.Value.Str}, true
		}
	case *ast.UnaryOp:
		if e.Op == ast.USub {
			if v, ok := constValue(e.Operand); ok && v.kind == "int" {
				return pyVal{kind: "int", i: new(big.Int).Neg(v.i)}, true
			}
		}
	case *ast.List:
		var l []pyVal
		for _, x := range e.Elts {
			v, ok := constValue(x)
			if !ok {
				return pyVal{}, false
			}
			l = append(l, v)
		}
		return pyVal{kind: "list", l: l}, true
	}
	return pyVal{}, false
}

// evalCond evaluates a condition over constants as CPython would; ok is
// false for anything it does not model (then nothing is reported).
func evalCond(e ast.Expr, env map[string]pyVal) (pyVal, bool) {
	switch e := e.(type) {
	case *ast.Name:
		v, ok := env[e.Id]
		return v, ok
	case *ast.Constant, *ast.List:
		return constValue(e)
	case *ast.UnaryOp:
		v, ok := evalCond(e.Operand, env)
		if !ok {
			return v, false
		}
		switch e.Op {
		case ast.Not:
			return pyVal{kind: "bool", b: !v.truthy()}, true
		case ast.USub:
			if v.kind == "int" {
				return pyVal{kind: "int", i: new(big.Int).Neg(v.i)}, true
			}
		}
		return v, false
	case *ast.BoolOp:
		var last pyVal
		for _, x := range e.Values {
			v, ok := evalCond(x, env)
			if !ok {
				return v, false
			}
			last = v
			if (e.Op == ast.And) != v.truthy() {
				return v, true
			}
		}
		return last, true
	case *ast.Compare:
		left, ok := evalCond(e.Left, env)
		if !ok {
			return left, false
		}
		for i, op := range e.Ops {
			right, ok := evalCond(e.Comparators[i], env)
			if !ok {
				return right, false
			}
			r, ok := compare(op, left, right)
			if !ok {
				return r, false
			}
			if !r.b {
				return r, true
			}
			left = right
		}
		return pyVal{kind: "bool", b: true}, true
	case *ast.Call:
		if n, ok := e.Func.(*ast.Name); ok && n.Id == "len" && len(e.Args) == 1 && len(e.Keywords) == 0 {
			if _, shadowed := env["len"]; shadowed {
				return pyVal{}, false
			}
			v, ok := evalCond(e.Args[0], env)
			switch {
			case ok && v.kind == "str":
				return pyVal{kind: "int", i: big.NewInt(int64(len([]rune(v.s))))}, true
			case ok && v.kind == "list":
				return pyVal{kind: "int", i: big.NewInt(int64(len(v.l)))}, true
			}
			return pyVal{}, false
		}
		if a, ok := e.Func.(*ast.Attribute); ok && (a.Attr == "startswith" || a.Attr == "endswith") && len(e.Args) == 1 && len(e.Keywords) == 0 {
			recv, ok1 := evalCond(a.Value, env)
			arg, ok2 := evalCond(e.Args[0], env)
			if ok1 && ok2 && recv.kind == "str" && arg.kind == "str" {
				if a.Attr == "startswith" {
					return pyVal{kind: "bool", b: strings.HasPrefix(recv.s, arg.s)}, true
				}
				return pyVal{kind: "bool", b: strings.HasSuffix(recv.s, arg.s)}, true
			}
		}
	}
	return pyVal{}, false
}

// compare is one comparison of a chain.
func compare(op ast.CmpOp, a, b pyVal) (pyVal, bool) {
	res := func(x bool) (pyVal, bool) { return pyVal{kind: "bool", b: x}, true }
	switch op {
	case ast.Eq:
		return res(a.equal(b))
	case ast.NotEq:
		return res(!a.equal(b))
	case ast.Is, ast.IsNot:
		if a.kind == "none" || b.kind == "none" {
			same := a.kind == b.kind
			return res(same == (op == ast.Is))
		}
		return pyVal{}, false
	case ast.In, ast.NotIn:
		var in bool
		switch {
		case b.kind == "str" && a.kind == "str":
			in = strings.Contains(b.s, a.s)
		case b.kind == "list":
			for _, x := range b.l {
				in = in || a.equal(x)
			}
		default:
			return pyVal{}, false
		}
		return res(in == (op == ast.In))
	}
	num := func(v pyVal) bool { return v.kind == "int" || v.kind == "bool" }
	var c int
	switch {
	case num(a) && num(b):
		c = a.asInt().Cmp(b.asInt())
	case a.kind == "str" && b.kind == "str":
		c = strings.Compare(a.s, b.s) // code-point order, as CPython
	default:
		return pyVal{}, false
	}
	switch op {
	case ast.Lt:
		return res(c < 0)
	case ast.LtE:
		return res(c <= 0)
	case ast.Gt:
		return res(c > 0)
	case ast.GtE:
		return res(c >= 0)
	}
	return pyVal{}, false
}
