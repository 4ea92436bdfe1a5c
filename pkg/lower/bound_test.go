package lower

import (
	"testing"

	"clauz3/pkg/ir"
)

// TestBoolBound checks that a bool bound of count() is refused, as
// clauz3.spec refuses it (TypeError): lower took True for 1.
func TestBoolBound(t *testing.T) {
	d := lowerFiles(t, header+`
@clauz3.guarantee(mail.at_most(True))
def main() -> None:
    send_email("a@b.c", "x")
`, nil)
	if !hasUnsupported(d, "unsupported-guarantee", "the bound of count() must be an int, found a bool") {
		t.Errorf("a bool bound is not refused\n%s", summary(d))
	}
}

// TestGuaranteeAfterModuleRefusal checks that a guarantee whose
// arguments a refused module-level statement may have changed is itself
// refused: with N += 1 not run, at_most(N) read N as 1 and was refuted
// by two emails, while CPython's N is 2.
func TestGuaranteeAfterModuleRefusal(t *testing.T) {
	for _, pre := range []string{"N = 1\nN += 1\n", "N = 1\nXS = [1]\nXS.append(2)\n"} {
		d := lowerFiles(t, header+pre+`
@clauz3.guarantee(mail.at_most(N))
def main() -> None:
    send_email("a@b.c", "x")
    send_email("a@b.c", "y")
`, nil)
		if !hasUnsupported(d, "unsupported-guarantee", "an unsupported statement outside the target may have changed") {
			t.Errorf("%s: the guarantee is not refused\n%s", pre, summary(d))
		}
	}
	d := lowerFiles(t, header+`N = 2

@clauz3.guarantee(mail.at_most(N))
def main() -> None:
    send_email("a@b.c", "x")
`, nil)
	if hasUnsupported(d, "unsupported-guarantee", "") {
		t.Errorf("a guarantee over constant module state is refused\n%s", summary(d))
	}
}

// TestUnsupportedOnce checks that a refusal met in every iteration of an
// unrolled loop is one obligation, not one per iteration.
func TestUnsupportedOnce(t *testing.T) {
	d := lowerFiles(t, header+`
@clauz3.guarantee(mail.at_most(5))
def main(x: float) -> None:
    for i in range(3):
        send_email("a@b.c", str(x))
`, nil)
	n := 0
	for _, o := range d.Obligations {
		if o.Kind == ir.KindUnsupported {
			n++
		}
	}
	if n != 1 {
		t.Errorf("%d unsupported obligations, want 1\n%s", n, summary(d))
	}
}
