package db

import (
	"context"
	"database/sql"
	"strings"
	"sync"

	"github.com/jackc/pgx/v5"
	"github.com/jmoiron/sqlx"
)

// Q runs queries written with `?` placeholders on either engine, against the database or inside a
// transaction. Scanning follows sqlx: struct fields are matched by their `db` tags.
type Q interface {
	// Dialect is the engine the queries run on.
	Dialect() Dialect
	Exec(ctx context.Context, query string, args ...any) (sql.Result, error)
	Get(ctx context.Context, dest any, query string, args ...any) error
	Select(ctx context.Context, dest any, query string, args ...any) error
	Query(ctx context.Context, query string, args ...any) (*sqlx.Rows, error)
}

// txRunner runs queries inside a transaction, rebinding placeholders for the engine. A query its
// pool has prepared runs as that statement (SQLite would otherwise parse and plan it anew in every
// transaction: a sixth of sending a concept order); one it has not is prepared once the
// transaction is over (see DB.Tx), as preparing takes a connection of the pool and the transaction
// holds SQLite's only writer.
type txRunner struct {
	tx    *sqlx.Tx
	stmts *poolRunner
}

func (r txRunner) Dialect() Dialect { return r.stmts.dialect }

// stmt is the pool's statement for query in the transaction, or nil to run query as it is with
// the arguments it returns.
func (r txRunner) stmt(ctx context.Context, query string, args []any) (*sqlx.Stmt, []any) {
	if each, ok := plannedEachRunArgs(r.stmts.dialect, query, args); ok {
		return nil, each
	}
	if s := r.stmts.prepared(query); s != nil {
		return r.tx.StmtxContext(ctx, s), args
	}
	return nil, args
}

func (r txRunner) Exec(ctx context.Context, query string, args ...any) (sql.Result, error) {
	s, args := r.stmt(ctx, query, args)
	if s != nil {
		return s.ExecContext(ctx, args...)
	}
	return r.tx.ExecContext(ctx, r.tx.Rebind(query), args...)
}

func (r txRunner) Get(ctx context.Context, dest any, query string, args ...any) error {
	s, args := r.stmt(ctx, query, args)
	if s != nil {
		return s.GetContext(ctx, dest, args...)
	}
	return r.tx.GetContext(ctx, dest, r.tx.Rebind(query), args...)
}

func (r txRunner) Select(ctx context.Context, dest any, query string, args ...any) error {
	s, args := r.stmt(ctx, query, args)
	if s != nil {
		return s.SelectContext(ctx, dest, args...)
	}
	return r.tx.SelectContext(ctx, dest, r.tx.Rebind(query), args...)
}

func (r txRunner) Query(ctx context.Context, query string, args ...any) (*sqlx.Rows, error) {
	s, args := r.stmt(ctx, query, args)
	if s != nil {
		return s.QueryxContext(ctx, args...)
	}
	return r.tx.QueryxContext(ctx, r.tx.Rebind(query), args...)
}

// PlannedEachRun marks query as one whose best plan depends on its values, such as a search's LIKE
// pattern. On PostgreSQL it runs as an unnamed statement, planned for the values of each run: a
// prepared statement may keep a generic plan after five runs, which, knowing no pattern, read an
// account's whole index beside the trigram index and took twice as long. PostgreSQL describes the
// statement first, so that its arguments take the types of what they are compared with (one round
// trip more), as a prepared statement's do. Outside a transaction it runs on the searches' own
// connections (see searchConfig). SQLite's plans do not depend on the values, so there
// it runs as any query does.
func PlannedEachRun(query string) string { return plannedEachRun + query }

const plannedEachRun = "/* planned each run */ "

// plannedEachRunArgs are the arguments that run query, when PlannedEachRun marked it, on PostgreSQL.
func plannedEachRunArgs(dialect Dialect, query string, args []any) ([]any, bool) {
	if dialect != Postgres || !strings.HasPrefix(query, plannedEachRun) {
		return nil, false
	}
	return append([]any{pgx.QueryExecModeDescribeExec}, args...), true
}

// maxStatements bounds the statement cache; queries beyond it run unprepared.
const maxStatements = 2000

// poolRunner runs queries on a connection pool through prepared statements kept per query text:
// SQLite would otherwise parse and plan every query anew, which costs more than running it.
type poolRunner struct {
	dialect Dialect
	pool    *sqlx.DB
	// planned is the pool of the statements planned each run (see PlannedEachRun): the searches.
	planned *sqlx.DB
	mu      sync.RWMutex
	stmts   map[string]*sqlx.Stmt // nil for a query that could not be prepared
	// wanted are the queries transactions ran that are to be prepared.
	wanted map[string]bool
}

func newPoolRunner(dialect Dialect, pool *sqlx.DB) *poolRunner {
	return &poolRunner{dialect: dialect, pool: pool, planned: pool, stmts: map[string]*sqlx.Stmt{}, wanted: map[string]bool{}}
}

func (r *poolRunner) Dialect() Dialect { return r.dialect }

// Concurrent says whether q may run several queries at once: a pool's may, each on a connection of
// its own; a transaction's may not.
func Concurrent(q Q) bool {
	_, pool := q.(*poolRunner)
	return pool
}

// prepared is the statement prepared for query, or nil; a query not seen before is wanted.
func (r *poolRunner) prepared(query string) *sqlx.Stmt {
	r.mu.RLock()
	s, ok := r.stmts[query]
	wanted := r.wanted[query]
	r.mu.RUnlock()
	if !ok && !wanted {
		r.mu.Lock()
		if len(r.stmts)+len(r.wanted) < maxStatements {
			r.wanted[query] = true
		}
		r.mu.Unlock()
	}
	return s
}

// prepareWanted prepares the queries transactions wanted; one that fails (it may need what its
// transaction made) runs as it is from then on.
func (r *poolRunner) prepareWanted(ctx context.Context) {
	r.mu.Lock()
	wanted := r.wanted
	if len(wanted) > 0 {
		r.wanted = map[string]bool{}
	}
	r.mu.Unlock()
	for query := range wanted {
		if _, err := r.stmt(context.WithoutCancel(ctx), query); err != nil {
			r.mu.Lock()
			r.stmts[query] = nil
			r.mu.Unlock()
		}
	}
}

// stmt returns the prepared statement for query, preparing it on first use; nil when the cache is
// full or the query could not be prepared. No lock is held while preparing or closing a statement,
// as both wait for connections: preparing for a free one, closing for each one the statement was
// prepared on, which may be a transaction's waiting on a lock whose holder looks its statements up.
func (r *poolRunner) stmt(ctx context.Context, query string) (*sqlx.Stmt, error) {
	r.mu.RLock()
	s, ok := r.stmts[query]
	full := len(r.stmts) >= maxStatements
	r.mu.RUnlock()
	if ok || full {
		return s, nil
	}
	s, err := r.pool.PreparexContext(ctx, r.pool.Rebind(query))
	if err != nil {
		return nil, err
	}
	r.mu.Lock()
	kept, raced := r.stmts[query]
	if !raced {
		r.stmts[query] = s
	}
	r.mu.Unlock()
	if raced {
		s.Close()
		return kept, nil
	}
	return s, nil
}

// statement is the prepared statement that runs query, or nil to run query as it is on the pool
// with the arguments it returns.
func (r *poolRunner) statement(ctx context.Context, query string, args []any) (*sqlx.Stmt, *sqlx.DB, []any) {
	if each, ok := plannedEachRunArgs(r.dialect, query, args); ok {
		return nil, r.planned, each
	}
	if s, err := r.stmt(ctx, query); err == nil && s != nil {
		return s, nil, args
	}
	return nil, r.pool, args
}

func (r *poolRunner) Exec(ctx context.Context, query string, args ...any) (sql.Result, error) {
	s, pool, args := r.statement(ctx, query, args)
	if s == nil {
		return pool.ExecContext(ctx, pool.Rebind(query), args...)
	}
	return s.ExecContext(ctx, args...)
}

func (r *poolRunner) Get(ctx context.Context, dest any, query string, args ...any) error {
	s, pool, args := r.statement(ctx, query, args)
	if s == nil {
		return pool.GetContext(ctx, dest, pool.Rebind(query), args...)
	}
	return s.GetContext(ctx, dest, args...)
}

func (r *poolRunner) Select(ctx context.Context, dest any, query string, args ...any) error {
	s, pool, args := r.statement(ctx, query, args)
	if s == nil {
		return pool.SelectContext(ctx, dest, pool.Rebind(query), args...)
	}
	return s.SelectContext(ctx, dest, args...)
}

func (r *poolRunner) Query(ctx context.Context, query string, args ...any) (*sqlx.Rows, error) {
	s, pool, args := r.statement(ctx, query, args)
	if s == nil {
		return pool.QueryxContext(ctx, pool.Rebind(query), args...)
	}
	return s.QueryxContext(ctx, args...)
}

// close releases the prepared statements, outside the lock as stmt does.
func (r *poolRunner) close() {
	r.mu.Lock()
	stmts := r.stmts
	r.stmts = map[string]*sqlx.Stmt{}
	r.wanted = map[string]bool{}
	r.mu.Unlock()
	for _, s := range stmts {
		if s != nil {
			s.Close()
		}
	}
}
