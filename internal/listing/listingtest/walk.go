// Package listingtest is what the tests of every list share: walking a list page by page.
package listingtest

import (
	"net/url"
	"testing"

	"kade/internal/domain"
	"kade/internal/listing"
)

// Walk reads every page of a list from params on: each page's parameters through parse, its rows,
// next cursor and total through read. It returns the rows in page order and the totals it saw, and
// fails the test when parse or read fails, a page holds more rows than its limit, or the walk takes
// more than maxPages pages (a cursor that loops).
func Walk[F, R any](t testing.TB, params url.Values, maxPages int, parse func(url.Values) (F, error),
	read func(F) ([]R, *string, int64, error)) ([]R, []int64) {
	t.Helper()
	var all []R
	var totals []int64
	for page := 0; ; page++ {
		f, err := parse(params)
		if err != nil {
			t.Fatalf("parsing %v: %v", params, err)
		}
		rows, next, total, err := read(f)
		if err != nil {
			t.Fatalf("reading %v: %v", params, err)
		}
		if limit := listing.ParsePage(params, domain.ValidationErrors{}).Limit; len(rows) > limit || page > maxPages {
			t.Fatalf("page %d has %d rows", page, len(rows))
		}
		all, totals = append(all, rows...), append(totals, total)
		if next == nil {
			return all, totals
		}
		params.Set("cursor", *next)
	}
}

// IDs are the ids of rows, in their order.
func IDs[R any](rows []R, id func(R) int64) []int64 {
	ids := make([]int64, len(rows))
	for i, r := range rows {
		ids[i] = id(r)
	}
	return ids
}
