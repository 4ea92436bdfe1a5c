// Package dsl reads proof-of-thought expression strings: a small Python
// expression parser (never eval), a checker that gives each expression
// z3py's meaning as a typed term (sorts, coercions and Python-level
// constant folding made explicit), and an evaluator of typed terms over
// Go values, used to re-check counterexamples independently of Z3.
//
// Positions are byte offsets into the expression string; Error reports
// them as 1-based columns.
package dsl

import (
	"fmt"
	"math/big"
)

// Node is a syntax-tree node of a parsed expression.
type Node interface {
	// Span returns the node's byte offsets [pos, end) in the source.
	Span() (pos, end int)
}

type span struct{ P, E int }

func (s span) Span() (int, int) { return s.P, s.E }

// Name is an identifier.
type Name struct {
	span
	Name string
}

// IntLit is an integer literal.
type IntLit struct {
	span
	Value *big.Int
}

// FloatLit is a float literal.
type FloatLit struct {
	span
	Value float64
	Text  string
}

// StrLit is a string literal (its decoded value).
type StrLit struct {
	span
	Value string
}

// ConstLit is True, False or None.
type ConstLit struct {
	span
	Value any // true, false or nil
}

// ListLit is a list or tuple display.
type ListLit struct {
	span
	Elts  []Node
	Tuple bool
}

// DictLit is a dict display (parsed so that it can be refused precisely).
type DictLit struct {
	span
	Keys, Values []Node
}

// Unary is -x, +x, ~x or not x.
type Unary struct {
	span
	Op string
	X  Node
}

// Binary is x op y for an arithmetic or bitwise operator.
type Binary struct {
	span
	Op   string
	X, Y Node
	OpP  int // offset of the operator
}

// Compare is a (possibly chained) comparison a op1 b op2 c.
type Compare struct {
	span
	Ops      []string
	OpPos    []int
	Operands []Node
}

// BoolOp is x and y / x or y (Python's, not z3's).
type BoolOp struct {
	span
	Op     string
	Values []Node
}

// IfExp is body if test else orelse.
type IfExp struct {
	span
	Body, Test, Else Node
}

// Call is f(args, kw=v).
type Call struct {
	span
	Fun      Node
	Args     []Node
	KwNames  []string
	KwValues []Node
}

// Attr is x.name.
type Attr struct {
	span
	X    Node
	Name string
}

// Index is x[i].
type Index struct {
	span
	X, I Node
}

// Unsupported is a construct the parser recognises but the DSL refuses
// (lambda, comprehension, starred, slice, walrus, f-string, ...).
type Unsupported struct {
	span
	What string
}

// Error is a problem with an expression: the expression, the byte span
// of the offending part, and a message.
type Error struct {
	Expr     string
	Pos, End int
	Msg      string
}

func (e *Error) Error() string {
	part := ""
	if e.Pos >= 0 && e.End <= len(e.Expr) && e.Pos < e.End {
		part = fmt.Sprintf(" at %q", e.Expr[e.Pos:e.End])
	}
	return fmt.Sprintf("in expression %q, column %d%s: %s", e.Expr, e.Pos+1, part, e.Msg)
}

// Col is the 1-based column of the offending part.
func (e *Error) Col() int { return e.Pos + 1 }

func sprintf(format string, args ...any) string { return fmt.Sprintf(format, args...) }
