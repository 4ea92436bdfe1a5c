package mcp

import (
	"bytes"
	"context"
	"crypto/rand"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"regexp"
	"strings"
	"sync"
	"time"

	sdk "github.com/modelcontextprotocol/go-sdk/mcp"

	"clauz3/pkg/approval/protocol"
	"clauz3/pkg/cli"
	"clauz3/pkg/interp"
	"clauz3/pkg/runner"
)

var randReader = rand.Reader

// RunOutput is the output of run.
type RunOutput struct {
	Result   string `json:"result" jsonschema:"what clauz3 run printed: the proof, the decision, the program's output and its effects"`
	RunID    string `json:"run_id" jsonschema:"the run's identifier (see status)"`
	Phase    string `json:"phase" jsonschema:"completed (approved and executed), refused (not proved, denied or an error before execution) or failed (a run-time error while executing)"`
	ExitCode int    `json:"exit_code" jsonschema:"clauz3 run's exit code: 0 executed, 1 not proved or a run-time error, 2 configuration or input error, 3 denied"`
	Decision string `json:"decision,omitempty" jsonschema:"the approval decision, when one was made"`
	Feedback string `json:"feedback,omitempty" jsonschema:"the approving person's feedback, when given"`
}

// stdinPath matches the temporary file clauz3 run writes a program read
// from stdin to, however a message spells its directory.
var stdinPath = regexp.MustCompile(`(?:[^\s:'"()]*/)?clauz3-run-[0-9]+/stdin\.py`)

func (s *Server) runTool(ctx context.Context, req *sdk.CallToolRequest, in SourceInput) (*sdk.CallToolResult, RunOutput, error) {
	if len(s.trusted) == 0 {
		out := RunOutput{Phase: "refused", ExitCode: runner.ExitConfig,
			Result: "No trusted library is selected: ask the user to install one and restart the session."}
		return text(out.Result), out, nil
	}
	// The roots as the operator spelled them: the approval service
	// compares the request's roots with its own (clauz3 run does the same).
	trusted := s.cfg.TrustedRoots
	if len(trusted) == 0 {
		trusted = s.trusted
	}
	// An installed library must still be what install wrote, as clauz3
	// run checks before it proves: nothing is proved, asked or run.
	if err := s.verifyLibraries(); err != nil {
		out := RunOutput{Phase: "refused", ExitCode: runner.ExitConfig, Result: reportText(err)}
		return text(out.Result), out, nil
	}
	rec := s.runs.start(in.Source)
	if rec == nil {
		return nil, RunOutput{}, fmt.Errorf("a run is still active: use status to inspect it before retrying")
	}
	// A run that ends by a panic (the guard turns it into a tool error)
	// must not stay active forever.
	defer s.runs.abandon(rec)
	notify := s.notifier(ctx, req)
	notify(s.runs.update(rec, func(r *runRecord) {}))
	done := make(chan struct{})
	var wg sync.WaitGroup
	wg.Add(1)
	go func() { // heartbeats while proving and waiting
		defer wg.Done()
		t := time.NewTicker(s.cfg.Heartbeat)
		defer t.Stop()
		for {
			select {
			case <-done:
				return
			case <-t.C:
				notify(s.runs.update(rec, func(r *runRecord) {}))
			}
		}
	}()
	// The proof deadline: a run still checking or proving after
	// ProofTimeout is cancelled before anyone is asked.
	runCtx, cancel := context.WithCancel(ctx)
	defer cancel()
	var phaseMu sync.Mutex
	proving, timedOut := true, false
	proofStart := time.Now()
	deadline := time.AfterFunc(s.cfg.ProofTimeout, func() {
		phaseMu.Lock()
		defer phaseMu.Unlock()
		if proving {
			timedOut = true
			cancel()
		}
	})
	defer deadline.Stop()
	executing := false
	var stdout, stderr bytes.Buffer
	code, outcome := runner.Run(runCtx, runner.Options{
		Program:         "-",
		Stdin:           strings.NewReader(in.Source),
		TrustedRoots:    trusted,
		ImportRoots:     s.cfg.ImportRoots,
		ApprovalTimeout: s.cfg.ApprovalTimeout,
		StepBudget:      interp.DefaultStepBudget,
		Solve:           s.cfg.Solve,
		Stdout:          &stdout,
		Stderr:          &stderr,
		Getenv:          s.cfg.Getenv,
		Python:          s.cfg.Python,
		Progress: func(phase string) {
			if phase == "submitting_approval" {
				phaseMu.Lock()
				proving = false
				// The timer's goroutine may not have run yet: the clock
				// decides too.
				if time.Since(proofStart) >= s.cfg.ProofTimeout && !timedOut {
					timedOut = true
					cancel()
				}
				late := timedOut
				phaseMu.Unlock()
				if late {
					// Too late: the run is cancelled and asks nobody.
					return
				}
			}
			if phase == "executing" {
				executing = true
			}
			notify(s.runs.update(rec, func(r *runRecord) { r.Phase = phase }))
			if phase == "submitting_approval" {
				wg.Add(1)
				go func() { // "awaiting_approval" once the service holds the request
					defer wg.Done()
					s.watchPending(runCtx, done, rec, in.Source, notify)
				}()
			}
		},
	})
	close(done)
	wg.Wait()
	phaseMu.Lock()
	late := timedOut
	phaseMu.Unlock()
	if late && ctx.Err() == nil {
		code = runner.ExitConfig
		stdout.Reset()
		stderr.Reset()
		fmt.Fprintf(&stderr, "the proof took longer than %s: approval was not requested and the program did not run; simplify it\n", s.cfg.ProofTimeout)
	}
	out := RunOutput{RunID: rec.RunID, ExitCode: code}
	switch {
	case code == runner.ExitExecuted:
		out.Phase = "completed"
	case executing:
		out.Phase = "failed"
	default:
		out.Phase = "refused"
	}
	if outcome != nil && outcome.Reply != nil {
		out.Decision = string(outcome.Reply.Decision)
		out.Feedback = outcome.Reply.Feedback
	}
	final := s.runs.update(rec, func(r *runRecord) {
		r.Phase, r.ended, r.Decision = out.Phase, true, out.Decision
		c := code
		r.ExitCode = &c
	})
	notify(final)
	var b strings.Builder
	fmt.Fprintf(&b, "run id: %s\nphase: %s\nexit code: %d\n", out.RunID, out.Phase, code)
	b.WriteString(stdinPath.ReplaceAllString(stdout.String(), ProgramName))
	b.WriteString(stdinPath.ReplaceAllString(stderr.String(), ProgramName))
	out.Result = b.String()
	return text(out.Result), out, nil
}

// reportText is err as clauz3 reports it on stderr (each diagnostic
// with its notes), without the program name's prefix.
func reportText(err error) string {
	var b bytes.Buffer
	cli.Report("clauz3", &b, err)
	lines := strings.Split(strings.TrimRight(b.String(), "\n"), "\n")
	for i, l := range lines {
		lines[i] = strings.TrimPrefix(l, "clauz3: ")
	}
	return strings.Join(lines, "\n") + "\n"
}

// notifier sends a run's status as a progress notification when the
// client asked for progress (a progress token); a client that is slow or
// gone does not hold the run up (one second at most per notification).
func (s *Server) notifier(ctx context.Context, req *sdk.CallToolRequest) func(RunStatus) {
	var token any
	if req != nil && req.Params != nil {
		token = req.Params.GetProgressToken()
	}
	if token == nil || req.Session == nil {
		return func(RunStatus) {}
	}
	var mu sync.Mutex
	n := 0
	return func(st RunStatus) {
		mu.Lock()
		defer mu.Unlock()
		n++
		msg, _ := json.Marshal(st)
		nctx, cancel := context.WithTimeout(ctx, time.Second)
		defer cancel()
		req.Session.NotifyProgress(nctx, &sdk.ProgressNotificationParams{
			ProgressToken: token, Progress: float64(n), Message: string(msg)})
	}
}

// watchPending polls the approval service for run rec's request while
// the run waits; once the service says it is pending (a person has it),
// the phase becomes "awaiting_approval" (the reference reports waiting
// only when the service confirms it).
func (s *Server) watchPending(ctx context.Context, done <-chan struct{}, rec *runRecord, source string, notify func(RunStatus)) {
	program, err := protocol.NormalizeProgram([]byte(source))
	if err != nil {
		return
	}
	id := protocol.RequestID(protocol.ProgramSHA256(program))
	s.runs.update(rec, func(r *runRecord) { r.RequestID = id })
	base := s.getenv(protocol.ServiceEnv)
	if base == "" {
		if u, err := protocol.ServiceURL(s.dir); err == nil && u != "" {
			base = u
		} else {
			base = s.getenv(protocol.URLEnv)
		}
	}
	if base == "" {
		return
	}
	client := &http.Client{Timeout: time.Second}
	for first := true; ; first = false {
		if !first {
			select {
			case <-done:
				return
			case <-ctx.Done():
				return
			case <-time.After(250 * time.Millisecond):
			}
		}
		req, err := http.NewRequestWithContext(ctx, http.MethodGet, strings.TrimRight(base, "/")+"/requests/"+url.PathEscape(id), nil)
		if err != nil {
			return
		}
		if tok := s.getenv(protocol.TokenEnv); tok != "" {
			req.Header.Set("Authorization", "Bearer "+tok)
		}
		resp, err := client.Do(req)
		if err != nil {
			continue
		}
		var body struct {
			RequestID string `json:"request_id"`
			Status    string `json:"status"`
		}
		json.NewDecoder(io.LimitReader(resp.Body, 2_000_000)).Decode(&body)
		resp.Body.Close()
		if resp.StatusCode == http.StatusOK && body.RequestID == id && body.Status == "pending" {
			changed := false
			st := s.runs.update(rec, func(r *runRecord) {
				if r.Phase == "submitting_approval" {
					r.Phase, changed = "awaiting_approval", true
				}
			})
			if changed {
				notify(st)
			}
			return
		}
	}
}
