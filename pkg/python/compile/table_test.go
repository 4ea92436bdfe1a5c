package compile

import (
	"os"
	"strings"
	"testing"
)

// tableCase is one program of testdata/table.txt.
type tableCase struct {
	line int    // where it starts in table.txt
	src  string // the program
	want map[Version]string
}

func readTable(t testing.TB, name string) []tableCase {
	data, err := os.ReadFile(name)
	if err != nil {
		t.Fatal(err)
	}
	var cases []tableCase
	for i, l := range strings.SplitAfter(string(data), "\n") {
		if strings.HasPrefix(l, "#~~ ") {
			head := strings.TrimSpace(strings.TrimPrefix(l, "#~~ "))
			w312, w311, found := strings.Cut(head, " || 3.11: ")
			if !found {
				w311 = w312
			}
			cases = append(cases, tableCase{line: i + 1, want: map[Version]string{Py312: w312, Py311: w311}})
			continue
		}
		if len(cases) > 0 {
			cases[len(cases)-1].src += l
		}
	}
	return cases
}

// TestTable checks every program of testdata/table.txt against the
// verdicts written there, for both versions; with a CPython oracle it
// checks the written verdicts too, so that the table cannot drift from
// what CPython does.
func TestTable(t *testing.T) {
	cases := readTable(t, "testdata/table.txt")
	if len(cases) < 100 {
		t.Fatalf("only %d cases", len(cases))
	}
	for _, c := range cases {
		for _, v := range []Version{Py312, Py311} {
			got, _, _ := ours("table.py", []byte(c.src), v)
			if got != c.want[v] {
				t.Errorf("table.txt:%d: 3.%d: got %q, want %q", c.line, v, got, c.want[v])
			}
		}
	}
	v := oracle(t)
	var reqs []map[string]string
	for _, c := range cases {
		reqs = append(reqs, map[string]string{"src": c.src})
	}
	for i, got := range ask(t, reqs) {
		c := cases[i]
		if !got.Parse {
			t.Errorf("table.txt:%d: CPython 3.%d's ast.parse refuses the program: %d: %s", c.line, v, got.Line, got.Msg)
			continue
		}
		if got.String() != c.want[v] {
			t.Errorf("table.txt:%d: CPython 3.%d says %q, the table %q", c.line, v, got.String(), c.want[v])
		}
	}
}

// TestCheckUnion checks that Check refuses what either version refuses,
// and says so when only 3.11 does.
func TestCheckUnion(t *testing.T) {
	cases := readTable(t, "testdata/table.txt")
	n311only := 0
	for _, c := range cases {
		m, err := parseSrc(c.src)
		if err != nil {
			continue // the parser refuses it (checked by TestTable)
		}
		d := Check("table.py", m)
		refused := c.want[Py312] != "ok" || c.want[Py311] != "ok"
		if (d != nil) != refused {
			t.Errorf("table.txt:%d: Check = %v, want refused=%v", c.line, d, refused)
			continue
		}
		if d != nil && c.want[Py312] == "ok" {
			n311only++
			if len(d.Notes) == 0 || !strings.Contains(d.Notes[0], "3.11") {
				t.Errorf("table.txt:%d: refusal by 3.11 only is not noted: %+v", c.line, d)
			}
		}
		if d != nil && d.Code != Code {
			t.Errorf("table.txt:%d: code %q", c.line, d.Code)
		}
	}
	if n311only == 0 {
		t.Error("no case refused by 3.11 only")
	}
}

// TestTable312 is TestTable for the 3.12 syntax of testdata/table312.txt;
// CPython's verdicts are checked with a 3.12 oracle (-python PATH).
func TestTable312(t *testing.T) {
	cases := readTable(t, "testdata/table312.txt")
	for _, c := range cases {
		for _, v := range []Version{Py312, Py311} {
			if got, _, _ := ours("table.py", []byte(c.src), v); got != c.want[v] {
				t.Errorf("table312.txt:%d: 3.%d: got %q, want %q", c.line, v, got, c.want[v])
			}
		}
	}
	if oracle(t) != Py312 {
		t.Skip("CPython's verdicts need a 3.12 oracle (-python PATH)")
	}
	var reqs []map[string]string
	for _, c := range cases {
		reqs = append(reqs, map[string]string{"src": c.src})
	}
	for i, got := range ask(t, reqs) {
		c := cases[i]
		if got.String() != c.want[Py312] {
			t.Errorf("table312.txt:%d: CPython 3.12 says %q, the table %q", c.line, got.String(), c.want[Py312])
		}
	}
}
