package ast

import "strings"

// ImportAliases maps each name the top-level imports of m bind to the
// dotted name it stands for: import deal as d binds d to deal, import
// a.b binds a to a, from clauz3 import trusted binds trusted to
// clauz3.trusted. Relative imports are left out (their package is the
// loader's to resolve).
func ImportAliases(m *Module) map[string]string {
	out := map[string]string{}
	for _, s := range m.Body {
		switch s := s.(type) {
		case *Import:
			for _, a := range s.Names {
				if a.Asname != "" {
					out[a.Asname] = a.Name
				} else {
					first, _, _ := strings.Cut(a.Name, ".")
					out[first] = first
				}
			}
		case *ImportFrom:
			if s.Level != 0 {
				continue
			}
			for _, a := range s.Names {
				n := a.Asname
				if n == "" {
					n = a.Name
				}
				out[n] = s.Module + "." + a.Name
			}
		}
	}
	return out
}
