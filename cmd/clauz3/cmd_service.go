package main

import (
	"context"
	"crypto/rand"
	"encoding/base64"
	"fmt"
	"io"
	"log"
	"net"
	"os"
	"os/signal"
	"strconv"
	"syscall"

	"clauz3/pkg/approval/policy"
	"clauz3/pkg/approval/protocol"
	"clauz3/pkg/approval/service"
	"clauz3/pkg/approval/store"
	"clauz3/pkg/cli"
	"clauz3/pkg/diag"
)

func init() {
	register("approval-service", command{
		summary: "approval-service serve approval requests: the JSON API, the approver's page, policies (see --help)",
		run:     runService,
	})
}

// runService is `clauz3 approval-service`: it prints where it listens,
// the submission token and the approver's login link, then serves until
// interrupted.
func runService(args []string, stdout io.Writer) (int, error) {
	synopsis := "clauz3 approval-service [--host 127.0.0.1] [--port 8765] [--policy FILE] [--trusted-root R]... [--import-root R]... [--store DSN] [--no-auth]"
	fs := cli.Flags("clauz3 approval-service", synopsis)
	fs.Usage = func() {
		fmt.Fprintf(fs.Output(), "Usage: %s\n\nFlags:\n%s\n%s", synopsis, fs.FlagUsages(), serviceHelpTail)
	}
	host := fs.String("host", "127.0.0.1", "the `HOST` to listen on")
	port := fs.Int("port", 8765, "the `PORT` to listen on (0: any free port)")
	policyFile := fs.String("policy", "", "decide requests automatically with the policy `FILE` (needs --trusted-root and/or --import-root)")
	var trusted, imports []string
	fs.StringArrayVar(&trusted, "trusted-root", nil, "the operator's trusted root `DIR` (repeatable; requests must name exactly these)")
	fs.StringArrayVar(&imports, "import-root", nil, "the operator's import root `DIR` (repeatable)")
	dsn := fs.String("store", "", "the store `DSN`: sqlite://PATH or postgres://... (default: sqlite under .clauz3/)")
	noAuth := fs.Bool("no-auth", false, "require no token (anyone who can reach the port may submit and decide)")
	if done, err := cli.Parse(fs, cli.ProgramArgs(args), stdout); done || err != nil {
		return 0, err
	}
	if fs.NArg() != 0 {
		return 0, &cli.Usage{Msg: "approval-service takes no positional argument"}
	}
	if *port < 0 || *port > 65535 {
		return 0, &cli.Usage{Msg: fmt.Sprintf("--port %d is not a port number", *port)}
	}
	var pol *policy.Policy
	if *policyFile != "" {
		if len(trusted) == 0 && len(imports) == 0 {
			return 0, &cli.Usage{Msg: "--policy needs the operator's layer: give --trusted-root and/or --import-root"}
		}
		p, err := policy.Load(*policyFile)
		if err != nil {
			return 0, err
		}
		pol = p
	}
	cwd, err := os.Getwd()
	if err != nil {
		return 0, err
	}
	if *dsn == "" {
		*dsn = store.DefaultDSN(cwd)
	}
	for _, r := range append(append([]string{}, trusted...), imports...) {
		if fi, err := os.Stat(r); err != nil || !fi.IsDir() {
			return 0, badInput("bad-root", "root %s is not a directory", r)
		}
	}
	key, err := protocol.SigningKeyFromEnv()
	if err != nil {
		return 0, badInput("bad-key", "%v", err)
	}
	submit, decide := os.Getenv("CLAUZ3_APPROVAL_TOKEN"), os.Getenv("CLAUZ3_APPROVAL_DECISION_TOKEN")
	if !*noAuth {
		if submit == "" {
			submit = newToken()
		}
		if decide == "" {
			decide = newToken()
		}
		if submit == decide {
			return 0, &cli.Usage{Msg: "CLAUZ3_APPROVAL_DECISION_TOKEN must differ from CLAUZ3_APPROVAL_TOKEN"}
		}
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	st, err := store.Open(ctx, *dsn)
	if err != nil {
		return 0, badInput("bad-store", "%v", err)
	}
	defer st.Close()
	srv, err := service.New(service.Config{
		Host: *host, SubmitToken: submit, DecisionToken: decide, NoAuth: *noAuth, SigningKey: key,
		Store: st, Policy: pol, TrustedRoots: trusted, ImportRoots: imports, Dir: cwd,
		Log: log.New(os.Stderr, "approval-service: ", log.LstdFlags),
	})
	if err != nil {
		return 0, &cli.Usage{Msg: err.Error()}
	}
	ln, err := net.Listen("tcp", net.JoinHostPort(*host, strconv.Itoa(*port)))
	if err != nil {
		return 0, badInput("cannot-listen", "cannot listen on %s: %v", net.JoinHostPort(*host, strconv.Itoa(*port)), err)
	}
	addr := ln.Addr().(*net.TCPAddr)
	base := "http://" + net.JoinHostPort(*host, strconv.Itoa(addr.Port))
	fmt.Fprintf(stdout, "CLAUZ3_APPROVAL_SERVICE=%s\n", base)
	if !*noAuth {
		fmt.Fprintf(stdout, "CLAUZ3_APPROVAL_TOKEN=%s\n", submit)
		fmt.Fprintf(stdout, "approver UI (keep private): %s/ui/login?key=%s\n", base, decide)
	} else {
		fmt.Fprintf(stdout, "approver UI (no auth): %s/ui\n", base)
	}
	if key == nil {
		fmt.Fprintln(os.Stderr, "approval-service: no CLAUZ3_APPROVAL_SIGNING_KEY: approvals carry placeholder receipts that no runner accepts")
	}
	if f, ok := stdout.(*os.File); ok {
		f.Sync()
	}
	if err := srv.Serve(ctx, ln); err != nil {
		return 0, err
	}
	return 0, nil
}

// serviceHelpTail ends approval-service's --help.
const serviceHelpTail = `Environment: CLAUZ3_APPROVAL_TOKEN (submission token), CLAUZ3_APPROVAL_DECISION_TOKEN (approver
token and login key; both generated when unset), CLAUZ3_APPROVAL_SIGNING_KEY (signs receipts).

Example (a key pair, the service, then a run it approves):
  eval "$(clauz3 approval-keygen | grep -v '^#' | sed 's/^/export /')"
  clauz3 approval-service --port 8765 &    # prints CLAUZ3_APPROVAL_TOKEN and the approver's login link
  CLAUZ3_APPROVAL_SERVICE=http://127.0.0.1:8765 CLAUZ3_APPROVAL_TOKEN=... clauz3 run plan.py

Exit status:
  0  stopped by SIGINT or SIGTERM
  2  usage or bad input: the flags, the policy, a root, the signing key, the store, the port
  3  internal error (a bug in clauz3)
`

// badInput is a bad-input error (exit 2) without a source place.
func badInput(code, format string, args ...any) error {
	return &diag.BadInput{Err: diag.Errorf(diag.Span{}, code, format, args...)}
}

// newToken is a fresh random bearer token.
func newToken() string {
	b := make([]byte, 24)
	rand.Read(b)
	return base64.RawURLEncoding.EncodeToString(b)
}
