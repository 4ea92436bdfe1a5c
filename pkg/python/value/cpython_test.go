package value

import (
	"bufio"
	"errors"
	"fmt"
	"math"
	"math/big"
	"math/rand"
	"os/exec"
	"strings"
	"testing"

	// This package has no goldens; the import makes it accept the suite's
	// -update switch, so that go test ./... -update runs here too.
	_ "clauz3/internal/golden"
)

// pyLiteral writes v as a Python expression that evaluates to v without
// relying on Repr for floats.
func pyLiteral(v any) string {
	switch v := v.(type) {
	case *big.Int:
		if v.BitLen() > 4000 {
			return "(" + hexInt(v) + ")" // CPython reads no decimal literal of more than 4300 digits
		}
		return "(" + v.String() + ")"
	case float64:
		return fmt.Sprintf("float.fromhex('%s')", floatHex(v))
	case string:
		var parts []string
		for _, r := range CodePoints(v) {
			parts = append(parts, fmt.Sprint(r))
		}
		return "''.join(map(chr, [" + strings.Join(parts, ",") + "]))"
	case []byte:
		var parts []string
		for _, c := range v {
			parts = append(parts, fmt.Sprint(c))
		}
		return "bytes([" + strings.Join(parts, ",") + "])"
	}
	return Repr(v)
}

func floatHex(f float64) string {
	if math.IsNaN(f) || math.IsInf(f, 0) {
		return FloatRepr(f) // nan, inf, -inf: float.fromhex reads them
	}
	return fmt.Sprintf("%x", f) // Go's %x of a float is C99 hex, which float.fromhex reads
}

// cpython evaluates each expression in CPython and returns, per
// expression, repr(result) or "Type: message" of the exception raised,
// in UTF-8 (repr escapes what is not printable, newlines included).
func cpython(t *testing.T, exprs []string) []string {
	t.Helper()
	py, err := exec.LookPath("python3")
	if err != nil {
		t.Fatalf("python3 (the oracle) not found: %v", err)
	}
	prog := `import sys, warnings
warnings.simplefilter("ignore")
sys.stdout.reconfigure(encoding="utf-8", errors="backslashreplace")
for line in sys.stdin:
    try:
        v = eval(line)
        r = "int:" + hex(v) if type(v) is int and v.bit_length() > 4000 else repr(v)
    except Exception as e:
        r = type(e).__name__ + ": " + str(e)
    print(r)
`
	cmd := exec.Command(py, "-c", prog)
	cmd.Stdin = strings.NewReader(strings.Join(exprs, "\n") + "\n")
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("python3: %v", err)
	}
	var res []string
	sc := bufio.NewScanner(strings.NewReader(string(out)))
	sc.Buffer(nil, 1<<24)
	for sc.Scan() {
		res = append(res, sc.Text())
	}
	if len(res) != len(exprs) {
		t.Fatalf("python3 answered %d of %d expressions", len(res), len(exprs))
	}
	return res
}

func bigInt(s string) *big.Int {
	i, ok := new(big.Int).SetString(s, 0)
	if !ok {
		panic(s)
	}
	return i
}

func operands() []any {
	two1024 := new(big.Int).Lsh(big.NewInt(1), 1024)
	two970 := new(big.Int).Lsh(big.NewInt(1), 970)
	mid := new(big.Int).Sub(two1024, two970)
	return []any{
		big.NewInt(0), big.NewInt(1), big.NewInt(-1), big.NewInt(2), big.NewInt(7), big.NewInt(-7), big.NewInt(3), big.NewInt(-3),
		big.NewInt(64), bigInt("18446744073709551616"), bigInt("-18446744073709551617"), bigInt("9007199254740993"),
		new(big.Int).Exp(big.NewInt(10), big.NewInt(400), nil), mid, new(big.Int).Sub(mid, big.NewInt(1)),
		0.0, math.Copysign(0, -1), 1.5, -2.5, 7.0, -7.0, 0.1, 3.0, 0.5, 1e308, 5e-324, 1e16, 1e-5, 2.0, -2.0,
		math.Inf(1), math.Inf(-1), math.NaN(), 1.0000001, 10.0,
		true, false, nil, "", "ab", "a'b", "é\n", "abc",
	}
}

// TestAgainstCPython applies every operator to every pair of a set of
// operands, here and in CPython, and compares the results (repr) or the
// exceptions (type and message). A NotModelled result is not compared:
// it must only never be produced where CPython raises.
func TestAgainstCPython(t *testing.T) {
	ops := operands()
	type tcase struct {
		expr string
		got  string
		nm   bool
	}
	var cases []tcase
	add := func(expr string, v any, err error) {
		var nm *NotModelled
		var exc *Exception
		switch {
		case errors.As(err, &nm):
			cases = append(cases, tcase{expr: expr, nm: true})
		case errors.As(err, &exc):
			cases = append(cases, tcase{expr: expr, got: exc.Error()})
		case err != nil:
			t.Fatalf("%s: error of type %T: %v", expr, err, err)
		default:
			got := Repr(v)
			if i, ok := v.(*big.Int); ok && i.BitLen() > 4000 {
				got = "int:" + hexInt(i)
			}
			cases = append(cases, tcase{expr: expr, got: got})
		}
	}
	for _, a := range append(ops, new(big.Int).Exp(big.NewInt(10), big.NewInt(4299), nil), new(big.Int).Exp(big.NewInt(-10), big.NewInt(4301), nil)) {
		s, err := Str(a)
		add("str("+pyLiteral(a)+")", s, err)
	}
	for _, a := range ops {
		for _, op := range []string{"-", "+", "~", "not"} {
			v, err := UnaryOp(op, a)
			add(op+" "+pyLiteral(a), v, err)
		}
		for _, b := range ops {
			for _, op := range []string{"+", "-", "*", "/", "//", "%", "**", "<<", ">>", "&", "|", "^", "@"} {
				v, err := BinaryOp(op, a, b)
				add(pyLiteral(a)+" "+op+" "+pyLiteral(b), v, err)
			}
			for _, op := range []string{"==", "!=", "<", "<=", ">", ">="} {
				v, err := Compare(op, a, b)
				add(pyLiteral(a)+" "+op+" "+pyLiteral(b), v, err)
			}
			v, err := Contains(b, a)
			add(pyLiteral(a)+" in "+pyLiteral(b), v, err)
		}
	}
	var exprs []string
	var idx []int
	for i, c := range cases {
		if !c.nm {
			exprs = append(exprs, c.expr)
			idx = append(idx, i)
		}
	}
	want := cpython(t, exprs)
	bad := 0
	for k, i := range idx {
		if got := cases[i].got; got != want[k] {
			bad++
			if bad <= 30 {
				t.Errorf("%s\n  got  %s\n  want %s", cases[i].expr, got, want[k])
			}
		}
	}
	t.Logf("%d expressions compared with CPython, %d not modelled, %d differ", len(exprs), len(cases)-len(exprs), bad)
	if len(exprs) < 10000 {
		t.Errorf("only %d expressions compared", len(exprs))
	}
}

// TestFloatReprAgainstCPython compares FloatRepr with repr(float) on
// random bit patterns and on the notation boundaries.
func TestFloatReprAgainstCPython(t *testing.T) {
	rng := rand.New(rand.NewSource(1))
	fs := []float64{0, math.Copysign(0, -1), 1e16, 9999999999999998, 1e-4, 0.0001, 0.00009999, 1e22, 1e-7, 123456789012345678, 0.1, 1.0 / 3, math.MaxFloat64, 5e-324, math.Inf(1), math.Inf(-1), math.NaN()}
	for i := 0; i < 2000; i++ {
		fs = append(fs, math.Float64frombits(rng.Uint64()))
		fs = append(fs, float64(rng.Int63n(1<<40))/float64(int64(1)<<rng.Intn(60)))
	}
	var exprs []string
	for _, f := range fs {
		exprs = append(exprs, pyLiteral(f))
	}
	want := cpython(t, exprs)
	for i, f := range fs {
		if got := FloatRepr(f); got != want[i] {
			t.Errorf("FloatRepr(%s) = %s, want %s", exprs[i], got, want[i])
		}
	}
}

// TestStrReprAgainstCPython compares StrRepr with repr(str) on quotes,
// escapes, controls, surrogates and a sample of code points of every
// plane in use. Code points assigned after CPython's Unicode version are
// left out (Go's tables may be newer).
func TestStrReprAgainstCPython(t *testing.T) {
	strs := []string{"", "a", "'", `"`, `'"`, `\`, "a'b\"c", "\t\n\r\x00\x1f\x7f", "\u0080\u00a0\u00ad\u00e9", "\u2028\u200b\ufeff", "\U0001F600", "\xed\xa0\x80", "\xed\xbf\xbf", "x\xed\xb0\x80y"}
	for r := rune(0x80); r < 0x32000; r += 37 {
		strs = append(strs, string(r))
	}
	var exprs []string
	for _, s := range strs {
		exprs = append(exprs, pyLiteral(s))
	}
	want := cpython(t, exprs)
	assigned := cpython(t, []string{"__import__('unicodedata').unidata_version"})[0]
	var checks []string
	for _, s := range strs {
		r, _ := DecodeRune(s)
		checks = append(checks, fmt.Sprintf("__import__('unicodedata').category(chr(%d))", r))
	}
	cats := cpython(t, checks)
	bad := 0
	for i, s := range strs {
		got := StrRepr(s)
		if got != want[i] {
			if len(CodePoints(s)) == 1 && cats[i] == "'Cn'" {
				continue // unassigned in CPython's Unicode version
			}
			bad++
			if bad < 20 {
				t.Errorf("StrRepr(%s) = %s, want %s", exprs[i], got, want[i])
			}
		}
	}
	t.Logf("%d strings compared with CPython (Unicode %s), %d differ", len(strs), assigned, bad)
}

// hexInt is Python's hex(i).
func hexInt(i *big.Int) string {
	if i.Sign() < 0 {
		return "-0x" + new(big.Int).Neg(i).Text(16)
	}
	return "0x" + i.Text(16)
}

// TestFloatPowAgainstCPython compares float ** with integral exponents,
// which this package computes exactly and rounds once, with CPython's
// C library pow on random bases.
func TestFloatPowAgainstCPython(t *testing.T) {
	rng := rand.New(rand.NewSource(2))
	var exprs, got []string
	nm := 0
	for i := 0; i < 3000; i++ {
		x := (rng.Float64()*2 - 1) * math.Pow(10, float64(rng.Intn(40)-20))
		y := float64(rng.Intn(80) - 40)
		if i%3 == 0 {
			x = float64(rng.Intn(40) - 20)
		}
		v, err := BinaryOp("**", x, y)
		var n *NotModelled
		if errors.As(err, &n) {
			nm++
			continue
		}
		exprs = append(exprs, pyLiteral(x)+" ** "+pyLiteral(y))
		if err != nil {
			got = append(got, err.Error())
		} else {
			got = append(got, Repr(v))
		}
	}
	want := cpython(t, exprs)
	for i := range exprs {
		if got[i] != want[i] {
			t.Errorf("%s = %s, want %s", exprs[i], got[i], want[i])
		}
	}
	t.Logf("%d powers compared, %d not modelled", len(exprs), nm)
	if nm > 300 {
		t.Errorf("%d of 3000 powers not modelled", nm)
	}
}

// TestComplexReprAgainstCPython compares ComplexRepr with repr(complex).
func TestComplexReprAgainstCPython(t *testing.T) {
	parts := []float64{0, math.Copysign(0, -1), 1, -1.5, 1e16, 2.5e-5, math.Inf(1), math.Inf(-1), math.NaN(), math.Copysign(math.NaN(), -1)}
	var exprs, got []string
	for _, re := range parts {
		for _, im := range parts {
			exprs = append(exprs, "complex("+pyLiteral(re)+", "+pyLiteral(im)+")")
			got = append(got, ComplexRepr(re, im))
		}
	}
	want := cpython(t, exprs)
	for i := range exprs {
		if got[i] != want[i] {
			t.Errorf("%s: got %s, want %s", exprs[i], got[i], want[i])
		}
	}
}

// TestBytesReprAgainstCPython compares BytesRepr with repr(bytes) on
// every byte and on the quote choices.
func TestBytesReprAgainstCPython(t *testing.T) {
	bss := [][]byte{nil, []byte("'"), []byte(`"`), []byte(`'"`), []byte("a'b")}
	for c := 0; c < 256; c++ {
		bss = append(bss, []byte{byte(c), 'x'})
	}
	var exprs []string
	for _, bs := range bss {
		exprs = append(exprs, pyLiteral(bs))
	}
	want := cpython(t, exprs)
	for i, bs := range bss {
		if got := BytesRepr(bs); got != want[i] {
			t.Errorf("BytesRepr(%s) = %s, want %s", exprs[i], got, want[i])
		}
	}
}
