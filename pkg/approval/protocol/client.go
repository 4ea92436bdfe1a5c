package protocol

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/http/httptrace"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"time"
)

// DefaultApprovalTimeout is the runner's default wait for a decision
// (--approval-timeout), the same as the reference service's own cap.
const DefaultApprovalTimeout = 300 * time.Second

// ConfigFile is the project file naming the service when neither
// CLAUZ3_APPROVAL_SERVICE nor CLAUZ3_APPROVAL_URL is set:
// {"url": "http://..."}.
const ConfigFile = ".clauz3/approval-service.json"

// ServiceError is a configuration or service failure the runner reports
// as "error: <Msg>" with exit 2: no service configured, the service
// unreachable, an HTTP error, or a reply it cannot accept. Msg is the
// reference's text.
type ServiceError struct{ Msg string }

func (e *ServiceError) Error() string { return e.Msg }

// WaitError is the wait for a decision ending without one: the
// reference's runner reports it as "runtime error: <Msg>" with exit 1
// ("timed out"). The request stays pending on the service.
type WaitError struct{ Msg string }

func (e *WaitError) Error() string { return e.Msg }

// ServiceURL returns where the approval service is, as the reference's
// runner finds it: $CLAUZ3_APPROVAL_SERVICE, else $CLAUZ3_APPROVAL_URL,
// else the "url" of dir/.clauz3/approval-service.json; trailing slashes
// removed. It returns "" when none is configured.
func ServiceURL(dir string) (string, error) {
	for _, env := range []string{ServiceEnv, URLEnv} {
		if v := os.Getenv(env); v != "" {
			return strings.TrimRight(v, "/"), nil
		}
	}
	path := filepath.Join(dir, ConfigFile)
	data, err := os.ReadFile(path)
	if errors.Is(err, os.ErrNotExist) {
		return "", nil
	}
	if err != nil {
		return "", &ServiceError{Msg: fmt.Sprintf("invalid approval config %s: %v", path, err)}
	}
	v, err := Decode(data)
	if err != nil {
		return "", &ServiceError{Msg: fmt.Sprintf("invalid approval config %s: %v", path, err)}
	}
	m, _ := v.(map[string]any)
	url, _ := m["url"].(string)
	if url == "" {
		return "", &ServiceError{Msg: fmt.Sprintf("approval config %s must contain a URL", path)}
	}
	return strings.TrimRight(url, "/"), nil
}

// Client submits run requests to an approval service and waits for the
// decision.
//
// Waiting is one blocking POST /requests, as the reference's runner does,
// bounded by Timeout. What we add is surviving a restart of the service:
// once the service has received the request (the POST was written), a
// lost connection (reset, closed without a response, refused while the
// service restarts) or a 502/503/504 reply is followed by the same POST
// again, with the same body and so the same request_id, after a short
// back-off, until Timeout. When Timeout passes, the last 502/503/504
// reply is reported as the HTTP error it is (exit 2, as the reference
// reports its own 300 s cap), and otherwise the wait "timed out" (exit 1). A durable service answers the repeated POST
// from its store: it waits on the pending record, or returns the
// decision taken meanwhile. A service that cannot be reached at all on
// the first attempt is reported at once, as the reference does
// ("approval service is unavailable: ...").
type Client struct {
	// URL is the service's base URL without a trailing slash.
	URL string
	// Token is the submission bearer token; empty means no Authorization
	// header.
	Token string
	// Timeout bounds the whole wait, retries included
	// (DefaultApprovalTimeout when zero).
	Timeout time.Duration
	// HTTP is the client used (a plain http.Client when nil).
	HTTP *http.Client
	// UserAgent is sent as User-Agent ("clauz3-go" when empty).
	UserAgent string
	// Backoff is the first pause between retries (250 ms when zero); it
	// doubles up to 2 s.
	Backoff time.Duration
	// OnRetry, when set, is told about each retry and its cause.
	OnRetry func(attempt int, cause error)
}

// NewClientFromEnv is a client for the service configured for dir (see
// ServiceURL) with the token of $CLAUZ3_APPROVAL_TOKEN. No configured
// service is a *ServiceError with the reference's message.
func NewClientFromEnv(dir string, timeout time.Duration) (*Client, error) {
	url, err := ServiceURL(dir)
	if err != nil {
		return nil, err
	}
	if url == "" {
		return nil, &ServiceError{Msg: MsgNoServiceConfig}
	}
	return &Client{URL: url, Token: os.Getenv(TokenEnv), Timeout: timeout}, nil
}

// SubmitRequest POSTs r's wire form and waits for the decision; see
// Submit. It checks nothing of the reply beyond its form: the caller
// authorizes it (Authorize, or the runner's own steps), which verifies
// the receipt's signature first and only then the trusted files the
// signed payload binds (CheckTrustedFiles), so that a forged receipt is
// refused as forged and every way of running an approved program makes
// the one check. The request's TrustedFiles are the caller's to fill
// (HashTrustedFiles) before it is submitted.
func (c *Client) SubmitRequest(ctx context.Context, r *Request) (*Reply, error) {
	body, err := r.Wire()
	if err != nil {
		return nil, err
	}
	return c.Submit(ctx, body)
}

// Submit POSTs body to URL/requests with the reference's headers
// (Content-Type: application/json, Authorization: Bearer <Token> when
// Token is set, Accept-Encoding: identity, Connection: close) and returns
// the decision. Errors: *ServiceError (exit 2), *WaitError (exit 1), or
// ctx's error when ctx is cancelled.
func (c *Client) Submit(ctx context.Context, body []byte) (*Reply, error) {
	timeout := c.Timeout
	if timeout <= 0 {
		timeout = DefaultApprovalTimeout
	}
	ctx, cancel := context.WithTimeout(ctx, timeout)
	defer cancel()
	hc := c.HTTP
	if hc == nil {
		hc = &http.Client{}
	}
	backoff := c.Backoff
	if backoff <= 0 {
		backoff = 250 * time.Millisecond
	}
	delivered := false // the service has received the request at least once
	var lastHTTP error // the last HTTP error reply, reported if time runs out
	expired := func() error {
		if !errors.Is(ctx.Err(), context.DeadlineExceeded) {
			return ctx.Err()
		}
		if lastHTTP != nil {
			return lastHTTP
		}
		return &WaitError{Msg: "timed out"}
	}
	for attempt := 1; ; attempt++ {
		reply, wrote, status, retry, err := c.attempt(ctx, hc, body)
		delivered = delivered || wrote
		if err == nil {
			return reply, nil
		}
		if status != 0 {
			lastHTTP = err
		}
		if ctx.Err() != nil {
			return nil, expired()
		}
		if !retry || !delivered {
			return nil, err
		}
		if c.OnRetry != nil {
			c.OnRetry(attempt, err)
		}
		select {
		case <-ctx.Done():
			return nil, expired()
		case <-time.After(backoff):
		}
		if backoff < 2*time.Second {
			backoff *= 2
		}
	}
}

// attempt makes one POST. wrote tells whether the request reached the
// service, status is the HTTP status of an error reply (0 for none), and
// retry whether the failure is one a restart causes.
func (c *Client) attempt(ctx context.Context, hc *http.Client, body []byte) (reply *Reply, wrote bool, status int, retry bool, err error) {
	trace := &httptrace.ClientTrace{WroteRequest: func(i httptrace.WroteRequestInfo) {
		if i.Err == nil {
			wrote = true
		}
	}}
	req, err := http.NewRequestWithContext(httptrace.WithClientTrace(ctx, trace), http.MethodPost, c.URL+"/requests", bytes.NewReader(body))
	if err != nil {
		return nil, false, 0, false, &ServiceError{Msg: fmt.Sprintf("approval service is unavailable: %s (%s) is not an http or https URL", strconv.Quote(c.URL), ServiceEnv)}
	}
	req.Close = true
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Accept-Encoding", "identity")
	ua := c.UserAgent
	if ua == "" {
		ua = "clauz3-go"
	}
	req.Header.Set("User-Agent", ua)
	if c.Token != "" {
		req.Header.Set("Authorization", "Bearer "+c.Token)
	}
	resp, err := hc.Do(req)
	if err != nil {
		return nil, wrote, 0, true, &ServiceError{Msg: "approval service is unavailable: " + describeNetError(err)}
	}
	defer resp.Body.Close()
	data, err := io.ReadAll(io.LimitReader(resp.Body, 64<<20))
	if err != nil {
		return nil, true, 0, true, &ServiceError{Msg: "approval service is unavailable: " + describeNetError(err)}
	}
	if resp.StatusCode < 200 || resp.StatusCode > 299 {
		retry := resp.StatusCode == http.StatusBadGateway || resp.StatusCode == http.StatusServiceUnavailable || resp.StatusCode == http.StatusGatewayTimeout
		return nil, true, resp.StatusCode, retry, &ServiceError{Msg: fmt.Sprintf("approval service returned HTTP %d: %s", resp.StatusCode, strings.ToValidUTF8(string(data), "\uFFFD"))}
	}
	r, err := ParseReply(data)
	return r, true, 0, false, err
}

// describeNetError words a transport error as the reference's urllib
// does for the common case (connection refused) and plainly otherwise.
func describeNetError(err error) string {
	switch {
	case errors.Is(err, syscall.ECONNREFUSED):
		return "<urlopen error [Errno 111] Connection refused>"
	case errors.Is(err, syscall.ECONNRESET):
		return "[Errno 104] Connection reset by peer"
	case errors.Is(err, io.EOF), errors.Is(err, io.ErrUnexpectedEOF):
		return "Remote end closed connection without response"
	}
	var dns *net.DNSError
	if errors.As(err, &dns) && dns.IsNotFound {
		return "<urlopen error [Errno -2] Name or service not known>"
	}
	var ue interface{ Unwrap() error }
	if errors.As(err, &ue) && ue.Unwrap() != nil {
		return "<urlopen error " + ue.Unwrap().Error() + ">"
	}
	return "<urlopen error " + err.Error() + ">"
}
