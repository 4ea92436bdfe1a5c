package lower

import (
	"sort"
	"strings"

	"clauz3/pkg/diag"
	"clauz3/pkg/ir"
	"clauz3/pkg/python/ast"
)

// policyV is a coverage policy of a trusted domain (policy.py:
// domain_policy(when_used=..., required=[...], recommended=[...])).
type policyV struct {
	whenUsed []string
	required []string
	span     diag.Span
}

func (*policyV) typeName() string { return "DomainPolicy" }

// domainPolicy evaluates a domain_policy(...) call of a trusted policy.py.
func (f *frame) domainPolicy(args []Value, kws []kwArg, c *ast.Call) Value {
	p := &policyV{span: c.Span()}
	names := func(v Value) ([]string, bool) {
		var vals []Value
		switch x := v.(type) {
		case strV:
			vals = []Value{x}
		case *listV:
			if !x.exact() {
				return nil, false
			}
			vals = x.elems
		default:
			return nil, false
		}
		var out []string
		for _, e := range vals {
			s, ok := e.(strV)
			if !ok {
				return nil, false
			}
			rs, ok := strLitRunes(s.e)
			if !ok {
				return nil, false
			}
			out = append(out, string(rs))
		}
		return out, true
	}
	bad := quietPoison("unsupported-policy", c.Span(), "domain_policy() takes when_used, required, recommended and label as constant keywords")
	if len(args) > 0 {
		return bad
	}
	for _, k := range kws {
		switch k.name {
		case "when_used":
			v, ok := names(k.v)
			if !ok {
				return bad
			}
			p.whenUsed = v
		case "required":
			v, ok := names(k.v)
			if !ok {
				return bad
			}
			p.required = v
		case "recommended", "label":
		default:
			return bad
		}
	}
	return p
}

// requiredGuarantees adds the guarantees that the coverage policies of
// the trusted domains require: a policy applies when the program makes
// one of its when_used calls anywhere (in helpers too: every reachable
// trusted call is a fact), unlike upstream, which scans only the target's
// own body (UPSTREAM.md G11). A policy that cannot be read is unsupported.
func (l *lowerer) requiredGuarantees() {
	used := map[string]bool{}
	for _, f := range l.out.Facts {
		used[f.Relation] = true
	}
	for _, m := range l.order {
		if !m.trusted || !strings.HasSuffix(m.name, ".policy") || !strings.HasSuffix(m.ir.Path, "policy.py") {
			continue
		}
		l.execModule(m)
		domain := strings.TrimSuffix(m.name, ".policy")
		for _, name := range sortedKeys(m.globals) {
			var pols []Value
			switch v := m.globals[name].(type) {
			case *policyV:
				pols = []Value{v}
			case *listV:
				pols = v.elems
			case *poisonV:
				if v.code == "unsupported-policy" {
					l.unsupported(v.code, v.span, "%s", v.msg)
				}
				continue
			default:
				continue
			}
			for _, pv := range pols {
				p, ok := pv.(*policyV)
				if !ok {
					continue
				}
				applies := false
				for _, w := range p.whenUsed {
					if used[w] {
						applies = true
					}
				}
				if !applies {
					continue
				}
				for _, req := range p.required {
					l.requiredGuarantee(domain, req, p)
				}
			}
		}
	}
}

// requiredGuarantee adds one required contract of a domain (a nullary
// @contract named req in a trusted module of the domain package).
func (l *lowerer) requiredGuarantee(domain, req string, p *policyV) {
	var mods []*module
	for _, m := range l.order {
		if m.trusted && strings.HasPrefix(m.name, domain+".") {
			mods = append(mods, m)
		}
	}
	sort.Slice(mods, func(i, j int) bool { return mods[i].name < mods[j].name })
	for _, m := range mods {
		l.execModule(m)
		cv, ok := m.globals[req].(*contractV)
		if !ok {
			continue
		}
		text := m.name + "." + req + "()"
		call := &ast.Call{Func: &ast.Name{Id: req, Loc: p.span}, Loc: p.span}
		v, err := l.interpretContract(cv, nil, nil, call, 1)
		if err != nil {
			l.addObligation(ir.Obligation{Kind: ir.KindUnsupported, Code: "unsupported-required-contract", Message: err.msg, Span: err.span, Guarantee: text})
			return
		}
		rel := v.(*specV).rel
		l.addObligation(ir.Obligation{Kind: ir.KindGuarantee, Code: "required-guarantee",
			Message: "guarantee " + text + " holds (required by the policy of " + domain + ")",
			Span:    p.span, Guarantee: text, Relation: &rel})
		return
	}
	l.unsupported("unsupported-required-contract", p.span, "the policy of %s requires %s, which is not a @contract of that domain", domain, req)
}
