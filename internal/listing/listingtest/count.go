package listingtest

import (
	"net/url"
	"testing"

	"kade/internal/db"
	"kade/internal/db/dbtest"
	"kade/internal/listing"
)

// ExpectCountsUpToLimit checks a list's capped count: it fills d with listing.CountLimit + 1 of the
// list's rows by insert (run with args(i) for the i-th row, from 0), expects every walk from params
// to read them all and count them as capped (ExpectCounted), removes one row by remove and expects
// listing.CountLimit, shown whole.
func ExpectCountsUpToLimit(t testing.TB, d *db.DB, insert string, args func(i int) []any, remove string,
	walk func(params url.Values) (ids, totals []int64), params ...url.Values) {
	t.Helper()
	dbtest.Insert(t, d, listing.CountLimit+1, insert, args)
	ExpectCounted(t, listing.CountLimit+1, walk, params...)
	if _, err := d.Write().Exec(t.Context(), remove); err != nil {
		t.Fatal(err)
	}
	ExpectCounted(t, listing.CountLimit, walk, params...)
}
