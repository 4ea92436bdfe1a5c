package harness

import (
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	_ "clauz3/internal/golden"
)

var cmd = []string{"/opt/clauz3/bin/clauz3", "mcp"}

func read(t *testing.T, dir, rel string) string {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(dir, rel))
	if err != nil {
		t.Fatal(err)
	}
	return string(data)
}

// snapshot reads every file under dir.
func snapshot(t *testing.T, dir string) map[string]string {
	t.Helper()
	out := map[string]string{}
	filepath.WalkDir(dir, func(p string, de os.DirEntry, err error) error {
		if err == nil && !de.IsDir() {
			data, _ := os.ReadFile(p)
			out[p] = string(data)
		}
		return nil
	})
	return out
}

func configure(t *testing.T, dir, agent string, force bool) []Change {
	t.Helper()
	ch, err := Configure(Options{Into: dir, Agent: agent, Command: cmd, Force: force})
	if err != nil {
		t.Fatal(err)
	}
	return ch
}

func TestClaudeFresh(t *testing.T) {
	dir := t.TempDir()
	ch := configure(t, dir, "claude", false)
	if len(ch) != 2 || !ch[0].Created || !ch[1].Created {
		t.Fatalf("changes %+v", ch)
	}
	want := `{
  "mcpServers": {
    "clauz3": {
      "type": "stdio",
      "command": "/opt/clauz3/bin/clauz3",
      "args": [
        "mcp"
      ]
    }
  }
}
`
	if got := read(t, dir, ".mcp.json"); got != want {
		t.Errorf(".mcp.json:\n%s", got)
	}
	settings, err := ParseObject([]byte(read(t, dir, ".claude/settings.json")))
	if err != nil {
		t.Fatal(err)
	}
	perms, _ := settings.Get("permissions")
	allow, _ := perms.(*Object).Get("allow")
	deny, _ := perms.(*Object).Get("deny")
	if !slices.Contains(allow.([]any), any("mcp__clauz3__run")) || !slices.Contains(allow.([]any), any("mcp__clauz3__prove")) ||
		len(allow.([]any)) != len(ToolNames)+3 || slices.Contains(allow.([]any), any("Bash")) {
		t.Errorf("allow %v", allow)
	}
	if !slices.Contains(deny.([]any), any("Bash")) || !slices.Contains(deny.([]any), any("Write")) {
		t.Errorf("deny %v", deny)
	}
	// A second run changes no byte.
	before := snapshot(t, dir)
	for _, c := range configure(t, dir, "claude", false) {
		if c.Changed() {
			t.Errorf("second run changed %+v", c)
		}
	}
	if after := snapshot(t, dir); !mapsEqual(before, after) {
		t.Error("second run rewrote a file")
	}
}

func mapsEqual(a, b map[string]string) bool {
	if len(a) != len(b) {
		return false
	}
	for k, v := range a {
		if b[k] != v {
			return false
		}
	}
	return true
}

// TestClaudeMerge: existing settings keep every entry and their order;
// only what is missing is added; a different clauz3 server is kept.
func TestClaudeMerge(t *testing.T) {
	dir := t.TempDir()
	os.MkdirAll(filepath.Join(dir, ".claude"), 0o755)
	os.WriteFile(filepath.Join(dir, ".claude", "settings.json"), []byte(`{"model": "opus", "permissions": {"allow": ["Bash(npm test)", "Read", "mcp__clauz3__run"], "deny": ["Bash"], "ask": ["Edit"], "defaultMode": "acceptEdits"}, "hooks": {"Stop": [{"command": "say done", "n": 1.50}]}, "env": {"A": "\u00e9"}}`), 0o644)
	os.WriteFile(filepath.Join(dir, ".mcp.json"), []byte(`{"mcpServers": {"db": {"command": "db-mcp", "args": ["--ro"]}, "clauz3": {"command": "/usr/bin/clauz3", "args": ["mcp", "--trusted-root", "lib"]}}, "x": null}`), 0o644)
	ch := configure(t, dir, "claude", false)
	if ch[0].Changed() || len(ch[0].Kept) != 1 {
		t.Errorf(".mcp.json with a different clauz3 entry: %+v", ch[0])
	}
	mcpJSON := read(t, dir, ".mcp.json")
	if strings.Contains(mcpJSON, "\n") || !strings.Contains(mcpJSON, `"--trusted-root", "lib"`) {
		t.Errorf(".mcp.json was rewritten:\n%s", mcpJSON)
	}
	s, err := ParseObject([]byte(read(t, dir, ".claude/settings.json")))
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(s.keys, []string{"model", "permissions", "hooks", "env", "enabledMcpjsonServers"}) {
		t.Errorf("keys %v", s.keys)
	}
	p, _ := s.Get("permissions")
	perms := p.(*Object)
	if !slices.Equal(perms.keys, []string{"allow", "deny", "ask", "defaultMode"}) {
		t.Errorf("permission keys %v", perms.keys)
	}
	if m, _ := perms.Get("defaultMode"); m != "acceptEdits" {
		t.Errorf("the user's defaultMode was changed to %v", m)
	}
	allow, _ := perms.Get("allow")
	a := allow.([]any)
	if a[0] != "Bash(npm test)" || a[1] != "Read" || a[2] != "mcp__clauz3__run" || len(a) != len(ToolNames)+3+1 {
		t.Errorf("allow %v", a)
	}
	deny, _ := perms.Get("deny")
	if d := deny.([]any); d[0] != "Bash" || len(d) != len(ClaudeDeny) {
		t.Errorf("deny %v", d)
	}
	text := read(t, dir, ".claude/settings.json")
	for _, keep := range []string{`"n": 1.50`, `"A": "é"`, `"command": "say done"`, `"ask": [`} {
		if !strings.Contains(text, keep) {
			t.Errorf("settings lost %s:\n%s", keep, text)
		}
	}
	before := snapshot(t, dir)
	configure(t, dir, "claude", false)
	if !mapsEqual(before, snapshot(t, dir)) {
		t.Error("a second run changed a file")
	}
	// --force replaces the different server entry, keeping the others.
	ch = configure(t, dir, "claude", true)
	if !ch[0].Changed() {
		t.Errorf("force: %+v", ch[0])
	}
	mcpJSON = read(t, dir, ".mcp.json")
	if !strings.Contains(mcpJSON, `"command": "db-mcp"`) || !strings.Contains(mcpJSON, `"command": "/opt/clauz3/bin/clauz3"`) || strings.Contains(mcpJSON, "--trusted-root") {
		t.Errorf("forced .mcp.json:\n%s", mcpJSON)
	}
}

func TestInvalidFile(t *testing.T) {
	dir := t.TempDir()
	os.WriteFile(filepath.Join(dir, ".mcp.json"), []byte(`{"mcpServers": `), 0o644)
	_, err := Configure(Options{Into: dir, Agent: "claude", Command: cmd})
	var he *Error
	if !errors.As(err, &he) || he.Path != ".mcp.json" || !strings.Contains(he.Msg, "--force") {
		t.Fatalf("err %v", err)
	}
	if read(t, dir, ".mcp.json") != `{"mcpServers": ` {
		t.Error("an invalid file was changed without --force")
	}
	os.WriteFile(filepath.Join(dir, ".mcp.json"), []byte(`{"mcpServers": []}`), 0o644)
	if _, err := Configure(Options{Into: dir, Agent: "claude", Command: cmd}); !errors.As(err, &he) || !strings.Contains(he.Msg, `"mcpServers" is not a JSON object`) {
		t.Errorf("err %v", err)
	}
	configure(t, dir, "claude", true)
	if !strings.Contains(read(t, dir, ".mcp.json"), `"clauz3"`) {
		t.Error("--force did not write the server")
	}
}

func TestCodexAndOpenCode(t *testing.T) {
	dir := t.TempDir()
	os.MkdirAll(filepath.Join(dir, ".codex"), 0o755)
	user := "model = \"o4\"\n\n[mcp_servers.fs]\ncommand = \"fs-mcp\"\n"
	os.WriteFile(filepath.Join(dir, ".codex", "config.toml"), []byte(user), 0o644)
	configure(t, dir, "codex", false)
	want := "sandbox_mode = \"read-only\"\nmodel = \"o4\"\n\n[mcp_servers.fs]\ncommand = \"fs-mcp\"\n\n[mcp_servers.clauz3]\ncommand = \"/opt/clauz3/bin/clauz3\"\nargs = [\"mcp\"]\n"
	if got := read(t, dir, ".codex/config.toml"); got != want {
		t.Errorf("codex:\n%s", got)
	}
	for _, c := range configure(t, dir, "codex", false) {
		if c.Changed() {
			t.Errorf("second codex run: %+v", c)
		}
	}
	os.WriteFile(filepath.Join(dir, "opencode.json"), []byte(`{"theme": "dark", "permission": {"bash": "ask"}}`), 0o644)
	ch := configure(t, dir, "opencode", false)
	got := read(t, dir, "opencode.json")
	if !strings.Contains(got, `"theme": "dark"`) || !strings.Contains(got, `"bash": "ask"`) || !strings.Contains(got, `"edit": "deny"`) ||
		!strings.Contains(got, `"type": "local"`) || len(ch[0].Kept) != 1 {
		t.Errorf("opencode (%+v):\n%s", ch, got)
	}
	for _, c := range configure(t, dir, "opencode", false) {
		if c.Changed() {
			t.Errorf("second opencode run: %+v", c)
		}
	}
}
