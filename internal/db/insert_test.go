package db_test

import (
	"context"
	"testing"

	"kade/internal/db"
	"kade/internal/db/dbtest"
)

// InsertRows inserts every row, in statements of at most RowsPerInsert rows, with its own values.
func TestInsertRowsInChunks(t *testing.T) {
	dbtest.ForEachEngine(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		if _, err := d.Write().Exec(ctx, `CREATE TABLE chunked (n INTEGER NOT NULL, twice INTEGER NOT NULL)`); err != nil {
			t.Fatal(err)
		}
		for _, n := range []int{0, 1, db.RowsPerInsert, 2*db.RowsPerInsert + 1} {
			err := d.Tx(ctx, func(q db.Q) error {
				if _, err := q.Exec(ctx, `DELETE FROM chunked`); err != nil {
					return err
				}
				return db.InsertRows(ctx, q, "chunked", "n, twice", n, func(i int) []any { return []any{i, 2 * i} })
			})
			var got struct {
				Rows  int   `db:"rows"`
				Sum   int64 `db:"total"`
				Wrong int   `db:"wrong"`
			}
			if err == nil {
				err = d.Read().Get(ctx, &got, `SELECT count(*) AS rows, coalesce(sum(n), 0) AS total,
					count(CASE WHEN twice <> 2 * n THEN 1 END) AS wrong FROM chunked`)
			}
			if err != nil || got.Rows != n || got.Sum != int64(n*(n-1)/2) || got.Wrong != 0 {
				t.Errorf("%d rows: %+v, %v", n, got, err)
			}
		}
	})
}
