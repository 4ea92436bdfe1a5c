package e2e

import (
	"context"
	"os"
	"path/filepath"
	"testing"

	"clauz3/pkg/ir"
	"clauz3/pkg/load"
	"clauz3/pkg/prove"
)

// TestRefusedDecoratorNoCounterexample checks that a refused decorator
// (a precondition with message=, which lower does not read) leaves no
// counterexample resting on the body running: main(0) raises
// PreContractError in CPython before the transfer, so n=0 is not one.
func TestRefusedDecoratorNoCounterexample(t *testing.T) {
	dir := t.TempDir()
	if err := os.CopyFS(dir, os.DirFS(filepath.Join(repo(), "examples", "email"))); err != nil {
		t.Fatal(err)
	}
	src := `import deal

import clauz3
from tools.email.trusted import contracts as mail
from tools.email.trusted.effects import send_email


@clauz3.guarantee(mail.none())
@deal.pre(lambda n: n > 0, message="n must be positive")
def main(n: int) -> None:
    if n <= 0:
        send_email("bob@example.com", "never")
`
	if err := os.WriteFile(filepath.Join(dir, "cases", "dropped.py"), []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	res, err := prove.Prove(context.Background(), prove.Config{Load: load.Config{
		Entry: filepath.Join("cases", "dropped.py"), TrustedRoots: []string{filepath.Join("tools", "email", "trusted")},
		ImportRoots: []string{"."}, Dir: dir}})
	if err != nil {
		t.Fatal(err)
	}
	unsupported := false
	for i, o := range res.Obligations {
		if o.Status == ir.StatusRefuted {
			t.Errorf("%s refuted by %+v", res.DSL.Obligations[i].Message, o.Counterexample)
		}
		unsupported = unsupported || o.Status == ir.StatusUnsupported
	}
	if !unsupported {
		t.Error("the refused decorator is not reported")
	}
}
