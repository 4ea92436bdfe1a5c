package lower

import (
	"strings"
	"testing"

	"clauz3/pkg/ir"
)

// TestTargetValidatorShapes checks the target's preconditions against
// deal: it passes a validator only the call's arguments, so one whose
// parameters a call omitting a defaulted argument would bind otherwise
// is refused (a TypeError, or the lambda's own default); and it runs
// stacked validators nearest the def first, so one that may raise among
// several is refused.
func TestTargetValidatorShapes(t *testing.T) {
	for _, c := range []struct{ name, decos, params, msg string }{
		{"missing", "@deal.pre(lambda x, y: y > 0)\n", "x: int, y: int = 1", "omits a defaulted argument"},
		{"other-default", "@deal.pre(lambda x, y=5: y > 0)\n", "x: int, y: int = -1", "omits a defaulted argument"},
		{"ensure", "@deal.ensure(lambda x, y, result: result == x)\n", "x: int, y: int = 1", "omits a defaulted argument"},
		{"stacked-raising", "@deal.pre(lambda x: x > 0)\n@deal.pre(lambda x: 10 // x > 1)\n", "x: int", "a precondition that may raise among several"},
	} {
		t.Run(c.name, func(t *testing.T) {
			d := lowerFiles(t, header+"\n@clauz3.guarantee(mail.none())\n"+c.decos+"def main("+c.params+") -> int:\n    return x\n", nil)
			found := false
			for _, o := range d.Obligations {
				found = found || o.Kind == ir.KindUnsupported && strings.Contains(o.Message, c.msg)
			}
			if !found {
				t.Errorf("not refused with %q\n%s", c.msg, summary(d))
			}
		})
	}
	for _, c := range []struct{ name, decos, params string }{
		{"same-default", "@deal.pre(lambda x, y=0: x + y > 0)\n", "x: int, *, y: int = 0"},
		{"no-default", "@deal.pre(lambda x, y: x + y > 0)\n", "x: int, y: int"},
		{"stacked", "@deal.pre(lambda x: x > 0)\n@deal.pre(lambda x: x < 10)\n", "x: int"},
	} {
		t.Run("allowed-"+c.name, func(t *testing.T) {
			d := lowerFiles(t, header+"\n@clauz3.guarantee(mail.none())\n"+c.decos+"def main("+c.params+") -> int:\n    return x\n", nil)
			for _, o := range d.Obligations {
				if o.Kind == ir.KindUnsupported {
					t.Errorf("refused: %s\n%s", o.Message, summary(d))
				}
			}
		})
	}
}

// TestFluentUpdateRefused checks that a refused fluent update leaves the
// fluent's final values free (ir.UnsupportedPrefix): put(True, 7) is
// refused (a bool key), and slot_is(1, 7) must not be refuted by the
// update's absence, since True is the key 1 in CPython.
func TestFluentUpdateRefused(t *testing.T) {
	d := lowerFiles(t, header+`from tools.email.trusted.slots import put, slot_is

@clauz3.guarantee(slot_is(1, 7))
def main() -> None:
    put(True, 7)
`, map[string]string{"tools/email/trusted/slots.py": `import deal

from clauz3.fluent import effect, fluent
from clauz3.spec import ContractSpec, contract

Slot = fluent("slot", key=int, value=int, initial=0)


@deal.has("slot")
@effect(lambda k, v: Slot.set(k, v))
def put(k: int, v: int) -> None:
    return None


@contract
def slot_is(k: int, v: int) -> ContractSpec:
    return Slot.final[k] == v
`})
	var goal string
	for _, o := range d.Obligations {
		if o.Kind == ir.KindGuarantee {
			goal = o.Goal
		}
	}
	if !strings.Contains(goal, "_u") {
		t.Errorf("the guarantee does not rest on the refused update: %q\n%s", goal, summary(d))
	}
}

// TestTargetPreUnsupportedTaints checks that a target precondition with a
// part clauz3 does not model (str.lower of an input) leaves what follows
// depending on a free value: a counterexample main(n=20) broke the very
// precondition clauz3 listed as assumed.
func TestTargetPreUnsupportedTaints(t *testing.T) {
	d := lowerFiles(t, header+`
@clauz3.guarantee(mail.none())
@deal.pre(lambda n: str(n).lower() == "5")
def main(n: int) -> None:
    send_email("a@b.c", "x")
`, nil)
	for _, f := range d.Facts {
		if !strings.Contains(f.Cond, "_u") {
			t.Errorf("fact %s does not rest on the refused precondition: %s\n%s", f.ID, f.Cond, summary(d))
		}
	}
}
