package library

import (
	"os"
	"path/filepath"
	"sort"
	"strings"

	"clauz3/pkg/diag"
)

// Suffixes of proof cases: a _pass case must prove, a _fail case must
// not (refuted, unknown, unsupported or refused alike).
const (
	PassSuffix = "_pass.py"
	FailSuffix = "_fail.py"
)

// Suite is a library's proof cases with the roots they are proved with.
type Suite struct {
	Dir          string   // the library directory (holds tools/ and tests/)
	TrustedRoots []string // every tools/**/trusted of the library
	ImportRoots  []string // the library directory
	Cases        []string // tests/cases/*_{pass,fail}.py, sorted
}

// ResolveSuite finds the library named by source (a bundled NAME or
// stdlib:NAME, a library directory, or its tests/ or tests/cases/
// directory) and lists its cases. A case whose name has neither suffix
// is an error, as is a library without cases.
func ResolveSuite(source, bundled string) (*Suite, error) {
	dir := ""
	name := strings.TrimPrefix(source, "stdlib:")
	if strings.HasPrefix(source, "stdlib:") || (filepath.Base(source) == source && !exists(source)) {
		for _, b := range Bundles(bundled) {
			if b == name {
				dir = filepath.Join(bundled, b)
			}
		}
		if dir == "" {
			return nil, &diag.Diagnostic{Severity: diag.Error, Code: "bad-source", Message: "unknown library " + source + " (not a directory, and not a bundled library)"}
		}
	} else {
		abs, err := filepath.Abs(source)
		if err != nil {
			return nil, err
		}
		if st, err := os.Stat(abs); err != nil || !st.IsDir() {
			return nil, &diag.Diagnostic{Severity: diag.Error, Code: "bad-source", Span: diag.Span{File: source}, Message: "not a library directory"}
		}
		dir = abs
		switch filepath.Base(dir) {
		case "cases":
			dir = filepath.Dir(filepath.Dir(dir))
		case "tests":
			dir = filepath.Dir(dir)
		}
	}
	tools := filepath.Join(dir, ToolsDir)
	doms, _ := Domains(tools)
	if len(doms) == 0 {
		return nil, &diag.Diagnostic{Severity: diag.Error, Code: "bad-source", Span: diag.Span{File: rel(dir)}, Message: "no trusted layer (tools/<domain>/trusted/) in the library"}
	}
	s := &Suite{Dir: dir, ImportRoots: []string{dir}}
	for _, d := range doms {
		s.TrustedRoots = append(s.TrustedRoots, filepath.Join(tools, filepath.FromSlash(d), TrustedDir))
	}
	casesDir := filepath.Join(dir, "tests", "cases")
	ents, err := os.ReadDir(casesDir)
	if err != nil {
		return nil, &diag.Diagnostic{Severity: diag.Error, Code: "no-cases", Span: diag.Span{File: rel(casesDir)}, Message: "cannot read the proof cases: " + unwrapPath(err).Error()}
	}
	var bad diag.List
	for _, e := range ents {
		if e.IsDir() || !strings.HasSuffix(e.Name(), ".py") {
			continue
		}
		p := filepath.Join(casesDir, e.Name())
		if !strings.HasSuffix(e.Name(), PassSuffix) && !strings.HasSuffix(e.Name(), FailSuffix) {
			bad.Add(diag.Errorf(diag.Span{File: rel(p)}, "bad-case-name", "a case's name must end in %s or %s", PassSuffix, FailSuffix))
			continue
		}
		s.Cases = append(s.Cases, p)
	}
	if len(bad) > 0 {
		return nil, bad
	}
	if len(s.Cases) == 0 {
		return nil, &diag.Diagnostic{Severity: diag.Error, Code: "no-cases", Span: diag.Span{File: rel(casesDir)}, Message: "no *_pass.py or *_fail.py cases"}
	}
	sort.Strings(s.Cases)
	return s, nil
}
