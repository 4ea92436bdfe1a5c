package mcp

import (
	"context"
	"encoding/json"
	"net/http/httptest"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	sdk "github.com/modelcontextprotocol/go-sdk/mcp"

	_ "clauz3/internal/golden"
	"clauz3/pkg/approval/protocol"
)

// These tests drive the server through the Go SDK's own client over an
// in-memory transport, in examples/email (the trusted email layer).

func emailDir(t *testing.T) string {
	t.Helper()
	dir, err := filepath.Abs("../../examples/email")
	if err != nil {
		t.Fatal(err)
	}
	return dir
}

type session struct {
	cs       *sdk.ClientSession
	mu       sync.Mutex
	progress []string // the messages of the progress notifications
}

func connect(t *testing.T, cfg Config) *session {
	t.Helper()
	s, err := New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	ct, st := sdk.NewInMemoryTransports()
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- s.Serve(ctx, st) }()
	sess := &session{}
	client := sdk.NewClient(&sdk.Implementation{Name: "test", Version: "1"}, &sdk.ClientOptions{
		ProgressNotificationHandler: func(_ context.Context, r *sdk.ProgressNotificationClientRequest) {
			sess.mu.Lock()
			sess.progress = append(sess.progress, r.Params.Message)
			sess.mu.Unlock()
		},
	})
	cs, err := client.Connect(ctx, ct, nil)
	if err != nil {
		t.Fatal(err)
	}
	sess.cs = cs
	t.Cleanup(func() {
		cs.Close()
		cancel()
		<-done
	})
	return sess
}

// call calls a tool and returns its result and its text.
func (s *session) call(t *testing.T, name string, args map[string]any, progress bool) (*sdk.CallToolResult, string) {
	t.Helper()
	p := &sdk.CallToolParams{Name: name, Arguments: args}
	if progress {
		p.SetProgressToken("tok-" + name)
	}
	res, err := s.cs.CallTool(context.Background(), p)
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	var b strings.Builder
	for _, c := range res.Content {
		if tc, ok := c.(*sdk.TextContent); ok {
			b.WriteString(tc.Text)
		}
	}
	return res, b.String()
}

// structured decodes the structured output of res into v.
func structured(t *testing.T, res *sdk.CallToolResult, v any) {
	t.Helper()
	data, err := json.Marshal(res.StructuredContent)
	if err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(data, v); err != nil {
		t.Fatalf("%v: %s", err, data)
	}
}

func readCase(t *testing.T, name string) string {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(emailDir(t), "cases", name))
	if err != nil {
		t.Fatal(err)
	}
	return string(data)
}

func TestToolsListed(t *testing.T) {
	s := connect(t, Config{Dir: emailDir(t)})
	res, err := s.cs.ListTools(context.Background(), nil)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, tool := range res.Tools {
		names = append(names, tool.Name)
		if tool.InputSchema == nil || tool.OutputSchema == nil {
			t.Errorf("%s: input schema %v, output schema %v", tool.Name, tool.InputSchema != nil, tool.OutputSchema != nil)
		}
		if tool.Description == "" {
			t.Errorf("%s has no description", tool.Name)
		}
	}
	slices.Sort(names)
	want := []string{"explain", "libraries", "list_skills", "prove", "read_skill", "run", "status", "tools"}
	if !slices.Equal(names, want) {
		t.Errorf("tools %v, want %v", names, want)
	}
}

// ceCall reads the address of a counterexample main(addr='...').
var ceCall = regexp.MustCompile(`^main\(addr='([^'\\]*)'\)$`)

func TestProveAndExplain(t *testing.T) {
	s := connect(t, Config{Dir: emailDir(t)})

	res, txt := s.call(t, "prove", map[string]any{"source": readCase(t, "only_bob_pass.py")}, false)
	var out ProveOutput
	structured(t, res, &out)
	if res.IsError || out.Verdict != "proved" || out.ExitCode != 0 || len(out.Problems) != 0 || !strings.Contains(txt, "PROVED") {
		t.Errorf("pass case: error %v, %+v\n%s", res.IsError, out, txt)
	}
	if len(out.Guaranteed) != 1 || !strings.Contains(out.Guaranteed[0], "bob@example.com") {
		t.Errorf("guaranteed %q", out.Guaranteed)
	}

	res, txt = s.call(t, "prove", map[string]any{"source": readCase(t, "only_bob_fail.py")}, false)
	out = ProveOutput{}
	structured(t, res, &out)
	if res.IsError || out.Verdict != "not_proved" || out.ExitCode != 1 || len(out.Problems) != 1 {
		t.Fatalf("fail case: error %v, %+v\n%s", res.IsError, out, txt)
	}
	p := out.Problems[0]
	if p.Status != "refuted" || p.Kind != "guarantee" || p.Line != 8 || p.Counterexample == nil {
		t.Fatalf("problem %+v", p)
	}
	// The counterexample must break the guarantee: an address that passes
	// the program's check and is not bob's, which send_email receives.
	m := ceCall.FindStringSubmatch(p.Counterexample.Call)
	if m == nil {
		t.Fatalf("counterexample call %q", p.Counterexample.Call)
	}
	if addr := m[1]; !strings.Contains(addr, "@") || addr == "bob@example.com" {
		t.Errorf("counterexample address %q does not break only([bob])", addr)
	}
	wantEffect := "send_email(addr='" + m[1] + "', msg='hi')   # line 11"
	if !slices.Equal(p.Counterexample.Effects, []string{wantEffect}) {
		t.Errorf("effects %q, want %q", p.Counterexample.Effects, wantEffect)
	}
	if !strings.Contains(txt, "program.py:8: error: guarantee") || strings.Contains(txt, "clauz3-mcp-") {
		t.Errorf("text does not name program.py:\n%s", txt)
	}

	res, txt = s.call(t, "explain", map[string]any{"source": readCase(t, "only_bob_fail.py")}, false)
	var ex ExplainOutput
	structured(t, res, &ex)
	if ex.Verdict != "not_proved" || !strings.HasPrefix(txt, "Not proved:") ||
		!strings.Contains(txt, "counterexample: "+p.Counterexample.Call) || !strings.Contains(txt, wantEffect) || ex.Markdown == "" {
		t.Errorf("explain: %+v\n%s", ex, txt)
	}
	res, txt = s.call(t, "explain", map[string]any{"source": readCase(t, "only_bob_pass.py")}, false)
	if res.IsError || !strings.HasPrefix(txt, "Proved:") || !strings.Contains(txt, "bob@example.com") {
		t.Errorf("explain pass:\n%s", txt)
	}

	// A program that does not load is a tool error with the place.
	res, txt = s.call(t, "prove", map[string]any{"source": "import clauz3\ndef main(:\n    pass\n"}, false)
	if !res.IsError || !strings.Contains(txt, "program.py:2:") || !strings.Contains(txt, "syntax") {
		t.Errorf("syntax error: error %v, %q", res.IsError, txt)
	}
	// An import of nothing is an unsupported obligation (fail-closed).
	res, txt = s.call(t, "prove", map[string]any{"source": "from tools.email.trusted.effects import nothing_here\ndef main() -> None:\n    nothing_here()\n"}, false)
	out = ProveOutput{}
	structured(t, res, &out)
	if res.IsError || out.Verdict != "not_proved" || len(out.Problems) != 1 || out.Problems[0].Status != "unsupported" ||
		out.Problems[0].Line != 1 || !strings.Contains(out.Problems[0].Message, "nothing_here") {
		t.Errorf("bad import: error %v, %+v", res.IsError, out)
	}
	// A missing argument is refused by the schema.
	res, txt = s.call(t, "prove", map[string]any{}, false)
	if !res.IsError || !strings.Contains(txt, "source") {
		t.Errorf("no source: error %v, %q", res.IsError, txt)
	}
}

func TestCatalogueAndSkills(t *testing.T) {
	skills := t.TempDir()
	os.MkdirAll(filepath.Join(skills, "mail-etiquette"), 0o755)
	os.WriteFile(filepath.Join(skills, "mail-etiquette", "SKILL.md"), []byte("---\nname: mail etiquette\n---\nWrite short mails.\n"), 0o644)
	docs, err := LoadSkills([]string{skills})
	if err != nil {
		t.Fatal(err)
	}
	s := connect(t, Config{Dir: emailDir(t), Skills: docs})

	_, txt := s.call(t, "tools", map[string]any{"query": "send_email"}, false)
	for _, want := range []string{
		"# tools/email/trusted/effects.py",
		"Effect: send_email(addr: str, msg: str) -> None\nImport: from tools.email.trusted.effects import send_email\n",
		"Preconditions:\ndeal.pre(lambda addr, msg: '@' in addr)\n",
		"Contract (use inside @clauz3.guarantee): only(addresses: list[str]) -> ContractSpec\nImport: from tools.email.trusted.contracts import only\nEvery email goes to one of addresses.",
	} {
		if !strings.Contains(txt, want) {
			t.Errorf("tools lacks %q:\n%s", want, txt)
		}
	}
	_, txt = s.call(t, "tools", map[string]any{"query": "no-such-thing-anywhere"}, false)
	if txt != "No installed tools match." {
		t.Errorf("no match: %q", txt)
	}
	_, txt = s.call(t, "tools", map[string]any{"view": "source", "query": "def send_email"}, false)
	if !strings.Contains(txt, "@deal.has(\"email\")\n@deal.pre(lambda addr, msg: \"@\" in addr)\ndef send_email(") {
		t.Errorf("source view:\n%s", txt)
	}
	res, txt := s.call(t, "tools", map[string]any{"view": "everything"}, false)
	if !res.IsError || !strings.Contains(txt, "view") {
		t.Errorf("bad view: %v %q", res.IsError, txt)
	}

	res, _ = s.call(t, "libraries", map[string]any{}, false)
	var libs LibrariesOutput
	structured(t, res, &libs)
	if len(libs.Libraries) != 1 || libs.Libraries[0].Name != "email" || libs.Libraries[0].Path != "tools/email/trusted" ||
		libs.Libraries[0].Effects < 4 || libs.Libraries[0].Contracts < 10 {
		t.Errorf("libraries %+v", libs.Libraries)
	}

	res, _ = s.call(t, "list_skills", map[string]any{}, false)
	var sk SkillsOutput
	structured(t, res, &sk)
	var ids []string
	for _, k := range sk.Result {
		ids = append(ids, k.ID)
	}
	want := []string{"builtin:clauz3-authoring", "builtin:reading-results", "skill:" + filepath.Base(skills) + "/mail-etiquette"}
	if !slices.Equal(ids, want) {
		t.Errorf("skills %q, want %q", ids, want)
	}
	if sk.Result[2].Preview != "name: mail etiquette" {
		t.Errorf("preview %q", sk.Result[2].Preview)
	}
	_, txt = s.call(t, "read_skill", map[string]any{"id": "builtin:clauz3-authoring"}, false)
	if !strings.HasPrefix(txt, "# Writing a program clauz3 can prove") || !strings.Contains(txt, "counterexample:") {
		t.Errorf("authoring skill: %.200q", txt)
	}
	_, txt = s.call(t, "read_skill", map[string]any{"id": want[2]}, false)
	if !strings.Contains(txt, "Write short mails.") {
		t.Errorf("dir skill %q", txt)
	}
	res, txt = s.call(t, "read_skill", map[string]any{"id": "../etc/passwd"}, false)
	if !res.IsError || !strings.Contains(txt, "unknown skill id") {
		t.Errorf("unknown skill: %v %q", res.IsError, txt)
	}
}

func TestLoadSkillsLimits(t *testing.T) {
	dir := t.TempDir()
	os.MkdirAll(filepath.Join(dir, "big"), 0o755)
	os.WriteFile(filepath.Join(dir, "big", "SKILL.md"), []byte(strings.Repeat("x", MaxSkillBytes+1)), 0o644)
	if _, err := LoadSkills([]string{dir}); err == nil || !strings.Contains(err.Error(), "larger than") {
		t.Errorf("big skill: %v", err)
	}
	dir = t.TempDir()
	os.MkdirAll(filepath.Join(dir, "a"), 0o755)
	os.Symlink("/etc/hostname", filepath.Join(dir, "a", "SKILL.md"))
	if _, err := LoadSkills([]string{dir}); err == nil || !strings.Contains(err.Error(), "symlink") {
		t.Errorf("symlinked skill: %v", err)
	}
	if _, err := LoadSkills([]string{filepath.Join(dir, "missing")}); err == nil {
		t.Error("a missing directory is accepted")
	}
}

// TestRun runs programs of testdata/run (a mail layer whose effect
// appends to $CLAUZ3_RUN_OUTBOX) through in-process mock approval
// services: one rejects with feedback (nothing runs), one approves with
// a signed receipt (the program runs, its trusted calls performed by
// CPython).
func TestRun(t *testing.T) {
	dir, err := filepath.Abs("../../testdata/run")
	if err != nil {
		t.Fatal(err)
	}
	read := func(name string) string {
		data, err := os.ReadFile(filepath.Join(dir, "cases", name))
		if err != nil {
			t.Fatal(err)
		}
		return string(data)
	}
	t.Chdir(dir) // run works in the current directory
	box := filepath.Join(t.TempDir(), "outbox.jsonl")
	t.Setenv("CLAUZ3_RUN_OUTBOX", box)
	signing, verify, err := protocol.GenerateKeys(nil)
	if err != nil {
		t.Fatal(err)
	}
	key, _ := protocol.ParseSigningKey(signing)
	reject := &protocol.Mock{Config: &protocol.MockConfig{Decision: protocol.Rejected, Feedback: "email alice instead", HasFeedback: true}, Key: key}
	approve := &protocol.Mock{Config: &protocol.MockConfig{Decision: protocol.ApprovedOnce}, Key: key}
	rejectSrv := httptest.NewServer(reject)
	defer rejectSrv.Close()
	approveSrv := httptest.NewServer(approve)
	defer approveSrv.Close()
	env := map[string]string{protocol.VerifyKeyEnv: verify, protocol.CacheEnv: t.TempDir()}
	var envMu sync.Mutex
	getenv := func(k string) string {
		envMu.Lock()
		defer envMu.Unlock()
		return env[k]
	}
	setService := func(url string) {
		envMu.Lock()
		env[protocol.ServiceEnv] = url
		envMu.Unlock()
	}

	setService(rejectSrv.URL)
	s := connect(t, Config{Getenv: getenv, TrustedRoots: []string{"tools/mail/trusted"}, Heartbeat: 50 * time.Millisecond})
	res, txt := s.call(t, "run", map[string]any{"source": read("send_bob.py")}, true)
	var out RunOutput
	structured(t, res, &out)
	if res.IsError || out.Phase != "refused" || out.ExitCode != 3 || out.Decision != "rejected" || out.Feedback != "email alice instead" {
		t.Errorf("rejected run: %+v\n%s", out, txt)
	}
	if !strings.Contains(txt, "approval: rejected\nfeedback: email alice instead") || !strings.Contains(txt, "PROVED") {
		t.Errorf("rejected run text:\n%s", txt)
	}
	if n := len(reject.Requests()); n != 1 {
		t.Errorf("the rejecting service saw %d requests", n)
	}
	if data, _ := os.ReadFile(box); len(data) != 0 {
		t.Errorf("a rejected program sent mail: %q", data)
	}
	// The client handles notifications on its own goroutine: the last
	// one may be handled just after the result.
	var progress string
	for i := 0; i < 100; i++ {
		s.mu.Lock()
		progress = strings.Join(s.progress, "\n")
		s.mu.Unlock()
		if strings.Contains(progress, `"phase":"refused"`) {
			break
		}
		time.Sleep(20 * time.Millisecond)
	}
	for _, phase := range []string{`"phase":"checking"`, `"phase":"proving"`, `"phase":"submitting_approval"`, `"phase":"refused"`} {
		if !strings.Contains(progress, phase) {
			t.Errorf("no progress notification with %s:\n%s", phase, progress)
		}
	}

	// A program that does not prove is refused before anyone is asked.
	res, txt = s.call(t, "run", map[string]any{"source": read("not_proved.py")}, false)
	out = RunOutput{}
	structured(t, res, &out)
	if out.Phase != "refused" || out.ExitCode != 1 || out.Decision != "" || len(reject.Requests()) != 1 ||
		!strings.Contains(txt, "program.py:8: error: guarantee") {
		t.Errorf("unproved run: %+v\n%s", out, txt)
	}

	setService(approveSrv.URL)
	res, txt = s.call(t, "run", map[string]any{"source": read("send_bob.py")}, false)
	out = RunOutput{}
	structured(t, res, &out)
	if out.Phase != "completed" || out.ExitCode != 0 || out.Decision != "approved_once" {
		t.Errorf("approved run: %+v\n%s", out, txt)
	}
	if !strings.Contains(txt, "done 15\nexecuted: main\neffects: 3\n") {
		t.Errorf("approved run text:\n%s", txt)
	}
	if data, _ := os.ReadFile(box); strings.Count(string(data), "\n") != 2 {
		t.Errorf("outbox after the approved run: %q", data)
	}

	res, _ = s.call(t, "status", map[string]any{}, false)
	var st StatusOutput
	structured(t, res, &st)
	var phases []string
	for _, r := range st.Result {
		phases = append(phases, r.Phase)
		if r.ExitCode == nil || len(r.SourceSHA256) != 64 || r.RunID == "" {
			t.Errorf("status record %+v", r)
		}
	}
	if !slices.Equal(phases, []string{"refused", "refused", "completed"}) {
		t.Errorf("status phases %q", phases)
	}
}

// TestRunProofDeadline: a run whose proof outlasts the deadline asks
// nobody and runs nothing.
func TestRunProofDeadline(t *testing.T) {
	dir, _ := filepath.Abs("../../testdata/run")
	t.Chdir(dir)
	approve := &protocol.Mock{Config: &protocol.MockConfig{Decision: protocol.ApprovedOnce}}
	srv := httptest.NewServer(approve)
	defer srv.Close()
	env := map[string]string{protocol.ServiceEnv: srv.URL}
	s := connect(t, Config{Getenv: func(k string) string { return env[k] }, TrustedRoots: []string{"tools/mail/trusted"}, ProofTimeout: time.Nanosecond})
	data, err := os.ReadFile("cases/send_bob.py")
	if err != nil {
		t.Fatal(err)
	}
	res, txt := s.call(t, "run", map[string]any{"source": string(data)}, false)
	var out RunOutput
	structured(t, res, &out)
	if out.Phase != "refused" || out.ExitCode != 2 || !strings.Contains(txt, "the proof took longer than 1ns: approval was not requested") {
		t.Errorf("%+v\n%s", out, txt)
	}
	if n := len(approve.Requests()); n != 0 {
		t.Errorf("the service was asked %d times", n)
	}
}

// TestAuthoringExampleProves: the worked example of the built-in
// authoring skill proves with the bundled email layer (the skill must
// not teach a program that fails).
func TestAuthoringExampleProves(t *testing.T) {
	var guide string
	for _, k := range BuiltinSkills() {
		if k.ID == "builtin:clauz3-authoring" {
			guide = k.Content
		}
	}
	_, rest, ok := strings.Cut(guide, "```python\n")
	example, _, ok2 := strings.Cut(rest, "```")
	if !ok || !ok2 {
		t.Fatal("the authoring skill has no Python example")
	}
	s := connect(t, Config{Dir: emailDir(t)})
	res, txt := s.call(t, "prove", map[string]any{"source": example}, false)
	var out ProveOutput
	structured(t, res, &out)
	if res.IsError || out.Verdict != "proved" || len(out.Guaranteed) != 2 {
		t.Errorf("the skill's example: %+v\n%s", out, txt)
	}
}
