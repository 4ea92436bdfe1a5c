package cli

import (
	"fmt"
	"io"
	"os"

	"github.com/mattn/go-isatty"
	"github.com/spf13/pflag"
)

// The values of --color.
const (
	ColorAuto   = "auto"
	ColorAlways = "always"
	ColorNever  = "never"
)

// ColorFlag is --color auto|always|never: whether the text output is
// coloured. auto colours when stdout is a terminal, NO_COLOR is unset or
// empty (https://no-color.org) and TERM is not "dumb"; always and never
// are what they say (an explicit flag wins over NO_COLOR).
type ColorFlag struct{ mode string }

// Add registers --color on fs.
func (c *ColorFlag) Add(fs *pflag.FlagSet) {
	c.mode = ColorAuto
	fs.Var(c, "color", "colour the text output: `WHEN` is auto (on a terminal, unless NO_COLOR is set), always or never")
}

// Set accepts auto, always or never.
func (c *ColorFlag) Set(s string) error {
	switch s {
	case ColorAuto, ColorAlways, ColorNever:
		c.mode = s
		return nil
	}
	return fmt.Errorf("want auto, always or never")
}

func (c *ColorFlag) String() string { return c.mode }

// Type names the value in --help.
func (c *ColorFlag) Type() string { return "string" }

// Enabled reports whether output written to w is coloured, reading the
// environment through getenv (os.Getenv when nil).
func (c *ColorFlag) Enabled(w io.Writer, getenv func(string) string) bool {
	if getenv == nil {
		getenv = os.Getenv
	}
	switch c.mode {
	case ColorAlways:
		return true
	case ColorNever:
		return false
	}
	if getenv("NO_COLOR") != "" || getenv("TERM") == "dumb" {
		return false
	}
	f, ok := w.(*os.File)
	return ok && (isatty.IsTerminal(f.Fd()) || isatty.IsCygwinTerminal(f.Fd()))
}
