package db_test

import (
	"context"
	"errors"
	"reflect"
	"testing"

	"kade/internal/db"
	"kade/internal/db/dbtest"
)

// EachRow hands over every row's texts, integers and nulls as they are stored, in the statement's
// order, whatever the text holds: quotes, backslashes, control characters, characters beyond ASCII
// (one outside the Basic Multilingual Plane), JSON escapes written out, an empty text.
func TestEachRowReadsStoredValues(t *testing.T) {
	texts := []string{"plain", `"quoted" \back\slash/`, "tab\tline\nreturn\r\x01\x1f\x7f\b\f", "Zoë 日本 😀 \u2028\u2029",
		`\u00e9 \n`, "", "[1, 2]", "null"}
	ints := []int64{0, -1, 255, 9_007_199_254_740_993, -9_223_372_036_854_775_808, 9_223_372_036_854_775_807, 42, 7}
	dbtest.ForEachEngine(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		if _, err := d.Write().Exec(ctx, `CREATE TABLE cells (n INTEGER NOT NULL, t TEXT NOT NULL, i BIGINT NOT NULL, maybe BIGINT)`); err != nil {
			t.Fatal(err)
		}
		var want [][]any
		for n, text := range texts {
			var maybe any
			if n%2 == 0 {
				maybe = int64(n)
			}
			if _, err := d.Write().Exec(ctx, `INSERT INTO cells (n, t, i, maybe) VALUES (?, ?, ?, ?)`, n, text, ints[n], maybe); err != nil {
				t.Fatal(err)
			}
			want = append(want, []any{text, ints[n], maybe, text + "!"})
		}
		var got [][]any
		err := d.EachRow(ctx, `t, i, maybe, t || ?`, `FROM cells WHERE n >= ? ORDER BY n`, []any{"!", 0}, func(values []any) error {
			got = append(got, append([]any(nil), values...))
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
		if !reflect.DeepEqual(got, want) {
			t.Errorf("rows\n%q\nwant\n%q", got, want)
		}
		stop := errors.New("stop")
		calls := 0
		if err := d.EachRow(ctx, `t`, `FROM cells`, nil, func([]any) error { calls++; return stop }); err != stop || calls != 1 {
			t.Errorf("an error of each: %v after %d calls", err, calls)
		}
	})
}
