package db

import (
	"context"
	"database/sql"
	"sync"

	"github.com/jmoiron/sqlx"
)

// Q runs queries written with `?` placeholders on either engine, against the database or inside a
// transaction. Scanning follows sqlx: struct fields are matched by their `db` tags.
type Q interface {
	Exec(ctx context.Context, query string, args ...any) (sql.Result, error)
	Get(ctx context.Context, dest any, query string, args ...any) error
	Select(ctx context.Context, dest any, query string, args ...any) error
	Query(ctx context.Context, query string, args ...any) (*sqlx.Rows, error)
}

// txRunner runs queries inside a transaction, rebinding placeholders for the engine.
type txRunner struct{ tx *sqlx.Tx }

func (r txRunner) Exec(ctx context.Context, query string, args ...any) (sql.Result, error) {
	return r.tx.ExecContext(ctx, r.tx.Rebind(query), args...)
}

func (r txRunner) Get(ctx context.Context, dest any, query string, args ...any) error {
	return r.tx.GetContext(ctx, dest, r.tx.Rebind(query), args...)
}

func (r txRunner) Select(ctx context.Context, dest any, query string, args ...any) error {
	return r.tx.SelectContext(ctx, dest, r.tx.Rebind(query), args...)
}

func (r txRunner) Query(ctx context.Context, query string, args ...any) (*sqlx.Rows, error) {
	return r.tx.QueryxContext(ctx, r.tx.Rebind(query), args...)
}

// maxStatements bounds the statement cache; queries beyond it run unprepared.
const maxStatements = 2000

// poolRunner runs queries on a connection pool through prepared statements kept per query text:
// SQLite would otherwise parse and plan every query anew, which costs more than running it.
type poolRunner struct {
	pool  *sqlx.DB
	mu    sync.RWMutex
	stmts map[string]*sqlx.Stmt
}

func newPoolRunner(pool *sqlx.DB) *poolRunner {
	return &poolRunner{pool: pool, stmts: map[string]*sqlx.Stmt{}}
}

// stmt returns the prepared statement for query, preparing it on first use; nil when the cache is full.
func (r *poolRunner) stmt(ctx context.Context, query string) (*sqlx.Stmt, error) {
	r.mu.RLock()
	s, ok := r.stmts[query]
	r.mu.RUnlock()
	if ok {
		return s, nil
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	if s, ok := r.stmts[query]; ok {
		return s, nil
	}
	if len(r.stmts) >= maxStatements {
		return nil, nil
	}
	s, err := r.pool.PreparexContext(ctx, r.pool.Rebind(query))
	if err != nil {
		return nil, err
	}
	r.stmts[query] = s
	return s, nil
}

func (r *poolRunner) Exec(ctx context.Context, query string, args ...any) (sql.Result, error) {
	s, err := r.stmt(ctx, query)
	if err != nil || s == nil {
		return r.pool.ExecContext(ctx, r.pool.Rebind(query), args...)
	}
	return s.ExecContext(ctx, args...)
}

func (r *poolRunner) Get(ctx context.Context, dest any, query string, args ...any) error {
	s, err := r.stmt(ctx, query)
	if err != nil || s == nil {
		return r.pool.GetContext(ctx, dest, r.pool.Rebind(query), args...)
	}
	return s.GetContext(ctx, dest, args...)
}

func (r *poolRunner) Select(ctx context.Context, dest any, query string, args ...any) error {
	s, err := r.stmt(ctx, query)
	if err != nil || s == nil {
		return r.pool.SelectContext(ctx, dest, r.pool.Rebind(query), args...)
	}
	return s.SelectContext(ctx, dest, args...)
}

func (r *poolRunner) Query(ctx context.Context, query string, args ...any) (*sqlx.Rows, error) {
	s, err := r.stmt(ctx, query)
	if err != nil || s == nil {
		return r.pool.QueryxContext(ctx, r.pool.Rebind(query), args...)
	}
	return s.QueryxContext(ctx, args...)
}

// close releases the prepared statements.
func (r *poolRunner) close() {
	r.mu.Lock()
	defer r.mu.Unlock()
	for _, s := range r.stmts {
		s.Close()
	}
	r.stmts = map[string]*sqlx.Stmt{}
}
