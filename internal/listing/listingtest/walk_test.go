package listingtest_test

import (
	"net/url"
	"reflect"
	"strconv"
	"testing"

	"kade/internal/listing/listingtest"
)

// A walk follows the cursors to the last page and gathers every page's rows and total.
func TestWalkFollowsTheCursors(t *testing.T) {
	ids := []int64{5, 4, 3, 2, 1}
	parse := func(v url.Values) (int, error) { return strconv.Atoi("0" + v.Get("cursor")) }
	read := func(from int) ([]int64, *string, int64, error) {
		end := min(from+2, len(ids))
		if end == len(ids) {
			return ids[from:end], nil, int64(len(ids)), nil
		}
		next := strconv.Itoa(end)
		return ids[from:end], &next, int64(len(ids)), nil
	}
	rows, totals := listingtest.Walk(t, url.Values{"limit": {"2"}}, 10, parse, read)
	got := listingtest.IDs(rows, func(id int64) int64 { return id })
	if !reflect.DeepEqual(got, ids) || !reflect.DeepEqual(totals, []int64{5, 5, 5}) {
		t.Errorf("Walk = %v %v", got, totals)
	}
}
