package service

import (
	"context"
	"sort"

	"clauz3/pkg/approval/protocol"
	"clauz3/pkg/approval/store"
)

// trustedFiles is the trusted_files map a runner put in a request's
// additions (protocol.Additions.TrustedFiles), or nil.
func trustedFiles(p map[string]any) map[string]any {
	add, _ := p[protocol.AdditionsKey].(map[string]any)
	files, _ := add["trusted_files"].(map[string]any)
	return files
}

// trustedDigest is the digest a receipt for p binds ("" when p names no
// trusted files).
func trustedDigest(p map[string]any) string {
	files := trustedFiles(p)
	if files == nil {
		return ""
	}
	sum, err := protocol.TrustedFilesSHA256(files)
	if err != nil {
		return ""
	}
	return sum
}

// trustedChanges compares the trusted files of the request p with those
// of the latest approved request with the same trusted roots, so that
// the person sees which trusted files changed since a layer was last
// approved (an edited trusted file hidden by a rewritten
// .clauz3-installed.json shows here). It returns the changes ("PATH
// changed", "PATH added", "PATH removed") and the id of the request
// compared with, or nothing when there is no such request or nothing
// changed.
func (s *Server) trustedChanges(ctx context.Context, p map[string]any) ([]string, string, error) {
	files := trustedFiles(p)
	if files == nil {
		return nil, "", nil
	}
	roots, _ := protocol.Canonical(p["trusted_roots"])
	recs, err := s.cfg.Store.List(ctx)
	if err != nil {
		return nil, "", err
	}
	var last *store.Record
	var lastFiles map[string]any
	for _, r := range recs {
		if r.Status != store.StatusApproved || (last != nil && !r.Updated.After(last.Updated)) {
			continue
		}
		q, err := decodePayload(r.Payload)
		if err != nil {
			continue
		}
		if rr, _ := protocol.Canonical(q["trusted_roots"]); string(rr) != string(roots) {
			continue
		}
		if f := trustedFiles(q); f != nil {
			last, lastFiles = r, f
		}
	}
	if last == nil {
		return nil, "", nil
	}
	var paths []string
	for k := range files {
		paths = append(paths, k)
	}
	for k := range lastFiles {
		if _, ok := files[k]; !ok {
			paths = append(paths, k)
		}
	}
	sort.Strings(paths)
	var out []string
	for _, k := range paths {
		now, inNow := files[k]
		was, inWas := lastFiles[k]
		switch {
		case !inWas:
			out = append(out, k+" added")
		case !inNow:
			out = append(out, k+" removed")
		case now != was:
			out = append(out, k+" changed")
		}
	}
	if len(out) == 0 {
		return nil, "", nil
	}
	return out, last.ID, nil
}
