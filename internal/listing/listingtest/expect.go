package listingtest

import (
	"maps"
	"net/url"
	"slices"
	"strconv"
	"testing"

	"kade/internal/listing"
)

// ExpectCounted walks a list through walk from each of params, 200 rows a page, and fails the test
// unless every walk reads n rows, none twice, and every page's total is n counted up to
// listing.CountLimit + 1, which listing.Total shows as capped.
func ExpectCounted(t testing.TB, n int, walk func(params url.Values) (ids, totals []int64), params ...url.Values) {
	t.Helper()
	want := int64(min(n, listing.CountLimit+1))
	for _, p := range params {
		p = maps.Clone(p)
		p.Set("limit", "200")
		name := p.Encode()
		ids, totals := walk(p)
		distinct := map[int64]bool{}
		for _, id := range ids {
			distinct[id] = true
		}
		if len(ids) != n || len(distinct) != n {
			t.Errorf("%s: read %d rows, %d distinct; want %d", name, len(ids), len(distinct), n)
		}
		for _, total := range totals {
			if total != want {
				t.Errorf("%s: a page's total %d, want %d", name, total, want)
			}
		}
		if shown, capped := listing.Total(want); shown != min(want, listing.CountLimit) || capped != (n > listing.CountLimit) {
			t.Errorf("%s: total %d shown as %d, capped %v", name, want, shown, capped)
		}
	}
}

// ExpectPages fails the test unless walking a list through walk from params, limit rows a page,
// reads exactly want in its order, in as many pages as that takes, each with the total len(want).
func ExpectPages(t testing.TB, walk func(params url.Values) (ids, totals []int64), params url.Values, limit int, want []int64) {
	t.Helper()
	params = maps.Clone(params)
	params.Set("limit", strconv.Itoa(limit))
	name := params.Encode()
	got, totals := walk(params)
	if !slices.Equal(got, want) {
		t.Errorf("%s: pages give\n%v\nwant\n%v", name, got, want)
	}
	pages := max(1, (len(want)+limit-1)/limit)
	if len(totals) != pages || slices.ContainsFunc(totals, func(n int64) bool { return n != int64(len(want)) }) {
		t.Errorf("%s: totals %v, want %d pages of total %d", name, totals, pages, len(want))
	}
}

// ExpectFound fails the test unless walking a list through walk from params, in each of sorts and
// four rows a page, reads exactly the rows want, in any order (ExpectPages checks a sort's order),
// each page with the total len(want).
func ExpectFound(t testing.TB, walk func(params url.Values) (ids, totals []int64), params url.Values, want []int64, sorts ...string) {
	t.Helper()
	want = slices.Sorted(slices.Values(want))
	for _, sort := range sorts {
		p := maps.Clone(params)
		p.Set("sort", sort)
		p.Set("limit", "4")
		ids, totals := walk(p)
		if !slices.Equal(slices.Sorted(slices.Values(ids)), want) {
			t.Errorf("%s: ids %v, want %v", p.Encode(), ids, want)
		}
		if slices.ContainsFunc(totals, func(n int64) bool { return n != int64(len(want)) }) {
			t.Errorf("%s: totals %v, want %d", p.Encode(), totals, len(want))
		}
	}
}
