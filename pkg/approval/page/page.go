// Package page is the approving person's page of the approval service:
// one HTML document with its script and style sheet, embedded (no
// external asset). The script reads the requests from the service's JSON
// API with the session cookie, polls for changes, and posts decisions.
package page

import (
	"embed"
	"html"
	"io"
	"net/http"
	"strings"
)

//go:embed assets
var assets embed.FS

// allowlist maps an asset name to its content type.
var allowlist = map[string]string{
	"app.js":    "text/javascript; charset=utf-8",
	"style.css": "text/css; charset=utf-8",
}

// securityHeaders: the page loads nothing from elsewhere and may not be
// framed.
func securityHeaders(w http.ResponseWriter) {
	w.Header().Set("Content-Security-Policy", "default-src 'self'; img-src 'self' data:; frame-ancestors 'none'; base-uri 'none'; form-action 'self'")
	w.Header().Set("X-Frame-Options", "DENY")
	w.Header().Set("Referrer-Policy", "no-referrer")
}

// WriteIndex writes the page.
func WriteIndex(w http.ResponseWriter) {
	b, _ := assets.ReadFile("assets/index.html")
	securityHeaders(w)
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.Write(b)
}

// WriteAsset writes the allowlisted asset name and reports whether it
// exists.
func WriteAsset(w http.ResponseWriter, name string) bool {
	ct, ok := allowlist[name]
	if !ok {
		return false
	}
	b, err := assets.ReadFile("assets/" + name)
	if err != nil {
		return false
	}
	securityHeaders(w)
	w.Header().Set("Content-Type", ct)
	w.Write(b)
	return true
}

// WriteUnauthorized writes the 401 page with msg.
func WriteUnauthorized(w http.ResponseWriter, msg string) {
	securityHeaders(w)
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.WriteHeader(http.StatusUnauthorized)
	io.WriteString(w, strings.ReplaceAll(unauthorized, "{{msg}}", html.EscapeString(msg)))
}

const unauthorized = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>clauz3 approvals: sign in</title>
<link rel="stylesheet" href="/ui/assets/style.css"></head>
<body><main class="signin"><h1>clauz3 approvals</h1><p>{{msg}}</p></main></body></html>
`
