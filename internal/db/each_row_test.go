package db_test

import (
	"context"
	"errors"
	"fmt"
	"reflect"
	"slices"
	"testing"
	"time"

	"kade/internal/db"
	"kade/internal/db/dbtest"
)

// EachRow hands over every row's texts, integers and nulls as they are stored, in the statement's
// order, whatever the text holds: quotes, backslashes, control characters, characters beyond ASCII
// (one outside the Basic Multilingual Plane), JSON escapes written out, an empty text; and the same
// values held by one column that ArrayOf made, on the rows its CASE chose.
func TestEachRowReadsStoredValues(t *testing.T) {
	texts := []string{"plain", "Zoë 日本 😀 \u2028\u2029", "tab\tline\nreturn\r\x01\x1f\x7f\b\f", `"quoted" (\back\slash/),`,
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
			var array []any
			if n%3 == 0 {
				array = []any{text, ints[n], maybe}
			}
			want = append(want, []any{text, ints[n], maybe, text + "!", array})
		}
		var got [][]any
		columns := `t, i, maybe, t || ?, CASE WHEN n % 3 = 0 THEN ` + db.ArrayOf(d.Dialect, `t, i, maybe`) + ` END`
		err := d.EachRow(ctx, columns, `FROM cells WHERE n >= ? ORDER BY n`, []any{"!", 0}, func(row *db.Row) error {
			values, err := rowValues(row, "t", "i", "maybe", "t")
			if err != nil {
				return err
			}
			record, err := row.Record(4) // reused for the next row, as row is
			if err == nil && record != nil {
				var array []any
				array, err = rowValues(record, "t", "i", "maybe")
				values = append(values, array)
			} else {
				values = append(values, []any(nil))
			}
			got = append(got, values)
			return err
		})
		if err != nil {
			t.Fatal(err)
		}
		if !reflect.DeepEqual(got, want) {
			t.Errorf("rows\n%q\nwant\n%q", got, want)
		}
		stop := errors.New("stop")
		calls := 0
		if err := d.EachRow(ctx, `t`, `FROM cells`, nil, func(*db.Row) error { calls++; return stop }); err != stop || calls != 1 {
			t.Errorf("an error of each: %v after %d calls", err, calls)
		}
	})
}

// When each fails after many batches of rows, EachRow returns its error at once, having stopped
// reading, and the next statement reads every row again.
func TestEachRowStopsReadingWhenEachFails(t *testing.T) {
	const numbers = `FROM (WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 5000)
		SELECT i FROM n) numbers ORDER BY i`
	dbtest.ForEachEngine(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		stop := errors.New("stop")
		calls := 0
		err := d.EachRow(ctx, `CAST(i AS BIGINT)`, numbers, nil, func(*db.Row) error {
			if calls++; calls == 1200 {
				return stop
			}
			return nil
		})
		if err != stop || calls != 1200 {
			t.Errorf("an error of each: %v after %d calls", err, calls)
		}
		var sum int64
		err = d.EachRow(ctx, `CAST(i AS BIGINT)`, numbers, nil, func(row *db.Row) error {
			i, err := row.Integer(0)
			sum += i
			return err
		})
		if err != nil || sum != 5000*5001/2 {
			t.Errorf("read again: sum %d, %v", sum, err)
		}
	})
}

// rowValues reads row's columns, one of each kind: "t" a text, "i" an integer, "maybe" an integer
// or null (nil).
func rowValues(row *db.Row, kinds ...string) ([]any, error) {
	if row.Len() < len(kinds) {
		return nil, fmt.Errorf("a row of %d columns", row.Len())
	}
	var values []any
	for i, kind := range kinds {
		switch {
		case kind == "t":
			values = append(values, row.Text(i))
		case kind == "maybe" && row.Null(i):
			values = append(values, nil)
		default:
			n, err := row.Integer(i)
			if err != nil {
				return nil, err
			}
			values = append(values, n)
		}
	}
	return values, nil
}

// A timestamp column reads as the time stored, whatever its zone, on both engines; null as the
// zero time.
func TestEachRowReadsTimes(t *testing.T) {
	amsterdam, err := time.LoadLocation("Europe/Amsterdam")
	if err != nil {
		t.Fatal(err)
	}
	stored := []time.Time{time.Date(2026, 11, 27, 15, 4, 5, 123456000, time.UTC),
		time.Date(2026, 7, 1, 0, 0, 0, 0, amsterdam), time.Date(1999, 12, 31, 23, 59, 59, 0, time.UTC)}
	dbtest.ForEachEngine(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		if _, err := d.Write().Exec(ctx, `CREATE TABLE moments (n INTEGER NOT NULL, at TIMESTAMPTZ)`); err != nil {
			t.Fatal(err)
		}
		for n, at := range stored {
			if _, err := d.Write().Exec(ctx, `INSERT INTO moments (n, at) VALUES (?, ?)`, n, at); err != nil {
				t.Fatal(err)
			}
		}
		if _, err := d.Write().Exec(ctx, `INSERT INTO moments (n, at) VALUES (?, NULL)`, len(stored)); err != nil {
			t.Fatal(err)
		}
		var got []time.Time
		err := d.EachRow(ctx, `at`, `FROM moments ORDER BY n`, nil, func(row *db.Row) error {
			at, err := row.Time(0)
			got = append(got, at)
			return err
		})
		if err != nil {
			t.Fatal(err)
		}
		want := append(slices.Clone(stored), time.Time{})
		if len(got) != len(want) {
			t.Fatalf("read %d times, want %d", len(got), len(want))
		}
		for i := range want {
			if !got[i].Equal(want[i]) {
				t.Errorf("row %d: read %s, want %s", i, got[i], want[i])
			}
		}
	})
}
