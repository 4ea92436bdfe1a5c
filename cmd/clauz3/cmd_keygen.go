package main

import (
	"fmt"
	"io"

	"clauz3/pkg/approval/protocol"
	"clauz3/pkg/cli"
)

func init() {
	register("approval-keygen", command{
		summary: "approval-keygen  print a fresh Ed25519 key pair for approval receipts",
		run:     runKeygen,
	})
}

// runKeygen prints a fresh key pair as the reference's approval-keygen
// does: CLAUZ3_APPROVAL_SIGNING_KEY (the seed, for the approval service)
// and CLAUZ3_APPROVAL_VERIFY_KEY (the public key, for `clauz3 run`), each
// after a comment line. Nothing is written to disk.
func runKeygen(args []string, stdout io.Writer) (int, error) {
	fs := cli.Flags("clauz3 approval-keygen", "clauz3 approval-keygen")
	fs.Usage = func() {
		fmt.Fprintf(fs.Output(), "Usage: clauz3 approval-keygen\n\nFlags:\n%s\n%s", fs.FlagUsages(), keygenHelpTail)
	}
	if done, err := cli.Parse(fs, args, stdout); done || err != nil {
		return 0, err
	}
	if fs.NArg() != 0 {
		return 0, &cli.Usage{Msg: "approval-keygen takes no arguments"}
	}
	return 0, protocol.Keygen(stdout)
}

// keygenHelpTail ends approval-keygen's --help.
const keygenHelpTail = `Prints a fresh Ed25519 key pair as two NAME=value lines, each after a comment; nothing is
written to disk. CLAUZ3_APPROVAL_SIGNING_KEY goes to the approval service, CLAUZ3_APPROVAL_VERIFY_KEY
to clauz3 run.

Example:
  clauz3 approval-keygen > keys.env && chmod 600 keys.env

Exit status:
  0  the key pair is printed
  2  usage error (approval-keygen takes no arguments)
`
