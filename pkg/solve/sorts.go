package solve

import (
	"fmt"
	"sort"
	"strconv"
	"strings"

	"clauz3/pkg/dsl"
	"clauz3/pkg/ir"
)

// builtinSorts are always declared, as in proof-of-thought.
func builtinSorts() map[string]*dsl.Sort {
	return map[string]*dsl.Sort{
		"BoolSort": dsl.BoolSort(),
		"IntSort":  dsl.IntSort(),
		"RealSort": dsl.RealSort(),
	}
}

// splitTop splits s on commas that are not inside parentheses.
func splitTop(s string) []string {
	var parts []string
	depth, start := 0, 0
	for i, r := range s {
		switch r {
		case '(':
			depth++
		case ')':
			depth--
		case ',':
			if depth == 0 {
				parts = append(parts, strings.TrimSpace(s[start:i]))
				start = i + 1
			}
		}
	}
	return append(parts, strings.TrimSpace(s[start:]))
}

// sortRef resolves a sort reference: a declared sort name, a built-in
// name, or (clauz3 extension) a sort expression: StringSort,
// FPSort(11, 53), Float64, SeqSort(S), BitVecSort(N), ArraySort(D, R).
func (p *program) sortRef(ref string) (*dsl.Sort, error) {
	ref = strings.TrimSpace(ref)
	if s, ok := p.sorts[ref]; ok {
		return s, nil
	}
	inner := func(prefix string) (string, bool) {
		if strings.HasPrefix(ref, prefix+"(") && strings.HasSuffix(ref, ")") {
			return ref[len(prefix)+1 : len(ref)-1], true
		}
		return "", false
	}
	switch ref {
	case "StringSort":
		return dsl.StringSort(), nil
	case "Float64":
		return dsl.Float64Sort(), nil
	}
	if in, ok := inner("FPSort"); ok {
		parts := splitTop(in)
		if len(parts) == 2 && parts[0] == "11" && parts[1] == "53" {
			return dsl.Float64Sort(), nil
		}
		return nil, fmt.Errorf("only FPSort(11, 53) (Python's float) is supported, got %q", ref)
	}
	if in, ok := inner("SeqSort"); ok {
		el, err := p.sortRef(in)
		if err != nil {
			return nil, err
		}
		return dsl.SeqSort(el), nil
	}
	if in, ok := inner("BitVecSort"); ok {
		n, err := bvWidth(in)
		if err != nil {
			return nil, err
		}
		return dsl.BVSort(n), nil
	}
	if in, ok := inner("ArraySort"); ok {
		parts := splitTop(in)
		if len(parts) != 2 {
			return nil, fmt.Errorf("ArraySort needs a domain and a range, got %q", ref)
		}
		d, err := p.sortRef(parts[0])
		if err != nil {
			return nil, err
		}
		r, err := p.sortRef(parts[1])
		if err != nil {
			return nil, err
		}
		return dsl.ArraySort(d, r), nil
	}
	return nil, fmt.Errorf("Sort '%s' not defined", ref)
}

// innerText is t without prefix and without its last character (empty
// when t is just the prefix).
func innerText(t, prefix string) string {
	if len(t) <= len(prefix) {
		return ""
	}
	return t[len(prefix) : len(t)-1]
}

func bvWidth(text string) (int, error) {
	t := strings.TrimSpace(strings.ReplaceAll(text, "_", ""))
	n, err := strconv.Atoi(strings.TrimPrefix(t, "+"))
	if err != nil {
		return 0, fmt.Errorf("invalid literal for int() with base 10: %q", text)
	}
	if n <= 0 || n > 65536 {
		return 0, fmt.Errorf("Invalid BitVecSort size %d: must be between 1 and 65536", n)
	}
	return n, nil
}

// declareSorts processes the "sorts" section as proof-of-thought does:
// duplicate names keep the last definition (at the first position), and
// ArraySort definitions are created after the sorts they mention.
func (p *program) declareSorts() error {
	type def struct {
		s     ir.Sort
		index int
	}
	var order []string
	defs := map[string]def{}
	for i, s := range p.doc.Sorts {
		if s.Name == "" {
			return p.bad(fmt.Sprintf("/sorts/%d", i), "bad-sort", "sort definition missing 'name' field")
		}
		if _, ok := defs[s.Name]; !ok {
			order = append(order, s.Name)
		}
		defs[s.Name] = def{s, i}
	}
	// Kahn's algorithm; only ArraySort creates dependencies.
	deps := map[string][]string{}
	indeg := map[string]int{}
	users := map[string][]string{}
	for _, name := range order {
		d := defs[name]
		if strings.HasPrefix(d.s.Type, "ArraySort(") {
			in := strings.TrimSuffix(strings.TrimPrefix(d.s.Type, "ArraySort("), ")")
			seen := map[string]bool{}
			for _, part := range splitTop(in) {
				if _, user := defs[part]; user && !seen[part] {
					seen[part] = true
					deps[name] = append(deps[name], part)
					users[part] = append(users[part], name)
				}
			}
		}
		indeg[name] = len(deps[name])
	}
	var queue, sorted []string
	for _, name := range order {
		if indeg[name] == 0 {
			queue = append(queue, name)
		}
	}
	for len(queue) > 0 {
		n := queue[0]
		queue = queue[1:]
		sorted = append(sorted, n)
		for _, u := range users[n] {
			indeg[u]--
			if indeg[u] == 0 {
				queue = append(queue, u)
			}
		}
	}
	if len(sorted) != len(order) {
		var rest []string
		for _, name := range order {
			if indeg[name] > 0 {
				rest = append(rest, name)
			}
		}
		sort.Strings(rest)
		return p.bad("/sorts", "bad-sort", "Circular dependency detected in sorts: %s", strings.Join(rest, ", "))
	}
	for _, name := range sorted {
		d := defs[name]
		ptr := fmt.Sprintf("/sorts/%d", d.index)
		s, err := p.makeSort(d.s)
		if err != nil {
			return p.bad(ptr, "bad-sort", "sort %q: %v", name, err)
		}
		p.sorts[name] = s
		if s.Kind == dsl.KEnum && s.Name == name {
			for _, v := range s.Values {
				p.enumNames = append(p.enumNames, enumName{v, s})
			}
		}
	}
	return nil
}

func (p *program) makeSort(d ir.Sort) (*dsl.Sort, error) {
	t := d.Type
	switch {
	case t == "DeclareSort":
		return &dsl.Sort{Kind: dsl.KUninterpreted, Name: d.Name}, nil
	case t == "EnumSort":
		if len(d.Values) == 0 {
			return nil, fmt.Errorf("EnumSort needs a non-empty \"values\" list")
		}
		seen := map[string]bool{}
		for _, v := range d.Values {
			if seen[v] {
				return nil, fmt.Errorf("enumeration value %q appears twice", v)
			}
			seen[v] = true
		}
		return &dsl.Sort{Kind: dsl.KEnum, Name: d.Name, Values: append([]string(nil), d.Values...)}, nil
	case strings.HasPrefix(t, "BitVecSort("):
		// As proof-of-thought: the text between the prefix and the last
		// character.
		n, err := bvWidth(innerText(t, "BitVecSort("))
		if err != nil {
			return nil, err
		}
		return dsl.BVSort(n), nil
	case strings.HasPrefix(t, "ArraySort("):
		parts := splitTop(innerText(t, "ArraySort("))
		if len(parts) != 2 {
			return nil, fmt.Errorf("ArraySort needs exactly a domain and a range, got %q", t)
		}
		dom, err := p.sortRef(parts[0])
		if err != nil {
			return nil, err
		}
		rng, err := p.sortRef(parts[1])
		if err != nil {
			return nil, err
		}
		return dsl.ArraySort(dom, rng), nil
	case t == "IntSort":
		return dsl.IntSort(), nil
	case t == "RealSort":
		return dsl.RealSort(), nil
	case t == "BoolSort":
		return dsl.BoolSort(), nil
	case t == "StringSort", strings.HasPrefix(t, "FPSort("), strings.HasPrefix(t, "SeqSort("):
		return p.sortRef(t)
	case t == "Datatype":
		if len(d.Fields) == 0 {
			return nil, fmt.Errorf("Datatype needs a non-empty \"fields\" list")
		}
		s := &dsl.Sort{Kind: dsl.KRecord, Name: d.Name}
		seen := map[string]bool{}
		for _, f := range d.Fields {
			if seen[f.Name] {
				return nil, fmt.Errorf("field %q appears twice", f.Name)
			}
			seen[f.Name] = true
			fs, err := p.sortRef(f.Sort)
			if err != nil {
				return nil, err
			}
			s.Fields = append(s.Fields, dsl.Field{Name: f.Name, Sort: fs})
		}
		return s, nil
	}
	return nil, fmt.Errorf("Unknown sort type: %s", t)
}
