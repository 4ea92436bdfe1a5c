package service

import (
	"context"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// css is a CSS selector.
func css(s string) chromedp.CSS { return chromedp.CSS(s) }

// chromiumPath is Debian's chromium, installed by `make deps`.
const chromiumPath = "/usr/bin/chromium"

// TestPageApproves drives the approver's page in headless Chromium: the
// login link, the pending request with its sentence, effects and
// highlighted program, a click on "Approve once"; the blocked POST then
// returns approved_once with a receipt that verifies. A rejection with
// feedback goes the same way.
func TestPageApproves(t *testing.T) {
	if _, err := os.Stat(chromiumPath); err != nil {
		t.Fatalf("%s is missing: run `make deps` (it installs Debian's chromium)", chromiumPath)
	}
	k := newKeys(t)
	in := start(t, sqliteDSN(t), k, nil)
	req := request(emailProgram("bob@example.com", `mail.only(["bob@example.com"])`), []string{"mail.only(['bob@example.com'])"}, []string{"tools/email/trusted"}, []string{"."})
	req["clauz3_go"] = map[string]any{
		"summary":       []any{map[string]any{"guarantee": "mail.only(['bob@example.com'])", "text": "Every email goes to bob@example.com."}},
		"effects":       []any{map[string]any{"function": "tools.email.trusted.effects.send_email", "markers": []any{"email"}, "lines": []any{8}}},
		"trusted_files": map[string]any{"tools/email/trusted/effects.py": strings.Repeat("1", 64)},
	}
	id := req["request_id"].(string)
	ch := submitAsync(t, in.url, mustJSON(t, req))
	awaitStatus(t, in.url, id, "pending")

	opts := append(chromedp.DefaultExecAllocatorOptions[:],
		chromedp.ExecPath(chromiumPath),
		chromedp.NoSandbox,
		chromedp.UserDataDir(t.TempDir()),
		chromedp.Flag("disable-gpu", true),
		chromedp.Flag("disable-dev-shm-usage", true),
	)
	actx, cancelA := chromedp.NewExecAllocator(context.Background(), opts...)
	defer cancelA()
	ctx, cancelC := chromedp.NewContext(actx)
	defer cancelC()
	ctx, cancelT := context.WithTimeout(ctx, 90*time.Second)
	defer cancelT()

	card := css(`#list .card[data-request-id="` + id + `"]`)
	must := func(err error) {
		t.Helper()
		if err != nil {
			t.Fatalf("browser: %v", err)
		}
	}
	text := func(sel string) string {
		t.Helper()
		v, err := chromedp.Run(ctx, chromedp.Text(css(sel)))
		must(err)
		return v
	}
	// Without the login the page is refused.
	must(chromedp.Do(ctx,
		chromedp.Navigate(in.url+"/"),
		chromedp.WaitVisible(css(`main.signin`)),
		chromedp.Navigate(in.url+"/ui/login?key="+decideToken),
		chromedp.WaitVisible(card),
	))
	status, err := chromedp.Run(ctx, chromedp.AttributeValue(card, "data-status"))
	must(err)
	must(chromedp.Do(ctx,
		chromedp.Click(card),
		chromedp.WaitVisible(css(`#detail ul.guarantees .sentence`)),
		chromedp.WaitVisible(css(`#detail pre.program .kw`)),
	))
	sentence, effects, program := text(`#detail ul.guarantees .sentence .claim-text`), text(`#detail ul.effects`), text(`#detail pre.program`)
	if status.Value != "pending" || sentence != "Every email goes to bob@example.com." || !strings.Contains(effects, "send_email") || !strings.Contains(program, `send_email("bob@example.com", "hi")`) {
		t.Errorf("page showed status %q, sentence %q, effects %q, program %q", status.Value, sentence, effects, program)
	}
	// The sentence and the effects came from the submitter: the page
	// says so, and does not present them as the service's findings.
	label, detail := text(`#detail ul.guarantees .sentence .claim-label`), text(`#detail`)
	if !strings.Contains(label, "submitter") || !strings.Contains(label, "not checked by the service") ||
		!strings.Contains(detail, "Effects the program may perform, as the submitter lists them") ||
		!strings.Contains(detail, "the service has not checked this list") {
		t.Errorf("submitter's claims not labelled: sentence label %q, detail %q", label, detail)
	}
	must(chromedp.Do(ctx, chromedp.Click(css(`#detail button[data-action="approved_once"]`))))
	a := approvalOf(t, awaitReply(t, ch))
	if a.Decision != "approved_once" || a.RequestID != id {
		t.Fatalf("approval %+v", a)
	}
	verify(t, k, req, a.Receipt)

	// The page updates by itself: the decided request moves to the
	// decided tab, and a new one appears without a reload; reject it.
	req2 := request(emailProgram("ann@example.com", `mail.only(["ann@example.com"])`), []string{"mail.only(['ann@example.com'])"}, nil, nil)
	id2 := req2["request_id"].(string)
	ch2 := submitAsync(t, in.url, mustJSON(t, req2))
	card2 := css(`#list .card[data-request-id="` + id2 + `"]`)
	reject := css(`#detail button[data-action="rejected"]`)
	must(chromedp.Do(ctx,
		chromedp.WaitVisible(card2),
		chromedp.Click(card2),
		chromedp.WaitVisible(reject),
		// Its trusted layer is not readable by the service, so it cannot
		// be remembered: the page shows the service's refusal.
		chromedp.Click(css(`#detail button[data-action="approved_remember"]`)),
		chromedp.WaitVisible(css(`#detail .error:not(:empty)`)),
	))
	if e := text(`#detail .error`); !strings.Contains(e, "cannot be remembered") {
		t.Errorf("remember refusal shown as %q", e)
	}
	// A rejection needs feedback.
	must(chromedp.Do(ctx, chromedp.Click(reject)))
	errText := text(`#detail .error`)
	must(chromedp.Do(ctx,
		chromedp.SendKeys(css(`#feedback`), "only bob, please"),
		chromedp.Click(reject),
		chromedp.Click(css(`.tab[data-tab="decided"]`)),
		chromedp.WaitVisible(css(`#list .card[data-request-id="`+id+`"][data-status="approved"]`)),
	))
	if !strings.Contains(errText, "feedback") {
		t.Errorf("no feedback asked for: %q", errText)
	}
	r := awaitReply(t, ch2)
	if r.status != 200 || !jsonEqual(string(r.body), `{"decision":"rejected","request_id":"`+id2+`","feedback":"only bob, please"}`) {
		t.Fatalf("rejection: %s", r)
	}

	// A request with the approved one's trusted roots whose effects.py
	// differs: the page says which trusted file changed since, and lists
	// the files the receipt will bind.
	req3 := request(emailProgram("cy@example.com", `mail.only(["cy@example.com"])`), []string{"mail.only(['cy@example.com'])"}, []string{"tools/email/trusted"}, []string{"."})
	req3["clauz3_go"] = map[string]any{"trusted_files": map[string]any{"tools/email/trusted/effects.py": strings.Repeat("2", 64)}}
	id3 := req3["request_id"].(string)
	submitAsync(t, in.url, mustJSON(t, req3))
	card3 := css(`#list .card[data-request-id="` + id3 + `"]`)
	must(chromedp.Do(ctx,
		chromedp.Click(css(`.tab[data-tab="pending"]`)),
		chromedp.WaitVisible(card3),
		chromedp.Click(card3),
		chromedp.WaitVisible(css(`#detail [data-trusted-changed]`)),
	))
	warn, files := text(`#detail [data-trusted-changed]`), text(`#detail details.trusted-files summary`)
	if !strings.Contains(warn, "Trusted files changed since request "+id+" was approved: tools/email/trusted/effects.py changed") || files != "Trusted files (1), bound to the receipt" {
		t.Errorf("changed trusted files shown as %q, files %q", warn, files)
	}
}
