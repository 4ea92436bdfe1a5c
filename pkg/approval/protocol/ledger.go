package protocol

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"syscall"
)

// LedgerFile is the name of the consumed-nonce file, the reference's.
const LedgerFile = "consumed-receipts.txt"

// Ledger is the runner's record of consumed receipt nonces: a text file
// with one nonce per line, the reference's format and, by default, the
// reference's file ($CLAUZ3_CACHE/consumed-receipts.txt, else
// ~/.cache/clauz3/consumed-receipts.txt), so that a receipt used by
// either runner is refused by the other.
//
// Unlike the reference (check, then append), Consume holds an exclusive
// flock on the file from the check to the appended, synced line, so two
// runs in separate processes cannot both consume one nonce. The
// reference's runner does not take the lock, but its append of one short
// line is a single O_APPEND write, which does not tear ours.
type Ledger struct {
	Path string
}

// DefaultLedgerPath is the reference's location of the consumed-nonce
// file: under $CLAUZ3_CACHE (a leading ~ expanded) when set, else under
// ~/.cache/clauz3.
func DefaultLedgerPath() (string, error) {
	if dir := os.Getenv(CacheEnv); dir != "" {
		if dir == "~" || strings.HasPrefix(dir, "~/") {
			home, err := os.UserHomeDir()
			if err != nil {
				return "", fmt.Errorf("%s: %w", CacheEnv, err)
			}
			dir = filepath.Join(home, dir[1:])
		}
		return filepath.Join(dir, LedgerFile), nil
	}
	home, err := os.UserHomeDir()
	if err != nil {
		return "", fmt.Errorf("locating the consumed-receipt file: %w", err)
	}
	return filepath.Join(home, ".cache", "clauz3", LedgerFile), nil
}

// DefaultLedger is the ledger at DefaultLedgerPath.
func DefaultLedger() (*Ledger, error) {
	p, err := DefaultLedgerPath()
	if err != nil {
		return nil, err
	}
	return &Ledger{Path: p}, nil
}

// Consume records nonce as used. It fails with a *ReceiptError
// (MsgReplay) when the nonce was already consumed, and with MsgBadNonce
// for a nonce that cannot be kept on one line. Any other error (the file
// cannot be created, locked, read or written) is returned wrapped: the
// caller must then refuse to run.
func (l *Ledger) Consume(nonce string) error {
	if !printableToken(nonce) {
		return &ReceiptError{Msg: MsgBadNonce}
	}
	if err := os.MkdirAll(filepath.Dir(l.Path), 0o700); err != nil {
		return fmt.Errorf("consumed-receipt file: %w", err)
	}
	f, err := os.OpenFile(l.Path, os.O_RDWR|os.O_CREATE|os.O_APPEND, 0o600)
	if err != nil {
		return fmt.Errorf("consumed-receipt file: %w", err)
	}
	defer f.Close()
	if err := flock(f); err != nil {
		return fmt.Errorf("consumed-receipt file %s: locking: %w", l.Path, err)
	}
	// Closing the file releases the lock.
	data, err := io.ReadAll(f)
	if err != nil {
		return fmt.Errorf("consumed-receipt file %s: %w", l.Path, err)
	}
	if consumed(data, nonce) {
		return &ReceiptError{Msg: MsgReplay}
	}
	line := nonce + "\n"
	if len(data) > 0 && data[len(data)-1] != '\n' {
		line = "\n" + line // never glue a nonce to a torn last line
	}
	if _, err := f.WriteString(line); err != nil {
		return fmt.Errorf("consumed-receipt file %s: %w", l.Path, err)
	}
	if err := f.Sync(); err != nil {
		return fmt.Errorf("consumed-receipt file %s: %w", l.Path, err)
	}
	return nil
}

// Consumed reports whether nonce is recorded (without recording it).
func (l *Ledger) Consumed(nonce string) (bool, error) {
	data, err := os.ReadFile(l.Path)
	if os.IsNotExist(err) {
		return false, nil
	}
	if err != nil {
		return false, fmt.Errorf("consumed-receipt file: %w", err)
	}
	return consumed(data, nonce), nil
}

// consumed reports whether a line of data is nonce. Lines are split as
// Python's str.splitlines splits them (the reference reads them so); a
// nonce is printable ASCII, so splitting on the ASCII breaks suffices.
func consumed(data []byte, nonce string) bool {
	for _, line := range bytes.FieldsFunc(data, func(r rune) bool {
		switch r {
		case '\n', '\r', '\v', '\f', 0x1c, 0x1d, 0x1e, 0x85, 0x2028, 0x2029:
			return true
		}
		return false
	}) {
		if string(line) == nonce {
			return true
		}
	}
	return false
}

// flock takes an exclusive lock on f, waiting for it, and retrying when
// a signal interrupts the wait.
func flock(f *os.File) error {
	for {
		err := syscall.Flock(int(f.Fd()), syscall.LOCK_EX)
		if err != syscall.EINTR {
			return err
		}
	}
}
