// Package harness writes an agent harness's project configuration so
// that the agent has clauz3's MCP server and, restricted, only its tools
// and read-only inspection: Claude Code (.mcp.json and the permissions
// of .claude/settings.json), Codex (.codex/config.toml) and OpenCode
// (opencode.json). It merges into what the user already has, keeping
// every entry (and the order of JSON keys), and writes nothing when
// nothing is missing, so a second run changes no byte.
package harness

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
)

// Agents are the harnesses Configure knows.
var Agents = []string{"claude", "codex", "opencode"}

// ToolNames are the tools of clauz3 mcp.
var ToolNames = []string{"run", "status", "tools", "libraries", "list_skills", "read_skill", "prove", "explain"}

// ServerName is the name the MCP server is registered under.
const ServerName = "clauz3"

// Options say what to configure.
type Options struct {
	Into    string   // the project directory
	Agent   string   // one of Agents
	Command []string // the MCP server's command line (clauz3 mcp)
	Force   bool     // replace a file that is not valid, or a differing clauz3 entry
}

// Change is what Configure did to one file.
type Change struct {
	Path    string   // relative to Into
	Created bool     // the file did not exist
	Added   []string // what was added, in words
	Kept    []string // what the user had that differs from clauz3's default and was kept
}

// Changed reports whether the file was written.
func (c Change) Changed() bool { return c.Created || len(c.Added) > 0 }

// Error is a file Configure cannot merge into (exit 2).
type Error struct {
	Path string
	Msg  string
}

func (e *Error) Error() string { return e.Path + ": " + e.Msg }

// Configure writes the configuration of o.Agent under o.Into.
func Configure(o Options) ([]Change, error) {
	if len(o.Command) == 0 {
		return nil, errors.New("harness: no server command")
	}
	switch o.Agent {
	case "claude", "":
		a, err := claudeMCP(o)
		if err != nil {
			return nil, err
		}
		b, err := claudeSettings(o)
		if err != nil {
			return nil, err
		}
		return []Change{a, b}, nil
	case "codex":
		c, err := codex(o)
		if err != nil {
			return nil, err
		}
		return []Change{c}, nil
	case "opencode":
		c, err := opencode(o)
		if err != nil {
			return nil, err
		}
		return []Change{c}, nil
	}
	return nil, fmt.Errorf("unknown agent %q (want one of %s)", o.Agent, strings.Join(Agents, ", "))
}

// jsonFile reads the object of a JSON file: a fresh object when the file
// is missing; an *Error when it is not an object (unless force, then a
// fresh object).
func jsonFile(o Options, rel string) (*Object, bool, error) {
	path := filepath.Join(o.Into, rel)
	data, err := os.ReadFile(path)
	if errors.Is(err, os.ErrNotExist) {
		return NewObject(), true, nil
	}
	if err != nil {
		return nil, false, &Error{Path: rel, Msg: err.Error()}
	}
	obj, err := ParseObject(data)
	if err != nil {
		if o.Force {
			return NewObject(), true, nil
		}
		return nil, false, &Error{Path: rel, Msg: fmt.Sprintf("cannot merge into it: %v (--force overwrites it)", err)}
	}
	return obj, false, nil
}

// child returns the object under key k of o, created when missing; an
// error when k holds something else (unless force: then replaced).
func child(obj *Object, k, rel string, force bool) (*Object, error) {
	v, ok := obj.Get(k)
	if !ok {
		c := NewObject()
		obj.Set(k, c)
		return c, nil
	}
	if c, ok := v.(*Object); ok {
		return c, nil
	}
	if force {
		c := NewObject()
		obj.Set(k, c)
		return c, nil
	}
	return nil, &Error{Path: rel, Msg: fmt.Sprintf("%q is not a JSON object (--force replaces it)", k)}
}

// appendMissing adds each of want missing from the list under k.
func appendMissing(obj *Object, k string, want []string, rel string, force bool) ([]string, error) {
	v, ok := obj.Get(k)
	var list []any
	if ok {
		l, isList := v.([]any)
		if !isList && !force {
			return nil, &Error{Path: rel, Msg: fmt.Sprintf("%q is not a JSON list (--force replaces it)", k)}
		}
		list = l
	}
	have := map[string]bool{}
	for _, x := range list {
		if s, ok := x.(string); ok {
			have[s] = true
		}
	}
	var added []string
	for _, w := range want {
		if !have[w] {
			list = append(list, w)
			added = append(added, w)
			have[w] = true
		}
	}
	if list == nil {
		list = []any{}
	}
	if !ok || len(added) > 0 {
		obj.Set(k, list)
	}
	return added, nil
}

// write writes data to rel under into, creating directories.
func write(into, rel string, data []byte) error {
	path := filepath.Join(into, rel)
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return &Error{Path: rel, Msg: err.Error()}
	}
	if err := os.WriteFile(path, data, 0o644); err != nil {
		return &Error{Path: rel, Msg: err.Error()}
	}
	return nil
}

// finish writes obj when something was added: a file that already has
// everything is left byte for byte as it is.
func finish(o Options, rel string, obj *Object, ch Change) (Change, error) {
	if ch.Changed() {
		if err := write(o.Into, rel, obj.Marshal()); err != nil {
			return ch, err
		}
	}
	return ch, nil
}

// serverEntry is the MCP server entry Claude Code's .mcp.json takes.
func serverEntry(cmd []string) *Object {
	e := NewObject()
	e.Set("type", "stdio")
	e.Set("command", cmd[0])
	args := []any{}
	for _, a := range cmd[1:] {
		args = append(args, a)
	}
	e.Set("args", args)
	return e
}

// same reports whether two JSON values are written the same.
func same(a, b any) bool {
	wa, wb := NewObject(), NewObject()
	wa.Set("v", a)
	wb.Set("v", b)
	return bytes.Equal(wa.Marshal(), wb.Marshal())
}

// setServer registers our server under servers; an existing different
// entry is kept unless force.
func setServer(servers *Object, entry any, force bool, ch *Change) {
	old, ok := servers.Get(ServerName)
	switch {
	case !ok:
		servers.Set(ServerName, entry)
		ch.Added = append(ch.Added, "the "+ServerName+" MCP server")
	case same(old, entry):
	case force:
		servers.Set(ServerName, entry)
		ch.Added = append(ch.Added, "the "+ServerName+" MCP server (replacing the one there)")
	default:
		ch.Kept = append(ch.Kept, "a different "+ServerName+" MCP server entry (--force replaces it)")
	}
}

func claudeMCP(o Options) (Change, error) {
	const rel = ".mcp.json"
	obj, created, err := jsonFile(o, rel)
	if err != nil {
		return Change{}, err
	}
	ch := Change{Path: rel, Created: created}
	servers, err := child(obj, "mcpServers", rel, o.Force)
	if err != nil {
		return ch, err
	}
	setServer(servers, serverEntry(o.Command), o.Force, &ch)
	return finish(o, rel, obj, ch)
}

// ClaudeAllow are the permissions clauz3 gives Claude Code: its MCP
// tools and read-only inspection.
func ClaudeAllow() []string {
	var out []string
	for _, t := range ToolNames {
		out = append(out, "mcp__"+ServerName+"__"+t)
	}
	return append(out, "Read", "Glob", "Grep")
}

// ClaudeDeny are Claude Code's own tools that act on the world: denied,
// so that every effect goes through clauz3's run.
var ClaudeDeny = []string{"Bash", "Edit", "MultiEdit", "Write", "NotebookEdit", "WebFetch", "WebSearch"}

func claudeSettings(o Options) (Change, error) {
	rel := filepath.Join(".claude", "settings.json")
	obj, created, err := jsonFile(o, rel)
	if err != nil {
		return Change{}, err
	}
	ch := Change{Path: rel, Created: created}
	perms, err := child(obj, "permissions", rel, o.Force)
	if err != nil {
		return ch, err
	}
	if _, ok := perms.Get("defaultMode"); !ok {
		perms.Set("defaultMode", "default")
		ch.Added = append(ch.Added, "permissions.defaultMode default")
	}
	added, err := appendMissing(perms, "allow", ClaudeAllow(), rel, o.Force)
	if err != nil {
		return ch, err
	}
	if len(added) > 0 {
		ch.Added = append(ch.Added, "allow "+strings.Join(added, ", "))
	}
	added, err = appendMissing(perms, "deny", ClaudeDeny, rel, o.Force)
	if err != nil {
		return ch, err
	}
	if len(added) > 0 {
		ch.Added = append(ch.Added, "deny "+strings.Join(added, ", "))
	}
	added, err = appendMissing(obj, "enabledMcpjsonServers", []string{ServerName}, rel, o.Force)
	if err != nil {
		return ch, err
	}
	if len(added) > 0 {
		ch.Added = append(ch.Added, "enabledMcpjsonServers "+ServerName)
	}
	return finish(o, rel, obj, ch)
}

// OpenCodeDeny are OpenCode's permissions set to "deny".
var OpenCodeDeny = []string{"edit", "bash", "webfetch"}

func opencode(o Options) (Change, error) {
	const rel = "opencode.json"
	obj, created, err := jsonFile(o, rel)
	if err != nil {
		return Change{}, err
	}
	ch := Change{Path: rel, Created: created}
	if created {
		obj.Set("$schema", "https://opencode.ai/config.json")
	}
	servers, err := child(obj, "mcp", rel, o.Force)
	if err != nil {
		return ch, err
	}
	entry := NewObject()
	entry.Set("type", "local")
	cmd := []any{}
	for _, a := range o.Command {
		cmd = append(cmd, a)
	}
	entry.Set("command", cmd)
	entry.Set("enabled", true)
	setServer(servers, entry, o.Force, &ch)
	perm, err := child(obj, "permission", rel, o.Force)
	if err != nil {
		return ch, err
	}
	for _, k := range OpenCodeDeny {
		v, ok := perm.Get(k)
		switch {
		case !ok || (o.Force && v != "deny"):
			perm.Set(k, "deny")
			ch.Added = append(ch.Added, "permission."+k+" deny")
		case v != "deny":
			ch.Kept = append(ch.Kept, fmt.Sprintf("permission.%s %v (--force sets deny)", k, v))
		}
	}
	return finish(o, rel, obj, ch)
}

// codex merges the [mcp_servers.clauz3] table and a read-only sandbox
// into .codex/config.toml, line by line (the file is TOML).
func codex(o Options) (Change, error) {
	rel := filepath.Join(".codex", "config.toml")
	path := filepath.Join(o.Into, rel)
	data, err := os.ReadFile(path)
	created := errors.Is(err, os.ErrNotExist)
	if err != nil && !created {
		return Change{}, &Error{Path: rel, Msg: err.Error()}
	}
	ch := Change{Path: rel, Created: created}
	text := string(data)
	if text != "" && !strings.HasSuffix(text, "\n") {
		text += "\n"
	}
	lines := strings.Split(strings.TrimSuffix(text, "\n"), "\n")
	if text == "" {
		lines = nil
	}
	var args []string
	for _, a := range o.Command[1:] {
		args = append(args, strconv.Quote(a))
	}
	header := "[mcp_servers." + ServerName + "]"
	table := []string{header, "command = " + strconv.Quote(o.Command[0]), "args = [" + strings.Join(args, ", ") + "]"}
	// Where the table is, and where top-level keys end.
	start, end, firstTable := -1, len(lines), len(lines)
	for i, l := range lines {
		t := strings.TrimSpace(l)
		if strings.HasPrefix(t, "[") {
			if firstTable == len(lines) {
				firstTable = i
			}
			if start >= 0 && end == len(lines) && i > start {
				end = i
			}
			if t == header {
				start, end = i, len(lines)
			}
		}
	}
	topKey := func(k string) (string, bool) {
		for _, l := range lines[:firstTable] {
			if name, v, ok := strings.Cut(l, "="); ok && strings.TrimSpace(name) == k {
				return strings.TrimSpace(v), true
			}
		}
		return "", false
	}
	var out []string
	if v, ok := topKey("sandbox_mode"); !ok {
		out = append(out, `sandbox_mode = "read-only"`)
		ch.Added = append(ch.Added, `sandbox_mode "read-only"`)
	} else if v != `"read-only"` {
		ch.Kept = append(ch.Kept, "sandbox_mode "+v)
	}
	if start < 0 {
		out = append(out, lines...)
		if len(out) > 0 {
			out = append(out, "")
		}
		out = append(out, table...)
		ch.Added = append(ch.Added, "the "+ServerName+" MCP server")
	} else {
		block := lines[start:end]
		for len(block) > 0 && strings.TrimSpace(block[len(block)-1]) == "" {
			block = block[:len(block)-1]
		}
		if strings.Join(block, "\n") == strings.Join(table, "\n") {
			out = append(out, lines...)
		} else if o.Force {
			out = append(out, lines[:start]...)
			out = append(out, table...)
			if end < len(lines) {
				out = append(out, "")
				out = append(out, lines[end:]...)
			}
			ch.Added = append(ch.Added, "the "+ServerName+" MCP server (replacing the one there)")
		} else {
			out = append(out, lines...)
			ch.Kept = append(ch.Kept, "a different "+ServerName+" MCP server table (--force replaces it)")
		}
	}
	if ch.Changed() {
		if err := write(o.Into, rel, []byte(strings.Join(out, "\n")+"\n")); err != nil {
			return ch, err
		}
	}
	return ch, nil
}
