package dsl

import (
	"errors"
	"strings"
	"testing"
)

// TestEvalStringTooLong: a string doubled past maxEvalBytes (a loop's
// s *= 2, which CPython cannot hold either) is not determined, instead
// of exhausting the process's memory; one at the bound is built.
func TestEvalStringTooLong(t *testing.T) {
	s := Const("s", StringSort())
	t2 := App(OpConcat, StringSort(), nil, s, s)
	half := strings.Repeat("a", maxEvalBytes/2)
	v, err := Eval(t2, Env{Consts: map[string]any{"s": half}})
	if err != nil || len(v.(string)) != maxEvalBytes {
		t.Fatalf("at the bound: %d bytes, %v", len(v.(string)), err)
	}
	_, err = Eval(t2, Env{Consts: map[string]any{"s": half + "a"}})
	if !errors.Is(err, ErrUnspecified) {
		t.Fatalf("past the bound: %v, want a value not determined", err)
	}
	// doubled 40 times from one character: refused long before 2**40
	u := s
	for i := 0; i < 40; i++ {
		u = App(OpConcat, StringSort(), nil, u, u)
	}
	if _, err := Eval(u, Env{Consts: map[string]any{"s": "x"}}); !errors.Is(err, ErrUnspecified) {
		t.Fatalf("doubled 40 times: %v, want a value not determined", err)
	}
}
