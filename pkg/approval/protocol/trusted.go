package protocol

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"
)

// The receipt keys that bind the trusted layer a person approved. The
// reference's runner accepts and ignores extra payload keys
// (APPROVAL-PROTOCOL.md §4), and its consent hash is unchanged, so a
// receipt carrying them is still a receipt for the reference.
const (
	// TrustedSHA256Key is the sha256 of the canonical JSON of the
	// request's trusted_files, as the service stored it.
	TrustedSHA256Key = "clauz3_go_trusted_sha256"
	// TargetKey is the function of the program the receipt approves
	// running (TrustedBinding).
	TargetKey = "clauz3_go_target"
	// TrustedFilesKey is the trusted_files map itself, signed when it
	// has at most MaxNamedTrustedFiles entries, so that the runner can
	// name the file that differs.
	TrustedFilesKey = "clauz3_go_trusted_files"
)

// Bounds of the trusted layer a request binds.
const (
	MaxNamedTrustedFiles = 256
	maxTrustedFiles      = 10000
	maxTrustedBytes      = 256 << 20
)

// HashTrustedFiles returns the sha256 of every regular file under the
// trusted roots (as given: relative roots are read from the current
// directory), keyed by the root joined with the file's path below it,
// slash-separated ("tools/mail/trusted/effects.py"). CPython's
// __pycache__ directories and .pyc files are left out: CPython writes
// them when it imports the layer. A symbolic link to a file is hashed as
// the file it points to. A link to anything else, a special file, a root
// that cannot be read, or a layer over 10000 files or 256 MiB is an
// error: a layer that cannot be hashed cannot be bound to an approval.
func HashTrustedFiles(roots []string) (map[string]string, error) {
	out := map[string]string{}
	total := int64(0)
	for _, root := range roots {
		err := filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
			if err != nil {
				return err
			}
			switch {
			case d.IsDir():
				if d.Name() == "__pycache__" {
					return filepath.SkipDir
				}
				return nil
			case strings.HasSuffix(d.Name(), ".pyc"):
				return nil
			case d.Type()&fs.ModeSymlink != 0:
				// A link to a file binds the file's content; a link to
				// a directory would hide the files below it.
				if st, err := os.Stat(p); err != nil || !st.Mode().IsRegular() {
					return fmt.Errorf("%s is a symbolic link to something other than a regular file", p)
				}
			case !d.Type().IsRegular():
				return fmt.Errorf("%s is not a regular file", p)
			}
			if len(out) >= maxTrustedFiles {
				return fmt.Errorf("the trusted layer has more than %d files", maxTrustedFiles)
			}
			f, err := os.Open(p)
			if err != nil {
				return err
			}
			defer f.Close()
			h := sha256.New()
			n, err := io.Copy(h, io.LimitReader(f, maxTrustedBytes-total+1))
			if err != nil {
				return err
			}
			if total += n; total > maxTrustedBytes {
				return fmt.Errorf("the trusted layer is larger than %d bytes", maxTrustedBytes)
			}
			out[filepath.ToSlash(p)] = hex.EncodeToString(h.Sum(nil))
			return nil
		})
		if err != nil {
			return nil, fmt.Errorf("cannot hash the trusted layer: %w", err)
		}
	}
	return out, nil
}

// TrustedFilesSHA256 is the digest a receipt binds for a trusted_files
// value (a map[string]string or the generic tree a service stored): the
// hex sha256 of its canonical JSON.
func TrustedFilesSHA256(files any) (string, error) {
	if m, ok := files.(map[string]string); ok {
		t := make(map[string]any, len(m))
		for k, v := range m {
			t[k] = v
		}
		files = t
	}
	b, err := Canonical(files)
	if err != nil {
		return "", err
	}
	sum := sha256.Sum256(b)
	return hex.EncodeToString(sum[:]), nil
}

// TrustedBinding is the receipt keys binding the trusted files of a
// stored request record (its "clauz3_go" "trusted_files", as
// submitted) and the function it asks to run (its "target"), or nil
// when the record names neither. A service that signs a receipt for the
// record adds them to the payload, so that the runner refuses to run
// when the files on disk are not those the person was shown, or another
// function of the program than the one the person approved (the
// protocol's receipt binds the program's hash and guarantees, which two
// functions without guarantees share). The file map itself is included
// only up to MaxNamedTrustedFiles files (the receipt travels in an
// environment variable).
func TrustedBinding(record map[string]any) map[string]any {
	var out map[string]any
	add, _ := record[AdditionsKey].(map[string]any)
	if files, ok := add["trusted_files"].(map[string]any); ok {
		if sum, err := TrustedFilesSHA256(files); err == nil {
			out = map[string]any{TrustedSHA256Key: sum}
			if len(files) <= MaxNamedTrustedFiles {
				out[TrustedFilesKey] = files
			}
		}
	}
	if t, ok := record["target"].(string); ok && t != "" {
		if out == nil {
			out = map[string]any{}
		}
		out[TargetKey] = t
	}
	return out
}

// CheckTarget compares the function a run is about to call with the one
// a receipt payload binds (TargetKey). A payload without the binding (a
// service that does not sign it, such as the reference's) passes. The
// payload must be one whose signature has been verified.
func CheckTarget(target string, payload map[string]any) error {
	want, ok := payload[TargetKey]
	if !ok {
		return nil
	}
	if w, _ := want.(string); w != target {
		return &ServiceError{Msg: fmt.Sprintf("the receipt approves running %v, not %s; nothing was run", want, target)}
	}
	return nil
}

// TrustedLayerError is a run refused because the trusted files on disk
// are not those the receipt was signed for. Changes name each file that
// differs when the receipt lists the files.
type TrustedLayerError struct {
	Changes []string
}

func (e *TrustedLayerError) Error() string {
	msg := "the trusted layer is not the one that was approved"
	if len(e.Changes) > 0 {
		msg += ": " + strings.Join(e.Changes, "; ")
	}
	return msg + "; nothing was run (prove and ask for approval again)"
}

// CheckTrustedFiles compares the trusted files under roots, hashed now,
// with those a receipt payload binds (TrustedSHA256Key, and
// TrustedFilesKey to name the files). A payload without the binding
// (a service that does not sign it, such as the reference's) passes: the
// binding is as strong as the service that signs. The payload must be
// one whose signature has been verified (VerifyReceipt's Extra, as
// Authorize and the runner pass it): a forged receipt is refused for its
// signature, never judged by the files it claims.
func CheckTrustedFiles(roots []string, payload map[string]any) error {
	want, ok := payload[TrustedSHA256Key]
	if !ok {
		return nil
	}
	wantSum, _ := want.(string)
	now, err := HashTrustedFiles(roots)
	if err != nil {
		return &ServiceError{Msg: err.Error() + "; nothing was run"}
	}
	got, err := TrustedFilesSHA256(now)
	if err != nil {
		return err
	}
	if got == wantSum {
		return nil
	}
	e := &TrustedLayerError{}
	approved, ok := payload[TrustedFilesKey].(map[string]any)
	if !ok {
		return e
	}
	if sum, err := TrustedFilesSHA256(approved); err != nil || sum != wantSum {
		return e // the list does not match the signed digest: name nothing
	}
	var paths []string
	for p := range approved {
		paths = append(paths, p)
	}
	for p := range now {
		if _, ok := approved[p]; !ok {
			paths = append(paths, p)
		}
	}
	sort.Strings(paths)
	for _, p := range paths {
		a, wasApproved := approved[p].(string)
		n, isNow := now[p]
		switch {
		case !wasApproved && isNow:
			e.Changes = append(e.Changes, p+" was added")
		case wasApproved && !isNow:
			e.Changes = append(e.Changes, p+" was removed")
		case n != a:
			e.Changes = append(e.Changes, fmt.Sprintf("%s was changed (sha256 %s, approved %s)", p, short(n), short(a)))
		}
	}
	return e
}

// short is the first 12 characters of a hex digest.
func short(sum string) string {
	if len(sum) > 12 {
		return sum[:12]
	}
	return sum
}
