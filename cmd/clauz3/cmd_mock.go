package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"os/signal"
	"strconv"
	"syscall"
	"time"

	"clauz3/pkg/approval/protocol"
	"clauz3/pkg/cli"
	"clauz3/pkg/diag"
)

func init() {
	register("mock-approval-service", command{
		summary: "mock-approval-service --config FILE   answer every approval request with a configured decision",
		run:     runMock,
	})
}

// runMock serves the mock approval service until SIGINT or SIGTERM. Its
// first line on stdout is CLAUZ3_APPROVAL_SERVICE=<url>, with the port
// actually bound (so --port 0 picks a free one). With
// CLAUZ3_APPROVAL_SIGNING_KEY set, approving replies carry real receipts.
func runMock(args []string, stdout io.Writer) (int, error) {
	synopsis := "clauz3 mock-approval-service --config FILE [--host HOST] [--port PORT]"
	fs := cli.Flags("clauz3 mock-approval-service", synopsis)
	fs.Usage = func() {
		fmt.Fprintf(fs.Output(), "Usage: %s\n\nFlags:\n%s\n%s", synopsis, fs.FlagUsages(), mockHelpTail)
	}
	config := fs.String("config", "", `JSON decision config, e.g. {"decision": "approved_once"} (required)`)
	host := fs.String("host", "127.0.0.1", "bind host")
	port := fs.Int("port", 8765, "bind port (0: a free port)")
	if done, err := cli.Parse(fs, args, stdout); done || err != nil {
		return 0, err
	}
	if fs.NArg() != 0 {
		return 0, &cli.Usage{Msg: "mock-approval-service takes no positional arguments"}
	}
	if *config == "" {
		return 0, &cli.Usage{Msg: "--config FILE is required"}
	}
	cfg, err := protocol.LoadMockConfig(*config)
	if err != nil {
		return 0, &diag.BadInput{Err: err}
	}
	key, err := protocol.SigningKeyFromEnv()
	if err != nil {
		return 0, &diag.BadInput{Err: err}
	}
	ln, err := net.Listen("tcp", net.JoinHostPort(*host, strconv.Itoa(*port)))
	if err != nil {
		return 0, &diag.BadInput{Err: fmt.Errorf("cannot listen on %s:%d: %w", *host, *port, err)}
	}
	addr := ln.Addr().(*net.TCPAddr)
	urlHost := *host
	if addr.IP.To4() == nil && addr.IP != nil {
		urlHost = "[" + *host + "]"
	}
	// Signals are caught before the URL is printed: whoever reads the
	// URL may stop the service at once.
	sigs := make(chan os.Signal, 1)
	signal.Notify(sigs, os.Interrupt, syscall.SIGTERM)
	defer signal.Stop(sigs)
	fmt.Fprintf(stdout, "%s=http://%s:%d\n", protocol.ServiceEnv, urlHost, addr.Port)
	if f, ok := stdout.(*os.File); ok {
		f.Sync()
	}
	srv := &http.Server{Handler: &protocol.Mock{Config: cfg, Key: key}, ReadHeaderTimeout: 10 * time.Second}
	errc := make(chan error, 1)
	go func() { errc <- srv.Serve(ln) }()
	select {
	case err := <-errc:
		return 0, err
	case s := <-sigs:
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		defer cancel()
		if err := srv.Shutdown(ctx); err != nil && !errors.Is(err, context.DeadlineExceeded) {
			return 0, err
		}
		if s == os.Interrupt {
			return 130, nil
		}
		return 0, nil
	}
}

// mockHelpTail ends mock-approval-service's --help.
const mockHelpTail = `Config keys: decision (default approved_once), feedback, receipt (returned as is),
require_program_sha256 (a request with another hash is rejected).

Example (every request approved, with real receipts):
  echo '{"decision": "approved_once"}' > mock.json
  CLAUZ3_APPROVAL_SIGNING_KEY=... clauz3 mock-approval-service --config mock.json --port 0
  # first line: CLAUZ3_APPROVAL_SERVICE=http://127.0.0.1:PORT, for clauz3 run

Exit status:
  0  stopped by SIGINT or SIGTERM
  2  usage or bad input: the flags, the config (an unknown decision), the signing key, the port
  3  internal error (a bug in clauz3)
`
