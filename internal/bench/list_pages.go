package bench

import (
	"context"
	"encoding/json"
	"fmt"
	"net/url"
)

// listPage is a page of a list that a benchmark reads: its name in the BENCH line and its query.
type listPage struct {
	name  string
	query url.Values
}

// nextCursor reads the first page (50 rows) of the list at path and answers its 'Load more' cursor.
func nextCursor(ctx context.Context, l *load, token, path string) (string, error) {
	first, err := l.do(ctx, jsonRequest("GET", path+"?limit=50", token, nil))
	if err != nil {
		return "", err
	}
	var page struct {
		Meta struct {
			NextCursor string `json:"next_cursor"`
		} `json:"meta"`
	}
	if err := json.Unmarshal(first, &page); err != nil || page.Meta.NextCursor == "" {
		return "", fmt.Errorf("first page has no next cursor: %v", err)
	}
	return page.Meta.NextCursor, nil
}

// listP95 measures each page of 50 rows of the list at path through HTTP, as the browser asks,
// and directly (direct reads the page its query describes), so a ratio shows what the HTTP layer
// adds. It answers the worst p95 of each and the details " name=http/direct" per page.
func listP95(ctx context.Context, l *load, token, path string, pages []listPage, direct func(query url.Values) error) (
	worst, worstDirect float64, details string, err error) {
	for _, p := range pages {
		p.query.Set("limit", "50")
		viaHTTP, err := p95(func() error {
			_, err := l.do(ctx, jsonRequest("GET", path+"?"+p.query.Encode(), token, nil))
			return err
		})
		if err != nil {
			return 0, 0, "", err
		}
		read, err := p95(func() error { return direct(p.query) })
		if err != nil {
			return 0, 0, "", err
		}
		worst, worstDirect = max(worst, viaHTTP), max(worstDirect, read)
		details += fmt.Sprintf(" %s=%.1f/%.1f", p.name, viaHTTP, read)
	}
	return worst, worstDirect, details, nil
}
