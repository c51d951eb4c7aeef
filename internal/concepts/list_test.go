package concepts

import (
	"context"
	"fmt"
	"net/url"
	"reflect"
	"testing"

	"kade/internal/db"
	"kade/internal/db/dbtest"
	"kade/internal/domain"
)

func TestList(t *testing.T) {
	dbtest.ForEachEngine(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		s, tulip, polder := newNotes(t, d)
		notes := make([]note, 12)
		errs := make([]domain.ValidationErrors, len(notes))
		for i := range notes {
			notes[i] = validNote(fmt.Sprintf("N-%02d", i))
			if i%4 == 0 {
				errs[i] = domain.ValidationErrors{"lines.1.quantity": {"validation.integer"}}
			}
		}
		ids := importNotes(t, s, tulip, notes, errs)
		importNotes(t, s, polder, []note{validNote("N-99")}, []domain.ValidationErrors{nil})

		list := func(query string) ([]noteRow, *string, int64) {
			t.Helper()
			v, _ := url.ParseQuery(query)
			f, err := ParseFilter(v)
			if err != nil {
				t.Fatalf("ParseFilter(%q): %v", query, err)
			}
			rows, next, total, err := List[note, noteRow](ctx, s, tulip, "Tulip", f)
			if err != nil {
				t.Fatal(err)
			}
			return rows, next, total
		}
		// Newest first, page by page; the total is counted once and carried on.
		var seen []int64
		query := "limit=5"
		for {
			rows, next, total := list(query)
			if total != 12 {
				t.Errorf("total %d on page %q", total, query)
			}
			for _, r := range rows {
				seen = append(seen, r.ID)
			}
			if next == nil {
				break
			}
			query = "limit=5&cursor=" + url.QueryEscape(*next)
		}
		want := make([]int64, len(ids))
		for i, id := range ids {
			want[len(ids)-1-i] = id
		}
		if !reflect.DeepEqual(seen, want) {
			t.Errorf("pages %v, want %v", seen, want)
		}
		rows, _, total := list("has_errors=1")
		if total != 3 || len(rows) != 3 || rows[0].Reference != "N-08" || rows[0].ClientName != "Tulip" || !rows[0].HasErrors ||
			!reflect.DeepEqual(rows[0].Errors, domain.ValidationErrors{"lines.1.quantity": {"validation.integer"}}) {
			t.Errorf("To adjust: %d %+v", total, rows)
		}
		if rows, _, total := list("has_errors=0&q=n-1"); total != 2 || rows[0].Reference != "N-11" || rows[1].Reference != "N-10" {
			t.Errorf("Ready ones starting with n-1: %d %+v", total, rows)
		}
		if _, err := ParseFilter(url.Values{"has_errors": {"yes"}}); !reflect.DeepEqual(err,
			domain.ValidationErrors{"has_errors": {"validation.one_of,1 / 0"}}) {
			t.Errorf("bad filter: %v", err)
		}
		// A cursor continues only the list it came from: of this account, with this search and filter.
		_, next, _ := list("limit=5&has_errors=0")
		for name, query := range map[string]string{"not a cursor": "cursor=x", "of another filter": "has_errors=1&cursor=" + url.QueryEscape(*next)} {
			v, _ := url.ParseQuery(query)
			f, _ := ParseFilter(v)
			if _, _, _, err := List[note, noteRow](ctx, s, tulip, "Tulip", f); !reflect.DeepEqual(err,
				domain.ValidationErrors{"cursor": {"validation.type"}}) {
				t.Errorf("a cursor %s: %v", name, err)
			}
		}
		f, _ := ParseFilter(url.Values{"has_errors": {"0"}, "cursor": {*next}})
		if _, _, _, err := List[note, noteRow](ctx, s, polder, "Polder", f); !reflect.DeepEqual(err,
			domain.ValidationErrors{"cursor": {"validation.type"}}) {
			t.Errorf("a cursor of another account: %v", err)
		}
	})
}

// A concept list reads the columns its row type's db tags name: Row's, then the area's, and none
// of a field tagged "-".
func TestListColumns(t *testing.T) {
	type row struct {
		Row
		Reference string `json:"reference" db:"reference"`
		Label     string `json:"label" db:"-"`
		LineCount int64  `json:"line_count" db:"line_count"`
	}
	want := []string{"c.id", "c.original_source", "c.has_errors", "c.errors", "c.created_at", "c.reference", "c.line_count"}
	if got := columns(reflect.TypeFor[row]()); !reflect.DeepEqual(got, want) {
		t.Errorf("columns = %v, want %v", got, want)
	}
}
