package db

import (
	"context"
	"database/sql"

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

// sqlxRunner is what *sqlx.DB and *sqlx.Tx have in common.
type sqlxRunner interface {
	sqlx.ExtContext
	GetContext(ctx context.Context, dest any, query string, args ...any) error
	SelectContext(ctx context.Context, dest any, query string, args ...any) error
}

type runner struct{ x sqlxRunner }

func (r runner) Exec(ctx context.Context, query string, args ...any) (sql.Result, error) {
	return r.x.ExecContext(ctx, r.x.Rebind(query), args...)
}

func (r runner) Get(ctx context.Context, dest any, query string, args ...any) error {
	return r.x.GetContext(ctx, dest, r.x.Rebind(query), args...)
}

func (r runner) Select(ctx context.Context, dest any, query string, args ...any) error {
	return r.x.SelectContext(ctx, dest, r.x.Rebind(query), args...)
}

func (r runner) Query(ctx context.Context, query string, args ...any) (*sqlx.Rows, error) {
	return r.x.QueryxContext(ctx, r.x.Rebind(query), args...)
}
