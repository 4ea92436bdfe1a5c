package service

import (
	"context"
	"errors"
	"net"
	"net/http"
	"time"
)

// Serve answers on ln until ctx ends, then stops: waiting submissions are
// cut (their requests stay pending in the store, and a runner that posts
// again to a restarted service waits for the same record).
func (s *Server) Serve(ctx context.Context, ln net.Listener) error {
	hs := &http.Server{
		Handler:           s,
		ReadHeaderTimeout: 10 * time.Second,
		BaseContext:       func(net.Listener) context.Context { return ctx },
	}
	done := make(chan error, 1)
	go func() { done <- hs.Serve(ln) }()
	select {
	case err := <-done:
		return err
	case <-ctx.Done():
	}
	// BaseContext is ctx, so every blocked handler sees it end and
	// returns; give them a moment, then close what is left.
	sctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
	defer cancel()
	if err := hs.Shutdown(sctx); err != nil {
		hs.Close()
	}
	if err := <-done; err != nil && !errors.Is(err, http.ErrServerClosed) {
		return err
	}
	return nil
}
