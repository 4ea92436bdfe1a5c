package prove

import (
	"context"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"clauz3/pkg/ir"
	"clauz3/pkg/load"
)

// columnExprs are ways a program may pass on the email it read from a row
// of db_query_users, and whether the value passed is still the one read
// from UserRow.email, as the Python runtime marks it: passing an object
// on keeps it; making a new object, even an equal one, does not.
var columnExprs = []struct {
	expr string
	from bool
}{
	{`row.email`, true},
	{`ident(row.email)`, true},
	{`(row.email,)[0]`, true},
	{`[row.email][0]`, true},
	{`{"a": row.email}["a"]`, true},
	{`row.email or "x"`, true},
	{`row.email if greeting else row.email`, true},
	{`str(row.email)`, false},
	{`f"{row.email}"`, false},
	{`row.email + ""`, false},
	{`"" + row.email`, false},
	{`row.email[:]`, false},
	{`"".join([row.email])`, false},
	{`row.email * 1`, false},
	{`row.email * True`, false},
	{`"bob@example.com"`, false},
	{`admin.email`, false},
}

// TestColumnReferences checks e.addr == UserRow.email (pkg/lower's
// columns.go) on each expression of columnExprs: proved when the value is
// the one read from the column, refuted with a counterexample otherwise.
// The table itself is checked against CPython running the runtime
// package (runtime/clauz3) when python3 is there.
func TestColumnReferences(t *testing.T) {
	_, file, _, _ := runtime.Caller(0)
	repo := filepath.Join(filepath.Dir(file), "..", "..")
	checkColumnTableUnderCPython(t, repo)
	dir := t.TempDir()
	if err := os.Symlink(filepath.Join(repo, "examples", "db", "tools"), filepath.Join(dir, "tools")); err != nil {
		t.Fatal(err)
	}
	for _, c := range columnExprs {
		src := `import clauz3
from tools.db.trusted import contracts as mail
from tools.db.trusted.effects import db_query_admins, db_query_users, send_email


def ident(x: str) -> str:
    return x


@clauz3.guarantee(mail.only_users())
def main(greeting: str) -> None:
    admins = db_query_admins()
    users = db_query_users(True)
    for admin in admins:
        for row in users:
            if "@" in row.email and "@" in admin.email:
                send_email(` + c.expr + `, greeting)
`
		if err := os.WriteFile(filepath.Join(dir, "m.py"), []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
		res, err := Prove(context.Background(), Config{Load: load.Config{
			Entry: "m.py", Dir: dir, TrustedRoots: []string{"tools/db/trusted"}, ImportRoots: []string{dir},
		}})
		if err != nil {
			t.Fatal(err)
		}
		for i, o := range res.Obligations {
			ob := res.DSL.Obligations[i]
			if ob.ID != o.ID {
				t.Fatalf("result %s beside obligation %s", o.ID, ob.ID)
			}
			if ob.Kind != ir.KindGuarantee {
				if o.Status != ir.StatusProved {
					t.Errorf("%s: %s %s: %s", c.expr, ob.Kind, o.Status, ob.Message)
				}
				continue
			}
			want := ir.StatusRefuted
			if c.from {
				want = ir.StatusProved
			}
			if o.Status != want || want == ir.StatusRefuted && o.Counterexample == nil {
				t.Errorf("send_email(%s): the guarantee is %s, want %s", c.expr, o.Status, want)
			}
		}
	}
}

// checkColumnTableUnderCPython evaluates each expression of columnExprs
// under the project's python (.venv, with deal, which the runtime
// imports) on a value the runtime marks as read from UserRow.email.
func checkColumnTableUnderCPython(t *testing.T, repo string) {
	py := filepath.Join(repo, ".venv", "bin", "python") // the runtime imports deal
	if _, err := os.Stat(py); err != nil {
		t.Logf("%s not found (make deps): the table is not checked against CPython", py)
		return
	}
	var exprs []string
	for _, c := range columnExprs {
		exprs = append(exprs, c.expr)
	}
	js, _ := json.Marshal(exprs)
	prog := `import json, sys
import clauz3
from clauz3.row import column_value, column_of
class UserRow(clauz3.Row):
    email: str
class AdminRow(clauz3.Row):
    email: str
def ident(x):
    return x
class R:
    pass
row, admin = R(), R()
row.email = column_value(UserRow, "email", "a@b")
admin.email = column_value(AdminRow, "email", "a@b")
greeting = "hi"
out = []
for e in json.loads(sys.argv[1]):
    v = eval(e)
    out.append(column_of(v) == (UserRow, "email"))
print(json.dumps(out))
`
	cmd := exec.Command(py, "-c", prog, string(js))
	cmd.Env = append(os.Environ(), "PYTHONPATH="+filepath.Join(repo, "runtime"))
	out, err := cmd.Output()
	if err != nil {
		if ee, ok := err.(*exec.ExitError); ok {
			t.Fatalf("python: %v\n%s", err, ee.Stderr)
		}
		t.Fatalf("python: %v", err)
	}
	var got []bool
	if err := json.Unmarshal(out, &got); err != nil || len(got) != len(columnExprs) {
		t.Fatalf("python3 printed %q", strings.TrimSpace(string(out)))
	}
	for i, c := range columnExprs {
		if got[i] != c.from {
			t.Errorf("under CPython, %s is read from UserRow.email: %v; the table says %v", c.expr, got[i], c.from)
		}
	}
}
