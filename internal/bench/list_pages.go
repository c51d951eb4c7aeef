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
// adds. It measures every page timesMeasured times and answers, of each time, the worst p95
// through HTTP; the median of the worst direct ones; and the details " name=http/direct" per page
// of the last time.
func listP95(ctx context.Context, l *load, token, path string, pages []listPage, direct func(query url.Values) error) (
	worst runs, worstDirect float64, details string, err error) {
	var directs runs
	worst, err = measureRuns(func() (float64, error) {
		var worstHTTP, worstRead float64
		details = ""
		for _, p := range pages {
			p.query.Set("limit", "50")
			viaHTTP, err := p95(func() error {
				_, err := l.do(ctx, jsonRequest("GET", path+"?"+p.query.Encode(), token, nil))
				return err
			})
			if err != nil {
				return 0, err
			}
			read, err := p95(func() error { return direct(p.query) })
			if err != nil {
				return 0, err
			}
			worstHTTP, worstRead = max(worstHTTP, viaHTTP), max(worstRead, read)
			details += fmt.Sprintf(" %s=%.1f/%.1f", p.name, viaHTTP, read)
		}
		directs = append(directs, worstRead)
		return worstHTTP, nil
	})
	if err != nil {
		return nil, 0, "", err
	}
	return worst, directs.median(), details, nil
}
