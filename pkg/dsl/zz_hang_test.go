package dsl

import (
	"testing"
	"time"
)

func FuzzHang(f *testing.F) {
	for _, s := range []string{"x + 1 > y", "And(p, Not(q))", "'é' + s == s", "b << 2 == 0x1F", "2**3**2", "'a'*3"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, src string) {
		done := make(chan bool, 1)
		go func() { CheckBool(src, testScope()); done <- true }()
		select {
		case <-done:
		case <-time.After(3 * time.Second):
			t.Fatalf("hang: %q", src)
		}
	})
}
