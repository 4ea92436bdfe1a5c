package main

import (
	"context"
	"fmt"
	"io"
	"os"
	"os/signal"

	"clauz3/pkg/approval/policycheck"
	"clauz3/pkg/cli"
)

func init() {
	register("policy-check", command{
		summary: "policy-check PROGRAM --policy FILE  the decision an approval policy makes for PROGRAM (see --help)",
		run:     runPolicyCheck,
	})
}

// policyCheckStderr is where policy-check writes its notes and an
// --expect mismatch (a variable so that tests can read them).
var policyCheckStderr io.Writer = os.Stderr

// runPolicyCheck is `clauz3 policy-check PROGRAM|- --policy FILE [roots]
// [--target NAME] [--expect auto_approved|auto_rejected|ask]`.
func runPolicyCheck(args []string, stdout io.Writer) (int, error) {
	synopsis := "clauz3 policy-check PROGRAM|- --policy FILE [--trusted-root DIR]... [--import-root DIR]...\n" +
		"                           [--target NAME] [--expect auto_approved|auto_rejected|ask]\n\n" +
		"Prints the decision the approval policy FILE would make for PROGRAM (- or none: stdin) without a\n" +
		"service and without running it: each rule's clauses are added to the target as guarantees and the\n" +
		"program is proved again; rules that reject come first; no rule that fires: ask. The policy is in\n" +
		"the reference's 0.2 format, or its 0.1.4 format when it has \"version\": 1.\n" +
		"Trusted roots default to the tools/**/trusted directories under the import roots."
	fs := cli.Flags("clauz3 policy-check", synopsis)
	fs.Usage = func() {
		fmt.Fprintf(fs.Output(), "Usage: %s\n\nFlags:\n%s\n%s", synopsis, fs.FlagUsages(), policyCheckExitStatus)
	}
	var pf cli.ProgramFlags
	pf.Add(fs)
	pol := fs.String("policy", "", "the approval policy `FILE` (JSON)")
	expect := fs.String("expect", "", "exit 1 unless the decision is `D` (auto_approved, auto_rejected or ask)")
	if done, err := cli.Parse(fs, cli.ProgramArgs(args), stdout); done || err != nil {
		return 0, err
	}
	if fs.NArg() > 1 {
		return 0, &cli.Usage{Msg: "expected at most one program", Cmd: "clauz3 policy-check"}
	}
	if *pol == "" {
		return 0, &cli.Usage{Msg: "--policy FILE is required", Cmd: "clauz3 policy-check"}
	}
	switch *expect {
	case "", policycheck.AutoApproved, policycheck.AutoRejected, policycheck.Ask:
	default:
		return 0, &cli.Usage{Msg: fmt.Sprintf("--expect %q is not auto_approved, auto_rejected or ask", *expect), Cmd: "clauz3 policy-check"}
	}
	program := "-"
	if fs.NArg() == 1 {
		program = fs.Arg(0)
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	return policycheck.Run(ctx, policycheck.Options{
		Program:      program,
		Stdin:        os.Stdin,
		Policy:       *pol,
		TrustedRoots: pf.TrustedRoots,
		ImportRoots:  pf.ImportRoots,
		Target:       pf.Target,
		Expect:       *expect,
		Stdout:       stdout,
		Stderr:       policyCheckStderr,
	})
}

// policyCheckExitStatus ends policy-check's --help.
const policyCheckExitStatus = `Exit status:
  0  the decision is printed (and is the one --expect names)
  1  --expect names another decision
  2  usage or bad input: the policy, the program, the roots
`
