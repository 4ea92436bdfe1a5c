package protocol

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math"
	"math/rand"
	"os/exec"
	"strconv"
	"strings"
	"testing"
)

func TestPythonFloat(t *testing.T) {
	for _, c := range []struct {
		f    float64
		want string
	}{
		{0, "0.0"},
		{math.Copysign(0, -1), "-0.0"},
		{1, "1.0"},
		{-2.5, "-2.5"},
		{0.1, "0.1"},
		{1795459424.9809582, "1795459424.9809582"},
		{1795460074.605315, "1795460074.605315"},
		{1e16, "1e+16"},
		{1.5e16, "1.5e+16"},
		{9999999999999998, "9999999999999998.0"},
		{123456789012345680, "1.2345678901234568e+17"},
		{0.0001, "0.0001"},
		{0.00001, "1e-05"},
		{1.5e-7, "1.5e-07"},
		{1e100, "1e+100"},
		{5e-324, "5e-324"},
		{math.MaxFloat64, "1.7976931348623157e+308"},
		{math.Inf(1), "Infinity"},
		{math.Inf(-1), "-Infinity"},
		{math.NaN(), "NaN"},
	} {
		if got := PythonFloat(c.f); got != c.want {
			t.Errorf("PythonFloat(%v) = %s, want %s", c.f, got, c.want)
		}
	}
}

func TestCanonicalTable(t *testing.T) {
	for _, c := range []struct {
		in   any
		want string // Canonical
		wire string // Wire
	}{
		{nil, `null`, `null`},
		{map[string]any{"b": 1, "a": []any{true, false, nil}}, `{"a":[true,false,null],"b":1}`, `{"a": [true, false, null], "b": 1}`},
		{"<a href='x'>&</a>/", `"<a href='x'>&</a>/"`, `"<a href='x'>&</a>/"`},
		{"q\"b\\n\n\r\t\b\f\x00\x1f\x7f", `"q\"b\\n\n\r\t\b\f\u0000\u001f\u007f"`, ``},
		{"é😀\u2028\ufeff", `"\u00e9\ud83d\ude00\u2028\ufeff"`, ``},
		{Number("-0"), `0`, ``},
		{Number("1E2"), `100.0`, ``},
		{Number("123456789012345678901234567890"), `123456789012345678901234567890`, ``},
		{Number("1e400"), `Infinity`, ``},
		{1.0, `1.0`, ``},
		{[]string{"x", "y"}, `["x","y"]`, `["x", "y"]`},
		{map[string]any{"é": 1, "z": 2, "Z": 3, "😀": 4, "\uffff": 5}, `{"Z":3,"z":2,"\u00e9":1,"\uffff":5,"\ud83d\ude00":4}`, ``},
		{map[string]any{}, `{}`, `{}`},
		{[]any{}, `[]`, `[]`},
		{Coverage{Domain: "d", Status: "covered", MissingRequired: []string{}, MissingRecommended: []string{"x"}},
			`{"domain":"d","missing_recommended":["x"],"missing_required":[],"status":"covered"}`, ``},
	} {
		got, err := Canonical(c.in)
		if err != nil {
			t.Errorf("Canonical(%#v): %v", c.in, err)
			continue
		}
		if string(got) != c.want {
			t.Errorf("Canonical(%#v)\n got %s\nwant %s", c.in, got, c.want)
		}
		if c.wire != "" {
			w, _ := Wire(c.in)
			if string(w) != c.wire {
				t.Errorf("Wire(%#v)\n got %s\nwant %s", c.in, w, c.wire)
			}
		}
	}
}

func TestDecodeLoneSurrogates(t *testing.T) {
	// A lone surrogate survives; an escaped pair is combined.
	for in, want := range map[string]string{
		`"\ud800"`:             `"\ud800"`,
		`"\udc00x\ud83d"`:      `"\udc00x\ud83d"`,
		`"\ud83d\ude00"`:       `"\ud83d\ude00"`,
		`"\uD83D\uDE00"`:       `"\ud83d\ude00"`,
		`"\ud83d\u0041"`:       `"\ud83dA"`,
		`["\u00e9", "\/"]`:     `["\u00e9","/"]`,
		` {"a" : NaN } `:       `{"a":NaN}`,
		`-Infinity`:            `-Infinity`,
		`{"a":1,"a":2}`:        `{"a":2}`,
		`1.0e+2`:               `100.0`,
		`[1, 2.50, -0.0, 3e0]`: `[1,2.5,-0.0,3.0]`,
	} {
		v, err := Decode([]byte(in))
		if err != nil {
			t.Errorf("Decode(%s): %v", in, err)
			continue
		}
		got, err := Canonical(v)
		if err != nil || string(got) != want {
			t.Errorf("Canonical(Decode(%s)) = %s, %v; want %s", in, got, err, want)
		}
	}
}

func TestDecodeErrors(t *testing.T) {
	for _, in := range []string{
		``, `[`, `{"a"}`, `{"a":1,}`, `[1,]`, `01`, `1.`, `.5`, `1e`, `"a` + "\n" + `"`, `"\x"`, `"\u12"`,
		`{1:2}`, `nan`, `[1] x`, "\xef\xbb\xbf{}", "\"\xff\"", `+1`, `tru`,
		strings.Repeat("9", 4301), strings.Repeat("[", 600) + strings.Repeat("]", 600),
	} {
		if _, err := Decode([]byte(in)); err == nil {
			t.Errorf("Decode(%.40q) accepted, want an error", in)
		}
	}
	if _, err := Decode([]byte(strings.Repeat("9", 4300))); err != nil {
		t.Errorf("4300 digits: %v", err)
	}
}

// TestCanonicalAgainstPython is the differential test: random documents
// (floats from random bits, big ints, strings over the whole code space
// including escaped lone surrogates, nested containers) are decoded and
// written by us, and by CPython's json.loads + json.dumps with both
// separator settings; the bytes must be equal.
func TestCanonicalAgainstPython(t *testing.T) {
	py, err := exec.LookPath("python3")
	if err != nil {
		t.Skip("python3 not found (make deps installs it)")
	}
	rng := rand.New(rand.NewSource(1))
	const n = 3000
	docs := make([]string, n)
	for i := range docs {
		docs[i] = randomDoc(rng, 0)
	}
	in, _ := json.Marshal(docs)
	script := `
import json, sys
docs = json.load(sys.stdin)
out = []
for d in docs:
    v = json.loads(d)
    out.append([json.dumps(v, sort_keys=True, separators=(",", ":")), json.dumps(v, sort_keys=True)])
sys.stdout.write(json.dumps(out))
`
	cmd := exec.Command(py, "-c", script)
	cmd.Stdin = bytes.NewReader(in)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("python: %v\n%s", err, stderr.String())
	}
	var want [][2]string
	if err := json.Unmarshal(out, &want); err != nil {
		t.Fatal(err)
	}
	bad := 0
	for i, d := range docs {
		v, err := Decode([]byte(d))
		if err != nil {
			t.Errorf("Decode(%s): %v", d, err)
			continue
		}
		c, err1 := Canonical(v)
		w, err2 := Wire(v)
		if err1 != nil || err2 != nil {
			t.Errorf("encode %s: %v %v", d, err1, err2)
			continue
		}
		// Python's output is ASCII, so encoding/json's string round trip
		// of it is exact.
		if string(c) != want[i][0] || string(w) != want[i][1] {
			bad++
			if bad <= 5 {
				t.Errorf("doc %s\n canonical got %s\n          want %s\n wire got %s\n     want %s", d, c, want[i][0], w, want[i][1])
			}
		}
	}
	if bad > 0 {
		t.Errorf("%d of %d documents differ", bad, n)
	}
}

func randomDoc(r *rand.Rand, depth int) string {
	k := r.Intn(10)
	if depth > 3 {
		k = r.Intn(6)
	}
	switch k {
	case 0:
		// A float from random bits (finite), written in a random style.
		var f float64
		for {
			f = math.Float64frombits(r.Uint64())
			if !math.IsNaN(f) && !math.IsInf(f, 0) {
				break
			}
		}
		if r.Intn(3) == 0 {
			f = float64(r.Int63n(1<<53)) / math.Pow(10, float64(r.Intn(25)))
		}
		styles := []byte{'g', 'e', 'E'}
		s := strconv.FormatFloat(f, styles[r.Intn(len(styles))], -1, 64)
		if !strings.ContainsAny(s, ".eE") {
			s += ".0"
		}
		return s
	case 1:
		digits := 1 + r.Intn(40)
		var b strings.Builder
		if r.Intn(2) == 0 {
			b.WriteByte('-')
		}
		b.WriteByte(byte('1' + r.Intn(9)))
		for i := 1; i < digits; i++ {
			b.WriteByte(byte('0' + r.Intn(10)))
		}
		return b.String()
	case 2:
		return []string{"true", "false", "null", "0", "-0", "NaN", "Infinity", "-Infinity", "1e999", "-0.0"}[r.Intn(10)]
	case 3, 4, 5:
		return randomString(r)
	case 6, 7:
		n := r.Intn(5)
		parts := make([]string, n)
		for i := range parts {
			parts[i] = randomDoc(r, depth+1)
		}
		return "[" + strings.Join(parts, ", ") + "]"
	default:
		n := r.Intn(5)
		parts := make([]string, n)
		for i := range parts {
			parts[i] = randomString(r) + ": " + randomDoc(r, depth+1)
		}
		return "{" + strings.Join(parts, ",") + "}"
	}
}

// randomString is a JSON string literal mixing raw and escaped characters
// from every range: ASCII and its controls, BMP, astral, lone surrogates.
func randomString(r *rand.Rand) string {
	var b strings.Builder
	b.WriteByte('"')
	for n := r.Intn(8); n > 0; n-- {
		var c rune
		switch r.Intn(6) {
		case 0:
			c = rune(r.Intn(0x80))
		case 1:
			c = rune(0x80 + r.Intn(0x800-0x80))
		case 2:
			c = rune(0x800 + r.Intn(0x10000-0x800))
		case 3:
			c = rune(0x10000 + r.Intn(0x110000-0x10000))
		case 4:
			c = rune(0xd800 + r.Intn(0x800)) // a surrogate: only as an escape
		default:
			c = []rune{'"', '\\', '/', '<', '>', '&', '\n', '\u2028', 0x7f, 0x1f}[r.Intn(10)]
		}
		escape := r.Intn(3) == 0 || c < 0x20 || c == '"' || c == '\\' || (c >= 0xd800 && c <= 0xdfff)
		switch {
		case !escape:
			b.WriteRune(c)
		case c > 0xffff:
			c -= 0x10000
			fmt.Fprintf(&b, `\u%04X\u%04x`, 0xd800+(c>>10), 0xdc00+(c&0x3ff))
		default:
			fmt.Fprintf(&b, `\u%04x`, c)
		}
	}
	b.WriteByte('"')
	return b.String()
}
