package protocol

import (
	"bytes"
	"testing"
	"time"
)

// FuzzDecode: Decode never panics, and what it accepts is written by
// Canonical in a form that decodes to the same canonical bytes.
func FuzzDecode(f *testing.F) {
	for _, s := range []string{`{"a":[1,2.5,"\ud800",null,true]}`, `NaN`, `"\ud83d\ude00"`, `[1e400,-0]`, `{"b":{"c":[]}}`, `"é<&>"`} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		v, err := Decode(data)
		if err != nil {
			return
		}
		c1, err := Canonical(v)
		if err != nil {
			t.Fatalf("Canonical of a decoded value: %v", err)
		}
		v2, err := Decode(c1)
		if err != nil {
			t.Fatalf("Canonical wrote %q, which does not decode: %v", c1, err)
		}
		c2, err := Canonical(v2)
		if err != nil || !bytes.Equal(c1, c2) {
			t.Fatalf("not stable: %q then %q (%v)", c1, c2, err)
		}
		if _, err := Wire(v); err != nil {
			t.Fatal(err)
		}
	})
}

// FuzzVerifyReceipt: no receipt text makes VerifyReceipt panic, and none
// but a correctly signed one is accepted.
func FuzzVerifyReceipt(f *testing.F) {
	good := signTree(f, testSeed, goodTree())
	f.Add(good)
	f.Add("clz2..")
	f.Add("clz2.e30.AAAA")
	f.Add(good[:len(good)-3])
	now := time.Unix(0, int64(testNow*1e9))
	f.Fuzz(func(t *testing.T, receipt string) {
		p, err := VerifyReceipt(testVerify, receipt, testBinding, now)
		if err == nil && (p == nil || p.Nonce == "") {
			t.Fatal("accepted without a nonce")
		}
		if err == nil && receipt != good {
			// Only the alphabet variants of the same signature may pass.
			sig, _ := pyB64Decode(receipt[len(receipt)-86:])
			want, _ := pyB64Decode(good[len(good)-86:])
			if !bytes.Equal(sig, want) {
				t.Fatalf("accepted another receipt: %q", receipt)
			}
		}
	})
}
