package difftest

import (
	"encoding/json"
	"fmt"
	"math"
	"math/big"
	"strconv"
	"strings"

	"clauz3/pkg/dsl"
)

// Value is a Python value crossing between the harness and CPython: an
// input of the target, a result of a trusted getter, or an argument a
// trusted logger received.
type Value struct {
	K byte // 'i' int, 'f' float, 's' str, 'b' bool, 'n' None, 'o' other
	I *big.Int
	F float64
	S string // str value, or repr of an other value
	B bool
}

// Int, Float, Str and Bool make values.
func Int(x *big.Int) Value  { return Value{K: 'i', I: x} }
func Float(x float64) Value { return Value{K: 'f', F: x} }
func Str(s string) Value    { return Value{K: 's', S: s} }
func Bool(b bool) Value     { return Value{K: 'b', B: b} }
func IntOf(x int64) Value   { return Int(big.NewInt(x)) }
func intText(x *big.Int) string {
	// Hexadecimal crosses CPython's 4300-digit limit on int <-> str.
	if x.Sign() < 0 {
		return "-0x" + new(big.Int).Neg(x).Text(16)
	}
	return "0x" + x.Text(16)
}

// MarshalJSON writes the tagged form the runner reads: ["i", "0x1f"],
// ["f", "<16 hex digits of the IEEE bits>"], ["s", "..."], ["b", true].
func (v Value) MarshalJSON() ([]byte, error) {
	switch v.K {
	case 'i':
		return json.Marshal([]any{"i", intText(v.I)})
	case 'f':
		return json.Marshal([]any{"f", fmt.Sprintf("%016x", math.Float64bits(v.F))})
	case 's':
		return json.Marshal([]any{"s", v.S})
	case 'b':
		return json.Marshal([]any{"b", v.B})
	case 'n':
		return json.Marshal([]any{"n"})
	}
	return json.Marshal([]any{"o", v.S})
}

// UnmarshalJSON reads the tagged form.
func (v *Value) UnmarshalJSON(data []byte) error {
	var parts []json.RawMessage
	if err := json.Unmarshal(data, &parts); err != nil || len(parts) == 0 {
		return fmt.Errorf("bad value %s", data)
	}
	var k string
	if err := json.Unmarshal(parts[0], &k); err != nil || len(k) != 1 {
		return fmt.Errorf("bad value tag in %s", data)
	}
	v.K = k[0]
	if v.K == 'n' {
		return nil
	}
	if len(parts) != 2 {
		return fmt.Errorf("bad value %s", data)
	}
	switch v.K {
	case 'b':
		return json.Unmarshal(parts[1], &v.B)
	case 'i', 'f', 's', 'o':
		var s string
		if err := json.Unmarshal(parts[1], &s); err != nil {
			return err
		}
		switch v.K {
		case 'i':
			x, ok := new(big.Int).SetString(s, 0)
			if !ok {
				return fmt.Errorf("bad int %q", s)
			}
			v.I = x
		case 'f':
			bits, err := strconv.ParseUint(s, 16, 64)
			if err != nil {
				return fmt.Errorf("bad float %q", s)
			}
			v.F = math.Float64frombits(bits)
		default:
			v.S = s
		}
		return nil
	}
	return fmt.Errorf("bad value tag %q", k)
}

// Py renders v as a Python expression.
func (v Value) Py() string {
	switch v.K {
	case 'i':
		return v.I.String()
	case 'f':
		return pyFloat(v.F)
	case 's':
		return dsl.PyRepr(v.S)
	case 'b':
		if v.B {
			return "True"
		}
		return "False"
	case 'n':
		return "None"
	}
	return "<" + v.S + ">"
}

// pyFloat renders a float as a Python expression that evaluates to it.
func pyFloat(f float64) string {
	switch {
	case math.IsNaN(f):
		return "float('nan')"
	case math.IsInf(f, 1):
		return "float('inf')"
	case math.IsInf(f, -1):
		return "-float('inf')"
	case f == 0 && math.Signbit(f):
		return "-0.0"
	}
	return dsl.PyFloatRepr(f)
}

// goValue is v as pkg/dsl's evaluator represents a value of sort kind k.
func (v Value) goValue(k dsl.SortKind) (any, bool) {
	switch k {
	case dsl.KInt:
		switch v.K {
		case 'i':
			return v.I, true
		case 'b':
			if v.B {
				return big.NewInt(1), true
			}
			return big.NewInt(0), true
		}
	case dsl.KBool:
		if v.K == 'b' {
			return v.B, true
		}
	case dsl.KString:
		if v.K == 's' {
			return v.S, true
		}
	case dsl.KFP:
		switch v.K {
		case 'f':
			return v.F, true
		case 'i', 'b':
			// a trusted float parameter receiving an int: the value it
			// denotes, rounded as float(x) rounds
			x, _ := v.goValue(dsl.KInt)
			f, acc := new(big.Float).SetInt(x.(*big.Int)).Float64()
			if math.IsInf(f, 0) && acc != big.Exact {
				return nil, false
			}
			return f, true
		}
	}
	return nil, false
}

// fromGo converts an evaluator value back to a Value (for reports).
func fromGo(x any) Value {
	switch x := x.(type) {
	case *big.Int:
		return Int(x)
	case float64:
		return Float(x)
	case string:
		return Str(x)
	case bool:
		return Bool(x)
	}
	return Value{K: 'o', S: fmt.Sprint(x)}
}

// sameValue compares a value CPython produced with the model's value:
// floats bit for bit except that every NaN equals every NaN.
func sameValue(py Value, model any, k dsl.SortKind) bool {
	g, ok := py.goValue(k)
	if !ok {
		return false
	}
	return dsl.ValuesEqual(g, model)
}

func (v Value) String() string { return v.Py() }

func joinValues(vs []Value) string {
	var parts []string
	for _, v := range vs {
		parts = append(parts, v.Py())
	}
	return strings.Join(parts, ", ")
}
