package value

import (
	"errors"
	"math"
	"math/big"
	"testing"
)

// TestTable pins the rules most often got wrong, with CPython's answers
// (TestAgainstCPython checks the same operators on many more operands).
func TestTable(t *testing.T) {
	i := big.NewInt
	cases := []struct {
		op   string
		a, b any
		want string // Repr of the result, or the exception
	}{
		{"//", i(-7), i(2), "-4"},
		{"%", i(-7), i(2), "1"},
		{"%", i(7), i(-2), "-1"},
		{"//", 7.5, -2.0, "-4.0"},
		{"%", -7.5, 2.0, "0.5"},
		{"%", 0.0, -3.0, "-0.0"},
		{"/", i(1), i(3), "0.3333333333333333"},
		{"/", i(0), i(-1), "-0.0"},
		{"**", i(2), i(-1), "0.5"},
		{"**", i(0), i(-1), "ZeroDivisionError: 0.0 cannot be raised to a negative power"},
		{"//", i(1), i(0), "ZeroDivisionError: integer division or modulo by zero"},
		{"%", 1.0, 0.0, "ZeroDivisionError: float modulo"},
		{"+", new(big.Int).Lsh(i(1), 1024), 1.0, "OverflowError: int too large to convert to float"},
		{"&", true, false, "False"},
		{"+", true, true, "2"},
		{"*", "ab", i(3), "'ababab'"},
		{"*", i(-1), "ab", "''"},
		{"+", "a", i(1), `TypeError: can only concatenate str (not "int") to str`},
		{"**", "a", i(1), "TypeError: unsupported operand type(s) for ** or pow(): 'str' and 'int'"},
		{">>", i(-5), new(big.Int).Lsh(i(1), 80), "-1"},
		{"<<", i(1), i(-1), "ValueError: negative shift count"},
	}
	for _, tc := range cases {
		v, err := BinaryOp(tc.op, tc.a, tc.b)
		got := ""
		if err != nil {
			got = err.Error()
		} else {
			got = Repr(v)
		}
		if got != tc.want {
			t.Errorf("%s %s %s = %s, want %s", Repr(tc.a), tc.op, Repr(tc.b), got, tc.want)
		}
	}
	cmps := []struct {
		op   string
		a, b any
		want bool
	}{
		{"==", new(big.Int).Add(new(big.Int).Lsh(i(1), 53), i(1)), float64(1 << 53), false},
		{"<", float64(1 << 53), new(big.Int).Add(new(big.Int).Lsh(i(1), 53), i(1)), true},
		{"==", true, 1.0, true},
		{"!=", math.NaN(), math.NaN(), true},
		{"==", nil, nil, true},
		{"==", "a", i(1), false},
		{"<", "B", "a", true},
	}
	for _, tc := range cmps {
		got, err := Compare(tc.op, tc.a, tc.b)
		if err != nil || got != tc.want {
			t.Errorf("%s %s %s = %v, %v; want %v", Repr(tc.a), tc.op, Repr(tc.b), got, err, tc.want)
		}
	}
	var exc *Exception
	if _, err := Compare("<", nil, i(1)); !errors.As(err, &exc) || exc.Type != "TypeError" {
		t.Errorf("None < 1: %v, want a TypeError", err)
	}
	var nm *NotModelled
	if _, err := BinaryOp("**", i(3), i(1<<40)); !errors.As(err, &nm) {
		t.Errorf("3 ** 2**40: %v, want NotModelled", err)
	}
	if _, err := BinaryOp("**", -8.0, 1.0/3); !errors.As(err, &nm) {
		t.Errorf("(-8.0) ** (1/3): %v, want NotModelled (a complex)", err)
	}
}
