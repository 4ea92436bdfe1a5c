package serve

import (
	"context"
	"encoding/json"
	"testing"
)

// TestFreshHint: a refuted program decided again in a fresh context is,
// the next time, decided there at once (no first run in a warm
// context), with the same answer.
func TestFreshHint(t *testing.T) {
	dir := exampleDir(t)
	s := newServerConfig(t, Config{Dir: dir, Parallel: 1, CacheResults: -1})
	req := &Request{Path: "cases/only_bob_fail.py", TrustedRoots: []string{trusted}}
	first := s.Prove(context.Background(), req)
	reused := s.pool.Stats().Reused
	second := s.Prove(context.Background(), req)
	if st := s.pool.Stats(); st.Reused != reused {
		t.Errorf("the second request ran in a warm context first (reused %d then %d)", reused, st.Reused)
	}
	a, _ := json.Marshal(first.Result)
	b, _ := json.Marshal(second.Result)
	if first.ExitCode != 1 || string(a) != string(b) || first.Explanation != second.Explanation {
		t.Errorf("the answers differ:\n%s\n%s", a, b)
	}
	// A proved program keeps using the warm contexts (one Z3 decides:
	// branch_pass.py, say, is decided without Z3, split.go of pkg/solve).
	ok := &Request{Path: "cases/assert_pass.py", TrustedRoots: []string{trusted}}
	s.Prove(context.Background(), ok)
	reused = s.pool.Stats().Reused
	s.Prove(context.Background(), ok)
	if st := s.pool.Stats(); st.Reused != reused+1 {
		t.Errorf("a proved program did not reuse a warm context (reused %d then %d)", reused, st.Reused)
	}
}
