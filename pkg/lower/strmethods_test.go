package lower

import (
	"os/exec"
	"strings"
	"testing"
)

// TestPyWhitespace checks pyWhitespace, the characters strip and split
// remove, against CPython's str.isspace over every code point, and
// caseMap and pyStrip against CPython on sample strings.
func TestPyWhitespace(t *testing.T) {
	py, err := exec.LookPath("python3")
	if err != nil {
		t.Skip("python3 not found")
	}
	out, err := exec.Command(py, "-c", `import sys; sys.stdout.write("".join(chr(c) for c in range(0x110000) if chr(c).isspace()).encode("utf-8").hex())`).Output()
	if err != nil {
		t.Fatal(err)
	}
	var want strings.Builder
	for i := 0; i+1 < len(out); i += 2 {
		var b byte
		for _, c := range out[i : i+2] {
			b = b<<4 | hexVal(c)
		}
		want.WriteByte(b)
	}
	if want.String() != pyWhitespace {
		t.Errorf("CPython's whitespace is %+q, pyWhitespace %+q", want.String(), pyWhitespace)
	}
	samples := []string{"", "a", "Bob@Example.COM", "they're 1st-class", "hello WORLD", "x1y2 Z3", "  a b  ", "__init__", "o'neil mc-DONALD"}
	var cases []string
	for _, m := range []string{"lower", "upper", "casefold", "capitalize", "title", "swapcase"} {
		for _, s := range samples {
			cases = append(cases, m+"\x00"+s+"\x00"+caseMap(m, s))
		}
	}
	for _, m := range []string{"strip", "lstrip", "rstrip"} {
		for _, s := range append(samples, " \t\u3000x\u2029 ", "<<a>>") {
			for _, chars := range []string{pyWhitespace, "<>", "a_", ""} {
				arg := "None"
				if chars != pyWhitespace {
					arg = "'" + chars + "'"
				}
				cases = append(cases, m+"("+arg+")\x00"+s+"\x00"+pyStrip(m, s, chars))
			}
		}
	}
	prog := `import sys
bad = []
for line in sys.stdin.read().split("\x01"):
    if not line:
        continue
    call, s, got = line.split("\x00")
    name, _, arg = call.partition("(")
    args = [] if not arg else [eval(arg[:-1])]
    want = getattr(s, name)(*args)
    if want != got:
        bad.append(f"{call} of {s!r}: CPython {want!r}, clauz3 {got!r}")
print("\n".join(bad))
`
	cmd := exec.Command(py, "-c", prog)
	cmd.Stdin = strings.NewReader(strings.Join(cases, "\x01"))
	res, err := cmd.Output()
	if err != nil {
		t.Fatal(err)
	}
	if s := strings.TrimSpace(string(res)); s != "" {
		t.Errorf("differences from CPython:\n%s", s)
	}
}

func hexVal(c byte) byte {
	if c >= 'a' {
		return c - 'a' + 10
	}
	return c - '0'
}
