package service

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"clauz3/pkg/approval/policy"
	"clauz3/pkg/approval/store"
)

// Bounds of the trusted layer the service hashes.
const (
	maxLayerFiles = 10000
	maxLayerBytes = 256 << 20
)

// resolve makes roots absolute against the service's directory.
func (s *Server) resolve(roots []string) []string {
	out := make([]string, len(roots))
	for i, r := range roots {
		if filepath.IsAbs(r) {
			out[i] = filepath.Clean(r)
		} else {
			out[i] = filepath.Join(s.cfg.Dir, r)
		}
	}
	return out
}

// strings of a payload's list value; ok is false when the value is
// neither absent nor a list of strings.
func stringList(v any) ([]string, bool) {
	if v == nil {
		return nil, true
	}
	l, ok := v.([]any)
	if !ok {
		return nil, false
	}
	out := make([]string, len(l))
	for i, e := range l {
		if out[i], ok = e.(string); !ok {
			return nil, false
		}
	}
	return out, true
}

func equal(a, b []string) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// layerAuthorized is policy mode's check: the request's roots, resolved
// against the service's directory, are the operator's, exactly and in
// order.
func (s *Server) layerAuthorized(p map[string]any) bool {
	tr, ok1 := stringList(p["trusted_roots"])
	ir, ok2 := stringList(p["import_roots"])
	return ok1 && ok2 && equal(s.resolve(tr), s.opTrusted) && equal(s.resolve(ir), s.opImport)
}

// trustedRoots are the roots whose files make up the request's trusted
// layer: the operator's in policy mode, else the request's own resolved
// against the service's directory.
func (s *Server) trustedRoots(p map[string]any) ([]string, error) {
	if s.cfg.Policy != nil {
		return s.opTrusted, nil
	}
	tr, ok := stringList(p["trusted_roots"])
	if !ok {
		return nil, errors.New("trusted_roots is not a list of strings")
	}
	return s.resolve(tr), nil
}

// layerHash is the hash of the trusted layer a request names
// (LayerSHA256 of its trusted roots). An unreadable or missing root is an
// error: such a request cannot be remembered.
func (s *Server) layerHash(p map[string]any) (string, error) {
	roots, err := s.trustedRoots(p)
	if err != nil {
		return "", err
	}
	return LayerSHA256(roots)
}

// LayerSHA256 is the hash of a trusted layer: every file under the
// (absolute) roots, compiled caches excepted, with its path relative to
// its root, in a fixed order. "Remember" applies only to the same layer,
// and signed receipts carry it as trusted_layer_sha256.
func LayerSHA256(roots []string) (string, error) {
	if len(roots) == 0 {
		return "", errors.New("the request names no trusted root")
	}
	h := sha256.New()
	files, total := 0, int64(0)
	for i, root := range roots {
		var paths []string
		err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
			if err != nil {
				return err
			}
			if d.IsDir() {
				if d.Name() == "__pycache__" {
					return filepath.SkipDir
				}
				return nil
			}
			if strings.HasSuffix(path, ".pyc") {
				return nil
			}
			if !d.Type().IsRegular() {
				return fmt.Errorf("%s is not a regular file", path)
			}
			paths = append(paths, path)
			return nil
		})
		if err != nil {
			return "", fmt.Errorf("trusted root %s: %w", root, err)
		}
		sort.Strings(paths)
		for _, path := range paths {
			files++
			if files > maxLayerFiles {
				return "", fmt.Errorf("the trusted layer has more than %d files", maxLayerFiles)
			}
			f, err := os.Open(path)
			if err != nil {
				return "", err
			}
			fh := sha256.New()
			n, err := io.Copy(fh, io.LimitReader(f, maxLayerBytes-total+1))
			f.Close()
			if err != nil {
				return "", err
			}
			total += n
			if total > maxLayerBytes {
				return "", fmt.Errorf("the trusted layer is larger than %d bytes", maxLayerBytes)
			}
			rel, _ := filepath.Rel(root, path)
			fmt.Fprintf(h, "%d\x00%s\x00%x\n", i, filepath.ToSlash(rel), fh.Sum(nil))
		}
	}
	return hex.EncodeToString(h.Sum(nil)), nil
}

// ruleFor is the remembered approval a person's "approve and remember"
// of p creates, or why there can be none.
func (s *Server) ruleFor(p map[string]any) (*store.Rule, error) {
	layer, _ := p["trusted_layer_sha256"].(string)
	if layer == "" {
		return nil, errors.New("its trusted layer could not be read by the service")
	}
	checks, _ := p["service_checks"].(map[string]any)
	if ok, _ := checks["program_sha256_matches"].(bool); !ok {
		return nil, errors.New("its program text does not hash to its program_sha256")
	}
	consent, err := consentSHA256(p)
	if err != nil {
		return nil, err
	}
	prog, _ := p["program_sha256"].(string)
	id, _ := p["request_id"].(string)
	return &store.Rule{ProgramSHA256: prog, LayerSHA256: layer, ConsentSHA256: consent, RequestID: id}, nil
}

// tryRemembered decides rec when a person approved and remembered the
// same program, trusted layer and consent before. It reports whether it
// decided.
func (s *Server) tryRemembered(ctx context.Context, rec *store.Record, p map[string]any) (bool, error) {
	want, err := s.ruleFor(p)
	if err != nil {
		return false, nil // not rememberable, so nothing remembered applies
	}
	rule, err := s.cfg.Store.Remembered(ctx, want.ProgramSHA256, want.LayerSHA256, want.ConsentSHA256)
	if err != nil || rule == nil {
		return false, err
	}
	if rec.Status == store.StatusApproved && rec.AutoDecision == nil {
		return false, nil // a person's own approval of this very request stands
	}
	receipt, err := s.receipt(p, "auto_approved", "auto-")
	if err != nil {
		return false, err
	}
	reason := fmt.Sprintf("approved and remembered (request %s): same program and trusted layer", rule.RequestID)
	a := Approval{Decision: "auto_approved", RequestID: rec.ID, Feedback: reason, Receipt: receipt}
	auto := &AutoDecision{Rule: "remembered:" + rule.RequestID, Reason: reason}
	if err := s.record(ctx, rec.ID, a, auto, rec.Status == store.StatusPending); err != nil {
		return false, err
	}
	s.logf("request %s auto-approved: remembered from %s", rec.ID, rule.RequestID)
	return true, nil
}

// applyPolicy lets the policy decide a pending request. A request whose
// program does not hash to its program_sha256 is left to a person: the
// receipt would bind a hash the policy did not check.
func (s *Server) applyPolicy(ctx context.Context, rec *store.Record, p map[string]any) {
	checks, _ := p["service_checks"].(map[string]any)
	if ok, _ := checks["program_sha256_matches"].(bool); !ok {
		return
	}
	prog, _ := p["program"].(string)
	target, _ := p["target"].(string)
	select {
	case s.policySem <- struct{}{}:
	case <-ctx.Done():
		return
	}
	res := s.cfg.Policy.Evaluate(ctx, policy.Input{
		Program: prog, Target: target, TrustedRoots: s.opTrusted, ImportRoots: s.opImport, Dir: s.cfg.Dir,
	})
	<-s.policySem
	for _, e := range res.Skipped {
		s.logf("request %s: policy rule %s skipped: %s", rec.ID, e.Rule, e.Err)
	}
	if res.Decision == "" {
		return
	}
	a := Approval{Decision: res.Decision, RequestID: rec.ID, Feedback: res.Reason}
	if approving(res.Decision) {
		r, err := s.receipt(p, res.Decision, "auto-")
		if err != nil {
			s.logf("request %s: signing: %v", rec.ID, err)
			return
		}
		a.Receipt = r
	}
	if err := s.record(ctx, rec.ID, a, &AutoDecision{Rule: res.Rule, Reason: res.Reason}, true); err != nil {
		s.logf("request %s: %v", rec.ID, err)
		return
	}
	s.logf("request %s %s by rule %s", rec.ID, res.Decision, res.Rule)
}
