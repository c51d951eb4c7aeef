package listing_test

import (
	"encoding/base64"
	"net/url"
	"reflect"
	"strings"
	"testing"

	"kade/internal/domain"
	"kade/internal/listing"
)

func TestParsePage(t *testing.T) {
	for _, tc := range []struct {
		query string
		want  listing.Page
		errs  domain.ValidationErrors
	}{
		{"", listing.Page{Limit: 50}, domain.ValidationErrors{}},
		{"q=%20mug%00%20&limit=200&cursor=abc", listing.Page{Q: "mug\u2400", Cursor: "abc", Limit: 200}, domain.ValidationErrors{}},
		{"limit=0", listing.Page{Limit: 50}, domain.ValidationErrors{"limit": {"validation.min,1"}}},
		{"limit=201", listing.Page{Limit: 50}, domain.ValidationErrors{"limit": {"validation.max,200"}}},
		{"limit=1e9", listing.Page{Limit: 50}, domain.ValidationErrors{"limit": {"validation.type"}}},
		{"limit=99999999999999999999", listing.Page{Limit: 50}, domain.ValidationErrors{"limit": {"validation.type"}}},
		{"q=" + strings.Repeat("é", 201), listing.Page{Q: strings.Repeat("é", 201), Limit: 50}, domain.ValidationErrors{"q": {"validation.max,200"}}},
	} {
		v, _ := url.ParseQuery(tc.query)
		errs := domain.ValidationErrors{}
		if got := listing.ParsePage(v, errs); got != tc.want || !reflect.DeepEqual(errs, tc.errs) {
			t.Errorf("ParsePage(%q) = %+v %v; want %+v %v", tc.query, got, errs, tc.want, tc.errs)
		}
	}
}

func TestFlagAndChoice(t *testing.T) {
	errs := domain.ValidationErrors{}
	v := url.Values{"on_hold": {"1"}, "ready": {"0"}, "bad": {"yes"}, "status": {"Shipped"}, "sort": {"weight"}}
	if f := listing.Flag(v, "on_hold", errs); f == nil || !*f {
		t.Error("1 is true")
	}
	if f := listing.Flag(v, "ready", errs); f == nil || *f {
		t.Error("0 is false")
	}
	if f := listing.Flag(v, "absent", errs); f != nil {
		t.Error("absent is nil")
	}
	listing.Flag(v, "bad", errs)
	if got := listing.Choice(v, "status", []string{"Complete", "Shipped"}, errs); got != "Shipped" {
		t.Errorf("Choice = %q", got)
	}
	listing.Choice(v, "sort", []string{"name", "date"}, errs)
	want := domain.ValidationErrors{"bad": {"validation.one_of,1 / 0"}, "sort": {"validation.one_of,name / date"}}
	if !reflect.DeepEqual(errs, want) {
		t.Errorf("errors %v, want %v", errs, want)
	}
}

func TestCursor(t *testing.T) {
	secret := []byte("a secret of the server, 32 bytes")
	key := func(list string, clientID int64, parts ...string) string {
		return listing.Key(secret, list, clientID, parts...)
	}
	list := key("products", 7, "mug", "name", "asc")
	kinds := []listing.Kind{listing.Text, listing.Integer}
	raw := listing.Encode(list, 60, []any{"Tea", 12})
	c, err := listing.Decode(raw, list, kinds)
	if err != nil || c.Total != 60 || !reflect.DeepEqual(c.Values, []any{"Tea", int64(12)}) {
		t.Fatalf("Decode = %+v, %v", c, err)
	}
	payload, signature, _ := strings.Cut(raw, ".")
	forged := func(json string) string { return base64.RawURLEncoding.EncodeToString([]byte(json)) + "." + signature }
	if forged(`{"t":60,"v":["Tea",12]}`) != raw {
		t.Fatalf("the cursor's JSON is not what forged changes: %s", raw)
	}
	for name, bad := range map[string]string{
		"not base64":                "not base64!",
		"no signature":              payload,
		"another signature":         payload + "." + strings.Repeat("A", len(signature)),
		"not JSON":                  forged("not json"),
		"a changed total":           forged(`{"t":6000,"v":["Tea",12]}`),
		"changed keys":              forged(`{"t":60,"v":["Tea",13]}`),
		"another account":           listing.Encode(key("products", 8, "mug", "name", "asc"), 60, []any{"Tea", 12}),
		"another list":              listing.Encode(key("concept_products", 7, "mug", "name", "asc"), 60, []any{"Tea", 12}),
		"another search":            listing.Encode(key("products", 7, "tea", "name", "asc"), 60, []any{"Tea", 12}),
		"another sort":              listing.Encode(key("products", 7, "mug", "name", "desc"), 60, []any{"Tea", 12}),
		"parts joined otherwise":    listing.Encode(key("products", 7, "mugname", "", "asc"), 60, []any{"Tea", 12}),
		"another server's secret":   listing.Encode(listing.Key([]byte("another secret"), "products", 7, "mug", "name", "asc"), 60, []any{"Tea", 12}),
		"too few keys":              listing.Encode(list, 60, []any{"Tea"}),
		"text for integer":          listing.Encode(list, 60, []any{"Tea", "12"}),
		"integer for text":          listing.Encode(list, 60, []any{12, 12}),
		"fraction":                  listing.Encode(list, 60, []any{"Tea", 1.5}),
		"NUL in text":               listing.Encode(list, 60, []any{"Te\x00a", 12}),
		"negative total":            listing.Encode(list, -1, []any{"Tea", 12}),
		"null key":                  listing.Encode(list, 60, []any{nil, 12}),
		"empty":                     ".",
		"JSON and signature joined": payload + signature,
	} {
		if _, err := listing.Decode(bad, list, kinds); !reflect.DeepEqual(err, domain.ValidationErrors{"cursor": {"validation.type"}}) {
			t.Errorf("%s: Decode = %v; want a cursor error", name, err)
		}
	}
}

func TestEnd(t *testing.T) {
	rows, next := listing.End([]int{5, 4, 3}, 2, "l", 9, func(r int) []any { return []any{r} })
	c, err := listing.Decode(*next, "l", []listing.Kind{listing.Integer})
	if len(rows) != 2 || err != nil || c.Total != 9 || c.Values[0] != int64(4) {
		t.Errorf("End = %v %+v %v", rows, c, err)
	}
	if rows, next := listing.End([]int{5, 4}, 2, "l", 2, func(r int) []any { return []any{r} }); len(rows) != 2 || next != nil {
		t.Error("the last page has no cursor")
	}
}

func TestTotalShowsUpToCountLimit(t *testing.T) {
	for _, tc := range []struct {
		counted, shown int64
		capped         bool
	}{{0, 0, false}, {listing.CountLimit, listing.CountLimit, false}, {listing.CountLimit + 1, listing.CountLimit, true}} {
		if shown, capped := listing.Total(tc.counted); shown != tc.shown || capped != tc.capped {
			t.Errorf("Total(%d) = %d, %v; want %d, %v", tc.counted, shown, capped, tc.shown, tc.capped)
		}
	}
}

// A sort's ORDER BY and the condition that continues after a cursor's keys, in either direction.
func TestOrderAndAfter(t *testing.T) {
	keys := []string{"d.planned_date", "d.id"}
	if got := listing.Order(keys, "asc"); got != "d.planned_date ASC, d.id ASC" {
		t.Errorf("asc: %s", got)
	}
	if got := listing.Order(keys, "desc"); got != "d.planned_date DESC, d.id DESC" {
		t.Errorf("desc: %s", got)
	}
	cond, args := listing.After(keys, "desc", []any{"2026-03-01", int64(7)})
	if cond != "(d.planned_date, d.id) < (?, ?)" || !reflect.DeepEqual(args, []any{"2026-03-01", int64(7)}) {
		t.Errorf("after, desc: %s %v", cond, args)
	}
	if cond, _ := listing.After(keys[1:], "asc", []any{int64(7)}); cond != "(d.id) > (?)" {
		t.Errorf("after, asc: %s", cond)
	}
}

// An optional date parameter is yyyy-mm-dd or a validation.date error under its name.
func TestDate(t *testing.T) {
	errs := domain.ValidationErrors{}
	if got := listing.Date(url.Values{"date_from": {"2026-03-01"}}, "date_from", errs); got != "2026-03-01" || len(errs) != 0 {
		t.Errorf("a date: %q %v", got, errs)
	}
	if got := listing.Date(url.Values{}, "date_from", errs); got != "" || len(errs) != 0 {
		t.Errorf("no date: %q %v", got, errs)
	}
	if got := listing.Date(url.Values{"date_to": {"01-03-2026"}}, "date_to", errs); got != "" ||
		!reflect.DeepEqual(errs, domain.ValidationErrors{"date_to": {"validation.date"}}) {
		t.Errorf("a bad date: %q %v", got, errs)
	}
}

func TestSortsDefaultSortAndDirection(t *testing.T) {
	sorts := listing.Sorts{Names: []string{"newest", "date", "name"}, Descending: []string{"newest", "date"}}
	for _, tc := range []struct {
		query           string
		sort, direction string
	}{
		{"", "newest", "desc"},
		{"sort=date", "date", "desc"},
		{"sort=name", "name", "asc"},
		{"sort=name&direction=desc", "name", "desc"},
		{"direction=asc", "newest", "asc"},
	} {
		v, _ := url.ParseQuery(tc.query)
		errs := domain.ValidationErrors{}
		sort, direction := sorts.Parse(v, errs)
		if sort != tc.sort || direction != tc.direction || len(errs) > 0 {
			t.Errorf("%q: %q %q %v, want %q %q", tc.query, sort, direction, errs, tc.sort, tc.direction)
		}
	}
	errs := domain.ValidationErrors{}
	sorts.Parse(url.Values{"sort": {"weight"}, "direction": {"up"}}, errs)
	want := domain.ValidationErrors{"sort": {"validation.one_of,newest / date / name"}, "direction": {"validation.one_of,asc / desc"}}
	if !reflect.DeepEqual(errs, want) {
		t.Errorf("errors %v, want %v", errs, want)
	}
}
