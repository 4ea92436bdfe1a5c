package interp_test

import (
	"errors"
	"math/big"
	"strings"
	"testing"
	"time"

	"clauz3/pkg/interp"
)

// TestSizeLimits: the interpreter computes the strs and ints a realistic
// program builds (pkg/python/value's bounds, 1 MiB and 2**20 bits, are
// lifted: CPython would compute them, and a refusal stops an approved
// run part-way), counts a str's length in characters as Python does, and
// refuses, quickly, only what exceeds MaxStrChars or MaxIntBits.
func TestSizeLimits(t *testing.T) {
	x := big.NewInt(1 << 16)
	for i := 0; i < 17; i++ {
		x.Mul(x, x)
	}
	mod := new(big.Int).Mod(x, big.NewInt(1000)).String()
	for _, c := range []struct {
		src   string
		calls []string // the log calls made
		limit string   // the LimitError, "" for none
	}{
		// 2 Mi characters, built by doubling.
		{"def main():\n    s = 'ab' * 64\n    for i in range(14):\n        s = s + s\n    log(s[:5] + str(len(s)))\n",
			[]string{"log(msg='ababa2097152', level=0)"}, ""},
		// an int of 2**21 bits, built by squaring.
		{"def main():\n    x = 2 ** 16\n    for i in range(17):\n        x = x * x\n    log(str(x % 1000))\n",
			[]string{"log(msg='" + mod + "', level=0)"}, ""},
		{"def main():\n    x = 3 ** 1000000\n    y = x << 1000000\n    log(str(y % 7))\n",
			[]string{"log(msg='" + new(big.Int).Mod(new(big.Int).Lsh(new(big.Int).Exp(big.NewInt(3), big.NewInt(1000000), nil), 1000000), big.NewInt(7)).String() + "', level=0)"}, ""},
		// 2**25 + 1 characters of two bytes each: more bytes than the
		// bound, but not more characters.
		{"def main():\n    s = 'é' * (2 ** 25 + 1)\n    log(str(len(s)))\n    t = f'{s}{s}'\n    log('not reached')\n",
			[]string{"log(msg='33554433', level=0)"}, "a str longer than 67108864 characters"},
		{"def main():\n    s = 'é' * (2 ** 25 + 1)\n    log('before')\n    t = s + s\n",
			[]string{"log(msg='before', level=0)"}, "a str longer than 67108864 characters"},
		{"def main():\n    s = 'ab' * 2 ** 25\n    log('before')\n    t = s * 2\n",
			[]string{"log(msg='before', level=0)"}, "a str longer than 67108864 characters"},
		{"def main():\n    log('before')\n    x = 2 ** (2 ** 26)\n",
			[]string{"log(msg='before', level=0)"}, "an int of more than 8388608 bits"},
		{"def main():\n    x = 2 ** (2 ** 22)\n    log('before')\n    y = x * x * 4\n",
			[]string{"log(msg='before', level=0)"}, "an int of more than 8388608 bits"},
		{"def main():\n    log('before')\n    x = 3 ** (2 ** 26)\n",
			[]string{"log(msg='before', level=0)"}, "an int of more than 8388608 bits"},
	} {
		start := time.Now()
		r := runSrc(t, c.src, 0)
		var le *interp.LimitError
		switch {
		case c.limit == "" && r.err != nil:
			t.Errorf("%s\nerror %v", c.src, r.err)
		case c.limit != "" && (!errors.As(r.err, &le) || !strings.Contains(le.Msg, c.limit)):
			t.Errorf("%s\nerror %v, want a LimitError with %q", c.src, r.err, c.limit)
		}
		if strings.Join(r.calls, ";") != strings.Join(c.calls, ";") {
			t.Errorf("%s\ncalls %q, want %q", c.src, r.calls, c.calls)
		}
		if d := time.Since(start); d > 20*time.Second {
			t.Errorf("%s\ntook %v", c.src, d)
		}
	}
}
