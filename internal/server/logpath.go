package server

import (
	"net/http"
	"strings"
)

// secretLinks are the app's pages whose path ends in a secret: the links of reset and invitation
// mails. The app's router ignores case, so they are matched in any case.
var secretLinks = []string{"/password/reset/", "/invitation/accept/"}

// redacted stands in the log for a secret.
const redacted = "REDACTED"

// loggedPath is r's path as the logs may hold it: whatever follows a secret link's prefix, and a
// route's {token} segment, are replaced. The query is never logged: its values may be tokens too.
func loggedPath(r *http.Request) string {
	p := r.URL.Path
	lower := []byte(p) // ASCII-lowered, so that its offsets are p's
	for i, c := range lower {
		if 'A' <= c && c <= 'Z' {
			lower[i] = c + 'a' - 'A'
		}
	}
	for _, prefix := range secretLinks {
		if i := strings.Index(string(lower), prefix); i >= 0 {
			return p[:i+len(prefix)] + redacted
		}
	}
	return redactTokenSegments(r.Pattern, p)
}

// redactTokenSegments replaces the segments of path that the route pattern (such as
// "GET /api/invitation/{token}") names {token}.
func redactTokenSegments(pattern, path string) string {
	_, patternPath, found := strings.Cut(pattern, "/")
	if !found || !strings.Contains(patternPath, "{token}") {
		return path
	}
	segments := strings.Split(path, "/")
	for i, s := range strings.Split("/"+patternPath, "/") {
		if s == "{token}" && i < len(segments) {
			segments[i] = redacted
		}
	}
	return strings.Join(segments, "/")
}
