package ast

// A Visitor's Visit method is invoked for each node encountered by Walk.
// If the result visitor w is not nil, Walk visits each of the children of
// node with w, followed by a call of w.Visit(nil).
type Visitor interface {
	Visit(node Node) (w Visitor)
}

// Walk traverses the tree rooted at node in depth-first order, children in
// CPython's field order: it calls v.Visit(node), then walks the children
// with the returned visitor, then calls w.Visit(nil).
func Walk(v Visitor, node Node) {
	if v = v.Visit(node); v == nil {
		return
	}
	walkChildren(v, node)
	v.Visit(nil)
}

type inspector func(Node) bool

func (f inspector) Visit(node Node) Visitor {
	if f(node) {
		return f
	}
	return nil
}

// Inspect traverses the tree rooted at node in depth-first order: it calls
// f(node); if f returns true, Inspect visits each child, followed by a call
// of f(nil).
func Inspect(node Node, f func(Node) bool) {
	Walk(inspector(f), node)
}
