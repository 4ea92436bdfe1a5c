package dsl

import (
	"math/big"
	"strings"
	"testing"
)

// TestIntString checks that the decimal text of a large value, kept by
// IntString, is the value's own, also after the value is changed in
// place.
func TestIntString(t *testing.T) {
	v := new(big.Int).Exp(big.NewInt(10), big.NewInt(4300), nil)
	want := "1" + strings.Repeat("0", 4300)
	for i := 0; i < 2; i++ {
		if got := IntString(v); got != want {
			t.Fatalf("IntString(10**4300) has %d characters, want %d", len(got), len(want))
		}
	}
	v.Add(v, big.NewInt(7))
	if got := IntString(v); got != v.String() {
		t.Errorf("after a change in place: %s..., want %s...", got[len(got)-3:], v.String()[len(got)-3:])
	}
	if got := IntString(big.NewInt(-42)); got != "-42" {
		t.Errorf("IntString(-42) = %q", got)
	}
}
