package db

import (
	"context"
	"fmt"
	"strings"
)

// RowsPerInsert is how many rows one statement of InsertRows inserts: at most 500 rows of up to 20
// values stay well within SQLite's and PostgreSQL's bounds on a statement's arguments.
const RowsPerInsert = 500

// InsertRows inserts n rows into table, row i with values(i) for columns (a comma-separated list),
// RowsPerInsert rows per statement.
func InsertRows(ctx context.Context, q Q, table, columns string, n int, values func(i int) []any) error {
	return UpsertRows(ctx, q, table, columns, "", n, values)
}

// UpsertRows is InsertRows with onConflict after each statement's rows ("ON CONFLICT ... DO ..."):
// no two of one statement's rows may conflict with each other.
func UpsertRows(ctx context.Context, q Q, table, columns, onConflict string, n int, values func(i int) []any) error {
	for start := 0; start < n; start += RowsPerInsert {
		end := min(n, start+RowsPerInsert)
		var args []any
		for i := start; i < end; i++ {
			args = append(args, values(i)...)
		}
		row := "(?" + strings.Repeat(", ?", len(args)/(end-start)-1) + ")"
		if _, err := q.Exec(ctx, `INSERT INTO `+table+` (`+columns+`) VALUES `+
			strings.TrimSuffix(strings.Repeat(row+", ", end-start), ", ")+" "+onConflict, args...); err != nil {
			return fmt.Errorf("insert into %s: %w", table, err)
		}
	}
	return nil
}
