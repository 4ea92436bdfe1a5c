package mcp

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	sdk "github.com/modelcontextprotocol/go-sdk/mcp"

	"clauz3/pkg/cli"
	"clauz3/pkg/explain"
	"clauz3/pkg/ir"
	"clauz3/pkg/library"
	"clauz3/pkg/load"
	"clauz3/pkg/prove"
)

// ProgramName is the file name a program given as source is shown
// under in messages.
const ProgramName = "program.py"

// SourceInput is the input of prove, explain and run.
type SourceInput struct {
	Source string `json:"source" jsonschema:"the whole Python module: imports, helpers and main() decorated with @clauz3.guarantee"`
}

// Problem is one obligation that is not proved.
type Problem struct {
	Status         string          `json:"status" jsonschema:"refuted (it can fail), unknown (undecided in time) or unsupported (Python clauz3 does not model)"`
	Kind           string          `json:"kind" jsonschema:"guarantee, precondition, assertion, exception, postcondition or unsupported"`
	Code           string          `json:"code" jsonschema:"the diagnostic code"`
	Message        string          `json:"message" jsonschema:"what can fail"`
	Line           int             `json:"line" jsonschema:"the line it points at"`
	Column         int             `json:"column" jsonschema:"the column it points at (1-based, bytes)"`
	Guarantee      string          `json:"guarantee,omitempty" jsonschema:"the guarantee as written, for a guarantee"`
	Reason         string          `json:"reason,omitempty" jsonschema:"why it is not decided, when known"`
	Counterexample *Counterexample `json:"counterexample,omitempty" jsonschema:"an input that breaks it, when refuted"`
}

// Counterexample is a call of the target that breaks an obligation.
type Counterexample struct {
	Call    string   `json:"call" jsonschema:"the call of the target, as Python"`
	Effects []string `json:"effects" jsonschema:"the trusted calls it performs, as Python, with their lines"`
}

// ProveOutput is the output of prove.
type ProveOutput struct {
	Result     string    `json:"result" jsonschema:"the explanation clauz3 prove prints"`
	Verdict    string    `json:"verdict" jsonschema:"proved or not_proved"`
	ExitCode   int       `json:"exit_code" jsonschema:"clauz3 prove's exit code: 0 proved, 1 not proved"`
	Guaranteed []string  `json:"guaranteed" jsonschema:"the guarantees proved"`
	Assumed    []string  `json:"assumed" jsonschema:"what the proof assumes"`
	Problems   []Problem `json:"problems" jsonschema:"the obligations not proved"`
}

// ExplainOutput is the output of explain.
type ExplainOutput struct {
	Result     string    `json:"result" jsonschema:"the plain-English summary"`
	Verdict    string    `json:"verdict" jsonschema:"proved or not_proved"`
	Guaranteed []string  `json:"guaranteed" jsonschema:"the guarantees proved"`
	Assumed    []string  `json:"assumed" jsonschema:"what the proof assumes"`
	Problems   []Problem `json:"problems" jsonschema:"the obligations not proved, with counterexamples"`
	Markdown   string    `json:"markdown" jsonschema:"the explanation as the approving person reads it (Markdown)"`
}

// proved is the outcome of proving a source.
type proved struct {
	res     *ir.Result
	summary explain.Summary
	text    string // explain's text, the temporary path replaced
	tmp     string // the temporary entry's path
}

// prove proves source. An error is a located message (the program does
// not load: syntax, imports, guarantees) with the program called
// ProgramName.
func (s *Server) prove(ctx context.Context, source string) (*proved, error) {
	if len(source) > load.MaxFileSize {
		return nil, fmt.Errorf("the source is larger than %d bytes", load.MaxFileSize)
	}
	// An installed library must still be what install wrote, as clauz3
	// prove checks: nothing is proved about edited trusted code.
	if err := s.verifyLibraries(); err != nil {
		return nil, errors.New(strings.TrimRight(reportText(err), "\n"))
	}
	s.proveMu.Lock()
	defer s.proveMu.Unlock()
	tmpDir, err := os.MkdirTemp("", "clauz3-mcp-")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(tmpDir)
	entry := filepath.Join(tmpDir, ProgramName)
	if err := os.WriteFile(entry, []byte(source), 0o600); err != nil {
		return nil, err
	}
	ctx, cancel := context.WithTimeout(ctx, s.cfg.ProofTimeout)
	defer cancel()
	res, err := prove.Prove(ctx, prove.Config{
		Load:  load.Config{Entry: entry, TrustedRoots: s.trusted, ImportRoots: s.imports, Dir: s.dir},
		Solve: s.cfg.Solve,
	})
	if err != nil {
		if ctx.Err() == context.DeadlineExceeded {
			return nil, fmt.Errorf("the proof took longer than %s and was stopped: simplify the program", s.cfg.ProofTimeout)
		}
		var b bytes.Buffer
		cli.Report("clauz3", &b, err)
		msg := strings.TrimRight(hideTemp(b.String(), entry), "\n")
		lines := strings.Split(msg, "\n")
		for i, l := range lines {
			lines[i] = strings.TrimPrefix(l, "clauz3: ")
		}
		return nil, errors.New(strings.Join(lines, "\n"))
	}
	p := &proved{res: res, tmp: entry}
	var b bytes.Buffer
	if err := explain.Render(&b, res, explain.FormatText); err != nil {
		return nil, err
	}
	p.text = hideTemp(b.String(), entry)
	b.Reset()
	if err := explain.Render(&b, res, explain.FormatJSON); err != nil {
		return nil, err
	}
	if err := json.Unmarshal([]byte(hideTemp(b.String(), entry)), &p.summary); err != nil {
		return nil, fmt.Errorf("reading the summary: %w", err)
	}
	return p, nil
}

// verifyLibraries is library.Verify over the trusted roots the server
// uses, as clauz3 prove and clauz3 run check them: those given, else the
// tools/ directories of the import roots, where the trusted roots were
// found (an installed library there is checked even when no trusted
// root was found in it).
func (s *Server) verifyLibraries() error {
	roots := append([]string(nil), s.trusted...)
	if len(s.cfg.TrustedRoots) == 0 {
		for _, r := range s.imports {
			roots = append(roots, filepath.Join(r, library.ToolsDir))
		}
	}
	return library.Verify(roots)
}

// hideTemp names the temporary entry file ProgramName in text, however
// it is written (absolute or relative to the working directory).
func hideTemp(text, entry string) string {
	text = strings.ReplaceAll(text, entry, ProgramName)
	if wd, err := os.Getwd(); err == nil {
		if rel, err := filepath.Rel(wd, entry); err == nil {
			text = strings.ReplaceAll(text, rel, ProgramName)
		}
	}
	return text
}

// problems lists the obligations of a summary that are not proved.
func problems(sm *explain.Summary) []Problem {
	out := []Problem{}
	for _, o := range sm.Obligations {
		if o.Status == "proved" {
			continue
		}
		p := Problem{Status: o.Status, Kind: o.Kind, Code: o.Code, Message: o.Message,
			Line: o.Span.Line, Column: o.Span.Col, Guarantee: o.Guarantee, Reason: o.Reason}
		if o.Note != "" && p.Reason == "" {
			p.Reason = o.Note
		}
		if ce := o.Counterexample; ce != nil {
			c := &Counterexample{Call: ce.Call, Effects: []string{}}
			for _, call := range ce.Calls {
				e := call.Call
				if call.Span != nil && call.Span.Line > 0 {
					e += fmt.Sprintf("   # line %d", call.Span.Line)
				}
				c.Effects = append(c.Effects, e)
			}
			p.Counterexample = c
		}
		out = append(out, p)
	}
	return out
}

func nonNil(s []string) []string {
	if s == nil {
		return []string{}
	}
	return s
}

func (s *Server) proveTool(ctx context.Context, _ *sdk.CallToolRequest, in SourceInput) (*sdk.CallToolResult, ProveOutput, error) {
	p, err := s.prove(ctx, in.Source)
	if err != nil {
		return nil, ProveOutput{}, err
	}
	out := ProveOutput{
		Result:     p.text,
		Verdict:    p.summary.Verdict,
		ExitCode:   p.summary.ExitCode,
		Guaranteed: nonNil(p.summary.Guaranteed),
		Assumed:    nonNil(p.summary.Assumed),
		Problems:   problems(&p.summary),
	}
	return text(out.Result), out, nil
}

func (s *Server) explainTool(ctx context.Context, _ *sdk.CallToolRequest, in SourceInput) (*sdk.CallToolResult, ExplainOutput, error) {
	p, err := s.prove(ctx, in.Source)
	if err != nil {
		return nil, ExplainOutput{}, err
	}
	var md bytes.Buffer
	if err := explain.Render(&md, p.res, explain.FormatMarkdown); err != nil {
		return nil, ExplainOutput{}, err
	}
	out := ExplainOutput{
		Verdict:    p.summary.Verdict,
		Guaranteed: nonNil(p.summary.Guaranteed),
		Assumed:    nonNil(p.summary.Assumed),
		Problems:   problems(&p.summary),
		Markdown:   hideTemp(md.String(), p.tmp),
	}
	out.Result = summaryText(&p.summary, out.Problems)
	return text(out.Result), out, nil
}

// summaryText is the plain-English summary of a proof.
func summaryText(sm *explain.Summary, ps []Problem) string {
	var b strings.Builder
	target := sm.Target
	if target == "" {
		target = "main"
	}
	if sm.Verdict == "proved" {
		fmt.Fprintf(&b, "Proved: for every input, %s keeps every guarantee below; no run-time error can happen.\n", target)
	} else {
		fmt.Fprintf(&b, "Not proved: %d of %d obligations of %s are not proved, so it would not be run.\n", len(ps), sm.Counts.Total, target)
	}
	list := func(title string, items []string, none string) {
		b.WriteString("\n" + title + "\n")
		if len(items) == 0 {
			b.WriteString("  " + none + "\n")
		}
		for _, it := range items {
			b.WriteString("  - " + it + "\n")
		}
	}
	list("Guaranteed:", sm.Guaranteed, "nothing")
	list("Assumed:", sm.Assumed, "nothing")
	if len(ps) > 0 {
		b.WriteString("\nWhat can fail:\n")
		for _, p := range ps {
			fmt.Fprintf(&b, "  - line %d: %s (%s)\n", p.Line, p.Message, p.Status)
			if p.Reason != "" {
				fmt.Fprintf(&b, "    why: %s\n", p.Reason)
			}
			if p.Counterexample != nil {
				fmt.Fprintf(&b, "    counterexample: %s\n", p.Counterexample.Call)
				for _, e := range p.Counterexample.Effects {
					fmt.Fprintf(&b, "      %s\n", e)
				}
			}
		}
	}
	return b.String()
}
