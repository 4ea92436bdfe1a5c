package store

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"sync"
	"testing"
	"time"

	"clauz3/pkg/approval/store/pgtest"

	_ "clauz3/internal/golden" // every package accepts go test ./... -update
)

// exercise checks one store: insert-if-absent, order, conditional
// decisions, remembered approvals.
func exercise(t *testing.T, s *Store) {
	ctx := context.Background()
	now := time.Unix(1795459424, 980958200)
	r, created, err := s.Put(ctx, "clr_a", []byte(`{"program":"a"}`), now)
	if err != nil || !created || r.Status != StatusPending || string(r.Payload) != `{"program":"a"}` {
		t.Fatalf("put a: %+v %v %v", r, created, err)
	}
	if d := r.Created.Sub(now); d > time.Millisecond || d < -time.Millisecond {
		t.Errorf("created %v, want %v", r.Created, now)
	}
	// A second put of the same id keeps the first payload.
	r, created, err = s.Put(ctx, "clr_a", []byte(`{"program":"other"}`), now)
	if err != nil || created || string(r.Payload) != `{"program":"a"}` {
		t.Fatalf("put a again: %+v %v %v", r, created, err)
	}
	if _, _, err := s.Put(ctx, "clr_b", []byte(`{"program":"b"}`), now); err != nil {
		t.Fatal(err)
	}
	if _, err := s.Get(ctx, "nope"); !errors.Is(err, ErrNotFound) {
		t.Errorf("get nope: %v", err)
	}
	// A policy's decision applies only while pending; a person's always.
	ok, err := s.Decide(ctx, "clr_a", StatusApproved, []byte(`{"decision":"approved_once"}`), nil, true, now)
	if err != nil || !ok {
		t.Fatalf("decide a: %v %v", ok, err)
	}
	ok, err = s.Decide(ctx, "clr_a", StatusDenied, []byte(`{"decision":"auto_rejected"}`), []byte(`{"rule":"r"}`), true, now)
	if err != nil || ok {
		t.Fatalf("an only-pending decision overwrote a decided record: %v %v", ok, err)
	}
	ok, err = s.Decide(ctx, "clr_a", StatusDenied, []byte(`{"decision":"rejected"}`), nil, false, now)
	if err != nil || !ok {
		t.Fatalf("overwrite: %v %v", ok, err)
	}
	a, _ := s.Get(ctx, "clr_a")
	if a.Status != StatusDenied || string(a.Approval) != `{"decision":"rejected"}` || a.AutoDecision != nil || a.Version != 2 {
		t.Errorf("a: %+v", a)
	}
	list, err := s.List(ctx)
	if err != nil || len(list) != 2 || list[0].ID != "clr_a" || list[1].ID != "clr_b" || list[1].Status != StatusPending {
		t.Fatalf("list: %+v %v", list, err)
	}
	rule := Rule{ProgramSHA256: "p", LayerSHA256: "l", ConsentSHA256: "c", RequestID: "clr_a", Created: now}
	if err := s.Remember(ctx, rule); err != nil {
		t.Fatal(err)
	}
	if err := s.Remember(ctx, rule); err != nil {
		t.Fatalf("remembering twice: %v", err)
	}
	for _, c := range []struct {
		p, l, c string
		found   bool
	}{{"p", "l", "c", true}, {"p", "l2", "c", false}, {"p2", "l", "c", false}, {"p", "l", "c2", false}} {
		got, err := s.Remembered(ctx, c.p, c.l, c.c)
		if err != nil || (got != nil) != c.found {
			t.Errorf("remembered(%s,%s,%s): %+v %v", c.p, c.l, c.c, got, err)
		}
	}
	if err := s.Forget(ctx, "p"); err != nil {
		t.Fatal(err)
	}
	if got, _ := s.Remembered(ctx, "p", "l", "c"); got != nil {
		t.Errorf("forgotten rule still there: %+v", got)
	}
	// Concurrent puts of distinct ids from many goroutines all land.
	var wg sync.WaitGroup
	errs := make(chan error, 100)
	for i := range 100 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			id := fmt.Sprintf("clr_c%03d", i)
			if _, _, err := s.Put(ctx, id, []byte(`{}`), now); err != nil {
				errs <- err
				return
			}
			if _, err := s.Decide(ctx, id, StatusApproved, []byte(`{}`), nil, true, now); err != nil {
				errs <- err
			}
		}()
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Error(err)
	}
	list, _ = s.List(ctx)
	if len(list) != 102 {
		t.Errorf("%d records, want 102", len(list))
	}
}

func TestSQLite(t *testing.T) {
	path := filepath.Join(t.TempDir(), "sub", "s.sqlite")
	s, err := Open(context.Background(), "sqlite://"+path)
	if err != nil {
		t.Fatal(err)
	}
	exercise(t, s)
	s.Close()
	if fi, err := os.Stat(path); err != nil || fi.Mode().Perm() != 0o600 {
		t.Errorf("store file: %v %v", fi, err)
	}
	// Reopened, everything is there.
	s, err = Open(context.Background(), "sqlite://"+path)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	a, err := s.Get(context.Background(), "clr_a")
	if err != nil || a.Status != StatusDenied {
		t.Fatalf("after reopening: %+v %v", a, err)
	}
}

func TestOpenErrors(t *testing.T) {
	for _, dsn := range []string{"", "mysql://x", "sqlite://", "sqlite:///proc/definitely/not/here.sqlite"} {
		if s, err := Open(context.Background(), dsn); err == nil {
			s.Close()
			t.Errorf("Open(%q) succeeded", dsn)
		}
	}
}

// TestPostgres runs the same checks on a real PostgreSQL server, and
// checks that two stores on it (two service instances) share their state.
func TestPostgres(t *testing.T) {
	dsn := pgtest.Start(t)
	ctx := context.Background()
	s, err := Open(ctx, dsn)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	if s.Dialect() != "postgres" {
		t.Fatalf("dialect %s", s.Dialect())
	}
	exercise(t, s)
	other, err := Open(ctx, dsn)
	if err != nil {
		t.Fatal(err)
	}
	defer other.Close()
	if _, _, err := other.Put(ctx, "clr_shared", []byte(`{}`), time.Now()); err != nil {
		t.Fatal(err)
	}
	if _, err := s.Decide(ctx, "clr_shared", StatusApproved, []byte(`{"decision":"approved_once"}`), nil, true, time.Now()); err != nil {
		t.Fatal(err)
	}
	r, err := other.Get(ctx, "clr_shared")
	if err != nil || r.Status != StatusApproved {
		t.Fatalf("shared record: %+v %v", r, err)
	}
}
