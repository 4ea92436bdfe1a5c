// Package pgtest runs a throwaway PostgreSQL server for tests: Debian's
// postgresql (installed by `make deps`), initialised in a temporary
// directory and run unprivileged (as the postgres user when the tests run
// as root, since PostgreSQL refuses to run as root) on a free loopback
// port, with durability switched off for speed.
package pgtest

import (
	"bytes"
	"context"
	"database/sql"
	"fmt"
	"net"
	"os"
	"os/exec"
	"os/user"
	"path/filepath"
	"sort"
	"strconv"
	"syscall"
	"testing"
	"time"

	_ "github.com/jackc/pgx/v5/stdlib"
)

// Start starts a server and returns its DSN; the server is stopped and
// its directory removed when the test ends.
func Start(t testing.TB) string {
	t.Helper()
	bins, _ := filepath.Glob("/usr/lib/postgresql/*/bin/initdb")
	if len(bins) == 0 {
		t.Fatal("PostgreSQL is not installed: run `make deps` (it installs Debian's postgresql)")
	}
	sort.Strings(bins)
	bin := filepath.Dir(bins[len(bins)-1])
	var cred *syscall.Credential
	dir, err := os.MkdirTemp("", "clauz3-pg-")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { os.RemoveAll(dir) })
	if os.Getuid() == 0 {
		u, err := user.Lookup("postgres")
		if err != nil {
			t.Fatalf("running as root and there is no postgres user to run PostgreSQL as: %v", err)
		}
		uid, _ := strconv.Atoi(u.Uid)
		gid, _ := strconv.Atoi(u.Gid)
		cred = &syscall.Credential{Uid: uint32(uid), Gid: uint32(gid)}
		if err := os.Chown(dir, uid, gid); err != nil {
			t.Fatal(err)
		}
	}
	command := func(name string, args ...string) *exec.Cmd {
		cmd := exec.Command(filepath.Join(bin, name), args...)
		cmd.Dir = dir
		cmd.Env = []string{"PATH=/usr/bin:/bin", "LC_ALL=C"}
		if cred != nil {
			cmd.SysProcAttr = &syscall.SysProcAttr{Credential: cred}
		}
		return cmd
	}
	data := filepath.Join(dir, "data")
	if out, err := command("initdb", "-D", data, "-U", "clauz3", "--auth=trust", "-E", "UTF8", "--no-sync", "--no-instructions").CombinedOutput(); err != nil {
		t.Fatalf("initdb: %v\n%s", err, out)
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	port := ln.Addr().(*net.TCPAddr).Port
	ln.Close()
	srv := command("postgres", "-D", data, "-p", strconv.Itoa(port), "-k", dir, "-c", "listen_addresses=127.0.0.1",
		"-c", "fsync=off", "-c", "synchronous_commit=off", "-c", "full_page_writes=off", "-c", "max_connections=100")
	var log bytes.Buffer
	srv.Stdout, srv.Stderr = &log, &log
	if err := srv.Start(); err != nil {
		t.Fatalf("postgres: %v", err)
	}
	exited := make(chan struct{})
	go func() { srv.Wait(); close(exited) }()
	t.Cleanup(func() {
		srv.Process.Signal(syscall.SIGINT) // fast shutdown
		select {
		case <-exited:
		case <-time.After(10 * time.Second):
			srv.Process.Kill()
			<-exited
		}
	})
	dsn := fmt.Sprintf("postgres://clauz3@127.0.0.1:%d/postgres?sslmode=disable", port)
	deadline := time.Now().Add(30 * time.Second)
	for {
		db, err := sql.Open("pgx", dsn)
		if err == nil {
			ctx, cancel := context.WithTimeout(context.Background(), time.Second)
			err = db.PingContext(ctx)
			cancel()
			db.Close()
		}
		if err == nil {
			return dsn
		}
		select {
		case <-exited:
			t.Fatalf("postgres exited: %s", log.String())
		default:
		}
		if time.Now().After(deadline) {
			t.Fatalf("postgres did not accept connections: %v\n%s", err, log.String())
		}
		time.Sleep(100 * time.Millisecond)
	}
}
