package prove

import (
	"context"
	"os"
	"path/filepath"
	"testing"

	"clauz3/pkg/ir"
	"clauz3/pkg/load"
)

// TestEffectOfSeveralFunctions: effect(f, g) (clauz3 0.2) is one relation
// over the calls of both: a guarantee over it sees both calls.
func TestEffectOfSeveralFunctions(t *testing.T) {
	dir := t.TempDir()
	if err := os.CopyFS(dir, os.DirFS(example())); err != nil {
		t.Fatal(err)
	}
	both := `from clauz3.spec import ContractSpec, contract, effect
from tools.email.trusted.effects import send_email, send_newsletter

Both = effect(send_email, send_newsletter)


@contract
def only(addresses: list[str]) -> ContractSpec:
    """Every email and newsletter goes to one of addresses."""
    return Both.all(lambda e: e.addr in addresses)
`
	if err := os.WriteFile(filepath.Join(dir, "tools", "email", "trusted", "both.py"), []byte(both), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		newsletterTo, want string
	}{{"bob@example.com", ir.StatusProved}, {"eve@example.com", ir.StatusRefuted}} {
		prog := `import clauz3
from tools.email.trusted import both
from tools.email.trusted.effects import send_email, send_newsletter


@clauz3.guarantee(both.only(["bob@example.com"]))
def main() -> None:
    send_email("bob@example.com", "hi")
    send_newsletter("` + c.newsletterTo + `", "news")
`
		if err := os.WriteFile(filepath.Join(dir, "cases", "both.py"), []byte(prog), 0o644); err != nil {
			t.Fatal(err)
		}
		res, err := Prove(context.Background(), Config{Load: load.Config{
			Entry: "cases/both.py", Dir: dir, TrustedRoots: []string{"tools/email/trusted"},
			ImportRoots: []string{dir, filepath.Join(dir, "cases")},
		}})
		if err != nil {
			t.Fatal(err)
		}
		var got string
		for i, o := range res.Obligations {
			if res.DSL.Obligations[i].Kind == ir.KindGuarantee {
				got = o.Status
			}
		}
		if got != c.want {
			t.Errorf("newsletter to %s: guarantee %s, want %s", c.newsletterTo, got, c.want)
		}
	}
}
