package difftest

import "testing"

func TestTidy(t *testing.T) {
	in := "from fx.trusted import effects as fxe\nfrom fx.trusted.effects import get_int, log_int, log_str\ndef h(a: int) -> int:\n    return ((a))\ndef main(n: int) -> None:\n    log_int(\"t\", ((h(n)) + (('(('))))\n"
	want := "from fx.trusted.effects import log_int\n\n\ndef h(a: int) -> int:\n    return (a)\n\n\ndef main(n: int) -> None:\n    log_int(\"t\", ((h(n)) + ('((')))\n"
	if got := tidy(in); got != want {
		t.Errorf("tidy:\n%s\nwant:\n%s", got, want)
	}
}
