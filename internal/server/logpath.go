package server

import (
	"net/http"
	"strings"
)

// secretLinks are the paths whose rest is a secret, as their last two segments: the links of reset
// and invitation mails (the app's router ignores case, so they match in any case), and the API's
// invitation check, also where no route takes the request (another method, a trailing slash).
var secretLinks = [][2]string{{"password", "reset"}, {"invitation", "accept"}, {"api", "invitation"}}

// redacted stands in the log for a secret.
const redacted = "REDACTED"

// loggedPath is r's path as the logs may hold it: whatever follows a secret link, and a route's
// {token} segment, are replaced. Empty segments (a doubled slash) do not hide a secret link. The
// query is never logged: its values may be tokens too.
func loggedPath(r *http.Request) string {
	segments := strings.Split(r.URL.Path, "/")
	previous := ""
	for i, s := range segments {
		if s == "" {
			continue
		}
		for _, link := range secretLinks {
			if strings.EqualFold(previous, link[0]) && strings.EqualFold(s, link[1]) && i+1 < len(segments) {
				return strings.Join(segments[:i+1], "/") + "/" + redacted
			}
		}
		previous = s
	}
	return redactTokenSegments(r.Pattern, r.URL.Path)
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
