package golden

import (
	"bytes"
	"strings"
	"testing"
)

func TestParse(t *testing.T) {
	a := Parse([]byte("a comment\n-- input.py --\nx = 1\n-- out/empty --\n-- out/b.json --\n{}\nno newline"))
	if got := string(a.Comment); got != "a comment\n" {
		t.Errorf("comment %q", got)
	}
	want := []File{{"input.py", []byte("x = 1\n")}, {"out/empty", nil}, {"out/b.json", []byte("{}\nno newline\n")}}
	if len(a.Files) != len(want) {
		t.Fatalf("files %+v, want %+v", a.Files, want)
	}
	for i, f := range a.Files {
		if f.Name != want[i].Name || !bytes.Equal(f.Data, want[i].Data) {
			t.Errorf("file %d = %q %q, want %q %q", i, f.Name, f.Data, want[i].Name, want[i].Data)
		}
	}
	if _, ok := a.Get("nope"); ok {
		t.Error("Get found a file that is not there")
	}
}

// TestRoundTrip: what Format writes, Parse gives back byte for byte, and
// formatting again gives the same bytes.
func TestRoundTrip(t *testing.T) {
	a := &Archive{Comment: []byte("c\n")}
	a.Set("input.py", []byte("def main() -> None:\n    pass\n"))
	a.Set("out/explain.txt", []byte("-- not a marker\nline -- x --\n"))
	a.Set("out/empty", nil)
	a.Set("input.py", []byte("pass\n")) // replaces, keeps the place
	data, err := Format(a)
	if err != nil {
		t.Fatal(err)
	}
	const want = "c\n-- input.py --\npass\n-- out/explain.txt --\n-- not a marker\nline -- x --\n-- out/empty --\n"
	if string(data) != want {
		t.Fatalf("Format =\n%s\nwant\n%s", data, want)
	}
	b := Parse(data)
	again, err := Format(b)
	if err != nil || !bytes.Equal(again, data) {
		t.Fatalf("round trip changed the archive (%v):\n%s", err, again)
	}
}

// TestFormatRefuses: content that Parse would not give back unchanged is
// an error, never silently altered.
func TestFormatRefuses(t *testing.T) {
	cases := map[string]*Archive{
		"no final newline": {Files: []File{{"a", []byte("x")}}},
		"marker in a file": {Files: []File{{"a", []byte("ok\n-- b --\n")}}},
		"marker in crlf":   {Files: []File{{"a", []byte("-- b --\r\n")}}},
		"marker comment":   {Comment: []byte("-- a --\n")},
		"empty name":       {Files: []File{{"", nil}}},
		"spaced name":      {Files: []File{{" a", nil}}},
		"newline in name":  {Files: []File{{"a\nb", nil}}},
	}
	for name, a := range cases {
		if _, err := Format(a); err == nil || !strings.HasPrefix(err.Error(), "golden: ") {
			t.Errorf("%s: Format error = %v", name, err)
		}
	}
}

func TestFirstDiff(t *testing.T) {
	if got := FirstDiff([]byte("a\nb\n"), []byte("a\nc\n")); got != "line 2:\nwant: b\ngot:  c" {
		t.Errorf("FirstDiff = %q", got)
	}
	if got := FirstDiff([]byte("a\n"), []byte("a\n\n")); !strings.HasPrefix(got, "line 3:") {
		t.Errorf("FirstDiff of an extra line = %q", got)
	}
}
