package mcp

import (
	"bufio"
	"context"
	"encoding/json"
	"io"
	"regexp"
	"sync"

	sdk "github.com/modelcontextprotocol/go-sdk/mcp"
)

// MaxLine is the longest JSON-RPC line (one message) the server reads.
const MaxLine = 16 << 20

// LineTransport is the server's stdio transport: newline-delimited
// JSON-RPC as the SDK's StdioTransport, except that a line longer than
// MaxLine is answered with a JSON-RPC error (its id, when the line
// begins with one, else null) and skipped, where the SDK's transport
// ends the session on it.
type LineTransport struct {
	In  io.Reader
	Out io.Writer
	Max int // MaxLine when 0
}

// Connect implements sdk.Transport.
func (t *LineTransport) Connect(ctx context.Context) (sdk.Connection, error) {
	max := t.Max
	if max <= 0 {
		max = MaxLine
	}
	out := &lockedWriter{w: t.Out}
	pr, pw := io.Pipe()
	go func() {
		r := bufio.NewReaderSize(t.In, 64<<10)
		for {
			line, long, err := readLine(r, max)
			if long {
				out.Write(tooLong(line, max))
			} else if len(line) > 0 {
				if _, werr := pw.Write(append(line, '\n')); werr != nil {
					return
				}
			}
			if err != nil {
				if err == io.EOF {
					err = nil
				}
				pw.CloseWithError(err)
				return
			}
		}
	}()
	return (&sdk.IOTransport{Reader: pr, Writer: nopCloser{out}, MaxLineLength: 2 * max}).Connect(ctx)
}

// readLine reads one line (without its newline). A line longer than max
// is read to its end but not kept: long is set and line holds its first
// bytes (up to 4 KiB), where an id may be found.
func readLine(r *bufio.Reader, max int) (line []byte, long bool, err error) {
	for {
		part, isPrefix, err := r.ReadLine()
		if !long {
			if len(line)+len(part) > max {
				long = true
				if len(line) < 4096 {
					line = append(line, part[:min(len(part), 4096-len(line))]...)
				}
			} else {
				line = append(line, part...)
			}
		}
		if err != nil || !isPrefix {
			return line, long, err
		}
	}
}

// idPattern finds a JSON-RPC id at the start of a message.
var idPattern = regexp.MustCompile(`"id"\s*:\s*("(?:[^"\\]|\\.){0,256}"|-?[0-9]{1,19})`)

// tooLong is the JSON-RPC error answering a line longer than max, whose
// first bytes are head.
func tooLong(head []byte, max int) []byte {
	var id json.RawMessage = []byte("null")
	if m := idPattern.FindSubmatch(head); m != nil && json.Valid(m[1]) {
		id = m[1]
	}
	msg := map[string]any{"jsonrpc": "2.0", "id": id, "error": map[string]any{
		"code":    -32600,
		"message": "invalid request: the message is longer than " + itoa(max) + " bytes, the most this server reads; it was skipped",
	}}
	b, _ := json.Marshal(msg)
	return append(b, '\n')
}

func itoa(n int) string {
	b, _ := json.Marshal(n)
	return string(b)
}

// lockedWriter writes each message whole: the SDK writes one message per
// Write, and tooLong's answers must not fall inside one.
type lockedWriter struct {
	mu sync.Mutex
	w  io.Writer
}

func (l *lockedWriter) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.w.Write(p)
}

type nopCloser struct{ io.Writer }

func (nopCloser) Close() error { return nil }
