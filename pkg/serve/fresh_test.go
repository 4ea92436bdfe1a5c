package serve

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"testing"
)

// TestFreshHint: a refuted program decided again in a fresh context is,
// the next time, decided there at once (no first run in a warm
// context), with the same answer.
func TestFreshHint(t *testing.T) {
	dir := exampleDir(t)
	// Products of two inputs: neither the case analysis nor the search
	// by evaluation of pkg/solve decides them, Z3 does (x = 7 or -7).
	for name, cond := range map[string]string{"square_pass.py": "x * x == -1", "square_fail.py": "x * x == 49"} {
		prog := "import clauz3\nfrom tools.email.trusted import contracts as mail\nfrom tools.email.trusted.effects import send_email\n\n\n" +
			"@clauz3.guarantee(mail.none())\ndef main(x: int) -> None:\n    if " + cond + ":\n        send_email(\"bob@example.com\", \"hi\")\n"
		if err := os.WriteFile(filepath.Join(dir, "cases", name), []byte(prog), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	s := newServerConfig(t, Config{Dir: dir, Parallel: 1, CacheResults: -1})
	// A warm context first, so that the refuted program's first request
	// is decided twice; its counterexample is Z3's.
	if r := s.Prove(context.Background(), &Request{Path: "cases/square_pass.py", TrustedRoots: []string{trusted}}); r.ExitCode != 0 {
		t.Fatalf("square_pass: %s", r.Explanation)
	}
	req := &Request{Path: "cases/square_fail.py", TrustedRoots: []string{trusted}}
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
	// square_pass.py; assert_pass.py and branch_pass.py, say, are
	// decided without it, split.go of pkg/solve).
	ok := &Request{Path: "cases/square_pass.py", TrustedRoots: []string{trusted}}
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
