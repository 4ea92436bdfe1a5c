package lower

import (
	"strings"
	"testing"
)

// TestRowClassFields checks that a Row class whose fields Python would
// not store as written is refused: a field annotated twice (CPython
// keeps the last annotation; clauz3 read the first) and a private name
// (CPython mangles it to _Item__secret, so row.__secret raises).
func TestRowClassFields(t *testing.T) {
	for _, c := range []struct{ name, fields, msg string }{
		{"twice", "    n: str\n    n: int\n", "field n of Item is annotated twice"},
		{"private", "    name: str\n    __secret: int\n", "field __secret of Item is a private name"},
	} {
		t.Run(c.name, func(t *testing.T) {
			d := lowerFiles(t, header+`from tools.email.trusted.items import items

@clauz3.guarantee(mail.only(["a@b.c"]))
def main() -> None:
    for it in items():
        send_email("a@b.c", "x")
`, map[string]string{"tools/email/trusted/items.py": `
import deal

import clauz3


class Item(clauz3.Row):
` + c.fields + `

@deal.has("db")
def items() -> list[Item]:
    return []
`})
			if !hasUnsupported(d, "unsupported-trusted-result", c.msg) {
				t.Errorf("the class is not refused with %q\n%s", c.msg, summary(d))
			}
		})
	}
	// a dunder name is not mangled
	d := lowerFiles(t, header+`from tools.email.trusted.items import items

@clauz3.guarantee(mail.only(["a@b.c"]))
def main() -> None:
    for it in items():
        send_email("a@b.c", "x")
`, map[string]string{"tools/email/trusted/items.py": "import deal\n\nimport clauz3\n\n\nclass Item(clauz3.Row):\n    __x__: int\n\n\n@deal.has(\"db\")\ndef items() -> list[Item]:\n    return []\n"})
	if s := summary(d); strings.Contains(s, "unsupported") {
		t.Errorf("a dunder field is refused\n%s", s)
	}
}
