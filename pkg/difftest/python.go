package difftest

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"os/exec"
	"strings"
)

// Run is one execution of a program: the target's arguments and, per
// trusted getter, the values its successive calls return.
type Run struct {
	Args    []Value            `json:"args"`
	Results map[string][]Value `json:"results"`
	// ArgsPy and ResultsPy give the same as Python source (regression
	// cases); CPython's outcome then carries the decoded arguments.
	ArgsPy    *string           `json:"args_py,omitempty"`
	ResultsPy map[string]string `json:"results_py,omitempty"`
}

// Call is one trusted call CPython made: the function, its tag argument
// and the value logged (log_*) or returned (get_*).
type Call struct {
	Fn    string
	Tag   Value
	Val   Value
	Extra []Value // further arguments (log_pair's b)
}

// UnmarshalJSON reads [fn, tag, value, extra...].
func (c *Call) UnmarshalJSON(data []byte) error {
	var parts []json.RawMessage
	if err := json.Unmarshal(data, &parts); err != nil || len(parts) < 3 {
		return fmt.Errorf("bad call %s", data)
	}
	if err := json.Unmarshal(parts[0], &c.Fn); err != nil {
		return err
	}
	if err := json.Unmarshal(parts[1], &c.Tag); err != nil {
		return err
	}
	for _, p := range parts[3:] {
		var v Value
		if err := json.Unmarshal(p, &v); err != nil {
			return err
		}
		c.Extra = append(c.Extra, v)
	}
	return json.Unmarshal(parts[2], &c.Val)
}

func (c Call) String() string {
	if strings.HasPrefix(c.Fn, "log_") {
		return fmt.Sprintf("%s(%s, %s)", c.Fn, c.Tag.Py(), joinValues(append([]Value{c.Val}, c.Extra...)))
	}
	return fmt.Sprintf("%s(%s) -> %s", c.Fn, c.Tag.Py(), c.Val.Py())
}

// Outcome is what CPython did in one run.
type Outcome struct {
	Calls  []Call  `json:"calls"`
	Raised *string `json:"raised"`
	// Phase is "import" when the exception was raised while the module
	// was executed, before main was called.
	Phase string  `json:"phase"`
	Args  []Value `json:"args"`
}

// Python is a CPython process running testdata/run.py: it executes
// programs with the trusted layer replaced by recording stubs. It is not
// safe for concurrent use; use one per goroutine.
type Python struct {
	cmd *exec.Cmd
	in  io.WriteCloser
	out *bufio.Reader
}

// StartPython starts python3 on the runner script.
func StartPython(script string) (*Python, error) {
	cmd := exec.Command("python3", "-X", "utf8", script)
	in, err := cmd.StdinPipe()
	if err != nil {
		return nil, err
	}
	out, err := cmd.StdoutPipe()
	if err != nil {
		return nil, err
	}
	if err := cmd.Start(); err != nil {
		return nil, fmt.Errorf("starting python3: %w", err)
	}
	return &Python{cmd: cmd, in: in, out: bufio.NewReaderSize(out, 1<<20)}, nil
}

// Exec runs src once per run and returns CPython's outcomes.
func (p *Python) Exec(src string, runs []Run) ([]Outcome, error) {
	req, err := json.Marshal(map[string]any{"src": src, "runs": runs})
	if err != nil {
		return nil, err
	}
	if _, err := p.in.Write(append(req, '\n')); err != nil {
		return nil, fmt.Errorf("writing to python3: %w", err)
	}
	line, err := p.out.ReadBytes('\n')
	if err != nil {
		return nil, fmt.Errorf("reading from python3: %w", err)
	}
	var resp struct {
		Runs  []Outcome `json:"runs"`
		Error *string   `json:"error"`
	}
	if err := json.Unmarshal(line, &resp); err != nil {
		return nil, fmt.Errorf("python3 answer %.200s: %w", line, err)
	}
	if resp.Error != nil {
		return nil, fmt.Errorf("python3: %s", *resp.Error)
	}
	if len(resp.Runs) != len(runs) {
		return nil, fmt.Errorf("python3 answered %d runs for %d", len(resp.Runs), len(runs))
	}
	return resp.Runs, nil
}

// Close stops the process.
func (p *Python) Close() error {
	p.in.Close()
	return p.cmd.Wait()
}

func raisedText(r *string) string {
	if r == nil {
		return "nothing"
	}
	return *r
}

func callsText(cs []Call, indent string) string {
	if len(cs) == 0 {
		return indent + "(no calls)\n"
	}
	var b strings.Builder
	for i, c := range cs {
		fmt.Fprintf(&b, "%s%d. %s\n", indent, i+1, c)
	}
	return b.String()
}
