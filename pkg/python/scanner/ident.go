package scanner

import (
	"sort"
	"strconv"
	"strings"
	"sync"
)

// normalizeIdent returns the NFKC form of a non-ASCII identifier, as
// CPython stores identifiers (PEP 3131): "µ" (MICRO SIGN) and "μ" (GREEK
// SMALL LETTER MU) name the same variable. Go's standard library has no
// normalisation tables, so nfkc_gen.go holds them, generated from the
// unicodedata of the Python that produced them (gen_nfkc.py).
func normalizeIdent(s string) string { return nfkc(s) }

type nfkcTables struct {
	decomp map[rune][]rune
	ccc    map[rune]uint8
	comp   map[[2]rune]rune
}

// tables are parsed on first use and read-only after.
var tables = sync.OnceValue(func() *nfkcTables {
	t := &nfkcTables{decomp: map[rune][]rune{}, ccc: map[rune]uint8{}, comp: map[[2]rune]rune{}}
	hex := func(s string) rune {
		v, _ := strconv.ParseUint(s, 16, 32)
		return rune(v)
	}
	for _, e := range strings.Split(nfkdTable, ";") {
		k, v, _ := strings.Cut(e, ":")
		var rs []rune
		for _, f := range strings.Fields(v) {
			rs = append(rs, hex(f))
		}
		t.decomp[hex(k)] = rs
	}
	for _, e := range strings.Split(cccTable, ";") {
		k, v, _ := strings.Cut(e, ":")
		n, _ := strconv.Atoi(v)
		t.ccc[hex(k)] = uint8(n)
	}
	for _, e := range strings.Split(compTable, ";") {
		k, v, _ := strings.Cut(e, ":")
		a, b, _ := strings.Cut(k, " ")
		t.comp[[2]rune{hex(a), hex(b)}] = hex(v)
	}
	return t
})

const (
	hangulS = 0xAC00
	hangulL = 0x1100
	hangulV = 0x1161
	hangulT = 0x11A7
	nL, nV  = 19, 21
	nT      = 28
	nS      = nL * nV * nT
)

// nfkc normalises s to Unicode Normalization Form KC.
func nfkc(s string) string {
	t := tables()
	// Full compatibility decomposition.
	var d []rune
	for _, r := range s {
		if r >= hangulS && r < hangulS+nS {
			i := r - hangulS
			d = append(d, hangulL+i/(nV*nT), hangulV+(i%(nV*nT))/nT)
			if i%nT != 0 {
				d = append(d, hangulT+i%nT)
			}
			continue
		}
		if x, ok := t.decomp[r]; ok {
			d = append(d, x...)
		} else {
			d = append(d, r)
		}
	}
	// Canonical ordering: stable sort of each run of non-starters.
	for i := 0; i < len(d); {
		if t.ccc[d[i]] == 0 {
			i++
			continue
		}
		j := i
		for j < len(d) && t.ccc[d[j]] != 0 {
			j++
		}
		run := d[i:j]
		sort.SliceStable(run, func(a, b int) bool { return t.ccc[run[a]] < t.ccc[run[b]] })
		i = j
	}
	// Canonical composition.
	out := make([]rune, 0, len(d))
	starter := -1
	var lastCCC uint8
	for _, r := range d {
		c := t.ccc[r]
		if starter >= 0 {
			st := out[starter]
			// Hangul LV and LVT.
			if st >= hangulL && st < hangulL+nL && r >= hangulV && r < hangulV+nV && starter == len(out)-1 {
				out[starter] = hangulS + ((st-hangulL)*nV+(r-hangulV))*nT
				continue
			}
			if st >= hangulS && st < hangulS+nS && (st-hangulS)%nT == 0 && r > hangulT && r < hangulT+nT && starter == len(out)-1 {
				out[starter] = st + (r - hangulT)
				continue
			}
			blocked := starter != len(out)-1 && (lastCCC == 0 || lastCCC >= c)
			if !blocked {
				if comp, ok := t.comp[[2]rune{st, r}]; ok {
					out[starter] = comp
					continue
				}
			}
		}
		if c == 0 {
			starter = len(out)
		}
		lastCCC = c
		out = append(out, r)
	}
	var b strings.Builder
	b.Grow(len(s))
	for _, r := range out {
		b.WriteRune(r)
	}
	return b.String()
}
