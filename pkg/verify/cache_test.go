package verify

import (
	"context"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
)

// The modules of the cache test: main.py's functions call helpers of
// their own module and of util.py.
const (
	cacheMain = `import deal
from util import double

LIMIT = 10


def _inc(x: int) -> int:
    return x + 1


@deal.ensure(lambda x, result: result > x)
def next_up(x: int) -> int:
    return _inc(x)


@deal.ensure(lambda x, result: result == x + x)
def twice(x: int) -> int:
    return double(x)


@deal.post(lambda result: result <= 10)
def capped(x: int) -> int:
    return min(x, LIMIT)


@deal.post(lambda result: result >= 0)
def square(x: int) -> int:
    return x * x
`
	cacheUtil = `def double(x: int) -> int:
    return 2 * x


def unused(x: int) -> int:
    return x
`
)

type cacheRun struct {
	t     *testing.T
	dir   string
	cache string
	count *counting
}

func newCacheRun(t *testing.T) *cacheRun {
	dir := t.TempDir()
	r := &cacheRun{t: t, dir: dir, cache: filepath.Join(dir, ".clauz3", "cache"), count: &counting{}}
	r.write("main.py", cacheMain)
	r.write("util.py", cacheUtil)
	return r
}

func (r *cacheRun) write(name, text string) {
	r.t.Helper()
	if err := os.WriteFile(filepath.Join(r.dir, name), []byte(text), 0o644); err != nil {
		r.t.Fatal(err)
	}
}

func (r *cacheRun) edit(name, from, to string) {
	r.t.Helper()
	data, err := os.ReadFile(filepath.Join(r.dir, name))
	if err != nil {
		r.t.Fatal(err)
	}
	text := strings.Replace(string(data), from, to, 1)
	if text == string(data) {
		r.t.Fatalf("%q is not in %s", from, name)
	}
	r.write(name, text)
}

// run verifies main.py and returns the certificates by function and the
// functions proved (not answered from the cache), sorted.
func (r *cacheRun) run(noCache bool) (map[string]*Certificate, []string) {
	r.t.Helper()
	r.count.calls = nil
	cfg := Config{Paths: []string{"main.py"}, Dir: r.dir, CacheDir: r.cache, Clauz3Version: "0.1.0", Build: "test", Prove: r.count.prove}
	if noCache {
		cfg.CacheDir = ""
	}
	rep, err := Verify(context.Background(), cfg)
	if err != nil {
		r.t.Fatal(err)
	}
	certs := map[string]*Certificate{}
	for _, c := range rep.Certificates {
		certs[c.Function] = c
		if c.Cached == contains(r.count.calls, c.Function) {
			r.t.Errorf("%s: cached %v, but proved %v", c.Function, c.Cached, r.count.calls)
		}
	}
	calls := append([]string(nil), r.count.calls...)
	sort.Strings(calls)
	return certs, calls
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

func same(t *testing.T, what string, got []string, want ...string) {
	t.Helper()
	sort.Strings(want)
	if strings.Join(got, ",") != strings.Join(want, ",") {
		t.Errorf("%s: proved %v, want %v", what, got, want)
	}
}

// TestCache: a second run makes no solver call and gives the same
// certificates; editing a callee (of the same module, of an imported
// module) proves again exactly the functions that reach it, with the
// verdict the edit deserves; editing what nobody reaches proves nothing;
// module-level code and a moved definition invalidate; --no-cache proves
// everything.
func TestCache(t *testing.T) {
	r := newCacheRun(t)
	first, calls := r.run(false)
	same(t, "first run", calls, "capped", "next_up", "square", "twice")
	for name, c := range first {
		if !c.Verified() {
			t.Fatalf("%s: %s: %s", name, c.Status, c.Message)
		}
	}

	second, calls := r.run(false)
	same(t, "second run", calls)
	for name, c := range second {
		f := *first[name]
		f.Cached = true
		if a, b := mustJSON(t, &f), mustJSON(t, c); a != b {
			t.Errorf("%s: the cached certificate differs:\n%s\n%s", name, a, b)
		}
	}

	// A callee in the same module: only its caller is proved again, and
	// the caller's certificate now fails.
	r.edit("main.py", "return x + 1", "return x - 1")
	certs, calls := r.run(false)
	same(t, "after editing _inc", calls, "next_up")
	if c := certs["next_up"]; c.Status != StatusCounterexample || c.DependenciesSHA256 == first["next_up"].DependenciesSHA256 {
		t.Errorf("next_up after breaking _inc: %s, dependencies %s", c.Status, c.DependenciesSHA256)
	}
	if certs["next_up"].SHA256 != first["next_up"].SHA256 {
		t.Error("next_up's own hash changed, though its text did not")
	}

	// A callee in an imported module.
	r.edit("util.py", "return 2 * x", "return x + x + 0")
	_, calls = r.run(false)
	same(t, "after editing util.double", calls, "twice")
	r.edit("util.py", "return x + x + 0", "return 3 * x")
	certs, calls = r.run(false)
	same(t, "after breaking util.double", calls, "twice")
	if certs["twice"].Status != StatusCounterexample {
		t.Errorf("twice after breaking double: %s", certs["twice"].Status)
	}

	// What no function reaches.
	r.edit("util.py", "return x\n", "return -x\n")
	_, calls = r.run(false)
	same(t, "after editing util.unused", calls)

	// A function's own body.
	r.edit("main.py", "return x * x", "return x * x + 0")
	_, calls = r.run(false)
	same(t, "after editing square", calls, "square")

	// A module-level constant: everything in the module runs again.
	r.edit("main.py", "LIMIT = 10", "LIMIT = 11")
	certs, calls = r.run(false)
	same(t, "after editing LIMIT", calls, "capped", "next_up", "square", "twice")
	if certs["capped"].Status != StatusCounterexample {
		t.Errorf("capped with LIMIT = 11: %s", certs["capped"].Status)
	}

	// A definition that moves: its spans change, so it is proved again.
	r.edit("main.py", "@deal.post(lambda result: result >= 0)", "\n@deal.post(lambda result: result >= 0)")
	certs, calls = r.run(false)
	same(t, "after moving square", calls, "square")
	if certs["square"].Span.Line != first["square"].Span.Line+1 {
		t.Errorf("square moved to line %d, from %d", certs["square"].Span.Line, first["square"].Span.Line)
	}

	_, calls = r.run(true)
	same(t, "--no-cache", calls, "capped", "next_up", "square", "twice")
}

// TestCacheDamaged: a damaged or foreign cache entry is a miss, proved
// again and rewritten; an entry of another build is not reused.
func TestCacheDamaged(t *testing.T) {
	r := newCacheRun(t)
	r.run(false)
	entries, _ := filepath.Glob(filepath.Join(r.cache, "verify", "*", "*.json"))
	if len(entries) != 4 {
		t.Fatalf("%d cache entries, want 4", len(entries))
	}
	for i, e := range entries {
		text := []string{"{", `{"version": "x"}`, "[]", `{"unknown": 1}`}[i]
		os.WriteFile(e, []byte(text), 0o644)
	}
	_, calls := r.run(false)
	same(t, "damaged entries", calls, "capped", "next_up", "square", "twice")
	_, calls = r.run(false)
	same(t, "rewritten entries", calls)

	r.count.calls = nil
	cfg := Config{Paths: []string{"main.py"}, Dir: r.dir, CacheDir: r.cache, Clauz3Version: "0.1.0", Build: "another", Prove: r.count.prove}
	if _, err := Verify(context.Background(), cfg); err != nil {
		t.Fatal(err)
	}
	if len(r.count.calls) != 4 {
		t.Errorf("another build proved %v, want all 4", r.count.calls)
	}
}
