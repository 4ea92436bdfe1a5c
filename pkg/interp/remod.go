package interp

// This file runs the part of the standard library's re module that
// pkg/lower models (its remod.go): re.fullmatch, re.match and re.search
// with a str pattern and flags absent or 0, directly or through
// re.compile(pattern) and the pattern's fullmatch, match and search
// methods. Whether a match exists is decided by the regular language of
// package pyre (the translation the prover gives Z3), matched with
// package regexp against the whole string, code point by code point.
// A Match is true and not None; nothing else of it is run: its
// attributes, subscripts and printing are refused, as lower refuses
// them. A pattern pyre refuses, flags other than 0, keyword arguments
// other than flags, a non-str pattern and the module's other names are
// refused with their place, as lower refuses them.

import (
	"io"
	"math/big"
	"regexp"
	"regexp/syntax"

	"clauz3/pkg/python/pyre"
	"clauz3/pkg/python/value"
)

// Pattern is a compiled pattern (re.Pattern): its source.
type Pattern struct {
	Src string
	pat pyre.Pattern
}

// Match is a match object (re.Match): only its existence is run. Each
// call that matches makes a new one, as CPython does (its identity is
// its pointer; Fn keeps the struct from being of size zero, whose
// pointers Go may make equal).
type Match struct{ Fn string }

// reFuncs are the functions of module re that are run.
var reFuncs = []string{"fullmatch", "match", "search", "compile"}

// reModule is the module object of re: its modelled functions; its other
// names are opaque (moduleAttr), refused when called.
func reModule() *Module {
	m := &Module{Name: "re", Globals: map[string]Value{"__name__": "re"}, Builtin: true, state: 2}
	for _, name := range reFuncs {
		name := name
		m.Globals[name] = &Builtin{Name: "re." + name, Fn: func(in *Interp, a []Value, kw []kwArg, s spanT) Value {
			return in.reCall(name, a, kw, s)
		}}
	}
	return m
}

// isReFunc reports whether b is one of module re's functions (Python
// functions in CPython, not built-ins).
func isReFunc(b *Builtin) bool {
	for _, name := range reFuncs {
		if b.Name == "re."+name {
			return true
		}
	}
	return false
}

// reCall is re.<name>(pattern, [string,] flags=0).
func (in *Interp) reCall(name string, a []Value, kw []kwArg, s spanT) Value {
	n := 2 // pattern, string
	if name == "compile" {
		n = 1
	}
	pat := in.reArgs(name, a, kw, n, s)
	if name == "compile" {
		return pat
	}
	return in.reMatch(name, pat, a[1], s)
}

// reArgs checks the arguments of re.<name> as lower does (positional
// pattern and string, flags positional or keyword and 0) and returns
// the compiled pattern, refusing a pattern pyre refuses.
func (in *Interp) reArgs(name string, a []Value, kw []kwArg, n int, s spanT) *Pattern {
	if len(a) > n+1 || len(a) < n && len(kw) == 0 {
		str := ", string"
		if n == 1 {
			str = ""
		}
		panic(in.unsupported(s, "re.%s other than re.%s(pattern%s, flags=0)", name, name, str))
	}
	flags := []Value{}
	if len(a) == n+1 {
		flags = append(flags, a[n])
	}
	for _, k := range kw {
		if k.Name != "flags" {
			panic(in.unsupported(s, "re.%s with the keyword %s", name, k.Name))
		}
		flags = append(flags, k.Value)
	}
	for _, f := range flags {
		if !isZero(f) {
			panic(in.unsupported(s, "re.%s with flags", name))
		}
	}
	if len(a) < n {
		panic(in.unsupported(s, "re.%s other than with its pattern and string positional", name))
	}
	if len(flags) > 1 {
		panic(in.raise("TypeError", s, "%s() got multiple values for argument 'flags'", name))
	}
	src, ok := a[0].(string)
	if !ok {
		panic(in.unsupported(s, "re.%s with a pattern of type %s (only a str)", name, typeName(a[0])))
	}
	return in.compilePattern(src, s)
}

// isZero reports whether v is an int or bool equal to 0 (flags lower
// accepts).
func isZero(v Value) bool {
	switch x := v.(type) {
	case bool:
		return !x
	case *big.Int:
		return x.Sign() == 0
	}
	return false
}

// compilePattern is re.compile(src): the same object for the same
// source, as CPython's cache gives (it holds 512 patterns; lower refuses
// every use of a pattern's identity, so the difference past that is not
// observable in a proved program).
func (in *Interp) compilePattern(src string, s spanT) *Pattern {
	if p, ok := in.patterns[src]; ok {
		return p
	}
	pat, why := pyre.Parse(src)
	if why != "" {
		panic(in.unsupported(s, "the pattern %s: %s", value.StrRepr(src), why))
	}
	p := &Pattern{Src: src, pat: pat}
	if in.patterns == nil {
		in.patterns = map[string]*Pattern{}
	}
	in.patterns[src] = p
	return p
}

// patternMethod returns p.<name> for the methods that are run, or nil.
func (in *Interp) patternMethod(p *Pattern, name string) Value {
	switch name {
	case "fullmatch", "match", "search":
		return &Builtin{Name: "re.Pattern." + name, Fn: func(in *Interp, a []Value, kw []kwArg, s spanT) Value {
			if len(kw) > 0 || len(a) != 1 {
				panic(in.unsupported(s, "re.Pattern.%s other than with one argument, the string", name))
			}
			return in.reMatch(name, p, a[0], s)
		}}
	}
	return nil
}

// reMatch is re.<fn>(p, arg): a new Match when arg is in p's language
// for fn, else None. A string of another built-in type is CPython's
// TypeError; one of any other type is refused, as lower refuses it.
func (in *Interp) reMatch(fn string, p *Pattern, arg Value, s spanT) Value {
	str, ok := arg.(string)
	if !ok {
		switch arg.(type) {
		case NoneType, bool, *big.Int, *Float, *List, *Tuple, *Dict, *Set:
			panic(in.raise("TypeError", s, "expected string or bytes-like object, got '%s'", typeName(arg)))
		}
		panic(in.unsupported(s, "re.%s of a %s", fn, typeName(arg)))
	}
	re, insts := in.reCompiled(p.pat.Language(fn), p.Src, s)
	cps := value.CodePoints(str)
	if int64(insts)*int64(len(cps)+1) > MaxLen {
		panic(in.limit(s, "refused, not computed by the interpreter: matching a pattern of %d instructions against a str of %d characters", insts, len(cps)))
	}
	if !re.MatchReader(&runeReader{rs: cps}) {
		return None
	}
	return &Match{Fn: fn}
}

// reCompiled compiles the language lang (Go's syntax) anchored at both
// ends, once per run, and returns it with the size of its program (the
// work of a match is at most that times the length of the string).
func (in *Interp) reCompiled(lang, src string, s spanT) (*regexp.Regexp, int) {
	if c, ok := in.regexps[lang]; ok {
		return c.re, c.insts
	}
	full := "^(?:" + lang + ")$"
	re, err := regexp.Compile(full)
	if err != nil {
		panic(in.unsupported(s, "the pattern %s, whose translation Go's regexp refuses: %v", value.StrRepr(src), err))
	}
	insts := 1
	if r, err := syntax.Parse(full, syntax.Perl); err == nil {
		if prog, err := syntax.Compile(r.Simplify()); err == nil {
			insts = len(prog.Inst)
		}
	}
	if in.regexps == nil {
		in.regexps = map[string]compiledRe{}
	}
	in.regexps[lang] = compiledRe{re: re, insts: insts}
	return re, insts
}

// compiledRe is a compiled language and the size of its program.
type compiledRe struct {
	re    *regexp.Regexp
	insts int
}

// runeReader reads a slice of code points (a lone surrogate is one
// character, as in CPython, where UTF-8 decoding would see three).
type runeReader struct {
	rs []rune
	i  int
}

// ReadRune implements io.RuneReader.
func (r *runeReader) ReadRune() (rune, int, error) {
	if r.i >= len(r.rs) {
		return 0, 0, io.EOF
	}
	r.i++
	return r.rs[r.i-1], 1, nil
}
