package lower

import "testing"

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
