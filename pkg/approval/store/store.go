// Package store keeps the approval service's requests, decisions and
// remembered approvals in a database, so that a pending request survives a
// restart of the service and several instances can share one store.
//
// Two databases are supported behind one SQL implementation: SQLite (the
// default, through a pure-Go driver, one file) and PostgreSQL (pgx), which
// lets several service instances behind a load balancer share their state.
// A DSN names the database: "sqlite://PATH" or "postgres://..." (also
// "postgresql://...").
package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"time"

	_ "github.com/jackc/pgx/v5/stdlib" // the "pgx" database/sql driver
	_ "modernc.org/sqlite"             // the "sqlite" database/sql driver
)

// Statuses of a record, as the reference service names them.
const (
	StatusPending  = "pending"
	StatusApproved = "approved"
	StatusDenied   = "denied"
)

// ErrNotFound is returned by Get for an unknown request id.
var ErrNotFound = errors.New("request not found")

// Record is one request as the store keeps it. Payload is the submitted
// JSON object (service-owned keys already stripped, request_id set);
// Approval and AutoDecision are JSON objects or nil while undecided.
type Record struct {
	ID           string
	Seq          int64 // first-submission order
	Payload      []byte
	Status       string
	Approval     []byte
	AutoDecision []byte
	Created      time.Time
	Updated      time.Time
	Version      int64 // incremented by every decision
}

// Rule is a remembered approval: a later request with the same program,
// the same trusted layer and the same consent (guarantees and coverage) is
// approved without asking again.
type Rule struct {
	ProgramSHA256 string
	LayerSHA256   string
	ConsentSHA256 string
	RequestID     string // the request whose approval was remembered
	Created       time.Time
}

// Store is the service's durable state. Every method is safe for
// concurrent use, also from several processes sharing one database.
type Store struct {
	db      *sql.DB
	dialect string // "sqlite" or "postgres"
	dsn     string
}

// DefaultDSN is the store used when none is given: a SQLite file under
// .clauz3/ in dir.
func DefaultDSN(dir string) string {
	return "sqlite://" + filepath.Join(dir, ".clauz3", "approval-service.sqlite")
}

// Open opens (creating when needed) the store named by dsn.
func Open(ctx context.Context, dsn string) (*Store, error) {
	var s *Store
	switch {
	case strings.HasPrefix(dsn, "sqlite://"):
		path := strings.TrimPrefix(dsn, "sqlite://")
		if path == "" {
			return nil, fmt.Errorf("store %q: missing file path after sqlite://", dsn)
		}
		if dir := filepath.Dir(path); dir != "" {
			if err := os.MkdirAll(dir, 0o700); err != nil {
				return nil, fmt.Errorf("store %q: %w", dsn, err)
			}
		}
		// The file holds program texts and receipts: private to the user.
		f, err := os.OpenFile(path, os.O_RDWR|os.O_CREATE, 0o600)
		if err != nil {
			return nil, fmt.Errorf("store %q: %w", dsn, err)
		}
		f.Close()
		db, err := sql.Open("sqlite", "file:"+path+"?_pragma=busy_timeout(10000)&_pragma=journal_mode(WAL)&_pragma=synchronous(NORMAL)&_txlock=immediate")
		if err != nil {
			return nil, fmt.Errorf("store %q: %w", dsn, err)
		}
		// One connection: SQLite serialises writers anyway, and one
		// connection in the process avoids SQLITE_BUSY between our own
		// goroutines. Other processes wait on the busy timeout.
		db.SetMaxOpenConns(1)
		s = &Store{db: db, dialect: "sqlite", dsn: dsn}
	case strings.HasPrefix(dsn, "postgres://"), strings.HasPrefix(dsn, "postgresql://"):
		db, err := sql.Open("pgx", dsn)
		if err != nil {
			return nil, fmt.Errorf("store: %w", err)
		}
		db.SetMaxOpenConns(16)
		s = &Store{db: db, dialect: "postgres", dsn: dsn}
	default:
		return nil, fmt.Errorf("store %q: expected sqlite://PATH or postgres://...", dsn)
	}
	if err := s.migrate(ctx); err != nil {
		s.db.Close()
		return nil, err
	}
	return s, nil
}

// Close closes the database.
func (s *Store) Close() error { return s.db.Close() }

// Dialect is "sqlite" or "postgres".
func (s *Store) Dialect() string { return s.dialect }

func (s *Store) migrate(ctx context.Context) error {
	seq := "seq INTEGER PRIMARY KEY AUTOINCREMENT"
	real := "REAL"
	if s.dialect == "postgres" {
		seq = "seq BIGSERIAL PRIMARY KEY"
		real = "DOUBLE PRECISION"
	}
	stmts := []string{
		`CREATE TABLE IF NOT EXISTS approval_requests (
			` + seq + `,
			id TEXT NOT NULL UNIQUE,
			payload TEXT NOT NULL,
			status TEXT NOT NULL,
			approval TEXT,
			auto_decision TEXT,
			created ` + real + ` NOT NULL,
			updated ` + real + ` NOT NULL,
			version BIGINT NOT NULL DEFAULT 0)`,
		`CREATE TABLE IF NOT EXISTS approval_rules (
			program_sha256 TEXT NOT NULL,
			layer_sha256 TEXT NOT NULL,
			consent_sha256 TEXT NOT NULL,
			request_id TEXT NOT NULL,
			created ` + real + ` NOT NULL,
			PRIMARY KEY (program_sha256, layer_sha256, consent_sha256))`,
	}
	for _, q := range stmts {
		if _, err := s.db.ExecContext(ctx, q); err != nil {
			return fmt.Errorf("store %s: creating tables: %w", s.dialect, err)
		}
	}
	return nil
}

// q rewrites the ? placeholders of query for PostgreSQL ($1, $2, ...).
func (s *Store) q(query string) string {
	if s.dialect != "postgres" {
		return query
	}
	var b strings.Builder
	n := 0
	for _, r := range query {
		if r == '?' {
			n++
			fmt.Fprintf(&b, "$%d", n)
			continue
		}
		b.WriteRune(r)
	}
	return b.String()
}

func unix(t time.Time) float64 { return float64(t.UnixNano()) / 1e9 }

func fromUnix(f float64) time.Time {
	sec := int64(f)
	return time.Unix(sec, int64((f-float64(sec))*1e9))
}

// Put stores a new pending request with the given payload unless a record
// with that id exists. It returns the stored record and whether this call
// created it.
func (s *Store) Put(ctx context.Context, id string, payload []byte, now time.Time) (*Record, bool, error) {
	res, err := s.db.ExecContext(ctx, s.q(`INSERT INTO approval_requests (id, payload, status, created, updated)
		VALUES (?, ?, ?, ?, ?) ON CONFLICT (id) DO NOTHING`), id, string(payload), StatusPending, unix(now), unix(now))
	if err != nil {
		return nil, false, fmt.Errorf("store: saving request %s: %w", id, err)
	}
	n, err := res.RowsAffected()
	if err != nil {
		return nil, false, fmt.Errorf("store: saving request %s: %w", id, err)
	}
	rec, err := s.Get(ctx, id)
	if err != nil {
		return nil, false, err
	}
	return rec, n == 1, nil
}

const columns = `seq, id, payload, status, approval, auto_decision, created, updated, version`

func scan(row interface{ Scan(...any) error }) (*Record, error) {
	var r Record
	var payload string
	var approval, auto sql.NullString
	var created, updated float64
	if err := row.Scan(&r.Seq, &r.ID, &payload, &r.Status, &approval, &auto, &created, &updated, &r.Version); err != nil {
		return nil, err
	}
	r.Payload = []byte(payload)
	if approval.Valid {
		r.Approval = []byte(approval.String)
	}
	if auto.Valid {
		r.AutoDecision = []byte(auto.String)
	}
	r.Created, r.Updated = fromUnix(created), fromUnix(updated)
	return &r, nil
}

// Get returns the record of id, or ErrNotFound.
func (s *Store) Get(ctx context.Context, id string) (*Record, error) {
	row := s.db.QueryRowContext(ctx, s.q(`SELECT `+columns+` FROM approval_requests WHERE id = ?`), id)
	r, err := scan(row)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, ErrNotFound
	}
	if err != nil {
		return nil, fmt.Errorf("store: reading request %s: %w", id, err)
	}
	return r, nil
}

// List returns every record in first-submission order.
func (s *Store) List(ctx context.Context) ([]*Record, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT `+columns+` FROM approval_requests ORDER BY seq`)
	if err != nil {
		return nil, fmt.Errorf("store: listing requests: %w", err)
	}
	defer rows.Close()
	var out []*Record
	for rows.Next() {
		r, err := scan(rows)
		if err != nil {
			return nil, fmt.Errorf("store: listing requests: %w", err)
		}
		out = append(out, r)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("store: listing requests: %w", err)
	}
	return out, nil
}

// Decide records a decision on id. With onlyPending it changes the record
// only while it is still pending (a policy must not overwrite a person's
// decision made in the meantime) and reports whether it did.
func (s *Store) Decide(ctx context.Context, id, status string, approval, autoDecision []byte, onlyPending bool, now time.Time) (bool, error) {
	var auto any
	if autoDecision != nil {
		auto = string(autoDecision)
	}
	query := `UPDATE approval_requests SET status = ?, approval = ?, auto_decision = ?, updated = ?, version = version + 1 WHERE id = ?`
	args := []any{status, string(approval), auto, unix(now), id}
	if onlyPending {
		query += ` AND status = ?`
		args = append(args, StatusPending)
	}
	res, err := s.db.ExecContext(ctx, s.q(query), args...)
	if err != nil {
		return false, fmt.Errorf("store: deciding request %s: %w", id, err)
	}
	n, err := res.RowsAffected()
	if err != nil {
		return false, fmt.Errorf("store: deciding request %s: %w", id, err)
	}
	return n == 1, nil
}

// Remember stores a remembered approval (replacing an equal one).
func (s *Store) Remember(ctx context.Context, r Rule) error {
	_, err := s.db.ExecContext(ctx, s.q(`INSERT INTO approval_rules (program_sha256, layer_sha256, consent_sha256, request_id, created)
		VALUES (?, ?, ?, ?, ?) ON CONFLICT (program_sha256, layer_sha256, consent_sha256) DO UPDATE SET request_id = excluded.request_id, created = excluded.created`),
		r.ProgramSHA256, r.LayerSHA256, r.ConsentSHA256, r.RequestID, unix(r.Created))
	if err != nil {
		return fmt.Errorf("store: remembering approval of %s: %w", r.RequestID, err)
	}
	return nil
}

// Remembered returns the remembered approval matching the three hashes,
// or nil when there is none.
func (s *Store) Remembered(ctx context.Context, program, layer, consent string) (*Rule, error) {
	row := s.db.QueryRowContext(ctx, s.q(`SELECT program_sha256, layer_sha256, consent_sha256, request_id, created
		FROM approval_rules WHERE program_sha256 = ? AND layer_sha256 = ? AND consent_sha256 = ?`), program, layer, consent)
	var r Rule
	var created float64
	err := row.Scan(&r.ProgramSHA256, &r.LayerSHA256, &r.ConsentSHA256, &r.RequestID, &created)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, nil
	}
	if err != nil {
		return nil, fmt.Errorf("store: reading remembered approvals: %w", err)
	}
	r.Created = fromUnix(created)
	return &r, nil
}

// Forget drops every remembered approval of a program (a person's later
// rejection of it withdraws them, whatever the layer).
func (s *Store) Forget(ctx context.Context, program string) error {
	_, err := s.db.ExecContext(ctx, s.q(`DELETE FROM approval_rules WHERE program_sha256 = ?`), program)
	if err != nil {
		return fmt.Errorf("store: forgetting approvals of %s: %w", program, err)
	}
	return nil
}

// Reset replaces the payload of id and makes it pending again, dropping
// its decision (the trusted layer it was decided under has changed).
func (s *Store) Reset(ctx context.Context, id string, payload []byte, now time.Time) error {
	_, err := s.db.ExecContext(ctx, s.q(`UPDATE approval_requests SET payload = ?, status = ?, approval = NULL, auto_decision = NULL, updated = ?, version = version + 1 WHERE id = ?`),
		string(payload), StatusPending, unix(now), id)
	if err != nil {
		return fmt.Errorf("store: resetting request %s: %w", id, err)
	}
	return nil
}
