package db

import (
	"context"
	"slices"
)

// UpdateInStatus sets one record of the account in table (set is the SET list, args its values) only
// if its status is one of statuses, checked by the statement itself: of two concurrent changes of a
// record's status, or an edit and a change, only the one that finds the status it expects passes. It
// reports whether the record was changed: false when it is in another status or not the account's.
func UpdateInStatus(ctx context.Context, q Q, table, set string, args []any, clientID, id int64, statuses []string) (bool, error) {
	statement, statementArgs := InStatusUpdate(table, set, args, clientID, id, statuses)
	res, err := q.Exec(ctx, statement, statementArgs...)
	if err != nil {
		return false, err
	}
	n, err := res.RowsAffected()
	return n == 1, err
}

// InStatusUpdate is UpdateInStatus's statement and its arguments, for a caller that adds to it (a
// RETURNING list that reads the record as the update leaves it).
func InStatusUpdate(table, set string, args []any, clientID, id int64, statuses []string) (string, []any) {
	where, whereArgs := InStatus(clientID, id, statuses)
	return `UPDATE ` + table + ` SET ` + set + ` WHERE ` + where, slices.Concat(args, whereArgs)
}

// InStatus is the condition that selects one record of the account only if its status is one of
// statuses, and its arguments.
func InStatus(clientID, id int64, statuses []string) (string, []any) {
	in, statusArgs := InList(statuses)
	return `client_id = ? AND id = ? AND status IN (` + in + `)`, append([]any{clientID, id}, statusArgs...)
}

// HoldRows is what a SELECT on an engine of dialect ends with to hold the rows it reads until its
// transaction ends, as an update of them would: on PostgreSQL FOR NO KEY UPDATE, which lets a row
// referencing them be written meanwhile. SQLite's write transactions run one at a time, so there
// nothing is added.
func HoldRows(dialect Dialect) string {
	if dialect == Postgres {
		return " FOR NO KEY UPDATE"
	}
	return ""
}
