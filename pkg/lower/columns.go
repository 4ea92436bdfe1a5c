package lower

// This file holds column references (issue 8, part 3): UserRow.email, or
// getattr(schema, field) in a contract, where R is a clauz3.Row class. In
// a relation lambda, e.addr == UserRow.email has one meaning, the one the
// Python runtime gives it (runtime/clauz3/row.py): the value of e.addr is
// the very object read from the email column of a row that a trusted
// query returned, passed on unchanged (bound to names, passed to and
// returned from functions, chosen by if/else, and/or, a container). It is
// decided on where the value comes from, not on what it is: a literal, a
// value of another column or of another class's column, or a new object
// computed from a column (str(row.email), f"{row.email}", row.email + "",
// all equal to it) never satisfies it.
//
// A fact field read this way gets a Bool companion field
// (ir.ColumnField) whose value lower computes from the field's term. Each
// read of a row's field makes a new term (rows.go), registered in
// columnTerms, and an operation that makes a new Python object makes a
// new term, even when it is equal, as a copy (copyTerm): the value comes
// from the column exactly when its term is a registered read, or a choice
// (If) between values each of which is on its branch. Terms are compared
// by identity, never by structure.

import (
	"fmt"
	"sort"

	"clauz3/pkg/diag"
	"clauz3/pkg/dsl"
	"clauz3/pkg/ir"
	"clauz3/pkg/python/ast"
)

// column is a column of a Row class: its definition and field name.
type column struct {
	def   *ast.ClassDef
	field string
}

// columnRefV is a column named in a contract (UserRow.email).
type columnRefV struct{ col column }

func (*columnRefV) typeName() string { return "ColumnRef" }

// columnReq is a companion field a relation lambda reads: the fact field
// and the column.
type columnReq struct {
	field string
	col   column
}

// columnRef is cls.attr for a Row class cls: the column, or why not.
func (l *lowerer) columnRef(cls *classV, attr string) (*columnRefV, string) {
	def, fields, why := l.rowClassOf(cls)
	if why != "" {
		return nil, why
	}
	for _, fl := range fields {
		if fl.name == attr {
			if fl.typ != "str" {
				// an int, float or bool is copied by the arithmetic that
				// leaves its value alone (x + 0, int(x), abs(x)), which
				// lower does not tell apart from the value itself
				return nil, fmt.Sprintf("%s.%s is a %s column: a column reference is supported for str columns only", def.Name, attr, fl.typ)
			}
			return &columnRefV{col: column{def, attr}}, ""
		}
	}
	return nil, fmt.Sprintf("type object %s has no attribute %s (CPython raises AttributeError)", def.Name, attr)
}

// columnName is the name a Row class has in companion field names:
// its own, numbered when another class of the same name came first.
func (l *lowerer) columnName(def *ast.ClassDef) string {
	if n, ok := l.columnNames[def]; ok {
		return n
	}
	n := def.Name
	for k := 2; ; k++ {
		taken := false
		for _, m := range l.columnNames {
			taken = taken || m == n
		}
		if !taken {
			break
		}
		n = fmt.Sprintf("%s_%d", def.Name, k)
	}
	l.columnNames[def] = n
	return n
}

// fromColumn is the Bool that e.field == col stands for in a relation
// lambda over the row named row: the companion field, requested.
func (l *lowerer) fromColumn(row, field string, col column) term {
	name := ir.ColumnField(field, l.columnName(col.def), col.field)
	l.columnReqs[name] = columnReq{field: field, col: col}
	return dsl.RowField(row, name, boolSort)
}

// columnCompanions gives every fact with a field some relation lambda
// compares with a column the companion field saying whether the value
// was read from that column.
func (l *lowerer) columnCompanions() {
	if len(l.columnReqs) == 0 {
		return
	}
	names := make([]string, 0, len(l.columnReqs))
	for n := range l.columnReqs {
		names = append(names, n)
	}
	sort.Strings(names)
	for i := range l.out.Facts {
		f := &l.out.Facts[i]
		var add []ir.FactField
		for _, n := range names {
			req := l.columnReqs[n]
			for _, fl := range f.Fields {
				if fl.Name == req.field {
					add = append(add, factField(n, "bool", sortBool, l.originIn(fl.Term, req.col, 0)))
				}
			}
		}
		f.Fields = append(f.Fields, add...)
	}
}

// originIn is the Bool that holds when the value of t was read from col:
// see the file comment. Definitional symbols are read through.
func (l *lowerer) originIn(t term, col column, depth int) term {
	if t == nil || depth > 64 {
		return tFalse
	}
	if c, ok := l.columnTerms[t]; ok {
		return boolLit(c == col)
	}
	switch t.Op {
	case dsl.OpConst:
		if l.namedTerms[t] {
			return l.originIn(l.defs[t.Name], col, depth+1)
		}
	case dsl.OpIte:
		return mkIte(t.Args[0], l.originIn(t.Args[1], col, depth+1), l.originIn(t.Args[2], col, depth+1))
	}
	return tFalse
}

// copyTerm is t as the value of a new Python object equal to the one t
// stands for (str(s) of a str s, s + ""): the same term, not the same
// read of a column.
func copyTerm(t term) term {
	c := *t
	return &c
}

// columnCompare compiles a == b or a != b in a relation lambda where one
// side is a column: the other must be a field of the row, e.addr ==
// UserRow.email (see the file comment). A column compared with a column
// is equal when it is the same column, as in the runtime.
func (rc *rowCompiler) columnCompare(op ast.CmpOp, a, b Value, span diag.Span) (term, *specErr) {
	if op != ast.Eq && op != ast.NotEq {
		return nil, serr("unsupported-relation-lambda", span, "a column (Row.field) is compared only with == or !=")
	}
	ca, okA := a.(*columnRefV)
	cb, okB := b.(*columnRefV)
	var t term
	switch {
	case okA && okB:
		t = boolLit(ca.col == cb.col)
	default:
		col, other := ca, b
		if !okA {
			col, other = cb, a
		}
		ft, ok := scalarExpr(other)
		if !ok || ft.Op != dsl.OpField || len(ft.Args) != 1 || ft.Args[0].Op != dsl.OpConst || ft.Args[0].Name != rc.row.name {
			return nil, serr("unsupported-relation-lambda", span, "a column (Row.field) is compared only with a field of the row, as in e.addr == UserRow.email")
		}
		t = rc.l.fromColumn(rc.row.name, ft.Name, col.col)
	}
	if op == ast.NotEq {
		t = mkNot(t)
	}
	return t, nil
}

// readsColumn reports whether t contains a read of a column (by
// identity): such a term is not named by an equal one made before, whose
// reads may be copies, or the reverse.
func (l *lowerer) readsColumn(t term) bool {
	if len(l.columnTerms) == 0 || t == nil {
		return false
	}
	if _, ok := l.columnTerms[t]; ok {
		return true
	}
	for _, a := range t.Args {
		if l.readsColumn(a) {
			return true
		}
	}
	return false
}
