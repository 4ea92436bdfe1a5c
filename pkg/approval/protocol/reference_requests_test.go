package protocol

import (
	"bytes"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"clauz3/internal/golden"
)

// refRequestsDir holds the recorded requests of the reference's `run`:
// two trusted layers (plain, and policy with a coverage policy), programs
// under each layer's cases/, and under requests/ the exact body the
// reference 0.2.1 POSTed for each, run from the layer's folder as
//
//	clauz3 run cases/NAME.py --trusted-root tools/email/trusted --import-root .
//
// They are the expected requests for our own `clauz3 run` (pkg/runner
// compares its request building with them). `go test -update` re-records
// them with the reference (which must then be installed).
const refRequestsDir = testdata + "/reference-requests"

type refRequestCase struct{ layer, name string }

var refRequestCases = []refRequestCase{
	{"plain", "only_bob"},
	{"plain", "two_guarantees"},
	{"plain", "crlf"},
	{"policy", "covered"},
	{"policy", "recommended_gap"},
	{"policy", "silent_gap"},
}

// TestReferenceRequests checks each recorded request: our decoder reads
// it and our encoder writes it back byte for byte, and its program, hash
// and id are our normalisation of the case file. With -update it first
// records the bodies anew from the reference.
func TestReferenceRequests(t *testing.T) {
	for _, c := range refRequestCases {
		c := c
		t.Run(c.layer+"/"+c.name, func(t *testing.T) {
			layer := filepath.Join(refRequestsDir, c.layer)
			path := filepath.Join(layer, "requests", c.name+".wire.txt")
			if golden.Update() {
				recordReferenceRequest(t, layer, c.name, path)
			}
			data, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			body := bytes.TrimSuffix(data, []byte("\n"))
			r, tree, err := DecodeRequest(body)
			if err != nil {
				t.Fatal(err)
			}
			again, err := r.Wire()
			if err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(again, body) {
				t.Errorf("re-encoded\n got %s\nwant %s", again, body)
			}
			src, err := os.ReadFile(filepath.Join(layer, "cases", c.name+".py"))
			if err != nil {
				t.Fatal(err)
			}
			program, err := NormalizeProgram(src)
			if err != nil {
				t.Fatal(err)
			}
			if r.Program != program || r.ProgramSHA256 != ProgramSHA256(program) || r.RequestID != RequestID(r.ProgramSHA256) {
				t.Errorf("program, hash or id differ from ours: %s %s", r.ProgramSHA256, r.RequestID)
			}
			if len(tree) != 12 || r.SourceName != "cases/"+c.name+".py" || r.Target != "main" {
				t.Errorf("%d keys, source %q, target %q", len(tree), r.SourceName, r.Target)
			}
		})
	}
}

// recordReferenceRequest runs the reference's `clauz3 run` on the case,
// in a copy of the layer, against a mock that approves with a receipt it
// signs, and stores the body it received.
func recordReferenceRequest(t *testing.T, layer, name, path string) {
	reference(t)
	dir := t.TempDir()
	copyTree(t, layer, dir)
	cap := &capture{mock: &Mock{Config: &MockConfig{Decision: ApprovedOnce}, Key: mustKey(t, testSeed)}}
	srv := httptest.NewServer(cap)
	defer srv.Close()
	code, out, errOut := refRun(t, dir, name+".py", srv.URL, t.TempDir())
	if code != 0 {
		t.Fatalf("reference run: exit %d\nstdout:\n%s\nstderr:\n%s", code, out, errOut)
	}
	if len(cap.bodies) != 1 {
		t.Fatalf("%d requests", len(cap.bodies))
	}
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, append(cap.bodies[0], '\n'), 0o644); err != nil {
		t.Fatal(err)
	}
	t.Logf("recorded %s: %s", path, strings.TrimSpace(out))
}
