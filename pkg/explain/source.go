package explain

import "clauz3/pkg/diag"

// The quoting of source lines lives in pkg/diag; these names keep
// explain's code and tests short.

// sanitize is diag.Sanitize.
func sanitize(s string) string { return diag.Sanitize(s) }

// splitLines is diag.SplitLines.
func splitLines(text string) []string { return diag.SplitLines(text) }

// runeWidth is diag.RuneWidth.
func runeWidth(r rune) int { return diag.RuneWidth(r) }

// snippet is a diag.Snippet as explain's tests read it.
type snippet struct{ line, pad, carets string }

// makeSnippet is diag.MakeSnippet.
func makeSnippet(raw string, col, endCol int, toEOL bool) (snippet, bool) {
	sn, ok := diag.MakeSnippet(raw, col, endCol, toEOL)
	return snippet{line: sn.Line, pad: sn.Pad, carets: sn.Carets}, ok
}
