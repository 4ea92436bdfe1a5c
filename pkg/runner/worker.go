package runner

import (
	"bufio"
	_ "embed"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math"
	"math/big"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"unicode/utf8"

	"clauz3/pkg/interp"
)

//go:embed worker.py
var workerSource string

// FindPython returns the CPython that imports the trusted layer:
// $CLAUZ3_PYTHON, else the project's .venv/bin/python found in dir or one
// of its parents (or beside the running executable's parent), else
// python3 on $PATH.
func FindPython(dir string) (string, error) {
	if p := os.Getenv("CLAUZ3_PYTHON"); p != "" {
		return p, nil
	}
	var starts []string
	if abs, err := filepath.Abs(dir); err == nil {
		starts = append(starts, abs)
	}
	if exe, err := os.Executable(); err == nil {
		starts = append(starts, filepath.Dir(exe))
	}
	for _, d := range starts {
		for {
			p := filepath.Join(d, ".venv", "bin", "python")
			if st, err := os.Stat(p); err == nil && !st.IsDir() {
				return p, nil
			}
			parent := filepath.Dir(d)
			if parent == d {
				break
			}
			d = parent
		}
	}
	p, err := exec.LookPath("python3")
	if err != nil {
		return "", errors.New("no CPython found for the trusted layer (set CLAUZ3_PYTHON, or create .venv with make deps)")
	}
	return p, nil
}

// Worker is a CPython process that performs trusted calls with the real
// trusted layer.
type Worker struct {
	cmd    *exec.Cmd
	in     io.WriteCloser
	out    *bufio.Reader
	stdout io.Writer // where a trusted function's printed output goes
	dead   error
}

// WorkerConfig says how to start a worker.
type WorkerConfig struct {
	Python  string
	Path    []string // sys.path entries, first first (absolute)
	Modules []string // trusted modules imported at start
	// Files maps a trusted module to the absolute path of the source
	// clauz3 proved: CPython importing it from anywhere else (a package
	// of the same name later on sys.path) is refused.
	Files map[string]string
	// Sources are the project's modules as clauz3 proved them (name to
	// absolute path and text): when set, the worker runs these texts for
	// those modules, never reading them from disk again, and puts no
	// project directory on sys.path (Path is not used).
	Sources map[string]Source
	Env     []string // extra environment (NAME=value)
	Dir     string   // working directory
	Stdout  io.Writer
	Stderr  io.Writer
}

// Source is a module's source as clauz3 proved it (WorkerConfig.Sources).
type Source struct {
	Path string `json:"path"` // absolute
	Text string `json:"text"`
}

// StartWorker starts the worker and imports the trusted modules.
func StartWorker(cfg WorkerConfig) (*Worker, error) {
	cmd := exec.Command(cfg.Python, "-I", "-c", workerSource)
	cmd.Dir = cfg.Dir
	cmd.Env = append(os.Environ(), cfg.Env...)
	cmd.Env = append(cmd.Env, "PYTHONDONTWRITEBYTECODE=1", "PYTHONIOENCODING=utf-8")
	if cfg.Stderr != nil {
		cmd.Stderr = cfg.Stderr
	} else {
		cmd.Stderr = os.Stderr
	}
	in, err := cmd.StdinPipe()
	if err != nil {
		return nil, err
	}
	out, err := cmd.StdoutPipe()
	if err != nil {
		return nil, err
	}
	if err := cmd.Start(); err != nil {
		return nil, fmt.Errorf("starting the trusted-call worker %s: %w", cfg.Python, err)
	}
	w := &Worker{cmd: cmd, in: in, out: bufio.NewReaderSize(out, 1<<16), stdout: cfg.Stdout}
	if w.stdout == nil {
		w.stdout = io.Discard
	}
	files := cfg.Files
	if files == nil {
		files = map[string]string{}
	}
	sources := cfg.Sources
	if sources == nil {
		sources = map[string]Source{}
	}
	resp, err := w.roundTrip(map[string]any{"op": "init", "path": nonNil(cfg.Path), "modules": nonNil(cfg.Modules), "files": files, "sources": sources})
	if err != nil {
		w.Close()
		return nil, err
	}
	if ok, _ := resp["ok"].(bool); !ok {
		w.Close()
		return nil, fmt.Errorf("importing the trusted layer: %s", respError(resp))
	}
	return w, nil
}

func nonNil(s []string) []string {
	if s == nil {
		return []string{}
	}
	return s
}

func respError(resp map[string]any) string {
	if e, ok := resp["error"].(string); ok {
		return e
	}
	if e, ok := resp["exception"].(map[string]any); ok {
		return fmt.Sprintf("%v: %v", e["class"], e["message"])
	}
	return "unknown worker error"
}

func (w *Worker) roundTrip(req map[string]any) (map[string]any, error) {
	if w.dead != nil {
		return nil, w.dead
	}
	b, err := json.Marshal(req)
	if err != nil {
		return nil, err
	}
	if _, err := w.in.Write(append(b, '\n')); err != nil {
		w.dead = fmt.Errorf("the trusted-call worker is gone: %w", err)
		return nil, w.dead
	}
	line, err := w.out.ReadBytes('\n')
	if err != nil {
		w.dead = errors.New("the trusted-call worker exited without answering")
		return nil, w.dead
	}
	var resp map[string]any
	if err := json.Unmarshal(line, &resp); err != nil {
		w.dead = fmt.Errorf("the trusted-call worker answered garbage: %v", err)
		return nil, w.dead
	}
	if s, ok := resp["stdout"].(string); ok && s != "" {
		io.WriteString(w.stdout, s)
	}
	return resp, nil
}

// Call performs one trusted call. A trusted function that raised is an
// *interp.Error of its exception class (the program stops there, as a
// run-time error).
func (w *Worker) Call(c *interp.Call) (interp.Value, error) {
	args := make([]any, len(c.Args))
	for i, a := range c.Args {
		v, err := EncodeValue(a)
		if err != nil {
			return nil, err
		}
		args[i] = v
	}
	kwargs := map[string]any{}
	for _, k := range c.Kwargs {
		v, err := EncodeValue(k.Value)
		if err != nil {
			return nil, err
		}
		kwargs[k.Name] = v
	}
	resp, err := w.roundTrip(map[string]any{"op": "call", "module": c.Module, "name": c.Name, "args": args, "kwargs": kwargs})
	if err != nil {
		return nil, err
	}
	if ok, _ := resp["ok"].(bool); ok {
		return DecodeValue(resp["result"])
	}
	if s, ok := resp["surrogate"].(string); ok {
		return nil, &SurrogateError{What: s}
	}
	if s, ok := resp["mutated"].(string); ok {
		return nil, &MutatedError{What: s}
	}
	if e, ok := resp["exception"].(map[string]any); ok {
		class, _ := e["class"].(string)
		msg, _ := e["message"].(string)
		return nil, &interp.Error{Class: class, Msg: msg + " (raised by the trusted function " + c.Qualname() + ")"}
	}
	return nil, errors.New(respError(resp))
}

// SurrogateError is a trusted call whose result (or the message of the
// exception it raised) holds a lone surrogate: clauz3 proves over strings
// that cannot hold one, so the run stops at the call (worker.py).
type SurrogateError struct {
	What string // what holds it, as the worker says
}

func (e *SurrogateError) Error() string {
	return e.What + ", which clauz3 does not prove over (Z3's strings cannot hold one); the run stops before the program sees it"
}

// MutatedError is a trusted call that changed an argument in place: the
// program, run by CPython, would see the change, which clauz3 did not
// prove over (pkg/lower passes values to trusted functions unchanged), so
// the run stops at the call (worker.py).
type MutatedError struct {
	What string // the call, as the worker says
}

func (e *MutatedError) Error() string {
	return e.What + ", which clauz3 proved the program without; the run stops before the program sees it"
}

// Close ends the worker.
func (w *Worker) Close() error {
	w.in.Close()
	err := w.cmd.Wait()
	if err != nil && w.dead == nil {
		return err
	}
	return nil
}

// EncodeValue renders a value as the worker's JSON (see worker.py).
func EncodeValue(v interp.Value) (any, error) {
	switch x := v.(type) {
	case interp.NoneType:
		return nil, nil
	case bool:
		return x, nil
	case string:
		// A str the interpreter holds is valid UTF-8 (it refuses a
		// literal with a lone surrogate); JSON would turn anything else
		// into U+FFFD.
		if !utf8.ValidString(x) {
			return nil, errors.New("a str holding a lone surrogate cannot be passed to a trusted function")
		}
		return x, nil
	case *big.Int:
		if x.Sign() < 0 {
			return map[string]any{"int": "-0x" + new(big.Int).Neg(x).Text(16)}, nil
		}
		return map[string]any{"int": "0x" + x.Text(16)}, nil
	case *interp.Float:
		return map[string]any{"float": floatText(x.F)}, nil
	case *interp.List:
		out := make([]any, len(x.Elems))
		for i, e := range x.Elems {
			ev, err := EncodeValue(e)
			if err != nil {
				return nil, err
			}
			out[i] = ev
		}
		return out, nil
	case *interp.Tuple:
		out := make([]any, len(x.Elems))
		for i, e := range x.Elems {
			ev, err := EncodeValue(e)
			if err != nil {
				return nil, err
			}
			out[i] = ev
		}
		return map[string]any{"tuple": out}, nil
	case *interp.Dict:
		var out []any
		var err error
		x.Each(func(k, val interp.Value) bool {
			var ek, ev any
			if ek, err = EncodeValue(k); err != nil {
				return false
			}
			if ev, err = EncodeValue(val); err != nil {
				return false
			}
			out = append(out, []any{ek, ev})
			return true
		})
		if err != nil {
			return nil, err
		}
		if out == nil {
			out = []any{}
		}
		return map[string]any{"dict": out}, nil
	case *interp.Record:
		fields := make([]any, len(x.Names))
		for i, n := range x.Names {
			ev, err := EncodeValue(x.Vals[i])
			if err != nil {
				return nil, err
			}
			fields[i] = []any{n, ev}
		}
		return map[string]any{"row": map[string]any{"module": x.Module, "class": x.Class, "fields": fields}}, nil
	}
	return nil, fmt.Errorf("a %T cannot be passed to a trusted function", v)
}

func floatText(f float64) string {
	switch {
	case math.IsNaN(f):
		return "nan"
	case math.IsInf(f, 1):
		return "inf"
	case math.IsInf(f, -1):
		return "-inf"
	}
	return strconv.FormatFloat(f, 'g', -1, 64)
}

// DecodeValue reads the worker's JSON form of a value.
func DecodeValue(v any) (interp.Value, error) {
	switch x := v.(type) {
	case nil:
		return interp.None, nil
	case bool, string:
		return x, nil
	case []any:
		out := make([]interp.Value, len(x))
		for i, e := range x {
			d, err := DecodeValue(e)
			if err != nil {
				return nil, err
			}
			out[i] = d
		}
		return &interp.List{Elems: out}, nil
	case map[string]any:
		if len(x) == 1 {
			for tag, val := range x {
				switch tag {
				case "int":
					s, _ := val.(string)
					i, ok := new(big.Int).SetString(s, 0)
					if ok {
						return i, nil
					}
				case "float":
					s, _ := val.(string)
					f, err := strconv.ParseFloat(strings.TrimSpace(s), 64)
					if err == nil || strings.Contains(s, "inf") || strings.Contains(s, "nan") {
						return &interp.Float{F: f}, nil
					}
				case "tuple":
					l, err := DecodeValue(val)
					if lst, ok := l.(*interp.List); ok && err == nil {
						return &interp.Tuple{Elems: lst.Elems}, nil
					}
				case "dict":
					pairs, ok := val.([]any)
					if !ok {
						break
					}
					d := interp.NewDict()
					for _, p := range pairs {
						kv, ok := p.([]any)
						if !ok || len(kv) != 2 {
							return nil, errors.New("a bad dict entry from the worker")
						}
						k, err := DecodeValue(kv[0])
						if err != nil {
							return nil, err
						}
						if !interp.Hashable(k) {
							return nil, errors.New("an unhashable dict key from the worker")
						}
						val, err := DecodeValue(kv[1])
						if err != nil {
							return nil, err
						}
						d.Set(k, val)
					}
					return d, nil
				case "row":
					return decodeRow(val)
				}
			}
		}
	}
	return nil, fmt.Errorf("a value the interpreter cannot read from the worker: %v", v)
}

func decodeRow(v any) (interp.Value, error) {
	m, ok := v.(map[string]any)
	if !ok {
		return nil, errors.New("a bad row from the worker")
	}
	mod, _ := m["module"].(string)
	class, _ := m["class"].(string)
	fields, ok := m["fields"].([]any)
	if mod == "" || class == "" || !ok {
		return nil, errors.New("a bad row from the worker")
	}
	r := &interp.Record{Module: mod, Class: class}
	for _, f := range fields {
		kv, ok := f.([]any)
		if !ok || len(kv) != 2 {
			return nil, errors.New("a bad row field from the worker")
		}
		name, ok := kv[0].(string)
		if !ok {
			return nil, errors.New("a bad row field from the worker")
		}
		val, err := DecodeValue(kv[1])
		if err != nil {
			return nil, err
		}
		r.Names = append(r.Names, name)
		r.Vals = append(r.Vals, val)
	}
	return r, nil
}
