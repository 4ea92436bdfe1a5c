// Package mcp is `clauz3 mcp`: a Model Context Protocol server (the
// official Go SDK) that gives an agent clauz3 as tools. The tools the
// reference's session bridge offers keep its names and arguments: run,
// status, tools, libraries, list_skills, read_skill; ours are prove and
// explain. Every tool has a JSON Schema for its input and its output; a
// failure is a tool error carrying the located message, never a crash of
// the server.
package mcp

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime/debug"
	"sort"
	"strings"
	"sync"
	"time"

	"github.com/google/jsonschema-go/jsonschema"
	sdk "github.com/modelcontextprotocol/go-sdk/mcp"

	"clauz3/pkg/cli"
	"clauz3/pkg/solve"
)

// Config says where the server works and what it offers.
type Config struct {
	// Dir is the working directory: programs import from it and the
	// trusted roots are found under it (default: the current directory).
	// run works in the process's current directory, which should be Dir.
	Dir string
	// TrustedRoots are the trusted roots (default: tools/**/trusted
	// under the import roots, as clauz3 run finds them).
	TrustedRoots []string
	// ImportRoots are where imports resolve (default: Dir).
	ImportRoots []string
	// Skills are documents added to the built-in ones (LoadSkills).
	Skills []Skill
	// Solve are the solver's options.
	Solve solve.Options
	// ProofTimeout bounds prove and explain (default 30 s, or
	// $CLAUZ3_PROOF_TIMEOUT_SECONDS).
	ProofTimeout time.Duration
	// ApprovalTimeout bounds run's wait for a decision (default 300 s).
	ApprovalTimeout time.Duration
	// Getenv reads the environment run uses (os.Getenv when nil).
	Getenv func(string) string
	// Python is the CPython of run's worker (found as clauz3 run finds it
	// when empty).
	Python string
	// Heartbeat is how often run sends a progress notification while it
	// waits (default 2 s).
	Heartbeat time.Duration
}

// Server holds what the tools need: the roots, the catalogue (read once,
// at start), the skills and the runs so far.
type Server struct {
	cfg       Config
	dir       string
	trusted   []string // absolute
	imports   []string // absolute
	catalogue Catalogue
	skills    []Skill

	proveMu sync.Mutex // one proof at a time (the machine's cores are few)
	runs    runs
}

// ProofTimeoutEnv overrides the default proof deadline, in seconds.
const ProofTimeoutEnv = "CLAUZ3_PROOF_TIMEOUT_SECONDS"

// New prepares a server for cfg.
func New(cfg Config) (*Server, error) {
	dir := cfg.Dir
	if dir == "" {
		wd, err := os.Getwd()
		if err != nil {
			return nil, err
		}
		dir = wd
	}
	dir, err := filepath.Abs(dir)
	if err != nil {
		return nil, err
	}
	s := &Server{cfg: cfg, dir: dir}
	abs := func(p string) string {
		if !filepath.IsAbs(p) {
			p = filepath.Join(dir, p)
		}
		return filepath.Clean(p)
	}
	for _, r := range cfg.ImportRoots {
		s.imports = append(s.imports, abs(r))
	}
	if len(s.imports) == 0 {
		s.imports = []string{dir}
	}
	for _, r := range cfg.TrustedRoots {
		r = abs(r)
		if info, err := os.Stat(r); err != nil || !info.IsDir() {
			return nil, &cli.Usage{Msg: fmt.Sprintf("trusted root %s is not a directory", relTo(dir, r)), Cmd: "clauz3 mcp"}
		}
		s.trusted = append(s.trusted, r)
	}
	if len(cfg.TrustedRoots) == 0 {
		s.trusted = discoverTrustedRoots(s.imports)
	}
	if s.cfg.ProofTimeout <= 0 {
		s.cfg.ProofTimeout = 30 * time.Second
		if v := s.getenv(ProofTimeoutEnv); v != "" {
			var secs float64
			if _, err := fmt.Sscan(v, &secs); err != nil || !(secs > 0) || secs > 1e6 {
				return nil, &cli.Usage{Msg: fmt.Sprintf("%s must be a positive number of seconds, got %q", ProofTimeoutEnv, v), Cmd: "clauz3 mcp"}
			}
			s.cfg.ProofTimeout = time.Duration(secs * float64(time.Second))
		}
	}
	if s.cfg.Heartbeat <= 0 {
		s.cfg.Heartbeat = 2 * time.Second
	}
	s.catalogue = BuildCatalogue(dir, s.trusted, s.imports)
	s.skills = append(BuiltinSkills(), cfg.Skills...)
	return s, nil
}

func (s *Server) getenv(k string) string {
	if s.cfg.Getenv != nil {
		return s.cfg.Getenv(k)
	}
	return os.Getenv(k)
}

// TrustedRoots are the trusted roots the server uses (absolute).
func (s *Server) TrustedRoots() []string { return append([]string(nil), s.trusted...) }

// discoverTrustedRoots finds tools/**/trusted directories (at most four
// levels down) under the import roots, as clauz3 run does.
func discoverTrustedRoots(importRoots []string) []string {
	var out []string
	seen := map[string]bool{}
	for _, r := range importRoots {
		base := filepath.Join(r, "tools")
		filepath.WalkDir(base, func(p string, de os.DirEntry, err error) error {
			if err != nil || !de.IsDir() {
				return nil
			}
			rel, _ := filepath.Rel(base, p)
			if strings.Count(rel, string(filepath.Separator)) > 3 {
				return filepath.SkipDir
			}
			if de.Name() == "trusted" {
				if !seen[p] {
					seen[p] = true
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

// instructions are sent to the agent when it connects.
const instructions = `clauz3 proves, before a Python program runs, that it keeps guarantees a person approves, ` +
	`then runs it after approval. Read the skill builtin:clauz3-authoring first (read_skill). ` +
	`Find effects and contracts with tools, check a program with prove or explain, and act only through run.`

// MCPServer builds the MCP server with every tool.
func (s *Server) MCPServer() *sdk.Server {
	srv := sdk.NewServer(&sdk.Implementation{Name: "clauz3", Title: "clauz3", Version: cli.Version},
		&sdk.ServerOptions{Instructions: instructions})
	srv.AddReceivingMiddleware(nullArguments)
	readOnly := &sdk.ToolAnnotations{ReadOnlyHint: true}
	sdk.AddTool(srv, &sdk.Tool{Name: "prove", Annotations: readOnly, Description: "Prove a Python program's guarantees without running it or asking anyone. " +
		"source is the whole module (main() decorated with @clauz3.guarantee). Returns the verdict, the explanation, " +
		"and for each obligation not proved its status and, when refuted, a counterexample: a call of main and the effects it performs."},
		guard(s.proveTool))
	sdk.AddTool(srv, &sdk.Tool{Name: "explain", Annotations: readOnly, Description: "Explain a Python program in plain English, as the approving person will read it: " +
		"what is guaranteed, what is assumed and, when a guarantee can fail, the counterexample. Nothing runs."},
		guard(s.explainTool))
	sdk.AddTool(srv, &sdk.Tool{Name: "run", Description: "Prove Python source, request approval, then execute with a signed receipt. " +
		"Define main() (no parameters without defaults) with guarantees using installed contract helpers. " +
		"Sends progress notifications while proving and waiting for the decision; use status if the call is backgrounded. " +
		"Returns the phase, the exit code, the decision and feedback, the explanation and the program's output."},
		guard(s.runTool))
	sdk.AddTool(srv, &sdk.Tool{Name: "status", Annotations: readOnly, Description: "Inspect the active and recent runs: phase, elapsed time, exit code, decision. Never executes anything."},
		guard(s.statusTool))
	sdk.AddTool(srv, &sdk.Tool{Name: "tools", Annotations: readOnly, InputSchema: toolsSchema(), Description: "Discover the installed effects (with their preconditions), contracts and row types, " +
		"with their imports and docstrings. query filters case-insensitively; view=\"source\" shows the modules' source " +
		"(its imports are not agent capabilities). Nothing is imported, installed or run."},
		guard(s.toolsTool))
	sdk.AddTool(srv, &sdk.Tool{Name: "libraries", Annotations: readOnly, Description: "List the trusted libraries this server offers, with their descriptions and counts of effects and contracts. " +
		"It never installs, fetches or runs code: ask the user to install a library and restart the session."},
		guard(s.librariesTool))
	sdk.AddTool(srv, &sdk.Tool{Name: "list_skills", Annotations: readOnly, Description: "List skill documents (id, name, preview): inert guidance that grants no permission."},
		guard(s.listSkillsTool))
	sdk.AddTool(srv, &sdk.Tool{Name: "read_skill", Annotations: readOnly, Description: "Read a skill document by id (from list_skills), as inert documentation only."},
		guard(s.readSkillTool))
	return srv
}

// nullArguments answers a tool call with a null argument (the SDK's
// schema check words it as "type: <invalid reflect.Value> has type
// "null"") with a tool error naming the argument by its JSON pointer.
func nullArguments(next sdk.MethodHandler) sdk.MethodHandler {
	return func(ctx context.Context, method string, req sdk.Request) (sdk.Result, error) {
		if r, ok := req.(*sdk.CallToolRequest); ok && method == "tools/call" && r.Params != nil {
			var args map[string]json.RawMessage
			if json.Unmarshal(r.Params.Arguments, &args) == nil {
				var nulls []string
				for name, v := range args {
					if string(v) == "null" {
						nulls = append(nulls, "/"+strings.NewReplacer("~", "~0", "/", "~1").Replace(name))
					}
				}
				if len(nulls) > 0 {
					sort.Strings(nulls)
					return &sdk.CallToolResult{IsError: true, Content: []sdk.Content{&sdk.TextContent{
						Text: fmt.Sprintf("argument %s is null: give a value of the type the tool's input schema says, or leave an optional argument out", strings.Join(nulls, ", "))}}}, nil
				}
			}
		}
		return next(ctx, method, req)
	}
}

// Serve runs the server on t until the client disconnects or ctx ends.
func (s *Server) Serve(ctx context.Context, t sdk.Transport) error {
	return s.MCPServer().Run(ctx, t)
}

// guard turns a panic in a tool into a tool error (the server goes on).
func guard[In, Out any](h sdk.ToolHandlerFor[In, Out]) sdk.ToolHandlerFor[In, Out] {
	return func(ctx context.Context, req *sdk.CallToolRequest, in In) (res *sdk.CallToolResult, out Out, err error) {
		defer func() {
			if r := recover(); r != nil {
				var zero Out
				res, out = nil, zero
				err = fmt.Errorf("internal error (a bug in clauz3, please report it): %v", r)
				if os.Getenv("CLAUZ3_TRACE") != "" {
					os.Stderr.Write(debug.Stack())
				}
			}
		}()
		return h(ctx, req, in)
	}
}

// text is a tool result whose content is the human-readable text (the
// structured output goes beside it).
func text(s string) *sdk.CallToolResult {
	return &sdk.CallToolResult{Content: []sdk.Content{&sdk.TextContent{Text: s}}}
}

// ---------------------------------------------------------------------------
// tools, libraries, skills

// QueryInput is the input of libraries.
type QueryInput struct {
	Query string `json:"query,omitempty" jsonschema:"a case-insensitive filter (empty: everything)"`
}

// ToolsInput is the input of tools.
type ToolsInput struct {
	Query string `json:"query,omitempty" jsonschema:"a case-insensitive filter (empty: everything)"`
	View  string `json:"view,omitempty" jsonschema:"api (default): the public effects, contracts and row types; source: the modules' source"`
}

// toolsSchema is ToolsInput's schema with view's two values.
func toolsSchema() *jsonschema.Schema {
	sc, err := jsonschema.For[ToolsInput](nil)
	if err != nil {
		panic(err) // a fixed type: cannot happen
	}
	sc.Properties["view"].Enum = []any{"api", "source"}
	sc.Properties["view"].Default = json.RawMessage(`"api"`)
	sc.Properties["query"].Default = json.RawMessage(`""`)
	return sc
}

// TextOutput is the output of tools and read_skill.
type TextOutput struct {
	Result string `json:"result" jsonschema:"the text"`
}

func (s *Server) toolsTool(_ context.Context, _ *sdk.CallToolRequest, in ToolsInput) (*sdk.CallToolResult, TextOutput, error) {
	var entries []string
	var note string
	switch in.View {
	case "", "api":
		entries = s.catalogue.API
		note = "Public API. Preconditions may refer to internal helpers; import only what is listed. " +
			"Read builtin:clauz3-authoring (read_skill) for how to write a program."
	case "source":
		entries = s.catalogue.Source
		note = "Implementation source: the imports and helpers here are not agent tools."
	default:
		return nil, TextOutput{}, fmt.Errorf("view must be \"api\" or \"source\", got %q", in.View)
	}
	q := strings.ToLower(in.Query)
	var match []string
	for _, e := range entries {
		if strings.Contains(strings.ToLower(e), q) {
			match = append(match, e)
		}
	}
	out := TextOutput{Result: "No installed tools match."}
	if len(s.trusted) == 0 {
		out.Result = "No trusted library is selected: ask the user to install one and restart the session."
	} else if len(match) > 0 {
		out.Result = note + "\n\n" + strings.Join(match, "\n\n")
	}
	return text(out.Result), out, nil
}

// LibrariesOutput is the output of libraries.
type LibrariesOutput struct {
	Result    string    `json:"result" jsonschema:"the libraries, as text"`
	Libraries []Library `json:"libraries" jsonschema:"the libraries that match"`
}

func (s *Server) librariesTool(_ context.Context, _ *sdk.CallToolRequest, in QueryInput) (*sdk.CallToolResult, LibrariesOutput, error) {
	q := strings.ToLower(in.Query)
	out := LibrariesOutput{Libraries: []Library{}}
	var b strings.Builder
	for _, l := range s.catalogue.Libs {
		if !strings.Contains(strings.ToLower(l.Name+" "+l.Description+" "+l.Path), q) {
			continue
		}
		out.Libraries = append(out.Libraries, l)
		fmt.Fprintf(&b, "%s  (%s)\n", l.Name, l.Path)
		if l.Description != "" {
			fmt.Fprintf(&b, "  %s\n", l.Description)
		}
		fmt.Fprintf(&b, "  %d effects, %d contracts\n", l.Effects, l.Contracts)
	}
	if len(out.Libraries) == 0 {
		b.WriteString("No library matches.\n")
	}
	b.WriteString("\nThis server offers these libraries only; it never installs one. Ask the user to install a library and restart the session.")
	out.Result = b.String()
	return text(out.Result), out, nil
}

// NoInput is the input of the tools without arguments.
type NoInput struct{}

// SkillsOutput is the output of list_skills.
type SkillsOutput struct {
	Result []Skill `json:"result" jsonschema:"the skills: id, name, preview"`
}

func (s *Server) listSkillsTool(_ context.Context, _ *sdk.CallToolRequest, _ NoInput) (*sdk.CallToolResult, SkillsOutput, error) {
	out := SkillsOutput{Result: append([]Skill{}, s.skills...)}
	var b strings.Builder
	for _, k := range out.Result {
		fmt.Fprintf(&b, "%s  %s\n  %s\n", k.ID, k.Name, firstLine(k.Preview))
	}
	return text(b.String()), out, nil
}

// SkillInput is the input of read_skill.
type SkillInput struct {
	ID string `json:"id" jsonschema:"the skill's id, from list_skills"`
}

func (s *Server) readSkillTool(_ context.Context, _ *sdk.CallToolRequest, in SkillInput) (*sdk.CallToolResult, TextOutput, error) {
	for _, k := range s.skills {
		if k.ID == in.ID {
			return text(k.Content), TextOutput{Result: k.Content}, nil
		}
	}
	return nil, TextOutput{}, fmt.Errorf("unknown skill id %q; list_skills lists the ids", in.ID)
}

// ---------------------------------------------------------------------------
// status

// RunStatus is one run as status reports it.
type RunStatus struct {
	RunID          string  `json:"run_id" jsonschema:"the run's identifier"`
	Phase          string  `json:"phase" jsonschema:"checking, proving, submitting_approval, awaiting_approval (the service holds the request for a person), executing; then completed, refused or failed"`
	ElapsedSeconds float64 `json:"elapsed_seconds" jsonschema:"seconds since the run started (until it ended)"`
	SourceSHA256   string  `json:"source_sha256" jsonschema:"the sha256 of the source"`
	ExitCode       *int    `json:"exit_code,omitempty" jsonschema:"clauz3 run's exit code, once ended"`
	Decision       string  `json:"decision,omitempty" jsonschema:"the approval decision, once known"`
	RequestID      string  `json:"request_id,omitempty" jsonschema:"the approval request's id, once submitted"`
}

// StatusOutput is the output of status.
type StatusOutput struct {
	Result []RunStatus `json:"result" jsonschema:"the active and recent runs, oldest first"`
}

// runs are the recent runs (at most maxRuns), oldest first.
type runs struct {
	mu   sync.Mutex
	list []*runRecord
}

const maxRuns = 20

type runRecord struct {
	RunStatus
	started time.Time
	ended   bool
}

// start records a new run of source; nil when a run is still active
// (one run at a time, as the reference: a retry must not start a second).
func (r *runs) start(source string) *runRecord {
	r.mu.Lock()
	defer r.mu.Unlock()
	for _, x := range r.list {
		if !x.ended {
			return nil
		}
	}
	sum := sha256.Sum256([]byte(source))
	rec := &runRecord{RunStatus: RunStatus{RunID: newID(), Phase: "checking", SourceSHA256: hex.EncodeToString(sum[:])}, started: time.Now()}
	if len(r.list) >= maxRuns {
		r.list = r.list[1:]
	}
	r.list = append(r.list, rec)
	return rec
}

func (r *runs) update(rec *runRecord, f func(*runRecord)) RunStatus {
	r.mu.Lock()
	defer r.mu.Unlock()
	f(rec)
	rec.ElapsedSeconds = round3(time.Since(rec.started).Seconds())
	return rec.RunStatus
}

// abandon ends rec as failed unless it has ended.
func (r *runs) abandon(rec *runRecord) {
	r.mu.Lock()
	defer r.mu.Unlock()
	if !rec.ended {
		rec.Phase, rec.ended = "failed", true
		rec.ElapsedSeconds = round3(time.Since(rec.started).Seconds())
	}
}

func (r *runs) snapshot() []RunStatus {
	r.mu.Lock()
	defer r.mu.Unlock()
	out := []RunStatus{}
	for _, x := range r.list {
		st := x.RunStatus
		if !x.ended {
			st.ElapsedSeconds = round3(time.Since(x.started).Seconds())
		}
		out = append(out, st)
	}
	return out
}

func round3(f float64) float64 { return float64(int64(f*1000+0.5)) / 1000 }

func (s *Server) statusTool(_ context.Context, _ *sdk.CallToolRequest, _ NoInput) (*sdk.CallToolResult, StatusOutput, error) {
	out := StatusOutput{Result: s.runs.snapshot()}
	if len(out.Result) == 0 {
		return text("No run yet."), out, nil
	}
	var b strings.Builder
	for _, r := range out.Result {
		fmt.Fprintf(&b, "run %s: %s after %.3fs", r.RunID, r.Phase, r.ElapsedSeconds)
		if r.ExitCode != nil {
			fmt.Fprintf(&b, ", exit code %d", *r.ExitCode)
		}
		if r.Decision != "" {
			fmt.Fprintf(&b, ", decision %s", r.Decision)
		}
		b.WriteString("\n")
	}
	return text(b.String()), out, nil
}

// newID is a random version-4 UUID.
func newID() string {
	var b [16]byte
	if _, err := io.ReadFull(randReader, b[:]); err != nil {
		panic(errors.New("no randomness for a run id"))
	}
	b[6] = b[6]&0x0f | 0x40
	b[8] = b[8]&0x3f | 0x80
	h := hex.EncodeToString(b[:])
	return h[0:8] + "-" + h[8:12] + "-" + h[12:16] + "-" + h[16:20] + "-" + h[20:]
}
