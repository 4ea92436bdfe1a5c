package compile

import "clauz3/pkg/diag"

// analyze is the second pass of _PySymtable_Build (symtable_analyze): it
// resolves every name's scope, block by block, parents before children,
// and refuses nonlocal declarations without a binding to refer to.
func (c *checker) analyze(top *scope) {
	c.analyzeBlock(top, nil, nameSet{})
}

type nameSet map[string]bool

func (s nameSet) copy() nameSet {
	t := make(nameSet, len(s))
	for k := range s {
		t[k] = true
	}
	return t
}

// analyzeBlock is analyze_block. bound is nil for the module (no
// enclosing function), the names bound in enclosing functions otherwise;
// typeParams are the type parameters in scope (3.12).
func (c *checker) analyzeBlock(s *scope, bound, typeParams nameSet) {
	local := nameSet{}
	newbound := nameSet{}
	if s.kind == classBlock && bound != nil {
		// a class passes down what its parent sees, whatever it declares
		for k := range bound {
			newbound[k] = true
		}
	}
	for _, name := range s.order {
		c.analyzeName(s, name, s.symbols[name], bound, local, typeParams)
	}
	if s.kind != classBlock {
		if s.functionLike(c.v) {
			for k := range local {
				newbound[k] = true
			}
		}
		for k := range bound {
			newbound[k] = true
		}
	} else {
		newbound["__class__"] = true
		if c.v == Py312 {
			newbound["__classdict__"] = true
		}
	}
	for _, child := range s.children {
		c.analyzeBlock(child, newbound.copy(), typeParams.copy())
	}
}

// analyzeName is analyze_name, reduced to what decides errors.
func (c *checker) analyzeName(s *scope, name string, flags int, bound, local, typeParams nameSet) {
	if flags&defGlobal != 0 {
		if flags&defNonlocal != 0 {
			c.errorAt(directiveSpan(s, name), "name '%s' is nonlocal and global", name)
		}
		if bound != nil {
			delete(bound, name)
		}
		return
	}
	if flags&defNonlocal != 0 {
		if bound == nil {
			c.errorAt(directiveSpan(s, name), "nonlocal declaration not allowed at module level")
		}
		if !bound[name] {
			c.errorAt(directiveSpan(s, name), "no binding for nonlocal '%s' found", name)
		}
		if c.v == Py312 && typeParams[name] {
			c.errorAt(directiveSpan(s, name), "nonlocal binding not allowed for type parameter '%s'", name)
		}
		return
	}
	if flags&defBound != 0 {
		local[name] = true
		if flags&defTypeParam != 0 {
			typeParams[name] = true
		} else {
			delete(typeParams, name)
		}
	}
}

// directiveSpan is where error_at_directive points: the first global or
// nonlocal statement naming name in the block.
func directiveSpan(s *scope, name string) diag.Span {
	for _, d := range s.directives {
		if d.name == name {
			return d.span
		}
	}
	return s.node.Span()
}
