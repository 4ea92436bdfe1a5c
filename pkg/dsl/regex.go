package dsl

import (
	"io"
	"regexp"
	"regexp/syntax"
	"sync"

	pyvalue "clauz3/pkg/python/value"
)

// InRe is the Bool that s (a String) is in the language of pattern,
// written in Go's regexp syntax and matched against the whole string.
func InRe(s *Term, pattern string) *Term {
	MustSort(s, StringSort(), "InRe")
	return &Term{Op: OpInRe, Sort: BoolSort(), Name: pattern, Args: []*Term{s}}
}

// regexps caches compiled patterns, anchored at both ends.
var regexps sync.Map // string -> *regexp.Regexp

func compiled(pattern string) (*regexp.Regexp, error) {
	if r, ok := regexps.Load(pattern); ok {
		return r.(*regexp.Regexp), nil
	}
	r, err := regexp.Compile(`^(?:` + pattern + `)$`)
	if err != nil {
		return nil, err
	}
	regexps.Store(pattern, r)
	return r, nil
}

// RegexOK reports whether pattern is a regular expression of Go's syntax
// without flags, anchors or word boundaries: a regular language that
// ParseRegex can spell for a solver.
func RegexOK(pattern string) bool {
	re, err := syntax.Parse(pattern, syntax.Perl)
	if err != nil {
		return false
	}
	if _, err := compiled(pattern); err != nil {
		return false
	}
	ok := true
	var walk func(r *syntax.Regexp)
	walk = func(r *syntax.Regexp) {
		switch r.Op {
		case syntax.OpBeginLine, syntax.OpEndLine, syntax.OpBeginText, syntax.OpEndText,
			syntax.OpWordBoundary, syntax.OpNoWordBoundary:
			ok = false
		case syntax.OpLiteral:
			if r.Flags&syntax.FoldCase != 0 {
				ok = false
			}
		}
		for _, s := range r.Sub {
			walk(s)
		}
	}
	walk(re)
	return ok
}

// MatchRegex reports whether the whole of s is in the language of
// pattern (false for a pattern RegexOK refuses).
func MatchRegex(pattern, s string) bool {
	r, err := compiled(pattern)
	if err != nil {
		return false
	}
	// by code point: a lone surrogate (WTF-8) is one character, as in
	// Python and in Z3, where Go's UTF-8 decoding would see three
	return r.MatchReader(&runeReader{rs: pyvalue.CodePoints(s)})
}

// runeReader reads a slice of code points.
type runeReader struct {
	rs []rune
	i  int
}

func (r *runeReader) ReadRune() (rune, int, error) {
	if r.i >= len(r.rs) {
		return 0, 0, io.EOF
	}
	r.i++
	return r.rs[r.i-1], 1, nil
}

// ParseRegex is pattern's syntax tree, simplified, for a solver.
func ParseRegex(pattern string) (*syntax.Regexp, error) {
	re, err := syntax.Parse(pattern, syntax.Perl)
	if err != nil {
		return nil, err
	}
	return re.Simplify(), nil
}
