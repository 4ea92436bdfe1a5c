package interp_test

import (
	"bytes"
	"errors"
	"math/big"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"clauz3/pkg/interp"
	"clauz3/pkg/load"
	"clauz3/pkg/python/parser"
)

const typedLayer = `import clauz3
import deal
from typing import Optional, TypeVar

RowT = TypeVar("RowT")


class User(clauz3.Row):
    email: str
    age: int
    score: float


class Other(clauz3.Row):
    email: str
    age: int
    score: float


@deal.has("log")
def log(msg: str) -> None:
    pass


@deal.has("q")
def get_str() -> str:
    return ""


@deal.has("q")
def get_int() -> int:
    return 0


@deal.has("q")
def get_bool() -> bool:
    return False


@deal.has("q")
def get_none() -> None:
    return None


@deal.has("q")
def get_strs() -> list[str]:
    return []


@deal.has("q")
def get_users() -> list[User]:
    return []


@deal.has("q")
def read_rows(schema: type[RowT]) -> list[RowT]:
    return []


@deal.has("q")
def get_maybe() -> Optional[str]:
    return None


@deal.has("q")
def get_pairs() -> dict[str, tuple[int, ...]]:
    return {}
`

// runTyped runs main (which calls fn, then log) with the trusted
// function fn returning result; it returns the log calls and the error.
func runTyped(t *testing.T, call string, result interp.Value) ([]string, error) {
	t.Helper()
	dir := t.TempDir()
	src := "from tools.fx.trusted.effects import log, get_str, get_int, get_bool, get_none, get_strs, get_users, read_rows, get_maybe, get_pairs, Other\n\n\ndef main():\n    x = " + call + "\n    log('after')\n"
	for name, text := range map[string]string{"main.py": src, "tools/__init__.py": "", "tools/fx/__init__.py": "",
		"tools/fx/trusted/__init__.py": "", "tools/fx/trusted/effects.py": typedLayer} {
		p := filepath.Join(dir, name)
		os.MkdirAll(filepath.Dir(p), 0o755)
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	wd, _ := os.Getwd()
	defer os.Chdir(wd)
	os.Chdir(dir)
	doc, err := load.Load(load.Config{Entry: "main.py", TrustedRoots: []string{"tools/fx/trusted"}, Parse: parser.ParseFile, Dir: dir})
	if err != nil {
		t.Fatal(err)
	}
	var logs []string
	_, err = interp.Run(interp.Config{Doc: doc, Stdout: &bytes.Buffer{}, Trusted: func(c *interp.Call) (interp.Value, error) {
		if c.Name == "log" {
			logs = append(logs, c.Args[0].(string))
			return interp.None, nil
		}
		return result, nil
	}})
	return logs, err
}

func user(class string, vals ...interp.Value) *interp.Record {
	return &interp.Record{Module: "tools.fx.trusted.effects", Class: class, Names: []string{"email", "age", "score"}, Vals: vals}
}

// TestTrustedResultType: a trusted result not of its declared type
// (which the proof assumed) stops the run at the call, naming the
// function, the declared type and what came back; the program never sees
// it and makes no later trusted call. Results of the declared type, and
// results of annotations clauz3 does not model (every use of them is
// refused by the prover), pass.
func TestTrustedResultType(t *testing.T) {
	one := big.NewInt(1)
	list := func(vs ...interp.Value) *interp.List { return &interp.List{Elems: vs} }
	tuple := func(vs ...interp.Value) *interp.Tuple { return &interp.Tuple{Elems: vs} }
	dict := func(kvs ...interp.Value) *interp.Dict {
		d := interp.NewDict()
		for i := 0; i < len(kvs); i += 2 {
			d.Set(kvs[i], kvs[i+1])
		}
		return d
	}
	fl := &interp.Float{F: 1.5}
	for _, c := range []struct {
		call   string
		result interp.Value
		want   string // "" passes
	}{
		{"get_str()", "bob@example.com", ""},
		{"get_str()", list("eve@evil.org"), "the result of tools.fx.trusted.effects.get_str, declared str, is a list (['eve@evil.org'])"},
		{"get_str()", interp.None, "declared str, is a NoneType (None)"},
		{"get_str()", one, "declared str, is an int (1)"},
		{"get_str()", true, "declared str, is a bool (True)"},
		{"get_str()", dict("a", one), "declared str, is a dict"},
		{"get_int()", one, ""},
		{"get_int()", true, "declared int, is a bool (True)"},
		{"get_int()", fl, "declared int, is a float (1.5)"},
		{"get_bool()", one, "declared bool, is an int (1)"},
		{"get_none()", "x", "declared None, is a str ('x')"},
		{"get_strs()", list("a", "b"), ""},
		{"get_strs()", list("a", one), "item 1 of the result of tools.fx.trusted.effects.get_strs, declared list[str], is an int (1)"},
		{"get_strs()", tuple("a", "b"), "declared list[str], is a tuple"},
		{"get_users()", list(user("User", "a@b", one, fl)), ""},
		{"get_users()", list(user("User", "a@b", big.NewInt(3), one)), ""}, // an exact int for float
		{"get_users()", list(user("Other", "a@b", one, fl)), "item 0 of the result of tools.fx.trusted.effects.get_users, declared list[User], is a Other"},
		{"get_users()", list(user("User", "a@b", true, fl)), "item 0, field age of the result"},
		{"get_users()", list(user("User", interp.None, one, fl)), "item 0, field email of the result"},
		{"get_users()", list(&interp.Record{Module: "tools.fx.trusted.effects", Class: "User", Names: []string{"email"}, Vals: []interp.Value{"a"}}), "item 0 of the result"},
		{"read_rows(Other)", list(user("Other", "a@b", one, fl)), ""},
		{"read_rows(Other)", list(user("User", "a@b", one, fl)), "declared list[RowT], is a User"},
		{"get_maybe()", one, ""}, // not modelled: every use is refused
		{"get_pairs()", dict("a", tuple(one, one)), ""},
		{"get_pairs()", dict("a", list(one)), "item 0 (a value) of the result of tools.fx.trusted.effects.get_pairs"},
	} {
		logs, err := runTyped(t, c.call, c.result)
		if c.want == "" {
			if err != nil || len(logs) != 1 {
				t.Errorf("%s returning %v: logs %q, error %v; want it to pass", c.call, c.result, logs, err)
			}
			continue
		}
		var re *interp.ResultError
		if !errors.As(err, &re) || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s returning %v: error %v, want a ResultError with %q", c.call, c.result, err, c.want)
		}
		if len(logs) != 0 {
			t.Errorf("%s returning %v: the program went on to log %q", c.call, c.result, logs)
		}
	}
}
