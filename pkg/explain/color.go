package explain

import (
	"bytes"
	"io"
	"strings"

	"clauz3/pkg/ir"
)

// Options says how Render writes: the format ("" is text) and whether
// to colour the text format for a terminal.
type Options struct {
	Format string
	// Color adds ANSI colours to the text format (the verdict, warnings,
	// headings, errors and carets); other formats are never coloured.
	// The words are the same with and without colour.
	Color bool
	// BaseURI, when set, is the file:// URI of the directory the
	// sources' relative paths start from (the working directory); SARIF
	// records it as the meaning of its uriBaseId.
	BaseURI string
}

// ANSI sequences used for the text format.
const (
	ansiReset  = "\x1b[0m"
	ansiBold   = "\x1b[1m"
	ansiRed    = "\x1b[1;31m"
	ansiGreen  = "\x1b[1;32m"
	ansiYellow = "\x1b[1;33m"
)

// RenderOptions is Render with Options.
func RenderOptions(w io.Writer, res *ir.Result, o Options) error {
	if !o.Color || (o.Format != "" && o.Format != FormatText) {
		return renderTo(w, res, o)
	}
	var buf bytes.Buffer
	if err := renderTo(&buf, res, o); err != nil {
		return err
	}
	_, err := io.WriteString(w, colorize(buf.String()))
	return err
}

// headings are the lines of the text format set in bold.
var headings = []string{"Guaranteed:", "Assumed:", "Trusted calls it may make:", "Proved, but not guaranteed", "Timings:"}

// colorize colours the text format line by line: the verdict green or
// red, a warning's label yellow, headings bold, the severity of a
// diagnostic and its carets red. Text already holds no escape sequence
// (sanitize replaces control characters), so the colours are ours.
func colorize(text string) string {
	lines := strings.SplitAfter(text, "\n")
	for i, l := range lines {
		body := strings.TrimSuffix(l, "\n")
		nl := l[len(body):]
		switch {
		case body == "PROVED":
			body = ansiGreen + body + ansiReset
		case body == "NOT PROVED":
			body = ansiRed + body + ansiReset
		case strings.HasPrefix(body, "WARNING: "):
			body = ansiYellow + "WARNING:" + ansiReset + body[len("WARNING:"):]
		case hasHeading(body):
			if j := strings.IndexByte(body, ':'); j >= 0 {
				body = ansiBold + body[:j+1] + ansiReset + body[j+1:]
			}
		default:
			body = colorCarets(body)
		}
		lines[i] = body + nl
	}
	return strings.Join(lines, "")
}

func hasHeading(l string) bool {
	for _, h := range headings {
		if strings.HasPrefix(l, h) {
			return true
		}
	}
	return false
}

// colorCarets colours a diagnostic's caret run and its " error: " label:
// the line "    ^^^^ file:9: error: message [code]".
func colorCarets(l string) string {
	t := strings.TrimLeft(l, " ")
	if !strings.HasPrefix(t, "^") {
		if i := strings.Index(l, ": error: "); i >= 0 && !strings.HasPrefix(t, "|") {
			return l[:i+2] + ansiRed + "error" + ansiReset + l[i+7:]
		}
		return l
	}
	pad := l[:len(l)-len(t)]
	n := len(t) - len(strings.TrimLeft(t, "^"))
	rest := t[n:]
	if i := strings.Index(rest, ": error: "); i >= 0 {
		rest = rest[:i+2] + ansiRed + "error" + ansiReset + rest[i+7:]
	}
	return pad + ansiRed + t[:n] + ansiReset + rest
}
