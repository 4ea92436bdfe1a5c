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
	"runtime/debug"
	"syscall"
	"time"

	"clauz3/pkg/cli"
	"clauz3/pkg/diag"
	"clauz3/pkg/serve"
)

func init() {
	register("serve", command{
		summary: "serve            a warm prover for harnesses: HTTP+JSON (POST /prove) or JSON Lines (--stdio)",
		run:     runServe,
	})
}

// runServe runs `clauz3 serve` until SIGINT or SIGTERM (HTTP: requests in
// flight finish, for at most --grace) or, with --stdio, until stdin ends.
// Over HTTP its first line on stdout is CLAUZ3_SERVE=http://HOST:PORT,
// with the port actually bound (--addr HOST:0 picks a free one).
func runServe(args []string, stdout io.Writer) (int, error) {
	fs := cli.Flags("clauz3 serve", "clauz3 serve [--addr HOST:PORT | --stdio] [--dir DIR] [--parallel N] [--timeout DURATION]")
	addr := fs.String("addr", "127.0.0.1:8686", "listen address (HOST:0 picks a free port)")
	stdio := fs.Bool("stdio", false, "read one JSON request per line on stdin, answer one JSON line each on stdout, in order")
	dir := fs.String("dir", "", "directory request paths are relative to, and kept below: an absolute path or one climbing out with .. is refused (default: the current directory)")
	parallel := fs.Int("parallel", 0, "requests proved at once (default: the number of CPUs)")
	timeout := fs.Duration("timeout", 30*time.Second, "bound on one request (a request may ask for less with timeout_ms)")
	solveTimeout := fs.Int("solve-timeout", 0, "Z3's timeout per check in milliseconds (default 5000)")
	replay := fs.Bool("replay", true, "run each counterexample under CPython before answering, as run does (--replay=false: off; a request may set \"replay\")")
	grace := fs.Duration("grace", 10*time.Second, "on SIGTERM, how long requests in flight may take to finish (then they are cancelled, and the process ends)")
	results := fs.Int("result-cache", 1024, "answers kept by content (sources' hashes, modules, target, format); 0 turns it off")
	loads := fs.Int("load-cache", 1024, "loaded (and lowered) programs kept with the state of their files and directories (loaded again when one changes); 0 turns it off")
	if done, err := cli.Parse(fs, args, stdout); done || err != nil {
		return 0, err
	}
	if fs.NArg() != 0 {
		return 0, &cli.Usage{Msg: "serve takes no positional arguments", Cmd: "clauz3 serve"}
	}
	for _, f := range []struct {
		name string
		neg  bool
	}{
		{"parallel", *parallel < 0}, {"timeout", *timeout < 0}, {"solve-timeout", *solveTimeout < 0},
		{"grace", *grace < 0}, {"result-cache", *results < 0}, {"load-cache", *loads < 0},
	} {
		if f.neg {
			return 0, &cli.Usage{Msg: fmt.Sprintf("--%s must not be negative (got %s)", f.name, fs.Lookup(f.name).Value), Cmd: "clauz3 serve"}
		}
	}
	if os.Getenv("GOGC") == "" {
		debug.SetGCPercent(serve.GCPercent)
	}
	srv, err := serve.New(serve.Config{Dir: *dir, Parallel: *parallel, Timeout: *timeout,
		SolveTimeoutMS: *solveTimeout, Replay: *replay, CacheResults: cacheResults(*results), CacheLoads: cacheResults(*loads)})
	if err != nil {
		return 0, &diag.BadInput{Err: err}
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	if *stdio {
		err := srv.ServeLines(ctx, os.Stdin, stdout)
		closeServer(srv, *grace)
		if err != nil && !errors.Is(err, context.Canceled) {
			return 0, err
		}
		return 0, nil
	}
	ln, err := net.Listen("tcp", *addr)
	if err != nil {
		return 0, &diag.BadInput{Err: fmt.Errorf("cannot listen on %s: %w", *addr, err)}
	}
	fmt.Fprintf(stdout, "CLAUZ3_SERVE=http://%s\n", ln.Addr())
	// Every request's context derives from base: cancelling it at the end
	// of the grace period cancels the requests still running.
	base, cancelRequests := context.WithCancel(context.Background())
	defer cancelRequests()
	hs := &http.Server{Handler: srv.Handler(), ReadHeaderTimeout: 10 * time.Second,
		BaseContext: func(net.Listener) context.Context { return base }}
	errc := make(chan error, 1)
	go func() { errc <- hs.Serve(ln) }()
	select {
	case err := <-errc:
		closeServer(srv, *grace)
		return 0, err
	case <-ctx.Done():
	}
	sctx, cancel := context.WithTimeout(context.Background(), *grace)
	defer cancel()
	if err := hs.Shutdown(sctx); err != nil {
		// The grace period is over: the requests still running are
		// cancelled (each answers as a timeout) and their connections
		// closed.
		cancelRequests()
		hs.Close()
	}
	closeServer(srv, time.Second)
	return 0, nil
}

// closeServer releases srv once its requests have ended, waiting at most
// wait: a request that still runs then (one whose file system read does
// not return, say) does not keep the process from ending; a warning says
// it was abandoned.
func closeServer(srv *serve.Server, wait time.Duration) {
	ctx, cancel := context.WithTimeout(context.Background(), wait)
	defer cancel()
	if err := srv.Shutdown(ctx); err != nil {
		cli.Report("clauz3 serve", os.Stderr, err)
	}
}

// cacheResults maps --result-cache and --load-cache (0: off; a negative
// value is refused) to serve.Config.CacheResults and CacheLoads (where 0
// means the default and a negative value off).
func cacheResults(n int) int {
	if n == 0 {
		return -1
	}
	return n
}
