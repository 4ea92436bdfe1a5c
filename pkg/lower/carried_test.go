package lower

import (
	"strings"
	"testing"

	"clauz3/pkg/ir"
)

// rowsModule is a trusted query returning rows, for the loops over rows
// of TestChangeAcrossRows.
var rowsModule = map[string]string{"tools/email/trusted/users.py": `
import deal

import clauz3


class User(clauz3.Row):
    email: str


@deal.has("db")
def users() -> list[User]:
    return []
`}

// TestChangeAcrossRows checks that the body of a loop over rows, lowered
// once for every row, may not change in place a list, set or iterator
// made before the iteration: CPython's next row would see the change
// (a "seen" list makes the second row differ from the first), which one
// lowering of the body cannot show. Each such change is unsupported at
// its line; objects the iteration makes itself (a literal, a copy, a
// helper's result, a helper's default made by a def in the body) may be
// changed.
func TestChangeAcrossRows(t *testing.T) {
	body := func(pre, loop string) string {
		return header + "from tools.email.trusted.users import users\n\n" + pre + `
@clauz3.guarantee(mail.only(["a@b.c"]))
def main() -> None:
    seen = ["x"]
    tags = {"x"}
    it = enumerate(["x"])
    for u in users():
` + loop
	}
	refused := []struct{ name, pre, loop, code string }{
		{"append", "", "        seen.append(u.email)\n", "unsupported-list-method"},
		{"pop", "", "        seen.pop()\n", "unsupported-list-method"},
		{"extend", "", "        seen.extend([u.email])\n", "unsupported-list-method"},
		{"clear", "", "        seen.clear()\n", "unsupported-list-method"},
		{"item", "", "        seen[0] = u.email\n", "unsupported-mutation"},
		{"augassign", "", "        seen += [u.email]\n", "unsupported-symbolic-loop"}, // a name the body assigns
		{"set-add", "", "        tags.add(u.email)\n", "unsupported-set"},
		{"set-discard", "", "        tags.discard(u.email)\n", "unsupported-set"},
		{"iterator", "", "        for x in it:\n            pass\n", "unsupported-iterator"},
		{"alias", "", "        other = seen\n        other.append(u.email)\n", "unsupported-list-method"},
		{"helper-param", "def note(xs: list[str], e: str) -> None:\n    xs.append(e)\n\n",
			"        note(seen, u.email)\n", "unsupported-list-method"},
		{"helper-default", "def note(e: str, acc: list[str] = []) -> None:\n    acc.append(e)\n\n",
			"        note(u.email)\n", "unsupported-list-method"},
		// a module first imported inside the loop: its top level runs
		// once, its global and its default outlive every iteration
		{"import-global", "", "        from helpmod import ACC\n        ACC.append(u.email)\n", "unsupported-list-method"},
		{"import-default", "", "        from helpmod import note\n        note(u.email)\n", "unsupported-list-method"},
	}
	files := map[string]string{"helpmod.py": "ACC = []\n\n\ndef note(e: str, acc: list = []) -> int:\n    acc.append(e)\n    return len(acc)\n"}
	for k, v := range rowsModule {
		files[k] = v
	}
	for _, c := range refused {
		t.Run(c.name, func(t *testing.T) {
			d := lowerFiles(t, body(c.pre, c.loop), files)
			if !hasUnsupported(d, c.code, "before this iteration of the loop over rows") {
				t.Errorf("the change is not refused as %s\n%s", c.code, summary(d))
			}
		})
	}
	allowed := []struct{ name, pre, loop string }{
		{"literal", "", "        parts = []\n        parts.append(u.email)\n        if len(parts) > 1:\n            send_email('z@z.z', 'x')\n"},
		{"copy", "", "        mine = seen.copy()\n        mine.append(u.email)\n"},
		{"set", "", "        mine = {u.email}\n        mine.add('y')\n"},
		{"helper-result", "def fresh(e: str) -> list[str]:\n    out = []\n    out.append(e)\n    return out\n\n",
			"        got = fresh(u.email)\n        got.append('y')\n"},
		{"def-in-body", "", "        def note(e: str, acc: list[str] = []) -> None:\n            acc.append(e)\n        note(u.email)\n"},
		{"iterator", "", "        for x in enumerate([u.email]):\n            pass\n"},
	}
	for _, c := range allowed {
		t.Run("allowed-"+c.name, func(t *testing.T) {
			d := lowerFiles(t, body(c.pre, c.loop), rowsModule)
			for _, o := range d.Obligations {
				if o.Kind == ir.KindUnsupported {
					t.Errorf("unsupported %s at line %d: %s\n%s", o.Code, o.Span.Line, o.Message, summary(d))
				}
			}
		})
	}
}

// hasUnsupported reports whether d has an unsupported obligation with the
// code whose message contains msg.
func hasUnsupported(d *ir.DSL, code, msg string) bool {
	for _, o := range d.Obligations {
		if o.Kind == ir.KindUnsupported && o.Code == code && strings.Contains(o.Message, msg) {
			return true
		}
	}
	return false
}

// TestCarriedByPatternAcrossRows: a capture pattern (case x, case [*x];
// case {**x} is not supported at all) and an assignment expression
// inside a comprehension or a def's or lambda's default (evaluated where
// the def runs; a probe's r01) bind
// a name of the function, as an assignment does: read in the next row
// it is a value carried between iterations, refused (found by a probe:
// case addr: after send_email(addr) proved a guarantee CPython breaks).
func TestCarriedByPatternAcrossRows(t *testing.T) {
	for name, c := range map[string]struct{ init, use, bind string }{
		"capture":        {`"a@b.c"`, "v", "        match 'e@evil.com':\n            case v:\n                pass\n"},
		"star":           {`["a@b.c"]`, "v[0]", "        match ['e@evil.com']:\n            case [*v]:\n                pass\n"},
		"comprehension":  {`"a@b.c"`, "v", "        [(v := 'e@evil.com') for _ in [1]]\n"},
		"def-default":    {`"a@b.c"`, "v", "        def g(a=(v := 'e@evil.com')):\n            return a\n"},
		"lambda-default": {`"a@b.c"`, "v", "        g = lambda a=(v := 'e@evil.com'): a\n"},
	} {
		t.Run(name, func(t *testing.T) {
			src := header + "from tools.email.trusted.users import users\n\n" + `
@clauz3.guarantee(mail.only(["a@b.c"]))
def main() -> None:
    v = ` + c.init + `
    for u in users():
        send_email(` + c.use + `, "hi")
` + c.bind
			d := lowerFiles(t, src, rowsModule)
			if !hasUnsupported(d, "unsupported-symbolic-loop", "carried from the previous row") {
				t.Errorf("the carried name is not refused\n%s", summary(d))
			}
		})
	}
}

// TestFreeDictAcrossRows: a dict argument lower cannot render is a value
// left free, one symbol; inside a loop over rows it would stand for every
// row's dict, so it is refused there (outside a loop it stays free, and a
// counterexample resting on it is not shown).
func TestFreeDictAcrossRows(t *testing.T) {
	files := map[string]string{"tools/email/trusted/tags.py": "import deal\n\n\n@deal.has(\"tag\")\ndef tag(d: dict[str, str]) -> None:\n    return None\n"}
	for k, v := range rowsModule {
		files[k] = v
	}
	src := header + "from tools.email.trusted.users import users\nfrom tools.email.trusted.tags import tag\n\n" + `
@clauz3.guarantee(mail.only(["a@b.c"]))
def main() -> None:
    for u in users():
        tag({"e": u.email})
`
	d := lowerFiles(t, src, files)
	if !hasUnsupported(d, "unsupported-symbolic-loop", "cannot render, inside a symbolic loop") {
		t.Errorf("the free dict is not refused in the loop\n%s", summary(d))
	}
}
