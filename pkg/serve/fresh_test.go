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
	// A warm context first, so that the refuted program's first request
	// is decided twice; its counterexample (NaN) is Z3's: floats are not
	// searched by evaluation (refute.go of pkg/solve).
	s.Prove(context.Background(), &Request{Path: "cases/float_pass.py", TrustedRoots: []string{trusted}})
	req := &Request{Path: "cases/float_fail.py", TrustedRoots: []string{trusted}}
	first := s.Prove(context.Background(), req)
	if n := freshCount(s); n != 1 {
		t.Fatalf("%d programs marked for a fresh context after one decided twice, want 1", n)
	}
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
	// A program refuted by evaluation needs no context: not marked.
	bob := &Request{Path: "cases/only_bob_fail.py", TrustedRoots: []string{trusted}}
	if r := s.Prove(context.Background(), bob); r.ExitCode != 1 {
		t.Fatalf("only_bob_fail: %+v", r)
	}
	if n := freshCount(s); n != 1 {
		t.Errorf("%d programs marked for a fresh context, want 1: a program refuted by evaluation needs none", n)
	}
	// A proved program keeps using the warm contexts (one Z3 decides:
	// float_pass.py: floats are decided by Z3; assert_pass.py and
	// branch_pass.py, say, without it, split.go of pkg/solve).
	ok := &Request{Path: "cases/float_pass.py", TrustedRoots: []string{trusted}}
	s.Prove(context.Background(), ok)
	reused = s.pool.Stats().Reused
	s.Prove(context.Background(), ok)
	if st := s.pool.Stats(); st.Reused != reused+1 {
		t.Errorf("a proved program did not reuse a warm context (reused %d then %d)", reused, st.Reused)
	}
}

func freshCount(s *Server) int {
	s.fresh.mu.Lock()
	defer s.fresh.mu.Unlock()
	return len(s.fresh.keys)
}
