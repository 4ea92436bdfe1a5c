// Package session is `clauz3 start AGENT` and `clauz3 resume ID`: an
// agent launched with clauz3's MCP server and an approval service of its
// own. Per launch: a fresh Ed25519 key pair and two fresh tokens (one to
// submit, one to approve); the approval service started as a child on a
// free loopback port with a durable store under the session's directory;
// the approver's login link printed; the agent launched with the MCP
// configuration, the service's URL, the submission token and the verify
// key, and without the signing key, the approver token or any stale
// CLAUZ3_APPROVAL* variable; the service stopped when the agent exits. A
// session record lets resume relaunch the same agent, refusing when the
// trusted libraries or the policy changed since the session started.
package session

import (
	"bufio"
	"context"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"os"
	"os/exec"
	"os/signal"
	"path/filepath"
	"regexp"
	"runtime"
	"sort"
	"strings"
	"syscall"
	"time"

	"clauz3/pkg/approval/protocol"
	"clauz3/pkg/mcp"
	"clauz3/pkg/mcp/harness"
)

// Env names the launched agent receives besides the approval ones.
const (
	SessionIDEnv = "CLAUZ3_SESSION_ID"
	// MCPConfigEnv is the path of the session's MCP configuration file
	// ({"mcpServers": {"clauz3": {"command": ..., "args": [...]}}}).
	MCPConfigEnv = "CLAUZ3_MCP_CONFIG"
)

// Record is what resume needs, kept in .clauz3/sessions/ID/session.json.
// It holds no secret: keys and tokens are fresh at every launch.
type Record struct {
	Version      int               `json:"version"`
	ID           string            `json:"id"`
	Agent        string            `json:"agent"`
	Args         []string          `json:"args"`
	Unrestricted bool              `json:"unrestricted"`
	TrustedRoots []string          `json:"trusted_roots"`
	ImportRoots  []string          `json:"import_roots"`
	Policy       string            `json:"policy,omitempty"`
	PolicySHA256 string            `json:"policy_sha256,omitempty"`
	Libraries    map[string]string `json:"libraries"` // file under a trusted root -> sha256
	SkillsDirs   []string          `json:"skills_dirs"`
	Skills       map[string]string `json:"skills"` // file under a skills directory -> sha256
	Created      string            `json:"created"`
}

// Options configure a launch.
type Options struct {
	Exe    string // the clauz3 binary (the service and the MCP server)
	Dir    string // the project directory (default: the current one)
	Stdin  io.Reader
	Stdout io.Writer
	Stderr io.Writer
	// Environ is the environment the agent's is made from (os.Environ
	// when nil).
	Environ []string
}

// Error is a refusal to start or resume (exit 2).
type Error struct{ Msg string }

func (e *Error) Error() string { return e.Msg }

var idPattern = regexp.MustCompile(`^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$`)

// Spec is what a session launches.
type Spec struct {
	Agent        string   // claude, codex, opencode or a command
	Args         []string // the agent's own arguments
	Unrestricted bool     // leave the agent its own tools
	TrustedRoots []string // default: tools/**/trusted under the import roots
	ImportRoots  []string
	SkillsDirs   []string // --skills-dir of clauz3 mcp
	Policy       string   // the approval service's policy file, if any
}

// Start creates a session for sp and launches it; it returns the agent's
// exit code.
func Start(ctx context.Context, o Options, sp Spec) (int, error) {
	if err := o.init(); err != nil {
		return 0, err
	}
	agent, args, unrestricted, trusted, imports, policy := sp.Agent, sp.Args, sp.Unrestricted, sp.TrustedRoots, sp.ImportRoots, sp.Policy
	if len(trusted) == 0 {
		trusted = discover(o.Dir, imports)
	}
	if len(trusted) == 0 {
		fmt.Fprintln(o.Stderr, "clauz3: warning: no trusted library in this project (tools/**/trusted): the agent can run nothing until one is installed")
	}
	for _, r := range append(append([]string{}, trusted...), imports...) {
		if info, err := os.Stat(abs(o.Dir, r)); err != nil || !info.IsDir() {
			return 0, &Error{Msg: fmt.Sprintf("root %s is not a directory", r)}
		}
	}
	name, _, err := agentCommand(agent, unrestricted, "", "")
	if err != nil {
		return 0, err
	}
	if _, err := exec.LookPath(name); err != nil {
		return 0, &Error{Msg: fmt.Sprintf("cannot find the agent %s: %v", name, errors.Unwrap(err))}
	}
	var dirs []string
	for _, d := range sp.SkillsDirs {
		dirs = append(dirs, abs(o.Dir, d))
	}
	if _, err := mcp.LoadSkills(dirs); err != nil {
		return 0, &Error{Msg: err.Error()}
	}
	rec := &Record{Version: 1, ID: newID(), Agent: agent, Args: nonNil(args), Unrestricted: unrestricted,
		TrustedRoots: nonNil(trusted), ImportRoots: nonNil(imports), Policy: policy, SkillsDirs: nonNil(sp.SkillsDirs),
		Created: time.Now().UTC().Format(time.RFC3339)}
	if rec.Libraries, err = hashRoots(o.Dir, trusted); err != nil {
		return 0, err
	}
	if rec.Skills, err = hashRoots(o.Dir, sp.SkillsDirs); err != nil {
		return 0, err
	}
	if policy != "" {
		if rec.PolicySHA256, err = hashFile(abs(o.Dir, policy)); err != nil {
			return 0, &Error{Msg: fmt.Sprintf("policy %s: %v", policy, err)}
		}
	}
	dir := sessionDir(o.Dir, rec.ID)
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return 0, err
	}
	data, _ := json.MarshalIndent(rec, "", "  ")
	if err := os.WriteFile(filepath.Join(dir, "session.json"), append(data, '\n'), 0o600); err != nil {
		return 0, err
	}
	return launch(ctx, o, rec)
}

// Resume relaunches session id, refusing when its trusted libraries or
// its policy changed since it started.
func Resume(ctx context.Context, o Options, id string) (int, error) {
	if err := o.init(); err != nil {
		return 0, err
	}
	if !idPattern.MatchString(id) {
		return 0, &Error{Msg: fmt.Sprintf("%q is not a session id (clauz3 start prints it when the agent exits)", id)}
	}
	data, err := os.ReadFile(filepath.Join(sessionDir(o.Dir, id), "session.json"))
	if errors.Is(err, os.ErrNotExist) {
		return 0, &Error{Msg: fmt.Sprintf("no session %s in %s", id, filepath.Join(o.Dir, ".clauz3", "sessions"))}
	}
	if err != nil {
		return 0, err
	}
	var rec Record
	if err := json.Unmarshal(data, &rec); err != nil || rec.ID != id || rec.Version != 1 {
		return 0, &Error{Msg: fmt.Sprintf("session %s: the record is unreadable", id)}
	}
	now, err := hashRoots(o.Dir, rec.TrustedRoots)
	if err != nil {
		return 0, err
	}
	if diff := changed(rec.Libraries, now); len(diff) > 0 {
		return 0, &Error{Msg: fmt.Sprintf("cannot resume session %s: the trusted libraries changed since it started (%s); start a new session", id, strings.Join(diff, ", "))}
	}
	skills, err := hashRoots(o.Dir, rec.SkillsDirs)
	if err != nil {
		return 0, err
	}
	if diff := changed(rec.Skills, skills); len(diff) > 0 {
		return 0, &Error{Msg: fmt.Sprintf("cannot resume session %s: the skills changed since it started (%s); start a new session", id, strings.Join(diff, ", "))}
	}
	if rec.Policy != "" {
		h, err := hashFile(abs(o.Dir, rec.Policy))
		if err != nil || h != rec.PolicySHA256 {
			return 0, &Error{Msg: fmt.Sprintf("cannot resume session %s: the policy %s changed since it started; start a new session", id, rec.Policy)}
		}
	}
	return launch(ctx, o, &rec)
}

func (o *Options) init() error {
	if runtime.GOOS == "windows" {
		return &Error{Msg: "sessions need a POSIX system (process groups and signals)"}
	}
	if o.Dir == "" {
		wd, err := os.Getwd()
		if err != nil {
			return err
		}
		o.Dir = wd
	}
	d, err := filepath.Abs(o.Dir)
	if err != nil {
		return err
	}
	o.Dir = d
	if o.Environ == nil {
		o.Environ = os.Environ()
	}
	if o.Stdout == nil {
		o.Stdout = io.Discard
	}
	if o.Stderr == nil {
		o.Stderr = io.Discard
	}
	return nil
}

func sessionDir(dir, id string) string { return filepath.Join(dir, ".clauz3", "sessions", id) }

func abs(dir, p string) string {
	if filepath.IsAbs(p) {
		return filepath.Clean(p)
	}
	return filepath.Join(dir, p)
}

func nonNil(s []string) []string {
	if s == nil {
		return []string{}
	}
	return s
}

// discover finds tools/**/trusted under the import roots (default: the
// project directory), spelled relative to it.
func discover(dir string, imports []string) []string {
	roots := imports
	if len(roots) == 0 {
		roots = []string{"."}
	}
	var out []string
	for _, r := range roots {
		base := filepath.Join(abs(dir, r), "tools")
		filepath.WalkDir(base, func(p string, de os.DirEntry, err error) error {
			if err != nil || !de.IsDir() {
				return nil
			}
			rel, _ := filepath.Rel(base, p)
			if strings.Count(rel, string(filepath.Separator)) > 3 {
				return filepath.SkipDir
			}
			if de.Name() == "trusted" {
				if r, err := filepath.Rel(dir, p); err == nil && !strings.HasPrefix(r, "..") {
					out = append(out, filepath.ToSlash(r))
				} else {
					out = append(out, p)
				}
				return filepath.SkipDir
			}
			return nil
		})
	}
	sort.Strings(out)
	return out
}

// hashRoots hashes every file under the trusted roots (caches skipped).
func hashRoots(dir string, roots []string) (map[string]string, error) {
	out := map[string]string{}
	for _, r := range roots {
		base := abs(dir, r)
		err := filepath.WalkDir(base, func(p string, de os.DirEntry, err error) error {
			if err != nil {
				return err
			}
			if de.IsDir() {
				if de.Name() == "__pycache__" || (p != base && strings.HasPrefix(de.Name(), ".")) {
					return filepath.SkipDir
				}
				return nil
			}
			h, err := hashFile(p)
			if err != nil {
				return err
			}
			rel, _ := filepath.Rel(dir, p)
			out[filepath.ToSlash(rel)] = h
			return nil
		})
		if err != nil {
			return nil, &Error{Msg: fmt.Sprintf("cannot read %s: %v", r, err)}
		}
	}
	return out, nil
}

func hashFile(p string) (string, error) {
	data, err := os.ReadFile(p)
	if err != nil {
		return "", err
	}
	s := sha256.Sum256(data)
	return hex.EncodeToString(s[:]), nil
}

// changed lists the files added, removed or changed between two hashes.
func changed(was, now map[string]string) []string {
	var out []string
	for f, h := range was {
		switch n, ok := now[f]; {
		case !ok:
			out = append(out, f+" removed")
		case n != h:
			out = append(out, f+" changed")
		}
	}
	for f := range now {
		if _, ok := was[f]; !ok {
			out = append(out, f+" added")
		}
	}
	sort.Strings(out)
	return out
}

func newID() string {
	var b [16]byte
	if _, err := rand.Read(b[:]); err != nil {
		panic(err)
	}
	b[6] = b[6]&0x0f | 0x40
	b[8] = b[8]&0x3f | 0x80
	h := hex.EncodeToString(b[:])
	return h[0:8] + "-" + h[8:12] + "-" + h[12:16] + "-" + h[16:20] + "-" + h[20:]
}

func newToken() string {
	b := make([]byte, 24)
	rand.Read(b)
	return base64.RawURLEncoding.EncodeToString(b)
}

// systemPrompt tells a restricted Claude what it has.
const systemPrompt = "You act only through the clauz3 MCP tools. Read the skill builtin:clauz3-authoring (mcp__clauz3__read_skill) first. " +
	"Find effects and contracts with mcp__clauz3__tools, check programs with mcp__clauz3__prove and mcp__clauz3__explain, " +
	"and do things by submitting a Python program to mcp__clauz3__run: a person approves its guarantees before it runs."

// agentCommand is the command line that launches agent with the MCP
// configuration (a file path and the JSON itself).
func agentCommand(agent string, unrestricted bool, mcpFile, mcpJSON string) (string, []string, error) {
	switch agent {
	case "claude":
		var allowed []string
		for _, t := range harness.ToolNames {
			allowed = append(allowed, "mcp__"+harness.ServerName+"__"+t)
		}
		if unrestricted {
			return "claude", []string{"--mcp-config", mcpFile, "--permission-mode", "default"}, nil
		}
		return "claude", []string{"--strict-mcp-config", "--mcp-config", mcpFile, "--setting-sources", "",
			"--tools", "", "--allowedTools", strings.Join(allowed, ","), "--permission-mode", "dontAsk",
			"--append-system-prompt", systemPrompt}, nil
	case "codex", "opencode":
		if !unrestricted {
			return "", nil, &Error{Msg: agent + " cannot be limited to clauz3's tools: start it with --unrestricted (its own tools then act without approval)"}
		}
		if agent == "codex" {
			var cfg struct {
				Servers map[string]struct {
					Command string   `json:"command"`
					Args    []string `json:"args"`
				} `json:"mcpServers"`
			}
			json.Unmarshal([]byte(mcpJSON), &cfg)
			s := cfg.Servers[harness.ServerName]
			a, _ := json.Marshal(s.Args)
			c, _ := json.Marshal(s.Command)
			return "codex", []string{"-c", "mcp_servers.clauz3.command=" + string(c), "-c", "mcp_servers.clauz3.args=" + string(a)}, nil
		}
		return "opencode", nil, nil
	}
	if agent == "" {
		return "", nil, &Error{Msg: "no agent: give claude, codex, opencode or a command"}
	}
	return agent, nil, nil
}

// launch runs one launch of rec: keys, tokens, service, agent.
func launch(ctx context.Context, o Options, rec *Record) (int, error) {
	dir := sessionDir(o.Dir, rec.ID)
	signing, verify, err := protocol.GenerateKeys(nil)
	if err != nil {
		return 0, err
	}
	submit, approver := newToken(), newToken()
	clean := stripApproval(o.Environ)

	// The approval service, a child on a free loopback port.
	sargs := []string{"approval-service", "--host", "127.0.0.1", "--port", "0",
		"--store", "sqlite://" + filepath.Join(dir, "approvals.db")}
	if rec.Policy != "" {
		sargs = append(sargs, "--policy", abs(o.Dir, rec.Policy))
		for _, r := range rec.TrustedRoots {
			sargs = append(sargs, "--trusted-root", r)
		}
		for _, r := range rec.ImportRoots {
			sargs = append(sargs, "--import-root", r)
		}
		if len(rec.ImportRoots) == 0 {
			sargs = append(sargs, "--import-root", ".")
		}
	}
	svc := exec.Command(o.Exe, sargs...)
	svc.Dir = o.Dir
	svc.Env = append(clean, protocol.SigningKeyEnv+"="+signing, protocol.TokenEnv+"="+submit, protocol.DecisionTokenEnv+"="+approver)
	logf, err := os.OpenFile(filepath.Join(dir, "service.log"), os.O_CREATE|os.O_APPEND|os.O_WRONLY, 0o600)
	if err != nil {
		return 0, err
	}
	defer logf.Close()
	svc.Stderr = logf
	svc.SysProcAttr = childAttr()
	out, err := svc.StdoutPipe()
	if err != nil {
		return 0, err
	}
	if err := svc.Start(); err != nil {
		return 0, fmt.Errorf("cannot start the approval service: %w", err)
	}
	exited := make(chan struct{})
	go func() { svc.Wait(); close(exited) }()
	stop := func() {
		svc.Process.Signal(os.Interrupt)
		select {
		case <-exited:
		case <-time.After(5 * time.Second):
			svc.Process.Kill()
			<-exited
		}
	}
	lines := bufio.NewScanner(out)
	url := ""
	if lines.Scan() {
		url, _ = strings.CutPrefix(lines.Text(), protocol.ServiceEnv+"=")
	}
	go io.Copy(io.Discard, out) // the token lines: not shown
	if !strings.HasPrefix(url, "http://127.0.0.1:") || !healthy(url, exited) {
		stop()
		log, _ := os.ReadFile(filepath.Join(dir, "service.log"))
		return 0, fmt.Errorf("the approval service did not start:\n%s", strings.TrimSpace(string(log)))
	}
	defer stop()

	// The MCP configuration: this binary's mcp command, the session's roots.
	margs := []string{"mcp"}
	for _, r := range rec.TrustedRoots {
		margs = append(margs, "--trusted-root", r)
	}
	for _, r := range rec.ImportRoots {
		margs = append(margs, "--import-root", r)
	}
	for _, d := range rec.SkillsDirs {
		margs = append(margs, "--skills-dir", abs(o.Dir, d))
	}
	mcpJSON, _ := json.Marshal(map[string]any{"mcpServers": map[string]any{
		harness.ServerName: map[string]any{"type": "stdio", "command": o.Exe, "args": margs}}})
	mcpFile := filepath.Join(dir, "mcp.json")
	if err := os.WriteFile(mcpFile, append(mcpJSON, '\n'), 0o600); err != nil {
		return 0, err
	}
	name, pre, err := agentCommand(rec.Agent, rec.Unrestricted, mcpFile, string(mcpJSON))
	if err != nil {
		return 0, err
	}
	path, err := exec.LookPath(name)
	if err != nil {
		return 0, &Error{Msg: fmt.Sprintf("cannot find the agent %s: %v", name, errors.Unwrap(err))}
	}
	env := append(clean,
		protocol.ServiceEnv+"="+url,
		protocol.TokenEnv+"="+submit,
		protocol.VerifyKeyEnv+"="+verify,
		SessionIDEnv+"="+rec.ID,
		MCPConfigEnv+"="+mcpFile)
	if rec.Agent == "opencode" {
		oc, _ := json.Marshal(map[string]any{"mcp": map[string]any{harness.ServerName: map[string]any{
			"type": "local", "command": append([]string{o.Exe}, margs...), "enabled": true}}})
		env = append(env, "OPENCODE_CONFIG_CONTENT="+string(oc))
	}

	fmt.Fprintf(o.Stderr, "clauz3 session %s\napprover (keep private): %s/ui/login?key=%s\n", rec.ID, url, approver)
	cmd := exec.CommandContext(ctx, path, append(pre, rec.Args...)...)
	cmd.Dir = o.Dir
	cmd.Env = env
	cmd.Stdin, cmd.Stdout, cmd.Stderr = o.Stdin, o.Stdout, o.Stderr
	// While the agent runs, ^C is the agent's (the terminal sends it to
	// the whole group): this process waits. SIGTERM and SIGHUP are passed
	// on to the agent, so that the session ends as it does.
	sigs := make(chan os.Signal, 4)
	signal.Notify(sigs, os.Interrupt, syscall.SIGQUIT, syscall.SIGTERM, syscall.SIGHUP)
	defer func() { signal.Stop(sigs); close(sigs) }()
	if err := cmd.Start(); err != nil {
		stop()
		return 0, fmt.Errorf("cannot run the agent %s: %w", name, err)
	}
	go func() {
		for s := range sigs {
			if s == syscall.SIGTERM || s == syscall.SIGHUP {
				cmd.Process.Signal(s)
			}
		}
	}()
	runErr := cmd.Wait()
	code := 0
	var ee *exec.ExitError
	switch {
	case errors.As(runErr, &ee):
		code = ee.ExitCode()
		if code < 0 {
			code = 1
		}
	case runErr != nil:
		stop()
		return 0, fmt.Errorf("cannot run the agent %s: %w", name, runErr)
	}
	stop()
	fmt.Fprintf(o.Stderr, "clauz3: the agent exited (%d); the approval service is stopped. Resume with: clauz3 resume %s\n", code, rec.ID)
	return code, nil
}

// healthy waits until the service answers /health (10 s at most).
func healthy(url string, exited <-chan struct{}) bool {
	c := &http.Client{Timeout: time.Second}
	for i := 0; i < 100; i++ {
		select {
		case <-exited:
			return false
		default:
		}
		if resp, err := c.Get(url + "/health"); err == nil {
			resp.Body.Close()
			if resp.StatusCode == http.StatusOK {
				return true
			}
		}
		time.Sleep(100 * time.Millisecond)
	}
	return false
}

// stripApproval removes every CLAUZ3_APPROVAL* variable (a stale
// service, token, key or receipt must not reach the session).
func stripApproval(env []string) []string {
	var out []string
	for _, kv := range env {
		k, _, _ := strings.Cut(kv, "=")
		if strings.HasPrefix(k, "CLAUZ3_APPROVAL") || k == SessionIDEnv || k == MCPConfigEnv || k == protocol.ReceiptEnv || k == protocol.RequestIDEnv {
			continue
		}
		out = append(out, kv)
	}
	return out
}
