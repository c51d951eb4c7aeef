package bench

import (
	"context"
	"database/sql"
	"fmt"
	"os"
	"strings"
)

// statementsShown is how many statements writeStatements lists.
const statementsShown = 25

// resetStatements, when o.Statements is set, forgets what pg_stat_statements counted in the
// database at url, so that building a benchmark's data is not counted.
func (o Options) resetStatements(ctx context.Context, url string) error {
	return o.withStatements(ctx, url, func(conn *sql.DB) error {
		_, err := conn.ExecContext(ctx, `SELECT pg_stat_statements_reset()`)
		return err
	})
}

// withStatements, when o.Statements is set, runs fn on a connection to the database at url with
// pg_stat_statements created in it (the server loads it, see pgtemp).
func (o Options) withStatements(ctx context.Context, url string, fn func(conn *sql.DB) error) error {
	if o.Statements == "" {
		return nil
	}
	conn, err := sql.Open("pgx", url)
	if err != nil {
		return err
	}
	defer conn.Close()
	if _, err := conn.ExecContext(ctx, `CREATE EXTENSION IF NOT EXISTS pg_stat_statements`); err != nil {
		return fmt.Errorf("pg_stat_statements: %w", err)
	}
	return fn(conn)
}

// writeStatements appends to o.Statements, when set, the statements of the database at url that
// took the server's time since resetStatements (or since the server started), most first: their
// calls, the time they took to plan and to run in all and per call, and their text.
func (o Options) writeStatements(ctx context.Context, url, part string) error {
	return o.withStatements(ctx, url, func(conn *sql.DB) error { return o.appendStatements(ctx, conn, part) })
}

// appendStatements appends the statements that took the server's time on conn's database to o.Statements.
func (o Options) appendStatements(ctx context.Context, conn *sql.DB, part string) error {
	rows, err := conn.QueryContext(ctx, `SELECT calls, total_plan_time, total_exec_time, query FROM pg_stat_statements
		WHERE dbid = (SELECT oid FROM pg_database WHERE datname = current_database())
		ORDER BY total_plan_time + total_exec_time DESC LIMIT $1`, statementsShown)
	if err != nil {
		return err
	}
	defer rows.Close()
	var b strings.Builder
	fmt.Fprintf(&b, "# PostgreSQL statements of %s, most time first\n%10s %10s %10s %9s %9s  %s\n",
		part, "calls", "plan ms", "exec ms", "plan/call", "exec/call", "statement")
	for rows.Next() {
		var calls int64
		var plan, exec float64
		var query string
		if err := rows.Scan(&calls, &plan, &exec, &query); err != nil {
			return err
		}
		fmt.Fprintf(&b, "%10d %10.0f %10.0f %9.3f %9.3f  %s\n", calls, plan, exec, plan/float64(calls), exec/float64(calls),
			strings.Join(strings.Fields(query), " "))
	}
	if err := rows.Err(); err != nil {
		return err
	}
	f, err := os.OpenFile(o.Statements, os.O_CREATE|os.O_APPEND|os.O_WRONLY, 0o644)
	if err != nil {
		return err
	}
	_, err = f.WriteString(b.String() + "\n")
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	return err
}
