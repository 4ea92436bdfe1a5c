package verify

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"clauz3/pkg/diag"
	"clauz3/pkg/z3"
)

// cacheKey is the key of a function's certificate: what identifies the
// function and everything it reaches (ident, from program.reach), the
// clauz3 build, the solver's version, and the options that can change a
// verdict.
func cacheKey(cfg Config, ident string) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s\nclauz3 %s build %s\nz3 %s\n", keyVersion, cfg.Clauz3Version, cfg.Build, z3.Version())
	fmt.Fprintf(&b, "timeout %d seed %d lower %+v\n", cfg.Solve.TimeoutMS, cfg.Solve.Seed, lowerOptions)
	fmt.Fprintf(&b, "trusted %q\nimport %q\n", cfg.TrustedRoots, cfg.ImportRoots)
	b.WriteString(ident)
	return sha256Hex(b.String())
}

// cachePath is where the certificate of key is kept.
func cachePath(dir, key string) string {
	return filepath.Join(dir, "verify", key[:2], key+".json")
}

// readCache returns the cached certificate of key, with the identity of
// want (the same, since the key covers it) and Cached set. A missing,
// unreadable or damaged entry is a miss: the function is proved again and
// the entry rewritten.
func readCache(dir, key string, want *Certificate) (*Certificate, bool) {
	data, err := os.ReadFile(cachePath(dir, key))
	if err != nil {
		return nil, false
	}
	var c Certificate
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&c); err != nil || c.Version != CertificateVersion ||
		c.Function != want.Function || c.DependenciesSHA256 != want.DependenciesSHA256 || c.SHA256 != want.SHA256 {
		return nil, false
	}
	switch c.Status {
	case StatusVerified, StatusCounterexample, StatusUnknown, StatusUnsupported:
	default:
		return nil, false
	}
	c.Module, c.File, c.Span = want.Module, want.File, want.Span
	c.Dependencies = want.Dependencies
	c.Preconditions, c.Postconditions, c.Raises = want.Preconditions, want.Postconditions, want.Raises
	c.Clauz3Version = want.Clauz3Version
	if c.Failures == nil {
		c.Failures = []Failure{}
	}
	c.Cached = true
	return &c, true
}

// writeCache stores c under key, atomically (a concurrent run reads the
// old entry or the new one, never half of one).
func writeCache(dir, key string, c *Certificate) error {
	p := cachePath(dir, key)
	fail := func(err error) error {
		return &diag.BadInput{Err: &diag.Diagnostic{Severity: diag.Error, Code: "cache", Span: diag.Span{File: dir},
			Message: fmt.Sprintf("cannot write the cache: %v", err), Notes: []string{"--no-cache verifies without it"}}}
	}
	if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
		return fail(err)
	}
	stored := *c
	stored.Cached = false
	data, err := json.MarshalIndent(&stored, "", " ")
	if err != nil {
		return diag.ICE("verify: encoding a certificate: %v", err)
	}
	tmp, err := os.CreateTemp(filepath.Dir(p), ".tmp-*")
	if err != nil {
		return fail(err)
	}
	_, werr := tmp.Write(append(data, '\n'))
	cerr := tmp.Close()
	if werr == nil {
		werr = cerr
	}
	if werr == nil {
		werr = os.Rename(tmp.Name(), p)
	}
	if werr != nil {
		os.Remove(tmp.Name())
		return fail(werr)
	}
	return nil
}
