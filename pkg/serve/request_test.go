package serve

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// lines runs ServeLines on input and returns its answers.
func lines(t *testing.T, s *Server, input string) []*Response {
	t.Helper()
	var out bytes.Buffer
	if err := s.ServeLines(context.Background(), strings.NewReader(input), &out); err != nil {
		t.Fatalf("ServeLines: %v", err)
	}
	var resps []*Response
	sc := bufio.NewScanner(&out)
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		var r Response
		if err := json.Unmarshal(sc.Bytes(), &r); err != nil {
			t.Fatal(err)
		}
		resps = append(resps, &r)
	}
	return resps
}

// TestJSONLinesLongLine: a line longer than MaxRequestBytes is answered
// with a bad-request error at its line, and the lines after it are
// answered as usual (the server used to end with exit 3).
func TestJSONLinesLongLine(t *testing.T) {
	s := newServer(t, exampleDir(t), 1)
	ok := `{"id": "ok", "path": "cases/only_bob_pass.py", "trusted_roots": ["tools/email/trusted"], "replay": false}` + "\n"
	big, _ := json.Marshal(Request{ID: "big", Program: "x = 1\n" + strings.Repeat("#", MaxRequestBytes)})
	resps := lines(t, s, ok+string(big)+"\n"+ok)
	if len(resps) != 3 {
		t.Fatalf("%d answers for 3 lines", len(resps))
	}
	if resps[0].ExitCode != 0 || resps[2].ExitCode != 0 || resps[2].ID != "ok" {
		t.Errorf("the lines around the long one: %+v, %+v", resps[0], resps[2])
	}
	r := resps[1]
	if r.ExitCode != 2 || len(r.Diagnostics) != 1 || r.Diagnostics[0].Code != CodeBadRequest ||
		r.Diagnostics[0].Span.File != "<stdin>" || r.Diagnostics[0].Span.Line != 2 ||
		!strings.Contains(r.Diagnostics[0].Message, "longer than 16777216 bytes") {
		t.Errorf("the long line: exit %d %+v", r.ExitCode, r.Diagnostics)
	}
}

// TestReadLine: lines with and without a final newline, a line of
// exactly the limit, and one byte more.
func TestReadLine(t *testing.T) {
	br := bufio.NewReaderSize(strings.NewReader("ab\n"+"abcd\n"+"abcde\n"+"x\r\n"+"last"), 16)
	want := []struct {
		line string
		long bool
	}{{"ab", false}, {"abcd", false}, {"", true}, {"x\r", false}, {"last", false}}
	for i, w := range want {
		line, long, err := readLine(br, 4)
		if err != nil || string(line) != w.line || long != w.long {
			t.Errorf("line %d: %q long=%v err=%v, want %q long=%v", i, line, long, err, w.line, w.long)
		}
	}
	if _, _, err := readLine(br, 4); err == nil {
		t.Error("no end of input after the last line")
	}
}

// TestStrictRequests: HTTP and JSON Lines decode a request the same way:
// an unknown field (a typo) is refused rather than ignored, and every
// refusal is in clauz3's words with a JSON pointer to the field, never
// with a Go type name.
func TestStrictRequests(t *testing.T) {
	s := newServer(t, exampleDir(t), 1)
	url, _ := listen(t, s)
	cases := []struct {
		body, ptr, msg string
	}{
		{`{"id": 7, "path": "cases/only_bob_pass.py", "trusted_root": ["tools/email/trusted"]}`, "/trusted_root",
			`request: unknown field "trusted_root" (known: id, path, program, filename, trusted_roots, import_roots, target, format, timeout_ms, replay)`},
		{`{"path": 3}`, "/path", "request: expected a string, found a number"},
		{`{"trusted_roots": "tools"}`, "/trusted_roots", "request: expected a list of strings, found a string"},
		{`{"timeout_ms": 1.5}`, "/timeout_ms", "request: expected an integer, found a number"},
		{`[1]`, "", "request: expected a JSON object, found an array"},
		{`{"path": "a.py"} {"path": "b.py"}`, "", "request: more than one JSON value: expected one JSON object"},
		{`{"path": `, "", "request: invalid JSON: unexpected end of input"},
	}
	for _, c := range cases {
		_, httpResp := postRaw(t, url, c.body)
		stdio := lines(t, s, c.body+"\n")
		for mode, r := range map[string]*Response{"http": httpResp, "stdio": stdio[0]} {
			if r.ExitCode != 2 || len(r.Diagnostics) != 1 {
				t.Errorf("%s %s: exit %d %+v", mode, c.body, r.ExitCode, r.Diagnostics)
				continue
			}
			d := r.Diagnostics[0]
			if d.Code != CodeBadRequest || d.Pointer != c.ptr || d.Message != c.msg {
				t.Errorf("%s %s: [%s] at %q: %q, want at %q: %q", mode, c.body, d.Code, d.Pointer, d.Message, c.ptr, c.msg)
			}
			if strings.Contains(d.Message, "Go ") || strings.Contains(d.Message, "serve.") {
				t.Errorf("%s %s: a Go name in %q", mode, c.body, d.Message)
			}
		}
		if strings.Contains(c.body, `"id": 7`) && (httpResp.ID != float64(7) || stdio[0].ID != float64(7)) {
			t.Errorf("the id of a refused request is not echoed: %v %v", httpResp.ID, stdio[0].ID)
		}
	}
}

func postRaw(t *testing.T, url, body string) (int, *Response) {
	t.Helper()
	r, err := http.Post(url+"/prove", "application/json", strings.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	defer r.Body.Close()
	var resp Response
	if err := json.NewDecoder(r.Body).Decode(&resp); err != nil {
		t.Fatal(err)
	}
	return r.StatusCode, &resp
}

// TestPathsOutsideDir: a request names files below the served directory
// only: an absolute path or one climbing out with ".." is refused at its
// JSON pointer, before anything is read.
func TestPathsOutsideDir(t *testing.T) {
	s := newServer(t, exampleDir(t), 1)
	cases := []struct {
		req Request
		ptr string
	}{
		{Request{Path: "/dev/zero"}, "/path"},
		{Request{Path: "/etc/passwd"}, "/path"},
		{Request{Path: "../x.py"}, "/path"},
		{Request{Path: "cases/../../x.py"}, "/path"},
		{Request{Path: "cases/only_bob_pass.py", TrustedRoots: []string{trusted, "/"}}, "/trusted_roots/1"},
		{Request{Path: "cases/only_bob_pass.py", ImportRoots: []string{".", ".."}}, "/import_roots/1"},
		{Request{Program: "x = 1\n", ImportRoots: []string{"/tmp"}}, "/import_roots/0"},
	}
	for _, c := range cases {
		r := answer(t, s, &c.req)
		if r.ExitCode != 2 || len(r.Diagnostics) != 1 || r.Diagnostics[0].Code != CodeOutsideDir || r.Diagnostics[0].Pointer != c.ptr {
			t.Errorf("%+v: exit %d %+v, want 2 [%s] at %s", c.req, r.ExitCode, r.Diagnostics, CodeOutsideDir, c.ptr)
		}
	}
	// Paths below the directory, even through "..", are accepted.
	if r := answer(t, s, &Request{Path: "tools/../cases/only_bob_pass.py", TrustedRoots: []string{trusted}, ImportRoots: []string{"."}}); r.ExitCode != 0 {
		t.Errorf("a path below the directory: %+v", r.Diagnostics)
	}
}

// TestProgramDirByName: a program text sent under two file names is
// written to two directories, each holding its one file: the file of a
// request is never a module another request could import. (Named by the
// text alone, the second request found hm.py, the first one's file, and
// its "import hm" resolved to it.)
func TestProgramDirByName(t *testing.T) {
	dir := exampleDir(t)
	s := newServerConfig(t, Config{Dir: dir, Parallel: 1, CacheResults: -1, CacheLoads: -1})
	prog := "import hm\n\n\ndef main() -> None:\n    pass\n"
	first := answer(t, s, &Request{Program: prog, Filename: "hm.py"})
	second := answer(t, s, &Request{Program: prog, Filename: "program.py"})
	a, _ := s.entry(&Request{Program: prog, Filename: "hm.py"})
	b, _ := s.entry(&Request{Program: prog, Filename: "program.py"})
	if filepath.Dir(a) == filepath.Dir(b) {
		t.Errorf("one directory for two file names: %s, %s", a, b)
	}
	for _, p := range []string{a, b} {
		ents, err := os.ReadDir(filepath.Join(dir, filepath.Dir(p)))
		if err != nil || len(ents) != 1 {
			t.Errorf("%s: %d files, want 1 (%v)", filepath.Dir(p), len(ents), err)
		}
	}
	// The answer a server that never saw hm.py gives.
	fresh := newServerConfig(t, Config{Dir: exampleDir(t), Parallel: 1, CacheResults: -1, CacheLoads: -1})
	want := answer(t, fresh, &Request{Program: prog, Filename: "program.py"})
	if second.ExitCode != want.ExitCode || second.Explanation != want.Explanation {
		t.Errorf("after hm.py was sent, program.py: exit %d %q %+v; alone: exit %d %q %+v (hm.py: exit %d)",
			second.ExitCode, second.Explanation, second.Diagnostics, want.ExitCode, want.Explanation, want.Diagnostics, first.ExitCode)
	}
}
